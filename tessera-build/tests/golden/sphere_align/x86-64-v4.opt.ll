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
  %state1170 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %status = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %input_0 = load ptr, ptr %1, align 8
  %input_01173 = ptrtoint ptr %input_0 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %scratch = load ptr, ptr %2, align 8
  %scratch1169 = ptrtoint ptr %scratch to i64
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
  %.not831 = icmp eq i64 %n_features, 0
  %anneal2.not = icmp eq i32 %anneal, 0
  %.not832 = icmp eq i64 %steps, 0
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
  %broadcast.splatinsert2252 = insertelement <8 x i64> poison, i64 %n_features, i64 0
  %broadcast.splat2253 = shufflevector <8 x i64> %broadcast.splatinsert2252, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2254 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2255 = shufflevector <8 x i64> %broadcast.splatinsert2254, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2256 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat2257 = shufflevector <8 x i64> %broadcast.splatinsert2256, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2258 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat2259 = shufflevector <8 x i64> %broadcast.splatinsert2258, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2260 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat2261 = shufflevector <8 x i64> %broadcast.splatinsert2260, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2262 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat2263 = shufflevector <8 x i64> %broadcast.splatinsert2262, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2264 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat2265 = shufflevector <8 x i64> %broadcast.splatinsert2264, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2266 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat2267 = shufflevector <8 x i64> %broadcast.splatinsert2266, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2268 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat2269 = shufflevector <8 x i64> %broadcast.splatinsert2268, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2270 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat2271 = shufflevector <8 x i64> %broadcast.splatinsert2270, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2272 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat2273 = shufflevector <8 x i64> %broadcast.splatinsert2272, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2274 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat2275 = shufflevector <8 x i64> %broadcast.splatinsert2274, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2276 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat2277 = shufflevector <8 x i64> %broadcast.splatinsert2276, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2278 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat2279 = shufflevector <8 x i64> %broadcast.splatinsert2278, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2280 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat2281 = shufflevector <8 x i64> %broadcast.splatinsert2280, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2282 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat2283 = shufflevector <8 x i64> %broadcast.splatinsert2282, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2284 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat2285 = shufflevector <8 x i32> %broadcast.splatinsert2284, <8 x i32> poison, <8 x i32> zeroinitializer
  %36 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %37 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %38 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %39 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %40 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %41 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %42 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %43 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %44 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %45 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %46 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %47 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %48 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %49 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %50 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %51 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %52 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %53 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %54 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %55 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %56 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %57 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %58 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %59 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %60 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %61 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %62 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %63 = getelementptr inbounds nuw i8, ptr %across_noise, i64 32
  %64 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %65 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %66 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %67 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %68 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %69 = getelementptr inbounds nuw i8, ptr %across_noise, i64 64
  %70 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %71 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %72 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %73 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %74 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %75 = getelementptr inbounds nuw i8, ptr %across_noise, i64 96
  %76 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %77 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %78 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %79 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %80 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %81 = getelementptr inbounds nuw i8, ptr %across_noise, i64 128
  %82 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %83 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %84 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %85 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %86 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %87 = getelementptr inbounds nuw i8, ptr %across_noise, i64 160
  %88 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %89 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %90 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %91 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %92 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %93 = getelementptr inbounds nuw i8, ptr %across_noise, i64 192
  %94 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %95 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %96 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %97 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %98 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %99 = getelementptr inbounds nuw i8, ptr %across_noise, i64 224
  %100 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %101 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %102 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %103 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %104 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %105 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %106 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %107 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %108 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %109 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %110 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %111 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %112 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %113 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %114 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %115 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %116 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %117 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %118 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %119 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %120 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %121 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %122 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %123 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %124 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %125 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %126 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %127 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %128 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 32
  %129 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %130 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 288
  %131 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 512
  %132 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 544
  %133 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %134 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %135 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %136 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %137 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %138 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 96
  %139 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %140 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 352
  %141 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 576
  %142 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 608
  %143 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %144 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %145 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %146 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %147 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %148 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 160
  %149 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %150 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 416
  %151 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 640
  %152 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 672
  %153 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %154 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %155 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %156 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %157 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %158 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 224
  %159 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %160 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 480
  %161 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 704
  %162 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 736
  %broadcast.splatinsert2147 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2148 = shufflevector <8 x float> %broadcast.splatinsert2147, <8 x float> poison, <8 x i32> zeroinitializer
  %163 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %164 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %165 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %166 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %167 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %168 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %169 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %170 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %171 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %172 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %173 = getelementptr inbounds nuw i8, ptr %across_noise, i64 32
  %174 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %175 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %176 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %177 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %178 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %179 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %180 = getelementptr inbounds nuw i8, ptr %across_noise, i64 64
  %181 = getelementptr inbounds nuw i8, ptr %across_noise, i64 96
  %182 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %183 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %184 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %185 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %186 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %187 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %188 = getelementptr inbounds nuw i8, ptr %across_noise, i64 128
  %189 = getelementptr inbounds nuw i8, ptr %across_noise, i64 160
  %190 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %191 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %192 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %193 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %194 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %195 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %196 = getelementptr inbounds nuw i8, ptr %across_noise, i64 192
  %197 = getelementptr inbounds nuw i8, ptr %across_noise, i64 224
  %198 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %199 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %broadcast.splatinsert2111 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2112 = shufflevector <8 x float> %broadcast.splatinsert2111, <8 x float> poison, <8 x i32> zeroinitializer
  %200 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %201 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %202 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %203 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %204 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %205 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %206 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %207 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %208 = getelementptr inbounds nuw i8, ptr %across_state, i64 32
  %209 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %210 = getelementptr inbounds nuw i8, ptr %across_state, i64 96
  %211 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 32
  %212 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %213 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 96
  %214 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 768
  %215 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 800
  %216 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 832
  %217 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 864
  %218 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %219 = getelementptr inbounds nuw i8, ptr %across_state, i64 160
  %220 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %221 = getelementptr inbounds nuw i8, ptr %across_state, i64 224
  %222 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %223 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 160
  %224 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %225 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 224
  %226 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 896
  %227 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 928
  %228 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 960
  %229 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 992
  %broadcast.splatinsert2051 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2052 = shufflevector <8 x float> %broadcast.splatinsert2051, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1995 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1996 = shufflevector <8 x float> %broadcast.splatinsert1995, <8 x float> poison, <8 x i32> zeroinitializer
  br label %across_block.body

across.else:                                      ; preds = %entry
  %230 = icmp ult i64 %n_features, 4097
  br i1 %230, label %lockstep.then, label %row.header.preheader

row.header.preheader:                             ; preds = %across.else
  %231 = icmp ult i64 %row_begin, %row_end
  br i1 %231, label %row.body.lr.ph, label %across.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %.idx = mul i64 %n_features, 12
  %232 = getelementptr i8, ptr %scratch, i64 %.idx
  %anneal424.not = icmp eq i32 %anneal, 0
  %.not809 = icmp eq i64 %steps, 0
  %draw431.not = icmp eq i32 %draw_noise, 0
  %233 = trunc i64 %key0 to i32
  %234 = lshr i64 %key0, 32
  %235 = add i64 %key0, 2654435769
  %236 = add nuw nsw i64 %234, 3144134277
  %237 = add i64 %key0, 1013904242
  %238 = add nuw nsw i64 %234, 1993301258
  %239 = add i64 %key0, 3668340011
  %240 = add nuw nsw i64 %234, 842468239
  %241 = add i64 %key0, 2027808484
  %242 = add nuw nsw i64 %234, 3986602516
  %243 = add i64 %key0, 387276957
  %244 = add nuw nsw i64 %234, 2835769497
  %245 = add i64 %key0, 3041712726
  %246 = add nuw nsw i64 %234, 1684936478
  %247 = add i64 %key0, 1401181199
  %248 = add nuw nsw i64 %234, 534103459
  %249 = add nuw nsw i64 %234, 3678237736
  %250 = add i32 %233, -1879881855
  %251 = getelementptr float, ptr %scratch, i64 %n_features
  %.idx635 = shl i64 %n_features, 3
  %252 = getelementptr i8, ptr %scratch, i64 %.idx635
  br i1 %.not809, label %across.done, label %row.body.us.preheader

row.body.us.preheader:                            ; preds = %row.body.lr.ph
  %253 = mul i64 %row_begin, %n_features
  %254 = shl i64 %253, 2
  %255 = shl i64 %n_features, 2
  %256 = shl i64 %row_begin, 2
  %257 = add i64 %256, 4
  %258 = mul i64 %n_features, %257
  %259 = shl i64 %n_features, 2
  %260 = shl i64 %n_features, 4
  %scevgep1139 = getelementptr i8, ptr %scratch, i64 %260
  %261 = mul i64 %row_begin, %n_features
  %262 = shl i64 %261, 2
  %263 = sub i64 %scratch1169, %262
  %264 = sub i64 %263, %state1170
  %265 = mul i64 %n_features, -4
  %266 = sub i64 %263, %input_01173
  %267 = mul i64 %n_features, -4
  %268 = mul i64 %n_features, -12
  %269 = mul i64 %row_begin, %n_features
  %270 = shl i64 %269, 2
  %271 = sub i64 %scratch1169, %270
  %272 = sub i64 %271, %state1170
  %273 = mul i64 %n_features, -4
  %274 = sub i64 %271, %input_01173
  %275 = shl i64 %row_begin, 2
  %276 = sub i64 4, %275
  %277 = mul i64 %n_features, %276
  %278 = add i64 %277, %scratch1169
  %279 = sub i64 %278, %state1170
  %280 = sub i64 %278, %input_01173
  %281 = sub i64 8, %275
  %282 = mul i64 %n_features, %281
  %283 = add i64 %282, %scratch1169
  %284 = sub i64 %283, %state1170
  %285 = sub i64 %283, %input_01173
  %286 = mul i64 %row_begin, %n_features
  %287 = shl i64 %286, 2
  %288 = sub i64 %scratch1169, %287
  %289 = mul i64 %n_features, -4
  %290 = shl i64 %row_begin, 2
  %291 = sub i64 4, %290
  %292 = mul i64 %n_features, %291
  %293 = add i64 %292, %scratch1169
  %294 = sub i64 8, %290
  %295 = mul i64 %n_features, %294
  %296 = add i64 %295, %scratch1169
  %297 = sub i64 %288, %state1170
  %298 = sub i64 %288, %input_01173
  %299 = mul i64 %n_features, -12
  %300 = sub i64 %293, %state1170
  %301 = sub i64 %293, %input_01173
  %302 = sub i64 %296, %state1170
  %303 = sub i64 %296, %input_01173
  %304 = shl i64 %n_features, 4
  %scevgep1384 = getelementptr i8, ptr %scratch, i64 %304
  %305 = mul i64 %n_features, -12
  %306 = insertelement <8 x i64> poison, i64 %297, i64 0
  %307 = insertelement <8 x i64> %306, i64 %298, i64 1
  %308 = insertelement <8 x i64> %307, i64 %299, i64 2
  %309 = insertelement <8 x i64> %308, i64 %300, i64 3
  %310 = insertelement <8 x i64> %309, i64 %301, i64 4
  %311 = insertelement <8 x i64> %310, i64 %n_features, i64 5
  %312 = insertelement <8 x i64> %311, i64 %302, i64 6
  %313 = insertelement <8 x i64> %312, i64 %303, i64 7
  %diff.check1424 = icmp ult i64 %305, 128
  %n.mod.vf1430 = and i64 %n_features, 24
  %n.vec1431 = and i64 %n_features, -32
  %broadcast.splatinsert1440 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1441 = shufflevector <8 x i64> %broadcast.splatinsert1440, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1442 = insertelement <8 x i64> poison, i64 %235, i64 0
  %broadcast.splat1443 = shufflevector <8 x i64> %broadcast.splatinsert1442, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1444 = insertelement <8 x i64> poison, i64 %237, i64 0
  %broadcast.splat1445 = shufflevector <8 x i64> %broadcast.splatinsert1444, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1446 = insertelement <8 x i64> poison, i64 %238, i64 0
  %broadcast.splat1447 = shufflevector <8 x i64> %broadcast.splatinsert1446, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1448 = insertelement <8 x i64> poison, i64 %239, i64 0
  %broadcast.splat1449 = shufflevector <8 x i64> %broadcast.splatinsert1448, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1450 = insertelement <8 x i64> poison, i64 %240, i64 0
  %broadcast.splat1451 = shufflevector <8 x i64> %broadcast.splatinsert1450, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1452 = insertelement <8 x i64> poison, i64 %241, i64 0
  %broadcast.splat1453 = shufflevector <8 x i64> %broadcast.splatinsert1452, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1454 = insertelement <8 x i64> poison, i64 %242, i64 0
  %broadcast.splat1455 = shufflevector <8 x i64> %broadcast.splatinsert1454, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1456 = insertelement <8 x i64> poison, i64 %243, i64 0
  %broadcast.splat1457 = shufflevector <8 x i64> %broadcast.splatinsert1456, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1458 = insertelement <8 x i64> poison, i64 %244, i64 0
  %broadcast.splat1459 = shufflevector <8 x i64> %broadcast.splatinsert1458, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1460 = insertelement <8 x i64> poison, i64 %245, i64 0
  %broadcast.splat1461 = shufflevector <8 x i64> %broadcast.splatinsert1460, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1462 = insertelement <8 x i64> poison, i64 %246, i64 0
  %broadcast.splat1463 = shufflevector <8 x i64> %broadcast.splatinsert1462, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1464 = insertelement <8 x i64> poison, i64 %247, i64 0
  %broadcast.splat1465 = shufflevector <8 x i64> %broadcast.splatinsert1464, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1466 = insertelement <8 x i64> poison, i64 %248, i64 0
  %broadcast.splat1467 = shufflevector <8 x i64> %broadcast.splatinsert1466, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1468 = insertelement <8 x i64> poison, i64 %249, i64 0
  %broadcast.splat1469 = shufflevector <8 x i64> %broadcast.splatinsert1468, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1470 = insertelement <8 x i32> poison, i32 %250, i64 0
  %broadcast.splat1471 = shufflevector <8 x i32> %broadcast.splatinsert1470, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n1476 = icmp eq i64 %n_features, %n.vec1431
  %min.epilog.iters.check1480 = icmp eq i64 %n.mod.vf1430, 0
  %n.vec1483 = and i64 %n_features, -8
  %broadcast.splatinsert1492 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1493 = shufflevector <8 x i64> %broadcast.splatinsert1492, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1496 = insertelement <8 x i64> poison, i64 %237, i64 0
  %broadcast.splat1497 = shufflevector <8 x i64> %broadcast.splatinsert1496, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1500 = insertelement <8 x i64> poison, i64 %239, i64 0
  %broadcast.splat1501 = shufflevector <8 x i64> %broadcast.splatinsert1500, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1502 = insertelement <8 x i64> poison, i64 %240, i64 0
  %broadcast.splat1503 = shufflevector <8 x i64> %broadcast.splatinsert1502, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1504 = insertelement <8 x i64> poison, i64 %241, i64 0
  %broadcast.splat1505 = shufflevector <8 x i64> %broadcast.splatinsert1504, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1506 = insertelement <8 x i64> poison, i64 %242, i64 0
  %broadcast.splat1507 = shufflevector <8 x i64> %broadcast.splatinsert1506, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1508 = insertelement <8 x i64> poison, i64 %243, i64 0
  %broadcast.splat1509 = shufflevector <8 x i64> %broadcast.splatinsert1508, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1510 = insertelement <8 x i64> poison, i64 %244, i64 0
  %broadcast.splat1511 = shufflevector <8 x i64> %broadcast.splatinsert1510, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1512 = insertelement <8 x i64> poison, i64 %245, i64 0
  %broadcast.splat1513 = shufflevector <8 x i64> %broadcast.splatinsert1512, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1514 = insertelement <8 x i64> poison, i64 %246, i64 0
  %broadcast.splat1515 = shufflevector <8 x i64> %broadcast.splatinsert1514, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1516 = insertelement <8 x i64> poison, i64 %247, i64 0
  %broadcast.splat1517 = shufflevector <8 x i64> %broadcast.splatinsert1516, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1518 = insertelement <8 x i64> poison, i64 %248, i64 0
  %broadcast.splat1519 = shufflevector <8 x i64> %broadcast.splatinsert1518, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1520 = insertelement <8 x i64> poison, i64 %249, i64 0
  %broadcast.splat1521 = shufflevector <8 x i64> %broadcast.splatinsert1520, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1522 = insertelement <8 x i32> poison, i32 %250, i64 0
  %broadcast.splat1523 = shufflevector <8 x i32> %broadcast.splatinsert1522, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1524 = insertelement <8 x i64> poison, i64 %n.vec1431, i64 0
  %broadcast.splat1525 = shufflevector <8 x i64> %broadcast.splatinsert1524, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat1525, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n1532 = icmp eq i64 %n_features, %n.vec1483
  %bound01385 = icmp ult ptr %232, %251
  %bound11386 = icmp ult ptr %scratch, %scevgep1384
  %found.conflict1387 = and i1 %bound01385, %bound11386
  %n.mod.vf1393 = and i64 %n_features, 28
  %n.vec1394 = and i64 %n_features, -32
  %cmp.n1407 = icmp eq i64 %n_features, %n.vec1394
  %min.epilog.iters.check1411 = icmp eq i64 %n.mod.vf1393, 0
  %n.vec1414 = and i64 %n_features, -4
  %cmp.n1421 = icmp eq i64 %n_features, %n.vec1414
  %314 = shl i64 %n_features, 2
  %315 = and i64 %n_features, 4611686018427387896
  %diff.check1344 = icmp eq i64 %315, 0
  %diff.check1345 = icmp ult i64 %.idx635, 32
  %316 = and i64 %n_features, 4611686018427387888
  %diff.check1290 = icmp eq i64 %316, 0
  %diff.check1291 = icmp ult i64 %.idx635, 64
  %conflict.rdx1292 = or i1 %diff.check1290, %diff.check1291
  %broadcast.splatinsert1240 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1241 = shufflevector <8 x float> %broadcast.splatinsert1240, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1272 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1273 = shufflevector <4 x float> %broadcast.splatinsert1272, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1186 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1187 = shufflevector <8 x float> %broadcast.splatinsert1186, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1210 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1211 = shufflevector <4 x float> %broadcast.splatinsert1210, <4 x float> poison, <4 x i32> zeroinitializer
  %n.vec1148 = and i64 %n_features, -8
  %broadcast.splatinsert1151 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1152 = shufflevector <8 x float> %broadcast.splatinsert1151, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1166 = icmp eq i64 %n_features, %n.vec1148
  %xtraiter2399 = and i64 %n_features, 1
  %lcmp.mod2400.not = icmp eq i64 %xtraiter2399, 0
  %n.mod.vf = and i64 %n_features, 28
  %n.vec = and i64 %n_features, -32
  %broadcast.splatinsert1110 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1111 = shufflevector <8 x float> %broadcast.splatinsert1110, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec1122 = and i64 %n_features, -4
  %broadcast.splatinsert1125 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1126 = shufflevector <4 x float> %broadcast.splatinsert1125, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1133 = icmp eq i64 %n_features, %n.vec1122
  %xtraiter2402 = and i64 %n_features, 3
  %lcmp.mod2403.not = icmp eq i64 %xtraiter2402, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header425.step.exit427_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header425.step.exit427_crit_edge.us ]
  %row421720.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %2430, %step.header425.step.exit427_crit_edge.us ]
  %317 = mul i64 %289, %indvar
  %318 = insertelement <8 x i64> <i64 poison, i64 poison, i64 0, i64 poison, i64 poison, i64 0, i64 poison, i64 poison>, i64 %317, i64 0
  %319 = shufflevector <8 x i64> %318, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 2, i32 0, i32 0, i32 5, i32 0, i32 0>
  %320 = add <8 x i64> %313, %319
  %321 = mul i64 %273, %indvar
  %322 = add i64 %272, %321
  %323 = add i64 %274, %321
  %324 = add i64 %279, %321
  %325 = add i64 %280, %321
  %326 = add i64 %284, %321
  %327 = add i64 %285, %321
  %328 = mul i64 %267, %indvar
  %329 = add i64 %264, %328
  %330 = add i64 %266, %328
  %331 = mul i64 %265, %indvar
  %332 = add i64 %264, %331
  %333 = add i64 %266, %331
  %334 = mul i64 %259, %indvar
  %335 = add i64 %254, %334
  %scevgep1135 = getelementptr i8, ptr %state, i64 %335
  %336 = add i64 %258, %334
  %scevgep1136 = getelementptr i8, ptr %state, i64 %336
  %scevgep1137 = getelementptr i8, ptr %input_0, i64 %335
  %scevgep1138 = getelementptr i8, ptr %input_0, i64 %336
  %337 = mul i64 %255, %indvar
  %338 = add i64 %254, %337
  %scevgep = getelementptr i8, ptr %state, i64 %338
  %339 = add i64 %258, %337
  %scevgep1107 = getelementptr i8, ptr %state, i64 %339
  %scevgep1108 = getelementptr i8, ptr %input_0, i64 %338
  %scevgep1109 = getelementptr i8, ptr %input_0, i64 %339
  %row_offset422.us = mul i64 %row421720.us, %n_features
  %340 = getelementptr inbounds float, ptr %state, i64 %row_offset422.us
  %341 = getelementptr inbounds float, ptr %input_0, i64 %row_offset422.us
  %342 = getelementptr inbounds float, ptr %status, i64 %row421720.us
  %broadcast.splatinsert1438 = insertelement <8 x i64> poison, i64 %row_offset422.us, i64 0
  %broadcast.splat1439 = shufflevector <8 x i64> %broadcast.splatinsert1438, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op = add <8 x i64> splat (i64 8), %broadcast.splat1439
  %invariant.op2838 = add <8 x i64> splat (i64 16), %broadcast.splat1439
  %invariant.op2840 = add <8 x i64> splat (i64 24), %broadcast.splat1439
  %broadcast.splatinsert1490 = insertelement <8 x i64> poison, i64 %row_offset422.us, i64 0
  %broadcast.splat1491 = shufflevector <8 x i64> %broadcast.splatinsert1490, <8 x i64> poison, <8 x i32> zeroinitializer
  %343 = shl <8 x i64> %320, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 3, i64 0, i64 0>
  %bound01140 = icmp ult ptr %scevgep1135, %scevgep1138
  %bound11141 = icmp ult ptr %scevgep1137, %scevgep1136
  %found.conflict1142 = and i1 %bound01140, %bound11141
  %bound01143 = icmp ult ptr %scevgep1135, %scevgep1139
  %bound11144 = icmp ult ptr %232, %scevgep1136
  %found.conflict1145 = and i1 %bound01143, %bound11144
  %conflict.rdx = or i1 %found.conflict1142, %found.conflict1145
  %bound0 = icmp ult ptr %scevgep, %scevgep1109
  %bound1 = icmp ult ptr %scevgep1108, %scevgep1107
  %found.conflict = and i1 %bound0, %bound1
  br label %step.body426.us

step.body426.us:                                  ; preds = %row.body.us, %noise.done551.us
  %step428719.us = phi i64 [ 0, %row.body.us ], [ %1643, %noise.done551.us ]
  %temperature423.0718.us = phi float [ %temperature, %row.body.us ], [ %t_next564.us, %noise.done551.us ]
  %344 = fmul float %two_eta, %temperature423.0718.us
  %345 = fcmp ogt float %344, 0.000000e+00
  %346 = tail call float @llvm.sqrt.f32(float %344)
  %347 = select i1 %345, float %346, float 0.000000e+00
  %noise_scale429.us = select i1 %anneal424.not, float %noise_scale, float %347
  br i1 %draw431.not, label %fold_chunk.body490.us, label %iter.check1427

noise.body450.us:                                 ; preds = %noise.body450.us.preheader, %noise.body450.us
  %noise452670.us = phi i64 [ %476, %noise.body450.us ], [ %noise452670.us.ph, %noise.body450.us.preheader ]
  %348 = getelementptr inbounds float, ptr %232, i64 %noise452670.us
  %w0453.us = load i32, ptr %348, align 4
  %349 = getelementptr inbounds float, ptr %scratch, i64 %noise452670.us
  %w1454.us = load i32, ptr %349, align 4
  %350 = uitofp i32 %w0453.us to double
  %351 = fadd double %350, 5.000000e-01
  %352 = fmul double %351, 0x3DF0000000000000
  %353 = uitofp i32 %w1454.us to double
  %354 = fadd double %353, 5.000000e-01
  %355 = fmul double %354, 0x3DF0000000000000
  %356 = bitcast double %352 to i64
  %357 = lshr i64 %356, 32
  %358 = add nuw nsw i64 %357, 614242
  %359 = lshr i64 %358, 20
  %360 = add nsw i64 %359, -1023
  %361 = shl nuw i64 %358, 32
  %362 = and i64 %361, 4503595332403200
  %363 = add nuw nsw i64 %362, 4604544269498187776
  %364 = and i64 %356, 4294967295
  %365 = or disjoint i64 %363, %364
  %366 = bitcast i64 %365 to double
  %367 = fadd double %366, -1.000000e+00
  %368 = fmul double %367, 5.000000e-01
  %369 = fmul double %367, %368
  %370 = fadd double %367, 2.000000e+00
  %371 = fdiv double %367, %370
  %372 = fmul double %371, %371
  %373 = fmul double %372, %372
  %374 = fmul double %373, 0x3FC2F112DF3E5244
  %375 = fadd double %374, 0x3FC7466496CB03DE
  %376 = insertelement <2 x double> poison, double %373, i64 0
  %377 = shufflevector <2 x double> %376, <2 x double> poison, <2 x i32> zeroinitializer
  %378 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %375, i64 1
  %379 = fmul <2 x double> %377, %378
  %380 = fadd <2 x double> %379, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %381 = fmul <2 x double> %377, %380
  %382 = fadd <2 x double> %381, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %383 = insertelement <2 x double> %376, double %372, i64 1
  %384 = fmul <2 x double> %383, %382
  %shift = shufflevector <2 x double> %384, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %384, %shift
  %385 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %386 = sitofp i64 %360 to double
  %387 = fadd double %369, %385
  %388 = fmul double %371, %387
  %389 = fmul double %386, 0x3DEA39EF35793C76
  %390 = fadd double %389, %388
  %391 = fsub double %390, %369
  %392 = fadd double %367, %391
  %393 = fmul double %386, 0x3FE62E42FEE00000
  %394 = fadd double %393, %392
  %395 = fmul double %394, -2.000000e+00
  %396 = tail call double @llvm.sqrt.f64(double %395)
  %397 = fmul double %355, 0x401921FB54442D18
  %398 = fmul double %397, 0x3FE45F306DC9C883
  %399 = fadd double %398, 0x4338000000000000
  %400 = bitcast double %399 to i64
  %401 = fadd double %399, 0xC338000000000000
  %402 = fmul double %401, 0x3FF921FB54400000
  %403 = fsub double %397, %402
  %404 = fmul double %401, 0x3DD0B4611A626331
  %405 = fmul double %401, 0x3DD0B4611A600000
  %406 = fsub double %403, %405
  %407 = fmul double %401, 0x3BA3198A2E037073
  %408 = fsub double %403, %406
  %409 = fsub double %408, %405
  %410 = fsub double %407, %409
  %411 = fsub double %403, %404
  %412 = insertelement <2 x double> poison, double %411, i64 0
  %413 = insertelement <2 x double> %412, double %397, i64 1
  %414 = bitcast <2 x double> %413 to <2 x i64>
  %415 = lshr <2 x i64> %414, splat (i64 52)
  %416 = and <2 x i64> %415, splat (i64 2047)
  %417 = extractelement <2 x i64> %416, i64 0
  %418 = add nuw nsw i64 %417, 16
  %419 = extractelement <2 x i64> %416, i64 1
  %420 = icmp samesign ult i64 %418, %419
  %421 = select i1 %420, double %406, double %403
  %422 = select i1 %420, double %410, double %404
  %423 = fsub double %421, %422
  %424 = fsub double %421, %423
  %425 = fsub double %424, %422
  %426 = fmul double %423, %423
  %427 = fmul double %426, %426
  %428 = fmul double %426, 0x3EFA01A019CB1590
  %429 = fadd double %428, 0xBF56C16C16C15177
  %430 = fmul double %426, %429
  %431 = fadd double %430, 0x3FA555555555554C
  %432 = fmul double %426, %431
  %433 = fmul double %426, 0x3DA8FAE9BE8838D4
  %434 = fsub double 0x3E21EE9EBDB4B1C4, %433
  %435 = fmul double %426, %434
  %436 = fadd double %435, 0xBE927E4F809C52AD
  %437 = fmul double %427, %427
  %438 = fmul double %437, %436
  %439 = fadd double %432, %438
  %440 = fmul double %426, 5.000000e-01
  %441 = fsub double 1.000000e+00, %440
  %442 = fsub double 1.000000e+00, %441
  %443 = fsub double %442, %440
  %444 = fmul double %426, %439
  %445 = fmul double %423, %425
  %446 = fsub double %444, %445
  %447 = fadd double %443, %446
  %448 = fadd double %441, %447
  %449 = fmul double %426, 0x3EC71DE357B1FE7D
  %450 = fadd double %449, 0xBF2A01A019C161D5
  %451 = fmul double %426, %450
  %452 = fadd double %451, 0x3F8111111110F8A6
  %453 = fmul double %426, 0x3DE5D93A5ACFD57C
  %454 = fadd double %453, 0xBE5AE5E68A2B9CEB
  %455 = fmul double %426, %427
  %456 = fmul double %455, %454
  %457 = fadd double %456, %452
  %458 = fmul double %423, %426
  %459 = fmul double %425, 5.000000e-01
  %460 = fmul double %458, %457
  %461 = fsub double %459, %460
  %462 = fmul double %426, %461
  %463 = fsub double %462, %425
  %464 = fmul double %458, 0x3FC5555555555549
  %465 = fadd double %463, %464
  %466 = fsub double %423, %465
  %467 = fneg double %448
  %468 = fneg double %466
  %469 = and i64 %400, 1
  %470 = and i64 %400, 2
  %.not.us = icmp eq i64 %469, 0
  %.not631.us = icmp eq i64 %470, 0
  %471 = select i1 %.not631.us, double %448, double %467
  %472 = select i1 %.not631.us, double %468, double %466
  %473 = select i1 %.not.us, double %471, double %472
  %474 = fmul double %396, %473
  %475 = fptrunc double %474 to float
  store float %475, ptr %348, align 4
  %476 = add nuw i64 %noise452670.us, 1
  %exitcond884.not = icmp eq i64 %476, %n_features
  br i1 %exitcond884.not, label %fold_chunk.body.us.preheader, label %noise.body450.us, !llvm.loop !0

philox.body445.us:                                ; preds = %philox.body445.us.preheader, %philox.body445.us
  %philox447669.us = phi i64 [ %559, %philox.body445.us ], [ %philox447669.us.ph, %philox.body445.us.preheader ]
  %element448.us = add i64 %philox447669.us, %row_offset422.us
  %477 = and i64 %element448.us, 4294967295
  %478 = mul nuw i64 %477, 3528531795
  %479 = xor i64 %element448.us, %key0
  %480 = xor i64 %479, %478
  %481 = lshr i64 %480, 32
  %482 = mul nuw i64 %481, 3449720151
  %483 = lshr i64 %482, 32
  %.reass.reass = xor i64 %483, %invariant.op2858
  %484 = xor i64 %2013, %478
  %485 = and i64 %.reass.reass, 4294967295
  %486 = mul nuw i64 %485, 3528531795
  %487 = and i64 %484, 4294967295
  %488 = mul nuw i64 %487, 3449720151
  %489 = lshr i64 %486, 32
  %490 = lshr i64 %488, 32
  %491 = xor i64 %490, %237
  %492 = xor i64 %491, %482
  %.reass1047.reass = xor i64 %489, %invariant.op2859
  %493 = and i64 %492, 4294967295
  %494 = mul nuw i64 %493, 3528531795
  %495 = and i64 %.reass1047.reass, 4294967295
  %496 = mul nuw i64 %495, 3449720151
  %497 = lshr i64 %494, 32
  %498 = lshr i64 %496, 32
  %499 = xor i64 %239, %498
  %500 = xor i64 %499, %488
  %501 = xor i64 %497, %240
  %502 = xor i64 %501, %486
  %503 = and i64 %500, 4294967295
  %504 = mul nuw i64 %503, 3528531795
  %505 = and i64 %502, 4294967295
  %506 = mul nuw i64 %505, 3449720151
  %507 = lshr i64 %504, 32
  %508 = lshr i64 %506, 32
  %509 = xor i64 %508, %241
  %510 = xor i64 %509, %496
  %511 = xor i64 %242, %507
  %512 = xor i64 %511, %494
  %513 = and i64 %510, 4294967295
  %514 = mul nuw i64 %513, 3528531795
  %515 = and i64 %512, 4294967295
  %516 = mul nuw i64 %515, 3449720151
  %517 = lshr i64 %514, 32
  %518 = lshr i64 %516, 32
  %519 = xor i64 %243, %518
  %520 = xor i64 %519, %506
  %521 = xor i64 %517, %244
  %522 = xor i64 %521, %504
  %523 = and i64 %520, 4294967295
  %524 = mul nuw i64 %523, 3528531795
  %525 = and i64 %522, 4294967295
  %526 = mul nuw i64 %525, 3449720151
  %527 = lshr i64 %524, 32
  %528 = lshr i64 %526, 32
  %529 = xor i64 %528, %245
  %530 = xor i64 %529, %516
  %531 = xor i64 %246, %527
  %532 = xor i64 %531, %514
  %533 = and i64 %530, 4294967295
  %534 = mul nuw i64 %533, 3528531795
  %535 = and i64 %532, 4294967295
  %536 = mul nuw i64 %535, 3449720151
  %537 = lshr i64 %534, 32
  %538 = lshr i64 %536, 32
  %539 = xor i64 %247, %538
  %540 = xor i64 %539, %526
  %541 = xor i64 %537, %248
  %542 = xor i64 %541, %524
  %543 = and i64 %540, 4294967295
  %544 = mul nuw i64 %543, 3528531795
  %545 = lshr i64 %544, 32
  %546 = trunc i64 %542 to i32
  %547 = mul i32 %546, -845247145
  %548 = xor i64 %249, %545
  %549 = xor i64 %548, %534
  %550 = and i64 %549, 4294967295
  %551 = mul nuw i64 %550, 3449720151
  %552 = lshr i64 %551, 32
  %553 = trunc nuw i64 %552 to i32
  %554 = trunc i64 %551 to i32
  %555 = xor i32 %547, %553
  %556 = xor i32 %555, %250
  %557 = getelementptr inbounds float, ptr %232, i64 %philox447669.us
  store i32 %556, ptr %557, align 4
  %558 = getelementptr inbounds float, ptr %scratch, i64 %philox447669.us
  store i32 %554, ptr %558, align 4
  %559 = add nuw i64 %philox447669.us, 1
  %exitcond.not = icmp eq i64 %559, %n_features
  br i1 %exitcond.not, label %vector.memcheck1383, label %philox.body445.us, !llvm.loop !2

vector.memcheck1383:                              ; preds = %philox.body445.us, %middle.block1475, %vec.epilog.middle.block1531
  br i1 %found.conflict1387, label %noise.body450.us.preheader, label %vector.body1395

vector.body1395:                                  ; preds = %vector.memcheck1383, %vector.body1395
  %index1396 = phi i64 [ %index.next1405, %vector.body1395 ], [ 0, %vector.memcheck1383 ]
  %560 = getelementptr inbounds float, ptr %232, i64 %index1396
  %561 = getelementptr inbounds nuw i8, ptr %560, i64 32
  %562 = getelementptr inbounds nuw i8, ptr %560, i64 64
  %563 = getelementptr inbounds nuw i8, ptr %560, i64 96
  %wide.load1397 = load <8 x i32>, ptr %560, align 4, !alias.scope !3, !noalias !6
  %wide.load1398 = load <8 x i32>, ptr %561, align 4, !alias.scope !3, !noalias !6
  %wide.load1399 = load <8 x i32>, ptr %562, align 4, !alias.scope !3, !noalias !6
  %wide.load1400 = load <8 x i32>, ptr %563, align 4, !alias.scope !3, !noalias !6
  %564 = getelementptr inbounds float, ptr %scratch, i64 %index1396
  %565 = getelementptr inbounds nuw i8, ptr %564, i64 32
  %566 = getelementptr inbounds nuw i8, ptr %564, i64 64
  %567 = getelementptr inbounds nuw i8, ptr %564, i64 96
  %wide.load1401 = load <8 x i32>, ptr %564, align 4, !alias.scope !6
  %wide.load1402 = load <8 x i32>, ptr %565, align 4, !alias.scope !6
  %wide.load1403 = load <8 x i32>, ptr %566, align 4, !alias.scope !6
  %wide.load1404 = load <8 x i32>, ptr %567, align 4, !alias.scope !6
  %568 = uitofp <8 x i32> %wide.load1397 to <8 x double>
  %569 = uitofp <8 x i32> %wide.load1398 to <8 x double>
  %570 = uitofp <8 x i32> %wide.load1399 to <8 x double>
  %571 = uitofp <8 x i32> %wide.load1400 to <8 x double>
  %572 = fadd <8 x double> %568, splat (double 5.000000e-01)
  %573 = fadd <8 x double> %569, splat (double 5.000000e-01)
  %574 = fadd <8 x double> %570, splat (double 5.000000e-01)
  %575 = fadd <8 x double> %571, splat (double 5.000000e-01)
  %576 = fmul <8 x double> %572, splat (double 0x3DF0000000000000)
  %577 = fmul <8 x double> %573, splat (double 0x3DF0000000000000)
  %578 = fmul <8 x double> %574, splat (double 0x3DF0000000000000)
  %579 = fmul <8 x double> %575, splat (double 0x3DF0000000000000)
  %580 = uitofp <8 x i32> %wide.load1401 to <8 x double>
  %581 = uitofp <8 x i32> %wide.load1402 to <8 x double>
  %582 = uitofp <8 x i32> %wide.load1403 to <8 x double>
  %583 = uitofp <8 x i32> %wide.load1404 to <8 x double>
  %584 = fadd <8 x double> %580, splat (double 5.000000e-01)
  %585 = fadd <8 x double> %581, splat (double 5.000000e-01)
  %586 = fadd <8 x double> %582, splat (double 5.000000e-01)
  %587 = fadd <8 x double> %583, splat (double 5.000000e-01)
  %588 = fmul <8 x double> %584, splat (double 0x3DF0000000000000)
  %589 = fmul <8 x double> %585, splat (double 0x3DF0000000000000)
  %590 = fmul <8 x double> %586, splat (double 0x3DF0000000000000)
  %591 = fmul <8 x double> %587, splat (double 0x3DF0000000000000)
  %592 = bitcast <8 x double> %576 to <8 x i64>
  %593 = bitcast <8 x double> %577 to <8 x i64>
  %594 = bitcast <8 x double> %578 to <8 x i64>
  %595 = bitcast <8 x double> %579 to <8 x i64>
  %596 = lshr <8 x i64> %592, splat (i64 32)
  %597 = lshr <8 x i64> %593, splat (i64 32)
  %598 = lshr <8 x i64> %594, splat (i64 32)
  %599 = lshr <8 x i64> %595, splat (i64 32)
  %600 = add nuw nsw <8 x i64> %596, splat (i64 614242)
  %601 = add nuw nsw <8 x i64> %597, splat (i64 614242)
  %602 = add nuw nsw <8 x i64> %598, splat (i64 614242)
  %603 = add nuw nsw <8 x i64> %599, splat (i64 614242)
  %604 = lshr <8 x i64> %600, splat (i64 20)
  %605 = lshr <8 x i64> %601, splat (i64 20)
  %606 = lshr <8 x i64> %602, splat (i64 20)
  %607 = lshr <8 x i64> %603, splat (i64 20)
  %608 = add nsw <8 x i64> %604, splat (i64 -1023)
  %609 = add nsw <8 x i64> %605, splat (i64 -1023)
  %610 = add nsw <8 x i64> %606, splat (i64 -1023)
  %611 = add nsw <8 x i64> %607, splat (i64 -1023)
  %612 = shl nuw <8 x i64> %600, splat (i64 32)
  %613 = shl nuw <8 x i64> %601, splat (i64 32)
  %614 = shl nuw <8 x i64> %602, splat (i64 32)
  %615 = shl nuw <8 x i64> %603, splat (i64 32)
  %616 = and <8 x i64> %612, splat (i64 4503595332403200)
  %617 = and <8 x i64> %613, splat (i64 4503595332403200)
  %618 = and <8 x i64> %614, splat (i64 4503595332403200)
  %619 = and <8 x i64> %615, splat (i64 4503595332403200)
  %620 = add nuw nsw <8 x i64> %616, splat (i64 4604544269498187776)
  %621 = add nuw nsw <8 x i64> %617, splat (i64 4604544269498187776)
  %622 = add nuw nsw <8 x i64> %618, splat (i64 4604544269498187776)
  %623 = add nuw nsw <8 x i64> %619, splat (i64 4604544269498187776)
  %624 = and <8 x i64> %592, splat (i64 4294967295)
  %625 = and <8 x i64> %593, splat (i64 4294967295)
  %626 = and <8 x i64> %594, splat (i64 4294967295)
  %627 = and <8 x i64> %595, splat (i64 4294967295)
  %628 = or disjoint <8 x i64> %620, %624
  %629 = or disjoint <8 x i64> %621, %625
  %630 = or disjoint <8 x i64> %622, %626
  %631 = or disjoint <8 x i64> %623, %627
  %632 = bitcast <8 x i64> %628 to <8 x double>
  %633 = bitcast <8 x i64> %629 to <8 x double>
  %634 = bitcast <8 x i64> %630 to <8 x double>
  %635 = bitcast <8 x i64> %631 to <8 x double>
  %636 = fadd <8 x double> %632, splat (double -1.000000e+00)
  %637 = fadd <8 x double> %633, splat (double -1.000000e+00)
  %638 = fadd <8 x double> %634, splat (double -1.000000e+00)
  %639 = fadd <8 x double> %635, splat (double -1.000000e+00)
  %640 = fmul <8 x double> %636, splat (double 5.000000e-01)
  %641 = fmul <8 x double> %637, splat (double 5.000000e-01)
  %642 = fmul <8 x double> %638, splat (double 5.000000e-01)
  %643 = fmul <8 x double> %639, splat (double 5.000000e-01)
  %644 = fmul <8 x double> %636, %640
  %645 = fmul <8 x double> %637, %641
  %646 = fmul <8 x double> %638, %642
  %647 = fmul <8 x double> %639, %643
  %648 = fadd <8 x double> %636, splat (double 2.000000e+00)
  %649 = fadd <8 x double> %637, splat (double 2.000000e+00)
  %650 = fadd <8 x double> %638, splat (double 2.000000e+00)
  %651 = fadd <8 x double> %639, splat (double 2.000000e+00)
  %652 = fdiv <8 x double> %636, %648
  %653 = fdiv <8 x double> %637, %649
  %654 = fdiv <8 x double> %638, %650
  %655 = fdiv <8 x double> %639, %651
  %656 = fmul <8 x double> %652, %652
  %657 = fmul <8 x double> %653, %653
  %658 = fmul <8 x double> %654, %654
  %659 = fmul <8 x double> %655, %655
  %660 = fmul <8 x double> %656, %656
  %661 = fmul <8 x double> %657, %657
  %662 = fmul <8 x double> %658, %658
  %663 = fmul <8 x double> %659, %659
  %664 = fmul <8 x double> %660, splat (double 0x3FC39A09D078C69F)
  %665 = fmul <8 x double> %661, splat (double 0x3FC39A09D078C69F)
  %666 = fmul <8 x double> %662, splat (double 0x3FC39A09D078C69F)
  %667 = fmul <8 x double> %663, splat (double 0x3FC39A09D078C69F)
  %668 = fadd <8 x double> %664, splat (double 0x3FCC71C51D8E78AF)
  %669 = fadd <8 x double> %665, splat (double 0x3FCC71C51D8E78AF)
  %670 = fadd <8 x double> %666, splat (double 0x3FCC71C51D8E78AF)
  %671 = fadd <8 x double> %667, splat (double 0x3FCC71C51D8E78AF)
  %672 = fmul <8 x double> %660, %668
  %673 = fmul <8 x double> %661, %669
  %674 = fmul <8 x double> %662, %670
  %675 = fmul <8 x double> %663, %671
  %676 = fadd <8 x double> %672, splat (double 0x3FD999999997FA04)
  %677 = fadd <8 x double> %673, splat (double 0x3FD999999997FA04)
  %678 = fadd <8 x double> %674, splat (double 0x3FD999999997FA04)
  %679 = fadd <8 x double> %675, splat (double 0x3FD999999997FA04)
  %680 = fmul <8 x double> %660, %676
  %681 = fmul <8 x double> %661, %677
  %682 = fmul <8 x double> %662, %678
  %683 = fmul <8 x double> %663, %679
  %684 = fmul <8 x double> %660, splat (double 0x3FC2F112DF3E5244)
  %685 = fmul <8 x double> %661, splat (double 0x3FC2F112DF3E5244)
  %686 = fmul <8 x double> %662, splat (double 0x3FC2F112DF3E5244)
  %687 = fmul <8 x double> %663, splat (double 0x3FC2F112DF3E5244)
  %688 = fadd <8 x double> %684, splat (double 0x3FC7466496CB03DE)
  %689 = fadd <8 x double> %685, splat (double 0x3FC7466496CB03DE)
  %690 = fadd <8 x double> %686, splat (double 0x3FC7466496CB03DE)
  %691 = fadd <8 x double> %687, splat (double 0x3FC7466496CB03DE)
  %692 = fmul <8 x double> %660, %688
  %693 = fmul <8 x double> %661, %689
  %694 = fmul <8 x double> %662, %690
  %695 = fmul <8 x double> %663, %691
  %696 = fadd <8 x double> %692, splat (double 0x3FD2492494229359)
  %697 = fadd <8 x double> %693, splat (double 0x3FD2492494229359)
  %698 = fadd <8 x double> %694, splat (double 0x3FD2492494229359)
  %699 = fadd <8 x double> %695, splat (double 0x3FD2492494229359)
  %700 = fmul <8 x double> %660, %696
  %701 = fmul <8 x double> %661, %697
  %702 = fmul <8 x double> %662, %698
  %703 = fmul <8 x double> %663, %699
  %704 = fadd <8 x double> %700, splat (double 0x3FE5555555555593)
  %705 = fadd <8 x double> %701, splat (double 0x3FE5555555555593)
  %706 = fadd <8 x double> %702, splat (double 0x3FE5555555555593)
  %707 = fadd <8 x double> %703, splat (double 0x3FE5555555555593)
  %708 = fmul <8 x double> %656, %704
  %709 = fmul <8 x double> %657, %705
  %710 = fmul <8 x double> %658, %706
  %711 = fmul <8 x double> %659, %707
  %712 = fadd <8 x double> %680, %708
  %713 = fadd <8 x double> %681, %709
  %714 = fadd <8 x double> %682, %710
  %715 = fadd <8 x double> %683, %711
  %716 = sitofp <8 x i64> %608 to <8 x double>
  %717 = sitofp <8 x i64> %609 to <8 x double>
  %718 = sitofp <8 x i64> %610 to <8 x double>
  %719 = sitofp <8 x i64> %611 to <8 x double>
  %720 = fadd <8 x double> %644, %712
  %721 = fadd <8 x double> %645, %713
  %722 = fadd <8 x double> %646, %714
  %723 = fadd <8 x double> %647, %715
  %724 = fmul <8 x double> %652, %720
  %725 = fmul <8 x double> %653, %721
  %726 = fmul <8 x double> %654, %722
  %727 = fmul <8 x double> %655, %723
  %728 = fmul <8 x double> %716, splat (double 0x3DEA39EF35793C76)
  %729 = fmul <8 x double> %717, splat (double 0x3DEA39EF35793C76)
  %730 = fmul <8 x double> %718, splat (double 0x3DEA39EF35793C76)
  %731 = fmul <8 x double> %719, splat (double 0x3DEA39EF35793C76)
  %732 = fadd <8 x double> %728, %724
  %733 = fadd <8 x double> %729, %725
  %734 = fadd <8 x double> %730, %726
  %735 = fadd <8 x double> %731, %727
  %736 = fsub <8 x double> %732, %644
  %737 = fsub <8 x double> %733, %645
  %738 = fsub <8 x double> %734, %646
  %739 = fsub <8 x double> %735, %647
  %740 = fadd <8 x double> %636, %736
  %741 = fadd <8 x double> %637, %737
  %742 = fadd <8 x double> %638, %738
  %743 = fadd <8 x double> %639, %739
  %744 = fmul <8 x double> %716, splat (double 0x3FE62E42FEE00000)
  %745 = fmul <8 x double> %717, splat (double 0x3FE62E42FEE00000)
  %746 = fmul <8 x double> %718, splat (double 0x3FE62E42FEE00000)
  %747 = fmul <8 x double> %719, splat (double 0x3FE62E42FEE00000)
  %748 = fadd <8 x double> %744, %740
  %749 = fadd <8 x double> %745, %741
  %750 = fadd <8 x double> %746, %742
  %751 = fadd <8 x double> %747, %743
  %752 = fmul <8 x double> %748, splat (double -2.000000e+00)
  %753 = fmul <8 x double> %749, splat (double -2.000000e+00)
  %754 = fmul <8 x double> %750, splat (double -2.000000e+00)
  %755 = fmul <8 x double> %751, splat (double -2.000000e+00)
  %756 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %752)
  %757 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %753)
  %758 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %754)
  %759 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %755)
  %760 = fmul <8 x double> %588, splat (double 0x401921FB54442D18)
  %761 = fmul <8 x double> %589, splat (double 0x401921FB54442D18)
  %762 = fmul <8 x double> %590, splat (double 0x401921FB54442D18)
  %763 = fmul <8 x double> %591, splat (double 0x401921FB54442D18)
  %764 = fmul <8 x double> %760, splat (double 0x3FE45F306DC9C883)
  %765 = fmul <8 x double> %761, splat (double 0x3FE45F306DC9C883)
  %766 = fmul <8 x double> %762, splat (double 0x3FE45F306DC9C883)
  %767 = fmul <8 x double> %763, splat (double 0x3FE45F306DC9C883)
  %768 = fadd <8 x double> %764, splat (double 0x4338000000000000)
  %769 = fadd <8 x double> %765, splat (double 0x4338000000000000)
  %770 = fadd <8 x double> %766, splat (double 0x4338000000000000)
  %771 = fadd <8 x double> %767, splat (double 0x4338000000000000)
  %772 = bitcast <8 x double> %768 to <8 x i64>
  %773 = bitcast <8 x double> %769 to <8 x i64>
  %774 = bitcast <8 x double> %770 to <8 x i64>
  %775 = bitcast <8 x double> %771 to <8 x i64>
  %776 = fadd <8 x double> %768, splat (double 0xC338000000000000)
  %777 = fadd <8 x double> %769, splat (double 0xC338000000000000)
  %778 = fadd <8 x double> %770, splat (double 0xC338000000000000)
  %779 = fadd <8 x double> %771, splat (double 0xC338000000000000)
  %780 = fmul <8 x double> %776, splat (double 0x3FF921FB54400000)
  %781 = fmul <8 x double> %777, splat (double 0x3FF921FB54400000)
  %782 = fmul <8 x double> %778, splat (double 0x3FF921FB54400000)
  %783 = fmul <8 x double> %779, splat (double 0x3FF921FB54400000)
  %784 = fsub <8 x double> %760, %780
  %785 = fsub <8 x double> %761, %781
  %786 = fsub <8 x double> %762, %782
  %787 = fsub <8 x double> %763, %783
  %788 = fmul <8 x double> %776, splat (double 0x3DD0B4611A626331)
  %789 = fmul <8 x double> %777, splat (double 0x3DD0B4611A626331)
  %790 = fmul <8 x double> %778, splat (double 0x3DD0B4611A626331)
  %791 = fmul <8 x double> %779, splat (double 0x3DD0B4611A626331)
  %792 = fmul <8 x double> %776, splat (double 0x3DD0B4611A600000)
  %793 = fmul <8 x double> %777, splat (double 0x3DD0B4611A600000)
  %794 = fmul <8 x double> %778, splat (double 0x3DD0B4611A600000)
  %795 = fmul <8 x double> %779, splat (double 0x3DD0B4611A600000)
  %796 = fsub <8 x double> %784, %792
  %797 = fsub <8 x double> %785, %793
  %798 = fsub <8 x double> %786, %794
  %799 = fsub <8 x double> %787, %795
  %800 = fmul <8 x double> %776, splat (double 0x3BA3198A2E037073)
  %801 = fmul <8 x double> %777, splat (double 0x3BA3198A2E037073)
  %802 = fmul <8 x double> %778, splat (double 0x3BA3198A2E037073)
  %803 = fmul <8 x double> %779, splat (double 0x3BA3198A2E037073)
  %804 = fsub <8 x double> %784, %796
  %805 = fsub <8 x double> %785, %797
  %806 = fsub <8 x double> %786, %798
  %807 = fsub <8 x double> %787, %799
  %808 = fsub <8 x double> %804, %792
  %809 = fsub <8 x double> %805, %793
  %810 = fsub <8 x double> %806, %794
  %811 = fsub <8 x double> %807, %795
  %812 = fsub <8 x double> %800, %808
  %813 = fsub <8 x double> %801, %809
  %814 = fsub <8 x double> %802, %810
  %815 = fsub <8 x double> %803, %811
  %816 = fsub <8 x double> %784, %788
  %817 = fsub <8 x double> %785, %789
  %818 = fsub <8 x double> %786, %790
  %819 = fsub <8 x double> %787, %791
  %820 = bitcast <8 x double> %760 to <8 x i64>
  %821 = bitcast <8 x double> %761 to <8 x i64>
  %822 = bitcast <8 x double> %762 to <8 x i64>
  %823 = bitcast <8 x double> %763 to <8 x i64>
  %824 = lshr <8 x i64> %820, splat (i64 52)
  %825 = lshr <8 x i64> %821, splat (i64 52)
  %826 = lshr <8 x i64> %822, splat (i64 52)
  %827 = lshr <8 x i64> %823, splat (i64 52)
  %828 = and <8 x i64> %824, splat (i64 2047)
  %829 = and <8 x i64> %825, splat (i64 2047)
  %830 = and <8 x i64> %826, splat (i64 2047)
  %831 = and <8 x i64> %827, splat (i64 2047)
  %832 = bitcast <8 x double> %816 to <8 x i64>
  %833 = bitcast <8 x double> %817 to <8 x i64>
  %834 = bitcast <8 x double> %818 to <8 x i64>
  %835 = bitcast <8 x double> %819 to <8 x i64>
  %836 = lshr <8 x i64> %832, splat (i64 52)
  %837 = lshr <8 x i64> %833, splat (i64 52)
  %838 = lshr <8 x i64> %834, splat (i64 52)
  %839 = lshr <8 x i64> %835, splat (i64 52)
  %840 = and <8 x i64> %836, splat (i64 2047)
  %841 = and <8 x i64> %837, splat (i64 2047)
  %842 = and <8 x i64> %838, splat (i64 2047)
  %843 = and <8 x i64> %839, splat (i64 2047)
  %844 = add nuw nsw <8 x i64> %840, splat (i64 16)
  %845 = add nuw nsw <8 x i64> %841, splat (i64 16)
  %846 = add nuw nsw <8 x i64> %842, splat (i64 16)
  %847 = add nuw nsw <8 x i64> %843, splat (i64 16)
  %848 = icmp samesign ult <8 x i64> %844, %828
  %849 = icmp samesign ult <8 x i64> %845, %829
  %850 = icmp samesign ult <8 x i64> %846, %830
  %851 = icmp samesign ult <8 x i64> %847, %831
  %852 = select <8 x i1> %848, <8 x double> %796, <8 x double> %784
  %853 = select <8 x i1> %849, <8 x double> %797, <8 x double> %785
  %854 = select <8 x i1> %850, <8 x double> %798, <8 x double> %786
  %855 = select <8 x i1> %851, <8 x double> %799, <8 x double> %787
  %856 = select <8 x i1> %848, <8 x double> %812, <8 x double> %788
  %857 = select <8 x i1> %849, <8 x double> %813, <8 x double> %789
  %858 = select <8 x i1> %850, <8 x double> %814, <8 x double> %790
  %859 = select <8 x i1> %851, <8 x double> %815, <8 x double> %791
  %860 = fsub <8 x double> %852, %856
  %861 = fsub <8 x double> %853, %857
  %862 = fsub <8 x double> %854, %858
  %863 = fsub <8 x double> %855, %859
  %864 = fsub <8 x double> %852, %860
  %865 = fsub <8 x double> %853, %861
  %866 = fsub <8 x double> %854, %862
  %867 = fsub <8 x double> %855, %863
  %868 = fsub <8 x double> %864, %856
  %869 = fsub <8 x double> %865, %857
  %870 = fsub <8 x double> %866, %858
  %871 = fsub <8 x double> %867, %859
  %872 = fmul <8 x double> %860, %860
  %873 = fmul <8 x double> %861, %861
  %874 = fmul <8 x double> %862, %862
  %875 = fmul <8 x double> %863, %863
  %876 = fmul <8 x double> %872, %872
  %877 = fmul <8 x double> %873, %873
  %878 = fmul <8 x double> %874, %874
  %879 = fmul <8 x double> %875, %875
  %880 = fmul <8 x double> %872, splat (double 0x3EFA01A019CB1590)
  %881 = fmul <8 x double> %873, splat (double 0x3EFA01A019CB1590)
  %882 = fmul <8 x double> %874, splat (double 0x3EFA01A019CB1590)
  %883 = fmul <8 x double> %875, splat (double 0x3EFA01A019CB1590)
  %884 = fadd <8 x double> %880, splat (double 0xBF56C16C16C15177)
  %885 = fadd <8 x double> %881, splat (double 0xBF56C16C16C15177)
  %886 = fadd <8 x double> %882, splat (double 0xBF56C16C16C15177)
  %887 = fadd <8 x double> %883, splat (double 0xBF56C16C16C15177)
  %888 = fmul <8 x double> %872, %884
  %889 = fmul <8 x double> %873, %885
  %890 = fmul <8 x double> %874, %886
  %891 = fmul <8 x double> %875, %887
  %892 = fadd <8 x double> %888, splat (double 0x3FA555555555554C)
  %893 = fadd <8 x double> %889, splat (double 0x3FA555555555554C)
  %894 = fadd <8 x double> %890, splat (double 0x3FA555555555554C)
  %895 = fadd <8 x double> %891, splat (double 0x3FA555555555554C)
  %896 = fmul <8 x double> %872, %892
  %897 = fmul <8 x double> %873, %893
  %898 = fmul <8 x double> %874, %894
  %899 = fmul <8 x double> %875, %895
  %900 = fmul <8 x double> %872, splat (double 0x3DA8FAE9BE8838D4)
  %901 = fmul <8 x double> %873, splat (double 0x3DA8FAE9BE8838D4)
  %902 = fmul <8 x double> %874, splat (double 0x3DA8FAE9BE8838D4)
  %903 = fmul <8 x double> %875, splat (double 0x3DA8FAE9BE8838D4)
  %904 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %900
  %905 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %901
  %906 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %902
  %907 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %903
  %908 = fmul <8 x double> %872, %904
  %909 = fmul <8 x double> %873, %905
  %910 = fmul <8 x double> %874, %906
  %911 = fmul <8 x double> %875, %907
  %912 = fadd <8 x double> %908, splat (double 0xBE927E4F809C52AD)
  %913 = fadd <8 x double> %909, splat (double 0xBE927E4F809C52AD)
  %914 = fadd <8 x double> %910, splat (double 0xBE927E4F809C52AD)
  %915 = fadd <8 x double> %911, splat (double 0xBE927E4F809C52AD)
  %916 = fmul <8 x double> %876, %876
  %917 = fmul <8 x double> %877, %877
  %918 = fmul <8 x double> %878, %878
  %919 = fmul <8 x double> %879, %879
  %920 = fmul <8 x double> %916, %912
  %921 = fmul <8 x double> %917, %913
  %922 = fmul <8 x double> %918, %914
  %923 = fmul <8 x double> %919, %915
  %924 = fadd <8 x double> %896, %920
  %925 = fadd <8 x double> %897, %921
  %926 = fadd <8 x double> %898, %922
  %927 = fadd <8 x double> %899, %923
  %928 = fmul <8 x double> %872, splat (double 5.000000e-01)
  %929 = fmul <8 x double> %873, splat (double 5.000000e-01)
  %930 = fmul <8 x double> %874, splat (double 5.000000e-01)
  %931 = fmul <8 x double> %875, splat (double 5.000000e-01)
  %932 = fsub <8 x double> splat (double 1.000000e+00), %928
  %933 = fsub <8 x double> splat (double 1.000000e+00), %929
  %934 = fsub <8 x double> splat (double 1.000000e+00), %930
  %935 = fsub <8 x double> splat (double 1.000000e+00), %931
  %936 = fsub <8 x double> splat (double 1.000000e+00), %932
  %937 = fsub <8 x double> splat (double 1.000000e+00), %933
  %938 = fsub <8 x double> splat (double 1.000000e+00), %934
  %939 = fsub <8 x double> splat (double 1.000000e+00), %935
  %940 = fsub <8 x double> %936, %928
  %941 = fsub <8 x double> %937, %929
  %942 = fsub <8 x double> %938, %930
  %943 = fsub <8 x double> %939, %931
  %944 = fmul <8 x double> %872, %924
  %945 = fmul <8 x double> %873, %925
  %946 = fmul <8 x double> %874, %926
  %947 = fmul <8 x double> %875, %927
  %948 = fmul <8 x double> %860, %868
  %949 = fmul <8 x double> %861, %869
  %950 = fmul <8 x double> %862, %870
  %951 = fmul <8 x double> %863, %871
  %952 = fsub <8 x double> %944, %948
  %953 = fsub <8 x double> %945, %949
  %954 = fsub <8 x double> %946, %950
  %955 = fsub <8 x double> %947, %951
  %956 = fadd <8 x double> %940, %952
  %957 = fadd <8 x double> %941, %953
  %958 = fadd <8 x double> %942, %954
  %959 = fadd <8 x double> %943, %955
  %960 = fadd <8 x double> %932, %956
  %961 = fadd <8 x double> %933, %957
  %962 = fadd <8 x double> %934, %958
  %963 = fadd <8 x double> %935, %959
  %964 = fmul <8 x double> %872, splat (double 0x3EC71DE357B1FE7D)
  %965 = fmul <8 x double> %873, splat (double 0x3EC71DE357B1FE7D)
  %966 = fmul <8 x double> %874, splat (double 0x3EC71DE357B1FE7D)
  %967 = fmul <8 x double> %875, splat (double 0x3EC71DE357B1FE7D)
  %968 = fadd <8 x double> %964, splat (double 0xBF2A01A019C161D5)
  %969 = fadd <8 x double> %965, splat (double 0xBF2A01A019C161D5)
  %970 = fadd <8 x double> %966, splat (double 0xBF2A01A019C161D5)
  %971 = fadd <8 x double> %967, splat (double 0xBF2A01A019C161D5)
  %972 = fmul <8 x double> %872, %968
  %973 = fmul <8 x double> %873, %969
  %974 = fmul <8 x double> %874, %970
  %975 = fmul <8 x double> %875, %971
  %976 = fadd <8 x double> %972, splat (double 0x3F8111111110F8A6)
  %977 = fadd <8 x double> %973, splat (double 0x3F8111111110F8A6)
  %978 = fadd <8 x double> %974, splat (double 0x3F8111111110F8A6)
  %979 = fadd <8 x double> %975, splat (double 0x3F8111111110F8A6)
  %980 = fmul <8 x double> %872, splat (double 0x3DE5D93A5ACFD57C)
  %981 = fmul <8 x double> %873, splat (double 0x3DE5D93A5ACFD57C)
  %982 = fmul <8 x double> %874, splat (double 0x3DE5D93A5ACFD57C)
  %983 = fmul <8 x double> %875, splat (double 0x3DE5D93A5ACFD57C)
  %984 = fadd <8 x double> %980, splat (double 0xBE5AE5E68A2B9CEB)
  %985 = fadd <8 x double> %981, splat (double 0xBE5AE5E68A2B9CEB)
  %986 = fadd <8 x double> %982, splat (double 0xBE5AE5E68A2B9CEB)
  %987 = fadd <8 x double> %983, splat (double 0xBE5AE5E68A2B9CEB)
  %988 = fmul <8 x double> %872, %876
  %989 = fmul <8 x double> %873, %877
  %990 = fmul <8 x double> %874, %878
  %991 = fmul <8 x double> %875, %879
  %992 = fmul <8 x double> %988, %984
  %993 = fmul <8 x double> %989, %985
  %994 = fmul <8 x double> %990, %986
  %995 = fmul <8 x double> %991, %987
  %996 = fadd <8 x double> %992, %976
  %997 = fadd <8 x double> %993, %977
  %998 = fadd <8 x double> %994, %978
  %999 = fadd <8 x double> %995, %979
  %1000 = fmul <8 x double> %860, %872
  %1001 = fmul <8 x double> %861, %873
  %1002 = fmul <8 x double> %862, %874
  %1003 = fmul <8 x double> %863, %875
  %1004 = fmul <8 x double> %868, splat (double 5.000000e-01)
  %1005 = fmul <8 x double> %869, splat (double 5.000000e-01)
  %1006 = fmul <8 x double> %870, splat (double 5.000000e-01)
  %1007 = fmul <8 x double> %871, splat (double 5.000000e-01)
  %1008 = fmul <8 x double> %1000, %996
  %1009 = fmul <8 x double> %1001, %997
  %1010 = fmul <8 x double> %1002, %998
  %1011 = fmul <8 x double> %1003, %999
  %1012 = fsub <8 x double> %1004, %1008
  %1013 = fsub <8 x double> %1005, %1009
  %1014 = fsub <8 x double> %1006, %1010
  %1015 = fsub <8 x double> %1007, %1011
  %1016 = fmul <8 x double> %872, %1012
  %1017 = fmul <8 x double> %873, %1013
  %1018 = fmul <8 x double> %874, %1014
  %1019 = fmul <8 x double> %875, %1015
  %1020 = fsub <8 x double> %1016, %868
  %1021 = fsub <8 x double> %1017, %869
  %1022 = fsub <8 x double> %1018, %870
  %1023 = fsub <8 x double> %1019, %871
  %1024 = fmul <8 x double> %1000, splat (double 0x3FC5555555555549)
  %1025 = fmul <8 x double> %1001, splat (double 0x3FC5555555555549)
  %1026 = fmul <8 x double> %1002, splat (double 0x3FC5555555555549)
  %1027 = fmul <8 x double> %1003, splat (double 0x3FC5555555555549)
  %1028 = fadd <8 x double> %1020, %1024
  %1029 = fadd <8 x double> %1021, %1025
  %1030 = fadd <8 x double> %1022, %1026
  %1031 = fadd <8 x double> %1023, %1027
  %1032 = fsub <8 x double> %860, %1028
  %1033 = fsub <8 x double> %861, %1029
  %1034 = fsub <8 x double> %862, %1030
  %1035 = fsub <8 x double> %863, %1031
  %1036 = fneg <8 x double> %960
  %1037 = fneg <8 x double> %961
  %1038 = fneg <8 x double> %962
  %1039 = fneg <8 x double> %963
  %1040 = fneg <8 x double> %1032
  %1041 = fneg <8 x double> %1033
  %1042 = fneg <8 x double> %1034
  %1043 = fneg <8 x double> %1035
  %1044 = and <8 x i64> %772, splat (i64 1)
  %1045 = and <8 x i64> %773, splat (i64 1)
  %1046 = and <8 x i64> %774, splat (i64 1)
  %1047 = and <8 x i64> %775, splat (i64 1)
  %1048 = and <8 x i64> %772, splat (i64 2)
  %1049 = and <8 x i64> %773, splat (i64 2)
  %1050 = and <8 x i64> %774, splat (i64 2)
  %1051 = and <8 x i64> %775, splat (i64 2)
  %1052 = icmp eq <8 x i64> %1044, zeroinitializer
  %1053 = icmp eq <8 x i64> %1045, zeroinitializer
  %1054 = icmp eq <8 x i64> %1046, zeroinitializer
  %1055 = icmp eq <8 x i64> %1047, zeroinitializer
  %1056 = icmp eq <8 x i64> %1048, zeroinitializer
  %1057 = icmp eq <8 x i64> %1049, zeroinitializer
  %1058 = icmp eq <8 x i64> %1050, zeroinitializer
  %1059 = icmp eq <8 x i64> %1051, zeroinitializer
  %1060 = select <8 x i1> %1056, <8 x double> %960, <8 x double> %1036
  %1061 = select <8 x i1> %1057, <8 x double> %961, <8 x double> %1037
  %1062 = select <8 x i1> %1058, <8 x double> %962, <8 x double> %1038
  %1063 = select <8 x i1> %1059, <8 x double> %963, <8 x double> %1039
  %1064 = select <8 x i1> %1056, <8 x double> %1040, <8 x double> %1032
  %1065 = select <8 x i1> %1057, <8 x double> %1041, <8 x double> %1033
  %1066 = select <8 x i1> %1058, <8 x double> %1042, <8 x double> %1034
  %1067 = select <8 x i1> %1059, <8 x double> %1043, <8 x double> %1035
  %1068 = select <8 x i1> %1052, <8 x double> %1060, <8 x double> %1064
  %1069 = select <8 x i1> %1053, <8 x double> %1061, <8 x double> %1065
  %1070 = select <8 x i1> %1054, <8 x double> %1062, <8 x double> %1066
  %1071 = select <8 x i1> %1055, <8 x double> %1063, <8 x double> %1067
  %1072 = fmul <8 x double> %756, %1068
  %1073 = fmul <8 x double> %757, %1069
  %1074 = fmul <8 x double> %758, %1070
  %1075 = fmul <8 x double> %759, %1071
  %1076 = fptrunc <8 x double> %1072 to <8 x float>
  %1077 = fptrunc <8 x double> %1073 to <8 x float>
  %1078 = fptrunc <8 x double> %1074 to <8 x float>
  %1079 = fptrunc <8 x double> %1075 to <8 x float>
  %1080 = getelementptr inbounds nuw i8, ptr %560, i64 32
  %1081 = getelementptr inbounds nuw i8, ptr %560, i64 64
  %1082 = getelementptr inbounds nuw i8, ptr %560, i64 96
  store <8 x float> %1076, ptr %560, align 4, !alias.scope !3, !noalias !6
  store <8 x float> %1077, ptr %1080, align 4, !alias.scope !3, !noalias !6
  store <8 x float> %1078, ptr %1081, align 4, !alias.scope !3, !noalias !6
  store <8 x float> %1079, ptr %1082, align 4, !alias.scope !3, !noalias !6
  %index.next1405 = add nuw i64 %index1396, 32
  %1083 = icmp eq i64 %index.next1405, %n.vec1394
  br i1 %1083, label %middle.block1406, label %vector.body1395, !llvm.loop !8

middle.block1406:                                 ; preds = %vector.body1395
  br i1 %cmp.n1407, label %fold_chunk.body.us.preheader, label %vec.epilog.iter.check1410

vec.epilog.iter.check1410:                        ; preds = %middle.block1406
  br i1 %min.epilog.iters.check1411, label %noise.body450.us.preheader, label %vec.epilog.vector.body1415, !prof !10

vec.epilog.vector.body1415:                       ; preds = %vec.epilog.iter.check1410, %vec.epilog.vector.body1415
  %index1416 = phi i64 [ %index.next1419, %vec.epilog.vector.body1415 ], [ %n.vec1394, %vec.epilog.iter.check1410 ]
  %1084 = getelementptr inbounds float, ptr %232, i64 %index1416
  %wide.load1417 = load <4 x i32>, ptr %1084, align 4, !alias.scope !3, !noalias !6
  %1085 = getelementptr inbounds float, ptr %scratch, i64 %index1416
  %wide.load1418 = load <4 x i32>, ptr %1085, align 4, !alias.scope !6
  %1086 = uitofp <4 x i32> %wide.load1417 to <4 x double>
  %1087 = fadd <4 x double> %1086, splat (double 5.000000e-01)
  %1088 = fmul <4 x double> %1087, splat (double 0x3DF0000000000000)
  %1089 = uitofp <4 x i32> %wide.load1418 to <4 x double>
  %1090 = fadd <4 x double> %1089, splat (double 5.000000e-01)
  %1091 = fmul <4 x double> %1090, splat (double 0x3DF0000000000000)
  %1092 = bitcast <4 x double> %1088 to <4 x i64>
  %1093 = lshr <4 x i64> %1092, splat (i64 32)
  %1094 = add nuw nsw <4 x i64> %1093, splat (i64 614242)
  %1095 = lshr <4 x i64> %1094, splat (i64 20)
  %1096 = add nsw <4 x i64> %1095, splat (i64 -1023)
  %1097 = shl nuw <4 x i64> %1094, splat (i64 32)
  %1098 = and <4 x i64> %1097, splat (i64 4503595332403200)
  %1099 = add nuw nsw <4 x i64> %1098, splat (i64 4604544269498187776)
  %1100 = and <4 x i64> %1092, splat (i64 4294967295)
  %1101 = or disjoint <4 x i64> %1099, %1100
  %1102 = bitcast <4 x i64> %1101 to <4 x double>
  %1103 = fadd <4 x double> %1102, splat (double -1.000000e+00)
  %1104 = fmul <4 x double> %1103, splat (double 5.000000e-01)
  %1105 = fmul <4 x double> %1103, %1104
  %1106 = fadd <4 x double> %1103, splat (double 2.000000e+00)
  %1107 = fdiv <4 x double> %1103, %1106
  %1108 = fmul <4 x double> %1107, %1107
  %1109 = fmul <4 x double> %1108, %1108
  %1110 = fmul <4 x double> %1109, splat (double 0x3FC39A09D078C69F)
  %1111 = fadd <4 x double> %1110, splat (double 0x3FCC71C51D8E78AF)
  %1112 = fmul <4 x double> %1109, %1111
  %1113 = fadd <4 x double> %1112, splat (double 0x3FD999999997FA04)
  %1114 = fmul <4 x double> %1109, %1113
  %1115 = fmul <4 x double> %1109, splat (double 0x3FC2F112DF3E5244)
  %1116 = fadd <4 x double> %1115, splat (double 0x3FC7466496CB03DE)
  %1117 = fmul <4 x double> %1109, %1116
  %1118 = fadd <4 x double> %1117, splat (double 0x3FD2492494229359)
  %1119 = fmul <4 x double> %1109, %1118
  %1120 = fadd <4 x double> %1119, splat (double 0x3FE5555555555593)
  %1121 = fmul <4 x double> %1108, %1120
  %1122 = fadd <4 x double> %1114, %1121
  %1123 = sitofp <4 x i64> %1096 to <4 x double>
  %1124 = fadd <4 x double> %1105, %1122
  %1125 = fmul <4 x double> %1107, %1124
  %1126 = fmul <4 x double> %1123, splat (double 0x3DEA39EF35793C76)
  %1127 = fadd <4 x double> %1126, %1125
  %1128 = fsub <4 x double> %1127, %1105
  %1129 = fadd <4 x double> %1103, %1128
  %1130 = fmul <4 x double> %1123, splat (double 0x3FE62E42FEE00000)
  %1131 = fadd <4 x double> %1130, %1129
  %1132 = fmul <4 x double> %1131, splat (double -2.000000e+00)
  %1133 = tail call <4 x double> @llvm.sqrt.v4f64(<4 x double> %1132)
  %1134 = fmul <4 x double> %1091, splat (double 0x401921FB54442D18)
  %1135 = fmul <4 x double> %1134, splat (double 0x3FE45F306DC9C883)
  %1136 = fadd <4 x double> %1135, splat (double 0x4338000000000000)
  %1137 = bitcast <4 x double> %1136 to <4 x i64>
  %1138 = fadd <4 x double> %1136, splat (double 0xC338000000000000)
  %1139 = fmul <4 x double> %1138, splat (double 0x3FF921FB54400000)
  %1140 = fsub <4 x double> %1134, %1139
  %1141 = fmul <4 x double> %1138, splat (double 0x3DD0B4611A626331)
  %1142 = fmul <4 x double> %1138, splat (double 0x3DD0B4611A600000)
  %1143 = fsub <4 x double> %1140, %1142
  %1144 = fmul <4 x double> %1138, splat (double 0x3BA3198A2E037073)
  %1145 = fsub <4 x double> %1140, %1143
  %1146 = fsub <4 x double> %1145, %1142
  %1147 = fsub <4 x double> %1144, %1146
  %1148 = fsub <4 x double> %1140, %1141
  %1149 = bitcast <4 x double> %1134 to <4 x i64>
  %1150 = lshr <4 x i64> %1149, splat (i64 52)
  %1151 = and <4 x i64> %1150, splat (i64 2047)
  %1152 = bitcast <4 x double> %1148 to <4 x i64>
  %1153 = lshr <4 x i64> %1152, splat (i64 52)
  %1154 = and <4 x i64> %1153, splat (i64 2047)
  %1155 = add nuw nsw <4 x i64> %1154, splat (i64 16)
  %1156 = icmp samesign ult <4 x i64> %1155, %1151
  %1157 = select <4 x i1> %1156, <4 x double> %1143, <4 x double> %1140
  %1158 = select <4 x i1> %1156, <4 x double> %1147, <4 x double> %1141
  %1159 = fsub <4 x double> %1157, %1158
  %1160 = fsub <4 x double> %1157, %1159
  %1161 = fsub <4 x double> %1160, %1158
  %1162 = fmul <4 x double> %1159, %1159
  %1163 = fmul <4 x double> %1162, %1162
  %1164 = fmul <4 x double> %1162, splat (double 0x3EFA01A019CB1590)
  %1165 = fadd <4 x double> %1164, splat (double 0xBF56C16C16C15177)
  %1166 = fmul <4 x double> %1162, %1165
  %1167 = fadd <4 x double> %1166, splat (double 0x3FA555555555554C)
  %1168 = fmul <4 x double> %1162, %1167
  %1169 = fmul <4 x double> %1162, splat (double 0x3DA8FAE9BE8838D4)
  %1170 = fsub <4 x double> splat (double 0x3E21EE9EBDB4B1C4), %1169
  %1171 = fmul <4 x double> %1162, %1170
  %1172 = fadd <4 x double> %1171, splat (double 0xBE927E4F809C52AD)
  %1173 = fmul <4 x double> %1163, %1163
  %1174 = fmul <4 x double> %1173, %1172
  %1175 = fadd <4 x double> %1168, %1174
  %1176 = fmul <4 x double> %1162, splat (double 5.000000e-01)
  %1177 = fsub <4 x double> splat (double 1.000000e+00), %1176
  %1178 = fsub <4 x double> splat (double 1.000000e+00), %1177
  %1179 = fsub <4 x double> %1178, %1176
  %1180 = fmul <4 x double> %1162, %1175
  %1181 = fmul <4 x double> %1159, %1161
  %1182 = fsub <4 x double> %1180, %1181
  %1183 = fadd <4 x double> %1179, %1182
  %1184 = fadd <4 x double> %1177, %1183
  %1185 = fmul <4 x double> %1162, splat (double 0x3EC71DE357B1FE7D)
  %1186 = fadd <4 x double> %1185, splat (double 0xBF2A01A019C161D5)
  %1187 = fmul <4 x double> %1162, %1186
  %1188 = fadd <4 x double> %1187, splat (double 0x3F8111111110F8A6)
  %1189 = fmul <4 x double> %1162, splat (double 0x3DE5D93A5ACFD57C)
  %1190 = fadd <4 x double> %1189, splat (double 0xBE5AE5E68A2B9CEB)
  %1191 = fmul <4 x double> %1162, %1163
  %1192 = fmul <4 x double> %1191, %1190
  %1193 = fadd <4 x double> %1192, %1188
  %1194 = fmul <4 x double> %1159, %1162
  %1195 = fmul <4 x double> %1161, splat (double 5.000000e-01)
  %1196 = fmul <4 x double> %1194, %1193
  %1197 = fsub <4 x double> %1195, %1196
  %1198 = fmul <4 x double> %1162, %1197
  %1199 = fsub <4 x double> %1198, %1161
  %1200 = fmul <4 x double> %1194, splat (double 0x3FC5555555555549)
  %1201 = fadd <4 x double> %1199, %1200
  %1202 = fsub <4 x double> %1159, %1201
  %1203 = fneg <4 x double> %1184
  %1204 = fneg <4 x double> %1202
  %1205 = and <4 x i64> %1137, splat (i64 1)
  %1206 = and <4 x i64> %1137, splat (i64 2)
  %1207 = icmp eq <4 x i64> %1205, zeroinitializer
  %1208 = icmp eq <4 x i64> %1206, zeroinitializer
  %1209 = select <4 x i1> %1208, <4 x double> %1184, <4 x double> %1203
  %1210 = select <4 x i1> %1208, <4 x double> %1204, <4 x double> %1202
  %1211 = select <4 x i1> %1207, <4 x double> %1209, <4 x double> %1210
  %1212 = fmul <4 x double> %1133, %1211
  %1213 = fptrunc <4 x double> %1212 to <4 x float>
  store <4 x float> %1213, ptr %1084, align 4, !alias.scope !3, !noalias !6
  %index.next1419 = add nuw i64 %index1416, 4
  %1214 = icmp eq i64 %index.next1419, %n.vec1414
  br i1 %1214, label %vec.epilog.middle.block1420, label %vec.epilog.vector.body1415, !llvm.loop !11

vec.epilog.middle.block1420:                      ; preds = %vec.epilog.vector.body1415
  br i1 %cmp.n1421, label %fold_chunk.body.us.preheader, label %noise.body450.us.preheader

noise.body450.us.preheader:                       ; preds = %vector.memcheck1383, %vec.epilog.iter.check1410, %vec.epilog.middle.block1420
  %noise452670.us.ph = phi i64 [ 0, %vector.memcheck1383 ], [ %n.vec1394, %vec.epilog.iter.check1410 ], [ %n.vec1414, %vec.epilog.middle.block1420 ]
  br label %noise.body450.us

fold_chunk.body.us.preheader:                     ; preds = %noise.body450.us, %vec.epilog.middle.block1420, %middle.block1406
  br label %fold_chunk.body.us

fold_chunk.body.us:                               ; preds = %fold_chunk.body.us.preheader, %fold_chunk.header.loopexit.us
  %indvar1347 = phi i64 [ %indvar.next1348, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv887 = phi i64 [ %indvars.iv.next888, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us ], [ 1024, %fold_chunk.body.us.preheader ]
  %fold_chunk683.us = phi i64 [ %1224, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %fold_value.0682.us = phi float [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value460.0681.us = phi float [ %fold_value460.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value465.0680.us = phi float [ %fold_value465.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %umin2353 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1215 = add i64 %umin2353, %indvars.iv887
  %umax2354 = tail call i64 @llvm.umax.i64(i64 %1215, i64 1)
  %umin2352 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin1367 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1216 = add i64 %umin1367, %indvars.iv887
  %1217 = mul i64 %indvar1347, -4096
  %1218 = insertelement <8 x i64> poison, i64 %1217, i64 0
  %1219 = shufflevector <8 x i64> %1218, <8 x i64> poison, <8 x i32> zeroinitializer
  %1220 = add <8 x i64> %1219, %343
  %1221 = sub <8 x i64> %1219, %343
  %1222 = shufflevector <8 x i64> %1220, <8 x i64> %1221, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7>
  %1223 = sub i64 %1217, %314
  %umin886 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1224 = add i64 %fold_chunk683.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %1224, i64 %n_features)
  %1225 = icmp ult i64 %fold_chunk683.us, %chunk_end.us
  br i1 %1225, label %feature.body471.us.preheader, label %feature.exit472.us

feature.body471.us.preheader:                     ; preds = %fold_chunk.body.us
  %min.iters.check1369 = icmp ult i64 %1216, 8
  br i1 %min.iters.check1369, label %feature.body471.us.preheader2339, label %vector.memcheck1343

vector.memcheck1343:                              ; preds = %feature.body471.us.preheader
  %1226 = icmp ult <8 x i64> %1222, splat (i64 32)
  %diff.check1365 = icmp ult i64 %1223, 32
  %1227 = bitcast <8 x i1> %1226 to i8
  %1228 = icmp ne i8 %1227, 0
  %op.rdx = or i1 %1228, %diff.check1345
  %op.rdx2299 = or i1 %diff.check1365, %diff.check1344
  %op.rdx2300 = or i1 %op.rdx, %op.rdx2299
  br i1 %op.rdx2300, label %feature.body471.us.preheader2339, label %vector.ph1370

vector.ph1370:                                    ; preds = %vector.memcheck1343
  %n.mod.vf1371 = and i64 %umin1367, 7
  %n.vec1372 = sub i64 %1216, %n.mod.vf1371
  %1229 = add i64 %fold_chunk683.us, %n.vec1372
  br label %vector.body1373

vector.body1373:                                  ; preds = %vector.body1373, %vector.ph1370
  %index1374 = phi i64 [ 0, %vector.ph1370 ], [ %index.next1379, %vector.body1373 ]
  %offset.idx1375 = add i64 %fold_chunk683.us, %index1374
  %1230 = getelementptr inbounds float, ptr %340, i64 %offset.idx1375
  %wide.load1376 = load <8 x float>, ptr %1230, align 4
  %1231 = fmul <8 x float> %wide.load1376, %wide.load1376
  %1232 = getelementptr inbounds float, ptr %341, i64 %offset.idx1375
  %wide.load1377 = load <8 x float>, ptr %1232, align 4
  %1233 = fneg <8 x float> %wide.load1377
  %1234 = fmul <8 x float> %wide.load1376, %1233
  %1235 = getelementptr inbounds float, ptr %232, i64 %offset.idx1375
  %wide.load1378 = load <8 x float>, ptr %1235, align 4
  %1236 = fmul <8 x float> %wide.load1376, %wide.load1378
  %1237 = getelementptr inbounds float, ptr %scratch, i64 %index1374
  store <8 x float> %1231, ptr %1237, align 4
  %1238 = getelementptr float, ptr %251, i64 %index1374
  store <8 x float> %1234, ptr %1238, align 4
  %1239 = getelementptr float, ptr %252, i64 %index1374
  store <8 x float> %1236, ptr %1239, align 4
  %index.next1379 = add nuw i64 %index1374, 8
  %1240 = icmp eq i64 %index.next1379, %n.vec1372
  br i1 %1240, label %middle.block1380, label %vector.body1373, !llvm.loop !12

middle.block1380:                                 ; preds = %vector.body1373
  %cmp.n1381 = icmp eq i64 %n.mod.vf1371, 0
  br i1 %cmp.n1381, label %feature.exit472.us, label %feature.body471.us.preheader2339

feature.body471.us.preheader2339:                 ; preds = %vector.memcheck1343, %feature.body471.us.preheader, %middle.block1380
  %feature473673.us.ph = phi i64 [ %fold_chunk683.us, %vector.memcheck1343 ], [ %fold_chunk683.us, %feature.body471.us.preheader ], [ %1229, %middle.block1380 ]
  %1241 = sub i64 %umin2352, %feature473673.us.ph
  %.neg = add i64 %feature473673.us.ph, 1
  %xtraiter = and i64 %1241, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body471.us.prol.loopexit, label %feature.body471.us.prol

feature.body471.us.prol:                          ; preds = %feature.body471.us.preheader2339
  %1242 = getelementptr inbounds float, ptr %340, i64 %feature473673.us.ph
  %1243 = load float, ptr %1242, align 4
  %1244 = fmul float %1243, %1243
  %1245 = getelementptr inbounds float, ptr %341, i64 %feature473673.us.ph
  %1246 = load float, ptr %1245, align 4
  %1247 = fneg float %1246
  %1248 = fmul float %1243, %1247
  %1249 = getelementptr inbounds float, ptr %232, i64 %feature473673.us.ph
  %1250 = load float, ptr %1249, align 4
  %1251 = fmul float %1243, %1250
  %1252 = sub nuw i64 %feature473673.us.ph, %fold_chunk683.us
  %1253 = getelementptr inbounds float, ptr %scratch, i64 %1252
  store float %1244, ptr %1253, align 4
  %1254 = getelementptr float, ptr %251, i64 %1252
  store float %1248, ptr %1254, align 4
  %1255 = getelementptr float, ptr %252, i64 %1252
  store float %1251, ptr %1255, align 4
  %1256 = add nuw i64 %feature473673.us.ph, 1
  br label %feature.body471.us.prol.loopexit

feature.body471.us.prol.loopexit:                 ; preds = %feature.body471.us.prol, %feature.body471.us.preheader2339
  %feature473673.us.unr = phi i64 [ %feature473673.us.ph, %feature.body471.us.preheader2339 ], [ %1256, %feature.body471.us.prol ]
  %1257 = icmp eq i64 %umin2352, %.neg
  br i1 %1257, label %feature.exit472.us, label %feature.body471.us

feature.exit472.us:                               ; preds = %feature.body471.us.prol.loopexit, %feature.body471.us, %middle.block1380, %fold_chunk.body.us
  %.not810 = icmp eq i64 %chunk_end.us, %fold_chunk683.us
  br i1 %.not810, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit472.us
  %xtraiter2355 = and i64 %umax2354, 3
  %1258 = icmp ult i64 %1215, 4
  br i1 %1258, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax2354, -4
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums677.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %1298, %fold_sums.body.us ]
  %fold_value.1676.us = phi float [ %fold_value.0682.us, %fold_sums.body.us.preheader.new ], [ %1291, %fold_sums.body.us ]
  %fold_value460.1675.us = phi float [ %fold_value460.0681.us, %fold_sums.body.us.preheader.new ], [ %1294, %fold_sums.body.us ]
  %fold_value465.1674.us = phi float [ %fold_value465.0680.us, %fold_sums.body.us.preheader.new ], [ %1297, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.3, %fold_sums.body.us ]
  %1259 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums677.us
  %1260 = load float, ptr %1259, align 4
  %1261 = fadd float %fold_value.1676.us, %1260
  %1262 = getelementptr inbounds float, ptr %251, i64 %fold_sums677.us
  %1263 = load float, ptr %1262, align 4
  %1264 = fadd float %fold_value460.1675.us, %1263
  %1265 = getelementptr inbounds float, ptr %252, i64 %fold_sums677.us
  %1266 = load float, ptr %1265, align 4
  %1267 = fadd float %fold_value465.1674.us, %1266
  %1268 = or disjoint i64 %fold_sums677.us, 1
  %1269 = getelementptr inbounds float, ptr %scratch, i64 %1268
  %1270 = load float, ptr %1269, align 4
  %1271 = fadd float %1261, %1270
  %1272 = getelementptr inbounds float, ptr %251, i64 %1268
  %1273 = load float, ptr %1272, align 4
  %1274 = fadd float %1264, %1273
  %1275 = getelementptr inbounds float, ptr %252, i64 %1268
  %1276 = load float, ptr %1275, align 4
  %1277 = fadd float %1267, %1276
  %1278 = or disjoint i64 %fold_sums677.us, 2
  %1279 = getelementptr inbounds float, ptr %scratch, i64 %1278
  %1280 = load float, ptr %1279, align 4
  %1281 = fadd float %1271, %1280
  %1282 = getelementptr inbounds float, ptr %251, i64 %1278
  %1283 = load float, ptr %1282, align 4
  %1284 = fadd float %1274, %1283
  %1285 = getelementptr inbounds float, ptr %252, i64 %1278
  %1286 = load float, ptr %1285, align 4
  %1287 = fadd float %1277, %1286
  %1288 = or disjoint i64 %fold_sums677.us, 3
  %1289 = getelementptr inbounds float, ptr %scratch, i64 %1288
  %1290 = load float, ptr %1289, align 4
  %1291 = fadd float %1281, %1290
  %1292 = getelementptr inbounds float, ptr %251, i64 %1288
  %1293 = load float, ptr %1292, align 4
  %1294 = fadd float %1284, %1293
  %1295 = getelementptr inbounds float, ptr %252, i64 %1288
  %1296 = load float, ptr %1295, align 4
  %1297 = fadd float %1287, %1296
  %1298 = add nuw i64 %fold_sums677.us, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body471.us:                               ; preds = %feature.body471.us.prol.loopexit, %feature.body471.us
  %feature473673.us = phi i64 [ %1328, %feature.body471.us ], [ %feature473673.us.unr, %feature.body471.us.prol.loopexit ]
  %1299 = getelementptr inbounds float, ptr %340, i64 %feature473673.us
  %1300 = load float, ptr %1299, align 4
  %1301 = fmul float %1300, %1300
  %1302 = getelementptr inbounds float, ptr %341, i64 %feature473673.us
  %1303 = load float, ptr %1302, align 4
  %1304 = fneg float %1303
  %1305 = fmul float %1300, %1304
  %1306 = getelementptr inbounds float, ptr %232, i64 %feature473673.us
  %1307 = load float, ptr %1306, align 4
  %1308 = fmul float %1300, %1307
  %1309 = sub nuw i64 %feature473673.us, %fold_chunk683.us
  %1310 = getelementptr inbounds float, ptr %scratch, i64 %1309
  store float %1301, ptr %1310, align 4
  %1311 = getelementptr float, ptr %251, i64 %1309
  store float %1305, ptr %1311, align 4
  %1312 = getelementptr float, ptr %252, i64 %1309
  store float %1308, ptr %1312, align 4
  %1313 = add nuw i64 %feature473673.us, 1
  %1314 = getelementptr inbounds float, ptr %340, i64 %1313
  %1315 = load float, ptr %1314, align 4
  %1316 = fmul float %1315, %1315
  %1317 = getelementptr inbounds float, ptr %341, i64 %1313
  %1318 = load float, ptr %1317, align 4
  %1319 = fneg float %1318
  %1320 = fmul float %1315, %1319
  %1321 = getelementptr inbounds float, ptr %232, i64 %1313
  %1322 = load float, ptr %1321, align 4
  %1323 = fmul float %1315, %1322
  %1324 = sub nuw i64 %1313, %fold_chunk683.us
  %1325 = getelementptr inbounds float, ptr %scratch, i64 %1324
  store float %1316, ptr %1325, align 4
  %1326 = getelementptr float, ptr %251, i64 %1324
  store float %1320, ptr %1326, align 4
  %1327 = getelementptr float, ptr %252, i64 %1324
  store float %1323, ptr %1327, align 4
  %1328 = add nuw i64 %feature473673.us, 2
  %exitcond885.not.1 = icmp eq i64 %1328, %umin886
  br i1 %exitcond885.not.1, label %feature.exit472.us, label %feature.body471.us, !llvm.loop !13

noise.done459.us:                                 ; preds = %fold_chunk.header.loopexit.us, %fold_chunk.header489.loopexit.us
  %uniforms.sroa.14.0.us = phi float [ %fold_value484.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ %fold_value465.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.6.0.us = phi float [ %fold_value479.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ %fold_value460.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  %uniforms.sroa.0.0.us = phi float [ %fold_value474.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ]
  br i1 %draw431.not, label %fold_chunk.body534.us.preheader, label %fold_chunk.body514.us.preheader

fold_chunk.body514.us.preheader:                  ; preds = %noise.done459.us
  %broadcast.splatinsert1238 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1239 = shufflevector <8 x float> %broadcast.splatinsert1238, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1242 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1243 = shufflevector <8 x float> %broadcast.splatinsert1242, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1244 = insertelement <8 x float> poison, float %noise_scale429.us, i64 0
  %broadcast.splat1245 = shufflevector <8 x float> %broadcast.splatinsert1244, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1270 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1271 = shufflevector <4 x float> %broadcast.splatinsert1270, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1274 = insertelement <4 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1275 = shufflevector <4 x float> %broadcast.splatinsert1274, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1276 = insertelement <4 x float> poison, float %noise_scale429.us, i64 0
  %broadcast.splat1277 = shufflevector <4 x float> %broadcast.splatinsert1276, <4 x float> poison, <4 x i32> zeroinitializer
  br label %fold_chunk.body514.us

fold_chunk.body534.us.preheader:                  ; preds = %noise.done459.us
  %broadcast.splatinsert1184 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1185 = shufflevector <8 x float> %broadcast.splatinsert1184, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1208 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1209 = shufflevector <4 x float> %broadcast.splatinsert1208, <4 x float> poison, <4 x i32> zeroinitializer
  br label %fold_chunk.body534.us

fold_chunk.body514.us:                            ; preds = %fold_chunk.body514.us.preheader, %fold_chunk.header513.loopexit.us
  %indvar1221 = phi i64 [ %indvar.next1222, %fold_chunk.header513.loopexit.us ], [ 0, %fold_chunk.body514.us.preheader ]
  %indvars.iv904 = phi i64 [ %indvars.iv.next905, %fold_chunk.header513.loopexit.us ], [ 0, %fold_chunk.body514.us.preheader ]
  %indvars.iv899 = phi i64 [ %indvars.iv.next900, %fold_chunk.header513.loopexit.us ], [ 1024, %fold_chunk.body514.us.preheader ]
  %fold_chunk516707.us = phi i64 [ %1335, %fold_chunk.header513.loopexit.us ], [ 0, %fold_chunk.body514.us.preheader ]
  %fold_value508.0706.us = phi float [ %fold_value508.1.lcssa.us, %fold_chunk.header513.loopexit.us ], [ 0.000000e+00, %fold_chunk.body514.us.preheader ]
  %umin2378 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %1329 = add i64 %umin2378, %indvars.iv904
  %umax2379 = tail call i64 @llvm.umax.i64(i64 %1329, i64 1)
  %umin2375 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %umin1228 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %1330 = add i64 %umin1228, %indvars.iv904
  %1331 = mul i64 %indvar1221, -4096
  %1332 = add i64 %329, %1331
  %1333 = add i64 %330, %1331
  %1334 = add i64 %268, %1331
  %umin903 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %1335 = add i64 %fold_chunk516707.us, 1024
  %chunk_end517.us = tail call i64 @llvm.umin.i64(i64 %1335, i64 %n_features)
  %1336 = icmp ult i64 %fold_chunk516707.us, %chunk_end517.us
  br i1 %1336, label %iter.check1232, label %feature.exit520.us

iter.check1232:                                   ; preds = %fold_chunk.body514.us
  %min.iters.check1230 = icmp ult i64 %1330, 4
  br i1 %min.iters.check1230, label %feature.body519.us.preheader, label %vector.memcheck1220

vector.memcheck1220:                              ; preds = %iter.check1232
  %diff.check1223 = icmp ult i64 %1332, 128
  %diff.check1224 = icmp ult i64 %1333, 128
  %conflict.rdx1225 = or i1 %diff.check1223, %diff.check1224
  %diff.check1226 = icmp ult i64 %1334, 128
  %conflict.rdx1227 = or i1 %conflict.rdx1225, %diff.check1226
  br i1 %conflict.rdx1227, label %feature.body519.us.preheader, label %vector.main.loop.iter.check1234

vector.main.loop.iter.check1234:                  ; preds = %vector.memcheck1220
  %min.iters.check1233 = icmp ult i64 %1330, 32
  br i1 %min.iters.check1233, label %vec.epilog.ph1267, label %vector.ph1235

vector.ph1235:                                    ; preds = %vector.main.loop.iter.check1234
  %n.mod.vf1236 = and i64 %umin1228, 31
  %n.vec1237 = sub nuw i64 %1330, %n.mod.vf1236
  br label %vector.body1246

vector.body1246:                                  ; preds = %vector.body1246, %vector.ph1235
  %index1247 = phi i64 [ 0, %vector.ph1235 ], [ %index.next1260, %vector.body1246 ]
  %1337 = add i64 %fold_chunk516707.us, %index1247
  %1338 = getelementptr inbounds float, ptr %340, i64 %1337
  %1339 = getelementptr inbounds nuw i8, ptr %1338, i64 32
  %1340 = getelementptr inbounds nuw i8, ptr %1338, i64 64
  %1341 = getelementptr inbounds nuw i8, ptr %1338, i64 96
  %wide.load1248 = load <8 x float>, ptr %1338, align 4
  %wide.load1249 = load <8 x float>, ptr %1339, align 4
  %wide.load1250 = load <8 x float>, ptr %1340, align 4
  %wide.load1251 = load <8 x float>, ptr %1341, align 4
  %1342 = getelementptr inbounds float, ptr %341, i64 %1337
  %1343 = getelementptr inbounds nuw i8, ptr %1342, i64 32
  %1344 = getelementptr inbounds nuw i8, ptr %1342, i64 64
  %1345 = getelementptr inbounds nuw i8, ptr %1342, i64 96
  %wide.load1252 = load <8 x float>, ptr %1342, align 4
  %wide.load1253 = load <8 x float>, ptr %1343, align 4
  %wide.load1254 = load <8 x float>, ptr %1344, align 4
  %wide.load1255 = load <8 x float>, ptr %1345, align 4
  %1346 = fneg <8 x float> %wide.load1252
  %1347 = fneg <8 x float> %wide.load1253
  %1348 = fneg <8 x float> %wide.load1254
  %1349 = fneg <8 x float> %wide.load1255
  %1350 = fmul <8 x float> %broadcast.splat1239, %wide.load1248
  %1351 = fmul <8 x float> %broadcast.splat1239, %wide.load1249
  %1352 = fmul <8 x float> %broadcast.splat1239, %wide.load1250
  %1353 = fmul <8 x float> %broadcast.splat1239, %wide.load1251
  %1354 = fsub <8 x float> %1346, %1350
  %1355 = fsub <8 x float> %1347, %1351
  %1356 = fsub <8 x float> %1348, %1352
  %1357 = fsub <8 x float> %1349, %1353
  %1358 = fmul <8 x float> %broadcast.splat1241, %1354
  %1359 = fmul <8 x float> %broadcast.splat1241, %1355
  %1360 = fmul <8 x float> %broadcast.splat1241, %1356
  %1361 = fmul <8 x float> %broadcast.splat1241, %1357
  %1362 = fsub <8 x float> %wide.load1248, %1358
  %1363 = fsub <8 x float> %wide.load1249, %1359
  %1364 = fsub <8 x float> %wide.load1250, %1360
  %1365 = fsub <8 x float> %wide.load1251, %1361
  %1366 = getelementptr inbounds float, ptr %232, i64 %1337
  %1367 = getelementptr inbounds nuw i8, ptr %1366, i64 32
  %1368 = getelementptr inbounds nuw i8, ptr %1366, i64 64
  %1369 = getelementptr inbounds nuw i8, ptr %1366, i64 96
  %wide.load1256 = load <8 x float>, ptr %1366, align 4
  %wide.load1257 = load <8 x float>, ptr %1367, align 4
  %wide.load1258 = load <8 x float>, ptr %1368, align 4
  %wide.load1259 = load <8 x float>, ptr %1369, align 4
  %1370 = fmul <8 x float> %broadcast.splat1243, %wide.load1248
  %1371 = fmul <8 x float> %broadcast.splat1243, %wide.load1249
  %1372 = fmul <8 x float> %broadcast.splat1243, %wide.load1250
  %1373 = fmul <8 x float> %broadcast.splat1243, %wide.load1251
  %1374 = fsub <8 x float> %wide.load1256, %1370
  %1375 = fsub <8 x float> %wide.load1257, %1371
  %1376 = fsub <8 x float> %wide.load1258, %1372
  %1377 = fsub <8 x float> %wide.load1259, %1373
  %1378 = fmul <8 x float> %broadcast.splat1245, %1374
  %1379 = fmul <8 x float> %broadcast.splat1245, %1375
  %1380 = fmul <8 x float> %broadcast.splat1245, %1376
  %1381 = fmul <8 x float> %broadcast.splat1245, %1377
  %1382 = fadd <8 x float> %1362, %1378
  %1383 = fadd <8 x float> %1363, %1379
  %1384 = fadd <8 x float> %1364, %1380
  %1385 = fadd <8 x float> %1365, %1381
  %1386 = fmul <8 x float> %1382, %1382
  %1387 = fmul <8 x float> %1383, %1383
  %1388 = fmul <8 x float> %1384, %1384
  %1389 = fmul <8 x float> %1385, %1385
  %1390 = getelementptr inbounds float, ptr %scratch, i64 %index1247
  %1391 = getelementptr inbounds nuw i8, ptr %1390, i64 32
  %1392 = getelementptr inbounds nuw i8, ptr %1390, i64 64
  %1393 = getelementptr inbounds nuw i8, ptr %1390, i64 96
  store <8 x float> %1386, ptr %1390, align 4
  store <8 x float> %1387, ptr %1391, align 4
  store <8 x float> %1388, ptr %1392, align 4
  store <8 x float> %1389, ptr %1393, align 4
  %index.next1260 = add nuw i64 %index1247, 32
  %1394 = icmp eq i64 %index.next1260, %n.vec1237
  br i1 %1394, label %middle.block1261, label %vector.body1246, !llvm.loop !14

middle.block1261:                                 ; preds = %vector.body1246
  %cmp.n1262 = icmp eq i64 %n.mod.vf1236, 0
  br i1 %cmp.n1262, label %feature.exit520.us, label %vec.epilog.iter.check1265

vec.epilog.iter.check1265:                        ; preds = %middle.block1261
  %ind.end1288 = add i64 %fold_chunk516707.us, %n.vec1237
  %min.epilog.iters.check1266 = icmp samesign ult i64 %n.mod.vf1236, 4
  br i1 %min.epilog.iters.check1266, label %feature.body519.us.preheader, label %vec.epilog.ph1267, !prof !10

vec.epilog.ph1267:                                ; preds = %vector.main.loop.iter.check1234, %vec.epilog.iter.check1265
  %vec.epilog.resume.val1263 = phi i64 [ %n.vec1237, %vec.epilog.iter.check1265 ], [ 0, %vector.main.loop.iter.check1234 ]
  %n.mod.vf1268 = and i64 %umin1228, 3
  %n.vec1269 = sub i64 %1330, %n.mod.vf1268
  %1395 = add i64 %fold_chunk516707.us, %n.vec1269
  br label %vec.epilog.vector.body1278

vec.epilog.vector.body1278:                       ; preds = %vec.epilog.vector.body1278, %vec.epilog.ph1267
  %index1279 = phi i64 [ %vec.epilog.resume.val1263, %vec.epilog.ph1267 ], [ %index.next1284, %vec.epilog.vector.body1278 ]
  %offset.idx1280 = add i64 %fold_chunk516707.us, %index1279
  %1396 = getelementptr inbounds float, ptr %340, i64 %offset.idx1280
  %wide.load1281 = load <4 x float>, ptr %1396, align 4
  %1397 = getelementptr inbounds float, ptr %341, i64 %offset.idx1280
  %wide.load1282 = load <4 x float>, ptr %1397, align 4
  %1398 = fneg <4 x float> %wide.load1282
  %1399 = fmul <4 x float> %broadcast.splat1271, %wide.load1281
  %1400 = fsub <4 x float> %1398, %1399
  %1401 = fmul <4 x float> %broadcast.splat1273, %1400
  %1402 = fsub <4 x float> %wide.load1281, %1401
  %1403 = getelementptr inbounds float, ptr %232, i64 %offset.idx1280
  %wide.load1283 = load <4 x float>, ptr %1403, align 4
  %1404 = fmul <4 x float> %broadcast.splat1275, %wide.load1281
  %1405 = fsub <4 x float> %wide.load1283, %1404
  %1406 = fmul <4 x float> %broadcast.splat1277, %1405
  %1407 = fadd <4 x float> %1402, %1406
  %1408 = fmul <4 x float> %1407, %1407
  %1409 = getelementptr inbounds float, ptr %scratch, i64 %index1279
  store <4 x float> %1408, ptr %1409, align 4
  %index.next1284 = add nuw i64 %index1279, 4
  %1410 = icmp eq i64 %index.next1284, %n.vec1269
  br i1 %1410, label %vec.epilog.middle.block1285, label %vec.epilog.vector.body1278, !llvm.loop !15

vec.epilog.middle.block1285:                      ; preds = %vec.epilog.vector.body1278
  %cmp.n1286 = icmp eq i64 %n.mod.vf1268, 0
  br i1 %cmp.n1286, label %feature.exit520.us, label %feature.body519.us.preheader

feature.body519.us.preheader:                     ; preds = %vector.memcheck1220, %iter.check1232, %vec.epilog.iter.check1265, %vec.epilog.middle.block1285
  %feature521702.us.ph = phi i64 [ %fold_chunk516707.us, %iter.check1232 ], [ %fold_chunk516707.us, %vector.memcheck1220 ], [ %ind.end1288, %vec.epilog.iter.check1265 ], [ %1395, %vec.epilog.middle.block1285 ]
  %1411 = sub i64 %umin2375, %feature521702.us.ph
  %.neg2786 = add i64 %feature521702.us.ph, 1
  %xtraiter2376 = and i64 %1411, 1
  %lcmp.mod2377.not = icmp eq i64 %xtraiter2376, 0
  br i1 %lcmp.mod2377.not, label %feature.body519.us.prol.loopexit, label %feature.body519.us.prol

feature.body519.us.prol:                          ; preds = %feature.body519.us.preheader
  %1412 = getelementptr inbounds float, ptr %340, i64 %feature521702.us.ph
  %1413 = load float, ptr %1412, align 4
  %1414 = getelementptr inbounds float, ptr %341, i64 %feature521702.us.ph
  %1415 = load float, ptr %1414, align 4
  %1416 = fneg float %1415
  %1417 = fmul float %uniforms.sroa.6.0.us, %1413
  %1418 = fsub float %1416, %1417
  %1419 = fmul float %eta, %1418
  %1420 = fsub float %1413, %1419
  %1421 = getelementptr inbounds float, ptr %232, i64 %feature521702.us.ph
  %1422 = load float, ptr %1421, align 4
  %1423 = fmul float %uniforms.sroa.14.0.us, %1413
  %1424 = fsub float %1422, %1423
  %1425 = fmul float %noise_scale429.us, %1424
  %1426 = fadd float %1420, %1425
  %1427 = fmul float %1426, %1426
  %1428 = sub nuw i64 %feature521702.us.ph, %fold_chunk516707.us
  %1429 = getelementptr inbounds float, ptr %scratch, i64 %1428
  store float %1427, ptr %1429, align 4
  %1430 = add nuw i64 %feature521702.us.ph, 1
  br label %feature.body519.us.prol.loopexit

feature.body519.us.prol.loopexit:                 ; preds = %feature.body519.us.prol, %feature.body519.us.preheader
  %feature521702.us.unr = phi i64 [ %feature521702.us.ph, %feature.body519.us.preheader ], [ %1430, %feature.body519.us.prol ]
  %1431 = icmp eq i64 %umin2375, %.neg2786
  br i1 %1431, label %feature.exit520.us, label %feature.body519.us

feature.exit520.us:                               ; preds = %feature.body519.us.prol.loopexit, %feature.body519.us, %middle.block1261, %vec.epilog.middle.block1285, %fold_chunk.body514.us
  %.not812 = icmp eq i64 %chunk_end517.us, %fold_chunk516707.us
  br i1 %.not812, label %fold_chunk.header513.loopexit.us, label %fold_sums.body525.us.preheader

fold_sums.body525.us.preheader:                   ; preds = %feature.exit520.us
  %xtraiter2380 = and i64 %umax2379, 7
  %1432 = icmp ult i64 %1329, 8
  br i1 %1432, label %fold_sums.body525.us.epil.preheader, label %fold_sums.body525.us.preheader.new

fold_sums.body525.us.preheader.new:               ; preds = %fold_sums.body525.us.preheader
  %unroll_iter2385 = and i64 %umax2379, -8
  br label %fold_sums.body525.us

fold_sums.body525.us:                             ; preds = %fold_sums.body525.us, %fold_sums.body525.us.preheader.new
  %fold_sums527704.us = phi i64 [ 0, %fold_sums.body525.us.preheader.new ], [ %1464, %fold_sums.body525.us ]
  %fold_value508.1703.us = phi float [ %fold_value508.0706.us, %fold_sums.body525.us.preheader.new ], [ %1463, %fold_sums.body525.us ]
  %niter2386 = phi i64 [ 0, %fold_sums.body525.us.preheader.new ], [ %niter2386.next.7, %fold_sums.body525.us ]
  %1433 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums527704.us
  %1434 = load float, ptr %1433, align 4
  %1435 = fadd float %fold_value508.1703.us, %1434
  %1436 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1437 = getelementptr i8, ptr %1436, i64 4
  %1438 = load float, ptr %1437, align 4
  %1439 = fadd float %1435, %1438
  %1440 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1441 = getelementptr i8, ptr %1440, i64 8
  %1442 = load float, ptr %1441, align 4
  %1443 = fadd float %1439, %1442
  %1444 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1445 = getelementptr i8, ptr %1444, i64 12
  %1446 = load float, ptr %1445, align 4
  %1447 = fadd float %1443, %1446
  %1448 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1449 = getelementptr i8, ptr %1448, i64 16
  %1450 = load float, ptr %1449, align 4
  %1451 = fadd float %1447, %1450
  %1452 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1453 = getelementptr i8, ptr %1452, i64 20
  %1454 = load float, ptr %1453, align 4
  %1455 = fadd float %1451, %1454
  %1456 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1457 = getelementptr i8, ptr %1456, i64 24
  %1458 = load float, ptr %1457, align 4
  %1459 = fadd float %1455, %1458
  %1460 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1461 = getelementptr i8, ptr %1460, i64 28
  %1462 = load float, ptr %1461, align 4
  %1463 = fadd float %1459, %1462
  %1464 = add nuw i64 %fold_sums527704.us, 8
  %niter2386.next.7 = add i64 %niter2386, 8
  %niter2386.ncmp.7 = icmp eq i64 %niter2386.next.7, %unroll_iter2385
  br i1 %niter2386.ncmp.7, label %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body525.us

feature.body519.us:                               ; preds = %feature.body519.us.prol.loopexit, %feature.body519.us
  %feature521702.us = phi i64 [ %1502, %feature.body519.us ], [ %feature521702.us.unr, %feature.body519.us.prol.loopexit ]
  %1465 = getelementptr inbounds float, ptr %340, i64 %feature521702.us
  %1466 = load float, ptr %1465, align 4
  %1467 = getelementptr inbounds float, ptr %341, i64 %feature521702.us
  %1468 = load float, ptr %1467, align 4
  %1469 = fneg float %1468
  %1470 = fmul float %uniforms.sroa.6.0.us, %1466
  %1471 = fsub float %1469, %1470
  %1472 = fmul float %eta, %1471
  %1473 = fsub float %1466, %1472
  %1474 = getelementptr inbounds float, ptr %232, i64 %feature521702.us
  %1475 = load float, ptr %1474, align 4
  %1476 = fmul float %uniforms.sroa.14.0.us, %1466
  %1477 = fsub float %1475, %1476
  %1478 = fmul float %noise_scale429.us, %1477
  %1479 = fadd float %1473, %1478
  %1480 = fmul float %1479, %1479
  %1481 = sub nuw i64 %feature521702.us, %fold_chunk516707.us
  %1482 = getelementptr inbounds float, ptr %scratch, i64 %1481
  store float %1480, ptr %1482, align 4
  %1483 = add nuw i64 %feature521702.us, 1
  %1484 = getelementptr inbounds float, ptr %340, i64 %1483
  %1485 = load float, ptr %1484, align 4
  %1486 = getelementptr inbounds float, ptr %341, i64 %1483
  %1487 = load float, ptr %1486, align 4
  %1488 = fneg float %1487
  %1489 = fmul float %uniforms.sroa.6.0.us, %1485
  %1490 = fsub float %1488, %1489
  %1491 = fmul float %eta, %1490
  %1492 = fsub float %1485, %1491
  %1493 = getelementptr inbounds float, ptr %232, i64 %1483
  %1494 = load float, ptr %1493, align 4
  %1495 = fmul float %uniforms.sroa.14.0.us, %1485
  %1496 = fsub float %1494, %1495
  %1497 = fmul float %noise_scale429.us, %1496
  %1498 = fadd float %1492, %1497
  %1499 = fmul float %1498, %1498
  %1500 = sub nuw i64 %1483, %fold_chunk516707.us
  %1501 = getelementptr inbounds float, ptr %scratch, i64 %1500
  store float %1499, ptr %1501, align 4
  %1502 = add nuw i64 %feature521702.us, 2
  %exitcond902.not.1 = icmp eq i64 %1502, %umin903
  br i1 %exitcond902.not.1, label %feature.exit520.us, label %feature.body519.us, !llvm.loop !16

noise.done507.us:                                 ; preds = %fold_chunk.header513.loopexit.us, %fold_chunk.header533.loopexit.us
  %uniforms.sroa.22.0.us = phi float [ %fold_value528.1.lcssa.us, %fold_chunk.header533.loopexit.us ], [ %fold_value508.1.lcssa.us, %fold_chunk.header513.loopexit.us ]
  %1503 = fcmp olt float %uniforms.sroa.22.0.us, 0x3D71979980000000
  %1504 = tail call float @llvm.sqrt.f32(float %uniforms.sroa.22.0.us)
  %1505 = fadd float %uniforms.sroa.0.0.us, -1.000000e+00
  %1506 = tail call float @llvm.fabs.f32(float %1505)
  %1507 = fcmp ogt float %1506, 0x3F60624DE0000000
  %1508 = select i1 %1507, float 1.000000e+00, float 0.000000e+00
  %1509 = select i1 %1503, float 2.000000e+00, float 0.000000e+00
  %1510 = fadd float %1508, %1509
  %status_bits558.us = fptoui float %1510 to i32
  %status559.us = load i32, ptr %342, align 4
  %1511 = or i32 %status559.us, %status_bits558.us
  store i32 %1511, ptr %342, align 4
  br i1 %draw431.not, label %vector.memcheck, label %vector.memcheck1134

vector.memcheck1134:                              ; preds = %noise.done507.us
  br i1 %conflict.rdx, label %feature.body555.us.preheader, label %vector.ph1146

vector.ph1146:                                    ; preds = %vector.memcheck1134
  %broadcast.splatinsert1149 = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1150 = shufflevector <8 x float> %broadcast.splatinsert1149, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1153 = insertelement <8 x float> poison, float %uniforms.sroa.14.0.us, i64 0
  %broadcast.splat1154 = shufflevector <8 x float> %broadcast.splatinsert1153, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1155 = insertelement <8 x float> poison, float %noise_scale429.us, i64 0
  %broadcast.splat1156 = shufflevector <8 x float> %broadcast.splatinsert1155, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1157 = insertelement <8 x float> poison, float %1504, i64 0
  %broadcast.splat1158 = shufflevector <8 x float> %broadcast.splatinsert1157, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1159

vector.body1159:                                  ; preds = %vector.body1159, %vector.ph1146
  %index1160 = phi i64 [ 0, %vector.ph1146 ], [ %index.next1164, %vector.body1159 ]
  %1512 = getelementptr inbounds float, ptr %340, i64 %index1160
  %wide.load1161 = load <8 x float>, ptr %1512, align 4, !alias.scope !17, !noalias !20
  %1513 = getelementptr inbounds float, ptr %341, i64 %index1160
  %wide.load1162 = load <8 x float>, ptr %1513, align 4, !alias.scope !23
  %1514 = fneg <8 x float> %wide.load1162
  %1515 = fmul <8 x float> %broadcast.splat1150, %wide.load1161
  %1516 = fsub <8 x float> %1514, %1515
  %1517 = fmul <8 x float> %broadcast.splat1152, %1516
  %1518 = fsub <8 x float> %wide.load1161, %1517
  %1519 = getelementptr inbounds float, ptr %232, i64 %index1160
  %wide.load1163 = load <8 x float>, ptr %1519, align 4, !alias.scope !24
  %1520 = fmul <8 x float> %broadcast.splat1154, %wide.load1161
  %1521 = fsub <8 x float> %wide.load1163, %1520
  %1522 = fmul <8 x float> %broadcast.splat1156, %1521
  %1523 = fadd <8 x float> %1518, %1522
  %1524 = fdiv <8 x float> %1523, %broadcast.splat1158
  %1525 = select i1 %1503, <8 x float> %wide.load1161, <8 x float> %1524
  store <8 x float> %1525, ptr %1512, align 4, !alias.scope !17, !noalias !20
  %index.next1164 = add nuw i64 %index1160, 8
  %1526 = icmp eq i64 %index.next1164, %n.vec1148
  br i1 %1526, label %middle.block1165, label %vector.body1159, !llvm.loop !25

middle.block1165:                                 ; preds = %vector.body1159
  br i1 %cmp.n1166, label %noise.done551.us, label %feature.body555.us.preheader

feature.body555.us.preheader:                     ; preds = %vector.memcheck1134, %middle.block1165
  %feature557716.us.ph = phi i64 [ 0, %vector.memcheck1134 ], [ %n.vec1148, %middle.block1165 ]
  %.neg2787 = or disjoint i64 %feature557716.us.ph, 1
  br i1 %lcmp.mod2400.not, label %feature.body555.us.prol.loopexit, label %feature.body555.us.prol

feature.body555.us.prol:                          ; preds = %feature.body555.us.preheader
  %1527 = getelementptr inbounds float, ptr %340, i64 %feature557716.us.ph
  %1528 = load float, ptr %1527, align 4
  %1529 = getelementptr inbounds float, ptr %341, i64 %feature557716.us.ph
  %1530 = load float, ptr %1529, align 4
  %1531 = fneg float %1530
  %1532 = fmul float %uniforms.sroa.6.0.us, %1528
  %1533 = fsub float %1531, %1532
  %1534 = fmul float %eta, %1533
  %1535 = fsub float %1528, %1534
  %1536 = getelementptr inbounds float, ptr %232, i64 %feature557716.us.ph
  %1537 = load float, ptr %1536, align 4
  %1538 = fmul float %uniforms.sroa.14.0.us, %1528
  %1539 = fsub float %1537, %1538
  %1540 = fmul float %noise_scale429.us, %1539
  %1541 = fadd float %1535, %1540
  %1542 = fdiv float %1541, %1504
  %1543 = select i1 %1503, float %1528, float %1542
  store float %1543, ptr %1527, align 4
  %1544 = or disjoint i64 %feature557716.us.ph, 1
  br label %feature.body555.us.prol.loopexit

feature.body555.us.prol.loopexit:                 ; preds = %feature.body555.us.prol, %feature.body555.us.preheader
  %feature557716.us.unr = phi i64 [ %feature557716.us.ph, %feature.body555.us.preheader ], [ %1544, %feature.body555.us.prol ]
  %1545 = icmp eq i64 %n_features, %.neg2787
  br i1 %1545, label %noise.done551.us, label %feature.body555.us

vector.memcheck:                                  ; preds = %noise.done507.us
  br i1 %found.conflict, label %feature.body561.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1112 = insertelement <8 x float> poison, float %1504, i64 0
  %broadcast.splat1113 = shufflevector <8 x float> %broadcast.splatinsert1112, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1546 = getelementptr inbounds float, ptr %340, i64 %index
  %1547 = getelementptr inbounds nuw i8, ptr %1546, i64 32
  %1548 = getelementptr inbounds nuw i8, ptr %1546, i64 64
  %1549 = getelementptr inbounds nuw i8, ptr %1546, i64 96
  %wide.load = load <8 x float>, ptr %1546, align 4, !alias.scope !26, !noalias !29
  %wide.load1114 = load <8 x float>, ptr %1547, align 4, !alias.scope !26, !noalias !29
  %wide.load1115 = load <8 x float>, ptr %1548, align 4, !alias.scope !26, !noalias !29
  %wide.load1116 = load <8 x float>, ptr %1549, align 4, !alias.scope !26, !noalias !29
  %1550 = getelementptr inbounds float, ptr %341, i64 %index
  %1551 = getelementptr inbounds nuw i8, ptr %1550, i64 32
  %1552 = getelementptr inbounds nuw i8, ptr %1550, i64 64
  %1553 = getelementptr inbounds nuw i8, ptr %1550, i64 96
  %wide.load1117 = load <8 x float>, ptr %1550, align 4, !alias.scope !29
  %wide.load1118 = load <8 x float>, ptr %1551, align 4, !alias.scope !29
  %wide.load1119 = load <8 x float>, ptr %1552, align 4, !alias.scope !29
  %wide.load1120 = load <8 x float>, ptr %1553, align 4, !alias.scope !29
  %1554 = fneg <8 x float> %wide.load1117
  %1555 = fneg <8 x float> %wide.load1118
  %1556 = fneg <8 x float> %wide.load1119
  %1557 = fneg <8 x float> %wide.load1120
  %1558 = fmul <8 x float> %broadcast.splat, %wide.load
  %1559 = fmul <8 x float> %broadcast.splat, %wide.load1114
  %1560 = fmul <8 x float> %broadcast.splat, %wide.load1115
  %1561 = fmul <8 x float> %broadcast.splat, %wide.load1116
  %1562 = fsub <8 x float> %1554, %1558
  %1563 = fsub <8 x float> %1555, %1559
  %1564 = fsub <8 x float> %1556, %1560
  %1565 = fsub <8 x float> %1557, %1561
  %1566 = fmul <8 x float> %broadcast.splat1111, %1562
  %1567 = fmul <8 x float> %broadcast.splat1111, %1563
  %1568 = fmul <8 x float> %broadcast.splat1111, %1564
  %1569 = fmul <8 x float> %broadcast.splat1111, %1565
  %1570 = fsub <8 x float> %wide.load, %1566
  %1571 = fsub <8 x float> %wide.load1114, %1567
  %1572 = fsub <8 x float> %wide.load1115, %1568
  %1573 = fsub <8 x float> %wide.load1116, %1569
  %1574 = fdiv <8 x float> %1570, %broadcast.splat1113
  %1575 = fdiv <8 x float> %1571, %broadcast.splat1113
  %1576 = fdiv <8 x float> %1572, %broadcast.splat1113
  %1577 = fdiv <8 x float> %1573, %broadcast.splat1113
  %1578 = select i1 %1503, <8 x float> %wide.load, <8 x float> %1574
  %1579 = select i1 %1503, <8 x float> %wide.load1114, <8 x float> %1575
  %1580 = select i1 %1503, <8 x float> %wide.load1115, <8 x float> %1576
  %1581 = select i1 %1503, <8 x float> %wide.load1116, <8 x float> %1577
  store <8 x float> %1578, ptr %1546, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1579, ptr %1547, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1580, ptr %1548, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1581, ptr %1549, align 4, !alias.scope !26, !noalias !29
  %index.next = add nuw i64 %index, 32
  %1582 = icmp eq i64 %index.next, %n.vec
  br i1 %1582, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done551.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body561.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert1123 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1124 = shufflevector <4 x float> %broadcast.splatinsert1123, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1127 = insertelement <4 x float> poison, float %1504, i64 0
  %broadcast.splat1128 = shufflevector <4 x float> %broadcast.splatinsert1127, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index1129 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next1132, %vec.epilog.vector.body ]
  %1583 = getelementptr inbounds float, ptr %340, i64 %index1129
  %wide.load1130 = load <4 x float>, ptr %1583, align 4, !alias.scope !26, !noalias !29
  %1584 = getelementptr inbounds float, ptr %341, i64 %index1129
  %wide.load1131 = load <4 x float>, ptr %1584, align 4, !alias.scope !29
  %1585 = fneg <4 x float> %wide.load1131
  %1586 = fmul <4 x float> %broadcast.splat1124, %wide.load1130
  %1587 = fsub <4 x float> %1585, %1586
  %1588 = fmul <4 x float> %broadcast.splat1126, %1587
  %1589 = fsub <4 x float> %wide.load1130, %1588
  %1590 = fdiv <4 x float> %1589, %broadcast.splat1128
  %1591 = select i1 %1503, <4 x float> %wide.load1130, <4 x float> %1590
  store <4 x float> %1591, ptr %1583, align 4, !alias.scope !26, !noalias !29
  %index.next1132 = add nuw i64 %index1129, 4
  %1592 = icmp eq i64 %index.next1132, %n.vec1122
  br i1 %1592, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1133, label %noise.done551.us, label %feature.body561.us.preheader

feature.body561.us.preheader:                     ; preds = %vector.memcheck, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature563717.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1122, %vec.epilog.middle.block ]
  br i1 %lcmp.mod2403.not, label %feature.body561.us.prol.loopexit, label %feature.body561.us.prol

feature.body561.us.prol:                          ; preds = %feature.body561.us.preheader, %feature.body561.us.prol
  %feature563717.us.prol = phi i64 [ %1604, %feature.body561.us.prol ], [ %feature563717.us.ph, %feature.body561.us.preheader ]
  %prol.iter2404 = phi i64 [ %prol.iter2404.next, %feature.body561.us.prol ], [ 0, %feature.body561.us.preheader ]
  %1593 = getelementptr inbounds float, ptr %340, i64 %feature563717.us.prol
  %1594 = load float, ptr %1593, align 4
  %1595 = getelementptr inbounds float, ptr %341, i64 %feature563717.us.prol
  %1596 = load float, ptr %1595, align 4
  %1597 = fneg float %1596
  %1598 = fmul float %uniforms.sroa.6.0.us, %1594
  %1599 = fsub float %1597, %1598
  %1600 = fmul float %eta, %1599
  %1601 = fsub float %1594, %1600
  %1602 = fdiv float %1601, %1504
  %1603 = select i1 %1503, float %1594, float %1602
  store float %1603, ptr %1593, align 4
  %1604 = add nuw i64 %feature563717.us.prol, 1
  %prol.iter2404.next = add i64 %prol.iter2404, 1
  %prol.iter2404.cmp.not = icmp eq i64 %prol.iter2404.next, %xtraiter2402
  br i1 %prol.iter2404.cmp.not, label %feature.body561.us.prol.loopexit, label %feature.body561.us.prol, !llvm.loop !33

feature.body561.us.prol.loopexit:                 ; preds = %feature.body561.us.prol, %feature.body561.us.preheader
  %feature563717.us.unr = phi i64 [ %feature563717.us.ph, %feature.body561.us.preheader ], [ %1604, %feature.body561.us.prol ]
  %1605 = sub i64 %feature563717.us.ph, %n_features
  %1606 = icmp ugt i64 %1605, -4
  br i1 %1606, label %noise.done551.us, label %feature.body561.us

feature.body555.us:                               ; preds = %feature.body555.us.prol.loopexit, %feature.body555.us
  %feature557716.us = phi i64 [ %1642, %feature.body555.us ], [ %feature557716.us.unr, %feature.body555.us.prol.loopexit ]
  %1607 = getelementptr inbounds float, ptr %340, i64 %feature557716.us
  %1608 = load float, ptr %1607, align 4
  %1609 = getelementptr inbounds float, ptr %341, i64 %feature557716.us
  %1610 = load float, ptr %1609, align 4
  %1611 = fneg float %1610
  %1612 = fmul float %uniforms.sroa.6.0.us, %1608
  %1613 = fsub float %1611, %1612
  %1614 = fmul float %eta, %1613
  %1615 = fsub float %1608, %1614
  %1616 = getelementptr inbounds float, ptr %232, i64 %feature557716.us
  %1617 = load float, ptr %1616, align 4
  %1618 = fmul float %uniforms.sroa.14.0.us, %1608
  %1619 = fsub float %1617, %1618
  %1620 = fmul float %noise_scale429.us, %1619
  %1621 = fadd float %1615, %1620
  %1622 = fdiv float %1621, %1504
  %1623 = select i1 %1503, float %1608, float %1622
  store float %1623, ptr %1607, align 4
  %1624 = add nuw i64 %feature557716.us, 1
  %1625 = getelementptr inbounds float, ptr %340, i64 %1624
  %1626 = load float, ptr %1625, align 4
  %1627 = getelementptr inbounds float, ptr %341, i64 %1624
  %1628 = load float, ptr %1627, align 4
  %1629 = fneg float %1628
  %1630 = fmul float %uniforms.sroa.6.0.us, %1626
  %1631 = fsub float %1629, %1630
  %1632 = fmul float %eta, %1631
  %1633 = fsub float %1626, %1632
  %1634 = getelementptr inbounds float, ptr %232, i64 %1624
  %1635 = load float, ptr %1634, align 4
  %1636 = fmul float %uniforms.sroa.14.0.us, %1626
  %1637 = fsub float %1635, %1636
  %1638 = fmul float %noise_scale429.us, %1637
  %1639 = fadd float %1633, %1638
  %1640 = fdiv float %1639, %1504
  %1641 = select i1 %1503, float %1626, float %1640
  store float %1641, ptr %1625, align 4
  %1642 = add nuw i64 %feature557716.us, 2
  %exitcond917.not.1 = icmp eq i64 %1642, %n_features
  br i1 %exitcond917.not.1, label %noise.done551.us, label %feature.body555.us, !llvm.loop !35

noise.done551.us:                                 ; preds = %feature.body555.us.prol.loopexit, %feature.body555.us, %feature.body561.us.prol.loopexit, %feature.body561.us, %middle.block1165, %middle.block, %vec.epilog.middle.block
  %t_next564.us = fmul float %anneal_ratio, %temperature423.0718.us
  %1643 = add nuw i64 %step428719.us, 1
  %exitcond919.not = icmp eq i64 %1643, %steps
  br i1 %exitcond919.not, label %step.header425.step.exit427_crit_edge.us, label %step.body426.us

feature.body561.us:                               ; preds = %feature.body561.us.prol.loopexit, %feature.body561.us
  %feature563717.us = phi i64 [ %1691, %feature.body561.us ], [ %feature563717.us.unr, %feature.body561.us.prol.loopexit ]
  %1644 = getelementptr inbounds float, ptr %340, i64 %feature563717.us
  %1645 = load float, ptr %1644, align 4
  %1646 = getelementptr inbounds float, ptr %341, i64 %feature563717.us
  %1647 = load float, ptr %1646, align 4
  %1648 = fneg float %1647
  %1649 = fmul float %uniforms.sroa.6.0.us, %1645
  %1650 = fsub float %1648, %1649
  %1651 = fmul float %eta, %1650
  %1652 = fsub float %1645, %1651
  %1653 = fdiv float %1652, %1504
  %1654 = select i1 %1503, float %1645, float %1653
  store float %1654, ptr %1644, align 4
  %1655 = add nuw i64 %feature563717.us, 1
  %1656 = getelementptr inbounds float, ptr %340, i64 %1655
  %1657 = load float, ptr %1656, align 4
  %1658 = getelementptr inbounds float, ptr %341, i64 %1655
  %1659 = load float, ptr %1658, align 4
  %1660 = fneg float %1659
  %1661 = fmul float %uniforms.sroa.6.0.us, %1657
  %1662 = fsub float %1660, %1661
  %1663 = fmul float %eta, %1662
  %1664 = fsub float %1657, %1663
  %1665 = fdiv float %1664, %1504
  %1666 = select i1 %1503, float %1657, float %1665
  store float %1666, ptr %1656, align 4
  %1667 = add nuw i64 %feature563717.us, 2
  %1668 = getelementptr inbounds float, ptr %340, i64 %1667
  %1669 = load float, ptr %1668, align 4
  %1670 = getelementptr inbounds float, ptr %341, i64 %1667
  %1671 = load float, ptr %1670, align 4
  %1672 = fneg float %1671
  %1673 = fmul float %uniforms.sroa.6.0.us, %1669
  %1674 = fsub float %1672, %1673
  %1675 = fmul float %eta, %1674
  %1676 = fsub float %1669, %1675
  %1677 = fdiv float %1676, %1504
  %1678 = select i1 %1503, float %1669, float %1677
  store float %1678, ptr %1668, align 4
  %1679 = add nuw i64 %feature563717.us, 3
  %1680 = getelementptr inbounds float, ptr %340, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = getelementptr inbounds float, ptr %341, i64 %1679
  %1683 = load float, ptr %1682, align 4
  %1684 = fneg float %1683
  %1685 = fmul float %uniforms.sroa.6.0.us, %1681
  %1686 = fsub float %1684, %1685
  %1687 = fmul float %eta, %1686
  %1688 = fsub float %1681, %1687
  %1689 = fdiv float %1688, %1504
  %1690 = select i1 %1503, float %1681, float %1689
  store float %1690, ptr %1680, align 4
  %1691 = add nuw i64 %feature563717.us, 4
  %exitcond918.not.3 = icmp eq i64 %1691, %n_features
  br i1 %exitcond918.not.3, label %noise.done551.us, label %feature.body561.us, !llvm.loop !36

fold_chunk.body534.us:                            ; preds = %fold_chunk.body534.us.preheader, %fold_chunk.header533.loopexit.us
  %indvar1171 = phi i64 [ %indvar.next1172, %fold_chunk.header533.loopexit.us ], [ 0, %fold_chunk.body534.us.preheader ]
  %indvars.iv913 = phi i64 [ %indvars.iv.next914, %fold_chunk.header533.loopexit.us ], [ 0, %fold_chunk.body534.us.preheader ]
  %indvars.iv908 = phi i64 [ %indvars.iv.next909, %fold_chunk.header533.loopexit.us ], [ 1024, %fold_chunk.body534.us.preheader ]
  %fold_chunk536714.us = phi i64 [ %1697, %fold_chunk.header533.loopexit.us ], [ 0, %fold_chunk.body534.us.preheader ]
  %fold_value528.0713.us = phi float [ %fold_value528.1.lcssa.us, %fold_chunk.header533.loopexit.us ], [ 0.000000e+00, %fold_chunk.body534.us.preheader ]
  %umin2390 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %1692 = add i64 %umin2390, %indvars.iv913
  %umax2391 = tail call i64 @llvm.umax.i64(i64 %1692, i64 1)
  %umin2387 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %1693 = add i64 %umin, %indvars.iv913
  %1694 = mul i64 %indvar1171, -4096
  %1695 = add i64 %332, %1694
  %1696 = add i64 %333, %1694
  %umin912 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %1697 = add i64 %fold_chunk536714.us, 1024
  %chunk_end537.us = tail call i64 @llvm.umin.i64(i64 %1697, i64 %n_features)
  %1698 = icmp ult i64 %fold_chunk536714.us, %chunk_end537.us
  br i1 %1698, label %iter.check1178, label %feature.exit540.us

iter.check1178:                                   ; preds = %fold_chunk.body534.us
  %min.iters.check = icmp ult i64 %1693, 4
  br i1 %min.iters.check, label %feature.body539.us.preheader, label %vector.memcheck1168

vector.memcheck1168:                              ; preds = %iter.check1178
  %diff.check = icmp ult i64 %1695, 128
  %diff.check1174 = icmp ult i64 %1696, 128
  %conflict.rdx1175 = or i1 %diff.check, %diff.check1174
  br i1 %conflict.rdx1175, label %feature.body539.us.preheader, label %vector.main.loop.iter.check1180

vector.main.loop.iter.check1180:                  ; preds = %vector.memcheck1168
  %min.iters.check1179 = icmp ult i64 %1693, 32
  br i1 %min.iters.check1179, label %vec.epilog.ph1205, label %vector.ph1181

vector.ph1181:                                    ; preds = %vector.main.loop.iter.check1180
  %n.mod.vf1182 = and i64 %umin, 31
  %n.vec1183 = sub nuw i64 %1693, %n.mod.vf1182
  br label %vector.body1188

vector.body1188:                                  ; preds = %vector.body1188, %vector.ph1181
  %index1189 = phi i64 [ 0, %vector.ph1181 ], [ %index.next1198, %vector.body1188 ]
  %1699 = add i64 %fold_chunk536714.us, %index1189
  %1700 = getelementptr inbounds float, ptr %340, i64 %1699
  %1701 = getelementptr inbounds nuw i8, ptr %1700, i64 32
  %1702 = getelementptr inbounds nuw i8, ptr %1700, i64 64
  %1703 = getelementptr inbounds nuw i8, ptr %1700, i64 96
  %wide.load1190 = load <8 x float>, ptr %1700, align 4
  %wide.load1191 = load <8 x float>, ptr %1701, align 4
  %wide.load1192 = load <8 x float>, ptr %1702, align 4
  %wide.load1193 = load <8 x float>, ptr %1703, align 4
  %1704 = getelementptr inbounds float, ptr %341, i64 %1699
  %1705 = getelementptr inbounds nuw i8, ptr %1704, i64 32
  %1706 = getelementptr inbounds nuw i8, ptr %1704, i64 64
  %1707 = getelementptr inbounds nuw i8, ptr %1704, i64 96
  %wide.load1194 = load <8 x float>, ptr %1704, align 4
  %wide.load1195 = load <8 x float>, ptr %1705, align 4
  %wide.load1196 = load <8 x float>, ptr %1706, align 4
  %wide.load1197 = load <8 x float>, ptr %1707, align 4
  %1708 = fneg <8 x float> %wide.load1194
  %1709 = fneg <8 x float> %wide.load1195
  %1710 = fneg <8 x float> %wide.load1196
  %1711 = fneg <8 x float> %wide.load1197
  %1712 = fmul <8 x float> %broadcast.splat1185, %wide.load1190
  %1713 = fmul <8 x float> %broadcast.splat1185, %wide.load1191
  %1714 = fmul <8 x float> %broadcast.splat1185, %wide.load1192
  %1715 = fmul <8 x float> %broadcast.splat1185, %wide.load1193
  %1716 = fsub <8 x float> %1708, %1712
  %1717 = fsub <8 x float> %1709, %1713
  %1718 = fsub <8 x float> %1710, %1714
  %1719 = fsub <8 x float> %1711, %1715
  %1720 = fmul <8 x float> %broadcast.splat1187, %1716
  %1721 = fmul <8 x float> %broadcast.splat1187, %1717
  %1722 = fmul <8 x float> %broadcast.splat1187, %1718
  %1723 = fmul <8 x float> %broadcast.splat1187, %1719
  %1724 = fsub <8 x float> %wide.load1190, %1720
  %1725 = fsub <8 x float> %wide.load1191, %1721
  %1726 = fsub <8 x float> %wide.load1192, %1722
  %1727 = fsub <8 x float> %wide.load1193, %1723
  %1728 = fmul <8 x float> %1724, %1724
  %1729 = fmul <8 x float> %1725, %1725
  %1730 = fmul <8 x float> %1726, %1726
  %1731 = fmul <8 x float> %1727, %1727
  %1732 = getelementptr inbounds float, ptr %scratch, i64 %index1189
  %1733 = getelementptr inbounds nuw i8, ptr %1732, i64 32
  %1734 = getelementptr inbounds nuw i8, ptr %1732, i64 64
  %1735 = getelementptr inbounds nuw i8, ptr %1732, i64 96
  store <8 x float> %1728, ptr %1732, align 4
  store <8 x float> %1729, ptr %1733, align 4
  store <8 x float> %1730, ptr %1734, align 4
  store <8 x float> %1731, ptr %1735, align 4
  %index.next1198 = add nuw i64 %index1189, 32
  %1736 = icmp eq i64 %index.next1198, %n.vec1183
  br i1 %1736, label %middle.block1199, label %vector.body1188, !llvm.loop !37

middle.block1199:                                 ; preds = %vector.body1188
  %cmp.n1200 = icmp eq i64 %n.mod.vf1182, 0
  br i1 %cmp.n1200, label %feature.exit540.us, label %vec.epilog.iter.check1203

vec.epilog.iter.check1203:                        ; preds = %middle.block1199
  %ind.end = add i64 %fold_chunk536714.us, %n.vec1183
  %min.epilog.iters.check1204 = icmp samesign ult i64 %n.mod.vf1182, 4
  br i1 %min.epilog.iters.check1204, label %feature.body539.us.preheader, label %vec.epilog.ph1205, !prof !10

vec.epilog.ph1205:                                ; preds = %vector.main.loop.iter.check1180, %vec.epilog.iter.check1203
  %vec.epilog.resume.val1201 = phi i64 [ %n.vec1183, %vec.epilog.iter.check1203 ], [ 0, %vector.main.loop.iter.check1180 ]
  %n.mod.vf1206 = and i64 %umin, 3
  %n.vec1207 = sub i64 %1693, %n.mod.vf1206
  %1737 = add i64 %fold_chunk536714.us, %n.vec1207
  br label %vec.epilog.vector.body1212

vec.epilog.vector.body1212:                       ; preds = %vec.epilog.vector.body1212, %vec.epilog.ph1205
  %index1213 = phi i64 [ %vec.epilog.resume.val1201, %vec.epilog.ph1205 ], [ %index.next1216, %vec.epilog.vector.body1212 ]
  %offset.idx = add i64 %fold_chunk536714.us, %index1213
  %1738 = getelementptr inbounds float, ptr %340, i64 %offset.idx
  %wide.load1214 = load <4 x float>, ptr %1738, align 4
  %1739 = getelementptr inbounds float, ptr %341, i64 %offset.idx
  %wide.load1215 = load <4 x float>, ptr %1739, align 4
  %1740 = fneg <4 x float> %wide.load1215
  %1741 = fmul <4 x float> %broadcast.splat1209, %wide.load1214
  %1742 = fsub <4 x float> %1740, %1741
  %1743 = fmul <4 x float> %broadcast.splat1211, %1742
  %1744 = fsub <4 x float> %wide.load1214, %1743
  %1745 = fmul <4 x float> %1744, %1744
  %1746 = getelementptr inbounds float, ptr %scratch, i64 %index1213
  store <4 x float> %1745, ptr %1746, align 4
  %index.next1216 = add nuw i64 %index1213, 4
  %1747 = icmp eq i64 %index.next1216, %n.vec1207
  br i1 %1747, label %vec.epilog.middle.block1217, label %vec.epilog.vector.body1212, !llvm.loop !38

vec.epilog.middle.block1217:                      ; preds = %vec.epilog.vector.body1212
  %cmp.n1218 = icmp eq i64 %n.mod.vf1206, 0
  br i1 %cmp.n1218, label %feature.exit540.us, label %feature.body539.us.preheader

feature.body539.us.preheader:                     ; preds = %vector.memcheck1168, %iter.check1178, %vec.epilog.iter.check1203, %vec.epilog.middle.block1217
  %feature541709.us.ph = phi i64 [ %fold_chunk536714.us, %iter.check1178 ], [ %fold_chunk536714.us, %vector.memcheck1168 ], [ %ind.end, %vec.epilog.iter.check1203 ], [ %1737, %vec.epilog.middle.block1217 ]
  %1748 = sub i64 %umin2387, %feature541709.us.ph
  %xtraiter2388 = and i64 %1748, 3
  %lcmp.mod2389.not = icmp eq i64 %xtraiter2388, 0
  br i1 %lcmp.mod2389.not, label %feature.body539.us.prol.loopexit, label %feature.body539.us.prol

feature.body539.us.prol:                          ; preds = %feature.body539.us.preheader, %feature.body539.us.prol
  %feature541709.us.prol = phi i64 [ %1761, %feature.body539.us.prol ], [ %feature541709.us.ph, %feature.body539.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body539.us.prol ], [ 0, %feature.body539.us.preheader ]
  %1749 = getelementptr inbounds float, ptr %340, i64 %feature541709.us.prol
  %1750 = load float, ptr %1749, align 4
  %1751 = getelementptr inbounds float, ptr %341, i64 %feature541709.us.prol
  %1752 = load float, ptr %1751, align 4
  %1753 = fneg float %1752
  %1754 = fmul float %uniforms.sroa.6.0.us, %1750
  %1755 = fsub float %1753, %1754
  %1756 = fmul float %eta, %1755
  %1757 = fsub float %1750, %1756
  %1758 = fmul float %1757, %1757
  %1759 = sub nuw i64 %feature541709.us.prol, %fold_chunk536714.us
  %1760 = getelementptr inbounds float, ptr %scratch, i64 %1759
  store float %1758, ptr %1760, align 4
  %1761 = add nuw i64 %feature541709.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter2388
  br i1 %prol.iter.cmp.not, label %feature.body539.us.prol.loopexit, label %feature.body539.us.prol, !llvm.loop !39

feature.body539.us.prol.loopexit:                 ; preds = %feature.body539.us.prol, %feature.body539.us.preheader
  %feature541709.us.unr = phi i64 [ %feature541709.us.ph, %feature.body539.us.preheader ], [ %1761, %feature.body539.us.prol ]
  %1762 = sub i64 %feature541709.us.ph, %umin2387
  %1763 = icmp ugt i64 %1762, -4
  br i1 %1763, label %feature.exit540.us, label %feature.body539.us

feature.exit540.us:                               ; preds = %feature.body539.us.prol.loopexit, %feature.body539.us, %middle.block1199, %vec.epilog.middle.block1217, %fold_chunk.body534.us
  %.not813 = icmp eq i64 %chunk_end537.us, %fold_chunk536714.us
  br i1 %.not813, label %fold_chunk.header533.loopexit.us, label %fold_sums.body545.us.preheader

fold_sums.body545.us.preheader:                   ; preds = %feature.exit540.us
  %xtraiter2392 = and i64 %umax2391, 7
  %1764 = icmp ult i64 %1692, 8
  br i1 %1764, label %fold_sums.body545.us.epil.preheader, label %fold_sums.body545.us.preheader.new

fold_sums.body545.us.preheader.new:               ; preds = %fold_sums.body545.us.preheader
  %unroll_iter2397 = and i64 %umax2391, -8
  br label %fold_sums.body545.us

fold_sums.body545.us:                             ; preds = %fold_sums.body545.us, %fold_sums.body545.us.preheader.new
  %fold_sums547711.us = phi i64 [ 0, %fold_sums.body545.us.preheader.new ], [ %1796, %fold_sums.body545.us ]
  %fold_value528.1710.us = phi float [ %fold_value528.0713.us, %fold_sums.body545.us.preheader.new ], [ %1795, %fold_sums.body545.us ]
  %niter2398 = phi i64 [ 0, %fold_sums.body545.us.preheader.new ], [ %niter2398.next.7, %fold_sums.body545.us ]
  %1765 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums547711.us
  %1766 = load float, ptr %1765, align 4
  %1767 = fadd float %fold_value528.1710.us, %1766
  %1768 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1769 = getelementptr i8, ptr %1768, i64 4
  %1770 = load float, ptr %1769, align 4
  %1771 = fadd float %1767, %1770
  %1772 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1773 = getelementptr i8, ptr %1772, i64 8
  %1774 = load float, ptr %1773, align 4
  %1775 = fadd float %1771, %1774
  %1776 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1777 = getelementptr i8, ptr %1776, i64 12
  %1778 = load float, ptr %1777, align 4
  %1779 = fadd float %1775, %1778
  %1780 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1781 = getelementptr i8, ptr %1780, i64 16
  %1782 = load float, ptr %1781, align 4
  %1783 = fadd float %1779, %1782
  %1784 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1785 = getelementptr i8, ptr %1784, i64 20
  %1786 = load float, ptr %1785, align 4
  %1787 = fadd float %1783, %1786
  %1788 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1789 = getelementptr i8, ptr %1788, i64 24
  %1790 = load float, ptr %1789, align 4
  %1791 = fadd float %1787, %1790
  %1792 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1793 = getelementptr i8, ptr %1792, i64 28
  %1794 = load float, ptr %1793, align 4
  %1795 = fadd float %1791, %1794
  %1796 = add nuw i64 %fold_sums547711.us, 8
  %niter2398.next.7 = add i64 %niter2398, 8
  %niter2398.ncmp.7 = icmp eq i64 %niter2398.next.7, %unroll_iter2397
  br i1 %niter2398.ncmp.7, label %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body545.us

feature.body539.us:                               ; preds = %feature.body539.us.prol.loopexit, %feature.body539.us
  %feature541709.us = phi i64 [ %1848, %feature.body539.us ], [ %feature541709.us.unr, %feature.body539.us.prol.loopexit ]
  %1797 = getelementptr inbounds float, ptr %340, i64 %feature541709.us
  %1798 = load float, ptr %1797, align 4
  %1799 = getelementptr inbounds float, ptr %341, i64 %feature541709.us
  %1800 = load float, ptr %1799, align 4
  %1801 = fneg float %1800
  %1802 = fmul float %uniforms.sroa.6.0.us, %1798
  %1803 = fsub float %1801, %1802
  %1804 = fmul float %eta, %1803
  %1805 = fsub float %1798, %1804
  %1806 = fmul float %1805, %1805
  %1807 = sub nuw i64 %feature541709.us, %fold_chunk536714.us
  %1808 = getelementptr inbounds float, ptr %scratch, i64 %1807
  store float %1806, ptr %1808, align 4
  %1809 = add nuw i64 %feature541709.us, 1
  %1810 = getelementptr inbounds float, ptr %340, i64 %1809
  %1811 = load float, ptr %1810, align 4
  %1812 = getelementptr inbounds float, ptr %341, i64 %1809
  %1813 = load float, ptr %1812, align 4
  %1814 = fneg float %1813
  %1815 = fmul float %uniforms.sroa.6.0.us, %1811
  %1816 = fsub float %1814, %1815
  %1817 = fmul float %eta, %1816
  %1818 = fsub float %1811, %1817
  %1819 = fmul float %1818, %1818
  %1820 = sub nuw i64 %1809, %fold_chunk536714.us
  %1821 = getelementptr inbounds float, ptr %scratch, i64 %1820
  store float %1819, ptr %1821, align 4
  %1822 = add nuw i64 %feature541709.us, 2
  %1823 = getelementptr inbounds float, ptr %340, i64 %1822
  %1824 = load float, ptr %1823, align 4
  %1825 = getelementptr inbounds float, ptr %341, i64 %1822
  %1826 = load float, ptr %1825, align 4
  %1827 = fneg float %1826
  %1828 = fmul float %uniforms.sroa.6.0.us, %1824
  %1829 = fsub float %1827, %1828
  %1830 = fmul float %eta, %1829
  %1831 = fsub float %1824, %1830
  %1832 = fmul float %1831, %1831
  %1833 = sub nuw i64 %1822, %fold_chunk536714.us
  %1834 = getelementptr inbounds float, ptr %scratch, i64 %1833
  store float %1832, ptr %1834, align 4
  %1835 = add nuw i64 %feature541709.us, 3
  %1836 = getelementptr inbounds float, ptr %340, i64 %1835
  %1837 = load float, ptr %1836, align 4
  %1838 = getelementptr inbounds float, ptr %341, i64 %1835
  %1839 = load float, ptr %1838, align 4
  %1840 = fneg float %1839
  %1841 = fmul float %uniforms.sroa.6.0.us, %1837
  %1842 = fsub float %1840, %1841
  %1843 = fmul float %eta, %1842
  %1844 = fsub float %1837, %1843
  %1845 = fmul float %1844, %1844
  %1846 = sub nuw i64 %1835, %fold_chunk536714.us
  %1847 = getelementptr inbounds float, ptr %scratch, i64 %1846
  store float %1845, ptr %1847, align 4
  %1848 = add nuw i64 %feature541709.us, 4
  %exitcond911.not.3 = icmp eq i64 %1848, %umin912
  br i1 %exitcond911.not.3, label %feature.exit540.us, label %feature.body539.us, !llvm.loop !40

fold_chunk.body490.us:                            ; preds = %step.body426.us, %fold_chunk.header489.loopexit.us
  %indvar1293 = phi i64 [ %indvar.next1294, %fold_chunk.header489.loopexit.us ], [ 0, %step.body426.us ]
  %indvars.iv895 = phi i64 [ %indvars.iv.next896, %fold_chunk.header489.loopexit.us ], [ 0, %step.body426.us ]
  %indvars.iv890 = phi i64 [ %indvars.iv.next891, %fold_chunk.header489.loopexit.us ], [ 1024, %step.body426.us ]
  %fold_chunk492698.us = phi i64 [ %1858, %fold_chunk.header489.loopexit.us ], [ 0, %step.body426.us ]
  %fold_value484.0697.us = phi float [ %fold_value484.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ 0.000000e+00, %step.body426.us ]
  %fold_value479.0696.us = phi float [ %fold_value479.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ 0.000000e+00, %step.body426.us ]
  %fold_value474.0695.us = phi float [ %fold_value474.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ 0.000000e+00, %step.body426.us ]
  %umin2364 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %1849 = add i64 %umin2364, %indvars.iv895
  %umax2365 = tail call i64 @llvm.umax.i64(i64 %1849, i64 1)
  %umin2361 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %umin1307 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %1850 = add i64 %umin1307, %indvars.iv895
  %1851 = mul i64 %indvar1293, -4096
  %1852 = add i64 %322, %1851
  %1853 = add i64 %323, %1851
  %1854 = add i64 %324, %1851
  %1855 = add i64 %325, %1851
  %1856 = add i64 %326, %1851
  %1857 = add i64 %327, %1851
  %umin894 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %1858 = add i64 %fold_chunk492698.us, 1024
  %chunk_end493.us = tail call i64 @llvm.umin.i64(i64 %1858, i64 %n_features)
  %1859 = icmp ult i64 %fold_chunk492698.us, %chunk_end493.us
  br i1 %1859, label %iter.check1311, label %feature.exit496.us

iter.check1311:                                   ; preds = %fold_chunk.body490.us
  %min.iters.check1309 = icmp ult i64 %1850, 4
  br i1 %min.iters.check1309, label %feature.body495.us.preheader, label %vector.memcheck1289

vector.memcheck1289:                              ; preds = %iter.check1311
  %diff.check1295 = icmp ult i64 %1852, 64
  %conflict.rdx1296 = or i1 %conflict.rdx1292, %diff.check1295
  %diff.check1297 = icmp ult i64 %1853, 64
  %conflict.rdx1298 = or i1 %conflict.rdx1296, %diff.check1297
  %diff.check1299 = icmp ult i64 %1854, 64
  %conflict.rdx1300 = or i1 %conflict.rdx1298, %diff.check1299
  %diff.check1301 = icmp ult i64 %1855, 64
  %conflict.rdx1302 = or i1 %conflict.rdx1300, %diff.check1301
  %diff.check1303 = icmp ult i64 %1856, 64
  %conflict.rdx1304 = or i1 %conflict.rdx1302, %diff.check1303
  %diff.check1305 = icmp ult i64 %1857, 64
  %conflict.rdx1306 = or i1 %conflict.rdx1304, %diff.check1305
  br i1 %conflict.rdx1306, label %feature.body495.us.preheader, label %vector.main.loop.iter.check1313

vector.main.loop.iter.check1313:                  ; preds = %vector.memcheck1289
  %min.iters.check1312 = icmp ult i64 %1850, 16
  br i1 %min.iters.check1312, label %vec.epilog.ph1330, label %vector.ph1314

vector.ph1314:                                    ; preds = %vector.main.loop.iter.check1313
  %n.mod.vf1315 = and i64 %umin1307, 15
  %n.vec1316 = sub nuw i64 %1850, %n.mod.vf1315
  br label %vector.body1317

vector.body1317:                                  ; preds = %vector.body1317, %vector.ph1314
  %index1318 = phi i64 [ 0, %vector.ph1314 ], [ %index.next1323, %vector.body1317 ]
  %1860 = add i64 %fold_chunk492698.us, %index1318
  %1861 = getelementptr inbounds float, ptr %340, i64 %1860
  %1862 = getelementptr inbounds nuw i8, ptr %1861, i64 32
  %wide.load1319 = load <8 x float>, ptr %1861, align 4
  %wide.load1320 = load <8 x float>, ptr %1862, align 4
  %1863 = fmul <8 x float> %wide.load1319, %wide.load1319
  %1864 = fmul <8 x float> %wide.load1320, %wide.load1320
  %1865 = getelementptr inbounds float, ptr %341, i64 %1860
  %1866 = getelementptr inbounds nuw i8, ptr %1865, i64 32
  %wide.load1321 = load <8 x float>, ptr %1865, align 4
  %wide.load1322 = load <8 x float>, ptr %1866, align 4
  %1867 = fneg <8 x float> %wide.load1321
  %1868 = fneg <8 x float> %wide.load1322
  %1869 = fmul <8 x float> %wide.load1319, %1867
  %1870 = fmul <8 x float> %wide.load1320, %1868
  %1871 = fmul <8 x float> %wide.load1319, zeroinitializer
  %1872 = fmul <8 x float> %wide.load1320, zeroinitializer
  %1873 = getelementptr inbounds float, ptr %scratch, i64 %index1318
  %1874 = getelementptr inbounds nuw i8, ptr %1873, i64 32
  store <8 x float> %1863, ptr %1873, align 4
  store <8 x float> %1864, ptr %1874, align 4
  %1875 = getelementptr float, ptr %251, i64 %index1318
  %1876 = getelementptr i8, ptr %1875, i64 32
  store <8 x float> %1869, ptr %1875, align 4
  store <8 x float> %1870, ptr %1876, align 4
  %1877 = getelementptr float, ptr %252, i64 %index1318
  %1878 = getelementptr i8, ptr %1877, i64 32
  store <8 x float> %1871, ptr %1877, align 4
  store <8 x float> %1872, ptr %1878, align 4
  %index.next1323 = add nuw i64 %index1318, 16
  %1879 = icmp eq i64 %index.next1323, %n.vec1316
  br i1 %1879, label %middle.block1324, label %vector.body1317, !llvm.loop !41

middle.block1324:                                 ; preds = %vector.body1317
  %cmp.n1325 = icmp eq i64 %n.mod.vf1315, 0
  br i1 %cmp.n1325, label %feature.exit496.us, label %vec.epilog.iter.check1328

vec.epilog.iter.check1328:                        ; preds = %middle.block1324
  %ind.end1342 = add i64 %fold_chunk492698.us, %n.vec1316
  %min.epilog.iters.check1329 = icmp samesign ult i64 %n.mod.vf1315, 4
  br i1 %min.epilog.iters.check1329, label %feature.body495.us.preheader, label %vec.epilog.ph1330, !prof !42

vec.epilog.ph1330:                                ; preds = %vector.main.loop.iter.check1313, %vec.epilog.iter.check1328
  %vec.epilog.resume.val1326 = phi i64 [ %n.vec1316, %vec.epilog.iter.check1328 ], [ 0, %vector.main.loop.iter.check1313 ]
  %n.mod.vf1331 = and i64 %umin1307, 3
  %n.vec1332 = sub i64 %1850, %n.mod.vf1331
  %1880 = add i64 %fold_chunk492698.us, %n.vec1332
  br label %vec.epilog.vector.body1333

vec.epilog.vector.body1333:                       ; preds = %vec.epilog.vector.body1333, %vec.epilog.ph1330
  %index1334 = phi i64 [ %vec.epilog.resume.val1326, %vec.epilog.ph1330 ], [ %index.next1338, %vec.epilog.vector.body1333 ]
  %offset.idx1335 = add i64 %fold_chunk492698.us, %index1334
  %1881 = getelementptr inbounds float, ptr %340, i64 %offset.idx1335
  %wide.load1336 = load <4 x float>, ptr %1881, align 4
  %1882 = fmul <4 x float> %wide.load1336, %wide.load1336
  %1883 = getelementptr inbounds float, ptr %341, i64 %offset.idx1335
  %wide.load1337 = load <4 x float>, ptr %1883, align 4
  %1884 = fneg <4 x float> %wide.load1337
  %1885 = fmul <4 x float> %wide.load1336, %1884
  %1886 = fmul <4 x float> %wide.load1336, zeroinitializer
  %1887 = getelementptr inbounds float, ptr %scratch, i64 %index1334
  store <4 x float> %1882, ptr %1887, align 4
  %1888 = getelementptr float, ptr %251, i64 %index1334
  store <4 x float> %1885, ptr %1888, align 4
  %1889 = getelementptr float, ptr %252, i64 %index1334
  store <4 x float> %1886, ptr %1889, align 4
  %index.next1338 = add nuw i64 %index1334, 4
  %1890 = icmp eq i64 %index.next1338, %n.vec1332
  br i1 %1890, label %vec.epilog.middle.block1339, label %vec.epilog.vector.body1333, !llvm.loop !43

vec.epilog.middle.block1339:                      ; preds = %vec.epilog.vector.body1333
  %cmp.n1340 = icmp eq i64 %n.mod.vf1331, 0
  br i1 %cmp.n1340, label %feature.exit496.us, label %feature.body495.us.preheader

feature.body495.us.preheader:                     ; preds = %vector.memcheck1289, %iter.check1311, %vec.epilog.iter.check1328, %vec.epilog.middle.block1339
  %feature497687.us.ph = phi i64 [ %fold_chunk492698.us, %iter.check1311 ], [ %fold_chunk492698.us, %vector.memcheck1289 ], [ %ind.end1342, %vec.epilog.iter.check1328 ], [ %1880, %vec.epilog.middle.block1339 ]
  %1891 = sub i64 %umin2361, %feature497687.us.ph
  %.neg2785 = add i64 %feature497687.us.ph, 1
  %xtraiter2362 = and i64 %1891, 1
  %lcmp.mod2363.not = icmp eq i64 %xtraiter2362, 0
  br i1 %lcmp.mod2363.not, label %feature.body495.us.prol.loopexit, label %feature.body495.us.prol

feature.body495.us.prol:                          ; preds = %feature.body495.us.preheader
  %1892 = getelementptr inbounds float, ptr %340, i64 %feature497687.us.ph
  %1893 = load float, ptr %1892, align 4
  %1894 = fmul float %1893, %1893
  %1895 = getelementptr inbounds float, ptr %341, i64 %feature497687.us.ph
  %1896 = load float, ptr %1895, align 4
  %1897 = fneg float %1896
  %1898 = fmul float %1893, %1897
  %1899 = fmul float %1893, 0.000000e+00
  %1900 = sub nuw i64 %feature497687.us.ph, %fold_chunk492698.us
  %1901 = getelementptr inbounds float, ptr %scratch, i64 %1900
  store float %1894, ptr %1901, align 4
  %1902 = getelementptr float, ptr %251, i64 %1900
  store float %1898, ptr %1902, align 4
  %1903 = getelementptr float, ptr %252, i64 %1900
  store float %1899, ptr %1903, align 4
  %1904 = add nuw i64 %feature497687.us.ph, 1
  br label %feature.body495.us.prol.loopexit

feature.body495.us.prol.loopexit:                 ; preds = %feature.body495.us.prol, %feature.body495.us.preheader
  %feature497687.us.unr = phi i64 [ %feature497687.us.ph, %feature.body495.us.preheader ], [ %1904, %feature.body495.us.prol ]
  %1905 = icmp eq i64 %umin2361, %.neg2785
  br i1 %1905, label %feature.exit496.us, label %feature.body495.us

feature.exit496.us:                               ; preds = %feature.body495.us.prol.loopexit, %feature.body495.us, %middle.block1324, %vec.epilog.middle.block1339, %fold_chunk.body490.us
  %.not811 = icmp eq i64 %chunk_end493.us, %fold_chunk492698.us
  br i1 %.not811, label %fold_chunk.header489.loopexit.us, label %fold_sums.body501.us.preheader

fold_sums.body501.us.preheader:                   ; preds = %feature.exit496.us
  %xtraiter2366 = and i64 %umax2365, 3
  %1906 = icmp ult i64 %1849, 4
  br i1 %1906, label %fold_sums.body501.us.epil.preheader, label %fold_sums.body501.us.preheader.new

fold_sums.body501.us.preheader.new:               ; preds = %fold_sums.body501.us.preheader
  %unroll_iter2373 = and i64 %umax2365, -4
  br label %fold_sums.body501.us

fold_sums.body501.us:                             ; preds = %fold_sums.body501.us, %fold_sums.body501.us.preheader.new
  %fold_sums503691.us = phi i64 [ 0, %fold_sums.body501.us.preheader.new ], [ %1946, %fold_sums.body501.us ]
  %fold_value484.1690.us = phi float [ %fold_value484.0697.us, %fold_sums.body501.us.preheader.new ], [ %1945, %fold_sums.body501.us ]
  %fold_value479.1689.us = phi float [ %fold_value479.0696.us, %fold_sums.body501.us.preheader.new ], [ %1942, %fold_sums.body501.us ]
  %fold_value474.1688.us = phi float [ %fold_value474.0695.us, %fold_sums.body501.us.preheader.new ], [ %1939, %fold_sums.body501.us ]
  %niter2374 = phi i64 [ 0, %fold_sums.body501.us.preheader.new ], [ %niter2374.next.3, %fold_sums.body501.us ]
  %1907 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums503691.us
  %1908 = load float, ptr %1907, align 4
  %1909 = fadd float %fold_value474.1688.us, %1908
  %1910 = getelementptr inbounds float, ptr %251, i64 %fold_sums503691.us
  %1911 = load float, ptr %1910, align 4
  %1912 = fadd float %fold_value479.1689.us, %1911
  %1913 = getelementptr inbounds float, ptr %252, i64 %fold_sums503691.us
  %1914 = load float, ptr %1913, align 4
  %1915 = fadd float %fold_value484.1690.us, %1914
  %1916 = or disjoint i64 %fold_sums503691.us, 1
  %1917 = getelementptr inbounds float, ptr %scratch, i64 %1916
  %1918 = load float, ptr %1917, align 4
  %1919 = fadd float %1909, %1918
  %1920 = getelementptr inbounds float, ptr %251, i64 %1916
  %1921 = load float, ptr %1920, align 4
  %1922 = fadd float %1912, %1921
  %1923 = getelementptr inbounds float, ptr %252, i64 %1916
  %1924 = load float, ptr %1923, align 4
  %1925 = fadd float %1915, %1924
  %1926 = or disjoint i64 %fold_sums503691.us, 2
  %1927 = getelementptr inbounds float, ptr %scratch, i64 %1926
  %1928 = load float, ptr %1927, align 4
  %1929 = fadd float %1919, %1928
  %1930 = getelementptr inbounds float, ptr %251, i64 %1926
  %1931 = load float, ptr %1930, align 4
  %1932 = fadd float %1922, %1931
  %1933 = getelementptr inbounds float, ptr %252, i64 %1926
  %1934 = load float, ptr %1933, align 4
  %1935 = fadd float %1925, %1934
  %1936 = or disjoint i64 %fold_sums503691.us, 3
  %1937 = getelementptr inbounds float, ptr %scratch, i64 %1936
  %1938 = load float, ptr %1937, align 4
  %1939 = fadd float %1929, %1938
  %1940 = getelementptr inbounds float, ptr %251, i64 %1936
  %1941 = load float, ptr %1940, align 4
  %1942 = fadd float %1932, %1941
  %1943 = getelementptr inbounds float, ptr %252, i64 %1936
  %1944 = load float, ptr %1943, align 4
  %1945 = fadd float %1935, %1944
  %1946 = add nuw i64 %fold_sums503691.us, 4
  %niter2374.next.3 = add i64 %niter2374, 4
  %niter2374.ncmp.3 = icmp eq i64 %niter2374.next.3, %unroll_iter2373
  br i1 %niter2374.ncmp.3, label %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body501.us

feature.body495.us:                               ; preds = %feature.body495.us.prol.loopexit, %feature.body495.us
  %feature497687.us = phi i64 [ %1972, %feature.body495.us ], [ %feature497687.us.unr, %feature.body495.us.prol.loopexit ]
  %1947 = getelementptr inbounds float, ptr %340, i64 %feature497687.us
  %1948 = load float, ptr %1947, align 4
  %1949 = fmul float %1948, %1948
  %1950 = getelementptr inbounds float, ptr %341, i64 %feature497687.us
  %1951 = load float, ptr %1950, align 4
  %1952 = fneg float %1951
  %1953 = fmul float %1948, %1952
  %1954 = fmul float %1948, 0.000000e+00
  %1955 = sub nuw i64 %feature497687.us, %fold_chunk492698.us
  %1956 = getelementptr inbounds float, ptr %scratch, i64 %1955
  store float %1949, ptr %1956, align 4
  %1957 = getelementptr float, ptr %251, i64 %1955
  store float %1953, ptr %1957, align 4
  %1958 = getelementptr float, ptr %252, i64 %1955
  store float %1954, ptr %1958, align 4
  %1959 = add nuw i64 %feature497687.us, 1
  %1960 = getelementptr inbounds float, ptr %340, i64 %1959
  %1961 = load float, ptr %1960, align 4
  %1962 = fmul float %1961, %1961
  %1963 = getelementptr inbounds float, ptr %341, i64 %1959
  %1964 = load float, ptr %1963, align 4
  %1965 = fneg float %1964
  %1966 = fmul float %1961, %1965
  %1967 = fmul float %1961, 0.000000e+00
  %1968 = sub nuw i64 %1959, %fold_chunk492698.us
  %1969 = getelementptr inbounds float, ptr %scratch, i64 %1968
  store float %1962, ptr %1969, align 4
  %1970 = getelementptr float, ptr %251, i64 %1968
  store float %1966, ptr %1970, align 4
  %1971 = getelementptr float, ptr %252, i64 %1968
  store float %1967, ptr %1971, align 4
  %1972 = add nuw i64 %feature497687.us, 2
  %exitcond893.not.1 = icmp eq i64 %1972, %umin894
  br i1 %exitcond893.not.1, label %feature.exit496.us, label %feature.body495.us, !llvm.loop !44

fold_chunk.header533.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body545.us
  %lcmp.mod2394.not = icmp eq i64 %xtraiter2392, 0
  br i1 %lcmp.mod2394.not, label %fold_chunk.header533.loopexit.us, label %fold_sums.body545.us.epil.preheader

fold_sums.body545.us.epil.preheader:              ; preds = %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa, %fold_sums.body545.us.preheader
  %fold_sums547711.us.epil.init = phi i64 [ 0, %fold_sums.body545.us.preheader ], [ %1796, %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa ]
  %fold_value528.1710.us.epil.init = phi float [ %fold_value528.0713.us, %fold_sums.body545.us.preheader ], [ %1795, %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2396 = icmp ne i64 %xtraiter2392, 0
  tail call void @llvm.assume(i1 %lcmp.mod2396)
  br label %fold_sums.body545.us.epil

fold_sums.body545.us.epil:                        ; preds = %fold_sums.body545.us.epil, %fold_sums.body545.us.epil.preheader
  %fold_sums547711.us.epil = phi i64 [ %1976, %fold_sums.body545.us.epil ], [ %fold_sums547711.us.epil.init, %fold_sums.body545.us.epil.preheader ]
  %fold_value528.1710.us.epil = phi float [ %1975, %fold_sums.body545.us.epil ], [ %fold_value528.1710.us.epil.init, %fold_sums.body545.us.epil.preheader ]
  %epil.iter2393 = phi i64 [ %epil.iter2393.next, %fold_sums.body545.us.epil ], [ 0, %fold_sums.body545.us.epil.preheader ]
  %1973 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums547711.us.epil
  %1974 = load float, ptr %1973, align 4
  %1975 = fadd float %fold_value528.1710.us.epil, %1974
  %1976 = add nuw i64 %fold_sums547711.us.epil, 1
  %epil.iter2393.next = add i64 %epil.iter2393, 1
  %epil.iter2393.cmp.not = icmp eq i64 %epil.iter2393.next, %xtraiter2392
  br i1 %epil.iter2393.cmp.not, label %fold_chunk.header533.loopexit.us, label %fold_sums.body545.us.epil, !llvm.loop !45

fold_chunk.header533.loopexit.us:                 ; preds = %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa, %fold_sums.body545.us.epil, %feature.exit540.us
  %fold_value528.1.lcssa.us = phi float [ %fold_value528.0713.us, %feature.exit540.us ], [ %1795, %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa ], [ %1975, %fold_sums.body545.us.epil ]
  %1977 = icmp ult i64 %1697, %n_features
  %indvars.iv.next909 = add i64 %indvars.iv908, 1024
  %indvars.iv.next914 = add i64 %indvars.iv913, -1024
  %indvar.next1172 = add i64 %indvar1171, 1
  br i1 %1977, label %fold_chunk.body534.us, label %noise.done507.us

fold_chunk.header513.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body525.us
  %lcmp.mod2382.not = icmp eq i64 %xtraiter2380, 0
  br i1 %lcmp.mod2382.not, label %fold_chunk.header513.loopexit.us, label %fold_sums.body525.us.epil.preheader

fold_sums.body525.us.epil.preheader:              ; preds = %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa, %fold_sums.body525.us.preheader
  %fold_sums527704.us.epil.init = phi i64 [ 0, %fold_sums.body525.us.preheader ], [ %1464, %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa ]
  %fold_value508.1703.us.epil.init = phi float [ %fold_value508.0706.us, %fold_sums.body525.us.preheader ], [ %1463, %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2384 = icmp ne i64 %xtraiter2380, 0
  tail call void @llvm.assume(i1 %lcmp.mod2384)
  br label %fold_sums.body525.us.epil

fold_sums.body525.us.epil:                        ; preds = %fold_sums.body525.us.epil, %fold_sums.body525.us.epil.preheader
  %fold_sums527704.us.epil = phi i64 [ %1981, %fold_sums.body525.us.epil ], [ %fold_sums527704.us.epil.init, %fold_sums.body525.us.epil.preheader ]
  %fold_value508.1703.us.epil = phi float [ %1980, %fold_sums.body525.us.epil ], [ %fold_value508.1703.us.epil.init, %fold_sums.body525.us.epil.preheader ]
  %epil.iter2381 = phi i64 [ %epil.iter2381.next, %fold_sums.body525.us.epil ], [ 0, %fold_sums.body525.us.epil.preheader ]
  %1978 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums527704.us.epil
  %1979 = load float, ptr %1978, align 4
  %1980 = fadd float %fold_value508.1703.us.epil, %1979
  %1981 = add nuw i64 %fold_sums527704.us.epil, 1
  %epil.iter2381.next = add i64 %epil.iter2381, 1
  %epil.iter2381.cmp.not = icmp eq i64 %epil.iter2381.next, %xtraiter2380
  br i1 %epil.iter2381.cmp.not, label %fold_chunk.header513.loopexit.us, label %fold_sums.body525.us.epil, !llvm.loop !46

fold_chunk.header513.loopexit.us:                 ; preds = %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa, %fold_sums.body525.us.epil, %feature.exit520.us
  %fold_value508.1.lcssa.us = phi float [ %fold_value508.0706.us, %feature.exit520.us ], [ %1463, %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa ], [ %1980, %fold_sums.body525.us.epil ]
  %1982 = icmp ult i64 %1335, %n_features
  %indvars.iv.next900 = add i64 %indvars.iv899, 1024
  %indvars.iv.next905 = add i64 %indvars.iv904, -1024
  %indvar.next1222 = add i64 %indvar1221, 1
  br i1 %1982, label %fold_chunk.body514.us, label %noise.done507.us

fold_chunk.header489.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body501.us
  %lcmp.mod2368.not = icmp eq i64 %xtraiter2366, 0
  br i1 %lcmp.mod2368.not, label %fold_chunk.header489.loopexit.us, label %fold_sums.body501.us.epil.preheader

fold_sums.body501.us.epil.preheader:              ; preds = %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa, %fold_sums.body501.us.preheader
  %fold_sums503691.us.epil.init = phi i64 [ 0, %fold_sums.body501.us.preheader ], [ %1946, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %fold_value484.1690.us.epil.init = phi float [ %fold_value484.0697.us, %fold_sums.body501.us.preheader ], [ %1945, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %fold_value479.1689.us.epil.init = phi float [ %fold_value479.0696.us, %fold_sums.body501.us.preheader ], [ %1942, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %fold_value474.1688.us.epil.init = phi float [ %fold_value474.0695.us, %fold_sums.body501.us.preheader ], [ %1939, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2372 = icmp ne i64 %xtraiter2366, 0
  tail call void @llvm.assume(i1 %lcmp.mod2372)
  br label %fold_sums.body501.us.epil

fold_sums.body501.us.epil:                        ; preds = %fold_sums.body501.us.epil, %fold_sums.body501.us.epil.preheader
  %fold_sums503691.us.epil = phi i64 [ %1992, %fold_sums.body501.us.epil ], [ %fold_sums503691.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %fold_value484.1690.us.epil = phi float [ %1991, %fold_sums.body501.us.epil ], [ %fold_value484.1690.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %fold_value479.1689.us.epil = phi float [ %1988, %fold_sums.body501.us.epil ], [ %fold_value479.1689.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %fold_value474.1688.us.epil = phi float [ %1985, %fold_sums.body501.us.epil ], [ %fold_value474.1688.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %epil.iter2367 = phi i64 [ %epil.iter2367.next, %fold_sums.body501.us.epil ], [ 0, %fold_sums.body501.us.epil.preheader ]
  %1983 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums503691.us.epil
  %1984 = load float, ptr %1983, align 4
  %1985 = fadd float %fold_value474.1688.us.epil, %1984
  %1986 = getelementptr inbounds float, ptr %251, i64 %fold_sums503691.us.epil
  %1987 = load float, ptr %1986, align 4
  %1988 = fadd float %fold_value479.1689.us.epil, %1987
  %1989 = getelementptr inbounds float, ptr %252, i64 %fold_sums503691.us.epil
  %1990 = load float, ptr %1989, align 4
  %1991 = fadd float %fold_value484.1690.us.epil, %1990
  %1992 = add nuw i64 %fold_sums503691.us.epil, 1
  %epil.iter2367.next = add i64 %epil.iter2367, 1
  %epil.iter2367.cmp.not = icmp eq i64 %epil.iter2367.next, %xtraiter2366
  br i1 %epil.iter2367.cmp.not, label %fold_chunk.header489.loopexit.us, label %fold_sums.body501.us.epil, !llvm.loop !47

fold_chunk.header489.loopexit.us:                 ; preds = %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa, %fold_sums.body501.us.epil, %feature.exit496.us
  %fold_value474.1.lcssa.us = phi float [ %fold_value474.0695.us, %feature.exit496.us ], [ %1939, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ], [ %1985, %fold_sums.body501.us.epil ]
  %fold_value479.1.lcssa.us = phi float [ %fold_value479.0696.us, %feature.exit496.us ], [ %1942, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ], [ %1988, %fold_sums.body501.us.epil ]
  %fold_value484.1.lcssa.us = phi float [ %fold_value484.0697.us, %feature.exit496.us ], [ %1945, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ], [ %1991, %fold_sums.body501.us.epil ]
  %1993 = icmp ult i64 %1858, %n_features
  %indvars.iv.next891 = add i64 %indvars.iv890, 1024
  %indvars.iv.next896 = add i64 %indvars.iv895, -1024
  %indvar.next1294 = add i64 %indvar1293, 1
  br i1 %1993, label %fold_chunk.body490.us, label %noise.done459.us

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod2356.not = icmp eq i64 %xtraiter2355, 0
  br i1 %lcmp.mod2356.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums677.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1298, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.1676.us.epil.init = phi float [ %fold_value.0682.us, %fold_sums.body.us.preheader ], [ %1291, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value460.1675.us.epil.init = phi float [ %fold_value460.0681.us, %fold_sums.body.us.preheader ], [ %1294, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value465.1674.us.epil.init = phi float [ %fold_value465.0680.us, %fold_sums.body.us.preheader ], [ %1297, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2360 = icmp ne i64 %xtraiter2355, 0
  tail call void @llvm.assume(i1 %lcmp.mod2360)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums677.us.epil = phi i64 [ %2003, %fold_sums.body.us.epil ], [ %fold_sums677.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.1676.us.epil = phi float [ %1996, %fold_sums.body.us.epil ], [ %fold_value.1676.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value460.1675.us.epil = phi float [ %1999, %fold_sums.body.us.epil ], [ %fold_value460.1675.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value465.1674.us.epil = phi float [ %2002, %fold_sums.body.us.epil ], [ %fold_value465.1674.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1994 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums677.us.epil
  %1995 = load float, ptr %1994, align 4
  %1996 = fadd float %fold_value.1676.us.epil, %1995
  %1997 = getelementptr inbounds float, ptr %251, i64 %fold_sums677.us.epil
  %1998 = load float, ptr %1997, align 4
  %1999 = fadd float %fold_value460.1675.us.epil, %1998
  %2000 = getelementptr inbounds float, ptr %252, i64 %fold_sums677.us.epil
  %2001 = load float, ptr %2000, align 4
  %2002 = fadd float %fold_value465.1674.us.epil, %2001
  %2003 = add nuw i64 %fold_sums677.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter2355
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !48

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit472.us
  %fold_value465.1.lcssa.us = phi float [ %fold_value465.0680.us, %feature.exit472.us ], [ %1297, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %2002, %fold_sums.body.us.epil ]
  %fold_value460.1.lcssa.us = phi float [ %fold_value460.0681.us, %feature.exit472.us ], [ %1294, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1999, %fold_sums.body.us.epil ]
  %fold_value.1.lcssa.us = phi float [ %fold_value.0682.us, %feature.exit472.us ], [ %1291, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1996, %fold_sums.body.us.epil ]
  %2004 = icmp ult i64 %1224, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next888 = add i64 %indvars.iv887, -1024
  %indvar.next1348 = add i64 %indvar1347, 1
  br i1 %2004, label %fold_chunk.body.us, label %noise.done459.us

iter.check1427:                                   ; preds = %step.body426.us
  %key1_step430.us = add i64 %step428719.us, %key1
  %2005 = lshr i64 %key1_step430.us, 32
  %2006 = mul nuw i64 %2005, 3449720151
  %2007 = lshr i64 %2006, 32
  %2008 = xor i64 %key0, %2007
  %2009 = xor i64 %2008, %key1_step430.us
  %2010 = and i64 %2009, 4294967295
  %2011 = mul nuw i64 %2010, 3528531795
  %2012 = lshr i64 %2011, 32
  %2013 = xor i64 %2012, %236
  br i1 %diff.check1424, label %philox.body445.us.preheader, label %vector.ph1429

vector.ph1429:                                    ; preds = %iter.check1427
  %broadcast.splatinsert1432 = insertelement <8 x i64> poison, i64 %2006, i64 0
  %broadcast.splat1433 = shufflevector <8 x i64> %broadcast.splatinsert1432, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1434 = insertelement <8 x i64> poison, i64 %2011, i64 0
  %broadcast.splat1435 = shufflevector <8 x i64> %broadcast.splatinsert1434, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1436 = insertelement <8 x i64> poison, i64 %2013, i64 0
  %broadcast.splat1437 = shufflevector <8 x i64> %broadcast.splatinsert1436, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2842 = xor <8 x i64> %broadcast.splat1443, %broadcast.splat1433
  %invariant.op2844 = xor <8 x i64> %broadcast.splat1443, %broadcast.splat1433
  %invariant.op2846 = xor <8 x i64> %broadcast.splat1443, %broadcast.splat1433
  %invariant.op2848 = xor <8 x i64> %broadcast.splat1443, %broadcast.splat1433
  %invariant.op2850 = xor <8 x i64> %broadcast.splat1447, %broadcast.splat1435
  %invariant.op2852 = xor <8 x i64> %broadcast.splat1447, %broadcast.splat1435
  %invariant.op2854 = xor <8 x i64> %broadcast.splat1447, %broadcast.splat1435
  %invariant.op2856 = xor <8 x i64> %broadcast.splat1447, %broadcast.splat1435
  br label %vector.body1472

vector.body1472:                                  ; preds = %vector.body1472, %vector.ph1429
  %index1473 = phi i64 [ 0, %vector.ph1429 ], [ %index.next1474, %vector.body1472 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph1429 ], [ %vec.ind.next, %vector.body1472 ]
  %2014 = add <8 x i64> %vec.ind, %broadcast.splat1439
  %.reass2837 = add <8 x i64> %vec.ind, %invariant.op
  %.reass2839 = add <8 x i64> %vec.ind, %invariant.op2838
  %.reass2841 = add <8 x i64> %vec.ind, %invariant.op2840
  %2015 = and <8 x i64> %2014, splat (i64 4294967295)
  %2016 = and <8 x i64> %.reass2837, splat (i64 4294967295)
  %2017 = and <8 x i64> %.reass2839, splat (i64 4294967295)
  %2018 = and <8 x i64> %.reass2841, splat (i64 4294967295)
  %2019 = mul nuw <8 x i64> %2015, splat (i64 3528531795)
  %2020 = mul nuw <8 x i64> %2016, splat (i64 3528531795)
  %2021 = mul nuw <8 x i64> %2017, splat (i64 3528531795)
  %2022 = mul nuw <8 x i64> %2018, splat (i64 3528531795)
  %2023 = xor <8 x i64> %2014, %broadcast.splat1441
  %2024 = xor <8 x i64> %.reass2837, %broadcast.splat1441
  %2025 = xor <8 x i64> %.reass2839, %broadcast.splat1441
  %2026 = xor <8 x i64> %.reass2841, %broadcast.splat1441
  %2027 = xor <8 x i64> %2023, %2019
  %2028 = xor <8 x i64> %2024, %2020
  %2029 = xor <8 x i64> %2025, %2021
  %2030 = xor <8 x i64> %2026, %2022
  %2031 = lshr <8 x i64> %2027, splat (i64 32)
  %2032 = lshr <8 x i64> %2028, splat (i64 32)
  %2033 = lshr <8 x i64> %2029, splat (i64 32)
  %2034 = lshr <8 x i64> %2030, splat (i64 32)
  %2035 = mul nuw <8 x i64> %2031, splat (i64 3449720151)
  %2036 = mul nuw <8 x i64> %2032, splat (i64 3449720151)
  %2037 = mul nuw <8 x i64> %2033, splat (i64 3449720151)
  %2038 = mul nuw <8 x i64> %2034, splat (i64 3449720151)
  %2039 = lshr <8 x i64> %2035, splat (i64 32)
  %2040 = lshr <8 x i64> %2036, splat (i64 32)
  %2041 = lshr <8 x i64> %2037, splat (i64 32)
  %2042 = lshr <8 x i64> %2038, splat (i64 32)
  %.reass2843 = xor <8 x i64> %2039, %invariant.op2842
  %.reass2845 = xor <8 x i64> %2040, %invariant.op2844
  %.reass2847 = xor <8 x i64> %2041, %invariant.op2846
  %.reass2849 = xor <8 x i64> %2042, %invariant.op2848
  %2043 = xor <8 x i64> %broadcast.splat1437, %2019
  %2044 = xor <8 x i64> %broadcast.splat1437, %2020
  %2045 = xor <8 x i64> %broadcast.splat1437, %2021
  %2046 = xor <8 x i64> %broadcast.splat1437, %2022
  %2047 = and <8 x i64> %.reass2843, splat (i64 4294967295)
  %2048 = and <8 x i64> %.reass2845, splat (i64 4294967295)
  %2049 = and <8 x i64> %.reass2847, splat (i64 4294967295)
  %2050 = and <8 x i64> %.reass2849, splat (i64 4294967295)
  %2051 = mul nuw <8 x i64> %2047, splat (i64 3528531795)
  %2052 = mul nuw <8 x i64> %2048, splat (i64 3528531795)
  %2053 = mul nuw <8 x i64> %2049, splat (i64 3528531795)
  %2054 = mul nuw <8 x i64> %2050, splat (i64 3528531795)
  %2055 = and <8 x i64> %2043, splat (i64 4294967295)
  %2056 = and <8 x i64> %2044, splat (i64 4294967295)
  %2057 = and <8 x i64> %2045, splat (i64 4294967295)
  %2058 = and <8 x i64> %2046, splat (i64 4294967295)
  %2059 = mul nuw <8 x i64> %2055, splat (i64 3449720151)
  %2060 = mul nuw <8 x i64> %2056, splat (i64 3449720151)
  %2061 = mul nuw <8 x i64> %2057, splat (i64 3449720151)
  %2062 = mul nuw <8 x i64> %2058, splat (i64 3449720151)
  %2063 = lshr <8 x i64> %2051, splat (i64 32)
  %2064 = lshr <8 x i64> %2052, splat (i64 32)
  %2065 = lshr <8 x i64> %2053, splat (i64 32)
  %2066 = lshr <8 x i64> %2054, splat (i64 32)
  %2067 = lshr <8 x i64> %2059, splat (i64 32)
  %2068 = lshr <8 x i64> %2060, splat (i64 32)
  %2069 = lshr <8 x i64> %2061, splat (i64 32)
  %2070 = lshr <8 x i64> %2062, splat (i64 32)
  %2071 = xor <8 x i64> %2067, %broadcast.splat1445
  %2072 = xor <8 x i64> %2068, %broadcast.splat1445
  %2073 = xor <8 x i64> %2069, %broadcast.splat1445
  %2074 = xor <8 x i64> %2070, %broadcast.splat1445
  %2075 = xor <8 x i64> %2071, %2035
  %2076 = xor <8 x i64> %2072, %2036
  %2077 = xor <8 x i64> %2073, %2037
  %2078 = xor <8 x i64> %2074, %2038
  %.reass2851 = xor <8 x i64> %2063, %invariant.op2850
  %.reass2853 = xor <8 x i64> %2064, %invariant.op2852
  %.reass2855 = xor <8 x i64> %2065, %invariant.op2854
  %.reass2857 = xor <8 x i64> %2066, %invariant.op2856
  %2079 = and <8 x i64> %2075, splat (i64 4294967295)
  %2080 = and <8 x i64> %2076, splat (i64 4294967295)
  %2081 = and <8 x i64> %2077, splat (i64 4294967295)
  %2082 = and <8 x i64> %2078, splat (i64 4294967295)
  %2083 = mul nuw <8 x i64> %2079, splat (i64 3528531795)
  %2084 = mul nuw <8 x i64> %2080, splat (i64 3528531795)
  %2085 = mul nuw <8 x i64> %2081, splat (i64 3528531795)
  %2086 = mul nuw <8 x i64> %2082, splat (i64 3528531795)
  %2087 = and <8 x i64> %.reass2851, splat (i64 4294967295)
  %2088 = and <8 x i64> %.reass2853, splat (i64 4294967295)
  %2089 = and <8 x i64> %.reass2855, splat (i64 4294967295)
  %2090 = and <8 x i64> %.reass2857, splat (i64 4294967295)
  %2091 = mul nuw <8 x i64> %2087, splat (i64 3449720151)
  %2092 = mul nuw <8 x i64> %2088, splat (i64 3449720151)
  %2093 = mul nuw <8 x i64> %2089, splat (i64 3449720151)
  %2094 = mul nuw <8 x i64> %2090, splat (i64 3449720151)
  %2095 = lshr <8 x i64> %2083, splat (i64 32)
  %2096 = lshr <8 x i64> %2084, splat (i64 32)
  %2097 = lshr <8 x i64> %2085, splat (i64 32)
  %2098 = lshr <8 x i64> %2086, splat (i64 32)
  %2099 = lshr <8 x i64> %2091, splat (i64 32)
  %2100 = lshr <8 x i64> %2092, splat (i64 32)
  %2101 = lshr <8 x i64> %2093, splat (i64 32)
  %2102 = lshr <8 x i64> %2094, splat (i64 32)
  %2103 = xor <8 x i64> %broadcast.splat1449, %2099
  %2104 = xor <8 x i64> %broadcast.splat1449, %2100
  %2105 = xor <8 x i64> %broadcast.splat1449, %2101
  %2106 = xor <8 x i64> %broadcast.splat1449, %2102
  %2107 = xor <8 x i64> %2103, %2059
  %2108 = xor <8 x i64> %2104, %2060
  %2109 = xor <8 x i64> %2105, %2061
  %2110 = xor <8 x i64> %2106, %2062
  %2111 = xor <8 x i64> %2095, %broadcast.splat1451
  %2112 = xor <8 x i64> %2096, %broadcast.splat1451
  %2113 = xor <8 x i64> %2097, %broadcast.splat1451
  %2114 = xor <8 x i64> %2098, %broadcast.splat1451
  %2115 = xor <8 x i64> %2111, %2051
  %2116 = xor <8 x i64> %2112, %2052
  %2117 = xor <8 x i64> %2113, %2053
  %2118 = xor <8 x i64> %2114, %2054
  %2119 = and <8 x i64> %2107, splat (i64 4294967295)
  %2120 = and <8 x i64> %2108, splat (i64 4294967295)
  %2121 = and <8 x i64> %2109, splat (i64 4294967295)
  %2122 = and <8 x i64> %2110, splat (i64 4294967295)
  %2123 = mul nuw <8 x i64> %2119, splat (i64 3528531795)
  %2124 = mul nuw <8 x i64> %2120, splat (i64 3528531795)
  %2125 = mul nuw <8 x i64> %2121, splat (i64 3528531795)
  %2126 = mul nuw <8 x i64> %2122, splat (i64 3528531795)
  %2127 = and <8 x i64> %2115, splat (i64 4294967295)
  %2128 = and <8 x i64> %2116, splat (i64 4294967295)
  %2129 = and <8 x i64> %2117, splat (i64 4294967295)
  %2130 = and <8 x i64> %2118, splat (i64 4294967295)
  %2131 = mul nuw <8 x i64> %2127, splat (i64 3449720151)
  %2132 = mul nuw <8 x i64> %2128, splat (i64 3449720151)
  %2133 = mul nuw <8 x i64> %2129, splat (i64 3449720151)
  %2134 = mul nuw <8 x i64> %2130, splat (i64 3449720151)
  %2135 = lshr <8 x i64> %2123, splat (i64 32)
  %2136 = lshr <8 x i64> %2124, splat (i64 32)
  %2137 = lshr <8 x i64> %2125, splat (i64 32)
  %2138 = lshr <8 x i64> %2126, splat (i64 32)
  %2139 = lshr <8 x i64> %2131, splat (i64 32)
  %2140 = lshr <8 x i64> %2132, splat (i64 32)
  %2141 = lshr <8 x i64> %2133, splat (i64 32)
  %2142 = lshr <8 x i64> %2134, splat (i64 32)
  %2143 = xor <8 x i64> %2139, %broadcast.splat1453
  %2144 = xor <8 x i64> %2140, %broadcast.splat1453
  %2145 = xor <8 x i64> %2141, %broadcast.splat1453
  %2146 = xor <8 x i64> %2142, %broadcast.splat1453
  %2147 = xor <8 x i64> %2143, %2091
  %2148 = xor <8 x i64> %2144, %2092
  %2149 = xor <8 x i64> %2145, %2093
  %2150 = xor <8 x i64> %2146, %2094
  %2151 = xor <8 x i64> %broadcast.splat1455, %2135
  %2152 = xor <8 x i64> %broadcast.splat1455, %2136
  %2153 = xor <8 x i64> %broadcast.splat1455, %2137
  %2154 = xor <8 x i64> %broadcast.splat1455, %2138
  %2155 = xor <8 x i64> %2151, %2083
  %2156 = xor <8 x i64> %2152, %2084
  %2157 = xor <8 x i64> %2153, %2085
  %2158 = xor <8 x i64> %2154, %2086
  %2159 = and <8 x i64> %2147, splat (i64 4294967295)
  %2160 = and <8 x i64> %2148, splat (i64 4294967295)
  %2161 = and <8 x i64> %2149, splat (i64 4294967295)
  %2162 = and <8 x i64> %2150, splat (i64 4294967295)
  %2163 = mul nuw <8 x i64> %2159, splat (i64 3528531795)
  %2164 = mul nuw <8 x i64> %2160, splat (i64 3528531795)
  %2165 = mul nuw <8 x i64> %2161, splat (i64 3528531795)
  %2166 = mul nuw <8 x i64> %2162, splat (i64 3528531795)
  %2167 = and <8 x i64> %2155, splat (i64 4294967295)
  %2168 = and <8 x i64> %2156, splat (i64 4294967295)
  %2169 = and <8 x i64> %2157, splat (i64 4294967295)
  %2170 = and <8 x i64> %2158, splat (i64 4294967295)
  %2171 = mul nuw <8 x i64> %2167, splat (i64 3449720151)
  %2172 = mul nuw <8 x i64> %2168, splat (i64 3449720151)
  %2173 = mul nuw <8 x i64> %2169, splat (i64 3449720151)
  %2174 = mul nuw <8 x i64> %2170, splat (i64 3449720151)
  %2175 = lshr <8 x i64> %2163, splat (i64 32)
  %2176 = lshr <8 x i64> %2164, splat (i64 32)
  %2177 = lshr <8 x i64> %2165, splat (i64 32)
  %2178 = lshr <8 x i64> %2166, splat (i64 32)
  %2179 = lshr <8 x i64> %2171, splat (i64 32)
  %2180 = lshr <8 x i64> %2172, splat (i64 32)
  %2181 = lshr <8 x i64> %2173, splat (i64 32)
  %2182 = lshr <8 x i64> %2174, splat (i64 32)
  %2183 = xor <8 x i64> %broadcast.splat1457, %2179
  %2184 = xor <8 x i64> %broadcast.splat1457, %2180
  %2185 = xor <8 x i64> %broadcast.splat1457, %2181
  %2186 = xor <8 x i64> %broadcast.splat1457, %2182
  %2187 = xor <8 x i64> %2183, %2131
  %2188 = xor <8 x i64> %2184, %2132
  %2189 = xor <8 x i64> %2185, %2133
  %2190 = xor <8 x i64> %2186, %2134
  %2191 = xor <8 x i64> %2175, %broadcast.splat1459
  %2192 = xor <8 x i64> %2176, %broadcast.splat1459
  %2193 = xor <8 x i64> %2177, %broadcast.splat1459
  %2194 = xor <8 x i64> %2178, %broadcast.splat1459
  %2195 = xor <8 x i64> %2191, %2123
  %2196 = xor <8 x i64> %2192, %2124
  %2197 = xor <8 x i64> %2193, %2125
  %2198 = xor <8 x i64> %2194, %2126
  %2199 = and <8 x i64> %2187, splat (i64 4294967295)
  %2200 = and <8 x i64> %2188, splat (i64 4294967295)
  %2201 = and <8 x i64> %2189, splat (i64 4294967295)
  %2202 = and <8 x i64> %2190, splat (i64 4294967295)
  %2203 = mul nuw <8 x i64> %2199, splat (i64 3528531795)
  %2204 = mul nuw <8 x i64> %2200, splat (i64 3528531795)
  %2205 = mul nuw <8 x i64> %2201, splat (i64 3528531795)
  %2206 = mul nuw <8 x i64> %2202, splat (i64 3528531795)
  %2207 = and <8 x i64> %2195, splat (i64 4294967295)
  %2208 = and <8 x i64> %2196, splat (i64 4294967295)
  %2209 = and <8 x i64> %2197, splat (i64 4294967295)
  %2210 = and <8 x i64> %2198, splat (i64 4294967295)
  %2211 = mul nuw <8 x i64> %2207, splat (i64 3449720151)
  %2212 = mul nuw <8 x i64> %2208, splat (i64 3449720151)
  %2213 = mul nuw <8 x i64> %2209, splat (i64 3449720151)
  %2214 = mul nuw <8 x i64> %2210, splat (i64 3449720151)
  %2215 = lshr <8 x i64> %2203, splat (i64 32)
  %2216 = lshr <8 x i64> %2204, splat (i64 32)
  %2217 = lshr <8 x i64> %2205, splat (i64 32)
  %2218 = lshr <8 x i64> %2206, splat (i64 32)
  %2219 = lshr <8 x i64> %2211, splat (i64 32)
  %2220 = lshr <8 x i64> %2212, splat (i64 32)
  %2221 = lshr <8 x i64> %2213, splat (i64 32)
  %2222 = lshr <8 x i64> %2214, splat (i64 32)
  %2223 = xor <8 x i64> %2219, %broadcast.splat1461
  %2224 = xor <8 x i64> %2220, %broadcast.splat1461
  %2225 = xor <8 x i64> %2221, %broadcast.splat1461
  %2226 = xor <8 x i64> %2222, %broadcast.splat1461
  %2227 = xor <8 x i64> %2223, %2171
  %2228 = xor <8 x i64> %2224, %2172
  %2229 = xor <8 x i64> %2225, %2173
  %2230 = xor <8 x i64> %2226, %2174
  %2231 = xor <8 x i64> %broadcast.splat1463, %2215
  %2232 = xor <8 x i64> %broadcast.splat1463, %2216
  %2233 = xor <8 x i64> %broadcast.splat1463, %2217
  %2234 = xor <8 x i64> %broadcast.splat1463, %2218
  %2235 = xor <8 x i64> %2231, %2163
  %2236 = xor <8 x i64> %2232, %2164
  %2237 = xor <8 x i64> %2233, %2165
  %2238 = xor <8 x i64> %2234, %2166
  %2239 = and <8 x i64> %2227, splat (i64 4294967295)
  %2240 = and <8 x i64> %2228, splat (i64 4294967295)
  %2241 = and <8 x i64> %2229, splat (i64 4294967295)
  %2242 = and <8 x i64> %2230, splat (i64 4294967295)
  %2243 = mul nuw <8 x i64> %2239, splat (i64 3528531795)
  %2244 = mul nuw <8 x i64> %2240, splat (i64 3528531795)
  %2245 = mul nuw <8 x i64> %2241, splat (i64 3528531795)
  %2246 = mul nuw <8 x i64> %2242, splat (i64 3528531795)
  %2247 = and <8 x i64> %2235, splat (i64 4294967295)
  %2248 = and <8 x i64> %2236, splat (i64 4294967295)
  %2249 = and <8 x i64> %2237, splat (i64 4294967295)
  %2250 = and <8 x i64> %2238, splat (i64 4294967295)
  %2251 = mul nuw <8 x i64> %2247, splat (i64 3449720151)
  %2252 = mul nuw <8 x i64> %2248, splat (i64 3449720151)
  %2253 = mul nuw <8 x i64> %2249, splat (i64 3449720151)
  %2254 = mul nuw <8 x i64> %2250, splat (i64 3449720151)
  %2255 = lshr <8 x i64> %2243, splat (i64 32)
  %2256 = lshr <8 x i64> %2244, splat (i64 32)
  %2257 = lshr <8 x i64> %2245, splat (i64 32)
  %2258 = lshr <8 x i64> %2246, splat (i64 32)
  %2259 = lshr <8 x i64> %2251, splat (i64 32)
  %2260 = lshr <8 x i64> %2252, splat (i64 32)
  %2261 = lshr <8 x i64> %2253, splat (i64 32)
  %2262 = lshr <8 x i64> %2254, splat (i64 32)
  %2263 = xor <8 x i64> %broadcast.splat1465, %2259
  %2264 = xor <8 x i64> %broadcast.splat1465, %2260
  %2265 = xor <8 x i64> %broadcast.splat1465, %2261
  %2266 = xor <8 x i64> %broadcast.splat1465, %2262
  %2267 = xor <8 x i64> %2263, %2211
  %2268 = xor <8 x i64> %2264, %2212
  %2269 = xor <8 x i64> %2265, %2213
  %2270 = xor <8 x i64> %2266, %2214
  %2271 = xor <8 x i64> %2255, %broadcast.splat1467
  %2272 = xor <8 x i64> %2256, %broadcast.splat1467
  %2273 = xor <8 x i64> %2257, %broadcast.splat1467
  %2274 = xor <8 x i64> %2258, %broadcast.splat1467
  %2275 = xor <8 x i64> %2271, %2203
  %2276 = xor <8 x i64> %2272, %2204
  %2277 = xor <8 x i64> %2273, %2205
  %2278 = xor <8 x i64> %2274, %2206
  %2279 = and <8 x i64> %2267, splat (i64 4294967295)
  %2280 = and <8 x i64> %2268, splat (i64 4294967295)
  %2281 = and <8 x i64> %2269, splat (i64 4294967295)
  %2282 = and <8 x i64> %2270, splat (i64 4294967295)
  %2283 = mul nuw <8 x i64> %2279, splat (i64 3528531795)
  %2284 = mul nuw <8 x i64> %2280, splat (i64 3528531795)
  %2285 = mul nuw <8 x i64> %2281, splat (i64 3528531795)
  %2286 = mul nuw <8 x i64> %2282, splat (i64 3528531795)
  %2287 = lshr <8 x i64> %2283, splat (i64 32)
  %2288 = lshr <8 x i64> %2284, splat (i64 32)
  %2289 = lshr <8 x i64> %2285, splat (i64 32)
  %2290 = lshr <8 x i64> %2286, splat (i64 32)
  %2291 = trunc <8 x i64> %2275 to <8 x i32>
  %2292 = trunc <8 x i64> %2276 to <8 x i32>
  %2293 = trunc <8 x i64> %2277 to <8 x i32>
  %2294 = trunc <8 x i64> %2278 to <8 x i32>
  %2295 = mul <8 x i32> %2291, splat (i32 -845247145)
  %2296 = mul <8 x i32> %2292, splat (i32 -845247145)
  %2297 = mul <8 x i32> %2293, splat (i32 -845247145)
  %2298 = mul <8 x i32> %2294, splat (i32 -845247145)
  %2299 = xor <8 x i64> %broadcast.splat1469, %2287
  %2300 = xor <8 x i64> %broadcast.splat1469, %2288
  %2301 = xor <8 x i64> %broadcast.splat1469, %2289
  %2302 = xor <8 x i64> %broadcast.splat1469, %2290
  %2303 = xor <8 x i64> %2299, %2243
  %2304 = xor <8 x i64> %2300, %2244
  %2305 = xor <8 x i64> %2301, %2245
  %2306 = xor <8 x i64> %2302, %2246
  %2307 = and <8 x i64> %2303, splat (i64 4294967295)
  %2308 = and <8 x i64> %2304, splat (i64 4294967295)
  %2309 = and <8 x i64> %2305, splat (i64 4294967295)
  %2310 = and <8 x i64> %2306, splat (i64 4294967295)
  %2311 = mul nuw <8 x i64> %2307, splat (i64 3449720151)
  %2312 = mul nuw <8 x i64> %2308, splat (i64 3449720151)
  %2313 = mul nuw <8 x i64> %2309, splat (i64 3449720151)
  %2314 = mul nuw <8 x i64> %2310, splat (i64 3449720151)
  %2315 = lshr <8 x i64> %2311, splat (i64 32)
  %2316 = lshr <8 x i64> %2312, splat (i64 32)
  %2317 = lshr <8 x i64> %2313, splat (i64 32)
  %2318 = lshr <8 x i64> %2314, splat (i64 32)
  %2319 = trunc nuw <8 x i64> %2315 to <8 x i32>
  %2320 = trunc nuw <8 x i64> %2316 to <8 x i32>
  %2321 = trunc nuw <8 x i64> %2317 to <8 x i32>
  %2322 = trunc nuw <8 x i64> %2318 to <8 x i32>
  %2323 = trunc <8 x i64> %2311 to <8 x i32>
  %2324 = trunc <8 x i64> %2312 to <8 x i32>
  %2325 = trunc <8 x i64> %2313 to <8 x i32>
  %2326 = trunc <8 x i64> %2314 to <8 x i32>
  %2327 = xor <8 x i32> %2295, %2319
  %2328 = xor <8 x i32> %2327, %broadcast.splat1471
  %2329 = xor <8 x i32> %2296, %2320
  %2330 = xor <8 x i32> %2329, %broadcast.splat1471
  %2331 = xor <8 x i32> %2297, %2321
  %2332 = xor <8 x i32> %2331, %broadcast.splat1471
  %2333 = xor <8 x i32> %2298, %2322
  %2334 = xor <8 x i32> %2333, %broadcast.splat1471
  %2335 = getelementptr inbounds float, ptr %232, i64 %index1473
  %2336 = getelementptr inbounds nuw i8, ptr %2335, i64 32
  %2337 = getelementptr inbounds nuw i8, ptr %2335, i64 64
  %2338 = getelementptr inbounds nuw i8, ptr %2335, i64 96
  store <8 x i32> %2328, ptr %2335, align 4
  store <8 x i32> %2330, ptr %2336, align 4
  store <8 x i32> %2332, ptr %2337, align 4
  store <8 x i32> %2334, ptr %2338, align 4
  %2339 = getelementptr inbounds float, ptr %scratch, i64 %index1473
  %2340 = getelementptr inbounds nuw i8, ptr %2339, i64 32
  %2341 = getelementptr inbounds nuw i8, ptr %2339, i64 64
  %2342 = getelementptr inbounds nuw i8, ptr %2339, i64 96
  store <8 x i32> %2323, ptr %2339, align 4
  store <8 x i32> %2324, ptr %2340, align 4
  store <8 x i32> %2325, ptr %2341, align 4
  store <8 x i32> %2326, ptr %2342, align 4
  %index.next1474 = add nuw i64 %index1473, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %2343 = icmp eq i64 %index.next1474, %n.vec1431
  br i1 %2343, label %middle.block1475, label %vector.body1472, !llvm.loop !49

middle.block1475:                                 ; preds = %vector.body1472
  br i1 %cmp.n1476, label %vector.memcheck1383, label %vec.epilog.iter.check1479

vec.epilog.iter.check1479:                        ; preds = %middle.block1475
  br i1 %min.epilog.iters.check1480, label %philox.body445.us.preheader, label %vec.epilog.ph1481, !prof !50

vec.epilog.ph1481:                                ; preds = %vec.epilog.iter.check1479
  %broadcast.splatinsert1488 = insertelement <8 x i64> poison, i64 %2013, i64 0
  %broadcast.splat1489 = shufflevector <8 x i64> %broadcast.splatinsert1488, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %2006, %235
  %.scalar2302 = and i64 %.scalar, 4294967295
  %2344 = insertelement <8 x i64> poison, i64 %.scalar2302, i64 0
  %.masked = shufflevector <8 x i64> %2344, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2303 = xor i64 %2011, %238
  %.scalar2304 = and i64 %.scalar2303, 4294967295
  %2345 = insertelement <8 x i64> poison, i64 %.scalar2304, i64 0
  %.masked2296 = shufflevector <8 x i64> %2345, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1526

vec.epilog.vector.body1526:                       ; preds = %vec.epilog.vector.body1526, %vec.epilog.ph1481
  %index1527 = phi i64 [ %n.vec1431, %vec.epilog.ph1481 ], [ %index.next1529, %vec.epilog.vector.body1526 ]
  %vec.ind1528 = phi <8 x i64> [ %induction, %vec.epilog.ph1481 ], [ %vec.ind.next1530, %vec.epilog.vector.body1526 ]
  %2346 = add <8 x i64> %vec.ind1528, %broadcast.splat1491
  %2347 = and <8 x i64> %2346, splat (i64 4294967295)
  %2348 = mul nuw <8 x i64> %2347, splat (i64 3528531795)
  %2349 = xor <8 x i64> %2346, %broadcast.splat1493
  %2350 = xor <8 x i64> %2349, %2348
  %2351 = lshr <8 x i64> %2350, splat (i64 32)
  %2352 = mul nuw <8 x i64> %2351, splat (i64 3449720151)
  %2353 = lshr <8 x i64> %2352, splat (i64 32)
  %2354 = xor <8 x i64> %broadcast.splat1489, %2348
  %2355 = xor <8 x i64> %.masked, %2353
  %2356 = mul nuw <8 x i64> %2355, splat (i64 3528531795)
  %2357 = and <8 x i64> %2354, splat (i64 4294967295)
  %2358 = mul nuw <8 x i64> %2357, splat (i64 3449720151)
  %2359 = lshr <8 x i64> %2356, splat (i64 32)
  %2360 = lshr <8 x i64> %2358, splat (i64 32)
  %2361 = xor <8 x i64> %2360, %broadcast.splat1497
  %2362 = xor <8 x i64> %2361, %2352
  %2363 = and <8 x i64> %2362, splat (i64 4294967295)
  %2364 = mul nuw <8 x i64> %2363, splat (i64 3528531795)
  %2365 = xor <8 x i64> %.masked2296, %2359
  %2366 = mul nuw <8 x i64> %2365, splat (i64 3449720151)
  %2367 = lshr <8 x i64> %2364, splat (i64 32)
  %2368 = lshr <8 x i64> %2366, splat (i64 32)
  %2369 = xor <8 x i64> %broadcast.splat1501, %2368
  %2370 = xor <8 x i64> %2369, %2358
  %2371 = xor <8 x i64> %2367, %broadcast.splat1503
  %2372 = xor <8 x i64> %2371, %2356
  %2373 = and <8 x i64> %2370, splat (i64 4294967295)
  %2374 = mul nuw <8 x i64> %2373, splat (i64 3528531795)
  %2375 = and <8 x i64> %2372, splat (i64 4294967295)
  %2376 = mul nuw <8 x i64> %2375, splat (i64 3449720151)
  %2377 = lshr <8 x i64> %2374, splat (i64 32)
  %2378 = lshr <8 x i64> %2376, splat (i64 32)
  %2379 = xor <8 x i64> %2378, %broadcast.splat1505
  %2380 = xor <8 x i64> %2379, %2366
  %2381 = xor <8 x i64> %broadcast.splat1507, %2377
  %2382 = xor <8 x i64> %2381, %2364
  %2383 = and <8 x i64> %2380, splat (i64 4294967295)
  %2384 = mul nuw <8 x i64> %2383, splat (i64 3528531795)
  %2385 = and <8 x i64> %2382, splat (i64 4294967295)
  %2386 = mul nuw <8 x i64> %2385, splat (i64 3449720151)
  %2387 = lshr <8 x i64> %2384, splat (i64 32)
  %2388 = lshr <8 x i64> %2386, splat (i64 32)
  %2389 = xor <8 x i64> %broadcast.splat1509, %2388
  %2390 = xor <8 x i64> %2389, %2376
  %2391 = xor <8 x i64> %2387, %broadcast.splat1511
  %2392 = xor <8 x i64> %2391, %2374
  %2393 = and <8 x i64> %2390, splat (i64 4294967295)
  %2394 = mul nuw <8 x i64> %2393, splat (i64 3528531795)
  %2395 = and <8 x i64> %2392, splat (i64 4294967295)
  %2396 = mul nuw <8 x i64> %2395, splat (i64 3449720151)
  %2397 = lshr <8 x i64> %2394, splat (i64 32)
  %2398 = lshr <8 x i64> %2396, splat (i64 32)
  %2399 = xor <8 x i64> %2398, %broadcast.splat1513
  %2400 = xor <8 x i64> %2399, %2386
  %2401 = xor <8 x i64> %broadcast.splat1515, %2397
  %2402 = xor <8 x i64> %2401, %2384
  %2403 = and <8 x i64> %2400, splat (i64 4294967295)
  %2404 = mul nuw <8 x i64> %2403, splat (i64 3528531795)
  %2405 = and <8 x i64> %2402, splat (i64 4294967295)
  %2406 = mul nuw <8 x i64> %2405, splat (i64 3449720151)
  %2407 = lshr <8 x i64> %2404, splat (i64 32)
  %2408 = lshr <8 x i64> %2406, splat (i64 32)
  %2409 = xor <8 x i64> %broadcast.splat1517, %2408
  %2410 = xor <8 x i64> %2409, %2396
  %2411 = xor <8 x i64> %2407, %broadcast.splat1519
  %2412 = xor <8 x i64> %2411, %2394
  %2413 = and <8 x i64> %2410, splat (i64 4294967295)
  %2414 = mul nuw <8 x i64> %2413, splat (i64 3528531795)
  %2415 = lshr <8 x i64> %2414, splat (i64 32)
  %2416 = trunc <8 x i64> %2412 to <8 x i32>
  %2417 = mul <8 x i32> %2416, splat (i32 -845247145)
  %2418 = xor <8 x i64> %broadcast.splat1521, %2415
  %2419 = xor <8 x i64> %2418, %2404
  %2420 = and <8 x i64> %2419, splat (i64 4294967295)
  %2421 = mul nuw <8 x i64> %2420, splat (i64 3449720151)
  %2422 = lshr <8 x i64> %2421, splat (i64 32)
  %2423 = trunc nuw <8 x i64> %2422 to <8 x i32>
  %2424 = trunc <8 x i64> %2421 to <8 x i32>
  %2425 = xor <8 x i32> %2417, %broadcast.splat1523
  %2426 = xor <8 x i32> %2425, %2423
  %2427 = getelementptr inbounds float, ptr %232, i64 %index1527
  store <8 x i32> %2426, ptr %2427, align 4
  %2428 = getelementptr inbounds float, ptr %scratch, i64 %index1527
  store <8 x i32> %2424, ptr %2428, align 4
  %index.next1529 = add nuw i64 %index1527, 8
  %vec.ind.next1530 = add nuw <8 x i64> %vec.ind1528, splat (i64 8)
  %2429 = icmp eq i64 %index.next1529, %n.vec1483
  br i1 %2429, label %vec.epilog.middle.block1531, label %vec.epilog.vector.body1526, !llvm.loop !51

vec.epilog.middle.block1531:                      ; preds = %vec.epilog.vector.body1526
  br i1 %cmp.n1532, label %vector.memcheck1383, label %philox.body445.us.preheader

philox.body445.us.preheader:                      ; preds = %iter.check1427, %vec.epilog.iter.check1479, %vec.epilog.middle.block1531
  %philox447669.us.ph = phi i64 [ 0, %iter.check1427 ], [ %n.vec1431, %vec.epilog.iter.check1479 ], [ %n.vec1483, %vec.epilog.middle.block1531 ]
  %invariant.op2858 = xor i64 %235, %2006
  %invariant.op2859 = xor i64 %238, %2011
  br label %philox.body445.us

step.header425.step.exit427_crit_edge.us:         ; preds = %noise.done551.us
  %2430 = add nuw i64 %row421720.us, 1
  %exitcond920.not = icmp eq i64 %2430, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond920.not, label %across.done, label %row.body.us

across.done:                                      ; preds = %step.header425.step.exit427_crit_edge.us, %step.header122.step.exit124_crit_edge.us, %lockstep_block.body, %across_out.exit, %row.body.lr.ph, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.exit
  %wide.load2178.72776 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.72777, %across_out.exit ]
  %wide.load2178.62765 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.62766, %across_out.exit ]
  %wide.load2178.52754 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.52755, %across_out.exit ]
  %wide.load2178.42743 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.42744, %across_out.exit ]
  %wide.load2178.32732 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.32733, %across_out.exit ]
  %wide.load2178.22721 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.22722, %across_out.exit ]
  %wide.load2178.12710 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2178.12711, %across_out.exit ]
  %wide.load21782699 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load21782700, %across_out.exit ]
  %wide.load2220.72688 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.72689, %across_out.exit ]
  %wide.load2220.62677 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.62678, %across_out.exit ]
  %wide.load2220.52666 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.52667, %across_out.exit ]
  %wide.load2220.42655 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.42656, %across_out.exit ]
  %wide.load2220.32644 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.32645, %across_out.exit ]
  %wide.load2220.22633 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.22634, %across_out.exit ]
  %wide.load2220.12622 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2220.12623, %across_out.exit ]
  %wide.load22202611 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22202612, %across_out.exit ]
  %wide.load2219.72600 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.72601, %across_out.exit ]
  %wide.load2219.62589 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.62590, %across_out.exit ]
  %wide.load2219.52578 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.52579, %across_out.exit ]
  %wide.load2219.42567 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.42568, %across_out.exit ]
  %wide.load2219.32556 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.32557, %across_out.exit ]
  %wide.load2219.22545 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.22546, %across_out.exit ]
  %wide.load2219.12534 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2219.12535, %across_out.exit ]
  %wide.load22192523 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22192524, %across_out.exit ]
  %wide.load2218.72512 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.72513, %across_out.exit ]
  %wide.load2218.62501 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.62502, %across_out.exit ]
  %wide.load2218.52490 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.52491, %across_out.exit ]
  %wide.load2218.42479 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.42480, %across_out.exit ]
  %wide.load2218.32468 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.32469, %across_out.exit ]
  %wide.load2218.22457 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.22458, %across_out.exit ]
  %wide.load2218.12446 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2218.12447, %across_out.exit ]
  %2431 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %2861, %across_out.exit ]
  %indvars.iv968 = phi i64 [ %35, %across_block.body.lr.ph ], [ %indvars.iv.next969, %across_out.exit ]
  %across_block808 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %4325, %across_out.exit ]
  %umin2437 = tail call i64 @llvm.umin.i64(i64 %indvars.iv968, i64 64)
  %2432 = mul nuw nsw i64 %n_features, %umin2437
  %2433 = tail call i64 @llvm.umax.i64(i64 %indvars.iv968, i64 1)
  %umax2066 = tail call i64 @llvm.umin.i64(i64 %2433, i64 64)
  %2434 = tail call i64 @llvm.umax.i64(i64 %indvars.iv968, i64 1)
  %umax2006 = tail call i64 @llvm.umin.i64(i64 %2434, i64 64)
  %2435 = tail call i64 @llvm.umax.i64(i64 %indvars.iv968, i64 1)
  %umax976 = tail call i64 @llvm.umin.i64(i64 %2435, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block808
  %2436 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %2436, -1
  br i1 %.not831, label %across_in.exit, label %across_in.body

across_in.body:                                   ; preds = %across_block.body, %across_in.body
  %across_in788 = phi i64 [ %2456, %across_in.body ], [ 0, %across_block.body ]
  %r = and i64 %across_in788, 62
  %f = lshr i64 %across_in788, 6
  %2437 = icmp ugt i64 %rows_left, %r
  %2438 = select i1 %2437, i64 %r, i64 %last_row
  %row = add i64 %2438, %across_block808
  %row_element = mul i64 %row, %n_features
  %2439 = add i64 %row_element, %f
  %2440 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in788
  %2441 = getelementptr inbounds float, ptr %state, i64 %2439
  %2442 = load float, ptr %2441, align 4
  store float %2442, ptr %2440, align 4
  %2443 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in788
  %2444 = getelementptr inbounds float, ptr %input_0, i64 %2439
  %2445 = load float, ptr %2444, align 4
  store float %2445, ptr %2443, align 4
  %2446 = or disjoint i64 %across_in788, 1
  %r.1 = and i64 %2446, 63
  %f.1 = lshr i64 %across_in788, 6
  %2447 = icmp ugt i64 %rows_left, %r.1
  %2448 = select i1 %2447, i64 %r.1, i64 %last_row
  %row.1 = add i64 %2448, %across_block808
  %row_element.1 = mul i64 %row.1, %n_features
  %2449 = add i64 %row_element.1, %f.1
  %2450 = getelementptr inbounds nuw float, ptr %across_state, i64 %2446
  %2451 = getelementptr inbounds float, ptr %state, i64 %2449
  %2452 = load float, ptr %2451, align 4
  store float %2452, ptr %2450, align 4
  %2453 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %2446
  %2454 = getelementptr inbounds float, ptr %input_0, i64 %2449
  %2455 = load float, ptr %2454, align 4
  store float %2455, ptr %2453, align 4
  %2456 = add nuw nsw i64 %across_in788, 2
  %exitcond953.not.1 = icmp eq i64 %2456, %block_elements
  br i1 %exitcond953.not.1, label %across_in.exit, label %across_in.body, !llvm.loop !52

across_in.exit:                                   ; preds = %across_in.body, %across_block.body
  br i1 %.not832, label %step.exit, label %step.body.lr.ph

step.body.lr.ph:                                  ; preds = %across_in.exit
  %2457 = getelementptr float, ptr %status, i64 %across_block808
  %broadcast.splatinsert2250 = insertelement <8 x i64> poison, i64 %across_block808, i64 0
  %broadcast.splat2251 = shufflevector <8 x i64> %broadcast.splatinsert2250, <8 x i64> poison, <8 x i32> zeroinitializer
  %min.iters.check2068 = icmp ult i64 %indvars.iv968, 4
  %min.iters.check2071 = icmp ult i64 %indvars.iv968, 32
  %n.mod.vf2074 = and i64 %umax2066, 28
  %n.vec2075 = and i64 %umax2066, 96
  %cmp.n2092 = icmp eq i64 %umax2066, %n.vec2075
  %min.epilog.iters.check2096 = icmp eq i64 %n.mod.vf2074, 0
  %n.vec2099 = and i64 %umax2066, 124
  %cmp.n2107 = icmp eq i64 %umax2066, %n.vec2099
  %min.iters.check2008 = icmp ult i64 %indvars.iv968, 4
  %min.iters.check2011 = icmp ult i64 %indvars.iv968, 32
  %n.mod.vf2014 = and i64 %umax2006, 28
  %n.vec2015 = and i64 %umax2006, 96
  %cmp.n2032 = icmp eq i64 %umax2006, %n.vec2015
  %min.epilog.iters.check2036 = icmp eq i64 %n.mod.vf2014, 0
  %n.vec2039 = and i64 %umax2006, 124
  %cmp.n2047 = icmp eq i64 %umax2006, %n.vec2039
  br label %step.body

step.body:                                        ; preds = %step.body.lr.ph, %noise.done68
  %wide.load2178.72775 = phi <8 x float> [ %wide.load2178.72776, %step.body.lr.ph ], [ %wide.load2178.72778, %noise.done68 ]
  %wide.load2178.62764 = phi <8 x float> [ %wide.load2178.62765, %step.body.lr.ph ], [ %wide.load2178.62767, %noise.done68 ]
  %wide.load2178.52753 = phi <8 x float> [ %wide.load2178.52754, %step.body.lr.ph ], [ %wide.load2178.52756, %noise.done68 ]
  %wide.load2178.42742 = phi <8 x float> [ %wide.load2178.42743, %step.body.lr.ph ], [ %wide.load2178.42745, %noise.done68 ]
  %wide.load2178.32731 = phi <8 x float> [ %wide.load2178.32732, %step.body.lr.ph ], [ %wide.load2178.32734, %noise.done68 ]
  %wide.load2178.22720 = phi <8 x float> [ %wide.load2178.22721, %step.body.lr.ph ], [ %wide.load2178.22723, %noise.done68 ]
  %wide.load2178.12709 = phi <8 x float> [ %wide.load2178.12710, %step.body.lr.ph ], [ %wide.load2178.12712, %noise.done68 ]
  %wide.load21782698 = phi <8 x float> [ %wide.load21782699, %step.body.lr.ph ], [ %wide.load21782701, %noise.done68 ]
  %wide.load2220.72687 = phi <8 x float> [ %wide.load2220.72688, %step.body.lr.ph ], [ %wide.load2220.72690, %noise.done68 ]
  %wide.load2220.62676 = phi <8 x float> [ %wide.load2220.62677, %step.body.lr.ph ], [ %wide.load2220.62679, %noise.done68 ]
  %wide.load2220.52665 = phi <8 x float> [ %wide.load2220.52666, %step.body.lr.ph ], [ %wide.load2220.52668, %noise.done68 ]
  %wide.load2220.42654 = phi <8 x float> [ %wide.load2220.42655, %step.body.lr.ph ], [ %wide.load2220.42657, %noise.done68 ]
  %wide.load2220.32643 = phi <8 x float> [ %wide.load2220.32644, %step.body.lr.ph ], [ %wide.load2220.32646, %noise.done68 ]
  %wide.load2220.22632 = phi <8 x float> [ %wide.load2220.22633, %step.body.lr.ph ], [ %wide.load2220.22635, %noise.done68 ]
  %wide.load2220.12621 = phi <8 x float> [ %wide.load2220.12622, %step.body.lr.ph ], [ %wide.load2220.12624, %noise.done68 ]
  %wide.load22202610 = phi <8 x float> [ %wide.load22202611, %step.body.lr.ph ], [ %wide.load22202613, %noise.done68 ]
  %wide.load2219.72599 = phi <8 x float> [ %wide.load2219.72600, %step.body.lr.ph ], [ %wide.load2219.72602, %noise.done68 ]
  %wide.load2219.62588 = phi <8 x float> [ %wide.load2219.62589, %step.body.lr.ph ], [ %wide.load2219.62591, %noise.done68 ]
  %wide.load2219.52577 = phi <8 x float> [ %wide.load2219.52578, %step.body.lr.ph ], [ %wide.load2219.52580, %noise.done68 ]
  %wide.load2219.42566 = phi <8 x float> [ %wide.load2219.42567, %step.body.lr.ph ], [ %wide.load2219.42569, %noise.done68 ]
  %wide.load2219.32555 = phi <8 x float> [ %wide.load2219.32556, %step.body.lr.ph ], [ %wide.load2219.32558, %noise.done68 ]
  %wide.load2219.22544 = phi <8 x float> [ %wide.load2219.22545, %step.body.lr.ph ], [ %wide.load2219.22547, %noise.done68 ]
  %wide.load2219.12533 = phi <8 x float> [ %wide.load2219.12534, %step.body.lr.ph ], [ %wide.load2219.12536, %noise.done68 ]
  %wide.load22192522 = phi <8 x float> [ %wide.load22192523, %step.body.lr.ph ], [ %wide.load22192525, %noise.done68 ]
  %wide.load2218.72511 = phi <8 x float> [ %wide.load2218.72512, %step.body.lr.ph ], [ %wide.load2218.72514, %noise.done68 ]
  %wide.load2218.62500 = phi <8 x float> [ %wide.load2218.62501, %step.body.lr.ph ], [ %wide.load2218.62503, %noise.done68 ]
  %wide.load2218.52489 = phi <8 x float> [ %wide.load2218.52490, %step.body.lr.ph ], [ %wide.load2218.52492, %noise.done68 ]
  %wide.load2218.42478 = phi <8 x float> [ %wide.load2218.42479, %step.body.lr.ph ], [ %wide.load2218.42481, %noise.done68 ]
  %wide.load2218.32467 = phi <8 x float> [ %wide.load2218.32468, %step.body.lr.ph ], [ %wide.load2218.32470, %noise.done68 ]
  %wide.load2218.22456 = phi <8 x float> [ %wide.load2218.22457, %step.body.lr.ph ], [ %wide.load2218.22459, %noise.done68 ]
  %wide.load2218.12445 = phi <8 x float> [ %wide.load2218.12446, %step.body.lr.ph ], [ %wide.load2218.12448, %noise.done68 ]
  %2458 = phi <8 x float> [ %2431, %step.body.lr.ph ], [ %4038, %noise.done68 ]
  %step3806 = phi i64 [ 0, %step.body.lr.ph ], [ %4039, %noise.done68 ]
  %temperature1.0805 = phi float [ %temperature, %step.body.lr.ph ], [ %t_next, %noise.done68 ]
  %2459 = fmul float %two_eta, %temperature1.0805
  %2460 = fcmp ogt float %2459, 0.000000e+00
  %2461 = tail call float @llvm.sqrt.f32(float %2459)
  %2462 = select i1 %2460, float %2461, float 0.000000e+00
  %noise_scale4 = select i1 %anneal2.not, float %noise_scale, float %2462
  %key1_step = add i64 %step3806, %key1
  br i1 %cond, label %across_feature.header14.preheader, label %philox.header.preheader

philox.header.preheader:                          ; preds = %step.body
  br i1 %.not831, label %iter.check2070, label %vector.ph2241

vector.ph2241:                                    ; preds = %philox.header.preheader
  %2463 = lshr i64 %key1_step, 32
  %2464 = mul nuw i64 %2463, 3449720151
  %2465 = lshr i64 %2464, 32
  %2466 = xor i64 %key0, %2465
  %2467 = xor i64 %2466, %key1_step
  %2468 = and i64 %2467, 4294967295
  %2469 = mul nuw i64 %2468, 3528531795
  %2470 = lshr i64 %2469, 32
  %2471 = xor i64 %2470, %20
  %broadcast.splatinsert2244 = insertelement <8 x i64> poison, i64 %2464, i64 0
  %broadcast.splat2245 = shufflevector <8 x i64> %broadcast.splatinsert2244, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2246 = insertelement <8 x i64> poison, i64 %2469, i64 0
  %broadcast.splat2247 = shufflevector <8 x i64> %broadcast.splatinsert2246, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2248 = insertelement <8 x i64> poison, i64 %2471, i64 0
  %broadcast.splat2249 = shufflevector <8 x i64> %broadcast.splatinsert2248, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2883 = xor <8 x i64> %broadcast.splat2257, %broadcast.splat2245
  %invariant.op2885 = xor <8 x i64> %broadcast.splat2257, %broadcast.splat2245
  %invariant.op2887 = xor <8 x i64> %broadcast.splat2257, %broadcast.splat2245
  %invariant.op2889 = xor <8 x i64> %broadcast.splat2257, %broadcast.splat2245
  %invariant.op2891 = xor <8 x i64> %broadcast.splat2261, %broadcast.splat2247
  %invariant.op2893 = xor <8 x i64> %broadcast.splat2261, %broadcast.splat2247
  %invariant.op2895 = xor <8 x i64> %broadcast.splat2261, %broadcast.splat2247
  %invariant.op2897 = xor <8 x i64> %broadcast.splat2261, %broadcast.splat2247
  br label %vector.body2286

vector.body2286:                                  ; preds = %vector.body2286, %vector.ph2241
  %index2287 = phi i64 [ 0, %vector.ph2241 ], [ %index.next2292, %vector.body2286 ]
  %vec.ind2288 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2241 ], [ %vec.ind.next2293, %vector.body2286 ]
  %step.add2289 = add <8 x i64> %vec.ind2288, splat (i64 8)
  %step.add.22290 = add <8 x i64> %vec.ind2288, splat (i64 16)
  %step.add.32291 = add <8 x i64> %vec.ind2288, splat (i64 24)
  %2472 = and <8 x i64> %vec.ind2288, splat (i64 63)
  %2473 = and <8 x i64> %step.add2289, splat (i64 63)
  %2474 = and <8 x i64> %step.add.22290, splat (i64 63)
  %2475 = and <8 x i64> %step.add.32291, splat (i64 63)
  %2476 = lshr <8 x i64> %vec.ind2288, splat (i64 6)
  %2477 = lshr <8 x i64> %step.add2289, splat (i64 6)
  %2478 = lshr <8 x i64> %step.add.22290, splat (i64 6)
  %2479 = lshr <8 x i64> %step.add.32291, splat (i64 6)
  %2480 = add <8 x i64> %2472, %broadcast.splat2251
  %2481 = add <8 x i64> %2473, %broadcast.splat2251
  %2482 = add <8 x i64> %2474, %broadcast.splat2251
  %2483 = add <8 x i64> %2475, %broadcast.splat2251
  %2484 = mul <8 x i64> %2480, %broadcast.splat2253
  %2485 = mul <8 x i64> %2481, %broadcast.splat2253
  %2486 = mul <8 x i64> %2482, %broadcast.splat2253
  %2487 = mul <8 x i64> %2483, %broadcast.splat2253
  %2488 = add <8 x i64> %2484, %2476
  %2489 = add <8 x i64> %2485, %2477
  %2490 = add <8 x i64> %2486, %2478
  %2491 = add <8 x i64> %2487, %2479
  %2492 = and <8 x i64> %2488, splat (i64 4294967295)
  %2493 = and <8 x i64> %2489, splat (i64 4294967295)
  %2494 = and <8 x i64> %2490, splat (i64 4294967295)
  %2495 = and <8 x i64> %2491, splat (i64 4294967295)
  %2496 = mul nuw <8 x i64> %2492, splat (i64 3528531795)
  %2497 = mul nuw <8 x i64> %2493, splat (i64 3528531795)
  %2498 = mul nuw <8 x i64> %2494, splat (i64 3528531795)
  %2499 = mul nuw <8 x i64> %2495, splat (i64 3528531795)
  %2500 = xor <8 x i64> %2488, %broadcast.splat2255
  %2501 = xor <8 x i64> %2489, %broadcast.splat2255
  %2502 = xor <8 x i64> %2490, %broadcast.splat2255
  %2503 = xor <8 x i64> %2491, %broadcast.splat2255
  %2504 = xor <8 x i64> %2500, %2496
  %2505 = xor <8 x i64> %2501, %2497
  %2506 = xor <8 x i64> %2502, %2498
  %2507 = xor <8 x i64> %2503, %2499
  %2508 = lshr <8 x i64> %2504, splat (i64 32)
  %2509 = lshr <8 x i64> %2505, splat (i64 32)
  %2510 = lshr <8 x i64> %2506, splat (i64 32)
  %2511 = lshr <8 x i64> %2507, splat (i64 32)
  %2512 = mul nuw <8 x i64> %2508, splat (i64 3449720151)
  %2513 = mul nuw <8 x i64> %2509, splat (i64 3449720151)
  %2514 = mul nuw <8 x i64> %2510, splat (i64 3449720151)
  %2515 = mul nuw <8 x i64> %2511, splat (i64 3449720151)
  %2516 = lshr <8 x i64> %2512, splat (i64 32)
  %2517 = lshr <8 x i64> %2513, splat (i64 32)
  %2518 = lshr <8 x i64> %2514, splat (i64 32)
  %2519 = lshr <8 x i64> %2515, splat (i64 32)
  %.reass2884 = xor <8 x i64> %2516, %invariant.op2883
  %.reass2886 = xor <8 x i64> %2517, %invariant.op2885
  %.reass2888 = xor <8 x i64> %2518, %invariant.op2887
  %.reass2890 = xor <8 x i64> %2519, %invariant.op2889
  %2520 = xor <8 x i64> %broadcast.splat2249, %2496
  %2521 = xor <8 x i64> %broadcast.splat2249, %2497
  %2522 = xor <8 x i64> %broadcast.splat2249, %2498
  %2523 = xor <8 x i64> %broadcast.splat2249, %2499
  %2524 = and <8 x i64> %.reass2884, splat (i64 4294967295)
  %2525 = and <8 x i64> %.reass2886, splat (i64 4294967295)
  %2526 = and <8 x i64> %.reass2888, splat (i64 4294967295)
  %2527 = and <8 x i64> %.reass2890, splat (i64 4294967295)
  %2528 = mul nuw <8 x i64> %2524, splat (i64 3528531795)
  %2529 = mul nuw <8 x i64> %2525, splat (i64 3528531795)
  %2530 = mul nuw <8 x i64> %2526, splat (i64 3528531795)
  %2531 = mul nuw <8 x i64> %2527, splat (i64 3528531795)
  %2532 = and <8 x i64> %2520, splat (i64 4294967295)
  %2533 = and <8 x i64> %2521, splat (i64 4294967295)
  %2534 = and <8 x i64> %2522, splat (i64 4294967295)
  %2535 = and <8 x i64> %2523, splat (i64 4294967295)
  %2536 = mul nuw <8 x i64> %2532, splat (i64 3449720151)
  %2537 = mul nuw <8 x i64> %2533, splat (i64 3449720151)
  %2538 = mul nuw <8 x i64> %2534, splat (i64 3449720151)
  %2539 = mul nuw <8 x i64> %2535, splat (i64 3449720151)
  %2540 = lshr <8 x i64> %2528, splat (i64 32)
  %2541 = lshr <8 x i64> %2529, splat (i64 32)
  %2542 = lshr <8 x i64> %2530, splat (i64 32)
  %2543 = lshr <8 x i64> %2531, splat (i64 32)
  %2544 = lshr <8 x i64> %2536, splat (i64 32)
  %2545 = lshr <8 x i64> %2537, splat (i64 32)
  %2546 = lshr <8 x i64> %2538, splat (i64 32)
  %2547 = lshr <8 x i64> %2539, splat (i64 32)
  %2548 = xor <8 x i64> %2544, %broadcast.splat2259
  %2549 = xor <8 x i64> %2545, %broadcast.splat2259
  %2550 = xor <8 x i64> %2546, %broadcast.splat2259
  %2551 = xor <8 x i64> %2547, %broadcast.splat2259
  %2552 = xor <8 x i64> %2548, %2512
  %2553 = xor <8 x i64> %2549, %2513
  %2554 = xor <8 x i64> %2550, %2514
  %2555 = xor <8 x i64> %2551, %2515
  %.reass2892 = xor <8 x i64> %2540, %invariant.op2891
  %.reass2894 = xor <8 x i64> %2541, %invariant.op2893
  %.reass2896 = xor <8 x i64> %2542, %invariant.op2895
  %.reass2898 = xor <8 x i64> %2543, %invariant.op2897
  %2556 = and <8 x i64> %2552, splat (i64 4294967295)
  %2557 = and <8 x i64> %2553, splat (i64 4294967295)
  %2558 = and <8 x i64> %2554, splat (i64 4294967295)
  %2559 = and <8 x i64> %2555, splat (i64 4294967295)
  %2560 = mul nuw <8 x i64> %2556, splat (i64 3528531795)
  %2561 = mul nuw <8 x i64> %2557, splat (i64 3528531795)
  %2562 = mul nuw <8 x i64> %2558, splat (i64 3528531795)
  %2563 = mul nuw <8 x i64> %2559, splat (i64 3528531795)
  %2564 = and <8 x i64> %.reass2892, splat (i64 4294967295)
  %2565 = and <8 x i64> %.reass2894, splat (i64 4294967295)
  %2566 = and <8 x i64> %.reass2896, splat (i64 4294967295)
  %2567 = and <8 x i64> %.reass2898, splat (i64 4294967295)
  %2568 = mul nuw <8 x i64> %2564, splat (i64 3449720151)
  %2569 = mul nuw <8 x i64> %2565, splat (i64 3449720151)
  %2570 = mul nuw <8 x i64> %2566, splat (i64 3449720151)
  %2571 = mul nuw <8 x i64> %2567, splat (i64 3449720151)
  %2572 = lshr <8 x i64> %2560, splat (i64 32)
  %2573 = lshr <8 x i64> %2561, splat (i64 32)
  %2574 = lshr <8 x i64> %2562, splat (i64 32)
  %2575 = lshr <8 x i64> %2563, splat (i64 32)
  %2576 = lshr <8 x i64> %2568, splat (i64 32)
  %2577 = lshr <8 x i64> %2569, splat (i64 32)
  %2578 = lshr <8 x i64> %2570, splat (i64 32)
  %2579 = lshr <8 x i64> %2571, splat (i64 32)
  %2580 = xor <8 x i64> %broadcast.splat2263, %2576
  %2581 = xor <8 x i64> %broadcast.splat2263, %2577
  %2582 = xor <8 x i64> %broadcast.splat2263, %2578
  %2583 = xor <8 x i64> %broadcast.splat2263, %2579
  %2584 = xor <8 x i64> %2580, %2536
  %2585 = xor <8 x i64> %2581, %2537
  %2586 = xor <8 x i64> %2582, %2538
  %2587 = xor <8 x i64> %2583, %2539
  %2588 = xor <8 x i64> %2572, %broadcast.splat2265
  %2589 = xor <8 x i64> %2573, %broadcast.splat2265
  %2590 = xor <8 x i64> %2574, %broadcast.splat2265
  %2591 = xor <8 x i64> %2575, %broadcast.splat2265
  %2592 = xor <8 x i64> %2588, %2528
  %2593 = xor <8 x i64> %2589, %2529
  %2594 = xor <8 x i64> %2590, %2530
  %2595 = xor <8 x i64> %2591, %2531
  %2596 = and <8 x i64> %2584, splat (i64 4294967295)
  %2597 = and <8 x i64> %2585, splat (i64 4294967295)
  %2598 = and <8 x i64> %2586, splat (i64 4294967295)
  %2599 = and <8 x i64> %2587, splat (i64 4294967295)
  %2600 = mul nuw <8 x i64> %2596, splat (i64 3528531795)
  %2601 = mul nuw <8 x i64> %2597, splat (i64 3528531795)
  %2602 = mul nuw <8 x i64> %2598, splat (i64 3528531795)
  %2603 = mul nuw <8 x i64> %2599, splat (i64 3528531795)
  %2604 = and <8 x i64> %2592, splat (i64 4294967295)
  %2605 = and <8 x i64> %2593, splat (i64 4294967295)
  %2606 = and <8 x i64> %2594, splat (i64 4294967295)
  %2607 = and <8 x i64> %2595, splat (i64 4294967295)
  %2608 = mul nuw <8 x i64> %2604, splat (i64 3449720151)
  %2609 = mul nuw <8 x i64> %2605, splat (i64 3449720151)
  %2610 = mul nuw <8 x i64> %2606, splat (i64 3449720151)
  %2611 = mul nuw <8 x i64> %2607, splat (i64 3449720151)
  %2612 = lshr <8 x i64> %2600, splat (i64 32)
  %2613 = lshr <8 x i64> %2601, splat (i64 32)
  %2614 = lshr <8 x i64> %2602, splat (i64 32)
  %2615 = lshr <8 x i64> %2603, splat (i64 32)
  %2616 = lshr <8 x i64> %2608, splat (i64 32)
  %2617 = lshr <8 x i64> %2609, splat (i64 32)
  %2618 = lshr <8 x i64> %2610, splat (i64 32)
  %2619 = lshr <8 x i64> %2611, splat (i64 32)
  %2620 = xor <8 x i64> %2616, %broadcast.splat2267
  %2621 = xor <8 x i64> %2617, %broadcast.splat2267
  %2622 = xor <8 x i64> %2618, %broadcast.splat2267
  %2623 = xor <8 x i64> %2619, %broadcast.splat2267
  %2624 = xor <8 x i64> %2620, %2568
  %2625 = xor <8 x i64> %2621, %2569
  %2626 = xor <8 x i64> %2622, %2570
  %2627 = xor <8 x i64> %2623, %2571
  %2628 = xor <8 x i64> %broadcast.splat2269, %2612
  %2629 = xor <8 x i64> %broadcast.splat2269, %2613
  %2630 = xor <8 x i64> %broadcast.splat2269, %2614
  %2631 = xor <8 x i64> %broadcast.splat2269, %2615
  %2632 = xor <8 x i64> %2628, %2560
  %2633 = xor <8 x i64> %2629, %2561
  %2634 = xor <8 x i64> %2630, %2562
  %2635 = xor <8 x i64> %2631, %2563
  %2636 = and <8 x i64> %2624, splat (i64 4294967295)
  %2637 = and <8 x i64> %2625, splat (i64 4294967295)
  %2638 = and <8 x i64> %2626, splat (i64 4294967295)
  %2639 = and <8 x i64> %2627, splat (i64 4294967295)
  %2640 = mul nuw <8 x i64> %2636, splat (i64 3528531795)
  %2641 = mul nuw <8 x i64> %2637, splat (i64 3528531795)
  %2642 = mul nuw <8 x i64> %2638, splat (i64 3528531795)
  %2643 = mul nuw <8 x i64> %2639, splat (i64 3528531795)
  %2644 = and <8 x i64> %2632, splat (i64 4294967295)
  %2645 = and <8 x i64> %2633, splat (i64 4294967295)
  %2646 = and <8 x i64> %2634, splat (i64 4294967295)
  %2647 = and <8 x i64> %2635, splat (i64 4294967295)
  %2648 = mul nuw <8 x i64> %2644, splat (i64 3449720151)
  %2649 = mul nuw <8 x i64> %2645, splat (i64 3449720151)
  %2650 = mul nuw <8 x i64> %2646, splat (i64 3449720151)
  %2651 = mul nuw <8 x i64> %2647, splat (i64 3449720151)
  %2652 = lshr <8 x i64> %2640, splat (i64 32)
  %2653 = lshr <8 x i64> %2641, splat (i64 32)
  %2654 = lshr <8 x i64> %2642, splat (i64 32)
  %2655 = lshr <8 x i64> %2643, splat (i64 32)
  %2656 = lshr <8 x i64> %2648, splat (i64 32)
  %2657 = lshr <8 x i64> %2649, splat (i64 32)
  %2658 = lshr <8 x i64> %2650, splat (i64 32)
  %2659 = lshr <8 x i64> %2651, splat (i64 32)
  %2660 = xor <8 x i64> %broadcast.splat2271, %2656
  %2661 = xor <8 x i64> %broadcast.splat2271, %2657
  %2662 = xor <8 x i64> %broadcast.splat2271, %2658
  %2663 = xor <8 x i64> %broadcast.splat2271, %2659
  %2664 = xor <8 x i64> %2660, %2608
  %2665 = xor <8 x i64> %2661, %2609
  %2666 = xor <8 x i64> %2662, %2610
  %2667 = xor <8 x i64> %2663, %2611
  %2668 = xor <8 x i64> %2652, %broadcast.splat2273
  %2669 = xor <8 x i64> %2653, %broadcast.splat2273
  %2670 = xor <8 x i64> %2654, %broadcast.splat2273
  %2671 = xor <8 x i64> %2655, %broadcast.splat2273
  %2672 = xor <8 x i64> %2668, %2600
  %2673 = xor <8 x i64> %2669, %2601
  %2674 = xor <8 x i64> %2670, %2602
  %2675 = xor <8 x i64> %2671, %2603
  %2676 = and <8 x i64> %2664, splat (i64 4294967295)
  %2677 = and <8 x i64> %2665, splat (i64 4294967295)
  %2678 = and <8 x i64> %2666, splat (i64 4294967295)
  %2679 = and <8 x i64> %2667, splat (i64 4294967295)
  %2680 = mul nuw <8 x i64> %2676, splat (i64 3528531795)
  %2681 = mul nuw <8 x i64> %2677, splat (i64 3528531795)
  %2682 = mul nuw <8 x i64> %2678, splat (i64 3528531795)
  %2683 = mul nuw <8 x i64> %2679, splat (i64 3528531795)
  %2684 = and <8 x i64> %2672, splat (i64 4294967295)
  %2685 = and <8 x i64> %2673, splat (i64 4294967295)
  %2686 = and <8 x i64> %2674, splat (i64 4294967295)
  %2687 = and <8 x i64> %2675, splat (i64 4294967295)
  %2688 = mul nuw <8 x i64> %2684, splat (i64 3449720151)
  %2689 = mul nuw <8 x i64> %2685, splat (i64 3449720151)
  %2690 = mul nuw <8 x i64> %2686, splat (i64 3449720151)
  %2691 = mul nuw <8 x i64> %2687, splat (i64 3449720151)
  %2692 = lshr <8 x i64> %2680, splat (i64 32)
  %2693 = lshr <8 x i64> %2681, splat (i64 32)
  %2694 = lshr <8 x i64> %2682, splat (i64 32)
  %2695 = lshr <8 x i64> %2683, splat (i64 32)
  %2696 = lshr <8 x i64> %2688, splat (i64 32)
  %2697 = lshr <8 x i64> %2689, splat (i64 32)
  %2698 = lshr <8 x i64> %2690, splat (i64 32)
  %2699 = lshr <8 x i64> %2691, splat (i64 32)
  %2700 = xor <8 x i64> %2696, %broadcast.splat2275
  %2701 = xor <8 x i64> %2697, %broadcast.splat2275
  %2702 = xor <8 x i64> %2698, %broadcast.splat2275
  %2703 = xor <8 x i64> %2699, %broadcast.splat2275
  %2704 = xor <8 x i64> %2700, %2648
  %2705 = xor <8 x i64> %2701, %2649
  %2706 = xor <8 x i64> %2702, %2650
  %2707 = xor <8 x i64> %2703, %2651
  %2708 = xor <8 x i64> %broadcast.splat2277, %2692
  %2709 = xor <8 x i64> %broadcast.splat2277, %2693
  %2710 = xor <8 x i64> %broadcast.splat2277, %2694
  %2711 = xor <8 x i64> %broadcast.splat2277, %2695
  %2712 = xor <8 x i64> %2708, %2640
  %2713 = xor <8 x i64> %2709, %2641
  %2714 = xor <8 x i64> %2710, %2642
  %2715 = xor <8 x i64> %2711, %2643
  %2716 = and <8 x i64> %2704, splat (i64 4294967295)
  %2717 = and <8 x i64> %2705, splat (i64 4294967295)
  %2718 = and <8 x i64> %2706, splat (i64 4294967295)
  %2719 = and <8 x i64> %2707, splat (i64 4294967295)
  %2720 = mul nuw <8 x i64> %2716, splat (i64 3528531795)
  %2721 = mul nuw <8 x i64> %2717, splat (i64 3528531795)
  %2722 = mul nuw <8 x i64> %2718, splat (i64 3528531795)
  %2723 = mul nuw <8 x i64> %2719, splat (i64 3528531795)
  %2724 = and <8 x i64> %2712, splat (i64 4294967295)
  %2725 = and <8 x i64> %2713, splat (i64 4294967295)
  %2726 = and <8 x i64> %2714, splat (i64 4294967295)
  %2727 = and <8 x i64> %2715, splat (i64 4294967295)
  %2728 = mul nuw <8 x i64> %2724, splat (i64 3449720151)
  %2729 = mul nuw <8 x i64> %2725, splat (i64 3449720151)
  %2730 = mul nuw <8 x i64> %2726, splat (i64 3449720151)
  %2731 = mul nuw <8 x i64> %2727, splat (i64 3449720151)
  %2732 = lshr <8 x i64> %2720, splat (i64 32)
  %2733 = lshr <8 x i64> %2721, splat (i64 32)
  %2734 = lshr <8 x i64> %2722, splat (i64 32)
  %2735 = lshr <8 x i64> %2723, splat (i64 32)
  %2736 = lshr <8 x i64> %2728, splat (i64 32)
  %2737 = lshr <8 x i64> %2729, splat (i64 32)
  %2738 = lshr <8 x i64> %2730, splat (i64 32)
  %2739 = lshr <8 x i64> %2731, splat (i64 32)
  %2740 = xor <8 x i64> %broadcast.splat2279, %2736
  %2741 = xor <8 x i64> %broadcast.splat2279, %2737
  %2742 = xor <8 x i64> %broadcast.splat2279, %2738
  %2743 = xor <8 x i64> %broadcast.splat2279, %2739
  %2744 = xor <8 x i64> %2740, %2688
  %2745 = xor <8 x i64> %2741, %2689
  %2746 = xor <8 x i64> %2742, %2690
  %2747 = xor <8 x i64> %2743, %2691
  %2748 = xor <8 x i64> %2732, %broadcast.splat2281
  %2749 = xor <8 x i64> %2733, %broadcast.splat2281
  %2750 = xor <8 x i64> %2734, %broadcast.splat2281
  %2751 = xor <8 x i64> %2735, %broadcast.splat2281
  %2752 = xor <8 x i64> %2748, %2680
  %2753 = xor <8 x i64> %2749, %2681
  %2754 = xor <8 x i64> %2750, %2682
  %2755 = xor <8 x i64> %2751, %2683
  %2756 = and <8 x i64> %2744, splat (i64 4294967295)
  %2757 = and <8 x i64> %2745, splat (i64 4294967295)
  %2758 = and <8 x i64> %2746, splat (i64 4294967295)
  %2759 = and <8 x i64> %2747, splat (i64 4294967295)
  %2760 = mul nuw <8 x i64> %2756, splat (i64 3528531795)
  %2761 = mul nuw <8 x i64> %2757, splat (i64 3528531795)
  %2762 = mul nuw <8 x i64> %2758, splat (i64 3528531795)
  %2763 = mul nuw <8 x i64> %2759, splat (i64 3528531795)
  %2764 = lshr <8 x i64> %2760, splat (i64 32)
  %2765 = lshr <8 x i64> %2761, splat (i64 32)
  %2766 = lshr <8 x i64> %2762, splat (i64 32)
  %2767 = lshr <8 x i64> %2763, splat (i64 32)
  %2768 = trunc <8 x i64> %2752 to <8 x i32>
  %2769 = trunc <8 x i64> %2753 to <8 x i32>
  %2770 = trunc <8 x i64> %2754 to <8 x i32>
  %2771 = trunc <8 x i64> %2755 to <8 x i32>
  %2772 = mul <8 x i32> %2768, splat (i32 -845247145)
  %2773 = mul <8 x i32> %2769, splat (i32 -845247145)
  %2774 = mul <8 x i32> %2770, splat (i32 -845247145)
  %2775 = mul <8 x i32> %2771, splat (i32 -845247145)
  %2776 = xor <8 x i64> %broadcast.splat2283, %2764
  %2777 = xor <8 x i64> %broadcast.splat2283, %2765
  %2778 = xor <8 x i64> %broadcast.splat2283, %2766
  %2779 = xor <8 x i64> %broadcast.splat2283, %2767
  %2780 = xor <8 x i64> %2776, %2720
  %2781 = xor <8 x i64> %2777, %2721
  %2782 = xor <8 x i64> %2778, %2722
  %2783 = xor <8 x i64> %2779, %2723
  %2784 = and <8 x i64> %2780, splat (i64 4294967295)
  %2785 = and <8 x i64> %2781, splat (i64 4294967295)
  %2786 = and <8 x i64> %2782, splat (i64 4294967295)
  %2787 = and <8 x i64> %2783, splat (i64 4294967295)
  %2788 = mul nuw <8 x i64> %2784, splat (i64 3449720151)
  %2789 = mul nuw <8 x i64> %2785, splat (i64 3449720151)
  %2790 = mul nuw <8 x i64> %2786, splat (i64 3449720151)
  %2791 = mul nuw <8 x i64> %2787, splat (i64 3449720151)
  %2792 = lshr <8 x i64> %2788, splat (i64 32)
  %2793 = lshr <8 x i64> %2789, splat (i64 32)
  %2794 = lshr <8 x i64> %2790, splat (i64 32)
  %2795 = lshr <8 x i64> %2791, splat (i64 32)
  %2796 = trunc nuw <8 x i64> %2792 to <8 x i32>
  %2797 = trunc nuw <8 x i64> %2793 to <8 x i32>
  %2798 = trunc nuw <8 x i64> %2794 to <8 x i32>
  %2799 = trunc nuw <8 x i64> %2795 to <8 x i32>
  %2800 = trunc <8 x i64> %2788 to <8 x i32>
  %2801 = trunc <8 x i64> %2789 to <8 x i32>
  %2802 = trunc <8 x i64> %2790 to <8 x i32>
  %2803 = trunc <8 x i64> %2791 to <8 x i32>
  %2804 = xor <8 x i32> %2772, %2796
  %2805 = xor <8 x i32> %2804, %broadcast.splat2285
  %2806 = xor <8 x i32> %2773, %2797
  %2807 = xor <8 x i32> %2806, %broadcast.splat2285
  %2808 = xor <8 x i32> %2774, %2798
  %2809 = xor <8 x i32> %2808, %broadcast.splat2285
  %2810 = xor <8 x i32> %2775, %2799
  %2811 = xor <8 x i32> %2810, %broadcast.splat2285
  %2812 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2287
  %2813 = getelementptr inbounds nuw i8, ptr %2812, i64 32
  %2814 = getelementptr inbounds nuw i8, ptr %2812, i64 64
  %2815 = getelementptr inbounds nuw i8, ptr %2812, i64 96
  store <8 x i32> %2805, ptr %2812, align 4
  store <8 x i32> %2807, ptr %2813, align 4
  store <8 x i32> %2809, ptr %2814, align 4
  store <8 x i32> %2811, ptr %2815, align 4
  %2816 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2287
  %2817 = getelementptr inbounds nuw i8, ptr %2816, i64 32
  %2818 = getelementptr inbounds nuw i8, ptr %2816, i64 64
  %2819 = getelementptr inbounds nuw i8, ptr %2816, i64 96
  store <8 x i32> %2800, ptr %2816, align 4
  store <8 x i32> %2801, ptr %2817, align 4
  store <8 x i32> %2802, ptr %2818, align 4
  store <8 x i32> %2803, ptr %2819, align 4
  %index.next2292 = add nuw i64 %index2287, 32
  %vec.ind.next2293 = add <8 x i64> %vec.ind2288, splat (i64 32)
  %2820 = icmp eq i64 %index.next2292, %block_elements
  br i1 %2820, label %vector.body2227, label %vector.body2286, !llvm.loop !54

across_feature.header14.preheader:                ; preds = %step.body
  br i1 %.not831, label %iter.check2010, label %across_feature.body15.preheader

across_feature.body15.preheader:                  ; preds = %across_feature.header14.preheader
  %wide.load2185 = load <8 x float>, ptr %across_state, align 4
  %wide.load2186 = load <8 x float>, ptr %126, align 4
  %2821 = fmul <8 x float> %wide.load2185, %wide.load2185
  %2822 = fmul <8 x float> %wide.load2186, %wide.load2186
  %wide.load2187 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2188 = load <8 x float>, ptr %127, align 4
  %2823 = fmul <8 x float> %wide.load2185, zeroinitializer
  %2824 = fmul <8 x float> %wide.load2186, zeroinitializer
  %2825 = fmul <8 x float> %wide.load2185, %wide.load2187
  %2826 = fmul <8 x float> %wide.load2186, %wide.load2188
  %2827 = fsub <8 x float> zeroinitializer, %2825
  %2828 = fsub <8 x float> zeroinitializer, %2826
  %2829 = fadd <8 x float> %2823, zeroinitializer
  %2830 = fadd <8 x float> %2824, zeroinitializer
  %wide.load2185.1 = load <8 x float>, ptr %133, align 4
  %wide.load2186.1 = load <8 x float>, ptr %134, align 4
  %2831 = fmul <8 x float> %wide.load2185.1, %wide.load2185.1
  %2832 = fmul <8 x float> %wide.load2186.1, %wide.load2186.1
  %wide.load2187.1 = load <8 x float>, ptr %135, align 4
  %wide.load2188.1 = load <8 x float>, ptr %136, align 4
  %2833 = fmul <8 x float> %wide.load2185.1, zeroinitializer
  %2834 = fmul <8 x float> %wide.load2186.1, zeroinitializer
  %2835 = fmul <8 x float> %wide.load2185.1, %wide.load2187.1
  %2836 = fmul <8 x float> %wide.load2186.1, %wide.load2188.1
  %2837 = fsub <8 x float> zeroinitializer, %2835
  %2838 = fsub <8 x float> zeroinitializer, %2836
  %2839 = fadd <8 x float> %2833, zeroinitializer
  %2840 = fadd <8 x float> %2834, zeroinitializer
  %wide.load2185.2 = load <8 x float>, ptr %143, align 4
  %wide.load2186.2 = load <8 x float>, ptr %144, align 4
  %2841 = fmul <8 x float> %wide.load2185.2, %wide.load2185.2
  %2842 = fmul <8 x float> %wide.load2186.2, %wide.load2186.2
  %wide.load2187.2 = load <8 x float>, ptr %145, align 4
  %wide.load2188.2 = load <8 x float>, ptr %146, align 4
  %2843 = fmul <8 x float> %wide.load2185.2, zeroinitializer
  %2844 = fmul <8 x float> %wide.load2186.2, zeroinitializer
  %2845 = fmul <8 x float> %wide.load2185.2, %wide.load2187.2
  %2846 = fmul <8 x float> %wide.load2186.2, %wide.load2188.2
  %2847 = fsub <8 x float> zeroinitializer, %2845
  %2848 = fsub <8 x float> zeroinitializer, %2846
  %2849 = fadd <8 x float> %2843, zeroinitializer
  %2850 = fadd <8 x float> %2844, zeroinitializer
  %wide.load2185.3 = load <8 x float>, ptr %153, align 4
  %wide.load2186.3 = load <8 x float>, ptr %154, align 4
  %2851 = fmul <8 x float> %wide.load2185.3, %wide.load2185.3
  %2852 = fmul <8 x float> %wide.load2186.3, %wide.load2186.3
  %wide.load2187.3 = load <8 x float>, ptr %155, align 4
  %wide.load2188.3 = load <8 x float>, ptr %156, align 4
  %2853 = fmul <8 x float> %wide.load2185.3, zeroinitializer
  %2854 = fmul <8 x float> %wide.load2186.3, zeroinitializer
  %2855 = fmul <8 x float> %wide.load2185.3, %wide.load2187.3
  %2856 = fmul <8 x float> %wide.load2186.3, %wide.load2188.3
  %2857 = fsub <8 x float> zeroinitializer, %2855
  %2858 = fsub <8 x float> zeroinitializer, %2856
  %2859 = fadd <8 x float> %2853, zeroinitializer
  %2860 = fadd <8 x float> %2854, zeroinitializer
  br label %across_feature.body15

step.exit:                                        ; preds = %noise.done68, %across_in.exit
  %wide.load2178.72777 = phi <8 x float> [ %wide.load2178.72776, %across_in.exit ], [ %wide.load2178.72778, %noise.done68 ]
  %wide.load2178.62766 = phi <8 x float> [ %wide.load2178.62765, %across_in.exit ], [ %wide.load2178.62767, %noise.done68 ]
  %wide.load2178.52755 = phi <8 x float> [ %wide.load2178.52754, %across_in.exit ], [ %wide.load2178.52756, %noise.done68 ]
  %wide.load2178.42744 = phi <8 x float> [ %wide.load2178.42743, %across_in.exit ], [ %wide.load2178.42745, %noise.done68 ]
  %wide.load2178.32733 = phi <8 x float> [ %wide.load2178.32732, %across_in.exit ], [ %wide.load2178.32734, %noise.done68 ]
  %wide.load2178.22722 = phi <8 x float> [ %wide.load2178.22721, %across_in.exit ], [ %wide.load2178.22723, %noise.done68 ]
  %wide.load2178.12711 = phi <8 x float> [ %wide.load2178.12710, %across_in.exit ], [ %wide.load2178.12712, %noise.done68 ]
  %wide.load21782700 = phi <8 x float> [ %wide.load21782699, %across_in.exit ], [ %wide.load21782701, %noise.done68 ]
  %wide.load2220.72689 = phi <8 x float> [ %wide.load2220.72688, %across_in.exit ], [ %wide.load2220.72690, %noise.done68 ]
  %wide.load2220.62678 = phi <8 x float> [ %wide.load2220.62677, %across_in.exit ], [ %wide.load2220.62679, %noise.done68 ]
  %wide.load2220.52667 = phi <8 x float> [ %wide.load2220.52666, %across_in.exit ], [ %wide.load2220.52668, %noise.done68 ]
  %wide.load2220.42656 = phi <8 x float> [ %wide.load2220.42655, %across_in.exit ], [ %wide.load2220.42657, %noise.done68 ]
  %wide.load2220.32645 = phi <8 x float> [ %wide.load2220.32644, %across_in.exit ], [ %wide.load2220.32646, %noise.done68 ]
  %wide.load2220.22634 = phi <8 x float> [ %wide.load2220.22633, %across_in.exit ], [ %wide.load2220.22635, %noise.done68 ]
  %wide.load2220.12623 = phi <8 x float> [ %wide.load2220.12622, %across_in.exit ], [ %wide.load2220.12624, %noise.done68 ]
  %wide.load22202612 = phi <8 x float> [ %wide.load22202611, %across_in.exit ], [ %wide.load22202613, %noise.done68 ]
  %wide.load2219.72601 = phi <8 x float> [ %wide.load2219.72600, %across_in.exit ], [ %wide.load2219.72602, %noise.done68 ]
  %wide.load2219.62590 = phi <8 x float> [ %wide.load2219.62589, %across_in.exit ], [ %wide.load2219.62591, %noise.done68 ]
  %wide.load2219.52579 = phi <8 x float> [ %wide.load2219.52578, %across_in.exit ], [ %wide.load2219.52580, %noise.done68 ]
  %wide.load2219.42568 = phi <8 x float> [ %wide.load2219.42567, %across_in.exit ], [ %wide.load2219.42569, %noise.done68 ]
  %wide.load2219.32557 = phi <8 x float> [ %wide.load2219.32556, %across_in.exit ], [ %wide.load2219.32558, %noise.done68 ]
  %wide.load2219.22546 = phi <8 x float> [ %wide.load2219.22545, %across_in.exit ], [ %wide.load2219.22547, %noise.done68 ]
  %wide.load2219.12535 = phi <8 x float> [ %wide.load2219.12534, %across_in.exit ], [ %wide.load2219.12536, %noise.done68 ]
  %wide.load22192524 = phi <8 x float> [ %wide.load22192523, %across_in.exit ], [ %wide.load22192525, %noise.done68 ]
  %wide.load2218.72513 = phi <8 x float> [ %wide.load2218.72512, %across_in.exit ], [ %wide.load2218.72514, %noise.done68 ]
  %wide.load2218.62502 = phi <8 x float> [ %wide.load2218.62501, %across_in.exit ], [ %wide.load2218.62503, %noise.done68 ]
  %wide.load2218.52491 = phi <8 x float> [ %wide.load2218.52490, %across_in.exit ], [ %wide.load2218.52492, %noise.done68 ]
  %wide.load2218.42480 = phi <8 x float> [ %wide.load2218.42479, %across_in.exit ], [ %wide.load2218.42481, %noise.done68 ]
  %wide.load2218.32469 = phi <8 x float> [ %wide.load2218.32468, %across_in.exit ], [ %wide.load2218.32470, %noise.done68 ]
  %wide.load2218.22458 = phi <8 x float> [ %wide.load2218.22457, %across_in.exit ], [ %wide.load2218.22459, %noise.done68 ]
  %wide.load2218.12447 = phi <8 x float> [ %wide.load2218.12446, %across_in.exit ], [ %wide.load2218.12448, %noise.done68 ]
  %2861 = phi <8 x float> [ %2431, %across_in.exit ], [ %4038, %noise.done68 ]
  %real_elements = mul nuw nsw i64 %2436, %n_features
  %.not843 = icmp eq i64 %real_elements, 0
  br i1 %.not843, label %across_out.exit, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %step.exit
  %xtraiter2438 = and i64 %2432, 1
  %2862 = icmp eq i64 %2432, 1
  br i1 %2862, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter2442 = and i64 %2432, 16382
  br label %across_out.body

vector.body2227:                                  ; preds = %vector.body2286, %vector.body2227
  %index2228 = phi i64 [ %index.next2237, %vector.body2227 ], [ 0, %vector.body2286 ]
  %2863 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2228
  %2864 = getelementptr inbounds nuw i8, ptr %2863, i64 32
  %2865 = getelementptr inbounds nuw i8, ptr %2863, i64 64
  %2866 = getelementptr inbounds nuw i8, ptr %2863, i64 96
  %wide.load2229 = load <8 x i32>, ptr %2863, align 4
  %wide.load2230 = load <8 x i32>, ptr %2864, align 4
  %wide.load2231 = load <8 x i32>, ptr %2865, align 4
  %wide.load2232 = load <8 x i32>, ptr %2866, align 4
  %2867 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2228
  %2868 = getelementptr inbounds nuw i8, ptr %2867, i64 32
  %2869 = getelementptr inbounds nuw i8, ptr %2867, i64 64
  %2870 = getelementptr inbounds nuw i8, ptr %2867, i64 96
  %wide.load2233 = load <8 x i32>, ptr %2867, align 4
  %wide.load2234 = load <8 x i32>, ptr %2868, align 4
  %wide.load2235 = load <8 x i32>, ptr %2869, align 4
  %wide.load2236 = load <8 x i32>, ptr %2870, align 4
  %2871 = uitofp <8 x i32> %wide.load2229 to <8 x double>
  %2872 = uitofp <8 x i32> %wide.load2230 to <8 x double>
  %2873 = uitofp <8 x i32> %wide.load2231 to <8 x double>
  %2874 = uitofp <8 x i32> %wide.load2232 to <8 x double>
  %2875 = fadd <8 x double> %2871, splat (double 5.000000e-01)
  %2876 = fadd <8 x double> %2872, splat (double 5.000000e-01)
  %2877 = fadd <8 x double> %2873, splat (double 5.000000e-01)
  %2878 = fadd <8 x double> %2874, splat (double 5.000000e-01)
  %2879 = fmul <8 x double> %2875, splat (double 0x3DF0000000000000)
  %2880 = fmul <8 x double> %2876, splat (double 0x3DF0000000000000)
  %2881 = fmul <8 x double> %2877, splat (double 0x3DF0000000000000)
  %2882 = fmul <8 x double> %2878, splat (double 0x3DF0000000000000)
  %2883 = uitofp <8 x i32> %wide.load2233 to <8 x double>
  %2884 = uitofp <8 x i32> %wide.load2234 to <8 x double>
  %2885 = uitofp <8 x i32> %wide.load2235 to <8 x double>
  %2886 = uitofp <8 x i32> %wide.load2236 to <8 x double>
  %2887 = fadd <8 x double> %2883, splat (double 5.000000e-01)
  %2888 = fadd <8 x double> %2884, splat (double 5.000000e-01)
  %2889 = fadd <8 x double> %2885, splat (double 5.000000e-01)
  %2890 = fadd <8 x double> %2886, splat (double 5.000000e-01)
  %2891 = fmul <8 x double> %2887, splat (double 0x3DF0000000000000)
  %2892 = fmul <8 x double> %2888, splat (double 0x3DF0000000000000)
  %2893 = fmul <8 x double> %2889, splat (double 0x3DF0000000000000)
  %2894 = fmul <8 x double> %2890, splat (double 0x3DF0000000000000)
  %2895 = bitcast <8 x double> %2879 to <8 x i64>
  %2896 = bitcast <8 x double> %2880 to <8 x i64>
  %2897 = bitcast <8 x double> %2881 to <8 x i64>
  %2898 = bitcast <8 x double> %2882 to <8 x i64>
  %2899 = lshr <8 x i64> %2895, splat (i64 32)
  %2900 = lshr <8 x i64> %2896, splat (i64 32)
  %2901 = lshr <8 x i64> %2897, splat (i64 32)
  %2902 = lshr <8 x i64> %2898, splat (i64 32)
  %2903 = add nuw nsw <8 x i64> %2899, splat (i64 614242)
  %2904 = add nuw nsw <8 x i64> %2900, splat (i64 614242)
  %2905 = add nuw nsw <8 x i64> %2901, splat (i64 614242)
  %2906 = add nuw nsw <8 x i64> %2902, splat (i64 614242)
  %2907 = lshr <8 x i64> %2903, splat (i64 20)
  %2908 = lshr <8 x i64> %2904, splat (i64 20)
  %2909 = lshr <8 x i64> %2905, splat (i64 20)
  %2910 = lshr <8 x i64> %2906, splat (i64 20)
  %2911 = add nsw <8 x i64> %2907, splat (i64 -1023)
  %2912 = add nsw <8 x i64> %2908, splat (i64 -1023)
  %2913 = add nsw <8 x i64> %2909, splat (i64 -1023)
  %2914 = add nsw <8 x i64> %2910, splat (i64 -1023)
  %2915 = shl nuw <8 x i64> %2903, splat (i64 32)
  %2916 = shl nuw <8 x i64> %2904, splat (i64 32)
  %2917 = shl nuw <8 x i64> %2905, splat (i64 32)
  %2918 = shl nuw <8 x i64> %2906, splat (i64 32)
  %2919 = and <8 x i64> %2915, splat (i64 4503595332403200)
  %2920 = and <8 x i64> %2916, splat (i64 4503595332403200)
  %2921 = and <8 x i64> %2917, splat (i64 4503595332403200)
  %2922 = and <8 x i64> %2918, splat (i64 4503595332403200)
  %2923 = add nuw nsw <8 x i64> %2919, splat (i64 4604544269498187776)
  %2924 = add nuw nsw <8 x i64> %2920, splat (i64 4604544269498187776)
  %2925 = add nuw nsw <8 x i64> %2921, splat (i64 4604544269498187776)
  %2926 = add nuw nsw <8 x i64> %2922, splat (i64 4604544269498187776)
  %2927 = and <8 x i64> %2895, splat (i64 4294967295)
  %2928 = and <8 x i64> %2896, splat (i64 4294967295)
  %2929 = and <8 x i64> %2897, splat (i64 4294967295)
  %2930 = and <8 x i64> %2898, splat (i64 4294967295)
  %2931 = or disjoint <8 x i64> %2923, %2927
  %2932 = or disjoint <8 x i64> %2924, %2928
  %2933 = or disjoint <8 x i64> %2925, %2929
  %2934 = or disjoint <8 x i64> %2926, %2930
  %2935 = bitcast <8 x i64> %2931 to <8 x double>
  %2936 = bitcast <8 x i64> %2932 to <8 x double>
  %2937 = bitcast <8 x i64> %2933 to <8 x double>
  %2938 = bitcast <8 x i64> %2934 to <8 x double>
  %2939 = fadd <8 x double> %2935, splat (double -1.000000e+00)
  %2940 = fadd <8 x double> %2936, splat (double -1.000000e+00)
  %2941 = fadd <8 x double> %2937, splat (double -1.000000e+00)
  %2942 = fadd <8 x double> %2938, splat (double -1.000000e+00)
  %2943 = fmul <8 x double> %2939, splat (double 5.000000e-01)
  %2944 = fmul <8 x double> %2940, splat (double 5.000000e-01)
  %2945 = fmul <8 x double> %2941, splat (double 5.000000e-01)
  %2946 = fmul <8 x double> %2942, splat (double 5.000000e-01)
  %2947 = fmul <8 x double> %2939, %2943
  %2948 = fmul <8 x double> %2940, %2944
  %2949 = fmul <8 x double> %2941, %2945
  %2950 = fmul <8 x double> %2942, %2946
  %2951 = fadd <8 x double> %2939, splat (double 2.000000e+00)
  %2952 = fadd <8 x double> %2940, splat (double 2.000000e+00)
  %2953 = fadd <8 x double> %2941, splat (double 2.000000e+00)
  %2954 = fadd <8 x double> %2942, splat (double 2.000000e+00)
  %2955 = fdiv <8 x double> %2939, %2951
  %2956 = fdiv <8 x double> %2940, %2952
  %2957 = fdiv <8 x double> %2941, %2953
  %2958 = fdiv <8 x double> %2942, %2954
  %2959 = fmul <8 x double> %2955, %2955
  %2960 = fmul <8 x double> %2956, %2956
  %2961 = fmul <8 x double> %2957, %2957
  %2962 = fmul <8 x double> %2958, %2958
  %2963 = fmul <8 x double> %2959, %2959
  %2964 = fmul <8 x double> %2960, %2960
  %2965 = fmul <8 x double> %2961, %2961
  %2966 = fmul <8 x double> %2962, %2962
  %2967 = fmul <8 x double> %2963, splat (double 0x3FC39A09D078C69F)
  %2968 = fmul <8 x double> %2964, splat (double 0x3FC39A09D078C69F)
  %2969 = fmul <8 x double> %2965, splat (double 0x3FC39A09D078C69F)
  %2970 = fmul <8 x double> %2966, splat (double 0x3FC39A09D078C69F)
  %2971 = fadd <8 x double> %2967, splat (double 0x3FCC71C51D8E78AF)
  %2972 = fadd <8 x double> %2968, splat (double 0x3FCC71C51D8E78AF)
  %2973 = fadd <8 x double> %2969, splat (double 0x3FCC71C51D8E78AF)
  %2974 = fadd <8 x double> %2970, splat (double 0x3FCC71C51D8E78AF)
  %2975 = fmul <8 x double> %2963, %2971
  %2976 = fmul <8 x double> %2964, %2972
  %2977 = fmul <8 x double> %2965, %2973
  %2978 = fmul <8 x double> %2966, %2974
  %2979 = fadd <8 x double> %2975, splat (double 0x3FD999999997FA04)
  %2980 = fadd <8 x double> %2976, splat (double 0x3FD999999997FA04)
  %2981 = fadd <8 x double> %2977, splat (double 0x3FD999999997FA04)
  %2982 = fadd <8 x double> %2978, splat (double 0x3FD999999997FA04)
  %2983 = fmul <8 x double> %2963, %2979
  %2984 = fmul <8 x double> %2964, %2980
  %2985 = fmul <8 x double> %2965, %2981
  %2986 = fmul <8 x double> %2966, %2982
  %2987 = fmul <8 x double> %2963, splat (double 0x3FC2F112DF3E5244)
  %2988 = fmul <8 x double> %2964, splat (double 0x3FC2F112DF3E5244)
  %2989 = fmul <8 x double> %2965, splat (double 0x3FC2F112DF3E5244)
  %2990 = fmul <8 x double> %2966, splat (double 0x3FC2F112DF3E5244)
  %2991 = fadd <8 x double> %2987, splat (double 0x3FC7466496CB03DE)
  %2992 = fadd <8 x double> %2988, splat (double 0x3FC7466496CB03DE)
  %2993 = fadd <8 x double> %2989, splat (double 0x3FC7466496CB03DE)
  %2994 = fadd <8 x double> %2990, splat (double 0x3FC7466496CB03DE)
  %2995 = fmul <8 x double> %2963, %2991
  %2996 = fmul <8 x double> %2964, %2992
  %2997 = fmul <8 x double> %2965, %2993
  %2998 = fmul <8 x double> %2966, %2994
  %2999 = fadd <8 x double> %2995, splat (double 0x3FD2492494229359)
  %3000 = fadd <8 x double> %2996, splat (double 0x3FD2492494229359)
  %3001 = fadd <8 x double> %2997, splat (double 0x3FD2492494229359)
  %3002 = fadd <8 x double> %2998, splat (double 0x3FD2492494229359)
  %3003 = fmul <8 x double> %2963, %2999
  %3004 = fmul <8 x double> %2964, %3000
  %3005 = fmul <8 x double> %2965, %3001
  %3006 = fmul <8 x double> %2966, %3002
  %3007 = fadd <8 x double> %3003, splat (double 0x3FE5555555555593)
  %3008 = fadd <8 x double> %3004, splat (double 0x3FE5555555555593)
  %3009 = fadd <8 x double> %3005, splat (double 0x3FE5555555555593)
  %3010 = fadd <8 x double> %3006, splat (double 0x3FE5555555555593)
  %3011 = fmul <8 x double> %2959, %3007
  %3012 = fmul <8 x double> %2960, %3008
  %3013 = fmul <8 x double> %2961, %3009
  %3014 = fmul <8 x double> %2962, %3010
  %3015 = fadd <8 x double> %2983, %3011
  %3016 = fadd <8 x double> %2984, %3012
  %3017 = fadd <8 x double> %2985, %3013
  %3018 = fadd <8 x double> %2986, %3014
  %3019 = sitofp <8 x i64> %2911 to <8 x double>
  %3020 = sitofp <8 x i64> %2912 to <8 x double>
  %3021 = sitofp <8 x i64> %2913 to <8 x double>
  %3022 = sitofp <8 x i64> %2914 to <8 x double>
  %3023 = fadd <8 x double> %2947, %3015
  %3024 = fadd <8 x double> %2948, %3016
  %3025 = fadd <8 x double> %2949, %3017
  %3026 = fadd <8 x double> %2950, %3018
  %3027 = fmul <8 x double> %2955, %3023
  %3028 = fmul <8 x double> %2956, %3024
  %3029 = fmul <8 x double> %2957, %3025
  %3030 = fmul <8 x double> %2958, %3026
  %3031 = fmul <8 x double> %3019, splat (double 0x3DEA39EF35793C76)
  %3032 = fmul <8 x double> %3020, splat (double 0x3DEA39EF35793C76)
  %3033 = fmul <8 x double> %3021, splat (double 0x3DEA39EF35793C76)
  %3034 = fmul <8 x double> %3022, splat (double 0x3DEA39EF35793C76)
  %3035 = fadd <8 x double> %3031, %3027
  %3036 = fadd <8 x double> %3032, %3028
  %3037 = fadd <8 x double> %3033, %3029
  %3038 = fadd <8 x double> %3034, %3030
  %3039 = fsub <8 x double> %3035, %2947
  %3040 = fsub <8 x double> %3036, %2948
  %3041 = fsub <8 x double> %3037, %2949
  %3042 = fsub <8 x double> %3038, %2950
  %3043 = fadd <8 x double> %2939, %3039
  %3044 = fadd <8 x double> %2940, %3040
  %3045 = fadd <8 x double> %2941, %3041
  %3046 = fadd <8 x double> %2942, %3042
  %3047 = fmul <8 x double> %3019, splat (double 0x3FE62E42FEE00000)
  %3048 = fmul <8 x double> %3020, splat (double 0x3FE62E42FEE00000)
  %3049 = fmul <8 x double> %3021, splat (double 0x3FE62E42FEE00000)
  %3050 = fmul <8 x double> %3022, splat (double 0x3FE62E42FEE00000)
  %3051 = fadd <8 x double> %3047, %3043
  %3052 = fadd <8 x double> %3048, %3044
  %3053 = fadd <8 x double> %3049, %3045
  %3054 = fadd <8 x double> %3050, %3046
  %3055 = fmul <8 x double> %3051, splat (double -2.000000e+00)
  %3056 = fmul <8 x double> %3052, splat (double -2.000000e+00)
  %3057 = fmul <8 x double> %3053, splat (double -2.000000e+00)
  %3058 = fmul <8 x double> %3054, splat (double -2.000000e+00)
  %3059 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3055)
  %3060 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3056)
  %3061 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3057)
  %3062 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3058)
  %3063 = fmul <8 x double> %2891, splat (double 0x401921FB54442D18)
  %3064 = fmul <8 x double> %2892, splat (double 0x401921FB54442D18)
  %3065 = fmul <8 x double> %2893, splat (double 0x401921FB54442D18)
  %3066 = fmul <8 x double> %2894, splat (double 0x401921FB54442D18)
  %3067 = fmul <8 x double> %3063, splat (double 0x3FE45F306DC9C883)
  %3068 = fmul <8 x double> %3064, splat (double 0x3FE45F306DC9C883)
  %3069 = fmul <8 x double> %3065, splat (double 0x3FE45F306DC9C883)
  %3070 = fmul <8 x double> %3066, splat (double 0x3FE45F306DC9C883)
  %3071 = fadd <8 x double> %3067, splat (double 0x4338000000000000)
  %3072 = fadd <8 x double> %3068, splat (double 0x4338000000000000)
  %3073 = fadd <8 x double> %3069, splat (double 0x4338000000000000)
  %3074 = fadd <8 x double> %3070, splat (double 0x4338000000000000)
  %3075 = bitcast <8 x double> %3071 to <8 x i64>
  %3076 = bitcast <8 x double> %3072 to <8 x i64>
  %3077 = bitcast <8 x double> %3073 to <8 x i64>
  %3078 = bitcast <8 x double> %3074 to <8 x i64>
  %3079 = fadd <8 x double> %3071, splat (double 0xC338000000000000)
  %3080 = fadd <8 x double> %3072, splat (double 0xC338000000000000)
  %3081 = fadd <8 x double> %3073, splat (double 0xC338000000000000)
  %3082 = fadd <8 x double> %3074, splat (double 0xC338000000000000)
  %3083 = fmul <8 x double> %3079, splat (double 0x3FF921FB54400000)
  %3084 = fmul <8 x double> %3080, splat (double 0x3FF921FB54400000)
  %3085 = fmul <8 x double> %3081, splat (double 0x3FF921FB54400000)
  %3086 = fmul <8 x double> %3082, splat (double 0x3FF921FB54400000)
  %3087 = fsub <8 x double> %3063, %3083
  %3088 = fsub <8 x double> %3064, %3084
  %3089 = fsub <8 x double> %3065, %3085
  %3090 = fsub <8 x double> %3066, %3086
  %3091 = fmul <8 x double> %3079, splat (double 0x3DD0B4611A626331)
  %3092 = fmul <8 x double> %3080, splat (double 0x3DD0B4611A626331)
  %3093 = fmul <8 x double> %3081, splat (double 0x3DD0B4611A626331)
  %3094 = fmul <8 x double> %3082, splat (double 0x3DD0B4611A626331)
  %3095 = fmul <8 x double> %3079, splat (double 0x3DD0B4611A600000)
  %3096 = fmul <8 x double> %3080, splat (double 0x3DD0B4611A600000)
  %3097 = fmul <8 x double> %3081, splat (double 0x3DD0B4611A600000)
  %3098 = fmul <8 x double> %3082, splat (double 0x3DD0B4611A600000)
  %3099 = fsub <8 x double> %3087, %3095
  %3100 = fsub <8 x double> %3088, %3096
  %3101 = fsub <8 x double> %3089, %3097
  %3102 = fsub <8 x double> %3090, %3098
  %3103 = fmul <8 x double> %3079, splat (double 0x3BA3198A2E037073)
  %3104 = fmul <8 x double> %3080, splat (double 0x3BA3198A2E037073)
  %3105 = fmul <8 x double> %3081, splat (double 0x3BA3198A2E037073)
  %3106 = fmul <8 x double> %3082, splat (double 0x3BA3198A2E037073)
  %3107 = fsub <8 x double> %3087, %3099
  %3108 = fsub <8 x double> %3088, %3100
  %3109 = fsub <8 x double> %3089, %3101
  %3110 = fsub <8 x double> %3090, %3102
  %3111 = fsub <8 x double> %3107, %3095
  %3112 = fsub <8 x double> %3108, %3096
  %3113 = fsub <8 x double> %3109, %3097
  %3114 = fsub <8 x double> %3110, %3098
  %3115 = fsub <8 x double> %3103, %3111
  %3116 = fsub <8 x double> %3104, %3112
  %3117 = fsub <8 x double> %3105, %3113
  %3118 = fsub <8 x double> %3106, %3114
  %3119 = fsub <8 x double> %3087, %3091
  %3120 = fsub <8 x double> %3088, %3092
  %3121 = fsub <8 x double> %3089, %3093
  %3122 = fsub <8 x double> %3090, %3094
  %3123 = bitcast <8 x double> %3063 to <8 x i64>
  %3124 = bitcast <8 x double> %3064 to <8 x i64>
  %3125 = bitcast <8 x double> %3065 to <8 x i64>
  %3126 = bitcast <8 x double> %3066 to <8 x i64>
  %3127 = lshr <8 x i64> %3123, splat (i64 52)
  %3128 = lshr <8 x i64> %3124, splat (i64 52)
  %3129 = lshr <8 x i64> %3125, splat (i64 52)
  %3130 = lshr <8 x i64> %3126, splat (i64 52)
  %3131 = and <8 x i64> %3127, splat (i64 2047)
  %3132 = and <8 x i64> %3128, splat (i64 2047)
  %3133 = and <8 x i64> %3129, splat (i64 2047)
  %3134 = and <8 x i64> %3130, splat (i64 2047)
  %3135 = bitcast <8 x double> %3119 to <8 x i64>
  %3136 = bitcast <8 x double> %3120 to <8 x i64>
  %3137 = bitcast <8 x double> %3121 to <8 x i64>
  %3138 = bitcast <8 x double> %3122 to <8 x i64>
  %3139 = lshr <8 x i64> %3135, splat (i64 52)
  %3140 = lshr <8 x i64> %3136, splat (i64 52)
  %3141 = lshr <8 x i64> %3137, splat (i64 52)
  %3142 = lshr <8 x i64> %3138, splat (i64 52)
  %3143 = and <8 x i64> %3139, splat (i64 2047)
  %3144 = and <8 x i64> %3140, splat (i64 2047)
  %3145 = and <8 x i64> %3141, splat (i64 2047)
  %3146 = and <8 x i64> %3142, splat (i64 2047)
  %3147 = add nuw nsw <8 x i64> %3143, splat (i64 16)
  %3148 = add nuw nsw <8 x i64> %3144, splat (i64 16)
  %3149 = add nuw nsw <8 x i64> %3145, splat (i64 16)
  %3150 = add nuw nsw <8 x i64> %3146, splat (i64 16)
  %3151 = icmp samesign ult <8 x i64> %3147, %3131
  %3152 = icmp samesign ult <8 x i64> %3148, %3132
  %3153 = icmp samesign ult <8 x i64> %3149, %3133
  %3154 = icmp samesign ult <8 x i64> %3150, %3134
  %3155 = select <8 x i1> %3151, <8 x double> %3099, <8 x double> %3087
  %3156 = select <8 x i1> %3152, <8 x double> %3100, <8 x double> %3088
  %3157 = select <8 x i1> %3153, <8 x double> %3101, <8 x double> %3089
  %3158 = select <8 x i1> %3154, <8 x double> %3102, <8 x double> %3090
  %3159 = select <8 x i1> %3151, <8 x double> %3115, <8 x double> %3091
  %3160 = select <8 x i1> %3152, <8 x double> %3116, <8 x double> %3092
  %3161 = select <8 x i1> %3153, <8 x double> %3117, <8 x double> %3093
  %3162 = select <8 x i1> %3154, <8 x double> %3118, <8 x double> %3094
  %3163 = fsub <8 x double> %3155, %3159
  %3164 = fsub <8 x double> %3156, %3160
  %3165 = fsub <8 x double> %3157, %3161
  %3166 = fsub <8 x double> %3158, %3162
  %3167 = fsub <8 x double> %3155, %3163
  %3168 = fsub <8 x double> %3156, %3164
  %3169 = fsub <8 x double> %3157, %3165
  %3170 = fsub <8 x double> %3158, %3166
  %3171 = fsub <8 x double> %3167, %3159
  %3172 = fsub <8 x double> %3168, %3160
  %3173 = fsub <8 x double> %3169, %3161
  %3174 = fsub <8 x double> %3170, %3162
  %3175 = fmul <8 x double> %3163, %3163
  %3176 = fmul <8 x double> %3164, %3164
  %3177 = fmul <8 x double> %3165, %3165
  %3178 = fmul <8 x double> %3166, %3166
  %3179 = fmul <8 x double> %3175, %3175
  %3180 = fmul <8 x double> %3176, %3176
  %3181 = fmul <8 x double> %3177, %3177
  %3182 = fmul <8 x double> %3178, %3178
  %3183 = fmul <8 x double> %3175, splat (double 0x3EFA01A019CB1590)
  %3184 = fmul <8 x double> %3176, splat (double 0x3EFA01A019CB1590)
  %3185 = fmul <8 x double> %3177, splat (double 0x3EFA01A019CB1590)
  %3186 = fmul <8 x double> %3178, splat (double 0x3EFA01A019CB1590)
  %3187 = fadd <8 x double> %3183, splat (double 0xBF56C16C16C15177)
  %3188 = fadd <8 x double> %3184, splat (double 0xBF56C16C16C15177)
  %3189 = fadd <8 x double> %3185, splat (double 0xBF56C16C16C15177)
  %3190 = fadd <8 x double> %3186, splat (double 0xBF56C16C16C15177)
  %3191 = fmul <8 x double> %3175, %3187
  %3192 = fmul <8 x double> %3176, %3188
  %3193 = fmul <8 x double> %3177, %3189
  %3194 = fmul <8 x double> %3178, %3190
  %3195 = fadd <8 x double> %3191, splat (double 0x3FA555555555554C)
  %3196 = fadd <8 x double> %3192, splat (double 0x3FA555555555554C)
  %3197 = fadd <8 x double> %3193, splat (double 0x3FA555555555554C)
  %3198 = fadd <8 x double> %3194, splat (double 0x3FA555555555554C)
  %3199 = fmul <8 x double> %3175, %3195
  %3200 = fmul <8 x double> %3176, %3196
  %3201 = fmul <8 x double> %3177, %3197
  %3202 = fmul <8 x double> %3178, %3198
  %3203 = fmul <8 x double> %3175, splat (double 0x3DA8FAE9BE8838D4)
  %3204 = fmul <8 x double> %3176, splat (double 0x3DA8FAE9BE8838D4)
  %3205 = fmul <8 x double> %3177, splat (double 0x3DA8FAE9BE8838D4)
  %3206 = fmul <8 x double> %3178, splat (double 0x3DA8FAE9BE8838D4)
  %3207 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3203
  %3208 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3204
  %3209 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3205
  %3210 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3206
  %3211 = fmul <8 x double> %3175, %3207
  %3212 = fmul <8 x double> %3176, %3208
  %3213 = fmul <8 x double> %3177, %3209
  %3214 = fmul <8 x double> %3178, %3210
  %3215 = fadd <8 x double> %3211, splat (double 0xBE927E4F809C52AD)
  %3216 = fadd <8 x double> %3212, splat (double 0xBE927E4F809C52AD)
  %3217 = fadd <8 x double> %3213, splat (double 0xBE927E4F809C52AD)
  %3218 = fadd <8 x double> %3214, splat (double 0xBE927E4F809C52AD)
  %3219 = fmul <8 x double> %3179, %3179
  %3220 = fmul <8 x double> %3180, %3180
  %3221 = fmul <8 x double> %3181, %3181
  %3222 = fmul <8 x double> %3182, %3182
  %3223 = fmul <8 x double> %3219, %3215
  %3224 = fmul <8 x double> %3220, %3216
  %3225 = fmul <8 x double> %3221, %3217
  %3226 = fmul <8 x double> %3222, %3218
  %3227 = fadd <8 x double> %3199, %3223
  %3228 = fadd <8 x double> %3200, %3224
  %3229 = fadd <8 x double> %3201, %3225
  %3230 = fadd <8 x double> %3202, %3226
  %3231 = fmul <8 x double> %3175, splat (double 5.000000e-01)
  %3232 = fmul <8 x double> %3176, splat (double 5.000000e-01)
  %3233 = fmul <8 x double> %3177, splat (double 5.000000e-01)
  %3234 = fmul <8 x double> %3178, splat (double 5.000000e-01)
  %3235 = fsub <8 x double> splat (double 1.000000e+00), %3231
  %3236 = fsub <8 x double> splat (double 1.000000e+00), %3232
  %3237 = fsub <8 x double> splat (double 1.000000e+00), %3233
  %3238 = fsub <8 x double> splat (double 1.000000e+00), %3234
  %3239 = fsub <8 x double> splat (double 1.000000e+00), %3235
  %3240 = fsub <8 x double> splat (double 1.000000e+00), %3236
  %3241 = fsub <8 x double> splat (double 1.000000e+00), %3237
  %3242 = fsub <8 x double> splat (double 1.000000e+00), %3238
  %3243 = fsub <8 x double> %3239, %3231
  %3244 = fsub <8 x double> %3240, %3232
  %3245 = fsub <8 x double> %3241, %3233
  %3246 = fsub <8 x double> %3242, %3234
  %3247 = fmul <8 x double> %3175, %3227
  %3248 = fmul <8 x double> %3176, %3228
  %3249 = fmul <8 x double> %3177, %3229
  %3250 = fmul <8 x double> %3178, %3230
  %3251 = fmul <8 x double> %3163, %3171
  %3252 = fmul <8 x double> %3164, %3172
  %3253 = fmul <8 x double> %3165, %3173
  %3254 = fmul <8 x double> %3166, %3174
  %3255 = fsub <8 x double> %3247, %3251
  %3256 = fsub <8 x double> %3248, %3252
  %3257 = fsub <8 x double> %3249, %3253
  %3258 = fsub <8 x double> %3250, %3254
  %3259 = fadd <8 x double> %3243, %3255
  %3260 = fadd <8 x double> %3244, %3256
  %3261 = fadd <8 x double> %3245, %3257
  %3262 = fadd <8 x double> %3246, %3258
  %3263 = fadd <8 x double> %3235, %3259
  %3264 = fadd <8 x double> %3236, %3260
  %3265 = fadd <8 x double> %3237, %3261
  %3266 = fadd <8 x double> %3238, %3262
  %3267 = fmul <8 x double> %3175, splat (double 0x3EC71DE357B1FE7D)
  %3268 = fmul <8 x double> %3176, splat (double 0x3EC71DE357B1FE7D)
  %3269 = fmul <8 x double> %3177, splat (double 0x3EC71DE357B1FE7D)
  %3270 = fmul <8 x double> %3178, splat (double 0x3EC71DE357B1FE7D)
  %3271 = fadd <8 x double> %3267, splat (double 0xBF2A01A019C161D5)
  %3272 = fadd <8 x double> %3268, splat (double 0xBF2A01A019C161D5)
  %3273 = fadd <8 x double> %3269, splat (double 0xBF2A01A019C161D5)
  %3274 = fadd <8 x double> %3270, splat (double 0xBF2A01A019C161D5)
  %3275 = fmul <8 x double> %3175, %3271
  %3276 = fmul <8 x double> %3176, %3272
  %3277 = fmul <8 x double> %3177, %3273
  %3278 = fmul <8 x double> %3178, %3274
  %3279 = fadd <8 x double> %3275, splat (double 0x3F8111111110F8A6)
  %3280 = fadd <8 x double> %3276, splat (double 0x3F8111111110F8A6)
  %3281 = fadd <8 x double> %3277, splat (double 0x3F8111111110F8A6)
  %3282 = fadd <8 x double> %3278, splat (double 0x3F8111111110F8A6)
  %3283 = fmul <8 x double> %3175, splat (double 0x3DE5D93A5ACFD57C)
  %3284 = fmul <8 x double> %3176, splat (double 0x3DE5D93A5ACFD57C)
  %3285 = fmul <8 x double> %3177, splat (double 0x3DE5D93A5ACFD57C)
  %3286 = fmul <8 x double> %3178, splat (double 0x3DE5D93A5ACFD57C)
  %3287 = fadd <8 x double> %3283, splat (double 0xBE5AE5E68A2B9CEB)
  %3288 = fadd <8 x double> %3284, splat (double 0xBE5AE5E68A2B9CEB)
  %3289 = fadd <8 x double> %3285, splat (double 0xBE5AE5E68A2B9CEB)
  %3290 = fadd <8 x double> %3286, splat (double 0xBE5AE5E68A2B9CEB)
  %3291 = fmul <8 x double> %3175, %3179
  %3292 = fmul <8 x double> %3176, %3180
  %3293 = fmul <8 x double> %3177, %3181
  %3294 = fmul <8 x double> %3178, %3182
  %3295 = fmul <8 x double> %3291, %3287
  %3296 = fmul <8 x double> %3292, %3288
  %3297 = fmul <8 x double> %3293, %3289
  %3298 = fmul <8 x double> %3294, %3290
  %3299 = fadd <8 x double> %3295, %3279
  %3300 = fadd <8 x double> %3296, %3280
  %3301 = fadd <8 x double> %3297, %3281
  %3302 = fadd <8 x double> %3298, %3282
  %3303 = fmul <8 x double> %3163, %3175
  %3304 = fmul <8 x double> %3164, %3176
  %3305 = fmul <8 x double> %3165, %3177
  %3306 = fmul <8 x double> %3166, %3178
  %3307 = fmul <8 x double> %3171, splat (double 5.000000e-01)
  %3308 = fmul <8 x double> %3172, splat (double 5.000000e-01)
  %3309 = fmul <8 x double> %3173, splat (double 5.000000e-01)
  %3310 = fmul <8 x double> %3174, splat (double 5.000000e-01)
  %3311 = fmul <8 x double> %3303, %3299
  %3312 = fmul <8 x double> %3304, %3300
  %3313 = fmul <8 x double> %3305, %3301
  %3314 = fmul <8 x double> %3306, %3302
  %3315 = fsub <8 x double> %3307, %3311
  %3316 = fsub <8 x double> %3308, %3312
  %3317 = fsub <8 x double> %3309, %3313
  %3318 = fsub <8 x double> %3310, %3314
  %3319 = fmul <8 x double> %3175, %3315
  %3320 = fmul <8 x double> %3176, %3316
  %3321 = fmul <8 x double> %3177, %3317
  %3322 = fmul <8 x double> %3178, %3318
  %3323 = fsub <8 x double> %3319, %3171
  %3324 = fsub <8 x double> %3320, %3172
  %3325 = fsub <8 x double> %3321, %3173
  %3326 = fsub <8 x double> %3322, %3174
  %3327 = fmul <8 x double> %3303, splat (double 0x3FC5555555555549)
  %3328 = fmul <8 x double> %3304, splat (double 0x3FC5555555555549)
  %3329 = fmul <8 x double> %3305, splat (double 0x3FC5555555555549)
  %3330 = fmul <8 x double> %3306, splat (double 0x3FC5555555555549)
  %3331 = fadd <8 x double> %3323, %3327
  %3332 = fadd <8 x double> %3324, %3328
  %3333 = fadd <8 x double> %3325, %3329
  %3334 = fadd <8 x double> %3326, %3330
  %3335 = fsub <8 x double> %3163, %3331
  %3336 = fsub <8 x double> %3164, %3332
  %3337 = fsub <8 x double> %3165, %3333
  %3338 = fsub <8 x double> %3166, %3334
  %3339 = fneg <8 x double> %3263
  %3340 = fneg <8 x double> %3264
  %3341 = fneg <8 x double> %3265
  %3342 = fneg <8 x double> %3266
  %3343 = fneg <8 x double> %3335
  %3344 = fneg <8 x double> %3336
  %3345 = fneg <8 x double> %3337
  %3346 = fneg <8 x double> %3338
  %3347 = and <8 x i64> %3075, splat (i64 1)
  %3348 = and <8 x i64> %3076, splat (i64 1)
  %3349 = and <8 x i64> %3077, splat (i64 1)
  %3350 = and <8 x i64> %3078, splat (i64 1)
  %3351 = and <8 x i64> %3075, splat (i64 2)
  %3352 = and <8 x i64> %3076, splat (i64 2)
  %3353 = and <8 x i64> %3077, splat (i64 2)
  %3354 = and <8 x i64> %3078, splat (i64 2)
  %3355 = icmp eq <8 x i64> %3347, zeroinitializer
  %3356 = icmp eq <8 x i64> %3348, zeroinitializer
  %3357 = icmp eq <8 x i64> %3349, zeroinitializer
  %3358 = icmp eq <8 x i64> %3350, zeroinitializer
  %3359 = icmp eq <8 x i64> %3351, zeroinitializer
  %3360 = icmp eq <8 x i64> %3352, zeroinitializer
  %3361 = icmp eq <8 x i64> %3353, zeroinitializer
  %3362 = icmp eq <8 x i64> %3354, zeroinitializer
  %3363 = select <8 x i1> %3359, <8 x double> %3263, <8 x double> %3339
  %3364 = select <8 x i1> %3360, <8 x double> %3264, <8 x double> %3340
  %3365 = select <8 x i1> %3361, <8 x double> %3265, <8 x double> %3341
  %3366 = select <8 x i1> %3362, <8 x double> %3266, <8 x double> %3342
  %3367 = select <8 x i1> %3359, <8 x double> %3343, <8 x double> %3335
  %3368 = select <8 x i1> %3360, <8 x double> %3344, <8 x double> %3336
  %3369 = select <8 x i1> %3361, <8 x double> %3345, <8 x double> %3337
  %3370 = select <8 x i1> %3362, <8 x double> %3346, <8 x double> %3338
  %3371 = select <8 x i1> %3355, <8 x double> %3363, <8 x double> %3367
  %3372 = select <8 x i1> %3356, <8 x double> %3364, <8 x double> %3368
  %3373 = select <8 x i1> %3357, <8 x double> %3365, <8 x double> %3369
  %3374 = select <8 x i1> %3358, <8 x double> %3366, <8 x double> %3370
  %3375 = fmul <8 x double> %3059, %3371
  %3376 = fmul <8 x double> %3060, %3372
  %3377 = fmul <8 x double> %3061, %3373
  %3378 = fmul <8 x double> %3062, %3374
  %3379 = fptrunc <8 x double> %3375 to <8 x float>
  %3380 = fptrunc <8 x double> %3376 to <8 x float>
  %3381 = fptrunc <8 x double> %3377 to <8 x float>
  %3382 = fptrunc <8 x double> %3378 to <8 x float>
  %3383 = getelementptr inbounds nuw i8, ptr %2863, i64 32
  %3384 = getelementptr inbounds nuw i8, ptr %2863, i64 64
  %3385 = getelementptr inbounds nuw i8, ptr %2863, i64 96
  store <8 x float> %3379, ptr %2863, align 4
  store <8 x float> %3380, ptr %3383, align 4
  store <8 x float> %3381, ptr %3384, align 4
  store <8 x float> %3382, ptr %3385, align 4
  %index.next2237 = add nuw i64 %index2228, 32
  %3386 = icmp eq i64 %index.next2237, %block_elements
  br i1 %3386, label %across_feature.body.preheader, label %vector.body2227, !llvm.loop !55

across_feature.body.preheader:                    ; preds = %vector.body2227
  %wide.load2206 = load <8 x float>, ptr %across_state, align 4
  %3387 = fmul <8 x float> %wide.load2206, %wide.load2206
  %wide.load2207 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2208 = load <8 x float>, ptr %across_noise, align 4
  %3388 = fmul <8 x float> %wide.load2206, %wide.load2208
  %3389 = fmul <8 x float> %wide.load2206, %wide.load2207
  %3390 = fsub <8 x float> zeroinitializer, %3389
  %3391 = fadd <8 x float> %3388, zeroinitializer
  %wide.load2206.1 = load <8 x float>, ptr %61, align 4
  %3392 = fmul <8 x float> %wide.load2206.1, %wide.load2206.1
  %wide.load2207.1 = load <8 x float>, ptr %62, align 4
  %wide.load2208.1 = load <8 x float>, ptr %63, align 4
  %3393 = fmul <8 x float> %wide.load2206.1, %wide.load2208.1
  %3394 = fmul <8 x float> %wide.load2206.1, %wide.load2207.1
  %3395 = fsub <8 x float> zeroinitializer, %3394
  %3396 = fadd <8 x float> %3393, zeroinitializer
  %wide.load2206.2 = load <8 x float>, ptr %67, align 4
  %3397 = fmul <8 x float> %wide.load2206.2, %wide.load2206.2
  %wide.load2207.2 = load <8 x float>, ptr %68, align 4
  %wide.load2208.2 = load <8 x float>, ptr %69, align 4
  %3398 = fmul <8 x float> %wide.load2206.2, %wide.load2208.2
  %3399 = fmul <8 x float> %wide.load2206.2, %wide.load2207.2
  %3400 = fsub <8 x float> zeroinitializer, %3399
  %3401 = fadd <8 x float> %3398, zeroinitializer
  %wide.load2206.3 = load <8 x float>, ptr %73, align 4
  %3402 = fmul <8 x float> %wide.load2206.3, %wide.load2206.3
  %wide.load2207.3 = load <8 x float>, ptr %74, align 4
  %wide.load2208.3 = load <8 x float>, ptr %75, align 4
  %3403 = fmul <8 x float> %wide.load2206.3, %wide.load2208.3
  %3404 = fmul <8 x float> %wide.load2206.3, %wide.load2207.3
  %3405 = fsub <8 x float> zeroinitializer, %3404
  %3406 = fadd <8 x float> %3403, zeroinitializer
  %wide.load2206.4 = load <8 x float>, ptr %79, align 4
  %3407 = fmul <8 x float> %wide.load2206.4, %wide.load2206.4
  %wide.load2207.4 = load <8 x float>, ptr %80, align 4
  %wide.load2208.4 = load <8 x float>, ptr %81, align 4
  %3408 = fmul <8 x float> %wide.load2206.4, %wide.load2208.4
  %3409 = fmul <8 x float> %wide.load2206.4, %wide.load2207.4
  %3410 = fsub <8 x float> zeroinitializer, %3409
  %3411 = fadd <8 x float> %3408, zeroinitializer
  %wide.load2206.5 = load <8 x float>, ptr %85, align 4
  %3412 = fmul <8 x float> %wide.load2206.5, %wide.load2206.5
  %wide.load2207.5 = load <8 x float>, ptr %86, align 4
  %wide.load2208.5 = load <8 x float>, ptr %87, align 4
  %3413 = fmul <8 x float> %wide.load2206.5, %wide.load2208.5
  %3414 = fmul <8 x float> %wide.load2206.5, %wide.load2207.5
  %3415 = fsub <8 x float> zeroinitializer, %3414
  %3416 = fadd <8 x float> %3413, zeroinitializer
  %wide.load2206.6 = load <8 x float>, ptr %91, align 4
  %3417 = fmul <8 x float> %wide.load2206.6, %wide.load2206.6
  %wide.load2207.6 = load <8 x float>, ptr %92, align 4
  %wide.load2208.6 = load <8 x float>, ptr %93, align 4
  %3418 = fmul <8 x float> %wide.load2206.6, %wide.load2208.6
  %3419 = fmul <8 x float> %wide.load2206.6, %wide.load2207.6
  %3420 = fsub <8 x float> zeroinitializer, %3419
  %3421 = fadd <8 x float> %3418, zeroinitializer
  %wide.load2206.7 = load <8 x float>, ptr %97, align 4
  %3422 = fmul <8 x float> %wide.load2206.7, %wide.load2206.7
  %wide.load2207.7 = load <8 x float>, ptr %98, align 4
  %wide.load2208.7 = load <8 x float>, ptr %99, align 4
  %3423 = fmul <8 x float> %wide.load2206.7, %wide.load2208.7
  %3424 = fmul <8 x float> %wide.load2206.7, %wide.load2207.7
  %3425 = fsub <8 x float> zeroinitializer, %3424
  %3426 = fadd <8 x float> %3423, zeroinitializer
  br label %across_feature.body

noise.done:                                       ; preds = %across_row.exit, %across_row.exit22
  %wide.load2220.72693 = phi <8 x float> [ %wide.load2220.72694, %across_row.exit22 ], [ %wide.load2220.72695, %across_row.exit ]
  %wide.load2220.62682 = phi <8 x float> [ %wide.load2220.62683, %across_row.exit22 ], [ %wide.load2220.62684, %across_row.exit ]
  %wide.load2220.52671 = phi <8 x float> [ %wide.load2220.52672, %across_row.exit22 ], [ %wide.load2220.52673, %across_row.exit ]
  %wide.load2220.42660 = phi <8 x float> [ %wide.load2220.42661, %across_row.exit22 ], [ %wide.load2220.42662, %across_row.exit ]
  %wide.load2220.32649 = phi <8 x float> [ %wide.load2220.32650, %across_row.exit22 ], [ %wide.load2220.32651, %across_row.exit ]
  %wide.load2220.22638 = phi <8 x float> [ %wide.load2220.22639, %across_row.exit22 ], [ %wide.load2220.22640, %across_row.exit ]
  %wide.load2220.12627 = phi <8 x float> [ %wide.load2220.12628, %across_row.exit22 ], [ %wide.load2220.12629, %across_row.exit ]
  %wide.load22202616 = phi <8 x float> [ %wide.load22202617, %across_row.exit22 ], [ %wide.load22202618, %across_row.exit ]
  %wide.load2219.72605 = phi <8 x float> [ %wide.load2219.72606, %across_row.exit22 ], [ %wide.load2219.72607, %across_row.exit ]
  %wide.load2219.62594 = phi <8 x float> [ %wide.load2219.62595, %across_row.exit22 ], [ %wide.load2219.62596, %across_row.exit ]
  %wide.load2219.52583 = phi <8 x float> [ %wide.load2219.52584, %across_row.exit22 ], [ %wide.load2219.52585, %across_row.exit ]
  %wide.load2219.42572 = phi <8 x float> [ %wide.load2219.42573, %across_row.exit22 ], [ %wide.load2219.42574, %across_row.exit ]
  %wide.load2219.32561 = phi <8 x float> [ %wide.load2219.32562, %across_row.exit22 ], [ %wide.load2219.32563, %across_row.exit ]
  %wide.load2219.22550 = phi <8 x float> [ %wide.load2219.22551, %across_row.exit22 ], [ %wide.load2219.22552, %across_row.exit ]
  %wide.load2219.12539 = phi <8 x float> [ %wide.load2219.12540, %across_row.exit22 ], [ %wide.load2219.12541, %across_row.exit ]
  %wide.load22192528 = phi <8 x float> [ %wide.load22192529, %across_row.exit22 ], [ %wide.load22192530, %across_row.exit ]
  %wide.load2218.72517 = phi <8 x float> [ %wide.load2218.72518, %across_row.exit22 ], [ %wide.load2218.72519, %across_row.exit ]
  %wide.load2218.62506 = phi <8 x float> [ %wide.load2218.62507, %across_row.exit22 ], [ %wide.load2218.62508, %across_row.exit ]
  %wide.load2218.52495 = phi <8 x float> [ %wide.load2218.52496, %across_row.exit22 ], [ %wide.load2218.52497, %across_row.exit ]
  %wide.load2218.42484 = phi <8 x float> [ %wide.load2218.42485, %across_row.exit22 ], [ %wide.load2218.42486, %across_row.exit ]
  %wide.load2218.32473 = phi <8 x float> [ %wide.load2218.32474, %across_row.exit22 ], [ %wide.load2218.32475, %across_row.exit ]
  %wide.load2218.22462 = phi <8 x float> [ %wide.load2218.22463, %across_row.exit22 ], [ %wide.load2218.22464, %across_row.exit ]
  %wide.load2218.12451 = phi <8 x float> [ %wide.load2218.12452, %across_row.exit22 ], [ %wide.load2218.12453, %across_row.exit ]
  %3427 = phi <8 x float> [ %3712, %across_row.exit22 ], [ %3637, %across_row.exit ]
  br i1 %cond, label %across_feature.body50.preheader, label %across_feature.body35.preheader

across_feature.body35.preheader:                  ; preds = %noise.done
  %broadcast.splatinsert2149 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2150 = shufflevector <8 x float> %broadcast.splatinsert2149, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load2153 = load <8 x float>, ptr %across_state, align 4
  %wide.load2154 = load <8 x float>, ptr %171, align 4
  %wide.load2155 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2156 = load <8 x float>, ptr %172, align 4
  %3428 = fneg <8 x float> %wide.load2155
  %3429 = fneg <8 x float> %wide.load2156
  %3430 = fmul <8 x float> %wide.load2153, %wide.load22192528
  %3431 = fmul <8 x float> %wide.load2154, %wide.load2219.12539
  %3432 = fsub <8 x float> %3428, %3430
  %3433 = fsub <8 x float> %3429, %3431
  %3434 = fmul <8 x float> %broadcast.splat2148, %3432
  %3435 = fmul <8 x float> %broadcast.splat2148, %3433
  %3436 = fsub <8 x float> %wide.load2153, %3434
  %3437 = fsub <8 x float> %wide.load2154, %3435
  %wide.load2159 = load <8 x float>, ptr %across_noise, align 4
  %wide.load2160 = load <8 x float>, ptr %173, align 4
  %3438 = fmul <8 x float> %wide.load2153, %wide.load22202616
  %3439 = fmul <8 x float> %wide.load2154, %wide.load2220.12627
  %3440 = fsub <8 x float> %wide.load2159, %3438
  %3441 = fsub <8 x float> %wide.load2160, %3439
  %3442 = fmul <8 x float> %broadcast.splat2150, %3440
  %3443 = fmul <8 x float> %broadcast.splat2150, %3441
  %3444 = fadd <8 x float> %3436, %3442
  %3445 = fadd <8 x float> %3437, %3443
  %3446 = fmul <8 x float> %3444, %3444
  %3447 = fmul <8 x float> %3445, %3445
  %wide.load2153.1 = load <8 x float>, ptr %176, align 4
  %wide.load2154.1 = load <8 x float>, ptr %177, align 4
  %wide.load2155.1 = load <8 x float>, ptr %178, align 4
  %wide.load2156.1 = load <8 x float>, ptr %179, align 4
  %3448 = fneg <8 x float> %wide.load2155.1
  %3449 = fneg <8 x float> %wide.load2156.1
  %3450 = fmul <8 x float> %wide.load2153.1, %wide.load2219.22550
  %3451 = fmul <8 x float> %wide.load2154.1, %wide.load2219.32561
  %3452 = fsub <8 x float> %3448, %3450
  %3453 = fsub <8 x float> %3449, %3451
  %3454 = fmul <8 x float> %broadcast.splat2148, %3452
  %3455 = fmul <8 x float> %broadcast.splat2148, %3453
  %3456 = fsub <8 x float> %wide.load2153.1, %3454
  %3457 = fsub <8 x float> %wide.load2154.1, %3455
  %wide.load2159.1 = load <8 x float>, ptr %180, align 4
  %wide.load2160.1 = load <8 x float>, ptr %181, align 4
  %3458 = fmul <8 x float> %wide.load2153.1, %wide.load2220.22638
  %3459 = fmul <8 x float> %wide.load2154.1, %wide.load2220.32649
  %3460 = fsub <8 x float> %wide.load2159.1, %3458
  %3461 = fsub <8 x float> %wide.load2160.1, %3459
  %3462 = fmul <8 x float> %broadcast.splat2150, %3460
  %3463 = fmul <8 x float> %broadcast.splat2150, %3461
  %3464 = fadd <8 x float> %3456, %3462
  %3465 = fadd <8 x float> %3457, %3463
  %3466 = fmul <8 x float> %3464, %3464
  %3467 = fmul <8 x float> %3465, %3465
  %wide.load2153.2 = load <8 x float>, ptr %184, align 4
  %wide.load2154.2 = load <8 x float>, ptr %185, align 4
  %wide.load2155.2 = load <8 x float>, ptr %186, align 4
  %wide.load2156.2 = load <8 x float>, ptr %187, align 4
  %3468 = fneg <8 x float> %wide.load2155.2
  %3469 = fneg <8 x float> %wide.load2156.2
  %3470 = fmul <8 x float> %wide.load2153.2, %wide.load2219.42572
  %3471 = fmul <8 x float> %wide.load2154.2, %wide.load2219.52583
  %3472 = fsub <8 x float> %3468, %3470
  %3473 = fsub <8 x float> %3469, %3471
  %3474 = fmul <8 x float> %broadcast.splat2148, %3472
  %3475 = fmul <8 x float> %broadcast.splat2148, %3473
  %3476 = fsub <8 x float> %wide.load2153.2, %3474
  %3477 = fsub <8 x float> %wide.load2154.2, %3475
  %wide.load2159.2 = load <8 x float>, ptr %188, align 4
  %wide.load2160.2 = load <8 x float>, ptr %189, align 4
  %3478 = fmul <8 x float> %wide.load2153.2, %wide.load2220.42660
  %3479 = fmul <8 x float> %wide.load2154.2, %wide.load2220.52671
  %3480 = fsub <8 x float> %wide.load2159.2, %3478
  %3481 = fsub <8 x float> %wide.load2160.2, %3479
  %3482 = fmul <8 x float> %broadcast.splat2150, %3480
  %3483 = fmul <8 x float> %broadcast.splat2150, %3481
  %3484 = fadd <8 x float> %3476, %3482
  %3485 = fadd <8 x float> %3477, %3483
  %3486 = fmul <8 x float> %3484, %3484
  %3487 = fmul <8 x float> %3485, %3485
  %wide.load2153.3 = load <8 x float>, ptr %192, align 4
  %wide.load2154.3 = load <8 x float>, ptr %193, align 4
  %wide.load2155.3 = load <8 x float>, ptr %194, align 4
  %wide.load2156.3 = load <8 x float>, ptr %195, align 4
  %3488 = fneg <8 x float> %wide.load2155.3
  %3489 = fneg <8 x float> %wide.load2156.3
  %3490 = fmul <8 x float> %wide.load2153.3, %wide.load2219.62594
  %3491 = fmul <8 x float> %wide.load2154.3, %wide.load2219.72605
  %3492 = fsub <8 x float> %3488, %3490
  %3493 = fsub <8 x float> %3489, %3491
  %3494 = fmul <8 x float> %broadcast.splat2148, %3492
  %3495 = fmul <8 x float> %broadcast.splat2148, %3493
  %3496 = fsub <8 x float> %wide.load2153.3, %3494
  %3497 = fsub <8 x float> %wide.load2154.3, %3495
  %wide.load2159.3 = load <8 x float>, ptr %196, align 4
  %wide.load2160.3 = load <8 x float>, ptr %197, align 4
  %3498 = fmul <8 x float> %wide.load2153.3, %wide.load2220.62682
  %3499 = fmul <8 x float> %wide.load2154.3, %wide.load2220.72693
  %3500 = fsub <8 x float> %wide.load2159.3, %3498
  %3501 = fsub <8 x float> %wide.load2160.3, %3499
  %3502 = fmul <8 x float> %broadcast.splat2150, %3500
  %3503 = fmul <8 x float> %broadcast.splat2150, %3501
  %3504 = fadd <8 x float> %3496, %3502
  %3505 = fadd <8 x float> %3497, %3503
  %3506 = fmul <8 x float> %3504, %3504
  %3507 = fmul <8 x float> %3505, %3505
  br label %across_feature.body35

across_feature.body50.preheader:                  ; preds = %noise.done
  %wide.load2115 = load <8 x float>, ptr %across_state, align 4
  %wide.load2116 = load <8 x float>, ptr %208, align 4
  %wide.load2117 = load <8 x float>, ptr %209, align 4
  %wide.load2118 = load <8 x float>, ptr %210, align 4
  %wide.load2119 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2120 = load <8 x float>, ptr %211, align 4
  %wide.load2121 = load <8 x float>, ptr %212, align 4
  %wide.load2122 = load <8 x float>, ptr %213, align 4
  %3508 = fneg <8 x float> %wide.load2119
  %3509 = fneg <8 x float> %wide.load2120
  %3510 = fneg <8 x float> %wide.load2121
  %3511 = fneg <8 x float> %wide.load2122
  %3512 = fmul <8 x float> %wide.load2115, %wide.load22192528
  %3513 = fmul <8 x float> %wide.load2116, %wide.load2219.12539
  %3514 = fmul <8 x float> %wide.load2117, %wide.load2219.22550
  %3515 = fmul <8 x float> %wide.load2118, %wide.load2219.32561
  %3516 = fsub <8 x float> %3508, %3512
  %3517 = fsub <8 x float> %3509, %3513
  %3518 = fsub <8 x float> %3510, %3514
  %3519 = fsub <8 x float> %3511, %3515
  %3520 = fmul <8 x float> %broadcast.splat2112, %3516
  %3521 = fmul <8 x float> %broadcast.splat2112, %3517
  %3522 = fmul <8 x float> %broadcast.splat2112, %3518
  %3523 = fmul <8 x float> %broadcast.splat2112, %3519
  %3524 = fsub <8 x float> %wide.load2115, %3520
  %3525 = fsub <8 x float> %wide.load2116, %3521
  %3526 = fsub <8 x float> %wide.load2117, %3522
  %3527 = fsub <8 x float> %wide.load2118, %3523
  %3528 = fmul <8 x float> %3524, %3524
  %3529 = fmul <8 x float> %3525, %3525
  %3530 = fmul <8 x float> %3526, %3526
  %3531 = fmul <8 x float> %3527, %3527
  %wide.load2115.1 = load <8 x float>, ptr %218, align 4
  %wide.load2116.1 = load <8 x float>, ptr %219, align 4
  %wide.load2117.1 = load <8 x float>, ptr %220, align 4
  %wide.load2118.1 = load <8 x float>, ptr %221, align 4
  %wide.load2119.1 = load <8 x float>, ptr %222, align 4
  %wide.load2120.1 = load <8 x float>, ptr %223, align 4
  %wide.load2121.1 = load <8 x float>, ptr %224, align 4
  %wide.load2122.1 = load <8 x float>, ptr %225, align 4
  %3532 = fneg <8 x float> %wide.load2119.1
  %3533 = fneg <8 x float> %wide.load2120.1
  %3534 = fneg <8 x float> %wide.load2121.1
  %3535 = fneg <8 x float> %wide.load2122.1
  %3536 = fmul <8 x float> %wide.load2115.1, %wide.load2219.42572
  %3537 = fmul <8 x float> %wide.load2116.1, %wide.load2219.52583
  %3538 = fmul <8 x float> %wide.load2117.1, %wide.load2219.62594
  %3539 = fmul <8 x float> %wide.load2118.1, %wide.load2219.72605
  %3540 = fsub <8 x float> %3532, %3536
  %3541 = fsub <8 x float> %3533, %3537
  %3542 = fsub <8 x float> %3534, %3538
  %3543 = fsub <8 x float> %3535, %3539
  %3544 = fmul <8 x float> %broadcast.splat2112, %3540
  %3545 = fmul <8 x float> %broadcast.splat2112, %3541
  %3546 = fmul <8 x float> %broadcast.splat2112, %3542
  %3547 = fmul <8 x float> %broadcast.splat2112, %3543
  %3548 = fsub <8 x float> %wide.load2115.1, %3544
  %3549 = fsub <8 x float> %wide.load2116.1, %3545
  %3550 = fsub <8 x float> %wide.load2117.1, %3546
  %3551 = fsub <8 x float> %wide.load2118.1, %3547
  %3552 = fmul <8 x float> %3548, %3548
  %3553 = fmul <8 x float> %3549, %3549
  %3554 = fmul <8 x float> %3550, %3550
  %3555 = fmul <8 x float> %3551, %3551
  br label %across_feature.body50

across_feature.body:                              ; preds = %across_feature.body.preheader, %across_row.exit
  %wide.load2220.72686 = phi <8 x float> [ %wide.load2220.72695, %across_row.exit ], [ %wide.load2220.72687, %across_feature.body.preheader ]
  %wide.load2220.62675 = phi <8 x float> [ %wide.load2220.62684, %across_row.exit ], [ %wide.load2220.62676, %across_feature.body.preheader ]
  %wide.load2220.52664 = phi <8 x float> [ %wide.load2220.52673, %across_row.exit ], [ %wide.load2220.52665, %across_feature.body.preheader ]
  %wide.load2220.42653 = phi <8 x float> [ %wide.load2220.42662, %across_row.exit ], [ %wide.load2220.42654, %across_feature.body.preheader ]
  %wide.load2220.32642 = phi <8 x float> [ %wide.load2220.32651, %across_row.exit ], [ %wide.load2220.32643, %across_feature.body.preheader ]
  %wide.load2220.22631 = phi <8 x float> [ %wide.load2220.22640, %across_row.exit ], [ %wide.load2220.22632, %across_feature.body.preheader ]
  %wide.load2220.12620 = phi <8 x float> [ %wide.load2220.12629, %across_row.exit ], [ %wide.load2220.12621, %across_feature.body.preheader ]
  %wide.load22202609 = phi <8 x float> [ %wide.load22202618, %across_row.exit ], [ %wide.load22202610, %across_feature.body.preheader ]
  %wide.load2219.72598 = phi <8 x float> [ %wide.load2219.72607, %across_row.exit ], [ %wide.load2219.72599, %across_feature.body.preheader ]
  %wide.load2219.62587 = phi <8 x float> [ %wide.load2219.62596, %across_row.exit ], [ %wide.load2219.62588, %across_feature.body.preheader ]
  %wide.load2219.52576 = phi <8 x float> [ %wide.load2219.52585, %across_row.exit ], [ %wide.load2219.52577, %across_feature.body.preheader ]
  %wide.load2219.42565 = phi <8 x float> [ %wide.load2219.42574, %across_row.exit ], [ %wide.load2219.42566, %across_feature.body.preheader ]
  %wide.load2219.32554 = phi <8 x float> [ %wide.load2219.32563, %across_row.exit ], [ %wide.load2219.32555, %across_feature.body.preheader ]
  %wide.load2219.22543 = phi <8 x float> [ %wide.load2219.22552, %across_row.exit ], [ %wide.load2219.22544, %across_feature.body.preheader ]
  %wide.load2219.12532 = phi <8 x float> [ %wide.load2219.12541, %across_row.exit ], [ %wide.load2219.12533, %across_feature.body.preheader ]
  %wide.load22192521 = phi <8 x float> [ %wide.load22192530, %across_row.exit ], [ %wide.load22192522, %across_feature.body.preheader ]
  %wide.load2218.72510 = phi <8 x float> [ %wide.load2218.72519, %across_row.exit ], [ %wide.load2218.72511, %across_feature.body.preheader ]
  %wide.load2218.62499 = phi <8 x float> [ %wide.load2218.62508, %across_row.exit ], [ %wide.load2218.62500, %across_feature.body.preheader ]
  %wide.load2218.52488 = phi <8 x float> [ %wide.load2218.52497, %across_row.exit ], [ %wide.load2218.52489, %across_feature.body.preheader ]
  %wide.load2218.42477 = phi <8 x float> [ %wide.load2218.42486, %across_row.exit ], [ %wide.load2218.42478, %across_feature.body.preheader ]
  %wide.load2218.32466 = phi <8 x float> [ %wide.load2218.32475, %across_row.exit ], [ %wide.load2218.32467, %across_feature.body.preheader ]
  %wide.load2218.22455 = phi <8 x float> [ %wide.load2218.22464, %across_row.exit ], [ %wide.load2218.22456, %across_feature.body.preheader ]
  %wide.load2218.12444 = phi <8 x float> [ %wide.load2218.12453, %across_row.exit ], [ %wide.load2218.12445, %across_feature.body.preheader ]
  %3556 = phi <8 x float> [ %3637, %across_row.exit ], [ %2458, %across_feature.body.preheader ]
  %across_feature792 = phi i64 [ %3638, %across_row.exit ], [ 0, %across_feature.body.preheader ]
  %first = icmp eq i64 %across_feature792, 0
  %3557 = shl nuw nsw i64 %across_feature792, 6
  br i1 %first, label %vector.body2204, label %vector.body2213

vector.body2213:                                  ; preds = %across_feature.body
  %3558 = getelementptr inbounds nuw float, ptr %across_state, i64 %3557
  %wide.load2215 = load <8 x float>, ptr %3558, align 4
  %3559 = fmul <8 x float> %wide.load2215, %wide.load2215
  %3560 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3557
  %wide.load2216 = load <8 x float>, ptr %3560, align 4
  %3561 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3557
  %wide.load2217 = load <8 x float>, ptr %3561, align 4
  %3562 = fmul <8 x float> %wide.load2215, %wide.load2217
  %3563 = fadd <8 x float> %3559, %3556
  store <8 x float> %3563, ptr %across_uniforms, align 4
  %3564 = fmul <8 x float> %wide.load2215, %wide.load2216
  %3565 = fsub <8 x float> %wide.load22192521, %3564
  store <8 x float> %3565, ptr %36, align 4
  %3566 = fadd <8 x float> %3562, %wide.load22202609
  store <8 x float> %3566, ptr %37, align 4
  %3567 = or disjoint i64 %3557, 8
  %3568 = getelementptr inbounds nuw float, ptr %across_state, i64 %3567
  %wide.load2215.1 = load <8 x float>, ptr %3568, align 4
  %3569 = fmul <8 x float> %wide.load2215.1, %wide.load2215.1
  %3570 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3567
  %wide.load2216.1 = load <8 x float>, ptr %3570, align 4
  %3571 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3567
  %wide.load2217.1 = load <8 x float>, ptr %3571, align 4
  %3572 = fmul <8 x float> %wide.load2215.1, %wide.load2217.1
  %3573 = fadd <8 x float> %3569, %wide.load2218.12444
  store <8 x float> %3573, ptr %38, align 4
  %3574 = fmul <8 x float> %wide.load2215.1, %wide.load2216.1
  %3575 = fsub <8 x float> %wide.load2219.12532, %3574
  store <8 x float> %3575, ptr %39, align 4
  %3576 = fadd <8 x float> %3572, %wide.load2220.12620
  store <8 x float> %3576, ptr %40, align 4
  %3577 = or disjoint i64 %3557, 16
  %3578 = getelementptr inbounds nuw float, ptr %across_state, i64 %3577
  %wide.load2215.2 = load <8 x float>, ptr %3578, align 4
  %3579 = fmul <8 x float> %wide.load2215.2, %wide.load2215.2
  %3580 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3577
  %wide.load2216.2 = load <8 x float>, ptr %3580, align 4
  %3581 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3577
  %wide.load2217.2 = load <8 x float>, ptr %3581, align 4
  %3582 = fmul <8 x float> %wide.load2215.2, %wide.load2217.2
  %3583 = fadd <8 x float> %3579, %wide.load2218.22455
  store <8 x float> %3583, ptr %41, align 4
  %3584 = fmul <8 x float> %wide.load2215.2, %wide.load2216.2
  %3585 = fsub <8 x float> %wide.load2219.22543, %3584
  store <8 x float> %3585, ptr %42, align 4
  %3586 = fadd <8 x float> %3582, %wide.load2220.22631
  store <8 x float> %3586, ptr %43, align 4
  %3587 = or disjoint i64 %3557, 24
  %3588 = getelementptr inbounds nuw float, ptr %across_state, i64 %3587
  %wide.load2215.3 = load <8 x float>, ptr %3588, align 4
  %3589 = fmul <8 x float> %wide.load2215.3, %wide.load2215.3
  %3590 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3587
  %wide.load2216.3 = load <8 x float>, ptr %3590, align 4
  %3591 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3587
  %wide.load2217.3 = load <8 x float>, ptr %3591, align 4
  %3592 = fmul <8 x float> %wide.load2215.3, %wide.load2217.3
  %3593 = fadd <8 x float> %3589, %wide.load2218.32466
  store <8 x float> %3593, ptr %44, align 4
  %3594 = fmul <8 x float> %wide.load2215.3, %wide.load2216.3
  %3595 = fsub <8 x float> %wide.load2219.32554, %3594
  store <8 x float> %3595, ptr %45, align 4
  %3596 = fadd <8 x float> %3592, %wide.load2220.32642
  store <8 x float> %3596, ptr %46, align 4
  %3597 = or disjoint i64 %3557, 32
  %3598 = getelementptr inbounds nuw float, ptr %across_state, i64 %3597
  %wide.load2215.4 = load <8 x float>, ptr %3598, align 4
  %3599 = fmul <8 x float> %wide.load2215.4, %wide.load2215.4
  %3600 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3597
  %wide.load2216.4 = load <8 x float>, ptr %3600, align 4
  %3601 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3597
  %wide.load2217.4 = load <8 x float>, ptr %3601, align 4
  %3602 = fmul <8 x float> %wide.load2215.4, %wide.load2217.4
  %3603 = fadd <8 x float> %3599, %wide.load2218.42477
  store <8 x float> %3603, ptr %47, align 4
  %3604 = fmul <8 x float> %wide.load2215.4, %wide.load2216.4
  %3605 = fsub <8 x float> %wide.load2219.42565, %3604
  store <8 x float> %3605, ptr %48, align 4
  %3606 = fadd <8 x float> %3602, %wide.load2220.42653
  store <8 x float> %3606, ptr %49, align 4
  %3607 = or disjoint i64 %3557, 40
  %3608 = getelementptr inbounds nuw float, ptr %across_state, i64 %3607
  %wide.load2215.5 = load <8 x float>, ptr %3608, align 4
  %3609 = fmul <8 x float> %wide.load2215.5, %wide.load2215.5
  %3610 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3607
  %wide.load2216.5 = load <8 x float>, ptr %3610, align 4
  %3611 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3607
  %wide.load2217.5 = load <8 x float>, ptr %3611, align 4
  %3612 = fmul <8 x float> %wide.load2215.5, %wide.load2217.5
  %3613 = fadd <8 x float> %3609, %wide.load2218.52488
  store <8 x float> %3613, ptr %50, align 4
  %3614 = fmul <8 x float> %wide.load2215.5, %wide.load2216.5
  %3615 = fsub <8 x float> %wide.load2219.52576, %3614
  store <8 x float> %3615, ptr %51, align 4
  %3616 = fadd <8 x float> %3612, %wide.load2220.52664
  store <8 x float> %3616, ptr %52, align 4
  %3617 = or disjoint i64 %3557, 48
  %3618 = getelementptr inbounds nuw float, ptr %across_state, i64 %3617
  %wide.load2215.6 = load <8 x float>, ptr %3618, align 4
  %3619 = fmul <8 x float> %wide.load2215.6, %wide.load2215.6
  %3620 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3617
  %wide.load2216.6 = load <8 x float>, ptr %3620, align 4
  %3621 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3617
  %wide.load2217.6 = load <8 x float>, ptr %3621, align 4
  %3622 = fmul <8 x float> %wide.load2215.6, %wide.load2217.6
  %3623 = fadd <8 x float> %3619, %wide.load2218.62499
  store <8 x float> %3623, ptr %53, align 4
  %3624 = fmul <8 x float> %wide.load2215.6, %wide.load2216.6
  %3625 = fsub <8 x float> %wide.load2219.62587, %3624
  store <8 x float> %3625, ptr %54, align 4
  %3626 = fadd <8 x float> %3622, %wide.load2220.62675
  store <8 x float> %3626, ptr %55, align 4
  %3627 = or disjoint i64 %3557, 56
  %3628 = getelementptr inbounds nuw float, ptr %across_state, i64 %3627
  %wide.load2215.7 = load <8 x float>, ptr %3628, align 4
  %3629 = fmul <8 x float> %wide.load2215.7, %wide.load2215.7
  %3630 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3627
  %wide.load2216.7 = load <8 x float>, ptr %3630, align 4
  %3631 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3627
  %wide.load2217.7 = load <8 x float>, ptr %3631, align 4
  %3632 = fmul <8 x float> %wide.load2215.7, %wide.load2217.7
  %3633 = fadd <8 x float> %3629, %wide.load2218.72510
  store <8 x float> %3633, ptr %56, align 4
  %3634 = fmul <8 x float> %wide.load2215.7, %wide.load2216.7
  %3635 = fsub <8 x float> %wide.load2219.72598, %3634
  store <8 x float> %3635, ptr %57, align 4
  %3636 = fadd <8 x float> %3632, %wide.load2220.72686
  store <8 x float> %3636, ptr %58, align 4
  br label %across_row.exit

vector.body2204:                                  ; preds = %across_feature.body
  store <8 x float> %3387, ptr %across_uniforms, align 4
  store <8 x float> %3390, ptr %59, align 4
  store <8 x float> %3391, ptr %60, align 4
  store <8 x float> %3392, ptr %64, align 4
  store <8 x float> %3395, ptr %65, align 4
  store <8 x float> %3396, ptr %66, align 4
  store <8 x float> %3397, ptr %70, align 4
  store <8 x float> %3400, ptr %71, align 4
  store <8 x float> %3401, ptr %72, align 4
  store <8 x float> %3402, ptr %76, align 4
  store <8 x float> %3405, ptr %77, align 4
  store <8 x float> %3406, ptr %78, align 4
  store <8 x float> %3407, ptr %82, align 4
  store <8 x float> %3410, ptr %83, align 4
  store <8 x float> %3411, ptr %84, align 4
  store <8 x float> %3412, ptr %88, align 4
  store <8 x float> %3415, ptr %89, align 4
  store <8 x float> %3416, ptr %90, align 4
  store <8 x float> %3417, ptr %94, align 4
  store <8 x float> %3420, ptr %95, align 4
  store <8 x float> %3421, ptr %96, align 4
  store <8 x float> %3422, ptr %100, align 4
  store <8 x float> %3425, ptr %101, align 4
  store <8 x float> %3426, ptr %102, align 4
  br label %across_row.exit

across_row.exit:                                  ; preds = %vector.body2213, %vector.body2204
  %wide.load2220.72695 = phi <8 x float> [ %3636, %vector.body2213 ], [ %3426, %vector.body2204 ]
  %wide.load2220.62684 = phi <8 x float> [ %3626, %vector.body2213 ], [ %3421, %vector.body2204 ]
  %wide.load2220.52673 = phi <8 x float> [ %3616, %vector.body2213 ], [ %3416, %vector.body2204 ]
  %wide.load2220.42662 = phi <8 x float> [ %3606, %vector.body2213 ], [ %3411, %vector.body2204 ]
  %wide.load2220.32651 = phi <8 x float> [ %3596, %vector.body2213 ], [ %3406, %vector.body2204 ]
  %wide.load2220.22640 = phi <8 x float> [ %3586, %vector.body2213 ], [ %3401, %vector.body2204 ]
  %wide.load2220.12629 = phi <8 x float> [ %3576, %vector.body2213 ], [ %3396, %vector.body2204 ]
  %wide.load22202618 = phi <8 x float> [ %3566, %vector.body2213 ], [ %3391, %vector.body2204 ]
  %wide.load2219.72607 = phi <8 x float> [ %3635, %vector.body2213 ], [ %3425, %vector.body2204 ]
  %wide.load2219.62596 = phi <8 x float> [ %3625, %vector.body2213 ], [ %3420, %vector.body2204 ]
  %wide.load2219.52585 = phi <8 x float> [ %3615, %vector.body2213 ], [ %3415, %vector.body2204 ]
  %wide.load2219.42574 = phi <8 x float> [ %3605, %vector.body2213 ], [ %3410, %vector.body2204 ]
  %wide.load2219.32563 = phi <8 x float> [ %3595, %vector.body2213 ], [ %3405, %vector.body2204 ]
  %wide.load2219.22552 = phi <8 x float> [ %3585, %vector.body2213 ], [ %3400, %vector.body2204 ]
  %wide.load2219.12541 = phi <8 x float> [ %3575, %vector.body2213 ], [ %3395, %vector.body2204 ]
  %wide.load22192530 = phi <8 x float> [ %3565, %vector.body2213 ], [ %3390, %vector.body2204 ]
  %wide.load2218.72519 = phi <8 x float> [ %3633, %vector.body2213 ], [ %3422, %vector.body2204 ]
  %wide.load2218.62508 = phi <8 x float> [ %3623, %vector.body2213 ], [ %3417, %vector.body2204 ]
  %wide.load2218.52497 = phi <8 x float> [ %3613, %vector.body2213 ], [ %3412, %vector.body2204 ]
  %wide.load2218.42486 = phi <8 x float> [ %3603, %vector.body2213 ], [ %3407, %vector.body2204 ]
  %wide.load2218.32475 = phi <8 x float> [ %3593, %vector.body2213 ], [ %3402, %vector.body2204 ]
  %wide.load2218.22464 = phi <8 x float> [ %3583, %vector.body2213 ], [ %3397, %vector.body2204 ]
  %wide.load2218.12453 = phi <8 x float> [ %3573, %vector.body2213 ], [ %3392, %vector.body2204 ]
  %3637 = phi <8 x float> [ %3563, %vector.body2213 ], [ %3387, %vector.body2204 ]
  %3638 = add nuw i64 %across_feature792, 1
  %exitcond958.not = icmp eq i64 %3638, %n_features
  br i1 %exitcond958.not, label %noise.done, label %across_feature.body

across_feature.body15:                            ; preds = %across_feature.body15.preheader, %across_row.exit22
  %wide.load2220.72696 = phi <8 x float> [ %wide.load2220.72694, %across_row.exit22 ], [ %wide.load2220.72687, %across_feature.body15.preheader ]
  %wide.load2220.62685 = phi <8 x float> [ %wide.load2220.62683, %across_row.exit22 ], [ %wide.load2220.62676, %across_feature.body15.preheader ]
  %wide.load2220.52674 = phi <8 x float> [ %wide.load2220.52672, %across_row.exit22 ], [ %wide.load2220.52665, %across_feature.body15.preheader ]
  %wide.load2220.42663 = phi <8 x float> [ %wide.load2220.42661, %across_row.exit22 ], [ %wide.load2220.42654, %across_feature.body15.preheader ]
  %wide.load2220.32652 = phi <8 x float> [ %wide.load2220.32650, %across_row.exit22 ], [ %wide.load2220.32643, %across_feature.body15.preheader ]
  %wide.load2220.22641 = phi <8 x float> [ %wide.load2220.22639, %across_row.exit22 ], [ %wide.load2220.22632, %across_feature.body15.preheader ]
  %wide.load2220.12630 = phi <8 x float> [ %wide.load2220.12628, %across_row.exit22 ], [ %wide.load2220.12621, %across_feature.body15.preheader ]
  %wide.load22202619 = phi <8 x float> [ %wide.load22202617, %across_row.exit22 ], [ %wide.load22202610, %across_feature.body15.preheader ]
  %wide.load2219.72608 = phi <8 x float> [ %wide.load2219.72606, %across_row.exit22 ], [ %wide.load2219.72599, %across_feature.body15.preheader ]
  %wide.load2219.62597 = phi <8 x float> [ %wide.load2219.62595, %across_row.exit22 ], [ %wide.load2219.62588, %across_feature.body15.preheader ]
  %wide.load2219.52586 = phi <8 x float> [ %wide.load2219.52584, %across_row.exit22 ], [ %wide.load2219.52577, %across_feature.body15.preheader ]
  %wide.load2219.42575 = phi <8 x float> [ %wide.load2219.42573, %across_row.exit22 ], [ %wide.load2219.42566, %across_feature.body15.preheader ]
  %wide.load2219.32564 = phi <8 x float> [ %wide.load2219.32562, %across_row.exit22 ], [ %wide.load2219.32555, %across_feature.body15.preheader ]
  %wide.load2219.22553 = phi <8 x float> [ %wide.load2219.22551, %across_row.exit22 ], [ %wide.load2219.22544, %across_feature.body15.preheader ]
  %wide.load2219.12542 = phi <8 x float> [ %wide.load2219.12540, %across_row.exit22 ], [ %wide.load2219.12533, %across_feature.body15.preheader ]
  %wide.load22192531 = phi <8 x float> [ %wide.load22192529, %across_row.exit22 ], [ %wide.load22192522, %across_feature.body15.preheader ]
  %wide.load2218.72520 = phi <8 x float> [ %wide.load2218.72518, %across_row.exit22 ], [ %wide.load2218.72511, %across_feature.body15.preheader ]
  %wide.load2218.62509 = phi <8 x float> [ %wide.load2218.62507, %across_row.exit22 ], [ %wide.load2218.62500, %across_feature.body15.preheader ]
  %wide.load2218.52498 = phi <8 x float> [ %wide.load2218.52496, %across_row.exit22 ], [ %wide.load2218.52489, %across_feature.body15.preheader ]
  %wide.load2218.42487 = phi <8 x float> [ %wide.load2218.42485, %across_row.exit22 ], [ %wide.load2218.42478, %across_feature.body15.preheader ]
  %wide.load2218.32476 = phi <8 x float> [ %wide.load2218.32474, %across_row.exit22 ], [ %wide.load2218.32467, %across_feature.body15.preheader ]
  %wide.load2218.22465 = phi <8 x float> [ %wide.load2218.22463, %across_row.exit22 ], [ %wide.load2218.22456, %across_feature.body15.preheader ]
  %wide.load2218.12454 = phi <8 x float> [ %wide.load2218.12452, %across_row.exit22 ], [ %wide.load2218.12445, %across_feature.body15.preheader ]
  %3639 = phi <8 x float> [ %3712, %across_row.exit22 ], [ %2458, %across_feature.body15.preheader ]
  %across_feature17794 = phi i64 [ %3713, %across_row.exit22 ], [ 0, %across_feature.body15.preheader ]
  %first18 = icmp eq i64 %across_feature17794, 0
  %3640 = shl nuw nsw i64 %across_feature17794, 6
  br i1 %first18, label %vector.body2183, label %vector.body2193

vector.body2193:                                  ; preds = %across_feature.body15
  %3641 = getelementptr inbounds nuw float, ptr %across_state, i64 %3640
  %wide.load2195 = load <8 x float>, ptr %3641, align 4
  %3642 = fmul <8 x float> %wide.load2195, %wide.load2195
  %3643 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3640
  %wide.load2196 = load <8 x float>, ptr %3643, align 4
  %3644 = fmul <8 x float> %wide.load2195, zeroinitializer
  %3645 = fadd <8 x float> %3642, %3639
  store <8 x float> %3645, ptr %across_uniforms, align 4
  %3646 = fmul <8 x float> %wide.load2195, %wide.load2196
  %3647 = fsub <8 x float> %wide.load22192531, %3646
  store <8 x float> %3647, ptr %103, align 4
  %3648 = fadd <8 x float> %3644, %wide.load22202619
  store <8 x float> %3648, ptr %104, align 4
  %3649 = or disjoint i64 %3640, 8
  %3650 = getelementptr inbounds nuw float, ptr %across_state, i64 %3649
  %wide.load2195.1 = load <8 x float>, ptr %3650, align 4
  %3651 = fmul <8 x float> %wide.load2195.1, %wide.load2195.1
  %3652 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3649
  %wide.load2196.1 = load <8 x float>, ptr %3652, align 4
  %3653 = fmul <8 x float> %wide.load2195.1, zeroinitializer
  %3654 = fadd <8 x float> %3651, %wide.load2218.12454
  store <8 x float> %3654, ptr %105, align 4
  %3655 = fmul <8 x float> %wide.load2195.1, %wide.load2196.1
  %3656 = fsub <8 x float> %wide.load2219.12542, %3655
  store <8 x float> %3656, ptr %106, align 4
  %3657 = fadd <8 x float> %3653, %wide.load2220.12630
  store <8 x float> %3657, ptr %107, align 4
  %3658 = or disjoint i64 %3640, 16
  %3659 = getelementptr inbounds nuw float, ptr %across_state, i64 %3658
  %wide.load2195.2 = load <8 x float>, ptr %3659, align 4
  %3660 = fmul <8 x float> %wide.load2195.2, %wide.load2195.2
  %3661 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3658
  %wide.load2196.2 = load <8 x float>, ptr %3661, align 4
  %3662 = fmul <8 x float> %wide.load2195.2, zeroinitializer
  %3663 = fadd <8 x float> %3660, %wide.load2218.22465
  store <8 x float> %3663, ptr %108, align 4
  %3664 = fmul <8 x float> %wide.load2195.2, %wide.load2196.2
  %3665 = fsub <8 x float> %wide.load2219.22553, %3664
  store <8 x float> %3665, ptr %109, align 4
  %3666 = fadd <8 x float> %3662, %wide.load2220.22641
  store <8 x float> %3666, ptr %110, align 4
  %3667 = or disjoint i64 %3640, 24
  %3668 = getelementptr inbounds nuw float, ptr %across_state, i64 %3667
  %wide.load2195.3 = load <8 x float>, ptr %3668, align 4
  %3669 = fmul <8 x float> %wide.load2195.3, %wide.load2195.3
  %3670 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3667
  %wide.load2196.3 = load <8 x float>, ptr %3670, align 4
  %3671 = fmul <8 x float> %wide.load2195.3, zeroinitializer
  %3672 = fadd <8 x float> %3669, %wide.load2218.32476
  store <8 x float> %3672, ptr %111, align 4
  %3673 = fmul <8 x float> %wide.load2195.3, %wide.load2196.3
  %3674 = fsub <8 x float> %wide.load2219.32564, %3673
  store <8 x float> %3674, ptr %112, align 4
  %3675 = fadd <8 x float> %3671, %wide.load2220.32652
  store <8 x float> %3675, ptr %113, align 4
  %3676 = or disjoint i64 %3640, 32
  %3677 = getelementptr inbounds nuw float, ptr %across_state, i64 %3676
  %wide.load2195.4 = load <8 x float>, ptr %3677, align 4
  %3678 = fmul <8 x float> %wide.load2195.4, %wide.load2195.4
  %3679 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3676
  %wide.load2196.4 = load <8 x float>, ptr %3679, align 4
  %3680 = fmul <8 x float> %wide.load2195.4, zeroinitializer
  %3681 = fadd <8 x float> %3678, %wide.load2218.42487
  store <8 x float> %3681, ptr %114, align 4
  %3682 = fmul <8 x float> %wide.load2195.4, %wide.load2196.4
  %3683 = fsub <8 x float> %wide.load2219.42575, %3682
  store <8 x float> %3683, ptr %115, align 4
  %3684 = fadd <8 x float> %3680, %wide.load2220.42663
  store <8 x float> %3684, ptr %116, align 4
  %3685 = or disjoint i64 %3640, 40
  %3686 = getelementptr inbounds nuw float, ptr %across_state, i64 %3685
  %wide.load2195.5 = load <8 x float>, ptr %3686, align 4
  %3687 = fmul <8 x float> %wide.load2195.5, %wide.load2195.5
  %3688 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3685
  %wide.load2196.5 = load <8 x float>, ptr %3688, align 4
  %3689 = fmul <8 x float> %wide.load2195.5, zeroinitializer
  %3690 = fadd <8 x float> %3687, %wide.load2218.52498
  store <8 x float> %3690, ptr %117, align 4
  %3691 = fmul <8 x float> %wide.load2195.5, %wide.load2196.5
  %3692 = fsub <8 x float> %wide.load2219.52586, %3691
  store <8 x float> %3692, ptr %118, align 4
  %3693 = fadd <8 x float> %3689, %wide.load2220.52674
  store <8 x float> %3693, ptr %119, align 4
  %3694 = or disjoint i64 %3640, 48
  %3695 = getelementptr inbounds nuw float, ptr %across_state, i64 %3694
  %wide.load2195.6 = load <8 x float>, ptr %3695, align 4
  %3696 = fmul <8 x float> %wide.load2195.6, %wide.load2195.6
  %3697 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3694
  %wide.load2196.6 = load <8 x float>, ptr %3697, align 4
  %3698 = fmul <8 x float> %wide.load2195.6, zeroinitializer
  %3699 = fadd <8 x float> %3696, %wide.load2218.62509
  store <8 x float> %3699, ptr %120, align 4
  %3700 = fmul <8 x float> %wide.load2195.6, %wide.load2196.6
  %3701 = fsub <8 x float> %wide.load2219.62597, %3700
  store <8 x float> %3701, ptr %121, align 4
  %3702 = fadd <8 x float> %3698, %wide.load2220.62685
  store <8 x float> %3702, ptr %122, align 4
  %3703 = or disjoint i64 %3640, 56
  %3704 = getelementptr inbounds nuw float, ptr %across_state, i64 %3703
  %wide.load2195.7 = load <8 x float>, ptr %3704, align 4
  %3705 = fmul <8 x float> %wide.load2195.7, %wide.load2195.7
  %3706 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3703
  %wide.load2196.7 = load <8 x float>, ptr %3706, align 4
  %3707 = fmul <8 x float> %wide.load2195.7, zeroinitializer
  %3708 = fadd <8 x float> %3705, %wide.load2218.72520
  store <8 x float> %3708, ptr %123, align 4
  %3709 = fmul <8 x float> %wide.load2195.7, %wide.load2196.7
  %3710 = fsub <8 x float> %wide.load2219.72608, %3709
  store <8 x float> %3710, ptr %124, align 4
  %3711 = fadd <8 x float> %3707, %wide.load2220.72696
  store <8 x float> %3711, ptr %125, align 4
  br label %across_row.exit22

vector.body2183:                                  ; preds = %across_feature.body15
  store <8 x float> %2821, ptr %across_uniforms, align 4
  store <8 x float> %2822, ptr %128, align 4
  store <8 x float> %2827, ptr %129, align 4
  store <8 x float> %2828, ptr %130, align 4
  store <8 x float> %2829, ptr %131, align 4
  store <8 x float> %2830, ptr %132, align 4
  store <8 x float> %2831, ptr %137, align 4
  store <8 x float> %2832, ptr %138, align 4
  store <8 x float> %2837, ptr %139, align 4
  store <8 x float> %2838, ptr %140, align 4
  store <8 x float> %2839, ptr %141, align 4
  store <8 x float> %2840, ptr %142, align 4
  store <8 x float> %2841, ptr %147, align 4
  store <8 x float> %2842, ptr %148, align 4
  store <8 x float> %2847, ptr %149, align 4
  store <8 x float> %2848, ptr %150, align 4
  store <8 x float> %2849, ptr %151, align 4
  store <8 x float> %2850, ptr %152, align 4
  store <8 x float> %2851, ptr %157, align 4
  store <8 x float> %2852, ptr %158, align 4
  store <8 x float> %2857, ptr %159, align 4
  store <8 x float> %2858, ptr %160, align 4
  store <8 x float> %2859, ptr %161, align 4
  store <8 x float> %2860, ptr %162, align 4
  br label %across_row.exit22

across_row.exit22:                                ; preds = %vector.body2193, %vector.body2183
  %wide.load2220.72694 = phi <8 x float> [ %3711, %vector.body2193 ], [ %2860, %vector.body2183 ]
  %wide.load2220.62683 = phi <8 x float> [ %3702, %vector.body2193 ], [ %2859, %vector.body2183 ]
  %wide.load2220.52672 = phi <8 x float> [ %3693, %vector.body2193 ], [ %2850, %vector.body2183 ]
  %wide.load2220.42661 = phi <8 x float> [ %3684, %vector.body2193 ], [ %2849, %vector.body2183 ]
  %wide.load2220.32650 = phi <8 x float> [ %3675, %vector.body2193 ], [ %2840, %vector.body2183 ]
  %wide.load2220.22639 = phi <8 x float> [ %3666, %vector.body2193 ], [ %2839, %vector.body2183 ]
  %wide.load2220.12628 = phi <8 x float> [ %3657, %vector.body2193 ], [ %2830, %vector.body2183 ]
  %wide.load22202617 = phi <8 x float> [ %3648, %vector.body2193 ], [ %2829, %vector.body2183 ]
  %wide.load2219.72606 = phi <8 x float> [ %3710, %vector.body2193 ], [ %2858, %vector.body2183 ]
  %wide.load2219.62595 = phi <8 x float> [ %3701, %vector.body2193 ], [ %2857, %vector.body2183 ]
  %wide.load2219.52584 = phi <8 x float> [ %3692, %vector.body2193 ], [ %2848, %vector.body2183 ]
  %wide.load2219.42573 = phi <8 x float> [ %3683, %vector.body2193 ], [ %2847, %vector.body2183 ]
  %wide.load2219.32562 = phi <8 x float> [ %3674, %vector.body2193 ], [ %2838, %vector.body2183 ]
  %wide.load2219.22551 = phi <8 x float> [ %3665, %vector.body2193 ], [ %2837, %vector.body2183 ]
  %wide.load2219.12540 = phi <8 x float> [ %3656, %vector.body2193 ], [ %2828, %vector.body2183 ]
  %wide.load22192529 = phi <8 x float> [ %3647, %vector.body2193 ], [ %2827, %vector.body2183 ]
  %wide.load2218.72518 = phi <8 x float> [ %3708, %vector.body2193 ], [ %2852, %vector.body2183 ]
  %wide.load2218.62507 = phi <8 x float> [ %3699, %vector.body2193 ], [ %2851, %vector.body2183 ]
  %wide.load2218.52496 = phi <8 x float> [ %3690, %vector.body2193 ], [ %2842, %vector.body2183 ]
  %wide.load2218.42485 = phi <8 x float> [ %3681, %vector.body2193 ], [ %2841, %vector.body2183 ]
  %wide.load2218.32474 = phi <8 x float> [ %3672, %vector.body2193 ], [ %2832, %vector.body2183 ]
  %wide.load2218.22463 = phi <8 x float> [ %3663, %vector.body2193 ], [ %2831, %vector.body2183 ]
  %wide.load2218.12452 = phi <8 x float> [ %3654, %vector.body2193 ], [ %2822, %vector.body2183 ]
  %3712 = phi <8 x float> [ %3645, %vector.body2193 ], [ %2821, %vector.body2183 ]
  %3713 = add nuw i64 %across_feature17794, 1
  %exitcond961.not = icmp eq i64 %3713, %n_features
  br i1 %exitcond961.not, label %noise.done, label %across_feature.body15

noise.done33:                                     ; preds = %across_row.exit42, %across_row.exit57
  %wide.load2178.72781 = phi <8 x float> [ %wide.load2178.72782, %across_row.exit57 ], [ %wide.load2178.72783, %across_row.exit42 ]
  %wide.load2178.62770 = phi <8 x float> [ %wide.load2178.62771, %across_row.exit57 ], [ %wide.load2178.62772, %across_row.exit42 ]
  %wide.load2178.52759 = phi <8 x float> [ %wide.load2178.52760, %across_row.exit57 ], [ %wide.load2178.52761, %across_row.exit42 ]
  %wide.load2178.42748 = phi <8 x float> [ %wide.load2178.42749, %across_row.exit57 ], [ %wide.load2178.42750, %across_row.exit42 ]
  %wide.load2178.32737 = phi <8 x float> [ %wide.load2178.32738, %across_row.exit57 ], [ %wide.load2178.32739, %across_row.exit42 ]
  %wide.load2178.22726 = phi <8 x float> [ %wide.load2178.22727, %across_row.exit57 ], [ %wide.load2178.22728, %across_row.exit42 ]
  %wide.load2178.12715 = phi <8 x float> [ %wide.load2178.12716, %across_row.exit57 ], [ %wide.load2178.12717, %across_row.exit42 ]
  %wide.load21782704 = phi <8 x float> [ %wide.load21782705, %across_row.exit57 ], [ %wide.load21782706, %across_row.exit42 ]
  br i1 %cond, label %iter.check2010, label %iter.check2070

iter.check2070:                                   ; preds = %philox.header.preheader, %noise.done33
  %wide.load2178.72779 = phi <8 x float> [ %wide.load2178.72775, %philox.header.preheader ], [ %wide.load2178.72781, %noise.done33 ]
  %wide.load2178.62768 = phi <8 x float> [ %wide.load2178.62764, %philox.header.preheader ], [ %wide.load2178.62770, %noise.done33 ]
  %wide.load2178.52757 = phi <8 x float> [ %wide.load2178.52753, %philox.header.preheader ], [ %wide.load2178.52759, %noise.done33 ]
  %wide.load2178.42746 = phi <8 x float> [ %wide.load2178.42742, %philox.header.preheader ], [ %wide.load2178.42748, %noise.done33 ]
  %wide.load2178.32735 = phi <8 x float> [ %wide.load2178.32731, %philox.header.preheader ], [ %wide.load2178.32737, %noise.done33 ]
  %wide.load2178.22724 = phi <8 x float> [ %wide.load2178.22720, %philox.header.preheader ], [ %wide.load2178.22726, %noise.done33 ]
  %wide.load2178.12713 = phi <8 x float> [ %wide.load2178.12709, %philox.header.preheader ], [ %wide.load2178.12715, %noise.done33 ]
  %wide.load21782702 = phi <8 x float> [ %wide.load21782698, %philox.header.preheader ], [ %wide.load21782704, %noise.done33 ]
  %wide.load2220.72691 = phi <8 x float> [ %wide.load2220.72687, %philox.header.preheader ], [ %wide.load2220.72693, %noise.done33 ]
  %wide.load2220.62680 = phi <8 x float> [ %wide.load2220.62676, %philox.header.preheader ], [ %wide.load2220.62682, %noise.done33 ]
  %wide.load2220.52669 = phi <8 x float> [ %wide.load2220.52665, %philox.header.preheader ], [ %wide.load2220.52671, %noise.done33 ]
  %wide.load2220.42658 = phi <8 x float> [ %wide.load2220.42654, %philox.header.preheader ], [ %wide.load2220.42660, %noise.done33 ]
  %wide.load2220.32647 = phi <8 x float> [ %wide.load2220.32643, %philox.header.preheader ], [ %wide.load2220.32649, %noise.done33 ]
  %wide.load2220.22636 = phi <8 x float> [ %wide.load2220.22632, %philox.header.preheader ], [ %wide.load2220.22638, %noise.done33 ]
  %wide.load2220.12625 = phi <8 x float> [ %wide.load2220.12621, %philox.header.preheader ], [ %wide.load2220.12627, %noise.done33 ]
  %wide.load22202614 = phi <8 x float> [ %wide.load22202610, %philox.header.preheader ], [ %wide.load22202616, %noise.done33 ]
  %wide.load2219.72603 = phi <8 x float> [ %wide.load2219.72599, %philox.header.preheader ], [ %wide.load2219.72605, %noise.done33 ]
  %wide.load2219.62592 = phi <8 x float> [ %wide.load2219.62588, %philox.header.preheader ], [ %wide.load2219.62594, %noise.done33 ]
  %wide.load2219.52581 = phi <8 x float> [ %wide.load2219.52577, %philox.header.preheader ], [ %wide.load2219.52583, %noise.done33 ]
  %wide.load2219.42570 = phi <8 x float> [ %wide.load2219.42566, %philox.header.preheader ], [ %wide.load2219.42572, %noise.done33 ]
  %wide.load2219.32559 = phi <8 x float> [ %wide.load2219.32555, %philox.header.preheader ], [ %wide.load2219.32561, %noise.done33 ]
  %wide.load2219.22548 = phi <8 x float> [ %wide.load2219.22544, %philox.header.preheader ], [ %wide.load2219.22550, %noise.done33 ]
  %wide.load2219.12537 = phi <8 x float> [ %wide.load2219.12533, %philox.header.preheader ], [ %wide.load2219.12539, %noise.done33 ]
  %wide.load22192526 = phi <8 x float> [ %wide.load22192522, %philox.header.preheader ], [ %wide.load22192528, %noise.done33 ]
  %wide.load2218.72515 = phi <8 x float> [ %wide.load2218.72511, %philox.header.preheader ], [ %wide.load2218.72517, %noise.done33 ]
  %wide.load2218.62504 = phi <8 x float> [ %wide.load2218.62500, %philox.header.preheader ], [ %wide.load2218.62506, %noise.done33 ]
  %wide.load2218.52493 = phi <8 x float> [ %wide.load2218.52489, %philox.header.preheader ], [ %wide.load2218.52495, %noise.done33 ]
  %wide.load2218.42482 = phi <8 x float> [ %wide.load2218.42478, %philox.header.preheader ], [ %wide.load2218.42484, %noise.done33 ]
  %wide.load2218.32471 = phi <8 x float> [ %wide.load2218.32467, %philox.header.preheader ], [ %wide.load2218.32473, %noise.done33 ]
  %wide.load2218.22460 = phi <8 x float> [ %wide.load2218.22456, %philox.header.preheader ], [ %wide.load2218.22462, %noise.done33 ]
  %wide.load2218.12449 = phi <8 x float> [ %wide.load2218.12445, %philox.header.preheader ], [ %wide.load2218.12451, %noise.done33 ]
  %3714 = phi <8 x float> [ %2458, %philox.header.preheader ], [ %3427, %noise.done33 ]
  br i1 %min.iters.check2068, label %across_status.body.preheader, label %vector.main.loop.iter.check2072

vector.main.loop.iter.check2072:                  ; preds = %iter.check2070
  br i1 %min.iters.check2071, label %vec.epilog.ph2097, label %vector.body2076

vector.body2076:                                  ; preds = %vector.main.loop.iter.check2072, %vector.body2076
  %index2077 = phi i64 [ %index.next2090, %vector.body2076 ], [ 0, %vector.main.loop.iter.check2072 ]
  %3715 = getelementptr float, ptr %across_uniforms, i64 %index2077
  %3716 = getelementptr i8, ptr %3715, i64 768
  %3717 = getelementptr i8, ptr %3715, i64 800
  %3718 = getelementptr i8, ptr %3715, i64 832
  %3719 = getelementptr i8, ptr %3715, i64 864
  %wide.load2078 = load <8 x float>, ptr %3716, align 4
  %wide.load2079 = load <8 x float>, ptr %3717, align 4
  %wide.load2080 = load <8 x float>, ptr %3718, align 4
  %wide.load2081 = load <8 x float>, ptr %3719, align 4
  %3720 = fcmp olt <8 x float> %wide.load2078, splat (float 0x3D71979980000000)
  %3721 = fcmp olt <8 x float> %wide.load2079, splat (float 0x3D71979980000000)
  %3722 = fcmp olt <8 x float> %wide.load2080, splat (float 0x3D71979980000000)
  %3723 = fcmp olt <8 x float> %wide.load2081, splat (float 0x3D71979980000000)
  %3724 = getelementptr i8, ptr %3715, i64 32
  %3725 = getelementptr i8, ptr %3715, i64 64
  %3726 = getelementptr i8, ptr %3715, i64 96
  %wide.load2082 = load <8 x float>, ptr %3715, align 4
  %wide.load2083 = load <8 x float>, ptr %3724, align 4
  %wide.load2084 = load <8 x float>, ptr %3725, align 4
  %wide.load2085 = load <8 x float>, ptr %3726, align 4
  %3727 = fadd <8 x float> %wide.load2082, splat (float -1.000000e+00)
  %3728 = fadd <8 x float> %wide.load2083, splat (float -1.000000e+00)
  %3729 = fadd <8 x float> %wide.load2084, splat (float -1.000000e+00)
  %3730 = fadd <8 x float> %wide.load2085, splat (float -1.000000e+00)
  %3731 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3727)
  %3732 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3728)
  %3733 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3729)
  %3734 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3730)
  %3735 = fcmp ogt <8 x float> %3731, splat (float 0x3F60624DE0000000)
  %3736 = fcmp ogt <8 x float> %3732, splat (float 0x3F60624DE0000000)
  %3737 = fcmp ogt <8 x float> %3733, splat (float 0x3F60624DE0000000)
  %3738 = fcmp ogt <8 x float> %3734, splat (float 0x3F60624DE0000000)
  %3739 = select <8 x i1> %3735, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3740 = select <8 x i1> %3736, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3741 = select <8 x i1> %3737, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3742 = select <8 x i1> %3738, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3743 = select <8 x i1> %3720, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3744 = select <8 x i1> %3721, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3745 = select <8 x i1> %3722, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3746 = select <8 x i1> %3723, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3747 = fadd <8 x float> %3743, %3739
  %3748 = fadd <8 x float> %3744, %3740
  %3749 = fadd <8 x float> %3745, %3741
  %3750 = fadd <8 x float> %3746, %3742
  %3751 = getelementptr float, ptr %2457, i64 %index2077
  %3752 = fptoui <8 x float> %3747 to <8 x i32>
  %3753 = fptoui <8 x float> %3748 to <8 x i32>
  %3754 = fptoui <8 x float> %3749 to <8 x i32>
  %3755 = fptoui <8 x float> %3750 to <8 x i32>
  %3756 = getelementptr i8, ptr %3751, i64 32
  %3757 = getelementptr i8, ptr %3751, i64 64
  %3758 = getelementptr i8, ptr %3751, i64 96
  %wide.load2086 = load <8 x i32>, ptr %3751, align 4
  %wide.load2087 = load <8 x i32>, ptr %3756, align 4
  %wide.load2088 = load <8 x i32>, ptr %3757, align 4
  %wide.load2089 = load <8 x i32>, ptr %3758, align 4
  %3759 = or <8 x i32> %wide.load2086, %3752
  %3760 = or <8 x i32> %wide.load2087, %3753
  %3761 = or <8 x i32> %wide.load2088, %3754
  %3762 = or <8 x i32> %wide.load2089, %3755
  store <8 x i32> %3759, ptr %3751, align 4
  store <8 x i32> %3760, ptr %3756, align 4
  store <8 x i32> %3761, ptr %3757, align 4
  store <8 x i32> %3762, ptr %3758, align 4
  %index.next2090 = add nuw i64 %index2077, 32
  %3763 = icmp eq i64 %index.next2090, %n.vec2075
  br i1 %3763, label %middle.block2091, label %vector.body2076, !llvm.loop !56

middle.block2091:                                 ; preds = %vector.body2076
  br i1 %cmp.n2092, label %across_feature.header76.preheader, label %vec.epilog.iter.check2095

vec.epilog.iter.check2095:                        ; preds = %middle.block2091
  br i1 %min.epilog.iters.check2096, label %across_status.body.preheader, label %vec.epilog.ph2097, !prof !10

vec.epilog.ph2097:                                ; preds = %vector.main.loop.iter.check2072, %vec.epilog.iter.check2095
  %vec.epilog.resume.val2093 = phi i64 [ %n.vec2075, %vec.epilog.iter.check2095 ], [ 0, %vector.main.loop.iter.check2072 ]
  br label %vec.epilog.vector.body2100

vec.epilog.vector.body2100:                       ; preds = %vec.epilog.vector.body2100, %vec.epilog.ph2097
  %index2101 = phi i64 [ %vec.epilog.resume.val2093, %vec.epilog.ph2097 ], [ %index.next2105, %vec.epilog.vector.body2100 ]
  %3764 = getelementptr float, ptr %across_uniforms, i64 %index2101
  %3765 = getelementptr i8, ptr %3764, i64 768
  %wide.load2102 = load <4 x float>, ptr %3765, align 4
  %3766 = fcmp olt <4 x float> %wide.load2102, splat (float 0x3D71979980000000)
  %wide.load2103 = load <4 x float>, ptr %3764, align 4
  %3767 = fadd <4 x float> %wide.load2103, splat (float -1.000000e+00)
  %3768 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3767)
  %3769 = fcmp ogt <4 x float> %3768, splat (float 0x3F60624DE0000000)
  %3770 = select <4 x i1> %3769, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3771 = select <4 x i1> %3766, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3772 = fadd <4 x float> %3771, %3770
  %3773 = getelementptr float, ptr %2457, i64 %index2101
  %3774 = fptoui <4 x float> %3772 to <4 x i32>
  %wide.load2104 = load <4 x i32>, ptr %3773, align 4
  %3775 = or <4 x i32> %wide.load2104, %3774
  store <4 x i32> %3775, ptr %3773, align 4
  %index.next2105 = add nuw i64 %index2101, 4
  %3776 = icmp eq i64 %index.next2105, %n.vec2099
  br i1 %3776, label %vec.epilog.middle.block2106, label %vec.epilog.vector.body2100, !llvm.loop !57

vec.epilog.middle.block2106:                      ; preds = %vec.epilog.vector.body2100
  br i1 %cmp.n2107, label %across_feature.header76.preheader, label %across_status.body.preheader

across_status.body.preheader:                     ; preds = %iter.check2070, %vec.epilog.iter.check2095, %vec.epilog.middle.block2106
  %across_status799.ph = phi i64 [ 0, %iter.check2070 ], [ %n.vec2075, %vec.epilog.iter.check2095 ], [ %n.vec2099, %vec.epilog.middle.block2106 ]
  br label %across_status.body

iter.check2010:                                   ; preds = %across_feature.header14.preheader, %noise.done33
  %wide.load2178.72780 = phi <8 x float> [ %wide.load2178.72775, %across_feature.header14.preheader ], [ %wide.load2178.72781, %noise.done33 ]
  %wide.load2178.62769 = phi <8 x float> [ %wide.load2178.62764, %across_feature.header14.preheader ], [ %wide.load2178.62770, %noise.done33 ]
  %wide.load2178.52758 = phi <8 x float> [ %wide.load2178.52753, %across_feature.header14.preheader ], [ %wide.load2178.52759, %noise.done33 ]
  %wide.load2178.42747 = phi <8 x float> [ %wide.load2178.42742, %across_feature.header14.preheader ], [ %wide.load2178.42748, %noise.done33 ]
  %wide.load2178.32736 = phi <8 x float> [ %wide.load2178.32731, %across_feature.header14.preheader ], [ %wide.load2178.32737, %noise.done33 ]
  %wide.load2178.22725 = phi <8 x float> [ %wide.load2178.22720, %across_feature.header14.preheader ], [ %wide.load2178.22726, %noise.done33 ]
  %wide.load2178.12714 = phi <8 x float> [ %wide.load2178.12709, %across_feature.header14.preheader ], [ %wide.load2178.12715, %noise.done33 ]
  %wide.load21782703 = phi <8 x float> [ %wide.load21782698, %across_feature.header14.preheader ], [ %wide.load21782704, %noise.done33 ]
  %wide.load2220.72692 = phi <8 x float> [ %wide.load2220.72687, %across_feature.header14.preheader ], [ %wide.load2220.72693, %noise.done33 ]
  %wide.load2220.62681 = phi <8 x float> [ %wide.load2220.62676, %across_feature.header14.preheader ], [ %wide.load2220.62682, %noise.done33 ]
  %wide.load2220.52670 = phi <8 x float> [ %wide.load2220.52665, %across_feature.header14.preheader ], [ %wide.load2220.52671, %noise.done33 ]
  %wide.load2220.42659 = phi <8 x float> [ %wide.load2220.42654, %across_feature.header14.preheader ], [ %wide.load2220.42660, %noise.done33 ]
  %wide.load2220.32648 = phi <8 x float> [ %wide.load2220.32643, %across_feature.header14.preheader ], [ %wide.load2220.32649, %noise.done33 ]
  %wide.load2220.22637 = phi <8 x float> [ %wide.load2220.22632, %across_feature.header14.preheader ], [ %wide.load2220.22638, %noise.done33 ]
  %wide.load2220.12626 = phi <8 x float> [ %wide.load2220.12621, %across_feature.header14.preheader ], [ %wide.load2220.12627, %noise.done33 ]
  %wide.load22202615 = phi <8 x float> [ %wide.load22202610, %across_feature.header14.preheader ], [ %wide.load22202616, %noise.done33 ]
  %wide.load2219.72604 = phi <8 x float> [ %wide.load2219.72599, %across_feature.header14.preheader ], [ %wide.load2219.72605, %noise.done33 ]
  %wide.load2219.62593 = phi <8 x float> [ %wide.load2219.62588, %across_feature.header14.preheader ], [ %wide.load2219.62594, %noise.done33 ]
  %wide.load2219.52582 = phi <8 x float> [ %wide.load2219.52577, %across_feature.header14.preheader ], [ %wide.load2219.52583, %noise.done33 ]
  %wide.load2219.42571 = phi <8 x float> [ %wide.load2219.42566, %across_feature.header14.preheader ], [ %wide.load2219.42572, %noise.done33 ]
  %wide.load2219.32560 = phi <8 x float> [ %wide.load2219.32555, %across_feature.header14.preheader ], [ %wide.load2219.32561, %noise.done33 ]
  %wide.load2219.22549 = phi <8 x float> [ %wide.load2219.22544, %across_feature.header14.preheader ], [ %wide.load2219.22550, %noise.done33 ]
  %wide.load2219.12538 = phi <8 x float> [ %wide.load2219.12533, %across_feature.header14.preheader ], [ %wide.load2219.12539, %noise.done33 ]
  %wide.load22192527 = phi <8 x float> [ %wide.load22192522, %across_feature.header14.preheader ], [ %wide.load22192528, %noise.done33 ]
  %wide.load2218.72516 = phi <8 x float> [ %wide.load2218.72511, %across_feature.header14.preheader ], [ %wide.load2218.72517, %noise.done33 ]
  %wide.load2218.62505 = phi <8 x float> [ %wide.load2218.62500, %across_feature.header14.preheader ], [ %wide.load2218.62506, %noise.done33 ]
  %wide.load2218.52494 = phi <8 x float> [ %wide.load2218.52489, %across_feature.header14.preheader ], [ %wide.load2218.52495, %noise.done33 ]
  %wide.load2218.42483 = phi <8 x float> [ %wide.load2218.42478, %across_feature.header14.preheader ], [ %wide.load2218.42484, %noise.done33 ]
  %wide.load2218.32472 = phi <8 x float> [ %wide.load2218.32467, %across_feature.header14.preheader ], [ %wide.load2218.32473, %noise.done33 ]
  %wide.load2218.22461 = phi <8 x float> [ %wide.load2218.22456, %across_feature.header14.preheader ], [ %wide.load2218.22462, %noise.done33 ]
  %wide.load2218.12450 = phi <8 x float> [ %wide.load2218.12445, %across_feature.header14.preheader ], [ %wide.load2218.12451, %noise.done33 ]
  %3777 = phi <8 x float> [ %2458, %across_feature.header14.preheader ], [ %3427, %noise.done33 ]
  br i1 %min.iters.check2008, label %across_status.body90.preheader, label %vector.main.loop.iter.check2012

vector.main.loop.iter.check2012:                  ; preds = %iter.check2010
  br i1 %min.iters.check2011, label %vec.epilog.ph2037, label %vector.body2016

vector.body2016:                                  ; preds = %vector.main.loop.iter.check2012, %vector.body2016
  %index2017 = phi i64 [ %index.next2030, %vector.body2016 ], [ 0, %vector.main.loop.iter.check2012 ]
  %3778 = getelementptr float, ptr %across_uniforms, i64 %index2017
  %3779 = getelementptr i8, ptr %3778, i64 768
  %3780 = getelementptr i8, ptr %3778, i64 800
  %3781 = getelementptr i8, ptr %3778, i64 832
  %3782 = getelementptr i8, ptr %3778, i64 864
  %wide.load2018 = load <8 x float>, ptr %3779, align 4
  %wide.load2019 = load <8 x float>, ptr %3780, align 4
  %wide.load2020 = load <8 x float>, ptr %3781, align 4
  %wide.load2021 = load <8 x float>, ptr %3782, align 4
  %3783 = fcmp olt <8 x float> %wide.load2018, splat (float 0x3D71979980000000)
  %3784 = fcmp olt <8 x float> %wide.load2019, splat (float 0x3D71979980000000)
  %3785 = fcmp olt <8 x float> %wide.load2020, splat (float 0x3D71979980000000)
  %3786 = fcmp olt <8 x float> %wide.load2021, splat (float 0x3D71979980000000)
  %3787 = getelementptr i8, ptr %3778, i64 32
  %3788 = getelementptr i8, ptr %3778, i64 64
  %3789 = getelementptr i8, ptr %3778, i64 96
  %wide.load2022 = load <8 x float>, ptr %3778, align 4
  %wide.load2023 = load <8 x float>, ptr %3787, align 4
  %wide.load2024 = load <8 x float>, ptr %3788, align 4
  %wide.load2025 = load <8 x float>, ptr %3789, align 4
  %3790 = fadd <8 x float> %wide.load2022, splat (float -1.000000e+00)
  %3791 = fadd <8 x float> %wide.load2023, splat (float -1.000000e+00)
  %3792 = fadd <8 x float> %wide.load2024, splat (float -1.000000e+00)
  %3793 = fadd <8 x float> %wide.load2025, splat (float -1.000000e+00)
  %3794 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3790)
  %3795 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3791)
  %3796 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3792)
  %3797 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3793)
  %3798 = fcmp ogt <8 x float> %3794, splat (float 0x3F60624DE0000000)
  %3799 = fcmp ogt <8 x float> %3795, splat (float 0x3F60624DE0000000)
  %3800 = fcmp ogt <8 x float> %3796, splat (float 0x3F60624DE0000000)
  %3801 = fcmp ogt <8 x float> %3797, splat (float 0x3F60624DE0000000)
  %3802 = select <8 x i1> %3798, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3803 = select <8 x i1> %3799, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3804 = select <8 x i1> %3800, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3805 = select <8 x i1> %3801, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3806 = select <8 x i1> %3783, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3807 = select <8 x i1> %3784, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3808 = select <8 x i1> %3785, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3809 = select <8 x i1> %3786, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3810 = fadd <8 x float> %3806, %3802
  %3811 = fadd <8 x float> %3807, %3803
  %3812 = fadd <8 x float> %3808, %3804
  %3813 = fadd <8 x float> %3809, %3805
  %3814 = getelementptr float, ptr %2457, i64 %index2017
  %3815 = fptoui <8 x float> %3810 to <8 x i32>
  %3816 = fptoui <8 x float> %3811 to <8 x i32>
  %3817 = fptoui <8 x float> %3812 to <8 x i32>
  %3818 = fptoui <8 x float> %3813 to <8 x i32>
  %3819 = getelementptr i8, ptr %3814, i64 32
  %3820 = getelementptr i8, ptr %3814, i64 64
  %3821 = getelementptr i8, ptr %3814, i64 96
  %wide.load2026 = load <8 x i32>, ptr %3814, align 4
  %wide.load2027 = load <8 x i32>, ptr %3819, align 4
  %wide.load2028 = load <8 x i32>, ptr %3820, align 4
  %wide.load2029 = load <8 x i32>, ptr %3821, align 4
  %3822 = or <8 x i32> %wide.load2026, %3815
  %3823 = or <8 x i32> %wide.load2027, %3816
  %3824 = or <8 x i32> %wide.load2028, %3817
  %3825 = or <8 x i32> %wide.load2029, %3818
  store <8 x i32> %3822, ptr %3814, align 4
  store <8 x i32> %3823, ptr %3819, align 4
  store <8 x i32> %3824, ptr %3820, align 4
  store <8 x i32> %3825, ptr %3821, align 4
  %index.next2030 = add nuw i64 %index2017, 32
  %3826 = icmp eq i64 %index.next2030, %n.vec2015
  br i1 %3826, label %middle.block2031, label %vector.body2016, !llvm.loop !58

middle.block2031:                                 ; preds = %vector.body2016
  br i1 %cmp.n2032, label %across_feature.header101.preheader, label %vec.epilog.iter.check2035

vec.epilog.iter.check2035:                        ; preds = %middle.block2031
  br i1 %min.epilog.iters.check2036, label %across_status.body90.preheader, label %vec.epilog.ph2037, !prof !10

vec.epilog.ph2037:                                ; preds = %vector.main.loop.iter.check2012, %vec.epilog.iter.check2035
  %vec.epilog.resume.val2033 = phi i64 [ %n.vec2015, %vec.epilog.iter.check2035 ], [ 0, %vector.main.loop.iter.check2012 ]
  br label %vec.epilog.vector.body2040

vec.epilog.vector.body2040:                       ; preds = %vec.epilog.vector.body2040, %vec.epilog.ph2037
  %index2041 = phi i64 [ %vec.epilog.resume.val2033, %vec.epilog.ph2037 ], [ %index.next2045, %vec.epilog.vector.body2040 ]
  %3827 = getelementptr float, ptr %across_uniforms, i64 %index2041
  %3828 = getelementptr i8, ptr %3827, i64 768
  %wide.load2042 = load <4 x float>, ptr %3828, align 4
  %3829 = fcmp olt <4 x float> %wide.load2042, splat (float 0x3D71979980000000)
  %wide.load2043 = load <4 x float>, ptr %3827, align 4
  %3830 = fadd <4 x float> %wide.load2043, splat (float -1.000000e+00)
  %3831 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3830)
  %3832 = fcmp ogt <4 x float> %3831, splat (float 0x3F60624DE0000000)
  %3833 = select <4 x i1> %3832, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3834 = select <4 x i1> %3829, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3835 = fadd <4 x float> %3834, %3833
  %3836 = getelementptr float, ptr %2457, i64 %index2041
  %3837 = fptoui <4 x float> %3835 to <4 x i32>
  %wide.load2044 = load <4 x i32>, ptr %3836, align 4
  %3838 = or <4 x i32> %wide.load2044, %3837
  store <4 x i32> %3838, ptr %3836, align 4
  %index.next2045 = add nuw i64 %index2041, 4
  %3839 = icmp eq i64 %index.next2045, %n.vec2039
  br i1 %3839, label %vec.epilog.middle.block2046, label %vec.epilog.vector.body2040, !llvm.loop !59

vec.epilog.middle.block2046:                      ; preds = %vec.epilog.vector.body2040
  br i1 %cmp.n2047, label %across_feature.header101.preheader, label %across_status.body90.preheader

across_status.body90.preheader:                   ; preds = %iter.check2010, %vec.epilog.iter.check2035, %vec.epilog.middle.block2046
  %across_status92802.ph = phi i64 [ 0, %iter.check2010 ], [ %n.vec2015, %vec.epilog.iter.check2035 ], [ %n.vec2039, %vec.epilog.middle.block2046 ]
  br label %across_status.body90

across_feature.body35:                            ; preds = %across_feature.body35.preheader, %across_row.exit42
  %wide.load2178.72774 = phi <8 x float> [ %wide.load2178.72783, %across_row.exit42 ], [ %wide.load2178.72775, %across_feature.body35.preheader ]
  %wide.load2178.62763 = phi <8 x float> [ %wide.load2178.62772, %across_row.exit42 ], [ %wide.load2178.62764, %across_feature.body35.preheader ]
  %wide.load2178.52752 = phi <8 x float> [ %wide.load2178.52761, %across_row.exit42 ], [ %wide.load2178.52753, %across_feature.body35.preheader ]
  %wide.load2178.42741 = phi <8 x float> [ %wide.load2178.42750, %across_row.exit42 ], [ %wide.load2178.42742, %across_feature.body35.preheader ]
  %wide.load2178.32730 = phi <8 x float> [ %wide.load2178.32739, %across_row.exit42 ], [ %wide.load2178.32731, %across_feature.body35.preheader ]
  %wide.load2178.22719 = phi <8 x float> [ %wide.load2178.22728, %across_row.exit42 ], [ %wide.load2178.22720, %across_feature.body35.preheader ]
  %wide.load2178.12708 = phi <8 x float> [ %wide.load2178.12717, %across_row.exit42 ], [ %wide.load2178.12709, %across_feature.body35.preheader ]
  %wide.load21782697 = phi <8 x float> [ %wide.load21782706, %across_row.exit42 ], [ %wide.load21782698, %across_feature.body35.preheader ]
  %across_feature37796 = phi i64 [ %3960, %across_row.exit42 ], [ 0, %across_feature.body35.preheader ]
  %first38 = icmp eq i64 %across_feature37796, 0
  %3840 = shl nuw nsw i64 %across_feature37796, 6
  br i1 %first38, label %vector.body2151, label %vector.body2171

vector.body2171:                                  ; preds = %across_feature.body35
  %3841 = getelementptr inbounds nuw float, ptr %across_state, i64 %3840
  %wide.load2173 = load <8 x float>, ptr %3841, align 4
  %3842 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3840
  %wide.load2174 = load <8 x float>, ptr %3842, align 4
  %3843 = fneg <8 x float> %wide.load2174
  %3844 = fmul <8 x float> %wide.load2173, %wide.load22192528
  %3845 = fsub <8 x float> %3843, %3844
  %3846 = fmul <8 x float> %broadcast.splat2148, %3845
  %3847 = fsub <8 x float> %wide.load2173, %3846
  %3848 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3840
  %wide.load2176 = load <8 x float>, ptr %3848, align 4
  %3849 = fmul <8 x float> %wide.load2173, %wide.load22202616
  %3850 = fsub <8 x float> %wide.load2176, %3849
  %3851 = fmul <8 x float> %broadcast.splat2150, %3850
  %3852 = fadd <8 x float> %3847, %3851
  %3853 = fmul <8 x float> %3852, %3852
  %3854 = fadd <8 x float> %wide.load21782697, %3853
  store <8 x float> %3854, ptr %163, align 4
  %3855 = or disjoint i64 %3840, 8
  %3856 = getelementptr inbounds nuw float, ptr %across_state, i64 %3855
  %wide.load2173.1 = load <8 x float>, ptr %3856, align 4
  %3857 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3855
  %wide.load2174.1 = load <8 x float>, ptr %3857, align 4
  %3858 = fneg <8 x float> %wide.load2174.1
  %3859 = fmul <8 x float> %wide.load2173.1, %wide.load2219.12539
  %3860 = fsub <8 x float> %3858, %3859
  %3861 = fmul <8 x float> %broadcast.splat2148, %3860
  %3862 = fsub <8 x float> %wide.load2173.1, %3861
  %3863 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3855
  %wide.load2176.1 = load <8 x float>, ptr %3863, align 4
  %3864 = fmul <8 x float> %wide.load2173.1, %wide.load2220.12627
  %3865 = fsub <8 x float> %wide.load2176.1, %3864
  %3866 = fmul <8 x float> %broadcast.splat2150, %3865
  %3867 = fadd <8 x float> %3862, %3866
  %3868 = fmul <8 x float> %3867, %3867
  %3869 = fadd <8 x float> %wide.load2178.12708, %3868
  store <8 x float> %3869, ptr %164, align 4
  %3870 = or disjoint i64 %3840, 16
  %3871 = getelementptr inbounds nuw float, ptr %across_state, i64 %3870
  %wide.load2173.2 = load <8 x float>, ptr %3871, align 4
  %3872 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3870
  %wide.load2174.2 = load <8 x float>, ptr %3872, align 4
  %3873 = fneg <8 x float> %wide.load2174.2
  %3874 = fmul <8 x float> %wide.load2173.2, %wide.load2219.22550
  %3875 = fsub <8 x float> %3873, %3874
  %3876 = fmul <8 x float> %broadcast.splat2148, %3875
  %3877 = fsub <8 x float> %wide.load2173.2, %3876
  %3878 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3870
  %wide.load2176.2 = load <8 x float>, ptr %3878, align 4
  %3879 = fmul <8 x float> %wide.load2173.2, %wide.load2220.22638
  %3880 = fsub <8 x float> %wide.load2176.2, %3879
  %3881 = fmul <8 x float> %broadcast.splat2150, %3880
  %3882 = fadd <8 x float> %3877, %3881
  %3883 = fmul <8 x float> %3882, %3882
  %3884 = fadd <8 x float> %wide.load2178.22719, %3883
  store <8 x float> %3884, ptr %165, align 4
  %3885 = or disjoint i64 %3840, 24
  %3886 = getelementptr inbounds nuw float, ptr %across_state, i64 %3885
  %wide.load2173.3 = load <8 x float>, ptr %3886, align 4
  %3887 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3885
  %wide.load2174.3 = load <8 x float>, ptr %3887, align 4
  %3888 = fneg <8 x float> %wide.load2174.3
  %3889 = fmul <8 x float> %wide.load2173.3, %wide.load2219.32561
  %3890 = fsub <8 x float> %3888, %3889
  %3891 = fmul <8 x float> %broadcast.splat2148, %3890
  %3892 = fsub <8 x float> %wide.load2173.3, %3891
  %3893 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3885
  %wide.load2176.3 = load <8 x float>, ptr %3893, align 4
  %3894 = fmul <8 x float> %wide.load2173.3, %wide.load2220.32649
  %3895 = fsub <8 x float> %wide.load2176.3, %3894
  %3896 = fmul <8 x float> %broadcast.splat2150, %3895
  %3897 = fadd <8 x float> %3892, %3896
  %3898 = fmul <8 x float> %3897, %3897
  %3899 = fadd <8 x float> %wide.load2178.32730, %3898
  store <8 x float> %3899, ptr %166, align 4
  %3900 = or disjoint i64 %3840, 32
  %3901 = getelementptr inbounds nuw float, ptr %across_state, i64 %3900
  %wide.load2173.4 = load <8 x float>, ptr %3901, align 4
  %3902 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3900
  %wide.load2174.4 = load <8 x float>, ptr %3902, align 4
  %3903 = fneg <8 x float> %wide.load2174.4
  %3904 = fmul <8 x float> %wide.load2173.4, %wide.load2219.42572
  %3905 = fsub <8 x float> %3903, %3904
  %3906 = fmul <8 x float> %broadcast.splat2148, %3905
  %3907 = fsub <8 x float> %wide.load2173.4, %3906
  %3908 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3900
  %wide.load2176.4 = load <8 x float>, ptr %3908, align 4
  %3909 = fmul <8 x float> %wide.load2173.4, %wide.load2220.42660
  %3910 = fsub <8 x float> %wide.load2176.4, %3909
  %3911 = fmul <8 x float> %broadcast.splat2150, %3910
  %3912 = fadd <8 x float> %3907, %3911
  %3913 = fmul <8 x float> %3912, %3912
  %3914 = fadd <8 x float> %wide.load2178.42741, %3913
  store <8 x float> %3914, ptr %167, align 4
  %3915 = or disjoint i64 %3840, 40
  %3916 = getelementptr inbounds nuw float, ptr %across_state, i64 %3915
  %wide.load2173.5 = load <8 x float>, ptr %3916, align 4
  %3917 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3915
  %wide.load2174.5 = load <8 x float>, ptr %3917, align 4
  %3918 = fneg <8 x float> %wide.load2174.5
  %3919 = fmul <8 x float> %wide.load2173.5, %wide.load2219.52583
  %3920 = fsub <8 x float> %3918, %3919
  %3921 = fmul <8 x float> %broadcast.splat2148, %3920
  %3922 = fsub <8 x float> %wide.load2173.5, %3921
  %3923 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3915
  %wide.load2176.5 = load <8 x float>, ptr %3923, align 4
  %3924 = fmul <8 x float> %wide.load2173.5, %wide.load2220.52671
  %3925 = fsub <8 x float> %wide.load2176.5, %3924
  %3926 = fmul <8 x float> %broadcast.splat2150, %3925
  %3927 = fadd <8 x float> %3922, %3926
  %3928 = fmul <8 x float> %3927, %3927
  %3929 = fadd <8 x float> %wide.load2178.52752, %3928
  store <8 x float> %3929, ptr %168, align 4
  %3930 = or disjoint i64 %3840, 48
  %3931 = getelementptr inbounds nuw float, ptr %across_state, i64 %3930
  %wide.load2173.6 = load <8 x float>, ptr %3931, align 4
  %3932 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3930
  %wide.load2174.6 = load <8 x float>, ptr %3932, align 4
  %3933 = fneg <8 x float> %wide.load2174.6
  %3934 = fmul <8 x float> %wide.load2173.6, %wide.load2219.62594
  %3935 = fsub <8 x float> %3933, %3934
  %3936 = fmul <8 x float> %broadcast.splat2148, %3935
  %3937 = fsub <8 x float> %wide.load2173.6, %3936
  %3938 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3930
  %wide.load2176.6 = load <8 x float>, ptr %3938, align 4
  %3939 = fmul <8 x float> %wide.load2173.6, %wide.load2220.62682
  %3940 = fsub <8 x float> %wide.load2176.6, %3939
  %3941 = fmul <8 x float> %broadcast.splat2150, %3940
  %3942 = fadd <8 x float> %3937, %3941
  %3943 = fmul <8 x float> %3942, %3942
  %3944 = fadd <8 x float> %wide.load2178.62763, %3943
  store <8 x float> %3944, ptr %169, align 4
  %3945 = or disjoint i64 %3840, 56
  %3946 = getelementptr inbounds nuw float, ptr %across_state, i64 %3945
  %wide.load2173.7 = load <8 x float>, ptr %3946, align 4
  %3947 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3945
  %wide.load2174.7 = load <8 x float>, ptr %3947, align 4
  %3948 = fneg <8 x float> %wide.load2174.7
  %3949 = fmul <8 x float> %wide.load2173.7, %wide.load2219.72605
  %3950 = fsub <8 x float> %3948, %3949
  %3951 = fmul <8 x float> %broadcast.splat2148, %3950
  %3952 = fsub <8 x float> %wide.load2173.7, %3951
  %3953 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3945
  %wide.load2176.7 = load <8 x float>, ptr %3953, align 4
  %3954 = fmul <8 x float> %wide.load2173.7, %wide.load2220.72693
  %3955 = fsub <8 x float> %wide.load2176.7, %3954
  %3956 = fmul <8 x float> %broadcast.splat2150, %3955
  %3957 = fadd <8 x float> %3952, %3956
  %3958 = fmul <8 x float> %3957, %3957
  %3959 = fadd <8 x float> %wide.load2178.72774, %3958
  store <8 x float> %3959, ptr %170, align 4
  br label %across_row.exit42

vector.body2151:                                  ; preds = %across_feature.body35
  store <8 x float> %3446, ptr %174, align 4
  store <8 x float> %3447, ptr %175, align 4
  store <8 x float> %3466, ptr %182, align 4
  store <8 x float> %3467, ptr %183, align 4
  store <8 x float> %3486, ptr %190, align 4
  store <8 x float> %3487, ptr %191, align 4
  store <8 x float> %3506, ptr %198, align 4
  store <8 x float> %3507, ptr %199, align 4
  br label %across_row.exit42

across_row.exit42:                                ; preds = %vector.body2171, %vector.body2151
  %wide.load2178.72783 = phi <8 x float> [ %3959, %vector.body2171 ], [ %3507, %vector.body2151 ]
  %wide.load2178.62772 = phi <8 x float> [ %3944, %vector.body2171 ], [ %3506, %vector.body2151 ]
  %wide.load2178.52761 = phi <8 x float> [ %3929, %vector.body2171 ], [ %3487, %vector.body2151 ]
  %wide.load2178.42750 = phi <8 x float> [ %3914, %vector.body2171 ], [ %3486, %vector.body2151 ]
  %wide.load2178.32739 = phi <8 x float> [ %3899, %vector.body2171 ], [ %3467, %vector.body2151 ]
  %wide.load2178.22728 = phi <8 x float> [ %3884, %vector.body2171 ], [ %3466, %vector.body2151 ]
  %wide.load2178.12717 = phi <8 x float> [ %3869, %vector.body2171 ], [ %3447, %vector.body2151 ]
  %wide.load21782706 = phi <8 x float> [ %3854, %vector.body2171 ], [ %3446, %vector.body2151 ]
  %3960 = add nuw i64 %across_feature37796, 1
  %exitcond964.not = icmp eq i64 %3960, %n_features
  br i1 %exitcond964.not, label %noise.done33, label %across_feature.body35

across_feature.body50:                            ; preds = %across_feature.body50.preheader, %across_row.exit57
  %wide.load2178.72784 = phi <8 x float> [ %wide.load2178.72782, %across_row.exit57 ], [ %wide.load2178.72775, %across_feature.body50.preheader ]
  %wide.load2178.62773 = phi <8 x float> [ %wide.load2178.62771, %across_row.exit57 ], [ %wide.load2178.62764, %across_feature.body50.preheader ]
  %wide.load2178.52762 = phi <8 x float> [ %wide.load2178.52760, %across_row.exit57 ], [ %wide.load2178.52753, %across_feature.body50.preheader ]
  %wide.load2178.42751 = phi <8 x float> [ %wide.load2178.42749, %across_row.exit57 ], [ %wide.load2178.42742, %across_feature.body50.preheader ]
  %wide.load2178.32740 = phi <8 x float> [ %wide.load2178.32738, %across_row.exit57 ], [ %wide.load2178.32731, %across_feature.body50.preheader ]
  %wide.load2178.22729 = phi <8 x float> [ %wide.load2178.22727, %across_row.exit57 ], [ %wide.load2178.22720, %across_feature.body50.preheader ]
  %wide.load2178.12718 = phi <8 x float> [ %wide.load2178.12716, %across_row.exit57 ], [ %wide.load2178.12709, %across_feature.body50.preheader ]
  %wide.load21782707 = phi <8 x float> [ %wide.load21782705, %across_row.exit57 ], [ %wide.load21782698, %across_feature.body50.preheader ]
  %across_feature52798 = phi i64 [ %4037, %across_row.exit57 ], [ 0, %across_feature.body50.preheader ]
  %first53 = icmp eq i64 %across_feature52798, 0
  %3961 = shl nuw nsw i64 %across_feature52798, 6
  br i1 %first53, label %vector.body2113, label %vector.body2133

vector.body2133:                                  ; preds = %across_feature.body50
  %3962 = getelementptr inbounds nuw float, ptr %across_state, i64 %3961
  %3963 = getelementptr inbounds nuw i8, ptr %3962, i64 32
  %wide.load2135 = load <8 x float>, ptr %3962, align 4
  %wide.load2136 = load <8 x float>, ptr %3963, align 4
  %3964 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3961
  %3965 = getelementptr inbounds nuw i8, ptr %3964, i64 32
  %wide.load2137 = load <8 x float>, ptr %3964, align 4
  %wide.load2138 = load <8 x float>, ptr %3965, align 4
  %3966 = fneg <8 x float> %wide.load2137
  %3967 = fneg <8 x float> %wide.load2138
  %3968 = fmul <8 x float> %wide.load2135, %wide.load22192528
  %3969 = fmul <8 x float> %wide.load2136, %wide.load2219.12539
  %3970 = fsub <8 x float> %3966, %3968
  %3971 = fsub <8 x float> %3967, %3969
  %3972 = fmul <8 x float> %broadcast.splat2112, %3970
  %3973 = fmul <8 x float> %broadcast.splat2112, %3971
  %3974 = fsub <8 x float> %wide.load2135, %3972
  %3975 = fsub <8 x float> %wide.load2136, %3973
  %3976 = fmul <8 x float> %3974, %3974
  %3977 = fmul <8 x float> %3975, %3975
  %3978 = fadd <8 x float> %wide.load21782707, %3976
  %3979 = fadd <8 x float> %wide.load2178.12718, %3977
  store <8 x float> %3978, ptr %200, align 4
  store <8 x float> %3979, ptr %201, align 4
  %3980 = or disjoint i64 %3961, 16
  %3981 = getelementptr inbounds nuw float, ptr %across_state, i64 %3980
  %3982 = getelementptr inbounds nuw i8, ptr %3981, i64 32
  %wide.load2135.1 = load <8 x float>, ptr %3981, align 4
  %wide.load2136.1 = load <8 x float>, ptr %3982, align 4
  %3983 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3980
  %3984 = getelementptr inbounds nuw i8, ptr %3983, i64 32
  %wide.load2137.1 = load <8 x float>, ptr %3983, align 4
  %wide.load2138.1 = load <8 x float>, ptr %3984, align 4
  %3985 = fneg <8 x float> %wide.load2137.1
  %3986 = fneg <8 x float> %wide.load2138.1
  %3987 = fmul <8 x float> %wide.load2135.1, %wide.load2219.22550
  %3988 = fmul <8 x float> %wide.load2136.1, %wide.load2219.32561
  %3989 = fsub <8 x float> %3985, %3987
  %3990 = fsub <8 x float> %3986, %3988
  %3991 = fmul <8 x float> %broadcast.splat2112, %3989
  %3992 = fmul <8 x float> %broadcast.splat2112, %3990
  %3993 = fsub <8 x float> %wide.load2135.1, %3991
  %3994 = fsub <8 x float> %wide.load2136.1, %3992
  %3995 = fmul <8 x float> %3993, %3993
  %3996 = fmul <8 x float> %3994, %3994
  %3997 = fadd <8 x float> %wide.load2178.22729, %3995
  %3998 = fadd <8 x float> %wide.load2178.32740, %3996
  store <8 x float> %3997, ptr %202, align 4
  store <8 x float> %3998, ptr %203, align 4
  %3999 = or disjoint i64 %3961, 32
  %4000 = getelementptr inbounds nuw float, ptr %across_state, i64 %3999
  %4001 = getelementptr inbounds nuw i8, ptr %4000, i64 32
  %wide.load2135.2 = load <8 x float>, ptr %4000, align 4
  %wide.load2136.2 = load <8 x float>, ptr %4001, align 4
  %4002 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3999
  %4003 = getelementptr inbounds nuw i8, ptr %4002, i64 32
  %wide.load2137.2 = load <8 x float>, ptr %4002, align 4
  %wide.load2138.2 = load <8 x float>, ptr %4003, align 4
  %4004 = fneg <8 x float> %wide.load2137.2
  %4005 = fneg <8 x float> %wide.load2138.2
  %4006 = fmul <8 x float> %wide.load2135.2, %wide.load2219.42572
  %4007 = fmul <8 x float> %wide.load2136.2, %wide.load2219.52583
  %4008 = fsub <8 x float> %4004, %4006
  %4009 = fsub <8 x float> %4005, %4007
  %4010 = fmul <8 x float> %broadcast.splat2112, %4008
  %4011 = fmul <8 x float> %broadcast.splat2112, %4009
  %4012 = fsub <8 x float> %wide.load2135.2, %4010
  %4013 = fsub <8 x float> %wide.load2136.2, %4011
  %4014 = fmul <8 x float> %4012, %4012
  %4015 = fmul <8 x float> %4013, %4013
  %4016 = fadd <8 x float> %wide.load2178.42751, %4014
  %4017 = fadd <8 x float> %wide.load2178.52762, %4015
  store <8 x float> %4016, ptr %204, align 4
  store <8 x float> %4017, ptr %205, align 4
  %4018 = or disjoint i64 %3961, 48
  %4019 = getelementptr inbounds nuw float, ptr %across_state, i64 %4018
  %4020 = getelementptr inbounds nuw i8, ptr %4019, i64 32
  %wide.load2135.3 = load <8 x float>, ptr %4019, align 4
  %wide.load2136.3 = load <8 x float>, ptr %4020, align 4
  %4021 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %4018
  %4022 = getelementptr inbounds nuw i8, ptr %4021, i64 32
  %wide.load2137.3 = load <8 x float>, ptr %4021, align 4
  %wide.load2138.3 = load <8 x float>, ptr %4022, align 4
  %4023 = fneg <8 x float> %wide.load2137.3
  %4024 = fneg <8 x float> %wide.load2138.3
  %4025 = fmul <8 x float> %wide.load2135.3, %wide.load2219.62594
  %4026 = fmul <8 x float> %wide.load2136.3, %wide.load2219.72605
  %4027 = fsub <8 x float> %4023, %4025
  %4028 = fsub <8 x float> %4024, %4026
  %4029 = fmul <8 x float> %broadcast.splat2112, %4027
  %4030 = fmul <8 x float> %broadcast.splat2112, %4028
  %4031 = fsub <8 x float> %wide.load2135.3, %4029
  %4032 = fsub <8 x float> %wide.load2136.3, %4030
  %4033 = fmul <8 x float> %4031, %4031
  %4034 = fmul <8 x float> %4032, %4032
  %4035 = fadd <8 x float> %wide.load2178.62773, %4033
  %4036 = fadd <8 x float> %wide.load2178.72784, %4034
  store <8 x float> %4035, ptr %206, align 4
  store <8 x float> %4036, ptr %207, align 4
  br label %across_row.exit57

vector.body2113:                                  ; preds = %across_feature.body50
  store <8 x float> %3528, ptr %214, align 4
  store <8 x float> %3529, ptr %215, align 4
  store <8 x float> %3530, ptr %216, align 4
  store <8 x float> %3531, ptr %217, align 4
  store <8 x float> %3552, ptr %226, align 4
  store <8 x float> %3553, ptr %227, align 4
  store <8 x float> %3554, ptr %228, align 4
  store <8 x float> %3555, ptr %229, align 4
  br label %across_row.exit57

across_row.exit57:                                ; preds = %vector.body2133, %vector.body2113
  %wide.load2178.72782 = phi <8 x float> [ %4036, %vector.body2133 ], [ %3555, %vector.body2113 ]
  %wide.load2178.62771 = phi <8 x float> [ %4035, %vector.body2133 ], [ %3554, %vector.body2113 ]
  %wide.load2178.52760 = phi <8 x float> [ %4017, %vector.body2133 ], [ %3553, %vector.body2113 ]
  %wide.load2178.42749 = phi <8 x float> [ %4016, %vector.body2133 ], [ %3552, %vector.body2113 ]
  %wide.load2178.32738 = phi <8 x float> [ %3998, %vector.body2133 ], [ %3531, %vector.body2113 ]
  %wide.load2178.22727 = phi <8 x float> [ %3997, %vector.body2133 ], [ %3530, %vector.body2113 ]
  %wide.load2178.12716 = phi <8 x float> [ %3979, %vector.body2133 ], [ %3529, %vector.body2113 ]
  %wide.load21782705 = phi <8 x float> [ %3978, %vector.body2133 ], [ %3528, %vector.body2113 ]
  %4037 = add nuw i64 %across_feature52798, 1
  %exitcond967.not = icmp eq i64 %4037, %n_features
  br i1 %exitcond967.not, label %noise.done33, label %across_feature.body50

noise.done68:                                     ; preds = %across_row.header80.preheader, %across_row.header105.preheader, %across_feature.header76.preheader, %across_feature.header101.preheader
  %wide.load2178.72778 = phi <8 x float> [ %wide.load2178.72780, %across_row.header105.preheader ], [ %wide.load2178.72780, %across_feature.header101.preheader ], [ %wide.load2178.72779, %across_feature.header76.preheader ], [ %wide.load2178.72779, %across_row.header80.preheader ]
  %wide.load2178.62767 = phi <8 x float> [ %wide.load2178.62769, %across_row.header105.preheader ], [ %wide.load2178.62769, %across_feature.header101.preheader ], [ %wide.load2178.62768, %across_feature.header76.preheader ], [ %wide.load2178.62768, %across_row.header80.preheader ]
  %wide.load2178.52756 = phi <8 x float> [ %wide.load2178.52758, %across_row.header105.preheader ], [ %wide.load2178.52758, %across_feature.header101.preheader ], [ %wide.load2178.52757, %across_feature.header76.preheader ], [ %wide.load2178.52757, %across_row.header80.preheader ]
  %wide.load2178.42745 = phi <8 x float> [ %wide.load2178.42747, %across_row.header105.preheader ], [ %wide.load2178.42747, %across_feature.header101.preheader ], [ %wide.load2178.42746, %across_feature.header76.preheader ], [ %wide.load2178.42746, %across_row.header80.preheader ]
  %wide.load2178.32734 = phi <8 x float> [ %wide.load2178.32736, %across_row.header105.preheader ], [ %wide.load2178.32736, %across_feature.header101.preheader ], [ %wide.load2178.32735, %across_feature.header76.preheader ], [ %wide.load2178.32735, %across_row.header80.preheader ]
  %wide.load2178.22723 = phi <8 x float> [ %wide.load2178.22725, %across_row.header105.preheader ], [ %wide.load2178.22725, %across_feature.header101.preheader ], [ %wide.load2178.22724, %across_feature.header76.preheader ], [ %wide.load2178.22724, %across_row.header80.preheader ]
  %wide.load2178.12712 = phi <8 x float> [ %wide.load2178.12714, %across_row.header105.preheader ], [ %wide.load2178.12714, %across_feature.header101.preheader ], [ %wide.load2178.12713, %across_feature.header76.preheader ], [ %wide.load2178.12713, %across_row.header80.preheader ]
  %wide.load21782701 = phi <8 x float> [ %wide.load21782703, %across_row.header105.preheader ], [ %wide.load21782703, %across_feature.header101.preheader ], [ %wide.load21782702, %across_feature.header76.preheader ], [ %wide.load21782702, %across_row.header80.preheader ]
  %wide.load2220.72690 = phi <8 x float> [ %wide.load2220.72692, %across_row.header105.preheader ], [ %wide.load2220.72692, %across_feature.header101.preheader ], [ %wide.load2220.72691, %across_feature.header76.preheader ], [ %wide.load2220.72691, %across_row.header80.preheader ]
  %wide.load2220.62679 = phi <8 x float> [ %wide.load2220.62681, %across_row.header105.preheader ], [ %wide.load2220.62681, %across_feature.header101.preheader ], [ %wide.load2220.62680, %across_feature.header76.preheader ], [ %wide.load2220.62680, %across_row.header80.preheader ]
  %wide.load2220.52668 = phi <8 x float> [ %wide.load2220.52670, %across_row.header105.preheader ], [ %wide.load2220.52670, %across_feature.header101.preheader ], [ %wide.load2220.52669, %across_feature.header76.preheader ], [ %wide.load2220.52669, %across_row.header80.preheader ]
  %wide.load2220.42657 = phi <8 x float> [ %wide.load2220.42659, %across_row.header105.preheader ], [ %wide.load2220.42659, %across_feature.header101.preheader ], [ %wide.load2220.42658, %across_feature.header76.preheader ], [ %wide.load2220.42658, %across_row.header80.preheader ]
  %wide.load2220.32646 = phi <8 x float> [ %wide.load2220.32648, %across_row.header105.preheader ], [ %wide.load2220.32648, %across_feature.header101.preheader ], [ %wide.load2220.32647, %across_feature.header76.preheader ], [ %wide.load2220.32647, %across_row.header80.preheader ]
  %wide.load2220.22635 = phi <8 x float> [ %wide.load2220.22637, %across_row.header105.preheader ], [ %wide.load2220.22637, %across_feature.header101.preheader ], [ %wide.load2220.22636, %across_feature.header76.preheader ], [ %wide.load2220.22636, %across_row.header80.preheader ]
  %wide.load2220.12624 = phi <8 x float> [ %wide.load2220.12626, %across_row.header105.preheader ], [ %wide.load2220.12626, %across_feature.header101.preheader ], [ %wide.load2220.12625, %across_feature.header76.preheader ], [ %wide.load2220.12625, %across_row.header80.preheader ]
  %wide.load22202613 = phi <8 x float> [ %wide.load22202615, %across_row.header105.preheader ], [ %wide.load22202615, %across_feature.header101.preheader ], [ %wide.load22202614, %across_feature.header76.preheader ], [ %wide.load22202614, %across_row.header80.preheader ]
  %wide.load2219.72602 = phi <8 x float> [ %wide.load2219.72604, %across_row.header105.preheader ], [ %wide.load2219.72604, %across_feature.header101.preheader ], [ %wide.load2219.72603, %across_feature.header76.preheader ], [ %wide.load2219.72603, %across_row.header80.preheader ]
  %wide.load2219.62591 = phi <8 x float> [ %wide.load2219.62593, %across_row.header105.preheader ], [ %wide.load2219.62593, %across_feature.header101.preheader ], [ %wide.load2219.62592, %across_feature.header76.preheader ], [ %wide.load2219.62592, %across_row.header80.preheader ]
  %wide.load2219.52580 = phi <8 x float> [ %wide.load2219.52582, %across_row.header105.preheader ], [ %wide.load2219.52582, %across_feature.header101.preheader ], [ %wide.load2219.52581, %across_feature.header76.preheader ], [ %wide.load2219.52581, %across_row.header80.preheader ]
  %wide.load2219.42569 = phi <8 x float> [ %wide.load2219.42571, %across_row.header105.preheader ], [ %wide.load2219.42571, %across_feature.header101.preheader ], [ %wide.load2219.42570, %across_feature.header76.preheader ], [ %wide.load2219.42570, %across_row.header80.preheader ]
  %wide.load2219.32558 = phi <8 x float> [ %wide.load2219.32560, %across_row.header105.preheader ], [ %wide.load2219.32560, %across_feature.header101.preheader ], [ %wide.load2219.32559, %across_feature.header76.preheader ], [ %wide.load2219.32559, %across_row.header80.preheader ]
  %wide.load2219.22547 = phi <8 x float> [ %wide.load2219.22549, %across_row.header105.preheader ], [ %wide.load2219.22549, %across_feature.header101.preheader ], [ %wide.load2219.22548, %across_feature.header76.preheader ], [ %wide.load2219.22548, %across_row.header80.preheader ]
  %wide.load2219.12536 = phi <8 x float> [ %wide.load2219.12538, %across_row.header105.preheader ], [ %wide.load2219.12538, %across_feature.header101.preheader ], [ %wide.load2219.12537, %across_feature.header76.preheader ], [ %wide.load2219.12537, %across_row.header80.preheader ]
  %wide.load22192525 = phi <8 x float> [ %wide.load22192527, %across_row.header105.preheader ], [ %wide.load22192527, %across_feature.header101.preheader ], [ %wide.load22192526, %across_feature.header76.preheader ], [ %wide.load22192526, %across_row.header80.preheader ]
  %wide.load2218.72514 = phi <8 x float> [ %wide.load2218.72516, %across_row.header105.preheader ], [ %wide.load2218.72516, %across_feature.header101.preheader ], [ %wide.load2218.72515, %across_feature.header76.preheader ], [ %wide.load2218.72515, %across_row.header80.preheader ]
  %wide.load2218.62503 = phi <8 x float> [ %wide.load2218.62505, %across_row.header105.preheader ], [ %wide.load2218.62505, %across_feature.header101.preheader ], [ %wide.load2218.62504, %across_feature.header76.preheader ], [ %wide.load2218.62504, %across_row.header80.preheader ]
  %wide.load2218.52492 = phi <8 x float> [ %wide.load2218.52494, %across_row.header105.preheader ], [ %wide.load2218.52494, %across_feature.header101.preheader ], [ %wide.load2218.52493, %across_feature.header76.preheader ], [ %wide.load2218.52493, %across_row.header80.preheader ]
  %wide.load2218.42481 = phi <8 x float> [ %wide.load2218.42483, %across_row.header105.preheader ], [ %wide.load2218.42483, %across_feature.header101.preheader ], [ %wide.load2218.42482, %across_feature.header76.preheader ], [ %wide.load2218.42482, %across_row.header80.preheader ]
  %wide.load2218.32470 = phi <8 x float> [ %wide.load2218.32472, %across_row.header105.preheader ], [ %wide.load2218.32472, %across_feature.header101.preheader ], [ %wide.load2218.32471, %across_feature.header76.preheader ], [ %wide.load2218.32471, %across_row.header80.preheader ]
  %wide.load2218.22459 = phi <8 x float> [ %wide.load2218.22461, %across_row.header105.preheader ], [ %wide.load2218.22461, %across_feature.header101.preheader ], [ %wide.load2218.22460, %across_feature.header76.preheader ], [ %wide.load2218.22460, %across_row.header80.preheader ]
  %wide.load2218.12448 = phi <8 x float> [ %wide.load2218.12450, %across_row.header105.preheader ], [ %wide.load2218.12450, %across_feature.header101.preheader ], [ %wide.load2218.12449, %across_feature.header76.preheader ], [ %wide.load2218.12449, %across_row.header80.preheader ]
  %4038 = phi <8 x float> [ %3777, %across_row.header105.preheader ], [ %3777, %across_feature.header101.preheader ], [ %3714, %across_feature.header76.preheader ], [ %3714, %across_row.header80.preheader ]
  %t_next = fmul float %anneal_ratio, %temperature1.0805
  %4039 = add nuw i64 %step3806, 1
  %exitcond980.not = icmp eq i64 %4039, %steps
  br i1 %exitcond980.not, label %step.exit, label %step.body

across_feature.header76.preheader:                ; preds = %across_status.body, %vec.epilog.middle.block2106, %middle.block2091
  br i1 %.not831, label %noise.done68, label %across_row.header80.preheader.preheader

across_row.header80.preheader.preheader:          ; preds = %across_feature.header76.preheader
  %broadcast.splatinsert2053 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2054 = shufflevector <8 x float> %broadcast.splatinsert2053, <8 x float> poison, <8 x i32> zeroinitializer
  %4040 = fcmp olt <8 x float> %wide.load21782702, splat (float 0x3D71979980000000)
  %4041 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load21782702)
  %4042 = fcmp olt <8 x float> %wide.load2178.12713, splat (float 0x3D71979980000000)
  %4043 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.12713)
  %4044 = fcmp olt <8 x float> %wide.load2178.22724, splat (float 0x3D71979980000000)
  %4045 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.22724)
  %4046 = fcmp olt <8 x float> %wide.load2178.32735, splat (float 0x3D71979980000000)
  %4047 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.32735)
  %4048 = fcmp olt <8 x float> %wide.load2178.42746, splat (float 0x3D71979980000000)
  %4049 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.42746)
  %4050 = fcmp olt <8 x float> %wide.load2178.52757, splat (float 0x3D71979980000000)
  %4051 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.52757)
  %4052 = fcmp olt <8 x float> %wide.load2178.62768, splat (float 0x3D71979980000000)
  %4053 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.62768)
  %4054 = fcmp olt <8 x float> %wide.load2178.72779, splat (float 0x3D71979980000000)
  %4055 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.72779)
  br label %across_row.header80.preheader

across_status.body:                               ; preds = %across_status.body.preheader, %across_status.body
  %across_status799 = phi i64 [ %4069, %across_status.body ], [ %across_status799.ph, %across_status.body.preheader ]
  %4056 = getelementptr float, ptr %across_uniforms, i64 %across_status799
  %4057 = getelementptr i8, ptr %4056, i64 768
  %4058 = load float, ptr %4057, align 4
  %4059 = fcmp olt float %4058, 0x3D71979980000000
  %4060 = load float, ptr %4056, align 4
  %4061 = fadd float %4060, -1.000000e+00
  %4062 = tail call float @llvm.fabs.f32(float %4061)
  %4063 = fcmp ogt float %4062, 0x3F60624DE0000000
  %4064 = select i1 %4063, float 1.000000e+00, float 0.000000e+00
  %4065 = select i1 %4059, float 2.000000e+00, float 0.000000e+00
  %4066 = fadd float %4065, %4064
  %4067 = getelementptr float, ptr %2457, i64 %across_status799
  %status_bits = fptoui float %4066 to i32
  %status75 = load i32, ptr %4067, align 4
  %4068 = or i32 %status75, %status_bits
  store i32 %4068, ptr %4067, align 4
  %4069 = add nuw nsw i64 %across_status799, 1
  %exitcond972.not = icmp eq i64 %4069, %umax976
  br i1 %exitcond972.not, label %across_feature.header76.preheader, label %across_status.body, !llvm.loop !60

across_row.header80.preheader:                    ; preds = %across_row.header80.preheader.preheader, %across_row.header80.preheader
  %across_feature79801 = phi i64 [ %4190, %across_row.header80.preheader ], [ 0, %across_row.header80.preheader.preheader ]
  %4070 = shl i64 %across_feature79801, 6
  %4071 = getelementptr inbounds float, ptr %across_state, i64 %4070
  %wide.load2058 = load <8 x float>, ptr %4071, align 4
  %4072 = getelementptr inbounds float, ptr %across_input_0, i64 %4070
  %wide.load2059 = load <8 x float>, ptr %4072, align 4
  %4073 = fneg <8 x float> %wide.load2059
  %4074 = fmul <8 x float> %wide.load2058, %wide.load22192526
  %4075 = fsub <8 x float> %4073, %4074
  %4076 = fmul <8 x float> %broadcast.splat2052, %4075
  %4077 = fsub <8 x float> %wide.load2058, %4076
  %4078 = getelementptr inbounds float, ptr %across_noise, i64 %4070
  %wide.load2061 = load <8 x float>, ptr %4078, align 4
  %4079 = fmul <8 x float> %wide.load2058, %wide.load22202614
  %4080 = fsub <8 x float> %wide.load2061, %4079
  %4081 = fmul <8 x float> %broadcast.splat2054, %4080
  %4082 = fadd <8 x float> %4077, %4081
  %4083 = fdiv <8 x float> %4082, %4041
  %4084 = select <8 x i1> %4040, <8 x float> %wide.load2058, <8 x float> %4083
  store <8 x float> %4084, ptr %4071, align 4
  %4085 = or disjoint i64 %4070, 8
  %4086 = getelementptr inbounds float, ptr %across_state, i64 %4085
  %wide.load2058.1 = load <8 x float>, ptr %4086, align 4
  %4087 = getelementptr inbounds float, ptr %across_input_0, i64 %4085
  %wide.load2059.1 = load <8 x float>, ptr %4087, align 4
  %4088 = fneg <8 x float> %wide.load2059.1
  %4089 = fmul <8 x float> %wide.load2058.1, %wide.load2219.12537
  %4090 = fsub <8 x float> %4088, %4089
  %4091 = fmul <8 x float> %broadcast.splat2052, %4090
  %4092 = fsub <8 x float> %wide.load2058.1, %4091
  %4093 = getelementptr inbounds float, ptr %across_noise, i64 %4085
  %wide.load2061.1 = load <8 x float>, ptr %4093, align 4
  %4094 = fmul <8 x float> %wide.load2058.1, %wide.load2220.12625
  %4095 = fsub <8 x float> %wide.load2061.1, %4094
  %4096 = fmul <8 x float> %broadcast.splat2054, %4095
  %4097 = fadd <8 x float> %4092, %4096
  %4098 = fdiv <8 x float> %4097, %4043
  %4099 = select <8 x i1> %4042, <8 x float> %wide.load2058.1, <8 x float> %4098
  store <8 x float> %4099, ptr %4086, align 4
  %4100 = or disjoint i64 %4070, 16
  %4101 = getelementptr inbounds float, ptr %across_state, i64 %4100
  %wide.load2058.2 = load <8 x float>, ptr %4101, align 4
  %4102 = getelementptr inbounds float, ptr %across_input_0, i64 %4100
  %wide.load2059.2 = load <8 x float>, ptr %4102, align 4
  %4103 = fneg <8 x float> %wide.load2059.2
  %4104 = fmul <8 x float> %wide.load2058.2, %wide.load2219.22548
  %4105 = fsub <8 x float> %4103, %4104
  %4106 = fmul <8 x float> %broadcast.splat2052, %4105
  %4107 = fsub <8 x float> %wide.load2058.2, %4106
  %4108 = getelementptr inbounds float, ptr %across_noise, i64 %4100
  %wide.load2061.2 = load <8 x float>, ptr %4108, align 4
  %4109 = fmul <8 x float> %wide.load2058.2, %wide.load2220.22636
  %4110 = fsub <8 x float> %wide.load2061.2, %4109
  %4111 = fmul <8 x float> %broadcast.splat2054, %4110
  %4112 = fadd <8 x float> %4107, %4111
  %4113 = fdiv <8 x float> %4112, %4045
  %4114 = select <8 x i1> %4044, <8 x float> %wide.load2058.2, <8 x float> %4113
  store <8 x float> %4114, ptr %4101, align 4
  %4115 = or disjoint i64 %4070, 24
  %4116 = getelementptr inbounds float, ptr %across_state, i64 %4115
  %wide.load2058.3 = load <8 x float>, ptr %4116, align 4
  %4117 = getelementptr inbounds float, ptr %across_input_0, i64 %4115
  %wide.load2059.3 = load <8 x float>, ptr %4117, align 4
  %4118 = fneg <8 x float> %wide.load2059.3
  %4119 = fmul <8 x float> %wide.load2058.3, %wide.load2219.32559
  %4120 = fsub <8 x float> %4118, %4119
  %4121 = fmul <8 x float> %broadcast.splat2052, %4120
  %4122 = fsub <8 x float> %wide.load2058.3, %4121
  %4123 = getelementptr inbounds float, ptr %across_noise, i64 %4115
  %wide.load2061.3 = load <8 x float>, ptr %4123, align 4
  %4124 = fmul <8 x float> %wide.load2058.3, %wide.load2220.32647
  %4125 = fsub <8 x float> %wide.load2061.3, %4124
  %4126 = fmul <8 x float> %broadcast.splat2054, %4125
  %4127 = fadd <8 x float> %4122, %4126
  %4128 = fdiv <8 x float> %4127, %4047
  %4129 = select <8 x i1> %4046, <8 x float> %wide.load2058.3, <8 x float> %4128
  store <8 x float> %4129, ptr %4116, align 4
  %4130 = or disjoint i64 %4070, 32
  %4131 = getelementptr inbounds float, ptr %across_state, i64 %4130
  %wide.load2058.4 = load <8 x float>, ptr %4131, align 4
  %4132 = getelementptr inbounds float, ptr %across_input_0, i64 %4130
  %wide.load2059.4 = load <8 x float>, ptr %4132, align 4
  %4133 = fneg <8 x float> %wide.load2059.4
  %4134 = fmul <8 x float> %wide.load2058.4, %wide.load2219.42570
  %4135 = fsub <8 x float> %4133, %4134
  %4136 = fmul <8 x float> %broadcast.splat2052, %4135
  %4137 = fsub <8 x float> %wide.load2058.4, %4136
  %4138 = getelementptr inbounds float, ptr %across_noise, i64 %4130
  %wide.load2061.4 = load <8 x float>, ptr %4138, align 4
  %4139 = fmul <8 x float> %wide.load2058.4, %wide.load2220.42658
  %4140 = fsub <8 x float> %wide.load2061.4, %4139
  %4141 = fmul <8 x float> %broadcast.splat2054, %4140
  %4142 = fadd <8 x float> %4137, %4141
  %4143 = fdiv <8 x float> %4142, %4049
  %4144 = select <8 x i1> %4048, <8 x float> %wide.load2058.4, <8 x float> %4143
  store <8 x float> %4144, ptr %4131, align 4
  %4145 = or disjoint i64 %4070, 40
  %4146 = getelementptr inbounds float, ptr %across_state, i64 %4145
  %wide.load2058.5 = load <8 x float>, ptr %4146, align 4
  %4147 = getelementptr inbounds float, ptr %across_input_0, i64 %4145
  %wide.load2059.5 = load <8 x float>, ptr %4147, align 4
  %4148 = fneg <8 x float> %wide.load2059.5
  %4149 = fmul <8 x float> %wide.load2058.5, %wide.load2219.52581
  %4150 = fsub <8 x float> %4148, %4149
  %4151 = fmul <8 x float> %broadcast.splat2052, %4150
  %4152 = fsub <8 x float> %wide.load2058.5, %4151
  %4153 = getelementptr inbounds float, ptr %across_noise, i64 %4145
  %wide.load2061.5 = load <8 x float>, ptr %4153, align 4
  %4154 = fmul <8 x float> %wide.load2058.5, %wide.load2220.52669
  %4155 = fsub <8 x float> %wide.load2061.5, %4154
  %4156 = fmul <8 x float> %broadcast.splat2054, %4155
  %4157 = fadd <8 x float> %4152, %4156
  %4158 = fdiv <8 x float> %4157, %4051
  %4159 = select <8 x i1> %4050, <8 x float> %wide.load2058.5, <8 x float> %4158
  store <8 x float> %4159, ptr %4146, align 4
  %4160 = or disjoint i64 %4070, 48
  %4161 = getelementptr inbounds float, ptr %across_state, i64 %4160
  %wide.load2058.6 = load <8 x float>, ptr %4161, align 4
  %4162 = getelementptr inbounds float, ptr %across_input_0, i64 %4160
  %wide.load2059.6 = load <8 x float>, ptr %4162, align 4
  %4163 = fneg <8 x float> %wide.load2059.6
  %4164 = fmul <8 x float> %wide.load2058.6, %wide.load2219.62592
  %4165 = fsub <8 x float> %4163, %4164
  %4166 = fmul <8 x float> %broadcast.splat2052, %4165
  %4167 = fsub <8 x float> %wide.load2058.6, %4166
  %4168 = getelementptr inbounds float, ptr %across_noise, i64 %4160
  %wide.load2061.6 = load <8 x float>, ptr %4168, align 4
  %4169 = fmul <8 x float> %wide.load2058.6, %wide.load2220.62680
  %4170 = fsub <8 x float> %wide.load2061.6, %4169
  %4171 = fmul <8 x float> %broadcast.splat2054, %4170
  %4172 = fadd <8 x float> %4167, %4171
  %4173 = fdiv <8 x float> %4172, %4053
  %4174 = select <8 x i1> %4052, <8 x float> %wide.load2058.6, <8 x float> %4173
  store <8 x float> %4174, ptr %4161, align 4
  %4175 = or disjoint i64 %4070, 56
  %4176 = getelementptr inbounds float, ptr %across_state, i64 %4175
  %wide.load2058.7 = load <8 x float>, ptr %4176, align 4
  %4177 = getelementptr inbounds float, ptr %across_input_0, i64 %4175
  %wide.load2059.7 = load <8 x float>, ptr %4177, align 4
  %4178 = fneg <8 x float> %wide.load2059.7
  %4179 = fmul <8 x float> %wide.load2058.7, %wide.load2219.72603
  %4180 = fsub <8 x float> %4178, %4179
  %4181 = fmul <8 x float> %broadcast.splat2052, %4180
  %4182 = fsub <8 x float> %wide.load2058.7, %4181
  %4183 = getelementptr inbounds float, ptr %across_noise, i64 %4175
  %wide.load2061.7 = load <8 x float>, ptr %4183, align 4
  %4184 = fmul <8 x float> %wide.load2058.7, %wide.load2220.72691
  %4185 = fsub <8 x float> %wide.load2061.7, %4184
  %4186 = fmul <8 x float> %broadcast.splat2054, %4185
  %4187 = fadd <8 x float> %4182, %4186
  %4188 = fdiv <8 x float> %4187, %4055
  %4189 = select <8 x i1> %4054, <8 x float> %wide.load2058.7, <8 x float> %4188
  store <8 x float> %4189, ptr %4176, align 4
  %4190 = add nuw i64 %across_feature79801, 1
  %exitcond974.not = icmp eq i64 %4190, %n_features
  br i1 %exitcond974.not, label %noise.done68, label %across_row.header80.preheader

across_feature.header101.preheader:               ; preds = %across_status.body90, %vec.epilog.middle.block2046, %middle.block2031
  br i1 %.not831, label %noise.done68, label %across_row.header105.preheader.preheader

across_row.header105.preheader.preheader:         ; preds = %across_feature.header101.preheader
  %4191 = fcmp olt <8 x float> %wide.load21782703, splat (float 0x3D71979980000000)
  %4192 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load21782703)
  %4193 = fcmp olt <8 x float> %wide.load2178.12714, splat (float 0x3D71979980000000)
  %4194 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.12714)
  %4195 = fcmp olt <8 x float> %wide.load2178.22725, splat (float 0x3D71979980000000)
  %4196 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.22725)
  %4197 = fcmp olt <8 x float> %wide.load2178.32736, splat (float 0x3D71979980000000)
  %4198 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.32736)
  %4199 = fcmp olt <8 x float> %wide.load2178.42747, splat (float 0x3D71979980000000)
  %4200 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.42747)
  %4201 = fcmp olt <8 x float> %wide.load2178.52758, splat (float 0x3D71979980000000)
  %4202 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.52758)
  %4203 = fcmp olt <8 x float> %wide.load2178.62769, splat (float 0x3D71979980000000)
  %4204 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.62769)
  %4205 = fcmp olt <8 x float> %wide.load2178.72780, splat (float 0x3D71979980000000)
  %4206 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2178.72780)
  br label %across_row.header105.preheader

across_status.body90:                             ; preds = %across_status.body90.preheader, %across_status.body90
  %across_status92802 = phi i64 [ %4220, %across_status.body90 ], [ %across_status92802.ph, %across_status.body90.preheader ]
  %4207 = getelementptr float, ptr %across_uniforms, i64 %across_status92802
  %4208 = getelementptr i8, ptr %4207, i64 768
  %4209 = load float, ptr %4208, align 4
  %4210 = fcmp olt float %4209, 0x3D71979980000000
  %4211 = load float, ptr %4207, align 4
  %4212 = fadd float %4211, -1.000000e+00
  %4213 = tail call float @llvm.fabs.f32(float %4212)
  %4214 = fcmp ogt float %4213, 0x3F60624DE0000000
  %4215 = select i1 %4214, float 1.000000e+00, float 0.000000e+00
  %4216 = select i1 %4210, float 2.000000e+00, float 0.000000e+00
  %4217 = fadd float %4216, %4215
  %4218 = getelementptr float, ptr %2457, i64 %across_status92802
  %status_bits99 = fptoui float %4217 to i32
  %status100 = load i32, ptr %4218, align 4
  %4219 = or i32 %status100, %status_bits99
  store i32 %4219, ptr %4218, align 4
  %4220 = add nuw nsw i64 %across_status92802, 1
  %exitcond977.not = icmp eq i64 %4220, %umax976
  br i1 %exitcond977.not, label %across_feature.header101.preheader, label %across_status.body90, !llvm.loop !61

across_row.header105.preheader:                   ; preds = %across_row.header105.preheader.preheader, %across_row.header105.preheader
  %across_feature104804 = phi i64 [ %4301, %across_row.header105.preheader ], [ 0, %across_row.header105.preheader.preheader ]
  %4221 = shl i64 %across_feature104804, 6
  %4222 = getelementptr inbounds float, ptr %across_state, i64 %4221
  %wide.load2000 = load <8 x float>, ptr %4222, align 4
  %4223 = getelementptr inbounds float, ptr %across_input_0, i64 %4221
  %wide.load2001 = load <8 x float>, ptr %4223, align 4
  %4224 = fneg <8 x float> %wide.load2001
  %4225 = fmul <8 x float> %wide.load2000, %wide.load22192527
  %4226 = fsub <8 x float> %4224, %4225
  %4227 = fmul <8 x float> %broadcast.splat1996, %4226
  %4228 = fsub <8 x float> %wide.load2000, %4227
  %4229 = fdiv <8 x float> %4228, %4192
  %4230 = select <8 x i1> %4191, <8 x float> %wide.load2000, <8 x float> %4229
  store <8 x float> %4230, ptr %4222, align 4
  %4231 = or disjoint i64 %4221, 8
  %4232 = getelementptr inbounds float, ptr %across_state, i64 %4231
  %wide.load2000.1 = load <8 x float>, ptr %4232, align 4
  %4233 = getelementptr inbounds float, ptr %across_input_0, i64 %4231
  %wide.load2001.1 = load <8 x float>, ptr %4233, align 4
  %4234 = fneg <8 x float> %wide.load2001.1
  %4235 = fmul <8 x float> %wide.load2000.1, %wide.load2219.12538
  %4236 = fsub <8 x float> %4234, %4235
  %4237 = fmul <8 x float> %broadcast.splat1996, %4236
  %4238 = fsub <8 x float> %wide.load2000.1, %4237
  %4239 = fdiv <8 x float> %4238, %4194
  %4240 = select <8 x i1> %4193, <8 x float> %wide.load2000.1, <8 x float> %4239
  store <8 x float> %4240, ptr %4232, align 4
  %4241 = or disjoint i64 %4221, 16
  %4242 = getelementptr inbounds float, ptr %across_state, i64 %4241
  %wide.load2000.2 = load <8 x float>, ptr %4242, align 4
  %4243 = getelementptr inbounds float, ptr %across_input_0, i64 %4241
  %wide.load2001.2 = load <8 x float>, ptr %4243, align 4
  %4244 = fneg <8 x float> %wide.load2001.2
  %4245 = fmul <8 x float> %wide.load2000.2, %wide.load2219.22549
  %4246 = fsub <8 x float> %4244, %4245
  %4247 = fmul <8 x float> %broadcast.splat1996, %4246
  %4248 = fsub <8 x float> %wide.load2000.2, %4247
  %4249 = fdiv <8 x float> %4248, %4196
  %4250 = select <8 x i1> %4195, <8 x float> %wide.load2000.2, <8 x float> %4249
  store <8 x float> %4250, ptr %4242, align 4
  %4251 = or disjoint i64 %4221, 24
  %4252 = getelementptr inbounds float, ptr %across_state, i64 %4251
  %wide.load2000.3 = load <8 x float>, ptr %4252, align 4
  %4253 = getelementptr inbounds float, ptr %across_input_0, i64 %4251
  %wide.load2001.3 = load <8 x float>, ptr %4253, align 4
  %4254 = fneg <8 x float> %wide.load2001.3
  %4255 = fmul <8 x float> %wide.load2000.3, %wide.load2219.32560
  %4256 = fsub <8 x float> %4254, %4255
  %4257 = fmul <8 x float> %broadcast.splat1996, %4256
  %4258 = fsub <8 x float> %wide.load2000.3, %4257
  %4259 = fdiv <8 x float> %4258, %4198
  %4260 = select <8 x i1> %4197, <8 x float> %wide.load2000.3, <8 x float> %4259
  store <8 x float> %4260, ptr %4252, align 4
  %4261 = or disjoint i64 %4221, 32
  %4262 = getelementptr inbounds float, ptr %across_state, i64 %4261
  %wide.load2000.4 = load <8 x float>, ptr %4262, align 4
  %4263 = getelementptr inbounds float, ptr %across_input_0, i64 %4261
  %wide.load2001.4 = load <8 x float>, ptr %4263, align 4
  %4264 = fneg <8 x float> %wide.load2001.4
  %4265 = fmul <8 x float> %wide.load2000.4, %wide.load2219.42571
  %4266 = fsub <8 x float> %4264, %4265
  %4267 = fmul <8 x float> %broadcast.splat1996, %4266
  %4268 = fsub <8 x float> %wide.load2000.4, %4267
  %4269 = fdiv <8 x float> %4268, %4200
  %4270 = select <8 x i1> %4199, <8 x float> %wide.load2000.4, <8 x float> %4269
  store <8 x float> %4270, ptr %4262, align 4
  %4271 = or disjoint i64 %4221, 40
  %4272 = getelementptr inbounds float, ptr %across_state, i64 %4271
  %wide.load2000.5 = load <8 x float>, ptr %4272, align 4
  %4273 = getelementptr inbounds float, ptr %across_input_0, i64 %4271
  %wide.load2001.5 = load <8 x float>, ptr %4273, align 4
  %4274 = fneg <8 x float> %wide.load2001.5
  %4275 = fmul <8 x float> %wide.load2000.5, %wide.load2219.52582
  %4276 = fsub <8 x float> %4274, %4275
  %4277 = fmul <8 x float> %broadcast.splat1996, %4276
  %4278 = fsub <8 x float> %wide.load2000.5, %4277
  %4279 = fdiv <8 x float> %4278, %4202
  %4280 = select <8 x i1> %4201, <8 x float> %wide.load2000.5, <8 x float> %4279
  store <8 x float> %4280, ptr %4272, align 4
  %4281 = or disjoint i64 %4221, 48
  %4282 = getelementptr inbounds float, ptr %across_state, i64 %4281
  %wide.load2000.6 = load <8 x float>, ptr %4282, align 4
  %4283 = getelementptr inbounds float, ptr %across_input_0, i64 %4281
  %wide.load2001.6 = load <8 x float>, ptr %4283, align 4
  %4284 = fneg <8 x float> %wide.load2001.6
  %4285 = fmul <8 x float> %wide.load2000.6, %wide.load2219.62593
  %4286 = fsub <8 x float> %4284, %4285
  %4287 = fmul <8 x float> %broadcast.splat1996, %4286
  %4288 = fsub <8 x float> %wide.load2000.6, %4287
  %4289 = fdiv <8 x float> %4288, %4204
  %4290 = select <8 x i1> %4203, <8 x float> %wide.load2000.6, <8 x float> %4289
  store <8 x float> %4290, ptr %4282, align 4
  %4291 = or disjoint i64 %4221, 56
  %4292 = getelementptr inbounds float, ptr %across_state, i64 %4291
  %wide.load2000.7 = load <8 x float>, ptr %4292, align 4
  %4293 = getelementptr inbounds float, ptr %across_input_0, i64 %4291
  %wide.load2001.7 = load <8 x float>, ptr %4293, align 4
  %4294 = fneg <8 x float> %wide.load2001.7
  %4295 = fmul <8 x float> %wide.load2000.7, %wide.load2219.72604
  %4296 = fsub <8 x float> %4294, %4295
  %4297 = fmul <8 x float> %broadcast.splat1996, %4296
  %4298 = fsub <8 x float> %wide.load2000.7, %4297
  %4299 = fdiv <8 x float> %4298, %4206
  %4300 = select <8 x i1> %4205, <8 x float> %wide.load2000.7, <8 x float> %4299
  store <8 x float> %4300, ptr %4292, align 4
  %4301 = add nuw i64 %across_feature104804, 1
  %exitcond979.not = icmp eq i64 %4301, %n_features
  br i1 %exitcond979.not, label %noise.done68, label %across_row.header105.preheader

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out807 = phi i64 [ 0, %across_out.body.preheader.new ], [ %4317, %across_out.body ]
  %niter2443 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter2443.next.1, %across_out.body ]
  %r114 = udiv i64 %across_out807, %n_features
  %f115 = urem i64 %across_out807, %n_features
  %4302 = icmp ult i64 %r114, %2436
  %4303 = select i1 %4302, i64 %r114, i64 %last_row
  %row116 = add i64 %4303, %across_block808
  %row_element117 = mul i64 %row116, %n_features
  %.idx654 = shl nuw nsw i64 %f115, 8
  %4304 = getelementptr i8, ptr %across_state, i64 %.idx654
  %4305 = getelementptr float, ptr %4304, i64 %r114
  %4306 = load float, ptr %4305, align 4
  %4307 = getelementptr float, ptr %state, i64 %row_element117
  %4308 = getelementptr float, ptr %4307, i64 %f115
  store float %4306, ptr %4308, align 4
  %4309 = or disjoint i64 %across_out807, 1
  %r114.1 = udiv i64 %4309, %n_features
  %f115.1 = urem i64 %4309, %n_features
  %4310 = icmp ult i64 %r114.1, %2436
  %4311 = select i1 %4310, i64 %r114.1, i64 %last_row
  %row116.1 = add i64 %4311, %across_block808
  %row_element117.1 = mul i64 %row116.1, %n_features
  %.idx654.1 = shl nuw nsw i64 %f115.1, 8
  %4312 = getelementptr i8, ptr %across_state, i64 %.idx654.1
  %4313 = getelementptr float, ptr %4312, i64 %r114.1
  %4314 = load float, ptr %4313, align 4
  %4315 = getelementptr float, ptr %state, i64 %row_element117.1
  %4316 = getelementptr float, ptr %4315, i64 %f115.1
  store float %4314, ptr %4316, align 4
  %4317 = add nuw i64 %across_out807, 2
  %niter2443.next.1 = add i64 %niter2443, 2
  %niter2443.ncmp.1 = icmp eq i64 %niter2443.next.1, %unroll_iter2442
  br i1 %niter2443.ncmp.1, label %across_out.exit.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !62

across_out.exit.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod2440.not = icmp eq i64 %xtraiter2438, 0
  br i1 %lcmp.mod2440.not, label %across_out.exit, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.exit.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out807.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %4317, %across_out.exit.loopexit.unr-lcssa ]
  %lcmp.mod2441 = icmp ne i64 %xtraiter2438, 0
  tail call void @llvm.assume(i1 %lcmp.mod2441)
  %r114.epil = udiv i64 %across_out807.epil.init, %n_features
  %f115.epil = urem i64 %across_out807.epil.init, %n_features
  %4318 = icmp ult i64 %r114.epil, %2436
  %4319 = select i1 %4318, i64 %r114.epil, i64 %last_row
  %row116.epil = add i64 %4319, %across_block808
  %row_element117.epil = mul i64 %row116.epil, %n_features
  %.idx654.epil = shl nuw nsw i64 %f115.epil, 8
  %4320 = getelementptr i8, ptr %across_state, i64 %.idx654.epil
  %4321 = getelementptr float, ptr %4320, i64 %r114.epil
  %4322 = load float, ptr %4321, align 4
  %4323 = getelementptr float, ptr %state, i64 %row_element117.epil
  %4324 = getelementptr float, ptr %4323, i64 %f115.epil
  store float %4322, ptr %4324, align 4
  br label %across_out.exit

across_out.exit:                                  ; preds = %across_out.body.epil.preheader, %across_out.exit.loopexit.unr-lcssa, %step.exit
  %4325 = add i64 %across_block808, 64
  %4326 = icmp ult i64 %4325, %row_end
  %indvars.iv.next969 = add i64 %indvars.iv968, -64
  br i1 %4326, label %across_block.body, label %across.done

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 2
  %4327 = icmp ult i64 %row_begin, %row_end
  br i1 %4327, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %anneal121.not = icmp eq i32 %anneal, 0
  %.not814 = icmp eq i64 %steps, 0
  %cond565 = icmp eq i32 %draw_noise, 0
  %.idx641 = mul nuw nsw i64 %n_features, 12
  %4328 = trunc i64 %key0 to i32
  %4329 = lshr i64 %key0, 32
  %4330 = add i64 %key0, 2654435769
  %4331 = add nuw nsw i64 %4329, 3144134277
  %4332 = add i64 %key0, 1013904242
  %4333 = add nuw nsw i64 %4329, 1993301258
  %4334 = add i64 %key0, 3668340011
  %4335 = add nuw nsw i64 %4329, 842468239
  %4336 = add i64 %key0, 2027808484
  %4337 = add nuw nsw i64 %4329, 3986602516
  %4338 = add i64 %key0, 387276957
  %4339 = add nuw nsw i64 %4329, 2835769497
  %4340 = add i64 %key0, 3041712726
  %4341 = add nuw nsw i64 %4329, 1684936478
  %4342 = add i64 %key0, 1401181199
  %4343 = add nuw nsw i64 %4329, 534103459
  %4344 = add nuw nsw i64 %4329, 3678237736
  %4345 = add i32 %4328, -1879881855
  %.idx640 = shl nuw nsw i64 %n_features, 3
  %4346 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 16
  %4347 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 32
  %4348 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 48
  %4349 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %4350 = shl nuw nsw i64 %n_features, 1
  %4351 = getelementptr inbounds nuw float, ptr %scratch, i64 %4350
  %whole_tiles_end = and i64 %n_features, 8188
  %.not816 = icmp eq i64 %whole_tiles_end, %n_features
  %4352 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 4
  %4353 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 8
  %4354 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 24
  %4355 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 40
  %4356 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 56
  %4357 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 12
  %4358 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 28
  %4359 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 44
  %4360 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 60
  %invariant.gep = getelementptr i8, ptr %scratch, i64 %.idx641
  br i1 %.not814, label %lockstep_block.body, label %lockstep_block.body.us.preheader

lockstep_block.body.us.preheader:                 ; preds = %lockstep_block.body.lr.ph
  %4361 = sub i64 %row_end, %row_begin
  %4362 = mul i64 %row_begin, %n_features
  %4363 = shl i64 %4362, 2
  %4364 = shl nuw nsw i64 %n_features, 4
  %4365 = shl i64 %row_begin, 2
  %4366 = add i64 %4365, 4
  %4367 = mul i64 %n_features, %4366
  %4368 = shl nuw nsw i64 %n_features, 2
  %4369 = mul i64 %row_begin, %n_features
  %4370 = shl i64 %4369, 2
  %4371 = shl nuw nsw i64 %n_features, 4
  %4372 = shl i64 %row_begin, 2
  %4373 = add i64 %4372, 4
  %4374 = mul i64 %n_features, %4373
  %4375 = shl nuw nsw i64 %n_features, 2
  %4376 = shl nuw nsw i64 %n_features, 4
  %4377 = mul i64 %row_begin, %n_features
  %4378 = shl i64 %4377, 2
  %4379 = shl nuw nsw i64 %n_features, 4
  %4380 = shl i64 %row_begin, 2
  %4381 = add i64 %4380, 4
  %4382 = mul i64 %n_features, %4381
  %4383 = shl nuw nsw i64 %n_features, 2
  %4384 = mul i64 %row_begin, %n_features
  %4385 = shl i64 %4384, 2
  %4386 = shl nuw nsw i64 %n_features, 4
  %4387 = shl i64 %row_begin, 2
  %4388 = add i64 %4387, 4
  %4389 = mul i64 %n_features, %4388
  %4390 = shl nuw nsw i64 %n_features, 2
  %scevgep1769 = getelementptr i8, ptr %scratch, i64 %.idx640
  %4391 = mul i64 %row_begin, %n_features
  %4392 = shl i64 %4391, 2
  %4393 = shl nuw nsw i64 %n_features, 4
  %4394 = shl i64 %row_begin, 2
  %4395 = add i64 %4394, 4
  %4396 = mul i64 %n_features, %4395
  %4397 = shl nuw nsw i64 %n_features, 2
  %scevgep1779 = getelementptr i8, ptr %scratch, i64 %slot_values
  %scevgep1818 = getelementptr i8, ptr %scratch, i64 %.idx640
  %4398 = mul i64 %row_begin, %n_features
  %4399 = shl i64 %4398, 2
  %4400 = shl nuw nsw i64 %n_features, 4
  %4401 = shl i64 %row_begin, 2
  %4402 = add i64 %4401, 4
  %4403 = mul i64 %n_features, %4402
  %4404 = shl nuw nsw i64 %n_features, 2
  %scevgep1828 = getelementptr i8, ptr %scratch, i64 %slot_values
  %4405 = add nsw i64 %whole_tiles_end, -1
  %4406 = lshr i64 %4405, 2
  %4407 = add nuw nsw i64 %4406, 1
  %n.mod.vf1883 = and i64 %n_features, 24
  %n.vec1884 = and i64 %n_features, 8160
  %broadcast.splatinsert1887 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1888 = shufflevector <8 x i64> %broadcast.splatinsert1887, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1889 = insertelement <8 x i64> poison, i64 %4330, i64 0
  %broadcast.splat1890 = shufflevector <8 x i64> %broadcast.splatinsert1889, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1895 = insertelement <8 x i64> poison, i64 %4332, i64 0
  %broadcast.splat1896 = shufflevector <8 x i64> %broadcast.splatinsert1895, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1897 = insertelement <8 x i64> poison, i64 %4333, i64 0
  %broadcast.splat1898 = shufflevector <8 x i64> %broadcast.splatinsert1897, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1901 = insertelement <8 x i64> poison, i64 %4334, i64 0
  %broadcast.splat1902 = shufflevector <8 x i64> %broadcast.splatinsert1901, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1903 = insertelement <8 x i64> poison, i64 %4335, i64 0
  %broadcast.splat1904 = shufflevector <8 x i64> %broadcast.splatinsert1903, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1905 = insertelement <8 x i64> poison, i64 %4336, i64 0
  %broadcast.splat1906 = shufflevector <8 x i64> %broadcast.splatinsert1905, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1907 = insertelement <8 x i64> poison, i64 %4337, i64 0
  %broadcast.splat1908 = shufflevector <8 x i64> %broadcast.splatinsert1907, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1909 = insertelement <8 x i64> poison, i64 %4338, i64 0
  %broadcast.splat1910 = shufflevector <8 x i64> %broadcast.splatinsert1909, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1911 = insertelement <8 x i64> poison, i64 %4339, i64 0
  %broadcast.splat1912 = shufflevector <8 x i64> %broadcast.splatinsert1911, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1913 = insertelement <8 x i64> poison, i64 %4340, i64 0
  %broadcast.splat1914 = shufflevector <8 x i64> %broadcast.splatinsert1913, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1915 = insertelement <8 x i64> poison, i64 %4341, i64 0
  %broadcast.splat1916 = shufflevector <8 x i64> %broadcast.splatinsert1915, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1917 = insertelement <8 x i64> poison, i64 %4342, i64 0
  %broadcast.splat1918 = shufflevector <8 x i64> %broadcast.splatinsert1917, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1919 = insertelement <8 x i64> poison, i64 %4343, i64 0
  %broadcast.splat1920 = shufflevector <8 x i64> %broadcast.splatinsert1919, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1921 = insertelement <8 x i64> poison, i64 %4344, i64 0
  %broadcast.splat1922 = shufflevector <8 x i64> %broadcast.splatinsert1921, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1923 = insertelement <8 x i32> poison, i32 %4345, i64 0
  %broadcast.splat1924 = shufflevector <8 x i32> %broadcast.splatinsert1923, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n1934 = icmp eq i64 %n_features, %n.vec1884
  %min.epilog.iters.check1938 = icmp eq i64 %n.mod.vf1883, 0
  %n.vec1941 = and i64 %n_features, 8184
  %broadcast.splatinsert1944 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1945 = shufflevector <8 x i64> %broadcast.splatinsert1944, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1952 = insertelement <8 x i64> poison, i64 %4332, i64 0
  %broadcast.splat1953 = shufflevector <8 x i64> %broadcast.splatinsert1952, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1958 = insertelement <8 x i64> poison, i64 %4334, i64 0
  %broadcast.splat1959 = shufflevector <8 x i64> %broadcast.splatinsert1958, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1960 = insertelement <8 x i64> poison, i64 %4335, i64 0
  %broadcast.splat1961 = shufflevector <8 x i64> %broadcast.splatinsert1960, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1962 = insertelement <8 x i64> poison, i64 %4336, i64 0
  %broadcast.splat1963 = shufflevector <8 x i64> %broadcast.splatinsert1962, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1964 = insertelement <8 x i64> poison, i64 %4337, i64 0
  %broadcast.splat1965 = shufflevector <8 x i64> %broadcast.splatinsert1964, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1966 = insertelement <8 x i64> poison, i64 %4338, i64 0
  %broadcast.splat1967 = shufflevector <8 x i64> %broadcast.splatinsert1966, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1968 = insertelement <8 x i64> poison, i64 %4339, i64 0
  %broadcast.splat1969 = shufflevector <8 x i64> %broadcast.splatinsert1968, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1970 = insertelement <8 x i64> poison, i64 %4340, i64 0
  %broadcast.splat1971 = shufflevector <8 x i64> %broadcast.splatinsert1970, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1972 = insertelement <8 x i64> poison, i64 %4341, i64 0
  %broadcast.splat1973 = shufflevector <8 x i64> %broadcast.splatinsert1972, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1974 = insertelement <8 x i64> poison, i64 %4342, i64 0
  %broadcast.splat1975 = shufflevector <8 x i64> %broadcast.splatinsert1974, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1976 = insertelement <8 x i64> poison, i64 %4343, i64 0
  %broadcast.splat1977 = shufflevector <8 x i64> %broadcast.splatinsert1976, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1978 = insertelement <8 x i64> poison, i64 %4344, i64 0
  %broadcast.splat1979 = shufflevector <8 x i64> %broadcast.splatinsert1978, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1980 = insertelement <8 x i32> poison, i32 %4345, i64 0
  %broadcast.splat1981 = shufflevector <8 x i32> %broadcast.splatinsert1980, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1982 = insertelement <8 x i64> poison, i64 %n.vec1884, i64 0
  %broadcast.splat1983 = shufflevector <8 x i64> %broadcast.splatinsert1982, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction1984 = or disjoint <8 x i64> %broadcast.splat1983, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n1991 = icmp eq i64 %n_features, %n.vec1941
  %n.vec1870 = and i64 %n_features, 8184
  %cmp.n1877 = icmp eq i64 %n_features, %n.vec1870
  %n.vec1857 = and i64 %n_features, 8184
  %cmp.n1865 = icmp eq i64 %n_features, %n.vec1857
  %xtraiter2405 = and i64 %n_features, 1
  %lcmp.mod2406.not = icmp eq i64 %xtraiter2405, 0
  %n.vec1808 = and i64 %n_features, 8184
  %cmp.n1815 = icmp eq i64 %n_features, %n.vec1808
  %xtraiter2408 = and i64 %n_features, 1
  %lcmp.mod2409.not = icmp eq i64 %xtraiter2408, 0
  %n.mod.vf1717 = and i64 %n_features, 28
  %n.vec1718 = and i64 %n_features, 8160
  %broadcast.splatinsert1723 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1724 = shufflevector <8 x float> %broadcast.splatinsert1723, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1743 = icmp eq i64 %n_features, %n.vec1718
  %min.epilog.iters.check1747 = icmp eq i64 %n.mod.vf1717, 0
  %n.vec1750 = and i64 %n_features, 8188
  %broadcast.splatinsert1755 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1756 = shufflevector <4 x float> %broadcast.splatinsert1755, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1766 = icmp eq i64 %n_features, %n.vec1750
  %xtraiter2411 = and i64 %n_features, 1
  %lcmp.mod2412.not = icmp eq i64 %xtraiter2411, 0
  %xtraiter2414 = and i64 %4407, 1
  %4408 = icmp eq i64 %4406, 0
  %unroll_iter2419 = and i64 %4407, 9223372036854775806
  %lcmp.mod2416.not = icmp eq i64 %xtraiter2414, 0
  %lcmp.mod2418 = icmp ne i64 %xtraiter2414, 0
  %n.mod.vf1657 = and i64 %n_features, 28
  %n.vec1658 = and i64 %n_features, 8160
  %broadcast.splatinsert1661 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1662 = shufflevector <8 x float> %broadcast.splatinsert1661, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1675 = icmp eq i64 %n_features, %n.vec1658
  %min.epilog.iters.check1679 = icmp eq i64 %n.mod.vf1657, 0
  %n.vec1682 = and i64 %n_features, 8188
  %broadcast.splatinsert1685 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1686 = shufflevector <4 x float> %broadcast.splatinsert1685, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1693 = icmp eq i64 %n_features, %n.vec1682
  %xtraiter2421 = and i64 %n_features, 3
  %lcmp.mod2422.not = icmp eq i64 %xtraiter2421, 0
  %xtraiter2424 = and i64 %4407, 1
  %4409 = icmp eq i64 %4406, 0
  %unroll_iter2429 = and i64 %4407, 9223372036854775806
  %lcmp.mod2426.not = icmp eq i64 %xtraiter2424, 0
  %lcmp.mod2428 = icmp ne i64 %xtraiter2424, 0
  %n.vec1615 = and i64 %n_features, 8184
  %broadcast.splatinsert1618 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1619 = shufflevector <8 x float> %broadcast.splatinsert1618, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1633 = icmp eq i64 %n_features, %n.vec1615
  %xtraiter2431 = and i64 %n_features, 1
  %lcmp.mod2432.not = icmp eq i64 %xtraiter2431, 0
  %n.mod.vf1553 = and i64 %n_features, 28
  %n.vec1554 = and i64 %n_features, 8160
  %broadcast.splatinsert1557 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1558 = shufflevector <8 x float> %broadcast.splatinsert1557, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1573 = icmp eq i64 %n_features, %n.vec1554
  %min.epilog.iters.check1577 = icmp eq i64 %n.mod.vf1553, 0
  %n.vec1580 = and i64 %n_features, 8188
  %broadcast.splatinsert1583 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1584 = shufflevector <4 x float> %broadcast.splatinsert1583, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1593 = icmp eq i64 %n_features, %n.vec1580
  %xtraiter2434 = and i64 %n_features, 3
  %lcmp.mod2435.not = icmp eq i64 %xtraiter2434, 0
  br label %lockstep_block.body.us

lockstep_block.body.us:                           ; preds = %lockstep_block.body.us.preheader, %step.header122.step.exit124_crit_edge.us
  %indvar1535 = phi i64 [ 0, %lockstep_block.body.us.preheader ], [ %indvar.next1536, %step.header122.step.exit124_crit_edge.us ]
  %indvars.iv923 = phi i64 [ %4361, %lockstep_block.body.us.preheader ], [ %indvars.iv.next924, %step.header122.step.exit124_crit_edge.us ]
  %lockstep_block778.us = phi i64 [ %row_begin, %lockstep_block.body.us.preheader ], [ %6064, %step.header122.step.exit124_crit_edge.us ]
  %umax1819 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1820 = tail call i64 @llvm.umin.i64(i64 %umax1819, i64 4)
  %4410 = shl nuw nsw i64 %umin1820, 4
  %4411 = add nsw i64 %4410, -4
  %4412 = mul nsw i64 %n_features, %4411
  %scevgep1821 = getelementptr i8, ptr %scratch, i64 %4412
  %4413 = mul i64 %4400, %indvar1535
  %4414 = add i64 %4399, %4413
  %scevgep1822 = getelementptr i8, ptr %state, i64 %4414
  %4415 = add i64 %4403, %4413
  %scevgep1823 = getelementptr i8, ptr %state, i64 %4415
  %4416 = add nsw i64 %umin1820, -1
  %4417 = mul nsw i64 %4404, %4416
  %scevgep1824 = getelementptr i8, ptr %scevgep1823, i64 %4417
  %scevgep1825 = getelementptr i8, ptr %input_0, i64 %4414
  %scevgep1826 = getelementptr i8, ptr %input_0, i64 %4415
  %scevgep1827 = getelementptr i8, ptr %scevgep1826, i64 %4417
  %4418 = add nsw i64 %4410, -8
  %4419 = mul nsw i64 %n_features, %4418
  %scevgep1829 = getelementptr i8, ptr %scratch, i64 %4419
  %4420 = add nsw i64 %4410, -12
  %4421 = mul nsw i64 %n_features, %4420
  %scevgep1830 = getelementptr i8, ptr %scratch, i64 %4421
  %umax1770 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1771 = tail call i64 @llvm.umin.i64(i64 %umax1770, i64 4)
  %4422 = shl nuw nsw i64 %umin1771, 4
  %4423 = add nsw i64 %4422, -4
  %4424 = mul nsw i64 %n_features, %4423
  %scevgep1772 = getelementptr i8, ptr %scratch, i64 %4424
  %4425 = mul i64 %4393, %indvar1535
  %4426 = add i64 %4392, %4425
  %scevgep1773 = getelementptr i8, ptr %state, i64 %4426
  %4427 = add i64 %4396, %4425
  %scevgep1774 = getelementptr i8, ptr %state, i64 %4427
  %4428 = add nsw i64 %umin1771, -1
  %4429 = mul nsw i64 %4397, %4428
  %scevgep1775 = getelementptr i8, ptr %scevgep1774, i64 %4429
  %scevgep1776 = getelementptr i8, ptr %input_0, i64 %4426
  %scevgep1777 = getelementptr i8, ptr %input_0, i64 %4427
  %scevgep1778 = getelementptr i8, ptr %scevgep1777, i64 %4429
  %4430 = add nsw i64 %4422, -8
  %4431 = mul nsw i64 %n_features, %4430
  %scevgep1780 = getelementptr i8, ptr %scratch, i64 %4431
  %4432 = add nsw i64 %4422, -12
  %4433 = mul nsw i64 %n_features, %4432
  %scevgep1781 = getelementptr i8, ptr %scratch, i64 %4433
  %umax1696 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1697 = tail call i64 @llvm.umin.i64(i64 %umax1696, i64 4)
  %4434 = shl nuw nsw i64 %umin1697, 4
  %4435 = add nsw i64 %4434, -12
  %4436 = mul nsw i64 %n_features, %4435
  %scevgep1698 = getelementptr i8, ptr %scratch, i64 %4436
  %4437 = mul i64 %4386, %indvar1535
  %4438 = add i64 %4385, %4437
  %scevgep1699 = getelementptr i8, ptr %state, i64 %4438
  %4439 = add i64 %4389, %4437
  %scevgep1700 = getelementptr i8, ptr %state, i64 %4439
  %4440 = add nsw i64 %umin1697, -1
  %4441 = mul nsw i64 %4390, %4440
  %scevgep1701 = getelementptr i8, ptr %scevgep1700, i64 %4441
  %scevgep1702 = getelementptr i8, ptr %input_0, i64 %4438
  %scevgep1703 = getelementptr i8, ptr %input_0, i64 %4439
  %scevgep1704 = getelementptr i8, ptr %scevgep1703, i64 %4441
  %umax1636 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1637 = tail call i64 @llvm.umin.i64(i64 %umax1636, i64 4)
  %4442 = shl nuw nsw i64 %umin1637, 4
  %4443 = add nsw i64 %4442, -12
  %4444 = mul nsw i64 %n_features, %4443
  %scevgep1638 = getelementptr i8, ptr %scratch, i64 %4444
  %4445 = mul i64 %4379, %indvar1535
  %4446 = add i64 %4378, %4445
  %scevgep1639 = getelementptr i8, ptr %state, i64 %4446
  %4447 = add i64 %4382, %4445
  %scevgep1640 = getelementptr i8, ptr %state, i64 %4447
  %4448 = add nsw i64 %umin1637, -1
  %4449 = mul nsw i64 %4383, %4448
  %scevgep1641 = getelementptr i8, ptr %scevgep1640, i64 %4449
  %scevgep1642 = getelementptr i8, ptr %input_0, i64 %4446
  %scevgep1643 = getelementptr i8, ptr %input_0, i64 %4447
  %scevgep1644 = getelementptr i8, ptr %scevgep1643, i64 %4449
  %4450 = mul i64 %4371, %indvar1535
  %4451 = add i64 %4370, %4450
  %scevgep1596 = getelementptr i8, ptr %state, i64 %4451
  %4452 = add i64 %4374, %4450
  %scevgep1597 = getelementptr i8, ptr %state, i64 %4452
  %umax1598 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1599 = tail call i64 @llvm.umin.i64(i64 %umax1598, i64 4)
  %4453 = add nsw i64 %umin1599, -1
  %4454 = mul nsw i64 %4375, %4453
  %scevgep1600 = getelementptr i8, ptr %scevgep1597, i64 %4454
  %scevgep1601 = getelementptr i8, ptr %input_0, i64 %4451
  %scevgep1602 = getelementptr i8, ptr %input_0, i64 %4452
  %scevgep1603 = getelementptr i8, ptr %scevgep1602, i64 %4454
  %4455 = mul nuw nsw i64 %4376, %umin1599
  %scevgep1604 = getelementptr i8, ptr %scratch, i64 %4455
  %4456 = mul i64 %4364, %indvar1535
  %4457 = add i64 %4363, %4456
  %scevgep1537 = getelementptr i8, ptr %state, i64 %4457
  %4458 = add i64 %4367, %4456
  %scevgep1538 = getelementptr i8, ptr %state, i64 %4458
  %umax1539 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1540 = tail call i64 @llvm.umin.i64(i64 %umax1539, i64 4)
  %4459 = add nsw i64 %umin1540, -1
  %4460 = mul nsw i64 %4368, %4459
  %scevgep1541 = getelementptr i8, ptr %scevgep1538, i64 %4460
  %scevgep1542 = getelementptr i8, ptr %input_0, i64 %4457
  %scevgep1543 = getelementptr i8, ptr %input_0, i64 %4458
  %scevgep1544 = getelementptr i8, ptr %scevgep1543, i64 %4460
  %4461 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umax950 = tail call i64 @llvm.umin.i64(i64 %4461, i64 4)
  %rows_left119.us = sub nuw i64 %row_end, %lockstep_block778.us
  %4462 = tail call i64 @llvm.umin.i64(i64 %rows_left119.us, i64 4)
  %last_slot.us = add nsw i64 %4462, -1
  %4463 = icmp ugt i64 %rows_left119.us, 1
  %4464 = select i1 %4463, i64 1, i64 %last_slot.us
  %4465 = mul nsw i64 %4464, %slot_values
  %4466 = getelementptr inbounds float, ptr %scratch, i64 %4465
  %4467 = icmp ugt i64 %rows_left119.us, 2
  %4468 = select i1 %4467, i64 2, i64 %last_slot.us
  %4469 = mul nsw i64 %4468, %slot_values
  %4470 = getelementptr inbounds float, ptr %scratch, i64 %4469
  %4471 = icmp ugt i64 %rows_left119.us, 3
  %4472 = select i1 %4471, i64 3, i64 %last_slot.us
  %4473 = mul nsw i64 %4472, %slot_values
  %4474 = getelementptr inbounds float, ptr %scratch, i64 %4473
  %4475 = getelementptr inbounds nuw float, ptr %4466, i64 %n_features
  %4476 = getelementptr inbounds nuw float, ptr %4470, i64 %n_features
  %4477 = getelementptr inbounds nuw float, ptr %4474, i64 %n_features
  %4478 = getelementptr inbounds nuw float, ptr %4466, i64 %4350
  %4479 = getelementptr inbounds nuw float, ptr %4470, i64 %4350
  %4480 = getelementptr inbounds nuw float, ptr %4474, i64 %4350
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
  %bound01782 = icmp ult ptr %scevgep1769, %scevgep1775
  %bound11783 = icmp ult ptr %scevgep1773, %scevgep1772
  %found.conflict1784 = and i1 %bound01782, %bound11783
  %bound01785 = icmp ult ptr %scevgep1769, %scevgep1778
  %bound11786 = icmp ult ptr %scevgep1776, %scevgep1772
  %found.conflict1787 = and i1 %bound01785, %bound11786
  %conflict.rdx1788 = or i1 %found.conflict1784, %found.conflict1787
  %bound01789 = icmp ult ptr %scevgep1779, %scevgep1775
  %bound11790 = icmp ult ptr %scevgep1773, %scevgep1780
  %found.conflict1791 = and i1 %bound01789, %bound11790
  %conflict.rdx1792 = or i1 %conflict.rdx1788, %found.conflict1791
  %bound01793 = icmp ult ptr %scevgep1779, %scevgep1778
  %bound11794 = icmp ult ptr %scevgep1776, %scevgep1780
  %found.conflict1795 = and i1 %bound01793, %bound11794
  %conflict.rdx1796 = or i1 %conflict.rdx1792, %found.conflict1795
  %bound01797 = icmp ult ptr %scratch, %scevgep1775
  %bound11798 = icmp ult ptr %scevgep1773, %scevgep1781
  %found.conflict1799 = and i1 %bound01797, %bound11798
  %conflict.rdx1800 = or i1 %conflict.rdx1796, %found.conflict1799
  %bound01801 = icmp ult ptr %scratch, %scevgep1778
  %bound11802 = icmp ult ptr %scevgep1776, %scevgep1781
  %found.conflict1803 = and i1 %bound01801, %bound11802
  %conflict.rdx1804 = or i1 %conflict.rdx1800, %found.conflict1803
  %bound01705 = icmp ult ptr %scratch, %scevgep1701
  %bound11706 = icmp ult ptr %scevgep1699, %scevgep1698
  %found.conflict1707 = and i1 %bound01705, %bound11706
  %bound01708 = icmp ult ptr %scratch, %scevgep1704
  %bound11709 = icmp ult ptr %scevgep1702, %scevgep1698
  %found.conflict1710 = and i1 %bound01708, %bound11709
  %conflict.rdx1711 = or i1 %found.conflict1707, %found.conflict1710
  %bound01645 = icmp ult ptr %scratch, %scevgep1641
  %bound11646 = icmp ult ptr %scevgep1639, %scevgep1638
  %found.conflict1647 = and i1 %bound01645, %bound11646
  %bound01648 = icmp ult ptr %scratch, %scevgep1644
  %bound11649 = icmp ult ptr %scevgep1642, %scevgep1638
  %found.conflict1650 = and i1 %bound01648, %bound11649
  %conflict.rdx1651 = or i1 %found.conflict1647, %found.conflict1650
  %bound01605 = icmp ult ptr %scevgep1596, %scevgep1603
  %bound11606 = icmp ult ptr %scevgep1601, %scevgep1600
  %found.conflict1607 = and i1 %bound01605, %bound11606
  %bound01608 = icmp ult ptr %scevgep1596, %scevgep1604
  %bound11609 = icmp ult ptr %invariant.gep, %scevgep1600
  %found.conflict1610 = and i1 %bound01608, %bound11609
  %conflict.rdx1611 = or i1 %found.conflict1607, %found.conflict1610
  %bound01545 = icmp ult ptr %scevgep1537, %scevgep1544
  %bound11546 = icmp ult ptr %scevgep1542, %scevgep1541
  %found.conflict1547 = and i1 %bound01545, %bound11546
  br label %step.body123.us

step.body123.us:                                  ; preds = %lockstep_block.body.us, %noise.done395.us
  %step125777.us = phi i64 [ 0, %lockstep_block.body.us ], [ %5460, %noise.done395.us ]
  %temperature120.0776.us = phi float [ %temperature, %lockstep_block.body.us ], [ %t_next420.us, %noise.done395.us ]
  %4481 = fmul float %two_eta, %temperature120.0776.us
  %4482 = fcmp ogt float %4481, 0.000000e+00
  %4483 = tail call float @llvm.sqrt.f32(float %4481)
  %4484 = select i1 %4482, float %4483, float 0.000000e+00
  %noise_scale126.us = select i1 %anneal121.not, float %noise_scale, float %4484
  br i1 %cond565, label %feature.body219.lr.ph.us, label %lockstep_row.body.lr.ph.us

lockstep_sums_tail.body.us:                       ; preds = %lockstep_sums_tail.header.preheader.us, %lockstep_sums_tail.body.us
  %lockstep_sums_tail735.us = phi i64 [ %4524, %lockstep_sums_tail.body.us ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums.1734.us = phi <4 x float> [ %4497, %lockstep_sums_tail.body.us ], [ %4533, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums159.1733.us = phi <4 x float> [ %4510, %lockstep_sums_tail.body.us ], [ %4541, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums160.1732.us = phi <4 x float> [ %4523, %lockstep_sums_tail.body.us ], [ %4549, %lockstep_sums_tail.header.preheader.us ]
  %4485 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail735.us
  %4486 = load float, ptr %4485, align 4
  %4487 = insertelement <4 x float> poison, float %4486, i64 0
  %4488 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums_tail735.us
  %4489 = load float, ptr %4488, align 4
  %4490 = insertelement <4 x float> %4487, float %4489, i64 1
  %4491 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums_tail735.us
  %4492 = load float, ptr %4491, align 4
  %4493 = insertelement <4 x float> %4490, float %4492, i64 2
  %4494 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums_tail735.us
  %4495 = load float, ptr %4494, align 4
  %4496 = insertelement <4 x float> %4493, float %4495, i64 3
  %4497 = fadd <4 x float> %lockstep_sums.1734.us, %4496
  %4498 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums_tail735.us
  %4499 = load float, ptr %4498, align 4
  %4500 = insertelement <4 x float> poison, float %4499, i64 0
  %4501 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums_tail735.us
  %4502 = load float, ptr %4501, align 4
  %4503 = insertelement <4 x float> %4500, float %4502, i64 1
  %4504 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums_tail735.us
  %4505 = load float, ptr %4504, align 4
  %4506 = insertelement <4 x float> %4503, float %4505, i64 2
  %4507 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums_tail735.us
  %4508 = load float, ptr %4507, align 4
  %4509 = insertelement <4 x float> %4506, float %4508, i64 3
  %4510 = fadd <4 x float> %lockstep_sums159.1733.us, %4509
  %4511 = getelementptr inbounds nuw float, ptr %4351, i64 %lockstep_sums_tail735.us
  %4512 = load float, ptr %4511, align 4
  %4513 = insertelement <4 x float> poison, float %4512, i64 0
  %4514 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums_tail735.us
  %4515 = load float, ptr %4514, align 4
  %4516 = insertelement <4 x float> %4513, float %4515, i64 1
  %4517 = getelementptr inbounds nuw float, ptr %4479, i64 %lockstep_sums_tail735.us
  %4518 = load float, ptr %4517, align 4
  %4519 = insertelement <4 x float> %4516, float %4518, i64 2
  %4520 = getelementptr inbounds nuw float, ptr %4480, i64 %lockstep_sums_tail735.us
  %4521 = load float, ptr %4520, align 4
  %4522 = insertelement <4 x float> %4519, float %4521, i64 3
  %4523 = fadd <4 x float> %lockstep_sums160.1732.us, %4522
  %4524 = add nuw nsw i64 %lockstep_sums_tail735.us, 1
  %4525 = icmp ult i64 %4524, %n_features
  br i1 %4525, label %lockstep_sums_tail.body.us, label %noise.done144.us, !llvm.loop !63

lockstep_sums.body.us:                            ; preds = %feature.exit.us, %lockstep_sums.body.us
  %lockstep_sums161729.us = phi i64 [ %4550, %lockstep_sums.body.us ], [ 0, %feature.exit.us ]
  %lockstep_sums.0728.us = phi <4 x float> [ %4533, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums159.0727.us = phi <4 x float> [ %4541, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums160.0726.us = phi <4 x float> [ %4549, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %4526 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums161729.us
  %block.us = load <4 x float>, ptr %4526, align 4
  %4527 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums161729.us
  %block162.us = load <4 x float>, ptr %4527, align 4
  %4528 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums161729.us
  %block163.us = load <4 x float>, ptr %4528, align 4
  %4529 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums161729.us
  %block164.us = load <4 x float>, ptr %4529, align 4
  %transpose.us = shufflevector <4 x float> %block.us, <4 x float> %block163.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose165.us = shufflevector <4 x float> %block.us, <4 x float> %block163.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose166.us = shufflevector <4 x float> %block162.us, <4 x float> %block164.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose167.us = shufflevector <4 x float> %block162.us, <4 x float> %block164.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose168.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose166.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose169.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose166.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose170.us = shufflevector <4 x float> %transpose165.us, <4 x float> %transpose167.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose171.us = shufflevector <4 x float> %transpose165.us, <4 x float> %transpose167.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4530 = fadd <4 x float> %lockstep_sums.0728.us, %transpose168.us
  %4531 = fadd <4 x float> %transpose169.us, %4530
  %4532 = fadd <4 x float> %transpose170.us, %4531
  %4533 = fadd <4 x float> %transpose171.us, %4532
  %4534 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums161729.us
  %block175.us = load <4 x float>, ptr %4534, align 4
  %4535 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums161729.us
  %block176.us = load <4 x float>, ptr %4535, align 4
  %4536 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums161729.us
  %block177.us = load <4 x float>, ptr %4536, align 4
  %4537 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums161729.us
  %block178.us = load <4 x float>, ptr %4537, align 4
  %transpose179.us = shufflevector <4 x float> %block175.us, <4 x float> %block177.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose180.us = shufflevector <4 x float> %block175.us, <4 x float> %block177.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose181.us = shufflevector <4 x float> %block176.us, <4 x float> %block178.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose182.us = shufflevector <4 x float> %block176.us, <4 x float> %block178.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose183.us = shufflevector <4 x float> %transpose179.us, <4 x float> %transpose181.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose184.us = shufflevector <4 x float> %transpose179.us, <4 x float> %transpose181.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose185.us = shufflevector <4 x float> %transpose180.us, <4 x float> %transpose182.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose186.us = shufflevector <4 x float> %transpose180.us, <4 x float> %transpose182.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4538 = fadd <4 x float> %lockstep_sums159.0727.us, %transpose183.us
  %4539 = fadd <4 x float> %transpose184.us, %4538
  %4540 = fadd <4 x float> %transpose185.us, %4539
  %4541 = fadd <4 x float> %transpose186.us, %4540
  %4542 = getelementptr inbounds nuw float, ptr %4351, i64 %lockstep_sums161729.us
  %block191.us = load <4 x float>, ptr %4542, align 4
  %4543 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums161729.us
  %block192.us = load <4 x float>, ptr %4543, align 4
  %4544 = getelementptr inbounds nuw float, ptr %4479, i64 %lockstep_sums161729.us
  %block193.us = load <4 x float>, ptr %4544, align 4
  %4545 = getelementptr inbounds nuw float, ptr %4480, i64 %lockstep_sums161729.us
  %block194.us = load <4 x float>, ptr %4545, align 4
  %transpose195.us = shufflevector <4 x float> %block191.us, <4 x float> %block193.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose196.us = shufflevector <4 x float> %block191.us, <4 x float> %block193.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose197.us = shufflevector <4 x float> %block192.us, <4 x float> %block194.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose198.us = shufflevector <4 x float> %block192.us, <4 x float> %block194.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose199.us = shufflevector <4 x float> %transpose195.us, <4 x float> %transpose197.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose200.us = shufflevector <4 x float> %transpose195.us, <4 x float> %transpose197.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose201.us = shufflevector <4 x float> %transpose196.us, <4 x float> %transpose198.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose202.us = shufflevector <4 x float> %transpose196.us, <4 x float> %transpose198.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4546 = fadd <4 x float> %lockstep_sums160.0726.us, %transpose199.us
  %4547 = fadd <4 x float> %transpose200.us, %4546
  %4548 = fadd <4 x float> %transpose201.us, %4547
  %4549 = fadd <4 x float> %transpose202.us, %4548
  %4550 = add nuw nsw i64 %lockstep_sums161729.us, 4
  %4551 = icmp samesign ult i64 %4550, %whole_tiles_end
  br i1 %4551, label %lockstep_sums.body.us, label %lockstep_sums_tail.header.preheader.us, !llvm.loop !64

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block1864
  %4552 = add nuw nsw i64 %lockstep_row148725.us, 1
  %exitcond931.not = icmp eq i64 %4552, %umax950
  br i1 %exitcond931.not, label %lockstep_sums.body.us, label %feature.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature724.us = phi i64 [ %4580, %feature.body.us ], [ %feature724.us.unr, %feature.body.us.prol.loopexit ]
  %4553 = getelementptr inbounds nuw float, ptr %5709, i64 %feature724.us
  %4554 = load float, ptr %4553, align 4
  %4555 = fmul float %4554, %4554
  %4556 = getelementptr inbounds nuw float, ptr %5710, i64 %feature724.us
  %4557 = load float, ptr %4556, align 4
  %4558 = fneg float %4557
  %4559 = fmul float %4554, %4558
  %4560 = getelementptr inbounds nuw float, ptr %5711, i64 %feature724.us
  %4561 = load float, ptr %4560, align 4
  %4562 = fmul float %4554, %4561
  %4563 = getelementptr inbounds nuw float, ptr %5708, i64 %feature724.us
  store float %4555, ptr %4563, align 4
  %4564 = getelementptr inbounds nuw float, ptr %5712, i64 %feature724.us
  store float %4559, ptr %4564, align 4
  %4565 = getelementptr inbounds nuw float, ptr %5713, i64 %feature724.us
  store float %4562, ptr %4565, align 4
  %4566 = add nuw nsw i64 %feature724.us, 1
  %4567 = getelementptr inbounds nuw float, ptr %5709, i64 %4566
  %4568 = load float, ptr %4567, align 4
  %4569 = fmul float %4568, %4568
  %4570 = getelementptr inbounds nuw float, ptr %5710, i64 %4566
  %4571 = load float, ptr %4570, align 4
  %4572 = fneg float %4571
  %4573 = fmul float %4568, %4572
  %4574 = getelementptr inbounds nuw float, ptr %5711, i64 %4566
  %4575 = load float, ptr %4574, align 4
  %4576 = fmul float %4568, %4575
  %4577 = getelementptr inbounds nuw float, ptr %5708, i64 %4566
  store float %4569, ptr %4577, align 4
  %4578 = getelementptr inbounds nuw float, ptr %5712, i64 %4566
  store float %4573, ptr %4578, align 4
  %4579 = getelementptr inbounds nuw float, ptr %5713, i64 %4566
  store float %4576, ptr %4579, align 4
  %4580 = add nuw nsw i64 %feature724.us, 2
  %exitcond928.not.1 = icmp eq i64 %4580, %n_features
  br i1 %exitcond928.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !65

iter.check1880:                                   ; preds = %noise.exit137.us, %lockstep_row.body.lr.ph.us
  %lockstep_row723.us = phi i64 [ 0, %lockstep_row.body.lr.ph.us ], [ %4998, %noise.exit137.us ]
  %row129.us = add i64 %lockstep_row723.us, %lockstep_block778.us
  %4581 = mul i64 %lockstep_row723.us, %slot_values
  %4582 = getelementptr inbounds float, ptr %scratch, i64 %4581
  %row_offset130.us = mul i64 %row129.us, %n_features
  %4583 = getelementptr inbounds nuw i8, ptr %4582, i64 %.idx641
  %broadcast.splatinsert1885 = insertelement <8 x i64> poison, i64 %row_offset130.us, i64 0
  %broadcast.splat1886 = shufflevector <8 x i64> %broadcast.splatinsert1885, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2860 = add <8 x i64> splat (i64 8), %broadcast.splat1886
  %invariant.op2861 = add <8 x i64> splat (i64 16), %broadcast.splat1886
  %invariant.op2863 = add <8 x i64> splat (i64 24), %broadcast.splat1886
  br label %vector.body1925

vector.body1925:                                  ; preds = %vector.body1925, %iter.check1880
  %index1926 = phi i64 [ 0, %iter.check1880 ], [ %index.next1931, %vector.body1925 ]
  %vec.ind1927 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %iter.check1880 ], [ %vec.ind.next1932, %vector.body1925 ]
  %4584 = add <8 x i64> %vec.ind1927, %broadcast.splat1886
  %.reass = add <8 x i64> %vec.ind1927, %invariant.op2860
  %.reass2862 = add <8 x i64> %vec.ind1927, %invariant.op2861
  %.reass2864 = add <8 x i64> %vec.ind1927, %invariant.op2863
  %4585 = and <8 x i64> %4584, splat (i64 4294967295)
  %4586 = and <8 x i64> %.reass, splat (i64 4294967295)
  %4587 = and <8 x i64> %.reass2862, splat (i64 4294967295)
  %4588 = and <8 x i64> %.reass2864, splat (i64 4294967295)
  %4589 = mul nuw <8 x i64> %4585, splat (i64 3528531795)
  %4590 = mul nuw <8 x i64> %4586, splat (i64 3528531795)
  %4591 = mul nuw <8 x i64> %4587, splat (i64 3528531795)
  %4592 = mul nuw <8 x i64> %4588, splat (i64 3528531795)
  %4593 = xor <8 x i64> %4584, %broadcast.splat1888
  %4594 = xor <8 x i64> %.reass, %broadcast.splat1888
  %4595 = xor <8 x i64> %.reass2862, %broadcast.splat1888
  %4596 = xor <8 x i64> %.reass2864, %broadcast.splat1888
  %4597 = xor <8 x i64> %4593, %4589
  %4598 = xor <8 x i64> %4594, %4590
  %4599 = xor <8 x i64> %4595, %4591
  %4600 = xor <8 x i64> %4596, %4592
  %4601 = lshr <8 x i64> %4597, splat (i64 32)
  %4602 = lshr <8 x i64> %4598, splat (i64 32)
  %4603 = lshr <8 x i64> %4599, splat (i64 32)
  %4604 = lshr <8 x i64> %4600, splat (i64 32)
  %4605 = mul nuw <8 x i64> %4601, splat (i64 3449720151)
  %4606 = mul nuw <8 x i64> %4602, splat (i64 3449720151)
  %4607 = mul nuw <8 x i64> %4603, splat (i64 3449720151)
  %4608 = mul nuw <8 x i64> %4604, splat (i64 3449720151)
  %4609 = lshr <8 x i64> %4605, splat (i64 32)
  %4610 = lshr <8 x i64> %4606, splat (i64 32)
  %4611 = lshr <8 x i64> %4607, splat (i64 32)
  %4612 = lshr <8 x i64> %4608, splat (i64 32)
  %.reass2866 = xor <8 x i64> %4609, %invariant.op2865
  %.reass2868 = xor <8 x i64> %4610, %invariant.op2867
  %.reass2870 = xor <8 x i64> %4611, %invariant.op2869
  %.reass2872 = xor <8 x i64> %4612, %invariant.op2871
  %4613 = xor <8 x i64> %broadcast.splat1894, %4589
  %4614 = xor <8 x i64> %broadcast.splat1894, %4590
  %4615 = xor <8 x i64> %broadcast.splat1894, %4591
  %4616 = xor <8 x i64> %broadcast.splat1894, %4592
  %4617 = and <8 x i64> %.reass2866, splat (i64 4294967295)
  %4618 = and <8 x i64> %.reass2868, splat (i64 4294967295)
  %4619 = and <8 x i64> %.reass2870, splat (i64 4294967295)
  %4620 = and <8 x i64> %.reass2872, splat (i64 4294967295)
  %4621 = mul nuw <8 x i64> %4617, splat (i64 3528531795)
  %4622 = mul nuw <8 x i64> %4618, splat (i64 3528531795)
  %4623 = mul nuw <8 x i64> %4619, splat (i64 3528531795)
  %4624 = mul nuw <8 x i64> %4620, splat (i64 3528531795)
  %4625 = and <8 x i64> %4613, splat (i64 4294967295)
  %4626 = and <8 x i64> %4614, splat (i64 4294967295)
  %4627 = and <8 x i64> %4615, splat (i64 4294967295)
  %4628 = and <8 x i64> %4616, splat (i64 4294967295)
  %4629 = mul nuw <8 x i64> %4625, splat (i64 3449720151)
  %4630 = mul nuw <8 x i64> %4626, splat (i64 3449720151)
  %4631 = mul nuw <8 x i64> %4627, splat (i64 3449720151)
  %4632 = mul nuw <8 x i64> %4628, splat (i64 3449720151)
  %4633 = lshr <8 x i64> %4621, splat (i64 32)
  %4634 = lshr <8 x i64> %4622, splat (i64 32)
  %4635 = lshr <8 x i64> %4623, splat (i64 32)
  %4636 = lshr <8 x i64> %4624, splat (i64 32)
  %4637 = lshr <8 x i64> %4629, splat (i64 32)
  %4638 = lshr <8 x i64> %4630, splat (i64 32)
  %4639 = lshr <8 x i64> %4631, splat (i64 32)
  %4640 = lshr <8 x i64> %4632, splat (i64 32)
  %4641 = xor <8 x i64> %4637, %broadcast.splat1896
  %4642 = xor <8 x i64> %4638, %broadcast.splat1896
  %4643 = xor <8 x i64> %4639, %broadcast.splat1896
  %4644 = xor <8 x i64> %4640, %broadcast.splat1896
  %4645 = xor <8 x i64> %4641, %4605
  %4646 = xor <8 x i64> %4642, %4606
  %4647 = xor <8 x i64> %4643, %4607
  %4648 = xor <8 x i64> %4644, %4608
  %.reass2874 = xor <8 x i64> %4633, %invariant.op2873
  %.reass2876 = xor <8 x i64> %4634, %invariant.op2875
  %.reass2878 = xor <8 x i64> %4635, %invariant.op2877
  %.reass2880 = xor <8 x i64> %4636, %invariant.op2879
  %4649 = and <8 x i64> %4645, splat (i64 4294967295)
  %4650 = and <8 x i64> %4646, splat (i64 4294967295)
  %4651 = and <8 x i64> %4647, splat (i64 4294967295)
  %4652 = and <8 x i64> %4648, splat (i64 4294967295)
  %4653 = mul nuw <8 x i64> %4649, splat (i64 3528531795)
  %4654 = mul nuw <8 x i64> %4650, splat (i64 3528531795)
  %4655 = mul nuw <8 x i64> %4651, splat (i64 3528531795)
  %4656 = mul nuw <8 x i64> %4652, splat (i64 3528531795)
  %4657 = and <8 x i64> %.reass2874, splat (i64 4294967295)
  %4658 = and <8 x i64> %.reass2876, splat (i64 4294967295)
  %4659 = and <8 x i64> %.reass2878, splat (i64 4294967295)
  %4660 = and <8 x i64> %.reass2880, splat (i64 4294967295)
  %4661 = mul nuw <8 x i64> %4657, splat (i64 3449720151)
  %4662 = mul nuw <8 x i64> %4658, splat (i64 3449720151)
  %4663 = mul nuw <8 x i64> %4659, splat (i64 3449720151)
  %4664 = mul nuw <8 x i64> %4660, splat (i64 3449720151)
  %4665 = lshr <8 x i64> %4653, splat (i64 32)
  %4666 = lshr <8 x i64> %4654, splat (i64 32)
  %4667 = lshr <8 x i64> %4655, splat (i64 32)
  %4668 = lshr <8 x i64> %4656, splat (i64 32)
  %4669 = lshr <8 x i64> %4661, splat (i64 32)
  %4670 = lshr <8 x i64> %4662, splat (i64 32)
  %4671 = lshr <8 x i64> %4663, splat (i64 32)
  %4672 = lshr <8 x i64> %4664, splat (i64 32)
  %4673 = xor <8 x i64> %broadcast.splat1902, %4669
  %4674 = xor <8 x i64> %broadcast.splat1902, %4670
  %4675 = xor <8 x i64> %broadcast.splat1902, %4671
  %4676 = xor <8 x i64> %broadcast.splat1902, %4672
  %4677 = xor <8 x i64> %4673, %4629
  %4678 = xor <8 x i64> %4674, %4630
  %4679 = xor <8 x i64> %4675, %4631
  %4680 = xor <8 x i64> %4676, %4632
  %4681 = xor <8 x i64> %4665, %broadcast.splat1904
  %4682 = xor <8 x i64> %4666, %broadcast.splat1904
  %4683 = xor <8 x i64> %4667, %broadcast.splat1904
  %4684 = xor <8 x i64> %4668, %broadcast.splat1904
  %4685 = xor <8 x i64> %4681, %4621
  %4686 = xor <8 x i64> %4682, %4622
  %4687 = xor <8 x i64> %4683, %4623
  %4688 = xor <8 x i64> %4684, %4624
  %4689 = and <8 x i64> %4677, splat (i64 4294967295)
  %4690 = and <8 x i64> %4678, splat (i64 4294967295)
  %4691 = and <8 x i64> %4679, splat (i64 4294967295)
  %4692 = and <8 x i64> %4680, splat (i64 4294967295)
  %4693 = mul nuw <8 x i64> %4689, splat (i64 3528531795)
  %4694 = mul nuw <8 x i64> %4690, splat (i64 3528531795)
  %4695 = mul nuw <8 x i64> %4691, splat (i64 3528531795)
  %4696 = mul nuw <8 x i64> %4692, splat (i64 3528531795)
  %4697 = and <8 x i64> %4685, splat (i64 4294967295)
  %4698 = and <8 x i64> %4686, splat (i64 4294967295)
  %4699 = and <8 x i64> %4687, splat (i64 4294967295)
  %4700 = and <8 x i64> %4688, splat (i64 4294967295)
  %4701 = mul nuw <8 x i64> %4697, splat (i64 3449720151)
  %4702 = mul nuw <8 x i64> %4698, splat (i64 3449720151)
  %4703 = mul nuw <8 x i64> %4699, splat (i64 3449720151)
  %4704 = mul nuw <8 x i64> %4700, splat (i64 3449720151)
  %4705 = lshr <8 x i64> %4693, splat (i64 32)
  %4706 = lshr <8 x i64> %4694, splat (i64 32)
  %4707 = lshr <8 x i64> %4695, splat (i64 32)
  %4708 = lshr <8 x i64> %4696, splat (i64 32)
  %4709 = lshr <8 x i64> %4701, splat (i64 32)
  %4710 = lshr <8 x i64> %4702, splat (i64 32)
  %4711 = lshr <8 x i64> %4703, splat (i64 32)
  %4712 = lshr <8 x i64> %4704, splat (i64 32)
  %4713 = xor <8 x i64> %4709, %broadcast.splat1906
  %4714 = xor <8 x i64> %4710, %broadcast.splat1906
  %4715 = xor <8 x i64> %4711, %broadcast.splat1906
  %4716 = xor <8 x i64> %4712, %broadcast.splat1906
  %4717 = xor <8 x i64> %4713, %4661
  %4718 = xor <8 x i64> %4714, %4662
  %4719 = xor <8 x i64> %4715, %4663
  %4720 = xor <8 x i64> %4716, %4664
  %4721 = xor <8 x i64> %broadcast.splat1908, %4705
  %4722 = xor <8 x i64> %broadcast.splat1908, %4706
  %4723 = xor <8 x i64> %broadcast.splat1908, %4707
  %4724 = xor <8 x i64> %broadcast.splat1908, %4708
  %4725 = xor <8 x i64> %4721, %4653
  %4726 = xor <8 x i64> %4722, %4654
  %4727 = xor <8 x i64> %4723, %4655
  %4728 = xor <8 x i64> %4724, %4656
  %4729 = and <8 x i64> %4717, splat (i64 4294967295)
  %4730 = and <8 x i64> %4718, splat (i64 4294967295)
  %4731 = and <8 x i64> %4719, splat (i64 4294967295)
  %4732 = and <8 x i64> %4720, splat (i64 4294967295)
  %4733 = mul nuw <8 x i64> %4729, splat (i64 3528531795)
  %4734 = mul nuw <8 x i64> %4730, splat (i64 3528531795)
  %4735 = mul nuw <8 x i64> %4731, splat (i64 3528531795)
  %4736 = mul nuw <8 x i64> %4732, splat (i64 3528531795)
  %4737 = and <8 x i64> %4725, splat (i64 4294967295)
  %4738 = and <8 x i64> %4726, splat (i64 4294967295)
  %4739 = and <8 x i64> %4727, splat (i64 4294967295)
  %4740 = and <8 x i64> %4728, splat (i64 4294967295)
  %4741 = mul nuw <8 x i64> %4737, splat (i64 3449720151)
  %4742 = mul nuw <8 x i64> %4738, splat (i64 3449720151)
  %4743 = mul nuw <8 x i64> %4739, splat (i64 3449720151)
  %4744 = mul nuw <8 x i64> %4740, splat (i64 3449720151)
  %4745 = lshr <8 x i64> %4733, splat (i64 32)
  %4746 = lshr <8 x i64> %4734, splat (i64 32)
  %4747 = lshr <8 x i64> %4735, splat (i64 32)
  %4748 = lshr <8 x i64> %4736, splat (i64 32)
  %4749 = lshr <8 x i64> %4741, splat (i64 32)
  %4750 = lshr <8 x i64> %4742, splat (i64 32)
  %4751 = lshr <8 x i64> %4743, splat (i64 32)
  %4752 = lshr <8 x i64> %4744, splat (i64 32)
  %4753 = xor <8 x i64> %broadcast.splat1910, %4749
  %4754 = xor <8 x i64> %broadcast.splat1910, %4750
  %4755 = xor <8 x i64> %broadcast.splat1910, %4751
  %4756 = xor <8 x i64> %broadcast.splat1910, %4752
  %4757 = xor <8 x i64> %4753, %4701
  %4758 = xor <8 x i64> %4754, %4702
  %4759 = xor <8 x i64> %4755, %4703
  %4760 = xor <8 x i64> %4756, %4704
  %4761 = xor <8 x i64> %4745, %broadcast.splat1912
  %4762 = xor <8 x i64> %4746, %broadcast.splat1912
  %4763 = xor <8 x i64> %4747, %broadcast.splat1912
  %4764 = xor <8 x i64> %4748, %broadcast.splat1912
  %4765 = xor <8 x i64> %4761, %4693
  %4766 = xor <8 x i64> %4762, %4694
  %4767 = xor <8 x i64> %4763, %4695
  %4768 = xor <8 x i64> %4764, %4696
  %4769 = and <8 x i64> %4757, splat (i64 4294967295)
  %4770 = and <8 x i64> %4758, splat (i64 4294967295)
  %4771 = and <8 x i64> %4759, splat (i64 4294967295)
  %4772 = and <8 x i64> %4760, splat (i64 4294967295)
  %4773 = mul nuw <8 x i64> %4769, splat (i64 3528531795)
  %4774 = mul nuw <8 x i64> %4770, splat (i64 3528531795)
  %4775 = mul nuw <8 x i64> %4771, splat (i64 3528531795)
  %4776 = mul nuw <8 x i64> %4772, splat (i64 3528531795)
  %4777 = and <8 x i64> %4765, splat (i64 4294967295)
  %4778 = and <8 x i64> %4766, splat (i64 4294967295)
  %4779 = and <8 x i64> %4767, splat (i64 4294967295)
  %4780 = and <8 x i64> %4768, splat (i64 4294967295)
  %4781 = mul nuw <8 x i64> %4777, splat (i64 3449720151)
  %4782 = mul nuw <8 x i64> %4778, splat (i64 3449720151)
  %4783 = mul nuw <8 x i64> %4779, splat (i64 3449720151)
  %4784 = mul nuw <8 x i64> %4780, splat (i64 3449720151)
  %4785 = lshr <8 x i64> %4773, splat (i64 32)
  %4786 = lshr <8 x i64> %4774, splat (i64 32)
  %4787 = lshr <8 x i64> %4775, splat (i64 32)
  %4788 = lshr <8 x i64> %4776, splat (i64 32)
  %4789 = lshr <8 x i64> %4781, splat (i64 32)
  %4790 = lshr <8 x i64> %4782, splat (i64 32)
  %4791 = lshr <8 x i64> %4783, splat (i64 32)
  %4792 = lshr <8 x i64> %4784, splat (i64 32)
  %4793 = xor <8 x i64> %4789, %broadcast.splat1914
  %4794 = xor <8 x i64> %4790, %broadcast.splat1914
  %4795 = xor <8 x i64> %4791, %broadcast.splat1914
  %4796 = xor <8 x i64> %4792, %broadcast.splat1914
  %4797 = xor <8 x i64> %4793, %4741
  %4798 = xor <8 x i64> %4794, %4742
  %4799 = xor <8 x i64> %4795, %4743
  %4800 = xor <8 x i64> %4796, %4744
  %4801 = xor <8 x i64> %broadcast.splat1916, %4785
  %4802 = xor <8 x i64> %broadcast.splat1916, %4786
  %4803 = xor <8 x i64> %broadcast.splat1916, %4787
  %4804 = xor <8 x i64> %broadcast.splat1916, %4788
  %4805 = xor <8 x i64> %4801, %4733
  %4806 = xor <8 x i64> %4802, %4734
  %4807 = xor <8 x i64> %4803, %4735
  %4808 = xor <8 x i64> %4804, %4736
  %4809 = and <8 x i64> %4797, splat (i64 4294967295)
  %4810 = and <8 x i64> %4798, splat (i64 4294967295)
  %4811 = and <8 x i64> %4799, splat (i64 4294967295)
  %4812 = and <8 x i64> %4800, splat (i64 4294967295)
  %4813 = mul nuw <8 x i64> %4809, splat (i64 3528531795)
  %4814 = mul nuw <8 x i64> %4810, splat (i64 3528531795)
  %4815 = mul nuw <8 x i64> %4811, splat (i64 3528531795)
  %4816 = mul nuw <8 x i64> %4812, splat (i64 3528531795)
  %4817 = and <8 x i64> %4805, splat (i64 4294967295)
  %4818 = and <8 x i64> %4806, splat (i64 4294967295)
  %4819 = and <8 x i64> %4807, splat (i64 4294967295)
  %4820 = and <8 x i64> %4808, splat (i64 4294967295)
  %4821 = mul nuw <8 x i64> %4817, splat (i64 3449720151)
  %4822 = mul nuw <8 x i64> %4818, splat (i64 3449720151)
  %4823 = mul nuw <8 x i64> %4819, splat (i64 3449720151)
  %4824 = mul nuw <8 x i64> %4820, splat (i64 3449720151)
  %4825 = lshr <8 x i64> %4813, splat (i64 32)
  %4826 = lshr <8 x i64> %4814, splat (i64 32)
  %4827 = lshr <8 x i64> %4815, splat (i64 32)
  %4828 = lshr <8 x i64> %4816, splat (i64 32)
  %4829 = lshr <8 x i64> %4821, splat (i64 32)
  %4830 = lshr <8 x i64> %4822, splat (i64 32)
  %4831 = lshr <8 x i64> %4823, splat (i64 32)
  %4832 = lshr <8 x i64> %4824, splat (i64 32)
  %4833 = xor <8 x i64> %broadcast.splat1918, %4829
  %4834 = xor <8 x i64> %broadcast.splat1918, %4830
  %4835 = xor <8 x i64> %broadcast.splat1918, %4831
  %4836 = xor <8 x i64> %broadcast.splat1918, %4832
  %4837 = xor <8 x i64> %4833, %4781
  %4838 = xor <8 x i64> %4834, %4782
  %4839 = xor <8 x i64> %4835, %4783
  %4840 = xor <8 x i64> %4836, %4784
  %4841 = xor <8 x i64> %4825, %broadcast.splat1920
  %4842 = xor <8 x i64> %4826, %broadcast.splat1920
  %4843 = xor <8 x i64> %4827, %broadcast.splat1920
  %4844 = xor <8 x i64> %4828, %broadcast.splat1920
  %4845 = xor <8 x i64> %4841, %4773
  %4846 = xor <8 x i64> %4842, %4774
  %4847 = xor <8 x i64> %4843, %4775
  %4848 = xor <8 x i64> %4844, %4776
  %4849 = and <8 x i64> %4837, splat (i64 4294967295)
  %4850 = and <8 x i64> %4838, splat (i64 4294967295)
  %4851 = and <8 x i64> %4839, splat (i64 4294967295)
  %4852 = and <8 x i64> %4840, splat (i64 4294967295)
  %4853 = mul nuw <8 x i64> %4849, splat (i64 3528531795)
  %4854 = mul nuw <8 x i64> %4850, splat (i64 3528531795)
  %4855 = mul nuw <8 x i64> %4851, splat (i64 3528531795)
  %4856 = mul nuw <8 x i64> %4852, splat (i64 3528531795)
  %4857 = lshr <8 x i64> %4853, splat (i64 32)
  %4858 = lshr <8 x i64> %4854, splat (i64 32)
  %4859 = lshr <8 x i64> %4855, splat (i64 32)
  %4860 = lshr <8 x i64> %4856, splat (i64 32)
  %4861 = trunc <8 x i64> %4845 to <8 x i32>
  %4862 = trunc <8 x i64> %4846 to <8 x i32>
  %4863 = trunc <8 x i64> %4847 to <8 x i32>
  %4864 = trunc <8 x i64> %4848 to <8 x i32>
  %4865 = mul <8 x i32> %4861, splat (i32 -845247145)
  %4866 = mul <8 x i32> %4862, splat (i32 -845247145)
  %4867 = mul <8 x i32> %4863, splat (i32 -845247145)
  %4868 = mul <8 x i32> %4864, splat (i32 -845247145)
  %4869 = xor <8 x i64> %broadcast.splat1922, %4857
  %4870 = xor <8 x i64> %broadcast.splat1922, %4858
  %4871 = xor <8 x i64> %broadcast.splat1922, %4859
  %4872 = xor <8 x i64> %broadcast.splat1922, %4860
  %4873 = xor <8 x i64> %4869, %4813
  %4874 = xor <8 x i64> %4870, %4814
  %4875 = xor <8 x i64> %4871, %4815
  %4876 = xor <8 x i64> %4872, %4816
  %4877 = and <8 x i64> %4873, splat (i64 4294967295)
  %4878 = and <8 x i64> %4874, splat (i64 4294967295)
  %4879 = and <8 x i64> %4875, splat (i64 4294967295)
  %4880 = and <8 x i64> %4876, splat (i64 4294967295)
  %4881 = mul nuw <8 x i64> %4877, splat (i64 3449720151)
  %4882 = mul nuw <8 x i64> %4878, splat (i64 3449720151)
  %4883 = mul nuw <8 x i64> %4879, splat (i64 3449720151)
  %4884 = mul nuw <8 x i64> %4880, splat (i64 3449720151)
  %4885 = lshr <8 x i64> %4881, splat (i64 32)
  %4886 = lshr <8 x i64> %4882, splat (i64 32)
  %4887 = lshr <8 x i64> %4883, splat (i64 32)
  %4888 = lshr <8 x i64> %4884, splat (i64 32)
  %4889 = trunc nuw <8 x i64> %4885 to <8 x i32>
  %4890 = trunc nuw <8 x i64> %4886 to <8 x i32>
  %4891 = trunc nuw <8 x i64> %4887 to <8 x i32>
  %4892 = trunc nuw <8 x i64> %4888 to <8 x i32>
  %4893 = trunc <8 x i64> %4881 to <8 x i32>
  %4894 = trunc <8 x i64> %4882 to <8 x i32>
  %4895 = trunc <8 x i64> %4883 to <8 x i32>
  %4896 = trunc <8 x i64> %4884 to <8 x i32>
  %4897 = xor <8 x i32> %4865, %4889
  %4898 = xor <8 x i32> %4897, %broadcast.splat1924
  %4899 = xor <8 x i32> %4866, %4890
  %4900 = xor <8 x i32> %4899, %broadcast.splat1924
  %4901 = xor <8 x i32> %4867, %4891
  %4902 = xor <8 x i32> %4901, %broadcast.splat1924
  %4903 = xor <8 x i32> %4868, %4892
  %4904 = xor <8 x i32> %4903, %broadcast.splat1924
  %4905 = getelementptr inbounds nuw float, ptr %4583, i64 %index1926
  %4906 = getelementptr inbounds nuw i8, ptr %4905, i64 32
  %4907 = getelementptr inbounds nuw i8, ptr %4905, i64 64
  %4908 = getelementptr inbounds nuw i8, ptr %4905, i64 96
  store <8 x i32> %4898, ptr %4905, align 4
  store <8 x i32> %4900, ptr %4906, align 4
  store <8 x i32> %4902, ptr %4907, align 4
  store <8 x i32> %4904, ptr %4908, align 4
  %4909 = getelementptr inbounds nuw float, ptr %4582, i64 %index1926
  %4910 = getelementptr inbounds nuw i8, ptr %4909, i64 32
  %4911 = getelementptr inbounds nuw i8, ptr %4909, i64 64
  %4912 = getelementptr inbounds nuw i8, ptr %4909, i64 96
  store <8 x i32> %4893, ptr %4909, align 4
  store <8 x i32> %4894, ptr %4910, align 4
  store <8 x i32> %4895, ptr %4911, align 4
  store <8 x i32> %4896, ptr %4912, align 4
  %index.next1931 = add nuw i64 %index1926, 32
  %vec.ind.next1932 = add <8 x i64> %vec.ind1927, splat (i64 32)
  %4913 = icmp eq i64 %index.next1931, %n.vec1884
  br i1 %4913, label %middle.block1933, label %vector.body1925, !llvm.loop !66

middle.block1933:                                 ; preds = %vector.body1925
  br i1 %cmp.n1934, label %vector.ph1868, label %vec.epilog.iter.check1937

vec.epilog.iter.check1937:                        ; preds = %middle.block1933
  br i1 %min.epilog.iters.check1938, label %philox.body132.us.preheader, label %vec.epilog.ph1939, !prof !50

vec.epilog.ph1939:                                ; preds = %vec.epilog.iter.check1937
  %broadcast.splatinsert1942 = insertelement <8 x i64> poison, i64 %row_offset130.us, i64 0
  %broadcast.splat1943 = shufflevector <8 x i64> %broadcast.splatinsert1942, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1985

vec.epilog.vector.body1985:                       ; preds = %vec.epilog.vector.body1985, %vec.epilog.ph1939
  %index1986 = phi i64 [ %n.vec1884, %vec.epilog.ph1939 ], [ %index.next1988, %vec.epilog.vector.body1985 ]
  %vec.ind1987 = phi <8 x i64> [ %induction1984, %vec.epilog.ph1939 ], [ %vec.ind.next1989, %vec.epilog.vector.body1985 ]
  %4914 = add <8 x i64> %vec.ind1987, %broadcast.splat1943
  %4915 = and <8 x i64> %4914, splat (i64 4294967295)
  %4916 = mul nuw <8 x i64> %4915, splat (i64 3528531795)
  %4917 = xor <8 x i64> %4914, %broadcast.splat1945
  %4918 = xor <8 x i64> %4917, %4916
  %4919 = lshr <8 x i64> %4918, splat (i64 32)
  %4920 = mul nuw <8 x i64> %4919, splat (i64 3449720151)
  %4921 = lshr <8 x i64> %4920, splat (i64 32)
  %4922 = xor <8 x i64> %broadcast.splat1951, %4916
  %4923 = xor <8 x i64> %.masked2297, %4921
  %4924 = mul nuw <8 x i64> %4923, splat (i64 3528531795)
  %4925 = and <8 x i64> %4922, splat (i64 4294967295)
  %4926 = mul nuw <8 x i64> %4925, splat (i64 3449720151)
  %4927 = lshr <8 x i64> %4924, splat (i64 32)
  %4928 = lshr <8 x i64> %4926, splat (i64 32)
  %4929 = xor <8 x i64> %4928, %broadcast.splat1953
  %4930 = xor <8 x i64> %4929, %4920
  %4931 = and <8 x i64> %4930, splat (i64 4294967295)
  %4932 = mul nuw <8 x i64> %4931, splat (i64 3528531795)
  %4933 = xor <8 x i64> %.masked2298, %4927
  %4934 = mul nuw <8 x i64> %4933, splat (i64 3449720151)
  %4935 = lshr <8 x i64> %4932, splat (i64 32)
  %4936 = lshr <8 x i64> %4934, splat (i64 32)
  %4937 = xor <8 x i64> %broadcast.splat1959, %4936
  %4938 = xor <8 x i64> %4937, %4926
  %4939 = xor <8 x i64> %4935, %broadcast.splat1961
  %4940 = xor <8 x i64> %4939, %4924
  %4941 = and <8 x i64> %4938, splat (i64 4294967295)
  %4942 = mul nuw <8 x i64> %4941, splat (i64 3528531795)
  %4943 = and <8 x i64> %4940, splat (i64 4294967295)
  %4944 = mul nuw <8 x i64> %4943, splat (i64 3449720151)
  %4945 = lshr <8 x i64> %4942, splat (i64 32)
  %4946 = lshr <8 x i64> %4944, splat (i64 32)
  %4947 = xor <8 x i64> %4946, %broadcast.splat1963
  %4948 = xor <8 x i64> %4947, %4934
  %4949 = xor <8 x i64> %broadcast.splat1965, %4945
  %4950 = xor <8 x i64> %4949, %4932
  %4951 = and <8 x i64> %4948, splat (i64 4294967295)
  %4952 = mul nuw <8 x i64> %4951, splat (i64 3528531795)
  %4953 = and <8 x i64> %4950, splat (i64 4294967295)
  %4954 = mul nuw <8 x i64> %4953, splat (i64 3449720151)
  %4955 = lshr <8 x i64> %4952, splat (i64 32)
  %4956 = lshr <8 x i64> %4954, splat (i64 32)
  %4957 = xor <8 x i64> %broadcast.splat1967, %4956
  %4958 = xor <8 x i64> %4957, %4944
  %4959 = xor <8 x i64> %4955, %broadcast.splat1969
  %4960 = xor <8 x i64> %4959, %4942
  %4961 = and <8 x i64> %4958, splat (i64 4294967295)
  %4962 = mul nuw <8 x i64> %4961, splat (i64 3528531795)
  %4963 = and <8 x i64> %4960, splat (i64 4294967295)
  %4964 = mul nuw <8 x i64> %4963, splat (i64 3449720151)
  %4965 = lshr <8 x i64> %4962, splat (i64 32)
  %4966 = lshr <8 x i64> %4964, splat (i64 32)
  %4967 = xor <8 x i64> %4966, %broadcast.splat1971
  %4968 = xor <8 x i64> %4967, %4954
  %4969 = xor <8 x i64> %broadcast.splat1973, %4965
  %4970 = xor <8 x i64> %4969, %4952
  %4971 = and <8 x i64> %4968, splat (i64 4294967295)
  %4972 = mul nuw <8 x i64> %4971, splat (i64 3528531795)
  %4973 = and <8 x i64> %4970, splat (i64 4294967295)
  %4974 = mul nuw <8 x i64> %4973, splat (i64 3449720151)
  %4975 = lshr <8 x i64> %4972, splat (i64 32)
  %4976 = lshr <8 x i64> %4974, splat (i64 32)
  %4977 = xor <8 x i64> %broadcast.splat1975, %4976
  %4978 = xor <8 x i64> %4977, %4964
  %4979 = xor <8 x i64> %4975, %broadcast.splat1977
  %4980 = xor <8 x i64> %4979, %4962
  %4981 = and <8 x i64> %4978, splat (i64 4294967295)
  %4982 = mul nuw <8 x i64> %4981, splat (i64 3528531795)
  %4983 = lshr <8 x i64> %4982, splat (i64 32)
  %4984 = trunc <8 x i64> %4980 to <8 x i32>
  %4985 = mul <8 x i32> %4984, splat (i32 -845247145)
  %4986 = xor <8 x i64> %broadcast.splat1979, %4983
  %4987 = xor <8 x i64> %4986, %4972
  %4988 = and <8 x i64> %4987, splat (i64 4294967295)
  %4989 = mul nuw <8 x i64> %4988, splat (i64 3449720151)
  %4990 = lshr <8 x i64> %4989, splat (i64 32)
  %4991 = trunc nuw <8 x i64> %4990 to <8 x i32>
  %4992 = trunc <8 x i64> %4989 to <8 x i32>
  %4993 = xor <8 x i32> %4985, %broadcast.splat1981
  %4994 = xor <8 x i32> %4993, %4991
  %4995 = getelementptr inbounds nuw float, ptr %4583, i64 %index1986
  store <8 x i32> %4994, ptr %4995, align 4
  %4996 = getelementptr inbounds nuw float, ptr %4582, i64 %index1986
  store <8 x i32> %4992, ptr %4996, align 4
  %index.next1988 = add nuw i64 %index1986, 8
  %vec.ind.next1989 = add nuw nsw <8 x i64> %vec.ind1987, splat (i64 8)
  %4997 = icmp eq i64 %index.next1988, %n.vec1941
  br i1 %4997, label %vec.epilog.middle.block1990, label %vec.epilog.vector.body1985, !llvm.loop !67

vec.epilog.middle.block1990:                      ; preds = %vec.epilog.vector.body1985
  br i1 %cmp.n1991, label %vector.ph1868, label %philox.body132.us.preheader

philox.body132.us.preheader:                      ; preds = %vec.epilog.iter.check1937, %vec.epilog.middle.block1990
  %philox134721.us.ph = phi i64 [ %n.vec1884, %vec.epilog.iter.check1937 ], [ %n.vec1941, %vec.epilog.middle.block1990 ]
  br label %philox.body132.us

noise.exit137.us:                                 ; preds = %noise.body136.us, %middle.block1876
  %4998 = add nuw nsw i64 %lockstep_row723.us, 1
  %exitcond927.not = icmp eq i64 %4998, %umax950
  br i1 %exitcond927.not, label %feature.body.lr.ph.us, label %iter.check1880

noise.body136.us:                                 ; preds = %middle.block1876, %noise.body136.us
  %noise138722.us = phi i64 [ %5127, %noise.body136.us ], [ %n.vec1870, %middle.block1876 ]
  %4999 = getelementptr inbounds nuw float, ptr %4583, i64 %noise138722.us
  %w0139.us = load i32, ptr %4999, align 4
  %5000 = getelementptr inbounds nuw float, ptr %4582, i64 %noise138722.us
  %w1140.us = load i32, ptr %5000, align 4
  %5001 = uitofp i32 %w0139.us to double
  %5002 = fadd double %5001, 5.000000e-01
  %5003 = fmul double %5002, 0x3DF0000000000000
  %5004 = uitofp i32 %w1140.us to double
  %5005 = fadd double %5004, 5.000000e-01
  %5006 = fmul double %5005, 0x3DF0000000000000
  %5007 = bitcast double %5003 to i64
  %5008 = lshr i64 %5007, 32
  %5009 = add nuw nsw i64 %5008, 614242
  %5010 = lshr i64 %5009, 20
  %5011 = add nsw i64 %5010, -1023
  %5012 = shl nuw i64 %5009, 32
  %5013 = and i64 %5012, 4503595332403200
  %5014 = add nuw nsw i64 %5013, 4604544269498187776
  %5015 = and i64 %5007, 4294967295
  %5016 = or disjoint i64 %5014, %5015
  %5017 = bitcast i64 %5016 to double
  %5018 = fadd double %5017, -1.000000e+00
  %5019 = fmul double %5018, 5.000000e-01
  %5020 = fmul double %5018, %5019
  %5021 = fadd double %5018, 2.000000e+00
  %5022 = fdiv double %5018, %5021
  %5023 = fmul double %5022, %5022
  %5024 = fmul double %5023, %5023
  %5025 = fmul double %5024, 0x3FC2F112DF3E5244
  %5026 = fadd double %5025, 0x3FC7466496CB03DE
  %5027 = insertelement <2 x double> poison, double %5024, i64 0
  %5028 = shufflevector <2 x double> %5027, <2 x double> poison, <2 x i32> zeroinitializer
  %5029 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %5026, i64 1
  %5030 = fmul <2 x double> %5028, %5029
  %5031 = fadd <2 x double> %5030, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %5032 = fmul <2 x double> %5028, %5031
  %5033 = fadd <2 x double> %5032, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %5034 = insertelement <2 x double> %5027, double %5023, i64 1
  %5035 = fmul <2 x double> %5034, %5033
  %shift2309 = shufflevector <2 x double> %5035, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop2310 = fadd <2 x double> %5035, %shift2309
  %5036 = extractelement <2 x double> %foldExtExtBinop2310, i64 0
  %5037 = sitofp i64 %5011 to double
  %5038 = fadd double %5020, %5036
  %5039 = fmul double %5022, %5038
  %5040 = fmul double %5037, 0x3DEA39EF35793C76
  %5041 = fadd double %5040, %5039
  %5042 = fsub double %5041, %5020
  %5043 = fadd double %5018, %5042
  %5044 = fmul double %5037, 0x3FE62E42FEE00000
  %5045 = fadd double %5044, %5043
  %5046 = fmul double %5045, -2.000000e+00
  %5047 = tail call double @llvm.sqrt.f64(double %5046)
  %5048 = fmul double %5006, 0x401921FB54442D18
  %5049 = fmul double %5048, 0x3FE45F306DC9C883
  %5050 = fadd double %5049, 0x4338000000000000
  %5051 = bitcast double %5050 to i64
  %5052 = fadd double %5050, 0xC338000000000000
  %5053 = fmul double %5052, 0x3FF921FB54400000
  %5054 = fsub double %5048, %5053
  %5055 = fmul double %5052, 0x3DD0B4611A626331
  %5056 = fmul double %5052, 0x3DD0B4611A600000
  %5057 = fsub double %5054, %5056
  %5058 = fmul double %5052, 0x3BA3198A2E037073
  %5059 = fsub double %5054, %5057
  %5060 = fsub double %5059, %5056
  %5061 = fsub double %5058, %5060
  %5062 = fsub double %5054, %5055
  %5063 = insertelement <2 x double> poison, double %5062, i64 0
  %5064 = insertelement <2 x double> %5063, double %5048, i64 1
  %5065 = bitcast <2 x double> %5064 to <2 x i64>
  %5066 = lshr <2 x i64> %5065, splat (i64 52)
  %5067 = and <2 x i64> %5066, splat (i64 2047)
  %5068 = extractelement <2 x i64> %5067, i64 0
  %5069 = add nuw nsw i64 %5068, 16
  %5070 = extractelement <2 x i64> %5067, i64 1
  %5071 = icmp samesign ult i64 %5069, %5070
  %5072 = select i1 %5071, double %5057, double %5054
  %5073 = select i1 %5071, double %5061, double %5055
  %5074 = fsub double %5072, %5073
  %5075 = fsub double %5072, %5074
  %5076 = fsub double %5075, %5073
  %5077 = fmul double %5074, %5074
  %5078 = fmul double %5077, %5077
  %5079 = fmul double %5077, 0x3EFA01A019CB1590
  %5080 = fadd double %5079, 0xBF56C16C16C15177
  %5081 = fmul double %5077, %5080
  %5082 = fadd double %5081, 0x3FA555555555554C
  %5083 = fmul double %5077, %5082
  %5084 = fmul double %5077, 0x3DA8FAE9BE8838D4
  %5085 = fsub double 0x3E21EE9EBDB4B1C4, %5084
  %5086 = fmul double %5077, %5085
  %5087 = fadd double %5086, 0xBE927E4F809C52AD
  %5088 = fmul double %5078, %5078
  %5089 = fmul double %5088, %5087
  %5090 = fadd double %5083, %5089
  %5091 = fmul double %5077, 5.000000e-01
  %5092 = fsub double 1.000000e+00, %5091
  %5093 = fsub double 1.000000e+00, %5092
  %5094 = fsub double %5093, %5091
  %5095 = fmul double %5077, %5090
  %5096 = fmul double %5074, %5076
  %5097 = fsub double %5095, %5096
  %5098 = fadd double %5094, %5097
  %5099 = fadd double %5092, %5098
  %5100 = fmul double %5077, 0x3EC71DE357B1FE7D
  %5101 = fadd double %5100, 0xBF2A01A019C161D5
  %5102 = fmul double %5077, %5101
  %5103 = fadd double %5102, 0x3F8111111110F8A6
  %5104 = fmul double %5077, 0x3DE5D93A5ACFD57C
  %5105 = fadd double %5104, 0xBE5AE5E68A2B9CEB
  %5106 = fmul double %5077, %5078
  %5107 = fmul double %5106, %5105
  %5108 = fadd double %5107, %5103
  %5109 = fmul double %5074, %5077
  %5110 = fmul double %5076, 5.000000e-01
  %5111 = fmul double %5109, %5108
  %5112 = fsub double %5110, %5111
  %5113 = fmul double %5077, %5112
  %5114 = fsub double %5113, %5076
  %5115 = fmul double %5109, 0x3FC5555555555549
  %5116 = fadd double %5114, %5115
  %5117 = fsub double %5074, %5116
  %5118 = fneg double %5099
  %5119 = fneg double %5117
  %5120 = and i64 %5051, 1
  %5121 = and i64 %5051, 2
  %.not642.us = icmp eq i64 %5120, 0
  %.not643.us = icmp eq i64 %5121, 0
  %5122 = select i1 %.not643.us, double %5099, double %5118
  %5123 = select i1 %.not643.us, double %5119, double %5117
  %5124 = select i1 %.not642.us, double %5122, double %5123
  %5125 = fmul double %5047, %5124
  %5126 = fptrunc double %5125 to float
  store float %5126, ptr %4999, align 4
  %5127 = add nuw nsw i64 %noise138722.us, 1
  %exitcond922.not = icmp eq i64 %5127, %n_features
  br i1 %exitcond922.not, label %noise.exit137.us, label %noise.body136.us, !llvm.loop !68

philox.body132.us:                                ; preds = %philox.body132.us.preheader, %philox.body132.us
  %philox134721.us = phi i64 [ %5210, %philox.body132.us ], [ %philox134721.us.ph, %philox.body132.us.preheader ]
  %element.us = add i64 %philox134721.us, %row_offset130.us
  %5128 = and i64 %element.us, 4294967295
  %5129 = mul nuw i64 %5128, 3528531795
  %5130 = xor i64 %element.us, %key0
  %5131 = xor i64 %5130, %5129
  %5132 = lshr i64 %5131, 32
  %5133 = mul nuw i64 %5132, 3449720151
  %5134 = lshr i64 %5133, 32
  %.reass1049.reass = xor i64 %5134, %invariant.op2881
  %5135 = xor i64 %5704, %5129
  %5136 = and i64 %.reass1049.reass, 4294967295
  %5137 = mul nuw i64 %5136, 3528531795
  %5138 = and i64 %5135, 4294967295
  %5139 = mul nuw i64 %5138, 3449720151
  %5140 = lshr i64 %5137, 32
  %5141 = lshr i64 %5139, 32
  %5142 = xor i64 %5141, %4332
  %5143 = xor i64 %5142, %5133
  %.reass1051.reass = xor i64 %5140, %invariant.op2882
  %5144 = and i64 %5143, 4294967295
  %5145 = mul nuw i64 %5144, 3528531795
  %5146 = and i64 %.reass1051.reass, 4294967295
  %5147 = mul nuw i64 %5146, 3449720151
  %5148 = lshr i64 %5145, 32
  %5149 = lshr i64 %5147, 32
  %5150 = xor i64 %4334, %5149
  %5151 = xor i64 %5150, %5139
  %5152 = xor i64 %5148, %4335
  %5153 = xor i64 %5152, %5137
  %5154 = and i64 %5151, 4294967295
  %5155 = mul nuw i64 %5154, 3528531795
  %5156 = and i64 %5153, 4294967295
  %5157 = mul nuw i64 %5156, 3449720151
  %5158 = lshr i64 %5155, 32
  %5159 = lshr i64 %5157, 32
  %5160 = xor i64 %5159, %4336
  %5161 = xor i64 %5160, %5147
  %5162 = xor i64 %4337, %5158
  %5163 = xor i64 %5162, %5145
  %5164 = and i64 %5161, 4294967295
  %5165 = mul nuw i64 %5164, 3528531795
  %5166 = and i64 %5163, 4294967295
  %5167 = mul nuw i64 %5166, 3449720151
  %5168 = lshr i64 %5165, 32
  %5169 = lshr i64 %5167, 32
  %5170 = xor i64 %4338, %5169
  %5171 = xor i64 %5170, %5157
  %5172 = xor i64 %5168, %4339
  %5173 = xor i64 %5172, %5155
  %5174 = and i64 %5171, 4294967295
  %5175 = mul nuw i64 %5174, 3528531795
  %5176 = and i64 %5173, 4294967295
  %5177 = mul nuw i64 %5176, 3449720151
  %5178 = lshr i64 %5175, 32
  %5179 = lshr i64 %5177, 32
  %5180 = xor i64 %5179, %4340
  %5181 = xor i64 %5180, %5167
  %5182 = xor i64 %4341, %5178
  %5183 = xor i64 %5182, %5165
  %5184 = and i64 %5181, 4294967295
  %5185 = mul nuw i64 %5184, 3528531795
  %5186 = and i64 %5183, 4294967295
  %5187 = mul nuw i64 %5186, 3449720151
  %5188 = lshr i64 %5185, 32
  %5189 = lshr i64 %5187, 32
  %5190 = xor i64 %4342, %5189
  %5191 = xor i64 %5190, %5177
  %5192 = xor i64 %5188, %4343
  %5193 = xor i64 %5192, %5175
  %5194 = and i64 %5191, 4294967295
  %5195 = mul nuw i64 %5194, 3528531795
  %5196 = lshr i64 %5195, 32
  %5197 = trunc i64 %5193 to i32
  %5198 = mul i32 %5197, -845247145
  %5199 = xor i64 %4344, %5196
  %5200 = xor i64 %5199, %5185
  %5201 = and i64 %5200, 4294967295
  %5202 = mul nuw i64 %5201, 3449720151
  %5203 = lshr i64 %5202, 32
  %5204 = trunc nuw i64 %5203 to i32
  %5205 = trunc i64 %5202 to i32
  %5206 = xor i32 %5198, %5204
  %5207 = xor i32 %5206, %4345
  %5208 = getelementptr inbounds nuw float, ptr %4583, i64 %philox134721.us
  store i32 %5207, ptr %5208, align 4
  %5209 = getelementptr inbounds nuw float, ptr %4582, i64 %philox134721.us
  store i32 %5205, ptr %5209, align 4
  %5210 = add nuw nsw i64 %philox134721.us, 1
  %exitcond921.not = icmp eq i64 %5210, %n_features
  br i1 %exitcond921.not, label %vector.ph1868, label %philox.body132.us, !llvm.loop !69

vector.ph1868:                                    ; preds = %philox.body132.us, %middle.block1933, %vec.epilog.middle.block1990
  br label %vector.body1871

vector.body1871:                                  ; preds = %vector.body1871, %vector.ph1868
  %index1872 = phi i64 [ 0, %vector.ph1868 ], [ %index.next1875, %vector.body1871 ]
  %5211 = getelementptr inbounds nuw float, ptr %4583, i64 %index1872
  %wide.load1873 = load <8 x i32>, ptr %5211, align 4
  %5212 = getelementptr inbounds nuw float, ptr %4582, i64 %index1872
  %wide.load1874 = load <8 x i32>, ptr %5212, align 4
  %5213 = uitofp <8 x i32> %wide.load1873 to <8 x double>
  %5214 = fadd <8 x double> %5213, splat (double 5.000000e-01)
  %5215 = fmul <8 x double> %5214, splat (double 0x3DF0000000000000)
  %5216 = uitofp <8 x i32> %wide.load1874 to <8 x double>
  %5217 = fadd <8 x double> %5216, splat (double 5.000000e-01)
  %5218 = fmul <8 x double> %5217, splat (double 0x3DF0000000000000)
  %5219 = bitcast <8 x double> %5215 to <8 x i64>
  %5220 = lshr <8 x i64> %5219, splat (i64 32)
  %5221 = add nuw nsw <8 x i64> %5220, splat (i64 614242)
  %5222 = lshr <8 x i64> %5221, splat (i64 20)
  %5223 = add nsw <8 x i64> %5222, splat (i64 -1023)
  %5224 = shl nuw <8 x i64> %5221, splat (i64 32)
  %5225 = and <8 x i64> %5224, splat (i64 4503595332403200)
  %5226 = add nuw nsw <8 x i64> %5225, splat (i64 4604544269498187776)
  %5227 = and <8 x i64> %5219, splat (i64 4294967295)
  %5228 = or disjoint <8 x i64> %5226, %5227
  %5229 = bitcast <8 x i64> %5228 to <8 x double>
  %5230 = fadd <8 x double> %5229, splat (double -1.000000e+00)
  %5231 = fmul <8 x double> %5230, splat (double 5.000000e-01)
  %5232 = fmul <8 x double> %5230, %5231
  %5233 = fadd <8 x double> %5230, splat (double 2.000000e+00)
  %5234 = fdiv <8 x double> %5230, %5233
  %5235 = fmul <8 x double> %5234, %5234
  %5236 = fmul <8 x double> %5235, %5235
  %5237 = fmul <8 x double> %5236, splat (double 0x3FC39A09D078C69F)
  %5238 = fadd <8 x double> %5237, splat (double 0x3FCC71C51D8E78AF)
  %5239 = fmul <8 x double> %5236, %5238
  %5240 = fadd <8 x double> %5239, splat (double 0x3FD999999997FA04)
  %5241 = fmul <8 x double> %5236, %5240
  %5242 = fmul <8 x double> %5236, splat (double 0x3FC2F112DF3E5244)
  %5243 = fadd <8 x double> %5242, splat (double 0x3FC7466496CB03DE)
  %5244 = fmul <8 x double> %5236, %5243
  %5245 = fadd <8 x double> %5244, splat (double 0x3FD2492494229359)
  %5246 = fmul <8 x double> %5236, %5245
  %5247 = fadd <8 x double> %5246, splat (double 0x3FE5555555555593)
  %5248 = fmul <8 x double> %5235, %5247
  %5249 = fadd <8 x double> %5241, %5248
  %5250 = sitofp <8 x i64> %5223 to <8 x double>
  %5251 = fadd <8 x double> %5232, %5249
  %5252 = fmul <8 x double> %5234, %5251
  %5253 = fmul <8 x double> %5250, splat (double 0x3DEA39EF35793C76)
  %5254 = fadd <8 x double> %5253, %5252
  %5255 = fsub <8 x double> %5254, %5232
  %5256 = fadd <8 x double> %5230, %5255
  %5257 = fmul <8 x double> %5250, splat (double 0x3FE62E42FEE00000)
  %5258 = fadd <8 x double> %5257, %5256
  %5259 = fmul <8 x double> %5258, splat (double -2.000000e+00)
  %5260 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5259)
  %5261 = fmul <8 x double> %5218, splat (double 0x401921FB54442D18)
  %5262 = fmul <8 x double> %5261, splat (double 0x3FE45F306DC9C883)
  %5263 = fadd <8 x double> %5262, splat (double 0x4338000000000000)
  %5264 = bitcast <8 x double> %5263 to <8 x i64>
  %5265 = fadd <8 x double> %5263, splat (double 0xC338000000000000)
  %5266 = fmul <8 x double> %5265, splat (double 0x3FF921FB54400000)
  %5267 = fsub <8 x double> %5261, %5266
  %5268 = fmul <8 x double> %5265, splat (double 0x3DD0B4611A626331)
  %5269 = fmul <8 x double> %5265, splat (double 0x3DD0B4611A600000)
  %5270 = fsub <8 x double> %5267, %5269
  %5271 = fmul <8 x double> %5265, splat (double 0x3BA3198A2E037073)
  %5272 = fsub <8 x double> %5267, %5270
  %5273 = fsub <8 x double> %5272, %5269
  %5274 = fsub <8 x double> %5271, %5273
  %5275 = fsub <8 x double> %5267, %5268
  %5276 = bitcast <8 x double> %5261 to <8 x i64>
  %5277 = lshr <8 x i64> %5276, splat (i64 52)
  %5278 = and <8 x i64> %5277, splat (i64 2047)
  %5279 = bitcast <8 x double> %5275 to <8 x i64>
  %5280 = lshr <8 x i64> %5279, splat (i64 52)
  %5281 = and <8 x i64> %5280, splat (i64 2047)
  %5282 = add nuw nsw <8 x i64> %5281, splat (i64 16)
  %5283 = icmp samesign ult <8 x i64> %5282, %5278
  %5284 = select <8 x i1> %5283, <8 x double> %5270, <8 x double> %5267
  %5285 = select <8 x i1> %5283, <8 x double> %5274, <8 x double> %5268
  %5286 = fsub <8 x double> %5284, %5285
  %5287 = fsub <8 x double> %5284, %5286
  %5288 = fsub <8 x double> %5287, %5285
  %5289 = fmul <8 x double> %5286, %5286
  %5290 = fmul <8 x double> %5289, %5289
  %5291 = fmul <8 x double> %5289, splat (double 0x3EFA01A019CB1590)
  %5292 = fadd <8 x double> %5291, splat (double 0xBF56C16C16C15177)
  %5293 = fmul <8 x double> %5289, %5292
  %5294 = fadd <8 x double> %5293, splat (double 0x3FA555555555554C)
  %5295 = fmul <8 x double> %5289, %5294
  %5296 = fmul <8 x double> %5289, splat (double 0x3DA8FAE9BE8838D4)
  %5297 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5296
  %5298 = fmul <8 x double> %5289, %5297
  %5299 = fadd <8 x double> %5298, splat (double 0xBE927E4F809C52AD)
  %5300 = fmul <8 x double> %5290, %5290
  %5301 = fmul <8 x double> %5300, %5299
  %5302 = fadd <8 x double> %5295, %5301
  %5303 = fmul <8 x double> %5289, splat (double 5.000000e-01)
  %5304 = fsub <8 x double> splat (double 1.000000e+00), %5303
  %5305 = fsub <8 x double> splat (double 1.000000e+00), %5304
  %5306 = fsub <8 x double> %5305, %5303
  %5307 = fmul <8 x double> %5289, %5302
  %5308 = fmul <8 x double> %5286, %5288
  %5309 = fsub <8 x double> %5307, %5308
  %5310 = fadd <8 x double> %5306, %5309
  %5311 = fadd <8 x double> %5304, %5310
  %5312 = fmul <8 x double> %5289, splat (double 0x3EC71DE357B1FE7D)
  %5313 = fadd <8 x double> %5312, splat (double 0xBF2A01A019C161D5)
  %5314 = fmul <8 x double> %5289, %5313
  %5315 = fadd <8 x double> %5314, splat (double 0x3F8111111110F8A6)
  %5316 = fmul <8 x double> %5289, splat (double 0x3DE5D93A5ACFD57C)
  %5317 = fadd <8 x double> %5316, splat (double 0xBE5AE5E68A2B9CEB)
  %5318 = fmul <8 x double> %5289, %5290
  %5319 = fmul <8 x double> %5318, %5317
  %5320 = fadd <8 x double> %5319, %5315
  %5321 = fmul <8 x double> %5286, %5289
  %5322 = fmul <8 x double> %5288, splat (double 5.000000e-01)
  %5323 = fmul <8 x double> %5321, %5320
  %5324 = fsub <8 x double> %5322, %5323
  %5325 = fmul <8 x double> %5289, %5324
  %5326 = fsub <8 x double> %5325, %5288
  %5327 = fmul <8 x double> %5321, splat (double 0x3FC5555555555549)
  %5328 = fadd <8 x double> %5326, %5327
  %5329 = fsub <8 x double> %5286, %5328
  %5330 = fneg <8 x double> %5311
  %5331 = fneg <8 x double> %5329
  %5332 = and <8 x i64> %5264, splat (i64 1)
  %5333 = and <8 x i64> %5264, splat (i64 2)
  %5334 = icmp eq <8 x i64> %5332, zeroinitializer
  %5335 = icmp eq <8 x i64> %5333, zeroinitializer
  %5336 = select <8 x i1> %5335, <8 x double> %5311, <8 x double> %5330
  %5337 = select <8 x i1> %5335, <8 x double> %5331, <8 x double> %5329
  %5338 = select <8 x i1> %5334, <8 x double> %5336, <8 x double> %5337
  %5339 = fmul <8 x double> %5260, %5338
  %5340 = fptrunc <8 x double> %5339 to <8 x float>
  store <8 x float> %5340, ptr %5211, align 4
  %index.next1875 = add nuw i64 %index1872, 8
  %5341 = icmp eq i64 %index.next1875, %n.vec1870
  br i1 %5341, label %middle.block1876, label %vector.body1871, !llvm.loop !70

middle.block1876:                                 ; preds = %vector.body1871
  br i1 %cmp.n1877, label %noise.exit137.us, label %noise.body136.us

noise.done144.us:                                 ; preds = %lockstep_sums_tail.body.us, %lockstep_sums_tail.body287.us, %lockstep_sums_tail.header286.preheader.us, %lockstep_sums_tail.header.preheader.us
  %lockstep_sums230.1.lcssa.us.sink1064 = phi <4 x float> [ %5600, %lockstep_sums_tail.body287.us ], [ %4533, %lockstep_sums_tail.header.preheader.us ], [ %5636, %lockstep_sums_tail.header286.preheader.us ], [ %4497, %lockstep_sums_tail.body.us ]
  %lockstep_sums231.1.lcssa.us.sink1061 = phi <4 x float> [ %5613, %lockstep_sums_tail.body287.us ], [ %4541, %lockstep_sums_tail.header.preheader.us ], [ %5644, %lockstep_sums_tail.header286.preheader.us ], [ %4510, %lockstep_sums_tail.body.us ]
  %lockstep_sums232.1.lcssa.us.sink1058 = phi <4 x float> [ %5626, %lockstep_sums_tail.body287.us ], [ %4549, %lockstep_sums_tail.header.preheader.us ], [ %5652, %lockstep_sums_tail.header286.preheader.us ], [ %4523, %lockstep_sums_tail.body.us ]
  %5342 = extractelement <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, i64 0
  store float %5342, ptr %lockstep_uniforms, align 4
  %5343 = extractelement <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, i64 0
  store float %5343, ptr %4352, align 4
  %5344 = shufflevector <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, <2 x i32> <i32 1, i32 5>
  store <2 x float> %5344, ptr %4346, align 4
  %5345 = shufflevector <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, <2 x i32> <i32 2, i32 6>
  store <2 x float> %5345, ptr %4347, align 4
  %5346 = shufflevector <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, <2 x i32> <i32 3, i32 7>
  store <2 x float> %5346, ptr %4348, align 4
  %5347 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 0
  store float %5347, ptr %4353, align 4
  %5348 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 1
  store float %5348, ptr %4354, align 4
  %5349 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 2
  store float %5349, ptr %4355, align 4
  %5350 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 3
  store float %5350, ptr %4356, align 4
  br i1 %cond565, label %iter.check1654, label %iter.check1714.preheader

iter.check1714.preheader:                         ; preds = %noise.done144.us
  %broadcast.splatinsert1725 = insertelement <8 x float> poison, float %noise_scale126.us, i64 0
  %broadcast.splat1726 = shufflevector <8 x float> %broadcast.splatinsert1725, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1757 = insertelement <4 x float> poison, float %noise_scale126.us, i64 0
  %broadcast.splat1758 = shufflevector <4 x float> %broadcast.splatinsert1757, <4 x float> poison, <4 x i32> zeroinitializer
  br label %iter.check1714

lockstep_sums_tail.body341.us:                    ; preds = %lockstep_sums_tail.header340.preheader.us, %lockstep_sums_tail.body341.us
  %lockstep_sums_tail343761.us = phi i64 [ %5364, %lockstep_sums_tail.body341.us ], [ %whole_tiles_end, %lockstep_sums_tail.header340.preheader.us ]
  %lockstep_sums318.1760.us = phi <4 x float> [ %5363, %lockstep_sums_tail.body341.us ], [ %.lcssa2335, %lockstep_sums_tail.header340.preheader.us ]
  %5351 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail343761.us
  %5352 = load float, ptr %5351, align 4
  %5353 = insertelement <4 x float> poison, float %5352, i64 0
  %5354 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums_tail343761.us
  %5355 = load float, ptr %5354, align 4
  %5356 = insertelement <4 x float> %5353, float %5355, i64 1
  %5357 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums_tail343761.us
  %5358 = load float, ptr %5357, align 4
  %5359 = insertelement <4 x float> %5356, float %5358, i64 2
  %5360 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums_tail343761.us
  %5361 = load float, ptr %5360, align 4
  %5362 = insertelement <4 x float> %5359, float %5361, i64 3
  %5363 = fadd <4 x float> %lockstep_sums318.1760.us, %5362
  %5364 = add nuw nsw i64 %lockstep_sums_tail343761.us, 1
  %5365 = icmp ult i64 %5364, %n_features
  br i1 %5365, label %lockstep_sums_tail.body341.us, label %noise.done299.us, !llvm.loop !71

lockstep_sums.body321.us:                         ; preds = %lockstep_sums.body321.us.preheader, %lockstep_sums.body321.us
  %lockstep_sums323758.us = phi i64 [ %5383, %lockstep_sums.body321.us ], [ 0, %lockstep_sums.body321.us.preheader ]
  %lockstep_sums318.0757.us = phi <4 x float> [ %5382, %lockstep_sums.body321.us ], [ zeroinitializer, %lockstep_sums.body321.us.preheader ]
  %niter2420 = phi i64 [ %niter2420.next.1, %lockstep_sums.body321.us ], [ 0, %lockstep_sums.body321.us.preheader ]
  %5366 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums323758.us
  %block324.us = load <4 x float>, ptr %5366, align 4
  %5367 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums323758.us
  %block325.us = load <4 x float>, ptr %5367, align 4
  %5368 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums323758.us
  %block326.us = load <4 x float>, ptr %5368, align 4
  %5369 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums323758.us
  %block327.us = load <4 x float>, ptr %5369, align 4
  %transpose328.us = shufflevector <4 x float> %block324.us, <4 x float> %block326.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose329.us = shufflevector <4 x float> %block324.us, <4 x float> %block326.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose330.us = shufflevector <4 x float> %block325.us, <4 x float> %block327.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us = shufflevector <4 x float> %block325.us, <4 x float> %block327.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us = shufflevector <4 x float> %transpose328.us, <4 x float> %transpose330.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose333.us = shufflevector <4 x float> %transpose328.us, <4 x float> %transpose330.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose334.us = shufflevector <4 x float> %transpose329.us, <4 x float> %transpose331.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us = shufflevector <4 x float> %transpose329.us, <4 x float> %transpose331.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5370 = fadd <4 x float> %lockstep_sums318.0757.us, %transpose332.us
  %5371 = fadd <4 x float> %transpose333.us, %5370
  %5372 = fadd <4 x float> %transpose334.us, %5371
  %5373 = fadd <4 x float> %transpose335.us, %5372
  %5374 = or disjoint i64 %lockstep_sums323758.us, 4
  %5375 = getelementptr inbounds nuw float, ptr %scratch, i64 %5374
  %block324.us.1 = load <4 x float>, ptr %5375, align 4
  %5376 = getelementptr inbounds nuw float, ptr %4466, i64 %5374
  %block325.us.1 = load <4 x float>, ptr %5376, align 4
  %5377 = getelementptr inbounds nuw float, ptr %4470, i64 %5374
  %block326.us.1 = load <4 x float>, ptr %5377, align 4
  %5378 = getelementptr inbounds nuw float, ptr %4474, i64 %5374
  %block327.us.1 = load <4 x float>, ptr %5378, align 4
  %transpose328.us.1 = shufflevector <4 x float> %block324.us.1, <4 x float> %block326.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose329.us.1 = shufflevector <4 x float> %block324.us.1, <4 x float> %block326.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose330.us.1 = shufflevector <4 x float> %block325.us.1, <4 x float> %block327.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us.1 = shufflevector <4 x float> %block325.us.1, <4 x float> %block327.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us.1 = shufflevector <4 x float> %transpose328.us.1, <4 x float> %transpose330.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose333.us.1 = shufflevector <4 x float> %transpose328.us.1, <4 x float> %transpose330.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose334.us.1 = shufflevector <4 x float> %transpose329.us.1, <4 x float> %transpose331.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us.1 = shufflevector <4 x float> %transpose329.us.1, <4 x float> %transpose331.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5379 = fadd <4 x float> %5373, %transpose332.us.1
  %5380 = fadd <4 x float> %transpose333.us.1, %5379
  %5381 = fadd <4 x float> %transpose334.us.1, %5380
  %5382 = fadd <4 x float> %transpose335.us.1, %5381
  %5383 = add nuw nsw i64 %lockstep_sums323758.us, 8
  %niter2420.next.1 = add nuw nsw i64 %niter2420, 2
  %niter2420.ncmp.1.not = icmp eq i64 %niter2420.next.1, %unroll_iter2419
  br i1 %niter2420.ncmp.1.not, label %lockstep_sums_tail.header340.preheader.us.unr-lcssa, label %lockstep_sums.body321.us, !llvm.loop !72

feature.exit308.us:                               ; preds = %feature.body307.us.prol.loopexit, %feature.body307.us, %vec.epilog.middle.block1765, %middle.block1742
  %5384 = add nuw nsw i64 %lockstep_row303756.us, 1
  %exitcond939.not = icmp eq i64 %5384, %umax950
  br i1 %exitcond939.not, label %lockstep_sums.body321.us.preheader, label %iter.check1714

lockstep_sums.body321.us.preheader:               ; preds = %feature.exit308.us
  br i1 %4408, label %lockstep_sums.body321.us.epil.preheader, label %lockstep_sums.body321.us

feature.body307.us:                               ; preds = %feature.body307.us.prol.loopexit, %feature.body307.us
  %feature309755.us = phi i64 [ %5420, %feature.body307.us ], [ %feature309755.us.unr, %feature.body307.us.prol.loopexit ]
  %5385 = getelementptr inbounds nuw float, ptr %5771, i64 %feature309755.us
  %5386 = load float, ptr %5385, align 4
  %5387 = getelementptr inbounds nuw float, ptr %5772, i64 %feature309755.us
  %5388 = load float, ptr %5387, align 4
  %5389 = fneg float %5388
  %5390 = fmul float %5386, %5776
  %5391 = fsub float %5389, %5390
  %5392 = fmul float %eta, %5391
  %5393 = fsub float %5386, %5392
  %5394 = getelementptr inbounds nuw float, ptr %5773, i64 %feature309755.us
  %5395 = load float, ptr %5394, align 4
  %5396 = fmul float %5386, %5778
  %5397 = fsub float %5395, %5396
  %5398 = fmul float %noise_scale126.us, %5397
  %5399 = fadd float %5393, %5398
  %5400 = fmul float %5399, %5399
  %5401 = getelementptr inbounds nuw float, ptr %5770, i64 %feature309755.us
  store float %5400, ptr %5401, align 4
  %5402 = add nuw nsw i64 %feature309755.us, 1
  %5403 = getelementptr inbounds nuw float, ptr %5771, i64 %5402
  %5404 = load float, ptr %5403, align 4
  %5405 = getelementptr inbounds nuw float, ptr %5772, i64 %5402
  %5406 = load float, ptr %5405, align 4
  %5407 = fneg float %5406
  %5408 = fmul float %5404, %5776
  %5409 = fsub float %5407, %5408
  %5410 = fmul float %eta, %5409
  %5411 = fsub float %5404, %5410
  %5412 = getelementptr inbounds nuw float, ptr %5773, i64 %5402
  %5413 = load float, ptr %5412, align 4
  %5414 = fmul float %5404, %5778
  %5415 = fsub float %5413, %5414
  %5416 = fmul float %noise_scale126.us, %5415
  %5417 = fadd float %5411, %5416
  %5418 = fmul float %5417, %5417
  %5419 = getelementptr inbounds nuw float, ptr %5770, i64 %5402
  store float %5418, ptr %5419, align 4
  %5420 = add nuw nsw i64 %feature309755.us, 2
  %exitcond936.not.1 = icmp eq i64 %5420, %n_features
  br i1 %exitcond936.not.1, label %feature.exit308.us, label %feature.body307.us, !llvm.loop !73

noise.done299.us:                                 ; preds = %lockstep_sums_tail.body341.us, %lockstep_sums_tail.body387.us, %lockstep_sums_tail.header386.preheader.us, %lockstep_sums_tail.header340.preheader.us
  %lockstep_sums364.1.lcssa.us.sink1067 = phi <4 x float> [ %5518, %lockstep_sums_tail.body387.us ], [ %.lcssa2335, %lockstep_sums_tail.header340.preheader.us ], [ %.lcssa2337, %lockstep_sums_tail.header386.preheader.us ], [ %5363, %lockstep_sums_tail.body341.us ]
  %5421 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 0
  store float %5421, ptr %4357, align 4
  %5422 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 1
  store float %5422, ptr %4358, align 4
  %5423 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 2
  store float %5423, ptr %4359, align 4
  %5424 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 3
  store float %5424, ptr %4360, align 4
  br i1 %cond565, label %feature.body417.lr.ph.us, label %feature.body405.lr.ph.us.preheader

feature.body405.lr.ph.us.preheader:               ; preds = %noise.done299.us
  %broadcast.splatinsert1622 = insertelement <8 x float> poison, float %noise_scale126.us, i64 0
  %broadcast.splat1623 = shufflevector <8 x float> %broadcast.splatinsert1622, <8 x float> poison, <8 x i32> zeroinitializer
  br label %feature.body405.lr.ph.us

feature.exit406.us:                               ; preds = %feature.body405.us779.prol.loopexit, %feature.body405.us779, %middle.block1632, %feature.body405.lr.ph.us
  %5425 = add nuw nsw i64 %lockstep_row399772.us, 1
  %exitcond947.not = icmp eq i64 %5425, %umax950
  br i1 %exitcond947.not, label %noise.done395.us, label %feature.body405.lr.ph.us

feature.body405.us779:                            ; preds = %feature.body405.us779.prol.loopexit, %feature.body405.us779
  %feature407771.us780 = phi i64 [ %5459, %feature.body405.us779 ], [ %feature407771.us780.unr, %feature.body405.us779.prol.loopexit ]
  %5426 = getelementptr inbounds nuw float, ptr %5940, i64 %feature407771.us780
  %5427 = load float, ptr %5426, align 4
  %5428 = getelementptr inbounds nuw float, ptr %5941, i64 %feature407771.us780
  %5429 = load float, ptr %5428, align 4
  %5430 = fneg float %5429
  %5431 = fmul float %5427, %5956
  %5432 = fsub float %5430, %5431
  %5433 = fmul float %eta, %5432
  %5434 = fsub float %5427, %5433
  %5435 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature407771.us780
  %5436 = load float, ptr %5435, align 4
  %5437 = fmul float %5427, %5957
  %5438 = fsub float %5436, %5437
  %5439 = fmul float %noise_scale126.us, %5438
  %5440 = fadd float %5434, %5439
  %5441 = fdiv float %5440, %5958
  store float %5441, ptr %5426, align 4
  %5442 = add nuw nsw i64 %feature407771.us780, 1
  %5443 = getelementptr inbounds nuw float, ptr %5940, i64 %5442
  %5444 = load float, ptr %5443, align 4
  %5445 = getelementptr inbounds nuw float, ptr %5941, i64 %5442
  %5446 = load float, ptr %5445, align 4
  %5447 = fneg float %5446
  %5448 = fmul float %5444, %5956
  %5449 = fsub float %5447, %5448
  %5450 = fmul float %eta, %5449
  %5451 = fsub float %5444, %5450
  %5452 = getelementptr inbounds nuw float, ptr %gep.us, i64 %5442
  %5453 = load float, ptr %5452, align 4
  %5454 = fmul float %5444, %5957
  %5455 = fsub float %5453, %5454
  %5456 = fmul float %noise_scale126.us, %5455
  %5457 = fadd float %5451, %5456
  %5458 = fdiv float %5457, %5958
  store float %5458, ptr %5443, align 4
  %5459 = add nuw nsw i64 %feature407771.us780, 2
  %exitcond944.not.1 = icmp eq i64 %5459, %n_features
  br i1 %exitcond944.not.1, label %feature.exit406.us, label %feature.body405.us779, !llvm.loop !74

noise.done395.us:                                 ; preds = %feature.exit406.us, %feature.exit418.us
  %t_next420.us = fmul float %anneal_ratio, %temperature120.0776.us
  %5460 = add nuw i64 %step125777.us, 1
  %exitcond952.not = icmp eq i64 %5460, %steps
  br i1 %exitcond952.not, label %step.header122.step.exit124_crit_edge.us, label %step.body123.us

feature.exit418.us:                               ; preds = %feature.body417.us781.prol.loopexit, %feature.body417.us781, %middle.block1572, %vec.epilog.middle.block1592, %feature.body417.lr.ph.us
  %5461 = add nuw nsw i64 %lockstep_row411775.us, 1
  %exitcond951.not = icmp eq i64 %5461, %umax950
  br i1 %exitcond951.not, label %noise.done395.us, label %feature.body417.lr.ph.us

feature.body417.us781:                            ; preds = %feature.body417.us781.prol.loopexit, %feature.body417.us781
  %feature419773.us782 = phi i64 [ %5505, %feature.body417.us781 ], [ %feature419773.us782.unr, %feature.body417.us781.prol.loopexit ]
  %5462 = getelementptr inbounds nuw float, ptr %5992, i64 %feature419773.us782
  %5463 = load float, ptr %5462, align 4
  %5464 = getelementptr inbounds nuw float, ptr %5993, i64 %feature419773.us782
  %5465 = load float, ptr %5464, align 4
  %5466 = fneg float %5465
  %5467 = fmul float %5463, %6007
  %5468 = fsub float %5466, %5467
  %5469 = fmul float %eta, %5468
  %5470 = fsub float %5463, %5469
  %5471 = fdiv float %5470, %6008
  store float %5471, ptr %5462, align 4
  %5472 = add nuw nsw i64 %feature419773.us782, 1
  %5473 = getelementptr inbounds nuw float, ptr %5992, i64 %5472
  %5474 = load float, ptr %5473, align 4
  %5475 = getelementptr inbounds nuw float, ptr %5993, i64 %5472
  %5476 = load float, ptr %5475, align 4
  %5477 = fneg float %5476
  %5478 = fmul float %5474, %6007
  %5479 = fsub float %5477, %5478
  %5480 = fmul float %eta, %5479
  %5481 = fsub float %5474, %5480
  %5482 = fdiv float %5481, %6008
  store float %5482, ptr %5473, align 4
  %5483 = add nuw nsw i64 %feature419773.us782, 2
  %5484 = getelementptr inbounds nuw float, ptr %5992, i64 %5483
  %5485 = load float, ptr %5484, align 4
  %5486 = getelementptr inbounds nuw float, ptr %5993, i64 %5483
  %5487 = load float, ptr %5486, align 4
  %5488 = fneg float %5487
  %5489 = fmul float %5485, %6007
  %5490 = fsub float %5488, %5489
  %5491 = fmul float %eta, %5490
  %5492 = fsub float %5485, %5491
  %5493 = fdiv float %5492, %6008
  store float %5493, ptr %5484, align 4
  %5494 = add nuw nsw i64 %feature419773.us782, 3
  %5495 = getelementptr inbounds nuw float, ptr %5992, i64 %5494
  %5496 = load float, ptr %5495, align 4
  %5497 = getelementptr inbounds nuw float, ptr %5993, i64 %5494
  %5498 = load float, ptr %5497, align 4
  %5499 = fneg float %5498
  %5500 = fmul float %5496, %6007
  %5501 = fsub float %5499, %5500
  %5502 = fmul float %eta, %5501
  %5503 = fsub float %5496, %5502
  %5504 = fdiv float %5503, %6008
  store float %5504, ptr %5495, align 4
  %5505 = add nuw nsw i64 %feature419773.us782, 4
  %exitcond948.not.3 = icmp eq i64 %5505, %n_features
  br i1 %exitcond948.not.3, label %feature.exit418.us, label %feature.body417.us781, !llvm.loop !75

lockstep_sums_tail.body387.us:                    ; preds = %lockstep_sums_tail.header386.preheader.us, %lockstep_sums_tail.body387.us
  %lockstep_sums_tail389769.us = phi i64 [ %5519, %lockstep_sums_tail.body387.us ], [ %whole_tiles_end, %lockstep_sums_tail.header386.preheader.us ]
  %lockstep_sums364.1768.us = phi <4 x float> [ %5518, %lockstep_sums_tail.body387.us ], [ %.lcssa2337, %lockstep_sums_tail.header386.preheader.us ]
  %5506 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail389769.us
  %5507 = load float, ptr %5506, align 4
  %5508 = insertelement <4 x float> poison, float %5507, i64 0
  %5509 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums_tail389769.us
  %5510 = load float, ptr %5509, align 4
  %5511 = insertelement <4 x float> %5508, float %5510, i64 1
  %5512 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums_tail389769.us
  %5513 = load float, ptr %5512, align 4
  %5514 = insertelement <4 x float> %5511, float %5513, i64 2
  %5515 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums_tail389769.us
  %5516 = load float, ptr %5515, align 4
  %5517 = insertelement <4 x float> %5514, float %5516, i64 3
  %5518 = fadd <4 x float> %lockstep_sums364.1768.us, %5517
  %5519 = add nuw nsw i64 %lockstep_sums_tail389769.us, 1
  %5520 = icmp ult i64 %5519, %n_features
  br i1 %5520, label %lockstep_sums_tail.body387.us, label %noise.done299.us, !llvm.loop !76

lockstep_sums.body367.us:                         ; preds = %lockstep_sums.body367.us.preheader, %lockstep_sums.body367.us
  %lockstep_sums369766.us = phi i64 [ %5538, %lockstep_sums.body367.us ], [ 0, %lockstep_sums.body367.us.preheader ]
  %lockstep_sums364.0765.us = phi <4 x float> [ %5537, %lockstep_sums.body367.us ], [ zeroinitializer, %lockstep_sums.body367.us.preheader ]
  %niter2430 = phi i64 [ %niter2430.next.1, %lockstep_sums.body367.us ], [ 0, %lockstep_sums.body367.us.preheader ]
  %5521 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums369766.us
  %block370.us = load <4 x float>, ptr %5521, align 4
  %5522 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums369766.us
  %block371.us = load <4 x float>, ptr %5522, align 4
  %5523 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums369766.us
  %block372.us = load <4 x float>, ptr %5523, align 4
  %5524 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums369766.us
  %block373.us = load <4 x float>, ptr %5524, align 4
  %transpose374.us = shufflevector <4 x float> %block370.us, <4 x float> %block372.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose375.us = shufflevector <4 x float> %block370.us, <4 x float> %block372.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose376.us = shufflevector <4 x float> %block371.us, <4 x float> %block373.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us = shufflevector <4 x float> %block371.us, <4 x float> %block373.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us = shufflevector <4 x float> %transpose374.us, <4 x float> %transpose376.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose379.us = shufflevector <4 x float> %transpose374.us, <4 x float> %transpose376.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose380.us = shufflevector <4 x float> %transpose375.us, <4 x float> %transpose377.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us = shufflevector <4 x float> %transpose375.us, <4 x float> %transpose377.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5525 = fadd <4 x float> %lockstep_sums364.0765.us, %transpose378.us
  %5526 = fadd <4 x float> %transpose379.us, %5525
  %5527 = fadd <4 x float> %transpose380.us, %5526
  %5528 = fadd <4 x float> %transpose381.us, %5527
  %5529 = or disjoint i64 %lockstep_sums369766.us, 4
  %5530 = getelementptr inbounds nuw float, ptr %scratch, i64 %5529
  %block370.us.1 = load <4 x float>, ptr %5530, align 4
  %5531 = getelementptr inbounds nuw float, ptr %4466, i64 %5529
  %block371.us.1 = load <4 x float>, ptr %5531, align 4
  %5532 = getelementptr inbounds nuw float, ptr %4470, i64 %5529
  %block372.us.1 = load <4 x float>, ptr %5532, align 4
  %5533 = getelementptr inbounds nuw float, ptr %4474, i64 %5529
  %block373.us.1 = load <4 x float>, ptr %5533, align 4
  %transpose374.us.1 = shufflevector <4 x float> %block370.us.1, <4 x float> %block372.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose375.us.1 = shufflevector <4 x float> %block370.us.1, <4 x float> %block372.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose376.us.1 = shufflevector <4 x float> %block371.us.1, <4 x float> %block373.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us.1 = shufflevector <4 x float> %block371.us.1, <4 x float> %block373.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us.1 = shufflevector <4 x float> %transpose374.us.1, <4 x float> %transpose376.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose379.us.1 = shufflevector <4 x float> %transpose374.us.1, <4 x float> %transpose376.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose380.us.1 = shufflevector <4 x float> %transpose375.us.1, <4 x float> %transpose377.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us.1 = shufflevector <4 x float> %transpose375.us.1, <4 x float> %transpose377.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5534 = fadd <4 x float> %5528, %transpose378.us.1
  %5535 = fadd <4 x float> %transpose379.us.1, %5534
  %5536 = fadd <4 x float> %transpose380.us.1, %5535
  %5537 = fadd <4 x float> %transpose381.us.1, %5536
  %5538 = add nuw nsw i64 %lockstep_sums369766.us, 8
  %niter2430.next.1 = add nuw nsw i64 %niter2430, 2
  %niter2430.ncmp.1.not = icmp eq i64 %niter2430.next.1, %unroll_iter2429
  br i1 %niter2430.ncmp.1.not, label %lockstep_sums_tail.header386.preheader.us.unr-lcssa, label %lockstep_sums.body367.us, !llvm.loop !77

feature.exit354.us:                               ; preds = %feature.body353.us.prol.loopexit, %feature.body353.us, %vec.epilog.middle.block1692, %middle.block1674
  %5539 = add nuw nsw i64 %lockstep_row349764.us, 1
  %exitcond943.not = icmp eq i64 %5539, %umax950
  br i1 %exitcond943.not, label %lockstep_sums.body367.us.preheader, label %iter.check1654

lockstep_sums.body367.us.preheader:               ; preds = %feature.exit354.us
  br i1 %4409, label %lockstep_sums.body367.us.epil.preheader, label %lockstep_sums.body367.us

feature.body353.us:                               ; preds = %feature.body353.us.prol.loopexit, %feature.body353.us
  %feature355763.us = phi i64 [ %5587, %feature.body353.us ], [ %feature355763.us.unr, %feature.body353.us.prol.loopexit ]
  %5540 = getelementptr inbounds nuw float, ptr %5872, i64 %feature355763.us
  %5541 = load float, ptr %5540, align 4
  %5542 = getelementptr inbounds nuw float, ptr %5873, i64 %feature355763.us
  %5543 = load float, ptr %5542, align 4
  %5544 = fneg float %5543
  %5545 = fmul float %5541, %5876
  %5546 = fsub float %5544, %5545
  %5547 = fmul float %eta, %5546
  %5548 = fsub float %5541, %5547
  %5549 = fmul float %5548, %5548
  %5550 = getelementptr inbounds nuw float, ptr %5871, i64 %feature355763.us
  store float %5549, ptr %5550, align 4
  %5551 = add nuw nsw i64 %feature355763.us, 1
  %5552 = getelementptr inbounds nuw float, ptr %5872, i64 %5551
  %5553 = load float, ptr %5552, align 4
  %5554 = getelementptr inbounds nuw float, ptr %5873, i64 %5551
  %5555 = load float, ptr %5554, align 4
  %5556 = fneg float %5555
  %5557 = fmul float %5553, %5876
  %5558 = fsub float %5556, %5557
  %5559 = fmul float %eta, %5558
  %5560 = fsub float %5553, %5559
  %5561 = fmul float %5560, %5560
  %5562 = getelementptr inbounds nuw float, ptr %5871, i64 %5551
  store float %5561, ptr %5562, align 4
  %5563 = add nuw nsw i64 %feature355763.us, 2
  %5564 = getelementptr inbounds nuw float, ptr %5872, i64 %5563
  %5565 = load float, ptr %5564, align 4
  %5566 = getelementptr inbounds nuw float, ptr %5873, i64 %5563
  %5567 = load float, ptr %5566, align 4
  %5568 = fneg float %5567
  %5569 = fmul float %5565, %5876
  %5570 = fsub float %5568, %5569
  %5571 = fmul float %eta, %5570
  %5572 = fsub float %5565, %5571
  %5573 = fmul float %5572, %5572
  %5574 = getelementptr inbounds nuw float, ptr %5871, i64 %5563
  store float %5573, ptr %5574, align 4
  %5575 = add nuw nsw i64 %feature355763.us, 3
  %5576 = getelementptr inbounds nuw float, ptr %5872, i64 %5575
  %5577 = load float, ptr %5576, align 4
  %5578 = getelementptr inbounds nuw float, ptr %5873, i64 %5575
  %5579 = load float, ptr %5578, align 4
  %5580 = fneg float %5579
  %5581 = fmul float %5577, %5876
  %5582 = fsub float %5580, %5581
  %5583 = fmul float %eta, %5582
  %5584 = fsub float %5577, %5583
  %5585 = fmul float %5584, %5584
  %5586 = getelementptr inbounds nuw float, ptr %5871, i64 %5575
  store float %5585, ptr %5586, align 4
  %5587 = add nuw nsw i64 %feature355763.us, 4
  %exitcond940.not.3 = icmp eq i64 %5587, %n_features
  br i1 %exitcond940.not.3, label %feature.exit354.us, label %feature.body353.us, !llvm.loop !78

lockstep_sums_tail.body287.us:                    ; preds = %lockstep_sums_tail.header286.preheader.us, %lockstep_sums_tail.body287.us
  %lockstep_sums_tail289751.us = phi i64 [ %5627, %lockstep_sums_tail.body287.us ], [ %whole_tiles_end, %lockstep_sums_tail.header286.preheader.us ]
  %lockstep_sums230.1750.us = phi <4 x float> [ %5600, %lockstep_sums_tail.body287.us ], [ %5636, %lockstep_sums_tail.header286.preheader.us ]
  %lockstep_sums231.1749.us = phi <4 x float> [ %5613, %lockstep_sums_tail.body287.us ], [ %5644, %lockstep_sums_tail.header286.preheader.us ]
  %lockstep_sums232.1748.us = phi <4 x float> [ %5626, %lockstep_sums_tail.body287.us ], [ %5652, %lockstep_sums_tail.header286.preheader.us ]
  %5588 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail289751.us
  %5589 = load float, ptr %5588, align 4
  %5590 = insertelement <4 x float> poison, float %5589, i64 0
  %5591 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums_tail289751.us
  %5592 = load float, ptr %5591, align 4
  %5593 = insertelement <4 x float> %5590, float %5592, i64 1
  %5594 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums_tail289751.us
  %5595 = load float, ptr %5594, align 4
  %5596 = insertelement <4 x float> %5593, float %5595, i64 2
  %5597 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums_tail289751.us
  %5598 = load float, ptr %5597, align 4
  %5599 = insertelement <4 x float> %5596, float %5598, i64 3
  %5600 = fadd <4 x float> %lockstep_sums230.1750.us, %5599
  %5601 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums_tail289751.us
  %5602 = load float, ptr %5601, align 4
  %5603 = insertelement <4 x float> poison, float %5602, i64 0
  %5604 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums_tail289751.us
  %5605 = load float, ptr %5604, align 4
  %5606 = insertelement <4 x float> %5603, float %5605, i64 1
  %5607 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums_tail289751.us
  %5608 = load float, ptr %5607, align 4
  %5609 = insertelement <4 x float> %5606, float %5608, i64 2
  %5610 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums_tail289751.us
  %5611 = load float, ptr %5610, align 4
  %5612 = insertelement <4 x float> %5609, float %5611, i64 3
  %5613 = fadd <4 x float> %lockstep_sums231.1749.us, %5612
  %5614 = getelementptr inbounds nuw float, ptr %4351, i64 %lockstep_sums_tail289751.us
  %5615 = load float, ptr %5614, align 4
  %5616 = insertelement <4 x float> poison, float %5615, i64 0
  %5617 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums_tail289751.us
  %5618 = load float, ptr %5617, align 4
  %5619 = insertelement <4 x float> %5616, float %5618, i64 1
  %5620 = getelementptr inbounds nuw float, ptr %4479, i64 %lockstep_sums_tail289751.us
  %5621 = load float, ptr %5620, align 4
  %5622 = insertelement <4 x float> %5619, float %5621, i64 2
  %5623 = getelementptr inbounds nuw float, ptr %4480, i64 %lockstep_sums_tail289751.us
  %5624 = load float, ptr %5623, align 4
  %5625 = insertelement <4 x float> %5622, float %5624, i64 3
  %5626 = fadd <4 x float> %lockstep_sums232.1748.us, %5625
  %5627 = add nuw nsw i64 %lockstep_sums_tail289751.us, 1
  %5628 = icmp ult i64 %5627, %n_features
  br i1 %5628, label %lockstep_sums_tail.body287.us, label %noise.done144.us, !llvm.loop !79

lockstep_sums.body235.us:                         ; preds = %feature.exit220.us, %lockstep_sums.body235.us
  %lockstep_sums237744.us = phi i64 [ %5653, %lockstep_sums.body235.us ], [ 0, %feature.exit220.us ]
  %lockstep_sums230.0743.us = phi <4 x float> [ %5636, %lockstep_sums.body235.us ], [ zeroinitializer, %feature.exit220.us ]
  %lockstep_sums231.0742.us = phi <4 x float> [ %5644, %lockstep_sums.body235.us ], [ zeroinitializer, %feature.exit220.us ]
  %lockstep_sums232.0741.us = phi <4 x float> [ %5652, %lockstep_sums.body235.us ], [ zeroinitializer, %feature.exit220.us ]
  %5629 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums237744.us
  %block238.us = load <4 x float>, ptr %5629, align 4
  %5630 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums237744.us
  %block239.us = load <4 x float>, ptr %5630, align 4
  %5631 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums237744.us
  %block240.us = load <4 x float>, ptr %5631, align 4
  %5632 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums237744.us
  %block241.us = load <4 x float>, ptr %5632, align 4
  %transpose242.us = shufflevector <4 x float> %block238.us, <4 x float> %block240.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose243.us = shufflevector <4 x float> %block238.us, <4 x float> %block240.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose244.us = shufflevector <4 x float> %block239.us, <4 x float> %block241.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose245.us = shufflevector <4 x float> %block239.us, <4 x float> %block241.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose246.us = shufflevector <4 x float> %transpose242.us, <4 x float> %transpose244.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose247.us = shufflevector <4 x float> %transpose242.us, <4 x float> %transpose244.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose248.us = shufflevector <4 x float> %transpose243.us, <4 x float> %transpose245.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose249.us = shufflevector <4 x float> %transpose243.us, <4 x float> %transpose245.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5633 = fadd <4 x float> %lockstep_sums230.0743.us, %transpose246.us
  %5634 = fadd <4 x float> %transpose247.us, %5633
  %5635 = fadd <4 x float> %transpose248.us, %5634
  %5636 = fadd <4 x float> %transpose249.us, %5635
  %5637 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums237744.us
  %block254.us = load <4 x float>, ptr %5637, align 4
  %5638 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums237744.us
  %block255.us = load <4 x float>, ptr %5638, align 4
  %5639 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums237744.us
  %block256.us = load <4 x float>, ptr %5639, align 4
  %5640 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums237744.us
  %block257.us = load <4 x float>, ptr %5640, align 4
  %transpose258.us = shufflevector <4 x float> %block254.us, <4 x float> %block256.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose259.us = shufflevector <4 x float> %block254.us, <4 x float> %block256.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose260.us = shufflevector <4 x float> %block255.us, <4 x float> %block257.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose261.us = shufflevector <4 x float> %block255.us, <4 x float> %block257.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose262.us = shufflevector <4 x float> %transpose258.us, <4 x float> %transpose260.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose263.us = shufflevector <4 x float> %transpose258.us, <4 x float> %transpose260.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose264.us = shufflevector <4 x float> %transpose259.us, <4 x float> %transpose261.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose265.us = shufflevector <4 x float> %transpose259.us, <4 x float> %transpose261.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5641 = fadd <4 x float> %lockstep_sums231.0742.us, %transpose262.us
  %5642 = fadd <4 x float> %transpose263.us, %5641
  %5643 = fadd <4 x float> %transpose264.us, %5642
  %5644 = fadd <4 x float> %transpose265.us, %5643
  %5645 = getelementptr inbounds nuw float, ptr %4351, i64 %lockstep_sums237744.us
  %block270.us = load <4 x float>, ptr %5645, align 4
  %5646 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums237744.us
  %block271.us = load <4 x float>, ptr %5646, align 4
  %5647 = getelementptr inbounds nuw float, ptr %4479, i64 %lockstep_sums237744.us
  %block272.us = load <4 x float>, ptr %5647, align 4
  %5648 = getelementptr inbounds nuw float, ptr %4480, i64 %lockstep_sums237744.us
  %block273.us = load <4 x float>, ptr %5648, align 4
  %transpose274.us = shufflevector <4 x float> %block270.us, <4 x float> %block272.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose275.us = shufflevector <4 x float> %block270.us, <4 x float> %block272.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose276.us = shufflevector <4 x float> %block271.us, <4 x float> %block273.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose277.us = shufflevector <4 x float> %block271.us, <4 x float> %block273.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose278.us = shufflevector <4 x float> %transpose274.us, <4 x float> %transpose276.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose279.us = shufflevector <4 x float> %transpose274.us, <4 x float> %transpose276.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose280.us = shufflevector <4 x float> %transpose275.us, <4 x float> %transpose277.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose281.us = shufflevector <4 x float> %transpose275.us, <4 x float> %transpose277.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5649 = fadd <4 x float> %lockstep_sums232.0741.us, %transpose278.us
  %5650 = fadd <4 x float> %transpose279.us, %5649
  %5651 = fadd <4 x float> %transpose280.us, %5650
  %5652 = fadd <4 x float> %transpose281.us, %5651
  %5653 = add nuw nsw i64 %lockstep_sums237744.us, 4
  %5654 = icmp samesign ult i64 %5653, %whole_tiles_end
  br i1 %5654, label %lockstep_sums.body235.us, label %lockstep_sums_tail.header286.preheader.us, !llvm.loop !80

feature.exit220.us:                               ; preds = %feature.body219.us.prol.loopexit, %feature.body219.us, %middle.block1814
  %5655 = add nuw nsw i64 %lockstep_row215740.us, 1
  %exitcond935.not = icmp eq i64 %5655, %umax950
  br i1 %exitcond935.not, label %lockstep_sums.body235.us, label %feature.body219.lr.ph.us

feature.body219.us:                               ; preds = %feature.body219.us.prol.loopexit, %feature.body219.us
  %feature221739.us = phi i64 [ %5679, %feature.body219.us ], [ %feature221739.us.unr, %feature.body219.us.prol.loopexit ]
  %5656 = getelementptr inbounds nuw float, ptr %5742, i64 %feature221739.us
  %5657 = load float, ptr %5656, align 4
  %5658 = fmul float %5657, %5657
  %5659 = getelementptr inbounds nuw float, ptr %5743, i64 %feature221739.us
  %5660 = load float, ptr %5659, align 4
  %5661 = fneg float %5660
  %5662 = fmul float %5657, %5661
  %5663 = fmul float %5657, 0.000000e+00
  %5664 = getelementptr inbounds nuw float, ptr %5741, i64 %feature221739.us
  store float %5658, ptr %5664, align 4
  %5665 = getelementptr inbounds nuw float, ptr %5744, i64 %feature221739.us
  store float %5662, ptr %5665, align 4
  %5666 = getelementptr inbounds nuw float, ptr %5745, i64 %feature221739.us
  store float %5663, ptr %5666, align 4
  %5667 = add nuw nsw i64 %feature221739.us, 1
  %5668 = getelementptr inbounds nuw float, ptr %5742, i64 %5667
  %5669 = load float, ptr %5668, align 4
  %5670 = fmul float %5669, %5669
  %5671 = getelementptr inbounds nuw float, ptr %5743, i64 %5667
  %5672 = load float, ptr %5671, align 4
  %5673 = fneg float %5672
  %5674 = fmul float %5669, %5673
  %5675 = fmul float %5669, 0.000000e+00
  %5676 = getelementptr inbounds nuw float, ptr %5741, i64 %5667
  store float %5670, ptr %5676, align 4
  %5677 = getelementptr inbounds nuw float, ptr %5744, i64 %5667
  store float %5674, ptr %5677, align 4
  %5678 = getelementptr inbounds nuw float, ptr %5745, i64 %5667
  store float %5675, ptr %5678, align 4
  %5679 = add nuw nsw i64 %feature221739.us, 2
  %exitcond932.not.1 = icmp eq i64 %5679, %n_features
  br i1 %exitcond932.not.1, label %feature.exit220.us, label %feature.body219.us, !llvm.loop !81

lockstep_sums_tail.header386.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body367.us
  br i1 %lcmp.mod2426.not, label %lockstep_sums_tail.header386.preheader.us, label %lockstep_sums.body367.us.epil.preheader

lockstep_sums.body367.us.epil.preheader:          ; preds = %lockstep_sums_tail.header386.preheader.us.unr-lcssa, %lockstep_sums.body367.us.preheader
  %lockstep_sums369766.us.epil.init = phi i64 [ 0, %lockstep_sums.body367.us.preheader ], [ %5538, %lockstep_sums_tail.header386.preheader.us.unr-lcssa ]
  %lockstep_sums364.0765.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body367.us.preheader ], [ %5537, %lockstep_sums_tail.header386.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2428)
  %5680 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums369766.us.epil.init
  %block370.us.epil = load <4 x float>, ptr %5680, align 4
  %5681 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums369766.us.epil.init
  %block371.us.epil = load <4 x float>, ptr %5681, align 4
  %5682 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums369766.us.epil.init
  %block372.us.epil = load <4 x float>, ptr %5682, align 4
  %5683 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums369766.us.epil.init
  %block373.us.epil = load <4 x float>, ptr %5683, align 4
  %transpose374.us.epil = shufflevector <4 x float> %block370.us.epil, <4 x float> %block372.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose375.us.epil = shufflevector <4 x float> %block370.us.epil, <4 x float> %block372.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose376.us.epil = shufflevector <4 x float> %block371.us.epil, <4 x float> %block373.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us.epil = shufflevector <4 x float> %block371.us.epil, <4 x float> %block373.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us.epil = shufflevector <4 x float> %transpose374.us.epil, <4 x float> %transpose376.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose379.us.epil = shufflevector <4 x float> %transpose374.us.epil, <4 x float> %transpose376.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose380.us.epil = shufflevector <4 x float> %transpose375.us.epil, <4 x float> %transpose377.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us.epil = shufflevector <4 x float> %transpose375.us.epil, <4 x float> %transpose377.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5684 = fadd <4 x float> %lockstep_sums364.0765.us.epil.init, %transpose378.us.epil
  %5685 = fadd <4 x float> %transpose379.us.epil, %5684
  %5686 = fadd <4 x float> %transpose380.us.epil, %5685
  %5687 = fadd <4 x float> %transpose381.us.epil, %5686
  br label %lockstep_sums_tail.header386.preheader.us

lockstep_sums_tail.header386.preheader.us:        ; preds = %lockstep_sums_tail.header386.preheader.us.unr-lcssa, %lockstep_sums.body367.us.epil.preheader
  %.lcssa2337 = phi <4 x float> [ %5537, %lockstep_sums_tail.header386.preheader.us.unr-lcssa ], [ %5687, %lockstep_sums.body367.us.epil.preheader ]
  br i1 %.not816, label %noise.done299.us, label %lockstep_sums_tail.body387.us

lockstep_sums_tail.header340.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body321.us
  br i1 %lcmp.mod2416.not, label %lockstep_sums_tail.header340.preheader.us, label %lockstep_sums.body321.us.epil.preheader

lockstep_sums.body321.us.epil.preheader:          ; preds = %lockstep_sums_tail.header340.preheader.us.unr-lcssa, %lockstep_sums.body321.us.preheader
  %lockstep_sums323758.us.epil.init = phi i64 [ 0, %lockstep_sums.body321.us.preheader ], [ %5383, %lockstep_sums_tail.header340.preheader.us.unr-lcssa ]
  %lockstep_sums318.0757.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body321.us.preheader ], [ %5382, %lockstep_sums_tail.header340.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2418)
  %5688 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums323758.us.epil.init
  %block324.us.epil = load <4 x float>, ptr %5688, align 4
  %5689 = getelementptr inbounds nuw float, ptr %4466, i64 %lockstep_sums323758.us.epil.init
  %block325.us.epil = load <4 x float>, ptr %5689, align 4
  %5690 = getelementptr inbounds nuw float, ptr %4470, i64 %lockstep_sums323758.us.epil.init
  %block326.us.epil = load <4 x float>, ptr %5690, align 4
  %5691 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums323758.us.epil.init
  %block327.us.epil = load <4 x float>, ptr %5691, align 4
  %transpose328.us.epil = shufflevector <4 x float> %block324.us.epil, <4 x float> %block326.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose329.us.epil = shufflevector <4 x float> %block324.us.epil, <4 x float> %block326.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose330.us.epil = shufflevector <4 x float> %block325.us.epil, <4 x float> %block327.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us.epil = shufflevector <4 x float> %block325.us.epil, <4 x float> %block327.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us.epil = shufflevector <4 x float> %transpose328.us.epil, <4 x float> %transpose330.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose333.us.epil = shufflevector <4 x float> %transpose328.us.epil, <4 x float> %transpose330.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose334.us.epil = shufflevector <4 x float> %transpose329.us.epil, <4 x float> %transpose331.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us.epil = shufflevector <4 x float> %transpose329.us.epil, <4 x float> %transpose331.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5692 = fadd <4 x float> %lockstep_sums318.0757.us.epil.init, %transpose332.us.epil
  %5693 = fadd <4 x float> %transpose333.us.epil, %5692
  %5694 = fadd <4 x float> %transpose334.us.epil, %5693
  %5695 = fadd <4 x float> %transpose335.us.epil, %5694
  br label %lockstep_sums_tail.header340.preheader.us

lockstep_sums_tail.header340.preheader.us:        ; preds = %lockstep_sums_tail.header340.preheader.us.unr-lcssa, %lockstep_sums.body321.us.epil.preheader
  %.lcssa2335 = phi <4 x float> [ %5382, %lockstep_sums_tail.header340.preheader.us.unr-lcssa ], [ %5695, %lockstep_sums.body321.us.epil.preheader ]
  br i1 %.not816, label %noise.done299.us, label %lockstep_sums_tail.body341.us

lockstep_sums_tail.header286.preheader.us:        ; preds = %lockstep_sums.body235.us
  br i1 %.not816, label %noise.done144.us, label %lockstep_sums_tail.body287.us

lockstep_sums_tail.header.preheader.us:           ; preds = %lockstep_sums.body.us
  br i1 %.not816, label %noise.done144.us, label %lockstep_sums_tail.body.us

lockstep_row.body.lr.ph.us:                       ; preds = %step.body123.us
  %key1_step127.us = add i64 %step125777.us, %key1
  %5696 = lshr i64 %key1_step127.us, 32
  %5697 = mul nuw i64 %5696, 3449720151
  %5698 = lshr i64 %5697, 32
  %5699 = xor i64 %key0, %5698
  %5700 = xor i64 %5699, %key1_step127.us
  %5701 = and i64 %5700, 4294967295
  %5702 = mul nuw i64 %5701, 3528531795
  %5703 = lshr i64 %5702, 32
  %5704 = xor i64 %5703, %4331
  %broadcast.splatinsert1891 = insertelement <8 x i64> poison, i64 %5697, i64 0
  %broadcast.splat1892 = shufflevector <8 x i64> %broadcast.splatinsert1891, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1893 = insertelement <8 x i64> poison, i64 %5704, i64 0
  %broadcast.splat1894 = shufflevector <8 x i64> %broadcast.splatinsert1893, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1899 = insertelement <8 x i64> poison, i64 %5702, i64 0
  %broadcast.splat1900 = shufflevector <8 x i64> %broadcast.splatinsert1899, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2865 = xor <8 x i64> %broadcast.splat1890, %broadcast.splat1892
  %invariant.op2867 = xor <8 x i64> %broadcast.splat1890, %broadcast.splat1892
  %invariant.op2869 = xor <8 x i64> %broadcast.splat1890, %broadcast.splat1892
  %invariant.op2871 = xor <8 x i64> %broadcast.splat1890, %broadcast.splat1892
  %invariant.op2873 = xor <8 x i64> %broadcast.splat1898, %broadcast.splat1900
  %invariant.op2875 = xor <8 x i64> %broadcast.splat1898, %broadcast.splat1900
  %invariant.op2877 = xor <8 x i64> %broadcast.splat1898, %broadcast.splat1900
  %invariant.op2879 = xor <8 x i64> %broadcast.splat1898, %broadcast.splat1900
  %broadcast.splatinsert1950 = insertelement <8 x i64> poison, i64 %5704, i64 0
  %broadcast.splat1951 = shufflevector <8 x i64> %broadcast.splatinsert1950, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2305 = xor i64 %5697, %4330
  %.scalar2306 = and i64 %.scalar2305, 4294967295
  %5705 = insertelement <8 x i64> poison, i64 %.scalar2306, i64 0
  %.masked2297 = shufflevector <8 x i64> %5705, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2307 = xor i64 %5702, %4333
  %.scalar2308 = and i64 %.scalar2307, 4294967295
  %5706 = insertelement <8 x i64> poison, i64 %.scalar2308, i64 0
  %.masked2298 = shufflevector <8 x i64> %5706, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2881 = xor i64 %4330, %5697
  %invariant.op2882 = xor i64 %4333, %5702
  br label %iter.check1880

feature.body.lr.ph.us:                            ; preds = %noise.exit137.us, %feature.exit.us
  %lockstep_row148725.us = phi i64 [ %4552, %feature.exit.us ], [ 0, %noise.exit137.us ]
  %row149.us = add i64 %lockstep_row148725.us, %lockstep_block778.us
  %5707 = mul i64 %lockstep_row148725.us, %slot_values
  %5708 = getelementptr inbounds float, ptr %scratch, i64 %5707
  %row_offset150.us = mul i64 %row149.us, %n_features
  %5709 = getelementptr inbounds float, ptr %state, i64 %row_offset150.us
  %5710 = getelementptr inbounds float, ptr %input_0, i64 %row_offset150.us
  %5711 = getelementptr inbounds nuw i8, ptr %5708, i64 %.idx641
  %5712 = getelementptr inbounds nuw float, ptr %5708, i64 %n_features
  %5713 = getelementptr inbounds nuw i8, ptr %5708, i64 %.idx640
  br i1 %conflict.rdx1853, label %feature.body.us.preheader, label %vector.body1858

vector.body1858:                                  ; preds = %feature.body.lr.ph.us, %vector.body1858
  %index1859 = phi i64 [ %index.next1863, %vector.body1858 ], [ 0, %feature.body.lr.ph.us ]
  %5714 = getelementptr inbounds nuw float, ptr %5709, i64 %index1859
  %wide.load1860 = load <8 x float>, ptr %5714, align 4, !alias.scope !82
  %5715 = fmul <8 x float> %wide.load1860, %wide.load1860
  %5716 = getelementptr inbounds nuw float, ptr %5710, i64 %index1859
  %wide.load1861 = load <8 x float>, ptr %5716, align 4, !alias.scope !85
  %5717 = fneg <8 x float> %wide.load1861
  %5718 = fmul <8 x float> %wide.load1860, %5717
  %5719 = getelementptr inbounds nuw float, ptr %5711, i64 %index1859
  %wide.load1862 = load <8 x float>, ptr %5719, align 4, !alias.scope !87
  %5720 = fmul <8 x float> %wide.load1860, %wide.load1862
  %5721 = getelementptr inbounds nuw float, ptr %5708, i64 %index1859
  store <8 x float> %5715, ptr %5721, align 4, !alias.scope !89, !noalias !91
  %5722 = getelementptr inbounds nuw float, ptr %5712, i64 %index1859
  store <8 x float> %5718, ptr %5722, align 4, !alias.scope !92, !noalias !91
  %5723 = getelementptr inbounds nuw float, ptr %5713, i64 %index1859
  store <8 x float> %5720, ptr %5723, align 4, !alias.scope !94, !noalias !91
  %index.next1863 = add nuw i64 %index1859, 8
  %5724 = icmp eq i64 %index.next1863, %n.vec1857
  br i1 %5724, label %middle.block1864, label %vector.body1858, !llvm.loop !96

middle.block1864:                                 ; preds = %vector.body1858
  br i1 %cmp.n1865, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %feature.body.lr.ph.us, %middle.block1864
  %feature724.us.ph = phi i64 [ 0, %feature.body.lr.ph.us ], [ %n.vec1857, %middle.block1864 ]
  %.neg2788 = or disjoint i64 %feature724.us.ph, 1
  br i1 %lcmp.mod2406.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %5725 = getelementptr inbounds nuw float, ptr %5709, i64 %feature724.us.ph
  %5726 = load float, ptr %5725, align 4
  %5727 = fmul float %5726, %5726
  %5728 = getelementptr inbounds nuw float, ptr %5710, i64 %feature724.us.ph
  %5729 = load float, ptr %5728, align 4
  %5730 = fneg float %5729
  %5731 = fmul float %5726, %5730
  %5732 = getelementptr inbounds nuw float, ptr %5711, i64 %feature724.us.ph
  %5733 = load float, ptr %5732, align 4
  %5734 = fmul float %5726, %5733
  %5735 = getelementptr inbounds nuw float, ptr %5708, i64 %feature724.us.ph
  store float %5727, ptr %5735, align 4
  %5736 = getelementptr inbounds nuw float, ptr %5712, i64 %feature724.us.ph
  store float %5731, ptr %5736, align 4
  %5737 = getelementptr inbounds nuw float, ptr %5713, i64 %feature724.us.ph
  store float %5734, ptr %5737, align 4
  %5738 = or disjoint i64 %feature724.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature724.us.unr = phi i64 [ %feature724.us.ph, %feature.body.us.preheader ], [ %5738, %feature.body.us.prol ]
  %5739 = icmp eq i64 %n_features, %.neg2788
  br i1 %5739, label %feature.exit.us, label %feature.body.us

feature.body219.lr.ph.us:                         ; preds = %step.body123.us, %feature.exit220.us
  %lockstep_row215740.us = phi i64 [ %5655, %feature.exit220.us ], [ 0, %step.body123.us ]
  %row216.us = add i64 %lockstep_row215740.us, %lockstep_block778.us
  %5740 = mul i64 %lockstep_row215740.us, %slot_values
  %5741 = getelementptr inbounds float, ptr %scratch, i64 %5740
  %row_offset217.us = mul i64 %row216.us, %n_features
  %5742 = getelementptr inbounds float, ptr %state, i64 %row_offset217.us
  %5743 = getelementptr inbounds float, ptr %input_0, i64 %row_offset217.us
  %5744 = getelementptr inbounds nuw float, ptr %5741, i64 %n_features
  %5745 = getelementptr inbounds nuw i8, ptr %5741, i64 %.idx640
  br i1 %conflict.rdx1804, label %feature.body219.us.preheader, label %vector.body1809

vector.body1809:                                  ; preds = %feature.body219.lr.ph.us, %vector.body1809
  %index1810 = phi i64 [ %index.next1813, %vector.body1809 ], [ 0, %feature.body219.lr.ph.us ]
  %5746 = getelementptr inbounds nuw float, ptr %5742, i64 %index1810
  %wide.load1811 = load <8 x float>, ptr %5746, align 4, !alias.scope !97
  %5747 = fmul <8 x float> %wide.load1811, %wide.load1811
  %5748 = getelementptr inbounds nuw float, ptr %5743, i64 %index1810
  %wide.load1812 = load <8 x float>, ptr %5748, align 4, !alias.scope !100
  %5749 = fneg <8 x float> %wide.load1812
  %5750 = fmul <8 x float> %wide.load1811, %5749
  %5751 = fmul <8 x float> %wide.load1811, zeroinitializer
  %5752 = getelementptr inbounds nuw float, ptr %5741, i64 %index1810
  store <8 x float> %5747, ptr %5752, align 4, !alias.scope !102, !noalias !104
  %5753 = getelementptr inbounds nuw float, ptr %5744, i64 %index1810
  store <8 x float> %5750, ptr %5753, align 4, !alias.scope !105, !noalias !104
  %5754 = getelementptr inbounds nuw float, ptr %5745, i64 %index1810
  store <8 x float> %5751, ptr %5754, align 4, !alias.scope !107, !noalias !104
  %index.next1813 = add nuw i64 %index1810, 8
  %5755 = icmp eq i64 %index.next1813, %n.vec1808
  br i1 %5755, label %middle.block1814, label %vector.body1809, !llvm.loop !109

middle.block1814:                                 ; preds = %vector.body1809
  br i1 %cmp.n1815, label %feature.exit220.us, label %feature.body219.us.preheader

feature.body219.us.preheader:                     ; preds = %feature.body219.lr.ph.us, %middle.block1814
  %feature221739.us.ph = phi i64 [ 0, %feature.body219.lr.ph.us ], [ %n.vec1808, %middle.block1814 ]
  %.neg2789 = or disjoint i64 %feature221739.us.ph, 1
  br i1 %lcmp.mod2409.not, label %feature.body219.us.prol.loopexit, label %feature.body219.us.prol

feature.body219.us.prol:                          ; preds = %feature.body219.us.preheader
  %5756 = getelementptr inbounds nuw float, ptr %5742, i64 %feature221739.us.ph
  %5757 = load float, ptr %5756, align 4
  %5758 = fmul float %5757, %5757
  %5759 = getelementptr inbounds nuw float, ptr %5743, i64 %feature221739.us.ph
  %5760 = load float, ptr %5759, align 4
  %5761 = fneg float %5760
  %5762 = fmul float %5757, %5761
  %5763 = fmul float %5757, 0.000000e+00
  %5764 = getelementptr inbounds nuw float, ptr %5741, i64 %feature221739.us.ph
  store float %5758, ptr %5764, align 4
  %5765 = getelementptr inbounds nuw float, ptr %5744, i64 %feature221739.us.ph
  store float %5762, ptr %5765, align 4
  %5766 = getelementptr inbounds nuw float, ptr %5745, i64 %feature221739.us.ph
  store float %5763, ptr %5766, align 4
  %5767 = or disjoint i64 %feature221739.us.ph, 1
  br label %feature.body219.us.prol.loopexit

feature.body219.us.prol.loopexit:                 ; preds = %feature.body219.us.prol, %feature.body219.us.preheader
  %feature221739.us.unr = phi i64 [ %feature221739.us.ph, %feature.body219.us.preheader ], [ %5767, %feature.body219.us.prol ]
  %5768 = icmp eq i64 %n_features, %.neg2789
  br i1 %5768, label %feature.exit220.us, label %feature.body219.us

iter.check1714:                                   ; preds = %iter.check1714.preheader, %feature.exit308.us
  %lockstep_row303756.us = phi i64 [ %5384, %feature.exit308.us ], [ 0, %iter.check1714.preheader ]
  %row304.us = add i64 %lockstep_row303756.us, %lockstep_block778.us
  %5769 = mul i64 %lockstep_row303756.us, %slot_values
  %5770 = getelementptr inbounds float, ptr %scratch, i64 %5769
  %row_offset305.us = mul i64 %row304.us, %n_features
  %5771 = getelementptr inbounds float, ptr %state, i64 %row_offset305.us
  %5772 = getelementptr inbounds float, ptr %input_0, i64 %row_offset305.us
  %5773 = getelementptr inbounds nuw i8, ptr %5770, i64 %.idx641
  %.idx651.us = shl i64 %lockstep_row303756.us, 4
  %5774 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx651.us
  %5775 = getelementptr inbounds nuw i8, ptr %5774, i64 4
  %5776 = load float, ptr %5775, align 4
  %5777 = getelementptr inbounds nuw i8, ptr %5774, i64 8
  %5778 = load float, ptr %5777, align 4
  br i1 %conflict.rdx1711, label %feature.body307.us.preheader, label %vector.ph1716

vector.ph1716:                                    ; preds = %iter.check1714
  %broadcast.splatinsert1719 = insertelement <8 x float> poison, float %5776, i64 0
  %broadcast.splat1720 = shufflevector <8 x float> %broadcast.splatinsert1719, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1721 = insertelement <8 x float> poison, float %5778, i64 0
  %broadcast.splat1722 = shufflevector <8 x float> %broadcast.splatinsert1721, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1727

vector.body1727:                                  ; preds = %vector.body1727, %vector.ph1716
  %index1728 = phi i64 [ 0, %vector.ph1716 ], [ %index.next1741, %vector.body1727 ]
  %5779 = getelementptr inbounds nuw float, ptr %5771, i64 %index1728
  %5780 = getelementptr inbounds nuw i8, ptr %5779, i64 32
  %5781 = getelementptr inbounds nuw i8, ptr %5779, i64 64
  %5782 = getelementptr inbounds nuw i8, ptr %5779, i64 96
  %wide.load1729 = load <8 x float>, ptr %5779, align 4, !alias.scope !110
  %wide.load1730 = load <8 x float>, ptr %5780, align 4, !alias.scope !110
  %wide.load1731 = load <8 x float>, ptr %5781, align 4, !alias.scope !110
  %wide.load1732 = load <8 x float>, ptr %5782, align 4, !alias.scope !110
  %5783 = getelementptr inbounds nuw float, ptr %5772, i64 %index1728
  %5784 = getelementptr inbounds nuw i8, ptr %5783, i64 32
  %5785 = getelementptr inbounds nuw i8, ptr %5783, i64 64
  %5786 = getelementptr inbounds nuw i8, ptr %5783, i64 96
  %wide.load1733 = load <8 x float>, ptr %5783, align 4, !alias.scope !113
  %wide.load1734 = load <8 x float>, ptr %5784, align 4, !alias.scope !113
  %wide.load1735 = load <8 x float>, ptr %5785, align 4, !alias.scope !113
  %wide.load1736 = load <8 x float>, ptr %5786, align 4, !alias.scope !113
  %5787 = fneg <8 x float> %wide.load1733
  %5788 = fneg <8 x float> %wide.load1734
  %5789 = fneg <8 x float> %wide.load1735
  %5790 = fneg <8 x float> %wide.load1736
  %5791 = fmul <8 x float> %wide.load1729, %broadcast.splat1720
  %5792 = fmul <8 x float> %wide.load1730, %broadcast.splat1720
  %5793 = fmul <8 x float> %wide.load1731, %broadcast.splat1720
  %5794 = fmul <8 x float> %wide.load1732, %broadcast.splat1720
  %5795 = fsub <8 x float> %5787, %5791
  %5796 = fsub <8 x float> %5788, %5792
  %5797 = fsub <8 x float> %5789, %5793
  %5798 = fsub <8 x float> %5790, %5794
  %5799 = fmul <8 x float> %broadcast.splat1724, %5795
  %5800 = fmul <8 x float> %broadcast.splat1724, %5796
  %5801 = fmul <8 x float> %broadcast.splat1724, %5797
  %5802 = fmul <8 x float> %broadcast.splat1724, %5798
  %5803 = fsub <8 x float> %wide.load1729, %5799
  %5804 = fsub <8 x float> %wide.load1730, %5800
  %5805 = fsub <8 x float> %wide.load1731, %5801
  %5806 = fsub <8 x float> %wide.load1732, %5802
  %5807 = getelementptr inbounds nuw float, ptr %5773, i64 %index1728
  %5808 = getelementptr inbounds nuw i8, ptr %5807, i64 32
  %5809 = getelementptr inbounds nuw i8, ptr %5807, i64 64
  %5810 = getelementptr inbounds nuw i8, ptr %5807, i64 96
  %wide.load1737 = load <8 x float>, ptr %5807, align 4, !alias.scope !115
  %wide.load1738 = load <8 x float>, ptr %5808, align 4, !alias.scope !115
  %wide.load1739 = load <8 x float>, ptr %5809, align 4, !alias.scope !115
  %wide.load1740 = load <8 x float>, ptr %5810, align 4, !alias.scope !115
  %5811 = fmul <8 x float> %wide.load1729, %broadcast.splat1722
  %5812 = fmul <8 x float> %wide.load1730, %broadcast.splat1722
  %5813 = fmul <8 x float> %wide.load1731, %broadcast.splat1722
  %5814 = fmul <8 x float> %wide.load1732, %broadcast.splat1722
  %5815 = fsub <8 x float> %wide.load1737, %5811
  %5816 = fsub <8 x float> %wide.load1738, %5812
  %5817 = fsub <8 x float> %wide.load1739, %5813
  %5818 = fsub <8 x float> %wide.load1740, %5814
  %5819 = fmul <8 x float> %broadcast.splat1726, %5815
  %5820 = fmul <8 x float> %broadcast.splat1726, %5816
  %5821 = fmul <8 x float> %broadcast.splat1726, %5817
  %5822 = fmul <8 x float> %broadcast.splat1726, %5818
  %5823 = fadd <8 x float> %5803, %5819
  %5824 = fadd <8 x float> %5804, %5820
  %5825 = fadd <8 x float> %5805, %5821
  %5826 = fadd <8 x float> %5806, %5822
  %5827 = fmul <8 x float> %5823, %5823
  %5828 = fmul <8 x float> %5824, %5824
  %5829 = fmul <8 x float> %5825, %5825
  %5830 = fmul <8 x float> %5826, %5826
  %5831 = getelementptr inbounds nuw float, ptr %5770, i64 %index1728
  %5832 = getelementptr inbounds nuw i8, ptr %5831, i64 32
  %5833 = getelementptr inbounds nuw i8, ptr %5831, i64 64
  %5834 = getelementptr inbounds nuw i8, ptr %5831, i64 96
  store <8 x float> %5827, ptr %5831, align 4, !alias.scope !117, !noalias !119
  store <8 x float> %5828, ptr %5832, align 4, !alias.scope !117, !noalias !119
  store <8 x float> %5829, ptr %5833, align 4, !alias.scope !117, !noalias !119
  store <8 x float> %5830, ptr %5834, align 4, !alias.scope !117, !noalias !119
  %index.next1741 = add nuw i64 %index1728, 32
  %5835 = icmp eq i64 %index.next1741, %n.vec1718
  br i1 %5835, label %middle.block1742, label %vector.body1727, !llvm.loop !120

middle.block1742:                                 ; preds = %vector.body1727
  br i1 %cmp.n1743, label %feature.exit308.us, label %vec.epilog.iter.check1746

vec.epilog.iter.check1746:                        ; preds = %middle.block1742
  br i1 %min.epilog.iters.check1747, label %feature.body307.us.preheader, label %vec.epilog.ph1748, !prof !10

vec.epilog.ph1748:                                ; preds = %vec.epilog.iter.check1746
  %broadcast.splatinsert1751 = insertelement <4 x float> poison, float %5776, i64 0
  %broadcast.splat1752 = shufflevector <4 x float> %broadcast.splatinsert1751, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1753 = insertelement <4 x float> poison, float %5778, i64 0
  %broadcast.splat1754 = shufflevector <4 x float> %broadcast.splatinsert1753, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1759

vec.epilog.vector.body1759:                       ; preds = %vec.epilog.vector.body1759, %vec.epilog.ph1748
  %index1760 = phi i64 [ %n.vec1718, %vec.epilog.ph1748 ], [ %index.next1764, %vec.epilog.vector.body1759 ]
  %5836 = getelementptr inbounds nuw float, ptr %5771, i64 %index1760
  %wide.load1761 = load <4 x float>, ptr %5836, align 4, !alias.scope !110
  %5837 = getelementptr inbounds nuw float, ptr %5772, i64 %index1760
  %wide.load1762 = load <4 x float>, ptr %5837, align 4, !alias.scope !113
  %5838 = fneg <4 x float> %wide.load1762
  %5839 = fmul <4 x float> %wide.load1761, %broadcast.splat1752
  %5840 = fsub <4 x float> %5838, %5839
  %5841 = fmul <4 x float> %broadcast.splat1756, %5840
  %5842 = fsub <4 x float> %wide.load1761, %5841
  %5843 = getelementptr inbounds nuw float, ptr %5773, i64 %index1760
  %wide.load1763 = load <4 x float>, ptr %5843, align 4, !alias.scope !115
  %5844 = fmul <4 x float> %wide.load1761, %broadcast.splat1754
  %5845 = fsub <4 x float> %wide.load1763, %5844
  %5846 = fmul <4 x float> %broadcast.splat1758, %5845
  %5847 = fadd <4 x float> %5842, %5846
  %5848 = fmul <4 x float> %5847, %5847
  %5849 = getelementptr inbounds nuw float, ptr %5770, i64 %index1760
  store <4 x float> %5848, ptr %5849, align 4, !alias.scope !117, !noalias !119
  %index.next1764 = add nuw i64 %index1760, 4
  %5850 = icmp eq i64 %index.next1764, %n.vec1750
  br i1 %5850, label %vec.epilog.middle.block1765, label %vec.epilog.vector.body1759, !llvm.loop !121

vec.epilog.middle.block1765:                      ; preds = %vec.epilog.vector.body1759
  br i1 %cmp.n1766, label %feature.exit308.us, label %feature.body307.us.preheader

feature.body307.us.preheader:                     ; preds = %iter.check1714, %vec.epilog.iter.check1746, %vec.epilog.middle.block1765
  %feature309755.us.ph = phi i64 [ 0, %iter.check1714 ], [ %n.vec1718, %vec.epilog.iter.check1746 ], [ %n.vec1750, %vec.epilog.middle.block1765 ]
  %.neg2790 = or disjoint i64 %feature309755.us.ph, 1
  br i1 %lcmp.mod2412.not, label %feature.body307.us.prol.loopexit, label %feature.body307.us.prol

feature.body307.us.prol:                          ; preds = %feature.body307.us.preheader
  %5851 = getelementptr inbounds nuw float, ptr %5771, i64 %feature309755.us.ph
  %5852 = load float, ptr %5851, align 4
  %5853 = getelementptr inbounds nuw float, ptr %5772, i64 %feature309755.us.ph
  %5854 = load float, ptr %5853, align 4
  %5855 = fneg float %5854
  %5856 = fmul float %5852, %5776
  %5857 = fsub float %5855, %5856
  %5858 = fmul float %eta, %5857
  %5859 = fsub float %5852, %5858
  %5860 = getelementptr inbounds nuw float, ptr %5773, i64 %feature309755.us.ph
  %5861 = load float, ptr %5860, align 4
  %5862 = fmul float %5852, %5778
  %5863 = fsub float %5861, %5862
  %5864 = fmul float %noise_scale126.us, %5863
  %5865 = fadd float %5859, %5864
  %5866 = fmul float %5865, %5865
  %5867 = getelementptr inbounds nuw float, ptr %5770, i64 %feature309755.us.ph
  store float %5866, ptr %5867, align 4
  %5868 = or disjoint i64 %feature309755.us.ph, 1
  br label %feature.body307.us.prol.loopexit

feature.body307.us.prol.loopexit:                 ; preds = %feature.body307.us.prol, %feature.body307.us.preheader
  %feature309755.us.unr = phi i64 [ %feature309755.us.ph, %feature.body307.us.preheader ], [ %5868, %feature.body307.us.prol ]
  %5869 = icmp eq i64 %n_features, %.neg2790
  br i1 %5869, label %feature.exit308.us, label %feature.body307.us

iter.check1654:                                   ; preds = %noise.done144.us, %feature.exit354.us
  %lockstep_row349764.us = phi i64 [ %5539, %feature.exit354.us ], [ 0, %noise.done144.us ]
  %row350.us = add i64 %lockstep_row349764.us, %lockstep_block778.us
  %5870 = mul i64 %lockstep_row349764.us, %slot_values
  %5871 = getelementptr inbounds float, ptr %scratch, i64 %5870
  %row_offset351.us = mul i64 %row350.us, %n_features
  %5872 = getelementptr inbounds float, ptr %state, i64 %row_offset351.us
  %5873 = getelementptr inbounds float, ptr %input_0, i64 %row_offset351.us
  %.idx646.us = shl i64 %lockstep_row349764.us, 4
  %5874 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx646.us
  %5875 = getelementptr inbounds nuw i8, ptr %5874, i64 4
  %5876 = load float, ptr %5875, align 4
  br i1 %conflict.rdx1651, label %feature.body353.us.preheader, label %vector.ph1656

vector.ph1656:                                    ; preds = %iter.check1654
  %broadcast.splatinsert1659 = insertelement <8 x float> poison, float %5876, i64 0
  %broadcast.splat1660 = shufflevector <8 x float> %broadcast.splatinsert1659, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1663

vector.body1663:                                  ; preds = %vector.body1663, %vector.ph1656
  %index1664 = phi i64 [ 0, %vector.ph1656 ], [ %index.next1673, %vector.body1663 ]
  %5877 = getelementptr inbounds nuw float, ptr %5872, i64 %index1664
  %5878 = getelementptr inbounds nuw i8, ptr %5877, i64 32
  %5879 = getelementptr inbounds nuw i8, ptr %5877, i64 64
  %5880 = getelementptr inbounds nuw i8, ptr %5877, i64 96
  %wide.load1665 = load <8 x float>, ptr %5877, align 4, !alias.scope !122
  %wide.load1666 = load <8 x float>, ptr %5878, align 4, !alias.scope !122
  %wide.load1667 = load <8 x float>, ptr %5879, align 4, !alias.scope !122
  %wide.load1668 = load <8 x float>, ptr %5880, align 4, !alias.scope !122
  %5881 = getelementptr inbounds nuw float, ptr %5873, i64 %index1664
  %5882 = getelementptr inbounds nuw i8, ptr %5881, i64 32
  %5883 = getelementptr inbounds nuw i8, ptr %5881, i64 64
  %5884 = getelementptr inbounds nuw i8, ptr %5881, i64 96
  %wide.load1669 = load <8 x float>, ptr %5881, align 4, !alias.scope !125
  %wide.load1670 = load <8 x float>, ptr %5882, align 4, !alias.scope !125
  %wide.load1671 = load <8 x float>, ptr %5883, align 4, !alias.scope !125
  %wide.load1672 = load <8 x float>, ptr %5884, align 4, !alias.scope !125
  %5885 = fneg <8 x float> %wide.load1669
  %5886 = fneg <8 x float> %wide.load1670
  %5887 = fneg <8 x float> %wide.load1671
  %5888 = fneg <8 x float> %wide.load1672
  %5889 = fmul <8 x float> %wide.load1665, %broadcast.splat1660
  %5890 = fmul <8 x float> %wide.load1666, %broadcast.splat1660
  %5891 = fmul <8 x float> %wide.load1667, %broadcast.splat1660
  %5892 = fmul <8 x float> %wide.load1668, %broadcast.splat1660
  %5893 = fsub <8 x float> %5885, %5889
  %5894 = fsub <8 x float> %5886, %5890
  %5895 = fsub <8 x float> %5887, %5891
  %5896 = fsub <8 x float> %5888, %5892
  %5897 = fmul <8 x float> %broadcast.splat1662, %5893
  %5898 = fmul <8 x float> %broadcast.splat1662, %5894
  %5899 = fmul <8 x float> %broadcast.splat1662, %5895
  %5900 = fmul <8 x float> %broadcast.splat1662, %5896
  %5901 = fsub <8 x float> %wide.load1665, %5897
  %5902 = fsub <8 x float> %wide.load1666, %5898
  %5903 = fsub <8 x float> %wide.load1667, %5899
  %5904 = fsub <8 x float> %wide.load1668, %5900
  %5905 = fmul <8 x float> %5901, %5901
  %5906 = fmul <8 x float> %5902, %5902
  %5907 = fmul <8 x float> %5903, %5903
  %5908 = fmul <8 x float> %5904, %5904
  %5909 = getelementptr inbounds nuw float, ptr %5871, i64 %index1664
  %5910 = getelementptr inbounds nuw i8, ptr %5909, i64 32
  %5911 = getelementptr inbounds nuw i8, ptr %5909, i64 64
  %5912 = getelementptr inbounds nuw i8, ptr %5909, i64 96
  store <8 x float> %5905, ptr %5909, align 4, !alias.scope !127, !noalias !129
  store <8 x float> %5906, ptr %5910, align 4, !alias.scope !127, !noalias !129
  store <8 x float> %5907, ptr %5911, align 4, !alias.scope !127, !noalias !129
  store <8 x float> %5908, ptr %5912, align 4, !alias.scope !127, !noalias !129
  %index.next1673 = add nuw i64 %index1664, 32
  %5913 = icmp eq i64 %index.next1673, %n.vec1658
  br i1 %5913, label %middle.block1674, label %vector.body1663, !llvm.loop !130

middle.block1674:                                 ; preds = %vector.body1663
  br i1 %cmp.n1675, label %feature.exit354.us, label %vec.epilog.iter.check1678

vec.epilog.iter.check1678:                        ; preds = %middle.block1674
  br i1 %min.epilog.iters.check1679, label %feature.body353.us.preheader, label %vec.epilog.ph1680, !prof !10

vec.epilog.ph1680:                                ; preds = %vec.epilog.iter.check1678
  %broadcast.splatinsert1683 = insertelement <4 x float> poison, float %5876, i64 0
  %broadcast.splat1684 = shufflevector <4 x float> %broadcast.splatinsert1683, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1687

vec.epilog.vector.body1687:                       ; preds = %vec.epilog.vector.body1687, %vec.epilog.ph1680
  %index1688 = phi i64 [ %n.vec1658, %vec.epilog.ph1680 ], [ %index.next1691, %vec.epilog.vector.body1687 ]
  %5914 = getelementptr inbounds nuw float, ptr %5872, i64 %index1688
  %wide.load1689 = load <4 x float>, ptr %5914, align 4, !alias.scope !122
  %5915 = getelementptr inbounds nuw float, ptr %5873, i64 %index1688
  %wide.load1690 = load <4 x float>, ptr %5915, align 4, !alias.scope !125
  %5916 = fneg <4 x float> %wide.load1690
  %5917 = fmul <4 x float> %wide.load1689, %broadcast.splat1684
  %5918 = fsub <4 x float> %5916, %5917
  %5919 = fmul <4 x float> %broadcast.splat1686, %5918
  %5920 = fsub <4 x float> %wide.load1689, %5919
  %5921 = fmul <4 x float> %5920, %5920
  %5922 = getelementptr inbounds nuw float, ptr %5871, i64 %index1688
  store <4 x float> %5921, ptr %5922, align 4, !alias.scope !127, !noalias !129
  %index.next1691 = add nuw i64 %index1688, 4
  %5923 = icmp eq i64 %index.next1691, %n.vec1682
  br i1 %5923, label %vec.epilog.middle.block1692, label %vec.epilog.vector.body1687, !llvm.loop !131

vec.epilog.middle.block1692:                      ; preds = %vec.epilog.vector.body1687
  br i1 %cmp.n1693, label %feature.exit354.us, label %feature.body353.us.preheader

feature.body353.us.preheader:                     ; preds = %iter.check1654, %vec.epilog.iter.check1678, %vec.epilog.middle.block1692
  %feature355763.us.ph = phi i64 [ 0, %iter.check1654 ], [ %n.vec1658, %vec.epilog.iter.check1678 ], [ %n.vec1682, %vec.epilog.middle.block1692 ]
  br i1 %lcmp.mod2422.not, label %feature.body353.us.prol.loopexit, label %feature.body353.us.prol

feature.body353.us.prol:                          ; preds = %feature.body353.us.preheader, %feature.body353.us.prol
  %feature355763.us.prol = phi i64 [ %5935, %feature.body353.us.prol ], [ %feature355763.us.ph, %feature.body353.us.preheader ]
  %prol.iter2423 = phi i64 [ %prol.iter2423.next, %feature.body353.us.prol ], [ 0, %feature.body353.us.preheader ]
  %5924 = getelementptr inbounds nuw float, ptr %5872, i64 %feature355763.us.prol
  %5925 = load float, ptr %5924, align 4
  %5926 = getelementptr inbounds nuw float, ptr %5873, i64 %feature355763.us.prol
  %5927 = load float, ptr %5926, align 4
  %5928 = fneg float %5927
  %5929 = fmul float %5925, %5876
  %5930 = fsub float %5928, %5929
  %5931 = fmul float %eta, %5930
  %5932 = fsub float %5925, %5931
  %5933 = fmul float %5932, %5932
  %5934 = getelementptr inbounds nuw float, ptr %5871, i64 %feature355763.us.prol
  store float %5933, ptr %5934, align 4
  %5935 = add nuw nsw i64 %feature355763.us.prol, 1
  %prol.iter2423.next = add i64 %prol.iter2423, 1
  %prol.iter2423.cmp.not = icmp eq i64 %prol.iter2423.next, %xtraiter2421
  br i1 %prol.iter2423.cmp.not, label %feature.body353.us.prol.loopexit, label %feature.body353.us.prol, !llvm.loop !132

feature.body353.us.prol.loopexit:                 ; preds = %feature.body353.us.prol, %feature.body353.us.preheader
  %feature355763.us.unr = phi i64 [ %feature355763.us.ph, %feature.body353.us.preheader ], [ %5935, %feature.body353.us.prol ]
  %5936 = sub nsw i64 %feature355763.us.ph, %n_features
  %5937 = icmp ugt i64 %5936, -4
  br i1 %5937, label %feature.exit354.us, label %feature.body353.us

feature.body405.lr.ph.us:                         ; preds = %feature.body405.lr.ph.us.preheader, %feature.exit406.us
  %lockstep_row399772.us = phi i64 [ %5425, %feature.exit406.us ], [ 0, %feature.body405.lr.ph.us.preheader ]
  %row400.us = add i64 %lockstep_row399772.us, %lockstep_block778.us
  %5938 = mul i64 %lockstep_row399772.us, %slot_values
  %.idx649.us = shl i64 %lockstep_row399772.us, 4
  %5939 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx649.us
  %row_offset401.us = mul i64 %row400.us, %n_features
  %5940 = getelementptr inbounds float, ptr %state, i64 %row_offset401.us
  %5941 = getelementptr inbounds float, ptr %input_0, i64 %row_offset401.us
  %5942 = getelementptr inbounds float, ptr %status, i64 %row400.us
  %gep.us = getelementptr float, ptr %invariant.gep, i64 %5938
  %5943 = getelementptr inbounds nuw i8, ptr %5939, i64 12
  %5944 = load float, ptr %5943, align 4
  %.fr = freeze float %5944
  %5945 = fcmp olt float %.fr, 0x3D71979980000000
  %5946 = load float, ptr %5939, align 4
  %5947 = fadd float %5946, -1.000000e+00
  %5948 = tail call float @llvm.fabs.f32(float %5947)
  %5949 = fcmp ogt float %5948, 0x3F60624DE0000000
  %5950 = select i1 %5949, float 1.000000e+00, float 0.000000e+00
  %5951 = select i1 %5945, float 2.000000e+00, float 0.000000e+00
  %5952 = fadd float %5951, %5950
  %status_bits402.us = fptoui float %5952 to i32
  %status403.us = load i32, ptr %5942, align 4
  %5953 = or i32 %status403.us, %status_bits402.us
  store i32 %5953, ptr %5942, align 4
  %5954 = getelementptr inbounds nuw i8, ptr %5939, i64 8
  %5955 = getelementptr inbounds nuw i8, ptr %5939, i64 4
  %5956 = load float, ptr %5955, align 4
  %5957 = load float, ptr %5954, align 4
  %5958 = tail call float @llvm.sqrt.f32(float %.fr)
  br i1 %5945, label %feature.exit406.us, label %vector.memcheck1595

vector.memcheck1595:                              ; preds = %feature.body405.lr.ph.us
  br i1 %conflict.rdx1611, label %feature.body405.us779.preheader, label %vector.ph1613

vector.ph1613:                                    ; preds = %vector.memcheck1595
  %broadcast.splatinsert1616 = insertelement <8 x float> poison, float %5956, i64 0
  %broadcast.splat1617 = shufflevector <8 x float> %broadcast.splatinsert1616, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1620 = insertelement <8 x float> poison, float %5957, i64 0
  %broadcast.splat1621 = shufflevector <8 x float> %broadcast.splatinsert1620, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1624 = insertelement <8 x float> poison, float %5958, i64 0
  %broadcast.splat1625 = shufflevector <8 x float> %broadcast.splatinsert1624, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1626

vector.body1626:                                  ; preds = %vector.body1626, %vector.ph1613
  %index1627 = phi i64 [ 0, %vector.ph1613 ], [ %index.next1631, %vector.body1626 ]
  %5959 = getelementptr inbounds nuw float, ptr %5940, i64 %index1627
  %wide.load1628 = load <8 x float>, ptr %5959, align 4, !alias.scope !133, !noalias !136
  %5960 = getelementptr inbounds nuw float, ptr %5941, i64 %index1627
  %wide.load1629 = load <8 x float>, ptr %5960, align 4, !alias.scope !139
  %5961 = fneg <8 x float> %wide.load1629
  %5962 = fmul <8 x float> %wide.load1628, %broadcast.splat1617
  %5963 = fsub <8 x float> %5961, %5962
  %5964 = fmul <8 x float> %broadcast.splat1619, %5963
  %5965 = fsub <8 x float> %wide.load1628, %5964
  %5966 = getelementptr inbounds nuw float, ptr %gep.us, i64 %index1627
  %wide.load1630 = load <8 x float>, ptr %5966, align 4, !alias.scope !140
  %5967 = fmul <8 x float> %wide.load1628, %broadcast.splat1621
  %5968 = fsub <8 x float> %wide.load1630, %5967
  %5969 = fmul <8 x float> %broadcast.splat1623, %5968
  %5970 = fadd <8 x float> %5965, %5969
  %5971 = fdiv <8 x float> %5970, %broadcast.splat1625
  store <8 x float> %5971, ptr %5959, align 4, !alias.scope !133, !noalias !136
  %index.next1631 = add nuw i64 %index1627, 8
  %5972 = icmp eq i64 %index.next1631, %n.vec1615
  br i1 %5972, label %middle.block1632, label %vector.body1626, !llvm.loop !141

middle.block1632:                                 ; preds = %vector.body1626
  br i1 %cmp.n1633, label %feature.exit406.us, label %feature.body405.us779.preheader

feature.body405.us779.preheader:                  ; preds = %vector.memcheck1595, %middle.block1632
  %feature407771.us780.ph = phi i64 [ 0, %vector.memcheck1595 ], [ %n.vec1615, %middle.block1632 ]
  %.neg2791 = or disjoint i64 %feature407771.us780.ph, 1
  br i1 %lcmp.mod2432.not, label %feature.body405.us779.prol.loopexit, label %feature.body405.us779.prol

feature.body405.us779.prol:                       ; preds = %feature.body405.us779.preheader
  %5973 = getelementptr inbounds nuw float, ptr %5940, i64 %feature407771.us780.ph
  %5974 = load float, ptr %5973, align 4
  %5975 = getelementptr inbounds nuw float, ptr %5941, i64 %feature407771.us780.ph
  %5976 = load float, ptr %5975, align 4
  %5977 = fneg float %5976
  %5978 = fmul float %5974, %5956
  %5979 = fsub float %5977, %5978
  %5980 = fmul float %eta, %5979
  %5981 = fsub float %5974, %5980
  %5982 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature407771.us780.ph
  %5983 = load float, ptr %5982, align 4
  %5984 = fmul float %5974, %5957
  %5985 = fsub float %5983, %5984
  %5986 = fmul float %noise_scale126.us, %5985
  %5987 = fadd float %5981, %5986
  %5988 = fdiv float %5987, %5958
  store float %5988, ptr %5973, align 4
  %5989 = or disjoint i64 %feature407771.us780.ph, 1
  br label %feature.body405.us779.prol.loopexit

feature.body405.us779.prol.loopexit:              ; preds = %feature.body405.us779.prol, %feature.body405.us779.preheader
  %feature407771.us780.unr = phi i64 [ %feature407771.us780.ph, %feature.body405.us779.preheader ], [ %5989, %feature.body405.us779.prol ]
  %5990 = icmp eq i64 %n_features, %.neg2791
  br i1 %5990, label %feature.exit406.us, label %feature.body405.us779

feature.body417.lr.ph.us:                         ; preds = %noise.done299.us, %feature.exit418.us
  %lockstep_row411775.us = phi i64 [ %5461, %feature.exit418.us ], [ 0, %noise.done299.us ]
  %row412.us = add i64 %lockstep_row411775.us, %lockstep_block778.us
  %.idx648.us = shl i64 %lockstep_row411775.us, 4
  %5991 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx648.us
  %row_offset413.us = mul i64 %row412.us, %n_features
  %5992 = getelementptr inbounds float, ptr %state, i64 %row_offset413.us
  %5993 = getelementptr inbounds float, ptr %input_0, i64 %row_offset413.us
  %5994 = getelementptr inbounds float, ptr %status, i64 %row412.us
  %5995 = getelementptr inbounds nuw i8, ptr %5991, i64 12
  %5996 = load float, ptr %5995, align 4
  %.fr830 = freeze float %5996
  %5997 = fcmp olt float %.fr830, 0x3D71979980000000
  %5998 = load float, ptr %5991, align 4
  %5999 = fadd float %5998, -1.000000e+00
  %6000 = tail call float @llvm.fabs.f32(float %5999)
  %6001 = fcmp ogt float %6000, 0x3F60624DE0000000
  %6002 = select i1 %6001, float 1.000000e+00, float 0.000000e+00
  %6003 = select i1 %5997, float 2.000000e+00, float 0.000000e+00
  %6004 = fadd float %6003, %6002
  %status_bits414.us = fptoui float %6004 to i32
  %status415.us = load i32, ptr %5994, align 4
  %6005 = or i32 %status415.us, %status_bits414.us
  store i32 %6005, ptr %5994, align 4
  %6006 = getelementptr inbounds nuw i8, ptr %5991, i64 4
  %6007 = load float, ptr %6006, align 4
  %6008 = tail call float @llvm.sqrt.f32(float %.fr830)
  br i1 %5997, label %feature.exit418.us, label %vector.memcheck1534

vector.memcheck1534:                              ; preds = %feature.body417.lr.ph.us
  br i1 %found.conflict1547, label %feature.body417.us781.preheader, label %vector.ph1552

vector.ph1552:                                    ; preds = %vector.memcheck1534
  %broadcast.splatinsert1555 = insertelement <8 x float> poison, float %6007, i64 0
  %broadcast.splat1556 = shufflevector <8 x float> %broadcast.splatinsert1555, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1559 = insertelement <8 x float> poison, float %6008, i64 0
  %broadcast.splat1560 = shufflevector <8 x float> %broadcast.splatinsert1559, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1561

vector.body1561:                                  ; preds = %vector.body1561, %vector.ph1552
  %index1562 = phi i64 [ 0, %vector.ph1552 ], [ %index.next1571, %vector.body1561 ]
  %6009 = getelementptr inbounds nuw float, ptr %5992, i64 %index1562
  %6010 = getelementptr inbounds nuw i8, ptr %6009, i64 32
  %6011 = getelementptr inbounds nuw i8, ptr %6009, i64 64
  %6012 = getelementptr inbounds nuw i8, ptr %6009, i64 96
  %wide.load1563 = load <8 x float>, ptr %6009, align 4, !alias.scope !142, !noalias !145
  %wide.load1564 = load <8 x float>, ptr %6010, align 4, !alias.scope !142, !noalias !145
  %wide.load1565 = load <8 x float>, ptr %6011, align 4, !alias.scope !142, !noalias !145
  %wide.load1566 = load <8 x float>, ptr %6012, align 4, !alias.scope !142, !noalias !145
  %6013 = getelementptr inbounds nuw float, ptr %5993, i64 %index1562
  %6014 = getelementptr inbounds nuw i8, ptr %6013, i64 32
  %6015 = getelementptr inbounds nuw i8, ptr %6013, i64 64
  %6016 = getelementptr inbounds nuw i8, ptr %6013, i64 96
  %wide.load1567 = load <8 x float>, ptr %6013, align 4, !alias.scope !145
  %wide.load1568 = load <8 x float>, ptr %6014, align 4, !alias.scope !145
  %wide.load1569 = load <8 x float>, ptr %6015, align 4, !alias.scope !145
  %wide.load1570 = load <8 x float>, ptr %6016, align 4, !alias.scope !145
  %6017 = fneg <8 x float> %wide.load1567
  %6018 = fneg <8 x float> %wide.load1568
  %6019 = fneg <8 x float> %wide.load1569
  %6020 = fneg <8 x float> %wide.load1570
  %6021 = fmul <8 x float> %wide.load1563, %broadcast.splat1556
  %6022 = fmul <8 x float> %wide.load1564, %broadcast.splat1556
  %6023 = fmul <8 x float> %wide.load1565, %broadcast.splat1556
  %6024 = fmul <8 x float> %wide.load1566, %broadcast.splat1556
  %6025 = fsub <8 x float> %6017, %6021
  %6026 = fsub <8 x float> %6018, %6022
  %6027 = fsub <8 x float> %6019, %6023
  %6028 = fsub <8 x float> %6020, %6024
  %6029 = fmul <8 x float> %broadcast.splat1558, %6025
  %6030 = fmul <8 x float> %broadcast.splat1558, %6026
  %6031 = fmul <8 x float> %broadcast.splat1558, %6027
  %6032 = fmul <8 x float> %broadcast.splat1558, %6028
  %6033 = fsub <8 x float> %wide.load1563, %6029
  %6034 = fsub <8 x float> %wide.load1564, %6030
  %6035 = fsub <8 x float> %wide.load1565, %6031
  %6036 = fsub <8 x float> %wide.load1566, %6032
  %6037 = fdiv <8 x float> %6033, %broadcast.splat1560
  %6038 = fdiv <8 x float> %6034, %broadcast.splat1560
  %6039 = fdiv <8 x float> %6035, %broadcast.splat1560
  %6040 = fdiv <8 x float> %6036, %broadcast.splat1560
  store <8 x float> %6037, ptr %6009, align 4, !alias.scope !142, !noalias !145
  store <8 x float> %6038, ptr %6010, align 4, !alias.scope !142, !noalias !145
  store <8 x float> %6039, ptr %6011, align 4, !alias.scope !142, !noalias !145
  store <8 x float> %6040, ptr %6012, align 4, !alias.scope !142, !noalias !145
  %index.next1571 = add nuw i64 %index1562, 32
  %6041 = icmp eq i64 %index.next1571, %n.vec1554
  br i1 %6041, label %middle.block1572, label %vector.body1561, !llvm.loop !147

middle.block1572:                                 ; preds = %vector.body1561
  br i1 %cmp.n1573, label %feature.exit418.us, label %vec.epilog.iter.check1576

vec.epilog.iter.check1576:                        ; preds = %middle.block1572
  br i1 %min.epilog.iters.check1577, label %feature.body417.us781.preheader, label %vec.epilog.ph1578, !prof !10

vec.epilog.ph1578:                                ; preds = %vec.epilog.iter.check1576
  %broadcast.splatinsert1581 = insertelement <4 x float> poison, float %6007, i64 0
  %broadcast.splat1582 = shufflevector <4 x float> %broadcast.splatinsert1581, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1585 = insertelement <4 x float> poison, float %6008, i64 0
  %broadcast.splat1586 = shufflevector <4 x float> %broadcast.splatinsert1585, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1587

vec.epilog.vector.body1587:                       ; preds = %vec.epilog.vector.body1587, %vec.epilog.ph1578
  %index1588 = phi i64 [ %n.vec1554, %vec.epilog.ph1578 ], [ %index.next1591, %vec.epilog.vector.body1587 ]
  %6042 = getelementptr inbounds nuw float, ptr %5992, i64 %index1588
  %wide.load1589 = load <4 x float>, ptr %6042, align 4, !alias.scope !142, !noalias !145
  %6043 = getelementptr inbounds nuw float, ptr %5993, i64 %index1588
  %wide.load1590 = load <4 x float>, ptr %6043, align 4, !alias.scope !145
  %6044 = fneg <4 x float> %wide.load1590
  %6045 = fmul <4 x float> %wide.load1589, %broadcast.splat1582
  %6046 = fsub <4 x float> %6044, %6045
  %6047 = fmul <4 x float> %broadcast.splat1584, %6046
  %6048 = fsub <4 x float> %wide.load1589, %6047
  %6049 = fdiv <4 x float> %6048, %broadcast.splat1586
  store <4 x float> %6049, ptr %6042, align 4, !alias.scope !142, !noalias !145
  %index.next1591 = add nuw i64 %index1588, 4
  %6050 = icmp eq i64 %index.next1591, %n.vec1580
  br i1 %6050, label %vec.epilog.middle.block1592, label %vec.epilog.vector.body1587, !llvm.loop !148

vec.epilog.middle.block1592:                      ; preds = %vec.epilog.vector.body1587
  br i1 %cmp.n1593, label %feature.exit418.us, label %feature.body417.us781.preheader

feature.body417.us781.preheader:                  ; preds = %vector.memcheck1534, %vec.epilog.iter.check1576, %vec.epilog.middle.block1592
  %feature419773.us782.ph = phi i64 [ 0, %vector.memcheck1534 ], [ %n.vec1554, %vec.epilog.iter.check1576 ], [ %n.vec1580, %vec.epilog.middle.block1592 ]
  br i1 %lcmp.mod2435.not, label %feature.body417.us781.prol.loopexit, label %feature.body417.us781.prol

feature.body417.us781.prol:                       ; preds = %feature.body417.us781.preheader, %feature.body417.us781.prol
  %feature419773.us782.prol = phi i64 [ %6061, %feature.body417.us781.prol ], [ %feature419773.us782.ph, %feature.body417.us781.preheader ]
  %prol.iter2436 = phi i64 [ %prol.iter2436.next, %feature.body417.us781.prol ], [ 0, %feature.body417.us781.preheader ]
  %6051 = getelementptr inbounds nuw float, ptr %5992, i64 %feature419773.us782.prol
  %6052 = load float, ptr %6051, align 4
  %6053 = getelementptr inbounds nuw float, ptr %5993, i64 %feature419773.us782.prol
  %6054 = load float, ptr %6053, align 4
  %6055 = fneg float %6054
  %6056 = fmul float %6052, %6007
  %6057 = fsub float %6055, %6056
  %6058 = fmul float %eta, %6057
  %6059 = fsub float %6052, %6058
  %6060 = fdiv float %6059, %6008
  store float %6060, ptr %6051, align 4
  %6061 = add nuw nsw i64 %feature419773.us782.prol, 1
  %prol.iter2436.next = add i64 %prol.iter2436, 1
  %prol.iter2436.cmp.not = icmp eq i64 %prol.iter2436.next, %xtraiter2434
  br i1 %prol.iter2436.cmp.not, label %feature.body417.us781.prol.loopexit, label %feature.body417.us781.prol, !llvm.loop !149

feature.body417.us781.prol.loopexit:              ; preds = %feature.body417.us781.prol, %feature.body417.us781.preheader
  %feature419773.us782.unr = phi i64 [ %feature419773.us782.ph, %feature.body417.us781.preheader ], [ %6061, %feature.body417.us781.prol ]
  %6062 = sub nsw i64 %feature419773.us782.ph, %n_features
  %6063 = icmp ugt i64 %6062, -4
  br i1 %6063, label %feature.exit418.us, label %feature.body417.us781

step.header122.step.exit124_crit_edge.us:         ; preds = %noise.done395.us
  %6064 = add i64 %lockstep_block778.us, 4
  %6065 = icmp ult i64 %6064, %row_end
  %indvars.iv.next924 = add i64 %indvars.iv923, -4
  %indvar.next1536 = add i64 %indvar1535, 1
  br i1 %6065, label %lockstep_block.body.us, label %across.done

lockstep_block.body:                              ; preds = %lockstep_block.body.lr.ph, %lockstep_block.body
  %lockstep_block778 = phi i64 [ %6066, %lockstep_block.body ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %6066 = add i64 %lockstep_block778, 4
  %6067 = icmp ult i64 %6066, %row_end
  br i1 %6067, label %lockstep_block.body, label %across.done
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
declare <8 x double> @llvm.sqrt.v8f64(<8 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5, !"LVerDomain"}
!6 = !{!7}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = !{!"branch_weights", i32 4, i32 28}
!11 = distinct !{!11, !1, !9}
!12 = distinct !{!12, !1, !9}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !9}
!15 = distinct !{!15, !1, !9}
!16 = distinct !{!16, !1}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21, !22}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!21}
!24 = !{!22}
!25 = distinct !{!25, !1, !9}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !1, !9}
!32 = distinct !{!32, !1, !9}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !9}
!38 = distinct !{!38, !1, !9}
!39 = distinct !{!39, !34}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !9}
!42 = !{!"branch_weights", i32 4, i32 12}
!43 = distinct !{!43, !1, !9}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !34}
!46 = distinct !{!46, !34}
!47 = distinct !{!47, !34}
!48 = distinct !{!48, !34}
!49 = distinct !{!49, !1, !9}
!50 = !{!"branch_weights", i32 8, i32 24}
!51 = distinct !{!51, !1, !9}
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.vectorize.width", i32 1}
!54 = distinct !{!54, !1, !9}
!55 = distinct !{!55, !1, !9}
!56 = distinct !{!56, !1, !9}
!57 = distinct !{!57, !1, !9}
!58 = distinct !{!58, !1, !9}
!59 = distinct !{!59, !1, !9}
!60 = distinct !{!60, !9, !1}
!61 = distinct !{!61, !9, !1}
!62 = distinct !{!62, !53}
!63 = distinct !{!63, !53}
!64 = distinct !{!64, !53}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !9}
!67 = distinct !{!67, !1, !9}
!68 = distinct !{!68, !9, !1}
!69 = distinct !{!69, !9, !1}
!70 = distinct !{!70, !1, !9}
!71 = distinct !{!71, !53}
!72 = distinct !{!72, !53}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !53}
!77 = distinct !{!77, !53}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !53}
!80 = distinct !{!80, !53}
!81 = distinct !{!81, !1}
!82 = !{!83}
!83 = distinct !{!83, !84}
!84 = distinct !{!84, !"LVerDomain"}
!85 = !{!86}
!86 = distinct !{!86, !84}
!87 = !{!88}
!88 = distinct !{!88, !84}
!89 = !{!90}
!90 = distinct !{!90, !84}
!91 = !{!83, !86}
!92 = !{!93}
!93 = distinct !{!93, !84}
!94 = !{!95}
!95 = distinct !{!95, !84}
!96 = distinct !{!96, !1, !9}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = !{!103}
!103 = distinct !{!103, !99}
!104 = !{!98, !101}
!105 = !{!106}
!106 = distinct !{!106, !99}
!107 = !{!108}
!108 = distinct !{!108, !99}
!109 = distinct !{!109, !1, !9}
!110 = !{!111}
!111 = distinct !{!111, !112}
!112 = distinct !{!112, !"LVerDomain"}
!113 = !{!114}
!114 = distinct !{!114, !112}
!115 = !{!116}
!116 = distinct !{!116, !112}
!117 = !{!118}
!118 = distinct !{!118, !112}
!119 = !{!111, !114}
!120 = distinct !{!120, !1, !9}
!121 = distinct !{!121, !1, !9}
!122 = !{!123}
!123 = distinct !{!123, !124}
!124 = distinct !{!124, !"LVerDomain"}
!125 = !{!126}
!126 = distinct !{!126, !124}
!127 = !{!128}
!128 = distinct !{!128, !124}
!129 = !{!123, !126}
!130 = distinct !{!130, !1, !9}
!131 = distinct !{!131, !1, !9}
!132 = distinct !{!132, !34}
!133 = !{!134}
!134 = distinct !{!134, !135}
!135 = distinct !{!135, !"LVerDomain"}
!136 = !{!137, !138}
!137 = distinct !{!137, !135}
!138 = distinct !{!138, !135}
!139 = !{!137}
!140 = !{!138}
!141 = distinct !{!141, !1, !9}
!142 = !{!143}
!143 = distinct !{!143, !144}
!144 = distinct !{!144, !"LVerDomain"}
!145 = !{!146}
!146 = distinct !{!146, !144}
!147 = distinct !{!147, !1, !9}
!148 = distinct !{!148, !1, !9}
!149 = distinct !{!149, !34}
