; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_sphere_align_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [16 x float], align 4
  %across_uniforms = alloca [256 x float], align 4
  %across_staging = alloca [8192 x float], align 4
  %across_noise = alloca [8192 x float], align 4
  %across_input_0 = alloca [8192 x float], align 4
  %across_state = alloca [8192 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state1229 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_01232 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch1228 = ptrtoint ptr %scratch to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %row_begin = load i64, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_end = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %n_features = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %steps = load i64, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %args, i64 64
  %eta = load float, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %args, i64 68
  %noise_scale = load float, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %args, i64 72
  %draw_noise = load i32, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %args, i64 76
  %anneal = load i32, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %args, i64 80
  %temperature = load float, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %args, i64 84
  %anneal_ratio = load float, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %args, i64 88
  %two_eta = load float, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %args, i64 96
  %key0 = load i64, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %args, i64 104
  %key1 = load i64, ptr %15, align 8
  %across = icmp ult i64 %n_features, 128
  br i1 %across, label %across.then, label %across.else

across.then:                                      ; preds = %entry
  %block_elements = shl nuw nsw i64 %n_features, 6
  %16 = icmp ult i64 %row_begin, %row_end
  br i1 %16, label %across_block.body.lr.ph, label %across.done

across_block.body.lr.ph:                          ; preds = %across.then
  %.not862 = icmp eq i64 %n_features, 0
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not863 = icmp eq i64 %steps, 0
  %cond = icmp eq i32 %draw_noise, 0
  %17 = trunc i64 %key0 to i32
  %18 = lshr i64 %key0, 32
  %19 = add i64 %key0, 2654435769
  %20 = add nuw nsw i64 %18, 3144134277
  %21 = add i64 %key0, 1013904242
  %22 = add nuw nsw i64 %18, 1993301258
  %23 = add i64 %key0, 3668340011
  %24 = add nuw nsw i64 %18, 842468239
  %25 = add i64 %key0, 2027808484
  %26 = add nuw nsw i64 %18, 3986602516
  %27 = add i64 %key0, 387276957
  %28 = add nuw nsw i64 %18, 2835769497
  %29 = add i64 %key0, 3041712726
  %30 = add nuw nsw i64 %18, 1684936478
  %31 = add i64 %key0, 1401181199
  %32 = add nuw nsw i64 %18, 534103459
  %33 = add nuw nsw i64 %18, 3678237736
  %34 = add i32 %17, -1879881855
  %35 = sub nuw i64 %row_end, %row_begin
  %broadcast.splatinsert2422 = insertelement <16 x i64> poison, i64 %n_features, i64 0
  %broadcast.splat2423 = shufflevector <16 x i64> %broadcast.splatinsert2422, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2424 = insertelement <16 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2425 = shufflevector <16 x i64> %broadcast.splatinsert2424, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2426 = insertelement <16 x i64> poison, i64 %19, i64 0
  %broadcast.splat2427 = shufflevector <16 x i64> %broadcast.splatinsert2426, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2428 = insertelement <16 x i64> poison, i64 %21, i64 0
  %broadcast.splat2429 = shufflevector <16 x i64> %broadcast.splatinsert2428, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2430 = insertelement <16 x i64> poison, i64 %22, i64 0
  %broadcast.splat2431 = shufflevector <16 x i64> %broadcast.splatinsert2430, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2432 = insertelement <16 x i64> poison, i64 %23, i64 0
  %broadcast.splat2433 = shufflevector <16 x i64> %broadcast.splatinsert2432, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2434 = insertelement <16 x i64> poison, i64 %24, i64 0
  %broadcast.splat2435 = shufflevector <16 x i64> %broadcast.splatinsert2434, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2436 = insertelement <16 x i64> poison, i64 %25, i64 0
  %broadcast.splat2437 = shufflevector <16 x i64> %broadcast.splatinsert2436, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2438 = insertelement <16 x i64> poison, i64 %26, i64 0
  %broadcast.splat2439 = shufflevector <16 x i64> %broadcast.splatinsert2438, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2440 = insertelement <16 x i64> poison, i64 %27, i64 0
  %broadcast.splat2441 = shufflevector <16 x i64> %broadcast.splatinsert2440, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2442 = insertelement <16 x i64> poison, i64 %28, i64 0
  %broadcast.splat2443 = shufflevector <16 x i64> %broadcast.splatinsert2442, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2444 = insertelement <16 x i64> poison, i64 %29, i64 0
  %broadcast.splat2445 = shufflevector <16 x i64> %broadcast.splatinsert2444, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2446 = insertelement <16 x i64> poison, i64 %30, i64 0
  %broadcast.splat2447 = shufflevector <16 x i64> %broadcast.splatinsert2446, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2448 = insertelement <16 x i64> poison, i64 %31, i64 0
  %broadcast.splat2449 = shufflevector <16 x i64> %broadcast.splatinsert2448, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2450 = insertelement <16 x i64> poison, i64 %32, i64 0
  %broadcast.splat2451 = shufflevector <16 x i64> %broadcast.splatinsert2450, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2452 = insertelement <16 x i64> poison, i64 %33, i64 0
  %broadcast.splat2453 = shufflevector <16 x i64> %broadcast.splatinsert2452, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2454 = insertelement <16 x i32> poison, i32 %34, i64 0
  %broadcast.splat2455 = shufflevector <16 x i32> %broadcast.splatinsert2454, <16 x i32> poison, <16 x i32> zeroinitializer
  %36 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %37 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %38 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %39 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %40 = getelementptr inbounds nuw i8, ptr %across_noise, i64 64
  %41 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %42 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %43 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %44 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %45 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %46 = getelementptr inbounds nuw i8, ptr %across_noise, i64 128
  %47 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %48 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %49 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %50 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %51 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %52 = getelementptr inbounds nuw i8, ptr %across_noise, i64 192
  %53 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %54 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %55 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %exitcond991.not.peel = icmp eq i64 %n_features, 1
  %56 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %57 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %58 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %59 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %60 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %61 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %62 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %63 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %64 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %65 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %66 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %67 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %68 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %69 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %70 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %71 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %72 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %73 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %74 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %75 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %76 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %77 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %78 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %79 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %80 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %81 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %82 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %83 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %exitcond994.not.peel = icmp eq i64 %n_features, 1
  %84 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %85 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %86 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %87 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %88 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %89 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %90 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %91 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %92 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %93 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %94 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %broadcast.splatinsert2323 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2324 = shufflevector <16 x float> %broadcast.splatinsert2323, <16 x float> poison, <16 x i32> zeroinitializer
  %95 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %96 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %97 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %98 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %99 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %100 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %101 = getelementptr inbounds nuw i8, ptr %across_noise, i64 64
  %102 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %103 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %104 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %105 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %106 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %107 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %108 = getelementptr inbounds nuw i8, ptr %across_noise, i64 128
  %109 = getelementptr inbounds nuw i8, ptr %across_noise, i64 192
  %110 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %111 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %broadcast.splatinsert2291.peel = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2292.peel = shufflevector <16 x float> %broadcast.splatinsert2291.peel, <16 x float> poison, <16 x i32> zeroinitializer
  %112 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %113 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %114 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %115 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %116 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %117 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %118 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %119 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %120 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %121 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %exitcond1000.not.peel = icmp eq i64 %n_features, 1
  %broadcast.splatinsert2291 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2292 = shufflevector <16 x float> %broadcast.splatinsert2291, <16 x float> poison, <16 x i32> zeroinitializer
  %122 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %123 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %124 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %125 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %broadcast.splatinsert2239 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2240 = shufflevector <16 x float> %broadcast.splatinsert2239, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2191 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2192 = shufflevector <16 x float> %broadcast.splatinsert2191, <16 x float> poison, <16 x i32> zeroinitializer
  br label %across_block.body

across.else:                                      ; preds = %entry
  %126 = icmp ult i64 %n_features, 4097
  br i1 %126, label %lockstep.then, label %row.header.preheader

row.header.preheader:                             ; preds = %across.else
  %127 = icmp ult i64 %row_begin, %row_end
  br i1 %127, label %row.body.lr.ph, label %across.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %.idx = mul i64 %n_features, 12
  %128 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal439.not = icmp eq i32 %anneal, 0
  %.not840 = icmp eq i64 %steps, 0
  %draw446.not = icmp eq i32 %draw_noise, 0
  %129 = trunc i64 %key0 to i32
  %130 = lshr i64 %key0, 32
  %131 = add i64 %key0, 2654435769
  %132 = add nuw nsw i64 %130, 3144134277
  %133 = add i64 %key0, 1013904242
  %134 = add nuw nsw i64 %130, 1993301258
  %135 = add i64 %key0, 3668340011
  %136 = add nuw nsw i64 %130, 842468239
  %137 = add i64 %key0, 2027808484
  %138 = add nuw nsw i64 %130, 3986602516
  %139 = add i64 %key0, 387276957
  %140 = add nuw nsw i64 %130, 2835769497
  %141 = add i64 %key0, 3041712726
  %142 = add nuw nsw i64 %130, 1684936478
  %143 = add i64 %key0, 1401181199
  %144 = add nuw nsw i64 %130, 534103459
  %145 = add nuw nsw i64 %130, 3678237736
  %146 = add i32 %129, -1879881855
  %147 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx658 = shl i64 %n_features, 3
  %148 = getelementptr i8, ptr %scratch, i64 %.idx658
  br i1 %.not840, label %across.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %149 = mul i64 %row_begin, %n_features
  %150 = shl i64 %149, 2
  %151 = shl i64 %n_features, 2
  %152 = shl i64 %row_begin, 2
  %153 = add i64 %152, 4
  %154 = mul i64 %n_features, %153
  %155 = shl i64 %n_features, 2
  %156 = shl i64 %n_features, 4
  %scevgep1170 = getelementptr i8, ptr %scratch, i64 %156
  %157 = mul i64 %row_begin, %n_features
  %158 = shl i64 %157, 2
  %159 = sub i64 %scratch1228, %158
  %160 = sub i64 %159, %state1229
  %161 = mul i64 %n_features, -4
  %162 = sub i64 %159, %input_01232
  %163 = mul i64 %n_features, -4
  %164 = mul i64 %n_features, -12
  %165 = mul i64 %row_begin, %n_features
  %166 = shl i64 %165, 2
  %167 = sub i64 %scratch1228, %166
  %168 = sub i64 %167, %state1229
  %169 = mul i64 %n_features, -4
  %170 = sub i64 %167, %input_01232
  %171 = shl i64 %row_begin, 2
  %172 = sub i64 4, %171
  %173 = mul i64 %n_features, %172
  %174 = add i64 %173, %scratch1228
  %175 = sub i64 %174, %state1229
  %176 = sub i64 %174, %input_01232
  %177 = sub i64 8, %171
  %178 = mul i64 %n_features, %177
  %179 = add i64 %178, %scratch1228
  %180 = sub i64 %179, %state1229
  %181 = sub i64 %179, %input_01232
  %182 = mul i64 %row_begin, %n_features
  %183 = shl i64 %182, 2
  %184 = sub i64 %scratch1228, %183
  %185 = mul i64 %n_features, -4
  %186 = shl i64 %row_begin, 2
  %187 = sub i64 4, %186
  %188 = mul i64 %n_features, %187
  %189 = add i64 %188, %scratch1228
  %190 = sub i64 8, %186
  %191 = mul i64 %n_features, %190
  %192 = add i64 %191, %scratch1228
  %193 = sub i64 %184, %state1229
  %194 = sub i64 %184, %input_01232
  %195 = mul i64 %n_features, -12
  %196 = sub i64 %189, %state1229
  %197 = sub i64 %189, %input_01232
  %198 = sub i64 %192, %state1229
  %199 = sub i64 %192, %input_01232
  %200 = insertelement <8 x i64> poison, i64 %193, i64 0
  %201 = insertelement <8 x i64> %200, i64 %194, i64 1
  %202 = insertelement <8 x i64> %201, i64 %195, i64 2
  %203 = insertelement <8 x i64> %202, i64 %196, i64 3
  %204 = insertelement <8 x i64> %203, i64 %197, i64 4
  %205 = insertelement <8 x i64> %204, i64 %n_features, i64 5
  %206 = insertelement <8 x i64> %205, i64 %198, i64 6
  %207 = insertelement <8 x i64> %206, i64 %199, i64 7
  %n.mod.vf1496 = and i64 %n_features, 56
  %n.vec1497 = and i64 %n_features, -64
  %broadcast.splatinsert1506 = insertelement <16 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1507 = shufflevector <16 x i64> %broadcast.splatinsert1506, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1508 = insertelement <16 x i64> poison, i64 %131, i64 0
  %broadcast.splat1509 = shufflevector <16 x i64> %broadcast.splatinsert1508, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1510 = insertelement <16 x i64> poison, i64 %133, i64 0
  %broadcast.splat1511 = shufflevector <16 x i64> %broadcast.splatinsert1510, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1512 = insertelement <16 x i64> poison, i64 %134, i64 0
  %broadcast.splat1513 = shufflevector <16 x i64> %broadcast.splatinsert1512, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1514 = insertelement <16 x i64> poison, i64 %135, i64 0
  %broadcast.splat1515 = shufflevector <16 x i64> %broadcast.splatinsert1514, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1516 = insertelement <16 x i64> poison, i64 %136, i64 0
  %broadcast.splat1517 = shufflevector <16 x i64> %broadcast.splatinsert1516, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1518 = insertelement <16 x i64> poison, i64 %137, i64 0
  %broadcast.splat1519 = shufflevector <16 x i64> %broadcast.splatinsert1518, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1520 = insertelement <16 x i64> poison, i64 %138, i64 0
  %broadcast.splat1521 = shufflevector <16 x i64> %broadcast.splatinsert1520, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1522 = insertelement <16 x i64> poison, i64 %139, i64 0
  %broadcast.splat1523 = shufflevector <16 x i64> %broadcast.splatinsert1522, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1524 = insertelement <16 x i64> poison, i64 %140, i64 0
  %broadcast.splat1525 = shufflevector <16 x i64> %broadcast.splatinsert1524, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1526 = insertelement <16 x i64> poison, i64 %141, i64 0
  %broadcast.splat1527 = shufflevector <16 x i64> %broadcast.splatinsert1526, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1528 = insertelement <16 x i64> poison, i64 %142, i64 0
  %broadcast.splat1529 = shufflevector <16 x i64> %broadcast.splatinsert1528, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1530 = insertelement <16 x i64> poison, i64 %143, i64 0
  %broadcast.splat1531 = shufflevector <16 x i64> %broadcast.splatinsert1530, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1532 = insertelement <16 x i64> poison, i64 %144, i64 0
  %broadcast.splat1533 = shufflevector <16 x i64> %broadcast.splatinsert1532, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1534 = insertelement <16 x i64> poison, i64 %145, i64 0
  %broadcast.splat1535 = shufflevector <16 x i64> %broadcast.splatinsert1534, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1536 = insertelement <16 x i32> poison, i32 %146, i64 0
  %broadcast.splat1537 = shufflevector <16 x i32> %broadcast.splatinsert1536, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n1542 = icmp eq i64 %n_features, %n.vec1497
  %min.epilog.iters.check1546 = icmp eq i64 %n.mod.vf1496, 0
  %n.vec1549 = and i64 %n_features, -8
  %broadcast.splatinsert1558 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1559 = shufflevector <8 x i64> %broadcast.splatinsert1558, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1562 = insertelement <8 x i64> poison, i64 %133, i64 0
  %broadcast.splat1563 = shufflevector <8 x i64> %broadcast.splatinsert1562, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1566 = insertelement <8 x i64> poison, i64 %135, i64 0
  %broadcast.splat1567 = shufflevector <8 x i64> %broadcast.splatinsert1566, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1568 = insertelement <8 x i64> poison, i64 %136, i64 0
  %broadcast.splat1569 = shufflevector <8 x i64> %broadcast.splatinsert1568, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1570 = insertelement <8 x i64> poison, i64 %137, i64 0
  %broadcast.splat1571 = shufflevector <8 x i64> %broadcast.splatinsert1570, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1572 = insertelement <8 x i64> poison, i64 %138, i64 0
  %broadcast.splat1573 = shufflevector <8 x i64> %broadcast.splatinsert1572, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1574 = insertelement <8 x i64> poison, i64 %139, i64 0
  %broadcast.splat1575 = shufflevector <8 x i64> %broadcast.splatinsert1574, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1576 = insertelement <8 x i64> poison, i64 %140, i64 0
  %broadcast.splat1577 = shufflevector <8 x i64> %broadcast.splatinsert1576, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1578 = insertelement <8 x i64> poison, i64 %141, i64 0
  %broadcast.splat1579 = shufflevector <8 x i64> %broadcast.splatinsert1578, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1580 = insertelement <8 x i64> poison, i64 %142, i64 0
  %broadcast.splat1581 = shufflevector <8 x i64> %broadcast.splatinsert1580, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1582 = insertelement <8 x i64> poison, i64 %143, i64 0
  %broadcast.splat1583 = shufflevector <8 x i64> %broadcast.splatinsert1582, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1584 = insertelement <8 x i64> poison, i64 %144, i64 0
  %broadcast.splat1585 = shufflevector <8 x i64> %broadcast.splatinsert1584, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1586 = insertelement <8 x i64> poison, i64 %145, i64 0
  %broadcast.splat1587 = shufflevector <8 x i64> %broadcast.splatinsert1586, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1588 = insertelement <8 x i32> poison, i32 %146, i64 0
  %broadcast.splat1589 = shufflevector <8 x i32> %broadcast.splatinsert1588, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1590 = insertelement <8 x i64> poison, i64 %n.vec1497, i64 0
  %broadcast.splat1591 = shufflevector <8 x i64> %broadcast.splatinsert1590, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat1591, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n1598 = icmp eq i64 %n_features, %n.vec1549
  %n.mod.vf1462 = and i64 %n_features, 56
  %n.vec1463 = and i64 %n_features, -64
  %cmp.n1476 = icmp eq i64 %n_features, %n.vec1463
  %min.epilog.iters.check1480 = icmp eq i64 %n.mod.vf1462, 0
  %n.vec1483 = and i64 %n_features, -8
  %cmp.n1490 = icmp eq i64 %n_features, %n.vec1483
  %208 = shl i64 %n_features, 2
  %209 = and i64 %n_features, 4611686018427387888
  %diff.check1400 = icmp eq i64 %209, 0
  %diff.check1401 = icmp ult i64 %.idx658, 64
  %210 = and i64 %n_features, 4611686018427387872
  %diff.check1347 = icmp eq i64 %210, 0
  %diff.check1348 = icmp ult i64 %.idx658, 128
  %conflict.rdx1349 = or i1 %diff.check1347, %diff.check1348
  %broadcast.splatinsert1297 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1298 = shufflevector <16 x float> %broadcast.splatinsert1297, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1329 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1330 = shufflevector <8 x float> %broadcast.splatinsert1329, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1244 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1245 = shufflevector <16 x float> %broadcast.splatinsert1244, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1268 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1269 = shufflevector <8 x float> %broadcast.splatinsert1268, <8 x float> poison, <8 x i32> zeroinitializer
  %n.mod.vf1181 = and i64 %n_features, 12
  %n.vec1182 = and i64 %n_features, -16
  %broadcast.splatinsert1185 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1186 = shufflevector <16 x float> %broadcast.splatinsert1185, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1200 = icmp eq i64 %n_features, %n.vec1182
  %min.epilog.iters.check1204 = icmp eq i64 %n.mod.vf1181, 0
  %n.vec1207 = and i64 %n_features, -4
  %broadcast.splatinsert1210 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1211 = shufflevector <4 x float> %broadcast.splatinsert1210, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1225 = icmp eq i64 %n_features, %n.vec1207
  %xtraiter2569 = and i64 %n_features, 1
  %lcmp.mod2570.not = icmp eq i64 %xtraiter2569, 0
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert1147 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1148 = shufflevector <16 x float> %broadcast.splatinsert1147, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec1153 = and i64 %n_features, -4
  %broadcast.splatinsert1156 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1157 = shufflevector <4 x float> %broadcast.splatinsert1156, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1164 = icmp eq i64 %n_features, %n.vec1153
  %xtraiter2572 = and i64 %n_features, 1
  %lcmp.mod2573.not = icmp eq i64 %xtraiter2572, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header440.step.exit442_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header440.step.exit442_crit_edge.us ]
  %row436743.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %2325, %step.header440.step.exit442_crit_edge.us ]
  %211 = mul i64 %185, %indvar
  %212 = insertelement <8 x i64> <i64 poison, i64 poison, i64 0, i64 poison, i64 poison, i64 0, i64 poison, i64 poison>, i64 %211, i64 0
  %213 = shufflevector <8 x i64> %212, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 2, i32 0, i32 0, i32 5, i32 0, i32 0>
  %214 = add <8 x i64> %207, %213
  %215 = mul i64 %169, %indvar
  %216 = add i64 %168, %215
  %217 = add i64 %170, %215
  %218 = add i64 %175, %215
  %219 = add i64 %176, %215
  %220 = add i64 %180, %215
  %221 = add i64 %181, %215
  %222 = mul i64 %163, %indvar
  %223 = add i64 %160, %222
  %224 = add i64 %162, %222
  %225 = mul i64 %161, %indvar
  %226 = add i64 %160, %225
  %227 = add i64 %162, %225
  %228 = mul i64 %155, %indvar
  %229 = add i64 %150, %228
  %scevgep1166 = getelementptr i8, ptr %state, i64 %229
  %230 = add i64 %154, %228
  %scevgep1167 = getelementptr i8, ptr %state, i64 %230
  %scevgep1168 = getelementptr i8, ptr %input_0, i64 %229
  %scevgep1169 = getelementptr i8, ptr %input_0, i64 %230
  %231 = mul i64 %151, %indvar
  %232 = add i64 %150, %231
  %scevgep = getelementptr i8, ptr %state, i64 %232
  %233 = add i64 %154, %231
  %scevgep1144 = getelementptr i8, ptr %state, i64 %233
  %scevgep1145 = getelementptr i8, ptr %input_0, i64 %232
  %scevgep1146 = getelementptr i8, ptr %input_0, i64 %233
  %row_offset437.us = mul i64 %row436743.us, %n_features
  %234 = getelementptr inbounds float, ptr %state, i64 %row_offset437.us
  %235 = getelementptr inbounds float, ptr %input_0, i64 %row_offset437.us
  %236 = getelementptr inbounds float, ptr %status, i64 %row436743.us
  %broadcast.splatinsert1504 = insertelement <16 x i64> poison, i64 %row_offset437.us, i64 0
  %broadcast.splat1505 = shufflevector <16 x i64> %broadcast.splatinsert1504, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op = add <16 x i64> splat (i64 16), %broadcast.splat1505
  %invariant.op2848 = add <16 x i64> splat (i64 32), %broadcast.splat1505
  %invariant.op2850 = add <16 x i64> splat (i64 48), %broadcast.splat1505
  %broadcast.splatinsert1556 = insertelement <8 x i64> poison, i64 %row_offset437.us, i64 0
  %broadcast.splat1557 = shufflevector <8 x i64> %broadcast.splatinsert1556, <8 x i64> poison, <8 x i32> zeroinitializer
  %237 = shl <8 x i64> %214, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 3, i64 0, i64 0>
  %bound01171 = icmp ult ptr %scevgep1166, %scevgep1169
  %bound11172 = icmp ult ptr %scevgep1168, %scevgep1167
  %found.conflict1173 = and i1 %bound01171, %bound11172
  %bound01174 = icmp ult ptr %scevgep1166, %scevgep1170
  %bound11175 = icmp ult ptr %128, %scevgep1167
  %found.conflict1176 = and i1 %bound01174, %bound11175
  %conflict.rdx = or i1 %found.conflict1173, %found.conflict1176
  %bound0 = icmp ult ptr %scevgep, %scevgep1146
  %bound1 = icmp ult ptr %scevgep1145, %scevgep1144
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body441.us

step.body441.us:                                  ; preds = %row.body.us, %noise.done566.us
  %step443742.us = phi i64 [ 0, %row.body.us ], [ %1560, %noise.done566.us ]
  %temperature438.0741.us = phi float [ %temperature, %row.body.us ], [ %t_next587.us, %noise.done566.us ]
  %238 = fmul float %two_eta, %temperature438.0741.us
  %239 = fcmp ogt float %238, 0.000000e+00
  %240 = tail call float @llvm.sqrt.f32(float %238)
  %241 = select i1 %239, float %240, float 0.000000e+00
  %noise_scale444.us = select i1 %anneal439.not, float %noise_scale, float %241
  br i1 %draw446.not, label %fold_chunk.body505.us, label %iter.check1493

noise.body465.us:                                 ; preds = %noise.body465.us.preheader, %noise.body465.us
  %noise467693.us = phi i64 [ %370, %noise.body465.us ], [ %noise467693.us.ph, %noise.body465.us.preheader ]
  %242 = getelementptr inbounds float, ptr %128, i64 %noise467693.us
  %w0468.us = load i32, ptr %242, align 4, !alias.scope !0, !noalias !3
  %243 = getelementptr inbounds float, ptr %scratch, i64 %noise467693.us
  %w1469.us = load i32, ptr %243, align 4, !alias.scope !3, !noalias !0
  %244 = uitofp i32 %w0468.us to double
  %245 = fadd double %244, 5.000000e-01
  %246 = fmul double %245, 0x3DF0000000000000
  %247 = uitofp i32 %w1469.us to double
  %248 = fadd double %247, 5.000000e-01
  %249 = fmul double %248, 0x3DF0000000000000
  %250 = bitcast double %246 to i64
  %251 = lshr i64 %250, 32
  %252 = add nuw nsw i64 %251, 614242
  %253 = lshr i64 %252, 20
  %254 = add nsw i64 %253, -1023
  %255 = shl nuw i64 %252, 32
  %256 = and i64 %255, 4503595332403200
  %257 = add nuw nsw i64 %256, 4604544269498187776
  %258 = and i64 %250, 4294967295
  %259 = or disjoint i64 %257, %258
  %260 = bitcast i64 %259 to double
  %261 = fadd double %260, -1.000000e+00
  %262 = fmul double %261, 5.000000e-01
  %263 = fmul double %261, %262
  %264 = fadd double %261, 2.000000e+00
  %265 = fdiv double %261, %264
  %266 = fmul double %265, %265
  %267 = fmul double %266, %266
  %268 = fmul double %267, 0x3FC2F112DF3E5244
  %269 = fadd double %268, 0x3FC7466496CB03DE
  %270 = insertelement <2 x double> poison, double %267, i64 0
  %271 = shufflevector <2 x double> %270, <2 x double> poison, <2 x i32> zeroinitializer
  %272 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %269, i64 1
  %273 = fmul <2 x double> %271, %272
  %274 = fadd <2 x double> %273, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %275 = fmul <2 x double> %271, %274
  %276 = fadd <2 x double> %275, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %277 = insertelement <2 x double> %270, double %266, i64 1
  %278 = fmul <2 x double> %277, %276
  %shift = shufflevector <2 x double> %278, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %278, %shift
  %279 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %280 = sitofp i64 %254 to double
  %281 = fadd double %263, %279
  %282 = fmul double %265, %281
  %283 = fmul double %280, 0x3DEA39EF35793C76
  %284 = fadd double %283, %282
  %285 = fsub double %284, %263
  %286 = fadd double %261, %285
  %287 = fmul double %280, 0x3FE62E42FEE00000
  %288 = fadd double %287, %286
  %289 = fmul double %288, -2.000000e+00
  %290 = tail call double @llvm.sqrt.f64(double %289)
  %291 = fmul double %249, 0x401921FB54442D18
  %292 = fmul double %291, 0x3FE45F306DC9C883
  %293 = fadd double %292, 0x4338000000000000
  %294 = bitcast double %293 to i64
  %295 = fadd double %293, 0xC338000000000000
  %296 = fmul double %295, 0x3FF921FB54400000
  %297 = fsub double %291, %296
  %298 = fmul double %295, 0x3DD0B4611A626331
  %299 = fmul double %295, 0x3DD0B4611A600000
  %300 = fsub double %297, %299
  %301 = fmul double %295, 0x3BA3198A2E037073
  %302 = fsub double %297, %300
  %303 = fsub double %302, %299
  %304 = fsub double %301, %303
  %305 = fsub double %297, %298
  %306 = insertelement <2 x double> poison, double %305, i64 0
  %307 = insertelement <2 x double> %306, double %291, i64 1
  %308 = bitcast <2 x double> %307 to <2 x i64>
  %309 = lshr <2 x i64> %308, splat (i64 52)
  %310 = and <2 x i64> %309, splat (i64 2047)
  %311 = extractelement <2 x i64> %310, i64 0
  %312 = add nuw nsw i64 %311, 16
  %313 = extractelement <2 x i64> %310, i64 1
  %314 = icmp samesign ult i64 %312, %313
  %315 = select i1 %314, double %300, double %297
  %316 = select i1 %314, double %304, double %298
  %317 = fsub double %315, %316
  %318 = fsub double %315, %317
  %319 = fsub double %318, %316
  %320 = fmul double %317, %317
  %321 = fmul double %320, %320
  %322 = fmul double %320, 0x3EFA01A019CB1590
  %323 = fadd double %322, 0xBF56C16C16C15177
  %324 = fmul double %320, %323
  %325 = fadd double %324, 0x3FA555555555554C
  %326 = fmul double %320, %325
  %327 = fmul double %320, 0x3DA8FAE9BE8838D4
  %328 = fsub double 0x3E21EE9EBDB4B1C4, %327
  %329 = fmul double %320, %328
  %330 = fadd double %329, 0xBE927E4F809C52AD
  %331 = fmul double %321, %321
  %332 = fmul double %331, %330
  %333 = fadd double %326, %332
  %334 = fmul double %320, 5.000000e-01
  %335 = fsub double 1.000000e+00, %334
  %336 = fsub double 1.000000e+00, %335
  %337 = fsub double %336, %334
  %338 = fmul double %320, %333
  %339 = fmul double %317, %319
  %340 = fsub double %338, %339
  %341 = fadd double %337, %340
  %342 = fadd double %335, %341
  %343 = fmul double %320, 0x3EC71DE357B1FE7D
  %344 = fadd double %343, 0xBF2A01A019C161D5
  %345 = fmul double %320, %344
  %346 = fadd double %345, 0x3F8111111110F8A6
  %347 = fmul double %320, 0x3DE5D93A5ACFD57C
  %348 = fadd double %347, 0xBE5AE5E68A2B9CEB
  %349 = fmul double %320, %321
  %350 = fmul double %349, %348
  %351 = fadd double %350, %346
  %352 = fmul double %317, %320
  %353 = fmul double %319, 5.000000e-01
  %354 = fmul double %352, %351
  %355 = fsub double %353, %354
  %356 = fmul double %320, %355
  %357 = fsub double %356, %319
  %358 = fmul double %352, 0x3FC5555555555549
  %359 = fadd double %357, %358
  %360 = fsub double %317, %359
  %361 = fneg double %342
  %362 = fneg double %360
  %363 = and i64 %294, 1
  %364 = and i64 %294, 2
  %.not.us = icmp eq i64 %363, 0
  %.not654.us = icmp eq i64 %364, 0
  %365 = select i1 %.not654.us, double %342, double %361
  %366 = select i1 %.not654.us, double %362, double %360
  %367 = select i1 %.not.us, double %365, double %366
  %368 = fmul double %290, %367
  %369 = fptrunc double %368 to float
  store float %369, ptr %242, align 4, !alias.scope !0, !noalias !3
  %370 = add nuw i64 %noise467693.us, 1
  %exitcond915.not = icmp eq i64 %370, %n_features
  br i1 %exitcond915.not, label %fold_chunk.body.us.preheader, label %noise.body465.us, !llvm.loop !5

philox.body460.us:                                ; preds = %philox.body460.us.preheader, %philox.body460.us
  %philox462692.us = phi i64 [ %453, %philox.body460.us ], [ %philox462692.us.ph, %philox.body460.us.preheader ]
  %element463.us = add i64 %philox462692.us, %row_offset437.us
  %371 = and i64 %element463.us, 4294967295
  %372 = mul nuw i64 %371, 3528531795
  %373 = xor i64 %element463.us, %key0
  %374 = xor i64 %373, %372
  %375 = lshr i64 %374, 32
  %376 = mul nuw i64 %375, 3449720151
  %377 = lshr i64 %376, 32
  %.reass.reass = xor i64 %377, %invariant.op2868
  %378 = xor i64 %1908, %372
  %379 = and i64 %.reass.reass, 4294967295
  %380 = mul nuw i64 %379, 3528531795
  %381 = and i64 %378, 4294967295
  %382 = mul nuw i64 %381, 3449720151
  %383 = lshr i64 %380, 32
  %384 = lshr i64 %382, 32
  %385 = xor i64 %384, %133
  %386 = xor i64 %385, %376
  %.reass1082.reass = xor i64 %383, %invariant.op2869
  %387 = and i64 %386, 4294967295
  %388 = mul nuw i64 %387, 3528531795
  %389 = and i64 %.reass1082.reass, 4294967295
  %390 = mul nuw i64 %389, 3449720151
  %391 = lshr i64 %388, 32
  %392 = lshr i64 %390, 32
  %393 = xor i64 %135, %392
  %394 = xor i64 %393, %382
  %395 = xor i64 %391, %136
  %396 = xor i64 %395, %380
  %397 = and i64 %394, 4294967295
  %398 = mul nuw i64 %397, 3528531795
  %399 = and i64 %396, 4294967295
  %400 = mul nuw i64 %399, 3449720151
  %401 = lshr i64 %398, 32
  %402 = lshr i64 %400, 32
  %403 = xor i64 %402, %137
  %404 = xor i64 %403, %390
  %405 = xor i64 %138, %401
  %406 = xor i64 %405, %388
  %407 = and i64 %404, 4294967295
  %408 = mul nuw i64 %407, 3528531795
  %409 = and i64 %406, 4294967295
  %410 = mul nuw i64 %409, 3449720151
  %411 = lshr i64 %408, 32
  %412 = lshr i64 %410, 32
  %413 = xor i64 %139, %412
  %414 = xor i64 %413, %400
  %415 = xor i64 %411, %140
  %416 = xor i64 %415, %398
  %417 = and i64 %414, 4294967295
  %418 = mul nuw i64 %417, 3528531795
  %419 = and i64 %416, 4294967295
  %420 = mul nuw i64 %419, 3449720151
  %421 = lshr i64 %418, 32
  %422 = lshr i64 %420, 32
  %423 = xor i64 %422, %141
  %424 = xor i64 %423, %410
  %425 = xor i64 %142, %421
  %426 = xor i64 %425, %408
  %427 = and i64 %424, 4294967295
  %428 = mul nuw i64 %427, 3528531795
  %429 = and i64 %426, 4294967295
  %430 = mul nuw i64 %429, 3449720151
  %431 = lshr i64 %428, 32
  %432 = lshr i64 %430, 32
  %433 = xor i64 %143, %432
  %434 = xor i64 %433, %420
  %435 = xor i64 %431, %144
  %436 = xor i64 %435, %418
  %437 = and i64 %434, 4294967295
  %438 = mul nuw i64 %437, 3528531795
  %439 = lshr i64 %438, 32
  %440 = trunc i64 %436 to i32
  %441 = mul i32 %440, -845247145
  %442 = xor i64 %145, %439
  %443 = xor i64 %442, %428
  %444 = and i64 %443, 4294967295
  %445 = mul nuw i64 %444, 3449720151
  %446 = lshr i64 %445, 32
  %447 = trunc nuw i64 %446 to i32
  %448 = trunc i64 %445 to i32
  %449 = xor i32 %441, %447
  %450 = xor i32 %449, %146
  %451 = getelementptr inbounds float, ptr %128, i64 %philox462692.us
  store i32 %450, ptr %451, align 4, !alias.scope !0, !noalias !3
  %452 = getelementptr inbounds float, ptr %scratch, i64 %philox462692.us
  store i32 %448, ptr %452, align 4, !alias.scope !3, !noalias !0
  %453 = add nuw i64 %philox462692.us, 1
  %exitcond.not = icmp eq i64 %453, %n_features
  br i1 %exitcond.not, label %vector.ph1461, label %philox.body460.us, !llvm.loop !8

vector.ph1461:                                    ; preds = %philox.body460.us, %vec.epilog.middle.block1597, %middle.block1541
  br label %vector.body1464

vector.body1464:                                  ; preds = %vector.body1464, %vector.ph1461
  %index1465 = phi i64 [ 0, %vector.ph1461 ], [ %index.next1474, %vector.body1464 ]
  %454 = getelementptr inbounds float, ptr %128, i64 %index1465
  %455 = getelementptr inbounds nuw i8, ptr %454, i64 64
  %456 = getelementptr inbounds nuw i8, ptr %454, i64 128
  %457 = getelementptr inbounds nuw i8, ptr %454, i64 192
  %wide.load1466 = load <16 x i32>, ptr %454, align 4, !alias.scope !0, !noalias !3
  %wide.load1467 = load <16 x i32>, ptr %455, align 4, !alias.scope !0, !noalias !3
  %wide.load1468 = load <16 x i32>, ptr %456, align 4, !alias.scope !0, !noalias !3
  %wide.load1469 = load <16 x i32>, ptr %457, align 4, !alias.scope !0, !noalias !3
  %458 = getelementptr inbounds float, ptr %scratch, i64 %index1465
  %459 = getelementptr inbounds nuw i8, ptr %458, i64 64
  %460 = getelementptr inbounds nuw i8, ptr %458, i64 128
  %461 = getelementptr inbounds nuw i8, ptr %458, i64 192
  %wide.load1470 = load <16 x i32>, ptr %458, align 4, !alias.scope !3, !noalias !0
  %wide.load1471 = load <16 x i32>, ptr %459, align 4, !alias.scope !3, !noalias !0
  %wide.load1472 = load <16 x i32>, ptr %460, align 4, !alias.scope !3, !noalias !0
  %wide.load1473 = load <16 x i32>, ptr %461, align 4, !alias.scope !3, !noalias !0
  %462 = uitofp <16 x i32> %wide.load1466 to <16 x double>
  %463 = uitofp <16 x i32> %wide.load1467 to <16 x double>
  %464 = uitofp <16 x i32> %wide.load1468 to <16 x double>
  %465 = uitofp <16 x i32> %wide.load1469 to <16 x double>
  %466 = fadd <16 x double> %462, splat (double 5.000000e-01)
  %467 = fadd <16 x double> %463, splat (double 5.000000e-01)
  %468 = fadd <16 x double> %464, splat (double 5.000000e-01)
  %469 = fadd <16 x double> %465, splat (double 5.000000e-01)
  %470 = fmul <16 x double> %466, splat (double 0x3DF0000000000000)
  %471 = fmul <16 x double> %467, splat (double 0x3DF0000000000000)
  %472 = fmul <16 x double> %468, splat (double 0x3DF0000000000000)
  %473 = fmul <16 x double> %469, splat (double 0x3DF0000000000000)
  %474 = uitofp <16 x i32> %wide.load1470 to <16 x double>
  %475 = uitofp <16 x i32> %wide.load1471 to <16 x double>
  %476 = uitofp <16 x i32> %wide.load1472 to <16 x double>
  %477 = uitofp <16 x i32> %wide.load1473 to <16 x double>
  %478 = fadd <16 x double> %474, splat (double 5.000000e-01)
  %479 = fadd <16 x double> %475, splat (double 5.000000e-01)
  %480 = fadd <16 x double> %476, splat (double 5.000000e-01)
  %481 = fadd <16 x double> %477, splat (double 5.000000e-01)
  %482 = fmul <16 x double> %478, splat (double 0x3DF0000000000000)
  %483 = fmul <16 x double> %479, splat (double 0x3DF0000000000000)
  %484 = fmul <16 x double> %480, splat (double 0x3DF0000000000000)
  %485 = fmul <16 x double> %481, splat (double 0x3DF0000000000000)
  %486 = bitcast <16 x double> %470 to <16 x i64>
  %487 = bitcast <16 x double> %471 to <16 x i64>
  %488 = bitcast <16 x double> %472 to <16 x i64>
  %489 = bitcast <16 x double> %473 to <16 x i64>
  %490 = lshr <16 x i64> %486, splat (i64 32)
  %491 = lshr <16 x i64> %487, splat (i64 32)
  %492 = lshr <16 x i64> %488, splat (i64 32)
  %493 = lshr <16 x i64> %489, splat (i64 32)
  %494 = add nuw nsw <16 x i64> %490, splat (i64 614242)
  %495 = add nuw nsw <16 x i64> %491, splat (i64 614242)
  %496 = add nuw nsw <16 x i64> %492, splat (i64 614242)
  %497 = add nuw nsw <16 x i64> %493, splat (i64 614242)
  %498 = lshr <16 x i64> %494, splat (i64 20)
  %499 = lshr <16 x i64> %495, splat (i64 20)
  %500 = lshr <16 x i64> %496, splat (i64 20)
  %501 = lshr <16 x i64> %497, splat (i64 20)
  %502 = add nsw <16 x i64> %498, splat (i64 -1023)
  %503 = add nsw <16 x i64> %499, splat (i64 -1023)
  %504 = add nsw <16 x i64> %500, splat (i64 -1023)
  %505 = add nsw <16 x i64> %501, splat (i64 -1023)
  %506 = shl nuw <16 x i64> %494, splat (i64 32)
  %507 = shl nuw <16 x i64> %495, splat (i64 32)
  %508 = shl nuw <16 x i64> %496, splat (i64 32)
  %509 = shl nuw <16 x i64> %497, splat (i64 32)
  %510 = and <16 x i64> %506, splat (i64 4503595332403200)
  %511 = and <16 x i64> %507, splat (i64 4503595332403200)
  %512 = and <16 x i64> %508, splat (i64 4503595332403200)
  %513 = and <16 x i64> %509, splat (i64 4503595332403200)
  %514 = add nuw nsw <16 x i64> %510, splat (i64 4604544269498187776)
  %515 = add nuw nsw <16 x i64> %511, splat (i64 4604544269498187776)
  %516 = add nuw nsw <16 x i64> %512, splat (i64 4604544269498187776)
  %517 = add nuw nsw <16 x i64> %513, splat (i64 4604544269498187776)
  %518 = and <16 x i64> %486, splat (i64 4294967295)
  %519 = and <16 x i64> %487, splat (i64 4294967295)
  %520 = and <16 x i64> %488, splat (i64 4294967295)
  %521 = and <16 x i64> %489, splat (i64 4294967295)
  %522 = or disjoint <16 x i64> %514, %518
  %523 = or disjoint <16 x i64> %515, %519
  %524 = or disjoint <16 x i64> %516, %520
  %525 = or disjoint <16 x i64> %517, %521
  %526 = bitcast <16 x i64> %522 to <16 x double>
  %527 = bitcast <16 x i64> %523 to <16 x double>
  %528 = bitcast <16 x i64> %524 to <16 x double>
  %529 = bitcast <16 x i64> %525 to <16 x double>
  %530 = fadd <16 x double> %526, splat (double -1.000000e+00)
  %531 = fadd <16 x double> %527, splat (double -1.000000e+00)
  %532 = fadd <16 x double> %528, splat (double -1.000000e+00)
  %533 = fadd <16 x double> %529, splat (double -1.000000e+00)
  %534 = fmul <16 x double> %530, splat (double 5.000000e-01)
  %535 = fmul <16 x double> %531, splat (double 5.000000e-01)
  %536 = fmul <16 x double> %532, splat (double 5.000000e-01)
  %537 = fmul <16 x double> %533, splat (double 5.000000e-01)
  %538 = fmul <16 x double> %530, %534
  %539 = fmul <16 x double> %531, %535
  %540 = fmul <16 x double> %532, %536
  %541 = fmul <16 x double> %533, %537
  %542 = fadd <16 x double> %530, splat (double 2.000000e+00)
  %543 = fadd <16 x double> %531, splat (double 2.000000e+00)
  %544 = fadd <16 x double> %532, splat (double 2.000000e+00)
  %545 = fadd <16 x double> %533, splat (double 2.000000e+00)
  %546 = fdiv <16 x double> %530, %542
  %547 = fdiv <16 x double> %531, %543
  %548 = fdiv <16 x double> %532, %544
  %549 = fdiv <16 x double> %533, %545
  %550 = fmul <16 x double> %546, %546
  %551 = fmul <16 x double> %547, %547
  %552 = fmul <16 x double> %548, %548
  %553 = fmul <16 x double> %549, %549
  %554 = fmul <16 x double> %550, %550
  %555 = fmul <16 x double> %551, %551
  %556 = fmul <16 x double> %552, %552
  %557 = fmul <16 x double> %553, %553
  %558 = fmul <16 x double> %554, splat (double 0x3FC39A09D078C69F)
  %559 = fmul <16 x double> %555, splat (double 0x3FC39A09D078C69F)
  %560 = fmul <16 x double> %556, splat (double 0x3FC39A09D078C69F)
  %561 = fmul <16 x double> %557, splat (double 0x3FC39A09D078C69F)
  %562 = fadd <16 x double> %558, splat (double 0x3FCC71C51D8E78AF)
  %563 = fadd <16 x double> %559, splat (double 0x3FCC71C51D8E78AF)
  %564 = fadd <16 x double> %560, splat (double 0x3FCC71C51D8E78AF)
  %565 = fadd <16 x double> %561, splat (double 0x3FCC71C51D8E78AF)
  %566 = fmul <16 x double> %554, %562
  %567 = fmul <16 x double> %555, %563
  %568 = fmul <16 x double> %556, %564
  %569 = fmul <16 x double> %557, %565
  %570 = fadd <16 x double> %566, splat (double 0x3FD999999997FA04)
  %571 = fadd <16 x double> %567, splat (double 0x3FD999999997FA04)
  %572 = fadd <16 x double> %568, splat (double 0x3FD999999997FA04)
  %573 = fadd <16 x double> %569, splat (double 0x3FD999999997FA04)
  %574 = fmul <16 x double> %554, %570
  %575 = fmul <16 x double> %555, %571
  %576 = fmul <16 x double> %556, %572
  %577 = fmul <16 x double> %557, %573
  %578 = fmul <16 x double> %554, splat (double 0x3FC2F112DF3E5244)
  %579 = fmul <16 x double> %555, splat (double 0x3FC2F112DF3E5244)
  %580 = fmul <16 x double> %556, splat (double 0x3FC2F112DF3E5244)
  %581 = fmul <16 x double> %557, splat (double 0x3FC2F112DF3E5244)
  %582 = fadd <16 x double> %578, splat (double 0x3FC7466496CB03DE)
  %583 = fadd <16 x double> %579, splat (double 0x3FC7466496CB03DE)
  %584 = fadd <16 x double> %580, splat (double 0x3FC7466496CB03DE)
  %585 = fadd <16 x double> %581, splat (double 0x3FC7466496CB03DE)
  %586 = fmul <16 x double> %554, %582
  %587 = fmul <16 x double> %555, %583
  %588 = fmul <16 x double> %556, %584
  %589 = fmul <16 x double> %557, %585
  %590 = fadd <16 x double> %586, splat (double 0x3FD2492494229359)
  %591 = fadd <16 x double> %587, splat (double 0x3FD2492494229359)
  %592 = fadd <16 x double> %588, splat (double 0x3FD2492494229359)
  %593 = fadd <16 x double> %589, splat (double 0x3FD2492494229359)
  %594 = fmul <16 x double> %554, %590
  %595 = fmul <16 x double> %555, %591
  %596 = fmul <16 x double> %556, %592
  %597 = fmul <16 x double> %557, %593
  %598 = fadd <16 x double> %594, splat (double 0x3FE5555555555593)
  %599 = fadd <16 x double> %595, splat (double 0x3FE5555555555593)
  %600 = fadd <16 x double> %596, splat (double 0x3FE5555555555593)
  %601 = fadd <16 x double> %597, splat (double 0x3FE5555555555593)
  %602 = fmul <16 x double> %550, %598
  %603 = fmul <16 x double> %551, %599
  %604 = fmul <16 x double> %552, %600
  %605 = fmul <16 x double> %553, %601
  %606 = fadd <16 x double> %574, %602
  %607 = fadd <16 x double> %575, %603
  %608 = fadd <16 x double> %576, %604
  %609 = fadd <16 x double> %577, %605
  %610 = sitofp <16 x i64> %502 to <16 x double>
  %611 = sitofp <16 x i64> %503 to <16 x double>
  %612 = sitofp <16 x i64> %504 to <16 x double>
  %613 = sitofp <16 x i64> %505 to <16 x double>
  %614 = fadd <16 x double> %538, %606
  %615 = fadd <16 x double> %539, %607
  %616 = fadd <16 x double> %540, %608
  %617 = fadd <16 x double> %541, %609
  %618 = fmul <16 x double> %546, %614
  %619 = fmul <16 x double> %547, %615
  %620 = fmul <16 x double> %548, %616
  %621 = fmul <16 x double> %549, %617
  %622 = fmul <16 x double> %610, splat (double 0x3DEA39EF35793C76)
  %623 = fmul <16 x double> %611, splat (double 0x3DEA39EF35793C76)
  %624 = fmul <16 x double> %612, splat (double 0x3DEA39EF35793C76)
  %625 = fmul <16 x double> %613, splat (double 0x3DEA39EF35793C76)
  %626 = fadd <16 x double> %622, %618
  %627 = fadd <16 x double> %623, %619
  %628 = fadd <16 x double> %624, %620
  %629 = fadd <16 x double> %625, %621
  %630 = fsub <16 x double> %626, %538
  %631 = fsub <16 x double> %627, %539
  %632 = fsub <16 x double> %628, %540
  %633 = fsub <16 x double> %629, %541
  %634 = fadd <16 x double> %530, %630
  %635 = fadd <16 x double> %531, %631
  %636 = fadd <16 x double> %532, %632
  %637 = fadd <16 x double> %533, %633
  %638 = fmul <16 x double> %610, splat (double 0x3FE62E42FEE00000)
  %639 = fmul <16 x double> %611, splat (double 0x3FE62E42FEE00000)
  %640 = fmul <16 x double> %612, splat (double 0x3FE62E42FEE00000)
  %641 = fmul <16 x double> %613, splat (double 0x3FE62E42FEE00000)
  %642 = fadd <16 x double> %638, %634
  %643 = fadd <16 x double> %639, %635
  %644 = fadd <16 x double> %640, %636
  %645 = fadd <16 x double> %641, %637
  %646 = fmul <16 x double> %642, splat (double -2.000000e+00)
  %647 = fmul <16 x double> %643, splat (double -2.000000e+00)
  %648 = fmul <16 x double> %644, splat (double -2.000000e+00)
  %649 = fmul <16 x double> %645, splat (double -2.000000e+00)
  %650 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %646)
  %651 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %647)
  %652 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %648)
  %653 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %649)
  %654 = fmul <16 x double> %482, splat (double 0x401921FB54442D18)
  %655 = fmul <16 x double> %483, splat (double 0x401921FB54442D18)
  %656 = fmul <16 x double> %484, splat (double 0x401921FB54442D18)
  %657 = fmul <16 x double> %485, splat (double 0x401921FB54442D18)
  %658 = fmul <16 x double> %654, splat (double 0x3FE45F306DC9C883)
  %659 = fmul <16 x double> %655, splat (double 0x3FE45F306DC9C883)
  %660 = fmul <16 x double> %656, splat (double 0x3FE45F306DC9C883)
  %661 = fmul <16 x double> %657, splat (double 0x3FE45F306DC9C883)
  %662 = fadd <16 x double> %658, splat (double 0x4338000000000000)
  %663 = fadd <16 x double> %659, splat (double 0x4338000000000000)
  %664 = fadd <16 x double> %660, splat (double 0x4338000000000000)
  %665 = fadd <16 x double> %661, splat (double 0x4338000000000000)
  %666 = bitcast <16 x double> %662 to <16 x i64>
  %667 = bitcast <16 x double> %663 to <16 x i64>
  %668 = bitcast <16 x double> %664 to <16 x i64>
  %669 = bitcast <16 x double> %665 to <16 x i64>
  %670 = fadd <16 x double> %662, splat (double 0xC338000000000000)
  %671 = fadd <16 x double> %663, splat (double 0xC338000000000000)
  %672 = fadd <16 x double> %664, splat (double 0xC338000000000000)
  %673 = fadd <16 x double> %665, splat (double 0xC338000000000000)
  %674 = fmul <16 x double> %670, splat (double 0x3FF921FB54400000)
  %675 = fmul <16 x double> %671, splat (double 0x3FF921FB54400000)
  %676 = fmul <16 x double> %672, splat (double 0x3FF921FB54400000)
  %677 = fmul <16 x double> %673, splat (double 0x3FF921FB54400000)
  %678 = fsub <16 x double> %654, %674
  %679 = fsub <16 x double> %655, %675
  %680 = fsub <16 x double> %656, %676
  %681 = fsub <16 x double> %657, %677
  %682 = fmul <16 x double> %670, splat (double 0x3DD0B4611A626331)
  %683 = fmul <16 x double> %671, splat (double 0x3DD0B4611A626331)
  %684 = fmul <16 x double> %672, splat (double 0x3DD0B4611A626331)
  %685 = fmul <16 x double> %673, splat (double 0x3DD0B4611A626331)
  %686 = fmul <16 x double> %670, splat (double 0x3DD0B4611A600000)
  %687 = fmul <16 x double> %671, splat (double 0x3DD0B4611A600000)
  %688 = fmul <16 x double> %672, splat (double 0x3DD0B4611A600000)
  %689 = fmul <16 x double> %673, splat (double 0x3DD0B4611A600000)
  %690 = fsub <16 x double> %678, %686
  %691 = fsub <16 x double> %679, %687
  %692 = fsub <16 x double> %680, %688
  %693 = fsub <16 x double> %681, %689
  %694 = fmul <16 x double> %670, splat (double 0x3BA3198A2E037073)
  %695 = fmul <16 x double> %671, splat (double 0x3BA3198A2E037073)
  %696 = fmul <16 x double> %672, splat (double 0x3BA3198A2E037073)
  %697 = fmul <16 x double> %673, splat (double 0x3BA3198A2E037073)
  %698 = fsub <16 x double> %678, %690
  %699 = fsub <16 x double> %679, %691
  %700 = fsub <16 x double> %680, %692
  %701 = fsub <16 x double> %681, %693
  %702 = fsub <16 x double> %698, %686
  %703 = fsub <16 x double> %699, %687
  %704 = fsub <16 x double> %700, %688
  %705 = fsub <16 x double> %701, %689
  %706 = fsub <16 x double> %694, %702
  %707 = fsub <16 x double> %695, %703
  %708 = fsub <16 x double> %696, %704
  %709 = fsub <16 x double> %697, %705
  %710 = fsub <16 x double> %678, %682
  %711 = fsub <16 x double> %679, %683
  %712 = fsub <16 x double> %680, %684
  %713 = fsub <16 x double> %681, %685
  %714 = bitcast <16 x double> %654 to <16 x i64>
  %715 = bitcast <16 x double> %655 to <16 x i64>
  %716 = bitcast <16 x double> %656 to <16 x i64>
  %717 = bitcast <16 x double> %657 to <16 x i64>
  %718 = lshr <16 x i64> %714, splat (i64 52)
  %719 = lshr <16 x i64> %715, splat (i64 52)
  %720 = lshr <16 x i64> %716, splat (i64 52)
  %721 = lshr <16 x i64> %717, splat (i64 52)
  %722 = and <16 x i64> %718, splat (i64 2047)
  %723 = and <16 x i64> %719, splat (i64 2047)
  %724 = and <16 x i64> %720, splat (i64 2047)
  %725 = and <16 x i64> %721, splat (i64 2047)
  %726 = bitcast <16 x double> %710 to <16 x i64>
  %727 = bitcast <16 x double> %711 to <16 x i64>
  %728 = bitcast <16 x double> %712 to <16 x i64>
  %729 = bitcast <16 x double> %713 to <16 x i64>
  %730 = lshr <16 x i64> %726, splat (i64 52)
  %731 = lshr <16 x i64> %727, splat (i64 52)
  %732 = lshr <16 x i64> %728, splat (i64 52)
  %733 = lshr <16 x i64> %729, splat (i64 52)
  %734 = and <16 x i64> %730, splat (i64 2047)
  %735 = and <16 x i64> %731, splat (i64 2047)
  %736 = and <16 x i64> %732, splat (i64 2047)
  %737 = and <16 x i64> %733, splat (i64 2047)
  %738 = add nuw nsw <16 x i64> %734, splat (i64 16)
  %739 = add nuw nsw <16 x i64> %735, splat (i64 16)
  %740 = add nuw nsw <16 x i64> %736, splat (i64 16)
  %741 = add nuw nsw <16 x i64> %737, splat (i64 16)
  %742 = icmp samesign ult <16 x i64> %738, %722
  %743 = icmp samesign ult <16 x i64> %739, %723
  %744 = icmp samesign ult <16 x i64> %740, %724
  %745 = icmp samesign ult <16 x i64> %741, %725
  %746 = select <16 x i1> %742, <16 x double> %690, <16 x double> %678
  %747 = select <16 x i1> %743, <16 x double> %691, <16 x double> %679
  %748 = select <16 x i1> %744, <16 x double> %692, <16 x double> %680
  %749 = select <16 x i1> %745, <16 x double> %693, <16 x double> %681
  %750 = select <16 x i1> %742, <16 x double> %706, <16 x double> %682
  %751 = select <16 x i1> %743, <16 x double> %707, <16 x double> %683
  %752 = select <16 x i1> %744, <16 x double> %708, <16 x double> %684
  %753 = select <16 x i1> %745, <16 x double> %709, <16 x double> %685
  %754 = fsub <16 x double> %746, %750
  %755 = fsub <16 x double> %747, %751
  %756 = fsub <16 x double> %748, %752
  %757 = fsub <16 x double> %749, %753
  %758 = fsub <16 x double> %746, %754
  %759 = fsub <16 x double> %747, %755
  %760 = fsub <16 x double> %748, %756
  %761 = fsub <16 x double> %749, %757
  %762 = fsub <16 x double> %758, %750
  %763 = fsub <16 x double> %759, %751
  %764 = fsub <16 x double> %760, %752
  %765 = fsub <16 x double> %761, %753
  %766 = fmul <16 x double> %754, %754
  %767 = fmul <16 x double> %755, %755
  %768 = fmul <16 x double> %756, %756
  %769 = fmul <16 x double> %757, %757
  %770 = fmul <16 x double> %766, %766
  %771 = fmul <16 x double> %767, %767
  %772 = fmul <16 x double> %768, %768
  %773 = fmul <16 x double> %769, %769
  %774 = fmul <16 x double> %766, splat (double 0x3EFA01A019CB1590)
  %775 = fmul <16 x double> %767, splat (double 0x3EFA01A019CB1590)
  %776 = fmul <16 x double> %768, splat (double 0x3EFA01A019CB1590)
  %777 = fmul <16 x double> %769, splat (double 0x3EFA01A019CB1590)
  %778 = fadd <16 x double> %774, splat (double 0xBF56C16C16C15177)
  %779 = fadd <16 x double> %775, splat (double 0xBF56C16C16C15177)
  %780 = fadd <16 x double> %776, splat (double 0xBF56C16C16C15177)
  %781 = fadd <16 x double> %777, splat (double 0xBF56C16C16C15177)
  %782 = fmul <16 x double> %766, %778
  %783 = fmul <16 x double> %767, %779
  %784 = fmul <16 x double> %768, %780
  %785 = fmul <16 x double> %769, %781
  %786 = fadd <16 x double> %782, splat (double 0x3FA555555555554C)
  %787 = fadd <16 x double> %783, splat (double 0x3FA555555555554C)
  %788 = fadd <16 x double> %784, splat (double 0x3FA555555555554C)
  %789 = fadd <16 x double> %785, splat (double 0x3FA555555555554C)
  %790 = fmul <16 x double> %766, %786
  %791 = fmul <16 x double> %767, %787
  %792 = fmul <16 x double> %768, %788
  %793 = fmul <16 x double> %769, %789
  %794 = fmul <16 x double> %766, splat (double 0x3DA8FAE9BE8838D4)
  %795 = fmul <16 x double> %767, splat (double 0x3DA8FAE9BE8838D4)
  %796 = fmul <16 x double> %768, splat (double 0x3DA8FAE9BE8838D4)
  %797 = fmul <16 x double> %769, splat (double 0x3DA8FAE9BE8838D4)
  %798 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %794
  %799 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %795
  %800 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %796
  %801 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %797
  %802 = fmul <16 x double> %766, %798
  %803 = fmul <16 x double> %767, %799
  %804 = fmul <16 x double> %768, %800
  %805 = fmul <16 x double> %769, %801
  %806 = fadd <16 x double> %802, splat (double 0xBE927E4F809C52AD)
  %807 = fadd <16 x double> %803, splat (double 0xBE927E4F809C52AD)
  %808 = fadd <16 x double> %804, splat (double 0xBE927E4F809C52AD)
  %809 = fadd <16 x double> %805, splat (double 0xBE927E4F809C52AD)
  %810 = fmul <16 x double> %770, %770
  %811 = fmul <16 x double> %771, %771
  %812 = fmul <16 x double> %772, %772
  %813 = fmul <16 x double> %773, %773
  %814 = fmul <16 x double> %810, %806
  %815 = fmul <16 x double> %811, %807
  %816 = fmul <16 x double> %812, %808
  %817 = fmul <16 x double> %813, %809
  %818 = fadd <16 x double> %790, %814
  %819 = fadd <16 x double> %791, %815
  %820 = fadd <16 x double> %792, %816
  %821 = fadd <16 x double> %793, %817
  %822 = fmul <16 x double> %766, splat (double 5.000000e-01)
  %823 = fmul <16 x double> %767, splat (double 5.000000e-01)
  %824 = fmul <16 x double> %768, splat (double 5.000000e-01)
  %825 = fmul <16 x double> %769, splat (double 5.000000e-01)
  %826 = fsub <16 x double> splat (double 1.000000e+00), %822
  %827 = fsub <16 x double> splat (double 1.000000e+00), %823
  %828 = fsub <16 x double> splat (double 1.000000e+00), %824
  %829 = fsub <16 x double> splat (double 1.000000e+00), %825
  %830 = fsub <16 x double> splat (double 1.000000e+00), %826
  %831 = fsub <16 x double> splat (double 1.000000e+00), %827
  %832 = fsub <16 x double> splat (double 1.000000e+00), %828
  %833 = fsub <16 x double> splat (double 1.000000e+00), %829
  %834 = fsub <16 x double> %830, %822
  %835 = fsub <16 x double> %831, %823
  %836 = fsub <16 x double> %832, %824
  %837 = fsub <16 x double> %833, %825
  %838 = fmul <16 x double> %766, %818
  %839 = fmul <16 x double> %767, %819
  %840 = fmul <16 x double> %768, %820
  %841 = fmul <16 x double> %769, %821
  %842 = fmul <16 x double> %754, %762
  %843 = fmul <16 x double> %755, %763
  %844 = fmul <16 x double> %756, %764
  %845 = fmul <16 x double> %757, %765
  %846 = fsub <16 x double> %838, %842
  %847 = fsub <16 x double> %839, %843
  %848 = fsub <16 x double> %840, %844
  %849 = fsub <16 x double> %841, %845
  %850 = fadd <16 x double> %834, %846
  %851 = fadd <16 x double> %835, %847
  %852 = fadd <16 x double> %836, %848
  %853 = fadd <16 x double> %837, %849
  %854 = fadd <16 x double> %826, %850
  %855 = fadd <16 x double> %827, %851
  %856 = fadd <16 x double> %828, %852
  %857 = fadd <16 x double> %829, %853
  %858 = fmul <16 x double> %766, splat (double 0x3EC71DE357B1FE7D)
  %859 = fmul <16 x double> %767, splat (double 0x3EC71DE357B1FE7D)
  %860 = fmul <16 x double> %768, splat (double 0x3EC71DE357B1FE7D)
  %861 = fmul <16 x double> %769, splat (double 0x3EC71DE357B1FE7D)
  %862 = fadd <16 x double> %858, splat (double 0xBF2A01A019C161D5)
  %863 = fadd <16 x double> %859, splat (double 0xBF2A01A019C161D5)
  %864 = fadd <16 x double> %860, splat (double 0xBF2A01A019C161D5)
  %865 = fadd <16 x double> %861, splat (double 0xBF2A01A019C161D5)
  %866 = fmul <16 x double> %766, %862
  %867 = fmul <16 x double> %767, %863
  %868 = fmul <16 x double> %768, %864
  %869 = fmul <16 x double> %769, %865
  %870 = fadd <16 x double> %866, splat (double 0x3F8111111110F8A6)
  %871 = fadd <16 x double> %867, splat (double 0x3F8111111110F8A6)
  %872 = fadd <16 x double> %868, splat (double 0x3F8111111110F8A6)
  %873 = fadd <16 x double> %869, splat (double 0x3F8111111110F8A6)
  %874 = fmul <16 x double> %766, splat (double 0x3DE5D93A5ACFD57C)
  %875 = fmul <16 x double> %767, splat (double 0x3DE5D93A5ACFD57C)
  %876 = fmul <16 x double> %768, splat (double 0x3DE5D93A5ACFD57C)
  %877 = fmul <16 x double> %769, splat (double 0x3DE5D93A5ACFD57C)
  %878 = fadd <16 x double> %874, splat (double 0xBE5AE5E68A2B9CEB)
  %879 = fadd <16 x double> %875, splat (double 0xBE5AE5E68A2B9CEB)
  %880 = fadd <16 x double> %876, splat (double 0xBE5AE5E68A2B9CEB)
  %881 = fadd <16 x double> %877, splat (double 0xBE5AE5E68A2B9CEB)
  %882 = fmul <16 x double> %766, %770
  %883 = fmul <16 x double> %767, %771
  %884 = fmul <16 x double> %768, %772
  %885 = fmul <16 x double> %769, %773
  %886 = fmul <16 x double> %882, %878
  %887 = fmul <16 x double> %883, %879
  %888 = fmul <16 x double> %884, %880
  %889 = fmul <16 x double> %885, %881
  %890 = fadd <16 x double> %886, %870
  %891 = fadd <16 x double> %887, %871
  %892 = fadd <16 x double> %888, %872
  %893 = fadd <16 x double> %889, %873
  %894 = fmul <16 x double> %754, %766
  %895 = fmul <16 x double> %755, %767
  %896 = fmul <16 x double> %756, %768
  %897 = fmul <16 x double> %757, %769
  %898 = fmul <16 x double> %762, splat (double 5.000000e-01)
  %899 = fmul <16 x double> %763, splat (double 5.000000e-01)
  %900 = fmul <16 x double> %764, splat (double 5.000000e-01)
  %901 = fmul <16 x double> %765, splat (double 5.000000e-01)
  %902 = fmul <16 x double> %894, %890
  %903 = fmul <16 x double> %895, %891
  %904 = fmul <16 x double> %896, %892
  %905 = fmul <16 x double> %897, %893
  %906 = fsub <16 x double> %898, %902
  %907 = fsub <16 x double> %899, %903
  %908 = fsub <16 x double> %900, %904
  %909 = fsub <16 x double> %901, %905
  %910 = fmul <16 x double> %766, %906
  %911 = fmul <16 x double> %767, %907
  %912 = fmul <16 x double> %768, %908
  %913 = fmul <16 x double> %769, %909
  %914 = fsub <16 x double> %910, %762
  %915 = fsub <16 x double> %911, %763
  %916 = fsub <16 x double> %912, %764
  %917 = fsub <16 x double> %913, %765
  %918 = fmul <16 x double> %894, splat (double 0x3FC5555555555549)
  %919 = fmul <16 x double> %895, splat (double 0x3FC5555555555549)
  %920 = fmul <16 x double> %896, splat (double 0x3FC5555555555549)
  %921 = fmul <16 x double> %897, splat (double 0x3FC5555555555549)
  %922 = fadd <16 x double> %914, %918
  %923 = fadd <16 x double> %915, %919
  %924 = fadd <16 x double> %916, %920
  %925 = fadd <16 x double> %917, %921
  %926 = fsub <16 x double> %754, %922
  %927 = fsub <16 x double> %755, %923
  %928 = fsub <16 x double> %756, %924
  %929 = fsub <16 x double> %757, %925
  %930 = fneg <16 x double> %854
  %931 = fneg <16 x double> %855
  %932 = fneg <16 x double> %856
  %933 = fneg <16 x double> %857
  %934 = fneg <16 x double> %926
  %935 = fneg <16 x double> %927
  %936 = fneg <16 x double> %928
  %937 = fneg <16 x double> %929
  %938 = and <16 x i64> %666, splat (i64 1)
  %939 = and <16 x i64> %667, splat (i64 1)
  %940 = and <16 x i64> %668, splat (i64 1)
  %941 = and <16 x i64> %669, splat (i64 1)
  %942 = and <16 x i64> %666, splat (i64 2)
  %943 = and <16 x i64> %667, splat (i64 2)
  %944 = and <16 x i64> %668, splat (i64 2)
  %945 = and <16 x i64> %669, splat (i64 2)
  %946 = icmp eq <16 x i64> %938, zeroinitializer
  %947 = icmp eq <16 x i64> %939, zeroinitializer
  %948 = icmp eq <16 x i64> %940, zeroinitializer
  %949 = icmp eq <16 x i64> %941, zeroinitializer
  %950 = icmp eq <16 x i64> %942, zeroinitializer
  %951 = icmp eq <16 x i64> %943, zeroinitializer
  %952 = icmp eq <16 x i64> %944, zeroinitializer
  %953 = icmp eq <16 x i64> %945, zeroinitializer
  %954 = select <16 x i1> %950, <16 x double> %854, <16 x double> %930
  %955 = select <16 x i1> %951, <16 x double> %855, <16 x double> %931
  %956 = select <16 x i1> %952, <16 x double> %856, <16 x double> %932
  %957 = select <16 x i1> %953, <16 x double> %857, <16 x double> %933
  %958 = select <16 x i1> %950, <16 x double> %934, <16 x double> %926
  %959 = select <16 x i1> %951, <16 x double> %935, <16 x double> %927
  %960 = select <16 x i1> %952, <16 x double> %936, <16 x double> %928
  %961 = select <16 x i1> %953, <16 x double> %937, <16 x double> %929
  %962 = select <16 x i1> %946, <16 x double> %954, <16 x double> %958
  %963 = select <16 x i1> %947, <16 x double> %955, <16 x double> %959
  %964 = select <16 x i1> %948, <16 x double> %956, <16 x double> %960
  %965 = select <16 x i1> %949, <16 x double> %957, <16 x double> %961
  %966 = fmul <16 x double> %650, %962
  %967 = fmul <16 x double> %651, %963
  %968 = fmul <16 x double> %652, %964
  %969 = fmul <16 x double> %653, %965
  %970 = fptrunc <16 x double> %966 to <16 x float>
  %971 = fptrunc <16 x double> %967 to <16 x float>
  %972 = fptrunc <16 x double> %968 to <16 x float>
  %973 = fptrunc <16 x double> %969 to <16 x float>
  %974 = getelementptr inbounds nuw i8, ptr %454, i64 64
  %975 = getelementptr inbounds nuw i8, ptr %454, i64 128
  %976 = getelementptr inbounds nuw i8, ptr %454, i64 192
  store <16 x float> %970, ptr %454, align 4, !alias.scope !0, !noalias !3
  store <16 x float> %971, ptr %974, align 4, !alias.scope !0, !noalias !3
  store <16 x float> %972, ptr %975, align 4, !alias.scope !0, !noalias !3
  store <16 x float> %973, ptr %976, align 4, !alias.scope !0, !noalias !3
  %index.next1474 = add nuw i64 %index1465, 64
  %977 = icmp eq i64 %index.next1474, %n.vec1463
  br i1 %977, label %middle.block1475, label %vector.body1464, !llvm.loop !9

middle.block1475:                                 ; preds = %vector.body1464
  br i1 %cmp.n1476, label %fold_chunk.body.us.preheader, label %vec.epilog.iter.check1479

vec.epilog.iter.check1479:                        ; preds = %middle.block1475
  br i1 %min.epilog.iters.check1480, label %noise.body465.us.preheader, label %vec.epilog.vector.body1484, !prof !10

vec.epilog.vector.body1484:                       ; preds = %vec.epilog.iter.check1479, %vec.epilog.vector.body1484
  %index1485 = phi i64 [ %index.next1488, %vec.epilog.vector.body1484 ], [ %n.vec1463, %vec.epilog.iter.check1479 ]
  %978 = getelementptr inbounds float, ptr %128, i64 %index1485
  %wide.load1486 = load <8 x i32>, ptr %978, align 4, !alias.scope !0, !noalias !3
  %979 = getelementptr inbounds float, ptr %scratch, i64 %index1485
  %wide.load1487 = load <8 x i32>, ptr %979, align 4, !alias.scope !3, !noalias !0
  %980 = uitofp <8 x i32> %wide.load1486 to <8 x double>
  %981 = fadd <8 x double> %980, splat (double 5.000000e-01)
  %982 = fmul <8 x double> %981, splat (double 0x3DF0000000000000)
  %983 = uitofp <8 x i32> %wide.load1487 to <8 x double>
  %984 = fadd <8 x double> %983, splat (double 5.000000e-01)
  %985 = fmul <8 x double> %984, splat (double 0x3DF0000000000000)
  %986 = bitcast <8 x double> %982 to <8 x i64>
  %987 = lshr <8 x i64> %986, splat (i64 32)
  %988 = add nuw nsw <8 x i64> %987, splat (i64 614242)
  %989 = lshr <8 x i64> %988, splat (i64 20)
  %990 = add nsw <8 x i64> %989, splat (i64 -1023)
  %991 = shl nuw <8 x i64> %988, splat (i64 32)
  %992 = and <8 x i64> %991, splat (i64 4503595332403200)
  %993 = add nuw nsw <8 x i64> %992, splat (i64 4604544269498187776)
  %994 = and <8 x i64> %986, splat (i64 4294967295)
  %995 = or disjoint <8 x i64> %993, %994
  %996 = bitcast <8 x i64> %995 to <8 x double>
  %997 = fadd <8 x double> %996, splat (double -1.000000e+00)
  %998 = fmul <8 x double> %997, splat (double 5.000000e-01)
  %999 = fmul <8 x double> %997, %998
  %1000 = fadd <8 x double> %997, splat (double 2.000000e+00)
  %1001 = fdiv <8 x double> %997, %1000
  %1002 = fmul <8 x double> %1001, %1001
  %1003 = fmul <8 x double> %1002, %1002
  %1004 = fmul <8 x double> %1003, splat (double 0x3FC39A09D078C69F)
  %1005 = fadd <8 x double> %1004, splat (double 0x3FCC71C51D8E78AF)
  %1006 = fmul <8 x double> %1003, %1005
  %1007 = fadd <8 x double> %1006, splat (double 0x3FD999999997FA04)
  %1008 = fmul <8 x double> %1003, %1007
  %1009 = fmul <8 x double> %1003, splat (double 0x3FC2F112DF3E5244)
  %1010 = fadd <8 x double> %1009, splat (double 0x3FC7466496CB03DE)
  %1011 = fmul <8 x double> %1003, %1010
  %1012 = fadd <8 x double> %1011, splat (double 0x3FD2492494229359)
  %1013 = fmul <8 x double> %1003, %1012
  %1014 = fadd <8 x double> %1013, splat (double 0x3FE5555555555593)
  %1015 = fmul <8 x double> %1002, %1014
  %1016 = fadd <8 x double> %1008, %1015
  %1017 = sitofp <8 x i64> %990 to <8 x double>
  %1018 = fadd <8 x double> %999, %1016
  %1019 = fmul <8 x double> %1001, %1018
  %1020 = fmul <8 x double> %1017, splat (double 0x3DEA39EF35793C76)
  %1021 = fadd <8 x double> %1020, %1019
  %1022 = fsub <8 x double> %1021, %999
  %1023 = fadd <8 x double> %997, %1022
  %1024 = fmul <8 x double> %1017, splat (double 0x3FE62E42FEE00000)
  %1025 = fadd <8 x double> %1024, %1023
  %1026 = fmul <8 x double> %1025, splat (double -2.000000e+00)
  %1027 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %1026)
  %1028 = fmul <8 x double> %985, splat (double 0x401921FB54442D18)
  %1029 = fmul <8 x double> %1028, splat (double 0x3FE45F306DC9C883)
  %1030 = fadd <8 x double> %1029, splat (double 0x4338000000000000)
  %1031 = bitcast <8 x double> %1030 to <8 x i64>
  %1032 = fadd <8 x double> %1030, splat (double 0xC338000000000000)
  %1033 = fmul <8 x double> %1032, splat (double 0x3FF921FB54400000)
  %1034 = fsub <8 x double> %1028, %1033
  %1035 = fmul <8 x double> %1032, splat (double 0x3DD0B4611A626331)
  %1036 = fmul <8 x double> %1032, splat (double 0x3DD0B4611A600000)
  %1037 = fsub <8 x double> %1034, %1036
  %1038 = fmul <8 x double> %1032, splat (double 0x3BA3198A2E037073)
  %1039 = fsub <8 x double> %1034, %1037
  %1040 = fsub <8 x double> %1039, %1036
  %1041 = fsub <8 x double> %1038, %1040
  %1042 = fsub <8 x double> %1034, %1035
  %1043 = bitcast <8 x double> %1028 to <8 x i64>
  %1044 = lshr <8 x i64> %1043, splat (i64 52)
  %1045 = and <8 x i64> %1044, splat (i64 2047)
  %1046 = bitcast <8 x double> %1042 to <8 x i64>
  %1047 = lshr <8 x i64> %1046, splat (i64 52)
  %1048 = and <8 x i64> %1047, splat (i64 2047)
  %1049 = add nuw nsw <8 x i64> %1048, splat (i64 16)
  %1050 = icmp samesign ult <8 x i64> %1049, %1045
  %1051 = select <8 x i1> %1050, <8 x double> %1037, <8 x double> %1034
  %1052 = select <8 x i1> %1050, <8 x double> %1041, <8 x double> %1035
  %1053 = fsub <8 x double> %1051, %1052
  %1054 = fsub <8 x double> %1051, %1053
  %1055 = fsub <8 x double> %1054, %1052
  %1056 = fmul <8 x double> %1053, %1053
  %1057 = fmul <8 x double> %1056, %1056
  %1058 = fmul <8 x double> %1056, splat (double 0x3EFA01A019CB1590)
  %1059 = fadd <8 x double> %1058, splat (double 0xBF56C16C16C15177)
  %1060 = fmul <8 x double> %1056, %1059
  %1061 = fadd <8 x double> %1060, splat (double 0x3FA555555555554C)
  %1062 = fmul <8 x double> %1056, %1061
  %1063 = fmul <8 x double> %1056, splat (double 0x3DA8FAE9BE8838D4)
  %1064 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %1063
  %1065 = fmul <8 x double> %1056, %1064
  %1066 = fadd <8 x double> %1065, splat (double 0xBE927E4F809C52AD)
  %1067 = fmul <8 x double> %1057, %1057
  %1068 = fmul <8 x double> %1067, %1066
  %1069 = fadd <8 x double> %1062, %1068
  %1070 = fmul <8 x double> %1056, splat (double 5.000000e-01)
  %1071 = fsub <8 x double> splat (double 1.000000e+00), %1070
  %1072 = fsub <8 x double> splat (double 1.000000e+00), %1071
  %1073 = fsub <8 x double> %1072, %1070
  %1074 = fmul <8 x double> %1056, %1069
  %1075 = fmul <8 x double> %1053, %1055
  %1076 = fsub <8 x double> %1074, %1075
  %1077 = fadd <8 x double> %1073, %1076
  %1078 = fadd <8 x double> %1071, %1077
  %1079 = fmul <8 x double> %1056, splat (double 0x3EC71DE357B1FE7D)
  %1080 = fadd <8 x double> %1079, splat (double 0xBF2A01A019C161D5)
  %1081 = fmul <8 x double> %1056, %1080
  %1082 = fadd <8 x double> %1081, splat (double 0x3F8111111110F8A6)
  %1083 = fmul <8 x double> %1056, splat (double 0x3DE5D93A5ACFD57C)
  %1084 = fadd <8 x double> %1083, splat (double 0xBE5AE5E68A2B9CEB)
  %1085 = fmul <8 x double> %1056, %1057
  %1086 = fmul <8 x double> %1085, %1084
  %1087 = fadd <8 x double> %1086, %1082
  %1088 = fmul <8 x double> %1053, %1056
  %1089 = fmul <8 x double> %1055, splat (double 5.000000e-01)
  %1090 = fmul <8 x double> %1088, %1087
  %1091 = fsub <8 x double> %1089, %1090
  %1092 = fmul <8 x double> %1056, %1091
  %1093 = fsub <8 x double> %1092, %1055
  %1094 = fmul <8 x double> %1088, splat (double 0x3FC5555555555549)
  %1095 = fadd <8 x double> %1093, %1094
  %1096 = fsub <8 x double> %1053, %1095
  %1097 = fneg <8 x double> %1078
  %1098 = fneg <8 x double> %1096
  %1099 = and <8 x i64> %1031, splat (i64 1)
  %1100 = and <8 x i64> %1031, splat (i64 2)
  %1101 = icmp eq <8 x i64> %1099, zeroinitializer
  %1102 = icmp eq <8 x i64> %1100, zeroinitializer
  %1103 = select <8 x i1> %1102, <8 x double> %1078, <8 x double> %1097
  %1104 = select <8 x i1> %1102, <8 x double> %1098, <8 x double> %1096
  %1105 = select <8 x i1> %1101, <8 x double> %1103, <8 x double> %1104
  %1106 = fmul <8 x double> %1027, %1105
  %1107 = fptrunc <8 x double> %1106 to <8 x float>
  store <8 x float> %1107, ptr %978, align 4, !alias.scope !0, !noalias !3
  %index.next1488 = add nuw i64 %index1485, 8
  %1108 = icmp eq i64 %index.next1488, %n.vec1483
  br i1 %1108, label %vec.epilog.middle.block1489, label %vec.epilog.vector.body1484, !llvm.loop !11

vec.epilog.middle.block1489:                      ; preds = %vec.epilog.vector.body1484
  br i1 %cmp.n1490, label %fold_chunk.body.us.preheader, label %noise.body465.us.preheader

noise.body465.us.preheader:                       ; preds = %vec.epilog.iter.check1479, %vec.epilog.middle.block1489
  %noise467693.us.ph = phi i64 [ %n.vec1463, %vec.epilog.iter.check1479 ], [ %n.vec1483, %vec.epilog.middle.block1489 ]
  br label %noise.body465.us

fold_chunk.body.us.preheader:                     ; preds = %noise.body465.us, %vec.epilog.middle.block1489, %middle.block1475
  br label %fold_chunk.body.us

fold_chunk.body.us:                               ; preds = %fold_chunk.body.us.preheader, %fold_chunk.header.loopexit.us
  %indvar1403 = phi i64 [ %indvar.next1404, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv918 = phi i64 [ %indvars.iv.next919, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us ], [ 1024, %fold_chunk.body.us.preheader ]
  %fold_chunk706.us = phi i64 [ %1118, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %fold_value.0705.us = phi float [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value475.0704.us = phi float [ %fold_value475.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value480.0703.us = phi float [ %fold_value480.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %umin2523 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1109 = add i64 %umin2523, %indvars.iv918
  %umax2524 = tail call i64 @llvm.umax.i64(i64 %1109, i64 1)
  %umin2522 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin1423 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1110 = add i64 %umin1423, %indvars.iv918
  %1111 = mul i64 %indvar1403, -4096
  %1112 = insertelement <8 x i64> poison, i64 %1111, i64 0
  %1113 = shufflevector <8 x i64> %1112, <8 x i64> poison, <8 x i32> zeroinitializer
  %1114 = add <8 x i64> %1113, %237
  %1115 = sub <8 x i64> %1113, %237
  %1116 = shufflevector <8 x i64> %1114, <8 x i64> %1115, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7>
  %1117 = sub i64 %1111, %208
  %umin917 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1118 = add i64 %fold_chunk706.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %1118, i64 %n_features)
  %1119 = icmp ult i64 %fold_chunk706.us, %chunk_end.us
  br i1 %1119, label %iter.check1426, label %feature.exit487.us

iter.check1426:                                   ; preds = %fold_chunk.body.us
  %min.iters.check1424 = icmp ult i64 %1110, 4
  br i1 %min.iters.check1424, label %feature.body486.us.preheader, label %vector.memcheck1399

vector.memcheck1399:                              ; preds = %iter.check1426
  %1120 = icmp ult <8 x i64> %1116, splat (i64 64)
  %diff.check1421 = icmp ult i64 %1117, 64
  %1121 = bitcast <8 x i1> %1120 to i8
  %1122 = icmp ne i8 %1121, 0
  %op.rdx = or i1 %1122, %diff.check1401
  %op.rdx2469 = or i1 %diff.check1421, %diff.check1400
  %op.rdx2470 = or i1 %op.rdx, %op.rdx2469
  br i1 %op.rdx2470, label %feature.body486.us.preheader, label %vector.main.loop.iter.check1428

vector.main.loop.iter.check1428:                  ; preds = %vector.memcheck1399
  %min.iters.check1427 = icmp ult i64 %1110, 16
  br i1 %min.iters.check1427, label %vec.epilog.ph1444, label %vector.ph1429

vector.ph1429:                                    ; preds = %vector.main.loop.iter.check1428
  %n.mod.vf1430 = and i64 %umin1423, 15
  %n.vec1431 = sub nuw i64 %1110, %n.mod.vf1430
  br label %vector.body1432

vector.body1432:                                  ; preds = %vector.body1432, %vector.ph1429
  %index1433 = phi i64 [ 0, %vector.ph1429 ], [ %index.next1437, %vector.body1432 ]
  %1123 = add i64 %fold_chunk706.us, %index1433
  %1124 = getelementptr inbounds float, ptr %234, i64 %1123
  %wide.load1434 = load <16 x float>, ptr %1124, align 4
  %1125 = fmul <16 x float> %wide.load1434, %wide.load1434
  %1126 = getelementptr inbounds float, ptr %235, i64 %1123
  %wide.load1435 = load <16 x float>, ptr %1126, align 4
  %1127 = fneg <16 x float> %wide.load1435
  %1128 = fmul <16 x float> %wide.load1434, %1127
  %1129 = getelementptr inbounds float, ptr %128, i64 %1123
  %wide.load1436 = load <16 x float>, ptr %1129, align 4
  %1130 = fmul <16 x float> %wide.load1434, %wide.load1436
  %1131 = getelementptr inbounds float, ptr %scratch, i64 %index1433
  store <16 x float> %1125, ptr %1131, align 4
  %1132 = getelementptr float, ptr %147, i64 %index1433
  store <16 x float> %1128, ptr %1132, align 4
  %1133 = getelementptr float, ptr %148, i64 %index1433
  store <16 x float> %1130, ptr %1133, align 4
  %index.next1437 = add nuw i64 %index1433, 16
  %1134 = icmp eq i64 %index.next1437, %n.vec1431
  br i1 %1134, label %middle.block1438, label %vector.body1432, !llvm.loop !12

middle.block1438:                                 ; preds = %vector.body1432
  %cmp.n1439 = icmp eq i64 %n.mod.vf1430, 0
  br i1 %cmp.n1439, label %feature.exit487.us, label %vec.epilog.iter.check1442

vec.epilog.iter.check1442:                        ; preds = %middle.block1438
  %ind.end1457 = add i64 %fold_chunk706.us, %n.vec1431
  %min.epilog.iters.check1443 = icmp samesign ult i64 %n.mod.vf1430, 4
  br i1 %min.epilog.iters.check1443, label %feature.body486.us.preheader, label %vec.epilog.ph1444, !prof !13

vec.epilog.ph1444:                                ; preds = %vector.main.loop.iter.check1428, %vec.epilog.iter.check1442
  %vec.epilog.resume.val1440 = phi i64 [ %n.vec1431, %vec.epilog.iter.check1442 ], [ 0, %vector.main.loop.iter.check1428 ]
  %n.mod.vf1445 = and i64 %umin1423, 3
  %n.vec1446 = sub i64 %1110, %n.mod.vf1445
  %1135 = add i64 %fold_chunk706.us, %n.vec1446
  br label %vec.epilog.vector.body1447

vec.epilog.vector.body1447:                       ; preds = %vec.epilog.vector.body1447, %vec.epilog.ph1444
  %index1448 = phi i64 [ %vec.epilog.resume.val1440, %vec.epilog.ph1444 ], [ %index.next1453, %vec.epilog.vector.body1447 ]
  %offset.idx1449 = add i64 %fold_chunk706.us, %index1448
  %1136 = getelementptr inbounds float, ptr %234, i64 %offset.idx1449
  %wide.load1450 = load <4 x float>, ptr %1136, align 4
  %1137 = fmul <4 x float> %wide.load1450, %wide.load1450
  %1138 = getelementptr inbounds float, ptr %235, i64 %offset.idx1449
  %wide.load1451 = load <4 x float>, ptr %1138, align 4
  %1139 = fneg <4 x float> %wide.load1451
  %1140 = fmul <4 x float> %wide.load1450, %1139
  %1141 = getelementptr inbounds float, ptr %128, i64 %offset.idx1449
  %wide.load1452 = load <4 x float>, ptr %1141, align 4
  %1142 = fmul <4 x float> %wide.load1450, %wide.load1452
  %1143 = getelementptr inbounds float, ptr %scratch, i64 %index1448
  store <4 x float> %1137, ptr %1143, align 4
  %1144 = getelementptr float, ptr %147, i64 %index1448
  store <4 x float> %1140, ptr %1144, align 4
  %1145 = getelementptr float, ptr %148, i64 %index1448
  store <4 x float> %1142, ptr %1145, align 4
  %index.next1453 = add nuw i64 %index1448, 4
  %1146 = icmp eq i64 %index.next1453, %n.vec1446
  br i1 %1146, label %vec.epilog.middle.block1454, label %vec.epilog.vector.body1447, !llvm.loop !14

vec.epilog.middle.block1454:                      ; preds = %vec.epilog.vector.body1447
  %cmp.n1455 = icmp eq i64 %n.mod.vf1445, 0
  br i1 %cmp.n1455, label %feature.exit487.us, label %feature.body486.us.preheader

feature.body486.us.preheader:                     ; preds = %vector.memcheck1399, %iter.check1426, %vec.epilog.iter.check1442, %vec.epilog.middle.block1454
  %feature488696.us.ph = phi i64 [ %fold_chunk706.us, %iter.check1426 ], [ %fold_chunk706.us, %vector.memcheck1399 ], [ %ind.end1457, %vec.epilog.iter.check1442 ], [ %1135, %vec.epilog.middle.block1454 ]
  %1147 = sub i64 %umin2522, %feature488696.us.ph
  %.neg = add i64 %feature488696.us.ph, 1
  %xtraiter = and i64 %1147, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body486.us.prol.loopexit, label %feature.body486.us.prol

feature.body486.us.prol:                          ; preds = %feature.body486.us.preheader
  %1148 = getelementptr inbounds float, ptr %234, i64 %feature488696.us.ph
  %1149 = load float, ptr %1148, align 4
  %1150 = fmul float %1149, %1149
  %1151 = getelementptr inbounds float, ptr %235, i64 %feature488696.us.ph
  %1152 = load float, ptr %1151, align 4
  %1153 = fneg float %1152
  %1154 = fmul float %1149, %1153
  %1155 = getelementptr inbounds float, ptr %128, i64 %feature488696.us.ph
  %1156 = load float, ptr %1155, align 4
  %1157 = fmul float %1149, %1156
  %1158 = sub nuw i64 %feature488696.us.ph, %fold_chunk706.us
  %1159 = getelementptr inbounds float, ptr %scratch, i64 %1158
  store float %1150, ptr %1159, align 4
  %1160 = getelementptr float, ptr %147, i64 %1158
  store float %1154, ptr %1160, align 4
  %1161 = getelementptr float, ptr %148, i64 %1158
  store float %1157, ptr %1161, align 4
  %1162 = add nuw i64 %feature488696.us.ph, 1
  br label %feature.body486.us.prol.loopexit

feature.body486.us.prol.loopexit:                 ; preds = %feature.body486.us.prol, %feature.body486.us.preheader
  %feature488696.us.unr = phi i64 [ %feature488696.us.ph, %feature.body486.us.preheader ], [ %1162, %feature.body486.us.prol ]
  %1163 = icmp eq i64 %umin2522, %.neg
  br i1 %1163, label %feature.exit487.us, label %feature.body486.us

feature.exit487.us:                               ; preds = %feature.body486.us.prol.loopexit, %feature.body486.us, %middle.block1438, %vec.epilog.middle.block1454, %fold_chunk.body.us
  %.not841 = icmp eq i64 %chunk_end.us, %fold_chunk706.us
  br i1 %.not841, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit487.us
  %xtraiter2525 = and i64 %umax2524, 3
  %1164 = icmp ult i64 %1109, 4
  br i1 %1164, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax2524, -4
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums700.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %1204, %fold_sums.body.us ]
  %fold_value.1699.us = phi float [ %fold_value.0705.us, %fold_sums.body.us.preheader.new ], [ %1197, %fold_sums.body.us ]
  %fold_value475.1698.us = phi float [ %fold_value475.0704.us, %fold_sums.body.us.preheader.new ], [ %1200, %fold_sums.body.us ]
  %fold_value480.1697.us = phi float [ %fold_value480.0703.us, %fold_sums.body.us.preheader.new ], [ %1203, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.3, %fold_sums.body.us ]
  %1165 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums700.us
  %1166 = load float, ptr %1165, align 4
  %1167 = fadd float %fold_value.1699.us, %1166
  %1168 = getelementptr inbounds float, ptr %147, i64 %fold_sums700.us
  %1169 = load float, ptr %1168, align 4
  %1170 = fadd float %fold_value475.1698.us, %1169
  %1171 = getelementptr inbounds float, ptr %148, i64 %fold_sums700.us
  %1172 = load float, ptr %1171, align 4
  %1173 = fadd float %fold_value480.1697.us, %1172
  %1174 = or disjoint i64 %fold_sums700.us, 1
  %1175 = getelementptr inbounds float, ptr %scratch, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = fadd float %1167, %1176
  %1178 = getelementptr inbounds float, ptr %147, i64 %1174
  %1179 = load float, ptr %1178, align 4
  %1180 = fadd float %1170, %1179
  %1181 = getelementptr inbounds float, ptr %148, i64 %1174
  %1182 = load float, ptr %1181, align 4
  %1183 = fadd float %1173, %1182
  %1184 = or disjoint i64 %fold_sums700.us, 2
  %1185 = getelementptr inbounds float, ptr %scratch, i64 %1184
  %1186 = load float, ptr %1185, align 4
  %1187 = fadd float %1177, %1186
  %1188 = getelementptr inbounds float, ptr %147, i64 %1184
  %1189 = load float, ptr %1188, align 4
  %1190 = fadd float %1180, %1189
  %1191 = getelementptr inbounds float, ptr %148, i64 %1184
  %1192 = load float, ptr %1191, align 4
  %1193 = fadd float %1183, %1192
  %1194 = or disjoint i64 %fold_sums700.us, 3
  %1195 = getelementptr inbounds float, ptr %scratch, i64 %1194
  %1196 = load float, ptr %1195, align 4
  %1197 = fadd float %1187, %1196
  %1198 = getelementptr inbounds float, ptr %147, i64 %1194
  %1199 = load float, ptr %1198, align 4
  %1200 = fadd float %1190, %1199
  %1201 = getelementptr inbounds float, ptr %148, i64 %1194
  %1202 = load float, ptr %1201, align 4
  %1203 = fadd float %1193, %1202
  %1204 = add nuw i64 %fold_sums700.us, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body486.us:                               ; preds = %feature.body486.us.prol.loopexit, %feature.body486.us
  %feature488696.us = phi i64 [ %1234, %feature.body486.us ], [ %feature488696.us.unr, %feature.body486.us.prol.loopexit ]
  %1205 = getelementptr inbounds float, ptr %234, i64 %feature488696.us
  %1206 = load float, ptr %1205, align 4
  %1207 = fmul float %1206, %1206
  %1208 = getelementptr inbounds float, ptr %235, i64 %feature488696.us
  %1209 = load float, ptr %1208, align 4
  %1210 = fneg float %1209
  %1211 = fmul float %1206, %1210
  %1212 = getelementptr inbounds float, ptr %128, i64 %feature488696.us
  %1213 = load float, ptr %1212, align 4
  %1214 = fmul float %1206, %1213
  %1215 = sub nuw i64 %feature488696.us, %fold_chunk706.us
  %1216 = getelementptr inbounds float, ptr %scratch, i64 %1215
  store float %1207, ptr %1216, align 4
  %1217 = getelementptr float, ptr %147, i64 %1215
  store float %1211, ptr %1217, align 4
  %1218 = getelementptr float, ptr %148, i64 %1215
  store float %1214, ptr %1218, align 4
  %1219 = add nuw i64 %feature488696.us, 1
  %1220 = getelementptr inbounds float, ptr %234, i64 %1219
  %1221 = load float, ptr %1220, align 4
  %1222 = fmul float %1221, %1221
  %1223 = getelementptr inbounds float, ptr %235, i64 %1219
  %1224 = load float, ptr %1223, align 4
  %1225 = fneg float %1224
  %1226 = fmul float %1221, %1225
  %1227 = getelementptr inbounds float, ptr %128, i64 %1219
  %1228 = load float, ptr %1227, align 4
  %1229 = fmul float %1221, %1228
  %1230 = sub nuw i64 %1219, %fold_chunk706.us
  %1231 = getelementptr inbounds float, ptr %scratch, i64 %1230
  store float %1222, ptr %1231, align 4
  %1232 = getelementptr float, ptr %147, i64 %1230
  store float %1226, ptr %1232, align 4
  %1233 = getelementptr float, ptr %148, i64 %1230
  store float %1229, ptr %1233, align 4
  %1234 = add nuw i64 %feature488696.us, 2
  %exitcond916.not.1 = icmp eq i64 %1234, %umin917
  br i1 %exitcond916.not.1, label %feature.exit487.us, label %feature.body486.us, !llvm.loop !15

noise.done474.us:                                 ; preds = %fold_chunk.header.loopexit.us, %fold_chunk.header504.loopexit.us
  %uniforms.sroa.14.0.us = phi float [ %fold_value499.1.lcssa.us, %fold_chunk.header504.loopexit.us ], [ %fold_value480.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.6.0.us = phi float [ %fold_value494.1.lcssa.us, %fold_chunk.header504.loopexit.us ], [ %fold_value475.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.0.0.us = phi float [ %fold_value489.1.lcssa.us, %fold_chunk.header504.loopexit.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  br i1 %draw446.not, label %fold_chunk.body549.us.preheader, label %fold_chunk.body529.us.preheader

fold_chunk.body529.us.preheader:                  ; preds = %noise.done474.us
  %broadcast.splatinsert1295 = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1296 = shufflevector <16 x float> %broadcast.splatinsert1295, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1299 = insertelement <16 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1300 = shufflevector <16 x float> %broadcast.splatinsert1299, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1301 = insertelement <16 x float> poison, float %noise_scale444.us, i64 0
  %broadcast.splat1302 = shufflevector <16 x float> %broadcast.splatinsert1301, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1327 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1328 = shufflevector <8 x float> %broadcast.splatinsert1327, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1331 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1332 = shufflevector <8 x float> %broadcast.splatinsert1331, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1333 = insertelement <8 x float> poison, float %noise_scale444.us, i64 0
  %broadcast.splat1334 = shufflevector <8 x float> %broadcast.splatinsert1333, <8 x float> poison, <8 x i32> zeroinitializer
  br label %fold_chunk.body529.us

fold_chunk.body549.us.preheader:                  ; preds = %noise.done474.us
  %broadcast.splatinsert1242 = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1243 = shufflevector <16 x float> %broadcast.splatinsert1242, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1266 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1267 = shufflevector <8 x float> %broadcast.splatinsert1266, <8 x float> poison, <8 x i32> zeroinitializer
  br label %fold_chunk.body549.us

fold_chunk.body529.us:                            ; preds = %fold_chunk.body529.us.preheader, %fold_chunk.header528.loopexit.us
  %indvar1279 = phi i64 [ %indvar.next1280, %fold_chunk.header528.loopexit.us ], [ 0, %fold_chunk.body529.us.preheader ]
  %indvars.iv935 = phi i64 [ %indvars.iv.next936, %fold_chunk.header528.loopexit.us ], [ 0, %fold_chunk.body529.us.preheader ]
  %indvars.iv930 = phi i64 [ %indvars.iv.next931, %fold_chunk.header528.loopexit.us ], [ 1024, %fold_chunk.body529.us.preheader ]
  %fold_chunk531730.us = phi i64 [ %1241, %fold_chunk.header528.loopexit.us ], [ 0, %fold_chunk.body529.us.preheader ]
  %fold_value523.0729.us = phi float [ %fold_value523.1.lcssa.us, %fold_chunk.header528.loopexit.us ], [ 0.000000e+00, %fold_chunk.body529.us.preheader ]
  %umin2548 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv930)
  %1235 = add i64 %umin2548, %indvars.iv935
  %umax2549 = tail call i64 @llvm.umax.i64(i64 %1235, i64 1)
  %umin2545 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv930)
  %umin1286 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv930)
  %1236 = add i64 %umin1286, %indvars.iv935
  %1237 = mul i64 %indvar1279, -4096
  %1238 = add i64 %223, %1237
  %1239 = add i64 %224, %1237
  %1240 = add i64 %164, %1237
  %umin934 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv930)
  %1241 = add i64 %fold_chunk531730.us, 1024
  %chunk_end532.us = tail call i64 @llvm.umin.i64(i64 %1241, i64 %n_features)
  %1242 = icmp ult i64 %fold_chunk531730.us, %chunk_end532.us
  br i1 %1242, label %iter.check1289, label %feature.exit535.us

iter.check1289:                                   ; preds = %fold_chunk.body529.us
  %min.iters.check1287 = icmp ult i64 %1236, 8
  br i1 %min.iters.check1287, label %feature.body534.us.preheader, label %vector.memcheck1278

vector.memcheck1278:                              ; preds = %iter.check1289
  %diff.check1281 = icmp ult i64 %1238, 256
  %diff.check1282 = icmp ult i64 %1239, 256
  %conflict.rdx1283 = or i1 %diff.check1281, %diff.check1282
  %diff.check1284 = icmp ult i64 %1240, 256
  %conflict.rdx1285 = or i1 %conflict.rdx1283, %diff.check1284
  br i1 %conflict.rdx1285, label %feature.body534.us.preheader, label %vector.main.loop.iter.check1291

vector.main.loop.iter.check1291:                  ; preds = %vector.memcheck1278
  %min.iters.check1290 = icmp ult i64 %1236, 64
  br i1 %min.iters.check1290, label %vec.epilog.ph1324, label %vector.ph1292

vector.ph1292:                                    ; preds = %vector.main.loop.iter.check1291
  %n.mod.vf1293 = and i64 %umin1286, 63
  %n.vec1294 = sub nuw i64 %1236, %n.mod.vf1293
  br label %vector.body1303

vector.body1303:                                  ; preds = %vector.body1303, %vector.ph1292
  %index1304 = phi i64 [ 0, %vector.ph1292 ], [ %index.next1317, %vector.body1303 ]
  %1243 = add i64 %fold_chunk531730.us, %index1304
  %1244 = getelementptr inbounds float, ptr %234, i64 %1243
  %1245 = getelementptr inbounds nuw i8, ptr %1244, i64 64
  %1246 = getelementptr inbounds nuw i8, ptr %1244, i64 128
  %1247 = getelementptr inbounds nuw i8, ptr %1244, i64 192
  %wide.load1305 = load <16 x float>, ptr %1244, align 4
  %wide.load1306 = load <16 x float>, ptr %1245, align 4
  %wide.load1307 = load <16 x float>, ptr %1246, align 4
  %wide.load1308 = load <16 x float>, ptr %1247, align 4
  %1248 = getelementptr inbounds float, ptr %235, i64 %1243
  %1249 = getelementptr inbounds nuw i8, ptr %1248, i64 64
  %1250 = getelementptr inbounds nuw i8, ptr %1248, i64 128
  %1251 = getelementptr inbounds nuw i8, ptr %1248, i64 192
  %wide.load1309 = load <16 x float>, ptr %1248, align 4
  %wide.load1310 = load <16 x float>, ptr %1249, align 4
  %wide.load1311 = load <16 x float>, ptr %1250, align 4
  %wide.load1312 = load <16 x float>, ptr %1251, align 4
  %1252 = fneg <16 x float> %wide.load1309
  %1253 = fneg <16 x float> %wide.load1310
  %1254 = fneg <16 x float> %wide.load1311
  %1255 = fneg <16 x float> %wide.load1312
  %1256 = fmul <16 x float> %broadcast.splat1296, %wide.load1305
  %1257 = fmul <16 x float> %broadcast.splat1296, %wide.load1306
  %1258 = fmul <16 x float> %broadcast.splat1296, %wide.load1307
  %1259 = fmul <16 x float> %broadcast.splat1296, %wide.load1308
  %1260 = fsub <16 x float> %1252, %1256
  %1261 = fsub <16 x float> %1253, %1257
  %1262 = fsub <16 x float> %1254, %1258
  %1263 = fsub <16 x float> %1255, %1259
  %1264 = fmul <16 x float> %broadcast.splat1298, %1260
  %1265 = fmul <16 x float> %broadcast.splat1298, %1261
  %1266 = fmul <16 x float> %broadcast.splat1298, %1262
  %1267 = fmul <16 x float> %broadcast.splat1298, %1263
  %1268 = fsub <16 x float> %wide.load1305, %1264
  %1269 = fsub <16 x float> %wide.load1306, %1265
  %1270 = fsub <16 x float> %wide.load1307, %1266
  %1271 = fsub <16 x float> %wide.load1308, %1267
  %1272 = getelementptr inbounds float, ptr %128, i64 %1243
  %1273 = getelementptr inbounds nuw i8, ptr %1272, i64 64
  %1274 = getelementptr inbounds nuw i8, ptr %1272, i64 128
  %1275 = getelementptr inbounds nuw i8, ptr %1272, i64 192
  %wide.load1313 = load <16 x float>, ptr %1272, align 4
  %wide.load1314 = load <16 x float>, ptr %1273, align 4
  %wide.load1315 = load <16 x float>, ptr %1274, align 4
  %wide.load1316 = load <16 x float>, ptr %1275, align 4
  %1276 = fmul <16 x float> %broadcast.splat1300, %wide.load1305
  %1277 = fmul <16 x float> %broadcast.splat1300, %wide.load1306
  %1278 = fmul <16 x float> %broadcast.splat1300, %wide.load1307
  %1279 = fmul <16 x float> %broadcast.splat1300, %wide.load1308
  %1280 = fsub <16 x float> %wide.load1313, %1276
  %1281 = fsub <16 x float> %wide.load1314, %1277
  %1282 = fsub <16 x float> %wide.load1315, %1278
  %1283 = fsub <16 x float> %wide.load1316, %1279
  %1284 = fmul <16 x float> %broadcast.splat1302, %1280
  %1285 = fmul <16 x float> %broadcast.splat1302, %1281
  %1286 = fmul <16 x float> %broadcast.splat1302, %1282
  %1287 = fmul <16 x float> %broadcast.splat1302, %1283
  %1288 = fadd <16 x float> %1268, %1284
  %1289 = fadd <16 x float> %1269, %1285
  %1290 = fadd <16 x float> %1270, %1286
  %1291 = fadd <16 x float> %1271, %1287
  %1292 = fmul <16 x float> %1288, %1288
  %1293 = fmul <16 x float> %1289, %1289
  %1294 = fmul <16 x float> %1290, %1290
  %1295 = fmul <16 x float> %1291, %1291
  %1296 = getelementptr inbounds float, ptr %scratch, i64 %index1304
  %1297 = getelementptr inbounds nuw i8, ptr %1296, i64 64
  %1298 = getelementptr inbounds nuw i8, ptr %1296, i64 128
  %1299 = getelementptr inbounds nuw i8, ptr %1296, i64 192
  store <16 x float> %1292, ptr %1296, align 4
  store <16 x float> %1293, ptr %1297, align 4
  store <16 x float> %1294, ptr %1298, align 4
  store <16 x float> %1295, ptr %1299, align 4
  %index.next1317 = add nuw i64 %index1304, 64
  %1300 = icmp eq i64 %index.next1317, %n.vec1294
  br i1 %1300, label %middle.block1318, label %vector.body1303, !llvm.loop !16

middle.block1318:                                 ; preds = %vector.body1303
  %cmp.n1319 = icmp eq i64 %n.mod.vf1293, 0
  br i1 %cmp.n1319, label %feature.exit535.us, label %vec.epilog.iter.check1322

vec.epilog.iter.check1322:                        ; preds = %middle.block1318
  %ind.end1345 = add i64 %fold_chunk531730.us, %n.vec1294
  %min.epilog.iters.check1323 = icmp samesign ult i64 %n.mod.vf1293, 8
  br i1 %min.epilog.iters.check1323, label %feature.body534.us.preheader, label %vec.epilog.ph1324, !prof !10

vec.epilog.ph1324:                                ; preds = %vector.main.loop.iter.check1291, %vec.epilog.iter.check1322
  %vec.epilog.resume.val1320 = phi i64 [ %n.vec1294, %vec.epilog.iter.check1322 ], [ 0, %vector.main.loop.iter.check1291 ]
  %n.mod.vf1325 = and i64 %umin1286, 7
  %n.vec1326 = sub i64 %1236, %n.mod.vf1325
  %1301 = add i64 %fold_chunk531730.us, %n.vec1326
  br label %vec.epilog.vector.body1335

vec.epilog.vector.body1335:                       ; preds = %vec.epilog.vector.body1335, %vec.epilog.ph1324
  %index1336 = phi i64 [ %vec.epilog.resume.val1320, %vec.epilog.ph1324 ], [ %index.next1341, %vec.epilog.vector.body1335 ]
  %offset.idx1337 = add i64 %fold_chunk531730.us, %index1336
  %1302 = getelementptr inbounds float, ptr %234, i64 %offset.idx1337
  %wide.load1338 = load <8 x float>, ptr %1302, align 4
  %1303 = getelementptr inbounds float, ptr %235, i64 %offset.idx1337
  %wide.load1339 = load <8 x float>, ptr %1303, align 4
  %1304 = fneg <8 x float> %wide.load1339
  %1305 = fmul <8 x float> %broadcast.splat1328, %wide.load1338
  %1306 = fsub <8 x float> %1304, %1305
  %1307 = fmul <8 x float> %broadcast.splat1330, %1306
  %1308 = fsub <8 x float> %wide.load1338, %1307
  %1309 = getelementptr inbounds float, ptr %128, i64 %offset.idx1337
  %wide.load1340 = load <8 x float>, ptr %1309, align 4
  %1310 = fmul <8 x float> %broadcast.splat1332, %wide.load1338
  %1311 = fsub <8 x float> %wide.load1340, %1310
  %1312 = fmul <8 x float> %broadcast.splat1334, %1311
  %1313 = fadd <8 x float> %1308, %1312
  %1314 = fmul <8 x float> %1313, %1313
  %1315 = getelementptr inbounds float, ptr %scratch, i64 %index1336
  store <8 x float> %1314, ptr %1315, align 4
  %index.next1341 = add nuw i64 %index1336, 8
  %1316 = icmp eq i64 %index.next1341, %n.vec1326
  br i1 %1316, label %vec.epilog.middle.block1342, label %vec.epilog.vector.body1335, !llvm.loop !17

vec.epilog.middle.block1342:                      ; preds = %vec.epilog.vector.body1335
  %cmp.n1343 = icmp eq i64 %n.mod.vf1325, 0
  br i1 %cmp.n1343, label %feature.exit535.us, label %feature.body534.us.preheader

feature.body534.us.preheader:                     ; preds = %vector.memcheck1278, %iter.check1289, %vec.epilog.iter.check1322, %vec.epilog.middle.block1342
  %feature536725.us.ph = phi i64 [ %fold_chunk531730.us, %iter.check1289 ], [ %fold_chunk531730.us, %vector.memcheck1278 ], [ %ind.end1345, %vec.epilog.iter.check1322 ], [ %1301, %vec.epilog.middle.block1342 ]
  %1317 = sub i64 %umin2545, %feature536725.us.ph
  %.neg2787 = add i64 %feature536725.us.ph, 1
  %xtraiter2546 = and i64 %1317, 1
  %lcmp.mod2547.not = icmp eq i64 %xtraiter2546, 0
  br i1 %lcmp.mod2547.not, label %feature.body534.us.prol.loopexit, label %feature.body534.us.prol

feature.body534.us.prol:                          ; preds = %feature.body534.us.preheader
  %1318 = getelementptr inbounds float, ptr %234, i64 %feature536725.us.ph
  %1319 = load float, ptr %1318, align 4
  %1320 = getelementptr inbounds float, ptr %235, i64 %feature536725.us.ph
  %1321 = load float, ptr %1320, align 4
  %1322 = fneg float %1321
  %1323 = fmul float %uniforms.sroa.6.0.us, %1319
  %1324 = fsub float %1322, %1323
  %1325 = fmul float %eta, %1324
  %1326 = fsub float %1319, %1325
  %1327 = getelementptr inbounds float, ptr %128, i64 %feature536725.us.ph
  %1328 = load float, ptr %1327, align 4
  %1329 = fmul float %uniforms.sroa.14.0.us, %1319
  %1330 = fsub float %1328, %1329
  %1331 = fmul float %noise_scale444.us, %1330
  %1332 = fadd float %1326, %1331
  %1333 = fmul float %1332, %1332
  %1334 = sub nuw i64 %feature536725.us.ph, %fold_chunk531730.us
  %1335 = getelementptr inbounds float, ptr %scratch, i64 %1334
  store float %1333, ptr %1335, align 4
  %1336 = add nuw i64 %feature536725.us.ph, 1
  br label %feature.body534.us.prol.loopexit

feature.body534.us.prol.loopexit:                 ; preds = %feature.body534.us.prol, %feature.body534.us.preheader
  %feature536725.us.unr = phi i64 [ %feature536725.us.ph, %feature.body534.us.preheader ], [ %1336, %feature.body534.us.prol ]
  %1337 = icmp eq i64 %umin2545, %.neg2787
  br i1 %1337, label %feature.exit535.us, label %feature.body534.us

feature.exit535.us:                               ; preds = %feature.body534.us.prol.loopexit, %feature.body534.us, %middle.block1318, %vec.epilog.middle.block1342, %fold_chunk.body529.us
  %.not843 = icmp eq i64 %chunk_end532.us, %fold_chunk531730.us
  br i1 %.not843, label %fold_chunk.header528.loopexit.us, label %fold_sums.body540.us.preheader

fold_sums.body540.us.preheader:                   ; preds = %feature.exit535.us
  %xtraiter2550 = and i64 %umax2549, 7
  %1338 = icmp ult i64 %1235, 8
  br i1 %1338, label %fold_sums.body540.us.epil.preheader, label %fold_sums.body540.us.preheader.new

fold_sums.body540.us.preheader.new:               ; preds = %fold_sums.body540.us.preheader
  %unroll_iter2555 = and i64 %umax2549, -8
  br label %fold_sums.body540.us

fold_sums.body540.us:                             ; preds = %fold_sums.body540.us, %fold_sums.body540.us.preheader.new
  %fold_sums542727.us = phi i64 [ 0, %fold_sums.body540.us.preheader.new ], [ %1370, %fold_sums.body540.us ]
  %fold_value523.1726.us = phi float [ %fold_value523.0729.us, %fold_sums.body540.us.preheader.new ], [ %1369, %fold_sums.body540.us ]
  %niter2556 = phi i64 [ 0, %fold_sums.body540.us.preheader.new ], [ %niter2556.next.7, %fold_sums.body540.us ]
  %1339 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums542727.us
  %1340 = load float, ptr %1339, align 4
  %1341 = fadd float %fold_value523.1726.us, %1340
  %1342 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1343 = getelementptr i8, ptr %1342, i64 4
  %1344 = load float, ptr %1343, align 4
  %1345 = fadd float %1341, %1344
  %1346 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1347 = getelementptr i8, ptr %1346, i64 8
  %1348 = load float, ptr %1347, align 4
  %1349 = fadd float %1345, %1348
  %1350 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1351 = getelementptr i8, ptr %1350, i64 12
  %1352 = load float, ptr %1351, align 4
  %1353 = fadd float %1349, %1352
  %1354 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1355 = getelementptr i8, ptr %1354, i64 16
  %1356 = load float, ptr %1355, align 4
  %1357 = fadd float %1353, %1356
  %1358 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1359 = getelementptr i8, ptr %1358, i64 20
  %1360 = load float, ptr %1359, align 4
  %1361 = fadd float %1357, %1360
  %1362 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1363 = getelementptr i8, ptr %1362, i64 24
  %1364 = load float, ptr %1363, align 4
  %1365 = fadd float %1361, %1364
  %1366 = getelementptr float, ptr %scratch, i64 %fold_sums542727.us
  %1367 = getelementptr i8, ptr %1366, i64 28
  %1368 = load float, ptr %1367, align 4
  %1369 = fadd float %1365, %1368
  %1370 = add nuw i64 %fold_sums542727.us, 8
  %niter2556.next.7 = add i64 %niter2556, 8
  %niter2556.ncmp.7 = icmp eq i64 %niter2556.next.7, %unroll_iter2555
  br i1 %niter2556.ncmp.7, label %fold_chunk.header528.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body540.us

feature.body534.us:                               ; preds = %feature.body534.us.prol.loopexit, %feature.body534.us
  %feature536725.us = phi i64 [ %1408, %feature.body534.us ], [ %feature536725.us.unr, %feature.body534.us.prol.loopexit ]
  %1371 = getelementptr inbounds float, ptr %234, i64 %feature536725.us
  %1372 = load float, ptr %1371, align 4
  %1373 = getelementptr inbounds float, ptr %235, i64 %feature536725.us
  %1374 = load float, ptr %1373, align 4
  %1375 = fneg float %1374
  %1376 = fmul float %uniforms.sroa.6.0.us, %1372
  %1377 = fsub float %1375, %1376
  %1378 = fmul float %eta, %1377
  %1379 = fsub float %1372, %1378
  %1380 = getelementptr inbounds float, ptr %128, i64 %feature536725.us
  %1381 = load float, ptr %1380, align 4
  %1382 = fmul float %uniforms.sroa.14.0.us, %1372
  %1383 = fsub float %1381, %1382
  %1384 = fmul float %noise_scale444.us, %1383
  %1385 = fadd float %1379, %1384
  %1386 = fmul float %1385, %1385
  %1387 = sub nuw i64 %feature536725.us, %fold_chunk531730.us
  %1388 = getelementptr inbounds float, ptr %scratch, i64 %1387
  store float %1386, ptr %1388, align 4
  %1389 = add nuw i64 %feature536725.us, 1
  %1390 = getelementptr inbounds float, ptr %234, i64 %1389
  %1391 = load float, ptr %1390, align 4
  %1392 = getelementptr inbounds float, ptr %235, i64 %1389
  %1393 = load float, ptr %1392, align 4
  %1394 = fneg float %1393
  %1395 = fmul float %uniforms.sroa.6.0.us, %1391
  %1396 = fsub float %1394, %1395
  %1397 = fmul float %eta, %1396
  %1398 = fsub float %1391, %1397
  %1399 = getelementptr inbounds float, ptr %128, i64 %1389
  %1400 = load float, ptr %1399, align 4
  %1401 = fmul float %uniforms.sroa.14.0.us, %1391
  %1402 = fsub float %1400, %1401
  %1403 = fmul float %noise_scale444.us, %1402
  %1404 = fadd float %1398, %1403
  %1405 = fmul float %1404, %1404
  %1406 = sub nuw i64 %1389, %fold_chunk531730.us
  %1407 = getelementptr inbounds float, ptr %scratch, i64 %1406
  store float %1405, ptr %1407, align 4
  %1408 = add nuw i64 %feature536725.us, 2
  %exitcond933.not.1 = icmp eq i64 %1408, %umin934
  br i1 %exitcond933.not.1, label %feature.exit535.us, label %feature.body534.us, !llvm.loop !18

noise.done522.us:                                 ; preds = %fold_chunk.header528.loopexit.us, %fold_chunk.header548.loopexit.us
  %uniforms.sroa.22.0.us = phi float [ %fold_value543.1.lcssa.us, %fold_chunk.header548.loopexit.us ], [ %fold_value523.1.lcssa.us, %fold_chunk.header528.loopexit.us ]
  %1409 = fcmp olt float %uniforms.sroa.22.0.us, 0x3D71979980000000
  %1410 = tail call float @llvm.sqrt.f32(float %uniforms.sroa.22.0.us)
  %1411 = fadd float %uniforms.sroa.0.0.us, -1.000000e+00
  %1412 = tail call float @llvm.fabs.f32(float %1411)
  %1413 = fcmp ogt float %1412, 0x3F60624DE0000000
  %1414 = select i1 %1413, float 1.000000e+00, float 0.000000e+00
  %1415 = select i1 %1409, float 2.000000e+00, float 0.000000e+00
  %1416 = fadd float %1414, %1415
  %status_bits577.us = fptoui float %1416 to i32
  %status578.us = load i32, ptr %236, align 4
  %1417 = or i32 %status578.us, %status_bits577.us
  store i32 %1417, ptr %236, align 4
  br i1 %draw446.not, label %vector.memcheck, label %vector.memcheck1165

vector.memcheck1165:                              ; preds = %noise.done522.us
  br i1 %conflict.rdx, label %feature.body570.us.preheader, label %vector.ph1180

vector.ph1180:                                    ; preds = %vector.memcheck1165
  %broadcast.splatinsert1183 = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1184 = shufflevector <16 x float> %broadcast.splatinsert1183, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1187 = insertelement <16 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1188 = shufflevector <16 x float> %broadcast.splatinsert1187, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1189 = insertelement <16 x float> poison, float %noise_scale444.us, i64 0
  %broadcast.splat1190 = shufflevector <16 x float> %broadcast.splatinsert1189, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1191 = insertelement <16 x float> poison, float %1410, i64 0
  %broadcast.splat1192 = shufflevector <16 x float> %broadcast.splatinsert1191, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1193

vector.body1193:                                  ; preds = %vector.body1193, %vector.ph1180
  %index1194 = phi i64 [ 0, %vector.ph1180 ], [ %index.next1198, %vector.body1193 ]
  %1418 = getelementptr inbounds float, ptr %234, i64 %index1194
  %wide.load1195 = load <16 x float>, ptr %1418, align 4, !alias.scope !19, !noalias !22
  %1419 = getelementptr inbounds float, ptr %235, i64 %index1194
  %wide.load1196 = load <16 x float>, ptr %1419, align 4, !alias.scope !25
  %1420 = fneg <16 x float> %wide.load1196
  %1421 = fmul <16 x float> %broadcast.splat1184, %wide.load1195
  %1422 = fsub <16 x float> %1420, %1421
  %1423 = fmul <16 x float> %broadcast.splat1186, %1422
  %1424 = fsub <16 x float> %wide.load1195, %1423
  %1425 = getelementptr inbounds float, ptr %128, i64 %index1194
  %wide.load1197 = load <16 x float>, ptr %1425, align 4, !alias.scope !26
  %1426 = fmul <16 x float> %broadcast.splat1188, %wide.load1195
  %1427 = fsub <16 x float> %wide.load1197, %1426
  %1428 = fmul <16 x float> %broadcast.splat1190, %1427
  %1429 = fadd <16 x float> %1424, %1428
  %1430 = fdiv <16 x float> %1429, %broadcast.splat1192
  %1431 = select i1 %1409, <16 x float> %wide.load1195, <16 x float> %1430
  %1432 = bitcast <16 x float> %1431 to <16 x i32>
  %1433 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %1431)
  %1434 = bitcast <16 x float> %1433 to <16 x i32>
  %1435 = icmp samesign ugt <16 x i32> %1434, splat (i32 2139095040)
  %1436 = select <16 x i1> %1435, <16 x i32> splat (i32 2143289344), <16 x i32> %1432
  store <16 x i32> %1436, ptr %1418, align 4, !alias.scope !19, !noalias !22
  %index.next1198 = add nuw i64 %index1194, 16
  %1437 = icmp eq i64 %index.next1198, %n.vec1182
  br i1 %1437, label %middle.block1199, label %vector.body1193, !llvm.loop !27

middle.block1199:                                 ; preds = %vector.body1193
  br i1 %cmp.n1200, label %noise.done566.us, label %vec.epilog.iter.check1203

vec.epilog.iter.check1203:                        ; preds = %middle.block1199
  br i1 %min.epilog.iters.check1204, label %feature.body570.us.preheader, label %vec.epilog.ph1205, !prof !13

vec.epilog.ph1205:                                ; preds = %vec.epilog.iter.check1203
  %broadcast.splatinsert1208 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1209 = shufflevector <4 x float> %broadcast.splatinsert1208, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1212 = insertelement <4 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1213 = shufflevector <4 x float> %broadcast.splatinsert1212, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1214 = insertelement <4 x float> poison, float %noise_scale444.us, i64 0
  %broadcast.splat1215 = shufflevector <4 x float> %broadcast.splatinsert1214, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1216 = insertelement <4 x float> poison, float %1410, i64 0
  %broadcast.splat1217 = shufflevector <4 x float> %broadcast.splatinsert1216, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1218

vec.epilog.vector.body1218:                       ; preds = %vec.epilog.vector.body1218, %vec.epilog.ph1205
  %index1219 = phi i64 [ %n.vec1182, %vec.epilog.ph1205 ], [ %index.next1223, %vec.epilog.vector.body1218 ]
  %1438 = getelementptr inbounds float, ptr %234, i64 %index1219
  %wide.load1220 = load <4 x float>, ptr %1438, align 4, !alias.scope !19, !noalias !22
  %1439 = getelementptr inbounds float, ptr %235, i64 %index1219
  %wide.load1221 = load <4 x float>, ptr %1439, align 4, !alias.scope !25
  %1440 = fneg <4 x float> %wide.load1221
  %1441 = fmul <4 x float> %broadcast.splat1209, %wide.load1220
  %1442 = fsub <4 x float> %1440, %1441
  %1443 = fmul <4 x float> %broadcast.splat1211, %1442
  %1444 = fsub <4 x float> %wide.load1220, %1443
  %1445 = getelementptr inbounds float, ptr %128, i64 %index1219
  %wide.load1222 = load <4 x float>, ptr %1445, align 4, !alias.scope !26
  %1446 = fmul <4 x float> %broadcast.splat1213, %wide.load1220
  %1447 = fsub <4 x float> %wide.load1222, %1446
  %1448 = fmul <4 x float> %broadcast.splat1215, %1447
  %1449 = fadd <4 x float> %1444, %1448
  %1450 = fdiv <4 x float> %1449, %broadcast.splat1217
  %1451 = select i1 %1409, <4 x float> %wide.load1220, <4 x float> %1450
  %1452 = bitcast <4 x float> %1451 to <4 x i32>
  %1453 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %1451)
  %1454 = bitcast <4 x float> %1453 to <4 x i32>
  %1455 = icmp samesign ugt <4 x i32> %1454, splat (i32 2139095040)
  %1456 = select <4 x i1> %1455, <4 x i32> splat (i32 2143289344), <4 x i32> %1452
  store <4 x i32> %1456, ptr %1438, align 4, !alias.scope !19, !noalias !22
  %index.next1223 = add nuw i64 %index1219, 4
  %1457 = icmp eq i64 %index.next1223, %n.vec1207
  br i1 %1457, label %vec.epilog.middle.block1224, label %vec.epilog.vector.body1218, !llvm.loop !28

vec.epilog.middle.block1224:                      ; preds = %vec.epilog.vector.body1218
  br i1 %cmp.n1225, label %noise.done566.us, label %feature.body570.us.preheader

feature.body570.us.preheader:                     ; preds = %vector.memcheck1165, %vec.epilog.iter.check1203, %vec.epilog.middle.block1224
  %feature572739.us.ph = phi i64 [ 0, %vector.memcheck1165 ], [ %n.vec1182, %vec.epilog.iter.check1203 ], [ %n.vec1207, %vec.epilog.middle.block1224 ]
  %.neg2788 = or disjoint i64 %feature572739.us.ph, 1
  br i1 %lcmp.mod2570.not, label %feature.body570.us.prol.loopexit, label %feature.body570.us.prol

feature.body570.us.prol:                          ; preds = %feature.body570.us.preheader
  %1458 = getelementptr inbounds float, ptr %234, i64 %feature572739.us.ph
  %1459 = load float, ptr %1458, align 4
  %1460 = getelementptr inbounds float, ptr %235, i64 %feature572739.us.ph
  %1461 = load float, ptr %1460, align 4
  %1462 = fneg float %1461
  %1463 = fmul float %uniforms.sroa.6.0.us, %1459
  %1464 = fsub float %1462, %1463
  %1465 = fmul float %eta, %1464
  %1466 = fsub float %1459, %1465
  %1467 = getelementptr inbounds float, ptr %128, i64 %feature572739.us.ph
  %1468 = load float, ptr %1467, align 4
  %1469 = fmul float %uniforms.sroa.14.0.us, %1459
  %1470 = fsub float %1468, %1469
  %1471 = fmul float %noise_scale444.us, %1470
  %1472 = fadd float %1466, %1471
  %1473 = fdiv float %1472, %1410
  %1474 = select i1 %1409, float %1459, float %1473
  %bits573.us.prol = bitcast float %1474 to i32
  %1475 = tail call float @llvm.fabs.f32(float %1474)
  %magnitude574.us.prol = bitcast float %1475 to i32
  %is_nan575.us.prol = icmp samesign ugt i32 %magnitude574.us.prol, 2139095040
  %canonical576.us.prol = select i1 %is_nan575.us.prol, i32 2143289344, i32 %bits573.us.prol
  store i32 %canonical576.us.prol, ptr %1458, align 4
  %1476 = or disjoint i64 %feature572739.us.ph, 1
  br label %feature.body570.us.prol.loopexit

feature.body570.us.prol.loopexit:                 ; preds = %feature.body570.us.prol, %feature.body570.us.preheader
  %feature572739.us.unr = phi i64 [ %feature572739.us.ph, %feature.body570.us.preheader ], [ %1476, %feature.body570.us.prol ]
  %1477 = icmp eq i64 %n_features, %.neg2788
  br i1 %1477, label %noise.done566.us, label %feature.body570.us

vector.memcheck:                                  ; preds = %noise.done522.us
  br i1 %found.conflict, label %feature.body580.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1149 = insertelement <16 x float> poison, float %1410, i64 0
  %broadcast.splat1150 = shufflevector <16 x float> %broadcast.splatinsert1149, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1478 = getelementptr inbounds float, ptr %234, i64 %index
  %wide.load = load <16 x float>, ptr %1478, align 4, !alias.scope !29, !noalias !32
  %1479 = getelementptr inbounds float, ptr %235, i64 %index
  %wide.load1151 = load <16 x float>, ptr %1479, align 4, !alias.scope !32
  %1480 = fneg <16 x float> %wide.load1151
  %1481 = fmul <16 x float> %broadcast.splat, %wide.load
  %1482 = fsub <16 x float> %1480, %1481
  %1483 = fmul <16 x float> %broadcast.splat1148, %1482
  %1484 = fsub <16 x float> %wide.load, %1483
  %1485 = fdiv <16 x float> %1484, %broadcast.splat1150
  %1486 = select i1 %1409, <16 x float> %wide.load, <16 x float> %1485
  %1487 = bitcast <16 x float> %1486 to <16 x i32>
  %1488 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %1486)
  %1489 = bitcast <16 x float> %1488 to <16 x i32>
  %1490 = icmp samesign ugt <16 x i32> %1489, splat (i32 2139095040)
  %1491 = select <16 x i1> %1490, <16 x i32> splat (i32 2143289344), <16 x i32> %1487
  store <16 x i32> %1491, ptr %1478, align 4, !alias.scope !29, !noalias !32
  %index.next = add nuw i64 %index, 16
  %1492 = icmp eq i64 %index.next, %n.vec
  br i1 %1492, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done566.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body580.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert1154 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1155 = shufflevector <4 x float> %broadcast.splatinsert1154, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1158 = insertelement <4 x float> poison, float %1410, i64 0
  %broadcast.splat1159 = shufflevector <4 x float> %broadcast.splatinsert1158, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index1160 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next1163, %vec.epilog.vector.body ]
  %1493 = getelementptr inbounds float, ptr %234, i64 %index1160
  %wide.load1161 = load <4 x float>, ptr %1493, align 4, !alias.scope !29, !noalias !32
  %1494 = getelementptr inbounds float, ptr %235, i64 %index1160
  %wide.load1162 = load <4 x float>, ptr %1494, align 4, !alias.scope !32
  %1495 = fneg <4 x float> %wide.load1162
  %1496 = fmul <4 x float> %broadcast.splat1155, %wide.load1161
  %1497 = fsub <4 x float> %1495, %1496
  %1498 = fmul <4 x float> %broadcast.splat1157, %1497
  %1499 = fsub <4 x float> %wide.load1161, %1498
  %1500 = fdiv <4 x float> %1499, %broadcast.splat1159
  %1501 = select i1 %1409, <4 x float> %wide.load1161, <4 x float> %1500
  %1502 = bitcast <4 x float> %1501 to <4 x i32>
  %1503 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %1501)
  %1504 = bitcast <4 x float> %1503 to <4 x i32>
  %1505 = icmp samesign ugt <4 x i32> %1504, splat (i32 2139095040)
  %1506 = select <4 x i1> %1505, <4 x i32> splat (i32 2143289344), <4 x i32> %1502
  store <4 x i32> %1506, ptr %1493, align 4, !alias.scope !29, !noalias !32
  %index.next1163 = add nuw i64 %index1160, 4
  %1507 = icmp eq i64 %index.next1163, %n.vec1153
  br i1 %1507, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1164, label %noise.done566.us, label %feature.body580.us.preheader

feature.body580.us.preheader:                     ; preds = %vector.memcheck, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature582740.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1153, %vec.epilog.middle.block ]
  %.neg2789 = or disjoint i64 %feature582740.us.ph, 1
  br i1 %lcmp.mod2573.not, label %feature.body580.us.prol.loopexit, label %feature.body580.us.prol

feature.body580.us.prol:                          ; preds = %feature.body580.us.preheader
  %1508 = getelementptr inbounds float, ptr %234, i64 %feature582740.us.ph
  %1509 = load float, ptr %1508, align 4
  %1510 = getelementptr inbounds float, ptr %235, i64 %feature582740.us.ph
  %1511 = load float, ptr %1510, align 4
  %1512 = fneg float %1511
  %1513 = fmul float %uniforms.sroa.6.0.us, %1509
  %1514 = fsub float %1512, %1513
  %1515 = fmul float %eta, %1514
  %1516 = fsub float %1509, %1515
  %1517 = fdiv float %1516, %1410
  %1518 = select i1 %1409, float %1509, float %1517
  %bits583.us.prol = bitcast float %1518 to i32
  %1519 = tail call float @llvm.fabs.f32(float %1518)
  %magnitude584.us.prol = bitcast float %1519 to i32
  %is_nan585.us.prol = icmp samesign ugt i32 %magnitude584.us.prol, 2139095040
  %canonical586.us.prol = select i1 %is_nan585.us.prol, i32 2143289344, i32 %bits583.us.prol
  store i32 %canonical586.us.prol, ptr %1508, align 4
  %1520 = or disjoint i64 %feature582740.us.ph, 1
  br label %feature.body580.us.prol.loopexit

feature.body580.us.prol.loopexit:                 ; preds = %feature.body580.us.prol, %feature.body580.us.preheader
  %feature582740.us.unr = phi i64 [ %feature582740.us.ph, %feature.body580.us.preheader ], [ %1520, %feature.body580.us.prol ]
  %1521 = icmp eq i64 %n_features, %.neg2789
  br i1 %1521, label %noise.done566.us, label %feature.body580.us

feature.body570.us:                               ; preds = %feature.body570.us.prol.loopexit, %feature.body570.us
  %feature572739.us = phi i64 [ %1559, %feature.body570.us ], [ %feature572739.us.unr, %feature.body570.us.prol.loopexit ]
  %1522 = getelementptr inbounds float, ptr %234, i64 %feature572739.us
  %1523 = load float, ptr %1522, align 4
  %1524 = getelementptr inbounds float, ptr %235, i64 %feature572739.us
  %1525 = load float, ptr %1524, align 4
  %1526 = fneg float %1525
  %1527 = fmul float %uniforms.sroa.6.0.us, %1523
  %1528 = fsub float %1526, %1527
  %1529 = fmul float %eta, %1528
  %1530 = fsub float %1523, %1529
  %1531 = getelementptr inbounds float, ptr %128, i64 %feature572739.us
  %1532 = load float, ptr %1531, align 4
  %1533 = fmul float %uniforms.sroa.14.0.us, %1523
  %1534 = fsub float %1532, %1533
  %1535 = fmul float %noise_scale444.us, %1534
  %1536 = fadd float %1530, %1535
  %1537 = fdiv float %1536, %1410
  %1538 = select i1 %1409, float %1523, float %1537
  %bits573.us = bitcast float %1538 to i32
  %1539 = tail call float @llvm.fabs.f32(float %1538)
  %magnitude574.us = bitcast float %1539 to i32
  %is_nan575.us = icmp samesign ugt i32 %magnitude574.us, 2139095040
  %canonical576.us = select i1 %is_nan575.us, i32 2143289344, i32 %bits573.us
  store i32 %canonical576.us, ptr %1522, align 4
  %1540 = add nuw i64 %feature572739.us, 1
  %1541 = getelementptr inbounds float, ptr %234, i64 %1540
  %1542 = load float, ptr %1541, align 4
  %1543 = getelementptr inbounds float, ptr %235, i64 %1540
  %1544 = load float, ptr %1543, align 4
  %1545 = fneg float %1544
  %1546 = fmul float %uniforms.sroa.6.0.us, %1542
  %1547 = fsub float %1545, %1546
  %1548 = fmul float %eta, %1547
  %1549 = fsub float %1542, %1548
  %1550 = getelementptr inbounds float, ptr %128, i64 %1540
  %1551 = load float, ptr %1550, align 4
  %1552 = fmul float %uniforms.sroa.14.0.us, %1542
  %1553 = fsub float %1551, %1552
  %1554 = fmul float %noise_scale444.us, %1553
  %1555 = fadd float %1549, %1554
  %1556 = fdiv float %1555, %1410
  %1557 = select i1 %1409, float %1542, float %1556
  %bits573.us.1 = bitcast float %1557 to i32
  %1558 = tail call float @llvm.fabs.f32(float %1557)
  %magnitude574.us.1 = bitcast float %1558 to i32
  %is_nan575.us.1 = icmp samesign ugt i32 %magnitude574.us.1, 2139095040
  %canonical576.us.1 = select i1 %is_nan575.us.1, i32 2143289344, i32 %bits573.us.1
  store i32 %canonical576.us.1, ptr %1541, align 4
  %1559 = add nuw i64 %feature572739.us, 2
  %exitcond948.not.1 = icmp eq i64 %1559, %n_features
  br i1 %exitcond948.not.1, label %noise.done566.us, label %feature.body570.us, !llvm.loop !36

noise.done566.us:                                 ; preds = %feature.body570.us.prol.loopexit, %feature.body570.us, %feature.body580.us.prol.loopexit, %feature.body580.us, %middle.block1199, %vec.epilog.middle.block1224, %middle.block, %vec.epilog.middle.block
  %t_next587.us = fmul float %anneal_ratio, %temperature438.0741.us
  %1560 = add nuw i64 %step443742.us, 1
  %exitcond950.not = icmp eq i64 %1560, %steps
  br i1 %exitcond950.not, label %step.header440.step.exit442_crit_edge.us, label %step.body441.us

feature.body580.us:                               ; preds = %feature.body580.us.prol.loopexit, %feature.body580.us
  %feature582740.us = phi i64 [ %1586, %feature.body580.us ], [ %feature582740.us.unr, %feature.body580.us.prol.loopexit ]
  %1561 = getelementptr inbounds float, ptr %234, i64 %feature582740.us
  %1562 = load float, ptr %1561, align 4
  %1563 = getelementptr inbounds float, ptr %235, i64 %feature582740.us
  %1564 = load float, ptr %1563, align 4
  %1565 = fneg float %1564
  %1566 = fmul float %uniforms.sroa.6.0.us, %1562
  %1567 = fsub float %1565, %1566
  %1568 = fmul float %eta, %1567
  %1569 = fsub float %1562, %1568
  %1570 = fdiv float %1569, %1410
  %1571 = select i1 %1409, float %1562, float %1570
  %bits583.us = bitcast float %1571 to i32
  %1572 = tail call float @llvm.fabs.f32(float %1571)
  %magnitude584.us = bitcast float %1572 to i32
  %is_nan585.us = icmp samesign ugt i32 %magnitude584.us, 2139095040
  %canonical586.us = select i1 %is_nan585.us, i32 2143289344, i32 %bits583.us
  store i32 %canonical586.us, ptr %1561, align 4
  %1573 = add nuw i64 %feature582740.us, 1
  %1574 = getelementptr inbounds float, ptr %234, i64 %1573
  %1575 = load float, ptr %1574, align 4
  %1576 = getelementptr inbounds float, ptr %235, i64 %1573
  %1577 = load float, ptr %1576, align 4
  %1578 = fneg float %1577
  %1579 = fmul float %uniforms.sroa.6.0.us, %1575
  %1580 = fsub float %1578, %1579
  %1581 = fmul float %eta, %1580
  %1582 = fsub float %1575, %1581
  %1583 = fdiv float %1582, %1410
  %1584 = select i1 %1409, float %1575, float %1583
  %bits583.us.1 = bitcast float %1584 to i32
  %1585 = tail call float @llvm.fabs.f32(float %1584)
  %magnitude584.us.1 = bitcast float %1585 to i32
  %is_nan585.us.1 = icmp samesign ugt i32 %magnitude584.us.1, 2139095040
  %canonical586.us.1 = select i1 %is_nan585.us.1, i32 2143289344, i32 %bits583.us.1
  store i32 %canonical586.us.1, ptr %1574, align 4
  %1586 = add nuw i64 %feature582740.us, 2
  %exitcond949.not.1 = icmp eq i64 %1586, %n_features
  br i1 %exitcond949.not.1, label %noise.done566.us, label %feature.body580.us, !llvm.loop !37

fold_chunk.body549.us:                            ; preds = %fold_chunk.body549.us.preheader, %fold_chunk.header548.loopexit.us
  %indvar1230 = phi i64 [ %indvar.next1231, %fold_chunk.header548.loopexit.us ], [ 0, %fold_chunk.body549.us.preheader ]
  %indvars.iv944 = phi i64 [ %indvars.iv.next945, %fold_chunk.header548.loopexit.us ], [ 0, %fold_chunk.body549.us.preheader ]
  %indvars.iv939 = phi i64 [ %indvars.iv.next940, %fold_chunk.header548.loopexit.us ], [ 1024, %fold_chunk.body549.us.preheader ]
  %fold_chunk551737.us = phi i64 [ %1592, %fold_chunk.header548.loopexit.us ], [ 0, %fold_chunk.body549.us.preheader ]
  %fold_value543.0736.us = phi float [ %fold_value543.1.lcssa.us, %fold_chunk.header548.loopexit.us ], [ 0.000000e+00, %fold_chunk.body549.us.preheader ]
  %umin2560 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv939)
  %1587 = add i64 %umin2560, %indvars.iv944
  %umax2561 = tail call i64 @llvm.umax.i64(i64 %1587, i64 1)
  %umin2557 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv939)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv939)
  %1588 = add i64 %umin, %indvars.iv944
  %1589 = mul i64 %indvar1230, -4096
  %1590 = add i64 %226, %1589
  %1591 = add i64 %227, %1589
  %umin943 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv939)
  %1592 = add i64 %fold_chunk551737.us, 1024
  %chunk_end552.us = tail call i64 @llvm.umin.i64(i64 %1592, i64 %n_features)
  %1593 = icmp ult i64 %fold_chunk551737.us, %chunk_end552.us
  br i1 %1593, label %iter.check1236, label %feature.exit555.us

iter.check1236:                                   ; preds = %fold_chunk.body549.us
  %min.iters.check = icmp ult i64 %1588, 8
  br i1 %min.iters.check, label %feature.body554.us.preheader, label %vector.memcheck1227

vector.memcheck1227:                              ; preds = %iter.check1236
  %diff.check = icmp ult i64 %1590, 256
  %diff.check1233 = icmp ult i64 %1591, 256
  %conflict.rdx1234 = or i1 %diff.check, %diff.check1233
  br i1 %conflict.rdx1234, label %feature.body554.us.preheader, label %vector.main.loop.iter.check1238

vector.main.loop.iter.check1238:                  ; preds = %vector.memcheck1227
  %min.iters.check1237 = icmp ult i64 %1588, 64
  br i1 %min.iters.check1237, label %vec.epilog.ph1263, label %vector.ph1239

vector.ph1239:                                    ; preds = %vector.main.loop.iter.check1238
  %n.mod.vf1240 = and i64 %umin, 63
  %n.vec1241 = sub nuw i64 %1588, %n.mod.vf1240
  br label %vector.body1246

vector.body1246:                                  ; preds = %vector.body1246, %vector.ph1239
  %index1247 = phi i64 [ 0, %vector.ph1239 ], [ %index.next1256, %vector.body1246 ]
  %1594 = add i64 %fold_chunk551737.us, %index1247
  %1595 = getelementptr inbounds float, ptr %234, i64 %1594
  %1596 = getelementptr inbounds nuw i8, ptr %1595, i64 64
  %1597 = getelementptr inbounds nuw i8, ptr %1595, i64 128
  %1598 = getelementptr inbounds nuw i8, ptr %1595, i64 192
  %wide.load1248 = load <16 x float>, ptr %1595, align 4
  %wide.load1249 = load <16 x float>, ptr %1596, align 4
  %wide.load1250 = load <16 x float>, ptr %1597, align 4
  %wide.load1251 = load <16 x float>, ptr %1598, align 4
  %1599 = getelementptr inbounds float, ptr %235, i64 %1594
  %1600 = getelementptr inbounds nuw i8, ptr %1599, i64 64
  %1601 = getelementptr inbounds nuw i8, ptr %1599, i64 128
  %1602 = getelementptr inbounds nuw i8, ptr %1599, i64 192
  %wide.load1252 = load <16 x float>, ptr %1599, align 4
  %wide.load1253 = load <16 x float>, ptr %1600, align 4
  %wide.load1254 = load <16 x float>, ptr %1601, align 4
  %wide.load1255 = load <16 x float>, ptr %1602, align 4
  %1603 = fneg <16 x float> %wide.load1252
  %1604 = fneg <16 x float> %wide.load1253
  %1605 = fneg <16 x float> %wide.load1254
  %1606 = fneg <16 x float> %wide.load1255
  %1607 = fmul <16 x float> %broadcast.splat1243, %wide.load1248
  %1608 = fmul <16 x float> %broadcast.splat1243, %wide.load1249
  %1609 = fmul <16 x float> %broadcast.splat1243, %wide.load1250
  %1610 = fmul <16 x float> %broadcast.splat1243, %wide.load1251
  %1611 = fsub <16 x float> %1603, %1607
  %1612 = fsub <16 x float> %1604, %1608
  %1613 = fsub <16 x float> %1605, %1609
  %1614 = fsub <16 x float> %1606, %1610
  %1615 = fmul <16 x float> %broadcast.splat1245, %1611
  %1616 = fmul <16 x float> %broadcast.splat1245, %1612
  %1617 = fmul <16 x float> %broadcast.splat1245, %1613
  %1618 = fmul <16 x float> %broadcast.splat1245, %1614
  %1619 = fsub <16 x float> %wide.load1248, %1615
  %1620 = fsub <16 x float> %wide.load1249, %1616
  %1621 = fsub <16 x float> %wide.load1250, %1617
  %1622 = fsub <16 x float> %wide.load1251, %1618
  %1623 = fmul <16 x float> %1619, %1619
  %1624 = fmul <16 x float> %1620, %1620
  %1625 = fmul <16 x float> %1621, %1621
  %1626 = fmul <16 x float> %1622, %1622
  %1627 = getelementptr inbounds float, ptr %scratch, i64 %index1247
  %1628 = getelementptr inbounds nuw i8, ptr %1627, i64 64
  %1629 = getelementptr inbounds nuw i8, ptr %1627, i64 128
  %1630 = getelementptr inbounds nuw i8, ptr %1627, i64 192
  store <16 x float> %1623, ptr %1627, align 4
  store <16 x float> %1624, ptr %1628, align 4
  store <16 x float> %1625, ptr %1629, align 4
  store <16 x float> %1626, ptr %1630, align 4
  %index.next1256 = add nuw i64 %index1247, 64
  %1631 = icmp eq i64 %index.next1256, %n.vec1241
  br i1 %1631, label %middle.block1257, label %vector.body1246, !llvm.loop !38

middle.block1257:                                 ; preds = %vector.body1246
  %cmp.n1258 = icmp eq i64 %n.mod.vf1240, 0
  br i1 %cmp.n1258, label %feature.exit555.us, label %vec.epilog.iter.check1261

vec.epilog.iter.check1261:                        ; preds = %middle.block1257
  %ind.end = add i64 %fold_chunk551737.us, %n.vec1241
  %min.epilog.iters.check1262 = icmp samesign ult i64 %n.mod.vf1240, 8
  br i1 %min.epilog.iters.check1262, label %feature.body554.us.preheader, label %vec.epilog.ph1263, !prof !10

vec.epilog.ph1263:                                ; preds = %vector.main.loop.iter.check1238, %vec.epilog.iter.check1261
  %vec.epilog.resume.val1259 = phi i64 [ %n.vec1241, %vec.epilog.iter.check1261 ], [ 0, %vector.main.loop.iter.check1238 ]
  %n.mod.vf1264 = and i64 %umin, 7
  %n.vec1265 = sub i64 %1588, %n.mod.vf1264
  %1632 = add i64 %fold_chunk551737.us, %n.vec1265
  br label %vec.epilog.vector.body1270

vec.epilog.vector.body1270:                       ; preds = %vec.epilog.vector.body1270, %vec.epilog.ph1263
  %index1271 = phi i64 [ %vec.epilog.resume.val1259, %vec.epilog.ph1263 ], [ %index.next1274, %vec.epilog.vector.body1270 ]
  %offset.idx = add i64 %fold_chunk551737.us, %index1271
  %1633 = getelementptr inbounds float, ptr %234, i64 %offset.idx
  %wide.load1272 = load <8 x float>, ptr %1633, align 4
  %1634 = getelementptr inbounds float, ptr %235, i64 %offset.idx
  %wide.load1273 = load <8 x float>, ptr %1634, align 4
  %1635 = fneg <8 x float> %wide.load1273
  %1636 = fmul <8 x float> %broadcast.splat1267, %wide.load1272
  %1637 = fsub <8 x float> %1635, %1636
  %1638 = fmul <8 x float> %broadcast.splat1269, %1637
  %1639 = fsub <8 x float> %wide.load1272, %1638
  %1640 = fmul <8 x float> %1639, %1639
  %1641 = getelementptr inbounds float, ptr %scratch, i64 %index1271
  store <8 x float> %1640, ptr %1641, align 4
  %index.next1274 = add nuw i64 %index1271, 8
  %1642 = icmp eq i64 %index.next1274, %n.vec1265
  br i1 %1642, label %vec.epilog.middle.block1275, label %vec.epilog.vector.body1270, !llvm.loop !39

vec.epilog.middle.block1275:                      ; preds = %vec.epilog.vector.body1270
  %cmp.n1276 = icmp eq i64 %n.mod.vf1264, 0
  br i1 %cmp.n1276, label %feature.exit555.us, label %feature.body554.us.preheader

feature.body554.us.preheader:                     ; preds = %vector.memcheck1227, %iter.check1236, %vec.epilog.iter.check1261, %vec.epilog.middle.block1275
  %feature556732.us.ph = phi i64 [ %fold_chunk551737.us, %iter.check1236 ], [ %fold_chunk551737.us, %vector.memcheck1227 ], [ %ind.end, %vec.epilog.iter.check1261 ], [ %1632, %vec.epilog.middle.block1275 ]
  %1643 = sub i64 %umin2557, %feature556732.us.ph
  %xtraiter2558 = and i64 %1643, 3
  %lcmp.mod2559.not = icmp eq i64 %xtraiter2558, 0
  br i1 %lcmp.mod2559.not, label %feature.body554.us.prol.loopexit, label %feature.body554.us.prol

feature.body554.us.prol:                          ; preds = %feature.body554.us.preheader, %feature.body554.us.prol
  %feature556732.us.prol = phi i64 [ %1656, %feature.body554.us.prol ], [ %feature556732.us.ph, %feature.body554.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body554.us.prol ], [ 0, %feature.body554.us.preheader ]
  %1644 = getelementptr inbounds float, ptr %234, i64 %feature556732.us.prol
  %1645 = load float, ptr %1644, align 4
  %1646 = getelementptr inbounds float, ptr %235, i64 %feature556732.us.prol
  %1647 = load float, ptr %1646, align 4
  %1648 = fneg float %1647
  %1649 = fmul float %uniforms.sroa.6.0.us, %1645
  %1650 = fsub float %1648, %1649
  %1651 = fmul float %eta, %1650
  %1652 = fsub float %1645, %1651
  %1653 = fmul float %1652, %1652
  %1654 = sub nuw i64 %feature556732.us.prol, %fold_chunk551737.us
  %1655 = getelementptr inbounds float, ptr %scratch, i64 %1654
  store float %1653, ptr %1655, align 4
  %1656 = add nuw i64 %feature556732.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter2558
  br i1 %prol.iter.cmp.not, label %feature.body554.us.prol.loopexit, label %feature.body554.us.prol, !llvm.loop !40

feature.body554.us.prol.loopexit:                 ; preds = %feature.body554.us.prol, %feature.body554.us.preheader
  %feature556732.us.unr = phi i64 [ %feature556732.us.ph, %feature.body554.us.preheader ], [ %1656, %feature.body554.us.prol ]
  %1657 = sub i64 %feature556732.us.ph, %umin2557
  %1658 = icmp ugt i64 %1657, -4
  br i1 %1658, label %feature.exit555.us, label %feature.body554.us

feature.exit555.us:                               ; preds = %feature.body554.us.prol.loopexit, %feature.body554.us, %middle.block1257, %vec.epilog.middle.block1275, %fold_chunk.body549.us
  %.not844 = icmp eq i64 %chunk_end552.us, %fold_chunk551737.us
  br i1 %.not844, label %fold_chunk.header548.loopexit.us, label %fold_sums.body560.us.preheader

fold_sums.body560.us.preheader:                   ; preds = %feature.exit555.us
  %xtraiter2562 = and i64 %umax2561, 7
  %1659 = icmp ult i64 %1587, 8
  br i1 %1659, label %fold_sums.body560.us.epil.preheader, label %fold_sums.body560.us.preheader.new

fold_sums.body560.us.preheader.new:               ; preds = %fold_sums.body560.us.preheader
  %unroll_iter2567 = and i64 %umax2561, -8
  br label %fold_sums.body560.us

fold_sums.body560.us:                             ; preds = %fold_sums.body560.us, %fold_sums.body560.us.preheader.new
  %fold_sums562734.us = phi i64 [ 0, %fold_sums.body560.us.preheader.new ], [ %1691, %fold_sums.body560.us ]
  %fold_value543.1733.us = phi float [ %fold_value543.0736.us, %fold_sums.body560.us.preheader.new ], [ %1690, %fold_sums.body560.us ]
  %niter2568 = phi i64 [ 0, %fold_sums.body560.us.preheader.new ], [ %niter2568.next.7, %fold_sums.body560.us ]
  %1660 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums562734.us
  %1661 = load float, ptr %1660, align 4
  %1662 = fadd float %fold_value543.1733.us, %1661
  %1663 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1664 = getelementptr i8, ptr %1663, i64 4
  %1665 = load float, ptr %1664, align 4
  %1666 = fadd float %1662, %1665
  %1667 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1668 = getelementptr i8, ptr %1667, i64 8
  %1669 = load float, ptr %1668, align 4
  %1670 = fadd float %1666, %1669
  %1671 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1672 = getelementptr i8, ptr %1671, i64 12
  %1673 = load float, ptr %1672, align 4
  %1674 = fadd float %1670, %1673
  %1675 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1676 = getelementptr i8, ptr %1675, i64 16
  %1677 = load float, ptr %1676, align 4
  %1678 = fadd float %1674, %1677
  %1679 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1680 = getelementptr i8, ptr %1679, i64 20
  %1681 = load float, ptr %1680, align 4
  %1682 = fadd float %1678, %1681
  %1683 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1684 = getelementptr i8, ptr %1683, i64 24
  %1685 = load float, ptr %1684, align 4
  %1686 = fadd float %1682, %1685
  %1687 = getelementptr float, ptr %scratch, i64 %fold_sums562734.us
  %1688 = getelementptr i8, ptr %1687, i64 28
  %1689 = load float, ptr %1688, align 4
  %1690 = fadd float %1686, %1689
  %1691 = add nuw i64 %fold_sums562734.us, 8
  %niter2568.next.7 = add i64 %niter2568, 8
  %niter2568.ncmp.7 = icmp eq i64 %niter2568.next.7, %unroll_iter2567
  br i1 %niter2568.ncmp.7, label %fold_chunk.header548.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body560.us

feature.body554.us:                               ; preds = %feature.body554.us.prol.loopexit, %feature.body554.us
  %feature556732.us = phi i64 [ %1743, %feature.body554.us ], [ %feature556732.us.unr, %feature.body554.us.prol.loopexit ]
  %1692 = getelementptr inbounds float, ptr %234, i64 %feature556732.us
  %1693 = load float, ptr %1692, align 4
  %1694 = getelementptr inbounds float, ptr %235, i64 %feature556732.us
  %1695 = load float, ptr %1694, align 4
  %1696 = fneg float %1695
  %1697 = fmul float %uniforms.sroa.6.0.us, %1693
  %1698 = fsub float %1696, %1697
  %1699 = fmul float %eta, %1698
  %1700 = fsub float %1693, %1699
  %1701 = fmul float %1700, %1700
  %1702 = sub nuw i64 %feature556732.us, %fold_chunk551737.us
  %1703 = getelementptr inbounds float, ptr %scratch, i64 %1702
  store float %1701, ptr %1703, align 4
  %1704 = add nuw i64 %feature556732.us, 1
  %1705 = getelementptr inbounds float, ptr %234, i64 %1704
  %1706 = load float, ptr %1705, align 4
  %1707 = getelementptr inbounds float, ptr %235, i64 %1704
  %1708 = load float, ptr %1707, align 4
  %1709 = fneg float %1708
  %1710 = fmul float %uniforms.sroa.6.0.us, %1706
  %1711 = fsub float %1709, %1710
  %1712 = fmul float %eta, %1711
  %1713 = fsub float %1706, %1712
  %1714 = fmul float %1713, %1713
  %1715 = sub nuw i64 %1704, %fold_chunk551737.us
  %1716 = getelementptr inbounds float, ptr %scratch, i64 %1715
  store float %1714, ptr %1716, align 4
  %1717 = add nuw i64 %feature556732.us, 2
  %1718 = getelementptr inbounds float, ptr %234, i64 %1717
  %1719 = load float, ptr %1718, align 4
  %1720 = getelementptr inbounds float, ptr %235, i64 %1717
  %1721 = load float, ptr %1720, align 4
  %1722 = fneg float %1721
  %1723 = fmul float %uniforms.sroa.6.0.us, %1719
  %1724 = fsub float %1722, %1723
  %1725 = fmul float %eta, %1724
  %1726 = fsub float %1719, %1725
  %1727 = fmul float %1726, %1726
  %1728 = sub nuw i64 %1717, %fold_chunk551737.us
  %1729 = getelementptr inbounds float, ptr %scratch, i64 %1728
  store float %1727, ptr %1729, align 4
  %1730 = add nuw i64 %feature556732.us, 3
  %1731 = getelementptr inbounds float, ptr %234, i64 %1730
  %1732 = load float, ptr %1731, align 4
  %1733 = getelementptr inbounds float, ptr %235, i64 %1730
  %1734 = load float, ptr %1733, align 4
  %1735 = fneg float %1734
  %1736 = fmul float %uniforms.sroa.6.0.us, %1732
  %1737 = fsub float %1735, %1736
  %1738 = fmul float %eta, %1737
  %1739 = fsub float %1732, %1738
  %1740 = fmul float %1739, %1739
  %1741 = sub nuw i64 %1730, %fold_chunk551737.us
  %1742 = getelementptr inbounds float, ptr %scratch, i64 %1741
  store float %1740, ptr %1742, align 4
  %1743 = add nuw i64 %feature556732.us, 4
  %exitcond942.not.3 = icmp eq i64 %1743, %umin943
  br i1 %exitcond942.not.3, label %feature.exit555.us, label %feature.body554.us, !llvm.loop !42

fold_chunk.body505.us:                            ; preds = %step.body441.us, %fold_chunk.header504.loopexit.us
  %indvar1350 = phi i64 [ %indvar.next1351, %fold_chunk.header504.loopexit.us ], [ 0, %step.body441.us ]
  %indvars.iv926 = phi i64 [ %indvars.iv.next927, %fold_chunk.header504.loopexit.us ], [ 0, %step.body441.us ]
  %indvars.iv921 = phi i64 [ %indvars.iv.next922, %fold_chunk.header504.loopexit.us ], [ 1024, %step.body441.us ]
  %fold_chunk507721.us = phi i64 [ %1753, %fold_chunk.header504.loopexit.us ], [ 0, %step.body441.us ]
  %fold_value499.0720.us = phi float [ %fold_value499.1.lcssa.us, %fold_chunk.header504.loopexit.us ], [ 0.000000e+00, %step.body441.us ]
  %fold_value494.0719.us = phi float [ %fold_value494.1.lcssa.us, %fold_chunk.header504.loopexit.us ], [ 0.000000e+00, %step.body441.us ]
  %fold_value489.0718.us = phi float [ %fold_value489.1.lcssa.us, %fold_chunk.header504.loopexit.us ], [ 0.000000e+00, %step.body441.us ]
  %umin2534 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv921)
  %1744 = add i64 %umin2534, %indvars.iv926
  %umax2535 = tail call i64 @llvm.umax.i64(i64 %1744, i64 1)
  %umin2531 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv921)
  %umin1364 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv921)
  %1745 = add i64 %umin1364, %indvars.iv926
  %1746 = mul i64 %indvar1350, -4096
  %1747 = add i64 %216, %1746
  %1748 = add i64 %217, %1746
  %1749 = add i64 %218, %1746
  %1750 = add i64 %219, %1746
  %1751 = add i64 %220, %1746
  %1752 = add i64 %221, %1746
  %umin925 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv921)
  %1753 = add i64 %fold_chunk507721.us, 1024
  %chunk_end508.us = tail call i64 @llvm.umin.i64(i64 %1753, i64 %n_features)
  %1754 = icmp ult i64 %fold_chunk507721.us, %chunk_end508.us
  br i1 %1754, label %iter.check1367, label %feature.exit511.us

iter.check1367:                                   ; preds = %fold_chunk.body505.us
  %min.iters.check1365 = icmp ult i64 %1745, 4
  br i1 %min.iters.check1365, label %feature.body510.us.preheader, label %vector.memcheck1346

vector.memcheck1346:                              ; preds = %iter.check1367
  %diff.check1352 = icmp ult i64 %1747, 128
  %conflict.rdx1353 = or i1 %conflict.rdx1349, %diff.check1352
  %diff.check1354 = icmp ult i64 %1748, 128
  %conflict.rdx1355 = or i1 %conflict.rdx1353, %diff.check1354
  %diff.check1356 = icmp ult i64 %1749, 128
  %conflict.rdx1357 = or i1 %conflict.rdx1355, %diff.check1356
  %diff.check1358 = icmp ult i64 %1750, 128
  %conflict.rdx1359 = or i1 %conflict.rdx1357, %diff.check1358
  %diff.check1360 = icmp ult i64 %1751, 128
  %conflict.rdx1361 = or i1 %conflict.rdx1359, %diff.check1360
  %diff.check1362 = icmp ult i64 %1752, 128
  %conflict.rdx1363 = or i1 %conflict.rdx1361, %diff.check1362
  br i1 %conflict.rdx1363, label %feature.body510.us.preheader, label %vector.main.loop.iter.check1369

vector.main.loop.iter.check1369:                  ; preds = %vector.memcheck1346
  %min.iters.check1368 = icmp ult i64 %1745, 32
  br i1 %min.iters.check1368, label %vec.epilog.ph1386, label %vector.ph1370

vector.ph1370:                                    ; preds = %vector.main.loop.iter.check1369
  %n.mod.vf1371 = and i64 %umin1364, 31
  %n.vec1372 = sub nuw i64 %1745, %n.mod.vf1371
  br label %vector.body1373

vector.body1373:                                  ; preds = %vector.body1373, %vector.ph1370
  %index1374 = phi i64 [ 0, %vector.ph1370 ], [ %index.next1379, %vector.body1373 ]
  %1755 = add i64 %fold_chunk507721.us, %index1374
  %1756 = getelementptr inbounds float, ptr %234, i64 %1755
  %1757 = getelementptr inbounds nuw i8, ptr %1756, i64 64
  %wide.load1375 = load <16 x float>, ptr %1756, align 4
  %wide.load1376 = load <16 x float>, ptr %1757, align 4
  %1758 = fmul <16 x float> %wide.load1375, %wide.load1375
  %1759 = fmul <16 x float> %wide.load1376, %wide.load1376
  %1760 = getelementptr inbounds float, ptr %235, i64 %1755
  %1761 = getelementptr inbounds nuw i8, ptr %1760, i64 64
  %wide.load1377 = load <16 x float>, ptr %1760, align 4
  %wide.load1378 = load <16 x float>, ptr %1761, align 4
  %1762 = fneg <16 x float> %wide.load1377
  %1763 = fneg <16 x float> %wide.load1378
  %1764 = fmul <16 x float> %wide.load1375, %1762
  %1765 = fmul <16 x float> %wide.load1376, %1763
  %1766 = fmul <16 x float> %wide.load1375, zeroinitializer
  %1767 = fmul <16 x float> %wide.load1376, zeroinitializer
  %1768 = getelementptr inbounds float, ptr %scratch, i64 %index1374
  %1769 = getelementptr inbounds nuw i8, ptr %1768, i64 64
  store <16 x float> %1758, ptr %1768, align 4
  store <16 x float> %1759, ptr %1769, align 4
  %1770 = getelementptr float, ptr %147, i64 %index1374
  %1771 = getelementptr i8, ptr %1770, i64 64
  store <16 x float> %1764, ptr %1770, align 4
  store <16 x float> %1765, ptr %1771, align 4
  %1772 = getelementptr float, ptr %148, i64 %index1374
  %1773 = getelementptr i8, ptr %1772, i64 64
  store <16 x float> %1766, ptr %1772, align 4
  store <16 x float> %1767, ptr %1773, align 4
  %index.next1379 = add nuw i64 %index1374, 32
  %1774 = icmp eq i64 %index.next1379, %n.vec1372
  br i1 %1774, label %middle.block1380, label %vector.body1373, !llvm.loop !43

middle.block1380:                                 ; preds = %vector.body1373
  %cmp.n1381 = icmp eq i64 %n.mod.vf1371, 0
  br i1 %cmp.n1381, label %feature.exit511.us, label %vec.epilog.iter.check1384

vec.epilog.iter.check1384:                        ; preds = %middle.block1380
  %ind.end1398 = add i64 %fold_chunk507721.us, %n.vec1372
  %min.epilog.iters.check1385 = icmp samesign ult i64 %n.mod.vf1371, 4
  br i1 %min.epilog.iters.check1385, label %feature.body510.us.preheader, label %vec.epilog.ph1386, !prof !44

vec.epilog.ph1386:                                ; preds = %vector.main.loop.iter.check1369, %vec.epilog.iter.check1384
  %vec.epilog.resume.val1382 = phi i64 [ %n.vec1372, %vec.epilog.iter.check1384 ], [ 0, %vector.main.loop.iter.check1369 ]
  %n.mod.vf1387 = and i64 %umin1364, 3
  %n.vec1388 = sub i64 %1745, %n.mod.vf1387
  %1775 = add i64 %fold_chunk507721.us, %n.vec1388
  br label %vec.epilog.vector.body1389

vec.epilog.vector.body1389:                       ; preds = %vec.epilog.vector.body1389, %vec.epilog.ph1386
  %index1390 = phi i64 [ %vec.epilog.resume.val1382, %vec.epilog.ph1386 ], [ %index.next1394, %vec.epilog.vector.body1389 ]
  %offset.idx1391 = add i64 %fold_chunk507721.us, %index1390
  %1776 = getelementptr inbounds float, ptr %234, i64 %offset.idx1391
  %wide.load1392 = load <4 x float>, ptr %1776, align 4
  %1777 = fmul <4 x float> %wide.load1392, %wide.load1392
  %1778 = getelementptr inbounds float, ptr %235, i64 %offset.idx1391
  %wide.load1393 = load <4 x float>, ptr %1778, align 4
  %1779 = fneg <4 x float> %wide.load1393
  %1780 = fmul <4 x float> %wide.load1392, %1779
  %1781 = fmul <4 x float> %wide.load1392, zeroinitializer
  %1782 = getelementptr inbounds float, ptr %scratch, i64 %index1390
  store <4 x float> %1777, ptr %1782, align 4
  %1783 = getelementptr float, ptr %147, i64 %index1390
  store <4 x float> %1780, ptr %1783, align 4
  %1784 = getelementptr float, ptr %148, i64 %index1390
  store <4 x float> %1781, ptr %1784, align 4
  %index.next1394 = add nuw i64 %index1390, 4
  %1785 = icmp eq i64 %index.next1394, %n.vec1388
  br i1 %1785, label %vec.epilog.middle.block1395, label %vec.epilog.vector.body1389, !llvm.loop !45

vec.epilog.middle.block1395:                      ; preds = %vec.epilog.vector.body1389
  %cmp.n1396 = icmp eq i64 %n.mod.vf1387, 0
  br i1 %cmp.n1396, label %feature.exit511.us, label %feature.body510.us.preheader

feature.body510.us.preheader:                     ; preds = %vector.memcheck1346, %iter.check1367, %vec.epilog.iter.check1384, %vec.epilog.middle.block1395
  %feature512710.us.ph = phi i64 [ %fold_chunk507721.us, %iter.check1367 ], [ %fold_chunk507721.us, %vector.memcheck1346 ], [ %ind.end1398, %vec.epilog.iter.check1384 ], [ %1775, %vec.epilog.middle.block1395 ]
  %1786 = sub i64 %umin2531, %feature512710.us.ph
  %.neg2786 = add i64 %feature512710.us.ph, 1
  %xtraiter2532 = and i64 %1786, 1
  %lcmp.mod2533.not = icmp eq i64 %xtraiter2532, 0
  br i1 %lcmp.mod2533.not, label %feature.body510.us.prol.loopexit, label %feature.body510.us.prol

feature.body510.us.prol:                          ; preds = %feature.body510.us.preheader
  %1787 = getelementptr inbounds float, ptr %234, i64 %feature512710.us.ph
  %1788 = load float, ptr %1787, align 4
  %1789 = fmul float %1788, %1788
  %1790 = getelementptr inbounds float, ptr %235, i64 %feature512710.us.ph
  %1791 = load float, ptr %1790, align 4
  %1792 = fneg float %1791
  %1793 = fmul float %1788, %1792
  %1794 = fmul float %1788, 0.000000e+00
  %1795 = sub nuw i64 %feature512710.us.ph, %fold_chunk507721.us
  %1796 = getelementptr inbounds float, ptr %scratch, i64 %1795
  store float %1789, ptr %1796, align 4
  %1797 = getelementptr float, ptr %147, i64 %1795
  store float %1793, ptr %1797, align 4
  %1798 = getelementptr float, ptr %148, i64 %1795
  store float %1794, ptr %1798, align 4
  %1799 = add nuw i64 %feature512710.us.ph, 1
  br label %feature.body510.us.prol.loopexit

feature.body510.us.prol.loopexit:                 ; preds = %feature.body510.us.prol, %feature.body510.us.preheader
  %feature512710.us.unr = phi i64 [ %feature512710.us.ph, %feature.body510.us.preheader ], [ %1799, %feature.body510.us.prol ]
  %1800 = icmp eq i64 %umin2531, %.neg2786
  br i1 %1800, label %feature.exit511.us, label %feature.body510.us

feature.exit511.us:                               ; preds = %feature.body510.us.prol.loopexit, %feature.body510.us, %middle.block1380, %vec.epilog.middle.block1395, %fold_chunk.body505.us
  %.not842 = icmp eq i64 %chunk_end508.us, %fold_chunk507721.us
  br i1 %.not842, label %fold_chunk.header504.loopexit.us, label %fold_sums.body516.us.preheader

fold_sums.body516.us.preheader:                   ; preds = %feature.exit511.us
  %xtraiter2536 = and i64 %umax2535, 3
  %1801 = icmp ult i64 %1744, 4
  br i1 %1801, label %fold_sums.body516.us.epil.preheader, label %fold_sums.body516.us.preheader.new

fold_sums.body516.us.preheader.new:               ; preds = %fold_sums.body516.us.preheader
  %unroll_iter2543 = and i64 %umax2535, -4
  br label %fold_sums.body516.us

fold_sums.body516.us:                             ; preds = %fold_sums.body516.us, %fold_sums.body516.us.preheader.new
  %fold_sums518714.us = phi i64 [ 0, %fold_sums.body516.us.preheader.new ], [ %1841, %fold_sums.body516.us ]
  %fold_value499.1713.us = phi float [ %fold_value499.0720.us, %fold_sums.body516.us.preheader.new ], [ %1840, %fold_sums.body516.us ]
  %fold_value494.1712.us = phi float [ %fold_value494.0719.us, %fold_sums.body516.us.preheader.new ], [ %1837, %fold_sums.body516.us ]
  %fold_value489.1711.us = phi float [ %fold_value489.0718.us, %fold_sums.body516.us.preheader.new ], [ %1834, %fold_sums.body516.us ]
  %niter2544 = phi i64 [ 0, %fold_sums.body516.us.preheader.new ], [ %niter2544.next.3, %fold_sums.body516.us ]
  %1802 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums518714.us
  %1803 = load float, ptr %1802, align 4
  %1804 = fadd float %fold_value489.1711.us, %1803
  %1805 = getelementptr inbounds float, ptr %147, i64 %fold_sums518714.us
  %1806 = load float, ptr %1805, align 4
  %1807 = fadd float %fold_value494.1712.us, %1806
  %1808 = getelementptr inbounds float, ptr %148, i64 %fold_sums518714.us
  %1809 = load float, ptr %1808, align 4
  %1810 = fadd float %fold_value499.1713.us, %1809
  %1811 = or disjoint i64 %fold_sums518714.us, 1
  %1812 = getelementptr inbounds float, ptr %scratch, i64 %1811
  %1813 = load float, ptr %1812, align 4
  %1814 = fadd float %1804, %1813
  %1815 = getelementptr inbounds float, ptr %147, i64 %1811
  %1816 = load float, ptr %1815, align 4
  %1817 = fadd float %1807, %1816
  %1818 = getelementptr inbounds float, ptr %148, i64 %1811
  %1819 = load float, ptr %1818, align 4
  %1820 = fadd float %1810, %1819
  %1821 = or disjoint i64 %fold_sums518714.us, 2
  %1822 = getelementptr inbounds float, ptr %scratch, i64 %1821
  %1823 = load float, ptr %1822, align 4
  %1824 = fadd float %1814, %1823
  %1825 = getelementptr inbounds float, ptr %147, i64 %1821
  %1826 = load float, ptr %1825, align 4
  %1827 = fadd float %1817, %1826
  %1828 = getelementptr inbounds float, ptr %148, i64 %1821
  %1829 = load float, ptr %1828, align 4
  %1830 = fadd float %1820, %1829
  %1831 = or disjoint i64 %fold_sums518714.us, 3
  %1832 = getelementptr inbounds float, ptr %scratch, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = fadd float %1824, %1833
  %1835 = getelementptr inbounds float, ptr %147, i64 %1831
  %1836 = load float, ptr %1835, align 4
  %1837 = fadd float %1827, %1836
  %1838 = getelementptr inbounds float, ptr %148, i64 %1831
  %1839 = load float, ptr %1838, align 4
  %1840 = fadd float %1830, %1839
  %1841 = add nuw i64 %fold_sums518714.us, 4
  %niter2544.next.3 = add i64 %niter2544, 4
  %niter2544.ncmp.3 = icmp eq i64 %niter2544.next.3, %unroll_iter2543
  br i1 %niter2544.ncmp.3, label %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body516.us

feature.body510.us:                               ; preds = %feature.body510.us.prol.loopexit, %feature.body510.us
  %feature512710.us = phi i64 [ %1867, %feature.body510.us ], [ %feature512710.us.unr, %feature.body510.us.prol.loopexit ]
  %1842 = getelementptr inbounds float, ptr %234, i64 %feature512710.us
  %1843 = load float, ptr %1842, align 4
  %1844 = fmul float %1843, %1843
  %1845 = getelementptr inbounds float, ptr %235, i64 %feature512710.us
  %1846 = load float, ptr %1845, align 4
  %1847 = fneg float %1846
  %1848 = fmul float %1843, %1847
  %1849 = fmul float %1843, 0.000000e+00
  %1850 = sub nuw i64 %feature512710.us, %fold_chunk507721.us
  %1851 = getelementptr inbounds float, ptr %scratch, i64 %1850
  store float %1844, ptr %1851, align 4
  %1852 = getelementptr float, ptr %147, i64 %1850
  store float %1848, ptr %1852, align 4
  %1853 = getelementptr float, ptr %148, i64 %1850
  store float %1849, ptr %1853, align 4
  %1854 = add nuw i64 %feature512710.us, 1
  %1855 = getelementptr inbounds float, ptr %234, i64 %1854
  %1856 = load float, ptr %1855, align 4
  %1857 = fmul float %1856, %1856
  %1858 = getelementptr inbounds float, ptr %235, i64 %1854
  %1859 = load float, ptr %1858, align 4
  %1860 = fneg float %1859
  %1861 = fmul float %1856, %1860
  %1862 = fmul float %1856, 0.000000e+00
  %1863 = sub nuw i64 %1854, %fold_chunk507721.us
  %1864 = getelementptr inbounds float, ptr %scratch, i64 %1863
  store float %1857, ptr %1864, align 4
  %1865 = getelementptr float, ptr %147, i64 %1863
  store float %1861, ptr %1865, align 4
  %1866 = getelementptr float, ptr %148, i64 %1863
  store float %1862, ptr %1866, align 4
  %1867 = add nuw i64 %feature512710.us, 2
  %exitcond924.not.1 = icmp eq i64 %1867, %umin925
  br i1 %exitcond924.not.1, label %feature.exit511.us, label %feature.body510.us, !llvm.loop !46

fold_chunk.header548.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body560.us
  %lcmp.mod2564.not = icmp eq i64 %xtraiter2562, 0
  br i1 %lcmp.mod2564.not, label %fold_chunk.header548.loopexit.us, label %fold_sums.body560.us.epil.preheader

fold_sums.body560.us.epil.preheader:              ; preds = %fold_chunk.header548.loopexit.us.loopexit.unr-lcssa, %fold_sums.body560.us.preheader
  %fold_sums562734.us.epil.init = phi i64 [ 0, %fold_sums.body560.us.preheader ], [ %1691, %fold_chunk.header548.loopexit.us.loopexit.unr-lcssa ]
  %fold_value543.1733.us.epil.init = phi float [ %fold_value543.0736.us, %fold_sums.body560.us.preheader ], [ %1690, %fold_chunk.header548.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2566 = icmp ne i64 %xtraiter2562, 0
  tail call void @llvm.assume(i1 %lcmp.mod2566)
  br label %fold_sums.body560.us.epil

fold_sums.body560.us.epil:                        ; preds = %fold_sums.body560.us.epil, %fold_sums.body560.us.epil.preheader
  %fold_sums562734.us.epil = phi i64 [ %1871, %fold_sums.body560.us.epil ], [ %fold_sums562734.us.epil.init, %fold_sums.body560.us.epil.preheader ]
  %fold_value543.1733.us.epil = phi float [ %1870, %fold_sums.body560.us.epil ], [ %fold_value543.1733.us.epil.init, %fold_sums.body560.us.epil.preheader ]
  %epil.iter2563 = phi i64 [ %epil.iter2563.next, %fold_sums.body560.us.epil ], [ 0, %fold_sums.body560.us.epil.preheader ]
  %1868 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums562734.us.epil
  %1869 = load float, ptr %1868, align 4
  %1870 = fadd float %fold_value543.1733.us.epil, %1869
  %1871 = add nuw i64 %fold_sums562734.us.epil, 1
  %epil.iter2563.next = add i64 %epil.iter2563, 1
  %epil.iter2563.cmp.not = icmp eq i64 %epil.iter2563.next, %xtraiter2562
  br i1 %epil.iter2563.cmp.not, label %fold_chunk.header548.loopexit.us, label %fold_sums.body560.us.epil, !llvm.loop !47

fold_chunk.header548.loopexit.us:                 ; preds = %fold_chunk.header548.loopexit.us.loopexit.unr-lcssa, %fold_sums.body560.us.epil, %feature.exit555.us
  %fold_value543.1.lcssa.us = phi float [ %fold_value543.0736.us, %feature.exit555.us ], [ %1690, %fold_chunk.header548.loopexit.us.loopexit.unr-lcssa ], [ %1870, %fold_sums.body560.us.epil ]
  %1872 = icmp ult i64 %1592, %n_features
  %indvars.iv.next940 = add i64 %indvars.iv939, 1024
  %indvars.iv.next945 = add i64 %indvars.iv944, -1024
  %indvar.next1231 = add i64 %indvar1230, 1
  br i1 %1872, label %fold_chunk.body549.us, label %noise.done522.us

fold_chunk.header528.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body540.us
  %lcmp.mod2552.not = icmp eq i64 %xtraiter2550, 0
  br i1 %lcmp.mod2552.not, label %fold_chunk.header528.loopexit.us, label %fold_sums.body540.us.epil.preheader

fold_sums.body540.us.epil.preheader:              ; preds = %fold_chunk.header528.loopexit.us.loopexit.unr-lcssa, %fold_sums.body540.us.preheader
  %fold_sums542727.us.epil.init = phi i64 [ 0, %fold_sums.body540.us.preheader ], [ %1370, %fold_chunk.header528.loopexit.us.loopexit.unr-lcssa ]
  %fold_value523.1726.us.epil.init = phi float [ %fold_value523.0729.us, %fold_sums.body540.us.preheader ], [ %1369, %fold_chunk.header528.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2554 = icmp ne i64 %xtraiter2550, 0
  tail call void @llvm.assume(i1 %lcmp.mod2554)
  br label %fold_sums.body540.us.epil

fold_sums.body540.us.epil:                        ; preds = %fold_sums.body540.us.epil, %fold_sums.body540.us.epil.preheader
  %fold_sums542727.us.epil = phi i64 [ %1876, %fold_sums.body540.us.epil ], [ %fold_sums542727.us.epil.init, %fold_sums.body540.us.epil.preheader ]
  %fold_value523.1726.us.epil = phi float [ %1875, %fold_sums.body540.us.epil ], [ %fold_value523.1726.us.epil.init, %fold_sums.body540.us.epil.preheader ]
  %epil.iter2551 = phi i64 [ %epil.iter2551.next, %fold_sums.body540.us.epil ], [ 0, %fold_sums.body540.us.epil.preheader ]
  %1873 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums542727.us.epil
  %1874 = load float, ptr %1873, align 4
  %1875 = fadd float %fold_value523.1726.us.epil, %1874
  %1876 = add nuw i64 %fold_sums542727.us.epil, 1
  %epil.iter2551.next = add i64 %epil.iter2551, 1
  %epil.iter2551.cmp.not = icmp eq i64 %epil.iter2551.next, %xtraiter2550
  br i1 %epil.iter2551.cmp.not, label %fold_chunk.header528.loopexit.us, label %fold_sums.body540.us.epil, !llvm.loop !48

fold_chunk.header528.loopexit.us:                 ; preds = %fold_chunk.header528.loopexit.us.loopexit.unr-lcssa, %fold_sums.body540.us.epil, %feature.exit535.us
  %fold_value523.1.lcssa.us = phi float [ %fold_value523.0729.us, %feature.exit535.us ], [ %1369, %fold_chunk.header528.loopexit.us.loopexit.unr-lcssa ], [ %1875, %fold_sums.body540.us.epil ]
  %1877 = icmp ult i64 %1241, %n_features
  %indvars.iv.next931 = add i64 %indvars.iv930, 1024
  %indvars.iv.next936 = add i64 %indvars.iv935, -1024
  %indvar.next1280 = add i64 %indvar1279, 1
  br i1 %1877, label %fold_chunk.body529.us, label %noise.done522.us

fold_chunk.header504.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body516.us
  %lcmp.mod2538.not = icmp eq i64 %xtraiter2536, 0
  br i1 %lcmp.mod2538.not, label %fold_chunk.header504.loopexit.us, label %fold_sums.body516.us.epil.preheader

fold_sums.body516.us.epil.preheader:              ; preds = %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa, %fold_sums.body516.us.preheader
  %fold_sums518714.us.epil.init = phi i64 [ 0, %fold_sums.body516.us.preheader ], [ %1841, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ]
  %fold_value499.1713.us.epil.init = phi float [ %fold_value499.0720.us, %fold_sums.body516.us.preheader ], [ %1840, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ]
  %fold_value494.1712.us.epil.init = phi float [ %fold_value494.0719.us, %fold_sums.body516.us.preheader ], [ %1837, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ]
  %fold_value489.1711.us.epil.init = phi float [ %fold_value489.0718.us, %fold_sums.body516.us.preheader ], [ %1834, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2542 = icmp ne i64 %xtraiter2536, 0
  tail call void @llvm.assume(i1 %lcmp.mod2542)
  br label %fold_sums.body516.us.epil

fold_sums.body516.us.epil:                        ; preds = %fold_sums.body516.us.epil, %fold_sums.body516.us.epil.preheader
  %fold_sums518714.us.epil = phi i64 [ %1887, %fold_sums.body516.us.epil ], [ %fold_sums518714.us.epil.init, %fold_sums.body516.us.epil.preheader ]
  %fold_value499.1713.us.epil = phi float [ %1886, %fold_sums.body516.us.epil ], [ %fold_value499.1713.us.epil.init, %fold_sums.body516.us.epil.preheader ]
  %fold_value494.1712.us.epil = phi float [ %1883, %fold_sums.body516.us.epil ], [ %fold_value494.1712.us.epil.init, %fold_sums.body516.us.epil.preheader ]
  %fold_value489.1711.us.epil = phi float [ %1880, %fold_sums.body516.us.epil ], [ %fold_value489.1711.us.epil.init, %fold_sums.body516.us.epil.preheader ]
  %epil.iter2537 = phi i64 [ %epil.iter2537.next, %fold_sums.body516.us.epil ], [ 0, %fold_sums.body516.us.epil.preheader ]
  %1878 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums518714.us.epil
  %1879 = load float, ptr %1878, align 4
  %1880 = fadd float %fold_value489.1711.us.epil, %1879
  %1881 = getelementptr inbounds float, ptr %147, i64 %fold_sums518714.us.epil
  %1882 = load float, ptr %1881, align 4
  %1883 = fadd float %fold_value494.1712.us.epil, %1882
  %1884 = getelementptr inbounds float, ptr %148, i64 %fold_sums518714.us.epil
  %1885 = load float, ptr %1884, align 4
  %1886 = fadd float %fold_value499.1713.us.epil, %1885
  %1887 = add nuw i64 %fold_sums518714.us.epil, 1
  %epil.iter2537.next = add i64 %epil.iter2537, 1
  %epil.iter2537.cmp.not = icmp eq i64 %epil.iter2537.next, %xtraiter2536
  br i1 %epil.iter2537.cmp.not, label %fold_chunk.header504.loopexit.us, label %fold_sums.body516.us.epil, !llvm.loop !49

fold_chunk.header504.loopexit.us:                 ; preds = %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa, %fold_sums.body516.us.epil, %feature.exit511.us
  %fold_value489.1.lcssa.us = phi float [ %fold_value489.0718.us, %feature.exit511.us ], [ %1834, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ], [ %1880, %fold_sums.body516.us.epil ]
  %fold_value494.1.lcssa.us = phi float [ %fold_value494.0719.us, %feature.exit511.us ], [ %1837, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ], [ %1883, %fold_sums.body516.us.epil ]
  %fold_value499.1.lcssa.us = phi float [ %fold_value499.0720.us, %feature.exit511.us ], [ %1840, %fold_chunk.header504.loopexit.us.loopexit.unr-lcssa ], [ %1886, %fold_sums.body516.us.epil ]
  %1888 = icmp ult i64 %1753, %n_features
  %indvars.iv.next922 = add i64 %indvars.iv921, 1024
  %indvars.iv.next927 = add i64 %indvars.iv926, -1024
  %indvar.next1351 = add i64 %indvar1350, 1
  br i1 %1888, label %fold_chunk.body505.us, label %noise.done474.us

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod2526.not = icmp eq i64 %xtraiter2525, 0
  br i1 %lcmp.mod2526.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums700.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1204, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.1699.us.epil.init = phi float [ %fold_value.0705.us, %fold_sums.body.us.preheader ], [ %1197, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value475.1698.us.epil.init = phi float [ %fold_value475.0704.us, %fold_sums.body.us.preheader ], [ %1200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value480.1697.us.epil.init = phi float [ %fold_value480.0703.us, %fold_sums.body.us.preheader ], [ %1203, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2530 = icmp ne i64 %xtraiter2525, 0
  tail call void @llvm.assume(i1 %lcmp.mod2530)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums700.us.epil = phi i64 [ %1898, %fold_sums.body.us.epil ], [ %fold_sums700.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.1699.us.epil = phi float [ %1891, %fold_sums.body.us.epil ], [ %fold_value.1699.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value475.1698.us.epil = phi float [ %1894, %fold_sums.body.us.epil ], [ %fold_value475.1698.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value480.1697.us.epil = phi float [ %1897, %fold_sums.body.us.epil ], [ %fold_value480.1697.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1889 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums700.us.epil
  %1890 = load float, ptr %1889, align 4
  %1891 = fadd float %fold_value.1699.us.epil, %1890
  %1892 = getelementptr inbounds float, ptr %147, i64 %fold_sums700.us.epil
  %1893 = load float, ptr %1892, align 4
  %1894 = fadd float %fold_value475.1698.us.epil, %1893
  %1895 = getelementptr inbounds float, ptr %148, i64 %fold_sums700.us.epil
  %1896 = load float, ptr %1895, align 4
  %1897 = fadd float %fold_value480.1697.us.epil, %1896
  %1898 = add nuw i64 %fold_sums700.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter2525
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !50

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit487.us
  %fold_value480.1.lcssa.us = phi float [ %fold_value480.0703.us, %feature.exit487.us ], [ %1203, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1897, %fold_sums.body.us.epil ]
  %fold_value475.1.lcssa.us = phi float [ %fold_value475.0704.us, %feature.exit487.us ], [ %1200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1894, %fold_sums.body.us.epil ]
  %fold_value.1.lcssa.us = phi float [ %fold_value.0705.us, %feature.exit487.us ], [ %1197, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1891, %fold_sums.body.us.epil ]
  %1899 = icmp ult i64 %1118, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next919 = add i64 %indvars.iv918, -1024
  %indvar.next1404 = add i64 %indvar1403, 1
  br i1 %1899, label %fold_chunk.body.us, label %noise.done474.us

iter.check1493:                                   ; preds = %step.body441.us
  %key1_step445.us = add i64 %step443742.us, %key1
  %1900 = lshr i64 %key1_step445.us, 32
  %1901 = mul nuw i64 %1900, 3449720151
  %1902 = lshr i64 %1901, 32
  %1903 = xor i64 %key0, %1902
  %1904 = xor i64 %1903, %key1_step445.us
  %1905 = and i64 %1904, 4294967295
  %1906 = mul nuw i64 %1905, 3528531795
  %1907 = lshr i64 %1906, 32
  %1908 = xor i64 %1907, %132
  %broadcast.splatinsert1498 = insertelement <16 x i64> poison, i64 %1901, i64 0
  %broadcast.splat1499 = shufflevector <16 x i64> %broadcast.splatinsert1498, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1500 = insertelement <16 x i64> poison, i64 %1906, i64 0
  %broadcast.splat1501 = shufflevector <16 x i64> %broadcast.splatinsert1500, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1502 = insertelement <16 x i64> poison, i64 %1908, i64 0
  %broadcast.splat1503 = shufflevector <16 x i64> %broadcast.splatinsert1502, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2852 = xor <16 x i64> %broadcast.splat1509, %broadcast.splat1499
  %invariant.op2854 = xor <16 x i64> %broadcast.splat1509, %broadcast.splat1499
  %invariant.op2856 = xor <16 x i64> %broadcast.splat1509, %broadcast.splat1499
  %invariant.op2858 = xor <16 x i64> %broadcast.splat1509, %broadcast.splat1499
  %invariant.op2860 = xor <16 x i64> %broadcast.splat1513, %broadcast.splat1501
  %invariant.op2862 = xor <16 x i64> %broadcast.splat1513, %broadcast.splat1501
  %invariant.op2864 = xor <16 x i64> %broadcast.splat1513, %broadcast.splat1501
  %invariant.op2866 = xor <16 x i64> %broadcast.splat1513, %broadcast.splat1501
  br label %vector.body1538

vector.body1538:                                  ; preds = %vector.body1538, %iter.check1493
  %index1539 = phi i64 [ 0, %iter.check1493 ], [ %index.next1540, %vector.body1538 ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %iter.check1493 ], [ %vec.ind.next, %vector.body1538 ]
  %1909 = add <16 x i64> %vec.ind, %broadcast.splat1505
  %.reass2847 = add <16 x i64> %vec.ind, %invariant.op
  %.reass2849 = add <16 x i64> %vec.ind, %invariant.op2848
  %.reass2851 = add <16 x i64> %vec.ind, %invariant.op2850
  %1910 = and <16 x i64> %1909, splat (i64 4294967295)
  %1911 = and <16 x i64> %.reass2847, splat (i64 4294967295)
  %1912 = and <16 x i64> %.reass2849, splat (i64 4294967295)
  %1913 = and <16 x i64> %.reass2851, splat (i64 4294967295)
  %1914 = mul nuw <16 x i64> %1910, splat (i64 3528531795)
  %1915 = mul nuw <16 x i64> %1911, splat (i64 3528531795)
  %1916 = mul nuw <16 x i64> %1912, splat (i64 3528531795)
  %1917 = mul nuw <16 x i64> %1913, splat (i64 3528531795)
  %1918 = xor <16 x i64> %1909, %broadcast.splat1507
  %1919 = xor <16 x i64> %.reass2847, %broadcast.splat1507
  %1920 = xor <16 x i64> %.reass2849, %broadcast.splat1507
  %1921 = xor <16 x i64> %.reass2851, %broadcast.splat1507
  %1922 = xor <16 x i64> %1918, %1914
  %1923 = xor <16 x i64> %1919, %1915
  %1924 = xor <16 x i64> %1920, %1916
  %1925 = xor <16 x i64> %1921, %1917
  %1926 = lshr <16 x i64> %1922, splat (i64 32)
  %1927 = lshr <16 x i64> %1923, splat (i64 32)
  %1928 = lshr <16 x i64> %1924, splat (i64 32)
  %1929 = lshr <16 x i64> %1925, splat (i64 32)
  %1930 = mul nuw <16 x i64> %1926, splat (i64 3449720151)
  %1931 = mul nuw <16 x i64> %1927, splat (i64 3449720151)
  %1932 = mul nuw <16 x i64> %1928, splat (i64 3449720151)
  %1933 = mul nuw <16 x i64> %1929, splat (i64 3449720151)
  %1934 = lshr <16 x i64> %1930, splat (i64 32)
  %1935 = lshr <16 x i64> %1931, splat (i64 32)
  %1936 = lshr <16 x i64> %1932, splat (i64 32)
  %1937 = lshr <16 x i64> %1933, splat (i64 32)
  %.reass2853 = xor <16 x i64> %1934, %invariant.op2852
  %.reass2855 = xor <16 x i64> %1935, %invariant.op2854
  %.reass2857 = xor <16 x i64> %1936, %invariant.op2856
  %.reass2859 = xor <16 x i64> %1937, %invariant.op2858
  %1938 = xor <16 x i64> %broadcast.splat1503, %1914
  %1939 = xor <16 x i64> %broadcast.splat1503, %1915
  %1940 = xor <16 x i64> %broadcast.splat1503, %1916
  %1941 = xor <16 x i64> %broadcast.splat1503, %1917
  %1942 = and <16 x i64> %.reass2853, splat (i64 4294967295)
  %1943 = and <16 x i64> %.reass2855, splat (i64 4294967295)
  %1944 = and <16 x i64> %.reass2857, splat (i64 4294967295)
  %1945 = and <16 x i64> %.reass2859, splat (i64 4294967295)
  %1946 = mul nuw <16 x i64> %1942, splat (i64 3528531795)
  %1947 = mul nuw <16 x i64> %1943, splat (i64 3528531795)
  %1948 = mul nuw <16 x i64> %1944, splat (i64 3528531795)
  %1949 = mul nuw <16 x i64> %1945, splat (i64 3528531795)
  %1950 = and <16 x i64> %1938, splat (i64 4294967295)
  %1951 = and <16 x i64> %1939, splat (i64 4294967295)
  %1952 = and <16 x i64> %1940, splat (i64 4294967295)
  %1953 = and <16 x i64> %1941, splat (i64 4294967295)
  %1954 = mul nuw <16 x i64> %1950, splat (i64 3449720151)
  %1955 = mul nuw <16 x i64> %1951, splat (i64 3449720151)
  %1956 = mul nuw <16 x i64> %1952, splat (i64 3449720151)
  %1957 = mul nuw <16 x i64> %1953, splat (i64 3449720151)
  %1958 = lshr <16 x i64> %1946, splat (i64 32)
  %1959 = lshr <16 x i64> %1947, splat (i64 32)
  %1960 = lshr <16 x i64> %1948, splat (i64 32)
  %1961 = lshr <16 x i64> %1949, splat (i64 32)
  %1962 = lshr <16 x i64> %1954, splat (i64 32)
  %1963 = lshr <16 x i64> %1955, splat (i64 32)
  %1964 = lshr <16 x i64> %1956, splat (i64 32)
  %1965 = lshr <16 x i64> %1957, splat (i64 32)
  %1966 = xor <16 x i64> %1962, %broadcast.splat1511
  %1967 = xor <16 x i64> %1963, %broadcast.splat1511
  %1968 = xor <16 x i64> %1964, %broadcast.splat1511
  %1969 = xor <16 x i64> %1965, %broadcast.splat1511
  %1970 = xor <16 x i64> %1966, %1930
  %1971 = xor <16 x i64> %1967, %1931
  %1972 = xor <16 x i64> %1968, %1932
  %1973 = xor <16 x i64> %1969, %1933
  %.reass2861 = xor <16 x i64> %1958, %invariant.op2860
  %.reass2863 = xor <16 x i64> %1959, %invariant.op2862
  %.reass2865 = xor <16 x i64> %1960, %invariant.op2864
  %.reass2867 = xor <16 x i64> %1961, %invariant.op2866
  %1974 = and <16 x i64> %1970, splat (i64 4294967295)
  %1975 = and <16 x i64> %1971, splat (i64 4294967295)
  %1976 = and <16 x i64> %1972, splat (i64 4294967295)
  %1977 = and <16 x i64> %1973, splat (i64 4294967295)
  %1978 = mul nuw <16 x i64> %1974, splat (i64 3528531795)
  %1979 = mul nuw <16 x i64> %1975, splat (i64 3528531795)
  %1980 = mul nuw <16 x i64> %1976, splat (i64 3528531795)
  %1981 = mul nuw <16 x i64> %1977, splat (i64 3528531795)
  %1982 = and <16 x i64> %.reass2861, splat (i64 4294967295)
  %1983 = and <16 x i64> %.reass2863, splat (i64 4294967295)
  %1984 = and <16 x i64> %.reass2865, splat (i64 4294967295)
  %1985 = and <16 x i64> %.reass2867, splat (i64 4294967295)
  %1986 = mul nuw <16 x i64> %1982, splat (i64 3449720151)
  %1987 = mul nuw <16 x i64> %1983, splat (i64 3449720151)
  %1988 = mul nuw <16 x i64> %1984, splat (i64 3449720151)
  %1989 = mul nuw <16 x i64> %1985, splat (i64 3449720151)
  %1990 = lshr <16 x i64> %1978, splat (i64 32)
  %1991 = lshr <16 x i64> %1979, splat (i64 32)
  %1992 = lshr <16 x i64> %1980, splat (i64 32)
  %1993 = lshr <16 x i64> %1981, splat (i64 32)
  %1994 = lshr <16 x i64> %1986, splat (i64 32)
  %1995 = lshr <16 x i64> %1987, splat (i64 32)
  %1996 = lshr <16 x i64> %1988, splat (i64 32)
  %1997 = lshr <16 x i64> %1989, splat (i64 32)
  %1998 = xor <16 x i64> %broadcast.splat1515, %1994
  %1999 = xor <16 x i64> %broadcast.splat1515, %1995
  %2000 = xor <16 x i64> %broadcast.splat1515, %1996
  %2001 = xor <16 x i64> %broadcast.splat1515, %1997
  %2002 = xor <16 x i64> %1998, %1954
  %2003 = xor <16 x i64> %1999, %1955
  %2004 = xor <16 x i64> %2000, %1956
  %2005 = xor <16 x i64> %2001, %1957
  %2006 = xor <16 x i64> %1990, %broadcast.splat1517
  %2007 = xor <16 x i64> %1991, %broadcast.splat1517
  %2008 = xor <16 x i64> %1992, %broadcast.splat1517
  %2009 = xor <16 x i64> %1993, %broadcast.splat1517
  %2010 = xor <16 x i64> %2006, %1946
  %2011 = xor <16 x i64> %2007, %1947
  %2012 = xor <16 x i64> %2008, %1948
  %2013 = xor <16 x i64> %2009, %1949
  %2014 = and <16 x i64> %2002, splat (i64 4294967295)
  %2015 = and <16 x i64> %2003, splat (i64 4294967295)
  %2016 = and <16 x i64> %2004, splat (i64 4294967295)
  %2017 = and <16 x i64> %2005, splat (i64 4294967295)
  %2018 = mul nuw <16 x i64> %2014, splat (i64 3528531795)
  %2019 = mul nuw <16 x i64> %2015, splat (i64 3528531795)
  %2020 = mul nuw <16 x i64> %2016, splat (i64 3528531795)
  %2021 = mul nuw <16 x i64> %2017, splat (i64 3528531795)
  %2022 = and <16 x i64> %2010, splat (i64 4294967295)
  %2023 = and <16 x i64> %2011, splat (i64 4294967295)
  %2024 = and <16 x i64> %2012, splat (i64 4294967295)
  %2025 = and <16 x i64> %2013, splat (i64 4294967295)
  %2026 = mul nuw <16 x i64> %2022, splat (i64 3449720151)
  %2027 = mul nuw <16 x i64> %2023, splat (i64 3449720151)
  %2028 = mul nuw <16 x i64> %2024, splat (i64 3449720151)
  %2029 = mul nuw <16 x i64> %2025, splat (i64 3449720151)
  %2030 = lshr <16 x i64> %2018, splat (i64 32)
  %2031 = lshr <16 x i64> %2019, splat (i64 32)
  %2032 = lshr <16 x i64> %2020, splat (i64 32)
  %2033 = lshr <16 x i64> %2021, splat (i64 32)
  %2034 = lshr <16 x i64> %2026, splat (i64 32)
  %2035 = lshr <16 x i64> %2027, splat (i64 32)
  %2036 = lshr <16 x i64> %2028, splat (i64 32)
  %2037 = lshr <16 x i64> %2029, splat (i64 32)
  %2038 = xor <16 x i64> %2034, %broadcast.splat1519
  %2039 = xor <16 x i64> %2035, %broadcast.splat1519
  %2040 = xor <16 x i64> %2036, %broadcast.splat1519
  %2041 = xor <16 x i64> %2037, %broadcast.splat1519
  %2042 = xor <16 x i64> %2038, %1986
  %2043 = xor <16 x i64> %2039, %1987
  %2044 = xor <16 x i64> %2040, %1988
  %2045 = xor <16 x i64> %2041, %1989
  %2046 = xor <16 x i64> %broadcast.splat1521, %2030
  %2047 = xor <16 x i64> %broadcast.splat1521, %2031
  %2048 = xor <16 x i64> %broadcast.splat1521, %2032
  %2049 = xor <16 x i64> %broadcast.splat1521, %2033
  %2050 = xor <16 x i64> %2046, %1978
  %2051 = xor <16 x i64> %2047, %1979
  %2052 = xor <16 x i64> %2048, %1980
  %2053 = xor <16 x i64> %2049, %1981
  %2054 = and <16 x i64> %2042, splat (i64 4294967295)
  %2055 = and <16 x i64> %2043, splat (i64 4294967295)
  %2056 = and <16 x i64> %2044, splat (i64 4294967295)
  %2057 = and <16 x i64> %2045, splat (i64 4294967295)
  %2058 = mul nuw <16 x i64> %2054, splat (i64 3528531795)
  %2059 = mul nuw <16 x i64> %2055, splat (i64 3528531795)
  %2060 = mul nuw <16 x i64> %2056, splat (i64 3528531795)
  %2061 = mul nuw <16 x i64> %2057, splat (i64 3528531795)
  %2062 = and <16 x i64> %2050, splat (i64 4294967295)
  %2063 = and <16 x i64> %2051, splat (i64 4294967295)
  %2064 = and <16 x i64> %2052, splat (i64 4294967295)
  %2065 = and <16 x i64> %2053, splat (i64 4294967295)
  %2066 = mul nuw <16 x i64> %2062, splat (i64 3449720151)
  %2067 = mul nuw <16 x i64> %2063, splat (i64 3449720151)
  %2068 = mul nuw <16 x i64> %2064, splat (i64 3449720151)
  %2069 = mul nuw <16 x i64> %2065, splat (i64 3449720151)
  %2070 = lshr <16 x i64> %2058, splat (i64 32)
  %2071 = lshr <16 x i64> %2059, splat (i64 32)
  %2072 = lshr <16 x i64> %2060, splat (i64 32)
  %2073 = lshr <16 x i64> %2061, splat (i64 32)
  %2074 = lshr <16 x i64> %2066, splat (i64 32)
  %2075 = lshr <16 x i64> %2067, splat (i64 32)
  %2076 = lshr <16 x i64> %2068, splat (i64 32)
  %2077 = lshr <16 x i64> %2069, splat (i64 32)
  %2078 = xor <16 x i64> %broadcast.splat1523, %2074
  %2079 = xor <16 x i64> %broadcast.splat1523, %2075
  %2080 = xor <16 x i64> %broadcast.splat1523, %2076
  %2081 = xor <16 x i64> %broadcast.splat1523, %2077
  %2082 = xor <16 x i64> %2078, %2026
  %2083 = xor <16 x i64> %2079, %2027
  %2084 = xor <16 x i64> %2080, %2028
  %2085 = xor <16 x i64> %2081, %2029
  %2086 = xor <16 x i64> %2070, %broadcast.splat1525
  %2087 = xor <16 x i64> %2071, %broadcast.splat1525
  %2088 = xor <16 x i64> %2072, %broadcast.splat1525
  %2089 = xor <16 x i64> %2073, %broadcast.splat1525
  %2090 = xor <16 x i64> %2086, %2018
  %2091 = xor <16 x i64> %2087, %2019
  %2092 = xor <16 x i64> %2088, %2020
  %2093 = xor <16 x i64> %2089, %2021
  %2094 = and <16 x i64> %2082, splat (i64 4294967295)
  %2095 = and <16 x i64> %2083, splat (i64 4294967295)
  %2096 = and <16 x i64> %2084, splat (i64 4294967295)
  %2097 = and <16 x i64> %2085, splat (i64 4294967295)
  %2098 = mul nuw <16 x i64> %2094, splat (i64 3528531795)
  %2099 = mul nuw <16 x i64> %2095, splat (i64 3528531795)
  %2100 = mul nuw <16 x i64> %2096, splat (i64 3528531795)
  %2101 = mul nuw <16 x i64> %2097, splat (i64 3528531795)
  %2102 = and <16 x i64> %2090, splat (i64 4294967295)
  %2103 = and <16 x i64> %2091, splat (i64 4294967295)
  %2104 = and <16 x i64> %2092, splat (i64 4294967295)
  %2105 = and <16 x i64> %2093, splat (i64 4294967295)
  %2106 = mul nuw <16 x i64> %2102, splat (i64 3449720151)
  %2107 = mul nuw <16 x i64> %2103, splat (i64 3449720151)
  %2108 = mul nuw <16 x i64> %2104, splat (i64 3449720151)
  %2109 = mul nuw <16 x i64> %2105, splat (i64 3449720151)
  %2110 = lshr <16 x i64> %2098, splat (i64 32)
  %2111 = lshr <16 x i64> %2099, splat (i64 32)
  %2112 = lshr <16 x i64> %2100, splat (i64 32)
  %2113 = lshr <16 x i64> %2101, splat (i64 32)
  %2114 = lshr <16 x i64> %2106, splat (i64 32)
  %2115 = lshr <16 x i64> %2107, splat (i64 32)
  %2116 = lshr <16 x i64> %2108, splat (i64 32)
  %2117 = lshr <16 x i64> %2109, splat (i64 32)
  %2118 = xor <16 x i64> %2114, %broadcast.splat1527
  %2119 = xor <16 x i64> %2115, %broadcast.splat1527
  %2120 = xor <16 x i64> %2116, %broadcast.splat1527
  %2121 = xor <16 x i64> %2117, %broadcast.splat1527
  %2122 = xor <16 x i64> %2118, %2066
  %2123 = xor <16 x i64> %2119, %2067
  %2124 = xor <16 x i64> %2120, %2068
  %2125 = xor <16 x i64> %2121, %2069
  %2126 = xor <16 x i64> %broadcast.splat1529, %2110
  %2127 = xor <16 x i64> %broadcast.splat1529, %2111
  %2128 = xor <16 x i64> %broadcast.splat1529, %2112
  %2129 = xor <16 x i64> %broadcast.splat1529, %2113
  %2130 = xor <16 x i64> %2126, %2058
  %2131 = xor <16 x i64> %2127, %2059
  %2132 = xor <16 x i64> %2128, %2060
  %2133 = xor <16 x i64> %2129, %2061
  %2134 = and <16 x i64> %2122, splat (i64 4294967295)
  %2135 = and <16 x i64> %2123, splat (i64 4294967295)
  %2136 = and <16 x i64> %2124, splat (i64 4294967295)
  %2137 = and <16 x i64> %2125, splat (i64 4294967295)
  %2138 = mul nuw <16 x i64> %2134, splat (i64 3528531795)
  %2139 = mul nuw <16 x i64> %2135, splat (i64 3528531795)
  %2140 = mul nuw <16 x i64> %2136, splat (i64 3528531795)
  %2141 = mul nuw <16 x i64> %2137, splat (i64 3528531795)
  %2142 = and <16 x i64> %2130, splat (i64 4294967295)
  %2143 = and <16 x i64> %2131, splat (i64 4294967295)
  %2144 = and <16 x i64> %2132, splat (i64 4294967295)
  %2145 = and <16 x i64> %2133, splat (i64 4294967295)
  %2146 = mul nuw <16 x i64> %2142, splat (i64 3449720151)
  %2147 = mul nuw <16 x i64> %2143, splat (i64 3449720151)
  %2148 = mul nuw <16 x i64> %2144, splat (i64 3449720151)
  %2149 = mul nuw <16 x i64> %2145, splat (i64 3449720151)
  %2150 = lshr <16 x i64> %2138, splat (i64 32)
  %2151 = lshr <16 x i64> %2139, splat (i64 32)
  %2152 = lshr <16 x i64> %2140, splat (i64 32)
  %2153 = lshr <16 x i64> %2141, splat (i64 32)
  %2154 = lshr <16 x i64> %2146, splat (i64 32)
  %2155 = lshr <16 x i64> %2147, splat (i64 32)
  %2156 = lshr <16 x i64> %2148, splat (i64 32)
  %2157 = lshr <16 x i64> %2149, splat (i64 32)
  %2158 = xor <16 x i64> %broadcast.splat1531, %2154
  %2159 = xor <16 x i64> %broadcast.splat1531, %2155
  %2160 = xor <16 x i64> %broadcast.splat1531, %2156
  %2161 = xor <16 x i64> %broadcast.splat1531, %2157
  %2162 = xor <16 x i64> %2158, %2106
  %2163 = xor <16 x i64> %2159, %2107
  %2164 = xor <16 x i64> %2160, %2108
  %2165 = xor <16 x i64> %2161, %2109
  %2166 = xor <16 x i64> %2150, %broadcast.splat1533
  %2167 = xor <16 x i64> %2151, %broadcast.splat1533
  %2168 = xor <16 x i64> %2152, %broadcast.splat1533
  %2169 = xor <16 x i64> %2153, %broadcast.splat1533
  %2170 = xor <16 x i64> %2166, %2098
  %2171 = xor <16 x i64> %2167, %2099
  %2172 = xor <16 x i64> %2168, %2100
  %2173 = xor <16 x i64> %2169, %2101
  %2174 = and <16 x i64> %2162, splat (i64 4294967295)
  %2175 = and <16 x i64> %2163, splat (i64 4294967295)
  %2176 = and <16 x i64> %2164, splat (i64 4294967295)
  %2177 = and <16 x i64> %2165, splat (i64 4294967295)
  %2178 = mul nuw <16 x i64> %2174, splat (i64 3528531795)
  %2179 = mul nuw <16 x i64> %2175, splat (i64 3528531795)
  %2180 = mul nuw <16 x i64> %2176, splat (i64 3528531795)
  %2181 = mul nuw <16 x i64> %2177, splat (i64 3528531795)
  %2182 = lshr <16 x i64> %2178, splat (i64 32)
  %2183 = lshr <16 x i64> %2179, splat (i64 32)
  %2184 = lshr <16 x i64> %2180, splat (i64 32)
  %2185 = lshr <16 x i64> %2181, splat (i64 32)
  %2186 = trunc <16 x i64> %2170 to <16 x i32>
  %2187 = trunc <16 x i64> %2171 to <16 x i32>
  %2188 = trunc <16 x i64> %2172 to <16 x i32>
  %2189 = trunc <16 x i64> %2173 to <16 x i32>
  %2190 = mul <16 x i32> %2186, splat (i32 -845247145)
  %2191 = mul <16 x i32> %2187, splat (i32 -845247145)
  %2192 = mul <16 x i32> %2188, splat (i32 -845247145)
  %2193 = mul <16 x i32> %2189, splat (i32 -845247145)
  %2194 = xor <16 x i64> %broadcast.splat1535, %2182
  %2195 = xor <16 x i64> %broadcast.splat1535, %2183
  %2196 = xor <16 x i64> %broadcast.splat1535, %2184
  %2197 = xor <16 x i64> %broadcast.splat1535, %2185
  %2198 = xor <16 x i64> %2194, %2138
  %2199 = xor <16 x i64> %2195, %2139
  %2200 = xor <16 x i64> %2196, %2140
  %2201 = xor <16 x i64> %2197, %2141
  %2202 = and <16 x i64> %2198, splat (i64 4294967295)
  %2203 = and <16 x i64> %2199, splat (i64 4294967295)
  %2204 = and <16 x i64> %2200, splat (i64 4294967295)
  %2205 = and <16 x i64> %2201, splat (i64 4294967295)
  %2206 = mul nuw <16 x i64> %2202, splat (i64 3449720151)
  %2207 = mul nuw <16 x i64> %2203, splat (i64 3449720151)
  %2208 = mul nuw <16 x i64> %2204, splat (i64 3449720151)
  %2209 = mul nuw <16 x i64> %2205, splat (i64 3449720151)
  %2210 = lshr <16 x i64> %2206, splat (i64 32)
  %2211 = lshr <16 x i64> %2207, splat (i64 32)
  %2212 = lshr <16 x i64> %2208, splat (i64 32)
  %2213 = lshr <16 x i64> %2209, splat (i64 32)
  %2214 = trunc nuw <16 x i64> %2210 to <16 x i32>
  %2215 = trunc nuw <16 x i64> %2211 to <16 x i32>
  %2216 = trunc nuw <16 x i64> %2212 to <16 x i32>
  %2217 = trunc nuw <16 x i64> %2213 to <16 x i32>
  %2218 = trunc <16 x i64> %2206 to <16 x i32>
  %2219 = trunc <16 x i64> %2207 to <16 x i32>
  %2220 = trunc <16 x i64> %2208 to <16 x i32>
  %2221 = trunc <16 x i64> %2209 to <16 x i32>
  %2222 = xor <16 x i32> %2190, %2214
  %2223 = xor <16 x i32> %2222, %broadcast.splat1537
  %2224 = xor <16 x i32> %2191, %2215
  %2225 = xor <16 x i32> %2224, %broadcast.splat1537
  %2226 = xor <16 x i32> %2192, %2216
  %2227 = xor <16 x i32> %2226, %broadcast.splat1537
  %2228 = xor <16 x i32> %2193, %2217
  %2229 = xor <16 x i32> %2228, %broadcast.splat1537
  %2230 = getelementptr inbounds float, ptr %128, i64 %index1539
  %2231 = getelementptr inbounds nuw i8, ptr %2230, i64 64
  %2232 = getelementptr inbounds nuw i8, ptr %2230, i64 128
  %2233 = getelementptr inbounds nuw i8, ptr %2230, i64 192
  store <16 x i32> %2223, ptr %2230, align 4, !alias.scope !0, !noalias !3
  store <16 x i32> %2225, ptr %2231, align 4, !alias.scope !0, !noalias !3
  store <16 x i32> %2227, ptr %2232, align 4, !alias.scope !0, !noalias !3
  store <16 x i32> %2229, ptr %2233, align 4, !alias.scope !0, !noalias !3
  %2234 = getelementptr inbounds float, ptr %scratch, i64 %index1539
  %2235 = getelementptr inbounds nuw i8, ptr %2234, i64 64
  %2236 = getelementptr inbounds nuw i8, ptr %2234, i64 128
  %2237 = getelementptr inbounds nuw i8, ptr %2234, i64 192
  store <16 x i32> %2218, ptr %2234, align 4, !alias.scope !3, !noalias !0
  store <16 x i32> %2219, ptr %2235, align 4, !alias.scope !3, !noalias !0
  store <16 x i32> %2220, ptr %2236, align 4, !alias.scope !3, !noalias !0
  store <16 x i32> %2221, ptr %2237, align 4, !alias.scope !3, !noalias !0
  %index.next1540 = add nuw i64 %index1539, 64
  %vec.ind.next = add <16 x i64> %vec.ind, splat (i64 64)
  %2238 = icmp eq i64 %index.next1540, %n.vec1497
  br i1 %2238, label %middle.block1541, label %vector.body1538, !llvm.loop !51

middle.block1541:                                 ; preds = %vector.body1538
  br i1 %cmp.n1542, label %vector.ph1461, label %vec.epilog.iter.check1545

vec.epilog.iter.check1545:                        ; preds = %middle.block1541
  br i1 %min.epilog.iters.check1546, label %philox.body460.us.preheader, label %vec.epilog.ph1547, !prof !10

vec.epilog.ph1547:                                ; preds = %vec.epilog.iter.check1545
  %broadcast.splatinsert1554 = insertelement <8 x i64> poison, i64 %1908, i64 0
  %broadcast.splat1555 = shufflevector <8 x i64> %broadcast.splatinsert1554, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1901, %131
  %.scalar2472 = and i64 %.scalar, 4294967295
  %2239 = insertelement <8 x i64> poison, i64 %.scalar2472, i64 0
  %.masked = shufflevector <8 x i64> %2239, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2473 = xor i64 %1906, %134
  %.scalar2474 = and i64 %.scalar2473, 4294967295
  %2240 = insertelement <8 x i64> poison, i64 %.scalar2474, i64 0
  %.masked2466 = shufflevector <8 x i64> %2240, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1592

vec.epilog.vector.body1592:                       ; preds = %vec.epilog.vector.body1592, %vec.epilog.ph1547
  %index1593 = phi i64 [ %n.vec1497, %vec.epilog.ph1547 ], [ %index.next1595, %vec.epilog.vector.body1592 ]
  %vec.ind1594 = phi <8 x i64> [ %induction, %vec.epilog.ph1547 ], [ %vec.ind.next1596, %vec.epilog.vector.body1592 ]
  %2241 = add <8 x i64> %vec.ind1594, %broadcast.splat1557
  %2242 = and <8 x i64> %2241, splat (i64 4294967295)
  %2243 = mul nuw <8 x i64> %2242, splat (i64 3528531795)
  %2244 = xor <8 x i64> %2241, %broadcast.splat1559
  %2245 = xor <8 x i64> %2244, %2243
  %2246 = lshr <8 x i64> %2245, splat (i64 32)
  %2247 = mul nuw <8 x i64> %2246, splat (i64 3449720151)
  %2248 = lshr <8 x i64> %2247, splat (i64 32)
  %2249 = xor <8 x i64> %broadcast.splat1555, %2243
  %2250 = xor <8 x i64> %.masked, %2248
  %2251 = mul nuw <8 x i64> %2250, splat (i64 3528531795)
  %2252 = and <8 x i64> %2249, splat (i64 4294967295)
  %2253 = mul nuw <8 x i64> %2252, splat (i64 3449720151)
  %2254 = lshr <8 x i64> %2251, splat (i64 32)
  %2255 = lshr <8 x i64> %2253, splat (i64 32)
  %2256 = xor <8 x i64> %2255, %broadcast.splat1563
  %2257 = xor <8 x i64> %2256, %2247
  %2258 = and <8 x i64> %2257, splat (i64 4294967295)
  %2259 = mul nuw <8 x i64> %2258, splat (i64 3528531795)
  %2260 = xor <8 x i64> %.masked2466, %2254
  %2261 = mul nuw <8 x i64> %2260, splat (i64 3449720151)
  %2262 = lshr <8 x i64> %2259, splat (i64 32)
  %2263 = lshr <8 x i64> %2261, splat (i64 32)
  %2264 = xor <8 x i64> %broadcast.splat1567, %2263
  %2265 = xor <8 x i64> %2264, %2253
  %2266 = xor <8 x i64> %2262, %broadcast.splat1569
  %2267 = xor <8 x i64> %2266, %2251
  %2268 = and <8 x i64> %2265, splat (i64 4294967295)
  %2269 = mul nuw <8 x i64> %2268, splat (i64 3528531795)
  %2270 = and <8 x i64> %2267, splat (i64 4294967295)
  %2271 = mul nuw <8 x i64> %2270, splat (i64 3449720151)
  %2272 = lshr <8 x i64> %2269, splat (i64 32)
  %2273 = lshr <8 x i64> %2271, splat (i64 32)
  %2274 = xor <8 x i64> %2273, %broadcast.splat1571
  %2275 = xor <8 x i64> %2274, %2261
  %2276 = xor <8 x i64> %broadcast.splat1573, %2272
  %2277 = xor <8 x i64> %2276, %2259
  %2278 = and <8 x i64> %2275, splat (i64 4294967295)
  %2279 = mul nuw <8 x i64> %2278, splat (i64 3528531795)
  %2280 = and <8 x i64> %2277, splat (i64 4294967295)
  %2281 = mul nuw <8 x i64> %2280, splat (i64 3449720151)
  %2282 = lshr <8 x i64> %2279, splat (i64 32)
  %2283 = lshr <8 x i64> %2281, splat (i64 32)
  %2284 = xor <8 x i64> %broadcast.splat1575, %2283
  %2285 = xor <8 x i64> %2284, %2271
  %2286 = xor <8 x i64> %2282, %broadcast.splat1577
  %2287 = xor <8 x i64> %2286, %2269
  %2288 = and <8 x i64> %2285, splat (i64 4294967295)
  %2289 = mul nuw <8 x i64> %2288, splat (i64 3528531795)
  %2290 = and <8 x i64> %2287, splat (i64 4294967295)
  %2291 = mul nuw <8 x i64> %2290, splat (i64 3449720151)
  %2292 = lshr <8 x i64> %2289, splat (i64 32)
  %2293 = lshr <8 x i64> %2291, splat (i64 32)
  %2294 = xor <8 x i64> %2293, %broadcast.splat1579
  %2295 = xor <8 x i64> %2294, %2281
  %2296 = xor <8 x i64> %broadcast.splat1581, %2292
  %2297 = xor <8 x i64> %2296, %2279
  %2298 = and <8 x i64> %2295, splat (i64 4294967295)
  %2299 = mul nuw <8 x i64> %2298, splat (i64 3528531795)
  %2300 = and <8 x i64> %2297, splat (i64 4294967295)
  %2301 = mul nuw <8 x i64> %2300, splat (i64 3449720151)
  %2302 = lshr <8 x i64> %2299, splat (i64 32)
  %2303 = lshr <8 x i64> %2301, splat (i64 32)
  %2304 = xor <8 x i64> %broadcast.splat1583, %2303
  %2305 = xor <8 x i64> %2304, %2291
  %2306 = xor <8 x i64> %2302, %broadcast.splat1585
  %2307 = xor <8 x i64> %2306, %2289
  %2308 = and <8 x i64> %2305, splat (i64 4294967295)
  %2309 = mul nuw <8 x i64> %2308, splat (i64 3528531795)
  %2310 = lshr <8 x i64> %2309, splat (i64 32)
  %2311 = trunc <8 x i64> %2307 to <8 x i32>
  %2312 = mul <8 x i32> %2311, splat (i32 -845247145)
  %2313 = xor <8 x i64> %broadcast.splat1587, %2310
  %2314 = xor <8 x i64> %2313, %2299
  %2315 = and <8 x i64> %2314, splat (i64 4294967295)
  %2316 = mul nuw <8 x i64> %2315, splat (i64 3449720151)
  %2317 = lshr <8 x i64> %2316, splat (i64 32)
  %2318 = trunc nuw <8 x i64> %2317 to <8 x i32>
  %2319 = trunc <8 x i64> %2316 to <8 x i32>
  %2320 = xor <8 x i32> %2312, %broadcast.splat1589
  %2321 = xor <8 x i32> %2320, %2318
  %2322 = getelementptr inbounds float, ptr %128, i64 %index1593
  store <8 x i32> %2321, ptr %2322, align 4, !alias.scope !0, !noalias !3
  %2323 = getelementptr inbounds float, ptr %scratch, i64 %index1593
  store <8 x i32> %2319, ptr %2323, align 4, !alias.scope !3, !noalias !0
  %index.next1595 = add nuw i64 %index1593, 8
  %vec.ind.next1596 = add nuw <8 x i64> %vec.ind1594, splat (i64 8)
  %2324 = icmp eq i64 %index.next1595, %n.vec1549
  br i1 %2324, label %vec.epilog.middle.block1597, label %vec.epilog.vector.body1592, !llvm.loop !52

vec.epilog.middle.block1597:                      ; preds = %vec.epilog.vector.body1592
  br i1 %cmp.n1598, label %vector.ph1461, label %philox.body460.us.preheader

philox.body460.us.preheader:                      ; preds = %vec.epilog.iter.check1545, %vec.epilog.middle.block1597
  %philox462692.us.ph = phi i64 [ %n.vec1497, %vec.epilog.iter.check1545 ], [ %n.vec1549, %vec.epilog.middle.block1597 ]
  %invariant.op2868 = xor i64 %131, %1901
  %invariant.op2869 = xor i64 %134, %1906
  br label %philox.body460.us

step.header440.step.exit442_crit_edge.us:         ; preds = %noise.done566.us
  %2325 = add nuw i64 %row436743.us, 1
  %exitcond951.not = icmp eq i64 %2325, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond951.not, label %across.done, label %row.body.us

across.done:                                      ; preds = %step.header440.step.exit442_crit_edge.us, %step.header129.step.exit131_crit_edge.us, %lockstep_block.body, %across_out.exit, %row.body.lr.ph, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.exit
  %2326 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2750, %across_out.exit ]
  %2327 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2751, %across_out.exit ]
  %2328 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2752, %across_out.exit ]
  %2329 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2753, %across_out.exit ]
  %wide.load2391.32775 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2391.32776, %across_out.exit ]
  %wide.load2391.22760 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2391.22761, %across_out.exit ]
  %wide.load2391.12745 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2391.12746, %across_out.exit ]
  %wide.load23912730 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load23912731, %across_out.exit ]
  %wide.load23052719 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load23052720, %across_out.exit ]
  %wide.load23042703 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load23042704, %across_out.exit ]
  %wide.load23032687 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load23032688, %across_out.exit ]
  %wide.load23022671 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load23022672, %across_out.exit ]
  %indvars.iv1001 = phi i64 [ %35, %across_block.body.lr.ph ], [ %indvars.iv.next1002, %across_out.exit ]
  %across_block839 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %3849, %across_out.exit ]
  %umin2610 = tail call i64 @llvm.umin.i64(i64 %indvars.iv1001, i64 64)
  %2330 = mul nuw nsw i64 %n_features, %umin2610
  %2331 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1001, i64 1)
  %umax2254 = tail call i64 @llvm.umin.i64(i64 %2331, i64 64)
  %2332 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1001, i64 1)
  %umax2202 = tail call i64 @llvm.umin.i64(i64 %2332, i64 64)
  %2333 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1001, i64 1)
  %umax1009 = tail call i64 @llvm.umin.i64(i64 %2333, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block839
  %2334 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %2334, -1
  br i1 %.not862, label %across_in.exit, label %across_in.body

across_in.body:                                   ; preds = %across_block.body, %across_in.body
  %across_in819 = phi i64 [ %2354, %across_in.body ], [ 0, %across_block.body ]
  %r = and i64 %across_in819, 62
  %f = lshr i64 %across_in819, 6
  %2335 = icmp ugt i64 %rows_left, %r
  %2336 = select i1 %2335, i64 %r, i64 %last_row
  %row = add i64 %2336, %across_block839
  %row_element = mul i64 %row, %n_features
  %2337 = add i64 %row_element, %f
  %2338 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in819
  %2339 = getelementptr inbounds float, ptr %state, i64 %2337
  %2340 = load float, ptr %2339, align 4
  store float %2340, ptr %2338, align 4
  %2341 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in819
  %2342 = getelementptr inbounds float, ptr %input_0, i64 %2337
  %2343 = load float, ptr %2342, align 4
  store float %2343, ptr %2341, align 4
  %2344 = or disjoint i64 %across_in819, 1
  %r.1 = and i64 %2344, 63
  %f.1 = lshr i64 %across_in819, 6
  %2345 = icmp ugt i64 %rows_left, %r.1
  %2346 = select i1 %2345, i64 %r.1, i64 %last_row
  %row.1 = add i64 %2346, %across_block839
  %row_element.1 = mul i64 %row.1, %n_features
  %2347 = add i64 %row_element.1, %f.1
  %2348 = getelementptr inbounds nuw float, ptr %across_state, i64 %2344
  %2349 = getelementptr inbounds float, ptr %state, i64 %2347
  %2350 = load float, ptr %2349, align 4
  store float %2350, ptr %2348, align 4
  %2351 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %2344
  %2352 = getelementptr inbounds float, ptr %input_0, i64 %2347
  %2353 = load float, ptr %2352, align 4
  store float %2353, ptr %2351, align 4
  %2354 = add nuw nsw i64 %across_in819, 2
  %exitcond986.not.1 = icmp eq i64 %2354, %block_elements
  br i1 %exitcond986.not.1, label %across_in.exit, label %across_in.body, !llvm.loop !53

across_in.exit:                                   ; preds = %across_in.body, %across_block.body
  br i1 %.not863, label %step.exit, label %step.body.lr.ph

step.body.lr.ph:                                  ; preds = %across_in.exit
  %2355 = getelementptr float, ptr %status, i64 %across_block839
  %broadcast.splatinsert2420 = insertelement <16 x i64> poison, i64 %across_block839, i64 0
  %broadcast.splat2421 = shufflevector <16 x i64> %broadcast.splatinsert2420, <16 x i64> poison, <16 x i32> zeroinitializer
  %wide.load2361.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2362.peel = load <16 x float>, ptr %68, align 4
  %wide.load2331 = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2332 = load <16 x float>, ptr %100, align 4
  %2356 = fneg <16 x float> %wide.load2331
  %2357 = fneg <16 x float> %wide.load2332
  %wide.load2331.1 = load <16 x float>, ptr %106, align 4
  %wide.load2332.1 = load <16 x float>, ptr %107, align 4
  %2358 = fneg <16 x float> %wide.load2331.1
  %2359 = fneg <16 x float> %wide.load2332.1
  %wide.load2298.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2299.peel = load <16 x float>, ptr %115, align 4
  %wide.load2300.peel = load <16 x float>, ptr %116, align 4
  %wide.load2301.peel = load <16 x float>, ptr %117, align 4
  %2360 = fneg <16 x float> %wide.load2298.peel
  %2361 = fneg <16 x float> %wide.load2299.peel
  %2362 = fneg <16 x float> %wide.load2300.peel
  %2363 = fneg <16 x float> %wide.load2301.peel
  %min.iters.check2255 = icmp ult i64 %indvars.iv1001, 4
  %min.iters.check2258 = icmp ult i64 %indvars.iv1001, 32
  %n.mod.vf2261 = and i64 %umax2254, 28
  %n.vec2262 = and i64 %umax2254, 96
  %cmp.n2273 = icmp eq i64 %umax2254, %n.vec2262
  %min.epilog.iters.check2277 = icmp eq i64 %n.mod.vf2261, 0
  %n.vec2280 = and i64 %umax2254, 124
  %cmp.n2288 = icmp eq i64 %umax2254, %n.vec2280
  %min.iters.check2203 = icmp ult i64 %indvars.iv1001, 4
  %min.iters.check2206 = icmp ult i64 %indvars.iv1001, 32
  %n.mod.vf2209 = and i64 %umax2202, 28
  %n.vec2210 = and i64 %umax2202, 96
  %cmp.n2221 = icmp eq i64 %umax2202, %n.vec2210
  %min.epilog.iters.check2225 = icmp eq i64 %n.mod.vf2209, 0
  %n.vec2228 = and i64 %umax2202, 124
  %cmp.n2236 = icmp eq i64 %umax2202, %n.vec2228
  br label %step.body

step.body:                                        ; preds = %step.body.lr.ph, %noise.done68
  %2364 = phi <16 x float> [ %2326, %step.body.lr.ph ], [ %3635, %noise.done68 ]
  %2365 = phi <16 x float> [ %2327, %step.body.lr.ph ], [ %3636, %noise.done68 ]
  %2366 = phi <16 x float> [ %2328, %step.body.lr.ph ], [ %3637, %noise.done68 ]
  %2367 = phi <16 x float> [ %2329, %step.body.lr.ph ], [ %3638, %noise.done68 ]
  %wide.load2391.32774 = phi <16 x float> [ %wide.load2391.32775, %step.body.lr.ph ], [ %wide.load2391.32777, %noise.done68 ]
  %wide.load2391.22759 = phi <16 x float> [ %wide.load2391.22760, %step.body.lr.ph ], [ %wide.load2391.22762, %noise.done68 ]
  %wide.load2391.12744 = phi <16 x float> [ %wide.load2391.12745, %step.body.lr.ph ], [ %wide.load2391.12747, %noise.done68 ]
  %wide.load23912729 = phi <16 x float> [ %wide.load23912730, %step.body.lr.ph ], [ %wide.load23912732, %noise.done68 ]
  %wide.load23052718 = phi <16 x float> [ %wide.load23052719, %step.body.lr.ph ], [ %wide.load23052721, %noise.done68 ]
  %wide.load23042702 = phi <16 x float> [ %wide.load23042703, %step.body.lr.ph ], [ %wide.load23042705, %noise.done68 ]
  %wide.load23032686 = phi <16 x float> [ %wide.load23032687, %step.body.lr.ph ], [ %wide.load23032689, %noise.done68 ]
  %wide.load23022670 = phi <16 x float> [ %wide.load23022671, %step.body.lr.ph ], [ %wide.load23022673, %noise.done68 ]
  %step3837 = phi i64 [ 0, %step.body.lr.ph ], [ %3639, %noise.done68 ]
  %temperature1.0836 = phi float [ %temperature, %step.body.lr.ph ], [ %t_next, %noise.done68 ]
  %2368 = fmul float %two_eta, %temperature1.0836
  %2369 = fcmp ogt float %2368, 0.000000e+00
  %2370 = tail call float @llvm.sqrt.f32(float %2368)
  %2371 = select i1 %2369, float %2370, float 0.000000e+00
  %noise_scale4 = select i1 %anneal2.not, float %noise_scale, float %2371
  %key1_step = add i64 %step3837, %key1
  br i1 %cond, label %across_feature.header14.preheader, label %philox.header.preheader

philox.header.preheader:                          ; preds = %step.body
  br i1 %.not862, label %iter.check2257, label %vector.ph2411

vector.ph2411:                                    ; preds = %philox.header.preheader
  %2372 = lshr i64 %key1_step, 32
  %2373 = mul nuw i64 %2372, 3449720151
  %2374 = lshr i64 %2373, 32
  %2375 = xor i64 %key0, %2374
  %2376 = xor i64 %2375, %key1_step
  %2377 = and i64 %2376, 4294967295
  %2378 = mul nuw i64 %2377, 3528531795
  %2379 = lshr i64 %2378, 32
  %2380 = xor i64 %2379, %20
  %broadcast.splatinsert2414 = insertelement <16 x i64> poison, i64 %2373, i64 0
  %broadcast.splat2415 = shufflevector <16 x i64> %broadcast.splatinsert2414, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2416 = insertelement <16 x i64> poison, i64 %2378, i64 0
  %broadcast.splat2417 = shufflevector <16 x i64> %broadcast.splatinsert2416, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2418 = insertelement <16 x i64> poison, i64 %2380, i64 0
  %broadcast.splat2419 = shufflevector <16 x i64> %broadcast.splatinsert2418, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2893 = xor <16 x i64> %broadcast.splat2427, %broadcast.splat2415
  %invariant.op2895 = xor <16 x i64> %broadcast.splat2427, %broadcast.splat2415
  %invariant.op2897 = xor <16 x i64> %broadcast.splat2427, %broadcast.splat2415
  %invariant.op2899 = xor <16 x i64> %broadcast.splat2427, %broadcast.splat2415
  %invariant.op2901 = xor <16 x i64> %broadcast.splat2431, %broadcast.splat2417
  %invariant.op2903 = xor <16 x i64> %broadcast.splat2431, %broadcast.splat2417
  %invariant.op2905 = xor <16 x i64> %broadcast.splat2431, %broadcast.splat2417
  %invariant.op2907 = xor <16 x i64> %broadcast.splat2431, %broadcast.splat2417
  br label %vector.body2456

vector.body2456:                                  ; preds = %vector.body2456, %vector.ph2411
  %index2457 = phi i64 [ 0, %vector.ph2411 ], [ %index.next2462, %vector.body2456 ]
  %vec.ind2458 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph2411 ], [ %vec.ind.next2463, %vector.body2456 ]
  %step.add2459 = add <16 x i64> %vec.ind2458, splat (i64 16)
  %step.add.22460 = add <16 x i64> %vec.ind2458, splat (i64 32)
  %step.add.32461 = add <16 x i64> %vec.ind2458, splat (i64 48)
  %2381 = and <16 x i64> %vec.ind2458, splat (i64 63)
  %2382 = and <16 x i64> %step.add2459, splat (i64 63)
  %2383 = and <16 x i64> %step.add.22460, splat (i64 63)
  %2384 = and <16 x i64> %step.add.32461, splat (i64 63)
  %2385 = lshr <16 x i64> %vec.ind2458, splat (i64 6)
  %2386 = lshr <16 x i64> %step.add2459, splat (i64 6)
  %2387 = lshr <16 x i64> %step.add.22460, splat (i64 6)
  %2388 = lshr <16 x i64> %step.add.32461, splat (i64 6)
  %2389 = add <16 x i64> %2381, %broadcast.splat2421
  %2390 = add <16 x i64> %2382, %broadcast.splat2421
  %2391 = add <16 x i64> %2383, %broadcast.splat2421
  %2392 = add <16 x i64> %2384, %broadcast.splat2421
  %2393 = mul <16 x i64> %2389, %broadcast.splat2423
  %2394 = mul <16 x i64> %2390, %broadcast.splat2423
  %2395 = mul <16 x i64> %2391, %broadcast.splat2423
  %2396 = mul <16 x i64> %2392, %broadcast.splat2423
  %2397 = add <16 x i64> %2393, %2385
  %2398 = add <16 x i64> %2394, %2386
  %2399 = add <16 x i64> %2395, %2387
  %2400 = add <16 x i64> %2396, %2388
  %2401 = and <16 x i64> %2397, splat (i64 4294967295)
  %2402 = and <16 x i64> %2398, splat (i64 4294967295)
  %2403 = and <16 x i64> %2399, splat (i64 4294967295)
  %2404 = and <16 x i64> %2400, splat (i64 4294967295)
  %2405 = mul nuw <16 x i64> %2401, splat (i64 3528531795)
  %2406 = mul nuw <16 x i64> %2402, splat (i64 3528531795)
  %2407 = mul nuw <16 x i64> %2403, splat (i64 3528531795)
  %2408 = mul nuw <16 x i64> %2404, splat (i64 3528531795)
  %2409 = xor <16 x i64> %2397, %broadcast.splat2425
  %2410 = xor <16 x i64> %2398, %broadcast.splat2425
  %2411 = xor <16 x i64> %2399, %broadcast.splat2425
  %2412 = xor <16 x i64> %2400, %broadcast.splat2425
  %2413 = xor <16 x i64> %2409, %2405
  %2414 = xor <16 x i64> %2410, %2406
  %2415 = xor <16 x i64> %2411, %2407
  %2416 = xor <16 x i64> %2412, %2408
  %2417 = lshr <16 x i64> %2413, splat (i64 32)
  %2418 = lshr <16 x i64> %2414, splat (i64 32)
  %2419 = lshr <16 x i64> %2415, splat (i64 32)
  %2420 = lshr <16 x i64> %2416, splat (i64 32)
  %2421 = mul nuw <16 x i64> %2417, splat (i64 3449720151)
  %2422 = mul nuw <16 x i64> %2418, splat (i64 3449720151)
  %2423 = mul nuw <16 x i64> %2419, splat (i64 3449720151)
  %2424 = mul nuw <16 x i64> %2420, splat (i64 3449720151)
  %2425 = lshr <16 x i64> %2421, splat (i64 32)
  %2426 = lshr <16 x i64> %2422, splat (i64 32)
  %2427 = lshr <16 x i64> %2423, splat (i64 32)
  %2428 = lshr <16 x i64> %2424, splat (i64 32)
  %.reass2894 = xor <16 x i64> %2425, %invariant.op2893
  %.reass2896 = xor <16 x i64> %2426, %invariant.op2895
  %.reass2898 = xor <16 x i64> %2427, %invariant.op2897
  %.reass2900 = xor <16 x i64> %2428, %invariant.op2899
  %2429 = xor <16 x i64> %broadcast.splat2419, %2405
  %2430 = xor <16 x i64> %broadcast.splat2419, %2406
  %2431 = xor <16 x i64> %broadcast.splat2419, %2407
  %2432 = xor <16 x i64> %broadcast.splat2419, %2408
  %2433 = and <16 x i64> %.reass2894, splat (i64 4294967295)
  %2434 = and <16 x i64> %.reass2896, splat (i64 4294967295)
  %2435 = and <16 x i64> %.reass2898, splat (i64 4294967295)
  %2436 = and <16 x i64> %.reass2900, splat (i64 4294967295)
  %2437 = mul nuw <16 x i64> %2433, splat (i64 3528531795)
  %2438 = mul nuw <16 x i64> %2434, splat (i64 3528531795)
  %2439 = mul nuw <16 x i64> %2435, splat (i64 3528531795)
  %2440 = mul nuw <16 x i64> %2436, splat (i64 3528531795)
  %2441 = and <16 x i64> %2429, splat (i64 4294967295)
  %2442 = and <16 x i64> %2430, splat (i64 4294967295)
  %2443 = and <16 x i64> %2431, splat (i64 4294967295)
  %2444 = and <16 x i64> %2432, splat (i64 4294967295)
  %2445 = mul nuw <16 x i64> %2441, splat (i64 3449720151)
  %2446 = mul nuw <16 x i64> %2442, splat (i64 3449720151)
  %2447 = mul nuw <16 x i64> %2443, splat (i64 3449720151)
  %2448 = mul nuw <16 x i64> %2444, splat (i64 3449720151)
  %2449 = lshr <16 x i64> %2437, splat (i64 32)
  %2450 = lshr <16 x i64> %2438, splat (i64 32)
  %2451 = lshr <16 x i64> %2439, splat (i64 32)
  %2452 = lshr <16 x i64> %2440, splat (i64 32)
  %2453 = lshr <16 x i64> %2445, splat (i64 32)
  %2454 = lshr <16 x i64> %2446, splat (i64 32)
  %2455 = lshr <16 x i64> %2447, splat (i64 32)
  %2456 = lshr <16 x i64> %2448, splat (i64 32)
  %2457 = xor <16 x i64> %2453, %broadcast.splat2429
  %2458 = xor <16 x i64> %2454, %broadcast.splat2429
  %2459 = xor <16 x i64> %2455, %broadcast.splat2429
  %2460 = xor <16 x i64> %2456, %broadcast.splat2429
  %2461 = xor <16 x i64> %2457, %2421
  %2462 = xor <16 x i64> %2458, %2422
  %2463 = xor <16 x i64> %2459, %2423
  %2464 = xor <16 x i64> %2460, %2424
  %.reass2902 = xor <16 x i64> %2449, %invariant.op2901
  %.reass2904 = xor <16 x i64> %2450, %invariant.op2903
  %.reass2906 = xor <16 x i64> %2451, %invariant.op2905
  %.reass2908 = xor <16 x i64> %2452, %invariant.op2907
  %2465 = and <16 x i64> %2461, splat (i64 4294967295)
  %2466 = and <16 x i64> %2462, splat (i64 4294967295)
  %2467 = and <16 x i64> %2463, splat (i64 4294967295)
  %2468 = and <16 x i64> %2464, splat (i64 4294967295)
  %2469 = mul nuw <16 x i64> %2465, splat (i64 3528531795)
  %2470 = mul nuw <16 x i64> %2466, splat (i64 3528531795)
  %2471 = mul nuw <16 x i64> %2467, splat (i64 3528531795)
  %2472 = mul nuw <16 x i64> %2468, splat (i64 3528531795)
  %2473 = and <16 x i64> %.reass2902, splat (i64 4294967295)
  %2474 = and <16 x i64> %.reass2904, splat (i64 4294967295)
  %2475 = and <16 x i64> %.reass2906, splat (i64 4294967295)
  %2476 = and <16 x i64> %.reass2908, splat (i64 4294967295)
  %2477 = mul nuw <16 x i64> %2473, splat (i64 3449720151)
  %2478 = mul nuw <16 x i64> %2474, splat (i64 3449720151)
  %2479 = mul nuw <16 x i64> %2475, splat (i64 3449720151)
  %2480 = mul nuw <16 x i64> %2476, splat (i64 3449720151)
  %2481 = lshr <16 x i64> %2469, splat (i64 32)
  %2482 = lshr <16 x i64> %2470, splat (i64 32)
  %2483 = lshr <16 x i64> %2471, splat (i64 32)
  %2484 = lshr <16 x i64> %2472, splat (i64 32)
  %2485 = lshr <16 x i64> %2477, splat (i64 32)
  %2486 = lshr <16 x i64> %2478, splat (i64 32)
  %2487 = lshr <16 x i64> %2479, splat (i64 32)
  %2488 = lshr <16 x i64> %2480, splat (i64 32)
  %2489 = xor <16 x i64> %broadcast.splat2433, %2485
  %2490 = xor <16 x i64> %broadcast.splat2433, %2486
  %2491 = xor <16 x i64> %broadcast.splat2433, %2487
  %2492 = xor <16 x i64> %broadcast.splat2433, %2488
  %2493 = xor <16 x i64> %2489, %2445
  %2494 = xor <16 x i64> %2490, %2446
  %2495 = xor <16 x i64> %2491, %2447
  %2496 = xor <16 x i64> %2492, %2448
  %2497 = xor <16 x i64> %2481, %broadcast.splat2435
  %2498 = xor <16 x i64> %2482, %broadcast.splat2435
  %2499 = xor <16 x i64> %2483, %broadcast.splat2435
  %2500 = xor <16 x i64> %2484, %broadcast.splat2435
  %2501 = xor <16 x i64> %2497, %2437
  %2502 = xor <16 x i64> %2498, %2438
  %2503 = xor <16 x i64> %2499, %2439
  %2504 = xor <16 x i64> %2500, %2440
  %2505 = and <16 x i64> %2493, splat (i64 4294967295)
  %2506 = and <16 x i64> %2494, splat (i64 4294967295)
  %2507 = and <16 x i64> %2495, splat (i64 4294967295)
  %2508 = and <16 x i64> %2496, splat (i64 4294967295)
  %2509 = mul nuw <16 x i64> %2505, splat (i64 3528531795)
  %2510 = mul nuw <16 x i64> %2506, splat (i64 3528531795)
  %2511 = mul nuw <16 x i64> %2507, splat (i64 3528531795)
  %2512 = mul nuw <16 x i64> %2508, splat (i64 3528531795)
  %2513 = and <16 x i64> %2501, splat (i64 4294967295)
  %2514 = and <16 x i64> %2502, splat (i64 4294967295)
  %2515 = and <16 x i64> %2503, splat (i64 4294967295)
  %2516 = and <16 x i64> %2504, splat (i64 4294967295)
  %2517 = mul nuw <16 x i64> %2513, splat (i64 3449720151)
  %2518 = mul nuw <16 x i64> %2514, splat (i64 3449720151)
  %2519 = mul nuw <16 x i64> %2515, splat (i64 3449720151)
  %2520 = mul nuw <16 x i64> %2516, splat (i64 3449720151)
  %2521 = lshr <16 x i64> %2509, splat (i64 32)
  %2522 = lshr <16 x i64> %2510, splat (i64 32)
  %2523 = lshr <16 x i64> %2511, splat (i64 32)
  %2524 = lshr <16 x i64> %2512, splat (i64 32)
  %2525 = lshr <16 x i64> %2517, splat (i64 32)
  %2526 = lshr <16 x i64> %2518, splat (i64 32)
  %2527 = lshr <16 x i64> %2519, splat (i64 32)
  %2528 = lshr <16 x i64> %2520, splat (i64 32)
  %2529 = xor <16 x i64> %2525, %broadcast.splat2437
  %2530 = xor <16 x i64> %2526, %broadcast.splat2437
  %2531 = xor <16 x i64> %2527, %broadcast.splat2437
  %2532 = xor <16 x i64> %2528, %broadcast.splat2437
  %2533 = xor <16 x i64> %2529, %2477
  %2534 = xor <16 x i64> %2530, %2478
  %2535 = xor <16 x i64> %2531, %2479
  %2536 = xor <16 x i64> %2532, %2480
  %2537 = xor <16 x i64> %broadcast.splat2439, %2521
  %2538 = xor <16 x i64> %broadcast.splat2439, %2522
  %2539 = xor <16 x i64> %broadcast.splat2439, %2523
  %2540 = xor <16 x i64> %broadcast.splat2439, %2524
  %2541 = xor <16 x i64> %2537, %2469
  %2542 = xor <16 x i64> %2538, %2470
  %2543 = xor <16 x i64> %2539, %2471
  %2544 = xor <16 x i64> %2540, %2472
  %2545 = and <16 x i64> %2533, splat (i64 4294967295)
  %2546 = and <16 x i64> %2534, splat (i64 4294967295)
  %2547 = and <16 x i64> %2535, splat (i64 4294967295)
  %2548 = and <16 x i64> %2536, splat (i64 4294967295)
  %2549 = mul nuw <16 x i64> %2545, splat (i64 3528531795)
  %2550 = mul nuw <16 x i64> %2546, splat (i64 3528531795)
  %2551 = mul nuw <16 x i64> %2547, splat (i64 3528531795)
  %2552 = mul nuw <16 x i64> %2548, splat (i64 3528531795)
  %2553 = and <16 x i64> %2541, splat (i64 4294967295)
  %2554 = and <16 x i64> %2542, splat (i64 4294967295)
  %2555 = and <16 x i64> %2543, splat (i64 4294967295)
  %2556 = and <16 x i64> %2544, splat (i64 4294967295)
  %2557 = mul nuw <16 x i64> %2553, splat (i64 3449720151)
  %2558 = mul nuw <16 x i64> %2554, splat (i64 3449720151)
  %2559 = mul nuw <16 x i64> %2555, splat (i64 3449720151)
  %2560 = mul nuw <16 x i64> %2556, splat (i64 3449720151)
  %2561 = lshr <16 x i64> %2549, splat (i64 32)
  %2562 = lshr <16 x i64> %2550, splat (i64 32)
  %2563 = lshr <16 x i64> %2551, splat (i64 32)
  %2564 = lshr <16 x i64> %2552, splat (i64 32)
  %2565 = lshr <16 x i64> %2557, splat (i64 32)
  %2566 = lshr <16 x i64> %2558, splat (i64 32)
  %2567 = lshr <16 x i64> %2559, splat (i64 32)
  %2568 = lshr <16 x i64> %2560, splat (i64 32)
  %2569 = xor <16 x i64> %broadcast.splat2441, %2565
  %2570 = xor <16 x i64> %broadcast.splat2441, %2566
  %2571 = xor <16 x i64> %broadcast.splat2441, %2567
  %2572 = xor <16 x i64> %broadcast.splat2441, %2568
  %2573 = xor <16 x i64> %2569, %2517
  %2574 = xor <16 x i64> %2570, %2518
  %2575 = xor <16 x i64> %2571, %2519
  %2576 = xor <16 x i64> %2572, %2520
  %2577 = xor <16 x i64> %2561, %broadcast.splat2443
  %2578 = xor <16 x i64> %2562, %broadcast.splat2443
  %2579 = xor <16 x i64> %2563, %broadcast.splat2443
  %2580 = xor <16 x i64> %2564, %broadcast.splat2443
  %2581 = xor <16 x i64> %2577, %2509
  %2582 = xor <16 x i64> %2578, %2510
  %2583 = xor <16 x i64> %2579, %2511
  %2584 = xor <16 x i64> %2580, %2512
  %2585 = and <16 x i64> %2573, splat (i64 4294967295)
  %2586 = and <16 x i64> %2574, splat (i64 4294967295)
  %2587 = and <16 x i64> %2575, splat (i64 4294967295)
  %2588 = and <16 x i64> %2576, splat (i64 4294967295)
  %2589 = mul nuw <16 x i64> %2585, splat (i64 3528531795)
  %2590 = mul nuw <16 x i64> %2586, splat (i64 3528531795)
  %2591 = mul nuw <16 x i64> %2587, splat (i64 3528531795)
  %2592 = mul nuw <16 x i64> %2588, splat (i64 3528531795)
  %2593 = and <16 x i64> %2581, splat (i64 4294967295)
  %2594 = and <16 x i64> %2582, splat (i64 4294967295)
  %2595 = and <16 x i64> %2583, splat (i64 4294967295)
  %2596 = and <16 x i64> %2584, splat (i64 4294967295)
  %2597 = mul nuw <16 x i64> %2593, splat (i64 3449720151)
  %2598 = mul nuw <16 x i64> %2594, splat (i64 3449720151)
  %2599 = mul nuw <16 x i64> %2595, splat (i64 3449720151)
  %2600 = mul nuw <16 x i64> %2596, splat (i64 3449720151)
  %2601 = lshr <16 x i64> %2589, splat (i64 32)
  %2602 = lshr <16 x i64> %2590, splat (i64 32)
  %2603 = lshr <16 x i64> %2591, splat (i64 32)
  %2604 = lshr <16 x i64> %2592, splat (i64 32)
  %2605 = lshr <16 x i64> %2597, splat (i64 32)
  %2606 = lshr <16 x i64> %2598, splat (i64 32)
  %2607 = lshr <16 x i64> %2599, splat (i64 32)
  %2608 = lshr <16 x i64> %2600, splat (i64 32)
  %2609 = xor <16 x i64> %2605, %broadcast.splat2445
  %2610 = xor <16 x i64> %2606, %broadcast.splat2445
  %2611 = xor <16 x i64> %2607, %broadcast.splat2445
  %2612 = xor <16 x i64> %2608, %broadcast.splat2445
  %2613 = xor <16 x i64> %2609, %2557
  %2614 = xor <16 x i64> %2610, %2558
  %2615 = xor <16 x i64> %2611, %2559
  %2616 = xor <16 x i64> %2612, %2560
  %2617 = xor <16 x i64> %broadcast.splat2447, %2601
  %2618 = xor <16 x i64> %broadcast.splat2447, %2602
  %2619 = xor <16 x i64> %broadcast.splat2447, %2603
  %2620 = xor <16 x i64> %broadcast.splat2447, %2604
  %2621 = xor <16 x i64> %2617, %2549
  %2622 = xor <16 x i64> %2618, %2550
  %2623 = xor <16 x i64> %2619, %2551
  %2624 = xor <16 x i64> %2620, %2552
  %2625 = and <16 x i64> %2613, splat (i64 4294967295)
  %2626 = and <16 x i64> %2614, splat (i64 4294967295)
  %2627 = and <16 x i64> %2615, splat (i64 4294967295)
  %2628 = and <16 x i64> %2616, splat (i64 4294967295)
  %2629 = mul nuw <16 x i64> %2625, splat (i64 3528531795)
  %2630 = mul nuw <16 x i64> %2626, splat (i64 3528531795)
  %2631 = mul nuw <16 x i64> %2627, splat (i64 3528531795)
  %2632 = mul nuw <16 x i64> %2628, splat (i64 3528531795)
  %2633 = and <16 x i64> %2621, splat (i64 4294967295)
  %2634 = and <16 x i64> %2622, splat (i64 4294967295)
  %2635 = and <16 x i64> %2623, splat (i64 4294967295)
  %2636 = and <16 x i64> %2624, splat (i64 4294967295)
  %2637 = mul nuw <16 x i64> %2633, splat (i64 3449720151)
  %2638 = mul nuw <16 x i64> %2634, splat (i64 3449720151)
  %2639 = mul nuw <16 x i64> %2635, splat (i64 3449720151)
  %2640 = mul nuw <16 x i64> %2636, splat (i64 3449720151)
  %2641 = lshr <16 x i64> %2629, splat (i64 32)
  %2642 = lshr <16 x i64> %2630, splat (i64 32)
  %2643 = lshr <16 x i64> %2631, splat (i64 32)
  %2644 = lshr <16 x i64> %2632, splat (i64 32)
  %2645 = lshr <16 x i64> %2637, splat (i64 32)
  %2646 = lshr <16 x i64> %2638, splat (i64 32)
  %2647 = lshr <16 x i64> %2639, splat (i64 32)
  %2648 = lshr <16 x i64> %2640, splat (i64 32)
  %2649 = xor <16 x i64> %broadcast.splat2449, %2645
  %2650 = xor <16 x i64> %broadcast.splat2449, %2646
  %2651 = xor <16 x i64> %broadcast.splat2449, %2647
  %2652 = xor <16 x i64> %broadcast.splat2449, %2648
  %2653 = xor <16 x i64> %2649, %2597
  %2654 = xor <16 x i64> %2650, %2598
  %2655 = xor <16 x i64> %2651, %2599
  %2656 = xor <16 x i64> %2652, %2600
  %2657 = xor <16 x i64> %2641, %broadcast.splat2451
  %2658 = xor <16 x i64> %2642, %broadcast.splat2451
  %2659 = xor <16 x i64> %2643, %broadcast.splat2451
  %2660 = xor <16 x i64> %2644, %broadcast.splat2451
  %2661 = xor <16 x i64> %2657, %2589
  %2662 = xor <16 x i64> %2658, %2590
  %2663 = xor <16 x i64> %2659, %2591
  %2664 = xor <16 x i64> %2660, %2592
  %2665 = and <16 x i64> %2653, splat (i64 4294967295)
  %2666 = and <16 x i64> %2654, splat (i64 4294967295)
  %2667 = and <16 x i64> %2655, splat (i64 4294967295)
  %2668 = and <16 x i64> %2656, splat (i64 4294967295)
  %2669 = mul nuw <16 x i64> %2665, splat (i64 3528531795)
  %2670 = mul nuw <16 x i64> %2666, splat (i64 3528531795)
  %2671 = mul nuw <16 x i64> %2667, splat (i64 3528531795)
  %2672 = mul nuw <16 x i64> %2668, splat (i64 3528531795)
  %2673 = lshr <16 x i64> %2669, splat (i64 32)
  %2674 = lshr <16 x i64> %2670, splat (i64 32)
  %2675 = lshr <16 x i64> %2671, splat (i64 32)
  %2676 = lshr <16 x i64> %2672, splat (i64 32)
  %2677 = trunc <16 x i64> %2661 to <16 x i32>
  %2678 = trunc <16 x i64> %2662 to <16 x i32>
  %2679 = trunc <16 x i64> %2663 to <16 x i32>
  %2680 = trunc <16 x i64> %2664 to <16 x i32>
  %2681 = mul <16 x i32> %2677, splat (i32 -845247145)
  %2682 = mul <16 x i32> %2678, splat (i32 -845247145)
  %2683 = mul <16 x i32> %2679, splat (i32 -845247145)
  %2684 = mul <16 x i32> %2680, splat (i32 -845247145)
  %2685 = xor <16 x i64> %broadcast.splat2453, %2673
  %2686 = xor <16 x i64> %broadcast.splat2453, %2674
  %2687 = xor <16 x i64> %broadcast.splat2453, %2675
  %2688 = xor <16 x i64> %broadcast.splat2453, %2676
  %2689 = xor <16 x i64> %2685, %2629
  %2690 = xor <16 x i64> %2686, %2630
  %2691 = xor <16 x i64> %2687, %2631
  %2692 = xor <16 x i64> %2688, %2632
  %2693 = and <16 x i64> %2689, splat (i64 4294967295)
  %2694 = and <16 x i64> %2690, splat (i64 4294967295)
  %2695 = and <16 x i64> %2691, splat (i64 4294967295)
  %2696 = and <16 x i64> %2692, splat (i64 4294967295)
  %2697 = mul nuw <16 x i64> %2693, splat (i64 3449720151)
  %2698 = mul nuw <16 x i64> %2694, splat (i64 3449720151)
  %2699 = mul nuw <16 x i64> %2695, splat (i64 3449720151)
  %2700 = mul nuw <16 x i64> %2696, splat (i64 3449720151)
  %2701 = lshr <16 x i64> %2697, splat (i64 32)
  %2702 = lshr <16 x i64> %2698, splat (i64 32)
  %2703 = lshr <16 x i64> %2699, splat (i64 32)
  %2704 = lshr <16 x i64> %2700, splat (i64 32)
  %2705 = trunc nuw <16 x i64> %2701 to <16 x i32>
  %2706 = trunc nuw <16 x i64> %2702 to <16 x i32>
  %2707 = trunc nuw <16 x i64> %2703 to <16 x i32>
  %2708 = trunc nuw <16 x i64> %2704 to <16 x i32>
  %2709 = trunc <16 x i64> %2697 to <16 x i32>
  %2710 = trunc <16 x i64> %2698 to <16 x i32>
  %2711 = trunc <16 x i64> %2699 to <16 x i32>
  %2712 = trunc <16 x i64> %2700 to <16 x i32>
  %2713 = xor <16 x i32> %2681, %2705
  %2714 = xor <16 x i32> %2713, %broadcast.splat2455
  %2715 = xor <16 x i32> %2682, %2706
  %2716 = xor <16 x i32> %2715, %broadcast.splat2455
  %2717 = xor <16 x i32> %2683, %2707
  %2718 = xor <16 x i32> %2717, %broadcast.splat2455
  %2719 = xor <16 x i32> %2684, %2708
  %2720 = xor <16 x i32> %2719, %broadcast.splat2455
  %2721 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2457
  %2722 = getelementptr inbounds nuw i8, ptr %2721, i64 64
  %2723 = getelementptr inbounds nuw i8, ptr %2721, i64 128
  %2724 = getelementptr inbounds nuw i8, ptr %2721, i64 192
  store <16 x i32> %2714, ptr %2721, align 4, !alias.scope !55, !noalias !58
  store <16 x i32> %2716, ptr %2722, align 4, !alias.scope !55, !noalias !58
  store <16 x i32> %2718, ptr %2723, align 4, !alias.scope !55, !noalias !58
  store <16 x i32> %2720, ptr %2724, align 4, !alias.scope !55, !noalias !58
  %2725 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2457
  %2726 = getelementptr inbounds nuw i8, ptr %2725, i64 64
  %2727 = getelementptr inbounds nuw i8, ptr %2725, i64 128
  %2728 = getelementptr inbounds nuw i8, ptr %2725, i64 192
  store <16 x i32> %2709, ptr %2725, align 4, !alias.scope !58, !noalias !55
  store <16 x i32> %2710, ptr %2726, align 4, !alias.scope !58, !noalias !55
  store <16 x i32> %2711, ptr %2727, align 4, !alias.scope !58, !noalias !55
  store <16 x i32> %2712, ptr %2728, align 4, !alias.scope !58, !noalias !55
  %index.next2462 = add nuw i64 %index2457, 64
  %vec.ind.next2463 = add <16 x i64> %vec.ind2458, splat (i64 64)
  %2729 = icmp eq i64 %index.next2462, %block_elements
  br i1 %2729, label %vector.body2397, label %vector.body2456, !llvm.loop !60

across_feature.header14.preheader:                ; preds = %step.body
  br i1 %.not862, label %iter.check2205, label %vector.body2357.peel

vector.body2357.peel:                             ; preds = %across_feature.header14.preheader
  %wide.load2359.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load2360.peel = load <16 x float>, ptr %67, align 4
  %2730 = fmul <16 x float> %wide.load2359.peel, %wide.load2359.peel
  %2731 = fmul <16 x float> %wide.load2360.peel, %wide.load2360.peel
  %2732 = fmul <16 x float> %wide.load2359.peel, zeroinitializer
  %2733 = fmul <16 x float> %wide.load2360.peel, zeroinitializer
  store <16 x float> %2730, ptr %across_uniforms, align 4
  store <16 x float> %2731, ptr %69, align 4
  %2734 = fmul <16 x float> %wide.load2359.peel, %wide.load2361.peel
  %2735 = fmul <16 x float> %wide.load2360.peel, %wide.load2362.peel
  %2736 = fsub <16 x float> zeroinitializer, %2734
  %2737 = fsub <16 x float> zeroinitializer, %2735
  store <16 x float> %2736, ptr %70, align 4
  store <16 x float> %2737, ptr %71, align 4
  %2738 = fadd <16 x float> %2732, zeroinitializer
  %2739 = fadd <16 x float> %2733, zeroinitializer
  store <16 x float> %2738, ptr %72, align 4
  store <16 x float> %2739, ptr %73, align 4
  %wide.load2359.1.peel = load <16 x float>, ptr %74, align 4
  %wide.load2360.1.peel = load <16 x float>, ptr %75, align 4
  %2740 = fmul <16 x float> %wide.load2359.1.peel, %wide.load2359.1.peel
  %2741 = fmul <16 x float> %wide.load2360.1.peel, %wide.load2360.1.peel
  %wide.load2361.1.peel = load <16 x float>, ptr %76, align 4
  %wide.load2362.1.peel = load <16 x float>, ptr %77, align 4
  %2742 = fmul <16 x float> %wide.load2359.1.peel, zeroinitializer
  %2743 = fmul <16 x float> %wide.load2360.1.peel, zeroinitializer
  store <16 x float> %2740, ptr %78, align 4
  store <16 x float> %2741, ptr %79, align 4
  %2744 = fmul <16 x float> %wide.load2359.1.peel, %wide.load2361.1.peel
  %2745 = fmul <16 x float> %wide.load2360.1.peel, %wide.load2362.1.peel
  %2746 = fsub <16 x float> zeroinitializer, %2744
  %2747 = fsub <16 x float> zeroinitializer, %2745
  store <16 x float> %2746, ptr %80, align 4
  store <16 x float> %2747, ptr %81, align 4
  %2748 = fadd <16 x float> %2742, zeroinitializer
  %2749 = fadd <16 x float> %2743, zeroinitializer
  store <16 x float> %2748, ptr %82, align 4
  store <16 x float> %2749, ptr %83, align 4
  br i1 %exitcond994.not.peel, label %noise.done, label %across_feature.body15

step.exit:                                        ; preds = %noise.done68, %across_in.exit
  %2750 = phi <16 x float> [ %2326, %across_in.exit ], [ %3635, %noise.done68 ]
  %2751 = phi <16 x float> [ %2327, %across_in.exit ], [ %3636, %noise.done68 ]
  %2752 = phi <16 x float> [ %2328, %across_in.exit ], [ %3637, %noise.done68 ]
  %2753 = phi <16 x float> [ %2329, %across_in.exit ], [ %3638, %noise.done68 ]
  %wide.load2391.32776 = phi <16 x float> [ %wide.load2391.32775, %across_in.exit ], [ %wide.load2391.32777, %noise.done68 ]
  %wide.load2391.22761 = phi <16 x float> [ %wide.load2391.22760, %across_in.exit ], [ %wide.load2391.22762, %noise.done68 ]
  %wide.load2391.12746 = phi <16 x float> [ %wide.load2391.12745, %across_in.exit ], [ %wide.load2391.12747, %noise.done68 ]
  %wide.load23912731 = phi <16 x float> [ %wide.load23912730, %across_in.exit ], [ %wide.load23912732, %noise.done68 ]
  %wide.load23052720 = phi <16 x float> [ %wide.load23052719, %across_in.exit ], [ %wide.load23052721, %noise.done68 ]
  %wide.load23042704 = phi <16 x float> [ %wide.load23042703, %across_in.exit ], [ %wide.load23042705, %noise.done68 ]
  %wide.load23032688 = phi <16 x float> [ %wide.load23032687, %across_in.exit ], [ %wide.load23032689, %noise.done68 ]
  %wide.load23022672 = phi <16 x float> [ %wide.load23022671, %across_in.exit ], [ %wide.load23022673, %noise.done68 ]
  %real_elements = mul nuw nsw i64 %2334, %n_features
  %.not874 = icmp eq i64 %real_elements, 0
  br i1 %.not874, label %across_out.exit, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %step.exit
  %xtraiter2611 = and i64 %2330, 1
  %2754 = icmp eq i64 %2330, 1
  br i1 %2754, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter2615 = and i64 %2330, 16382
  br label %across_out.body

vector.body2397:                                  ; preds = %vector.body2456, %vector.body2397
  %index2398 = phi i64 [ %index.next2407, %vector.body2397 ], [ 0, %vector.body2456 ]
  %2755 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2398
  %2756 = getelementptr inbounds nuw i8, ptr %2755, i64 64
  %2757 = getelementptr inbounds nuw i8, ptr %2755, i64 128
  %2758 = getelementptr inbounds nuw i8, ptr %2755, i64 192
  %wide.load2399 = load <16 x i32>, ptr %2755, align 4, !alias.scope !55, !noalias !58
  %wide.load2400 = load <16 x i32>, ptr %2756, align 4, !alias.scope !55, !noalias !58
  %wide.load2401 = load <16 x i32>, ptr %2757, align 4, !alias.scope !55, !noalias !58
  %wide.load2402 = load <16 x i32>, ptr %2758, align 4, !alias.scope !55, !noalias !58
  %2759 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2398
  %2760 = getelementptr inbounds nuw i8, ptr %2759, i64 64
  %2761 = getelementptr inbounds nuw i8, ptr %2759, i64 128
  %2762 = getelementptr inbounds nuw i8, ptr %2759, i64 192
  %wide.load2403 = load <16 x i32>, ptr %2759, align 4, !alias.scope !58, !noalias !55
  %wide.load2404 = load <16 x i32>, ptr %2760, align 4, !alias.scope !58, !noalias !55
  %wide.load2405 = load <16 x i32>, ptr %2761, align 4, !alias.scope !58, !noalias !55
  %wide.load2406 = load <16 x i32>, ptr %2762, align 4, !alias.scope !58, !noalias !55
  %2763 = uitofp <16 x i32> %wide.load2399 to <16 x double>
  %2764 = uitofp <16 x i32> %wide.load2400 to <16 x double>
  %2765 = uitofp <16 x i32> %wide.load2401 to <16 x double>
  %2766 = uitofp <16 x i32> %wide.load2402 to <16 x double>
  %2767 = fadd <16 x double> %2763, splat (double 5.000000e-01)
  %2768 = fadd <16 x double> %2764, splat (double 5.000000e-01)
  %2769 = fadd <16 x double> %2765, splat (double 5.000000e-01)
  %2770 = fadd <16 x double> %2766, splat (double 5.000000e-01)
  %2771 = fmul <16 x double> %2767, splat (double 0x3DF0000000000000)
  %2772 = fmul <16 x double> %2768, splat (double 0x3DF0000000000000)
  %2773 = fmul <16 x double> %2769, splat (double 0x3DF0000000000000)
  %2774 = fmul <16 x double> %2770, splat (double 0x3DF0000000000000)
  %2775 = uitofp <16 x i32> %wide.load2403 to <16 x double>
  %2776 = uitofp <16 x i32> %wide.load2404 to <16 x double>
  %2777 = uitofp <16 x i32> %wide.load2405 to <16 x double>
  %2778 = uitofp <16 x i32> %wide.load2406 to <16 x double>
  %2779 = fadd <16 x double> %2775, splat (double 5.000000e-01)
  %2780 = fadd <16 x double> %2776, splat (double 5.000000e-01)
  %2781 = fadd <16 x double> %2777, splat (double 5.000000e-01)
  %2782 = fadd <16 x double> %2778, splat (double 5.000000e-01)
  %2783 = fmul <16 x double> %2779, splat (double 0x3DF0000000000000)
  %2784 = fmul <16 x double> %2780, splat (double 0x3DF0000000000000)
  %2785 = fmul <16 x double> %2781, splat (double 0x3DF0000000000000)
  %2786 = fmul <16 x double> %2782, splat (double 0x3DF0000000000000)
  %2787 = bitcast <16 x double> %2771 to <16 x i64>
  %2788 = bitcast <16 x double> %2772 to <16 x i64>
  %2789 = bitcast <16 x double> %2773 to <16 x i64>
  %2790 = bitcast <16 x double> %2774 to <16 x i64>
  %2791 = lshr <16 x i64> %2787, splat (i64 32)
  %2792 = lshr <16 x i64> %2788, splat (i64 32)
  %2793 = lshr <16 x i64> %2789, splat (i64 32)
  %2794 = lshr <16 x i64> %2790, splat (i64 32)
  %2795 = add nuw nsw <16 x i64> %2791, splat (i64 614242)
  %2796 = add nuw nsw <16 x i64> %2792, splat (i64 614242)
  %2797 = add nuw nsw <16 x i64> %2793, splat (i64 614242)
  %2798 = add nuw nsw <16 x i64> %2794, splat (i64 614242)
  %2799 = lshr <16 x i64> %2795, splat (i64 20)
  %2800 = lshr <16 x i64> %2796, splat (i64 20)
  %2801 = lshr <16 x i64> %2797, splat (i64 20)
  %2802 = lshr <16 x i64> %2798, splat (i64 20)
  %2803 = add nsw <16 x i64> %2799, splat (i64 -1023)
  %2804 = add nsw <16 x i64> %2800, splat (i64 -1023)
  %2805 = add nsw <16 x i64> %2801, splat (i64 -1023)
  %2806 = add nsw <16 x i64> %2802, splat (i64 -1023)
  %2807 = shl nuw <16 x i64> %2795, splat (i64 32)
  %2808 = shl nuw <16 x i64> %2796, splat (i64 32)
  %2809 = shl nuw <16 x i64> %2797, splat (i64 32)
  %2810 = shl nuw <16 x i64> %2798, splat (i64 32)
  %2811 = and <16 x i64> %2807, splat (i64 4503595332403200)
  %2812 = and <16 x i64> %2808, splat (i64 4503595332403200)
  %2813 = and <16 x i64> %2809, splat (i64 4503595332403200)
  %2814 = and <16 x i64> %2810, splat (i64 4503595332403200)
  %2815 = add nuw nsw <16 x i64> %2811, splat (i64 4604544269498187776)
  %2816 = add nuw nsw <16 x i64> %2812, splat (i64 4604544269498187776)
  %2817 = add nuw nsw <16 x i64> %2813, splat (i64 4604544269498187776)
  %2818 = add nuw nsw <16 x i64> %2814, splat (i64 4604544269498187776)
  %2819 = and <16 x i64> %2787, splat (i64 4294967295)
  %2820 = and <16 x i64> %2788, splat (i64 4294967295)
  %2821 = and <16 x i64> %2789, splat (i64 4294967295)
  %2822 = and <16 x i64> %2790, splat (i64 4294967295)
  %2823 = or disjoint <16 x i64> %2815, %2819
  %2824 = or disjoint <16 x i64> %2816, %2820
  %2825 = or disjoint <16 x i64> %2817, %2821
  %2826 = or disjoint <16 x i64> %2818, %2822
  %2827 = bitcast <16 x i64> %2823 to <16 x double>
  %2828 = bitcast <16 x i64> %2824 to <16 x double>
  %2829 = bitcast <16 x i64> %2825 to <16 x double>
  %2830 = bitcast <16 x i64> %2826 to <16 x double>
  %2831 = fadd <16 x double> %2827, splat (double -1.000000e+00)
  %2832 = fadd <16 x double> %2828, splat (double -1.000000e+00)
  %2833 = fadd <16 x double> %2829, splat (double -1.000000e+00)
  %2834 = fadd <16 x double> %2830, splat (double -1.000000e+00)
  %2835 = fmul <16 x double> %2831, splat (double 5.000000e-01)
  %2836 = fmul <16 x double> %2832, splat (double 5.000000e-01)
  %2837 = fmul <16 x double> %2833, splat (double 5.000000e-01)
  %2838 = fmul <16 x double> %2834, splat (double 5.000000e-01)
  %2839 = fmul <16 x double> %2831, %2835
  %2840 = fmul <16 x double> %2832, %2836
  %2841 = fmul <16 x double> %2833, %2837
  %2842 = fmul <16 x double> %2834, %2838
  %2843 = fadd <16 x double> %2831, splat (double 2.000000e+00)
  %2844 = fadd <16 x double> %2832, splat (double 2.000000e+00)
  %2845 = fadd <16 x double> %2833, splat (double 2.000000e+00)
  %2846 = fadd <16 x double> %2834, splat (double 2.000000e+00)
  %2847 = fdiv <16 x double> %2831, %2843
  %2848 = fdiv <16 x double> %2832, %2844
  %2849 = fdiv <16 x double> %2833, %2845
  %2850 = fdiv <16 x double> %2834, %2846
  %2851 = fmul <16 x double> %2847, %2847
  %2852 = fmul <16 x double> %2848, %2848
  %2853 = fmul <16 x double> %2849, %2849
  %2854 = fmul <16 x double> %2850, %2850
  %2855 = fmul <16 x double> %2851, %2851
  %2856 = fmul <16 x double> %2852, %2852
  %2857 = fmul <16 x double> %2853, %2853
  %2858 = fmul <16 x double> %2854, %2854
  %2859 = fmul <16 x double> %2855, splat (double 0x3FC39A09D078C69F)
  %2860 = fmul <16 x double> %2856, splat (double 0x3FC39A09D078C69F)
  %2861 = fmul <16 x double> %2857, splat (double 0x3FC39A09D078C69F)
  %2862 = fmul <16 x double> %2858, splat (double 0x3FC39A09D078C69F)
  %2863 = fadd <16 x double> %2859, splat (double 0x3FCC71C51D8E78AF)
  %2864 = fadd <16 x double> %2860, splat (double 0x3FCC71C51D8E78AF)
  %2865 = fadd <16 x double> %2861, splat (double 0x3FCC71C51D8E78AF)
  %2866 = fadd <16 x double> %2862, splat (double 0x3FCC71C51D8E78AF)
  %2867 = fmul <16 x double> %2855, %2863
  %2868 = fmul <16 x double> %2856, %2864
  %2869 = fmul <16 x double> %2857, %2865
  %2870 = fmul <16 x double> %2858, %2866
  %2871 = fadd <16 x double> %2867, splat (double 0x3FD999999997FA04)
  %2872 = fadd <16 x double> %2868, splat (double 0x3FD999999997FA04)
  %2873 = fadd <16 x double> %2869, splat (double 0x3FD999999997FA04)
  %2874 = fadd <16 x double> %2870, splat (double 0x3FD999999997FA04)
  %2875 = fmul <16 x double> %2855, %2871
  %2876 = fmul <16 x double> %2856, %2872
  %2877 = fmul <16 x double> %2857, %2873
  %2878 = fmul <16 x double> %2858, %2874
  %2879 = fmul <16 x double> %2855, splat (double 0x3FC2F112DF3E5244)
  %2880 = fmul <16 x double> %2856, splat (double 0x3FC2F112DF3E5244)
  %2881 = fmul <16 x double> %2857, splat (double 0x3FC2F112DF3E5244)
  %2882 = fmul <16 x double> %2858, splat (double 0x3FC2F112DF3E5244)
  %2883 = fadd <16 x double> %2879, splat (double 0x3FC7466496CB03DE)
  %2884 = fadd <16 x double> %2880, splat (double 0x3FC7466496CB03DE)
  %2885 = fadd <16 x double> %2881, splat (double 0x3FC7466496CB03DE)
  %2886 = fadd <16 x double> %2882, splat (double 0x3FC7466496CB03DE)
  %2887 = fmul <16 x double> %2855, %2883
  %2888 = fmul <16 x double> %2856, %2884
  %2889 = fmul <16 x double> %2857, %2885
  %2890 = fmul <16 x double> %2858, %2886
  %2891 = fadd <16 x double> %2887, splat (double 0x3FD2492494229359)
  %2892 = fadd <16 x double> %2888, splat (double 0x3FD2492494229359)
  %2893 = fadd <16 x double> %2889, splat (double 0x3FD2492494229359)
  %2894 = fadd <16 x double> %2890, splat (double 0x3FD2492494229359)
  %2895 = fmul <16 x double> %2855, %2891
  %2896 = fmul <16 x double> %2856, %2892
  %2897 = fmul <16 x double> %2857, %2893
  %2898 = fmul <16 x double> %2858, %2894
  %2899 = fadd <16 x double> %2895, splat (double 0x3FE5555555555593)
  %2900 = fadd <16 x double> %2896, splat (double 0x3FE5555555555593)
  %2901 = fadd <16 x double> %2897, splat (double 0x3FE5555555555593)
  %2902 = fadd <16 x double> %2898, splat (double 0x3FE5555555555593)
  %2903 = fmul <16 x double> %2851, %2899
  %2904 = fmul <16 x double> %2852, %2900
  %2905 = fmul <16 x double> %2853, %2901
  %2906 = fmul <16 x double> %2854, %2902
  %2907 = fadd <16 x double> %2875, %2903
  %2908 = fadd <16 x double> %2876, %2904
  %2909 = fadd <16 x double> %2877, %2905
  %2910 = fadd <16 x double> %2878, %2906
  %2911 = sitofp <16 x i64> %2803 to <16 x double>
  %2912 = sitofp <16 x i64> %2804 to <16 x double>
  %2913 = sitofp <16 x i64> %2805 to <16 x double>
  %2914 = sitofp <16 x i64> %2806 to <16 x double>
  %2915 = fadd <16 x double> %2839, %2907
  %2916 = fadd <16 x double> %2840, %2908
  %2917 = fadd <16 x double> %2841, %2909
  %2918 = fadd <16 x double> %2842, %2910
  %2919 = fmul <16 x double> %2847, %2915
  %2920 = fmul <16 x double> %2848, %2916
  %2921 = fmul <16 x double> %2849, %2917
  %2922 = fmul <16 x double> %2850, %2918
  %2923 = fmul <16 x double> %2911, splat (double 0x3DEA39EF35793C76)
  %2924 = fmul <16 x double> %2912, splat (double 0x3DEA39EF35793C76)
  %2925 = fmul <16 x double> %2913, splat (double 0x3DEA39EF35793C76)
  %2926 = fmul <16 x double> %2914, splat (double 0x3DEA39EF35793C76)
  %2927 = fadd <16 x double> %2923, %2919
  %2928 = fadd <16 x double> %2924, %2920
  %2929 = fadd <16 x double> %2925, %2921
  %2930 = fadd <16 x double> %2926, %2922
  %2931 = fsub <16 x double> %2927, %2839
  %2932 = fsub <16 x double> %2928, %2840
  %2933 = fsub <16 x double> %2929, %2841
  %2934 = fsub <16 x double> %2930, %2842
  %2935 = fadd <16 x double> %2831, %2931
  %2936 = fadd <16 x double> %2832, %2932
  %2937 = fadd <16 x double> %2833, %2933
  %2938 = fadd <16 x double> %2834, %2934
  %2939 = fmul <16 x double> %2911, splat (double 0x3FE62E42FEE00000)
  %2940 = fmul <16 x double> %2912, splat (double 0x3FE62E42FEE00000)
  %2941 = fmul <16 x double> %2913, splat (double 0x3FE62E42FEE00000)
  %2942 = fmul <16 x double> %2914, splat (double 0x3FE62E42FEE00000)
  %2943 = fadd <16 x double> %2939, %2935
  %2944 = fadd <16 x double> %2940, %2936
  %2945 = fadd <16 x double> %2941, %2937
  %2946 = fadd <16 x double> %2942, %2938
  %2947 = fmul <16 x double> %2943, splat (double -2.000000e+00)
  %2948 = fmul <16 x double> %2944, splat (double -2.000000e+00)
  %2949 = fmul <16 x double> %2945, splat (double -2.000000e+00)
  %2950 = fmul <16 x double> %2946, splat (double -2.000000e+00)
  %2951 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2947)
  %2952 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2948)
  %2953 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2949)
  %2954 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2950)
  %2955 = fmul <16 x double> %2783, splat (double 0x401921FB54442D18)
  %2956 = fmul <16 x double> %2784, splat (double 0x401921FB54442D18)
  %2957 = fmul <16 x double> %2785, splat (double 0x401921FB54442D18)
  %2958 = fmul <16 x double> %2786, splat (double 0x401921FB54442D18)
  %2959 = fmul <16 x double> %2955, splat (double 0x3FE45F306DC9C883)
  %2960 = fmul <16 x double> %2956, splat (double 0x3FE45F306DC9C883)
  %2961 = fmul <16 x double> %2957, splat (double 0x3FE45F306DC9C883)
  %2962 = fmul <16 x double> %2958, splat (double 0x3FE45F306DC9C883)
  %2963 = fadd <16 x double> %2959, splat (double 0x4338000000000000)
  %2964 = fadd <16 x double> %2960, splat (double 0x4338000000000000)
  %2965 = fadd <16 x double> %2961, splat (double 0x4338000000000000)
  %2966 = fadd <16 x double> %2962, splat (double 0x4338000000000000)
  %2967 = bitcast <16 x double> %2963 to <16 x i64>
  %2968 = bitcast <16 x double> %2964 to <16 x i64>
  %2969 = bitcast <16 x double> %2965 to <16 x i64>
  %2970 = bitcast <16 x double> %2966 to <16 x i64>
  %2971 = fadd <16 x double> %2963, splat (double 0xC338000000000000)
  %2972 = fadd <16 x double> %2964, splat (double 0xC338000000000000)
  %2973 = fadd <16 x double> %2965, splat (double 0xC338000000000000)
  %2974 = fadd <16 x double> %2966, splat (double 0xC338000000000000)
  %2975 = fmul <16 x double> %2971, splat (double 0x3FF921FB54400000)
  %2976 = fmul <16 x double> %2972, splat (double 0x3FF921FB54400000)
  %2977 = fmul <16 x double> %2973, splat (double 0x3FF921FB54400000)
  %2978 = fmul <16 x double> %2974, splat (double 0x3FF921FB54400000)
  %2979 = fsub <16 x double> %2955, %2975
  %2980 = fsub <16 x double> %2956, %2976
  %2981 = fsub <16 x double> %2957, %2977
  %2982 = fsub <16 x double> %2958, %2978
  %2983 = fmul <16 x double> %2971, splat (double 0x3DD0B4611A626331)
  %2984 = fmul <16 x double> %2972, splat (double 0x3DD0B4611A626331)
  %2985 = fmul <16 x double> %2973, splat (double 0x3DD0B4611A626331)
  %2986 = fmul <16 x double> %2974, splat (double 0x3DD0B4611A626331)
  %2987 = fmul <16 x double> %2971, splat (double 0x3DD0B4611A600000)
  %2988 = fmul <16 x double> %2972, splat (double 0x3DD0B4611A600000)
  %2989 = fmul <16 x double> %2973, splat (double 0x3DD0B4611A600000)
  %2990 = fmul <16 x double> %2974, splat (double 0x3DD0B4611A600000)
  %2991 = fsub <16 x double> %2979, %2987
  %2992 = fsub <16 x double> %2980, %2988
  %2993 = fsub <16 x double> %2981, %2989
  %2994 = fsub <16 x double> %2982, %2990
  %2995 = fmul <16 x double> %2971, splat (double 0x3BA3198A2E037073)
  %2996 = fmul <16 x double> %2972, splat (double 0x3BA3198A2E037073)
  %2997 = fmul <16 x double> %2973, splat (double 0x3BA3198A2E037073)
  %2998 = fmul <16 x double> %2974, splat (double 0x3BA3198A2E037073)
  %2999 = fsub <16 x double> %2979, %2991
  %3000 = fsub <16 x double> %2980, %2992
  %3001 = fsub <16 x double> %2981, %2993
  %3002 = fsub <16 x double> %2982, %2994
  %3003 = fsub <16 x double> %2999, %2987
  %3004 = fsub <16 x double> %3000, %2988
  %3005 = fsub <16 x double> %3001, %2989
  %3006 = fsub <16 x double> %3002, %2990
  %3007 = fsub <16 x double> %2995, %3003
  %3008 = fsub <16 x double> %2996, %3004
  %3009 = fsub <16 x double> %2997, %3005
  %3010 = fsub <16 x double> %2998, %3006
  %3011 = fsub <16 x double> %2979, %2983
  %3012 = fsub <16 x double> %2980, %2984
  %3013 = fsub <16 x double> %2981, %2985
  %3014 = fsub <16 x double> %2982, %2986
  %3015 = bitcast <16 x double> %2955 to <16 x i64>
  %3016 = bitcast <16 x double> %2956 to <16 x i64>
  %3017 = bitcast <16 x double> %2957 to <16 x i64>
  %3018 = bitcast <16 x double> %2958 to <16 x i64>
  %3019 = lshr <16 x i64> %3015, splat (i64 52)
  %3020 = lshr <16 x i64> %3016, splat (i64 52)
  %3021 = lshr <16 x i64> %3017, splat (i64 52)
  %3022 = lshr <16 x i64> %3018, splat (i64 52)
  %3023 = and <16 x i64> %3019, splat (i64 2047)
  %3024 = and <16 x i64> %3020, splat (i64 2047)
  %3025 = and <16 x i64> %3021, splat (i64 2047)
  %3026 = and <16 x i64> %3022, splat (i64 2047)
  %3027 = bitcast <16 x double> %3011 to <16 x i64>
  %3028 = bitcast <16 x double> %3012 to <16 x i64>
  %3029 = bitcast <16 x double> %3013 to <16 x i64>
  %3030 = bitcast <16 x double> %3014 to <16 x i64>
  %3031 = lshr <16 x i64> %3027, splat (i64 52)
  %3032 = lshr <16 x i64> %3028, splat (i64 52)
  %3033 = lshr <16 x i64> %3029, splat (i64 52)
  %3034 = lshr <16 x i64> %3030, splat (i64 52)
  %3035 = and <16 x i64> %3031, splat (i64 2047)
  %3036 = and <16 x i64> %3032, splat (i64 2047)
  %3037 = and <16 x i64> %3033, splat (i64 2047)
  %3038 = and <16 x i64> %3034, splat (i64 2047)
  %3039 = add nuw nsw <16 x i64> %3035, splat (i64 16)
  %3040 = add nuw nsw <16 x i64> %3036, splat (i64 16)
  %3041 = add nuw nsw <16 x i64> %3037, splat (i64 16)
  %3042 = add nuw nsw <16 x i64> %3038, splat (i64 16)
  %3043 = icmp samesign ult <16 x i64> %3039, %3023
  %3044 = icmp samesign ult <16 x i64> %3040, %3024
  %3045 = icmp samesign ult <16 x i64> %3041, %3025
  %3046 = icmp samesign ult <16 x i64> %3042, %3026
  %3047 = select <16 x i1> %3043, <16 x double> %2991, <16 x double> %2979
  %3048 = select <16 x i1> %3044, <16 x double> %2992, <16 x double> %2980
  %3049 = select <16 x i1> %3045, <16 x double> %2993, <16 x double> %2981
  %3050 = select <16 x i1> %3046, <16 x double> %2994, <16 x double> %2982
  %3051 = select <16 x i1> %3043, <16 x double> %3007, <16 x double> %2983
  %3052 = select <16 x i1> %3044, <16 x double> %3008, <16 x double> %2984
  %3053 = select <16 x i1> %3045, <16 x double> %3009, <16 x double> %2985
  %3054 = select <16 x i1> %3046, <16 x double> %3010, <16 x double> %2986
  %3055 = fsub <16 x double> %3047, %3051
  %3056 = fsub <16 x double> %3048, %3052
  %3057 = fsub <16 x double> %3049, %3053
  %3058 = fsub <16 x double> %3050, %3054
  %3059 = fsub <16 x double> %3047, %3055
  %3060 = fsub <16 x double> %3048, %3056
  %3061 = fsub <16 x double> %3049, %3057
  %3062 = fsub <16 x double> %3050, %3058
  %3063 = fsub <16 x double> %3059, %3051
  %3064 = fsub <16 x double> %3060, %3052
  %3065 = fsub <16 x double> %3061, %3053
  %3066 = fsub <16 x double> %3062, %3054
  %3067 = fmul <16 x double> %3055, %3055
  %3068 = fmul <16 x double> %3056, %3056
  %3069 = fmul <16 x double> %3057, %3057
  %3070 = fmul <16 x double> %3058, %3058
  %3071 = fmul <16 x double> %3067, %3067
  %3072 = fmul <16 x double> %3068, %3068
  %3073 = fmul <16 x double> %3069, %3069
  %3074 = fmul <16 x double> %3070, %3070
  %3075 = fmul <16 x double> %3067, splat (double 0x3EFA01A019CB1590)
  %3076 = fmul <16 x double> %3068, splat (double 0x3EFA01A019CB1590)
  %3077 = fmul <16 x double> %3069, splat (double 0x3EFA01A019CB1590)
  %3078 = fmul <16 x double> %3070, splat (double 0x3EFA01A019CB1590)
  %3079 = fadd <16 x double> %3075, splat (double 0xBF56C16C16C15177)
  %3080 = fadd <16 x double> %3076, splat (double 0xBF56C16C16C15177)
  %3081 = fadd <16 x double> %3077, splat (double 0xBF56C16C16C15177)
  %3082 = fadd <16 x double> %3078, splat (double 0xBF56C16C16C15177)
  %3083 = fmul <16 x double> %3067, %3079
  %3084 = fmul <16 x double> %3068, %3080
  %3085 = fmul <16 x double> %3069, %3081
  %3086 = fmul <16 x double> %3070, %3082
  %3087 = fadd <16 x double> %3083, splat (double 0x3FA555555555554C)
  %3088 = fadd <16 x double> %3084, splat (double 0x3FA555555555554C)
  %3089 = fadd <16 x double> %3085, splat (double 0x3FA555555555554C)
  %3090 = fadd <16 x double> %3086, splat (double 0x3FA555555555554C)
  %3091 = fmul <16 x double> %3067, %3087
  %3092 = fmul <16 x double> %3068, %3088
  %3093 = fmul <16 x double> %3069, %3089
  %3094 = fmul <16 x double> %3070, %3090
  %3095 = fmul <16 x double> %3067, splat (double 0x3DA8FAE9BE8838D4)
  %3096 = fmul <16 x double> %3068, splat (double 0x3DA8FAE9BE8838D4)
  %3097 = fmul <16 x double> %3069, splat (double 0x3DA8FAE9BE8838D4)
  %3098 = fmul <16 x double> %3070, splat (double 0x3DA8FAE9BE8838D4)
  %3099 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3095
  %3100 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3096
  %3101 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3097
  %3102 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3098
  %3103 = fmul <16 x double> %3067, %3099
  %3104 = fmul <16 x double> %3068, %3100
  %3105 = fmul <16 x double> %3069, %3101
  %3106 = fmul <16 x double> %3070, %3102
  %3107 = fadd <16 x double> %3103, splat (double 0xBE927E4F809C52AD)
  %3108 = fadd <16 x double> %3104, splat (double 0xBE927E4F809C52AD)
  %3109 = fadd <16 x double> %3105, splat (double 0xBE927E4F809C52AD)
  %3110 = fadd <16 x double> %3106, splat (double 0xBE927E4F809C52AD)
  %3111 = fmul <16 x double> %3071, %3071
  %3112 = fmul <16 x double> %3072, %3072
  %3113 = fmul <16 x double> %3073, %3073
  %3114 = fmul <16 x double> %3074, %3074
  %3115 = fmul <16 x double> %3111, %3107
  %3116 = fmul <16 x double> %3112, %3108
  %3117 = fmul <16 x double> %3113, %3109
  %3118 = fmul <16 x double> %3114, %3110
  %3119 = fadd <16 x double> %3091, %3115
  %3120 = fadd <16 x double> %3092, %3116
  %3121 = fadd <16 x double> %3093, %3117
  %3122 = fadd <16 x double> %3094, %3118
  %3123 = fmul <16 x double> %3067, splat (double 5.000000e-01)
  %3124 = fmul <16 x double> %3068, splat (double 5.000000e-01)
  %3125 = fmul <16 x double> %3069, splat (double 5.000000e-01)
  %3126 = fmul <16 x double> %3070, splat (double 5.000000e-01)
  %3127 = fsub <16 x double> splat (double 1.000000e+00), %3123
  %3128 = fsub <16 x double> splat (double 1.000000e+00), %3124
  %3129 = fsub <16 x double> splat (double 1.000000e+00), %3125
  %3130 = fsub <16 x double> splat (double 1.000000e+00), %3126
  %3131 = fsub <16 x double> splat (double 1.000000e+00), %3127
  %3132 = fsub <16 x double> splat (double 1.000000e+00), %3128
  %3133 = fsub <16 x double> splat (double 1.000000e+00), %3129
  %3134 = fsub <16 x double> splat (double 1.000000e+00), %3130
  %3135 = fsub <16 x double> %3131, %3123
  %3136 = fsub <16 x double> %3132, %3124
  %3137 = fsub <16 x double> %3133, %3125
  %3138 = fsub <16 x double> %3134, %3126
  %3139 = fmul <16 x double> %3067, %3119
  %3140 = fmul <16 x double> %3068, %3120
  %3141 = fmul <16 x double> %3069, %3121
  %3142 = fmul <16 x double> %3070, %3122
  %3143 = fmul <16 x double> %3055, %3063
  %3144 = fmul <16 x double> %3056, %3064
  %3145 = fmul <16 x double> %3057, %3065
  %3146 = fmul <16 x double> %3058, %3066
  %3147 = fsub <16 x double> %3139, %3143
  %3148 = fsub <16 x double> %3140, %3144
  %3149 = fsub <16 x double> %3141, %3145
  %3150 = fsub <16 x double> %3142, %3146
  %3151 = fadd <16 x double> %3135, %3147
  %3152 = fadd <16 x double> %3136, %3148
  %3153 = fadd <16 x double> %3137, %3149
  %3154 = fadd <16 x double> %3138, %3150
  %3155 = fadd <16 x double> %3127, %3151
  %3156 = fadd <16 x double> %3128, %3152
  %3157 = fadd <16 x double> %3129, %3153
  %3158 = fadd <16 x double> %3130, %3154
  %3159 = fmul <16 x double> %3067, splat (double 0x3EC71DE357B1FE7D)
  %3160 = fmul <16 x double> %3068, splat (double 0x3EC71DE357B1FE7D)
  %3161 = fmul <16 x double> %3069, splat (double 0x3EC71DE357B1FE7D)
  %3162 = fmul <16 x double> %3070, splat (double 0x3EC71DE357B1FE7D)
  %3163 = fadd <16 x double> %3159, splat (double 0xBF2A01A019C161D5)
  %3164 = fadd <16 x double> %3160, splat (double 0xBF2A01A019C161D5)
  %3165 = fadd <16 x double> %3161, splat (double 0xBF2A01A019C161D5)
  %3166 = fadd <16 x double> %3162, splat (double 0xBF2A01A019C161D5)
  %3167 = fmul <16 x double> %3067, %3163
  %3168 = fmul <16 x double> %3068, %3164
  %3169 = fmul <16 x double> %3069, %3165
  %3170 = fmul <16 x double> %3070, %3166
  %3171 = fadd <16 x double> %3167, splat (double 0x3F8111111110F8A6)
  %3172 = fadd <16 x double> %3168, splat (double 0x3F8111111110F8A6)
  %3173 = fadd <16 x double> %3169, splat (double 0x3F8111111110F8A6)
  %3174 = fadd <16 x double> %3170, splat (double 0x3F8111111110F8A6)
  %3175 = fmul <16 x double> %3067, splat (double 0x3DE5D93A5ACFD57C)
  %3176 = fmul <16 x double> %3068, splat (double 0x3DE5D93A5ACFD57C)
  %3177 = fmul <16 x double> %3069, splat (double 0x3DE5D93A5ACFD57C)
  %3178 = fmul <16 x double> %3070, splat (double 0x3DE5D93A5ACFD57C)
  %3179 = fadd <16 x double> %3175, splat (double 0xBE5AE5E68A2B9CEB)
  %3180 = fadd <16 x double> %3176, splat (double 0xBE5AE5E68A2B9CEB)
  %3181 = fadd <16 x double> %3177, splat (double 0xBE5AE5E68A2B9CEB)
  %3182 = fadd <16 x double> %3178, splat (double 0xBE5AE5E68A2B9CEB)
  %3183 = fmul <16 x double> %3067, %3071
  %3184 = fmul <16 x double> %3068, %3072
  %3185 = fmul <16 x double> %3069, %3073
  %3186 = fmul <16 x double> %3070, %3074
  %3187 = fmul <16 x double> %3183, %3179
  %3188 = fmul <16 x double> %3184, %3180
  %3189 = fmul <16 x double> %3185, %3181
  %3190 = fmul <16 x double> %3186, %3182
  %3191 = fadd <16 x double> %3187, %3171
  %3192 = fadd <16 x double> %3188, %3172
  %3193 = fadd <16 x double> %3189, %3173
  %3194 = fadd <16 x double> %3190, %3174
  %3195 = fmul <16 x double> %3055, %3067
  %3196 = fmul <16 x double> %3056, %3068
  %3197 = fmul <16 x double> %3057, %3069
  %3198 = fmul <16 x double> %3058, %3070
  %3199 = fmul <16 x double> %3063, splat (double 5.000000e-01)
  %3200 = fmul <16 x double> %3064, splat (double 5.000000e-01)
  %3201 = fmul <16 x double> %3065, splat (double 5.000000e-01)
  %3202 = fmul <16 x double> %3066, splat (double 5.000000e-01)
  %3203 = fmul <16 x double> %3195, %3191
  %3204 = fmul <16 x double> %3196, %3192
  %3205 = fmul <16 x double> %3197, %3193
  %3206 = fmul <16 x double> %3198, %3194
  %3207 = fsub <16 x double> %3199, %3203
  %3208 = fsub <16 x double> %3200, %3204
  %3209 = fsub <16 x double> %3201, %3205
  %3210 = fsub <16 x double> %3202, %3206
  %3211 = fmul <16 x double> %3067, %3207
  %3212 = fmul <16 x double> %3068, %3208
  %3213 = fmul <16 x double> %3069, %3209
  %3214 = fmul <16 x double> %3070, %3210
  %3215 = fsub <16 x double> %3211, %3063
  %3216 = fsub <16 x double> %3212, %3064
  %3217 = fsub <16 x double> %3213, %3065
  %3218 = fsub <16 x double> %3214, %3066
  %3219 = fmul <16 x double> %3195, splat (double 0x3FC5555555555549)
  %3220 = fmul <16 x double> %3196, splat (double 0x3FC5555555555549)
  %3221 = fmul <16 x double> %3197, splat (double 0x3FC5555555555549)
  %3222 = fmul <16 x double> %3198, splat (double 0x3FC5555555555549)
  %3223 = fadd <16 x double> %3215, %3219
  %3224 = fadd <16 x double> %3216, %3220
  %3225 = fadd <16 x double> %3217, %3221
  %3226 = fadd <16 x double> %3218, %3222
  %3227 = fsub <16 x double> %3055, %3223
  %3228 = fsub <16 x double> %3056, %3224
  %3229 = fsub <16 x double> %3057, %3225
  %3230 = fsub <16 x double> %3058, %3226
  %3231 = fneg <16 x double> %3155
  %3232 = fneg <16 x double> %3156
  %3233 = fneg <16 x double> %3157
  %3234 = fneg <16 x double> %3158
  %3235 = fneg <16 x double> %3227
  %3236 = fneg <16 x double> %3228
  %3237 = fneg <16 x double> %3229
  %3238 = fneg <16 x double> %3230
  %3239 = and <16 x i64> %2967, splat (i64 1)
  %3240 = and <16 x i64> %2968, splat (i64 1)
  %3241 = and <16 x i64> %2969, splat (i64 1)
  %3242 = and <16 x i64> %2970, splat (i64 1)
  %3243 = and <16 x i64> %2967, splat (i64 2)
  %3244 = and <16 x i64> %2968, splat (i64 2)
  %3245 = and <16 x i64> %2969, splat (i64 2)
  %3246 = and <16 x i64> %2970, splat (i64 2)
  %3247 = icmp eq <16 x i64> %3239, zeroinitializer
  %3248 = icmp eq <16 x i64> %3240, zeroinitializer
  %3249 = icmp eq <16 x i64> %3241, zeroinitializer
  %3250 = icmp eq <16 x i64> %3242, zeroinitializer
  %3251 = icmp eq <16 x i64> %3243, zeroinitializer
  %3252 = icmp eq <16 x i64> %3244, zeroinitializer
  %3253 = icmp eq <16 x i64> %3245, zeroinitializer
  %3254 = icmp eq <16 x i64> %3246, zeroinitializer
  %3255 = select <16 x i1> %3251, <16 x double> %3155, <16 x double> %3231
  %3256 = select <16 x i1> %3252, <16 x double> %3156, <16 x double> %3232
  %3257 = select <16 x i1> %3253, <16 x double> %3157, <16 x double> %3233
  %3258 = select <16 x i1> %3254, <16 x double> %3158, <16 x double> %3234
  %3259 = select <16 x i1> %3251, <16 x double> %3235, <16 x double> %3227
  %3260 = select <16 x i1> %3252, <16 x double> %3236, <16 x double> %3228
  %3261 = select <16 x i1> %3253, <16 x double> %3237, <16 x double> %3229
  %3262 = select <16 x i1> %3254, <16 x double> %3238, <16 x double> %3230
  %3263 = select <16 x i1> %3247, <16 x double> %3255, <16 x double> %3259
  %3264 = select <16 x i1> %3248, <16 x double> %3256, <16 x double> %3260
  %3265 = select <16 x i1> %3249, <16 x double> %3257, <16 x double> %3261
  %3266 = select <16 x i1> %3250, <16 x double> %3258, <16 x double> %3262
  %3267 = fmul <16 x double> %2951, %3263
  %3268 = fmul <16 x double> %2952, %3264
  %3269 = fmul <16 x double> %2953, %3265
  %3270 = fmul <16 x double> %2954, %3266
  %3271 = fptrunc <16 x double> %3267 to <16 x float>
  %3272 = fptrunc <16 x double> %3268 to <16 x float>
  %3273 = fptrunc <16 x double> %3269 to <16 x float>
  %3274 = fptrunc <16 x double> %3270 to <16 x float>
  %3275 = getelementptr inbounds nuw i8, ptr %2755, i64 64
  %3276 = getelementptr inbounds nuw i8, ptr %2755, i64 128
  %3277 = getelementptr inbounds nuw i8, ptr %2755, i64 192
  store <16 x float> %3271, ptr %2755, align 4, !alias.scope !55, !noalias !58
  store <16 x float> %3272, ptr %3275, align 4, !alias.scope !55, !noalias !58
  store <16 x float> %3273, ptr %3276, align 4, !alias.scope !55, !noalias !58
  store <16 x float> %3274, ptr %3277, align 4, !alias.scope !55, !noalias !58
  %index.next2407 = add nuw i64 %index2398, 64
  %3278 = icmp eq i64 %index.next2407, %block_elements
  br i1 %3278, label %vector.body2376.peel, label %vector.body2397, !llvm.loop !61

vector.body2376.peel:                             ; preds = %vector.body2397
  %wide.load2378.peel = load <16 x float>, ptr %across_state, align 4
  %3279 = fmul <16 x float> %wide.load2378.peel, %wide.load2378.peel
  %wide.load2379.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2380.peel = load <16 x float>, ptr %across_noise, align 4
  %3280 = fmul <16 x float> %wide.load2378.peel, %wide.load2380.peel
  store <16 x float> %3279, ptr %across_uniforms, align 4
  %3281 = fmul <16 x float> %wide.load2378.peel, %wide.load2379.peel
  %3282 = fsub <16 x float> zeroinitializer, %3281
  store <16 x float> %3282, ptr %36, align 4
  %3283 = fadd <16 x float> %3280, zeroinitializer
  store <16 x float> %3283, ptr %37, align 4
  %wide.load2378.1.peel = load <16 x float>, ptr %38, align 4
  %3284 = fmul <16 x float> %wide.load2378.1.peel, %wide.load2378.1.peel
  %wide.load2379.1.peel = load <16 x float>, ptr %39, align 4
  %wide.load2380.1.peel = load <16 x float>, ptr %40, align 4
  %3285 = fmul <16 x float> %wide.load2378.1.peel, %wide.load2380.1.peel
  store <16 x float> %3284, ptr %41, align 4
  %3286 = fmul <16 x float> %wide.load2378.1.peel, %wide.load2379.1.peel
  %3287 = fsub <16 x float> zeroinitializer, %3286
  store <16 x float> %3287, ptr %42, align 4
  %3288 = fadd <16 x float> %3285, zeroinitializer
  store <16 x float> %3288, ptr %43, align 4
  %wide.load2378.2.peel = load <16 x float>, ptr %44, align 4
  %3289 = fmul <16 x float> %wide.load2378.2.peel, %wide.load2378.2.peel
  %wide.load2379.2.peel = load <16 x float>, ptr %45, align 4
  %wide.load2380.2.peel = load <16 x float>, ptr %46, align 4
  %3290 = fmul <16 x float> %wide.load2378.2.peel, %wide.load2380.2.peel
  store <16 x float> %3289, ptr %47, align 4
  %3291 = fmul <16 x float> %wide.load2378.2.peel, %wide.load2379.2.peel
  %3292 = fsub <16 x float> zeroinitializer, %3291
  store <16 x float> %3292, ptr %48, align 4
  %3293 = fadd <16 x float> %3290, zeroinitializer
  store <16 x float> %3293, ptr %49, align 4
  %wide.load2378.3.peel = load <16 x float>, ptr %50, align 4
  %3294 = fmul <16 x float> %wide.load2378.3.peel, %wide.load2378.3.peel
  %wide.load2379.3.peel = load <16 x float>, ptr %51, align 4
  %wide.load2380.3.peel = load <16 x float>, ptr %52, align 4
  %3295 = fmul <16 x float> %wide.load2378.3.peel, %wide.load2380.3.peel
  store <16 x float> %3294, ptr %53, align 4
  %3296 = fmul <16 x float> %wide.load2378.3.peel, %wide.load2379.3.peel
  %3297 = fsub <16 x float> zeroinitializer, %3296
  store <16 x float> %3297, ptr %54, align 4
  %3298 = fadd <16 x float> %3295, zeroinitializer
  store <16 x float> %3298, ptr %55, align 4
  br i1 %exitcond991.not.peel, label %noise.done, label %across_feature.body

noise.done:                                       ; preds = %vector.body2376.peel, %across_feature.body, %vector.body2357.peel, %across_feature.body15
  %wide.load2391.32780 = phi <16 x float> [ %3433, %across_feature.body15 ], [ %2749, %vector.body2357.peel ], [ %3298, %vector.body2376.peel ], [ %3395, %across_feature.body ]
  %wide.load2391.22765 = phi <16 x float> [ %3424, %across_feature.body15 ], [ %2748, %vector.body2357.peel ], [ %3293, %vector.body2376.peel ], [ %3385, %across_feature.body ]
  %wide.load2391.12750 = phi <16 x float> [ %3415, %across_feature.body15 ], [ %2739, %vector.body2357.peel ], [ %3288, %vector.body2376.peel ], [ %3375, %across_feature.body ]
  %wide.load23912735 = phi <16 x float> [ %3406, %across_feature.body15 ], [ %2738, %vector.body2357.peel ], [ %3283, %vector.body2376.peel ], [ %3365, %across_feature.body ]
  %wide.load23052710 = phi <16 x float> [ %3432, %across_feature.body15 ], [ %2747, %vector.body2357.peel ], [ %3297, %vector.body2376.peel ], [ %3394, %across_feature.body ]
  %wide.load23042694 = phi <16 x float> [ %3423, %across_feature.body15 ], [ %2746, %vector.body2357.peel ], [ %3292, %vector.body2376.peel ], [ %3384, %across_feature.body ]
  %wide.load23032678 = phi <16 x float> [ %3414, %across_feature.body15 ], [ %2737, %vector.body2357.peel ], [ %3287, %vector.body2376.peel ], [ %3374, %across_feature.body ]
  %wide.load23022662 = phi <16 x float> [ %3405, %across_feature.body15 ], [ %2736, %vector.body2357.peel ], [ %3282, %vector.body2376.peel ], [ %3364, %across_feature.body ]
  br i1 %cond, label %vector.body2293.peel, label %across_feature.body35.preheader

across_feature.body35.preheader:                  ; preds = %noise.done
  %broadcast.splatinsert2325 = insertelement <16 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2326 = shufflevector <16 x float> %broadcast.splatinsert2325, <16 x float> poison, <16 x i32> zeroinitializer
  %wide.load2329 = load <16 x float>, ptr %across_state, align 4
  %wide.load2330 = load <16 x float>, ptr %99, align 4
  %3299 = fmul <16 x float> %wide.load2329, %wide.load23022662
  %3300 = fmul <16 x float> %wide.load2330, %wide.load23032678
  %3301 = fsub <16 x float> %2356, %3299
  %3302 = fsub <16 x float> %2357, %3300
  %3303 = fmul <16 x float> %broadcast.splat2324, %3301
  %3304 = fmul <16 x float> %broadcast.splat2324, %3302
  %3305 = fsub <16 x float> %wide.load2329, %3303
  %3306 = fsub <16 x float> %wide.load2330, %3304
  %wide.load2335 = load <16 x float>, ptr %across_noise, align 4
  %wide.load2336 = load <16 x float>, ptr %101, align 4
  %3307 = fmul <16 x float> %wide.load2329, %wide.load23912735
  %3308 = fmul <16 x float> %wide.load2330, %wide.load2391.12750
  %3309 = fsub <16 x float> %wide.load2335, %3307
  %3310 = fsub <16 x float> %wide.load2336, %3308
  %3311 = fmul <16 x float> %broadcast.splat2326, %3309
  %3312 = fmul <16 x float> %broadcast.splat2326, %3310
  %3313 = fadd <16 x float> %3305, %3311
  %3314 = fadd <16 x float> %3306, %3312
  %3315 = fmul <16 x float> %3313, %3313
  %3316 = fmul <16 x float> %3314, %3314
  %wide.load2329.1 = load <16 x float>, ptr %104, align 4
  %wide.load2330.1 = load <16 x float>, ptr %105, align 4
  %3317 = fmul <16 x float> %wide.load2329.1, %wide.load23042694
  %3318 = fmul <16 x float> %wide.load2330.1, %wide.load23052710
  %3319 = fsub <16 x float> %2358, %3317
  %3320 = fsub <16 x float> %2359, %3318
  %3321 = fmul <16 x float> %broadcast.splat2324, %3319
  %3322 = fmul <16 x float> %broadcast.splat2324, %3320
  %3323 = fsub <16 x float> %wide.load2329.1, %3321
  %3324 = fsub <16 x float> %wide.load2330.1, %3322
  %wide.load2335.1 = load <16 x float>, ptr %108, align 4
  %wide.load2336.1 = load <16 x float>, ptr %109, align 4
  %3325 = fmul <16 x float> %wide.load2329.1, %wide.load2391.22765
  %3326 = fmul <16 x float> %wide.load2330.1, %wide.load2391.32780
  %3327 = fsub <16 x float> %wide.load2335.1, %3325
  %3328 = fsub <16 x float> %wide.load2336.1, %3326
  %3329 = fmul <16 x float> %broadcast.splat2326, %3327
  %3330 = fmul <16 x float> %broadcast.splat2326, %3328
  %3331 = fadd <16 x float> %3323, %3329
  %3332 = fadd <16 x float> %3324, %3330
  %3333 = fmul <16 x float> %3331, %3331
  %3334 = fmul <16 x float> %3332, %3332
  br label %across_feature.body35

vector.body2293.peel:                             ; preds = %noise.done
  %wide.load2294.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load2295.peel = load <16 x float>, ptr %112, align 4
  %wide.load2296.peel = load <16 x float>, ptr %113, align 4
  %wide.load2297.peel = load <16 x float>, ptr %114, align 4
  %3335 = fmul <16 x float> %wide.load2294.peel, %wide.load23022662
  %3336 = fmul <16 x float> %wide.load2295.peel, %wide.load23032678
  %3337 = fmul <16 x float> %wide.load2296.peel, %wide.load23042694
  %3338 = fmul <16 x float> %wide.load2297.peel, %wide.load23052710
  %3339 = fsub <16 x float> %2360, %3335
  %3340 = fsub <16 x float> %2361, %3336
  %3341 = fsub <16 x float> %2362, %3337
  %3342 = fsub <16 x float> %2363, %3338
  %3343 = fmul <16 x float> %broadcast.splat2292.peel, %3339
  %3344 = fmul <16 x float> %broadcast.splat2292.peel, %3340
  %3345 = fmul <16 x float> %broadcast.splat2292.peel, %3341
  %3346 = fmul <16 x float> %broadcast.splat2292.peel, %3342
  %3347 = fsub <16 x float> %wide.load2294.peel, %3343
  %3348 = fsub <16 x float> %wide.load2295.peel, %3344
  %3349 = fsub <16 x float> %wide.load2296.peel, %3345
  %3350 = fsub <16 x float> %wide.load2297.peel, %3346
  %3351 = fmul <16 x float> %3347, %3347
  %3352 = fmul <16 x float> %3348, %3348
  %3353 = fmul <16 x float> %3349, %3349
  %3354 = fmul <16 x float> %3350, %3350
  store <16 x float> %3351, ptr %118, align 4
  store <16 x float> %3352, ptr %119, align 4
  store <16 x float> %3353, ptr %120, align 4
  store <16 x float> %3354, ptr %121, align 4
  br i1 %exitcond1000.not.peel, label %noise.done33, label %across_feature.body50

across_feature.body:                              ; preds = %vector.body2376.peel, %across_feature.body
  %wide.load2391.32771 = phi <16 x float> [ %3395, %across_feature.body ], [ %3298, %vector.body2376.peel ]
  %wide.load2391.22756 = phi <16 x float> [ %3385, %across_feature.body ], [ %3293, %vector.body2376.peel ]
  %wide.load2391.12741 = phi <16 x float> [ %3375, %across_feature.body ], [ %3288, %vector.body2376.peel ]
  %wide.load23912726 = phi <16 x float> [ %3365, %across_feature.body ], [ %3283, %vector.body2376.peel ]
  %wide.load23052717 = phi <16 x float> [ %3394, %across_feature.body ], [ %3297, %vector.body2376.peel ]
  %wide.load23042701 = phi <16 x float> [ %3384, %across_feature.body ], [ %3292, %vector.body2376.peel ]
  %wide.load23032685 = phi <16 x float> [ %3374, %across_feature.body ], [ %3287, %vector.body2376.peel ]
  %wide.load23022669 = phi <16 x float> [ %3364, %across_feature.body ], [ %3282, %vector.body2376.peel ]
  %wide.load2389.32647 = phi <16 x float> [ %3392, %across_feature.body ], [ %3294, %vector.body2376.peel ]
  %wide.load2389.22632 = phi <16 x float> [ %3382, %across_feature.body ], [ %3289, %vector.body2376.peel ]
  %wide.load2389.12617 = phi <16 x float> [ %3372, %across_feature.body ], [ %3284, %vector.body2376.peel ]
  %3355 = phi <16 x float> [ %3362, %across_feature.body ], [ %3279, %vector.body2376.peel ]
  %across_feature823 = phi i64 [ %3396, %across_feature.body ], [ 1, %vector.body2376.peel ]
  %3356 = shl nuw nsw i64 %across_feature823, 6
  %3357 = getelementptr inbounds nuw float, ptr %across_state, i64 %3356
  %wide.load2386 = load <16 x float>, ptr %3357, align 4
  %3358 = fmul <16 x float> %wide.load2386, %wide.load2386
  %3359 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3356
  %wide.load2387 = load <16 x float>, ptr %3359, align 4
  %3360 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3356
  %wide.load2388 = load <16 x float>, ptr %3360, align 4
  %3361 = fmul <16 x float> %wide.load2386, %wide.load2388
  %3362 = fadd <16 x float> %3358, %3355
  store <16 x float> %3362, ptr %across_uniforms, align 4
  %3363 = fmul <16 x float> %wide.load2386, %wide.load2387
  %3364 = fsub <16 x float> %wide.load23022669, %3363
  store <16 x float> %3364, ptr %56, align 4
  %3365 = fadd <16 x float> %3361, %wide.load23912726
  store <16 x float> %3365, ptr %57, align 4
  %3366 = or disjoint i64 %3356, 16
  %3367 = getelementptr inbounds nuw float, ptr %across_state, i64 %3366
  %wide.load2386.1 = load <16 x float>, ptr %3367, align 4
  %3368 = fmul <16 x float> %wide.load2386.1, %wide.load2386.1
  %3369 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3366
  %wide.load2387.1 = load <16 x float>, ptr %3369, align 4
  %3370 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3366
  %wide.load2388.1 = load <16 x float>, ptr %3370, align 4
  %3371 = fmul <16 x float> %wide.load2386.1, %wide.load2388.1
  %3372 = fadd <16 x float> %3368, %wide.load2389.12617
  store <16 x float> %3372, ptr %58, align 4
  %3373 = fmul <16 x float> %wide.load2386.1, %wide.load2387.1
  %3374 = fsub <16 x float> %wide.load23032685, %3373
  store <16 x float> %3374, ptr %59, align 4
  %3375 = fadd <16 x float> %3371, %wide.load2391.12741
  store <16 x float> %3375, ptr %60, align 4
  %3376 = or disjoint i64 %3356, 32
  %3377 = getelementptr inbounds nuw float, ptr %across_state, i64 %3376
  %wide.load2386.2 = load <16 x float>, ptr %3377, align 4
  %3378 = fmul <16 x float> %wide.load2386.2, %wide.load2386.2
  %3379 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3376
  %wide.load2387.2 = load <16 x float>, ptr %3379, align 4
  %3380 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3376
  %wide.load2388.2 = load <16 x float>, ptr %3380, align 4
  %3381 = fmul <16 x float> %wide.load2386.2, %wide.load2388.2
  %3382 = fadd <16 x float> %3378, %wide.load2389.22632
  store <16 x float> %3382, ptr %61, align 4
  %3383 = fmul <16 x float> %wide.load2386.2, %wide.load2387.2
  %3384 = fsub <16 x float> %wide.load23042701, %3383
  store <16 x float> %3384, ptr %62, align 4
  %3385 = fadd <16 x float> %3381, %wide.load2391.22756
  store <16 x float> %3385, ptr %63, align 4
  %3386 = or disjoint i64 %3356, 48
  %3387 = getelementptr inbounds nuw float, ptr %across_state, i64 %3386
  %wide.load2386.3 = load <16 x float>, ptr %3387, align 4
  %3388 = fmul <16 x float> %wide.load2386.3, %wide.load2386.3
  %3389 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3386
  %wide.load2387.3 = load <16 x float>, ptr %3389, align 4
  %3390 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3386
  %wide.load2388.3 = load <16 x float>, ptr %3390, align 4
  %3391 = fmul <16 x float> %wide.load2386.3, %wide.load2388.3
  %3392 = fadd <16 x float> %3388, %wide.load2389.32647
  store <16 x float> %3392, ptr %64, align 4
  %3393 = fmul <16 x float> %wide.load2386.3, %wide.load2387.3
  %3394 = fsub <16 x float> %wide.load23052717, %3393
  store <16 x float> %3394, ptr %65, align 4
  %3395 = fadd <16 x float> %3391, %wide.load2391.32771
  store <16 x float> %3395, ptr %66, align 4
  %3396 = add nuw i64 %across_feature823, 1
  %exitcond991.not = icmp eq i64 %3396, %n_features
  br i1 %exitcond991.not, label %noise.done, label %across_feature.body, !llvm.loop !62

across_feature.body15:                            ; preds = %vector.body2357.peel, %across_feature.body15
  %wide.load2391.32785 = phi <16 x float> [ %3433, %across_feature.body15 ], [ %2749, %vector.body2357.peel ]
  %wide.load2391.22770 = phi <16 x float> [ %3424, %across_feature.body15 ], [ %2748, %vector.body2357.peel ]
  %wide.load2391.12755 = phi <16 x float> [ %3415, %across_feature.body15 ], [ %2739, %vector.body2357.peel ]
  %wide.load23912740 = phi <16 x float> [ %3406, %across_feature.body15 ], [ %2738, %vector.body2357.peel ]
  %wide.load23052725 = phi <16 x float> [ %3432, %across_feature.body15 ], [ %2747, %vector.body2357.peel ]
  %wide.load23042709 = phi <16 x float> [ %3423, %across_feature.body15 ], [ %2746, %vector.body2357.peel ]
  %wide.load23032693 = phi <16 x float> [ %3414, %across_feature.body15 ], [ %2737, %vector.body2357.peel ]
  %wide.load23022677 = phi <16 x float> [ %3405, %across_feature.body15 ], [ %2736, %vector.body2357.peel ]
  %wide.load2389.32661 = phi <16 x float> [ %3430, %across_feature.body15 ], [ %2741, %vector.body2357.peel ]
  %wide.load2389.22646 = phi <16 x float> [ %3421, %across_feature.body15 ], [ %2740, %vector.body2357.peel ]
  %wide.load2389.12631 = phi <16 x float> [ %3412, %across_feature.body15 ], [ %2731, %vector.body2357.peel ]
  %3397 = phi <16 x float> [ %3403, %across_feature.body15 ], [ %2730, %vector.body2357.peel ]
  %across_feature17825 = phi i64 [ %3434, %across_feature.body15 ], [ 1, %vector.body2357.peel ]
  %3398 = shl nuw nsw i64 %across_feature17825, 6
  %3399 = getelementptr inbounds nuw float, ptr %across_state, i64 %3398
  %wide.load2368 = load <16 x float>, ptr %3399, align 4
  %3400 = fmul <16 x float> %wide.load2368, %wide.load2368
  %3401 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3398
  %wide.load2369 = load <16 x float>, ptr %3401, align 4
  %3402 = fmul <16 x float> %wide.load2368, zeroinitializer
  %3403 = fadd <16 x float> %3400, %3397
  store <16 x float> %3403, ptr %across_uniforms, align 4
  %3404 = fmul <16 x float> %wide.load2368, %wide.load2369
  %3405 = fsub <16 x float> %wide.load23022677, %3404
  store <16 x float> %3405, ptr %84, align 4
  %3406 = fadd <16 x float> %3402, %wide.load23912740
  store <16 x float> %3406, ptr %85, align 4
  %3407 = or disjoint i64 %3398, 16
  %3408 = getelementptr inbounds nuw float, ptr %across_state, i64 %3407
  %wide.load2368.1 = load <16 x float>, ptr %3408, align 4
  %3409 = fmul <16 x float> %wide.load2368.1, %wide.load2368.1
  %3410 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3407
  %wide.load2369.1 = load <16 x float>, ptr %3410, align 4
  %3411 = fmul <16 x float> %wide.load2368.1, zeroinitializer
  %3412 = fadd <16 x float> %3409, %wide.load2389.12631
  store <16 x float> %3412, ptr %86, align 4
  %3413 = fmul <16 x float> %wide.load2368.1, %wide.load2369.1
  %3414 = fsub <16 x float> %wide.load23032693, %3413
  store <16 x float> %3414, ptr %87, align 4
  %3415 = fadd <16 x float> %3411, %wide.load2391.12755
  store <16 x float> %3415, ptr %88, align 4
  %3416 = or disjoint i64 %3398, 32
  %3417 = getelementptr inbounds nuw float, ptr %across_state, i64 %3416
  %wide.load2368.2 = load <16 x float>, ptr %3417, align 4
  %3418 = fmul <16 x float> %wide.load2368.2, %wide.load2368.2
  %3419 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3416
  %wide.load2369.2 = load <16 x float>, ptr %3419, align 4
  %3420 = fmul <16 x float> %wide.load2368.2, zeroinitializer
  %3421 = fadd <16 x float> %3418, %wide.load2389.22646
  store <16 x float> %3421, ptr %89, align 4
  %3422 = fmul <16 x float> %wide.load2368.2, %wide.load2369.2
  %3423 = fsub <16 x float> %wide.load23042709, %3422
  store <16 x float> %3423, ptr %90, align 4
  %3424 = fadd <16 x float> %3420, %wide.load2391.22770
  store <16 x float> %3424, ptr %91, align 4
  %3425 = or disjoint i64 %3398, 48
  %3426 = getelementptr inbounds nuw float, ptr %across_state, i64 %3425
  %wide.load2368.3 = load <16 x float>, ptr %3426, align 4
  %3427 = fmul <16 x float> %wide.load2368.3, %wide.load2368.3
  %3428 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3425
  %wide.load2369.3 = load <16 x float>, ptr %3428, align 4
  %3429 = fmul <16 x float> %wide.load2368.3, zeroinitializer
  %3430 = fadd <16 x float> %3427, %wide.load2389.32661
  store <16 x float> %3430, ptr %92, align 4
  %3431 = fmul <16 x float> %wide.load2368.3, %wide.load2369.3
  %3432 = fsub <16 x float> %wide.load23052725, %3431
  store <16 x float> %3432, ptr %93, align 4
  %3433 = fadd <16 x float> %3429, %wide.load2391.32785
  store <16 x float> %3433, ptr %94, align 4
  %3434 = add nuw i64 %across_feature17825, 1
  %exitcond994.not = icmp eq i64 %3434, %n_features
  br i1 %exitcond994.not, label %noise.done, label %across_feature.body15, !llvm.loop !64

noise.done33:                                     ; preds = %across_row.exit42, %vector.body2293.peel, %across_feature.body50
  %3435 = phi <16 x float> [ %3633, %across_feature.body50 ], [ %3354, %vector.body2293.peel ], [ %3587, %across_row.exit42 ]
  %3436 = phi <16 x float> [ %3632, %across_feature.body50 ], [ %3353, %vector.body2293.peel ], [ %3588, %across_row.exit42 ]
  %3437 = phi <16 x float> [ %3614, %across_feature.body50 ], [ %3352, %vector.body2293.peel ], [ %3589, %across_row.exit42 ]
  %3438 = phi <16 x float> [ %3613, %across_feature.body50 ], [ %3351, %vector.body2293.peel ], [ %3590, %across_row.exit42 ]
  br i1 %cond, label %iter.check2205, label %iter.check2257

iter.check2257:                                   ; preds = %philox.header.preheader, %noise.done33
  %3439 = phi <16 x float> [ %2364, %philox.header.preheader ], [ %3435, %noise.done33 ]
  %3440 = phi <16 x float> [ %2365, %philox.header.preheader ], [ %3436, %noise.done33 ]
  %3441 = phi <16 x float> [ %2366, %philox.header.preheader ], [ %3437, %noise.done33 ]
  %3442 = phi <16 x float> [ %2367, %philox.header.preheader ], [ %3438, %noise.done33 ]
  %wide.load2391.32778 = phi <16 x float> [ %wide.load2391.32774, %philox.header.preheader ], [ %wide.load2391.32780, %noise.done33 ]
  %wide.load2391.22763 = phi <16 x float> [ %wide.load2391.22759, %philox.header.preheader ], [ %wide.load2391.22765, %noise.done33 ]
  %wide.load2391.12748 = phi <16 x float> [ %wide.load2391.12744, %philox.header.preheader ], [ %wide.load2391.12750, %noise.done33 ]
  %wide.load23912733 = phi <16 x float> [ %wide.load23912729, %philox.header.preheader ], [ %wide.load23912735, %noise.done33 ]
  %wide.load23052722 = phi <16 x float> [ %wide.load23052718, %philox.header.preheader ], [ %wide.load23052710, %noise.done33 ]
  %wide.load23042706 = phi <16 x float> [ %wide.load23042702, %philox.header.preheader ], [ %wide.load23042694, %noise.done33 ]
  %wide.load23032690 = phi <16 x float> [ %wide.load23032686, %philox.header.preheader ], [ %wide.load23032678, %noise.done33 ]
  %wide.load23022674 = phi <16 x float> [ %wide.load23022670, %philox.header.preheader ], [ %wide.load23022662, %noise.done33 ]
  br i1 %min.iters.check2255, label %across_uniform_sinks.body.preheader, label %vector.main.loop.iter.check2259

vector.main.loop.iter.check2259:                  ; preds = %iter.check2257
  br i1 %min.iters.check2258, label %vec.epilog.ph2278, label %vector.body2263

vector.body2263:                                  ; preds = %vector.main.loop.iter.check2259, %vector.body2263
  %index2264 = phi i64 [ %index.next2271, %vector.body2263 ], [ 0, %vector.main.loop.iter.check2259 ]
  %3443 = getelementptr float, ptr %across_uniforms, i64 %index2264
  %3444 = getelementptr i8, ptr %3443, i64 768
  %3445 = getelementptr i8, ptr %3443, i64 832
  %wide.load2265 = load <16 x float>, ptr %3444, align 4
  %wide.load2266 = load <16 x float>, ptr %3445, align 4
  %3446 = fcmp olt <16 x float> %wide.load2265, splat (float 0x3D71979980000000)
  %3447 = fcmp olt <16 x float> %wide.load2266, splat (float 0x3D71979980000000)
  %3448 = getelementptr i8, ptr %3443, i64 64
  %wide.load2267 = load <16 x float>, ptr %3443, align 4
  %wide.load2268 = load <16 x float>, ptr %3448, align 4
  %3449 = fadd <16 x float> %wide.load2267, splat (float -1.000000e+00)
  %3450 = fadd <16 x float> %wide.load2268, splat (float -1.000000e+00)
  %3451 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3449)
  %3452 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3450)
  %3453 = fcmp ogt <16 x float> %3451, splat (float 0x3F60624DE0000000)
  %3454 = fcmp ogt <16 x float> %3452, splat (float 0x3F60624DE0000000)
  %3455 = select <16 x i1> %3453, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3456 = select <16 x i1> %3454, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3457 = select <16 x i1> %3446, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3458 = select <16 x i1> %3447, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3459 = fadd <16 x float> %3457, %3455
  %3460 = fadd <16 x float> %3458, %3456
  %3461 = getelementptr float, ptr %2355, i64 %index2264
  %3462 = fptoui <16 x float> %3459 to <16 x i32>
  %3463 = fptoui <16 x float> %3460 to <16 x i32>
  %3464 = getelementptr i8, ptr %3461, i64 64
  %wide.load2269 = load <16 x i32>, ptr %3461, align 4
  %wide.load2270 = load <16 x i32>, ptr %3464, align 4
  %3465 = or <16 x i32> %wide.load2269, %3462
  %3466 = or <16 x i32> %wide.load2270, %3463
  store <16 x i32> %3465, ptr %3461, align 4
  store <16 x i32> %3466, ptr %3464, align 4
  %index.next2271 = add nuw i64 %index2264, 32
  %3467 = icmp eq i64 %index.next2271, %n.vec2262
  br i1 %3467, label %middle.block2272, label %vector.body2263, !llvm.loop !65

middle.block2272:                                 ; preds = %vector.body2263
  br i1 %cmp.n2273, label %across_feature.header77.preheader, label %vec.epilog.iter.check2276

vec.epilog.iter.check2276:                        ; preds = %middle.block2272
  br i1 %min.epilog.iters.check2277, label %across_uniform_sinks.body.preheader, label %vec.epilog.ph2278, !prof !44

vec.epilog.ph2278:                                ; preds = %vector.main.loop.iter.check2259, %vec.epilog.iter.check2276
  %vec.epilog.resume.val2274 = phi i64 [ %n.vec2262, %vec.epilog.iter.check2276 ], [ 0, %vector.main.loop.iter.check2259 ]
  br label %vec.epilog.vector.body2281

vec.epilog.vector.body2281:                       ; preds = %vec.epilog.vector.body2281, %vec.epilog.ph2278
  %index2282 = phi i64 [ %vec.epilog.resume.val2274, %vec.epilog.ph2278 ], [ %index.next2286, %vec.epilog.vector.body2281 ]
  %3468 = getelementptr float, ptr %across_uniforms, i64 %index2282
  %3469 = getelementptr i8, ptr %3468, i64 768
  %wide.load2283 = load <4 x float>, ptr %3469, align 4
  %3470 = fcmp olt <4 x float> %wide.load2283, splat (float 0x3D71979980000000)
  %wide.load2284 = load <4 x float>, ptr %3468, align 4
  %3471 = fadd <4 x float> %wide.load2284, splat (float -1.000000e+00)
  %3472 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3471)
  %3473 = fcmp ogt <4 x float> %3472, splat (float 0x3F60624DE0000000)
  %3474 = select <4 x i1> %3473, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3475 = select <4 x i1> %3470, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3476 = fadd <4 x float> %3475, %3474
  %3477 = getelementptr float, ptr %2355, i64 %index2282
  %3478 = fptoui <4 x float> %3476 to <4 x i32>
  %wide.load2285 = load <4 x i32>, ptr %3477, align 4
  %3479 = or <4 x i32> %wide.load2285, %3478
  store <4 x i32> %3479, ptr %3477, align 4
  %index.next2286 = add nuw i64 %index2282, 4
  %3480 = icmp eq i64 %index.next2286, %n.vec2280
  br i1 %3480, label %vec.epilog.middle.block2287, label %vec.epilog.vector.body2281, !llvm.loop !66

vec.epilog.middle.block2287:                      ; preds = %vec.epilog.vector.body2281
  br i1 %cmp.n2288, label %across_feature.header77.preheader, label %across_uniform_sinks.body.preheader

across_uniform_sinks.body.preheader:              ; preds = %iter.check2257, %vec.epilog.iter.check2276, %vec.epilog.middle.block2287
  %across_uniform_sinks830.ph = phi i64 [ 0, %iter.check2257 ], [ %n.vec2262, %vec.epilog.iter.check2276 ], [ %n.vec2280, %vec.epilog.middle.block2287 ]
  br label %across_uniform_sinks.body

iter.check2205:                                   ; preds = %across_feature.header14.preheader, %noise.done33
  %3481 = phi <16 x float> [ %2364, %across_feature.header14.preheader ], [ %3435, %noise.done33 ]
  %3482 = phi <16 x float> [ %2365, %across_feature.header14.preheader ], [ %3436, %noise.done33 ]
  %3483 = phi <16 x float> [ %2366, %across_feature.header14.preheader ], [ %3437, %noise.done33 ]
  %3484 = phi <16 x float> [ %2367, %across_feature.header14.preheader ], [ %3438, %noise.done33 ]
  %wide.load2391.32779 = phi <16 x float> [ %wide.load2391.32774, %across_feature.header14.preheader ], [ %wide.load2391.32780, %noise.done33 ]
  %wide.load2391.22764 = phi <16 x float> [ %wide.load2391.22759, %across_feature.header14.preheader ], [ %wide.load2391.22765, %noise.done33 ]
  %wide.load2391.12749 = phi <16 x float> [ %wide.load2391.12744, %across_feature.header14.preheader ], [ %wide.load2391.12750, %noise.done33 ]
  %wide.load23912734 = phi <16 x float> [ %wide.load23912729, %across_feature.header14.preheader ], [ %wide.load23912735, %noise.done33 ]
  %wide.load23052723 = phi <16 x float> [ %wide.load23052718, %across_feature.header14.preheader ], [ %wide.load23052710, %noise.done33 ]
  %wide.load23042707 = phi <16 x float> [ %wide.load23042702, %across_feature.header14.preheader ], [ %wide.load23042694, %noise.done33 ]
  %wide.load23032691 = phi <16 x float> [ %wide.load23032686, %across_feature.header14.preheader ], [ %wide.load23032678, %noise.done33 ]
  %wide.load23022675 = phi <16 x float> [ %wide.load23022670, %across_feature.header14.preheader ], [ %wide.load23022662, %noise.done33 ]
  br i1 %min.iters.check2203, label %across_uniform_sinks.body92.preheader, label %vector.main.loop.iter.check2207

vector.main.loop.iter.check2207:                  ; preds = %iter.check2205
  br i1 %min.iters.check2206, label %vec.epilog.ph2226, label %vector.body2211

vector.body2211:                                  ; preds = %vector.main.loop.iter.check2207, %vector.body2211
  %index2212 = phi i64 [ %index.next2219, %vector.body2211 ], [ 0, %vector.main.loop.iter.check2207 ]
  %3485 = getelementptr float, ptr %across_uniforms, i64 %index2212
  %3486 = getelementptr i8, ptr %3485, i64 768
  %3487 = getelementptr i8, ptr %3485, i64 832
  %wide.load2213 = load <16 x float>, ptr %3486, align 4
  %wide.load2214 = load <16 x float>, ptr %3487, align 4
  %3488 = fcmp olt <16 x float> %wide.load2213, splat (float 0x3D71979980000000)
  %3489 = fcmp olt <16 x float> %wide.load2214, splat (float 0x3D71979980000000)
  %3490 = getelementptr i8, ptr %3485, i64 64
  %wide.load2215 = load <16 x float>, ptr %3485, align 4
  %wide.load2216 = load <16 x float>, ptr %3490, align 4
  %3491 = fadd <16 x float> %wide.load2215, splat (float -1.000000e+00)
  %3492 = fadd <16 x float> %wide.load2216, splat (float -1.000000e+00)
  %3493 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3491)
  %3494 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3492)
  %3495 = fcmp ogt <16 x float> %3493, splat (float 0x3F60624DE0000000)
  %3496 = fcmp ogt <16 x float> %3494, splat (float 0x3F60624DE0000000)
  %3497 = select <16 x i1> %3495, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3498 = select <16 x i1> %3496, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3499 = select <16 x i1> %3488, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3500 = select <16 x i1> %3489, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3501 = fadd <16 x float> %3499, %3497
  %3502 = fadd <16 x float> %3500, %3498
  %3503 = getelementptr float, ptr %2355, i64 %index2212
  %3504 = fptoui <16 x float> %3501 to <16 x i32>
  %3505 = fptoui <16 x float> %3502 to <16 x i32>
  %3506 = getelementptr i8, ptr %3503, i64 64
  %wide.load2217 = load <16 x i32>, ptr %3503, align 4
  %wide.load2218 = load <16 x i32>, ptr %3506, align 4
  %3507 = or <16 x i32> %wide.load2217, %3504
  %3508 = or <16 x i32> %wide.load2218, %3505
  store <16 x i32> %3507, ptr %3503, align 4
  store <16 x i32> %3508, ptr %3506, align 4
  %index.next2219 = add nuw i64 %index2212, 32
  %3509 = icmp eq i64 %index.next2219, %n.vec2210
  br i1 %3509, label %middle.block2220, label %vector.body2211, !llvm.loop !67

middle.block2220:                                 ; preds = %vector.body2211
  br i1 %cmp.n2221, label %across_feature.header104.preheader, label %vec.epilog.iter.check2224

vec.epilog.iter.check2224:                        ; preds = %middle.block2220
  br i1 %min.epilog.iters.check2225, label %across_uniform_sinks.body92.preheader, label %vec.epilog.ph2226, !prof !44

vec.epilog.ph2226:                                ; preds = %vector.main.loop.iter.check2207, %vec.epilog.iter.check2224
  %vec.epilog.resume.val2222 = phi i64 [ %n.vec2210, %vec.epilog.iter.check2224 ], [ 0, %vector.main.loop.iter.check2207 ]
  br label %vec.epilog.vector.body2229

vec.epilog.vector.body2229:                       ; preds = %vec.epilog.vector.body2229, %vec.epilog.ph2226
  %index2230 = phi i64 [ %vec.epilog.resume.val2222, %vec.epilog.ph2226 ], [ %index.next2234, %vec.epilog.vector.body2229 ]
  %3510 = getelementptr float, ptr %across_uniforms, i64 %index2230
  %3511 = getelementptr i8, ptr %3510, i64 768
  %wide.load2231 = load <4 x float>, ptr %3511, align 4
  %3512 = fcmp olt <4 x float> %wide.load2231, splat (float 0x3D71979980000000)
  %wide.load2232 = load <4 x float>, ptr %3510, align 4
  %3513 = fadd <4 x float> %wide.load2232, splat (float -1.000000e+00)
  %3514 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3513)
  %3515 = fcmp ogt <4 x float> %3514, splat (float 0x3F60624DE0000000)
  %3516 = select <4 x i1> %3515, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3517 = select <4 x i1> %3512, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3518 = fadd <4 x float> %3517, %3516
  %3519 = getelementptr float, ptr %2355, i64 %index2230
  %3520 = fptoui <4 x float> %3518 to <4 x i32>
  %wide.load2233 = load <4 x i32>, ptr %3519, align 4
  %3521 = or <4 x i32> %wide.load2233, %3520
  store <4 x i32> %3521, ptr %3519, align 4
  %index.next2234 = add nuw i64 %index2230, 4
  %3522 = icmp eq i64 %index.next2234, %n.vec2228
  br i1 %3522, label %vec.epilog.middle.block2235, label %vec.epilog.vector.body2229, !llvm.loop !68

vec.epilog.middle.block2235:                      ; preds = %vec.epilog.vector.body2229
  br i1 %cmp.n2236, label %across_feature.header104.preheader, label %across_uniform_sinks.body92.preheader

across_uniform_sinks.body92.preheader:            ; preds = %iter.check2205, %vec.epilog.iter.check2224, %vec.epilog.middle.block2235
  %across_uniform_sinks94833.ph = phi i64 [ 0, %iter.check2205 ], [ %n.vec2210, %vec.epilog.iter.check2224 ], [ %n.vec2228, %vec.epilog.middle.block2235 ]
  br label %across_uniform_sinks.body92

across_feature.body35:                            ; preds = %across_feature.body35.preheader, %across_row.exit42
  %3523 = phi <16 x float> [ %3587, %across_row.exit42 ], [ %2364, %across_feature.body35.preheader ]
  %3524 = phi <16 x float> [ %3588, %across_row.exit42 ], [ %2365, %across_feature.body35.preheader ]
  %3525 = phi <16 x float> [ %3589, %across_row.exit42 ], [ %2366, %across_feature.body35.preheader ]
  %3526 = phi <16 x float> [ %3590, %across_row.exit42 ], [ %2367, %across_feature.body35.preheader ]
  %across_feature37827 = phi i64 [ %3591, %across_row.exit42 ], [ 0, %across_feature.body35.preheader ]
  %first38 = icmp eq i64 %across_feature37827, 0
  %3527 = shl nuw nsw i64 %across_feature37827, 6
  br i1 %first38, label %vector.body2327, label %vector.body2346

vector.body2346:                                  ; preds = %across_feature.body35
  %3528 = getelementptr inbounds nuw float, ptr %across_state, i64 %3527
  %wide.load2348 = load <16 x float>, ptr %3528, align 4
  %3529 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3527
  %wide.load2349 = load <16 x float>, ptr %3529, align 4
  %3530 = fneg <16 x float> %wide.load2349
  %3531 = fmul <16 x float> %wide.load2348, %wide.load23022662
  %3532 = fsub <16 x float> %3530, %3531
  %3533 = fmul <16 x float> %broadcast.splat2324, %3532
  %3534 = fsub <16 x float> %wide.load2348, %3533
  %3535 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3527
  %wide.load2351 = load <16 x float>, ptr %3535, align 4
  %3536 = fmul <16 x float> %wide.load2348, %wide.load23912735
  %3537 = fsub <16 x float> %wide.load2351, %3536
  %3538 = fmul <16 x float> %broadcast.splat2326, %3537
  %3539 = fadd <16 x float> %3534, %3538
  %3540 = fmul <16 x float> %3539, %3539
  %3541 = fadd <16 x float> %3526, %3540
  store <16 x float> %3541, ptr %95, align 4
  %3542 = or disjoint i64 %3527, 16
  %3543 = getelementptr inbounds nuw float, ptr %across_state, i64 %3542
  %wide.load2348.1 = load <16 x float>, ptr %3543, align 4
  %3544 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3542
  %wide.load2349.1 = load <16 x float>, ptr %3544, align 4
  %3545 = fneg <16 x float> %wide.load2349.1
  %3546 = fmul <16 x float> %wide.load2348.1, %wide.load23032678
  %3547 = fsub <16 x float> %3545, %3546
  %3548 = fmul <16 x float> %broadcast.splat2324, %3547
  %3549 = fsub <16 x float> %wide.load2348.1, %3548
  %3550 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3542
  %wide.load2351.1 = load <16 x float>, ptr %3550, align 4
  %3551 = fmul <16 x float> %wide.load2348.1, %wide.load2391.12750
  %3552 = fsub <16 x float> %wide.load2351.1, %3551
  %3553 = fmul <16 x float> %broadcast.splat2326, %3552
  %3554 = fadd <16 x float> %3549, %3553
  %3555 = fmul <16 x float> %3554, %3554
  %3556 = fadd <16 x float> %3525, %3555
  store <16 x float> %3556, ptr %96, align 4
  %3557 = or disjoint i64 %3527, 32
  %3558 = getelementptr inbounds nuw float, ptr %across_state, i64 %3557
  %wide.load2348.2 = load <16 x float>, ptr %3558, align 4
  %3559 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3557
  %wide.load2349.2 = load <16 x float>, ptr %3559, align 4
  %3560 = fneg <16 x float> %wide.load2349.2
  %3561 = fmul <16 x float> %wide.load2348.2, %wide.load23042694
  %3562 = fsub <16 x float> %3560, %3561
  %3563 = fmul <16 x float> %broadcast.splat2324, %3562
  %3564 = fsub <16 x float> %wide.load2348.2, %3563
  %3565 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3557
  %wide.load2351.2 = load <16 x float>, ptr %3565, align 4
  %3566 = fmul <16 x float> %wide.load2348.2, %wide.load2391.22765
  %3567 = fsub <16 x float> %wide.load2351.2, %3566
  %3568 = fmul <16 x float> %broadcast.splat2326, %3567
  %3569 = fadd <16 x float> %3564, %3568
  %3570 = fmul <16 x float> %3569, %3569
  %3571 = fadd <16 x float> %3524, %3570
  store <16 x float> %3571, ptr %97, align 4
  %3572 = or disjoint i64 %3527, 48
  %3573 = getelementptr inbounds nuw float, ptr %across_state, i64 %3572
  %wide.load2348.3 = load <16 x float>, ptr %3573, align 4
  %3574 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3572
  %wide.load2349.3 = load <16 x float>, ptr %3574, align 4
  %3575 = fneg <16 x float> %wide.load2349.3
  %3576 = fmul <16 x float> %wide.load2348.3, %wide.load23052710
  %3577 = fsub <16 x float> %3575, %3576
  %3578 = fmul <16 x float> %broadcast.splat2324, %3577
  %3579 = fsub <16 x float> %wide.load2348.3, %3578
  %3580 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3572
  %wide.load2351.3 = load <16 x float>, ptr %3580, align 4
  %3581 = fmul <16 x float> %wide.load2348.3, %wide.load2391.32780
  %3582 = fsub <16 x float> %wide.load2351.3, %3581
  %3583 = fmul <16 x float> %broadcast.splat2326, %3582
  %3584 = fadd <16 x float> %3579, %3583
  %3585 = fmul <16 x float> %3584, %3584
  %3586 = fadd <16 x float> %3523, %3585
  store <16 x float> %3586, ptr %98, align 4
  br label %across_row.exit42

vector.body2327:                                  ; preds = %across_feature.body35
  store <16 x float> %3315, ptr %102, align 4
  store <16 x float> %3316, ptr %103, align 4
  store <16 x float> %3333, ptr %110, align 4
  store <16 x float> %3334, ptr %111, align 4
  br label %across_row.exit42

across_row.exit42:                                ; preds = %vector.body2346, %vector.body2327
  %3587 = phi <16 x float> [ %3586, %vector.body2346 ], [ %3334, %vector.body2327 ]
  %3588 = phi <16 x float> [ %3571, %vector.body2346 ], [ %3333, %vector.body2327 ]
  %3589 = phi <16 x float> [ %3556, %vector.body2346 ], [ %3316, %vector.body2327 ]
  %3590 = phi <16 x float> [ %3541, %vector.body2346 ], [ %3315, %vector.body2327 ]
  %3591 = add nuw i64 %across_feature37827, 1
  %exitcond997.not = icmp eq i64 %3591, %n_features
  br i1 %exitcond997.not, label %noise.done33, label %across_feature.body35

across_feature.body50:                            ; preds = %vector.body2293.peel, %across_feature.body50
  %3592 = phi <16 x float> [ %3633, %across_feature.body50 ], [ %3354, %vector.body2293.peel ]
  %3593 = phi <16 x float> [ %3632, %across_feature.body50 ], [ %3353, %vector.body2293.peel ]
  %3594 = phi <16 x float> [ %3614, %across_feature.body50 ], [ %3352, %vector.body2293.peel ]
  %3595 = phi <16 x float> [ %3613, %across_feature.body50 ], [ %3351, %vector.body2293.peel ]
  %across_feature52829 = phi i64 [ %3634, %across_feature.body50 ], [ 1, %vector.body2293.peel ]
  %3596 = shl nuw nsw i64 %across_feature52829, 6
  %3597 = getelementptr inbounds nuw float, ptr %across_state, i64 %3596
  %3598 = getelementptr inbounds nuw i8, ptr %3597, i64 64
  %wide.load2312 = load <16 x float>, ptr %3597, align 4
  %wide.load2313 = load <16 x float>, ptr %3598, align 4
  %3599 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3596
  %3600 = getelementptr inbounds nuw i8, ptr %3599, i64 64
  %wide.load2314 = load <16 x float>, ptr %3599, align 4
  %wide.load2315 = load <16 x float>, ptr %3600, align 4
  %3601 = fneg <16 x float> %wide.load2314
  %3602 = fneg <16 x float> %wide.load2315
  %3603 = fmul <16 x float> %wide.load2312, %wide.load23022662
  %3604 = fmul <16 x float> %wide.load2313, %wide.load23032678
  %3605 = fsub <16 x float> %3601, %3603
  %3606 = fsub <16 x float> %3602, %3604
  %3607 = fmul <16 x float> %broadcast.splat2292, %3605
  %3608 = fmul <16 x float> %broadcast.splat2292, %3606
  %3609 = fsub <16 x float> %wide.load2312, %3607
  %3610 = fsub <16 x float> %wide.load2313, %3608
  %3611 = fmul <16 x float> %3609, %3609
  %3612 = fmul <16 x float> %3610, %3610
  %3613 = fadd <16 x float> %3595, %3611
  %3614 = fadd <16 x float> %3594, %3612
  store <16 x float> %3613, ptr %122, align 4
  store <16 x float> %3614, ptr %123, align 4
  %3615 = or disjoint i64 %3596, 32
  %3616 = getelementptr inbounds nuw float, ptr %across_state, i64 %3615
  %3617 = getelementptr inbounds nuw i8, ptr %3616, i64 64
  %wide.load2312.1 = load <16 x float>, ptr %3616, align 4
  %wide.load2313.1 = load <16 x float>, ptr %3617, align 4
  %3618 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3615
  %3619 = getelementptr inbounds nuw i8, ptr %3618, i64 64
  %wide.load2314.1 = load <16 x float>, ptr %3618, align 4
  %wide.load2315.1 = load <16 x float>, ptr %3619, align 4
  %3620 = fneg <16 x float> %wide.load2314.1
  %3621 = fneg <16 x float> %wide.load2315.1
  %3622 = fmul <16 x float> %wide.load2312.1, %wide.load23042694
  %3623 = fmul <16 x float> %wide.load2313.1, %wide.load23052710
  %3624 = fsub <16 x float> %3620, %3622
  %3625 = fsub <16 x float> %3621, %3623
  %3626 = fmul <16 x float> %broadcast.splat2292, %3624
  %3627 = fmul <16 x float> %broadcast.splat2292, %3625
  %3628 = fsub <16 x float> %wide.load2312.1, %3626
  %3629 = fsub <16 x float> %wide.load2313.1, %3627
  %3630 = fmul <16 x float> %3628, %3628
  %3631 = fmul <16 x float> %3629, %3629
  %3632 = fadd <16 x float> %3593, %3630
  %3633 = fadd <16 x float> %3592, %3631
  store <16 x float> %3632, ptr %124, align 4
  store <16 x float> %3633, ptr %125, align 4
  %3634 = add nuw i64 %across_feature52829, 1
  %exitcond1000.not = icmp eq i64 %3634, %n_features
  br i1 %exitcond1000.not, label %noise.done33, label %across_feature.body50, !llvm.loop !69

noise.done68:                                     ; preds = %across_row.header81.preheader, %across_row.header108.preheader, %across_feature.header77.preheader, %across_feature.header104.preheader
  %3635 = phi <16 x float> [ %3481, %across_row.header108.preheader ], [ %3481, %across_feature.header104.preheader ], [ %3439, %across_feature.header77.preheader ], [ %3439, %across_row.header81.preheader ]
  %3636 = phi <16 x float> [ %3482, %across_row.header108.preheader ], [ %3482, %across_feature.header104.preheader ], [ %3440, %across_feature.header77.preheader ], [ %3440, %across_row.header81.preheader ]
  %3637 = phi <16 x float> [ %3483, %across_row.header108.preheader ], [ %3483, %across_feature.header104.preheader ], [ %3441, %across_feature.header77.preheader ], [ %3441, %across_row.header81.preheader ]
  %3638 = phi <16 x float> [ %3484, %across_row.header108.preheader ], [ %3484, %across_feature.header104.preheader ], [ %3442, %across_feature.header77.preheader ], [ %3442, %across_row.header81.preheader ]
  %wide.load2391.32777 = phi <16 x float> [ %wide.load2391.32779, %across_row.header108.preheader ], [ %wide.load2391.32779, %across_feature.header104.preheader ], [ %wide.load2391.32778, %across_feature.header77.preheader ], [ %wide.load2391.32778, %across_row.header81.preheader ]
  %wide.load2391.22762 = phi <16 x float> [ %wide.load2391.22764, %across_row.header108.preheader ], [ %wide.load2391.22764, %across_feature.header104.preheader ], [ %wide.load2391.22763, %across_feature.header77.preheader ], [ %wide.load2391.22763, %across_row.header81.preheader ]
  %wide.load2391.12747 = phi <16 x float> [ %wide.load2391.12749, %across_row.header108.preheader ], [ %wide.load2391.12749, %across_feature.header104.preheader ], [ %wide.load2391.12748, %across_feature.header77.preheader ], [ %wide.load2391.12748, %across_row.header81.preheader ]
  %wide.load23912732 = phi <16 x float> [ %wide.load23912734, %across_row.header108.preheader ], [ %wide.load23912734, %across_feature.header104.preheader ], [ %wide.load23912733, %across_feature.header77.preheader ], [ %wide.load23912733, %across_row.header81.preheader ]
  %wide.load23052721 = phi <16 x float> [ %wide.load23052723, %across_row.header108.preheader ], [ %wide.load23052723, %across_feature.header104.preheader ], [ %wide.load23052722, %across_feature.header77.preheader ], [ %wide.load23052722, %across_row.header81.preheader ]
  %wide.load23042705 = phi <16 x float> [ %wide.load23042707, %across_row.header108.preheader ], [ %wide.load23042707, %across_feature.header104.preheader ], [ %wide.load23042706, %across_feature.header77.preheader ], [ %wide.load23042706, %across_row.header81.preheader ]
  %wide.load23032689 = phi <16 x float> [ %wide.load23032691, %across_row.header108.preheader ], [ %wide.load23032691, %across_feature.header104.preheader ], [ %wide.load23032690, %across_feature.header77.preheader ], [ %wide.load23032690, %across_row.header81.preheader ]
  %wide.load23022673 = phi <16 x float> [ %wide.load23022675, %across_row.header108.preheader ], [ %wide.load23022675, %across_feature.header104.preheader ], [ %wide.load23022674, %across_feature.header77.preheader ], [ %wide.load23022674, %across_row.header81.preheader ]
  %t_next = fmul float %anneal_ratio, %temperature1.0836
  %3639 = add nuw i64 %step3837, 1
  %exitcond1013.not = icmp eq i64 %3639, %steps
  br i1 %exitcond1013.not, label %step.exit, label %step.body

across_feature.header77.preheader:                ; preds = %across_uniform_sinks.body, %vec.epilog.middle.block2287, %middle.block2272
  br i1 %.not862, label %noise.done68, label %across_row.header81.preheader.preheader

across_row.header81.preheader.preheader:          ; preds = %across_feature.header77.preheader
  %broadcast.splatinsert2241 = insertelement <16 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2242 = shufflevector <16 x float> %broadcast.splatinsert2241, <16 x float> poison, <16 x i32> zeroinitializer
  %3640 = fcmp olt <16 x float> %3442, splat (float 0x3D71979980000000)
  %3641 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3442)
  %3642 = fcmp olt <16 x float> %3441, splat (float 0x3D71979980000000)
  %3643 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3441)
  %3644 = fcmp olt <16 x float> %3440, splat (float 0x3D71979980000000)
  %3645 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3440)
  %3646 = fcmp olt <16 x float> %3439, splat (float 0x3D71979980000000)
  %3647 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3439)
  br label %across_row.header81.preheader

across_uniform_sinks.body:                        ; preds = %across_uniform_sinks.body.preheader, %across_uniform_sinks.body
  %across_uniform_sinks830 = phi i64 [ %3661, %across_uniform_sinks.body ], [ %across_uniform_sinks830.ph, %across_uniform_sinks.body.preheader ]
  %3648 = getelementptr float, ptr %across_uniforms, i64 %across_uniform_sinks830
  %3649 = getelementptr i8, ptr %3648, i64 768
  %3650 = load float, ptr %3649, align 4
  %3651 = fcmp olt float %3650, 0x3D71979980000000
  %3652 = load float, ptr %3648, align 4
  %3653 = fadd float %3652, -1.000000e+00
  %3654 = tail call float @llvm.fabs.f32(float %3653)
  %3655 = fcmp ogt float %3654, 0x3F60624DE0000000
  %3656 = select i1 %3655, float 1.000000e+00, float 0.000000e+00
  %3657 = select i1 %3651, float 2.000000e+00, float 0.000000e+00
  %3658 = fadd float %3657, %3656
  %3659 = getelementptr float, ptr %2355, i64 %across_uniform_sinks830
  %status_bits = fptoui float %3658 to i32
  %status76 = load i32, ptr %3659, align 4
  %3660 = or i32 %status76, %status_bits
  store i32 %3660, ptr %3659, align 4
  %3661 = add nuw nsw i64 %across_uniform_sinks830, 1
  %exitcond1005.not = icmp eq i64 %3661, %umax1009
  br i1 %exitcond1005.not, label %across_feature.header77.preheader, label %across_uniform_sinks.body, !llvm.loop !70

across_row.header81.preheader:                    ; preds = %across_row.header81.preheader.preheader, %across_row.header81.preheader
  %across_feature80832 = phi i64 [ %3742, %across_row.header81.preheader ], [ 0, %across_row.header81.preheader.preheader ]
  %3662 = shl i64 %across_feature80832, 6
  %3663 = getelementptr inbounds float, ptr %across_state, i64 %3662
  %wide.load2246 = load <16 x float>, ptr %3663, align 4
  %3664 = getelementptr inbounds float, ptr %across_input_0, i64 %3662
  %wide.load2247 = load <16 x float>, ptr %3664, align 4
  %3665 = fneg <16 x float> %wide.load2247
  %3666 = fmul <16 x float> %wide.load2246, %wide.load23022674
  %3667 = fsub <16 x float> %3665, %3666
  %3668 = fmul <16 x float> %broadcast.splat2240, %3667
  %3669 = fsub <16 x float> %wide.load2246, %3668
  %3670 = getelementptr inbounds float, ptr %across_noise, i64 %3662
  %wide.load2249 = load <16 x float>, ptr %3670, align 4
  %3671 = fmul <16 x float> %wide.load2246, %wide.load23912733
  %3672 = fsub <16 x float> %wide.load2249, %3671
  %3673 = fmul <16 x float> %broadcast.splat2242, %3672
  %3674 = fadd <16 x float> %3669, %3673
  %3675 = fdiv <16 x float> %3674, %3641
  %3676 = select <16 x i1> %3640, <16 x float> %wide.load2246, <16 x float> %3675
  %3677 = bitcast <16 x float> %3676 to <16 x i32>
  %3678 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3676)
  %3679 = bitcast <16 x float> %3678 to <16 x i32>
  %3680 = icmp samesign ugt <16 x i32> %3679, splat (i32 2139095040)
  %3681 = select <16 x i1> %3680, <16 x i32> splat (i32 2143289344), <16 x i32> %3677
  store <16 x i32> %3681, ptr %3663, align 4
  %3682 = or disjoint i64 %3662, 16
  %3683 = getelementptr inbounds float, ptr %across_state, i64 %3682
  %wide.load2246.1 = load <16 x float>, ptr %3683, align 4
  %3684 = getelementptr inbounds float, ptr %across_input_0, i64 %3682
  %wide.load2247.1 = load <16 x float>, ptr %3684, align 4
  %3685 = fneg <16 x float> %wide.load2247.1
  %3686 = fmul <16 x float> %wide.load2246.1, %wide.load23032690
  %3687 = fsub <16 x float> %3685, %3686
  %3688 = fmul <16 x float> %broadcast.splat2240, %3687
  %3689 = fsub <16 x float> %wide.load2246.1, %3688
  %3690 = getelementptr inbounds float, ptr %across_noise, i64 %3682
  %wide.load2249.1 = load <16 x float>, ptr %3690, align 4
  %3691 = fmul <16 x float> %wide.load2246.1, %wide.load2391.12748
  %3692 = fsub <16 x float> %wide.load2249.1, %3691
  %3693 = fmul <16 x float> %broadcast.splat2242, %3692
  %3694 = fadd <16 x float> %3689, %3693
  %3695 = fdiv <16 x float> %3694, %3643
  %3696 = select <16 x i1> %3642, <16 x float> %wide.load2246.1, <16 x float> %3695
  %3697 = bitcast <16 x float> %3696 to <16 x i32>
  %3698 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3696)
  %3699 = bitcast <16 x float> %3698 to <16 x i32>
  %3700 = icmp samesign ugt <16 x i32> %3699, splat (i32 2139095040)
  %3701 = select <16 x i1> %3700, <16 x i32> splat (i32 2143289344), <16 x i32> %3697
  store <16 x i32> %3701, ptr %3683, align 4
  %3702 = or disjoint i64 %3662, 32
  %3703 = getelementptr inbounds float, ptr %across_state, i64 %3702
  %wide.load2246.2 = load <16 x float>, ptr %3703, align 4
  %3704 = getelementptr inbounds float, ptr %across_input_0, i64 %3702
  %wide.load2247.2 = load <16 x float>, ptr %3704, align 4
  %3705 = fneg <16 x float> %wide.load2247.2
  %3706 = fmul <16 x float> %wide.load2246.2, %wide.load23042706
  %3707 = fsub <16 x float> %3705, %3706
  %3708 = fmul <16 x float> %broadcast.splat2240, %3707
  %3709 = fsub <16 x float> %wide.load2246.2, %3708
  %3710 = getelementptr inbounds float, ptr %across_noise, i64 %3702
  %wide.load2249.2 = load <16 x float>, ptr %3710, align 4
  %3711 = fmul <16 x float> %wide.load2246.2, %wide.load2391.22763
  %3712 = fsub <16 x float> %wide.load2249.2, %3711
  %3713 = fmul <16 x float> %broadcast.splat2242, %3712
  %3714 = fadd <16 x float> %3709, %3713
  %3715 = fdiv <16 x float> %3714, %3645
  %3716 = select <16 x i1> %3644, <16 x float> %wide.load2246.2, <16 x float> %3715
  %3717 = bitcast <16 x float> %3716 to <16 x i32>
  %3718 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3716)
  %3719 = bitcast <16 x float> %3718 to <16 x i32>
  %3720 = icmp samesign ugt <16 x i32> %3719, splat (i32 2139095040)
  %3721 = select <16 x i1> %3720, <16 x i32> splat (i32 2143289344), <16 x i32> %3717
  store <16 x i32> %3721, ptr %3703, align 4
  %3722 = or disjoint i64 %3662, 48
  %3723 = getelementptr inbounds float, ptr %across_state, i64 %3722
  %wide.load2246.3 = load <16 x float>, ptr %3723, align 4
  %3724 = getelementptr inbounds float, ptr %across_input_0, i64 %3722
  %wide.load2247.3 = load <16 x float>, ptr %3724, align 4
  %3725 = fneg <16 x float> %wide.load2247.3
  %3726 = fmul <16 x float> %wide.load2246.3, %wide.load23052722
  %3727 = fsub <16 x float> %3725, %3726
  %3728 = fmul <16 x float> %broadcast.splat2240, %3727
  %3729 = fsub <16 x float> %wide.load2246.3, %3728
  %3730 = getelementptr inbounds float, ptr %across_noise, i64 %3722
  %wide.load2249.3 = load <16 x float>, ptr %3730, align 4
  %3731 = fmul <16 x float> %wide.load2246.3, %wide.load2391.32778
  %3732 = fsub <16 x float> %wide.load2249.3, %3731
  %3733 = fmul <16 x float> %broadcast.splat2242, %3732
  %3734 = fadd <16 x float> %3729, %3733
  %3735 = fdiv <16 x float> %3734, %3647
  %3736 = select <16 x i1> %3646, <16 x float> %wide.load2246.3, <16 x float> %3735
  %3737 = bitcast <16 x float> %3736 to <16 x i32>
  %3738 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3736)
  %3739 = bitcast <16 x float> %3738 to <16 x i32>
  %3740 = icmp samesign ugt <16 x i32> %3739, splat (i32 2139095040)
  %3741 = select <16 x i1> %3740, <16 x i32> splat (i32 2143289344), <16 x i32> %3737
  store <16 x i32> %3741, ptr %3723, align 4
  %3742 = add nuw i64 %across_feature80832, 1
  %exitcond1007.not = icmp eq i64 %3742, %n_features
  br i1 %exitcond1007.not, label %noise.done68, label %across_row.header81.preheader

across_feature.header104.preheader:               ; preds = %across_uniform_sinks.body92, %vec.epilog.middle.block2235, %middle.block2220
  br i1 %.not862, label %noise.done68, label %across_row.header108.preheader.preheader

across_row.header108.preheader.preheader:         ; preds = %across_feature.header104.preheader
  %3743 = fcmp olt <16 x float> %3484, splat (float 0x3D71979980000000)
  %3744 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3484)
  %3745 = fcmp olt <16 x float> %3483, splat (float 0x3D71979980000000)
  %3746 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3483)
  %3747 = fcmp olt <16 x float> %3482, splat (float 0x3D71979980000000)
  %3748 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3482)
  %3749 = fcmp olt <16 x float> %3481, splat (float 0x3D71979980000000)
  %3750 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3481)
  br label %across_row.header108.preheader

across_uniform_sinks.body92:                      ; preds = %across_uniform_sinks.body92.preheader, %across_uniform_sinks.body92
  %across_uniform_sinks94833 = phi i64 [ %3764, %across_uniform_sinks.body92 ], [ %across_uniform_sinks94833.ph, %across_uniform_sinks.body92.preheader ]
  %3751 = getelementptr float, ptr %across_uniforms, i64 %across_uniform_sinks94833
  %3752 = getelementptr i8, ptr %3751, i64 768
  %3753 = load float, ptr %3752, align 4
  %3754 = fcmp olt float %3753, 0x3D71979980000000
  %3755 = load float, ptr %3751, align 4
  %3756 = fadd float %3755, -1.000000e+00
  %3757 = tail call float @llvm.fabs.f32(float %3756)
  %3758 = fcmp ogt float %3757, 0x3F60624DE0000000
  %3759 = select i1 %3758, float 1.000000e+00, float 0.000000e+00
  %3760 = select i1 %3754, float 2.000000e+00, float 0.000000e+00
  %3761 = fadd float %3760, %3759
  %3762 = getelementptr float, ptr %2355, i64 %across_uniform_sinks94833
  %status_bits102 = fptoui float %3761 to i32
  %status103 = load i32, ptr %3762, align 4
  %3763 = or i32 %status103, %status_bits102
  store i32 %3763, ptr %3762, align 4
  %3764 = add nuw nsw i64 %across_uniform_sinks94833, 1
  %exitcond1010.not = icmp eq i64 %3764, %umax1009
  br i1 %exitcond1010.not, label %across_feature.header104.preheader, label %across_uniform_sinks.body92, !llvm.loop !71

across_row.header108.preheader:                   ; preds = %across_row.header108.preheader.preheader, %across_row.header108.preheader
  %across_feature107835 = phi i64 [ %3825, %across_row.header108.preheader ], [ 0, %across_row.header108.preheader.preheader ]
  %3765 = shl i64 %across_feature107835, 6
  %3766 = getelementptr inbounds float, ptr %across_state, i64 %3765
  %wide.load2196 = load <16 x float>, ptr %3766, align 4
  %3767 = getelementptr inbounds float, ptr %across_input_0, i64 %3765
  %wide.load2197 = load <16 x float>, ptr %3767, align 4
  %3768 = fneg <16 x float> %wide.load2197
  %3769 = fmul <16 x float> %wide.load2196, %wide.load23022675
  %3770 = fsub <16 x float> %3768, %3769
  %3771 = fmul <16 x float> %broadcast.splat2192, %3770
  %3772 = fsub <16 x float> %wide.load2196, %3771
  %3773 = fdiv <16 x float> %3772, %3744
  %3774 = select <16 x i1> %3743, <16 x float> %wide.load2196, <16 x float> %3773
  %3775 = bitcast <16 x float> %3774 to <16 x i32>
  %3776 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3774)
  %3777 = bitcast <16 x float> %3776 to <16 x i32>
  %3778 = icmp samesign ugt <16 x i32> %3777, splat (i32 2139095040)
  %3779 = select <16 x i1> %3778, <16 x i32> splat (i32 2143289344), <16 x i32> %3775
  store <16 x i32> %3779, ptr %3766, align 4
  %3780 = or disjoint i64 %3765, 16
  %3781 = getelementptr inbounds float, ptr %across_state, i64 %3780
  %wide.load2196.1 = load <16 x float>, ptr %3781, align 4
  %3782 = getelementptr inbounds float, ptr %across_input_0, i64 %3780
  %wide.load2197.1 = load <16 x float>, ptr %3782, align 4
  %3783 = fneg <16 x float> %wide.load2197.1
  %3784 = fmul <16 x float> %wide.load2196.1, %wide.load23032691
  %3785 = fsub <16 x float> %3783, %3784
  %3786 = fmul <16 x float> %broadcast.splat2192, %3785
  %3787 = fsub <16 x float> %wide.load2196.1, %3786
  %3788 = fdiv <16 x float> %3787, %3746
  %3789 = select <16 x i1> %3745, <16 x float> %wide.load2196.1, <16 x float> %3788
  %3790 = bitcast <16 x float> %3789 to <16 x i32>
  %3791 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3789)
  %3792 = bitcast <16 x float> %3791 to <16 x i32>
  %3793 = icmp samesign ugt <16 x i32> %3792, splat (i32 2139095040)
  %3794 = select <16 x i1> %3793, <16 x i32> splat (i32 2143289344), <16 x i32> %3790
  store <16 x i32> %3794, ptr %3781, align 4
  %3795 = or disjoint i64 %3765, 32
  %3796 = getelementptr inbounds float, ptr %across_state, i64 %3795
  %wide.load2196.2 = load <16 x float>, ptr %3796, align 4
  %3797 = getelementptr inbounds float, ptr %across_input_0, i64 %3795
  %wide.load2197.2 = load <16 x float>, ptr %3797, align 4
  %3798 = fneg <16 x float> %wide.load2197.2
  %3799 = fmul <16 x float> %wide.load2196.2, %wide.load23042707
  %3800 = fsub <16 x float> %3798, %3799
  %3801 = fmul <16 x float> %broadcast.splat2192, %3800
  %3802 = fsub <16 x float> %wide.load2196.2, %3801
  %3803 = fdiv <16 x float> %3802, %3748
  %3804 = select <16 x i1> %3747, <16 x float> %wide.load2196.2, <16 x float> %3803
  %3805 = bitcast <16 x float> %3804 to <16 x i32>
  %3806 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3804)
  %3807 = bitcast <16 x float> %3806 to <16 x i32>
  %3808 = icmp samesign ugt <16 x i32> %3807, splat (i32 2139095040)
  %3809 = select <16 x i1> %3808, <16 x i32> splat (i32 2143289344), <16 x i32> %3805
  store <16 x i32> %3809, ptr %3796, align 4
  %3810 = or disjoint i64 %3765, 48
  %3811 = getelementptr inbounds float, ptr %across_state, i64 %3810
  %wide.load2196.3 = load <16 x float>, ptr %3811, align 4
  %3812 = getelementptr inbounds float, ptr %across_input_0, i64 %3810
  %wide.load2197.3 = load <16 x float>, ptr %3812, align 4
  %3813 = fneg <16 x float> %wide.load2197.3
  %3814 = fmul <16 x float> %wide.load2196.3, %wide.load23052723
  %3815 = fsub <16 x float> %3813, %3814
  %3816 = fmul <16 x float> %broadcast.splat2192, %3815
  %3817 = fsub <16 x float> %wide.load2196.3, %3816
  %3818 = fdiv <16 x float> %3817, %3750
  %3819 = select <16 x i1> %3749, <16 x float> %wide.load2196.3, <16 x float> %3818
  %3820 = bitcast <16 x float> %3819 to <16 x i32>
  %3821 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3819)
  %3822 = bitcast <16 x float> %3821 to <16 x i32>
  %3823 = icmp samesign ugt <16 x i32> %3822, splat (i32 2139095040)
  %3824 = select <16 x i1> %3823, <16 x i32> splat (i32 2143289344), <16 x i32> %3820
  store <16 x i32> %3824, ptr %3811, align 4
  %3825 = add nuw i64 %across_feature107835, 1
  %exitcond1012.not = icmp eq i64 %3825, %n_features
  br i1 %exitcond1012.not, label %noise.done68, label %across_row.header108.preheader

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out838 = phi i64 [ 0, %across_out.body.preheader.new ], [ %3841, %across_out.body ]
  %niter2616 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter2616.next.1, %across_out.body ]
  %r121 = udiv i64 %across_out838, %n_features
  %f122 = urem i64 %across_out838, %n_features
  %3826 = icmp ult i64 %r121, %2334
  %3827 = select i1 %3826, i64 %r121, i64 %last_row
  %row123 = add i64 %3827, %across_block839
  %row_element124 = mul i64 %row123, %n_features
  %.idx677 = shl nuw nsw i64 %f122, 8
  %3828 = getelementptr i8, ptr %across_state, i64 %.idx677
  %3829 = getelementptr float, ptr %3828, i64 %r121
  %3830 = load float, ptr %3829, align 4
  %3831 = getelementptr float, ptr %state, i64 %row_element124
  %3832 = getelementptr float, ptr %3831, i64 %f122
  store float %3830, ptr %3832, align 4
  %3833 = or disjoint i64 %across_out838, 1
  %r121.1 = udiv i64 %3833, %n_features
  %f122.1 = urem i64 %3833, %n_features
  %3834 = icmp ult i64 %r121.1, %2334
  %3835 = select i1 %3834, i64 %r121.1, i64 %last_row
  %row123.1 = add i64 %3835, %across_block839
  %row_element124.1 = mul i64 %row123.1, %n_features
  %.idx677.1 = shl nuw nsw i64 %f122.1, 8
  %3836 = getelementptr i8, ptr %across_state, i64 %.idx677.1
  %3837 = getelementptr float, ptr %3836, i64 %r121.1
  %3838 = load float, ptr %3837, align 4
  %3839 = getelementptr float, ptr %state, i64 %row_element124.1
  %3840 = getelementptr float, ptr %3839, i64 %f122.1
  store float %3838, ptr %3840, align 4
  %3841 = add nuw i64 %across_out838, 2
  %niter2616.next.1 = add i64 %niter2616, 2
  %niter2616.ncmp.1 = icmp eq i64 %niter2616.next.1, %unroll_iter2615
  br i1 %niter2616.ncmp.1, label %across_out.exit.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !72

across_out.exit.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod2613.not = icmp eq i64 %xtraiter2611, 0
  br i1 %lcmp.mod2613.not, label %across_out.exit, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.exit.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out838.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %3841, %across_out.exit.loopexit.unr-lcssa ]
  %lcmp.mod2614 = icmp ne i64 %xtraiter2611, 0
  tail call void @llvm.assume(i1 %lcmp.mod2614)
  %r121.epil = udiv i64 %across_out838.epil.init, %n_features
  %f122.epil = urem i64 %across_out838.epil.init, %n_features
  %3842 = icmp ult i64 %r121.epil, %2334
  %3843 = select i1 %3842, i64 %r121.epil, i64 %last_row
  %row123.epil = add i64 %3843, %across_block839
  %row_element124.epil = mul i64 %row123.epil, %n_features
  %.idx677.epil = shl nuw nsw i64 %f122.epil, 8
  %3844 = getelementptr i8, ptr %across_state, i64 %.idx677.epil
  %3845 = getelementptr float, ptr %3844, i64 %r121.epil
  %3846 = load float, ptr %3845, align 4
  %3847 = getelementptr float, ptr %state, i64 %row_element124.epil
  %3848 = getelementptr float, ptr %3847, i64 %f122.epil
  store float %3846, ptr %3848, align 4
  br label %across_out.exit

across_out.exit:                                  ; preds = %across_out.body.epil.preheader, %across_out.exit.loopexit.unr-lcssa, %step.exit
  %3849 = add i64 %across_block839, 64
  %3850 = icmp ult i64 %3849, %row_end
  %indvars.iv.next1002 = add i64 %indvars.iv1001, -64
  br i1 %3850, label %across_block.body, label %across.done

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 2
  %3851 = icmp ult i64 %row_begin, %row_end
  br i1 %3851, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %anneal128.not = icmp eq i32 %anneal, 0
  %.not845 = icmp eq i64 %steps, 0
  %cond588 = icmp eq i32 %draw_noise, 0
  %.idx664 = mul nuw nsw i64 %n_features, 12
  %3852 = trunc i64 %key0 to i32
  %3853 = lshr i64 %key0, 32
  %3854 = add i64 %key0, 2654435769
  %3855 = add nuw nsw i64 %3853, 3144134277
  %3856 = add i64 %key0, 1013904242
  %3857 = add nuw nsw i64 %3853, 1993301258
  %3858 = add i64 %key0, 3668340011
  %3859 = add nuw nsw i64 %3853, 842468239
  %3860 = add i64 %key0, 2027808484
  %3861 = add nuw nsw i64 %3853, 3986602516
  %3862 = add i64 %key0, 387276957
  %3863 = add nuw nsw i64 %3853, 2835769497
  %3864 = add i64 %key0, 3041712726
  %3865 = add nuw nsw i64 %3853, 1684936478
  %3866 = add i64 %key0, 1401181199
  %3867 = add nuw nsw i64 %3853, 534103459
  %3868 = add nuw nsw i64 %3853, 3678237736
  %3869 = add i32 %3852, -1879881855
  %.idx663 = shl nuw nsw i64 %n_features, 3
  %3870 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 16
  %3871 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 32
  %3872 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 48
  %3873 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %3874 = shl nuw nsw i64 %n_features, 1
  %3875 = getelementptr inbounds nuw float, ptr %scratch, i64 %3874
  %whole_tiles_end = and i64 %n_features, 8188
  %.not847 = icmp eq i64 %whole_tiles_end, %n_features
  %3876 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 4
  %3877 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 8
  %3878 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 24
  %3879 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 40
  %3880 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 56
  %3881 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 12
  %3882 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 28
  %3883 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 44
  %3884 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 60
  %invariant.gep = getelementptr i8, ptr %scratch, i64 %.idx664
  br i1 %.not845, label %lockstep_block.body, label %lockstep_block.body.us.preheader

lockstep_block.body.us.preheader:                 ; preds = %lockstep_block.body.lr.ph
  %3885 = sub i64 %row_end, %row_begin
  %3886 = mul i64 %row_begin, %n_features
  %3887 = shl i64 %3886, 2
  %3888 = shl nuw nsw i64 %n_features, 4
  %3889 = shl i64 %row_begin, 2
  %3890 = add i64 %3889, 4
  %3891 = mul i64 %n_features, %3890
  %3892 = shl nuw nsw i64 %n_features, 2
  %3893 = mul i64 %row_begin, %n_features
  %3894 = shl i64 %3893, 2
  %3895 = shl nuw nsw i64 %n_features, 4
  %3896 = shl i64 %row_begin, 2
  %3897 = add i64 %3896, 4
  %3898 = mul i64 %n_features, %3897
  %3899 = shl nuw nsw i64 %n_features, 2
  %3900 = shl nuw nsw i64 %n_features, 4
  %3901 = mul i64 %row_begin, %n_features
  %3902 = shl i64 %3901, 2
  %3903 = shl nuw nsw i64 %n_features, 4
  %3904 = shl i64 %row_begin, 2
  %3905 = add i64 %3904, 4
  %3906 = mul i64 %n_features, %3905
  %3907 = shl nuw nsw i64 %n_features, 2
  %3908 = mul i64 %row_begin, %n_features
  %3909 = shl i64 %3908, 2
  %3910 = shl nuw nsw i64 %n_features, 4
  %3911 = shl i64 %row_begin, 2
  %3912 = add i64 %3911, 4
  %3913 = mul i64 %n_features, %3912
  %3914 = shl nuw nsw i64 %n_features, 2
  %scevgep1911 = getelementptr i8, ptr %scratch, i64 %.idx663
  %3915 = mul i64 %row_begin, %n_features
  %3916 = shl i64 %3915, 2
  %3917 = shl nuw nsw i64 %n_features, 4
  %3918 = shl i64 %row_begin, 2
  %3919 = add i64 %3918, 4
  %3920 = mul i64 %n_features, %3919
  %3921 = shl nuw nsw i64 %n_features, 2
  %scevgep1921 = getelementptr i8, ptr %scratch, i64 %slot_values
  %scevgep1976 = getelementptr i8, ptr %scratch, i64 %.idx663
  %3922 = mul i64 %row_begin, %n_features
  %3923 = shl i64 %3922, 2
  %3924 = shl nuw nsw i64 %n_features, 4
  %3925 = shl i64 %row_begin, 2
  %3926 = add i64 %3925, 4
  %3927 = mul i64 %n_features, %3926
  %3928 = shl nuw nsw i64 %n_features, 2
  %scevgep1986 = getelementptr i8, ptr %scratch, i64 %slot_values
  %3929 = add nsw i64 %whole_tiles_end, -1
  %3930 = lshr i64 %3929, 2
  %3931 = add nuw nsw i64 %3930, 1
  %n.mod.vf2080 = and i64 %n_features, 56
  %n.vec2081 = and i64 %n_features, 8128
  %broadcast.splatinsert2084 = insertelement <16 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2085 = shufflevector <16 x i64> %broadcast.splatinsert2084, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2086 = insertelement <16 x i64> poison, i64 %3854, i64 0
  %broadcast.splat2087 = shufflevector <16 x i64> %broadcast.splatinsert2086, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2092 = insertelement <16 x i64> poison, i64 %3856, i64 0
  %broadcast.splat2093 = shufflevector <16 x i64> %broadcast.splatinsert2092, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2094 = insertelement <16 x i64> poison, i64 %3857, i64 0
  %broadcast.splat2095 = shufflevector <16 x i64> %broadcast.splatinsert2094, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2098 = insertelement <16 x i64> poison, i64 %3858, i64 0
  %broadcast.splat2099 = shufflevector <16 x i64> %broadcast.splatinsert2098, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2100 = insertelement <16 x i64> poison, i64 %3859, i64 0
  %broadcast.splat2101 = shufflevector <16 x i64> %broadcast.splatinsert2100, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2102 = insertelement <16 x i64> poison, i64 %3860, i64 0
  %broadcast.splat2103 = shufflevector <16 x i64> %broadcast.splatinsert2102, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2104 = insertelement <16 x i64> poison, i64 %3861, i64 0
  %broadcast.splat2105 = shufflevector <16 x i64> %broadcast.splatinsert2104, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2106 = insertelement <16 x i64> poison, i64 %3862, i64 0
  %broadcast.splat2107 = shufflevector <16 x i64> %broadcast.splatinsert2106, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2108 = insertelement <16 x i64> poison, i64 %3863, i64 0
  %broadcast.splat2109 = shufflevector <16 x i64> %broadcast.splatinsert2108, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2110 = insertelement <16 x i64> poison, i64 %3864, i64 0
  %broadcast.splat2111 = shufflevector <16 x i64> %broadcast.splatinsert2110, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2112 = insertelement <16 x i64> poison, i64 %3865, i64 0
  %broadcast.splat2113 = shufflevector <16 x i64> %broadcast.splatinsert2112, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2114 = insertelement <16 x i64> poison, i64 %3866, i64 0
  %broadcast.splat2115 = shufflevector <16 x i64> %broadcast.splatinsert2114, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2116 = insertelement <16 x i64> poison, i64 %3867, i64 0
  %broadcast.splat2117 = shufflevector <16 x i64> %broadcast.splatinsert2116, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2118 = insertelement <16 x i64> poison, i64 %3868, i64 0
  %broadcast.splat2119 = shufflevector <16 x i64> %broadcast.splatinsert2118, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2120 = insertelement <16 x i32> poison, i32 %3869, i64 0
  %broadcast.splat2121 = shufflevector <16 x i32> %broadcast.splatinsert2120, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n2131 = icmp eq i64 %n_features, %n.vec2081
  %min.epilog.iters.check2135 = icmp eq i64 %n.mod.vf2080, 0
  %n.vec2138 = and i64 %n_features, 8184
  %broadcast.splatinsert2141 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2142 = shufflevector <8 x i64> %broadcast.splatinsert2141, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2149 = insertelement <8 x i64> poison, i64 %3856, i64 0
  %broadcast.splat2150 = shufflevector <8 x i64> %broadcast.splatinsert2149, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2155 = insertelement <8 x i64> poison, i64 %3858, i64 0
  %broadcast.splat2156 = shufflevector <8 x i64> %broadcast.splatinsert2155, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2157 = insertelement <8 x i64> poison, i64 %3859, i64 0
  %broadcast.splat2158 = shufflevector <8 x i64> %broadcast.splatinsert2157, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2159 = insertelement <8 x i64> poison, i64 %3860, i64 0
  %broadcast.splat2160 = shufflevector <8 x i64> %broadcast.splatinsert2159, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2161 = insertelement <8 x i64> poison, i64 %3861, i64 0
  %broadcast.splat2162 = shufflevector <8 x i64> %broadcast.splatinsert2161, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2163 = insertelement <8 x i64> poison, i64 %3862, i64 0
  %broadcast.splat2164 = shufflevector <8 x i64> %broadcast.splatinsert2163, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2165 = insertelement <8 x i64> poison, i64 %3863, i64 0
  %broadcast.splat2166 = shufflevector <8 x i64> %broadcast.splatinsert2165, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2167 = insertelement <8 x i64> poison, i64 %3864, i64 0
  %broadcast.splat2168 = shufflevector <8 x i64> %broadcast.splatinsert2167, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2169 = insertelement <8 x i64> poison, i64 %3865, i64 0
  %broadcast.splat2170 = shufflevector <8 x i64> %broadcast.splatinsert2169, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2171 = insertelement <8 x i64> poison, i64 %3866, i64 0
  %broadcast.splat2172 = shufflevector <8 x i64> %broadcast.splatinsert2171, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2173 = insertelement <8 x i64> poison, i64 %3867, i64 0
  %broadcast.splat2174 = shufflevector <8 x i64> %broadcast.splatinsert2173, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2175 = insertelement <8 x i64> poison, i64 %3868, i64 0
  %broadcast.splat2176 = shufflevector <8 x i64> %broadcast.splatinsert2175, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2177 = insertelement <8 x i32> poison, i32 %3869, i64 0
  %broadcast.splat2178 = shufflevector <8 x i32> %broadcast.splatinsert2177, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2179 = insertelement <8 x i64> poison, i64 %n.vec2081, i64 0
  %broadcast.splat2180 = shufflevector <8 x i64> %broadcast.splatinsert2179, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction2181 = or disjoint <8 x i64> %broadcast.splat2180, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n2188 = icmp eq i64 %n_features, %n.vec2138
  %n.mod.vf2046 = and i64 %n_features, 56
  %n.vec2047 = and i64 %n_features, 8128
  %cmp.n2060 = icmp eq i64 %n_features, %n.vec2047
  %min.epilog.iters.check2064 = icmp eq i64 %n.mod.vf2046, 0
  %n.vec2067 = and i64 %n_features, 8184
  %cmp.n2074 = icmp eq i64 %n_features, %n.vec2067
  %n.mod.vf2016 = and i64 %n_features, 12
  %n.vec2017 = and i64 %n_features, 8176
  %cmp.n2025 = icmp eq i64 %n_features, %n.vec2017
  %min.epilog.iters.check2029 = icmp eq i64 %n.mod.vf2016, 0
  %n.vec2032 = and i64 %n_features, 8188
  %cmp.n2040 = icmp eq i64 %n_features, %n.vec2032
  %xtraiter2575 = and i64 %n_features, 1
  %lcmp.mod2576.not = icmp eq i64 %xtraiter2575, 0
  %n.mod.vf1951 = and i64 %n_features, 12
  %n.vec1952 = and i64 %n_features, 8176
  %cmp.n1959 = icmp eq i64 %n_features, %n.vec1952
  %min.epilog.iters.check1963 = icmp eq i64 %n.mod.vf1951, 0
  %n.vec1966 = and i64 %n_features, 8188
  %cmp.n1973 = icmp eq i64 %n_features, %n.vec1966
  %xtraiter2578 = and i64 %n_features, 1
  %lcmp.mod2579.not = icmp eq i64 %xtraiter2578, 0
  %n.mod.vf1859 = and i64 %n_features, 56
  %n.vec1860 = and i64 %n_features, 8128
  %broadcast.splatinsert1865 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1866 = shufflevector <16 x float> %broadcast.splatinsert1865, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1885 = icmp eq i64 %n_features, %n.vec1860
  %min.epilog.iters.check1889 = icmp eq i64 %n.mod.vf1859, 0
  %n.vec1892 = and i64 %n_features, 8184
  %broadcast.splatinsert1897 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1898 = shufflevector <8 x float> %broadcast.splatinsert1897, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1908 = icmp eq i64 %n_features, %n.vec1892
  %xtraiter2581 = and i64 %n_features, 1
  %lcmp.mod2582.not = icmp eq i64 %xtraiter2581, 0
  %xtraiter2584 = and i64 %3931, 1
  %3932 = icmp eq i64 %3930, 0
  %unroll_iter2589 = and i64 %3931, 9223372036854775806
  %lcmp.mod2586.not = icmp eq i64 %xtraiter2584, 0
  %lcmp.mod2588 = icmp ne i64 %xtraiter2584, 0
  %n.mod.vf1800 = and i64 %n_features, 56
  %n.vec1801 = and i64 %n_features, 8128
  %broadcast.splatinsert1804 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1805 = shufflevector <16 x float> %broadcast.splatinsert1804, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1818 = icmp eq i64 %n_features, %n.vec1801
  %min.epilog.iters.check1822 = icmp eq i64 %n.mod.vf1800, 0
  %n.vec1825 = and i64 %n_features, 8184
  %broadcast.splatinsert1828 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1829 = shufflevector <8 x float> %broadcast.splatinsert1828, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1836 = icmp eq i64 %n_features, %n.vec1825
  %xtraiter2591 = and i64 %n_features, 3
  %lcmp.mod2592.not = icmp eq i64 %xtraiter2591, 0
  %xtraiter2594 = and i64 %3931, 1
  %3933 = icmp eq i64 %3930, 0
  %unroll_iter2599 = and i64 %3931, 9223372036854775806
  %lcmp.mod2596.not = icmp eq i64 %xtraiter2594, 0
  %lcmp.mod2598 = icmp ne i64 %xtraiter2594, 0
  %n.mod.vf1733 = and i64 %n_features, 12
  %n.vec1734 = and i64 %n_features, 8176
  %broadcast.splatinsert1737 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1738 = shufflevector <16 x float> %broadcast.splatinsert1737, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1752 = icmp eq i64 %n_features, %n.vec1734
  %min.epilog.iters.check1756 = icmp eq i64 %n.mod.vf1733, 0
  %n.vec1759 = and i64 %n_features, 8188
  %broadcast.splatinsert1762 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1763 = shufflevector <4 x float> %broadcast.splatinsert1762, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1777 = icmp eq i64 %n_features, %n.vec1759
  %xtraiter2601 = and i64 %n_features, 1
  %lcmp.mod2602.not = icmp eq i64 %xtraiter2601, 0
  %n.mod.vf1687 = and i64 %n_features, 56
  %n.vec1688 = and i64 %n_features, 8128
  %cmp.n1697 = icmp eq i64 %n_features, %n.vec1688
  %min.epilog.iters.check1701 = icmp eq i64 %n.mod.vf1687, 0
  %n.vec1704 = and i64 %n_features, 8184
  %cmp.n1710 = icmp eq i64 %n_features, %n.vec1704
  %n.mod.vf1647 = and i64 %n_features, 12
  %n.vec1648 = and i64 %n_features, 8176
  %broadcast.splatinsert1651 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1652 = shufflevector <16 x float> %broadcast.splatinsert1651, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1661 = icmp eq i64 %n_features, %n.vec1648
  %min.epilog.iters.check1665 = icmp eq i64 %n.mod.vf1647, 0
  %n.vec1668 = and i64 %n_features, 8188
  %broadcast.splatinsert1671 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1672 = shufflevector <4 x float> %broadcast.splatinsert1671, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1681 = icmp eq i64 %n_features, %n.vec1668
  %xtraiter2604 = and i64 %n_features, 1
  %lcmp.mod2605.not = icmp eq i64 %xtraiter2604, 0
  %n.mod.vf1604 = and i64 %n_features, 56
  %n.vec1605 = and i64 %n_features, 8128
  %cmp.n1614 = icmp eq i64 %n_features, %n.vec1605
  %min.epilog.iters.check1618 = icmp eq i64 %n.mod.vf1604, 0
  %n.vec1621 = and i64 %n_features, 8184
  %cmp.n1627 = icmp eq i64 %n_features, %n.vec1621
  br label %lockstep_block.body.us

lockstep_block.body.us:                           ; preds = %lockstep_block.body.us.preheader, %step.header129.step.exit131_crit_edge.us
  %indvar1630 = phi i64 [ 0, %lockstep_block.body.us.preheader ], [ %indvar.next1631, %step.header129.step.exit131_crit_edge.us ]
  %indvars.iv954 = phi i64 [ %3885, %lockstep_block.body.us.preheader ], [ %indvars.iv.next955, %step.header129.step.exit131_crit_edge.us ]
  %lockstep_block801.us = phi i64 [ %row_begin, %lockstep_block.body.us.preheader ], [ %6204, %step.header129.step.exit131_crit_edge.us ]
  %umax1977 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umin1978 = tail call i64 @llvm.umin.i64(i64 %umax1977, i64 4)
  %3934 = shl nuw nsw i64 %umin1978, 4
  %3935 = add nsw i64 %3934, -4
  %3936 = mul nsw i64 %n_features, %3935
  %scevgep1979 = getelementptr i8, ptr %scratch, i64 %3936
  %3937 = mul i64 %3924, %indvar1630
  %3938 = add i64 %3923, %3937
  %scevgep1980 = getelementptr i8, ptr %state, i64 %3938
  %3939 = add i64 %3927, %3937
  %scevgep1981 = getelementptr i8, ptr %state, i64 %3939
  %3940 = add nsw i64 %umin1978, -1
  %3941 = mul nsw i64 %3928, %3940
  %scevgep1982 = getelementptr i8, ptr %scevgep1981, i64 %3941
  %scevgep1983 = getelementptr i8, ptr %input_0, i64 %3938
  %scevgep1984 = getelementptr i8, ptr %input_0, i64 %3939
  %scevgep1985 = getelementptr i8, ptr %scevgep1984, i64 %3941
  %3942 = add nsw i64 %3934, -8
  %3943 = mul nsw i64 %n_features, %3942
  %scevgep1987 = getelementptr i8, ptr %scratch, i64 %3943
  %3944 = add nsw i64 %3934, -12
  %3945 = mul nsw i64 %n_features, %3944
  %scevgep1988 = getelementptr i8, ptr %scratch, i64 %3945
  %umax1912 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umin1913 = tail call i64 @llvm.umin.i64(i64 %umax1912, i64 4)
  %3946 = shl nuw nsw i64 %umin1913, 4
  %3947 = add nsw i64 %3946, -4
  %3948 = mul nsw i64 %n_features, %3947
  %scevgep1914 = getelementptr i8, ptr %scratch, i64 %3948
  %3949 = mul i64 %3917, %indvar1630
  %3950 = add i64 %3916, %3949
  %scevgep1915 = getelementptr i8, ptr %state, i64 %3950
  %3951 = add i64 %3920, %3949
  %scevgep1916 = getelementptr i8, ptr %state, i64 %3951
  %3952 = add nsw i64 %umin1913, -1
  %3953 = mul nsw i64 %3921, %3952
  %scevgep1917 = getelementptr i8, ptr %scevgep1916, i64 %3953
  %scevgep1918 = getelementptr i8, ptr %input_0, i64 %3950
  %scevgep1919 = getelementptr i8, ptr %input_0, i64 %3951
  %scevgep1920 = getelementptr i8, ptr %scevgep1919, i64 %3953
  %3954 = add nsw i64 %3946, -8
  %3955 = mul nsw i64 %n_features, %3954
  %scevgep1922 = getelementptr i8, ptr %scratch, i64 %3955
  %3956 = add nsw i64 %3946, -12
  %3957 = mul nsw i64 %n_features, %3956
  %scevgep1923 = getelementptr i8, ptr %scratch, i64 %3957
  %umax1839 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umin1840 = tail call i64 @llvm.umin.i64(i64 %umax1839, i64 4)
  %3958 = shl nuw nsw i64 %umin1840, 4
  %3959 = add nsw i64 %3958, -12
  %3960 = mul nsw i64 %n_features, %3959
  %scevgep1841 = getelementptr i8, ptr %scratch, i64 %3960
  %3961 = mul i64 %3910, %indvar1630
  %3962 = add i64 %3909, %3961
  %scevgep1842 = getelementptr i8, ptr %state, i64 %3962
  %3963 = add i64 %3913, %3961
  %scevgep1843 = getelementptr i8, ptr %state, i64 %3963
  %3964 = add nsw i64 %umin1840, -1
  %3965 = mul nsw i64 %3914, %3964
  %scevgep1844 = getelementptr i8, ptr %scevgep1843, i64 %3965
  %scevgep1845 = getelementptr i8, ptr %input_0, i64 %3962
  %scevgep1846 = getelementptr i8, ptr %input_0, i64 %3963
  %scevgep1847 = getelementptr i8, ptr %scevgep1846, i64 %3965
  %umax1780 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umin1781 = tail call i64 @llvm.umin.i64(i64 %umax1780, i64 4)
  %3966 = shl nuw nsw i64 %umin1781, 4
  %3967 = add nsw i64 %3966, -12
  %3968 = mul nsw i64 %n_features, %3967
  %scevgep1782 = getelementptr i8, ptr %scratch, i64 %3968
  %3969 = mul i64 %3903, %indvar1630
  %3970 = add i64 %3902, %3969
  %scevgep1783 = getelementptr i8, ptr %state, i64 %3970
  %3971 = add i64 %3906, %3969
  %scevgep1784 = getelementptr i8, ptr %state, i64 %3971
  %3972 = add nsw i64 %umin1781, -1
  %3973 = mul nsw i64 %3907, %3972
  %scevgep1785 = getelementptr i8, ptr %scevgep1784, i64 %3973
  %scevgep1786 = getelementptr i8, ptr %input_0, i64 %3970
  %scevgep1787 = getelementptr i8, ptr %input_0, i64 %3971
  %scevgep1788 = getelementptr i8, ptr %scevgep1787, i64 %3973
  %3974 = mul i64 %3895, %indvar1630
  %3975 = add i64 %3894, %3974
  %scevgep1713 = getelementptr i8, ptr %state, i64 %3975
  %3976 = add i64 %3898, %3974
  %scevgep1714 = getelementptr i8, ptr %state, i64 %3976
  %umax1715 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umin1716 = tail call i64 @llvm.umin.i64(i64 %umax1715, i64 4)
  %3977 = add nsw i64 %umin1716, -1
  %3978 = mul nsw i64 %3899, %3977
  %scevgep1717 = getelementptr i8, ptr %scevgep1714, i64 %3978
  %scevgep1718 = getelementptr i8, ptr %input_0, i64 %3975
  %scevgep1719 = getelementptr i8, ptr %input_0, i64 %3976
  %scevgep1720 = getelementptr i8, ptr %scevgep1719, i64 %3978
  %3979 = mul nuw nsw i64 %3900, %umin1716
  %scevgep1721 = getelementptr i8, ptr %scratch, i64 %3979
  %3980 = mul i64 %3888, %indvar1630
  %3981 = add i64 %3887, %3980
  %scevgep1632 = getelementptr i8, ptr %state, i64 %3981
  %3982 = add i64 %3891, %3980
  %scevgep1633 = getelementptr i8, ptr %state, i64 %3982
  %umax1634 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umin1635 = tail call i64 @llvm.umin.i64(i64 %umax1634, i64 4)
  %3983 = add nsw i64 %umin1635, -1
  %3984 = mul nsw i64 %3892, %3983
  %scevgep1636 = getelementptr i8, ptr %scevgep1633, i64 %3984
  %scevgep1637 = getelementptr i8, ptr %input_0, i64 %3981
  %scevgep1638 = getelementptr i8, ptr %input_0, i64 %3982
  %scevgep1639 = getelementptr i8, ptr %scevgep1638, i64 %3984
  %3985 = tail call i64 @llvm.umax.i64(i64 %indvars.iv954, i64 1)
  %umax983 = tail call i64 @llvm.umin.i64(i64 %3985, i64 4)
  %rows_left126.us = sub nuw i64 %row_end, %lockstep_block801.us
  %3986 = tail call i64 @llvm.umin.i64(i64 %rows_left126.us, i64 4)
  %last_slot.us = add nsw i64 %3986, -1
  %3987 = icmp ugt i64 %rows_left126.us, 1
  %3988 = select i1 %3987, i64 1, i64 %last_slot.us
  %3989 = mul nsw i64 %3988, %slot_values
  %3990 = getelementptr inbounds float, ptr %scratch, i64 %3989
  %3991 = icmp ugt i64 %rows_left126.us, 2
  %3992 = select i1 %3991, i64 2, i64 %last_slot.us
  %3993 = mul nsw i64 %3992, %slot_values
  %3994 = getelementptr inbounds float, ptr %scratch, i64 %3993
  %3995 = icmp ugt i64 %rows_left126.us, 3
  %3996 = select i1 %3995, i64 3, i64 %last_slot.us
  %3997 = mul nsw i64 %3996, %slot_values
  %3998 = getelementptr inbounds float, ptr %scratch, i64 %3997
  %3999 = getelementptr inbounds nuw float, ptr %3990, i64 %n_features
  %4000 = getelementptr inbounds nuw float, ptr %3994, i64 %n_features
  %4001 = getelementptr inbounds nuw float, ptr %3998, i64 %n_features
  %4002 = getelementptr inbounds nuw float, ptr %3990, i64 %3874
  %4003 = getelementptr inbounds nuw float, ptr %3994, i64 %3874
  %4004 = getelementptr inbounds nuw float, ptr %3998, i64 %3874
  %bound01989 = icmp ult ptr %scevgep1976, %scevgep1982
  %bound11990 = icmp ult ptr %scevgep1980, %scevgep1979
  %found.conflict1991 = and i1 %bound01989, %bound11990
  %bound01992 = icmp ult ptr %scevgep1976, %scevgep1985
  %bound11993 = icmp ult ptr %scevgep1983, %scevgep1979
  %found.conflict1994 = and i1 %bound01992, %bound11993
  %conflict.rdx1995 = or i1 %found.conflict1991, %found.conflict1994
  %bound01996 = icmp ult ptr %scevgep1986, %scevgep1982
  %bound11997 = icmp ult ptr %scevgep1980, %scevgep1987
  %found.conflict1998 = and i1 %bound01996, %bound11997
  %conflict.rdx1999 = or i1 %conflict.rdx1995, %found.conflict1998
  %bound02000 = icmp ult ptr %scevgep1986, %scevgep1985
  %bound12001 = icmp ult ptr %scevgep1983, %scevgep1987
  %found.conflict2002 = and i1 %bound02000, %bound12001
  %conflict.rdx2003 = or i1 %conflict.rdx1999, %found.conflict2002
  %bound02004 = icmp ult ptr %scratch, %scevgep1982
  %bound12005 = icmp ult ptr %scevgep1980, %scevgep1988
  %found.conflict2006 = and i1 %bound02004, %bound12005
  %conflict.rdx2007 = or i1 %conflict.rdx2003, %found.conflict2006
  %bound02008 = icmp ult ptr %scratch, %scevgep1985
  %bound12009 = icmp ult ptr %scevgep1983, %scevgep1988
  %found.conflict2010 = and i1 %bound02008, %bound12009
  %conflict.rdx2011 = or i1 %conflict.rdx2007, %found.conflict2010
  %bound01924 = icmp ult ptr %scevgep1911, %scevgep1917
  %bound11925 = icmp ult ptr %scevgep1915, %scevgep1914
  %found.conflict1926 = and i1 %bound01924, %bound11925
  %bound01927 = icmp ult ptr %scevgep1911, %scevgep1920
  %bound11928 = icmp ult ptr %scevgep1918, %scevgep1914
  %found.conflict1929 = and i1 %bound01927, %bound11928
  %conflict.rdx1930 = or i1 %found.conflict1926, %found.conflict1929
  %bound01931 = icmp ult ptr %scevgep1921, %scevgep1917
  %bound11932 = icmp ult ptr %scevgep1915, %scevgep1922
  %found.conflict1933 = and i1 %bound01931, %bound11932
  %conflict.rdx1934 = or i1 %conflict.rdx1930, %found.conflict1933
  %bound01935 = icmp ult ptr %scevgep1921, %scevgep1920
  %bound11936 = icmp ult ptr %scevgep1918, %scevgep1922
  %found.conflict1937 = and i1 %bound01935, %bound11936
  %conflict.rdx1938 = or i1 %conflict.rdx1934, %found.conflict1937
  %bound01939 = icmp ult ptr %scratch, %scevgep1917
  %bound11940 = icmp ult ptr %scevgep1915, %scevgep1923
  %found.conflict1941 = and i1 %bound01939, %bound11940
  %conflict.rdx1942 = or i1 %conflict.rdx1938, %found.conflict1941
  %bound01943 = icmp ult ptr %scratch, %scevgep1920
  %bound11944 = icmp ult ptr %scevgep1918, %scevgep1923
  %found.conflict1945 = and i1 %bound01943, %bound11944
  %conflict.rdx1946 = or i1 %conflict.rdx1942, %found.conflict1945
  %bound01848 = icmp ult ptr %scratch, %scevgep1844
  %bound11849 = icmp ult ptr %scevgep1842, %scevgep1841
  %found.conflict1850 = and i1 %bound01848, %bound11849
  %bound01851 = icmp ult ptr %scratch, %scevgep1847
  %bound11852 = icmp ult ptr %scevgep1845, %scevgep1841
  %found.conflict1853 = and i1 %bound01851, %bound11852
  %conflict.rdx1854 = or i1 %found.conflict1850, %found.conflict1853
  %bound01789 = icmp ult ptr %scratch, %scevgep1785
  %bound11790 = icmp ult ptr %scevgep1783, %scevgep1782
  %found.conflict1791 = and i1 %bound01789, %bound11790
  %bound01792 = icmp ult ptr %scratch, %scevgep1788
  %bound11793 = icmp ult ptr %scevgep1786, %scevgep1782
  %found.conflict1794 = and i1 %bound01792, %bound11793
  %conflict.rdx1795 = or i1 %found.conflict1791, %found.conflict1794
  %bound01722 = icmp ult ptr %scevgep1713, %scevgep1720
  %bound11723 = icmp ult ptr %scevgep1718, %scevgep1717
  %found.conflict1724 = and i1 %bound01722, %bound11723
  %bound01725 = icmp ult ptr %scevgep1713, %scevgep1721
  %bound11726 = icmp ult ptr %invariant.gep, %scevgep1717
  %found.conflict1727 = and i1 %bound01725, %bound11726
  %conflict.rdx1728 = or i1 %found.conflict1724, %found.conflict1727
  %bound01640 = icmp ult ptr %scevgep1632, %scevgep1639
  %bound11641 = icmp ult ptr %scevgep1637, %scevgep1636
  %found.conflict1642 = and i1 %bound01640, %bound11641
  br label %step.body130.us

step.body130.us:                                  ; preds = %lockstep_block.body.us, %noise.done402.us
  %step132800.us = phi i64 [ 0, %lockstep_block.body.us ], [ %5510, %noise.done402.us ]
  %temperature127.0799.us = phi float [ %temperature, %lockstep_block.body.us ], [ %t_next435.us, %noise.done402.us ]
  %4005 = fmul float %two_eta, %temperature127.0799.us
  %4006 = fcmp ogt float %4005, 0.000000e+00
  %4007 = tail call float @llvm.sqrt.f32(float %4005)
  %4008 = select i1 %4006, float %4007, float 0.000000e+00
  %noise_scale133.us = select i1 %anneal128.not, float %noise_scale, float %4008
  br i1 %cond588, label %iter.check1948, label %lockstep_row.body.lr.ph.us

lockstep_sums_tail.body.us:                       ; preds = %lockstep_sums_tail.header.preheader.us, %lockstep_sums_tail.body.us
  %lockstep_sums_tail758.us = phi i64 [ %4048, %lockstep_sums_tail.body.us ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums.1757.us = phi <4 x float> [ %4021, %lockstep_sums_tail.body.us ], [ %4057, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums166.1756.us = phi <4 x float> [ %4034, %lockstep_sums_tail.body.us ], [ %4065, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums167.1755.us = phi <4 x float> [ %4047, %lockstep_sums_tail.body.us ], [ %4073, %lockstep_sums_tail.header.preheader.us ]
  %4009 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail758.us
  %4010 = load float, ptr %4009, align 4
  %4011 = insertelement <4 x float> poison, float %4010, i64 0
  %4012 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums_tail758.us
  %4013 = load float, ptr %4012, align 4
  %4014 = insertelement <4 x float> %4011, float %4013, i64 1
  %4015 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums_tail758.us
  %4016 = load float, ptr %4015, align 4
  %4017 = insertelement <4 x float> %4014, float %4016, i64 2
  %4018 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums_tail758.us
  %4019 = load float, ptr %4018, align 4
  %4020 = insertelement <4 x float> %4017, float %4019, i64 3
  %4021 = fadd <4 x float> %lockstep_sums.1757.us, %4020
  %4022 = getelementptr inbounds nuw float, ptr %3873, i64 %lockstep_sums_tail758.us
  %4023 = load float, ptr %4022, align 4
  %4024 = insertelement <4 x float> poison, float %4023, i64 0
  %4025 = getelementptr inbounds nuw float, ptr %3999, i64 %lockstep_sums_tail758.us
  %4026 = load float, ptr %4025, align 4
  %4027 = insertelement <4 x float> %4024, float %4026, i64 1
  %4028 = getelementptr inbounds nuw float, ptr %4000, i64 %lockstep_sums_tail758.us
  %4029 = load float, ptr %4028, align 4
  %4030 = insertelement <4 x float> %4027, float %4029, i64 2
  %4031 = getelementptr inbounds nuw float, ptr %4001, i64 %lockstep_sums_tail758.us
  %4032 = load float, ptr %4031, align 4
  %4033 = insertelement <4 x float> %4030, float %4032, i64 3
  %4034 = fadd <4 x float> %lockstep_sums166.1756.us, %4033
  %4035 = getelementptr inbounds nuw float, ptr %3875, i64 %lockstep_sums_tail758.us
  %4036 = load float, ptr %4035, align 4
  %4037 = insertelement <4 x float> poison, float %4036, i64 0
  %4038 = getelementptr inbounds nuw float, ptr %4002, i64 %lockstep_sums_tail758.us
  %4039 = load float, ptr %4038, align 4
  %4040 = insertelement <4 x float> %4037, float %4039, i64 1
  %4041 = getelementptr inbounds nuw float, ptr %4003, i64 %lockstep_sums_tail758.us
  %4042 = load float, ptr %4041, align 4
  %4043 = insertelement <4 x float> %4040, float %4042, i64 2
  %4044 = getelementptr inbounds nuw float, ptr %4004, i64 %lockstep_sums_tail758.us
  %4045 = load float, ptr %4044, align 4
  %4046 = insertelement <4 x float> %4043, float %4045, i64 3
  %4047 = fadd <4 x float> %lockstep_sums167.1755.us, %4046
  %4048 = add nuw nsw i64 %lockstep_sums_tail758.us, 1
  %4049 = icmp ult i64 %4048, %n_features
  br i1 %4049, label %lockstep_sums_tail.body.us, label %noise.done151.us, !llvm.loop !73

lockstep_sums.body.us:                            ; preds = %feature.exit.us, %lockstep_sums.body.us
  %lockstep_sums168752.us = phi i64 [ %4074, %lockstep_sums.body.us ], [ 0, %feature.exit.us ]
  %lockstep_sums.0751.us = phi <4 x float> [ %4057, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums166.0750.us = phi <4 x float> [ %4065, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums167.0749.us = phi <4 x float> [ %4073, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %4050 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums168752.us
  %block.us = load <4 x float>, ptr %4050, align 4
  %4051 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums168752.us
  %block169.us = load <4 x float>, ptr %4051, align 4
  %4052 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums168752.us
  %block170.us = load <4 x float>, ptr %4052, align 4
  %4053 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums168752.us
  %block171.us = load <4 x float>, ptr %4053, align 4
  %transpose.us = shufflevector <4 x float> %block.us, <4 x float> %block170.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose172.us = shufflevector <4 x float> %block.us, <4 x float> %block170.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose173.us = shufflevector <4 x float> %block169.us, <4 x float> %block171.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose174.us = shufflevector <4 x float> %block169.us, <4 x float> %block171.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose175.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose173.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose176.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose173.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose177.us = shufflevector <4 x float> %transpose172.us, <4 x float> %transpose174.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose178.us = shufflevector <4 x float> %transpose172.us, <4 x float> %transpose174.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4054 = fadd <4 x float> %lockstep_sums.0751.us, %transpose175.us
  %4055 = fadd <4 x float> %transpose176.us, %4054
  %4056 = fadd <4 x float> %transpose177.us, %4055
  %4057 = fadd <4 x float> %transpose178.us, %4056
  %4058 = getelementptr inbounds nuw float, ptr %3873, i64 %lockstep_sums168752.us
  %block182.us = load <4 x float>, ptr %4058, align 4
  %4059 = getelementptr inbounds nuw float, ptr %3999, i64 %lockstep_sums168752.us
  %block183.us = load <4 x float>, ptr %4059, align 4
  %4060 = getelementptr inbounds nuw float, ptr %4000, i64 %lockstep_sums168752.us
  %block184.us = load <4 x float>, ptr %4060, align 4
  %4061 = getelementptr inbounds nuw float, ptr %4001, i64 %lockstep_sums168752.us
  %block185.us = load <4 x float>, ptr %4061, align 4
  %transpose186.us = shufflevector <4 x float> %block182.us, <4 x float> %block184.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose187.us = shufflevector <4 x float> %block182.us, <4 x float> %block184.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose188.us = shufflevector <4 x float> %block183.us, <4 x float> %block185.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose189.us = shufflevector <4 x float> %block183.us, <4 x float> %block185.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose190.us = shufflevector <4 x float> %transpose186.us, <4 x float> %transpose188.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose191.us = shufflevector <4 x float> %transpose186.us, <4 x float> %transpose188.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose192.us = shufflevector <4 x float> %transpose187.us, <4 x float> %transpose189.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose193.us = shufflevector <4 x float> %transpose187.us, <4 x float> %transpose189.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4062 = fadd <4 x float> %lockstep_sums166.0750.us, %transpose190.us
  %4063 = fadd <4 x float> %transpose191.us, %4062
  %4064 = fadd <4 x float> %transpose192.us, %4063
  %4065 = fadd <4 x float> %transpose193.us, %4064
  %4066 = getelementptr inbounds nuw float, ptr %3875, i64 %lockstep_sums168752.us
  %block198.us = load <4 x float>, ptr %4066, align 4
  %4067 = getelementptr inbounds nuw float, ptr %4002, i64 %lockstep_sums168752.us
  %block199.us = load <4 x float>, ptr %4067, align 4
  %4068 = getelementptr inbounds nuw float, ptr %4003, i64 %lockstep_sums168752.us
  %block200.us = load <4 x float>, ptr %4068, align 4
  %4069 = getelementptr inbounds nuw float, ptr %4004, i64 %lockstep_sums168752.us
  %block201.us = load <4 x float>, ptr %4069, align 4
  %transpose202.us = shufflevector <4 x float> %block198.us, <4 x float> %block200.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose203.us = shufflevector <4 x float> %block198.us, <4 x float> %block200.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose204.us = shufflevector <4 x float> %block199.us, <4 x float> %block201.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose205.us = shufflevector <4 x float> %block199.us, <4 x float> %block201.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose206.us = shufflevector <4 x float> %transpose202.us, <4 x float> %transpose204.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose207.us = shufflevector <4 x float> %transpose202.us, <4 x float> %transpose204.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose208.us = shufflevector <4 x float> %transpose203.us, <4 x float> %transpose205.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose209.us = shufflevector <4 x float> %transpose203.us, <4 x float> %transpose205.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4070 = fadd <4 x float> %lockstep_sums167.0749.us, %transpose206.us
  %4071 = fadd <4 x float> %transpose207.us, %4070
  %4072 = fadd <4 x float> %transpose208.us, %4071
  %4073 = fadd <4 x float> %transpose209.us, %4072
  %4074 = add nuw nsw i64 %lockstep_sums168752.us, 4
  %4075 = icmp samesign ult i64 %4074, %whole_tiles_end
  br i1 %4075, label %lockstep_sums.body.us, label %lockstep_sums_tail.header.preheader.us, !llvm.loop !74

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block2039, %middle.block2024
  %4076 = add nuw nsw i64 %lockstep_row155748.us, 1
  %exitcond962.not = icmp eq i64 %4076, %umax983
  br i1 %exitcond962.not, label %lockstep_sums.body.us, label %iter.check2013

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature747.us = phi i64 [ %4104, %feature.body.us ], [ %feature747.us.unr, %feature.body.us.prol.loopexit ]
  %4077 = getelementptr inbounds nuw float, ptr %5739, i64 %feature747.us
  %4078 = load float, ptr %4077, align 4
  %4079 = fmul float %4078, %4078
  %4080 = getelementptr inbounds nuw float, ptr %5740, i64 %feature747.us
  %4081 = load float, ptr %4080, align 4
  %4082 = fneg float %4081
  %4083 = fmul float %4078, %4082
  %4084 = getelementptr inbounds nuw float, ptr %5741, i64 %feature747.us
  %4085 = load float, ptr %4084, align 4
  %4086 = fmul float %4078, %4085
  %4087 = getelementptr inbounds nuw float, ptr %5738, i64 %feature747.us
  store float %4079, ptr %4087, align 4
  %4088 = getelementptr inbounds nuw float, ptr %5742, i64 %feature747.us
  store float %4083, ptr %4088, align 4
  %4089 = getelementptr inbounds nuw float, ptr %5743, i64 %feature747.us
  store float %4086, ptr %4089, align 4
  %4090 = add nuw nsw i64 %feature747.us, 1
  %4091 = getelementptr inbounds nuw float, ptr %5739, i64 %4090
  %4092 = load float, ptr %4091, align 4
  %4093 = fmul float %4092, %4092
  %4094 = getelementptr inbounds nuw float, ptr %5740, i64 %4090
  %4095 = load float, ptr %4094, align 4
  %4096 = fneg float %4095
  %4097 = fmul float %4092, %4096
  %4098 = getelementptr inbounds nuw float, ptr %5741, i64 %4090
  %4099 = load float, ptr %4098, align 4
  %4100 = fmul float %4092, %4099
  %4101 = getelementptr inbounds nuw float, ptr %5738, i64 %4090
  store float %4093, ptr %4101, align 4
  %4102 = getelementptr inbounds nuw float, ptr %5742, i64 %4090
  store float %4097, ptr %4102, align 4
  %4103 = getelementptr inbounds nuw float, ptr %5743, i64 %4090
  store float %4100, ptr %4103, align 4
  %4104 = add nuw nsw i64 %feature747.us, 2
  %exitcond959.not.1 = icmp eq i64 %4104, %n_features
  br i1 %exitcond959.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !75

iter.check2077:                                   ; preds = %noise.exit144.us, %lockstep_row.body.lr.ph.us
  %lockstep_row746.us = phi i64 [ 0, %lockstep_row.body.lr.ph.us ], [ %4522, %noise.exit144.us ]
  %row136.us = add i64 %lockstep_row746.us, %lockstep_block801.us
  %4105 = mul i64 %lockstep_row746.us, %slot_values
  %4106 = getelementptr inbounds float, ptr %scratch, i64 %4105
  %row_offset137.us = mul i64 %row136.us, %n_features
  %4107 = getelementptr inbounds nuw i8, ptr %4106, i64 %.idx664
  %broadcast.splatinsert2082 = insertelement <16 x i64> poison, i64 %row_offset137.us, i64 0
  %broadcast.splat2083 = shufflevector <16 x i64> %broadcast.splatinsert2082, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2870 = add <16 x i64> splat (i64 16), %broadcast.splat2083
  %invariant.op2871 = add <16 x i64> splat (i64 32), %broadcast.splat2083
  %invariant.op2873 = add <16 x i64> splat (i64 48), %broadcast.splat2083
  br label %vector.body2122

vector.body2122:                                  ; preds = %vector.body2122, %iter.check2077
  %index2123 = phi i64 [ 0, %iter.check2077 ], [ %index.next2128, %vector.body2122 ]
  %vec.ind2124 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %iter.check2077 ], [ %vec.ind.next2129, %vector.body2122 ]
  %4108 = add <16 x i64> %vec.ind2124, %broadcast.splat2083
  %.reass = add <16 x i64> %vec.ind2124, %invariant.op2870
  %.reass2872 = add <16 x i64> %vec.ind2124, %invariant.op2871
  %.reass2874 = add <16 x i64> %vec.ind2124, %invariant.op2873
  %4109 = and <16 x i64> %4108, splat (i64 4294967295)
  %4110 = and <16 x i64> %.reass, splat (i64 4294967295)
  %4111 = and <16 x i64> %.reass2872, splat (i64 4294967295)
  %4112 = and <16 x i64> %.reass2874, splat (i64 4294967295)
  %4113 = mul nuw <16 x i64> %4109, splat (i64 3528531795)
  %4114 = mul nuw <16 x i64> %4110, splat (i64 3528531795)
  %4115 = mul nuw <16 x i64> %4111, splat (i64 3528531795)
  %4116 = mul nuw <16 x i64> %4112, splat (i64 3528531795)
  %4117 = xor <16 x i64> %4108, %broadcast.splat2085
  %4118 = xor <16 x i64> %.reass, %broadcast.splat2085
  %4119 = xor <16 x i64> %.reass2872, %broadcast.splat2085
  %4120 = xor <16 x i64> %.reass2874, %broadcast.splat2085
  %4121 = xor <16 x i64> %4117, %4113
  %4122 = xor <16 x i64> %4118, %4114
  %4123 = xor <16 x i64> %4119, %4115
  %4124 = xor <16 x i64> %4120, %4116
  %4125 = lshr <16 x i64> %4121, splat (i64 32)
  %4126 = lshr <16 x i64> %4122, splat (i64 32)
  %4127 = lshr <16 x i64> %4123, splat (i64 32)
  %4128 = lshr <16 x i64> %4124, splat (i64 32)
  %4129 = mul nuw <16 x i64> %4125, splat (i64 3449720151)
  %4130 = mul nuw <16 x i64> %4126, splat (i64 3449720151)
  %4131 = mul nuw <16 x i64> %4127, splat (i64 3449720151)
  %4132 = mul nuw <16 x i64> %4128, splat (i64 3449720151)
  %4133 = lshr <16 x i64> %4129, splat (i64 32)
  %4134 = lshr <16 x i64> %4130, splat (i64 32)
  %4135 = lshr <16 x i64> %4131, splat (i64 32)
  %4136 = lshr <16 x i64> %4132, splat (i64 32)
  %.reass2876 = xor <16 x i64> %4133, %invariant.op2875
  %.reass2878 = xor <16 x i64> %4134, %invariant.op2877
  %.reass2880 = xor <16 x i64> %4135, %invariant.op2879
  %.reass2882 = xor <16 x i64> %4136, %invariant.op2881
  %4137 = xor <16 x i64> %broadcast.splat2091, %4113
  %4138 = xor <16 x i64> %broadcast.splat2091, %4114
  %4139 = xor <16 x i64> %broadcast.splat2091, %4115
  %4140 = xor <16 x i64> %broadcast.splat2091, %4116
  %4141 = and <16 x i64> %.reass2876, splat (i64 4294967295)
  %4142 = and <16 x i64> %.reass2878, splat (i64 4294967295)
  %4143 = and <16 x i64> %.reass2880, splat (i64 4294967295)
  %4144 = and <16 x i64> %.reass2882, splat (i64 4294967295)
  %4145 = mul nuw <16 x i64> %4141, splat (i64 3528531795)
  %4146 = mul nuw <16 x i64> %4142, splat (i64 3528531795)
  %4147 = mul nuw <16 x i64> %4143, splat (i64 3528531795)
  %4148 = mul nuw <16 x i64> %4144, splat (i64 3528531795)
  %4149 = and <16 x i64> %4137, splat (i64 4294967295)
  %4150 = and <16 x i64> %4138, splat (i64 4294967295)
  %4151 = and <16 x i64> %4139, splat (i64 4294967295)
  %4152 = and <16 x i64> %4140, splat (i64 4294967295)
  %4153 = mul nuw <16 x i64> %4149, splat (i64 3449720151)
  %4154 = mul nuw <16 x i64> %4150, splat (i64 3449720151)
  %4155 = mul nuw <16 x i64> %4151, splat (i64 3449720151)
  %4156 = mul nuw <16 x i64> %4152, splat (i64 3449720151)
  %4157 = lshr <16 x i64> %4145, splat (i64 32)
  %4158 = lshr <16 x i64> %4146, splat (i64 32)
  %4159 = lshr <16 x i64> %4147, splat (i64 32)
  %4160 = lshr <16 x i64> %4148, splat (i64 32)
  %4161 = lshr <16 x i64> %4153, splat (i64 32)
  %4162 = lshr <16 x i64> %4154, splat (i64 32)
  %4163 = lshr <16 x i64> %4155, splat (i64 32)
  %4164 = lshr <16 x i64> %4156, splat (i64 32)
  %4165 = xor <16 x i64> %4161, %broadcast.splat2093
  %4166 = xor <16 x i64> %4162, %broadcast.splat2093
  %4167 = xor <16 x i64> %4163, %broadcast.splat2093
  %4168 = xor <16 x i64> %4164, %broadcast.splat2093
  %4169 = xor <16 x i64> %4165, %4129
  %4170 = xor <16 x i64> %4166, %4130
  %4171 = xor <16 x i64> %4167, %4131
  %4172 = xor <16 x i64> %4168, %4132
  %.reass2884 = xor <16 x i64> %4157, %invariant.op2883
  %.reass2886 = xor <16 x i64> %4158, %invariant.op2885
  %.reass2888 = xor <16 x i64> %4159, %invariant.op2887
  %.reass2890 = xor <16 x i64> %4160, %invariant.op2889
  %4173 = and <16 x i64> %4169, splat (i64 4294967295)
  %4174 = and <16 x i64> %4170, splat (i64 4294967295)
  %4175 = and <16 x i64> %4171, splat (i64 4294967295)
  %4176 = and <16 x i64> %4172, splat (i64 4294967295)
  %4177 = mul nuw <16 x i64> %4173, splat (i64 3528531795)
  %4178 = mul nuw <16 x i64> %4174, splat (i64 3528531795)
  %4179 = mul nuw <16 x i64> %4175, splat (i64 3528531795)
  %4180 = mul nuw <16 x i64> %4176, splat (i64 3528531795)
  %4181 = and <16 x i64> %.reass2884, splat (i64 4294967295)
  %4182 = and <16 x i64> %.reass2886, splat (i64 4294967295)
  %4183 = and <16 x i64> %.reass2888, splat (i64 4294967295)
  %4184 = and <16 x i64> %.reass2890, splat (i64 4294967295)
  %4185 = mul nuw <16 x i64> %4181, splat (i64 3449720151)
  %4186 = mul nuw <16 x i64> %4182, splat (i64 3449720151)
  %4187 = mul nuw <16 x i64> %4183, splat (i64 3449720151)
  %4188 = mul nuw <16 x i64> %4184, splat (i64 3449720151)
  %4189 = lshr <16 x i64> %4177, splat (i64 32)
  %4190 = lshr <16 x i64> %4178, splat (i64 32)
  %4191 = lshr <16 x i64> %4179, splat (i64 32)
  %4192 = lshr <16 x i64> %4180, splat (i64 32)
  %4193 = lshr <16 x i64> %4185, splat (i64 32)
  %4194 = lshr <16 x i64> %4186, splat (i64 32)
  %4195 = lshr <16 x i64> %4187, splat (i64 32)
  %4196 = lshr <16 x i64> %4188, splat (i64 32)
  %4197 = xor <16 x i64> %broadcast.splat2099, %4193
  %4198 = xor <16 x i64> %broadcast.splat2099, %4194
  %4199 = xor <16 x i64> %broadcast.splat2099, %4195
  %4200 = xor <16 x i64> %broadcast.splat2099, %4196
  %4201 = xor <16 x i64> %4197, %4153
  %4202 = xor <16 x i64> %4198, %4154
  %4203 = xor <16 x i64> %4199, %4155
  %4204 = xor <16 x i64> %4200, %4156
  %4205 = xor <16 x i64> %4189, %broadcast.splat2101
  %4206 = xor <16 x i64> %4190, %broadcast.splat2101
  %4207 = xor <16 x i64> %4191, %broadcast.splat2101
  %4208 = xor <16 x i64> %4192, %broadcast.splat2101
  %4209 = xor <16 x i64> %4205, %4145
  %4210 = xor <16 x i64> %4206, %4146
  %4211 = xor <16 x i64> %4207, %4147
  %4212 = xor <16 x i64> %4208, %4148
  %4213 = and <16 x i64> %4201, splat (i64 4294967295)
  %4214 = and <16 x i64> %4202, splat (i64 4294967295)
  %4215 = and <16 x i64> %4203, splat (i64 4294967295)
  %4216 = and <16 x i64> %4204, splat (i64 4294967295)
  %4217 = mul nuw <16 x i64> %4213, splat (i64 3528531795)
  %4218 = mul nuw <16 x i64> %4214, splat (i64 3528531795)
  %4219 = mul nuw <16 x i64> %4215, splat (i64 3528531795)
  %4220 = mul nuw <16 x i64> %4216, splat (i64 3528531795)
  %4221 = and <16 x i64> %4209, splat (i64 4294967295)
  %4222 = and <16 x i64> %4210, splat (i64 4294967295)
  %4223 = and <16 x i64> %4211, splat (i64 4294967295)
  %4224 = and <16 x i64> %4212, splat (i64 4294967295)
  %4225 = mul nuw <16 x i64> %4221, splat (i64 3449720151)
  %4226 = mul nuw <16 x i64> %4222, splat (i64 3449720151)
  %4227 = mul nuw <16 x i64> %4223, splat (i64 3449720151)
  %4228 = mul nuw <16 x i64> %4224, splat (i64 3449720151)
  %4229 = lshr <16 x i64> %4217, splat (i64 32)
  %4230 = lshr <16 x i64> %4218, splat (i64 32)
  %4231 = lshr <16 x i64> %4219, splat (i64 32)
  %4232 = lshr <16 x i64> %4220, splat (i64 32)
  %4233 = lshr <16 x i64> %4225, splat (i64 32)
  %4234 = lshr <16 x i64> %4226, splat (i64 32)
  %4235 = lshr <16 x i64> %4227, splat (i64 32)
  %4236 = lshr <16 x i64> %4228, splat (i64 32)
  %4237 = xor <16 x i64> %4233, %broadcast.splat2103
  %4238 = xor <16 x i64> %4234, %broadcast.splat2103
  %4239 = xor <16 x i64> %4235, %broadcast.splat2103
  %4240 = xor <16 x i64> %4236, %broadcast.splat2103
  %4241 = xor <16 x i64> %4237, %4185
  %4242 = xor <16 x i64> %4238, %4186
  %4243 = xor <16 x i64> %4239, %4187
  %4244 = xor <16 x i64> %4240, %4188
  %4245 = xor <16 x i64> %broadcast.splat2105, %4229
  %4246 = xor <16 x i64> %broadcast.splat2105, %4230
  %4247 = xor <16 x i64> %broadcast.splat2105, %4231
  %4248 = xor <16 x i64> %broadcast.splat2105, %4232
  %4249 = xor <16 x i64> %4245, %4177
  %4250 = xor <16 x i64> %4246, %4178
  %4251 = xor <16 x i64> %4247, %4179
  %4252 = xor <16 x i64> %4248, %4180
  %4253 = and <16 x i64> %4241, splat (i64 4294967295)
  %4254 = and <16 x i64> %4242, splat (i64 4294967295)
  %4255 = and <16 x i64> %4243, splat (i64 4294967295)
  %4256 = and <16 x i64> %4244, splat (i64 4294967295)
  %4257 = mul nuw <16 x i64> %4253, splat (i64 3528531795)
  %4258 = mul nuw <16 x i64> %4254, splat (i64 3528531795)
  %4259 = mul nuw <16 x i64> %4255, splat (i64 3528531795)
  %4260 = mul nuw <16 x i64> %4256, splat (i64 3528531795)
  %4261 = and <16 x i64> %4249, splat (i64 4294967295)
  %4262 = and <16 x i64> %4250, splat (i64 4294967295)
  %4263 = and <16 x i64> %4251, splat (i64 4294967295)
  %4264 = and <16 x i64> %4252, splat (i64 4294967295)
  %4265 = mul nuw <16 x i64> %4261, splat (i64 3449720151)
  %4266 = mul nuw <16 x i64> %4262, splat (i64 3449720151)
  %4267 = mul nuw <16 x i64> %4263, splat (i64 3449720151)
  %4268 = mul nuw <16 x i64> %4264, splat (i64 3449720151)
  %4269 = lshr <16 x i64> %4257, splat (i64 32)
  %4270 = lshr <16 x i64> %4258, splat (i64 32)
  %4271 = lshr <16 x i64> %4259, splat (i64 32)
  %4272 = lshr <16 x i64> %4260, splat (i64 32)
  %4273 = lshr <16 x i64> %4265, splat (i64 32)
  %4274 = lshr <16 x i64> %4266, splat (i64 32)
  %4275 = lshr <16 x i64> %4267, splat (i64 32)
  %4276 = lshr <16 x i64> %4268, splat (i64 32)
  %4277 = xor <16 x i64> %broadcast.splat2107, %4273
  %4278 = xor <16 x i64> %broadcast.splat2107, %4274
  %4279 = xor <16 x i64> %broadcast.splat2107, %4275
  %4280 = xor <16 x i64> %broadcast.splat2107, %4276
  %4281 = xor <16 x i64> %4277, %4225
  %4282 = xor <16 x i64> %4278, %4226
  %4283 = xor <16 x i64> %4279, %4227
  %4284 = xor <16 x i64> %4280, %4228
  %4285 = xor <16 x i64> %4269, %broadcast.splat2109
  %4286 = xor <16 x i64> %4270, %broadcast.splat2109
  %4287 = xor <16 x i64> %4271, %broadcast.splat2109
  %4288 = xor <16 x i64> %4272, %broadcast.splat2109
  %4289 = xor <16 x i64> %4285, %4217
  %4290 = xor <16 x i64> %4286, %4218
  %4291 = xor <16 x i64> %4287, %4219
  %4292 = xor <16 x i64> %4288, %4220
  %4293 = and <16 x i64> %4281, splat (i64 4294967295)
  %4294 = and <16 x i64> %4282, splat (i64 4294967295)
  %4295 = and <16 x i64> %4283, splat (i64 4294967295)
  %4296 = and <16 x i64> %4284, splat (i64 4294967295)
  %4297 = mul nuw <16 x i64> %4293, splat (i64 3528531795)
  %4298 = mul nuw <16 x i64> %4294, splat (i64 3528531795)
  %4299 = mul nuw <16 x i64> %4295, splat (i64 3528531795)
  %4300 = mul nuw <16 x i64> %4296, splat (i64 3528531795)
  %4301 = and <16 x i64> %4289, splat (i64 4294967295)
  %4302 = and <16 x i64> %4290, splat (i64 4294967295)
  %4303 = and <16 x i64> %4291, splat (i64 4294967295)
  %4304 = and <16 x i64> %4292, splat (i64 4294967295)
  %4305 = mul nuw <16 x i64> %4301, splat (i64 3449720151)
  %4306 = mul nuw <16 x i64> %4302, splat (i64 3449720151)
  %4307 = mul nuw <16 x i64> %4303, splat (i64 3449720151)
  %4308 = mul nuw <16 x i64> %4304, splat (i64 3449720151)
  %4309 = lshr <16 x i64> %4297, splat (i64 32)
  %4310 = lshr <16 x i64> %4298, splat (i64 32)
  %4311 = lshr <16 x i64> %4299, splat (i64 32)
  %4312 = lshr <16 x i64> %4300, splat (i64 32)
  %4313 = lshr <16 x i64> %4305, splat (i64 32)
  %4314 = lshr <16 x i64> %4306, splat (i64 32)
  %4315 = lshr <16 x i64> %4307, splat (i64 32)
  %4316 = lshr <16 x i64> %4308, splat (i64 32)
  %4317 = xor <16 x i64> %4313, %broadcast.splat2111
  %4318 = xor <16 x i64> %4314, %broadcast.splat2111
  %4319 = xor <16 x i64> %4315, %broadcast.splat2111
  %4320 = xor <16 x i64> %4316, %broadcast.splat2111
  %4321 = xor <16 x i64> %4317, %4265
  %4322 = xor <16 x i64> %4318, %4266
  %4323 = xor <16 x i64> %4319, %4267
  %4324 = xor <16 x i64> %4320, %4268
  %4325 = xor <16 x i64> %broadcast.splat2113, %4309
  %4326 = xor <16 x i64> %broadcast.splat2113, %4310
  %4327 = xor <16 x i64> %broadcast.splat2113, %4311
  %4328 = xor <16 x i64> %broadcast.splat2113, %4312
  %4329 = xor <16 x i64> %4325, %4257
  %4330 = xor <16 x i64> %4326, %4258
  %4331 = xor <16 x i64> %4327, %4259
  %4332 = xor <16 x i64> %4328, %4260
  %4333 = and <16 x i64> %4321, splat (i64 4294967295)
  %4334 = and <16 x i64> %4322, splat (i64 4294967295)
  %4335 = and <16 x i64> %4323, splat (i64 4294967295)
  %4336 = and <16 x i64> %4324, splat (i64 4294967295)
  %4337 = mul nuw <16 x i64> %4333, splat (i64 3528531795)
  %4338 = mul nuw <16 x i64> %4334, splat (i64 3528531795)
  %4339 = mul nuw <16 x i64> %4335, splat (i64 3528531795)
  %4340 = mul nuw <16 x i64> %4336, splat (i64 3528531795)
  %4341 = and <16 x i64> %4329, splat (i64 4294967295)
  %4342 = and <16 x i64> %4330, splat (i64 4294967295)
  %4343 = and <16 x i64> %4331, splat (i64 4294967295)
  %4344 = and <16 x i64> %4332, splat (i64 4294967295)
  %4345 = mul nuw <16 x i64> %4341, splat (i64 3449720151)
  %4346 = mul nuw <16 x i64> %4342, splat (i64 3449720151)
  %4347 = mul nuw <16 x i64> %4343, splat (i64 3449720151)
  %4348 = mul nuw <16 x i64> %4344, splat (i64 3449720151)
  %4349 = lshr <16 x i64> %4337, splat (i64 32)
  %4350 = lshr <16 x i64> %4338, splat (i64 32)
  %4351 = lshr <16 x i64> %4339, splat (i64 32)
  %4352 = lshr <16 x i64> %4340, splat (i64 32)
  %4353 = lshr <16 x i64> %4345, splat (i64 32)
  %4354 = lshr <16 x i64> %4346, splat (i64 32)
  %4355 = lshr <16 x i64> %4347, splat (i64 32)
  %4356 = lshr <16 x i64> %4348, splat (i64 32)
  %4357 = xor <16 x i64> %broadcast.splat2115, %4353
  %4358 = xor <16 x i64> %broadcast.splat2115, %4354
  %4359 = xor <16 x i64> %broadcast.splat2115, %4355
  %4360 = xor <16 x i64> %broadcast.splat2115, %4356
  %4361 = xor <16 x i64> %4357, %4305
  %4362 = xor <16 x i64> %4358, %4306
  %4363 = xor <16 x i64> %4359, %4307
  %4364 = xor <16 x i64> %4360, %4308
  %4365 = xor <16 x i64> %4349, %broadcast.splat2117
  %4366 = xor <16 x i64> %4350, %broadcast.splat2117
  %4367 = xor <16 x i64> %4351, %broadcast.splat2117
  %4368 = xor <16 x i64> %4352, %broadcast.splat2117
  %4369 = xor <16 x i64> %4365, %4297
  %4370 = xor <16 x i64> %4366, %4298
  %4371 = xor <16 x i64> %4367, %4299
  %4372 = xor <16 x i64> %4368, %4300
  %4373 = and <16 x i64> %4361, splat (i64 4294967295)
  %4374 = and <16 x i64> %4362, splat (i64 4294967295)
  %4375 = and <16 x i64> %4363, splat (i64 4294967295)
  %4376 = and <16 x i64> %4364, splat (i64 4294967295)
  %4377 = mul nuw <16 x i64> %4373, splat (i64 3528531795)
  %4378 = mul nuw <16 x i64> %4374, splat (i64 3528531795)
  %4379 = mul nuw <16 x i64> %4375, splat (i64 3528531795)
  %4380 = mul nuw <16 x i64> %4376, splat (i64 3528531795)
  %4381 = lshr <16 x i64> %4377, splat (i64 32)
  %4382 = lshr <16 x i64> %4378, splat (i64 32)
  %4383 = lshr <16 x i64> %4379, splat (i64 32)
  %4384 = lshr <16 x i64> %4380, splat (i64 32)
  %4385 = trunc <16 x i64> %4369 to <16 x i32>
  %4386 = trunc <16 x i64> %4370 to <16 x i32>
  %4387 = trunc <16 x i64> %4371 to <16 x i32>
  %4388 = trunc <16 x i64> %4372 to <16 x i32>
  %4389 = mul <16 x i32> %4385, splat (i32 -845247145)
  %4390 = mul <16 x i32> %4386, splat (i32 -845247145)
  %4391 = mul <16 x i32> %4387, splat (i32 -845247145)
  %4392 = mul <16 x i32> %4388, splat (i32 -845247145)
  %4393 = xor <16 x i64> %broadcast.splat2119, %4381
  %4394 = xor <16 x i64> %broadcast.splat2119, %4382
  %4395 = xor <16 x i64> %broadcast.splat2119, %4383
  %4396 = xor <16 x i64> %broadcast.splat2119, %4384
  %4397 = xor <16 x i64> %4393, %4337
  %4398 = xor <16 x i64> %4394, %4338
  %4399 = xor <16 x i64> %4395, %4339
  %4400 = xor <16 x i64> %4396, %4340
  %4401 = and <16 x i64> %4397, splat (i64 4294967295)
  %4402 = and <16 x i64> %4398, splat (i64 4294967295)
  %4403 = and <16 x i64> %4399, splat (i64 4294967295)
  %4404 = and <16 x i64> %4400, splat (i64 4294967295)
  %4405 = mul nuw <16 x i64> %4401, splat (i64 3449720151)
  %4406 = mul nuw <16 x i64> %4402, splat (i64 3449720151)
  %4407 = mul nuw <16 x i64> %4403, splat (i64 3449720151)
  %4408 = mul nuw <16 x i64> %4404, splat (i64 3449720151)
  %4409 = lshr <16 x i64> %4405, splat (i64 32)
  %4410 = lshr <16 x i64> %4406, splat (i64 32)
  %4411 = lshr <16 x i64> %4407, splat (i64 32)
  %4412 = lshr <16 x i64> %4408, splat (i64 32)
  %4413 = trunc nuw <16 x i64> %4409 to <16 x i32>
  %4414 = trunc nuw <16 x i64> %4410 to <16 x i32>
  %4415 = trunc nuw <16 x i64> %4411 to <16 x i32>
  %4416 = trunc nuw <16 x i64> %4412 to <16 x i32>
  %4417 = trunc <16 x i64> %4405 to <16 x i32>
  %4418 = trunc <16 x i64> %4406 to <16 x i32>
  %4419 = trunc <16 x i64> %4407 to <16 x i32>
  %4420 = trunc <16 x i64> %4408 to <16 x i32>
  %4421 = xor <16 x i32> %4389, %4413
  %4422 = xor <16 x i32> %4421, %broadcast.splat2121
  %4423 = xor <16 x i32> %4390, %4414
  %4424 = xor <16 x i32> %4423, %broadcast.splat2121
  %4425 = xor <16 x i32> %4391, %4415
  %4426 = xor <16 x i32> %4425, %broadcast.splat2121
  %4427 = xor <16 x i32> %4392, %4416
  %4428 = xor <16 x i32> %4427, %broadcast.splat2121
  %4429 = getelementptr inbounds nuw float, ptr %4107, i64 %index2123
  %4430 = getelementptr inbounds nuw i8, ptr %4429, i64 64
  %4431 = getelementptr inbounds nuw i8, ptr %4429, i64 128
  %4432 = getelementptr inbounds nuw i8, ptr %4429, i64 192
  store <16 x i32> %4422, ptr %4429, align 4, !alias.scope !76, !noalias !79
  store <16 x i32> %4424, ptr %4430, align 4, !alias.scope !76, !noalias !79
  store <16 x i32> %4426, ptr %4431, align 4, !alias.scope !76, !noalias !79
  store <16 x i32> %4428, ptr %4432, align 4, !alias.scope !76, !noalias !79
  %4433 = getelementptr inbounds nuw float, ptr %4106, i64 %index2123
  %4434 = getelementptr inbounds nuw i8, ptr %4433, i64 64
  %4435 = getelementptr inbounds nuw i8, ptr %4433, i64 128
  %4436 = getelementptr inbounds nuw i8, ptr %4433, i64 192
  store <16 x i32> %4417, ptr %4433, align 4, !alias.scope !79, !noalias !76
  store <16 x i32> %4418, ptr %4434, align 4, !alias.scope !79, !noalias !76
  store <16 x i32> %4419, ptr %4435, align 4, !alias.scope !79, !noalias !76
  store <16 x i32> %4420, ptr %4436, align 4, !alias.scope !79, !noalias !76
  %index.next2128 = add nuw i64 %index2123, 64
  %vec.ind.next2129 = add <16 x i64> %vec.ind2124, splat (i64 64)
  %4437 = icmp eq i64 %index.next2128, %n.vec2081
  br i1 %4437, label %middle.block2130, label %vector.body2122, !llvm.loop !81

middle.block2130:                                 ; preds = %vector.body2122
  br i1 %cmp.n2131, label %vector.ph2045, label %vec.epilog.iter.check2134

vec.epilog.iter.check2134:                        ; preds = %middle.block2130
  br i1 %min.epilog.iters.check2135, label %philox.body139.us.preheader, label %vec.epilog.ph2136, !prof !10

vec.epilog.ph2136:                                ; preds = %vec.epilog.iter.check2134
  %broadcast.splatinsert2139 = insertelement <8 x i64> poison, i64 %row_offset137.us, i64 0
  %broadcast.splat2140 = shufflevector <8 x i64> %broadcast.splatinsert2139, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body2182

vec.epilog.vector.body2182:                       ; preds = %vec.epilog.vector.body2182, %vec.epilog.ph2136
  %index2183 = phi i64 [ %n.vec2081, %vec.epilog.ph2136 ], [ %index.next2185, %vec.epilog.vector.body2182 ]
  %vec.ind2184 = phi <8 x i64> [ %induction2181, %vec.epilog.ph2136 ], [ %vec.ind.next2186, %vec.epilog.vector.body2182 ]
  %4438 = add <8 x i64> %vec.ind2184, %broadcast.splat2140
  %4439 = and <8 x i64> %4438, splat (i64 4294967295)
  %4440 = mul nuw <8 x i64> %4439, splat (i64 3528531795)
  %4441 = xor <8 x i64> %4438, %broadcast.splat2142
  %4442 = xor <8 x i64> %4441, %4440
  %4443 = lshr <8 x i64> %4442, splat (i64 32)
  %4444 = mul nuw <8 x i64> %4443, splat (i64 3449720151)
  %4445 = lshr <8 x i64> %4444, splat (i64 32)
  %4446 = xor <8 x i64> %broadcast.splat2148, %4440
  %4447 = xor <8 x i64> %.masked2467, %4445
  %4448 = mul nuw <8 x i64> %4447, splat (i64 3528531795)
  %4449 = and <8 x i64> %4446, splat (i64 4294967295)
  %4450 = mul nuw <8 x i64> %4449, splat (i64 3449720151)
  %4451 = lshr <8 x i64> %4448, splat (i64 32)
  %4452 = lshr <8 x i64> %4450, splat (i64 32)
  %4453 = xor <8 x i64> %4452, %broadcast.splat2150
  %4454 = xor <8 x i64> %4453, %4444
  %4455 = and <8 x i64> %4454, splat (i64 4294967295)
  %4456 = mul nuw <8 x i64> %4455, splat (i64 3528531795)
  %4457 = xor <8 x i64> %.masked2468, %4451
  %4458 = mul nuw <8 x i64> %4457, splat (i64 3449720151)
  %4459 = lshr <8 x i64> %4456, splat (i64 32)
  %4460 = lshr <8 x i64> %4458, splat (i64 32)
  %4461 = xor <8 x i64> %broadcast.splat2156, %4460
  %4462 = xor <8 x i64> %4461, %4450
  %4463 = xor <8 x i64> %4459, %broadcast.splat2158
  %4464 = xor <8 x i64> %4463, %4448
  %4465 = and <8 x i64> %4462, splat (i64 4294967295)
  %4466 = mul nuw <8 x i64> %4465, splat (i64 3528531795)
  %4467 = and <8 x i64> %4464, splat (i64 4294967295)
  %4468 = mul nuw <8 x i64> %4467, splat (i64 3449720151)
  %4469 = lshr <8 x i64> %4466, splat (i64 32)
  %4470 = lshr <8 x i64> %4468, splat (i64 32)
  %4471 = xor <8 x i64> %4470, %broadcast.splat2160
  %4472 = xor <8 x i64> %4471, %4458
  %4473 = xor <8 x i64> %broadcast.splat2162, %4469
  %4474 = xor <8 x i64> %4473, %4456
  %4475 = and <8 x i64> %4472, splat (i64 4294967295)
  %4476 = mul nuw <8 x i64> %4475, splat (i64 3528531795)
  %4477 = and <8 x i64> %4474, splat (i64 4294967295)
  %4478 = mul nuw <8 x i64> %4477, splat (i64 3449720151)
  %4479 = lshr <8 x i64> %4476, splat (i64 32)
  %4480 = lshr <8 x i64> %4478, splat (i64 32)
  %4481 = xor <8 x i64> %broadcast.splat2164, %4480
  %4482 = xor <8 x i64> %4481, %4468
  %4483 = xor <8 x i64> %4479, %broadcast.splat2166
  %4484 = xor <8 x i64> %4483, %4466
  %4485 = and <8 x i64> %4482, splat (i64 4294967295)
  %4486 = mul nuw <8 x i64> %4485, splat (i64 3528531795)
  %4487 = and <8 x i64> %4484, splat (i64 4294967295)
  %4488 = mul nuw <8 x i64> %4487, splat (i64 3449720151)
  %4489 = lshr <8 x i64> %4486, splat (i64 32)
  %4490 = lshr <8 x i64> %4488, splat (i64 32)
  %4491 = xor <8 x i64> %4490, %broadcast.splat2168
  %4492 = xor <8 x i64> %4491, %4478
  %4493 = xor <8 x i64> %broadcast.splat2170, %4489
  %4494 = xor <8 x i64> %4493, %4476
  %4495 = and <8 x i64> %4492, splat (i64 4294967295)
  %4496 = mul nuw <8 x i64> %4495, splat (i64 3528531795)
  %4497 = and <8 x i64> %4494, splat (i64 4294967295)
  %4498 = mul nuw <8 x i64> %4497, splat (i64 3449720151)
  %4499 = lshr <8 x i64> %4496, splat (i64 32)
  %4500 = lshr <8 x i64> %4498, splat (i64 32)
  %4501 = xor <8 x i64> %broadcast.splat2172, %4500
  %4502 = xor <8 x i64> %4501, %4488
  %4503 = xor <8 x i64> %4499, %broadcast.splat2174
  %4504 = xor <8 x i64> %4503, %4486
  %4505 = and <8 x i64> %4502, splat (i64 4294967295)
  %4506 = mul nuw <8 x i64> %4505, splat (i64 3528531795)
  %4507 = lshr <8 x i64> %4506, splat (i64 32)
  %4508 = trunc <8 x i64> %4504 to <8 x i32>
  %4509 = mul <8 x i32> %4508, splat (i32 -845247145)
  %4510 = xor <8 x i64> %broadcast.splat2176, %4507
  %4511 = xor <8 x i64> %4510, %4496
  %4512 = and <8 x i64> %4511, splat (i64 4294967295)
  %4513 = mul nuw <8 x i64> %4512, splat (i64 3449720151)
  %4514 = lshr <8 x i64> %4513, splat (i64 32)
  %4515 = trunc nuw <8 x i64> %4514 to <8 x i32>
  %4516 = trunc <8 x i64> %4513 to <8 x i32>
  %4517 = xor <8 x i32> %4509, %broadcast.splat2178
  %4518 = xor <8 x i32> %4517, %4515
  %4519 = getelementptr inbounds nuw float, ptr %4107, i64 %index2183
  store <8 x i32> %4518, ptr %4519, align 4, !alias.scope !76, !noalias !79
  %4520 = getelementptr inbounds nuw float, ptr %4106, i64 %index2183
  store <8 x i32> %4516, ptr %4520, align 4, !alias.scope !79, !noalias !76
  %index.next2185 = add nuw i64 %index2183, 8
  %vec.ind.next2186 = add nuw nsw <8 x i64> %vec.ind2184, splat (i64 8)
  %4521 = icmp eq i64 %index.next2185, %n.vec2138
  br i1 %4521, label %vec.epilog.middle.block2187, label %vec.epilog.vector.body2182, !llvm.loop !82

vec.epilog.middle.block2187:                      ; preds = %vec.epilog.vector.body2182
  br i1 %cmp.n2188, label %vector.ph2045, label %philox.body139.us.preheader

philox.body139.us.preheader:                      ; preds = %vec.epilog.iter.check2134, %vec.epilog.middle.block2187
  %philox141744.us.ph = phi i64 [ %n.vec2081, %vec.epilog.iter.check2134 ], [ %n.vec2138, %vec.epilog.middle.block2187 ]
  br label %philox.body139.us

noise.exit144.us:                                 ; preds = %noise.body143.us, %vec.epilog.middle.block2073, %middle.block2059
  %4522 = add nuw nsw i64 %lockstep_row746.us, 1
  %exitcond958.not = icmp eq i64 %4522, %umax983
  br i1 %exitcond958.not, label %iter.check2013, label %iter.check2077

noise.body143.us:                                 ; preds = %noise.body143.us.preheader, %noise.body143.us
  %noise145745.us = phi i64 [ %4651, %noise.body143.us ], [ %noise145745.us.ph, %noise.body143.us.preheader ]
  %4523 = getelementptr inbounds nuw float, ptr %4107, i64 %noise145745.us
  %w0146.us = load i32, ptr %4523, align 4, !alias.scope !76, !noalias !79
  %4524 = getelementptr inbounds nuw float, ptr %4106, i64 %noise145745.us
  %w1147.us = load i32, ptr %4524, align 4, !alias.scope !79, !noalias !76
  %4525 = uitofp i32 %w0146.us to double
  %4526 = fadd double %4525, 5.000000e-01
  %4527 = fmul double %4526, 0x3DF0000000000000
  %4528 = uitofp i32 %w1147.us to double
  %4529 = fadd double %4528, 5.000000e-01
  %4530 = fmul double %4529, 0x3DF0000000000000
  %4531 = bitcast double %4527 to i64
  %4532 = lshr i64 %4531, 32
  %4533 = add nuw nsw i64 %4532, 614242
  %4534 = lshr i64 %4533, 20
  %4535 = add nsw i64 %4534, -1023
  %4536 = shl nuw i64 %4533, 32
  %4537 = and i64 %4536, 4503595332403200
  %4538 = add nuw nsw i64 %4537, 4604544269498187776
  %4539 = and i64 %4531, 4294967295
  %4540 = or disjoint i64 %4538, %4539
  %4541 = bitcast i64 %4540 to double
  %4542 = fadd double %4541, -1.000000e+00
  %4543 = fmul double %4542, 5.000000e-01
  %4544 = fmul double %4542, %4543
  %4545 = fadd double %4542, 2.000000e+00
  %4546 = fdiv double %4542, %4545
  %4547 = fmul double %4546, %4546
  %4548 = fmul double %4547, %4547
  %4549 = fmul double %4548, 0x3FC2F112DF3E5244
  %4550 = fadd double %4549, 0x3FC7466496CB03DE
  %4551 = insertelement <2 x double> poison, double %4548, i64 0
  %4552 = shufflevector <2 x double> %4551, <2 x double> poison, <2 x i32> zeroinitializer
  %4553 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %4550, i64 1
  %4554 = fmul <2 x double> %4552, %4553
  %4555 = fadd <2 x double> %4554, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %4556 = fmul <2 x double> %4552, %4555
  %4557 = fadd <2 x double> %4556, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %4558 = insertelement <2 x double> %4551, double %4547, i64 1
  %4559 = fmul <2 x double> %4558, %4557
  %shift2479 = shufflevector <2 x double> %4559, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop2480 = fadd <2 x double> %4559, %shift2479
  %4560 = extractelement <2 x double> %foldExtExtBinop2480, i64 0
  %4561 = sitofp i64 %4535 to double
  %4562 = fadd double %4544, %4560
  %4563 = fmul double %4546, %4562
  %4564 = fmul double %4561, 0x3DEA39EF35793C76
  %4565 = fadd double %4564, %4563
  %4566 = fsub double %4565, %4544
  %4567 = fadd double %4542, %4566
  %4568 = fmul double %4561, 0x3FE62E42FEE00000
  %4569 = fadd double %4568, %4567
  %4570 = fmul double %4569, -2.000000e+00
  %4571 = tail call double @llvm.sqrt.f64(double %4570)
  %4572 = fmul double %4530, 0x401921FB54442D18
  %4573 = fmul double %4572, 0x3FE45F306DC9C883
  %4574 = fadd double %4573, 0x4338000000000000
  %4575 = bitcast double %4574 to i64
  %4576 = fadd double %4574, 0xC338000000000000
  %4577 = fmul double %4576, 0x3FF921FB54400000
  %4578 = fsub double %4572, %4577
  %4579 = fmul double %4576, 0x3DD0B4611A626331
  %4580 = fmul double %4576, 0x3DD0B4611A600000
  %4581 = fsub double %4578, %4580
  %4582 = fmul double %4576, 0x3BA3198A2E037073
  %4583 = fsub double %4578, %4581
  %4584 = fsub double %4583, %4580
  %4585 = fsub double %4582, %4584
  %4586 = fsub double %4578, %4579
  %4587 = insertelement <2 x double> poison, double %4586, i64 0
  %4588 = insertelement <2 x double> %4587, double %4572, i64 1
  %4589 = bitcast <2 x double> %4588 to <2 x i64>
  %4590 = lshr <2 x i64> %4589, splat (i64 52)
  %4591 = and <2 x i64> %4590, splat (i64 2047)
  %4592 = extractelement <2 x i64> %4591, i64 0
  %4593 = add nuw nsw i64 %4592, 16
  %4594 = extractelement <2 x i64> %4591, i64 1
  %4595 = icmp samesign ult i64 %4593, %4594
  %4596 = select i1 %4595, double %4581, double %4578
  %4597 = select i1 %4595, double %4585, double %4579
  %4598 = fsub double %4596, %4597
  %4599 = fsub double %4596, %4598
  %4600 = fsub double %4599, %4597
  %4601 = fmul double %4598, %4598
  %4602 = fmul double %4601, %4601
  %4603 = fmul double %4601, 0x3EFA01A019CB1590
  %4604 = fadd double %4603, 0xBF56C16C16C15177
  %4605 = fmul double %4601, %4604
  %4606 = fadd double %4605, 0x3FA555555555554C
  %4607 = fmul double %4601, %4606
  %4608 = fmul double %4601, 0x3DA8FAE9BE8838D4
  %4609 = fsub double 0x3E21EE9EBDB4B1C4, %4608
  %4610 = fmul double %4601, %4609
  %4611 = fadd double %4610, 0xBE927E4F809C52AD
  %4612 = fmul double %4602, %4602
  %4613 = fmul double %4612, %4611
  %4614 = fadd double %4607, %4613
  %4615 = fmul double %4601, 5.000000e-01
  %4616 = fsub double 1.000000e+00, %4615
  %4617 = fsub double 1.000000e+00, %4616
  %4618 = fsub double %4617, %4615
  %4619 = fmul double %4601, %4614
  %4620 = fmul double %4598, %4600
  %4621 = fsub double %4619, %4620
  %4622 = fadd double %4618, %4621
  %4623 = fadd double %4616, %4622
  %4624 = fmul double %4601, 0x3EC71DE357B1FE7D
  %4625 = fadd double %4624, 0xBF2A01A019C161D5
  %4626 = fmul double %4601, %4625
  %4627 = fadd double %4626, 0x3F8111111110F8A6
  %4628 = fmul double %4601, 0x3DE5D93A5ACFD57C
  %4629 = fadd double %4628, 0xBE5AE5E68A2B9CEB
  %4630 = fmul double %4601, %4602
  %4631 = fmul double %4630, %4629
  %4632 = fadd double %4631, %4627
  %4633 = fmul double %4598, %4601
  %4634 = fmul double %4600, 5.000000e-01
  %4635 = fmul double %4633, %4632
  %4636 = fsub double %4634, %4635
  %4637 = fmul double %4601, %4636
  %4638 = fsub double %4637, %4600
  %4639 = fmul double %4633, 0x3FC5555555555549
  %4640 = fadd double %4638, %4639
  %4641 = fsub double %4598, %4640
  %4642 = fneg double %4623
  %4643 = fneg double %4641
  %4644 = and i64 %4575, 1
  %4645 = and i64 %4575, 2
  %.not665.us = icmp eq i64 %4644, 0
  %.not666.us = icmp eq i64 %4645, 0
  %4646 = select i1 %.not666.us, double %4623, double %4642
  %4647 = select i1 %.not666.us, double %4643, double %4641
  %4648 = select i1 %.not665.us, double %4646, double %4647
  %4649 = fmul double %4571, %4648
  %4650 = fptrunc double %4649 to float
  store float %4650, ptr %4523, align 4, !alias.scope !76, !noalias !79
  %4651 = add nuw nsw i64 %noise145745.us, 1
  %exitcond953.not = icmp eq i64 %4651, %n_features
  br i1 %exitcond953.not, label %noise.exit144.us, label %noise.body143.us, !llvm.loop !83

philox.body139.us:                                ; preds = %philox.body139.us.preheader, %philox.body139.us
  %philox141744.us = phi i64 [ %4734, %philox.body139.us ], [ %philox141744.us.ph, %philox.body139.us.preheader ]
  %element.us = add i64 %philox141744.us, %row_offset137.us
  %4652 = and i64 %element.us, 4294967295
  %4653 = mul nuw i64 %4652, 3528531795
  %4654 = xor i64 %element.us, %key0
  %4655 = xor i64 %4654, %4653
  %4656 = lshr i64 %4655, 32
  %4657 = mul nuw i64 %4656, 3449720151
  %4658 = lshr i64 %4657, 32
  %.reass1084.reass = xor i64 %4658, %invariant.op2891
  %4659 = xor i64 %5734, %4653
  %4660 = and i64 %.reass1084.reass, 4294967295
  %4661 = mul nuw i64 %4660, 3528531795
  %4662 = and i64 %4659, 4294967295
  %4663 = mul nuw i64 %4662, 3449720151
  %4664 = lshr i64 %4661, 32
  %4665 = lshr i64 %4663, 32
  %4666 = xor i64 %4665, %3856
  %4667 = xor i64 %4666, %4657
  %.reass1086.reass = xor i64 %4664, %invariant.op2892
  %4668 = and i64 %4667, 4294967295
  %4669 = mul nuw i64 %4668, 3528531795
  %4670 = and i64 %.reass1086.reass, 4294967295
  %4671 = mul nuw i64 %4670, 3449720151
  %4672 = lshr i64 %4669, 32
  %4673 = lshr i64 %4671, 32
  %4674 = xor i64 %3858, %4673
  %4675 = xor i64 %4674, %4663
  %4676 = xor i64 %4672, %3859
  %4677 = xor i64 %4676, %4661
  %4678 = and i64 %4675, 4294967295
  %4679 = mul nuw i64 %4678, 3528531795
  %4680 = and i64 %4677, 4294967295
  %4681 = mul nuw i64 %4680, 3449720151
  %4682 = lshr i64 %4679, 32
  %4683 = lshr i64 %4681, 32
  %4684 = xor i64 %4683, %3860
  %4685 = xor i64 %4684, %4671
  %4686 = xor i64 %3861, %4682
  %4687 = xor i64 %4686, %4669
  %4688 = and i64 %4685, 4294967295
  %4689 = mul nuw i64 %4688, 3528531795
  %4690 = and i64 %4687, 4294967295
  %4691 = mul nuw i64 %4690, 3449720151
  %4692 = lshr i64 %4689, 32
  %4693 = lshr i64 %4691, 32
  %4694 = xor i64 %3862, %4693
  %4695 = xor i64 %4694, %4681
  %4696 = xor i64 %4692, %3863
  %4697 = xor i64 %4696, %4679
  %4698 = and i64 %4695, 4294967295
  %4699 = mul nuw i64 %4698, 3528531795
  %4700 = and i64 %4697, 4294967295
  %4701 = mul nuw i64 %4700, 3449720151
  %4702 = lshr i64 %4699, 32
  %4703 = lshr i64 %4701, 32
  %4704 = xor i64 %4703, %3864
  %4705 = xor i64 %4704, %4691
  %4706 = xor i64 %3865, %4702
  %4707 = xor i64 %4706, %4689
  %4708 = and i64 %4705, 4294967295
  %4709 = mul nuw i64 %4708, 3528531795
  %4710 = and i64 %4707, 4294967295
  %4711 = mul nuw i64 %4710, 3449720151
  %4712 = lshr i64 %4709, 32
  %4713 = lshr i64 %4711, 32
  %4714 = xor i64 %3866, %4713
  %4715 = xor i64 %4714, %4701
  %4716 = xor i64 %4712, %3867
  %4717 = xor i64 %4716, %4699
  %4718 = and i64 %4715, 4294967295
  %4719 = mul nuw i64 %4718, 3528531795
  %4720 = lshr i64 %4719, 32
  %4721 = trunc i64 %4717 to i32
  %4722 = mul i32 %4721, -845247145
  %4723 = xor i64 %3868, %4720
  %4724 = xor i64 %4723, %4709
  %4725 = and i64 %4724, 4294967295
  %4726 = mul nuw i64 %4725, 3449720151
  %4727 = lshr i64 %4726, 32
  %4728 = trunc nuw i64 %4727 to i32
  %4729 = trunc i64 %4726 to i32
  %4730 = xor i32 %4722, %4728
  %4731 = xor i32 %4730, %3869
  %4732 = getelementptr inbounds nuw float, ptr %4107, i64 %philox141744.us
  store i32 %4731, ptr %4732, align 4, !alias.scope !76, !noalias !79
  %4733 = getelementptr inbounds nuw float, ptr %4106, i64 %philox141744.us
  store i32 %4729, ptr %4733, align 4, !alias.scope !79, !noalias !76
  %4734 = add nuw nsw i64 %philox141744.us, 1
  %exitcond952.not = icmp eq i64 %4734, %n_features
  br i1 %exitcond952.not, label %vector.ph2045, label %philox.body139.us, !llvm.loop !84

vector.ph2045:                                    ; preds = %philox.body139.us, %vec.epilog.middle.block2187, %middle.block2130
  br label %vector.body2048

vector.body2048:                                  ; preds = %vector.body2048, %vector.ph2045
  %index2049 = phi i64 [ 0, %vector.ph2045 ], [ %index.next2058, %vector.body2048 ]
  %4735 = getelementptr inbounds nuw float, ptr %4107, i64 %index2049
  %4736 = getelementptr inbounds nuw i8, ptr %4735, i64 64
  %4737 = getelementptr inbounds nuw i8, ptr %4735, i64 128
  %4738 = getelementptr inbounds nuw i8, ptr %4735, i64 192
  %wide.load2050 = load <16 x i32>, ptr %4735, align 4, !alias.scope !76, !noalias !79
  %wide.load2051 = load <16 x i32>, ptr %4736, align 4, !alias.scope !76, !noalias !79
  %wide.load2052 = load <16 x i32>, ptr %4737, align 4, !alias.scope !76, !noalias !79
  %wide.load2053 = load <16 x i32>, ptr %4738, align 4, !alias.scope !76, !noalias !79
  %4739 = getelementptr inbounds nuw float, ptr %4106, i64 %index2049
  %4740 = getelementptr inbounds nuw i8, ptr %4739, i64 64
  %4741 = getelementptr inbounds nuw i8, ptr %4739, i64 128
  %4742 = getelementptr inbounds nuw i8, ptr %4739, i64 192
  %wide.load2054 = load <16 x i32>, ptr %4739, align 4, !alias.scope !79, !noalias !76
  %wide.load2055 = load <16 x i32>, ptr %4740, align 4, !alias.scope !79, !noalias !76
  %wide.load2056 = load <16 x i32>, ptr %4741, align 4, !alias.scope !79, !noalias !76
  %wide.load2057 = load <16 x i32>, ptr %4742, align 4, !alias.scope !79, !noalias !76
  %4743 = uitofp <16 x i32> %wide.load2050 to <16 x double>
  %4744 = uitofp <16 x i32> %wide.load2051 to <16 x double>
  %4745 = uitofp <16 x i32> %wide.load2052 to <16 x double>
  %4746 = uitofp <16 x i32> %wide.load2053 to <16 x double>
  %4747 = fadd <16 x double> %4743, splat (double 5.000000e-01)
  %4748 = fadd <16 x double> %4744, splat (double 5.000000e-01)
  %4749 = fadd <16 x double> %4745, splat (double 5.000000e-01)
  %4750 = fadd <16 x double> %4746, splat (double 5.000000e-01)
  %4751 = fmul <16 x double> %4747, splat (double 0x3DF0000000000000)
  %4752 = fmul <16 x double> %4748, splat (double 0x3DF0000000000000)
  %4753 = fmul <16 x double> %4749, splat (double 0x3DF0000000000000)
  %4754 = fmul <16 x double> %4750, splat (double 0x3DF0000000000000)
  %4755 = uitofp <16 x i32> %wide.load2054 to <16 x double>
  %4756 = uitofp <16 x i32> %wide.load2055 to <16 x double>
  %4757 = uitofp <16 x i32> %wide.load2056 to <16 x double>
  %4758 = uitofp <16 x i32> %wide.load2057 to <16 x double>
  %4759 = fadd <16 x double> %4755, splat (double 5.000000e-01)
  %4760 = fadd <16 x double> %4756, splat (double 5.000000e-01)
  %4761 = fadd <16 x double> %4757, splat (double 5.000000e-01)
  %4762 = fadd <16 x double> %4758, splat (double 5.000000e-01)
  %4763 = fmul <16 x double> %4759, splat (double 0x3DF0000000000000)
  %4764 = fmul <16 x double> %4760, splat (double 0x3DF0000000000000)
  %4765 = fmul <16 x double> %4761, splat (double 0x3DF0000000000000)
  %4766 = fmul <16 x double> %4762, splat (double 0x3DF0000000000000)
  %4767 = bitcast <16 x double> %4751 to <16 x i64>
  %4768 = bitcast <16 x double> %4752 to <16 x i64>
  %4769 = bitcast <16 x double> %4753 to <16 x i64>
  %4770 = bitcast <16 x double> %4754 to <16 x i64>
  %4771 = lshr <16 x i64> %4767, splat (i64 32)
  %4772 = lshr <16 x i64> %4768, splat (i64 32)
  %4773 = lshr <16 x i64> %4769, splat (i64 32)
  %4774 = lshr <16 x i64> %4770, splat (i64 32)
  %4775 = add nuw nsw <16 x i64> %4771, splat (i64 614242)
  %4776 = add nuw nsw <16 x i64> %4772, splat (i64 614242)
  %4777 = add nuw nsw <16 x i64> %4773, splat (i64 614242)
  %4778 = add nuw nsw <16 x i64> %4774, splat (i64 614242)
  %4779 = lshr <16 x i64> %4775, splat (i64 20)
  %4780 = lshr <16 x i64> %4776, splat (i64 20)
  %4781 = lshr <16 x i64> %4777, splat (i64 20)
  %4782 = lshr <16 x i64> %4778, splat (i64 20)
  %4783 = add nsw <16 x i64> %4779, splat (i64 -1023)
  %4784 = add nsw <16 x i64> %4780, splat (i64 -1023)
  %4785 = add nsw <16 x i64> %4781, splat (i64 -1023)
  %4786 = add nsw <16 x i64> %4782, splat (i64 -1023)
  %4787 = shl nuw <16 x i64> %4775, splat (i64 32)
  %4788 = shl nuw <16 x i64> %4776, splat (i64 32)
  %4789 = shl nuw <16 x i64> %4777, splat (i64 32)
  %4790 = shl nuw <16 x i64> %4778, splat (i64 32)
  %4791 = and <16 x i64> %4787, splat (i64 4503595332403200)
  %4792 = and <16 x i64> %4788, splat (i64 4503595332403200)
  %4793 = and <16 x i64> %4789, splat (i64 4503595332403200)
  %4794 = and <16 x i64> %4790, splat (i64 4503595332403200)
  %4795 = add nuw nsw <16 x i64> %4791, splat (i64 4604544269498187776)
  %4796 = add nuw nsw <16 x i64> %4792, splat (i64 4604544269498187776)
  %4797 = add nuw nsw <16 x i64> %4793, splat (i64 4604544269498187776)
  %4798 = add nuw nsw <16 x i64> %4794, splat (i64 4604544269498187776)
  %4799 = and <16 x i64> %4767, splat (i64 4294967295)
  %4800 = and <16 x i64> %4768, splat (i64 4294967295)
  %4801 = and <16 x i64> %4769, splat (i64 4294967295)
  %4802 = and <16 x i64> %4770, splat (i64 4294967295)
  %4803 = or disjoint <16 x i64> %4795, %4799
  %4804 = or disjoint <16 x i64> %4796, %4800
  %4805 = or disjoint <16 x i64> %4797, %4801
  %4806 = or disjoint <16 x i64> %4798, %4802
  %4807 = bitcast <16 x i64> %4803 to <16 x double>
  %4808 = bitcast <16 x i64> %4804 to <16 x double>
  %4809 = bitcast <16 x i64> %4805 to <16 x double>
  %4810 = bitcast <16 x i64> %4806 to <16 x double>
  %4811 = fadd <16 x double> %4807, splat (double -1.000000e+00)
  %4812 = fadd <16 x double> %4808, splat (double -1.000000e+00)
  %4813 = fadd <16 x double> %4809, splat (double -1.000000e+00)
  %4814 = fadd <16 x double> %4810, splat (double -1.000000e+00)
  %4815 = fmul <16 x double> %4811, splat (double 5.000000e-01)
  %4816 = fmul <16 x double> %4812, splat (double 5.000000e-01)
  %4817 = fmul <16 x double> %4813, splat (double 5.000000e-01)
  %4818 = fmul <16 x double> %4814, splat (double 5.000000e-01)
  %4819 = fmul <16 x double> %4811, %4815
  %4820 = fmul <16 x double> %4812, %4816
  %4821 = fmul <16 x double> %4813, %4817
  %4822 = fmul <16 x double> %4814, %4818
  %4823 = fadd <16 x double> %4811, splat (double 2.000000e+00)
  %4824 = fadd <16 x double> %4812, splat (double 2.000000e+00)
  %4825 = fadd <16 x double> %4813, splat (double 2.000000e+00)
  %4826 = fadd <16 x double> %4814, splat (double 2.000000e+00)
  %4827 = fdiv <16 x double> %4811, %4823
  %4828 = fdiv <16 x double> %4812, %4824
  %4829 = fdiv <16 x double> %4813, %4825
  %4830 = fdiv <16 x double> %4814, %4826
  %4831 = fmul <16 x double> %4827, %4827
  %4832 = fmul <16 x double> %4828, %4828
  %4833 = fmul <16 x double> %4829, %4829
  %4834 = fmul <16 x double> %4830, %4830
  %4835 = fmul <16 x double> %4831, %4831
  %4836 = fmul <16 x double> %4832, %4832
  %4837 = fmul <16 x double> %4833, %4833
  %4838 = fmul <16 x double> %4834, %4834
  %4839 = fmul <16 x double> %4835, splat (double 0x3FC39A09D078C69F)
  %4840 = fmul <16 x double> %4836, splat (double 0x3FC39A09D078C69F)
  %4841 = fmul <16 x double> %4837, splat (double 0x3FC39A09D078C69F)
  %4842 = fmul <16 x double> %4838, splat (double 0x3FC39A09D078C69F)
  %4843 = fadd <16 x double> %4839, splat (double 0x3FCC71C51D8E78AF)
  %4844 = fadd <16 x double> %4840, splat (double 0x3FCC71C51D8E78AF)
  %4845 = fadd <16 x double> %4841, splat (double 0x3FCC71C51D8E78AF)
  %4846 = fadd <16 x double> %4842, splat (double 0x3FCC71C51D8E78AF)
  %4847 = fmul <16 x double> %4835, %4843
  %4848 = fmul <16 x double> %4836, %4844
  %4849 = fmul <16 x double> %4837, %4845
  %4850 = fmul <16 x double> %4838, %4846
  %4851 = fadd <16 x double> %4847, splat (double 0x3FD999999997FA04)
  %4852 = fadd <16 x double> %4848, splat (double 0x3FD999999997FA04)
  %4853 = fadd <16 x double> %4849, splat (double 0x3FD999999997FA04)
  %4854 = fadd <16 x double> %4850, splat (double 0x3FD999999997FA04)
  %4855 = fmul <16 x double> %4835, %4851
  %4856 = fmul <16 x double> %4836, %4852
  %4857 = fmul <16 x double> %4837, %4853
  %4858 = fmul <16 x double> %4838, %4854
  %4859 = fmul <16 x double> %4835, splat (double 0x3FC2F112DF3E5244)
  %4860 = fmul <16 x double> %4836, splat (double 0x3FC2F112DF3E5244)
  %4861 = fmul <16 x double> %4837, splat (double 0x3FC2F112DF3E5244)
  %4862 = fmul <16 x double> %4838, splat (double 0x3FC2F112DF3E5244)
  %4863 = fadd <16 x double> %4859, splat (double 0x3FC7466496CB03DE)
  %4864 = fadd <16 x double> %4860, splat (double 0x3FC7466496CB03DE)
  %4865 = fadd <16 x double> %4861, splat (double 0x3FC7466496CB03DE)
  %4866 = fadd <16 x double> %4862, splat (double 0x3FC7466496CB03DE)
  %4867 = fmul <16 x double> %4835, %4863
  %4868 = fmul <16 x double> %4836, %4864
  %4869 = fmul <16 x double> %4837, %4865
  %4870 = fmul <16 x double> %4838, %4866
  %4871 = fadd <16 x double> %4867, splat (double 0x3FD2492494229359)
  %4872 = fadd <16 x double> %4868, splat (double 0x3FD2492494229359)
  %4873 = fadd <16 x double> %4869, splat (double 0x3FD2492494229359)
  %4874 = fadd <16 x double> %4870, splat (double 0x3FD2492494229359)
  %4875 = fmul <16 x double> %4835, %4871
  %4876 = fmul <16 x double> %4836, %4872
  %4877 = fmul <16 x double> %4837, %4873
  %4878 = fmul <16 x double> %4838, %4874
  %4879 = fadd <16 x double> %4875, splat (double 0x3FE5555555555593)
  %4880 = fadd <16 x double> %4876, splat (double 0x3FE5555555555593)
  %4881 = fadd <16 x double> %4877, splat (double 0x3FE5555555555593)
  %4882 = fadd <16 x double> %4878, splat (double 0x3FE5555555555593)
  %4883 = fmul <16 x double> %4831, %4879
  %4884 = fmul <16 x double> %4832, %4880
  %4885 = fmul <16 x double> %4833, %4881
  %4886 = fmul <16 x double> %4834, %4882
  %4887 = fadd <16 x double> %4855, %4883
  %4888 = fadd <16 x double> %4856, %4884
  %4889 = fadd <16 x double> %4857, %4885
  %4890 = fadd <16 x double> %4858, %4886
  %4891 = sitofp <16 x i64> %4783 to <16 x double>
  %4892 = sitofp <16 x i64> %4784 to <16 x double>
  %4893 = sitofp <16 x i64> %4785 to <16 x double>
  %4894 = sitofp <16 x i64> %4786 to <16 x double>
  %4895 = fadd <16 x double> %4819, %4887
  %4896 = fadd <16 x double> %4820, %4888
  %4897 = fadd <16 x double> %4821, %4889
  %4898 = fadd <16 x double> %4822, %4890
  %4899 = fmul <16 x double> %4827, %4895
  %4900 = fmul <16 x double> %4828, %4896
  %4901 = fmul <16 x double> %4829, %4897
  %4902 = fmul <16 x double> %4830, %4898
  %4903 = fmul <16 x double> %4891, splat (double 0x3DEA39EF35793C76)
  %4904 = fmul <16 x double> %4892, splat (double 0x3DEA39EF35793C76)
  %4905 = fmul <16 x double> %4893, splat (double 0x3DEA39EF35793C76)
  %4906 = fmul <16 x double> %4894, splat (double 0x3DEA39EF35793C76)
  %4907 = fadd <16 x double> %4903, %4899
  %4908 = fadd <16 x double> %4904, %4900
  %4909 = fadd <16 x double> %4905, %4901
  %4910 = fadd <16 x double> %4906, %4902
  %4911 = fsub <16 x double> %4907, %4819
  %4912 = fsub <16 x double> %4908, %4820
  %4913 = fsub <16 x double> %4909, %4821
  %4914 = fsub <16 x double> %4910, %4822
  %4915 = fadd <16 x double> %4811, %4911
  %4916 = fadd <16 x double> %4812, %4912
  %4917 = fadd <16 x double> %4813, %4913
  %4918 = fadd <16 x double> %4814, %4914
  %4919 = fmul <16 x double> %4891, splat (double 0x3FE62E42FEE00000)
  %4920 = fmul <16 x double> %4892, splat (double 0x3FE62E42FEE00000)
  %4921 = fmul <16 x double> %4893, splat (double 0x3FE62E42FEE00000)
  %4922 = fmul <16 x double> %4894, splat (double 0x3FE62E42FEE00000)
  %4923 = fadd <16 x double> %4919, %4915
  %4924 = fadd <16 x double> %4920, %4916
  %4925 = fadd <16 x double> %4921, %4917
  %4926 = fadd <16 x double> %4922, %4918
  %4927 = fmul <16 x double> %4923, splat (double -2.000000e+00)
  %4928 = fmul <16 x double> %4924, splat (double -2.000000e+00)
  %4929 = fmul <16 x double> %4925, splat (double -2.000000e+00)
  %4930 = fmul <16 x double> %4926, splat (double -2.000000e+00)
  %4931 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4927)
  %4932 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4928)
  %4933 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4929)
  %4934 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4930)
  %4935 = fmul <16 x double> %4763, splat (double 0x401921FB54442D18)
  %4936 = fmul <16 x double> %4764, splat (double 0x401921FB54442D18)
  %4937 = fmul <16 x double> %4765, splat (double 0x401921FB54442D18)
  %4938 = fmul <16 x double> %4766, splat (double 0x401921FB54442D18)
  %4939 = fmul <16 x double> %4935, splat (double 0x3FE45F306DC9C883)
  %4940 = fmul <16 x double> %4936, splat (double 0x3FE45F306DC9C883)
  %4941 = fmul <16 x double> %4937, splat (double 0x3FE45F306DC9C883)
  %4942 = fmul <16 x double> %4938, splat (double 0x3FE45F306DC9C883)
  %4943 = fadd <16 x double> %4939, splat (double 0x4338000000000000)
  %4944 = fadd <16 x double> %4940, splat (double 0x4338000000000000)
  %4945 = fadd <16 x double> %4941, splat (double 0x4338000000000000)
  %4946 = fadd <16 x double> %4942, splat (double 0x4338000000000000)
  %4947 = bitcast <16 x double> %4943 to <16 x i64>
  %4948 = bitcast <16 x double> %4944 to <16 x i64>
  %4949 = bitcast <16 x double> %4945 to <16 x i64>
  %4950 = bitcast <16 x double> %4946 to <16 x i64>
  %4951 = fadd <16 x double> %4943, splat (double 0xC338000000000000)
  %4952 = fadd <16 x double> %4944, splat (double 0xC338000000000000)
  %4953 = fadd <16 x double> %4945, splat (double 0xC338000000000000)
  %4954 = fadd <16 x double> %4946, splat (double 0xC338000000000000)
  %4955 = fmul <16 x double> %4951, splat (double 0x3FF921FB54400000)
  %4956 = fmul <16 x double> %4952, splat (double 0x3FF921FB54400000)
  %4957 = fmul <16 x double> %4953, splat (double 0x3FF921FB54400000)
  %4958 = fmul <16 x double> %4954, splat (double 0x3FF921FB54400000)
  %4959 = fsub <16 x double> %4935, %4955
  %4960 = fsub <16 x double> %4936, %4956
  %4961 = fsub <16 x double> %4937, %4957
  %4962 = fsub <16 x double> %4938, %4958
  %4963 = fmul <16 x double> %4951, splat (double 0x3DD0B4611A626331)
  %4964 = fmul <16 x double> %4952, splat (double 0x3DD0B4611A626331)
  %4965 = fmul <16 x double> %4953, splat (double 0x3DD0B4611A626331)
  %4966 = fmul <16 x double> %4954, splat (double 0x3DD0B4611A626331)
  %4967 = fmul <16 x double> %4951, splat (double 0x3DD0B4611A600000)
  %4968 = fmul <16 x double> %4952, splat (double 0x3DD0B4611A600000)
  %4969 = fmul <16 x double> %4953, splat (double 0x3DD0B4611A600000)
  %4970 = fmul <16 x double> %4954, splat (double 0x3DD0B4611A600000)
  %4971 = fsub <16 x double> %4959, %4967
  %4972 = fsub <16 x double> %4960, %4968
  %4973 = fsub <16 x double> %4961, %4969
  %4974 = fsub <16 x double> %4962, %4970
  %4975 = fmul <16 x double> %4951, splat (double 0x3BA3198A2E037073)
  %4976 = fmul <16 x double> %4952, splat (double 0x3BA3198A2E037073)
  %4977 = fmul <16 x double> %4953, splat (double 0x3BA3198A2E037073)
  %4978 = fmul <16 x double> %4954, splat (double 0x3BA3198A2E037073)
  %4979 = fsub <16 x double> %4959, %4971
  %4980 = fsub <16 x double> %4960, %4972
  %4981 = fsub <16 x double> %4961, %4973
  %4982 = fsub <16 x double> %4962, %4974
  %4983 = fsub <16 x double> %4979, %4967
  %4984 = fsub <16 x double> %4980, %4968
  %4985 = fsub <16 x double> %4981, %4969
  %4986 = fsub <16 x double> %4982, %4970
  %4987 = fsub <16 x double> %4975, %4983
  %4988 = fsub <16 x double> %4976, %4984
  %4989 = fsub <16 x double> %4977, %4985
  %4990 = fsub <16 x double> %4978, %4986
  %4991 = fsub <16 x double> %4959, %4963
  %4992 = fsub <16 x double> %4960, %4964
  %4993 = fsub <16 x double> %4961, %4965
  %4994 = fsub <16 x double> %4962, %4966
  %4995 = bitcast <16 x double> %4935 to <16 x i64>
  %4996 = bitcast <16 x double> %4936 to <16 x i64>
  %4997 = bitcast <16 x double> %4937 to <16 x i64>
  %4998 = bitcast <16 x double> %4938 to <16 x i64>
  %4999 = lshr <16 x i64> %4995, splat (i64 52)
  %5000 = lshr <16 x i64> %4996, splat (i64 52)
  %5001 = lshr <16 x i64> %4997, splat (i64 52)
  %5002 = lshr <16 x i64> %4998, splat (i64 52)
  %5003 = and <16 x i64> %4999, splat (i64 2047)
  %5004 = and <16 x i64> %5000, splat (i64 2047)
  %5005 = and <16 x i64> %5001, splat (i64 2047)
  %5006 = and <16 x i64> %5002, splat (i64 2047)
  %5007 = bitcast <16 x double> %4991 to <16 x i64>
  %5008 = bitcast <16 x double> %4992 to <16 x i64>
  %5009 = bitcast <16 x double> %4993 to <16 x i64>
  %5010 = bitcast <16 x double> %4994 to <16 x i64>
  %5011 = lshr <16 x i64> %5007, splat (i64 52)
  %5012 = lshr <16 x i64> %5008, splat (i64 52)
  %5013 = lshr <16 x i64> %5009, splat (i64 52)
  %5014 = lshr <16 x i64> %5010, splat (i64 52)
  %5015 = and <16 x i64> %5011, splat (i64 2047)
  %5016 = and <16 x i64> %5012, splat (i64 2047)
  %5017 = and <16 x i64> %5013, splat (i64 2047)
  %5018 = and <16 x i64> %5014, splat (i64 2047)
  %5019 = add nuw nsw <16 x i64> %5015, splat (i64 16)
  %5020 = add nuw nsw <16 x i64> %5016, splat (i64 16)
  %5021 = add nuw nsw <16 x i64> %5017, splat (i64 16)
  %5022 = add nuw nsw <16 x i64> %5018, splat (i64 16)
  %5023 = icmp samesign ult <16 x i64> %5019, %5003
  %5024 = icmp samesign ult <16 x i64> %5020, %5004
  %5025 = icmp samesign ult <16 x i64> %5021, %5005
  %5026 = icmp samesign ult <16 x i64> %5022, %5006
  %5027 = select <16 x i1> %5023, <16 x double> %4971, <16 x double> %4959
  %5028 = select <16 x i1> %5024, <16 x double> %4972, <16 x double> %4960
  %5029 = select <16 x i1> %5025, <16 x double> %4973, <16 x double> %4961
  %5030 = select <16 x i1> %5026, <16 x double> %4974, <16 x double> %4962
  %5031 = select <16 x i1> %5023, <16 x double> %4987, <16 x double> %4963
  %5032 = select <16 x i1> %5024, <16 x double> %4988, <16 x double> %4964
  %5033 = select <16 x i1> %5025, <16 x double> %4989, <16 x double> %4965
  %5034 = select <16 x i1> %5026, <16 x double> %4990, <16 x double> %4966
  %5035 = fsub <16 x double> %5027, %5031
  %5036 = fsub <16 x double> %5028, %5032
  %5037 = fsub <16 x double> %5029, %5033
  %5038 = fsub <16 x double> %5030, %5034
  %5039 = fsub <16 x double> %5027, %5035
  %5040 = fsub <16 x double> %5028, %5036
  %5041 = fsub <16 x double> %5029, %5037
  %5042 = fsub <16 x double> %5030, %5038
  %5043 = fsub <16 x double> %5039, %5031
  %5044 = fsub <16 x double> %5040, %5032
  %5045 = fsub <16 x double> %5041, %5033
  %5046 = fsub <16 x double> %5042, %5034
  %5047 = fmul <16 x double> %5035, %5035
  %5048 = fmul <16 x double> %5036, %5036
  %5049 = fmul <16 x double> %5037, %5037
  %5050 = fmul <16 x double> %5038, %5038
  %5051 = fmul <16 x double> %5047, %5047
  %5052 = fmul <16 x double> %5048, %5048
  %5053 = fmul <16 x double> %5049, %5049
  %5054 = fmul <16 x double> %5050, %5050
  %5055 = fmul <16 x double> %5047, splat (double 0x3EFA01A019CB1590)
  %5056 = fmul <16 x double> %5048, splat (double 0x3EFA01A019CB1590)
  %5057 = fmul <16 x double> %5049, splat (double 0x3EFA01A019CB1590)
  %5058 = fmul <16 x double> %5050, splat (double 0x3EFA01A019CB1590)
  %5059 = fadd <16 x double> %5055, splat (double 0xBF56C16C16C15177)
  %5060 = fadd <16 x double> %5056, splat (double 0xBF56C16C16C15177)
  %5061 = fadd <16 x double> %5057, splat (double 0xBF56C16C16C15177)
  %5062 = fadd <16 x double> %5058, splat (double 0xBF56C16C16C15177)
  %5063 = fmul <16 x double> %5047, %5059
  %5064 = fmul <16 x double> %5048, %5060
  %5065 = fmul <16 x double> %5049, %5061
  %5066 = fmul <16 x double> %5050, %5062
  %5067 = fadd <16 x double> %5063, splat (double 0x3FA555555555554C)
  %5068 = fadd <16 x double> %5064, splat (double 0x3FA555555555554C)
  %5069 = fadd <16 x double> %5065, splat (double 0x3FA555555555554C)
  %5070 = fadd <16 x double> %5066, splat (double 0x3FA555555555554C)
  %5071 = fmul <16 x double> %5047, %5067
  %5072 = fmul <16 x double> %5048, %5068
  %5073 = fmul <16 x double> %5049, %5069
  %5074 = fmul <16 x double> %5050, %5070
  %5075 = fmul <16 x double> %5047, splat (double 0x3DA8FAE9BE8838D4)
  %5076 = fmul <16 x double> %5048, splat (double 0x3DA8FAE9BE8838D4)
  %5077 = fmul <16 x double> %5049, splat (double 0x3DA8FAE9BE8838D4)
  %5078 = fmul <16 x double> %5050, splat (double 0x3DA8FAE9BE8838D4)
  %5079 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5075
  %5080 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5076
  %5081 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5077
  %5082 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5078
  %5083 = fmul <16 x double> %5047, %5079
  %5084 = fmul <16 x double> %5048, %5080
  %5085 = fmul <16 x double> %5049, %5081
  %5086 = fmul <16 x double> %5050, %5082
  %5087 = fadd <16 x double> %5083, splat (double 0xBE927E4F809C52AD)
  %5088 = fadd <16 x double> %5084, splat (double 0xBE927E4F809C52AD)
  %5089 = fadd <16 x double> %5085, splat (double 0xBE927E4F809C52AD)
  %5090 = fadd <16 x double> %5086, splat (double 0xBE927E4F809C52AD)
  %5091 = fmul <16 x double> %5051, %5051
  %5092 = fmul <16 x double> %5052, %5052
  %5093 = fmul <16 x double> %5053, %5053
  %5094 = fmul <16 x double> %5054, %5054
  %5095 = fmul <16 x double> %5091, %5087
  %5096 = fmul <16 x double> %5092, %5088
  %5097 = fmul <16 x double> %5093, %5089
  %5098 = fmul <16 x double> %5094, %5090
  %5099 = fadd <16 x double> %5071, %5095
  %5100 = fadd <16 x double> %5072, %5096
  %5101 = fadd <16 x double> %5073, %5097
  %5102 = fadd <16 x double> %5074, %5098
  %5103 = fmul <16 x double> %5047, splat (double 5.000000e-01)
  %5104 = fmul <16 x double> %5048, splat (double 5.000000e-01)
  %5105 = fmul <16 x double> %5049, splat (double 5.000000e-01)
  %5106 = fmul <16 x double> %5050, splat (double 5.000000e-01)
  %5107 = fsub <16 x double> splat (double 1.000000e+00), %5103
  %5108 = fsub <16 x double> splat (double 1.000000e+00), %5104
  %5109 = fsub <16 x double> splat (double 1.000000e+00), %5105
  %5110 = fsub <16 x double> splat (double 1.000000e+00), %5106
  %5111 = fsub <16 x double> splat (double 1.000000e+00), %5107
  %5112 = fsub <16 x double> splat (double 1.000000e+00), %5108
  %5113 = fsub <16 x double> splat (double 1.000000e+00), %5109
  %5114 = fsub <16 x double> splat (double 1.000000e+00), %5110
  %5115 = fsub <16 x double> %5111, %5103
  %5116 = fsub <16 x double> %5112, %5104
  %5117 = fsub <16 x double> %5113, %5105
  %5118 = fsub <16 x double> %5114, %5106
  %5119 = fmul <16 x double> %5047, %5099
  %5120 = fmul <16 x double> %5048, %5100
  %5121 = fmul <16 x double> %5049, %5101
  %5122 = fmul <16 x double> %5050, %5102
  %5123 = fmul <16 x double> %5035, %5043
  %5124 = fmul <16 x double> %5036, %5044
  %5125 = fmul <16 x double> %5037, %5045
  %5126 = fmul <16 x double> %5038, %5046
  %5127 = fsub <16 x double> %5119, %5123
  %5128 = fsub <16 x double> %5120, %5124
  %5129 = fsub <16 x double> %5121, %5125
  %5130 = fsub <16 x double> %5122, %5126
  %5131 = fadd <16 x double> %5115, %5127
  %5132 = fadd <16 x double> %5116, %5128
  %5133 = fadd <16 x double> %5117, %5129
  %5134 = fadd <16 x double> %5118, %5130
  %5135 = fadd <16 x double> %5107, %5131
  %5136 = fadd <16 x double> %5108, %5132
  %5137 = fadd <16 x double> %5109, %5133
  %5138 = fadd <16 x double> %5110, %5134
  %5139 = fmul <16 x double> %5047, splat (double 0x3EC71DE357B1FE7D)
  %5140 = fmul <16 x double> %5048, splat (double 0x3EC71DE357B1FE7D)
  %5141 = fmul <16 x double> %5049, splat (double 0x3EC71DE357B1FE7D)
  %5142 = fmul <16 x double> %5050, splat (double 0x3EC71DE357B1FE7D)
  %5143 = fadd <16 x double> %5139, splat (double 0xBF2A01A019C161D5)
  %5144 = fadd <16 x double> %5140, splat (double 0xBF2A01A019C161D5)
  %5145 = fadd <16 x double> %5141, splat (double 0xBF2A01A019C161D5)
  %5146 = fadd <16 x double> %5142, splat (double 0xBF2A01A019C161D5)
  %5147 = fmul <16 x double> %5047, %5143
  %5148 = fmul <16 x double> %5048, %5144
  %5149 = fmul <16 x double> %5049, %5145
  %5150 = fmul <16 x double> %5050, %5146
  %5151 = fadd <16 x double> %5147, splat (double 0x3F8111111110F8A6)
  %5152 = fadd <16 x double> %5148, splat (double 0x3F8111111110F8A6)
  %5153 = fadd <16 x double> %5149, splat (double 0x3F8111111110F8A6)
  %5154 = fadd <16 x double> %5150, splat (double 0x3F8111111110F8A6)
  %5155 = fmul <16 x double> %5047, splat (double 0x3DE5D93A5ACFD57C)
  %5156 = fmul <16 x double> %5048, splat (double 0x3DE5D93A5ACFD57C)
  %5157 = fmul <16 x double> %5049, splat (double 0x3DE5D93A5ACFD57C)
  %5158 = fmul <16 x double> %5050, splat (double 0x3DE5D93A5ACFD57C)
  %5159 = fadd <16 x double> %5155, splat (double 0xBE5AE5E68A2B9CEB)
  %5160 = fadd <16 x double> %5156, splat (double 0xBE5AE5E68A2B9CEB)
  %5161 = fadd <16 x double> %5157, splat (double 0xBE5AE5E68A2B9CEB)
  %5162 = fadd <16 x double> %5158, splat (double 0xBE5AE5E68A2B9CEB)
  %5163 = fmul <16 x double> %5047, %5051
  %5164 = fmul <16 x double> %5048, %5052
  %5165 = fmul <16 x double> %5049, %5053
  %5166 = fmul <16 x double> %5050, %5054
  %5167 = fmul <16 x double> %5163, %5159
  %5168 = fmul <16 x double> %5164, %5160
  %5169 = fmul <16 x double> %5165, %5161
  %5170 = fmul <16 x double> %5166, %5162
  %5171 = fadd <16 x double> %5167, %5151
  %5172 = fadd <16 x double> %5168, %5152
  %5173 = fadd <16 x double> %5169, %5153
  %5174 = fadd <16 x double> %5170, %5154
  %5175 = fmul <16 x double> %5035, %5047
  %5176 = fmul <16 x double> %5036, %5048
  %5177 = fmul <16 x double> %5037, %5049
  %5178 = fmul <16 x double> %5038, %5050
  %5179 = fmul <16 x double> %5043, splat (double 5.000000e-01)
  %5180 = fmul <16 x double> %5044, splat (double 5.000000e-01)
  %5181 = fmul <16 x double> %5045, splat (double 5.000000e-01)
  %5182 = fmul <16 x double> %5046, splat (double 5.000000e-01)
  %5183 = fmul <16 x double> %5175, %5171
  %5184 = fmul <16 x double> %5176, %5172
  %5185 = fmul <16 x double> %5177, %5173
  %5186 = fmul <16 x double> %5178, %5174
  %5187 = fsub <16 x double> %5179, %5183
  %5188 = fsub <16 x double> %5180, %5184
  %5189 = fsub <16 x double> %5181, %5185
  %5190 = fsub <16 x double> %5182, %5186
  %5191 = fmul <16 x double> %5047, %5187
  %5192 = fmul <16 x double> %5048, %5188
  %5193 = fmul <16 x double> %5049, %5189
  %5194 = fmul <16 x double> %5050, %5190
  %5195 = fsub <16 x double> %5191, %5043
  %5196 = fsub <16 x double> %5192, %5044
  %5197 = fsub <16 x double> %5193, %5045
  %5198 = fsub <16 x double> %5194, %5046
  %5199 = fmul <16 x double> %5175, splat (double 0x3FC5555555555549)
  %5200 = fmul <16 x double> %5176, splat (double 0x3FC5555555555549)
  %5201 = fmul <16 x double> %5177, splat (double 0x3FC5555555555549)
  %5202 = fmul <16 x double> %5178, splat (double 0x3FC5555555555549)
  %5203 = fadd <16 x double> %5195, %5199
  %5204 = fadd <16 x double> %5196, %5200
  %5205 = fadd <16 x double> %5197, %5201
  %5206 = fadd <16 x double> %5198, %5202
  %5207 = fsub <16 x double> %5035, %5203
  %5208 = fsub <16 x double> %5036, %5204
  %5209 = fsub <16 x double> %5037, %5205
  %5210 = fsub <16 x double> %5038, %5206
  %5211 = fneg <16 x double> %5135
  %5212 = fneg <16 x double> %5136
  %5213 = fneg <16 x double> %5137
  %5214 = fneg <16 x double> %5138
  %5215 = fneg <16 x double> %5207
  %5216 = fneg <16 x double> %5208
  %5217 = fneg <16 x double> %5209
  %5218 = fneg <16 x double> %5210
  %5219 = and <16 x i64> %4947, splat (i64 1)
  %5220 = and <16 x i64> %4948, splat (i64 1)
  %5221 = and <16 x i64> %4949, splat (i64 1)
  %5222 = and <16 x i64> %4950, splat (i64 1)
  %5223 = and <16 x i64> %4947, splat (i64 2)
  %5224 = and <16 x i64> %4948, splat (i64 2)
  %5225 = and <16 x i64> %4949, splat (i64 2)
  %5226 = and <16 x i64> %4950, splat (i64 2)
  %5227 = icmp eq <16 x i64> %5219, zeroinitializer
  %5228 = icmp eq <16 x i64> %5220, zeroinitializer
  %5229 = icmp eq <16 x i64> %5221, zeroinitializer
  %5230 = icmp eq <16 x i64> %5222, zeroinitializer
  %5231 = icmp eq <16 x i64> %5223, zeroinitializer
  %5232 = icmp eq <16 x i64> %5224, zeroinitializer
  %5233 = icmp eq <16 x i64> %5225, zeroinitializer
  %5234 = icmp eq <16 x i64> %5226, zeroinitializer
  %5235 = select <16 x i1> %5231, <16 x double> %5135, <16 x double> %5211
  %5236 = select <16 x i1> %5232, <16 x double> %5136, <16 x double> %5212
  %5237 = select <16 x i1> %5233, <16 x double> %5137, <16 x double> %5213
  %5238 = select <16 x i1> %5234, <16 x double> %5138, <16 x double> %5214
  %5239 = select <16 x i1> %5231, <16 x double> %5215, <16 x double> %5207
  %5240 = select <16 x i1> %5232, <16 x double> %5216, <16 x double> %5208
  %5241 = select <16 x i1> %5233, <16 x double> %5217, <16 x double> %5209
  %5242 = select <16 x i1> %5234, <16 x double> %5218, <16 x double> %5210
  %5243 = select <16 x i1> %5227, <16 x double> %5235, <16 x double> %5239
  %5244 = select <16 x i1> %5228, <16 x double> %5236, <16 x double> %5240
  %5245 = select <16 x i1> %5229, <16 x double> %5237, <16 x double> %5241
  %5246 = select <16 x i1> %5230, <16 x double> %5238, <16 x double> %5242
  %5247 = fmul <16 x double> %4931, %5243
  %5248 = fmul <16 x double> %4932, %5244
  %5249 = fmul <16 x double> %4933, %5245
  %5250 = fmul <16 x double> %4934, %5246
  %5251 = fptrunc <16 x double> %5247 to <16 x float>
  %5252 = fptrunc <16 x double> %5248 to <16 x float>
  %5253 = fptrunc <16 x double> %5249 to <16 x float>
  %5254 = fptrunc <16 x double> %5250 to <16 x float>
  %5255 = getelementptr inbounds nuw i8, ptr %4735, i64 64
  %5256 = getelementptr inbounds nuw i8, ptr %4735, i64 128
  %5257 = getelementptr inbounds nuw i8, ptr %4735, i64 192
  store <16 x float> %5251, ptr %4735, align 4, !alias.scope !76, !noalias !79
  store <16 x float> %5252, ptr %5255, align 4, !alias.scope !76, !noalias !79
  store <16 x float> %5253, ptr %5256, align 4, !alias.scope !76, !noalias !79
  store <16 x float> %5254, ptr %5257, align 4, !alias.scope !76, !noalias !79
  %index.next2058 = add nuw i64 %index2049, 64
  %5258 = icmp eq i64 %index.next2058, %n.vec2047
  br i1 %5258, label %middle.block2059, label %vector.body2048, !llvm.loop !85

middle.block2059:                                 ; preds = %vector.body2048
  br i1 %cmp.n2060, label %noise.exit144.us, label %vec.epilog.iter.check2063

vec.epilog.iter.check2063:                        ; preds = %middle.block2059
  br i1 %min.epilog.iters.check2064, label %noise.body143.us.preheader, label %vec.epilog.vector.body2068, !prof !10

vec.epilog.vector.body2068:                       ; preds = %vec.epilog.iter.check2063, %vec.epilog.vector.body2068
  %index2069 = phi i64 [ %index.next2072, %vec.epilog.vector.body2068 ], [ %n.vec2047, %vec.epilog.iter.check2063 ]
  %5259 = getelementptr inbounds nuw float, ptr %4107, i64 %index2069
  %wide.load2070 = load <8 x i32>, ptr %5259, align 4, !alias.scope !76, !noalias !79
  %5260 = getelementptr inbounds nuw float, ptr %4106, i64 %index2069
  %wide.load2071 = load <8 x i32>, ptr %5260, align 4, !alias.scope !79, !noalias !76
  %5261 = uitofp <8 x i32> %wide.load2070 to <8 x double>
  %5262 = fadd <8 x double> %5261, splat (double 5.000000e-01)
  %5263 = fmul <8 x double> %5262, splat (double 0x3DF0000000000000)
  %5264 = uitofp <8 x i32> %wide.load2071 to <8 x double>
  %5265 = fadd <8 x double> %5264, splat (double 5.000000e-01)
  %5266 = fmul <8 x double> %5265, splat (double 0x3DF0000000000000)
  %5267 = bitcast <8 x double> %5263 to <8 x i64>
  %5268 = lshr <8 x i64> %5267, splat (i64 32)
  %5269 = add nuw nsw <8 x i64> %5268, splat (i64 614242)
  %5270 = lshr <8 x i64> %5269, splat (i64 20)
  %5271 = add nsw <8 x i64> %5270, splat (i64 -1023)
  %5272 = shl nuw <8 x i64> %5269, splat (i64 32)
  %5273 = and <8 x i64> %5272, splat (i64 4503595332403200)
  %5274 = add nuw nsw <8 x i64> %5273, splat (i64 4604544269498187776)
  %5275 = and <8 x i64> %5267, splat (i64 4294967295)
  %5276 = or disjoint <8 x i64> %5274, %5275
  %5277 = bitcast <8 x i64> %5276 to <8 x double>
  %5278 = fadd <8 x double> %5277, splat (double -1.000000e+00)
  %5279 = fmul <8 x double> %5278, splat (double 5.000000e-01)
  %5280 = fmul <8 x double> %5278, %5279
  %5281 = fadd <8 x double> %5278, splat (double 2.000000e+00)
  %5282 = fdiv <8 x double> %5278, %5281
  %5283 = fmul <8 x double> %5282, %5282
  %5284 = fmul <8 x double> %5283, %5283
  %5285 = fmul <8 x double> %5284, splat (double 0x3FC39A09D078C69F)
  %5286 = fadd <8 x double> %5285, splat (double 0x3FCC71C51D8E78AF)
  %5287 = fmul <8 x double> %5284, %5286
  %5288 = fadd <8 x double> %5287, splat (double 0x3FD999999997FA04)
  %5289 = fmul <8 x double> %5284, %5288
  %5290 = fmul <8 x double> %5284, splat (double 0x3FC2F112DF3E5244)
  %5291 = fadd <8 x double> %5290, splat (double 0x3FC7466496CB03DE)
  %5292 = fmul <8 x double> %5284, %5291
  %5293 = fadd <8 x double> %5292, splat (double 0x3FD2492494229359)
  %5294 = fmul <8 x double> %5284, %5293
  %5295 = fadd <8 x double> %5294, splat (double 0x3FE5555555555593)
  %5296 = fmul <8 x double> %5283, %5295
  %5297 = fadd <8 x double> %5289, %5296
  %5298 = sitofp <8 x i64> %5271 to <8 x double>
  %5299 = fadd <8 x double> %5280, %5297
  %5300 = fmul <8 x double> %5282, %5299
  %5301 = fmul <8 x double> %5298, splat (double 0x3DEA39EF35793C76)
  %5302 = fadd <8 x double> %5301, %5300
  %5303 = fsub <8 x double> %5302, %5280
  %5304 = fadd <8 x double> %5278, %5303
  %5305 = fmul <8 x double> %5298, splat (double 0x3FE62E42FEE00000)
  %5306 = fadd <8 x double> %5305, %5304
  %5307 = fmul <8 x double> %5306, splat (double -2.000000e+00)
  %5308 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5307)
  %5309 = fmul <8 x double> %5266, splat (double 0x401921FB54442D18)
  %5310 = fmul <8 x double> %5309, splat (double 0x3FE45F306DC9C883)
  %5311 = fadd <8 x double> %5310, splat (double 0x4338000000000000)
  %5312 = bitcast <8 x double> %5311 to <8 x i64>
  %5313 = fadd <8 x double> %5311, splat (double 0xC338000000000000)
  %5314 = fmul <8 x double> %5313, splat (double 0x3FF921FB54400000)
  %5315 = fsub <8 x double> %5309, %5314
  %5316 = fmul <8 x double> %5313, splat (double 0x3DD0B4611A626331)
  %5317 = fmul <8 x double> %5313, splat (double 0x3DD0B4611A600000)
  %5318 = fsub <8 x double> %5315, %5317
  %5319 = fmul <8 x double> %5313, splat (double 0x3BA3198A2E037073)
  %5320 = fsub <8 x double> %5315, %5318
  %5321 = fsub <8 x double> %5320, %5317
  %5322 = fsub <8 x double> %5319, %5321
  %5323 = fsub <8 x double> %5315, %5316
  %5324 = bitcast <8 x double> %5309 to <8 x i64>
  %5325 = lshr <8 x i64> %5324, splat (i64 52)
  %5326 = and <8 x i64> %5325, splat (i64 2047)
  %5327 = bitcast <8 x double> %5323 to <8 x i64>
  %5328 = lshr <8 x i64> %5327, splat (i64 52)
  %5329 = and <8 x i64> %5328, splat (i64 2047)
  %5330 = add nuw nsw <8 x i64> %5329, splat (i64 16)
  %5331 = icmp samesign ult <8 x i64> %5330, %5326
  %5332 = select <8 x i1> %5331, <8 x double> %5318, <8 x double> %5315
  %5333 = select <8 x i1> %5331, <8 x double> %5322, <8 x double> %5316
  %5334 = fsub <8 x double> %5332, %5333
  %5335 = fsub <8 x double> %5332, %5334
  %5336 = fsub <8 x double> %5335, %5333
  %5337 = fmul <8 x double> %5334, %5334
  %5338 = fmul <8 x double> %5337, %5337
  %5339 = fmul <8 x double> %5337, splat (double 0x3EFA01A019CB1590)
  %5340 = fadd <8 x double> %5339, splat (double 0xBF56C16C16C15177)
  %5341 = fmul <8 x double> %5337, %5340
  %5342 = fadd <8 x double> %5341, splat (double 0x3FA555555555554C)
  %5343 = fmul <8 x double> %5337, %5342
  %5344 = fmul <8 x double> %5337, splat (double 0x3DA8FAE9BE8838D4)
  %5345 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5344
  %5346 = fmul <8 x double> %5337, %5345
  %5347 = fadd <8 x double> %5346, splat (double 0xBE927E4F809C52AD)
  %5348 = fmul <8 x double> %5338, %5338
  %5349 = fmul <8 x double> %5348, %5347
  %5350 = fadd <8 x double> %5343, %5349
  %5351 = fmul <8 x double> %5337, splat (double 5.000000e-01)
  %5352 = fsub <8 x double> splat (double 1.000000e+00), %5351
  %5353 = fsub <8 x double> splat (double 1.000000e+00), %5352
  %5354 = fsub <8 x double> %5353, %5351
  %5355 = fmul <8 x double> %5337, %5350
  %5356 = fmul <8 x double> %5334, %5336
  %5357 = fsub <8 x double> %5355, %5356
  %5358 = fadd <8 x double> %5354, %5357
  %5359 = fadd <8 x double> %5352, %5358
  %5360 = fmul <8 x double> %5337, splat (double 0x3EC71DE357B1FE7D)
  %5361 = fadd <8 x double> %5360, splat (double 0xBF2A01A019C161D5)
  %5362 = fmul <8 x double> %5337, %5361
  %5363 = fadd <8 x double> %5362, splat (double 0x3F8111111110F8A6)
  %5364 = fmul <8 x double> %5337, splat (double 0x3DE5D93A5ACFD57C)
  %5365 = fadd <8 x double> %5364, splat (double 0xBE5AE5E68A2B9CEB)
  %5366 = fmul <8 x double> %5337, %5338
  %5367 = fmul <8 x double> %5366, %5365
  %5368 = fadd <8 x double> %5367, %5363
  %5369 = fmul <8 x double> %5334, %5337
  %5370 = fmul <8 x double> %5336, splat (double 5.000000e-01)
  %5371 = fmul <8 x double> %5369, %5368
  %5372 = fsub <8 x double> %5370, %5371
  %5373 = fmul <8 x double> %5337, %5372
  %5374 = fsub <8 x double> %5373, %5336
  %5375 = fmul <8 x double> %5369, splat (double 0x3FC5555555555549)
  %5376 = fadd <8 x double> %5374, %5375
  %5377 = fsub <8 x double> %5334, %5376
  %5378 = fneg <8 x double> %5359
  %5379 = fneg <8 x double> %5377
  %5380 = and <8 x i64> %5312, splat (i64 1)
  %5381 = and <8 x i64> %5312, splat (i64 2)
  %5382 = icmp eq <8 x i64> %5380, zeroinitializer
  %5383 = icmp eq <8 x i64> %5381, zeroinitializer
  %5384 = select <8 x i1> %5383, <8 x double> %5359, <8 x double> %5378
  %5385 = select <8 x i1> %5383, <8 x double> %5379, <8 x double> %5377
  %5386 = select <8 x i1> %5382, <8 x double> %5384, <8 x double> %5385
  %5387 = fmul <8 x double> %5308, %5386
  %5388 = fptrunc <8 x double> %5387 to <8 x float>
  store <8 x float> %5388, ptr %5259, align 4, !alias.scope !76, !noalias !79
  %index.next2072 = add nuw i64 %index2069, 8
  %5389 = icmp eq i64 %index.next2072, %n.vec2067
  br i1 %5389, label %vec.epilog.middle.block2073, label %vec.epilog.vector.body2068, !llvm.loop !86

vec.epilog.middle.block2073:                      ; preds = %vec.epilog.vector.body2068
  br i1 %cmp.n2074, label %noise.exit144.us, label %noise.body143.us.preheader

noise.body143.us.preheader:                       ; preds = %vec.epilog.iter.check2063, %vec.epilog.middle.block2073
  %noise145745.us.ph = phi i64 [ %n.vec2047, %vec.epilog.iter.check2063 ], [ %n.vec2067, %vec.epilog.middle.block2073 ]
  br label %noise.body143.us

noise.done151.us:                                 ; preds = %lockstep_sums_tail.body.us, %lockstep_sums_tail.body294.us, %lockstep_sums_tail.header293.preheader.us, %lockstep_sums_tail.header.preheader.us
  %lockstep_sums237.1.lcssa.us.sink1099 = phi <4 x float> [ %5630, %lockstep_sums_tail.body294.us ], [ %4057, %lockstep_sums_tail.header.preheader.us ], [ %5666, %lockstep_sums_tail.header293.preheader.us ], [ %4021, %lockstep_sums_tail.body.us ]
  %lockstep_sums238.1.lcssa.us.sink1096 = phi <4 x float> [ %5643, %lockstep_sums_tail.body294.us ], [ %4065, %lockstep_sums_tail.header.preheader.us ], [ %5674, %lockstep_sums_tail.header293.preheader.us ], [ %4034, %lockstep_sums_tail.body.us ]
  %lockstep_sums239.1.lcssa.us.sink1093 = phi <4 x float> [ %5656, %lockstep_sums_tail.body294.us ], [ %4073, %lockstep_sums_tail.header.preheader.us ], [ %5682, %lockstep_sums_tail.header293.preheader.us ], [ %4047, %lockstep_sums_tail.body.us ]
  %5390 = extractelement <4 x float> %lockstep_sums237.1.lcssa.us.sink1099, i64 0
  store float %5390, ptr %lockstep_uniforms, align 4
  %5391 = extractelement <4 x float> %lockstep_sums238.1.lcssa.us.sink1096, i64 0
  store float %5391, ptr %3876, align 4
  %5392 = shufflevector <4 x float> %lockstep_sums237.1.lcssa.us.sink1099, <4 x float> %lockstep_sums238.1.lcssa.us.sink1096, <2 x i32> <i32 1, i32 5>
  store <2 x float> %5392, ptr %3870, align 4
  %5393 = shufflevector <4 x float> %lockstep_sums237.1.lcssa.us.sink1099, <4 x float> %lockstep_sums238.1.lcssa.us.sink1096, <2 x i32> <i32 2, i32 6>
  store <2 x float> %5393, ptr %3871, align 4
  %5394 = shufflevector <4 x float> %lockstep_sums237.1.lcssa.us.sink1099, <4 x float> %lockstep_sums238.1.lcssa.us.sink1096, <2 x i32> <i32 3, i32 7>
  store <2 x float> %5394, ptr %3872, align 4
  %5395 = extractelement <4 x float> %lockstep_sums239.1.lcssa.us.sink1093, i64 0
  store float %5395, ptr %3877, align 4
  %5396 = extractelement <4 x float> %lockstep_sums239.1.lcssa.us.sink1093, i64 1
  store float %5396, ptr %3878, align 4
  %5397 = extractelement <4 x float> %lockstep_sums239.1.lcssa.us.sink1093, i64 2
  store float %5397, ptr %3879, align 4
  %5398 = extractelement <4 x float> %lockstep_sums239.1.lcssa.us.sink1093, i64 3
  store float %5398, ptr %3880, align 4
  br i1 %cond588, label %iter.check1797, label %iter.check1856.preheader

iter.check1856.preheader:                         ; preds = %noise.done151.us
  %broadcast.splatinsert1867 = insertelement <16 x float> poison, float %noise_scale133.us, i64 0
  %broadcast.splat1868 = shufflevector <16 x float> %broadcast.splatinsert1867, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1899 = insertelement <8 x float> poison, float %noise_scale133.us, i64 0
  %broadcast.splat1900 = shufflevector <8 x float> %broadcast.splatinsert1899, <8 x float> poison, <8 x i32> zeroinitializer
  br label %iter.check1856

lockstep_sums_tail.body348.us:                    ; preds = %lockstep_sums_tail.header347.preheader.us, %lockstep_sums_tail.body348.us
  %lockstep_sums_tail350784.us = phi i64 [ %5412, %lockstep_sums_tail.body348.us ], [ %whole_tiles_end, %lockstep_sums_tail.header347.preheader.us ]
  %lockstep_sums325.1783.us = phi <4 x float> [ %5411, %lockstep_sums_tail.body348.us ], [ %.lcssa2506, %lockstep_sums_tail.header347.preheader.us ]
  %5399 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail350784.us
  %5400 = load float, ptr %5399, align 4
  %5401 = insertelement <4 x float> poison, float %5400, i64 0
  %5402 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums_tail350784.us
  %5403 = load float, ptr %5402, align 4
  %5404 = insertelement <4 x float> %5401, float %5403, i64 1
  %5405 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums_tail350784.us
  %5406 = load float, ptr %5405, align 4
  %5407 = insertelement <4 x float> %5404, float %5406, i64 2
  %5408 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums_tail350784.us
  %5409 = load float, ptr %5408, align 4
  %5410 = insertelement <4 x float> %5407, float %5409, i64 3
  %5411 = fadd <4 x float> %lockstep_sums325.1783.us, %5410
  %5412 = add nuw nsw i64 %lockstep_sums_tail350784.us, 1
  %5413 = icmp ult i64 %5412, %n_features
  br i1 %5413, label %lockstep_sums_tail.body348.us, label %noise.done306.us, !llvm.loop !87

lockstep_sums.body328.us:                         ; preds = %lockstep_sums.body328.us.preheader, %lockstep_sums.body328.us
  %lockstep_sums330781.us = phi i64 [ %5431, %lockstep_sums.body328.us ], [ 0, %lockstep_sums.body328.us.preheader ]
  %lockstep_sums325.0780.us = phi <4 x float> [ %5430, %lockstep_sums.body328.us ], [ zeroinitializer, %lockstep_sums.body328.us.preheader ]
  %niter2590 = phi i64 [ %niter2590.next.1, %lockstep_sums.body328.us ], [ 0, %lockstep_sums.body328.us.preheader ]
  %5414 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums330781.us
  %block331.us = load <4 x float>, ptr %5414, align 4
  %5415 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums330781.us
  %block332.us = load <4 x float>, ptr %5415, align 4
  %5416 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums330781.us
  %block333.us = load <4 x float>, ptr %5416, align 4
  %5417 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums330781.us
  %block334.us = load <4 x float>, ptr %5417, align 4
  %transpose335.us = shufflevector <4 x float> %block331.us, <4 x float> %block333.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose336.us = shufflevector <4 x float> %block331.us, <4 x float> %block333.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose337.us = shufflevector <4 x float> %block332.us, <4 x float> %block334.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose338.us = shufflevector <4 x float> %block332.us, <4 x float> %block334.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose339.us = shufflevector <4 x float> %transpose335.us, <4 x float> %transpose337.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose340.us = shufflevector <4 x float> %transpose335.us, <4 x float> %transpose337.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose341.us = shufflevector <4 x float> %transpose336.us, <4 x float> %transpose338.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose342.us = shufflevector <4 x float> %transpose336.us, <4 x float> %transpose338.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5418 = fadd <4 x float> %lockstep_sums325.0780.us, %transpose339.us
  %5419 = fadd <4 x float> %transpose340.us, %5418
  %5420 = fadd <4 x float> %transpose341.us, %5419
  %5421 = fadd <4 x float> %transpose342.us, %5420
  %5422 = or disjoint i64 %lockstep_sums330781.us, 4
  %5423 = getelementptr inbounds nuw float, ptr %scratch, i64 %5422
  %block331.us.1 = load <4 x float>, ptr %5423, align 4
  %5424 = getelementptr inbounds nuw float, ptr %3990, i64 %5422
  %block332.us.1 = load <4 x float>, ptr %5424, align 4
  %5425 = getelementptr inbounds nuw float, ptr %3994, i64 %5422
  %block333.us.1 = load <4 x float>, ptr %5425, align 4
  %5426 = getelementptr inbounds nuw float, ptr %3998, i64 %5422
  %block334.us.1 = load <4 x float>, ptr %5426, align 4
  %transpose335.us.1 = shufflevector <4 x float> %block331.us.1, <4 x float> %block333.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose336.us.1 = shufflevector <4 x float> %block331.us.1, <4 x float> %block333.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose337.us.1 = shufflevector <4 x float> %block332.us.1, <4 x float> %block334.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose338.us.1 = shufflevector <4 x float> %block332.us.1, <4 x float> %block334.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose339.us.1 = shufflevector <4 x float> %transpose335.us.1, <4 x float> %transpose337.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose340.us.1 = shufflevector <4 x float> %transpose335.us.1, <4 x float> %transpose337.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose341.us.1 = shufflevector <4 x float> %transpose336.us.1, <4 x float> %transpose338.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose342.us.1 = shufflevector <4 x float> %transpose336.us.1, <4 x float> %transpose338.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5427 = fadd <4 x float> %5421, %transpose339.us.1
  %5428 = fadd <4 x float> %transpose340.us.1, %5427
  %5429 = fadd <4 x float> %transpose341.us.1, %5428
  %5430 = fadd <4 x float> %transpose342.us.1, %5429
  %5431 = add nuw nsw i64 %lockstep_sums330781.us, 8
  %niter2590.next.1 = add nuw nsw i64 %niter2590, 2
  %niter2590.ncmp.1.not = icmp eq i64 %niter2590.next.1, %unroll_iter2589
  br i1 %niter2590.ncmp.1.not, label %lockstep_sums_tail.header347.preheader.us.unr-lcssa, label %lockstep_sums.body328.us, !llvm.loop !88

feature.exit315.us:                               ; preds = %feature.body314.us.prol.loopexit, %feature.body314.us, %vec.epilog.middle.block1907, %middle.block1884
  %5432 = add nuw nsw i64 %lockstep_row310779.us, 1
  %exitcond970.not = icmp eq i64 %5432, %umax983
  br i1 %exitcond970.not, label %lockstep_sums.body328.us.preheader, label %iter.check1856

lockstep_sums.body328.us.preheader:               ; preds = %feature.exit315.us
  br i1 %3932, label %lockstep_sums.body328.us.epil.preheader, label %lockstep_sums.body328.us

feature.body314.us:                               ; preds = %feature.body314.us.prol.loopexit, %feature.body314.us
  %feature316778.us = phi i64 [ %5468, %feature.body314.us ], [ %feature316778.us.unr, %feature.body314.us.prol.loopexit ]
  %5433 = getelementptr inbounds nuw float, ptr %5822, i64 %feature316778.us
  %5434 = load float, ptr %5433, align 4
  %5435 = getelementptr inbounds nuw float, ptr %5823, i64 %feature316778.us
  %5436 = load float, ptr %5435, align 4
  %5437 = fneg float %5436
  %5438 = fmul float %5434, %5827
  %5439 = fsub float %5437, %5438
  %5440 = fmul float %eta, %5439
  %5441 = fsub float %5434, %5440
  %5442 = getelementptr inbounds nuw float, ptr %5824, i64 %feature316778.us
  %5443 = load float, ptr %5442, align 4
  %5444 = fmul float %5434, %5829
  %5445 = fsub float %5443, %5444
  %5446 = fmul float %noise_scale133.us, %5445
  %5447 = fadd float %5441, %5446
  %5448 = fmul float %5447, %5447
  %5449 = getelementptr inbounds nuw float, ptr %5821, i64 %feature316778.us
  store float %5448, ptr %5449, align 4
  %5450 = add nuw nsw i64 %feature316778.us, 1
  %5451 = getelementptr inbounds nuw float, ptr %5822, i64 %5450
  %5452 = load float, ptr %5451, align 4
  %5453 = getelementptr inbounds nuw float, ptr %5823, i64 %5450
  %5454 = load float, ptr %5453, align 4
  %5455 = fneg float %5454
  %5456 = fmul float %5452, %5827
  %5457 = fsub float %5455, %5456
  %5458 = fmul float %eta, %5457
  %5459 = fsub float %5452, %5458
  %5460 = getelementptr inbounds nuw float, ptr %5824, i64 %5450
  %5461 = load float, ptr %5460, align 4
  %5462 = fmul float %5452, %5829
  %5463 = fsub float %5461, %5462
  %5464 = fmul float %noise_scale133.us, %5463
  %5465 = fadd float %5459, %5464
  %5466 = fmul float %5465, %5465
  %5467 = getelementptr inbounds nuw float, ptr %5821, i64 %5450
  store float %5466, ptr %5467, align 4
  %5468 = add nuw nsw i64 %feature316778.us, 2
  %exitcond967.not.1 = icmp eq i64 %5468, %n_features
  br i1 %exitcond967.not.1, label %feature.exit315.us, label %feature.body314.us, !llvm.loop !89

noise.done306.us:                                 ; preds = %lockstep_sums_tail.body348.us, %lockstep_sums_tail.body394.us, %lockstep_sums_tail.header393.preheader.us, %lockstep_sums_tail.header347.preheader.us
  %lockstep_sums371.1.lcssa.us.sink1102 = phi <4 x float> [ %5548, %lockstep_sums_tail.body394.us ], [ %.lcssa2506, %lockstep_sums_tail.header347.preheader.us ], [ %.lcssa2508, %lockstep_sums_tail.header393.preheader.us ], [ %5411, %lockstep_sums_tail.body348.us ]
  %5469 = extractelement <4 x float> %lockstep_sums371.1.lcssa.us.sink1102, i64 0
  store float %5469, ptr %3881, align 4
  %5470 = extractelement <4 x float> %lockstep_sums371.1.lcssa.us.sink1102, i64 1
  store float %5470, ptr %3882, align 4
  %5471 = extractelement <4 x float> %lockstep_sums371.1.lcssa.us.sink1102, i64 2
  store float %5471, ptr %3883, align 4
  %5472 = extractelement <4 x float> %lockstep_sums371.1.lcssa.us.sink1102, i64 3
  store float %5472, ptr %3884, align 4
  br i1 %cond588, label %feature.body428.lr.ph.us, label %feature.body412.lr.ph.us.preheader

feature.body412.lr.ph.us.preheader:               ; preds = %noise.done306.us
  %broadcast.splatinsert1741 = insertelement <16 x float> poison, float %noise_scale133.us, i64 0
  %broadcast.splat1742 = shufflevector <16 x float> %broadcast.splatinsert1741, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1766 = insertelement <4 x float> poison, float %noise_scale133.us, i64 0
  %broadcast.splat1767 = shufflevector <4 x float> %broadcast.splatinsert1766, <4 x float> poison, <4 x i32> zeroinitializer
  br label %feature.body412.lr.ph.us

feature.exit413.us:                               ; preds = %feature.body412.us802.prol.loopexit, %feature.body412.us802, %feature.body412.us.us, %middle.block1751, %vec.epilog.middle.block1776, %middle.block1696, %vec.epilog.middle.block1709
  %5473 = add nuw nsw i64 %lockstep_row406795.us, 1
  %exitcond979.not = icmp eq i64 %5473, %umax983
  br i1 %exitcond979.not, label %noise.done402.us, label %feature.body412.lr.ph.us

feature.body412.us802:                            ; preds = %feature.body412.us802.prol.loopexit, %feature.body412.us802
  %feature414794.us803 = phi i64 [ %5509, %feature.body412.us802 ], [ %feature414794.us803.unr, %feature.body412.us802.prol.loopexit ]
  %5474 = getelementptr inbounds nuw float, ptr %5991, i64 %feature414794.us803
  %5475 = load float, ptr %5474, align 4
  %5476 = getelementptr inbounds nuw float, ptr %5992, i64 %feature414794.us803
  %5477 = load float, ptr %5476, align 4
  %5478 = fneg float %5477
  %5479 = fmul float %5475, %6007
  %5480 = fsub float %5478, %5479
  %5481 = fmul float %eta, %5480
  %5482 = fsub float %5475, %5481
  %5483 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature414794.us803
  %5484 = load float, ptr %5483, align 4
  %5485 = fmul float %5475, %6008
  %5486 = fsub float %5484, %5485
  %5487 = fmul float %noise_scale133.us, %5486
  %5488 = fadd float %5482, %5487
  %5489 = fdiv float %5488, %6009
  %bits415.us804 = bitcast float %5489 to i32
  %5490 = tail call float @llvm.fabs.f32(float %5489)
  %magnitude416.us805 = bitcast float %5490 to i32
  %is_nan417.us806 = icmp samesign ugt i32 %magnitude416.us805, 2139095040
  %canonical418.us807 = select i1 %is_nan417.us806, i32 2143289344, i32 %bits415.us804
  store i32 %canonical418.us807, ptr %5474, align 4
  %5491 = add nuw nsw i64 %feature414794.us803, 1
  %5492 = getelementptr inbounds nuw float, ptr %5991, i64 %5491
  %5493 = load float, ptr %5492, align 4
  %5494 = getelementptr inbounds nuw float, ptr %5992, i64 %5491
  %5495 = load float, ptr %5494, align 4
  %5496 = fneg float %5495
  %5497 = fmul float %5493, %6007
  %5498 = fsub float %5496, %5497
  %5499 = fmul float %eta, %5498
  %5500 = fsub float %5493, %5499
  %5501 = getelementptr inbounds nuw float, ptr %gep.us, i64 %5491
  %5502 = load float, ptr %5501, align 4
  %5503 = fmul float %5493, %6008
  %5504 = fsub float %5502, %5503
  %5505 = fmul float %noise_scale133.us, %5504
  %5506 = fadd float %5500, %5505
  %5507 = fdiv float %5506, %6009
  %bits415.us804.1 = bitcast float %5507 to i32
  %5508 = tail call float @llvm.fabs.f32(float %5507)
  %magnitude416.us805.1 = bitcast float %5508 to i32
  %is_nan417.us806.1 = icmp samesign ugt i32 %magnitude416.us805.1, 2139095040
  %canonical418.us807.1 = select i1 %is_nan417.us806.1, i32 2143289344, i32 %bits415.us804.1
  store i32 %canonical418.us807.1, ptr %5492, align 4
  %5509 = add nuw nsw i64 %feature414794.us803, 2
  %exitcond975.not.1 = icmp eq i64 %5509, %n_features
  br i1 %exitcond975.not.1, label %feature.exit413.us, label %feature.body412.us802, !llvm.loop !90

noise.done402.us:                                 ; preds = %feature.exit413.us, %feature.exit429.us
  %t_next435.us = fmul float %anneal_ratio, %temperature127.0799.us
  %5510 = add nuw i64 %step132800.us, 1
  %exitcond985.not = icmp eq i64 %5510, %steps
  br i1 %exitcond985.not, label %step.header129.step.exit131_crit_edge.us, label %step.body130.us

feature.exit429.us:                               ; preds = %feature.body428.us808.prol.loopexit, %feature.body428.us808, %feature.body428.us.us, %middle.block1660, %vec.epilog.middle.block1680, %middle.block1613, %vec.epilog.middle.block1626
  %5511 = add nuw nsw i64 %lockstep_row422798.us, 1
  %exitcond984.not = icmp eq i64 %5511, %umax983
  br i1 %exitcond984.not, label %noise.done402.us, label %feature.body428.lr.ph.us

feature.body428.us808:                            ; preds = %feature.body428.us808.prol.loopexit, %feature.body428.us808
  %feature430796.us809 = phi i64 [ %5535, %feature.body428.us808 ], [ %feature430796.us809.unr, %feature.body428.us808.prol.loopexit ]
  %5512 = getelementptr inbounds nuw float, ptr %6107, i64 %feature430796.us809
  %5513 = load float, ptr %5512, align 4
  %5514 = getelementptr inbounds nuw float, ptr %6108, i64 %feature430796.us809
  %5515 = load float, ptr %5514, align 4
  %5516 = fneg float %5515
  %5517 = fmul float %5513, %6122
  %5518 = fsub float %5516, %5517
  %5519 = fmul float %eta, %5518
  %5520 = fsub float %5513, %5519
  %5521 = fdiv float %5520, %6123
  %bits431.us810 = bitcast float %5521 to i32
  %5522 = tail call float @llvm.fabs.f32(float %5521)
  %magnitude432.us811 = bitcast float %5522 to i32
  %is_nan433.us812 = icmp samesign ugt i32 %magnitude432.us811, 2139095040
  %canonical434.us813 = select i1 %is_nan433.us812, i32 2143289344, i32 %bits431.us810
  store i32 %canonical434.us813, ptr %5512, align 4
  %5523 = add nuw nsw i64 %feature430796.us809, 1
  %5524 = getelementptr inbounds nuw float, ptr %6107, i64 %5523
  %5525 = load float, ptr %5524, align 4
  %5526 = getelementptr inbounds nuw float, ptr %6108, i64 %5523
  %5527 = load float, ptr %5526, align 4
  %5528 = fneg float %5527
  %5529 = fmul float %5525, %6122
  %5530 = fsub float %5528, %5529
  %5531 = fmul float %eta, %5530
  %5532 = fsub float %5525, %5531
  %5533 = fdiv float %5532, %6123
  %bits431.us810.1 = bitcast float %5533 to i32
  %5534 = tail call float @llvm.fabs.f32(float %5533)
  %magnitude432.us811.1 = bitcast float %5534 to i32
  %is_nan433.us812.1 = icmp samesign ugt i32 %magnitude432.us811.1, 2139095040
  %canonical434.us813.1 = select i1 %is_nan433.us812.1, i32 2143289344, i32 %bits431.us810.1
  store i32 %canonical434.us813.1, ptr %5524, align 4
  %5535 = add nuw nsw i64 %feature430796.us809, 2
  %exitcond980.not.1 = icmp eq i64 %5535, %n_features
  br i1 %exitcond980.not.1, label %feature.exit429.us, label %feature.body428.us808, !llvm.loop !91

lockstep_sums_tail.body394.us:                    ; preds = %lockstep_sums_tail.header393.preheader.us, %lockstep_sums_tail.body394.us
  %lockstep_sums_tail396792.us = phi i64 [ %5549, %lockstep_sums_tail.body394.us ], [ %whole_tiles_end, %lockstep_sums_tail.header393.preheader.us ]
  %lockstep_sums371.1791.us = phi <4 x float> [ %5548, %lockstep_sums_tail.body394.us ], [ %.lcssa2508, %lockstep_sums_tail.header393.preheader.us ]
  %5536 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail396792.us
  %5537 = load float, ptr %5536, align 4
  %5538 = insertelement <4 x float> poison, float %5537, i64 0
  %5539 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums_tail396792.us
  %5540 = load float, ptr %5539, align 4
  %5541 = insertelement <4 x float> %5538, float %5540, i64 1
  %5542 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums_tail396792.us
  %5543 = load float, ptr %5542, align 4
  %5544 = insertelement <4 x float> %5541, float %5543, i64 2
  %5545 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums_tail396792.us
  %5546 = load float, ptr %5545, align 4
  %5547 = insertelement <4 x float> %5544, float %5546, i64 3
  %5548 = fadd <4 x float> %lockstep_sums371.1791.us, %5547
  %5549 = add nuw nsw i64 %lockstep_sums_tail396792.us, 1
  %5550 = icmp ult i64 %5549, %n_features
  br i1 %5550, label %lockstep_sums_tail.body394.us, label %noise.done306.us, !llvm.loop !92

lockstep_sums.body374.us:                         ; preds = %lockstep_sums.body374.us.preheader, %lockstep_sums.body374.us
  %lockstep_sums376789.us = phi i64 [ %5568, %lockstep_sums.body374.us ], [ 0, %lockstep_sums.body374.us.preheader ]
  %lockstep_sums371.0788.us = phi <4 x float> [ %5567, %lockstep_sums.body374.us ], [ zeroinitializer, %lockstep_sums.body374.us.preheader ]
  %niter2600 = phi i64 [ %niter2600.next.1, %lockstep_sums.body374.us ], [ 0, %lockstep_sums.body374.us.preheader ]
  %5551 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums376789.us
  %block377.us = load <4 x float>, ptr %5551, align 4
  %5552 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums376789.us
  %block378.us = load <4 x float>, ptr %5552, align 4
  %5553 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums376789.us
  %block379.us = load <4 x float>, ptr %5553, align 4
  %5554 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums376789.us
  %block380.us = load <4 x float>, ptr %5554, align 4
  %transpose381.us = shufflevector <4 x float> %block377.us, <4 x float> %block379.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose382.us = shufflevector <4 x float> %block377.us, <4 x float> %block379.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose383.us = shufflevector <4 x float> %block378.us, <4 x float> %block380.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose384.us = shufflevector <4 x float> %block378.us, <4 x float> %block380.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose385.us = shufflevector <4 x float> %transpose381.us, <4 x float> %transpose383.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose386.us = shufflevector <4 x float> %transpose381.us, <4 x float> %transpose383.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose387.us = shufflevector <4 x float> %transpose382.us, <4 x float> %transpose384.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose388.us = shufflevector <4 x float> %transpose382.us, <4 x float> %transpose384.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5555 = fadd <4 x float> %lockstep_sums371.0788.us, %transpose385.us
  %5556 = fadd <4 x float> %transpose386.us, %5555
  %5557 = fadd <4 x float> %transpose387.us, %5556
  %5558 = fadd <4 x float> %transpose388.us, %5557
  %5559 = or disjoint i64 %lockstep_sums376789.us, 4
  %5560 = getelementptr inbounds nuw float, ptr %scratch, i64 %5559
  %block377.us.1 = load <4 x float>, ptr %5560, align 4
  %5561 = getelementptr inbounds nuw float, ptr %3990, i64 %5559
  %block378.us.1 = load <4 x float>, ptr %5561, align 4
  %5562 = getelementptr inbounds nuw float, ptr %3994, i64 %5559
  %block379.us.1 = load <4 x float>, ptr %5562, align 4
  %5563 = getelementptr inbounds nuw float, ptr %3998, i64 %5559
  %block380.us.1 = load <4 x float>, ptr %5563, align 4
  %transpose381.us.1 = shufflevector <4 x float> %block377.us.1, <4 x float> %block379.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose382.us.1 = shufflevector <4 x float> %block377.us.1, <4 x float> %block379.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose383.us.1 = shufflevector <4 x float> %block378.us.1, <4 x float> %block380.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose384.us.1 = shufflevector <4 x float> %block378.us.1, <4 x float> %block380.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose385.us.1 = shufflevector <4 x float> %transpose381.us.1, <4 x float> %transpose383.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose386.us.1 = shufflevector <4 x float> %transpose381.us.1, <4 x float> %transpose383.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose387.us.1 = shufflevector <4 x float> %transpose382.us.1, <4 x float> %transpose384.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose388.us.1 = shufflevector <4 x float> %transpose382.us.1, <4 x float> %transpose384.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5564 = fadd <4 x float> %5558, %transpose385.us.1
  %5565 = fadd <4 x float> %transpose386.us.1, %5564
  %5566 = fadd <4 x float> %transpose387.us.1, %5565
  %5567 = fadd <4 x float> %transpose388.us.1, %5566
  %5568 = add nuw nsw i64 %lockstep_sums376789.us, 8
  %niter2600.next.1 = add nuw nsw i64 %niter2600, 2
  %niter2600.ncmp.1.not = icmp eq i64 %niter2600.next.1, %unroll_iter2599
  br i1 %niter2600.ncmp.1.not, label %lockstep_sums_tail.header393.preheader.us.unr-lcssa, label %lockstep_sums.body374.us, !llvm.loop !93

feature.exit361.us:                               ; preds = %feature.body360.us.prol.loopexit, %feature.body360.us, %vec.epilog.middle.block1835, %middle.block1817
  %5569 = add nuw nsw i64 %lockstep_row356787.us, 1
  %exitcond974.not = icmp eq i64 %5569, %umax983
  br i1 %exitcond974.not, label %lockstep_sums.body374.us.preheader, label %iter.check1797

lockstep_sums.body374.us.preheader:               ; preds = %feature.exit361.us
  br i1 %3933, label %lockstep_sums.body374.us.epil.preheader, label %lockstep_sums.body374.us

feature.body360.us:                               ; preds = %feature.body360.us.prol.loopexit, %feature.body360.us
  %feature362786.us = phi i64 [ %5617, %feature.body360.us ], [ %feature362786.us.unr, %feature.body360.us.prol.loopexit ]
  %5570 = getelementptr inbounds nuw float, ptr %5923, i64 %feature362786.us
  %5571 = load float, ptr %5570, align 4
  %5572 = getelementptr inbounds nuw float, ptr %5924, i64 %feature362786.us
  %5573 = load float, ptr %5572, align 4
  %5574 = fneg float %5573
  %5575 = fmul float %5571, %5927
  %5576 = fsub float %5574, %5575
  %5577 = fmul float %eta, %5576
  %5578 = fsub float %5571, %5577
  %5579 = fmul float %5578, %5578
  %5580 = getelementptr inbounds nuw float, ptr %5922, i64 %feature362786.us
  store float %5579, ptr %5580, align 4
  %5581 = add nuw nsw i64 %feature362786.us, 1
  %5582 = getelementptr inbounds nuw float, ptr %5923, i64 %5581
  %5583 = load float, ptr %5582, align 4
  %5584 = getelementptr inbounds nuw float, ptr %5924, i64 %5581
  %5585 = load float, ptr %5584, align 4
  %5586 = fneg float %5585
  %5587 = fmul float %5583, %5927
  %5588 = fsub float %5586, %5587
  %5589 = fmul float %eta, %5588
  %5590 = fsub float %5583, %5589
  %5591 = fmul float %5590, %5590
  %5592 = getelementptr inbounds nuw float, ptr %5922, i64 %5581
  store float %5591, ptr %5592, align 4
  %5593 = add nuw nsw i64 %feature362786.us, 2
  %5594 = getelementptr inbounds nuw float, ptr %5923, i64 %5593
  %5595 = load float, ptr %5594, align 4
  %5596 = getelementptr inbounds nuw float, ptr %5924, i64 %5593
  %5597 = load float, ptr %5596, align 4
  %5598 = fneg float %5597
  %5599 = fmul float %5595, %5927
  %5600 = fsub float %5598, %5599
  %5601 = fmul float %eta, %5600
  %5602 = fsub float %5595, %5601
  %5603 = fmul float %5602, %5602
  %5604 = getelementptr inbounds nuw float, ptr %5922, i64 %5593
  store float %5603, ptr %5604, align 4
  %5605 = add nuw nsw i64 %feature362786.us, 3
  %5606 = getelementptr inbounds nuw float, ptr %5923, i64 %5605
  %5607 = load float, ptr %5606, align 4
  %5608 = getelementptr inbounds nuw float, ptr %5924, i64 %5605
  %5609 = load float, ptr %5608, align 4
  %5610 = fneg float %5609
  %5611 = fmul float %5607, %5927
  %5612 = fsub float %5610, %5611
  %5613 = fmul float %eta, %5612
  %5614 = fsub float %5607, %5613
  %5615 = fmul float %5614, %5614
  %5616 = getelementptr inbounds nuw float, ptr %5922, i64 %5605
  store float %5615, ptr %5616, align 4
  %5617 = add nuw nsw i64 %feature362786.us, 4
  %exitcond971.not.3 = icmp eq i64 %5617, %n_features
  br i1 %exitcond971.not.3, label %feature.exit361.us, label %feature.body360.us, !llvm.loop !94

lockstep_sums_tail.body294.us:                    ; preds = %lockstep_sums_tail.header293.preheader.us, %lockstep_sums_tail.body294.us
  %lockstep_sums_tail296774.us = phi i64 [ %5657, %lockstep_sums_tail.body294.us ], [ %whole_tiles_end, %lockstep_sums_tail.header293.preheader.us ]
  %lockstep_sums237.1773.us = phi <4 x float> [ %5630, %lockstep_sums_tail.body294.us ], [ %5666, %lockstep_sums_tail.header293.preheader.us ]
  %lockstep_sums238.1772.us = phi <4 x float> [ %5643, %lockstep_sums_tail.body294.us ], [ %5674, %lockstep_sums_tail.header293.preheader.us ]
  %lockstep_sums239.1771.us = phi <4 x float> [ %5656, %lockstep_sums_tail.body294.us ], [ %5682, %lockstep_sums_tail.header293.preheader.us ]
  %5618 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail296774.us
  %5619 = load float, ptr %5618, align 4
  %5620 = insertelement <4 x float> poison, float %5619, i64 0
  %5621 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums_tail296774.us
  %5622 = load float, ptr %5621, align 4
  %5623 = insertelement <4 x float> %5620, float %5622, i64 1
  %5624 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums_tail296774.us
  %5625 = load float, ptr %5624, align 4
  %5626 = insertelement <4 x float> %5623, float %5625, i64 2
  %5627 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums_tail296774.us
  %5628 = load float, ptr %5627, align 4
  %5629 = insertelement <4 x float> %5626, float %5628, i64 3
  %5630 = fadd <4 x float> %lockstep_sums237.1773.us, %5629
  %5631 = getelementptr inbounds nuw float, ptr %3873, i64 %lockstep_sums_tail296774.us
  %5632 = load float, ptr %5631, align 4
  %5633 = insertelement <4 x float> poison, float %5632, i64 0
  %5634 = getelementptr inbounds nuw float, ptr %3999, i64 %lockstep_sums_tail296774.us
  %5635 = load float, ptr %5634, align 4
  %5636 = insertelement <4 x float> %5633, float %5635, i64 1
  %5637 = getelementptr inbounds nuw float, ptr %4000, i64 %lockstep_sums_tail296774.us
  %5638 = load float, ptr %5637, align 4
  %5639 = insertelement <4 x float> %5636, float %5638, i64 2
  %5640 = getelementptr inbounds nuw float, ptr %4001, i64 %lockstep_sums_tail296774.us
  %5641 = load float, ptr %5640, align 4
  %5642 = insertelement <4 x float> %5639, float %5641, i64 3
  %5643 = fadd <4 x float> %lockstep_sums238.1772.us, %5642
  %5644 = getelementptr inbounds nuw float, ptr %3875, i64 %lockstep_sums_tail296774.us
  %5645 = load float, ptr %5644, align 4
  %5646 = insertelement <4 x float> poison, float %5645, i64 0
  %5647 = getelementptr inbounds nuw float, ptr %4002, i64 %lockstep_sums_tail296774.us
  %5648 = load float, ptr %5647, align 4
  %5649 = insertelement <4 x float> %5646, float %5648, i64 1
  %5650 = getelementptr inbounds nuw float, ptr %4003, i64 %lockstep_sums_tail296774.us
  %5651 = load float, ptr %5650, align 4
  %5652 = insertelement <4 x float> %5649, float %5651, i64 2
  %5653 = getelementptr inbounds nuw float, ptr %4004, i64 %lockstep_sums_tail296774.us
  %5654 = load float, ptr %5653, align 4
  %5655 = insertelement <4 x float> %5652, float %5654, i64 3
  %5656 = fadd <4 x float> %lockstep_sums239.1771.us, %5655
  %5657 = add nuw nsw i64 %lockstep_sums_tail296774.us, 1
  %5658 = icmp ult i64 %5657, %n_features
  br i1 %5658, label %lockstep_sums_tail.body294.us, label %noise.done151.us, !llvm.loop !95

lockstep_sums.body242.us:                         ; preds = %feature.exit227.us, %lockstep_sums.body242.us
  %lockstep_sums244767.us = phi i64 [ %5683, %lockstep_sums.body242.us ], [ 0, %feature.exit227.us ]
  %lockstep_sums237.0766.us = phi <4 x float> [ %5666, %lockstep_sums.body242.us ], [ zeroinitializer, %feature.exit227.us ]
  %lockstep_sums238.0765.us = phi <4 x float> [ %5674, %lockstep_sums.body242.us ], [ zeroinitializer, %feature.exit227.us ]
  %lockstep_sums239.0764.us = phi <4 x float> [ %5682, %lockstep_sums.body242.us ], [ zeroinitializer, %feature.exit227.us ]
  %5659 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums244767.us
  %block245.us = load <4 x float>, ptr %5659, align 4
  %5660 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums244767.us
  %block246.us = load <4 x float>, ptr %5660, align 4
  %5661 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums244767.us
  %block247.us = load <4 x float>, ptr %5661, align 4
  %5662 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums244767.us
  %block248.us = load <4 x float>, ptr %5662, align 4
  %transpose249.us = shufflevector <4 x float> %block245.us, <4 x float> %block247.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose250.us = shufflevector <4 x float> %block245.us, <4 x float> %block247.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose251.us = shufflevector <4 x float> %block246.us, <4 x float> %block248.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose252.us = shufflevector <4 x float> %block246.us, <4 x float> %block248.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose253.us = shufflevector <4 x float> %transpose249.us, <4 x float> %transpose251.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose254.us = shufflevector <4 x float> %transpose249.us, <4 x float> %transpose251.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose255.us = shufflevector <4 x float> %transpose250.us, <4 x float> %transpose252.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose256.us = shufflevector <4 x float> %transpose250.us, <4 x float> %transpose252.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5663 = fadd <4 x float> %lockstep_sums237.0766.us, %transpose253.us
  %5664 = fadd <4 x float> %transpose254.us, %5663
  %5665 = fadd <4 x float> %transpose255.us, %5664
  %5666 = fadd <4 x float> %transpose256.us, %5665
  %5667 = getelementptr inbounds nuw float, ptr %3873, i64 %lockstep_sums244767.us
  %block261.us = load <4 x float>, ptr %5667, align 4
  %5668 = getelementptr inbounds nuw float, ptr %3999, i64 %lockstep_sums244767.us
  %block262.us = load <4 x float>, ptr %5668, align 4
  %5669 = getelementptr inbounds nuw float, ptr %4000, i64 %lockstep_sums244767.us
  %block263.us = load <4 x float>, ptr %5669, align 4
  %5670 = getelementptr inbounds nuw float, ptr %4001, i64 %lockstep_sums244767.us
  %block264.us = load <4 x float>, ptr %5670, align 4
  %transpose265.us = shufflevector <4 x float> %block261.us, <4 x float> %block263.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose266.us = shufflevector <4 x float> %block261.us, <4 x float> %block263.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose267.us = shufflevector <4 x float> %block262.us, <4 x float> %block264.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose268.us = shufflevector <4 x float> %block262.us, <4 x float> %block264.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose269.us = shufflevector <4 x float> %transpose265.us, <4 x float> %transpose267.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose270.us = shufflevector <4 x float> %transpose265.us, <4 x float> %transpose267.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose271.us = shufflevector <4 x float> %transpose266.us, <4 x float> %transpose268.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose272.us = shufflevector <4 x float> %transpose266.us, <4 x float> %transpose268.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5671 = fadd <4 x float> %lockstep_sums238.0765.us, %transpose269.us
  %5672 = fadd <4 x float> %transpose270.us, %5671
  %5673 = fadd <4 x float> %transpose271.us, %5672
  %5674 = fadd <4 x float> %transpose272.us, %5673
  %5675 = getelementptr inbounds nuw float, ptr %3875, i64 %lockstep_sums244767.us
  %block277.us = load <4 x float>, ptr %5675, align 4
  %5676 = getelementptr inbounds nuw float, ptr %4002, i64 %lockstep_sums244767.us
  %block278.us = load <4 x float>, ptr %5676, align 4
  %5677 = getelementptr inbounds nuw float, ptr %4003, i64 %lockstep_sums244767.us
  %block279.us = load <4 x float>, ptr %5677, align 4
  %5678 = getelementptr inbounds nuw float, ptr %4004, i64 %lockstep_sums244767.us
  %block280.us = load <4 x float>, ptr %5678, align 4
  %transpose281.us = shufflevector <4 x float> %block277.us, <4 x float> %block279.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose282.us = shufflevector <4 x float> %block277.us, <4 x float> %block279.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose283.us = shufflevector <4 x float> %block278.us, <4 x float> %block280.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose284.us = shufflevector <4 x float> %block278.us, <4 x float> %block280.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose285.us = shufflevector <4 x float> %transpose281.us, <4 x float> %transpose283.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose286.us = shufflevector <4 x float> %transpose281.us, <4 x float> %transpose283.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose287.us = shufflevector <4 x float> %transpose282.us, <4 x float> %transpose284.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose288.us = shufflevector <4 x float> %transpose282.us, <4 x float> %transpose284.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5679 = fadd <4 x float> %lockstep_sums239.0764.us, %transpose285.us
  %5680 = fadd <4 x float> %transpose286.us, %5679
  %5681 = fadd <4 x float> %transpose287.us, %5680
  %5682 = fadd <4 x float> %transpose288.us, %5681
  %5683 = add nuw nsw i64 %lockstep_sums244767.us, 4
  %5684 = icmp samesign ult i64 %5683, %whole_tiles_end
  br i1 %5684, label %lockstep_sums.body242.us, label %lockstep_sums_tail.header293.preheader.us, !llvm.loop !96

feature.exit227.us:                               ; preds = %feature.body226.us.prol.loopexit, %feature.body226.us, %vec.epilog.middle.block1972, %middle.block1958
  %5685 = add nuw nsw i64 %lockstep_row222763.us, 1
  %exitcond966.not = icmp eq i64 %5685, %umax983
  br i1 %exitcond966.not, label %lockstep_sums.body242.us, label %iter.check1948

feature.body226.us:                               ; preds = %feature.body226.us.prol.loopexit, %feature.body226.us
  %feature228762.us = phi i64 [ %5709, %feature.body226.us ], [ %feature228762.us.unr, %feature.body226.us.prol.loopexit ]
  %5686 = getelementptr inbounds nuw float, ptr %5783, i64 %feature228762.us
  %5687 = load float, ptr %5686, align 4
  %5688 = fmul float %5687, %5687
  %5689 = getelementptr inbounds nuw float, ptr %5784, i64 %feature228762.us
  %5690 = load float, ptr %5689, align 4
  %5691 = fneg float %5690
  %5692 = fmul float %5687, %5691
  %5693 = fmul float %5687, 0.000000e+00
  %5694 = getelementptr inbounds nuw float, ptr %5782, i64 %feature228762.us
  store float %5688, ptr %5694, align 4
  %5695 = getelementptr inbounds nuw float, ptr %5785, i64 %feature228762.us
  store float %5692, ptr %5695, align 4
  %5696 = getelementptr inbounds nuw float, ptr %5786, i64 %feature228762.us
  store float %5693, ptr %5696, align 4
  %5697 = add nuw nsw i64 %feature228762.us, 1
  %5698 = getelementptr inbounds nuw float, ptr %5783, i64 %5697
  %5699 = load float, ptr %5698, align 4
  %5700 = fmul float %5699, %5699
  %5701 = getelementptr inbounds nuw float, ptr %5784, i64 %5697
  %5702 = load float, ptr %5701, align 4
  %5703 = fneg float %5702
  %5704 = fmul float %5699, %5703
  %5705 = fmul float %5699, 0.000000e+00
  %5706 = getelementptr inbounds nuw float, ptr %5782, i64 %5697
  store float %5700, ptr %5706, align 4
  %5707 = getelementptr inbounds nuw float, ptr %5785, i64 %5697
  store float %5704, ptr %5707, align 4
  %5708 = getelementptr inbounds nuw float, ptr %5786, i64 %5697
  store float %5705, ptr %5708, align 4
  %5709 = add nuw nsw i64 %feature228762.us, 2
  %exitcond963.not.1 = icmp eq i64 %5709, %n_features
  br i1 %exitcond963.not.1, label %feature.exit227.us, label %feature.body226.us, !llvm.loop !97

lockstep_sums_tail.header393.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body374.us
  br i1 %lcmp.mod2596.not, label %lockstep_sums_tail.header393.preheader.us, label %lockstep_sums.body374.us.epil.preheader

lockstep_sums.body374.us.epil.preheader:          ; preds = %lockstep_sums_tail.header393.preheader.us.unr-lcssa, %lockstep_sums.body374.us.preheader
  %lockstep_sums376789.us.epil.init = phi i64 [ 0, %lockstep_sums.body374.us.preheader ], [ %5568, %lockstep_sums_tail.header393.preheader.us.unr-lcssa ]
  %lockstep_sums371.0788.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body374.us.preheader ], [ %5567, %lockstep_sums_tail.header393.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2598)
  %5710 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums376789.us.epil.init
  %block377.us.epil = load <4 x float>, ptr %5710, align 4
  %5711 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums376789.us.epil.init
  %block378.us.epil = load <4 x float>, ptr %5711, align 4
  %5712 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums376789.us.epil.init
  %block379.us.epil = load <4 x float>, ptr %5712, align 4
  %5713 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums376789.us.epil.init
  %block380.us.epil = load <4 x float>, ptr %5713, align 4
  %transpose381.us.epil = shufflevector <4 x float> %block377.us.epil, <4 x float> %block379.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose382.us.epil = shufflevector <4 x float> %block377.us.epil, <4 x float> %block379.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose383.us.epil = shufflevector <4 x float> %block378.us.epil, <4 x float> %block380.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose384.us.epil = shufflevector <4 x float> %block378.us.epil, <4 x float> %block380.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose385.us.epil = shufflevector <4 x float> %transpose381.us.epil, <4 x float> %transpose383.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose386.us.epil = shufflevector <4 x float> %transpose381.us.epil, <4 x float> %transpose383.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose387.us.epil = shufflevector <4 x float> %transpose382.us.epil, <4 x float> %transpose384.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose388.us.epil = shufflevector <4 x float> %transpose382.us.epil, <4 x float> %transpose384.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5714 = fadd <4 x float> %lockstep_sums371.0788.us.epil.init, %transpose385.us.epil
  %5715 = fadd <4 x float> %transpose386.us.epil, %5714
  %5716 = fadd <4 x float> %transpose387.us.epil, %5715
  %5717 = fadd <4 x float> %transpose388.us.epil, %5716
  br label %lockstep_sums_tail.header393.preheader.us

lockstep_sums_tail.header393.preheader.us:        ; preds = %lockstep_sums_tail.header393.preheader.us.unr-lcssa, %lockstep_sums.body374.us.epil.preheader
  %.lcssa2508 = phi <4 x float> [ %5567, %lockstep_sums_tail.header393.preheader.us.unr-lcssa ], [ %5717, %lockstep_sums.body374.us.epil.preheader ]
  br i1 %.not847, label %noise.done306.us, label %lockstep_sums_tail.body394.us

lockstep_sums_tail.header347.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body328.us
  br i1 %lcmp.mod2586.not, label %lockstep_sums_tail.header347.preheader.us, label %lockstep_sums.body328.us.epil.preheader

lockstep_sums.body328.us.epil.preheader:          ; preds = %lockstep_sums_tail.header347.preheader.us.unr-lcssa, %lockstep_sums.body328.us.preheader
  %lockstep_sums330781.us.epil.init = phi i64 [ 0, %lockstep_sums.body328.us.preheader ], [ %5431, %lockstep_sums_tail.header347.preheader.us.unr-lcssa ]
  %lockstep_sums325.0780.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body328.us.preheader ], [ %5430, %lockstep_sums_tail.header347.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2588)
  %5718 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums330781.us.epil.init
  %block331.us.epil = load <4 x float>, ptr %5718, align 4
  %5719 = getelementptr inbounds nuw float, ptr %3990, i64 %lockstep_sums330781.us.epil.init
  %block332.us.epil = load <4 x float>, ptr %5719, align 4
  %5720 = getelementptr inbounds nuw float, ptr %3994, i64 %lockstep_sums330781.us.epil.init
  %block333.us.epil = load <4 x float>, ptr %5720, align 4
  %5721 = getelementptr inbounds nuw float, ptr %3998, i64 %lockstep_sums330781.us.epil.init
  %block334.us.epil = load <4 x float>, ptr %5721, align 4
  %transpose335.us.epil = shufflevector <4 x float> %block331.us.epil, <4 x float> %block333.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose336.us.epil = shufflevector <4 x float> %block331.us.epil, <4 x float> %block333.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose337.us.epil = shufflevector <4 x float> %block332.us.epil, <4 x float> %block334.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose338.us.epil = shufflevector <4 x float> %block332.us.epil, <4 x float> %block334.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose339.us.epil = shufflevector <4 x float> %transpose335.us.epil, <4 x float> %transpose337.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose340.us.epil = shufflevector <4 x float> %transpose335.us.epil, <4 x float> %transpose337.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose341.us.epil = shufflevector <4 x float> %transpose336.us.epil, <4 x float> %transpose338.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose342.us.epil = shufflevector <4 x float> %transpose336.us.epil, <4 x float> %transpose338.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5722 = fadd <4 x float> %lockstep_sums325.0780.us.epil.init, %transpose339.us.epil
  %5723 = fadd <4 x float> %transpose340.us.epil, %5722
  %5724 = fadd <4 x float> %transpose341.us.epil, %5723
  %5725 = fadd <4 x float> %transpose342.us.epil, %5724
  br label %lockstep_sums_tail.header347.preheader.us

lockstep_sums_tail.header347.preheader.us:        ; preds = %lockstep_sums_tail.header347.preheader.us.unr-lcssa, %lockstep_sums.body328.us.epil.preheader
  %.lcssa2506 = phi <4 x float> [ %5430, %lockstep_sums_tail.header347.preheader.us.unr-lcssa ], [ %5725, %lockstep_sums.body328.us.epil.preheader ]
  br i1 %.not847, label %noise.done306.us, label %lockstep_sums_tail.body348.us

lockstep_sums_tail.header293.preheader.us:        ; preds = %lockstep_sums.body242.us
  br i1 %.not847, label %noise.done151.us, label %lockstep_sums_tail.body294.us

lockstep_sums_tail.header.preheader.us:           ; preds = %lockstep_sums.body.us
  br i1 %.not847, label %noise.done151.us, label %lockstep_sums_tail.body.us

lockstep_row.body.lr.ph.us:                       ; preds = %step.body130.us
  %key1_step134.us = add i64 %step132800.us, %key1
  %5726 = lshr i64 %key1_step134.us, 32
  %5727 = mul nuw i64 %5726, 3449720151
  %5728 = lshr i64 %5727, 32
  %5729 = xor i64 %key0, %5728
  %5730 = xor i64 %5729, %key1_step134.us
  %5731 = and i64 %5730, 4294967295
  %5732 = mul nuw i64 %5731, 3528531795
  %5733 = lshr i64 %5732, 32
  %5734 = xor i64 %5733, %3855
  %broadcast.splatinsert2088 = insertelement <16 x i64> poison, i64 %5727, i64 0
  %broadcast.splat2089 = shufflevector <16 x i64> %broadcast.splatinsert2088, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2090 = insertelement <16 x i64> poison, i64 %5734, i64 0
  %broadcast.splat2091 = shufflevector <16 x i64> %broadcast.splatinsert2090, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2096 = insertelement <16 x i64> poison, i64 %5732, i64 0
  %broadcast.splat2097 = shufflevector <16 x i64> %broadcast.splatinsert2096, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2875 = xor <16 x i64> %broadcast.splat2087, %broadcast.splat2089
  %invariant.op2877 = xor <16 x i64> %broadcast.splat2087, %broadcast.splat2089
  %invariant.op2879 = xor <16 x i64> %broadcast.splat2087, %broadcast.splat2089
  %invariant.op2881 = xor <16 x i64> %broadcast.splat2087, %broadcast.splat2089
  %invariant.op2883 = xor <16 x i64> %broadcast.splat2095, %broadcast.splat2097
  %invariant.op2885 = xor <16 x i64> %broadcast.splat2095, %broadcast.splat2097
  %invariant.op2887 = xor <16 x i64> %broadcast.splat2095, %broadcast.splat2097
  %invariant.op2889 = xor <16 x i64> %broadcast.splat2095, %broadcast.splat2097
  %broadcast.splatinsert2147 = insertelement <8 x i64> poison, i64 %5734, i64 0
  %broadcast.splat2148 = shufflevector <8 x i64> %broadcast.splatinsert2147, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2475 = xor i64 %5727, %3854
  %.scalar2476 = and i64 %.scalar2475, 4294967295
  %5735 = insertelement <8 x i64> poison, i64 %.scalar2476, i64 0
  %.masked2467 = shufflevector <8 x i64> %5735, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2477 = xor i64 %5732, %3857
  %.scalar2478 = and i64 %.scalar2477, 4294967295
  %5736 = insertelement <8 x i64> poison, i64 %.scalar2478, i64 0
  %.masked2468 = shufflevector <8 x i64> %5736, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2891 = xor i64 %3854, %5727
  %invariant.op2892 = xor i64 %3857, %5732
  br label %iter.check2077

iter.check2013:                                   ; preds = %noise.exit144.us, %feature.exit.us
  %lockstep_row155748.us = phi i64 [ %4076, %feature.exit.us ], [ 0, %noise.exit144.us ]
  %row156.us = add i64 %lockstep_row155748.us, %lockstep_block801.us
  %5737 = mul i64 %lockstep_row155748.us, %slot_values
  %5738 = getelementptr inbounds float, ptr %scratch, i64 %5737
  %row_offset157.us = mul i64 %row156.us, %n_features
  %5739 = getelementptr inbounds float, ptr %state, i64 %row_offset157.us
  %5740 = getelementptr inbounds float, ptr %input_0, i64 %row_offset157.us
  %5741 = getelementptr inbounds nuw i8, ptr %5738, i64 %.idx664
  %5742 = getelementptr inbounds nuw float, ptr %5738, i64 %n_features
  %5743 = getelementptr inbounds nuw i8, ptr %5738, i64 %.idx663
  br i1 %conflict.rdx2011, label %feature.body.us.preheader, label %vector.body2018

vector.body2018:                                  ; preds = %iter.check2013, %vector.body2018
  %index2019 = phi i64 [ %index.next2023, %vector.body2018 ], [ 0, %iter.check2013 ]
  %5744 = getelementptr inbounds nuw float, ptr %5739, i64 %index2019
  %wide.load2020 = load <16 x float>, ptr %5744, align 4, !alias.scope !98
  %5745 = fmul <16 x float> %wide.load2020, %wide.load2020
  %5746 = getelementptr inbounds nuw float, ptr %5740, i64 %index2019
  %wide.load2021 = load <16 x float>, ptr %5746, align 4, !alias.scope !101
  %5747 = fneg <16 x float> %wide.load2021
  %5748 = fmul <16 x float> %wide.load2020, %5747
  %5749 = getelementptr inbounds nuw float, ptr %5741, i64 %index2019
  %wide.load2022 = load <16 x float>, ptr %5749, align 4, !alias.scope !103
  %5750 = fmul <16 x float> %wide.load2020, %wide.load2022
  %5751 = getelementptr inbounds nuw float, ptr %5738, i64 %index2019
  store <16 x float> %5745, ptr %5751, align 4, !alias.scope !105, !noalias !107
  %5752 = getelementptr inbounds nuw float, ptr %5742, i64 %index2019
  store <16 x float> %5748, ptr %5752, align 4, !alias.scope !108, !noalias !107
  %5753 = getelementptr inbounds nuw float, ptr %5743, i64 %index2019
  store <16 x float> %5750, ptr %5753, align 4, !alias.scope !110, !noalias !107
  %index.next2023 = add nuw i64 %index2019, 16
  %5754 = icmp eq i64 %index.next2023, %n.vec2017
  br i1 %5754, label %middle.block2024, label %vector.body2018, !llvm.loop !112

middle.block2024:                                 ; preds = %vector.body2018
  br i1 %cmp.n2025, label %feature.exit.us, label %vec.epilog.iter.check2028

vec.epilog.iter.check2028:                        ; preds = %middle.block2024
  br i1 %min.epilog.iters.check2029, label %feature.body.us.preheader, label %vec.epilog.vector.body2033, !prof !13

vec.epilog.vector.body2033:                       ; preds = %vec.epilog.iter.check2028, %vec.epilog.vector.body2033
  %index2034 = phi i64 [ %index.next2038, %vec.epilog.vector.body2033 ], [ %n.vec2017, %vec.epilog.iter.check2028 ]
  %5755 = getelementptr inbounds nuw float, ptr %5739, i64 %index2034
  %wide.load2035 = load <4 x float>, ptr %5755, align 4, !alias.scope !98
  %5756 = fmul <4 x float> %wide.load2035, %wide.load2035
  %5757 = getelementptr inbounds nuw float, ptr %5740, i64 %index2034
  %wide.load2036 = load <4 x float>, ptr %5757, align 4, !alias.scope !101
  %5758 = fneg <4 x float> %wide.load2036
  %5759 = fmul <4 x float> %wide.load2035, %5758
  %5760 = getelementptr inbounds nuw float, ptr %5741, i64 %index2034
  %wide.load2037 = load <4 x float>, ptr %5760, align 4, !alias.scope !103
  %5761 = fmul <4 x float> %wide.load2035, %wide.load2037
  %5762 = getelementptr inbounds nuw float, ptr %5738, i64 %index2034
  store <4 x float> %5756, ptr %5762, align 4, !alias.scope !105, !noalias !107
  %5763 = getelementptr inbounds nuw float, ptr %5742, i64 %index2034
  store <4 x float> %5759, ptr %5763, align 4, !alias.scope !108, !noalias !107
  %5764 = getelementptr inbounds nuw float, ptr %5743, i64 %index2034
  store <4 x float> %5761, ptr %5764, align 4, !alias.scope !110, !noalias !107
  %index.next2038 = add nuw i64 %index2034, 4
  %5765 = icmp eq i64 %index.next2038, %n.vec2032
  br i1 %5765, label %vec.epilog.middle.block2039, label %vec.epilog.vector.body2033, !llvm.loop !113

vec.epilog.middle.block2039:                      ; preds = %vec.epilog.vector.body2033
  br i1 %cmp.n2040, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check2013, %vec.epilog.iter.check2028, %vec.epilog.middle.block2039
  %feature747.us.ph = phi i64 [ 0, %iter.check2013 ], [ %n.vec2017, %vec.epilog.iter.check2028 ], [ %n.vec2032, %vec.epilog.middle.block2039 ]
  %.neg2790 = or disjoint i64 %feature747.us.ph, 1
  br i1 %lcmp.mod2576.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %5766 = getelementptr inbounds nuw float, ptr %5739, i64 %feature747.us.ph
  %5767 = load float, ptr %5766, align 4
  %5768 = fmul float %5767, %5767
  %5769 = getelementptr inbounds nuw float, ptr %5740, i64 %feature747.us.ph
  %5770 = load float, ptr %5769, align 4
  %5771 = fneg float %5770
  %5772 = fmul float %5767, %5771
  %5773 = getelementptr inbounds nuw float, ptr %5741, i64 %feature747.us.ph
  %5774 = load float, ptr %5773, align 4
  %5775 = fmul float %5767, %5774
  %5776 = getelementptr inbounds nuw float, ptr %5738, i64 %feature747.us.ph
  store float %5768, ptr %5776, align 4
  %5777 = getelementptr inbounds nuw float, ptr %5742, i64 %feature747.us.ph
  store float %5772, ptr %5777, align 4
  %5778 = getelementptr inbounds nuw float, ptr %5743, i64 %feature747.us.ph
  store float %5775, ptr %5778, align 4
  %5779 = or disjoint i64 %feature747.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature747.us.unr = phi i64 [ %feature747.us.ph, %feature.body.us.preheader ], [ %5779, %feature.body.us.prol ]
  %5780 = icmp eq i64 %n_features, %.neg2790
  br i1 %5780, label %feature.exit.us, label %feature.body.us

iter.check1948:                                   ; preds = %step.body130.us, %feature.exit227.us
  %lockstep_row222763.us = phi i64 [ %5685, %feature.exit227.us ], [ 0, %step.body130.us ]
  %row223.us = add i64 %lockstep_row222763.us, %lockstep_block801.us
  %5781 = mul i64 %lockstep_row222763.us, %slot_values
  %5782 = getelementptr inbounds float, ptr %scratch, i64 %5781
  %row_offset224.us = mul i64 %row223.us, %n_features
  %5783 = getelementptr inbounds float, ptr %state, i64 %row_offset224.us
  %5784 = getelementptr inbounds float, ptr %input_0, i64 %row_offset224.us
  %5785 = getelementptr inbounds nuw float, ptr %5782, i64 %n_features
  %5786 = getelementptr inbounds nuw i8, ptr %5782, i64 %.idx663
  br i1 %conflict.rdx1946, label %feature.body226.us.preheader, label %vector.body1953

vector.body1953:                                  ; preds = %iter.check1948, %vector.body1953
  %index1954 = phi i64 [ %index.next1957, %vector.body1953 ], [ 0, %iter.check1948 ]
  %5787 = getelementptr inbounds nuw float, ptr %5783, i64 %index1954
  %wide.load1955 = load <16 x float>, ptr %5787, align 4, !alias.scope !114
  %5788 = fmul <16 x float> %wide.load1955, %wide.load1955
  %5789 = getelementptr inbounds nuw float, ptr %5784, i64 %index1954
  %wide.load1956 = load <16 x float>, ptr %5789, align 4, !alias.scope !117
  %5790 = fneg <16 x float> %wide.load1956
  %5791 = fmul <16 x float> %wide.load1955, %5790
  %5792 = fmul <16 x float> %wide.load1955, zeroinitializer
  %5793 = getelementptr inbounds nuw float, ptr %5782, i64 %index1954
  store <16 x float> %5788, ptr %5793, align 4, !alias.scope !119, !noalias !121
  %5794 = getelementptr inbounds nuw float, ptr %5785, i64 %index1954
  store <16 x float> %5791, ptr %5794, align 4, !alias.scope !122, !noalias !121
  %5795 = getelementptr inbounds nuw float, ptr %5786, i64 %index1954
  store <16 x float> %5792, ptr %5795, align 4, !alias.scope !124, !noalias !121
  %index.next1957 = add nuw i64 %index1954, 16
  %5796 = icmp eq i64 %index.next1957, %n.vec1952
  br i1 %5796, label %middle.block1958, label %vector.body1953, !llvm.loop !126

middle.block1958:                                 ; preds = %vector.body1953
  br i1 %cmp.n1959, label %feature.exit227.us, label %vec.epilog.iter.check1962

vec.epilog.iter.check1962:                        ; preds = %middle.block1958
  br i1 %min.epilog.iters.check1963, label %feature.body226.us.preheader, label %vec.epilog.vector.body1967, !prof !13

vec.epilog.vector.body1967:                       ; preds = %vec.epilog.iter.check1962, %vec.epilog.vector.body1967
  %index1968 = phi i64 [ %index.next1971, %vec.epilog.vector.body1967 ], [ %n.vec1952, %vec.epilog.iter.check1962 ]
  %5797 = getelementptr inbounds nuw float, ptr %5783, i64 %index1968
  %wide.load1969 = load <4 x float>, ptr %5797, align 4, !alias.scope !114
  %5798 = fmul <4 x float> %wide.load1969, %wide.load1969
  %5799 = getelementptr inbounds nuw float, ptr %5784, i64 %index1968
  %wide.load1970 = load <4 x float>, ptr %5799, align 4, !alias.scope !117
  %5800 = fneg <4 x float> %wide.load1970
  %5801 = fmul <4 x float> %wide.load1969, %5800
  %5802 = fmul <4 x float> %wide.load1969, zeroinitializer
  %5803 = getelementptr inbounds nuw float, ptr %5782, i64 %index1968
  store <4 x float> %5798, ptr %5803, align 4, !alias.scope !119, !noalias !121
  %5804 = getelementptr inbounds nuw float, ptr %5785, i64 %index1968
  store <4 x float> %5801, ptr %5804, align 4, !alias.scope !122, !noalias !121
  %5805 = getelementptr inbounds nuw float, ptr %5786, i64 %index1968
  store <4 x float> %5802, ptr %5805, align 4, !alias.scope !124, !noalias !121
  %index.next1971 = add nuw i64 %index1968, 4
  %5806 = icmp eq i64 %index.next1971, %n.vec1966
  br i1 %5806, label %vec.epilog.middle.block1972, label %vec.epilog.vector.body1967, !llvm.loop !127

vec.epilog.middle.block1972:                      ; preds = %vec.epilog.vector.body1967
  br i1 %cmp.n1973, label %feature.exit227.us, label %feature.body226.us.preheader

feature.body226.us.preheader:                     ; preds = %iter.check1948, %vec.epilog.iter.check1962, %vec.epilog.middle.block1972
  %feature228762.us.ph = phi i64 [ 0, %iter.check1948 ], [ %n.vec1952, %vec.epilog.iter.check1962 ], [ %n.vec1966, %vec.epilog.middle.block1972 ]
  %.neg2791 = or disjoint i64 %feature228762.us.ph, 1
  br i1 %lcmp.mod2579.not, label %feature.body226.us.prol.loopexit, label %feature.body226.us.prol

feature.body226.us.prol:                          ; preds = %feature.body226.us.preheader
  %5807 = getelementptr inbounds nuw float, ptr %5783, i64 %feature228762.us.ph
  %5808 = load float, ptr %5807, align 4
  %5809 = fmul float %5808, %5808
  %5810 = getelementptr inbounds nuw float, ptr %5784, i64 %feature228762.us.ph
  %5811 = load float, ptr %5810, align 4
  %5812 = fneg float %5811
  %5813 = fmul float %5808, %5812
  %5814 = fmul float %5808, 0.000000e+00
  %5815 = getelementptr inbounds nuw float, ptr %5782, i64 %feature228762.us.ph
  store float %5809, ptr %5815, align 4
  %5816 = getelementptr inbounds nuw float, ptr %5785, i64 %feature228762.us.ph
  store float %5813, ptr %5816, align 4
  %5817 = getelementptr inbounds nuw float, ptr %5786, i64 %feature228762.us.ph
  store float %5814, ptr %5817, align 4
  %5818 = or disjoint i64 %feature228762.us.ph, 1
  br label %feature.body226.us.prol.loopexit

feature.body226.us.prol.loopexit:                 ; preds = %feature.body226.us.prol, %feature.body226.us.preheader
  %feature228762.us.unr = phi i64 [ %feature228762.us.ph, %feature.body226.us.preheader ], [ %5818, %feature.body226.us.prol ]
  %5819 = icmp eq i64 %n_features, %.neg2791
  br i1 %5819, label %feature.exit227.us, label %feature.body226.us

iter.check1856:                                   ; preds = %iter.check1856.preheader, %feature.exit315.us
  %lockstep_row310779.us = phi i64 [ %5432, %feature.exit315.us ], [ 0, %iter.check1856.preheader ]
  %row311.us = add i64 %lockstep_row310779.us, %lockstep_block801.us
  %5820 = mul i64 %lockstep_row310779.us, %slot_values
  %5821 = getelementptr inbounds float, ptr %scratch, i64 %5820
  %row_offset312.us = mul i64 %row311.us, %n_features
  %5822 = getelementptr inbounds float, ptr %state, i64 %row_offset312.us
  %5823 = getelementptr inbounds float, ptr %input_0, i64 %row_offset312.us
  %5824 = getelementptr inbounds nuw i8, ptr %5821, i64 %.idx664
  %.idx674.us = shl i64 %lockstep_row310779.us, 4
  %5825 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx674.us
  %5826 = getelementptr inbounds nuw i8, ptr %5825, i64 4
  %5827 = load float, ptr %5826, align 4
  %5828 = getelementptr inbounds nuw i8, ptr %5825, i64 8
  %5829 = load float, ptr %5828, align 4
  br i1 %conflict.rdx1854, label %feature.body314.us.preheader, label %vector.ph1858

vector.ph1858:                                    ; preds = %iter.check1856
  %broadcast.splatinsert1861 = insertelement <16 x float> poison, float %5827, i64 0
  %broadcast.splat1862 = shufflevector <16 x float> %broadcast.splatinsert1861, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1863 = insertelement <16 x float> poison, float %5829, i64 0
  %broadcast.splat1864 = shufflevector <16 x float> %broadcast.splatinsert1863, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1869

vector.body1869:                                  ; preds = %vector.body1869, %vector.ph1858
  %index1870 = phi i64 [ 0, %vector.ph1858 ], [ %index.next1883, %vector.body1869 ]
  %5830 = getelementptr inbounds nuw float, ptr %5822, i64 %index1870
  %5831 = getelementptr inbounds nuw i8, ptr %5830, i64 64
  %5832 = getelementptr inbounds nuw i8, ptr %5830, i64 128
  %5833 = getelementptr inbounds nuw i8, ptr %5830, i64 192
  %wide.load1871 = load <16 x float>, ptr %5830, align 4, !alias.scope !128
  %wide.load1872 = load <16 x float>, ptr %5831, align 4, !alias.scope !128
  %wide.load1873 = load <16 x float>, ptr %5832, align 4, !alias.scope !128
  %wide.load1874 = load <16 x float>, ptr %5833, align 4, !alias.scope !128
  %5834 = getelementptr inbounds nuw float, ptr %5823, i64 %index1870
  %5835 = getelementptr inbounds nuw i8, ptr %5834, i64 64
  %5836 = getelementptr inbounds nuw i8, ptr %5834, i64 128
  %5837 = getelementptr inbounds nuw i8, ptr %5834, i64 192
  %wide.load1875 = load <16 x float>, ptr %5834, align 4, !alias.scope !131
  %wide.load1876 = load <16 x float>, ptr %5835, align 4, !alias.scope !131
  %wide.load1877 = load <16 x float>, ptr %5836, align 4, !alias.scope !131
  %wide.load1878 = load <16 x float>, ptr %5837, align 4, !alias.scope !131
  %5838 = fneg <16 x float> %wide.load1875
  %5839 = fneg <16 x float> %wide.load1876
  %5840 = fneg <16 x float> %wide.load1877
  %5841 = fneg <16 x float> %wide.load1878
  %5842 = fmul <16 x float> %wide.load1871, %broadcast.splat1862
  %5843 = fmul <16 x float> %wide.load1872, %broadcast.splat1862
  %5844 = fmul <16 x float> %wide.load1873, %broadcast.splat1862
  %5845 = fmul <16 x float> %wide.load1874, %broadcast.splat1862
  %5846 = fsub <16 x float> %5838, %5842
  %5847 = fsub <16 x float> %5839, %5843
  %5848 = fsub <16 x float> %5840, %5844
  %5849 = fsub <16 x float> %5841, %5845
  %5850 = fmul <16 x float> %broadcast.splat1866, %5846
  %5851 = fmul <16 x float> %broadcast.splat1866, %5847
  %5852 = fmul <16 x float> %broadcast.splat1866, %5848
  %5853 = fmul <16 x float> %broadcast.splat1866, %5849
  %5854 = fsub <16 x float> %wide.load1871, %5850
  %5855 = fsub <16 x float> %wide.load1872, %5851
  %5856 = fsub <16 x float> %wide.load1873, %5852
  %5857 = fsub <16 x float> %wide.load1874, %5853
  %5858 = getelementptr inbounds nuw float, ptr %5824, i64 %index1870
  %5859 = getelementptr inbounds nuw i8, ptr %5858, i64 64
  %5860 = getelementptr inbounds nuw i8, ptr %5858, i64 128
  %5861 = getelementptr inbounds nuw i8, ptr %5858, i64 192
  %wide.load1879 = load <16 x float>, ptr %5858, align 4, !alias.scope !133
  %wide.load1880 = load <16 x float>, ptr %5859, align 4, !alias.scope !133
  %wide.load1881 = load <16 x float>, ptr %5860, align 4, !alias.scope !133
  %wide.load1882 = load <16 x float>, ptr %5861, align 4, !alias.scope !133
  %5862 = fmul <16 x float> %wide.load1871, %broadcast.splat1864
  %5863 = fmul <16 x float> %wide.load1872, %broadcast.splat1864
  %5864 = fmul <16 x float> %wide.load1873, %broadcast.splat1864
  %5865 = fmul <16 x float> %wide.load1874, %broadcast.splat1864
  %5866 = fsub <16 x float> %wide.load1879, %5862
  %5867 = fsub <16 x float> %wide.load1880, %5863
  %5868 = fsub <16 x float> %wide.load1881, %5864
  %5869 = fsub <16 x float> %wide.load1882, %5865
  %5870 = fmul <16 x float> %broadcast.splat1868, %5866
  %5871 = fmul <16 x float> %broadcast.splat1868, %5867
  %5872 = fmul <16 x float> %broadcast.splat1868, %5868
  %5873 = fmul <16 x float> %broadcast.splat1868, %5869
  %5874 = fadd <16 x float> %5854, %5870
  %5875 = fadd <16 x float> %5855, %5871
  %5876 = fadd <16 x float> %5856, %5872
  %5877 = fadd <16 x float> %5857, %5873
  %5878 = fmul <16 x float> %5874, %5874
  %5879 = fmul <16 x float> %5875, %5875
  %5880 = fmul <16 x float> %5876, %5876
  %5881 = fmul <16 x float> %5877, %5877
  %5882 = getelementptr inbounds nuw float, ptr %5821, i64 %index1870
  %5883 = getelementptr inbounds nuw i8, ptr %5882, i64 64
  %5884 = getelementptr inbounds nuw i8, ptr %5882, i64 128
  %5885 = getelementptr inbounds nuw i8, ptr %5882, i64 192
  store <16 x float> %5878, ptr %5882, align 4, !alias.scope !135, !noalias !137
  store <16 x float> %5879, ptr %5883, align 4, !alias.scope !135, !noalias !137
  store <16 x float> %5880, ptr %5884, align 4, !alias.scope !135, !noalias !137
  store <16 x float> %5881, ptr %5885, align 4, !alias.scope !135, !noalias !137
  %index.next1883 = add nuw i64 %index1870, 64
  %5886 = icmp eq i64 %index.next1883, %n.vec1860
  br i1 %5886, label %middle.block1884, label %vector.body1869, !llvm.loop !138

middle.block1884:                                 ; preds = %vector.body1869
  br i1 %cmp.n1885, label %feature.exit315.us, label %vec.epilog.iter.check1888

vec.epilog.iter.check1888:                        ; preds = %middle.block1884
  br i1 %min.epilog.iters.check1889, label %feature.body314.us.preheader, label %vec.epilog.ph1890, !prof !10

vec.epilog.ph1890:                                ; preds = %vec.epilog.iter.check1888
  %broadcast.splatinsert1893 = insertelement <8 x float> poison, float %5827, i64 0
  %broadcast.splat1894 = shufflevector <8 x float> %broadcast.splatinsert1893, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1895 = insertelement <8 x float> poison, float %5829, i64 0
  %broadcast.splat1896 = shufflevector <8 x float> %broadcast.splatinsert1895, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1901

vec.epilog.vector.body1901:                       ; preds = %vec.epilog.vector.body1901, %vec.epilog.ph1890
  %index1902 = phi i64 [ %n.vec1860, %vec.epilog.ph1890 ], [ %index.next1906, %vec.epilog.vector.body1901 ]
  %5887 = getelementptr inbounds nuw float, ptr %5822, i64 %index1902
  %wide.load1903 = load <8 x float>, ptr %5887, align 4, !alias.scope !128
  %5888 = getelementptr inbounds nuw float, ptr %5823, i64 %index1902
  %wide.load1904 = load <8 x float>, ptr %5888, align 4, !alias.scope !131
  %5889 = fneg <8 x float> %wide.load1904
  %5890 = fmul <8 x float> %wide.load1903, %broadcast.splat1894
  %5891 = fsub <8 x float> %5889, %5890
  %5892 = fmul <8 x float> %broadcast.splat1898, %5891
  %5893 = fsub <8 x float> %wide.load1903, %5892
  %5894 = getelementptr inbounds nuw float, ptr %5824, i64 %index1902
  %wide.load1905 = load <8 x float>, ptr %5894, align 4, !alias.scope !133
  %5895 = fmul <8 x float> %wide.load1903, %broadcast.splat1896
  %5896 = fsub <8 x float> %wide.load1905, %5895
  %5897 = fmul <8 x float> %broadcast.splat1900, %5896
  %5898 = fadd <8 x float> %5893, %5897
  %5899 = fmul <8 x float> %5898, %5898
  %5900 = getelementptr inbounds nuw float, ptr %5821, i64 %index1902
  store <8 x float> %5899, ptr %5900, align 4, !alias.scope !135, !noalias !137
  %index.next1906 = add nuw i64 %index1902, 8
  %5901 = icmp eq i64 %index.next1906, %n.vec1892
  br i1 %5901, label %vec.epilog.middle.block1907, label %vec.epilog.vector.body1901, !llvm.loop !139

vec.epilog.middle.block1907:                      ; preds = %vec.epilog.vector.body1901
  br i1 %cmp.n1908, label %feature.exit315.us, label %feature.body314.us.preheader

feature.body314.us.preheader:                     ; preds = %iter.check1856, %vec.epilog.iter.check1888, %vec.epilog.middle.block1907
  %feature316778.us.ph = phi i64 [ 0, %iter.check1856 ], [ %n.vec1860, %vec.epilog.iter.check1888 ], [ %n.vec1892, %vec.epilog.middle.block1907 ]
  %.neg2792 = or disjoint i64 %feature316778.us.ph, 1
  br i1 %lcmp.mod2582.not, label %feature.body314.us.prol.loopexit, label %feature.body314.us.prol

feature.body314.us.prol:                          ; preds = %feature.body314.us.preheader
  %5902 = getelementptr inbounds nuw float, ptr %5822, i64 %feature316778.us.ph
  %5903 = load float, ptr %5902, align 4
  %5904 = getelementptr inbounds nuw float, ptr %5823, i64 %feature316778.us.ph
  %5905 = load float, ptr %5904, align 4
  %5906 = fneg float %5905
  %5907 = fmul float %5903, %5827
  %5908 = fsub float %5906, %5907
  %5909 = fmul float %eta, %5908
  %5910 = fsub float %5903, %5909
  %5911 = getelementptr inbounds nuw float, ptr %5824, i64 %feature316778.us.ph
  %5912 = load float, ptr %5911, align 4
  %5913 = fmul float %5903, %5829
  %5914 = fsub float %5912, %5913
  %5915 = fmul float %noise_scale133.us, %5914
  %5916 = fadd float %5910, %5915
  %5917 = fmul float %5916, %5916
  %5918 = getelementptr inbounds nuw float, ptr %5821, i64 %feature316778.us.ph
  store float %5917, ptr %5918, align 4
  %5919 = or disjoint i64 %feature316778.us.ph, 1
  br label %feature.body314.us.prol.loopexit

feature.body314.us.prol.loopexit:                 ; preds = %feature.body314.us.prol, %feature.body314.us.preheader
  %feature316778.us.unr = phi i64 [ %feature316778.us.ph, %feature.body314.us.preheader ], [ %5919, %feature.body314.us.prol ]
  %5920 = icmp eq i64 %n_features, %.neg2792
  br i1 %5920, label %feature.exit315.us, label %feature.body314.us

iter.check1797:                                   ; preds = %noise.done151.us, %feature.exit361.us
  %lockstep_row356787.us = phi i64 [ %5569, %feature.exit361.us ], [ 0, %noise.done151.us ]
  %row357.us = add i64 %lockstep_row356787.us, %lockstep_block801.us
  %5921 = mul i64 %lockstep_row356787.us, %slot_values
  %5922 = getelementptr inbounds float, ptr %scratch, i64 %5921
  %row_offset358.us = mul i64 %row357.us, %n_features
  %5923 = getelementptr inbounds float, ptr %state, i64 %row_offset358.us
  %5924 = getelementptr inbounds float, ptr %input_0, i64 %row_offset358.us
  %.idx669.us = shl i64 %lockstep_row356787.us, 4
  %5925 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx669.us
  %5926 = getelementptr inbounds nuw i8, ptr %5925, i64 4
  %5927 = load float, ptr %5926, align 4
  br i1 %conflict.rdx1795, label %feature.body360.us.preheader, label %vector.ph1799

vector.ph1799:                                    ; preds = %iter.check1797
  %broadcast.splatinsert1802 = insertelement <16 x float> poison, float %5927, i64 0
  %broadcast.splat1803 = shufflevector <16 x float> %broadcast.splatinsert1802, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1806

vector.body1806:                                  ; preds = %vector.body1806, %vector.ph1799
  %index1807 = phi i64 [ 0, %vector.ph1799 ], [ %index.next1816, %vector.body1806 ]
  %5928 = getelementptr inbounds nuw float, ptr %5923, i64 %index1807
  %5929 = getelementptr inbounds nuw i8, ptr %5928, i64 64
  %5930 = getelementptr inbounds nuw i8, ptr %5928, i64 128
  %5931 = getelementptr inbounds nuw i8, ptr %5928, i64 192
  %wide.load1808 = load <16 x float>, ptr %5928, align 4, !alias.scope !140
  %wide.load1809 = load <16 x float>, ptr %5929, align 4, !alias.scope !140
  %wide.load1810 = load <16 x float>, ptr %5930, align 4, !alias.scope !140
  %wide.load1811 = load <16 x float>, ptr %5931, align 4, !alias.scope !140
  %5932 = getelementptr inbounds nuw float, ptr %5924, i64 %index1807
  %5933 = getelementptr inbounds nuw i8, ptr %5932, i64 64
  %5934 = getelementptr inbounds nuw i8, ptr %5932, i64 128
  %5935 = getelementptr inbounds nuw i8, ptr %5932, i64 192
  %wide.load1812 = load <16 x float>, ptr %5932, align 4, !alias.scope !143
  %wide.load1813 = load <16 x float>, ptr %5933, align 4, !alias.scope !143
  %wide.load1814 = load <16 x float>, ptr %5934, align 4, !alias.scope !143
  %wide.load1815 = load <16 x float>, ptr %5935, align 4, !alias.scope !143
  %5936 = fneg <16 x float> %wide.load1812
  %5937 = fneg <16 x float> %wide.load1813
  %5938 = fneg <16 x float> %wide.load1814
  %5939 = fneg <16 x float> %wide.load1815
  %5940 = fmul <16 x float> %wide.load1808, %broadcast.splat1803
  %5941 = fmul <16 x float> %wide.load1809, %broadcast.splat1803
  %5942 = fmul <16 x float> %wide.load1810, %broadcast.splat1803
  %5943 = fmul <16 x float> %wide.load1811, %broadcast.splat1803
  %5944 = fsub <16 x float> %5936, %5940
  %5945 = fsub <16 x float> %5937, %5941
  %5946 = fsub <16 x float> %5938, %5942
  %5947 = fsub <16 x float> %5939, %5943
  %5948 = fmul <16 x float> %broadcast.splat1805, %5944
  %5949 = fmul <16 x float> %broadcast.splat1805, %5945
  %5950 = fmul <16 x float> %broadcast.splat1805, %5946
  %5951 = fmul <16 x float> %broadcast.splat1805, %5947
  %5952 = fsub <16 x float> %wide.load1808, %5948
  %5953 = fsub <16 x float> %wide.load1809, %5949
  %5954 = fsub <16 x float> %wide.load1810, %5950
  %5955 = fsub <16 x float> %wide.load1811, %5951
  %5956 = fmul <16 x float> %5952, %5952
  %5957 = fmul <16 x float> %5953, %5953
  %5958 = fmul <16 x float> %5954, %5954
  %5959 = fmul <16 x float> %5955, %5955
  %5960 = getelementptr inbounds nuw float, ptr %5922, i64 %index1807
  %5961 = getelementptr inbounds nuw i8, ptr %5960, i64 64
  %5962 = getelementptr inbounds nuw i8, ptr %5960, i64 128
  %5963 = getelementptr inbounds nuw i8, ptr %5960, i64 192
  store <16 x float> %5956, ptr %5960, align 4, !alias.scope !145, !noalias !147
  store <16 x float> %5957, ptr %5961, align 4, !alias.scope !145, !noalias !147
  store <16 x float> %5958, ptr %5962, align 4, !alias.scope !145, !noalias !147
  store <16 x float> %5959, ptr %5963, align 4, !alias.scope !145, !noalias !147
  %index.next1816 = add nuw i64 %index1807, 64
  %5964 = icmp eq i64 %index.next1816, %n.vec1801
  br i1 %5964, label %middle.block1817, label %vector.body1806, !llvm.loop !148

middle.block1817:                                 ; preds = %vector.body1806
  br i1 %cmp.n1818, label %feature.exit361.us, label %vec.epilog.iter.check1821

vec.epilog.iter.check1821:                        ; preds = %middle.block1817
  br i1 %min.epilog.iters.check1822, label %feature.body360.us.preheader, label %vec.epilog.ph1823, !prof !10

vec.epilog.ph1823:                                ; preds = %vec.epilog.iter.check1821
  %broadcast.splatinsert1826 = insertelement <8 x float> poison, float %5927, i64 0
  %broadcast.splat1827 = shufflevector <8 x float> %broadcast.splatinsert1826, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1830

vec.epilog.vector.body1830:                       ; preds = %vec.epilog.vector.body1830, %vec.epilog.ph1823
  %index1831 = phi i64 [ %n.vec1801, %vec.epilog.ph1823 ], [ %index.next1834, %vec.epilog.vector.body1830 ]
  %5965 = getelementptr inbounds nuw float, ptr %5923, i64 %index1831
  %wide.load1832 = load <8 x float>, ptr %5965, align 4, !alias.scope !140
  %5966 = getelementptr inbounds nuw float, ptr %5924, i64 %index1831
  %wide.load1833 = load <8 x float>, ptr %5966, align 4, !alias.scope !143
  %5967 = fneg <8 x float> %wide.load1833
  %5968 = fmul <8 x float> %wide.load1832, %broadcast.splat1827
  %5969 = fsub <8 x float> %5967, %5968
  %5970 = fmul <8 x float> %broadcast.splat1829, %5969
  %5971 = fsub <8 x float> %wide.load1832, %5970
  %5972 = fmul <8 x float> %5971, %5971
  %5973 = getelementptr inbounds nuw float, ptr %5922, i64 %index1831
  store <8 x float> %5972, ptr %5973, align 4, !alias.scope !145, !noalias !147
  %index.next1834 = add nuw i64 %index1831, 8
  %5974 = icmp eq i64 %index.next1834, %n.vec1825
  br i1 %5974, label %vec.epilog.middle.block1835, label %vec.epilog.vector.body1830, !llvm.loop !149

vec.epilog.middle.block1835:                      ; preds = %vec.epilog.vector.body1830
  br i1 %cmp.n1836, label %feature.exit361.us, label %feature.body360.us.preheader

feature.body360.us.preheader:                     ; preds = %iter.check1797, %vec.epilog.iter.check1821, %vec.epilog.middle.block1835
  %feature362786.us.ph = phi i64 [ 0, %iter.check1797 ], [ %n.vec1801, %vec.epilog.iter.check1821 ], [ %n.vec1825, %vec.epilog.middle.block1835 ]
  br i1 %lcmp.mod2592.not, label %feature.body360.us.prol.loopexit, label %feature.body360.us.prol

feature.body360.us.prol:                          ; preds = %feature.body360.us.preheader, %feature.body360.us.prol
  %feature362786.us.prol = phi i64 [ %5986, %feature.body360.us.prol ], [ %feature362786.us.ph, %feature.body360.us.preheader ]
  %prol.iter2593 = phi i64 [ %prol.iter2593.next, %feature.body360.us.prol ], [ 0, %feature.body360.us.preheader ]
  %5975 = getelementptr inbounds nuw float, ptr %5923, i64 %feature362786.us.prol
  %5976 = load float, ptr %5975, align 4
  %5977 = getelementptr inbounds nuw float, ptr %5924, i64 %feature362786.us.prol
  %5978 = load float, ptr %5977, align 4
  %5979 = fneg float %5978
  %5980 = fmul float %5976, %5927
  %5981 = fsub float %5979, %5980
  %5982 = fmul float %eta, %5981
  %5983 = fsub float %5976, %5982
  %5984 = fmul float %5983, %5983
  %5985 = getelementptr inbounds nuw float, ptr %5922, i64 %feature362786.us.prol
  store float %5984, ptr %5985, align 4
  %5986 = add nuw nsw i64 %feature362786.us.prol, 1
  %prol.iter2593.next = add i64 %prol.iter2593, 1
  %prol.iter2593.cmp.not = icmp eq i64 %prol.iter2593.next, %xtraiter2591
  br i1 %prol.iter2593.cmp.not, label %feature.body360.us.prol.loopexit, label %feature.body360.us.prol, !llvm.loop !150

feature.body360.us.prol.loopexit:                 ; preds = %feature.body360.us.prol, %feature.body360.us.preheader
  %feature362786.us.unr = phi i64 [ %feature362786.us.ph, %feature.body360.us.preheader ], [ %5986, %feature.body360.us.prol ]
  %5987 = sub nsw i64 %feature362786.us.ph, %n_features
  %5988 = icmp ugt i64 %5987, -4
  br i1 %5988, label %feature.exit361.us, label %feature.body360.us

feature.body412.lr.ph.us:                         ; preds = %feature.body412.lr.ph.us.preheader, %feature.exit413.us
  %lockstep_row406795.us = phi i64 [ %5473, %feature.exit413.us ], [ 0, %feature.body412.lr.ph.us.preheader ]
  %row407.us = add i64 %lockstep_row406795.us, %lockstep_block801.us
  %5989 = mul i64 %lockstep_row406795.us, %slot_values
  %.idx672.us = shl i64 %lockstep_row406795.us, 4
  %5990 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx672.us
  %row_offset408.us = mul i64 %row407.us, %n_features
  %5991 = getelementptr inbounds float, ptr %state, i64 %row_offset408.us
  %5992 = getelementptr inbounds float, ptr %input_0, i64 %row_offset408.us
  %5993 = getelementptr inbounds float, ptr %status, i64 %row407.us
  %gep.us = getelementptr float, ptr %invariant.gep, i64 %5989
  %5994 = getelementptr inbounds nuw i8, ptr %5990, i64 12
  %5995 = load float, ptr %5994, align 4
  %.fr = freeze float %5995
  %5996 = fcmp olt float %.fr, 0x3D71979980000000
  %5997 = load float, ptr %5990, align 4
  %5998 = fadd float %5997, -1.000000e+00
  %5999 = tail call float @llvm.fabs.f32(float %5998)
  %6000 = fcmp ogt float %5999, 0x3F60624DE0000000
  %6001 = select i1 %6000, float 1.000000e+00, float 0.000000e+00
  %6002 = select i1 %5996, float 2.000000e+00, float 0.000000e+00
  %6003 = fadd float %6002, %6001
  %status_bits409.us = fptoui float %6003 to i32
  %status410.us = load i32, ptr %5993, align 4
  %6004 = or i32 %status410.us, %status_bits409.us
  store i32 %6004, ptr %5993, align 4
  %6005 = getelementptr inbounds nuw i8, ptr %5990, i64 8
  %6006 = getelementptr inbounds nuw i8, ptr %5990, i64 4
  %6007 = load float, ptr %6006, align 4
  %6008 = load float, ptr %6005, align 4
  %6009 = tail call float @llvm.sqrt.f32(float %.fr)
  br i1 %5996, label %vector.body1689, label %vector.memcheck1712

vector.memcheck1712:                              ; preds = %feature.body412.lr.ph.us
  br i1 %conflict.rdx1728, label %feature.body412.us802.preheader, label %vector.ph1732

vector.ph1732:                                    ; preds = %vector.memcheck1712
  %broadcast.splatinsert1735 = insertelement <16 x float> poison, float %6007, i64 0
  %broadcast.splat1736 = shufflevector <16 x float> %broadcast.splatinsert1735, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1739 = insertelement <16 x float> poison, float %6008, i64 0
  %broadcast.splat1740 = shufflevector <16 x float> %broadcast.splatinsert1739, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1743 = insertelement <16 x float> poison, float %6009, i64 0
  %broadcast.splat1744 = shufflevector <16 x float> %broadcast.splatinsert1743, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1745

vector.body1745:                                  ; preds = %vector.body1745, %vector.ph1732
  %index1746 = phi i64 [ 0, %vector.ph1732 ], [ %index.next1750, %vector.body1745 ]
  %6010 = getelementptr inbounds nuw float, ptr %5991, i64 %index1746
  %wide.load1747 = load <16 x float>, ptr %6010, align 4, !alias.scope !151, !noalias !154
  %6011 = getelementptr inbounds nuw float, ptr %5992, i64 %index1746
  %wide.load1748 = load <16 x float>, ptr %6011, align 4, !alias.scope !157
  %6012 = fneg <16 x float> %wide.load1748
  %6013 = fmul <16 x float> %wide.load1747, %broadcast.splat1736
  %6014 = fsub <16 x float> %6012, %6013
  %6015 = fmul <16 x float> %broadcast.splat1738, %6014
  %6016 = fsub <16 x float> %wide.load1747, %6015
  %6017 = getelementptr inbounds nuw float, ptr %gep.us, i64 %index1746
  %wide.load1749 = load <16 x float>, ptr %6017, align 4, !alias.scope !158
  %6018 = fmul <16 x float> %wide.load1747, %broadcast.splat1740
  %6019 = fsub <16 x float> %wide.load1749, %6018
  %6020 = fmul <16 x float> %broadcast.splat1742, %6019
  %6021 = fadd <16 x float> %6016, %6020
  %6022 = fdiv <16 x float> %6021, %broadcast.splat1744
  %6023 = bitcast <16 x float> %6022 to <16 x i32>
  %6024 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %6022)
  %6025 = bitcast <16 x float> %6024 to <16 x i32>
  %6026 = icmp samesign ugt <16 x i32> %6025, splat (i32 2139095040)
  %6027 = select <16 x i1> %6026, <16 x i32> splat (i32 2143289344), <16 x i32> %6023
  store <16 x i32> %6027, ptr %6010, align 4, !alias.scope !151, !noalias !154
  %index.next1750 = add nuw i64 %index1746, 16
  %6028 = icmp eq i64 %index.next1750, %n.vec1734
  br i1 %6028, label %middle.block1751, label %vector.body1745, !llvm.loop !159

middle.block1751:                                 ; preds = %vector.body1745
  br i1 %cmp.n1752, label %feature.exit413.us, label %vec.epilog.iter.check1755

vec.epilog.iter.check1755:                        ; preds = %middle.block1751
  br i1 %min.epilog.iters.check1756, label %feature.body412.us802.preheader, label %vec.epilog.ph1757, !prof !13

vec.epilog.ph1757:                                ; preds = %vec.epilog.iter.check1755
  %broadcast.splatinsert1760 = insertelement <4 x float> poison, float %6007, i64 0
  %broadcast.splat1761 = shufflevector <4 x float> %broadcast.splatinsert1760, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1764 = insertelement <4 x float> poison, float %6008, i64 0
  %broadcast.splat1765 = shufflevector <4 x float> %broadcast.splatinsert1764, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1768 = insertelement <4 x float> poison, float %6009, i64 0
  %broadcast.splat1769 = shufflevector <4 x float> %broadcast.splatinsert1768, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1770

vec.epilog.vector.body1770:                       ; preds = %vec.epilog.vector.body1770, %vec.epilog.ph1757
  %index1771 = phi i64 [ %n.vec1734, %vec.epilog.ph1757 ], [ %index.next1775, %vec.epilog.vector.body1770 ]
  %6029 = getelementptr inbounds nuw float, ptr %5991, i64 %index1771
  %wide.load1772 = load <4 x float>, ptr %6029, align 4, !alias.scope !151, !noalias !154
  %6030 = getelementptr inbounds nuw float, ptr %5992, i64 %index1771
  %wide.load1773 = load <4 x float>, ptr %6030, align 4, !alias.scope !157
  %6031 = fneg <4 x float> %wide.load1773
  %6032 = fmul <4 x float> %wide.load1772, %broadcast.splat1761
  %6033 = fsub <4 x float> %6031, %6032
  %6034 = fmul <4 x float> %broadcast.splat1763, %6033
  %6035 = fsub <4 x float> %wide.load1772, %6034
  %6036 = getelementptr inbounds nuw float, ptr %gep.us, i64 %index1771
  %wide.load1774 = load <4 x float>, ptr %6036, align 4, !alias.scope !158
  %6037 = fmul <4 x float> %wide.load1772, %broadcast.splat1765
  %6038 = fsub <4 x float> %wide.load1774, %6037
  %6039 = fmul <4 x float> %broadcast.splat1767, %6038
  %6040 = fadd <4 x float> %6035, %6039
  %6041 = fdiv <4 x float> %6040, %broadcast.splat1769
  %6042 = bitcast <4 x float> %6041 to <4 x i32>
  %6043 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %6041)
  %6044 = bitcast <4 x float> %6043 to <4 x i32>
  %6045 = icmp samesign ugt <4 x i32> %6044, splat (i32 2139095040)
  %6046 = select <4 x i1> %6045, <4 x i32> splat (i32 2143289344), <4 x i32> %6042
  store <4 x i32> %6046, ptr %6029, align 4, !alias.scope !151, !noalias !154
  %index.next1775 = add nuw i64 %index1771, 4
  %6047 = icmp eq i64 %index.next1775, %n.vec1759
  br i1 %6047, label %vec.epilog.middle.block1776, label %vec.epilog.vector.body1770, !llvm.loop !160

vec.epilog.middle.block1776:                      ; preds = %vec.epilog.vector.body1770
  br i1 %cmp.n1777, label %feature.exit413.us, label %feature.body412.us802.preheader

feature.body412.us802.preheader:                  ; preds = %vector.memcheck1712, %vec.epilog.iter.check1755, %vec.epilog.middle.block1776
  %feature414794.us803.ph = phi i64 [ 0, %vector.memcheck1712 ], [ %n.vec1734, %vec.epilog.iter.check1755 ], [ %n.vec1759, %vec.epilog.middle.block1776 ]
  %.neg2793 = or disjoint i64 %feature414794.us803.ph, 1
  br i1 %lcmp.mod2602.not, label %feature.body412.us802.prol.loopexit, label %feature.body412.us802.prol

feature.body412.us802.prol:                       ; preds = %feature.body412.us802.preheader
  %6048 = getelementptr inbounds nuw float, ptr %5991, i64 %feature414794.us803.ph
  %6049 = load float, ptr %6048, align 4
  %6050 = getelementptr inbounds nuw float, ptr %5992, i64 %feature414794.us803.ph
  %6051 = load float, ptr %6050, align 4
  %6052 = fneg float %6051
  %6053 = fmul float %6049, %6007
  %6054 = fsub float %6052, %6053
  %6055 = fmul float %eta, %6054
  %6056 = fsub float %6049, %6055
  %6057 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature414794.us803.ph
  %6058 = load float, ptr %6057, align 4
  %6059 = fmul float %6049, %6008
  %6060 = fsub float %6058, %6059
  %6061 = fmul float %noise_scale133.us, %6060
  %6062 = fadd float %6056, %6061
  %6063 = fdiv float %6062, %6009
  %bits415.us804.prol = bitcast float %6063 to i32
  %6064 = tail call float @llvm.fabs.f32(float %6063)
  %magnitude416.us805.prol = bitcast float %6064 to i32
  %is_nan417.us806.prol = icmp samesign ugt i32 %magnitude416.us805.prol, 2139095040
  %canonical418.us807.prol = select i1 %is_nan417.us806.prol, i32 2143289344, i32 %bits415.us804.prol
  store i32 %canonical418.us807.prol, ptr %6048, align 4
  %6065 = or disjoint i64 %feature414794.us803.ph, 1
  br label %feature.body412.us802.prol.loopexit

feature.body412.us802.prol.loopexit:              ; preds = %feature.body412.us802.prol, %feature.body412.us802.preheader
  %feature414794.us803.unr = phi i64 [ %feature414794.us803.ph, %feature.body412.us802.preheader ], [ %6065, %feature.body412.us802.prol ]
  %6066 = icmp eq i64 %n_features, %.neg2793
  br i1 %6066, label %feature.exit413.us, label %feature.body412.us802

vector.body1689:                                  ; preds = %feature.body412.lr.ph.us, %vector.body1689
  %index1690 = phi i64 [ %index.next1695, %vector.body1689 ], [ 0, %feature.body412.lr.ph.us ]
  %6067 = getelementptr inbounds nuw float, ptr %5991, i64 %index1690
  %6068 = getelementptr inbounds nuw i8, ptr %6067, i64 64
  %6069 = getelementptr inbounds nuw i8, ptr %6067, i64 128
  %6070 = getelementptr inbounds nuw i8, ptr %6067, i64 192
  %wide.load1691 = load <16 x float>, ptr %6067, align 4
  %wide.load1692 = load <16 x float>, ptr %6068, align 4
  %wide.load1693 = load <16 x float>, ptr %6069, align 4
  %wide.load1694 = load <16 x float>, ptr %6070, align 4
  %6071 = bitcast <16 x float> %wide.load1691 to <16 x i32>
  %6072 = bitcast <16 x float> %wide.load1692 to <16 x i32>
  %6073 = bitcast <16 x float> %wide.load1693 to <16 x i32>
  %6074 = bitcast <16 x float> %wide.load1694 to <16 x i32>
  %6075 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1691)
  %6076 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1692)
  %6077 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1693)
  %6078 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1694)
  %6079 = bitcast <16 x float> %6075 to <16 x i32>
  %6080 = bitcast <16 x float> %6076 to <16 x i32>
  %6081 = bitcast <16 x float> %6077 to <16 x i32>
  %6082 = bitcast <16 x float> %6078 to <16 x i32>
  %6083 = icmp samesign ugt <16 x i32> %6079, splat (i32 2139095040)
  %6084 = icmp samesign ugt <16 x i32> %6080, splat (i32 2139095040)
  %6085 = icmp samesign ugt <16 x i32> %6081, splat (i32 2139095040)
  %6086 = icmp samesign ugt <16 x i32> %6082, splat (i32 2139095040)
  %6087 = select <16 x i1> %6083, <16 x i32> splat (i32 2143289344), <16 x i32> %6071
  %6088 = select <16 x i1> %6084, <16 x i32> splat (i32 2143289344), <16 x i32> %6072
  %6089 = select <16 x i1> %6085, <16 x i32> splat (i32 2143289344), <16 x i32> %6073
  %6090 = select <16 x i1> %6086, <16 x i32> splat (i32 2143289344), <16 x i32> %6074
  %6091 = getelementptr inbounds nuw i8, ptr %6067, i64 64
  %6092 = getelementptr inbounds nuw i8, ptr %6067, i64 128
  %6093 = getelementptr inbounds nuw i8, ptr %6067, i64 192
  store <16 x i32> %6087, ptr %6067, align 4
  store <16 x i32> %6088, ptr %6091, align 4
  store <16 x i32> %6089, ptr %6092, align 4
  store <16 x i32> %6090, ptr %6093, align 4
  %index.next1695 = add nuw i64 %index1690, 64
  %6094 = icmp eq i64 %index.next1695, %n.vec1688
  br i1 %6094, label %middle.block1696, label %vector.body1689, !llvm.loop !161

middle.block1696:                                 ; preds = %vector.body1689
  br i1 %cmp.n1697, label %feature.exit413.us, label %vec.epilog.iter.check1700

vec.epilog.iter.check1700:                        ; preds = %middle.block1696
  br i1 %min.epilog.iters.check1701, label %feature.body412.us.us.preheader, label %vec.epilog.vector.body1705, !prof !10

vec.epilog.vector.body1705:                       ; preds = %vec.epilog.iter.check1700, %vec.epilog.vector.body1705
  %index1706 = phi i64 [ %index.next1708, %vec.epilog.vector.body1705 ], [ %n.vec1688, %vec.epilog.iter.check1700 ]
  %6095 = getelementptr inbounds nuw float, ptr %5991, i64 %index1706
  %wide.load1707 = load <8 x float>, ptr %6095, align 4
  %6096 = bitcast <8 x float> %wide.load1707 to <8 x i32>
  %6097 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load1707)
  %6098 = bitcast <8 x float> %6097 to <8 x i32>
  %6099 = icmp samesign ugt <8 x i32> %6098, splat (i32 2139095040)
  %6100 = select <8 x i1> %6099, <8 x i32> splat (i32 2143289344), <8 x i32> %6096
  store <8 x i32> %6100, ptr %6095, align 4
  %index.next1708 = add nuw i64 %index1706, 8
  %6101 = icmp eq i64 %index.next1708, %n.vec1704
  br i1 %6101, label %vec.epilog.middle.block1709, label %vec.epilog.vector.body1705, !llvm.loop !162

vec.epilog.middle.block1709:                      ; preds = %vec.epilog.vector.body1705
  br i1 %cmp.n1710, label %feature.exit413.us, label %feature.body412.us.us.preheader

feature.body412.us.us.preheader:                  ; preds = %vec.epilog.iter.check1700, %vec.epilog.middle.block1709
  %feature414794.us.us.ph = phi i64 [ %n.vec1688, %vec.epilog.iter.check1700 ], [ %n.vec1704, %vec.epilog.middle.block1709 ]
  br label %feature.body412.us.us

feature.body412.us.us:                            ; preds = %feature.body412.us.us.preheader, %feature.body412.us.us
  %feature414794.us.us = phi i64 [ %6105, %feature.body412.us.us ], [ %feature414794.us.us.ph, %feature.body412.us.us.preheader ]
  %6102 = getelementptr inbounds nuw float, ptr %5991, i64 %feature414794.us.us
  %6103 = load float, ptr %6102, align 4
  %bits415.us.us = bitcast float %6103 to i32
  %6104 = tail call float @llvm.fabs.f32(float %6103)
  %magnitude416.us.us = bitcast float %6104 to i32
  %is_nan417.us.us = icmp samesign ugt i32 %magnitude416.us.us, 2139095040
  %canonical418.us.us = select i1 %is_nan417.us.us, i32 2143289344, i32 %bits415.us.us
  store i32 %canonical418.us.us, ptr %6102, align 4
  %6105 = add nuw nsw i64 %feature414794.us.us, 1
  %exitcond976.not = icmp eq i64 %6105, %n_features
  br i1 %exitcond976.not, label %feature.exit413.us, label %feature.body412.us.us, !llvm.loop !163

feature.body428.lr.ph.us:                         ; preds = %noise.done306.us, %feature.exit429.us
  %lockstep_row422798.us = phi i64 [ %5511, %feature.exit429.us ], [ 0, %noise.done306.us ]
  %row423.us = add i64 %lockstep_row422798.us, %lockstep_block801.us
  %.idx671.us = shl i64 %lockstep_row422798.us, 4
  %6106 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx671.us
  %row_offset424.us = mul i64 %row423.us, %n_features
  %6107 = getelementptr inbounds float, ptr %state, i64 %row_offset424.us
  %6108 = getelementptr inbounds float, ptr %input_0, i64 %row_offset424.us
  %6109 = getelementptr inbounds float, ptr %status, i64 %row423.us
  %6110 = getelementptr inbounds nuw i8, ptr %6106, i64 12
  %6111 = load float, ptr %6110, align 4
  %.fr861 = freeze float %6111
  %6112 = fcmp olt float %.fr861, 0x3D71979980000000
  %6113 = load float, ptr %6106, align 4
  %6114 = fadd float %6113, -1.000000e+00
  %6115 = tail call float @llvm.fabs.f32(float %6114)
  %6116 = fcmp ogt float %6115, 0x3F60624DE0000000
  %6117 = select i1 %6116, float 1.000000e+00, float 0.000000e+00
  %6118 = select i1 %6112, float 2.000000e+00, float 0.000000e+00
  %6119 = fadd float %6118, %6117
  %status_bits425.us = fptoui float %6119 to i32
  %status426.us = load i32, ptr %6109, align 4
  %6120 = or i32 %status426.us, %status_bits425.us
  store i32 %6120, ptr %6109, align 4
  %6121 = getelementptr inbounds nuw i8, ptr %6106, i64 4
  %6122 = load float, ptr %6121, align 4
  %6123 = tail call float @llvm.sqrt.f32(float %.fr861)
  br i1 %6112, label %vector.body1606, label %vector.memcheck1629

vector.memcheck1629:                              ; preds = %feature.body428.lr.ph.us
  br i1 %found.conflict1642, label %feature.body428.us808.preheader, label %vector.ph1646

vector.ph1646:                                    ; preds = %vector.memcheck1629
  %broadcast.splatinsert1649 = insertelement <16 x float> poison, float %6122, i64 0
  %broadcast.splat1650 = shufflevector <16 x float> %broadcast.splatinsert1649, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1653 = insertelement <16 x float> poison, float %6123, i64 0
  %broadcast.splat1654 = shufflevector <16 x float> %broadcast.splatinsert1653, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1655

vector.body1655:                                  ; preds = %vector.body1655, %vector.ph1646
  %index1656 = phi i64 [ 0, %vector.ph1646 ], [ %index.next1659, %vector.body1655 ]
  %6124 = getelementptr inbounds nuw float, ptr %6107, i64 %index1656
  %wide.load1657 = load <16 x float>, ptr %6124, align 4, !alias.scope !164, !noalias !167
  %6125 = getelementptr inbounds nuw float, ptr %6108, i64 %index1656
  %wide.load1658 = load <16 x float>, ptr %6125, align 4, !alias.scope !167
  %6126 = fneg <16 x float> %wide.load1658
  %6127 = fmul <16 x float> %wide.load1657, %broadcast.splat1650
  %6128 = fsub <16 x float> %6126, %6127
  %6129 = fmul <16 x float> %broadcast.splat1652, %6128
  %6130 = fsub <16 x float> %wide.load1657, %6129
  %6131 = fdiv <16 x float> %6130, %broadcast.splat1654
  %6132 = bitcast <16 x float> %6131 to <16 x i32>
  %6133 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %6131)
  %6134 = bitcast <16 x float> %6133 to <16 x i32>
  %6135 = icmp samesign ugt <16 x i32> %6134, splat (i32 2139095040)
  %6136 = select <16 x i1> %6135, <16 x i32> splat (i32 2143289344), <16 x i32> %6132
  store <16 x i32> %6136, ptr %6124, align 4, !alias.scope !164, !noalias !167
  %index.next1659 = add nuw i64 %index1656, 16
  %6137 = icmp eq i64 %index.next1659, %n.vec1648
  br i1 %6137, label %middle.block1660, label %vector.body1655, !llvm.loop !169

middle.block1660:                                 ; preds = %vector.body1655
  br i1 %cmp.n1661, label %feature.exit429.us, label %vec.epilog.iter.check1664

vec.epilog.iter.check1664:                        ; preds = %middle.block1660
  br i1 %min.epilog.iters.check1665, label %feature.body428.us808.preheader, label %vec.epilog.ph1666, !prof !13

vec.epilog.ph1666:                                ; preds = %vec.epilog.iter.check1664
  %broadcast.splatinsert1669 = insertelement <4 x float> poison, float %6122, i64 0
  %broadcast.splat1670 = shufflevector <4 x float> %broadcast.splatinsert1669, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1673 = insertelement <4 x float> poison, float %6123, i64 0
  %broadcast.splat1674 = shufflevector <4 x float> %broadcast.splatinsert1673, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1675

vec.epilog.vector.body1675:                       ; preds = %vec.epilog.vector.body1675, %vec.epilog.ph1666
  %index1676 = phi i64 [ %n.vec1648, %vec.epilog.ph1666 ], [ %index.next1679, %vec.epilog.vector.body1675 ]
  %6138 = getelementptr inbounds nuw float, ptr %6107, i64 %index1676
  %wide.load1677 = load <4 x float>, ptr %6138, align 4, !alias.scope !164, !noalias !167
  %6139 = getelementptr inbounds nuw float, ptr %6108, i64 %index1676
  %wide.load1678 = load <4 x float>, ptr %6139, align 4, !alias.scope !167
  %6140 = fneg <4 x float> %wide.load1678
  %6141 = fmul <4 x float> %wide.load1677, %broadcast.splat1670
  %6142 = fsub <4 x float> %6140, %6141
  %6143 = fmul <4 x float> %broadcast.splat1672, %6142
  %6144 = fsub <4 x float> %wide.load1677, %6143
  %6145 = fdiv <4 x float> %6144, %broadcast.splat1674
  %6146 = bitcast <4 x float> %6145 to <4 x i32>
  %6147 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %6145)
  %6148 = bitcast <4 x float> %6147 to <4 x i32>
  %6149 = icmp samesign ugt <4 x i32> %6148, splat (i32 2139095040)
  %6150 = select <4 x i1> %6149, <4 x i32> splat (i32 2143289344), <4 x i32> %6146
  store <4 x i32> %6150, ptr %6138, align 4, !alias.scope !164, !noalias !167
  %index.next1679 = add nuw i64 %index1676, 4
  %6151 = icmp eq i64 %index.next1679, %n.vec1668
  br i1 %6151, label %vec.epilog.middle.block1680, label %vec.epilog.vector.body1675, !llvm.loop !170

vec.epilog.middle.block1680:                      ; preds = %vec.epilog.vector.body1675
  br i1 %cmp.n1681, label %feature.exit429.us, label %feature.body428.us808.preheader

feature.body428.us808.preheader:                  ; preds = %vector.memcheck1629, %vec.epilog.iter.check1664, %vec.epilog.middle.block1680
  %feature430796.us809.ph = phi i64 [ 0, %vector.memcheck1629 ], [ %n.vec1648, %vec.epilog.iter.check1664 ], [ %n.vec1668, %vec.epilog.middle.block1680 ]
  %.neg2794 = or disjoint i64 %feature430796.us809.ph, 1
  br i1 %lcmp.mod2605.not, label %feature.body428.us808.prol.loopexit, label %feature.body428.us808.prol

feature.body428.us808.prol:                       ; preds = %feature.body428.us808.preheader
  %6152 = getelementptr inbounds nuw float, ptr %6107, i64 %feature430796.us809.ph
  %6153 = load float, ptr %6152, align 4
  %6154 = getelementptr inbounds nuw float, ptr %6108, i64 %feature430796.us809.ph
  %6155 = load float, ptr %6154, align 4
  %6156 = fneg float %6155
  %6157 = fmul float %6153, %6122
  %6158 = fsub float %6156, %6157
  %6159 = fmul float %eta, %6158
  %6160 = fsub float %6153, %6159
  %6161 = fdiv float %6160, %6123
  %bits431.us810.prol = bitcast float %6161 to i32
  %6162 = tail call float @llvm.fabs.f32(float %6161)
  %magnitude432.us811.prol = bitcast float %6162 to i32
  %is_nan433.us812.prol = icmp samesign ugt i32 %magnitude432.us811.prol, 2139095040
  %canonical434.us813.prol = select i1 %is_nan433.us812.prol, i32 2143289344, i32 %bits431.us810.prol
  store i32 %canonical434.us813.prol, ptr %6152, align 4
  %6163 = or disjoint i64 %feature430796.us809.ph, 1
  br label %feature.body428.us808.prol.loopexit

feature.body428.us808.prol.loopexit:              ; preds = %feature.body428.us808.prol, %feature.body428.us808.preheader
  %feature430796.us809.unr = phi i64 [ %feature430796.us809.ph, %feature.body428.us808.preheader ], [ %6163, %feature.body428.us808.prol ]
  %6164 = icmp eq i64 %n_features, %.neg2794
  br i1 %6164, label %feature.exit429.us, label %feature.body428.us808

vector.body1606:                                  ; preds = %feature.body428.lr.ph.us, %vector.body1606
  %index1607 = phi i64 [ %index.next1612, %vector.body1606 ], [ 0, %feature.body428.lr.ph.us ]
  %6165 = getelementptr inbounds nuw float, ptr %6107, i64 %index1607
  %6166 = getelementptr inbounds nuw i8, ptr %6165, i64 64
  %6167 = getelementptr inbounds nuw i8, ptr %6165, i64 128
  %6168 = getelementptr inbounds nuw i8, ptr %6165, i64 192
  %wide.load1608 = load <16 x float>, ptr %6165, align 4
  %wide.load1609 = load <16 x float>, ptr %6166, align 4
  %wide.load1610 = load <16 x float>, ptr %6167, align 4
  %wide.load1611 = load <16 x float>, ptr %6168, align 4
  %6169 = bitcast <16 x float> %wide.load1608 to <16 x i32>
  %6170 = bitcast <16 x float> %wide.load1609 to <16 x i32>
  %6171 = bitcast <16 x float> %wide.load1610 to <16 x i32>
  %6172 = bitcast <16 x float> %wide.load1611 to <16 x i32>
  %6173 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1608)
  %6174 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1609)
  %6175 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1610)
  %6176 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %wide.load1611)
  %6177 = bitcast <16 x float> %6173 to <16 x i32>
  %6178 = bitcast <16 x float> %6174 to <16 x i32>
  %6179 = bitcast <16 x float> %6175 to <16 x i32>
  %6180 = bitcast <16 x float> %6176 to <16 x i32>
  %6181 = icmp samesign ugt <16 x i32> %6177, splat (i32 2139095040)
  %6182 = icmp samesign ugt <16 x i32> %6178, splat (i32 2139095040)
  %6183 = icmp samesign ugt <16 x i32> %6179, splat (i32 2139095040)
  %6184 = icmp samesign ugt <16 x i32> %6180, splat (i32 2139095040)
  %6185 = select <16 x i1> %6181, <16 x i32> splat (i32 2143289344), <16 x i32> %6169
  %6186 = select <16 x i1> %6182, <16 x i32> splat (i32 2143289344), <16 x i32> %6170
  %6187 = select <16 x i1> %6183, <16 x i32> splat (i32 2143289344), <16 x i32> %6171
  %6188 = select <16 x i1> %6184, <16 x i32> splat (i32 2143289344), <16 x i32> %6172
  %6189 = getelementptr inbounds nuw i8, ptr %6165, i64 64
  %6190 = getelementptr inbounds nuw i8, ptr %6165, i64 128
  %6191 = getelementptr inbounds nuw i8, ptr %6165, i64 192
  store <16 x i32> %6185, ptr %6165, align 4
  store <16 x i32> %6186, ptr %6189, align 4
  store <16 x i32> %6187, ptr %6190, align 4
  store <16 x i32> %6188, ptr %6191, align 4
  %index.next1612 = add nuw i64 %index1607, 64
  %6192 = icmp eq i64 %index.next1612, %n.vec1605
  br i1 %6192, label %middle.block1613, label %vector.body1606, !llvm.loop !171

middle.block1613:                                 ; preds = %vector.body1606
  br i1 %cmp.n1614, label %feature.exit429.us, label %vec.epilog.iter.check1617

vec.epilog.iter.check1617:                        ; preds = %middle.block1613
  br i1 %min.epilog.iters.check1618, label %feature.body428.us.us.preheader, label %vec.epilog.vector.body1622, !prof !10

vec.epilog.vector.body1622:                       ; preds = %vec.epilog.iter.check1617, %vec.epilog.vector.body1622
  %index1623 = phi i64 [ %index.next1625, %vec.epilog.vector.body1622 ], [ %n.vec1605, %vec.epilog.iter.check1617 ]
  %6193 = getelementptr inbounds nuw float, ptr %6107, i64 %index1623
  %wide.load1624 = load <8 x float>, ptr %6193, align 4
  %6194 = bitcast <8 x float> %wide.load1624 to <8 x i32>
  %6195 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %wide.load1624)
  %6196 = bitcast <8 x float> %6195 to <8 x i32>
  %6197 = icmp samesign ugt <8 x i32> %6196, splat (i32 2139095040)
  %6198 = select <8 x i1> %6197, <8 x i32> splat (i32 2143289344), <8 x i32> %6194
  store <8 x i32> %6198, ptr %6193, align 4
  %index.next1625 = add nuw i64 %index1623, 8
  %6199 = icmp eq i64 %index.next1625, %n.vec1621
  br i1 %6199, label %vec.epilog.middle.block1626, label %vec.epilog.vector.body1622, !llvm.loop !172

vec.epilog.middle.block1626:                      ; preds = %vec.epilog.vector.body1622
  br i1 %cmp.n1627, label %feature.exit429.us, label %feature.body428.us.us.preheader

feature.body428.us.us.preheader:                  ; preds = %vec.epilog.iter.check1617, %vec.epilog.middle.block1626
  %feature430796.us.us.ph = phi i64 [ %n.vec1605, %vec.epilog.iter.check1617 ], [ %n.vec1621, %vec.epilog.middle.block1626 ]
  br label %feature.body428.us.us

feature.body428.us.us:                            ; preds = %feature.body428.us.us.preheader, %feature.body428.us.us
  %feature430796.us.us = phi i64 [ %6203, %feature.body428.us.us ], [ %feature430796.us.us.ph, %feature.body428.us.us.preheader ]
  %6200 = getelementptr inbounds nuw float, ptr %6107, i64 %feature430796.us.us
  %6201 = load float, ptr %6200, align 4
  %bits431.us.us = bitcast float %6201 to i32
  %6202 = tail call float @llvm.fabs.f32(float %6201)
  %magnitude432.us.us = bitcast float %6202 to i32
  %is_nan433.us.us = icmp samesign ugt i32 %magnitude432.us.us, 2139095040
  %canonical434.us.us = select i1 %is_nan433.us.us, i32 2143289344, i32 %bits431.us.us
  store i32 %canonical434.us.us, ptr %6200, align 4
  %6203 = add nuw nsw i64 %feature430796.us.us, 1
  %exitcond981.not = icmp eq i64 %6203, %n_features
  br i1 %exitcond981.not, label %feature.exit429.us, label %feature.body428.us.us, !llvm.loop !173

step.header129.step.exit131_crit_edge.us:         ; preds = %noise.done402.us
  %6204 = add i64 %lockstep_block801.us, 4
  %6205 = icmp ult i64 %6204, %row_end
  %indvars.iv.next955 = add i64 %indvars.iv954, -4
  %indvar.next1631 = add i64 %indvar1630, 1
  br i1 %6205, label %lockstep_block.body.us, label %across.done

lockstep_block.body:                              ; preds = %lockstep_block.body.lr.ph, %lockstep_block.body
  %lockstep_block801 = phi i64 [ %6206, %lockstep_block.body ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %6206 = add i64 %lockstep_block801, 4
  %6207 = icmp ult i64 %6206, %row_end
  br i1 %6207, label %lockstep_block.body, label %across.done
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x double> @llvm.sqrt.v16f64(<16 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.unroll.runtime.disable"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = distinct !{!8, !6, !7}
!9 = distinct !{!9, !7, !6}
!10 = !{!"branch_weights", i32 8, i32 56}
!11 = distinct !{!11, !7, !6}
!12 = distinct !{!12, !7, !6}
!13 = !{!"branch_weights", i32 4, i32 12}
!14 = distinct !{!14, !7, !6}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7, !6}
!17 = distinct !{!17, !7, !6}
!18 = distinct !{!18, !7}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23, !24}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !21}
!25 = !{!23}
!26 = !{!24}
!27 = distinct !{!27, !7, !6}
!28 = distinct !{!28, !7, !6}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !7, !6}
!35 = distinct !{!35, !7, !6}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7, !6}
!39 = distinct !{!39, !7, !6}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7, !6}
!44 = !{!"branch_weights", i32 4, i32 28}
!45 = distinct !{!45, !7, !6}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !41}
!48 = distinct !{!48, !41}
!49 = distinct !{!49, !41}
!50 = distinct !{!50, !41}
!51 = distinct !{!51, !7, !6}
!52 = distinct !{!52, !7, !6}
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.vectorize.width", i32 1}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57}
!58 = !{!59}
!59 = distinct !{!59, !57}
!60 = distinct !{!60, !7, !6}
!61 = distinct !{!61, !7, !6}
!62 = distinct !{!62, !63}
!63 = !{!"llvm.loop.peeled.count", i32 1}
!64 = distinct !{!64, !63}
!65 = distinct !{!65, !7, !6}
!66 = distinct !{!66, !7, !6}
!67 = distinct !{!67, !7, !6}
!68 = distinct !{!68, !7, !6}
!69 = distinct !{!69, !63}
!70 = distinct !{!70, !6, !7}
!71 = distinct !{!71, !6, !7}
!72 = distinct !{!72, !54}
!73 = distinct !{!73, !54}
!74 = distinct !{!74, !54}
!75 = distinct !{!75, !7}
!76 = !{!77}
!77 = distinct !{!77, !78}
!78 = distinct !{!78}
!79 = !{!80}
!80 = distinct !{!80, !78}
!81 = distinct !{!81, !7, !6}
!82 = distinct !{!82, !7, !6}
!83 = distinct !{!83, !6, !7}
!84 = distinct !{!84, !6, !7}
!85 = distinct !{!85, !7, !6}
!86 = distinct !{!86, !7, !6}
!87 = distinct !{!87, !54}
!88 = distinct !{!88, !54}
!89 = distinct !{!89, !7}
!90 = distinct !{!90, !7}
!91 = distinct !{!91, !7}
!92 = distinct !{!92, !54}
!93 = distinct !{!93, !54}
!94 = distinct !{!94, !7}
!95 = distinct !{!95, !54}
!96 = distinct !{!96, !54}
!97 = distinct !{!97, !7}
!98 = !{!99}
!99 = distinct !{!99, !100}
!100 = distinct !{!100, !"LVerDomain"}
!101 = !{!102}
!102 = distinct !{!102, !100}
!103 = !{!104}
!104 = distinct !{!104, !100}
!105 = !{!106}
!106 = distinct !{!106, !100}
!107 = !{!99, !102}
!108 = !{!109}
!109 = distinct !{!109, !100}
!110 = !{!111}
!111 = distinct !{!111, !100}
!112 = distinct !{!112, !7, !6}
!113 = distinct !{!113, !7, !6}
!114 = !{!115}
!115 = distinct !{!115, !116}
!116 = distinct !{!116, !"LVerDomain"}
!117 = !{!118}
!118 = distinct !{!118, !116}
!119 = !{!120}
!120 = distinct !{!120, !116}
!121 = !{!115, !118}
!122 = !{!123}
!123 = distinct !{!123, !116}
!124 = !{!125}
!125 = distinct !{!125, !116}
!126 = distinct !{!126, !7, !6}
!127 = distinct !{!127, !7, !6}
!128 = !{!129}
!129 = distinct !{!129, !130}
!130 = distinct !{!130, !"LVerDomain"}
!131 = !{!132}
!132 = distinct !{!132, !130}
!133 = !{!134}
!134 = distinct !{!134, !130}
!135 = !{!136}
!136 = distinct !{!136, !130}
!137 = !{!129, !132}
!138 = distinct !{!138, !7, !6}
!139 = distinct !{!139, !7, !6}
!140 = !{!141}
!141 = distinct !{!141, !142}
!142 = distinct !{!142, !"LVerDomain"}
!143 = !{!144}
!144 = distinct !{!144, !142}
!145 = !{!146}
!146 = distinct !{!146, !142}
!147 = !{!141, !144}
!148 = distinct !{!148, !7, !6}
!149 = distinct !{!149, !7, !6}
!150 = distinct !{!150, !41}
!151 = !{!152}
!152 = distinct !{!152, !153}
!153 = distinct !{!153, !"LVerDomain"}
!154 = !{!155, !156}
!155 = distinct !{!155, !153}
!156 = distinct !{!156, !153}
!157 = !{!155}
!158 = !{!156}
!159 = distinct !{!159, !7, !6}
!160 = distinct !{!160, !7, !6}
!161 = distinct !{!161, !7, !6}
!162 = distinct !{!162, !7, !6}
!163 = distinct !{!163, !6, !7}
!164 = !{!165}
!165 = distinct !{!165, !166}
!166 = distinct !{!166, !"LVerDomain"}
!167 = !{!168}
!168 = distinct !{!168, !166}
!169 = distinct !{!169, !7, !6}
!170 = distinct !{!170, !7, !6}
!171 = distinct !{!171, !7, !6}
!172 = distinct !{!172, !7, !6}
!173 = distinct !{!173, !6, !7}
