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
  %state1194 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_01197 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch1193 = ptrtoint ptr %scratch to i64
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
  %.not833 = icmp eq i64 %n_features, 0
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not834 = icmp eq i64 %steps, 0
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
  %broadcast.splatinsert2329 = insertelement <16 x i64> poison, i64 %n_features, i64 0
  %broadcast.splat2330 = shufflevector <16 x i64> %broadcast.splatinsert2329, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2331 = insertelement <16 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2332 = shufflevector <16 x i64> %broadcast.splatinsert2331, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2333 = insertelement <16 x i64> poison, i64 %19, i64 0
  %broadcast.splat2334 = shufflevector <16 x i64> %broadcast.splatinsert2333, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2335 = insertelement <16 x i64> poison, i64 %21, i64 0
  %broadcast.splat2336 = shufflevector <16 x i64> %broadcast.splatinsert2335, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2337 = insertelement <16 x i64> poison, i64 %22, i64 0
  %broadcast.splat2338 = shufflevector <16 x i64> %broadcast.splatinsert2337, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2339 = insertelement <16 x i64> poison, i64 %23, i64 0
  %broadcast.splat2340 = shufflevector <16 x i64> %broadcast.splatinsert2339, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2341 = insertelement <16 x i64> poison, i64 %24, i64 0
  %broadcast.splat2342 = shufflevector <16 x i64> %broadcast.splatinsert2341, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2343 = insertelement <16 x i64> poison, i64 %25, i64 0
  %broadcast.splat2344 = shufflevector <16 x i64> %broadcast.splatinsert2343, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2345 = insertelement <16 x i64> poison, i64 %26, i64 0
  %broadcast.splat2346 = shufflevector <16 x i64> %broadcast.splatinsert2345, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2347 = insertelement <16 x i64> poison, i64 %27, i64 0
  %broadcast.splat2348 = shufflevector <16 x i64> %broadcast.splatinsert2347, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2349 = insertelement <16 x i64> poison, i64 %28, i64 0
  %broadcast.splat2350 = shufflevector <16 x i64> %broadcast.splatinsert2349, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2351 = insertelement <16 x i64> poison, i64 %29, i64 0
  %broadcast.splat2352 = shufflevector <16 x i64> %broadcast.splatinsert2351, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2353 = insertelement <16 x i64> poison, i64 %30, i64 0
  %broadcast.splat2354 = shufflevector <16 x i64> %broadcast.splatinsert2353, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2355 = insertelement <16 x i64> poison, i64 %31, i64 0
  %broadcast.splat2356 = shufflevector <16 x i64> %broadcast.splatinsert2355, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2357 = insertelement <16 x i64> poison, i64 %32, i64 0
  %broadcast.splat2358 = shufflevector <16 x i64> %broadcast.splatinsert2357, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2359 = insertelement <16 x i64> poison, i64 %33, i64 0
  %broadcast.splat2360 = shufflevector <16 x i64> %broadcast.splatinsert2359, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2361 = insertelement <16 x i32> poison, i32 %34, i64 0
  %broadcast.splat2362 = shufflevector <16 x i32> %broadcast.splatinsert2361, <16 x i32> poison, <16 x i32> zeroinitializer
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
  %exitcond960.not.peel = icmp eq i64 %n_features, 1
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
  %exitcond963.not.peel = icmp eq i64 %n_features, 1
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
  %broadcast.splatinsert2230 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2231 = shufflevector <16 x float> %broadcast.splatinsert2230, <16 x float> poison, <16 x i32> zeroinitializer
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
  %broadcast.splatinsert2198.peel = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2199.peel = shufflevector <16 x float> %broadcast.splatinsert2198.peel, <16 x float> poison, <16 x i32> zeroinitializer
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
  %exitcond969.not.peel = icmp eq i64 %n_features, 1
  %broadcast.splatinsert2198 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2199 = shufflevector <16 x float> %broadcast.splatinsert2198, <16 x float> poison, <16 x i32> zeroinitializer
  %122 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %123 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %124 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %125 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %broadcast.splatinsert2146 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2147 = shufflevector <16 x float> %broadcast.splatinsert2146, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2098 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat2099 = shufflevector <16 x float> %broadcast.splatinsert2098, <16 x float> poison, <16 x i32> zeroinitializer
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
  %anneal426.not = icmp eq i32 %anneal, 0
  %.not811 = icmp eq i64 %steps, 0
  %draw433.not = icmp eq i32 %draw_noise, 0
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
  %.idx637 = shl i64 %n_features, 3
  %148 = getelementptr i8, ptr %scratch, i64 %.idx637
  br i1 %.not811, label %across.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %149 = mul i64 %row_begin, %n_features
  %150 = shl i64 %149, 2
  %151 = shl i64 %n_features, 2
  %152 = shl i64 %row_begin, 2
  %153 = add i64 %152, 4
  %154 = mul i64 %n_features, %153
  %155 = shl i64 %n_features, 2
  %156 = shl i64 %n_features, 4
  %scevgep1135 = getelementptr i8, ptr %scratch, i64 %156
  %157 = mul i64 %row_begin, %n_features
  %158 = shl i64 %157, 2
  %159 = sub i64 %scratch1193, %158
  %160 = sub i64 %159, %state1194
  %161 = mul i64 %n_features, -4
  %162 = sub i64 %159, %input_01197
  %163 = mul i64 %n_features, -4
  %164 = mul i64 %n_features, -12
  %165 = mul i64 %row_begin, %n_features
  %166 = shl i64 %165, 2
  %167 = sub i64 %scratch1193, %166
  %168 = sub i64 %167, %state1194
  %169 = mul i64 %n_features, -4
  %170 = sub i64 %167, %input_01197
  %171 = shl i64 %row_begin, 2
  %172 = sub i64 4, %171
  %173 = mul i64 %n_features, %172
  %174 = add i64 %173, %scratch1193
  %175 = sub i64 %174, %state1194
  %176 = sub i64 %174, %input_01197
  %177 = sub i64 8, %171
  %178 = mul i64 %n_features, %177
  %179 = add i64 %178, %scratch1193
  %180 = sub i64 %179, %state1194
  %181 = sub i64 %179, %input_01197
  %182 = mul i64 %row_begin, %n_features
  %183 = shl i64 %182, 2
  %184 = sub i64 %scratch1193, %183
  %185 = mul i64 %n_features, -4
  %186 = shl i64 %row_begin, 2
  %187 = sub i64 4, %186
  %188 = mul i64 %n_features, %187
  %189 = add i64 %188, %scratch1193
  %190 = sub i64 8, %186
  %191 = mul i64 %n_features, %190
  %192 = add i64 %191, %scratch1193
  %193 = sub i64 %184, %state1194
  %194 = sub i64 %184, %input_01197
  %195 = mul i64 %n_features, -12
  %196 = sub i64 %189, %state1194
  %197 = sub i64 %189, %input_01197
  %198 = sub i64 %192, %state1194
  %199 = sub i64 %192, %input_01197
  %200 = insertelement <8 x i64> poison, i64 %193, i64 0
  %201 = insertelement <8 x i64> %200, i64 %194, i64 1
  %202 = insertelement <8 x i64> %201, i64 %195, i64 2
  %203 = insertelement <8 x i64> %202, i64 %196, i64 3
  %204 = insertelement <8 x i64> %203, i64 %197, i64 4
  %205 = insertelement <8 x i64> %204, i64 %n_features, i64 5
  %206 = insertelement <8 x i64> %205, i64 %198, i64 6
  %207 = insertelement <8 x i64> %206, i64 %199, i64 7
  %n.mod.vf1461 = and i64 %n_features, 56
  %n.vec1462 = and i64 %n_features, -64
  %broadcast.splatinsert1471 = insertelement <16 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1472 = shufflevector <16 x i64> %broadcast.splatinsert1471, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1473 = insertelement <16 x i64> poison, i64 %131, i64 0
  %broadcast.splat1474 = shufflevector <16 x i64> %broadcast.splatinsert1473, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1475 = insertelement <16 x i64> poison, i64 %133, i64 0
  %broadcast.splat1476 = shufflevector <16 x i64> %broadcast.splatinsert1475, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1477 = insertelement <16 x i64> poison, i64 %134, i64 0
  %broadcast.splat1478 = shufflevector <16 x i64> %broadcast.splatinsert1477, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1479 = insertelement <16 x i64> poison, i64 %135, i64 0
  %broadcast.splat1480 = shufflevector <16 x i64> %broadcast.splatinsert1479, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1481 = insertelement <16 x i64> poison, i64 %136, i64 0
  %broadcast.splat1482 = shufflevector <16 x i64> %broadcast.splatinsert1481, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1483 = insertelement <16 x i64> poison, i64 %137, i64 0
  %broadcast.splat1484 = shufflevector <16 x i64> %broadcast.splatinsert1483, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1485 = insertelement <16 x i64> poison, i64 %138, i64 0
  %broadcast.splat1486 = shufflevector <16 x i64> %broadcast.splatinsert1485, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1487 = insertelement <16 x i64> poison, i64 %139, i64 0
  %broadcast.splat1488 = shufflevector <16 x i64> %broadcast.splatinsert1487, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1489 = insertelement <16 x i64> poison, i64 %140, i64 0
  %broadcast.splat1490 = shufflevector <16 x i64> %broadcast.splatinsert1489, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1491 = insertelement <16 x i64> poison, i64 %141, i64 0
  %broadcast.splat1492 = shufflevector <16 x i64> %broadcast.splatinsert1491, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1493 = insertelement <16 x i64> poison, i64 %142, i64 0
  %broadcast.splat1494 = shufflevector <16 x i64> %broadcast.splatinsert1493, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1495 = insertelement <16 x i64> poison, i64 %143, i64 0
  %broadcast.splat1496 = shufflevector <16 x i64> %broadcast.splatinsert1495, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1497 = insertelement <16 x i64> poison, i64 %144, i64 0
  %broadcast.splat1498 = shufflevector <16 x i64> %broadcast.splatinsert1497, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1499 = insertelement <16 x i64> poison, i64 %145, i64 0
  %broadcast.splat1500 = shufflevector <16 x i64> %broadcast.splatinsert1499, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1501 = insertelement <16 x i32> poison, i32 %146, i64 0
  %broadcast.splat1502 = shufflevector <16 x i32> %broadcast.splatinsert1501, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n1507 = icmp eq i64 %n_features, %n.vec1462
  %min.epilog.iters.check1511 = icmp eq i64 %n.mod.vf1461, 0
  %n.vec1514 = and i64 %n_features, -8
  %broadcast.splatinsert1523 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1524 = shufflevector <8 x i64> %broadcast.splatinsert1523, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1527 = insertelement <8 x i64> poison, i64 %133, i64 0
  %broadcast.splat1528 = shufflevector <8 x i64> %broadcast.splatinsert1527, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1531 = insertelement <8 x i64> poison, i64 %135, i64 0
  %broadcast.splat1532 = shufflevector <8 x i64> %broadcast.splatinsert1531, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1533 = insertelement <8 x i64> poison, i64 %136, i64 0
  %broadcast.splat1534 = shufflevector <8 x i64> %broadcast.splatinsert1533, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1535 = insertelement <8 x i64> poison, i64 %137, i64 0
  %broadcast.splat1536 = shufflevector <8 x i64> %broadcast.splatinsert1535, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1537 = insertelement <8 x i64> poison, i64 %138, i64 0
  %broadcast.splat1538 = shufflevector <8 x i64> %broadcast.splatinsert1537, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1539 = insertelement <8 x i64> poison, i64 %139, i64 0
  %broadcast.splat1540 = shufflevector <8 x i64> %broadcast.splatinsert1539, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1541 = insertelement <8 x i64> poison, i64 %140, i64 0
  %broadcast.splat1542 = shufflevector <8 x i64> %broadcast.splatinsert1541, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1543 = insertelement <8 x i64> poison, i64 %141, i64 0
  %broadcast.splat1544 = shufflevector <8 x i64> %broadcast.splatinsert1543, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1545 = insertelement <8 x i64> poison, i64 %142, i64 0
  %broadcast.splat1546 = shufflevector <8 x i64> %broadcast.splatinsert1545, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1547 = insertelement <8 x i64> poison, i64 %143, i64 0
  %broadcast.splat1548 = shufflevector <8 x i64> %broadcast.splatinsert1547, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1549 = insertelement <8 x i64> poison, i64 %144, i64 0
  %broadcast.splat1550 = shufflevector <8 x i64> %broadcast.splatinsert1549, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1551 = insertelement <8 x i64> poison, i64 %145, i64 0
  %broadcast.splat1552 = shufflevector <8 x i64> %broadcast.splatinsert1551, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1553 = insertelement <8 x i32> poison, i32 %146, i64 0
  %broadcast.splat1554 = shufflevector <8 x i32> %broadcast.splatinsert1553, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1555 = insertelement <8 x i64> poison, i64 %n.vec1462, i64 0
  %broadcast.splat1556 = shufflevector <8 x i64> %broadcast.splatinsert1555, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat1556, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n1563 = icmp eq i64 %n_features, %n.vec1514
  %n.mod.vf1427 = and i64 %n_features, 56
  %n.vec1428 = and i64 %n_features, -64
  %cmp.n1441 = icmp eq i64 %n_features, %n.vec1428
  %min.epilog.iters.check1445 = icmp eq i64 %n.mod.vf1427, 0
  %n.vec1448 = and i64 %n_features, -8
  %cmp.n1455 = icmp eq i64 %n_features, %n.vec1448
  %208 = shl i64 %n_features, 2
  %209 = and i64 %n_features, 4611686018427387888
  %diff.check1365 = icmp eq i64 %209, 0
  %diff.check1366 = icmp ult i64 %.idx637, 64
  %210 = and i64 %n_features, 4611686018427387872
  %diff.check1312 = icmp eq i64 %210, 0
  %diff.check1313 = icmp ult i64 %.idx637, 128
  %conflict.rdx1314 = or i1 %diff.check1312, %diff.check1313
  %broadcast.splatinsert1262 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1263 = shufflevector <16 x float> %broadcast.splatinsert1262, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1294 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1295 = shufflevector <8 x float> %broadcast.splatinsert1294, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1209 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1210 = shufflevector <16 x float> %broadcast.splatinsert1209, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1233 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1234 = shufflevector <8 x float> %broadcast.splatinsert1233, <8 x float> poison, <8 x i32> zeroinitializer
  %n.mod.vf1146 = and i64 %n_features, 12
  %n.vec1147 = and i64 %n_features, -16
  %broadcast.splatinsert1150 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1151 = shufflevector <16 x float> %broadcast.splatinsert1150, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1165 = icmp eq i64 %n_features, %n.vec1147
  %min.epilog.iters.check1169 = icmp eq i64 %n.mod.vf1146, 0
  %n.vec1172 = and i64 %n_features, -4
  %broadcast.splatinsert1175 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1176 = shufflevector <4 x float> %broadcast.splatinsert1175, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1190 = icmp eq i64 %n_features, %n.vec1172
  %xtraiter2474 = and i64 %n_features, 1
  %lcmp.mod2475.not = icmp eq i64 %xtraiter2474, 0
  %n.mod.vf = and i64 %n_features, 12
  %n.vec = and i64 %n_features, -16
  %broadcast.splatinsert1112 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1113 = shufflevector <16 x float> %broadcast.splatinsert1112, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec1118 = and i64 %n_features, -4
  %broadcast.splatinsert1121 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1122 = shufflevector <4 x float> %broadcast.splatinsert1121, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1129 = icmp eq i64 %n_features, %n.vec1118
  %xtraiter2477 = and i64 %n_features, 3
  %lcmp.mod2478.not = icmp eq i64 %xtraiter2477, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header427.step.exit429_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header427.step.exit429_crit_edge.us ]
  %row423722.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %2324, %step.header427.step.exit429_crit_edge.us ]
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
  %scevgep1131 = getelementptr i8, ptr %state, i64 %229
  %230 = add i64 %154, %228
  %scevgep1132 = getelementptr i8, ptr %state, i64 %230
  %scevgep1133 = getelementptr i8, ptr %input_0, i64 %229
  %scevgep1134 = getelementptr i8, ptr %input_0, i64 %230
  %231 = mul i64 %151, %indvar
  %232 = add i64 %150, %231
  %scevgep = getelementptr i8, ptr %state, i64 %232
  %233 = add i64 %154, %231
  %scevgep1109 = getelementptr i8, ptr %state, i64 %233
  %scevgep1110 = getelementptr i8, ptr %input_0, i64 %232
  %scevgep1111 = getelementptr i8, ptr %input_0, i64 %233
  %row_offset424.us = mul i64 %row423722.us, %n_features
  %234 = getelementptr inbounds float, ptr %state, i64 %row_offset424.us
  %235 = getelementptr inbounds float, ptr %input_0, i64 %row_offset424.us
  %236 = getelementptr inbounds float, ptr %status, i64 %row423722.us
  %broadcast.splatinsert1469 = insertelement <16 x i64> poison, i64 %row_offset424.us, i64 0
  %broadcast.splat1470 = shufflevector <16 x i64> %broadcast.splatinsert1469, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op = add <16 x i64> splat (i64 16), %broadcast.splat1470
  %invariant.op2753 = add <16 x i64> splat (i64 32), %broadcast.splat1470
  %invariant.op2755 = add <16 x i64> splat (i64 48), %broadcast.splat1470
  %broadcast.splatinsert1521 = insertelement <8 x i64> poison, i64 %row_offset424.us, i64 0
  %broadcast.splat1522 = shufflevector <8 x i64> %broadcast.splatinsert1521, <8 x i64> poison, <8 x i32> zeroinitializer
  %237 = shl <8 x i64> %214, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 3, i64 0, i64 0>
  %bound01136 = icmp ult ptr %scevgep1131, %scevgep1134
  %bound11137 = icmp ult ptr %scevgep1133, %scevgep1132
  %found.conflict1138 = and i1 %bound01136, %bound11137
  %bound01139 = icmp ult ptr %scevgep1131, %scevgep1135
  %bound11140 = icmp ult ptr %128, %scevgep1132
  %found.conflict1141 = and i1 %bound01139, %bound11140
  %conflict.rdx = or i1 %found.conflict1138, %found.conflict1141
  %bound0 = icmp ult ptr %scevgep, %scevgep1111
  %bound1 = icmp ult ptr %scevgep1110, %scevgep1109
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body428.us

step.body428.us:                                  ; preds = %row.body.us, %noise.done553.us
  %step430721.us = phi i64 [ 0, %row.body.us ], [ %1537, %noise.done553.us ]
  %temperature425.0720.us = phi float [ %temperature, %row.body.us ], [ %t_next566.us, %noise.done553.us ]
  %238 = fmul float %two_eta, %temperature425.0720.us
  %239 = fcmp ogt float %238, 0.000000e+00
  %240 = tail call float @llvm.sqrt.f32(float %238)
  %241 = select i1 %239, float %240, float 0.000000e+00
  %noise_scale431.us = select i1 %anneal426.not, float %noise_scale, float %241
  br i1 %draw433.not, label %fold_chunk.body492.us, label %iter.check1458

noise.body452.us:                                 ; preds = %noise.body452.us.preheader, %noise.body452.us
  %noise454672.us = phi i64 [ %370, %noise.body452.us ], [ %noise454672.us.ph, %noise.body452.us.preheader ]
  %242 = getelementptr inbounds float, ptr %128, i64 %noise454672.us
  %w0455.us = load i32, ptr %242, align 4, !alias.scope !0, !noalias !3
  %243 = getelementptr inbounds float, ptr %scratch, i64 %noise454672.us
  %w1456.us = load i32, ptr %243, align 4, !alias.scope !3, !noalias !0
  %244 = uitofp i32 %w0455.us to double
  %245 = fadd double %244, 5.000000e-01
  %246 = fmul double %245, 0x3DF0000000000000
  %247 = uitofp i32 %w1456.us to double
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
  %.not633.us = icmp eq i64 %364, 0
  %365 = select i1 %.not633.us, double %342, double %361
  %366 = select i1 %.not633.us, double %362, double %360
  %367 = select i1 %.not.us, double %365, double %366
  %368 = fmul double %290, %367
  %369 = fptrunc double %368 to float
  store float %369, ptr %242, align 4, !alias.scope !0, !noalias !3
  %370 = add nuw i64 %noise454672.us, 1
  %exitcond886.not = icmp eq i64 %370, %n_features
  br i1 %exitcond886.not, label %fold_chunk.body.us.preheader, label %noise.body452.us, !llvm.loop !5

philox.body447.us:                                ; preds = %philox.body447.us.preheader, %philox.body447.us
  %philox449671.us = phi i64 [ %453, %philox.body447.us ], [ %philox449671.us.ph, %philox.body447.us.preheader ]
  %element450.us = add i64 %philox449671.us, %row_offset424.us
  %371 = and i64 %element450.us, 4294967295
  %372 = mul nuw i64 %371, 3528531795
  %373 = xor i64 %element450.us, %key0
  %374 = xor i64 %373, %372
  %375 = lshr i64 %374, 32
  %376 = mul nuw i64 %375, 3449720151
  %377 = lshr i64 %376, 32
  %.reass.reass = xor i64 %377, %invariant.op2773
  %378 = xor i64 %1907, %372
  %379 = and i64 %.reass.reass, 4294967295
  %380 = mul nuw i64 %379, 3528531795
  %381 = and i64 %378, 4294967295
  %382 = mul nuw i64 %381, 3449720151
  %383 = lshr i64 %380, 32
  %384 = lshr i64 %382, 32
  %385 = xor i64 %384, %133
  %386 = xor i64 %385, %376
  %.reass1049.reass = xor i64 %383, %invariant.op2774
  %387 = and i64 %386, 4294967295
  %388 = mul nuw i64 %387, 3528531795
  %389 = and i64 %.reass1049.reass, 4294967295
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
  %451 = getelementptr inbounds float, ptr %128, i64 %philox449671.us
  store i32 %450, ptr %451, align 4, !alias.scope !0, !noalias !3
  %452 = getelementptr inbounds float, ptr %scratch, i64 %philox449671.us
  store i32 %448, ptr %452, align 4, !alias.scope !3, !noalias !0
  %453 = add nuw i64 %philox449671.us, 1
  %exitcond.not = icmp eq i64 %453, %n_features
  br i1 %exitcond.not, label %vector.ph1426, label %philox.body447.us, !llvm.loop !8

vector.ph1426:                                    ; preds = %philox.body447.us, %vec.epilog.middle.block1562, %middle.block1506
  br label %vector.body1429

vector.body1429:                                  ; preds = %vector.body1429, %vector.ph1426
  %index1430 = phi i64 [ 0, %vector.ph1426 ], [ %index.next1439, %vector.body1429 ]
  %454 = getelementptr inbounds float, ptr %128, i64 %index1430
  %455 = getelementptr inbounds nuw i8, ptr %454, i64 64
  %456 = getelementptr inbounds nuw i8, ptr %454, i64 128
  %457 = getelementptr inbounds nuw i8, ptr %454, i64 192
  %wide.load1431 = load <16 x i32>, ptr %454, align 4, !alias.scope !0, !noalias !3
  %wide.load1432 = load <16 x i32>, ptr %455, align 4, !alias.scope !0, !noalias !3
  %wide.load1433 = load <16 x i32>, ptr %456, align 4, !alias.scope !0, !noalias !3
  %wide.load1434 = load <16 x i32>, ptr %457, align 4, !alias.scope !0, !noalias !3
  %458 = getelementptr inbounds float, ptr %scratch, i64 %index1430
  %459 = getelementptr inbounds nuw i8, ptr %458, i64 64
  %460 = getelementptr inbounds nuw i8, ptr %458, i64 128
  %461 = getelementptr inbounds nuw i8, ptr %458, i64 192
  %wide.load1435 = load <16 x i32>, ptr %458, align 4, !alias.scope !3, !noalias !0
  %wide.load1436 = load <16 x i32>, ptr %459, align 4, !alias.scope !3, !noalias !0
  %wide.load1437 = load <16 x i32>, ptr %460, align 4, !alias.scope !3, !noalias !0
  %wide.load1438 = load <16 x i32>, ptr %461, align 4, !alias.scope !3, !noalias !0
  %462 = uitofp <16 x i32> %wide.load1431 to <16 x double>
  %463 = uitofp <16 x i32> %wide.load1432 to <16 x double>
  %464 = uitofp <16 x i32> %wide.load1433 to <16 x double>
  %465 = uitofp <16 x i32> %wide.load1434 to <16 x double>
  %466 = fadd <16 x double> %462, splat (double 5.000000e-01)
  %467 = fadd <16 x double> %463, splat (double 5.000000e-01)
  %468 = fadd <16 x double> %464, splat (double 5.000000e-01)
  %469 = fadd <16 x double> %465, splat (double 5.000000e-01)
  %470 = fmul <16 x double> %466, splat (double 0x3DF0000000000000)
  %471 = fmul <16 x double> %467, splat (double 0x3DF0000000000000)
  %472 = fmul <16 x double> %468, splat (double 0x3DF0000000000000)
  %473 = fmul <16 x double> %469, splat (double 0x3DF0000000000000)
  %474 = uitofp <16 x i32> %wide.load1435 to <16 x double>
  %475 = uitofp <16 x i32> %wide.load1436 to <16 x double>
  %476 = uitofp <16 x i32> %wide.load1437 to <16 x double>
  %477 = uitofp <16 x i32> %wide.load1438 to <16 x double>
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
  %index.next1439 = add nuw i64 %index1430, 64
  %977 = icmp eq i64 %index.next1439, %n.vec1428
  br i1 %977, label %middle.block1440, label %vector.body1429, !llvm.loop !9

middle.block1440:                                 ; preds = %vector.body1429
  br i1 %cmp.n1441, label %fold_chunk.body.us.preheader, label %vec.epilog.iter.check1444

vec.epilog.iter.check1444:                        ; preds = %middle.block1440
  br i1 %min.epilog.iters.check1445, label %noise.body452.us.preheader, label %vec.epilog.vector.body1449, !prof !10

vec.epilog.vector.body1449:                       ; preds = %vec.epilog.iter.check1444, %vec.epilog.vector.body1449
  %index1450 = phi i64 [ %index.next1453, %vec.epilog.vector.body1449 ], [ %n.vec1428, %vec.epilog.iter.check1444 ]
  %978 = getelementptr inbounds float, ptr %128, i64 %index1450
  %wide.load1451 = load <8 x i32>, ptr %978, align 4, !alias.scope !0, !noalias !3
  %979 = getelementptr inbounds float, ptr %scratch, i64 %index1450
  %wide.load1452 = load <8 x i32>, ptr %979, align 4, !alias.scope !3, !noalias !0
  %980 = uitofp <8 x i32> %wide.load1451 to <8 x double>
  %981 = fadd <8 x double> %980, splat (double 5.000000e-01)
  %982 = fmul <8 x double> %981, splat (double 0x3DF0000000000000)
  %983 = uitofp <8 x i32> %wide.load1452 to <8 x double>
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
  %index.next1453 = add nuw i64 %index1450, 8
  %1108 = icmp eq i64 %index.next1453, %n.vec1448
  br i1 %1108, label %vec.epilog.middle.block1454, label %vec.epilog.vector.body1449, !llvm.loop !11

vec.epilog.middle.block1454:                      ; preds = %vec.epilog.vector.body1449
  br i1 %cmp.n1455, label %fold_chunk.body.us.preheader, label %noise.body452.us.preheader

noise.body452.us.preheader:                       ; preds = %vec.epilog.iter.check1444, %vec.epilog.middle.block1454
  %noise454672.us.ph = phi i64 [ %n.vec1428, %vec.epilog.iter.check1444 ], [ %n.vec1448, %vec.epilog.middle.block1454 ]
  br label %noise.body452.us

fold_chunk.body.us.preheader:                     ; preds = %noise.body452.us, %vec.epilog.middle.block1454, %middle.block1440
  br label %fold_chunk.body.us

fold_chunk.body.us:                               ; preds = %fold_chunk.body.us.preheader, %fold_chunk.header.loopexit.us
  %indvar1368 = phi i64 [ %indvar.next1369, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv889 = phi i64 [ %indvars.iv.next890, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us ], [ 1024, %fold_chunk.body.us.preheader ]
  %fold_chunk685.us = phi i64 [ %1118, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %fold_value.0684.us = phi float [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value462.0683.us = phi float [ %fold_value462.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value467.0682.us = phi float [ %fold_value467.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %umin2428 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1109 = add i64 %umin2428, %indvars.iv889
  %umax2429 = tail call i64 @llvm.umax.i64(i64 %1109, i64 1)
  %umin2427 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin1388 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1110 = add i64 %umin1388, %indvars.iv889
  %1111 = mul i64 %indvar1368, -4096
  %1112 = insertelement <8 x i64> poison, i64 %1111, i64 0
  %1113 = shufflevector <8 x i64> %1112, <8 x i64> poison, <8 x i32> zeroinitializer
  %1114 = add <8 x i64> %1113, %237
  %1115 = sub <8 x i64> %1113, %237
  %1116 = shufflevector <8 x i64> %1114, <8 x i64> %1115, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7>
  %1117 = sub i64 %1111, %208
  %umin888 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1118 = add i64 %fold_chunk685.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %1118, i64 %n_features)
  %1119 = icmp ult i64 %fold_chunk685.us, %chunk_end.us
  br i1 %1119, label %iter.check1391, label %feature.exit474.us

iter.check1391:                                   ; preds = %fold_chunk.body.us
  %min.iters.check1389 = icmp ult i64 %1110, 4
  br i1 %min.iters.check1389, label %feature.body473.us.preheader, label %vector.memcheck1364

vector.memcheck1364:                              ; preds = %iter.check1391
  %1120 = icmp ult <8 x i64> %1116, splat (i64 64)
  %diff.check1386 = icmp ult i64 %1117, 64
  %1121 = bitcast <8 x i1> %1120 to i8
  %1122 = icmp ne i8 %1121, 0
  %op.rdx = or i1 %1122, %diff.check1366
  %op.rdx2376 = or i1 %diff.check1386, %diff.check1365
  %op.rdx2377 = or i1 %op.rdx, %op.rdx2376
  br i1 %op.rdx2377, label %feature.body473.us.preheader, label %vector.main.loop.iter.check1393

vector.main.loop.iter.check1393:                  ; preds = %vector.memcheck1364
  %min.iters.check1392 = icmp ult i64 %1110, 16
  br i1 %min.iters.check1392, label %vec.epilog.ph1409, label %vector.ph1394

vector.ph1394:                                    ; preds = %vector.main.loop.iter.check1393
  %n.mod.vf1395 = and i64 %umin1388, 15
  %n.vec1396 = sub nuw i64 %1110, %n.mod.vf1395
  br label %vector.body1397

vector.body1397:                                  ; preds = %vector.body1397, %vector.ph1394
  %index1398 = phi i64 [ 0, %vector.ph1394 ], [ %index.next1402, %vector.body1397 ]
  %1123 = add i64 %fold_chunk685.us, %index1398
  %1124 = getelementptr inbounds float, ptr %234, i64 %1123
  %wide.load1399 = load <16 x float>, ptr %1124, align 4
  %1125 = fmul <16 x float> %wide.load1399, %wide.load1399
  %1126 = getelementptr inbounds float, ptr %235, i64 %1123
  %wide.load1400 = load <16 x float>, ptr %1126, align 4
  %1127 = fneg <16 x float> %wide.load1400
  %1128 = fmul <16 x float> %wide.load1399, %1127
  %1129 = getelementptr inbounds float, ptr %128, i64 %1123
  %wide.load1401 = load <16 x float>, ptr %1129, align 4
  %1130 = fmul <16 x float> %wide.load1399, %wide.load1401
  %1131 = getelementptr inbounds float, ptr %scratch, i64 %index1398
  store <16 x float> %1125, ptr %1131, align 4
  %1132 = getelementptr float, ptr %147, i64 %index1398
  store <16 x float> %1128, ptr %1132, align 4
  %1133 = getelementptr float, ptr %148, i64 %index1398
  store <16 x float> %1130, ptr %1133, align 4
  %index.next1402 = add nuw i64 %index1398, 16
  %1134 = icmp eq i64 %index.next1402, %n.vec1396
  br i1 %1134, label %middle.block1403, label %vector.body1397, !llvm.loop !12

middle.block1403:                                 ; preds = %vector.body1397
  %cmp.n1404 = icmp eq i64 %n.mod.vf1395, 0
  br i1 %cmp.n1404, label %feature.exit474.us, label %vec.epilog.iter.check1407

vec.epilog.iter.check1407:                        ; preds = %middle.block1403
  %ind.end1422 = add i64 %fold_chunk685.us, %n.vec1396
  %min.epilog.iters.check1408 = icmp samesign ult i64 %n.mod.vf1395, 4
  br i1 %min.epilog.iters.check1408, label %feature.body473.us.preheader, label %vec.epilog.ph1409, !prof !13

vec.epilog.ph1409:                                ; preds = %vector.main.loop.iter.check1393, %vec.epilog.iter.check1407
  %vec.epilog.resume.val1405 = phi i64 [ %n.vec1396, %vec.epilog.iter.check1407 ], [ 0, %vector.main.loop.iter.check1393 ]
  %n.mod.vf1410 = and i64 %umin1388, 3
  %n.vec1411 = sub i64 %1110, %n.mod.vf1410
  %1135 = add i64 %fold_chunk685.us, %n.vec1411
  br label %vec.epilog.vector.body1412

vec.epilog.vector.body1412:                       ; preds = %vec.epilog.vector.body1412, %vec.epilog.ph1409
  %index1413 = phi i64 [ %vec.epilog.resume.val1405, %vec.epilog.ph1409 ], [ %index.next1418, %vec.epilog.vector.body1412 ]
  %offset.idx1414 = add i64 %fold_chunk685.us, %index1413
  %1136 = getelementptr inbounds float, ptr %234, i64 %offset.idx1414
  %wide.load1415 = load <4 x float>, ptr %1136, align 4
  %1137 = fmul <4 x float> %wide.load1415, %wide.load1415
  %1138 = getelementptr inbounds float, ptr %235, i64 %offset.idx1414
  %wide.load1416 = load <4 x float>, ptr %1138, align 4
  %1139 = fneg <4 x float> %wide.load1416
  %1140 = fmul <4 x float> %wide.load1415, %1139
  %1141 = getelementptr inbounds float, ptr %128, i64 %offset.idx1414
  %wide.load1417 = load <4 x float>, ptr %1141, align 4
  %1142 = fmul <4 x float> %wide.load1415, %wide.load1417
  %1143 = getelementptr inbounds float, ptr %scratch, i64 %index1413
  store <4 x float> %1137, ptr %1143, align 4
  %1144 = getelementptr float, ptr %147, i64 %index1413
  store <4 x float> %1140, ptr %1144, align 4
  %1145 = getelementptr float, ptr %148, i64 %index1413
  store <4 x float> %1142, ptr %1145, align 4
  %index.next1418 = add nuw i64 %index1413, 4
  %1146 = icmp eq i64 %index.next1418, %n.vec1411
  br i1 %1146, label %vec.epilog.middle.block1419, label %vec.epilog.vector.body1412, !llvm.loop !14

vec.epilog.middle.block1419:                      ; preds = %vec.epilog.vector.body1412
  %cmp.n1420 = icmp eq i64 %n.mod.vf1410, 0
  br i1 %cmp.n1420, label %feature.exit474.us, label %feature.body473.us.preheader

feature.body473.us.preheader:                     ; preds = %vector.memcheck1364, %iter.check1391, %vec.epilog.iter.check1407, %vec.epilog.middle.block1419
  %feature475675.us.ph = phi i64 [ %fold_chunk685.us, %iter.check1391 ], [ %fold_chunk685.us, %vector.memcheck1364 ], [ %ind.end1422, %vec.epilog.iter.check1407 ], [ %1135, %vec.epilog.middle.block1419 ]
  %1147 = sub i64 %umin2427, %feature475675.us.ph
  %.neg = add i64 %feature475675.us.ph, 1
  %xtraiter = and i64 %1147, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body473.us.prol.loopexit, label %feature.body473.us.prol

feature.body473.us.prol:                          ; preds = %feature.body473.us.preheader
  %1148 = getelementptr inbounds float, ptr %234, i64 %feature475675.us.ph
  %1149 = load float, ptr %1148, align 4
  %1150 = fmul float %1149, %1149
  %1151 = getelementptr inbounds float, ptr %235, i64 %feature475675.us.ph
  %1152 = load float, ptr %1151, align 4
  %1153 = fneg float %1152
  %1154 = fmul float %1149, %1153
  %1155 = getelementptr inbounds float, ptr %128, i64 %feature475675.us.ph
  %1156 = load float, ptr %1155, align 4
  %1157 = fmul float %1149, %1156
  %1158 = sub nuw i64 %feature475675.us.ph, %fold_chunk685.us
  %1159 = getelementptr inbounds float, ptr %scratch, i64 %1158
  store float %1150, ptr %1159, align 4
  %1160 = getelementptr float, ptr %147, i64 %1158
  store float %1154, ptr %1160, align 4
  %1161 = getelementptr float, ptr %148, i64 %1158
  store float %1157, ptr %1161, align 4
  %1162 = add nuw i64 %feature475675.us.ph, 1
  br label %feature.body473.us.prol.loopexit

feature.body473.us.prol.loopexit:                 ; preds = %feature.body473.us.prol, %feature.body473.us.preheader
  %feature475675.us.unr = phi i64 [ %feature475675.us.ph, %feature.body473.us.preheader ], [ %1162, %feature.body473.us.prol ]
  %1163 = icmp eq i64 %umin2427, %.neg
  br i1 %1163, label %feature.exit474.us, label %feature.body473.us

feature.exit474.us:                               ; preds = %feature.body473.us.prol.loopexit, %feature.body473.us, %middle.block1403, %vec.epilog.middle.block1419, %fold_chunk.body.us
  %.not812 = icmp eq i64 %chunk_end.us, %fold_chunk685.us
  br i1 %.not812, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit474.us
  %xtraiter2430 = and i64 %umax2429, 3
  %1164 = icmp ult i64 %1109, 4
  br i1 %1164, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax2429, -4
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums679.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %1204, %fold_sums.body.us ]
  %fold_value.1678.us = phi float [ %fold_value.0684.us, %fold_sums.body.us.preheader.new ], [ %1197, %fold_sums.body.us ]
  %fold_value462.1677.us = phi float [ %fold_value462.0683.us, %fold_sums.body.us.preheader.new ], [ %1200, %fold_sums.body.us ]
  %fold_value467.1676.us = phi float [ %fold_value467.0682.us, %fold_sums.body.us.preheader.new ], [ %1203, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.3, %fold_sums.body.us ]
  %1165 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums679.us
  %1166 = load float, ptr %1165, align 4
  %1167 = fadd float %fold_value.1678.us, %1166
  %1168 = getelementptr inbounds float, ptr %147, i64 %fold_sums679.us
  %1169 = load float, ptr %1168, align 4
  %1170 = fadd float %fold_value462.1677.us, %1169
  %1171 = getelementptr inbounds float, ptr %148, i64 %fold_sums679.us
  %1172 = load float, ptr %1171, align 4
  %1173 = fadd float %fold_value467.1676.us, %1172
  %1174 = or disjoint i64 %fold_sums679.us, 1
  %1175 = getelementptr inbounds float, ptr %scratch, i64 %1174
  %1176 = load float, ptr %1175, align 4
  %1177 = fadd float %1167, %1176
  %1178 = getelementptr inbounds float, ptr %147, i64 %1174
  %1179 = load float, ptr %1178, align 4
  %1180 = fadd float %1170, %1179
  %1181 = getelementptr inbounds float, ptr %148, i64 %1174
  %1182 = load float, ptr %1181, align 4
  %1183 = fadd float %1173, %1182
  %1184 = or disjoint i64 %fold_sums679.us, 2
  %1185 = getelementptr inbounds float, ptr %scratch, i64 %1184
  %1186 = load float, ptr %1185, align 4
  %1187 = fadd float %1177, %1186
  %1188 = getelementptr inbounds float, ptr %147, i64 %1184
  %1189 = load float, ptr %1188, align 4
  %1190 = fadd float %1180, %1189
  %1191 = getelementptr inbounds float, ptr %148, i64 %1184
  %1192 = load float, ptr %1191, align 4
  %1193 = fadd float %1183, %1192
  %1194 = or disjoint i64 %fold_sums679.us, 3
  %1195 = getelementptr inbounds float, ptr %scratch, i64 %1194
  %1196 = load float, ptr %1195, align 4
  %1197 = fadd float %1187, %1196
  %1198 = getelementptr inbounds float, ptr %147, i64 %1194
  %1199 = load float, ptr %1198, align 4
  %1200 = fadd float %1190, %1199
  %1201 = getelementptr inbounds float, ptr %148, i64 %1194
  %1202 = load float, ptr %1201, align 4
  %1203 = fadd float %1193, %1202
  %1204 = add nuw i64 %fold_sums679.us, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body473.us:                               ; preds = %feature.body473.us.prol.loopexit, %feature.body473.us
  %feature475675.us = phi i64 [ %1234, %feature.body473.us ], [ %feature475675.us.unr, %feature.body473.us.prol.loopexit ]
  %1205 = getelementptr inbounds float, ptr %234, i64 %feature475675.us
  %1206 = load float, ptr %1205, align 4
  %1207 = fmul float %1206, %1206
  %1208 = getelementptr inbounds float, ptr %235, i64 %feature475675.us
  %1209 = load float, ptr %1208, align 4
  %1210 = fneg float %1209
  %1211 = fmul float %1206, %1210
  %1212 = getelementptr inbounds float, ptr %128, i64 %feature475675.us
  %1213 = load float, ptr %1212, align 4
  %1214 = fmul float %1206, %1213
  %1215 = sub nuw i64 %feature475675.us, %fold_chunk685.us
  %1216 = getelementptr inbounds float, ptr %scratch, i64 %1215
  store float %1207, ptr %1216, align 4
  %1217 = getelementptr float, ptr %147, i64 %1215
  store float %1211, ptr %1217, align 4
  %1218 = getelementptr float, ptr %148, i64 %1215
  store float %1214, ptr %1218, align 4
  %1219 = add nuw i64 %feature475675.us, 1
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
  %1230 = sub nuw i64 %1219, %fold_chunk685.us
  %1231 = getelementptr inbounds float, ptr %scratch, i64 %1230
  store float %1222, ptr %1231, align 4
  %1232 = getelementptr float, ptr %147, i64 %1230
  store float %1226, ptr %1232, align 4
  %1233 = getelementptr float, ptr %148, i64 %1230
  store float %1229, ptr %1233, align 4
  %1234 = add nuw i64 %feature475675.us, 2
  %exitcond887.not.1 = icmp eq i64 %1234, %umin888
  br i1 %exitcond887.not.1, label %feature.exit474.us, label %feature.body473.us, !llvm.loop !15

noise.done461.us:                                 ; preds = %fold_chunk.header.loopexit.us, %fold_chunk.header491.loopexit.us
  %uniforms.sroa.14.0.us = phi float [ %fold_value486.1.lcssa.us, %fold_chunk.header491.loopexit.us ], [ %fold_value467.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.6.0.us = phi float [ %fold_value481.1.lcssa.us, %fold_chunk.header491.loopexit.us ], [ %fold_value462.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.0.0.us = phi float [ %fold_value476.1.lcssa.us, %fold_chunk.header491.loopexit.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  br i1 %draw433.not, label %fold_chunk.body536.us.preheader, label %fold_chunk.body516.us.preheader

fold_chunk.body516.us.preheader:                  ; preds = %noise.done461.us
  %broadcast.splatinsert1260 = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1261 = shufflevector <16 x float> %broadcast.splatinsert1260, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1264 = insertelement <16 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1265 = shufflevector <16 x float> %broadcast.splatinsert1264, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1266 = insertelement <16 x float> poison, float %noise_scale431.us, i64 0
  %broadcast.splat1267 = shufflevector <16 x float> %broadcast.splatinsert1266, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1292 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1293 = shufflevector <8 x float> %broadcast.splatinsert1292, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1296 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1297 = shufflevector <8 x float> %broadcast.splatinsert1296, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1298 = insertelement <8 x float> poison, float %noise_scale431.us, i64 0
  %broadcast.splat1299 = shufflevector <8 x float> %broadcast.splatinsert1298, <8 x float> poison, <8 x i32> zeroinitializer
  br label %fold_chunk.body516.us

fold_chunk.body536.us.preheader:                  ; preds = %noise.done461.us
  %broadcast.splatinsert1207 = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1208 = shufflevector <16 x float> %broadcast.splatinsert1207, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1231 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1232 = shufflevector <8 x float> %broadcast.splatinsert1231, <8 x float> poison, <8 x i32> zeroinitializer
  br label %fold_chunk.body536.us

fold_chunk.body516.us:                            ; preds = %fold_chunk.body516.us.preheader, %fold_chunk.header515.loopexit.us
  %indvar1244 = phi i64 [ %indvar.next1245, %fold_chunk.header515.loopexit.us ], [ 0, %fold_chunk.body516.us.preheader ]
  %indvars.iv906 = phi i64 [ %indvars.iv.next907, %fold_chunk.header515.loopexit.us ], [ 0, %fold_chunk.body516.us.preheader ]
  %indvars.iv901 = phi i64 [ %indvars.iv.next902, %fold_chunk.header515.loopexit.us ], [ 1024, %fold_chunk.body516.us.preheader ]
  %fold_chunk518709.us = phi i64 [ %1241, %fold_chunk.header515.loopexit.us ], [ 0, %fold_chunk.body516.us.preheader ]
  %fold_value510.0708.us = phi float [ %fold_value510.1.lcssa.us, %fold_chunk.header515.loopexit.us ], [ 0.000000e+00, %fold_chunk.body516.us.preheader ]
  %umin2453 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv901)
  %1235 = add i64 %umin2453, %indvars.iv906
  %umax2454 = tail call i64 @llvm.umax.i64(i64 %1235, i64 1)
  %umin2450 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv901)
  %umin1251 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv901)
  %1236 = add i64 %umin1251, %indvars.iv906
  %1237 = mul i64 %indvar1244, -4096
  %1238 = add i64 %223, %1237
  %1239 = add i64 %224, %1237
  %1240 = add i64 %164, %1237
  %umin905 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv901)
  %1241 = add i64 %fold_chunk518709.us, 1024
  %chunk_end519.us = tail call i64 @llvm.umin.i64(i64 %1241, i64 %n_features)
  %1242 = icmp ult i64 %fold_chunk518709.us, %chunk_end519.us
  br i1 %1242, label %iter.check1254, label %feature.exit522.us

iter.check1254:                                   ; preds = %fold_chunk.body516.us
  %min.iters.check1252 = icmp ult i64 %1236, 8
  br i1 %min.iters.check1252, label %feature.body521.us.preheader, label %vector.memcheck1243

vector.memcheck1243:                              ; preds = %iter.check1254
  %diff.check1246 = icmp ult i64 %1238, 256
  %diff.check1247 = icmp ult i64 %1239, 256
  %conflict.rdx1248 = or i1 %diff.check1246, %diff.check1247
  %diff.check1249 = icmp ult i64 %1240, 256
  %conflict.rdx1250 = or i1 %conflict.rdx1248, %diff.check1249
  br i1 %conflict.rdx1250, label %feature.body521.us.preheader, label %vector.main.loop.iter.check1256

vector.main.loop.iter.check1256:                  ; preds = %vector.memcheck1243
  %min.iters.check1255 = icmp ult i64 %1236, 64
  br i1 %min.iters.check1255, label %vec.epilog.ph1289, label %vector.ph1257

vector.ph1257:                                    ; preds = %vector.main.loop.iter.check1256
  %n.mod.vf1258 = and i64 %umin1251, 63
  %n.vec1259 = sub nuw i64 %1236, %n.mod.vf1258
  br label %vector.body1268

vector.body1268:                                  ; preds = %vector.body1268, %vector.ph1257
  %index1269 = phi i64 [ 0, %vector.ph1257 ], [ %index.next1282, %vector.body1268 ]
  %1243 = add i64 %fold_chunk518709.us, %index1269
  %1244 = getelementptr inbounds float, ptr %234, i64 %1243
  %1245 = getelementptr inbounds nuw i8, ptr %1244, i64 64
  %1246 = getelementptr inbounds nuw i8, ptr %1244, i64 128
  %1247 = getelementptr inbounds nuw i8, ptr %1244, i64 192
  %wide.load1270 = load <16 x float>, ptr %1244, align 4
  %wide.load1271 = load <16 x float>, ptr %1245, align 4
  %wide.load1272 = load <16 x float>, ptr %1246, align 4
  %wide.load1273 = load <16 x float>, ptr %1247, align 4
  %1248 = getelementptr inbounds float, ptr %235, i64 %1243
  %1249 = getelementptr inbounds nuw i8, ptr %1248, i64 64
  %1250 = getelementptr inbounds nuw i8, ptr %1248, i64 128
  %1251 = getelementptr inbounds nuw i8, ptr %1248, i64 192
  %wide.load1274 = load <16 x float>, ptr %1248, align 4
  %wide.load1275 = load <16 x float>, ptr %1249, align 4
  %wide.load1276 = load <16 x float>, ptr %1250, align 4
  %wide.load1277 = load <16 x float>, ptr %1251, align 4
  %1252 = fneg <16 x float> %wide.load1274
  %1253 = fneg <16 x float> %wide.load1275
  %1254 = fneg <16 x float> %wide.load1276
  %1255 = fneg <16 x float> %wide.load1277
  %1256 = fmul <16 x float> %broadcast.splat1261, %wide.load1270
  %1257 = fmul <16 x float> %broadcast.splat1261, %wide.load1271
  %1258 = fmul <16 x float> %broadcast.splat1261, %wide.load1272
  %1259 = fmul <16 x float> %broadcast.splat1261, %wide.load1273
  %1260 = fsub <16 x float> %1252, %1256
  %1261 = fsub <16 x float> %1253, %1257
  %1262 = fsub <16 x float> %1254, %1258
  %1263 = fsub <16 x float> %1255, %1259
  %1264 = fmul <16 x float> %broadcast.splat1263, %1260
  %1265 = fmul <16 x float> %broadcast.splat1263, %1261
  %1266 = fmul <16 x float> %broadcast.splat1263, %1262
  %1267 = fmul <16 x float> %broadcast.splat1263, %1263
  %1268 = fsub <16 x float> %wide.load1270, %1264
  %1269 = fsub <16 x float> %wide.load1271, %1265
  %1270 = fsub <16 x float> %wide.load1272, %1266
  %1271 = fsub <16 x float> %wide.load1273, %1267
  %1272 = getelementptr inbounds float, ptr %128, i64 %1243
  %1273 = getelementptr inbounds nuw i8, ptr %1272, i64 64
  %1274 = getelementptr inbounds nuw i8, ptr %1272, i64 128
  %1275 = getelementptr inbounds nuw i8, ptr %1272, i64 192
  %wide.load1278 = load <16 x float>, ptr %1272, align 4
  %wide.load1279 = load <16 x float>, ptr %1273, align 4
  %wide.load1280 = load <16 x float>, ptr %1274, align 4
  %wide.load1281 = load <16 x float>, ptr %1275, align 4
  %1276 = fmul <16 x float> %broadcast.splat1265, %wide.load1270
  %1277 = fmul <16 x float> %broadcast.splat1265, %wide.load1271
  %1278 = fmul <16 x float> %broadcast.splat1265, %wide.load1272
  %1279 = fmul <16 x float> %broadcast.splat1265, %wide.load1273
  %1280 = fsub <16 x float> %wide.load1278, %1276
  %1281 = fsub <16 x float> %wide.load1279, %1277
  %1282 = fsub <16 x float> %wide.load1280, %1278
  %1283 = fsub <16 x float> %wide.load1281, %1279
  %1284 = fmul <16 x float> %broadcast.splat1267, %1280
  %1285 = fmul <16 x float> %broadcast.splat1267, %1281
  %1286 = fmul <16 x float> %broadcast.splat1267, %1282
  %1287 = fmul <16 x float> %broadcast.splat1267, %1283
  %1288 = fadd <16 x float> %1268, %1284
  %1289 = fadd <16 x float> %1269, %1285
  %1290 = fadd <16 x float> %1270, %1286
  %1291 = fadd <16 x float> %1271, %1287
  %1292 = fmul <16 x float> %1288, %1288
  %1293 = fmul <16 x float> %1289, %1289
  %1294 = fmul <16 x float> %1290, %1290
  %1295 = fmul <16 x float> %1291, %1291
  %1296 = getelementptr inbounds float, ptr %scratch, i64 %index1269
  %1297 = getelementptr inbounds nuw i8, ptr %1296, i64 64
  %1298 = getelementptr inbounds nuw i8, ptr %1296, i64 128
  %1299 = getelementptr inbounds nuw i8, ptr %1296, i64 192
  store <16 x float> %1292, ptr %1296, align 4
  store <16 x float> %1293, ptr %1297, align 4
  store <16 x float> %1294, ptr %1298, align 4
  store <16 x float> %1295, ptr %1299, align 4
  %index.next1282 = add nuw i64 %index1269, 64
  %1300 = icmp eq i64 %index.next1282, %n.vec1259
  br i1 %1300, label %middle.block1283, label %vector.body1268, !llvm.loop !16

middle.block1283:                                 ; preds = %vector.body1268
  %cmp.n1284 = icmp eq i64 %n.mod.vf1258, 0
  br i1 %cmp.n1284, label %feature.exit522.us, label %vec.epilog.iter.check1287

vec.epilog.iter.check1287:                        ; preds = %middle.block1283
  %ind.end1310 = add i64 %fold_chunk518709.us, %n.vec1259
  %min.epilog.iters.check1288 = icmp samesign ult i64 %n.mod.vf1258, 8
  br i1 %min.epilog.iters.check1288, label %feature.body521.us.preheader, label %vec.epilog.ph1289, !prof !10

vec.epilog.ph1289:                                ; preds = %vector.main.loop.iter.check1256, %vec.epilog.iter.check1287
  %vec.epilog.resume.val1285 = phi i64 [ %n.vec1259, %vec.epilog.iter.check1287 ], [ 0, %vector.main.loop.iter.check1256 ]
  %n.mod.vf1290 = and i64 %umin1251, 7
  %n.vec1291 = sub i64 %1236, %n.mod.vf1290
  %1301 = add i64 %fold_chunk518709.us, %n.vec1291
  br label %vec.epilog.vector.body1300

vec.epilog.vector.body1300:                       ; preds = %vec.epilog.vector.body1300, %vec.epilog.ph1289
  %index1301 = phi i64 [ %vec.epilog.resume.val1285, %vec.epilog.ph1289 ], [ %index.next1306, %vec.epilog.vector.body1300 ]
  %offset.idx1302 = add i64 %fold_chunk518709.us, %index1301
  %1302 = getelementptr inbounds float, ptr %234, i64 %offset.idx1302
  %wide.load1303 = load <8 x float>, ptr %1302, align 4
  %1303 = getelementptr inbounds float, ptr %235, i64 %offset.idx1302
  %wide.load1304 = load <8 x float>, ptr %1303, align 4
  %1304 = fneg <8 x float> %wide.load1304
  %1305 = fmul <8 x float> %broadcast.splat1293, %wide.load1303
  %1306 = fsub <8 x float> %1304, %1305
  %1307 = fmul <8 x float> %broadcast.splat1295, %1306
  %1308 = fsub <8 x float> %wide.load1303, %1307
  %1309 = getelementptr inbounds float, ptr %128, i64 %offset.idx1302
  %wide.load1305 = load <8 x float>, ptr %1309, align 4
  %1310 = fmul <8 x float> %broadcast.splat1297, %wide.load1303
  %1311 = fsub <8 x float> %wide.load1305, %1310
  %1312 = fmul <8 x float> %broadcast.splat1299, %1311
  %1313 = fadd <8 x float> %1308, %1312
  %1314 = fmul <8 x float> %1313, %1313
  %1315 = getelementptr inbounds float, ptr %scratch, i64 %index1301
  store <8 x float> %1314, ptr %1315, align 4
  %index.next1306 = add nuw i64 %index1301, 8
  %1316 = icmp eq i64 %index.next1306, %n.vec1291
  br i1 %1316, label %vec.epilog.middle.block1307, label %vec.epilog.vector.body1300, !llvm.loop !17

vec.epilog.middle.block1307:                      ; preds = %vec.epilog.vector.body1300
  %cmp.n1308 = icmp eq i64 %n.mod.vf1290, 0
  br i1 %cmp.n1308, label %feature.exit522.us, label %feature.body521.us.preheader

feature.body521.us.preheader:                     ; preds = %vector.memcheck1243, %iter.check1254, %vec.epilog.iter.check1287, %vec.epilog.middle.block1307
  %feature523704.us.ph = phi i64 [ %fold_chunk518709.us, %iter.check1254 ], [ %fold_chunk518709.us, %vector.memcheck1243 ], [ %ind.end1310, %vec.epilog.iter.check1287 ], [ %1301, %vec.epilog.middle.block1307 ]
  %1317 = sub i64 %umin2450, %feature523704.us.ph
  %.neg2692 = add i64 %feature523704.us.ph, 1
  %xtraiter2451 = and i64 %1317, 1
  %lcmp.mod2452.not = icmp eq i64 %xtraiter2451, 0
  br i1 %lcmp.mod2452.not, label %feature.body521.us.prol.loopexit, label %feature.body521.us.prol

feature.body521.us.prol:                          ; preds = %feature.body521.us.preheader
  %1318 = getelementptr inbounds float, ptr %234, i64 %feature523704.us.ph
  %1319 = load float, ptr %1318, align 4
  %1320 = getelementptr inbounds float, ptr %235, i64 %feature523704.us.ph
  %1321 = load float, ptr %1320, align 4
  %1322 = fneg float %1321
  %1323 = fmul float %uniforms.sroa.6.0.us, %1319
  %1324 = fsub float %1322, %1323
  %1325 = fmul float %eta, %1324
  %1326 = fsub float %1319, %1325
  %1327 = getelementptr inbounds float, ptr %128, i64 %feature523704.us.ph
  %1328 = load float, ptr %1327, align 4
  %1329 = fmul float %uniforms.sroa.14.0.us, %1319
  %1330 = fsub float %1328, %1329
  %1331 = fmul float %noise_scale431.us, %1330
  %1332 = fadd float %1326, %1331
  %1333 = fmul float %1332, %1332
  %1334 = sub nuw i64 %feature523704.us.ph, %fold_chunk518709.us
  %1335 = getelementptr inbounds float, ptr %scratch, i64 %1334
  store float %1333, ptr %1335, align 4
  %1336 = add nuw i64 %feature523704.us.ph, 1
  br label %feature.body521.us.prol.loopexit

feature.body521.us.prol.loopexit:                 ; preds = %feature.body521.us.prol, %feature.body521.us.preheader
  %feature523704.us.unr = phi i64 [ %feature523704.us.ph, %feature.body521.us.preheader ], [ %1336, %feature.body521.us.prol ]
  %1337 = icmp eq i64 %umin2450, %.neg2692
  br i1 %1337, label %feature.exit522.us, label %feature.body521.us

feature.exit522.us:                               ; preds = %feature.body521.us.prol.loopexit, %feature.body521.us, %middle.block1283, %vec.epilog.middle.block1307, %fold_chunk.body516.us
  %.not814 = icmp eq i64 %chunk_end519.us, %fold_chunk518709.us
  br i1 %.not814, label %fold_chunk.header515.loopexit.us, label %fold_sums.body527.us.preheader

fold_sums.body527.us.preheader:                   ; preds = %feature.exit522.us
  %xtraiter2455 = and i64 %umax2454, 7
  %1338 = icmp ult i64 %1235, 8
  br i1 %1338, label %fold_sums.body527.us.epil.preheader, label %fold_sums.body527.us.preheader.new

fold_sums.body527.us.preheader.new:               ; preds = %fold_sums.body527.us.preheader
  %unroll_iter2460 = and i64 %umax2454, -8
  br label %fold_sums.body527.us

fold_sums.body527.us:                             ; preds = %fold_sums.body527.us, %fold_sums.body527.us.preheader.new
  %fold_sums529706.us = phi i64 [ 0, %fold_sums.body527.us.preheader.new ], [ %1370, %fold_sums.body527.us ]
  %fold_value510.1705.us = phi float [ %fold_value510.0708.us, %fold_sums.body527.us.preheader.new ], [ %1369, %fold_sums.body527.us ]
  %niter2461 = phi i64 [ 0, %fold_sums.body527.us.preheader.new ], [ %niter2461.next.7, %fold_sums.body527.us ]
  %1339 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums529706.us
  %1340 = load float, ptr %1339, align 4
  %1341 = fadd float %fold_value510.1705.us, %1340
  %1342 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1343 = getelementptr i8, ptr %1342, i64 4
  %1344 = load float, ptr %1343, align 4
  %1345 = fadd float %1341, %1344
  %1346 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1347 = getelementptr i8, ptr %1346, i64 8
  %1348 = load float, ptr %1347, align 4
  %1349 = fadd float %1345, %1348
  %1350 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1351 = getelementptr i8, ptr %1350, i64 12
  %1352 = load float, ptr %1351, align 4
  %1353 = fadd float %1349, %1352
  %1354 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1355 = getelementptr i8, ptr %1354, i64 16
  %1356 = load float, ptr %1355, align 4
  %1357 = fadd float %1353, %1356
  %1358 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1359 = getelementptr i8, ptr %1358, i64 20
  %1360 = load float, ptr %1359, align 4
  %1361 = fadd float %1357, %1360
  %1362 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1363 = getelementptr i8, ptr %1362, i64 24
  %1364 = load float, ptr %1363, align 4
  %1365 = fadd float %1361, %1364
  %1366 = getelementptr float, ptr %scratch, i64 %fold_sums529706.us
  %1367 = getelementptr i8, ptr %1366, i64 28
  %1368 = load float, ptr %1367, align 4
  %1369 = fadd float %1365, %1368
  %1370 = add nuw i64 %fold_sums529706.us, 8
  %niter2461.next.7 = add i64 %niter2461, 8
  %niter2461.ncmp.7 = icmp eq i64 %niter2461.next.7, %unroll_iter2460
  br i1 %niter2461.ncmp.7, label %fold_chunk.header515.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body527.us

feature.body521.us:                               ; preds = %feature.body521.us.prol.loopexit, %feature.body521.us
  %feature523704.us = phi i64 [ %1408, %feature.body521.us ], [ %feature523704.us.unr, %feature.body521.us.prol.loopexit ]
  %1371 = getelementptr inbounds float, ptr %234, i64 %feature523704.us
  %1372 = load float, ptr %1371, align 4
  %1373 = getelementptr inbounds float, ptr %235, i64 %feature523704.us
  %1374 = load float, ptr %1373, align 4
  %1375 = fneg float %1374
  %1376 = fmul float %uniforms.sroa.6.0.us, %1372
  %1377 = fsub float %1375, %1376
  %1378 = fmul float %eta, %1377
  %1379 = fsub float %1372, %1378
  %1380 = getelementptr inbounds float, ptr %128, i64 %feature523704.us
  %1381 = load float, ptr %1380, align 4
  %1382 = fmul float %uniforms.sroa.14.0.us, %1372
  %1383 = fsub float %1381, %1382
  %1384 = fmul float %noise_scale431.us, %1383
  %1385 = fadd float %1379, %1384
  %1386 = fmul float %1385, %1385
  %1387 = sub nuw i64 %feature523704.us, %fold_chunk518709.us
  %1388 = getelementptr inbounds float, ptr %scratch, i64 %1387
  store float %1386, ptr %1388, align 4
  %1389 = add nuw i64 %feature523704.us, 1
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
  %1403 = fmul float %noise_scale431.us, %1402
  %1404 = fadd float %1398, %1403
  %1405 = fmul float %1404, %1404
  %1406 = sub nuw i64 %1389, %fold_chunk518709.us
  %1407 = getelementptr inbounds float, ptr %scratch, i64 %1406
  store float %1405, ptr %1407, align 4
  %1408 = add nuw i64 %feature523704.us, 2
  %exitcond904.not.1 = icmp eq i64 %1408, %umin905
  br i1 %exitcond904.not.1, label %feature.exit522.us, label %feature.body521.us, !llvm.loop !18

noise.done509.us:                                 ; preds = %fold_chunk.header515.loopexit.us, %fold_chunk.header535.loopexit.us
  %uniforms.sroa.22.0.us = phi float [ %fold_value530.1.lcssa.us, %fold_chunk.header535.loopexit.us ], [ %fold_value510.1.lcssa.us, %fold_chunk.header515.loopexit.us ]
  %1409 = fcmp olt float %uniforms.sroa.22.0.us, 0x3D71979980000000
  %1410 = tail call float @llvm.sqrt.f32(float %uniforms.sroa.22.0.us)
  %1411 = fadd float %uniforms.sroa.0.0.us, -1.000000e+00
  %1412 = tail call float @llvm.fabs.f32(float %1411)
  %1413 = fcmp ogt float %1412, 0x3F60624DE0000000
  %1414 = select i1 %1413, float 1.000000e+00, float 0.000000e+00
  %1415 = select i1 %1409, float 2.000000e+00, float 0.000000e+00
  %1416 = fadd float %1414, %1415
  %status_bits560.us = fptoui float %1416 to i32
  %status561.us = load i32, ptr %236, align 4
  %1417 = or i32 %status561.us, %status_bits560.us
  store i32 %1417, ptr %236, align 4
  br i1 %draw433.not, label %vector.memcheck, label %vector.memcheck1130

vector.memcheck1130:                              ; preds = %noise.done509.us
  br i1 %conflict.rdx, label %feature.body557.us.preheader, label %vector.ph1145

vector.ph1145:                                    ; preds = %vector.memcheck1130
  %broadcast.splatinsert1148 = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1149 = shufflevector <16 x float> %broadcast.splatinsert1148, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1152 = insertelement <16 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1153 = shufflevector <16 x float> %broadcast.splatinsert1152, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1154 = insertelement <16 x float> poison, float %noise_scale431.us, i64 0
  %broadcast.splat1155 = shufflevector <16 x float> %broadcast.splatinsert1154, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1156 = insertelement <16 x float> poison, float %1410, i64 0
  %broadcast.splat1157 = shufflevector <16 x float> %broadcast.splatinsert1156, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1158

vector.body1158:                                  ; preds = %vector.body1158, %vector.ph1145
  %index1159 = phi i64 [ 0, %vector.ph1145 ], [ %index.next1163, %vector.body1158 ]
  %1418 = getelementptr inbounds float, ptr %234, i64 %index1159
  %wide.load1160 = load <16 x float>, ptr %1418, align 4, !alias.scope !19, !noalias !22
  %1419 = getelementptr inbounds float, ptr %235, i64 %index1159
  %wide.load1161 = load <16 x float>, ptr %1419, align 4, !alias.scope !25
  %1420 = fneg <16 x float> %wide.load1161
  %1421 = fmul <16 x float> %broadcast.splat1149, %wide.load1160
  %1422 = fsub <16 x float> %1420, %1421
  %1423 = fmul <16 x float> %broadcast.splat1151, %1422
  %1424 = fsub <16 x float> %wide.load1160, %1423
  %1425 = getelementptr inbounds float, ptr %128, i64 %index1159
  %wide.load1162 = load <16 x float>, ptr %1425, align 4, !alias.scope !26
  %1426 = fmul <16 x float> %broadcast.splat1153, %wide.load1160
  %1427 = fsub <16 x float> %wide.load1162, %1426
  %1428 = fmul <16 x float> %broadcast.splat1155, %1427
  %1429 = fadd <16 x float> %1424, %1428
  %1430 = fdiv <16 x float> %1429, %broadcast.splat1157
  %1431 = select i1 %1409, <16 x float> %wide.load1160, <16 x float> %1430
  store <16 x float> %1431, ptr %1418, align 4, !alias.scope !19, !noalias !22
  %index.next1163 = add nuw i64 %index1159, 16
  %1432 = icmp eq i64 %index.next1163, %n.vec1147
  br i1 %1432, label %middle.block1164, label %vector.body1158, !llvm.loop !27

middle.block1164:                                 ; preds = %vector.body1158
  br i1 %cmp.n1165, label %noise.done553.us, label %vec.epilog.iter.check1168

vec.epilog.iter.check1168:                        ; preds = %middle.block1164
  br i1 %min.epilog.iters.check1169, label %feature.body557.us.preheader, label %vec.epilog.ph1170, !prof !13

vec.epilog.ph1170:                                ; preds = %vec.epilog.iter.check1168
  %broadcast.splatinsert1173 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1174 = shufflevector <4 x float> %broadcast.splatinsert1173, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1177 = insertelement <4 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1178 = shufflevector <4 x float> %broadcast.splatinsert1177, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1179 = insertelement <4 x float> poison, float %noise_scale431.us, i64 0
  %broadcast.splat1180 = shufflevector <4 x float> %broadcast.splatinsert1179, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1181 = insertelement <4 x float> poison, float %1410, i64 0
  %broadcast.splat1182 = shufflevector <4 x float> %broadcast.splatinsert1181, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1183

vec.epilog.vector.body1183:                       ; preds = %vec.epilog.vector.body1183, %vec.epilog.ph1170
  %index1184 = phi i64 [ %n.vec1147, %vec.epilog.ph1170 ], [ %index.next1188, %vec.epilog.vector.body1183 ]
  %1433 = getelementptr inbounds float, ptr %234, i64 %index1184
  %wide.load1185 = load <4 x float>, ptr %1433, align 4, !alias.scope !19, !noalias !22
  %1434 = getelementptr inbounds float, ptr %235, i64 %index1184
  %wide.load1186 = load <4 x float>, ptr %1434, align 4, !alias.scope !25
  %1435 = fneg <4 x float> %wide.load1186
  %1436 = fmul <4 x float> %broadcast.splat1174, %wide.load1185
  %1437 = fsub <4 x float> %1435, %1436
  %1438 = fmul <4 x float> %broadcast.splat1176, %1437
  %1439 = fsub <4 x float> %wide.load1185, %1438
  %1440 = getelementptr inbounds float, ptr %128, i64 %index1184
  %wide.load1187 = load <4 x float>, ptr %1440, align 4, !alias.scope !26
  %1441 = fmul <4 x float> %broadcast.splat1178, %wide.load1185
  %1442 = fsub <4 x float> %wide.load1187, %1441
  %1443 = fmul <4 x float> %broadcast.splat1180, %1442
  %1444 = fadd <4 x float> %1439, %1443
  %1445 = fdiv <4 x float> %1444, %broadcast.splat1182
  %1446 = select i1 %1409, <4 x float> %wide.load1185, <4 x float> %1445
  store <4 x float> %1446, ptr %1433, align 4, !alias.scope !19, !noalias !22
  %index.next1188 = add nuw i64 %index1184, 4
  %1447 = icmp eq i64 %index.next1188, %n.vec1172
  br i1 %1447, label %vec.epilog.middle.block1189, label %vec.epilog.vector.body1183, !llvm.loop !28

vec.epilog.middle.block1189:                      ; preds = %vec.epilog.vector.body1183
  br i1 %cmp.n1190, label %noise.done553.us, label %feature.body557.us.preheader

feature.body557.us.preheader:                     ; preds = %vector.memcheck1130, %vec.epilog.iter.check1168, %vec.epilog.middle.block1189
  %feature559718.us.ph = phi i64 [ 0, %vector.memcheck1130 ], [ %n.vec1147, %vec.epilog.iter.check1168 ], [ %n.vec1172, %vec.epilog.middle.block1189 ]
  %.neg2693 = or disjoint i64 %feature559718.us.ph, 1
  br i1 %lcmp.mod2475.not, label %feature.body557.us.prol.loopexit, label %feature.body557.us.prol

feature.body557.us.prol:                          ; preds = %feature.body557.us.preheader
  %1448 = getelementptr inbounds float, ptr %234, i64 %feature559718.us.ph
  %1449 = load float, ptr %1448, align 4
  %1450 = getelementptr inbounds float, ptr %235, i64 %feature559718.us.ph
  %1451 = load float, ptr %1450, align 4
  %1452 = fneg float %1451
  %1453 = fmul float %uniforms.sroa.6.0.us, %1449
  %1454 = fsub float %1452, %1453
  %1455 = fmul float %eta, %1454
  %1456 = fsub float %1449, %1455
  %1457 = getelementptr inbounds float, ptr %128, i64 %feature559718.us.ph
  %1458 = load float, ptr %1457, align 4
  %1459 = fmul float %uniforms.sroa.14.0.us, %1449
  %1460 = fsub float %1458, %1459
  %1461 = fmul float %noise_scale431.us, %1460
  %1462 = fadd float %1456, %1461
  %1463 = fdiv float %1462, %1410
  %1464 = select i1 %1409, float %1449, float %1463
  store float %1464, ptr %1448, align 4
  %1465 = or disjoint i64 %feature559718.us.ph, 1
  br label %feature.body557.us.prol.loopexit

feature.body557.us.prol.loopexit:                 ; preds = %feature.body557.us.prol, %feature.body557.us.preheader
  %feature559718.us.unr = phi i64 [ %feature559718.us.ph, %feature.body557.us.preheader ], [ %1465, %feature.body557.us.prol ]
  %1466 = icmp eq i64 %n_features, %.neg2693
  br i1 %1466, label %noise.done553.us, label %feature.body557.us

vector.memcheck:                                  ; preds = %noise.done509.us
  br i1 %found.conflict, label %feature.body563.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <16 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1114 = insertelement <16 x float> poison, float %1410, i64 0
  %broadcast.splat1115 = shufflevector <16 x float> %broadcast.splatinsert1114, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1467 = getelementptr inbounds float, ptr %234, i64 %index
  %wide.load = load <16 x float>, ptr %1467, align 4, !alias.scope !29, !noalias !32
  %1468 = getelementptr inbounds float, ptr %235, i64 %index
  %wide.load1116 = load <16 x float>, ptr %1468, align 4, !alias.scope !32
  %1469 = fneg <16 x float> %wide.load1116
  %1470 = fmul <16 x float> %broadcast.splat, %wide.load
  %1471 = fsub <16 x float> %1469, %1470
  %1472 = fmul <16 x float> %broadcast.splat1113, %1471
  %1473 = fsub <16 x float> %wide.load, %1472
  %1474 = fdiv <16 x float> %1473, %broadcast.splat1115
  %1475 = select i1 %1409, <16 x float> %wide.load, <16 x float> %1474
  store <16 x float> %1475, ptr %1467, align 4, !alias.scope !29, !noalias !32
  %index.next = add nuw i64 %index, 16
  %1476 = icmp eq i64 %index.next, %n.vec
  br i1 %1476, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done553.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body563.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert1119 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1120 = shufflevector <4 x float> %broadcast.splatinsert1119, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1123 = insertelement <4 x float> poison, float %1410, i64 0
  %broadcast.splat1124 = shufflevector <4 x float> %broadcast.splatinsert1123, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index1125 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next1128, %vec.epilog.vector.body ]
  %1477 = getelementptr inbounds float, ptr %234, i64 %index1125
  %wide.load1126 = load <4 x float>, ptr %1477, align 4, !alias.scope !29, !noalias !32
  %1478 = getelementptr inbounds float, ptr %235, i64 %index1125
  %wide.load1127 = load <4 x float>, ptr %1478, align 4, !alias.scope !32
  %1479 = fneg <4 x float> %wide.load1127
  %1480 = fmul <4 x float> %broadcast.splat1120, %wide.load1126
  %1481 = fsub <4 x float> %1479, %1480
  %1482 = fmul <4 x float> %broadcast.splat1122, %1481
  %1483 = fsub <4 x float> %wide.load1126, %1482
  %1484 = fdiv <4 x float> %1483, %broadcast.splat1124
  %1485 = select i1 %1409, <4 x float> %wide.load1126, <4 x float> %1484
  store <4 x float> %1485, ptr %1477, align 4, !alias.scope !29, !noalias !32
  %index.next1128 = add nuw i64 %index1125, 4
  %1486 = icmp eq i64 %index.next1128, %n.vec1118
  br i1 %1486, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1129, label %noise.done553.us, label %feature.body563.us.preheader

feature.body563.us.preheader:                     ; preds = %vector.memcheck, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature565719.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1118, %vec.epilog.middle.block ]
  br i1 %lcmp.mod2478.not, label %feature.body563.us.prol.loopexit, label %feature.body563.us.prol

feature.body563.us.prol:                          ; preds = %feature.body563.us.preheader, %feature.body563.us.prol
  %feature565719.us.prol = phi i64 [ %1498, %feature.body563.us.prol ], [ %feature565719.us.ph, %feature.body563.us.preheader ]
  %prol.iter2479 = phi i64 [ %prol.iter2479.next, %feature.body563.us.prol ], [ 0, %feature.body563.us.preheader ]
  %1487 = getelementptr inbounds float, ptr %234, i64 %feature565719.us.prol
  %1488 = load float, ptr %1487, align 4
  %1489 = getelementptr inbounds float, ptr %235, i64 %feature565719.us.prol
  %1490 = load float, ptr %1489, align 4
  %1491 = fneg float %1490
  %1492 = fmul float %uniforms.sroa.6.0.us, %1488
  %1493 = fsub float %1491, %1492
  %1494 = fmul float %eta, %1493
  %1495 = fsub float %1488, %1494
  %1496 = fdiv float %1495, %1410
  %1497 = select i1 %1409, float %1488, float %1496
  store float %1497, ptr %1487, align 4
  %1498 = add nuw i64 %feature565719.us.prol, 1
  %prol.iter2479.next = add i64 %prol.iter2479, 1
  %prol.iter2479.cmp.not = icmp eq i64 %prol.iter2479.next, %xtraiter2477
  br i1 %prol.iter2479.cmp.not, label %feature.body563.us.prol.loopexit, label %feature.body563.us.prol, !llvm.loop !36

feature.body563.us.prol.loopexit:                 ; preds = %feature.body563.us.prol, %feature.body563.us.preheader
  %feature565719.us.unr = phi i64 [ %feature565719.us.ph, %feature.body563.us.preheader ], [ %1498, %feature.body563.us.prol ]
  %1499 = sub i64 %feature565719.us.ph, %n_features
  %1500 = icmp ugt i64 %1499, -4
  br i1 %1500, label %noise.done553.us, label %feature.body563.us

feature.body557.us:                               ; preds = %feature.body557.us.prol.loopexit, %feature.body557.us
  %feature559718.us = phi i64 [ %1536, %feature.body557.us ], [ %feature559718.us.unr, %feature.body557.us.prol.loopexit ]
  %1501 = getelementptr inbounds float, ptr %234, i64 %feature559718.us
  %1502 = load float, ptr %1501, align 4
  %1503 = getelementptr inbounds float, ptr %235, i64 %feature559718.us
  %1504 = load float, ptr %1503, align 4
  %1505 = fneg float %1504
  %1506 = fmul float %uniforms.sroa.6.0.us, %1502
  %1507 = fsub float %1505, %1506
  %1508 = fmul float %eta, %1507
  %1509 = fsub float %1502, %1508
  %1510 = getelementptr inbounds float, ptr %128, i64 %feature559718.us
  %1511 = load float, ptr %1510, align 4
  %1512 = fmul float %uniforms.sroa.14.0.us, %1502
  %1513 = fsub float %1511, %1512
  %1514 = fmul float %noise_scale431.us, %1513
  %1515 = fadd float %1509, %1514
  %1516 = fdiv float %1515, %1410
  %1517 = select i1 %1409, float %1502, float %1516
  store float %1517, ptr %1501, align 4
  %1518 = add nuw i64 %feature559718.us, 1
  %1519 = getelementptr inbounds float, ptr %234, i64 %1518
  %1520 = load float, ptr %1519, align 4
  %1521 = getelementptr inbounds float, ptr %235, i64 %1518
  %1522 = load float, ptr %1521, align 4
  %1523 = fneg float %1522
  %1524 = fmul float %uniforms.sroa.6.0.us, %1520
  %1525 = fsub float %1523, %1524
  %1526 = fmul float %eta, %1525
  %1527 = fsub float %1520, %1526
  %1528 = getelementptr inbounds float, ptr %128, i64 %1518
  %1529 = load float, ptr %1528, align 4
  %1530 = fmul float %uniforms.sroa.14.0.us, %1520
  %1531 = fsub float %1529, %1530
  %1532 = fmul float %noise_scale431.us, %1531
  %1533 = fadd float %1527, %1532
  %1534 = fdiv float %1533, %1410
  %1535 = select i1 %1409, float %1520, float %1534
  store float %1535, ptr %1519, align 4
  %1536 = add nuw i64 %feature559718.us, 2
  %exitcond919.not.1 = icmp eq i64 %1536, %n_features
  br i1 %exitcond919.not.1, label %noise.done553.us, label %feature.body557.us, !llvm.loop !38

noise.done553.us:                                 ; preds = %feature.body557.us.prol.loopexit, %feature.body557.us, %feature.body563.us.prol.loopexit, %feature.body563.us, %middle.block1164, %vec.epilog.middle.block1189, %middle.block, %vec.epilog.middle.block
  %t_next566.us = fmul float %anneal_ratio, %temperature425.0720.us
  %1537 = add nuw i64 %step430721.us, 1
  %exitcond921.not = icmp eq i64 %1537, %steps
  br i1 %exitcond921.not, label %step.header427.step.exit429_crit_edge.us, label %step.body428.us

feature.body563.us:                               ; preds = %feature.body563.us.prol.loopexit, %feature.body563.us
  %feature565719.us = phi i64 [ %1585, %feature.body563.us ], [ %feature565719.us.unr, %feature.body563.us.prol.loopexit ]
  %1538 = getelementptr inbounds float, ptr %234, i64 %feature565719.us
  %1539 = load float, ptr %1538, align 4
  %1540 = getelementptr inbounds float, ptr %235, i64 %feature565719.us
  %1541 = load float, ptr %1540, align 4
  %1542 = fneg float %1541
  %1543 = fmul float %uniforms.sroa.6.0.us, %1539
  %1544 = fsub float %1542, %1543
  %1545 = fmul float %eta, %1544
  %1546 = fsub float %1539, %1545
  %1547 = fdiv float %1546, %1410
  %1548 = select i1 %1409, float %1539, float %1547
  store float %1548, ptr %1538, align 4
  %1549 = add nuw i64 %feature565719.us, 1
  %1550 = getelementptr inbounds float, ptr %234, i64 %1549
  %1551 = load float, ptr %1550, align 4
  %1552 = getelementptr inbounds float, ptr %235, i64 %1549
  %1553 = load float, ptr %1552, align 4
  %1554 = fneg float %1553
  %1555 = fmul float %uniforms.sroa.6.0.us, %1551
  %1556 = fsub float %1554, %1555
  %1557 = fmul float %eta, %1556
  %1558 = fsub float %1551, %1557
  %1559 = fdiv float %1558, %1410
  %1560 = select i1 %1409, float %1551, float %1559
  store float %1560, ptr %1550, align 4
  %1561 = add nuw i64 %feature565719.us, 2
  %1562 = getelementptr inbounds float, ptr %234, i64 %1561
  %1563 = load float, ptr %1562, align 4
  %1564 = getelementptr inbounds float, ptr %235, i64 %1561
  %1565 = load float, ptr %1564, align 4
  %1566 = fneg float %1565
  %1567 = fmul float %uniforms.sroa.6.0.us, %1563
  %1568 = fsub float %1566, %1567
  %1569 = fmul float %eta, %1568
  %1570 = fsub float %1563, %1569
  %1571 = fdiv float %1570, %1410
  %1572 = select i1 %1409, float %1563, float %1571
  store float %1572, ptr %1562, align 4
  %1573 = add nuw i64 %feature565719.us, 3
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
  store float %1584, ptr %1574, align 4
  %1585 = add nuw i64 %feature565719.us, 4
  %exitcond920.not.3 = icmp eq i64 %1585, %n_features
  br i1 %exitcond920.not.3, label %noise.done553.us, label %feature.body563.us, !llvm.loop !39

fold_chunk.body536.us:                            ; preds = %fold_chunk.body536.us.preheader, %fold_chunk.header535.loopexit.us
  %indvar1195 = phi i64 [ %indvar.next1196, %fold_chunk.header535.loopexit.us ], [ 0, %fold_chunk.body536.us.preheader ]
  %indvars.iv915 = phi i64 [ %indvars.iv.next916, %fold_chunk.header535.loopexit.us ], [ 0, %fold_chunk.body536.us.preheader ]
  %indvars.iv910 = phi i64 [ %indvars.iv.next911, %fold_chunk.header535.loopexit.us ], [ 1024, %fold_chunk.body536.us.preheader ]
  %fold_chunk538716.us = phi i64 [ %1591, %fold_chunk.header535.loopexit.us ], [ 0, %fold_chunk.body536.us.preheader ]
  %fold_value530.0715.us = phi float [ %fold_value530.1.lcssa.us, %fold_chunk.header535.loopexit.us ], [ 0.000000e+00, %fold_chunk.body536.us.preheader ]
  %umin2465 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv910)
  %1586 = add i64 %umin2465, %indvars.iv915
  %umax2466 = tail call i64 @llvm.umax.i64(i64 %1586, i64 1)
  %umin2462 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv910)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv910)
  %1587 = add i64 %umin, %indvars.iv915
  %1588 = mul i64 %indvar1195, -4096
  %1589 = add i64 %226, %1588
  %1590 = add i64 %227, %1588
  %umin914 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv910)
  %1591 = add i64 %fold_chunk538716.us, 1024
  %chunk_end539.us = tail call i64 @llvm.umin.i64(i64 %1591, i64 %n_features)
  %1592 = icmp ult i64 %fold_chunk538716.us, %chunk_end539.us
  br i1 %1592, label %iter.check1201, label %feature.exit542.us

iter.check1201:                                   ; preds = %fold_chunk.body536.us
  %min.iters.check = icmp ult i64 %1587, 8
  br i1 %min.iters.check, label %feature.body541.us.preheader, label %vector.memcheck1192

vector.memcheck1192:                              ; preds = %iter.check1201
  %diff.check = icmp ult i64 %1589, 256
  %diff.check1198 = icmp ult i64 %1590, 256
  %conflict.rdx1199 = or i1 %diff.check, %diff.check1198
  br i1 %conflict.rdx1199, label %feature.body541.us.preheader, label %vector.main.loop.iter.check1203

vector.main.loop.iter.check1203:                  ; preds = %vector.memcheck1192
  %min.iters.check1202 = icmp ult i64 %1587, 64
  br i1 %min.iters.check1202, label %vec.epilog.ph1228, label %vector.ph1204

vector.ph1204:                                    ; preds = %vector.main.loop.iter.check1203
  %n.mod.vf1205 = and i64 %umin, 63
  %n.vec1206 = sub nuw i64 %1587, %n.mod.vf1205
  br label %vector.body1211

vector.body1211:                                  ; preds = %vector.body1211, %vector.ph1204
  %index1212 = phi i64 [ 0, %vector.ph1204 ], [ %index.next1221, %vector.body1211 ]
  %1593 = add i64 %fold_chunk538716.us, %index1212
  %1594 = getelementptr inbounds float, ptr %234, i64 %1593
  %1595 = getelementptr inbounds nuw i8, ptr %1594, i64 64
  %1596 = getelementptr inbounds nuw i8, ptr %1594, i64 128
  %1597 = getelementptr inbounds nuw i8, ptr %1594, i64 192
  %wide.load1213 = load <16 x float>, ptr %1594, align 4
  %wide.load1214 = load <16 x float>, ptr %1595, align 4
  %wide.load1215 = load <16 x float>, ptr %1596, align 4
  %wide.load1216 = load <16 x float>, ptr %1597, align 4
  %1598 = getelementptr inbounds float, ptr %235, i64 %1593
  %1599 = getelementptr inbounds nuw i8, ptr %1598, i64 64
  %1600 = getelementptr inbounds nuw i8, ptr %1598, i64 128
  %1601 = getelementptr inbounds nuw i8, ptr %1598, i64 192
  %wide.load1217 = load <16 x float>, ptr %1598, align 4
  %wide.load1218 = load <16 x float>, ptr %1599, align 4
  %wide.load1219 = load <16 x float>, ptr %1600, align 4
  %wide.load1220 = load <16 x float>, ptr %1601, align 4
  %1602 = fneg <16 x float> %wide.load1217
  %1603 = fneg <16 x float> %wide.load1218
  %1604 = fneg <16 x float> %wide.load1219
  %1605 = fneg <16 x float> %wide.load1220
  %1606 = fmul <16 x float> %broadcast.splat1208, %wide.load1213
  %1607 = fmul <16 x float> %broadcast.splat1208, %wide.load1214
  %1608 = fmul <16 x float> %broadcast.splat1208, %wide.load1215
  %1609 = fmul <16 x float> %broadcast.splat1208, %wide.load1216
  %1610 = fsub <16 x float> %1602, %1606
  %1611 = fsub <16 x float> %1603, %1607
  %1612 = fsub <16 x float> %1604, %1608
  %1613 = fsub <16 x float> %1605, %1609
  %1614 = fmul <16 x float> %broadcast.splat1210, %1610
  %1615 = fmul <16 x float> %broadcast.splat1210, %1611
  %1616 = fmul <16 x float> %broadcast.splat1210, %1612
  %1617 = fmul <16 x float> %broadcast.splat1210, %1613
  %1618 = fsub <16 x float> %wide.load1213, %1614
  %1619 = fsub <16 x float> %wide.load1214, %1615
  %1620 = fsub <16 x float> %wide.load1215, %1616
  %1621 = fsub <16 x float> %wide.load1216, %1617
  %1622 = fmul <16 x float> %1618, %1618
  %1623 = fmul <16 x float> %1619, %1619
  %1624 = fmul <16 x float> %1620, %1620
  %1625 = fmul <16 x float> %1621, %1621
  %1626 = getelementptr inbounds float, ptr %scratch, i64 %index1212
  %1627 = getelementptr inbounds nuw i8, ptr %1626, i64 64
  %1628 = getelementptr inbounds nuw i8, ptr %1626, i64 128
  %1629 = getelementptr inbounds nuw i8, ptr %1626, i64 192
  store <16 x float> %1622, ptr %1626, align 4
  store <16 x float> %1623, ptr %1627, align 4
  store <16 x float> %1624, ptr %1628, align 4
  store <16 x float> %1625, ptr %1629, align 4
  %index.next1221 = add nuw i64 %index1212, 64
  %1630 = icmp eq i64 %index.next1221, %n.vec1206
  br i1 %1630, label %middle.block1222, label %vector.body1211, !llvm.loop !40

middle.block1222:                                 ; preds = %vector.body1211
  %cmp.n1223 = icmp eq i64 %n.mod.vf1205, 0
  br i1 %cmp.n1223, label %feature.exit542.us, label %vec.epilog.iter.check1226

vec.epilog.iter.check1226:                        ; preds = %middle.block1222
  %ind.end = add i64 %fold_chunk538716.us, %n.vec1206
  %min.epilog.iters.check1227 = icmp samesign ult i64 %n.mod.vf1205, 8
  br i1 %min.epilog.iters.check1227, label %feature.body541.us.preheader, label %vec.epilog.ph1228, !prof !10

vec.epilog.ph1228:                                ; preds = %vector.main.loop.iter.check1203, %vec.epilog.iter.check1226
  %vec.epilog.resume.val1224 = phi i64 [ %n.vec1206, %vec.epilog.iter.check1226 ], [ 0, %vector.main.loop.iter.check1203 ]
  %n.mod.vf1229 = and i64 %umin, 7
  %n.vec1230 = sub i64 %1587, %n.mod.vf1229
  %1631 = add i64 %fold_chunk538716.us, %n.vec1230
  br label %vec.epilog.vector.body1235

vec.epilog.vector.body1235:                       ; preds = %vec.epilog.vector.body1235, %vec.epilog.ph1228
  %index1236 = phi i64 [ %vec.epilog.resume.val1224, %vec.epilog.ph1228 ], [ %index.next1239, %vec.epilog.vector.body1235 ]
  %offset.idx = add i64 %fold_chunk538716.us, %index1236
  %1632 = getelementptr inbounds float, ptr %234, i64 %offset.idx
  %wide.load1237 = load <8 x float>, ptr %1632, align 4
  %1633 = getelementptr inbounds float, ptr %235, i64 %offset.idx
  %wide.load1238 = load <8 x float>, ptr %1633, align 4
  %1634 = fneg <8 x float> %wide.load1238
  %1635 = fmul <8 x float> %broadcast.splat1232, %wide.load1237
  %1636 = fsub <8 x float> %1634, %1635
  %1637 = fmul <8 x float> %broadcast.splat1234, %1636
  %1638 = fsub <8 x float> %wide.load1237, %1637
  %1639 = fmul <8 x float> %1638, %1638
  %1640 = getelementptr inbounds float, ptr %scratch, i64 %index1236
  store <8 x float> %1639, ptr %1640, align 4
  %index.next1239 = add nuw i64 %index1236, 8
  %1641 = icmp eq i64 %index.next1239, %n.vec1230
  br i1 %1641, label %vec.epilog.middle.block1240, label %vec.epilog.vector.body1235, !llvm.loop !41

vec.epilog.middle.block1240:                      ; preds = %vec.epilog.vector.body1235
  %cmp.n1241 = icmp eq i64 %n.mod.vf1229, 0
  br i1 %cmp.n1241, label %feature.exit542.us, label %feature.body541.us.preheader

feature.body541.us.preheader:                     ; preds = %vector.memcheck1192, %iter.check1201, %vec.epilog.iter.check1226, %vec.epilog.middle.block1240
  %feature543711.us.ph = phi i64 [ %fold_chunk538716.us, %iter.check1201 ], [ %fold_chunk538716.us, %vector.memcheck1192 ], [ %ind.end, %vec.epilog.iter.check1226 ], [ %1631, %vec.epilog.middle.block1240 ]
  %1642 = sub i64 %umin2462, %feature543711.us.ph
  %xtraiter2463 = and i64 %1642, 3
  %lcmp.mod2464.not = icmp eq i64 %xtraiter2463, 0
  br i1 %lcmp.mod2464.not, label %feature.body541.us.prol.loopexit, label %feature.body541.us.prol

feature.body541.us.prol:                          ; preds = %feature.body541.us.preheader, %feature.body541.us.prol
  %feature543711.us.prol = phi i64 [ %1655, %feature.body541.us.prol ], [ %feature543711.us.ph, %feature.body541.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body541.us.prol ], [ 0, %feature.body541.us.preheader ]
  %1643 = getelementptr inbounds float, ptr %234, i64 %feature543711.us.prol
  %1644 = load float, ptr %1643, align 4
  %1645 = getelementptr inbounds float, ptr %235, i64 %feature543711.us.prol
  %1646 = load float, ptr %1645, align 4
  %1647 = fneg float %1646
  %1648 = fmul float %uniforms.sroa.6.0.us, %1644
  %1649 = fsub float %1647, %1648
  %1650 = fmul float %eta, %1649
  %1651 = fsub float %1644, %1650
  %1652 = fmul float %1651, %1651
  %1653 = sub nuw i64 %feature543711.us.prol, %fold_chunk538716.us
  %1654 = getelementptr inbounds float, ptr %scratch, i64 %1653
  store float %1652, ptr %1654, align 4
  %1655 = add nuw i64 %feature543711.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter2463
  br i1 %prol.iter.cmp.not, label %feature.body541.us.prol.loopexit, label %feature.body541.us.prol, !llvm.loop !42

feature.body541.us.prol.loopexit:                 ; preds = %feature.body541.us.prol, %feature.body541.us.preheader
  %feature543711.us.unr = phi i64 [ %feature543711.us.ph, %feature.body541.us.preheader ], [ %1655, %feature.body541.us.prol ]
  %1656 = sub i64 %feature543711.us.ph, %umin2462
  %1657 = icmp ugt i64 %1656, -4
  br i1 %1657, label %feature.exit542.us, label %feature.body541.us

feature.exit542.us:                               ; preds = %feature.body541.us.prol.loopexit, %feature.body541.us, %middle.block1222, %vec.epilog.middle.block1240, %fold_chunk.body536.us
  %.not815 = icmp eq i64 %chunk_end539.us, %fold_chunk538716.us
  br i1 %.not815, label %fold_chunk.header535.loopexit.us, label %fold_sums.body547.us.preheader

fold_sums.body547.us.preheader:                   ; preds = %feature.exit542.us
  %xtraiter2467 = and i64 %umax2466, 7
  %1658 = icmp ult i64 %1586, 8
  br i1 %1658, label %fold_sums.body547.us.epil.preheader, label %fold_sums.body547.us.preheader.new

fold_sums.body547.us.preheader.new:               ; preds = %fold_sums.body547.us.preheader
  %unroll_iter2472 = and i64 %umax2466, -8
  br label %fold_sums.body547.us

fold_sums.body547.us:                             ; preds = %fold_sums.body547.us, %fold_sums.body547.us.preheader.new
  %fold_sums549713.us = phi i64 [ 0, %fold_sums.body547.us.preheader.new ], [ %1690, %fold_sums.body547.us ]
  %fold_value530.1712.us = phi float [ %fold_value530.0715.us, %fold_sums.body547.us.preheader.new ], [ %1689, %fold_sums.body547.us ]
  %niter2473 = phi i64 [ 0, %fold_sums.body547.us.preheader.new ], [ %niter2473.next.7, %fold_sums.body547.us ]
  %1659 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums549713.us
  %1660 = load float, ptr %1659, align 4
  %1661 = fadd float %fold_value530.1712.us, %1660
  %1662 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1663 = getelementptr i8, ptr %1662, i64 4
  %1664 = load float, ptr %1663, align 4
  %1665 = fadd float %1661, %1664
  %1666 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1667 = getelementptr i8, ptr %1666, i64 8
  %1668 = load float, ptr %1667, align 4
  %1669 = fadd float %1665, %1668
  %1670 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1671 = getelementptr i8, ptr %1670, i64 12
  %1672 = load float, ptr %1671, align 4
  %1673 = fadd float %1669, %1672
  %1674 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1675 = getelementptr i8, ptr %1674, i64 16
  %1676 = load float, ptr %1675, align 4
  %1677 = fadd float %1673, %1676
  %1678 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1679 = getelementptr i8, ptr %1678, i64 20
  %1680 = load float, ptr %1679, align 4
  %1681 = fadd float %1677, %1680
  %1682 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1683 = getelementptr i8, ptr %1682, i64 24
  %1684 = load float, ptr %1683, align 4
  %1685 = fadd float %1681, %1684
  %1686 = getelementptr float, ptr %scratch, i64 %fold_sums549713.us
  %1687 = getelementptr i8, ptr %1686, i64 28
  %1688 = load float, ptr %1687, align 4
  %1689 = fadd float %1685, %1688
  %1690 = add nuw i64 %fold_sums549713.us, 8
  %niter2473.next.7 = add i64 %niter2473, 8
  %niter2473.ncmp.7 = icmp eq i64 %niter2473.next.7, %unroll_iter2472
  br i1 %niter2473.ncmp.7, label %fold_chunk.header535.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body547.us

feature.body541.us:                               ; preds = %feature.body541.us.prol.loopexit, %feature.body541.us
  %feature543711.us = phi i64 [ %1742, %feature.body541.us ], [ %feature543711.us.unr, %feature.body541.us.prol.loopexit ]
  %1691 = getelementptr inbounds float, ptr %234, i64 %feature543711.us
  %1692 = load float, ptr %1691, align 4
  %1693 = getelementptr inbounds float, ptr %235, i64 %feature543711.us
  %1694 = load float, ptr %1693, align 4
  %1695 = fneg float %1694
  %1696 = fmul float %uniforms.sroa.6.0.us, %1692
  %1697 = fsub float %1695, %1696
  %1698 = fmul float %eta, %1697
  %1699 = fsub float %1692, %1698
  %1700 = fmul float %1699, %1699
  %1701 = sub nuw i64 %feature543711.us, %fold_chunk538716.us
  %1702 = getelementptr inbounds float, ptr %scratch, i64 %1701
  store float %1700, ptr %1702, align 4
  %1703 = add nuw i64 %feature543711.us, 1
  %1704 = getelementptr inbounds float, ptr %234, i64 %1703
  %1705 = load float, ptr %1704, align 4
  %1706 = getelementptr inbounds float, ptr %235, i64 %1703
  %1707 = load float, ptr %1706, align 4
  %1708 = fneg float %1707
  %1709 = fmul float %uniforms.sroa.6.0.us, %1705
  %1710 = fsub float %1708, %1709
  %1711 = fmul float %eta, %1710
  %1712 = fsub float %1705, %1711
  %1713 = fmul float %1712, %1712
  %1714 = sub nuw i64 %1703, %fold_chunk538716.us
  %1715 = getelementptr inbounds float, ptr %scratch, i64 %1714
  store float %1713, ptr %1715, align 4
  %1716 = add nuw i64 %feature543711.us, 2
  %1717 = getelementptr inbounds float, ptr %234, i64 %1716
  %1718 = load float, ptr %1717, align 4
  %1719 = getelementptr inbounds float, ptr %235, i64 %1716
  %1720 = load float, ptr %1719, align 4
  %1721 = fneg float %1720
  %1722 = fmul float %uniforms.sroa.6.0.us, %1718
  %1723 = fsub float %1721, %1722
  %1724 = fmul float %eta, %1723
  %1725 = fsub float %1718, %1724
  %1726 = fmul float %1725, %1725
  %1727 = sub nuw i64 %1716, %fold_chunk538716.us
  %1728 = getelementptr inbounds float, ptr %scratch, i64 %1727
  store float %1726, ptr %1728, align 4
  %1729 = add nuw i64 %feature543711.us, 3
  %1730 = getelementptr inbounds float, ptr %234, i64 %1729
  %1731 = load float, ptr %1730, align 4
  %1732 = getelementptr inbounds float, ptr %235, i64 %1729
  %1733 = load float, ptr %1732, align 4
  %1734 = fneg float %1733
  %1735 = fmul float %uniforms.sroa.6.0.us, %1731
  %1736 = fsub float %1734, %1735
  %1737 = fmul float %eta, %1736
  %1738 = fsub float %1731, %1737
  %1739 = fmul float %1738, %1738
  %1740 = sub nuw i64 %1729, %fold_chunk538716.us
  %1741 = getelementptr inbounds float, ptr %scratch, i64 %1740
  store float %1739, ptr %1741, align 4
  %1742 = add nuw i64 %feature543711.us, 4
  %exitcond913.not.3 = icmp eq i64 %1742, %umin914
  br i1 %exitcond913.not.3, label %feature.exit542.us, label %feature.body541.us, !llvm.loop !43

fold_chunk.body492.us:                            ; preds = %step.body428.us, %fold_chunk.header491.loopexit.us
  %indvar1315 = phi i64 [ %indvar.next1316, %fold_chunk.header491.loopexit.us ], [ 0, %step.body428.us ]
  %indvars.iv897 = phi i64 [ %indvars.iv.next898, %fold_chunk.header491.loopexit.us ], [ 0, %step.body428.us ]
  %indvars.iv892 = phi i64 [ %indvars.iv.next893, %fold_chunk.header491.loopexit.us ], [ 1024, %step.body428.us ]
  %fold_chunk494700.us = phi i64 [ %1752, %fold_chunk.header491.loopexit.us ], [ 0, %step.body428.us ]
  %fold_value486.0699.us = phi float [ %fold_value486.1.lcssa.us, %fold_chunk.header491.loopexit.us ], [ 0.000000e+00, %step.body428.us ]
  %fold_value481.0698.us = phi float [ %fold_value481.1.lcssa.us, %fold_chunk.header491.loopexit.us ], [ 0.000000e+00, %step.body428.us ]
  %fold_value476.0697.us = phi float [ %fold_value476.1.lcssa.us, %fold_chunk.header491.loopexit.us ], [ 0.000000e+00, %step.body428.us ]
  %umin2439 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv892)
  %1743 = add i64 %umin2439, %indvars.iv897
  %umax2440 = tail call i64 @llvm.umax.i64(i64 %1743, i64 1)
  %umin2436 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv892)
  %umin1329 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv892)
  %1744 = add i64 %umin1329, %indvars.iv897
  %1745 = mul i64 %indvar1315, -4096
  %1746 = add i64 %216, %1745
  %1747 = add i64 %217, %1745
  %1748 = add i64 %218, %1745
  %1749 = add i64 %219, %1745
  %1750 = add i64 %220, %1745
  %1751 = add i64 %221, %1745
  %umin896 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv892)
  %1752 = add i64 %fold_chunk494700.us, 1024
  %chunk_end495.us = tail call i64 @llvm.umin.i64(i64 %1752, i64 %n_features)
  %1753 = icmp ult i64 %fold_chunk494700.us, %chunk_end495.us
  br i1 %1753, label %iter.check1332, label %feature.exit498.us

iter.check1332:                                   ; preds = %fold_chunk.body492.us
  %min.iters.check1330 = icmp ult i64 %1744, 4
  br i1 %min.iters.check1330, label %feature.body497.us.preheader, label %vector.memcheck1311

vector.memcheck1311:                              ; preds = %iter.check1332
  %diff.check1317 = icmp ult i64 %1746, 128
  %conflict.rdx1318 = or i1 %conflict.rdx1314, %diff.check1317
  %diff.check1319 = icmp ult i64 %1747, 128
  %conflict.rdx1320 = or i1 %conflict.rdx1318, %diff.check1319
  %diff.check1321 = icmp ult i64 %1748, 128
  %conflict.rdx1322 = or i1 %conflict.rdx1320, %diff.check1321
  %diff.check1323 = icmp ult i64 %1749, 128
  %conflict.rdx1324 = or i1 %conflict.rdx1322, %diff.check1323
  %diff.check1325 = icmp ult i64 %1750, 128
  %conflict.rdx1326 = or i1 %conflict.rdx1324, %diff.check1325
  %diff.check1327 = icmp ult i64 %1751, 128
  %conflict.rdx1328 = or i1 %conflict.rdx1326, %diff.check1327
  br i1 %conflict.rdx1328, label %feature.body497.us.preheader, label %vector.main.loop.iter.check1334

vector.main.loop.iter.check1334:                  ; preds = %vector.memcheck1311
  %min.iters.check1333 = icmp ult i64 %1744, 32
  br i1 %min.iters.check1333, label %vec.epilog.ph1351, label %vector.ph1335

vector.ph1335:                                    ; preds = %vector.main.loop.iter.check1334
  %n.mod.vf1336 = and i64 %umin1329, 31
  %n.vec1337 = sub nuw i64 %1744, %n.mod.vf1336
  br label %vector.body1338

vector.body1338:                                  ; preds = %vector.body1338, %vector.ph1335
  %index1339 = phi i64 [ 0, %vector.ph1335 ], [ %index.next1344, %vector.body1338 ]
  %1754 = add i64 %fold_chunk494700.us, %index1339
  %1755 = getelementptr inbounds float, ptr %234, i64 %1754
  %1756 = getelementptr inbounds nuw i8, ptr %1755, i64 64
  %wide.load1340 = load <16 x float>, ptr %1755, align 4
  %wide.load1341 = load <16 x float>, ptr %1756, align 4
  %1757 = fmul <16 x float> %wide.load1340, %wide.load1340
  %1758 = fmul <16 x float> %wide.load1341, %wide.load1341
  %1759 = getelementptr inbounds float, ptr %235, i64 %1754
  %1760 = getelementptr inbounds nuw i8, ptr %1759, i64 64
  %wide.load1342 = load <16 x float>, ptr %1759, align 4
  %wide.load1343 = load <16 x float>, ptr %1760, align 4
  %1761 = fneg <16 x float> %wide.load1342
  %1762 = fneg <16 x float> %wide.load1343
  %1763 = fmul <16 x float> %wide.load1340, %1761
  %1764 = fmul <16 x float> %wide.load1341, %1762
  %1765 = fmul <16 x float> %wide.load1340, zeroinitializer
  %1766 = fmul <16 x float> %wide.load1341, zeroinitializer
  %1767 = getelementptr inbounds float, ptr %scratch, i64 %index1339
  %1768 = getelementptr inbounds nuw i8, ptr %1767, i64 64
  store <16 x float> %1757, ptr %1767, align 4
  store <16 x float> %1758, ptr %1768, align 4
  %1769 = getelementptr float, ptr %147, i64 %index1339
  %1770 = getelementptr i8, ptr %1769, i64 64
  store <16 x float> %1763, ptr %1769, align 4
  store <16 x float> %1764, ptr %1770, align 4
  %1771 = getelementptr float, ptr %148, i64 %index1339
  %1772 = getelementptr i8, ptr %1771, i64 64
  store <16 x float> %1765, ptr %1771, align 4
  store <16 x float> %1766, ptr %1772, align 4
  %index.next1344 = add nuw i64 %index1339, 32
  %1773 = icmp eq i64 %index.next1344, %n.vec1337
  br i1 %1773, label %middle.block1345, label %vector.body1338, !llvm.loop !44

middle.block1345:                                 ; preds = %vector.body1338
  %cmp.n1346 = icmp eq i64 %n.mod.vf1336, 0
  br i1 %cmp.n1346, label %feature.exit498.us, label %vec.epilog.iter.check1349

vec.epilog.iter.check1349:                        ; preds = %middle.block1345
  %ind.end1363 = add i64 %fold_chunk494700.us, %n.vec1337
  %min.epilog.iters.check1350 = icmp samesign ult i64 %n.mod.vf1336, 4
  br i1 %min.epilog.iters.check1350, label %feature.body497.us.preheader, label %vec.epilog.ph1351, !prof !45

vec.epilog.ph1351:                                ; preds = %vector.main.loop.iter.check1334, %vec.epilog.iter.check1349
  %vec.epilog.resume.val1347 = phi i64 [ %n.vec1337, %vec.epilog.iter.check1349 ], [ 0, %vector.main.loop.iter.check1334 ]
  %n.mod.vf1352 = and i64 %umin1329, 3
  %n.vec1353 = sub i64 %1744, %n.mod.vf1352
  %1774 = add i64 %fold_chunk494700.us, %n.vec1353
  br label %vec.epilog.vector.body1354

vec.epilog.vector.body1354:                       ; preds = %vec.epilog.vector.body1354, %vec.epilog.ph1351
  %index1355 = phi i64 [ %vec.epilog.resume.val1347, %vec.epilog.ph1351 ], [ %index.next1359, %vec.epilog.vector.body1354 ]
  %offset.idx1356 = add i64 %fold_chunk494700.us, %index1355
  %1775 = getelementptr inbounds float, ptr %234, i64 %offset.idx1356
  %wide.load1357 = load <4 x float>, ptr %1775, align 4
  %1776 = fmul <4 x float> %wide.load1357, %wide.load1357
  %1777 = getelementptr inbounds float, ptr %235, i64 %offset.idx1356
  %wide.load1358 = load <4 x float>, ptr %1777, align 4
  %1778 = fneg <4 x float> %wide.load1358
  %1779 = fmul <4 x float> %wide.load1357, %1778
  %1780 = fmul <4 x float> %wide.load1357, zeroinitializer
  %1781 = getelementptr inbounds float, ptr %scratch, i64 %index1355
  store <4 x float> %1776, ptr %1781, align 4
  %1782 = getelementptr float, ptr %147, i64 %index1355
  store <4 x float> %1779, ptr %1782, align 4
  %1783 = getelementptr float, ptr %148, i64 %index1355
  store <4 x float> %1780, ptr %1783, align 4
  %index.next1359 = add nuw i64 %index1355, 4
  %1784 = icmp eq i64 %index.next1359, %n.vec1353
  br i1 %1784, label %vec.epilog.middle.block1360, label %vec.epilog.vector.body1354, !llvm.loop !46

vec.epilog.middle.block1360:                      ; preds = %vec.epilog.vector.body1354
  %cmp.n1361 = icmp eq i64 %n.mod.vf1352, 0
  br i1 %cmp.n1361, label %feature.exit498.us, label %feature.body497.us.preheader

feature.body497.us.preheader:                     ; preds = %vector.memcheck1311, %iter.check1332, %vec.epilog.iter.check1349, %vec.epilog.middle.block1360
  %feature499689.us.ph = phi i64 [ %fold_chunk494700.us, %iter.check1332 ], [ %fold_chunk494700.us, %vector.memcheck1311 ], [ %ind.end1363, %vec.epilog.iter.check1349 ], [ %1774, %vec.epilog.middle.block1360 ]
  %1785 = sub i64 %umin2436, %feature499689.us.ph
  %.neg2691 = add i64 %feature499689.us.ph, 1
  %xtraiter2437 = and i64 %1785, 1
  %lcmp.mod2438.not = icmp eq i64 %xtraiter2437, 0
  br i1 %lcmp.mod2438.not, label %feature.body497.us.prol.loopexit, label %feature.body497.us.prol

feature.body497.us.prol:                          ; preds = %feature.body497.us.preheader
  %1786 = getelementptr inbounds float, ptr %234, i64 %feature499689.us.ph
  %1787 = load float, ptr %1786, align 4
  %1788 = fmul float %1787, %1787
  %1789 = getelementptr inbounds float, ptr %235, i64 %feature499689.us.ph
  %1790 = load float, ptr %1789, align 4
  %1791 = fneg float %1790
  %1792 = fmul float %1787, %1791
  %1793 = fmul float %1787, 0.000000e+00
  %1794 = sub nuw i64 %feature499689.us.ph, %fold_chunk494700.us
  %1795 = getelementptr inbounds float, ptr %scratch, i64 %1794
  store float %1788, ptr %1795, align 4
  %1796 = getelementptr float, ptr %147, i64 %1794
  store float %1792, ptr %1796, align 4
  %1797 = getelementptr float, ptr %148, i64 %1794
  store float %1793, ptr %1797, align 4
  %1798 = add nuw i64 %feature499689.us.ph, 1
  br label %feature.body497.us.prol.loopexit

feature.body497.us.prol.loopexit:                 ; preds = %feature.body497.us.prol, %feature.body497.us.preheader
  %feature499689.us.unr = phi i64 [ %feature499689.us.ph, %feature.body497.us.preheader ], [ %1798, %feature.body497.us.prol ]
  %1799 = icmp eq i64 %umin2436, %.neg2691
  br i1 %1799, label %feature.exit498.us, label %feature.body497.us

feature.exit498.us:                               ; preds = %feature.body497.us.prol.loopexit, %feature.body497.us, %middle.block1345, %vec.epilog.middle.block1360, %fold_chunk.body492.us
  %.not813 = icmp eq i64 %chunk_end495.us, %fold_chunk494700.us
  br i1 %.not813, label %fold_chunk.header491.loopexit.us, label %fold_sums.body503.us.preheader

fold_sums.body503.us.preheader:                   ; preds = %feature.exit498.us
  %xtraiter2441 = and i64 %umax2440, 3
  %1800 = icmp ult i64 %1743, 4
  br i1 %1800, label %fold_sums.body503.us.epil.preheader, label %fold_sums.body503.us.preheader.new

fold_sums.body503.us.preheader.new:               ; preds = %fold_sums.body503.us.preheader
  %unroll_iter2448 = and i64 %umax2440, -4
  br label %fold_sums.body503.us

fold_sums.body503.us:                             ; preds = %fold_sums.body503.us, %fold_sums.body503.us.preheader.new
  %fold_sums505693.us = phi i64 [ 0, %fold_sums.body503.us.preheader.new ], [ %1840, %fold_sums.body503.us ]
  %fold_value486.1692.us = phi float [ %fold_value486.0699.us, %fold_sums.body503.us.preheader.new ], [ %1839, %fold_sums.body503.us ]
  %fold_value481.1691.us = phi float [ %fold_value481.0698.us, %fold_sums.body503.us.preheader.new ], [ %1836, %fold_sums.body503.us ]
  %fold_value476.1690.us = phi float [ %fold_value476.0697.us, %fold_sums.body503.us.preheader.new ], [ %1833, %fold_sums.body503.us ]
  %niter2449 = phi i64 [ 0, %fold_sums.body503.us.preheader.new ], [ %niter2449.next.3, %fold_sums.body503.us ]
  %1801 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums505693.us
  %1802 = load float, ptr %1801, align 4
  %1803 = fadd float %fold_value476.1690.us, %1802
  %1804 = getelementptr inbounds float, ptr %147, i64 %fold_sums505693.us
  %1805 = load float, ptr %1804, align 4
  %1806 = fadd float %fold_value481.1691.us, %1805
  %1807 = getelementptr inbounds float, ptr %148, i64 %fold_sums505693.us
  %1808 = load float, ptr %1807, align 4
  %1809 = fadd float %fold_value486.1692.us, %1808
  %1810 = or disjoint i64 %fold_sums505693.us, 1
  %1811 = getelementptr inbounds float, ptr %scratch, i64 %1810
  %1812 = load float, ptr %1811, align 4
  %1813 = fadd float %1803, %1812
  %1814 = getelementptr inbounds float, ptr %147, i64 %1810
  %1815 = load float, ptr %1814, align 4
  %1816 = fadd float %1806, %1815
  %1817 = getelementptr inbounds float, ptr %148, i64 %1810
  %1818 = load float, ptr %1817, align 4
  %1819 = fadd float %1809, %1818
  %1820 = or disjoint i64 %fold_sums505693.us, 2
  %1821 = getelementptr inbounds float, ptr %scratch, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = fadd float %1813, %1822
  %1824 = getelementptr inbounds float, ptr %147, i64 %1820
  %1825 = load float, ptr %1824, align 4
  %1826 = fadd float %1816, %1825
  %1827 = getelementptr inbounds float, ptr %148, i64 %1820
  %1828 = load float, ptr %1827, align 4
  %1829 = fadd float %1819, %1828
  %1830 = or disjoint i64 %fold_sums505693.us, 3
  %1831 = getelementptr inbounds float, ptr %scratch, i64 %1830
  %1832 = load float, ptr %1831, align 4
  %1833 = fadd float %1823, %1832
  %1834 = getelementptr inbounds float, ptr %147, i64 %1830
  %1835 = load float, ptr %1834, align 4
  %1836 = fadd float %1826, %1835
  %1837 = getelementptr inbounds float, ptr %148, i64 %1830
  %1838 = load float, ptr %1837, align 4
  %1839 = fadd float %1829, %1838
  %1840 = add nuw i64 %fold_sums505693.us, 4
  %niter2449.next.3 = add i64 %niter2449, 4
  %niter2449.ncmp.3 = icmp eq i64 %niter2449.next.3, %unroll_iter2448
  br i1 %niter2449.ncmp.3, label %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body503.us

feature.body497.us:                               ; preds = %feature.body497.us.prol.loopexit, %feature.body497.us
  %feature499689.us = phi i64 [ %1866, %feature.body497.us ], [ %feature499689.us.unr, %feature.body497.us.prol.loopexit ]
  %1841 = getelementptr inbounds float, ptr %234, i64 %feature499689.us
  %1842 = load float, ptr %1841, align 4
  %1843 = fmul float %1842, %1842
  %1844 = getelementptr inbounds float, ptr %235, i64 %feature499689.us
  %1845 = load float, ptr %1844, align 4
  %1846 = fneg float %1845
  %1847 = fmul float %1842, %1846
  %1848 = fmul float %1842, 0.000000e+00
  %1849 = sub nuw i64 %feature499689.us, %fold_chunk494700.us
  %1850 = getelementptr inbounds float, ptr %scratch, i64 %1849
  store float %1843, ptr %1850, align 4
  %1851 = getelementptr float, ptr %147, i64 %1849
  store float %1847, ptr %1851, align 4
  %1852 = getelementptr float, ptr %148, i64 %1849
  store float %1848, ptr %1852, align 4
  %1853 = add nuw i64 %feature499689.us, 1
  %1854 = getelementptr inbounds float, ptr %234, i64 %1853
  %1855 = load float, ptr %1854, align 4
  %1856 = fmul float %1855, %1855
  %1857 = getelementptr inbounds float, ptr %235, i64 %1853
  %1858 = load float, ptr %1857, align 4
  %1859 = fneg float %1858
  %1860 = fmul float %1855, %1859
  %1861 = fmul float %1855, 0.000000e+00
  %1862 = sub nuw i64 %1853, %fold_chunk494700.us
  %1863 = getelementptr inbounds float, ptr %scratch, i64 %1862
  store float %1856, ptr %1863, align 4
  %1864 = getelementptr float, ptr %147, i64 %1862
  store float %1860, ptr %1864, align 4
  %1865 = getelementptr float, ptr %148, i64 %1862
  store float %1861, ptr %1865, align 4
  %1866 = add nuw i64 %feature499689.us, 2
  %exitcond895.not.1 = icmp eq i64 %1866, %umin896
  br i1 %exitcond895.not.1, label %feature.exit498.us, label %feature.body497.us, !llvm.loop !47

fold_chunk.header535.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body547.us
  %lcmp.mod2469.not = icmp eq i64 %xtraiter2467, 0
  br i1 %lcmp.mod2469.not, label %fold_chunk.header535.loopexit.us, label %fold_sums.body547.us.epil.preheader

fold_sums.body547.us.epil.preheader:              ; preds = %fold_chunk.header535.loopexit.us.loopexit.unr-lcssa, %fold_sums.body547.us.preheader
  %fold_sums549713.us.epil.init = phi i64 [ 0, %fold_sums.body547.us.preheader ], [ %1690, %fold_chunk.header535.loopexit.us.loopexit.unr-lcssa ]
  %fold_value530.1712.us.epil.init = phi float [ %fold_value530.0715.us, %fold_sums.body547.us.preheader ], [ %1689, %fold_chunk.header535.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2471 = icmp ne i64 %xtraiter2467, 0
  tail call void @llvm.assume(i1 %lcmp.mod2471)
  br label %fold_sums.body547.us.epil

fold_sums.body547.us.epil:                        ; preds = %fold_sums.body547.us.epil, %fold_sums.body547.us.epil.preheader
  %fold_sums549713.us.epil = phi i64 [ %1870, %fold_sums.body547.us.epil ], [ %fold_sums549713.us.epil.init, %fold_sums.body547.us.epil.preheader ]
  %fold_value530.1712.us.epil = phi float [ %1869, %fold_sums.body547.us.epil ], [ %fold_value530.1712.us.epil.init, %fold_sums.body547.us.epil.preheader ]
  %epil.iter2468 = phi i64 [ %epil.iter2468.next, %fold_sums.body547.us.epil ], [ 0, %fold_sums.body547.us.epil.preheader ]
  %1867 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums549713.us.epil
  %1868 = load float, ptr %1867, align 4
  %1869 = fadd float %fold_value530.1712.us.epil, %1868
  %1870 = add nuw i64 %fold_sums549713.us.epil, 1
  %epil.iter2468.next = add i64 %epil.iter2468, 1
  %epil.iter2468.cmp.not = icmp eq i64 %epil.iter2468.next, %xtraiter2467
  br i1 %epil.iter2468.cmp.not, label %fold_chunk.header535.loopexit.us, label %fold_sums.body547.us.epil, !llvm.loop !48

fold_chunk.header535.loopexit.us:                 ; preds = %fold_chunk.header535.loopexit.us.loopexit.unr-lcssa, %fold_sums.body547.us.epil, %feature.exit542.us
  %fold_value530.1.lcssa.us = phi float [ %fold_value530.0715.us, %feature.exit542.us ], [ %1689, %fold_chunk.header535.loopexit.us.loopexit.unr-lcssa ], [ %1869, %fold_sums.body547.us.epil ]
  %1871 = icmp ult i64 %1591, %n_features
  %indvars.iv.next911 = add i64 %indvars.iv910, 1024
  %indvars.iv.next916 = add i64 %indvars.iv915, -1024
  %indvar.next1196 = add i64 %indvar1195, 1
  br i1 %1871, label %fold_chunk.body536.us, label %noise.done509.us

fold_chunk.header515.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body527.us
  %lcmp.mod2457.not = icmp eq i64 %xtraiter2455, 0
  br i1 %lcmp.mod2457.not, label %fold_chunk.header515.loopexit.us, label %fold_sums.body527.us.epil.preheader

fold_sums.body527.us.epil.preheader:              ; preds = %fold_chunk.header515.loopexit.us.loopexit.unr-lcssa, %fold_sums.body527.us.preheader
  %fold_sums529706.us.epil.init = phi i64 [ 0, %fold_sums.body527.us.preheader ], [ %1370, %fold_chunk.header515.loopexit.us.loopexit.unr-lcssa ]
  %fold_value510.1705.us.epil.init = phi float [ %fold_value510.0708.us, %fold_sums.body527.us.preheader ], [ %1369, %fold_chunk.header515.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2459 = icmp ne i64 %xtraiter2455, 0
  tail call void @llvm.assume(i1 %lcmp.mod2459)
  br label %fold_sums.body527.us.epil

fold_sums.body527.us.epil:                        ; preds = %fold_sums.body527.us.epil, %fold_sums.body527.us.epil.preheader
  %fold_sums529706.us.epil = phi i64 [ %1875, %fold_sums.body527.us.epil ], [ %fold_sums529706.us.epil.init, %fold_sums.body527.us.epil.preheader ]
  %fold_value510.1705.us.epil = phi float [ %1874, %fold_sums.body527.us.epil ], [ %fold_value510.1705.us.epil.init, %fold_sums.body527.us.epil.preheader ]
  %epil.iter2456 = phi i64 [ %epil.iter2456.next, %fold_sums.body527.us.epil ], [ 0, %fold_sums.body527.us.epil.preheader ]
  %1872 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums529706.us.epil
  %1873 = load float, ptr %1872, align 4
  %1874 = fadd float %fold_value510.1705.us.epil, %1873
  %1875 = add nuw i64 %fold_sums529706.us.epil, 1
  %epil.iter2456.next = add i64 %epil.iter2456, 1
  %epil.iter2456.cmp.not = icmp eq i64 %epil.iter2456.next, %xtraiter2455
  br i1 %epil.iter2456.cmp.not, label %fold_chunk.header515.loopexit.us, label %fold_sums.body527.us.epil, !llvm.loop !49

fold_chunk.header515.loopexit.us:                 ; preds = %fold_chunk.header515.loopexit.us.loopexit.unr-lcssa, %fold_sums.body527.us.epil, %feature.exit522.us
  %fold_value510.1.lcssa.us = phi float [ %fold_value510.0708.us, %feature.exit522.us ], [ %1369, %fold_chunk.header515.loopexit.us.loopexit.unr-lcssa ], [ %1874, %fold_sums.body527.us.epil ]
  %1876 = icmp ult i64 %1241, %n_features
  %indvars.iv.next902 = add i64 %indvars.iv901, 1024
  %indvars.iv.next907 = add i64 %indvars.iv906, -1024
  %indvar.next1245 = add i64 %indvar1244, 1
  br i1 %1876, label %fold_chunk.body516.us, label %noise.done509.us

fold_chunk.header491.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body503.us
  %lcmp.mod2443.not = icmp eq i64 %xtraiter2441, 0
  br i1 %lcmp.mod2443.not, label %fold_chunk.header491.loopexit.us, label %fold_sums.body503.us.epil.preheader

fold_sums.body503.us.epil.preheader:              ; preds = %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa, %fold_sums.body503.us.preheader
  %fold_sums505693.us.epil.init = phi i64 [ 0, %fold_sums.body503.us.preheader ], [ %1840, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ]
  %fold_value486.1692.us.epil.init = phi float [ %fold_value486.0699.us, %fold_sums.body503.us.preheader ], [ %1839, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ]
  %fold_value481.1691.us.epil.init = phi float [ %fold_value481.0698.us, %fold_sums.body503.us.preheader ], [ %1836, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ]
  %fold_value476.1690.us.epil.init = phi float [ %fold_value476.0697.us, %fold_sums.body503.us.preheader ], [ %1833, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2447 = icmp ne i64 %xtraiter2441, 0
  tail call void @llvm.assume(i1 %lcmp.mod2447)
  br label %fold_sums.body503.us.epil

fold_sums.body503.us.epil:                        ; preds = %fold_sums.body503.us.epil, %fold_sums.body503.us.epil.preheader
  %fold_sums505693.us.epil = phi i64 [ %1886, %fold_sums.body503.us.epil ], [ %fold_sums505693.us.epil.init, %fold_sums.body503.us.epil.preheader ]
  %fold_value486.1692.us.epil = phi float [ %1885, %fold_sums.body503.us.epil ], [ %fold_value486.1692.us.epil.init, %fold_sums.body503.us.epil.preheader ]
  %fold_value481.1691.us.epil = phi float [ %1882, %fold_sums.body503.us.epil ], [ %fold_value481.1691.us.epil.init, %fold_sums.body503.us.epil.preheader ]
  %fold_value476.1690.us.epil = phi float [ %1879, %fold_sums.body503.us.epil ], [ %fold_value476.1690.us.epil.init, %fold_sums.body503.us.epil.preheader ]
  %epil.iter2442 = phi i64 [ %epil.iter2442.next, %fold_sums.body503.us.epil ], [ 0, %fold_sums.body503.us.epil.preheader ]
  %1877 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums505693.us.epil
  %1878 = load float, ptr %1877, align 4
  %1879 = fadd float %fold_value476.1690.us.epil, %1878
  %1880 = getelementptr inbounds float, ptr %147, i64 %fold_sums505693.us.epil
  %1881 = load float, ptr %1880, align 4
  %1882 = fadd float %fold_value481.1691.us.epil, %1881
  %1883 = getelementptr inbounds float, ptr %148, i64 %fold_sums505693.us.epil
  %1884 = load float, ptr %1883, align 4
  %1885 = fadd float %fold_value486.1692.us.epil, %1884
  %1886 = add nuw i64 %fold_sums505693.us.epil, 1
  %epil.iter2442.next = add i64 %epil.iter2442, 1
  %epil.iter2442.cmp.not = icmp eq i64 %epil.iter2442.next, %xtraiter2441
  br i1 %epil.iter2442.cmp.not, label %fold_chunk.header491.loopexit.us, label %fold_sums.body503.us.epil, !llvm.loop !50

fold_chunk.header491.loopexit.us:                 ; preds = %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa, %fold_sums.body503.us.epil, %feature.exit498.us
  %fold_value476.1.lcssa.us = phi float [ %fold_value476.0697.us, %feature.exit498.us ], [ %1833, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ], [ %1879, %fold_sums.body503.us.epil ]
  %fold_value481.1.lcssa.us = phi float [ %fold_value481.0698.us, %feature.exit498.us ], [ %1836, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ], [ %1882, %fold_sums.body503.us.epil ]
  %fold_value486.1.lcssa.us = phi float [ %fold_value486.0699.us, %feature.exit498.us ], [ %1839, %fold_chunk.header491.loopexit.us.loopexit.unr-lcssa ], [ %1885, %fold_sums.body503.us.epil ]
  %1887 = icmp ult i64 %1752, %n_features
  %indvars.iv.next893 = add i64 %indvars.iv892, 1024
  %indvars.iv.next898 = add i64 %indvars.iv897, -1024
  %indvar.next1316 = add i64 %indvar1315, 1
  br i1 %1887, label %fold_chunk.body492.us, label %noise.done461.us

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod2431.not = icmp eq i64 %xtraiter2430, 0
  br i1 %lcmp.mod2431.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums679.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1204, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.1678.us.epil.init = phi float [ %fold_value.0684.us, %fold_sums.body.us.preheader ], [ %1197, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value462.1677.us.epil.init = phi float [ %fold_value462.0683.us, %fold_sums.body.us.preheader ], [ %1200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value467.1676.us.epil.init = phi float [ %fold_value467.0682.us, %fold_sums.body.us.preheader ], [ %1203, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2435 = icmp ne i64 %xtraiter2430, 0
  tail call void @llvm.assume(i1 %lcmp.mod2435)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums679.us.epil = phi i64 [ %1897, %fold_sums.body.us.epil ], [ %fold_sums679.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.1678.us.epil = phi float [ %1890, %fold_sums.body.us.epil ], [ %fold_value.1678.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value462.1677.us.epil = phi float [ %1893, %fold_sums.body.us.epil ], [ %fold_value462.1677.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value467.1676.us.epil = phi float [ %1896, %fold_sums.body.us.epil ], [ %fold_value467.1676.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1888 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums679.us.epil
  %1889 = load float, ptr %1888, align 4
  %1890 = fadd float %fold_value.1678.us.epil, %1889
  %1891 = getelementptr inbounds float, ptr %147, i64 %fold_sums679.us.epil
  %1892 = load float, ptr %1891, align 4
  %1893 = fadd float %fold_value462.1677.us.epil, %1892
  %1894 = getelementptr inbounds float, ptr %148, i64 %fold_sums679.us.epil
  %1895 = load float, ptr %1894, align 4
  %1896 = fadd float %fold_value467.1676.us.epil, %1895
  %1897 = add nuw i64 %fold_sums679.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter2430
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !51

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit474.us
  %fold_value467.1.lcssa.us = phi float [ %fold_value467.0682.us, %feature.exit474.us ], [ %1203, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1896, %fold_sums.body.us.epil ]
  %fold_value462.1.lcssa.us = phi float [ %fold_value462.0683.us, %feature.exit474.us ], [ %1200, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1893, %fold_sums.body.us.epil ]
  %fold_value.1.lcssa.us = phi float [ %fold_value.0684.us, %feature.exit474.us ], [ %1197, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1890, %fold_sums.body.us.epil ]
  %1898 = icmp ult i64 %1118, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next890 = add i64 %indvars.iv889, -1024
  %indvar.next1369 = add i64 %indvar1368, 1
  br i1 %1898, label %fold_chunk.body.us, label %noise.done461.us

iter.check1458:                                   ; preds = %step.body428.us
  %key1_step432.us = add i64 %step430721.us, %key1
  %1899 = lshr i64 %key1_step432.us, 32
  %1900 = mul nuw i64 %1899, 3449720151
  %1901 = lshr i64 %1900, 32
  %1902 = xor i64 %key0, %1901
  %1903 = xor i64 %1902, %key1_step432.us
  %1904 = and i64 %1903, 4294967295
  %1905 = mul nuw i64 %1904, 3528531795
  %1906 = lshr i64 %1905, 32
  %1907 = xor i64 %1906, %132
  %broadcast.splatinsert1463 = insertelement <16 x i64> poison, i64 %1900, i64 0
  %broadcast.splat1464 = shufflevector <16 x i64> %broadcast.splatinsert1463, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1465 = insertelement <16 x i64> poison, i64 %1905, i64 0
  %broadcast.splat1466 = shufflevector <16 x i64> %broadcast.splatinsert1465, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1467 = insertelement <16 x i64> poison, i64 %1907, i64 0
  %broadcast.splat1468 = shufflevector <16 x i64> %broadcast.splatinsert1467, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2757 = xor <16 x i64> %broadcast.splat1474, %broadcast.splat1464
  %invariant.op2759 = xor <16 x i64> %broadcast.splat1474, %broadcast.splat1464
  %invariant.op2761 = xor <16 x i64> %broadcast.splat1474, %broadcast.splat1464
  %invariant.op2763 = xor <16 x i64> %broadcast.splat1474, %broadcast.splat1464
  %invariant.op2765 = xor <16 x i64> %broadcast.splat1478, %broadcast.splat1466
  %invariant.op2767 = xor <16 x i64> %broadcast.splat1478, %broadcast.splat1466
  %invariant.op2769 = xor <16 x i64> %broadcast.splat1478, %broadcast.splat1466
  %invariant.op2771 = xor <16 x i64> %broadcast.splat1478, %broadcast.splat1466
  br label %vector.body1503

vector.body1503:                                  ; preds = %vector.body1503, %iter.check1458
  %index1504 = phi i64 [ 0, %iter.check1458 ], [ %index.next1505, %vector.body1503 ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %iter.check1458 ], [ %vec.ind.next, %vector.body1503 ]
  %1908 = add <16 x i64> %vec.ind, %broadcast.splat1470
  %.reass2752 = add <16 x i64> %vec.ind, %invariant.op
  %.reass2754 = add <16 x i64> %vec.ind, %invariant.op2753
  %.reass2756 = add <16 x i64> %vec.ind, %invariant.op2755
  %1909 = and <16 x i64> %1908, splat (i64 4294967295)
  %1910 = and <16 x i64> %.reass2752, splat (i64 4294967295)
  %1911 = and <16 x i64> %.reass2754, splat (i64 4294967295)
  %1912 = and <16 x i64> %.reass2756, splat (i64 4294967295)
  %1913 = mul nuw <16 x i64> %1909, splat (i64 3528531795)
  %1914 = mul nuw <16 x i64> %1910, splat (i64 3528531795)
  %1915 = mul nuw <16 x i64> %1911, splat (i64 3528531795)
  %1916 = mul nuw <16 x i64> %1912, splat (i64 3528531795)
  %1917 = xor <16 x i64> %1908, %broadcast.splat1472
  %1918 = xor <16 x i64> %.reass2752, %broadcast.splat1472
  %1919 = xor <16 x i64> %.reass2754, %broadcast.splat1472
  %1920 = xor <16 x i64> %.reass2756, %broadcast.splat1472
  %1921 = xor <16 x i64> %1917, %1913
  %1922 = xor <16 x i64> %1918, %1914
  %1923 = xor <16 x i64> %1919, %1915
  %1924 = xor <16 x i64> %1920, %1916
  %1925 = lshr <16 x i64> %1921, splat (i64 32)
  %1926 = lshr <16 x i64> %1922, splat (i64 32)
  %1927 = lshr <16 x i64> %1923, splat (i64 32)
  %1928 = lshr <16 x i64> %1924, splat (i64 32)
  %1929 = mul nuw <16 x i64> %1925, splat (i64 3449720151)
  %1930 = mul nuw <16 x i64> %1926, splat (i64 3449720151)
  %1931 = mul nuw <16 x i64> %1927, splat (i64 3449720151)
  %1932 = mul nuw <16 x i64> %1928, splat (i64 3449720151)
  %1933 = lshr <16 x i64> %1929, splat (i64 32)
  %1934 = lshr <16 x i64> %1930, splat (i64 32)
  %1935 = lshr <16 x i64> %1931, splat (i64 32)
  %1936 = lshr <16 x i64> %1932, splat (i64 32)
  %.reass2758 = xor <16 x i64> %1933, %invariant.op2757
  %.reass2760 = xor <16 x i64> %1934, %invariant.op2759
  %.reass2762 = xor <16 x i64> %1935, %invariant.op2761
  %.reass2764 = xor <16 x i64> %1936, %invariant.op2763
  %1937 = xor <16 x i64> %broadcast.splat1468, %1913
  %1938 = xor <16 x i64> %broadcast.splat1468, %1914
  %1939 = xor <16 x i64> %broadcast.splat1468, %1915
  %1940 = xor <16 x i64> %broadcast.splat1468, %1916
  %1941 = and <16 x i64> %.reass2758, splat (i64 4294967295)
  %1942 = and <16 x i64> %.reass2760, splat (i64 4294967295)
  %1943 = and <16 x i64> %.reass2762, splat (i64 4294967295)
  %1944 = and <16 x i64> %.reass2764, splat (i64 4294967295)
  %1945 = mul nuw <16 x i64> %1941, splat (i64 3528531795)
  %1946 = mul nuw <16 x i64> %1942, splat (i64 3528531795)
  %1947 = mul nuw <16 x i64> %1943, splat (i64 3528531795)
  %1948 = mul nuw <16 x i64> %1944, splat (i64 3528531795)
  %1949 = and <16 x i64> %1937, splat (i64 4294967295)
  %1950 = and <16 x i64> %1938, splat (i64 4294967295)
  %1951 = and <16 x i64> %1939, splat (i64 4294967295)
  %1952 = and <16 x i64> %1940, splat (i64 4294967295)
  %1953 = mul nuw <16 x i64> %1949, splat (i64 3449720151)
  %1954 = mul nuw <16 x i64> %1950, splat (i64 3449720151)
  %1955 = mul nuw <16 x i64> %1951, splat (i64 3449720151)
  %1956 = mul nuw <16 x i64> %1952, splat (i64 3449720151)
  %1957 = lshr <16 x i64> %1945, splat (i64 32)
  %1958 = lshr <16 x i64> %1946, splat (i64 32)
  %1959 = lshr <16 x i64> %1947, splat (i64 32)
  %1960 = lshr <16 x i64> %1948, splat (i64 32)
  %1961 = lshr <16 x i64> %1953, splat (i64 32)
  %1962 = lshr <16 x i64> %1954, splat (i64 32)
  %1963 = lshr <16 x i64> %1955, splat (i64 32)
  %1964 = lshr <16 x i64> %1956, splat (i64 32)
  %1965 = xor <16 x i64> %1961, %broadcast.splat1476
  %1966 = xor <16 x i64> %1962, %broadcast.splat1476
  %1967 = xor <16 x i64> %1963, %broadcast.splat1476
  %1968 = xor <16 x i64> %1964, %broadcast.splat1476
  %1969 = xor <16 x i64> %1965, %1929
  %1970 = xor <16 x i64> %1966, %1930
  %1971 = xor <16 x i64> %1967, %1931
  %1972 = xor <16 x i64> %1968, %1932
  %.reass2766 = xor <16 x i64> %1957, %invariant.op2765
  %.reass2768 = xor <16 x i64> %1958, %invariant.op2767
  %.reass2770 = xor <16 x i64> %1959, %invariant.op2769
  %.reass2772 = xor <16 x i64> %1960, %invariant.op2771
  %1973 = and <16 x i64> %1969, splat (i64 4294967295)
  %1974 = and <16 x i64> %1970, splat (i64 4294967295)
  %1975 = and <16 x i64> %1971, splat (i64 4294967295)
  %1976 = and <16 x i64> %1972, splat (i64 4294967295)
  %1977 = mul nuw <16 x i64> %1973, splat (i64 3528531795)
  %1978 = mul nuw <16 x i64> %1974, splat (i64 3528531795)
  %1979 = mul nuw <16 x i64> %1975, splat (i64 3528531795)
  %1980 = mul nuw <16 x i64> %1976, splat (i64 3528531795)
  %1981 = and <16 x i64> %.reass2766, splat (i64 4294967295)
  %1982 = and <16 x i64> %.reass2768, splat (i64 4294967295)
  %1983 = and <16 x i64> %.reass2770, splat (i64 4294967295)
  %1984 = and <16 x i64> %.reass2772, splat (i64 4294967295)
  %1985 = mul nuw <16 x i64> %1981, splat (i64 3449720151)
  %1986 = mul nuw <16 x i64> %1982, splat (i64 3449720151)
  %1987 = mul nuw <16 x i64> %1983, splat (i64 3449720151)
  %1988 = mul nuw <16 x i64> %1984, splat (i64 3449720151)
  %1989 = lshr <16 x i64> %1977, splat (i64 32)
  %1990 = lshr <16 x i64> %1978, splat (i64 32)
  %1991 = lshr <16 x i64> %1979, splat (i64 32)
  %1992 = lshr <16 x i64> %1980, splat (i64 32)
  %1993 = lshr <16 x i64> %1985, splat (i64 32)
  %1994 = lshr <16 x i64> %1986, splat (i64 32)
  %1995 = lshr <16 x i64> %1987, splat (i64 32)
  %1996 = lshr <16 x i64> %1988, splat (i64 32)
  %1997 = xor <16 x i64> %broadcast.splat1480, %1993
  %1998 = xor <16 x i64> %broadcast.splat1480, %1994
  %1999 = xor <16 x i64> %broadcast.splat1480, %1995
  %2000 = xor <16 x i64> %broadcast.splat1480, %1996
  %2001 = xor <16 x i64> %1997, %1953
  %2002 = xor <16 x i64> %1998, %1954
  %2003 = xor <16 x i64> %1999, %1955
  %2004 = xor <16 x i64> %2000, %1956
  %2005 = xor <16 x i64> %1989, %broadcast.splat1482
  %2006 = xor <16 x i64> %1990, %broadcast.splat1482
  %2007 = xor <16 x i64> %1991, %broadcast.splat1482
  %2008 = xor <16 x i64> %1992, %broadcast.splat1482
  %2009 = xor <16 x i64> %2005, %1945
  %2010 = xor <16 x i64> %2006, %1946
  %2011 = xor <16 x i64> %2007, %1947
  %2012 = xor <16 x i64> %2008, %1948
  %2013 = and <16 x i64> %2001, splat (i64 4294967295)
  %2014 = and <16 x i64> %2002, splat (i64 4294967295)
  %2015 = and <16 x i64> %2003, splat (i64 4294967295)
  %2016 = and <16 x i64> %2004, splat (i64 4294967295)
  %2017 = mul nuw <16 x i64> %2013, splat (i64 3528531795)
  %2018 = mul nuw <16 x i64> %2014, splat (i64 3528531795)
  %2019 = mul nuw <16 x i64> %2015, splat (i64 3528531795)
  %2020 = mul nuw <16 x i64> %2016, splat (i64 3528531795)
  %2021 = and <16 x i64> %2009, splat (i64 4294967295)
  %2022 = and <16 x i64> %2010, splat (i64 4294967295)
  %2023 = and <16 x i64> %2011, splat (i64 4294967295)
  %2024 = and <16 x i64> %2012, splat (i64 4294967295)
  %2025 = mul nuw <16 x i64> %2021, splat (i64 3449720151)
  %2026 = mul nuw <16 x i64> %2022, splat (i64 3449720151)
  %2027 = mul nuw <16 x i64> %2023, splat (i64 3449720151)
  %2028 = mul nuw <16 x i64> %2024, splat (i64 3449720151)
  %2029 = lshr <16 x i64> %2017, splat (i64 32)
  %2030 = lshr <16 x i64> %2018, splat (i64 32)
  %2031 = lshr <16 x i64> %2019, splat (i64 32)
  %2032 = lshr <16 x i64> %2020, splat (i64 32)
  %2033 = lshr <16 x i64> %2025, splat (i64 32)
  %2034 = lshr <16 x i64> %2026, splat (i64 32)
  %2035 = lshr <16 x i64> %2027, splat (i64 32)
  %2036 = lshr <16 x i64> %2028, splat (i64 32)
  %2037 = xor <16 x i64> %2033, %broadcast.splat1484
  %2038 = xor <16 x i64> %2034, %broadcast.splat1484
  %2039 = xor <16 x i64> %2035, %broadcast.splat1484
  %2040 = xor <16 x i64> %2036, %broadcast.splat1484
  %2041 = xor <16 x i64> %2037, %1985
  %2042 = xor <16 x i64> %2038, %1986
  %2043 = xor <16 x i64> %2039, %1987
  %2044 = xor <16 x i64> %2040, %1988
  %2045 = xor <16 x i64> %broadcast.splat1486, %2029
  %2046 = xor <16 x i64> %broadcast.splat1486, %2030
  %2047 = xor <16 x i64> %broadcast.splat1486, %2031
  %2048 = xor <16 x i64> %broadcast.splat1486, %2032
  %2049 = xor <16 x i64> %2045, %1977
  %2050 = xor <16 x i64> %2046, %1978
  %2051 = xor <16 x i64> %2047, %1979
  %2052 = xor <16 x i64> %2048, %1980
  %2053 = and <16 x i64> %2041, splat (i64 4294967295)
  %2054 = and <16 x i64> %2042, splat (i64 4294967295)
  %2055 = and <16 x i64> %2043, splat (i64 4294967295)
  %2056 = and <16 x i64> %2044, splat (i64 4294967295)
  %2057 = mul nuw <16 x i64> %2053, splat (i64 3528531795)
  %2058 = mul nuw <16 x i64> %2054, splat (i64 3528531795)
  %2059 = mul nuw <16 x i64> %2055, splat (i64 3528531795)
  %2060 = mul nuw <16 x i64> %2056, splat (i64 3528531795)
  %2061 = and <16 x i64> %2049, splat (i64 4294967295)
  %2062 = and <16 x i64> %2050, splat (i64 4294967295)
  %2063 = and <16 x i64> %2051, splat (i64 4294967295)
  %2064 = and <16 x i64> %2052, splat (i64 4294967295)
  %2065 = mul nuw <16 x i64> %2061, splat (i64 3449720151)
  %2066 = mul nuw <16 x i64> %2062, splat (i64 3449720151)
  %2067 = mul nuw <16 x i64> %2063, splat (i64 3449720151)
  %2068 = mul nuw <16 x i64> %2064, splat (i64 3449720151)
  %2069 = lshr <16 x i64> %2057, splat (i64 32)
  %2070 = lshr <16 x i64> %2058, splat (i64 32)
  %2071 = lshr <16 x i64> %2059, splat (i64 32)
  %2072 = lshr <16 x i64> %2060, splat (i64 32)
  %2073 = lshr <16 x i64> %2065, splat (i64 32)
  %2074 = lshr <16 x i64> %2066, splat (i64 32)
  %2075 = lshr <16 x i64> %2067, splat (i64 32)
  %2076 = lshr <16 x i64> %2068, splat (i64 32)
  %2077 = xor <16 x i64> %broadcast.splat1488, %2073
  %2078 = xor <16 x i64> %broadcast.splat1488, %2074
  %2079 = xor <16 x i64> %broadcast.splat1488, %2075
  %2080 = xor <16 x i64> %broadcast.splat1488, %2076
  %2081 = xor <16 x i64> %2077, %2025
  %2082 = xor <16 x i64> %2078, %2026
  %2083 = xor <16 x i64> %2079, %2027
  %2084 = xor <16 x i64> %2080, %2028
  %2085 = xor <16 x i64> %2069, %broadcast.splat1490
  %2086 = xor <16 x i64> %2070, %broadcast.splat1490
  %2087 = xor <16 x i64> %2071, %broadcast.splat1490
  %2088 = xor <16 x i64> %2072, %broadcast.splat1490
  %2089 = xor <16 x i64> %2085, %2017
  %2090 = xor <16 x i64> %2086, %2018
  %2091 = xor <16 x i64> %2087, %2019
  %2092 = xor <16 x i64> %2088, %2020
  %2093 = and <16 x i64> %2081, splat (i64 4294967295)
  %2094 = and <16 x i64> %2082, splat (i64 4294967295)
  %2095 = and <16 x i64> %2083, splat (i64 4294967295)
  %2096 = and <16 x i64> %2084, splat (i64 4294967295)
  %2097 = mul nuw <16 x i64> %2093, splat (i64 3528531795)
  %2098 = mul nuw <16 x i64> %2094, splat (i64 3528531795)
  %2099 = mul nuw <16 x i64> %2095, splat (i64 3528531795)
  %2100 = mul nuw <16 x i64> %2096, splat (i64 3528531795)
  %2101 = and <16 x i64> %2089, splat (i64 4294967295)
  %2102 = and <16 x i64> %2090, splat (i64 4294967295)
  %2103 = and <16 x i64> %2091, splat (i64 4294967295)
  %2104 = and <16 x i64> %2092, splat (i64 4294967295)
  %2105 = mul nuw <16 x i64> %2101, splat (i64 3449720151)
  %2106 = mul nuw <16 x i64> %2102, splat (i64 3449720151)
  %2107 = mul nuw <16 x i64> %2103, splat (i64 3449720151)
  %2108 = mul nuw <16 x i64> %2104, splat (i64 3449720151)
  %2109 = lshr <16 x i64> %2097, splat (i64 32)
  %2110 = lshr <16 x i64> %2098, splat (i64 32)
  %2111 = lshr <16 x i64> %2099, splat (i64 32)
  %2112 = lshr <16 x i64> %2100, splat (i64 32)
  %2113 = lshr <16 x i64> %2105, splat (i64 32)
  %2114 = lshr <16 x i64> %2106, splat (i64 32)
  %2115 = lshr <16 x i64> %2107, splat (i64 32)
  %2116 = lshr <16 x i64> %2108, splat (i64 32)
  %2117 = xor <16 x i64> %2113, %broadcast.splat1492
  %2118 = xor <16 x i64> %2114, %broadcast.splat1492
  %2119 = xor <16 x i64> %2115, %broadcast.splat1492
  %2120 = xor <16 x i64> %2116, %broadcast.splat1492
  %2121 = xor <16 x i64> %2117, %2065
  %2122 = xor <16 x i64> %2118, %2066
  %2123 = xor <16 x i64> %2119, %2067
  %2124 = xor <16 x i64> %2120, %2068
  %2125 = xor <16 x i64> %broadcast.splat1494, %2109
  %2126 = xor <16 x i64> %broadcast.splat1494, %2110
  %2127 = xor <16 x i64> %broadcast.splat1494, %2111
  %2128 = xor <16 x i64> %broadcast.splat1494, %2112
  %2129 = xor <16 x i64> %2125, %2057
  %2130 = xor <16 x i64> %2126, %2058
  %2131 = xor <16 x i64> %2127, %2059
  %2132 = xor <16 x i64> %2128, %2060
  %2133 = and <16 x i64> %2121, splat (i64 4294967295)
  %2134 = and <16 x i64> %2122, splat (i64 4294967295)
  %2135 = and <16 x i64> %2123, splat (i64 4294967295)
  %2136 = and <16 x i64> %2124, splat (i64 4294967295)
  %2137 = mul nuw <16 x i64> %2133, splat (i64 3528531795)
  %2138 = mul nuw <16 x i64> %2134, splat (i64 3528531795)
  %2139 = mul nuw <16 x i64> %2135, splat (i64 3528531795)
  %2140 = mul nuw <16 x i64> %2136, splat (i64 3528531795)
  %2141 = and <16 x i64> %2129, splat (i64 4294967295)
  %2142 = and <16 x i64> %2130, splat (i64 4294967295)
  %2143 = and <16 x i64> %2131, splat (i64 4294967295)
  %2144 = and <16 x i64> %2132, splat (i64 4294967295)
  %2145 = mul nuw <16 x i64> %2141, splat (i64 3449720151)
  %2146 = mul nuw <16 x i64> %2142, splat (i64 3449720151)
  %2147 = mul nuw <16 x i64> %2143, splat (i64 3449720151)
  %2148 = mul nuw <16 x i64> %2144, splat (i64 3449720151)
  %2149 = lshr <16 x i64> %2137, splat (i64 32)
  %2150 = lshr <16 x i64> %2138, splat (i64 32)
  %2151 = lshr <16 x i64> %2139, splat (i64 32)
  %2152 = lshr <16 x i64> %2140, splat (i64 32)
  %2153 = lshr <16 x i64> %2145, splat (i64 32)
  %2154 = lshr <16 x i64> %2146, splat (i64 32)
  %2155 = lshr <16 x i64> %2147, splat (i64 32)
  %2156 = lshr <16 x i64> %2148, splat (i64 32)
  %2157 = xor <16 x i64> %broadcast.splat1496, %2153
  %2158 = xor <16 x i64> %broadcast.splat1496, %2154
  %2159 = xor <16 x i64> %broadcast.splat1496, %2155
  %2160 = xor <16 x i64> %broadcast.splat1496, %2156
  %2161 = xor <16 x i64> %2157, %2105
  %2162 = xor <16 x i64> %2158, %2106
  %2163 = xor <16 x i64> %2159, %2107
  %2164 = xor <16 x i64> %2160, %2108
  %2165 = xor <16 x i64> %2149, %broadcast.splat1498
  %2166 = xor <16 x i64> %2150, %broadcast.splat1498
  %2167 = xor <16 x i64> %2151, %broadcast.splat1498
  %2168 = xor <16 x i64> %2152, %broadcast.splat1498
  %2169 = xor <16 x i64> %2165, %2097
  %2170 = xor <16 x i64> %2166, %2098
  %2171 = xor <16 x i64> %2167, %2099
  %2172 = xor <16 x i64> %2168, %2100
  %2173 = and <16 x i64> %2161, splat (i64 4294967295)
  %2174 = and <16 x i64> %2162, splat (i64 4294967295)
  %2175 = and <16 x i64> %2163, splat (i64 4294967295)
  %2176 = and <16 x i64> %2164, splat (i64 4294967295)
  %2177 = mul nuw <16 x i64> %2173, splat (i64 3528531795)
  %2178 = mul nuw <16 x i64> %2174, splat (i64 3528531795)
  %2179 = mul nuw <16 x i64> %2175, splat (i64 3528531795)
  %2180 = mul nuw <16 x i64> %2176, splat (i64 3528531795)
  %2181 = lshr <16 x i64> %2177, splat (i64 32)
  %2182 = lshr <16 x i64> %2178, splat (i64 32)
  %2183 = lshr <16 x i64> %2179, splat (i64 32)
  %2184 = lshr <16 x i64> %2180, splat (i64 32)
  %2185 = trunc <16 x i64> %2169 to <16 x i32>
  %2186 = trunc <16 x i64> %2170 to <16 x i32>
  %2187 = trunc <16 x i64> %2171 to <16 x i32>
  %2188 = trunc <16 x i64> %2172 to <16 x i32>
  %2189 = mul <16 x i32> %2185, splat (i32 -845247145)
  %2190 = mul <16 x i32> %2186, splat (i32 -845247145)
  %2191 = mul <16 x i32> %2187, splat (i32 -845247145)
  %2192 = mul <16 x i32> %2188, splat (i32 -845247145)
  %2193 = xor <16 x i64> %broadcast.splat1500, %2181
  %2194 = xor <16 x i64> %broadcast.splat1500, %2182
  %2195 = xor <16 x i64> %broadcast.splat1500, %2183
  %2196 = xor <16 x i64> %broadcast.splat1500, %2184
  %2197 = xor <16 x i64> %2193, %2137
  %2198 = xor <16 x i64> %2194, %2138
  %2199 = xor <16 x i64> %2195, %2139
  %2200 = xor <16 x i64> %2196, %2140
  %2201 = and <16 x i64> %2197, splat (i64 4294967295)
  %2202 = and <16 x i64> %2198, splat (i64 4294967295)
  %2203 = and <16 x i64> %2199, splat (i64 4294967295)
  %2204 = and <16 x i64> %2200, splat (i64 4294967295)
  %2205 = mul nuw <16 x i64> %2201, splat (i64 3449720151)
  %2206 = mul nuw <16 x i64> %2202, splat (i64 3449720151)
  %2207 = mul nuw <16 x i64> %2203, splat (i64 3449720151)
  %2208 = mul nuw <16 x i64> %2204, splat (i64 3449720151)
  %2209 = lshr <16 x i64> %2205, splat (i64 32)
  %2210 = lshr <16 x i64> %2206, splat (i64 32)
  %2211 = lshr <16 x i64> %2207, splat (i64 32)
  %2212 = lshr <16 x i64> %2208, splat (i64 32)
  %2213 = trunc nuw <16 x i64> %2209 to <16 x i32>
  %2214 = trunc nuw <16 x i64> %2210 to <16 x i32>
  %2215 = trunc nuw <16 x i64> %2211 to <16 x i32>
  %2216 = trunc nuw <16 x i64> %2212 to <16 x i32>
  %2217 = trunc <16 x i64> %2205 to <16 x i32>
  %2218 = trunc <16 x i64> %2206 to <16 x i32>
  %2219 = trunc <16 x i64> %2207 to <16 x i32>
  %2220 = trunc <16 x i64> %2208 to <16 x i32>
  %2221 = xor <16 x i32> %2189, %2213
  %2222 = xor <16 x i32> %2221, %broadcast.splat1502
  %2223 = xor <16 x i32> %2190, %2214
  %2224 = xor <16 x i32> %2223, %broadcast.splat1502
  %2225 = xor <16 x i32> %2191, %2215
  %2226 = xor <16 x i32> %2225, %broadcast.splat1502
  %2227 = xor <16 x i32> %2192, %2216
  %2228 = xor <16 x i32> %2227, %broadcast.splat1502
  %2229 = getelementptr inbounds float, ptr %128, i64 %index1504
  %2230 = getelementptr inbounds nuw i8, ptr %2229, i64 64
  %2231 = getelementptr inbounds nuw i8, ptr %2229, i64 128
  %2232 = getelementptr inbounds nuw i8, ptr %2229, i64 192
  store <16 x i32> %2222, ptr %2229, align 4, !alias.scope !0, !noalias !3
  store <16 x i32> %2224, ptr %2230, align 4, !alias.scope !0, !noalias !3
  store <16 x i32> %2226, ptr %2231, align 4, !alias.scope !0, !noalias !3
  store <16 x i32> %2228, ptr %2232, align 4, !alias.scope !0, !noalias !3
  %2233 = getelementptr inbounds float, ptr %scratch, i64 %index1504
  %2234 = getelementptr inbounds nuw i8, ptr %2233, i64 64
  %2235 = getelementptr inbounds nuw i8, ptr %2233, i64 128
  %2236 = getelementptr inbounds nuw i8, ptr %2233, i64 192
  store <16 x i32> %2217, ptr %2233, align 4, !alias.scope !3, !noalias !0
  store <16 x i32> %2218, ptr %2234, align 4, !alias.scope !3, !noalias !0
  store <16 x i32> %2219, ptr %2235, align 4, !alias.scope !3, !noalias !0
  store <16 x i32> %2220, ptr %2236, align 4, !alias.scope !3, !noalias !0
  %index.next1505 = add nuw i64 %index1504, 64
  %vec.ind.next = add <16 x i64> %vec.ind, splat (i64 64)
  %2237 = icmp eq i64 %index.next1505, %n.vec1462
  br i1 %2237, label %middle.block1506, label %vector.body1503, !llvm.loop !52

middle.block1506:                                 ; preds = %vector.body1503
  br i1 %cmp.n1507, label %vector.ph1426, label %vec.epilog.iter.check1510

vec.epilog.iter.check1510:                        ; preds = %middle.block1506
  br i1 %min.epilog.iters.check1511, label %philox.body447.us.preheader, label %vec.epilog.ph1512, !prof !10

vec.epilog.ph1512:                                ; preds = %vec.epilog.iter.check1510
  %broadcast.splatinsert1519 = insertelement <8 x i64> poison, i64 %1907, i64 0
  %broadcast.splat1520 = shufflevector <8 x i64> %broadcast.splatinsert1519, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %1900, %131
  %.scalar2379 = and i64 %.scalar, 4294967295
  %2238 = insertelement <8 x i64> poison, i64 %.scalar2379, i64 0
  %.masked = shufflevector <8 x i64> %2238, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2380 = xor i64 %1905, %134
  %.scalar2381 = and i64 %.scalar2380, 4294967295
  %2239 = insertelement <8 x i64> poison, i64 %.scalar2381, i64 0
  %.masked2373 = shufflevector <8 x i64> %2239, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1557

vec.epilog.vector.body1557:                       ; preds = %vec.epilog.vector.body1557, %vec.epilog.ph1512
  %index1558 = phi i64 [ %n.vec1462, %vec.epilog.ph1512 ], [ %index.next1560, %vec.epilog.vector.body1557 ]
  %vec.ind1559 = phi <8 x i64> [ %induction, %vec.epilog.ph1512 ], [ %vec.ind.next1561, %vec.epilog.vector.body1557 ]
  %2240 = add <8 x i64> %vec.ind1559, %broadcast.splat1522
  %2241 = and <8 x i64> %2240, splat (i64 4294967295)
  %2242 = mul nuw <8 x i64> %2241, splat (i64 3528531795)
  %2243 = xor <8 x i64> %2240, %broadcast.splat1524
  %2244 = xor <8 x i64> %2243, %2242
  %2245 = lshr <8 x i64> %2244, splat (i64 32)
  %2246 = mul nuw <8 x i64> %2245, splat (i64 3449720151)
  %2247 = lshr <8 x i64> %2246, splat (i64 32)
  %2248 = xor <8 x i64> %broadcast.splat1520, %2242
  %2249 = xor <8 x i64> %.masked, %2247
  %2250 = mul nuw <8 x i64> %2249, splat (i64 3528531795)
  %2251 = and <8 x i64> %2248, splat (i64 4294967295)
  %2252 = mul nuw <8 x i64> %2251, splat (i64 3449720151)
  %2253 = lshr <8 x i64> %2250, splat (i64 32)
  %2254 = lshr <8 x i64> %2252, splat (i64 32)
  %2255 = xor <8 x i64> %2254, %broadcast.splat1528
  %2256 = xor <8 x i64> %2255, %2246
  %2257 = and <8 x i64> %2256, splat (i64 4294967295)
  %2258 = mul nuw <8 x i64> %2257, splat (i64 3528531795)
  %2259 = xor <8 x i64> %.masked2373, %2253
  %2260 = mul nuw <8 x i64> %2259, splat (i64 3449720151)
  %2261 = lshr <8 x i64> %2258, splat (i64 32)
  %2262 = lshr <8 x i64> %2260, splat (i64 32)
  %2263 = xor <8 x i64> %broadcast.splat1532, %2262
  %2264 = xor <8 x i64> %2263, %2252
  %2265 = xor <8 x i64> %2261, %broadcast.splat1534
  %2266 = xor <8 x i64> %2265, %2250
  %2267 = and <8 x i64> %2264, splat (i64 4294967295)
  %2268 = mul nuw <8 x i64> %2267, splat (i64 3528531795)
  %2269 = and <8 x i64> %2266, splat (i64 4294967295)
  %2270 = mul nuw <8 x i64> %2269, splat (i64 3449720151)
  %2271 = lshr <8 x i64> %2268, splat (i64 32)
  %2272 = lshr <8 x i64> %2270, splat (i64 32)
  %2273 = xor <8 x i64> %2272, %broadcast.splat1536
  %2274 = xor <8 x i64> %2273, %2260
  %2275 = xor <8 x i64> %broadcast.splat1538, %2271
  %2276 = xor <8 x i64> %2275, %2258
  %2277 = and <8 x i64> %2274, splat (i64 4294967295)
  %2278 = mul nuw <8 x i64> %2277, splat (i64 3528531795)
  %2279 = and <8 x i64> %2276, splat (i64 4294967295)
  %2280 = mul nuw <8 x i64> %2279, splat (i64 3449720151)
  %2281 = lshr <8 x i64> %2278, splat (i64 32)
  %2282 = lshr <8 x i64> %2280, splat (i64 32)
  %2283 = xor <8 x i64> %broadcast.splat1540, %2282
  %2284 = xor <8 x i64> %2283, %2270
  %2285 = xor <8 x i64> %2281, %broadcast.splat1542
  %2286 = xor <8 x i64> %2285, %2268
  %2287 = and <8 x i64> %2284, splat (i64 4294967295)
  %2288 = mul nuw <8 x i64> %2287, splat (i64 3528531795)
  %2289 = and <8 x i64> %2286, splat (i64 4294967295)
  %2290 = mul nuw <8 x i64> %2289, splat (i64 3449720151)
  %2291 = lshr <8 x i64> %2288, splat (i64 32)
  %2292 = lshr <8 x i64> %2290, splat (i64 32)
  %2293 = xor <8 x i64> %2292, %broadcast.splat1544
  %2294 = xor <8 x i64> %2293, %2280
  %2295 = xor <8 x i64> %broadcast.splat1546, %2291
  %2296 = xor <8 x i64> %2295, %2278
  %2297 = and <8 x i64> %2294, splat (i64 4294967295)
  %2298 = mul nuw <8 x i64> %2297, splat (i64 3528531795)
  %2299 = and <8 x i64> %2296, splat (i64 4294967295)
  %2300 = mul nuw <8 x i64> %2299, splat (i64 3449720151)
  %2301 = lshr <8 x i64> %2298, splat (i64 32)
  %2302 = lshr <8 x i64> %2300, splat (i64 32)
  %2303 = xor <8 x i64> %broadcast.splat1548, %2302
  %2304 = xor <8 x i64> %2303, %2290
  %2305 = xor <8 x i64> %2301, %broadcast.splat1550
  %2306 = xor <8 x i64> %2305, %2288
  %2307 = and <8 x i64> %2304, splat (i64 4294967295)
  %2308 = mul nuw <8 x i64> %2307, splat (i64 3528531795)
  %2309 = lshr <8 x i64> %2308, splat (i64 32)
  %2310 = trunc <8 x i64> %2306 to <8 x i32>
  %2311 = mul <8 x i32> %2310, splat (i32 -845247145)
  %2312 = xor <8 x i64> %broadcast.splat1552, %2309
  %2313 = xor <8 x i64> %2312, %2298
  %2314 = and <8 x i64> %2313, splat (i64 4294967295)
  %2315 = mul nuw <8 x i64> %2314, splat (i64 3449720151)
  %2316 = lshr <8 x i64> %2315, splat (i64 32)
  %2317 = trunc nuw <8 x i64> %2316 to <8 x i32>
  %2318 = trunc <8 x i64> %2315 to <8 x i32>
  %2319 = xor <8 x i32> %2311, %broadcast.splat1554
  %2320 = xor <8 x i32> %2319, %2317
  %2321 = getelementptr inbounds float, ptr %128, i64 %index1558
  store <8 x i32> %2320, ptr %2321, align 4, !alias.scope !0, !noalias !3
  %2322 = getelementptr inbounds float, ptr %scratch, i64 %index1558
  store <8 x i32> %2318, ptr %2322, align 4, !alias.scope !3, !noalias !0
  %index.next1560 = add nuw i64 %index1558, 8
  %vec.ind.next1561 = add nuw <8 x i64> %vec.ind1559, splat (i64 8)
  %2323 = icmp eq i64 %index.next1560, %n.vec1514
  br i1 %2323, label %vec.epilog.middle.block1562, label %vec.epilog.vector.body1557, !llvm.loop !53

vec.epilog.middle.block1562:                      ; preds = %vec.epilog.vector.body1557
  br i1 %cmp.n1563, label %vector.ph1426, label %philox.body447.us.preheader

philox.body447.us.preheader:                      ; preds = %vec.epilog.iter.check1510, %vec.epilog.middle.block1562
  %philox449671.us.ph = phi i64 [ %n.vec1462, %vec.epilog.iter.check1510 ], [ %n.vec1514, %vec.epilog.middle.block1562 ]
  %invariant.op2773 = xor i64 %131, %1900
  %invariant.op2774 = xor i64 %134, %1905
  br label %philox.body447.us

step.header427.step.exit429_crit_edge.us:         ; preds = %noise.done553.us
  %2324 = add nuw i64 %row423722.us, 1
  %exitcond922.not = icmp eq i64 %2324, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond922.not, label %across.done, label %row.body.us

across.done:                                      ; preds = %step.header427.step.exit429_crit_edge.us, %step.header124.step.exit126_crit_edge.us, %lockstep_block.body, %across_out.exit, %row.body.lr.ph, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.exit
  %2325 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2749, %across_out.exit ]
  %2326 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2750, %across_out.exit ]
  %2327 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2751, %across_out.exit ]
  %2328 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %2752, %across_out.exit ]
  %wide.load2298.32680 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2298.32681, %across_out.exit ]
  %wide.load2298.22665 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2298.22666, %across_out.exit ]
  %wide.load2298.12650 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2298.12651, %across_out.exit ]
  %wide.load22982635 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22982636, %across_out.exit ]
  %wide.load22122624 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22122625, %across_out.exit ]
  %wide.load22112608 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22112609, %across_out.exit ]
  %wide.load22102592 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22102593, %across_out.exit ]
  %wide.load22092576 = phi <16 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22092577, %across_out.exit ]
  %indvars.iv970 = phi i64 [ %35, %across_block.body.lr.ph ], [ %indvars.iv.next971, %across_out.exit ]
  %across_block810 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %3808, %across_out.exit ]
  %umin2515 = tail call i64 @llvm.umin.i64(i64 %indvars.iv970, i64 64)
  %2329 = mul nuw nsw i64 %n_features, %umin2515
  %2330 = tail call i64 @llvm.umax.i64(i64 %indvars.iv970, i64 1)
  %umax2161 = tail call i64 @llvm.umin.i64(i64 %2330, i64 64)
  %2331 = tail call i64 @llvm.umax.i64(i64 %indvars.iv970, i64 1)
  %umax2109 = tail call i64 @llvm.umin.i64(i64 %2331, i64 64)
  %2332 = tail call i64 @llvm.umax.i64(i64 %indvars.iv970, i64 1)
  %umax978 = tail call i64 @llvm.umin.i64(i64 %2332, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block810
  %2333 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %2333, -1
  br i1 %.not833, label %across_in.exit, label %across_in.body

across_in.body:                                   ; preds = %across_block.body, %across_in.body
  %across_in790 = phi i64 [ %2353, %across_in.body ], [ 0, %across_block.body ]
  %r = and i64 %across_in790, 62
  %f = lshr i64 %across_in790, 6
  %2334 = icmp ugt i64 %rows_left, %r
  %2335 = select i1 %2334, i64 %r, i64 %last_row
  %row = add i64 %2335, %across_block810
  %row_element = mul i64 %row, %n_features
  %2336 = add i64 %row_element, %f
  %2337 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in790
  %2338 = getelementptr inbounds float, ptr %state, i64 %2336
  %2339 = load float, ptr %2338, align 4
  store float %2339, ptr %2337, align 4
  %2340 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in790
  %2341 = getelementptr inbounds float, ptr %input_0, i64 %2336
  %2342 = load float, ptr %2341, align 4
  store float %2342, ptr %2340, align 4
  %2343 = or disjoint i64 %across_in790, 1
  %r.1 = and i64 %2343, 63
  %f.1 = lshr i64 %across_in790, 6
  %2344 = icmp ugt i64 %rows_left, %r.1
  %2345 = select i1 %2344, i64 %r.1, i64 %last_row
  %row.1 = add i64 %2345, %across_block810
  %row_element.1 = mul i64 %row.1, %n_features
  %2346 = add i64 %row_element.1, %f.1
  %2347 = getelementptr inbounds nuw float, ptr %across_state, i64 %2343
  %2348 = getelementptr inbounds float, ptr %state, i64 %2346
  %2349 = load float, ptr %2348, align 4
  store float %2349, ptr %2347, align 4
  %2350 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %2343
  %2351 = getelementptr inbounds float, ptr %input_0, i64 %2346
  %2352 = load float, ptr %2351, align 4
  store float %2352, ptr %2350, align 4
  %2353 = add nuw nsw i64 %across_in790, 2
  %exitcond955.not.1 = icmp eq i64 %2353, %block_elements
  br i1 %exitcond955.not.1, label %across_in.exit, label %across_in.body, !llvm.loop !54

across_in.exit:                                   ; preds = %across_in.body, %across_block.body
  br i1 %.not834, label %step.exit, label %step.body.lr.ph

step.body.lr.ph:                                  ; preds = %across_in.exit
  %2354 = getelementptr float, ptr %status, i64 %across_block810
  %broadcast.splatinsert2327 = insertelement <16 x i64> poison, i64 %across_block810, i64 0
  %broadcast.splat2328 = shufflevector <16 x i64> %broadcast.splatinsert2327, <16 x i64> poison, <16 x i32> zeroinitializer
  %wide.load2268.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2269.peel = load <16 x float>, ptr %68, align 4
  %wide.load2238 = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2239 = load <16 x float>, ptr %100, align 4
  %2355 = fneg <16 x float> %wide.load2238
  %2356 = fneg <16 x float> %wide.load2239
  %wide.load2238.1 = load <16 x float>, ptr %106, align 4
  %wide.load2239.1 = load <16 x float>, ptr %107, align 4
  %2357 = fneg <16 x float> %wide.load2238.1
  %2358 = fneg <16 x float> %wide.load2239.1
  %wide.load2205.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2206.peel = load <16 x float>, ptr %115, align 4
  %wide.load2207.peel = load <16 x float>, ptr %116, align 4
  %wide.load2208.peel = load <16 x float>, ptr %117, align 4
  %2359 = fneg <16 x float> %wide.load2205.peel
  %2360 = fneg <16 x float> %wide.load2206.peel
  %2361 = fneg <16 x float> %wide.load2207.peel
  %2362 = fneg <16 x float> %wide.load2208.peel
  %min.iters.check2162 = icmp ult i64 %indvars.iv970, 4
  %min.iters.check2165 = icmp ult i64 %indvars.iv970, 32
  %n.mod.vf2168 = and i64 %umax2161, 28
  %n.vec2169 = and i64 %umax2161, 96
  %cmp.n2180 = icmp eq i64 %umax2161, %n.vec2169
  %min.epilog.iters.check2184 = icmp eq i64 %n.mod.vf2168, 0
  %n.vec2187 = and i64 %umax2161, 124
  %cmp.n2195 = icmp eq i64 %umax2161, %n.vec2187
  %min.iters.check2110 = icmp ult i64 %indvars.iv970, 4
  %min.iters.check2113 = icmp ult i64 %indvars.iv970, 32
  %n.mod.vf2116 = and i64 %umax2109, 28
  %n.vec2117 = and i64 %umax2109, 96
  %cmp.n2128 = icmp eq i64 %umax2109, %n.vec2117
  %min.epilog.iters.check2132 = icmp eq i64 %n.mod.vf2116, 0
  %n.vec2135 = and i64 %umax2109, 124
  %cmp.n2143 = icmp eq i64 %umax2109, %n.vec2135
  br label %step.body

step.body:                                        ; preds = %step.body.lr.ph, %noise.done68
  %2363 = phi <16 x float> [ %2325, %step.body.lr.ph ], [ %3634, %noise.done68 ]
  %2364 = phi <16 x float> [ %2326, %step.body.lr.ph ], [ %3635, %noise.done68 ]
  %2365 = phi <16 x float> [ %2327, %step.body.lr.ph ], [ %3636, %noise.done68 ]
  %2366 = phi <16 x float> [ %2328, %step.body.lr.ph ], [ %3637, %noise.done68 ]
  %wide.load2298.32679 = phi <16 x float> [ %wide.load2298.32680, %step.body.lr.ph ], [ %wide.load2298.32682, %noise.done68 ]
  %wide.load2298.22664 = phi <16 x float> [ %wide.load2298.22665, %step.body.lr.ph ], [ %wide.load2298.22667, %noise.done68 ]
  %wide.load2298.12649 = phi <16 x float> [ %wide.load2298.12650, %step.body.lr.ph ], [ %wide.load2298.12652, %noise.done68 ]
  %wide.load22982634 = phi <16 x float> [ %wide.load22982635, %step.body.lr.ph ], [ %wide.load22982637, %noise.done68 ]
  %wide.load22122623 = phi <16 x float> [ %wide.load22122624, %step.body.lr.ph ], [ %wide.load22122626, %noise.done68 ]
  %wide.load22112607 = phi <16 x float> [ %wide.load22112608, %step.body.lr.ph ], [ %wide.load22112610, %noise.done68 ]
  %wide.load22102591 = phi <16 x float> [ %wide.load22102592, %step.body.lr.ph ], [ %wide.load22102594, %noise.done68 ]
  %wide.load22092575 = phi <16 x float> [ %wide.load22092576, %step.body.lr.ph ], [ %wide.load22092578, %noise.done68 ]
  %step3808 = phi i64 [ 0, %step.body.lr.ph ], [ %3638, %noise.done68 ]
  %temperature1.0807 = phi float [ %temperature, %step.body.lr.ph ], [ %t_next, %noise.done68 ]
  %2367 = fmul float %two_eta, %temperature1.0807
  %2368 = fcmp ogt float %2367, 0.000000e+00
  %2369 = tail call float @llvm.sqrt.f32(float %2367)
  %2370 = select i1 %2368, float %2369, float 0.000000e+00
  %noise_scale4 = select i1 %anneal2.not, float %noise_scale, float %2370
  %key1_step = add i64 %step3808, %key1
  br i1 %cond, label %across_feature.header14.preheader, label %philox.header.preheader

philox.header.preheader:                          ; preds = %step.body
  br i1 %.not833, label %iter.check2164, label %vector.ph2318

vector.ph2318:                                    ; preds = %philox.header.preheader
  %2371 = lshr i64 %key1_step, 32
  %2372 = mul nuw i64 %2371, 3449720151
  %2373 = lshr i64 %2372, 32
  %2374 = xor i64 %key0, %2373
  %2375 = xor i64 %2374, %key1_step
  %2376 = and i64 %2375, 4294967295
  %2377 = mul nuw i64 %2376, 3528531795
  %2378 = lshr i64 %2377, 32
  %2379 = xor i64 %2378, %20
  %broadcast.splatinsert2321 = insertelement <16 x i64> poison, i64 %2372, i64 0
  %broadcast.splat2322 = shufflevector <16 x i64> %broadcast.splatinsert2321, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2323 = insertelement <16 x i64> poison, i64 %2377, i64 0
  %broadcast.splat2324 = shufflevector <16 x i64> %broadcast.splatinsert2323, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2325 = insertelement <16 x i64> poison, i64 %2379, i64 0
  %broadcast.splat2326 = shufflevector <16 x i64> %broadcast.splatinsert2325, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2798 = xor <16 x i64> %broadcast.splat2334, %broadcast.splat2322
  %invariant.op2800 = xor <16 x i64> %broadcast.splat2334, %broadcast.splat2322
  %invariant.op2802 = xor <16 x i64> %broadcast.splat2334, %broadcast.splat2322
  %invariant.op2804 = xor <16 x i64> %broadcast.splat2334, %broadcast.splat2322
  %invariant.op2806 = xor <16 x i64> %broadcast.splat2338, %broadcast.splat2324
  %invariant.op2808 = xor <16 x i64> %broadcast.splat2338, %broadcast.splat2324
  %invariant.op2810 = xor <16 x i64> %broadcast.splat2338, %broadcast.splat2324
  %invariant.op2812 = xor <16 x i64> %broadcast.splat2338, %broadcast.splat2324
  br label %vector.body2363

vector.body2363:                                  ; preds = %vector.body2363, %vector.ph2318
  %index2364 = phi i64 [ 0, %vector.ph2318 ], [ %index.next2369, %vector.body2363 ]
  %vec.ind2365 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph2318 ], [ %vec.ind.next2370, %vector.body2363 ]
  %step.add2366 = add <16 x i64> %vec.ind2365, splat (i64 16)
  %step.add.22367 = add <16 x i64> %vec.ind2365, splat (i64 32)
  %step.add.32368 = add <16 x i64> %vec.ind2365, splat (i64 48)
  %2380 = and <16 x i64> %vec.ind2365, splat (i64 63)
  %2381 = and <16 x i64> %step.add2366, splat (i64 63)
  %2382 = and <16 x i64> %step.add.22367, splat (i64 63)
  %2383 = and <16 x i64> %step.add.32368, splat (i64 63)
  %2384 = lshr <16 x i64> %vec.ind2365, splat (i64 6)
  %2385 = lshr <16 x i64> %step.add2366, splat (i64 6)
  %2386 = lshr <16 x i64> %step.add.22367, splat (i64 6)
  %2387 = lshr <16 x i64> %step.add.32368, splat (i64 6)
  %2388 = add <16 x i64> %2380, %broadcast.splat2328
  %2389 = add <16 x i64> %2381, %broadcast.splat2328
  %2390 = add <16 x i64> %2382, %broadcast.splat2328
  %2391 = add <16 x i64> %2383, %broadcast.splat2328
  %2392 = mul <16 x i64> %2388, %broadcast.splat2330
  %2393 = mul <16 x i64> %2389, %broadcast.splat2330
  %2394 = mul <16 x i64> %2390, %broadcast.splat2330
  %2395 = mul <16 x i64> %2391, %broadcast.splat2330
  %2396 = add <16 x i64> %2392, %2384
  %2397 = add <16 x i64> %2393, %2385
  %2398 = add <16 x i64> %2394, %2386
  %2399 = add <16 x i64> %2395, %2387
  %2400 = and <16 x i64> %2396, splat (i64 4294967295)
  %2401 = and <16 x i64> %2397, splat (i64 4294967295)
  %2402 = and <16 x i64> %2398, splat (i64 4294967295)
  %2403 = and <16 x i64> %2399, splat (i64 4294967295)
  %2404 = mul nuw <16 x i64> %2400, splat (i64 3528531795)
  %2405 = mul nuw <16 x i64> %2401, splat (i64 3528531795)
  %2406 = mul nuw <16 x i64> %2402, splat (i64 3528531795)
  %2407 = mul nuw <16 x i64> %2403, splat (i64 3528531795)
  %2408 = xor <16 x i64> %2396, %broadcast.splat2332
  %2409 = xor <16 x i64> %2397, %broadcast.splat2332
  %2410 = xor <16 x i64> %2398, %broadcast.splat2332
  %2411 = xor <16 x i64> %2399, %broadcast.splat2332
  %2412 = xor <16 x i64> %2408, %2404
  %2413 = xor <16 x i64> %2409, %2405
  %2414 = xor <16 x i64> %2410, %2406
  %2415 = xor <16 x i64> %2411, %2407
  %2416 = lshr <16 x i64> %2412, splat (i64 32)
  %2417 = lshr <16 x i64> %2413, splat (i64 32)
  %2418 = lshr <16 x i64> %2414, splat (i64 32)
  %2419 = lshr <16 x i64> %2415, splat (i64 32)
  %2420 = mul nuw <16 x i64> %2416, splat (i64 3449720151)
  %2421 = mul nuw <16 x i64> %2417, splat (i64 3449720151)
  %2422 = mul nuw <16 x i64> %2418, splat (i64 3449720151)
  %2423 = mul nuw <16 x i64> %2419, splat (i64 3449720151)
  %2424 = lshr <16 x i64> %2420, splat (i64 32)
  %2425 = lshr <16 x i64> %2421, splat (i64 32)
  %2426 = lshr <16 x i64> %2422, splat (i64 32)
  %2427 = lshr <16 x i64> %2423, splat (i64 32)
  %.reass2799 = xor <16 x i64> %2424, %invariant.op2798
  %.reass2801 = xor <16 x i64> %2425, %invariant.op2800
  %.reass2803 = xor <16 x i64> %2426, %invariant.op2802
  %.reass2805 = xor <16 x i64> %2427, %invariant.op2804
  %2428 = xor <16 x i64> %broadcast.splat2326, %2404
  %2429 = xor <16 x i64> %broadcast.splat2326, %2405
  %2430 = xor <16 x i64> %broadcast.splat2326, %2406
  %2431 = xor <16 x i64> %broadcast.splat2326, %2407
  %2432 = and <16 x i64> %.reass2799, splat (i64 4294967295)
  %2433 = and <16 x i64> %.reass2801, splat (i64 4294967295)
  %2434 = and <16 x i64> %.reass2803, splat (i64 4294967295)
  %2435 = and <16 x i64> %.reass2805, splat (i64 4294967295)
  %2436 = mul nuw <16 x i64> %2432, splat (i64 3528531795)
  %2437 = mul nuw <16 x i64> %2433, splat (i64 3528531795)
  %2438 = mul nuw <16 x i64> %2434, splat (i64 3528531795)
  %2439 = mul nuw <16 x i64> %2435, splat (i64 3528531795)
  %2440 = and <16 x i64> %2428, splat (i64 4294967295)
  %2441 = and <16 x i64> %2429, splat (i64 4294967295)
  %2442 = and <16 x i64> %2430, splat (i64 4294967295)
  %2443 = and <16 x i64> %2431, splat (i64 4294967295)
  %2444 = mul nuw <16 x i64> %2440, splat (i64 3449720151)
  %2445 = mul nuw <16 x i64> %2441, splat (i64 3449720151)
  %2446 = mul nuw <16 x i64> %2442, splat (i64 3449720151)
  %2447 = mul nuw <16 x i64> %2443, splat (i64 3449720151)
  %2448 = lshr <16 x i64> %2436, splat (i64 32)
  %2449 = lshr <16 x i64> %2437, splat (i64 32)
  %2450 = lshr <16 x i64> %2438, splat (i64 32)
  %2451 = lshr <16 x i64> %2439, splat (i64 32)
  %2452 = lshr <16 x i64> %2444, splat (i64 32)
  %2453 = lshr <16 x i64> %2445, splat (i64 32)
  %2454 = lshr <16 x i64> %2446, splat (i64 32)
  %2455 = lshr <16 x i64> %2447, splat (i64 32)
  %2456 = xor <16 x i64> %2452, %broadcast.splat2336
  %2457 = xor <16 x i64> %2453, %broadcast.splat2336
  %2458 = xor <16 x i64> %2454, %broadcast.splat2336
  %2459 = xor <16 x i64> %2455, %broadcast.splat2336
  %2460 = xor <16 x i64> %2456, %2420
  %2461 = xor <16 x i64> %2457, %2421
  %2462 = xor <16 x i64> %2458, %2422
  %2463 = xor <16 x i64> %2459, %2423
  %.reass2807 = xor <16 x i64> %2448, %invariant.op2806
  %.reass2809 = xor <16 x i64> %2449, %invariant.op2808
  %.reass2811 = xor <16 x i64> %2450, %invariant.op2810
  %.reass2813 = xor <16 x i64> %2451, %invariant.op2812
  %2464 = and <16 x i64> %2460, splat (i64 4294967295)
  %2465 = and <16 x i64> %2461, splat (i64 4294967295)
  %2466 = and <16 x i64> %2462, splat (i64 4294967295)
  %2467 = and <16 x i64> %2463, splat (i64 4294967295)
  %2468 = mul nuw <16 x i64> %2464, splat (i64 3528531795)
  %2469 = mul nuw <16 x i64> %2465, splat (i64 3528531795)
  %2470 = mul nuw <16 x i64> %2466, splat (i64 3528531795)
  %2471 = mul nuw <16 x i64> %2467, splat (i64 3528531795)
  %2472 = and <16 x i64> %.reass2807, splat (i64 4294967295)
  %2473 = and <16 x i64> %.reass2809, splat (i64 4294967295)
  %2474 = and <16 x i64> %.reass2811, splat (i64 4294967295)
  %2475 = and <16 x i64> %.reass2813, splat (i64 4294967295)
  %2476 = mul nuw <16 x i64> %2472, splat (i64 3449720151)
  %2477 = mul nuw <16 x i64> %2473, splat (i64 3449720151)
  %2478 = mul nuw <16 x i64> %2474, splat (i64 3449720151)
  %2479 = mul nuw <16 x i64> %2475, splat (i64 3449720151)
  %2480 = lshr <16 x i64> %2468, splat (i64 32)
  %2481 = lshr <16 x i64> %2469, splat (i64 32)
  %2482 = lshr <16 x i64> %2470, splat (i64 32)
  %2483 = lshr <16 x i64> %2471, splat (i64 32)
  %2484 = lshr <16 x i64> %2476, splat (i64 32)
  %2485 = lshr <16 x i64> %2477, splat (i64 32)
  %2486 = lshr <16 x i64> %2478, splat (i64 32)
  %2487 = lshr <16 x i64> %2479, splat (i64 32)
  %2488 = xor <16 x i64> %broadcast.splat2340, %2484
  %2489 = xor <16 x i64> %broadcast.splat2340, %2485
  %2490 = xor <16 x i64> %broadcast.splat2340, %2486
  %2491 = xor <16 x i64> %broadcast.splat2340, %2487
  %2492 = xor <16 x i64> %2488, %2444
  %2493 = xor <16 x i64> %2489, %2445
  %2494 = xor <16 x i64> %2490, %2446
  %2495 = xor <16 x i64> %2491, %2447
  %2496 = xor <16 x i64> %2480, %broadcast.splat2342
  %2497 = xor <16 x i64> %2481, %broadcast.splat2342
  %2498 = xor <16 x i64> %2482, %broadcast.splat2342
  %2499 = xor <16 x i64> %2483, %broadcast.splat2342
  %2500 = xor <16 x i64> %2496, %2436
  %2501 = xor <16 x i64> %2497, %2437
  %2502 = xor <16 x i64> %2498, %2438
  %2503 = xor <16 x i64> %2499, %2439
  %2504 = and <16 x i64> %2492, splat (i64 4294967295)
  %2505 = and <16 x i64> %2493, splat (i64 4294967295)
  %2506 = and <16 x i64> %2494, splat (i64 4294967295)
  %2507 = and <16 x i64> %2495, splat (i64 4294967295)
  %2508 = mul nuw <16 x i64> %2504, splat (i64 3528531795)
  %2509 = mul nuw <16 x i64> %2505, splat (i64 3528531795)
  %2510 = mul nuw <16 x i64> %2506, splat (i64 3528531795)
  %2511 = mul nuw <16 x i64> %2507, splat (i64 3528531795)
  %2512 = and <16 x i64> %2500, splat (i64 4294967295)
  %2513 = and <16 x i64> %2501, splat (i64 4294967295)
  %2514 = and <16 x i64> %2502, splat (i64 4294967295)
  %2515 = and <16 x i64> %2503, splat (i64 4294967295)
  %2516 = mul nuw <16 x i64> %2512, splat (i64 3449720151)
  %2517 = mul nuw <16 x i64> %2513, splat (i64 3449720151)
  %2518 = mul nuw <16 x i64> %2514, splat (i64 3449720151)
  %2519 = mul nuw <16 x i64> %2515, splat (i64 3449720151)
  %2520 = lshr <16 x i64> %2508, splat (i64 32)
  %2521 = lshr <16 x i64> %2509, splat (i64 32)
  %2522 = lshr <16 x i64> %2510, splat (i64 32)
  %2523 = lshr <16 x i64> %2511, splat (i64 32)
  %2524 = lshr <16 x i64> %2516, splat (i64 32)
  %2525 = lshr <16 x i64> %2517, splat (i64 32)
  %2526 = lshr <16 x i64> %2518, splat (i64 32)
  %2527 = lshr <16 x i64> %2519, splat (i64 32)
  %2528 = xor <16 x i64> %2524, %broadcast.splat2344
  %2529 = xor <16 x i64> %2525, %broadcast.splat2344
  %2530 = xor <16 x i64> %2526, %broadcast.splat2344
  %2531 = xor <16 x i64> %2527, %broadcast.splat2344
  %2532 = xor <16 x i64> %2528, %2476
  %2533 = xor <16 x i64> %2529, %2477
  %2534 = xor <16 x i64> %2530, %2478
  %2535 = xor <16 x i64> %2531, %2479
  %2536 = xor <16 x i64> %broadcast.splat2346, %2520
  %2537 = xor <16 x i64> %broadcast.splat2346, %2521
  %2538 = xor <16 x i64> %broadcast.splat2346, %2522
  %2539 = xor <16 x i64> %broadcast.splat2346, %2523
  %2540 = xor <16 x i64> %2536, %2468
  %2541 = xor <16 x i64> %2537, %2469
  %2542 = xor <16 x i64> %2538, %2470
  %2543 = xor <16 x i64> %2539, %2471
  %2544 = and <16 x i64> %2532, splat (i64 4294967295)
  %2545 = and <16 x i64> %2533, splat (i64 4294967295)
  %2546 = and <16 x i64> %2534, splat (i64 4294967295)
  %2547 = and <16 x i64> %2535, splat (i64 4294967295)
  %2548 = mul nuw <16 x i64> %2544, splat (i64 3528531795)
  %2549 = mul nuw <16 x i64> %2545, splat (i64 3528531795)
  %2550 = mul nuw <16 x i64> %2546, splat (i64 3528531795)
  %2551 = mul nuw <16 x i64> %2547, splat (i64 3528531795)
  %2552 = and <16 x i64> %2540, splat (i64 4294967295)
  %2553 = and <16 x i64> %2541, splat (i64 4294967295)
  %2554 = and <16 x i64> %2542, splat (i64 4294967295)
  %2555 = and <16 x i64> %2543, splat (i64 4294967295)
  %2556 = mul nuw <16 x i64> %2552, splat (i64 3449720151)
  %2557 = mul nuw <16 x i64> %2553, splat (i64 3449720151)
  %2558 = mul nuw <16 x i64> %2554, splat (i64 3449720151)
  %2559 = mul nuw <16 x i64> %2555, splat (i64 3449720151)
  %2560 = lshr <16 x i64> %2548, splat (i64 32)
  %2561 = lshr <16 x i64> %2549, splat (i64 32)
  %2562 = lshr <16 x i64> %2550, splat (i64 32)
  %2563 = lshr <16 x i64> %2551, splat (i64 32)
  %2564 = lshr <16 x i64> %2556, splat (i64 32)
  %2565 = lshr <16 x i64> %2557, splat (i64 32)
  %2566 = lshr <16 x i64> %2558, splat (i64 32)
  %2567 = lshr <16 x i64> %2559, splat (i64 32)
  %2568 = xor <16 x i64> %broadcast.splat2348, %2564
  %2569 = xor <16 x i64> %broadcast.splat2348, %2565
  %2570 = xor <16 x i64> %broadcast.splat2348, %2566
  %2571 = xor <16 x i64> %broadcast.splat2348, %2567
  %2572 = xor <16 x i64> %2568, %2516
  %2573 = xor <16 x i64> %2569, %2517
  %2574 = xor <16 x i64> %2570, %2518
  %2575 = xor <16 x i64> %2571, %2519
  %2576 = xor <16 x i64> %2560, %broadcast.splat2350
  %2577 = xor <16 x i64> %2561, %broadcast.splat2350
  %2578 = xor <16 x i64> %2562, %broadcast.splat2350
  %2579 = xor <16 x i64> %2563, %broadcast.splat2350
  %2580 = xor <16 x i64> %2576, %2508
  %2581 = xor <16 x i64> %2577, %2509
  %2582 = xor <16 x i64> %2578, %2510
  %2583 = xor <16 x i64> %2579, %2511
  %2584 = and <16 x i64> %2572, splat (i64 4294967295)
  %2585 = and <16 x i64> %2573, splat (i64 4294967295)
  %2586 = and <16 x i64> %2574, splat (i64 4294967295)
  %2587 = and <16 x i64> %2575, splat (i64 4294967295)
  %2588 = mul nuw <16 x i64> %2584, splat (i64 3528531795)
  %2589 = mul nuw <16 x i64> %2585, splat (i64 3528531795)
  %2590 = mul nuw <16 x i64> %2586, splat (i64 3528531795)
  %2591 = mul nuw <16 x i64> %2587, splat (i64 3528531795)
  %2592 = and <16 x i64> %2580, splat (i64 4294967295)
  %2593 = and <16 x i64> %2581, splat (i64 4294967295)
  %2594 = and <16 x i64> %2582, splat (i64 4294967295)
  %2595 = and <16 x i64> %2583, splat (i64 4294967295)
  %2596 = mul nuw <16 x i64> %2592, splat (i64 3449720151)
  %2597 = mul nuw <16 x i64> %2593, splat (i64 3449720151)
  %2598 = mul nuw <16 x i64> %2594, splat (i64 3449720151)
  %2599 = mul nuw <16 x i64> %2595, splat (i64 3449720151)
  %2600 = lshr <16 x i64> %2588, splat (i64 32)
  %2601 = lshr <16 x i64> %2589, splat (i64 32)
  %2602 = lshr <16 x i64> %2590, splat (i64 32)
  %2603 = lshr <16 x i64> %2591, splat (i64 32)
  %2604 = lshr <16 x i64> %2596, splat (i64 32)
  %2605 = lshr <16 x i64> %2597, splat (i64 32)
  %2606 = lshr <16 x i64> %2598, splat (i64 32)
  %2607 = lshr <16 x i64> %2599, splat (i64 32)
  %2608 = xor <16 x i64> %2604, %broadcast.splat2352
  %2609 = xor <16 x i64> %2605, %broadcast.splat2352
  %2610 = xor <16 x i64> %2606, %broadcast.splat2352
  %2611 = xor <16 x i64> %2607, %broadcast.splat2352
  %2612 = xor <16 x i64> %2608, %2556
  %2613 = xor <16 x i64> %2609, %2557
  %2614 = xor <16 x i64> %2610, %2558
  %2615 = xor <16 x i64> %2611, %2559
  %2616 = xor <16 x i64> %broadcast.splat2354, %2600
  %2617 = xor <16 x i64> %broadcast.splat2354, %2601
  %2618 = xor <16 x i64> %broadcast.splat2354, %2602
  %2619 = xor <16 x i64> %broadcast.splat2354, %2603
  %2620 = xor <16 x i64> %2616, %2548
  %2621 = xor <16 x i64> %2617, %2549
  %2622 = xor <16 x i64> %2618, %2550
  %2623 = xor <16 x i64> %2619, %2551
  %2624 = and <16 x i64> %2612, splat (i64 4294967295)
  %2625 = and <16 x i64> %2613, splat (i64 4294967295)
  %2626 = and <16 x i64> %2614, splat (i64 4294967295)
  %2627 = and <16 x i64> %2615, splat (i64 4294967295)
  %2628 = mul nuw <16 x i64> %2624, splat (i64 3528531795)
  %2629 = mul nuw <16 x i64> %2625, splat (i64 3528531795)
  %2630 = mul nuw <16 x i64> %2626, splat (i64 3528531795)
  %2631 = mul nuw <16 x i64> %2627, splat (i64 3528531795)
  %2632 = and <16 x i64> %2620, splat (i64 4294967295)
  %2633 = and <16 x i64> %2621, splat (i64 4294967295)
  %2634 = and <16 x i64> %2622, splat (i64 4294967295)
  %2635 = and <16 x i64> %2623, splat (i64 4294967295)
  %2636 = mul nuw <16 x i64> %2632, splat (i64 3449720151)
  %2637 = mul nuw <16 x i64> %2633, splat (i64 3449720151)
  %2638 = mul nuw <16 x i64> %2634, splat (i64 3449720151)
  %2639 = mul nuw <16 x i64> %2635, splat (i64 3449720151)
  %2640 = lshr <16 x i64> %2628, splat (i64 32)
  %2641 = lshr <16 x i64> %2629, splat (i64 32)
  %2642 = lshr <16 x i64> %2630, splat (i64 32)
  %2643 = lshr <16 x i64> %2631, splat (i64 32)
  %2644 = lshr <16 x i64> %2636, splat (i64 32)
  %2645 = lshr <16 x i64> %2637, splat (i64 32)
  %2646 = lshr <16 x i64> %2638, splat (i64 32)
  %2647 = lshr <16 x i64> %2639, splat (i64 32)
  %2648 = xor <16 x i64> %broadcast.splat2356, %2644
  %2649 = xor <16 x i64> %broadcast.splat2356, %2645
  %2650 = xor <16 x i64> %broadcast.splat2356, %2646
  %2651 = xor <16 x i64> %broadcast.splat2356, %2647
  %2652 = xor <16 x i64> %2648, %2596
  %2653 = xor <16 x i64> %2649, %2597
  %2654 = xor <16 x i64> %2650, %2598
  %2655 = xor <16 x i64> %2651, %2599
  %2656 = xor <16 x i64> %2640, %broadcast.splat2358
  %2657 = xor <16 x i64> %2641, %broadcast.splat2358
  %2658 = xor <16 x i64> %2642, %broadcast.splat2358
  %2659 = xor <16 x i64> %2643, %broadcast.splat2358
  %2660 = xor <16 x i64> %2656, %2588
  %2661 = xor <16 x i64> %2657, %2589
  %2662 = xor <16 x i64> %2658, %2590
  %2663 = xor <16 x i64> %2659, %2591
  %2664 = and <16 x i64> %2652, splat (i64 4294967295)
  %2665 = and <16 x i64> %2653, splat (i64 4294967295)
  %2666 = and <16 x i64> %2654, splat (i64 4294967295)
  %2667 = and <16 x i64> %2655, splat (i64 4294967295)
  %2668 = mul nuw <16 x i64> %2664, splat (i64 3528531795)
  %2669 = mul nuw <16 x i64> %2665, splat (i64 3528531795)
  %2670 = mul nuw <16 x i64> %2666, splat (i64 3528531795)
  %2671 = mul nuw <16 x i64> %2667, splat (i64 3528531795)
  %2672 = lshr <16 x i64> %2668, splat (i64 32)
  %2673 = lshr <16 x i64> %2669, splat (i64 32)
  %2674 = lshr <16 x i64> %2670, splat (i64 32)
  %2675 = lshr <16 x i64> %2671, splat (i64 32)
  %2676 = trunc <16 x i64> %2660 to <16 x i32>
  %2677 = trunc <16 x i64> %2661 to <16 x i32>
  %2678 = trunc <16 x i64> %2662 to <16 x i32>
  %2679 = trunc <16 x i64> %2663 to <16 x i32>
  %2680 = mul <16 x i32> %2676, splat (i32 -845247145)
  %2681 = mul <16 x i32> %2677, splat (i32 -845247145)
  %2682 = mul <16 x i32> %2678, splat (i32 -845247145)
  %2683 = mul <16 x i32> %2679, splat (i32 -845247145)
  %2684 = xor <16 x i64> %broadcast.splat2360, %2672
  %2685 = xor <16 x i64> %broadcast.splat2360, %2673
  %2686 = xor <16 x i64> %broadcast.splat2360, %2674
  %2687 = xor <16 x i64> %broadcast.splat2360, %2675
  %2688 = xor <16 x i64> %2684, %2628
  %2689 = xor <16 x i64> %2685, %2629
  %2690 = xor <16 x i64> %2686, %2630
  %2691 = xor <16 x i64> %2687, %2631
  %2692 = and <16 x i64> %2688, splat (i64 4294967295)
  %2693 = and <16 x i64> %2689, splat (i64 4294967295)
  %2694 = and <16 x i64> %2690, splat (i64 4294967295)
  %2695 = and <16 x i64> %2691, splat (i64 4294967295)
  %2696 = mul nuw <16 x i64> %2692, splat (i64 3449720151)
  %2697 = mul nuw <16 x i64> %2693, splat (i64 3449720151)
  %2698 = mul nuw <16 x i64> %2694, splat (i64 3449720151)
  %2699 = mul nuw <16 x i64> %2695, splat (i64 3449720151)
  %2700 = lshr <16 x i64> %2696, splat (i64 32)
  %2701 = lshr <16 x i64> %2697, splat (i64 32)
  %2702 = lshr <16 x i64> %2698, splat (i64 32)
  %2703 = lshr <16 x i64> %2699, splat (i64 32)
  %2704 = trunc nuw <16 x i64> %2700 to <16 x i32>
  %2705 = trunc nuw <16 x i64> %2701 to <16 x i32>
  %2706 = trunc nuw <16 x i64> %2702 to <16 x i32>
  %2707 = trunc nuw <16 x i64> %2703 to <16 x i32>
  %2708 = trunc <16 x i64> %2696 to <16 x i32>
  %2709 = trunc <16 x i64> %2697 to <16 x i32>
  %2710 = trunc <16 x i64> %2698 to <16 x i32>
  %2711 = trunc <16 x i64> %2699 to <16 x i32>
  %2712 = xor <16 x i32> %2680, %2704
  %2713 = xor <16 x i32> %2712, %broadcast.splat2362
  %2714 = xor <16 x i32> %2681, %2705
  %2715 = xor <16 x i32> %2714, %broadcast.splat2362
  %2716 = xor <16 x i32> %2682, %2706
  %2717 = xor <16 x i32> %2716, %broadcast.splat2362
  %2718 = xor <16 x i32> %2683, %2707
  %2719 = xor <16 x i32> %2718, %broadcast.splat2362
  %2720 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2364
  %2721 = getelementptr inbounds nuw i8, ptr %2720, i64 64
  %2722 = getelementptr inbounds nuw i8, ptr %2720, i64 128
  %2723 = getelementptr inbounds nuw i8, ptr %2720, i64 192
  store <16 x i32> %2713, ptr %2720, align 4, !alias.scope !56, !noalias !59
  store <16 x i32> %2715, ptr %2721, align 4, !alias.scope !56, !noalias !59
  store <16 x i32> %2717, ptr %2722, align 4, !alias.scope !56, !noalias !59
  store <16 x i32> %2719, ptr %2723, align 4, !alias.scope !56, !noalias !59
  %2724 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2364
  %2725 = getelementptr inbounds nuw i8, ptr %2724, i64 64
  %2726 = getelementptr inbounds nuw i8, ptr %2724, i64 128
  %2727 = getelementptr inbounds nuw i8, ptr %2724, i64 192
  store <16 x i32> %2708, ptr %2724, align 4, !alias.scope !59, !noalias !56
  store <16 x i32> %2709, ptr %2725, align 4, !alias.scope !59, !noalias !56
  store <16 x i32> %2710, ptr %2726, align 4, !alias.scope !59, !noalias !56
  store <16 x i32> %2711, ptr %2727, align 4, !alias.scope !59, !noalias !56
  %index.next2369 = add nuw i64 %index2364, 64
  %vec.ind.next2370 = add <16 x i64> %vec.ind2365, splat (i64 64)
  %2728 = icmp eq i64 %index.next2369, %block_elements
  br i1 %2728, label %vector.body2304, label %vector.body2363, !llvm.loop !61

across_feature.header14.preheader:                ; preds = %step.body
  br i1 %.not833, label %iter.check2112, label %vector.body2264.peel

vector.body2264.peel:                             ; preds = %across_feature.header14.preheader
  %wide.load2266.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load2267.peel = load <16 x float>, ptr %67, align 4
  %2729 = fmul <16 x float> %wide.load2266.peel, %wide.load2266.peel
  %2730 = fmul <16 x float> %wide.load2267.peel, %wide.load2267.peel
  %2731 = fmul <16 x float> %wide.load2266.peel, zeroinitializer
  %2732 = fmul <16 x float> %wide.load2267.peel, zeroinitializer
  store <16 x float> %2729, ptr %across_uniforms, align 4
  store <16 x float> %2730, ptr %69, align 4
  %2733 = fmul <16 x float> %wide.load2266.peel, %wide.load2268.peel
  %2734 = fmul <16 x float> %wide.load2267.peel, %wide.load2269.peel
  %2735 = fsub <16 x float> zeroinitializer, %2733
  %2736 = fsub <16 x float> zeroinitializer, %2734
  store <16 x float> %2735, ptr %70, align 4
  store <16 x float> %2736, ptr %71, align 4
  %2737 = fadd <16 x float> %2731, zeroinitializer
  %2738 = fadd <16 x float> %2732, zeroinitializer
  store <16 x float> %2737, ptr %72, align 4
  store <16 x float> %2738, ptr %73, align 4
  %wide.load2266.1.peel = load <16 x float>, ptr %74, align 4
  %wide.load2267.1.peel = load <16 x float>, ptr %75, align 4
  %2739 = fmul <16 x float> %wide.load2266.1.peel, %wide.load2266.1.peel
  %2740 = fmul <16 x float> %wide.load2267.1.peel, %wide.load2267.1.peel
  %wide.load2268.1.peel = load <16 x float>, ptr %76, align 4
  %wide.load2269.1.peel = load <16 x float>, ptr %77, align 4
  %2741 = fmul <16 x float> %wide.load2266.1.peel, zeroinitializer
  %2742 = fmul <16 x float> %wide.load2267.1.peel, zeroinitializer
  store <16 x float> %2739, ptr %78, align 4
  store <16 x float> %2740, ptr %79, align 4
  %2743 = fmul <16 x float> %wide.load2266.1.peel, %wide.load2268.1.peel
  %2744 = fmul <16 x float> %wide.load2267.1.peel, %wide.load2269.1.peel
  %2745 = fsub <16 x float> zeroinitializer, %2743
  %2746 = fsub <16 x float> zeroinitializer, %2744
  store <16 x float> %2745, ptr %80, align 4
  store <16 x float> %2746, ptr %81, align 4
  %2747 = fadd <16 x float> %2741, zeroinitializer
  %2748 = fadd <16 x float> %2742, zeroinitializer
  store <16 x float> %2747, ptr %82, align 4
  store <16 x float> %2748, ptr %83, align 4
  br i1 %exitcond963.not.peel, label %noise.done, label %across_feature.body15

step.exit:                                        ; preds = %noise.done68, %across_in.exit
  %2749 = phi <16 x float> [ %2325, %across_in.exit ], [ %3634, %noise.done68 ]
  %2750 = phi <16 x float> [ %2326, %across_in.exit ], [ %3635, %noise.done68 ]
  %2751 = phi <16 x float> [ %2327, %across_in.exit ], [ %3636, %noise.done68 ]
  %2752 = phi <16 x float> [ %2328, %across_in.exit ], [ %3637, %noise.done68 ]
  %wide.load2298.32681 = phi <16 x float> [ %wide.load2298.32680, %across_in.exit ], [ %wide.load2298.32682, %noise.done68 ]
  %wide.load2298.22666 = phi <16 x float> [ %wide.load2298.22665, %across_in.exit ], [ %wide.load2298.22667, %noise.done68 ]
  %wide.load2298.12651 = phi <16 x float> [ %wide.load2298.12650, %across_in.exit ], [ %wide.load2298.12652, %noise.done68 ]
  %wide.load22982636 = phi <16 x float> [ %wide.load22982635, %across_in.exit ], [ %wide.load22982637, %noise.done68 ]
  %wide.load22122625 = phi <16 x float> [ %wide.load22122624, %across_in.exit ], [ %wide.load22122626, %noise.done68 ]
  %wide.load22112609 = phi <16 x float> [ %wide.load22112608, %across_in.exit ], [ %wide.load22112610, %noise.done68 ]
  %wide.load22102593 = phi <16 x float> [ %wide.load22102592, %across_in.exit ], [ %wide.load22102594, %noise.done68 ]
  %wide.load22092577 = phi <16 x float> [ %wide.load22092576, %across_in.exit ], [ %wide.load22092578, %noise.done68 ]
  %real_elements = mul nuw nsw i64 %2333, %n_features
  %.not845 = icmp eq i64 %real_elements, 0
  br i1 %.not845, label %across_out.exit, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %step.exit
  %xtraiter2516 = and i64 %2329, 1
  %2753 = icmp eq i64 %2329, 1
  br i1 %2753, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter2520 = and i64 %2329, 16382
  br label %across_out.body

vector.body2304:                                  ; preds = %vector.body2363, %vector.body2304
  %index2305 = phi i64 [ %index.next2314, %vector.body2304 ], [ 0, %vector.body2363 ]
  %2754 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2305
  %2755 = getelementptr inbounds nuw i8, ptr %2754, i64 64
  %2756 = getelementptr inbounds nuw i8, ptr %2754, i64 128
  %2757 = getelementptr inbounds nuw i8, ptr %2754, i64 192
  %wide.load2306 = load <16 x i32>, ptr %2754, align 4, !alias.scope !56, !noalias !59
  %wide.load2307 = load <16 x i32>, ptr %2755, align 4, !alias.scope !56, !noalias !59
  %wide.load2308 = load <16 x i32>, ptr %2756, align 4, !alias.scope !56, !noalias !59
  %wide.load2309 = load <16 x i32>, ptr %2757, align 4, !alias.scope !56, !noalias !59
  %2758 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2305
  %2759 = getelementptr inbounds nuw i8, ptr %2758, i64 64
  %2760 = getelementptr inbounds nuw i8, ptr %2758, i64 128
  %2761 = getelementptr inbounds nuw i8, ptr %2758, i64 192
  %wide.load2310 = load <16 x i32>, ptr %2758, align 4, !alias.scope !59, !noalias !56
  %wide.load2311 = load <16 x i32>, ptr %2759, align 4, !alias.scope !59, !noalias !56
  %wide.load2312 = load <16 x i32>, ptr %2760, align 4, !alias.scope !59, !noalias !56
  %wide.load2313 = load <16 x i32>, ptr %2761, align 4, !alias.scope !59, !noalias !56
  %2762 = uitofp <16 x i32> %wide.load2306 to <16 x double>
  %2763 = uitofp <16 x i32> %wide.load2307 to <16 x double>
  %2764 = uitofp <16 x i32> %wide.load2308 to <16 x double>
  %2765 = uitofp <16 x i32> %wide.load2309 to <16 x double>
  %2766 = fadd <16 x double> %2762, splat (double 5.000000e-01)
  %2767 = fadd <16 x double> %2763, splat (double 5.000000e-01)
  %2768 = fadd <16 x double> %2764, splat (double 5.000000e-01)
  %2769 = fadd <16 x double> %2765, splat (double 5.000000e-01)
  %2770 = fmul <16 x double> %2766, splat (double 0x3DF0000000000000)
  %2771 = fmul <16 x double> %2767, splat (double 0x3DF0000000000000)
  %2772 = fmul <16 x double> %2768, splat (double 0x3DF0000000000000)
  %2773 = fmul <16 x double> %2769, splat (double 0x3DF0000000000000)
  %2774 = uitofp <16 x i32> %wide.load2310 to <16 x double>
  %2775 = uitofp <16 x i32> %wide.load2311 to <16 x double>
  %2776 = uitofp <16 x i32> %wide.load2312 to <16 x double>
  %2777 = uitofp <16 x i32> %wide.load2313 to <16 x double>
  %2778 = fadd <16 x double> %2774, splat (double 5.000000e-01)
  %2779 = fadd <16 x double> %2775, splat (double 5.000000e-01)
  %2780 = fadd <16 x double> %2776, splat (double 5.000000e-01)
  %2781 = fadd <16 x double> %2777, splat (double 5.000000e-01)
  %2782 = fmul <16 x double> %2778, splat (double 0x3DF0000000000000)
  %2783 = fmul <16 x double> %2779, splat (double 0x3DF0000000000000)
  %2784 = fmul <16 x double> %2780, splat (double 0x3DF0000000000000)
  %2785 = fmul <16 x double> %2781, splat (double 0x3DF0000000000000)
  %2786 = bitcast <16 x double> %2770 to <16 x i64>
  %2787 = bitcast <16 x double> %2771 to <16 x i64>
  %2788 = bitcast <16 x double> %2772 to <16 x i64>
  %2789 = bitcast <16 x double> %2773 to <16 x i64>
  %2790 = lshr <16 x i64> %2786, splat (i64 32)
  %2791 = lshr <16 x i64> %2787, splat (i64 32)
  %2792 = lshr <16 x i64> %2788, splat (i64 32)
  %2793 = lshr <16 x i64> %2789, splat (i64 32)
  %2794 = add nuw nsw <16 x i64> %2790, splat (i64 614242)
  %2795 = add nuw nsw <16 x i64> %2791, splat (i64 614242)
  %2796 = add nuw nsw <16 x i64> %2792, splat (i64 614242)
  %2797 = add nuw nsw <16 x i64> %2793, splat (i64 614242)
  %2798 = lshr <16 x i64> %2794, splat (i64 20)
  %2799 = lshr <16 x i64> %2795, splat (i64 20)
  %2800 = lshr <16 x i64> %2796, splat (i64 20)
  %2801 = lshr <16 x i64> %2797, splat (i64 20)
  %2802 = add nsw <16 x i64> %2798, splat (i64 -1023)
  %2803 = add nsw <16 x i64> %2799, splat (i64 -1023)
  %2804 = add nsw <16 x i64> %2800, splat (i64 -1023)
  %2805 = add nsw <16 x i64> %2801, splat (i64 -1023)
  %2806 = shl nuw <16 x i64> %2794, splat (i64 32)
  %2807 = shl nuw <16 x i64> %2795, splat (i64 32)
  %2808 = shl nuw <16 x i64> %2796, splat (i64 32)
  %2809 = shl nuw <16 x i64> %2797, splat (i64 32)
  %2810 = and <16 x i64> %2806, splat (i64 4503595332403200)
  %2811 = and <16 x i64> %2807, splat (i64 4503595332403200)
  %2812 = and <16 x i64> %2808, splat (i64 4503595332403200)
  %2813 = and <16 x i64> %2809, splat (i64 4503595332403200)
  %2814 = add nuw nsw <16 x i64> %2810, splat (i64 4604544269498187776)
  %2815 = add nuw nsw <16 x i64> %2811, splat (i64 4604544269498187776)
  %2816 = add nuw nsw <16 x i64> %2812, splat (i64 4604544269498187776)
  %2817 = add nuw nsw <16 x i64> %2813, splat (i64 4604544269498187776)
  %2818 = and <16 x i64> %2786, splat (i64 4294967295)
  %2819 = and <16 x i64> %2787, splat (i64 4294967295)
  %2820 = and <16 x i64> %2788, splat (i64 4294967295)
  %2821 = and <16 x i64> %2789, splat (i64 4294967295)
  %2822 = or disjoint <16 x i64> %2814, %2818
  %2823 = or disjoint <16 x i64> %2815, %2819
  %2824 = or disjoint <16 x i64> %2816, %2820
  %2825 = or disjoint <16 x i64> %2817, %2821
  %2826 = bitcast <16 x i64> %2822 to <16 x double>
  %2827 = bitcast <16 x i64> %2823 to <16 x double>
  %2828 = bitcast <16 x i64> %2824 to <16 x double>
  %2829 = bitcast <16 x i64> %2825 to <16 x double>
  %2830 = fadd <16 x double> %2826, splat (double -1.000000e+00)
  %2831 = fadd <16 x double> %2827, splat (double -1.000000e+00)
  %2832 = fadd <16 x double> %2828, splat (double -1.000000e+00)
  %2833 = fadd <16 x double> %2829, splat (double -1.000000e+00)
  %2834 = fmul <16 x double> %2830, splat (double 5.000000e-01)
  %2835 = fmul <16 x double> %2831, splat (double 5.000000e-01)
  %2836 = fmul <16 x double> %2832, splat (double 5.000000e-01)
  %2837 = fmul <16 x double> %2833, splat (double 5.000000e-01)
  %2838 = fmul <16 x double> %2830, %2834
  %2839 = fmul <16 x double> %2831, %2835
  %2840 = fmul <16 x double> %2832, %2836
  %2841 = fmul <16 x double> %2833, %2837
  %2842 = fadd <16 x double> %2830, splat (double 2.000000e+00)
  %2843 = fadd <16 x double> %2831, splat (double 2.000000e+00)
  %2844 = fadd <16 x double> %2832, splat (double 2.000000e+00)
  %2845 = fadd <16 x double> %2833, splat (double 2.000000e+00)
  %2846 = fdiv <16 x double> %2830, %2842
  %2847 = fdiv <16 x double> %2831, %2843
  %2848 = fdiv <16 x double> %2832, %2844
  %2849 = fdiv <16 x double> %2833, %2845
  %2850 = fmul <16 x double> %2846, %2846
  %2851 = fmul <16 x double> %2847, %2847
  %2852 = fmul <16 x double> %2848, %2848
  %2853 = fmul <16 x double> %2849, %2849
  %2854 = fmul <16 x double> %2850, %2850
  %2855 = fmul <16 x double> %2851, %2851
  %2856 = fmul <16 x double> %2852, %2852
  %2857 = fmul <16 x double> %2853, %2853
  %2858 = fmul <16 x double> %2854, splat (double 0x3FC39A09D078C69F)
  %2859 = fmul <16 x double> %2855, splat (double 0x3FC39A09D078C69F)
  %2860 = fmul <16 x double> %2856, splat (double 0x3FC39A09D078C69F)
  %2861 = fmul <16 x double> %2857, splat (double 0x3FC39A09D078C69F)
  %2862 = fadd <16 x double> %2858, splat (double 0x3FCC71C51D8E78AF)
  %2863 = fadd <16 x double> %2859, splat (double 0x3FCC71C51D8E78AF)
  %2864 = fadd <16 x double> %2860, splat (double 0x3FCC71C51D8E78AF)
  %2865 = fadd <16 x double> %2861, splat (double 0x3FCC71C51D8E78AF)
  %2866 = fmul <16 x double> %2854, %2862
  %2867 = fmul <16 x double> %2855, %2863
  %2868 = fmul <16 x double> %2856, %2864
  %2869 = fmul <16 x double> %2857, %2865
  %2870 = fadd <16 x double> %2866, splat (double 0x3FD999999997FA04)
  %2871 = fadd <16 x double> %2867, splat (double 0x3FD999999997FA04)
  %2872 = fadd <16 x double> %2868, splat (double 0x3FD999999997FA04)
  %2873 = fadd <16 x double> %2869, splat (double 0x3FD999999997FA04)
  %2874 = fmul <16 x double> %2854, %2870
  %2875 = fmul <16 x double> %2855, %2871
  %2876 = fmul <16 x double> %2856, %2872
  %2877 = fmul <16 x double> %2857, %2873
  %2878 = fmul <16 x double> %2854, splat (double 0x3FC2F112DF3E5244)
  %2879 = fmul <16 x double> %2855, splat (double 0x3FC2F112DF3E5244)
  %2880 = fmul <16 x double> %2856, splat (double 0x3FC2F112DF3E5244)
  %2881 = fmul <16 x double> %2857, splat (double 0x3FC2F112DF3E5244)
  %2882 = fadd <16 x double> %2878, splat (double 0x3FC7466496CB03DE)
  %2883 = fadd <16 x double> %2879, splat (double 0x3FC7466496CB03DE)
  %2884 = fadd <16 x double> %2880, splat (double 0x3FC7466496CB03DE)
  %2885 = fadd <16 x double> %2881, splat (double 0x3FC7466496CB03DE)
  %2886 = fmul <16 x double> %2854, %2882
  %2887 = fmul <16 x double> %2855, %2883
  %2888 = fmul <16 x double> %2856, %2884
  %2889 = fmul <16 x double> %2857, %2885
  %2890 = fadd <16 x double> %2886, splat (double 0x3FD2492494229359)
  %2891 = fadd <16 x double> %2887, splat (double 0x3FD2492494229359)
  %2892 = fadd <16 x double> %2888, splat (double 0x3FD2492494229359)
  %2893 = fadd <16 x double> %2889, splat (double 0x3FD2492494229359)
  %2894 = fmul <16 x double> %2854, %2890
  %2895 = fmul <16 x double> %2855, %2891
  %2896 = fmul <16 x double> %2856, %2892
  %2897 = fmul <16 x double> %2857, %2893
  %2898 = fadd <16 x double> %2894, splat (double 0x3FE5555555555593)
  %2899 = fadd <16 x double> %2895, splat (double 0x3FE5555555555593)
  %2900 = fadd <16 x double> %2896, splat (double 0x3FE5555555555593)
  %2901 = fadd <16 x double> %2897, splat (double 0x3FE5555555555593)
  %2902 = fmul <16 x double> %2850, %2898
  %2903 = fmul <16 x double> %2851, %2899
  %2904 = fmul <16 x double> %2852, %2900
  %2905 = fmul <16 x double> %2853, %2901
  %2906 = fadd <16 x double> %2874, %2902
  %2907 = fadd <16 x double> %2875, %2903
  %2908 = fadd <16 x double> %2876, %2904
  %2909 = fadd <16 x double> %2877, %2905
  %2910 = sitofp <16 x i64> %2802 to <16 x double>
  %2911 = sitofp <16 x i64> %2803 to <16 x double>
  %2912 = sitofp <16 x i64> %2804 to <16 x double>
  %2913 = sitofp <16 x i64> %2805 to <16 x double>
  %2914 = fadd <16 x double> %2838, %2906
  %2915 = fadd <16 x double> %2839, %2907
  %2916 = fadd <16 x double> %2840, %2908
  %2917 = fadd <16 x double> %2841, %2909
  %2918 = fmul <16 x double> %2846, %2914
  %2919 = fmul <16 x double> %2847, %2915
  %2920 = fmul <16 x double> %2848, %2916
  %2921 = fmul <16 x double> %2849, %2917
  %2922 = fmul <16 x double> %2910, splat (double 0x3DEA39EF35793C76)
  %2923 = fmul <16 x double> %2911, splat (double 0x3DEA39EF35793C76)
  %2924 = fmul <16 x double> %2912, splat (double 0x3DEA39EF35793C76)
  %2925 = fmul <16 x double> %2913, splat (double 0x3DEA39EF35793C76)
  %2926 = fadd <16 x double> %2922, %2918
  %2927 = fadd <16 x double> %2923, %2919
  %2928 = fadd <16 x double> %2924, %2920
  %2929 = fadd <16 x double> %2925, %2921
  %2930 = fsub <16 x double> %2926, %2838
  %2931 = fsub <16 x double> %2927, %2839
  %2932 = fsub <16 x double> %2928, %2840
  %2933 = fsub <16 x double> %2929, %2841
  %2934 = fadd <16 x double> %2830, %2930
  %2935 = fadd <16 x double> %2831, %2931
  %2936 = fadd <16 x double> %2832, %2932
  %2937 = fadd <16 x double> %2833, %2933
  %2938 = fmul <16 x double> %2910, splat (double 0x3FE62E42FEE00000)
  %2939 = fmul <16 x double> %2911, splat (double 0x3FE62E42FEE00000)
  %2940 = fmul <16 x double> %2912, splat (double 0x3FE62E42FEE00000)
  %2941 = fmul <16 x double> %2913, splat (double 0x3FE62E42FEE00000)
  %2942 = fadd <16 x double> %2938, %2934
  %2943 = fadd <16 x double> %2939, %2935
  %2944 = fadd <16 x double> %2940, %2936
  %2945 = fadd <16 x double> %2941, %2937
  %2946 = fmul <16 x double> %2942, splat (double -2.000000e+00)
  %2947 = fmul <16 x double> %2943, splat (double -2.000000e+00)
  %2948 = fmul <16 x double> %2944, splat (double -2.000000e+00)
  %2949 = fmul <16 x double> %2945, splat (double -2.000000e+00)
  %2950 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2946)
  %2951 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2947)
  %2952 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2948)
  %2953 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %2949)
  %2954 = fmul <16 x double> %2782, splat (double 0x401921FB54442D18)
  %2955 = fmul <16 x double> %2783, splat (double 0x401921FB54442D18)
  %2956 = fmul <16 x double> %2784, splat (double 0x401921FB54442D18)
  %2957 = fmul <16 x double> %2785, splat (double 0x401921FB54442D18)
  %2958 = fmul <16 x double> %2954, splat (double 0x3FE45F306DC9C883)
  %2959 = fmul <16 x double> %2955, splat (double 0x3FE45F306DC9C883)
  %2960 = fmul <16 x double> %2956, splat (double 0x3FE45F306DC9C883)
  %2961 = fmul <16 x double> %2957, splat (double 0x3FE45F306DC9C883)
  %2962 = fadd <16 x double> %2958, splat (double 0x4338000000000000)
  %2963 = fadd <16 x double> %2959, splat (double 0x4338000000000000)
  %2964 = fadd <16 x double> %2960, splat (double 0x4338000000000000)
  %2965 = fadd <16 x double> %2961, splat (double 0x4338000000000000)
  %2966 = bitcast <16 x double> %2962 to <16 x i64>
  %2967 = bitcast <16 x double> %2963 to <16 x i64>
  %2968 = bitcast <16 x double> %2964 to <16 x i64>
  %2969 = bitcast <16 x double> %2965 to <16 x i64>
  %2970 = fadd <16 x double> %2962, splat (double 0xC338000000000000)
  %2971 = fadd <16 x double> %2963, splat (double 0xC338000000000000)
  %2972 = fadd <16 x double> %2964, splat (double 0xC338000000000000)
  %2973 = fadd <16 x double> %2965, splat (double 0xC338000000000000)
  %2974 = fmul <16 x double> %2970, splat (double 0x3FF921FB54400000)
  %2975 = fmul <16 x double> %2971, splat (double 0x3FF921FB54400000)
  %2976 = fmul <16 x double> %2972, splat (double 0x3FF921FB54400000)
  %2977 = fmul <16 x double> %2973, splat (double 0x3FF921FB54400000)
  %2978 = fsub <16 x double> %2954, %2974
  %2979 = fsub <16 x double> %2955, %2975
  %2980 = fsub <16 x double> %2956, %2976
  %2981 = fsub <16 x double> %2957, %2977
  %2982 = fmul <16 x double> %2970, splat (double 0x3DD0B4611A626331)
  %2983 = fmul <16 x double> %2971, splat (double 0x3DD0B4611A626331)
  %2984 = fmul <16 x double> %2972, splat (double 0x3DD0B4611A626331)
  %2985 = fmul <16 x double> %2973, splat (double 0x3DD0B4611A626331)
  %2986 = fmul <16 x double> %2970, splat (double 0x3DD0B4611A600000)
  %2987 = fmul <16 x double> %2971, splat (double 0x3DD0B4611A600000)
  %2988 = fmul <16 x double> %2972, splat (double 0x3DD0B4611A600000)
  %2989 = fmul <16 x double> %2973, splat (double 0x3DD0B4611A600000)
  %2990 = fsub <16 x double> %2978, %2986
  %2991 = fsub <16 x double> %2979, %2987
  %2992 = fsub <16 x double> %2980, %2988
  %2993 = fsub <16 x double> %2981, %2989
  %2994 = fmul <16 x double> %2970, splat (double 0x3BA3198A2E037073)
  %2995 = fmul <16 x double> %2971, splat (double 0x3BA3198A2E037073)
  %2996 = fmul <16 x double> %2972, splat (double 0x3BA3198A2E037073)
  %2997 = fmul <16 x double> %2973, splat (double 0x3BA3198A2E037073)
  %2998 = fsub <16 x double> %2978, %2990
  %2999 = fsub <16 x double> %2979, %2991
  %3000 = fsub <16 x double> %2980, %2992
  %3001 = fsub <16 x double> %2981, %2993
  %3002 = fsub <16 x double> %2998, %2986
  %3003 = fsub <16 x double> %2999, %2987
  %3004 = fsub <16 x double> %3000, %2988
  %3005 = fsub <16 x double> %3001, %2989
  %3006 = fsub <16 x double> %2994, %3002
  %3007 = fsub <16 x double> %2995, %3003
  %3008 = fsub <16 x double> %2996, %3004
  %3009 = fsub <16 x double> %2997, %3005
  %3010 = fsub <16 x double> %2978, %2982
  %3011 = fsub <16 x double> %2979, %2983
  %3012 = fsub <16 x double> %2980, %2984
  %3013 = fsub <16 x double> %2981, %2985
  %3014 = bitcast <16 x double> %2954 to <16 x i64>
  %3015 = bitcast <16 x double> %2955 to <16 x i64>
  %3016 = bitcast <16 x double> %2956 to <16 x i64>
  %3017 = bitcast <16 x double> %2957 to <16 x i64>
  %3018 = lshr <16 x i64> %3014, splat (i64 52)
  %3019 = lshr <16 x i64> %3015, splat (i64 52)
  %3020 = lshr <16 x i64> %3016, splat (i64 52)
  %3021 = lshr <16 x i64> %3017, splat (i64 52)
  %3022 = and <16 x i64> %3018, splat (i64 2047)
  %3023 = and <16 x i64> %3019, splat (i64 2047)
  %3024 = and <16 x i64> %3020, splat (i64 2047)
  %3025 = and <16 x i64> %3021, splat (i64 2047)
  %3026 = bitcast <16 x double> %3010 to <16 x i64>
  %3027 = bitcast <16 x double> %3011 to <16 x i64>
  %3028 = bitcast <16 x double> %3012 to <16 x i64>
  %3029 = bitcast <16 x double> %3013 to <16 x i64>
  %3030 = lshr <16 x i64> %3026, splat (i64 52)
  %3031 = lshr <16 x i64> %3027, splat (i64 52)
  %3032 = lshr <16 x i64> %3028, splat (i64 52)
  %3033 = lshr <16 x i64> %3029, splat (i64 52)
  %3034 = and <16 x i64> %3030, splat (i64 2047)
  %3035 = and <16 x i64> %3031, splat (i64 2047)
  %3036 = and <16 x i64> %3032, splat (i64 2047)
  %3037 = and <16 x i64> %3033, splat (i64 2047)
  %3038 = add nuw nsw <16 x i64> %3034, splat (i64 16)
  %3039 = add nuw nsw <16 x i64> %3035, splat (i64 16)
  %3040 = add nuw nsw <16 x i64> %3036, splat (i64 16)
  %3041 = add nuw nsw <16 x i64> %3037, splat (i64 16)
  %3042 = icmp samesign ult <16 x i64> %3038, %3022
  %3043 = icmp samesign ult <16 x i64> %3039, %3023
  %3044 = icmp samesign ult <16 x i64> %3040, %3024
  %3045 = icmp samesign ult <16 x i64> %3041, %3025
  %3046 = select <16 x i1> %3042, <16 x double> %2990, <16 x double> %2978
  %3047 = select <16 x i1> %3043, <16 x double> %2991, <16 x double> %2979
  %3048 = select <16 x i1> %3044, <16 x double> %2992, <16 x double> %2980
  %3049 = select <16 x i1> %3045, <16 x double> %2993, <16 x double> %2981
  %3050 = select <16 x i1> %3042, <16 x double> %3006, <16 x double> %2982
  %3051 = select <16 x i1> %3043, <16 x double> %3007, <16 x double> %2983
  %3052 = select <16 x i1> %3044, <16 x double> %3008, <16 x double> %2984
  %3053 = select <16 x i1> %3045, <16 x double> %3009, <16 x double> %2985
  %3054 = fsub <16 x double> %3046, %3050
  %3055 = fsub <16 x double> %3047, %3051
  %3056 = fsub <16 x double> %3048, %3052
  %3057 = fsub <16 x double> %3049, %3053
  %3058 = fsub <16 x double> %3046, %3054
  %3059 = fsub <16 x double> %3047, %3055
  %3060 = fsub <16 x double> %3048, %3056
  %3061 = fsub <16 x double> %3049, %3057
  %3062 = fsub <16 x double> %3058, %3050
  %3063 = fsub <16 x double> %3059, %3051
  %3064 = fsub <16 x double> %3060, %3052
  %3065 = fsub <16 x double> %3061, %3053
  %3066 = fmul <16 x double> %3054, %3054
  %3067 = fmul <16 x double> %3055, %3055
  %3068 = fmul <16 x double> %3056, %3056
  %3069 = fmul <16 x double> %3057, %3057
  %3070 = fmul <16 x double> %3066, %3066
  %3071 = fmul <16 x double> %3067, %3067
  %3072 = fmul <16 x double> %3068, %3068
  %3073 = fmul <16 x double> %3069, %3069
  %3074 = fmul <16 x double> %3066, splat (double 0x3EFA01A019CB1590)
  %3075 = fmul <16 x double> %3067, splat (double 0x3EFA01A019CB1590)
  %3076 = fmul <16 x double> %3068, splat (double 0x3EFA01A019CB1590)
  %3077 = fmul <16 x double> %3069, splat (double 0x3EFA01A019CB1590)
  %3078 = fadd <16 x double> %3074, splat (double 0xBF56C16C16C15177)
  %3079 = fadd <16 x double> %3075, splat (double 0xBF56C16C16C15177)
  %3080 = fadd <16 x double> %3076, splat (double 0xBF56C16C16C15177)
  %3081 = fadd <16 x double> %3077, splat (double 0xBF56C16C16C15177)
  %3082 = fmul <16 x double> %3066, %3078
  %3083 = fmul <16 x double> %3067, %3079
  %3084 = fmul <16 x double> %3068, %3080
  %3085 = fmul <16 x double> %3069, %3081
  %3086 = fadd <16 x double> %3082, splat (double 0x3FA555555555554C)
  %3087 = fadd <16 x double> %3083, splat (double 0x3FA555555555554C)
  %3088 = fadd <16 x double> %3084, splat (double 0x3FA555555555554C)
  %3089 = fadd <16 x double> %3085, splat (double 0x3FA555555555554C)
  %3090 = fmul <16 x double> %3066, %3086
  %3091 = fmul <16 x double> %3067, %3087
  %3092 = fmul <16 x double> %3068, %3088
  %3093 = fmul <16 x double> %3069, %3089
  %3094 = fmul <16 x double> %3066, splat (double 0x3DA8FAE9BE8838D4)
  %3095 = fmul <16 x double> %3067, splat (double 0x3DA8FAE9BE8838D4)
  %3096 = fmul <16 x double> %3068, splat (double 0x3DA8FAE9BE8838D4)
  %3097 = fmul <16 x double> %3069, splat (double 0x3DA8FAE9BE8838D4)
  %3098 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3094
  %3099 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3095
  %3100 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3096
  %3101 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %3097
  %3102 = fmul <16 x double> %3066, %3098
  %3103 = fmul <16 x double> %3067, %3099
  %3104 = fmul <16 x double> %3068, %3100
  %3105 = fmul <16 x double> %3069, %3101
  %3106 = fadd <16 x double> %3102, splat (double 0xBE927E4F809C52AD)
  %3107 = fadd <16 x double> %3103, splat (double 0xBE927E4F809C52AD)
  %3108 = fadd <16 x double> %3104, splat (double 0xBE927E4F809C52AD)
  %3109 = fadd <16 x double> %3105, splat (double 0xBE927E4F809C52AD)
  %3110 = fmul <16 x double> %3070, %3070
  %3111 = fmul <16 x double> %3071, %3071
  %3112 = fmul <16 x double> %3072, %3072
  %3113 = fmul <16 x double> %3073, %3073
  %3114 = fmul <16 x double> %3110, %3106
  %3115 = fmul <16 x double> %3111, %3107
  %3116 = fmul <16 x double> %3112, %3108
  %3117 = fmul <16 x double> %3113, %3109
  %3118 = fadd <16 x double> %3090, %3114
  %3119 = fadd <16 x double> %3091, %3115
  %3120 = fadd <16 x double> %3092, %3116
  %3121 = fadd <16 x double> %3093, %3117
  %3122 = fmul <16 x double> %3066, splat (double 5.000000e-01)
  %3123 = fmul <16 x double> %3067, splat (double 5.000000e-01)
  %3124 = fmul <16 x double> %3068, splat (double 5.000000e-01)
  %3125 = fmul <16 x double> %3069, splat (double 5.000000e-01)
  %3126 = fsub <16 x double> splat (double 1.000000e+00), %3122
  %3127 = fsub <16 x double> splat (double 1.000000e+00), %3123
  %3128 = fsub <16 x double> splat (double 1.000000e+00), %3124
  %3129 = fsub <16 x double> splat (double 1.000000e+00), %3125
  %3130 = fsub <16 x double> splat (double 1.000000e+00), %3126
  %3131 = fsub <16 x double> splat (double 1.000000e+00), %3127
  %3132 = fsub <16 x double> splat (double 1.000000e+00), %3128
  %3133 = fsub <16 x double> splat (double 1.000000e+00), %3129
  %3134 = fsub <16 x double> %3130, %3122
  %3135 = fsub <16 x double> %3131, %3123
  %3136 = fsub <16 x double> %3132, %3124
  %3137 = fsub <16 x double> %3133, %3125
  %3138 = fmul <16 x double> %3066, %3118
  %3139 = fmul <16 x double> %3067, %3119
  %3140 = fmul <16 x double> %3068, %3120
  %3141 = fmul <16 x double> %3069, %3121
  %3142 = fmul <16 x double> %3054, %3062
  %3143 = fmul <16 x double> %3055, %3063
  %3144 = fmul <16 x double> %3056, %3064
  %3145 = fmul <16 x double> %3057, %3065
  %3146 = fsub <16 x double> %3138, %3142
  %3147 = fsub <16 x double> %3139, %3143
  %3148 = fsub <16 x double> %3140, %3144
  %3149 = fsub <16 x double> %3141, %3145
  %3150 = fadd <16 x double> %3134, %3146
  %3151 = fadd <16 x double> %3135, %3147
  %3152 = fadd <16 x double> %3136, %3148
  %3153 = fadd <16 x double> %3137, %3149
  %3154 = fadd <16 x double> %3126, %3150
  %3155 = fadd <16 x double> %3127, %3151
  %3156 = fadd <16 x double> %3128, %3152
  %3157 = fadd <16 x double> %3129, %3153
  %3158 = fmul <16 x double> %3066, splat (double 0x3EC71DE357B1FE7D)
  %3159 = fmul <16 x double> %3067, splat (double 0x3EC71DE357B1FE7D)
  %3160 = fmul <16 x double> %3068, splat (double 0x3EC71DE357B1FE7D)
  %3161 = fmul <16 x double> %3069, splat (double 0x3EC71DE357B1FE7D)
  %3162 = fadd <16 x double> %3158, splat (double 0xBF2A01A019C161D5)
  %3163 = fadd <16 x double> %3159, splat (double 0xBF2A01A019C161D5)
  %3164 = fadd <16 x double> %3160, splat (double 0xBF2A01A019C161D5)
  %3165 = fadd <16 x double> %3161, splat (double 0xBF2A01A019C161D5)
  %3166 = fmul <16 x double> %3066, %3162
  %3167 = fmul <16 x double> %3067, %3163
  %3168 = fmul <16 x double> %3068, %3164
  %3169 = fmul <16 x double> %3069, %3165
  %3170 = fadd <16 x double> %3166, splat (double 0x3F8111111110F8A6)
  %3171 = fadd <16 x double> %3167, splat (double 0x3F8111111110F8A6)
  %3172 = fadd <16 x double> %3168, splat (double 0x3F8111111110F8A6)
  %3173 = fadd <16 x double> %3169, splat (double 0x3F8111111110F8A6)
  %3174 = fmul <16 x double> %3066, splat (double 0x3DE5D93A5ACFD57C)
  %3175 = fmul <16 x double> %3067, splat (double 0x3DE5D93A5ACFD57C)
  %3176 = fmul <16 x double> %3068, splat (double 0x3DE5D93A5ACFD57C)
  %3177 = fmul <16 x double> %3069, splat (double 0x3DE5D93A5ACFD57C)
  %3178 = fadd <16 x double> %3174, splat (double 0xBE5AE5E68A2B9CEB)
  %3179 = fadd <16 x double> %3175, splat (double 0xBE5AE5E68A2B9CEB)
  %3180 = fadd <16 x double> %3176, splat (double 0xBE5AE5E68A2B9CEB)
  %3181 = fadd <16 x double> %3177, splat (double 0xBE5AE5E68A2B9CEB)
  %3182 = fmul <16 x double> %3066, %3070
  %3183 = fmul <16 x double> %3067, %3071
  %3184 = fmul <16 x double> %3068, %3072
  %3185 = fmul <16 x double> %3069, %3073
  %3186 = fmul <16 x double> %3182, %3178
  %3187 = fmul <16 x double> %3183, %3179
  %3188 = fmul <16 x double> %3184, %3180
  %3189 = fmul <16 x double> %3185, %3181
  %3190 = fadd <16 x double> %3186, %3170
  %3191 = fadd <16 x double> %3187, %3171
  %3192 = fadd <16 x double> %3188, %3172
  %3193 = fadd <16 x double> %3189, %3173
  %3194 = fmul <16 x double> %3054, %3066
  %3195 = fmul <16 x double> %3055, %3067
  %3196 = fmul <16 x double> %3056, %3068
  %3197 = fmul <16 x double> %3057, %3069
  %3198 = fmul <16 x double> %3062, splat (double 5.000000e-01)
  %3199 = fmul <16 x double> %3063, splat (double 5.000000e-01)
  %3200 = fmul <16 x double> %3064, splat (double 5.000000e-01)
  %3201 = fmul <16 x double> %3065, splat (double 5.000000e-01)
  %3202 = fmul <16 x double> %3194, %3190
  %3203 = fmul <16 x double> %3195, %3191
  %3204 = fmul <16 x double> %3196, %3192
  %3205 = fmul <16 x double> %3197, %3193
  %3206 = fsub <16 x double> %3198, %3202
  %3207 = fsub <16 x double> %3199, %3203
  %3208 = fsub <16 x double> %3200, %3204
  %3209 = fsub <16 x double> %3201, %3205
  %3210 = fmul <16 x double> %3066, %3206
  %3211 = fmul <16 x double> %3067, %3207
  %3212 = fmul <16 x double> %3068, %3208
  %3213 = fmul <16 x double> %3069, %3209
  %3214 = fsub <16 x double> %3210, %3062
  %3215 = fsub <16 x double> %3211, %3063
  %3216 = fsub <16 x double> %3212, %3064
  %3217 = fsub <16 x double> %3213, %3065
  %3218 = fmul <16 x double> %3194, splat (double 0x3FC5555555555549)
  %3219 = fmul <16 x double> %3195, splat (double 0x3FC5555555555549)
  %3220 = fmul <16 x double> %3196, splat (double 0x3FC5555555555549)
  %3221 = fmul <16 x double> %3197, splat (double 0x3FC5555555555549)
  %3222 = fadd <16 x double> %3214, %3218
  %3223 = fadd <16 x double> %3215, %3219
  %3224 = fadd <16 x double> %3216, %3220
  %3225 = fadd <16 x double> %3217, %3221
  %3226 = fsub <16 x double> %3054, %3222
  %3227 = fsub <16 x double> %3055, %3223
  %3228 = fsub <16 x double> %3056, %3224
  %3229 = fsub <16 x double> %3057, %3225
  %3230 = fneg <16 x double> %3154
  %3231 = fneg <16 x double> %3155
  %3232 = fneg <16 x double> %3156
  %3233 = fneg <16 x double> %3157
  %3234 = fneg <16 x double> %3226
  %3235 = fneg <16 x double> %3227
  %3236 = fneg <16 x double> %3228
  %3237 = fneg <16 x double> %3229
  %3238 = and <16 x i64> %2966, splat (i64 1)
  %3239 = and <16 x i64> %2967, splat (i64 1)
  %3240 = and <16 x i64> %2968, splat (i64 1)
  %3241 = and <16 x i64> %2969, splat (i64 1)
  %3242 = and <16 x i64> %2966, splat (i64 2)
  %3243 = and <16 x i64> %2967, splat (i64 2)
  %3244 = and <16 x i64> %2968, splat (i64 2)
  %3245 = and <16 x i64> %2969, splat (i64 2)
  %3246 = icmp eq <16 x i64> %3238, zeroinitializer
  %3247 = icmp eq <16 x i64> %3239, zeroinitializer
  %3248 = icmp eq <16 x i64> %3240, zeroinitializer
  %3249 = icmp eq <16 x i64> %3241, zeroinitializer
  %3250 = icmp eq <16 x i64> %3242, zeroinitializer
  %3251 = icmp eq <16 x i64> %3243, zeroinitializer
  %3252 = icmp eq <16 x i64> %3244, zeroinitializer
  %3253 = icmp eq <16 x i64> %3245, zeroinitializer
  %3254 = select <16 x i1> %3250, <16 x double> %3154, <16 x double> %3230
  %3255 = select <16 x i1> %3251, <16 x double> %3155, <16 x double> %3231
  %3256 = select <16 x i1> %3252, <16 x double> %3156, <16 x double> %3232
  %3257 = select <16 x i1> %3253, <16 x double> %3157, <16 x double> %3233
  %3258 = select <16 x i1> %3250, <16 x double> %3234, <16 x double> %3226
  %3259 = select <16 x i1> %3251, <16 x double> %3235, <16 x double> %3227
  %3260 = select <16 x i1> %3252, <16 x double> %3236, <16 x double> %3228
  %3261 = select <16 x i1> %3253, <16 x double> %3237, <16 x double> %3229
  %3262 = select <16 x i1> %3246, <16 x double> %3254, <16 x double> %3258
  %3263 = select <16 x i1> %3247, <16 x double> %3255, <16 x double> %3259
  %3264 = select <16 x i1> %3248, <16 x double> %3256, <16 x double> %3260
  %3265 = select <16 x i1> %3249, <16 x double> %3257, <16 x double> %3261
  %3266 = fmul <16 x double> %2950, %3262
  %3267 = fmul <16 x double> %2951, %3263
  %3268 = fmul <16 x double> %2952, %3264
  %3269 = fmul <16 x double> %2953, %3265
  %3270 = fptrunc <16 x double> %3266 to <16 x float>
  %3271 = fptrunc <16 x double> %3267 to <16 x float>
  %3272 = fptrunc <16 x double> %3268 to <16 x float>
  %3273 = fptrunc <16 x double> %3269 to <16 x float>
  %3274 = getelementptr inbounds nuw i8, ptr %2754, i64 64
  %3275 = getelementptr inbounds nuw i8, ptr %2754, i64 128
  %3276 = getelementptr inbounds nuw i8, ptr %2754, i64 192
  store <16 x float> %3270, ptr %2754, align 4, !alias.scope !56, !noalias !59
  store <16 x float> %3271, ptr %3274, align 4, !alias.scope !56, !noalias !59
  store <16 x float> %3272, ptr %3275, align 4, !alias.scope !56, !noalias !59
  store <16 x float> %3273, ptr %3276, align 4, !alias.scope !56, !noalias !59
  %index.next2314 = add nuw i64 %index2305, 64
  %3277 = icmp eq i64 %index.next2314, %block_elements
  br i1 %3277, label %vector.body2283.peel, label %vector.body2304, !llvm.loop !62

vector.body2283.peel:                             ; preds = %vector.body2304
  %wide.load2285.peel = load <16 x float>, ptr %across_state, align 4
  %3278 = fmul <16 x float> %wide.load2285.peel, %wide.load2285.peel
  %wide.load2286.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load2287.peel = load <16 x float>, ptr %across_noise, align 4
  %3279 = fmul <16 x float> %wide.load2285.peel, %wide.load2287.peel
  store <16 x float> %3278, ptr %across_uniforms, align 4
  %3280 = fmul <16 x float> %wide.load2285.peel, %wide.load2286.peel
  %3281 = fsub <16 x float> zeroinitializer, %3280
  store <16 x float> %3281, ptr %36, align 4
  %3282 = fadd <16 x float> %3279, zeroinitializer
  store <16 x float> %3282, ptr %37, align 4
  %wide.load2285.1.peel = load <16 x float>, ptr %38, align 4
  %3283 = fmul <16 x float> %wide.load2285.1.peel, %wide.load2285.1.peel
  %wide.load2286.1.peel = load <16 x float>, ptr %39, align 4
  %wide.load2287.1.peel = load <16 x float>, ptr %40, align 4
  %3284 = fmul <16 x float> %wide.load2285.1.peel, %wide.load2287.1.peel
  store <16 x float> %3283, ptr %41, align 4
  %3285 = fmul <16 x float> %wide.load2285.1.peel, %wide.load2286.1.peel
  %3286 = fsub <16 x float> zeroinitializer, %3285
  store <16 x float> %3286, ptr %42, align 4
  %3287 = fadd <16 x float> %3284, zeroinitializer
  store <16 x float> %3287, ptr %43, align 4
  %wide.load2285.2.peel = load <16 x float>, ptr %44, align 4
  %3288 = fmul <16 x float> %wide.load2285.2.peel, %wide.load2285.2.peel
  %wide.load2286.2.peel = load <16 x float>, ptr %45, align 4
  %wide.load2287.2.peel = load <16 x float>, ptr %46, align 4
  %3289 = fmul <16 x float> %wide.load2285.2.peel, %wide.load2287.2.peel
  store <16 x float> %3288, ptr %47, align 4
  %3290 = fmul <16 x float> %wide.load2285.2.peel, %wide.load2286.2.peel
  %3291 = fsub <16 x float> zeroinitializer, %3290
  store <16 x float> %3291, ptr %48, align 4
  %3292 = fadd <16 x float> %3289, zeroinitializer
  store <16 x float> %3292, ptr %49, align 4
  %wide.load2285.3.peel = load <16 x float>, ptr %50, align 4
  %3293 = fmul <16 x float> %wide.load2285.3.peel, %wide.load2285.3.peel
  %wide.load2286.3.peel = load <16 x float>, ptr %51, align 4
  %wide.load2287.3.peel = load <16 x float>, ptr %52, align 4
  %3294 = fmul <16 x float> %wide.load2285.3.peel, %wide.load2287.3.peel
  store <16 x float> %3293, ptr %53, align 4
  %3295 = fmul <16 x float> %wide.load2285.3.peel, %wide.load2286.3.peel
  %3296 = fsub <16 x float> zeroinitializer, %3295
  store <16 x float> %3296, ptr %54, align 4
  %3297 = fadd <16 x float> %3294, zeroinitializer
  store <16 x float> %3297, ptr %55, align 4
  br i1 %exitcond960.not.peel, label %noise.done, label %across_feature.body

noise.done:                                       ; preds = %vector.body2283.peel, %across_feature.body, %vector.body2264.peel, %across_feature.body15
  %wide.load2298.32685 = phi <16 x float> [ %3432, %across_feature.body15 ], [ %2748, %vector.body2264.peel ], [ %3297, %vector.body2283.peel ], [ %3394, %across_feature.body ]
  %wide.load2298.22670 = phi <16 x float> [ %3423, %across_feature.body15 ], [ %2747, %vector.body2264.peel ], [ %3292, %vector.body2283.peel ], [ %3384, %across_feature.body ]
  %wide.load2298.12655 = phi <16 x float> [ %3414, %across_feature.body15 ], [ %2738, %vector.body2264.peel ], [ %3287, %vector.body2283.peel ], [ %3374, %across_feature.body ]
  %wide.load22982640 = phi <16 x float> [ %3405, %across_feature.body15 ], [ %2737, %vector.body2264.peel ], [ %3282, %vector.body2283.peel ], [ %3364, %across_feature.body ]
  %wide.load22122615 = phi <16 x float> [ %3431, %across_feature.body15 ], [ %2746, %vector.body2264.peel ], [ %3296, %vector.body2283.peel ], [ %3393, %across_feature.body ]
  %wide.load22112599 = phi <16 x float> [ %3422, %across_feature.body15 ], [ %2745, %vector.body2264.peel ], [ %3291, %vector.body2283.peel ], [ %3383, %across_feature.body ]
  %wide.load22102583 = phi <16 x float> [ %3413, %across_feature.body15 ], [ %2736, %vector.body2264.peel ], [ %3286, %vector.body2283.peel ], [ %3373, %across_feature.body ]
  %wide.load22092567 = phi <16 x float> [ %3404, %across_feature.body15 ], [ %2735, %vector.body2264.peel ], [ %3281, %vector.body2283.peel ], [ %3363, %across_feature.body ]
  br i1 %cond, label %vector.body2200.peel, label %across_feature.body35.preheader

across_feature.body35.preheader:                  ; preds = %noise.done
  %broadcast.splatinsert2232 = insertelement <16 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2233 = shufflevector <16 x float> %broadcast.splatinsert2232, <16 x float> poison, <16 x i32> zeroinitializer
  %wide.load2236 = load <16 x float>, ptr %across_state, align 4
  %wide.load2237 = load <16 x float>, ptr %99, align 4
  %3298 = fmul <16 x float> %wide.load2236, %wide.load22092567
  %3299 = fmul <16 x float> %wide.load2237, %wide.load22102583
  %3300 = fsub <16 x float> %2355, %3298
  %3301 = fsub <16 x float> %2356, %3299
  %3302 = fmul <16 x float> %broadcast.splat2231, %3300
  %3303 = fmul <16 x float> %broadcast.splat2231, %3301
  %3304 = fsub <16 x float> %wide.load2236, %3302
  %3305 = fsub <16 x float> %wide.load2237, %3303
  %wide.load2242 = load <16 x float>, ptr %across_noise, align 4
  %wide.load2243 = load <16 x float>, ptr %101, align 4
  %3306 = fmul <16 x float> %wide.load2236, %wide.load22982640
  %3307 = fmul <16 x float> %wide.load2237, %wide.load2298.12655
  %3308 = fsub <16 x float> %wide.load2242, %3306
  %3309 = fsub <16 x float> %wide.load2243, %3307
  %3310 = fmul <16 x float> %broadcast.splat2233, %3308
  %3311 = fmul <16 x float> %broadcast.splat2233, %3309
  %3312 = fadd <16 x float> %3304, %3310
  %3313 = fadd <16 x float> %3305, %3311
  %3314 = fmul <16 x float> %3312, %3312
  %3315 = fmul <16 x float> %3313, %3313
  %wide.load2236.1 = load <16 x float>, ptr %104, align 4
  %wide.load2237.1 = load <16 x float>, ptr %105, align 4
  %3316 = fmul <16 x float> %wide.load2236.1, %wide.load22112599
  %3317 = fmul <16 x float> %wide.load2237.1, %wide.load22122615
  %3318 = fsub <16 x float> %2357, %3316
  %3319 = fsub <16 x float> %2358, %3317
  %3320 = fmul <16 x float> %broadcast.splat2231, %3318
  %3321 = fmul <16 x float> %broadcast.splat2231, %3319
  %3322 = fsub <16 x float> %wide.load2236.1, %3320
  %3323 = fsub <16 x float> %wide.load2237.1, %3321
  %wide.load2242.1 = load <16 x float>, ptr %108, align 4
  %wide.load2243.1 = load <16 x float>, ptr %109, align 4
  %3324 = fmul <16 x float> %wide.load2236.1, %wide.load2298.22670
  %3325 = fmul <16 x float> %wide.load2237.1, %wide.load2298.32685
  %3326 = fsub <16 x float> %wide.load2242.1, %3324
  %3327 = fsub <16 x float> %wide.load2243.1, %3325
  %3328 = fmul <16 x float> %broadcast.splat2233, %3326
  %3329 = fmul <16 x float> %broadcast.splat2233, %3327
  %3330 = fadd <16 x float> %3322, %3328
  %3331 = fadd <16 x float> %3323, %3329
  %3332 = fmul <16 x float> %3330, %3330
  %3333 = fmul <16 x float> %3331, %3331
  br label %across_feature.body35

vector.body2200.peel:                             ; preds = %noise.done
  %wide.load2201.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load2202.peel = load <16 x float>, ptr %112, align 4
  %wide.load2203.peel = load <16 x float>, ptr %113, align 4
  %wide.load2204.peel = load <16 x float>, ptr %114, align 4
  %3334 = fmul <16 x float> %wide.load2201.peel, %wide.load22092567
  %3335 = fmul <16 x float> %wide.load2202.peel, %wide.load22102583
  %3336 = fmul <16 x float> %wide.load2203.peel, %wide.load22112599
  %3337 = fmul <16 x float> %wide.load2204.peel, %wide.load22122615
  %3338 = fsub <16 x float> %2359, %3334
  %3339 = fsub <16 x float> %2360, %3335
  %3340 = fsub <16 x float> %2361, %3336
  %3341 = fsub <16 x float> %2362, %3337
  %3342 = fmul <16 x float> %broadcast.splat2199.peel, %3338
  %3343 = fmul <16 x float> %broadcast.splat2199.peel, %3339
  %3344 = fmul <16 x float> %broadcast.splat2199.peel, %3340
  %3345 = fmul <16 x float> %broadcast.splat2199.peel, %3341
  %3346 = fsub <16 x float> %wide.load2201.peel, %3342
  %3347 = fsub <16 x float> %wide.load2202.peel, %3343
  %3348 = fsub <16 x float> %wide.load2203.peel, %3344
  %3349 = fsub <16 x float> %wide.load2204.peel, %3345
  %3350 = fmul <16 x float> %3346, %3346
  %3351 = fmul <16 x float> %3347, %3347
  %3352 = fmul <16 x float> %3348, %3348
  %3353 = fmul <16 x float> %3349, %3349
  store <16 x float> %3350, ptr %118, align 4
  store <16 x float> %3351, ptr %119, align 4
  store <16 x float> %3352, ptr %120, align 4
  store <16 x float> %3353, ptr %121, align 4
  br i1 %exitcond969.not.peel, label %noise.done33, label %across_feature.body50

across_feature.body:                              ; preds = %vector.body2283.peel, %across_feature.body
  %wide.load2298.32676 = phi <16 x float> [ %3394, %across_feature.body ], [ %3297, %vector.body2283.peel ]
  %wide.load2298.22661 = phi <16 x float> [ %3384, %across_feature.body ], [ %3292, %vector.body2283.peel ]
  %wide.load2298.12646 = phi <16 x float> [ %3374, %across_feature.body ], [ %3287, %vector.body2283.peel ]
  %wide.load22982631 = phi <16 x float> [ %3364, %across_feature.body ], [ %3282, %vector.body2283.peel ]
  %wide.load22122622 = phi <16 x float> [ %3393, %across_feature.body ], [ %3296, %vector.body2283.peel ]
  %wide.load22112606 = phi <16 x float> [ %3383, %across_feature.body ], [ %3291, %vector.body2283.peel ]
  %wide.load22102590 = phi <16 x float> [ %3373, %across_feature.body ], [ %3286, %vector.body2283.peel ]
  %wide.load22092574 = phi <16 x float> [ %3363, %across_feature.body ], [ %3281, %vector.body2283.peel ]
  %wide.load2296.32552 = phi <16 x float> [ %3391, %across_feature.body ], [ %3293, %vector.body2283.peel ]
  %wide.load2296.22537 = phi <16 x float> [ %3381, %across_feature.body ], [ %3288, %vector.body2283.peel ]
  %wide.load2296.12522 = phi <16 x float> [ %3371, %across_feature.body ], [ %3283, %vector.body2283.peel ]
  %3354 = phi <16 x float> [ %3361, %across_feature.body ], [ %3278, %vector.body2283.peel ]
  %across_feature794 = phi i64 [ %3395, %across_feature.body ], [ 1, %vector.body2283.peel ]
  %3355 = shl nuw nsw i64 %across_feature794, 6
  %3356 = getelementptr inbounds nuw float, ptr %across_state, i64 %3355
  %wide.load2293 = load <16 x float>, ptr %3356, align 4
  %3357 = fmul <16 x float> %wide.load2293, %wide.load2293
  %3358 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3355
  %wide.load2294 = load <16 x float>, ptr %3358, align 4
  %3359 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3355
  %wide.load2295 = load <16 x float>, ptr %3359, align 4
  %3360 = fmul <16 x float> %wide.load2293, %wide.load2295
  %3361 = fadd <16 x float> %3357, %3354
  store <16 x float> %3361, ptr %across_uniforms, align 4
  %3362 = fmul <16 x float> %wide.load2293, %wide.load2294
  %3363 = fsub <16 x float> %wide.load22092574, %3362
  store <16 x float> %3363, ptr %56, align 4
  %3364 = fadd <16 x float> %3360, %wide.load22982631
  store <16 x float> %3364, ptr %57, align 4
  %3365 = or disjoint i64 %3355, 16
  %3366 = getelementptr inbounds nuw float, ptr %across_state, i64 %3365
  %wide.load2293.1 = load <16 x float>, ptr %3366, align 4
  %3367 = fmul <16 x float> %wide.load2293.1, %wide.load2293.1
  %3368 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3365
  %wide.load2294.1 = load <16 x float>, ptr %3368, align 4
  %3369 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3365
  %wide.load2295.1 = load <16 x float>, ptr %3369, align 4
  %3370 = fmul <16 x float> %wide.load2293.1, %wide.load2295.1
  %3371 = fadd <16 x float> %3367, %wide.load2296.12522
  store <16 x float> %3371, ptr %58, align 4
  %3372 = fmul <16 x float> %wide.load2293.1, %wide.load2294.1
  %3373 = fsub <16 x float> %wide.load22102590, %3372
  store <16 x float> %3373, ptr %59, align 4
  %3374 = fadd <16 x float> %3370, %wide.load2298.12646
  store <16 x float> %3374, ptr %60, align 4
  %3375 = or disjoint i64 %3355, 32
  %3376 = getelementptr inbounds nuw float, ptr %across_state, i64 %3375
  %wide.load2293.2 = load <16 x float>, ptr %3376, align 4
  %3377 = fmul <16 x float> %wide.load2293.2, %wide.load2293.2
  %3378 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3375
  %wide.load2294.2 = load <16 x float>, ptr %3378, align 4
  %3379 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3375
  %wide.load2295.2 = load <16 x float>, ptr %3379, align 4
  %3380 = fmul <16 x float> %wide.load2293.2, %wide.load2295.2
  %3381 = fadd <16 x float> %3377, %wide.load2296.22537
  store <16 x float> %3381, ptr %61, align 4
  %3382 = fmul <16 x float> %wide.load2293.2, %wide.load2294.2
  %3383 = fsub <16 x float> %wide.load22112606, %3382
  store <16 x float> %3383, ptr %62, align 4
  %3384 = fadd <16 x float> %3380, %wide.load2298.22661
  store <16 x float> %3384, ptr %63, align 4
  %3385 = or disjoint i64 %3355, 48
  %3386 = getelementptr inbounds nuw float, ptr %across_state, i64 %3385
  %wide.load2293.3 = load <16 x float>, ptr %3386, align 4
  %3387 = fmul <16 x float> %wide.load2293.3, %wide.load2293.3
  %3388 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3385
  %wide.load2294.3 = load <16 x float>, ptr %3388, align 4
  %3389 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3385
  %wide.load2295.3 = load <16 x float>, ptr %3389, align 4
  %3390 = fmul <16 x float> %wide.load2293.3, %wide.load2295.3
  %3391 = fadd <16 x float> %3387, %wide.load2296.32552
  store <16 x float> %3391, ptr %64, align 4
  %3392 = fmul <16 x float> %wide.load2293.3, %wide.load2294.3
  %3393 = fsub <16 x float> %wide.load22122622, %3392
  store <16 x float> %3393, ptr %65, align 4
  %3394 = fadd <16 x float> %3390, %wide.load2298.32676
  store <16 x float> %3394, ptr %66, align 4
  %3395 = add nuw i64 %across_feature794, 1
  %exitcond960.not = icmp eq i64 %3395, %n_features
  br i1 %exitcond960.not, label %noise.done, label %across_feature.body, !llvm.loop !63

across_feature.body15:                            ; preds = %vector.body2264.peel, %across_feature.body15
  %wide.load2298.32690 = phi <16 x float> [ %3432, %across_feature.body15 ], [ %2748, %vector.body2264.peel ]
  %wide.load2298.22675 = phi <16 x float> [ %3423, %across_feature.body15 ], [ %2747, %vector.body2264.peel ]
  %wide.load2298.12660 = phi <16 x float> [ %3414, %across_feature.body15 ], [ %2738, %vector.body2264.peel ]
  %wide.load22982645 = phi <16 x float> [ %3405, %across_feature.body15 ], [ %2737, %vector.body2264.peel ]
  %wide.load22122630 = phi <16 x float> [ %3431, %across_feature.body15 ], [ %2746, %vector.body2264.peel ]
  %wide.load22112614 = phi <16 x float> [ %3422, %across_feature.body15 ], [ %2745, %vector.body2264.peel ]
  %wide.load22102598 = phi <16 x float> [ %3413, %across_feature.body15 ], [ %2736, %vector.body2264.peel ]
  %wide.load22092582 = phi <16 x float> [ %3404, %across_feature.body15 ], [ %2735, %vector.body2264.peel ]
  %wide.load2296.32566 = phi <16 x float> [ %3429, %across_feature.body15 ], [ %2740, %vector.body2264.peel ]
  %wide.load2296.22551 = phi <16 x float> [ %3420, %across_feature.body15 ], [ %2739, %vector.body2264.peel ]
  %wide.load2296.12536 = phi <16 x float> [ %3411, %across_feature.body15 ], [ %2730, %vector.body2264.peel ]
  %3396 = phi <16 x float> [ %3402, %across_feature.body15 ], [ %2729, %vector.body2264.peel ]
  %across_feature17796 = phi i64 [ %3433, %across_feature.body15 ], [ 1, %vector.body2264.peel ]
  %3397 = shl nuw nsw i64 %across_feature17796, 6
  %3398 = getelementptr inbounds nuw float, ptr %across_state, i64 %3397
  %wide.load2275 = load <16 x float>, ptr %3398, align 4
  %3399 = fmul <16 x float> %wide.load2275, %wide.load2275
  %3400 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3397
  %wide.load2276 = load <16 x float>, ptr %3400, align 4
  %3401 = fmul <16 x float> %wide.load2275, zeroinitializer
  %3402 = fadd <16 x float> %3399, %3396
  store <16 x float> %3402, ptr %across_uniforms, align 4
  %3403 = fmul <16 x float> %wide.load2275, %wide.load2276
  %3404 = fsub <16 x float> %wide.load22092582, %3403
  store <16 x float> %3404, ptr %84, align 4
  %3405 = fadd <16 x float> %3401, %wide.load22982645
  store <16 x float> %3405, ptr %85, align 4
  %3406 = or disjoint i64 %3397, 16
  %3407 = getelementptr inbounds nuw float, ptr %across_state, i64 %3406
  %wide.load2275.1 = load <16 x float>, ptr %3407, align 4
  %3408 = fmul <16 x float> %wide.load2275.1, %wide.load2275.1
  %3409 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3406
  %wide.load2276.1 = load <16 x float>, ptr %3409, align 4
  %3410 = fmul <16 x float> %wide.load2275.1, zeroinitializer
  %3411 = fadd <16 x float> %3408, %wide.load2296.12536
  store <16 x float> %3411, ptr %86, align 4
  %3412 = fmul <16 x float> %wide.load2275.1, %wide.load2276.1
  %3413 = fsub <16 x float> %wide.load22102598, %3412
  store <16 x float> %3413, ptr %87, align 4
  %3414 = fadd <16 x float> %3410, %wide.load2298.12660
  store <16 x float> %3414, ptr %88, align 4
  %3415 = or disjoint i64 %3397, 32
  %3416 = getelementptr inbounds nuw float, ptr %across_state, i64 %3415
  %wide.load2275.2 = load <16 x float>, ptr %3416, align 4
  %3417 = fmul <16 x float> %wide.load2275.2, %wide.load2275.2
  %3418 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3415
  %wide.load2276.2 = load <16 x float>, ptr %3418, align 4
  %3419 = fmul <16 x float> %wide.load2275.2, zeroinitializer
  %3420 = fadd <16 x float> %3417, %wide.load2296.22551
  store <16 x float> %3420, ptr %89, align 4
  %3421 = fmul <16 x float> %wide.load2275.2, %wide.load2276.2
  %3422 = fsub <16 x float> %wide.load22112614, %3421
  store <16 x float> %3422, ptr %90, align 4
  %3423 = fadd <16 x float> %3419, %wide.load2298.22675
  store <16 x float> %3423, ptr %91, align 4
  %3424 = or disjoint i64 %3397, 48
  %3425 = getelementptr inbounds nuw float, ptr %across_state, i64 %3424
  %wide.load2275.3 = load <16 x float>, ptr %3425, align 4
  %3426 = fmul <16 x float> %wide.load2275.3, %wide.load2275.3
  %3427 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3424
  %wide.load2276.3 = load <16 x float>, ptr %3427, align 4
  %3428 = fmul <16 x float> %wide.load2275.3, zeroinitializer
  %3429 = fadd <16 x float> %3426, %wide.load2296.32566
  store <16 x float> %3429, ptr %92, align 4
  %3430 = fmul <16 x float> %wide.load2275.3, %wide.load2276.3
  %3431 = fsub <16 x float> %wide.load22122630, %3430
  store <16 x float> %3431, ptr %93, align 4
  %3432 = fadd <16 x float> %3428, %wide.load2298.32690
  store <16 x float> %3432, ptr %94, align 4
  %3433 = add nuw i64 %across_feature17796, 1
  %exitcond963.not = icmp eq i64 %3433, %n_features
  br i1 %exitcond963.not, label %noise.done, label %across_feature.body15, !llvm.loop !65

noise.done33:                                     ; preds = %across_row.exit42, %vector.body2200.peel, %across_feature.body50
  %3434 = phi <16 x float> [ %3632, %across_feature.body50 ], [ %3353, %vector.body2200.peel ], [ %3586, %across_row.exit42 ]
  %3435 = phi <16 x float> [ %3631, %across_feature.body50 ], [ %3352, %vector.body2200.peel ], [ %3587, %across_row.exit42 ]
  %3436 = phi <16 x float> [ %3613, %across_feature.body50 ], [ %3351, %vector.body2200.peel ], [ %3588, %across_row.exit42 ]
  %3437 = phi <16 x float> [ %3612, %across_feature.body50 ], [ %3350, %vector.body2200.peel ], [ %3589, %across_row.exit42 ]
  br i1 %cond, label %iter.check2112, label %iter.check2164

iter.check2164:                                   ; preds = %philox.header.preheader, %noise.done33
  %3438 = phi <16 x float> [ %2363, %philox.header.preheader ], [ %3434, %noise.done33 ]
  %3439 = phi <16 x float> [ %2364, %philox.header.preheader ], [ %3435, %noise.done33 ]
  %3440 = phi <16 x float> [ %2365, %philox.header.preheader ], [ %3436, %noise.done33 ]
  %3441 = phi <16 x float> [ %2366, %philox.header.preheader ], [ %3437, %noise.done33 ]
  %wide.load2298.32683 = phi <16 x float> [ %wide.load2298.32679, %philox.header.preheader ], [ %wide.load2298.32685, %noise.done33 ]
  %wide.load2298.22668 = phi <16 x float> [ %wide.load2298.22664, %philox.header.preheader ], [ %wide.load2298.22670, %noise.done33 ]
  %wide.load2298.12653 = phi <16 x float> [ %wide.load2298.12649, %philox.header.preheader ], [ %wide.load2298.12655, %noise.done33 ]
  %wide.load22982638 = phi <16 x float> [ %wide.load22982634, %philox.header.preheader ], [ %wide.load22982640, %noise.done33 ]
  %wide.load22122627 = phi <16 x float> [ %wide.load22122623, %philox.header.preheader ], [ %wide.load22122615, %noise.done33 ]
  %wide.load22112611 = phi <16 x float> [ %wide.load22112607, %philox.header.preheader ], [ %wide.load22112599, %noise.done33 ]
  %wide.load22102595 = phi <16 x float> [ %wide.load22102591, %philox.header.preheader ], [ %wide.load22102583, %noise.done33 ]
  %wide.load22092579 = phi <16 x float> [ %wide.load22092575, %philox.header.preheader ], [ %wide.load22092567, %noise.done33 ]
  br i1 %min.iters.check2162, label %across_uniform_sinks.body.preheader, label %vector.main.loop.iter.check2166

vector.main.loop.iter.check2166:                  ; preds = %iter.check2164
  br i1 %min.iters.check2165, label %vec.epilog.ph2185, label %vector.body2170

vector.body2170:                                  ; preds = %vector.main.loop.iter.check2166, %vector.body2170
  %index2171 = phi i64 [ %index.next2178, %vector.body2170 ], [ 0, %vector.main.loop.iter.check2166 ]
  %3442 = getelementptr float, ptr %across_uniforms, i64 %index2171
  %3443 = getelementptr i8, ptr %3442, i64 768
  %3444 = getelementptr i8, ptr %3442, i64 832
  %wide.load2172 = load <16 x float>, ptr %3443, align 4
  %wide.load2173 = load <16 x float>, ptr %3444, align 4
  %3445 = fcmp olt <16 x float> %wide.load2172, splat (float 0x3D71979980000000)
  %3446 = fcmp olt <16 x float> %wide.load2173, splat (float 0x3D71979980000000)
  %3447 = getelementptr i8, ptr %3442, i64 64
  %wide.load2174 = load <16 x float>, ptr %3442, align 4
  %wide.load2175 = load <16 x float>, ptr %3447, align 4
  %3448 = fadd <16 x float> %wide.load2174, splat (float -1.000000e+00)
  %3449 = fadd <16 x float> %wide.load2175, splat (float -1.000000e+00)
  %3450 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3448)
  %3451 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3449)
  %3452 = fcmp ogt <16 x float> %3450, splat (float 0x3F60624DE0000000)
  %3453 = fcmp ogt <16 x float> %3451, splat (float 0x3F60624DE0000000)
  %3454 = select <16 x i1> %3452, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3455 = select <16 x i1> %3453, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3456 = select <16 x i1> %3445, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3457 = select <16 x i1> %3446, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3458 = fadd <16 x float> %3456, %3454
  %3459 = fadd <16 x float> %3457, %3455
  %3460 = getelementptr float, ptr %2354, i64 %index2171
  %3461 = fptoui <16 x float> %3458 to <16 x i32>
  %3462 = fptoui <16 x float> %3459 to <16 x i32>
  %3463 = getelementptr i8, ptr %3460, i64 64
  %wide.load2176 = load <16 x i32>, ptr %3460, align 4
  %wide.load2177 = load <16 x i32>, ptr %3463, align 4
  %3464 = or <16 x i32> %wide.load2176, %3461
  %3465 = or <16 x i32> %wide.load2177, %3462
  store <16 x i32> %3464, ptr %3460, align 4
  store <16 x i32> %3465, ptr %3463, align 4
  %index.next2178 = add nuw i64 %index2171, 32
  %3466 = icmp eq i64 %index.next2178, %n.vec2169
  br i1 %3466, label %middle.block2179, label %vector.body2170, !llvm.loop !66

middle.block2179:                                 ; preds = %vector.body2170
  br i1 %cmp.n2180, label %across_feature.header77.preheader, label %vec.epilog.iter.check2183

vec.epilog.iter.check2183:                        ; preds = %middle.block2179
  br i1 %min.epilog.iters.check2184, label %across_uniform_sinks.body.preheader, label %vec.epilog.ph2185, !prof !45

vec.epilog.ph2185:                                ; preds = %vector.main.loop.iter.check2166, %vec.epilog.iter.check2183
  %vec.epilog.resume.val2181 = phi i64 [ %n.vec2169, %vec.epilog.iter.check2183 ], [ 0, %vector.main.loop.iter.check2166 ]
  br label %vec.epilog.vector.body2188

vec.epilog.vector.body2188:                       ; preds = %vec.epilog.vector.body2188, %vec.epilog.ph2185
  %index2189 = phi i64 [ %vec.epilog.resume.val2181, %vec.epilog.ph2185 ], [ %index.next2193, %vec.epilog.vector.body2188 ]
  %3467 = getelementptr float, ptr %across_uniforms, i64 %index2189
  %3468 = getelementptr i8, ptr %3467, i64 768
  %wide.load2190 = load <4 x float>, ptr %3468, align 4
  %3469 = fcmp olt <4 x float> %wide.load2190, splat (float 0x3D71979980000000)
  %wide.load2191 = load <4 x float>, ptr %3467, align 4
  %3470 = fadd <4 x float> %wide.load2191, splat (float -1.000000e+00)
  %3471 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3470)
  %3472 = fcmp ogt <4 x float> %3471, splat (float 0x3F60624DE0000000)
  %3473 = select <4 x i1> %3472, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3474 = select <4 x i1> %3469, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3475 = fadd <4 x float> %3474, %3473
  %3476 = getelementptr float, ptr %2354, i64 %index2189
  %3477 = fptoui <4 x float> %3475 to <4 x i32>
  %wide.load2192 = load <4 x i32>, ptr %3476, align 4
  %3478 = or <4 x i32> %wide.load2192, %3477
  store <4 x i32> %3478, ptr %3476, align 4
  %index.next2193 = add nuw i64 %index2189, 4
  %3479 = icmp eq i64 %index.next2193, %n.vec2187
  br i1 %3479, label %vec.epilog.middle.block2194, label %vec.epilog.vector.body2188, !llvm.loop !67

vec.epilog.middle.block2194:                      ; preds = %vec.epilog.vector.body2188
  br i1 %cmp.n2195, label %across_feature.header77.preheader, label %across_uniform_sinks.body.preheader

across_uniform_sinks.body.preheader:              ; preds = %iter.check2164, %vec.epilog.iter.check2183, %vec.epilog.middle.block2194
  %across_uniform_sinks801.ph = phi i64 [ 0, %iter.check2164 ], [ %n.vec2169, %vec.epilog.iter.check2183 ], [ %n.vec2187, %vec.epilog.middle.block2194 ]
  br label %across_uniform_sinks.body

iter.check2112:                                   ; preds = %across_feature.header14.preheader, %noise.done33
  %3480 = phi <16 x float> [ %2363, %across_feature.header14.preheader ], [ %3434, %noise.done33 ]
  %3481 = phi <16 x float> [ %2364, %across_feature.header14.preheader ], [ %3435, %noise.done33 ]
  %3482 = phi <16 x float> [ %2365, %across_feature.header14.preheader ], [ %3436, %noise.done33 ]
  %3483 = phi <16 x float> [ %2366, %across_feature.header14.preheader ], [ %3437, %noise.done33 ]
  %wide.load2298.32684 = phi <16 x float> [ %wide.load2298.32679, %across_feature.header14.preheader ], [ %wide.load2298.32685, %noise.done33 ]
  %wide.load2298.22669 = phi <16 x float> [ %wide.load2298.22664, %across_feature.header14.preheader ], [ %wide.load2298.22670, %noise.done33 ]
  %wide.load2298.12654 = phi <16 x float> [ %wide.load2298.12649, %across_feature.header14.preheader ], [ %wide.load2298.12655, %noise.done33 ]
  %wide.load22982639 = phi <16 x float> [ %wide.load22982634, %across_feature.header14.preheader ], [ %wide.load22982640, %noise.done33 ]
  %wide.load22122628 = phi <16 x float> [ %wide.load22122623, %across_feature.header14.preheader ], [ %wide.load22122615, %noise.done33 ]
  %wide.load22112612 = phi <16 x float> [ %wide.load22112607, %across_feature.header14.preheader ], [ %wide.load22112599, %noise.done33 ]
  %wide.load22102596 = phi <16 x float> [ %wide.load22102591, %across_feature.header14.preheader ], [ %wide.load22102583, %noise.done33 ]
  %wide.load22092580 = phi <16 x float> [ %wide.load22092575, %across_feature.header14.preheader ], [ %wide.load22092567, %noise.done33 ]
  br i1 %min.iters.check2110, label %across_uniform_sinks.body91.preheader, label %vector.main.loop.iter.check2114

vector.main.loop.iter.check2114:                  ; preds = %iter.check2112
  br i1 %min.iters.check2113, label %vec.epilog.ph2133, label %vector.body2118

vector.body2118:                                  ; preds = %vector.main.loop.iter.check2114, %vector.body2118
  %index2119 = phi i64 [ %index.next2126, %vector.body2118 ], [ 0, %vector.main.loop.iter.check2114 ]
  %3484 = getelementptr float, ptr %across_uniforms, i64 %index2119
  %3485 = getelementptr i8, ptr %3484, i64 768
  %3486 = getelementptr i8, ptr %3484, i64 832
  %wide.load2120 = load <16 x float>, ptr %3485, align 4
  %wide.load2121 = load <16 x float>, ptr %3486, align 4
  %3487 = fcmp olt <16 x float> %wide.load2120, splat (float 0x3D71979980000000)
  %3488 = fcmp olt <16 x float> %wide.load2121, splat (float 0x3D71979980000000)
  %3489 = getelementptr i8, ptr %3484, i64 64
  %wide.load2122 = load <16 x float>, ptr %3484, align 4
  %wide.load2123 = load <16 x float>, ptr %3489, align 4
  %3490 = fadd <16 x float> %wide.load2122, splat (float -1.000000e+00)
  %3491 = fadd <16 x float> %wide.load2123, splat (float -1.000000e+00)
  %3492 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3490)
  %3493 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %3491)
  %3494 = fcmp ogt <16 x float> %3492, splat (float 0x3F60624DE0000000)
  %3495 = fcmp ogt <16 x float> %3493, splat (float 0x3F60624DE0000000)
  %3496 = select <16 x i1> %3494, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3497 = select <16 x i1> %3495, <16 x float> splat (float 1.000000e+00), <16 x float> zeroinitializer
  %3498 = select <16 x i1> %3487, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3499 = select <16 x i1> %3488, <16 x float> splat (float 2.000000e+00), <16 x float> zeroinitializer
  %3500 = fadd <16 x float> %3498, %3496
  %3501 = fadd <16 x float> %3499, %3497
  %3502 = getelementptr float, ptr %2354, i64 %index2119
  %3503 = fptoui <16 x float> %3500 to <16 x i32>
  %3504 = fptoui <16 x float> %3501 to <16 x i32>
  %3505 = getelementptr i8, ptr %3502, i64 64
  %wide.load2124 = load <16 x i32>, ptr %3502, align 4
  %wide.load2125 = load <16 x i32>, ptr %3505, align 4
  %3506 = or <16 x i32> %wide.load2124, %3503
  %3507 = or <16 x i32> %wide.load2125, %3504
  store <16 x i32> %3506, ptr %3502, align 4
  store <16 x i32> %3507, ptr %3505, align 4
  %index.next2126 = add nuw i64 %index2119, 32
  %3508 = icmp eq i64 %index.next2126, %n.vec2117
  br i1 %3508, label %middle.block2127, label %vector.body2118, !llvm.loop !68

middle.block2127:                                 ; preds = %vector.body2118
  br i1 %cmp.n2128, label %across_feature.header103.preheader, label %vec.epilog.iter.check2131

vec.epilog.iter.check2131:                        ; preds = %middle.block2127
  br i1 %min.epilog.iters.check2132, label %across_uniform_sinks.body91.preheader, label %vec.epilog.ph2133, !prof !45

vec.epilog.ph2133:                                ; preds = %vector.main.loop.iter.check2114, %vec.epilog.iter.check2131
  %vec.epilog.resume.val2129 = phi i64 [ %n.vec2117, %vec.epilog.iter.check2131 ], [ 0, %vector.main.loop.iter.check2114 ]
  br label %vec.epilog.vector.body2136

vec.epilog.vector.body2136:                       ; preds = %vec.epilog.vector.body2136, %vec.epilog.ph2133
  %index2137 = phi i64 [ %vec.epilog.resume.val2129, %vec.epilog.ph2133 ], [ %index.next2141, %vec.epilog.vector.body2136 ]
  %3509 = getelementptr float, ptr %across_uniforms, i64 %index2137
  %3510 = getelementptr i8, ptr %3509, i64 768
  %wide.load2138 = load <4 x float>, ptr %3510, align 4
  %3511 = fcmp olt <4 x float> %wide.load2138, splat (float 0x3D71979980000000)
  %wide.load2139 = load <4 x float>, ptr %3509, align 4
  %3512 = fadd <4 x float> %wide.load2139, splat (float -1.000000e+00)
  %3513 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3512)
  %3514 = fcmp ogt <4 x float> %3513, splat (float 0x3F60624DE0000000)
  %3515 = select <4 x i1> %3514, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3516 = select <4 x i1> %3511, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3517 = fadd <4 x float> %3516, %3515
  %3518 = getelementptr float, ptr %2354, i64 %index2137
  %3519 = fptoui <4 x float> %3517 to <4 x i32>
  %wide.load2140 = load <4 x i32>, ptr %3518, align 4
  %3520 = or <4 x i32> %wide.load2140, %3519
  store <4 x i32> %3520, ptr %3518, align 4
  %index.next2141 = add nuw i64 %index2137, 4
  %3521 = icmp eq i64 %index.next2141, %n.vec2135
  br i1 %3521, label %vec.epilog.middle.block2142, label %vec.epilog.vector.body2136, !llvm.loop !69

vec.epilog.middle.block2142:                      ; preds = %vec.epilog.vector.body2136
  br i1 %cmp.n2143, label %across_feature.header103.preheader, label %across_uniform_sinks.body91.preheader

across_uniform_sinks.body91.preheader:            ; preds = %iter.check2112, %vec.epilog.iter.check2131, %vec.epilog.middle.block2142
  %across_uniform_sinks93804.ph = phi i64 [ 0, %iter.check2112 ], [ %n.vec2117, %vec.epilog.iter.check2131 ], [ %n.vec2135, %vec.epilog.middle.block2142 ]
  br label %across_uniform_sinks.body91

across_feature.body35:                            ; preds = %across_feature.body35.preheader, %across_row.exit42
  %3522 = phi <16 x float> [ %3586, %across_row.exit42 ], [ %2363, %across_feature.body35.preheader ]
  %3523 = phi <16 x float> [ %3587, %across_row.exit42 ], [ %2364, %across_feature.body35.preheader ]
  %3524 = phi <16 x float> [ %3588, %across_row.exit42 ], [ %2365, %across_feature.body35.preheader ]
  %3525 = phi <16 x float> [ %3589, %across_row.exit42 ], [ %2366, %across_feature.body35.preheader ]
  %across_feature37798 = phi i64 [ %3590, %across_row.exit42 ], [ 0, %across_feature.body35.preheader ]
  %first38 = icmp eq i64 %across_feature37798, 0
  %3526 = shl nuw nsw i64 %across_feature37798, 6
  br i1 %first38, label %vector.body2234, label %vector.body2253

vector.body2253:                                  ; preds = %across_feature.body35
  %3527 = getelementptr inbounds nuw float, ptr %across_state, i64 %3526
  %wide.load2255 = load <16 x float>, ptr %3527, align 4
  %3528 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3526
  %wide.load2256 = load <16 x float>, ptr %3528, align 4
  %3529 = fneg <16 x float> %wide.load2256
  %3530 = fmul <16 x float> %wide.load2255, %wide.load22092567
  %3531 = fsub <16 x float> %3529, %3530
  %3532 = fmul <16 x float> %broadcast.splat2231, %3531
  %3533 = fsub <16 x float> %wide.load2255, %3532
  %3534 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3526
  %wide.load2258 = load <16 x float>, ptr %3534, align 4
  %3535 = fmul <16 x float> %wide.load2255, %wide.load22982640
  %3536 = fsub <16 x float> %wide.load2258, %3535
  %3537 = fmul <16 x float> %broadcast.splat2233, %3536
  %3538 = fadd <16 x float> %3533, %3537
  %3539 = fmul <16 x float> %3538, %3538
  %3540 = fadd <16 x float> %3525, %3539
  store <16 x float> %3540, ptr %95, align 4
  %3541 = or disjoint i64 %3526, 16
  %3542 = getelementptr inbounds nuw float, ptr %across_state, i64 %3541
  %wide.load2255.1 = load <16 x float>, ptr %3542, align 4
  %3543 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3541
  %wide.load2256.1 = load <16 x float>, ptr %3543, align 4
  %3544 = fneg <16 x float> %wide.load2256.1
  %3545 = fmul <16 x float> %wide.load2255.1, %wide.load22102583
  %3546 = fsub <16 x float> %3544, %3545
  %3547 = fmul <16 x float> %broadcast.splat2231, %3546
  %3548 = fsub <16 x float> %wide.load2255.1, %3547
  %3549 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3541
  %wide.load2258.1 = load <16 x float>, ptr %3549, align 4
  %3550 = fmul <16 x float> %wide.load2255.1, %wide.load2298.12655
  %3551 = fsub <16 x float> %wide.load2258.1, %3550
  %3552 = fmul <16 x float> %broadcast.splat2233, %3551
  %3553 = fadd <16 x float> %3548, %3552
  %3554 = fmul <16 x float> %3553, %3553
  %3555 = fadd <16 x float> %3524, %3554
  store <16 x float> %3555, ptr %96, align 4
  %3556 = or disjoint i64 %3526, 32
  %3557 = getelementptr inbounds nuw float, ptr %across_state, i64 %3556
  %wide.load2255.2 = load <16 x float>, ptr %3557, align 4
  %3558 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3556
  %wide.load2256.2 = load <16 x float>, ptr %3558, align 4
  %3559 = fneg <16 x float> %wide.load2256.2
  %3560 = fmul <16 x float> %wide.load2255.2, %wide.load22112599
  %3561 = fsub <16 x float> %3559, %3560
  %3562 = fmul <16 x float> %broadcast.splat2231, %3561
  %3563 = fsub <16 x float> %wide.load2255.2, %3562
  %3564 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3556
  %wide.load2258.2 = load <16 x float>, ptr %3564, align 4
  %3565 = fmul <16 x float> %wide.load2255.2, %wide.load2298.22670
  %3566 = fsub <16 x float> %wide.load2258.2, %3565
  %3567 = fmul <16 x float> %broadcast.splat2233, %3566
  %3568 = fadd <16 x float> %3563, %3567
  %3569 = fmul <16 x float> %3568, %3568
  %3570 = fadd <16 x float> %3523, %3569
  store <16 x float> %3570, ptr %97, align 4
  %3571 = or disjoint i64 %3526, 48
  %3572 = getelementptr inbounds nuw float, ptr %across_state, i64 %3571
  %wide.load2255.3 = load <16 x float>, ptr %3572, align 4
  %3573 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3571
  %wide.load2256.3 = load <16 x float>, ptr %3573, align 4
  %3574 = fneg <16 x float> %wide.load2256.3
  %3575 = fmul <16 x float> %wide.load2255.3, %wide.load22122615
  %3576 = fsub <16 x float> %3574, %3575
  %3577 = fmul <16 x float> %broadcast.splat2231, %3576
  %3578 = fsub <16 x float> %wide.load2255.3, %3577
  %3579 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3571
  %wide.load2258.3 = load <16 x float>, ptr %3579, align 4
  %3580 = fmul <16 x float> %wide.load2255.3, %wide.load2298.32685
  %3581 = fsub <16 x float> %wide.load2258.3, %3580
  %3582 = fmul <16 x float> %broadcast.splat2233, %3581
  %3583 = fadd <16 x float> %3578, %3582
  %3584 = fmul <16 x float> %3583, %3583
  %3585 = fadd <16 x float> %3522, %3584
  store <16 x float> %3585, ptr %98, align 4
  br label %across_row.exit42

vector.body2234:                                  ; preds = %across_feature.body35
  store <16 x float> %3314, ptr %102, align 4
  store <16 x float> %3315, ptr %103, align 4
  store <16 x float> %3332, ptr %110, align 4
  store <16 x float> %3333, ptr %111, align 4
  br label %across_row.exit42

across_row.exit42:                                ; preds = %vector.body2253, %vector.body2234
  %3586 = phi <16 x float> [ %3585, %vector.body2253 ], [ %3333, %vector.body2234 ]
  %3587 = phi <16 x float> [ %3570, %vector.body2253 ], [ %3332, %vector.body2234 ]
  %3588 = phi <16 x float> [ %3555, %vector.body2253 ], [ %3315, %vector.body2234 ]
  %3589 = phi <16 x float> [ %3540, %vector.body2253 ], [ %3314, %vector.body2234 ]
  %3590 = add nuw i64 %across_feature37798, 1
  %exitcond966.not = icmp eq i64 %3590, %n_features
  br i1 %exitcond966.not, label %noise.done33, label %across_feature.body35

across_feature.body50:                            ; preds = %vector.body2200.peel, %across_feature.body50
  %3591 = phi <16 x float> [ %3632, %across_feature.body50 ], [ %3353, %vector.body2200.peel ]
  %3592 = phi <16 x float> [ %3631, %across_feature.body50 ], [ %3352, %vector.body2200.peel ]
  %3593 = phi <16 x float> [ %3613, %across_feature.body50 ], [ %3351, %vector.body2200.peel ]
  %3594 = phi <16 x float> [ %3612, %across_feature.body50 ], [ %3350, %vector.body2200.peel ]
  %across_feature52800 = phi i64 [ %3633, %across_feature.body50 ], [ 1, %vector.body2200.peel ]
  %3595 = shl nuw nsw i64 %across_feature52800, 6
  %3596 = getelementptr inbounds nuw float, ptr %across_state, i64 %3595
  %3597 = getelementptr inbounds nuw i8, ptr %3596, i64 64
  %wide.load2219 = load <16 x float>, ptr %3596, align 4
  %wide.load2220 = load <16 x float>, ptr %3597, align 4
  %3598 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3595
  %3599 = getelementptr inbounds nuw i8, ptr %3598, i64 64
  %wide.load2221 = load <16 x float>, ptr %3598, align 4
  %wide.load2222 = load <16 x float>, ptr %3599, align 4
  %3600 = fneg <16 x float> %wide.load2221
  %3601 = fneg <16 x float> %wide.load2222
  %3602 = fmul <16 x float> %wide.load2219, %wide.load22092567
  %3603 = fmul <16 x float> %wide.load2220, %wide.load22102583
  %3604 = fsub <16 x float> %3600, %3602
  %3605 = fsub <16 x float> %3601, %3603
  %3606 = fmul <16 x float> %broadcast.splat2199, %3604
  %3607 = fmul <16 x float> %broadcast.splat2199, %3605
  %3608 = fsub <16 x float> %wide.load2219, %3606
  %3609 = fsub <16 x float> %wide.load2220, %3607
  %3610 = fmul <16 x float> %3608, %3608
  %3611 = fmul <16 x float> %3609, %3609
  %3612 = fadd <16 x float> %3594, %3610
  %3613 = fadd <16 x float> %3593, %3611
  store <16 x float> %3612, ptr %122, align 4
  store <16 x float> %3613, ptr %123, align 4
  %3614 = or disjoint i64 %3595, 32
  %3615 = getelementptr inbounds nuw float, ptr %across_state, i64 %3614
  %3616 = getelementptr inbounds nuw i8, ptr %3615, i64 64
  %wide.load2219.1 = load <16 x float>, ptr %3615, align 4
  %wide.load2220.1 = load <16 x float>, ptr %3616, align 4
  %3617 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3614
  %3618 = getelementptr inbounds nuw i8, ptr %3617, i64 64
  %wide.load2221.1 = load <16 x float>, ptr %3617, align 4
  %wide.load2222.1 = load <16 x float>, ptr %3618, align 4
  %3619 = fneg <16 x float> %wide.load2221.1
  %3620 = fneg <16 x float> %wide.load2222.1
  %3621 = fmul <16 x float> %wide.load2219.1, %wide.load22112599
  %3622 = fmul <16 x float> %wide.load2220.1, %wide.load22122615
  %3623 = fsub <16 x float> %3619, %3621
  %3624 = fsub <16 x float> %3620, %3622
  %3625 = fmul <16 x float> %broadcast.splat2199, %3623
  %3626 = fmul <16 x float> %broadcast.splat2199, %3624
  %3627 = fsub <16 x float> %wide.load2219.1, %3625
  %3628 = fsub <16 x float> %wide.load2220.1, %3626
  %3629 = fmul <16 x float> %3627, %3627
  %3630 = fmul <16 x float> %3628, %3628
  %3631 = fadd <16 x float> %3592, %3629
  %3632 = fadd <16 x float> %3591, %3630
  store <16 x float> %3631, ptr %124, align 4
  store <16 x float> %3632, ptr %125, align 4
  %3633 = add nuw i64 %across_feature52800, 1
  %exitcond969.not = icmp eq i64 %3633, %n_features
  br i1 %exitcond969.not, label %noise.done33, label %across_feature.body50, !llvm.loop !70

noise.done68:                                     ; preds = %across_row.header81.preheader, %across_row.header107.preheader, %across_feature.header77.preheader, %across_feature.header103.preheader
  %3634 = phi <16 x float> [ %3480, %across_row.header107.preheader ], [ %3480, %across_feature.header103.preheader ], [ %3438, %across_feature.header77.preheader ], [ %3438, %across_row.header81.preheader ]
  %3635 = phi <16 x float> [ %3481, %across_row.header107.preheader ], [ %3481, %across_feature.header103.preheader ], [ %3439, %across_feature.header77.preheader ], [ %3439, %across_row.header81.preheader ]
  %3636 = phi <16 x float> [ %3482, %across_row.header107.preheader ], [ %3482, %across_feature.header103.preheader ], [ %3440, %across_feature.header77.preheader ], [ %3440, %across_row.header81.preheader ]
  %3637 = phi <16 x float> [ %3483, %across_row.header107.preheader ], [ %3483, %across_feature.header103.preheader ], [ %3441, %across_feature.header77.preheader ], [ %3441, %across_row.header81.preheader ]
  %wide.load2298.32682 = phi <16 x float> [ %wide.load2298.32684, %across_row.header107.preheader ], [ %wide.load2298.32684, %across_feature.header103.preheader ], [ %wide.load2298.32683, %across_feature.header77.preheader ], [ %wide.load2298.32683, %across_row.header81.preheader ]
  %wide.load2298.22667 = phi <16 x float> [ %wide.load2298.22669, %across_row.header107.preheader ], [ %wide.load2298.22669, %across_feature.header103.preheader ], [ %wide.load2298.22668, %across_feature.header77.preheader ], [ %wide.load2298.22668, %across_row.header81.preheader ]
  %wide.load2298.12652 = phi <16 x float> [ %wide.load2298.12654, %across_row.header107.preheader ], [ %wide.load2298.12654, %across_feature.header103.preheader ], [ %wide.load2298.12653, %across_feature.header77.preheader ], [ %wide.load2298.12653, %across_row.header81.preheader ]
  %wide.load22982637 = phi <16 x float> [ %wide.load22982639, %across_row.header107.preheader ], [ %wide.load22982639, %across_feature.header103.preheader ], [ %wide.load22982638, %across_feature.header77.preheader ], [ %wide.load22982638, %across_row.header81.preheader ]
  %wide.load22122626 = phi <16 x float> [ %wide.load22122628, %across_row.header107.preheader ], [ %wide.load22122628, %across_feature.header103.preheader ], [ %wide.load22122627, %across_feature.header77.preheader ], [ %wide.load22122627, %across_row.header81.preheader ]
  %wide.load22112610 = phi <16 x float> [ %wide.load22112612, %across_row.header107.preheader ], [ %wide.load22112612, %across_feature.header103.preheader ], [ %wide.load22112611, %across_feature.header77.preheader ], [ %wide.load22112611, %across_row.header81.preheader ]
  %wide.load22102594 = phi <16 x float> [ %wide.load22102596, %across_row.header107.preheader ], [ %wide.load22102596, %across_feature.header103.preheader ], [ %wide.load22102595, %across_feature.header77.preheader ], [ %wide.load22102595, %across_row.header81.preheader ]
  %wide.load22092578 = phi <16 x float> [ %wide.load22092580, %across_row.header107.preheader ], [ %wide.load22092580, %across_feature.header103.preheader ], [ %wide.load22092579, %across_feature.header77.preheader ], [ %wide.load22092579, %across_row.header81.preheader ]
  %t_next = fmul float %anneal_ratio, %temperature1.0807
  %3638 = add nuw i64 %step3808, 1
  %exitcond982.not = icmp eq i64 %3638, %steps
  br i1 %exitcond982.not, label %step.exit, label %step.body

across_feature.header77.preheader:                ; preds = %across_uniform_sinks.body, %vec.epilog.middle.block2194, %middle.block2179
  br i1 %.not833, label %noise.done68, label %across_row.header81.preheader.preheader

across_row.header81.preheader.preheader:          ; preds = %across_feature.header77.preheader
  %broadcast.splatinsert2148 = insertelement <16 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2149 = shufflevector <16 x float> %broadcast.splatinsert2148, <16 x float> poison, <16 x i32> zeroinitializer
  %3639 = fcmp olt <16 x float> %3441, splat (float 0x3D71979980000000)
  %3640 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3441)
  %3641 = fcmp olt <16 x float> %3440, splat (float 0x3D71979980000000)
  %3642 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3440)
  %3643 = fcmp olt <16 x float> %3439, splat (float 0x3D71979980000000)
  %3644 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3439)
  %3645 = fcmp olt <16 x float> %3438, splat (float 0x3D71979980000000)
  %3646 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3438)
  br label %across_row.header81.preheader

across_uniform_sinks.body:                        ; preds = %across_uniform_sinks.body.preheader, %across_uniform_sinks.body
  %across_uniform_sinks801 = phi i64 [ %3660, %across_uniform_sinks.body ], [ %across_uniform_sinks801.ph, %across_uniform_sinks.body.preheader ]
  %3647 = getelementptr float, ptr %across_uniforms, i64 %across_uniform_sinks801
  %3648 = getelementptr i8, ptr %3647, i64 768
  %3649 = load float, ptr %3648, align 4
  %3650 = fcmp olt float %3649, 0x3D71979980000000
  %3651 = load float, ptr %3647, align 4
  %3652 = fadd float %3651, -1.000000e+00
  %3653 = tail call float @llvm.fabs.f32(float %3652)
  %3654 = fcmp ogt float %3653, 0x3F60624DE0000000
  %3655 = select i1 %3654, float 1.000000e+00, float 0.000000e+00
  %3656 = select i1 %3650, float 2.000000e+00, float 0.000000e+00
  %3657 = fadd float %3656, %3655
  %3658 = getelementptr float, ptr %2354, i64 %across_uniform_sinks801
  %status_bits = fptoui float %3657 to i32
  %status76 = load i32, ptr %3658, align 4
  %3659 = or i32 %status76, %status_bits
  store i32 %3659, ptr %3658, align 4
  %3660 = add nuw nsw i64 %across_uniform_sinks801, 1
  %exitcond974.not = icmp eq i64 %3660, %umax978
  br i1 %exitcond974.not, label %across_feature.header77.preheader, label %across_uniform_sinks.body, !llvm.loop !71

across_row.header81.preheader:                    ; preds = %across_row.header81.preheader.preheader, %across_row.header81.preheader
  %across_feature80803 = phi i64 [ %3721, %across_row.header81.preheader ], [ 0, %across_row.header81.preheader.preheader ]
  %3661 = shl i64 %across_feature80803, 6
  %3662 = getelementptr inbounds float, ptr %across_state, i64 %3661
  %wide.load2153 = load <16 x float>, ptr %3662, align 4
  %3663 = getelementptr inbounds float, ptr %across_input_0, i64 %3661
  %wide.load2154 = load <16 x float>, ptr %3663, align 4
  %3664 = fneg <16 x float> %wide.load2154
  %3665 = fmul <16 x float> %wide.load2153, %wide.load22092579
  %3666 = fsub <16 x float> %3664, %3665
  %3667 = fmul <16 x float> %broadcast.splat2147, %3666
  %3668 = fsub <16 x float> %wide.load2153, %3667
  %3669 = getelementptr inbounds float, ptr %across_noise, i64 %3661
  %wide.load2156 = load <16 x float>, ptr %3669, align 4
  %3670 = fmul <16 x float> %wide.load2153, %wide.load22982638
  %3671 = fsub <16 x float> %wide.load2156, %3670
  %3672 = fmul <16 x float> %broadcast.splat2149, %3671
  %3673 = fadd <16 x float> %3668, %3672
  %3674 = fdiv <16 x float> %3673, %3640
  %3675 = select <16 x i1> %3639, <16 x float> %wide.load2153, <16 x float> %3674
  store <16 x float> %3675, ptr %3662, align 4
  %3676 = or disjoint i64 %3661, 16
  %3677 = getelementptr inbounds float, ptr %across_state, i64 %3676
  %wide.load2153.1 = load <16 x float>, ptr %3677, align 4
  %3678 = getelementptr inbounds float, ptr %across_input_0, i64 %3676
  %wide.load2154.1 = load <16 x float>, ptr %3678, align 4
  %3679 = fneg <16 x float> %wide.load2154.1
  %3680 = fmul <16 x float> %wide.load2153.1, %wide.load22102595
  %3681 = fsub <16 x float> %3679, %3680
  %3682 = fmul <16 x float> %broadcast.splat2147, %3681
  %3683 = fsub <16 x float> %wide.load2153.1, %3682
  %3684 = getelementptr inbounds float, ptr %across_noise, i64 %3676
  %wide.load2156.1 = load <16 x float>, ptr %3684, align 4
  %3685 = fmul <16 x float> %wide.load2153.1, %wide.load2298.12653
  %3686 = fsub <16 x float> %wide.load2156.1, %3685
  %3687 = fmul <16 x float> %broadcast.splat2149, %3686
  %3688 = fadd <16 x float> %3683, %3687
  %3689 = fdiv <16 x float> %3688, %3642
  %3690 = select <16 x i1> %3641, <16 x float> %wide.load2153.1, <16 x float> %3689
  store <16 x float> %3690, ptr %3677, align 4
  %3691 = or disjoint i64 %3661, 32
  %3692 = getelementptr inbounds float, ptr %across_state, i64 %3691
  %wide.load2153.2 = load <16 x float>, ptr %3692, align 4
  %3693 = getelementptr inbounds float, ptr %across_input_0, i64 %3691
  %wide.load2154.2 = load <16 x float>, ptr %3693, align 4
  %3694 = fneg <16 x float> %wide.load2154.2
  %3695 = fmul <16 x float> %wide.load2153.2, %wide.load22112611
  %3696 = fsub <16 x float> %3694, %3695
  %3697 = fmul <16 x float> %broadcast.splat2147, %3696
  %3698 = fsub <16 x float> %wide.load2153.2, %3697
  %3699 = getelementptr inbounds float, ptr %across_noise, i64 %3691
  %wide.load2156.2 = load <16 x float>, ptr %3699, align 4
  %3700 = fmul <16 x float> %wide.load2153.2, %wide.load2298.22668
  %3701 = fsub <16 x float> %wide.load2156.2, %3700
  %3702 = fmul <16 x float> %broadcast.splat2149, %3701
  %3703 = fadd <16 x float> %3698, %3702
  %3704 = fdiv <16 x float> %3703, %3644
  %3705 = select <16 x i1> %3643, <16 x float> %wide.load2153.2, <16 x float> %3704
  store <16 x float> %3705, ptr %3692, align 4
  %3706 = or disjoint i64 %3661, 48
  %3707 = getelementptr inbounds float, ptr %across_state, i64 %3706
  %wide.load2153.3 = load <16 x float>, ptr %3707, align 4
  %3708 = getelementptr inbounds float, ptr %across_input_0, i64 %3706
  %wide.load2154.3 = load <16 x float>, ptr %3708, align 4
  %3709 = fneg <16 x float> %wide.load2154.3
  %3710 = fmul <16 x float> %wide.load2153.3, %wide.load22122627
  %3711 = fsub <16 x float> %3709, %3710
  %3712 = fmul <16 x float> %broadcast.splat2147, %3711
  %3713 = fsub <16 x float> %wide.load2153.3, %3712
  %3714 = getelementptr inbounds float, ptr %across_noise, i64 %3706
  %wide.load2156.3 = load <16 x float>, ptr %3714, align 4
  %3715 = fmul <16 x float> %wide.load2153.3, %wide.load2298.32683
  %3716 = fsub <16 x float> %wide.load2156.3, %3715
  %3717 = fmul <16 x float> %broadcast.splat2149, %3716
  %3718 = fadd <16 x float> %3713, %3717
  %3719 = fdiv <16 x float> %3718, %3646
  %3720 = select <16 x i1> %3645, <16 x float> %wide.load2153.3, <16 x float> %3719
  store <16 x float> %3720, ptr %3707, align 4
  %3721 = add nuw i64 %across_feature80803, 1
  %exitcond976.not = icmp eq i64 %3721, %n_features
  br i1 %exitcond976.not, label %noise.done68, label %across_row.header81.preheader

across_feature.header103.preheader:               ; preds = %across_uniform_sinks.body91, %vec.epilog.middle.block2142, %middle.block2127
  br i1 %.not833, label %noise.done68, label %across_row.header107.preheader.preheader

across_row.header107.preheader.preheader:         ; preds = %across_feature.header103.preheader
  %3722 = fcmp olt <16 x float> %3483, splat (float 0x3D71979980000000)
  %3723 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3483)
  %3724 = fcmp olt <16 x float> %3482, splat (float 0x3D71979980000000)
  %3725 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3482)
  %3726 = fcmp olt <16 x float> %3481, splat (float 0x3D71979980000000)
  %3727 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3481)
  %3728 = fcmp olt <16 x float> %3480, splat (float 0x3D71979980000000)
  %3729 = tail call <16 x float> @llvm.sqrt.v16f32(<16 x float> %3480)
  br label %across_row.header107.preheader

across_uniform_sinks.body91:                      ; preds = %across_uniform_sinks.body91.preheader, %across_uniform_sinks.body91
  %across_uniform_sinks93804 = phi i64 [ %3743, %across_uniform_sinks.body91 ], [ %across_uniform_sinks93804.ph, %across_uniform_sinks.body91.preheader ]
  %3730 = getelementptr float, ptr %across_uniforms, i64 %across_uniform_sinks93804
  %3731 = getelementptr i8, ptr %3730, i64 768
  %3732 = load float, ptr %3731, align 4
  %3733 = fcmp olt float %3732, 0x3D71979980000000
  %3734 = load float, ptr %3730, align 4
  %3735 = fadd float %3734, -1.000000e+00
  %3736 = tail call float @llvm.fabs.f32(float %3735)
  %3737 = fcmp ogt float %3736, 0x3F60624DE0000000
  %3738 = select i1 %3737, float 1.000000e+00, float 0.000000e+00
  %3739 = select i1 %3733, float 2.000000e+00, float 0.000000e+00
  %3740 = fadd float %3739, %3738
  %3741 = getelementptr float, ptr %2354, i64 %across_uniform_sinks93804
  %status_bits101 = fptoui float %3740 to i32
  %status102 = load i32, ptr %3741, align 4
  %3742 = or i32 %status102, %status_bits101
  store i32 %3742, ptr %3741, align 4
  %3743 = add nuw nsw i64 %across_uniform_sinks93804, 1
  %exitcond979.not = icmp eq i64 %3743, %umax978
  br i1 %exitcond979.not, label %across_feature.header103.preheader, label %across_uniform_sinks.body91, !llvm.loop !72

across_row.header107.preheader:                   ; preds = %across_row.header107.preheader.preheader, %across_row.header107.preheader
  %across_feature106806 = phi i64 [ %3784, %across_row.header107.preheader ], [ 0, %across_row.header107.preheader.preheader ]
  %3744 = shl i64 %across_feature106806, 6
  %3745 = getelementptr inbounds float, ptr %across_state, i64 %3744
  %wide.load2103 = load <16 x float>, ptr %3745, align 4
  %3746 = getelementptr inbounds float, ptr %across_input_0, i64 %3744
  %wide.load2104 = load <16 x float>, ptr %3746, align 4
  %3747 = fneg <16 x float> %wide.load2104
  %3748 = fmul <16 x float> %wide.load2103, %wide.load22092580
  %3749 = fsub <16 x float> %3747, %3748
  %3750 = fmul <16 x float> %broadcast.splat2099, %3749
  %3751 = fsub <16 x float> %wide.load2103, %3750
  %3752 = fdiv <16 x float> %3751, %3723
  %3753 = select <16 x i1> %3722, <16 x float> %wide.load2103, <16 x float> %3752
  store <16 x float> %3753, ptr %3745, align 4
  %3754 = or disjoint i64 %3744, 16
  %3755 = getelementptr inbounds float, ptr %across_state, i64 %3754
  %wide.load2103.1 = load <16 x float>, ptr %3755, align 4
  %3756 = getelementptr inbounds float, ptr %across_input_0, i64 %3754
  %wide.load2104.1 = load <16 x float>, ptr %3756, align 4
  %3757 = fneg <16 x float> %wide.load2104.1
  %3758 = fmul <16 x float> %wide.load2103.1, %wide.load22102596
  %3759 = fsub <16 x float> %3757, %3758
  %3760 = fmul <16 x float> %broadcast.splat2099, %3759
  %3761 = fsub <16 x float> %wide.load2103.1, %3760
  %3762 = fdiv <16 x float> %3761, %3725
  %3763 = select <16 x i1> %3724, <16 x float> %wide.load2103.1, <16 x float> %3762
  store <16 x float> %3763, ptr %3755, align 4
  %3764 = or disjoint i64 %3744, 32
  %3765 = getelementptr inbounds float, ptr %across_state, i64 %3764
  %wide.load2103.2 = load <16 x float>, ptr %3765, align 4
  %3766 = getelementptr inbounds float, ptr %across_input_0, i64 %3764
  %wide.load2104.2 = load <16 x float>, ptr %3766, align 4
  %3767 = fneg <16 x float> %wide.load2104.2
  %3768 = fmul <16 x float> %wide.load2103.2, %wide.load22112612
  %3769 = fsub <16 x float> %3767, %3768
  %3770 = fmul <16 x float> %broadcast.splat2099, %3769
  %3771 = fsub <16 x float> %wide.load2103.2, %3770
  %3772 = fdiv <16 x float> %3771, %3727
  %3773 = select <16 x i1> %3726, <16 x float> %wide.load2103.2, <16 x float> %3772
  store <16 x float> %3773, ptr %3765, align 4
  %3774 = or disjoint i64 %3744, 48
  %3775 = getelementptr inbounds float, ptr %across_state, i64 %3774
  %wide.load2103.3 = load <16 x float>, ptr %3775, align 4
  %3776 = getelementptr inbounds float, ptr %across_input_0, i64 %3774
  %wide.load2104.3 = load <16 x float>, ptr %3776, align 4
  %3777 = fneg <16 x float> %wide.load2104.3
  %3778 = fmul <16 x float> %wide.load2103.3, %wide.load22122628
  %3779 = fsub <16 x float> %3777, %3778
  %3780 = fmul <16 x float> %broadcast.splat2099, %3779
  %3781 = fsub <16 x float> %wide.load2103.3, %3780
  %3782 = fdiv <16 x float> %3781, %3729
  %3783 = select <16 x i1> %3728, <16 x float> %wide.load2103.3, <16 x float> %3782
  store <16 x float> %3783, ptr %3775, align 4
  %3784 = add nuw i64 %across_feature106806, 1
  %exitcond981.not = icmp eq i64 %3784, %n_features
  br i1 %exitcond981.not, label %noise.done68, label %across_row.header107.preheader

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out809 = phi i64 [ 0, %across_out.body.preheader.new ], [ %3800, %across_out.body ]
  %niter2521 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter2521.next.1, %across_out.body ]
  %r116 = udiv i64 %across_out809, %n_features
  %f117 = urem i64 %across_out809, %n_features
  %3785 = icmp ult i64 %r116, %2333
  %3786 = select i1 %3785, i64 %r116, i64 %last_row
  %row118 = add i64 %3786, %across_block810
  %row_element119 = mul i64 %row118, %n_features
  %.idx656 = shl nuw nsw i64 %f117, 8
  %3787 = getelementptr i8, ptr %across_state, i64 %.idx656
  %3788 = getelementptr float, ptr %3787, i64 %r116
  %3789 = load float, ptr %3788, align 4
  %3790 = getelementptr float, ptr %state, i64 %row_element119
  %3791 = getelementptr float, ptr %3790, i64 %f117
  store float %3789, ptr %3791, align 4
  %3792 = or disjoint i64 %across_out809, 1
  %r116.1 = udiv i64 %3792, %n_features
  %f117.1 = urem i64 %3792, %n_features
  %3793 = icmp ult i64 %r116.1, %2333
  %3794 = select i1 %3793, i64 %r116.1, i64 %last_row
  %row118.1 = add i64 %3794, %across_block810
  %row_element119.1 = mul i64 %row118.1, %n_features
  %.idx656.1 = shl nuw nsw i64 %f117.1, 8
  %3795 = getelementptr i8, ptr %across_state, i64 %.idx656.1
  %3796 = getelementptr float, ptr %3795, i64 %r116.1
  %3797 = load float, ptr %3796, align 4
  %3798 = getelementptr float, ptr %state, i64 %row_element119.1
  %3799 = getelementptr float, ptr %3798, i64 %f117.1
  store float %3797, ptr %3799, align 4
  %3800 = add nuw i64 %across_out809, 2
  %niter2521.next.1 = add i64 %niter2521, 2
  %niter2521.ncmp.1 = icmp eq i64 %niter2521.next.1, %unroll_iter2520
  br i1 %niter2521.ncmp.1, label %across_out.exit.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !73

across_out.exit.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod2518.not = icmp eq i64 %xtraiter2516, 0
  br i1 %lcmp.mod2518.not, label %across_out.exit, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.exit.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out809.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %3800, %across_out.exit.loopexit.unr-lcssa ]
  %lcmp.mod2519 = icmp ne i64 %xtraiter2516, 0
  tail call void @llvm.assume(i1 %lcmp.mod2519)
  %r116.epil = udiv i64 %across_out809.epil.init, %n_features
  %f117.epil = urem i64 %across_out809.epil.init, %n_features
  %3801 = icmp ult i64 %r116.epil, %2333
  %3802 = select i1 %3801, i64 %r116.epil, i64 %last_row
  %row118.epil = add i64 %3802, %across_block810
  %row_element119.epil = mul i64 %row118.epil, %n_features
  %.idx656.epil = shl nuw nsw i64 %f117.epil, 8
  %3803 = getelementptr i8, ptr %across_state, i64 %.idx656.epil
  %3804 = getelementptr float, ptr %3803, i64 %r116.epil
  %3805 = load float, ptr %3804, align 4
  %3806 = getelementptr float, ptr %state, i64 %row_element119.epil
  %3807 = getelementptr float, ptr %3806, i64 %f117.epil
  store float %3805, ptr %3807, align 4
  br label %across_out.exit

across_out.exit:                                  ; preds = %across_out.body.epil.preheader, %across_out.exit.loopexit.unr-lcssa, %step.exit
  %3808 = add i64 %across_block810, 64
  %3809 = icmp ult i64 %3808, %row_end
  %indvars.iv.next971 = add i64 %indvars.iv970, -64
  br i1 %3809, label %across_block.body, label %across.done

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 2
  %3810 = icmp ult i64 %row_begin, %row_end
  br i1 %3810, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %anneal123.not = icmp eq i32 %anneal, 0
  %.not816 = icmp eq i64 %steps, 0
  %cond567 = icmp eq i32 %draw_noise, 0
  %.idx643 = mul nuw nsw i64 %n_features, 12
  %3811 = trunc i64 %key0 to i32
  %3812 = lshr i64 %key0, 32
  %3813 = add i64 %key0, 2654435769
  %3814 = add nuw nsw i64 %3812, 3144134277
  %3815 = add i64 %key0, 1013904242
  %3816 = add nuw nsw i64 %3812, 1993301258
  %3817 = add i64 %key0, 3668340011
  %3818 = add nuw nsw i64 %3812, 842468239
  %3819 = add i64 %key0, 2027808484
  %3820 = add nuw nsw i64 %3812, 3986602516
  %3821 = add i64 %key0, 387276957
  %3822 = add nuw nsw i64 %3812, 2835769497
  %3823 = add i64 %key0, 3041712726
  %3824 = add nuw nsw i64 %3812, 1684936478
  %3825 = add i64 %key0, 1401181199
  %3826 = add nuw nsw i64 %3812, 534103459
  %3827 = add nuw nsw i64 %3812, 3678237736
  %3828 = add i32 %3811, -1879881855
  %.idx642 = shl nuw nsw i64 %n_features, 3
  %3829 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 16
  %3830 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 32
  %3831 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 48
  %3832 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %3833 = shl nuw nsw i64 %n_features, 1
  %3834 = getelementptr inbounds nuw float, ptr %scratch, i64 %3833
  %whole_tiles_end = and i64 %n_features, 8188
  %.not818 = icmp eq i64 %whole_tiles_end, %n_features
  %3835 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 4
  %3836 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 8
  %3837 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 24
  %3838 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 40
  %3839 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 56
  %3840 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 12
  %3841 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 28
  %3842 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 44
  %3843 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 60
  %invariant.gep = getelementptr i8, ptr %scratch, i64 %.idx643
  br i1 %.not816, label %lockstep_block.body, label %lockstep_block.body.us.preheader

lockstep_block.body.us.preheader:                 ; preds = %lockstep_block.body.lr.ph
  %3844 = sub i64 %row_end, %row_begin
  %3845 = mul i64 %row_begin, %n_features
  %3846 = shl i64 %3845, 2
  %3847 = shl nuw nsw i64 %n_features, 4
  %3848 = shl i64 %row_begin, 2
  %3849 = add i64 %3848, 4
  %3850 = mul i64 %n_features, %3849
  %3851 = shl nuw nsw i64 %n_features, 2
  %3852 = mul i64 %row_begin, %n_features
  %3853 = shl i64 %3852, 2
  %3854 = shl nuw nsw i64 %n_features, 4
  %3855 = shl i64 %row_begin, 2
  %3856 = add i64 %3855, 4
  %3857 = mul i64 %n_features, %3856
  %3858 = shl nuw nsw i64 %n_features, 2
  %3859 = shl nuw nsw i64 %n_features, 4
  %3860 = mul i64 %row_begin, %n_features
  %3861 = shl i64 %3860, 2
  %3862 = shl nuw nsw i64 %n_features, 4
  %3863 = shl i64 %row_begin, 2
  %3864 = add i64 %3863, 4
  %3865 = mul i64 %n_features, %3864
  %3866 = shl nuw nsw i64 %n_features, 2
  %3867 = mul i64 %row_begin, %n_features
  %3868 = shl i64 %3867, 2
  %3869 = shl nuw nsw i64 %n_features, 4
  %3870 = shl i64 %row_begin, 2
  %3871 = add i64 %3870, 4
  %3872 = mul i64 %n_features, %3871
  %3873 = shl nuw nsw i64 %n_features, 2
  %scevgep1818 = getelementptr i8, ptr %scratch, i64 %.idx642
  %3874 = mul i64 %row_begin, %n_features
  %3875 = shl i64 %3874, 2
  %3876 = shl nuw nsw i64 %n_features, 4
  %3877 = shl i64 %row_begin, 2
  %3878 = add i64 %3877, 4
  %3879 = mul i64 %n_features, %3878
  %3880 = shl nuw nsw i64 %n_features, 2
  %scevgep1828 = getelementptr i8, ptr %scratch, i64 %slot_values
  %scevgep1883 = getelementptr i8, ptr %scratch, i64 %.idx642
  %3881 = mul i64 %row_begin, %n_features
  %3882 = shl i64 %3881, 2
  %3883 = shl nuw nsw i64 %n_features, 4
  %3884 = shl i64 %row_begin, 2
  %3885 = add i64 %3884, 4
  %3886 = mul i64 %n_features, %3885
  %3887 = shl nuw nsw i64 %n_features, 2
  %scevgep1893 = getelementptr i8, ptr %scratch, i64 %slot_values
  %3888 = add nsw i64 %whole_tiles_end, -1
  %3889 = lshr i64 %3888, 2
  %3890 = add nuw nsw i64 %3889, 1
  %n.mod.vf1987 = and i64 %n_features, 56
  %n.vec1988 = and i64 %n_features, 8128
  %broadcast.splatinsert1991 = insertelement <16 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1992 = shufflevector <16 x i64> %broadcast.splatinsert1991, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1993 = insertelement <16 x i64> poison, i64 %3813, i64 0
  %broadcast.splat1994 = shufflevector <16 x i64> %broadcast.splatinsert1993, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1999 = insertelement <16 x i64> poison, i64 %3815, i64 0
  %broadcast.splat2000 = shufflevector <16 x i64> %broadcast.splatinsert1999, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2001 = insertelement <16 x i64> poison, i64 %3816, i64 0
  %broadcast.splat2002 = shufflevector <16 x i64> %broadcast.splatinsert2001, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2005 = insertelement <16 x i64> poison, i64 %3817, i64 0
  %broadcast.splat2006 = shufflevector <16 x i64> %broadcast.splatinsert2005, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2007 = insertelement <16 x i64> poison, i64 %3818, i64 0
  %broadcast.splat2008 = shufflevector <16 x i64> %broadcast.splatinsert2007, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2009 = insertelement <16 x i64> poison, i64 %3819, i64 0
  %broadcast.splat2010 = shufflevector <16 x i64> %broadcast.splatinsert2009, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2011 = insertelement <16 x i64> poison, i64 %3820, i64 0
  %broadcast.splat2012 = shufflevector <16 x i64> %broadcast.splatinsert2011, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2013 = insertelement <16 x i64> poison, i64 %3821, i64 0
  %broadcast.splat2014 = shufflevector <16 x i64> %broadcast.splatinsert2013, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2015 = insertelement <16 x i64> poison, i64 %3822, i64 0
  %broadcast.splat2016 = shufflevector <16 x i64> %broadcast.splatinsert2015, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2017 = insertelement <16 x i64> poison, i64 %3823, i64 0
  %broadcast.splat2018 = shufflevector <16 x i64> %broadcast.splatinsert2017, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2019 = insertelement <16 x i64> poison, i64 %3824, i64 0
  %broadcast.splat2020 = shufflevector <16 x i64> %broadcast.splatinsert2019, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2021 = insertelement <16 x i64> poison, i64 %3825, i64 0
  %broadcast.splat2022 = shufflevector <16 x i64> %broadcast.splatinsert2021, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2023 = insertelement <16 x i64> poison, i64 %3826, i64 0
  %broadcast.splat2024 = shufflevector <16 x i64> %broadcast.splatinsert2023, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2025 = insertelement <16 x i64> poison, i64 %3827, i64 0
  %broadcast.splat2026 = shufflevector <16 x i64> %broadcast.splatinsert2025, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2027 = insertelement <16 x i32> poison, i32 %3828, i64 0
  %broadcast.splat2028 = shufflevector <16 x i32> %broadcast.splatinsert2027, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n2038 = icmp eq i64 %n_features, %n.vec1988
  %min.epilog.iters.check2042 = icmp eq i64 %n.mod.vf1987, 0
  %n.vec2045 = and i64 %n_features, 8184
  %broadcast.splatinsert2048 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2049 = shufflevector <8 x i64> %broadcast.splatinsert2048, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2056 = insertelement <8 x i64> poison, i64 %3815, i64 0
  %broadcast.splat2057 = shufflevector <8 x i64> %broadcast.splatinsert2056, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2062 = insertelement <8 x i64> poison, i64 %3817, i64 0
  %broadcast.splat2063 = shufflevector <8 x i64> %broadcast.splatinsert2062, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2064 = insertelement <8 x i64> poison, i64 %3818, i64 0
  %broadcast.splat2065 = shufflevector <8 x i64> %broadcast.splatinsert2064, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2066 = insertelement <8 x i64> poison, i64 %3819, i64 0
  %broadcast.splat2067 = shufflevector <8 x i64> %broadcast.splatinsert2066, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2068 = insertelement <8 x i64> poison, i64 %3820, i64 0
  %broadcast.splat2069 = shufflevector <8 x i64> %broadcast.splatinsert2068, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2070 = insertelement <8 x i64> poison, i64 %3821, i64 0
  %broadcast.splat2071 = shufflevector <8 x i64> %broadcast.splatinsert2070, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2072 = insertelement <8 x i64> poison, i64 %3822, i64 0
  %broadcast.splat2073 = shufflevector <8 x i64> %broadcast.splatinsert2072, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2074 = insertelement <8 x i64> poison, i64 %3823, i64 0
  %broadcast.splat2075 = shufflevector <8 x i64> %broadcast.splatinsert2074, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2076 = insertelement <8 x i64> poison, i64 %3824, i64 0
  %broadcast.splat2077 = shufflevector <8 x i64> %broadcast.splatinsert2076, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2078 = insertelement <8 x i64> poison, i64 %3825, i64 0
  %broadcast.splat2079 = shufflevector <8 x i64> %broadcast.splatinsert2078, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2080 = insertelement <8 x i64> poison, i64 %3826, i64 0
  %broadcast.splat2081 = shufflevector <8 x i64> %broadcast.splatinsert2080, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2082 = insertelement <8 x i64> poison, i64 %3827, i64 0
  %broadcast.splat2083 = shufflevector <8 x i64> %broadcast.splatinsert2082, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2084 = insertelement <8 x i32> poison, i32 %3828, i64 0
  %broadcast.splat2085 = shufflevector <8 x i32> %broadcast.splatinsert2084, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2086 = insertelement <8 x i64> poison, i64 %n.vec1988, i64 0
  %broadcast.splat2087 = shufflevector <8 x i64> %broadcast.splatinsert2086, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction2088 = or disjoint <8 x i64> %broadcast.splat2087, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n2095 = icmp eq i64 %n_features, %n.vec2045
  %n.mod.vf1953 = and i64 %n_features, 56
  %n.vec1954 = and i64 %n_features, 8128
  %cmp.n1967 = icmp eq i64 %n_features, %n.vec1954
  %min.epilog.iters.check1971 = icmp eq i64 %n.mod.vf1953, 0
  %n.vec1974 = and i64 %n_features, 8184
  %cmp.n1981 = icmp eq i64 %n_features, %n.vec1974
  %n.mod.vf1923 = and i64 %n_features, 12
  %n.vec1924 = and i64 %n_features, 8176
  %cmp.n1932 = icmp eq i64 %n_features, %n.vec1924
  %min.epilog.iters.check1936 = icmp eq i64 %n.mod.vf1923, 0
  %n.vec1939 = and i64 %n_features, 8188
  %cmp.n1947 = icmp eq i64 %n_features, %n.vec1939
  %xtraiter2480 = and i64 %n_features, 1
  %lcmp.mod2481.not = icmp eq i64 %xtraiter2480, 0
  %n.mod.vf1858 = and i64 %n_features, 12
  %n.vec1859 = and i64 %n_features, 8176
  %cmp.n1866 = icmp eq i64 %n_features, %n.vec1859
  %min.epilog.iters.check1870 = icmp eq i64 %n.mod.vf1858, 0
  %n.vec1873 = and i64 %n_features, 8188
  %cmp.n1880 = icmp eq i64 %n_features, %n.vec1873
  %xtraiter2483 = and i64 %n_features, 1
  %lcmp.mod2484.not = icmp eq i64 %xtraiter2483, 0
  %n.mod.vf1766 = and i64 %n_features, 56
  %n.vec1767 = and i64 %n_features, 8128
  %broadcast.splatinsert1772 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1773 = shufflevector <16 x float> %broadcast.splatinsert1772, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1792 = icmp eq i64 %n_features, %n.vec1767
  %min.epilog.iters.check1796 = icmp eq i64 %n.mod.vf1766, 0
  %n.vec1799 = and i64 %n_features, 8184
  %broadcast.splatinsert1804 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1805 = shufflevector <8 x float> %broadcast.splatinsert1804, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1815 = icmp eq i64 %n_features, %n.vec1799
  %xtraiter2486 = and i64 %n_features, 1
  %lcmp.mod2487.not = icmp eq i64 %xtraiter2486, 0
  %xtraiter2489 = and i64 %3890, 1
  %3891 = icmp eq i64 %3889, 0
  %unroll_iter2494 = and i64 %3890, 9223372036854775806
  %lcmp.mod2491.not = icmp eq i64 %xtraiter2489, 0
  %lcmp.mod2493 = icmp ne i64 %xtraiter2489, 0
  %n.mod.vf1707 = and i64 %n_features, 56
  %n.vec1708 = and i64 %n_features, 8128
  %broadcast.splatinsert1711 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1712 = shufflevector <16 x float> %broadcast.splatinsert1711, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1725 = icmp eq i64 %n_features, %n.vec1708
  %min.epilog.iters.check1729 = icmp eq i64 %n.mod.vf1707, 0
  %n.vec1732 = and i64 %n_features, 8184
  %broadcast.splatinsert1735 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1736 = shufflevector <8 x float> %broadcast.splatinsert1735, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1743 = icmp eq i64 %n_features, %n.vec1732
  %xtraiter2496 = and i64 %n_features, 3
  %lcmp.mod2497.not = icmp eq i64 %xtraiter2496, 0
  %xtraiter2499 = and i64 %3890, 1
  %3892 = icmp eq i64 %3889, 0
  %unroll_iter2504 = and i64 %3890, 9223372036854775806
  %lcmp.mod2501.not = icmp eq i64 %xtraiter2499, 0
  %lcmp.mod2503 = icmp ne i64 %xtraiter2499, 0
  %n.mod.vf1640 = and i64 %n_features, 12
  %n.vec1641 = and i64 %n_features, 8176
  %broadcast.splatinsert1644 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1645 = shufflevector <16 x float> %broadcast.splatinsert1644, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1659 = icmp eq i64 %n_features, %n.vec1641
  %min.epilog.iters.check1663 = icmp eq i64 %n.mod.vf1640, 0
  %n.vec1666 = and i64 %n_features, 8188
  %broadcast.splatinsert1669 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1670 = shufflevector <4 x float> %broadcast.splatinsert1669, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1684 = icmp eq i64 %n_features, %n.vec1666
  %xtraiter2506 = and i64 %n_features, 1
  %lcmp.mod2507.not = icmp eq i64 %xtraiter2506, 0
  %n.mod.vf1583 = and i64 %n_features, 12
  %n.vec1584 = and i64 %n_features, 8176
  %broadcast.splatinsert1587 = insertelement <16 x float> poison, float %eta, i64 0
  %broadcast.splat1588 = shufflevector <16 x float> %broadcast.splatinsert1587, <16 x float> poison, <16 x i32> zeroinitializer
  %cmp.n1597 = icmp eq i64 %n_features, %n.vec1584
  %min.epilog.iters.check1601 = icmp eq i64 %n.mod.vf1583, 0
  %n.vec1604 = and i64 %n_features, 8188
  %broadcast.splatinsert1607 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1608 = shufflevector <4 x float> %broadcast.splatinsert1607, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1617 = icmp eq i64 %n_features, %n.vec1604
  %xtraiter2509 = and i64 %n_features, 3
  %lcmp.mod2510.not = icmp eq i64 %xtraiter2509, 0
  br label %lockstep_block.body.us

lockstep_block.body.us:                           ; preds = %lockstep_block.body.us.preheader, %step.header124.step.exit126_crit_edge.us
  %indvar1566 = phi i64 [ 0, %lockstep_block.body.us.preheader ], [ %indvar.next1567, %step.header124.step.exit126_crit_edge.us ]
  %indvars.iv925 = phi i64 [ %3844, %lockstep_block.body.us.preheader ], [ %indvars.iv.next926, %step.header124.step.exit126_crit_edge.us ]
  %lockstep_block780.us = phi i64 [ %row_begin, %lockstep_block.body.us.preheader ], [ %6082, %step.header124.step.exit126_crit_edge.us ]
  %umax1884 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umin1885 = tail call i64 @llvm.umin.i64(i64 %umax1884, i64 4)
  %3893 = shl nuw nsw i64 %umin1885, 4
  %3894 = add nsw i64 %3893, -4
  %3895 = mul nsw i64 %n_features, %3894
  %scevgep1886 = getelementptr i8, ptr %scratch, i64 %3895
  %3896 = mul i64 %3883, %indvar1566
  %3897 = add i64 %3882, %3896
  %scevgep1887 = getelementptr i8, ptr %state, i64 %3897
  %3898 = add i64 %3886, %3896
  %scevgep1888 = getelementptr i8, ptr %state, i64 %3898
  %3899 = add nsw i64 %umin1885, -1
  %3900 = mul nsw i64 %3887, %3899
  %scevgep1889 = getelementptr i8, ptr %scevgep1888, i64 %3900
  %scevgep1890 = getelementptr i8, ptr %input_0, i64 %3897
  %scevgep1891 = getelementptr i8, ptr %input_0, i64 %3898
  %scevgep1892 = getelementptr i8, ptr %scevgep1891, i64 %3900
  %3901 = add nsw i64 %3893, -8
  %3902 = mul nsw i64 %n_features, %3901
  %scevgep1894 = getelementptr i8, ptr %scratch, i64 %3902
  %3903 = add nsw i64 %3893, -12
  %3904 = mul nsw i64 %n_features, %3903
  %scevgep1895 = getelementptr i8, ptr %scratch, i64 %3904
  %umax1819 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umin1820 = tail call i64 @llvm.umin.i64(i64 %umax1819, i64 4)
  %3905 = shl nuw nsw i64 %umin1820, 4
  %3906 = add nsw i64 %3905, -4
  %3907 = mul nsw i64 %n_features, %3906
  %scevgep1821 = getelementptr i8, ptr %scratch, i64 %3907
  %3908 = mul i64 %3876, %indvar1566
  %3909 = add i64 %3875, %3908
  %scevgep1822 = getelementptr i8, ptr %state, i64 %3909
  %3910 = add i64 %3879, %3908
  %scevgep1823 = getelementptr i8, ptr %state, i64 %3910
  %3911 = add nsw i64 %umin1820, -1
  %3912 = mul nsw i64 %3880, %3911
  %scevgep1824 = getelementptr i8, ptr %scevgep1823, i64 %3912
  %scevgep1825 = getelementptr i8, ptr %input_0, i64 %3909
  %scevgep1826 = getelementptr i8, ptr %input_0, i64 %3910
  %scevgep1827 = getelementptr i8, ptr %scevgep1826, i64 %3912
  %3913 = add nsw i64 %3905, -8
  %3914 = mul nsw i64 %n_features, %3913
  %scevgep1829 = getelementptr i8, ptr %scratch, i64 %3914
  %3915 = add nsw i64 %3905, -12
  %3916 = mul nsw i64 %n_features, %3915
  %scevgep1830 = getelementptr i8, ptr %scratch, i64 %3916
  %umax1746 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umin1747 = tail call i64 @llvm.umin.i64(i64 %umax1746, i64 4)
  %3917 = shl nuw nsw i64 %umin1747, 4
  %3918 = add nsw i64 %3917, -12
  %3919 = mul nsw i64 %n_features, %3918
  %scevgep1748 = getelementptr i8, ptr %scratch, i64 %3919
  %3920 = mul i64 %3869, %indvar1566
  %3921 = add i64 %3868, %3920
  %scevgep1749 = getelementptr i8, ptr %state, i64 %3921
  %3922 = add i64 %3872, %3920
  %scevgep1750 = getelementptr i8, ptr %state, i64 %3922
  %3923 = add nsw i64 %umin1747, -1
  %3924 = mul nsw i64 %3873, %3923
  %scevgep1751 = getelementptr i8, ptr %scevgep1750, i64 %3924
  %scevgep1752 = getelementptr i8, ptr %input_0, i64 %3921
  %scevgep1753 = getelementptr i8, ptr %input_0, i64 %3922
  %scevgep1754 = getelementptr i8, ptr %scevgep1753, i64 %3924
  %umax1687 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umin1688 = tail call i64 @llvm.umin.i64(i64 %umax1687, i64 4)
  %3925 = shl nuw nsw i64 %umin1688, 4
  %3926 = add nsw i64 %3925, -12
  %3927 = mul nsw i64 %n_features, %3926
  %scevgep1689 = getelementptr i8, ptr %scratch, i64 %3927
  %3928 = mul i64 %3862, %indvar1566
  %3929 = add i64 %3861, %3928
  %scevgep1690 = getelementptr i8, ptr %state, i64 %3929
  %3930 = add i64 %3865, %3928
  %scevgep1691 = getelementptr i8, ptr %state, i64 %3930
  %3931 = add nsw i64 %umin1688, -1
  %3932 = mul nsw i64 %3866, %3931
  %scevgep1692 = getelementptr i8, ptr %scevgep1691, i64 %3932
  %scevgep1693 = getelementptr i8, ptr %input_0, i64 %3929
  %scevgep1694 = getelementptr i8, ptr %input_0, i64 %3930
  %scevgep1695 = getelementptr i8, ptr %scevgep1694, i64 %3932
  %3933 = mul i64 %3854, %indvar1566
  %3934 = add i64 %3853, %3933
  %scevgep1620 = getelementptr i8, ptr %state, i64 %3934
  %3935 = add i64 %3857, %3933
  %scevgep1621 = getelementptr i8, ptr %state, i64 %3935
  %umax1622 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umin1623 = tail call i64 @llvm.umin.i64(i64 %umax1622, i64 4)
  %3936 = add nsw i64 %umin1623, -1
  %3937 = mul nsw i64 %3858, %3936
  %scevgep1624 = getelementptr i8, ptr %scevgep1621, i64 %3937
  %scevgep1625 = getelementptr i8, ptr %input_0, i64 %3934
  %scevgep1626 = getelementptr i8, ptr %input_0, i64 %3935
  %scevgep1627 = getelementptr i8, ptr %scevgep1626, i64 %3937
  %3938 = mul nuw nsw i64 %3859, %umin1623
  %scevgep1628 = getelementptr i8, ptr %scratch, i64 %3938
  %3939 = mul i64 %3847, %indvar1566
  %3940 = add i64 %3846, %3939
  %scevgep1568 = getelementptr i8, ptr %state, i64 %3940
  %3941 = add i64 %3850, %3939
  %scevgep1569 = getelementptr i8, ptr %state, i64 %3941
  %umax1570 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umin1571 = tail call i64 @llvm.umin.i64(i64 %umax1570, i64 4)
  %3942 = add nsw i64 %umin1571, -1
  %3943 = mul nsw i64 %3851, %3942
  %scevgep1572 = getelementptr i8, ptr %scevgep1569, i64 %3943
  %scevgep1573 = getelementptr i8, ptr %input_0, i64 %3940
  %scevgep1574 = getelementptr i8, ptr %input_0, i64 %3941
  %scevgep1575 = getelementptr i8, ptr %scevgep1574, i64 %3943
  %3944 = tail call i64 @llvm.umax.i64(i64 %indvars.iv925, i64 1)
  %umax952 = tail call i64 @llvm.umin.i64(i64 %3944, i64 4)
  %rows_left121.us = sub nuw i64 %row_end, %lockstep_block780.us
  %3945 = tail call i64 @llvm.umin.i64(i64 %rows_left121.us, i64 4)
  %last_slot.us = add nsw i64 %3945, -1
  %3946 = icmp ugt i64 %rows_left121.us, 1
  %3947 = select i1 %3946, i64 1, i64 %last_slot.us
  %3948 = mul nsw i64 %3947, %slot_values
  %3949 = getelementptr inbounds float, ptr %scratch, i64 %3948
  %3950 = icmp ugt i64 %rows_left121.us, 2
  %3951 = select i1 %3950, i64 2, i64 %last_slot.us
  %3952 = mul nsw i64 %3951, %slot_values
  %3953 = getelementptr inbounds float, ptr %scratch, i64 %3952
  %3954 = icmp ugt i64 %rows_left121.us, 3
  %3955 = select i1 %3954, i64 3, i64 %last_slot.us
  %3956 = mul nsw i64 %3955, %slot_values
  %3957 = getelementptr inbounds float, ptr %scratch, i64 %3956
  %3958 = getelementptr inbounds nuw float, ptr %3949, i64 %n_features
  %3959 = getelementptr inbounds nuw float, ptr %3953, i64 %n_features
  %3960 = getelementptr inbounds nuw float, ptr %3957, i64 %n_features
  %3961 = getelementptr inbounds nuw float, ptr %3949, i64 %3833
  %3962 = getelementptr inbounds nuw float, ptr %3953, i64 %3833
  %3963 = getelementptr inbounds nuw float, ptr %3957, i64 %3833
  %bound01896 = icmp ult ptr %scevgep1883, %scevgep1889
  %bound11897 = icmp ult ptr %scevgep1887, %scevgep1886
  %found.conflict1898 = and i1 %bound01896, %bound11897
  %bound01899 = icmp ult ptr %scevgep1883, %scevgep1892
  %bound11900 = icmp ult ptr %scevgep1890, %scevgep1886
  %found.conflict1901 = and i1 %bound01899, %bound11900
  %conflict.rdx1902 = or i1 %found.conflict1898, %found.conflict1901
  %bound01903 = icmp ult ptr %scevgep1893, %scevgep1889
  %bound11904 = icmp ult ptr %scevgep1887, %scevgep1894
  %found.conflict1905 = and i1 %bound01903, %bound11904
  %conflict.rdx1906 = or i1 %conflict.rdx1902, %found.conflict1905
  %bound01907 = icmp ult ptr %scevgep1893, %scevgep1892
  %bound11908 = icmp ult ptr %scevgep1890, %scevgep1894
  %found.conflict1909 = and i1 %bound01907, %bound11908
  %conflict.rdx1910 = or i1 %conflict.rdx1906, %found.conflict1909
  %bound01911 = icmp ult ptr %scratch, %scevgep1889
  %bound11912 = icmp ult ptr %scevgep1887, %scevgep1895
  %found.conflict1913 = and i1 %bound01911, %bound11912
  %conflict.rdx1914 = or i1 %conflict.rdx1910, %found.conflict1913
  %bound01915 = icmp ult ptr %scratch, %scevgep1892
  %bound11916 = icmp ult ptr %scevgep1890, %scevgep1895
  %found.conflict1917 = and i1 %bound01915, %bound11916
  %conflict.rdx1918 = or i1 %conflict.rdx1914, %found.conflict1917
  %bound01831 = icmp ult ptr %scevgep1818, %scevgep1824
  %bound11832 = icmp ult ptr %scevgep1822, %scevgep1821
  %found.conflict1833 = and i1 %bound01831, %bound11832
  %bound01834 = icmp ult ptr %scevgep1818, %scevgep1827
  %bound11835 = icmp ult ptr %scevgep1825, %scevgep1821
  %found.conflict1836 = and i1 %bound01834, %bound11835
  %conflict.rdx1837 = or i1 %found.conflict1833, %found.conflict1836
  %bound01838 = icmp ult ptr %scevgep1828, %scevgep1824
  %bound11839 = icmp ult ptr %scevgep1822, %scevgep1829
  %found.conflict1840 = and i1 %bound01838, %bound11839
  %conflict.rdx1841 = or i1 %conflict.rdx1837, %found.conflict1840
  %bound01842 = icmp ult ptr %scevgep1828, %scevgep1827
  %bound11843 = icmp ult ptr %scevgep1825, %scevgep1829
  %found.conflict1844 = and i1 %bound01842, %bound11843
  %conflict.rdx1845 = or i1 %conflict.rdx1841, %found.conflict1844
  %bound01846 = icmp ult ptr %scratch, %scevgep1824
  %bound11847 = icmp ult ptr %scevgep1822, %scevgep1830
  %found.conflict1848 = and i1 %bound01846, %bound11847
  %conflict.rdx1849 = or i1 %conflict.rdx1845, %found.conflict1848
  %bound01850 = icmp ult ptr %scratch, %scevgep1827
  %bound11851 = icmp ult ptr %scevgep1825, %scevgep1830
  %found.conflict1852 = and i1 %bound01850, %bound11851
  %conflict.rdx1853 = or i1 %conflict.rdx1849, %found.conflict1852
  %bound01755 = icmp ult ptr %scratch, %scevgep1751
  %bound11756 = icmp ult ptr %scevgep1749, %scevgep1748
  %found.conflict1757 = and i1 %bound01755, %bound11756
  %bound01758 = icmp ult ptr %scratch, %scevgep1754
  %bound11759 = icmp ult ptr %scevgep1752, %scevgep1748
  %found.conflict1760 = and i1 %bound01758, %bound11759
  %conflict.rdx1761 = or i1 %found.conflict1757, %found.conflict1760
  %bound01696 = icmp ult ptr %scratch, %scevgep1692
  %bound11697 = icmp ult ptr %scevgep1690, %scevgep1689
  %found.conflict1698 = and i1 %bound01696, %bound11697
  %bound01699 = icmp ult ptr %scratch, %scevgep1695
  %bound11700 = icmp ult ptr %scevgep1693, %scevgep1689
  %found.conflict1701 = and i1 %bound01699, %bound11700
  %conflict.rdx1702 = or i1 %found.conflict1698, %found.conflict1701
  %bound01629 = icmp ult ptr %scevgep1620, %scevgep1627
  %bound11630 = icmp ult ptr %scevgep1625, %scevgep1624
  %found.conflict1631 = and i1 %bound01629, %bound11630
  %bound01632 = icmp ult ptr %scevgep1620, %scevgep1628
  %bound11633 = icmp ult ptr %invariant.gep, %scevgep1624
  %found.conflict1634 = and i1 %bound01632, %bound11633
  %conflict.rdx1635 = or i1 %found.conflict1631, %found.conflict1634
  %bound01576 = icmp ult ptr %scevgep1568, %scevgep1575
  %bound11577 = icmp ult ptr %scevgep1573, %scevgep1572
  %found.conflict1578 = and i1 %bound01576, %bound11577
  br label %step.body125.us

step.body125.us:                                  ; preds = %lockstep_block.body.us, %noise.done397.us
  %step127779.us = phi i64 [ 0, %lockstep_block.body.us ], [ %5467, %noise.done397.us ]
  %temperature122.0778.us = phi float [ %temperature, %lockstep_block.body.us ], [ %t_next422.us, %noise.done397.us ]
  %3964 = fmul float %two_eta, %temperature122.0778.us
  %3965 = fcmp ogt float %3964, 0.000000e+00
  %3966 = tail call float @llvm.sqrt.f32(float %3964)
  %3967 = select i1 %3965, float %3966, float 0.000000e+00
  %noise_scale128.us = select i1 %anneal123.not, float %noise_scale, float %3967
  br i1 %cond567, label %iter.check1855, label %lockstep_row.body.lr.ph.us

lockstep_sums_tail.body.us:                       ; preds = %lockstep_sums_tail.header.preheader.us, %lockstep_sums_tail.body.us
  %lockstep_sums_tail737.us = phi i64 [ %4007, %lockstep_sums_tail.body.us ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums.1736.us = phi <4 x float> [ %3980, %lockstep_sums_tail.body.us ], [ %4016, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums161.1735.us = phi <4 x float> [ %3993, %lockstep_sums_tail.body.us ], [ %4024, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums162.1734.us = phi <4 x float> [ %4006, %lockstep_sums_tail.body.us ], [ %4032, %lockstep_sums_tail.header.preheader.us ]
  %3968 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail737.us
  %3969 = load float, ptr %3968, align 4
  %3970 = insertelement <4 x float> poison, float %3969, i64 0
  %3971 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums_tail737.us
  %3972 = load float, ptr %3971, align 4
  %3973 = insertelement <4 x float> %3970, float %3972, i64 1
  %3974 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums_tail737.us
  %3975 = load float, ptr %3974, align 4
  %3976 = insertelement <4 x float> %3973, float %3975, i64 2
  %3977 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums_tail737.us
  %3978 = load float, ptr %3977, align 4
  %3979 = insertelement <4 x float> %3976, float %3978, i64 3
  %3980 = fadd <4 x float> %lockstep_sums.1736.us, %3979
  %3981 = getelementptr inbounds nuw float, ptr %3832, i64 %lockstep_sums_tail737.us
  %3982 = load float, ptr %3981, align 4
  %3983 = insertelement <4 x float> poison, float %3982, i64 0
  %3984 = getelementptr inbounds nuw float, ptr %3958, i64 %lockstep_sums_tail737.us
  %3985 = load float, ptr %3984, align 4
  %3986 = insertelement <4 x float> %3983, float %3985, i64 1
  %3987 = getelementptr inbounds nuw float, ptr %3959, i64 %lockstep_sums_tail737.us
  %3988 = load float, ptr %3987, align 4
  %3989 = insertelement <4 x float> %3986, float %3988, i64 2
  %3990 = getelementptr inbounds nuw float, ptr %3960, i64 %lockstep_sums_tail737.us
  %3991 = load float, ptr %3990, align 4
  %3992 = insertelement <4 x float> %3989, float %3991, i64 3
  %3993 = fadd <4 x float> %lockstep_sums161.1735.us, %3992
  %3994 = getelementptr inbounds nuw float, ptr %3834, i64 %lockstep_sums_tail737.us
  %3995 = load float, ptr %3994, align 4
  %3996 = insertelement <4 x float> poison, float %3995, i64 0
  %3997 = getelementptr inbounds nuw float, ptr %3961, i64 %lockstep_sums_tail737.us
  %3998 = load float, ptr %3997, align 4
  %3999 = insertelement <4 x float> %3996, float %3998, i64 1
  %4000 = getelementptr inbounds nuw float, ptr %3962, i64 %lockstep_sums_tail737.us
  %4001 = load float, ptr %4000, align 4
  %4002 = insertelement <4 x float> %3999, float %4001, i64 2
  %4003 = getelementptr inbounds nuw float, ptr %3963, i64 %lockstep_sums_tail737.us
  %4004 = load float, ptr %4003, align 4
  %4005 = insertelement <4 x float> %4002, float %4004, i64 3
  %4006 = fadd <4 x float> %lockstep_sums162.1734.us, %4005
  %4007 = add nuw nsw i64 %lockstep_sums_tail737.us, 1
  %4008 = icmp ult i64 %4007, %n_features
  br i1 %4008, label %lockstep_sums_tail.body.us, label %noise.done146.us, !llvm.loop !74

lockstep_sums.body.us:                            ; preds = %feature.exit.us, %lockstep_sums.body.us
  %lockstep_sums163731.us = phi i64 [ %4033, %lockstep_sums.body.us ], [ 0, %feature.exit.us ]
  %lockstep_sums.0730.us = phi <4 x float> [ %4016, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums161.0729.us = phi <4 x float> [ %4024, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums162.0728.us = phi <4 x float> [ %4032, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %4009 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums163731.us
  %block.us = load <4 x float>, ptr %4009, align 4
  %4010 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums163731.us
  %block164.us = load <4 x float>, ptr %4010, align 4
  %4011 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums163731.us
  %block165.us = load <4 x float>, ptr %4011, align 4
  %4012 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums163731.us
  %block166.us = load <4 x float>, ptr %4012, align 4
  %transpose.us = shufflevector <4 x float> %block.us, <4 x float> %block165.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose167.us = shufflevector <4 x float> %block.us, <4 x float> %block165.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose168.us = shufflevector <4 x float> %block164.us, <4 x float> %block166.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose169.us = shufflevector <4 x float> %block164.us, <4 x float> %block166.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose170.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose168.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose171.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose168.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose172.us = shufflevector <4 x float> %transpose167.us, <4 x float> %transpose169.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose173.us = shufflevector <4 x float> %transpose167.us, <4 x float> %transpose169.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4013 = fadd <4 x float> %lockstep_sums.0730.us, %transpose170.us
  %4014 = fadd <4 x float> %transpose171.us, %4013
  %4015 = fadd <4 x float> %transpose172.us, %4014
  %4016 = fadd <4 x float> %transpose173.us, %4015
  %4017 = getelementptr inbounds nuw float, ptr %3832, i64 %lockstep_sums163731.us
  %block177.us = load <4 x float>, ptr %4017, align 4
  %4018 = getelementptr inbounds nuw float, ptr %3958, i64 %lockstep_sums163731.us
  %block178.us = load <4 x float>, ptr %4018, align 4
  %4019 = getelementptr inbounds nuw float, ptr %3959, i64 %lockstep_sums163731.us
  %block179.us = load <4 x float>, ptr %4019, align 4
  %4020 = getelementptr inbounds nuw float, ptr %3960, i64 %lockstep_sums163731.us
  %block180.us = load <4 x float>, ptr %4020, align 4
  %transpose181.us = shufflevector <4 x float> %block177.us, <4 x float> %block179.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose182.us = shufflevector <4 x float> %block177.us, <4 x float> %block179.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose183.us = shufflevector <4 x float> %block178.us, <4 x float> %block180.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose184.us = shufflevector <4 x float> %block178.us, <4 x float> %block180.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose185.us = shufflevector <4 x float> %transpose181.us, <4 x float> %transpose183.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose186.us = shufflevector <4 x float> %transpose181.us, <4 x float> %transpose183.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose187.us = shufflevector <4 x float> %transpose182.us, <4 x float> %transpose184.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose188.us = shufflevector <4 x float> %transpose182.us, <4 x float> %transpose184.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4021 = fadd <4 x float> %lockstep_sums161.0729.us, %transpose185.us
  %4022 = fadd <4 x float> %transpose186.us, %4021
  %4023 = fadd <4 x float> %transpose187.us, %4022
  %4024 = fadd <4 x float> %transpose188.us, %4023
  %4025 = getelementptr inbounds nuw float, ptr %3834, i64 %lockstep_sums163731.us
  %block193.us = load <4 x float>, ptr %4025, align 4
  %4026 = getelementptr inbounds nuw float, ptr %3961, i64 %lockstep_sums163731.us
  %block194.us = load <4 x float>, ptr %4026, align 4
  %4027 = getelementptr inbounds nuw float, ptr %3962, i64 %lockstep_sums163731.us
  %block195.us = load <4 x float>, ptr %4027, align 4
  %4028 = getelementptr inbounds nuw float, ptr %3963, i64 %lockstep_sums163731.us
  %block196.us = load <4 x float>, ptr %4028, align 4
  %transpose197.us = shufflevector <4 x float> %block193.us, <4 x float> %block195.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose198.us = shufflevector <4 x float> %block193.us, <4 x float> %block195.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose199.us = shufflevector <4 x float> %block194.us, <4 x float> %block196.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose200.us = shufflevector <4 x float> %block194.us, <4 x float> %block196.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose201.us = shufflevector <4 x float> %transpose197.us, <4 x float> %transpose199.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose202.us = shufflevector <4 x float> %transpose197.us, <4 x float> %transpose199.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose203.us = shufflevector <4 x float> %transpose198.us, <4 x float> %transpose200.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose204.us = shufflevector <4 x float> %transpose198.us, <4 x float> %transpose200.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4029 = fadd <4 x float> %lockstep_sums162.0728.us, %transpose201.us
  %4030 = fadd <4 x float> %transpose202.us, %4029
  %4031 = fadd <4 x float> %transpose203.us, %4030
  %4032 = fadd <4 x float> %transpose204.us, %4031
  %4033 = add nuw nsw i64 %lockstep_sums163731.us, 4
  %4034 = icmp samesign ult i64 %4033, %whole_tiles_end
  br i1 %4034, label %lockstep_sums.body.us, label %lockstep_sums_tail.header.preheader.us, !llvm.loop !75

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block1946, %middle.block1931
  %4035 = add nuw nsw i64 %lockstep_row150727.us, 1
  %exitcond933.not = icmp eq i64 %4035, %umax952
  br i1 %exitcond933.not, label %lockstep_sums.body.us, label %iter.check1920

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature726.us = phi i64 [ %4063, %feature.body.us ], [ %feature726.us.unr, %feature.body.us.prol.loopexit ]
  %4036 = getelementptr inbounds nuw float, ptr %5716, i64 %feature726.us
  %4037 = load float, ptr %4036, align 4
  %4038 = fmul float %4037, %4037
  %4039 = getelementptr inbounds nuw float, ptr %5717, i64 %feature726.us
  %4040 = load float, ptr %4039, align 4
  %4041 = fneg float %4040
  %4042 = fmul float %4037, %4041
  %4043 = getelementptr inbounds nuw float, ptr %5718, i64 %feature726.us
  %4044 = load float, ptr %4043, align 4
  %4045 = fmul float %4037, %4044
  %4046 = getelementptr inbounds nuw float, ptr %5715, i64 %feature726.us
  store float %4038, ptr %4046, align 4
  %4047 = getelementptr inbounds nuw float, ptr %5719, i64 %feature726.us
  store float %4042, ptr %4047, align 4
  %4048 = getelementptr inbounds nuw float, ptr %5720, i64 %feature726.us
  store float %4045, ptr %4048, align 4
  %4049 = add nuw nsw i64 %feature726.us, 1
  %4050 = getelementptr inbounds nuw float, ptr %5716, i64 %4049
  %4051 = load float, ptr %4050, align 4
  %4052 = fmul float %4051, %4051
  %4053 = getelementptr inbounds nuw float, ptr %5717, i64 %4049
  %4054 = load float, ptr %4053, align 4
  %4055 = fneg float %4054
  %4056 = fmul float %4051, %4055
  %4057 = getelementptr inbounds nuw float, ptr %5718, i64 %4049
  %4058 = load float, ptr %4057, align 4
  %4059 = fmul float %4051, %4058
  %4060 = getelementptr inbounds nuw float, ptr %5715, i64 %4049
  store float %4052, ptr %4060, align 4
  %4061 = getelementptr inbounds nuw float, ptr %5719, i64 %4049
  store float %4056, ptr %4061, align 4
  %4062 = getelementptr inbounds nuw float, ptr %5720, i64 %4049
  store float %4059, ptr %4062, align 4
  %4063 = add nuw nsw i64 %feature726.us, 2
  %exitcond930.not.1 = icmp eq i64 %4063, %n_features
  br i1 %exitcond930.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !76

iter.check1984:                                   ; preds = %noise.exit139.us, %lockstep_row.body.lr.ph.us
  %lockstep_row725.us = phi i64 [ 0, %lockstep_row.body.lr.ph.us ], [ %4481, %noise.exit139.us ]
  %row131.us = add i64 %lockstep_row725.us, %lockstep_block780.us
  %4064 = mul i64 %lockstep_row725.us, %slot_values
  %4065 = getelementptr inbounds float, ptr %scratch, i64 %4064
  %row_offset132.us = mul i64 %row131.us, %n_features
  %4066 = getelementptr inbounds nuw i8, ptr %4065, i64 %.idx643
  %broadcast.splatinsert1989 = insertelement <16 x i64> poison, i64 %row_offset132.us, i64 0
  %broadcast.splat1990 = shufflevector <16 x i64> %broadcast.splatinsert1989, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2775 = add <16 x i64> splat (i64 16), %broadcast.splat1990
  %invariant.op2776 = add <16 x i64> splat (i64 32), %broadcast.splat1990
  %invariant.op2778 = add <16 x i64> splat (i64 48), %broadcast.splat1990
  br label %vector.body2029

vector.body2029:                                  ; preds = %vector.body2029, %iter.check1984
  %index2030 = phi i64 [ 0, %iter.check1984 ], [ %index.next2035, %vector.body2029 ]
  %vec.ind2031 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %iter.check1984 ], [ %vec.ind.next2036, %vector.body2029 ]
  %4067 = add <16 x i64> %vec.ind2031, %broadcast.splat1990
  %.reass = add <16 x i64> %vec.ind2031, %invariant.op2775
  %.reass2777 = add <16 x i64> %vec.ind2031, %invariant.op2776
  %.reass2779 = add <16 x i64> %vec.ind2031, %invariant.op2778
  %4068 = and <16 x i64> %4067, splat (i64 4294967295)
  %4069 = and <16 x i64> %.reass, splat (i64 4294967295)
  %4070 = and <16 x i64> %.reass2777, splat (i64 4294967295)
  %4071 = and <16 x i64> %.reass2779, splat (i64 4294967295)
  %4072 = mul nuw <16 x i64> %4068, splat (i64 3528531795)
  %4073 = mul nuw <16 x i64> %4069, splat (i64 3528531795)
  %4074 = mul nuw <16 x i64> %4070, splat (i64 3528531795)
  %4075 = mul nuw <16 x i64> %4071, splat (i64 3528531795)
  %4076 = xor <16 x i64> %4067, %broadcast.splat1992
  %4077 = xor <16 x i64> %.reass, %broadcast.splat1992
  %4078 = xor <16 x i64> %.reass2777, %broadcast.splat1992
  %4079 = xor <16 x i64> %.reass2779, %broadcast.splat1992
  %4080 = xor <16 x i64> %4076, %4072
  %4081 = xor <16 x i64> %4077, %4073
  %4082 = xor <16 x i64> %4078, %4074
  %4083 = xor <16 x i64> %4079, %4075
  %4084 = lshr <16 x i64> %4080, splat (i64 32)
  %4085 = lshr <16 x i64> %4081, splat (i64 32)
  %4086 = lshr <16 x i64> %4082, splat (i64 32)
  %4087 = lshr <16 x i64> %4083, splat (i64 32)
  %4088 = mul nuw <16 x i64> %4084, splat (i64 3449720151)
  %4089 = mul nuw <16 x i64> %4085, splat (i64 3449720151)
  %4090 = mul nuw <16 x i64> %4086, splat (i64 3449720151)
  %4091 = mul nuw <16 x i64> %4087, splat (i64 3449720151)
  %4092 = lshr <16 x i64> %4088, splat (i64 32)
  %4093 = lshr <16 x i64> %4089, splat (i64 32)
  %4094 = lshr <16 x i64> %4090, splat (i64 32)
  %4095 = lshr <16 x i64> %4091, splat (i64 32)
  %.reass2781 = xor <16 x i64> %4092, %invariant.op2780
  %.reass2783 = xor <16 x i64> %4093, %invariant.op2782
  %.reass2785 = xor <16 x i64> %4094, %invariant.op2784
  %.reass2787 = xor <16 x i64> %4095, %invariant.op2786
  %4096 = xor <16 x i64> %broadcast.splat1998, %4072
  %4097 = xor <16 x i64> %broadcast.splat1998, %4073
  %4098 = xor <16 x i64> %broadcast.splat1998, %4074
  %4099 = xor <16 x i64> %broadcast.splat1998, %4075
  %4100 = and <16 x i64> %.reass2781, splat (i64 4294967295)
  %4101 = and <16 x i64> %.reass2783, splat (i64 4294967295)
  %4102 = and <16 x i64> %.reass2785, splat (i64 4294967295)
  %4103 = and <16 x i64> %.reass2787, splat (i64 4294967295)
  %4104 = mul nuw <16 x i64> %4100, splat (i64 3528531795)
  %4105 = mul nuw <16 x i64> %4101, splat (i64 3528531795)
  %4106 = mul nuw <16 x i64> %4102, splat (i64 3528531795)
  %4107 = mul nuw <16 x i64> %4103, splat (i64 3528531795)
  %4108 = and <16 x i64> %4096, splat (i64 4294967295)
  %4109 = and <16 x i64> %4097, splat (i64 4294967295)
  %4110 = and <16 x i64> %4098, splat (i64 4294967295)
  %4111 = and <16 x i64> %4099, splat (i64 4294967295)
  %4112 = mul nuw <16 x i64> %4108, splat (i64 3449720151)
  %4113 = mul nuw <16 x i64> %4109, splat (i64 3449720151)
  %4114 = mul nuw <16 x i64> %4110, splat (i64 3449720151)
  %4115 = mul nuw <16 x i64> %4111, splat (i64 3449720151)
  %4116 = lshr <16 x i64> %4104, splat (i64 32)
  %4117 = lshr <16 x i64> %4105, splat (i64 32)
  %4118 = lshr <16 x i64> %4106, splat (i64 32)
  %4119 = lshr <16 x i64> %4107, splat (i64 32)
  %4120 = lshr <16 x i64> %4112, splat (i64 32)
  %4121 = lshr <16 x i64> %4113, splat (i64 32)
  %4122 = lshr <16 x i64> %4114, splat (i64 32)
  %4123 = lshr <16 x i64> %4115, splat (i64 32)
  %4124 = xor <16 x i64> %4120, %broadcast.splat2000
  %4125 = xor <16 x i64> %4121, %broadcast.splat2000
  %4126 = xor <16 x i64> %4122, %broadcast.splat2000
  %4127 = xor <16 x i64> %4123, %broadcast.splat2000
  %4128 = xor <16 x i64> %4124, %4088
  %4129 = xor <16 x i64> %4125, %4089
  %4130 = xor <16 x i64> %4126, %4090
  %4131 = xor <16 x i64> %4127, %4091
  %.reass2789 = xor <16 x i64> %4116, %invariant.op2788
  %.reass2791 = xor <16 x i64> %4117, %invariant.op2790
  %.reass2793 = xor <16 x i64> %4118, %invariant.op2792
  %.reass2795 = xor <16 x i64> %4119, %invariant.op2794
  %4132 = and <16 x i64> %4128, splat (i64 4294967295)
  %4133 = and <16 x i64> %4129, splat (i64 4294967295)
  %4134 = and <16 x i64> %4130, splat (i64 4294967295)
  %4135 = and <16 x i64> %4131, splat (i64 4294967295)
  %4136 = mul nuw <16 x i64> %4132, splat (i64 3528531795)
  %4137 = mul nuw <16 x i64> %4133, splat (i64 3528531795)
  %4138 = mul nuw <16 x i64> %4134, splat (i64 3528531795)
  %4139 = mul nuw <16 x i64> %4135, splat (i64 3528531795)
  %4140 = and <16 x i64> %.reass2789, splat (i64 4294967295)
  %4141 = and <16 x i64> %.reass2791, splat (i64 4294967295)
  %4142 = and <16 x i64> %.reass2793, splat (i64 4294967295)
  %4143 = and <16 x i64> %.reass2795, splat (i64 4294967295)
  %4144 = mul nuw <16 x i64> %4140, splat (i64 3449720151)
  %4145 = mul nuw <16 x i64> %4141, splat (i64 3449720151)
  %4146 = mul nuw <16 x i64> %4142, splat (i64 3449720151)
  %4147 = mul nuw <16 x i64> %4143, splat (i64 3449720151)
  %4148 = lshr <16 x i64> %4136, splat (i64 32)
  %4149 = lshr <16 x i64> %4137, splat (i64 32)
  %4150 = lshr <16 x i64> %4138, splat (i64 32)
  %4151 = lshr <16 x i64> %4139, splat (i64 32)
  %4152 = lshr <16 x i64> %4144, splat (i64 32)
  %4153 = lshr <16 x i64> %4145, splat (i64 32)
  %4154 = lshr <16 x i64> %4146, splat (i64 32)
  %4155 = lshr <16 x i64> %4147, splat (i64 32)
  %4156 = xor <16 x i64> %broadcast.splat2006, %4152
  %4157 = xor <16 x i64> %broadcast.splat2006, %4153
  %4158 = xor <16 x i64> %broadcast.splat2006, %4154
  %4159 = xor <16 x i64> %broadcast.splat2006, %4155
  %4160 = xor <16 x i64> %4156, %4112
  %4161 = xor <16 x i64> %4157, %4113
  %4162 = xor <16 x i64> %4158, %4114
  %4163 = xor <16 x i64> %4159, %4115
  %4164 = xor <16 x i64> %4148, %broadcast.splat2008
  %4165 = xor <16 x i64> %4149, %broadcast.splat2008
  %4166 = xor <16 x i64> %4150, %broadcast.splat2008
  %4167 = xor <16 x i64> %4151, %broadcast.splat2008
  %4168 = xor <16 x i64> %4164, %4104
  %4169 = xor <16 x i64> %4165, %4105
  %4170 = xor <16 x i64> %4166, %4106
  %4171 = xor <16 x i64> %4167, %4107
  %4172 = and <16 x i64> %4160, splat (i64 4294967295)
  %4173 = and <16 x i64> %4161, splat (i64 4294967295)
  %4174 = and <16 x i64> %4162, splat (i64 4294967295)
  %4175 = and <16 x i64> %4163, splat (i64 4294967295)
  %4176 = mul nuw <16 x i64> %4172, splat (i64 3528531795)
  %4177 = mul nuw <16 x i64> %4173, splat (i64 3528531795)
  %4178 = mul nuw <16 x i64> %4174, splat (i64 3528531795)
  %4179 = mul nuw <16 x i64> %4175, splat (i64 3528531795)
  %4180 = and <16 x i64> %4168, splat (i64 4294967295)
  %4181 = and <16 x i64> %4169, splat (i64 4294967295)
  %4182 = and <16 x i64> %4170, splat (i64 4294967295)
  %4183 = and <16 x i64> %4171, splat (i64 4294967295)
  %4184 = mul nuw <16 x i64> %4180, splat (i64 3449720151)
  %4185 = mul nuw <16 x i64> %4181, splat (i64 3449720151)
  %4186 = mul nuw <16 x i64> %4182, splat (i64 3449720151)
  %4187 = mul nuw <16 x i64> %4183, splat (i64 3449720151)
  %4188 = lshr <16 x i64> %4176, splat (i64 32)
  %4189 = lshr <16 x i64> %4177, splat (i64 32)
  %4190 = lshr <16 x i64> %4178, splat (i64 32)
  %4191 = lshr <16 x i64> %4179, splat (i64 32)
  %4192 = lshr <16 x i64> %4184, splat (i64 32)
  %4193 = lshr <16 x i64> %4185, splat (i64 32)
  %4194 = lshr <16 x i64> %4186, splat (i64 32)
  %4195 = lshr <16 x i64> %4187, splat (i64 32)
  %4196 = xor <16 x i64> %4192, %broadcast.splat2010
  %4197 = xor <16 x i64> %4193, %broadcast.splat2010
  %4198 = xor <16 x i64> %4194, %broadcast.splat2010
  %4199 = xor <16 x i64> %4195, %broadcast.splat2010
  %4200 = xor <16 x i64> %4196, %4144
  %4201 = xor <16 x i64> %4197, %4145
  %4202 = xor <16 x i64> %4198, %4146
  %4203 = xor <16 x i64> %4199, %4147
  %4204 = xor <16 x i64> %broadcast.splat2012, %4188
  %4205 = xor <16 x i64> %broadcast.splat2012, %4189
  %4206 = xor <16 x i64> %broadcast.splat2012, %4190
  %4207 = xor <16 x i64> %broadcast.splat2012, %4191
  %4208 = xor <16 x i64> %4204, %4136
  %4209 = xor <16 x i64> %4205, %4137
  %4210 = xor <16 x i64> %4206, %4138
  %4211 = xor <16 x i64> %4207, %4139
  %4212 = and <16 x i64> %4200, splat (i64 4294967295)
  %4213 = and <16 x i64> %4201, splat (i64 4294967295)
  %4214 = and <16 x i64> %4202, splat (i64 4294967295)
  %4215 = and <16 x i64> %4203, splat (i64 4294967295)
  %4216 = mul nuw <16 x i64> %4212, splat (i64 3528531795)
  %4217 = mul nuw <16 x i64> %4213, splat (i64 3528531795)
  %4218 = mul nuw <16 x i64> %4214, splat (i64 3528531795)
  %4219 = mul nuw <16 x i64> %4215, splat (i64 3528531795)
  %4220 = and <16 x i64> %4208, splat (i64 4294967295)
  %4221 = and <16 x i64> %4209, splat (i64 4294967295)
  %4222 = and <16 x i64> %4210, splat (i64 4294967295)
  %4223 = and <16 x i64> %4211, splat (i64 4294967295)
  %4224 = mul nuw <16 x i64> %4220, splat (i64 3449720151)
  %4225 = mul nuw <16 x i64> %4221, splat (i64 3449720151)
  %4226 = mul nuw <16 x i64> %4222, splat (i64 3449720151)
  %4227 = mul nuw <16 x i64> %4223, splat (i64 3449720151)
  %4228 = lshr <16 x i64> %4216, splat (i64 32)
  %4229 = lshr <16 x i64> %4217, splat (i64 32)
  %4230 = lshr <16 x i64> %4218, splat (i64 32)
  %4231 = lshr <16 x i64> %4219, splat (i64 32)
  %4232 = lshr <16 x i64> %4224, splat (i64 32)
  %4233 = lshr <16 x i64> %4225, splat (i64 32)
  %4234 = lshr <16 x i64> %4226, splat (i64 32)
  %4235 = lshr <16 x i64> %4227, splat (i64 32)
  %4236 = xor <16 x i64> %broadcast.splat2014, %4232
  %4237 = xor <16 x i64> %broadcast.splat2014, %4233
  %4238 = xor <16 x i64> %broadcast.splat2014, %4234
  %4239 = xor <16 x i64> %broadcast.splat2014, %4235
  %4240 = xor <16 x i64> %4236, %4184
  %4241 = xor <16 x i64> %4237, %4185
  %4242 = xor <16 x i64> %4238, %4186
  %4243 = xor <16 x i64> %4239, %4187
  %4244 = xor <16 x i64> %4228, %broadcast.splat2016
  %4245 = xor <16 x i64> %4229, %broadcast.splat2016
  %4246 = xor <16 x i64> %4230, %broadcast.splat2016
  %4247 = xor <16 x i64> %4231, %broadcast.splat2016
  %4248 = xor <16 x i64> %4244, %4176
  %4249 = xor <16 x i64> %4245, %4177
  %4250 = xor <16 x i64> %4246, %4178
  %4251 = xor <16 x i64> %4247, %4179
  %4252 = and <16 x i64> %4240, splat (i64 4294967295)
  %4253 = and <16 x i64> %4241, splat (i64 4294967295)
  %4254 = and <16 x i64> %4242, splat (i64 4294967295)
  %4255 = and <16 x i64> %4243, splat (i64 4294967295)
  %4256 = mul nuw <16 x i64> %4252, splat (i64 3528531795)
  %4257 = mul nuw <16 x i64> %4253, splat (i64 3528531795)
  %4258 = mul nuw <16 x i64> %4254, splat (i64 3528531795)
  %4259 = mul nuw <16 x i64> %4255, splat (i64 3528531795)
  %4260 = and <16 x i64> %4248, splat (i64 4294967295)
  %4261 = and <16 x i64> %4249, splat (i64 4294967295)
  %4262 = and <16 x i64> %4250, splat (i64 4294967295)
  %4263 = and <16 x i64> %4251, splat (i64 4294967295)
  %4264 = mul nuw <16 x i64> %4260, splat (i64 3449720151)
  %4265 = mul nuw <16 x i64> %4261, splat (i64 3449720151)
  %4266 = mul nuw <16 x i64> %4262, splat (i64 3449720151)
  %4267 = mul nuw <16 x i64> %4263, splat (i64 3449720151)
  %4268 = lshr <16 x i64> %4256, splat (i64 32)
  %4269 = lshr <16 x i64> %4257, splat (i64 32)
  %4270 = lshr <16 x i64> %4258, splat (i64 32)
  %4271 = lshr <16 x i64> %4259, splat (i64 32)
  %4272 = lshr <16 x i64> %4264, splat (i64 32)
  %4273 = lshr <16 x i64> %4265, splat (i64 32)
  %4274 = lshr <16 x i64> %4266, splat (i64 32)
  %4275 = lshr <16 x i64> %4267, splat (i64 32)
  %4276 = xor <16 x i64> %4272, %broadcast.splat2018
  %4277 = xor <16 x i64> %4273, %broadcast.splat2018
  %4278 = xor <16 x i64> %4274, %broadcast.splat2018
  %4279 = xor <16 x i64> %4275, %broadcast.splat2018
  %4280 = xor <16 x i64> %4276, %4224
  %4281 = xor <16 x i64> %4277, %4225
  %4282 = xor <16 x i64> %4278, %4226
  %4283 = xor <16 x i64> %4279, %4227
  %4284 = xor <16 x i64> %broadcast.splat2020, %4268
  %4285 = xor <16 x i64> %broadcast.splat2020, %4269
  %4286 = xor <16 x i64> %broadcast.splat2020, %4270
  %4287 = xor <16 x i64> %broadcast.splat2020, %4271
  %4288 = xor <16 x i64> %4284, %4216
  %4289 = xor <16 x i64> %4285, %4217
  %4290 = xor <16 x i64> %4286, %4218
  %4291 = xor <16 x i64> %4287, %4219
  %4292 = and <16 x i64> %4280, splat (i64 4294967295)
  %4293 = and <16 x i64> %4281, splat (i64 4294967295)
  %4294 = and <16 x i64> %4282, splat (i64 4294967295)
  %4295 = and <16 x i64> %4283, splat (i64 4294967295)
  %4296 = mul nuw <16 x i64> %4292, splat (i64 3528531795)
  %4297 = mul nuw <16 x i64> %4293, splat (i64 3528531795)
  %4298 = mul nuw <16 x i64> %4294, splat (i64 3528531795)
  %4299 = mul nuw <16 x i64> %4295, splat (i64 3528531795)
  %4300 = and <16 x i64> %4288, splat (i64 4294967295)
  %4301 = and <16 x i64> %4289, splat (i64 4294967295)
  %4302 = and <16 x i64> %4290, splat (i64 4294967295)
  %4303 = and <16 x i64> %4291, splat (i64 4294967295)
  %4304 = mul nuw <16 x i64> %4300, splat (i64 3449720151)
  %4305 = mul nuw <16 x i64> %4301, splat (i64 3449720151)
  %4306 = mul nuw <16 x i64> %4302, splat (i64 3449720151)
  %4307 = mul nuw <16 x i64> %4303, splat (i64 3449720151)
  %4308 = lshr <16 x i64> %4296, splat (i64 32)
  %4309 = lshr <16 x i64> %4297, splat (i64 32)
  %4310 = lshr <16 x i64> %4298, splat (i64 32)
  %4311 = lshr <16 x i64> %4299, splat (i64 32)
  %4312 = lshr <16 x i64> %4304, splat (i64 32)
  %4313 = lshr <16 x i64> %4305, splat (i64 32)
  %4314 = lshr <16 x i64> %4306, splat (i64 32)
  %4315 = lshr <16 x i64> %4307, splat (i64 32)
  %4316 = xor <16 x i64> %broadcast.splat2022, %4312
  %4317 = xor <16 x i64> %broadcast.splat2022, %4313
  %4318 = xor <16 x i64> %broadcast.splat2022, %4314
  %4319 = xor <16 x i64> %broadcast.splat2022, %4315
  %4320 = xor <16 x i64> %4316, %4264
  %4321 = xor <16 x i64> %4317, %4265
  %4322 = xor <16 x i64> %4318, %4266
  %4323 = xor <16 x i64> %4319, %4267
  %4324 = xor <16 x i64> %4308, %broadcast.splat2024
  %4325 = xor <16 x i64> %4309, %broadcast.splat2024
  %4326 = xor <16 x i64> %4310, %broadcast.splat2024
  %4327 = xor <16 x i64> %4311, %broadcast.splat2024
  %4328 = xor <16 x i64> %4324, %4256
  %4329 = xor <16 x i64> %4325, %4257
  %4330 = xor <16 x i64> %4326, %4258
  %4331 = xor <16 x i64> %4327, %4259
  %4332 = and <16 x i64> %4320, splat (i64 4294967295)
  %4333 = and <16 x i64> %4321, splat (i64 4294967295)
  %4334 = and <16 x i64> %4322, splat (i64 4294967295)
  %4335 = and <16 x i64> %4323, splat (i64 4294967295)
  %4336 = mul nuw <16 x i64> %4332, splat (i64 3528531795)
  %4337 = mul nuw <16 x i64> %4333, splat (i64 3528531795)
  %4338 = mul nuw <16 x i64> %4334, splat (i64 3528531795)
  %4339 = mul nuw <16 x i64> %4335, splat (i64 3528531795)
  %4340 = lshr <16 x i64> %4336, splat (i64 32)
  %4341 = lshr <16 x i64> %4337, splat (i64 32)
  %4342 = lshr <16 x i64> %4338, splat (i64 32)
  %4343 = lshr <16 x i64> %4339, splat (i64 32)
  %4344 = trunc <16 x i64> %4328 to <16 x i32>
  %4345 = trunc <16 x i64> %4329 to <16 x i32>
  %4346 = trunc <16 x i64> %4330 to <16 x i32>
  %4347 = trunc <16 x i64> %4331 to <16 x i32>
  %4348 = mul <16 x i32> %4344, splat (i32 -845247145)
  %4349 = mul <16 x i32> %4345, splat (i32 -845247145)
  %4350 = mul <16 x i32> %4346, splat (i32 -845247145)
  %4351 = mul <16 x i32> %4347, splat (i32 -845247145)
  %4352 = xor <16 x i64> %broadcast.splat2026, %4340
  %4353 = xor <16 x i64> %broadcast.splat2026, %4341
  %4354 = xor <16 x i64> %broadcast.splat2026, %4342
  %4355 = xor <16 x i64> %broadcast.splat2026, %4343
  %4356 = xor <16 x i64> %4352, %4296
  %4357 = xor <16 x i64> %4353, %4297
  %4358 = xor <16 x i64> %4354, %4298
  %4359 = xor <16 x i64> %4355, %4299
  %4360 = and <16 x i64> %4356, splat (i64 4294967295)
  %4361 = and <16 x i64> %4357, splat (i64 4294967295)
  %4362 = and <16 x i64> %4358, splat (i64 4294967295)
  %4363 = and <16 x i64> %4359, splat (i64 4294967295)
  %4364 = mul nuw <16 x i64> %4360, splat (i64 3449720151)
  %4365 = mul nuw <16 x i64> %4361, splat (i64 3449720151)
  %4366 = mul nuw <16 x i64> %4362, splat (i64 3449720151)
  %4367 = mul nuw <16 x i64> %4363, splat (i64 3449720151)
  %4368 = lshr <16 x i64> %4364, splat (i64 32)
  %4369 = lshr <16 x i64> %4365, splat (i64 32)
  %4370 = lshr <16 x i64> %4366, splat (i64 32)
  %4371 = lshr <16 x i64> %4367, splat (i64 32)
  %4372 = trunc nuw <16 x i64> %4368 to <16 x i32>
  %4373 = trunc nuw <16 x i64> %4369 to <16 x i32>
  %4374 = trunc nuw <16 x i64> %4370 to <16 x i32>
  %4375 = trunc nuw <16 x i64> %4371 to <16 x i32>
  %4376 = trunc <16 x i64> %4364 to <16 x i32>
  %4377 = trunc <16 x i64> %4365 to <16 x i32>
  %4378 = trunc <16 x i64> %4366 to <16 x i32>
  %4379 = trunc <16 x i64> %4367 to <16 x i32>
  %4380 = xor <16 x i32> %4348, %4372
  %4381 = xor <16 x i32> %4380, %broadcast.splat2028
  %4382 = xor <16 x i32> %4349, %4373
  %4383 = xor <16 x i32> %4382, %broadcast.splat2028
  %4384 = xor <16 x i32> %4350, %4374
  %4385 = xor <16 x i32> %4384, %broadcast.splat2028
  %4386 = xor <16 x i32> %4351, %4375
  %4387 = xor <16 x i32> %4386, %broadcast.splat2028
  %4388 = getelementptr inbounds nuw float, ptr %4066, i64 %index2030
  %4389 = getelementptr inbounds nuw i8, ptr %4388, i64 64
  %4390 = getelementptr inbounds nuw i8, ptr %4388, i64 128
  %4391 = getelementptr inbounds nuw i8, ptr %4388, i64 192
  store <16 x i32> %4381, ptr %4388, align 4, !alias.scope !77, !noalias !80
  store <16 x i32> %4383, ptr %4389, align 4, !alias.scope !77, !noalias !80
  store <16 x i32> %4385, ptr %4390, align 4, !alias.scope !77, !noalias !80
  store <16 x i32> %4387, ptr %4391, align 4, !alias.scope !77, !noalias !80
  %4392 = getelementptr inbounds nuw float, ptr %4065, i64 %index2030
  %4393 = getelementptr inbounds nuw i8, ptr %4392, i64 64
  %4394 = getelementptr inbounds nuw i8, ptr %4392, i64 128
  %4395 = getelementptr inbounds nuw i8, ptr %4392, i64 192
  store <16 x i32> %4376, ptr %4392, align 4, !alias.scope !80, !noalias !77
  store <16 x i32> %4377, ptr %4393, align 4, !alias.scope !80, !noalias !77
  store <16 x i32> %4378, ptr %4394, align 4, !alias.scope !80, !noalias !77
  store <16 x i32> %4379, ptr %4395, align 4, !alias.scope !80, !noalias !77
  %index.next2035 = add nuw i64 %index2030, 64
  %vec.ind.next2036 = add <16 x i64> %vec.ind2031, splat (i64 64)
  %4396 = icmp eq i64 %index.next2035, %n.vec1988
  br i1 %4396, label %middle.block2037, label %vector.body2029, !llvm.loop !82

middle.block2037:                                 ; preds = %vector.body2029
  br i1 %cmp.n2038, label %vector.ph1952, label %vec.epilog.iter.check2041

vec.epilog.iter.check2041:                        ; preds = %middle.block2037
  br i1 %min.epilog.iters.check2042, label %philox.body134.us.preheader, label %vec.epilog.ph2043, !prof !10

vec.epilog.ph2043:                                ; preds = %vec.epilog.iter.check2041
  %broadcast.splatinsert2046 = insertelement <8 x i64> poison, i64 %row_offset132.us, i64 0
  %broadcast.splat2047 = shufflevector <8 x i64> %broadcast.splatinsert2046, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body2089

vec.epilog.vector.body2089:                       ; preds = %vec.epilog.vector.body2089, %vec.epilog.ph2043
  %index2090 = phi i64 [ %n.vec1988, %vec.epilog.ph2043 ], [ %index.next2092, %vec.epilog.vector.body2089 ]
  %vec.ind2091 = phi <8 x i64> [ %induction2088, %vec.epilog.ph2043 ], [ %vec.ind.next2093, %vec.epilog.vector.body2089 ]
  %4397 = add <8 x i64> %vec.ind2091, %broadcast.splat2047
  %4398 = and <8 x i64> %4397, splat (i64 4294967295)
  %4399 = mul nuw <8 x i64> %4398, splat (i64 3528531795)
  %4400 = xor <8 x i64> %4397, %broadcast.splat2049
  %4401 = xor <8 x i64> %4400, %4399
  %4402 = lshr <8 x i64> %4401, splat (i64 32)
  %4403 = mul nuw <8 x i64> %4402, splat (i64 3449720151)
  %4404 = lshr <8 x i64> %4403, splat (i64 32)
  %4405 = xor <8 x i64> %broadcast.splat2055, %4399
  %4406 = xor <8 x i64> %.masked2374, %4404
  %4407 = mul nuw <8 x i64> %4406, splat (i64 3528531795)
  %4408 = and <8 x i64> %4405, splat (i64 4294967295)
  %4409 = mul nuw <8 x i64> %4408, splat (i64 3449720151)
  %4410 = lshr <8 x i64> %4407, splat (i64 32)
  %4411 = lshr <8 x i64> %4409, splat (i64 32)
  %4412 = xor <8 x i64> %4411, %broadcast.splat2057
  %4413 = xor <8 x i64> %4412, %4403
  %4414 = and <8 x i64> %4413, splat (i64 4294967295)
  %4415 = mul nuw <8 x i64> %4414, splat (i64 3528531795)
  %4416 = xor <8 x i64> %.masked2375, %4410
  %4417 = mul nuw <8 x i64> %4416, splat (i64 3449720151)
  %4418 = lshr <8 x i64> %4415, splat (i64 32)
  %4419 = lshr <8 x i64> %4417, splat (i64 32)
  %4420 = xor <8 x i64> %broadcast.splat2063, %4419
  %4421 = xor <8 x i64> %4420, %4409
  %4422 = xor <8 x i64> %4418, %broadcast.splat2065
  %4423 = xor <8 x i64> %4422, %4407
  %4424 = and <8 x i64> %4421, splat (i64 4294967295)
  %4425 = mul nuw <8 x i64> %4424, splat (i64 3528531795)
  %4426 = and <8 x i64> %4423, splat (i64 4294967295)
  %4427 = mul nuw <8 x i64> %4426, splat (i64 3449720151)
  %4428 = lshr <8 x i64> %4425, splat (i64 32)
  %4429 = lshr <8 x i64> %4427, splat (i64 32)
  %4430 = xor <8 x i64> %4429, %broadcast.splat2067
  %4431 = xor <8 x i64> %4430, %4417
  %4432 = xor <8 x i64> %broadcast.splat2069, %4428
  %4433 = xor <8 x i64> %4432, %4415
  %4434 = and <8 x i64> %4431, splat (i64 4294967295)
  %4435 = mul nuw <8 x i64> %4434, splat (i64 3528531795)
  %4436 = and <8 x i64> %4433, splat (i64 4294967295)
  %4437 = mul nuw <8 x i64> %4436, splat (i64 3449720151)
  %4438 = lshr <8 x i64> %4435, splat (i64 32)
  %4439 = lshr <8 x i64> %4437, splat (i64 32)
  %4440 = xor <8 x i64> %broadcast.splat2071, %4439
  %4441 = xor <8 x i64> %4440, %4427
  %4442 = xor <8 x i64> %4438, %broadcast.splat2073
  %4443 = xor <8 x i64> %4442, %4425
  %4444 = and <8 x i64> %4441, splat (i64 4294967295)
  %4445 = mul nuw <8 x i64> %4444, splat (i64 3528531795)
  %4446 = and <8 x i64> %4443, splat (i64 4294967295)
  %4447 = mul nuw <8 x i64> %4446, splat (i64 3449720151)
  %4448 = lshr <8 x i64> %4445, splat (i64 32)
  %4449 = lshr <8 x i64> %4447, splat (i64 32)
  %4450 = xor <8 x i64> %4449, %broadcast.splat2075
  %4451 = xor <8 x i64> %4450, %4437
  %4452 = xor <8 x i64> %broadcast.splat2077, %4448
  %4453 = xor <8 x i64> %4452, %4435
  %4454 = and <8 x i64> %4451, splat (i64 4294967295)
  %4455 = mul nuw <8 x i64> %4454, splat (i64 3528531795)
  %4456 = and <8 x i64> %4453, splat (i64 4294967295)
  %4457 = mul nuw <8 x i64> %4456, splat (i64 3449720151)
  %4458 = lshr <8 x i64> %4455, splat (i64 32)
  %4459 = lshr <8 x i64> %4457, splat (i64 32)
  %4460 = xor <8 x i64> %broadcast.splat2079, %4459
  %4461 = xor <8 x i64> %4460, %4447
  %4462 = xor <8 x i64> %4458, %broadcast.splat2081
  %4463 = xor <8 x i64> %4462, %4445
  %4464 = and <8 x i64> %4461, splat (i64 4294967295)
  %4465 = mul nuw <8 x i64> %4464, splat (i64 3528531795)
  %4466 = lshr <8 x i64> %4465, splat (i64 32)
  %4467 = trunc <8 x i64> %4463 to <8 x i32>
  %4468 = mul <8 x i32> %4467, splat (i32 -845247145)
  %4469 = xor <8 x i64> %broadcast.splat2083, %4466
  %4470 = xor <8 x i64> %4469, %4455
  %4471 = and <8 x i64> %4470, splat (i64 4294967295)
  %4472 = mul nuw <8 x i64> %4471, splat (i64 3449720151)
  %4473 = lshr <8 x i64> %4472, splat (i64 32)
  %4474 = trunc nuw <8 x i64> %4473 to <8 x i32>
  %4475 = trunc <8 x i64> %4472 to <8 x i32>
  %4476 = xor <8 x i32> %4468, %broadcast.splat2085
  %4477 = xor <8 x i32> %4476, %4474
  %4478 = getelementptr inbounds nuw float, ptr %4066, i64 %index2090
  store <8 x i32> %4477, ptr %4478, align 4, !alias.scope !77, !noalias !80
  %4479 = getelementptr inbounds nuw float, ptr %4065, i64 %index2090
  store <8 x i32> %4475, ptr %4479, align 4, !alias.scope !80, !noalias !77
  %index.next2092 = add nuw i64 %index2090, 8
  %vec.ind.next2093 = add nuw nsw <8 x i64> %vec.ind2091, splat (i64 8)
  %4480 = icmp eq i64 %index.next2092, %n.vec2045
  br i1 %4480, label %vec.epilog.middle.block2094, label %vec.epilog.vector.body2089, !llvm.loop !83

vec.epilog.middle.block2094:                      ; preds = %vec.epilog.vector.body2089
  br i1 %cmp.n2095, label %vector.ph1952, label %philox.body134.us.preheader

philox.body134.us.preheader:                      ; preds = %vec.epilog.iter.check2041, %vec.epilog.middle.block2094
  %philox136723.us.ph = phi i64 [ %n.vec1988, %vec.epilog.iter.check2041 ], [ %n.vec2045, %vec.epilog.middle.block2094 ]
  br label %philox.body134.us

noise.exit139.us:                                 ; preds = %noise.body138.us, %vec.epilog.middle.block1980, %middle.block1966
  %4481 = add nuw nsw i64 %lockstep_row725.us, 1
  %exitcond929.not = icmp eq i64 %4481, %umax952
  br i1 %exitcond929.not, label %iter.check1920, label %iter.check1984

noise.body138.us:                                 ; preds = %noise.body138.us.preheader, %noise.body138.us
  %noise140724.us = phi i64 [ %4610, %noise.body138.us ], [ %noise140724.us.ph, %noise.body138.us.preheader ]
  %4482 = getelementptr inbounds nuw float, ptr %4066, i64 %noise140724.us
  %w0141.us = load i32, ptr %4482, align 4, !alias.scope !77, !noalias !80
  %4483 = getelementptr inbounds nuw float, ptr %4065, i64 %noise140724.us
  %w1142.us = load i32, ptr %4483, align 4, !alias.scope !80, !noalias !77
  %4484 = uitofp i32 %w0141.us to double
  %4485 = fadd double %4484, 5.000000e-01
  %4486 = fmul double %4485, 0x3DF0000000000000
  %4487 = uitofp i32 %w1142.us to double
  %4488 = fadd double %4487, 5.000000e-01
  %4489 = fmul double %4488, 0x3DF0000000000000
  %4490 = bitcast double %4486 to i64
  %4491 = lshr i64 %4490, 32
  %4492 = add nuw nsw i64 %4491, 614242
  %4493 = lshr i64 %4492, 20
  %4494 = add nsw i64 %4493, -1023
  %4495 = shl nuw i64 %4492, 32
  %4496 = and i64 %4495, 4503595332403200
  %4497 = add nuw nsw i64 %4496, 4604544269498187776
  %4498 = and i64 %4490, 4294967295
  %4499 = or disjoint i64 %4497, %4498
  %4500 = bitcast i64 %4499 to double
  %4501 = fadd double %4500, -1.000000e+00
  %4502 = fmul double %4501, 5.000000e-01
  %4503 = fmul double %4501, %4502
  %4504 = fadd double %4501, 2.000000e+00
  %4505 = fdiv double %4501, %4504
  %4506 = fmul double %4505, %4505
  %4507 = fmul double %4506, %4506
  %4508 = fmul double %4507, 0x3FC2F112DF3E5244
  %4509 = fadd double %4508, 0x3FC7466496CB03DE
  %4510 = insertelement <2 x double> poison, double %4507, i64 0
  %4511 = shufflevector <2 x double> %4510, <2 x double> poison, <2 x i32> zeroinitializer
  %4512 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %4509, i64 1
  %4513 = fmul <2 x double> %4511, %4512
  %4514 = fadd <2 x double> %4513, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %4515 = fmul <2 x double> %4511, %4514
  %4516 = fadd <2 x double> %4515, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %4517 = insertelement <2 x double> %4510, double %4506, i64 1
  %4518 = fmul <2 x double> %4517, %4516
  %shift2386 = shufflevector <2 x double> %4518, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop2387 = fadd <2 x double> %4518, %shift2386
  %4519 = extractelement <2 x double> %foldExtExtBinop2387, i64 0
  %4520 = sitofp i64 %4494 to double
  %4521 = fadd double %4503, %4519
  %4522 = fmul double %4505, %4521
  %4523 = fmul double %4520, 0x3DEA39EF35793C76
  %4524 = fadd double %4523, %4522
  %4525 = fsub double %4524, %4503
  %4526 = fadd double %4501, %4525
  %4527 = fmul double %4520, 0x3FE62E42FEE00000
  %4528 = fadd double %4527, %4526
  %4529 = fmul double %4528, -2.000000e+00
  %4530 = tail call double @llvm.sqrt.f64(double %4529)
  %4531 = fmul double %4489, 0x401921FB54442D18
  %4532 = fmul double %4531, 0x3FE45F306DC9C883
  %4533 = fadd double %4532, 0x4338000000000000
  %4534 = bitcast double %4533 to i64
  %4535 = fadd double %4533, 0xC338000000000000
  %4536 = fmul double %4535, 0x3FF921FB54400000
  %4537 = fsub double %4531, %4536
  %4538 = fmul double %4535, 0x3DD0B4611A626331
  %4539 = fmul double %4535, 0x3DD0B4611A600000
  %4540 = fsub double %4537, %4539
  %4541 = fmul double %4535, 0x3BA3198A2E037073
  %4542 = fsub double %4537, %4540
  %4543 = fsub double %4542, %4539
  %4544 = fsub double %4541, %4543
  %4545 = fsub double %4537, %4538
  %4546 = insertelement <2 x double> poison, double %4545, i64 0
  %4547 = insertelement <2 x double> %4546, double %4531, i64 1
  %4548 = bitcast <2 x double> %4547 to <2 x i64>
  %4549 = lshr <2 x i64> %4548, splat (i64 52)
  %4550 = and <2 x i64> %4549, splat (i64 2047)
  %4551 = extractelement <2 x i64> %4550, i64 0
  %4552 = add nuw nsw i64 %4551, 16
  %4553 = extractelement <2 x i64> %4550, i64 1
  %4554 = icmp samesign ult i64 %4552, %4553
  %4555 = select i1 %4554, double %4540, double %4537
  %4556 = select i1 %4554, double %4544, double %4538
  %4557 = fsub double %4555, %4556
  %4558 = fsub double %4555, %4557
  %4559 = fsub double %4558, %4556
  %4560 = fmul double %4557, %4557
  %4561 = fmul double %4560, %4560
  %4562 = fmul double %4560, 0x3EFA01A019CB1590
  %4563 = fadd double %4562, 0xBF56C16C16C15177
  %4564 = fmul double %4560, %4563
  %4565 = fadd double %4564, 0x3FA555555555554C
  %4566 = fmul double %4560, %4565
  %4567 = fmul double %4560, 0x3DA8FAE9BE8838D4
  %4568 = fsub double 0x3E21EE9EBDB4B1C4, %4567
  %4569 = fmul double %4560, %4568
  %4570 = fadd double %4569, 0xBE927E4F809C52AD
  %4571 = fmul double %4561, %4561
  %4572 = fmul double %4571, %4570
  %4573 = fadd double %4566, %4572
  %4574 = fmul double %4560, 5.000000e-01
  %4575 = fsub double 1.000000e+00, %4574
  %4576 = fsub double 1.000000e+00, %4575
  %4577 = fsub double %4576, %4574
  %4578 = fmul double %4560, %4573
  %4579 = fmul double %4557, %4559
  %4580 = fsub double %4578, %4579
  %4581 = fadd double %4577, %4580
  %4582 = fadd double %4575, %4581
  %4583 = fmul double %4560, 0x3EC71DE357B1FE7D
  %4584 = fadd double %4583, 0xBF2A01A019C161D5
  %4585 = fmul double %4560, %4584
  %4586 = fadd double %4585, 0x3F8111111110F8A6
  %4587 = fmul double %4560, 0x3DE5D93A5ACFD57C
  %4588 = fadd double %4587, 0xBE5AE5E68A2B9CEB
  %4589 = fmul double %4560, %4561
  %4590 = fmul double %4589, %4588
  %4591 = fadd double %4590, %4586
  %4592 = fmul double %4557, %4560
  %4593 = fmul double %4559, 5.000000e-01
  %4594 = fmul double %4592, %4591
  %4595 = fsub double %4593, %4594
  %4596 = fmul double %4560, %4595
  %4597 = fsub double %4596, %4559
  %4598 = fmul double %4592, 0x3FC5555555555549
  %4599 = fadd double %4597, %4598
  %4600 = fsub double %4557, %4599
  %4601 = fneg double %4582
  %4602 = fneg double %4600
  %4603 = and i64 %4534, 1
  %4604 = and i64 %4534, 2
  %.not644.us = icmp eq i64 %4603, 0
  %.not645.us = icmp eq i64 %4604, 0
  %4605 = select i1 %.not645.us, double %4582, double %4601
  %4606 = select i1 %.not645.us, double %4602, double %4600
  %4607 = select i1 %.not644.us, double %4605, double %4606
  %4608 = fmul double %4530, %4607
  %4609 = fptrunc double %4608 to float
  store float %4609, ptr %4482, align 4, !alias.scope !77, !noalias !80
  %4610 = add nuw nsw i64 %noise140724.us, 1
  %exitcond924.not = icmp eq i64 %4610, %n_features
  br i1 %exitcond924.not, label %noise.exit139.us, label %noise.body138.us, !llvm.loop !84

philox.body134.us:                                ; preds = %philox.body134.us.preheader, %philox.body134.us
  %philox136723.us = phi i64 [ %4693, %philox.body134.us ], [ %philox136723.us.ph, %philox.body134.us.preheader ]
  %element.us = add i64 %philox136723.us, %row_offset132.us
  %4611 = and i64 %element.us, 4294967295
  %4612 = mul nuw i64 %4611, 3528531795
  %4613 = xor i64 %element.us, %key0
  %4614 = xor i64 %4613, %4612
  %4615 = lshr i64 %4614, 32
  %4616 = mul nuw i64 %4615, 3449720151
  %4617 = lshr i64 %4616, 32
  %.reass1051.reass = xor i64 %4617, %invariant.op2796
  %4618 = xor i64 %5711, %4612
  %4619 = and i64 %.reass1051.reass, 4294967295
  %4620 = mul nuw i64 %4619, 3528531795
  %4621 = and i64 %4618, 4294967295
  %4622 = mul nuw i64 %4621, 3449720151
  %4623 = lshr i64 %4620, 32
  %4624 = lshr i64 %4622, 32
  %4625 = xor i64 %4624, %3815
  %4626 = xor i64 %4625, %4616
  %.reass1053.reass = xor i64 %4623, %invariant.op2797
  %4627 = and i64 %4626, 4294967295
  %4628 = mul nuw i64 %4627, 3528531795
  %4629 = and i64 %.reass1053.reass, 4294967295
  %4630 = mul nuw i64 %4629, 3449720151
  %4631 = lshr i64 %4628, 32
  %4632 = lshr i64 %4630, 32
  %4633 = xor i64 %3817, %4632
  %4634 = xor i64 %4633, %4622
  %4635 = xor i64 %4631, %3818
  %4636 = xor i64 %4635, %4620
  %4637 = and i64 %4634, 4294967295
  %4638 = mul nuw i64 %4637, 3528531795
  %4639 = and i64 %4636, 4294967295
  %4640 = mul nuw i64 %4639, 3449720151
  %4641 = lshr i64 %4638, 32
  %4642 = lshr i64 %4640, 32
  %4643 = xor i64 %4642, %3819
  %4644 = xor i64 %4643, %4630
  %4645 = xor i64 %3820, %4641
  %4646 = xor i64 %4645, %4628
  %4647 = and i64 %4644, 4294967295
  %4648 = mul nuw i64 %4647, 3528531795
  %4649 = and i64 %4646, 4294967295
  %4650 = mul nuw i64 %4649, 3449720151
  %4651 = lshr i64 %4648, 32
  %4652 = lshr i64 %4650, 32
  %4653 = xor i64 %3821, %4652
  %4654 = xor i64 %4653, %4640
  %4655 = xor i64 %4651, %3822
  %4656 = xor i64 %4655, %4638
  %4657 = and i64 %4654, 4294967295
  %4658 = mul nuw i64 %4657, 3528531795
  %4659 = and i64 %4656, 4294967295
  %4660 = mul nuw i64 %4659, 3449720151
  %4661 = lshr i64 %4658, 32
  %4662 = lshr i64 %4660, 32
  %4663 = xor i64 %4662, %3823
  %4664 = xor i64 %4663, %4650
  %4665 = xor i64 %3824, %4661
  %4666 = xor i64 %4665, %4648
  %4667 = and i64 %4664, 4294967295
  %4668 = mul nuw i64 %4667, 3528531795
  %4669 = and i64 %4666, 4294967295
  %4670 = mul nuw i64 %4669, 3449720151
  %4671 = lshr i64 %4668, 32
  %4672 = lshr i64 %4670, 32
  %4673 = xor i64 %3825, %4672
  %4674 = xor i64 %4673, %4660
  %4675 = xor i64 %4671, %3826
  %4676 = xor i64 %4675, %4658
  %4677 = and i64 %4674, 4294967295
  %4678 = mul nuw i64 %4677, 3528531795
  %4679 = lshr i64 %4678, 32
  %4680 = trunc i64 %4676 to i32
  %4681 = mul i32 %4680, -845247145
  %4682 = xor i64 %3827, %4679
  %4683 = xor i64 %4682, %4668
  %4684 = and i64 %4683, 4294967295
  %4685 = mul nuw i64 %4684, 3449720151
  %4686 = lshr i64 %4685, 32
  %4687 = trunc nuw i64 %4686 to i32
  %4688 = trunc i64 %4685 to i32
  %4689 = xor i32 %4681, %4687
  %4690 = xor i32 %4689, %3828
  %4691 = getelementptr inbounds nuw float, ptr %4066, i64 %philox136723.us
  store i32 %4690, ptr %4691, align 4, !alias.scope !77, !noalias !80
  %4692 = getelementptr inbounds nuw float, ptr %4065, i64 %philox136723.us
  store i32 %4688, ptr %4692, align 4, !alias.scope !80, !noalias !77
  %4693 = add nuw nsw i64 %philox136723.us, 1
  %exitcond923.not = icmp eq i64 %4693, %n_features
  br i1 %exitcond923.not, label %vector.ph1952, label %philox.body134.us, !llvm.loop !85

vector.ph1952:                                    ; preds = %philox.body134.us, %vec.epilog.middle.block2094, %middle.block2037
  br label %vector.body1955

vector.body1955:                                  ; preds = %vector.body1955, %vector.ph1952
  %index1956 = phi i64 [ 0, %vector.ph1952 ], [ %index.next1965, %vector.body1955 ]
  %4694 = getelementptr inbounds nuw float, ptr %4066, i64 %index1956
  %4695 = getelementptr inbounds nuw i8, ptr %4694, i64 64
  %4696 = getelementptr inbounds nuw i8, ptr %4694, i64 128
  %4697 = getelementptr inbounds nuw i8, ptr %4694, i64 192
  %wide.load1957 = load <16 x i32>, ptr %4694, align 4, !alias.scope !77, !noalias !80
  %wide.load1958 = load <16 x i32>, ptr %4695, align 4, !alias.scope !77, !noalias !80
  %wide.load1959 = load <16 x i32>, ptr %4696, align 4, !alias.scope !77, !noalias !80
  %wide.load1960 = load <16 x i32>, ptr %4697, align 4, !alias.scope !77, !noalias !80
  %4698 = getelementptr inbounds nuw float, ptr %4065, i64 %index1956
  %4699 = getelementptr inbounds nuw i8, ptr %4698, i64 64
  %4700 = getelementptr inbounds nuw i8, ptr %4698, i64 128
  %4701 = getelementptr inbounds nuw i8, ptr %4698, i64 192
  %wide.load1961 = load <16 x i32>, ptr %4698, align 4, !alias.scope !80, !noalias !77
  %wide.load1962 = load <16 x i32>, ptr %4699, align 4, !alias.scope !80, !noalias !77
  %wide.load1963 = load <16 x i32>, ptr %4700, align 4, !alias.scope !80, !noalias !77
  %wide.load1964 = load <16 x i32>, ptr %4701, align 4, !alias.scope !80, !noalias !77
  %4702 = uitofp <16 x i32> %wide.load1957 to <16 x double>
  %4703 = uitofp <16 x i32> %wide.load1958 to <16 x double>
  %4704 = uitofp <16 x i32> %wide.load1959 to <16 x double>
  %4705 = uitofp <16 x i32> %wide.load1960 to <16 x double>
  %4706 = fadd <16 x double> %4702, splat (double 5.000000e-01)
  %4707 = fadd <16 x double> %4703, splat (double 5.000000e-01)
  %4708 = fadd <16 x double> %4704, splat (double 5.000000e-01)
  %4709 = fadd <16 x double> %4705, splat (double 5.000000e-01)
  %4710 = fmul <16 x double> %4706, splat (double 0x3DF0000000000000)
  %4711 = fmul <16 x double> %4707, splat (double 0x3DF0000000000000)
  %4712 = fmul <16 x double> %4708, splat (double 0x3DF0000000000000)
  %4713 = fmul <16 x double> %4709, splat (double 0x3DF0000000000000)
  %4714 = uitofp <16 x i32> %wide.load1961 to <16 x double>
  %4715 = uitofp <16 x i32> %wide.load1962 to <16 x double>
  %4716 = uitofp <16 x i32> %wide.load1963 to <16 x double>
  %4717 = uitofp <16 x i32> %wide.load1964 to <16 x double>
  %4718 = fadd <16 x double> %4714, splat (double 5.000000e-01)
  %4719 = fadd <16 x double> %4715, splat (double 5.000000e-01)
  %4720 = fadd <16 x double> %4716, splat (double 5.000000e-01)
  %4721 = fadd <16 x double> %4717, splat (double 5.000000e-01)
  %4722 = fmul <16 x double> %4718, splat (double 0x3DF0000000000000)
  %4723 = fmul <16 x double> %4719, splat (double 0x3DF0000000000000)
  %4724 = fmul <16 x double> %4720, splat (double 0x3DF0000000000000)
  %4725 = fmul <16 x double> %4721, splat (double 0x3DF0000000000000)
  %4726 = bitcast <16 x double> %4710 to <16 x i64>
  %4727 = bitcast <16 x double> %4711 to <16 x i64>
  %4728 = bitcast <16 x double> %4712 to <16 x i64>
  %4729 = bitcast <16 x double> %4713 to <16 x i64>
  %4730 = lshr <16 x i64> %4726, splat (i64 32)
  %4731 = lshr <16 x i64> %4727, splat (i64 32)
  %4732 = lshr <16 x i64> %4728, splat (i64 32)
  %4733 = lshr <16 x i64> %4729, splat (i64 32)
  %4734 = add nuw nsw <16 x i64> %4730, splat (i64 614242)
  %4735 = add nuw nsw <16 x i64> %4731, splat (i64 614242)
  %4736 = add nuw nsw <16 x i64> %4732, splat (i64 614242)
  %4737 = add nuw nsw <16 x i64> %4733, splat (i64 614242)
  %4738 = lshr <16 x i64> %4734, splat (i64 20)
  %4739 = lshr <16 x i64> %4735, splat (i64 20)
  %4740 = lshr <16 x i64> %4736, splat (i64 20)
  %4741 = lshr <16 x i64> %4737, splat (i64 20)
  %4742 = add nsw <16 x i64> %4738, splat (i64 -1023)
  %4743 = add nsw <16 x i64> %4739, splat (i64 -1023)
  %4744 = add nsw <16 x i64> %4740, splat (i64 -1023)
  %4745 = add nsw <16 x i64> %4741, splat (i64 -1023)
  %4746 = shl nuw <16 x i64> %4734, splat (i64 32)
  %4747 = shl nuw <16 x i64> %4735, splat (i64 32)
  %4748 = shl nuw <16 x i64> %4736, splat (i64 32)
  %4749 = shl nuw <16 x i64> %4737, splat (i64 32)
  %4750 = and <16 x i64> %4746, splat (i64 4503595332403200)
  %4751 = and <16 x i64> %4747, splat (i64 4503595332403200)
  %4752 = and <16 x i64> %4748, splat (i64 4503595332403200)
  %4753 = and <16 x i64> %4749, splat (i64 4503595332403200)
  %4754 = add nuw nsw <16 x i64> %4750, splat (i64 4604544269498187776)
  %4755 = add nuw nsw <16 x i64> %4751, splat (i64 4604544269498187776)
  %4756 = add nuw nsw <16 x i64> %4752, splat (i64 4604544269498187776)
  %4757 = add nuw nsw <16 x i64> %4753, splat (i64 4604544269498187776)
  %4758 = and <16 x i64> %4726, splat (i64 4294967295)
  %4759 = and <16 x i64> %4727, splat (i64 4294967295)
  %4760 = and <16 x i64> %4728, splat (i64 4294967295)
  %4761 = and <16 x i64> %4729, splat (i64 4294967295)
  %4762 = or disjoint <16 x i64> %4754, %4758
  %4763 = or disjoint <16 x i64> %4755, %4759
  %4764 = or disjoint <16 x i64> %4756, %4760
  %4765 = or disjoint <16 x i64> %4757, %4761
  %4766 = bitcast <16 x i64> %4762 to <16 x double>
  %4767 = bitcast <16 x i64> %4763 to <16 x double>
  %4768 = bitcast <16 x i64> %4764 to <16 x double>
  %4769 = bitcast <16 x i64> %4765 to <16 x double>
  %4770 = fadd <16 x double> %4766, splat (double -1.000000e+00)
  %4771 = fadd <16 x double> %4767, splat (double -1.000000e+00)
  %4772 = fadd <16 x double> %4768, splat (double -1.000000e+00)
  %4773 = fadd <16 x double> %4769, splat (double -1.000000e+00)
  %4774 = fmul <16 x double> %4770, splat (double 5.000000e-01)
  %4775 = fmul <16 x double> %4771, splat (double 5.000000e-01)
  %4776 = fmul <16 x double> %4772, splat (double 5.000000e-01)
  %4777 = fmul <16 x double> %4773, splat (double 5.000000e-01)
  %4778 = fmul <16 x double> %4770, %4774
  %4779 = fmul <16 x double> %4771, %4775
  %4780 = fmul <16 x double> %4772, %4776
  %4781 = fmul <16 x double> %4773, %4777
  %4782 = fadd <16 x double> %4770, splat (double 2.000000e+00)
  %4783 = fadd <16 x double> %4771, splat (double 2.000000e+00)
  %4784 = fadd <16 x double> %4772, splat (double 2.000000e+00)
  %4785 = fadd <16 x double> %4773, splat (double 2.000000e+00)
  %4786 = fdiv <16 x double> %4770, %4782
  %4787 = fdiv <16 x double> %4771, %4783
  %4788 = fdiv <16 x double> %4772, %4784
  %4789 = fdiv <16 x double> %4773, %4785
  %4790 = fmul <16 x double> %4786, %4786
  %4791 = fmul <16 x double> %4787, %4787
  %4792 = fmul <16 x double> %4788, %4788
  %4793 = fmul <16 x double> %4789, %4789
  %4794 = fmul <16 x double> %4790, %4790
  %4795 = fmul <16 x double> %4791, %4791
  %4796 = fmul <16 x double> %4792, %4792
  %4797 = fmul <16 x double> %4793, %4793
  %4798 = fmul <16 x double> %4794, splat (double 0x3FC39A09D078C69F)
  %4799 = fmul <16 x double> %4795, splat (double 0x3FC39A09D078C69F)
  %4800 = fmul <16 x double> %4796, splat (double 0x3FC39A09D078C69F)
  %4801 = fmul <16 x double> %4797, splat (double 0x3FC39A09D078C69F)
  %4802 = fadd <16 x double> %4798, splat (double 0x3FCC71C51D8E78AF)
  %4803 = fadd <16 x double> %4799, splat (double 0x3FCC71C51D8E78AF)
  %4804 = fadd <16 x double> %4800, splat (double 0x3FCC71C51D8E78AF)
  %4805 = fadd <16 x double> %4801, splat (double 0x3FCC71C51D8E78AF)
  %4806 = fmul <16 x double> %4794, %4802
  %4807 = fmul <16 x double> %4795, %4803
  %4808 = fmul <16 x double> %4796, %4804
  %4809 = fmul <16 x double> %4797, %4805
  %4810 = fadd <16 x double> %4806, splat (double 0x3FD999999997FA04)
  %4811 = fadd <16 x double> %4807, splat (double 0x3FD999999997FA04)
  %4812 = fadd <16 x double> %4808, splat (double 0x3FD999999997FA04)
  %4813 = fadd <16 x double> %4809, splat (double 0x3FD999999997FA04)
  %4814 = fmul <16 x double> %4794, %4810
  %4815 = fmul <16 x double> %4795, %4811
  %4816 = fmul <16 x double> %4796, %4812
  %4817 = fmul <16 x double> %4797, %4813
  %4818 = fmul <16 x double> %4794, splat (double 0x3FC2F112DF3E5244)
  %4819 = fmul <16 x double> %4795, splat (double 0x3FC2F112DF3E5244)
  %4820 = fmul <16 x double> %4796, splat (double 0x3FC2F112DF3E5244)
  %4821 = fmul <16 x double> %4797, splat (double 0x3FC2F112DF3E5244)
  %4822 = fadd <16 x double> %4818, splat (double 0x3FC7466496CB03DE)
  %4823 = fadd <16 x double> %4819, splat (double 0x3FC7466496CB03DE)
  %4824 = fadd <16 x double> %4820, splat (double 0x3FC7466496CB03DE)
  %4825 = fadd <16 x double> %4821, splat (double 0x3FC7466496CB03DE)
  %4826 = fmul <16 x double> %4794, %4822
  %4827 = fmul <16 x double> %4795, %4823
  %4828 = fmul <16 x double> %4796, %4824
  %4829 = fmul <16 x double> %4797, %4825
  %4830 = fadd <16 x double> %4826, splat (double 0x3FD2492494229359)
  %4831 = fadd <16 x double> %4827, splat (double 0x3FD2492494229359)
  %4832 = fadd <16 x double> %4828, splat (double 0x3FD2492494229359)
  %4833 = fadd <16 x double> %4829, splat (double 0x3FD2492494229359)
  %4834 = fmul <16 x double> %4794, %4830
  %4835 = fmul <16 x double> %4795, %4831
  %4836 = fmul <16 x double> %4796, %4832
  %4837 = fmul <16 x double> %4797, %4833
  %4838 = fadd <16 x double> %4834, splat (double 0x3FE5555555555593)
  %4839 = fadd <16 x double> %4835, splat (double 0x3FE5555555555593)
  %4840 = fadd <16 x double> %4836, splat (double 0x3FE5555555555593)
  %4841 = fadd <16 x double> %4837, splat (double 0x3FE5555555555593)
  %4842 = fmul <16 x double> %4790, %4838
  %4843 = fmul <16 x double> %4791, %4839
  %4844 = fmul <16 x double> %4792, %4840
  %4845 = fmul <16 x double> %4793, %4841
  %4846 = fadd <16 x double> %4814, %4842
  %4847 = fadd <16 x double> %4815, %4843
  %4848 = fadd <16 x double> %4816, %4844
  %4849 = fadd <16 x double> %4817, %4845
  %4850 = sitofp <16 x i64> %4742 to <16 x double>
  %4851 = sitofp <16 x i64> %4743 to <16 x double>
  %4852 = sitofp <16 x i64> %4744 to <16 x double>
  %4853 = sitofp <16 x i64> %4745 to <16 x double>
  %4854 = fadd <16 x double> %4778, %4846
  %4855 = fadd <16 x double> %4779, %4847
  %4856 = fadd <16 x double> %4780, %4848
  %4857 = fadd <16 x double> %4781, %4849
  %4858 = fmul <16 x double> %4786, %4854
  %4859 = fmul <16 x double> %4787, %4855
  %4860 = fmul <16 x double> %4788, %4856
  %4861 = fmul <16 x double> %4789, %4857
  %4862 = fmul <16 x double> %4850, splat (double 0x3DEA39EF35793C76)
  %4863 = fmul <16 x double> %4851, splat (double 0x3DEA39EF35793C76)
  %4864 = fmul <16 x double> %4852, splat (double 0x3DEA39EF35793C76)
  %4865 = fmul <16 x double> %4853, splat (double 0x3DEA39EF35793C76)
  %4866 = fadd <16 x double> %4862, %4858
  %4867 = fadd <16 x double> %4863, %4859
  %4868 = fadd <16 x double> %4864, %4860
  %4869 = fadd <16 x double> %4865, %4861
  %4870 = fsub <16 x double> %4866, %4778
  %4871 = fsub <16 x double> %4867, %4779
  %4872 = fsub <16 x double> %4868, %4780
  %4873 = fsub <16 x double> %4869, %4781
  %4874 = fadd <16 x double> %4770, %4870
  %4875 = fadd <16 x double> %4771, %4871
  %4876 = fadd <16 x double> %4772, %4872
  %4877 = fadd <16 x double> %4773, %4873
  %4878 = fmul <16 x double> %4850, splat (double 0x3FE62E42FEE00000)
  %4879 = fmul <16 x double> %4851, splat (double 0x3FE62E42FEE00000)
  %4880 = fmul <16 x double> %4852, splat (double 0x3FE62E42FEE00000)
  %4881 = fmul <16 x double> %4853, splat (double 0x3FE62E42FEE00000)
  %4882 = fadd <16 x double> %4878, %4874
  %4883 = fadd <16 x double> %4879, %4875
  %4884 = fadd <16 x double> %4880, %4876
  %4885 = fadd <16 x double> %4881, %4877
  %4886 = fmul <16 x double> %4882, splat (double -2.000000e+00)
  %4887 = fmul <16 x double> %4883, splat (double -2.000000e+00)
  %4888 = fmul <16 x double> %4884, splat (double -2.000000e+00)
  %4889 = fmul <16 x double> %4885, splat (double -2.000000e+00)
  %4890 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4886)
  %4891 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4887)
  %4892 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4888)
  %4893 = tail call <16 x double> @llvm.sqrt.v16f64(<16 x double> %4889)
  %4894 = fmul <16 x double> %4722, splat (double 0x401921FB54442D18)
  %4895 = fmul <16 x double> %4723, splat (double 0x401921FB54442D18)
  %4896 = fmul <16 x double> %4724, splat (double 0x401921FB54442D18)
  %4897 = fmul <16 x double> %4725, splat (double 0x401921FB54442D18)
  %4898 = fmul <16 x double> %4894, splat (double 0x3FE45F306DC9C883)
  %4899 = fmul <16 x double> %4895, splat (double 0x3FE45F306DC9C883)
  %4900 = fmul <16 x double> %4896, splat (double 0x3FE45F306DC9C883)
  %4901 = fmul <16 x double> %4897, splat (double 0x3FE45F306DC9C883)
  %4902 = fadd <16 x double> %4898, splat (double 0x4338000000000000)
  %4903 = fadd <16 x double> %4899, splat (double 0x4338000000000000)
  %4904 = fadd <16 x double> %4900, splat (double 0x4338000000000000)
  %4905 = fadd <16 x double> %4901, splat (double 0x4338000000000000)
  %4906 = bitcast <16 x double> %4902 to <16 x i64>
  %4907 = bitcast <16 x double> %4903 to <16 x i64>
  %4908 = bitcast <16 x double> %4904 to <16 x i64>
  %4909 = bitcast <16 x double> %4905 to <16 x i64>
  %4910 = fadd <16 x double> %4902, splat (double 0xC338000000000000)
  %4911 = fadd <16 x double> %4903, splat (double 0xC338000000000000)
  %4912 = fadd <16 x double> %4904, splat (double 0xC338000000000000)
  %4913 = fadd <16 x double> %4905, splat (double 0xC338000000000000)
  %4914 = fmul <16 x double> %4910, splat (double 0x3FF921FB54400000)
  %4915 = fmul <16 x double> %4911, splat (double 0x3FF921FB54400000)
  %4916 = fmul <16 x double> %4912, splat (double 0x3FF921FB54400000)
  %4917 = fmul <16 x double> %4913, splat (double 0x3FF921FB54400000)
  %4918 = fsub <16 x double> %4894, %4914
  %4919 = fsub <16 x double> %4895, %4915
  %4920 = fsub <16 x double> %4896, %4916
  %4921 = fsub <16 x double> %4897, %4917
  %4922 = fmul <16 x double> %4910, splat (double 0x3DD0B4611A626331)
  %4923 = fmul <16 x double> %4911, splat (double 0x3DD0B4611A626331)
  %4924 = fmul <16 x double> %4912, splat (double 0x3DD0B4611A626331)
  %4925 = fmul <16 x double> %4913, splat (double 0x3DD0B4611A626331)
  %4926 = fmul <16 x double> %4910, splat (double 0x3DD0B4611A600000)
  %4927 = fmul <16 x double> %4911, splat (double 0x3DD0B4611A600000)
  %4928 = fmul <16 x double> %4912, splat (double 0x3DD0B4611A600000)
  %4929 = fmul <16 x double> %4913, splat (double 0x3DD0B4611A600000)
  %4930 = fsub <16 x double> %4918, %4926
  %4931 = fsub <16 x double> %4919, %4927
  %4932 = fsub <16 x double> %4920, %4928
  %4933 = fsub <16 x double> %4921, %4929
  %4934 = fmul <16 x double> %4910, splat (double 0x3BA3198A2E037073)
  %4935 = fmul <16 x double> %4911, splat (double 0x3BA3198A2E037073)
  %4936 = fmul <16 x double> %4912, splat (double 0x3BA3198A2E037073)
  %4937 = fmul <16 x double> %4913, splat (double 0x3BA3198A2E037073)
  %4938 = fsub <16 x double> %4918, %4930
  %4939 = fsub <16 x double> %4919, %4931
  %4940 = fsub <16 x double> %4920, %4932
  %4941 = fsub <16 x double> %4921, %4933
  %4942 = fsub <16 x double> %4938, %4926
  %4943 = fsub <16 x double> %4939, %4927
  %4944 = fsub <16 x double> %4940, %4928
  %4945 = fsub <16 x double> %4941, %4929
  %4946 = fsub <16 x double> %4934, %4942
  %4947 = fsub <16 x double> %4935, %4943
  %4948 = fsub <16 x double> %4936, %4944
  %4949 = fsub <16 x double> %4937, %4945
  %4950 = fsub <16 x double> %4918, %4922
  %4951 = fsub <16 x double> %4919, %4923
  %4952 = fsub <16 x double> %4920, %4924
  %4953 = fsub <16 x double> %4921, %4925
  %4954 = bitcast <16 x double> %4894 to <16 x i64>
  %4955 = bitcast <16 x double> %4895 to <16 x i64>
  %4956 = bitcast <16 x double> %4896 to <16 x i64>
  %4957 = bitcast <16 x double> %4897 to <16 x i64>
  %4958 = lshr <16 x i64> %4954, splat (i64 52)
  %4959 = lshr <16 x i64> %4955, splat (i64 52)
  %4960 = lshr <16 x i64> %4956, splat (i64 52)
  %4961 = lshr <16 x i64> %4957, splat (i64 52)
  %4962 = and <16 x i64> %4958, splat (i64 2047)
  %4963 = and <16 x i64> %4959, splat (i64 2047)
  %4964 = and <16 x i64> %4960, splat (i64 2047)
  %4965 = and <16 x i64> %4961, splat (i64 2047)
  %4966 = bitcast <16 x double> %4950 to <16 x i64>
  %4967 = bitcast <16 x double> %4951 to <16 x i64>
  %4968 = bitcast <16 x double> %4952 to <16 x i64>
  %4969 = bitcast <16 x double> %4953 to <16 x i64>
  %4970 = lshr <16 x i64> %4966, splat (i64 52)
  %4971 = lshr <16 x i64> %4967, splat (i64 52)
  %4972 = lshr <16 x i64> %4968, splat (i64 52)
  %4973 = lshr <16 x i64> %4969, splat (i64 52)
  %4974 = and <16 x i64> %4970, splat (i64 2047)
  %4975 = and <16 x i64> %4971, splat (i64 2047)
  %4976 = and <16 x i64> %4972, splat (i64 2047)
  %4977 = and <16 x i64> %4973, splat (i64 2047)
  %4978 = add nuw nsw <16 x i64> %4974, splat (i64 16)
  %4979 = add nuw nsw <16 x i64> %4975, splat (i64 16)
  %4980 = add nuw nsw <16 x i64> %4976, splat (i64 16)
  %4981 = add nuw nsw <16 x i64> %4977, splat (i64 16)
  %4982 = icmp samesign ult <16 x i64> %4978, %4962
  %4983 = icmp samesign ult <16 x i64> %4979, %4963
  %4984 = icmp samesign ult <16 x i64> %4980, %4964
  %4985 = icmp samesign ult <16 x i64> %4981, %4965
  %4986 = select <16 x i1> %4982, <16 x double> %4930, <16 x double> %4918
  %4987 = select <16 x i1> %4983, <16 x double> %4931, <16 x double> %4919
  %4988 = select <16 x i1> %4984, <16 x double> %4932, <16 x double> %4920
  %4989 = select <16 x i1> %4985, <16 x double> %4933, <16 x double> %4921
  %4990 = select <16 x i1> %4982, <16 x double> %4946, <16 x double> %4922
  %4991 = select <16 x i1> %4983, <16 x double> %4947, <16 x double> %4923
  %4992 = select <16 x i1> %4984, <16 x double> %4948, <16 x double> %4924
  %4993 = select <16 x i1> %4985, <16 x double> %4949, <16 x double> %4925
  %4994 = fsub <16 x double> %4986, %4990
  %4995 = fsub <16 x double> %4987, %4991
  %4996 = fsub <16 x double> %4988, %4992
  %4997 = fsub <16 x double> %4989, %4993
  %4998 = fsub <16 x double> %4986, %4994
  %4999 = fsub <16 x double> %4987, %4995
  %5000 = fsub <16 x double> %4988, %4996
  %5001 = fsub <16 x double> %4989, %4997
  %5002 = fsub <16 x double> %4998, %4990
  %5003 = fsub <16 x double> %4999, %4991
  %5004 = fsub <16 x double> %5000, %4992
  %5005 = fsub <16 x double> %5001, %4993
  %5006 = fmul <16 x double> %4994, %4994
  %5007 = fmul <16 x double> %4995, %4995
  %5008 = fmul <16 x double> %4996, %4996
  %5009 = fmul <16 x double> %4997, %4997
  %5010 = fmul <16 x double> %5006, %5006
  %5011 = fmul <16 x double> %5007, %5007
  %5012 = fmul <16 x double> %5008, %5008
  %5013 = fmul <16 x double> %5009, %5009
  %5014 = fmul <16 x double> %5006, splat (double 0x3EFA01A019CB1590)
  %5015 = fmul <16 x double> %5007, splat (double 0x3EFA01A019CB1590)
  %5016 = fmul <16 x double> %5008, splat (double 0x3EFA01A019CB1590)
  %5017 = fmul <16 x double> %5009, splat (double 0x3EFA01A019CB1590)
  %5018 = fadd <16 x double> %5014, splat (double 0xBF56C16C16C15177)
  %5019 = fadd <16 x double> %5015, splat (double 0xBF56C16C16C15177)
  %5020 = fadd <16 x double> %5016, splat (double 0xBF56C16C16C15177)
  %5021 = fadd <16 x double> %5017, splat (double 0xBF56C16C16C15177)
  %5022 = fmul <16 x double> %5006, %5018
  %5023 = fmul <16 x double> %5007, %5019
  %5024 = fmul <16 x double> %5008, %5020
  %5025 = fmul <16 x double> %5009, %5021
  %5026 = fadd <16 x double> %5022, splat (double 0x3FA555555555554C)
  %5027 = fadd <16 x double> %5023, splat (double 0x3FA555555555554C)
  %5028 = fadd <16 x double> %5024, splat (double 0x3FA555555555554C)
  %5029 = fadd <16 x double> %5025, splat (double 0x3FA555555555554C)
  %5030 = fmul <16 x double> %5006, %5026
  %5031 = fmul <16 x double> %5007, %5027
  %5032 = fmul <16 x double> %5008, %5028
  %5033 = fmul <16 x double> %5009, %5029
  %5034 = fmul <16 x double> %5006, splat (double 0x3DA8FAE9BE8838D4)
  %5035 = fmul <16 x double> %5007, splat (double 0x3DA8FAE9BE8838D4)
  %5036 = fmul <16 x double> %5008, splat (double 0x3DA8FAE9BE8838D4)
  %5037 = fmul <16 x double> %5009, splat (double 0x3DA8FAE9BE8838D4)
  %5038 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5034
  %5039 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5035
  %5040 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5036
  %5041 = fsub <16 x double> splat (double 0x3E21EE9EBDB4B1C4), %5037
  %5042 = fmul <16 x double> %5006, %5038
  %5043 = fmul <16 x double> %5007, %5039
  %5044 = fmul <16 x double> %5008, %5040
  %5045 = fmul <16 x double> %5009, %5041
  %5046 = fadd <16 x double> %5042, splat (double 0xBE927E4F809C52AD)
  %5047 = fadd <16 x double> %5043, splat (double 0xBE927E4F809C52AD)
  %5048 = fadd <16 x double> %5044, splat (double 0xBE927E4F809C52AD)
  %5049 = fadd <16 x double> %5045, splat (double 0xBE927E4F809C52AD)
  %5050 = fmul <16 x double> %5010, %5010
  %5051 = fmul <16 x double> %5011, %5011
  %5052 = fmul <16 x double> %5012, %5012
  %5053 = fmul <16 x double> %5013, %5013
  %5054 = fmul <16 x double> %5050, %5046
  %5055 = fmul <16 x double> %5051, %5047
  %5056 = fmul <16 x double> %5052, %5048
  %5057 = fmul <16 x double> %5053, %5049
  %5058 = fadd <16 x double> %5030, %5054
  %5059 = fadd <16 x double> %5031, %5055
  %5060 = fadd <16 x double> %5032, %5056
  %5061 = fadd <16 x double> %5033, %5057
  %5062 = fmul <16 x double> %5006, splat (double 5.000000e-01)
  %5063 = fmul <16 x double> %5007, splat (double 5.000000e-01)
  %5064 = fmul <16 x double> %5008, splat (double 5.000000e-01)
  %5065 = fmul <16 x double> %5009, splat (double 5.000000e-01)
  %5066 = fsub <16 x double> splat (double 1.000000e+00), %5062
  %5067 = fsub <16 x double> splat (double 1.000000e+00), %5063
  %5068 = fsub <16 x double> splat (double 1.000000e+00), %5064
  %5069 = fsub <16 x double> splat (double 1.000000e+00), %5065
  %5070 = fsub <16 x double> splat (double 1.000000e+00), %5066
  %5071 = fsub <16 x double> splat (double 1.000000e+00), %5067
  %5072 = fsub <16 x double> splat (double 1.000000e+00), %5068
  %5073 = fsub <16 x double> splat (double 1.000000e+00), %5069
  %5074 = fsub <16 x double> %5070, %5062
  %5075 = fsub <16 x double> %5071, %5063
  %5076 = fsub <16 x double> %5072, %5064
  %5077 = fsub <16 x double> %5073, %5065
  %5078 = fmul <16 x double> %5006, %5058
  %5079 = fmul <16 x double> %5007, %5059
  %5080 = fmul <16 x double> %5008, %5060
  %5081 = fmul <16 x double> %5009, %5061
  %5082 = fmul <16 x double> %4994, %5002
  %5083 = fmul <16 x double> %4995, %5003
  %5084 = fmul <16 x double> %4996, %5004
  %5085 = fmul <16 x double> %4997, %5005
  %5086 = fsub <16 x double> %5078, %5082
  %5087 = fsub <16 x double> %5079, %5083
  %5088 = fsub <16 x double> %5080, %5084
  %5089 = fsub <16 x double> %5081, %5085
  %5090 = fadd <16 x double> %5074, %5086
  %5091 = fadd <16 x double> %5075, %5087
  %5092 = fadd <16 x double> %5076, %5088
  %5093 = fadd <16 x double> %5077, %5089
  %5094 = fadd <16 x double> %5066, %5090
  %5095 = fadd <16 x double> %5067, %5091
  %5096 = fadd <16 x double> %5068, %5092
  %5097 = fadd <16 x double> %5069, %5093
  %5098 = fmul <16 x double> %5006, splat (double 0x3EC71DE357B1FE7D)
  %5099 = fmul <16 x double> %5007, splat (double 0x3EC71DE357B1FE7D)
  %5100 = fmul <16 x double> %5008, splat (double 0x3EC71DE357B1FE7D)
  %5101 = fmul <16 x double> %5009, splat (double 0x3EC71DE357B1FE7D)
  %5102 = fadd <16 x double> %5098, splat (double 0xBF2A01A019C161D5)
  %5103 = fadd <16 x double> %5099, splat (double 0xBF2A01A019C161D5)
  %5104 = fadd <16 x double> %5100, splat (double 0xBF2A01A019C161D5)
  %5105 = fadd <16 x double> %5101, splat (double 0xBF2A01A019C161D5)
  %5106 = fmul <16 x double> %5006, %5102
  %5107 = fmul <16 x double> %5007, %5103
  %5108 = fmul <16 x double> %5008, %5104
  %5109 = fmul <16 x double> %5009, %5105
  %5110 = fadd <16 x double> %5106, splat (double 0x3F8111111110F8A6)
  %5111 = fadd <16 x double> %5107, splat (double 0x3F8111111110F8A6)
  %5112 = fadd <16 x double> %5108, splat (double 0x3F8111111110F8A6)
  %5113 = fadd <16 x double> %5109, splat (double 0x3F8111111110F8A6)
  %5114 = fmul <16 x double> %5006, splat (double 0x3DE5D93A5ACFD57C)
  %5115 = fmul <16 x double> %5007, splat (double 0x3DE5D93A5ACFD57C)
  %5116 = fmul <16 x double> %5008, splat (double 0x3DE5D93A5ACFD57C)
  %5117 = fmul <16 x double> %5009, splat (double 0x3DE5D93A5ACFD57C)
  %5118 = fadd <16 x double> %5114, splat (double 0xBE5AE5E68A2B9CEB)
  %5119 = fadd <16 x double> %5115, splat (double 0xBE5AE5E68A2B9CEB)
  %5120 = fadd <16 x double> %5116, splat (double 0xBE5AE5E68A2B9CEB)
  %5121 = fadd <16 x double> %5117, splat (double 0xBE5AE5E68A2B9CEB)
  %5122 = fmul <16 x double> %5006, %5010
  %5123 = fmul <16 x double> %5007, %5011
  %5124 = fmul <16 x double> %5008, %5012
  %5125 = fmul <16 x double> %5009, %5013
  %5126 = fmul <16 x double> %5122, %5118
  %5127 = fmul <16 x double> %5123, %5119
  %5128 = fmul <16 x double> %5124, %5120
  %5129 = fmul <16 x double> %5125, %5121
  %5130 = fadd <16 x double> %5126, %5110
  %5131 = fadd <16 x double> %5127, %5111
  %5132 = fadd <16 x double> %5128, %5112
  %5133 = fadd <16 x double> %5129, %5113
  %5134 = fmul <16 x double> %4994, %5006
  %5135 = fmul <16 x double> %4995, %5007
  %5136 = fmul <16 x double> %4996, %5008
  %5137 = fmul <16 x double> %4997, %5009
  %5138 = fmul <16 x double> %5002, splat (double 5.000000e-01)
  %5139 = fmul <16 x double> %5003, splat (double 5.000000e-01)
  %5140 = fmul <16 x double> %5004, splat (double 5.000000e-01)
  %5141 = fmul <16 x double> %5005, splat (double 5.000000e-01)
  %5142 = fmul <16 x double> %5134, %5130
  %5143 = fmul <16 x double> %5135, %5131
  %5144 = fmul <16 x double> %5136, %5132
  %5145 = fmul <16 x double> %5137, %5133
  %5146 = fsub <16 x double> %5138, %5142
  %5147 = fsub <16 x double> %5139, %5143
  %5148 = fsub <16 x double> %5140, %5144
  %5149 = fsub <16 x double> %5141, %5145
  %5150 = fmul <16 x double> %5006, %5146
  %5151 = fmul <16 x double> %5007, %5147
  %5152 = fmul <16 x double> %5008, %5148
  %5153 = fmul <16 x double> %5009, %5149
  %5154 = fsub <16 x double> %5150, %5002
  %5155 = fsub <16 x double> %5151, %5003
  %5156 = fsub <16 x double> %5152, %5004
  %5157 = fsub <16 x double> %5153, %5005
  %5158 = fmul <16 x double> %5134, splat (double 0x3FC5555555555549)
  %5159 = fmul <16 x double> %5135, splat (double 0x3FC5555555555549)
  %5160 = fmul <16 x double> %5136, splat (double 0x3FC5555555555549)
  %5161 = fmul <16 x double> %5137, splat (double 0x3FC5555555555549)
  %5162 = fadd <16 x double> %5154, %5158
  %5163 = fadd <16 x double> %5155, %5159
  %5164 = fadd <16 x double> %5156, %5160
  %5165 = fadd <16 x double> %5157, %5161
  %5166 = fsub <16 x double> %4994, %5162
  %5167 = fsub <16 x double> %4995, %5163
  %5168 = fsub <16 x double> %4996, %5164
  %5169 = fsub <16 x double> %4997, %5165
  %5170 = fneg <16 x double> %5094
  %5171 = fneg <16 x double> %5095
  %5172 = fneg <16 x double> %5096
  %5173 = fneg <16 x double> %5097
  %5174 = fneg <16 x double> %5166
  %5175 = fneg <16 x double> %5167
  %5176 = fneg <16 x double> %5168
  %5177 = fneg <16 x double> %5169
  %5178 = and <16 x i64> %4906, splat (i64 1)
  %5179 = and <16 x i64> %4907, splat (i64 1)
  %5180 = and <16 x i64> %4908, splat (i64 1)
  %5181 = and <16 x i64> %4909, splat (i64 1)
  %5182 = and <16 x i64> %4906, splat (i64 2)
  %5183 = and <16 x i64> %4907, splat (i64 2)
  %5184 = and <16 x i64> %4908, splat (i64 2)
  %5185 = and <16 x i64> %4909, splat (i64 2)
  %5186 = icmp eq <16 x i64> %5178, zeroinitializer
  %5187 = icmp eq <16 x i64> %5179, zeroinitializer
  %5188 = icmp eq <16 x i64> %5180, zeroinitializer
  %5189 = icmp eq <16 x i64> %5181, zeroinitializer
  %5190 = icmp eq <16 x i64> %5182, zeroinitializer
  %5191 = icmp eq <16 x i64> %5183, zeroinitializer
  %5192 = icmp eq <16 x i64> %5184, zeroinitializer
  %5193 = icmp eq <16 x i64> %5185, zeroinitializer
  %5194 = select <16 x i1> %5190, <16 x double> %5094, <16 x double> %5170
  %5195 = select <16 x i1> %5191, <16 x double> %5095, <16 x double> %5171
  %5196 = select <16 x i1> %5192, <16 x double> %5096, <16 x double> %5172
  %5197 = select <16 x i1> %5193, <16 x double> %5097, <16 x double> %5173
  %5198 = select <16 x i1> %5190, <16 x double> %5174, <16 x double> %5166
  %5199 = select <16 x i1> %5191, <16 x double> %5175, <16 x double> %5167
  %5200 = select <16 x i1> %5192, <16 x double> %5176, <16 x double> %5168
  %5201 = select <16 x i1> %5193, <16 x double> %5177, <16 x double> %5169
  %5202 = select <16 x i1> %5186, <16 x double> %5194, <16 x double> %5198
  %5203 = select <16 x i1> %5187, <16 x double> %5195, <16 x double> %5199
  %5204 = select <16 x i1> %5188, <16 x double> %5196, <16 x double> %5200
  %5205 = select <16 x i1> %5189, <16 x double> %5197, <16 x double> %5201
  %5206 = fmul <16 x double> %4890, %5202
  %5207 = fmul <16 x double> %4891, %5203
  %5208 = fmul <16 x double> %4892, %5204
  %5209 = fmul <16 x double> %4893, %5205
  %5210 = fptrunc <16 x double> %5206 to <16 x float>
  %5211 = fptrunc <16 x double> %5207 to <16 x float>
  %5212 = fptrunc <16 x double> %5208 to <16 x float>
  %5213 = fptrunc <16 x double> %5209 to <16 x float>
  %5214 = getelementptr inbounds nuw i8, ptr %4694, i64 64
  %5215 = getelementptr inbounds nuw i8, ptr %4694, i64 128
  %5216 = getelementptr inbounds nuw i8, ptr %4694, i64 192
  store <16 x float> %5210, ptr %4694, align 4, !alias.scope !77, !noalias !80
  store <16 x float> %5211, ptr %5214, align 4, !alias.scope !77, !noalias !80
  store <16 x float> %5212, ptr %5215, align 4, !alias.scope !77, !noalias !80
  store <16 x float> %5213, ptr %5216, align 4, !alias.scope !77, !noalias !80
  %index.next1965 = add nuw i64 %index1956, 64
  %5217 = icmp eq i64 %index.next1965, %n.vec1954
  br i1 %5217, label %middle.block1966, label %vector.body1955, !llvm.loop !86

middle.block1966:                                 ; preds = %vector.body1955
  br i1 %cmp.n1967, label %noise.exit139.us, label %vec.epilog.iter.check1970

vec.epilog.iter.check1970:                        ; preds = %middle.block1966
  br i1 %min.epilog.iters.check1971, label %noise.body138.us.preheader, label %vec.epilog.vector.body1975, !prof !10

vec.epilog.vector.body1975:                       ; preds = %vec.epilog.iter.check1970, %vec.epilog.vector.body1975
  %index1976 = phi i64 [ %index.next1979, %vec.epilog.vector.body1975 ], [ %n.vec1954, %vec.epilog.iter.check1970 ]
  %5218 = getelementptr inbounds nuw float, ptr %4066, i64 %index1976
  %wide.load1977 = load <8 x i32>, ptr %5218, align 4, !alias.scope !77, !noalias !80
  %5219 = getelementptr inbounds nuw float, ptr %4065, i64 %index1976
  %wide.load1978 = load <8 x i32>, ptr %5219, align 4, !alias.scope !80, !noalias !77
  %5220 = uitofp <8 x i32> %wide.load1977 to <8 x double>
  %5221 = fadd <8 x double> %5220, splat (double 5.000000e-01)
  %5222 = fmul <8 x double> %5221, splat (double 0x3DF0000000000000)
  %5223 = uitofp <8 x i32> %wide.load1978 to <8 x double>
  %5224 = fadd <8 x double> %5223, splat (double 5.000000e-01)
  %5225 = fmul <8 x double> %5224, splat (double 0x3DF0000000000000)
  %5226 = bitcast <8 x double> %5222 to <8 x i64>
  %5227 = lshr <8 x i64> %5226, splat (i64 32)
  %5228 = add nuw nsw <8 x i64> %5227, splat (i64 614242)
  %5229 = lshr <8 x i64> %5228, splat (i64 20)
  %5230 = add nsw <8 x i64> %5229, splat (i64 -1023)
  %5231 = shl nuw <8 x i64> %5228, splat (i64 32)
  %5232 = and <8 x i64> %5231, splat (i64 4503595332403200)
  %5233 = add nuw nsw <8 x i64> %5232, splat (i64 4604544269498187776)
  %5234 = and <8 x i64> %5226, splat (i64 4294967295)
  %5235 = or disjoint <8 x i64> %5233, %5234
  %5236 = bitcast <8 x i64> %5235 to <8 x double>
  %5237 = fadd <8 x double> %5236, splat (double -1.000000e+00)
  %5238 = fmul <8 x double> %5237, splat (double 5.000000e-01)
  %5239 = fmul <8 x double> %5237, %5238
  %5240 = fadd <8 x double> %5237, splat (double 2.000000e+00)
  %5241 = fdiv <8 x double> %5237, %5240
  %5242 = fmul <8 x double> %5241, %5241
  %5243 = fmul <8 x double> %5242, %5242
  %5244 = fmul <8 x double> %5243, splat (double 0x3FC39A09D078C69F)
  %5245 = fadd <8 x double> %5244, splat (double 0x3FCC71C51D8E78AF)
  %5246 = fmul <8 x double> %5243, %5245
  %5247 = fadd <8 x double> %5246, splat (double 0x3FD999999997FA04)
  %5248 = fmul <8 x double> %5243, %5247
  %5249 = fmul <8 x double> %5243, splat (double 0x3FC2F112DF3E5244)
  %5250 = fadd <8 x double> %5249, splat (double 0x3FC7466496CB03DE)
  %5251 = fmul <8 x double> %5243, %5250
  %5252 = fadd <8 x double> %5251, splat (double 0x3FD2492494229359)
  %5253 = fmul <8 x double> %5243, %5252
  %5254 = fadd <8 x double> %5253, splat (double 0x3FE5555555555593)
  %5255 = fmul <8 x double> %5242, %5254
  %5256 = fadd <8 x double> %5248, %5255
  %5257 = sitofp <8 x i64> %5230 to <8 x double>
  %5258 = fadd <8 x double> %5239, %5256
  %5259 = fmul <8 x double> %5241, %5258
  %5260 = fmul <8 x double> %5257, splat (double 0x3DEA39EF35793C76)
  %5261 = fadd <8 x double> %5260, %5259
  %5262 = fsub <8 x double> %5261, %5239
  %5263 = fadd <8 x double> %5237, %5262
  %5264 = fmul <8 x double> %5257, splat (double 0x3FE62E42FEE00000)
  %5265 = fadd <8 x double> %5264, %5263
  %5266 = fmul <8 x double> %5265, splat (double -2.000000e+00)
  %5267 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5266)
  %5268 = fmul <8 x double> %5225, splat (double 0x401921FB54442D18)
  %5269 = fmul <8 x double> %5268, splat (double 0x3FE45F306DC9C883)
  %5270 = fadd <8 x double> %5269, splat (double 0x4338000000000000)
  %5271 = bitcast <8 x double> %5270 to <8 x i64>
  %5272 = fadd <8 x double> %5270, splat (double 0xC338000000000000)
  %5273 = fmul <8 x double> %5272, splat (double 0x3FF921FB54400000)
  %5274 = fsub <8 x double> %5268, %5273
  %5275 = fmul <8 x double> %5272, splat (double 0x3DD0B4611A626331)
  %5276 = fmul <8 x double> %5272, splat (double 0x3DD0B4611A600000)
  %5277 = fsub <8 x double> %5274, %5276
  %5278 = fmul <8 x double> %5272, splat (double 0x3BA3198A2E037073)
  %5279 = fsub <8 x double> %5274, %5277
  %5280 = fsub <8 x double> %5279, %5276
  %5281 = fsub <8 x double> %5278, %5280
  %5282 = fsub <8 x double> %5274, %5275
  %5283 = bitcast <8 x double> %5268 to <8 x i64>
  %5284 = lshr <8 x i64> %5283, splat (i64 52)
  %5285 = and <8 x i64> %5284, splat (i64 2047)
  %5286 = bitcast <8 x double> %5282 to <8 x i64>
  %5287 = lshr <8 x i64> %5286, splat (i64 52)
  %5288 = and <8 x i64> %5287, splat (i64 2047)
  %5289 = add nuw nsw <8 x i64> %5288, splat (i64 16)
  %5290 = icmp samesign ult <8 x i64> %5289, %5285
  %5291 = select <8 x i1> %5290, <8 x double> %5277, <8 x double> %5274
  %5292 = select <8 x i1> %5290, <8 x double> %5281, <8 x double> %5275
  %5293 = fsub <8 x double> %5291, %5292
  %5294 = fsub <8 x double> %5291, %5293
  %5295 = fsub <8 x double> %5294, %5292
  %5296 = fmul <8 x double> %5293, %5293
  %5297 = fmul <8 x double> %5296, %5296
  %5298 = fmul <8 x double> %5296, splat (double 0x3EFA01A019CB1590)
  %5299 = fadd <8 x double> %5298, splat (double 0xBF56C16C16C15177)
  %5300 = fmul <8 x double> %5296, %5299
  %5301 = fadd <8 x double> %5300, splat (double 0x3FA555555555554C)
  %5302 = fmul <8 x double> %5296, %5301
  %5303 = fmul <8 x double> %5296, splat (double 0x3DA8FAE9BE8838D4)
  %5304 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5303
  %5305 = fmul <8 x double> %5296, %5304
  %5306 = fadd <8 x double> %5305, splat (double 0xBE927E4F809C52AD)
  %5307 = fmul <8 x double> %5297, %5297
  %5308 = fmul <8 x double> %5307, %5306
  %5309 = fadd <8 x double> %5302, %5308
  %5310 = fmul <8 x double> %5296, splat (double 5.000000e-01)
  %5311 = fsub <8 x double> splat (double 1.000000e+00), %5310
  %5312 = fsub <8 x double> splat (double 1.000000e+00), %5311
  %5313 = fsub <8 x double> %5312, %5310
  %5314 = fmul <8 x double> %5296, %5309
  %5315 = fmul <8 x double> %5293, %5295
  %5316 = fsub <8 x double> %5314, %5315
  %5317 = fadd <8 x double> %5313, %5316
  %5318 = fadd <8 x double> %5311, %5317
  %5319 = fmul <8 x double> %5296, splat (double 0x3EC71DE357B1FE7D)
  %5320 = fadd <8 x double> %5319, splat (double 0xBF2A01A019C161D5)
  %5321 = fmul <8 x double> %5296, %5320
  %5322 = fadd <8 x double> %5321, splat (double 0x3F8111111110F8A6)
  %5323 = fmul <8 x double> %5296, splat (double 0x3DE5D93A5ACFD57C)
  %5324 = fadd <8 x double> %5323, splat (double 0xBE5AE5E68A2B9CEB)
  %5325 = fmul <8 x double> %5296, %5297
  %5326 = fmul <8 x double> %5325, %5324
  %5327 = fadd <8 x double> %5326, %5322
  %5328 = fmul <8 x double> %5293, %5296
  %5329 = fmul <8 x double> %5295, splat (double 5.000000e-01)
  %5330 = fmul <8 x double> %5328, %5327
  %5331 = fsub <8 x double> %5329, %5330
  %5332 = fmul <8 x double> %5296, %5331
  %5333 = fsub <8 x double> %5332, %5295
  %5334 = fmul <8 x double> %5328, splat (double 0x3FC5555555555549)
  %5335 = fadd <8 x double> %5333, %5334
  %5336 = fsub <8 x double> %5293, %5335
  %5337 = fneg <8 x double> %5318
  %5338 = fneg <8 x double> %5336
  %5339 = and <8 x i64> %5271, splat (i64 1)
  %5340 = and <8 x i64> %5271, splat (i64 2)
  %5341 = icmp eq <8 x i64> %5339, zeroinitializer
  %5342 = icmp eq <8 x i64> %5340, zeroinitializer
  %5343 = select <8 x i1> %5342, <8 x double> %5318, <8 x double> %5337
  %5344 = select <8 x i1> %5342, <8 x double> %5338, <8 x double> %5336
  %5345 = select <8 x i1> %5341, <8 x double> %5343, <8 x double> %5344
  %5346 = fmul <8 x double> %5267, %5345
  %5347 = fptrunc <8 x double> %5346 to <8 x float>
  store <8 x float> %5347, ptr %5218, align 4, !alias.scope !77, !noalias !80
  %index.next1979 = add nuw i64 %index1976, 8
  %5348 = icmp eq i64 %index.next1979, %n.vec1974
  br i1 %5348, label %vec.epilog.middle.block1980, label %vec.epilog.vector.body1975, !llvm.loop !87

vec.epilog.middle.block1980:                      ; preds = %vec.epilog.vector.body1975
  br i1 %cmp.n1981, label %noise.exit139.us, label %noise.body138.us.preheader

noise.body138.us.preheader:                       ; preds = %vec.epilog.iter.check1970, %vec.epilog.middle.block1980
  %noise140724.us.ph = phi i64 [ %n.vec1954, %vec.epilog.iter.check1970 ], [ %n.vec1974, %vec.epilog.middle.block1980 ]
  br label %noise.body138.us

noise.done146.us:                                 ; preds = %lockstep_sums_tail.body.us, %lockstep_sums_tail.body289.us, %lockstep_sums_tail.header288.preheader.us, %lockstep_sums_tail.header.preheader.us
  %lockstep_sums232.1.lcssa.us.sink1066 = phi <4 x float> [ %5607, %lockstep_sums_tail.body289.us ], [ %4016, %lockstep_sums_tail.header.preheader.us ], [ %5643, %lockstep_sums_tail.header288.preheader.us ], [ %3980, %lockstep_sums_tail.body.us ]
  %lockstep_sums233.1.lcssa.us.sink1063 = phi <4 x float> [ %5620, %lockstep_sums_tail.body289.us ], [ %4024, %lockstep_sums_tail.header.preheader.us ], [ %5651, %lockstep_sums_tail.header288.preheader.us ], [ %3993, %lockstep_sums_tail.body.us ]
  %lockstep_sums234.1.lcssa.us.sink1060 = phi <4 x float> [ %5633, %lockstep_sums_tail.body289.us ], [ %4032, %lockstep_sums_tail.header.preheader.us ], [ %5659, %lockstep_sums_tail.header288.preheader.us ], [ %4006, %lockstep_sums_tail.body.us ]
  %5349 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1066, i64 0
  store float %5349, ptr %lockstep_uniforms, align 4
  %5350 = extractelement <4 x float> %lockstep_sums233.1.lcssa.us.sink1063, i64 0
  store float %5350, ptr %3835, align 4
  %5351 = shufflevector <4 x float> %lockstep_sums232.1.lcssa.us.sink1066, <4 x float> %lockstep_sums233.1.lcssa.us.sink1063, <2 x i32> <i32 1, i32 5>
  store <2 x float> %5351, ptr %3829, align 4
  %5352 = shufflevector <4 x float> %lockstep_sums232.1.lcssa.us.sink1066, <4 x float> %lockstep_sums233.1.lcssa.us.sink1063, <2 x i32> <i32 2, i32 6>
  store <2 x float> %5352, ptr %3830, align 4
  %5353 = shufflevector <4 x float> %lockstep_sums232.1.lcssa.us.sink1066, <4 x float> %lockstep_sums233.1.lcssa.us.sink1063, <2 x i32> <i32 3, i32 7>
  store <2 x float> %5353, ptr %3831, align 4
  %5354 = extractelement <4 x float> %lockstep_sums234.1.lcssa.us.sink1060, i64 0
  store float %5354, ptr %3836, align 4
  %5355 = extractelement <4 x float> %lockstep_sums234.1.lcssa.us.sink1060, i64 1
  store float %5355, ptr %3837, align 4
  %5356 = extractelement <4 x float> %lockstep_sums234.1.lcssa.us.sink1060, i64 2
  store float %5356, ptr %3838, align 4
  %5357 = extractelement <4 x float> %lockstep_sums234.1.lcssa.us.sink1060, i64 3
  store float %5357, ptr %3839, align 4
  br i1 %cond567, label %iter.check1704, label %iter.check1763.preheader

iter.check1763.preheader:                         ; preds = %noise.done146.us
  %broadcast.splatinsert1774 = insertelement <16 x float> poison, float %noise_scale128.us, i64 0
  %broadcast.splat1775 = shufflevector <16 x float> %broadcast.splatinsert1774, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1806 = insertelement <8 x float> poison, float %noise_scale128.us, i64 0
  %broadcast.splat1807 = shufflevector <8 x float> %broadcast.splatinsert1806, <8 x float> poison, <8 x i32> zeroinitializer
  br label %iter.check1763

lockstep_sums_tail.body343.us:                    ; preds = %lockstep_sums_tail.header342.preheader.us, %lockstep_sums_tail.body343.us
  %lockstep_sums_tail345763.us = phi i64 [ %5371, %lockstep_sums_tail.body343.us ], [ %whole_tiles_end, %lockstep_sums_tail.header342.preheader.us ]
  %lockstep_sums320.1762.us = phi <4 x float> [ %5370, %lockstep_sums_tail.body343.us ], [ %.lcssa2411, %lockstep_sums_tail.header342.preheader.us ]
  %5358 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail345763.us
  %5359 = load float, ptr %5358, align 4
  %5360 = insertelement <4 x float> poison, float %5359, i64 0
  %5361 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums_tail345763.us
  %5362 = load float, ptr %5361, align 4
  %5363 = insertelement <4 x float> %5360, float %5362, i64 1
  %5364 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums_tail345763.us
  %5365 = load float, ptr %5364, align 4
  %5366 = insertelement <4 x float> %5363, float %5365, i64 2
  %5367 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums_tail345763.us
  %5368 = load float, ptr %5367, align 4
  %5369 = insertelement <4 x float> %5366, float %5368, i64 3
  %5370 = fadd <4 x float> %lockstep_sums320.1762.us, %5369
  %5371 = add nuw nsw i64 %lockstep_sums_tail345763.us, 1
  %5372 = icmp ult i64 %5371, %n_features
  br i1 %5372, label %lockstep_sums_tail.body343.us, label %noise.done301.us, !llvm.loop !88

lockstep_sums.body323.us:                         ; preds = %lockstep_sums.body323.us.preheader, %lockstep_sums.body323.us
  %lockstep_sums325760.us = phi i64 [ %5390, %lockstep_sums.body323.us ], [ 0, %lockstep_sums.body323.us.preheader ]
  %lockstep_sums320.0759.us = phi <4 x float> [ %5389, %lockstep_sums.body323.us ], [ zeroinitializer, %lockstep_sums.body323.us.preheader ]
  %niter2495 = phi i64 [ %niter2495.next.1, %lockstep_sums.body323.us ], [ 0, %lockstep_sums.body323.us.preheader ]
  %5373 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums325760.us
  %block326.us = load <4 x float>, ptr %5373, align 4
  %5374 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums325760.us
  %block327.us = load <4 x float>, ptr %5374, align 4
  %5375 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums325760.us
  %block328.us = load <4 x float>, ptr %5375, align 4
  %5376 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums325760.us
  %block329.us = load <4 x float>, ptr %5376, align 4
  %transpose330.us = shufflevector <4 x float> %block326.us, <4 x float> %block328.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us = shufflevector <4 x float> %block326.us, <4 x float> %block328.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us = shufflevector <4 x float> %block327.us, <4 x float> %block329.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose333.us = shufflevector <4 x float> %block327.us, <4 x float> %block329.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose334.us = shufflevector <4 x float> %transpose330.us, <4 x float> %transpose332.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us = shufflevector <4 x float> %transpose330.us, <4 x float> %transpose332.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose336.us = shufflevector <4 x float> %transpose331.us, <4 x float> %transpose333.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose337.us = shufflevector <4 x float> %transpose331.us, <4 x float> %transpose333.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5377 = fadd <4 x float> %lockstep_sums320.0759.us, %transpose334.us
  %5378 = fadd <4 x float> %transpose335.us, %5377
  %5379 = fadd <4 x float> %transpose336.us, %5378
  %5380 = fadd <4 x float> %transpose337.us, %5379
  %5381 = or disjoint i64 %lockstep_sums325760.us, 4
  %5382 = getelementptr inbounds nuw float, ptr %scratch, i64 %5381
  %block326.us.1 = load <4 x float>, ptr %5382, align 4
  %5383 = getelementptr inbounds nuw float, ptr %3949, i64 %5381
  %block327.us.1 = load <4 x float>, ptr %5383, align 4
  %5384 = getelementptr inbounds nuw float, ptr %3953, i64 %5381
  %block328.us.1 = load <4 x float>, ptr %5384, align 4
  %5385 = getelementptr inbounds nuw float, ptr %3957, i64 %5381
  %block329.us.1 = load <4 x float>, ptr %5385, align 4
  %transpose330.us.1 = shufflevector <4 x float> %block326.us.1, <4 x float> %block328.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us.1 = shufflevector <4 x float> %block326.us.1, <4 x float> %block328.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us.1 = shufflevector <4 x float> %block327.us.1, <4 x float> %block329.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose333.us.1 = shufflevector <4 x float> %block327.us.1, <4 x float> %block329.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose334.us.1 = shufflevector <4 x float> %transpose330.us.1, <4 x float> %transpose332.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us.1 = shufflevector <4 x float> %transpose330.us.1, <4 x float> %transpose332.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose336.us.1 = shufflevector <4 x float> %transpose331.us.1, <4 x float> %transpose333.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose337.us.1 = shufflevector <4 x float> %transpose331.us.1, <4 x float> %transpose333.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5386 = fadd <4 x float> %5380, %transpose334.us.1
  %5387 = fadd <4 x float> %transpose335.us.1, %5386
  %5388 = fadd <4 x float> %transpose336.us.1, %5387
  %5389 = fadd <4 x float> %transpose337.us.1, %5388
  %5390 = add nuw nsw i64 %lockstep_sums325760.us, 8
  %niter2495.next.1 = add nuw nsw i64 %niter2495, 2
  %niter2495.ncmp.1.not = icmp eq i64 %niter2495.next.1, %unroll_iter2494
  br i1 %niter2495.ncmp.1.not, label %lockstep_sums_tail.header342.preheader.us.unr-lcssa, label %lockstep_sums.body323.us, !llvm.loop !89

feature.exit310.us:                               ; preds = %feature.body309.us.prol.loopexit, %feature.body309.us, %vec.epilog.middle.block1814, %middle.block1791
  %5391 = add nuw nsw i64 %lockstep_row305758.us, 1
  %exitcond941.not = icmp eq i64 %5391, %umax952
  br i1 %exitcond941.not, label %lockstep_sums.body323.us.preheader, label %iter.check1763

lockstep_sums.body323.us.preheader:               ; preds = %feature.exit310.us
  br i1 %3891, label %lockstep_sums.body323.us.epil.preheader, label %lockstep_sums.body323.us

feature.body309.us:                               ; preds = %feature.body309.us.prol.loopexit, %feature.body309.us
  %feature311757.us = phi i64 [ %5427, %feature.body309.us ], [ %feature311757.us.unr, %feature.body309.us.prol.loopexit ]
  %5392 = getelementptr inbounds nuw float, ptr %5799, i64 %feature311757.us
  %5393 = load float, ptr %5392, align 4
  %5394 = getelementptr inbounds nuw float, ptr %5800, i64 %feature311757.us
  %5395 = load float, ptr %5394, align 4
  %5396 = fneg float %5395
  %5397 = fmul float %5393, %5804
  %5398 = fsub float %5396, %5397
  %5399 = fmul float %eta, %5398
  %5400 = fsub float %5393, %5399
  %5401 = getelementptr inbounds nuw float, ptr %5801, i64 %feature311757.us
  %5402 = load float, ptr %5401, align 4
  %5403 = fmul float %5393, %5806
  %5404 = fsub float %5402, %5403
  %5405 = fmul float %noise_scale128.us, %5404
  %5406 = fadd float %5400, %5405
  %5407 = fmul float %5406, %5406
  %5408 = getelementptr inbounds nuw float, ptr %5798, i64 %feature311757.us
  store float %5407, ptr %5408, align 4
  %5409 = add nuw nsw i64 %feature311757.us, 1
  %5410 = getelementptr inbounds nuw float, ptr %5799, i64 %5409
  %5411 = load float, ptr %5410, align 4
  %5412 = getelementptr inbounds nuw float, ptr %5800, i64 %5409
  %5413 = load float, ptr %5412, align 4
  %5414 = fneg float %5413
  %5415 = fmul float %5411, %5804
  %5416 = fsub float %5414, %5415
  %5417 = fmul float %eta, %5416
  %5418 = fsub float %5411, %5417
  %5419 = getelementptr inbounds nuw float, ptr %5801, i64 %5409
  %5420 = load float, ptr %5419, align 4
  %5421 = fmul float %5411, %5806
  %5422 = fsub float %5420, %5421
  %5423 = fmul float %noise_scale128.us, %5422
  %5424 = fadd float %5418, %5423
  %5425 = fmul float %5424, %5424
  %5426 = getelementptr inbounds nuw float, ptr %5798, i64 %5409
  store float %5425, ptr %5426, align 4
  %5427 = add nuw nsw i64 %feature311757.us, 2
  %exitcond938.not.1 = icmp eq i64 %5427, %n_features
  br i1 %exitcond938.not.1, label %feature.exit310.us, label %feature.body309.us, !llvm.loop !90

noise.done301.us:                                 ; preds = %lockstep_sums_tail.body343.us, %lockstep_sums_tail.body389.us, %lockstep_sums_tail.header388.preheader.us, %lockstep_sums_tail.header342.preheader.us
  %lockstep_sums366.1.lcssa.us.sink1069 = phi <4 x float> [ %5525, %lockstep_sums_tail.body389.us ], [ %.lcssa2411, %lockstep_sums_tail.header342.preheader.us ], [ %.lcssa2413, %lockstep_sums_tail.header388.preheader.us ], [ %5370, %lockstep_sums_tail.body343.us ]
  %5428 = extractelement <4 x float> %lockstep_sums366.1.lcssa.us.sink1069, i64 0
  store float %5428, ptr %3840, align 4
  %5429 = extractelement <4 x float> %lockstep_sums366.1.lcssa.us.sink1069, i64 1
  store float %5429, ptr %3841, align 4
  %5430 = extractelement <4 x float> %lockstep_sums366.1.lcssa.us.sink1069, i64 2
  store float %5430, ptr %3842, align 4
  %5431 = extractelement <4 x float> %lockstep_sums366.1.lcssa.us.sink1069, i64 3
  store float %5431, ptr %3843, align 4
  br i1 %cond567, label %feature.body419.lr.ph.us, label %feature.body407.lr.ph.us.preheader

feature.body407.lr.ph.us.preheader:               ; preds = %noise.done301.us
  %broadcast.splatinsert1648 = insertelement <16 x float> poison, float %noise_scale128.us, i64 0
  %broadcast.splat1649 = shufflevector <16 x float> %broadcast.splatinsert1648, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1673 = insertelement <4 x float> poison, float %noise_scale128.us, i64 0
  %broadcast.splat1674 = shufflevector <4 x float> %broadcast.splatinsert1673, <4 x float> poison, <4 x i32> zeroinitializer
  br label %feature.body407.lr.ph.us

feature.exit408.us:                               ; preds = %feature.body407.us781.prol.loopexit, %feature.body407.us781, %middle.block1658, %vec.epilog.middle.block1683, %feature.body407.lr.ph.us
  %5432 = add nuw nsw i64 %lockstep_row401774.us, 1
  %exitcond949.not = icmp eq i64 %5432, %umax952
  br i1 %exitcond949.not, label %noise.done397.us, label %feature.body407.lr.ph.us

feature.body407.us781:                            ; preds = %feature.body407.us781.prol.loopexit, %feature.body407.us781
  %feature409773.us782 = phi i64 [ %5466, %feature.body407.us781 ], [ %feature409773.us782.unr, %feature.body407.us781.prol.loopexit ]
  %5433 = getelementptr inbounds nuw float, ptr %5968, i64 %feature409773.us782
  %5434 = load float, ptr %5433, align 4
  %5435 = getelementptr inbounds nuw float, ptr %5969, i64 %feature409773.us782
  %5436 = load float, ptr %5435, align 4
  %5437 = fneg float %5436
  %5438 = fmul float %5434, %5984
  %5439 = fsub float %5437, %5438
  %5440 = fmul float %eta, %5439
  %5441 = fsub float %5434, %5440
  %5442 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature409773.us782
  %5443 = load float, ptr %5442, align 4
  %5444 = fmul float %5434, %5985
  %5445 = fsub float %5443, %5444
  %5446 = fmul float %noise_scale128.us, %5445
  %5447 = fadd float %5441, %5446
  %5448 = fdiv float %5447, %5986
  store float %5448, ptr %5433, align 4
  %5449 = add nuw nsw i64 %feature409773.us782, 1
  %5450 = getelementptr inbounds nuw float, ptr %5968, i64 %5449
  %5451 = load float, ptr %5450, align 4
  %5452 = getelementptr inbounds nuw float, ptr %5969, i64 %5449
  %5453 = load float, ptr %5452, align 4
  %5454 = fneg float %5453
  %5455 = fmul float %5451, %5984
  %5456 = fsub float %5454, %5455
  %5457 = fmul float %eta, %5456
  %5458 = fsub float %5451, %5457
  %5459 = getelementptr inbounds nuw float, ptr %gep.us, i64 %5449
  %5460 = load float, ptr %5459, align 4
  %5461 = fmul float %5451, %5985
  %5462 = fsub float %5460, %5461
  %5463 = fmul float %noise_scale128.us, %5462
  %5464 = fadd float %5458, %5463
  %5465 = fdiv float %5464, %5986
  store float %5465, ptr %5450, align 4
  %5466 = add nuw nsw i64 %feature409773.us782, 2
  %exitcond946.not.1 = icmp eq i64 %5466, %n_features
  br i1 %exitcond946.not.1, label %feature.exit408.us, label %feature.body407.us781, !llvm.loop !91

noise.done397.us:                                 ; preds = %feature.exit408.us, %feature.exit420.us
  %t_next422.us = fmul float %anneal_ratio, %temperature122.0778.us
  %5467 = add nuw i64 %step127779.us, 1
  %exitcond954.not = icmp eq i64 %5467, %steps
  br i1 %exitcond954.not, label %step.header124.step.exit126_crit_edge.us, label %step.body125.us

feature.exit420.us:                               ; preds = %feature.body419.us783.prol.loopexit, %feature.body419.us783, %middle.block1596, %vec.epilog.middle.block1616, %feature.body419.lr.ph.us
  %5468 = add nuw nsw i64 %lockstep_row413777.us, 1
  %exitcond953.not = icmp eq i64 %5468, %umax952
  br i1 %exitcond953.not, label %noise.done397.us, label %feature.body419.lr.ph.us

feature.body419.us783:                            ; preds = %feature.body419.us783.prol.loopexit, %feature.body419.us783
  %feature421775.us784 = phi i64 [ %5512, %feature.body419.us783 ], [ %feature421775.us784.unr, %feature.body419.us783.prol.loopexit ]
  %5469 = getelementptr inbounds nuw float, ptr %6034, i64 %feature421775.us784
  %5470 = load float, ptr %5469, align 4
  %5471 = getelementptr inbounds nuw float, ptr %6035, i64 %feature421775.us784
  %5472 = load float, ptr %5471, align 4
  %5473 = fneg float %5472
  %5474 = fmul float %5470, %6049
  %5475 = fsub float %5473, %5474
  %5476 = fmul float %eta, %5475
  %5477 = fsub float %5470, %5476
  %5478 = fdiv float %5477, %6050
  store float %5478, ptr %5469, align 4
  %5479 = add nuw nsw i64 %feature421775.us784, 1
  %5480 = getelementptr inbounds nuw float, ptr %6034, i64 %5479
  %5481 = load float, ptr %5480, align 4
  %5482 = getelementptr inbounds nuw float, ptr %6035, i64 %5479
  %5483 = load float, ptr %5482, align 4
  %5484 = fneg float %5483
  %5485 = fmul float %5481, %6049
  %5486 = fsub float %5484, %5485
  %5487 = fmul float %eta, %5486
  %5488 = fsub float %5481, %5487
  %5489 = fdiv float %5488, %6050
  store float %5489, ptr %5480, align 4
  %5490 = add nuw nsw i64 %feature421775.us784, 2
  %5491 = getelementptr inbounds nuw float, ptr %6034, i64 %5490
  %5492 = load float, ptr %5491, align 4
  %5493 = getelementptr inbounds nuw float, ptr %6035, i64 %5490
  %5494 = load float, ptr %5493, align 4
  %5495 = fneg float %5494
  %5496 = fmul float %5492, %6049
  %5497 = fsub float %5495, %5496
  %5498 = fmul float %eta, %5497
  %5499 = fsub float %5492, %5498
  %5500 = fdiv float %5499, %6050
  store float %5500, ptr %5491, align 4
  %5501 = add nuw nsw i64 %feature421775.us784, 3
  %5502 = getelementptr inbounds nuw float, ptr %6034, i64 %5501
  %5503 = load float, ptr %5502, align 4
  %5504 = getelementptr inbounds nuw float, ptr %6035, i64 %5501
  %5505 = load float, ptr %5504, align 4
  %5506 = fneg float %5505
  %5507 = fmul float %5503, %6049
  %5508 = fsub float %5506, %5507
  %5509 = fmul float %eta, %5508
  %5510 = fsub float %5503, %5509
  %5511 = fdiv float %5510, %6050
  store float %5511, ptr %5502, align 4
  %5512 = add nuw nsw i64 %feature421775.us784, 4
  %exitcond950.not.3 = icmp eq i64 %5512, %n_features
  br i1 %exitcond950.not.3, label %feature.exit420.us, label %feature.body419.us783, !llvm.loop !92

lockstep_sums_tail.body389.us:                    ; preds = %lockstep_sums_tail.header388.preheader.us, %lockstep_sums_tail.body389.us
  %lockstep_sums_tail391771.us = phi i64 [ %5526, %lockstep_sums_tail.body389.us ], [ %whole_tiles_end, %lockstep_sums_tail.header388.preheader.us ]
  %lockstep_sums366.1770.us = phi <4 x float> [ %5525, %lockstep_sums_tail.body389.us ], [ %.lcssa2413, %lockstep_sums_tail.header388.preheader.us ]
  %5513 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail391771.us
  %5514 = load float, ptr %5513, align 4
  %5515 = insertelement <4 x float> poison, float %5514, i64 0
  %5516 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums_tail391771.us
  %5517 = load float, ptr %5516, align 4
  %5518 = insertelement <4 x float> %5515, float %5517, i64 1
  %5519 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums_tail391771.us
  %5520 = load float, ptr %5519, align 4
  %5521 = insertelement <4 x float> %5518, float %5520, i64 2
  %5522 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums_tail391771.us
  %5523 = load float, ptr %5522, align 4
  %5524 = insertelement <4 x float> %5521, float %5523, i64 3
  %5525 = fadd <4 x float> %lockstep_sums366.1770.us, %5524
  %5526 = add nuw nsw i64 %lockstep_sums_tail391771.us, 1
  %5527 = icmp ult i64 %5526, %n_features
  br i1 %5527, label %lockstep_sums_tail.body389.us, label %noise.done301.us, !llvm.loop !93

lockstep_sums.body369.us:                         ; preds = %lockstep_sums.body369.us.preheader, %lockstep_sums.body369.us
  %lockstep_sums371768.us = phi i64 [ %5545, %lockstep_sums.body369.us ], [ 0, %lockstep_sums.body369.us.preheader ]
  %lockstep_sums366.0767.us = phi <4 x float> [ %5544, %lockstep_sums.body369.us ], [ zeroinitializer, %lockstep_sums.body369.us.preheader ]
  %niter2505 = phi i64 [ %niter2505.next.1, %lockstep_sums.body369.us ], [ 0, %lockstep_sums.body369.us.preheader ]
  %5528 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums371768.us
  %block372.us = load <4 x float>, ptr %5528, align 4
  %5529 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums371768.us
  %block373.us = load <4 x float>, ptr %5529, align 4
  %5530 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums371768.us
  %block374.us = load <4 x float>, ptr %5530, align 4
  %5531 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums371768.us
  %block375.us = load <4 x float>, ptr %5531, align 4
  %transpose376.us = shufflevector <4 x float> %block372.us, <4 x float> %block374.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us = shufflevector <4 x float> %block372.us, <4 x float> %block374.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us = shufflevector <4 x float> %block373.us, <4 x float> %block375.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose379.us = shufflevector <4 x float> %block373.us, <4 x float> %block375.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose380.us = shufflevector <4 x float> %transpose376.us, <4 x float> %transpose378.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us = shufflevector <4 x float> %transpose376.us, <4 x float> %transpose378.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose382.us = shufflevector <4 x float> %transpose377.us, <4 x float> %transpose379.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose383.us = shufflevector <4 x float> %transpose377.us, <4 x float> %transpose379.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5532 = fadd <4 x float> %lockstep_sums366.0767.us, %transpose380.us
  %5533 = fadd <4 x float> %transpose381.us, %5532
  %5534 = fadd <4 x float> %transpose382.us, %5533
  %5535 = fadd <4 x float> %transpose383.us, %5534
  %5536 = or disjoint i64 %lockstep_sums371768.us, 4
  %5537 = getelementptr inbounds nuw float, ptr %scratch, i64 %5536
  %block372.us.1 = load <4 x float>, ptr %5537, align 4
  %5538 = getelementptr inbounds nuw float, ptr %3949, i64 %5536
  %block373.us.1 = load <4 x float>, ptr %5538, align 4
  %5539 = getelementptr inbounds nuw float, ptr %3953, i64 %5536
  %block374.us.1 = load <4 x float>, ptr %5539, align 4
  %5540 = getelementptr inbounds nuw float, ptr %3957, i64 %5536
  %block375.us.1 = load <4 x float>, ptr %5540, align 4
  %transpose376.us.1 = shufflevector <4 x float> %block372.us.1, <4 x float> %block374.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us.1 = shufflevector <4 x float> %block372.us.1, <4 x float> %block374.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us.1 = shufflevector <4 x float> %block373.us.1, <4 x float> %block375.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose379.us.1 = shufflevector <4 x float> %block373.us.1, <4 x float> %block375.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose380.us.1 = shufflevector <4 x float> %transpose376.us.1, <4 x float> %transpose378.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us.1 = shufflevector <4 x float> %transpose376.us.1, <4 x float> %transpose378.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose382.us.1 = shufflevector <4 x float> %transpose377.us.1, <4 x float> %transpose379.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose383.us.1 = shufflevector <4 x float> %transpose377.us.1, <4 x float> %transpose379.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5541 = fadd <4 x float> %5535, %transpose380.us.1
  %5542 = fadd <4 x float> %transpose381.us.1, %5541
  %5543 = fadd <4 x float> %transpose382.us.1, %5542
  %5544 = fadd <4 x float> %transpose383.us.1, %5543
  %5545 = add nuw nsw i64 %lockstep_sums371768.us, 8
  %niter2505.next.1 = add nuw nsw i64 %niter2505, 2
  %niter2505.ncmp.1.not = icmp eq i64 %niter2505.next.1, %unroll_iter2504
  br i1 %niter2505.ncmp.1.not, label %lockstep_sums_tail.header388.preheader.us.unr-lcssa, label %lockstep_sums.body369.us, !llvm.loop !94

feature.exit356.us:                               ; preds = %feature.body355.us.prol.loopexit, %feature.body355.us, %vec.epilog.middle.block1742, %middle.block1724
  %5546 = add nuw nsw i64 %lockstep_row351766.us, 1
  %exitcond945.not = icmp eq i64 %5546, %umax952
  br i1 %exitcond945.not, label %lockstep_sums.body369.us.preheader, label %iter.check1704

lockstep_sums.body369.us.preheader:               ; preds = %feature.exit356.us
  br i1 %3892, label %lockstep_sums.body369.us.epil.preheader, label %lockstep_sums.body369.us

feature.body355.us:                               ; preds = %feature.body355.us.prol.loopexit, %feature.body355.us
  %feature357765.us = phi i64 [ %5594, %feature.body355.us ], [ %feature357765.us.unr, %feature.body355.us.prol.loopexit ]
  %5547 = getelementptr inbounds nuw float, ptr %5900, i64 %feature357765.us
  %5548 = load float, ptr %5547, align 4
  %5549 = getelementptr inbounds nuw float, ptr %5901, i64 %feature357765.us
  %5550 = load float, ptr %5549, align 4
  %5551 = fneg float %5550
  %5552 = fmul float %5548, %5904
  %5553 = fsub float %5551, %5552
  %5554 = fmul float %eta, %5553
  %5555 = fsub float %5548, %5554
  %5556 = fmul float %5555, %5555
  %5557 = getelementptr inbounds nuw float, ptr %5899, i64 %feature357765.us
  store float %5556, ptr %5557, align 4
  %5558 = add nuw nsw i64 %feature357765.us, 1
  %5559 = getelementptr inbounds nuw float, ptr %5900, i64 %5558
  %5560 = load float, ptr %5559, align 4
  %5561 = getelementptr inbounds nuw float, ptr %5901, i64 %5558
  %5562 = load float, ptr %5561, align 4
  %5563 = fneg float %5562
  %5564 = fmul float %5560, %5904
  %5565 = fsub float %5563, %5564
  %5566 = fmul float %eta, %5565
  %5567 = fsub float %5560, %5566
  %5568 = fmul float %5567, %5567
  %5569 = getelementptr inbounds nuw float, ptr %5899, i64 %5558
  store float %5568, ptr %5569, align 4
  %5570 = add nuw nsw i64 %feature357765.us, 2
  %5571 = getelementptr inbounds nuw float, ptr %5900, i64 %5570
  %5572 = load float, ptr %5571, align 4
  %5573 = getelementptr inbounds nuw float, ptr %5901, i64 %5570
  %5574 = load float, ptr %5573, align 4
  %5575 = fneg float %5574
  %5576 = fmul float %5572, %5904
  %5577 = fsub float %5575, %5576
  %5578 = fmul float %eta, %5577
  %5579 = fsub float %5572, %5578
  %5580 = fmul float %5579, %5579
  %5581 = getelementptr inbounds nuw float, ptr %5899, i64 %5570
  store float %5580, ptr %5581, align 4
  %5582 = add nuw nsw i64 %feature357765.us, 3
  %5583 = getelementptr inbounds nuw float, ptr %5900, i64 %5582
  %5584 = load float, ptr %5583, align 4
  %5585 = getelementptr inbounds nuw float, ptr %5901, i64 %5582
  %5586 = load float, ptr %5585, align 4
  %5587 = fneg float %5586
  %5588 = fmul float %5584, %5904
  %5589 = fsub float %5587, %5588
  %5590 = fmul float %eta, %5589
  %5591 = fsub float %5584, %5590
  %5592 = fmul float %5591, %5591
  %5593 = getelementptr inbounds nuw float, ptr %5899, i64 %5582
  store float %5592, ptr %5593, align 4
  %5594 = add nuw nsw i64 %feature357765.us, 4
  %exitcond942.not.3 = icmp eq i64 %5594, %n_features
  br i1 %exitcond942.not.3, label %feature.exit356.us, label %feature.body355.us, !llvm.loop !95

lockstep_sums_tail.body289.us:                    ; preds = %lockstep_sums_tail.header288.preheader.us, %lockstep_sums_tail.body289.us
  %lockstep_sums_tail291753.us = phi i64 [ %5634, %lockstep_sums_tail.body289.us ], [ %whole_tiles_end, %lockstep_sums_tail.header288.preheader.us ]
  %lockstep_sums232.1752.us = phi <4 x float> [ %5607, %lockstep_sums_tail.body289.us ], [ %5643, %lockstep_sums_tail.header288.preheader.us ]
  %lockstep_sums233.1751.us = phi <4 x float> [ %5620, %lockstep_sums_tail.body289.us ], [ %5651, %lockstep_sums_tail.header288.preheader.us ]
  %lockstep_sums234.1750.us = phi <4 x float> [ %5633, %lockstep_sums_tail.body289.us ], [ %5659, %lockstep_sums_tail.header288.preheader.us ]
  %5595 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail291753.us
  %5596 = load float, ptr %5595, align 4
  %5597 = insertelement <4 x float> poison, float %5596, i64 0
  %5598 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums_tail291753.us
  %5599 = load float, ptr %5598, align 4
  %5600 = insertelement <4 x float> %5597, float %5599, i64 1
  %5601 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums_tail291753.us
  %5602 = load float, ptr %5601, align 4
  %5603 = insertelement <4 x float> %5600, float %5602, i64 2
  %5604 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums_tail291753.us
  %5605 = load float, ptr %5604, align 4
  %5606 = insertelement <4 x float> %5603, float %5605, i64 3
  %5607 = fadd <4 x float> %lockstep_sums232.1752.us, %5606
  %5608 = getelementptr inbounds nuw float, ptr %3832, i64 %lockstep_sums_tail291753.us
  %5609 = load float, ptr %5608, align 4
  %5610 = insertelement <4 x float> poison, float %5609, i64 0
  %5611 = getelementptr inbounds nuw float, ptr %3958, i64 %lockstep_sums_tail291753.us
  %5612 = load float, ptr %5611, align 4
  %5613 = insertelement <4 x float> %5610, float %5612, i64 1
  %5614 = getelementptr inbounds nuw float, ptr %3959, i64 %lockstep_sums_tail291753.us
  %5615 = load float, ptr %5614, align 4
  %5616 = insertelement <4 x float> %5613, float %5615, i64 2
  %5617 = getelementptr inbounds nuw float, ptr %3960, i64 %lockstep_sums_tail291753.us
  %5618 = load float, ptr %5617, align 4
  %5619 = insertelement <4 x float> %5616, float %5618, i64 3
  %5620 = fadd <4 x float> %lockstep_sums233.1751.us, %5619
  %5621 = getelementptr inbounds nuw float, ptr %3834, i64 %lockstep_sums_tail291753.us
  %5622 = load float, ptr %5621, align 4
  %5623 = insertelement <4 x float> poison, float %5622, i64 0
  %5624 = getelementptr inbounds nuw float, ptr %3961, i64 %lockstep_sums_tail291753.us
  %5625 = load float, ptr %5624, align 4
  %5626 = insertelement <4 x float> %5623, float %5625, i64 1
  %5627 = getelementptr inbounds nuw float, ptr %3962, i64 %lockstep_sums_tail291753.us
  %5628 = load float, ptr %5627, align 4
  %5629 = insertelement <4 x float> %5626, float %5628, i64 2
  %5630 = getelementptr inbounds nuw float, ptr %3963, i64 %lockstep_sums_tail291753.us
  %5631 = load float, ptr %5630, align 4
  %5632 = insertelement <4 x float> %5629, float %5631, i64 3
  %5633 = fadd <4 x float> %lockstep_sums234.1750.us, %5632
  %5634 = add nuw nsw i64 %lockstep_sums_tail291753.us, 1
  %5635 = icmp ult i64 %5634, %n_features
  br i1 %5635, label %lockstep_sums_tail.body289.us, label %noise.done146.us, !llvm.loop !96

lockstep_sums.body237.us:                         ; preds = %feature.exit222.us, %lockstep_sums.body237.us
  %lockstep_sums239746.us = phi i64 [ %5660, %lockstep_sums.body237.us ], [ 0, %feature.exit222.us ]
  %lockstep_sums232.0745.us = phi <4 x float> [ %5643, %lockstep_sums.body237.us ], [ zeroinitializer, %feature.exit222.us ]
  %lockstep_sums233.0744.us = phi <4 x float> [ %5651, %lockstep_sums.body237.us ], [ zeroinitializer, %feature.exit222.us ]
  %lockstep_sums234.0743.us = phi <4 x float> [ %5659, %lockstep_sums.body237.us ], [ zeroinitializer, %feature.exit222.us ]
  %5636 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums239746.us
  %block240.us = load <4 x float>, ptr %5636, align 4
  %5637 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums239746.us
  %block241.us = load <4 x float>, ptr %5637, align 4
  %5638 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums239746.us
  %block242.us = load <4 x float>, ptr %5638, align 4
  %5639 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums239746.us
  %block243.us = load <4 x float>, ptr %5639, align 4
  %transpose244.us = shufflevector <4 x float> %block240.us, <4 x float> %block242.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose245.us = shufflevector <4 x float> %block240.us, <4 x float> %block242.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose246.us = shufflevector <4 x float> %block241.us, <4 x float> %block243.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose247.us = shufflevector <4 x float> %block241.us, <4 x float> %block243.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose248.us = shufflevector <4 x float> %transpose244.us, <4 x float> %transpose246.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose249.us = shufflevector <4 x float> %transpose244.us, <4 x float> %transpose246.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose250.us = shufflevector <4 x float> %transpose245.us, <4 x float> %transpose247.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose251.us = shufflevector <4 x float> %transpose245.us, <4 x float> %transpose247.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5640 = fadd <4 x float> %lockstep_sums232.0745.us, %transpose248.us
  %5641 = fadd <4 x float> %transpose249.us, %5640
  %5642 = fadd <4 x float> %transpose250.us, %5641
  %5643 = fadd <4 x float> %transpose251.us, %5642
  %5644 = getelementptr inbounds nuw float, ptr %3832, i64 %lockstep_sums239746.us
  %block256.us = load <4 x float>, ptr %5644, align 4
  %5645 = getelementptr inbounds nuw float, ptr %3958, i64 %lockstep_sums239746.us
  %block257.us = load <4 x float>, ptr %5645, align 4
  %5646 = getelementptr inbounds nuw float, ptr %3959, i64 %lockstep_sums239746.us
  %block258.us = load <4 x float>, ptr %5646, align 4
  %5647 = getelementptr inbounds nuw float, ptr %3960, i64 %lockstep_sums239746.us
  %block259.us = load <4 x float>, ptr %5647, align 4
  %transpose260.us = shufflevector <4 x float> %block256.us, <4 x float> %block258.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose261.us = shufflevector <4 x float> %block256.us, <4 x float> %block258.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose262.us = shufflevector <4 x float> %block257.us, <4 x float> %block259.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose263.us = shufflevector <4 x float> %block257.us, <4 x float> %block259.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose264.us = shufflevector <4 x float> %transpose260.us, <4 x float> %transpose262.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose265.us = shufflevector <4 x float> %transpose260.us, <4 x float> %transpose262.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose266.us = shufflevector <4 x float> %transpose261.us, <4 x float> %transpose263.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose267.us = shufflevector <4 x float> %transpose261.us, <4 x float> %transpose263.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5648 = fadd <4 x float> %lockstep_sums233.0744.us, %transpose264.us
  %5649 = fadd <4 x float> %transpose265.us, %5648
  %5650 = fadd <4 x float> %transpose266.us, %5649
  %5651 = fadd <4 x float> %transpose267.us, %5650
  %5652 = getelementptr inbounds nuw float, ptr %3834, i64 %lockstep_sums239746.us
  %block272.us = load <4 x float>, ptr %5652, align 4
  %5653 = getelementptr inbounds nuw float, ptr %3961, i64 %lockstep_sums239746.us
  %block273.us = load <4 x float>, ptr %5653, align 4
  %5654 = getelementptr inbounds nuw float, ptr %3962, i64 %lockstep_sums239746.us
  %block274.us = load <4 x float>, ptr %5654, align 4
  %5655 = getelementptr inbounds nuw float, ptr %3963, i64 %lockstep_sums239746.us
  %block275.us = load <4 x float>, ptr %5655, align 4
  %transpose276.us = shufflevector <4 x float> %block272.us, <4 x float> %block274.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose277.us = shufflevector <4 x float> %block272.us, <4 x float> %block274.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose278.us = shufflevector <4 x float> %block273.us, <4 x float> %block275.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose279.us = shufflevector <4 x float> %block273.us, <4 x float> %block275.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose280.us = shufflevector <4 x float> %transpose276.us, <4 x float> %transpose278.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose281.us = shufflevector <4 x float> %transpose276.us, <4 x float> %transpose278.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose282.us = shufflevector <4 x float> %transpose277.us, <4 x float> %transpose279.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose283.us = shufflevector <4 x float> %transpose277.us, <4 x float> %transpose279.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5656 = fadd <4 x float> %lockstep_sums234.0743.us, %transpose280.us
  %5657 = fadd <4 x float> %transpose281.us, %5656
  %5658 = fadd <4 x float> %transpose282.us, %5657
  %5659 = fadd <4 x float> %transpose283.us, %5658
  %5660 = add nuw nsw i64 %lockstep_sums239746.us, 4
  %5661 = icmp samesign ult i64 %5660, %whole_tiles_end
  br i1 %5661, label %lockstep_sums.body237.us, label %lockstep_sums_tail.header288.preheader.us, !llvm.loop !97

feature.exit222.us:                               ; preds = %feature.body221.us.prol.loopexit, %feature.body221.us, %vec.epilog.middle.block1879, %middle.block1865
  %5662 = add nuw nsw i64 %lockstep_row217742.us, 1
  %exitcond937.not = icmp eq i64 %5662, %umax952
  br i1 %exitcond937.not, label %lockstep_sums.body237.us, label %iter.check1855

feature.body221.us:                               ; preds = %feature.body221.us.prol.loopexit, %feature.body221.us
  %feature223741.us = phi i64 [ %5686, %feature.body221.us ], [ %feature223741.us.unr, %feature.body221.us.prol.loopexit ]
  %5663 = getelementptr inbounds nuw float, ptr %5760, i64 %feature223741.us
  %5664 = load float, ptr %5663, align 4
  %5665 = fmul float %5664, %5664
  %5666 = getelementptr inbounds nuw float, ptr %5761, i64 %feature223741.us
  %5667 = load float, ptr %5666, align 4
  %5668 = fneg float %5667
  %5669 = fmul float %5664, %5668
  %5670 = fmul float %5664, 0.000000e+00
  %5671 = getelementptr inbounds nuw float, ptr %5759, i64 %feature223741.us
  store float %5665, ptr %5671, align 4
  %5672 = getelementptr inbounds nuw float, ptr %5762, i64 %feature223741.us
  store float %5669, ptr %5672, align 4
  %5673 = getelementptr inbounds nuw float, ptr %5763, i64 %feature223741.us
  store float %5670, ptr %5673, align 4
  %5674 = add nuw nsw i64 %feature223741.us, 1
  %5675 = getelementptr inbounds nuw float, ptr %5760, i64 %5674
  %5676 = load float, ptr %5675, align 4
  %5677 = fmul float %5676, %5676
  %5678 = getelementptr inbounds nuw float, ptr %5761, i64 %5674
  %5679 = load float, ptr %5678, align 4
  %5680 = fneg float %5679
  %5681 = fmul float %5676, %5680
  %5682 = fmul float %5676, 0.000000e+00
  %5683 = getelementptr inbounds nuw float, ptr %5759, i64 %5674
  store float %5677, ptr %5683, align 4
  %5684 = getelementptr inbounds nuw float, ptr %5762, i64 %5674
  store float %5681, ptr %5684, align 4
  %5685 = getelementptr inbounds nuw float, ptr %5763, i64 %5674
  store float %5682, ptr %5685, align 4
  %5686 = add nuw nsw i64 %feature223741.us, 2
  %exitcond934.not.1 = icmp eq i64 %5686, %n_features
  br i1 %exitcond934.not.1, label %feature.exit222.us, label %feature.body221.us, !llvm.loop !98

lockstep_sums_tail.header388.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body369.us
  br i1 %lcmp.mod2501.not, label %lockstep_sums_tail.header388.preheader.us, label %lockstep_sums.body369.us.epil.preheader

lockstep_sums.body369.us.epil.preheader:          ; preds = %lockstep_sums_tail.header388.preheader.us.unr-lcssa, %lockstep_sums.body369.us.preheader
  %lockstep_sums371768.us.epil.init = phi i64 [ 0, %lockstep_sums.body369.us.preheader ], [ %5545, %lockstep_sums_tail.header388.preheader.us.unr-lcssa ]
  %lockstep_sums366.0767.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body369.us.preheader ], [ %5544, %lockstep_sums_tail.header388.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2503)
  %5687 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums371768.us.epil.init
  %block372.us.epil = load <4 x float>, ptr %5687, align 4
  %5688 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums371768.us.epil.init
  %block373.us.epil = load <4 x float>, ptr %5688, align 4
  %5689 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums371768.us.epil.init
  %block374.us.epil = load <4 x float>, ptr %5689, align 4
  %5690 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums371768.us.epil.init
  %block375.us.epil = load <4 x float>, ptr %5690, align 4
  %transpose376.us.epil = shufflevector <4 x float> %block372.us.epil, <4 x float> %block374.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us.epil = shufflevector <4 x float> %block372.us.epil, <4 x float> %block374.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us.epil = shufflevector <4 x float> %block373.us.epil, <4 x float> %block375.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose379.us.epil = shufflevector <4 x float> %block373.us.epil, <4 x float> %block375.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose380.us.epil = shufflevector <4 x float> %transpose376.us.epil, <4 x float> %transpose378.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us.epil = shufflevector <4 x float> %transpose376.us.epil, <4 x float> %transpose378.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose382.us.epil = shufflevector <4 x float> %transpose377.us.epil, <4 x float> %transpose379.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose383.us.epil = shufflevector <4 x float> %transpose377.us.epil, <4 x float> %transpose379.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5691 = fadd <4 x float> %lockstep_sums366.0767.us.epil.init, %transpose380.us.epil
  %5692 = fadd <4 x float> %transpose381.us.epil, %5691
  %5693 = fadd <4 x float> %transpose382.us.epil, %5692
  %5694 = fadd <4 x float> %transpose383.us.epil, %5693
  br label %lockstep_sums_tail.header388.preheader.us

lockstep_sums_tail.header388.preheader.us:        ; preds = %lockstep_sums_tail.header388.preheader.us.unr-lcssa, %lockstep_sums.body369.us.epil.preheader
  %.lcssa2413 = phi <4 x float> [ %5544, %lockstep_sums_tail.header388.preheader.us.unr-lcssa ], [ %5694, %lockstep_sums.body369.us.epil.preheader ]
  br i1 %.not818, label %noise.done301.us, label %lockstep_sums_tail.body389.us

lockstep_sums_tail.header342.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body323.us
  br i1 %lcmp.mod2491.not, label %lockstep_sums_tail.header342.preheader.us, label %lockstep_sums.body323.us.epil.preheader

lockstep_sums.body323.us.epil.preheader:          ; preds = %lockstep_sums_tail.header342.preheader.us.unr-lcssa, %lockstep_sums.body323.us.preheader
  %lockstep_sums325760.us.epil.init = phi i64 [ 0, %lockstep_sums.body323.us.preheader ], [ %5390, %lockstep_sums_tail.header342.preheader.us.unr-lcssa ]
  %lockstep_sums320.0759.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body323.us.preheader ], [ %5389, %lockstep_sums_tail.header342.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2493)
  %5695 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums325760.us.epil.init
  %block326.us.epil = load <4 x float>, ptr %5695, align 4
  %5696 = getelementptr inbounds nuw float, ptr %3949, i64 %lockstep_sums325760.us.epil.init
  %block327.us.epil = load <4 x float>, ptr %5696, align 4
  %5697 = getelementptr inbounds nuw float, ptr %3953, i64 %lockstep_sums325760.us.epil.init
  %block328.us.epil = load <4 x float>, ptr %5697, align 4
  %5698 = getelementptr inbounds nuw float, ptr %3957, i64 %lockstep_sums325760.us.epil.init
  %block329.us.epil = load <4 x float>, ptr %5698, align 4
  %transpose330.us.epil = shufflevector <4 x float> %block326.us.epil, <4 x float> %block328.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us.epil = shufflevector <4 x float> %block326.us.epil, <4 x float> %block328.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us.epil = shufflevector <4 x float> %block327.us.epil, <4 x float> %block329.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose333.us.epil = shufflevector <4 x float> %block327.us.epil, <4 x float> %block329.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose334.us.epil = shufflevector <4 x float> %transpose330.us.epil, <4 x float> %transpose332.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us.epil = shufflevector <4 x float> %transpose330.us.epil, <4 x float> %transpose332.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose336.us.epil = shufflevector <4 x float> %transpose331.us.epil, <4 x float> %transpose333.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose337.us.epil = shufflevector <4 x float> %transpose331.us.epil, <4 x float> %transpose333.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5699 = fadd <4 x float> %lockstep_sums320.0759.us.epil.init, %transpose334.us.epil
  %5700 = fadd <4 x float> %transpose335.us.epil, %5699
  %5701 = fadd <4 x float> %transpose336.us.epil, %5700
  %5702 = fadd <4 x float> %transpose337.us.epil, %5701
  br label %lockstep_sums_tail.header342.preheader.us

lockstep_sums_tail.header342.preheader.us:        ; preds = %lockstep_sums_tail.header342.preheader.us.unr-lcssa, %lockstep_sums.body323.us.epil.preheader
  %.lcssa2411 = phi <4 x float> [ %5389, %lockstep_sums_tail.header342.preheader.us.unr-lcssa ], [ %5702, %lockstep_sums.body323.us.epil.preheader ]
  br i1 %.not818, label %noise.done301.us, label %lockstep_sums_tail.body343.us

lockstep_sums_tail.header288.preheader.us:        ; preds = %lockstep_sums.body237.us
  br i1 %.not818, label %noise.done146.us, label %lockstep_sums_tail.body289.us

lockstep_sums_tail.header.preheader.us:           ; preds = %lockstep_sums.body.us
  br i1 %.not818, label %noise.done146.us, label %lockstep_sums_tail.body.us

lockstep_row.body.lr.ph.us:                       ; preds = %step.body125.us
  %key1_step129.us = add i64 %step127779.us, %key1
  %5703 = lshr i64 %key1_step129.us, 32
  %5704 = mul nuw i64 %5703, 3449720151
  %5705 = lshr i64 %5704, 32
  %5706 = xor i64 %key0, %5705
  %5707 = xor i64 %5706, %key1_step129.us
  %5708 = and i64 %5707, 4294967295
  %5709 = mul nuw i64 %5708, 3528531795
  %5710 = lshr i64 %5709, 32
  %5711 = xor i64 %5710, %3814
  %broadcast.splatinsert1995 = insertelement <16 x i64> poison, i64 %5704, i64 0
  %broadcast.splat1996 = shufflevector <16 x i64> %broadcast.splatinsert1995, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1997 = insertelement <16 x i64> poison, i64 %5711, i64 0
  %broadcast.splat1998 = shufflevector <16 x i64> %broadcast.splatinsert1997, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2003 = insertelement <16 x i64> poison, i64 %5709, i64 0
  %broadcast.splat2004 = shufflevector <16 x i64> %broadcast.splatinsert2003, <16 x i64> poison, <16 x i32> zeroinitializer
  %invariant.op2780 = xor <16 x i64> %broadcast.splat1994, %broadcast.splat1996
  %invariant.op2782 = xor <16 x i64> %broadcast.splat1994, %broadcast.splat1996
  %invariant.op2784 = xor <16 x i64> %broadcast.splat1994, %broadcast.splat1996
  %invariant.op2786 = xor <16 x i64> %broadcast.splat1994, %broadcast.splat1996
  %invariant.op2788 = xor <16 x i64> %broadcast.splat2002, %broadcast.splat2004
  %invariant.op2790 = xor <16 x i64> %broadcast.splat2002, %broadcast.splat2004
  %invariant.op2792 = xor <16 x i64> %broadcast.splat2002, %broadcast.splat2004
  %invariant.op2794 = xor <16 x i64> %broadcast.splat2002, %broadcast.splat2004
  %broadcast.splatinsert2054 = insertelement <8 x i64> poison, i64 %5711, i64 0
  %broadcast.splat2055 = shufflevector <8 x i64> %broadcast.splatinsert2054, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2382 = xor i64 %5704, %3813
  %.scalar2383 = and i64 %.scalar2382, 4294967295
  %5712 = insertelement <8 x i64> poison, i64 %.scalar2383, i64 0
  %.masked2374 = shufflevector <8 x i64> %5712, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2384 = xor i64 %5709, %3816
  %.scalar2385 = and i64 %.scalar2384, 4294967295
  %5713 = insertelement <8 x i64> poison, i64 %.scalar2385, i64 0
  %.masked2375 = shufflevector <8 x i64> %5713, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2796 = xor i64 %3813, %5704
  %invariant.op2797 = xor i64 %3816, %5709
  br label %iter.check1984

iter.check1920:                                   ; preds = %noise.exit139.us, %feature.exit.us
  %lockstep_row150727.us = phi i64 [ %4035, %feature.exit.us ], [ 0, %noise.exit139.us ]
  %row151.us = add i64 %lockstep_row150727.us, %lockstep_block780.us
  %5714 = mul i64 %lockstep_row150727.us, %slot_values
  %5715 = getelementptr inbounds float, ptr %scratch, i64 %5714
  %row_offset152.us = mul i64 %row151.us, %n_features
  %5716 = getelementptr inbounds float, ptr %state, i64 %row_offset152.us
  %5717 = getelementptr inbounds float, ptr %input_0, i64 %row_offset152.us
  %5718 = getelementptr inbounds nuw i8, ptr %5715, i64 %.idx643
  %5719 = getelementptr inbounds nuw float, ptr %5715, i64 %n_features
  %5720 = getelementptr inbounds nuw i8, ptr %5715, i64 %.idx642
  br i1 %conflict.rdx1918, label %feature.body.us.preheader, label %vector.body1925

vector.body1925:                                  ; preds = %iter.check1920, %vector.body1925
  %index1926 = phi i64 [ %index.next1930, %vector.body1925 ], [ 0, %iter.check1920 ]
  %5721 = getelementptr inbounds nuw float, ptr %5716, i64 %index1926
  %wide.load1927 = load <16 x float>, ptr %5721, align 4, !alias.scope !99
  %5722 = fmul <16 x float> %wide.load1927, %wide.load1927
  %5723 = getelementptr inbounds nuw float, ptr %5717, i64 %index1926
  %wide.load1928 = load <16 x float>, ptr %5723, align 4, !alias.scope !102
  %5724 = fneg <16 x float> %wide.load1928
  %5725 = fmul <16 x float> %wide.load1927, %5724
  %5726 = getelementptr inbounds nuw float, ptr %5718, i64 %index1926
  %wide.load1929 = load <16 x float>, ptr %5726, align 4, !alias.scope !104
  %5727 = fmul <16 x float> %wide.load1927, %wide.load1929
  %5728 = getelementptr inbounds nuw float, ptr %5715, i64 %index1926
  store <16 x float> %5722, ptr %5728, align 4, !alias.scope !106, !noalias !108
  %5729 = getelementptr inbounds nuw float, ptr %5719, i64 %index1926
  store <16 x float> %5725, ptr %5729, align 4, !alias.scope !109, !noalias !108
  %5730 = getelementptr inbounds nuw float, ptr %5720, i64 %index1926
  store <16 x float> %5727, ptr %5730, align 4, !alias.scope !111, !noalias !108
  %index.next1930 = add nuw i64 %index1926, 16
  %5731 = icmp eq i64 %index.next1930, %n.vec1924
  br i1 %5731, label %middle.block1931, label %vector.body1925, !llvm.loop !113

middle.block1931:                                 ; preds = %vector.body1925
  br i1 %cmp.n1932, label %feature.exit.us, label %vec.epilog.iter.check1935

vec.epilog.iter.check1935:                        ; preds = %middle.block1931
  br i1 %min.epilog.iters.check1936, label %feature.body.us.preheader, label %vec.epilog.vector.body1940, !prof !13

vec.epilog.vector.body1940:                       ; preds = %vec.epilog.iter.check1935, %vec.epilog.vector.body1940
  %index1941 = phi i64 [ %index.next1945, %vec.epilog.vector.body1940 ], [ %n.vec1924, %vec.epilog.iter.check1935 ]
  %5732 = getelementptr inbounds nuw float, ptr %5716, i64 %index1941
  %wide.load1942 = load <4 x float>, ptr %5732, align 4, !alias.scope !99
  %5733 = fmul <4 x float> %wide.load1942, %wide.load1942
  %5734 = getelementptr inbounds nuw float, ptr %5717, i64 %index1941
  %wide.load1943 = load <4 x float>, ptr %5734, align 4, !alias.scope !102
  %5735 = fneg <4 x float> %wide.load1943
  %5736 = fmul <4 x float> %wide.load1942, %5735
  %5737 = getelementptr inbounds nuw float, ptr %5718, i64 %index1941
  %wide.load1944 = load <4 x float>, ptr %5737, align 4, !alias.scope !104
  %5738 = fmul <4 x float> %wide.load1942, %wide.load1944
  %5739 = getelementptr inbounds nuw float, ptr %5715, i64 %index1941
  store <4 x float> %5733, ptr %5739, align 4, !alias.scope !106, !noalias !108
  %5740 = getelementptr inbounds nuw float, ptr %5719, i64 %index1941
  store <4 x float> %5736, ptr %5740, align 4, !alias.scope !109, !noalias !108
  %5741 = getelementptr inbounds nuw float, ptr %5720, i64 %index1941
  store <4 x float> %5738, ptr %5741, align 4, !alias.scope !111, !noalias !108
  %index.next1945 = add nuw i64 %index1941, 4
  %5742 = icmp eq i64 %index.next1945, %n.vec1939
  br i1 %5742, label %vec.epilog.middle.block1946, label %vec.epilog.vector.body1940, !llvm.loop !114

vec.epilog.middle.block1946:                      ; preds = %vec.epilog.vector.body1940
  br i1 %cmp.n1947, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check1920, %vec.epilog.iter.check1935, %vec.epilog.middle.block1946
  %feature726.us.ph = phi i64 [ 0, %iter.check1920 ], [ %n.vec1924, %vec.epilog.iter.check1935 ], [ %n.vec1939, %vec.epilog.middle.block1946 ]
  %.neg2694 = or disjoint i64 %feature726.us.ph, 1
  br i1 %lcmp.mod2481.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %5743 = getelementptr inbounds nuw float, ptr %5716, i64 %feature726.us.ph
  %5744 = load float, ptr %5743, align 4
  %5745 = fmul float %5744, %5744
  %5746 = getelementptr inbounds nuw float, ptr %5717, i64 %feature726.us.ph
  %5747 = load float, ptr %5746, align 4
  %5748 = fneg float %5747
  %5749 = fmul float %5744, %5748
  %5750 = getelementptr inbounds nuw float, ptr %5718, i64 %feature726.us.ph
  %5751 = load float, ptr %5750, align 4
  %5752 = fmul float %5744, %5751
  %5753 = getelementptr inbounds nuw float, ptr %5715, i64 %feature726.us.ph
  store float %5745, ptr %5753, align 4
  %5754 = getelementptr inbounds nuw float, ptr %5719, i64 %feature726.us.ph
  store float %5749, ptr %5754, align 4
  %5755 = getelementptr inbounds nuw float, ptr %5720, i64 %feature726.us.ph
  store float %5752, ptr %5755, align 4
  %5756 = or disjoint i64 %feature726.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature726.us.unr = phi i64 [ %feature726.us.ph, %feature.body.us.preheader ], [ %5756, %feature.body.us.prol ]
  %5757 = icmp eq i64 %n_features, %.neg2694
  br i1 %5757, label %feature.exit.us, label %feature.body.us

iter.check1855:                                   ; preds = %step.body125.us, %feature.exit222.us
  %lockstep_row217742.us = phi i64 [ %5662, %feature.exit222.us ], [ 0, %step.body125.us ]
  %row218.us = add i64 %lockstep_row217742.us, %lockstep_block780.us
  %5758 = mul i64 %lockstep_row217742.us, %slot_values
  %5759 = getelementptr inbounds float, ptr %scratch, i64 %5758
  %row_offset219.us = mul i64 %row218.us, %n_features
  %5760 = getelementptr inbounds float, ptr %state, i64 %row_offset219.us
  %5761 = getelementptr inbounds float, ptr %input_0, i64 %row_offset219.us
  %5762 = getelementptr inbounds nuw float, ptr %5759, i64 %n_features
  %5763 = getelementptr inbounds nuw i8, ptr %5759, i64 %.idx642
  br i1 %conflict.rdx1853, label %feature.body221.us.preheader, label %vector.body1860

vector.body1860:                                  ; preds = %iter.check1855, %vector.body1860
  %index1861 = phi i64 [ %index.next1864, %vector.body1860 ], [ 0, %iter.check1855 ]
  %5764 = getelementptr inbounds nuw float, ptr %5760, i64 %index1861
  %wide.load1862 = load <16 x float>, ptr %5764, align 4, !alias.scope !115
  %5765 = fmul <16 x float> %wide.load1862, %wide.load1862
  %5766 = getelementptr inbounds nuw float, ptr %5761, i64 %index1861
  %wide.load1863 = load <16 x float>, ptr %5766, align 4, !alias.scope !118
  %5767 = fneg <16 x float> %wide.load1863
  %5768 = fmul <16 x float> %wide.load1862, %5767
  %5769 = fmul <16 x float> %wide.load1862, zeroinitializer
  %5770 = getelementptr inbounds nuw float, ptr %5759, i64 %index1861
  store <16 x float> %5765, ptr %5770, align 4, !alias.scope !120, !noalias !122
  %5771 = getelementptr inbounds nuw float, ptr %5762, i64 %index1861
  store <16 x float> %5768, ptr %5771, align 4, !alias.scope !123, !noalias !122
  %5772 = getelementptr inbounds nuw float, ptr %5763, i64 %index1861
  store <16 x float> %5769, ptr %5772, align 4, !alias.scope !125, !noalias !122
  %index.next1864 = add nuw i64 %index1861, 16
  %5773 = icmp eq i64 %index.next1864, %n.vec1859
  br i1 %5773, label %middle.block1865, label %vector.body1860, !llvm.loop !127

middle.block1865:                                 ; preds = %vector.body1860
  br i1 %cmp.n1866, label %feature.exit222.us, label %vec.epilog.iter.check1869

vec.epilog.iter.check1869:                        ; preds = %middle.block1865
  br i1 %min.epilog.iters.check1870, label %feature.body221.us.preheader, label %vec.epilog.vector.body1874, !prof !13

vec.epilog.vector.body1874:                       ; preds = %vec.epilog.iter.check1869, %vec.epilog.vector.body1874
  %index1875 = phi i64 [ %index.next1878, %vec.epilog.vector.body1874 ], [ %n.vec1859, %vec.epilog.iter.check1869 ]
  %5774 = getelementptr inbounds nuw float, ptr %5760, i64 %index1875
  %wide.load1876 = load <4 x float>, ptr %5774, align 4, !alias.scope !115
  %5775 = fmul <4 x float> %wide.load1876, %wide.load1876
  %5776 = getelementptr inbounds nuw float, ptr %5761, i64 %index1875
  %wide.load1877 = load <4 x float>, ptr %5776, align 4, !alias.scope !118
  %5777 = fneg <4 x float> %wide.load1877
  %5778 = fmul <4 x float> %wide.load1876, %5777
  %5779 = fmul <4 x float> %wide.load1876, zeroinitializer
  %5780 = getelementptr inbounds nuw float, ptr %5759, i64 %index1875
  store <4 x float> %5775, ptr %5780, align 4, !alias.scope !120, !noalias !122
  %5781 = getelementptr inbounds nuw float, ptr %5762, i64 %index1875
  store <4 x float> %5778, ptr %5781, align 4, !alias.scope !123, !noalias !122
  %5782 = getelementptr inbounds nuw float, ptr %5763, i64 %index1875
  store <4 x float> %5779, ptr %5782, align 4, !alias.scope !125, !noalias !122
  %index.next1878 = add nuw i64 %index1875, 4
  %5783 = icmp eq i64 %index.next1878, %n.vec1873
  br i1 %5783, label %vec.epilog.middle.block1879, label %vec.epilog.vector.body1874, !llvm.loop !128

vec.epilog.middle.block1879:                      ; preds = %vec.epilog.vector.body1874
  br i1 %cmp.n1880, label %feature.exit222.us, label %feature.body221.us.preheader

feature.body221.us.preheader:                     ; preds = %iter.check1855, %vec.epilog.iter.check1869, %vec.epilog.middle.block1879
  %feature223741.us.ph = phi i64 [ 0, %iter.check1855 ], [ %n.vec1859, %vec.epilog.iter.check1869 ], [ %n.vec1873, %vec.epilog.middle.block1879 ]
  %.neg2695 = or disjoint i64 %feature223741.us.ph, 1
  br i1 %lcmp.mod2484.not, label %feature.body221.us.prol.loopexit, label %feature.body221.us.prol

feature.body221.us.prol:                          ; preds = %feature.body221.us.preheader
  %5784 = getelementptr inbounds nuw float, ptr %5760, i64 %feature223741.us.ph
  %5785 = load float, ptr %5784, align 4
  %5786 = fmul float %5785, %5785
  %5787 = getelementptr inbounds nuw float, ptr %5761, i64 %feature223741.us.ph
  %5788 = load float, ptr %5787, align 4
  %5789 = fneg float %5788
  %5790 = fmul float %5785, %5789
  %5791 = fmul float %5785, 0.000000e+00
  %5792 = getelementptr inbounds nuw float, ptr %5759, i64 %feature223741.us.ph
  store float %5786, ptr %5792, align 4
  %5793 = getelementptr inbounds nuw float, ptr %5762, i64 %feature223741.us.ph
  store float %5790, ptr %5793, align 4
  %5794 = getelementptr inbounds nuw float, ptr %5763, i64 %feature223741.us.ph
  store float %5791, ptr %5794, align 4
  %5795 = or disjoint i64 %feature223741.us.ph, 1
  br label %feature.body221.us.prol.loopexit

feature.body221.us.prol.loopexit:                 ; preds = %feature.body221.us.prol, %feature.body221.us.preheader
  %feature223741.us.unr = phi i64 [ %feature223741.us.ph, %feature.body221.us.preheader ], [ %5795, %feature.body221.us.prol ]
  %5796 = icmp eq i64 %n_features, %.neg2695
  br i1 %5796, label %feature.exit222.us, label %feature.body221.us

iter.check1763:                                   ; preds = %iter.check1763.preheader, %feature.exit310.us
  %lockstep_row305758.us = phi i64 [ %5391, %feature.exit310.us ], [ 0, %iter.check1763.preheader ]
  %row306.us = add i64 %lockstep_row305758.us, %lockstep_block780.us
  %5797 = mul i64 %lockstep_row305758.us, %slot_values
  %5798 = getelementptr inbounds float, ptr %scratch, i64 %5797
  %row_offset307.us = mul i64 %row306.us, %n_features
  %5799 = getelementptr inbounds float, ptr %state, i64 %row_offset307.us
  %5800 = getelementptr inbounds float, ptr %input_0, i64 %row_offset307.us
  %5801 = getelementptr inbounds nuw i8, ptr %5798, i64 %.idx643
  %.idx653.us = shl i64 %lockstep_row305758.us, 4
  %5802 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx653.us
  %5803 = getelementptr inbounds nuw i8, ptr %5802, i64 4
  %5804 = load float, ptr %5803, align 4
  %5805 = getelementptr inbounds nuw i8, ptr %5802, i64 8
  %5806 = load float, ptr %5805, align 4
  br i1 %conflict.rdx1761, label %feature.body309.us.preheader, label %vector.ph1765

vector.ph1765:                                    ; preds = %iter.check1763
  %broadcast.splatinsert1768 = insertelement <16 x float> poison, float %5804, i64 0
  %broadcast.splat1769 = shufflevector <16 x float> %broadcast.splatinsert1768, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1770 = insertelement <16 x float> poison, float %5806, i64 0
  %broadcast.splat1771 = shufflevector <16 x float> %broadcast.splatinsert1770, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1776

vector.body1776:                                  ; preds = %vector.body1776, %vector.ph1765
  %index1777 = phi i64 [ 0, %vector.ph1765 ], [ %index.next1790, %vector.body1776 ]
  %5807 = getelementptr inbounds nuw float, ptr %5799, i64 %index1777
  %5808 = getelementptr inbounds nuw i8, ptr %5807, i64 64
  %5809 = getelementptr inbounds nuw i8, ptr %5807, i64 128
  %5810 = getelementptr inbounds nuw i8, ptr %5807, i64 192
  %wide.load1778 = load <16 x float>, ptr %5807, align 4, !alias.scope !129
  %wide.load1779 = load <16 x float>, ptr %5808, align 4, !alias.scope !129
  %wide.load1780 = load <16 x float>, ptr %5809, align 4, !alias.scope !129
  %wide.load1781 = load <16 x float>, ptr %5810, align 4, !alias.scope !129
  %5811 = getelementptr inbounds nuw float, ptr %5800, i64 %index1777
  %5812 = getelementptr inbounds nuw i8, ptr %5811, i64 64
  %5813 = getelementptr inbounds nuw i8, ptr %5811, i64 128
  %5814 = getelementptr inbounds nuw i8, ptr %5811, i64 192
  %wide.load1782 = load <16 x float>, ptr %5811, align 4, !alias.scope !132
  %wide.load1783 = load <16 x float>, ptr %5812, align 4, !alias.scope !132
  %wide.load1784 = load <16 x float>, ptr %5813, align 4, !alias.scope !132
  %wide.load1785 = load <16 x float>, ptr %5814, align 4, !alias.scope !132
  %5815 = fneg <16 x float> %wide.load1782
  %5816 = fneg <16 x float> %wide.load1783
  %5817 = fneg <16 x float> %wide.load1784
  %5818 = fneg <16 x float> %wide.load1785
  %5819 = fmul <16 x float> %wide.load1778, %broadcast.splat1769
  %5820 = fmul <16 x float> %wide.load1779, %broadcast.splat1769
  %5821 = fmul <16 x float> %wide.load1780, %broadcast.splat1769
  %5822 = fmul <16 x float> %wide.load1781, %broadcast.splat1769
  %5823 = fsub <16 x float> %5815, %5819
  %5824 = fsub <16 x float> %5816, %5820
  %5825 = fsub <16 x float> %5817, %5821
  %5826 = fsub <16 x float> %5818, %5822
  %5827 = fmul <16 x float> %broadcast.splat1773, %5823
  %5828 = fmul <16 x float> %broadcast.splat1773, %5824
  %5829 = fmul <16 x float> %broadcast.splat1773, %5825
  %5830 = fmul <16 x float> %broadcast.splat1773, %5826
  %5831 = fsub <16 x float> %wide.load1778, %5827
  %5832 = fsub <16 x float> %wide.load1779, %5828
  %5833 = fsub <16 x float> %wide.load1780, %5829
  %5834 = fsub <16 x float> %wide.load1781, %5830
  %5835 = getelementptr inbounds nuw float, ptr %5801, i64 %index1777
  %5836 = getelementptr inbounds nuw i8, ptr %5835, i64 64
  %5837 = getelementptr inbounds nuw i8, ptr %5835, i64 128
  %5838 = getelementptr inbounds nuw i8, ptr %5835, i64 192
  %wide.load1786 = load <16 x float>, ptr %5835, align 4, !alias.scope !134
  %wide.load1787 = load <16 x float>, ptr %5836, align 4, !alias.scope !134
  %wide.load1788 = load <16 x float>, ptr %5837, align 4, !alias.scope !134
  %wide.load1789 = load <16 x float>, ptr %5838, align 4, !alias.scope !134
  %5839 = fmul <16 x float> %wide.load1778, %broadcast.splat1771
  %5840 = fmul <16 x float> %wide.load1779, %broadcast.splat1771
  %5841 = fmul <16 x float> %wide.load1780, %broadcast.splat1771
  %5842 = fmul <16 x float> %wide.load1781, %broadcast.splat1771
  %5843 = fsub <16 x float> %wide.load1786, %5839
  %5844 = fsub <16 x float> %wide.load1787, %5840
  %5845 = fsub <16 x float> %wide.load1788, %5841
  %5846 = fsub <16 x float> %wide.load1789, %5842
  %5847 = fmul <16 x float> %broadcast.splat1775, %5843
  %5848 = fmul <16 x float> %broadcast.splat1775, %5844
  %5849 = fmul <16 x float> %broadcast.splat1775, %5845
  %5850 = fmul <16 x float> %broadcast.splat1775, %5846
  %5851 = fadd <16 x float> %5831, %5847
  %5852 = fadd <16 x float> %5832, %5848
  %5853 = fadd <16 x float> %5833, %5849
  %5854 = fadd <16 x float> %5834, %5850
  %5855 = fmul <16 x float> %5851, %5851
  %5856 = fmul <16 x float> %5852, %5852
  %5857 = fmul <16 x float> %5853, %5853
  %5858 = fmul <16 x float> %5854, %5854
  %5859 = getelementptr inbounds nuw float, ptr %5798, i64 %index1777
  %5860 = getelementptr inbounds nuw i8, ptr %5859, i64 64
  %5861 = getelementptr inbounds nuw i8, ptr %5859, i64 128
  %5862 = getelementptr inbounds nuw i8, ptr %5859, i64 192
  store <16 x float> %5855, ptr %5859, align 4, !alias.scope !136, !noalias !138
  store <16 x float> %5856, ptr %5860, align 4, !alias.scope !136, !noalias !138
  store <16 x float> %5857, ptr %5861, align 4, !alias.scope !136, !noalias !138
  store <16 x float> %5858, ptr %5862, align 4, !alias.scope !136, !noalias !138
  %index.next1790 = add nuw i64 %index1777, 64
  %5863 = icmp eq i64 %index.next1790, %n.vec1767
  br i1 %5863, label %middle.block1791, label %vector.body1776, !llvm.loop !139

middle.block1791:                                 ; preds = %vector.body1776
  br i1 %cmp.n1792, label %feature.exit310.us, label %vec.epilog.iter.check1795

vec.epilog.iter.check1795:                        ; preds = %middle.block1791
  br i1 %min.epilog.iters.check1796, label %feature.body309.us.preheader, label %vec.epilog.ph1797, !prof !10

vec.epilog.ph1797:                                ; preds = %vec.epilog.iter.check1795
  %broadcast.splatinsert1800 = insertelement <8 x float> poison, float %5804, i64 0
  %broadcast.splat1801 = shufflevector <8 x float> %broadcast.splatinsert1800, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1802 = insertelement <8 x float> poison, float %5806, i64 0
  %broadcast.splat1803 = shufflevector <8 x float> %broadcast.splatinsert1802, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1808

vec.epilog.vector.body1808:                       ; preds = %vec.epilog.vector.body1808, %vec.epilog.ph1797
  %index1809 = phi i64 [ %n.vec1767, %vec.epilog.ph1797 ], [ %index.next1813, %vec.epilog.vector.body1808 ]
  %5864 = getelementptr inbounds nuw float, ptr %5799, i64 %index1809
  %wide.load1810 = load <8 x float>, ptr %5864, align 4, !alias.scope !129
  %5865 = getelementptr inbounds nuw float, ptr %5800, i64 %index1809
  %wide.load1811 = load <8 x float>, ptr %5865, align 4, !alias.scope !132
  %5866 = fneg <8 x float> %wide.load1811
  %5867 = fmul <8 x float> %wide.load1810, %broadcast.splat1801
  %5868 = fsub <8 x float> %5866, %5867
  %5869 = fmul <8 x float> %broadcast.splat1805, %5868
  %5870 = fsub <8 x float> %wide.load1810, %5869
  %5871 = getelementptr inbounds nuw float, ptr %5801, i64 %index1809
  %wide.load1812 = load <8 x float>, ptr %5871, align 4, !alias.scope !134
  %5872 = fmul <8 x float> %wide.load1810, %broadcast.splat1803
  %5873 = fsub <8 x float> %wide.load1812, %5872
  %5874 = fmul <8 x float> %broadcast.splat1807, %5873
  %5875 = fadd <8 x float> %5870, %5874
  %5876 = fmul <8 x float> %5875, %5875
  %5877 = getelementptr inbounds nuw float, ptr %5798, i64 %index1809
  store <8 x float> %5876, ptr %5877, align 4, !alias.scope !136, !noalias !138
  %index.next1813 = add nuw i64 %index1809, 8
  %5878 = icmp eq i64 %index.next1813, %n.vec1799
  br i1 %5878, label %vec.epilog.middle.block1814, label %vec.epilog.vector.body1808, !llvm.loop !140

vec.epilog.middle.block1814:                      ; preds = %vec.epilog.vector.body1808
  br i1 %cmp.n1815, label %feature.exit310.us, label %feature.body309.us.preheader

feature.body309.us.preheader:                     ; preds = %iter.check1763, %vec.epilog.iter.check1795, %vec.epilog.middle.block1814
  %feature311757.us.ph = phi i64 [ 0, %iter.check1763 ], [ %n.vec1767, %vec.epilog.iter.check1795 ], [ %n.vec1799, %vec.epilog.middle.block1814 ]
  %.neg2696 = or disjoint i64 %feature311757.us.ph, 1
  br i1 %lcmp.mod2487.not, label %feature.body309.us.prol.loopexit, label %feature.body309.us.prol

feature.body309.us.prol:                          ; preds = %feature.body309.us.preheader
  %5879 = getelementptr inbounds nuw float, ptr %5799, i64 %feature311757.us.ph
  %5880 = load float, ptr %5879, align 4
  %5881 = getelementptr inbounds nuw float, ptr %5800, i64 %feature311757.us.ph
  %5882 = load float, ptr %5881, align 4
  %5883 = fneg float %5882
  %5884 = fmul float %5880, %5804
  %5885 = fsub float %5883, %5884
  %5886 = fmul float %eta, %5885
  %5887 = fsub float %5880, %5886
  %5888 = getelementptr inbounds nuw float, ptr %5801, i64 %feature311757.us.ph
  %5889 = load float, ptr %5888, align 4
  %5890 = fmul float %5880, %5806
  %5891 = fsub float %5889, %5890
  %5892 = fmul float %noise_scale128.us, %5891
  %5893 = fadd float %5887, %5892
  %5894 = fmul float %5893, %5893
  %5895 = getelementptr inbounds nuw float, ptr %5798, i64 %feature311757.us.ph
  store float %5894, ptr %5895, align 4
  %5896 = or disjoint i64 %feature311757.us.ph, 1
  br label %feature.body309.us.prol.loopexit

feature.body309.us.prol.loopexit:                 ; preds = %feature.body309.us.prol, %feature.body309.us.preheader
  %feature311757.us.unr = phi i64 [ %feature311757.us.ph, %feature.body309.us.preheader ], [ %5896, %feature.body309.us.prol ]
  %5897 = icmp eq i64 %n_features, %.neg2696
  br i1 %5897, label %feature.exit310.us, label %feature.body309.us

iter.check1704:                                   ; preds = %noise.done146.us, %feature.exit356.us
  %lockstep_row351766.us = phi i64 [ %5546, %feature.exit356.us ], [ 0, %noise.done146.us ]
  %row352.us = add i64 %lockstep_row351766.us, %lockstep_block780.us
  %5898 = mul i64 %lockstep_row351766.us, %slot_values
  %5899 = getelementptr inbounds float, ptr %scratch, i64 %5898
  %row_offset353.us = mul i64 %row352.us, %n_features
  %5900 = getelementptr inbounds float, ptr %state, i64 %row_offset353.us
  %5901 = getelementptr inbounds float, ptr %input_0, i64 %row_offset353.us
  %.idx648.us = shl i64 %lockstep_row351766.us, 4
  %5902 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx648.us
  %5903 = getelementptr inbounds nuw i8, ptr %5902, i64 4
  %5904 = load float, ptr %5903, align 4
  br i1 %conflict.rdx1702, label %feature.body355.us.preheader, label %vector.ph1706

vector.ph1706:                                    ; preds = %iter.check1704
  %broadcast.splatinsert1709 = insertelement <16 x float> poison, float %5904, i64 0
  %broadcast.splat1710 = shufflevector <16 x float> %broadcast.splatinsert1709, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1713

vector.body1713:                                  ; preds = %vector.body1713, %vector.ph1706
  %index1714 = phi i64 [ 0, %vector.ph1706 ], [ %index.next1723, %vector.body1713 ]
  %5905 = getelementptr inbounds nuw float, ptr %5900, i64 %index1714
  %5906 = getelementptr inbounds nuw i8, ptr %5905, i64 64
  %5907 = getelementptr inbounds nuw i8, ptr %5905, i64 128
  %5908 = getelementptr inbounds nuw i8, ptr %5905, i64 192
  %wide.load1715 = load <16 x float>, ptr %5905, align 4, !alias.scope !141
  %wide.load1716 = load <16 x float>, ptr %5906, align 4, !alias.scope !141
  %wide.load1717 = load <16 x float>, ptr %5907, align 4, !alias.scope !141
  %wide.load1718 = load <16 x float>, ptr %5908, align 4, !alias.scope !141
  %5909 = getelementptr inbounds nuw float, ptr %5901, i64 %index1714
  %5910 = getelementptr inbounds nuw i8, ptr %5909, i64 64
  %5911 = getelementptr inbounds nuw i8, ptr %5909, i64 128
  %5912 = getelementptr inbounds nuw i8, ptr %5909, i64 192
  %wide.load1719 = load <16 x float>, ptr %5909, align 4, !alias.scope !144
  %wide.load1720 = load <16 x float>, ptr %5910, align 4, !alias.scope !144
  %wide.load1721 = load <16 x float>, ptr %5911, align 4, !alias.scope !144
  %wide.load1722 = load <16 x float>, ptr %5912, align 4, !alias.scope !144
  %5913 = fneg <16 x float> %wide.load1719
  %5914 = fneg <16 x float> %wide.load1720
  %5915 = fneg <16 x float> %wide.load1721
  %5916 = fneg <16 x float> %wide.load1722
  %5917 = fmul <16 x float> %wide.load1715, %broadcast.splat1710
  %5918 = fmul <16 x float> %wide.load1716, %broadcast.splat1710
  %5919 = fmul <16 x float> %wide.load1717, %broadcast.splat1710
  %5920 = fmul <16 x float> %wide.load1718, %broadcast.splat1710
  %5921 = fsub <16 x float> %5913, %5917
  %5922 = fsub <16 x float> %5914, %5918
  %5923 = fsub <16 x float> %5915, %5919
  %5924 = fsub <16 x float> %5916, %5920
  %5925 = fmul <16 x float> %broadcast.splat1712, %5921
  %5926 = fmul <16 x float> %broadcast.splat1712, %5922
  %5927 = fmul <16 x float> %broadcast.splat1712, %5923
  %5928 = fmul <16 x float> %broadcast.splat1712, %5924
  %5929 = fsub <16 x float> %wide.load1715, %5925
  %5930 = fsub <16 x float> %wide.load1716, %5926
  %5931 = fsub <16 x float> %wide.load1717, %5927
  %5932 = fsub <16 x float> %wide.load1718, %5928
  %5933 = fmul <16 x float> %5929, %5929
  %5934 = fmul <16 x float> %5930, %5930
  %5935 = fmul <16 x float> %5931, %5931
  %5936 = fmul <16 x float> %5932, %5932
  %5937 = getelementptr inbounds nuw float, ptr %5899, i64 %index1714
  %5938 = getelementptr inbounds nuw i8, ptr %5937, i64 64
  %5939 = getelementptr inbounds nuw i8, ptr %5937, i64 128
  %5940 = getelementptr inbounds nuw i8, ptr %5937, i64 192
  store <16 x float> %5933, ptr %5937, align 4, !alias.scope !146, !noalias !148
  store <16 x float> %5934, ptr %5938, align 4, !alias.scope !146, !noalias !148
  store <16 x float> %5935, ptr %5939, align 4, !alias.scope !146, !noalias !148
  store <16 x float> %5936, ptr %5940, align 4, !alias.scope !146, !noalias !148
  %index.next1723 = add nuw i64 %index1714, 64
  %5941 = icmp eq i64 %index.next1723, %n.vec1708
  br i1 %5941, label %middle.block1724, label %vector.body1713, !llvm.loop !149

middle.block1724:                                 ; preds = %vector.body1713
  br i1 %cmp.n1725, label %feature.exit356.us, label %vec.epilog.iter.check1728

vec.epilog.iter.check1728:                        ; preds = %middle.block1724
  br i1 %min.epilog.iters.check1729, label %feature.body355.us.preheader, label %vec.epilog.ph1730, !prof !10

vec.epilog.ph1730:                                ; preds = %vec.epilog.iter.check1728
  %broadcast.splatinsert1733 = insertelement <8 x float> poison, float %5904, i64 0
  %broadcast.splat1734 = shufflevector <8 x float> %broadcast.splatinsert1733, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1737

vec.epilog.vector.body1737:                       ; preds = %vec.epilog.vector.body1737, %vec.epilog.ph1730
  %index1738 = phi i64 [ %n.vec1708, %vec.epilog.ph1730 ], [ %index.next1741, %vec.epilog.vector.body1737 ]
  %5942 = getelementptr inbounds nuw float, ptr %5900, i64 %index1738
  %wide.load1739 = load <8 x float>, ptr %5942, align 4, !alias.scope !141
  %5943 = getelementptr inbounds nuw float, ptr %5901, i64 %index1738
  %wide.load1740 = load <8 x float>, ptr %5943, align 4, !alias.scope !144
  %5944 = fneg <8 x float> %wide.load1740
  %5945 = fmul <8 x float> %wide.load1739, %broadcast.splat1734
  %5946 = fsub <8 x float> %5944, %5945
  %5947 = fmul <8 x float> %broadcast.splat1736, %5946
  %5948 = fsub <8 x float> %wide.load1739, %5947
  %5949 = fmul <8 x float> %5948, %5948
  %5950 = getelementptr inbounds nuw float, ptr %5899, i64 %index1738
  store <8 x float> %5949, ptr %5950, align 4, !alias.scope !146, !noalias !148
  %index.next1741 = add nuw i64 %index1738, 8
  %5951 = icmp eq i64 %index.next1741, %n.vec1732
  br i1 %5951, label %vec.epilog.middle.block1742, label %vec.epilog.vector.body1737, !llvm.loop !150

vec.epilog.middle.block1742:                      ; preds = %vec.epilog.vector.body1737
  br i1 %cmp.n1743, label %feature.exit356.us, label %feature.body355.us.preheader

feature.body355.us.preheader:                     ; preds = %iter.check1704, %vec.epilog.iter.check1728, %vec.epilog.middle.block1742
  %feature357765.us.ph = phi i64 [ 0, %iter.check1704 ], [ %n.vec1708, %vec.epilog.iter.check1728 ], [ %n.vec1732, %vec.epilog.middle.block1742 ]
  br i1 %lcmp.mod2497.not, label %feature.body355.us.prol.loopexit, label %feature.body355.us.prol

feature.body355.us.prol:                          ; preds = %feature.body355.us.preheader, %feature.body355.us.prol
  %feature357765.us.prol = phi i64 [ %5963, %feature.body355.us.prol ], [ %feature357765.us.ph, %feature.body355.us.preheader ]
  %prol.iter2498 = phi i64 [ %prol.iter2498.next, %feature.body355.us.prol ], [ 0, %feature.body355.us.preheader ]
  %5952 = getelementptr inbounds nuw float, ptr %5900, i64 %feature357765.us.prol
  %5953 = load float, ptr %5952, align 4
  %5954 = getelementptr inbounds nuw float, ptr %5901, i64 %feature357765.us.prol
  %5955 = load float, ptr %5954, align 4
  %5956 = fneg float %5955
  %5957 = fmul float %5953, %5904
  %5958 = fsub float %5956, %5957
  %5959 = fmul float %eta, %5958
  %5960 = fsub float %5953, %5959
  %5961 = fmul float %5960, %5960
  %5962 = getelementptr inbounds nuw float, ptr %5899, i64 %feature357765.us.prol
  store float %5961, ptr %5962, align 4
  %5963 = add nuw nsw i64 %feature357765.us.prol, 1
  %prol.iter2498.next = add i64 %prol.iter2498, 1
  %prol.iter2498.cmp.not = icmp eq i64 %prol.iter2498.next, %xtraiter2496
  br i1 %prol.iter2498.cmp.not, label %feature.body355.us.prol.loopexit, label %feature.body355.us.prol, !llvm.loop !151

feature.body355.us.prol.loopexit:                 ; preds = %feature.body355.us.prol, %feature.body355.us.preheader
  %feature357765.us.unr = phi i64 [ %feature357765.us.ph, %feature.body355.us.preheader ], [ %5963, %feature.body355.us.prol ]
  %5964 = sub nsw i64 %feature357765.us.ph, %n_features
  %5965 = icmp ugt i64 %5964, -4
  br i1 %5965, label %feature.exit356.us, label %feature.body355.us

feature.body407.lr.ph.us:                         ; preds = %feature.body407.lr.ph.us.preheader, %feature.exit408.us
  %lockstep_row401774.us = phi i64 [ %5432, %feature.exit408.us ], [ 0, %feature.body407.lr.ph.us.preheader ]
  %row402.us = add i64 %lockstep_row401774.us, %lockstep_block780.us
  %5966 = mul i64 %lockstep_row401774.us, %slot_values
  %.idx651.us = shl i64 %lockstep_row401774.us, 4
  %5967 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx651.us
  %row_offset403.us = mul i64 %row402.us, %n_features
  %5968 = getelementptr inbounds float, ptr %state, i64 %row_offset403.us
  %5969 = getelementptr inbounds float, ptr %input_0, i64 %row_offset403.us
  %5970 = getelementptr inbounds float, ptr %status, i64 %row402.us
  %gep.us = getelementptr float, ptr %invariant.gep, i64 %5966
  %5971 = getelementptr inbounds nuw i8, ptr %5967, i64 12
  %5972 = load float, ptr %5971, align 4
  %.fr = freeze float %5972
  %5973 = fcmp olt float %.fr, 0x3D71979980000000
  %5974 = load float, ptr %5967, align 4
  %5975 = fadd float %5974, -1.000000e+00
  %5976 = tail call float @llvm.fabs.f32(float %5975)
  %5977 = fcmp ogt float %5976, 0x3F60624DE0000000
  %5978 = select i1 %5977, float 1.000000e+00, float 0.000000e+00
  %5979 = select i1 %5973, float 2.000000e+00, float 0.000000e+00
  %5980 = fadd float %5979, %5978
  %status_bits404.us = fptoui float %5980 to i32
  %status405.us = load i32, ptr %5970, align 4
  %5981 = or i32 %status405.us, %status_bits404.us
  store i32 %5981, ptr %5970, align 4
  %5982 = getelementptr inbounds nuw i8, ptr %5967, i64 8
  %5983 = getelementptr inbounds nuw i8, ptr %5967, i64 4
  %5984 = load float, ptr %5983, align 4
  %5985 = load float, ptr %5982, align 4
  %5986 = tail call float @llvm.sqrt.f32(float %.fr)
  br i1 %5973, label %feature.exit408.us, label %vector.memcheck1619

vector.memcheck1619:                              ; preds = %feature.body407.lr.ph.us
  br i1 %conflict.rdx1635, label %feature.body407.us781.preheader, label %vector.ph1639

vector.ph1639:                                    ; preds = %vector.memcheck1619
  %broadcast.splatinsert1642 = insertelement <16 x float> poison, float %5984, i64 0
  %broadcast.splat1643 = shufflevector <16 x float> %broadcast.splatinsert1642, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1646 = insertelement <16 x float> poison, float %5985, i64 0
  %broadcast.splat1647 = shufflevector <16 x float> %broadcast.splatinsert1646, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1650 = insertelement <16 x float> poison, float %5986, i64 0
  %broadcast.splat1651 = shufflevector <16 x float> %broadcast.splatinsert1650, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1652

vector.body1652:                                  ; preds = %vector.body1652, %vector.ph1639
  %index1653 = phi i64 [ 0, %vector.ph1639 ], [ %index.next1657, %vector.body1652 ]
  %5987 = getelementptr inbounds nuw float, ptr %5968, i64 %index1653
  %wide.load1654 = load <16 x float>, ptr %5987, align 4, !alias.scope !152, !noalias !155
  %5988 = getelementptr inbounds nuw float, ptr %5969, i64 %index1653
  %wide.load1655 = load <16 x float>, ptr %5988, align 4, !alias.scope !158
  %5989 = fneg <16 x float> %wide.load1655
  %5990 = fmul <16 x float> %wide.load1654, %broadcast.splat1643
  %5991 = fsub <16 x float> %5989, %5990
  %5992 = fmul <16 x float> %broadcast.splat1645, %5991
  %5993 = fsub <16 x float> %wide.load1654, %5992
  %5994 = getelementptr inbounds nuw float, ptr %gep.us, i64 %index1653
  %wide.load1656 = load <16 x float>, ptr %5994, align 4, !alias.scope !159
  %5995 = fmul <16 x float> %wide.load1654, %broadcast.splat1647
  %5996 = fsub <16 x float> %wide.load1656, %5995
  %5997 = fmul <16 x float> %broadcast.splat1649, %5996
  %5998 = fadd <16 x float> %5993, %5997
  %5999 = fdiv <16 x float> %5998, %broadcast.splat1651
  store <16 x float> %5999, ptr %5987, align 4, !alias.scope !152, !noalias !155
  %index.next1657 = add nuw i64 %index1653, 16
  %6000 = icmp eq i64 %index.next1657, %n.vec1641
  br i1 %6000, label %middle.block1658, label %vector.body1652, !llvm.loop !160

middle.block1658:                                 ; preds = %vector.body1652
  br i1 %cmp.n1659, label %feature.exit408.us, label %vec.epilog.iter.check1662

vec.epilog.iter.check1662:                        ; preds = %middle.block1658
  br i1 %min.epilog.iters.check1663, label %feature.body407.us781.preheader, label %vec.epilog.ph1664, !prof !13

vec.epilog.ph1664:                                ; preds = %vec.epilog.iter.check1662
  %broadcast.splatinsert1667 = insertelement <4 x float> poison, float %5984, i64 0
  %broadcast.splat1668 = shufflevector <4 x float> %broadcast.splatinsert1667, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1671 = insertelement <4 x float> poison, float %5985, i64 0
  %broadcast.splat1672 = shufflevector <4 x float> %broadcast.splatinsert1671, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1675 = insertelement <4 x float> poison, float %5986, i64 0
  %broadcast.splat1676 = shufflevector <4 x float> %broadcast.splatinsert1675, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1677

vec.epilog.vector.body1677:                       ; preds = %vec.epilog.vector.body1677, %vec.epilog.ph1664
  %index1678 = phi i64 [ %n.vec1641, %vec.epilog.ph1664 ], [ %index.next1682, %vec.epilog.vector.body1677 ]
  %6001 = getelementptr inbounds nuw float, ptr %5968, i64 %index1678
  %wide.load1679 = load <4 x float>, ptr %6001, align 4, !alias.scope !152, !noalias !155
  %6002 = getelementptr inbounds nuw float, ptr %5969, i64 %index1678
  %wide.load1680 = load <4 x float>, ptr %6002, align 4, !alias.scope !158
  %6003 = fneg <4 x float> %wide.load1680
  %6004 = fmul <4 x float> %wide.load1679, %broadcast.splat1668
  %6005 = fsub <4 x float> %6003, %6004
  %6006 = fmul <4 x float> %broadcast.splat1670, %6005
  %6007 = fsub <4 x float> %wide.load1679, %6006
  %6008 = getelementptr inbounds nuw float, ptr %gep.us, i64 %index1678
  %wide.load1681 = load <4 x float>, ptr %6008, align 4, !alias.scope !159
  %6009 = fmul <4 x float> %wide.load1679, %broadcast.splat1672
  %6010 = fsub <4 x float> %wide.load1681, %6009
  %6011 = fmul <4 x float> %broadcast.splat1674, %6010
  %6012 = fadd <4 x float> %6007, %6011
  %6013 = fdiv <4 x float> %6012, %broadcast.splat1676
  store <4 x float> %6013, ptr %6001, align 4, !alias.scope !152, !noalias !155
  %index.next1682 = add nuw i64 %index1678, 4
  %6014 = icmp eq i64 %index.next1682, %n.vec1666
  br i1 %6014, label %vec.epilog.middle.block1683, label %vec.epilog.vector.body1677, !llvm.loop !161

vec.epilog.middle.block1683:                      ; preds = %vec.epilog.vector.body1677
  br i1 %cmp.n1684, label %feature.exit408.us, label %feature.body407.us781.preheader

feature.body407.us781.preheader:                  ; preds = %vector.memcheck1619, %vec.epilog.iter.check1662, %vec.epilog.middle.block1683
  %feature409773.us782.ph = phi i64 [ 0, %vector.memcheck1619 ], [ %n.vec1641, %vec.epilog.iter.check1662 ], [ %n.vec1666, %vec.epilog.middle.block1683 ]
  %.neg2697 = or disjoint i64 %feature409773.us782.ph, 1
  br i1 %lcmp.mod2507.not, label %feature.body407.us781.prol.loopexit, label %feature.body407.us781.prol

feature.body407.us781.prol:                       ; preds = %feature.body407.us781.preheader
  %6015 = getelementptr inbounds nuw float, ptr %5968, i64 %feature409773.us782.ph
  %6016 = load float, ptr %6015, align 4
  %6017 = getelementptr inbounds nuw float, ptr %5969, i64 %feature409773.us782.ph
  %6018 = load float, ptr %6017, align 4
  %6019 = fneg float %6018
  %6020 = fmul float %6016, %5984
  %6021 = fsub float %6019, %6020
  %6022 = fmul float %eta, %6021
  %6023 = fsub float %6016, %6022
  %6024 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature409773.us782.ph
  %6025 = load float, ptr %6024, align 4
  %6026 = fmul float %6016, %5985
  %6027 = fsub float %6025, %6026
  %6028 = fmul float %noise_scale128.us, %6027
  %6029 = fadd float %6023, %6028
  %6030 = fdiv float %6029, %5986
  store float %6030, ptr %6015, align 4
  %6031 = or disjoint i64 %feature409773.us782.ph, 1
  br label %feature.body407.us781.prol.loopexit

feature.body407.us781.prol.loopexit:              ; preds = %feature.body407.us781.prol, %feature.body407.us781.preheader
  %feature409773.us782.unr = phi i64 [ %feature409773.us782.ph, %feature.body407.us781.preheader ], [ %6031, %feature.body407.us781.prol ]
  %6032 = icmp eq i64 %n_features, %.neg2697
  br i1 %6032, label %feature.exit408.us, label %feature.body407.us781

feature.body419.lr.ph.us:                         ; preds = %noise.done301.us, %feature.exit420.us
  %lockstep_row413777.us = phi i64 [ %5468, %feature.exit420.us ], [ 0, %noise.done301.us ]
  %row414.us = add i64 %lockstep_row413777.us, %lockstep_block780.us
  %.idx650.us = shl i64 %lockstep_row413777.us, 4
  %6033 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx650.us
  %row_offset415.us = mul i64 %row414.us, %n_features
  %6034 = getelementptr inbounds float, ptr %state, i64 %row_offset415.us
  %6035 = getelementptr inbounds float, ptr %input_0, i64 %row_offset415.us
  %6036 = getelementptr inbounds float, ptr %status, i64 %row414.us
  %6037 = getelementptr inbounds nuw i8, ptr %6033, i64 12
  %6038 = load float, ptr %6037, align 4
  %.fr832 = freeze float %6038
  %6039 = fcmp olt float %.fr832, 0x3D71979980000000
  %6040 = load float, ptr %6033, align 4
  %6041 = fadd float %6040, -1.000000e+00
  %6042 = tail call float @llvm.fabs.f32(float %6041)
  %6043 = fcmp ogt float %6042, 0x3F60624DE0000000
  %6044 = select i1 %6043, float 1.000000e+00, float 0.000000e+00
  %6045 = select i1 %6039, float 2.000000e+00, float 0.000000e+00
  %6046 = fadd float %6045, %6044
  %status_bits416.us = fptoui float %6046 to i32
  %status417.us = load i32, ptr %6036, align 4
  %6047 = or i32 %status417.us, %status_bits416.us
  store i32 %6047, ptr %6036, align 4
  %6048 = getelementptr inbounds nuw i8, ptr %6033, i64 4
  %6049 = load float, ptr %6048, align 4
  %6050 = tail call float @llvm.sqrt.f32(float %.fr832)
  br i1 %6039, label %feature.exit420.us, label %vector.memcheck1565

vector.memcheck1565:                              ; preds = %feature.body419.lr.ph.us
  br i1 %found.conflict1578, label %feature.body419.us783.preheader, label %vector.ph1582

vector.ph1582:                                    ; preds = %vector.memcheck1565
  %broadcast.splatinsert1585 = insertelement <16 x float> poison, float %6049, i64 0
  %broadcast.splat1586 = shufflevector <16 x float> %broadcast.splatinsert1585, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert1589 = insertelement <16 x float> poison, float %6050, i64 0
  %broadcast.splat1590 = shufflevector <16 x float> %broadcast.splatinsert1589, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body1591

vector.body1591:                                  ; preds = %vector.body1591, %vector.ph1582
  %index1592 = phi i64 [ 0, %vector.ph1582 ], [ %index.next1595, %vector.body1591 ]
  %6051 = getelementptr inbounds nuw float, ptr %6034, i64 %index1592
  %wide.load1593 = load <16 x float>, ptr %6051, align 4, !alias.scope !162, !noalias !165
  %6052 = getelementptr inbounds nuw float, ptr %6035, i64 %index1592
  %wide.load1594 = load <16 x float>, ptr %6052, align 4, !alias.scope !165
  %6053 = fneg <16 x float> %wide.load1594
  %6054 = fmul <16 x float> %wide.load1593, %broadcast.splat1586
  %6055 = fsub <16 x float> %6053, %6054
  %6056 = fmul <16 x float> %broadcast.splat1588, %6055
  %6057 = fsub <16 x float> %wide.load1593, %6056
  %6058 = fdiv <16 x float> %6057, %broadcast.splat1590
  store <16 x float> %6058, ptr %6051, align 4, !alias.scope !162, !noalias !165
  %index.next1595 = add nuw i64 %index1592, 16
  %6059 = icmp eq i64 %index.next1595, %n.vec1584
  br i1 %6059, label %middle.block1596, label %vector.body1591, !llvm.loop !167

middle.block1596:                                 ; preds = %vector.body1591
  br i1 %cmp.n1597, label %feature.exit420.us, label %vec.epilog.iter.check1600

vec.epilog.iter.check1600:                        ; preds = %middle.block1596
  br i1 %min.epilog.iters.check1601, label %feature.body419.us783.preheader, label %vec.epilog.ph1602, !prof !13

vec.epilog.ph1602:                                ; preds = %vec.epilog.iter.check1600
  %broadcast.splatinsert1605 = insertelement <4 x float> poison, float %6049, i64 0
  %broadcast.splat1606 = shufflevector <4 x float> %broadcast.splatinsert1605, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1609 = insertelement <4 x float> poison, float %6050, i64 0
  %broadcast.splat1610 = shufflevector <4 x float> %broadcast.splatinsert1609, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1611

vec.epilog.vector.body1611:                       ; preds = %vec.epilog.vector.body1611, %vec.epilog.ph1602
  %index1612 = phi i64 [ %n.vec1584, %vec.epilog.ph1602 ], [ %index.next1615, %vec.epilog.vector.body1611 ]
  %6060 = getelementptr inbounds nuw float, ptr %6034, i64 %index1612
  %wide.load1613 = load <4 x float>, ptr %6060, align 4, !alias.scope !162, !noalias !165
  %6061 = getelementptr inbounds nuw float, ptr %6035, i64 %index1612
  %wide.load1614 = load <4 x float>, ptr %6061, align 4, !alias.scope !165
  %6062 = fneg <4 x float> %wide.load1614
  %6063 = fmul <4 x float> %wide.load1613, %broadcast.splat1606
  %6064 = fsub <4 x float> %6062, %6063
  %6065 = fmul <4 x float> %broadcast.splat1608, %6064
  %6066 = fsub <4 x float> %wide.load1613, %6065
  %6067 = fdiv <4 x float> %6066, %broadcast.splat1610
  store <4 x float> %6067, ptr %6060, align 4, !alias.scope !162, !noalias !165
  %index.next1615 = add nuw i64 %index1612, 4
  %6068 = icmp eq i64 %index.next1615, %n.vec1604
  br i1 %6068, label %vec.epilog.middle.block1616, label %vec.epilog.vector.body1611, !llvm.loop !168

vec.epilog.middle.block1616:                      ; preds = %vec.epilog.vector.body1611
  br i1 %cmp.n1617, label %feature.exit420.us, label %feature.body419.us783.preheader

feature.body419.us783.preheader:                  ; preds = %vector.memcheck1565, %vec.epilog.iter.check1600, %vec.epilog.middle.block1616
  %feature421775.us784.ph = phi i64 [ 0, %vector.memcheck1565 ], [ %n.vec1584, %vec.epilog.iter.check1600 ], [ %n.vec1604, %vec.epilog.middle.block1616 ]
  br i1 %lcmp.mod2510.not, label %feature.body419.us783.prol.loopexit, label %feature.body419.us783.prol

feature.body419.us783.prol:                       ; preds = %feature.body419.us783.preheader, %feature.body419.us783.prol
  %feature421775.us784.prol = phi i64 [ %6079, %feature.body419.us783.prol ], [ %feature421775.us784.ph, %feature.body419.us783.preheader ]
  %prol.iter2511 = phi i64 [ %prol.iter2511.next, %feature.body419.us783.prol ], [ 0, %feature.body419.us783.preheader ]
  %6069 = getelementptr inbounds nuw float, ptr %6034, i64 %feature421775.us784.prol
  %6070 = load float, ptr %6069, align 4
  %6071 = getelementptr inbounds nuw float, ptr %6035, i64 %feature421775.us784.prol
  %6072 = load float, ptr %6071, align 4
  %6073 = fneg float %6072
  %6074 = fmul float %6070, %6049
  %6075 = fsub float %6073, %6074
  %6076 = fmul float %eta, %6075
  %6077 = fsub float %6070, %6076
  %6078 = fdiv float %6077, %6050
  store float %6078, ptr %6069, align 4
  %6079 = add nuw nsw i64 %feature421775.us784.prol, 1
  %prol.iter2511.next = add i64 %prol.iter2511, 1
  %prol.iter2511.cmp.not = icmp eq i64 %prol.iter2511.next, %xtraiter2509
  br i1 %prol.iter2511.cmp.not, label %feature.body419.us783.prol.loopexit, label %feature.body419.us783.prol, !llvm.loop !169

feature.body419.us783.prol.loopexit:              ; preds = %feature.body419.us783.prol, %feature.body419.us783.preheader
  %feature421775.us784.unr = phi i64 [ %feature421775.us784.ph, %feature.body419.us783.preheader ], [ %6079, %feature.body419.us783.prol ]
  %6080 = sub nsw i64 %feature421775.us784.ph, %n_features
  %6081 = icmp ugt i64 %6080, -4
  br i1 %6081, label %feature.exit420.us, label %feature.body419.us783

step.header124.step.exit126_crit_edge.us:         ; preds = %noise.done397.us
  %6082 = add i64 %lockstep_block780.us, 4
  %6083 = icmp ult i64 %6082, %row_end
  %indvars.iv.next926 = add i64 %indvars.iv925, -4
  %indvar.next1567 = add i64 %indvar1566, 1
  br i1 %6083, label %lockstep_block.body.us, label %across.done

lockstep_block.body:                              ; preds = %lockstep_block.body.lr.ph, %lockstep_block.body
  %lockstep_block780 = phi i64 [ %6084, %lockstep_block.body ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %6084 = add i64 %lockstep_block780, 4
  %6085 = icmp ult i64 %6084, %row_end
  br i1 %6085, label %lockstep_block.body, label %across.done
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
declare <16 x double> @llvm.sqrt.v16f64(<16 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

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
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7, !6}
!41 = distinct !{!41, !7, !6}
!42 = distinct !{!42, !37}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7, !6}
!45 = !{!"branch_weights", i32 4, i32 28}
!46 = distinct !{!46, !7, !6}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !37}
!49 = distinct !{!49, !37}
!50 = distinct !{!50, !37}
!51 = distinct !{!51, !37}
!52 = distinct !{!52, !7, !6}
!53 = distinct !{!53, !7, !6}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.vectorize.width", i32 1}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !7, !6}
!62 = distinct !{!62, !7, !6}
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.peeled.count", i32 1}
!65 = distinct !{!65, !64}
!66 = distinct !{!66, !7, !6}
!67 = distinct !{!67, !7, !6}
!68 = distinct !{!68, !7, !6}
!69 = distinct !{!69, !7, !6}
!70 = distinct !{!70, !64}
!71 = distinct !{!71, !6, !7}
!72 = distinct !{!72, !6, !7}
!73 = distinct !{!73, !55}
!74 = distinct !{!74, !55}
!75 = distinct !{!75, !55}
!76 = distinct !{!76, !7}
!77 = !{!78}
!78 = distinct !{!78, !79}
!79 = distinct !{!79}
!80 = !{!81}
!81 = distinct !{!81, !79}
!82 = distinct !{!82, !7, !6}
!83 = distinct !{!83, !7, !6}
!84 = distinct !{!84, !6, !7}
!85 = distinct !{!85, !6, !7}
!86 = distinct !{!86, !7, !6}
!87 = distinct !{!87, !7, !6}
!88 = distinct !{!88, !55}
!89 = distinct !{!89, !55}
!90 = distinct !{!90, !7}
!91 = distinct !{!91, !7}
!92 = distinct !{!92, !7}
!93 = distinct !{!93, !55}
!94 = distinct !{!94, !55}
!95 = distinct !{!95, !7}
!96 = distinct !{!96, !55}
!97 = distinct !{!97, !55}
!98 = distinct !{!98, !7}
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !{!103}
!103 = distinct !{!103, !101}
!104 = !{!105}
!105 = distinct !{!105, !101}
!106 = !{!107}
!107 = distinct !{!107, !101}
!108 = !{!100, !103}
!109 = !{!110}
!110 = distinct !{!110, !101}
!111 = !{!112}
!112 = distinct !{!112, !101}
!113 = distinct !{!113, !7, !6}
!114 = distinct !{!114, !7, !6}
!115 = !{!116}
!116 = distinct !{!116, !117}
!117 = distinct !{!117, !"LVerDomain"}
!118 = !{!119}
!119 = distinct !{!119, !117}
!120 = !{!121}
!121 = distinct !{!121, !117}
!122 = !{!116, !119}
!123 = !{!124}
!124 = distinct !{!124, !117}
!125 = !{!126}
!126 = distinct !{!126, !117}
!127 = distinct !{!127, !7, !6}
!128 = distinct !{!128, !7, !6}
!129 = !{!130}
!130 = distinct !{!130, !131}
!131 = distinct !{!131, !"LVerDomain"}
!132 = !{!133}
!133 = distinct !{!133, !131}
!134 = !{!135}
!135 = distinct !{!135, !131}
!136 = !{!137}
!137 = distinct !{!137, !131}
!138 = !{!130, !133}
!139 = distinct !{!139, !7, !6}
!140 = distinct !{!140, !7, !6}
!141 = !{!142}
!142 = distinct !{!142, !143}
!143 = distinct !{!143, !"LVerDomain"}
!144 = !{!145}
!145 = distinct !{!145, !143}
!146 = !{!147}
!147 = distinct !{!147, !143}
!148 = !{!142, !145}
!149 = distinct !{!149, !7, !6}
!150 = distinct !{!150, !7, !6}
!151 = distinct !{!151, !37}
!152 = !{!153}
!153 = distinct !{!153, !154}
!154 = distinct !{!154, !"LVerDomain"}
!155 = !{!156, !157}
!156 = distinct !{!156, !154}
!157 = distinct !{!157, !154}
!158 = !{!156}
!159 = !{!157}
!160 = distinct !{!160, !7, !6}
!161 = distinct !{!161, !7, !6}
!162 = !{!163}
!163 = distinct !{!163, !164}
!164 = distinct !{!164, !"LVerDomain"}
!165 = !{!166}
!166 = distinct !{!166, !164}
!167 = distinct !{!167, !7, !6}
!168 = distinct !{!168, !7, !6}
!169 = distinct !{!169, !37}
