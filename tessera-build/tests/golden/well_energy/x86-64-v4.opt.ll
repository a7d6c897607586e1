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
  %state1096 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_11095 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_01097 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch1115 = ptrtoint ptr %scratch to i64
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
  %.not940 = icmp eq i64 %n_features, 0
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
  %exitcond1003.not.peel = icmp eq i64 %n_features, 1
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
  %32 = sub i64 %out_11095, %state1096
  %33 = sub i64 %out_11095, %input_01097
  %34 = mul i64 %row_begin, %n_features
  %35 = shl i64 %34, 2
  %36 = sub i64 %scratch1115, %35
  %37 = sub i64 %36, %state1096
  %38 = mul i64 %n_features, -4
  %39 = sub i64 %36, %input_01097
  %40 = shl i64 %row_begin, 2
  %41 = sub i64 4, %40
  %42 = mul i64 %n_features, %41
  %43 = add i64 %42, %scratch1115
  %44 = sub i64 %43, %state1096
  %45 = sub i64 %43, %input_01097
  %46 = and i64 %n_features, 4611686018427387872
  %diff.check1114 = icmp eq i64 %46, 0
  %diff.check = icmp ult i64 %32, 256
  %diff.check1098 = icmp ult i64 %33, 256
  %conflict.rdx = or i1 %diff.check, %diff.check1098
  %n.mod.vf = and i64 %n_features, 56
  %n.vec = and i64 %n_features, -64
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec1107 = and i64 %n_features, -8
  %cmp.n1112 = icmp eq i64 %n_features, %n.vec1107
  %xtraiter1361 = and i64 %n_features, 1
  %lcmp.mod1362.not = icmp eq i64 %xtraiter1361, 0
  br label %row.body

across.done:                                      ; preds = %feature.exit780, %lockstep_row.exit759, %across_out.done, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.done
  %indvars.iv1004 = phi i64 [ %8, %across_block.body.lr.ph ], [ %indvars.iv.next1005, %across_out.done ]
  %across_block934 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %800, %across_out.done ]
  %umin1368 = tail call i64 @llvm.umin.i64(i64 %indvars.iv1004, i64 64)
  %47 = mul nuw nsw i64 %n_features, %umin1368
  %48 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1004, i64 1)
  %umax1265 = tail call i64 @llvm.umin.i64(i64 %48, i64 64)
  %49 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1004, i64 1)
  %umax1007 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block934
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
  br i1 %.not940, label %iter.check1268, label %across_in.body

across_in.done:                                   ; preds = %across_in_15.body, %across_in_14.body, %across_in_13.body, %across_in_12.body, %across_in_11.body, %across_in_10.body, %across_in_9.body, %across_in_8.body, %across_in_7.body, %across_in_6.body, %across_in_5.body, %across_in_4.body, %across_in_3.body, %across_in_2.body, %across_in_1.body
  br i1 %.not940, label %iter.check1268, label %vector.body1299.peel

vector.body1299.peel:                             ; preds = %across_in.body, %across_in.done
  %wide.load1301.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load1302.peel = load <16 x float>, ptr %9, align 4
  %51 = fmul <16 x float> %wide.load1301.peel, %wide.load1301.peel
  %52 = fmul <16 x float> %wide.load1302.peel, %wide.load1302.peel
  %53 = fmul <16 x float> %wide.load1301.peel, %51
  %54 = fmul <16 x float> %wide.load1302.peel, %52
  %55 = fmul <16 x float> %wide.load1301.peel, %53
  %56 = fmul <16 x float> %wide.load1302.peel, %54
  %57 = fmul <16 x float> %55, splat (float 2.500000e-01)
  %58 = fmul <16 x float> %56, splat (float 2.500000e-01)
  %59 = fmul <16 x float> %51, splat (float 5.000000e-01)
  %60 = fmul <16 x float> %52, splat (float 5.000000e-01)
  %61 = fsub <16 x float> %57, %59
  %62 = fsub <16 x float> %58, %60
  %wide.load1303.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load1304.peel = load <16 x float>, ptr %10, align 4
  %63 = fsub <16 x float> %wide.load1301.peel, %wide.load1303.peel
  %64 = fsub <16 x float> %wide.load1302.peel, %wide.load1304.peel
  %65 = fmul <16 x float> %63, %63
  %66 = fmul <16 x float> %64, %64
  %67 = fadd <16 x float> %61, zeroinitializer
  %68 = fadd <16 x float> %62, zeroinitializer
  store <16 x float> %67, ptr %across_uniforms, align 4
  store <16 x float> %68, ptr %11, align 4
  store <16 x float> %65, ptr %12, align 4
  store <16 x float> %66, ptr %13, align 4
  %wide.load1301.1.peel = load <16 x float>, ptr %14, align 4
  %wide.load1302.1.peel = load <16 x float>, ptr %15, align 4
  %69 = fmul <16 x float> %wide.load1301.1.peel, %wide.load1301.1.peel
  %70 = fmul <16 x float> %wide.load1302.1.peel, %wide.load1302.1.peel
  %71 = fmul <16 x float> %wide.load1301.1.peel, %69
  %72 = fmul <16 x float> %wide.load1302.1.peel, %70
  %73 = fmul <16 x float> %wide.load1301.1.peel, %71
  %74 = fmul <16 x float> %wide.load1302.1.peel, %72
  %75 = fmul <16 x float> %73, splat (float 2.500000e-01)
  %76 = fmul <16 x float> %74, splat (float 2.500000e-01)
  %77 = fmul <16 x float> %69, splat (float 5.000000e-01)
  %78 = fmul <16 x float> %70, splat (float 5.000000e-01)
  %79 = fsub <16 x float> %75, %77
  %80 = fsub <16 x float> %76, %78
  %wide.load1303.1.peel = load <16 x float>, ptr %16, align 4
  %wide.load1304.1.peel = load <16 x float>, ptr %17, align 4
  %81 = fsub <16 x float> %wide.load1301.1.peel, %wide.load1303.1.peel
  %82 = fsub <16 x float> %wide.load1302.1.peel, %wide.load1304.1.peel
  %83 = fmul <16 x float> %81, %81
  %84 = fmul <16 x float> %82, %82
  %85 = fadd <16 x float> %79, zeroinitializer
  %86 = fadd <16 x float> %80, zeroinitializer
  store <16 x float> %85, ptr %18, align 4
  store <16 x float> %86, ptr %19, align 4
  store <16 x float> %83, ptr %20, align 4
  store <16 x float> %84, ptr %21, align 4
  br i1 %exitcond1003.not.peel, label %iter.check1268, label %across_feature.body.preheader.peel.newph

across_feature.body.preheader.peel.newph:         ; preds = %vector.body1299.peel
  %across_uniforms.promoted = load <16 x float>, ptr %across_uniforms, align 1
  %.promoted = load <16 x float>, ptr %22, align 1
  %.promoted1431 = load <16 x float>, ptr %23, align 1
  %.promoted1433 = load <16 x float>, ptr %24, align 1
  %.promoted1435 = load <16 x float>, ptr %25, align 1
  %.promoted1437 = load <16 x float>, ptr %26, align 1
  %.promoted1439 = load <16 x float>, ptr %27, align 1
  %.promoted1441 = load <16 x float>, ptr %28, align 1
  br label %across_feature.body

across_in_1.body:                                 ; preds = %across_block.body, %across_in_1.body
  %across_in_1911 = phi i64 [ %91, %across_in_1.body ], [ 0, %across_block.body ]
  %chunk_element = add i64 %across_in_1911, %across_block934
  %87 = getelementptr inbounds float, ptr %state, i64 %chunk_element
  %block = load <16 x float>, ptr %87, align 4
  %88 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_1911
  store <16 x float> %block, ptr %88, align 4
  %89 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element
  %block1 = load <16 x float>, ptr %89, align 4
  %90 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_1911
  store <16 x float> %block1, ptr %90, align 4
  %91 = add nuw nsw i64 %across_in_1911, 16
  %92 = icmp samesign ult i64 %across_in_1911, 48
  br i1 %92, label %across_in_1.body, label %across_in.done, !llvm.loop !0

across_in_2.body:                                 ; preds = %across_block.body, %across_in_2.body
  %across_in_2910 = phi i64 [ %103, %across_in_2.body ], [ 0, %across_block.body ]
  %first_element3809 = add i64 %across_in_2910, %across_block934
  %chunk_element4 = shl i64 %first_element3809, 1
  %93 = getelementptr inbounds float, ptr %state, i64 %chunk_element4
  %block5 = load <32 x float>, ptr %93, align 4
  %94 = shufflevector <32 x float> %block5, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %95 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_2910
  store <16 x float> %94, ptr %95, align 4
  %96 = shufflevector <32 x float> %block5, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %k7 = or disjoint i64 %across_in_2910, 64
  %97 = getelementptr inbounds nuw float, ptr %across_state, i64 %k7
  store <16 x float> %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element4
  %block8 = load <32 x float>, ptr %98, align 4
  %99 = shufflevector <32 x float> %block8, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %100 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_2910
  store <16 x float> %99, ptr %100, align 4
  %101 = shufflevector <32 x float> %block8, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %102 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k7
  store <16 x float> %101, ptr %102, align 4
  %103 = add nuw nsw i64 %across_in_2910, 16
  %104 = icmp samesign ult i64 %across_in_2910, 48
  br i1 %104, label %across_in_2.body, label %across_in.done, !llvm.loop !2

across_in_3.body:                                 ; preds = %across_block.body, %across_in_3.body
  %across_in_3909 = phi i64 [ %119, %across_in_3.body ], [ 0, %across_block.body ]
  %first_element11808 = add i64 %across_in_3909, %across_block934
  %chunk_element12 = mul i64 %first_element11808, 3
  %105 = getelementptr inbounds float, ptr %state, i64 %chunk_element12
  %block13 = load <48 x float>, ptr %105, align 4
  %106 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %107 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_3909
  store <16 x float> %106, ptr %107, align 4
  %108 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %k15 = or disjoint i64 %across_in_3909, 64
  %109 = getelementptr inbounds nuw float, ptr %across_state, i64 %k15
  store <16 x float> %108, ptr %109, align 4
  %110 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %k16 = or disjoint i64 %across_in_3909, 128
  %111 = getelementptr inbounds nuw float, ptr %across_state, i64 %k16
  store <16 x float> %110, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element12
  %block17 = load <48 x float>, ptr %112, align 4
  %113 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %114 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_3909
  store <16 x float> %113, ptr %114, align 4
  %115 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %116 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k15
  store <16 x float> %115, ptr %116, align 4
  %117 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %118 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k16
  store <16 x float> %117, ptr %118, align 4
  %119 = add nuw nsw i64 %across_in_3909, 16
  %120 = icmp samesign ult i64 %across_in_3909, 48
  br i1 %120, label %across_in_3.body, label %across_in.done, !llvm.loop !3

across_in_4.body:                                 ; preds = %across_block.body, %across_in_4.body
  %across_in_4908 = phi i64 [ %139, %across_in_4.body ], [ 0, %across_block.body ]
  %first_element21807 = add i64 %across_in_4908, %across_block934
  %chunk_element22 = shl i64 %first_element21807, 2
  %121 = getelementptr inbounds float, ptr %state, i64 %chunk_element22
  %block23 = load <64 x float>, ptr %121, align 4
  %122 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %123 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_4908
  store <16 x float> %122, ptr %123, align 4
  %124 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %k25 = or disjoint i64 %across_in_4908, 64
  %125 = getelementptr inbounds nuw float, ptr %across_state, i64 %k25
  store <16 x float> %124, ptr %125, align 4
  %126 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %k26 = or disjoint i64 %across_in_4908, 128
  %127 = getelementptr inbounds nuw float, ptr %across_state, i64 %k26
  store <16 x float> %126, ptr %127, align 4
  %128 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %k27 = or disjoint i64 %across_in_4908, 192
  %129 = getelementptr inbounds nuw float, ptr %across_state, i64 %k27
  store <16 x float> %128, ptr %129, align 4
  %130 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element22
  %block28 = load <64 x float>, ptr %130, align 4
  %131 = shufflevector <64 x float> %block28, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %132 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_4908
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
  %139 = add nuw nsw i64 %across_in_4908, 16
  %140 = icmp samesign ult i64 %across_in_4908, 48
  br i1 %140, label %across_in_4.body, label %across_in.done, !llvm.loop !4

across_in_5.body:                                 ; preds = %across_block.body, %across_in_5.body
  %across_in_5907 = phi i64 [ %163, %across_in_5.body ], [ 0, %across_block.body ]
  %first_element33806 = add i64 %across_in_5907, %across_block934
  %chunk_element34 = mul i64 %first_element33806, 5
  %141 = getelementptr inbounds float, ptr %state, i64 %chunk_element34
  %block35 = load <80 x float>, ptr %141, align 4
  %142 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %143 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_5907
  store <16 x float> %142, ptr %143, align 4
  %144 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 1, i32 6, i32 11, i32 16, i32 21, i32 26, i32 31, i32 36, i32 41, i32 46, i32 51, i32 56, i32 61, i32 66, i32 71, i32 76>
  %k37 = or disjoint i64 %across_in_5907, 64
  %145 = getelementptr inbounds nuw float, ptr %across_state, i64 %k37
  store <16 x float> %144, ptr %145, align 4
  %146 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 2, i32 7, i32 12, i32 17, i32 22, i32 27, i32 32, i32 37, i32 42, i32 47, i32 52, i32 57, i32 62, i32 67, i32 72, i32 77>
  %k38 = or disjoint i64 %across_in_5907, 128
  %147 = getelementptr inbounds nuw float, ptr %across_state, i64 %k38
  store <16 x float> %146, ptr %147, align 4
  %148 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 3, i32 8, i32 13, i32 18, i32 23, i32 28, i32 33, i32 38, i32 43, i32 48, i32 53, i32 58, i32 63, i32 68, i32 73, i32 78>
  %k39 = or disjoint i64 %across_in_5907, 192
  %149 = getelementptr inbounds nuw float, ptr %across_state, i64 %k39
  store <16 x float> %148, ptr %149, align 4
  %150 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 4, i32 9, i32 14, i32 19, i32 24, i32 29, i32 34, i32 39, i32 44, i32 49, i32 54, i32 59, i32 64, i32 69, i32 74, i32 79>
  %k40 = or disjoint i64 %across_in_5907, 256
  %151 = getelementptr inbounds nuw float, ptr %across_state, i64 %k40
  store <16 x float> %150, ptr %151, align 4
  %152 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element34
  %block41 = load <80 x float>, ptr %152, align 4
  %153 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %154 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_5907
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
  %163 = add nuw nsw i64 %across_in_5907, 16
  %164 = icmp samesign ult i64 %across_in_5907, 48
  br i1 %164, label %across_in_5.body, label %across_in.done, !llvm.loop !5

across_in_6.body:                                 ; preds = %across_block.body, %across_in_6.body
  %across_in_6906 = phi i64 [ %191, %across_in_6.body ], [ 0, %across_block.body ]
  %first_element47805 = add i64 %across_in_6906, %across_block934
  %chunk_element48 = mul i64 %first_element47805, 6
  %165 = getelementptr inbounds float, ptr %state, i64 %chunk_element48
  %block49 = load <96 x float>, ptr %165, align 4
  %166 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %167 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_6906
  store <16 x float> %166, ptr %167, align 4
  %168 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 1, i32 7, i32 13, i32 19, i32 25, i32 31, i32 37, i32 43, i32 49, i32 55, i32 61, i32 67, i32 73, i32 79, i32 85, i32 91>
  %k51 = or disjoint i64 %across_in_6906, 64
  %169 = getelementptr inbounds nuw float, ptr %across_state, i64 %k51
  store <16 x float> %168, ptr %169, align 4
  %170 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 2, i32 8, i32 14, i32 20, i32 26, i32 32, i32 38, i32 44, i32 50, i32 56, i32 62, i32 68, i32 74, i32 80, i32 86, i32 92>
  %k52 = or disjoint i64 %across_in_6906, 128
  %171 = getelementptr inbounds nuw float, ptr %across_state, i64 %k52
  store <16 x float> %170, ptr %171, align 4
  %172 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 3, i32 9, i32 15, i32 21, i32 27, i32 33, i32 39, i32 45, i32 51, i32 57, i32 63, i32 69, i32 75, i32 81, i32 87, i32 93>
  %k53 = or disjoint i64 %across_in_6906, 192
  %173 = getelementptr inbounds nuw float, ptr %across_state, i64 %k53
  store <16 x float> %172, ptr %173, align 4
  %174 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 4, i32 10, i32 16, i32 22, i32 28, i32 34, i32 40, i32 46, i32 52, i32 58, i32 64, i32 70, i32 76, i32 82, i32 88, i32 94>
  %k54 = or disjoint i64 %across_in_6906, 256
  %175 = getelementptr inbounds nuw float, ptr %across_state, i64 %k54
  store <16 x float> %174, ptr %175, align 4
  %176 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 5, i32 11, i32 17, i32 23, i32 29, i32 35, i32 41, i32 47, i32 53, i32 59, i32 65, i32 71, i32 77, i32 83, i32 89, i32 95>
  %k55 = or disjoint i64 %across_in_6906, 320
  %177 = getelementptr inbounds nuw float, ptr %across_state, i64 %k55
  store <16 x float> %176, ptr %177, align 4
  %178 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element48
  %block56 = load <96 x float>, ptr %178, align 4
  %179 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %180 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_6906
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
  %191 = add nuw nsw i64 %across_in_6906, 16
  %192 = icmp samesign ult i64 %across_in_6906, 48
  br i1 %192, label %across_in_6.body, label %across_in.done, !llvm.loop !6

across_in_7.body:                                 ; preds = %across_block.body, %across_in_7.body
  %across_in_7905 = phi i64 [ %223, %across_in_7.body ], [ 0, %across_block.body ]
  %first_element63804 = add i64 %across_in_7905, %across_block934
  %chunk_element64 = mul i64 %first_element63804, 7
  %193 = getelementptr inbounds float, ptr %state, i64 %chunk_element64
  %block65 = load <112 x float>, ptr %193, align 4
  %194 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %195 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_7905
  store <16 x float> %194, ptr %195, align 4
  %196 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>
  %k67 = or disjoint i64 %across_in_7905, 64
  %197 = getelementptr inbounds nuw float, ptr %across_state, i64 %k67
  store <16 x float> %196, ptr %197, align 4
  %198 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 2, i32 9, i32 16, i32 23, i32 30, i32 37, i32 44, i32 51, i32 58, i32 65, i32 72, i32 79, i32 86, i32 93, i32 100, i32 107>
  %k68 = or disjoint i64 %across_in_7905, 128
  %199 = getelementptr inbounds nuw float, ptr %across_state, i64 %k68
  store <16 x float> %198, ptr %199, align 4
  %200 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 3, i32 10, i32 17, i32 24, i32 31, i32 38, i32 45, i32 52, i32 59, i32 66, i32 73, i32 80, i32 87, i32 94, i32 101, i32 108>
  %k69 = or disjoint i64 %across_in_7905, 192
  %201 = getelementptr inbounds nuw float, ptr %across_state, i64 %k69
  store <16 x float> %200, ptr %201, align 4
  %202 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 4, i32 11, i32 18, i32 25, i32 32, i32 39, i32 46, i32 53, i32 60, i32 67, i32 74, i32 81, i32 88, i32 95, i32 102, i32 109>
  %k70 = or disjoint i64 %across_in_7905, 256
  %203 = getelementptr inbounds nuw float, ptr %across_state, i64 %k70
  store <16 x float> %202, ptr %203, align 4
  %204 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 5, i32 12, i32 19, i32 26, i32 33, i32 40, i32 47, i32 54, i32 61, i32 68, i32 75, i32 82, i32 89, i32 96, i32 103, i32 110>
  %k71 = or disjoint i64 %across_in_7905, 320
  %205 = getelementptr inbounds nuw float, ptr %across_state, i64 %k71
  store <16 x float> %204, ptr %205, align 4
  %206 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 6, i32 13, i32 20, i32 27, i32 34, i32 41, i32 48, i32 55, i32 62, i32 69, i32 76, i32 83, i32 90, i32 97, i32 104, i32 111>
  %k72 = or disjoint i64 %across_in_7905, 384
  %207 = getelementptr inbounds nuw float, ptr %across_state, i64 %k72
  store <16 x float> %206, ptr %207, align 4
  %208 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element64
  %block73 = load <112 x float>, ptr %208, align 4
  %209 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %210 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_7905
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
  %223 = add nuw nsw i64 %across_in_7905, 16
  %224 = icmp samesign ult i64 %across_in_7905, 48
  br i1 %224, label %across_in_7.body, label %across_in.done, !llvm.loop !7

across_in_8.body:                                 ; preds = %across_block.body, %across_in_8.body
  %across_in_8904 = phi i64 [ %259, %across_in_8.body ], [ 0, %across_block.body ]
  %first_element81803 = add i64 %across_in_8904, %across_block934
  %chunk_element82 = shl i64 %first_element81803, 3
  %225 = getelementptr inbounds float, ptr %state, i64 %chunk_element82
  %block83 = load <128 x float>, ptr %225, align 4
  %226 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %227 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_8904
  store <16 x float> %226, ptr %227, align 4
  %228 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %k85 = or disjoint i64 %across_in_8904, 64
  %229 = getelementptr inbounds nuw float, ptr %across_state, i64 %k85
  store <16 x float> %228, ptr %229, align 4
  %230 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %k86 = or disjoint i64 %across_in_8904, 128
  %231 = getelementptr inbounds nuw float, ptr %across_state, i64 %k86
  store <16 x float> %230, ptr %231, align 4
  %232 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %k87 = or disjoint i64 %across_in_8904, 192
  %233 = getelementptr inbounds nuw float, ptr %across_state, i64 %k87
  store <16 x float> %232, ptr %233, align 4
  %234 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %k88 = or disjoint i64 %across_in_8904, 256
  %235 = getelementptr inbounds nuw float, ptr %across_state, i64 %k88
  store <16 x float> %234, ptr %235, align 4
  %236 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %k89 = or disjoint i64 %across_in_8904, 320
  %237 = getelementptr inbounds nuw float, ptr %across_state, i64 %k89
  store <16 x float> %236, ptr %237, align 4
  %238 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %k90 = or disjoint i64 %across_in_8904, 384
  %239 = getelementptr inbounds nuw float, ptr %across_state, i64 %k90
  store <16 x float> %238, ptr %239, align 4
  %240 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %k91 = or disjoint i64 %across_in_8904, 448
  %241 = getelementptr inbounds nuw float, ptr %across_state, i64 %k91
  store <16 x float> %240, ptr %241, align 4
  %242 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element82
  %block92 = load <128 x float>, ptr %242, align 4
  %243 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %244 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_8904
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
  %259 = add nuw nsw i64 %across_in_8904, 16
  %260 = icmp samesign ult i64 %across_in_8904, 48
  br i1 %260, label %across_in_8.body, label %across_in.done, !llvm.loop !8

across_in_9.body:                                 ; preds = %across_block.body, %across_in_9.body
  %across_in_9903 = phi i64 [ %299, %across_in_9.body ], [ 0, %across_block.body ]
  %first_element101802 = add i64 %across_in_9903, %across_block934
  %chunk_element102 = mul i64 %first_element101802, 9
  %261 = getelementptr inbounds float, ptr %state, i64 %chunk_element102
  %block103 = load <72 x float>, ptr %261, align 4
  %262 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %263 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_9903
  store <8 x float> %262, ptr %263, align 4
  %264 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 1, i32 10, i32 19, i32 28, i32 37, i32 46, i32 55, i32 64>
  %k105 = or disjoint i64 %across_in_9903, 64
  %265 = getelementptr inbounds nuw float, ptr %across_state, i64 %k105
  store <8 x float> %264, ptr %265, align 4
  %266 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 2, i32 11, i32 20, i32 29, i32 38, i32 47, i32 56, i32 65>
  %k106 = or disjoint i64 %across_in_9903, 128
  %267 = getelementptr inbounds nuw float, ptr %across_state, i64 %k106
  store <8 x float> %266, ptr %267, align 4
  %268 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 3, i32 12, i32 21, i32 30, i32 39, i32 48, i32 57, i32 66>
  %k107 = or disjoint i64 %across_in_9903, 192
  %269 = getelementptr inbounds nuw float, ptr %across_state, i64 %k107
  store <8 x float> %268, ptr %269, align 4
  %270 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 4, i32 13, i32 22, i32 31, i32 40, i32 49, i32 58, i32 67>
  %k108 = or disjoint i64 %across_in_9903, 256
  %271 = getelementptr inbounds nuw float, ptr %across_state, i64 %k108
  store <8 x float> %270, ptr %271, align 4
  %272 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 5, i32 14, i32 23, i32 32, i32 41, i32 50, i32 59, i32 68>
  %k109 = or disjoint i64 %across_in_9903, 320
  %273 = getelementptr inbounds nuw float, ptr %across_state, i64 %k109
  store <8 x float> %272, ptr %273, align 4
  %274 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 6, i32 15, i32 24, i32 33, i32 42, i32 51, i32 60, i32 69>
  %k110 = or disjoint i64 %across_in_9903, 384
  %275 = getelementptr inbounds nuw float, ptr %across_state, i64 %k110
  store <8 x float> %274, ptr %275, align 4
  %276 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 7, i32 16, i32 25, i32 34, i32 43, i32 52, i32 61, i32 70>
  %k111 = or disjoint i64 %across_in_9903, 448
  %277 = getelementptr inbounds nuw float, ptr %across_state, i64 %k111
  store <8 x float> %276, ptr %277, align 4
  %278 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 8, i32 17, i32 26, i32 35, i32 44, i32 53, i32 62, i32 71>
  %k112 = or disjoint i64 %across_in_9903, 512
  %279 = getelementptr inbounds nuw float, ptr %across_state, i64 %k112
  store <8 x float> %278, ptr %279, align 4
  %280 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element102
  %block113 = load <72 x float>, ptr %280, align 4
  %281 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %282 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_9903
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
  %299 = add nuw nsw i64 %across_in_9903, 8
  %300 = icmp samesign ult i64 %across_in_9903, 56
  br i1 %300, label %across_in_9.body, label %across_in.done, !llvm.loop !9

across_in_10.body:                                ; preds = %across_block.body, %across_in_10.body
  %across_in_10902 = phi i64 [ %343, %across_in_10.body ], [ 0, %across_block.body ]
  %first_element123801 = add i64 %across_in_10902, %across_block934
  %chunk_element124 = mul i64 %first_element123801, 10
  %301 = getelementptr inbounds float, ptr %state, i64 %chunk_element124
  %block125 = load <80 x float>, ptr %301, align 4
  %302 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %303 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_10902
  store <8 x float> %302, ptr %303, align 4
  %304 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 1, i32 11, i32 21, i32 31, i32 41, i32 51, i32 61, i32 71>
  %k127 = or disjoint i64 %across_in_10902, 64
  %305 = getelementptr inbounds nuw float, ptr %across_state, i64 %k127
  store <8 x float> %304, ptr %305, align 4
  %306 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 2, i32 12, i32 22, i32 32, i32 42, i32 52, i32 62, i32 72>
  %k128 = or disjoint i64 %across_in_10902, 128
  %307 = getelementptr inbounds nuw float, ptr %across_state, i64 %k128
  store <8 x float> %306, ptr %307, align 4
  %308 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 3, i32 13, i32 23, i32 33, i32 43, i32 53, i32 63, i32 73>
  %k129 = or disjoint i64 %across_in_10902, 192
  %309 = getelementptr inbounds nuw float, ptr %across_state, i64 %k129
  store <8 x float> %308, ptr %309, align 4
  %310 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 4, i32 14, i32 24, i32 34, i32 44, i32 54, i32 64, i32 74>
  %k130 = or disjoint i64 %across_in_10902, 256
  %311 = getelementptr inbounds nuw float, ptr %across_state, i64 %k130
  store <8 x float> %310, ptr %311, align 4
  %312 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 5, i32 15, i32 25, i32 35, i32 45, i32 55, i32 65, i32 75>
  %k131 = or disjoint i64 %across_in_10902, 320
  %313 = getelementptr inbounds nuw float, ptr %across_state, i64 %k131
  store <8 x float> %312, ptr %313, align 4
  %314 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 6, i32 16, i32 26, i32 36, i32 46, i32 56, i32 66, i32 76>
  %k132 = or disjoint i64 %across_in_10902, 384
  %315 = getelementptr inbounds nuw float, ptr %across_state, i64 %k132
  store <8 x float> %314, ptr %315, align 4
  %316 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 7, i32 17, i32 27, i32 37, i32 47, i32 57, i32 67, i32 77>
  %k133 = or disjoint i64 %across_in_10902, 448
  %317 = getelementptr inbounds nuw float, ptr %across_state, i64 %k133
  store <8 x float> %316, ptr %317, align 4
  %318 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 8, i32 18, i32 28, i32 38, i32 48, i32 58, i32 68, i32 78>
  %k134 = or disjoint i64 %across_in_10902, 512
  %319 = getelementptr inbounds nuw float, ptr %across_state, i64 %k134
  store <8 x float> %318, ptr %319, align 4
  %320 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 9, i32 19, i32 29, i32 39, i32 49, i32 59, i32 69, i32 79>
  %k135 = or disjoint i64 %across_in_10902, 576
  %321 = getelementptr inbounds nuw float, ptr %across_state, i64 %k135
  store <8 x float> %320, ptr %321, align 4
  %322 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element124
  %block136 = load <80 x float>, ptr %322, align 4
  %323 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %324 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_10902
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
  %343 = add nuw nsw i64 %across_in_10902, 8
  %344 = icmp samesign ult i64 %across_in_10902, 56
  br i1 %344, label %across_in_10.body, label %across_in.done, !llvm.loop !10

across_in_11.body:                                ; preds = %across_block.body, %across_in_11.body
  %across_in_11901 = phi i64 [ %391, %across_in_11.body ], [ 0, %across_block.body ]
  %first_element147800 = add i64 %across_in_11901, %across_block934
  %chunk_element148 = mul i64 %first_element147800, 11
  %345 = getelementptr inbounds float, ptr %state, i64 %chunk_element148
  %block149 = load <88 x float>, ptr %345, align 4
  %346 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %347 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_11901
  store <8 x float> %346, ptr %347, align 4
  %348 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 1, i32 12, i32 23, i32 34, i32 45, i32 56, i32 67, i32 78>
  %k151 = or disjoint i64 %across_in_11901, 64
  %349 = getelementptr inbounds nuw float, ptr %across_state, i64 %k151
  store <8 x float> %348, ptr %349, align 4
  %350 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 2, i32 13, i32 24, i32 35, i32 46, i32 57, i32 68, i32 79>
  %k152 = or disjoint i64 %across_in_11901, 128
  %351 = getelementptr inbounds nuw float, ptr %across_state, i64 %k152
  store <8 x float> %350, ptr %351, align 4
  %352 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 3, i32 14, i32 25, i32 36, i32 47, i32 58, i32 69, i32 80>
  %k153 = or disjoint i64 %across_in_11901, 192
  %353 = getelementptr inbounds nuw float, ptr %across_state, i64 %k153
  store <8 x float> %352, ptr %353, align 4
  %354 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 4, i32 15, i32 26, i32 37, i32 48, i32 59, i32 70, i32 81>
  %k154 = or disjoint i64 %across_in_11901, 256
  %355 = getelementptr inbounds nuw float, ptr %across_state, i64 %k154
  store <8 x float> %354, ptr %355, align 4
  %356 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 5, i32 16, i32 27, i32 38, i32 49, i32 60, i32 71, i32 82>
  %k155 = or disjoint i64 %across_in_11901, 320
  %357 = getelementptr inbounds nuw float, ptr %across_state, i64 %k155
  store <8 x float> %356, ptr %357, align 4
  %358 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 6, i32 17, i32 28, i32 39, i32 50, i32 61, i32 72, i32 83>
  %k156 = or disjoint i64 %across_in_11901, 384
  %359 = getelementptr inbounds nuw float, ptr %across_state, i64 %k156
  store <8 x float> %358, ptr %359, align 4
  %360 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 7, i32 18, i32 29, i32 40, i32 51, i32 62, i32 73, i32 84>
  %k157 = or disjoint i64 %across_in_11901, 448
  %361 = getelementptr inbounds nuw float, ptr %across_state, i64 %k157
  store <8 x float> %360, ptr %361, align 4
  %362 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 8, i32 19, i32 30, i32 41, i32 52, i32 63, i32 74, i32 85>
  %k158 = or disjoint i64 %across_in_11901, 512
  %363 = getelementptr inbounds nuw float, ptr %across_state, i64 %k158
  store <8 x float> %362, ptr %363, align 4
  %364 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 9, i32 20, i32 31, i32 42, i32 53, i32 64, i32 75, i32 86>
  %k159 = or disjoint i64 %across_in_11901, 576
  %365 = getelementptr inbounds nuw float, ptr %across_state, i64 %k159
  store <8 x float> %364, ptr %365, align 4
  %366 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 10, i32 21, i32 32, i32 43, i32 54, i32 65, i32 76, i32 87>
  %k160 = or disjoint i64 %across_in_11901, 640
  %367 = getelementptr inbounds nuw float, ptr %across_state, i64 %k160
  store <8 x float> %366, ptr %367, align 4
  %368 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element148
  %block161 = load <88 x float>, ptr %368, align 4
  %369 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %370 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_11901
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
  %391 = add nuw nsw i64 %across_in_11901, 8
  %392 = icmp samesign ult i64 %across_in_11901, 56
  br i1 %392, label %across_in_11.body, label %across_in.done, !llvm.loop !11

across_in_12.body:                                ; preds = %across_block.body, %across_in_12.body
  %across_in_12900 = phi i64 [ %443, %across_in_12.body ], [ 0, %across_block.body ]
  %first_element173799 = add i64 %across_in_12900, %across_block934
  %chunk_element174 = mul i64 %first_element173799, 12
  %393 = getelementptr inbounds float, ptr %state, i64 %chunk_element174
  %block175 = load <96 x float>, ptr %393, align 4
  %394 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %395 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_12900
  store <8 x float> %394, ptr %395, align 4
  %396 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 1, i32 13, i32 25, i32 37, i32 49, i32 61, i32 73, i32 85>
  %k177 = or disjoint i64 %across_in_12900, 64
  %397 = getelementptr inbounds nuw float, ptr %across_state, i64 %k177
  store <8 x float> %396, ptr %397, align 4
  %398 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 2, i32 14, i32 26, i32 38, i32 50, i32 62, i32 74, i32 86>
  %k178 = or disjoint i64 %across_in_12900, 128
  %399 = getelementptr inbounds nuw float, ptr %across_state, i64 %k178
  store <8 x float> %398, ptr %399, align 4
  %400 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 3, i32 15, i32 27, i32 39, i32 51, i32 63, i32 75, i32 87>
  %k179 = or disjoint i64 %across_in_12900, 192
  %401 = getelementptr inbounds nuw float, ptr %across_state, i64 %k179
  store <8 x float> %400, ptr %401, align 4
  %402 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 4, i32 16, i32 28, i32 40, i32 52, i32 64, i32 76, i32 88>
  %k180 = or disjoint i64 %across_in_12900, 256
  %403 = getelementptr inbounds nuw float, ptr %across_state, i64 %k180
  store <8 x float> %402, ptr %403, align 4
  %404 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 5, i32 17, i32 29, i32 41, i32 53, i32 65, i32 77, i32 89>
  %k181 = or disjoint i64 %across_in_12900, 320
  %405 = getelementptr inbounds nuw float, ptr %across_state, i64 %k181
  store <8 x float> %404, ptr %405, align 4
  %406 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 6, i32 18, i32 30, i32 42, i32 54, i32 66, i32 78, i32 90>
  %k182 = or disjoint i64 %across_in_12900, 384
  %407 = getelementptr inbounds nuw float, ptr %across_state, i64 %k182
  store <8 x float> %406, ptr %407, align 4
  %408 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 7, i32 19, i32 31, i32 43, i32 55, i32 67, i32 79, i32 91>
  %k183 = or disjoint i64 %across_in_12900, 448
  %409 = getelementptr inbounds nuw float, ptr %across_state, i64 %k183
  store <8 x float> %408, ptr %409, align 4
  %410 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 68, i32 80, i32 92>
  %k184 = or disjoint i64 %across_in_12900, 512
  %411 = getelementptr inbounds nuw float, ptr %across_state, i64 %k184
  store <8 x float> %410, ptr %411, align 4
  %412 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 9, i32 21, i32 33, i32 45, i32 57, i32 69, i32 81, i32 93>
  %k185 = or disjoint i64 %across_in_12900, 576
  %413 = getelementptr inbounds nuw float, ptr %across_state, i64 %k185
  store <8 x float> %412, ptr %413, align 4
  %414 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 10, i32 22, i32 34, i32 46, i32 58, i32 70, i32 82, i32 94>
  %k186 = or disjoint i64 %across_in_12900, 640
  %415 = getelementptr inbounds nuw float, ptr %across_state, i64 %k186
  store <8 x float> %414, ptr %415, align 4
  %416 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 11, i32 23, i32 35, i32 47, i32 59, i32 71, i32 83, i32 95>
  %k187 = or disjoint i64 %across_in_12900, 704
  %417 = getelementptr inbounds nuw float, ptr %across_state, i64 %k187
  store <8 x float> %416, ptr %417, align 4
  %418 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element174
  %block188 = load <96 x float>, ptr %418, align 4
  %419 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %420 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_12900
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
  %443 = add nuw nsw i64 %across_in_12900, 8
  %444 = icmp samesign ult i64 %across_in_12900, 56
  br i1 %444, label %across_in_12.body, label %across_in.done, !llvm.loop !12

across_in_13.body:                                ; preds = %across_block.body, %across_in_13.body
  %across_in_13899 = phi i64 [ %499, %across_in_13.body ], [ 0, %across_block.body ]
  %first_element201798 = add i64 %across_in_13899, %across_block934
  %chunk_element202 = mul i64 %first_element201798, 13
  %445 = getelementptr inbounds float, ptr %state, i64 %chunk_element202
  %block203 = load <104 x float>, ptr %445, align 4
  %446 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %447 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_13899
  store <8 x float> %446, ptr %447, align 4
  %448 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 1, i32 14, i32 27, i32 40, i32 53, i32 66, i32 79, i32 92>
  %k205 = or disjoint i64 %across_in_13899, 64
  %449 = getelementptr inbounds nuw float, ptr %across_state, i64 %k205
  store <8 x float> %448, ptr %449, align 4
  %450 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 2, i32 15, i32 28, i32 41, i32 54, i32 67, i32 80, i32 93>
  %k206 = or disjoint i64 %across_in_13899, 128
  %451 = getelementptr inbounds nuw float, ptr %across_state, i64 %k206
  store <8 x float> %450, ptr %451, align 4
  %452 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 3, i32 16, i32 29, i32 42, i32 55, i32 68, i32 81, i32 94>
  %k207 = or disjoint i64 %across_in_13899, 192
  %453 = getelementptr inbounds nuw float, ptr %across_state, i64 %k207
  store <8 x float> %452, ptr %453, align 4
  %454 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 4, i32 17, i32 30, i32 43, i32 56, i32 69, i32 82, i32 95>
  %k208 = or disjoint i64 %across_in_13899, 256
  %455 = getelementptr inbounds nuw float, ptr %across_state, i64 %k208
  store <8 x float> %454, ptr %455, align 4
  %456 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 5, i32 18, i32 31, i32 44, i32 57, i32 70, i32 83, i32 96>
  %k209 = or disjoint i64 %across_in_13899, 320
  %457 = getelementptr inbounds nuw float, ptr %across_state, i64 %k209
  store <8 x float> %456, ptr %457, align 4
  %458 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 6, i32 19, i32 32, i32 45, i32 58, i32 71, i32 84, i32 97>
  %k210 = or disjoint i64 %across_in_13899, 384
  %459 = getelementptr inbounds nuw float, ptr %across_state, i64 %k210
  store <8 x float> %458, ptr %459, align 4
  %460 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 7, i32 20, i32 33, i32 46, i32 59, i32 72, i32 85, i32 98>
  %k211 = or disjoint i64 %across_in_13899, 448
  %461 = getelementptr inbounds nuw float, ptr %across_state, i64 %k211
  store <8 x float> %460, ptr %461, align 4
  %462 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 8, i32 21, i32 34, i32 47, i32 60, i32 73, i32 86, i32 99>
  %k212 = or disjoint i64 %across_in_13899, 512
  %463 = getelementptr inbounds nuw float, ptr %across_state, i64 %k212
  store <8 x float> %462, ptr %463, align 4
  %464 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 9, i32 22, i32 35, i32 48, i32 61, i32 74, i32 87, i32 100>
  %k213 = or disjoint i64 %across_in_13899, 576
  %465 = getelementptr inbounds nuw float, ptr %across_state, i64 %k213
  store <8 x float> %464, ptr %465, align 4
  %466 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 10, i32 23, i32 36, i32 49, i32 62, i32 75, i32 88, i32 101>
  %k214 = or disjoint i64 %across_in_13899, 640
  %467 = getelementptr inbounds nuw float, ptr %across_state, i64 %k214
  store <8 x float> %466, ptr %467, align 4
  %468 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 11, i32 24, i32 37, i32 50, i32 63, i32 76, i32 89, i32 102>
  %k215 = or disjoint i64 %across_in_13899, 704
  %469 = getelementptr inbounds nuw float, ptr %across_state, i64 %k215
  store <8 x float> %468, ptr %469, align 4
  %470 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 12, i32 25, i32 38, i32 51, i32 64, i32 77, i32 90, i32 103>
  %k216 = or disjoint i64 %across_in_13899, 768
  %471 = getelementptr inbounds nuw float, ptr %across_state, i64 %k216
  store <8 x float> %470, ptr %471, align 4
  %472 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element202
  %block217 = load <104 x float>, ptr %472, align 4
  %473 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %474 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_13899
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
  %499 = add nuw nsw i64 %across_in_13899, 8
  %500 = icmp samesign ult i64 %across_in_13899, 56
  br i1 %500, label %across_in_13.body, label %across_in.done, !llvm.loop !13

across_in_14.body:                                ; preds = %across_block.body, %across_in_14.body
  %across_in_14898 = phi i64 [ %559, %across_in_14.body ], [ 0, %across_block.body ]
  %first_element231797 = add i64 %across_in_14898, %across_block934
  %chunk_element232 = mul i64 %first_element231797, 14
  %501 = getelementptr inbounds float, ptr %state, i64 %chunk_element232
  %block233 = load <112 x float>, ptr %501, align 4
  %502 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %503 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_14898
  store <8 x float> %502, ptr %503, align 4
  %504 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 1, i32 15, i32 29, i32 43, i32 57, i32 71, i32 85, i32 99>
  %k235 = or disjoint i64 %across_in_14898, 64
  %505 = getelementptr inbounds nuw float, ptr %across_state, i64 %k235
  store <8 x float> %504, ptr %505, align 4
  %506 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 2, i32 16, i32 30, i32 44, i32 58, i32 72, i32 86, i32 100>
  %k236 = or disjoint i64 %across_in_14898, 128
  %507 = getelementptr inbounds nuw float, ptr %across_state, i64 %k236
  store <8 x float> %506, ptr %507, align 4
  %508 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 3, i32 17, i32 31, i32 45, i32 59, i32 73, i32 87, i32 101>
  %k237 = or disjoint i64 %across_in_14898, 192
  %509 = getelementptr inbounds nuw float, ptr %across_state, i64 %k237
  store <8 x float> %508, ptr %509, align 4
  %510 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 4, i32 18, i32 32, i32 46, i32 60, i32 74, i32 88, i32 102>
  %k238 = or disjoint i64 %across_in_14898, 256
  %511 = getelementptr inbounds nuw float, ptr %across_state, i64 %k238
  store <8 x float> %510, ptr %511, align 4
  %512 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 5, i32 19, i32 33, i32 47, i32 61, i32 75, i32 89, i32 103>
  %k239 = or disjoint i64 %across_in_14898, 320
  %513 = getelementptr inbounds nuw float, ptr %across_state, i64 %k239
  store <8 x float> %512, ptr %513, align 4
  %514 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 6, i32 20, i32 34, i32 48, i32 62, i32 76, i32 90, i32 104>
  %k240 = or disjoint i64 %across_in_14898, 384
  %515 = getelementptr inbounds nuw float, ptr %across_state, i64 %k240
  store <8 x float> %514, ptr %515, align 4
  %516 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 7, i32 21, i32 35, i32 49, i32 63, i32 77, i32 91, i32 105>
  %k241 = or disjoint i64 %across_in_14898, 448
  %517 = getelementptr inbounds nuw float, ptr %across_state, i64 %k241
  store <8 x float> %516, ptr %517, align 4
  %518 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 8, i32 22, i32 36, i32 50, i32 64, i32 78, i32 92, i32 106>
  %k242 = or disjoint i64 %across_in_14898, 512
  %519 = getelementptr inbounds nuw float, ptr %across_state, i64 %k242
  store <8 x float> %518, ptr %519, align 4
  %520 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 9, i32 23, i32 37, i32 51, i32 65, i32 79, i32 93, i32 107>
  %k243 = or disjoint i64 %across_in_14898, 576
  %521 = getelementptr inbounds nuw float, ptr %across_state, i64 %k243
  store <8 x float> %520, ptr %521, align 4
  %522 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 10, i32 24, i32 38, i32 52, i32 66, i32 80, i32 94, i32 108>
  %k244 = or disjoint i64 %across_in_14898, 640
  %523 = getelementptr inbounds nuw float, ptr %across_state, i64 %k244
  store <8 x float> %522, ptr %523, align 4
  %524 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 11, i32 25, i32 39, i32 53, i32 67, i32 81, i32 95, i32 109>
  %k245 = or disjoint i64 %across_in_14898, 704
  %525 = getelementptr inbounds nuw float, ptr %across_state, i64 %k245
  store <8 x float> %524, ptr %525, align 4
  %526 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 12, i32 26, i32 40, i32 54, i32 68, i32 82, i32 96, i32 110>
  %k246 = or disjoint i64 %across_in_14898, 768
  %527 = getelementptr inbounds nuw float, ptr %across_state, i64 %k246
  store <8 x float> %526, ptr %527, align 4
  %528 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 13, i32 27, i32 41, i32 55, i32 69, i32 83, i32 97, i32 111>
  %k247 = or disjoint i64 %across_in_14898, 832
  %529 = getelementptr inbounds nuw float, ptr %across_state, i64 %k247
  store <8 x float> %528, ptr %529, align 4
  %530 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element232
  %block248 = load <112 x float>, ptr %530, align 4
  %531 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %532 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_14898
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
  %559 = add nuw nsw i64 %across_in_14898, 8
  %560 = icmp samesign ult i64 %across_in_14898, 56
  br i1 %560, label %across_in_14.body, label %across_in.done, !llvm.loop !14

across_in_15.body:                                ; preds = %across_block.body, %across_in_15.body
  %across_in_15897 = phi i64 [ %623, %across_in_15.body ], [ 0, %across_block.body ]
  %first_element263796 = add i64 %across_in_15897, %across_block934
  %chunk_element264 = mul i64 %first_element263796, 15
  %561 = getelementptr inbounds float, ptr %state, i64 %chunk_element264
  %block265 = load <120 x float>, ptr %561, align 4
  %562 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %563 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_15897
  store <8 x float> %562, ptr %563, align 4
  %564 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 1, i32 16, i32 31, i32 46, i32 61, i32 76, i32 91, i32 106>
  %k267 = or disjoint i64 %across_in_15897, 64
  %565 = getelementptr inbounds nuw float, ptr %across_state, i64 %k267
  store <8 x float> %564, ptr %565, align 4
  %566 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 2, i32 17, i32 32, i32 47, i32 62, i32 77, i32 92, i32 107>
  %k268 = or disjoint i64 %across_in_15897, 128
  %567 = getelementptr inbounds nuw float, ptr %across_state, i64 %k268
  store <8 x float> %566, ptr %567, align 4
  %568 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 3, i32 18, i32 33, i32 48, i32 63, i32 78, i32 93, i32 108>
  %k269 = or disjoint i64 %across_in_15897, 192
  %569 = getelementptr inbounds nuw float, ptr %across_state, i64 %k269
  store <8 x float> %568, ptr %569, align 4
  %570 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 4, i32 19, i32 34, i32 49, i32 64, i32 79, i32 94, i32 109>
  %k270 = or disjoint i64 %across_in_15897, 256
  %571 = getelementptr inbounds nuw float, ptr %across_state, i64 %k270
  store <8 x float> %570, ptr %571, align 4
  %572 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 5, i32 20, i32 35, i32 50, i32 65, i32 80, i32 95, i32 110>
  %k271 = or disjoint i64 %across_in_15897, 320
  %573 = getelementptr inbounds nuw float, ptr %across_state, i64 %k271
  store <8 x float> %572, ptr %573, align 4
  %574 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 6, i32 21, i32 36, i32 51, i32 66, i32 81, i32 96, i32 111>
  %k272 = or disjoint i64 %across_in_15897, 384
  %575 = getelementptr inbounds nuw float, ptr %across_state, i64 %k272
  store <8 x float> %574, ptr %575, align 4
  %576 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 7, i32 22, i32 37, i32 52, i32 67, i32 82, i32 97, i32 112>
  %k273 = or disjoint i64 %across_in_15897, 448
  %577 = getelementptr inbounds nuw float, ptr %across_state, i64 %k273
  store <8 x float> %576, ptr %577, align 4
  %578 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 8, i32 23, i32 38, i32 53, i32 68, i32 83, i32 98, i32 113>
  %k274 = or disjoint i64 %across_in_15897, 512
  %579 = getelementptr inbounds nuw float, ptr %across_state, i64 %k274
  store <8 x float> %578, ptr %579, align 4
  %580 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 9, i32 24, i32 39, i32 54, i32 69, i32 84, i32 99, i32 114>
  %k275 = or disjoint i64 %across_in_15897, 576
  %581 = getelementptr inbounds nuw float, ptr %across_state, i64 %k275
  store <8 x float> %580, ptr %581, align 4
  %582 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 10, i32 25, i32 40, i32 55, i32 70, i32 85, i32 100, i32 115>
  %k276 = or disjoint i64 %across_in_15897, 640
  %583 = getelementptr inbounds nuw float, ptr %across_state, i64 %k276
  store <8 x float> %582, ptr %583, align 4
  %584 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 11, i32 26, i32 41, i32 56, i32 71, i32 86, i32 101, i32 116>
  %k277 = or disjoint i64 %across_in_15897, 704
  %585 = getelementptr inbounds nuw float, ptr %across_state, i64 %k277
  store <8 x float> %584, ptr %585, align 4
  %586 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 12, i32 27, i32 42, i32 57, i32 72, i32 87, i32 102, i32 117>
  %k278 = or disjoint i64 %across_in_15897, 768
  %587 = getelementptr inbounds nuw float, ptr %across_state, i64 %k278
  store <8 x float> %586, ptr %587, align 4
  %588 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 13, i32 28, i32 43, i32 58, i32 73, i32 88, i32 103, i32 118>
  %k279 = or disjoint i64 %across_in_15897, 832
  %589 = getelementptr inbounds nuw float, ptr %across_state, i64 %k279
  store <8 x float> %588, ptr %589, align 4
  %590 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 14, i32 29, i32 44, i32 59, i32 74, i32 89, i32 104, i32 119>
  %k280 = or disjoint i64 %across_in_15897, 896
  %591 = getelementptr inbounds nuw float, ptr %across_state, i64 %k280
  store <8 x float> %590, ptr %591, align 4
  %592 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element264
  %block281 = load <120 x float>, ptr %592, align 4
  %593 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %594 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_15897
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
  %623 = add nuw nsw i64 %across_in_15897, 8
  %624 = icmp samesign ult i64 %across_in_15897, 56
  br i1 %624, label %across_in_15.body, label %across_in.done, !llvm.loop !15

across_in.body:                                   ; preds = %across_in.header.preheader, %across_in.body
  %across_in912 = phi i64 [ %644, %across_in.body ], [ 0, %across_in.header.preheader ]
  %r = and i64 %across_in912, 62
  %f = lshr i64 %across_in912, 6
  %625 = icmp ugt i64 %rows_left, %r
  %626 = select i1 %625, i64 %r, i64 %last_row
  %row = add i64 %626, %across_block934
  %row_element = mul i64 %row, %n_features
  %627 = add i64 %row_element, %f
  %628 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in912
  %629 = getelementptr inbounds float, ptr %state, i64 %627
  %630 = load float, ptr %629, align 4
  store float %630, ptr %628, align 4
  %631 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in912
  %632 = getelementptr inbounds float, ptr %input_0, i64 %627
  %633 = load float, ptr %632, align 4
  store float %633, ptr %631, align 4
  %634 = or disjoint i64 %across_in912, 1
  %r.1 = and i64 %634, 63
  %f.1 = lshr i64 %across_in912, 6
  %635 = icmp ugt i64 %rows_left, %r.1
  %636 = select i1 %635, i64 %r.1, i64 %last_row
  %row.1 = add i64 %636, %across_block934
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
  %644 = add nuw nsw i64 %across_in912, 2
  %exitcond1000.not.1 = icmp eq i64 %644, %block_elements
  br i1 %exitcond1000.not.1, label %vector.body1299.peel, label %across_in.body, !llvm.loop !16

iter.check1268.loopexit.loopexit:                 ; preds = %across_feature.body
  store <16 x float> %683, ptr %across_uniforms, align 1
  store <16 x float> %684, ptr %22, align 1
  store <16 x float> %696, ptr %23, align 1
  store <16 x float> %697, ptr %24, align 1
  store <16 x float> %709, ptr %25, align 1
  store <16 x float> %710, ptr %26, align 1
  store <16 x float> %722, ptr %27, align 1
  store <16 x float> %723, ptr %28, align 1
  br label %iter.check1268

iter.check1268:                                   ; preds = %vector.body1299.peel, %iter.check1268.loopexit.loopexit, %across_in.header.preheader, %across_in.done
  %645 = getelementptr float, ptr %out_0, i64 %across_block934
  %min.iters.check1266 = icmp ult i64 %indvars.iv1004, 4
  br i1 %min.iters.check1266, label %across_uniform_sinks.body.preheader, label %vector.main.loop.iter.check1270

vector.main.loop.iter.check1270:                  ; preds = %iter.check1268
  %min.iters.check1269 = icmp ult i64 %indvars.iv1004, 32
  br i1 %min.iters.check1269, label %vec.epilog.ph1287, label %vector.ph1271

vector.ph1271:                                    ; preds = %vector.main.loop.iter.check1270
  %n.mod.vf1272 = and i64 %umax1265, 28
  %n.vec1273 = and i64 %umax1265, 96
  br label %vector.body1274

vector.body1274:                                  ; preds = %vector.body1274, %vector.ph1271
  %index1275 = phi i64 [ 0, %vector.ph1271 ], [ %index.next1280, %vector.body1274 ]
  %646 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %index1275
  %647 = getelementptr inbounds nuw i8, ptr %646, i64 64
  %wide.load1276 = load <16 x float>, ptr %646, align 4
  %wide.load1277 = load <16 x float>, ptr %647, align 4
  %648 = getelementptr i8, ptr %646, i64 256
  %649 = getelementptr i8, ptr %646, i64 320
  %wide.load1278 = load <16 x float>, ptr %648, align 4
  %wide.load1279 = load <16 x float>, ptr %649, align 4
  %650 = fmul <16 x float> %wide.load1278, splat (float 5.000000e-01)
  %651 = fmul <16 x float> %wide.load1279, splat (float 5.000000e-01)
  %652 = fadd <16 x float> %wide.load1276, %650
  %653 = fadd <16 x float> %wide.load1277, %651
  %654 = getelementptr float, ptr %645, i64 %index1275
  %655 = getelementptr i8, ptr %654, i64 64
  store <16 x float> %652, ptr %654, align 4
  store <16 x float> %653, ptr %655, align 4
  %index.next1280 = add nuw i64 %index1275, 32
  %656 = icmp eq i64 %index.next1280, %n.vec1273
  br i1 %656, label %middle.block1281, label %vector.body1274, !llvm.loop !18

middle.block1281:                                 ; preds = %vector.body1274
  %cmp.n1282 = icmp eq i64 %umax1265, %n.vec1273
  br i1 %cmp.n1282, label %across_feature.header305.preheader, label %vec.epilog.iter.check1285

vec.epilog.iter.check1285:                        ; preds = %middle.block1281
  %min.epilog.iters.check1286 = icmp eq i64 %n.mod.vf1272, 0
  br i1 %min.epilog.iters.check1286, label %across_uniform_sinks.body.preheader, label %vec.epilog.ph1287, !prof !21

vec.epilog.ph1287:                                ; preds = %vector.main.loop.iter.check1270, %vec.epilog.iter.check1285
  %vec.epilog.resume.val1283 = phi i64 [ %n.vec1273, %vec.epilog.iter.check1285 ], [ 0, %vector.main.loop.iter.check1270 ]
  %n.vec1289 = and i64 %umax1265, 124
  br label %vec.epilog.vector.body1290

vec.epilog.vector.body1290:                       ; preds = %vec.epilog.vector.body1290, %vec.epilog.ph1287
  %index1291 = phi i64 [ %vec.epilog.resume.val1283, %vec.epilog.ph1287 ], [ %index.next1294, %vec.epilog.vector.body1290 ]
  %657 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %index1291
  %wide.load1292 = load <4 x float>, ptr %657, align 4
  %658 = getelementptr i8, ptr %657, i64 256
  %wide.load1293 = load <4 x float>, ptr %658, align 4
  %659 = fmul <4 x float> %wide.load1293, splat (float 5.000000e-01)
  %660 = fadd <4 x float> %wide.load1292, %659
  %661 = getelementptr float, ptr %645, i64 %index1291
  store <4 x float> %660, ptr %661, align 4
  %index.next1294 = add nuw i64 %index1291, 4
  %662 = icmp eq i64 %index.next1294, %n.vec1289
  br i1 %662, label %vec.epilog.middle.block1295, label %vec.epilog.vector.body1290, !llvm.loop !22

vec.epilog.middle.block1295:                      ; preds = %vec.epilog.vector.body1290
  %cmp.n1296 = icmp eq i64 %umax1265, %n.vec1289
  br i1 %cmp.n1296, label %across_feature.header305.preheader, label %across_uniform_sinks.body.preheader

across_uniform_sinks.body.preheader:              ; preds = %iter.check1268, %vec.epilog.iter.check1285, %vec.epilog.middle.block1295
  %across_uniform_sinks915.ph = phi i64 [ 0, %iter.check1268 ], [ %n.vec1273, %vec.epilog.iter.check1285 ], [ %n.vec1289, %vec.epilog.middle.block1295 ]
  br label %across_uniform_sinks.body

across_feature.body:                              ; preds = %across_feature.body.preheader.peel.newph, %across_feature.body
  %663 = phi <16 x float> [ %723, %across_feature.body ], [ %.promoted1441, %across_feature.body.preheader.peel.newph ]
  %664 = phi <16 x float> [ %722, %across_feature.body ], [ %.promoted1439, %across_feature.body.preheader.peel.newph ]
  %665 = phi <16 x float> [ %710, %across_feature.body ], [ %.promoted1437, %across_feature.body.preheader.peel.newph ]
  %666 = phi <16 x float> [ %709, %across_feature.body ], [ %.promoted1435, %across_feature.body.preheader.peel.newph ]
  %667 = phi <16 x float> [ %697, %across_feature.body ], [ %.promoted1433, %across_feature.body.preheader.peel.newph ]
  %668 = phi <16 x float> [ %696, %across_feature.body ], [ %.promoted1431, %across_feature.body.preheader.peel.newph ]
  %669 = phi <16 x float> [ %684, %across_feature.body ], [ %.promoted, %across_feature.body.preheader.peel.newph ]
  %670 = phi <16 x float> [ %683, %across_feature.body ], [ %across_uniforms.promoted, %across_feature.body.preheader.peel.newph ]
  %wide.load1313.31411 = phi <16 x float> [ %723, %across_feature.body ], [ %84, %across_feature.body.preheader.peel.newph ]
  %wide.load1313.21405 = phi <16 x float> [ %710, %across_feature.body ], [ %83, %across_feature.body.preheader.peel.newph ]
  %wide.load1313.11399 = phi <16 x float> [ %697, %across_feature.body ], [ %66, %across_feature.body.preheader.peel.newph ]
  %wide.load13131393 = phi <16 x float> [ %684, %across_feature.body ], [ %65, %across_feature.body.preheader.peel.newph ]
  %wide.load1312.31387 = phi <16 x float> [ %722, %across_feature.body ], [ %86, %across_feature.body.preheader.peel.newph ]
  %wide.load1312.21381 = phi <16 x float> [ %709, %across_feature.body ], [ %85, %across_feature.body.preheader.peel.newph ]
  %wide.load1312.11375 = phi <16 x float> [ %696, %across_feature.body ], [ %68, %across_feature.body.preheader.peel.newph ]
  %671 = phi <16 x float> [ %683, %across_feature.body ], [ %67, %across_feature.body.preheader.peel.newph ]
  %across_feature914 = phi i64 [ %724, %across_feature.body ], [ 1, %across_feature.body.preheader.peel.newph ]
  %672 = shl nuw nsw i64 %across_feature914, 6
  %673 = getelementptr inbounds nuw float, ptr %across_state, i64 %672
  %wide.load1310 = load <16 x float>, ptr %673, align 4
  %674 = fmul <16 x float> %wide.load1310, %wide.load1310
  %675 = fmul <16 x float> %wide.load1310, %674
  %676 = fmul <16 x float> %wide.load1310, %675
  %677 = fmul <16 x float> %676, splat (float 2.500000e-01)
  %678 = fmul <16 x float> %674, splat (float 5.000000e-01)
  %679 = fsub <16 x float> %677, %678
  %680 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %672
  %wide.load1311 = load <16 x float>, ptr %680, align 4
  %681 = fsub <16 x float> %wide.load1310, %wide.load1311
  %682 = fmul <16 x float> %681, %681
  %683 = fadd <16 x float> %671, %679
  %684 = fadd <16 x float> %682, %wide.load13131393
  %685 = or disjoint i64 %672, 16
  %686 = getelementptr inbounds nuw float, ptr %across_state, i64 %685
  %wide.load1310.1 = load <16 x float>, ptr %686, align 4
  %687 = fmul <16 x float> %wide.load1310.1, %wide.load1310.1
  %688 = fmul <16 x float> %wide.load1310.1, %687
  %689 = fmul <16 x float> %wide.load1310.1, %688
  %690 = fmul <16 x float> %689, splat (float 2.500000e-01)
  %691 = fmul <16 x float> %687, splat (float 5.000000e-01)
  %692 = fsub <16 x float> %690, %691
  %693 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %685
  %wide.load1311.1 = load <16 x float>, ptr %693, align 4
  %694 = fsub <16 x float> %wide.load1310.1, %wide.load1311.1
  %695 = fmul <16 x float> %694, %694
  %696 = fadd <16 x float> %wide.load1312.11375, %692
  %697 = fadd <16 x float> %695, %wide.load1313.11399
  %698 = or disjoint i64 %672, 32
  %699 = getelementptr inbounds nuw float, ptr %across_state, i64 %698
  %wide.load1310.2 = load <16 x float>, ptr %699, align 4
  %700 = fmul <16 x float> %wide.load1310.2, %wide.load1310.2
  %701 = fmul <16 x float> %wide.load1310.2, %700
  %702 = fmul <16 x float> %wide.load1310.2, %701
  %703 = fmul <16 x float> %702, splat (float 2.500000e-01)
  %704 = fmul <16 x float> %700, splat (float 5.000000e-01)
  %705 = fsub <16 x float> %703, %704
  %706 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %698
  %wide.load1311.2 = load <16 x float>, ptr %706, align 4
  %707 = fsub <16 x float> %wide.load1310.2, %wide.load1311.2
  %708 = fmul <16 x float> %707, %707
  %709 = fadd <16 x float> %wide.load1312.21381, %705
  %710 = fadd <16 x float> %708, %wide.load1313.21405
  %711 = or disjoint i64 %672, 48
  %712 = getelementptr inbounds nuw float, ptr %across_state, i64 %711
  %wide.load1310.3 = load <16 x float>, ptr %712, align 4
  %713 = fmul <16 x float> %wide.load1310.3, %wide.load1310.3
  %714 = fmul <16 x float> %wide.load1310.3, %713
  %715 = fmul <16 x float> %wide.load1310.3, %714
  %716 = fmul <16 x float> %715, splat (float 2.500000e-01)
  %717 = fmul <16 x float> %713, splat (float 5.000000e-01)
  %718 = fsub <16 x float> %716, %717
  %719 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %711
  %wide.load1311.3 = load <16 x float>, ptr %719, align 4
  %720 = fsub <16 x float> %wide.load1310.3, %wide.load1311.3
  %721 = fmul <16 x float> %720, %720
  %722 = fadd <16 x float> %wide.load1312.31387, %718
  %723 = fadd <16 x float> %721, %wide.load1313.31411
  %724 = add nuw i64 %across_feature914, 1
  %exitcond1003.not = icmp eq i64 %724, %n_features
  br i1 %exitcond1003.not, label %iter.check1268.loopexit.loopexit, label %across_feature.body, !llvm.loop !23

across_feature.header305.preheader:               ; preds = %across_uniform_sinks.body, %vec.epilog.middle.block1295, %middle.block1281
  br i1 %.not940, label %across_feature.exit307, label %across_row.header309.preheader

across_uniform_sinks.body:                        ; preds = %across_uniform_sinks.body.preheader, %across_uniform_sinks.body
  %across_uniform_sinks915 = phi i64 [ %732, %across_uniform_sinks.body ], [ %across_uniform_sinks915.ph, %across_uniform_sinks.body.preheader ]
  %725 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %across_uniform_sinks915
  %726 = load float, ptr %725, align 4
  %727 = getelementptr i8, ptr %725, i64 256
  %728 = load float, ptr %727, align 4
  %729 = fmul float %728, 5.000000e-01
  %730 = fadd float %726, %729
  %731 = getelementptr float, ptr %645, i64 %across_uniform_sinks915
  store float %730, ptr %731, align 4
  %732 = add nuw nsw i64 %across_uniform_sinks915, 1
  %exitcond1008.not = icmp eq i64 %732, %umax1007
  br i1 %exitcond1008.not, label %across_feature.header305.preheader, label %across_uniform_sinks.body, !llvm.loop !25

across_row.header309.preheader:                   ; preds = %across_feature.header305.preheader, %across_row.header309.preheader
  %across_feature308917 = phi i64 [ %790, %across_row.header309.preheader ], [ 0, %across_feature.header305.preheader ]
  %733 = shl i64 %across_feature308917, 6
  %734 = getelementptr inbounds float, ptr %across_state, i64 %733
  %735 = getelementptr inbounds nuw i8, ptr %734, i64 64
  %736 = getelementptr inbounds nuw i8, ptr %734, i64 128
  %737 = getelementptr inbounds nuw i8, ptr %734, i64 192
  %wide.load1255 = load <16 x float>, ptr %734, align 4
  %wide.load1256 = load <16 x float>, ptr %735, align 4
  %wide.load1257 = load <16 x float>, ptr %736, align 4
  %wide.load1258 = load <16 x float>, ptr %737, align 4
  %738 = getelementptr inbounds float, ptr %across_input_0, i64 %733
  %739 = getelementptr inbounds nuw i8, ptr %738, i64 64
  %740 = getelementptr inbounds nuw i8, ptr %738, i64 128
  %741 = getelementptr inbounds nuw i8, ptr %738, i64 192
  %wide.load1259 = load <16 x float>, ptr %738, align 4
  %wide.load1260 = load <16 x float>, ptr %739, align 4
  %wide.load1261 = load <16 x float>, ptr %740, align 4
  %wide.load1262 = load <16 x float>, ptr %741, align 4
  %742 = fsub <16 x float> %wide.load1255, %wide.load1259
  %743 = fsub <16 x float> %wide.load1256, %wide.load1260
  %744 = fsub <16 x float> %wide.load1257, %wide.load1261
  %745 = fsub <16 x float> %wide.load1258, %wide.load1262
  %746 = fmul <16 x float> %742, splat (float 2.000000e+00)
  %747 = fmul <16 x float> %743, splat (float 2.000000e+00)
  %748 = fmul <16 x float> %744, splat (float 2.000000e+00)
  %749 = fmul <16 x float> %745, splat (float 2.000000e+00)
  %750 = fmul <16 x float> %746, splat (float 5.000000e-01)
  %751 = fmul <16 x float> %747, splat (float 5.000000e-01)
  %752 = fmul <16 x float> %748, splat (float 5.000000e-01)
  %753 = fmul <16 x float> %749, splat (float 5.000000e-01)
  %754 = fmul <16 x float> %wide.load1255, splat (float 2.000000e+00)
  %755 = fmul <16 x float> %wide.load1256, splat (float 2.000000e+00)
  %756 = fmul <16 x float> %wide.load1257, splat (float 2.000000e+00)
  %757 = fmul <16 x float> %wide.load1258, splat (float 2.000000e+00)
  %758 = fmul <16 x float> %754, splat (float 5.000000e-01)
  %759 = fmul <16 x float> %755, splat (float 5.000000e-01)
  %760 = fmul <16 x float> %756, splat (float 5.000000e-01)
  %761 = fmul <16 x float> %757, splat (float 5.000000e-01)
  %762 = fsub <16 x float> %750, %758
  %763 = fsub <16 x float> %751, %759
  %764 = fsub <16 x float> %752, %760
  %765 = fsub <16 x float> %753, %761
  %766 = fmul <16 x float> %wide.load1255, %wide.load1255
  %767 = fmul <16 x float> %wide.load1256, %wide.load1256
  %768 = fmul <16 x float> %wide.load1257, %wide.load1257
  %769 = fmul <16 x float> %wide.load1258, %wide.load1258
  %770 = fmul <16 x float> %wide.load1255, %766
  %771 = fmul <16 x float> %wide.load1256, %767
  %772 = fmul <16 x float> %wide.load1257, %768
  %773 = fmul <16 x float> %wide.load1258, %769
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
  %790 = add nuw i64 %across_feature308917, 1
  %exitcond1010.not = icmp eq i64 %790, %n_features
  br i1 %exitcond1010.not, label %across_feature.exit307, label %across_row.header309.preheader

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
  %791 = getelementptr float, ptr %out_1, i64 %across_block934
  br label %across_out_1.body

across_out.default:                               ; preds = %across_feature.exit307
  %real_elements = mul nuw nsw i64 %50, %n_features
  %.not944 = icmp eq i64 %real_elements, 0
  br i1 %.not944, label %across_out.done, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %across_out.default
  %xtraiter1369 = and i64 %47, 1
  %792 = icmp eq i64 %47, 1
  br i1 %792, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1373 = and i64 %47, 2046
  br label %across_out.body

across_out.done.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1371.not = icmp eq i64 %xtraiter1369, 0
  br i1 %lcmp.mod1371.not, label %across_out.done, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.done.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out933.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %1073, %across_out.done.loopexit.unr-lcssa ]
  %lcmp.mod1372 = icmp ne i64 %xtraiter1369, 0
  tail call void @llvm.assume(i1 %lcmp.mod1372)
  %r706.epil = udiv i64 %across_out933.epil.init, %n_features
  %f707.epil = urem i64 %across_out933.epil.init, %n_features
  %793 = icmp ult i64 %r706.epil, %50
  %794 = select i1 %793, i64 %r706.epil, i64 %last_row
  %row708.epil = add i64 %794, %across_block934
  %row_element709.epil = mul i64 %row708.epil, %n_features
  %.idx838.epil = shl nuw nsw i64 %f707.epil, 8
  %795 = getelementptr i8, ptr %across_out_1, i64 %.idx838.epil
  %796 = getelementptr float, ptr %795, i64 %r706.epil
  %797 = load float, ptr %796, align 4
  %798 = getelementptr float, ptr %out_1, i64 %row_element709.epil
  %799 = getelementptr float, ptr %798, i64 %f707.epil
  store float %797, ptr %799, align 4
  br label %across_out.done

across_out.done:                                  ; preds = %across_out_15.body, %across_out_14.body, %across_out_13.body, %across_out_12.body, %across_out_11.body, %across_out_10.body, %across_out_9.body, %across_out_8.body, %across_out_7.body, %across_out_6.body, %across_out_5.body, %across_out_4.body, %across_out_3.body, %across_out_2.body, %across_out_1.body, %across_out.body.epil.preheader, %across_out.done.loopexit.unr-lcssa, %across_out.default
  %800 = add i64 %across_block934, 64
  %801 = icmp ult i64 %800, %row_end
  %indvars.iv.next1005 = add i64 %indvars.iv1004, -64
  br i1 %801, label %across_block.body, label %across.done

across_out_1.body:                                ; preds = %across_out_1.header.preheader, %across_out_1.body
  %across_out_1317932 = phi i64 [ 0, %across_out_1.header.preheader ], [ %804, %across_out_1.body ]
  %802 = getelementptr float, ptr %791, i64 %across_out_1317932
  %803 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_1317932
  %block320 = load <16 x float>, ptr %803, align 4
  store <16 x float> %block320, ptr %802, align 4
  %804 = add nuw nsw i64 %across_out_1317932, 16
  %805 = icmp samesign ult i64 %across_out_1317932, 48
  br i1 %805, label %across_out_1.body, label %across_out.done, !llvm.loop !26

across_out_2.body:                                ; preds = %across_feature.exit307, %across_out_2.body
  %across_out_2931 = phi i64 [ %809, %across_out_2.body ], [ 0, %across_feature.exit307 ]
  %first_element321836 = add i64 %across_out_2931, %across_block934
  %.idx837 = shl i64 %first_element321836, 3
  %806 = getelementptr inbounds i8, ptr %out_1, i64 %.idx837
  %807 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_2931
  %block324 = load <16 x float>, ptr %807, align 4
  %808 = getelementptr inbounds nuw i8, ptr %807, i64 256
  %block327 = load <16 x float>, ptr %808, align 4
  %interleaved328 = shufflevector <16 x float> %block324, <16 x float> %block327, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved328, ptr %806, align 4
  %809 = add nuw nsw i64 %across_out_2931, 16
  %810 = icmp samesign ult i64 %across_out_2931, 48
  br i1 %810, label %across_out_2.body, label %across_out.done, !llvm.loop !27

across_out_3.body:                                ; preds = %across_feature.exit307, %across_out_3.body
  %across_out_3930 = phi i64 [ %816, %across_out_3.body ], [ 0, %across_feature.exit307 ]
  %first_element329834 = add i64 %across_out_3930, %across_block934
  %.idx835 = mul i64 %first_element329834, 12
  %811 = getelementptr inbounds i8, ptr %out_1, i64 %.idx835
  %812 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_3930
  %block332 = load <16 x float>, ptr %812, align 4
  %813 = getelementptr inbounds nuw i8, ptr %812, i64 256
  %block335 = load <16 x float>, ptr %813, align 4
  %interleaved336 = shufflevector <16 x float> %block332, <16 x float> %block335, <48 x i32> <i32 0, i32 16, i32 poison, i32 1, i32 17, i32 poison, i32 2, i32 18, i32 poison, i32 3, i32 19, i32 poison, i32 4, i32 20, i32 poison, i32 5, i32 21, i32 poison, i32 6, i32 22, i32 poison, i32 7, i32 23, i32 poison, i32 8, i32 24, i32 poison, i32 9, i32 25, i32 poison, i32 10, i32 26, i32 poison, i32 11, i32 27, i32 poison, i32 12, i32 28, i32 poison, i32 13, i32 29, i32 poison, i32 14, i32 30, i32 poison, i32 15, i32 31, i32 poison>
  %814 = getelementptr inbounds nuw i8, ptr %812, i64 512
  %block338 = load <16 x float>, ptr %814, align 4
  %815 = shufflevector <16 x float> %block338, <16 x float> poison, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved339 = shufflevector <48 x float> %interleaved336, <48 x float> %815, <48 x i32> <i32 0, i32 1, i32 48, i32 3, i32 4, i32 49, i32 6, i32 7, i32 50, i32 9, i32 10, i32 51, i32 12, i32 13, i32 52, i32 15, i32 16, i32 53, i32 18, i32 19, i32 54, i32 21, i32 22, i32 55, i32 24, i32 25, i32 56, i32 27, i32 28, i32 57, i32 30, i32 31, i32 58, i32 33, i32 34, i32 59, i32 36, i32 37, i32 60, i32 39, i32 40, i32 61, i32 42, i32 43, i32 62, i32 45, i32 46, i32 63>
  store <48 x float> %interleaved339, ptr %811, align 4
  %816 = add nuw nsw i64 %across_out_3930, 16
  %817 = icmp samesign ult i64 %across_out_3930, 48
  br i1 %817, label %across_out_3.body, label %across_out.done, !llvm.loop !28

across_out_4.body:                                ; preds = %across_feature.exit307, %across_out_4.body
  %across_out_4929 = phi i64 [ %825, %across_out_4.body ], [ 0, %across_feature.exit307 ]
  %first_element340832 = add i64 %across_out_4929, %across_block934
  %.idx833 = shl i64 %first_element340832, 4
  %818 = getelementptr inbounds i8, ptr %out_1, i64 %.idx833
  %819 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_4929
  %block343 = load <16 x float>, ptr %819, align 4
  %820 = getelementptr inbounds nuw i8, ptr %819, i64 256
  %block346 = load <16 x float>, ptr %820, align 4
  %interleaved347 = shufflevector <16 x float> %block343, <16 x float> %block346, <64 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison>
  %821 = getelementptr inbounds nuw i8, ptr %819, i64 512
  %block349 = load <16 x float>, ptr %821, align 4
  %822 = shufflevector <16 x float> %block349, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved350 = shufflevector <64 x float> %interleaved347, <64 x float> %822, <64 x i32> <i32 0, i32 1, i32 64, i32 poison, i32 4, i32 5, i32 65, i32 poison, i32 8, i32 9, i32 66, i32 poison, i32 12, i32 13, i32 67, i32 poison, i32 16, i32 17, i32 68, i32 poison, i32 20, i32 21, i32 69, i32 poison, i32 24, i32 25, i32 70, i32 poison, i32 28, i32 29, i32 71, i32 poison, i32 32, i32 33, i32 72, i32 poison, i32 36, i32 37, i32 73, i32 poison, i32 40, i32 41, i32 74, i32 poison, i32 44, i32 45, i32 75, i32 poison, i32 48, i32 49, i32 76, i32 poison, i32 52, i32 53, i32 77, i32 poison, i32 56, i32 57, i32 78, i32 poison, i32 60, i32 61, i32 79, i32 poison>
  %823 = getelementptr inbounds nuw i8, ptr %819, i64 768
  %block352 = load <16 x float>, ptr %823, align 4
  %824 = shufflevector <16 x float> %block352, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved353 = shufflevector <64 x float> %interleaved350, <64 x float> %824, <64 x i32> <i32 0, i32 1, i32 2, i32 64, i32 4, i32 5, i32 6, i32 65, i32 8, i32 9, i32 10, i32 66, i32 12, i32 13, i32 14, i32 67, i32 16, i32 17, i32 18, i32 68, i32 20, i32 21, i32 22, i32 69, i32 24, i32 25, i32 26, i32 70, i32 28, i32 29, i32 30, i32 71, i32 32, i32 33, i32 34, i32 72, i32 36, i32 37, i32 38, i32 73, i32 40, i32 41, i32 42, i32 74, i32 44, i32 45, i32 46, i32 75, i32 48, i32 49, i32 50, i32 76, i32 52, i32 53, i32 54, i32 77, i32 56, i32 57, i32 58, i32 78, i32 60, i32 61, i32 62, i32 79>
  store <64 x float> %interleaved353, ptr %818, align 4
  %825 = add nuw nsw i64 %across_out_4929, 16
  %826 = icmp samesign ult i64 %across_out_4929, 48
  br i1 %826, label %across_out_4.body, label %across_out.done, !llvm.loop !29

across_out_5.body:                                ; preds = %across_feature.exit307, %across_out_5.body
  %across_out_5928 = phi i64 [ %836, %across_out_5.body ], [ 0, %across_feature.exit307 ]
  %first_element354830 = add i64 %across_out_5928, %across_block934
  %.idx831 = mul i64 %first_element354830, 20
  %827 = getelementptr inbounds i8, ptr %out_1, i64 %.idx831
  %828 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_5928
  %block357 = load <16 x float>, ptr %828, align 4
  %829 = getelementptr inbounds nuw i8, ptr %828, i64 256
  %block360 = load <16 x float>, ptr %829, align 4
  %interleaved361 = shufflevector <16 x float> %block357, <16 x float> %block360, <80 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison>
  %830 = getelementptr inbounds nuw i8, ptr %828, i64 512
  %block363 = load <16 x float>, ptr %830, align 4
  %831 = shufflevector <16 x float> %block363, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved364 = shufflevector <80 x float> %interleaved361, <80 x float> %831, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 5, i32 6, i32 81, i32 poison, i32 poison, i32 10, i32 11, i32 82, i32 poison, i32 poison, i32 15, i32 16, i32 83, i32 poison, i32 poison, i32 20, i32 21, i32 84, i32 poison, i32 poison, i32 25, i32 26, i32 85, i32 poison, i32 poison, i32 30, i32 31, i32 86, i32 poison, i32 poison, i32 35, i32 36, i32 87, i32 poison, i32 poison, i32 40, i32 41, i32 88, i32 poison, i32 poison, i32 45, i32 46, i32 89, i32 poison, i32 poison, i32 50, i32 51, i32 90, i32 poison, i32 poison, i32 55, i32 56, i32 91, i32 poison, i32 poison, i32 60, i32 61, i32 92, i32 poison, i32 poison, i32 65, i32 66, i32 93, i32 poison, i32 poison, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 75, i32 76, i32 95, i32 poison, i32 poison>
  %832 = getelementptr inbounds nuw i8, ptr %828, i64 768
  %block366 = load <16 x float>, ptr %832, align 4
  %833 = shufflevector <16 x float> %block366, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved367 = shufflevector <80 x float> %interleaved364, <80 x float> %833, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 5, i32 6, i32 7, i32 81, i32 poison, i32 10, i32 11, i32 12, i32 82, i32 poison, i32 15, i32 16, i32 17, i32 83, i32 poison, i32 20, i32 21, i32 22, i32 84, i32 poison, i32 25, i32 26, i32 27, i32 85, i32 poison, i32 30, i32 31, i32 32, i32 86, i32 poison, i32 35, i32 36, i32 37, i32 87, i32 poison, i32 40, i32 41, i32 42, i32 88, i32 poison, i32 45, i32 46, i32 47, i32 89, i32 poison, i32 50, i32 51, i32 52, i32 90, i32 poison, i32 55, i32 56, i32 57, i32 91, i32 poison, i32 60, i32 61, i32 62, i32 92, i32 poison, i32 65, i32 66, i32 67, i32 93, i32 poison, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 75, i32 76, i32 77, i32 95, i32 poison>
  %834 = getelementptr inbounds nuw i8, ptr %828, i64 1024
  %block369 = load <16 x float>, ptr %834, align 4
  %835 = shufflevector <16 x float> %block369, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved370 = shufflevector <80 x float> %interleaved367, <80 x float> %835, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 5, i32 6, i32 7, i32 8, i32 81, i32 10, i32 11, i32 12, i32 13, i32 82, i32 15, i32 16, i32 17, i32 18, i32 83, i32 20, i32 21, i32 22, i32 23, i32 84, i32 25, i32 26, i32 27, i32 28, i32 85, i32 30, i32 31, i32 32, i32 33, i32 86, i32 35, i32 36, i32 37, i32 38, i32 87, i32 40, i32 41, i32 42, i32 43, i32 88, i32 45, i32 46, i32 47, i32 48, i32 89, i32 50, i32 51, i32 52, i32 53, i32 90, i32 55, i32 56, i32 57, i32 58, i32 91, i32 60, i32 61, i32 62, i32 63, i32 92, i32 65, i32 66, i32 67, i32 68, i32 93, i32 70, i32 71, i32 72, i32 73, i32 94, i32 75, i32 76, i32 77, i32 78, i32 95>
  store <80 x float> %interleaved370, ptr %827, align 4
  %836 = add nuw nsw i64 %across_out_5928, 16
  %837 = icmp samesign ult i64 %across_out_5928, 48
  br i1 %837, label %across_out_5.body, label %across_out.done, !llvm.loop !30

across_out_6.body:                                ; preds = %across_feature.exit307, %across_out_6.body
  %across_out_6927 = phi i64 [ %849, %across_out_6.body ], [ 0, %across_feature.exit307 ]
  %first_element371828 = add i64 %across_out_6927, %across_block934
  %.idx829 = mul i64 %first_element371828, 24
  %838 = getelementptr inbounds i8, ptr %out_1, i64 %.idx829
  %839 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_6927
  %block374 = load <16 x float>, ptr %839, align 4
  %840 = getelementptr inbounds nuw i8, ptr %839, i64 256
  %block377 = load <16 x float>, ptr %840, align 4
  %interleaved378 = shufflevector <16 x float> %block374, <16 x float> %block377, <96 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison>
  %841 = getelementptr inbounds nuw i8, ptr %839, i64 512
  %block380 = load <16 x float>, ptr %841, align 4
  %842 = shufflevector <16 x float> %block380, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved381 = shufflevector <96 x float> %interleaved378, <96 x float> %842, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 6, i32 7, i32 97, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 98, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 99, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 100, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 101, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 102, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 103, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 104, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 105, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 106, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 107, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 108, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 109, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 111, i32 poison, i32 poison, i32 poison>
  %843 = getelementptr inbounds nuw i8, ptr %839, i64 768
  %block383 = load <16 x float>, ptr %843, align 4
  %844 = shufflevector <16 x float> %block383, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved384 = shufflevector <96 x float> %interleaved381, <96 x float> %844, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 6, i32 7, i32 8, i32 97, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 98, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 99, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 100, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 101, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 102, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 103, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 104, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 105, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 106, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 107, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 108, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 109, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 111, i32 poison, i32 poison>
  %845 = getelementptr inbounds nuw i8, ptr %839, i64 1024
  %block386 = load <16 x float>, ptr %845, align 4
  %846 = shufflevector <16 x float> %block386, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved387 = shufflevector <96 x float> %interleaved384, <96 x float> %846, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 6, i32 7, i32 8, i32 9, i32 97, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 98, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 99, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 100, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 101, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 102, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 103, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 104, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 105, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 106, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 107, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 108, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 109, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 111, i32 poison>
  %847 = getelementptr inbounds nuw i8, ptr %839, i64 1280
  %block389 = load <16 x float>, ptr %847, align 4
  %848 = shufflevector <16 x float> %block389, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved390 = shufflevector <96 x float> %interleaved387, <96 x float> %848, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 6, i32 7, i32 8, i32 9, i32 10, i32 97, i32 12, i32 13, i32 14, i32 15, i32 16, i32 98, i32 18, i32 19, i32 20, i32 21, i32 22, i32 99, i32 24, i32 25, i32 26, i32 27, i32 28, i32 100, i32 30, i32 31, i32 32, i32 33, i32 34, i32 101, i32 36, i32 37, i32 38, i32 39, i32 40, i32 102, i32 42, i32 43, i32 44, i32 45, i32 46, i32 103, i32 48, i32 49, i32 50, i32 51, i32 52, i32 104, i32 54, i32 55, i32 56, i32 57, i32 58, i32 105, i32 60, i32 61, i32 62, i32 63, i32 64, i32 106, i32 66, i32 67, i32 68, i32 69, i32 70, i32 107, i32 72, i32 73, i32 74, i32 75, i32 76, i32 108, i32 78, i32 79, i32 80, i32 81, i32 82, i32 109, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 90, i32 91, i32 92, i32 93, i32 94, i32 111>
  store <96 x float> %interleaved390, ptr %838, align 4
  %849 = add nuw nsw i64 %across_out_6927, 16
  %850 = icmp samesign ult i64 %across_out_6927, 48
  br i1 %850, label %across_out_6.body, label %across_out.done, !llvm.loop !31

across_out_7.body:                                ; preds = %across_feature.exit307, %across_out_7.body
  %across_out_7926 = phi i64 [ %864, %across_out_7.body ], [ 0, %across_feature.exit307 ]
  %first_element391826 = add i64 %across_out_7926, %across_block934
  %.idx827 = mul i64 %first_element391826, 28
  %851 = getelementptr inbounds i8, ptr %out_1, i64 %.idx827
  %852 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_7926
  %block394 = load <16 x float>, ptr %852, align 4
  %853 = getelementptr inbounds nuw i8, ptr %852, i64 256
  %block397 = load <16 x float>, ptr %853, align 4
  %interleaved398 = shufflevector <16 x float> %block394, <16 x float> %block397, <112 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %854 = getelementptr inbounds nuw i8, ptr %852, i64 512
  %block400 = load <16 x float>, ptr %854, align 4
  %855 = shufflevector <16 x float> %block400, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved401 = shufflevector <112 x float> %interleaved398, <112 x float> %855, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %856 = getelementptr inbounds nuw i8, ptr %852, i64 768
  %block403 = load <16 x float>, ptr %856, align 4
  %857 = shufflevector <16 x float> %block403, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved404 = shufflevector <112 x float> %interleaved401, <112 x float> %857, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 113, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 114, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 115, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 116, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 117, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 118, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 119, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 120, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 121, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 122, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 123, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 124, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 125, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison>
  %858 = getelementptr inbounds nuw i8, ptr %852, i64 1024
  %block406 = load <16 x float>, ptr %858, align 4
  %859 = shufflevector <16 x float> %block406, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved407 = shufflevector <112 x float> %interleaved404, <112 x float> %859, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 113, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 114, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 115, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 116, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 117, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 118, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 119, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 120, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 121, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 122, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 123, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 124, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 125, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison>
  %860 = getelementptr inbounds nuw i8, ptr %852, i64 1280
  %block409 = load <16 x float>, ptr %860, align 4
  %861 = shufflevector <16 x float> %block409, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved410 = shufflevector <112 x float> %interleaved407, <112 x float> %861, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 11, i32 113, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 114, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 25, i32 115, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 116, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 39, i32 117, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 118, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 53, i32 119, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 120, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 121, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 122, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 123, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 124, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 125, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison>
  %862 = getelementptr inbounds nuw i8, ptr %852, i64 1536
  %block412 = load <16 x float>, ptr %862, align 4
  %863 = shufflevector <16 x float> %block412, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved413 = shufflevector <112 x float> %interleaved410, <112 x float> %863, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 113, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 114, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 115, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 116, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 117, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 118, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 119, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 120, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 121, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 122, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 123, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 124, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 125, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127>
  store <112 x float> %interleaved413, ptr %851, align 4
  %864 = add nuw nsw i64 %across_out_7926, 16
  %865 = icmp samesign ult i64 %across_out_7926, 48
  br i1 %865, label %across_out_7.body, label %across_out.done, !llvm.loop !32

across_out_8.body:                                ; preds = %across_feature.exit307, %across_out_8.body
  %across_out_8925 = phi i64 [ %881, %across_out_8.body ], [ 0, %across_feature.exit307 ]
  %first_element414824 = add i64 %across_out_8925, %across_block934
  %.idx825 = shl i64 %first_element414824, 5
  %866 = getelementptr inbounds i8, ptr %out_1, i64 %.idx825
  %867 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_8925
  %block417 = load <16 x float>, ptr %867, align 4
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 256
  %block420 = load <16 x float>, ptr %868, align 4
  %interleaved421 = shufflevector <16 x float> %block417, <16 x float> %block420, <128 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %869 = getelementptr inbounds nuw i8, ptr %867, i64 512
  %block423 = load <16 x float>, ptr %869, align 4
  %870 = shufflevector <16 x float> %block423, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved424 = shufflevector <128 x float> %interleaved421, <128 x float> %870, <128 x i32> <i32 0, i32 1, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 143, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %871 = getelementptr inbounds nuw i8, ptr %867, i64 768
  %block426 = load <16 x float>, ptr %871, align 4
  %872 = shufflevector <16 x float> %block426, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved427 = shufflevector <128 x float> %interleaved424, <128 x float> %872, <128 x i32> <i32 0, i32 1, i32 2, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 143, i32 poison, i32 poison, i32 poison, i32 poison>
  %873 = getelementptr inbounds nuw i8, ptr %867, i64 1024
  %block429 = load <16 x float>, ptr %873, align 4
  %874 = shufflevector <16 x float> %block429, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved430 = shufflevector <128 x float> %interleaved427, <128 x float> %874, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 128, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 129, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 130, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 131, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 132, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 133, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 134, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 135, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 136, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 137, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 138, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 139, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 140, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 141, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 142, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 143, i32 poison, i32 poison, i32 poison>
  %875 = getelementptr inbounds nuw i8, ptr %867, i64 1280
  %block432 = load <16 x float>, ptr %875, align 4
  %876 = shufflevector <16 x float> %block432, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved433 = shufflevector <128 x float> %interleaved430, <128 x float> %876, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 128, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 129, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 130, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 131, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 132, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 133, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 134, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 135, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 136, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 137, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 138, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 139, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 140, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 141, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 142, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 143, i32 poison, i32 poison>
  %877 = getelementptr inbounds nuw i8, ptr %867, i64 1536
  %block435 = load <16 x float>, ptr %877, align 4
  %878 = shufflevector <16 x float> %block435, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved436 = shufflevector <128 x float> %interleaved433, <128 x float> %878, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 128, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 129, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 130, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 131, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 132, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 133, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 134, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 135, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 136, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 137, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 138, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 139, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 140, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 141, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 142, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 143, i32 poison>
  %879 = getelementptr inbounds nuw i8, ptr %867, i64 1792
  %block438 = load <16 x float>, ptr %879, align 4
  %880 = shufflevector <16 x float> %block438, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved439 = shufflevector <128 x float> %interleaved436, <128 x float> %880, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 128, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 129, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 130, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 131, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 132, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 133, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 134, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 135, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 136, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 137, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 138, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 139, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 140, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 141, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 142, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 143>
  store <128 x float> %interleaved439, ptr %866, align 4
  %881 = add nuw nsw i64 %across_out_8925, 16
  %882 = icmp samesign ult i64 %across_out_8925, 48
  br i1 %882, label %across_out_8.body, label %across_out.done, !llvm.loop !33

across_out_9.body:                                ; preds = %across_feature.exit307, %across_out_9.body
  %across_out_9924 = phi i64 [ %900, %across_out_9.body ], [ 0, %across_feature.exit307 ]
  %first_element440822 = add i64 %across_out_9924, %across_block934
  %.idx823 = mul i64 %first_element440822, 36
  %883 = getelementptr inbounds i8, ptr %out_1, i64 %.idx823
  %884 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_9924
  %block443 = load <8 x float>, ptr %884, align 4
  %885 = getelementptr inbounds nuw i8, ptr %884, i64 256
  %block446 = load <8 x float>, ptr %885, align 4
  %interleaved447 = shufflevector <8 x float> %block443, <8 x float> %block446, <72 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %886 = getelementptr inbounds nuw i8, ptr %884, i64 512
  %block449 = load <8 x float>, ptr %886, align 4
  %887 = shufflevector <8 x float> %block449, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved450 = shufflevector <72 x float> %interleaved447, <72 x float> %887, <72 x i32> <i32 0, i32 1, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %888 = getelementptr inbounds nuw i8, ptr %884, i64 768
  %block452 = load <8 x float>, ptr %888, align 4
  %889 = shufflevector <8 x float> %block452, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved453 = shufflevector <72 x float> %interleaved450, <72 x float> %889, <72 x i32> <i32 0, i32 1, i32 2, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %890 = getelementptr inbounds nuw i8, ptr %884, i64 1024
  %block455 = load <8 x float>, ptr %890, align 4
  %891 = shufflevector <8 x float> %block455, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved456 = shufflevector <72 x float> %interleaved453, <72 x float> %891, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 79, i32 poison, i32 poison, i32 poison, i32 poison>
  %892 = getelementptr inbounds nuw i8, ptr %884, i64 1280
  %block458 = load <8 x float>, ptr %892, align 4
  %893 = shufflevector <8 x float> %block458, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved459 = shufflevector <72 x float> %interleaved456, <72 x float> %893, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 72, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 73, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 74, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 75, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 76, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 77, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 78, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 79, i32 poison, i32 poison, i32 poison>
  %894 = getelementptr inbounds nuw i8, ptr %884, i64 1536
  %block461 = load <8 x float>, ptr %894, align 4
  %895 = shufflevector <8 x float> %block461, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved462 = shufflevector <72 x float> %interleaved459, <72 x float> %895, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 72, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 73, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 74, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 75, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 76, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 77, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 78, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 79, i32 poison, i32 poison>
  %896 = getelementptr inbounds nuw i8, ptr %884, i64 1792
  %block464 = load <8 x float>, ptr %896, align 4
  %897 = shufflevector <8 x float> %block464, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved465 = shufflevector <72 x float> %interleaved462, <72 x float> %897, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 72, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 73, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 74, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 75, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 76, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 77, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 78, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 79, i32 poison>
  %898 = getelementptr inbounds nuw i8, ptr %884, i64 2048
  %block467 = load <8 x float>, ptr %898, align 4
  %899 = shufflevector <8 x float> %block467, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved468 = shufflevector <72 x float> %interleaved465, <72 x float> %899, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 72, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 73, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 74, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 75, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 76, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 77, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 78, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 79>
  store <72 x float> %interleaved468, ptr %883, align 4
  %900 = add nuw nsw i64 %across_out_9924, 8
  %901 = icmp samesign ult i64 %across_out_9924, 56
  br i1 %901, label %across_out_9.body, label %across_out.done, !llvm.loop !34

across_out_10.body:                               ; preds = %across_feature.exit307, %across_out_10.body
  %across_out_10923 = phi i64 [ %921, %across_out_10.body ], [ 0, %across_feature.exit307 ]
  %first_element469820 = add i64 %across_out_10923, %across_block934
  %.idx821 = mul i64 %first_element469820, 40
  %902 = getelementptr inbounds i8, ptr %out_1, i64 %.idx821
  %903 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_10923
  %block472 = load <8 x float>, ptr %903, align 4
  %904 = getelementptr inbounds nuw i8, ptr %903, i64 256
  %block475 = load <8 x float>, ptr %904, align 4
  %interleaved476 = shufflevector <8 x float> %block472, <8 x float> %block475, <80 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %905 = getelementptr inbounds nuw i8, ptr %903, i64 512
  %block478 = load <8 x float>, ptr %905, align 4
  %906 = shufflevector <8 x float> %block478, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved479 = shufflevector <80 x float> %interleaved476, <80 x float> %906, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %907 = getelementptr inbounds nuw i8, ptr %903, i64 768
  %block481 = load <8 x float>, ptr %907, align 4
  %908 = shufflevector <8 x float> %block481, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved482 = shufflevector <80 x float> %interleaved479, <80 x float> %908, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %909 = getelementptr inbounds nuw i8, ptr %903, i64 1024
  %block484 = load <8 x float>, ptr %909, align 4
  %910 = shufflevector <8 x float> %block484, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved485 = shufflevector <80 x float> %interleaved482, <80 x float> %910, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %911 = getelementptr inbounds nuw i8, ptr %903, i64 1280
  %block487 = load <8 x float>, ptr %911, align 4
  %912 = shufflevector <8 x float> %block487, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved488 = shufflevector <80 x float> %interleaved485, <80 x float> %912, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 87, i32 poison, i32 poison, i32 poison, i32 poison>
  %913 = getelementptr inbounds nuw i8, ptr %903, i64 1536
  %block490 = load <8 x float>, ptr %913, align 4
  %914 = shufflevector <8 x float> %block490, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved491 = shufflevector <80 x float> %interleaved488, <80 x float> %914, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 80, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 81, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 82, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 83, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 84, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 85, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 86, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 87, i32 poison, i32 poison, i32 poison>
  %915 = getelementptr inbounds nuw i8, ptr %903, i64 1792
  %block493 = load <8 x float>, ptr %915, align 4
  %916 = shufflevector <8 x float> %block493, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved494 = shufflevector <80 x float> %interleaved491, <80 x float> %916, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 80, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 81, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 82, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 83, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 84, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 85, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 86, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 87, i32 poison, i32 poison>
  %917 = getelementptr inbounds nuw i8, ptr %903, i64 2048
  %block496 = load <8 x float>, ptr %917, align 4
  %918 = shufflevector <8 x float> %block496, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved497 = shufflevector <80 x float> %interleaved494, <80 x float> %918, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 80, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 81, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 82, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 83, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 84, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 85, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 86, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 87, i32 poison>
  %919 = getelementptr inbounds nuw i8, ptr %903, i64 2304
  %block499 = load <8 x float>, ptr %919, align 4
  %920 = shufflevector <8 x float> %block499, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved500 = shufflevector <80 x float> %interleaved497, <80 x float> %920, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 80, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 81, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 82, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 83, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 84, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 85, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 86, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 87>
  store <80 x float> %interleaved500, ptr %902, align 4
  %921 = add nuw nsw i64 %across_out_10923, 8
  %922 = icmp samesign ult i64 %across_out_10923, 56
  br i1 %922, label %across_out_10.body, label %across_out.done, !llvm.loop !35

across_out_11.body:                               ; preds = %across_feature.exit307, %across_out_11.body
  %across_out_11922 = phi i64 [ %944, %across_out_11.body ], [ 0, %across_feature.exit307 ]
  %first_element501818 = add i64 %across_out_11922, %across_block934
  %.idx819 = mul i64 %first_element501818, 44
  %923 = getelementptr inbounds i8, ptr %out_1, i64 %.idx819
  %924 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_11922
  %block504 = load <8 x float>, ptr %924, align 4
  %925 = getelementptr inbounds nuw i8, ptr %924, i64 256
  %block507 = load <8 x float>, ptr %925, align 4
  %interleaved508 = shufflevector <8 x float> %block504, <8 x float> %block507, <88 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %926 = getelementptr inbounds nuw i8, ptr %924, i64 512
  %block510 = load <8 x float>, ptr %926, align 4
  %927 = shufflevector <8 x float> %block510, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved511 = shufflevector <88 x float> %interleaved508, <88 x float> %927, <88 x i32> <i32 0, i32 1, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %928 = getelementptr inbounds nuw i8, ptr %924, i64 768
  %block513 = load <8 x float>, ptr %928, align 4
  %929 = shufflevector <8 x float> %block513, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved514 = shufflevector <88 x float> %interleaved511, <88 x float> %929, <88 x i32> <i32 0, i32 1, i32 2, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %930 = getelementptr inbounds nuw i8, ptr %924, i64 1024
  %block516 = load <8 x float>, ptr %930, align 4
  %931 = shufflevector <8 x float> %block516, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved517 = shufflevector <88 x float> %interleaved514, <88 x float> %931, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %932 = getelementptr inbounds nuw i8, ptr %924, i64 1280
  %block519 = load <8 x float>, ptr %932, align 4
  %933 = shufflevector <8 x float> %block519, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved520 = shufflevector <88 x float> %interleaved517, <88 x float> %933, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %934 = getelementptr inbounds nuw i8, ptr %924, i64 1536
  %block522 = load <8 x float>, ptr %934, align 4
  %935 = shufflevector <8 x float> %block522, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved523 = shufflevector <88 x float> %interleaved520, <88 x float> %935, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 95, i32 poison, i32 poison, i32 poison, i32 poison>
  %936 = getelementptr inbounds nuw i8, ptr %924, i64 1792
  %block525 = load <8 x float>, ptr %936, align 4
  %937 = shufflevector <8 x float> %block525, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved526 = shufflevector <88 x float> %interleaved523, <88 x float> %937, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 88, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 89, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 90, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 91, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 92, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 93, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 95, i32 poison, i32 poison, i32 poison>
  %938 = getelementptr inbounds nuw i8, ptr %924, i64 2048
  %block528 = load <8 x float>, ptr %938, align 4
  %939 = shufflevector <8 x float> %block528, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved529 = shufflevector <88 x float> %interleaved526, <88 x float> %939, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 88, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 89, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 90, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 91, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 92, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 93, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 94, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 95, i32 poison, i32 poison>
  %940 = getelementptr inbounds nuw i8, ptr %924, i64 2304
  %block531 = load <8 x float>, ptr %940, align 4
  %941 = shufflevector <8 x float> %block531, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved532 = shufflevector <88 x float> %interleaved529, <88 x float> %941, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 88, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 89, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 90, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 91, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 92, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 93, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 94, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 95, i32 poison>
  %942 = getelementptr inbounds nuw i8, ptr %924, i64 2560
  %block534 = load <8 x float>, ptr %942, align 4
  %943 = shufflevector <8 x float> %block534, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved535 = shufflevector <88 x float> %interleaved532, <88 x float> %943, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 88, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 89, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 90, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 91, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 92, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 93, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 94, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 95>
  store <88 x float> %interleaved535, ptr %923, align 4
  %944 = add nuw nsw i64 %across_out_11922, 8
  %945 = icmp samesign ult i64 %across_out_11922, 56
  br i1 %945, label %across_out_11.body, label %across_out.done, !llvm.loop !36

across_out_12.body:                               ; preds = %across_feature.exit307, %across_out_12.body
  %across_out_12921 = phi i64 [ %969, %across_out_12.body ], [ 0, %across_feature.exit307 ]
  %first_element536816 = add i64 %across_out_12921, %across_block934
  %.idx817 = mul i64 %first_element536816, 48
  %946 = getelementptr inbounds i8, ptr %out_1, i64 %.idx817
  %947 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_12921
  %block539 = load <8 x float>, ptr %947, align 4
  %948 = getelementptr inbounds nuw i8, ptr %947, i64 256
  %block542 = load <8 x float>, ptr %948, align 4
  %interleaved543 = shufflevector <8 x float> %block539, <8 x float> %block542, <96 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %949 = getelementptr inbounds nuw i8, ptr %947, i64 512
  %block545 = load <8 x float>, ptr %949, align 4
  %950 = shufflevector <8 x float> %block545, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved546 = shufflevector <96 x float> %interleaved543, <96 x float> %950, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %951 = getelementptr inbounds nuw i8, ptr %947, i64 768
  %block548 = load <8 x float>, ptr %951, align 4
  %952 = shufflevector <8 x float> %block548, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved549 = shufflevector <96 x float> %interleaved546, <96 x float> %952, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %953 = getelementptr inbounds nuw i8, ptr %947, i64 1024
  %block551 = load <8 x float>, ptr %953, align 4
  %954 = shufflevector <8 x float> %block551, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved552 = shufflevector <96 x float> %interleaved549, <96 x float> %954, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %955 = getelementptr inbounds nuw i8, ptr %947, i64 1280
  %block554 = load <8 x float>, ptr %955, align 4
  %956 = shufflevector <8 x float> %block554, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved555 = shufflevector <96 x float> %interleaved552, <96 x float> %956, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %957 = getelementptr inbounds nuw i8, ptr %947, i64 1536
  %block557 = load <8 x float>, ptr %957, align 4
  %958 = shufflevector <8 x float> %block557, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved558 = shufflevector <96 x float> %interleaved555, <96 x float> %958, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %959 = getelementptr inbounds nuw i8, ptr %947, i64 1792
  %block560 = load <8 x float>, ptr %959, align 4
  %960 = shufflevector <8 x float> %block560, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved561 = shufflevector <96 x float> %interleaved558, <96 x float> %960, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 103, i32 poison, i32 poison, i32 poison, i32 poison>
  %961 = getelementptr inbounds nuw i8, ptr %947, i64 2048
  %block563 = load <8 x float>, ptr %961, align 4
  %962 = shufflevector <8 x float> %block563, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved564 = shufflevector <96 x float> %interleaved561, <96 x float> %962, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 96, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 97, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 98, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 99, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 100, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 101, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 102, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 103, i32 poison, i32 poison, i32 poison>
  %963 = getelementptr inbounds nuw i8, ptr %947, i64 2304
  %block566 = load <8 x float>, ptr %963, align 4
  %964 = shufflevector <8 x float> %block566, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved567 = shufflevector <96 x float> %interleaved564, <96 x float> %964, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 96, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 97, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 98, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 99, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 100, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 101, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 102, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 103, i32 poison, i32 poison>
  %965 = getelementptr inbounds nuw i8, ptr %947, i64 2560
  %block569 = load <8 x float>, ptr %965, align 4
  %966 = shufflevector <8 x float> %block569, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved570 = shufflevector <96 x float> %interleaved567, <96 x float> %966, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 96, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 97, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 98, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 99, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 100, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 101, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 102, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 103, i32 poison>
  %967 = getelementptr inbounds nuw i8, ptr %947, i64 2816
  %block572 = load <8 x float>, ptr %967, align 4
  %968 = shufflevector <8 x float> %block572, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved573 = shufflevector <96 x float> %interleaved570, <96 x float> %968, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 96, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 97, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 98, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 99, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 100, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 101, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 102, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 103>
  store <96 x float> %interleaved573, ptr %946, align 4
  %969 = add nuw nsw i64 %across_out_12921, 8
  %970 = icmp samesign ult i64 %across_out_12921, 56
  br i1 %970, label %across_out_12.body, label %across_out.done, !llvm.loop !37

across_out_13.body:                               ; preds = %across_feature.exit307, %across_out_13.body
  %across_out_13920 = phi i64 [ %996, %across_out_13.body ], [ 0, %across_feature.exit307 ]
  %first_element574814 = add i64 %across_out_13920, %across_block934
  %.idx815 = mul i64 %first_element574814, 52
  %971 = getelementptr inbounds i8, ptr %out_1, i64 %.idx815
  %972 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_13920
  %block577 = load <8 x float>, ptr %972, align 4
  %973 = getelementptr inbounds nuw i8, ptr %972, i64 256
  %block580 = load <8 x float>, ptr %973, align 4
  %interleaved581 = shufflevector <8 x float> %block577, <8 x float> %block580, <104 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %974 = getelementptr inbounds nuw i8, ptr %972, i64 512
  %block583 = load <8 x float>, ptr %974, align 4
  %975 = shufflevector <8 x float> %block583, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved584 = shufflevector <104 x float> %interleaved581, <104 x float> %975, <104 x i32> <i32 0, i32 1, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %976 = getelementptr inbounds nuw i8, ptr %972, i64 768
  %block586 = load <8 x float>, ptr %976, align 4
  %977 = shufflevector <8 x float> %block586, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved587 = shufflevector <104 x float> %interleaved584, <104 x float> %977, <104 x i32> <i32 0, i32 1, i32 2, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %978 = getelementptr inbounds nuw i8, ptr %972, i64 1024
  %block589 = load <8 x float>, ptr %978, align 4
  %979 = shufflevector <8 x float> %block589, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved590 = shufflevector <104 x float> %interleaved587, <104 x float> %979, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %980 = getelementptr inbounds nuw i8, ptr %972, i64 1280
  %block592 = load <8 x float>, ptr %980, align 4
  %981 = shufflevector <8 x float> %block592, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved593 = shufflevector <104 x float> %interleaved590, <104 x float> %981, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %982 = getelementptr inbounds nuw i8, ptr %972, i64 1536
  %block595 = load <8 x float>, ptr %982, align 4
  %983 = shufflevector <8 x float> %block595, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved596 = shufflevector <104 x float> %interleaved593, <104 x float> %983, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %984 = getelementptr inbounds nuw i8, ptr %972, i64 1792
  %block598 = load <8 x float>, ptr %984, align 4
  %985 = shufflevector <8 x float> %block598, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved599 = shufflevector <104 x float> %interleaved596, <104 x float> %985, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %986 = getelementptr inbounds nuw i8, ptr %972, i64 2048
  %block601 = load <8 x float>, ptr %986, align 4
  %987 = shufflevector <8 x float> %block601, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved602 = shufflevector <104 x float> %interleaved599, <104 x float> %987, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 111, i32 poison, i32 poison, i32 poison, i32 poison>
  %988 = getelementptr inbounds nuw i8, ptr %972, i64 2304
  %block604 = load <8 x float>, ptr %988, align 4
  %989 = shufflevector <8 x float> %block604, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved605 = shufflevector <104 x float> %interleaved602, <104 x float> %989, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 104, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 105, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 106, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 107, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 108, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 109, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 111, i32 poison, i32 poison, i32 poison>
  %990 = getelementptr inbounds nuw i8, ptr %972, i64 2560
  %block607 = load <8 x float>, ptr %990, align 4
  %991 = shufflevector <8 x float> %block607, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved608 = shufflevector <104 x float> %interleaved605, <104 x float> %991, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 104, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 105, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 106, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 107, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 108, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 109, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 111, i32 poison, i32 poison>
  %992 = getelementptr inbounds nuw i8, ptr %972, i64 2816
  %block610 = load <8 x float>, ptr %992, align 4
  %993 = shufflevector <8 x float> %block610, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved611 = shufflevector <104 x float> %interleaved608, <104 x float> %993, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 104, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 105, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 106, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 107, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 108, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 109, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 111, i32 poison>
  %994 = getelementptr inbounds nuw i8, ptr %972, i64 3072
  %block613 = load <8 x float>, ptr %994, align 4
  %995 = shufflevector <8 x float> %block613, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved614 = shufflevector <104 x float> %interleaved611, <104 x float> %995, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 104, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 105, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 106, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 107, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 108, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 109, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 110, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 111>
  store <104 x float> %interleaved614, ptr %971, align 4
  %996 = add nuw nsw i64 %across_out_13920, 8
  %997 = icmp samesign ult i64 %across_out_13920, 56
  br i1 %997, label %across_out_13.body, label %across_out.done, !llvm.loop !38

across_out_14.body:                               ; preds = %across_feature.exit307, %across_out_14.body
  %across_out_14919 = phi i64 [ %1025, %across_out_14.body ], [ 0, %across_feature.exit307 ]
  %first_element615812 = add i64 %across_out_14919, %across_block934
  %.idx813 = mul i64 %first_element615812, 56
  %998 = getelementptr inbounds i8, ptr %out_1, i64 %.idx813
  %999 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_14919
  %block618 = load <8 x float>, ptr %999, align 4
  %1000 = getelementptr inbounds nuw i8, ptr %999, i64 256
  %block621 = load <8 x float>, ptr %1000, align 4
  %interleaved622 = shufflevector <8 x float> %block618, <8 x float> %block621, <112 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1001 = getelementptr inbounds nuw i8, ptr %999, i64 512
  %block624 = load <8 x float>, ptr %1001, align 4
  %1002 = shufflevector <8 x float> %block624, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved625 = shufflevector <112 x float> %interleaved622, <112 x float> %1002, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1003 = getelementptr inbounds nuw i8, ptr %999, i64 768
  %block627 = load <8 x float>, ptr %1003, align 4
  %1004 = shufflevector <8 x float> %block627, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved628 = shufflevector <112 x float> %interleaved625, <112 x float> %1004, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1005 = getelementptr inbounds nuw i8, ptr %999, i64 1024
  %block630 = load <8 x float>, ptr %1005, align 4
  %1006 = shufflevector <8 x float> %block630, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved631 = shufflevector <112 x float> %interleaved628, <112 x float> %1006, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1007 = getelementptr inbounds nuw i8, ptr %999, i64 1280
  %block633 = load <8 x float>, ptr %1007, align 4
  %1008 = shufflevector <8 x float> %block633, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved634 = shufflevector <112 x float> %interleaved631, <112 x float> %1008, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1009 = getelementptr inbounds nuw i8, ptr %999, i64 1536
  %block636 = load <8 x float>, ptr %1009, align 4
  %1010 = shufflevector <8 x float> %block636, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved637 = shufflevector <112 x float> %interleaved634, <112 x float> %1010, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1011 = getelementptr inbounds nuw i8, ptr %999, i64 1792
  %block639 = load <8 x float>, ptr %1011, align 4
  %1012 = shufflevector <8 x float> %block639, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved640 = shufflevector <112 x float> %interleaved637, <112 x float> %1012, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1013 = getelementptr inbounds nuw i8, ptr %999, i64 2048
  %block642 = load <8 x float>, ptr %1013, align 4
  %1014 = shufflevector <8 x float> %block642, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved643 = shufflevector <112 x float> %interleaved640, <112 x float> %1014, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1015 = getelementptr inbounds nuw i8, ptr %999, i64 2304
  %block645 = load <8 x float>, ptr %1015, align 4
  %1016 = shufflevector <8 x float> %block645, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved646 = shufflevector <112 x float> %interleaved643, <112 x float> %1016, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 119, i32 poison, i32 poison, i32 poison, i32 poison>
  %1017 = getelementptr inbounds nuw i8, ptr %999, i64 2560
  %block648 = load <8 x float>, ptr %1017, align 4
  %1018 = shufflevector <8 x float> %block648, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved649 = shufflevector <112 x float> %interleaved646, <112 x float> %1018, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 112, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 113, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 114, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 115, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 116, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 117, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 118, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 119, i32 poison, i32 poison, i32 poison>
  %1019 = getelementptr inbounds nuw i8, ptr %999, i64 2816
  %block651 = load <8 x float>, ptr %1019, align 4
  %1020 = shufflevector <8 x float> %block651, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved652 = shufflevector <112 x float> %interleaved649, <112 x float> %1020, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 112, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 113, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 114, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 115, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 116, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 117, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 118, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 119, i32 poison, i32 poison>
  %1021 = getelementptr inbounds nuw i8, ptr %999, i64 3072
  %block654 = load <8 x float>, ptr %1021, align 4
  %1022 = shufflevector <8 x float> %block654, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved655 = shufflevector <112 x float> %interleaved652, <112 x float> %1022, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 112, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 113, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 114, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 115, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 116, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 117, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 118, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 119, i32 poison>
  %1023 = getelementptr inbounds nuw i8, ptr %999, i64 3328
  %block657 = load <8 x float>, ptr %1023, align 4
  %1024 = shufflevector <8 x float> %block657, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved658 = shufflevector <112 x float> %interleaved655, <112 x float> %1024, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 112, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 113, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 114, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 115, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 116, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 117, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 118, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 119>
  store <112 x float> %interleaved658, ptr %998, align 4
  %1025 = add nuw nsw i64 %across_out_14919, 8
  %1026 = icmp samesign ult i64 %across_out_14919, 56
  br i1 %1026, label %across_out_14.body, label %across_out.done, !llvm.loop !39

across_out_15.body:                               ; preds = %across_feature.exit307, %across_out_15.body
  %across_out_15918 = phi i64 [ %1056, %across_out_15.body ], [ 0, %across_feature.exit307 ]
  %first_element659810 = add i64 %across_out_15918, %across_block934
  %.idx811 = mul i64 %first_element659810, 60
  %1027 = getelementptr inbounds i8, ptr %out_1, i64 %.idx811
  %1028 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_15918
  %block662 = load <8 x float>, ptr %1028, align 4
  %1029 = getelementptr inbounds nuw i8, ptr %1028, i64 256
  %block665 = load <8 x float>, ptr %1029, align 4
  %interleaved666 = shufflevector <8 x float> %block662, <8 x float> %block665, <120 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1030 = getelementptr inbounds nuw i8, ptr %1028, i64 512
  %block668 = load <8 x float>, ptr %1030, align 4
  %1031 = shufflevector <8 x float> %block668, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved669 = shufflevector <120 x float> %interleaved666, <120 x float> %1031, <120 x i32> <i32 0, i32 1, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1032 = getelementptr inbounds nuw i8, ptr %1028, i64 768
  %block671 = load <8 x float>, ptr %1032, align 4
  %1033 = shufflevector <8 x float> %block671, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved672 = shufflevector <120 x float> %interleaved669, <120 x float> %1033, <120 x i32> <i32 0, i32 1, i32 2, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1034 = getelementptr inbounds nuw i8, ptr %1028, i64 1024
  %block674 = load <8 x float>, ptr %1034, align 4
  %1035 = shufflevector <8 x float> %block674, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved675 = shufflevector <120 x float> %interleaved672, <120 x float> %1035, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1036 = getelementptr inbounds nuw i8, ptr %1028, i64 1280
  %block677 = load <8 x float>, ptr %1036, align 4
  %1037 = shufflevector <8 x float> %block677, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved678 = shufflevector <120 x float> %interleaved675, <120 x float> %1037, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1038 = getelementptr inbounds nuw i8, ptr %1028, i64 1536
  %block680 = load <8 x float>, ptr %1038, align 4
  %1039 = shufflevector <8 x float> %block680, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved681 = shufflevector <120 x float> %interleaved678, <120 x float> %1039, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1040 = getelementptr inbounds nuw i8, ptr %1028, i64 1792
  %block683 = load <8 x float>, ptr %1040, align 4
  %1041 = shufflevector <8 x float> %block683, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved684 = shufflevector <120 x float> %interleaved681, <120 x float> %1041, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1042 = getelementptr inbounds nuw i8, ptr %1028, i64 2048
  %block686 = load <8 x float>, ptr %1042, align 4
  %1043 = shufflevector <8 x float> %block686, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved687 = shufflevector <120 x float> %interleaved684, <120 x float> %1043, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1044 = getelementptr inbounds nuw i8, ptr %1028, i64 2304
  %block689 = load <8 x float>, ptr %1044, align 4
  %1045 = shufflevector <8 x float> %block689, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved690 = shufflevector <120 x float> %interleaved687, <120 x float> %1045, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1046 = getelementptr inbounds nuw i8, ptr %1028, i64 2560
  %block692 = load <8 x float>, ptr %1046, align 4
  %1047 = shufflevector <8 x float> %block692, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved693 = shufflevector <120 x float> %interleaved690, <120 x float> %1047, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %1048 = getelementptr inbounds nuw i8, ptr %1028, i64 2816
  %block695 = load <8 x float>, ptr %1048, align 4
  %1049 = shufflevector <8 x float> %block695, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved696 = shufflevector <120 x float> %interleaved693, <120 x float> %1049, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 120, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 121, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 122, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 123, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 124, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 125, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 127, i32 poison, i32 poison, i32 poison>
  %1050 = getelementptr inbounds nuw i8, ptr %1028, i64 3072
  %block698 = load <8 x float>, ptr %1050, align 4
  %1051 = shufflevector <8 x float> %block698, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved699 = shufflevector <120 x float> %interleaved696, <120 x float> %1051, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 120, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 121, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 122, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 123, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 124, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 125, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 127, i32 poison, i32 poison>
  %1052 = getelementptr inbounds nuw i8, ptr %1028, i64 3328
  %block701 = load <8 x float>, ptr %1052, align 4
  %1053 = shufflevector <8 x float> %block701, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved702 = shufflevector <120 x float> %interleaved699, <120 x float> %1053, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 120, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 121, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 122, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 123, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 124, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 125, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 127, i32 poison>
  %1054 = getelementptr inbounds nuw i8, ptr %1028, i64 3584
  %block704 = load <8 x float>, ptr %1054, align 4
  %1055 = shufflevector <8 x float> %block704, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved705 = shufflevector <120 x float> %interleaved702, <120 x float> %1055, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 120, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 121, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 122, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 123, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 124, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 125, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 127>
  store <120 x float> %interleaved705, ptr %1027, align 4
  %1056 = add nuw nsw i64 %across_out_15918, 8
  %1057 = icmp samesign ult i64 %across_out_15918, 56
  br i1 %1057, label %across_out_15.body, label %across_out.done, !llvm.loop !40

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out933 = phi i64 [ 0, %across_out.body.preheader.new ], [ %1073, %across_out.body ]
  %niter1374 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1374.next.1, %across_out.body ]
  %r706 = udiv i64 %across_out933, %n_features
  %f707 = urem i64 %across_out933, %n_features
  %1058 = icmp ult i64 %r706, %50
  %1059 = select i1 %1058, i64 %r706, i64 %last_row
  %row708 = add i64 %1059, %across_block934
  %row_element709 = mul i64 %row708, %n_features
  %.idx838 = shl nuw nsw i64 %f707, 8
  %1060 = getelementptr i8, ptr %across_out_1, i64 %.idx838
  %1061 = getelementptr float, ptr %1060, i64 %r706
  %1062 = load float, ptr %1061, align 4
  %1063 = getelementptr float, ptr %out_1, i64 %row_element709
  %1064 = getelementptr float, ptr %1063, i64 %f707
  store float %1062, ptr %1064, align 4
  %1065 = or disjoint i64 %across_out933, 1
  %r706.1 = udiv i64 %1065, %n_features
  %f707.1 = urem i64 %1065, %n_features
  %1066 = icmp ult i64 %r706.1, %50
  %1067 = select i1 %1066, i64 %r706.1, i64 %last_row
  %row708.1 = add i64 %1067, %across_block934
  %row_element709.1 = mul i64 %row708.1, %n_features
  %.idx838.1 = shl nuw nsw i64 %f707.1, 8
  %1068 = getelementptr i8, ptr %across_out_1, i64 %.idx838.1
  %1069 = getelementptr float, ptr %1068, i64 %r706.1
  %1070 = load float, ptr %1069, align 4
  %1071 = getelementptr float, ptr %out_1, i64 %row_element709.1
  %1072 = getelementptr float, ptr %1071, i64 %f707.1
  store float %1070, ptr %1072, align 4
  %1073 = add nuw i64 %across_out933, 2
  %niter1374.next.1 = add i64 %niter1374, 2
  %niter1374.ncmp.1 = icmp eq i64 %niter1374.next.1, %unroll_iter1373
  br i1 %niter1374.ncmp.1, label %across_out.done.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !41

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 1
  %1074 = icmp ult i64 %row_begin, %row_end
  br i1 %1074, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %1075 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %whole_tiles_end = and i64 %n_features, 8188
  %.not937 = icmp eq i64 %whole_tiles_end, %n_features
  %1076 = sub nuw i64 %row_end, %row_begin
  %1077 = sub i64 %out_11095, %state1096
  %1078 = sub i64 %out_11095, %input_01097
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
  %min.iters.check1224 = icmp ult i64 %n_features, 32
  %n.mod.vf1227 = and i64 %n_features, 28
  %n.vec1228 = and i64 %n_features, 8160
  %cmp.n1237 = icmp eq i64 %n_features, %n.vec1228
  %min.epilog.iters.check1241 = icmp eq i64 %n.mod.vf1227, 0
  %n.vec1244 = and i64 %n_features, 8188
  %cmp.n1251 = icmp eq i64 %n_features, %n.vec1244
  %xtraiter1363 = and i64 %n_features, 1
  %lcmp.mod1364.not = icmp eq i64 %xtraiter1363, 0
  %diff.check1159 = icmp ult i64 %1077, 256
  %diff.check1160 = icmp ult i64 %1078, 256
  %conflict.rdx1161 = or i1 %diff.check1159, %diff.check1160
  %min.iters.check1164 = icmp ult i64 %n_features, 64
  %n.mod.vf1167 = and i64 %n_features, 56
  %n.vec1168 = and i64 %n_features, 8128
  %cmp.n1181 = icmp eq i64 %n_features, %n.vec1168
  %min.epilog.iters.check1185 = icmp eq i64 %n.mod.vf1167, 0
  %n.vec1188 = and i64 %n_features, 8184
  %cmp.n1195 = icmp eq i64 %n_features, %n.vec1188
  %xtraiter1365 = and i64 %n_features, 1
  %lcmp.mod1366.not = icmp eq i64 %xtraiter1365, 0
  br label %lockstep_row.body.us.preheader

lockstep_row.body.us.preheader:                   ; preds = %lockstep_block.body.lr.ph, %lockstep_row.exit759
  %indvar1201 = phi i64 [ 0, %lockstep_block.body.lr.ph ], [ %indvar.next1202, %lockstep_row.exit759 ]
  %indvars.iv991 = phi i64 [ %1076, %lockstep_block.body.lr.ph ], [ %indvars.iv.next992, %lockstep_row.exit759 ]
  %lockstep_block895 = phi i64 [ %row_begin, %lockstep_block.body.lr.ph ], [ %1351, %lockstep_row.exit759 ]
  %umax1198 = tail call i64 @llvm.umax.i64(i64 %indvars.iv991, i64 1)
  %umin1199 = tail call i64 @llvm.umin.i64(i64 %umax1198, i64 4)
  %1088 = mul nuw nsw i64 %1080, %umin1199
  %scevgep1200 = getelementptr i8, ptr %scratch, i64 %1088
  %1089 = mul i64 %1083, %indvar1201
  %1090 = add i64 %1082, %1089
  %scevgep1203 = getelementptr i8, ptr %state, i64 %1090
  %1091 = add i64 %1086, %1089
  %scevgep1204 = getelementptr i8, ptr %state, i64 %1091
  %1092 = add nsw i64 %umin1199, -1
  %1093 = mul nsw i64 %1087, %1092
  %scevgep1205 = getelementptr i8, ptr %scevgep1204, i64 %1093
  %scevgep1206 = getelementptr i8, ptr %input_0, i64 %1090
  %scevgep1207 = getelementptr i8, ptr %input_0, i64 %1091
  %scevgep1208 = getelementptr i8, ptr %scevgep1207, i64 %1093
  %1094 = shl nuw nsw i64 %umin1199, 3
  %1095 = add nsw i64 %1094, -4
  %1096 = mul nsw i64 %n_features, %1095
  %scevgep1209 = getelementptr i8, ptr %scratch, i64 %1096
  %1097 = tail call i64 @llvm.umax.i64(i64 %indvars.iv991, i64 1)
  %umax998 = tail call i64 @llvm.umin.i64(i64 %1097, i64 4)
  %rows_left711 = sub nuw i64 %row_end, %lockstep_block895
  %1098 = tail call i64 @llvm.umin.i64(i64 %rows_left711, i64 4)
  %last_slot = add nsw i64 %1098, -1
  %bound0 = icmp ult ptr %scevgep, %scevgep1205
  %bound1 = icmp ult ptr %scevgep1203, %scevgep1200
  %found.conflict = and i1 %bound0, %bound1
  %bound01210 = icmp ult ptr %scevgep, %scevgep1208
  %bound11211 = icmp ult ptr %scevgep1206, %scevgep1200
  %found.conflict1212 = and i1 %bound01210, %bound11211
  %conflict.rdx1213 = or i1 %found.conflict, %found.conflict1212
  %bound01214 = icmp ult ptr %scratch, %scevgep1205
  %bound11215 = icmp ult ptr %scevgep1203, %scevgep1209
  %found.conflict1216 = and i1 %bound01214, %bound11215
  %conflict.rdx1217 = or i1 %conflict.rdx1213, %found.conflict1216
  %bound01218 = icmp ult ptr %scratch, %scevgep1208
  %bound11219 = icmp ult ptr %scevgep1206, %scevgep1209
  %found.conflict1220 = and i1 %bound01218, %bound11219
  %conflict.rdx1221 = or i1 %conflict.rdx1217, %found.conflict1220
  br label %iter.check1223

iter.check1223:                                   ; preds = %lockstep_row.body.us.preheader, %feature.header.feature.exit_crit_edge.us
  %lockstep_row882.us = phi i64 [ %1188, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.us.preheader ]
  %row712.us = add i64 %lockstep_row882.us, %lockstep_block895
  %1099 = mul i64 %lockstep_row882.us, %slot_values
  %1100 = getelementptr inbounds float, ptr %scratch, i64 %1099
  %row_offset713.us = mul i64 %row712.us, %n_features
  %1101 = getelementptr inbounds float, ptr %state, i64 %row_offset713.us
  %1102 = getelementptr inbounds float, ptr %input_0, i64 %row_offset713.us
  %1103 = getelementptr inbounds nuw float, ptr %1100, i64 %n_features
  br i1 %conflict.rdx1221, label %feature.body.us.preheader, label %vector.main.loop.iter.check1225

vector.main.loop.iter.check1225:                  ; preds = %iter.check1223
  br i1 %min.iters.check1224, label %vec.epilog.ph1242, label %vector.body1229

vector.body1229:                                  ; preds = %vector.main.loop.iter.check1225, %vector.body1229
  %index1230 = phi i64 [ %index.next1235, %vector.body1229 ], [ 0, %vector.main.loop.iter.check1225 ]
  %1104 = getelementptr inbounds nuw float, ptr %1101, i64 %index1230
  %1105 = getelementptr inbounds nuw i8, ptr %1104, i64 64
  %wide.load1231 = load <16 x float>, ptr %1104, align 4, !alias.scope !42
  %wide.load1232 = load <16 x float>, ptr %1105, align 4, !alias.scope !42
  %1106 = fmul <16 x float> %wide.load1231, %wide.load1231
  %1107 = fmul <16 x float> %wide.load1232, %wide.load1232
  %1108 = fmul <16 x float> %wide.load1231, %1106
  %1109 = fmul <16 x float> %wide.load1232, %1107
  %1110 = fmul <16 x float> %wide.load1231, %1108
  %1111 = fmul <16 x float> %wide.load1232, %1109
  %1112 = fmul <16 x float> %1110, splat (float 2.500000e-01)
  %1113 = fmul <16 x float> %1111, splat (float 2.500000e-01)
  %1114 = fmul <16 x float> %1106, splat (float 5.000000e-01)
  %1115 = fmul <16 x float> %1107, splat (float 5.000000e-01)
  %1116 = fsub <16 x float> %1112, %1114
  %1117 = fsub <16 x float> %1113, %1115
  %1118 = getelementptr inbounds nuw float, ptr %1102, i64 %index1230
  %1119 = getelementptr inbounds nuw i8, ptr %1118, i64 64
  %wide.load1233 = load <16 x float>, ptr %1118, align 4, !alias.scope !45
  %wide.load1234 = load <16 x float>, ptr %1119, align 4, !alias.scope !45
  %1120 = fsub <16 x float> %wide.load1231, %wide.load1233
  %1121 = fsub <16 x float> %wide.load1232, %wide.load1234
  %1122 = fmul <16 x float> %1120, %1120
  %1123 = fmul <16 x float> %1121, %1121
  %1124 = getelementptr inbounds nuw float, ptr %1100, i64 %index1230
  %1125 = getelementptr inbounds nuw i8, ptr %1124, i64 64
  store <16 x float> %1116, ptr %1124, align 4, !alias.scope !47, !noalias !49
  store <16 x float> %1117, ptr %1125, align 4, !alias.scope !47, !noalias !49
  %1126 = getelementptr inbounds nuw float, ptr %1103, i64 %index1230
  %1127 = getelementptr inbounds nuw i8, ptr %1126, i64 64
  store <16 x float> %1122, ptr %1126, align 4, !alias.scope !50, !noalias !49
  store <16 x float> %1123, ptr %1127, align 4, !alias.scope !50, !noalias !49
  %index.next1235 = add nuw i64 %index1230, 32
  %1128 = icmp eq i64 %index.next1235, %n.vec1228
  br i1 %1128, label %middle.block1236, label %vector.body1229, !llvm.loop !52

middle.block1236:                                 ; preds = %vector.body1229
  br i1 %cmp.n1237, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check1240

vec.epilog.iter.check1240:                        ; preds = %middle.block1236
  br i1 %min.epilog.iters.check1241, label %feature.body.us.preheader, label %vec.epilog.ph1242, !prof !21

vec.epilog.ph1242:                                ; preds = %vector.main.loop.iter.check1225, %vec.epilog.iter.check1240
  %vec.epilog.resume.val1238 = phi i64 [ %n.vec1228, %vec.epilog.iter.check1240 ], [ 0, %vector.main.loop.iter.check1225 ]
  br label %vec.epilog.vector.body1245

vec.epilog.vector.body1245:                       ; preds = %vec.epilog.vector.body1245, %vec.epilog.ph1242
  %index1246 = phi i64 [ %vec.epilog.resume.val1238, %vec.epilog.ph1242 ], [ %index.next1249, %vec.epilog.vector.body1245 ]
  %1129 = getelementptr inbounds nuw float, ptr %1101, i64 %index1246
  %wide.load1247 = load <4 x float>, ptr %1129, align 4, !alias.scope !42
  %1130 = fmul <4 x float> %wide.load1247, %wide.load1247
  %1131 = fmul <4 x float> %wide.load1247, %1130
  %1132 = fmul <4 x float> %wide.load1247, %1131
  %1133 = fmul <4 x float> %1132, splat (float 2.500000e-01)
  %1134 = fmul <4 x float> %1130, splat (float 5.000000e-01)
  %1135 = fsub <4 x float> %1133, %1134
  %1136 = getelementptr inbounds nuw float, ptr %1102, i64 %index1246
  %wide.load1248 = load <4 x float>, ptr %1136, align 4, !alias.scope !45
  %1137 = fsub <4 x float> %wide.load1247, %wide.load1248
  %1138 = fmul <4 x float> %1137, %1137
  %1139 = getelementptr inbounds nuw float, ptr %1100, i64 %index1246
  store <4 x float> %1135, ptr %1139, align 4, !alias.scope !47, !noalias !49
  %1140 = getelementptr inbounds nuw float, ptr %1103, i64 %index1246
  store <4 x float> %1138, ptr %1140, align 4, !alias.scope !50, !noalias !49
  %index.next1249 = add nuw i64 %index1246, 4
  %1141 = icmp eq i64 %index.next1249, %n.vec1244
  br i1 %1141, label %vec.epilog.middle.block1250, label %vec.epilog.vector.body1245, !llvm.loop !53

vec.epilog.middle.block1250:                      ; preds = %vec.epilog.vector.body1245
  br i1 %cmp.n1251, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check1223, %vec.epilog.iter.check1240, %vec.epilog.middle.block1250
  %feature881.us.ph = phi i64 [ 0, %iter.check1223 ], [ %n.vec1228, %vec.epilog.iter.check1240 ], [ %n.vec1244, %vec.epilog.middle.block1250 ]
  %.neg1418 = or disjoint i64 %feature881.us.ph, 1
  br i1 %lcmp.mod1364.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %1142 = getelementptr inbounds nuw float, ptr %1101, i64 %feature881.us.ph
  %1143 = load float, ptr %1142, align 4
  %1144 = fmul float %1143, %1143
  %1145 = fmul float %1143, %1144
  %1146 = fmul float %1143, %1145
  %1147 = fmul float %1146, 2.500000e-01
  %1148 = fmul float %1144, 5.000000e-01
  %1149 = fsub float %1147, %1148
  %1150 = getelementptr inbounds nuw float, ptr %1102, i64 %feature881.us.ph
  %1151 = load float, ptr %1150, align 4
  %1152 = fsub float %1143, %1151
  %1153 = fmul float %1152, %1152
  %1154 = getelementptr inbounds nuw float, ptr %1100, i64 %feature881.us.ph
  store float %1149, ptr %1154, align 4
  %1155 = getelementptr inbounds nuw float, ptr %1103, i64 %feature881.us.ph
  store float %1153, ptr %1155, align 4
  %1156 = or disjoint i64 %feature881.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature881.us.unr = phi i64 [ %feature881.us.ph, %feature.body.us.preheader ], [ %1156, %feature.body.us.prol ]
  %1157 = icmp eq i64 %n_features, %.neg1418
  br i1 %1157, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature881.us = phi i64 [ %1187, %feature.body.us ], [ %feature881.us.unr, %feature.body.us.prol.loopexit ]
  %1158 = getelementptr inbounds nuw float, ptr %1101, i64 %feature881.us
  %1159 = load float, ptr %1158, align 4
  %1160 = fmul float %1159, %1159
  %1161 = fmul float %1159, %1160
  %1162 = fmul float %1159, %1161
  %1163 = fmul float %1162, 2.500000e-01
  %1164 = fmul float %1160, 5.000000e-01
  %1165 = fsub float %1163, %1164
  %1166 = getelementptr inbounds nuw float, ptr %1102, i64 %feature881.us
  %1167 = load float, ptr %1166, align 4
  %1168 = fsub float %1159, %1167
  %1169 = fmul float %1168, %1168
  %1170 = getelementptr inbounds nuw float, ptr %1100, i64 %feature881.us
  store float %1165, ptr %1170, align 4
  %1171 = getelementptr inbounds nuw float, ptr %1103, i64 %feature881.us
  store float %1169, ptr %1171, align 4
  %1172 = add nuw nsw i64 %feature881.us, 1
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
  %1187 = add nuw nsw i64 %feature881.us, 2
  %exitcond990.not.1 = icmp eq i64 %1187, %n_features
  br i1 %exitcond990.not.1, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !54

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block1250, %middle.block1236
  %1188 = add nuw nsw i64 %lockstep_row882.us, 1
  %exitcond995.not = icmp eq i64 %1188, %umax998
  br i1 %exitcond995.not, label %lockstep_sums.body.preheader, label %iter.check1223

lockstep_sums.body.preheader:                     ; preds = %feature.header.feature.exit_crit_edge.us
  %1189 = icmp ugt i64 %rows_left711, 1
  %1190 = select i1 %1189, i64 1, i64 %last_slot
  %1191 = mul nsw i64 %1190, %slot_values
  %1192 = getelementptr inbounds float, ptr %scratch, i64 %1191
  %1193 = icmp ugt i64 %rows_left711, 2
  %1194 = select i1 %1193, i64 2, i64 %last_slot
  %1195 = mul nsw i64 %1194, %slot_values
  %1196 = getelementptr inbounds float, ptr %scratch, i64 %1195
  %1197 = icmp ugt i64 %rows_left711, 3
  %1198 = select i1 %1197, i64 3, i64 %last_slot
  %1199 = mul nsw i64 %1198, %slot_values
  %1200 = getelementptr inbounds float, ptr %scratch, i64 %1199
  %1201 = getelementptr inbounds nuw float, ptr %1192, i64 %n_features
  %1202 = getelementptr inbounds nuw float, ptr %1196, i64 %n_features
  %1203 = getelementptr inbounds nuw float, ptr %1200, i64 %n_features
  br label %lockstep_sums.body

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums.body
  br i1 %.not937, label %lockstep_row.body758.preheader, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_sums.body.preheader, %lockstep_sums.body
  %lockstep_sums723885 = phi i64 [ %1220, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %lockstep_sums.0884 = phi <4 x float> [ %1211, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %lockstep_sums722.0883 = phi <4 x float> [ %1219, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %1204 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums723885
  %block724 = load <4 x float>, ptr %1204, align 4
  %1205 = getelementptr inbounds nuw float, ptr %1192, i64 %lockstep_sums723885
  %block725 = load <4 x float>, ptr %1205, align 4
  %1206 = getelementptr inbounds nuw float, ptr %1196, i64 %lockstep_sums723885
  %block726 = load <4 x float>, ptr %1206, align 4
  %1207 = getelementptr inbounds nuw float, ptr %1200, i64 %lockstep_sums723885
  %block727 = load <4 x float>, ptr %1207, align 4
  %transpose = shufflevector <4 x float> %block724, <4 x float> %block726, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose728 = shufflevector <4 x float> %block724, <4 x float> %block726, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose729 = shufflevector <4 x float> %block725, <4 x float> %block727, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose730 = shufflevector <4 x float> %block725, <4 x float> %block727, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose731 = shufflevector <4 x float> %transpose, <4 x float> %transpose729, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose732 = shufflevector <4 x float> %transpose, <4 x float> %transpose729, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose733 = shufflevector <4 x float> %transpose728, <4 x float> %transpose730, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose734 = shufflevector <4 x float> %transpose728, <4 x float> %transpose730, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %1208 = fadd <4 x float> %lockstep_sums.0884, %transpose731
  %1209 = fadd <4 x float> %transpose732, %1208
  %1210 = fadd <4 x float> %transpose733, %1209
  %1211 = fadd <4 x float> %transpose734, %1210
  %1212 = getelementptr inbounds nuw float, ptr %1075, i64 %lockstep_sums723885
  %block738 = load <4 x float>, ptr %1212, align 4
  %1213 = getelementptr inbounds nuw float, ptr %1201, i64 %lockstep_sums723885
  %block739 = load <4 x float>, ptr %1213, align 4
  %1214 = getelementptr inbounds nuw float, ptr %1202, i64 %lockstep_sums723885
  %block740 = load <4 x float>, ptr %1214, align 4
  %1215 = getelementptr inbounds nuw float, ptr %1203, i64 %lockstep_sums723885
  %block741 = load <4 x float>, ptr %1215, align 4
  %transpose742 = shufflevector <4 x float> %block738, <4 x float> %block740, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose743 = shufflevector <4 x float> %block738, <4 x float> %block740, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose744 = shufflevector <4 x float> %block739, <4 x float> %block741, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose745 = shufflevector <4 x float> %block739, <4 x float> %block741, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose746 = shufflevector <4 x float> %transpose742, <4 x float> %transpose744, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose747 = shufflevector <4 x float> %transpose742, <4 x float> %transpose744, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose748 = shufflevector <4 x float> %transpose743, <4 x float> %transpose745, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose749 = shufflevector <4 x float> %transpose743, <4 x float> %transpose745, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %1216 = fadd <4 x float> %lockstep_sums722.0883, %transpose746
  %1217 = fadd <4 x float> %transpose747, %1216
  %1218 = fadd <4 x float> %transpose748, %1217
  %1219 = fadd <4 x float> %transpose749, %1218
  %1220 = add nuw nsw i64 %lockstep_sums723885, 4
  %1221 = icmp samesign ult i64 %1220, %whole_tiles_end
  br i1 %1221, label %lockstep_sums.body, label %lockstep_sums_tail.header.preheader, !llvm.loop !55

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail890 = phi i64 [ %1248, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.1889 = phi <4 x float> [ %1234, %lockstep_sums_tail.body ], [ %1211, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums722.1888 = phi <4 x float> [ %1247, %lockstep_sums_tail.body ], [ %1219, %lockstep_sums_tail.header.preheader ]
  %1222 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail890
  %1223 = load float, ptr %1222, align 4
  %1224 = insertelement <4 x float> poison, float %1223, i64 0
  %1225 = getelementptr inbounds nuw float, ptr %1192, i64 %lockstep_sums_tail890
  %1226 = load float, ptr %1225, align 4
  %1227 = insertelement <4 x float> %1224, float %1226, i64 1
  %1228 = getelementptr inbounds nuw float, ptr %1196, i64 %lockstep_sums_tail890
  %1229 = load float, ptr %1228, align 4
  %1230 = insertelement <4 x float> %1227, float %1229, i64 2
  %1231 = getelementptr inbounds nuw float, ptr %1200, i64 %lockstep_sums_tail890
  %1232 = load float, ptr %1231, align 4
  %1233 = insertelement <4 x float> %1230, float %1232, i64 3
  %1234 = fadd <4 x float> %lockstep_sums.1889, %1233
  %1235 = getelementptr inbounds nuw float, ptr %1075, i64 %lockstep_sums_tail890
  %1236 = load float, ptr %1235, align 4
  %1237 = insertelement <4 x float> poison, float %1236, i64 0
  %1238 = getelementptr inbounds nuw float, ptr %1201, i64 %lockstep_sums_tail890
  %1239 = load float, ptr %1238, align 4
  %1240 = insertelement <4 x float> %1237, float %1239, i64 1
  %1241 = getelementptr inbounds nuw float, ptr %1202, i64 %lockstep_sums_tail890
  %1242 = load float, ptr %1241, align 4
  %1243 = insertelement <4 x float> %1240, float %1242, i64 2
  %1244 = getelementptr inbounds nuw float, ptr %1203, i64 %lockstep_sums_tail890
  %1245 = load float, ptr %1244, align 4
  %1246 = insertelement <4 x float> %1243, float %1245, i64 3
  %1247 = fadd <4 x float> %lockstep_sums722.1888, %1246
  %1248 = add nuw nsw i64 %lockstep_sums_tail890, 1
  %1249 = icmp ult i64 %1248, %n_features
  br i1 %1249, label %lockstep_sums_tail.body, label %lockstep_row.body758.preheader, !llvm.loop !56

lockstep_row.body758.preheader:                   ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums722.1.lcssa = phi <4 x float> [ %1219, %lockstep_sums_tail.header.preheader ], [ %1247, %lockstep_sums_tail.body ]
  %lockstep_sums.1.lcssa = phi <4 x float> [ %1211, %lockstep_sums_tail.header.preheader ], [ %1234, %lockstep_sums_tail.body ]
  %1250 = shufflevector <4 x float> %lockstep_sums.1.lcssa, <4 x float> %lockstep_sums722.1.lcssa, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x float> %1250, ptr %lockstep_uniforms, align 4
  br label %iter.check1163

iter.check1163:                                   ; preds = %feature.exit765, %lockstep_row.body758.preheader
  %lockstep_row760894 = phi i64 [ %1387, %feature.exit765 ], [ 0, %lockstep_row.body758.preheader ]
  %row761 = add i64 %lockstep_row760894, %lockstep_block895
  %.idx = shl i64 %lockstep_row760894, 3
  %1251 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx
  %row_offset762 = mul i64 %row761, %n_features
  %1252 = getelementptr inbounds float, ptr %out_0, i64 %row761
  %1253 = getelementptr inbounds float, ptr %out_1, i64 %row_offset762
  %1254 = getelementptr inbounds float, ptr %state, i64 %row_offset762
  %1255 = getelementptr inbounds float, ptr %input_0, i64 %row_offset762
  %1256 = load float, ptr %1251, align 4
  %1257 = getelementptr inbounds nuw i8, ptr %1251, i64 4
  %1258 = load float, ptr %1257, align 4
  %1259 = fmul float %1258, 5.000000e-01
  %1260 = fadd float %1256, %1259
  store float %1260, ptr %1252, align 4
  br i1 %conflict.rdx1161, label %feature.body764.preheader, label %vector.main.loop.iter.check1165

vector.main.loop.iter.check1165:                  ; preds = %iter.check1163
  br i1 %min.iters.check1164, label %vec.epilog.ph1186, label %vector.body1169

vector.body1169:                                  ; preds = %vector.main.loop.iter.check1165, %vector.body1169
  %index1170 = phi i64 [ %index.next1179, %vector.body1169 ], [ 0, %vector.main.loop.iter.check1165 ]
  %1261 = getelementptr inbounds nuw float, ptr %1254, i64 %index1170
  %1262 = getelementptr inbounds nuw i8, ptr %1261, i64 64
  %1263 = getelementptr inbounds nuw i8, ptr %1261, i64 128
  %1264 = getelementptr inbounds nuw i8, ptr %1261, i64 192
  %wide.load1171 = load <16 x float>, ptr %1261, align 4
  %wide.load1172 = load <16 x float>, ptr %1262, align 4
  %wide.load1173 = load <16 x float>, ptr %1263, align 4
  %wide.load1174 = load <16 x float>, ptr %1264, align 4
  %1265 = getelementptr inbounds nuw float, ptr %1255, i64 %index1170
  %1266 = getelementptr inbounds nuw i8, ptr %1265, i64 64
  %1267 = getelementptr inbounds nuw i8, ptr %1265, i64 128
  %1268 = getelementptr inbounds nuw i8, ptr %1265, i64 192
  %wide.load1175 = load <16 x float>, ptr %1265, align 4
  %wide.load1176 = load <16 x float>, ptr %1266, align 4
  %wide.load1177 = load <16 x float>, ptr %1267, align 4
  %wide.load1178 = load <16 x float>, ptr %1268, align 4
  %1269 = fsub <16 x float> %wide.load1171, %wide.load1175
  %1270 = fsub <16 x float> %wide.load1172, %wide.load1176
  %1271 = fsub <16 x float> %wide.load1173, %wide.load1177
  %1272 = fsub <16 x float> %wide.load1174, %wide.load1178
  %1273 = fmul <16 x float> %1269, splat (float 2.000000e+00)
  %1274 = fmul <16 x float> %1270, splat (float 2.000000e+00)
  %1275 = fmul <16 x float> %1271, splat (float 2.000000e+00)
  %1276 = fmul <16 x float> %1272, splat (float 2.000000e+00)
  %1277 = fmul <16 x float> %1273, splat (float 5.000000e-01)
  %1278 = fmul <16 x float> %1274, splat (float 5.000000e-01)
  %1279 = fmul <16 x float> %1275, splat (float 5.000000e-01)
  %1280 = fmul <16 x float> %1276, splat (float 5.000000e-01)
  %1281 = fmul <16 x float> %wide.load1171, splat (float 2.000000e+00)
  %1282 = fmul <16 x float> %wide.load1172, splat (float 2.000000e+00)
  %1283 = fmul <16 x float> %wide.load1173, splat (float 2.000000e+00)
  %1284 = fmul <16 x float> %wide.load1174, splat (float 2.000000e+00)
  %1285 = fmul <16 x float> %1281, splat (float 5.000000e-01)
  %1286 = fmul <16 x float> %1282, splat (float 5.000000e-01)
  %1287 = fmul <16 x float> %1283, splat (float 5.000000e-01)
  %1288 = fmul <16 x float> %1284, splat (float 5.000000e-01)
  %1289 = fsub <16 x float> %1277, %1285
  %1290 = fsub <16 x float> %1278, %1286
  %1291 = fsub <16 x float> %1279, %1287
  %1292 = fsub <16 x float> %1280, %1288
  %1293 = fmul <16 x float> %wide.load1171, %wide.load1171
  %1294 = fmul <16 x float> %wide.load1172, %wide.load1172
  %1295 = fmul <16 x float> %wide.load1173, %wide.load1173
  %1296 = fmul <16 x float> %wide.load1174, %wide.load1174
  %1297 = fmul <16 x float> %wide.load1171, %1293
  %1298 = fmul <16 x float> %wide.load1172, %1294
  %1299 = fmul <16 x float> %wide.load1173, %1295
  %1300 = fmul <16 x float> %wide.load1174, %1296
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
  %1313 = getelementptr inbounds nuw float, ptr %1253, i64 %index1170
  %1314 = getelementptr inbounds nuw i8, ptr %1313, i64 64
  %1315 = getelementptr inbounds nuw i8, ptr %1313, i64 128
  %1316 = getelementptr inbounds nuw i8, ptr %1313, i64 192
  store <16 x float> %1309, ptr %1313, align 4
  store <16 x float> %1310, ptr %1314, align 4
  store <16 x float> %1311, ptr %1315, align 4
  store <16 x float> %1312, ptr %1316, align 4
  %index.next1179 = add nuw i64 %index1170, 64
  %1317 = icmp eq i64 %index.next1179, %n.vec1168
  br i1 %1317, label %middle.block1180, label %vector.body1169, !llvm.loop !57

middle.block1180:                                 ; preds = %vector.body1169
  br i1 %cmp.n1181, label %feature.exit765, label %vec.epilog.iter.check1184

vec.epilog.iter.check1184:                        ; preds = %middle.block1180
  br i1 %min.epilog.iters.check1185, label %feature.body764.preheader, label %vec.epilog.ph1186, !prof !58

vec.epilog.ph1186:                                ; preds = %vector.main.loop.iter.check1165, %vec.epilog.iter.check1184
  %vec.epilog.resume.val1182 = phi i64 [ %n.vec1168, %vec.epilog.iter.check1184 ], [ 0, %vector.main.loop.iter.check1165 ]
  br label %vec.epilog.vector.body1189

vec.epilog.vector.body1189:                       ; preds = %vec.epilog.vector.body1189, %vec.epilog.ph1186
  %index1190 = phi i64 [ %vec.epilog.resume.val1182, %vec.epilog.ph1186 ], [ %index.next1193, %vec.epilog.vector.body1189 ]
  %1318 = getelementptr inbounds nuw float, ptr %1254, i64 %index1190
  %wide.load1191 = load <8 x float>, ptr %1318, align 4
  %1319 = getelementptr inbounds nuw float, ptr %1255, i64 %index1190
  %wide.load1192 = load <8 x float>, ptr %1319, align 4
  %1320 = fsub <8 x float> %wide.load1191, %wide.load1192
  %1321 = fmul <8 x float> %1320, splat (float 2.000000e+00)
  %1322 = fmul <8 x float> %1321, splat (float 5.000000e-01)
  %1323 = fmul <8 x float> %wide.load1191, splat (float 2.000000e+00)
  %1324 = fmul <8 x float> %1323, splat (float 5.000000e-01)
  %1325 = fsub <8 x float> %1322, %1324
  %1326 = fmul <8 x float> %wide.load1191, %wide.load1191
  %1327 = fmul <8 x float> %wide.load1191, %1326
  %1328 = fmul <8 x float> %1327, splat (float 4.000000e+00)
  %1329 = fmul <8 x float> %1328, splat (float 2.500000e-01)
  %1330 = fadd <8 x float> %1329, %1325
  %1331 = getelementptr inbounds nuw float, ptr %1253, i64 %index1190
  store <8 x float> %1330, ptr %1331, align 4
  %index.next1193 = add nuw i64 %index1190, 8
  %1332 = icmp eq i64 %index.next1193, %n.vec1188
  br i1 %1332, label %vec.epilog.middle.block1194, label %vec.epilog.vector.body1189, !llvm.loop !59

vec.epilog.middle.block1194:                      ; preds = %vec.epilog.vector.body1189
  br i1 %cmp.n1195, label %feature.exit765, label %feature.body764.preheader

feature.body764.preheader:                        ; preds = %iter.check1163, %vec.epilog.iter.check1184, %vec.epilog.middle.block1194
  %feature766893.ph = phi i64 [ 0, %iter.check1163 ], [ %n.vec1168, %vec.epilog.iter.check1184 ], [ %n.vec1188, %vec.epilog.middle.block1194 ]
  %.neg1419 = or disjoint i64 %feature766893.ph, 1
  br i1 %lcmp.mod1366.not, label %feature.body764.prol.loopexit, label %feature.body764.prol

feature.body764.prol:                             ; preds = %feature.body764.preheader
  %1333 = getelementptr inbounds nuw float, ptr %1254, i64 %feature766893.ph
  %1334 = load float, ptr %1333, align 4
  %1335 = getelementptr inbounds nuw float, ptr %1255, i64 %feature766893.ph
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
  %1348 = getelementptr inbounds nuw float, ptr %1253, i64 %feature766893.ph
  store float %1347, ptr %1348, align 4
  %1349 = or disjoint i64 %feature766893.ph, 1
  br label %feature.body764.prol.loopexit

feature.body764.prol.loopexit:                    ; preds = %feature.body764.prol, %feature.body764.preheader
  %feature766893.unr = phi i64 [ %feature766893.ph, %feature.body764.preheader ], [ %1349, %feature.body764.prol ]
  %1350 = icmp eq i64 %n_features, %.neg1419
  br i1 %1350, label %feature.exit765, label %feature.body764

lockstep_row.exit759:                             ; preds = %feature.exit765
  %1351 = add i64 %lockstep_block895, 4
  %1352 = icmp ult i64 %1351, %row_end
  %indvars.iv.next992 = add i64 %indvars.iv991, -4
  %indvar.next1202 = add i64 %indvar1201, 1
  br i1 %1352, label %lockstep_row.body.us.preheader, label %across.done

feature.body764:                                  ; preds = %feature.body764.prol.loopexit, %feature.body764
  %feature766893 = phi i64 [ %1386, %feature.body764 ], [ %feature766893.unr, %feature.body764.prol.loopexit ]
  %1353 = getelementptr inbounds nuw float, ptr %1254, i64 %feature766893
  %1354 = load float, ptr %1353, align 4
  %1355 = getelementptr inbounds nuw float, ptr %1255, i64 %feature766893
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
  %1368 = getelementptr inbounds nuw float, ptr %1253, i64 %feature766893
  store float %1367, ptr %1368, align 4
  %1369 = add nuw nsw i64 %feature766893, 1
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
  %1386 = add nuw nsw i64 %feature766893, 2
  %exitcond996.not.1 = icmp eq i64 %1386, %n_features
  br i1 %exitcond996.not.1, label %feature.exit765, label %feature.body764, !llvm.loop !60

feature.exit765:                                  ; preds = %feature.body764.prol.loopexit, %feature.body764, %vec.epilog.middle.block1194, %middle.block1180
  %1387 = add nuw nsw i64 %lockstep_row760894, 1
  %exitcond999.not = icmp eq i64 %1387, %umax998
  br i1 %exitcond999.not, label %lockstep_row.exit759, label %iter.check1163

row.body:                                         ; preds = %row.body.lr.ph, %feature.exit780
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %feature.exit780 ]
  %row767880 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %1687, %feature.exit780 ]
  %1388 = mul i64 %38, %indvar
  %1389 = add i64 %37, %1388
  %1390 = add i64 %39, %1388
  %1391 = add i64 %44, %1388
  %1392 = add i64 %45, %1388
  %row_offset768 = mul i64 %row767880, %n_features
  %1393 = getelementptr inbounds float, ptr %state, i64 %row_offset768
  %1394 = getelementptr inbounds float, ptr %input_0, i64 %row_offset768
  br label %fold_chunk.body

fold_chunk.header.loopexit.loopexit.unr-lcssa:    ; preds = %fold_sums.body
  %lcmp.mod1357.not = icmp eq i64 %xtraiter1356, 0
  br i1 %lcmp.mod1357.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.preheader
  %fold_sums874.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %1652, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value769.1873.epil.init = phi float [ %fold_value769.0877, %fold_sums.body.preheader ], [ %1651, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value.1872.epil.init = phi float [ %fold_value.0876, %fold_sums.body.preheader ], [ %1648, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod1360 = icmp ne i64 %xtraiter1356, 0
  tail call void @llvm.assume(i1 %lcmp.mod1360)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums874.epil = phi i64 [ %1401, %fold_sums.body.epil ], [ %fold_sums874.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value769.1873.epil = phi float [ %1400, %fold_sums.body.epil ], [ %fold_value769.1873.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value.1872.epil = phi float [ %1397, %fold_sums.body.epil ], [ %fold_value.1872.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %1395 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums874.epil
  %1396 = load float, ptr %1395, align 4
  %1397 = fadd float %fold_value.1872.epil, %1396
  %1398 = getelementptr inbounds float, ptr %31, i64 %fold_sums874.epil
  %1399 = load float, ptr %1398, align 4
  %1400 = fadd float %fold_value769.1873.epil, %1399
  %1401 = add nuw i64 %fold_sums874.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1356
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil, !llvm.loop !61

fold_chunk.header.loopexit:                       ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.epil, %feature.exit776
  %fold_value.1.lcssa = phi float [ %fold_value.0876, %feature.exit776 ], [ %1648, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %1397, %fold_sums.body.epil ]
  %fold_value769.1.lcssa = phi float [ %fold_value769.0877, %feature.exit776 ], [ %1651, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %1400, %fold_sums.body.epil ]
  %1402 = icmp ult i64 %1410, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next986 = add i64 %indvars.iv985, -1024
  %indvar.next1117 = add i64 %indvar1116, 1
  br i1 %1402, label %fold_chunk.body, label %iter.check

fold_chunk.body:                                  ; preds = %row.body, %fold_chunk.header.loopexit
  %indvar1116 = phi i64 [ 0, %row.body ], [ %indvar.next1117, %fold_chunk.header.loopexit ]
  %indvars.iv985 = phi i64 [ 0, %row.body ], [ %indvars.iv.next986, %fold_chunk.header.loopexit ]
  %indvars.iv = phi i64 [ 1024, %row.body ], [ %indvars.iv.next, %fold_chunk.header.loopexit ]
  %fold_chunk878 = phi i64 [ 0, %row.body ], [ %1410, %fold_chunk.header.loopexit ]
  %fold_value769.0877 = phi float [ 0.000000e+00, %row.body ], [ %fold_value769.1.lcssa, %fold_chunk.header.loopexit ]
  %fold_value.0876 = phi float [ 0.000000e+00, %row.body ], [ %fold_value.1.lcssa, %fold_chunk.header.loopexit ]
  %umin1354 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1403 = add i64 %umin1354, %indvars.iv985
  %umax1355 = tail call i64 @llvm.umax.i64(i64 %1403, i64 1)
  %umin1353 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1404 = add i64 %umin, %indvars.iv985
  %1405 = mul i64 %indvar1116, -4096
  %1406 = add i64 %1389, %1405
  %1407 = add i64 %1390, %1405
  %1408 = add i64 %1391, %1405
  %1409 = add i64 %1392, %1405
  %umin984 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1410 = add i64 %fold_chunk878, 1024
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %1410, i64 %n_features)
  %1411 = icmp ult i64 %fold_chunk878, %chunk_end
  br i1 %1411, label %iter.check1128, label %feature.exit776

iter.check1128:                                   ; preds = %fold_chunk.body
  %min.iters.check1126 = icmp ult i64 %1404, 4
  br i1 %min.iters.check1126, label %feature.body775.preheader, label %vector.memcheck1113

vector.memcheck1113:                              ; preds = %iter.check1128
  %diff.check1118 = icmp ult i64 %1406, 128
  %conflict.rdx1119 = or i1 %diff.check1114, %diff.check1118
  %diff.check1120 = icmp ult i64 %1407, 128
  %conflict.rdx1121 = or i1 %conflict.rdx1119, %diff.check1120
  %diff.check1122 = icmp ult i64 %1408, 128
  %conflict.rdx1123 = or i1 %conflict.rdx1121, %diff.check1122
  %diff.check1124 = icmp ult i64 %1409, 128
  %conflict.rdx1125 = or i1 %conflict.rdx1123, %diff.check1124
  br i1 %conflict.rdx1125, label %feature.body775.preheader, label %vector.main.loop.iter.check1130

vector.main.loop.iter.check1130:                  ; preds = %vector.memcheck1113
  %min.iters.check1129 = icmp ult i64 %1404, 32
  br i1 %min.iters.check1129, label %vec.epilog.ph1147, label %vector.ph1131

vector.ph1131:                                    ; preds = %vector.main.loop.iter.check1130
  %n.mod.vf1132 = and i64 %umin, 31
  %n.vec1133 = sub nuw i64 %1404, %n.mod.vf1132
  br label %vector.body1134

vector.body1134:                                  ; preds = %vector.body1134, %vector.ph1131
  %index1135 = phi i64 [ 0, %vector.ph1131 ], [ %index.next1140, %vector.body1134 ]
  %1412 = add i64 %fold_chunk878, %index1135
  %1413 = getelementptr inbounds float, ptr %1393, i64 %1412
  %1414 = getelementptr inbounds nuw i8, ptr %1413, i64 64
  %wide.load1136 = load <16 x float>, ptr %1413, align 4
  %wide.load1137 = load <16 x float>, ptr %1414, align 4
  %1415 = fmul <16 x float> %wide.load1136, %wide.load1136
  %1416 = fmul <16 x float> %wide.load1137, %wide.load1137
  %1417 = fmul <16 x float> %wide.load1136, %1415
  %1418 = fmul <16 x float> %wide.load1137, %1416
  %1419 = fmul <16 x float> %wide.load1136, %1417
  %1420 = fmul <16 x float> %wide.load1137, %1418
  %1421 = fmul <16 x float> %1419, splat (float 2.500000e-01)
  %1422 = fmul <16 x float> %1420, splat (float 2.500000e-01)
  %1423 = fmul <16 x float> %1415, splat (float 5.000000e-01)
  %1424 = fmul <16 x float> %1416, splat (float 5.000000e-01)
  %1425 = fsub <16 x float> %1421, %1423
  %1426 = fsub <16 x float> %1422, %1424
  %1427 = getelementptr inbounds float, ptr %1394, i64 %1412
  %1428 = getelementptr inbounds nuw i8, ptr %1427, i64 64
  %wide.load1138 = load <16 x float>, ptr %1427, align 4
  %wide.load1139 = load <16 x float>, ptr %1428, align 4
  %1429 = fsub <16 x float> %wide.load1136, %wide.load1138
  %1430 = fsub <16 x float> %wide.load1137, %wide.load1139
  %1431 = fmul <16 x float> %1429, %1429
  %1432 = fmul <16 x float> %1430, %1430
  %1433 = getelementptr inbounds float, ptr %scratch, i64 %index1135
  %1434 = getelementptr inbounds nuw i8, ptr %1433, i64 64
  store <16 x float> %1425, ptr %1433, align 4
  store <16 x float> %1426, ptr %1434, align 4
  %1435 = getelementptr float, ptr %31, i64 %index1135
  %1436 = getelementptr i8, ptr %1435, i64 64
  store <16 x float> %1431, ptr %1435, align 4
  store <16 x float> %1432, ptr %1436, align 4
  %index.next1140 = add nuw i64 %index1135, 32
  %1437 = icmp eq i64 %index.next1140, %n.vec1133
  br i1 %1437, label %middle.block1141, label %vector.body1134, !llvm.loop !62

middle.block1141:                                 ; preds = %vector.body1134
  %cmp.n1142 = icmp eq i64 %n.mod.vf1132, 0
  br i1 %cmp.n1142, label %feature.exit776, label %vec.epilog.iter.check1145

vec.epilog.iter.check1145:                        ; preds = %middle.block1141
  %ind.end = add i64 %fold_chunk878, %n.vec1133
  %min.epilog.iters.check1146 = icmp samesign ult i64 %n.mod.vf1132, 4
  br i1 %min.epilog.iters.check1146, label %feature.body775.preheader, label %vec.epilog.ph1147, !prof !21

vec.epilog.ph1147:                                ; preds = %vector.main.loop.iter.check1130, %vec.epilog.iter.check1145
  %vec.epilog.resume.val1143 = phi i64 [ %n.vec1133, %vec.epilog.iter.check1145 ], [ 0, %vector.main.loop.iter.check1130 ]
  %n.mod.vf1148 = and i64 %umin, 3
  %n.vec1149 = sub i64 %1404, %n.mod.vf1148
  %1438 = add i64 %fold_chunk878, %n.vec1149
  br label %vec.epilog.vector.body1150

vec.epilog.vector.body1150:                       ; preds = %vec.epilog.vector.body1150, %vec.epilog.ph1147
  %index1151 = phi i64 [ %vec.epilog.resume.val1143, %vec.epilog.ph1147 ], [ %index.next1154, %vec.epilog.vector.body1150 ]
  %offset.idx = add i64 %fold_chunk878, %index1151
  %1439 = getelementptr inbounds float, ptr %1393, i64 %offset.idx
  %wide.load1152 = load <4 x float>, ptr %1439, align 4
  %1440 = fmul <4 x float> %wide.load1152, %wide.load1152
  %1441 = fmul <4 x float> %wide.load1152, %1440
  %1442 = fmul <4 x float> %wide.load1152, %1441
  %1443 = fmul <4 x float> %1442, splat (float 2.500000e-01)
  %1444 = fmul <4 x float> %1440, splat (float 5.000000e-01)
  %1445 = fsub <4 x float> %1443, %1444
  %1446 = getelementptr inbounds float, ptr %1394, i64 %offset.idx
  %wide.load1153 = load <4 x float>, ptr %1446, align 4
  %1447 = fsub <4 x float> %wide.load1152, %wide.load1153
  %1448 = fmul <4 x float> %1447, %1447
  %1449 = getelementptr inbounds float, ptr %scratch, i64 %index1151
  store <4 x float> %1445, ptr %1449, align 4
  %1450 = getelementptr float, ptr %31, i64 %index1151
  store <4 x float> %1448, ptr %1450, align 4
  %index.next1154 = add nuw i64 %index1151, 4
  %1451 = icmp eq i64 %index.next1154, %n.vec1149
  br i1 %1451, label %vec.epilog.middle.block1155, label %vec.epilog.vector.body1150, !llvm.loop !63

vec.epilog.middle.block1155:                      ; preds = %vec.epilog.vector.body1150
  %cmp.n1156 = icmp eq i64 %n.mod.vf1148, 0
  br i1 %cmp.n1156, label %feature.exit776, label %feature.body775.preheader

feature.body775.preheader:                        ; preds = %vector.memcheck1113, %iter.check1128, %vec.epilog.iter.check1145, %vec.epilog.middle.block1155
  %feature777871.ph = phi i64 [ %fold_chunk878, %iter.check1128 ], [ %fold_chunk878, %vector.memcheck1113 ], [ %ind.end, %vec.epilog.iter.check1145 ], [ %1438, %vec.epilog.middle.block1155 ]
  %1452 = sub i64 %umin1353, %feature777871.ph
  %.neg = add i64 %feature777871.ph, 1
  %xtraiter = and i64 %1452, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body775.prol.loopexit, label %feature.body775.prol

feature.body775.prol:                             ; preds = %feature.body775.preheader
  %1453 = getelementptr inbounds float, ptr %1393, i64 %feature777871.ph
  %1454 = load float, ptr %1453, align 4
  %1455 = fmul float %1454, %1454
  %1456 = fmul float %1454, %1455
  %1457 = fmul float %1454, %1456
  %1458 = fmul float %1457, 2.500000e-01
  %1459 = fmul float %1455, 5.000000e-01
  %1460 = fsub float %1458, %1459
  %1461 = getelementptr inbounds float, ptr %1394, i64 %feature777871.ph
  %1462 = load float, ptr %1461, align 4
  %1463 = fsub float %1454, %1462
  %1464 = fmul float %1463, %1463
  %1465 = sub nuw i64 %feature777871.ph, %fold_chunk878
  %1466 = getelementptr inbounds float, ptr %scratch, i64 %1465
  store float %1460, ptr %1466, align 4
  %1467 = getelementptr float, ptr %31, i64 %1465
  store float %1464, ptr %1467, align 4
  %1468 = add nuw i64 %feature777871.ph, 1
  br label %feature.body775.prol.loopexit

feature.body775.prol.loopexit:                    ; preds = %feature.body775.prol, %feature.body775.preheader
  %feature777871.unr = phi i64 [ %feature777871.ph, %feature.body775.preheader ], [ %1468, %feature.body775.prol ]
  %1469 = icmp eq i64 %umin1353, %.neg
  br i1 %1469, label %feature.exit776, label %feature.body775

iter.check:                                       ; preds = %fold_chunk.header.loopexit
  %1470 = getelementptr inbounds float, ptr %out_0, i64 %row767880
  %1471 = getelementptr inbounds float, ptr %out_1, i64 %row_offset768
  %1472 = fmul float %fold_value769.1.lcssa, 5.000000e-01
  %1473 = fadd float %fold_value.1.lcssa, %1472
  store float %1473, ptr %1470, align 4
  br i1 %conflict.rdx, label %feature.body779.preheader, label %vector.body

vector.body:                                      ; preds = %iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %iter.check ]
  %1474 = getelementptr inbounds float, ptr %1393, i64 %index
  %1475 = getelementptr inbounds nuw i8, ptr %1474, i64 64
  %1476 = getelementptr inbounds nuw i8, ptr %1474, i64 128
  %1477 = getelementptr inbounds nuw i8, ptr %1474, i64 192
  %wide.load = load <16 x float>, ptr %1474, align 4
  %wide.load1099 = load <16 x float>, ptr %1475, align 4
  %wide.load1100 = load <16 x float>, ptr %1476, align 4
  %wide.load1101 = load <16 x float>, ptr %1477, align 4
  %1478 = getelementptr inbounds float, ptr %1394, i64 %index
  %1479 = getelementptr inbounds nuw i8, ptr %1478, i64 64
  %1480 = getelementptr inbounds nuw i8, ptr %1478, i64 128
  %1481 = getelementptr inbounds nuw i8, ptr %1478, i64 192
  %wide.load1102 = load <16 x float>, ptr %1478, align 4
  %wide.load1103 = load <16 x float>, ptr %1479, align 4
  %wide.load1104 = load <16 x float>, ptr %1480, align 4
  %wide.load1105 = load <16 x float>, ptr %1481, align 4
  %1482 = fsub <16 x float> %wide.load, %wide.load1102
  %1483 = fsub <16 x float> %wide.load1099, %wide.load1103
  %1484 = fsub <16 x float> %wide.load1100, %wide.load1104
  %1485 = fsub <16 x float> %wide.load1101, %wide.load1105
  %1486 = fmul <16 x float> %1482, splat (float 2.000000e+00)
  %1487 = fmul <16 x float> %1483, splat (float 2.000000e+00)
  %1488 = fmul <16 x float> %1484, splat (float 2.000000e+00)
  %1489 = fmul <16 x float> %1485, splat (float 2.000000e+00)
  %1490 = fmul <16 x float> %1486, splat (float 5.000000e-01)
  %1491 = fmul <16 x float> %1487, splat (float 5.000000e-01)
  %1492 = fmul <16 x float> %1488, splat (float 5.000000e-01)
  %1493 = fmul <16 x float> %1489, splat (float 5.000000e-01)
  %1494 = fmul <16 x float> %wide.load, splat (float 2.000000e+00)
  %1495 = fmul <16 x float> %wide.load1099, splat (float 2.000000e+00)
  %1496 = fmul <16 x float> %wide.load1100, splat (float 2.000000e+00)
  %1497 = fmul <16 x float> %wide.load1101, splat (float 2.000000e+00)
  %1498 = fmul <16 x float> %1494, splat (float 5.000000e-01)
  %1499 = fmul <16 x float> %1495, splat (float 5.000000e-01)
  %1500 = fmul <16 x float> %1496, splat (float 5.000000e-01)
  %1501 = fmul <16 x float> %1497, splat (float 5.000000e-01)
  %1502 = fsub <16 x float> %1490, %1498
  %1503 = fsub <16 x float> %1491, %1499
  %1504 = fsub <16 x float> %1492, %1500
  %1505 = fsub <16 x float> %1493, %1501
  %1506 = fmul <16 x float> %wide.load, %wide.load
  %1507 = fmul <16 x float> %wide.load1099, %wide.load1099
  %1508 = fmul <16 x float> %wide.load1100, %wide.load1100
  %1509 = fmul <16 x float> %wide.load1101, %wide.load1101
  %1510 = fmul <16 x float> %wide.load, %1506
  %1511 = fmul <16 x float> %wide.load1099, %1507
  %1512 = fmul <16 x float> %wide.load1100, %1508
  %1513 = fmul <16 x float> %wide.load1101, %1509
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
  br i1 %cmp.n, label %feature.exit780, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body779.preheader, label %vec.epilog.vector.body, !prof !58

vec.epilog.vector.body:                           ; preds = %vec.epilog.iter.check, %vec.epilog.vector.body
  %index1108 = phi i64 [ %index.next1111, %vec.epilog.vector.body ], [ %n.vec, %vec.epilog.iter.check ]
  %1531 = getelementptr inbounds float, ptr %1393, i64 %index1108
  %wide.load1109 = load <8 x float>, ptr %1531, align 4
  %1532 = getelementptr inbounds float, ptr %1394, i64 %index1108
  %wide.load1110 = load <8 x float>, ptr %1532, align 4
  %1533 = fsub <8 x float> %wide.load1109, %wide.load1110
  %1534 = fmul <8 x float> %1533, splat (float 2.000000e+00)
  %1535 = fmul <8 x float> %1534, splat (float 5.000000e-01)
  %1536 = fmul <8 x float> %wide.load1109, splat (float 2.000000e+00)
  %1537 = fmul <8 x float> %1536, splat (float 5.000000e-01)
  %1538 = fsub <8 x float> %1535, %1537
  %1539 = fmul <8 x float> %wide.load1109, %wide.load1109
  %1540 = fmul <8 x float> %wide.load1109, %1539
  %1541 = fmul <8 x float> %1540, splat (float 4.000000e+00)
  %1542 = fmul <8 x float> %1541, splat (float 2.500000e-01)
  %1543 = fadd <8 x float> %1542, %1538
  %1544 = getelementptr inbounds float, ptr %1471, i64 %index1108
  store <8 x float> %1543, ptr %1544, align 4
  %index.next1111 = add nuw i64 %index1108, 8
  %1545 = icmp eq i64 %index.next1111, %n.vec1107
  br i1 %1545, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !65

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1112, label %feature.exit780, label %feature.body779.preheader

feature.body779.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature781879.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1107, %vec.epilog.middle.block ]
  %.neg1417 = or disjoint i64 %feature781879.ph, 1
  br i1 %lcmp.mod1362.not, label %feature.body779.prol.loopexit, label %feature.body779.prol

feature.body779.prol:                             ; preds = %feature.body779.preheader
  %1546 = getelementptr inbounds float, ptr %1393, i64 %feature781879.ph
  %1547 = load float, ptr %1546, align 4
  %1548 = getelementptr inbounds float, ptr %1394, i64 %feature781879.ph
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
  %1561 = getelementptr inbounds float, ptr %1471, i64 %feature781879.ph
  store float %1560, ptr %1561, align 4
  %1562 = or disjoint i64 %feature781879.ph, 1
  br label %feature.body779.prol.loopexit

feature.body779.prol.loopexit:                    ; preds = %feature.body779.prol, %feature.body779.preheader
  %feature781879.unr = phi i64 [ %feature781879.ph, %feature.body779.preheader ], [ %1562, %feature.body779.prol ]
  %1563 = icmp eq i64 %n_features, %.neg1417
  br i1 %1563, label %feature.exit780, label %feature.body779

feature.body775:                                  ; preds = %feature.body775.prol.loopexit, %feature.body775
  %feature777871 = phi i64 [ %1595, %feature.body775 ], [ %feature777871.unr, %feature.body775.prol.loopexit ]
  %1564 = getelementptr inbounds float, ptr %1393, i64 %feature777871
  %1565 = load float, ptr %1564, align 4
  %1566 = fmul float %1565, %1565
  %1567 = fmul float %1565, %1566
  %1568 = fmul float %1565, %1567
  %1569 = fmul float %1568, 2.500000e-01
  %1570 = fmul float %1566, 5.000000e-01
  %1571 = fsub float %1569, %1570
  %1572 = getelementptr inbounds float, ptr %1394, i64 %feature777871
  %1573 = load float, ptr %1572, align 4
  %1574 = fsub float %1565, %1573
  %1575 = fmul float %1574, %1574
  %1576 = sub nuw i64 %feature777871, %fold_chunk878
  %1577 = getelementptr inbounds float, ptr %scratch, i64 %1576
  store float %1571, ptr %1577, align 4
  %1578 = getelementptr float, ptr %31, i64 %1576
  store float %1575, ptr %1578, align 4
  %1579 = add nuw i64 %feature777871, 1
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
  %1592 = sub nuw i64 %1579, %fold_chunk878
  %1593 = getelementptr inbounds float, ptr %scratch, i64 %1592
  store float %1587, ptr %1593, align 4
  %1594 = getelementptr float, ptr %31, i64 %1592
  store float %1591, ptr %1594, align 4
  %1595 = add nuw i64 %feature777871, 2
  %exitcond.not.1 = icmp eq i64 %1595, %umin984
  br i1 %exitcond.not.1, label %feature.exit776, label %feature.body775, !llvm.loop !66

feature.exit776:                                  ; preds = %feature.body775.prol.loopexit, %feature.body775, %middle.block1141, %vec.epilog.middle.block1155, %fold_chunk.body
  %.not = icmp eq i64 %chunk_end, %fold_chunk878
  br i1 %.not, label %fold_chunk.header.loopexit, label %fold_sums.body.preheader

fold_sums.body.preheader:                         ; preds = %feature.exit776
  %xtraiter1356 = and i64 %umax1355, 7
  %1596 = icmp ult i64 %1403, 8
  br i1 %1596, label %fold_sums.body.epil.preheader, label %fold_sums.body.preheader.new

fold_sums.body.preheader.new:                     ; preds = %fold_sums.body.preheader
  %unroll_iter = and i64 %umax1355, -8
  br label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body, %fold_sums.body.preheader.new
  %fold_sums874 = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %1652, %fold_sums.body ]
  %fold_value769.1873 = phi float [ %fold_value769.0877, %fold_sums.body.preheader.new ], [ %1651, %fold_sums.body ]
  %fold_value.1872 = phi float [ %fold_value.0876, %fold_sums.body.preheader.new ], [ %1648, %fold_sums.body ]
  %niter = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %niter.next.7, %fold_sums.body ]
  %1597 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums874
  %1598 = load float, ptr %1597, align 4
  %1599 = fadd float %fold_value.1872, %1598
  %1600 = getelementptr inbounds float, ptr %31, i64 %fold_sums874
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %fold_value769.1873, %1601
  %1603 = or disjoint i64 %fold_sums874, 1
  %1604 = getelementptr inbounds float, ptr %scratch, i64 %1603
  %1605 = load float, ptr %1604, align 4
  %1606 = fadd float %1599, %1605
  %1607 = getelementptr inbounds float, ptr %31, i64 %1603
  %1608 = load float, ptr %1607, align 4
  %1609 = fadd float %1602, %1608
  %1610 = or disjoint i64 %fold_sums874, 2
  %1611 = getelementptr inbounds float, ptr %scratch, i64 %1610
  %1612 = load float, ptr %1611, align 4
  %1613 = fadd float %1606, %1612
  %1614 = getelementptr inbounds float, ptr %31, i64 %1610
  %1615 = load float, ptr %1614, align 4
  %1616 = fadd float %1609, %1615
  %1617 = or disjoint i64 %fold_sums874, 3
  %1618 = getelementptr inbounds float, ptr %scratch, i64 %1617
  %1619 = load float, ptr %1618, align 4
  %1620 = fadd float %1613, %1619
  %1621 = getelementptr inbounds float, ptr %31, i64 %1617
  %1622 = load float, ptr %1621, align 4
  %1623 = fadd float %1616, %1622
  %1624 = or disjoint i64 %fold_sums874, 4
  %1625 = getelementptr inbounds float, ptr %scratch, i64 %1624
  %1626 = load float, ptr %1625, align 4
  %1627 = fadd float %1620, %1626
  %1628 = getelementptr inbounds float, ptr %31, i64 %1624
  %1629 = load float, ptr %1628, align 4
  %1630 = fadd float %1623, %1629
  %1631 = or disjoint i64 %fold_sums874, 5
  %1632 = getelementptr inbounds float, ptr %scratch, i64 %1631
  %1633 = load float, ptr %1632, align 4
  %1634 = fadd float %1627, %1633
  %1635 = getelementptr inbounds float, ptr %31, i64 %1631
  %1636 = load float, ptr %1635, align 4
  %1637 = fadd float %1630, %1636
  %1638 = or disjoint i64 %fold_sums874, 6
  %1639 = getelementptr inbounds float, ptr %scratch, i64 %1638
  %1640 = load float, ptr %1639, align 4
  %1641 = fadd float %1634, %1640
  %1642 = getelementptr inbounds float, ptr %31, i64 %1638
  %1643 = load float, ptr %1642, align 4
  %1644 = fadd float %1637, %1643
  %1645 = or disjoint i64 %fold_sums874, 7
  %1646 = getelementptr inbounds float, ptr %scratch, i64 %1645
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1641, %1647
  %1649 = getelementptr inbounds float, ptr %31, i64 %1645
  %1650 = load float, ptr %1649, align 4
  %1651 = fadd float %1644, %1650
  %1652 = add nuw i64 %fold_sums874, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.loopexit.unr-lcssa, label %fold_sums.body

feature.body779:                                  ; preds = %feature.body779.prol.loopexit, %feature.body779
  %feature781879 = phi i64 [ %1686, %feature.body779 ], [ %feature781879.unr, %feature.body779.prol.loopexit ]
  %1653 = getelementptr inbounds float, ptr %1393, i64 %feature781879
  %1654 = load float, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %1394, i64 %feature781879
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
  %1668 = getelementptr inbounds float, ptr %1471, i64 %feature781879
  store float %1667, ptr %1668, align 4
  %1669 = add nuw i64 %feature781879, 1
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
  %1686 = add nuw i64 %feature781879, 2
  %exitcond988.not.1 = icmp eq i64 %1686, %n_features
  br i1 %exitcond988.not.1, label %feature.exit780, label %feature.body779, !llvm.loop !67

feature.exit780:                                  ; preds = %feature.body779.prol.loopexit, %feature.body779, %vec.epilog.middle.block, %middle.block
  %1687 = add nuw i64 %row767880, 1
  %exitcond989.not = icmp eq i64 %1687, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond989.not, label %across.done, label %row.body
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
