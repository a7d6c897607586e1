; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [8 x float], align 4
  %across_uniforms = alloca [128 x float], align 4
  %across_input_0 = alloca [8192 x float], align 4
  %across_out_1 = alloca [8192 x float], align 4
  %across_state = alloca [8192 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state1120 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_11119 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_01121 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch1133 = ptrtoint ptr %scratch to i64
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
  %.not964 = icmp eq i64 %n_features, 0
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
  %exitcond1027.not.peel = icmp eq i64 %n_features, 1
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
  %32 = sub i64 %out_11119, %state1120
  %33 = sub i64 %out_11119, %input_01121
  %34 = mul i64 %row_begin, %n_features
  %35 = shl i64 %34, 2
  %36 = sub i64 %scratch1133, %35
  %37 = sub i64 %36, %state1120
  %38 = mul i64 %n_features, -4
  %39 = sub i64 %36, %input_01121
  %40 = shl i64 %row_begin, 2
  %41 = sub i64 4, %40
  %42 = mul i64 %n_features, %41
  %43 = add i64 %42, %scratch1133
  %44 = sub i64 %43, %state1120
  %45 = sub i64 %43, %input_01121
  %46 = and i64 %n_features, 4611686018427387872
  %diff.check1132 = icmp eq i64 %46, 0
  %diff.check = icmp ult i64 %32, 64
  %diff.check1122 = icmp ult i64 %33, 64
  %conflict.rdx = or i1 %diff.check, %diff.check1122
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec1125 = and i64 %n_features, -4
  %cmp.n1130 = icmp eq i64 %n_features, %n.vec1125
  %xtraiter1368 = and i64 %n_features, 1
  %lcmp.mod1369.not = icmp eq i64 %xtraiter1368, 0
  br label %row.body

across.done:                                      ; preds = %feature.exit800, %lockstep_row.exit767, %across_out.done, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.done
  %indvars.iv1028 = phi i64 [ %8, %across_block.body.lr.ph ], [ %indvars.iv.next1029, %across_out.done ]
  %across_block958 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %839, %across_out.done ]
  %umin1375 = tail call i64 @llvm.umin.i64(i64 %indvars.iv1028, i64 64)
  %47 = mul nuw nsw i64 %n_features, %umin1375
  %48 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1028, i64 1)
  %umax1272 = tail call i64 @llvm.umin.i64(i64 %48, i64 64)
  %49 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1028, i64 1)
  %umax1031 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block958
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
  br i1 %.not964, label %iter.check1275, label %across_in.body

across_in.done:                                   ; preds = %across_in_15.body, %across_in_14.body, %across_in_13.body, %across_in_12.body, %across_in_11.body, %across_in_10.body, %across_in_9.body, %across_in_8.body, %across_in_7.body, %across_in_6.body, %across_in_5.body, %across_in_4.body, %across_in_3.body, %across_in_2.body, %across_in_1.body
  br i1 %.not964, label %iter.check1275, label %vector.body1306.peel

vector.body1306.peel:                             ; preds = %across_in.body, %across_in.done
  %wide.load1308.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load1309.peel = load <16 x float>, ptr %9, align 4
  %51 = fmul <16 x float> %wide.load1308.peel, %wide.load1308.peel
  %52 = fmul <16 x float> %wide.load1309.peel, %wide.load1309.peel
  %53 = fmul <16 x float> %wide.load1308.peel, %51
  %54 = fmul <16 x float> %wide.load1309.peel, %52
  %55 = fmul <16 x float> %wide.load1308.peel, %53
  %56 = fmul <16 x float> %wide.load1309.peel, %54
  %57 = fmul <16 x float> %55, splat (float 2.500000e-01)
  %58 = fmul <16 x float> %56, splat (float 2.500000e-01)
  %59 = fmul <16 x float> %51, splat (float 5.000000e-01)
  %60 = fmul <16 x float> %52, splat (float 5.000000e-01)
  %61 = fsub <16 x float> %57, %59
  %62 = fsub <16 x float> %58, %60
  %wide.load1310.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load1311.peel = load <16 x float>, ptr %10, align 4
  %63 = fsub <16 x float> %wide.load1308.peel, %wide.load1310.peel
  %64 = fsub <16 x float> %wide.load1309.peel, %wide.load1311.peel
  %65 = fmul <16 x float> %63, %63
  %66 = fmul <16 x float> %64, %64
  %67 = fadd <16 x float> %61, zeroinitializer
  %68 = fadd <16 x float> %62, zeroinitializer
  store <16 x float> %67, ptr %across_uniforms, align 4
  store <16 x float> %68, ptr %11, align 4
  store <16 x float> %65, ptr %12, align 4
  store <16 x float> %66, ptr %13, align 4
  %wide.load1308.1.peel = load <16 x float>, ptr %14, align 4
  %wide.load1309.1.peel = load <16 x float>, ptr %15, align 4
  %69 = fmul <16 x float> %wide.load1308.1.peel, %wide.load1308.1.peel
  %70 = fmul <16 x float> %wide.load1309.1.peel, %wide.load1309.1.peel
  %71 = fmul <16 x float> %wide.load1308.1.peel, %69
  %72 = fmul <16 x float> %wide.load1309.1.peel, %70
  %73 = fmul <16 x float> %wide.load1308.1.peel, %71
  %74 = fmul <16 x float> %wide.load1309.1.peel, %72
  %75 = fmul <16 x float> %73, splat (float 2.500000e-01)
  %76 = fmul <16 x float> %74, splat (float 2.500000e-01)
  %77 = fmul <16 x float> %69, splat (float 5.000000e-01)
  %78 = fmul <16 x float> %70, splat (float 5.000000e-01)
  %79 = fsub <16 x float> %75, %77
  %80 = fsub <16 x float> %76, %78
  %wide.load1310.1.peel = load <16 x float>, ptr %16, align 4
  %wide.load1311.1.peel = load <16 x float>, ptr %17, align 4
  %81 = fsub <16 x float> %wide.load1308.1.peel, %wide.load1310.1.peel
  %82 = fsub <16 x float> %wide.load1309.1.peel, %wide.load1311.1.peel
  %83 = fmul <16 x float> %81, %81
  %84 = fmul <16 x float> %82, %82
  %85 = fadd <16 x float> %79, zeroinitializer
  %86 = fadd <16 x float> %80, zeroinitializer
  store <16 x float> %85, ptr %18, align 4
  store <16 x float> %86, ptr %19, align 4
  store <16 x float> %83, ptr %20, align 4
  store <16 x float> %84, ptr %21, align 4
  br i1 %exitcond1027.not.peel, label %iter.check1275, label %across_feature.body.preheader.peel.newph

across_feature.body.preheader.peel.newph:         ; preds = %vector.body1306.peel
  %across_uniforms.promoted = load <16 x float>, ptr %across_uniforms, align 1
  %.promoted = load <16 x float>, ptr %22, align 1
  %.promoted1438 = load <16 x float>, ptr %23, align 1
  %.promoted1440 = load <16 x float>, ptr %24, align 1
  %.promoted1442 = load <16 x float>, ptr %25, align 1
  %.promoted1444 = load <16 x float>, ptr %26, align 1
  %.promoted1446 = load <16 x float>, ptr %27, align 1
  %.promoted1448 = load <16 x float>, ptr %28, align 1
  br label %across_feature.body

across_in_1.body:                                 ; preds = %across_block.body, %across_in_1.body
  %across_in_1935 = phi i64 [ %91, %across_in_1.body ], [ 0, %across_block.body ]
  %chunk_element = add i64 %across_in_1935, %across_block958
  %87 = getelementptr inbounds float, ptr %state, i64 %chunk_element
  %block = load <16 x float>, ptr %87, align 4
  %88 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_1935
  store <16 x float> %block, ptr %88, align 4
  %89 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element
  %block1 = load <16 x float>, ptr %89, align 4
  %90 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_1935
  store <16 x float> %block1, ptr %90, align 4
  %91 = add nuw nsw i64 %across_in_1935, 16
  %92 = icmp samesign ult i64 %across_in_1935, 48
  br i1 %92, label %across_in_1.body, label %across_in.done, !llvm.loop !0

across_in_2.body:                                 ; preds = %across_block.body, %across_in_2.body
  %across_in_2934 = phi i64 [ %103, %across_in_2.body ], [ 0, %across_block.body ]
  %first_element3834 = add i64 %across_in_2934, %across_block958
  %chunk_element4 = shl i64 %first_element3834, 1
  %93 = getelementptr inbounds float, ptr %state, i64 %chunk_element4
  %block5 = load <32 x float>, ptr %93, align 4
  %94 = shufflevector <32 x float> %block5, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %95 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_2934
  store <16 x float> %94, ptr %95, align 4
  %96 = shufflevector <32 x float> %block5, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %k7 = or disjoint i64 %across_in_2934, 64
  %97 = getelementptr inbounds nuw float, ptr %across_state, i64 %k7
  store <16 x float> %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element4
  %block8 = load <32 x float>, ptr %98, align 4
  %99 = shufflevector <32 x float> %block8, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %100 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_2934
  store <16 x float> %99, ptr %100, align 4
  %101 = shufflevector <32 x float> %block8, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %102 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k7
  store <16 x float> %101, ptr %102, align 4
  %103 = add nuw nsw i64 %across_in_2934, 16
  %104 = icmp samesign ult i64 %across_in_2934, 48
  br i1 %104, label %across_in_2.body, label %across_in.done, !llvm.loop !2

across_in_3.body:                                 ; preds = %across_block.body, %across_in_3.body
  %across_in_3933 = phi i64 [ %119, %across_in_3.body ], [ 0, %across_block.body ]
  %first_element11833 = add i64 %across_in_3933, %across_block958
  %chunk_element12 = mul i64 %first_element11833, 3
  %105 = getelementptr inbounds float, ptr %state, i64 %chunk_element12
  %block13 = load <48 x float>, ptr %105, align 4
  %106 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %107 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_3933
  store <16 x float> %106, ptr %107, align 4
  %108 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %k15 = or disjoint i64 %across_in_3933, 64
  %109 = getelementptr inbounds nuw float, ptr %across_state, i64 %k15
  store <16 x float> %108, ptr %109, align 4
  %110 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %k16 = or disjoint i64 %across_in_3933, 128
  %111 = getelementptr inbounds nuw float, ptr %across_state, i64 %k16
  store <16 x float> %110, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element12
  %block17 = load <48 x float>, ptr %112, align 4
  %113 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %114 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_3933
  store <16 x float> %113, ptr %114, align 4
  %115 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %116 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k15
  store <16 x float> %115, ptr %116, align 4
  %117 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %118 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k16
  store <16 x float> %117, ptr %118, align 4
  %119 = add nuw nsw i64 %across_in_3933, 16
  %120 = icmp samesign ult i64 %across_in_3933, 48
  br i1 %120, label %across_in_3.body, label %across_in.done, !llvm.loop !3

across_in_4.body:                                 ; preds = %across_block.body, %across_in_4.body
  %across_in_4932 = phi i64 [ %139, %across_in_4.body ], [ 0, %across_block.body ]
  %first_element21832 = add i64 %across_in_4932, %across_block958
  %chunk_element22 = shl i64 %first_element21832, 2
  %121 = getelementptr inbounds float, ptr %state, i64 %chunk_element22
  %block23 = load <64 x float>, ptr %121, align 4
  %122 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %123 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_4932
  store <16 x float> %122, ptr %123, align 4
  %124 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %k25 = or disjoint i64 %across_in_4932, 64
  %125 = getelementptr inbounds nuw float, ptr %across_state, i64 %k25
  store <16 x float> %124, ptr %125, align 4
  %126 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %k26 = or disjoint i64 %across_in_4932, 128
  %127 = getelementptr inbounds nuw float, ptr %across_state, i64 %k26
  store <16 x float> %126, ptr %127, align 4
  %128 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %k27 = or disjoint i64 %across_in_4932, 192
  %129 = getelementptr inbounds nuw float, ptr %across_state, i64 %k27
  store <16 x float> %128, ptr %129, align 4
  %130 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element22
  %block28 = load <64 x float>, ptr %130, align 4
  %131 = shufflevector <64 x float> %block28, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %132 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_4932
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
  %139 = add nuw nsw i64 %across_in_4932, 16
  %140 = icmp samesign ult i64 %across_in_4932, 48
  br i1 %140, label %across_in_4.body, label %across_in.done, !llvm.loop !4

across_in_5.body:                                 ; preds = %across_block.body, %across_in_5.body
  %across_in_5931 = phi i64 [ %163, %across_in_5.body ], [ 0, %across_block.body ]
  %first_element33831 = add i64 %across_in_5931, %across_block958
  %chunk_element34 = mul i64 %first_element33831, 5
  %141 = getelementptr inbounds float, ptr %state, i64 %chunk_element34
  %block35 = load <80 x float>, ptr %141, align 4
  %142 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %143 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_5931
  store <16 x float> %142, ptr %143, align 4
  %144 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 1, i32 6, i32 11, i32 16, i32 21, i32 26, i32 31, i32 36, i32 41, i32 46, i32 51, i32 56, i32 61, i32 66, i32 71, i32 76>
  %k37 = or disjoint i64 %across_in_5931, 64
  %145 = getelementptr inbounds nuw float, ptr %across_state, i64 %k37
  store <16 x float> %144, ptr %145, align 4
  %146 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 2, i32 7, i32 12, i32 17, i32 22, i32 27, i32 32, i32 37, i32 42, i32 47, i32 52, i32 57, i32 62, i32 67, i32 72, i32 77>
  %k38 = or disjoint i64 %across_in_5931, 128
  %147 = getelementptr inbounds nuw float, ptr %across_state, i64 %k38
  store <16 x float> %146, ptr %147, align 4
  %148 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 3, i32 8, i32 13, i32 18, i32 23, i32 28, i32 33, i32 38, i32 43, i32 48, i32 53, i32 58, i32 63, i32 68, i32 73, i32 78>
  %k39 = or disjoint i64 %across_in_5931, 192
  %149 = getelementptr inbounds nuw float, ptr %across_state, i64 %k39
  store <16 x float> %148, ptr %149, align 4
  %150 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 4, i32 9, i32 14, i32 19, i32 24, i32 29, i32 34, i32 39, i32 44, i32 49, i32 54, i32 59, i32 64, i32 69, i32 74, i32 79>
  %k40 = or disjoint i64 %across_in_5931, 256
  %151 = getelementptr inbounds nuw float, ptr %across_state, i64 %k40
  store <16 x float> %150, ptr %151, align 4
  %152 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element34
  %block41 = load <80 x float>, ptr %152, align 4
  %153 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %154 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_5931
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
  %163 = add nuw nsw i64 %across_in_5931, 16
  %164 = icmp samesign ult i64 %across_in_5931, 48
  br i1 %164, label %across_in_5.body, label %across_in.done, !llvm.loop !5

across_in_6.body:                                 ; preds = %across_block.body, %across_in_6.body
  %across_in_6930 = phi i64 [ %191, %across_in_6.body ], [ 0, %across_block.body ]
  %first_element47830 = add i64 %across_in_6930, %across_block958
  %chunk_element48 = mul i64 %first_element47830, 6
  %165 = getelementptr inbounds float, ptr %state, i64 %chunk_element48
  %block49 = load <96 x float>, ptr %165, align 4
  %166 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %167 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_6930
  store <16 x float> %166, ptr %167, align 4
  %168 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 1, i32 7, i32 13, i32 19, i32 25, i32 31, i32 37, i32 43, i32 49, i32 55, i32 61, i32 67, i32 73, i32 79, i32 85, i32 91>
  %k51 = or disjoint i64 %across_in_6930, 64
  %169 = getelementptr inbounds nuw float, ptr %across_state, i64 %k51
  store <16 x float> %168, ptr %169, align 4
  %170 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 2, i32 8, i32 14, i32 20, i32 26, i32 32, i32 38, i32 44, i32 50, i32 56, i32 62, i32 68, i32 74, i32 80, i32 86, i32 92>
  %k52 = or disjoint i64 %across_in_6930, 128
  %171 = getelementptr inbounds nuw float, ptr %across_state, i64 %k52
  store <16 x float> %170, ptr %171, align 4
  %172 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 3, i32 9, i32 15, i32 21, i32 27, i32 33, i32 39, i32 45, i32 51, i32 57, i32 63, i32 69, i32 75, i32 81, i32 87, i32 93>
  %k53 = or disjoint i64 %across_in_6930, 192
  %173 = getelementptr inbounds nuw float, ptr %across_state, i64 %k53
  store <16 x float> %172, ptr %173, align 4
  %174 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 4, i32 10, i32 16, i32 22, i32 28, i32 34, i32 40, i32 46, i32 52, i32 58, i32 64, i32 70, i32 76, i32 82, i32 88, i32 94>
  %k54 = or disjoint i64 %across_in_6930, 256
  %175 = getelementptr inbounds nuw float, ptr %across_state, i64 %k54
  store <16 x float> %174, ptr %175, align 4
  %176 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 5, i32 11, i32 17, i32 23, i32 29, i32 35, i32 41, i32 47, i32 53, i32 59, i32 65, i32 71, i32 77, i32 83, i32 89, i32 95>
  %k55 = or disjoint i64 %across_in_6930, 320
  %177 = getelementptr inbounds nuw float, ptr %across_state, i64 %k55
  store <16 x float> %176, ptr %177, align 4
  %178 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element48
  %block56 = load <96 x float>, ptr %178, align 4
  %179 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %180 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_6930
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
  %191 = add nuw nsw i64 %across_in_6930, 16
  %192 = icmp samesign ult i64 %across_in_6930, 48
  br i1 %192, label %across_in_6.body, label %across_in.done, !llvm.loop !6

across_in_7.body:                                 ; preds = %across_block.body, %across_in_7.body
  %across_in_7929 = phi i64 [ %223, %across_in_7.body ], [ 0, %across_block.body ]
  %first_element63829 = add i64 %across_in_7929, %across_block958
  %chunk_element64 = mul i64 %first_element63829, 7
  %193 = getelementptr inbounds float, ptr %state, i64 %chunk_element64
  %block65 = load <112 x float>, ptr %193, align 4
  %194 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %195 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_7929
  store <16 x float> %194, ptr %195, align 4
  %196 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>
  %k67 = or disjoint i64 %across_in_7929, 64
  %197 = getelementptr inbounds nuw float, ptr %across_state, i64 %k67
  store <16 x float> %196, ptr %197, align 4
  %198 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 2, i32 9, i32 16, i32 23, i32 30, i32 37, i32 44, i32 51, i32 58, i32 65, i32 72, i32 79, i32 86, i32 93, i32 100, i32 107>
  %k68 = or disjoint i64 %across_in_7929, 128
  %199 = getelementptr inbounds nuw float, ptr %across_state, i64 %k68
  store <16 x float> %198, ptr %199, align 4
  %200 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 3, i32 10, i32 17, i32 24, i32 31, i32 38, i32 45, i32 52, i32 59, i32 66, i32 73, i32 80, i32 87, i32 94, i32 101, i32 108>
  %k69 = or disjoint i64 %across_in_7929, 192
  %201 = getelementptr inbounds nuw float, ptr %across_state, i64 %k69
  store <16 x float> %200, ptr %201, align 4
  %202 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 4, i32 11, i32 18, i32 25, i32 32, i32 39, i32 46, i32 53, i32 60, i32 67, i32 74, i32 81, i32 88, i32 95, i32 102, i32 109>
  %k70 = or disjoint i64 %across_in_7929, 256
  %203 = getelementptr inbounds nuw float, ptr %across_state, i64 %k70
  store <16 x float> %202, ptr %203, align 4
  %204 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 5, i32 12, i32 19, i32 26, i32 33, i32 40, i32 47, i32 54, i32 61, i32 68, i32 75, i32 82, i32 89, i32 96, i32 103, i32 110>
  %k71 = or disjoint i64 %across_in_7929, 320
  %205 = getelementptr inbounds nuw float, ptr %across_state, i64 %k71
  store <16 x float> %204, ptr %205, align 4
  %206 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 6, i32 13, i32 20, i32 27, i32 34, i32 41, i32 48, i32 55, i32 62, i32 69, i32 76, i32 83, i32 90, i32 97, i32 104, i32 111>
  %k72 = or disjoint i64 %across_in_7929, 384
  %207 = getelementptr inbounds nuw float, ptr %across_state, i64 %k72
  store <16 x float> %206, ptr %207, align 4
  %208 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element64
  %block73 = load <112 x float>, ptr %208, align 4
  %209 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %210 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_7929
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
  %223 = add nuw nsw i64 %across_in_7929, 16
  %224 = icmp samesign ult i64 %across_in_7929, 48
  br i1 %224, label %across_in_7.body, label %across_in.done, !llvm.loop !7

across_in_8.body:                                 ; preds = %across_block.body, %across_in_8.body
  %across_in_8928 = phi i64 [ %259, %across_in_8.body ], [ 0, %across_block.body ]
  %first_element81828 = add i64 %across_in_8928, %across_block958
  %chunk_element82 = shl i64 %first_element81828, 3
  %225 = getelementptr inbounds float, ptr %state, i64 %chunk_element82
  %block83 = load <128 x float>, ptr %225, align 4
  %226 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %227 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_8928
  store <16 x float> %226, ptr %227, align 4
  %228 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %k85 = or disjoint i64 %across_in_8928, 64
  %229 = getelementptr inbounds nuw float, ptr %across_state, i64 %k85
  store <16 x float> %228, ptr %229, align 4
  %230 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %k86 = or disjoint i64 %across_in_8928, 128
  %231 = getelementptr inbounds nuw float, ptr %across_state, i64 %k86
  store <16 x float> %230, ptr %231, align 4
  %232 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %k87 = or disjoint i64 %across_in_8928, 192
  %233 = getelementptr inbounds nuw float, ptr %across_state, i64 %k87
  store <16 x float> %232, ptr %233, align 4
  %234 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %k88 = or disjoint i64 %across_in_8928, 256
  %235 = getelementptr inbounds nuw float, ptr %across_state, i64 %k88
  store <16 x float> %234, ptr %235, align 4
  %236 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %k89 = or disjoint i64 %across_in_8928, 320
  %237 = getelementptr inbounds nuw float, ptr %across_state, i64 %k89
  store <16 x float> %236, ptr %237, align 4
  %238 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %k90 = or disjoint i64 %across_in_8928, 384
  %239 = getelementptr inbounds nuw float, ptr %across_state, i64 %k90
  store <16 x float> %238, ptr %239, align 4
  %240 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %k91 = or disjoint i64 %across_in_8928, 448
  %241 = getelementptr inbounds nuw float, ptr %across_state, i64 %k91
  store <16 x float> %240, ptr %241, align 4
  %242 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element82
  %block92 = load <128 x float>, ptr %242, align 4
  %243 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %244 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_8928
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
  %259 = add nuw nsw i64 %across_in_8928, 16
  %260 = icmp samesign ult i64 %across_in_8928, 48
  br i1 %260, label %across_in_8.body, label %across_in.done, !llvm.loop !8

across_in_9.body:                                 ; preds = %across_block.body, %across_in_9.body
  %across_in_9927 = phi i64 [ %299, %across_in_9.body ], [ 0, %across_block.body ]
  %first_element101827 = add i64 %across_in_9927, %across_block958
  %chunk_element102 = mul i64 %first_element101827, 9
  %261 = getelementptr inbounds float, ptr %state, i64 %chunk_element102
  %block103 = load <72 x float>, ptr %261, align 4
  %262 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %263 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_9927
  store <8 x float> %262, ptr %263, align 4
  %264 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 1, i32 10, i32 19, i32 28, i32 37, i32 46, i32 55, i32 64>
  %k105 = or disjoint i64 %across_in_9927, 64
  %265 = getelementptr inbounds nuw float, ptr %across_state, i64 %k105
  store <8 x float> %264, ptr %265, align 4
  %266 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 2, i32 11, i32 20, i32 29, i32 38, i32 47, i32 56, i32 65>
  %k106 = or disjoint i64 %across_in_9927, 128
  %267 = getelementptr inbounds nuw float, ptr %across_state, i64 %k106
  store <8 x float> %266, ptr %267, align 4
  %268 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 3, i32 12, i32 21, i32 30, i32 39, i32 48, i32 57, i32 66>
  %k107 = or disjoint i64 %across_in_9927, 192
  %269 = getelementptr inbounds nuw float, ptr %across_state, i64 %k107
  store <8 x float> %268, ptr %269, align 4
  %270 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 4, i32 13, i32 22, i32 31, i32 40, i32 49, i32 58, i32 67>
  %k108 = or disjoint i64 %across_in_9927, 256
  %271 = getelementptr inbounds nuw float, ptr %across_state, i64 %k108
  store <8 x float> %270, ptr %271, align 4
  %272 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 5, i32 14, i32 23, i32 32, i32 41, i32 50, i32 59, i32 68>
  %k109 = or disjoint i64 %across_in_9927, 320
  %273 = getelementptr inbounds nuw float, ptr %across_state, i64 %k109
  store <8 x float> %272, ptr %273, align 4
  %274 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 6, i32 15, i32 24, i32 33, i32 42, i32 51, i32 60, i32 69>
  %k110 = or disjoint i64 %across_in_9927, 384
  %275 = getelementptr inbounds nuw float, ptr %across_state, i64 %k110
  store <8 x float> %274, ptr %275, align 4
  %276 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 7, i32 16, i32 25, i32 34, i32 43, i32 52, i32 61, i32 70>
  %k111 = or disjoint i64 %across_in_9927, 448
  %277 = getelementptr inbounds nuw float, ptr %across_state, i64 %k111
  store <8 x float> %276, ptr %277, align 4
  %278 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 8, i32 17, i32 26, i32 35, i32 44, i32 53, i32 62, i32 71>
  %k112 = or disjoint i64 %across_in_9927, 512
  %279 = getelementptr inbounds nuw float, ptr %across_state, i64 %k112
  store <8 x float> %278, ptr %279, align 4
  %280 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element102
  %block113 = load <72 x float>, ptr %280, align 4
  %281 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %282 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_9927
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
  %299 = add nuw nsw i64 %across_in_9927, 8
  %300 = icmp samesign ult i64 %across_in_9927, 56
  br i1 %300, label %across_in_9.body, label %across_in.done, !llvm.loop !9

across_in_10.body:                                ; preds = %across_block.body, %across_in_10.body
  %across_in_10926 = phi i64 [ %343, %across_in_10.body ], [ 0, %across_block.body ]
  %first_element123826 = add i64 %across_in_10926, %across_block958
  %chunk_element124 = mul i64 %first_element123826, 10
  %301 = getelementptr inbounds float, ptr %state, i64 %chunk_element124
  %block125 = load <80 x float>, ptr %301, align 4
  %302 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %303 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_10926
  store <8 x float> %302, ptr %303, align 4
  %304 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 1, i32 11, i32 21, i32 31, i32 41, i32 51, i32 61, i32 71>
  %k127 = or disjoint i64 %across_in_10926, 64
  %305 = getelementptr inbounds nuw float, ptr %across_state, i64 %k127
  store <8 x float> %304, ptr %305, align 4
  %306 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 2, i32 12, i32 22, i32 32, i32 42, i32 52, i32 62, i32 72>
  %k128 = or disjoint i64 %across_in_10926, 128
  %307 = getelementptr inbounds nuw float, ptr %across_state, i64 %k128
  store <8 x float> %306, ptr %307, align 4
  %308 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 3, i32 13, i32 23, i32 33, i32 43, i32 53, i32 63, i32 73>
  %k129 = or disjoint i64 %across_in_10926, 192
  %309 = getelementptr inbounds nuw float, ptr %across_state, i64 %k129
  store <8 x float> %308, ptr %309, align 4
  %310 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 4, i32 14, i32 24, i32 34, i32 44, i32 54, i32 64, i32 74>
  %k130 = or disjoint i64 %across_in_10926, 256
  %311 = getelementptr inbounds nuw float, ptr %across_state, i64 %k130
  store <8 x float> %310, ptr %311, align 4
  %312 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 5, i32 15, i32 25, i32 35, i32 45, i32 55, i32 65, i32 75>
  %k131 = or disjoint i64 %across_in_10926, 320
  %313 = getelementptr inbounds nuw float, ptr %across_state, i64 %k131
  store <8 x float> %312, ptr %313, align 4
  %314 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 6, i32 16, i32 26, i32 36, i32 46, i32 56, i32 66, i32 76>
  %k132 = or disjoint i64 %across_in_10926, 384
  %315 = getelementptr inbounds nuw float, ptr %across_state, i64 %k132
  store <8 x float> %314, ptr %315, align 4
  %316 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 7, i32 17, i32 27, i32 37, i32 47, i32 57, i32 67, i32 77>
  %k133 = or disjoint i64 %across_in_10926, 448
  %317 = getelementptr inbounds nuw float, ptr %across_state, i64 %k133
  store <8 x float> %316, ptr %317, align 4
  %318 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 8, i32 18, i32 28, i32 38, i32 48, i32 58, i32 68, i32 78>
  %k134 = or disjoint i64 %across_in_10926, 512
  %319 = getelementptr inbounds nuw float, ptr %across_state, i64 %k134
  store <8 x float> %318, ptr %319, align 4
  %320 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 9, i32 19, i32 29, i32 39, i32 49, i32 59, i32 69, i32 79>
  %k135 = or disjoint i64 %across_in_10926, 576
  %321 = getelementptr inbounds nuw float, ptr %across_state, i64 %k135
  store <8 x float> %320, ptr %321, align 4
  %322 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element124
  %block136 = load <80 x float>, ptr %322, align 4
  %323 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %324 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_10926
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
  %343 = add nuw nsw i64 %across_in_10926, 8
  %344 = icmp samesign ult i64 %across_in_10926, 56
  br i1 %344, label %across_in_10.body, label %across_in.done, !llvm.loop !10

across_in_11.body:                                ; preds = %across_block.body, %across_in_11.body
  %across_in_11925 = phi i64 [ %391, %across_in_11.body ], [ 0, %across_block.body ]
  %first_element147825 = add i64 %across_in_11925, %across_block958
  %chunk_element148 = mul i64 %first_element147825, 11
  %345 = getelementptr inbounds float, ptr %state, i64 %chunk_element148
  %block149 = load <88 x float>, ptr %345, align 4
  %346 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %347 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_11925
  store <8 x float> %346, ptr %347, align 4
  %348 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 1, i32 12, i32 23, i32 34, i32 45, i32 56, i32 67, i32 78>
  %k151 = or disjoint i64 %across_in_11925, 64
  %349 = getelementptr inbounds nuw float, ptr %across_state, i64 %k151
  store <8 x float> %348, ptr %349, align 4
  %350 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 2, i32 13, i32 24, i32 35, i32 46, i32 57, i32 68, i32 79>
  %k152 = or disjoint i64 %across_in_11925, 128
  %351 = getelementptr inbounds nuw float, ptr %across_state, i64 %k152
  store <8 x float> %350, ptr %351, align 4
  %352 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 3, i32 14, i32 25, i32 36, i32 47, i32 58, i32 69, i32 80>
  %k153 = or disjoint i64 %across_in_11925, 192
  %353 = getelementptr inbounds nuw float, ptr %across_state, i64 %k153
  store <8 x float> %352, ptr %353, align 4
  %354 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 4, i32 15, i32 26, i32 37, i32 48, i32 59, i32 70, i32 81>
  %k154 = or disjoint i64 %across_in_11925, 256
  %355 = getelementptr inbounds nuw float, ptr %across_state, i64 %k154
  store <8 x float> %354, ptr %355, align 4
  %356 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 5, i32 16, i32 27, i32 38, i32 49, i32 60, i32 71, i32 82>
  %k155 = or disjoint i64 %across_in_11925, 320
  %357 = getelementptr inbounds nuw float, ptr %across_state, i64 %k155
  store <8 x float> %356, ptr %357, align 4
  %358 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 6, i32 17, i32 28, i32 39, i32 50, i32 61, i32 72, i32 83>
  %k156 = or disjoint i64 %across_in_11925, 384
  %359 = getelementptr inbounds nuw float, ptr %across_state, i64 %k156
  store <8 x float> %358, ptr %359, align 4
  %360 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 7, i32 18, i32 29, i32 40, i32 51, i32 62, i32 73, i32 84>
  %k157 = or disjoint i64 %across_in_11925, 448
  %361 = getelementptr inbounds nuw float, ptr %across_state, i64 %k157
  store <8 x float> %360, ptr %361, align 4
  %362 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 8, i32 19, i32 30, i32 41, i32 52, i32 63, i32 74, i32 85>
  %k158 = or disjoint i64 %across_in_11925, 512
  %363 = getelementptr inbounds nuw float, ptr %across_state, i64 %k158
  store <8 x float> %362, ptr %363, align 4
  %364 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 9, i32 20, i32 31, i32 42, i32 53, i32 64, i32 75, i32 86>
  %k159 = or disjoint i64 %across_in_11925, 576
  %365 = getelementptr inbounds nuw float, ptr %across_state, i64 %k159
  store <8 x float> %364, ptr %365, align 4
  %366 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 10, i32 21, i32 32, i32 43, i32 54, i32 65, i32 76, i32 87>
  %k160 = or disjoint i64 %across_in_11925, 640
  %367 = getelementptr inbounds nuw float, ptr %across_state, i64 %k160
  store <8 x float> %366, ptr %367, align 4
  %368 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element148
  %block161 = load <88 x float>, ptr %368, align 4
  %369 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %370 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_11925
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
  %391 = add nuw nsw i64 %across_in_11925, 8
  %392 = icmp samesign ult i64 %across_in_11925, 56
  br i1 %392, label %across_in_11.body, label %across_in.done, !llvm.loop !11

across_in_12.body:                                ; preds = %across_block.body, %across_in_12.body
  %across_in_12924 = phi i64 [ %443, %across_in_12.body ], [ 0, %across_block.body ]
  %first_element173824 = add i64 %across_in_12924, %across_block958
  %chunk_element174 = mul i64 %first_element173824, 12
  %393 = getelementptr inbounds float, ptr %state, i64 %chunk_element174
  %block175 = load <96 x float>, ptr %393, align 4
  %394 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %395 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_12924
  store <8 x float> %394, ptr %395, align 4
  %396 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 1, i32 13, i32 25, i32 37, i32 49, i32 61, i32 73, i32 85>
  %k177 = or disjoint i64 %across_in_12924, 64
  %397 = getelementptr inbounds nuw float, ptr %across_state, i64 %k177
  store <8 x float> %396, ptr %397, align 4
  %398 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 2, i32 14, i32 26, i32 38, i32 50, i32 62, i32 74, i32 86>
  %k178 = or disjoint i64 %across_in_12924, 128
  %399 = getelementptr inbounds nuw float, ptr %across_state, i64 %k178
  store <8 x float> %398, ptr %399, align 4
  %400 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 3, i32 15, i32 27, i32 39, i32 51, i32 63, i32 75, i32 87>
  %k179 = or disjoint i64 %across_in_12924, 192
  %401 = getelementptr inbounds nuw float, ptr %across_state, i64 %k179
  store <8 x float> %400, ptr %401, align 4
  %402 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 4, i32 16, i32 28, i32 40, i32 52, i32 64, i32 76, i32 88>
  %k180 = or disjoint i64 %across_in_12924, 256
  %403 = getelementptr inbounds nuw float, ptr %across_state, i64 %k180
  store <8 x float> %402, ptr %403, align 4
  %404 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 5, i32 17, i32 29, i32 41, i32 53, i32 65, i32 77, i32 89>
  %k181 = or disjoint i64 %across_in_12924, 320
  %405 = getelementptr inbounds nuw float, ptr %across_state, i64 %k181
  store <8 x float> %404, ptr %405, align 4
  %406 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 6, i32 18, i32 30, i32 42, i32 54, i32 66, i32 78, i32 90>
  %k182 = or disjoint i64 %across_in_12924, 384
  %407 = getelementptr inbounds nuw float, ptr %across_state, i64 %k182
  store <8 x float> %406, ptr %407, align 4
  %408 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 7, i32 19, i32 31, i32 43, i32 55, i32 67, i32 79, i32 91>
  %k183 = or disjoint i64 %across_in_12924, 448
  %409 = getelementptr inbounds nuw float, ptr %across_state, i64 %k183
  store <8 x float> %408, ptr %409, align 4
  %410 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 68, i32 80, i32 92>
  %k184 = or disjoint i64 %across_in_12924, 512
  %411 = getelementptr inbounds nuw float, ptr %across_state, i64 %k184
  store <8 x float> %410, ptr %411, align 4
  %412 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 9, i32 21, i32 33, i32 45, i32 57, i32 69, i32 81, i32 93>
  %k185 = or disjoint i64 %across_in_12924, 576
  %413 = getelementptr inbounds nuw float, ptr %across_state, i64 %k185
  store <8 x float> %412, ptr %413, align 4
  %414 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 10, i32 22, i32 34, i32 46, i32 58, i32 70, i32 82, i32 94>
  %k186 = or disjoint i64 %across_in_12924, 640
  %415 = getelementptr inbounds nuw float, ptr %across_state, i64 %k186
  store <8 x float> %414, ptr %415, align 4
  %416 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 11, i32 23, i32 35, i32 47, i32 59, i32 71, i32 83, i32 95>
  %k187 = or disjoint i64 %across_in_12924, 704
  %417 = getelementptr inbounds nuw float, ptr %across_state, i64 %k187
  store <8 x float> %416, ptr %417, align 4
  %418 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element174
  %block188 = load <96 x float>, ptr %418, align 4
  %419 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %420 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_12924
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
  %443 = add nuw nsw i64 %across_in_12924, 8
  %444 = icmp samesign ult i64 %across_in_12924, 56
  br i1 %444, label %across_in_12.body, label %across_in.done, !llvm.loop !12

across_in_13.body:                                ; preds = %across_block.body, %across_in_13.body
  %across_in_13923 = phi i64 [ %499, %across_in_13.body ], [ 0, %across_block.body ]
  %first_element201823 = add i64 %across_in_13923, %across_block958
  %chunk_element202 = mul i64 %first_element201823, 13
  %445 = getelementptr inbounds float, ptr %state, i64 %chunk_element202
  %block203 = load <104 x float>, ptr %445, align 4
  %446 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %447 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_13923
  store <8 x float> %446, ptr %447, align 4
  %448 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 1, i32 14, i32 27, i32 40, i32 53, i32 66, i32 79, i32 92>
  %k205 = or disjoint i64 %across_in_13923, 64
  %449 = getelementptr inbounds nuw float, ptr %across_state, i64 %k205
  store <8 x float> %448, ptr %449, align 4
  %450 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 2, i32 15, i32 28, i32 41, i32 54, i32 67, i32 80, i32 93>
  %k206 = or disjoint i64 %across_in_13923, 128
  %451 = getelementptr inbounds nuw float, ptr %across_state, i64 %k206
  store <8 x float> %450, ptr %451, align 4
  %452 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 3, i32 16, i32 29, i32 42, i32 55, i32 68, i32 81, i32 94>
  %k207 = or disjoint i64 %across_in_13923, 192
  %453 = getelementptr inbounds nuw float, ptr %across_state, i64 %k207
  store <8 x float> %452, ptr %453, align 4
  %454 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 4, i32 17, i32 30, i32 43, i32 56, i32 69, i32 82, i32 95>
  %k208 = or disjoint i64 %across_in_13923, 256
  %455 = getelementptr inbounds nuw float, ptr %across_state, i64 %k208
  store <8 x float> %454, ptr %455, align 4
  %456 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 5, i32 18, i32 31, i32 44, i32 57, i32 70, i32 83, i32 96>
  %k209 = or disjoint i64 %across_in_13923, 320
  %457 = getelementptr inbounds nuw float, ptr %across_state, i64 %k209
  store <8 x float> %456, ptr %457, align 4
  %458 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 6, i32 19, i32 32, i32 45, i32 58, i32 71, i32 84, i32 97>
  %k210 = or disjoint i64 %across_in_13923, 384
  %459 = getelementptr inbounds nuw float, ptr %across_state, i64 %k210
  store <8 x float> %458, ptr %459, align 4
  %460 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 7, i32 20, i32 33, i32 46, i32 59, i32 72, i32 85, i32 98>
  %k211 = or disjoint i64 %across_in_13923, 448
  %461 = getelementptr inbounds nuw float, ptr %across_state, i64 %k211
  store <8 x float> %460, ptr %461, align 4
  %462 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 8, i32 21, i32 34, i32 47, i32 60, i32 73, i32 86, i32 99>
  %k212 = or disjoint i64 %across_in_13923, 512
  %463 = getelementptr inbounds nuw float, ptr %across_state, i64 %k212
  store <8 x float> %462, ptr %463, align 4
  %464 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 9, i32 22, i32 35, i32 48, i32 61, i32 74, i32 87, i32 100>
  %k213 = or disjoint i64 %across_in_13923, 576
  %465 = getelementptr inbounds nuw float, ptr %across_state, i64 %k213
  store <8 x float> %464, ptr %465, align 4
  %466 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 10, i32 23, i32 36, i32 49, i32 62, i32 75, i32 88, i32 101>
  %k214 = or disjoint i64 %across_in_13923, 640
  %467 = getelementptr inbounds nuw float, ptr %across_state, i64 %k214
  store <8 x float> %466, ptr %467, align 4
  %468 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 11, i32 24, i32 37, i32 50, i32 63, i32 76, i32 89, i32 102>
  %k215 = or disjoint i64 %across_in_13923, 704
  %469 = getelementptr inbounds nuw float, ptr %across_state, i64 %k215
  store <8 x float> %468, ptr %469, align 4
  %470 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 12, i32 25, i32 38, i32 51, i32 64, i32 77, i32 90, i32 103>
  %k216 = or disjoint i64 %across_in_13923, 768
  %471 = getelementptr inbounds nuw float, ptr %across_state, i64 %k216
  store <8 x float> %470, ptr %471, align 4
  %472 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element202
  %block217 = load <104 x float>, ptr %472, align 4
  %473 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %474 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_13923
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
  %499 = add nuw nsw i64 %across_in_13923, 8
  %500 = icmp samesign ult i64 %across_in_13923, 56
  br i1 %500, label %across_in_13.body, label %across_in.done, !llvm.loop !13

across_in_14.body:                                ; preds = %across_block.body, %across_in_14.body
  %across_in_14922 = phi i64 [ %559, %across_in_14.body ], [ 0, %across_block.body ]
  %first_element231822 = add i64 %across_in_14922, %across_block958
  %chunk_element232 = mul i64 %first_element231822, 14
  %501 = getelementptr inbounds float, ptr %state, i64 %chunk_element232
  %block233 = load <112 x float>, ptr %501, align 4
  %502 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %503 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_14922
  store <8 x float> %502, ptr %503, align 4
  %504 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 1, i32 15, i32 29, i32 43, i32 57, i32 71, i32 85, i32 99>
  %k235 = or disjoint i64 %across_in_14922, 64
  %505 = getelementptr inbounds nuw float, ptr %across_state, i64 %k235
  store <8 x float> %504, ptr %505, align 4
  %506 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 2, i32 16, i32 30, i32 44, i32 58, i32 72, i32 86, i32 100>
  %k236 = or disjoint i64 %across_in_14922, 128
  %507 = getelementptr inbounds nuw float, ptr %across_state, i64 %k236
  store <8 x float> %506, ptr %507, align 4
  %508 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 3, i32 17, i32 31, i32 45, i32 59, i32 73, i32 87, i32 101>
  %k237 = or disjoint i64 %across_in_14922, 192
  %509 = getelementptr inbounds nuw float, ptr %across_state, i64 %k237
  store <8 x float> %508, ptr %509, align 4
  %510 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 4, i32 18, i32 32, i32 46, i32 60, i32 74, i32 88, i32 102>
  %k238 = or disjoint i64 %across_in_14922, 256
  %511 = getelementptr inbounds nuw float, ptr %across_state, i64 %k238
  store <8 x float> %510, ptr %511, align 4
  %512 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 5, i32 19, i32 33, i32 47, i32 61, i32 75, i32 89, i32 103>
  %k239 = or disjoint i64 %across_in_14922, 320
  %513 = getelementptr inbounds nuw float, ptr %across_state, i64 %k239
  store <8 x float> %512, ptr %513, align 4
  %514 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 6, i32 20, i32 34, i32 48, i32 62, i32 76, i32 90, i32 104>
  %k240 = or disjoint i64 %across_in_14922, 384
  %515 = getelementptr inbounds nuw float, ptr %across_state, i64 %k240
  store <8 x float> %514, ptr %515, align 4
  %516 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 7, i32 21, i32 35, i32 49, i32 63, i32 77, i32 91, i32 105>
  %k241 = or disjoint i64 %across_in_14922, 448
  %517 = getelementptr inbounds nuw float, ptr %across_state, i64 %k241
  store <8 x float> %516, ptr %517, align 4
  %518 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 8, i32 22, i32 36, i32 50, i32 64, i32 78, i32 92, i32 106>
  %k242 = or disjoint i64 %across_in_14922, 512
  %519 = getelementptr inbounds nuw float, ptr %across_state, i64 %k242
  store <8 x float> %518, ptr %519, align 4
  %520 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 9, i32 23, i32 37, i32 51, i32 65, i32 79, i32 93, i32 107>
  %k243 = or disjoint i64 %across_in_14922, 576
  %521 = getelementptr inbounds nuw float, ptr %across_state, i64 %k243
  store <8 x float> %520, ptr %521, align 4
  %522 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 10, i32 24, i32 38, i32 52, i32 66, i32 80, i32 94, i32 108>
  %k244 = or disjoint i64 %across_in_14922, 640
  %523 = getelementptr inbounds nuw float, ptr %across_state, i64 %k244
  store <8 x float> %522, ptr %523, align 4
  %524 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 11, i32 25, i32 39, i32 53, i32 67, i32 81, i32 95, i32 109>
  %k245 = or disjoint i64 %across_in_14922, 704
  %525 = getelementptr inbounds nuw float, ptr %across_state, i64 %k245
  store <8 x float> %524, ptr %525, align 4
  %526 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 12, i32 26, i32 40, i32 54, i32 68, i32 82, i32 96, i32 110>
  %k246 = or disjoint i64 %across_in_14922, 768
  %527 = getelementptr inbounds nuw float, ptr %across_state, i64 %k246
  store <8 x float> %526, ptr %527, align 4
  %528 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 13, i32 27, i32 41, i32 55, i32 69, i32 83, i32 97, i32 111>
  %k247 = or disjoint i64 %across_in_14922, 832
  %529 = getelementptr inbounds nuw float, ptr %across_state, i64 %k247
  store <8 x float> %528, ptr %529, align 4
  %530 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element232
  %block248 = load <112 x float>, ptr %530, align 4
  %531 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %532 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_14922
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
  %559 = add nuw nsw i64 %across_in_14922, 8
  %560 = icmp samesign ult i64 %across_in_14922, 56
  br i1 %560, label %across_in_14.body, label %across_in.done, !llvm.loop !14

across_in_15.body:                                ; preds = %across_block.body, %across_in_15.body
  %across_in_15921 = phi i64 [ %623, %across_in_15.body ], [ 0, %across_block.body ]
  %first_element263821 = add i64 %across_in_15921, %across_block958
  %chunk_element264 = mul i64 %first_element263821, 15
  %561 = getelementptr inbounds float, ptr %state, i64 %chunk_element264
  %block265 = load <120 x float>, ptr %561, align 4
  %562 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %563 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_15921
  store <8 x float> %562, ptr %563, align 4
  %564 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 1, i32 16, i32 31, i32 46, i32 61, i32 76, i32 91, i32 106>
  %k267 = or disjoint i64 %across_in_15921, 64
  %565 = getelementptr inbounds nuw float, ptr %across_state, i64 %k267
  store <8 x float> %564, ptr %565, align 4
  %566 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 2, i32 17, i32 32, i32 47, i32 62, i32 77, i32 92, i32 107>
  %k268 = or disjoint i64 %across_in_15921, 128
  %567 = getelementptr inbounds nuw float, ptr %across_state, i64 %k268
  store <8 x float> %566, ptr %567, align 4
  %568 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 3, i32 18, i32 33, i32 48, i32 63, i32 78, i32 93, i32 108>
  %k269 = or disjoint i64 %across_in_15921, 192
  %569 = getelementptr inbounds nuw float, ptr %across_state, i64 %k269
  store <8 x float> %568, ptr %569, align 4
  %570 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 4, i32 19, i32 34, i32 49, i32 64, i32 79, i32 94, i32 109>
  %k270 = or disjoint i64 %across_in_15921, 256
  %571 = getelementptr inbounds nuw float, ptr %across_state, i64 %k270
  store <8 x float> %570, ptr %571, align 4
  %572 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 5, i32 20, i32 35, i32 50, i32 65, i32 80, i32 95, i32 110>
  %k271 = or disjoint i64 %across_in_15921, 320
  %573 = getelementptr inbounds nuw float, ptr %across_state, i64 %k271
  store <8 x float> %572, ptr %573, align 4
  %574 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 6, i32 21, i32 36, i32 51, i32 66, i32 81, i32 96, i32 111>
  %k272 = or disjoint i64 %across_in_15921, 384
  %575 = getelementptr inbounds nuw float, ptr %across_state, i64 %k272
  store <8 x float> %574, ptr %575, align 4
  %576 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 7, i32 22, i32 37, i32 52, i32 67, i32 82, i32 97, i32 112>
  %k273 = or disjoint i64 %across_in_15921, 448
  %577 = getelementptr inbounds nuw float, ptr %across_state, i64 %k273
  store <8 x float> %576, ptr %577, align 4
  %578 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 8, i32 23, i32 38, i32 53, i32 68, i32 83, i32 98, i32 113>
  %k274 = or disjoint i64 %across_in_15921, 512
  %579 = getelementptr inbounds nuw float, ptr %across_state, i64 %k274
  store <8 x float> %578, ptr %579, align 4
  %580 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 9, i32 24, i32 39, i32 54, i32 69, i32 84, i32 99, i32 114>
  %k275 = or disjoint i64 %across_in_15921, 576
  %581 = getelementptr inbounds nuw float, ptr %across_state, i64 %k275
  store <8 x float> %580, ptr %581, align 4
  %582 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 10, i32 25, i32 40, i32 55, i32 70, i32 85, i32 100, i32 115>
  %k276 = or disjoint i64 %across_in_15921, 640
  %583 = getelementptr inbounds nuw float, ptr %across_state, i64 %k276
  store <8 x float> %582, ptr %583, align 4
  %584 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 11, i32 26, i32 41, i32 56, i32 71, i32 86, i32 101, i32 116>
  %k277 = or disjoint i64 %across_in_15921, 704
  %585 = getelementptr inbounds nuw float, ptr %across_state, i64 %k277
  store <8 x float> %584, ptr %585, align 4
  %586 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 12, i32 27, i32 42, i32 57, i32 72, i32 87, i32 102, i32 117>
  %k278 = or disjoint i64 %across_in_15921, 768
  %587 = getelementptr inbounds nuw float, ptr %across_state, i64 %k278
  store <8 x float> %586, ptr %587, align 4
  %588 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 13, i32 28, i32 43, i32 58, i32 73, i32 88, i32 103, i32 118>
  %k279 = or disjoint i64 %across_in_15921, 832
  %589 = getelementptr inbounds nuw float, ptr %across_state, i64 %k279
  store <8 x float> %588, ptr %589, align 4
  %590 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 14, i32 29, i32 44, i32 59, i32 74, i32 89, i32 104, i32 119>
  %k280 = or disjoint i64 %across_in_15921, 896
  %591 = getelementptr inbounds nuw float, ptr %across_state, i64 %k280
  store <8 x float> %590, ptr %591, align 4
  %592 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element264
  %block281 = load <120 x float>, ptr %592, align 4
  %593 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %594 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_15921
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
  %623 = add nuw nsw i64 %across_in_15921, 8
  %624 = icmp samesign ult i64 %across_in_15921, 56
  br i1 %624, label %across_in_15.body, label %across_in.done, !llvm.loop !15

across_in.body:                                   ; preds = %across_in.header.preheader, %across_in.body
  %across_in936 = phi i64 [ %644, %across_in.body ], [ 0, %across_in.header.preheader ]
  %r = and i64 %across_in936, 62
  %f = lshr i64 %across_in936, 6
  %625 = icmp ugt i64 %rows_left, %r
  %626 = select i1 %625, i64 %r, i64 %last_row
  %row = add i64 %626, %across_block958
  %row_element = mul i64 %row, %n_features
  %627 = add i64 %row_element, %f
  %628 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in936
  %629 = getelementptr inbounds float, ptr %state, i64 %627
  %630 = load float, ptr %629, align 4
  store float %630, ptr %628, align 4
  %631 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in936
  %632 = getelementptr inbounds float, ptr %input_0, i64 %627
  %633 = load float, ptr %632, align 4
  store float %633, ptr %631, align 4
  %634 = or disjoint i64 %across_in936, 1
  %r.1 = and i64 %634, 63
  %f.1 = lshr i64 %across_in936, 6
  %635 = icmp ugt i64 %rows_left, %r.1
  %636 = select i1 %635, i64 %r.1, i64 %last_row
  %row.1 = add i64 %636, %across_block958
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
  %644 = add nuw nsw i64 %across_in936, 2
  %exitcond1024.not.1 = icmp eq i64 %644, %block_elements
  br i1 %exitcond1024.not.1, label %vector.body1306.peel, label %across_in.body, !llvm.loop !16

iter.check1275.loopexit.loopexit:                 ; preds = %across_feature.body
  store <16 x float> %698, ptr %across_uniforms, align 1
  store <16 x float> %699, ptr %22, align 1
  store <16 x float> %711, ptr %23, align 1
  store <16 x float> %712, ptr %24, align 1
  store <16 x float> %724, ptr %25, align 1
  store <16 x float> %725, ptr %26, align 1
  store <16 x float> %737, ptr %27, align 1
  store <16 x float> %738, ptr %28, align 1
  br label %iter.check1275

iter.check1275:                                   ; preds = %vector.body1306.peel, %iter.check1275.loopexit.loopexit, %across_in.header.preheader, %across_in.done
  %645 = getelementptr float, ptr %out_0, i64 %across_block958
  %min.iters.check1273 = icmp ult i64 %indvars.iv1028, 4
  br i1 %min.iters.check1273, label %across_uniform_sinks.body.preheader, label %vector.main.loop.iter.check1277

vector.main.loop.iter.check1277:                  ; preds = %iter.check1275
  %min.iters.check1276 = icmp ult i64 %indvars.iv1028, 32
  br i1 %min.iters.check1276, label %vec.epilog.ph1294, label %vector.ph1278

vector.ph1278:                                    ; preds = %vector.main.loop.iter.check1277
  %n.mod.vf1279 = and i64 %umax1272, 28
  %n.vec1280 = and i64 %umax1272, 96
  br label %vector.body1281

vector.body1281:                                  ; preds = %vector.body1281, %vector.ph1278
  %index1282 = phi i64 [ 0, %vector.ph1278 ], [ %index.next1287, %vector.body1281 ]
  %646 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %index1282
  %647 = getelementptr inbounds nuw i8, ptr %646, i64 64
  %wide.load1283 = load <16 x float>, ptr %646, align 4
  %wide.load1284 = load <16 x float>, ptr %647, align 4
  %648 = getelementptr i8, ptr %646, i64 256
  %649 = getelementptr i8, ptr %646, i64 320
  %wide.load1285 = load <16 x float>, ptr %648, align 4
  %wide.load1286 = load <16 x float>, ptr %649, align 4
  %650 = fmul <16 x float> %wide.load1285, splat (float 5.000000e-01)
  %651 = fmul <16 x float> %wide.load1286, splat (float 5.000000e-01)
  %652 = fadd <16 x float> %wide.load1283, %650
  %653 = fadd <16 x float> %wide.load1284, %651
  %654 = getelementptr float, ptr %645, i64 %index1282
  %655 = bitcast <16 x float> %652 to <16 x i32>
  %656 = bitcast <16 x float> %653 to <16 x i32>
  %657 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %652)
  %658 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %653)
  %659 = bitcast <16 x float> %657 to <16 x i32>
  %660 = bitcast <16 x float> %658 to <16 x i32>
  %661 = icmp samesign ugt <16 x i32> %659, splat (i32 2139095040)
  %662 = icmp samesign ugt <16 x i32> %660, splat (i32 2139095040)
  %663 = select <16 x i1> %661, <16 x i32> splat (i32 2143289344), <16 x i32> %655
  %664 = select <16 x i1> %662, <16 x i32> splat (i32 2143289344), <16 x i32> %656
  %665 = getelementptr i8, ptr %654, i64 64
  store <16 x i32> %663, ptr %654, align 4
  store <16 x i32> %664, ptr %665, align 4
  %index.next1287 = add nuw i64 %index1282, 32
  %666 = icmp eq i64 %index.next1287, %n.vec1280
  br i1 %666, label %middle.block1288, label %vector.body1281, !llvm.loop !18

middle.block1288:                                 ; preds = %vector.body1281
  %cmp.n1289 = icmp eq i64 %umax1272, %n.vec1280
  br i1 %cmp.n1289, label %across_feature.header306.preheader, label %vec.epilog.iter.check1292

vec.epilog.iter.check1292:                        ; preds = %middle.block1288
  %min.epilog.iters.check1293 = icmp eq i64 %n.mod.vf1279, 0
  br i1 %min.epilog.iters.check1293, label %across_uniform_sinks.body.preheader, label %vec.epilog.ph1294, !prof !21

vec.epilog.ph1294:                                ; preds = %vector.main.loop.iter.check1277, %vec.epilog.iter.check1292
  %vec.epilog.resume.val1290 = phi i64 [ %n.vec1280, %vec.epilog.iter.check1292 ], [ 0, %vector.main.loop.iter.check1277 ]
  %n.vec1296 = and i64 %umax1272, 124
  br label %vec.epilog.vector.body1297

vec.epilog.vector.body1297:                       ; preds = %vec.epilog.vector.body1297, %vec.epilog.ph1294
  %index1298 = phi i64 [ %vec.epilog.resume.val1290, %vec.epilog.ph1294 ], [ %index.next1301, %vec.epilog.vector.body1297 ]
  %667 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %index1298
  %wide.load1299 = load <4 x float>, ptr %667, align 4
  %668 = getelementptr i8, ptr %667, i64 256
  %wide.load1300 = load <4 x float>, ptr %668, align 4
  %669 = fmul <4 x float> %wide.load1300, splat (float 5.000000e-01)
  %670 = fadd <4 x float> %wide.load1299, %669
  %671 = getelementptr float, ptr %645, i64 %index1298
  %672 = bitcast <4 x float> %670 to <4 x i32>
  %673 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %670)
  %674 = bitcast <4 x float> %673 to <4 x i32>
  %675 = icmp samesign ugt <4 x i32> %674, splat (i32 2139095040)
  %676 = select <4 x i1> %675, <4 x i32> splat (i32 2143289344), <4 x i32> %672
  store <4 x i32> %676, ptr %671, align 4
  %index.next1301 = add nuw i64 %index1298, 4
  %677 = icmp eq i64 %index.next1301, %n.vec1296
  br i1 %677, label %vec.epilog.middle.block1302, label %vec.epilog.vector.body1297, !llvm.loop !22

vec.epilog.middle.block1302:                      ; preds = %vec.epilog.vector.body1297
  %cmp.n1303 = icmp eq i64 %umax1272, %n.vec1296
  br i1 %cmp.n1303, label %across_feature.header306.preheader, label %across_uniform_sinks.body.preheader

across_uniform_sinks.body.preheader:              ; preds = %iter.check1275, %vec.epilog.iter.check1292, %vec.epilog.middle.block1302
  %across_uniform_sinks939.ph = phi i64 [ 0, %iter.check1275 ], [ %n.vec1280, %vec.epilog.iter.check1292 ], [ %n.vec1296, %vec.epilog.middle.block1302 ]
  br label %across_uniform_sinks.body

across_feature.body:                              ; preds = %across_feature.body.preheader.peel.newph, %across_feature.body
  %678 = phi <16 x float> [ %738, %across_feature.body ], [ %.promoted1448, %across_feature.body.preheader.peel.newph ]
  %679 = phi <16 x float> [ %737, %across_feature.body ], [ %.promoted1446, %across_feature.body.preheader.peel.newph ]
  %680 = phi <16 x float> [ %725, %across_feature.body ], [ %.promoted1444, %across_feature.body.preheader.peel.newph ]
  %681 = phi <16 x float> [ %724, %across_feature.body ], [ %.promoted1442, %across_feature.body.preheader.peel.newph ]
  %682 = phi <16 x float> [ %712, %across_feature.body ], [ %.promoted1440, %across_feature.body.preheader.peel.newph ]
  %683 = phi <16 x float> [ %711, %across_feature.body ], [ %.promoted1438, %across_feature.body.preheader.peel.newph ]
  %684 = phi <16 x float> [ %699, %across_feature.body ], [ %.promoted, %across_feature.body.preheader.peel.newph ]
  %685 = phi <16 x float> [ %698, %across_feature.body ], [ %across_uniforms.promoted, %across_feature.body.preheader.peel.newph ]
  %wide.load1320.31418 = phi <16 x float> [ %738, %across_feature.body ], [ %84, %across_feature.body.preheader.peel.newph ]
  %wide.load1320.21412 = phi <16 x float> [ %725, %across_feature.body ], [ %83, %across_feature.body.preheader.peel.newph ]
  %wide.load1320.11406 = phi <16 x float> [ %712, %across_feature.body ], [ %66, %across_feature.body.preheader.peel.newph ]
  %wide.load13201400 = phi <16 x float> [ %699, %across_feature.body ], [ %65, %across_feature.body.preheader.peel.newph ]
  %wide.load1319.31394 = phi <16 x float> [ %737, %across_feature.body ], [ %86, %across_feature.body.preheader.peel.newph ]
  %wide.load1319.21388 = phi <16 x float> [ %724, %across_feature.body ], [ %85, %across_feature.body.preheader.peel.newph ]
  %wide.load1319.11382 = phi <16 x float> [ %711, %across_feature.body ], [ %68, %across_feature.body.preheader.peel.newph ]
  %686 = phi <16 x float> [ %698, %across_feature.body ], [ %67, %across_feature.body.preheader.peel.newph ]
  %across_feature938 = phi i64 [ %739, %across_feature.body ], [ 1, %across_feature.body.preheader.peel.newph ]
  %687 = shl nuw nsw i64 %across_feature938, 6
  %688 = getelementptr inbounds nuw float, ptr %across_state, i64 %687
  %wide.load1317 = load <16 x float>, ptr %688, align 4
  %689 = fmul <16 x float> %wide.load1317, %wide.load1317
  %690 = fmul <16 x float> %wide.load1317, %689
  %691 = fmul <16 x float> %wide.load1317, %690
  %692 = fmul <16 x float> %691, splat (float 2.500000e-01)
  %693 = fmul <16 x float> %689, splat (float 5.000000e-01)
  %694 = fsub <16 x float> %692, %693
  %695 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %687
  %wide.load1318 = load <16 x float>, ptr %695, align 4
  %696 = fsub <16 x float> %wide.load1317, %wide.load1318
  %697 = fmul <16 x float> %696, %696
  %698 = fadd <16 x float> %686, %694
  %699 = fadd <16 x float> %697, %wide.load13201400
  %700 = or disjoint i64 %687, 16
  %701 = getelementptr inbounds nuw float, ptr %across_state, i64 %700
  %wide.load1317.1 = load <16 x float>, ptr %701, align 4
  %702 = fmul <16 x float> %wide.load1317.1, %wide.load1317.1
  %703 = fmul <16 x float> %wide.load1317.1, %702
  %704 = fmul <16 x float> %wide.load1317.1, %703
  %705 = fmul <16 x float> %704, splat (float 2.500000e-01)
  %706 = fmul <16 x float> %702, splat (float 5.000000e-01)
  %707 = fsub <16 x float> %705, %706
  %708 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %700
  %wide.load1318.1 = load <16 x float>, ptr %708, align 4
  %709 = fsub <16 x float> %wide.load1317.1, %wide.load1318.1
  %710 = fmul <16 x float> %709, %709
  %711 = fadd <16 x float> %wide.load1319.11382, %707
  %712 = fadd <16 x float> %710, %wide.load1320.11406
  %713 = or disjoint i64 %687, 32
  %714 = getelementptr inbounds nuw float, ptr %across_state, i64 %713
  %wide.load1317.2 = load <16 x float>, ptr %714, align 4
  %715 = fmul <16 x float> %wide.load1317.2, %wide.load1317.2
  %716 = fmul <16 x float> %wide.load1317.2, %715
  %717 = fmul <16 x float> %wide.load1317.2, %716
  %718 = fmul <16 x float> %717, splat (float 2.500000e-01)
  %719 = fmul <16 x float> %715, splat (float 5.000000e-01)
  %720 = fsub <16 x float> %718, %719
  %721 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %713
  %wide.load1318.2 = load <16 x float>, ptr %721, align 4
  %722 = fsub <16 x float> %wide.load1317.2, %wide.load1318.2
  %723 = fmul <16 x float> %722, %722
  %724 = fadd <16 x float> %wide.load1319.21388, %720
  %725 = fadd <16 x float> %723, %wide.load1320.21412
  %726 = or disjoint i64 %687, 48
  %727 = getelementptr inbounds nuw float, ptr %across_state, i64 %726
  %wide.load1317.3 = load <16 x float>, ptr %727, align 4
  %728 = fmul <16 x float> %wide.load1317.3, %wide.load1317.3
  %729 = fmul <16 x float> %wide.load1317.3, %728
  %730 = fmul <16 x float> %wide.load1317.3, %729
  %731 = fmul <16 x float> %730, splat (float 2.500000e-01)
  %732 = fmul <16 x float> %728, splat (float 5.000000e-01)
  %733 = fsub <16 x float> %731, %732
  %734 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %726
  %wide.load1318.3 = load <16 x float>, ptr %734, align 4
  %735 = fsub <16 x float> %wide.load1317.3, %wide.load1318.3
  %736 = fmul <16 x float> %735, %735
  %737 = fadd <16 x float> %wide.load1319.31394, %733
  %738 = fadd <16 x float> %736, %wide.load1320.31418
  %739 = add nuw i64 %across_feature938, 1
  %exitcond1027.not = icmp eq i64 %739, %n_features
  br i1 %exitcond1027.not, label %iter.check1275.loopexit.loopexit, label %across_feature.body, !llvm.loop !23

across_feature.header306.preheader:               ; preds = %across_uniform_sinks.body, %vec.epilog.middle.block1302, %middle.block1288
  br i1 %.not964, label %across_feature.exit308, label %across_row.header310.preheader

across_uniform_sinks.body:                        ; preds = %across_uniform_sinks.body.preheader, %across_uniform_sinks.body
  %across_uniform_sinks939 = phi i64 [ %748, %across_uniform_sinks.body ], [ %across_uniform_sinks939.ph, %across_uniform_sinks.body.preheader ]
  %740 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %across_uniform_sinks939
  %741 = load float, ptr %740, align 4
  %742 = getelementptr i8, ptr %740, i64 256
  %743 = load float, ptr %742, align 4
  %744 = fmul float %743, 5.000000e-01
  %745 = fadd float %741, %744
  %746 = getelementptr float, ptr %645, i64 %across_uniform_sinks939
  %bits305 = bitcast float %745 to i32
  %747 = tail call float @llvm.fabs.f32(float %745)
  %magnitude = bitcast float %747 to i32
  %is_nan = icmp samesign ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits305
  store i32 %canonical, ptr %746, align 4
  %748 = add nuw nsw i64 %across_uniform_sinks939, 1
  %exitcond1032.not = icmp eq i64 %748, %umax1031
  br i1 %exitcond1032.not, label %across_feature.header306.preheader, label %across_uniform_sinks.body, !llvm.loop !25

across_row.header310.preheader:                   ; preds = %across_feature.header306.preheader, %across_row.header310.preheader
  %across_feature309941 = phi i64 [ %829, %across_row.header310.preheader ], [ 0, %across_feature.header306.preheader ]
  %749 = shl i64 %across_feature309941, 6
  %750 = getelementptr inbounds float, ptr %across_state, i64 %749
  %wide.load1267 = load <16 x float>, ptr %750, align 4
  %751 = getelementptr inbounds float, ptr %across_input_0, i64 %749
  %wide.load1268 = load <16 x float>, ptr %751, align 4
  %752 = fsub <16 x float> %wide.load1267, %wide.load1268
  %753 = fmul <16 x float> %752, splat (float 2.000000e+00)
  %754 = fmul <16 x float> %753, splat (float 5.000000e-01)
  %755 = fmul <16 x float> %wide.load1267, splat (float 2.000000e+00)
  %756 = fmul <16 x float> %755, splat (float 5.000000e-01)
  %757 = fsub <16 x float> %754, %756
  %758 = fmul <16 x float> %wide.load1267, %wide.load1267
  %759 = fmul <16 x float> %wide.load1267, %758
  %760 = fmul <16 x float> %759, splat (float 4.000000e+00)
  %761 = fmul <16 x float> %760, splat (float 2.500000e-01)
  %762 = fadd <16 x float> %761, %757
  %763 = getelementptr inbounds float, ptr %across_out_1, i64 %749
  %764 = bitcast <16 x float> %762 to <16 x i32>
  %765 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %762)
  %766 = bitcast <16 x float> %765 to <16 x i32>
  %767 = icmp samesign ugt <16 x i32> %766, splat (i32 2139095040)
  %768 = select <16 x i1> %767, <16 x i32> splat (i32 2143289344), <16 x i32> %764
  store <16 x i32> %768, ptr %763, align 4
  %769 = or disjoint i64 %749, 16
  %770 = getelementptr inbounds float, ptr %across_state, i64 %769
  %wide.load1267.1 = load <16 x float>, ptr %770, align 4
  %771 = getelementptr inbounds float, ptr %across_input_0, i64 %769
  %wide.load1268.1 = load <16 x float>, ptr %771, align 4
  %772 = fsub <16 x float> %wide.load1267.1, %wide.load1268.1
  %773 = fmul <16 x float> %772, splat (float 2.000000e+00)
  %774 = fmul <16 x float> %773, splat (float 5.000000e-01)
  %775 = fmul <16 x float> %wide.load1267.1, splat (float 2.000000e+00)
  %776 = fmul <16 x float> %775, splat (float 5.000000e-01)
  %777 = fsub <16 x float> %774, %776
  %778 = fmul <16 x float> %wide.load1267.1, %wide.load1267.1
  %779 = fmul <16 x float> %wide.load1267.1, %778
  %780 = fmul <16 x float> %779, splat (float 4.000000e+00)
  %781 = fmul <16 x float> %780, splat (float 2.500000e-01)
  %782 = fadd <16 x float> %781, %777
  %783 = getelementptr inbounds float, ptr %across_out_1, i64 %769
  %784 = bitcast <16 x float> %782 to <16 x i32>
  %785 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %782)
  %786 = bitcast <16 x float> %785 to <16 x i32>
  %787 = icmp samesign ugt <16 x i32> %786, splat (i32 2139095040)
  %788 = select <16 x i1> %787, <16 x i32> splat (i32 2143289344), <16 x i32> %784
  store <16 x i32> %788, ptr %783, align 4
  %789 = or disjoint i64 %749, 32
  %790 = getelementptr inbounds float, ptr %across_state, i64 %789
  %wide.load1267.2 = load <16 x float>, ptr %790, align 4
  %791 = getelementptr inbounds float, ptr %across_input_0, i64 %789
  %wide.load1268.2 = load <16 x float>, ptr %791, align 4
  %792 = fsub <16 x float> %wide.load1267.2, %wide.load1268.2
  %793 = fmul <16 x float> %792, splat (float 2.000000e+00)
  %794 = fmul <16 x float> %793, splat (float 5.000000e-01)
  %795 = fmul <16 x float> %wide.load1267.2, splat (float 2.000000e+00)
  %796 = fmul <16 x float> %795, splat (float 5.000000e-01)
  %797 = fsub <16 x float> %794, %796
  %798 = fmul <16 x float> %wide.load1267.2, %wide.load1267.2
  %799 = fmul <16 x float> %wide.load1267.2, %798
  %800 = fmul <16 x float> %799, splat (float 4.000000e+00)
  %801 = fmul <16 x float> %800, splat (float 2.500000e-01)
  %802 = fadd <16 x float> %801, %797
  %803 = getelementptr inbounds float, ptr %across_out_1, i64 %789
  %804 = bitcast <16 x float> %802 to <16 x i32>
  %805 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %802)
  %806 = bitcast <16 x float> %805 to <16 x i32>
  %807 = icmp samesign ugt <16 x i32> %806, splat (i32 2139095040)
  %808 = select <16 x i1> %807, <16 x i32> splat (i32 2143289344), <16 x i32> %804
  store <16 x i32> %808, ptr %803, align 4
  %809 = or disjoint i64 %749, 48
  %810 = getelementptr inbounds float, ptr %across_state, i64 %809
  %wide.load1267.3 = load <16 x float>, ptr %810, align 4
  %811 = getelementptr inbounds float, ptr %across_input_0, i64 %809
  %wide.load1268.3 = load <16 x float>, ptr %811, align 4
  %812 = fsub <16 x float> %wide.load1267.3, %wide.load1268.3
  %813 = fmul <16 x float> %812, splat (float 2.000000e+00)
  %814 = fmul <16 x float> %813, splat (float 5.000000e-01)
  %815 = fmul <16 x float> %wide.load1267.3, splat (float 2.000000e+00)
  %816 = fmul <16 x float> %815, splat (float 5.000000e-01)
  %817 = fsub <16 x float> %814, %816
  %818 = fmul <16 x float> %wide.load1267.3, %wide.load1267.3
  %819 = fmul <16 x float> %wide.load1267.3, %818
  %820 = fmul <16 x float> %819, splat (float 4.000000e+00)
  %821 = fmul <16 x float> %820, splat (float 2.500000e-01)
  %822 = fadd <16 x float> %821, %817
  %823 = getelementptr inbounds float, ptr %across_out_1, i64 %809
  %824 = bitcast <16 x float> %822 to <16 x i32>
  %825 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %822)
  %826 = bitcast <16 x float> %825 to <16 x i32>
  %827 = icmp samesign ugt <16 x i32> %826, splat (i32 2139095040)
  %828 = select <16 x i1> %827, <16 x i32> splat (i32 2143289344), <16 x i32> %824
  store <16 x i32> %828, ptr %823, align 4
  %829 = add nuw i64 %across_feature309941, 1
  %exitcond1034.not = icmp eq i64 %829, %n_features
  br i1 %exitcond1034.not, label %across_feature.exit308, label %across_row.header310.preheader

across_feature.exit308:                           ; preds = %across_row.header310.preheader, %across_feature.header306.preheader
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

across_out_1.header.preheader:                    ; preds = %across_feature.exit308
  %830 = getelementptr float, ptr %out_1, i64 %across_block958
  br label %across_out_1.body

across_out.default:                               ; preds = %across_feature.exit308
  %real_elements = mul nuw nsw i64 %50, %n_features
  %.not968 = icmp eq i64 %real_elements, 0
  br i1 %.not968, label %across_out.done, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %across_out.default
  %xtraiter1376 = and i64 %47, 1
  %831 = icmp eq i64 %47, 1
  br i1 %831, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1380 = and i64 %47, 2046
  br label %across_out.body

across_out.done.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1378.not = icmp eq i64 %xtraiter1376, 0
  br i1 %lcmp.mod1378.not, label %across_out.done, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.done.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out957.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %1112, %across_out.done.loopexit.unr-lcssa ]
  %lcmp.mod1379 = icmp ne i64 %xtraiter1376, 0
  tail call void @llvm.assume(i1 %lcmp.mod1379)
  %r713.epil = udiv i64 %across_out957.epil.init, %n_features
  %f714.epil = urem i64 %across_out957.epil.init, %n_features
  %832 = icmp ult i64 %r713.epil, %50
  %833 = select i1 %832, i64 %r713.epil, i64 %last_row
  %row715.epil = add i64 %833, %across_block958
  %row_element716.epil = mul i64 %row715.epil, %n_features
  %.idx863.epil = shl nuw nsw i64 %f714.epil, 8
  %834 = getelementptr i8, ptr %across_out_1, i64 %.idx863.epil
  %835 = getelementptr float, ptr %834, i64 %r713.epil
  %836 = load float, ptr %835, align 4
  %837 = getelementptr float, ptr %out_1, i64 %row_element716.epil
  %838 = getelementptr float, ptr %837, i64 %f714.epil
  store float %836, ptr %838, align 4
  br label %across_out.done

across_out.done:                                  ; preds = %across_out_15.body, %across_out_14.body, %across_out_13.body, %across_out_12.body, %across_out_11.body, %across_out_10.body, %across_out_9.body, %across_out_8.body, %across_out_7.body, %across_out_6.body, %across_out_5.body, %across_out_4.body, %across_out_3.body, %across_out_2.body, %across_out_1.body, %across_out.body.epil.preheader, %across_out.done.loopexit.unr-lcssa, %across_out.default
  %839 = add i64 %across_block958, 64
  %840 = icmp ult i64 %839, %row_end
  %indvars.iv.next1029 = add i64 %indvars.iv1028, -64
  br i1 %840, label %across_block.body, label %across.done

across_out_1.body:                                ; preds = %across_out_1.header.preheader, %across_out_1.body
  %across_out_1324956 = phi i64 [ 0, %across_out_1.header.preheader ], [ %843, %across_out_1.body ]
  %841 = getelementptr float, ptr %830, i64 %across_out_1324956
  %842 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_1324956
  %block327 = load <16 x float>, ptr %842, align 4
  store <16 x float> %block327, ptr %841, align 4
  %843 = add nuw nsw i64 %across_out_1324956, 16
  %844 = icmp samesign ult i64 %across_out_1324956, 48
  br i1 %844, label %across_out_1.body, label %across_out.done, !llvm.loop !26

across_out_2.body:                                ; preds = %across_feature.exit308, %across_out_2.body
  %across_out_2955 = phi i64 [ %848, %across_out_2.body ], [ 0, %across_feature.exit308 ]
  %first_element328861 = add i64 %across_out_2955, %across_block958
  %.idx862 = shl i64 %first_element328861, 3
  %845 = getelementptr inbounds i8, ptr %out_1, i64 %.idx862
  %846 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_2955
  %block331 = load <16 x float>, ptr %846, align 4
  %847 = getelementptr inbounds nuw i8, ptr %846, i64 256
  %block334 = load <16 x float>, ptr %847, align 4
  %interleaved335 = shufflevector <16 x float> %block331, <16 x float> %block334, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved335, ptr %845, align 4
  %848 = add nuw nsw i64 %across_out_2955, 16
  %849 = icmp samesign ult i64 %across_out_2955, 48
  br i1 %849, label %across_out_2.body, label %across_out.done, !llvm.loop !27

across_out_3.body:                                ; preds = %across_feature.exit308, %across_out_3.body
  %across_out_3954 = phi i64 [ %855, %across_out_3.body ], [ 0, %across_feature.exit308 ]
  %first_element336859 = add i64 %across_out_3954, %across_block958
  %.idx860 = mul i64 %first_element336859, 12
  %850 = getelementptr inbounds i8, ptr %out_1, i64 %.idx860
  %851 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_3954
  %block339 = load <16 x float>, ptr %851, align 4
  %852 = getelementptr inbounds nuw i8, ptr %851, i64 256
  %block342 = load <16 x float>, ptr %852, align 4
  %interleaved343 = shufflevector <16 x float> %block339, <16 x float> %block342, <48 x i32> <i32 0, i32 16, i32 poison, i32 1, i32 17, i32 poison, i32 2, i32 18, i32 poison, i32 3, i32 19, i32 poison, i32 4, i32 20, i32 poison, i32 5, i32 21, i32 poison, i32 6, i32 22, i32 poison, i32 7, i32 23, i32 poison, i32 8, i32 24, i32 poison, i32 9, i32 25, i32 poison, i32 10, i32 26, i32 poison, i32 11, i32 27, i32 poison, i32 12, i32 28, i32 poison, i32 13, i32 29, i32 poison, i32 14, i32 30, i32 poison, i32 15, i32 31, i32 poison>
  %853 = getelementptr inbounds nuw i8, ptr %851, i64 512
  %block345 = load <16 x float>, ptr %853, align 4
  %854 = shufflevector <16 x float> %block345, <16 x float> poison, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved346 = shufflevector <48 x float> %interleaved343, <48 x float> %854, <48 x i32> <i32 0, i32 1, i32 48, i32 3, i32 4, i32 49, i32 6, i32 7, i32 50, i32 9, i32 10, i32 51, i32 12, i32 13, i32 52, i32 15, i32 16, i32 53, i32 18, i32 19, i32 54, i32 21, i32 22, i32 55, i32 24, i32 25, i32 56, i32 27, i32 28, i32 57, i32 30, i32 31, i32 58, i32 33, i32 34, i32 59, i32 36, i32 37, i32 60, i32 39, i32 40, i32 61, i32 42, i32 43, i32 62, i32 45, i32 46, i32 63>
  store <48 x float> %interleaved346, ptr %850, align 4
  %855 = add nuw nsw i64 %across_out_3954, 16
  %856 = icmp samesign ult i64 %across_out_3954, 48
  br i1 %856, label %across_out_3.body, label %across_out.done, !llvm.loop !28

across_out_4.body:                                ; preds = %across_feature.exit308, %across_out_4.body
  %across_out_4953 = phi i64 [ %864, %across_out_4.body ], [ 0, %across_feature.exit308 ]
  %first_element347857 = add i64 %across_out_4953, %across_block958
  %.idx858 = shl i64 %first_element347857, 4
  %857 = getelementptr inbounds i8, ptr %out_1, i64 %.idx858
  %858 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_4953
  %block350 = load <16 x float>, ptr %858, align 4
  %859 = getelementptr inbounds nuw i8, ptr %858, i64 256
  %block353 = load <16 x float>, ptr %859, align 4
  %interleaved354 = shufflevector <16 x float> %block350, <16 x float> %block353, <64 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison>
  %860 = getelementptr inbounds nuw i8, ptr %858, i64 512
  %block356 = load <16 x float>, ptr %860, align 4
  %861 = shufflevector <16 x float> %block356, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved357 = shufflevector <64 x float> %interleaved354, <64 x float> %861, <64 x i32> <i32 0, i32 1, i32 64, i32 poison, i32 4, i32 5, i32 65, i32 poison, i32 8, i32 9, i32 66, i32 poison, i32 12, i32 13, i32 67, i32 poison, i32 16, i32 17, i32 68, i32 poison, i32 20, i32 21, i32 69, i32 poison, i32 24, i32 25, i32 70, i32 poison, i32 28, i32 29, i32 71, i32 poison, i32 32, i32 33, i32 72, i32 poison, i32 36, i32 37, i32 73, i32 poison, i32 40, i32 41, i32 74, i32 poison, i32 44, i32 45, i32 75, i32 poison, i32 48, i32 49, i32 76, i32 poison, i32 52, i32 53, i32 77, i32 poison, i32 56, i32 57, i32 78, i32 poison, i32 60, i32 61, i32 79, i32 poison>
  %862 = getelementptr inbounds nuw i8, ptr %858, i64 768
  %block359 = load <16 x float>, ptr %862, align 4
  %863 = shufflevector <16 x float> %block359, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved360 = shufflevector <64 x float> %interleaved357, <64 x float> %863, <64 x i32> <i32 0, i32 1, i32 2, i32 64, i32 4, i32 5, i32 6, i32 65, i32 8, i32 9, i32 10, i32 66, i32 12, i32 13, i32 14, i32 67, i32 16, i32 17, i32 18, i32 68, i32 20, i32 21, i32 22, i32 69, i32 24, i32 25, i32 26, i32 70, i32 28, i32 29, i32 30, i32 71, i32 32, i32 33, i32 34, i32 72, i32 36, i32 37, i32 38, i32 73, i32 40, i32 41, i32 42, i32 74, i32 44, i32 45, i32 46, i32 75, i32 48, i32 49, i32 50, i32 76, i32 52, i32 53, i32 54, i32 77, i32 56, i32 57, i32 58, i32 78, i32 60, i32 61, i32 62, i32 79>
  store <64 x float> %interleaved360, ptr %857, align 4
  %864 = add nuw nsw i64 %across_out_4953, 16
  %865 = icmp samesign ult i64 %across_out_4953, 48
  br i1 %865, label %across_out_4.body, label %across_out.done, !llvm.loop !29

across_out_5.body:                                ; preds = %across_feature.exit308, %across_out_5.body
  %across_out_5952 = phi i64 [ %875, %across_out_5.body ], [ 0, %across_feature.exit308 ]
  %first_element361855 = add i64 %across_out_5952, %across_block958
  %.idx856 = mul i64 %first_element361855, 20
  %866 = getelementptr inbounds i8, ptr %out_1, i64 %.idx856
  %867 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_5952
  %block364 = load <16 x float>, ptr %867, align 4
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 256
  %block367 = load <16 x float>, ptr %868, align 4
  %interleaved368 = shufflevector <16 x float> %block364, <16 x float> %block367, <80 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison>
  %869 = getelementptr inbounds nuw i8, ptr %867, i64 512
  %block370 = load <16 x float>, ptr %869, align 4
  %870 = shufflevector <16 x float> %block370, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved371 = shufflevector <80 x float> %interleaved368, <80 x float> %870, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 5, i32 6, i32 81, i32 poison, i32 poison, i32 10, i32 11, i32 82, i32 poison, i32 poison, i32 15, i32 16, i32 83, i32 poison, i32 poison, i32 20, i32 21, i32 84, i32 poison, i32 poison, i32 25, i32 26, i32 85, i32 poison, i32 poison, i32 30, i32 31, i32 86, i32 poison, i32 poison, i32 35, i32 36, i32 87, i32 poison, i32 poison, i32 40, i32 41, i32 88, i32 poison, i32 poison, i32 45, i32 46, i32 89, i32 poison, i32 poison, i32 50, i32 51, i32 90, i32 poison, i32 poison, i32 55, i32 56, i32 91, i32 poison, i32 poison, i32 60, i32 61, i32 92, i32 poison, i32 poison, i32 65, i32 66, i32 93, i32 poison, i32 poison, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 75, i32 76, i32 95, i32 poison, i32 poison>
  %871 = getelementptr inbounds nuw i8, ptr %867, i64 768
  %block373 = load <16 x float>, ptr %871, align 4
  %872 = shufflevector <16 x float> %block373, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved374 = shufflevector <80 x float> %interleaved371, <80 x float> %872, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 5, i32 6, i32 7, i32 81, i32 poison, i32 10, i32 11, i32 12, i32 82, i32 poison, i32 15, i32 16, i32 17, i32 83, i32 poison, i32 20, i32 21, i32 22, i32 84, i32 poison, i32 25, i32 26, i32 27, i32 85, i32 poison, i32 30, i32 31, i32 32, i32 86, i32 poison, i32 35, i32 36, i32 37, i32 87, i32 poison, i32 40, i32 41, i32 42, i32 88, i32 poison, i32 45, i32 46, i32 47, i32 89, i32 poison, i32 50, i32 51, i32 52, i32 90, i32 poison, i32 55, i32 56, i32 57, i32 91, i32 poison, i32 60, i32 61, i32 62, i32 92, i32 poison, i32 65, i32 66, i32 67, i32 93, i32 poison, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 75, i32 76, i32 77, i32 95, i32 poison>
  %873 = getelementptr inbounds nuw i8, ptr %867, i64 1024
  %block376 = load <16 x float>, ptr %873, align 4
  %874 = shufflevector <16 x float> %block376, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved377 = shufflevector <80 x float> %interleaved374, <80 x float> %874, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 5, i32 6, i32 7, i32 8, i32 81, i32 10, i32 11, i32 12, i32 13, i32 82, i32 15, i32 16, i32 17, i32 18, i32 83, i32 20, i32 21, i32 22, i32 23, i32 84, i32 25, i32 26, i32 27, i32 28, i32 85, i32 30, i32 31, i32 32, i32 33, i32 86, i32 35, i32 36, i32 37, i32 38, i32 87, i32 40, i32 41, i32 42, i32 43, i32 88, i32 45, i32 46, i32 47, i32 48, i32 89, i32 50, i32 51, i32 52, i32 53, i32 90, i32 55, i32 56, i32 57, i32 58, i32 91, i32 60, i32 61, i32 62, i32 63, i32 92, i32 65, i32 66, i32 67, i32 68, i32 93, i32 70, i32 71, i32 72, i32 73, i32 94, i32 75, i32 76, i32 77, i32 78, i32 95>
  store <80 x float> %interleaved377, ptr %866, align 4
  %875 = add nuw nsw i64 %across_out_5952, 16
  %876 = icmp samesign ult i64 %across_out_5952, 48
  br i1 %876, label %across_out_5.body, label %across_out.done, !llvm.loop !30

across_out_6.body:                                ; preds = %across_feature.exit308, %across_out_6.body
  %across_out_6951 = phi i64 [ %888, %across_out_6.body ], [ 0, %across_feature.exit308 ]
  %first_element378853 = add i64 %across_out_6951, %across_block958
  %.idx854 = mul i64 %first_element378853, 24
  %877 = getelementptr inbounds i8, ptr %out_1, i64 %.idx854
  %878 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_6951
  %block381 = load <16 x float>, ptr %878, align 4
  %879 = getelementptr inbounds nuw i8, ptr %878, i64 256
  %block384 = load <16 x float>, ptr %879, align 4
  %interleaved385 = shufflevector <16 x float> %block381, <16 x float> %block384, <96 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison>
  %880 = getelementptr inbounds nuw i8, ptr %878, i64 512
  %block387 = load <16 x float>, ptr %880, align 4
  %881 = shufflevector <16 x float> %block387, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved388 = shufflevector <96 x float> %interleaved385, <96 x float> %881, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 6, i32 7, i32 97, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 98, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 99, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 100, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 101, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 102, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 103, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 104, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 105, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 106, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 107, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 108, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 109, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 111, i32 poison, i32 poison, i32 poison>
  %882 = getelementptr inbounds nuw i8, ptr %878, i64 768
  %block390 = load <16 x float>, ptr %882, align 4
  %883 = shufflevector <16 x float> %block390, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved391 = shufflevector <96 x float> %interleaved388, <96 x float> %883, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 6, i32 7, i32 8, i32 97, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 98, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 99, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 100, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 101, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 102, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 103, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 104, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 105, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 106, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 107, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 108, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 109, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 111, i32 poison, i32 poison>
  %884 = getelementptr inbounds nuw i8, ptr %878, i64 1024
  %block393 = load <16 x float>, ptr %884, align 4
  %885 = shufflevector <16 x float> %block393, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved394 = shufflevector <96 x float> %interleaved391, <96 x float> %885, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 6, i32 7, i32 8, i32 9, i32 97, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 98, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 99, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 100, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 101, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 102, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 103, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 104, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 105, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 106, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 107, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 108, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 109, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 111, i32 poison>
  %886 = getelementptr inbounds nuw i8, ptr %878, i64 1280
  %block396 = load <16 x float>, ptr %886, align 4
  %887 = shufflevector <16 x float> %block396, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved397 = shufflevector <96 x float> %interleaved394, <96 x float> %887, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 6, i32 7, i32 8, i32 9, i32 10, i32 97, i32 12, i32 13, i32 14, i32 15, i32 16, i32 98, i32 18, i32 19, i32 20, i32 21, i32 22, i32 99, i32 24, i32 25, i32 26, i32 27, i32 28, i32 100, i32 30, i32 31, i32 32, i32 33, i32 34, i32 101, i32 36, i32 37, i32 38, i32 39, i32 40, i32 102, i32 42, i32 43, i32 44, i32 45, i32 46, i32 103, i32 48, i32 49, i32 50, i32 51, i32 52, i32 104, i32 54, i32 55, i32 56, i32 57, i32 58, i32 105, i32 60, i32 61, i32 62, i32 63, i32 64, i32 106, i32 66, i32 67, i32 68, i32 69, i32 70, i32 107, i32 72, i32 73, i32 74, i32 75, i32 76, i32 108, i32 78, i32 79, i32 80, i32 81, i32 82, i32 109, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 90, i32 91, i32 92, i32 93, i32 94, i32 111>
  store <96 x float> %interleaved397, ptr %877, align 4
  %888 = add nuw nsw i64 %across_out_6951, 16
  %889 = icmp samesign ult i64 %across_out_6951, 48
  br i1 %889, label %across_out_6.body, label %across_out.done, !llvm.loop !31

across_out_7.body:                                ; preds = %across_feature.exit308, %across_out_7.body
  %across_out_7950 = phi i64 [ %903, %across_out_7.body ], [ 0, %across_feature.exit308 ]
  %first_element398851 = add i64 %across_out_7950, %across_block958
  %.idx852 = mul i64 %first_element398851, 28
  %890 = getelementptr inbounds i8, ptr %out_1, i64 %.idx852
  %891 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_7950
  %block401 = load <16 x float>, ptr %891, align 4
  %892 = getelementptr inbounds nuw i8, ptr %891, i64 256
  %block404 = load <16 x float>, ptr %892, align 4
  %interleaved405 = shufflevector <16 x float> %block401, <16 x float> %block404, <112 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %893 = getelementptr inbounds nuw i8, ptr %891, i64 512
  %block407 = load <16 x float>, ptr %893, align 4
  %894 = shufflevector <16 x float> %block407, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved408 = shufflevector <112 x float> %interleaved405, <112 x float> %894, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %895 = getelementptr inbounds nuw i8, ptr %891, i64 768
  %block410 = load <16 x float>, ptr %895, align 4
  %896 = shufflevector <16 x float> %block410, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved411 = shufflevector <112 x float> %interleaved408, <112 x float> %896, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 113, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 114, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 115, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 116, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 117, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 118, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 119, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 120, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 121, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 122, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 123, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 124, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 125, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison>
  %897 = getelementptr inbounds nuw i8, ptr %891, i64 1024
  %block413 = load <16 x float>, ptr %897, align 4
  %898 = shufflevector <16 x float> %block413, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved414 = shufflevector <112 x float> %interleaved411, <112 x float> %898, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 113, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 114, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 115, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 116, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 117, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 118, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 119, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 120, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 121, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 122, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 123, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 124, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 125, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison>
  %899 = getelementptr inbounds nuw i8, ptr %891, i64 1280
  %block416 = load <16 x float>, ptr %899, align 4
  %900 = shufflevector <16 x float> %block416, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved417 = shufflevector <112 x float> %interleaved414, <112 x float> %900, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 11, i32 113, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 114, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 25, i32 115, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 116, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 39, i32 117, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 118, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 53, i32 119, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 120, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 121, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 122, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 123, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 124, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 125, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison>
  %901 = getelementptr inbounds nuw i8, ptr %891, i64 1536
  %block419 = load <16 x float>, ptr %901, align 4
  %902 = shufflevector <16 x float> %block419, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved420 = shufflevector <112 x float> %interleaved417, <112 x float> %902, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 113, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 114, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 115, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 116, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 117, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 118, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 119, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 120, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 121, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 122, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 123, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 124, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 125, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127>
  store <112 x float> %interleaved420, ptr %890, align 4
  %903 = add nuw nsw i64 %across_out_7950, 16
  %904 = icmp samesign ult i64 %across_out_7950, 48
  br i1 %904, label %across_out_7.body, label %across_out.done, !llvm.loop !32

across_out_8.body:                                ; preds = %across_feature.exit308, %across_out_8.body
  %across_out_8949 = phi i64 [ %920, %across_out_8.body ], [ 0, %across_feature.exit308 ]
  %first_element421849 = add i64 %across_out_8949, %across_block958
  %.idx850 = shl i64 %first_element421849, 5
  %905 = getelementptr inbounds i8, ptr %out_1, i64 %.idx850
  %906 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_8949
  %block424 = load <16 x float>, ptr %906, align 4
  %907 = getelementptr inbounds nuw i8, ptr %906, i64 256
  %block427 = load <16 x float>, ptr %907, align 4
  %interleaved428 = shufflevector <16 x float> %block424, <16 x float> %block427, <128 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %908 = getelementptr inbounds nuw i8, ptr %906, i64 512
  %block430 = load <16 x float>, ptr %908, align 4
  %909 = shufflevector <16 x float> %block430, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved431 = shufflevector <128 x float> %interleaved428, <128 x float> %909, <128 x i32> <i32 0, i32 1, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 143, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %910 = getelementptr inbounds nuw i8, ptr %906, i64 768
  %block433 = load <16 x float>, ptr %910, align 4
  %911 = shufflevector <16 x float> %block433, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved434 = shufflevector <128 x float> %interleaved431, <128 x float> %911, <128 x i32> <i32 0, i32 1, i32 2, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 143, i32 poison, i32 poison, i32 poison, i32 poison>
  %912 = getelementptr inbounds nuw i8, ptr %906, i64 1024
  %block436 = load <16 x float>, ptr %912, align 4
  %913 = shufflevector <16 x float> %block436, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved437 = shufflevector <128 x float> %interleaved434, <128 x float> %913, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 128, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 129, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 130, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 131, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 132, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 133, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 134, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 135, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 136, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 137, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 138, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 139, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 140, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 141, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 142, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 143, i32 poison, i32 poison, i32 poison>
  %914 = getelementptr inbounds nuw i8, ptr %906, i64 1280
  %block439 = load <16 x float>, ptr %914, align 4
  %915 = shufflevector <16 x float> %block439, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved440 = shufflevector <128 x float> %interleaved437, <128 x float> %915, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 128, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 129, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 130, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 131, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 132, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 133, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 134, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 135, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 136, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 137, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 138, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 139, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 140, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 141, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 142, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 143, i32 poison, i32 poison>
  %916 = getelementptr inbounds nuw i8, ptr %906, i64 1536
  %block442 = load <16 x float>, ptr %916, align 4
  %917 = shufflevector <16 x float> %block442, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved443 = shufflevector <128 x float> %interleaved440, <128 x float> %917, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 128, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 129, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 130, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 131, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 132, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 133, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 134, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 135, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 136, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 137, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 138, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 139, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 140, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 141, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 142, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 143, i32 poison>
  %918 = getelementptr inbounds nuw i8, ptr %906, i64 1792
  %block445 = load <16 x float>, ptr %918, align 4
  %919 = shufflevector <16 x float> %block445, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved446 = shufflevector <128 x float> %interleaved443, <128 x float> %919, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 128, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 129, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 130, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 131, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 132, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 133, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 134, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 135, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 136, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 137, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 138, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 139, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 140, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 141, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 142, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 143>
  store <128 x float> %interleaved446, ptr %905, align 4
  %920 = add nuw nsw i64 %across_out_8949, 16
  %921 = icmp samesign ult i64 %across_out_8949, 48
  br i1 %921, label %across_out_8.body, label %across_out.done, !llvm.loop !33

across_out_9.body:                                ; preds = %across_feature.exit308, %across_out_9.body
  %across_out_9948 = phi i64 [ %939, %across_out_9.body ], [ 0, %across_feature.exit308 ]
  %first_element447847 = add i64 %across_out_9948, %across_block958
  %.idx848 = mul i64 %first_element447847, 36
  %922 = getelementptr inbounds i8, ptr %out_1, i64 %.idx848
  %923 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_9948
  %block450 = load <8 x float>, ptr %923, align 4
  %924 = getelementptr inbounds nuw i8, ptr %923, i64 256
  %block453 = load <8 x float>, ptr %924, align 4
  %interleaved454 = shufflevector <8 x float> %block450, <8 x float> %block453, <72 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %925 = getelementptr inbounds nuw i8, ptr %923, i64 512
  %block456 = load <8 x float>, ptr %925, align 4
  %926 = shufflevector <8 x float> %block456, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved457 = shufflevector <72 x float> %interleaved454, <72 x float> %926, <72 x i32> <i32 0, i32 1, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %927 = getelementptr inbounds nuw i8, ptr %923, i64 768
  %block459 = load <8 x float>, ptr %927, align 4
  %928 = shufflevector <8 x float> %block459, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved460 = shufflevector <72 x float> %interleaved457, <72 x float> %928, <72 x i32> <i32 0, i32 1, i32 2, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %929 = getelementptr inbounds nuw i8, ptr %923, i64 1024
  %block462 = load <8 x float>, ptr %929, align 4
  %930 = shufflevector <8 x float> %block462, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved463 = shufflevector <72 x float> %interleaved460, <72 x float> %930, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 79, i32 poison, i32 poison, i32 poison, i32 poison>
  %931 = getelementptr inbounds nuw i8, ptr %923, i64 1280
  %block465 = load <8 x float>, ptr %931, align 4
  %932 = shufflevector <8 x float> %block465, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved466 = shufflevector <72 x float> %interleaved463, <72 x float> %932, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 72, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 73, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 74, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 75, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 76, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 77, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 78, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 79, i32 poison, i32 poison, i32 poison>
  %933 = getelementptr inbounds nuw i8, ptr %923, i64 1536
  %block468 = load <8 x float>, ptr %933, align 4
  %934 = shufflevector <8 x float> %block468, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved469 = shufflevector <72 x float> %interleaved466, <72 x float> %934, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 72, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 73, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 74, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 75, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 76, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 77, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 78, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 79, i32 poison, i32 poison>
  %935 = getelementptr inbounds nuw i8, ptr %923, i64 1792
  %block471 = load <8 x float>, ptr %935, align 4
  %936 = shufflevector <8 x float> %block471, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved472 = shufflevector <72 x float> %interleaved469, <72 x float> %936, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 72, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 73, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 74, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 75, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 76, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 77, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 78, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 79, i32 poison>
  %937 = getelementptr inbounds nuw i8, ptr %923, i64 2048
  %block474 = load <8 x float>, ptr %937, align 4
  %938 = shufflevector <8 x float> %block474, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved475 = shufflevector <72 x float> %interleaved472, <72 x float> %938, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 72, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 73, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 74, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 75, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 76, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 77, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 78, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 79>
  store <72 x float> %interleaved475, ptr %922, align 4
  %939 = add nuw nsw i64 %across_out_9948, 8
  %940 = icmp samesign ult i64 %across_out_9948, 56
  br i1 %940, label %across_out_9.body, label %across_out.done, !llvm.loop !34

across_out_10.body:                               ; preds = %across_feature.exit308, %across_out_10.body
  %across_out_10947 = phi i64 [ %960, %across_out_10.body ], [ 0, %across_feature.exit308 ]
  %first_element476845 = add i64 %across_out_10947, %across_block958
  %.idx846 = mul i64 %first_element476845, 40
  %941 = getelementptr inbounds i8, ptr %out_1, i64 %.idx846
  %942 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_10947
  %block479 = load <8 x float>, ptr %942, align 4
  %943 = getelementptr inbounds nuw i8, ptr %942, i64 256
  %block482 = load <8 x float>, ptr %943, align 4
  %interleaved483 = shufflevector <8 x float> %block479, <8 x float> %block482, <80 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %944 = getelementptr inbounds nuw i8, ptr %942, i64 512
  %block485 = load <8 x float>, ptr %944, align 4
  %945 = shufflevector <8 x float> %block485, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved486 = shufflevector <80 x float> %interleaved483, <80 x float> %945, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %946 = getelementptr inbounds nuw i8, ptr %942, i64 768
  %block488 = load <8 x float>, ptr %946, align 4
  %947 = shufflevector <8 x float> %block488, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved489 = shufflevector <80 x float> %interleaved486, <80 x float> %947, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %948 = getelementptr inbounds nuw i8, ptr %942, i64 1024
  %block491 = load <8 x float>, ptr %948, align 4
  %949 = shufflevector <8 x float> %block491, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved492 = shufflevector <80 x float> %interleaved489, <80 x float> %949, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %950 = getelementptr inbounds nuw i8, ptr %942, i64 1280
  %block494 = load <8 x float>, ptr %950, align 4
  %951 = shufflevector <8 x float> %block494, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved495 = shufflevector <80 x float> %interleaved492, <80 x float> %951, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 87, i32 poison, i32 poison, i32 poison, i32 poison>
  %952 = getelementptr inbounds nuw i8, ptr %942, i64 1536
  %block497 = load <8 x float>, ptr %952, align 4
  %953 = shufflevector <8 x float> %block497, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved498 = shufflevector <80 x float> %interleaved495, <80 x float> %953, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 80, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 81, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 82, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 83, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 84, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 85, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 86, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 87, i32 poison, i32 poison, i32 poison>
  %954 = getelementptr inbounds nuw i8, ptr %942, i64 1792
  %block500 = load <8 x float>, ptr %954, align 4
  %955 = shufflevector <8 x float> %block500, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved501 = shufflevector <80 x float> %interleaved498, <80 x float> %955, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 80, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 81, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 82, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 83, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 84, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 85, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 86, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 87, i32 poison, i32 poison>
  %956 = getelementptr inbounds nuw i8, ptr %942, i64 2048
  %block503 = load <8 x float>, ptr %956, align 4
  %957 = shufflevector <8 x float> %block503, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved504 = shufflevector <80 x float> %interleaved501, <80 x float> %957, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 80, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 81, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 82, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 83, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 84, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 85, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 86, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 87, i32 poison>
  %958 = getelementptr inbounds nuw i8, ptr %942, i64 2304
  %block506 = load <8 x float>, ptr %958, align 4
  %959 = shufflevector <8 x float> %block506, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved507 = shufflevector <80 x float> %interleaved504, <80 x float> %959, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 80, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 81, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 82, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 83, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 84, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 85, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 86, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 87>
  store <80 x float> %interleaved507, ptr %941, align 4
  %960 = add nuw nsw i64 %across_out_10947, 8
  %961 = icmp samesign ult i64 %across_out_10947, 56
  br i1 %961, label %across_out_10.body, label %across_out.done, !llvm.loop !35

across_out_11.body:                               ; preds = %across_feature.exit308, %across_out_11.body
  %across_out_11946 = phi i64 [ %983, %across_out_11.body ], [ 0, %across_feature.exit308 ]
  %first_element508843 = add i64 %across_out_11946, %across_block958
  %.idx844 = mul i64 %first_element508843, 44
  %962 = getelementptr inbounds i8, ptr %out_1, i64 %.idx844
  %963 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_11946
  %block511 = load <8 x float>, ptr %963, align 4
  %964 = getelementptr inbounds nuw i8, ptr %963, i64 256
  %block514 = load <8 x float>, ptr %964, align 4
  %interleaved515 = shufflevector <8 x float> %block511, <8 x float> %block514, <88 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %965 = getelementptr inbounds nuw i8, ptr %963, i64 512
  %block517 = load <8 x float>, ptr %965, align 4
  %966 = shufflevector <8 x float> %block517, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved518 = shufflevector <88 x float> %interleaved515, <88 x float> %966, <88 x i32> <i32 0, i32 1, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %967 = getelementptr inbounds nuw i8, ptr %963, i64 768
  %block520 = load <8 x float>, ptr %967, align 4
  %968 = shufflevector <8 x float> %block520, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved521 = shufflevector <88 x float> %interleaved518, <88 x float> %968, <88 x i32> <i32 0, i32 1, i32 2, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %969 = getelementptr inbounds nuw i8, ptr %963, i64 1024
  %block523 = load <8 x float>, ptr %969, align 4
  %970 = shufflevector <8 x float> %block523, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved524 = shufflevector <88 x float> %interleaved521, <88 x float> %970, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %971 = getelementptr inbounds nuw i8, ptr %963, i64 1280
  %block526 = load <8 x float>, ptr %971, align 4
  %972 = shufflevector <8 x float> %block526, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved527 = shufflevector <88 x float> %interleaved524, <88 x float> %972, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %973 = getelementptr inbounds nuw i8, ptr %963, i64 1536
  %block529 = load <8 x float>, ptr %973, align 4
  %974 = shufflevector <8 x float> %block529, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved530 = shufflevector <88 x float> %interleaved527, <88 x float> %974, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 95, i32 poison, i32 poison, i32 poison, i32 poison>
  %975 = getelementptr inbounds nuw i8, ptr %963, i64 1792
  %block532 = load <8 x float>, ptr %975, align 4
  %976 = shufflevector <8 x float> %block532, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved533 = shufflevector <88 x float> %interleaved530, <88 x float> %976, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 88, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 89, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 90, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 91, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 92, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 93, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 95, i32 poison, i32 poison, i32 poison>
  %977 = getelementptr inbounds nuw i8, ptr %963, i64 2048
  %block535 = load <8 x float>, ptr %977, align 4
  %978 = shufflevector <8 x float> %block535, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved536 = shufflevector <88 x float> %interleaved533, <88 x float> %978, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 88, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 89, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 90, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 91, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 92, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 93, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 94, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 95, i32 poison, i32 poison>
  %979 = getelementptr inbounds nuw i8, ptr %963, i64 2304
  %block538 = load <8 x float>, ptr %979, align 4
  %980 = shufflevector <8 x float> %block538, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved539 = shufflevector <88 x float> %interleaved536, <88 x float> %980, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 88, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 89, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 90, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 91, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 92, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 93, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 94, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 95, i32 poison>
  %981 = getelementptr inbounds nuw i8, ptr %963, i64 2560
  %block541 = load <8 x float>, ptr %981, align 4
  %982 = shufflevector <8 x float> %block541, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved542 = shufflevector <88 x float> %interleaved539, <88 x float> %982, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 88, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 89, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 90, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 91, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 92, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 93, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 94, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 95>
  store <88 x float> %interleaved542, ptr %962, align 4
  %983 = add nuw nsw i64 %across_out_11946, 8
  %984 = icmp samesign ult i64 %across_out_11946, 56
  br i1 %984, label %across_out_11.body, label %across_out.done, !llvm.loop !36

across_out_12.body:                               ; preds = %across_feature.exit308, %across_out_12.body
  %across_out_12945 = phi i64 [ %1008, %across_out_12.body ], [ 0, %across_feature.exit308 ]
  %first_element543841 = add i64 %across_out_12945, %across_block958
  %.idx842 = mul i64 %first_element543841, 48
  %985 = getelementptr inbounds i8, ptr %out_1, i64 %.idx842
  %986 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_12945
  %block546 = load <8 x float>, ptr %986, align 4
  %987 = getelementptr inbounds nuw i8, ptr %986, i64 256
  %block549 = load <8 x float>, ptr %987, align 4
  %interleaved550 = shufflevector <8 x float> %block546, <8 x float> %block549, <96 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %988 = getelementptr inbounds nuw i8, ptr %986, i64 512
  %block552 = load <8 x float>, ptr %988, align 4
  %989 = shufflevector <8 x float> %block552, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved553 = shufflevector <96 x float> %interleaved550, <96 x float> %989, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %990 = getelementptr inbounds nuw i8, ptr %986, i64 768
  %block555 = load <8 x float>, ptr %990, align 4
  %991 = shufflevector <8 x float> %block555, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved556 = shufflevector <96 x float> %interleaved553, <96 x float> %991, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %992 = getelementptr inbounds nuw i8, ptr %986, i64 1024
  %block558 = load <8 x float>, ptr %992, align 4
  %993 = shufflevector <8 x float> %block558, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved559 = shufflevector <96 x float> %interleaved556, <96 x float> %993, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %994 = getelementptr inbounds nuw i8, ptr %986, i64 1280
  %block561 = load <8 x float>, ptr %994, align 4
  %995 = shufflevector <8 x float> %block561, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved562 = shufflevector <96 x float> %interleaved559, <96 x float> %995, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %996 = getelementptr inbounds nuw i8, ptr %986, i64 1536
  %block564 = load <8 x float>, ptr %996, align 4
  %997 = shufflevector <8 x float> %block564, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved565 = shufflevector <96 x float> %interleaved562, <96 x float> %997, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %998 = getelementptr inbounds nuw i8, ptr %986, i64 1792
  %block567 = load <8 x float>, ptr %998, align 4
  %999 = shufflevector <8 x float> %block567, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved568 = shufflevector <96 x float> %interleaved565, <96 x float> %999, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 103, i32 poison, i32 poison, i32 poison, i32 poison>
  %1000 = getelementptr inbounds nuw i8, ptr %986, i64 2048
  %block570 = load <8 x float>, ptr %1000, align 4
  %1001 = shufflevector <8 x float> %block570, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved571 = shufflevector <96 x float> %interleaved568, <96 x float> %1001, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 96, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 97, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 98, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 99, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 100, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 101, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 102, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 103, i32 poison, i32 poison, i32 poison>
  %1002 = getelementptr inbounds nuw i8, ptr %986, i64 2304
  %block573 = load <8 x float>, ptr %1002, align 4
  %1003 = shufflevector <8 x float> %block573, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved574 = shufflevector <96 x float> %interleaved571, <96 x float> %1003, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 96, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 97, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 98, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 99, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 100, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 101, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 102, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 103, i32 poison, i32 poison>
  %1004 = getelementptr inbounds nuw i8, ptr %986, i64 2560
  %block576 = load <8 x float>, ptr %1004, align 4
  %1005 = shufflevector <8 x float> %block576, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved577 = shufflevector <96 x float> %interleaved574, <96 x float> %1005, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 96, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 97, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 98, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 99, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 100, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 101, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 102, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 103, i32 poison>
  %1006 = getelementptr inbounds nuw i8, ptr %986, i64 2816
  %block579 = load <8 x float>, ptr %1006, align 4
  %1007 = shufflevector <8 x float> %block579, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved580 = shufflevector <96 x float> %interleaved577, <96 x float> %1007, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 96, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 97, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 98, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 99, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 100, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 101, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 102, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 103>
  store <96 x float> %interleaved580, ptr %985, align 4
  %1008 = add nuw nsw i64 %across_out_12945, 8
  %1009 = icmp samesign ult i64 %across_out_12945, 56
  br i1 %1009, label %across_out_12.body, label %across_out.done, !llvm.loop !37

across_out_13.body:                               ; preds = %across_feature.exit308, %across_out_13.body
  %across_out_13944 = phi i64 [ %1035, %across_out_13.body ], [ 0, %across_feature.exit308 ]
  %first_element581839 = add i64 %across_out_13944, %across_block958
  %.idx840 = mul i64 %first_element581839, 52
  %1010 = getelementptr inbounds i8, ptr %out_1, i64 %.idx840
  %1011 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_13944
  %block584 = load <8 x float>, ptr %1011, align 4
  %1012 = getelementptr inbounds nuw i8, ptr %1011, i64 256
  %block587 = load <8 x float>, ptr %1012, align 4
  %interleaved588 = shufflevector <8 x float> %block584, <8 x float> %block587, <104 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1013 = getelementptr inbounds nuw i8, ptr %1011, i64 512
  %block590 = load <8 x float>, ptr %1013, align 4
  %1014 = shufflevector <8 x float> %block590, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved591 = shufflevector <104 x float> %interleaved588, <104 x float> %1014, <104 x i32> <i32 0, i32 1, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1015 = getelementptr inbounds nuw i8, ptr %1011, i64 768
  %block593 = load <8 x float>, ptr %1015, align 4
  %1016 = shufflevector <8 x float> %block593, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved594 = shufflevector <104 x float> %interleaved591, <104 x float> %1016, <104 x i32> <i32 0, i32 1, i32 2, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1017 = getelementptr inbounds nuw i8, ptr %1011, i64 1024
  %block596 = load <8 x float>, ptr %1017, align 4
  %1018 = shufflevector <8 x float> %block596, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved597 = shufflevector <104 x float> %interleaved594, <104 x float> %1018, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1019 = getelementptr inbounds nuw i8, ptr %1011, i64 1280
  %block599 = load <8 x float>, ptr %1019, align 4
  %1020 = shufflevector <8 x float> %block599, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved600 = shufflevector <104 x float> %interleaved597, <104 x float> %1020, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1021 = getelementptr inbounds nuw i8, ptr %1011, i64 1536
  %block602 = load <8 x float>, ptr %1021, align 4
  %1022 = shufflevector <8 x float> %block602, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved603 = shufflevector <104 x float> %interleaved600, <104 x float> %1022, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1023 = getelementptr inbounds nuw i8, ptr %1011, i64 1792
  %block605 = load <8 x float>, ptr %1023, align 4
  %1024 = shufflevector <8 x float> %block605, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved606 = shufflevector <104 x float> %interleaved603, <104 x float> %1024, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1025 = getelementptr inbounds nuw i8, ptr %1011, i64 2048
  %block608 = load <8 x float>, ptr %1025, align 4
  %1026 = shufflevector <8 x float> %block608, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved609 = shufflevector <104 x float> %interleaved606, <104 x float> %1026, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 111, i32 poison, i32 poison, i32 poison, i32 poison>
  %1027 = getelementptr inbounds nuw i8, ptr %1011, i64 2304
  %block611 = load <8 x float>, ptr %1027, align 4
  %1028 = shufflevector <8 x float> %block611, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved612 = shufflevector <104 x float> %interleaved609, <104 x float> %1028, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 104, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 105, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 106, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 107, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 108, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 109, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 111, i32 poison, i32 poison, i32 poison>
  %1029 = getelementptr inbounds nuw i8, ptr %1011, i64 2560
  %block614 = load <8 x float>, ptr %1029, align 4
  %1030 = shufflevector <8 x float> %block614, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved615 = shufflevector <104 x float> %interleaved612, <104 x float> %1030, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 104, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 105, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 106, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 107, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 108, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 109, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 111, i32 poison, i32 poison>
  %1031 = getelementptr inbounds nuw i8, ptr %1011, i64 2816
  %block617 = load <8 x float>, ptr %1031, align 4
  %1032 = shufflevector <8 x float> %block617, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved618 = shufflevector <104 x float> %interleaved615, <104 x float> %1032, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 104, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 105, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 106, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 107, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 108, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 109, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 111, i32 poison>
  %1033 = getelementptr inbounds nuw i8, ptr %1011, i64 3072
  %block620 = load <8 x float>, ptr %1033, align 4
  %1034 = shufflevector <8 x float> %block620, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved621 = shufflevector <104 x float> %interleaved618, <104 x float> %1034, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 104, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 105, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 106, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 107, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 108, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 109, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 110, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 111>
  store <104 x float> %interleaved621, ptr %1010, align 4
  %1035 = add nuw nsw i64 %across_out_13944, 8
  %1036 = icmp samesign ult i64 %across_out_13944, 56
  br i1 %1036, label %across_out_13.body, label %across_out.done, !llvm.loop !38

across_out_14.body:                               ; preds = %across_feature.exit308, %across_out_14.body
  %across_out_14943 = phi i64 [ %1064, %across_out_14.body ], [ 0, %across_feature.exit308 ]
  %first_element622837 = add i64 %across_out_14943, %across_block958
  %.idx838 = mul i64 %first_element622837, 56
  %1037 = getelementptr inbounds i8, ptr %out_1, i64 %.idx838
  %1038 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_14943
  %block625 = load <8 x float>, ptr %1038, align 4
  %1039 = getelementptr inbounds nuw i8, ptr %1038, i64 256
  %block628 = load <8 x float>, ptr %1039, align 4
  %interleaved629 = shufflevector <8 x float> %block625, <8 x float> %block628, <112 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1040 = getelementptr inbounds nuw i8, ptr %1038, i64 512
  %block631 = load <8 x float>, ptr %1040, align 4
  %1041 = shufflevector <8 x float> %block631, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved632 = shufflevector <112 x float> %interleaved629, <112 x float> %1041, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1042 = getelementptr inbounds nuw i8, ptr %1038, i64 768
  %block634 = load <8 x float>, ptr %1042, align 4
  %1043 = shufflevector <8 x float> %block634, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved635 = shufflevector <112 x float> %interleaved632, <112 x float> %1043, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1044 = getelementptr inbounds nuw i8, ptr %1038, i64 1024
  %block637 = load <8 x float>, ptr %1044, align 4
  %1045 = shufflevector <8 x float> %block637, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved638 = shufflevector <112 x float> %interleaved635, <112 x float> %1045, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1046 = getelementptr inbounds nuw i8, ptr %1038, i64 1280
  %block640 = load <8 x float>, ptr %1046, align 4
  %1047 = shufflevector <8 x float> %block640, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved641 = shufflevector <112 x float> %interleaved638, <112 x float> %1047, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1048 = getelementptr inbounds nuw i8, ptr %1038, i64 1536
  %block643 = load <8 x float>, ptr %1048, align 4
  %1049 = shufflevector <8 x float> %block643, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved644 = shufflevector <112 x float> %interleaved641, <112 x float> %1049, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1050 = getelementptr inbounds nuw i8, ptr %1038, i64 1792
  %block646 = load <8 x float>, ptr %1050, align 4
  %1051 = shufflevector <8 x float> %block646, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved647 = shufflevector <112 x float> %interleaved644, <112 x float> %1051, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1052 = getelementptr inbounds nuw i8, ptr %1038, i64 2048
  %block649 = load <8 x float>, ptr %1052, align 4
  %1053 = shufflevector <8 x float> %block649, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved650 = shufflevector <112 x float> %interleaved647, <112 x float> %1053, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1054 = getelementptr inbounds nuw i8, ptr %1038, i64 2304
  %block652 = load <8 x float>, ptr %1054, align 4
  %1055 = shufflevector <8 x float> %block652, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved653 = shufflevector <112 x float> %interleaved650, <112 x float> %1055, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 119, i32 poison, i32 poison, i32 poison, i32 poison>
  %1056 = getelementptr inbounds nuw i8, ptr %1038, i64 2560
  %block655 = load <8 x float>, ptr %1056, align 4
  %1057 = shufflevector <8 x float> %block655, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved656 = shufflevector <112 x float> %interleaved653, <112 x float> %1057, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 112, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 113, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 114, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 115, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 116, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 117, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 118, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 119, i32 poison, i32 poison, i32 poison>
  %1058 = getelementptr inbounds nuw i8, ptr %1038, i64 2816
  %block658 = load <8 x float>, ptr %1058, align 4
  %1059 = shufflevector <8 x float> %block658, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved659 = shufflevector <112 x float> %interleaved656, <112 x float> %1059, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 112, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 113, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 114, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 115, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 116, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 117, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 118, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 119, i32 poison, i32 poison>
  %1060 = getelementptr inbounds nuw i8, ptr %1038, i64 3072
  %block661 = load <8 x float>, ptr %1060, align 4
  %1061 = shufflevector <8 x float> %block661, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved662 = shufflevector <112 x float> %interleaved659, <112 x float> %1061, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 112, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 113, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 114, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 115, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 116, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 117, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 118, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 119, i32 poison>
  %1062 = getelementptr inbounds nuw i8, ptr %1038, i64 3328
  %block664 = load <8 x float>, ptr %1062, align 4
  %1063 = shufflevector <8 x float> %block664, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved665 = shufflevector <112 x float> %interleaved662, <112 x float> %1063, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 112, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 113, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 114, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 115, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 116, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 117, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 118, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 119>
  store <112 x float> %interleaved665, ptr %1037, align 4
  %1064 = add nuw nsw i64 %across_out_14943, 8
  %1065 = icmp samesign ult i64 %across_out_14943, 56
  br i1 %1065, label %across_out_14.body, label %across_out.done, !llvm.loop !39

across_out_15.body:                               ; preds = %across_feature.exit308, %across_out_15.body
  %across_out_15942 = phi i64 [ %1095, %across_out_15.body ], [ 0, %across_feature.exit308 ]
  %first_element666835 = add i64 %across_out_15942, %across_block958
  %.idx836 = mul i64 %first_element666835, 60
  %1066 = getelementptr inbounds i8, ptr %out_1, i64 %.idx836
  %1067 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_15942
  %block669 = load <8 x float>, ptr %1067, align 4
  %1068 = getelementptr inbounds nuw i8, ptr %1067, i64 256
  %block672 = load <8 x float>, ptr %1068, align 4
  %interleaved673 = shufflevector <8 x float> %block669, <8 x float> %block672, <120 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1069 = getelementptr inbounds nuw i8, ptr %1067, i64 512
  %block675 = load <8 x float>, ptr %1069, align 4
  %1070 = shufflevector <8 x float> %block675, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved676 = shufflevector <120 x float> %interleaved673, <120 x float> %1070, <120 x i32> <i32 0, i32 1, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1071 = getelementptr inbounds nuw i8, ptr %1067, i64 768
  %block678 = load <8 x float>, ptr %1071, align 4
  %1072 = shufflevector <8 x float> %block678, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved679 = shufflevector <120 x float> %interleaved676, <120 x float> %1072, <120 x i32> <i32 0, i32 1, i32 2, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1073 = getelementptr inbounds nuw i8, ptr %1067, i64 1024
  %block681 = load <8 x float>, ptr %1073, align 4
  %1074 = shufflevector <8 x float> %block681, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved682 = shufflevector <120 x float> %interleaved679, <120 x float> %1074, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1075 = getelementptr inbounds nuw i8, ptr %1067, i64 1280
  %block684 = load <8 x float>, ptr %1075, align 4
  %1076 = shufflevector <8 x float> %block684, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved685 = shufflevector <120 x float> %interleaved682, <120 x float> %1076, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1077 = getelementptr inbounds nuw i8, ptr %1067, i64 1536
  %block687 = load <8 x float>, ptr %1077, align 4
  %1078 = shufflevector <8 x float> %block687, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved688 = shufflevector <120 x float> %interleaved685, <120 x float> %1078, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1079 = getelementptr inbounds nuw i8, ptr %1067, i64 1792
  %block690 = load <8 x float>, ptr %1079, align 4
  %1080 = shufflevector <8 x float> %block690, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved691 = shufflevector <120 x float> %interleaved688, <120 x float> %1080, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1081 = getelementptr inbounds nuw i8, ptr %1067, i64 2048
  %block693 = load <8 x float>, ptr %1081, align 4
  %1082 = shufflevector <8 x float> %block693, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved694 = shufflevector <120 x float> %interleaved691, <120 x float> %1082, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1083 = getelementptr inbounds nuw i8, ptr %1067, i64 2304
  %block696 = load <8 x float>, ptr %1083, align 4
  %1084 = shufflevector <8 x float> %block696, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved697 = shufflevector <120 x float> %interleaved694, <120 x float> %1084, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1085 = getelementptr inbounds nuw i8, ptr %1067, i64 2560
  %block699 = load <8 x float>, ptr %1085, align 4
  %1086 = shufflevector <8 x float> %block699, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved700 = shufflevector <120 x float> %interleaved697, <120 x float> %1086, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %1087 = getelementptr inbounds nuw i8, ptr %1067, i64 2816
  %block702 = load <8 x float>, ptr %1087, align 4
  %1088 = shufflevector <8 x float> %block702, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved703 = shufflevector <120 x float> %interleaved700, <120 x float> %1088, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 120, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 121, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 122, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 123, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 124, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 125, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 127, i32 poison, i32 poison, i32 poison>
  %1089 = getelementptr inbounds nuw i8, ptr %1067, i64 3072
  %block705 = load <8 x float>, ptr %1089, align 4
  %1090 = shufflevector <8 x float> %block705, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved706 = shufflevector <120 x float> %interleaved703, <120 x float> %1090, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 120, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 121, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 122, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 123, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 124, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 125, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 127, i32 poison, i32 poison>
  %1091 = getelementptr inbounds nuw i8, ptr %1067, i64 3328
  %block708 = load <8 x float>, ptr %1091, align 4
  %1092 = shufflevector <8 x float> %block708, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved709 = shufflevector <120 x float> %interleaved706, <120 x float> %1092, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 120, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 121, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 122, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 123, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 124, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 125, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 127, i32 poison>
  %1093 = getelementptr inbounds nuw i8, ptr %1067, i64 3584
  %block711 = load <8 x float>, ptr %1093, align 4
  %1094 = shufflevector <8 x float> %block711, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved712 = shufflevector <120 x float> %interleaved709, <120 x float> %1094, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 120, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 121, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 122, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 123, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 124, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 125, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 127>
  store <120 x float> %interleaved712, ptr %1066, align 4
  %1095 = add nuw nsw i64 %across_out_15942, 8
  %1096 = icmp samesign ult i64 %across_out_15942, 56
  br i1 %1096, label %across_out_15.body, label %across_out.done, !llvm.loop !40

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out957 = phi i64 [ 0, %across_out.body.preheader.new ], [ %1112, %across_out.body ]
  %niter1381 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1381.next.1, %across_out.body ]
  %r713 = udiv i64 %across_out957, %n_features
  %f714 = urem i64 %across_out957, %n_features
  %1097 = icmp ult i64 %r713, %50
  %1098 = select i1 %1097, i64 %r713, i64 %last_row
  %row715 = add i64 %1098, %across_block958
  %row_element716 = mul i64 %row715, %n_features
  %.idx863 = shl nuw nsw i64 %f714, 8
  %1099 = getelementptr i8, ptr %across_out_1, i64 %.idx863
  %1100 = getelementptr float, ptr %1099, i64 %r713
  %1101 = load float, ptr %1100, align 4
  %1102 = getelementptr float, ptr %out_1, i64 %row_element716
  %1103 = getelementptr float, ptr %1102, i64 %f714
  store float %1101, ptr %1103, align 4
  %1104 = or disjoint i64 %across_out957, 1
  %r713.1 = udiv i64 %1104, %n_features
  %f714.1 = urem i64 %1104, %n_features
  %1105 = icmp ult i64 %r713.1, %50
  %1106 = select i1 %1105, i64 %r713.1, i64 %last_row
  %row715.1 = add i64 %1106, %across_block958
  %row_element716.1 = mul i64 %row715.1, %n_features
  %.idx863.1 = shl nuw nsw i64 %f714.1, 8
  %1107 = getelementptr i8, ptr %across_out_1, i64 %.idx863.1
  %1108 = getelementptr float, ptr %1107, i64 %r713.1
  %1109 = load float, ptr %1108, align 4
  %1110 = getelementptr float, ptr %out_1, i64 %row_element716.1
  %1111 = getelementptr float, ptr %1110, i64 %f714.1
  store float %1109, ptr %1111, align 4
  %1112 = add nuw i64 %across_out957, 2
  %niter1381.next.1 = add i64 %niter1381, 2
  %niter1381.ncmp.1 = icmp eq i64 %niter1381.next.1, %unroll_iter1380
  br i1 %niter1381.ncmp.1, label %across_out.done.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !41

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 1
  %1113 = icmp ult i64 %row_begin, %row_end
  br i1 %1113, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %1114 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %whole_tiles_end = and i64 %n_features, 8188
  %.not961 = icmp eq i64 %whole_tiles_end, %n_features
  %1115 = sub nuw i64 %row_end, %row_begin
  %1116 = sub i64 %out_11119, %state1120
  %1117 = sub i64 %out_11119, %input_01121
  %1118 = shl nuw nsw i64 %n_features, 2
  %scevgep = getelementptr i8, ptr %scratch, i64 %1118
  %1119 = shl nuw nsw i64 %n_features, 3
  %1120 = mul i64 %row_begin, %n_features
  %1121 = shl i64 %1120, 2
  %1122 = shl nuw nsw i64 %n_features, 4
  %1123 = shl i64 %row_begin, 2
  %1124 = add i64 %1123, 4
  %1125 = mul i64 %n_features, %1124
  %1126 = shl nuw nsw i64 %n_features, 2
  %min.iters.check1235 = icmp ult i64 %n_features, 32
  %n.mod.vf1238 = and i64 %n_features, 28
  %n.vec1239 = and i64 %n_features, 8160
  %cmp.n1248 = icmp eq i64 %n_features, %n.vec1239
  %min.epilog.iters.check1252 = icmp eq i64 %n.mod.vf1238, 0
  %n.vec1255 = and i64 %n_features, 8188
  %cmp.n1262 = icmp eq i64 %n_features, %n.vec1255
  %xtraiter1370 = and i64 %n_features, 1
  %lcmp.mod1371.not = icmp eq i64 %xtraiter1370, 0
  %diff.check1177 = icmp ult i64 %1116, 64
  %diff.check1178 = icmp ult i64 %1117, 64
  %conflict.rdx1179 = or i1 %diff.check1177, %diff.check1178
  %n.mod.vf1184 = and i64 %n_features, 12
  %n.vec1185 = and i64 %n_features, 8176
  %cmp.n1192 = icmp eq i64 %n_features, %n.vec1185
  %min.epilog.iters.check1196 = icmp eq i64 %n.mod.vf1184, 0
  %n.vec1199 = and i64 %n_features, 8188
  %cmp.n1206 = icmp eq i64 %n_features, %n.vec1199
  %xtraiter1372 = and i64 %n_features, 1
  %lcmp.mod1373.not = icmp eq i64 %xtraiter1372, 0
  br label %lockstep_row.body.us.preheader

lockstep_row.body.us.preheader:                   ; preds = %lockstep_block.body.lr.ph, %lockstep_row.exit767
  %indvar1212 = phi i64 [ 0, %lockstep_block.body.lr.ph ], [ %indvar.next1213, %lockstep_row.exit767 ]
  %indvars.iv1015 = phi i64 [ %1115, %lockstep_block.body.lr.ph ], [ %indvars.iv.next1016, %lockstep_row.exit767 ]
  %lockstep_block920 = phi i64 [ %row_begin, %lockstep_block.body.lr.ph ], [ %1362, %lockstep_row.exit767 ]
  %umax1209 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1015, i64 1)
  %umin1210 = tail call i64 @llvm.umin.i64(i64 %umax1209, i64 4)
  %1127 = mul nuw nsw i64 %1119, %umin1210
  %scevgep1211 = getelementptr i8, ptr %scratch, i64 %1127
  %1128 = mul i64 %1122, %indvar1212
  %1129 = add i64 %1121, %1128
  %scevgep1214 = getelementptr i8, ptr %state, i64 %1129
  %1130 = add i64 %1125, %1128
  %scevgep1215 = getelementptr i8, ptr %state, i64 %1130
  %1131 = add nsw i64 %umin1210, -1
  %1132 = mul nsw i64 %1126, %1131
  %scevgep1216 = getelementptr i8, ptr %scevgep1215, i64 %1132
  %scevgep1217 = getelementptr i8, ptr %input_0, i64 %1129
  %scevgep1218 = getelementptr i8, ptr %input_0, i64 %1130
  %scevgep1219 = getelementptr i8, ptr %scevgep1218, i64 %1132
  %1133 = shl nuw nsw i64 %umin1210, 3
  %1134 = add nsw i64 %1133, -4
  %1135 = mul nsw i64 %n_features, %1134
  %scevgep1220 = getelementptr i8, ptr %scratch, i64 %1135
  %1136 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1015, i64 1)
  %umax1022 = tail call i64 @llvm.umin.i64(i64 %1136, i64 4)
  %rows_left718 = sub nuw i64 %row_end, %lockstep_block920
  %1137 = tail call i64 @llvm.umin.i64(i64 %rows_left718, i64 4)
  %last_slot = add nsw i64 %1137, -1
  %bound0 = icmp ult ptr %scevgep, %scevgep1216
  %bound1 = icmp ult ptr %scevgep1214, %scevgep1211
  %found.conflict = and i1 %bound0, %bound1
  %bound01221 = icmp ult ptr %scevgep, %scevgep1219
  %bound11222 = icmp ult ptr %scevgep1217, %scevgep1211
  %found.conflict1223 = and i1 %bound01221, %bound11222
  %conflict.rdx1224 = or i1 %found.conflict, %found.conflict1223
  %bound01225 = icmp ult ptr %scratch, %scevgep1216
  %bound11226 = icmp ult ptr %scevgep1214, %scevgep1220
  %found.conflict1227 = and i1 %bound01225, %bound11226
  %conflict.rdx1228 = or i1 %conflict.rdx1224, %found.conflict1227
  %bound01229 = icmp ult ptr %scratch, %scevgep1219
  %bound11230 = icmp ult ptr %scevgep1217, %scevgep1220
  %found.conflict1231 = and i1 %bound01229, %bound11230
  %conflict.rdx1232 = or i1 %conflict.rdx1228, %found.conflict1231
  br label %iter.check1234

iter.check1234:                                   ; preds = %lockstep_row.body.us.preheader, %feature.header.feature.exit_crit_edge.us
  %lockstep_row907.us = phi i64 [ %1227, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.us.preheader ]
  %row719.us = add i64 %lockstep_row907.us, %lockstep_block920
  %1138 = mul i64 %lockstep_row907.us, %slot_values
  %1139 = getelementptr inbounds float, ptr %scratch, i64 %1138
  %row_offset720.us = mul i64 %row719.us, %n_features
  %1140 = getelementptr inbounds float, ptr %state, i64 %row_offset720.us
  %1141 = getelementptr inbounds float, ptr %input_0, i64 %row_offset720.us
  %1142 = getelementptr inbounds nuw float, ptr %1139, i64 %n_features
  br i1 %conflict.rdx1232, label %feature.body.us.preheader, label %vector.main.loop.iter.check1236

vector.main.loop.iter.check1236:                  ; preds = %iter.check1234
  br i1 %min.iters.check1235, label %vec.epilog.ph1253, label %vector.body1240

vector.body1240:                                  ; preds = %vector.main.loop.iter.check1236, %vector.body1240
  %index1241 = phi i64 [ %index.next1246, %vector.body1240 ], [ 0, %vector.main.loop.iter.check1236 ]
  %1143 = getelementptr inbounds nuw float, ptr %1140, i64 %index1241
  %1144 = getelementptr inbounds nuw i8, ptr %1143, i64 64
  %wide.load1242 = load <16 x float>, ptr %1143, align 4, !alias.scope !42
  %wide.load1243 = load <16 x float>, ptr %1144, align 4, !alias.scope !42
  %1145 = fmul <16 x float> %wide.load1242, %wide.load1242
  %1146 = fmul <16 x float> %wide.load1243, %wide.load1243
  %1147 = fmul <16 x float> %wide.load1242, %1145
  %1148 = fmul <16 x float> %wide.load1243, %1146
  %1149 = fmul <16 x float> %wide.load1242, %1147
  %1150 = fmul <16 x float> %wide.load1243, %1148
  %1151 = fmul <16 x float> %1149, splat (float 2.500000e-01)
  %1152 = fmul <16 x float> %1150, splat (float 2.500000e-01)
  %1153 = fmul <16 x float> %1145, splat (float 5.000000e-01)
  %1154 = fmul <16 x float> %1146, splat (float 5.000000e-01)
  %1155 = fsub <16 x float> %1151, %1153
  %1156 = fsub <16 x float> %1152, %1154
  %1157 = getelementptr inbounds nuw float, ptr %1141, i64 %index1241
  %1158 = getelementptr inbounds nuw i8, ptr %1157, i64 64
  %wide.load1244 = load <16 x float>, ptr %1157, align 4, !alias.scope !45
  %wide.load1245 = load <16 x float>, ptr %1158, align 4, !alias.scope !45
  %1159 = fsub <16 x float> %wide.load1242, %wide.load1244
  %1160 = fsub <16 x float> %wide.load1243, %wide.load1245
  %1161 = fmul <16 x float> %1159, %1159
  %1162 = fmul <16 x float> %1160, %1160
  %1163 = getelementptr inbounds nuw float, ptr %1139, i64 %index1241
  %1164 = getelementptr inbounds nuw i8, ptr %1163, i64 64
  store <16 x float> %1155, ptr %1163, align 4, !alias.scope !47, !noalias !49
  store <16 x float> %1156, ptr %1164, align 4, !alias.scope !47, !noalias !49
  %1165 = getelementptr inbounds nuw float, ptr %1142, i64 %index1241
  %1166 = getelementptr inbounds nuw i8, ptr %1165, i64 64
  store <16 x float> %1161, ptr %1165, align 4, !alias.scope !50, !noalias !49
  store <16 x float> %1162, ptr %1166, align 4, !alias.scope !50, !noalias !49
  %index.next1246 = add nuw i64 %index1241, 32
  %1167 = icmp eq i64 %index.next1246, %n.vec1239
  br i1 %1167, label %middle.block1247, label %vector.body1240, !llvm.loop !52

middle.block1247:                                 ; preds = %vector.body1240
  br i1 %cmp.n1248, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check1251

vec.epilog.iter.check1251:                        ; preds = %middle.block1247
  br i1 %min.epilog.iters.check1252, label %feature.body.us.preheader, label %vec.epilog.ph1253, !prof !21

vec.epilog.ph1253:                                ; preds = %vector.main.loop.iter.check1236, %vec.epilog.iter.check1251
  %vec.epilog.resume.val1249 = phi i64 [ %n.vec1239, %vec.epilog.iter.check1251 ], [ 0, %vector.main.loop.iter.check1236 ]
  br label %vec.epilog.vector.body1256

vec.epilog.vector.body1256:                       ; preds = %vec.epilog.vector.body1256, %vec.epilog.ph1253
  %index1257 = phi i64 [ %vec.epilog.resume.val1249, %vec.epilog.ph1253 ], [ %index.next1260, %vec.epilog.vector.body1256 ]
  %1168 = getelementptr inbounds nuw float, ptr %1140, i64 %index1257
  %wide.load1258 = load <4 x float>, ptr %1168, align 4, !alias.scope !42
  %1169 = fmul <4 x float> %wide.load1258, %wide.load1258
  %1170 = fmul <4 x float> %wide.load1258, %1169
  %1171 = fmul <4 x float> %wide.load1258, %1170
  %1172 = fmul <4 x float> %1171, splat (float 2.500000e-01)
  %1173 = fmul <4 x float> %1169, splat (float 5.000000e-01)
  %1174 = fsub <4 x float> %1172, %1173
  %1175 = getelementptr inbounds nuw float, ptr %1141, i64 %index1257
  %wide.load1259 = load <4 x float>, ptr %1175, align 4, !alias.scope !45
  %1176 = fsub <4 x float> %wide.load1258, %wide.load1259
  %1177 = fmul <4 x float> %1176, %1176
  %1178 = getelementptr inbounds nuw float, ptr %1139, i64 %index1257
  store <4 x float> %1174, ptr %1178, align 4, !alias.scope !47, !noalias !49
  %1179 = getelementptr inbounds nuw float, ptr %1142, i64 %index1257
  store <4 x float> %1177, ptr %1179, align 4, !alias.scope !50, !noalias !49
  %index.next1260 = add nuw i64 %index1257, 4
  %1180 = icmp eq i64 %index.next1260, %n.vec1255
  br i1 %1180, label %vec.epilog.middle.block1261, label %vec.epilog.vector.body1256, !llvm.loop !53

vec.epilog.middle.block1261:                      ; preds = %vec.epilog.vector.body1256
  br i1 %cmp.n1262, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check1234, %vec.epilog.iter.check1251, %vec.epilog.middle.block1261
  %feature906.us.ph = phi i64 [ 0, %iter.check1234 ], [ %n.vec1239, %vec.epilog.iter.check1251 ], [ %n.vec1255, %vec.epilog.middle.block1261 ]
  %.neg1425 = or disjoint i64 %feature906.us.ph, 1
  br i1 %lcmp.mod1371.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %1181 = getelementptr inbounds nuw float, ptr %1140, i64 %feature906.us.ph
  %1182 = load float, ptr %1181, align 4
  %1183 = fmul float %1182, %1182
  %1184 = fmul float %1182, %1183
  %1185 = fmul float %1182, %1184
  %1186 = fmul float %1185, 2.500000e-01
  %1187 = fmul float %1183, 5.000000e-01
  %1188 = fsub float %1186, %1187
  %1189 = getelementptr inbounds nuw float, ptr %1141, i64 %feature906.us.ph
  %1190 = load float, ptr %1189, align 4
  %1191 = fsub float %1182, %1190
  %1192 = fmul float %1191, %1191
  %1193 = getelementptr inbounds nuw float, ptr %1139, i64 %feature906.us.ph
  store float %1188, ptr %1193, align 4
  %1194 = getelementptr inbounds nuw float, ptr %1142, i64 %feature906.us.ph
  store float %1192, ptr %1194, align 4
  %1195 = or disjoint i64 %feature906.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature906.us.unr = phi i64 [ %feature906.us.ph, %feature.body.us.preheader ], [ %1195, %feature.body.us.prol ]
  %1196 = icmp eq i64 %n_features, %.neg1425
  br i1 %1196, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature906.us = phi i64 [ %1226, %feature.body.us ], [ %feature906.us.unr, %feature.body.us.prol.loopexit ]
  %1197 = getelementptr inbounds nuw float, ptr %1140, i64 %feature906.us
  %1198 = load float, ptr %1197, align 4
  %1199 = fmul float %1198, %1198
  %1200 = fmul float %1198, %1199
  %1201 = fmul float %1198, %1200
  %1202 = fmul float %1201, 2.500000e-01
  %1203 = fmul float %1199, 5.000000e-01
  %1204 = fsub float %1202, %1203
  %1205 = getelementptr inbounds nuw float, ptr %1141, i64 %feature906.us
  %1206 = load float, ptr %1205, align 4
  %1207 = fsub float %1198, %1206
  %1208 = fmul float %1207, %1207
  %1209 = getelementptr inbounds nuw float, ptr %1139, i64 %feature906.us
  store float %1204, ptr %1209, align 4
  %1210 = getelementptr inbounds nuw float, ptr %1142, i64 %feature906.us
  store float %1208, ptr %1210, align 4
  %1211 = add nuw nsw i64 %feature906.us, 1
  %1212 = getelementptr inbounds nuw float, ptr %1140, i64 %1211
  %1213 = load float, ptr %1212, align 4
  %1214 = fmul float %1213, %1213
  %1215 = fmul float %1213, %1214
  %1216 = fmul float %1213, %1215
  %1217 = fmul float %1216, 2.500000e-01
  %1218 = fmul float %1214, 5.000000e-01
  %1219 = fsub float %1217, %1218
  %1220 = getelementptr inbounds nuw float, ptr %1141, i64 %1211
  %1221 = load float, ptr %1220, align 4
  %1222 = fsub float %1213, %1221
  %1223 = fmul float %1222, %1222
  %1224 = getelementptr inbounds nuw float, ptr %1139, i64 %1211
  store float %1219, ptr %1224, align 4
  %1225 = getelementptr inbounds nuw float, ptr %1142, i64 %1211
  store float %1223, ptr %1225, align 4
  %1226 = add nuw nsw i64 %feature906.us, 2
  %exitcond1014.not.1 = icmp eq i64 %1226, %n_features
  br i1 %exitcond1014.not.1, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !54

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block1261, %middle.block1247
  %1227 = add nuw nsw i64 %lockstep_row907.us, 1
  %exitcond1019.not = icmp eq i64 %1227, %umax1022
  br i1 %exitcond1019.not, label %lockstep_sums.body.preheader, label %iter.check1234

lockstep_sums.body.preheader:                     ; preds = %feature.header.feature.exit_crit_edge.us
  %row_offset722 = mul i64 %lockstep_block920, %n_features
  %1228 = getelementptr inbounds float, ptr %state, i64 %row_offset722
  %1229 = getelementptr inbounds float, ptr %input_0, i64 %row_offset722
  %1230 = icmp ugt i64 %rows_left718, 1
  %1231 = select i1 %1230, i64 1, i64 %last_slot
  %1232 = mul nsw i64 %1231, %slot_values
  %1233 = getelementptr inbounds float, ptr %scratch, i64 %1232
  %1234 = icmp ugt i64 %rows_left718, 2
  %1235 = select i1 %1234, i64 2, i64 %last_slot
  %1236 = mul nsw i64 %1235, %slot_values
  %1237 = getelementptr inbounds float, ptr %scratch, i64 %1236
  %1238 = icmp ugt i64 %rows_left718, 3
  %1239 = select i1 %1238, i64 3, i64 %last_slot
  %1240 = mul nsw i64 %1239, %slot_values
  %1241 = getelementptr inbounds float, ptr %scratch, i64 %1240
  %1242 = getelementptr inbounds nuw float, ptr %1233, i64 %n_features
  %1243 = getelementptr inbounds nuw float, ptr %1237, i64 %n_features
  %1244 = getelementptr inbounds nuw float, ptr %1241, i64 %n_features
  br label %lockstep_sums.body

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums.body
  br i1 %.not961, label %lockstep_row.body766.preheader, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_sums.body.preheader, %lockstep_sums.body
  %lockstep_sums730910 = phi i64 [ %1261, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %lockstep_sums.0909 = phi <4 x float> [ %1252, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %lockstep_sums729.0908 = phi <4 x float> [ %1260, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %block_values820 = add nuw i64 %lockstep_sums730910, %n_features
  %next_block = shl nuw i64 %block_values820, 2
  %ahead = getelementptr float, ptr %1228, i64 %next_block
  tail call void @llvm.prefetch.p0(ptr %ahead, i32 0, i32 3, i32 1)
  %ahead731 = getelementptr float, ptr %1229, i64 %next_block
  tail call void @llvm.prefetch.p0(ptr %ahead731, i32 0, i32 3, i32 1)
  %1245 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums730910
  %block732 = load <4 x float>, ptr %1245, align 4
  %1246 = getelementptr inbounds nuw float, ptr %1233, i64 %lockstep_sums730910
  %block733 = load <4 x float>, ptr %1246, align 4
  %1247 = getelementptr inbounds nuw float, ptr %1237, i64 %lockstep_sums730910
  %block734 = load <4 x float>, ptr %1247, align 4
  %1248 = getelementptr inbounds nuw float, ptr %1241, i64 %lockstep_sums730910
  %block735 = load <4 x float>, ptr %1248, align 4
  %transpose = shufflevector <4 x float> %block732, <4 x float> %block734, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose736 = shufflevector <4 x float> %block732, <4 x float> %block734, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose737 = shufflevector <4 x float> %block733, <4 x float> %block735, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose738 = shufflevector <4 x float> %block733, <4 x float> %block735, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose739 = shufflevector <4 x float> %transpose, <4 x float> %transpose737, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose740 = shufflevector <4 x float> %transpose, <4 x float> %transpose737, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose741 = shufflevector <4 x float> %transpose736, <4 x float> %transpose738, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose742 = shufflevector <4 x float> %transpose736, <4 x float> %transpose738, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %1249 = fadd <4 x float> %lockstep_sums.0909, %transpose739
  %1250 = fadd <4 x float> %transpose740, %1249
  %1251 = fadd <4 x float> %transpose741, %1250
  %1252 = fadd <4 x float> %transpose742, %1251
  %1253 = getelementptr inbounds nuw float, ptr %1114, i64 %lockstep_sums730910
  %block746 = load <4 x float>, ptr %1253, align 4
  %1254 = getelementptr inbounds nuw float, ptr %1242, i64 %lockstep_sums730910
  %block747 = load <4 x float>, ptr %1254, align 4
  %1255 = getelementptr inbounds nuw float, ptr %1243, i64 %lockstep_sums730910
  %block748 = load <4 x float>, ptr %1255, align 4
  %1256 = getelementptr inbounds nuw float, ptr %1244, i64 %lockstep_sums730910
  %block749 = load <4 x float>, ptr %1256, align 4
  %transpose750 = shufflevector <4 x float> %block746, <4 x float> %block748, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose751 = shufflevector <4 x float> %block746, <4 x float> %block748, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose752 = shufflevector <4 x float> %block747, <4 x float> %block749, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose753 = shufflevector <4 x float> %block747, <4 x float> %block749, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose754 = shufflevector <4 x float> %transpose750, <4 x float> %transpose752, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose755 = shufflevector <4 x float> %transpose750, <4 x float> %transpose752, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose756 = shufflevector <4 x float> %transpose751, <4 x float> %transpose753, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose757 = shufflevector <4 x float> %transpose751, <4 x float> %transpose753, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %1257 = fadd <4 x float> %lockstep_sums729.0908, %transpose754
  %1258 = fadd <4 x float> %transpose755, %1257
  %1259 = fadd <4 x float> %transpose756, %1258
  %1260 = fadd <4 x float> %transpose757, %1259
  %1261 = add nuw nsw i64 %lockstep_sums730910, 4
  %1262 = icmp samesign ult i64 %1261, %whole_tiles_end
  br i1 %1262, label %lockstep_sums.body, label %lockstep_sums_tail.header.preheader, !llvm.loop !55

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail915 = phi i64 [ %1289, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.1914 = phi <4 x float> [ %1275, %lockstep_sums_tail.body ], [ %1252, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums729.1913 = phi <4 x float> [ %1288, %lockstep_sums_tail.body ], [ %1260, %lockstep_sums_tail.header.preheader ]
  %1263 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail915
  %1264 = load float, ptr %1263, align 4
  %1265 = insertelement <4 x float> poison, float %1264, i64 0
  %1266 = getelementptr inbounds nuw float, ptr %1233, i64 %lockstep_sums_tail915
  %1267 = load float, ptr %1266, align 4
  %1268 = insertelement <4 x float> %1265, float %1267, i64 1
  %1269 = getelementptr inbounds nuw float, ptr %1237, i64 %lockstep_sums_tail915
  %1270 = load float, ptr %1269, align 4
  %1271 = insertelement <4 x float> %1268, float %1270, i64 2
  %1272 = getelementptr inbounds nuw float, ptr %1241, i64 %lockstep_sums_tail915
  %1273 = load float, ptr %1272, align 4
  %1274 = insertelement <4 x float> %1271, float %1273, i64 3
  %1275 = fadd <4 x float> %lockstep_sums.1914, %1274
  %1276 = getelementptr inbounds nuw float, ptr %1114, i64 %lockstep_sums_tail915
  %1277 = load float, ptr %1276, align 4
  %1278 = insertelement <4 x float> poison, float %1277, i64 0
  %1279 = getelementptr inbounds nuw float, ptr %1242, i64 %lockstep_sums_tail915
  %1280 = load float, ptr %1279, align 4
  %1281 = insertelement <4 x float> %1278, float %1280, i64 1
  %1282 = getelementptr inbounds nuw float, ptr %1243, i64 %lockstep_sums_tail915
  %1283 = load float, ptr %1282, align 4
  %1284 = insertelement <4 x float> %1281, float %1283, i64 2
  %1285 = getelementptr inbounds nuw float, ptr %1244, i64 %lockstep_sums_tail915
  %1286 = load float, ptr %1285, align 4
  %1287 = insertelement <4 x float> %1284, float %1286, i64 3
  %1288 = fadd <4 x float> %lockstep_sums729.1913, %1287
  %1289 = add nuw nsw i64 %lockstep_sums_tail915, 1
  %1290 = icmp ult i64 %1289, %n_features
  br i1 %1290, label %lockstep_sums_tail.body, label %lockstep_row.body766.preheader, !llvm.loop !56

lockstep_row.body766.preheader:                   ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums729.1.lcssa = phi <4 x float> [ %1260, %lockstep_sums_tail.header.preheader ], [ %1288, %lockstep_sums_tail.body ]
  %lockstep_sums.1.lcssa = phi <4 x float> [ %1252, %lockstep_sums_tail.header.preheader ], [ %1275, %lockstep_sums_tail.body ]
  %1291 = shufflevector <4 x float> %lockstep_sums.1.lcssa, <4 x float> %lockstep_sums729.1.lcssa, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x float> %1291, ptr %lockstep_uniforms, align 4
  br label %iter.check1181

iter.check1181:                                   ; preds = %feature.exit777, %lockstep_row.body766.preheader
  %lockstep_row768919 = phi i64 [ %1400, %feature.exit777 ], [ 0, %lockstep_row.body766.preheader ]
  %row769 = add i64 %lockstep_row768919, %lockstep_block920
  %.idx = shl i64 %lockstep_row768919, 3
  %1292 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx
  %row_offset770 = mul i64 %row769, %n_features
  %1293 = getelementptr inbounds float, ptr %out_0, i64 %row769
  %1294 = getelementptr inbounds float, ptr %out_1, i64 %row_offset770
  %1295 = getelementptr inbounds float, ptr %state, i64 %row_offset770
  %1296 = getelementptr inbounds float, ptr %input_0, i64 %row_offset770
  %1297 = load float, ptr %1292, align 4
  %1298 = getelementptr inbounds nuw i8, ptr %1292, i64 4
  %1299 = load float, ptr %1298, align 4
  %1300 = fmul float %1299, 5.000000e-01
  %1301 = fadd float %1297, %1300
  %bits771 = bitcast float %1301 to i32
  %1302 = tail call float @llvm.fabs.f32(float %1301)
  %magnitude772 = bitcast float %1302 to i32
  %is_nan773 = icmp samesign ugt i32 %magnitude772, 2139095040
  %canonical774 = select i1 %is_nan773, i32 2143289344, i32 %bits771
  store i32 %canonical774, ptr %1293, align 4
  br i1 %conflict.rdx1179, label %feature.body776.preheader, label %vector.body1186

vector.body1186:                                  ; preds = %iter.check1181, %vector.body1186
  %index1187 = phi i64 [ %index.next1190, %vector.body1186 ], [ 0, %iter.check1181 ]
  %1303 = getelementptr inbounds nuw float, ptr %1295, i64 %index1187
  %wide.load1188 = load <16 x float>, ptr %1303, align 4
  %1304 = getelementptr inbounds nuw float, ptr %1296, i64 %index1187
  %wide.load1189 = load <16 x float>, ptr %1304, align 4
  %1305 = fsub <16 x float> %wide.load1188, %wide.load1189
  %1306 = fmul <16 x float> %1305, splat (float 2.000000e+00)
  %1307 = fmul <16 x float> %1306, splat (float 5.000000e-01)
  %1308 = fmul <16 x float> %wide.load1188, splat (float 2.000000e+00)
  %1309 = fmul <16 x float> %1308, splat (float 5.000000e-01)
  %1310 = fsub <16 x float> %1307, %1309
  %1311 = fmul <16 x float> %wide.load1188, %wide.load1188
  %1312 = fmul <16 x float> %wide.load1188, %1311
  %1313 = fmul <16 x float> %1312, splat (float 4.000000e+00)
  %1314 = fmul <16 x float> %1313, splat (float 2.500000e-01)
  %1315 = fadd <16 x float> %1314, %1310
  %1316 = getelementptr inbounds nuw float, ptr %1294, i64 %index1187
  %1317 = bitcast <16 x float> %1315 to <16 x i32>
  %1318 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %1315)
  %1319 = bitcast <16 x float> %1318 to <16 x i32>
  %1320 = icmp samesign ugt <16 x i32> %1319, splat (i32 2139095040)
  %1321 = select <16 x i1> %1320, <16 x i32> splat (i32 2143289344), <16 x i32> %1317
  store <16 x i32> %1321, ptr %1316, align 4
  %index.next1190 = add nuw i64 %index1187, 16
  %1322 = icmp eq i64 %index.next1190, %n.vec1185
  br i1 %1322, label %middle.block1191, label %vector.body1186, !llvm.loop !57

middle.block1191:                                 ; preds = %vector.body1186
  br i1 %cmp.n1192, label %feature.exit777, label %vec.epilog.iter.check1195

vec.epilog.iter.check1195:                        ; preds = %middle.block1191
  br i1 %min.epilog.iters.check1196, label %feature.body776.preheader, label %vec.epilog.vector.body1200, !prof !58

vec.epilog.vector.body1200:                       ; preds = %vec.epilog.iter.check1195, %vec.epilog.vector.body1200
  %index1201 = phi i64 [ %index.next1204, %vec.epilog.vector.body1200 ], [ %n.vec1185, %vec.epilog.iter.check1195 ]
  %1323 = getelementptr inbounds nuw float, ptr %1295, i64 %index1201
  %wide.load1202 = load <4 x float>, ptr %1323, align 4
  %1324 = getelementptr inbounds nuw float, ptr %1296, i64 %index1201
  %wide.load1203 = load <4 x float>, ptr %1324, align 4
  %1325 = fsub <4 x float> %wide.load1202, %wide.load1203
  %1326 = fmul <4 x float> %1325, splat (float 2.000000e+00)
  %1327 = fmul <4 x float> %1326, splat (float 5.000000e-01)
  %1328 = fmul <4 x float> %wide.load1202, splat (float 2.000000e+00)
  %1329 = fmul <4 x float> %1328, splat (float 5.000000e-01)
  %1330 = fsub <4 x float> %1327, %1329
  %1331 = fmul <4 x float> %wide.load1202, %wide.load1202
  %1332 = fmul <4 x float> %wide.load1202, %1331
  %1333 = fmul <4 x float> %1332, splat (float 4.000000e+00)
  %1334 = fmul <4 x float> %1333, splat (float 2.500000e-01)
  %1335 = fadd <4 x float> %1334, %1330
  %1336 = getelementptr inbounds nuw float, ptr %1294, i64 %index1201
  %1337 = bitcast <4 x float> %1335 to <4 x i32>
  %1338 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %1335)
  %1339 = bitcast <4 x float> %1338 to <4 x i32>
  %1340 = icmp samesign ugt <4 x i32> %1339, splat (i32 2139095040)
  %1341 = select <4 x i1> %1340, <4 x i32> splat (i32 2143289344), <4 x i32> %1337
  store <4 x i32> %1341, ptr %1336, align 4
  %index.next1204 = add nuw i64 %index1201, 4
  %1342 = icmp eq i64 %index.next1204, %n.vec1199
  br i1 %1342, label %vec.epilog.middle.block1205, label %vec.epilog.vector.body1200, !llvm.loop !59

vec.epilog.middle.block1205:                      ; preds = %vec.epilog.vector.body1200
  br i1 %cmp.n1206, label %feature.exit777, label %feature.body776.preheader

feature.body776.preheader:                        ; preds = %iter.check1181, %vec.epilog.iter.check1195, %vec.epilog.middle.block1205
  %feature778918.ph = phi i64 [ 0, %iter.check1181 ], [ %n.vec1185, %vec.epilog.iter.check1195 ], [ %n.vec1199, %vec.epilog.middle.block1205 ]
  %.neg1426 = or disjoint i64 %feature778918.ph, 1
  br i1 %lcmp.mod1373.not, label %feature.body776.prol.loopexit, label %feature.body776.prol

feature.body776.prol:                             ; preds = %feature.body776.preheader
  %1343 = getelementptr inbounds nuw float, ptr %1295, i64 %feature778918.ph
  %1344 = load float, ptr %1343, align 4
  %1345 = getelementptr inbounds nuw float, ptr %1296, i64 %feature778918.ph
  %1346 = load float, ptr %1345, align 4
  %1347 = fsub float %1344, %1346
  %1348 = fmul float %1347, 2.000000e+00
  %1349 = fmul float %1348, 5.000000e-01
  %1350 = fmul float %1344, 2.000000e+00
  %1351 = fmul float %1350, 5.000000e-01
  %1352 = fsub float %1349, %1351
  %1353 = fmul float %1344, %1344
  %1354 = fmul float %1344, %1353
  %1355 = fmul float %1354, 4.000000e+00
  %1356 = fmul float %1355, 2.500000e-01
  %1357 = fadd float %1356, %1352
  %1358 = getelementptr inbounds nuw float, ptr %1294, i64 %feature778918.ph
  %bits779.prol = bitcast float %1357 to i32
  %1359 = tail call float @llvm.fabs.f32(float %1357)
  %magnitude780.prol = bitcast float %1359 to i32
  %is_nan781.prol = icmp samesign ugt i32 %magnitude780.prol, 2139095040
  %canonical782.prol = select i1 %is_nan781.prol, i32 2143289344, i32 %bits779.prol
  store i32 %canonical782.prol, ptr %1358, align 4
  %1360 = or disjoint i64 %feature778918.ph, 1
  br label %feature.body776.prol.loopexit

feature.body776.prol.loopexit:                    ; preds = %feature.body776.prol, %feature.body776.preheader
  %feature778918.unr = phi i64 [ %feature778918.ph, %feature.body776.preheader ], [ %1360, %feature.body776.prol ]
  %1361 = icmp eq i64 %n_features, %.neg1426
  br i1 %1361, label %feature.exit777, label %feature.body776

lockstep_row.exit767:                             ; preds = %feature.exit777
  %1362 = add i64 %lockstep_block920, 4
  %1363 = icmp ult i64 %1362, %row_end
  %indvars.iv.next1016 = add i64 %indvars.iv1015, -4
  %indvar.next1213 = add i64 %indvar1212, 1
  br i1 %1363, label %lockstep_row.body.us.preheader, label %across.done

feature.body776:                                  ; preds = %feature.body776.prol.loopexit, %feature.body776
  %feature778918 = phi i64 [ %1399, %feature.body776 ], [ %feature778918.unr, %feature.body776.prol.loopexit ]
  %1364 = getelementptr inbounds nuw float, ptr %1295, i64 %feature778918
  %1365 = load float, ptr %1364, align 4
  %1366 = getelementptr inbounds nuw float, ptr %1296, i64 %feature778918
  %1367 = load float, ptr %1366, align 4
  %1368 = fsub float %1365, %1367
  %1369 = fmul float %1368, 2.000000e+00
  %1370 = fmul float %1369, 5.000000e-01
  %1371 = fmul float %1365, 2.000000e+00
  %1372 = fmul float %1371, 5.000000e-01
  %1373 = fsub float %1370, %1372
  %1374 = fmul float %1365, %1365
  %1375 = fmul float %1365, %1374
  %1376 = fmul float %1375, 4.000000e+00
  %1377 = fmul float %1376, 2.500000e-01
  %1378 = fadd float %1377, %1373
  %1379 = getelementptr inbounds nuw float, ptr %1294, i64 %feature778918
  %bits779 = bitcast float %1378 to i32
  %1380 = tail call float @llvm.fabs.f32(float %1378)
  %magnitude780 = bitcast float %1380 to i32
  %is_nan781 = icmp samesign ugt i32 %magnitude780, 2139095040
  %canonical782 = select i1 %is_nan781, i32 2143289344, i32 %bits779
  store i32 %canonical782, ptr %1379, align 4
  %1381 = add nuw nsw i64 %feature778918, 1
  %1382 = getelementptr inbounds nuw float, ptr %1295, i64 %1381
  %1383 = load float, ptr %1382, align 4
  %1384 = getelementptr inbounds nuw float, ptr %1296, i64 %1381
  %1385 = load float, ptr %1384, align 4
  %1386 = fsub float %1383, %1385
  %1387 = fmul float %1386, 2.000000e+00
  %1388 = fmul float %1387, 5.000000e-01
  %1389 = fmul float %1383, 2.000000e+00
  %1390 = fmul float %1389, 5.000000e-01
  %1391 = fsub float %1388, %1390
  %1392 = fmul float %1383, %1383
  %1393 = fmul float %1383, %1392
  %1394 = fmul float %1393, 4.000000e+00
  %1395 = fmul float %1394, 2.500000e-01
  %1396 = fadd float %1395, %1391
  %1397 = getelementptr inbounds nuw float, ptr %1294, i64 %1381
  %bits779.1 = bitcast float %1396 to i32
  %1398 = tail call float @llvm.fabs.f32(float %1396)
  %magnitude780.1 = bitcast float %1398 to i32
  %is_nan781.1 = icmp samesign ugt i32 %magnitude780.1, 2139095040
  %canonical782.1 = select i1 %is_nan781.1, i32 2143289344, i32 %bits779.1
  store i32 %canonical782.1, ptr %1397, align 4
  %1399 = add nuw nsw i64 %feature778918, 2
  %exitcond1020.not.1 = icmp eq i64 %1399, %n_features
  br i1 %exitcond1020.not.1, label %feature.exit777, label %feature.body776, !llvm.loop !60

feature.exit777:                                  ; preds = %feature.body776.prol.loopexit, %feature.body776, %vec.epilog.middle.block1205, %middle.block1191
  %1400 = add nuw nsw i64 %lockstep_row768919, 1
  %exitcond1023.not = icmp eq i64 %1400, %umax1022
  br i1 %exitcond1023.not, label %lockstep_row.exit767, label %iter.check1181

row.body:                                         ; preds = %row.body.lr.ph, %feature.exit800
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %feature.exit800 ]
  %row783905 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %1672, %feature.exit800 ]
  %1401 = mul i64 %38, %indvar
  %1402 = add i64 %37, %1401
  %1403 = add i64 %39, %1401
  %1404 = add i64 %44, %1401
  %1405 = add i64 %45, %1401
  %row_offset784 = mul i64 %row783905, %n_features
  %1406 = getelementptr inbounds float, ptr %state, i64 %row_offset784
  %1407 = getelementptr inbounds float, ptr %input_0, i64 %row_offset784
  br label %fold_chunk.body

fold_chunk.header.loopexit.loopexit.unr-lcssa:    ; preds = %fold_sums.body
  %lcmp.mod1364.not = icmp eq i64 %xtraiter1363, 0
  br i1 %lcmp.mod1364.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.preheader
  %fold_sums899.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %1635, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value785.1898.epil.init = phi float [ %fold_value785.0902, %fold_sums.body.preheader ], [ %1634, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value.1897.epil.init = phi float [ %fold_value.0901, %fold_sums.body.preheader ], [ %1631, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod1367 = icmp ne i64 %xtraiter1363, 0
  tail call void @llvm.assume(i1 %lcmp.mod1367)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums899.epil = phi i64 [ %1414, %fold_sums.body.epil ], [ %fold_sums899.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value785.1898.epil = phi float [ %1413, %fold_sums.body.epil ], [ %fold_value785.1898.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value.1897.epil = phi float [ %1410, %fold_sums.body.epil ], [ %fold_value.1897.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %1408 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums899.epil
  %1409 = load float, ptr %1408, align 4
  %1410 = fadd float %fold_value.1897.epil, %1409
  %1411 = getelementptr inbounds float, ptr %31, i64 %fold_sums899.epil
  %1412 = load float, ptr %1411, align 4
  %1413 = fadd float %fold_value785.1898.epil, %1412
  %1414 = add nuw i64 %fold_sums899.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1363
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil, !llvm.loop !61

fold_chunk.header.loopexit:                       ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.epil, %feature.exit792
  %fold_value.1.lcssa = phi float [ %fold_value.0901, %feature.exit792 ], [ %1631, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %1410, %fold_sums.body.epil ]
  %fold_value785.1.lcssa = phi float [ %fold_value785.0902, %feature.exit792 ], [ %1634, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %1413, %fold_sums.body.epil ]
  %1415 = icmp ult i64 %1423, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next1010 = add i64 %indvars.iv1009, -1024
  %indvar.next1135 = add i64 %indvar1134, 1
  br i1 %1415, label %fold_chunk.body, label %iter.check

fold_chunk.body:                                  ; preds = %row.body, %fold_chunk.header.loopexit
  %indvar1134 = phi i64 [ 0, %row.body ], [ %indvar.next1135, %fold_chunk.header.loopexit ]
  %indvars.iv1009 = phi i64 [ 0, %row.body ], [ %indvars.iv.next1010, %fold_chunk.header.loopexit ]
  %indvars.iv = phi i64 [ 1024, %row.body ], [ %indvars.iv.next, %fold_chunk.header.loopexit ]
  %fold_chunk903 = phi i64 [ 0, %row.body ], [ %1423, %fold_chunk.header.loopexit ]
  %fold_value785.0902 = phi float [ 0.000000e+00, %row.body ], [ %fold_value785.1.lcssa, %fold_chunk.header.loopexit ]
  %fold_value.0901 = phi float [ 0.000000e+00, %row.body ], [ %fold_value.1.lcssa, %fold_chunk.header.loopexit ]
  %umin1361 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1416 = add i64 %umin1361, %indvars.iv1009
  %umax1362 = tail call i64 @llvm.umax.i64(i64 %1416, i64 1)
  %umin1360 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1417 = add i64 %umin, %indvars.iv1009
  %1418 = mul i64 %indvar1134, -4096
  %1419 = add i64 %1402, %1418
  %1420 = add i64 %1403, %1418
  %1421 = add i64 %1404, %1418
  %1422 = add i64 %1405, %1418
  %umin1008 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1423 = add i64 %fold_chunk903, 1024
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %1423, i64 %n_features)
  %1424 = icmp ult i64 %fold_chunk903, %chunk_end
  br i1 %1424, label %iter.check1146, label %feature.exit792

iter.check1146:                                   ; preds = %fold_chunk.body
  %min.iters.check1144 = icmp ult i64 %1417, 4
  br i1 %min.iters.check1144, label %feature.body791.preheader, label %vector.memcheck1131

vector.memcheck1131:                              ; preds = %iter.check1146
  %diff.check1136 = icmp ult i64 %1419, 128
  %conflict.rdx1137 = or i1 %diff.check1132, %diff.check1136
  %diff.check1138 = icmp ult i64 %1420, 128
  %conflict.rdx1139 = or i1 %conflict.rdx1137, %diff.check1138
  %diff.check1140 = icmp ult i64 %1421, 128
  %conflict.rdx1141 = or i1 %conflict.rdx1139, %diff.check1140
  %diff.check1142 = icmp ult i64 %1422, 128
  %conflict.rdx1143 = or i1 %conflict.rdx1141, %diff.check1142
  br i1 %conflict.rdx1143, label %feature.body791.preheader, label %vector.main.loop.iter.check1148

vector.main.loop.iter.check1148:                  ; preds = %vector.memcheck1131
  %min.iters.check1147 = icmp ult i64 %1417, 32
  br i1 %min.iters.check1147, label %vec.epilog.ph1165, label %vector.ph1149

vector.ph1149:                                    ; preds = %vector.main.loop.iter.check1148
  %n.mod.vf1150 = and i64 %umin, 31
  %n.vec1151 = sub nuw i64 %1417, %n.mod.vf1150
  br label %vector.body1152

vector.body1152:                                  ; preds = %vector.body1152, %vector.ph1149
  %index1153 = phi i64 [ 0, %vector.ph1149 ], [ %index.next1158, %vector.body1152 ]
  %1425 = add i64 %fold_chunk903, %index1153
  %1426 = getelementptr inbounds float, ptr %1406, i64 %1425
  %1427 = getelementptr inbounds nuw i8, ptr %1426, i64 64
  %wide.load1154 = load <16 x float>, ptr %1426, align 4
  %wide.load1155 = load <16 x float>, ptr %1427, align 4
  %1428 = fmul <16 x float> %wide.load1154, %wide.load1154
  %1429 = fmul <16 x float> %wide.load1155, %wide.load1155
  %1430 = fmul <16 x float> %wide.load1154, %1428
  %1431 = fmul <16 x float> %wide.load1155, %1429
  %1432 = fmul <16 x float> %wide.load1154, %1430
  %1433 = fmul <16 x float> %wide.load1155, %1431
  %1434 = fmul <16 x float> %1432, splat (float 2.500000e-01)
  %1435 = fmul <16 x float> %1433, splat (float 2.500000e-01)
  %1436 = fmul <16 x float> %1428, splat (float 5.000000e-01)
  %1437 = fmul <16 x float> %1429, splat (float 5.000000e-01)
  %1438 = fsub <16 x float> %1434, %1436
  %1439 = fsub <16 x float> %1435, %1437
  %1440 = getelementptr inbounds float, ptr %1407, i64 %1425
  %1441 = getelementptr inbounds nuw i8, ptr %1440, i64 64
  %wide.load1156 = load <16 x float>, ptr %1440, align 4
  %wide.load1157 = load <16 x float>, ptr %1441, align 4
  %1442 = fsub <16 x float> %wide.load1154, %wide.load1156
  %1443 = fsub <16 x float> %wide.load1155, %wide.load1157
  %1444 = fmul <16 x float> %1442, %1442
  %1445 = fmul <16 x float> %1443, %1443
  %1446 = getelementptr inbounds float, ptr %scratch, i64 %index1153
  %1447 = getelementptr inbounds nuw i8, ptr %1446, i64 64
  store <16 x float> %1438, ptr %1446, align 4
  store <16 x float> %1439, ptr %1447, align 4
  %1448 = getelementptr float, ptr %31, i64 %index1153
  %1449 = getelementptr i8, ptr %1448, i64 64
  store <16 x float> %1444, ptr %1448, align 4
  store <16 x float> %1445, ptr %1449, align 4
  %index.next1158 = add nuw i64 %index1153, 32
  %1450 = icmp eq i64 %index.next1158, %n.vec1151
  br i1 %1450, label %middle.block1159, label %vector.body1152, !llvm.loop !62

middle.block1159:                                 ; preds = %vector.body1152
  %cmp.n1160 = icmp eq i64 %n.mod.vf1150, 0
  br i1 %cmp.n1160, label %feature.exit792, label %vec.epilog.iter.check1163

vec.epilog.iter.check1163:                        ; preds = %middle.block1159
  %ind.end = add i64 %fold_chunk903, %n.vec1151
  %min.epilog.iters.check1164 = icmp samesign ult i64 %n.mod.vf1150, 4
  br i1 %min.epilog.iters.check1164, label %feature.body791.preheader, label %vec.epilog.ph1165, !prof !21

vec.epilog.ph1165:                                ; preds = %vector.main.loop.iter.check1148, %vec.epilog.iter.check1163
  %vec.epilog.resume.val1161 = phi i64 [ %n.vec1151, %vec.epilog.iter.check1163 ], [ 0, %vector.main.loop.iter.check1148 ]
  %n.mod.vf1166 = and i64 %umin, 3
  %n.vec1167 = sub i64 %1417, %n.mod.vf1166
  %1451 = add i64 %fold_chunk903, %n.vec1167
  br label %vec.epilog.vector.body1168

vec.epilog.vector.body1168:                       ; preds = %vec.epilog.vector.body1168, %vec.epilog.ph1165
  %index1169 = phi i64 [ %vec.epilog.resume.val1161, %vec.epilog.ph1165 ], [ %index.next1172, %vec.epilog.vector.body1168 ]
  %offset.idx = add i64 %fold_chunk903, %index1169
  %1452 = getelementptr inbounds float, ptr %1406, i64 %offset.idx
  %wide.load1170 = load <4 x float>, ptr %1452, align 4
  %1453 = fmul <4 x float> %wide.load1170, %wide.load1170
  %1454 = fmul <4 x float> %wide.load1170, %1453
  %1455 = fmul <4 x float> %wide.load1170, %1454
  %1456 = fmul <4 x float> %1455, splat (float 2.500000e-01)
  %1457 = fmul <4 x float> %1453, splat (float 5.000000e-01)
  %1458 = fsub <4 x float> %1456, %1457
  %1459 = getelementptr inbounds float, ptr %1407, i64 %offset.idx
  %wide.load1171 = load <4 x float>, ptr %1459, align 4
  %1460 = fsub <4 x float> %wide.load1170, %wide.load1171
  %1461 = fmul <4 x float> %1460, %1460
  %1462 = getelementptr inbounds float, ptr %scratch, i64 %index1169
  store <4 x float> %1458, ptr %1462, align 4
  %1463 = getelementptr float, ptr %31, i64 %index1169
  store <4 x float> %1461, ptr %1463, align 4
  %index.next1172 = add nuw i64 %index1169, 4
  %1464 = icmp eq i64 %index.next1172, %n.vec1167
  br i1 %1464, label %vec.epilog.middle.block1173, label %vec.epilog.vector.body1168, !llvm.loop !63

vec.epilog.middle.block1173:                      ; preds = %vec.epilog.vector.body1168
  %cmp.n1174 = icmp eq i64 %n.mod.vf1166, 0
  br i1 %cmp.n1174, label %feature.exit792, label %feature.body791.preheader

feature.body791.preheader:                        ; preds = %vector.memcheck1131, %iter.check1146, %vec.epilog.iter.check1163, %vec.epilog.middle.block1173
  %feature793896.ph = phi i64 [ %fold_chunk903, %iter.check1146 ], [ %fold_chunk903, %vector.memcheck1131 ], [ %ind.end, %vec.epilog.iter.check1163 ], [ %1451, %vec.epilog.middle.block1173 ]
  %1465 = sub i64 %umin1360, %feature793896.ph
  %.neg = add i64 %feature793896.ph, 1
  %xtraiter = and i64 %1465, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body791.prol.loopexit, label %feature.body791.prol

feature.body791.prol:                             ; preds = %feature.body791.preheader
  %1466 = getelementptr inbounds float, ptr %1406, i64 %feature793896.ph
  %1467 = load float, ptr %1466, align 4
  %1468 = fmul float %1467, %1467
  %1469 = fmul float %1467, %1468
  %1470 = fmul float %1467, %1469
  %1471 = fmul float %1470, 2.500000e-01
  %1472 = fmul float %1468, 5.000000e-01
  %1473 = fsub float %1471, %1472
  %1474 = getelementptr inbounds float, ptr %1407, i64 %feature793896.ph
  %1475 = load float, ptr %1474, align 4
  %1476 = fsub float %1467, %1475
  %1477 = fmul float %1476, %1476
  %1478 = sub nuw i64 %feature793896.ph, %fold_chunk903
  %1479 = getelementptr inbounds float, ptr %scratch, i64 %1478
  store float %1473, ptr %1479, align 4
  %1480 = getelementptr float, ptr %31, i64 %1478
  store float %1477, ptr %1480, align 4
  %1481 = add nuw i64 %feature793896.ph, 1
  br label %feature.body791.prol.loopexit

feature.body791.prol.loopexit:                    ; preds = %feature.body791.prol, %feature.body791.preheader
  %feature793896.unr = phi i64 [ %feature793896.ph, %feature.body791.preheader ], [ %1481, %feature.body791.prol ]
  %1482 = icmp eq i64 %umin1360, %.neg
  br i1 %1482, label %feature.exit792, label %feature.body791

iter.check:                                       ; preds = %fold_chunk.header.loopexit
  %1483 = getelementptr inbounds float, ptr %out_0, i64 %row783905
  %1484 = getelementptr inbounds float, ptr %out_1, i64 %row_offset784
  %1485 = fmul float %fold_value785.1.lcssa, 5.000000e-01
  %1486 = fadd float %fold_value.1.lcssa, %1485
  %bits794 = bitcast float %1486 to i32
  %1487 = tail call float @llvm.fabs.f32(float %1486)
  %magnitude795 = bitcast float %1487 to i32
  %is_nan796 = icmp samesign ugt i32 %magnitude795, 2139095040
  %canonical797 = select i1 %is_nan796, i32 2143289344, i32 %bits794
  store i32 %canonical797, ptr %1483, align 4
  br i1 %conflict.rdx, label %feature.body799.preheader, label %vector.body

vector.body:                                      ; preds = %iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %iter.check ]
  %1488 = getelementptr inbounds float, ptr %1406, i64 %index
  %wide.load = load <16 x float>, ptr %1488, align 4
  %1489 = getelementptr inbounds float, ptr %1407, i64 %index
  %wide.load1123 = load <16 x float>, ptr %1489, align 4
  %1490 = fsub <16 x float> %wide.load, %wide.load1123
  %1491 = fmul <16 x float> %1490, splat (float 2.000000e+00)
  %1492 = fmul <16 x float> %1491, splat (float 5.000000e-01)
  %1493 = fmul <16 x float> %wide.load, splat (float 2.000000e+00)
  %1494 = fmul <16 x float> %1493, splat (float 5.000000e-01)
  %1495 = fsub <16 x float> %1492, %1494
  %1496 = fmul <16 x float> %wide.load, %wide.load
  %1497 = fmul <16 x float> %wide.load, %1496
  %1498 = fmul <16 x float> %1497, splat (float 4.000000e+00)
  %1499 = fmul <16 x float> %1498, splat (float 2.500000e-01)
  %1500 = fadd <16 x float> %1499, %1495
  %1501 = getelementptr inbounds float, ptr %1484, i64 %index
  %1502 = bitcast <16 x float> %1500 to <16 x i32>
  %1503 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %1500)
  %1504 = bitcast <16 x float> %1503 to <16 x i32>
  %1505 = icmp samesign ugt <16 x i32> %1504, splat (i32 2139095040)
  %1506 = select <16 x i1> %1505, <16 x i32> splat (i32 2143289344), <16 x i32> %1502
  store <16 x i32> %1506, ptr %1501, align 4
  %index.next = add nuw i64 %index, 16
  %1507 = icmp eq i64 %index.next, %n.vec
  br i1 %1507, label %middle.block, label %vector.body, !llvm.loop !64

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit800, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body799.preheader, label %vec.epilog.vector.body, !prof !58

vec.epilog.vector.body:                           ; preds = %vec.epilog.iter.check, %vec.epilog.vector.body
  %index1126 = phi i64 [ %index.next1129, %vec.epilog.vector.body ], [ %n.vec, %vec.epilog.iter.check ]
  %1508 = getelementptr inbounds float, ptr %1406, i64 %index1126
  %wide.load1127 = load <4 x float>, ptr %1508, align 4
  %1509 = getelementptr inbounds float, ptr %1407, i64 %index1126
  %wide.load1128 = load <4 x float>, ptr %1509, align 4
  %1510 = fsub <4 x float> %wide.load1127, %wide.load1128
  %1511 = fmul <4 x float> %1510, splat (float 2.000000e+00)
  %1512 = fmul <4 x float> %1511, splat (float 5.000000e-01)
  %1513 = fmul <4 x float> %wide.load1127, splat (float 2.000000e+00)
  %1514 = fmul <4 x float> %1513, splat (float 5.000000e-01)
  %1515 = fsub <4 x float> %1512, %1514
  %1516 = fmul <4 x float> %wide.load1127, %wide.load1127
  %1517 = fmul <4 x float> %wide.load1127, %1516
  %1518 = fmul <4 x float> %1517, splat (float 4.000000e+00)
  %1519 = fmul <4 x float> %1518, splat (float 2.500000e-01)
  %1520 = fadd <4 x float> %1519, %1515
  %1521 = getelementptr inbounds float, ptr %1484, i64 %index1126
  %1522 = bitcast <4 x float> %1520 to <4 x i32>
  %1523 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %1520)
  %1524 = bitcast <4 x float> %1523 to <4 x i32>
  %1525 = icmp samesign ugt <4 x i32> %1524, splat (i32 2139095040)
  %1526 = select <4 x i1> %1525, <4 x i32> splat (i32 2143289344), <4 x i32> %1522
  store <4 x i32> %1526, ptr %1521, align 4
  %index.next1129 = add nuw i64 %index1126, 4
  %1527 = icmp eq i64 %index.next1129, %n.vec1125
  br i1 %1527, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !65

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1130, label %feature.exit800, label %feature.body799.preheader

feature.body799.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature801904.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1125, %vec.epilog.middle.block ]
  %.neg1424 = or disjoint i64 %feature801904.ph, 1
  br i1 %lcmp.mod1369.not, label %feature.body799.prol.loopexit, label %feature.body799.prol

feature.body799.prol:                             ; preds = %feature.body799.preheader
  %1528 = getelementptr inbounds float, ptr %1406, i64 %feature801904.ph
  %1529 = load float, ptr %1528, align 4
  %1530 = getelementptr inbounds float, ptr %1407, i64 %feature801904.ph
  %1531 = load float, ptr %1530, align 4
  %1532 = fsub float %1529, %1531
  %1533 = fmul float %1532, 2.000000e+00
  %1534 = fmul float %1533, 5.000000e-01
  %1535 = fmul float %1529, 2.000000e+00
  %1536 = fmul float %1535, 5.000000e-01
  %1537 = fsub float %1534, %1536
  %1538 = fmul float %1529, %1529
  %1539 = fmul float %1529, %1538
  %1540 = fmul float %1539, 4.000000e+00
  %1541 = fmul float %1540, 2.500000e-01
  %1542 = fadd float %1541, %1537
  %1543 = getelementptr inbounds float, ptr %1484, i64 %feature801904.ph
  %bits802.prol = bitcast float %1542 to i32
  %1544 = tail call float @llvm.fabs.f32(float %1542)
  %magnitude803.prol = bitcast float %1544 to i32
  %is_nan804.prol = icmp samesign ugt i32 %magnitude803.prol, 2139095040
  %canonical805.prol = select i1 %is_nan804.prol, i32 2143289344, i32 %bits802.prol
  store i32 %canonical805.prol, ptr %1543, align 4
  %1545 = or disjoint i64 %feature801904.ph, 1
  br label %feature.body799.prol.loopexit

feature.body799.prol.loopexit:                    ; preds = %feature.body799.prol, %feature.body799.preheader
  %feature801904.unr = phi i64 [ %feature801904.ph, %feature.body799.preheader ], [ %1545, %feature.body799.prol ]
  %1546 = icmp eq i64 %n_features, %.neg1424
  br i1 %1546, label %feature.exit800, label %feature.body799

feature.body791:                                  ; preds = %feature.body791.prol.loopexit, %feature.body791
  %feature793896 = phi i64 [ %1578, %feature.body791 ], [ %feature793896.unr, %feature.body791.prol.loopexit ]
  %1547 = getelementptr inbounds float, ptr %1406, i64 %feature793896
  %1548 = load float, ptr %1547, align 4
  %1549 = fmul float %1548, %1548
  %1550 = fmul float %1548, %1549
  %1551 = fmul float %1548, %1550
  %1552 = fmul float %1551, 2.500000e-01
  %1553 = fmul float %1549, 5.000000e-01
  %1554 = fsub float %1552, %1553
  %1555 = getelementptr inbounds float, ptr %1407, i64 %feature793896
  %1556 = load float, ptr %1555, align 4
  %1557 = fsub float %1548, %1556
  %1558 = fmul float %1557, %1557
  %1559 = sub nuw i64 %feature793896, %fold_chunk903
  %1560 = getelementptr inbounds float, ptr %scratch, i64 %1559
  store float %1554, ptr %1560, align 4
  %1561 = getelementptr float, ptr %31, i64 %1559
  store float %1558, ptr %1561, align 4
  %1562 = add nuw i64 %feature793896, 1
  %1563 = getelementptr inbounds float, ptr %1406, i64 %1562
  %1564 = load float, ptr %1563, align 4
  %1565 = fmul float %1564, %1564
  %1566 = fmul float %1564, %1565
  %1567 = fmul float %1564, %1566
  %1568 = fmul float %1567, 2.500000e-01
  %1569 = fmul float %1565, 5.000000e-01
  %1570 = fsub float %1568, %1569
  %1571 = getelementptr inbounds float, ptr %1407, i64 %1562
  %1572 = load float, ptr %1571, align 4
  %1573 = fsub float %1564, %1572
  %1574 = fmul float %1573, %1573
  %1575 = sub nuw i64 %1562, %fold_chunk903
  %1576 = getelementptr inbounds float, ptr %scratch, i64 %1575
  store float %1570, ptr %1576, align 4
  %1577 = getelementptr float, ptr %31, i64 %1575
  store float %1574, ptr %1577, align 4
  %1578 = add nuw i64 %feature793896, 2
  %exitcond.not.1 = icmp eq i64 %1578, %umin1008
  br i1 %exitcond.not.1, label %feature.exit792, label %feature.body791, !llvm.loop !66

feature.exit792:                                  ; preds = %feature.body791.prol.loopexit, %feature.body791, %middle.block1159, %vec.epilog.middle.block1173, %fold_chunk.body
  %.not = icmp eq i64 %chunk_end, %fold_chunk903
  br i1 %.not, label %fold_chunk.header.loopexit, label %fold_sums.body.preheader

fold_sums.body.preheader:                         ; preds = %feature.exit792
  %xtraiter1363 = and i64 %umax1362, 7
  %1579 = icmp ult i64 %1416, 8
  br i1 %1579, label %fold_sums.body.epil.preheader, label %fold_sums.body.preheader.new

fold_sums.body.preheader.new:                     ; preds = %fold_sums.body.preheader
  %unroll_iter = and i64 %umax1362, -8
  br label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body, %fold_sums.body.preheader.new
  %fold_sums899 = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %1635, %fold_sums.body ]
  %fold_value785.1898 = phi float [ %fold_value785.0902, %fold_sums.body.preheader.new ], [ %1634, %fold_sums.body ]
  %fold_value.1897 = phi float [ %fold_value.0901, %fold_sums.body.preheader.new ], [ %1631, %fold_sums.body ]
  %niter = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %niter.next.7, %fold_sums.body ]
  %1580 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums899
  %1581 = load float, ptr %1580, align 4
  %1582 = fadd float %fold_value.1897, %1581
  %1583 = getelementptr inbounds float, ptr %31, i64 %fold_sums899
  %1584 = load float, ptr %1583, align 4
  %1585 = fadd float %fold_value785.1898, %1584
  %1586 = or disjoint i64 %fold_sums899, 1
  %1587 = getelementptr inbounds float, ptr %scratch, i64 %1586
  %1588 = load float, ptr %1587, align 4
  %1589 = fadd float %1582, %1588
  %1590 = getelementptr inbounds float, ptr %31, i64 %1586
  %1591 = load float, ptr %1590, align 4
  %1592 = fadd float %1585, %1591
  %1593 = or disjoint i64 %fold_sums899, 2
  %1594 = getelementptr inbounds float, ptr %scratch, i64 %1593
  %1595 = load float, ptr %1594, align 4
  %1596 = fadd float %1589, %1595
  %1597 = getelementptr inbounds float, ptr %31, i64 %1593
  %1598 = load float, ptr %1597, align 4
  %1599 = fadd float %1592, %1598
  %1600 = or disjoint i64 %fold_sums899, 3
  %1601 = getelementptr inbounds float, ptr %scratch, i64 %1600
  %1602 = load float, ptr %1601, align 4
  %1603 = fadd float %1596, %1602
  %1604 = getelementptr inbounds float, ptr %31, i64 %1600
  %1605 = load float, ptr %1604, align 4
  %1606 = fadd float %1599, %1605
  %1607 = or disjoint i64 %fold_sums899, 4
  %1608 = getelementptr inbounds float, ptr %scratch, i64 %1607
  %1609 = load float, ptr %1608, align 4
  %1610 = fadd float %1603, %1609
  %1611 = getelementptr inbounds float, ptr %31, i64 %1607
  %1612 = load float, ptr %1611, align 4
  %1613 = fadd float %1606, %1612
  %1614 = or disjoint i64 %fold_sums899, 5
  %1615 = getelementptr inbounds float, ptr %scratch, i64 %1614
  %1616 = load float, ptr %1615, align 4
  %1617 = fadd float %1610, %1616
  %1618 = getelementptr inbounds float, ptr %31, i64 %1614
  %1619 = load float, ptr %1618, align 4
  %1620 = fadd float %1613, %1619
  %1621 = or disjoint i64 %fold_sums899, 6
  %1622 = getelementptr inbounds float, ptr %scratch, i64 %1621
  %1623 = load float, ptr %1622, align 4
  %1624 = fadd float %1617, %1623
  %1625 = getelementptr inbounds float, ptr %31, i64 %1621
  %1626 = load float, ptr %1625, align 4
  %1627 = fadd float %1620, %1626
  %1628 = or disjoint i64 %fold_sums899, 7
  %1629 = getelementptr inbounds float, ptr %scratch, i64 %1628
  %1630 = load float, ptr %1629, align 4
  %1631 = fadd float %1624, %1630
  %1632 = getelementptr inbounds float, ptr %31, i64 %1628
  %1633 = load float, ptr %1632, align 4
  %1634 = fadd float %1627, %1633
  %1635 = add nuw i64 %fold_sums899, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.loopexit.unr-lcssa, label %fold_sums.body

feature.body799:                                  ; preds = %feature.body799.prol.loopexit, %feature.body799
  %feature801904 = phi i64 [ %1671, %feature.body799 ], [ %feature801904.unr, %feature.body799.prol.loopexit ]
  %1636 = getelementptr inbounds float, ptr %1406, i64 %feature801904
  %1637 = load float, ptr %1636, align 4
  %1638 = getelementptr inbounds float, ptr %1407, i64 %feature801904
  %1639 = load float, ptr %1638, align 4
  %1640 = fsub float %1637, %1639
  %1641 = fmul float %1640, 2.000000e+00
  %1642 = fmul float %1641, 5.000000e-01
  %1643 = fmul float %1637, 2.000000e+00
  %1644 = fmul float %1643, 5.000000e-01
  %1645 = fsub float %1642, %1644
  %1646 = fmul float %1637, %1637
  %1647 = fmul float %1637, %1646
  %1648 = fmul float %1647, 4.000000e+00
  %1649 = fmul float %1648, 2.500000e-01
  %1650 = fadd float %1649, %1645
  %1651 = getelementptr inbounds float, ptr %1484, i64 %feature801904
  %bits802 = bitcast float %1650 to i32
  %1652 = tail call float @llvm.fabs.f32(float %1650)
  %magnitude803 = bitcast float %1652 to i32
  %is_nan804 = icmp samesign ugt i32 %magnitude803, 2139095040
  %canonical805 = select i1 %is_nan804, i32 2143289344, i32 %bits802
  store i32 %canonical805, ptr %1651, align 4
  %1653 = add nuw i64 %feature801904, 1
  %1654 = getelementptr inbounds float, ptr %1406, i64 %1653
  %1655 = load float, ptr %1654, align 4
  %1656 = getelementptr inbounds float, ptr %1407, i64 %1653
  %1657 = load float, ptr %1656, align 4
  %1658 = fsub float %1655, %1657
  %1659 = fmul float %1658, 2.000000e+00
  %1660 = fmul float %1659, 5.000000e-01
  %1661 = fmul float %1655, 2.000000e+00
  %1662 = fmul float %1661, 5.000000e-01
  %1663 = fsub float %1660, %1662
  %1664 = fmul float %1655, %1655
  %1665 = fmul float %1655, %1664
  %1666 = fmul float %1665, 4.000000e+00
  %1667 = fmul float %1666, 2.500000e-01
  %1668 = fadd float %1667, %1663
  %1669 = getelementptr inbounds float, ptr %1484, i64 %1653
  %bits802.1 = bitcast float %1668 to i32
  %1670 = tail call float @llvm.fabs.f32(float %1668)
  %magnitude803.1 = bitcast float %1670 to i32
  %is_nan804.1 = icmp samesign ugt i32 %magnitude803.1, 2139095040
  %canonical805.1 = select i1 %is_nan804.1, i32 2143289344, i32 %bits802.1
  store i32 %canonical805.1, ptr %1669, align 4
  %1671 = add nuw i64 %feature801904, 2
  %exitcond1012.not.1 = icmp eq i64 %1671, %n_features
  br i1 %exitcond1012.not.1, label %feature.exit800, label %feature.body799, !llvm.loop !67

feature.exit800:                                  ; preds = %feature.body799.prol.loopexit, %feature.body799, %vec.epilog.middle.block, %middle.block
  %1672 = add nuw i64 %row783905, 1
  %exitcond1013.not = icmp eq i64 %1672, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond1013.not, label %across.done, label %row.body
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!58 = !{!"branch_weights", i32 4, i32 12}
!59 = distinct !{!59, !19, !20}
!60 = distinct !{!60, !19}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !19, !20}
!63 = distinct !{!63, !19, !20}
!64 = distinct !{!64, !19, !20}
!65 = distinct !{!65, !19, !20}
!66 = distinct !{!66, !19}
!67 = distinct !{!67, !19}
