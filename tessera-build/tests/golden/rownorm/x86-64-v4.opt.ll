; ModuleID = 'rownorm'
source_filename = "rownorm.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define void @tessera_rownorm_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [4 x float], align 16
  %across_input_0 = alloca [8192 x float], align 4
  %across_out_0 = alloca [8192 x float], align 4
  %out_0 = load ptr, ptr %args, align 8
  %out_0926 = ptrtoint ptr %out_0 to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %input_0927 = ptrtoint ptr %input_0 to i64
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch940 = ptrtoint ptr %scratch to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %row_begin = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_end = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %n_features = load i64, ptr %4, align 8
  %across = icmp ult i64 %n_features, 16
  %5 = icmp ult i64 %row_begin, %row_end
  br i1 %across, label %across.then, label %across.else

across.then:                                      ; preds = %entry
  %block_elements = shl nuw nsw i64 %n_features, 6
  br i1 %5, label %across_block.body.lr.ph, label %across.done

across_block.body.lr.ph:                          ; preds = %across.then
  %.not783 = icmp eq i64 %n_features, 0
  %6 = sub nuw i64 %row_end, %row_begin
  %7 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %8 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %9 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %exitcond843.not.peel = icmp eq i64 %n_features, 1
  br label %across_block.body

across.else:                                      ; preds = %entry
  %10 = icmp ult i64 %n_features, 4097
  br i1 %10, label %lockstep_block.header.preheader, label %row.header.preheader

row.header.preheader:                             ; preds = %across.else
  br i1 %5, label %row.body.preheader, label %across.done

row.body.preheader:                               ; preds = %row.header.preheader
  %11 = sub i64 %out_0926, %input_0927
  %12 = mul i64 %row_begin, %n_features
  %13 = shl i64 %12, 2
  %14 = add i64 %13, %input_0927
  %15 = mul i64 %n_features, -4
  %diff.check = icmp ult i64 %11, 256
  %n.mod.vf = and i64 %n_features, 56
  %n.vec = and i64 %n_features, -64
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec932 = and i64 %n_features, -8
  %cmp.n938 = icmp eq i64 %n_features, %n.vec932
  %xtraiter1113 = and i64 %n_features, 3
  %lcmp.mod1114.not = icmp eq i64 %xtraiter1113, 0
  br label %row.body

lockstep_block.header.preheader:                  ; preds = %across.else
  br i1 %5, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep_block.header.preheader
  %whole_tiles_end = and i64 %n_features, 8188
  %.not780 = icmp eq i64 %whole_tiles_end, %n_features
  %16 = sub nuw i64 %row_end, %row_begin
  %17 = sub i64 %out_0926, %input_0927
  %18 = mul i64 %row_begin, %n_features
  %19 = shl i64 %18, 2
  %20 = add i64 %19, %input_0927
  %21 = sub i64 %scratch940, %20
  %22 = mul nsw i64 %n_features, -16
  %23 = add nsw i64 %whole_tiles_end, -1
  %24 = lshr i64 %23, 2
  %25 = add nuw nsw i64 %24, 1
  %min.iters.check1017 = icmp ult i64 %n_features, 64
  %n.mod.vf1020 = and i64 %n_features, 56
  %n.vec1021 = and i64 %n_features, 8128
  %cmp.n1030 = icmp eq i64 %n_features, %n.vec1021
  %min.epilog.iters.check1034 = icmp eq i64 %n.mod.vf1020, 0
  %n.vec1037 = and i64 %n_features, 8184
  %cmp.n1043 = icmp eq i64 %n_features, %n.vec1037
  %xtraiter1116 = and i64 %n_features, 7
  %lcmp.mod1117.not = icmp eq i64 %xtraiter1116, 0
  %xtraiter1119 = and i64 %25, 1
  %26 = icmp eq i64 %24, 0
  %unroll_iter1124 = and i64 %25, 9223372036854775806
  %lcmp.mod1121.not = icmp eq i64 %xtraiter1119, 0
  %lcmp.mod1123 = icmp ne i64 %xtraiter1119, 0
  %diff.check976 = icmp ult i64 %17, 256
  %min.iters.check979 = icmp ult i64 %n_features, 64
  %n.mod.vf982 = and i64 %n_features, 56
  %n.vec983 = and i64 %n_features, 8128
  %cmp.n994 = icmp eq i64 %n_features, %n.vec983
  %min.epilog.iters.check998 = icmp eq i64 %n.mod.vf982, 0
  %n.vec1001 = and i64 %n_features, 8184
  %cmp.n1009 = icmp eq i64 %n_features, %n.vec1001
  %xtraiter1126 = and i64 %n_features, 3
  %lcmp.mod1127.not = icmp eq i64 %xtraiter1126, 0
  br label %lockstep_row.body.us.preheader

across.done:                                      ; preds = %feature.exit620, %lockstep_row.exit600, %across_out.done, %row.header.preheader, %lockstep_block.header.preheader, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.done
  %indvars.iv846 = phi i64 [ %6, %across_block.body.lr.ph ], [ %indvars.iv.next847, %across_out.done ]
  %across_block777 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %409, %across_out.done ]
  %umin1130 = tail call i64 @llvm.umin.i64(i64 %indvars.iv846, i64 64)
  %27 = mul nuw nsw i64 %n_features, %umin1130
  %rows_left = sub nuw i64 %row_end, %across_block777
  %28 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %28, -1
  %whole = icmp ugt i64 %rows_left, 63
  %vector_width = select i1 %whole, i64 %n_features, i64 0
  switch i64 %vector_width, label %across_in.header.preheader [
    i64 1, label %across_in_1.header.preheader
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

across_in_1.header.preheader:                     ; preds = %across_block.body
  %29 = getelementptr float, ptr %input_0, i64 %across_block777
  br label %across_in_1.body

across_in.header.preheader:                       ; preds = %across_block.body
  br i1 %.not783, label %across_feature.exit167, label %across_in.body

across_in.done:                                   ; preds = %across_in_15.body, %across_in_14.body, %across_in_13.body, %across_in_12.body, %across_in_11.body, %across_in_10.body, %across_in_9.body, %across_in_8.body, %across_in_7.body, %across_in_6.body, %across_in_5.body, %across_in_4.body, %across_in_3.body, %across_in_2.body, %across_in_1.body
  br i1 %.not783, label %across_feature.exit167, label %across_feature.body.peel

across_in_1.body:                                 ; preds = %across_in_1.header.preheader, %across_in_1.body
  %across_in_1755 = phi i64 [ 0, %across_in_1.header.preheader ], [ %32, %across_in_1.body ]
  %30 = getelementptr float, ptr %29, i64 %across_in_1755
  %block = load <16 x float>, ptr %30, align 4
  %31 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_1755
  store <16 x float> %block, ptr %31, align 4
  %32 = add nuw nsw i64 %across_in_1755, 16
  %33 = icmp samesign ult i64 %across_in_1755, 48
  br i1 %33, label %across_in_1.body, label %across_in.done, !llvm.loop !0

across_in_2.body:                                 ; preds = %across_block.body, %across_in_2.body
  %across_in_2754 = phi i64 [ %39, %across_in_2.body ], [ 0, %across_block.body ]
  %first_element1658 = add i64 %across_in_2754, %across_block777
  %.idx659 = shl i64 %first_element1658, 3
  %34 = getelementptr inbounds i8, ptr %input_0, i64 %.idx659
  %block3 = load <32 x float>, ptr %34, align 4
  %35 = shufflevector <32 x float> %block3, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %36 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_2754
  store <16 x float> %35, ptr %36, align 4
  %37 = shufflevector <32 x float> %block3, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 256
  store <16 x float> %37, ptr %38, align 4
  %39 = add nuw nsw i64 %across_in_2754, 16
  %40 = icmp samesign ult i64 %across_in_2754, 48
  br i1 %40, label %across_in_2.body, label %across_in.done, !llvm.loop !2

across_in_3.body:                                 ; preds = %across_block.body, %across_in_3.body
  %across_in_3753 = phi i64 [ %48, %across_in_3.body ], [ 0, %across_block.body ]
  %first_element6656 = add i64 %across_in_3753, %across_block777
  %.idx657 = mul i64 %first_element6656, 12
  %41 = getelementptr inbounds i8, ptr %input_0, i64 %.idx657
  %block8 = load <48 x float>, ptr %41, align 4
  %42 = shufflevector <48 x float> %block8, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %43 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_3753
  store <16 x float> %42, ptr %43, align 4
  %44 = shufflevector <48 x float> %block8, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 256
  store <16 x float> %44, ptr %45, align 4
  %46 = shufflevector <48 x float> %block8, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 512
  store <16 x float> %46, ptr %47, align 4
  %48 = add nuw nsw i64 %across_in_3753, 16
  %49 = icmp samesign ult i64 %across_in_3753, 48
  br i1 %49, label %across_in_3.body, label %across_in.done, !llvm.loop !3

across_in_4.body:                                 ; preds = %across_block.body, %across_in_4.body
  %across_in_4752 = phi i64 [ %59, %across_in_4.body ], [ 0, %across_block.body ]
  %first_element12654 = add i64 %across_in_4752, %across_block777
  %.idx655 = shl i64 %first_element12654, 4
  %50 = getelementptr inbounds i8, ptr %input_0, i64 %.idx655
  %block14 = load <64 x float>, ptr %50, align 4
  %51 = shufflevector <64 x float> %block14, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %52 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_4752
  store <16 x float> %51, ptr %52, align 4
  %53 = shufflevector <64 x float> %block14, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 256
  store <16 x float> %53, ptr %54, align 4
  %55 = shufflevector <64 x float> %block14, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %56 = getelementptr inbounds nuw i8, ptr %52, i64 512
  store <16 x float> %55, ptr %56, align 4
  %57 = shufflevector <64 x float> %block14, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %58 = getelementptr inbounds nuw i8, ptr %52, i64 768
  store <16 x float> %57, ptr %58, align 4
  %59 = add nuw nsw i64 %across_in_4752, 16
  %60 = icmp samesign ult i64 %across_in_4752, 48
  br i1 %60, label %across_in_4.body, label %across_in.done, !llvm.loop !4

across_in_5.body:                                 ; preds = %across_block.body, %across_in_5.body
  %across_in_5751 = phi i64 [ %72, %across_in_5.body ], [ 0, %across_block.body ]
  %first_element19652 = add i64 %across_in_5751, %across_block777
  %.idx653 = mul i64 %first_element19652, 20
  %61 = getelementptr inbounds i8, ptr %input_0, i64 %.idx653
  %block21 = load <80 x float>, ptr %61, align 4
  %62 = shufflevector <80 x float> %block21, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %63 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_5751
  store <16 x float> %62, ptr %63, align 4
  %64 = shufflevector <80 x float> %block21, <80 x float> poison, <16 x i32> <i32 1, i32 6, i32 11, i32 16, i32 21, i32 26, i32 31, i32 36, i32 41, i32 46, i32 51, i32 56, i32 61, i32 66, i32 71, i32 76>
  %65 = getelementptr inbounds nuw i8, ptr %63, i64 256
  store <16 x float> %64, ptr %65, align 4
  %66 = shufflevector <80 x float> %block21, <80 x float> poison, <16 x i32> <i32 2, i32 7, i32 12, i32 17, i32 22, i32 27, i32 32, i32 37, i32 42, i32 47, i32 52, i32 57, i32 62, i32 67, i32 72, i32 77>
  %67 = getelementptr inbounds nuw i8, ptr %63, i64 512
  store <16 x float> %66, ptr %67, align 4
  %68 = shufflevector <80 x float> %block21, <80 x float> poison, <16 x i32> <i32 3, i32 8, i32 13, i32 18, i32 23, i32 28, i32 33, i32 38, i32 43, i32 48, i32 53, i32 58, i32 63, i32 68, i32 73, i32 78>
  %69 = getelementptr inbounds nuw i8, ptr %63, i64 768
  store <16 x float> %68, ptr %69, align 4
  %70 = shufflevector <80 x float> %block21, <80 x float> poison, <16 x i32> <i32 4, i32 9, i32 14, i32 19, i32 24, i32 29, i32 34, i32 39, i32 44, i32 49, i32 54, i32 59, i32 64, i32 69, i32 74, i32 79>
  %71 = getelementptr inbounds nuw i8, ptr %63, i64 1024
  store <16 x float> %70, ptr %71, align 4
  %72 = add nuw nsw i64 %across_in_5751, 16
  %73 = icmp samesign ult i64 %across_in_5751, 48
  br i1 %73, label %across_in_5.body, label %across_in.done, !llvm.loop !5

across_in_6.body:                                 ; preds = %across_block.body, %across_in_6.body
  %across_in_6750 = phi i64 [ %87, %across_in_6.body ], [ 0, %across_block.body ]
  %first_element27650 = add i64 %across_in_6750, %across_block777
  %.idx651 = mul i64 %first_element27650, 24
  %74 = getelementptr inbounds i8, ptr %input_0, i64 %.idx651
  %block29 = load <96 x float>, ptr %74, align 4
  %75 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %76 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_6750
  store <16 x float> %75, ptr %76, align 4
  %77 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 1, i32 7, i32 13, i32 19, i32 25, i32 31, i32 37, i32 43, i32 49, i32 55, i32 61, i32 67, i32 73, i32 79, i32 85, i32 91>
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 256
  store <16 x float> %77, ptr %78, align 4
  %79 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 2, i32 8, i32 14, i32 20, i32 26, i32 32, i32 38, i32 44, i32 50, i32 56, i32 62, i32 68, i32 74, i32 80, i32 86, i32 92>
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 512
  store <16 x float> %79, ptr %80, align 4
  %81 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 3, i32 9, i32 15, i32 21, i32 27, i32 33, i32 39, i32 45, i32 51, i32 57, i32 63, i32 69, i32 75, i32 81, i32 87, i32 93>
  %82 = getelementptr inbounds nuw i8, ptr %76, i64 768
  store <16 x float> %81, ptr %82, align 4
  %83 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 4, i32 10, i32 16, i32 22, i32 28, i32 34, i32 40, i32 46, i32 52, i32 58, i32 64, i32 70, i32 76, i32 82, i32 88, i32 94>
  %84 = getelementptr inbounds nuw i8, ptr %76, i64 1024
  store <16 x float> %83, ptr %84, align 4
  %85 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 5, i32 11, i32 17, i32 23, i32 29, i32 35, i32 41, i32 47, i32 53, i32 59, i32 65, i32 71, i32 77, i32 83, i32 89, i32 95>
  %86 = getelementptr inbounds nuw i8, ptr %76, i64 1280
  store <16 x float> %85, ptr %86, align 4
  %87 = add nuw nsw i64 %across_in_6750, 16
  %88 = icmp samesign ult i64 %across_in_6750, 48
  br i1 %88, label %across_in_6.body, label %across_in.done, !llvm.loop !6

across_in_7.body:                                 ; preds = %across_block.body, %across_in_7.body
  %across_in_7749 = phi i64 [ %104, %across_in_7.body ], [ 0, %across_block.body ]
  %first_element36648 = add i64 %across_in_7749, %across_block777
  %.idx649 = mul i64 %first_element36648, 28
  %89 = getelementptr inbounds i8, ptr %input_0, i64 %.idx649
  %block38 = load <112 x float>, ptr %89, align 4
  %90 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %91 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_7749
  store <16 x float> %90, ptr %91, align 4
  %92 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 256
  store <16 x float> %92, ptr %93, align 4
  %94 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 2, i32 9, i32 16, i32 23, i32 30, i32 37, i32 44, i32 51, i32 58, i32 65, i32 72, i32 79, i32 86, i32 93, i32 100, i32 107>
  %95 = getelementptr inbounds nuw i8, ptr %91, i64 512
  store <16 x float> %94, ptr %95, align 4
  %96 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 3, i32 10, i32 17, i32 24, i32 31, i32 38, i32 45, i32 52, i32 59, i32 66, i32 73, i32 80, i32 87, i32 94, i32 101, i32 108>
  %97 = getelementptr inbounds nuw i8, ptr %91, i64 768
  store <16 x float> %96, ptr %97, align 4
  %98 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 4, i32 11, i32 18, i32 25, i32 32, i32 39, i32 46, i32 53, i32 60, i32 67, i32 74, i32 81, i32 88, i32 95, i32 102, i32 109>
  %99 = getelementptr inbounds nuw i8, ptr %91, i64 1024
  store <16 x float> %98, ptr %99, align 4
  %100 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 5, i32 12, i32 19, i32 26, i32 33, i32 40, i32 47, i32 54, i32 61, i32 68, i32 75, i32 82, i32 89, i32 96, i32 103, i32 110>
  %101 = getelementptr inbounds nuw i8, ptr %91, i64 1280
  store <16 x float> %100, ptr %101, align 4
  %102 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 6, i32 13, i32 20, i32 27, i32 34, i32 41, i32 48, i32 55, i32 62, i32 69, i32 76, i32 83, i32 90, i32 97, i32 104, i32 111>
  %103 = getelementptr inbounds nuw i8, ptr %91, i64 1536
  store <16 x float> %102, ptr %103, align 4
  %104 = add nuw nsw i64 %across_in_7749, 16
  %105 = icmp samesign ult i64 %across_in_7749, 48
  br i1 %105, label %across_in_7.body, label %across_in.done, !llvm.loop !7

across_in_8.body:                                 ; preds = %across_block.body, %across_in_8.body
  %across_in_8748 = phi i64 [ %123, %across_in_8.body ], [ 0, %across_block.body ]
  %first_element46646 = add i64 %across_in_8748, %across_block777
  %.idx647 = shl i64 %first_element46646, 5
  %106 = getelementptr inbounds i8, ptr %input_0, i64 %.idx647
  %block48 = load <128 x float>, ptr %106, align 4
  %107 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %108 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_8748
  store <16 x float> %107, ptr %108, align 4
  %109 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %110 = getelementptr inbounds nuw i8, ptr %108, i64 256
  store <16 x float> %109, ptr %110, align 4
  %111 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %112 = getelementptr inbounds nuw i8, ptr %108, i64 512
  store <16 x float> %111, ptr %112, align 4
  %113 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %114 = getelementptr inbounds nuw i8, ptr %108, i64 768
  store <16 x float> %113, ptr %114, align 4
  %115 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %116 = getelementptr inbounds nuw i8, ptr %108, i64 1024
  store <16 x float> %115, ptr %116, align 4
  %117 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %118 = getelementptr inbounds nuw i8, ptr %108, i64 1280
  store <16 x float> %117, ptr %118, align 4
  %119 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %120 = getelementptr inbounds nuw i8, ptr %108, i64 1536
  store <16 x float> %119, ptr %120, align 4
  %121 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %122 = getelementptr inbounds nuw i8, ptr %108, i64 1792
  store <16 x float> %121, ptr %122, align 4
  %123 = add nuw nsw i64 %across_in_8748, 16
  %124 = icmp samesign ult i64 %across_in_8748, 48
  br i1 %124, label %across_in_8.body, label %across_in.done, !llvm.loop !8

across_in_9.body:                                 ; preds = %across_block.body, %across_in_9.body
  %across_in_9747 = phi i64 [ %144, %across_in_9.body ], [ 0, %across_block.body ]
  %first_element57644 = add i64 %across_in_9747, %across_block777
  %.idx645 = mul i64 %first_element57644, 36
  %125 = getelementptr inbounds i8, ptr %input_0, i64 %.idx645
  %block59 = load <72 x float>, ptr %125, align 4
  %126 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %127 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_9747
  store <8 x float> %126, ptr %127, align 4
  %128 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 1, i32 10, i32 19, i32 28, i32 37, i32 46, i32 55, i32 64>
  %129 = getelementptr inbounds nuw i8, ptr %127, i64 256
  store <8 x float> %128, ptr %129, align 4
  %130 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 2, i32 11, i32 20, i32 29, i32 38, i32 47, i32 56, i32 65>
  %131 = getelementptr inbounds nuw i8, ptr %127, i64 512
  store <8 x float> %130, ptr %131, align 4
  %132 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 3, i32 12, i32 21, i32 30, i32 39, i32 48, i32 57, i32 66>
  %133 = getelementptr inbounds nuw i8, ptr %127, i64 768
  store <8 x float> %132, ptr %133, align 4
  %134 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 4, i32 13, i32 22, i32 31, i32 40, i32 49, i32 58, i32 67>
  %135 = getelementptr inbounds nuw i8, ptr %127, i64 1024
  store <8 x float> %134, ptr %135, align 4
  %136 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 5, i32 14, i32 23, i32 32, i32 41, i32 50, i32 59, i32 68>
  %137 = getelementptr inbounds nuw i8, ptr %127, i64 1280
  store <8 x float> %136, ptr %137, align 4
  %138 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 6, i32 15, i32 24, i32 33, i32 42, i32 51, i32 60, i32 69>
  %139 = getelementptr inbounds nuw i8, ptr %127, i64 1536
  store <8 x float> %138, ptr %139, align 4
  %140 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 7, i32 16, i32 25, i32 34, i32 43, i32 52, i32 61, i32 70>
  %141 = getelementptr inbounds nuw i8, ptr %127, i64 1792
  store <8 x float> %140, ptr %141, align 4
  %142 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 8, i32 17, i32 26, i32 35, i32 44, i32 53, i32 62, i32 71>
  %143 = getelementptr inbounds nuw i8, ptr %127, i64 2048
  store <8 x float> %142, ptr %143, align 4
  %144 = add nuw nsw i64 %across_in_9747, 8
  %145 = icmp samesign ult i64 %across_in_9747, 56
  br i1 %145, label %across_in_9.body, label %across_in.done, !llvm.loop !9

across_in_10.body:                                ; preds = %across_block.body, %across_in_10.body
  %across_in_10746 = phi i64 [ %167, %across_in_10.body ], [ 0, %across_block.body ]
  %first_element69642 = add i64 %across_in_10746, %across_block777
  %.idx643 = mul i64 %first_element69642, 40
  %146 = getelementptr inbounds i8, ptr %input_0, i64 %.idx643
  %block71 = load <80 x float>, ptr %146, align 4
  %147 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %148 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_10746
  store <8 x float> %147, ptr %148, align 4
  %149 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 1, i32 11, i32 21, i32 31, i32 41, i32 51, i32 61, i32 71>
  %150 = getelementptr inbounds nuw i8, ptr %148, i64 256
  store <8 x float> %149, ptr %150, align 4
  %151 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 2, i32 12, i32 22, i32 32, i32 42, i32 52, i32 62, i32 72>
  %152 = getelementptr inbounds nuw i8, ptr %148, i64 512
  store <8 x float> %151, ptr %152, align 4
  %153 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 3, i32 13, i32 23, i32 33, i32 43, i32 53, i32 63, i32 73>
  %154 = getelementptr inbounds nuw i8, ptr %148, i64 768
  store <8 x float> %153, ptr %154, align 4
  %155 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 4, i32 14, i32 24, i32 34, i32 44, i32 54, i32 64, i32 74>
  %156 = getelementptr inbounds nuw i8, ptr %148, i64 1024
  store <8 x float> %155, ptr %156, align 4
  %157 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 5, i32 15, i32 25, i32 35, i32 45, i32 55, i32 65, i32 75>
  %158 = getelementptr inbounds nuw i8, ptr %148, i64 1280
  store <8 x float> %157, ptr %158, align 4
  %159 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 6, i32 16, i32 26, i32 36, i32 46, i32 56, i32 66, i32 76>
  %160 = getelementptr inbounds nuw i8, ptr %148, i64 1536
  store <8 x float> %159, ptr %160, align 4
  %161 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 7, i32 17, i32 27, i32 37, i32 47, i32 57, i32 67, i32 77>
  %162 = getelementptr inbounds nuw i8, ptr %148, i64 1792
  store <8 x float> %161, ptr %162, align 4
  %163 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 8, i32 18, i32 28, i32 38, i32 48, i32 58, i32 68, i32 78>
  %164 = getelementptr inbounds nuw i8, ptr %148, i64 2048
  store <8 x float> %163, ptr %164, align 4
  %165 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 9, i32 19, i32 29, i32 39, i32 49, i32 59, i32 69, i32 79>
  %166 = getelementptr inbounds nuw i8, ptr %148, i64 2304
  store <8 x float> %165, ptr %166, align 4
  %167 = add nuw nsw i64 %across_in_10746, 8
  %168 = icmp samesign ult i64 %across_in_10746, 56
  br i1 %168, label %across_in_10.body, label %across_in.done, !llvm.loop !10

across_in_11.body:                                ; preds = %across_block.body, %across_in_11.body
  %across_in_11745 = phi i64 [ %192, %across_in_11.body ], [ 0, %across_block.body ]
  %first_element82640 = add i64 %across_in_11745, %across_block777
  %.idx641 = mul i64 %first_element82640, 44
  %169 = getelementptr inbounds i8, ptr %input_0, i64 %.idx641
  %block84 = load <88 x float>, ptr %169, align 4
  %170 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %171 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_11745
  store <8 x float> %170, ptr %171, align 4
  %172 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 1, i32 12, i32 23, i32 34, i32 45, i32 56, i32 67, i32 78>
  %173 = getelementptr inbounds nuw i8, ptr %171, i64 256
  store <8 x float> %172, ptr %173, align 4
  %174 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 2, i32 13, i32 24, i32 35, i32 46, i32 57, i32 68, i32 79>
  %175 = getelementptr inbounds nuw i8, ptr %171, i64 512
  store <8 x float> %174, ptr %175, align 4
  %176 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 3, i32 14, i32 25, i32 36, i32 47, i32 58, i32 69, i32 80>
  %177 = getelementptr inbounds nuw i8, ptr %171, i64 768
  store <8 x float> %176, ptr %177, align 4
  %178 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 4, i32 15, i32 26, i32 37, i32 48, i32 59, i32 70, i32 81>
  %179 = getelementptr inbounds nuw i8, ptr %171, i64 1024
  store <8 x float> %178, ptr %179, align 4
  %180 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 5, i32 16, i32 27, i32 38, i32 49, i32 60, i32 71, i32 82>
  %181 = getelementptr inbounds nuw i8, ptr %171, i64 1280
  store <8 x float> %180, ptr %181, align 4
  %182 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 6, i32 17, i32 28, i32 39, i32 50, i32 61, i32 72, i32 83>
  %183 = getelementptr inbounds nuw i8, ptr %171, i64 1536
  store <8 x float> %182, ptr %183, align 4
  %184 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 7, i32 18, i32 29, i32 40, i32 51, i32 62, i32 73, i32 84>
  %185 = getelementptr inbounds nuw i8, ptr %171, i64 1792
  store <8 x float> %184, ptr %185, align 4
  %186 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 8, i32 19, i32 30, i32 41, i32 52, i32 63, i32 74, i32 85>
  %187 = getelementptr inbounds nuw i8, ptr %171, i64 2048
  store <8 x float> %186, ptr %187, align 4
  %188 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 9, i32 20, i32 31, i32 42, i32 53, i32 64, i32 75, i32 86>
  %189 = getelementptr inbounds nuw i8, ptr %171, i64 2304
  store <8 x float> %188, ptr %189, align 4
  %190 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 10, i32 21, i32 32, i32 43, i32 54, i32 65, i32 76, i32 87>
  %191 = getelementptr inbounds nuw i8, ptr %171, i64 2560
  store <8 x float> %190, ptr %191, align 4
  %192 = add nuw nsw i64 %across_in_11745, 8
  %193 = icmp samesign ult i64 %across_in_11745, 56
  br i1 %193, label %across_in_11.body, label %across_in.done, !llvm.loop !11

across_in_12.body:                                ; preds = %across_block.body, %across_in_12.body
  %across_in_12744 = phi i64 [ %219, %across_in_12.body ], [ 0, %across_block.body ]
  %first_element96638 = add i64 %across_in_12744, %across_block777
  %.idx639 = mul i64 %first_element96638, 48
  %194 = getelementptr inbounds i8, ptr %input_0, i64 %.idx639
  %block98 = load <96 x float>, ptr %194, align 4
  %195 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %196 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_12744
  store <8 x float> %195, ptr %196, align 4
  %197 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 1, i32 13, i32 25, i32 37, i32 49, i32 61, i32 73, i32 85>
  %198 = getelementptr inbounds nuw i8, ptr %196, i64 256
  store <8 x float> %197, ptr %198, align 4
  %199 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 2, i32 14, i32 26, i32 38, i32 50, i32 62, i32 74, i32 86>
  %200 = getelementptr inbounds nuw i8, ptr %196, i64 512
  store <8 x float> %199, ptr %200, align 4
  %201 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 3, i32 15, i32 27, i32 39, i32 51, i32 63, i32 75, i32 87>
  %202 = getelementptr inbounds nuw i8, ptr %196, i64 768
  store <8 x float> %201, ptr %202, align 4
  %203 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 4, i32 16, i32 28, i32 40, i32 52, i32 64, i32 76, i32 88>
  %204 = getelementptr inbounds nuw i8, ptr %196, i64 1024
  store <8 x float> %203, ptr %204, align 4
  %205 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 5, i32 17, i32 29, i32 41, i32 53, i32 65, i32 77, i32 89>
  %206 = getelementptr inbounds nuw i8, ptr %196, i64 1280
  store <8 x float> %205, ptr %206, align 4
  %207 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 6, i32 18, i32 30, i32 42, i32 54, i32 66, i32 78, i32 90>
  %208 = getelementptr inbounds nuw i8, ptr %196, i64 1536
  store <8 x float> %207, ptr %208, align 4
  %209 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 7, i32 19, i32 31, i32 43, i32 55, i32 67, i32 79, i32 91>
  %210 = getelementptr inbounds nuw i8, ptr %196, i64 1792
  store <8 x float> %209, ptr %210, align 4
  %211 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 68, i32 80, i32 92>
  %212 = getelementptr inbounds nuw i8, ptr %196, i64 2048
  store <8 x float> %211, ptr %212, align 4
  %213 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 9, i32 21, i32 33, i32 45, i32 57, i32 69, i32 81, i32 93>
  %214 = getelementptr inbounds nuw i8, ptr %196, i64 2304
  store <8 x float> %213, ptr %214, align 4
  %215 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 10, i32 22, i32 34, i32 46, i32 58, i32 70, i32 82, i32 94>
  %216 = getelementptr inbounds nuw i8, ptr %196, i64 2560
  store <8 x float> %215, ptr %216, align 4
  %217 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 11, i32 23, i32 35, i32 47, i32 59, i32 71, i32 83, i32 95>
  %218 = getelementptr inbounds nuw i8, ptr %196, i64 2816
  store <8 x float> %217, ptr %218, align 4
  %219 = add nuw nsw i64 %across_in_12744, 8
  %220 = icmp samesign ult i64 %across_in_12744, 56
  br i1 %220, label %across_in_12.body, label %across_in.done, !llvm.loop !12

across_in_13.body:                                ; preds = %across_block.body, %across_in_13.body
  %across_in_13743 = phi i64 [ %248, %across_in_13.body ], [ 0, %across_block.body ]
  %first_element111636 = add i64 %across_in_13743, %across_block777
  %.idx637 = mul i64 %first_element111636, 52
  %221 = getelementptr inbounds i8, ptr %input_0, i64 %.idx637
  %block113 = load <104 x float>, ptr %221, align 4
  %222 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %223 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_13743
  store <8 x float> %222, ptr %223, align 4
  %224 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 1, i32 14, i32 27, i32 40, i32 53, i32 66, i32 79, i32 92>
  %225 = getelementptr inbounds nuw i8, ptr %223, i64 256
  store <8 x float> %224, ptr %225, align 4
  %226 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 2, i32 15, i32 28, i32 41, i32 54, i32 67, i32 80, i32 93>
  %227 = getelementptr inbounds nuw i8, ptr %223, i64 512
  store <8 x float> %226, ptr %227, align 4
  %228 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 3, i32 16, i32 29, i32 42, i32 55, i32 68, i32 81, i32 94>
  %229 = getelementptr inbounds nuw i8, ptr %223, i64 768
  store <8 x float> %228, ptr %229, align 4
  %230 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 4, i32 17, i32 30, i32 43, i32 56, i32 69, i32 82, i32 95>
  %231 = getelementptr inbounds nuw i8, ptr %223, i64 1024
  store <8 x float> %230, ptr %231, align 4
  %232 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 5, i32 18, i32 31, i32 44, i32 57, i32 70, i32 83, i32 96>
  %233 = getelementptr inbounds nuw i8, ptr %223, i64 1280
  store <8 x float> %232, ptr %233, align 4
  %234 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 6, i32 19, i32 32, i32 45, i32 58, i32 71, i32 84, i32 97>
  %235 = getelementptr inbounds nuw i8, ptr %223, i64 1536
  store <8 x float> %234, ptr %235, align 4
  %236 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 7, i32 20, i32 33, i32 46, i32 59, i32 72, i32 85, i32 98>
  %237 = getelementptr inbounds nuw i8, ptr %223, i64 1792
  store <8 x float> %236, ptr %237, align 4
  %238 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 8, i32 21, i32 34, i32 47, i32 60, i32 73, i32 86, i32 99>
  %239 = getelementptr inbounds nuw i8, ptr %223, i64 2048
  store <8 x float> %238, ptr %239, align 4
  %240 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 9, i32 22, i32 35, i32 48, i32 61, i32 74, i32 87, i32 100>
  %241 = getelementptr inbounds nuw i8, ptr %223, i64 2304
  store <8 x float> %240, ptr %241, align 4
  %242 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 10, i32 23, i32 36, i32 49, i32 62, i32 75, i32 88, i32 101>
  %243 = getelementptr inbounds nuw i8, ptr %223, i64 2560
  store <8 x float> %242, ptr %243, align 4
  %244 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 11, i32 24, i32 37, i32 50, i32 63, i32 76, i32 89, i32 102>
  %245 = getelementptr inbounds nuw i8, ptr %223, i64 2816
  store <8 x float> %244, ptr %245, align 4
  %246 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 12, i32 25, i32 38, i32 51, i32 64, i32 77, i32 90, i32 103>
  %247 = getelementptr inbounds nuw i8, ptr %223, i64 3072
  store <8 x float> %246, ptr %247, align 4
  %248 = add nuw nsw i64 %across_in_13743, 8
  %249 = icmp samesign ult i64 %across_in_13743, 56
  br i1 %249, label %across_in_13.body, label %across_in.done, !llvm.loop !13

across_in_14.body:                                ; preds = %across_block.body, %across_in_14.body
  %across_in_14742 = phi i64 [ %279, %across_in_14.body ], [ 0, %across_block.body ]
  %first_element127634 = add i64 %across_in_14742, %across_block777
  %.idx635 = mul i64 %first_element127634, 56
  %250 = getelementptr inbounds i8, ptr %input_0, i64 %.idx635
  %block129 = load <112 x float>, ptr %250, align 4
  %251 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %252 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_14742
  store <8 x float> %251, ptr %252, align 4
  %253 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 1, i32 15, i32 29, i32 43, i32 57, i32 71, i32 85, i32 99>
  %254 = getelementptr inbounds nuw i8, ptr %252, i64 256
  store <8 x float> %253, ptr %254, align 4
  %255 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 2, i32 16, i32 30, i32 44, i32 58, i32 72, i32 86, i32 100>
  %256 = getelementptr inbounds nuw i8, ptr %252, i64 512
  store <8 x float> %255, ptr %256, align 4
  %257 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 3, i32 17, i32 31, i32 45, i32 59, i32 73, i32 87, i32 101>
  %258 = getelementptr inbounds nuw i8, ptr %252, i64 768
  store <8 x float> %257, ptr %258, align 4
  %259 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 4, i32 18, i32 32, i32 46, i32 60, i32 74, i32 88, i32 102>
  %260 = getelementptr inbounds nuw i8, ptr %252, i64 1024
  store <8 x float> %259, ptr %260, align 4
  %261 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 5, i32 19, i32 33, i32 47, i32 61, i32 75, i32 89, i32 103>
  %262 = getelementptr inbounds nuw i8, ptr %252, i64 1280
  store <8 x float> %261, ptr %262, align 4
  %263 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 6, i32 20, i32 34, i32 48, i32 62, i32 76, i32 90, i32 104>
  %264 = getelementptr inbounds nuw i8, ptr %252, i64 1536
  store <8 x float> %263, ptr %264, align 4
  %265 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 7, i32 21, i32 35, i32 49, i32 63, i32 77, i32 91, i32 105>
  %266 = getelementptr inbounds nuw i8, ptr %252, i64 1792
  store <8 x float> %265, ptr %266, align 4
  %267 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 8, i32 22, i32 36, i32 50, i32 64, i32 78, i32 92, i32 106>
  %268 = getelementptr inbounds nuw i8, ptr %252, i64 2048
  store <8 x float> %267, ptr %268, align 4
  %269 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 9, i32 23, i32 37, i32 51, i32 65, i32 79, i32 93, i32 107>
  %270 = getelementptr inbounds nuw i8, ptr %252, i64 2304
  store <8 x float> %269, ptr %270, align 4
  %271 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 10, i32 24, i32 38, i32 52, i32 66, i32 80, i32 94, i32 108>
  %272 = getelementptr inbounds nuw i8, ptr %252, i64 2560
  store <8 x float> %271, ptr %272, align 4
  %273 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 11, i32 25, i32 39, i32 53, i32 67, i32 81, i32 95, i32 109>
  %274 = getelementptr inbounds nuw i8, ptr %252, i64 2816
  store <8 x float> %273, ptr %274, align 4
  %275 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 12, i32 26, i32 40, i32 54, i32 68, i32 82, i32 96, i32 110>
  %276 = getelementptr inbounds nuw i8, ptr %252, i64 3072
  store <8 x float> %275, ptr %276, align 4
  %277 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 13, i32 27, i32 41, i32 55, i32 69, i32 83, i32 97, i32 111>
  %278 = getelementptr inbounds nuw i8, ptr %252, i64 3328
  store <8 x float> %277, ptr %278, align 4
  %279 = add nuw nsw i64 %across_in_14742, 8
  %280 = icmp samesign ult i64 %across_in_14742, 56
  br i1 %280, label %across_in_14.body, label %across_in.done, !llvm.loop !14

across_in_15.body:                                ; preds = %across_block.body, %across_in_15.body
  %across_in_15741 = phi i64 [ %312, %across_in_15.body ], [ 0, %across_block.body ]
  %first_element144633 = add i64 %across_in_15741, %across_block777
  %.idx = mul i64 %first_element144633, 60
  %281 = getelementptr inbounds i8, ptr %input_0, i64 %.idx
  %block146 = load <120 x float>, ptr %281, align 4
  %282 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %283 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_15741
  store <8 x float> %282, ptr %283, align 4
  %284 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 1, i32 16, i32 31, i32 46, i32 61, i32 76, i32 91, i32 106>
  %285 = getelementptr inbounds nuw i8, ptr %283, i64 256
  store <8 x float> %284, ptr %285, align 4
  %286 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 2, i32 17, i32 32, i32 47, i32 62, i32 77, i32 92, i32 107>
  %287 = getelementptr inbounds nuw i8, ptr %283, i64 512
  store <8 x float> %286, ptr %287, align 4
  %288 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 3, i32 18, i32 33, i32 48, i32 63, i32 78, i32 93, i32 108>
  %289 = getelementptr inbounds nuw i8, ptr %283, i64 768
  store <8 x float> %288, ptr %289, align 4
  %290 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 4, i32 19, i32 34, i32 49, i32 64, i32 79, i32 94, i32 109>
  %291 = getelementptr inbounds nuw i8, ptr %283, i64 1024
  store <8 x float> %290, ptr %291, align 4
  %292 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 5, i32 20, i32 35, i32 50, i32 65, i32 80, i32 95, i32 110>
  %293 = getelementptr inbounds nuw i8, ptr %283, i64 1280
  store <8 x float> %292, ptr %293, align 4
  %294 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 6, i32 21, i32 36, i32 51, i32 66, i32 81, i32 96, i32 111>
  %295 = getelementptr inbounds nuw i8, ptr %283, i64 1536
  store <8 x float> %294, ptr %295, align 4
  %296 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 7, i32 22, i32 37, i32 52, i32 67, i32 82, i32 97, i32 112>
  %297 = getelementptr inbounds nuw i8, ptr %283, i64 1792
  store <8 x float> %296, ptr %297, align 4
  %298 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 8, i32 23, i32 38, i32 53, i32 68, i32 83, i32 98, i32 113>
  %299 = getelementptr inbounds nuw i8, ptr %283, i64 2048
  store <8 x float> %298, ptr %299, align 4
  %300 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 9, i32 24, i32 39, i32 54, i32 69, i32 84, i32 99, i32 114>
  %301 = getelementptr inbounds nuw i8, ptr %283, i64 2304
  store <8 x float> %300, ptr %301, align 4
  %302 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 10, i32 25, i32 40, i32 55, i32 70, i32 85, i32 100, i32 115>
  %303 = getelementptr inbounds nuw i8, ptr %283, i64 2560
  store <8 x float> %302, ptr %303, align 4
  %304 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 11, i32 26, i32 41, i32 56, i32 71, i32 86, i32 101, i32 116>
  %305 = getelementptr inbounds nuw i8, ptr %283, i64 2816
  store <8 x float> %304, ptr %305, align 4
  %306 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 12, i32 27, i32 42, i32 57, i32 72, i32 87, i32 102, i32 117>
  %307 = getelementptr inbounds nuw i8, ptr %283, i64 3072
  store <8 x float> %306, ptr %307, align 4
  %308 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 13, i32 28, i32 43, i32 58, i32 73, i32 88, i32 103, i32 118>
  %309 = getelementptr inbounds nuw i8, ptr %283, i64 3328
  store <8 x float> %308, ptr %309, align 4
  %310 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 14, i32 29, i32 44, i32 59, i32 74, i32 89, i32 104, i32 119>
  %311 = getelementptr inbounds nuw i8, ptr %283, i64 3584
  store <8 x float> %310, ptr %311, align 4
  %312 = add nuw nsw i64 %across_in_15741, 8
  %313 = icmp samesign ult i64 %across_in_15741, 56
  br i1 %313, label %across_in_15.body, label %across_in.done, !llvm.loop !15

across_in.body:                                   ; preds = %across_in.header.preheader, %across_in.body
  %across_in756 = phi i64 [ %341, %across_in.body ], [ 0, %across_in.header.preheader ]
  %r = and i64 %across_in756, 60
  %f = lshr i64 %across_in756, 6
  %314 = icmp ugt i64 %rows_left, %r
  %315 = select i1 %314, i64 %r, i64 %last_row
  %row = add i64 %315, %across_block777
  %row_element = mul i64 %row, %n_features
  %316 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in756
  %317 = getelementptr float, ptr %input_0, i64 %row_element
  %318 = getelementptr float, ptr %317, i64 %f
  %319 = load float, ptr %318, align 4
  store float %319, ptr %316, align 4
  %320 = or disjoint i64 %across_in756, 1
  %r.1 = and i64 %320, 61
  %f.1 = lshr i64 %across_in756, 6
  %321 = icmp ugt i64 %rows_left, %r.1
  %322 = select i1 %321, i64 %r.1, i64 %last_row
  %row.1 = add i64 %322, %across_block777
  %row_element.1 = mul i64 %row.1, %n_features
  %323 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %320
  %324 = getelementptr float, ptr %input_0, i64 %row_element.1
  %325 = getelementptr float, ptr %324, i64 %f.1
  %326 = load float, ptr %325, align 4
  store float %326, ptr %323, align 4
  %327 = or disjoint i64 %across_in756, 2
  %r.2 = and i64 %327, 62
  %f.2 = lshr i64 %across_in756, 6
  %328 = icmp ugt i64 %rows_left, %r.2
  %329 = select i1 %328, i64 %r.2, i64 %last_row
  %row.2 = add i64 %329, %across_block777
  %row_element.2 = mul i64 %row.2, %n_features
  %330 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %327
  %331 = getelementptr float, ptr %input_0, i64 %row_element.2
  %332 = getelementptr float, ptr %331, i64 %f.2
  %333 = load float, ptr %332, align 4
  store float %333, ptr %330, align 4
  %334 = or disjoint i64 %across_in756, 3
  %r.3 = and i64 %334, 63
  %f.3 = lshr i64 %across_in756, 6
  %335 = icmp ugt i64 %rows_left, %r.3
  %336 = select i1 %335, i64 %r.3, i64 %last_row
  %row.3 = add i64 %336, %across_block777
  %row_element.3 = mul i64 %row.3, %n_features
  %337 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %334
  %338 = getelementptr float, ptr %input_0, i64 %row_element.3
  %339 = getelementptr float, ptr %338, i64 %f.3
  %340 = load float, ptr %339, align 4
  store float %340, ptr %337, align 4
  %341 = add nuw nsw i64 %across_in756, 4
  %exitcond840.not.3 = icmp eq i64 %341, %block_elements
  br i1 %exitcond840.not.3, label %across_feature.body.peel, label %across_in.body, !llvm.loop !16

across_feature.body.peel:                         ; preds = %across_in.body, %across_in.done
  %wide.load1054.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load1055.peel = load <16 x float>, ptr %7, align 4
  %wide.load1056.peel = load <16 x float>, ptr %8, align 4
  %wide.load1057.peel = load <16 x float>, ptr %9, align 4
  %342 = fmul <16 x float> %wide.load1054.peel, %wide.load1054.peel
  %343 = fmul <16 x float> %wide.load1055.peel, %wide.load1055.peel
  %344 = fmul <16 x float> %wide.load1056.peel, %wide.load1056.peel
  %345 = fmul <16 x float> %wide.load1057.peel, %wide.load1057.peel
  br i1 %exitcond843.not.peel, label %across_row.header169.preheader.preheader, label %across_feature.body

across_feature.body:                              ; preds = %across_feature.body.peel, %across_feature.body
  %across_uniforms.sroa.15.1 = phi <16 x float> [ %357, %across_feature.body ], [ %345, %across_feature.body.peel ]
  %across_uniforms.sroa.10.1 = phi <16 x float> [ %356, %across_feature.body ], [ %344, %across_feature.body.peel ]
  %across_uniforms.sroa.5.1 = phi <16 x float> [ %355, %across_feature.body ], [ %343, %across_feature.body.peel ]
  %across_uniforms.sroa.0.1 = phi <16 x float> [ %354, %across_feature.body ], [ %342, %across_feature.body.peel ]
  %across_feature758 = phi i64 [ %358, %across_feature.body ], [ 1, %across_feature.body.peel ]
  %.idx689 = shl nuw nsw i64 %across_feature758, 8
  %346 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 %.idx689
  %347 = getelementptr inbounds nuw i8, ptr %346, i64 192
  %wide.load1057 = load <16 x float>, ptr %347, align 4
  %348 = fmul <16 x float> %wide.load1057, %wide.load1057
  %349 = getelementptr inbounds nuw i8, ptr %346, i64 128
  %wide.load1056 = load <16 x float>, ptr %349, align 4
  %350 = fmul <16 x float> %wide.load1056, %wide.load1056
  %351 = getelementptr inbounds nuw i8, ptr %346, i64 64
  %wide.load1055 = load <16 x float>, ptr %351, align 4
  %352 = fmul <16 x float> %wide.load1055, %wide.load1055
  %wide.load1054 = load <16 x float>, ptr %346, align 4
  %353 = fmul <16 x float> %wide.load1054, %wide.load1054
  %354 = fadd <16 x float> %353, %across_uniforms.sroa.0.1
  %355 = fadd <16 x float> %352, %across_uniforms.sroa.5.1
  %356 = fadd <16 x float> %350, %across_uniforms.sroa.10.1
  %357 = fadd <16 x float> %348, %across_uniforms.sroa.15.1
  %358 = add nuw i64 %across_feature758, 1
  %exitcond843.not = icmp eq i64 %358, %n_features
  br i1 %exitcond843.not, label %across_row.header169.preheader.preheader, label %across_feature.body, !llvm.loop !18

across_row.header169.preheader.preheader:         ; preds = %across_feature.body, %across_feature.body.peel
  %across_uniforms.sroa.15.3 = phi <16 x float> [ %345, %across_feature.body.peel ], [ %357, %across_feature.body ]
  %across_uniforms.sroa.10.3 = phi <16 x float> [ %344, %across_feature.body.peel ], [ %356, %across_feature.body ]
  %across_uniforms.sroa.5.3 = phi <16 x float> [ %343, %across_feature.body.peel ], [ %355, %across_feature.body ]
  %across_uniforms.sroa.0.3 = phi <16 x float> [ %342, %across_feature.body.peel ], [ %354, %across_feature.body ]
  %359 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %across_uniforms.sroa.0.3)
  %360 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %across_uniforms.sroa.5.3)
  %361 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %across_uniforms.sroa.10.3)
  %362 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %across_uniforms.sroa.15.3)
  br label %across_row.header169.preheader

across_row.header169.preheader:                   ; preds = %across_row.header169.preheader.preheader, %across_row.header169.preheader
  %across_feature168760 = phi i64 [ %399, %across_row.header169.preheader ], [ 0, %across_row.header169.preheader.preheader ]
  %363 = shl i64 %across_feature168760, 6
  %364 = getelementptr inbounds float, ptr %across_input_0, i64 %363
  %wide.load1048 = load <16 x float>, ptr %364, align 4
  %365 = fdiv <16 x float> %wide.load1048, %359
  %366 = getelementptr inbounds float, ptr %across_out_0, i64 %363
  %367 = bitcast <16 x float> %365 to <16 x i32>
  %368 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %365)
  %369 = bitcast <16 x float> %368 to <16 x i32>
  %370 = icmp samesign ugt <16 x i32> %369, splat (i32 2139095040)
  %371 = select <16 x i1> %370, <16 x i32> splat (i32 2143289344), <16 x i32> %367
  store <16 x i32> %371, ptr %366, align 4
  %372 = or disjoint i64 %363, 16
  %373 = getelementptr inbounds float, ptr %across_input_0, i64 %372
  %wide.load1048.1 = load <16 x float>, ptr %373, align 4
  %374 = fdiv <16 x float> %wide.load1048.1, %360
  %375 = getelementptr inbounds float, ptr %across_out_0, i64 %372
  %376 = bitcast <16 x float> %374 to <16 x i32>
  %377 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %374)
  %378 = bitcast <16 x float> %377 to <16 x i32>
  %379 = icmp samesign ugt <16 x i32> %378, splat (i32 2139095040)
  %380 = select <16 x i1> %379, <16 x i32> splat (i32 2143289344), <16 x i32> %376
  store <16 x i32> %380, ptr %375, align 4
  %381 = or disjoint i64 %363, 32
  %382 = getelementptr inbounds float, ptr %across_input_0, i64 %381
  %wide.load1048.2 = load <16 x float>, ptr %382, align 4
  %383 = fdiv <16 x float> %wide.load1048.2, %361
  %384 = getelementptr inbounds float, ptr %across_out_0, i64 %381
  %385 = bitcast <16 x float> %383 to <16 x i32>
  %386 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %383)
  %387 = bitcast <16 x float> %386 to <16 x i32>
  %388 = icmp samesign ugt <16 x i32> %387, splat (i32 2139095040)
  %389 = select <16 x i1> %388, <16 x i32> splat (i32 2143289344), <16 x i32> %385
  store <16 x i32> %389, ptr %384, align 4
  %390 = or disjoint i64 %363, 48
  %391 = getelementptr inbounds float, ptr %across_input_0, i64 %390
  %wide.load1048.3 = load <16 x float>, ptr %391, align 4
  %392 = fdiv <16 x float> %wide.load1048.3, %362
  %393 = getelementptr inbounds float, ptr %across_out_0, i64 %390
  %394 = bitcast <16 x float> %392 to <16 x i32>
  %395 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %392)
  %396 = bitcast <16 x float> %395 to <16 x i32>
  %397 = icmp samesign ugt <16 x i32> %396, splat (i32 2139095040)
  %398 = select <16 x i1> %397, <16 x i32> splat (i32 2143289344), <16 x i32> %394
  store <16 x i32> %398, ptr %393, align 4
  %399 = add nuw i64 %across_feature168760, 1
  %exitcond845.not = icmp eq i64 %399, %n_features
  br i1 %exitcond845.not, label %across_feature.exit167, label %across_row.header169.preheader

across_feature.exit167:                           ; preds = %across_row.header169.preheader, %across_in.header.preheader, %across_in.done
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

across_out_1.header.preheader:                    ; preds = %across_feature.exit167
  %400 = getelementptr float, ptr %out_0, i64 %across_block777
  br label %across_out_1.body

across_out.default:                               ; preds = %across_feature.exit167
  %real_elements = mul nuw nsw i64 %28, %n_features
  %.not786 = icmp eq i64 %real_elements, 0
  br i1 %.not786, label %across_out.done, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %across_out.default
  %xtraiter1131 = and i64 %27, 1
  %401 = icmp eq i64 %27, 1
  br i1 %401, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1135 = and i64 %27, 2046
  br label %across_out.body

across_out.done.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1133.not = icmp eq i64 %xtraiter1131, 0
  br i1 %lcmp.mod1133.not, label %across_out.done, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.done.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out776.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %682, %across_out.done.loopexit.unr-lcssa ]
  %lcmp.mod1134 = icmp ne i64 %xtraiter1131, 0
  tail call void @llvm.assume(i1 %lcmp.mod1134)
  %r566.epil = udiv i64 %across_out776.epil.init, %n_features
  %f567.epil = urem i64 %across_out776.epil.init, %n_features
  %402 = icmp ult i64 %r566.epil, %28
  %403 = select i1 %402, i64 %r566.epil, i64 %last_row
  %row568.epil = add i64 %403, %across_block777
  %row_element569.epil = mul i64 %row568.epil, %n_features
  %.idx688.epil = shl nuw nsw i64 %f567.epil, 8
  %404 = getelementptr i8, ptr %across_out_0, i64 %.idx688.epil
  %405 = getelementptr float, ptr %404, i64 %r566.epil
  %406 = load float, ptr %405, align 4
  %407 = getelementptr float, ptr %out_0, i64 %row_element569.epil
  %408 = getelementptr float, ptr %407, i64 %f567.epil
  store float %406, ptr %408, align 4
  br label %across_out.done

across_out.done:                                  ; preds = %across_out_15.body, %across_out_14.body, %across_out_13.body, %across_out_12.body, %across_out_11.body, %across_out_10.body, %across_out_9.body, %across_out_8.body, %across_out_7.body, %across_out_6.body, %across_out_5.body, %across_out_4.body, %across_out_3.body, %across_out_2.body, %across_out_1.body, %across_out.body.epil.preheader, %across_out.done.loopexit.unr-lcssa, %across_out.default
  %409 = add i64 %across_block777, 64
  %410 = icmp ult i64 %409, %row_end
  %indvars.iv.next847 = add i64 %indvars.iv846, -64
  br i1 %410, label %across_block.body, label %across.done

across_out_1.body:                                ; preds = %across_out_1.header.preheader, %across_out_1.body
  %across_out_1775 = phi i64 [ 0, %across_out_1.header.preheader ], [ %413, %across_out_1.body ]
  %411 = getelementptr float, ptr %400, i64 %across_out_1775
  %412 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_1775
  %block180 = load <16 x float>, ptr %412, align 4
  store <16 x float> %block180, ptr %411, align 4
  %413 = add nuw nsw i64 %across_out_1775, 16
  %414 = icmp samesign ult i64 %across_out_1775, 48
  br i1 %414, label %across_out_1.body, label %across_out.done, !llvm.loop !20

across_out_2.body:                                ; preds = %across_feature.exit167, %across_out_2.body
  %across_out_2774 = phi i64 [ %418, %across_out_2.body ], [ 0, %across_feature.exit167 ]
  %first_element181686 = add i64 %across_out_2774, %across_block777
  %.idx687 = shl i64 %first_element181686, 3
  %415 = getelementptr inbounds i8, ptr %out_0, i64 %.idx687
  %416 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_2774
  %block184 = load <16 x float>, ptr %416, align 4
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 256
  %block187 = load <16 x float>, ptr %417, align 4
  %interleaved188 = shufflevector <16 x float> %block184, <16 x float> %block187, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved188, ptr %415, align 4
  %418 = add nuw nsw i64 %across_out_2774, 16
  %419 = icmp samesign ult i64 %across_out_2774, 48
  br i1 %419, label %across_out_2.body, label %across_out.done, !llvm.loop !21

across_out_3.body:                                ; preds = %across_feature.exit167, %across_out_3.body
  %across_out_3773 = phi i64 [ %425, %across_out_3.body ], [ 0, %across_feature.exit167 ]
  %first_element189684 = add i64 %across_out_3773, %across_block777
  %.idx685 = mul i64 %first_element189684, 12
  %420 = getelementptr inbounds i8, ptr %out_0, i64 %.idx685
  %421 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_3773
  %block192 = load <16 x float>, ptr %421, align 4
  %422 = getelementptr inbounds nuw i8, ptr %421, i64 256
  %block195 = load <16 x float>, ptr %422, align 4
  %interleaved196 = shufflevector <16 x float> %block192, <16 x float> %block195, <48 x i32> <i32 0, i32 16, i32 poison, i32 1, i32 17, i32 poison, i32 2, i32 18, i32 poison, i32 3, i32 19, i32 poison, i32 4, i32 20, i32 poison, i32 5, i32 21, i32 poison, i32 6, i32 22, i32 poison, i32 7, i32 23, i32 poison, i32 8, i32 24, i32 poison, i32 9, i32 25, i32 poison, i32 10, i32 26, i32 poison, i32 11, i32 27, i32 poison, i32 12, i32 28, i32 poison, i32 13, i32 29, i32 poison, i32 14, i32 30, i32 poison, i32 15, i32 31, i32 poison>
  %423 = getelementptr inbounds nuw i8, ptr %421, i64 512
  %block198 = load <16 x float>, ptr %423, align 4
  %424 = shufflevector <16 x float> %block198, <16 x float> poison, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved199 = shufflevector <48 x float> %interleaved196, <48 x float> %424, <48 x i32> <i32 0, i32 1, i32 48, i32 3, i32 4, i32 49, i32 6, i32 7, i32 50, i32 9, i32 10, i32 51, i32 12, i32 13, i32 52, i32 15, i32 16, i32 53, i32 18, i32 19, i32 54, i32 21, i32 22, i32 55, i32 24, i32 25, i32 56, i32 27, i32 28, i32 57, i32 30, i32 31, i32 58, i32 33, i32 34, i32 59, i32 36, i32 37, i32 60, i32 39, i32 40, i32 61, i32 42, i32 43, i32 62, i32 45, i32 46, i32 63>
  store <48 x float> %interleaved199, ptr %420, align 4
  %425 = add nuw nsw i64 %across_out_3773, 16
  %426 = icmp samesign ult i64 %across_out_3773, 48
  br i1 %426, label %across_out_3.body, label %across_out.done, !llvm.loop !22

across_out_4.body:                                ; preds = %across_feature.exit167, %across_out_4.body
  %across_out_4772 = phi i64 [ %434, %across_out_4.body ], [ 0, %across_feature.exit167 ]
  %first_element200682 = add i64 %across_out_4772, %across_block777
  %.idx683 = shl i64 %first_element200682, 4
  %427 = getelementptr inbounds i8, ptr %out_0, i64 %.idx683
  %428 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_4772
  %block203 = load <16 x float>, ptr %428, align 4
  %429 = getelementptr inbounds nuw i8, ptr %428, i64 256
  %block206 = load <16 x float>, ptr %429, align 4
  %interleaved207 = shufflevector <16 x float> %block203, <16 x float> %block206, <64 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison>
  %430 = getelementptr inbounds nuw i8, ptr %428, i64 512
  %block209 = load <16 x float>, ptr %430, align 4
  %431 = shufflevector <16 x float> %block209, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved210 = shufflevector <64 x float> %interleaved207, <64 x float> %431, <64 x i32> <i32 0, i32 1, i32 64, i32 poison, i32 4, i32 5, i32 65, i32 poison, i32 8, i32 9, i32 66, i32 poison, i32 12, i32 13, i32 67, i32 poison, i32 16, i32 17, i32 68, i32 poison, i32 20, i32 21, i32 69, i32 poison, i32 24, i32 25, i32 70, i32 poison, i32 28, i32 29, i32 71, i32 poison, i32 32, i32 33, i32 72, i32 poison, i32 36, i32 37, i32 73, i32 poison, i32 40, i32 41, i32 74, i32 poison, i32 44, i32 45, i32 75, i32 poison, i32 48, i32 49, i32 76, i32 poison, i32 52, i32 53, i32 77, i32 poison, i32 56, i32 57, i32 78, i32 poison, i32 60, i32 61, i32 79, i32 poison>
  %432 = getelementptr inbounds nuw i8, ptr %428, i64 768
  %block212 = load <16 x float>, ptr %432, align 4
  %433 = shufflevector <16 x float> %block212, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved213 = shufflevector <64 x float> %interleaved210, <64 x float> %433, <64 x i32> <i32 0, i32 1, i32 2, i32 64, i32 4, i32 5, i32 6, i32 65, i32 8, i32 9, i32 10, i32 66, i32 12, i32 13, i32 14, i32 67, i32 16, i32 17, i32 18, i32 68, i32 20, i32 21, i32 22, i32 69, i32 24, i32 25, i32 26, i32 70, i32 28, i32 29, i32 30, i32 71, i32 32, i32 33, i32 34, i32 72, i32 36, i32 37, i32 38, i32 73, i32 40, i32 41, i32 42, i32 74, i32 44, i32 45, i32 46, i32 75, i32 48, i32 49, i32 50, i32 76, i32 52, i32 53, i32 54, i32 77, i32 56, i32 57, i32 58, i32 78, i32 60, i32 61, i32 62, i32 79>
  store <64 x float> %interleaved213, ptr %427, align 4
  %434 = add nuw nsw i64 %across_out_4772, 16
  %435 = icmp samesign ult i64 %across_out_4772, 48
  br i1 %435, label %across_out_4.body, label %across_out.done, !llvm.loop !23

across_out_5.body:                                ; preds = %across_feature.exit167, %across_out_5.body
  %across_out_5771 = phi i64 [ %445, %across_out_5.body ], [ 0, %across_feature.exit167 ]
  %first_element214680 = add i64 %across_out_5771, %across_block777
  %.idx681 = mul i64 %first_element214680, 20
  %436 = getelementptr inbounds i8, ptr %out_0, i64 %.idx681
  %437 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_5771
  %block217 = load <16 x float>, ptr %437, align 4
  %438 = getelementptr inbounds nuw i8, ptr %437, i64 256
  %block220 = load <16 x float>, ptr %438, align 4
  %interleaved221 = shufflevector <16 x float> %block217, <16 x float> %block220, <80 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison>
  %439 = getelementptr inbounds nuw i8, ptr %437, i64 512
  %block223 = load <16 x float>, ptr %439, align 4
  %440 = shufflevector <16 x float> %block223, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved224 = shufflevector <80 x float> %interleaved221, <80 x float> %440, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 5, i32 6, i32 81, i32 poison, i32 poison, i32 10, i32 11, i32 82, i32 poison, i32 poison, i32 15, i32 16, i32 83, i32 poison, i32 poison, i32 20, i32 21, i32 84, i32 poison, i32 poison, i32 25, i32 26, i32 85, i32 poison, i32 poison, i32 30, i32 31, i32 86, i32 poison, i32 poison, i32 35, i32 36, i32 87, i32 poison, i32 poison, i32 40, i32 41, i32 88, i32 poison, i32 poison, i32 45, i32 46, i32 89, i32 poison, i32 poison, i32 50, i32 51, i32 90, i32 poison, i32 poison, i32 55, i32 56, i32 91, i32 poison, i32 poison, i32 60, i32 61, i32 92, i32 poison, i32 poison, i32 65, i32 66, i32 93, i32 poison, i32 poison, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 75, i32 76, i32 95, i32 poison, i32 poison>
  %441 = getelementptr inbounds nuw i8, ptr %437, i64 768
  %block226 = load <16 x float>, ptr %441, align 4
  %442 = shufflevector <16 x float> %block226, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved227 = shufflevector <80 x float> %interleaved224, <80 x float> %442, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 5, i32 6, i32 7, i32 81, i32 poison, i32 10, i32 11, i32 12, i32 82, i32 poison, i32 15, i32 16, i32 17, i32 83, i32 poison, i32 20, i32 21, i32 22, i32 84, i32 poison, i32 25, i32 26, i32 27, i32 85, i32 poison, i32 30, i32 31, i32 32, i32 86, i32 poison, i32 35, i32 36, i32 37, i32 87, i32 poison, i32 40, i32 41, i32 42, i32 88, i32 poison, i32 45, i32 46, i32 47, i32 89, i32 poison, i32 50, i32 51, i32 52, i32 90, i32 poison, i32 55, i32 56, i32 57, i32 91, i32 poison, i32 60, i32 61, i32 62, i32 92, i32 poison, i32 65, i32 66, i32 67, i32 93, i32 poison, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 75, i32 76, i32 77, i32 95, i32 poison>
  %443 = getelementptr inbounds nuw i8, ptr %437, i64 1024
  %block229 = load <16 x float>, ptr %443, align 4
  %444 = shufflevector <16 x float> %block229, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved230 = shufflevector <80 x float> %interleaved227, <80 x float> %444, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 5, i32 6, i32 7, i32 8, i32 81, i32 10, i32 11, i32 12, i32 13, i32 82, i32 15, i32 16, i32 17, i32 18, i32 83, i32 20, i32 21, i32 22, i32 23, i32 84, i32 25, i32 26, i32 27, i32 28, i32 85, i32 30, i32 31, i32 32, i32 33, i32 86, i32 35, i32 36, i32 37, i32 38, i32 87, i32 40, i32 41, i32 42, i32 43, i32 88, i32 45, i32 46, i32 47, i32 48, i32 89, i32 50, i32 51, i32 52, i32 53, i32 90, i32 55, i32 56, i32 57, i32 58, i32 91, i32 60, i32 61, i32 62, i32 63, i32 92, i32 65, i32 66, i32 67, i32 68, i32 93, i32 70, i32 71, i32 72, i32 73, i32 94, i32 75, i32 76, i32 77, i32 78, i32 95>
  store <80 x float> %interleaved230, ptr %436, align 4
  %445 = add nuw nsw i64 %across_out_5771, 16
  %446 = icmp samesign ult i64 %across_out_5771, 48
  br i1 %446, label %across_out_5.body, label %across_out.done, !llvm.loop !24

across_out_6.body:                                ; preds = %across_feature.exit167, %across_out_6.body
  %across_out_6770 = phi i64 [ %458, %across_out_6.body ], [ 0, %across_feature.exit167 ]
  %first_element231678 = add i64 %across_out_6770, %across_block777
  %.idx679 = mul i64 %first_element231678, 24
  %447 = getelementptr inbounds i8, ptr %out_0, i64 %.idx679
  %448 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_6770
  %block234 = load <16 x float>, ptr %448, align 4
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 256
  %block237 = load <16 x float>, ptr %449, align 4
  %interleaved238 = shufflevector <16 x float> %block234, <16 x float> %block237, <96 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison>
  %450 = getelementptr inbounds nuw i8, ptr %448, i64 512
  %block240 = load <16 x float>, ptr %450, align 4
  %451 = shufflevector <16 x float> %block240, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved241 = shufflevector <96 x float> %interleaved238, <96 x float> %451, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 6, i32 7, i32 97, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 98, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 99, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 100, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 101, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 102, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 103, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 104, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 105, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 106, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 107, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 108, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 109, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 111, i32 poison, i32 poison, i32 poison>
  %452 = getelementptr inbounds nuw i8, ptr %448, i64 768
  %block243 = load <16 x float>, ptr %452, align 4
  %453 = shufflevector <16 x float> %block243, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved244 = shufflevector <96 x float> %interleaved241, <96 x float> %453, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 6, i32 7, i32 8, i32 97, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 98, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 99, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 100, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 101, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 102, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 103, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 104, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 105, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 106, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 107, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 108, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 109, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 111, i32 poison, i32 poison>
  %454 = getelementptr inbounds nuw i8, ptr %448, i64 1024
  %block246 = load <16 x float>, ptr %454, align 4
  %455 = shufflevector <16 x float> %block246, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved247 = shufflevector <96 x float> %interleaved244, <96 x float> %455, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 6, i32 7, i32 8, i32 9, i32 97, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 98, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 99, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 100, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 101, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 102, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 103, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 104, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 105, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 106, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 107, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 108, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 109, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 111, i32 poison>
  %456 = getelementptr inbounds nuw i8, ptr %448, i64 1280
  %block249 = load <16 x float>, ptr %456, align 4
  %457 = shufflevector <16 x float> %block249, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved250 = shufflevector <96 x float> %interleaved247, <96 x float> %457, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 6, i32 7, i32 8, i32 9, i32 10, i32 97, i32 12, i32 13, i32 14, i32 15, i32 16, i32 98, i32 18, i32 19, i32 20, i32 21, i32 22, i32 99, i32 24, i32 25, i32 26, i32 27, i32 28, i32 100, i32 30, i32 31, i32 32, i32 33, i32 34, i32 101, i32 36, i32 37, i32 38, i32 39, i32 40, i32 102, i32 42, i32 43, i32 44, i32 45, i32 46, i32 103, i32 48, i32 49, i32 50, i32 51, i32 52, i32 104, i32 54, i32 55, i32 56, i32 57, i32 58, i32 105, i32 60, i32 61, i32 62, i32 63, i32 64, i32 106, i32 66, i32 67, i32 68, i32 69, i32 70, i32 107, i32 72, i32 73, i32 74, i32 75, i32 76, i32 108, i32 78, i32 79, i32 80, i32 81, i32 82, i32 109, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 90, i32 91, i32 92, i32 93, i32 94, i32 111>
  store <96 x float> %interleaved250, ptr %447, align 4
  %458 = add nuw nsw i64 %across_out_6770, 16
  %459 = icmp samesign ult i64 %across_out_6770, 48
  br i1 %459, label %across_out_6.body, label %across_out.done, !llvm.loop !25

across_out_7.body:                                ; preds = %across_feature.exit167, %across_out_7.body
  %across_out_7769 = phi i64 [ %473, %across_out_7.body ], [ 0, %across_feature.exit167 ]
  %first_element251676 = add i64 %across_out_7769, %across_block777
  %.idx677 = mul i64 %first_element251676, 28
  %460 = getelementptr inbounds i8, ptr %out_0, i64 %.idx677
  %461 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_7769
  %block254 = load <16 x float>, ptr %461, align 4
  %462 = getelementptr inbounds nuw i8, ptr %461, i64 256
  %block257 = load <16 x float>, ptr %462, align 4
  %interleaved258 = shufflevector <16 x float> %block254, <16 x float> %block257, <112 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %463 = getelementptr inbounds nuw i8, ptr %461, i64 512
  %block260 = load <16 x float>, ptr %463, align 4
  %464 = shufflevector <16 x float> %block260, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved261 = shufflevector <112 x float> %interleaved258, <112 x float> %464, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %465 = getelementptr inbounds nuw i8, ptr %461, i64 768
  %block263 = load <16 x float>, ptr %465, align 4
  %466 = shufflevector <16 x float> %block263, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved264 = shufflevector <112 x float> %interleaved261, <112 x float> %466, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 113, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 114, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 115, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 116, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 117, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 118, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 119, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 120, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 121, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 122, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 123, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 124, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 125, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison>
  %467 = getelementptr inbounds nuw i8, ptr %461, i64 1024
  %block266 = load <16 x float>, ptr %467, align 4
  %468 = shufflevector <16 x float> %block266, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved267 = shufflevector <112 x float> %interleaved264, <112 x float> %468, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 113, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 114, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 115, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 116, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 117, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 118, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 119, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 120, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 121, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 122, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 123, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 124, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 125, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison>
  %469 = getelementptr inbounds nuw i8, ptr %461, i64 1280
  %block269 = load <16 x float>, ptr %469, align 4
  %470 = shufflevector <16 x float> %block269, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved270 = shufflevector <112 x float> %interleaved267, <112 x float> %470, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 11, i32 113, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 114, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 25, i32 115, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 116, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 39, i32 117, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 118, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 53, i32 119, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 120, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 121, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 122, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 123, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 124, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 125, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison>
  %471 = getelementptr inbounds nuw i8, ptr %461, i64 1536
  %block272 = load <16 x float>, ptr %471, align 4
  %472 = shufflevector <16 x float> %block272, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved273 = shufflevector <112 x float> %interleaved270, <112 x float> %472, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 113, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 114, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 115, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 116, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 117, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 118, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 119, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 120, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 121, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 122, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 123, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 124, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 125, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127>
  store <112 x float> %interleaved273, ptr %460, align 4
  %473 = add nuw nsw i64 %across_out_7769, 16
  %474 = icmp samesign ult i64 %across_out_7769, 48
  br i1 %474, label %across_out_7.body, label %across_out.done, !llvm.loop !26

across_out_8.body:                                ; preds = %across_feature.exit167, %across_out_8.body
  %across_out_8768 = phi i64 [ %490, %across_out_8.body ], [ 0, %across_feature.exit167 ]
  %first_element274674 = add i64 %across_out_8768, %across_block777
  %.idx675 = shl i64 %first_element274674, 5
  %475 = getelementptr inbounds i8, ptr %out_0, i64 %.idx675
  %476 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_8768
  %block277 = load <16 x float>, ptr %476, align 4
  %477 = getelementptr inbounds nuw i8, ptr %476, i64 256
  %block280 = load <16 x float>, ptr %477, align 4
  %interleaved281 = shufflevector <16 x float> %block277, <16 x float> %block280, <128 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %478 = getelementptr inbounds nuw i8, ptr %476, i64 512
  %block283 = load <16 x float>, ptr %478, align 4
  %479 = shufflevector <16 x float> %block283, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved284 = shufflevector <128 x float> %interleaved281, <128 x float> %479, <128 x i32> <i32 0, i32 1, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 143, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %480 = getelementptr inbounds nuw i8, ptr %476, i64 768
  %block286 = load <16 x float>, ptr %480, align 4
  %481 = shufflevector <16 x float> %block286, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved287 = shufflevector <128 x float> %interleaved284, <128 x float> %481, <128 x i32> <i32 0, i32 1, i32 2, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 143, i32 poison, i32 poison, i32 poison, i32 poison>
  %482 = getelementptr inbounds nuw i8, ptr %476, i64 1024
  %block289 = load <16 x float>, ptr %482, align 4
  %483 = shufflevector <16 x float> %block289, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved290 = shufflevector <128 x float> %interleaved287, <128 x float> %483, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 128, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 129, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 130, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 131, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 132, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 133, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 134, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 135, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 136, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 137, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 138, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 139, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 140, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 141, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 142, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 143, i32 poison, i32 poison, i32 poison>
  %484 = getelementptr inbounds nuw i8, ptr %476, i64 1280
  %block292 = load <16 x float>, ptr %484, align 4
  %485 = shufflevector <16 x float> %block292, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved293 = shufflevector <128 x float> %interleaved290, <128 x float> %485, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 128, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 129, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 130, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 131, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 132, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 133, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 134, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 135, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 136, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 137, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 138, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 139, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 140, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 141, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 142, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 143, i32 poison, i32 poison>
  %486 = getelementptr inbounds nuw i8, ptr %476, i64 1536
  %block295 = load <16 x float>, ptr %486, align 4
  %487 = shufflevector <16 x float> %block295, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved296 = shufflevector <128 x float> %interleaved293, <128 x float> %487, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 128, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 129, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 130, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 131, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 132, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 133, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 134, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 135, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 136, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 137, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 138, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 139, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 140, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 141, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 142, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 143, i32 poison>
  %488 = getelementptr inbounds nuw i8, ptr %476, i64 1792
  %block298 = load <16 x float>, ptr %488, align 4
  %489 = shufflevector <16 x float> %block298, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved299 = shufflevector <128 x float> %interleaved296, <128 x float> %489, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 128, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 129, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 130, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 131, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 132, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 133, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 134, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 135, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 136, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 137, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 138, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 139, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 140, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 141, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 142, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 143>
  store <128 x float> %interleaved299, ptr %475, align 4
  %490 = add nuw nsw i64 %across_out_8768, 16
  %491 = icmp samesign ult i64 %across_out_8768, 48
  br i1 %491, label %across_out_8.body, label %across_out.done, !llvm.loop !27

across_out_9.body:                                ; preds = %across_feature.exit167, %across_out_9.body
  %across_out_9767 = phi i64 [ %509, %across_out_9.body ], [ 0, %across_feature.exit167 ]
  %first_element300672 = add i64 %across_out_9767, %across_block777
  %.idx673 = mul i64 %first_element300672, 36
  %492 = getelementptr inbounds i8, ptr %out_0, i64 %.idx673
  %493 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_9767
  %block303 = load <8 x float>, ptr %493, align 4
  %494 = getelementptr inbounds nuw i8, ptr %493, i64 256
  %block306 = load <8 x float>, ptr %494, align 4
  %interleaved307 = shufflevector <8 x float> %block303, <8 x float> %block306, <72 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %495 = getelementptr inbounds nuw i8, ptr %493, i64 512
  %block309 = load <8 x float>, ptr %495, align 4
  %496 = shufflevector <8 x float> %block309, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved310 = shufflevector <72 x float> %interleaved307, <72 x float> %496, <72 x i32> <i32 0, i32 1, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %497 = getelementptr inbounds nuw i8, ptr %493, i64 768
  %block312 = load <8 x float>, ptr %497, align 4
  %498 = shufflevector <8 x float> %block312, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved313 = shufflevector <72 x float> %interleaved310, <72 x float> %498, <72 x i32> <i32 0, i32 1, i32 2, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %499 = getelementptr inbounds nuw i8, ptr %493, i64 1024
  %block315 = load <8 x float>, ptr %499, align 4
  %500 = shufflevector <8 x float> %block315, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved316 = shufflevector <72 x float> %interleaved313, <72 x float> %500, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 79, i32 poison, i32 poison, i32 poison, i32 poison>
  %501 = getelementptr inbounds nuw i8, ptr %493, i64 1280
  %block318 = load <8 x float>, ptr %501, align 4
  %502 = shufflevector <8 x float> %block318, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved319 = shufflevector <72 x float> %interleaved316, <72 x float> %502, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 72, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 73, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 74, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 75, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 76, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 77, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 78, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 79, i32 poison, i32 poison, i32 poison>
  %503 = getelementptr inbounds nuw i8, ptr %493, i64 1536
  %block321 = load <8 x float>, ptr %503, align 4
  %504 = shufflevector <8 x float> %block321, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved322 = shufflevector <72 x float> %interleaved319, <72 x float> %504, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 72, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 73, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 74, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 75, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 76, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 77, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 78, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 79, i32 poison, i32 poison>
  %505 = getelementptr inbounds nuw i8, ptr %493, i64 1792
  %block324 = load <8 x float>, ptr %505, align 4
  %506 = shufflevector <8 x float> %block324, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved325 = shufflevector <72 x float> %interleaved322, <72 x float> %506, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 72, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 73, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 74, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 75, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 76, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 77, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 78, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 79, i32 poison>
  %507 = getelementptr inbounds nuw i8, ptr %493, i64 2048
  %block327 = load <8 x float>, ptr %507, align 4
  %508 = shufflevector <8 x float> %block327, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved328 = shufflevector <72 x float> %interleaved325, <72 x float> %508, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 72, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 73, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 74, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 75, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 76, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 77, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 78, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 79>
  store <72 x float> %interleaved328, ptr %492, align 4
  %509 = add nuw nsw i64 %across_out_9767, 8
  %510 = icmp samesign ult i64 %across_out_9767, 56
  br i1 %510, label %across_out_9.body, label %across_out.done, !llvm.loop !28

across_out_10.body:                               ; preds = %across_feature.exit167, %across_out_10.body
  %across_out_10766 = phi i64 [ %530, %across_out_10.body ], [ 0, %across_feature.exit167 ]
  %first_element329670 = add i64 %across_out_10766, %across_block777
  %.idx671 = mul i64 %first_element329670, 40
  %511 = getelementptr inbounds i8, ptr %out_0, i64 %.idx671
  %512 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_10766
  %block332 = load <8 x float>, ptr %512, align 4
  %513 = getelementptr inbounds nuw i8, ptr %512, i64 256
  %block335 = load <8 x float>, ptr %513, align 4
  %interleaved336 = shufflevector <8 x float> %block332, <8 x float> %block335, <80 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %514 = getelementptr inbounds nuw i8, ptr %512, i64 512
  %block338 = load <8 x float>, ptr %514, align 4
  %515 = shufflevector <8 x float> %block338, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved339 = shufflevector <80 x float> %interleaved336, <80 x float> %515, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %516 = getelementptr inbounds nuw i8, ptr %512, i64 768
  %block341 = load <8 x float>, ptr %516, align 4
  %517 = shufflevector <8 x float> %block341, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved342 = shufflevector <80 x float> %interleaved339, <80 x float> %517, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %518 = getelementptr inbounds nuw i8, ptr %512, i64 1024
  %block344 = load <8 x float>, ptr %518, align 4
  %519 = shufflevector <8 x float> %block344, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved345 = shufflevector <80 x float> %interleaved342, <80 x float> %519, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %520 = getelementptr inbounds nuw i8, ptr %512, i64 1280
  %block347 = load <8 x float>, ptr %520, align 4
  %521 = shufflevector <8 x float> %block347, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved348 = shufflevector <80 x float> %interleaved345, <80 x float> %521, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 87, i32 poison, i32 poison, i32 poison, i32 poison>
  %522 = getelementptr inbounds nuw i8, ptr %512, i64 1536
  %block350 = load <8 x float>, ptr %522, align 4
  %523 = shufflevector <8 x float> %block350, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved351 = shufflevector <80 x float> %interleaved348, <80 x float> %523, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 80, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 81, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 82, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 83, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 84, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 85, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 86, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 87, i32 poison, i32 poison, i32 poison>
  %524 = getelementptr inbounds nuw i8, ptr %512, i64 1792
  %block353 = load <8 x float>, ptr %524, align 4
  %525 = shufflevector <8 x float> %block353, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved354 = shufflevector <80 x float> %interleaved351, <80 x float> %525, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 80, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 81, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 82, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 83, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 84, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 85, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 86, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 87, i32 poison, i32 poison>
  %526 = getelementptr inbounds nuw i8, ptr %512, i64 2048
  %block356 = load <8 x float>, ptr %526, align 4
  %527 = shufflevector <8 x float> %block356, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved357 = shufflevector <80 x float> %interleaved354, <80 x float> %527, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 80, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 81, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 82, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 83, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 84, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 85, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 86, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 87, i32 poison>
  %528 = getelementptr inbounds nuw i8, ptr %512, i64 2304
  %block359 = load <8 x float>, ptr %528, align 4
  %529 = shufflevector <8 x float> %block359, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved360 = shufflevector <80 x float> %interleaved357, <80 x float> %529, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 80, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 81, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 82, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 83, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 84, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 85, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 86, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 87>
  store <80 x float> %interleaved360, ptr %511, align 4
  %530 = add nuw nsw i64 %across_out_10766, 8
  %531 = icmp samesign ult i64 %across_out_10766, 56
  br i1 %531, label %across_out_10.body, label %across_out.done, !llvm.loop !29

across_out_11.body:                               ; preds = %across_feature.exit167, %across_out_11.body
  %across_out_11765 = phi i64 [ %553, %across_out_11.body ], [ 0, %across_feature.exit167 ]
  %first_element361668 = add i64 %across_out_11765, %across_block777
  %.idx669 = mul i64 %first_element361668, 44
  %532 = getelementptr inbounds i8, ptr %out_0, i64 %.idx669
  %533 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_11765
  %block364 = load <8 x float>, ptr %533, align 4
  %534 = getelementptr inbounds nuw i8, ptr %533, i64 256
  %block367 = load <8 x float>, ptr %534, align 4
  %interleaved368 = shufflevector <8 x float> %block364, <8 x float> %block367, <88 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %535 = getelementptr inbounds nuw i8, ptr %533, i64 512
  %block370 = load <8 x float>, ptr %535, align 4
  %536 = shufflevector <8 x float> %block370, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved371 = shufflevector <88 x float> %interleaved368, <88 x float> %536, <88 x i32> <i32 0, i32 1, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %537 = getelementptr inbounds nuw i8, ptr %533, i64 768
  %block373 = load <8 x float>, ptr %537, align 4
  %538 = shufflevector <8 x float> %block373, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved374 = shufflevector <88 x float> %interleaved371, <88 x float> %538, <88 x i32> <i32 0, i32 1, i32 2, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %539 = getelementptr inbounds nuw i8, ptr %533, i64 1024
  %block376 = load <8 x float>, ptr %539, align 4
  %540 = shufflevector <8 x float> %block376, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved377 = shufflevector <88 x float> %interleaved374, <88 x float> %540, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %541 = getelementptr inbounds nuw i8, ptr %533, i64 1280
  %block379 = load <8 x float>, ptr %541, align 4
  %542 = shufflevector <8 x float> %block379, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved380 = shufflevector <88 x float> %interleaved377, <88 x float> %542, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %543 = getelementptr inbounds nuw i8, ptr %533, i64 1536
  %block382 = load <8 x float>, ptr %543, align 4
  %544 = shufflevector <8 x float> %block382, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved383 = shufflevector <88 x float> %interleaved380, <88 x float> %544, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 95, i32 poison, i32 poison, i32 poison, i32 poison>
  %545 = getelementptr inbounds nuw i8, ptr %533, i64 1792
  %block385 = load <8 x float>, ptr %545, align 4
  %546 = shufflevector <8 x float> %block385, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved386 = shufflevector <88 x float> %interleaved383, <88 x float> %546, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 88, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 89, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 90, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 91, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 92, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 93, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 95, i32 poison, i32 poison, i32 poison>
  %547 = getelementptr inbounds nuw i8, ptr %533, i64 2048
  %block388 = load <8 x float>, ptr %547, align 4
  %548 = shufflevector <8 x float> %block388, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved389 = shufflevector <88 x float> %interleaved386, <88 x float> %548, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 88, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 89, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 90, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 91, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 92, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 93, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 94, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 95, i32 poison, i32 poison>
  %549 = getelementptr inbounds nuw i8, ptr %533, i64 2304
  %block391 = load <8 x float>, ptr %549, align 4
  %550 = shufflevector <8 x float> %block391, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved392 = shufflevector <88 x float> %interleaved389, <88 x float> %550, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 88, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 89, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 90, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 91, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 92, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 93, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 94, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 95, i32 poison>
  %551 = getelementptr inbounds nuw i8, ptr %533, i64 2560
  %block394 = load <8 x float>, ptr %551, align 4
  %552 = shufflevector <8 x float> %block394, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved395 = shufflevector <88 x float> %interleaved392, <88 x float> %552, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 88, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 89, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 90, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 91, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 92, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 93, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 94, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 95>
  store <88 x float> %interleaved395, ptr %532, align 4
  %553 = add nuw nsw i64 %across_out_11765, 8
  %554 = icmp samesign ult i64 %across_out_11765, 56
  br i1 %554, label %across_out_11.body, label %across_out.done, !llvm.loop !30

across_out_12.body:                               ; preds = %across_feature.exit167, %across_out_12.body
  %across_out_12764 = phi i64 [ %578, %across_out_12.body ], [ 0, %across_feature.exit167 ]
  %first_element396666 = add i64 %across_out_12764, %across_block777
  %.idx667 = mul i64 %first_element396666, 48
  %555 = getelementptr inbounds i8, ptr %out_0, i64 %.idx667
  %556 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_12764
  %block399 = load <8 x float>, ptr %556, align 4
  %557 = getelementptr inbounds nuw i8, ptr %556, i64 256
  %block402 = load <8 x float>, ptr %557, align 4
  %interleaved403 = shufflevector <8 x float> %block399, <8 x float> %block402, <96 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %558 = getelementptr inbounds nuw i8, ptr %556, i64 512
  %block405 = load <8 x float>, ptr %558, align 4
  %559 = shufflevector <8 x float> %block405, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved406 = shufflevector <96 x float> %interleaved403, <96 x float> %559, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %560 = getelementptr inbounds nuw i8, ptr %556, i64 768
  %block408 = load <8 x float>, ptr %560, align 4
  %561 = shufflevector <8 x float> %block408, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved409 = shufflevector <96 x float> %interleaved406, <96 x float> %561, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %562 = getelementptr inbounds nuw i8, ptr %556, i64 1024
  %block411 = load <8 x float>, ptr %562, align 4
  %563 = shufflevector <8 x float> %block411, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved412 = shufflevector <96 x float> %interleaved409, <96 x float> %563, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %564 = getelementptr inbounds nuw i8, ptr %556, i64 1280
  %block414 = load <8 x float>, ptr %564, align 4
  %565 = shufflevector <8 x float> %block414, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved415 = shufflevector <96 x float> %interleaved412, <96 x float> %565, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %566 = getelementptr inbounds nuw i8, ptr %556, i64 1536
  %block417 = load <8 x float>, ptr %566, align 4
  %567 = shufflevector <8 x float> %block417, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved418 = shufflevector <96 x float> %interleaved415, <96 x float> %567, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %568 = getelementptr inbounds nuw i8, ptr %556, i64 1792
  %block420 = load <8 x float>, ptr %568, align 4
  %569 = shufflevector <8 x float> %block420, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved421 = shufflevector <96 x float> %interleaved418, <96 x float> %569, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 103, i32 poison, i32 poison, i32 poison, i32 poison>
  %570 = getelementptr inbounds nuw i8, ptr %556, i64 2048
  %block423 = load <8 x float>, ptr %570, align 4
  %571 = shufflevector <8 x float> %block423, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved424 = shufflevector <96 x float> %interleaved421, <96 x float> %571, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 96, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 97, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 98, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 99, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 100, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 101, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 102, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 103, i32 poison, i32 poison, i32 poison>
  %572 = getelementptr inbounds nuw i8, ptr %556, i64 2304
  %block426 = load <8 x float>, ptr %572, align 4
  %573 = shufflevector <8 x float> %block426, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved427 = shufflevector <96 x float> %interleaved424, <96 x float> %573, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 96, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 97, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 98, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 99, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 100, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 101, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 102, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 103, i32 poison, i32 poison>
  %574 = getelementptr inbounds nuw i8, ptr %556, i64 2560
  %block429 = load <8 x float>, ptr %574, align 4
  %575 = shufflevector <8 x float> %block429, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved430 = shufflevector <96 x float> %interleaved427, <96 x float> %575, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 96, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 97, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 98, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 99, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 100, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 101, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 102, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 103, i32 poison>
  %576 = getelementptr inbounds nuw i8, ptr %556, i64 2816
  %block432 = load <8 x float>, ptr %576, align 4
  %577 = shufflevector <8 x float> %block432, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved433 = shufflevector <96 x float> %interleaved430, <96 x float> %577, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 96, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 97, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 98, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 99, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 100, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 101, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 102, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 103>
  store <96 x float> %interleaved433, ptr %555, align 4
  %578 = add nuw nsw i64 %across_out_12764, 8
  %579 = icmp samesign ult i64 %across_out_12764, 56
  br i1 %579, label %across_out_12.body, label %across_out.done, !llvm.loop !31

across_out_13.body:                               ; preds = %across_feature.exit167, %across_out_13.body
  %across_out_13763 = phi i64 [ %605, %across_out_13.body ], [ 0, %across_feature.exit167 ]
  %first_element434664 = add i64 %across_out_13763, %across_block777
  %.idx665 = mul i64 %first_element434664, 52
  %580 = getelementptr inbounds i8, ptr %out_0, i64 %.idx665
  %581 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_13763
  %block437 = load <8 x float>, ptr %581, align 4
  %582 = getelementptr inbounds nuw i8, ptr %581, i64 256
  %block440 = load <8 x float>, ptr %582, align 4
  %interleaved441 = shufflevector <8 x float> %block437, <8 x float> %block440, <104 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %583 = getelementptr inbounds nuw i8, ptr %581, i64 512
  %block443 = load <8 x float>, ptr %583, align 4
  %584 = shufflevector <8 x float> %block443, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved444 = shufflevector <104 x float> %interleaved441, <104 x float> %584, <104 x i32> <i32 0, i32 1, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %585 = getelementptr inbounds nuw i8, ptr %581, i64 768
  %block446 = load <8 x float>, ptr %585, align 4
  %586 = shufflevector <8 x float> %block446, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved447 = shufflevector <104 x float> %interleaved444, <104 x float> %586, <104 x i32> <i32 0, i32 1, i32 2, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %587 = getelementptr inbounds nuw i8, ptr %581, i64 1024
  %block449 = load <8 x float>, ptr %587, align 4
  %588 = shufflevector <8 x float> %block449, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved450 = shufflevector <104 x float> %interleaved447, <104 x float> %588, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %589 = getelementptr inbounds nuw i8, ptr %581, i64 1280
  %block452 = load <8 x float>, ptr %589, align 4
  %590 = shufflevector <8 x float> %block452, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved453 = shufflevector <104 x float> %interleaved450, <104 x float> %590, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %591 = getelementptr inbounds nuw i8, ptr %581, i64 1536
  %block455 = load <8 x float>, ptr %591, align 4
  %592 = shufflevector <8 x float> %block455, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved456 = shufflevector <104 x float> %interleaved453, <104 x float> %592, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %593 = getelementptr inbounds nuw i8, ptr %581, i64 1792
  %block458 = load <8 x float>, ptr %593, align 4
  %594 = shufflevector <8 x float> %block458, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved459 = shufflevector <104 x float> %interleaved456, <104 x float> %594, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %595 = getelementptr inbounds nuw i8, ptr %581, i64 2048
  %block461 = load <8 x float>, ptr %595, align 4
  %596 = shufflevector <8 x float> %block461, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved462 = shufflevector <104 x float> %interleaved459, <104 x float> %596, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 111, i32 poison, i32 poison, i32 poison, i32 poison>
  %597 = getelementptr inbounds nuw i8, ptr %581, i64 2304
  %block464 = load <8 x float>, ptr %597, align 4
  %598 = shufflevector <8 x float> %block464, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved465 = shufflevector <104 x float> %interleaved462, <104 x float> %598, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 104, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 105, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 106, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 107, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 108, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 109, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 111, i32 poison, i32 poison, i32 poison>
  %599 = getelementptr inbounds nuw i8, ptr %581, i64 2560
  %block467 = load <8 x float>, ptr %599, align 4
  %600 = shufflevector <8 x float> %block467, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved468 = shufflevector <104 x float> %interleaved465, <104 x float> %600, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 104, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 105, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 106, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 107, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 108, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 109, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 111, i32 poison, i32 poison>
  %601 = getelementptr inbounds nuw i8, ptr %581, i64 2816
  %block470 = load <8 x float>, ptr %601, align 4
  %602 = shufflevector <8 x float> %block470, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved471 = shufflevector <104 x float> %interleaved468, <104 x float> %602, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 104, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 105, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 106, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 107, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 108, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 109, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 111, i32 poison>
  %603 = getelementptr inbounds nuw i8, ptr %581, i64 3072
  %block473 = load <8 x float>, ptr %603, align 4
  %604 = shufflevector <8 x float> %block473, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved474 = shufflevector <104 x float> %interleaved471, <104 x float> %604, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 104, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 105, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 106, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 107, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 108, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 109, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 110, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 111>
  store <104 x float> %interleaved474, ptr %580, align 4
  %605 = add nuw nsw i64 %across_out_13763, 8
  %606 = icmp samesign ult i64 %across_out_13763, 56
  br i1 %606, label %across_out_13.body, label %across_out.done, !llvm.loop !32

across_out_14.body:                               ; preds = %across_feature.exit167, %across_out_14.body
  %across_out_14762 = phi i64 [ %634, %across_out_14.body ], [ 0, %across_feature.exit167 ]
  %first_element475662 = add i64 %across_out_14762, %across_block777
  %.idx663 = mul i64 %first_element475662, 56
  %607 = getelementptr inbounds i8, ptr %out_0, i64 %.idx663
  %608 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_14762
  %block478 = load <8 x float>, ptr %608, align 4
  %609 = getelementptr inbounds nuw i8, ptr %608, i64 256
  %block481 = load <8 x float>, ptr %609, align 4
  %interleaved482 = shufflevector <8 x float> %block478, <8 x float> %block481, <112 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %610 = getelementptr inbounds nuw i8, ptr %608, i64 512
  %block484 = load <8 x float>, ptr %610, align 4
  %611 = shufflevector <8 x float> %block484, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved485 = shufflevector <112 x float> %interleaved482, <112 x float> %611, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %612 = getelementptr inbounds nuw i8, ptr %608, i64 768
  %block487 = load <8 x float>, ptr %612, align 4
  %613 = shufflevector <8 x float> %block487, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved488 = shufflevector <112 x float> %interleaved485, <112 x float> %613, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %614 = getelementptr inbounds nuw i8, ptr %608, i64 1024
  %block490 = load <8 x float>, ptr %614, align 4
  %615 = shufflevector <8 x float> %block490, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved491 = shufflevector <112 x float> %interleaved488, <112 x float> %615, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %616 = getelementptr inbounds nuw i8, ptr %608, i64 1280
  %block493 = load <8 x float>, ptr %616, align 4
  %617 = shufflevector <8 x float> %block493, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved494 = shufflevector <112 x float> %interleaved491, <112 x float> %617, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %618 = getelementptr inbounds nuw i8, ptr %608, i64 1536
  %block496 = load <8 x float>, ptr %618, align 4
  %619 = shufflevector <8 x float> %block496, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved497 = shufflevector <112 x float> %interleaved494, <112 x float> %619, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %620 = getelementptr inbounds nuw i8, ptr %608, i64 1792
  %block499 = load <8 x float>, ptr %620, align 4
  %621 = shufflevector <8 x float> %block499, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved500 = shufflevector <112 x float> %interleaved497, <112 x float> %621, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %622 = getelementptr inbounds nuw i8, ptr %608, i64 2048
  %block502 = load <8 x float>, ptr %622, align 4
  %623 = shufflevector <8 x float> %block502, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved503 = shufflevector <112 x float> %interleaved500, <112 x float> %623, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %624 = getelementptr inbounds nuw i8, ptr %608, i64 2304
  %block505 = load <8 x float>, ptr %624, align 4
  %625 = shufflevector <8 x float> %block505, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved506 = shufflevector <112 x float> %interleaved503, <112 x float> %625, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 119, i32 poison, i32 poison, i32 poison, i32 poison>
  %626 = getelementptr inbounds nuw i8, ptr %608, i64 2560
  %block508 = load <8 x float>, ptr %626, align 4
  %627 = shufflevector <8 x float> %block508, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved509 = shufflevector <112 x float> %interleaved506, <112 x float> %627, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 112, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 113, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 114, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 115, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 116, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 117, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 118, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 119, i32 poison, i32 poison, i32 poison>
  %628 = getelementptr inbounds nuw i8, ptr %608, i64 2816
  %block511 = load <8 x float>, ptr %628, align 4
  %629 = shufflevector <8 x float> %block511, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved512 = shufflevector <112 x float> %interleaved509, <112 x float> %629, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 112, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 113, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 114, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 115, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 116, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 117, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 118, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 119, i32 poison, i32 poison>
  %630 = getelementptr inbounds nuw i8, ptr %608, i64 3072
  %block514 = load <8 x float>, ptr %630, align 4
  %631 = shufflevector <8 x float> %block514, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved515 = shufflevector <112 x float> %interleaved512, <112 x float> %631, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 112, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 113, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 114, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 115, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 116, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 117, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 118, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 119, i32 poison>
  %632 = getelementptr inbounds nuw i8, ptr %608, i64 3328
  %block517 = load <8 x float>, ptr %632, align 4
  %633 = shufflevector <8 x float> %block517, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved518 = shufflevector <112 x float> %interleaved515, <112 x float> %633, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 112, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 113, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 114, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 115, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 116, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 117, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 118, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 119>
  store <112 x float> %interleaved518, ptr %607, align 4
  %634 = add nuw nsw i64 %across_out_14762, 8
  %635 = icmp samesign ult i64 %across_out_14762, 56
  br i1 %635, label %across_out_14.body, label %across_out.done, !llvm.loop !33

across_out_15.body:                               ; preds = %across_feature.exit167, %across_out_15.body
  %across_out_15761 = phi i64 [ %665, %across_out_15.body ], [ 0, %across_feature.exit167 ]
  %first_element519660 = add i64 %across_out_15761, %across_block777
  %.idx661 = mul i64 %first_element519660, 60
  %636 = getelementptr inbounds i8, ptr %out_0, i64 %.idx661
  %637 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_15761
  %block522 = load <8 x float>, ptr %637, align 4
  %638 = getelementptr inbounds nuw i8, ptr %637, i64 256
  %block525 = load <8 x float>, ptr %638, align 4
  %interleaved526 = shufflevector <8 x float> %block522, <8 x float> %block525, <120 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %639 = getelementptr inbounds nuw i8, ptr %637, i64 512
  %block528 = load <8 x float>, ptr %639, align 4
  %640 = shufflevector <8 x float> %block528, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved529 = shufflevector <120 x float> %interleaved526, <120 x float> %640, <120 x i32> <i32 0, i32 1, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %641 = getelementptr inbounds nuw i8, ptr %637, i64 768
  %block531 = load <8 x float>, ptr %641, align 4
  %642 = shufflevector <8 x float> %block531, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved532 = shufflevector <120 x float> %interleaved529, <120 x float> %642, <120 x i32> <i32 0, i32 1, i32 2, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %643 = getelementptr inbounds nuw i8, ptr %637, i64 1024
  %block534 = load <8 x float>, ptr %643, align 4
  %644 = shufflevector <8 x float> %block534, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved535 = shufflevector <120 x float> %interleaved532, <120 x float> %644, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %645 = getelementptr inbounds nuw i8, ptr %637, i64 1280
  %block537 = load <8 x float>, ptr %645, align 4
  %646 = shufflevector <8 x float> %block537, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved538 = shufflevector <120 x float> %interleaved535, <120 x float> %646, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %647 = getelementptr inbounds nuw i8, ptr %637, i64 1536
  %block540 = load <8 x float>, ptr %647, align 4
  %648 = shufflevector <8 x float> %block540, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved541 = shufflevector <120 x float> %interleaved538, <120 x float> %648, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %649 = getelementptr inbounds nuw i8, ptr %637, i64 1792
  %block543 = load <8 x float>, ptr %649, align 4
  %650 = shufflevector <8 x float> %block543, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved544 = shufflevector <120 x float> %interleaved541, <120 x float> %650, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %651 = getelementptr inbounds nuw i8, ptr %637, i64 2048
  %block546 = load <8 x float>, ptr %651, align 4
  %652 = shufflevector <8 x float> %block546, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved547 = shufflevector <120 x float> %interleaved544, <120 x float> %652, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %653 = getelementptr inbounds nuw i8, ptr %637, i64 2304
  %block549 = load <8 x float>, ptr %653, align 4
  %654 = shufflevector <8 x float> %block549, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved550 = shufflevector <120 x float> %interleaved547, <120 x float> %654, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %655 = getelementptr inbounds nuw i8, ptr %637, i64 2560
  %block552 = load <8 x float>, ptr %655, align 4
  %656 = shufflevector <8 x float> %block552, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved553 = shufflevector <120 x float> %interleaved550, <120 x float> %656, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %657 = getelementptr inbounds nuw i8, ptr %637, i64 2816
  %block555 = load <8 x float>, ptr %657, align 4
  %658 = shufflevector <8 x float> %block555, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved556 = shufflevector <120 x float> %interleaved553, <120 x float> %658, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 120, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 121, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 122, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 123, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 124, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 125, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 127, i32 poison, i32 poison, i32 poison>
  %659 = getelementptr inbounds nuw i8, ptr %637, i64 3072
  %block558 = load <8 x float>, ptr %659, align 4
  %660 = shufflevector <8 x float> %block558, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved559 = shufflevector <120 x float> %interleaved556, <120 x float> %660, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 120, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 121, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 122, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 123, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 124, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 125, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 127, i32 poison, i32 poison>
  %661 = getelementptr inbounds nuw i8, ptr %637, i64 3328
  %block561 = load <8 x float>, ptr %661, align 4
  %662 = shufflevector <8 x float> %block561, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved562 = shufflevector <120 x float> %interleaved559, <120 x float> %662, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 120, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 121, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 122, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 123, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 124, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 125, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 127, i32 poison>
  %663 = getelementptr inbounds nuw i8, ptr %637, i64 3584
  %block564 = load <8 x float>, ptr %663, align 4
  %664 = shufflevector <8 x float> %block564, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved565 = shufflevector <120 x float> %interleaved562, <120 x float> %664, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 120, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 121, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 122, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 123, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 124, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 125, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 127>
  store <120 x float> %interleaved565, ptr %636, align 4
  %665 = add nuw nsw i64 %across_out_15761, 8
  %666 = icmp samesign ult i64 %across_out_15761, 56
  br i1 %666, label %across_out_15.body, label %across_out.done, !llvm.loop !34

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out776 = phi i64 [ 0, %across_out.body.preheader.new ], [ %682, %across_out.body ]
  %niter1136 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1136.next.1, %across_out.body ]
  %r566 = udiv i64 %across_out776, %n_features
  %f567 = urem i64 %across_out776, %n_features
  %667 = icmp ult i64 %r566, %28
  %668 = select i1 %667, i64 %r566, i64 %last_row
  %row568 = add i64 %668, %across_block777
  %row_element569 = mul i64 %row568, %n_features
  %.idx688 = shl nuw nsw i64 %f567, 8
  %669 = getelementptr i8, ptr %across_out_0, i64 %.idx688
  %670 = getelementptr float, ptr %669, i64 %r566
  %671 = load float, ptr %670, align 4
  %672 = getelementptr float, ptr %out_0, i64 %row_element569
  %673 = getelementptr float, ptr %672, i64 %f567
  store float %671, ptr %673, align 4
  %674 = or disjoint i64 %across_out776, 1
  %r566.1 = udiv i64 %674, %n_features
  %f567.1 = urem i64 %674, %n_features
  %675 = icmp ult i64 %r566.1, %28
  %676 = select i1 %675, i64 %r566.1, i64 %last_row
  %row568.1 = add i64 %676, %across_block777
  %row_element569.1 = mul i64 %row568.1, %n_features
  %.idx688.1 = shl nuw nsw i64 %f567.1, 8
  %677 = getelementptr i8, ptr %across_out_0, i64 %.idx688.1
  %678 = getelementptr float, ptr %677, i64 %r566.1
  %679 = load float, ptr %678, align 4
  %680 = getelementptr float, ptr %out_0, i64 %row_element569.1
  %681 = getelementptr float, ptr %680, i64 %f567.1
  store float %679, ptr %681, align 4
  %682 = add nuw i64 %across_out776, 2
  %niter1136.next.1 = add i64 %niter1136, 2
  %niter1136.ncmp.1 = icmp eq i64 %niter1136.next.1, %unroll_iter1135
  br i1 %niter1136.ncmp.1, label %across_out.done.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !35

lockstep_row.body.us.preheader:                   ; preds = %lockstep_block.body.lr.ph, %lockstep_row.exit600
  %indvar1012 = phi i64 [ 0, %lockstep_block.body.lr.ph ], [ %indvar.next1013, %lockstep_row.exit600 ]
  %indvars.iv831 = phi i64 [ %16, %lockstep_block.body.lr.ph ], [ %indvars.iv.next832, %lockstep_row.exit600 ]
  %lockstep_block739 = phi i64 [ %row_begin, %lockstep_block.body.lr.ph ], [ %889, %lockstep_row.exit600 ]
  %683 = mul i64 %22, %indvar1012
  %684 = add i64 %21, %683
  %685 = tail call i64 @llvm.umax.i64(i64 %indvars.iv831, i64 1)
  %umax838 = tail call i64 @llvm.umin.i64(i64 %685, i64 4)
  %rows_left571 = sub nuw i64 %row_end, %lockstep_block739
  %686 = tail call i64 @llvm.umin.i64(i64 %rows_left571, i64 4)
  %last_slot = add nsw i64 %686, -1
  %diff.check1014 = icmp ult i64 %684, 256
  br label %iter.check1016

iter.check1016:                                   ; preds = %lockstep_row.body.us.preheader, %feature.header.feature.exit_crit_edge.us
  %lockstep_row730.us = phi i64 [ %754, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.us.preheader ]
  %row572.us = add i64 %lockstep_row730.us, %lockstep_block739
  %687 = mul i64 %lockstep_row730.us, %n_features
  %688 = getelementptr inbounds float, ptr %scratch, i64 %687
  %row_offset573.us = mul i64 %row572.us, %n_features
  %689 = getelementptr inbounds float, ptr %input_0, i64 %row_offset573.us
  br i1 %diff.check1014, label %feature.body.us.preheader, label %vector.main.loop.iter.check1018

vector.main.loop.iter.check1018:                  ; preds = %iter.check1016
  br i1 %min.iters.check1017, label %vec.epilog.ph1035, label %vector.body1022

vector.body1022:                                  ; preds = %vector.main.loop.iter.check1018, %vector.body1022
  %index1023 = phi i64 [ %index.next1028, %vector.body1022 ], [ 0, %vector.main.loop.iter.check1018 ]
  %690 = getelementptr inbounds nuw float, ptr %689, i64 %index1023
  %691 = getelementptr inbounds nuw i8, ptr %690, i64 64
  %692 = getelementptr inbounds nuw i8, ptr %690, i64 128
  %693 = getelementptr inbounds nuw i8, ptr %690, i64 192
  %wide.load1024 = load <16 x float>, ptr %690, align 4
  %wide.load1025 = load <16 x float>, ptr %691, align 4
  %wide.load1026 = load <16 x float>, ptr %692, align 4
  %wide.load1027 = load <16 x float>, ptr %693, align 4
  %694 = fmul <16 x float> %wide.load1024, %wide.load1024
  %695 = fmul <16 x float> %wide.load1025, %wide.load1025
  %696 = fmul <16 x float> %wide.load1026, %wide.load1026
  %697 = fmul <16 x float> %wide.load1027, %wide.load1027
  %698 = getelementptr inbounds nuw float, ptr %688, i64 %index1023
  %699 = getelementptr inbounds nuw i8, ptr %698, i64 64
  %700 = getelementptr inbounds nuw i8, ptr %698, i64 128
  %701 = getelementptr inbounds nuw i8, ptr %698, i64 192
  store <16 x float> %694, ptr %698, align 4
  store <16 x float> %695, ptr %699, align 4
  store <16 x float> %696, ptr %700, align 4
  store <16 x float> %697, ptr %701, align 4
  %index.next1028 = add nuw i64 %index1023, 64
  %702 = icmp eq i64 %index.next1028, %n.vec1021
  br i1 %702, label %middle.block1029, label %vector.body1022, !llvm.loop !36

middle.block1029:                                 ; preds = %vector.body1022
  br i1 %cmp.n1030, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check1033

vec.epilog.iter.check1033:                        ; preds = %middle.block1029
  br i1 %min.epilog.iters.check1034, label %feature.body.us.preheader, label %vec.epilog.ph1035, !prof !39

vec.epilog.ph1035:                                ; preds = %vector.main.loop.iter.check1018, %vec.epilog.iter.check1033
  %vec.epilog.resume.val1031 = phi i64 [ %n.vec1021, %vec.epilog.iter.check1033 ], [ 0, %vector.main.loop.iter.check1018 ]
  br label %vec.epilog.vector.body1038

vec.epilog.vector.body1038:                       ; preds = %vec.epilog.vector.body1038, %vec.epilog.ph1035
  %index1039 = phi i64 [ %vec.epilog.resume.val1031, %vec.epilog.ph1035 ], [ %index.next1041, %vec.epilog.vector.body1038 ]
  %703 = getelementptr inbounds nuw float, ptr %689, i64 %index1039
  %wide.load1040 = load <8 x float>, ptr %703, align 4
  %704 = fmul <8 x float> %wide.load1040, %wide.load1040
  %705 = getelementptr inbounds nuw float, ptr %688, i64 %index1039
  store <8 x float> %704, ptr %705, align 4
  %index.next1041 = add nuw i64 %index1039, 8
  %706 = icmp eq i64 %index.next1041, %n.vec1037
  br i1 %706, label %vec.epilog.middle.block1042, label %vec.epilog.vector.body1038, !llvm.loop !40

vec.epilog.middle.block1042:                      ; preds = %vec.epilog.vector.body1038
  br i1 %cmp.n1043, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check1016, %vec.epilog.iter.check1033, %vec.epilog.middle.block1042
  %feature729.us.ph = phi i64 [ 0, %iter.check1016 ], [ %n.vec1021, %vec.epilog.iter.check1033 ], [ %n.vec1037, %vec.epilog.middle.block1042 ]
  br i1 %lcmp.mod1117.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature729.us.prol = phi i64 [ %711, %feature.body.us.prol ], [ %feature729.us.ph, %feature.body.us.preheader ]
  %prol.iter1118 = phi i64 [ %prol.iter1118.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %707 = getelementptr inbounds nuw float, ptr %689, i64 %feature729.us.prol
  %708 = load float, ptr %707, align 4
  %709 = fmul float %708, %708
  %710 = getelementptr inbounds nuw float, ptr %688, i64 %feature729.us.prol
  store float %709, ptr %710, align 4
  %711 = add nuw nsw i64 %feature729.us.prol, 1
  %prol.iter1118.next = add i64 %prol.iter1118, 1
  %prol.iter1118.cmp.not = icmp eq i64 %prol.iter1118.next, %xtraiter1116
  br i1 %prol.iter1118.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !41

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature729.us.unr = phi i64 [ %feature729.us.ph, %feature.body.us.preheader ], [ %711, %feature.body.us.prol ]
  %712 = sub nsw i64 %feature729.us.ph, %n_features
  %713 = icmp ugt i64 %712, -8
  br i1 %713, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature729.us = phi i64 [ %753, %feature.body.us ], [ %feature729.us.unr, %feature.body.us.prol.loopexit ]
  %714 = getelementptr inbounds nuw float, ptr %689, i64 %feature729.us
  %715 = load float, ptr %714, align 4
  %716 = fmul float %715, %715
  %717 = getelementptr inbounds nuw float, ptr %688, i64 %feature729.us
  store float %716, ptr %717, align 4
  %718 = add nuw nsw i64 %feature729.us, 1
  %719 = getelementptr inbounds nuw float, ptr %689, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = fmul float %720, %720
  %722 = getelementptr inbounds nuw float, ptr %688, i64 %718
  store float %721, ptr %722, align 4
  %723 = add nuw nsw i64 %feature729.us, 2
  %724 = getelementptr inbounds nuw float, ptr %689, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = fmul float %725, %725
  %727 = getelementptr inbounds nuw float, ptr %688, i64 %723
  store float %726, ptr %727, align 4
  %728 = add nuw nsw i64 %feature729.us, 3
  %729 = getelementptr inbounds nuw float, ptr %689, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = fmul float %730, %730
  %732 = getelementptr inbounds nuw float, ptr %688, i64 %728
  store float %731, ptr %732, align 4
  %733 = add nuw nsw i64 %feature729.us, 4
  %734 = getelementptr inbounds nuw float, ptr %689, i64 %733
  %735 = load float, ptr %734, align 4
  %736 = fmul float %735, %735
  %737 = getelementptr inbounds nuw float, ptr %688, i64 %733
  store float %736, ptr %737, align 4
  %738 = add nuw nsw i64 %feature729.us, 5
  %739 = getelementptr inbounds nuw float, ptr %689, i64 %738
  %740 = load float, ptr %739, align 4
  %741 = fmul float %740, %740
  %742 = getelementptr inbounds nuw float, ptr %688, i64 %738
  store float %741, ptr %742, align 4
  %743 = add nuw nsw i64 %feature729.us, 6
  %744 = getelementptr inbounds nuw float, ptr %689, i64 %743
  %745 = load float, ptr %744, align 4
  %746 = fmul float %745, %745
  %747 = getelementptr inbounds nuw float, ptr %688, i64 %743
  store float %746, ptr %747, align 4
  %748 = add nuw nsw i64 %feature729.us, 7
  %749 = getelementptr inbounds nuw float, ptr %689, i64 %748
  %750 = load float, ptr %749, align 4
  %751 = fmul float %750, %750
  %752 = getelementptr inbounds nuw float, ptr %688, i64 %748
  store float %751, ptr %752, align 4
  %753 = add nuw nsw i64 %feature729.us, 8
  %exitcond830.not.7 = icmp eq i64 %753, %n_features
  br i1 %exitcond830.not.7, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !42

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block1042, %middle.block1029
  %754 = add nuw nsw i64 %lockstep_row730.us, 1
  %exitcond835.not = icmp eq i64 %754, %umax838
  br i1 %exitcond835.not, label %lockstep_sums.body.preheader, label %iter.check1016

lockstep_sums.body.preheader:                     ; preds = %feature.header.feature.exit_crit_edge.us
  %row_offset575 = mul i64 %lockstep_block739, %n_features
  %755 = getelementptr inbounds float, ptr %input_0, i64 %row_offset575
  %756 = icmp ugt i64 %rows_left571, 1
  %757 = select i1 %756, i64 1, i64 %last_slot
  %758 = mul nsw i64 %757, %n_features
  %759 = getelementptr inbounds float, ptr %scratch, i64 %758
  %760 = icmp ugt i64 %rows_left571, 2
  %761 = select i1 %760, i64 2, i64 %last_slot
  %762 = mul nsw i64 %761, %n_features
  %763 = getelementptr inbounds float, ptr %scratch, i64 %762
  %764 = icmp ugt i64 %rows_left571, 3
  %765 = select i1 %764, i64 3, i64 %last_slot
  %766 = mul nsw i64 %765, %n_features
  %767 = getelementptr inbounds float, ptr %scratch, i64 %766
  br i1 %26, label %lockstep_sums.body.epil.preheader, label %lockstep_sums.body

lockstep_sums_tail.header.preheader.unr-lcssa:    ; preds = %lockstep_sums.body
  br i1 %lcmp.mod1121.not, label %lockstep_sums_tail.header.preheader, label %lockstep_sums.body.epil.preheader

lockstep_sums.body.epil.preheader:                ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_sums.body.preheader
  %lockstep_sums582732.epil.init = phi i64 [ 0, %lockstep_sums.body.preheader ], [ %793, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  %lockstep_sums.0731.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body.preheader ], [ %792, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1123)
  %block_values632.epil = add nuw i64 %lockstep_sums582732.epil.init, %n_features
  %ahead.idx.epil = shl i64 %block_values632.epil, 4
  %ahead.epil = getelementptr i8, ptr %755, i64 %ahead.idx.epil
  tail call void @llvm.prefetch.p0(ptr %ahead.epil, i32 0, i32 3, i32 1)
  %768 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums582732.epil.init
  %block583.epil = load <4 x float>, ptr %768, align 4
  %769 = getelementptr inbounds nuw float, ptr %759, i64 %lockstep_sums582732.epil.init
  %block584.epil = load <4 x float>, ptr %769, align 4
  %770 = getelementptr inbounds nuw float, ptr %763, i64 %lockstep_sums582732.epil.init
  %block585.epil = load <4 x float>, ptr %770, align 4
  %771 = getelementptr inbounds nuw float, ptr %767, i64 %lockstep_sums582732.epil.init
  %block586.epil = load <4 x float>, ptr %771, align 4
  %transpose.epil = shufflevector <4 x float> %block583.epil, <4 x float> %block585.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose587.epil = shufflevector <4 x float> %block583.epil, <4 x float> %block585.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose588.epil = shufflevector <4 x float> %block584.epil, <4 x float> %block586.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose589.epil = shufflevector <4 x float> %block584.epil, <4 x float> %block586.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose590.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose588.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose591.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose588.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose592.epil = shufflevector <4 x float> %transpose587.epil, <4 x float> %transpose589.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose593.epil = shufflevector <4 x float> %transpose587.epil, <4 x float> %transpose589.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %772 = fadd <4 x float> %lockstep_sums.0731.epil.init, %transpose590.epil
  %773 = fadd <4 x float> %transpose591.epil, %772
  %774 = fadd <4 x float> %transpose592.epil, %773
  %775 = fadd <4 x float> %transpose593.epil, %774
  br label %lockstep_sums_tail.header.preheader

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_sums.body.epil.preheader
  %.lcssa = phi <4 x float> [ %792, %lockstep_sums_tail.header.preheader.unr-lcssa ], [ %775, %lockstep_sums.body.epil.preheader ]
  br i1 %.not780, label %lockstep_row.body599.us.preheader, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_sums.body.preheader, %lockstep_sums.body
  %lockstep_sums582732 = phi i64 [ %793, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %lockstep_sums.0731 = phi <4 x float> [ %792, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %niter1125 = phi i64 [ %niter1125.next.1, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %block_values632 = add nuw i64 %lockstep_sums582732, %n_features
  %ahead.idx = shl i64 %block_values632, 4
  %ahead = getelementptr i8, ptr %755, i64 %ahead.idx
  tail call void @llvm.prefetch.p0(ptr %ahead, i32 0, i32 3, i32 1)
  %776 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums582732
  %block583 = load <4 x float>, ptr %776, align 4
  %777 = getelementptr inbounds nuw float, ptr %759, i64 %lockstep_sums582732
  %block584 = load <4 x float>, ptr %777, align 4
  %778 = getelementptr inbounds nuw float, ptr %763, i64 %lockstep_sums582732
  %block585 = load <4 x float>, ptr %778, align 4
  %779 = getelementptr inbounds nuw float, ptr %767, i64 %lockstep_sums582732
  %block586 = load <4 x float>, ptr %779, align 4
  %transpose = shufflevector <4 x float> %block583, <4 x float> %block585, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose587 = shufflevector <4 x float> %block583, <4 x float> %block585, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose588 = shufflevector <4 x float> %block584, <4 x float> %block586, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose589 = shufflevector <4 x float> %block584, <4 x float> %block586, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose590 = shufflevector <4 x float> %transpose, <4 x float> %transpose588, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose591 = shufflevector <4 x float> %transpose, <4 x float> %transpose588, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose592 = shufflevector <4 x float> %transpose587, <4 x float> %transpose589, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose593 = shufflevector <4 x float> %transpose587, <4 x float> %transpose589, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %780 = fadd <4 x float> %lockstep_sums.0731, %transpose590
  %781 = fadd <4 x float> %transpose591, %780
  %782 = fadd <4 x float> %transpose592, %781
  %783 = fadd <4 x float> %transpose593, %782
  %784 = or disjoint i64 %lockstep_sums582732, 4
  %block_values632.1 = add nuw i64 %784, %n_features
  %ahead.idx.1 = shl i64 %block_values632.1, 4
  %ahead.1 = getelementptr i8, ptr %755, i64 %ahead.idx.1
  tail call void @llvm.prefetch.p0(ptr %ahead.1, i32 0, i32 3, i32 1)
  %785 = getelementptr inbounds nuw float, ptr %scratch, i64 %784
  %block583.1 = load <4 x float>, ptr %785, align 4
  %786 = getelementptr inbounds nuw float, ptr %759, i64 %784
  %block584.1 = load <4 x float>, ptr %786, align 4
  %787 = getelementptr inbounds nuw float, ptr %763, i64 %784
  %block585.1 = load <4 x float>, ptr %787, align 4
  %788 = getelementptr inbounds nuw float, ptr %767, i64 %784
  %block586.1 = load <4 x float>, ptr %788, align 4
  %transpose.1 = shufflevector <4 x float> %block583.1, <4 x float> %block585.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose587.1 = shufflevector <4 x float> %block583.1, <4 x float> %block585.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose588.1 = shufflevector <4 x float> %block584.1, <4 x float> %block586.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose589.1 = shufflevector <4 x float> %block584.1, <4 x float> %block586.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose590.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose588.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose591.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose588.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose592.1 = shufflevector <4 x float> %transpose587.1, <4 x float> %transpose589.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose593.1 = shufflevector <4 x float> %transpose587.1, <4 x float> %transpose589.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %789 = fadd <4 x float> %783, %transpose590.1
  %790 = fadd <4 x float> %transpose591.1, %789
  %791 = fadd <4 x float> %transpose592.1, %790
  %792 = fadd <4 x float> %transpose593.1, %791
  %793 = add nuw nsw i64 %lockstep_sums582732, 8
  %niter1125.next.1 = add nuw nsw i64 %niter1125, 2
  %niter1125.ncmp.1.not = icmp eq i64 %niter1125.next.1, %unroll_iter1124
  br i1 %niter1125.ncmp.1.not, label %lockstep_sums_tail.header.preheader.unr-lcssa, label %lockstep_sums.body, !llvm.loop !43

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail735 = phi i64 [ %807, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.1734 = phi <4 x float> [ %806, %lockstep_sums_tail.body ], [ %.lcssa, %lockstep_sums_tail.header.preheader ]
  %794 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail735
  %795 = load float, ptr %794, align 4
  %796 = insertelement <4 x float> poison, float %795, i64 0
  %797 = getelementptr inbounds nuw float, ptr %759, i64 %lockstep_sums_tail735
  %798 = load float, ptr %797, align 4
  %799 = insertelement <4 x float> %796, float %798, i64 1
  %800 = getelementptr inbounds nuw float, ptr %763, i64 %lockstep_sums_tail735
  %801 = load float, ptr %800, align 4
  %802 = insertelement <4 x float> %799, float %801, i64 2
  %803 = getelementptr inbounds nuw float, ptr %767, i64 %lockstep_sums_tail735
  %804 = load float, ptr %803, align 4
  %805 = insertelement <4 x float> %802, float %804, i64 3
  %806 = fadd <4 x float> %lockstep_sums.1734, %805
  %807 = add nuw nsw i64 %lockstep_sums_tail735, 1
  %808 = icmp ult i64 %807, %n_features
  br i1 %808, label %lockstep_sums_tail.body, label %lockstep_row.body599.us.preheader, !llvm.loop !44

lockstep_row.body599.us.preheader:                ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums.1.lcssa = phi <4 x float> [ %.lcssa, %lockstep_sums_tail.header.preheader ], [ %806, %lockstep_sums_tail.body ]
  store <4 x float> %lockstep_sums.1.lcssa, ptr %lockstep_uniforms, align 16
  br label %iter.check978

iter.check978:                                    ; preds = %lockstep_row.body599.us.preheader, %feature.header604.feature.exit606_crit_edge.us
  %lockstep_row601738.us = phi i64 [ %888, %feature.header604.feature.exit606_crit_edge.us ], [ 0, %lockstep_row.body599.us.preheader ]
  %row602.us = add i64 %lockstep_row601738.us, %lockstep_block739
  %809 = getelementptr inbounds nuw float, ptr %lockstep_uniforms, i64 %lockstep_row601738.us
  %row_offset603.us = mul i64 %row602.us, %n_features
  %810 = getelementptr inbounds float, ptr %out_0, i64 %row_offset603.us
  %811 = getelementptr inbounds float, ptr %input_0, i64 %row_offset603.us
  %812 = load float, ptr %809, align 4
  %813 = tail call float @llvm.sqrt.f32(float %812)
  br i1 %diff.check976, label %feature.body605.us.preheader, label %vector.main.loop.iter.check980

vector.main.loop.iter.check980:                   ; preds = %iter.check978
  br i1 %min.iters.check979, label %vec.epilog.ph999, label %vector.ph981

vector.ph981:                                     ; preds = %vector.main.loop.iter.check980
  %broadcast.splatinsert984 = insertelement <16 x float> poison, float %813, i64 0
  %broadcast.splat985 = shufflevector <16 x float> %broadcast.splatinsert984, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body986

vector.body986:                                   ; preds = %vector.body986, %vector.ph981
  %index987 = phi i64 [ 0, %vector.ph981 ], [ %index.next992, %vector.body986 ]
  %814 = getelementptr inbounds nuw float, ptr %811, i64 %index987
  %815 = getelementptr inbounds nuw i8, ptr %814, i64 64
  %816 = getelementptr inbounds nuw i8, ptr %814, i64 128
  %817 = getelementptr inbounds nuw i8, ptr %814, i64 192
  %wide.load988 = load <16 x float>, ptr %814, align 4
  %wide.load989 = load <16 x float>, ptr %815, align 4
  %wide.load990 = load <16 x float>, ptr %816, align 4
  %wide.load991 = load <16 x float>, ptr %817, align 4
  %818 = fdiv <16 x float> %wide.load988, %broadcast.splat985
  %819 = fdiv <16 x float> %wide.load989, %broadcast.splat985
  %820 = fdiv <16 x float> %wide.load990, %broadcast.splat985
  %821 = fdiv <16 x float> %wide.load991, %broadcast.splat985
  %822 = getelementptr inbounds nuw float, ptr %810, i64 %index987
  %823 = bitcast <16 x float> %818 to <16 x i32>
  %824 = bitcast <16 x float> %819 to <16 x i32>
  %825 = bitcast <16 x float> %820 to <16 x i32>
  %826 = bitcast <16 x float> %821 to <16 x i32>
  %827 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %818)
  %828 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %819)
  %829 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %820)
  %830 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %821)
  %831 = bitcast <16 x float> %827 to <16 x i32>
  %832 = bitcast <16 x float> %828 to <16 x i32>
  %833 = bitcast <16 x float> %829 to <16 x i32>
  %834 = bitcast <16 x float> %830 to <16 x i32>
  %835 = icmp samesign ugt <16 x i32> %831, splat (i32 2139095040)
  %836 = icmp samesign ugt <16 x i32> %832, splat (i32 2139095040)
  %837 = icmp samesign ugt <16 x i32> %833, splat (i32 2139095040)
  %838 = icmp samesign ugt <16 x i32> %834, splat (i32 2139095040)
  %839 = select <16 x i1> %835, <16 x i32> splat (i32 2143289344), <16 x i32> %823
  %840 = select <16 x i1> %836, <16 x i32> splat (i32 2143289344), <16 x i32> %824
  %841 = select <16 x i1> %837, <16 x i32> splat (i32 2143289344), <16 x i32> %825
  %842 = select <16 x i1> %838, <16 x i32> splat (i32 2143289344), <16 x i32> %826
  %843 = getelementptr inbounds nuw i8, ptr %822, i64 64
  %844 = getelementptr inbounds nuw i8, ptr %822, i64 128
  %845 = getelementptr inbounds nuw i8, ptr %822, i64 192
  store <16 x i32> %839, ptr %822, align 4
  store <16 x i32> %840, ptr %843, align 4
  store <16 x i32> %841, ptr %844, align 4
  store <16 x i32> %842, ptr %845, align 4
  %index.next992 = add nuw i64 %index987, 64
  %846 = icmp eq i64 %index.next992, %n.vec983
  br i1 %846, label %middle.block993, label %vector.body986, !llvm.loop !45

middle.block993:                                  ; preds = %vector.body986
  br i1 %cmp.n994, label %feature.header604.feature.exit606_crit_edge.us, label %vec.epilog.iter.check997

vec.epilog.iter.check997:                         ; preds = %middle.block993
  br i1 %min.epilog.iters.check998, label %feature.body605.us.preheader, label %vec.epilog.ph999, !prof !39

vec.epilog.ph999:                                 ; preds = %vector.main.loop.iter.check980, %vec.epilog.iter.check997
  %vec.epilog.resume.val995 = phi i64 [ %n.vec983, %vec.epilog.iter.check997 ], [ 0, %vector.main.loop.iter.check980 ]
  %broadcast.splatinsert1002 = insertelement <8 x float> poison, float %813, i64 0
  %broadcast.splat1003 = shufflevector <8 x float> %broadcast.splatinsert1002, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1004

vec.epilog.vector.body1004:                       ; preds = %vec.epilog.vector.body1004, %vec.epilog.ph999
  %index1005 = phi i64 [ %vec.epilog.resume.val995, %vec.epilog.ph999 ], [ %index.next1007, %vec.epilog.vector.body1004 ]
  %847 = getelementptr inbounds nuw float, ptr %811, i64 %index1005
  %wide.load1006 = load <8 x float>, ptr %847, align 4
  %848 = fdiv <8 x float> %wide.load1006, %broadcast.splat1003
  %849 = getelementptr inbounds nuw float, ptr %810, i64 %index1005
  %850 = bitcast <8 x float> %848 to <8 x i32>
  %851 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %848)
  %852 = bitcast <8 x float> %851 to <8 x i32>
  %853 = icmp samesign ugt <8 x i32> %852, splat (i32 2139095040)
  %854 = select <8 x i1> %853, <8 x i32> splat (i32 2143289344), <8 x i32> %850
  store <8 x i32> %854, ptr %849, align 4
  %index.next1007 = add nuw i64 %index1005, 8
  %855 = icmp eq i64 %index.next1007, %n.vec1001
  br i1 %855, label %vec.epilog.middle.block1008, label %vec.epilog.vector.body1004, !llvm.loop !46

vec.epilog.middle.block1008:                      ; preds = %vec.epilog.vector.body1004
  br i1 %cmp.n1009, label %feature.header604.feature.exit606_crit_edge.us, label %feature.body605.us.preheader

feature.body605.us.preheader:                     ; preds = %iter.check978, %vec.epilog.iter.check997, %vec.epilog.middle.block1008
  %feature607737.us.ph = phi i64 [ 0, %iter.check978 ], [ %n.vec983, %vec.epilog.iter.check997 ], [ %n.vec1001, %vec.epilog.middle.block1008 ]
  br i1 %lcmp.mod1127.not, label %feature.body605.us.prol.loopexit, label %feature.body605.us.prol

feature.body605.us.prol:                          ; preds = %feature.body605.us.preheader, %feature.body605.us.prol
  %feature607737.us.prol = phi i64 [ %861, %feature.body605.us.prol ], [ %feature607737.us.ph, %feature.body605.us.preheader ]
  %prol.iter1128 = phi i64 [ %prol.iter1128.next, %feature.body605.us.prol ], [ 0, %feature.body605.us.preheader ]
  %856 = getelementptr inbounds nuw float, ptr %811, i64 %feature607737.us.prol
  %857 = load float, ptr %856, align 4
  %858 = fdiv float %857, %813
  %859 = getelementptr inbounds nuw float, ptr %810, i64 %feature607737.us.prol
  %bits608.us.prol = bitcast float %858 to i32
  %860 = tail call float @llvm.fabs.f32(float %858)
  %magnitude609.us.prol = bitcast float %860 to i32
  %is_nan610.us.prol = icmp samesign ugt i32 %magnitude609.us.prol, 2139095040
  %canonical611.us.prol = select i1 %is_nan610.us.prol, i32 2143289344, i32 %bits608.us.prol
  store i32 %canonical611.us.prol, ptr %859, align 4
  %861 = add nuw nsw i64 %feature607737.us.prol, 1
  %prol.iter1128.next = add i64 %prol.iter1128, 1
  %prol.iter1128.cmp.not = icmp eq i64 %prol.iter1128.next, %xtraiter1126
  br i1 %prol.iter1128.cmp.not, label %feature.body605.us.prol.loopexit, label %feature.body605.us.prol, !llvm.loop !47

feature.body605.us.prol.loopexit:                 ; preds = %feature.body605.us.prol, %feature.body605.us.preheader
  %feature607737.us.unr = phi i64 [ %feature607737.us.ph, %feature.body605.us.preheader ], [ %861, %feature.body605.us.prol ]
  %862 = sub nsw i64 %feature607737.us.ph, %n_features
  %863 = icmp ugt i64 %862, -4
  br i1 %863, label %feature.header604.feature.exit606_crit_edge.us, label %feature.body605.us

feature.body605.us:                               ; preds = %feature.body605.us.prol.loopexit, %feature.body605.us
  %feature607737.us = phi i64 [ %887, %feature.body605.us ], [ %feature607737.us.unr, %feature.body605.us.prol.loopexit ]
  %864 = getelementptr inbounds nuw float, ptr %811, i64 %feature607737.us
  %865 = load float, ptr %864, align 4
  %866 = fdiv float %865, %813
  %867 = getelementptr inbounds nuw float, ptr %810, i64 %feature607737.us
  %bits608.us = bitcast float %866 to i32
  %868 = tail call float @llvm.fabs.f32(float %866)
  %magnitude609.us = bitcast float %868 to i32
  %is_nan610.us = icmp samesign ugt i32 %magnitude609.us, 2139095040
  %canonical611.us = select i1 %is_nan610.us, i32 2143289344, i32 %bits608.us
  store i32 %canonical611.us, ptr %867, align 4
  %869 = add nuw nsw i64 %feature607737.us, 1
  %870 = getelementptr inbounds nuw float, ptr %811, i64 %869
  %871 = load float, ptr %870, align 4
  %872 = fdiv float %871, %813
  %873 = getelementptr inbounds nuw float, ptr %810, i64 %869
  %bits608.us.1 = bitcast float %872 to i32
  %874 = tail call float @llvm.fabs.f32(float %872)
  %magnitude609.us.1 = bitcast float %874 to i32
  %is_nan610.us.1 = icmp samesign ugt i32 %magnitude609.us.1, 2139095040
  %canonical611.us.1 = select i1 %is_nan610.us.1, i32 2143289344, i32 %bits608.us.1
  store i32 %canonical611.us.1, ptr %873, align 4
  %875 = add nuw nsw i64 %feature607737.us, 2
  %876 = getelementptr inbounds nuw float, ptr %811, i64 %875
  %877 = load float, ptr %876, align 4
  %878 = fdiv float %877, %813
  %879 = getelementptr inbounds nuw float, ptr %810, i64 %875
  %bits608.us.2 = bitcast float %878 to i32
  %880 = tail call float @llvm.fabs.f32(float %878)
  %magnitude609.us.2 = bitcast float %880 to i32
  %is_nan610.us.2 = icmp samesign ugt i32 %magnitude609.us.2, 2139095040
  %canonical611.us.2 = select i1 %is_nan610.us.2, i32 2143289344, i32 %bits608.us.2
  store i32 %canonical611.us.2, ptr %879, align 4
  %881 = add nuw nsw i64 %feature607737.us, 3
  %882 = getelementptr inbounds nuw float, ptr %811, i64 %881
  %883 = load float, ptr %882, align 4
  %884 = fdiv float %883, %813
  %885 = getelementptr inbounds nuw float, ptr %810, i64 %881
  %bits608.us.3 = bitcast float %884 to i32
  %886 = tail call float @llvm.fabs.f32(float %884)
  %magnitude609.us.3 = bitcast float %886 to i32
  %is_nan610.us.3 = icmp samesign ugt i32 %magnitude609.us.3, 2139095040
  %canonical611.us.3 = select i1 %is_nan610.us.3, i32 2143289344, i32 %bits608.us.3
  store i32 %canonical611.us.3, ptr %885, align 4
  %887 = add nuw nsw i64 %feature607737.us, 4
  %exitcond836.not.3 = icmp eq i64 %887, %n_features
  br i1 %exitcond836.not.3, label %feature.header604.feature.exit606_crit_edge.us, label %feature.body605.us, !llvm.loop !48

feature.header604.feature.exit606_crit_edge.us:   ; preds = %feature.body605.us.prol.loopexit, %feature.body605.us, %vec.epilog.middle.block1008, %middle.block993
  %888 = add nuw nsw i64 %lockstep_row601738.us, 1
  %exitcond839.not = icmp eq i64 %888, %umax838
  br i1 %exitcond839.not, label %lockstep_row.exit600, label %iter.check978

lockstep_row.exit600:                             ; preds = %feature.header604.feature.exit606_crit_edge.us
  %889 = add i64 %lockstep_block739, 4
  %890 = icmp ult i64 %889, %row_end
  %indvars.iv.next832 = add i64 %indvars.iv831, -4
  %indvar.next1013 = add i64 %indvar1012, 1
  br i1 %890, label %lockstep_row.body.us.preheader, label %across.done

row.body:                                         ; preds = %row.body.preheader, %feature.exit620
  %indvar = phi i64 [ 0, %row.body.preheader ], [ %indvar.next, %feature.exit620 ]
  %row612728 = phi i64 [ %row_begin, %row.body.preheader ], [ %1092, %feature.exit620 ]
  %891 = mul i64 %15, %indvar
  %row_offset613 = mul i64 %row612728, %n_features
  %892 = getelementptr inbounds float, ptr %input_0, i64 %row_offset613
  %893 = add i64 %891, %scratch940
  br label %fold_chunk.body

fold_chunk.header.loopexit.loopexit.unr-lcssa:    ; preds = %fold_sums.body
  %lcmp.mod1110.not = icmp eq i64 %xtraiter1109, 0
  br i1 %lcmp.mod1110.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.preheader
  %fold_sums724.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %1067, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value.1723.epil.init = phi float [ %fold_value.0725, %fold_sums.body.preheader ], [ %1066, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod1112 = icmp ne i64 %xtraiter1109, 0
  tail call void @llvm.assume(i1 %lcmp.mod1112)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums724.epil = phi i64 [ %897, %fold_sums.body.epil ], [ %fold_sums724.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value.1723.epil = phi float [ %896, %fold_sums.body.epil ], [ %fold_value.1723.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %894 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums724.epil
  %895 = load float, ptr %894, align 4
  %896 = fadd float %fold_value.1723.epil, %895
  %897 = add nuw i64 %fold_sums724.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1109
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil, !llvm.loop !49

fold_chunk.header.loopexit:                       ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.epil, %feature.exit616
  %fold_value.1.lcssa = phi float [ %fold_value.0725, %feature.exit616 ], [ %1066, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %896, %fold_sums.body.epil ]
  %898 = icmp ult i64 %953, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next826 = add i64 %indvars.iv825, -1024
  %indvar.next942 = add i64 %indvar941, 1
  br i1 %898, label %fold_chunk.body, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit
  %899 = getelementptr inbounds float, ptr %out_0, i64 %row_offset613
  %900 = tail call float @llvm.sqrt.f32(float %fold_value.1.lcssa)
  br i1 %diff.check, label %feature.body619.preheader, label %vector.ph

vector.ph:                                        ; preds = %iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %900, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %901 = getelementptr inbounds float, ptr %892, i64 %index
  %902 = getelementptr inbounds nuw i8, ptr %901, i64 64
  %903 = getelementptr inbounds nuw i8, ptr %901, i64 128
  %904 = getelementptr inbounds nuw i8, ptr %901, i64 192
  %wide.load = load <16 x float>, ptr %901, align 4
  %wide.load928 = load <16 x float>, ptr %902, align 4
  %wide.load929 = load <16 x float>, ptr %903, align 4
  %wide.load930 = load <16 x float>, ptr %904, align 4
  %905 = fdiv <16 x float> %wide.load, %broadcast.splat
  %906 = fdiv <16 x float> %wide.load928, %broadcast.splat
  %907 = fdiv <16 x float> %wide.load929, %broadcast.splat
  %908 = fdiv <16 x float> %wide.load930, %broadcast.splat
  %909 = getelementptr inbounds float, ptr %899, i64 %index
  %910 = bitcast <16 x float> %905 to <16 x i32>
  %911 = bitcast <16 x float> %906 to <16 x i32>
  %912 = bitcast <16 x float> %907 to <16 x i32>
  %913 = bitcast <16 x float> %908 to <16 x i32>
  %914 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %905)
  %915 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %906)
  %916 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %907)
  %917 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %908)
  %918 = bitcast <16 x float> %914 to <16 x i32>
  %919 = bitcast <16 x float> %915 to <16 x i32>
  %920 = bitcast <16 x float> %916 to <16 x i32>
  %921 = bitcast <16 x float> %917 to <16 x i32>
  %922 = icmp samesign ugt <16 x i32> %918, splat (i32 2139095040)
  %923 = icmp samesign ugt <16 x i32> %919, splat (i32 2139095040)
  %924 = icmp samesign ugt <16 x i32> %920, splat (i32 2139095040)
  %925 = icmp samesign ugt <16 x i32> %921, splat (i32 2139095040)
  %926 = select <16 x i1> %922, <16 x i32> splat (i32 2143289344), <16 x i32> %910
  %927 = select <16 x i1> %923, <16 x i32> splat (i32 2143289344), <16 x i32> %911
  %928 = select <16 x i1> %924, <16 x i32> splat (i32 2143289344), <16 x i32> %912
  %929 = select <16 x i1> %925, <16 x i32> splat (i32 2143289344), <16 x i32> %913
  %930 = getelementptr inbounds nuw i8, ptr %909, i64 64
  %931 = getelementptr inbounds nuw i8, ptr %909, i64 128
  %932 = getelementptr inbounds nuw i8, ptr %909, i64 192
  store <16 x i32> %926, ptr %909, align 4
  store <16 x i32> %927, ptr %930, align 4
  store <16 x i32> %928, ptr %931, align 4
  store <16 x i32> %929, ptr %932, align 4
  %index.next = add nuw i64 %index, 64
  %933 = icmp eq i64 %index.next, %n.vec
  br i1 %933, label %middle.block, label %vector.body, !llvm.loop !50

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit620, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body619.preheader, label %vec.epilog.ph, !prof !39

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert933 = insertelement <8 x float> poison, float %900, i64 0
  %broadcast.splat934 = shufflevector <8 x float> %broadcast.splatinsert933, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index935 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next937, %vec.epilog.vector.body ]
  %934 = getelementptr inbounds float, ptr %892, i64 %index935
  %wide.load936 = load <8 x float>, ptr %934, align 4
  %935 = fdiv <8 x float> %wide.load936, %broadcast.splat934
  %936 = getelementptr inbounds float, ptr %899, i64 %index935
  %937 = bitcast <8 x float> %935 to <8 x i32>
  %938 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %935)
  %939 = bitcast <8 x float> %938 to <8 x i32>
  %940 = icmp samesign ugt <8 x i32> %939, splat (i32 2139095040)
  %941 = select <8 x i1> %940, <8 x i32> splat (i32 2143289344), <8 x i32> %937
  store <8 x i32> %941, ptr %936, align 4
  %index.next937 = add nuw i64 %index935, 8
  %942 = icmp eq i64 %index.next937, %n.vec932
  br i1 %942, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !51

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n938, label %feature.exit620, label %feature.body619.preheader

feature.body619.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature621727.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec932, %vec.epilog.middle.block ]
  br i1 %lcmp.mod1114.not, label %feature.body619.prol.loopexit, label %feature.body619.prol

feature.body619.prol:                             ; preds = %feature.body619.preheader, %feature.body619.prol
  %feature621727.prol = phi i64 [ %948, %feature.body619.prol ], [ %feature621727.ph, %feature.body619.preheader ]
  %prol.iter1115 = phi i64 [ %prol.iter1115.next, %feature.body619.prol ], [ 0, %feature.body619.preheader ]
  %943 = getelementptr inbounds float, ptr %892, i64 %feature621727.prol
  %944 = load float, ptr %943, align 4
  %945 = fdiv float %944, %900
  %946 = getelementptr inbounds float, ptr %899, i64 %feature621727.prol
  %bits622.prol = bitcast float %945 to i32
  %947 = tail call float @llvm.fabs.f32(float %945)
  %magnitude623.prol = bitcast float %947 to i32
  %is_nan624.prol = icmp samesign ugt i32 %magnitude623.prol, 2139095040
  %canonical625.prol = select i1 %is_nan624.prol, i32 2143289344, i32 %bits622.prol
  store i32 %canonical625.prol, ptr %946, align 4
  %948 = add nuw i64 %feature621727.prol, 1
  %prol.iter1115.next = add i64 %prol.iter1115, 1
  %prol.iter1115.cmp.not = icmp eq i64 %prol.iter1115.next, %xtraiter1113
  br i1 %prol.iter1115.cmp.not, label %feature.body619.prol.loopexit, label %feature.body619.prol, !llvm.loop !52

feature.body619.prol.loopexit:                    ; preds = %feature.body619.prol, %feature.body619.preheader
  %feature621727.unr = phi i64 [ %feature621727.ph, %feature.body619.preheader ], [ %948, %feature.body619.prol ]
  %949 = sub i64 %feature621727.ph, %n_features
  %950 = icmp ugt i64 %949, -4
  br i1 %950, label %feature.exit620, label %feature.body619

fold_chunk.body:                                  ; preds = %row.body, %fold_chunk.header.loopexit
  %indvar941 = phi i64 [ 0, %row.body ], [ %indvar.next942, %fold_chunk.header.loopexit ]
  %indvars.iv825 = phi i64 [ 0, %row.body ], [ %indvars.iv.next826, %fold_chunk.header.loopexit ]
  %indvars.iv = phi i64 [ 1024, %row.body ], [ %indvars.iv.next, %fold_chunk.header.loopexit ]
  %fold_chunk726 = phi i64 [ 0, %row.body ], [ %953, %fold_chunk.header.loopexit ]
  %fold_value.0725 = phi float [ 0.000000e+00, %row.body ], [ %fold_value.1.lcssa, %fold_chunk.header.loopexit ]
  %umin1107 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %951 = add i64 %umin1107, %indvars.iv825
  %umax1108 = tail call i64 @llvm.umax.i64(i64 %951, i64 1)
  %umin1106 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %952 = add i64 %umin, %indvars.iv825
  %umin824 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %953 = add i64 %fold_chunk726, 1024
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %953, i64 %n_features)
  %954 = icmp ult i64 %fold_chunk726, %chunk_end
  br i1 %954, label %iter.check946, label %feature.exit616

iter.check946:                                    ; preds = %fold_chunk.body
  %955 = shl i64 %indvar941, 12
  %956 = add i64 %14, %955
  %957 = sub i64 %893, %956
  %min.iters.check944 = icmp ult i64 %952, 8
  %diff.check943 = icmp ult i64 %957, 256
  %or.cond = select i1 %min.iters.check944, i1 true, i1 %diff.check943
  br i1 %or.cond, label %feature.body615.preheader, label %vector.main.loop.iter.check948

vector.main.loop.iter.check948:                   ; preds = %iter.check946
  %min.iters.check947 = icmp ult i64 %952, 64
  br i1 %min.iters.check947, label %vec.epilog.ph965, label %vector.ph949

vector.ph949:                                     ; preds = %vector.main.loop.iter.check948
  %n.mod.vf950 = and i64 %umin, 63
  %n.vec951 = sub nuw i64 %952, %n.mod.vf950
  %958 = getelementptr float, ptr %892, i64 %fold_chunk726
  br label %vector.body952

vector.body952:                                   ; preds = %vector.body952, %vector.ph949
  %index953 = phi i64 [ 0, %vector.ph949 ], [ %index.next958, %vector.body952 ]
  %959 = getelementptr float, ptr %958, i64 %index953
  %960 = getelementptr inbounds nuw i8, ptr %959, i64 64
  %961 = getelementptr inbounds nuw i8, ptr %959, i64 128
  %962 = getelementptr inbounds nuw i8, ptr %959, i64 192
  %wide.load954 = load <16 x float>, ptr %959, align 4
  %wide.load955 = load <16 x float>, ptr %960, align 4
  %wide.load956 = load <16 x float>, ptr %961, align 4
  %wide.load957 = load <16 x float>, ptr %962, align 4
  %963 = fmul <16 x float> %wide.load954, %wide.load954
  %964 = fmul <16 x float> %wide.load955, %wide.load955
  %965 = fmul <16 x float> %wide.load956, %wide.load956
  %966 = fmul <16 x float> %wide.load957, %wide.load957
  %967 = getelementptr inbounds float, ptr %scratch, i64 %index953
  %968 = getelementptr inbounds nuw i8, ptr %967, i64 64
  %969 = getelementptr inbounds nuw i8, ptr %967, i64 128
  %970 = getelementptr inbounds nuw i8, ptr %967, i64 192
  store <16 x float> %963, ptr %967, align 4
  store <16 x float> %964, ptr %968, align 4
  store <16 x float> %965, ptr %969, align 4
  store <16 x float> %966, ptr %970, align 4
  %index.next958 = add nuw i64 %index953, 64
  %971 = icmp eq i64 %index.next958, %n.vec951
  br i1 %971, label %middle.block959, label %vector.body952, !llvm.loop !53

middle.block959:                                  ; preds = %vector.body952
  %cmp.n960 = icmp eq i64 %n.mod.vf950, 0
  br i1 %cmp.n960, label %feature.exit616, label %vec.epilog.iter.check963

vec.epilog.iter.check963:                         ; preds = %middle.block959
  %ind.end = add i64 %fold_chunk726, %n.vec951
  %min.epilog.iters.check964 = icmp samesign ult i64 %n.mod.vf950, 8
  br i1 %min.epilog.iters.check964, label %feature.body615.preheader, label %vec.epilog.ph965, !prof !39

vec.epilog.ph965:                                 ; preds = %vector.main.loop.iter.check948, %vec.epilog.iter.check963
  %vec.epilog.resume.val961 = phi i64 [ %n.vec951, %vec.epilog.iter.check963 ], [ 0, %vector.main.loop.iter.check948 ]
  %n.mod.vf966 = and i64 %umin, 7
  %n.vec967 = sub i64 %952, %n.mod.vf966
  %972 = add i64 %fold_chunk726, %n.vec967
  %973 = getelementptr float, ptr %892, i64 %fold_chunk726
  br label %vec.epilog.vector.body968

vec.epilog.vector.body968:                        ; preds = %vec.epilog.vector.body968, %vec.epilog.ph965
  %index969 = phi i64 [ %vec.epilog.resume.val961, %vec.epilog.ph965 ], [ %index.next971, %vec.epilog.vector.body968 ]
  %974 = getelementptr float, ptr %973, i64 %index969
  %wide.load970 = load <8 x float>, ptr %974, align 4
  %975 = fmul <8 x float> %wide.load970, %wide.load970
  %976 = getelementptr inbounds float, ptr %scratch, i64 %index969
  store <8 x float> %975, ptr %976, align 4
  %index.next971 = add nuw i64 %index969, 8
  %977 = icmp eq i64 %index.next971, %n.vec967
  br i1 %977, label %vec.epilog.middle.block972, label %vec.epilog.vector.body968, !llvm.loop !54

vec.epilog.middle.block972:                       ; preds = %vec.epilog.vector.body968
  %cmp.n973 = icmp eq i64 %n.mod.vf966, 0
  br i1 %cmp.n973, label %feature.exit616, label %feature.body615.preheader

feature.body615.preheader:                        ; preds = %iter.check946, %vec.epilog.iter.check963, %vec.epilog.middle.block972
  %feature617722.ph = phi i64 [ %fold_chunk726, %iter.check946 ], [ %ind.end, %vec.epilog.iter.check963 ], [ %972, %vec.epilog.middle.block972 ]
  %978 = sub i64 %umin1106, %feature617722.ph
  %xtraiter = and i64 %978, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body615.prol.loopexit, label %feature.body615.prol

feature.body615.prol:                             ; preds = %feature.body615.preheader, %feature.body615.prol
  %feature617722.prol = phi i64 [ %984, %feature.body615.prol ], [ %feature617722.ph, %feature.body615.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body615.prol ], [ 0, %feature.body615.preheader ]
  %979 = getelementptr inbounds float, ptr %892, i64 %feature617722.prol
  %980 = load float, ptr %979, align 4
  %981 = fmul float %980, %980
  %982 = sub nuw i64 %feature617722.prol, %fold_chunk726
  %983 = getelementptr inbounds float, ptr %scratch, i64 %982
  store float %981, ptr %983, align 4
  %984 = add nuw i64 %feature617722.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body615.prol.loopexit, label %feature.body615.prol, !llvm.loop !55

feature.body615.prol.loopexit:                    ; preds = %feature.body615.prol, %feature.body615.preheader
  %feature617722.unr = phi i64 [ %feature617722.ph, %feature.body615.preheader ], [ %984, %feature.body615.prol ]
  %985 = sub i64 %feature617722.ph, %umin1106
  %986 = icmp ugt i64 %985, -8
  br i1 %986, label %feature.exit616, label %feature.body615

feature.body615:                                  ; preds = %feature.body615.prol.loopexit, %feature.body615
  %feature617722 = phi i64 [ %1034, %feature.body615 ], [ %feature617722.unr, %feature.body615.prol.loopexit ]
  %987 = getelementptr inbounds float, ptr %892, i64 %feature617722
  %988 = load float, ptr %987, align 4
  %989 = fmul float %988, %988
  %990 = sub nuw i64 %feature617722, %fold_chunk726
  %991 = getelementptr inbounds float, ptr %scratch, i64 %990
  store float %989, ptr %991, align 4
  %992 = add nuw i64 %feature617722, 1
  %993 = getelementptr inbounds float, ptr %892, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = fmul float %994, %994
  %996 = sub nuw i64 %992, %fold_chunk726
  %997 = getelementptr inbounds float, ptr %scratch, i64 %996
  store float %995, ptr %997, align 4
  %998 = add nuw i64 %feature617722, 2
  %999 = getelementptr inbounds float, ptr %892, i64 %998
  %1000 = load float, ptr %999, align 4
  %1001 = fmul float %1000, %1000
  %1002 = sub nuw i64 %998, %fold_chunk726
  %1003 = getelementptr inbounds float, ptr %scratch, i64 %1002
  store float %1001, ptr %1003, align 4
  %1004 = add nuw i64 %feature617722, 3
  %1005 = getelementptr inbounds float, ptr %892, i64 %1004
  %1006 = load float, ptr %1005, align 4
  %1007 = fmul float %1006, %1006
  %1008 = sub nuw i64 %1004, %fold_chunk726
  %1009 = getelementptr inbounds float, ptr %scratch, i64 %1008
  store float %1007, ptr %1009, align 4
  %1010 = add nuw i64 %feature617722, 4
  %1011 = getelementptr inbounds float, ptr %892, i64 %1010
  %1012 = load float, ptr %1011, align 4
  %1013 = fmul float %1012, %1012
  %1014 = sub nuw i64 %1010, %fold_chunk726
  %1015 = getelementptr inbounds float, ptr %scratch, i64 %1014
  store float %1013, ptr %1015, align 4
  %1016 = add nuw i64 %feature617722, 5
  %1017 = getelementptr inbounds float, ptr %892, i64 %1016
  %1018 = load float, ptr %1017, align 4
  %1019 = fmul float %1018, %1018
  %1020 = sub nuw i64 %1016, %fold_chunk726
  %1021 = getelementptr inbounds float, ptr %scratch, i64 %1020
  store float %1019, ptr %1021, align 4
  %1022 = add nuw i64 %feature617722, 6
  %1023 = getelementptr inbounds float, ptr %892, i64 %1022
  %1024 = load float, ptr %1023, align 4
  %1025 = fmul float %1024, %1024
  %1026 = sub nuw i64 %1022, %fold_chunk726
  %1027 = getelementptr inbounds float, ptr %scratch, i64 %1026
  store float %1025, ptr %1027, align 4
  %1028 = add nuw i64 %feature617722, 7
  %1029 = getelementptr inbounds float, ptr %892, i64 %1028
  %1030 = load float, ptr %1029, align 4
  %1031 = fmul float %1030, %1030
  %1032 = sub nuw i64 %1028, %fold_chunk726
  %1033 = getelementptr inbounds float, ptr %scratch, i64 %1032
  store float %1031, ptr %1033, align 4
  %1034 = add nuw i64 %feature617722, 8
  %exitcond.not.7 = icmp eq i64 %1034, %umin824
  br i1 %exitcond.not.7, label %feature.exit616, label %feature.body615, !llvm.loop !56

feature.exit616:                                  ; preds = %feature.body615.prol.loopexit, %feature.body615, %middle.block959, %vec.epilog.middle.block972, %fold_chunk.body
  %.not = icmp eq i64 %chunk_end, %fold_chunk726
  br i1 %.not, label %fold_chunk.header.loopexit, label %fold_sums.body.preheader

fold_sums.body.preheader:                         ; preds = %feature.exit616
  %xtraiter1109 = and i64 %umax1108, 7
  %1035 = icmp ult i64 %951, 8
  br i1 %1035, label %fold_sums.body.epil.preheader, label %fold_sums.body.preheader.new

fold_sums.body.preheader.new:                     ; preds = %fold_sums.body.preheader
  %unroll_iter = and i64 %umax1108, -8
  br label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body, %fold_sums.body.preheader.new
  %fold_sums724 = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %1067, %fold_sums.body ]
  %fold_value.1723 = phi float [ %fold_value.0725, %fold_sums.body.preheader.new ], [ %1066, %fold_sums.body ]
  %niter = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %niter.next.7, %fold_sums.body ]
  %1036 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums724
  %1037 = load float, ptr %1036, align 4
  %1038 = fadd float %fold_value.1723, %1037
  %1039 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1040 = getelementptr i8, ptr %1039, i64 4
  %1041 = load float, ptr %1040, align 4
  %1042 = fadd float %1038, %1041
  %1043 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1044 = getelementptr i8, ptr %1043, i64 8
  %1045 = load float, ptr %1044, align 4
  %1046 = fadd float %1042, %1045
  %1047 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1048 = getelementptr i8, ptr %1047, i64 12
  %1049 = load float, ptr %1048, align 4
  %1050 = fadd float %1046, %1049
  %1051 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1052 = getelementptr i8, ptr %1051, i64 16
  %1053 = load float, ptr %1052, align 4
  %1054 = fadd float %1050, %1053
  %1055 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1056 = getelementptr i8, ptr %1055, i64 20
  %1057 = load float, ptr %1056, align 4
  %1058 = fadd float %1054, %1057
  %1059 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1060 = getelementptr i8, ptr %1059, i64 24
  %1061 = load float, ptr %1060, align 4
  %1062 = fadd float %1058, %1061
  %1063 = getelementptr float, ptr %scratch, i64 %fold_sums724
  %1064 = getelementptr i8, ptr %1063, i64 28
  %1065 = load float, ptr %1064, align 4
  %1066 = fadd float %1062, %1065
  %1067 = add nuw i64 %fold_sums724, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.loopexit.unr-lcssa, label %fold_sums.body

feature.body619:                                  ; preds = %feature.body619.prol.loopexit, %feature.body619
  %feature621727 = phi i64 [ %1091, %feature.body619 ], [ %feature621727.unr, %feature.body619.prol.loopexit ]
  %1068 = getelementptr inbounds float, ptr %892, i64 %feature621727
  %1069 = load float, ptr %1068, align 4
  %1070 = fdiv float %1069, %900
  %1071 = getelementptr inbounds float, ptr %899, i64 %feature621727
  %bits622 = bitcast float %1070 to i32
  %1072 = tail call float @llvm.fabs.f32(float %1070)
  %magnitude623 = bitcast float %1072 to i32
  %is_nan624 = icmp samesign ugt i32 %magnitude623, 2139095040
  %canonical625 = select i1 %is_nan624, i32 2143289344, i32 %bits622
  store i32 %canonical625, ptr %1071, align 4
  %1073 = add nuw i64 %feature621727, 1
  %1074 = getelementptr inbounds float, ptr %892, i64 %1073
  %1075 = load float, ptr %1074, align 4
  %1076 = fdiv float %1075, %900
  %1077 = getelementptr inbounds float, ptr %899, i64 %1073
  %bits622.1 = bitcast float %1076 to i32
  %1078 = tail call float @llvm.fabs.f32(float %1076)
  %magnitude623.1 = bitcast float %1078 to i32
  %is_nan624.1 = icmp samesign ugt i32 %magnitude623.1, 2139095040
  %canonical625.1 = select i1 %is_nan624.1, i32 2143289344, i32 %bits622.1
  store i32 %canonical625.1, ptr %1077, align 4
  %1079 = add nuw i64 %feature621727, 2
  %1080 = getelementptr inbounds float, ptr %892, i64 %1079
  %1081 = load float, ptr %1080, align 4
  %1082 = fdiv float %1081, %900
  %1083 = getelementptr inbounds float, ptr %899, i64 %1079
  %bits622.2 = bitcast float %1082 to i32
  %1084 = tail call float @llvm.fabs.f32(float %1082)
  %magnitude623.2 = bitcast float %1084 to i32
  %is_nan624.2 = icmp samesign ugt i32 %magnitude623.2, 2139095040
  %canonical625.2 = select i1 %is_nan624.2, i32 2143289344, i32 %bits622.2
  store i32 %canonical625.2, ptr %1083, align 4
  %1085 = add nuw i64 %feature621727, 3
  %1086 = getelementptr inbounds float, ptr %892, i64 %1085
  %1087 = load float, ptr %1086, align 4
  %1088 = fdiv float %1087, %900
  %1089 = getelementptr inbounds float, ptr %899, i64 %1085
  %bits622.3 = bitcast float %1088 to i32
  %1090 = tail call float @llvm.fabs.f32(float %1088)
  %magnitude623.3 = bitcast float %1090 to i32
  %is_nan624.3 = icmp samesign ugt i32 %magnitude623.3, 2139095040
  %canonical625.3 = select i1 %is_nan624.3, i32 2143289344, i32 %bits622.3
  store i32 %canonical625.3, ptr %1089, align 4
  %1091 = add nuw i64 %feature621727, 4
  %exitcond828.not.3 = icmp eq i64 %1091, %n_features
  br i1 %exitcond828.not.3, label %feature.exit620, label %feature.body619, !llvm.loop !57

feature.exit620:                                  ; preds = %feature.body619.prol.loopexit, %feature.body619, %vec.epilog.middle.block, %middle.block
  %1092 = add nuw i64 %row612728, 1
  %exitcond829.not = icmp eq i64 %1092, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond829.not, label %across.done, label %row.body
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.peeled.count", i32 1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !37, !38}
!37 = !{!"llvm.loop.isvectorized", i32 1}
!38 = !{!"llvm.loop.unroll.runtime.disable"}
!39 = !{!"branch_weights", i32 8, i32 56}
!40 = distinct !{!40, !37, !38}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !37}
!43 = distinct !{!43, !17}
!44 = distinct !{!44, !17}
!45 = distinct !{!45, !37, !38}
!46 = distinct !{!46, !37, !38}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !37}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !37, !38}
!51 = distinct !{!51, !37, !38}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !37, !38}
!54 = distinct !{!54, !37, !38}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !37}
!57 = distinct !{!57, !37}
