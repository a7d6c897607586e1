; ModuleID = 'rownorm'
source_filename = "rownorm.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_rownorm_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [4 x float], align 16
  %across_input_0 = alloca [8192 x float], align 4
  %across_out_0 = alloca [8192 x float], align 4
  %out_0 = load ptr, ptr %args, align 8
  %out_0916 = ptrtoint ptr %out_0 to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %input_0 = load ptr, ptr %0, align 8
  %input_0917 = ptrtoint ptr %input_0 to i64
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %scratch = load ptr, ptr %1, align 8
  %scratch930 = ptrtoint ptr %scratch to i64
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
  %.not773 = icmp eq i64 %n_features, 0
  %6 = sub nuw i64 %row_end, %row_begin
  %7 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %8 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %9 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %exitcond833.not.peel = icmp eq i64 %n_features, 1
  br label %across_block.body

across.else:                                      ; preds = %entry
  %10 = icmp ult i64 %n_features, 4097
  br i1 %10, label %lockstep_block.header.preheader, label %row.header.preheader

row.header.preheader:                             ; preds = %across.else
  br i1 %5, label %row.body.preheader, label %across.done

row.body.preheader:                               ; preds = %row.header.preheader
  %11 = sub i64 %out_0916, %input_0917
  %12 = mul i64 %row_begin, %n_features
  %13 = shl i64 %12, 2
  %14 = add i64 %13, %input_0917
  %15 = mul i64 %n_features, -4
  %diff.check = icmp ult i64 %11, 256
  %n.mod.vf = and i64 %n_features, 56
  %n.vec = and i64 %n_features, -64
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec922 = and i64 %n_features, -8
  %cmp.n928 = icmp eq i64 %n_features, %n.vec922
  %xtraiter1103 = and i64 %n_features, 7
  %lcmp.mod1104.not = icmp eq i64 %xtraiter1103, 0
  br label %row.body

lockstep_block.header.preheader:                  ; preds = %across.else
  br i1 %5, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep_block.header.preheader
  %whole_tiles_end = and i64 %n_features, 8188
  %.not770 = icmp eq i64 %whole_tiles_end, %n_features
  %16 = sub nuw i64 %row_end, %row_begin
  %17 = sub i64 %out_0916, %input_0917
  %18 = mul i64 %row_begin, %n_features
  %19 = shl i64 %18, 2
  %20 = add i64 %19, %input_0917
  %21 = sub i64 %scratch930, %20
  %22 = mul nsw i64 %n_features, -16
  %23 = add nsw i64 %whole_tiles_end, -1
  %24 = lshr i64 %23, 2
  %25 = add nuw nsw i64 %24, 1
  %min.iters.check1007 = icmp ult i64 %n_features, 64
  %n.mod.vf1010 = and i64 %n_features, 56
  %n.vec1011 = and i64 %n_features, 8128
  %cmp.n1020 = icmp eq i64 %n_features, %n.vec1011
  %min.epilog.iters.check1024 = icmp eq i64 %n.mod.vf1010, 0
  %n.vec1027 = and i64 %n_features, 8184
  %cmp.n1033 = icmp eq i64 %n_features, %n.vec1027
  %xtraiter1106 = and i64 %n_features, 7
  %lcmp.mod1107.not = icmp eq i64 %xtraiter1106, 0
  %xtraiter1109 = and i64 %25, 1
  %26 = icmp eq i64 %24, 0
  %unroll_iter1114 = and i64 %25, 9223372036854775806
  %lcmp.mod1111.not = icmp eq i64 %xtraiter1109, 0
  %lcmp.mod1113 = icmp ne i64 %xtraiter1109, 0
  %diff.check966 = icmp ult i64 %17, 256
  %min.iters.check969 = icmp ult i64 %n_features, 64
  %n.mod.vf972 = and i64 %n_features, 56
  %n.vec973 = and i64 %n_features, 8128
  %cmp.n984 = icmp eq i64 %n_features, %n.vec973
  %min.epilog.iters.check988 = icmp eq i64 %n.mod.vf972, 0
  %n.vec991 = and i64 %n_features, 8184
  %cmp.n999 = icmp eq i64 %n_features, %n.vec991
  %xtraiter1116 = and i64 %n_features, 7
  %lcmp.mod1117.not = icmp eq i64 %xtraiter1116, 0
  br label %lockstep_row.body.us.preheader

across.done:                                      ; preds = %feature.exit615, %lockstep_row.exit599, %across_out.done, %row.header.preheader, %lockstep_block.header.preheader, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.done
  %indvars.iv836 = phi i64 [ %6, %across_block.body.lr.ph ], [ %indvars.iv.next837, %across_out.done ]
  %across_block767 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %389, %across_out.done ]
  %umin1120 = tail call i64 @llvm.umin.i64(i64 %indvars.iv836, i64 64)
  %27 = mul nuw nsw i64 %n_features, %umin1120
  %rows_left = sub nuw i64 %row_end, %across_block767
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
  %29 = getelementptr float, ptr %input_0, i64 %across_block767
  br label %across_in_1.body

across_in.header.preheader:                       ; preds = %across_block.body
  br i1 %.not773, label %across_feature.exit167, label %across_in.body

across_in.done:                                   ; preds = %across_in_15.body, %across_in_14.body, %across_in_13.body, %across_in_12.body, %across_in_11.body, %across_in_10.body, %across_in_9.body, %across_in_8.body, %across_in_7.body, %across_in_6.body, %across_in_5.body, %across_in_4.body, %across_in_3.body, %across_in_2.body, %across_in_1.body
  br i1 %.not773, label %across_feature.exit167, label %across_feature.body.peel

across_in_1.body:                                 ; preds = %across_in_1.header.preheader, %across_in_1.body
  %across_in_1745 = phi i64 [ 0, %across_in_1.header.preheader ], [ %32, %across_in_1.body ]
  %30 = getelementptr float, ptr %29, i64 %across_in_1745
  %block = load <16 x float>, ptr %30, align 4
  %31 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_1745
  store <16 x float> %block, ptr %31, align 4
  %32 = add nuw nsw i64 %across_in_1745, 16
  %33 = icmp samesign ult i64 %across_in_1745, 48
  br i1 %33, label %across_in_1.body, label %across_in.done, !llvm.loop !0

across_in_2.body:                                 ; preds = %across_block.body, %across_in_2.body
  %across_in_2744 = phi i64 [ %39, %across_in_2.body ], [ 0, %across_block.body ]
  %first_element1648 = add i64 %across_in_2744, %across_block767
  %.idx649 = shl i64 %first_element1648, 3
  %34 = getelementptr inbounds i8, ptr %input_0, i64 %.idx649
  %block3 = load <32 x float>, ptr %34, align 4
  %35 = shufflevector <32 x float> %block3, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %36 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_2744
  store <16 x float> %35, ptr %36, align 4
  %37 = shufflevector <32 x float> %block3, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 256
  store <16 x float> %37, ptr %38, align 4
  %39 = add nuw nsw i64 %across_in_2744, 16
  %40 = icmp samesign ult i64 %across_in_2744, 48
  br i1 %40, label %across_in_2.body, label %across_in.done, !llvm.loop !2

across_in_3.body:                                 ; preds = %across_block.body, %across_in_3.body
  %across_in_3743 = phi i64 [ %48, %across_in_3.body ], [ 0, %across_block.body ]
  %first_element6646 = add i64 %across_in_3743, %across_block767
  %.idx647 = mul i64 %first_element6646, 12
  %41 = getelementptr inbounds i8, ptr %input_0, i64 %.idx647
  %block8 = load <48 x float>, ptr %41, align 4
  %42 = shufflevector <48 x float> %block8, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %43 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_3743
  store <16 x float> %42, ptr %43, align 4
  %44 = shufflevector <48 x float> %block8, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 256
  store <16 x float> %44, ptr %45, align 4
  %46 = shufflevector <48 x float> %block8, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 512
  store <16 x float> %46, ptr %47, align 4
  %48 = add nuw nsw i64 %across_in_3743, 16
  %49 = icmp samesign ult i64 %across_in_3743, 48
  br i1 %49, label %across_in_3.body, label %across_in.done, !llvm.loop !3

across_in_4.body:                                 ; preds = %across_block.body, %across_in_4.body
  %across_in_4742 = phi i64 [ %59, %across_in_4.body ], [ 0, %across_block.body ]
  %first_element12644 = add i64 %across_in_4742, %across_block767
  %.idx645 = shl i64 %first_element12644, 4
  %50 = getelementptr inbounds i8, ptr %input_0, i64 %.idx645
  %block14 = load <64 x float>, ptr %50, align 4
  %51 = shufflevector <64 x float> %block14, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %52 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_4742
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
  %59 = add nuw nsw i64 %across_in_4742, 16
  %60 = icmp samesign ult i64 %across_in_4742, 48
  br i1 %60, label %across_in_4.body, label %across_in.done, !llvm.loop !4

across_in_5.body:                                 ; preds = %across_block.body, %across_in_5.body
  %across_in_5741 = phi i64 [ %72, %across_in_5.body ], [ 0, %across_block.body ]
  %first_element19642 = add i64 %across_in_5741, %across_block767
  %.idx643 = mul i64 %first_element19642, 20
  %61 = getelementptr inbounds i8, ptr %input_0, i64 %.idx643
  %block21 = load <80 x float>, ptr %61, align 4
  %62 = shufflevector <80 x float> %block21, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %63 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_5741
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
  %72 = add nuw nsw i64 %across_in_5741, 16
  %73 = icmp samesign ult i64 %across_in_5741, 48
  br i1 %73, label %across_in_5.body, label %across_in.done, !llvm.loop !5

across_in_6.body:                                 ; preds = %across_block.body, %across_in_6.body
  %across_in_6740 = phi i64 [ %87, %across_in_6.body ], [ 0, %across_block.body ]
  %first_element27640 = add i64 %across_in_6740, %across_block767
  %.idx641 = mul i64 %first_element27640, 24
  %74 = getelementptr inbounds i8, ptr %input_0, i64 %.idx641
  %block29 = load <96 x float>, ptr %74, align 4
  %75 = shufflevector <96 x float> %block29, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %76 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_6740
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
  %87 = add nuw nsw i64 %across_in_6740, 16
  %88 = icmp samesign ult i64 %across_in_6740, 48
  br i1 %88, label %across_in_6.body, label %across_in.done, !llvm.loop !6

across_in_7.body:                                 ; preds = %across_block.body, %across_in_7.body
  %across_in_7739 = phi i64 [ %104, %across_in_7.body ], [ 0, %across_block.body ]
  %first_element36638 = add i64 %across_in_7739, %across_block767
  %.idx639 = mul i64 %first_element36638, 28
  %89 = getelementptr inbounds i8, ptr %input_0, i64 %.idx639
  %block38 = load <112 x float>, ptr %89, align 4
  %90 = shufflevector <112 x float> %block38, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %91 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_7739
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
  %104 = add nuw nsw i64 %across_in_7739, 16
  %105 = icmp samesign ult i64 %across_in_7739, 48
  br i1 %105, label %across_in_7.body, label %across_in.done, !llvm.loop !7

across_in_8.body:                                 ; preds = %across_block.body, %across_in_8.body
  %across_in_8738 = phi i64 [ %123, %across_in_8.body ], [ 0, %across_block.body ]
  %first_element46636 = add i64 %across_in_8738, %across_block767
  %.idx637 = shl i64 %first_element46636, 5
  %106 = getelementptr inbounds i8, ptr %input_0, i64 %.idx637
  %block48 = load <128 x float>, ptr %106, align 4
  %107 = shufflevector <128 x float> %block48, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %108 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_8738
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
  %123 = add nuw nsw i64 %across_in_8738, 16
  %124 = icmp samesign ult i64 %across_in_8738, 48
  br i1 %124, label %across_in_8.body, label %across_in.done, !llvm.loop !8

across_in_9.body:                                 ; preds = %across_block.body, %across_in_9.body
  %across_in_9737 = phi i64 [ %144, %across_in_9.body ], [ 0, %across_block.body ]
  %first_element57634 = add i64 %across_in_9737, %across_block767
  %.idx635 = mul i64 %first_element57634, 36
  %125 = getelementptr inbounds i8, ptr %input_0, i64 %.idx635
  %block59 = load <72 x float>, ptr %125, align 4
  %126 = shufflevector <72 x float> %block59, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %127 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_9737
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
  %144 = add nuw nsw i64 %across_in_9737, 8
  %145 = icmp samesign ult i64 %across_in_9737, 56
  br i1 %145, label %across_in_9.body, label %across_in.done, !llvm.loop !9

across_in_10.body:                                ; preds = %across_block.body, %across_in_10.body
  %across_in_10736 = phi i64 [ %167, %across_in_10.body ], [ 0, %across_block.body ]
  %first_element69632 = add i64 %across_in_10736, %across_block767
  %.idx633 = mul i64 %first_element69632, 40
  %146 = getelementptr inbounds i8, ptr %input_0, i64 %.idx633
  %block71 = load <80 x float>, ptr %146, align 4
  %147 = shufflevector <80 x float> %block71, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %148 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_10736
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
  %167 = add nuw nsw i64 %across_in_10736, 8
  %168 = icmp samesign ult i64 %across_in_10736, 56
  br i1 %168, label %across_in_10.body, label %across_in.done, !llvm.loop !10

across_in_11.body:                                ; preds = %across_block.body, %across_in_11.body
  %across_in_11735 = phi i64 [ %192, %across_in_11.body ], [ 0, %across_block.body ]
  %first_element82630 = add i64 %across_in_11735, %across_block767
  %.idx631 = mul i64 %first_element82630, 44
  %169 = getelementptr inbounds i8, ptr %input_0, i64 %.idx631
  %block84 = load <88 x float>, ptr %169, align 4
  %170 = shufflevector <88 x float> %block84, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %171 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_11735
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
  %192 = add nuw nsw i64 %across_in_11735, 8
  %193 = icmp samesign ult i64 %across_in_11735, 56
  br i1 %193, label %across_in_11.body, label %across_in.done, !llvm.loop !11

across_in_12.body:                                ; preds = %across_block.body, %across_in_12.body
  %across_in_12734 = phi i64 [ %219, %across_in_12.body ], [ 0, %across_block.body ]
  %first_element96628 = add i64 %across_in_12734, %across_block767
  %.idx629 = mul i64 %first_element96628, 48
  %194 = getelementptr inbounds i8, ptr %input_0, i64 %.idx629
  %block98 = load <96 x float>, ptr %194, align 4
  %195 = shufflevector <96 x float> %block98, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %196 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_12734
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
  %219 = add nuw nsw i64 %across_in_12734, 8
  %220 = icmp samesign ult i64 %across_in_12734, 56
  br i1 %220, label %across_in_12.body, label %across_in.done, !llvm.loop !12

across_in_13.body:                                ; preds = %across_block.body, %across_in_13.body
  %across_in_13733 = phi i64 [ %248, %across_in_13.body ], [ 0, %across_block.body ]
  %first_element111626 = add i64 %across_in_13733, %across_block767
  %.idx627 = mul i64 %first_element111626, 52
  %221 = getelementptr inbounds i8, ptr %input_0, i64 %.idx627
  %block113 = load <104 x float>, ptr %221, align 4
  %222 = shufflevector <104 x float> %block113, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %223 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_13733
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
  %248 = add nuw nsw i64 %across_in_13733, 8
  %249 = icmp samesign ult i64 %across_in_13733, 56
  br i1 %249, label %across_in_13.body, label %across_in.done, !llvm.loop !13

across_in_14.body:                                ; preds = %across_block.body, %across_in_14.body
  %across_in_14732 = phi i64 [ %279, %across_in_14.body ], [ 0, %across_block.body ]
  %first_element127624 = add i64 %across_in_14732, %across_block767
  %.idx625 = mul i64 %first_element127624, 56
  %250 = getelementptr inbounds i8, ptr %input_0, i64 %.idx625
  %block129 = load <112 x float>, ptr %250, align 4
  %251 = shufflevector <112 x float> %block129, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %252 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_14732
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
  %279 = add nuw nsw i64 %across_in_14732, 8
  %280 = icmp samesign ult i64 %across_in_14732, 56
  br i1 %280, label %across_in_14.body, label %across_in.done, !llvm.loop !14

across_in_15.body:                                ; preds = %across_block.body, %across_in_15.body
  %across_in_15731 = phi i64 [ %312, %across_in_15.body ], [ 0, %across_block.body ]
  %first_element144623 = add i64 %across_in_15731, %across_block767
  %.idx = mul i64 %first_element144623, 60
  %281 = getelementptr inbounds i8, ptr %input_0, i64 %.idx
  %block146 = load <120 x float>, ptr %281, align 4
  %282 = shufflevector <120 x float> %block146, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %283 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_15731
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
  %312 = add nuw nsw i64 %across_in_15731, 8
  %313 = icmp samesign ult i64 %across_in_15731, 56
  br i1 %313, label %across_in_15.body, label %across_in.done, !llvm.loop !15

across_in.body:                                   ; preds = %across_in.header.preheader, %across_in.body
  %across_in746 = phi i64 [ %341, %across_in.body ], [ 0, %across_in.header.preheader ]
  %r = and i64 %across_in746, 60
  %f = lshr i64 %across_in746, 6
  %314 = icmp ugt i64 %rows_left, %r
  %315 = select i1 %314, i64 %r, i64 %last_row
  %row = add i64 %315, %across_block767
  %row_element = mul i64 %row, %n_features
  %316 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in746
  %317 = getelementptr float, ptr %input_0, i64 %row_element
  %318 = getelementptr float, ptr %317, i64 %f
  %319 = load float, ptr %318, align 4
  store float %319, ptr %316, align 4
  %320 = or disjoint i64 %across_in746, 1
  %r.1 = and i64 %320, 61
  %f.1 = lshr i64 %across_in746, 6
  %321 = icmp ugt i64 %rows_left, %r.1
  %322 = select i1 %321, i64 %r.1, i64 %last_row
  %row.1 = add i64 %322, %across_block767
  %row_element.1 = mul i64 %row.1, %n_features
  %323 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %320
  %324 = getelementptr float, ptr %input_0, i64 %row_element.1
  %325 = getelementptr float, ptr %324, i64 %f.1
  %326 = load float, ptr %325, align 4
  store float %326, ptr %323, align 4
  %327 = or disjoint i64 %across_in746, 2
  %r.2 = and i64 %327, 62
  %f.2 = lshr i64 %across_in746, 6
  %328 = icmp ugt i64 %rows_left, %r.2
  %329 = select i1 %328, i64 %r.2, i64 %last_row
  %row.2 = add i64 %329, %across_block767
  %row_element.2 = mul i64 %row.2, %n_features
  %330 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %327
  %331 = getelementptr float, ptr %input_0, i64 %row_element.2
  %332 = getelementptr float, ptr %331, i64 %f.2
  %333 = load float, ptr %332, align 4
  store float %333, ptr %330, align 4
  %334 = or disjoint i64 %across_in746, 3
  %r.3 = and i64 %334, 63
  %f.3 = lshr i64 %across_in746, 6
  %335 = icmp ugt i64 %rows_left, %r.3
  %336 = select i1 %335, i64 %r.3, i64 %last_row
  %row.3 = add i64 %336, %across_block767
  %row_element.3 = mul i64 %row.3, %n_features
  %337 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %334
  %338 = getelementptr float, ptr %input_0, i64 %row_element.3
  %339 = getelementptr float, ptr %338, i64 %f.3
  %340 = load float, ptr %339, align 4
  store float %340, ptr %337, align 4
  %341 = add nuw nsw i64 %across_in746, 4
  %exitcond830.not.3 = icmp eq i64 %341, %block_elements
  br i1 %exitcond830.not.3, label %across_feature.body.peel, label %across_in.body, !llvm.loop !16

across_feature.body.peel:                         ; preds = %across_in.body, %across_in.done
  %wide.load1044.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load1045.peel = load <16 x float>, ptr %7, align 4
  %wide.load1046.peel = load <16 x float>, ptr %8, align 4
  %wide.load1047.peel = load <16 x float>, ptr %9, align 4
  %342 = fmul <16 x float> %wide.load1044.peel, %wide.load1044.peel
  %343 = fmul <16 x float> %wide.load1045.peel, %wide.load1045.peel
  %344 = fmul <16 x float> %wide.load1046.peel, %wide.load1046.peel
  %345 = fmul <16 x float> %wide.load1047.peel, %wide.load1047.peel
  br i1 %exitcond833.not.peel, label %across_row.header169.preheader.preheader, label %across_feature.body

across_feature.body:                              ; preds = %across_feature.body.peel, %across_feature.body
  %across_uniforms.sroa.15.1 = phi <16 x float> [ %357, %across_feature.body ], [ %345, %across_feature.body.peel ]
  %across_uniforms.sroa.10.1 = phi <16 x float> [ %356, %across_feature.body ], [ %344, %across_feature.body.peel ]
  %across_uniforms.sroa.5.1 = phi <16 x float> [ %355, %across_feature.body ], [ %343, %across_feature.body.peel ]
  %across_uniforms.sroa.0.1 = phi <16 x float> [ %354, %across_feature.body ], [ %342, %across_feature.body.peel ]
  %across_feature748 = phi i64 [ %358, %across_feature.body ], [ 1, %across_feature.body.peel ]
  %.idx679 = shl nuw nsw i64 %across_feature748, 8
  %346 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 %.idx679
  %347 = getelementptr inbounds nuw i8, ptr %346, i64 192
  %wide.load1047 = load <16 x float>, ptr %347, align 4
  %348 = fmul <16 x float> %wide.load1047, %wide.load1047
  %349 = getelementptr inbounds nuw i8, ptr %346, i64 128
  %wide.load1046 = load <16 x float>, ptr %349, align 4
  %350 = fmul <16 x float> %wide.load1046, %wide.load1046
  %351 = getelementptr inbounds nuw i8, ptr %346, i64 64
  %wide.load1045 = load <16 x float>, ptr %351, align 4
  %352 = fmul <16 x float> %wide.load1045, %wide.load1045
  %wide.load1044 = load <16 x float>, ptr %346, align 4
  %353 = fmul <16 x float> %wide.load1044, %wide.load1044
  %354 = fadd <16 x float> %353, %across_uniforms.sroa.0.1
  %355 = fadd <16 x float> %352, %across_uniforms.sroa.5.1
  %356 = fadd <16 x float> %350, %across_uniforms.sroa.10.1
  %357 = fadd <16 x float> %348, %across_uniforms.sroa.15.1
  %358 = add nuw i64 %across_feature748, 1
  %exitcond833.not = icmp eq i64 %358, %n_features
  br i1 %exitcond833.not, label %across_row.header169.preheader.preheader, label %across_feature.body, !llvm.loop !18

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
  %across_feature168750 = phi i64 [ %379, %across_row.header169.preheader ], [ 0, %across_row.header169.preheader.preheader ]
  %363 = shl i64 %across_feature168750, 6
  %364 = getelementptr inbounds float, ptr %across_input_0, i64 %363
  %wide.load1038 = load <16 x float>, ptr %364, align 4
  %365 = fdiv <16 x float> %wide.load1038, %359
  %366 = getelementptr inbounds float, ptr %across_out_0, i64 %363
  store <16 x float> %365, ptr %366, align 4
  %367 = or disjoint i64 %363, 16
  %368 = getelementptr inbounds float, ptr %across_input_0, i64 %367
  %wide.load1038.1 = load <16 x float>, ptr %368, align 4
  %369 = fdiv <16 x float> %wide.load1038.1, %360
  %370 = getelementptr inbounds float, ptr %across_out_0, i64 %367
  store <16 x float> %369, ptr %370, align 4
  %371 = or disjoint i64 %363, 32
  %372 = getelementptr inbounds float, ptr %across_input_0, i64 %371
  %wide.load1038.2 = load <16 x float>, ptr %372, align 4
  %373 = fdiv <16 x float> %wide.load1038.2, %361
  %374 = getelementptr inbounds float, ptr %across_out_0, i64 %371
  store <16 x float> %373, ptr %374, align 4
  %375 = or disjoint i64 %363, 48
  %376 = getelementptr inbounds float, ptr %across_input_0, i64 %375
  %wide.load1038.3 = load <16 x float>, ptr %376, align 4
  %377 = fdiv <16 x float> %wide.load1038.3, %362
  %378 = getelementptr inbounds float, ptr %across_out_0, i64 %375
  store <16 x float> %377, ptr %378, align 4
  %379 = add nuw i64 %across_feature168750, 1
  %exitcond835.not = icmp eq i64 %379, %n_features
  br i1 %exitcond835.not, label %across_feature.exit167, label %across_row.header169.preheader

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
  %380 = getelementptr float, ptr %out_0, i64 %across_block767
  br label %across_out_1.body

across_out.default:                               ; preds = %across_feature.exit167
  %real_elements = mul nuw nsw i64 %28, %n_features
  %.not776 = icmp eq i64 %real_elements, 0
  br i1 %.not776, label %across_out.done, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %across_out.default
  %xtraiter1121 = and i64 %27, 1
  %381 = icmp eq i64 %27, 1
  br i1 %381, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1125 = and i64 %27, 2046
  br label %across_out.body

across_out.done.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1123.not = icmp eq i64 %xtraiter1121, 0
  br i1 %lcmp.mod1123.not, label %across_out.done, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.done.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out766.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %662, %across_out.done.loopexit.unr-lcssa ]
  %lcmp.mod1124 = icmp ne i64 %xtraiter1121, 0
  tail call void @llvm.assume(i1 %lcmp.mod1124)
  %r565.epil = udiv i64 %across_out766.epil.init, %n_features
  %f566.epil = urem i64 %across_out766.epil.init, %n_features
  %382 = icmp ult i64 %r565.epil, %28
  %383 = select i1 %382, i64 %r565.epil, i64 %last_row
  %row567.epil = add i64 %383, %across_block767
  %row_element568.epil = mul i64 %row567.epil, %n_features
  %.idx678.epil = shl nuw nsw i64 %f566.epil, 8
  %384 = getelementptr i8, ptr %across_out_0, i64 %.idx678.epil
  %385 = getelementptr float, ptr %384, i64 %r565.epil
  %386 = load float, ptr %385, align 4
  %387 = getelementptr float, ptr %out_0, i64 %row_element568.epil
  %388 = getelementptr float, ptr %387, i64 %f566.epil
  store float %386, ptr %388, align 4
  br label %across_out.done

across_out.done:                                  ; preds = %across_out_15.body, %across_out_14.body, %across_out_13.body, %across_out_12.body, %across_out_11.body, %across_out_10.body, %across_out_9.body, %across_out_8.body, %across_out_7.body, %across_out_6.body, %across_out_5.body, %across_out_4.body, %across_out_3.body, %across_out_2.body, %across_out_1.body, %across_out.body.epil.preheader, %across_out.done.loopexit.unr-lcssa, %across_out.default
  %389 = add i64 %across_block767, 64
  %390 = icmp ult i64 %389, %row_end
  %indvars.iv.next837 = add i64 %indvars.iv836, -64
  br i1 %390, label %across_block.body, label %across.done

across_out_1.body:                                ; preds = %across_out_1.header.preheader, %across_out_1.body
  %across_out_1765 = phi i64 [ 0, %across_out_1.header.preheader ], [ %393, %across_out_1.body ]
  %391 = getelementptr float, ptr %380, i64 %across_out_1765
  %392 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_1765
  %block179 = load <16 x float>, ptr %392, align 4
  store <16 x float> %block179, ptr %391, align 4
  %393 = add nuw nsw i64 %across_out_1765, 16
  %394 = icmp samesign ult i64 %across_out_1765, 48
  br i1 %394, label %across_out_1.body, label %across_out.done, !llvm.loop !20

across_out_2.body:                                ; preds = %across_feature.exit167, %across_out_2.body
  %across_out_2764 = phi i64 [ %398, %across_out_2.body ], [ 0, %across_feature.exit167 ]
  %first_element180676 = add i64 %across_out_2764, %across_block767
  %.idx677 = shl i64 %first_element180676, 3
  %395 = getelementptr inbounds i8, ptr %out_0, i64 %.idx677
  %396 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_2764
  %block183 = load <16 x float>, ptr %396, align 4
  %397 = getelementptr inbounds nuw i8, ptr %396, i64 256
  %block186 = load <16 x float>, ptr %397, align 4
  %interleaved187 = shufflevector <16 x float> %block183, <16 x float> %block186, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved187, ptr %395, align 4
  %398 = add nuw nsw i64 %across_out_2764, 16
  %399 = icmp samesign ult i64 %across_out_2764, 48
  br i1 %399, label %across_out_2.body, label %across_out.done, !llvm.loop !21

across_out_3.body:                                ; preds = %across_feature.exit167, %across_out_3.body
  %across_out_3763 = phi i64 [ %405, %across_out_3.body ], [ 0, %across_feature.exit167 ]
  %first_element188674 = add i64 %across_out_3763, %across_block767
  %.idx675 = mul i64 %first_element188674, 12
  %400 = getelementptr inbounds i8, ptr %out_0, i64 %.idx675
  %401 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_3763
  %block191 = load <16 x float>, ptr %401, align 4
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 256
  %block194 = load <16 x float>, ptr %402, align 4
  %interleaved195 = shufflevector <16 x float> %block191, <16 x float> %block194, <48 x i32> <i32 0, i32 16, i32 poison, i32 1, i32 17, i32 poison, i32 2, i32 18, i32 poison, i32 3, i32 19, i32 poison, i32 4, i32 20, i32 poison, i32 5, i32 21, i32 poison, i32 6, i32 22, i32 poison, i32 7, i32 23, i32 poison, i32 8, i32 24, i32 poison, i32 9, i32 25, i32 poison, i32 10, i32 26, i32 poison, i32 11, i32 27, i32 poison, i32 12, i32 28, i32 poison, i32 13, i32 29, i32 poison, i32 14, i32 30, i32 poison, i32 15, i32 31, i32 poison>
  %403 = getelementptr inbounds nuw i8, ptr %401, i64 512
  %block197 = load <16 x float>, ptr %403, align 4
  %404 = shufflevector <16 x float> %block197, <16 x float> poison, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved198 = shufflevector <48 x float> %interleaved195, <48 x float> %404, <48 x i32> <i32 0, i32 1, i32 48, i32 3, i32 4, i32 49, i32 6, i32 7, i32 50, i32 9, i32 10, i32 51, i32 12, i32 13, i32 52, i32 15, i32 16, i32 53, i32 18, i32 19, i32 54, i32 21, i32 22, i32 55, i32 24, i32 25, i32 56, i32 27, i32 28, i32 57, i32 30, i32 31, i32 58, i32 33, i32 34, i32 59, i32 36, i32 37, i32 60, i32 39, i32 40, i32 61, i32 42, i32 43, i32 62, i32 45, i32 46, i32 63>
  store <48 x float> %interleaved198, ptr %400, align 4
  %405 = add nuw nsw i64 %across_out_3763, 16
  %406 = icmp samesign ult i64 %across_out_3763, 48
  br i1 %406, label %across_out_3.body, label %across_out.done, !llvm.loop !22

across_out_4.body:                                ; preds = %across_feature.exit167, %across_out_4.body
  %across_out_4762 = phi i64 [ %414, %across_out_4.body ], [ 0, %across_feature.exit167 ]
  %first_element199672 = add i64 %across_out_4762, %across_block767
  %.idx673 = shl i64 %first_element199672, 4
  %407 = getelementptr inbounds i8, ptr %out_0, i64 %.idx673
  %408 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_4762
  %block202 = load <16 x float>, ptr %408, align 4
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 256
  %block205 = load <16 x float>, ptr %409, align 4
  %interleaved206 = shufflevector <16 x float> %block202, <16 x float> %block205, <64 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison>
  %410 = getelementptr inbounds nuw i8, ptr %408, i64 512
  %block208 = load <16 x float>, ptr %410, align 4
  %411 = shufflevector <16 x float> %block208, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved209 = shufflevector <64 x float> %interleaved206, <64 x float> %411, <64 x i32> <i32 0, i32 1, i32 64, i32 poison, i32 4, i32 5, i32 65, i32 poison, i32 8, i32 9, i32 66, i32 poison, i32 12, i32 13, i32 67, i32 poison, i32 16, i32 17, i32 68, i32 poison, i32 20, i32 21, i32 69, i32 poison, i32 24, i32 25, i32 70, i32 poison, i32 28, i32 29, i32 71, i32 poison, i32 32, i32 33, i32 72, i32 poison, i32 36, i32 37, i32 73, i32 poison, i32 40, i32 41, i32 74, i32 poison, i32 44, i32 45, i32 75, i32 poison, i32 48, i32 49, i32 76, i32 poison, i32 52, i32 53, i32 77, i32 poison, i32 56, i32 57, i32 78, i32 poison, i32 60, i32 61, i32 79, i32 poison>
  %412 = getelementptr inbounds nuw i8, ptr %408, i64 768
  %block211 = load <16 x float>, ptr %412, align 4
  %413 = shufflevector <16 x float> %block211, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved212 = shufflevector <64 x float> %interleaved209, <64 x float> %413, <64 x i32> <i32 0, i32 1, i32 2, i32 64, i32 4, i32 5, i32 6, i32 65, i32 8, i32 9, i32 10, i32 66, i32 12, i32 13, i32 14, i32 67, i32 16, i32 17, i32 18, i32 68, i32 20, i32 21, i32 22, i32 69, i32 24, i32 25, i32 26, i32 70, i32 28, i32 29, i32 30, i32 71, i32 32, i32 33, i32 34, i32 72, i32 36, i32 37, i32 38, i32 73, i32 40, i32 41, i32 42, i32 74, i32 44, i32 45, i32 46, i32 75, i32 48, i32 49, i32 50, i32 76, i32 52, i32 53, i32 54, i32 77, i32 56, i32 57, i32 58, i32 78, i32 60, i32 61, i32 62, i32 79>
  store <64 x float> %interleaved212, ptr %407, align 4
  %414 = add nuw nsw i64 %across_out_4762, 16
  %415 = icmp samesign ult i64 %across_out_4762, 48
  br i1 %415, label %across_out_4.body, label %across_out.done, !llvm.loop !23

across_out_5.body:                                ; preds = %across_feature.exit167, %across_out_5.body
  %across_out_5761 = phi i64 [ %425, %across_out_5.body ], [ 0, %across_feature.exit167 ]
  %first_element213670 = add i64 %across_out_5761, %across_block767
  %.idx671 = mul i64 %first_element213670, 20
  %416 = getelementptr inbounds i8, ptr %out_0, i64 %.idx671
  %417 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_5761
  %block216 = load <16 x float>, ptr %417, align 4
  %418 = getelementptr inbounds nuw i8, ptr %417, i64 256
  %block219 = load <16 x float>, ptr %418, align 4
  %interleaved220 = shufflevector <16 x float> %block216, <16 x float> %block219, <80 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison>
  %419 = getelementptr inbounds nuw i8, ptr %417, i64 512
  %block222 = load <16 x float>, ptr %419, align 4
  %420 = shufflevector <16 x float> %block222, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved223 = shufflevector <80 x float> %interleaved220, <80 x float> %420, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 5, i32 6, i32 81, i32 poison, i32 poison, i32 10, i32 11, i32 82, i32 poison, i32 poison, i32 15, i32 16, i32 83, i32 poison, i32 poison, i32 20, i32 21, i32 84, i32 poison, i32 poison, i32 25, i32 26, i32 85, i32 poison, i32 poison, i32 30, i32 31, i32 86, i32 poison, i32 poison, i32 35, i32 36, i32 87, i32 poison, i32 poison, i32 40, i32 41, i32 88, i32 poison, i32 poison, i32 45, i32 46, i32 89, i32 poison, i32 poison, i32 50, i32 51, i32 90, i32 poison, i32 poison, i32 55, i32 56, i32 91, i32 poison, i32 poison, i32 60, i32 61, i32 92, i32 poison, i32 poison, i32 65, i32 66, i32 93, i32 poison, i32 poison, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 75, i32 76, i32 95, i32 poison, i32 poison>
  %421 = getelementptr inbounds nuw i8, ptr %417, i64 768
  %block225 = load <16 x float>, ptr %421, align 4
  %422 = shufflevector <16 x float> %block225, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved226 = shufflevector <80 x float> %interleaved223, <80 x float> %422, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 5, i32 6, i32 7, i32 81, i32 poison, i32 10, i32 11, i32 12, i32 82, i32 poison, i32 15, i32 16, i32 17, i32 83, i32 poison, i32 20, i32 21, i32 22, i32 84, i32 poison, i32 25, i32 26, i32 27, i32 85, i32 poison, i32 30, i32 31, i32 32, i32 86, i32 poison, i32 35, i32 36, i32 37, i32 87, i32 poison, i32 40, i32 41, i32 42, i32 88, i32 poison, i32 45, i32 46, i32 47, i32 89, i32 poison, i32 50, i32 51, i32 52, i32 90, i32 poison, i32 55, i32 56, i32 57, i32 91, i32 poison, i32 60, i32 61, i32 62, i32 92, i32 poison, i32 65, i32 66, i32 67, i32 93, i32 poison, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 75, i32 76, i32 77, i32 95, i32 poison>
  %423 = getelementptr inbounds nuw i8, ptr %417, i64 1024
  %block228 = load <16 x float>, ptr %423, align 4
  %424 = shufflevector <16 x float> %block228, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved229 = shufflevector <80 x float> %interleaved226, <80 x float> %424, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 5, i32 6, i32 7, i32 8, i32 81, i32 10, i32 11, i32 12, i32 13, i32 82, i32 15, i32 16, i32 17, i32 18, i32 83, i32 20, i32 21, i32 22, i32 23, i32 84, i32 25, i32 26, i32 27, i32 28, i32 85, i32 30, i32 31, i32 32, i32 33, i32 86, i32 35, i32 36, i32 37, i32 38, i32 87, i32 40, i32 41, i32 42, i32 43, i32 88, i32 45, i32 46, i32 47, i32 48, i32 89, i32 50, i32 51, i32 52, i32 53, i32 90, i32 55, i32 56, i32 57, i32 58, i32 91, i32 60, i32 61, i32 62, i32 63, i32 92, i32 65, i32 66, i32 67, i32 68, i32 93, i32 70, i32 71, i32 72, i32 73, i32 94, i32 75, i32 76, i32 77, i32 78, i32 95>
  store <80 x float> %interleaved229, ptr %416, align 4
  %425 = add nuw nsw i64 %across_out_5761, 16
  %426 = icmp samesign ult i64 %across_out_5761, 48
  br i1 %426, label %across_out_5.body, label %across_out.done, !llvm.loop !24

across_out_6.body:                                ; preds = %across_feature.exit167, %across_out_6.body
  %across_out_6760 = phi i64 [ %438, %across_out_6.body ], [ 0, %across_feature.exit167 ]
  %first_element230668 = add i64 %across_out_6760, %across_block767
  %.idx669 = mul i64 %first_element230668, 24
  %427 = getelementptr inbounds i8, ptr %out_0, i64 %.idx669
  %428 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_6760
  %block233 = load <16 x float>, ptr %428, align 4
  %429 = getelementptr inbounds nuw i8, ptr %428, i64 256
  %block236 = load <16 x float>, ptr %429, align 4
  %interleaved237 = shufflevector <16 x float> %block233, <16 x float> %block236, <96 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison>
  %430 = getelementptr inbounds nuw i8, ptr %428, i64 512
  %block239 = load <16 x float>, ptr %430, align 4
  %431 = shufflevector <16 x float> %block239, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved240 = shufflevector <96 x float> %interleaved237, <96 x float> %431, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 6, i32 7, i32 97, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 98, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 99, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 100, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 101, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 102, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 103, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 104, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 105, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 106, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 107, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 108, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 109, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 111, i32 poison, i32 poison, i32 poison>
  %432 = getelementptr inbounds nuw i8, ptr %428, i64 768
  %block242 = load <16 x float>, ptr %432, align 4
  %433 = shufflevector <16 x float> %block242, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved243 = shufflevector <96 x float> %interleaved240, <96 x float> %433, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 6, i32 7, i32 8, i32 97, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 98, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 99, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 100, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 101, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 102, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 103, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 104, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 105, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 106, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 107, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 108, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 109, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 111, i32 poison, i32 poison>
  %434 = getelementptr inbounds nuw i8, ptr %428, i64 1024
  %block245 = load <16 x float>, ptr %434, align 4
  %435 = shufflevector <16 x float> %block245, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved246 = shufflevector <96 x float> %interleaved243, <96 x float> %435, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 6, i32 7, i32 8, i32 9, i32 97, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 98, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 99, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 100, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 101, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 102, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 103, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 104, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 105, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 106, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 107, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 108, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 109, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 111, i32 poison>
  %436 = getelementptr inbounds nuw i8, ptr %428, i64 1280
  %block248 = load <16 x float>, ptr %436, align 4
  %437 = shufflevector <16 x float> %block248, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved249 = shufflevector <96 x float> %interleaved246, <96 x float> %437, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 6, i32 7, i32 8, i32 9, i32 10, i32 97, i32 12, i32 13, i32 14, i32 15, i32 16, i32 98, i32 18, i32 19, i32 20, i32 21, i32 22, i32 99, i32 24, i32 25, i32 26, i32 27, i32 28, i32 100, i32 30, i32 31, i32 32, i32 33, i32 34, i32 101, i32 36, i32 37, i32 38, i32 39, i32 40, i32 102, i32 42, i32 43, i32 44, i32 45, i32 46, i32 103, i32 48, i32 49, i32 50, i32 51, i32 52, i32 104, i32 54, i32 55, i32 56, i32 57, i32 58, i32 105, i32 60, i32 61, i32 62, i32 63, i32 64, i32 106, i32 66, i32 67, i32 68, i32 69, i32 70, i32 107, i32 72, i32 73, i32 74, i32 75, i32 76, i32 108, i32 78, i32 79, i32 80, i32 81, i32 82, i32 109, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 90, i32 91, i32 92, i32 93, i32 94, i32 111>
  store <96 x float> %interleaved249, ptr %427, align 4
  %438 = add nuw nsw i64 %across_out_6760, 16
  %439 = icmp samesign ult i64 %across_out_6760, 48
  br i1 %439, label %across_out_6.body, label %across_out.done, !llvm.loop !25

across_out_7.body:                                ; preds = %across_feature.exit167, %across_out_7.body
  %across_out_7759 = phi i64 [ %453, %across_out_7.body ], [ 0, %across_feature.exit167 ]
  %first_element250666 = add i64 %across_out_7759, %across_block767
  %.idx667 = mul i64 %first_element250666, 28
  %440 = getelementptr inbounds i8, ptr %out_0, i64 %.idx667
  %441 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_7759
  %block253 = load <16 x float>, ptr %441, align 4
  %442 = getelementptr inbounds nuw i8, ptr %441, i64 256
  %block256 = load <16 x float>, ptr %442, align 4
  %interleaved257 = shufflevector <16 x float> %block253, <16 x float> %block256, <112 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %443 = getelementptr inbounds nuw i8, ptr %441, i64 512
  %block259 = load <16 x float>, ptr %443, align 4
  %444 = shufflevector <16 x float> %block259, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved260 = shufflevector <112 x float> %interleaved257, <112 x float> %444, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %445 = getelementptr inbounds nuw i8, ptr %441, i64 768
  %block262 = load <16 x float>, ptr %445, align 4
  %446 = shufflevector <16 x float> %block262, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved263 = shufflevector <112 x float> %interleaved260, <112 x float> %446, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 113, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 114, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 115, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 116, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 117, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 118, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 119, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 120, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 121, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 122, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 123, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 124, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 125, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison>
  %447 = getelementptr inbounds nuw i8, ptr %441, i64 1024
  %block265 = load <16 x float>, ptr %447, align 4
  %448 = shufflevector <16 x float> %block265, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved266 = shufflevector <112 x float> %interleaved263, <112 x float> %448, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 113, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 114, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 115, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 116, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 117, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 118, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 119, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 120, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 121, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 122, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 123, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 124, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 125, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison>
  %449 = getelementptr inbounds nuw i8, ptr %441, i64 1280
  %block268 = load <16 x float>, ptr %449, align 4
  %450 = shufflevector <16 x float> %block268, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved269 = shufflevector <112 x float> %interleaved266, <112 x float> %450, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 11, i32 113, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 114, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 25, i32 115, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 116, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 39, i32 117, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 118, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 53, i32 119, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 120, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 121, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 122, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 123, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 124, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 125, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison>
  %451 = getelementptr inbounds nuw i8, ptr %441, i64 1536
  %block271 = load <16 x float>, ptr %451, align 4
  %452 = shufflevector <16 x float> %block271, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved272 = shufflevector <112 x float> %interleaved269, <112 x float> %452, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 113, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 114, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 115, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 116, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 117, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 118, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 119, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 120, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 121, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 122, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 123, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 124, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 125, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127>
  store <112 x float> %interleaved272, ptr %440, align 4
  %453 = add nuw nsw i64 %across_out_7759, 16
  %454 = icmp samesign ult i64 %across_out_7759, 48
  br i1 %454, label %across_out_7.body, label %across_out.done, !llvm.loop !26

across_out_8.body:                                ; preds = %across_feature.exit167, %across_out_8.body
  %across_out_8758 = phi i64 [ %470, %across_out_8.body ], [ 0, %across_feature.exit167 ]
  %first_element273664 = add i64 %across_out_8758, %across_block767
  %.idx665 = shl i64 %first_element273664, 5
  %455 = getelementptr inbounds i8, ptr %out_0, i64 %.idx665
  %456 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_8758
  %block276 = load <16 x float>, ptr %456, align 4
  %457 = getelementptr inbounds nuw i8, ptr %456, i64 256
  %block279 = load <16 x float>, ptr %457, align 4
  %interleaved280 = shufflevector <16 x float> %block276, <16 x float> %block279, <128 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %458 = getelementptr inbounds nuw i8, ptr %456, i64 512
  %block282 = load <16 x float>, ptr %458, align 4
  %459 = shufflevector <16 x float> %block282, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved283 = shufflevector <128 x float> %interleaved280, <128 x float> %459, <128 x i32> <i32 0, i32 1, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 143, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %460 = getelementptr inbounds nuw i8, ptr %456, i64 768
  %block285 = load <16 x float>, ptr %460, align 4
  %461 = shufflevector <16 x float> %block285, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved286 = shufflevector <128 x float> %interleaved283, <128 x float> %461, <128 x i32> <i32 0, i32 1, i32 2, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 143, i32 poison, i32 poison, i32 poison, i32 poison>
  %462 = getelementptr inbounds nuw i8, ptr %456, i64 1024
  %block288 = load <16 x float>, ptr %462, align 4
  %463 = shufflevector <16 x float> %block288, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved289 = shufflevector <128 x float> %interleaved286, <128 x float> %463, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 128, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 129, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 130, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 131, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 132, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 133, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 134, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 135, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 136, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 137, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 138, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 139, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 140, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 141, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 142, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 143, i32 poison, i32 poison, i32 poison>
  %464 = getelementptr inbounds nuw i8, ptr %456, i64 1280
  %block291 = load <16 x float>, ptr %464, align 4
  %465 = shufflevector <16 x float> %block291, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved292 = shufflevector <128 x float> %interleaved289, <128 x float> %465, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 128, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 129, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 130, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 131, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 132, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 133, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 134, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 135, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 136, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 137, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 138, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 139, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 140, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 141, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 142, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 143, i32 poison, i32 poison>
  %466 = getelementptr inbounds nuw i8, ptr %456, i64 1536
  %block294 = load <16 x float>, ptr %466, align 4
  %467 = shufflevector <16 x float> %block294, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved295 = shufflevector <128 x float> %interleaved292, <128 x float> %467, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 128, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 129, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 130, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 131, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 132, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 133, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 134, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 135, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 136, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 137, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 138, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 139, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 140, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 141, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 142, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 143, i32 poison>
  %468 = getelementptr inbounds nuw i8, ptr %456, i64 1792
  %block297 = load <16 x float>, ptr %468, align 4
  %469 = shufflevector <16 x float> %block297, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved298 = shufflevector <128 x float> %interleaved295, <128 x float> %469, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 128, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 129, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 130, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 131, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 132, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 133, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 134, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 135, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 136, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 137, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 138, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 139, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 140, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 141, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 142, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 143>
  store <128 x float> %interleaved298, ptr %455, align 4
  %470 = add nuw nsw i64 %across_out_8758, 16
  %471 = icmp samesign ult i64 %across_out_8758, 48
  br i1 %471, label %across_out_8.body, label %across_out.done, !llvm.loop !27

across_out_9.body:                                ; preds = %across_feature.exit167, %across_out_9.body
  %across_out_9757 = phi i64 [ %489, %across_out_9.body ], [ 0, %across_feature.exit167 ]
  %first_element299662 = add i64 %across_out_9757, %across_block767
  %.idx663 = mul i64 %first_element299662, 36
  %472 = getelementptr inbounds i8, ptr %out_0, i64 %.idx663
  %473 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_9757
  %block302 = load <8 x float>, ptr %473, align 4
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 256
  %block305 = load <8 x float>, ptr %474, align 4
  %interleaved306 = shufflevector <8 x float> %block302, <8 x float> %block305, <72 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %475 = getelementptr inbounds nuw i8, ptr %473, i64 512
  %block308 = load <8 x float>, ptr %475, align 4
  %476 = shufflevector <8 x float> %block308, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved309 = shufflevector <72 x float> %interleaved306, <72 x float> %476, <72 x i32> <i32 0, i32 1, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %477 = getelementptr inbounds nuw i8, ptr %473, i64 768
  %block311 = load <8 x float>, ptr %477, align 4
  %478 = shufflevector <8 x float> %block311, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved312 = shufflevector <72 x float> %interleaved309, <72 x float> %478, <72 x i32> <i32 0, i32 1, i32 2, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %479 = getelementptr inbounds nuw i8, ptr %473, i64 1024
  %block314 = load <8 x float>, ptr %479, align 4
  %480 = shufflevector <8 x float> %block314, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved315 = shufflevector <72 x float> %interleaved312, <72 x float> %480, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 79, i32 poison, i32 poison, i32 poison, i32 poison>
  %481 = getelementptr inbounds nuw i8, ptr %473, i64 1280
  %block317 = load <8 x float>, ptr %481, align 4
  %482 = shufflevector <8 x float> %block317, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved318 = shufflevector <72 x float> %interleaved315, <72 x float> %482, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 72, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 73, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 74, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 75, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 76, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 77, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 78, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 79, i32 poison, i32 poison, i32 poison>
  %483 = getelementptr inbounds nuw i8, ptr %473, i64 1536
  %block320 = load <8 x float>, ptr %483, align 4
  %484 = shufflevector <8 x float> %block320, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved321 = shufflevector <72 x float> %interleaved318, <72 x float> %484, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 72, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 73, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 74, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 75, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 76, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 77, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 78, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 79, i32 poison, i32 poison>
  %485 = getelementptr inbounds nuw i8, ptr %473, i64 1792
  %block323 = load <8 x float>, ptr %485, align 4
  %486 = shufflevector <8 x float> %block323, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved324 = shufflevector <72 x float> %interleaved321, <72 x float> %486, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 72, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 73, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 74, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 75, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 76, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 77, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 78, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 79, i32 poison>
  %487 = getelementptr inbounds nuw i8, ptr %473, i64 2048
  %block326 = load <8 x float>, ptr %487, align 4
  %488 = shufflevector <8 x float> %block326, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved327 = shufflevector <72 x float> %interleaved324, <72 x float> %488, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 72, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 73, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 74, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 75, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 76, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 77, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 78, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 79>
  store <72 x float> %interleaved327, ptr %472, align 4
  %489 = add nuw nsw i64 %across_out_9757, 8
  %490 = icmp samesign ult i64 %across_out_9757, 56
  br i1 %490, label %across_out_9.body, label %across_out.done, !llvm.loop !28

across_out_10.body:                               ; preds = %across_feature.exit167, %across_out_10.body
  %across_out_10756 = phi i64 [ %510, %across_out_10.body ], [ 0, %across_feature.exit167 ]
  %first_element328660 = add i64 %across_out_10756, %across_block767
  %.idx661 = mul i64 %first_element328660, 40
  %491 = getelementptr inbounds i8, ptr %out_0, i64 %.idx661
  %492 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_10756
  %block331 = load <8 x float>, ptr %492, align 4
  %493 = getelementptr inbounds nuw i8, ptr %492, i64 256
  %block334 = load <8 x float>, ptr %493, align 4
  %interleaved335 = shufflevector <8 x float> %block331, <8 x float> %block334, <80 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %494 = getelementptr inbounds nuw i8, ptr %492, i64 512
  %block337 = load <8 x float>, ptr %494, align 4
  %495 = shufflevector <8 x float> %block337, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved338 = shufflevector <80 x float> %interleaved335, <80 x float> %495, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %496 = getelementptr inbounds nuw i8, ptr %492, i64 768
  %block340 = load <8 x float>, ptr %496, align 4
  %497 = shufflevector <8 x float> %block340, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved341 = shufflevector <80 x float> %interleaved338, <80 x float> %497, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %498 = getelementptr inbounds nuw i8, ptr %492, i64 1024
  %block343 = load <8 x float>, ptr %498, align 4
  %499 = shufflevector <8 x float> %block343, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved344 = shufflevector <80 x float> %interleaved341, <80 x float> %499, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %500 = getelementptr inbounds nuw i8, ptr %492, i64 1280
  %block346 = load <8 x float>, ptr %500, align 4
  %501 = shufflevector <8 x float> %block346, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved347 = shufflevector <80 x float> %interleaved344, <80 x float> %501, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 87, i32 poison, i32 poison, i32 poison, i32 poison>
  %502 = getelementptr inbounds nuw i8, ptr %492, i64 1536
  %block349 = load <8 x float>, ptr %502, align 4
  %503 = shufflevector <8 x float> %block349, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved350 = shufflevector <80 x float> %interleaved347, <80 x float> %503, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 80, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 81, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 82, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 83, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 84, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 85, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 86, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 87, i32 poison, i32 poison, i32 poison>
  %504 = getelementptr inbounds nuw i8, ptr %492, i64 1792
  %block352 = load <8 x float>, ptr %504, align 4
  %505 = shufflevector <8 x float> %block352, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved353 = shufflevector <80 x float> %interleaved350, <80 x float> %505, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 80, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 81, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 82, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 83, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 84, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 85, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 86, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 87, i32 poison, i32 poison>
  %506 = getelementptr inbounds nuw i8, ptr %492, i64 2048
  %block355 = load <8 x float>, ptr %506, align 4
  %507 = shufflevector <8 x float> %block355, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved356 = shufflevector <80 x float> %interleaved353, <80 x float> %507, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 80, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 81, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 82, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 83, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 84, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 85, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 86, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 87, i32 poison>
  %508 = getelementptr inbounds nuw i8, ptr %492, i64 2304
  %block358 = load <8 x float>, ptr %508, align 4
  %509 = shufflevector <8 x float> %block358, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved359 = shufflevector <80 x float> %interleaved356, <80 x float> %509, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 80, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 81, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 82, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 83, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 84, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 85, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 86, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 87>
  store <80 x float> %interleaved359, ptr %491, align 4
  %510 = add nuw nsw i64 %across_out_10756, 8
  %511 = icmp samesign ult i64 %across_out_10756, 56
  br i1 %511, label %across_out_10.body, label %across_out.done, !llvm.loop !29

across_out_11.body:                               ; preds = %across_feature.exit167, %across_out_11.body
  %across_out_11755 = phi i64 [ %533, %across_out_11.body ], [ 0, %across_feature.exit167 ]
  %first_element360658 = add i64 %across_out_11755, %across_block767
  %.idx659 = mul i64 %first_element360658, 44
  %512 = getelementptr inbounds i8, ptr %out_0, i64 %.idx659
  %513 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_11755
  %block363 = load <8 x float>, ptr %513, align 4
  %514 = getelementptr inbounds nuw i8, ptr %513, i64 256
  %block366 = load <8 x float>, ptr %514, align 4
  %interleaved367 = shufflevector <8 x float> %block363, <8 x float> %block366, <88 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %515 = getelementptr inbounds nuw i8, ptr %513, i64 512
  %block369 = load <8 x float>, ptr %515, align 4
  %516 = shufflevector <8 x float> %block369, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved370 = shufflevector <88 x float> %interleaved367, <88 x float> %516, <88 x i32> <i32 0, i32 1, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %517 = getelementptr inbounds nuw i8, ptr %513, i64 768
  %block372 = load <8 x float>, ptr %517, align 4
  %518 = shufflevector <8 x float> %block372, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved373 = shufflevector <88 x float> %interleaved370, <88 x float> %518, <88 x i32> <i32 0, i32 1, i32 2, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %519 = getelementptr inbounds nuw i8, ptr %513, i64 1024
  %block375 = load <8 x float>, ptr %519, align 4
  %520 = shufflevector <8 x float> %block375, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved376 = shufflevector <88 x float> %interleaved373, <88 x float> %520, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %521 = getelementptr inbounds nuw i8, ptr %513, i64 1280
  %block378 = load <8 x float>, ptr %521, align 4
  %522 = shufflevector <8 x float> %block378, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved379 = shufflevector <88 x float> %interleaved376, <88 x float> %522, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %523 = getelementptr inbounds nuw i8, ptr %513, i64 1536
  %block381 = load <8 x float>, ptr %523, align 4
  %524 = shufflevector <8 x float> %block381, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved382 = shufflevector <88 x float> %interleaved379, <88 x float> %524, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 95, i32 poison, i32 poison, i32 poison, i32 poison>
  %525 = getelementptr inbounds nuw i8, ptr %513, i64 1792
  %block384 = load <8 x float>, ptr %525, align 4
  %526 = shufflevector <8 x float> %block384, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved385 = shufflevector <88 x float> %interleaved382, <88 x float> %526, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 88, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 89, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 90, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 91, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 92, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 93, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 95, i32 poison, i32 poison, i32 poison>
  %527 = getelementptr inbounds nuw i8, ptr %513, i64 2048
  %block387 = load <8 x float>, ptr %527, align 4
  %528 = shufflevector <8 x float> %block387, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved388 = shufflevector <88 x float> %interleaved385, <88 x float> %528, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 88, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 89, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 90, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 91, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 92, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 93, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 94, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 95, i32 poison, i32 poison>
  %529 = getelementptr inbounds nuw i8, ptr %513, i64 2304
  %block390 = load <8 x float>, ptr %529, align 4
  %530 = shufflevector <8 x float> %block390, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved391 = shufflevector <88 x float> %interleaved388, <88 x float> %530, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 88, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 89, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 90, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 91, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 92, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 93, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 94, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 95, i32 poison>
  %531 = getelementptr inbounds nuw i8, ptr %513, i64 2560
  %block393 = load <8 x float>, ptr %531, align 4
  %532 = shufflevector <8 x float> %block393, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved394 = shufflevector <88 x float> %interleaved391, <88 x float> %532, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 88, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 89, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 90, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 91, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 92, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 93, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 94, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 95>
  store <88 x float> %interleaved394, ptr %512, align 4
  %533 = add nuw nsw i64 %across_out_11755, 8
  %534 = icmp samesign ult i64 %across_out_11755, 56
  br i1 %534, label %across_out_11.body, label %across_out.done, !llvm.loop !30

across_out_12.body:                               ; preds = %across_feature.exit167, %across_out_12.body
  %across_out_12754 = phi i64 [ %558, %across_out_12.body ], [ 0, %across_feature.exit167 ]
  %first_element395656 = add i64 %across_out_12754, %across_block767
  %.idx657 = mul i64 %first_element395656, 48
  %535 = getelementptr inbounds i8, ptr %out_0, i64 %.idx657
  %536 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_12754
  %block398 = load <8 x float>, ptr %536, align 4
  %537 = getelementptr inbounds nuw i8, ptr %536, i64 256
  %block401 = load <8 x float>, ptr %537, align 4
  %interleaved402 = shufflevector <8 x float> %block398, <8 x float> %block401, <96 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %538 = getelementptr inbounds nuw i8, ptr %536, i64 512
  %block404 = load <8 x float>, ptr %538, align 4
  %539 = shufflevector <8 x float> %block404, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved405 = shufflevector <96 x float> %interleaved402, <96 x float> %539, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %540 = getelementptr inbounds nuw i8, ptr %536, i64 768
  %block407 = load <8 x float>, ptr %540, align 4
  %541 = shufflevector <8 x float> %block407, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved408 = shufflevector <96 x float> %interleaved405, <96 x float> %541, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %542 = getelementptr inbounds nuw i8, ptr %536, i64 1024
  %block410 = load <8 x float>, ptr %542, align 4
  %543 = shufflevector <8 x float> %block410, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved411 = shufflevector <96 x float> %interleaved408, <96 x float> %543, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %544 = getelementptr inbounds nuw i8, ptr %536, i64 1280
  %block413 = load <8 x float>, ptr %544, align 4
  %545 = shufflevector <8 x float> %block413, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved414 = shufflevector <96 x float> %interleaved411, <96 x float> %545, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %546 = getelementptr inbounds nuw i8, ptr %536, i64 1536
  %block416 = load <8 x float>, ptr %546, align 4
  %547 = shufflevector <8 x float> %block416, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved417 = shufflevector <96 x float> %interleaved414, <96 x float> %547, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %548 = getelementptr inbounds nuw i8, ptr %536, i64 1792
  %block419 = load <8 x float>, ptr %548, align 4
  %549 = shufflevector <8 x float> %block419, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved420 = shufflevector <96 x float> %interleaved417, <96 x float> %549, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 103, i32 poison, i32 poison, i32 poison, i32 poison>
  %550 = getelementptr inbounds nuw i8, ptr %536, i64 2048
  %block422 = load <8 x float>, ptr %550, align 4
  %551 = shufflevector <8 x float> %block422, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved423 = shufflevector <96 x float> %interleaved420, <96 x float> %551, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 96, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 97, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 98, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 99, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 100, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 101, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 102, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 103, i32 poison, i32 poison, i32 poison>
  %552 = getelementptr inbounds nuw i8, ptr %536, i64 2304
  %block425 = load <8 x float>, ptr %552, align 4
  %553 = shufflevector <8 x float> %block425, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved426 = shufflevector <96 x float> %interleaved423, <96 x float> %553, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 96, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 97, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 98, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 99, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 100, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 101, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 102, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 103, i32 poison, i32 poison>
  %554 = getelementptr inbounds nuw i8, ptr %536, i64 2560
  %block428 = load <8 x float>, ptr %554, align 4
  %555 = shufflevector <8 x float> %block428, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved429 = shufflevector <96 x float> %interleaved426, <96 x float> %555, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 96, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 97, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 98, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 99, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 100, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 101, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 102, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 103, i32 poison>
  %556 = getelementptr inbounds nuw i8, ptr %536, i64 2816
  %block431 = load <8 x float>, ptr %556, align 4
  %557 = shufflevector <8 x float> %block431, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved432 = shufflevector <96 x float> %interleaved429, <96 x float> %557, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 96, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 97, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 98, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 99, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 100, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 101, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 102, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 103>
  store <96 x float> %interleaved432, ptr %535, align 4
  %558 = add nuw nsw i64 %across_out_12754, 8
  %559 = icmp samesign ult i64 %across_out_12754, 56
  br i1 %559, label %across_out_12.body, label %across_out.done, !llvm.loop !31

across_out_13.body:                               ; preds = %across_feature.exit167, %across_out_13.body
  %across_out_13753 = phi i64 [ %585, %across_out_13.body ], [ 0, %across_feature.exit167 ]
  %first_element433654 = add i64 %across_out_13753, %across_block767
  %.idx655 = mul i64 %first_element433654, 52
  %560 = getelementptr inbounds i8, ptr %out_0, i64 %.idx655
  %561 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_13753
  %block436 = load <8 x float>, ptr %561, align 4
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 256
  %block439 = load <8 x float>, ptr %562, align 4
  %interleaved440 = shufflevector <8 x float> %block436, <8 x float> %block439, <104 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %563 = getelementptr inbounds nuw i8, ptr %561, i64 512
  %block442 = load <8 x float>, ptr %563, align 4
  %564 = shufflevector <8 x float> %block442, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved443 = shufflevector <104 x float> %interleaved440, <104 x float> %564, <104 x i32> <i32 0, i32 1, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %565 = getelementptr inbounds nuw i8, ptr %561, i64 768
  %block445 = load <8 x float>, ptr %565, align 4
  %566 = shufflevector <8 x float> %block445, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved446 = shufflevector <104 x float> %interleaved443, <104 x float> %566, <104 x i32> <i32 0, i32 1, i32 2, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %567 = getelementptr inbounds nuw i8, ptr %561, i64 1024
  %block448 = load <8 x float>, ptr %567, align 4
  %568 = shufflevector <8 x float> %block448, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved449 = shufflevector <104 x float> %interleaved446, <104 x float> %568, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %569 = getelementptr inbounds nuw i8, ptr %561, i64 1280
  %block451 = load <8 x float>, ptr %569, align 4
  %570 = shufflevector <8 x float> %block451, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved452 = shufflevector <104 x float> %interleaved449, <104 x float> %570, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %571 = getelementptr inbounds nuw i8, ptr %561, i64 1536
  %block454 = load <8 x float>, ptr %571, align 4
  %572 = shufflevector <8 x float> %block454, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved455 = shufflevector <104 x float> %interleaved452, <104 x float> %572, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %573 = getelementptr inbounds nuw i8, ptr %561, i64 1792
  %block457 = load <8 x float>, ptr %573, align 4
  %574 = shufflevector <8 x float> %block457, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved458 = shufflevector <104 x float> %interleaved455, <104 x float> %574, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %575 = getelementptr inbounds nuw i8, ptr %561, i64 2048
  %block460 = load <8 x float>, ptr %575, align 4
  %576 = shufflevector <8 x float> %block460, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved461 = shufflevector <104 x float> %interleaved458, <104 x float> %576, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 111, i32 poison, i32 poison, i32 poison, i32 poison>
  %577 = getelementptr inbounds nuw i8, ptr %561, i64 2304
  %block463 = load <8 x float>, ptr %577, align 4
  %578 = shufflevector <8 x float> %block463, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved464 = shufflevector <104 x float> %interleaved461, <104 x float> %578, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 104, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 105, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 106, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 107, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 108, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 109, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 111, i32 poison, i32 poison, i32 poison>
  %579 = getelementptr inbounds nuw i8, ptr %561, i64 2560
  %block466 = load <8 x float>, ptr %579, align 4
  %580 = shufflevector <8 x float> %block466, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved467 = shufflevector <104 x float> %interleaved464, <104 x float> %580, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 104, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 105, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 106, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 107, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 108, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 109, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 111, i32 poison, i32 poison>
  %581 = getelementptr inbounds nuw i8, ptr %561, i64 2816
  %block469 = load <8 x float>, ptr %581, align 4
  %582 = shufflevector <8 x float> %block469, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved470 = shufflevector <104 x float> %interleaved467, <104 x float> %582, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 104, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 105, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 106, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 107, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 108, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 109, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 111, i32 poison>
  %583 = getelementptr inbounds nuw i8, ptr %561, i64 3072
  %block472 = load <8 x float>, ptr %583, align 4
  %584 = shufflevector <8 x float> %block472, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved473 = shufflevector <104 x float> %interleaved470, <104 x float> %584, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 104, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 105, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 106, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 107, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 108, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 109, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 110, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 111>
  store <104 x float> %interleaved473, ptr %560, align 4
  %585 = add nuw nsw i64 %across_out_13753, 8
  %586 = icmp samesign ult i64 %across_out_13753, 56
  br i1 %586, label %across_out_13.body, label %across_out.done, !llvm.loop !32

across_out_14.body:                               ; preds = %across_feature.exit167, %across_out_14.body
  %across_out_14752 = phi i64 [ %614, %across_out_14.body ], [ 0, %across_feature.exit167 ]
  %first_element474652 = add i64 %across_out_14752, %across_block767
  %.idx653 = mul i64 %first_element474652, 56
  %587 = getelementptr inbounds i8, ptr %out_0, i64 %.idx653
  %588 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_14752
  %block477 = load <8 x float>, ptr %588, align 4
  %589 = getelementptr inbounds nuw i8, ptr %588, i64 256
  %block480 = load <8 x float>, ptr %589, align 4
  %interleaved481 = shufflevector <8 x float> %block477, <8 x float> %block480, <112 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %590 = getelementptr inbounds nuw i8, ptr %588, i64 512
  %block483 = load <8 x float>, ptr %590, align 4
  %591 = shufflevector <8 x float> %block483, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved484 = shufflevector <112 x float> %interleaved481, <112 x float> %591, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %592 = getelementptr inbounds nuw i8, ptr %588, i64 768
  %block486 = load <8 x float>, ptr %592, align 4
  %593 = shufflevector <8 x float> %block486, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved487 = shufflevector <112 x float> %interleaved484, <112 x float> %593, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %594 = getelementptr inbounds nuw i8, ptr %588, i64 1024
  %block489 = load <8 x float>, ptr %594, align 4
  %595 = shufflevector <8 x float> %block489, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved490 = shufflevector <112 x float> %interleaved487, <112 x float> %595, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %596 = getelementptr inbounds nuw i8, ptr %588, i64 1280
  %block492 = load <8 x float>, ptr %596, align 4
  %597 = shufflevector <8 x float> %block492, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved493 = shufflevector <112 x float> %interleaved490, <112 x float> %597, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %598 = getelementptr inbounds nuw i8, ptr %588, i64 1536
  %block495 = load <8 x float>, ptr %598, align 4
  %599 = shufflevector <8 x float> %block495, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved496 = shufflevector <112 x float> %interleaved493, <112 x float> %599, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %600 = getelementptr inbounds nuw i8, ptr %588, i64 1792
  %block498 = load <8 x float>, ptr %600, align 4
  %601 = shufflevector <8 x float> %block498, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved499 = shufflevector <112 x float> %interleaved496, <112 x float> %601, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %602 = getelementptr inbounds nuw i8, ptr %588, i64 2048
  %block501 = load <8 x float>, ptr %602, align 4
  %603 = shufflevector <8 x float> %block501, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved502 = shufflevector <112 x float> %interleaved499, <112 x float> %603, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %604 = getelementptr inbounds nuw i8, ptr %588, i64 2304
  %block504 = load <8 x float>, ptr %604, align 4
  %605 = shufflevector <8 x float> %block504, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved505 = shufflevector <112 x float> %interleaved502, <112 x float> %605, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 119, i32 poison, i32 poison, i32 poison, i32 poison>
  %606 = getelementptr inbounds nuw i8, ptr %588, i64 2560
  %block507 = load <8 x float>, ptr %606, align 4
  %607 = shufflevector <8 x float> %block507, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved508 = shufflevector <112 x float> %interleaved505, <112 x float> %607, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 112, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 113, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 114, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 115, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 116, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 117, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 118, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 119, i32 poison, i32 poison, i32 poison>
  %608 = getelementptr inbounds nuw i8, ptr %588, i64 2816
  %block510 = load <8 x float>, ptr %608, align 4
  %609 = shufflevector <8 x float> %block510, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved511 = shufflevector <112 x float> %interleaved508, <112 x float> %609, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 112, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 113, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 114, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 115, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 116, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 117, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 118, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 119, i32 poison, i32 poison>
  %610 = getelementptr inbounds nuw i8, ptr %588, i64 3072
  %block513 = load <8 x float>, ptr %610, align 4
  %611 = shufflevector <8 x float> %block513, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved514 = shufflevector <112 x float> %interleaved511, <112 x float> %611, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 112, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 113, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 114, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 115, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 116, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 117, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 118, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 119, i32 poison>
  %612 = getelementptr inbounds nuw i8, ptr %588, i64 3328
  %block516 = load <8 x float>, ptr %612, align 4
  %613 = shufflevector <8 x float> %block516, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved517 = shufflevector <112 x float> %interleaved514, <112 x float> %613, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 112, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 113, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 114, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 115, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 116, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 117, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 118, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 119>
  store <112 x float> %interleaved517, ptr %587, align 4
  %614 = add nuw nsw i64 %across_out_14752, 8
  %615 = icmp samesign ult i64 %across_out_14752, 56
  br i1 %615, label %across_out_14.body, label %across_out.done, !llvm.loop !33

across_out_15.body:                               ; preds = %across_feature.exit167, %across_out_15.body
  %across_out_15751 = phi i64 [ %645, %across_out_15.body ], [ 0, %across_feature.exit167 ]
  %first_element518650 = add i64 %across_out_15751, %across_block767
  %.idx651 = mul i64 %first_element518650, 60
  %616 = getelementptr inbounds i8, ptr %out_0, i64 %.idx651
  %617 = getelementptr inbounds nuw float, ptr %across_out_0, i64 %across_out_15751
  %block521 = load <8 x float>, ptr %617, align 4
  %618 = getelementptr inbounds nuw i8, ptr %617, i64 256
  %block524 = load <8 x float>, ptr %618, align 4
  %interleaved525 = shufflevector <8 x float> %block521, <8 x float> %block524, <120 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %619 = getelementptr inbounds nuw i8, ptr %617, i64 512
  %block527 = load <8 x float>, ptr %619, align 4
  %620 = shufflevector <8 x float> %block527, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved528 = shufflevector <120 x float> %interleaved525, <120 x float> %620, <120 x i32> <i32 0, i32 1, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %621 = getelementptr inbounds nuw i8, ptr %617, i64 768
  %block530 = load <8 x float>, ptr %621, align 4
  %622 = shufflevector <8 x float> %block530, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved531 = shufflevector <120 x float> %interleaved528, <120 x float> %622, <120 x i32> <i32 0, i32 1, i32 2, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %623 = getelementptr inbounds nuw i8, ptr %617, i64 1024
  %block533 = load <8 x float>, ptr %623, align 4
  %624 = shufflevector <8 x float> %block533, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved534 = shufflevector <120 x float> %interleaved531, <120 x float> %624, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %625 = getelementptr inbounds nuw i8, ptr %617, i64 1280
  %block536 = load <8 x float>, ptr %625, align 4
  %626 = shufflevector <8 x float> %block536, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved537 = shufflevector <120 x float> %interleaved534, <120 x float> %626, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %627 = getelementptr inbounds nuw i8, ptr %617, i64 1536
  %block539 = load <8 x float>, ptr %627, align 4
  %628 = shufflevector <8 x float> %block539, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved540 = shufflevector <120 x float> %interleaved537, <120 x float> %628, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %629 = getelementptr inbounds nuw i8, ptr %617, i64 1792
  %block542 = load <8 x float>, ptr %629, align 4
  %630 = shufflevector <8 x float> %block542, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved543 = shufflevector <120 x float> %interleaved540, <120 x float> %630, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %631 = getelementptr inbounds nuw i8, ptr %617, i64 2048
  %block545 = load <8 x float>, ptr %631, align 4
  %632 = shufflevector <8 x float> %block545, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved546 = shufflevector <120 x float> %interleaved543, <120 x float> %632, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %633 = getelementptr inbounds nuw i8, ptr %617, i64 2304
  %block548 = load <8 x float>, ptr %633, align 4
  %634 = shufflevector <8 x float> %block548, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved549 = shufflevector <120 x float> %interleaved546, <120 x float> %634, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %635 = getelementptr inbounds nuw i8, ptr %617, i64 2560
  %block551 = load <8 x float>, ptr %635, align 4
  %636 = shufflevector <8 x float> %block551, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved552 = shufflevector <120 x float> %interleaved549, <120 x float> %636, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %637 = getelementptr inbounds nuw i8, ptr %617, i64 2816
  %block554 = load <8 x float>, ptr %637, align 4
  %638 = shufflevector <8 x float> %block554, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved555 = shufflevector <120 x float> %interleaved552, <120 x float> %638, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 120, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 121, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 122, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 123, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 124, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 125, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 127, i32 poison, i32 poison, i32 poison>
  %639 = getelementptr inbounds nuw i8, ptr %617, i64 3072
  %block557 = load <8 x float>, ptr %639, align 4
  %640 = shufflevector <8 x float> %block557, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved558 = shufflevector <120 x float> %interleaved555, <120 x float> %640, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 120, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 121, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 122, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 123, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 124, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 125, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 127, i32 poison, i32 poison>
  %641 = getelementptr inbounds nuw i8, ptr %617, i64 3328
  %block560 = load <8 x float>, ptr %641, align 4
  %642 = shufflevector <8 x float> %block560, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved561 = shufflevector <120 x float> %interleaved558, <120 x float> %642, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 120, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 121, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 122, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 123, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 124, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 125, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 127, i32 poison>
  %643 = getelementptr inbounds nuw i8, ptr %617, i64 3584
  %block563 = load <8 x float>, ptr %643, align 4
  %644 = shufflevector <8 x float> %block563, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved564 = shufflevector <120 x float> %interleaved561, <120 x float> %644, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 120, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 121, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 122, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 123, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 124, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 125, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 127>
  store <120 x float> %interleaved564, ptr %616, align 4
  %645 = add nuw nsw i64 %across_out_15751, 8
  %646 = icmp samesign ult i64 %across_out_15751, 56
  br i1 %646, label %across_out_15.body, label %across_out.done, !llvm.loop !34

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out766 = phi i64 [ 0, %across_out.body.preheader.new ], [ %662, %across_out.body ]
  %niter1126 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1126.next.1, %across_out.body ]
  %r565 = udiv i64 %across_out766, %n_features
  %f566 = urem i64 %across_out766, %n_features
  %647 = icmp ult i64 %r565, %28
  %648 = select i1 %647, i64 %r565, i64 %last_row
  %row567 = add i64 %648, %across_block767
  %row_element568 = mul i64 %row567, %n_features
  %.idx678 = shl nuw nsw i64 %f566, 8
  %649 = getelementptr i8, ptr %across_out_0, i64 %.idx678
  %650 = getelementptr float, ptr %649, i64 %r565
  %651 = load float, ptr %650, align 4
  %652 = getelementptr float, ptr %out_0, i64 %row_element568
  %653 = getelementptr float, ptr %652, i64 %f566
  store float %651, ptr %653, align 4
  %654 = or disjoint i64 %across_out766, 1
  %r565.1 = udiv i64 %654, %n_features
  %f566.1 = urem i64 %654, %n_features
  %655 = icmp ult i64 %r565.1, %28
  %656 = select i1 %655, i64 %r565.1, i64 %last_row
  %row567.1 = add i64 %656, %across_block767
  %row_element568.1 = mul i64 %row567.1, %n_features
  %.idx678.1 = shl nuw nsw i64 %f566.1, 8
  %657 = getelementptr i8, ptr %across_out_0, i64 %.idx678.1
  %658 = getelementptr float, ptr %657, i64 %r565.1
  %659 = load float, ptr %658, align 4
  %660 = getelementptr float, ptr %out_0, i64 %row_element568.1
  %661 = getelementptr float, ptr %660, i64 %f566.1
  store float %659, ptr %661, align 4
  %662 = add nuw i64 %across_out766, 2
  %niter1126.next.1 = add i64 %niter1126, 2
  %niter1126.ncmp.1 = icmp eq i64 %niter1126.next.1, %unroll_iter1125
  br i1 %niter1126.ncmp.1, label %across_out.done.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !35

lockstep_row.body.us.preheader:                   ; preds = %lockstep_block.body.lr.ph, %lockstep_row.exit599
  %indvar1002 = phi i64 [ 0, %lockstep_block.body.lr.ph ], [ %indvar.next1003, %lockstep_row.exit599 ]
  %indvars.iv821 = phi i64 [ %16, %lockstep_block.body.lr.ph ], [ %indvars.iv.next822, %lockstep_row.exit599 ]
  %lockstep_block729 = phi i64 [ %row_begin, %lockstep_block.body.lr.ph ], [ %858, %lockstep_row.exit599 ]
  %663 = mul i64 %22, %indvar1002
  %664 = add i64 %21, %663
  %665 = tail call i64 @llvm.umax.i64(i64 %indvars.iv821, i64 1)
  %umax828 = tail call i64 @llvm.umin.i64(i64 %665, i64 4)
  %rows_left570 = sub nuw i64 %row_end, %lockstep_block729
  %666 = tail call i64 @llvm.umin.i64(i64 %rows_left570, i64 4)
  %last_slot = add nsw i64 %666, -1
  %diff.check1004 = icmp ult i64 %664, 256
  br label %iter.check1006

iter.check1006:                                   ; preds = %lockstep_row.body.us.preheader, %feature.header.feature.exit_crit_edge.us
  %lockstep_row720.us = phi i64 [ %734, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.us.preheader ]
  %row571.us = add i64 %lockstep_row720.us, %lockstep_block729
  %667 = mul i64 %lockstep_row720.us, %n_features
  %668 = getelementptr inbounds float, ptr %scratch, i64 %667
  %row_offset572.us = mul i64 %row571.us, %n_features
  %669 = getelementptr inbounds float, ptr %input_0, i64 %row_offset572.us
  br i1 %diff.check1004, label %feature.body.us.preheader, label %vector.main.loop.iter.check1008

vector.main.loop.iter.check1008:                  ; preds = %iter.check1006
  br i1 %min.iters.check1007, label %vec.epilog.ph1025, label %vector.body1012

vector.body1012:                                  ; preds = %vector.main.loop.iter.check1008, %vector.body1012
  %index1013 = phi i64 [ %index.next1018, %vector.body1012 ], [ 0, %vector.main.loop.iter.check1008 ]
  %670 = getelementptr inbounds nuw float, ptr %669, i64 %index1013
  %671 = getelementptr inbounds nuw i8, ptr %670, i64 64
  %672 = getelementptr inbounds nuw i8, ptr %670, i64 128
  %673 = getelementptr inbounds nuw i8, ptr %670, i64 192
  %wide.load1014 = load <16 x float>, ptr %670, align 4
  %wide.load1015 = load <16 x float>, ptr %671, align 4
  %wide.load1016 = load <16 x float>, ptr %672, align 4
  %wide.load1017 = load <16 x float>, ptr %673, align 4
  %674 = fmul <16 x float> %wide.load1014, %wide.load1014
  %675 = fmul <16 x float> %wide.load1015, %wide.load1015
  %676 = fmul <16 x float> %wide.load1016, %wide.load1016
  %677 = fmul <16 x float> %wide.load1017, %wide.load1017
  %678 = getelementptr inbounds nuw float, ptr %668, i64 %index1013
  %679 = getelementptr inbounds nuw i8, ptr %678, i64 64
  %680 = getelementptr inbounds nuw i8, ptr %678, i64 128
  %681 = getelementptr inbounds nuw i8, ptr %678, i64 192
  store <16 x float> %674, ptr %678, align 4
  store <16 x float> %675, ptr %679, align 4
  store <16 x float> %676, ptr %680, align 4
  store <16 x float> %677, ptr %681, align 4
  %index.next1018 = add nuw i64 %index1013, 64
  %682 = icmp eq i64 %index.next1018, %n.vec1011
  br i1 %682, label %middle.block1019, label %vector.body1012, !llvm.loop !36

middle.block1019:                                 ; preds = %vector.body1012
  br i1 %cmp.n1020, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check1023

vec.epilog.iter.check1023:                        ; preds = %middle.block1019
  br i1 %min.epilog.iters.check1024, label %feature.body.us.preheader, label %vec.epilog.ph1025, !prof !39

vec.epilog.ph1025:                                ; preds = %vector.main.loop.iter.check1008, %vec.epilog.iter.check1023
  %vec.epilog.resume.val1021 = phi i64 [ %n.vec1011, %vec.epilog.iter.check1023 ], [ 0, %vector.main.loop.iter.check1008 ]
  br label %vec.epilog.vector.body1028

vec.epilog.vector.body1028:                       ; preds = %vec.epilog.vector.body1028, %vec.epilog.ph1025
  %index1029 = phi i64 [ %vec.epilog.resume.val1021, %vec.epilog.ph1025 ], [ %index.next1031, %vec.epilog.vector.body1028 ]
  %683 = getelementptr inbounds nuw float, ptr %669, i64 %index1029
  %wide.load1030 = load <8 x float>, ptr %683, align 4
  %684 = fmul <8 x float> %wide.load1030, %wide.load1030
  %685 = getelementptr inbounds nuw float, ptr %668, i64 %index1029
  store <8 x float> %684, ptr %685, align 4
  %index.next1031 = add nuw i64 %index1029, 8
  %686 = icmp eq i64 %index.next1031, %n.vec1027
  br i1 %686, label %vec.epilog.middle.block1032, label %vec.epilog.vector.body1028, !llvm.loop !40

vec.epilog.middle.block1032:                      ; preds = %vec.epilog.vector.body1028
  br i1 %cmp.n1033, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check1006, %vec.epilog.iter.check1023, %vec.epilog.middle.block1032
  %feature719.us.ph = phi i64 [ 0, %iter.check1006 ], [ %n.vec1011, %vec.epilog.iter.check1023 ], [ %n.vec1027, %vec.epilog.middle.block1032 ]
  br i1 %lcmp.mod1107.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader, %feature.body.us.prol
  %feature719.us.prol = phi i64 [ %691, %feature.body.us.prol ], [ %feature719.us.ph, %feature.body.us.preheader ]
  %prol.iter1108 = phi i64 [ %prol.iter1108.next, %feature.body.us.prol ], [ 0, %feature.body.us.preheader ]
  %687 = getelementptr inbounds nuw float, ptr %669, i64 %feature719.us.prol
  %688 = load float, ptr %687, align 4
  %689 = fmul float %688, %688
  %690 = getelementptr inbounds nuw float, ptr %668, i64 %feature719.us.prol
  store float %689, ptr %690, align 4
  %691 = add nuw nsw i64 %feature719.us.prol, 1
  %prol.iter1108.next = add i64 %prol.iter1108, 1
  %prol.iter1108.cmp.not = icmp eq i64 %prol.iter1108.next, %xtraiter1106
  br i1 %prol.iter1108.cmp.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol, !llvm.loop !41

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature719.us.unr = phi i64 [ %feature719.us.ph, %feature.body.us.preheader ], [ %691, %feature.body.us.prol ]
  %692 = sub nsw i64 %feature719.us.ph, %n_features
  %693 = icmp ugt i64 %692, -8
  br i1 %693, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature719.us = phi i64 [ %733, %feature.body.us ], [ %feature719.us.unr, %feature.body.us.prol.loopexit ]
  %694 = getelementptr inbounds nuw float, ptr %669, i64 %feature719.us
  %695 = load float, ptr %694, align 4
  %696 = fmul float %695, %695
  %697 = getelementptr inbounds nuw float, ptr %668, i64 %feature719.us
  store float %696, ptr %697, align 4
  %698 = add nuw nsw i64 %feature719.us, 1
  %699 = getelementptr inbounds nuw float, ptr %669, i64 %698
  %700 = load float, ptr %699, align 4
  %701 = fmul float %700, %700
  %702 = getelementptr inbounds nuw float, ptr %668, i64 %698
  store float %701, ptr %702, align 4
  %703 = add nuw nsw i64 %feature719.us, 2
  %704 = getelementptr inbounds nuw float, ptr %669, i64 %703
  %705 = load float, ptr %704, align 4
  %706 = fmul float %705, %705
  %707 = getelementptr inbounds nuw float, ptr %668, i64 %703
  store float %706, ptr %707, align 4
  %708 = add nuw nsw i64 %feature719.us, 3
  %709 = getelementptr inbounds nuw float, ptr %669, i64 %708
  %710 = load float, ptr %709, align 4
  %711 = fmul float %710, %710
  %712 = getelementptr inbounds nuw float, ptr %668, i64 %708
  store float %711, ptr %712, align 4
  %713 = add nuw nsw i64 %feature719.us, 4
  %714 = getelementptr inbounds nuw float, ptr %669, i64 %713
  %715 = load float, ptr %714, align 4
  %716 = fmul float %715, %715
  %717 = getelementptr inbounds nuw float, ptr %668, i64 %713
  store float %716, ptr %717, align 4
  %718 = add nuw nsw i64 %feature719.us, 5
  %719 = getelementptr inbounds nuw float, ptr %669, i64 %718
  %720 = load float, ptr %719, align 4
  %721 = fmul float %720, %720
  %722 = getelementptr inbounds nuw float, ptr %668, i64 %718
  store float %721, ptr %722, align 4
  %723 = add nuw nsw i64 %feature719.us, 6
  %724 = getelementptr inbounds nuw float, ptr %669, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = fmul float %725, %725
  %727 = getelementptr inbounds nuw float, ptr %668, i64 %723
  store float %726, ptr %727, align 4
  %728 = add nuw nsw i64 %feature719.us, 7
  %729 = getelementptr inbounds nuw float, ptr %669, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = fmul float %730, %730
  %732 = getelementptr inbounds nuw float, ptr %668, i64 %728
  store float %731, ptr %732, align 4
  %733 = add nuw nsw i64 %feature719.us, 8
  %exitcond820.not.7 = icmp eq i64 %733, %n_features
  br i1 %exitcond820.not.7, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !42

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block1032, %middle.block1019
  %734 = add nuw nsw i64 %lockstep_row720.us, 1
  %exitcond825.not = icmp eq i64 %734, %umax828
  br i1 %exitcond825.not, label %lockstep_sums.body.preheader, label %iter.check1006

lockstep_sums.body.preheader:                     ; preds = %feature.header.feature.exit_crit_edge.us
  %735 = icmp ugt i64 %rows_left570, 1
  %736 = select i1 %735, i64 1, i64 %last_slot
  %737 = mul nsw i64 %736, %n_features
  %738 = getelementptr inbounds float, ptr %scratch, i64 %737
  %739 = icmp ugt i64 %rows_left570, 2
  %740 = select i1 %739, i64 2, i64 %last_slot
  %741 = mul nsw i64 %740, %n_features
  %742 = getelementptr inbounds float, ptr %scratch, i64 %741
  %743 = icmp ugt i64 %rows_left570, 3
  %744 = select i1 %743, i64 3, i64 %last_slot
  %745 = mul nsw i64 %744, %n_features
  %746 = getelementptr inbounds float, ptr %scratch, i64 %745
  br i1 %26, label %lockstep_sums.body.epil.preheader, label %lockstep_sums.body

lockstep_sums_tail.header.preheader.unr-lcssa:    ; preds = %lockstep_sums.body
  br i1 %lcmp.mod1111.not, label %lockstep_sums_tail.header.preheader, label %lockstep_sums.body.epil.preheader

lockstep_sums.body.epil.preheader:                ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_sums.body.preheader
  %lockstep_sums581722.epil.init = phi i64 [ 0, %lockstep_sums.body.preheader ], [ %772, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  %lockstep_sums.0721.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body.preheader ], [ %771, %lockstep_sums_tail.header.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod1113)
  %747 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums581722.epil.init
  %block582.epil = load <4 x float>, ptr %747, align 4
  %748 = getelementptr inbounds nuw float, ptr %738, i64 %lockstep_sums581722.epil.init
  %block583.epil = load <4 x float>, ptr %748, align 4
  %749 = getelementptr inbounds nuw float, ptr %742, i64 %lockstep_sums581722.epil.init
  %block584.epil = load <4 x float>, ptr %749, align 4
  %750 = getelementptr inbounds nuw float, ptr %746, i64 %lockstep_sums581722.epil.init
  %block585.epil = load <4 x float>, ptr %750, align 4
  %transpose.epil = shufflevector <4 x float> %block582.epil, <4 x float> %block584.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose586.epil = shufflevector <4 x float> %block582.epil, <4 x float> %block584.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose587.epil = shufflevector <4 x float> %block583.epil, <4 x float> %block585.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose588.epil = shufflevector <4 x float> %block583.epil, <4 x float> %block585.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose589.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose587.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose590.epil = shufflevector <4 x float> %transpose.epil, <4 x float> %transpose587.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose591.epil = shufflevector <4 x float> %transpose586.epil, <4 x float> %transpose588.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose592.epil = shufflevector <4 x float> %transpose586.epil, <4 x float> %transpose588.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %751 = fadd <4 x float> %lockstep_sums.0721.epil.init, %transpose589.epil
  %752 = fadd <4 x float> %transpose590.epil, %751
  %753 = fadd <4 x float> %transpose591.epil, %752
  %754 = fadd <4 x float> %transpose592.epil, %753
  br label %lockstep_sums_tail.header.preheader

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums_tail.header.preheader.unr-lcssa, %lockstep_sums.body.epil.preheader
  %.lcssa = phi <4 x float> [ %771, %lockstep_sums_tail.header.preheader.unr-lcssa ], [ %754, %lockstep_sums.body.epil.preheader ]
  br i1 %.not770, label %lockstep_row.body598.us.preheader, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_sums.body.preheader, %lockstep_sums.body
  %lockstep_sums581722 = phi i64 [ %772, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %lockstep_sums.0721 = phi <4 x float> [ %771, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %niter1115 = phi i64 [ %niter1115.next.1, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %755 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums581722
  %block582 = load <4 x float>, ptr %755, align 4
  %756 = getelementptr inbounds nuw float, ptr %738, i64 %lockstep_sums581722
  %block583 = load <4 x float>, ptr %756, align 4
  %757 = getelementptr inbounds nuw float, ptr %742, i64 %lockstep_sums581722
  %block584 = load <4 x float>, ptr %757, align 4
  %758 = getelementptr inbounds nuw float, ptr %746, i64 %lockstep_sums581722
  %block585 = load <4 x float>, ptr %758, align 4
  %transpose = shufflevector <4 x float> %block582, <4 x float> %block584, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose586 = shufflevector <4 x float> %block582, <4 x float> %block584, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose587 = shufflevector <4 x float> %block583, <4 x float> %block585, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose588 = shufflevector <4 x float> %block583, <4 x float> %block585, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose589 = shufflevector <4 x float> %transpose, <4 x float> %transpose587, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose590 = shufflevector <4 x float> %transpose, <4 x float> %transpose587, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose591 = shufflevector <4 x float> %transpose586, <4 x float> %transpose588, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose592 = shufflevector <4 x float> %transpose586, <4 x float> %transpose588, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %759 = fadd <4 x float> %lockstep_sums.0721, %transpose589
  %760 = fadd <4 x float> %transpose590, %759
  %761 = fadd <4 x float> %transpose591, %760
  %762 = fadd <4 x float> %transpose592, %761
  %763 = or disjoint i64 %lockstep_sums581722, 4
  %764 = getelementptr inbounds nuw float, ptr %scratch, i64 %763
  %block582.1 = load <4 x float>, ptr %764, align 4
  %765 = getelementptr inbounds nuw float, ptr %738, i64 %763
  %block583.1 = load <4 x float>, ptr %765, align 4
  %766 = getelementptr inbounds nuw float, ptr %742, i64 %763
  %block584.1 = load <4 x float>, ptr %766, align 4
  %767 = getelementptr inbounds nuw float, ptr %746, i64 %763
  %block585.1 = load <4 x float>, ptr %767, align 4
  %transpose.1 = shufflevector <4 x float> %block582.1, <4 x float> %block584.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose586.1 = shufflevector <4 x float> %block582.1, <4 x float> %block584.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose587.1 = shufflevector <4 x float> %block583.1, <4 x float> %block585.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose588.1 = shufflevector <4 x float> %block583.1, <4 x float> %block585.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose589.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose587.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose590.1 = shufflevector <4 x float> %transpose.1, <4 x float> %transpose587.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose591.1 = shufflevector <4 x float> %transpose586.1, <4 x float> %transpose588.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose592.1 = shufflevector <4 x float> %transpose586.1, <4 x float> %transpose588.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %768 = fadd <4 x float> %762, %transpose589.1
  %769 = fadd <4 x float> %transpose590.1, %768
  %770 = fadd <4 x float> %transpose591.1, %769
  %771 = fadd <4 x float> %transpose592.1, %770
  %772 = add nuw nsw i64 %lockstep_sums581722, 8
  %niter1115.next.1 = add nuw nsw i64 %niter1115, 2
  %niter1115.ncmp.1.not = icmp eq i64 %niter1115.next.1, %unroll_iter1114
  br i1 %niter1115.ncmp.1.not, label %lockstep_sums_tail.header.preheader.unr-lcssa, label %lockstep_sums.body, !llvm.loop !43

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail725 = phi i64 [ %786, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.1724 = phi <4 x float> [ %785, %lockstep_sums_tail.body ], [ %.lcssa, %lockstep_sums_tail.header.preheader ]
  %773 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail725
  %774 = load float, ptr %773, align 4
  %775 = insertelement <4 x float> poison, float %774, i64 0
  %776 = getelementptr inbounds nuw float, ptr %738, i64 %lockstep_sums_tail725
  %777 = load float, ptr %776, align 4
  %778 = insertelement <4 x float> %775, float %777, i64 1
  %779 = getelementptr inbounds nuw float, ptr %742, i64 %lockstep_sums_tail725
  %780 = load float, ptr %779, align 4
  %781 = insertelement <4 x float> %778, float %780, i64 2
  %782 = getelementptr inbounds nuw float, ptr %746, i64 %lockstep_sums_tail725
  %783 = load float, ptr %782, align 4
  %784 = insertelement <4 x float> %781, float %783, i64 3
  %785 = fadd <4 x float> %lockstep_sums.1724, %784
  %786 = add nuw nsw i64 %lockstep_sums_tail725, 1
  %787 = icmp ult i64 %786, %n_features
  br i1 %787, label %lockstep_sums_tail.body, label %lockstep_row.body598.us.preheader, !llvm.loop !44

lockstep_row.body598.us.preheader:                ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums.1.lcssa = phi <4 x float> [ %.lcssa, %lockstep_sums_tail.header.preheader ], [ %785, %lockstep_sums_tail.body ]
  store <4 x float> %lockstep_sums.1.lcssa, ptr %lockstep_uniforms, align 16
  br label %iter.check968

iter.check968:                                    ; preds = %lockstep_row.body598.us.preheader, %feature.header603.feature.exit605_crit_edge.us
  %lockstep_row600728.us = phi i64 [ %857, %feature.header603.feature.exit605_crit_edge.us ], [ 0, %lockstep_row.body598.us.preheader ]
  %row601.us = add i64 %lockstep_row600728.us, %lockstep_block729
  %788 = getelementptr inbounds nuw float, ptr %lockstep_uniforms, i64 %lockstep_row600728.us
  %row_offset602.us = mul i64 %row601.us, %n_features
  %789 = getelementptr inbounds float, ptr %out_0, i64 %row_offset602.us
  %790 = getelementptr inbounds float, ptr %input_0, i64 %row_offset602.us
  %791 = load float, ptr %788, align 4
  %792 = tail call float @llvm.sqrt.f32(float %791)
  br i1 %diff.check966, label %feature.body604.us.preheader, label %vector.main.loop.iter.check970

vector.main.loop.iter.check970:                   ; preds = %iter.check968
  br i1 %min.iters.check969, label %vec.epilog.ph989, label %vector.ph971

vector.ph971:                                     ; preds = %vector.main.loop.iter.check970
  %broadcast.splatinsert974 = insertelement <16 x float> poison, float %792, i64 0
  %broadcast.splat975 = shufflevector <16 x float> %broadcast.splatinsert974, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body976

vector.body976:                                   ; preds = %vector.body976, %vector.ph971
  %index977 = phi i64 [ 0, %vector.ph971 ], [ %index.next982, %vector.body976 ]
  %793 = getelementptr inbounds nuw float, ptr %790, i64 %index977
  %794 = getelementptr inbounds nuw i8, ptr %793, i64 64
  %795 = getelementptr inbounds nuw i8, ptr %793, i64 128
  %796 = getelementptr inbounds nuw i8, ptr %793, i64 192
  %wide.load978 = load <16 x float>, ptr %793, align 4
  %wide.load979 = load <16 x float>, ptr %794, align 4
  %wide.load980 = load <16 x float>, ptr %795, align 4
  %wide.load981 = load <16 x float>, ptr %796, align 4
  %797 = fdiv <16 x float> %wide.load978, %broadcast.splat975
  %798 = fdiv <16 x float> %wide.load979, %broadcast.splat975
  %799 = fdiv <16 x float> %wide.load980, %broadcast.splat975
  %800 = fdiv <16 x float> %wide.load981, %broadcast.splat975
  %801 = getelementptr inbounds nuw float, ptr %789, i64 %index977
  %802 = getelementptr inbounds nuw i8, ptr %801, i64 64
  %803 = getelementptr inbounds nuw i8, ptr %801, i64 128
  %804 = getelementptr inbounds nuw i8, ptr %801, i64 192
  store <16 x float> %797, ptr %801, align 4
  store <16 x float> %798, ptr %802, align 4
  store <16 x float> %799, ptr %803, align 4
  store <16 x float> %800, ptr %804, align 4
  %index.next982 = add nuw i64 %index977, 64
  %805 = icmp eq i64 %index.next982, %n.vec973
  br i1 %805, label %middle.block983, label %vector.body976, !llvm.loop !45

middle.block983:                                  ; preds = %vector.body976
  br i1 %cmp.n984, label %feature.header603.feature.exit605_crit_edge.us, label %vec.epilog.iter.check987

vec.epilog.iter.check987:                         ; preds = %middle.block983
  br i1 %min.epilog.iters.check988, label %feature.body604.us.preheader, label %vec.epilog.ph989, !prof !39

vec.epilog.ph989:                                 ; preds = %vector.main.loop.iter.check970, %vec.epilog.iter.check987
  %vec.epilog.resume.val985 = phi i64 [ %n.vec973, %vec.epilog.iter.check987 ], [ 0, %vector.main.loop.iter.check970 ]
  %broadcast.splatinsert992 = insertelement <8 x float> poison, float %792, i64 0
  %broadcast.splat993 = shufflevector <8 x float> %broadcast.splatinsert992, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body994

vec.epilog.vector.body994:                        ; preds = %vec.epilog.vector.body994, %vec.epilog.ph989
  %index995 = phi i64 [ %vec.epilog.resume.val985, %vec.epilog.ph989 ], [ %index.next997, %vec.epilog.vector.body994 ]
  %806 = getelementptr inbounds nuw float, ptr %790, i64 %index995
  %wide.load996 = load <8 x float>, ptr %806, align 4
  %807 = fdiv <8 x float> %wide.load996, %broadcast.splat993
  %808 = getelementptr inbounds nuw float, ptr %789, i64 %index995
  store <8 x float> %807, ptr %808, align 4
  %index.next997 = add nuw i64 %index995, 8
  %809 = icmp eq i64 %index.next997, %n.vec991
  br i1 %809, label %vec.epilog.middle.block998, label %vec.epilog.vector.body994, !llvm.loop !46

vec.epilog.middle.block998:                       ; preds = %vec.epilog.vector.body994
  br i1 %cmp.n999, label %feature.header603.feature.exit605_crit_edge.us, label %feature.body604.us.preheader

feature.body604.us.preheader:                     ; preds = %iter.check968, %vec.epilog.iter.check987, %vec.epilog.middle.block998
  %feature606727.us.ph = phi i64 [ 0, %iter.check968 ], [ %n.vec973, %vec.epilog.iter.check987 ], [ %n.vec991, %vec.epilog.middle.block998 ]
  br i1 %lcmp.mod1117.not, label %feature.body604.us.prol.loopexit, label %feature.body604.us.prol

feature.body604.us.prol:                          ; preds = %feature.body604.us.preheader, %feature.body604.us.prol
  %feature606727.us.prol = phi i64 [ %814, %feature.body604.us.prol ], [ %feature606727.us.ph, %feature.body604.us.preheader ]
  %prol.iter1118 = phi i64 [ %prol.iter1118.next, %feature.body604.us.prol ], [ 0, %feature.body604.us.preheader ]
  %810 = getelementptr inbounds nuw float, ptr %790, i64 %feature606727.us.prol
  %811 = load float, ptr %810, align 4
  %812 = fdiv float %811, %792
  %813 = getelementptr inbounds nuw float, ptr %789, i64 %feature606727.us.prol
  store float %812, ptr %813, align 4
  %814 = add nuw nsw i64 %feature606727.us.prol, 1
  %prol.iter1118.next = add i64 %prol.iter1118, 1
  %prol.iter1118.cmp.not = icmp eq i64 %prol.iter1118.next, %xtraiter1116
  br i1 %prol.iter1118.cmp.not, label %feature.body604.us.prol.loopexit, label %feature.body604.us.prol, !llvm.loop !47

feature.body604.us.prol.loopexit:                 ; preds = %feature.body604.us.prol, %feature.body604.us.preheader
  %feature606727.us.unr = phi i64 [ %feature606727.us.ph, %feature.body604.us.preheader ], [ %814, %feature.body604.us.prol ]
  %815 = sub nsw i64 %feature606727.us.ph, %n_features
  %816 = icmp ugt i64 %815, -8
  br i1 %816, label %feature.header603.feature.exit605_crit_edge.us, label %feature.body604.us

feature.body604.us:                               ; preds = %feature.body604.us.prol.loopexit, %feature.body604.us
  %feature606727.us = phi i64 [ %856, %feature.body604.us ], [ %feature606727.us.unr, %feature.body604.us.prol.loopexit ]
  %817 = getelementptr inbounds nuw float, ptr %790, i64 %feature606727.us
  %818 = load float, ptr %817, align 4
  %819 = fdiv float %818, %792
  %820 = getelementptr inbounds nuw float, ptr %789, i64 %feature606727.us
  store float %819, ptr %820, align 4
  %821 = add nuw nsw i64 %feature606727.us, 1
  %822 = getelementptr inbounds nuw float, ptr %790, i64 %821
  %823 = load float, ptr %822, align 4
  %824 = fdiv float %823, %792
  %825 = getelementptr inbounds nuw float, ptr %789, i64 %821
  store float %824, ptr %825, align 4
  %826 = add nuw nsw i64 %feature606727.us, 2
  %827 = getelementptr inbounds nuw float, ptr %790, i64 %826
  %828 = load float, ptr %827, align 4
  %829 = fdiv float %828, %792
  %830 = getelementptr inbounds nuw float, ptr %789, i64 %826
  store float %829, ptr %830, align 4
  %831 = add nuw nsw i64 %feature606727.us, 3
  %832 = getelementptr inbounds nuw float, ptr %790, i64 %831
  %833 = load float, ptr %832, align 4
  %834 = fdiv float %833, %792
  %835 = getelementptr inbounds nuw float, ptr %789, i64 %831
  store float %834, ptr %835, align 4
  %836 = add nuw nsw i64 %feature606727.us, 4
  %837 = getelementptr inbounds nuw float, ptr %790, i64 %836
  %838 = load float, ptr %837, align 4
  %839 = fdiv float %838, %792
  %840 = getelementptr inbounds nuw float, ptr %789, i64 %836
  store float %839, ptr %840, align 4
  %841 = add nuw nsw i64 %feature606727.us, 5
  %842 = getelementptr inbounds nuw float, ptr %790, i64 %841
  %843 = load float, ptr %842, align 4
  %844 = fdiv float %843, %792
  %845 = getelementptr inbounds nuw float, ptr %789, i64 %841
  store float %844, ptr %845, align 4
  %846 = add nuw nsw i64 %feature606727.us, 6
  %847 = getelementptr inbounds nuw float, ptr %790, i64 %846
  %848 = load float, ptr %847, align 4
  %849 = fdiv float %848, %792
  %850 = getelementptr inbounds nuw float, ptr %789, i64 %846
  store float %849, ptr %850, align 4
  %851 = add nuw nsw i64 %feature606727.us, 7
  %852 = getelementptr inbounds nuw float, ptr %790, i64 %851
  %853 = load float, ptr %852, align 4
  %854 = fdiv float %853, %792
  %855 = getelementptr inbounds nuw float, ptr %789, i64 %851
  store float %854, ptr %855, align 4
  %856 = add nuw nsw i64 %feature606727.us, 8
  %exitcond826.not.7 = icmp eq i64 %856, %n_features
  br i1 %exitcond826.not.7, label %feature.header603.feature.exit605_crit_edge.us, label %feature.body604.us, !llvm.loop !48

feature.header603.feature.exit605_crit_edge.us:   ; preds = %feature.body604.us.prol.loopexit, %feature.body604.us, %vec.epilog.middle.block998, %middle.block983
  %857 = add nuw nsw i64 %lockstep_row600728.us, 1
  %exitcond829.not = icmp eq i64 %857, %umax828
  br i1 %exitcond829.not, label %lockstep_row.exit599, label %iter.check968

lockstep_row.exit599:                             ; preds = %feature.header603.feature.exit605_crit_edge.us
  %858 = add i64 %lockstep_block729, 4
  %859 = icmp ult i64 %858, %row_end
  %indvars.iv.next822 = add i64 %indvars.iv821, -4
  %indvar.next1003 = add i64 %indvar1002, 1
  br i1 %859, label %lockstep_row.body.us.preheader, label %across.done

row.body:                                         ; preds = %row.body.preheader, %feature.exit615
  %indvar = phi i64 [ 0, %row.body.preheader ], [ %indvar.next, %feature.exit615 ]
  %row607718 = phi i64 [ %row_begin, %row.body.preheader ], [ %1051, %feature.exit615 ]
  %860 = mul i64 %15, %indvar
  %row_offset608 = mul i64 %row607718, %n_features
  %861 = getelementptr inbounds float, ptr %input_0, i64 %row_offset608
  %862 = add i64 %860, %scratch930
  br label %fold_chunk.body

fold_chunk.header.loopexit.loopexit.unr-lcssa:    ; preds = %fold_sums.body
  %lcmp.mod1100.not = icmp eq i64 %xtraiter1099, 0
  br i1 %lcmp.mod1100.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.preheader
  %fold_sums714.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %1010, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value.1713.epil.init = phi float [ %fold_value.0715, %fold_sums.body.preheader ], [ %1009, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod1102 = icmp ne i64 %xtraiter1099, 0
  tail call void @llvm.assume(i1 %lcmp.mod1102)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums714.epil = phi i64 [ %866, %fold_sums.body.epil ], [ %fold_sums714.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value.1713.epil = phi float [ %865, %fold_sums.body.epil ], [ %fold_value.1713.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %863 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums714.epil
  %864 = load float, ptr %863, align 4
  %865 = fadd float %fold_value.1713.epil, %864
  %866 = add nuw i64 %fold_sums714.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1099
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil, !llvm.loop !49

fold_chunk.header.loopexit:                       ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.epil, %feature.exit611
  %fold_value.1.lcssa = phi float [ %fold_value.0715, %feature.exit611 ], [ %1009, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %865, %fold_sums.body.epil ]
  %867 = icmp ult i64 %896, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next816 = add i64 %indvars.iv815, -1024
  %indvar.next932 = add i64 %indvar931, 1
  br i1 %867, label %fold_chunk.body, label %iter.check

iter.check:                                       ; preds = %fold_chunk.header.loopexit
  %868 = getelementptr inbounds float, ptr %out_0, i64 %row_offset608
  %869 = tail call float @llvm.sqrt.f32(float %fold_value.1.lcssa)
  br i1 %diff.check, label %feature.body614.preheader, label %vector.ph

vector.ph:                                        ; preds = %iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %869, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %870 = getelementptr inbounds float, ptr %861, i64 %index
  %871 = getelementptr inbounds nuw i8, ptr %870, i64 64
  %872 = getelementptr inbounds nuw i8, ptr %870, i64 128
  %873 = getelementptr inbounds nuw i8, ptr %870, i64 192
  %wide.load = load <16 x float>, ptr %870, align 4
  %wide.load918 = load <16 x float>, ptr %871, align 4
  %wide.load919 = load <16 x float>, ptr %872, align 4
  %wide.load920 = load <16 x float>, ptr %873, align 4
  %874 = fdiv <16 x float> %wide.load, %broadcast.splat
  %875 = fdiv <16 x float> %wide.load918, %broadcast.splat
  %876 = fdiv <16 x float> %wide.load919, %broadcast.splat
  %877 = fdiv <16 x float> %wide.load920, %broadcast.splat
  %878 = getelementptr inbounds float, ptr %868, i64 %index
  %879 = getelementptr inbounds nuw i8, ptr %878, i64 64
  %880 = getelementptr inbounds nuw i8, ptr %878, i64 128
  %881 = getelementptr inbounds nuw i8, ptr %878, i64 192
  store <16 x float> %874, ptr %878, align 4
  store <16 x float> %875, ptr %879, align 4
  store <16 x float> %876, ptr %880, align 4
  store <16 x float> %877, ptr %881, align 4
  %index.next = add nuw i64 %index, 64
  %882 = icmp eq i64 %index.next, %n.vec
  br i1 %882, label %middle.block, label %vector.body, !llvm.loop !50

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit615, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body614.preheader, label %vec.epilog.ph, !prof !39

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert923 = insertelement <8 x float> poison, float %869, i64 0
  %broadcast.splat924 = shufflevector <8 x float> %broadcast.splatinsert923, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index925 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next927, %vec.epilog.vector.body ]
  %883 = getelementptr inbounds float, ptr %861, i64 %index925
  %wide.load926 = load <8 x float>, ptr %883, align 4
  %884 = fdiv <8 x float> %wide.load926, %broadcast.splat924
  %885 = getelementptr inbounds float, ptr %868, i64 %index925
  store <8 x float> %884, ptr %885, align 4
  %index.next927 = add nuw i64 %index925, 8
  %886 = icmp eq i64 %index.next927, %n.vec922
  br i1 %886, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !51

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n928, label %feature.exit615, label %feature.body614.preheader

feature.body614.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature616717.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec922, %vec.epilog.middle.block ]
  br i1 %lcmp.mod1104.not, label %feature.body614.prol.loopexit, label %feature.body614.prol

feature.body614.prol:                             ; preds = %feature.body614.preheader, %feature.body614.prol
  %feature616717.prol = phi i64 [ %891, %feature.body614.prol ], [ %feature616717.ph, %feature.body614.preheader ]
  %prol.iter1105 = phi i64 [ %prol.iter1105.next, %feature.body614.prol ], [ 0, %feature.body614.preheader ]
  %887 = getelementptr inbounds float, ptr %861, i64 %feature616717.prol
  %888 = load float, ptr %887, align 4
  %889 = fdiv float %888, %869
  %890 = getelementptr inbounds float, ptr %868, i64 %feature616717.prol
  store float %889, ptr %890, align 4
  %891 = add nuw i64 %feature616717.prol, 1
  %prol.iter1105.next = add i64 %prol.iter1105, 1
  %prol.iter1105.cmp.not = icmp eq i64 %prol.iter1105.next, %xtraiter1103
  br i1 %prol.iter1105.cmp.not, label %feature.body614.prol.loopexit, label %feature.body614.prol, !llvm.loop !52

feature.body614.prol.loopexit:                    ; preds = %feature.body614.prol, %feature.body614.preheader
  %feature616717.unr = phi i64 [ %feature616717.ph, %feature.body614.preheader ], [ %891, %feature.body614.prol ]
  %892 = sub i64 %feature616717.ph, %n_features
  %893 = icmp ugt i64 %892, -8
  br i1 %893, label %feature.exit615, label %feature.body614

fold_chunk.body:                                  ; preds = %row.body, %fold_chunk.header.loopexit
  %indvar931 = phi i64 [ 0, %row.body ], [ %indvar.next932, %fold_chunk.header.loopexit ]
  %indvars.iv815 = phi i64 [ 0, %row.body ], [ %indvars.iv.next816, %fold_chunk.header.loopexit ]
  %indvars.iv = phi i64 [ 1024, %row.body ], [ %indvars.iv.next, %fold_chunk.header.loopexit ]
  %fold_chunk716 = phi i64 [ 0, %row.body ], [ %896, %fold_chunk.header.loopexit ]
  %fold_value.0715 = phi float [ 0.000000e+00, %row.body ], [ %fold_value.1.lcssa, %fold_chunk.header.loopexit ]
  %umin1097 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %894 = add i64 %umin1097, %indvars.iv815
  %umax1098 = tail call i64 @llvm.umax.i64(i64 %894, i64 1)
  %umin1096 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %895 = add i64 %umin, %indvars.iv815
  %umin814 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %896 = add i64 %fold_chunk716, 1024
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %896, i64 %n_features)
  %897 = icmp ult i64 %fold_chunk716, %chunk_end
  br i1 %897, label %iter.check936, label %feature.exit611

iter.check936:                                    ; preds = %fold_chunk.body
  %898 = shl i64 %indvar931, 12
  %899 = add i64 %14, %898
  %900 = sub i64 %862, %899
  %min.iters.check934 = icmp ult i64 %895, 8
  %diff.check933 = icmp ult i64 %900, 256
  %or.cond = select i1 %min.iters.check934, i1 true, i1 %diff.check933
  br i1 %or.cond, label %feature.body610.preheader, label %vector.main.loop.iter.check938

vector.main.loop.iter.check938:                   ; preds = %iter.check936
  %min.iters.check937 = icmp ult i64 %895, 64
  br i1 %min.iters.check937, label %vec.epilog.ph955, label %vector.ph939

vector.ph939:                                     ; preds = %vector.main.loop.iter.check938
  %n.mod.vf940 = and i64 %umin, 63
  %n.vec941 = sub nuw i64 %895, %n.mod.vf940
  %901 = getelementptr float, ptr %861, i64 %fold_chunk716
  br label %vector.body942

vector.body942:                                   ; preds = %vector.body942, %vector.ph939
  %index943 = phi i64 [ 0, %vector.ph939 ], [ %index.next948, %vector.body942 ]
  %902 = getelementptr float, ptr %901, i64 %index943
  %903 = getelementptr inbounds nuw i8, ptr %902, i64 64
  %904 = getelementptr inbounds nuw i8, ptr %902, i64 128
  %905 = getelementptr inbounds nuw i8, ptr %902, i64 192
  %wide.load944 = load <16 x float>, ptr %902, align 4
  %wide.load945 = load <16 x float>, ptr %903, align 4
  %wide.load946 = load <16 x float>, ptr %904, align 4
  %wide.load947 = load <16 x float>, ptr %905, align 4
  %906 = fmul <16 x float> %wide.load944, %wide.load944
  %907 = fmul <16 x float> %wide.load945, %wide.load945
  %908 = fmul <16 x float> %wide.load946, %wide.load946
  %909 = fmul <16 x float> %wide.load947, %wide.load947
  %910 = getelementptr inbounds float, ptr %scratch, i64 %index943
  %911 = getelementptr inbounds nuw i8, ptr %910, i64 64
  %912 = getelementptr inbounds nuw i8, ptr %910, i64 128
  %913 = getelementptr inbounds nuw i8, ptr %910, i64 192
  store <16 x float> %906, ptr %910, align 4
  store <16 x float> %907, ptr %911, align 4
  store <16 x float> %908, ptr %912, align 4
  store <16 x float> %909, ptr %913, align 4
  %index.next948 = add nuw i64 %index943, 64
  %914 = icmp eq i64 %index.next948, %n.vec941
  br i1 %914, label %middle.block949, label %vector.body942, !llvm.loop !53

middle.block949:                                  ; preds = %vector.body942
  %cmp.n950 = icmp eq i64 %n.mod.vf940, 0
  br i1 %cmp.n950, label %feature.exit611, label %vec.epilog.iter.check953

vec.epilog.iter.check953:                         ; preds = %middle.block949
  %ind.end = add i64 %fold_chunk716, %n.vec941
  %min.epilog.iters.check954 = icmp samesign ult i64 %n.mod.vf940, 8
  br i1 %min.epilog.iters.check954, label %feature.body610.preheader, label %vec.epilog.ph955, !prof !39

vec.epilog.ph955:                                 ; preds = %vector.main.loop.iter.check938, %vec.epilog.iter.check953
  %vec.epilog.resume.val951 = phi i64 [ %n.vec941, %vec.epilog.iter.check953 ], [ 0, %vector.main.loop.iter.check938 ]
  %n.mod.vf956 = and i64 %umin, 7
  %n.vec957 = sub i64 %895, %n.mod.vf956
  %915 = add i64 %fold_chunk716, %n.vec957
  %916 = getelementptr float, ptr %861, i64 %fold_chunk716
  br label %vec.epilog.vector.body958

vec.epilog.vector.body958:                        ; preds = %vec.epilog.vector.body958, %vec.epilog.ph955
  %index959 = phi i64 [ %vec.epilog.resume.val951, %vec.epilog.ph955 ], [ %index.next961, %vec.epilog.vector.body958 ]
  %917 = getelementptr float, ptr %916, i64 %index959
  %wide.load960 = load <8 x float>, ptr %917, align 4
  %918 = fmul <8 x float> %wide.load960, %wide.load960
  %919 = getelementptr inbounds float, ptr %scratch, i64 %index959
  store <8 x float> %918, ptr %919, align 4
  %index.next961 = add nuw i64 %index959, 8
  %920 = icmp eq i64 %index.next961, %n.vec957
  br i1 %920, label %vec.epilog.middle.block962, label %vec.epilog.vector.body958, !llvm.loop !54

vec.epilog.middle.block962:                       ; preds = %vec.epilog.vector.body958
  %cmp.n963 = icmp eq i64 %n.mod.vf956, 0
  br i1 %cmp.n963, label %feature.exit611, label %feature.body610.preheader

feature.body610.preheader:                        ; preds = %iter.check936, %vec.epilog.iter.check953, %vec.epilog.middle.block962
  %feature612712.ph = phi i64 [ %fold_chunk716, %iter.check936 ], [ %ind.end, %vec.epilog.iter.check953 ], [ %915, %vec.epilog.middle.block962 ]
  %921 = sub i64 %umin1096, %feature612712.ph
  %xtraiter = and i64 %921, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body610.prol.loopexit, label %feature.body610.prol

feature.body610.prol:                             ; preds = %feature.body610.preheader, %feature.body610.prol
  %feature612712.prol = phi i64 [ %927, %feature.body610.prol ], [ %feature612712.ph, %feature.body610.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body610.prol ], [ 0, %feature.body610.preheader ]
  %922 = getelementptr inbounds float, ptr %861, i64 %feature612712.prol
  %923 = load float, ptr %922, align 4
  %924 = fmul float %923, %923
  %925 = sub nuw i64 %feature612712.prol, %fold_chunk716
  %926 = getelementptr inbounds float, ptr %scratch, i64 %925
  store float %924, ptr %926, align 4
  %927 = add nuw i64 %feature612712.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %feature.body610.prol.loopexit, label %feature.body610.prol, !llvm.loop !55

feature.body610.prol.loopexit:                    ; preds = %feature.body610.prol, %feature.body610.preheader
  %feature612712.unr = phi i64 [ %feature612712.ph, %feature.body610.preheader ], [ %927, %feature.body610.prol ]
  %928 = sub i64 %feature612712.ph, %umin1096
  %929 = icmp ugt i64 %928, -8
  br i1 %929, label %feature.exit611, label %feature.body610

feature.body610:                                  ; preds = %feature.body610.prol.loopexit, %feature.body610
  %feature612712 = phi i64 [ %977, %feature.body610 ], [ %feature612712.unr, %feature.body610.prol.loopexit ]
  %930 = getelementptr inbounds float, ptr %861, i64 %feature612712
  %931 = load float, ptr %930, align 4
  %932 = fmul float %931, %931
  %933 = sub nuw i64 %feature612712, %fold_chunk716
  %934 = getelementptr inbounds float, ptr %scratch, i64 %933
  store float %932, ptr %934, align 4
  %935 = add nuw i64 %feature612712, 1
  %936 = getelementptr inbounds float, ptr %861, i64 %935
  %937 = load float, ptr %936, align 4
  %938 = fmul float %937, %937
  %939 = sub nuw i64 %935, %fold_chunk716
  %940 = getelementptr inbounds float, ptr %scratch, i64 %939
  store float %938, ptr %940, align 4
  %941 = add nuw i64 %feature612712, 2
  %942 = getelementptr inbounds float, ptr %861, i64 %941
  %943 = load float, ptr %942, align 4
  %944 = fmul float %943, %943
  %945 = sub nuw i64 %941, %fold_chunk716
  %946 = getelementptr inbounds float, ptr %scratch, i64 %945
  store float %944, ptr %946, align 4
  %947 = add nuw i64 %feature612712, 3
  %948 = getelementptr inbounds float, ptr %861, i64 %947
  %949 = load float, ptr %948, align 4
  %950 = fmul float %949, %949
  %951 = sub nuw i64 %947, %fold_chunk716
  %952 = getelementptr inbounds float, ptr %scratch, i64 %951
  store float %950, ptr %952, align 4
  %953 = add nuw i64 %feature612712, 4
  %954 = getelementptr inbounds float, ptr %861, i64 %953
  %955 = load float, ptr %954, align 4
  %956 = fmul float %955, %955
  %957 = sub nuw i64 %953, %fold_chunk716
  %958 = getelementptr inbounds float, ptr %scratch, i64 %957
  store float %956, ptr %958, align 4
  %959 = add nuw i64 %feature612712, 5
  %960 = getelementptr inbounds float, ptr %861, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = fmul float %961, %961
  %963 = sub nuw i64 %959, %fold_chunk716
  %964 = getelementptr inbounds float, ptr %scratch, i64 %963
  store float %962, ptr %964, align 4
  %965 = add nuw i64 %feature612712, 6
  %966 = getelementptr inbounds float, ptr %861, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = fmul float %967, %967
  %969 = sub nuw i64 %965, %fold_chunk716
  %970 = getelementptr inbounds float, ptr %scratch, i64 %969
  store float %968, ptr %970, align 4
  %971 = add nuw i64 %feature612712, 7
  %972 = getelementptr inbounds float, ptr %861, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = fmul float %973, %973
  %975 = sub nuw i64 %971, %fold_chunk716
  %976 = getelementptr inbounds float, ptr %scratch, i64 %975
  store float %974, ptr %976, align 4
  %977 = add nuw i64 %feature612712, 8
  %exitcond.not.7 = icmp eq i64 %977, %umin814
  br i1 %exitcond.not.7, label %feature.exit611, label %feature.body610, !llvm.loop !56

feature.exit611:                                  ; preds = %feature.body610.prol.loopexit, %feature.body610, %middle.block949, %vec.epilog.middle.block962, %fold_chunk.body
  %.not = icmp eq i64 %chunk_end, %fold_chunk716
  br i1 %.not, label %fold_chunk.header.loopexit, label %fold_sums.body.preheader

fold_sums.body.preheader:                         ; preds = %feature.exit611
  %xtraiter1099 = and i64 %umax1098, 7
  %978 = icmp ult i64 %894, 8
  br i1 %978, label %fold_sums.body.epil.preheader, label %fold_sums.body.preheader.new

fold_sums.body.preheader.new:                     ; preds = %fold_sums.body.preheader
  %unroll_iter = and i64 %umax1098, -8
  br label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body, %fold_sums.body.preheader.new
  %fold_sums714 = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %1010, %fold_sums.body ]
  %fold_value.1713 = phi float [ %fold_value.0715, %fold_sums.body.preheader.new ], [ %1009, %fold_sums.body ]
  %niter = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %niter.next.7, %fold_sums.body ]
  %979 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums714
  %980 = load float, ptr %979, align 4
  %981 = fadd float %fold_value.1713, %980
  %982 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %983 = getelementptr i8, ptr %982, i64 4
  %984 = load float, ptr %983, align 4
  %985 = fadd float %981, %984
  %986 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %987 = getelementptr i8, ptr %986, i64 8
  %988 = load float, ptr %987, align 4
  %989 = fadd float %985, %988
  %990 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %991 = getelementptr i8, ptr %990, i64 12
  %992 = load float, ptr %991, align 4
  %993 = fadd float %989, %992
  %994 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %995 = getelementptr i8, ptr %994, i64 16
  %996 = load float, ptr %995, align 4
  %997 = fadd float %993, %996
  %998 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %999 = getelementptr i8, ptr %998, i64 20
  %1000 = load float, ptr %999, align 4
  %1001 = fadd float %997, %1000
  %1002 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %1003 = getelementptr i8, ptr %1002, i64 24
  %1004 = load float, ptr %1003, align 4
  %1005 = fadd float %1001, %1004
  %1006 = getelementptr float, ptr %scratch, i64 %fold_sums714
  %1007 = getelementptr i8, ptr %1006, i64 28
  %1008 = load float, ptr %1007, align 4
  %1009 = fadd float %1005, %1008
  %1010 = add nuw i64 %fold_sums714, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.loopexit.unr-lcssa, label %fold_sums.body

feature.body614:                                  ; preds = %feature.body614.prol.loopexit, %feature.body614
  %feature616717 = phi i64 [ %1050, %feature.body614 ], [ %feature616717.unr, %feature.body614.prol.loopexit ]
  %1011 = getelementptr inbounds float, ptr %861, i64 %feature616717
  %1012 = load float, ptr %1011, align 4
  %1013 = fdiv float %1012, %869
  %1014 = getelementptr inbounds float, ptr %868, i64 %feature616717
  store float %1013, ptr %1014, align 4
  %1015 = add nuw i64 %feature616717, 1
  %1016 = getelementptr inbounds float, ptr %861, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = fdiv float %1017, %869
  %1019 = getelementptr inbounds float, ptr %868, i64 %1015
  store float %1018, ptr %1019, align 4
  %1020 = add nuw i64 %feature616717, 2
  %1021 = getelementptr inbounds float, ptr %861, i64 %1020
  %1022 = load float, ptr %1021, align 4
  %1023 = fdiv float %1022, %869
  %1024 = getelementptr inbounds float, ptr %868, i64 %1020
  store float %1023, ptr %1024, align 4
  %1025 = add nuw i64 %feature616717, 3
  %1026 = getelementptr inbounds float, ptr %861, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = fdiv float %1027, %869
  %1029 = getelementptr inbounds float, ptr %868, i64 %1025
  store float %1028, ptr %1029, align 4
  %1030 = add nuw i64 %feature616717, 4
  %1031 = getelementptr inbounds float, ptr %861, i64 %1030
  %1032 = load float, ptr %1031, align 4
  %1033 = fdiv float %1032, %869
  %1034 = getelementptr inbounds float, ptr %868, i64 %1030
  store float %1033, ptr %1034, align 4
  %1035 = add nuw i64 %feature616717, 5
  %1036 = getelementptr inbounds float, ptr %861, i64 %1035
  %1037 = load float, ptr %1036, align 4
  %1038 = fdiv float %1037, %869
  %1039 = getelementptr inbounds float, ptr %868, i64 %1035
  store float %1038, ptr %1039, align 4
  %1040 = add nuw i64 %feature616717, 6
  %1041 = getelementptr inbounds float, ptr %861, i64 %1040
  %1042 = load float, ptr %1041, align 4
  %1043 = fdiv float %1042, %869
  %1044 = getelementptr inbounds float, ptr %868, i64 %1040
  store float %1043, ptr %1044, align 4
  %1045 = add nuw i64 %feature616717, 7
  %1046 = getelementptr inbounds float, ptr %861, i64 %1045
  %1047 = load float, ptr %1046, align 4
  %1048 = fdiv float %1047, %869
  %1049 = getelementptr inbounds float, ptr %868, i64 %1045
  store float %1048, ptr %1049, align 4
  %1050 = add nuw i64 %feature616717, 8
  %exitcond818.not.7 = icmp eq i64 %1050, %n_features
  br i1 %exitcond818.not.7, label %feature.exit615, label %feature.body614, !llvm.loop !57

feature.exit615:                                  ; preds = %feature.body614.prol.loopexit, %feature.body614, %vec.epilog.middle.block, %middle.block
  %1051 = add nuw i64 %row607718, 1
  %exitcond819.not = icmp eq i64 %1051, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond819.not, label %across.done, label %row.body
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
