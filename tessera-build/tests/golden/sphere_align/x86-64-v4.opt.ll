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
  %broadcast.splatinsert2269 = insertelement <8 x i64> poison, i64 %n_features, i64 0
  %broadcast.splat2270 = shufflevector <8 x i64> %broadcast.splatinsert2269, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2271 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat2272 = shufflevector <8 x i64> %broadcast.splatinsert2271, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2273 = insertelement <8 x i64> poison, i64 %19, i64 0
  %broadcast.splat2274 = shufflevector <8 x i64> %broadcast.splatinsert2273, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2275 = insertelement <8 x i64> poison, i64 %21, i64 0
  %broadcast.splat2276 = shufflevector <8 x i64> %broadcast.splatinsert2275, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2277 = insertelement <8 x i64> poison, i64 %22, i64 0
  %broadcast.splat2278 = shufflevector <8 x i64> %broadcast.splatinsert2277, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2279 = insertelement <8 x i64> poison, i64 %23, i64 0
  %broadcast.splat2280 = shufflevector <8 x i64> %broadcast.splatinsert2279, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2281 = insertelement <8 x i64> poison, i64 %24, i64 0
  %broadcast.splat2282 = shufflevector <8 x i64> %broadcast.splatinsert2281, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2283 = insertelement <8 x i64> poison, i64 %25, i64 0
  %broadcast.splat2284 = shufflevector <8 x i64> %broadcast.splatinsert2283, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2285 = insertelement <8 x i64> poison, i64 %26, i64 0
  %broadcast.splat2286 = shufflevector <8 x i64> %broadcast.splatinsert2285, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2287 = insertelement <8 x i64> poison, i64 %27, i64 0
  %broadcast.splat2288 = shufflevector <8 x i64> %broadcast.splatinsert2287, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2289 = insertelement <8 x i64> poison, i64 %28, i64 0
  %broadcast.splat2290 = shufflevector <8 x i64> %broadcast.splatinsert2289, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2291 = insertelement <8 x i64> poison, i64 %29, i64 0
  %broadcast.splat2292 = shufflevector <8 x i64> %broadcast.splatinsert2291, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2293 = insertelement <8 x i64> poison, i64 %30, i64 0
  %broadcast.splat2294 = shufflevector <8 x i64> %broadcast.splatinsert2293, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2295 = insertelement <8 x i64> poison, i64 %31, i64 0
  %broadcast.splat2296 = shufflevector <8 x i64> %broadcast.splatinsert2295, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2297 = insertelement <8 x i64> poison, i64 %32, i64 0
  %broadcast.splat2298 = shufflevector <8 x i64> %broadcast.splatinsert2297, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2299 = insertelement <8 x i64> poison, i64 %33, i64 0
  %broadcast.splat2300 = shufflevector <8 x i64> %broadcast.splatinsert2299, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2301 = insertelement <8 x i32> poison, i32 %34, i64 0
  %broadcast.splat2302 = shufflevector <8 x i32> %broadcast.splatinsert2301, <8 x i32> poison, <8 x i32> zeroinitializer
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
  %broadcast.splatinsert2164 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2165 = shufflevector <8 x float> %broadcast.splatinsert2164, <8 x float> poison, <8 x i32> zeroinitializer
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
  %broadcast.splatinsert2128 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2129 = shufflevector <8 x float> %broadcast.splatinsert2128, <8 x float> poison, <8 x i32> zeroinitializer
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
  %broadcast.splatinsert2068 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2069 = shufflevector <8 x float> %broadcast.splatinsert2068, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2012 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat2013 = shufflevector <8 x float> %broadcast.splatinsert2012, <8 x float> poison, <8 x i32> zeroinitializer
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
  %304 = insertelement <8 x i64> poison, i64 %297, i64 0
  %305 = insertelement <8 x i64> %304, i64 %298, i64 1
  %306 = insertelement <8 x i64> %305, i64 %299, i64 2
  %307 = insertelement <8 x i64> %306, i64 %300, i64 3
  %308 = insertelement <8 x i64> %307, i64 %301, i64 4
  %309 = insertelement <8 x i64> %308, i64 %n_features, i64 5
  %310 = insertelement <8 x i64> %309, i64 %302, i64 6
  %311 = insertelement <8 x i64> %310, i64 %303, i64 7
  %n.mod.vf1423 = and i64 %n_features, 24
  %n.vec1424 = and i64 %n_features, -32
  %broadcast.splatinsert1433 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1434 = shufflevector <8 x i64> %broadcast.splatinsert1433, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1435 = insertelement <8 x i64> poison, i64 %235, i64 0
  %broadcast.splat1436 = shufflevector <8 x i64> %broadcast.splatinsert1435, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1437 = insertelement <8 x i64> poison, i64 %237, i64 0
  %broadcast.splat1438 = shufflevector <8 x i64> %broadcast.splatinsert1437, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1439 = insertelement <8 x i64> poison, i64 %238, i64 0
  %broadcast.splat1440 = shufflevector <8 x i64> %broadcast.splatinsert1439, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1441 = insertelement <8 x i64> poison, i64 %239, i64 0
  %broadcast.splat1442 = shufflevector <8 x i64> %broadcast.splatinsert1441, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1443 = insertelement <8 x i64> poison, i64 %240, i64 0
  %broadcast.splat1444 = shufflevector <8 x i64> %broadcast.splatinsert1443, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1445 = insertelement <8 x i64> poison, i64 %241, i64 0
  %broadcast.splat1446 = shufflevector <8 x i64> %broadcast.splatinsert1445, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1447 = insertelement <8 x i64> poison, i64 %242, i64 0
  %broadcast.splat1448 = shufflevector <8 x i64> %broadcast.splatinsert1447, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1449 = insertelement <8 x i64> poison, i64 %243, i64 0
  %broadcast.splat1450 = shufflevector <8 x i64> %broadcast.splatinsert1449, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1451 = insertelement <8 x i64> poison, i64 %244, i64 0
  %broadcast.splat1452 = shufflevector <8 x i64> %broadcast.splatinsert1451, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1453 = insertelement <8 x i64> poison, i64 %245, i64 0
  %broadcast.splat1454 = shufflevector <8 x i64> %broadcast.splatinsert1453, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1455 = insertelement <8 x i64> poison, i64 %246, i64 0
  %broadcast.splat1456 = shufflevector <8 x i64> %broadcast.splatinsert1455, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1457 = insertelement <8 x i64> poison, i64 %247, i64 0
  %broadcast.splat1458 = shufflevector <8 x i64> %broadcast.splatinsert1457, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1459 = insertelement <8 x i64> poison, i64 %248, i64 0
  %broadcast.splat1460 = shufflevector <8 x i64> %broadcast.splatinsert1459, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1461 = insertelement <8 x i64> poison, i64 %249, i64 0
  %broadcast.splat1462 = shufflevector <8 x i64> %broadcast.splatinsert1461, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1463 = insertelement <8 x i32> poison, i32 %250, i64 0
  %broadcast.splat1464 = shufflevector <8 x i32> %broadcast.splatinsert1463, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n1469 = icmp eq i64 %n_features, %n.vec1424
  %min.epilog.iters.check1473 = icmp eq i64 %n.mod.vf1423, 0
  %n.vec1476 = and i64 %n_features, -8
  %broadcast.splatinsert1485 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1486 = shufflevector <8 x i64> %broadcast.splatinsert1485, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1489 = insertelement <8 x i64> poison, i64 %237, i64 0
  %broadcast.splat1490 = shufflevector <8 x i64> %broadcast.splatinsert1489, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1493 = insertelement <8 x i64> poison, i64 %239, i64 0
  %broadcast.splat1494 = shufflevector <8 x i64> %broadcast.splatinsert1493, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1495 = insertelement <8 x i64> poison, i64 %240, i64 0
  %broadcast.splat1496 = shufflevector <8 x i64> %broadcast.splatinsert1495, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1497 = insertelement <8 x i64> poison, i64 %241, i64 0
  %broadcast.splat1498 = shufflevector <8 x i64> %broadcast.splatinsert1497, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1499 = insertelement <8 x i64> poison, i64 %242, i64 0
  %broadcast.splat1500 = shufflevector <8 x i64> %broadcast.splatinsert1499, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1501 = insertelement <8 x i64> poison, i64 %243, i64 0
  %broadcast.splat1502 = shufflevector <8 x i64> %broadcast.splatinsert1501, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1503 = insertelement <8 x i64> poison, i64 %244, i64 0
  %broadcast.splat1504 = shufflevector <8 x i64> %broadcast.splatinsert1503, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1505 = insertelement <8 x i64> poison, i64 %245, i64 0
  %broadcast.splat1506 = shufflevector <8 x i64> %broadcast.splatinsert1505, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1507 = insertelement <8 x i64> poison, i64 %246, i64 0
  %broadcast.splat1508 = shufflevector <8 x i64> %broadcast.splatinsert1507, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1509 = insertelement <8 x i64> poison, i64 %247, i64 0
  %broadcast.splat1510 = shufflevector <8 x i64> %broadcast.splatinsert1509, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1511 = insertelement <8 x i64> poison, i64 %248, i64 0
  %broadcast.splat1512 = shufflevector <8 x i64> %broadcast.splatinsert1511, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1513 = insertelement <8 x i64> poison, i64 %249, i64 0
  %broadcast.splat1514 = shufflevector <8 x i64> %broadcast.splatinsert1513, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1515 = insertelement <8 x i32> poison, i32 %250, i64 0
  %broadcast.splat1516 = shufflevector <8 x i32> %broadcast.splatinsert1515, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1517 = insertelement <8 x i64> poison, i64 %n.vec1424, i64 0
  %broadcast.splat1518 = shufflevector <8 x i64> %broadcast.splatinsert1517, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat1518, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n1525 = icmp eq i64 %n_features, %n.vec1476
  %n.mod.vf1388 = and i64 %n_features, 28
  %n.vec1389 = and i64 %n_features, -32
  %cmp.n1402 = icmp eq i64 %n_features, %n.vec1389
  %min.epilog.iters.check1406 = icmp eq i64 %n.mod.vf1388, 0
  %n.vec1409 = and i64 %n_features, -4
  %cmp.n1416 = icmp eq i64 %n_features, %n.vec1409
  %312 = shl i64 %n_features, 2
  %313 = and i64 %n_features, 4611686018427387896
  %diff.check1344 = icmp eq i64 %313, 0
  %diff.check1345 = icmp ult i64 %.idx635, 32
  %314 = and i64 %n_features, 4611686018427387888
  %diff.check1290 = icmp eq i64 %314, 0
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
  %xtraiter2416 = and i64 %n_features, 1
  %lcmp.mod2417.not = icmp eq i64 %xtraiter2416, 0
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
  %xtraiter2419 = and i64 %n_features, 3
  %lcmp.mod2420.not = icmp eq i64 %xtraiter2419, 0
  br label %row.body.us

row.body.us:                                      ; preds = %row.body.us.preheader, %step.header425.step.exit427_crit_edge.us
  %indvar = phi i64 [ 0, %row.body.us.preheader ], [ %indvar.next, %step.header425.step.exit427_crit_edge.us ]
  %row421720.us = phi i64 [ %row_begin, %row.body.us.preheader ], [ %2428, %step.header425.step.exit427_crit_edge.us ]
  %315 = mul i64 %289, %indvar
  %316 = insertelement <8 x i64> <i64 poison, i64 poison, i64 0, i64 poison, i64 poison, i64 0, i64 poison, i64 poison>, i64 %315, i64 0
  %317 = shufflevector <8 x i64> %316, <8 x i64> poison, <8 x i32> <i32 0, i32 0, i32 2, i32 0, i32 0, i32 5, i32 0, i32 0>
  %318 = add <8 x i64> %311, %317
  %319 = mul i64 %273, %indvar
  %320 = add i64 %272, %319
  %321 = add i64 %274, %319
  %322 = add i64 %279, %319
  %323 = add i64 %280, %319
  %324 = add i64 %284, %319
  %325 = add i64 %285, %319
  %326 = mul i64 %267, %indvar
  %327 = add i64 %264, %326
  %328 = add i64 %266, %326
  %329 = mul i64 %265, %indvar
  %330 = add i64 %264, %329
  %331 = add i64 %266, %329
  %332 = mul i64 %259, %indvar
  %333 = add i64 %254, %332
  %scevgep1135 = getelementptr i8, ptr %state, i64 %333
  %334 = add i64 %258, %332
  %scevgep1136 = getelementptr i8, ptr %state, i64 %334
  %scevgep1137 = getelementptr i8, ptr %input_0, i64 %333
  %scevgep1138 = getelementptr i8, ptr %input_0, i64 %334
  %335 = mul i64 %255, %indvar
  %336 = add i64 %254, %335
  %scevgep = getelementptr i8, ptr %state, i64 %336
  %337 = add i64 %258, %335
  %scevgep1107 = getelementptr i8, ptr %state, i64 %337
  %scevgep1108 = getelementptr i8, ptr %input_0, i64 %336
  %scevgep1109 = getelementptr i8, ptr %input_0, i64 %337
  %row_offset422.us = mul i64 %row421720.us, %n_features
  %338 = getelementptr inbounds float, ptr %state, i64 %row_offset422.us
  %339 = getelementptr inbounds float, ptr %input_0, i64 %row_offset422.us
  %340 = getelementptr inbounds float, ptr %status, i64 %row421720.us
  %broadcast.splatinsert1431 = insertelement <8 x i64> poison, i64 %row_offset422.us, i64 0
  %broadcast.splat1432 = shufflevector <8 x i64> %broadcast.splatinsert1431, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op = add <8 x i64> splat (i64 8), %broadcast.splat1432
  %invariant.op2855 = add <8 x i64> splat (i64 16), %broadcast.splat1432
  %invariant.op2857 = add <8 x i64> splat (i64 24), %broadcast.splat1432
  %broadcast.splatinsert1483 = insertelement <8 x i64> poison, i64 %row_offset422.us, i64 0
  %broadcast.splat1484 = shufflevector <8 x i64> %broadcast.splatinsert1483, <8 x i64> poison, <8 x i32> zeroinitializer
  %341 = shl <8 x i64> %318, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 3, i64 0, i64 0>
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
  %step428719.us = phi i64 [ 0, %row.body.us ], [ %1641, %noise.done551.us ]
  %temperature423.0718.us = phi float [ %temperature, %row.body.us ], [ %t_next564.us, %noise.done551.us ]
  %342 = fmul float %two_eta, %temperature423.0718.us
  %343 = fcmp ogt float %342, 0.000000e+00
  %344 = tail call float @llvm.sqrt.f32(float %342)
  %345 = select i1 %343, float %344, float 0.000000e+00
  %noise_scale429.us = select i1 %anneal424.not, float %noise_scale, float %345
  br i1 %draw431.not, label %fold_chunk.body490.us, label %iter.check1420

noise.body450.us:                                 ; preds = %noise.body450.us.preheader, %noise.body450.us
  %noise452670.us = phi i64 [ %474, %noise.body450.us ], [ %noise452670.us.ph, %noise.body450.us.preheader ]
  %346 = getelementptr inbounds float, ptr %232, i64 %noise452670.us
  %w0453.us = load i32, ptr %346, align 4, !alias.scope !0, !noalias !3
  %347 = getelementptr inbounds float, ptr %scratch, i64 %noise452670.us
  %w1454.us = load i32, ptr %347, align 4, !alias.scope !3, !noalias !0
  %348 = uitofp i32 %w0453.us to double
  %349 = fadd double %348, 5.000000e-01
  %350 = fmul double %349, 0x3DF0000000000000
  %351 = uitofp i32 %w1454.us to double
  %352 = fadd double %351, 5.000000e-01
  %353 = fmul double %352, 0x3DF0000000000000
  %354 = bitcast double %350 to i64
  %355 = lshr i64 %354, 32
  %356 = add nuw nsw i64 %355, 614242
  %357 = lshr i64 %356, 20
  %358 = add nsw i64 %357, -1023
  %359 = shl nuw i64 %356, 32
  %360 = and i64 %359, 4503595332403200
  %361 = add nuw nsw i64 %360, 4604544269498187776
  %362 = and i64 %354, 4294967295
  %363 = or disjoint i64 %361, %362
  %364 = bitcast i64 %363 to double
  %365 = fadd double %364, -1.000000e+00
  %366 = fmul double %365, 5.000000e-01
  %367 = fmul double %365, %366
  %368 = fadd double %365, 2.000000e+00
  %369 = fdiv double %365, %368
  %370 = fmul double %369, %369
  %371 = fmul double %370, %370
  %372 = fmul double %371, 0x3FC2F112DF3E5244
  %373 = fadd double %372, 0x3FC7466496CB03DE
  %374 = insertelement <2 x double> poison, double %371, i64 0
  %375 = shufflevector <2 x double> %374, <2 x double> poison, <2 x i32> zeroinitializer
  %376 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %373, i64 1
  %377 = fmul <2 x double> %375, %376
  %378 = fadd <2 x double> %377, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %379 = fmul <2 x double> %375, %378
  %380 = fadd <2 x double> %379, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %381 = insertelement <2 x double> %374, double %370, i64 1
  %382 = fmul <2 x double> %381, %380
  %shift = shufflevector <2 x double> %382, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %382, %shift
  %383 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %384 = sitofp i64 %358 to double
  %385 = fadd double %367, %383
  %386 = fmul double %369, %385
  %387 = fmul double %384, 0x3DEA39EF35793C76
  %388 = fadd double %387, %386
  %389 = fsub double %388, %367
  %390 = fadd double %365, %389
  %391 = fmul double %384, 0x3FE62E42FEE00000
  %392 = fadd double %391, %390
  %393 = fmul double %392, -2.000000e+00
  %394 = tail call double @llvm.sqrt.f64(double %393)
  %395 = fmul double %353, 0x401921FB54442D18
  %396 = fmul double %395, 0x3FE45F306DC9C883
  %397 = fadd double %396, 0x4338000000000000
  %398 = bitcast double %397 to i64
  %399 = fadd double %397, 0xC338000000000000
  %400 = fmul double %399, 0x3FF921FB54400000
  %401 = fsub double %395, %400
  %402 = fmul double %399, 0x3DD0B4611A626331
  %403 = fmul double %399, 0x3DD0B4611A600000
  %404 = fsub double %401, %403
  %405 = fmul double %399, 0x3BA3198A2E037073
  %406 = fsub double %401, %404
  %407 = fsub double %406, %403
  %408 = fsub double %405, %407
  %409 = fsub double %401, %402
  %410 = insertelement <2 x double> poison, double %409, i64 0
  %411 = insertelement <2 x double> %410, double %395, i64 1
  %412 = bitcast <2 x double> %411 to <2 x i64>
  %413 = lshr <2 x i64> %412, splat (i64 52)
  %414 = and <2 x i64> %413, splat (i64 2047)
  %415 = extractelement <2 x i64> %414, i64 0
  %416 = add nuw nsw i64 %415, 16
  %417 = extractelement <2 x i64> %414, i64 1
  %418 = icmp samesign ult i64 %416, %417
  %419 = select i1 %418, double %404, double %401
  %420 = select i1 %418, double %408, double %402
  %421 = fsub double %419, %420
  %422 = fsub double %419, %421
  %423 = fsub double %422, %420
  %424 = fmul double %421, %421
  %425 = fmul double %424, %424
  %426 = fmul double %424, 0x3EFA01A019CB1590
  %427 = fadd double %426, 0xBF56C16C16C15177
  %428 = fmul double %424, %427
  %429 = fadd double %428, 0x3FA555555555554C
  %430 = fmul double %424, %429
  %431 = fmul double %424, 0x3DA8FAE9BE8838D4
  %432 = fsub double 0x3E21EE9EBDB4B1C4, %431
  %433 = fmul double %424, %432
  %434 = fadd double %433, 0xBE927E4F809C52AD
  %435 = fmul double %425, %425
  %436 = fmul double %435, %434
  %437 = fadd double %430, %436
  %438 = fmul double %424, 5.000000e-01
  %439 = fsub double 1.000000e+00, %438
  %440 = fsub double 1.000000e+00, %439
  %441 = fsub double %440, %438
  %442 = fmul double %424, %437
  %443 = fmul double %421, %423
  %444 = fsub double %442, %443
  %445 = fadd double %441, %444
  %446 = fadd double %439, %445
  %447 = fmul double %424, 0x3EC71DE357B1FE7D
  %448 = fadd double %447, 0xBF2A01A019C161D5
  %449 = fmul double %424, %448
  %450 = fadd double %449, 0x3F8111111110F8A6
  %451 = fmul double %424, 0x3DE5D93A5ACFD57C
  %452 = fadd double %451, 0xBE5AE5E68A2B9CEB
  %453 = fmul double %424, %425
  %454 = fmul double %453, %452
  %455 = fadd double %454, %450
  %456 = fmul double %421, %424
  %457 = fmul double %423, 5.000000e-01
  %458 = fmul double %456, %455
  %459 = fsub double %457, %458
  %460 = fmul double %424, %459
  %461 = fsub double %460, %423
  %462 = fmul double %456, 0x3FC5555555555549
  %463 = fadd double %461, %462
  %464 = fsub double %421, %463
  %465 = fneg double %446
  %466 = fneg double %464
  %467 = and i64 %398, 1
  %468 = and i64 %398, 2
  %.not.us = icmp eq i64 %467, 0
  %.not631.us = icmp eq i64 %468, 0
  %469 = select i1 %.not631.us, double %446, double %465
  %470 = select i1 %.not631.us, double %466, double %464
  %471 = select i1 %.not.us, double %469, double %470
  %472 = fmul double %394, %471
  %473 = fptrunc double %472 to float
  store float %473, ptr %346, align 4, !alias.scope !0, !noalias !3
  %474 = add nuw i64 %noise452670.us, 1
  %exitcond884.not = icmp eq i64 %474, %n_features
  br i1 %exitcond884.not, label %fold_chunk.body.us.preheader, label %noise.body450.us, !llvm.loop !5

philox.body445.us:                                ; preds = %philox.body445.us.preheader, %philox.body445.us
  %philox447669.us = phi i64 [ %557, %philox.body445.us ], [ %philox447669.us.ph, %philox.body445.us.preheader ]
  %element448.us = add i64 %philox447669.us, %row_offset422.us
  %475 = and i64 %element448.us, 4294967295
  %476 = mul nuw i64 %475, 3528531795
  %477 = xor i64 %element448.us, %key0
  %478 = xor i64 %477, %476
  %479 = lshr i64 %478, 32
  %480 = mul nuw i64 %479, 3449720151
  %481 = lshr i64 %480, 32
  %.reass.reass = xor i64 %481, %invariant.op2875
  %482 = xor i64 %2011, %476
  %483 = and i64 %.reass.reass, 4294967295
  %484 = mul nuw i64 %483, 3528531795
  %485 = and i64 %482, 4294967295
  %486 = mul nuw i64 %485, 3449720151
  %487 = lshr i64 %484, 32
  %488 = lshr i64 %486, 32
  %489 = xor i64 %488, %237
  %490 = xor i64 %489, %480
  %.reass1047.reass = xor i64 %487, %invariant.op2876
  %491 = and i64 %490, 4294967295
  %492 = mul nuw i64 %491, 3528531795
  %493 = and i64 %.reass1047.reass, 4294967295
  %494 = mul nuw i64 %493, 3449720151
  %495 = lshr i64 %492, 32
  %496 = lshr i64 %494, 32
  %497 = xor i64 %239, %496
  %498 = xor i64 %497, %486
  %499 = xor i64 %495, %240
  %500 = xor i64 %499, %484
  %501 = and i64 %498, 4294967295
  %502 = mul nuw i64 %501, 3528531795
  %503 = and i64 %500, 4294967295
  %504 = mul nuw i64 %503, 3449720151
  %505 = lshr i64 %502, 32
  %506 = lshr i64 %504, 32
  %507 = xor i64 %506, %241
  %508 = xor i64 %507, %494
  %509 = xor i64 %242, %505
  %510 = xor i64 %509, %492
  %511 = and i64 %508, 4294967295
  %512 = mul nuw i64 %511, 3528531795
  %513 = and i64 %510, 4294967295
  %514 = mul nuw i64 %513, 3449720151
  %515 = lshr i64 %512, 32
  %516 = lshr i64 %514, 32
  %517 = xor i64 %243, %516
  %518 = xor i64 %517, %504
  %519 = xor i64 %515, %244
  %520 = xor i64 %519, %502
  %521 = and i64 %518, 4294967295
  %522 = mul nuw i64 %521, 3528531795
  %523 = and i64 %520, 4294967295
  %524 = mul nuw i64 %523, 3449720151
  %525 = lshr i64 %522, 32
  %526 = lshr i64 %524, 32
  %527 = xor i64 %526, %245
  %528 = xor i64 %527, %514
  %529 = xor i64 %246, %525
  %530 = xor i64 %529, %512
  %531 = and i64 %528, 4294967295
  %532 = mul nuw i64 %531, 3528531795
  %533 = and i64 %530, 4294967295
  %534 = mul nuw i64 %533, 3449720151
  %535 = lshr i64 %532, 32
  %536 = lshr i64 %534, 32
  %537 = xor i64 %247, %536
  %538 = xor i64 %537, %524
  %539 = xor i64 %535, %248
  %540 = xor i64 %539, %522
  %541 = and i64 %538, 4294967295
  %542 = mul nuw i64 %541, 3528531795
  %543 = lshr i64 %542, 32
  %544 = trunc i64 %540 to i32
  %545 = mul i32 %544, -845247145
  %546 = xor i64 %249, %543
  %547 = xor i64 %546, %532
  %548 = and i64 %547, 4294967295
  %549 = mul nuw i64 %548, 3449720151
  %550 = lshr i64 %549, 32
  %551 = trunc nuw i64 %550 to i32
  %552 = trunc i64 %549 to i32
  %553 = xor i32 %545, %551
  %554 = xor i32 %553, %250
  %555 = getelementptr inbounds float, ptr %232, i64 %philox447669.us
  store i32 %554, ptr %555, align 4, !alias.scope !0, !noalias !3
  %556 = getelementptr inbounds float, ptr %scratch, i64 %philox447669.us
  store i32 %552, ptr %556, align 4, !alias.scope !3, !noalias !0
  %557 = add nuw i64 %philox447669.us, 1
  %exitcond.not = icmp eq i64 %557, %n_features
  br i1 %exitcond.not, label %vector.ph1387, label %philox.body445.us, !llvm.loop !8

vector.ph1387:                                    ; preds = %philox.body445.us, %vec.epilog.middle.block1524, %middle.block1468
  br label %vector.body1390

vector.body1390:                                  ; preds = %vector.body1390, %vector.ph1387
  %index1391 = phi i64 [ 0, %vector.ph1387 ], [ %index.next1400, %vector.body1390 ]
  %558 = getelementptr inbounds float, ptr %232, i64 %index1391
  %559 = getelementptr inbounds nuw i8, ptr %558, i64 32
  %560 = getelementptr inbounds nuw i8, ptr %558, i64 64
  %561 = getelementptr inbounds nuw i8, ptr %558, i64 96
  %wide.load1392 = load <8 x i32>, ptr %558, align 4, !alias.scope !0, !noalias !3
  %wide.load1393 = load <8 x i32>, ptr %559, align 4, !alias.scope !0, !noalias !3
  %wide.load1394 = load <8 x i32>, ptr %560, align 4, !alias.scope !0, !noalias !3
  %wide.load1395 = load <8 x i32>, ptr %561, align 4, !alias.scope !0, !noalias !3
  %562 = getelementptr inbounds float, ptr %scratch, i64 %index1391
  %563 = getelementptr inbounds nuw i8, ptr %562, i64 32
  %564 = getelementptr inbounds nuw i8, ptr %562, i64 64
  %565 = getelementptr inbounds nuw i8, ptr %562, i64 96
  %wide.load1396 = load <8 x i32>, ptr %562, align 4, !alias.scope !3, !noalias !0
  %wide.load1397 = load <8 x i32>, ptr %563, align 4, !alias.scope !3, !noalias !0
  %wide.load1398 = load <8 x i32>, ptr %564, align 4, !alias.scope !3, !noalias !0
  %wide.load1399 = load <8 x i32>, ptr %565, align 4, !alias.scope !3, !noalias !0
  %566 = uitofp <8 x i32> %wide.load1392 to <8 x double>
  %567 = uitofp <8 x i32> %wide.load1393 to <8 x double>
  %568 = uitofp <8 x i32> %wide.load1394 to <8 x double>
  %569 = uitofp <8 x i32> %wide.load1395 to <8 x double>
  %570 = fadd <8 x double> %566, splat (double 5.000000e-01)
  %571 = fadd <8 x double> %567, splat (double 5.000000e-01)
  %572 = fadd <8 x double> %568, splat (double 5.000000e-01)
  %573 = fadd <8 x double> %569, splat (double 5.000000e-01)
  %574 = fmul <8 x double> %570, splat (double 0x3DF0000000000000)
  %575 = fmul <8 x double> %571, splat (double 0x3DF0000000000000)
  %576 = fmul <8 x double> %572, splat (double 0x3DF0000000000000)
  %577 = fmul <8 x double> %573, splat (double 0x3DF0000000000000)
  %578 = uitofp <8 x i32> %wide.load1396 to <8 x double>
  %579 = uitofp <8 x i32> %wide.load1397 to <8 x double>
  %580 = uitofp <8 x i32> %wide.load1398 to <8 x double>
  %581 = uitofp <8 x i32> %wide.load1399 to <8 x double>
  %582 = fadd <8 x double> %578, splat (double 5.000000e-01)
  %583 = fadd <8 x double> %579, splat (double 5.000000e-01)
  %584 = fadd <8 x double> %580, splat (double 5.000000e-01)
  %585 = fadd <8 x double> %581, splat (double 5.000000e-01)
  %586 = fmul <8 x double> %582, splat (double 0x3DF0000000000000)
  %587 = fmul <8 x double> %583, splat (double 0x3DF0000000000000)
  %588 = fmul <8 x double> %584, splat (double 0x3DF0000000000000)
  %589 = fmul <8 x double> %585, splat (double 0x3DF0000000000000)
  %590 = bitcast <8 x double> %574 to <8 x i64>
  %591 = bitcast <8 x double> %575 to <8 x i64>
  %592 = bitcast <8 x double> %576 to <8 x i64>
  %593 = bitcast <8 x double> %577 to <8 x i64>
  %594 = lshr <8 x i64> %590, splat (i64 32)
  %595 = lshr <8 x i64> %591, splat (i64 32)
  %596 = lshr <8 x i64> %592, splat (i64 32)
  %597 = lshr <8 x i64> %593, splat (i64 32)
  %598 = add nuw nsw <8 x i64> %594, splat (i64 614242)
  %599 = add nuw nsw <8 x i64> %595, splat (i64 614242)
  %600 = add nuw nsw <8 x i64> %596, splat (i64 614242)
  %601 = add nuw nsw <8 x i64> %597, splat (i64 614242)
  %602 = lshr <8 x i64> %598, splat (i64 20)
  %603 = lshr <8 x i64> %599, splat (i64 20)
  %604 = lshr <8 x i64> %600, splat (i64 20)
  %605 = lshr <8 x i64> %601, splat (i64 20)
  %606 = add nsw <8 x i64> %602, splat (i64 -1023)
  %607 = add nsw <8 x i64> %603, splat (i64 -1023)
  %608 = add nsw <8 x i64> %604, splat (i64 -1023)
  %609 = add nsw <8 x i64> %605, splat (i64 -1023)
  %610 = shl nuw <8 x i64> %598, splat (i64 32)
  %611 = shl nuw <8 x i64> %599, splat (i64 32)
  %612 = shl nuw <8 x i64> %600, splat (i64 32)
  %613 = shl nuw <8 x i64> %601, splat (i64 32)
  %614 = and <8 x i64> %610, splat (i64 4503595332403200)
  %615 = and <8 x i64> %611, splat (i64 4503595332403200)
  %616 = and <8 x i64> %612, splat (i64 4503595332403200)
  %617 = and <8 x i64> %613, splat (i64 4503595332403200)
  %618 = add nuw nsw <8 x i64> %614, splat (i64 4604544269498187776)
  %619 = add nuw nsw <8 x i64> %615, splat (i64 4604544269498187776)
  %620 = add nuw nsw <8 x i64> %616, splat (i64 4604544269498187776)
  %621 = add nuw nsw <8 x i64> %617, splat (i64 4604544269498187776)
  %622 = and <8 x i64> %590, splat (i64 4294967295)
  %623 = and <8 x i64> %591, splat (i64 4294967295)
  %624 = and <8 x i64> %592, splat (i64 4294967295)
  %625 = and <8 x i64> %593, splat (i64 4294967295)
  %626 = or disjoint <8 x i64> %618, %622
  %627 = or disjoint <8 x i64> %619, %623
  %628 = or disjoint <8 x i64> %620, %624
  %629 = or disjoint <8 x i64> %621, %625
  %630 = bitcast <8 x i64> %626 to <8 x double>
  %631 = bitcast <8 x i64> %627 to <8 x double>
  %632 = bitcast <8 x i64> %628 to <8 x double>
  %633 = bitcast <8 x i64> %629 to <8 x double>
  %634 = fadd <8 x double> %630, splat (double -1.000000e+00)
  %635 = fadd <8 x double> %631, splat (double -1.000000e+00)
  %636 = fadd <8 x double> %632, splat (double -1.000000e+00)
  %637 = fadd <8 x double> %633, splat (double -1.000000e+00)
  %638 = fmul <8 x double> %634, splat (double 5.000000e-01)
  %639 = fmul <8 x double> %635, splat (double 5.000000e-01)
  %640 = fmul <8 x double> %636, splat (double 5.000000e-01)
  %641 = fmul <8 x double> %637, splat (double 5.000000e-01)
  %642 = fmul <8 x double> %634, %638
  %643 = fmul <8 x double> %635, %639
  %644 = fmul <8 x double> %636, %640
  %645 = fmul <8 x double> %637, %641
  %646 = fadd <8 x double> %634, splat (double 2.000000e+00)
  %647 = fadd <8 x double> %635, splat (double 2.000000e+00)
  %648 = fadd <8 x double> %636, splat (double 2.000000e+00)
  %649 = fadd <8 x double> %637, splat (double 2.000000e+00)
  %650 = fdiv <8 x double> %634, %646
  %651 = fdiv <8 x double> %635, %647
  %652 = fdiv <8 x double> %636, %648
  %653 = fdiv <8 x double> %637, %649
  %654 = fmul <8 x double> %650, %650
  %655 = fmul <8 x double> %651, %651
  %656 = fmul <8 x double> %652, %652
  %657 = fmul <8 x double> %653, %653
  %658 = fmul <8 x double> %654, %654
  %659 = fmul <8 x double> %655, %655
  %660 = fmul <8 x double> %656, %656
  %661 = fmul <8 x double> %657, %657
  %662 = fmul <8 x double> %658, splat (double 0x3FC39A09D078C69F)
  %663 = fmul <8 x double> %659, splat (double 0x3FC39A09D078C69F)
  %664 = fmul <8 x double> %660, splat (double 0x3FC39A09D078C69F)
  %665 = fmul <8 x double> %661, splat (double 0x3FC39A09D078C69F)
  %666 = fadd <8 x double> %662, splat (double 0x3FCC71C51D8E78AF)
  %667 = fadd <8 x double> %663, splat (double 0x3FCC71C51D8E78AF)
  %668 = fadd <8 x double> %664, splat (double 0x3FCC71C51D8E78AF)
  %669 = fadd <8 x double> %665, splat (double 0x3FCC71C51D8E78AF)
  %670 = fmul <8 x double> %658, %666
  %671 = fmul <8 x double> %659, %667
  %672 = fmul <8 x double> %660, %668
  %673 = fmul <8 x double> %661, %669
  %674 = fadd <8 x double> %670, splat (double 0x3FD999999997FA04)
  %675 = fadd <8 x double> %671, splat (double 0x3FD999999997FA04)
  %676 = fadd <8 x double> %672, splat (double 0x3FD999999997FA04)
  %677 = fadd <8 x double> %673, splat (double 0x3FD999999997FA04)
  %678 = fmul <8 x double> %658, %674
  %679 = fmul <8 x double> %659, %675
  %680 = fmul <8 x double> %660, %676
  %681 = fmul <8 x double> %661, %677
  %682 = fmul <8 x double> %658, splat (double 0x3FC2F112DF3E5244)
  %683 = fmul <8 x double> %659, splat (double 0x3FC2F112DF3E5244)
  %684 = fmul <8 x double> %660, splat (double 0x3FC2F112DF3E5244)
  %685 = fmul <8 x double> %661, splat (double 0x3FC2F112DF3E5244)
  %686 = fadd <8 x double> %682, splat (double 0x3FC7466496CB03DE)
  %687 = fadd <8 x double> %683, splat (double 0x3FC7466496CB03DE)
  %688 = fadd <8 x double> %684, splat (double 0x3FC7466496CB03DE)
  %689 = fadd <8 x double> %685, splat (double 0x3FC7466496CB03DE)
  %690 = fmul <8 x double> %658, %686
  %691 = fmul <8 x double> %659, %687
  %692 = fmul <8 x double> %660, %688
  %693 = fmul <8 x double> %661, %689
  %694 = fadd <8 x double> %690, splat (double 0x3FD2492494229359)
  %695 = fadd <8 x double> %691, splat (double 0x3FD2492494229359)
  %696 = fadd <8 x double> %692, splat (double 0x3FD2492494229359)
  %697 = fadd <8 x double> %693, splat (double 0x3FD2492494229359)
  %698 = fmul <8 x double> %658, %694
  %699 = fmul <8 x double> %659, %695
  %700 = fmul <8 x double> %660, %696
  %701 = fmul <8 x double> %661, %697
  %702 = fadd <8 x double> %698, splat (double 0x3FE5555555555593)
  %703 = fadd <8 x double> %699, splat (double 0x3FE5555555555593)
  %704 = fadd <8 x double> %700, splat (double 0x3FE5555555555593)
  %705 = fadd <8 x double> %701, splat (double 0x3FE5555555555593)
  %706 = fmul <8 x double> %654, %702
  %707 = fmul <8 x double> %655, %703
  %708 = fmul <8 x double> %656, %704
  %709 = fmul <8 x double> %657, %705
  %710 = fadd <8 x double> %678, %706
  %711 = fadd <8 x double> %679, %707
  %712 = fadd <8 x double> %680, %708
  %713 = fadd <8 x double> %681, %709
  %714 = sitofp <8 x i64> %606 to <8 x double>
  %715 = sitofp <8 x i64> %607 to <8 x double>
  %716 = sitofp <8 x i64> %608 to <8 x double>
  %717 = sitofp <8 x i64> %609 to <8 x double>
  %718 = fadd <8 x double> %642, %710
  %719 = fadd <8 x double> %643, %711
  %720 = fadd <8 x double> %644, %712
  %721 = fadd <8 x double> %645, %713
  %722 = fmul <8 x double> %650, %718
  %723 = fmul <8 x double> %651, %719
  %724 = fmul <8 x double> %652, %720
  %725 = fmul <8 x double> %653, %721
  %726 = fmul <8 x double> %714, splat (double 0x3DEA39EF35793C76)
  %727 = fmul <8 x double> %715, splat (double 0x3DEA39EF35793C76)
  %728 = fmul <8 x double> %716, splat (double 0x3DEA39EF35793C76)
  %729 = fmul <8 x double> %717, splat (double 0x3DEA39EF35793C76)
  %730 = fadd <8 x double> %726, %722
  %731 = fadd <8 x double> %727, %723
  %732 = fadd <8 x double> %728, %724
  %733 = fadd <8 x double> %729, %725
  %734 = fsub <8 x double> %730, %642
  %735 = fsub <8 x double> %731, %643
  %736 = fsub <8 x double> %732, %644
  %737 = fsub <8 x double> %733, %645
  %738 = fadd <8 x double> %634, %734
  %739 = fadd <8 x double> %635, %735
  %740 = fadd <8 x double> %636, %736
  %741 = fadd <8 x double> %637, %737
  %742 = fmul <8 x double> %714, splat (double 0x3FE62E42FEE00000)
  %743 = fmul <8 x double> %715, splat (double 0x3FE62E42FEE00000)
  %744 = fmul <8 x double> %716, splat (double 0x3FE62E42FEE00000)
  %745 = fmul <8 x double> %717, splat (double 0x3FE62E42FEE00000)
  %746 = fadd <8 x double> %742, %738
  %747 = fadd <8 x double> %743, %739
  %748 = fadd <8 x double> %744, %740
  %749 = fadd <8 x double> %745, %741
  %750 = fmul <8 x double> %746, splat (double -2.000000e+00)
  %751 = fmul <8 x double> %747, splat (double -2.000000e+00)
  %752 = fmul <8 x double> %748, splat (double -2.000000e+00)
  %753 = fmul <8 x double> %749, splat (double -2.000000e+00)
  %754 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %750)
  %755 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %751)
  %756 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %752)
  %757 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %753)
  %758 = fmul <8 x double> %586, splat (double 0x401921FB54442D18)
  %759 = fmul <8 x double> %587, splat (double 0x401921FB54442D18)
  %760 = fmul <8 x double> %588, splat (double 0x401921FB54442D18)
  %761 = fmul <8 x double> %589, splat (double 0x401921FB54442D18)
  %762 = fmul <8 x double> %758, splat (double 0x3FE45F306DC9C883)
  %763 = fmul <8 x double> %759, splat (double 0x3FE45F306DC9C883)
  %764 = fmul <8 x double> %760, splat (double 0x3FE45F306DC9C883)
  %765 = fmul <8 x double> %761, splat (double 0x3FE45F306DC9C883)
  %766 = fadd <8 x double> %762, splat (double 0x4338000000000000)
  %767 = fadd <8 x double> %763, splat (double 0x4338000000000000)
  %768 = fadd <8 x double> %764, splat (double 0x4338000000000000)
  %769 = fadd <8 x double> %765, splat (double 0x4338000000000000)
  %770 = bitcast <8 x double> %766 to <8 x i64>
  %771 = bitcast <8 x double> %767 to <8 x i64>
  %772 = bitcast <8 x double> %768 to <8 x i64>
  %773 = bitcast <8 x double> %769 to <8 x i64>
  %774 = fadd <8 x double> %766, splat (double 0xC338000000000000)
  %775 = fadd <8 x double> %767, splat (double 0xC338000000000000)
  %776 = fadd <8 x double> %768, splat (double 0xC338000000000000)
  %777 = fadd <8 x double> %769, splat (double 0xC338000000000000)
  %778 = fmul <8 x double> %774, splat (double 0x3FF921FB54400000)
  %779 = fmul <8 x double> %775, splat (double 0x3FF921FB54400000)
  %780 = fmul <8 x double> %776, splat (double 0x3FF921FB54400000)
  %781 = fmul <8 x double> %777, splat (double 0x3FF921FB54400000)
  %782 = fsub <8 x double> %758, %778
  %783 = fsub <8 x double> %759, %779
  %784 = fsub <8 x double> %760, %780
  %785 = fsub <8 x double> %761, %781
  %786 = fmul <8 x double> %774, splat (double 0x3DD0B4611A626331)
  %787 = fmul <8 x double> %775, splat (double 0x3DD0B4611A626331)
  %788 = fmul <8 x double> %776, splat (double 0x3DD0B4611A626331)
  %789 = fmul <8 x double> %777, splat (double 0x3DD0B4611A626331)
  %790 = fmul <8 x double> %774, splat (double 0x3DD0B4611A600000)
  %791 = fmul <8 x double> %775, splat (double 0x3DD0B4611A600000)
  %792 = fmul <8 x double> %776, splat (double 0x3DD0B4611A600000)
  %793 = fmul <8 x double> %777, splat (double 0x3DD0B4611A600000)
  %794 = fsub <8 x double> %782, %790
  %795 = fsub <8 x double> %783, %791
  %796 = fsub <8 x double> %784, %792
  %797 = fsub <8 x double> %785, %793
  %798 = fmul <8 x double> %774, splat (double 0x3BA3198A2E037073)
  %799 = fmul <8 x double> %775, splat (double 0x3BA3198A2E037073)
  %800 = fmul <8 x double> %776, splat (double 0x3BA3198A2E037073)
  %801 = fmul <8 x double> %777, splat (double 0x3BA3198A2E037073)
  %802 = fsub <8 x double> %782, %794
  %803 = fsub <8 x double> %783, %795
  %804 = fsub <8 x double> %784, %796
  %805 = fsub <8 x double> %785, %797
  %806 = fsub <8 x double> %802, %790
  %807 = fsub <8 x double> %803, %791
  %808 = fsub <8 x double> %804, %792
  %809 = fsub <8 x double> %805, %793
  %810 = fsub <8 x double> %798, %806
  %811 = fsub <8 x double> %799, %807
  %812 = fsub <8 x double> %800, %808
  %813 = fsub <8 x double> %801, %809
  %814 = fsub <8 x double> %782, %786
  %815 = fsub <8 x double> %783, %787
  %816 = fsub <8 x double> %784, %788
  %817 = fsub <8 x double> %785, %789
  %818 = bitcast <8 x double> %758 to <8 x i64>
  %819 = bitcast <8 x double> %759 to <8 x i64>
  %820 = bitcast <8 x double> %760 to <8 x i64>
  %821 = bitcast <8 x double> %761 to <8 x i64>
  %822 = lshr <8 x i64> %818, splat (i64 52)
  %823 = lshr <8 x i64> %819, splat (i64 52)
  %824 = lshr <8 x i64> %820, splat (i64 52)
  %825 = lshr <8 x i64> %821, splat (i64 52)
  %826 = and <8 x i64> %822, splat (i64 2047)
  %827 = and <8 x i64> %823, splat (i64 2047)
  %828 = and <8 x i64> %824, splat (i64 2047)
  %829 = and <8 x i64> %825, splat (i64 2047)
  %830 = bitcast <8 x double> %814 to <8 x i64>
  %831 = bitcast <8 x double> %815 to <8 x i64>
  %832 = bitcast <8 x double> %816 to <8 x i64>
  %833 = bitcast <8 x double> %817 to <8 x i64>
  %834 = lshr <8 x i64> %830, splat (i64 52)
  %835 = lshr <8 x i64> %831, splat (i64 52)
  %836 = lshr <8 x i64> %832, splat (i64 52)
  %837 = lshr <8 x i64> %833, splat (i64 52)
  %838 = and <8 x i64> %834, splat (i64 2047)
  %839 = and <8 x i64> %835, splat (i64 2047)
  %840 = and <8 x i64> %836, splat (i64 2047)
  %841 = and <8 x i64> %837, splat (i64 2047)
  %842 = add nuw nsw <8 x i64> %838, splat (i64 16)
  %843 = add nuw nsw <8 x i64> %839, splat (i64 16)
  %844 = add nuw nsw <8 x i64> %840, splat (i64 16)
  %845 = add nuw nsw <8 x i64> %841, splat (i64 16)
  %846 = icmp samesign ult <8 x i64> %842, %826
  %847 = icmp samesign ult <8 x i64> %843, %827
  %848 = icmp samesign ult <8 x i64> %844, %828
  %849 = icmp samesign ult <8 x i64> %845, %829
  %850 = select <8 x i1> %846, <8 x double> %794, <8 x double> %782
  %851 = select <8 x i1> %847, <8 x double> %795, <8 x double> %783
  %852 = select <8 x i1> %848, <8 x double> %796, <8 x double> %784
  %853 = select <8 x i1> %849, <8 x double> %797, <8 x double> %785
  %854 = select <8 x i1> %846, <8 x double> %810, <8 x double> %786
  %855 = select <8 x i1> %847, <8 x double> %811, <8 x double> %787
  %856 = select <8 x i1> %848, <8 x double> %812, <8 x double> %788
  %857 = select <8 x i1> %849, <8 x double> %813, <8 x double> %789
  %858 = fsub <8 x double> %850, %854
  %859 = fsub <8 x double> %851, %855
  %860 = fsub <8 x double> %852, %856
  %861 = fsub <8 x double> %853, %857
  %862 = fsub <8 x double> %850, %858
  %863 = fsub <8 x double> %851, %859
  %864 = fsub <8 x double> %852, %860
  %865 = fsub <8 x double> %853, %861
  %866 = fsub <8 x double> %862, %854
  %867 = fsub <8 x double> %863, %855
  %868 = fsub <8 x double> %864, %856
  %869 = fsub <8 x double> %865, %857
  %870 = fmul <8 x double> %858, %858
  %871 = fmul <8 x double> %859, %859
  %872 = fmul <8 x double> %860, %860
  %873 = fmul <8 x double> %861, %861
  %874 = fmul <8 x double> %870, %870
  %875 = fmul <8 x double> %871, %871
  %876 = fmul <8 x double> %872, %872
  %877 = fmul <8 x double> %873, %873
  %878 = fmul <8 x double> %870, splat (double 0x3EFA01A019CB1590)
  %879 = fmul <8 x double> %871, splat (double 0x3EFA01A019CB1590)
  %880 = fmul <8 x double> %872, splat (double 0x3EFA01A019CB1590)
  %881 = fmul <8 x double> %873, splat (double 0x3EFA01A019CB1590)
  %882 = fadd <8 x double> %878, splat (double 0xBF56C16C16C15177)
  %883 = fadd <8 x double> %879, splat (double 0xBF56C16C16C15177)
  %884 = fadd <8 x double> %880, splat (double 0xBF56C16C16C15177)
  %885 = fadd <8 x double> %881, splat (double 0xBF56C16C16C15177)
  %886 = fmul <8 x double> %870, %882
  %887 = fmul <8 x double> %871, %883
  %888 = fmul <8 x double> %872, %884
  %889 = fmul <8 x double> %873, %885
  %890 = fadd <8 x double> %886, splat (double 0x3FA555555555554C)
  %891 = fadd <8 x double> %887, splat (double 0x3FA555555555554C)
  %892 = fadd <8 x double> %888, splat (double 0x3FA555555555554C)
  %893 = fadd <8 x double> %889, splat (double 0x3FA555555555554C)
  %894 = fmul <8 x double> %870, %890
  %895 = fmul <8 x double> %871, %891
  %896 = fmul <8 x double> %872, %892
  %897 = fmul <8 x double> %873, %893
  %898 = fmul <8 x double> %870, splat (double 0x3DA8FAE9BE8838D4)
  %899 = fmul <8 x double> %871, splat (double 0x3DA8FAE9BE8838D4)
  %900 = fmul <8 x double> %872, splat (double 0x3DA8FAE9BE8838D4)
  %901 = fmul <8 x double> %873, splat (double 0x3DA8FAE9BE8838D4)
  %902 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %898
  %903 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %899
  %904 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %900
  %905 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %901
  %906 = fmul <8 x double> %870, %902
  %907 = fmul <8 x double> %871, %903
  %908 = fmul <8 x double> %872, %904
  %909 = fmul <8 x double> %873, %905
  %910 = fadd <8 x double> %906, splat (double 0xBE927E4F809C52AD)
  %911 = fadd <8 x double> %907, splat (double 0xBE927E4F809C52AD)
  %912 = fadd <8 x double> %908, splat (double 0xBE927E4F809C52AD)
  %913 = fadd <8 x double> %909, splat (double 0xBE927E4F809C52AD)
  %914 = fmul <8 x double> %874, %874
  %915 = fmul <8 x double> %875, %875
  %916 = fmul <8 x double> %876, %876
  %917 = fmul <8 x double> %877, %877
  %918 = fmul <8 x double> %914, %910
  %919 = fmul <8 x double> %915, %911
  %920 = fmul <8 x double> %916, %912
  %921 = fmul <8 x double> %917, %913
  %922 = fadd <8 x double> %894, %918
  %923 = fadd <8 x double> %895, %919
  %924 = fadd <8 x double> %896, %920
  %925 = fadd <8 x double> %897, %921
  %926 = fmul <8 x double> %870, splat (double 5.000000e-01)
  %927 = fmul <8 x double> %871, splat (double 5.000000e-01)
  %928 = fmul <8 x double> %872, splat (double 5.000000e-01)
  %929 = fmul <8 x double> %873, splat (double 5.000000e-01)
  %930 = fsub <8 x double> splat (double 1.000000e+00), %926
  %931 = fsub <8 x double> splat (double 1.000000e+00), %927
  %932 = fsub <8 x double> splat (double 1.000000e+00), %928
  %933 = fsub <8 x double> splat (double 1.000000e+00), %929
  %934 = fsub <8 x double> splat (double 1.000000e+00), %930
  %935 = fsub <8 x double> splat (double 1.000000e+00), %931
  %936 = fsub <8 x double> splat (double 1.000000e+00), %932
  %937 = fsub <8 x double> splat (double 1.000000e+00), %933
  %938 = fsub <8 x double> %934, %926
  %939 = fsub <8 x double> %935, %927
  %940 = fsub <8 x double> %936, %928
  %941 = fsub <8 x double> %937, %929
  %942 = fmul <8 x double> %870, %922
  %943 = fmul <8 x double> %871, %923
  %944 = fmul <8 x double> %872, %924
  %945 = fmul <8 x double> %873, %925
  %946 = fmul <8 x double> %858, %866
  %947 = fmul <8 x double> %859, %867
  %948 = fmul <8 x double> %860, %868
  %949 = fmul <8 x double> %861, %869
  %950 = fsub <8 x double> %942, %946
  %951 = fsub <8 x double> %943, %947
  %952 = fsub <8 x double> %944, %948
  %953 = fsub <8 x double> %945, %949
  %954 = fadd <8 x double> %938, %950
  %955 = fadd <8 x double> %939, %951
  %956 = fadd <8 x double> %940, %952
  %957 = fadd <8 x double> %941, %953
  %958 = fadd <8 x double> %930, %954
  %959 = fadd <8 x double> %931, %955
  %960 = fadd <8 x double> %932, %956
  %961 = fadd <8 x double> %933, %957
  %962 = fmul <8 x double> %870, splat (double 0x3EC71DE357B1FE7D)
  %963 = fmul <8 x double> %871, splat (double 0x3EC71DE357B1FE7D)
  %964 = fmul <8 x double> %872, splat (double 0x3EC71DE357B1FE7D)
  %965 = fmul <8 x double> %873, splat (double 0x3EC71DE357B1FE7D)
  %966 = fadd <8 x double> %962, splat (double 0xBF2A01A019C161D5)
  %967 = fadd <8 x double> %963, splat (double 0xBF2A01A019C161D5)
  %968 = fadd <8 x double> %964, splat (double 0xBF2A01A019C161D5)
  %969 = fadd <8 x double> %965, splat (double 0xBF2A01A019C161D5)
  %970 = fmul <8 x double> %870, %966
  %971 = fmul <8 x double> %871, %967
  %972 = fmul <8 x double> %872, %968
  %973 = fmul <8 x double> %873, %969
  %974 = fadd <8 x double> %970, splat (double 0x3F8111111110F8A6)
  %975 = fadd <8 x double> %971, splat (double 0x3F8111111110F8A6)
  %976 = fadd <8 x double> %972, splat (double 0x3F8111111110F8A6)
  %977 = fadd <8 x double> %973, splat (double 0x3F8111111110F8A6)
  %978 = fmul <8 x double> %870, splat (double 0x3DE5D93A5ACFD57C)
  %979 = fmul <8 x double> %871, splat (double 0x3DE5D93A5ACFD57C)
  %980 = fmul <8 x double> %872, splat (double 0x3DE5D93A5ACFD57C)
  %981 = fmul <8 x double> %873, splat (double 0x3DE5D93A5ACFD57C)
  %982 = fadd <8 x double> %978, splat (double 0xBE5AE5E68A2B9CEB)
  %983 = fadd <8 x double> %979, splat (double 0xBE5AE5E68A2B9CEB)
  %984 = fadd <8 x double> %980, splat (double 0xBE5AE5E68A2B9CEB)
  %985 = fadd <8 x double> %981, splat (double 0xBE5AE5E68A2B9CEB)
  %986 = fmul <8 x double> %870, %874
  %987 = fmul <8 x double> %871, %875
  %988 = fmul <8 x double> %872, %876
  %989 = fmul <8 x double> %873, %877
  %990 = fmul <8 x double> %986, %982
  %991 = fmul <8 x double> %987, %983
  %992 = fmul <8 x double> %988, %984
  %993 = fmul <8 x double> %989, %985
  %994 = fadd <8 x double> %990, %974
  %995 = fadd <8 x double> %991, %975
  %996 = fadd <8 x double> %992, %976
  %997 = fadd <8 x double> %993, %977
  %998 = fmul <8 x double> %858, %870
  %999 = fmul <8 x double> %859, %871
  %1000 = fmul <8 x double> %860, %872
  %1001 = fmul <8 x double> %861, %873
  %1002 = fmul <8 x double> %866, splat (double 5.000000e-01)
  %1003 = fmul <8 x double> %867, splat (double 5.000000e-01)
  %1004 = fmul <8 x double> %868, splat (double 5.000000e-01)
  %1005 = fmul <8 x double> %869, splat (double 5.000000e-01)
  %1006 = fmul <8 x double> %998, %994
  %1007 = fmul <8 x double> %999, %995
  %1008 = fmul <8 x double> %1000, %996
  %1009 = fmul <8 x double> %1001, %997
  %1010 = fsub <8 x double> %1002, %1006
  %1011 = fsub <8 x double> %1003, %1007
  %1012 = fsub <8 x double> %1004, %1008
  %1013 = fsub <8 x double> %1005, %1009
  %1014 = fmul <8 x double> %870, %1010
  %1015 = fmul <8 x double> %871, %1011
  %1016 = fmul <8 x double> %872, %1012
  %1017 = fmul <8 x double> %873, %1013
  %1018 = fsub <8 x double> %1014, %866
  %1019 = fsub <8 x double> %1015, %867
  %1020 = fsub <8 x double> %1016, %868
  %1021 = fsub <8 x double> %1017, %869
  %1022 = fmul <8 x double> %998, splat (double 0x3FC5555555555549)
  %1023 = fmul <8 x double> %999, splat (double 0x3FC5555555555549)
  %1024 = fmul <8 x double> %1000, splat (double 0x3FC5555555555549)
  %1025 = fmul <8 x double> %1001, splat (double 0x3FC5555555555549)
  %1026 = fadd <8 x double> %1018, %1022
  %1027 = fadd <8 x double> %1019, %1023
  %1028 = fadd <8 x double> %1020, %1024
  %1029 = fadd <8 x double> %1021, %1025
  %1030 = fsub <8 x double> %858, %1026
  %1031 = fsub <8 x double> %859, %1027
  %1032 = fsub <8 x double> %860, %1028
  %1033 = fsub <8 x double> %861, %1029
  %1034 = fneg <8 x double> %958
  %1035 = fneg <8 x double> %959
  %1036 = fneg <8 x double> %960
  %1037 = fneg <8 x double> %961
  %1038 = fneg <8 x double> %1030
  %1039 = fneg <8 x double> %1031
  %1040 = fneg <8 x double> %1032
  %1041 = fneg <8 x double> %1033
  %1042 = and <8 x i64> %770, splat (i64 1)
  %1043 = and <8 x i64> %771, splat (i64 1)
  %1044 = and <8 x i64> %772, splat (i64 1)
  %1045 = and <8 x i64> %773, splat (i64 1)
  %1046 = and <8 x i64> %770, splat (i64 2)
  %1047 = and <8 x i64> %771, splat (i64 2)
  %1048 = and <8 x i64> %772, splat (i64 2)
  %1049 = and <8 x i64> %773, splat (i64 2)
  %1050 = icmp eq <8 x i64> %1042, zeroinitializer
  %1051 = icmp eq <8 x i64> %1043, zeroinitializer
  %1052 = icmp eq <8 x i64> %1044, zeroinitializer
  %1053 = icmp eq <8 x i64> %1045, zeroinitializer
  %1054 = icmp eq <8 x i64> %1046, zeroinitializer
  %1055 = icmp eq <8 x i64> %1047, zeroinitializer
  %1056 = icmp eq <8 x i64> %1048, zeroinitializer
  %1057 = icmp eq <8 x i64> %1049, zeroinitializer
  %1058 = select <8 x i1> %1054, <8 x double> %958, <8 x double> %1034
  %1059 = select <8 x i1> %1055, <8 x double> %959, <8 x double> %1035
  %1060 = select <8 x i1> %1056, <8 x double> %960, <8 x double> %1036
  %1061 = select <8 x i1> %1057, <8 x double> %961, <8 x double> %1037
  %1062 = select <8 x i1> %1054, <8 x double> %1038, <8 x double> %1030
  %1063 = select <8 x i1> %1055, <8 x double> %1039, <8 x double> %1031
  %1064 = select <8 x i1> %1056, <8 x double> %1040, <8 x double> %1032
  %1065 = select <8 x i1> %1057, <8 x double> %1041, <8 x double> %1033
  %1066 = select <8 x i1> %1050, <8 x double> %1058, <8 x double> %1062
  %1067 = select <8 x i1> %1051, <8 x double> %1059, <8 x double> %1063
  %1068 = select <8 x i1> %1052, <8 x double> %1060, <8 x double> %1064
  %1069 = select <8 x i1> %1053, <8 x double> %1061, <8 x double> %1065
  %1070 = fmul <8 x double> %754, %1066
  %1071 = fmul <8 x double> %755, %1067
  %1072 = fmul <8 x double> %756, %1068
  %1073 = fmul <8 x double> %757, %1069
  %1074 = fptrunc <8 x double> %1070 to <8 x float>
  %1075 = fptrunc <8 x double> %1071 to <8 x float>
  %1076 = fptrunc <8 x double> %1072 to <8 x float>
  %1077 = fptrunc <8 x double> %1073 to <8 x float>
  %1078 = getelementptr inbounds nuw i8, ptr %558, i64 32
  %1079 = getelementptr inbounds nuw i8, ptr %558, i64 64
  %1080 = getelementptr inbounds nuw i8, ptr %558, i64 96
  store <8 x float> %1074, ptr %558, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %1075, ptr %1078, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %1076, ptr %1079, align 4, !alias.scope !0, !noalias !3
  store <8 x float> %1077, ptr %1080, align 4, !alias.scope !0, !noalias !3
  %index.next1400 = add nuw i64 %index1391, 32
  %1081 = icmp eq i64 %index.next1400, %n.vec1389
  br i1 %1081, label %middle.block1401, label %vector.body1390, !llvm.loop !9

middle.block1401:                                 ; preds = %vector.body1390
  br i1 %cmp.n1402, label %fold_chunk.body.us.preheader, label %vec.epilog.iter.check1405

vec.epilog.iter.check1405:                        ; preds = %middle.block1401
  br i1 %min.epilog.iters.check1406, label %noise.body450.us.preheader, label %vec.epilog.vector.body1410, !prof !10

vec.epilog.vector.body1410:                       ; preds = %vec.epilog.iter.check1405, %vec.epilog.vector.body1410
  %index1411 = phi i64 [ %index.next1414, %vec.epilog.vector.body1410 ], [ %n.vec1389, %vec.epilog.iter.check1405 ]
  %1082 = getelementptr inbounds float, ptr %232, i64 %index1411
  %wide.load1412 = load <4 x i32>, ptr %1082, align 4, !alias.scope !0, !noalias !3
  %1083 = getelementptr inbounds float, ptr %scratch, i64 %index1411
  %wide.load1413 = load <4 x i32>, ptr %1083, align 4, !alias.scope !3, !noalias !0
  %1084 = uitofp <4 x i32> %wide.load1412 to <4 x double>
  %1085 = fadd <4 x double> %1084, splat (double 5.000000e-01)
  %1086 = fmul <4 x double> %1085, splat (double 0x3DF0000000000000)
  %1087 = uitofp <4 x i32> %wide.load1413 to <4 x double>
  %1088 = fadd <4 x double> %1087, splat (double 5.000000e-01)
  %1089 = fmul <4 x double> %1088, splat (double 0x3DF0000000000000)
  %1090 = bitcast <4 x double> %1086 to <4 x i64>
  %1091 = lshr <4 x i64> %1090, splat (i64 32)
  %1092 = add nuw nsw <4 x i64> %1091, splat (i64 614242)
  %1093 = lshr <4 x i64> %1092, splat (i64 20)
  %1094 = add nsw <4 x i64> %1093, splat (i64 -1023)
  %1095 = shl nuw <4 x i64> %1092, splat (i64 32)
  %1096 = and <4 x i64> %1095, splat (i64 4503595332403200)
  %1097 = add nuw nsw <4 x i64> %1096, splat (i64 4604544269498187776)
  %1098 = and <4 x i64> %1090, splat (i64 4294967295)
  %1099 = or disjoint <4 x i64> %1097, %1098
  %1100 = bitcast <4 x i64> %1099 to <4 x double>
  %1101 = fadd <4 x double> %1100, splat (double -1.000000e+00)
  %1102 = fmul <4 x double> %1101, splat (double 5.000000e-01)
  %1103 = fmul <4 x double> %1101, %1102
  %1104 = fadd <4 x double> %1101, splat (double 2.000000e+00)
  %1105 = fdiv <4 x double> %1101, %1104
  %1106 = fmul <4 x double> %1105, %1105
  %1107 = fmul <4 x double> %1106, %1106
  %1108 = fmul <4 x double> %1107, splat (double 0x3FC39A09D078C69F)
  %1109 = fadd <4 x double> %1108, splat (double 0x3FCC71C51D8E78AF)
  %1110 = fmul <4 x double> %1107, %1109
  %1111 = fadd <4 x double> %1110, splat (double 0x3FD999999997FA04)
  %1112 = fmul <4 x double> %1107, %1111
  %1113 = fmul <4 x double> %1107, splat (double 0x3FC2F112DF3E5244)
  %1114 = fadd <4 x double> %1113, splat (double 0x3FC7466496CB03DE)
  %1115 = fmul <4 x double> %1107, %1114
  %1116 = fadd <4 x double> %1115, splat (double 0x3FD2492494229359)
  %1117 = fmul <4 x double> %1107, %1116
  %1118 = fadd <4 x double> %1117, splat (double 0x3FE5555555555593)
  %1119 = fmul <4 x double> %1106, %1118
  %1120 = fadd <4 x double> %1112, %1119
  %1121 = sitofp <4 x i64> %1094 to <4 x double>
  %1122 = fadd <4 x double> %1103, %1120
  %1123 = fmul <4 x double> %1105, %1122
  %1124 = fmul <4 x double> %1121, splat (double 0x3DEA39EF35793C76)
  %1125 = fadd <4 x double> %1124, %1123
  %1126 = fsub <4 x double> %1125, %1103
  %1127 = fadd <4 x double> %1101, %1126
  %1128 = fmul <4 x double> %1121, splat (double 0x3FE62E42FEE00000)
  %1129 = fadd <4 x double> %1128, %1127
  %1130 = fmul <4 x double> %1129, splat (double -2.000000e+00)
  %1131 = tail call <4 x double> @llvm.sqrt.v4f64(<4 x double> %1130)
  %1132 = fmul <4 x double> %1089, splat (double 0x401921FB54442D18)
  %1133 = fmul <4 x double> %1132, splat (double 0x3FE45F306DC9C883)
  %1134 = fadd <4 x double> %1133, splat (double 0x4338000000000000)
  %1135 = bitcast <4 x double> %1134 to <4 x i64>
  %1136 = fadd <4 x double> %1134, splat (double 0xC338000000000000)
  %1137 = fmul <4 x double> %1136, splat (double 0x3FF921FB54400000)
  %1138 = fsub <4 x double> %1132, %1137
  %1139 = fmul <4 x double> %1136, splat (double 0x3DD0B4611A626331)
  %1140 = fmul <4 x double> %1136, splat (double 0x3DD0B4611A600000)
  %1141 = fsub <4 x double> %1138, %1140
  %1142 = fmul <4 x double> %1136, splat (double 0x3BA3198A2E037073)
  %1143 = fsub <4 x double> %1138, %1141
  %1144 = fsub <4 x double> %1143, %1140
  %1145 = fsub <4 x double> %1142, %1144
  %1146 = fsub <4 x double> %1138, %1139
  %1147 = bitcast <4 x double> %1132 to <4 x i64>
  %1148 = lshr <4 x i64> %1147, splat (i64 52)
  %1149 = and <4 x i64> %1148, splat (i64 2047)
  %1150 = bitcast <4 x double> %1146 to <4 x i64>
  %1151 = lshr <4 x i64> %1150, splat (i64 52)
  %1152 = and <4 x i64> %1151, splat (i64 2047)
  %1153 = add nuw nsw <4 x i64> %1152, splat (i64 16)
  %1154 = icmp samesign ult <4 x i64> %1153, %1149
  %1155 = select <4 x i1> %1154, <4 x double> %1141, <4 x double> %1138
  %1156 = select <4 x i1> %1154, <4 x double> %1145, <4 x double> %1139
  %1157 = fsub <4 x double> %1155, %1156
  %1158 = fsub <4 x double> %1155, %1157
  %1159 = fsub <4 x double> %1158, %1156
  %1160 = fmul <4 x double> %1157, %1157
  %1161 = fmul <4 x double> %1160, %1160
  %1162 = fmul <4 x double> %1160, splat (double 0x3EFA01A019CB1590)
  %1163 = fadd <4 x double> %1162, splat (double 0xBF56C16C16C15177)
  %1164 = fmul <4 x double> %1160, %1163
  %1165 = fadd <4 x double> %1164, splat (double 0x3FA555555555554C)
  %1166 = fmul <4 x double> %1160, %1165
  %1167 = fmul <4 x double> %1160, splat (double 0x3DA8FAE9BE8838D4)
  %1168 = fsub <4 x double> splat (double 0x3E21EE9EBDB4B1C4), %1167
  %1169 = fmul <4 x double> %1160, %1168
  %1170 = fadd <4 x double> %1169, splat (double 0xBE927E4F809C52AD)
  %1171 = fmul <4 x double> %1161, %1161
  %1172 = fmul <4 x double> %1171, %1170
  %1173 = fadd <4 x double> %1166, %1172
  %1174 = fmul <4 x double> %1160, splat (double 5.000000e-01)
  %1175 = fsub <4 x double> splat (double 1.000000e+00), %1174
  %1176 = fsub <4 x double> splat (double 1.000000e+00), %1175
  %1177 = fsub <4 x double> %1176, %1174
  %1178 = fmul <4 x double> %1160, %1173
  %1179 = fmul <4 x double> %1157, %1159
  %1180 = fsub <4 x double> %1178, %1179
  %1181 = fadd <4 x double> %1177, %1180
  %1182 = fadd <4 x double> %1175, %1181
  %1183 = fmul <4 x double> %1160, splat (double 0x3EC71DE357B1FE7D)
  %1184 = fadd <4 x double> %1183, splat (double 0xBF2A01A019C161D5)
  %1185 = fmul <4 x double> %1160, %1184
  %1186 = fadd <4 x double> %1185, splat (double 0x3F8111111110F8A6)
  %1187 = fmul <4 x double> %1160, splat (double 0x3DE5D93A5ACFD57C)
  %1188 = fadd <4 x double> %1187, splat (double 0xBE5AE5E68A2B9CEB)
  %1189 = fmul <4 x double> %1160, %1161
  %1190 = fmul <4 x double> %1189, %1188
  %1191 = fadd <4 x double> %1190, %1186
  %1192 = fmul <4 x double> %1157, %1160
  %1193 = fmul <4 x double> %1159, splat (double 5.000000e-01)
  %1194 = fmul <4 x double> %1192, %1191
  %1195 = fsub <4 x double> %1193, %1194
  %1196 = fmul <4 x double> %1160, %1195
  %1197 = fsub <4 x double> %1196, %1159
  %1198 = fmul <4 x double> %1192, splat (double 0x3FC5555555555549)
  %1199 = fadd <4 x double> %1197, %1198
  %1200 = fsub <4 x double> %1157, %1199
  %1201 = fneg <4 x double> %1182
  %1202 = fneg <4 x double> %1200
  %1203 = and <4 x i64> %1135, splat (i64 1)
  %1204 = and <4 x i64> %1135, splat (i64 2)
  %1205 = icmp eq <4 x i64> %1203, zeroinitializer
  %1206 = icmp eq <4 x i64> %1204, zeroinitializer
  %1207 = select <4 x i1> %1206, <4 x double> %1182, <4 x double> %1201
  %1208 = select <4 x i1> %1206, <4 x double> %1202, <4 x double> %1200
  %1209 = select <4 x i1> %1205, <4 x double> %1207, <4 x double> %1208
  %1210 = fmul <4 x double> %1131, %1209
  %1211 = fptrunc <4 x double> %1210 to <4 x float>
  store <4 x float> %1211, ptr %1082, align 4, !alias.scope !0, !noalias !3
  %index.next1414 = add nuw i64 %index1411, 4
  %1212 = icmp eq i64 %index.next1414, %n.vec1409
  br i1 %1212, label %vec.epilog.middle.block1415, label %vec.epilog.vector.body1410, !llvm.loop !11

vec.epilog.middle.block1415:                      ; preds = %vec.epilog.vector.body1410
  br i1 %cmp.n1416, label %fold_chunk.body.us.preheader, label %noise.body450.us.preheader

noise.body450.us.preheader:                       ; preds = %vec.epilog.iter.check1405, %vec.epilog.middle.block1415
  %noise452670.us.ph = phi i64 [ %n.vec1389, %vec.epilog.iter.check1405 ], [ %n.vec1409, %vec.epilog.middle.block1415 ]
  br label %noise.body450.us

fold_chunk.body.us.preheader:                     ; preds = %noise.body450.us, %vec.epilog.middle.block1415, %middle.block1401
  br label %fold_chunk.body.us

fold_chunk.body.us:                               ; preds = %fold_chunk.body.us.preheader, %fold_chunk.header.loopexit.us
  %indvar1347 = phi i64 [ %indvar.next1348, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv887 = phi i64 [ %indvars.iv.next888, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %fold_chunk.header.loopexit.us ], [ 1024, %fold_chunk.body.us.preheader ]
  %fold_chunk683.us = phi i64 [ %1222, %fold_chunk.header.loopexit.us ], [ 0, %fold_chunk.body.us.preheader ]
  %fold_value.0682.us = phi float [ %fold_value.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value460.0681.us = phi float [ %fold_value460.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %fold_value465.0680.us = phi float [ %fold_value465.1.lcssa.us, %fold_chunk.header.loopexit.us ], [ 0.000000e+00, %fold_chunk.body.us.preheader ]
  %umin2370 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1213 = add i64 %umin2370, %indvars.iv887
  %umax2371 = tail call i64 @llvm.umax.i64(i64 %1213, i64 1)
  %umin2369 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin1367 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1214 = add i64 %umin1367, %indvars.iv887
  %1215 = mul i64 %indvar1347, -4096
  %1216 = insertelement <8 x i64> poison, i64 %1215, i64 0
  %1217 = shufflevector <8 x i64> %1216, <8 x i64> poison, <8 x i32> zeroinitializer
  %1218 = add <8 x i64> %1217, %341
  %1219 = sub <8 x i64> %1217, %341
  %1220 = shufflevector <8 x i64> %1218, <8 x i64> %1219, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7>
  %1221 = sub i64 %1215, %312
  %umin886 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1222 = add i64 %fold_chunk683.us, 1024
  %chunk_end.us = tail call i64 @llvm.umin.i64(i64 %1222, i64 %n_features)
  %1223 = icmp ult i64 %fold_chunk683.us, %chunk_end.us
  br i1 %1223, label %feature.body471.us.preheader, label %feature.exit472.us

feature.body471.us.preheader:                     ; preds = %fold_chunk.body.us
  %min.iters.check1369 = icmp ult i64 %1214, 8
  br i1 %min.iters.check1369, label %feature.body471.us.preheader2356, label %vector.memcheck1343

vector.memcheck1343:                              ; preds = %feature.body471.us.preheader
  %1224 = icmp ult <8 x i64> %1220, splat (i64 32)
  %diff.check1365 = icmp ult i64 %1221, 32
  %1225 = bitcast <8 x i1> %1224 to i8
  %1226 = icmp ne i8 %1225, 0
  %op.rdx = or i1 %1226, %diff.check1345
  %op.rdx2316 = or i1 %diff.check1365, %diff.check1344
  %op.rdx2317 = or i1 %op.rdx, %op.rdx2316
  br i1 %op.rdx2317, label %feature.body471.us.preheader2356, label %vector.ph1370

vector.ph1370:                                    ; preds = %vector.memcheck1343
  %n.mod.vf1371 = and i64 %umin1367, 7
  %n.vec1372 = sub i64 %1214, %n.mod.vf1371
  %1227 = add i64 %fold_chunk683.us, %n.vec1372
  br label %vector.body1373

vector.body1373:                                  ; preds = %vector.body1373, %vector.ph1370
  %index1374 = phi i64 [ 0, %vector.ph1370 ], [ %index.next1379, %vector.body1373 ]
  %offset.idx1375 = add i64 %fold_chunk683.us, %index1374
  %1228 = getelementptr inbounds float, ptr %338, i64 %offset.idx1375
  %wide.load1376 = load <8 x float>, ptr %1228, align 4
  %1229 = fmul <8 x float> %wide.load1376, %wide.load1376
  %1230 = getelementptr inbounds float, ptr %339, i64 %offset.idx1375
  %wide.load1377 = load <8 x float>, ptr %1230, align 4
  %1231 = fneg <8 x float> %wide.load1377
  %1232 = fmul <8 x float> %wide.load1376, %1231
  %1233 = getelementptr inbounds float, ptr %232, i64 %offset.idx1375
  %wide.load1378 = load <8 x float>, ptr %1233, align 4
  %1234 = fmul <8 x float> %wide.load1376, %wide.load1378
  %1235 = getelementptr inbounds float, ptr %scratch, i64 %index1374
  store <8 x float> %1229, ptr %1235, align 4
  %1236 = getelementptr float, ptr %251, i64 %index1374
  store <8 x float> %1232, ptr %1236, align 4
  %1237 = getelementptr float, ptr %252, i64 %index1374
  store <8 x float> %1234, ptr %1237, align 4
  %index.next1379 = add nuw i64 %index1374, 8
  %1238 = icmp eq i64 %index.next1379, %n.vec1372
  br i1 %1238, label %middle.block1380, label %vector.body1373, !llvm.loop !12

middle.block1380:                                 ; preds = %vector.body1373
  %cmp.n1381 = icmp eq i64 %n.mod.vf1371, 0
  br i1 %cmp.n1381, label %feature.exit472.us, label %feature.body471.us.preheader2356

feature.body471.us.preheader2356:                 ; preds = %vector.memcheck1343, %feature.body471.us.preheader, %middle.block1380
  %feature473673.us.ph = phi i64 [ %fold_chunk683.us, %vector.memcheck1343 ], [ %fold_chunk683.us, %feature.body471.us.preheader ], [ %1227, %middle.block1380 ]
  %1239 = sub i64 %umin2369, %feature473673.us.ph
  %.neg = add i64 %feature473673.us.ph, 1
  %xtraiter = and i64 %1239, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body471.us.prol.loopexit, label %feature.body471.us.prol

feature.body471.us.prol:                          ; preds = %feature.body471.us.preheader2356
  %1240 = getelementptr inbounds float, ptr %338, i64 %feature473673.us.ph
  %1241 = load float, ptr %1240, align 4
  %1242 = fmul float %1241, %1241
  %1243 = getelementptr inbounds float, ptr %339, i64 %feature473673.us.ph
  %1244 = load float, ptr %1243, align 4
  %1245 = fneg float %1244
  %1246 = fmul float %1241, %1245
  %1247 = getelementptr inbounds float, ptr %232, i64 %feature473673.us.ph
  %1248 = load float, ptr %1247, align 4
  %1249 = fmul float %1241, %1248
  %1250 = sub nuw i64 %feature473673.us.ph, %fold_chunk683.us
  %1251 = getelementptr inbounds float, ptr %scratch, i64 %1250
  store float %1242, ptr %1251, align 4
  %1252 = getelementptr float, ptr %251, i64 %1250
  store float %1246, ptr %1252, align 4
  %1253 = getelementptr float, ptr %252, i64 %1250
  store float %1249, ptr %1253, align 4
  %1254 = add nuw i64 %feature473673.us.ph, 1
  br label %feature.body471.us.prol.loopexit

feature.body471.us.prol.loopexit:                 ; preds = %feature.body471.us.prol, %feature.body471.us.preheader2356
  %feature473673.us.unr = phi i64 [ %feature473673.us.ph, %feature.body471.us.preheader2356 ], [ %1254, %feature.body471.us.prol ]
  %1255 = icmp eq i64 %umin2369, %.neg
  br i1 %1255, label %feature.exit472.us, label %feature.body471.us

feature.exit472.us:                               ; preds = %feature.body471.us.prol.loopexit, %feature.body471.us, %middle.block1380, %fold_chunk.body.us
  %.not810 = icmp eq i64 %chunk_end.us, %fold_chunk683.us
  br i1 %.not810, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.preheader

fold_sums.body.us.preheader:                      ; preds = %feature.exit472.us
  %xtraiter2372 = and i64 %umax2371, 3
  %1256 = icmp ult i64 %1213, 4
  br i1 %1256, label %fold_sums.body.us.epil.preheader, label %fold_sums.body.us.preheader.new

fold_sums.body.us.preheader.new:                  ; preds = %fold_sums.body.us.preheader
  %unroll_iter = and i64 %umax2371, -4
  br label %fold_sums.body.us

fold_sums.body.us:                                ; preds = %fold_sums.body.us, %fold_sums.body.us.preheader.new
  %fold_sums677.us = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %1296, %fold_sums.body.us ]
  %fold_value.1676.us = phi float [ %fold_value.0682.us, %fold_sums.body.us.preheader.new ], [ %1289, %fold_sums.body.us ]
  %fold_value460.1675.us = phi float [ %fold_value460.0681.us, %fold_sums.body.us.preheader.new ], [ %1292, %fold_sums.body.us ]
  %fold_value465.1674.us = phi float [ %fold_value465.0680.us, %fold_sums.body.us.preheader.new ], [ %1295, %fold_sums.body.us ]
  %niter = phi i64 [ 0, %fold_sums.body.us.preheader.new ], [ %niter.next.3, %fold_sums.body.us ]
  %1257 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums677.us
  %1258 = load float, ptr %1257, align 4
  %1259 = fadd float %fold_value.1676.us, %1258
  %1260 = getelementptr inbounds float, ptr %251, i64 %fold_sums677.us
  %1261 = load float, ptr %1260, align 4
  %1262 = fadd float %fold_value460.1675.us, %1261
  %1263 = getelementptr inbounds float, ptr %252, i64 %fold_sums677.us
  %1264 = load float, ptr %1263, align 4
  %1265 = fadd float %fold_value465.1674.us, %1264
  %1266 = or disjoint i64 %fold_sums677.us, 1
  %1267 = getelementptr inbounds float, ptr %scratch, i64 %1266
  %1268 = load float, ptr %1267, align 4
  %1269 = fadd float %1259, %1268
  %1270 = getelementptr inbounds float, ptr %251, i64 %1266
  %1271 = load float, ptr %1270, align 4
  %1272 = fadd float %1262, %1271
  %1273 = getelementptr inbounds float, ptr %252, i64 %1266
  %1274 = load float, ptr %1273, align 4
  %1275 = fadd float %1265, %1274
  %1276 = or disjoint i64 %fold_sums677.us, 2
  %1277 = getelementptr inbounds float, ptr %scratch, i64 %1276
  %1278 = load float, ptr %1277, align 4
  %1279 = fadd float %1269, %1278
  %1280 = getelementptr inbounds float, ptr %251, i64 %1276
  %1281 = load float, ptr %1280, align 4
  %1282 = fadd float %1272, %1281
  %1283 = getelementptr inbounds float, ptr %252, i64 %1276
  %1284 = load float, ptr %1283, align 4
  %1285 = fadd float %1275, %1284
  %1286 = or disjoint i64 %fold_sums677.us, 3
  %1287 = getelementptr inbounds float, ptr %scratch, i64 %1286
  %1288 = load float, ptr %1287, align 4
  %1289 = fadd float %1279, %1288
  %1290 = getelementptr inbounds float, ptr %251, i64 %1286
  %1291 = load float, ptr %1290, align 4
  %1292 = fadd float %1282, %1291
  %1293 = getelementptr inbounds float, ptr %252, i64 %1286
  %1294 = load float, ptr %1293, align 4
  %1295 = fadd float %1285, %1294
  %1296 = add nuw i64 %fold_sums677.us, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body.us

feature.body471.us:                               ; preds = %feature.body471.us.prol.loopexit, %feature.body471.us
  %feature473673.us = phi i64 [ %1326, %feature.body471.us ], [ %feature473673.us.unr, %feature.body471.us.prol.loopexit ]
  %1297 = getelementptr inbounds float, ptr %338, i64 %feature473673.us
  %1298 = load float, ptr %1297, align 4
  %1299 = fmul float %1298, %1298
  %1300 = getelementptr inbounds float, ptr %339, i64 %feature473673.us
  %1301 = load float, ptr %1300, align 4
  %1302 = fneg float %1301
  %1303 = fmul float %1298, %1302
  %1304 = getelementptr inbounds float, ptr %232, i64 %feature473673.us
  %1305 = load float, ptr %1304, align 4
  %1306 = fmul float %1298, %1305
  %1307 = sub nuw i64 %feature473673.us, %fold_chunk683.us
  %1308 = getelementptr inbounds float, ptr %scratch, i64 %1307
  store float %1299, ptr %1308, align 4
  %1309 = getelementptr float, ptr %251, i64 %1307
  store float %1303, ptr %1309, align 4
  %1310 = getelementptr float, ptr %252, i64 %1307
  store float %1306, ptr %1310, align 4
  %1311 = add nuw i64 %feature473673.us, 1
  %1312 = getelementptr inbounds float, ptr %338, i64 %1311
  %1313 = load float, ptr %1312, align 4
  %1314 = fmul float %1313, %1313
  %1315 = getelementptr inbounds float, ptr %339, i64 %1311
  %1316 = load float, ptr %1315, align 4
  %1317 = fneg float %1316
  %1318 = fmul float %1313, %1317
  %1319 = getelementptr inbounds float, ptr %232, i64 %1311
  %1320 = load float, ptr %1319, align 4
  %1321 = fmul float %1313, %1320
  %1322 = sub nuw i64 %1311, %fold_chunk683.us
  %1323 = getelementptr inbounds float, ptr %scratch, i64 %1322
  store float %1314, ptr %1323, align 4
  %1324 = getelementptr float, ptr %251, i64 %1322
  store float %1318, ptr %1324, align 4
  %1325 = getelementptr float, ptr %252, i64 %1322
  store float %1321, ptr %1325, align 4
  %1326 = add nuw i64 %feature473673.us, 2
  %exitcond885.not.1 = icmp eq i64 %1326, %umin886
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
  %fold_chunk516707.us = phi i64 [ %1333, %fold_chunk.header513.loopexit.us ], [ 0, %fold_chunk.body514.us.preheader ]
  %fold_value508.0706.us = phi float [ %fold_value508.1.lcssa.us, %fold_chunk.header513.loopexit.us ], [ 0.000000e+00, %fold_chunk.body514.us.preheader ]
  %umin2395 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %1327 = add i64 %umin2395, %indvars.iv904
  %umax2396 = tail call i64 @llvm.umax.i64(i64 %1327, i64 1)
  %umin2392 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %umin1228 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %1328 = add i64 %umin1228, %indvars.iv904
  %1329 = mul i64 %indvar1221, -4096
  %1330 = add i64 %327, %1329
  %1331 = add i64 %328, %1329
  %1332 = add i64 %268, %1329
  %umin903 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv899)
  %1333 = add i64 %fold_chunk516707.us, 1024
  %chunk_end517.us = tail call i64 @llvm.umin.i64(i64 %1333, i64 %n_features)
  %1334 = icmp ult i64 %fold_chunk516707.us, %chunk_end517.us
  br i1 %1334, label %iter.check1232, label %feature.exit520.us

iter.check1232:                                   ; preds = %fold_chunk.body514.us
  %min.iters.check1230 = icmp ult i64 %1328, 4
  br i1 %min.iters.check1230, label %feature.body519.us.preheader, label %vector.memcheck1220

vector.memcheck1220:                              ; preds = %iter.check1232
  %diff.check1223 = icmp ult i64 %1330, 128
  %diff.check1224 = icmp ult i64 %1331, 128
  %conflict.rdx1225 = or i1 %diff.check1223, %diff.check1224
  %diff.check1226 = icmp ult i64 %1332, 128
  %conflict.rdx1227 = or i1 %conflict.rdx1225, %diff.check1226
  br i1 %conflict.rdx1227, label %feature.body519.us.preheader, label %vector.main.loop.iter.check1234

vector.main.loop.iter.check1234:                  ; preds = %vector.memcheck1220
  %min.iters.check1233 = icmp ult i64 %1328, 32
  br i1 %min.iters.check1233, label %vec.epilog.ph1267, label %vector.ph1235

vector.ph1235:                                    ; preds = %vector.main.loop.iter.check1234
  %n.mod.vf1236 = and i64 %umin1228, 31
  %n.vec1237 = sub nuw i64 %1328, %n.mod.vf1236
  br label %vector.body1246

vector.body1246:                                  ; preds = %vector.body1246, %vector.ph1235
  %index1247 = phi i64 [ 0, %vector.ph1235 ], [ %index.next1260, %vector.body1246 ]
  %1335 = add i64 %fold_chunk516707.us, %index1247
  %1336 = getelementptr inbounds float, ptr %338, i64 %1335
  %1337 = getelementptr inbounds nuw i8, ptr %1336, i64 32
  %1338 = getelementptr inbounds nuw i8, ptr %1336, i64 64
  %1339 = getelementptr inbounds nuw i8, ptr %1336, i64 96
  %wide.load1248 = load <8 x float>, ptr %1336, align 4
  %wide.load1249 = load <8 x float>, ptr %1337, align 4
  %wide.load1250 = load <8 x float>, ptr %1338, align 4
  %wide.load1251 = load <8 x float>, ptr %1339, align 4
  %1340 = getelementptr inbounds float, ptr %339, i64 %1335
  %1341 = getelementptr inbounds nuw i8, ptr %1340, i64 32
  %1342 = getelementptr inbounds nuw i8, ptr %1340, i64 64
  %1343 = getelementptr inbounds nuw i8, ptr %1340, i64 96
  %wide.load1252 = load <8 x float>, ptr %1340, align 4
  %wide.load1253 = load <8 x float>, ptr %1341, align 4
  %wide.load1254 = load <8 x float>, ptr %1342, align 4
  %wide.load1255 = load <8 x float>, ptr %1343, align 4
  %1344 = fneg <8 x float> %wide.load1252
  %1345 = fneg <8 x float> %wide.load1253
  %1346 = fneg <8 x float> %wide.load1254
  %1347 = fneg <8 x float> %wide.load1255
  %1348 = fmul <8 x float> %broadcast.splat1239, %wide.load1248
  %1349 = fmul <8 x float> %broadcast.splat1239, %wide.load1249
  %1350 = fmul <8 x float> %broadcast.splat1239, %wide.load1250
  %1351 = fmul <8 x float> %broadcast.splat1239, %wide.load1251
  %1352 = fsub <8 x float> %1344, %1348
  %1353 = fsub <8 x float> %1345, %1349
  %1354 = fsub <8 x float> %1346, %1350
  %1355 = fsub <8 x float> %1347, %1351
  %1356 = fmul <8 x float> %broadcast.splat1241, %1352
  %1357 = fmul <8 x float> %broadcast.splat1241, %1353
  %1358 = fmul <8 x float> %broadcast.splat1241, %1354
  %1359 = fmul <8 x float> %broadcast.splat1241, %1355
  %1360 = fsub <8 x float> %wide.load1248, %1356
  %1361 = fsub <8 x float> %wide.load1249, %1357
  %1362 = fsub <8 x float> %wide.load1250, %1358
  %1363 = fsub <8 x float> %wide.load1251, %1359
  %1364 = getelementptr inbounds float, ptr %232, i64 %1335
  %1365 = getelementptr inbounds nuw i8, ptr %1364, i64 32
  %1366 = getelementptr inbounds nuw i8, ptr %1364, i64 64
  %1367 = getelementptr inbounds nuw i8, ptr %1364, i64 96
  %wide.load1256 = load <8 x float>, ptr %1364, align 4
  %wide.load1257 = load <8 x float>, ptr %1365, align 4
  %wide.load1258 = load <8 x float>, ptr %1366, align 4
  %wide.load1259 = load <8 x float>, ptr %1367, align 4
  %1368 = fmul <8 x float> %broadcast.splat1243, %wide.load1248
  %1369 = fmul <8 x float> %broadcast.splat1243, %wide.load1249
  %1370 = fmul <8 x float> %broadcast.splat1243, %wide.load1250
  %1371 = fmul <8 x float> %broadcast.splat1243, %wide.load1251
  %1372 = fsub <8 x float> %wide.load1256, %1368
  %1373 = fsub <8 x float> %wide.load1257, %1369
  %1374 = fsub <8 x float> %wide.load1258, %1370
  %1375 = fsub <8 x float> %wide.load1259, %1371
  %1376 = fmul <8 x float> %broadcast.splat1245, %1372
  %1377 = fmul <8 x float> %broadcast.splat1245, %1373
  %1378 = fmul <8 x float> %broadcast.splat1245, %1374
  %1379 = fmul <8 x float> %broadcast.splat1245, %1375
  %1380 = fadd <8 x float> %1360, %1376
  %1381 = fadd <8 x float> %1361, %1377
  %1382 = fadd <8 x float> %1362, %1378
  %1383 = fadd <8 x float> %1363, %1379
  %1384 = fmul <8 x float> %1380, %1380
  %1385 = fmul <8 x float> %1381, %1381
  %1386 = fmul <8 x float> %1382, %1382
  %1387 = fmul <8 x float> %1383, %1383
  %1388 = getelementptr inbounds float, ptr %scratch, i64 %index1247
  %1389 = getelementptr inbounds nuw i8, ptr %1388, i64 32
  %1390 = getelementptr inbounds nuw i8, ptr %1388, i64 64
  %1391 = getelementptr inbounds nuw i8, ptr %1388, i64 96
  store <8 x float> %1384, ptr %1388, align 4
  store <8 x float> %1385, ptr %1389, align 4
  store <8 x float> %1386, ptr %1390, align 4
  store <8 x float> %1387, ptr %1391, align 4
  %index.next1260 = add nuw i64 %index1247, 32
  %1392 = icmp eq i64 %index.next1260, %n.vec1237
  br i1 %1392, label %middle.block1261, label %vector.body1246, !llvm.loop !14

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
  %n.vec1269 = sub i64 %1328, %n.mod.vf1268
  %1393 = add i64 %fold_chunk516707.us, %n.vec1269
  br label %vec.epilog.vector.body1278

vec.epilog.vector.body1278:                       ; preds = %vec.epilog.vector.body1278, %vec.epilog.ph1267
  %index1279 = phi i64 [ %vec.epilog.resume.val1263, %vec.epilog.ph1267 ], [ %index.next1284, %vec.epilog.vector.body1278 ]
  %offset.idx1280 = add i64 %fold_chunk516707.us, %index1279
  %1394 = getelementptr inbounds float, ptr %338, i64 %offset.idx1280
  %wide.load1281 = load <4 x float>, ptr %1394, align 4
  %1395 = getelementptr inbounds float, ptr %339, i64 %offset.idx1280
  %wide.load1282 = load <4 x float>, ptr %1395, align 4
  %1396 = fneg <4 x float> %wide.load1282
  %1397 = fmul <4 x float> %broadcast.splat1271, %wide.load1281
  %1398 = fsub <4 x float> %1396, %1397
  %1399 = fmul <4 x float> %broadcast.splat1273, %1398
  %1400 = fsub <4 x float> %wide.load1281, %1399
  %1401 = getelementptr inbounds float, ptr %232, i64 %offset.idx1280
  %wide.load1283 = load <4 x float>, ptr %1401, align 4
  %1402 = fmul <4 x float> %broadcast.splat1275, %wide.load1281
  %1403 = fsub <4 x float> %wide.load1283, %1402
  %1404 = fmul <4 x float> %broadcast.splat1277, %1403
  %1405 = fadd <4 x float> %1400, %1404
  %1406 = fmul <4 x float> %1405, %1405
  %1407 = getelementptr inbounds float, ptr %scratch, i64 %index1279
  store <4 x float> %1406, ptr %1407, align 4
  %index.next1284 = add nuw i64 %index1279, 4
  %1408 = icmp eq i64 %index.next1284, %n.vec1269
  br i1 %1408, label %vec.epilog.middle.block1285, label %vec.epilog.vector.body1278, !llvm.loop !15

vec.epilog.middle.block1285:                      ; preds = %vec.epilog.vector.body1278
  %cmp.n1286 = icmp eq i64 %n.mod.vf1268, 0
  br i1 %cmp.n1286, label %feature.exit520.us, label %feature.body519.us.preheader

feature.body519.us.preheader:                     ; preds = %vector.memcheck1220, %iter.check1232, %vec.epilog.iter.check1265, %vec.epilog.middle.block1285
  %feature521702.us.ph = phi i64 [ %fold_chunk516707.us, %iter.check1232 ], [ %fold_chunk516707.us, %vector.memcheck1220 ], [ %ind.end1288, %vec.epilog.iter.check1265 ], [ %1393, %vec.epilog.middle.block1285 ]
  %1409 = sub i64 %umin2392, %feature521702.us.ph
  %.neg2803 = add i64 %feature521702.us.ph, 1
  %xtraiter2393 = and i64 %1409, 1
  %lcmp.mod2394.not = icmp eq i64 %xtraiter2393, 0
  br i1 %lcmp.mod2394.not, label %feature.body519.us.prol.loopexit, label %feature.body519.us.prol

feature.body519.us.prol:                          ; preds = %feature.body519.us.preheader
  %1410 = getelementptr inbounds float, ptr %338, i64 %feature521702.us.ph
  %1411 = load float, ptr %1410, align 4
  %1412 = getelementptr inbounds float, ptr %339, i64 %feature521702.us.ph
  %1413 = load float, ptr %1412, align 4
  %1414 = fneg float %1413
  %1415 = fmul float %uniforms.sroa.6.0.us, %1411
  %1416 = fsub float %1414, %1415
  %1417 = fmul float %eta, %1416
  %1418 = fsub float %1411, %1417
  %1419 = getelementptr inbounds float, ptr %232, i64 %feature521702.us.ph
  %1420 = load float, ptr %1419, align 4
  %1421 = fmul float %uniforms.sroa.14.0.us, %1411
  %1422 = fsub float %1420, %1421
  %1423 = fmul float %noise_scale429.us, %1422
  %1424 = fadd float %1418, %1423
  %1425 = fmul float %1424, %1424
  %1426 = sub nuw i64 %feature521702.us.ph, %fold_chunk516707.us
  %1427 = getelementptr inbounds float, ptr %scratch, i64 %1426
  store float %1425, ptr %1427, align 4
  %1428 = add nuw i64 %feature521702.us.ph, 1
  br label %feature.body519.us.prol.loopexit

feature.body519.us.prol.loopexit:                 ; preds = %feature.body519.us.prol, %feature.body519.us.preheader
  %feature521702.us.unr = phi i64 [ %feature521702.us.ph, %feature.body519.us.preheader ], [ %1428, %feature.body519.us.prol ]
  %1429 = icmp eq i64 %umin2392, %.neg2803
  br i1 %1429, label %feature.exit520.us, label %feature.body519.us

feature.exit520.us:                               ; preds = %feature.body519.us.prol.loopexit, %feature.body519.us, %middle.block1261, %vec.epilog.middle.block1285, %fold_chunk.body514.us
  %.not812 = icmp eq i64 %chunk_end517.us, %fold_chunk516707.us
  br i1 %.not812, label %fold_chunk.header513.loopexit.us, label %fold_sums.body525.us.preheader

fold_sums.body525.us.preheader:                   ; preds = %feature.exit520.us
  %xtraiter2397 = and i64 %umax2396, 7
  %1430 = icmp ult i64 %1327, 8
  br i1 %1430, label %fold_sums.body525.us.epil.preheader, label %fold_sums.body525.us.preheader.new

fold_sums.body525.us.preheader.new:               ; preds = %fold_sums.body525.us.preheader
  %unroll_iter2402 = and i64 %umax2396, -8
  br label %fold_sums.body525.us

fold_sums.body525.us:                             ; preds = %fold_sums.body525.us, %fold_sums.body525.us.preheader.new
  %fold_sums527704.us = phi i64 [ 0, %fold_sums.body525.us.preheader.new ], [ %1462, %fold_sums.body525.us ]
  %fold_value508.1703.us = phi float [ %fold_value508.0706.us, %fold_sums.body525.us.preheader.new ], [ %1461, %fold_sums.body525.us ]
  %niter2403 = phi i64 [ 0, %fold_sums.body525.us.preheader.new ], [ %niter2403.next.7, %fold_sums.body525.us ]
  %1431 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums527704.us
  %1432 = load float, ptr %1431, align 4
  %1433 = fadd float %fold_value508.1703.us, %1432
  %1434 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1435 = getelementptr i8, ptr %1434, i64 4
  %1436 = load float, ptr %1435, align 4
  %1437 = fadd float %1433, %1436
  %1438 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1439 = getelementptr i8, ptr %1438, i64 8
  %1440 = load float, ptr %1439, align 4
  %1441 = fadd float %1437, %1440
  %1442 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1443 = getelementptr i8, ptr %1442, i64 12
  %1444 = load float, ptr %1443, align 4
  %1445 = fadd float %1441, %1444
  %1446 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1447 = getelementptr i8, ptr %1446, i64 16
  %1448 = load float, ptr %1447, align 4
  %1449 = fadd float %1445, %1448
  %1450 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1451 = getelementptr i8, ptr %1450, i64 20
  %1452 = load float, ptr %1451, align 4
  %1453 = fadd float %1449, %1452
  %1454 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1455 = getelementptr i8, ptr %1454, i64 24
  %1456 = load float, ptr %1455, align 4
  %1457 = fadd float %1453, %1456
  %1458 = getelementptr float, ptr %scratch, i64 %fold_sums527704.us
  %1459 = getelementptr i8, ptr %1458, i64 28
  %1460 = load float, ptr %1459, align 4
  %1461 = fadd float %1457, %1460
  %1462 = add nuw i64 %fold_sums527704.us, 8
  %niter2403.next.7 = add i64 %niter2403, 8
  %niter2403.ncmp.7 = icmp eq i64 %niter2403.next.7, %unroll_iter2402
  br i1 %niter2403.ncmp.7, label %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body525.us

feature.body519.us:                               ; preds = %feature.body519.us.prol.loopexit, %feature.body519.us
  %feature521702.us = phi i64 [ %1500, %feature.body519.us ], [ %feature521702.us.unr, %feature.body519.us.prol.loopexit ]
  %1463 = getelementptr inbounds float, ptr %338, i64 %feature521702.us
  %1464 = load float, ptr %1463, align 4
  %1465 = getelementptr inbounds float, ptr %339, i64 %feature521702.us
  %1466 = load float, ptr %1465, align 4
  %1467 = fneg float %1466
  %1468 = fmul float %uniforms.sroa.6.0.us, %1464
  %1469 = fsub float %1467, %1468
  %1470 = fmul float %eta, %1469
  %1471 = fsub float %1464, %1470
  %1472 = getelementptr inbounds float, ptr %232, i64 %feature521702.us
  %1473 = load float, ptr %1472, align 4
  %1474 = fmul float %uniforms.sroa.14.0.us, %1464
  %1475 = fsub float %1473, %1474
  %1476 = fmul float %noise_scale429.us, %1475
  %1477 = fadd float %1471, %1476
  %1478 = fmul float %1477, %1477
  %1479 = sub nuw i64 %feature521702.us, %fold_chunk516707.us
  %1480 = getelementptr inbounds float, ptr %scratch, i64 %1479
  store float %1478, ptr %1480, align 4
  %1481 = add nuw i64 %feature521702.us, 1
  %1482 = getelementptr inbounds float, ptr %338, i64 %1481
  %1483 = load float, ptr %1482, align 4
  %1484 = getelementptr inbounds float, ptr %339, i64 %1481
  %1485 = load float, ptr %1484, align 4
  %1486 = fneg float %1485
  %1487 = fmul float %uniforms.sroa.6.0.us, %1483
  %1488 = fsub float %1486, %1487
  %1489 = fmul float %eta, %1488
  %1490 = fsub float %1483, %1489
  %1491 = getelementptr inbounds float, ptr %232, i64 %1481
  %1492 = load float, ptr %1491, align 4
  %1493 = fmul float %uniforms.sroa.14.0.us, %1483
  %1494 = fsub float %1492, %1493
  %1495 = fmul float %noise_scale429.us, %1494
  %1496 = fadd float %1490, %1495
  %1497 = fmul float %1496, %1496
  %1498 = sub nuw i64 %1481, %fold_chunk516707.us
  %1499 = getelementptr inbounds float, ptr %scratch, i64 %1498
  store float %1497, ptr %1499, align 4
  %1500 = add nuw i64 %feature521702.us, 2
  %exitcond902.not.1 = icmp eq i64 %1500, %umin903
  br i1 %exitcond902.not.1, label %feature.exit520.us, label %feature.body519.us, !llvm.loop !16

noise.done507.us:                                 ; preds = %fold_chunk.header513.loopexit.us, %fold_chunk.header533.loopexit.us
  %uniforms.sroa.22.0.us = phi float [ %fold_value528.1.lcssa.us, %fold_chunk.header533.loopexit.us ], [ %fold_value508.1.lcssa.us, %fold_chunk.header513.loopexit.us ]
  %1501 = fcmp olt float %uniforms.sroa.22.0.us, 0x3D71979980000000
  %1502 = tail call float @llvm.sqrt.f32(float %uniforms.sroa.22.0.us)
  %1503 = fadd float %uniforms.sroa.0.0.us, -1.000000e+00
  %1504 = tail call float @llvm.fabs.f32(float %1503)
  %1505 = fcmp ogt float %1504, 0x3F60624DE0000000
  %1506 = select i1 %1505, float 1.000000e+00, float 0.000000e+00
  %1507 = select i1 %1501, float 2.000000e+00, float 0.000000e+00
  %1508 = fadd float %1506, %1507
  %status_bits558.us = fptoui float %1508 to i32
  %status559.us = load i32, ptr %340, align 4
  %1509 = or i32 %status559.us, %status_bits558.us
  store i32 %1509, ptr %340, align 4
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
  %broadcast.splatinsert1157 = insertelement <8 x float> poison, float %1502, i64 0
  %broadcast.splat1158 = shufflevector <8 x float> %broadcast.splatinsert1157, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1159

vector.body1159:                                  ; preds = %vector.body1159, %vector.ph1146
  %index1160 = phi i64 [ 0, %vector.ph1146 ], [ %index.next1164, %vector.body1159 ]
  %1510 = getelementptr inbounds float, ptr %338, i64 %index1160
  %wide.load1161 = load <8 x float>, ptr %1510, align 4, !alias.scope !17, !noalias !20
  %1511 = getelementptr inbounds float, ptr %339, i64 %index1160
  %wide.load1162 = load <8 x float>, ptr %1511, align 4, !alias.scope !23
  %1512 = fneg <8 x float> %wide.load1162
  %1513 = fmul <8 x float> %broadcast.splat1150, %wide.load1161
  %1514 = fsub <8 x float> %1512, %1513
  %1515 = fmul <8 x float> %broadcast.splat1152, %1514
  %1516 = fsub <8 x float> %wide.load1161, %1515
  %1517 = getelementptr inbounds float, ptr %232, i64 %index1160
  %wide.load1163 = load <8 x float>, ptr %1517, align 4, !alias.scope !24
  %1518 = fmul <8 x float> %broadcast.splat1154, %wide.load1161
  %1519 = fsub <8 x float> %wide.load1163, %1518
  %1520 = fmul <8 x float> %broadcast.splat1156, %1519
  %1521 = fadd <8 x float> %1516, %1520
  %1522 = fdiv <8 x float> %1521, %broadcast.splat1158
  %1523 = select i1 %1501, <8 x float> %wide.load1161, <8 x float> %1522
  store <8 x float> %1523, ptr %1510, align 4, !alias.scope !17, !noalias !20
  %index.next1164 = add nuw i64 %index1160, 8
  %1524 = icmp eq i64 %index.next1164, %n.vec1148
  br i1 %1524, label %middle.block1165, label %vector.body1159, !llvm.loop !25

middle.block1165:                                 ; preds = %vector.body1159
  br i1 %cmp.n1166, label %noise.done551.us, label %feature.body555.us.preheader

feature.body555.us.preheader:                     ; preds = %vector.memcheck1134, %middle.block1165
  %feature557716.us.ph = phi i64 [ 0, %vector.memcheck1134 ], [ %n.vec1148, %middle.block1165 ]
  %.neg2804 = or disjoint i64 %feature557716.us.ph, 1
  br i1 %lcmp.mod2417.not, label %feature.body555.us.prol.loopexit, label %feature.body555.us.prol

feature.body555.us.prol:                          ; preds = %feature.body555.us.preheader
  %1525 = getelementptr inbounds float, ptr %338, i64 %feature557716.us.ph
  %1526 = load float, ptr %1525, align 4
  %1527 = getelementptr inbounds float, ptr %339, i64 %feature557716.us.ph
  %1528 = load float, ptr %1527, align 4
  %1529 = fneg float %1528
  %1530 = fmul float %uniforms.sroa.6.0.us, %1526
  %1531 = fsub float %1529, %1530
  %1532 = fmul float %eta, %1531
  %1533 = fsub float %1526, %1532
  %1534 = getelementptr inbounds float, ptr %232, i64 %feature557716.us.ph
  %1535 = load float, ptr %1534, align 4
  %1536 = fmul float %uniforms.sroa.14.0.us, %1526
  %1537 = fsub float %1535, %1536
  %1538 = fmul float %noise_scale429.us, %1537
  %1539 = fadd float %1533, %1538
  %1540 = fdiv float %1539, %1502
  %1541 = select i1 %1501, float %1526, float %1540
  store float %1541, ptr %1525, align 4
  %1542 = or disjoint i64 %feature557716.us.ph, 1
  br label %feature.body555.us.prol.loopexit

feature.body555.us.prol.loopexit:                 ; preds = %feature.body555.us.prol, %feature.body555.us.preheader
  %feature557716.us.unr = phi i64 [ %feature557716.us.ph, %feature.body555.us.preheader ], [ %1542, %feature.body555.us.prol ]
  %1543 = icmp eq i64 %n_features, %.neg2804
  br i1 %1543, label %noise.done551.us, label %feature.body555.us

vector.memcheck:                                  ; preds = %noise.done507.us
  br i1 %found.conflict, label %feature.body561.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <8 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1112 = insertelement <8 x float> poison, float %1502, i64 0
  %broadcast.splat1113 = shufflevector <8 x float> %broadcast.splatinsert1112, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1544 = getelementptr inbounds float, ptr %338, i64 %index
  %1545 = getelementptr inbounds nuw i8, ptr %1544, i64 32
  %1546 = getelementptr inbounds nuw i8, ptr %1544, i64 64
  %1547 = getelementptr inbounds nuw i8, ptr %1544, i64 96
  %wide.load = load <8 x float>, ptr %1544, align 4, !alias.scope !26, !noalias !29
  %wide.load1114 = load <8 x float>, ptr %1545, align 4, !alias.scope !26, !noalias !29
  %wide.load1115 = load <8 x float>, ptr %1546, align 4, !alias.scope !26, !noalias !29
  %wide.load1116 = load <8 x float>, ptr %1547, align 4, !alias.scope !26, !noalias !29
  %1548 = getelementptr inbounds float, ptr %339, i64 %index
  %1549 = getelementptr inbounds nuw i8, ptr %1548, i64 32
  %1550 = getelementptr inbounds nuw i8, ptr %1548, i64 64
  %1551 = getelementptr inbounds nuw i8, ptr %1548, i64 96
  %wide.load1117 = load <8 x float>, ptr %1548, align 4, !alias.scope !29
  %wide.load1118 = load <8 x float>, ptr %1549, align 4, !alias.scope !29
  %wide.load1119 = load <8 x float>, ptr %1550, align 4, !alias.scope !29
  %wide.load1120 = load <8 x float>, ptr %1551, align 4, !alias.scope !29
  %1552 = fneg <8 x float> %wide.load1117
  %1553 = fneg <8 x float> %wide.load1118
  %1554 = fneg <8 x float> %wide.load1119
  %1555 = fneg <8 x float> %wide.load1120
  %1556 = fmul <8 x float> %broadcast.splat, %wide.load
  %1557 = fmul <8 x float> %broadcast.splat, %wide.load1114
  %1558 = fmul <8 x float> %broadcast.splat, %wide.load1115
  %1559 = fmul <8 x float> %broadcast.splat, %wide.load1116
  %1560 = fsub <8 x float> %1552, %1556
  %1561 = fsub <8 x float> %1553, %1557
  %1562 = fsub <8 x float> %1554, %1558
  %1563 = fsub <8 x float> %1555, %1559
  %1564 = fmul <8 x float> %broadcast.splat1111, %1560
  %1565 = fmul <8 x float> %broadcast.splat1111, %1561
  %1566 = fmul <8 x float> %broadcast.splat1111, %1562
  %1567 = fmul <8 x float> %broadcast.splat1111, %1563
  %1568 = fsub <8 x float> %wide.load, %1564
  %1569 = fsub <8 x float> %wide.load1114, %1565
  %1570 = fsub <8 x float> %wide.load1115, %1566
  %1571 = fsub <8 x float> %wide.load1116, %1567
  %1572 = fdiv <8 x float> %1568, %broadcast.splat1113
  %1573 = fdiv <8 x float> %1569, %broadcast.splat1113
  %1574 = fdiv <8 x float> %1570, %broadcast.splat1113
  %1575 = fdiv <8 x float> %1571, %broadcast.splat1113
  %1576 = select i1 %1501, <8 x float> %wide.load, <8 x float> %1572
  %1577 = select i1 %1501, <8 x float> %wide.load1114, <8 x float> %1573
  %1578 = select i1 %1501, <8 x float> %wide.load1115, <8 x float> %1574
  %1579 = select i1 %1501, <8 x float> %wide.load1116, <8 x float> %1575
  store <8 x float> %1576, ptr %1544, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1577, ptr %1545, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1578, ptr %1546, align 4, !alias.scope !26, !noalias !29
  store <8 x float> %1579, ptr %1547, align 4, !alias.scope !26, !noalias !29
  %index.next = add nuw i64 %index, 32
  %1580 = icmp eq i64 %index.next, %n.vec
  br i1 %1580, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %noise.done551.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body561.us.preheader, label %vec.epilog.ph, !prof !10

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check
  %broadcast.splatinsert1123 = insertelement <4 x float> poison, float %uniforms.sroa.6.0.us, i64 0
  %broadcast.splat1124 = shufflevector <4 x float> %broadcast.splatinsert1123, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1127 = insertelement <4 x float> poison, float %1502, i64 0
  %broadcast.splat1128 = shufflevector <4 x float> %broadcast.splatinsert1127, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index1129 = phi i64 [ %n.vec, %vec.epilog.ph ], [ %index.next1132, %vec.epilog.vector.body ]
  %1581 = getelementptr inbounds float, ptr %338, i64 %index1129
  %wide.load1130 = load <4 x float>, ptr %1581, align 4, !alias.scope !26, !noalias !29
  %1582 = getelementptr inbounds float, ptr %339, i64 %index1129
  %wide.load1131 = load <4 x float>, ptr %1582, align 4, !alias.scope !29
  %1583 = fneg <4 x float> %wide.load1131
  %1584 = fmul <4 x float> %broadcast.splat1124, %wide.load1130
  %1585 = fsub <4 x float> %1583, %1584
  %1586 = fmul <4 x float> %broadcast.splat1126, %1585
  %1587 = fsub <4 x float> %wide.load1130, %1586
  %1588 = fdiv <4 x float> %1587, %broadcast.splat1128
  %1589 = select i1 %1501, <4 x float> %wide.load1130, <4 x float> %1588
  store <4 x float> %1589, ptr %1581, align 4, !alias.scope !26, !noalias !29
  %index.next1132 = add nuw i64 %index1129, 4
  %1590 = icmp eq i64 %index.next1132, %n.vec1122
  br i1 %1590, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1133, label %noise.done551.us, label %feature.body561.us.preheader

feature.body561.us.preheader:                     ; preds = %vector.memcheck, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature563717.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1122, %vec.epilog.middle.block ]
  br i1 %lcmp.mod2420.not, label %feature.body561.us.prol.loopexit, label %feature.body561.us.prol

feature.body561.us.prol:                          ; preds = %feature.body561.us.preheader, %feature.body561.us.prol
  %feature563717.us.prol = phi i64 [ %1602, %feature.body561.us.prol ], [ %feature563717.us.ph, %feature.body561.us.preheader ]
  %prol.iter2421 = phi i64 [ %prol.iter2421.next, %feature.body561.us.prol ], [ 0, %feature.body561.us.preheader ]
  %1591 = getelementptr inbounds float, ptr %338, i64 %feature563717.us.prol
  %1592 = load float, ptr %1591, align 4
  %1593 = getelementptr inbounds float, ptr %339, i64 %feature563717.us.prol
  %1594 = load float, ptr %1593, align 4
  %1595 = fneg float %1594
  %1596 = fmul float %uniforms.sroa.6.0.us, %1592
  %1597 = fsub float %1595, %1596
  %1598 = fmul float %eta, %1597
  %1599 = fsub float %1592, %1598
  %1600 = fdiv float %1599, %1502
  %1601 = select i1 %1501, float %1592, float %1600
  store float %1601, ptr %1591, align 4
  %1602 = add nuw i64 %feature563717.us.prol, 1
  %prol.iter2421.next = add i64 %prol.iter2421, 1
  %prol.iter2421.cmp.not = icmp eq i64 %prol.iter2421.next, %xtraiter2419
  br i1 %prol.iter2421.cmp.not, label %feature.body561.us.prol.loopexit, label %feature.body561.us.prol, !llvm.loop !33

feature.body561.us.prol.loopexit:                 ; preds = %feature.body561.us.prol, %feature.body561.us.preheader
  %feature563717.us.unr = phi i64 [ %feature563717.us.ph, %feature.body561.us.preheader ], [ %1602, %feature.body561.us.prol ]
  %1603 = sub i64 %feature563717.us.ph, %n_features
  %1604 = icmp ugt i64 %1603, -4
  br i1 %1604, label %noise.done551.us, label %feature.body561.us

feature.body555.us:                               ; preds = %feature.body555.us.prol.loopexit, %feature.body555.us
  %feature557716.us = phi i64 [ %1640, %feature.body555.us ], [ %feature557716.us.unr, %feature.body555.us.prol.loopexit ]
  %1605 = getelementptr inbounds float, ptr %338, i64 %feature557716.us
  %1606 = load float, ptr %1605, align 4
  %1607 = getelementptr inbounds float, ptr %339, i64 %feature557716.us
  %1608 = load float, ptr %1607, align 4
  %1609 = fneg float %1608
  %1610 = fmul float %uniforms.sroa.6.0.us, %1606
  %1611 = fsub float %1609, %1610
  %1612 = fmul float %eta, %1611
  %1613 = fsub float %1606, %1612
  %1614 = getelementptr inbounds float, ptr %232, i64 %feature557716.us
  %1615 = load float, ptr %1614, align 4
  %1616 = fmul float %uniforms.sroa.14.0.us, %1606
  %1617 = fsub float %1615, %1616
  %1618 = fmul float %noise_scale429.us, %1617
  %1619 = fadd float %1613, %1618
  %1620 = fdiv float %1619, %1502
  %1621 = select i1 %1501, float %1606, float %1620
  store float %1621, ptr %1605, align 4
  %1622 = add nuw i64 %feature557716.us, 1
  %1623 = getelementptr inbounds float, ptr %338, i64 %1622
  %1624 = load float, ptr %1623, align 4
  %1625 = getelementptr inbounds float, ptr %339, i64 %1622
  %1626 = load float, ptr %1625, align 4
  %1627 = fneg float %1626
  %1628 = fmul float %uniforms.sroa.6.0.us, %1624
  %1629 = fsub float %1627, %1628
  %1630 = fmul float %eta, %1629
  %1631 = fsub float %1624, %1630
  %1632 = getelementptr inbounds float, ptr %232, i64 %1622
  %1633 = load float, ptr %1632, align 4
  %1634 = fmul float %uniforms.sroa.14.0.us, %1624
  %1635 = fsub float %1633, %1634
  %1636 = fmul float %noise_scale429.us, %1635
  %1637 = fadd float %1631, %1636
  %1638 = fdiv float %1637, %1502
  %1639 = select i1 %1501, float %1624, float %1638
  store float %1639, ptr %1623, align 4
  %1640 = add nuw i64 %feature557716.us, 2
  %exitcond917.not.1 = icmp eq i64 %1640, %n_features
  br i1 %exitcond917.not.1, label %noise.done551.us, label %feature.body555.us, !llvm.loop !35

noise.done551.us:                                 ; preds = %feature.body555.us.prol.loopexit, %feature.body555.us, %feature.body561.us.prol.loopexit, %feature.body561.us, %middle.block1165, %middle.block, %vec.epilog.middle.block
  %t_next564.us = fmul float %anneal_ratio, %temperature423.0718.us
  %1641 = add nuw i64 %step428719.us, 1
  %exitcond919.not = icmp eq i64 %1641, %steps
  br i1 %exitcond919.not, label %step.header425.step.exit427_crit_edge.us, label %step.body426.us

feature.body561.us:                               ; preds = %feature.body561.us.prol.loopexit, %feature.body561.us
  %feature563717.us = phi i64 [ %1689, %feature.body561.us ], [ %feature563717.us.unr, %feature.body561.us.prol.loopexit ]
  %1642 = getelementptr inbounds float, ptr %338, i64 %feature563717.us
  %1643 = load float, ptr %1642, align 4
  %1644 = getelementptr inbounds float, ptr %339, i64 %feature563717.us
  %1645 = load float, ptr %1644, align 4
  %1646 = fneg float %1645
  %1647 = fmul float %uniforms.sroa.6.0.us, %1643
  %1648 = fsub float %1646, %1647
  %1649 = fmul float %eta, %1648
  %1650 = fsub float %1643, %1649
  %1651 = fdiv float %1650, %1502
  %1652 = select i1 %1501, float %1643, float %1651
  store float %1652, ptr %1642, align 4
  %1653 = add nuw i64 %feature563717.us, 1
  %1654 = getelementptr inbounds float, ptr %338, i64 %1653
  %1655 = load float, ptr %1654, align 4
  %1656 = getelementptr inbounds float, ptr %339, i64 %1653
  %1657 = load float, ptr %1656, align 4
  %1658 = fneg float %1657
  %1659 = fmul float %uniforms.sroa.6.0.us, %1655
  %1660 = fsub float %1658, %1659
  %1661 = fmul float %eta, %1660
  %1662 = fsub float %1655, %1661
  %1663 = fdiv float %1662, %1502
  %1664 = select i1 %1501, float %1655, float %1663
  store float %1664, ptr %1654, align 4
  %1665 = add nuw i64 %feature563717.us, 2
  %1666 = getelementptr inbounds float, ptr %338, i64 %1665
  %1667 = load float, ptr %1666, align 4
  %1668 = getelementptr inbounds float, ptr %339, i64 %1665
  %1669 = load float, ptr %1668, align 4
  %1670 = fneg float %1669
  %1671 = fmul float %uniforms.sroa.6.0.us, %1667
  %1672 = fsub float %1670, %1671
  %1673 = fmul float %eta, %1672
  %1674 = fsub float %1667, %1673
  %1675 = fdiv float %1674, %1502
  %1676 = select i1 %1501, float %1667, float %1675
  store float %1676, ptr %1666, align 4
  %1677 = add nuw i64 %feature563717.us, 3
  %1678 = getelementptr inbounds float, ptr %338, i64 %1677
  %1679 = load float, ptr %1678, align 4
  %1680 = getelementptr inbounds float, ptr %339, i64 %1677
  %1681 = load float, ptr %1680, align 4
  %1682 = fneg float %1681
  %1683 = fmul float %uniforms.sroa.6.0.us, %1679
  %1684 = fsub float %1682, %1683
  %1685 = fmul float %eta, %1684
  %1686 = fsub float %1679, %1685
  %1687 = fdiv float %1686, %1502
  %1688 = select i1 %1501, float %1679, float %1687
  store float %1688, ptr %1678, align 4
  %1689 = add nuw i64 %feature563717.us, 4
  %exitcond918.not.3 = icmp eq i64 %1689, %n_features
  br i1 %exitcond918.not.3, label %noise.done551.us, label %feature.body561.us, !llvm.loop !36

fold_chunk.body534.us:                            ; preds = %fold_chunk.body534.us.preheader, %fold_chunk.header533.loopexit.us
  %indvar1171 = phi i64 [ %indvar.next1172, %fold_chunk.header533.loopexit.us ], [ 0, %fold_chunk.body534.us.preheader ]
  %indvars.iv913 = phi i64 [ %indvars.iv.next914, %fold_chunk.header533.loopexit.us ], [ 0, %fold_chunk.body534.us.preheader ]
  %indvars.iv908 = phi i64 [ %indvars.iv.next909, %fold_chunk.header533.loopexit.us ], [ 1024, %fold_chunk.body534.us.preheader ]
  %fold_chunk536714.us = phi i64 [ %1695, %fold_chunk.header533.loopexit.us ], [ 0, %fold_chunk.body534.us.preheader ]
  %fold_value528.0713.us = phi float [ %fold_value528.1.lcssa.us, %fold_chunk.header533.loopexit.us ], [ 0.000000e+00, %fold_chunk.body534.us.preheader ]
  %umin2407 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %1690 = add i64 %umin2407, %indvars.iv913
  %umax2408 = tail call i64 @llvm.umax.i64(i64 %1690, i64 1)
  %umin2404 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %1691 = add i64 %umin, %indvars.iv913
  %1692 = mul i64 %indvar1171, -4096
  %1693 = add i64 %330, %1692
  %1694 = add i64 %331, %1692
  %umin912 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv908)
  %1695 = add i64 %fold_chunk536714.us, 1024
  %chunk_end537.us = tail call i64 @llvm.umin.i64(i64 %1695, i64 %n_features)
  %1696 = icmp ult i64 %fold_chunk536714.us, %chunk_end537.us
  br i1 %1696, label %iter.check1178, label %feature.exit540.us

iter.check1178:                                   ; preds = %fold_chunk.body534.us
  %min.iters.check = icmp ult i64 %1691, 4
  br i1 %min.iters.check, label %feature.body539.us.preheader, label %vector.memcheck1168

vector.memcheck1168:                              ; preds = %iter.check1178
  %diff.check = icmp ult i64 %1693, 128
  %diff.check1174 = icmp ult i64 %1694, 128
  %conflict.rdx1175 = or i1 %diff.check, %diff.check1174
  br i1 %conflict.rdx1175, label %feature.body539.us.preheader, label %vector.main.loop.iter.check1180

vector.main.loop.iter.check1180:                  ; preds = %vector.memcheck1168
  %min.iters.check1179 = icmp ult i64 %1691, 32
  br i1 %min.iters.check1179, label %vec.epilog.ph1205, label %vector.ph1181

vector.ph1181:                                    ; preds = %vector.main.loop.iter.check1180
  %n.mod.vf1182 = and i64 %umin, 31
  %n.vec1183 = sub nuw i64 %1691, %n.mod.vf1182
  br label %vector.body1188

vector.body1188:                                  ; preds = %vector.body1188, %vector.ph1181
  %index1189 = phi i64 [ 0, %vector.ph1181 ], [ %index.next1198, %vector.body1188 ]
  %1697 = add i64 %fold_chunk536714.us, %index1189
  %1698 = getelementptr inbounds float, ptr %338, i64 %1697
  %1699 = getelementptr inbounds nuw i8, ptr %1698, i64 32
  %1700 = getelementptr inbounds nuw i8, ptr %1698, i64 64
  %1701 = getelementptr inbounds nuw i8, ptr %1698, i64 96
  %wide.load1190 = load <8 x float>, ptr %1698, align 4
  %wide.load1191 = load <8 x float>, ptr %1699, align 4
  %wide.load1192 = load <8 x float>, ptr %1700, align 4
  %wide.load1193 = load <8 x float>, ptr %1701, align 4
  %1702 = getelementptr inbounds float, ptr %339, i64 %1697
  %1703 = getelementptr inbounds nuw i8, ptr %1702, i64 32
  %1704 = getelementptr inbounds nuw i8, ptr %1702, i64 64
  %1705 = getelementptr inbounds nuw i8, ptr %1702, i64 96
  %wide.load1194 = load <8 x float>, ptr %1702, align 4
  %wide.load1195 = load <8 x float>, ptr %1703, align 4
  %wide.load1196 = load <8 x float>, ptr %1704, align 4
  %wide.load1197 = load <8 x float>, ptr %1705, align 4
  %1706 = fneg <8 x float> %wide.load1194
  %1707 = fneg <8 x float> %wide.load1195
  %1708 = fneg <8 x float> %wide.load1196
  %1709 = fneg <8 x float> %wide.load1197
  %1710 = fmul <8 x float> %broadcast.splat1185, %wide.load1190
  %1711 = fmul <8 x float> %broadcast.splat1185, %wide.load1191
  %1712 = fmul <8 x float> %broadcast.splat1185, %wide.load1192
  %1713 = fmul <8 x float> %broadcast.splat1185, %wide.load1193
  %1714 = fsub <8 x float> %1706, %1710
  %1715 = fsub <8 x float> %1707, %1711
  %1716 = fsub <8 x float> %1708, %1712
  %1717 = fsub <8 x float> %1709, %1713
  %1718 = fmul <8 x float> %broadcast.splat1187, %1714
  %1719 = fmul <8 x float> %broadcast.splat1187, %1715
  %1720 = fmul <8 x float> %broadcast.splat1187, %1716
  %1721 = fmul <8 x float> %broadcast.splat1187, %1717
  %1722 = fsub <8 x float> %wide.load1190, %1718
  %1723 = fsub <8 x float> %wide.load1191, %1719
  %1724 = fsub <8 x float> %wide.load1192, %1720
  %1725 = fsub <8 x float> %wide.load1193, %1721
  %1726 = fmul <8 x float> %1722, %1722
  %1727 = fmul <8 x float> %1723, %1723
  %1728 = fmul <8 x float> %1724, %1724
  %1729 = fmul <8 x float> %1725, %1725
  %1730 = getelementptr inbounds float, ptr %scratch, i64 %index1189
  %1731 = getelementptr inbounds nuw i8, ptr %1730, i64 32
  %1732 = getelementptr inbounds nuw i8, ptr %1730, i64 64
  %1733 = getelementptr inbounds nuw i8, ptr %1730, i64 96
  store <8 x float> %1726, ptr %1730, align 4
  store <8 x float> %1727, ptr %1731, align 4
  store <8 x float> %1728, ptr %1732, align 4
  store <8 x float> %1729, ptr %1733, align 4
  %index.next1198 = add nuw i64 %index1189, 32
  %1734 = icmp eq i64 %index.next1198, %n.vec1183
  br i1 %1734, label %middle.block1199, label %vector.body1188, !llvm.loop !37

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
  %n.vec1207 = sub i64 %1691, %n.mod.vf1206
  %1735 = add i64 %fold_chunk536714.us, %n.vec1207
  br label %vec.epilog.vector.body1212

vec.epilog.vector.body1212:                       ; preds = %vec.epilog.vector.body1212, %vec.epilog.ph1205
  %index1213 = phi i64 [ %vec.epilog.resume.val1201, %vec.epilog.ph1205 ], [ %index.next1216, %vec.epilog.vector.body1212 ]
  %offset.idx = add i64 %fold_chunk536714.us, %index1213
  %1736 = getelementptr inbounds float, ptr %338, i64 %offset.idx
  %wide.load1214 = load <4 x float>, ptr %1736, align 4
  %1737 = getelementptr inbounds float, ptr %339, i64 %offset.idx
  %wide.load1215 = load <4 x float>, ptr %1737, align 4
  %1738 = fneg <4 x float> %wide.load1215
  %1739 = fmul <4 x float> %broadcast.splat1209, %wide.load1214
  %1740 = fsub <4 x float> %1738, %1739
  %1741 = fmul <4 x float> %broadcast.splat1211, %1740
  %1742 = fsub <4 x float> %wide.load1214, %1741
  %1743 = fmul <4 x float> %1742, %1742
  %1744 = getelementptr inbounds float, ptr %scratch, i64 %index1213
  store <4 x float> %1743, ptr %1744, align 4
  %index.next1216 = add nuw i64 %index1213, 4
  %1745 = icmp eq i64 %index.next1216, %n.vec1207
  br i1 %1745, label %vec.epilog.middle.block1217, label %vec.epilog.vector.body1212, !llvm.loop !38

vec.epilog.middle.block1217:                      ; preds = %vec.epilog.vector.body1212
  %cmp.n1218 = icmp eq i64 %n.mod.vf1206, 0
  br i1 %cmp.n1218, label %feature.exit540.us, label %feature.body539.us.preheader

feature.body539.us.preheader:                     ; preds = %vector.memcheck1168, %iter.check1178, %vec.epilog.iter.check1203, %vec.epilog.middle.block1217
  %feature541709.us.ph = phi i64 [ %fold_chunk536714.us, %iter.check1178 ], [ %fold_chunk536714.us, %vector.memcheck1168 ], [ %ind.end, %vec.epilog.iter.check1203 ], [ %1735, %vec.epilog.middle.block1217 ]
  %1746 = sub i64 %umin2404, %feature541709.us.ph
  %xtraiter2405 = and i64 %1746, 3
  %lcmp.mod2406.not = icmp eq i64 %xtraiter2405, 0
  br i1 %lcmp.mod2406.not, label %feature.body539.us.prol.loopexit, label %feature.body539.us.prol

feature.body539.us.prol:                          ; preds = %feature.body539.us.preheader, %feature.body539.us.prol
  %feature541709.us.prol = phi i64 [ %1759, %feature.body539.us.prol ], [ %feature541709.us.ph, %feature.body539.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %feature.body539.us.prol ], [ 0, %feature.body539.us.preheader ]
  %1747 = getelementptr inbounds float, ptr %338, i64 %feature541709.us.prol
  %1748 = load float, ptr %1747, align 4
  %1749 = getelementptr inbounds float, ptr %339, i64 %feature541709.us.prol
  %1750 = load float, ptr %1749, align 4
  %1751 = fneg float %1750
  %1752 = fmul float %uniforms.sroa.6.0.us, %1748
  %1753 = fsub float %1751, %1752
  %1754 = fmul float %eta, %1753
  %1755 = fsub float %1748, %1754
  %1756 = fmul float %1755, %1755
  %1757 = sub nuw i64 %feature541709.us.prol, %fold_chunk536714.us
  %1758 = getelementptr inbounds float, ptr %scratch, i64 %1757
  store float %1756, ptr %1758, align 4
  %1759 = add nuw i64 %feature541709.us.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter2405
  br i1 %prol.iter.cmp.not, label %feature.body539.us.prol.loopexit, label %feature.body539.us.prol, !llvm.loop !39

feature.body539.us.prol.loopexit:                 ; preds = %feature.body539.us.prol, %feature.body539.us.preheader
  %feature541709.us.unr = phi i64 [ %feature541709.us.ph, %feature.body539.us.preheader ], [ %1759, %feature.body539.us.prol ]
  %1760 = sub i64 %feature541709.us.ph, %umin2404
  %1761 = icmp ugt i64 %1760, -4
  br i1 %1761, label %feature.exit540.us, label %feature.body539.us

feature.exit540.us:                               ; preds = %feature.body539.us.prol.loopexit, %feature.body539.us, %middle.block1199, %vec.epilog.middle.block1217, %fold_chunk.body534.us
  %.not813 = icmp eq i64 %chunk_end537.us, %fold_chunk536714.us
  br i1 %.not813, label %fold_chunk.header533.loopexit.us, label %fold_sums.body545.us.preheader

fold_sums.body545.us.preheader:                   ; preds = %feature.exit540.us
  %xtraiter2409 = and i64 %umax2408, 7
  %1762 = icmp ult i64 %1690, 8
  br i1 %1762, label %fold_sums.body545.us.epil.preheader, label %fold_sums.body545.us.preheader.new

fold_sums.body545.us.preheader.new:               ; preds = %fold_sums.body545.us.preheader
  %unroll_iter2414 = and i64 %umax2408, -8
  br label %fold_sums.body545.us

fold_sums.body545.us:                             ; preds = %fold_sums.body545.us, %fold_sums.body545.us.preheader.new
  %fold_sums547711.us = phi i64 [ 0, %fold_sums.body545.us.preheader.new ], [ %1794, %fold_sums.body545.us ]
  %fold_value528.1710.us = phi float [ %fold_value528.0713.us, %fold_sums.body545.us.preheader.new ], [ %1793, %fold_sums.body545.us ]
  %niter2415 = phi i64 [ 0, %fold_sums.body545.us.preheader.new ], [ %niter2415.next.7, %fold_sums.body545.us ]
  %1763 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums547711.us
  %1764 = load float, ptr %1763, align 4
  %1765 = fadd float %fold_value528.1710.us, %1764
  %1766 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1767 = getelementptr i8, ptr %1766, i64 4
  %1768 = load float, ptr %1767, align 4
  %1769 = fadd float %1765, %1768
  %1770 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1771 = getelementptr i8, ptr %1770, i64 8
  %1772 = load float, ptr %1771, align 4
  %1773 = fadd float %1769, %1772
  %1774 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1775 = getelementptr i8, ptr %1774, i64 12
  %1776 = load float, ptr %1775, align 4
  %1777 = fadd float %1773, %1776
  %1778 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1779 = getelementptr i8, ptr %1778, i64 16
  %1780 = load float, ptr %1779, align 4
  %1781 = fadd float %1777, %1780
  %1782 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1783 = getelementptr i8, ptr %1782, i64 20
  %1784 = load float, ptr %1783, align 4
  %1785 = fadd float %1781, %1784
  %1786 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1787 = getelementptr i8, ptr %1786, i64 24
  %1788 = load float, ptr %1787, align 4
  %1789 = fadd float %1785, %1788
  %1790 = getelementptr float, ptr %scratch, i64 %fold_sums547711.us
  %1791 = getelementptr i8, ptr %1790, i64 28
  %1792 = load float, ptr %1791, align 4
  %1793 = fadd float %1789, %1792
  %1794 = add nuw i64 %fold_sums547711.us, 8
  %niter2415.next.7 = add i64 %niter2415, 8
  %niter2415.ncmp.7 = icmp eq i64 %niter2415.next.7, %unroll_iter2414
  br i1 %niter2415.ncmp.7, label %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body545.us

feature.body539.us:                               ; preds = %feature.body539.us.prol.loopexit, %feature.body539.us
  %feature541709.us = phi i64 [ %1846, %feature.body539.us ], [ %feature541709.us.unr, %feature.body539.us.prol.loopexit ]
  %1795 = getelementptr inbounds float, ptr %338, i64 %feature541709.us
  %1796 = load float, ptr %1795, align 4
  %1797 = getelementptr inbounds float, ptr %339, i64 %feature541709.us
  %1798 = load float, ptr %1797, align 4
  %1799 = fneg float %1798
  %1800 = fmul float %uniforms.sroa.6.0.us, %1796
  %1801 = fsub float %1799, %1800
  %1802 = fmul float %eta, %1801
  %1803 = fsub float %1796, %1802
  %1804 = fmul float %1803, %1803
  %1805 = sub nuw i64 %feature541709.us, %fold_chunk536714.us
  %1806 = getelementptr inbounds float, ptr %scratch, i64 %1805
  store float %1804, ptr %1806, align 4
  %1807 = add nuw i64 %feature541709.us, 1
  %1808 = getelementptr inbounds float, ptr %338, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = getelementptr inbounds float, ptr %339, i64 %1807
  %1811 = load float, ptr %1810, align 4
  %1812 = fneg float %1811
  %1813 = fmul float %uniforms.sroa.6.0.us, %1809
  %1814 = fsub float %1812, %1813
  %1815 = fmul float %eta, %1814
  %1816 = fsub float %1809, %1815
  %1817 = fmul float %1816, %1816
  %1818 = sub nuw i64 %1807, %fold_chunk536714.us
  %1819 = getelementptr inbounds float, ptr %scratch, i64 %1818
  store float %1817, ptr %1819, align 4
  %1820 = add nuw i64 %feature541709.us, 2
  %1821 = getelementptr inbounds float, ptr %338, i64 %1820
  %1822 = load float, ptr %1821, align 4
  %1823 = getelementptr inbounds float, ptr %339, i64 %1820
  %1824 = load float, ptr %1823, align 4
  %1825 = fneg float %1824
  %1826 = fmul float %uniforms.sroa.6.0.us, %1822
  %1827 = fsub float %1825, %1826
  %1828 = fmul float %eta, %1827
  %1829 = fsub float %1822, %1828
  %1830 = fmul float %1829, %1829
  %1831 = sub nuw i64 %1820, %fold_chunk536714.us
  %1832 = getelementptr inbounds float, ptr %scratch, i64 %1831
  store float %1830, ptr %1832, align 4
  %1833 = add nuw i64 %feature541709.us, 3
  %1834 = getelementptr inbounds float, ptr %338, i64 %1833
  %1835 = load float, ptr %1834, align 4
  %1836 = getelementptr inbounds float, ptr %339, i64 %1833
  %1837 = load float, ptr %1836, align 4
  %1838 = fneg float %1837
  %1839 = fmul float %uniforms.sroa.6.0.us, %1835
  %1840 = fsub float %1838, %1839
  %1841 = fmul float %eta, %1840
  %1842 = fsub float %1835, %1841
  %1843 = fmul float %1842, %1842
  %1844 = sub nuw i64 %1833, %fold_chunk536714.us
  %1845 = getelementptr inbounds float, ptr %scratch, i64 %1844
  store float %1843, ptr %1845, align 4
  %1846 = add nuw i64 %feature541709.us, 4
  %exitcond911.not.3 = icmp eq i64 %1846, %umin912
  br i1 %exitcond911.not.3, label %feature.exit540.us, label %feature.body539.us, !llvm.loop !40

fold_chunk.body490.us:                            ; preds = %step.body426.us, %fold_chunk.header489.loopexit.us
  %indvar1293 = phi i64 [ %indvar.next1294, %fold_chunk.header489.loopexit.us ], [ 0, %step.body426.us ]
  %indvars.iv895 = phi i64 [ %indvars.iv.next896, %fold_chunk.header489.loopexit.us ], [ 0, %step.body426.us ]
  %indvars.iv890 = phi i64 [ %indvars.iv.next891, %fold_chunk.header489.loopexit.us ], [ 1024, %step.body426.us ]
  %fold_chunk492698.us = phi i64 [ %1856, %fold_chunk.header489.loopexit.us ], [ 0, %step.body426.us ]
  %fold_value484.0697.us = phi float [ %fold_value484.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ 0.000000e+00, %step.body426.us ]
  %fold_value479.0696.us = phi float [ %fold_value479.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ 0.000000e+00, %step.body426.us ]
  %fold_value474.0695.us = phi float [ %fold_value474.1.lcssa.us, %fold_chunk.header489.loopexit.us ], [ 0.000000e+00, %step.body426.us ]
  %umin2381 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %1847 = add i64 %umin2381, %indvars.iv895
  %umax2382 = tail call i64 @llvm.umax.i64(i64 %1847, i64 1)
  %umin2378 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %umin1307 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %1848 = add i64 %umin1307, %indvars.iv895
  %1849 = mul i64 %indvar1293, -4096
  %1850 = add i64 %320, %1849
  %1851 = add i64 %321, %1849
  %1852 = add i64 %322, %1849
  %1853 = add i64 %323, %1849
  %1854 = add i64 %324, %1849
  %1855 = add i64 %325, %1849
  %umin894 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv890)
  %1856 = add i64 %fold_chunk492698.us, 1024
  %chunk_end493.us = tail call i64 @llvm.umin.i64(i64 %1856, i64 %n_features)
  %1857 = icmp ult i64 %fold_chunk492698.us, %chunk_end493.us
  br i1 %1857, label %iter.check1311, label %feature.exit496.us

iter.check1311:                                   ; preds = %fold_chunk.body490.us
  %min.iters.check1309 = icmp ult i64 %1848, 4
  br i1 %min.iters.check1309, label %feature.body495.us.preheader, label %vector.memcheck1289

vector.memcheck1289:                              ; preds = %iter.check1311
  %diff.check1295 = icmp ult i64 %1850, 64
  %conflict.rdx1296 = or i1 %conflict.rdx1292, %diff.check1295
  %diff.check1297 = icmp ult i64 %1851, 64
  %conflict.rdx1298 = or i1 %conflict.rdx1296, %diff.check1297
  %diff.check1299 = icmp ult i64 %1852, 64
  %conflict.rdx1300 = or i1 %conflict.rdx1298, %diff.check1299
  %diff.check1301 = icmp ult i64 %1853, 64
  %conflict.rdx1302 = or i1 %conflict.rdx1300, %diff.check1301
  %diff.check1303 = icmp ult i64 %1854, 64
  %conflict.rdx1304 = or i1 %conflict.rdx1302, %diff.check1303
  %diff.check1305 = icmp ult i64 %1855, 64
  %conflict.rdx1306 = or i1 %conflict.rdx1304, %diff.check1305
  br i1 %conflict.rdx1306, label %feature.body495.us.preheader, label %vector.main.loop.iter.check1313

vector.main.loop.iter.check1313:                  ; preds = %vector.memcheck1289
  %min.iters.check1312 = icmp ult i64 %1848, 16
  br i1 %min.iters.check1312, label %vec.epilog.ph1330, label %vector.ph1314

vector.ph1314:                                    ; preds = %vector.main.loop.iter.check1313
  %n.mod.vf1315 = and i64 %umin1307, 15
  %n.vec1316 = sub nuw i64 %1848, %n.mod.vf1315
  br label %vector.body1317

vector.body1317:                                  ; preds = %vector.body1317, %vector.ph1314
  %index1318 = phi i64 [ 0, %vector.ph1314 ], [ %index.next1323, %vector.body1317 ]
  %1858 = add i64 %fold_chunk492698.us, %index1318
  %1859 = getelementptr inbounds float, ptr %338, i64 %1858
  %1860 = getelementptr inbounds nuw i8, ptr %1859, i64 32
  %wide.load1319 = load <8 x float>, ptr %1859, align 4
  %wide.load1320 = load <8 x float>, ptr %1860, align 4
  %1861 = fmul <8 x float> %wide.load1319, %wide.load1319
  %1862 = fmul <8 x float> %wide.load1320, %wide.load1320
  %1863 = getelementptr inbounds float, ptr %339, i64 %1858
  %1864 = getelementptr inbounds nuw i8, ptr %1863, i64 32
  %wide.load1321 = load <8 x float>, ptr %1863, align 4
  %wide.load1322 = load <8 x float>, ptr %1864, align 4
  %1865 = fneg <8 x float> %wide.load1321
  %1866 = fneg <8 x float> %wide.load1322
  %1867 = fmul <8 x float> %wide.load1319, %1865
  %1868 = fmul <8 x float> %wide.load1320, %1866
  %1869 = fmul <8 x float> %wide.load1319, zeroinitializer
  %1870 = fmul <8 x float> %wide.load1320, zeroinitializer
  %1871 = getelementptr inbounds float, ptr %scratch, i64 %index1318
  %1872 = getelementptr inbounds nuw i8, ptr %1871, i64 32
  store <8 x float> %1861, ptr %1871, align 4
  store <8 x float> %1862, ptr %1872, align 4
  %1873 = getelementptr float, ptr %251, i64 %index1318
  %1874 = getelementptr i8, ptr %1873, i64 32
  store <8 x float> %1867, ptr %1873, align 4
  store <8 x float> %1868, ptr %1874, align 4
  %1875 = getelementptr float, ptr %252, i64 %index1318
  %1876 = getelementptr i8, ptr %1875, i64 32
  store <8 x float> %1869, ptr %1875, align 4
  store <8 x float> %1870, ptr %1876, align 4
  %index.next1323 = add nuw i64 %index1318, 16
  %1877 = icmp eq i64 %index.next1323, %n.vec1316
  br i1 %1877, label %middle.block1324, label %vector.body1317, !llvm.loop !41

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
  %n.vec1332 = sub i64 %1848, %n.mod.vf1331
  %1878 = add i64 %fold_chunk492698.us, %n.vec1332
  br label %vec.epilog.vector.body1333

vec.epilog.vector.body1333:                       ; preds = %vec.epilog.vector.body1333, %vec.epilog.ph1330
  %index1334 = phi i64 [ %vec.epilog.resume.val1326, %vec.epilog.ph1330 ], [ %index.next1338, %vec.epilog.vector.body1333 ]
  %offset.idx1335 = add i64 %fold_chunk492698.us, %index1334
  %1879 = getelementptr inbounds float, ptr %338, i64 %offset.idx1335
  %wide.load1336 = load <4 x float>, ptr %1879, align 4
  %1880 = fmul <4 x float> %wide.load1336, %wide.load1336
  %1881 = getelementptr inbounds float, ptr %339, i64 %offset.idx1335
  %wide.load1337 = load <4 x float>, ptr %1881, align 4
  %1882 = fneg <4 x float> %wide.load1337
  %1883 = fmul <4 x float> %wide.load1336, %1882
  %1884 = fmul <4 x float> %wide.load1336, zeroinitializer
  %1885 = getelementptr inbounds float, ptr %scratch, i64 %index1334
  store <4 x float> %1880, ptr %1885, align 4
  %1886 = getelementptr float, ptr %251, i64 %index1334
  store <4 x float> %1883, ptr %1886, align 4
  %1887 = getelementptr float, ptr %252, i64 %index1334
  store <4 x float> %1884, ptr %1887, align 4
  %index.next1338 = add nuw i64 %index1334, 4
  %1888 = icmp eq i64 %index.next1338, %n.vec1332
  br i1 %1888, label %vec.epilog.middle.block1339, label %vec.epilog.vector.body1333, !llvm.loop !43

vec.epilog.middle.block1339:                      ; preds = %vec.epilog.vector.body1333
  %cmp.n1340 = icmp eq i64 %n.mod.vf1331, 0
  br i1 %cmp.n1340, label %feature.exit496.us, label %feature.body495.us.preheader

feature.body495.us.preheader:                     ; preds = %vector.memcheck1289, %iter.check1311, %vec.epilog.iter.check1328, %vec.epilog.middle.block1339
  %feature497687.us.ph = phi i64 [ %fold_chunk492698.us, %iter.check1311 ], [ %fold_chunk492698.us, %vector.memcheck1289 ], [ %ind.end1342, %vec.epilog.iter.check1328 ], [ %1878, %vec.epilog.middle.block1339 ]
  %1889 = sub i64 %umin2378, %feature497687.us.ph
  %.neg2802 = add i64 %feature497687.us.ph, 1
  %xtraiter2379 = and i64 %1889, 1
  %lcmp.mod2380.not = icmp eq i64 %xtraiter2379, 0
  br i1 %lcmp.mod2380.not, label %feature.body495.us.prol.loopexit, label %feature.body495.us.prol

feature.body495.us.prol:                          ; preds = %feature.body495.us.preheader
  %1890 = getelementptr inbounds float, ptr %338, i64 %feature497687.us.ph
  %1891 = load float, ptr %1890, align 4
  %1892 = fmul float %1891, %1891
  %1893 = getelementptr inbounds float, ptr %339, i64 %feature497687.us.ph
  %1894 = load float, ptr %1893, align 4
  %1895 = fneg float %1894
  %1896 = fmul float %1891, %1895
  %1897 = fmul float %1891, 0.000000e+00
  %1898 = sub nuw i64 %feature497687.us.ph, %fold_chunk492698.us
  %1899 = getelementptr inbounds float, ptr %scratch, i64 %1898
  store float %1892, ptr %1899, align 4
  %1900 = getelementptr float, ptr %251, i64 %1898
  store float %1896, ptr %1900, align 4
  %1901 = getelementptr float, ptr %252, i64 %1898
  store float %1897, ptr %1901, align 4
  %1902 = add nuw i64 %feature497687.us.ph, 1
  br label %feature.body495.us.prol.loopexit

feature.body495.us.prol.loopexit:                 ; preds = %feature.body495.us.prol, %feature.body495.us.preheader
  %feature497687.us.unr = phi i64 [ %feature497687.us.ph, %feature.body495.us.preheader ], [ %1902, %feature.body495.us.prol ]
  %1903 = icmp eq i64 %umin2378, %.neg2802
  br i1 %1903, label %feature.exit496.us, label %feature.body495.us

feature.exit496.us:                               ; preds = %feature.body495.us.prol.loopexit, %feature.body495.us, %middle.block1324, %vec.epilog.middle.block1339, %fold_chunk.body490.us
  %.not811 = icmp eq i64 %chunk_end493.us, %fold_chunk492698.us
  br i1 %.not811, label %fold_chunk.header489.loopexit.us, label %fold_sums.body501.us.preheader

fold_sums.body501.us.preheader:                   ; preds = %feature.exit496.us
  %xtraiter2383 = and i64 %umax2382, 3
  %1904 = icmp ult i64 %1847, 4
  br i1 %1904, label %fold_sums.body501.us.epil.preheader, label %fold_sums.body501.us.preheader.new

fold_sums.body501.us.preheader.new:               ; preds = %fold_sums.body501.us.preheader
  %unroll_iter2390 = and i64 %umax2382, -4
  br label %fold_sums.body501.us

fold_sums.body501.us:                             ; preds = %fold_sums.body501.us, %fold_sums.body501.us.preheader.new
  %fold_sums503691.us = phi i64 [ 0, %fold_sums.body501.us.preheader.new ], [ %1944, %fold_sums.body501.us ]
  %fold_value484.1690.us = phi float [ %fold_value484.0697.us, %fold_sums.body501.us.preheader.new ], [ %1943, %fold_sums.body501.us ]
  %fold_value479.1689.us = phi float [ %fold_value479.0696.us, %fold_sums.body501.us.preheader.new ], [ %1940, %fold_sums.body501.us ]
  %fold_value474.1688.us = phi float [ %fold_value474.0695.us, %fold_sums.body501.us.preheader.new ], [ %1937, %fold_sums.body501.us ]
  %niter2391 = phi i64 [ 0, %fold_sums.body501.us.preheader.new ], [ %niter2391.next.3, %fold_sums.body501.us ]
  %1905 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums503691.us
  %1906 = load float, ptr %1905, align 4
  %1907 = fadd float %fold_value474.1688.us, %1906
  %1908 = getelementptr inbounds float, ptr %251, i64 %fold_sums503691.us
  %1909 = load float, ptr %1908, align 4
  %1910 = fadd float %fold_value479.1689.us, %1909
  %1911 = getelementptr inbounds float, ptr %252, i64 %fold_sums503691.us
  %1912 = load float, ptr %1911, align 4
  %1913 = fadd float %fold_value484.1690.us, %1912
  %1914 = or disjoint i64 %fold_sums503691.us, 1
  %1915 = getelementptr inbounds float, ptr %scratch, i64 %1914
  %1916 = load float, ptr %1915, align 4
  %1917 = fadd float %1907, %1916
  %1918 = getelementptr inbounds float, ptr %251, i64 %1914
  %1919 = load float, ptr %1918, align 4
  %1920 = fadd float %1910, %1919
  %1921 = getelementptr inbounds float, ptr %252, i64 %1914
  %1922 = load float, ptr %1921, align 4
  %1923 = fadd float %1913, %1922
  %1924 = or disjoint i64 %fold_sums503691.us, 2
  %1925 = getelementptr inbounds float, ptr %scratch, i64 %1924
  %1926 = load float, ptr %1925, align 4
  %1927 = fadd float %1917, %1926
  %1928 = getelementptr inbounds float, ptr %251, i64 %1924
  %1929 = load float, ptr %1928, align 4
  %1930 = fadd float %1920, %1929
  %1931 = getelementptr inbounds float, ptr %252, i64 %1924
  %1932 = load float, ptr %1931, align 4
  %1933 = fadd float %1923, %1932
  %1934 = or disjoint i64 %fold_sums503691.us, 3
  %1935 = getelementptr inbounds float, ptr %scratch, i64 %1934
  %1936 = load float, ptr %1935, align 4
  %1937 = fadd float %1927, %1936
  %1938 = getelementptr inbounds float, ptr %251, i64 %1934
  %1939 = load float, ptr %1938, align 4
  %1940 = fadd float %1930, %1939
  %1941 = getelementptr inbounds float, ptr %252, i64 %1934
  %1942 = load float, ptr %1941, align 4
  %1943 = fadd float %1933, %1942
  %1944 = add nuw i64 %fold_sums503691.us, 4
  %niter2391.next.3 = add i64 %niter2391, 4
  %niter2391.ncmp.3 = icmp eq i64 %niter2391.next.3, %unroll_iter2390
  br i1 %niter2391.ncmp.3, label %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa, label %fold_sums.body501.us

feature.body495.us:                               ; preds = %feature.body495.us.prol.loopexit, %feature.body495.us
  %feature497687.us = phi i64 [ %1970, %feature.body495.us ], [ %feature497687.us.unr, %feature.body495.us.prol.loopexit ]
  %1945 = getelementptr inbounds float, ptr %338, i64 %feature497687.us
  %1946 = load float, ptr %1945, align 4
  %1947 = fmul float %1946, %1946
  %1948 = getelementptr inbounds float, ptr %339, i64 %feature497687.us
  %1949 = load float, ptr %1948, align 4
  %1950 = fneg float %1949
  %1951 = fmul float %1946, %1950
  %1952 = fmul float %1946, 0.000000e+00
  %1953 = sub nuw i64 %feature497687.us, %fold_chunk492698.us
  %1954 = getelementptr inbounds float, ptr %scratch, i64 %1953
  store float %1947, ptr %1954, align 4
  %1955 = getelementptr float, ptr %251, i64 %1953
  store float %1951, ptr %1955, align 4
  %1956 = getelementptr float, ptr %252, i64 %1953
  store float %1952, ptr %1956, align 4
  %1957 = add nuw i64 %feature497687.us, 1
  %1958 = getelementptr inbounds float, ptr %338, i64 %1957
  %1959 = load float, ptr %1958, align 4
  %1960 = fmul float %1959, %1959
  %1961 = getelementptr inbounds float, ptr %339, i64 %1957
  %1962 = load float, ptr %1961, align 4
  %1963 = fneg float %1962
  %1964 = fmul float %1959, %1963
  %1965 = fmul float %1959, 0.000000e+00
  %1966 = sub nuw i64 %1957, %fold_chunk492698.us
  %1967 = getelementptr inbounds float, ptr %scratch, i64 %1966
  store float %1960, ptr %1967, align 4
  %1968 = getelementptr float, ptr %251, i64 %1966
  store float %1964, ptr %1968, align 4
  %1969 = getelementptr float, ptr %252, i64 %1966
  store float %1965, ptr %1969, align 4
  %1970 = add nuw i64 %feature497687.us, 2
  %exitcond893.not.1 = icmp eq i64 %1970, %umin894
  br i1 %exitcond893.not.1, label %feature.exit496.us, label %feature.body495.us, !llvm.loop !44

fold_chunk.header533.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body545.us
  %lcmp.mod2411.not = icmp eq i64 %xtraiter2409, 0
  br i1 %lcmp.mod2411.not, label %fold_chunk.header533.loopexit.us, label %fold_sums.body545.us.epil.preheader

fold_sums.body545.us.epil.preheader:              ; preds = %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa, %fold_sums.body545.us.preheader
  %fold_sums547711.us.epil.init = phi i64 [ 0, %fold_sums.body545.us.preheader ], [ %1794, %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa ]
  %fold_value528.1710.us.epil.init = phi float [ %fold_value528.0713.us, %fold_sums.body545.us.preheader ], [ %1793, %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2413 = icmp ne i64 %xtraiter2409, 0
  tail call void @llvm.assume(i1 %lcmp.mod2413)
  br label %fold_sums.body545.us.epil

fold_sums.body545.us.epil:                        ; preds = %fold_sums.body545.us.epil, %fold_sums.body545.us.epil.preheader
  %fold_sums547711.us.epil = phi i64 [ %1974, %fold_sums.body545.us.epil ], [ %fold_sums547711.us.epil.init, %fold_sums.body545.us.epil.preheader ]
  %fold_value528.1710.us.epil = phi float [ %1973, %fold_sums.body545.us.epil ], [ %fold_value528.1710.us.epil.init, %fold_sums.body545.us.epil.preheader ]
  %epil.iter2410 = phi i64 [ %epil.iter2410.next, %fold_sums.body545.us.epil ], [ 0, %fold_sums.body545.us.epil.preheader ]
  %1971 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums547711.us.epil
  %1972 = load float, ptr %1971, align 4
  %1973 = fadd float %fold_value528.1710.us.epil, %1972
  %1974 = add nuw i64 %fold_sums547711.us.epil, 1
  %epil.iter2410.next = add i64 %epil.iter2410, 1
  %epil.iter2410.cmp.not = icmp eq i64 %epil.iter2410.next, %xtraiter2409
  br i1 %epil.iter2410.cmp.not, label %fold_chunk.header533.loopexit.us, label %fold_sums.body545.us.epil, !llvm.loop !45

fold_chunk.header533.loopexit.us:                 ; preds = %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa, %fold_sums.body545.us.epil, %feature.exit540.us
  %fold_value528.1.lcssa.us = phi float [ %fold_value528.0713.us, %feature.exit540.us ], [ %1793, %fold_chunk.header533.loopexit.us.loopexit.unr-lcssa ], [ %1973, %fold_sums.body545.us.epil ]
  %1975 = icmp ult i64 %1695, %n_features
  %indvars.iv.next909 = add i64 %indvars.iv908, 1024
  %indvars.iv.next914 = add i64 %indvars.iv913, -1024
  %indvar.next1172 = add i64 %indvar1171, 1
  br i1 %1975, label %fold_chunk.body534.us, label %noise.done507.us

fold_chunk.header513.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body525.us
  %lcmp.mod2399.not = icmp eq i64 %xtraiter2397, 0
  br i1 %lcmp.mod2399.not, label %fold_chunk.header513.loopexit.us, label %fold_sums.body525.us.epil.preheader

fold_sums.body525.us.epil.preheader:              ; preds = %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa, %fold_sums.body525.us.preheader
  %fold_sums527704.us.epil.init = phi i64 [ 0, %fold_sums.body525.us.preheader ], [ %1462, %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa ]
  %fold_value508.1703.us.epil.init = phi float [ %fold_value508.0706.us, %fold_sums.body525.us.preheader ], [ %1461, %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2401 = icmp ne i64 %xtraiter2397, 0
  tail call void @llvm.assume(i1 %lcmp.mod2401)
  br label %fold_sums.body525.us.epil

fold_sums.body525.us.epil:                        ; preds = %fold_sums.body525.us.epil, %fold_sums.body525.us.epil.preheader
  %fold_sums527704.us.epil = phi i64 [ %1979, %fold_sums.body525.us.epil ], [ %fold_sums527704.us.epil.init, %fold_sums.body525.us.epil.preheader ]
  %fold_value508.1703.us.epil = phi float [ %1978, %fold_sums.body525.us.epil ], [ %fold_value508.1703.us.epil.init, %fold_sums.body525.us.epil.preheader ]
  %epil.iter2398 = phi i64 [ %epil.iter2398.next, %fold_sums.body525.us.epil ], [ 0, %fold_sums.body525.us.epil.preheader ]
  %1976 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums527704.us.epil
  %1977 = load float, ptr %1976, align 4
  %1978 = fadd float %fold_value508.1703.us.epil, %1977
  %1979 = add nuw i64 %fold_sums527704.us.epil, 1
  %epil.iter2398.next = add i64 %epil.iter2398, 1
  %epil.iter2398.cmp.not = icmp eq i64 %epil.iter2398.next, %xtraiter2397
  br i1 %epil.iter2398.cmp.not, label %fold_chunk.header513.loopexit.us, label %fold_sums.body525.us.epil, !llvm.loop !46

fold_chunk.header513.loopexit.us:                 ; preds = %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa, %fold_sums.body525.us.epil, %feature.exit520.us
  %fold_value508.1.lcssa.us = phi float [ %fold_value508.0706.us, %feature.exit520.us ], [ %1461, %fold_chunk.header513.loopexit.us.loopexit.unr-lcssa ], [ %1978, %fold_sums.body525.us.epil ]
  %1980 = icmp ult i64 %1333, %n_features
  %indvars.iv.next900 = add i64 %indvars.iv899, 1024
  %indvars.iv.next905 = add i64 %indvars.iv904, -1024
  %indvar.next1222 = add i64 %indvar1221, 1
  br i1 %1980, label %fold_chunk.body514.us, label %noise.done507.us

fold_chunk.header489.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body501.us
  %lcmp.mod2385.not = icmp eq i64 %xtraiter2383, 0
  br i1 %lcmp.mod2385.not, label %fold_chunk.header489.loopexit.us, label %fold_sums.body501.us.epil.preheader

fold_sums.body501.us.epil.preheader:              ; preds = %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa, %fold_sums.body501.us.preheader
  %fold_sums503691.us.epil.init = phi i64 [ 0, %fold_sums.body501.us.preheader ], [ %1944, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %fold_value484.1690.us.epil.init = phi float [ %fold_value484.0697.us, %fold_sums.body501.us.preheader ], [ %1943, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %fold_value479.1689.us.epil.init = phi float [ %fold_value479.0696.us, %fold_sums.body501.us.preheader ], [ %1940, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %fold_value474.1688.us.epil.init = phi float [ %fold_value474.0695.us, %fold_sums.body501.us.preheader ], [ %1937, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2389 = icmp ne i64 %xtraiter2383, 0
  tail call void @llvm.assume(i1 %lcmp.mod2389)
  br label %fold_sums.body501.us.epil

fold_sums.body501.us.epil:                        ; preds = %fold_sums.body501.us.epil, %fold_sums.body501.us.epil.preheader
  %fold_sums503691.us.epil = phi i64 [ %1990, %fold_sums.body501.us.epil ], [ %fold_sums503691.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %fold_value484.1690.us.epil = phi float [ %1989, %fold_sums.body501.us.epil ], [ %fold_value484.1690.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %fold_value479.1689.us.epil = phi float [ %1986, %fold_sums.body501.us.epil ], [ %fold_value479.1689.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %fold_value474.1688.us.epil = phi float [ %1983, %fold_sums.body501.us.epil ], [ %fold_value474.1688.us.epil.init, %fold_sums.body501.us.epil.preheader ]
  %epil.iter2384 = phi i64 [ %epil.iter2384.next, %fold_sums.body501.us.epil ], [ 0, %fold_sums.body501.us.epil.preheader ]
  %1981 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums503691.us.epil
  %1982 = load float, ptr %1981, align 4
  %1983 = fadd float %fold_value474.1688.us.epil, %1982
  %1984 = getelementptr inbounds float, ptr %251, i64 %fold_sums503691.us.epil
  %1985 = load float, ptr %1984, align 4
  %1986 = fadd float %fold_value479.1689.us.epil, %1985
  %1987 = getelementptr inbounds float, ptr %252, i64 %fold_sums503691.us.epil
  %1988 = load float, ptr %1987, align 4
  %1989 = fadd float %fold_value484.1690.us.epil, %1988
  %1990 = add nuw i64 %fold_sums503691.us.epil, 1
  %epil.iter2384.next = add i64 %epil.iter2384, 1
  %epil.iter2384.cmp.not = icmp eq i64 %epil.iter2384.next, %xtraiter2383
  br i1 %epil.iter2384.cmp.not, label %fold_chunk.header489.loopexit.us, label %fold_sums.body501.us.epil, !llvm.loop !47

fold_chunk.header489.loopexit.us:                 ; preds = %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa, %fold_sums.body501.us.epil, %feature.exit496.us
  %fold_value474.1.lcssa.us = phi float [ %fold_value474.0695.us, %feature.exit496.us ], [ %1937, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ], [ %1983, %fold_sums.body501.us.epil ]
  %fold_value479.1.lcssa.us = phi float [ %fold_value479.0696.us, %feature.exit496.us ], [ %1940, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ], [ %1986, %fold_sums.body501.us.epil ]
  %fold_value484.1.lcssa.us = phi float [ %fold_value484.0697.us, %feature.exit496.us ], [ %1943, %fold_chunk.header489.loopexit.us.loopexit.unr-lcssa ], [ %1989, %fold_sums.body501.us.epil ]
  %1991 = icmp ult i64 %1856, %n_features
  %indvars.iv.next891 = add i64 %indvars.iv890, 1024
  %indvars.iv.next896 = add i64 %indvars.iv895, -1024
  %indvar.next1294 = add i64 %indvar1293, 1
  br i1 %1991, label %fold_chunk.body490.us, label %noise.done459.us

fold_chunk.header.loopexit.us.loopexit.unr-lcssa: ; preds = %fold_sums.body.us
  %lcmp.mod2373.not = icmp eq i64 %xtraiter2372, 0
  br i1 %lcmp.mod2373.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil.preheader

fold_sums.body.us.epil.preheader:                 ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.preheader
  %fold_sums677.us.epil.init = phi i64 [ 0, %fold_sums.body.us.preheader ], [ %1296, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value.1676.us.epil.init = phi float [ %fold_value.0682.us, %fold_sums.body.us.preheader ], [ %1289, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value460.1675.us.epil.init = phi float [ %fold_value460.0681.us, %fold_sums.body.us.preheader ], [ %1292, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %fold_value465.1674.us.epil.init = phi float [ %fold_value465.0680.us, %fold_sums.body.us.preheader ], [ %1295, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ]
  %lcmp.mod2377 = icmp ne i64 %xtraiter2372, 0
  tail call void @llvm.assume(i1 %lcmp.mod2377)
  br label %fold_sums.body.us.epil

fold_sums.body.us.epil:                           ; preds = %fold_sums.body.us.epil, %fold_sums.body.us.epil.preheader
  %fold_sums677.us.epil = phi i64 [ %2001, %fold_sums.body.us.epil ], [ %fold_sums677.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value.1676.us.epil = phi float [ %1994, %fold_sums.body.us.epil ], [ %fold_value.1676.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value460.1675.us.epil = phi float [ %1997, %fold_sums.body.us.epil ], [ %fold_value460.1675.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %fold_value465.1674.us.epil = phi float [ %2000, %fold_sums.body.us.epil ], [ %fold_value465.1674.us.epil.init, %fold_sums.body.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.us.epil ], [ 0, %fold_sums.body.us.epil.preheader ]
  %1992 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums677.us.epil
  %1993 = load float, ptr %1992, align 4
  %1994 = fadd float %fold_value.1676.us.epil, %1993
  %1995 = getelementptr inbounds float, ptr %251, i64 %fold_sums677.us.epil
  %1996 = load float, ptr %1995, align 4
  %1997 = fadd float %fold_value460.1675.us.epil, %1996
  %1998 = getelementptr inbounds float, ptr %252, i64 %fold_sums677.us.epil
  %1999 = load float, ptr %1998, align 4
  %2000 = fadd float %fold_value465.1674.us.epil, %1999
  %2001 = add nuw i64 %fold_sums677.us.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter2372
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit.us, label %fold_sums.body.us.epil, !llvm.loop !48

fold_chunk.header.loopexit.us:                    ; preds = %fold_chunk.header.loopexit.us.loopexit.unr-lcssa, %fold_sums.body.us.epil, %feature.exit472.us
  %fold_value465.1.lcssa.us = phi float [ %fold_value465.0680.us, %feature.exit472.us ], [ %1295, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %2000, %fold_sums.body.us.epil ]
  %fold_value460.1.lcssa.us = phi float [ %fold_value460.0681.us, %feature.exit472.us ], [ %1292, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1997, %fold_sums.body.us.epil ]
  %fold_value.1.lcssa.us = phi float [ %fold_value.0682.us, %feature.exit472.us ], [ %1289, %fold_chunk.header.loopexit.us.loopexit.unr-lcssa ], [ %1994, %fold_sums.body.us.epil ]
  %2002 = icmp ult i64 %1222, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next888 = add i64 %indvars.iv887, -1024
  %indvar.next1348 = add i64 %indvar1347, 1
  br i1 %2002, label %fold_chunk.body.us, label %noise.done459.us

iter.check1420:                                   ; preds = %step.body426.us
  %key1_step430.us = add i64 %step428719.us, %key1
  %2003 = lshr i64 %key1_step430.us, 32
  %2004 = mul nuw i64 %2003, 3449720151
  %2005 = lshr i64 %2004, 32
  %2006 = xor i64 %key0, %2005
  %2007 = xor i64 %2006, %key1_step430.us
  %2008 = and i64 %2007, 4294967295
  %2009 = mul nuw i64 %2008, 3528531795
  %2010 = lshr i64 %2009, 32
  %2011 = xor i64 %2010, %236
  %broadcast.splatinsert1425 = insertelement <8 x i64> poison, i64 %2004, i64 0
  %broadcast.splat1426 = shufflevector <8 x i64> %broadcast.splatinsert1425, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1427 = insertelement <8 x i64> poison, i64 %2009, i64 0
  %broadcast.splat1428 = shufflevector <8 x i64> %broadcast.splatinsert1427, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1429 = insertelement <8 x i64> poison, i64 %2011, i64 0
  %broadcast.splat1430 = shufflevector <8 x i64> %broadcast.splatinsert1429, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2859 = xor <8 x i64> %broadcast.splat1436, %broadcast.splat1426
  %invariant.op2861 = xor <8 x i64> %broadcast.splat1436, %broadcast.splat1426
  %invariant.op2863 = xor <8 x i64> %broadcast.splat1436, %broadcast.splat1426
  %invariant.op2865 = xor <8 x i64> %broadcast.splat1436, %broadcast.splat1426
  %invariant.op2867 = xor <8 x i64> %broadcast.splat1440, %broadcast.splat1428
  %invariant.op2869 = xor <8 x i64> %broadcast.splat1440, %broadcast.splat1428
  %invariant.op2871 = xor <8 x i64> %broadcast.splat1440, %broadcast.splat1428
  %invariant.op2873 = xor <8 x i64> %broadcast.splat1440, %broadcast.splat1428
  br label %vector.body1465

vector.body1465:                                  ; preds = %vector.body1465, %iter.check1420
  %index1466 = phi i64 [ 0, %iter.check1420 ], [ %index.next1467, %vector.body1465 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %iter.check1420 ], [ %vec.ind.next, %vector.body1465 ]
  %2012 = add <8 x i64> %vec.ind, %broadcast.splat1432
  %.reass2854 = add <8 x i64> %vec.ind, %invariant.op
  %.reass2856 = add <8 x i64> %vec.ind, %invariant.op2855
  %.reass2858 = add <8 x i64> %vec.ind, %invariant.op2857
  %2013 = and <8 x i64> %2012, splat (i64 4294967295)
  %2014 = and <8 x i64> %.reass2854, splat (i64 4294967295)
  %2015 = and <8 x i64> %.reass2856, splat (i64 4294967295)
  %2016 = and <8 x i64> %.reass2858, splat (i64 4294967295)
  %2017 = mul nuw <8 x i64> %2013, splat (i64 3528531795)
  %2018 = mul nuw <8 x i64> %2014, splat (i64 3528531795)
  %2019 = mul nuw <8 x i64> %2015, splat (i64 3528531795)
  %2020 = mul nuw <8 x i64> %2016, splat (i64 3528531795)
  %2021 = xor <8 x i64> %2012, %broadcast.splat1434
  %2022 = xor <8 x i64> %.reass2854, %broadcast.splat1434
  %2023 = xor <8 x i64> %.reass2856, %broadcast.splat1434
  %2024 = xor <8 x i64> %.reass2858, %broadcast.splat1434
  %2025 = xor <8 x i64> %2021, %2017
  %2026 = xor <8 x i64> %2022, %2018
  %2027 = xor <8 x i64> %2023, %2019
  %2028 = xor <8 x i64> %2024, %2020
  %2029 = lshr <8 x i64> %2025, splat (i64 32)
  %2030 = lshr <8 x i64> %2026, splat (i64 32)
  %2031 = lshr <8 x i64> %2027, splat (i64 32)
  %2032 = lshr <8 x i64> %2028, splat (i64 32)
  %2033 = mul nuw <8 x i64> %2029, splat (i64 3449720151)
  %2034 = mul nuw <8 x i64> %2030, splat (i64 3449720151)
  %2035 = mul nuw <8 x i64> %2031, splat (i64 3449720151)
  %2036 = mul nuw <8 x i64> %2032, splat (i64 3449720151)
  %2037 = lshr <8 x i64> %2033, splat (i64 32)
  %2038 = lshr <8 x i64> %2034, splat (i64 32)
  %2039 = lshr <8 x i64> %2035, splat (i64 32)
  %2040 = lshr <8 x i64> %2036, splat (i64 32)
  %.reass2860 = xor <8 x i64> %2037, %invariant.op2859
  %.reass2862 = xor <8 x i64> %2038, %invariant.op2861
  %.reass2864 = xor <8 x i64> %2039, %invariant.op2863
  %.reass2866 = xor <8 x i64> %2040, %invariant.op2865
  %2041 = xor <8 x i64> %broadcast.splat1430, %2017
  %2042 = xor <8 x i64> %broadcast.splat1430, %2018
  %2043 = xor <8 x i64> %broadcast.splat1430, %2019
  %2044 = xor <8 x i64> %broadcast.splat1430, %2020
  %2045 = and <8 x i64> %.reass2860, splat (i64 4294967295)
  %2046 = and <8 x i64> %.reass2862, splat (i64 4294967295)
  %2047 = and <8 x i64> %.reass2864, splat (i64 4294967295)
  %2048 = and <8 x i64> %.reass2866, splat (i64 4294967295)
  %2049 = mul nuw <8 x i64> %2045, splat (i64 3528531795)
  %2050 = mul nuw <8 x i64> %2046, splat (i64 3528531795)
  %2051 = mul nuw <8 x i64> %2047, splat (i64 3528531795)
  %2052 = mul nuw <8 x i64> %2048, splat (i64 3528531795)
  %2053 = and <8 x i64> %2041, splat (i64 4294967295)
  %2054 = and <8 x i64> %2042, splat (i64 4294967295)
  %2055 = and <8 x i64> %2043, splat (i64 4294967295)
  %2056 = and <8 x i64> %2044, splat (i64 4294967295)
  %2057 = mul nuw <8 x i64> %2053, splat (i64 3449720151)
  %2058 = mul nuw <8 x i64> %2054, splat (i64 3449720151)
  %2059 = mul nuw <8 x i64> %2055, splat (i64 3449720151)
  %2060 = mul nuw <8 x i64> %2056, splat (i64 3449720151)
  %2061 = lshr <8 x i64> %2049, splat (i64 32)
  %2062 = lshr <8 x i64> %2050, splat (i64 32)
  %2063 = lshr <8 x i64> %2051, splat (i64 32)
  %2064 = lshr <8 x i64> %2052, splat (i64 32)
  %2065 = lshr <8 x i64> %2057, splat (i64 32)
  %2066 = lshr <8 x i64> %2058, splat (i64 32)
  %2067 = lshr <8 x i64> %2059, splat (i64 32)
  %2068 = lshr <8 x i64> %2060, splat (i64 32)
  %2069 = xor <8 x i64> %2065, %broadcast.splat1438
  %2070 = xor <8 x i64> %2066, %broadcast.splat1438
  %2071 = xor <8 x i64> %2067, %broadcast.splat1438
  %2072 = xor <8 x i64> %2068, %broadcast.splat1438
  %2073 = xor <8 x i64> %2069, %2033
  %2074 = xor <8 x i64> %2070, %2034
  %2075 = xor <8 x i64> %2071, %2035
  %2076 = xor <8 x i64> %2072, %2036
  %.reass2868 = xor <8 x i64> %2061, %invariant.op2867
  %.reass2870 = xor <8 x i64> %2062, %invariant.op2869
  %.reass2872 = xor <8 x i64> %2063, %invariant.op2871
  %.reass2874 = xor <8 x i64> %2064, %invariant.op2873
  %2077 = and <8 x i64> %2073, splat (i64 4294967295)
  %2078 = and <8 x i64> %2074, splat (i64 4294967295)
  %2079 = and <8 x i64> %2075, splat (i64 4294967295)
  %2080 = and <8 x i64> %2076, splat (i64 4294967295)
  %2081 = mul nuw <8 x i64> %2077, splat (i64 3528531795)
  %2082 = mul nuw <8 x i64> %2078, splat (i64 3528531795)
  %2083 = mul nuw <8 x i64> %2079, splat (i64 3528531795)
  %2084 = mul nuw <8 x i64> %2080, splat (i64 3528531795)
  %2085 = and <8 x i64> %.reass2868, splat (i64 4294967295)
  %2086 = and <8 x i64> %.reass2870, splat (i64 4294967295)
  %2087 = and <8 x i64> %.reass2872, splat (i64 4294967295)
  %2088 = and <8 x i64> %.reass2874, splat (i64 4294967295)
  %2089 = mul nuw <8 x i64> %2085, splat (i64 3449720151)
  %2090 = mul nuw <8 x i64> %2086, splat (i64 3449720151)
  %2091 = mul nuw <8 x i64> %2087, splat (i64 3449720151)
  %2092 = mul nuw <8 x i64> %2088, splat (i64 3449720151)
  %2093 = lshr <8 x i64> %2081, splat (i64 32)
  %2094 = lshr <8 x i64> %2082, splat (i64 32)
  %2095 = lshr <8 x i64> %2083, splat (i64 32)
  %2096 = lshr <8 x i64> %2084, splat (i64 32)
  %2097 = lshr <8 x i64> %2089, splat (i64 32)
  %2098 = lshr <8 x i64> %2090, splat (i64 32)
  %2099 = lshr <8 x i64> %2091, splat (i64 32)
  %2100 = lshr <8 x i64> %2092, splat (i64 32)
  %2101 = xor <8 x i64> %broadcast.splat1442, %2097
  %2102 = xor <8 x i64> %broadcast.splat1442, %2098
  %2103 = xor <8 x i64> %broadcast.splat1442, %2099
  %2104 = xor <8 x i64> %broadcast.splat1442, %2100
  %2105 = xor <8 x i64> %2101, %2057
  %2106 = xor <8 x i64> %2102, %2058
  %2107 = xor <8 x i64> %2103, %2059
  %2108 = xor <8 x i64> %2104, %2060
  %2109 = xor <8 x i64> %2093, %broadcast.splat1444
  %2110 = xor <8 x i64> %2094, %broadcast.splat1444
  %2111 = xor <8 x i64> %2095, %broadcast.splat1444
  %2112 = xor <8 x i64> %2096, %broadcast.splat1444
  %2113 = xor <8 x i64> %2109, %2049
  %2114 = xor <8 x i64> %2110, %2050
  %2115 = xor <8 x i64> %2111, %2051
  %2116 = xor <8 x i64> %2112, %2052
  %2117 = and <8 x i64> %2105, splat (i64 4294967295)
  %2118 = and <8 x i64> %2106, splat (i64 4294967295)
  %2119 = and <8 x i64> %2107, splat (i64 4294967295)
  %2120 = and <8 x i64> %2108, splat (i64 4294967295)
  %2121 = mul nuw <8 x i64> %2117, splat (i64 3528531795)
  %2122 = mul nuw <8 x i64> %2118, splat (i64 3528531795)
  %2123 = mul nuw <8 x i64> %2119, splat (i64 3528531795)
  %2124 = mul nuw <8 x i64> %2120, splat (i64 3528531795)
  %2125 = and <8 x i64> %2113, splat (i64 4294967295)
  %2126 = and <8 x i64> %2114, splat (i64 4294967295)
  %2127 = and <8 x i64> %2115, splat (i64 4294967295)
  %2128 = and <8 x i64> %2116, splat (i64 4294967295)
  %2129 = mul nuw <8 x i64> %2125, splat (i64 3449720151)
  %2130 = mul nuw <8 x i64> %2126, splat (i64 3449720151)
  %2131 = mul nuw <8 x i64> %2127, splat (i64 3449720151)
  %2132 = mul nuw <8 x i64> %2128, splat (i64 3449720151)
  %2133 = lshr <8 x i64> %2121, splat (i64 32)
  %2134 = lshr <8 x i64> %2122, splat (i64 32)
  %2135 = lshr <8 x i64> %2123, splat (i64 32)
  %2136 = lshr <8 x i64> %2124, splat (i64 32)
  %2137 = lshr <8 x i64> %2129, splat (i64 32)
  %2138 = lshr <8 x i64> %2130, splat (i64 32)
  %2139 = lshr <8 x i64> %2131, splat (i64 32)
  %2140 = lshr <8 x i64> %2132, splat (i64 32)
  %2141 = xor <8 x i64> %2137, %broadcast.splat1446
  %2142 = xor <8 x i64> %2138, %broadcast.splat1446
  %2143 = xor <8 x i64> %2139, %broadcast.splat1446
  %2144 = xor <8 x i64> %2140, %broadcast.splat1446
  %2145 = xor <8 x i64> %2141, %2089
  %2146 = xor <8 x i64> %2142, %2090
  %2147 = xor <8 x i64> %2143, %2091
  %2148 = xor <8 x i64> %2144, %2092
  %2149 = xor <8 x i64> %broadcast.splat1448, %2133
  %2150 = xor <8 x i64> %broadcast.splat1448, %2134
  %2151 = xor <8 x i64> %broadcast.splat1448, %2135
  %2152 = xor <8 x i64> %broadcast.splat1448, %2136
  %2153 = xor <8 x i64> %2149, %2081
  %2154 = xor <8 x i64> %2150, %2082
  %2155 = xor <8 x i64> %2151, %2083
  %2156 = xor <8 x i64> %2152, %2084
  %2157 = and <8 x i64> %2145, splat (i64 4294967295)
  %2158 = and <8 x i64> %2146, splat (i64 4294967295)
  %2159 = and <8 x i64> %2147, splat (i64 4294967295)
  %2160 = and <8 x i64> %2148, splat (i64 4294967295)
  %2161 = mul nuw <8 x i64> %2157, splat (i64 3528531795)
  %2162 = mul nuw <8 x i64> %2158, splat (i64 3528531795)
  %2163 = mul nuw <8 x i64> %2159, splat (i64 3528531795)
  %2164 = mul nuw <8 x i64> %2160, splat (i64 3528531795)
  %2165 = and <8 x i64> %2153, splat (i64 4294967295)
  %2166 = and <8 x i64> %2154, splat (i64 4294967295)
  %2167 = and <8 x i64> %2155, splat (i64 4294967295)
  %2168 = and <8 x i64> %2156, splat (i64 4294967295)
  %2169 = mul nuw <8 x i64> %2165, splat (i64 3449720151)
  %2170 = mul nuw <8 x i64> %2166, splat (i64 3449720151)
  %2171 = mul nuw <8 x i64> %2167, splat (i64 3449720151)
  %2172 = mul nuw <8 x i64> %2168, splat (i64 3449720151)
  %2173 = lshr <8 x i64> %2161, splat (i64 32)
  %2174 = lshr <8 x i64> %2162, splat (i64 32)
  %2175 = lshr <8 x i64> %2163, splat (i64 32)
  %2176 = lshr <8 x i64> %2164, splat (i64 32)
  %2177 = lshr <8 x i64> %2169, splat (i64 32)
  %2178 = lshr <8 x i64> %2170, splat (i64 32)
  %2179 = lshr <8 x i64> %2171, splat (i64 32)
  %2180 = lshr <8 x i64> %2172, splat (i64 32)
  %2181 = xor <8 x i64> %broadcast.splat1450, %2177
  %2182 = xor <8 x i64> %broadcast.splat1450, %2178
  %2183 = xor <8 x i64> %broadcast.splat1450, %2179
  %2184 = xor <8 x i64> %broadcast.splat1450, %2180
  %2185 = xor <8 x i64> %2181, %2129
  %2186 = xor <8 x i64> %2182, %2130
  %2187 = xor <8 x i64> %2183, %2131
  %2188 = xor <8 x i64> %2184, %2132
  %2189 = xor <8 x i64> %2173, %broadcast.splat1452
  %2190 = xor <8 x i64> %2174, %broadcast.splat1452
  %2191 = xor <8 x i64> %2175, %broadcast.splat1452
  %2192 = xor <8 x i64> %2176, %broadcast.splat1452
  %2193 = xor <8 x i64> %2189, %2121
  %2194 = xor <8 x i64> %2190, %2122
  %2195 = xor <8 x i64> %2191, %2123
  %2196 = xor <8 x i64> %2192, %2124
  %2197 = and <8 x i64> %2185, splat (i64 4294967295)
  %2198 = and <8 x i64> %2186, splat (i64 4294967295)
  %2199 = and <8 x i64> %2187, splat (i64 4294967295)
  %2200 = and <8 x i64> %2188, splat (i64 4294967295)
  %2201 = mul nuw <8 x i64> %2197, splat (i64 3528531795)
  %2202 = mul nuw <8 x i64> %2198, splat (i64 3528531795)
  %2203 = mul nuw <8 x i64> %2199, splat (i64 3528531795)
  %2204 = mul nuw <8 x i64> %2200, splat (i64 3528531795)
  %2205 = and <8 x i64> %2193, splat (i64 4294967295)
  %2206 = and <8 x i64> %2194, splat (i64 4294967295)
  %2207 = and <8 x i64> %2195, splat (i64 4294967295)
  %2208 = and <8 x i64> %2196, splat (i64 4294967295)
  %2209 = mul nuw <8 x i64> %2205, splat (i64 3449720151)
  %2210 = mul nuw <8 x i64> %2206, splat (i64 3449720151)
  %2211 = mul nuw <8 x i64> %2207, splat (i64 3449720151)
  %2212 = mul nuw <8 x i64> %2208, splat (i64 3449720151)
  %2213 = lshr <8 x i64> %2201, splat (i64 32)
  %2214 = lshr <8 x i64> %2202, splat (i64 32)
  %2215 = lshr <8 x i64> %2203, splat (i64 32)
  %2216 = lshr <8 x i64> %2204, splat (i64 32)
  %2217 = lshr <8 x i64> %2209, splat (i64 32)
  %2218 = lshr <8 x i64> %2210, splat (i64 32)
  %2219 = lshr <8 x i64> %2211, splat (i64 32)
  %2220 = lshr <8 x i64> %2212, splat (i64 32)
  %2221 = xor <8 x i64> %2217, %broadcast.splat1454
  %2222 = xor <8 x i64> %2218, %broadcast.splat1454
  %2223 = xor <8 x i64> %2219, %broadcast.splat1454
  %2224 = xor <8 x i64> %2220, %broadcast.splat1454
  %2225 = xor <8 x i64> %2221, %2169
  %2226 = xor <8 x i64> %2222, %2170
  %2227 = xor <8 x i64> %2223, %2171
  %2228 = xor <8 x i64> %2224, %2172
  %2229 = xor <8 x i64> %broadcast.splat1456, %2213
  %2230 = xor <8 x i64> %broadcast.splat1456, %2214
  %2231 = xor <8 x i64> %broadcast.splat1456, %2215
  %2232 = xor <8 x i64> %broadcast.splat1456, %2216
  %2233 = xor <8 x i64> %2229, %2161
  %2234 = xor <8 x i64> %2230, %2162
  %2235 = xor <8 x i64> %2231, %2163
  %2236 = xor <8 x i64> %2232, %2164
  %2237 = and <8 x i64> %2225, splat (i64 4294967295)
  %2238 = and <8 x i64> %2226, splat (i64 4294967295)
  %2239 = and <8 x i64> %2227, splat (i64 4294967295)
  %2240 = and <8 x i64> %2228, splat (i64 4294967295)
  %2241 = mul nuw <8 x i64> %2237, splat (i64 3528531795)
  %2242 = mul nuw <8 x i64> %2238, splat (i64 3528531795)
  %2243 = mul nuw <8 x i64> %2239, splat (i64 3528531795)
  %2244 = mul nuw <8 x i64> %2240, splat (i64 3528531795)
  %2245 = and <8 x i64> %2233, splat (i64 4294967295)
  %2246 = and <8 x i64> %2234, splat (i64 4294967295)
  %2247 = and <8 x i64> %2235, splat (i64 4294967295)
  %2248 = and <8 x i64> %2236, splat (i64 4294967295)
  %2249 = mul nuw <8 x i64> %2245, splat (i64 3449720151)
  %2250 = mul nuw <8 x i64> %2246, splat (i64 3449720151)
  %2251 = mul nuw <8 x i64> %2247, splat (i64 3449720151)
  %2252 = mul nuw <8 x i64> %2248, splat (i64 3449720151)
  %2253 = lshr <8 x i64> %2241, splat (i64 32)
  %2254 = lshr <8 x i64> %2242, splat (i64 32)
  %2255 = lshr <8 x i64> %2243, splat (i64 32)
  %2256 = lshr <8 x i64> %2244, splat (i64 32)
  %2257 = lshr <8 x i64> %2249, splat (i64 32)
  %2258 = lshr <8 x i64> %2250, splat (i64 32)
  %2259 = lshr <8 x i64> %2251, splat (i64 32)
  %2260 = lshr <8 x i64> %2252, splat (i64 32)
  %2261 = xor <8 x i64> %broadcast.splat1458, %2257
  %2262 = xor <8 x i64> %broadcast.splat1458, %2258
  %2263 = xor <8 x i64> %broadcast.splat1458, %2259
  %2264 = xor <8 x i64> %broadcast.splat1458, %2260
  %2265 = xor <8 x i64> %2261, %2209
  %2266 = xor <8 x i64> %2262, %2210
  %2267 = xor <8 x i64> %2263, %2211
  %2268 = xor <8 x i64> %2264, %2212
  %2269 = xor <8 x i64> %2253, %broadcast.splat1460
  %2270 = xor <8 x i64> %2254, %broadcast.splat1460
  %2271 = xor <8 x i64> %2255, %broadcast.splat1460
  %2272 = xor <8 x i64> %2256, %broadcast.splat1460
  %2273 = xor <8 x i64> %2269, %2201
  %2274 = xor <8 x i64> %2270, %2202
  %2275 = xor <8 x i64> %2271, %2203
  %2276 = xor <8 x i64> %2272, %2204
  %2277 = and <8 x i64> %2265, splat (i64 4294967295)
  %2278 = and <8 x i64> %2266, splat (i64 4294967295)
  %2279 = and <8 x i64> %2267, splat (i64 4294967295)
  %2280 = and <8 x i64> %2268, splat (i64 4294967295)
  %2281 = mul nuw <8 x i64> %2277, splat (i64 3528531795)
  %2282 = mul nuw <8 x i64> %2278, splat (i64 3528531795)
  %2283 = mul nuw <8 x i64> %2279, splat (i64 3528531795)
  %2284 = mul nuw <8 x i64> %2280, splat (i64 3528531795)
  %2285 = lshr <8 x i64> %2281, splat (i64 32)
  %2286 = lshr <8 x i64> %2282, splat (i64 32)
  %2287 = lshr <8 x i64> %2283, splat (i64 32)
  %2288 = lshr <8 x i64> %2284, splat (i64 32)
  %2289 = trunc <8 x i64> %2273 to <8 x i32>
  %2290 = trunc <8 x i64> %2274 to <8 x i32>
  %2291 = trunc <8 x i64> %2275 to <8 x i32>
  %2292 = trunc <8 x i64> %2276 to <8 x i32>
  %2293 = mul <8 x i32> %2289, splat (i32 -845247145)
  %2294 = mul <8 x i32> %2290, splat (i32 -845247145)
  %2295 = mul <8 x i32> %2291, splat (i32 -845247145)
  %2296 = mul <8 x i32> %2292, splat (i32 -845247145)
  %2297 = xor <8 x i64> %broadcast.splat1462, %2285
  %2298 = xor <8 x i64> %broadcast.splat1462, %2286
  %2299 = xor <8 x i64> %broadcast.splat1462, %2287
  %2300 = xor <8 x i64> %broadcast.splat1462, %2288
  %2301 = xor <8 x i64> %2297, %2241
  %2302 = xor <8 x i64> %2298, %2242
  %2303 = xor <8 x i64> %2299, %2243
  %2304 = xor <8 x i64> %2300, %2244
  %2305 = and <8 x i64> %2301, splat (i64 4294967295)
  %2306 = and <8 x i64> %2302, splat (i64 4294967295)
  %2307 = and <8 x i64> %2303, splat (i64 4294967295)
  %2308 = and <8 x i64> %2304, splat (i64 4294967295)
  %2309 = mul nuw <8 x i64> %2305, splat (i64 3449720151)
  %2310 = mul nuw <8 x i64> %2306, splat (i64 3449720151)
  %2311 = mul nuw <8 x i64> %2307, splat (i64 3449720151)
  %2312 = mul nuw <8 x i64> %2308, splat (i64 3449720151)
  %2313 = lshr <8 x i64> %2309, splat (i64 32)
  %2314 = lshr <8 x i64> %2310, splat (i64 32)
  %2315 = lshr <8 x i64> %2311, splat (i64 32)
  %2316 = lshr <8 x i64> %2312, splat (i64 32)
  %2317 = trunc nuw <8 x i64> %2313 to <8 x i32>
  %2318 = trunc nuw <8 x i64> %2314 to <8 x i32>
  %2319 = trunc nuw <8 x i64> %2315 to <8 x i32>
  %2320 = trunc nuw <8 x i64> %2316 to <8 x i32>
  %2321 = trunc <8 x i64> %2309 to <8 x i32>
  %2322 = trunc <8 x i64> %2310 to <8 x i32>
  %2323 = trunc <8 x i64> %2311 to <8 x i32>
  %2324 = trunc <8 x i64> %2312 to <8 x i32>
  %2325 = xor <8 x i32> %2293, %2317
  %2326 = xor <8 x i32> %2325, %broadcast.splat1464
  %2327 = xor <8 x i32> %2294, %2318
  %2328 = xor <8 x i32> %2327, %broadcast.splat1464
  %2329 = xor <8 x i32> %2295, %2319
  %2330 = xor <8 x i32> %2329, %broadcast.splat1464
  %2331 = xor <8 x i32> %2296, %2320
  %2332 = xor <8 x i32> %2331, %broadcast.splat1464
  %2333 = getelementptr inbounds float, ptr %232, i64 %index1466
  %2334 = getelementptr inbounds nuw i8, ptr %2333, i64 32
  %2335 = getelementptr inbounds nuw i8, ptr %2333, i64 64
  %2336 = getelementptr inbounds nuw i8, ptr %2333, i64 96
  store <8 x i32> %2326, ptr %2333, align 4, !alias.scope !0, !noalias !3
  store <8 x i32> %2328, ptr %2334, align 4, !alias.scope !0, !noalias !3
  store <8 x i32> %2330, ptr %2335, align 4, !alias.scope !0, !noalias !3
  store <8 x i32> %2332, ptr %2336, align 4, !alias.scope !0, !noalias !3
  %2337 = getelementptr inbounds float, ptr %scratch, i64 %index1466
  %2338 = getelementptr inbounds nuw i8, ptr %2337, i64 32
  %2339 = getelementptr inbounds nuw i8, ptr %2337, i64 64
  %2340 = getelementptr inbounds nuw i8, ptr %2337, i64 96
  store <8 x i32> %2321, ptr %2337, align 4, !alias.scope !3, !noalias !0
  store <8 x i32> %2322, ptr %2338, align 4, !alias.scope !3, !noalias !0
  store <8 x i32> %2323, ptr %2339, align 4, !alias.scope !3, !noalias !0
  store <8 x i32> %2324, ptr %2340, align 4, !alias.scope !3, !noalias !0
  %index.next1467 = add nuw i64 %index1466, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %2341 = icmp eq i64 %index.next1467, %n.vec1424
  br i1 %2341, label %middle.block1468, label %vector.body1465, !llvm.loop !49

middle.block1468:                                 ; preds = %vector.body1465
  br i1 %cmp.n1469, label %vector.ph1387, label %vec.epilog.iter.check1472

vec.epilog.iter.check1472:                        ; preds = %middle.block1468
  br i1 %min.epilog.iters.check1473, label %philox.body445.us.preheader, label %vec.epilog.ph1474, !prof !50

vec.epilog.ph1474:                                ; preds = %vec.epilog.iter.check1472
  %broadcast.splatinsert1481 = insertelement <8 x i64> poison, i64 %2011, i64 0
  %broadcast.splat1482 = shufflevector <8 x i64> %broadcast.splatinsert1481, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar = xor i64 %2004, %235
  %.scalar2319 = and i64 %.scalar, 4294967295
  %2342 = insertelement <8 x i64> poison, i64 %.scalar2319, i64 0
  %.masked = shufflevector <8 x i64> %2342, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2320 = xor i64 %2009, %238
  %.scalar2321 = and i64 %.scalar2320, 4294967295
  %2343 = insertelement <8 x i64> poison, i64 %.scalar2321, i64 0
  %.masked2313 = shufflevector <8 x i64> %2343, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body1519

vec.epilog.vector.body1519:                       ; preds = %vec.epilog.vector.body1519, %vec.epilog.ph1474
  %index1520 = phi i64 [ %n.vec1424, %vec.epilog.ph1474 ], [ %index.next1522, %vec.epilog.vector.body1519 ]
  %vec.ind1521 = phi <8 x i64> [ %induction, %vec.epilog.ph1474 ], [ %vec.ind.next1523, %vec.epilog.vector.body1519 ]
  %2344 = add <8 x i64> %vec.ind1521, %broadcast.splat1484
  %2345 = and <8 x i64> %2344, splat (i64 4294967295)
  %2346 = mul nuw <8 x i64> %2345, splat (i64 3528531795)
  %2347 = xor <8 x i64> %2344, %broadcast.splat1486
  %2348 = xor <8 x i64> %2347, %2346
  %2349 = lshr <8 x i64> %2348, splat (i64 32)
  %2350 = mul nuw <8 x i64> %2349, splat (i64 3449720151)
  %2351 = lshr <8 x i64> %2350, splat (i64 32)
  %2352 = xor <8 x i64> %broadcast.splat1482, %2346
  %2353 = xor <8 x i64> %.masked, %2351
  %2354 = mul nuw <8 x i64> %2353, splat (i64 3528531795)
  %2355 = and <8 x i64> %2352, splat (i64 4294967295)
  %2356 = mul nuw <8 x i64> %2355, splat (i64 3449720151)
  %2357 = lshr <8 x i64> %2354, splat (i64 32)
  %2358 = lshr <8 x i64> %2356, splat (i64 32)
  %2359 = xor <8 x i64> %2358, %broadcast.splat1490
  %2360 = xor <8 x i64> %2359, %2350
  %2361 = and <8 x i64> %2360, splat (i64 4294967295)
  %2362 = mul nuw <8 x i64> %2361, splat (i64 3528531795)
  %2363 = xor <8 x i64> %.masked2313, %2357
  %2364 = mul nuw <8 x i64> %2363, splat (i64 3449720151)
  %2365 = lshr <8 x i64> %2362, splat (i64 32)
  %2366 = lshr <8 x i64> %2364, splat (i64 32)
  %2367 = xor <8 x i64> %broadcast.splat1494, %2366
  %2368 = xor <8 x i64> %2367, %2356
  %2369 = xor <8 x i64> %2365, %broadcast.splat1496
  %2370 = xor <8 x i64> %2369, %2354
  %2371 = and <8 x i64> %2368, splat (i64 4294967295)
  %2372 = mul nuw <8 x i64> %2371, splat (i64 3528531795)
  %2373 = and <8 x i64> %2370, splat (i64 4294967295)
  %2374 = mul nuw <8 x i64> %2373, splat (i64 3449720151)
  %2375 = lshr <8 x i64> %2372, splat (i64 32)
  %2376 = lshr <8 x i64> %2374, splat (i64 32)
  %2377 = xor <8 x i64> %2376, %broadcast.splat1498
  %2378 = xor <8 x i64> %2377, %2364
  %2379 = xor <8 x i64> %broadcast.splat1500, %2375
  %2380 = xor <8 x i64> %2379, %2362
  %2381 = and <8 x i64> %2378, splat (i64 4294967295)
  %2382 = mul nuw <8 x i64> %2381, splat (i64 3528531795)
  %2383 = and <8 x i64> %2380, splat (i64 4294967295)
  %2384 = mul nuw <8 x i64> %2383, splat (i64 3449720151)
  %2385 = lshr <8 x i64> %2382, splat (i64 32)
  %2386 = lshr <8 x i64> %2384, splat (i64 32)
  %2387 = xor <8 x i64> %broadcast.splat1502, %2386
  %2388 = xor <8 x i64> %2387, %2374
  %2389 = xor <8 x i64> %2385, %broadcast.splat1504
  %2390 = xor <8 x i64> %2389, %2372
  %2391 = and <8 x i64> %2388, splat (i64 4294967295)
  %2392 = mul nuw <8 x i64> %2391, splat (i64 3528531795)
  %2393 = and <8 x i64> %2390, splat (i64 4294967295)
  %2394 = mul nuw <8 x i64> %2393, splat (i64 3449720151)
  %2395 = lshr <8 x i64> %2392, splat (i64 32)
  %2396 = lshr <8 x i64> %2394, splat (i64 32)
  %2397 = xor <8 x i64> %2396, %broadcast.splat1506
  %2398 = xor <8 x i64> %2397, %2384
  %2399 = xor <8 x i64> %broadcast.splat1508, %2395
  %2400 = xor <8 x i64> %2399, %2382
  %2401 = and <8 x i64> %2398, splat (i64 4294967295)
  %2402 = mul nuw <8 x i64> %2401, splat (i64 3528531795)
  %2403 = and <8 x i64> %2400, splat (i64 4294967295)
  %2404 = mul nuw <8 x i64> %2403, splat (i64 3449720151)
  %2405 = lshr <8 x i64> %2402, splat (i64 32)
  %2406 = lshr <8 x i64> %2404, splat (i64 32)
  %2407 = xor <8 x i64> %broadcast.splat1510, %2406
  %2408 = xor <8 x i64> %2407, %2394
  %2409 = xor <8 x i64> %2405, %broadcast.splat1512
  %2410 = xor <8 x i64> %2409, %2392
  %2411 = and <8 x i64> %2408, splat (i64 4294967295)
  %2412 = mul nuw <8 x i64> %2411, splat (i64 3528531795)
  %2413 = lshr <8 x i64> %2412, splat (i64 32)
  %2414 = trunc <8 x i64> %2410 to <8 x i32>
  %2415 = mul <8 x i32> %2414, splat (i32 -845247145)
  %2416 = xor <8 x i64> %broadcast.splat1514, %2413
  %2417 = xor <8 x i64> %2416, %2402
  %2418 = and <8 x i64> %2417, splat (i64 4294967295)
  %2419 = mul nuw <8 x i64> %2418, splat (i64 3449720151)
  %2420 = lshr <8 x i64> %2419, splat (i64 32)
  %2421 = trunc nuw <8 x i64> %2420 to <8 x i32>
  %2422 = trunc <8 x i64> %2419 to <8 x i32>
  %2423 = xor <8 x i32> %2415, %broadcast.splat1516
  %2424 = xor <8 x i32> %2423, %2421
  %2425 = getelementptr inbounds float, ptr %232, i64 %index1520
  store <8 x i32> %2424, ptr %2425, align 4, !alias.scope !0, !noalias !3
  %2426 = getelementptr inbounds float, ptr %scratch, i64 %index1520
  store <8 x i32> %2422, ptr %2426, align 4, !alias.scope !3, !noalias !0
  %index.next1522 = add nuw i64 %index1520, 8
  %vec.ind.next1523 = add nuw <8 x i64> %vec.ind1521, splat (i64 8)
  %2427 = icmp eq i64 %index.next1522, %n.vec1476
  br i1 %2427, label %vec.epilog.middle.block1524, label %vec.epilog.vector.body1519, !llvm.loop !51

vec.epilog.middle.block1524:                      ; preds = %vec.epilog.vector.body1519
  br i1 %cmp.n1525, label %vector.ph1387, label %philox.body445.us.preheader

philox.body445.us.preheader:                      ; preds = %vec.epilog.iter.check1472, %vec.epilog.middle.block1524
  %philox447669.us.ph = phi i64 [ %n.vec1424, %vec.epilog.iter.check1472 ], [ %n.vec1476, %vec.epilog.middle.block1524 ]
  %invariant.op2875 = xor i64 %235, %2004
  %invariant.op2876 = xor i64 %238, %2009
  br label %philox.body445.us

step.header425.step.exit427_crit_edge.us:         ; preds = %noise.done551.us
  %2428 = add nuw i64 %row421720.us, 1
  %exitcond920.not = icmp eq i64 %2428, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond920.not, label %across.done, label %row.body.us

across.done:                                      ; preds = %step.header425.step.exit427_crit_edge.us, %step.header122.step.exit124_crit_edge.us, %lockstep_block.body, %across_out.exit, %row.body.lr.ph, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.exit
  %wide.load2195.72793 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.72794, %across_out.exit ]
  %wide.load2195.62782 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.62783, %across_out.exit ]
  %wide.load2195.52771 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.52772, %across_out.exit ]
  %wide.load2195.42760 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.42761, %across_out.exit ]
  %wide.load2195.32749 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.32750, %across_out.exit ]
  %wide.load2195.22738 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.22739, %across_out.exit ]
  %wide.load2195.12727 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2195.12728, %across_out.exit ]
  %wide.load21952716 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load21952717, %across_out.exit ]
  %wide.load2237.72705 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.72706, %across_out.exit ]
  %wide.load2237.62694 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.62695, %across_out.exit ]
  %wide.load2237.52683 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.52684, %across_out.exit ]
  %wide.load2237.42672 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.42673, %across_out.exit ]
  %wide.load2237.32661 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.32662, %across_out.exit ]
  %wide.load2237.22650 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.22651, %across_out.exit ]
  %wide.load2237.12639 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2237.12640, %across_out.exit ]
  %wide.load22372628 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22372629, %across_out.exit ]
  %wide.load2236.72617 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.72618, %across_out.exit ]
  %wide.load2236.62606 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.62607, %across_out.exit ]
  %wide.load2236.52595 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.52596, %across_out.exit ]
  %wide.load2236.42584 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.42585, %across_out.exit ]
  %wide.load2236.32573 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.32574, %across_out.exit ]
  %wide.load2236.22562 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.22563, %across_out.exit ]
  %wide.load2236.12551 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2236.12552, %across_out.exit ]
  %wide.load22362540 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load22362541, %across_out.exit ]
  %wide.load2235.72529 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.72530, %across_out.exit ]
  %wide.load2235.62518 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.62519, %across_out.exit ]
  %wide.load2235.52507 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.52508, %across_out.exit ]
  %wide.load2235.42496 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.42497, %across_out.exit ]
  %wide.load2235.32485 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.32486, %across_out.exit ]
  %wide.load2235.22474 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.22475, %across_out.exit ]
  %wide.load2235.12463 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %wide.load2235.12464, %across_out.exit ]
  %2429 = phi <8 x float> [ undef, %across_block.body.lr.ph ], [ %2859, %across_out.exit ]
  %indvars.iv968 = phi i64 [ %35, %across_block.body.lr.ph ], [ %indvars.iv.next969, %across_out.exit ]
  %across_block808 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %4323, %across_out.exit ]
  %umin2454 = tail call i64 @llvm.umin.i64(i64 %indvars.iv968, i64 64)
  %2430 = mul nuw nsw i64 %n_features, %umin2454
  %2431 = tail call i64 @llvm.umax.i64(i64 %indvars.iv968, i64 1)
  %umax2083 = tail call i64 @llvm.umin.i64(i64 %2431, i64 64)
  %2432 = tail call i64 @llvm.umax.i64(i64 %indvars.iv968, i64 1)
  %umax2023 = tail call i64 @llvm.umin.i64(i64 %2432, i64 64)
  %2433 = tail call i64 @llvm.umax.i64(i64 %indvars.iv968, i64 1)
  %umax976 = tail call i64 @llvm.umin.i64(i64 %2433, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block808
  %2434 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %2434, -1
  br i1 %.not831, label %across_in.exit, label %across_in.body

across_in.body:                                   ; preds = %across_block.body, %across_in.body
  %across_in788 = phi i64 [ %2454, %across_in.body ], [ 0, %across_block.body ]
  %r = and i64 %across_in788, 62
  %f = lshr i64 %across_in788, 6
  %2435 = icmp ugt i64 %rows_left, %r
  %2436 = select i1 %2435, i64 %r, i64 %last_row
  %row = add i64 %2436, %across_block808
  %row_element = mul i64 %row, %n_features
  %2437 = add i64 %row_element, %f
  %2438 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in788
  %2439 = getelementptr inbounds float, ptr %state, i64 %2437
  %2440 = load float, ptr %2439, align 4
  store float %2440, ptr %2438, align 4
  %2441 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in788
  %2442 = getelementptr inbounds float, ptr %input_0, i64 %2437
  %2443 = load float, ptr %2442, align 4
  store float %2443, ptr %2441, align 4
  %2444 = or disjoint i64 %across_in788, 1
  %r.1 = and i64 %2444, 63
  %f.1 = lshr i64 %across_in788, 6
  %2445 = icmp ugt i64 %rows_left, %r.1
  %2446 = select i1 %2445, i64 %r.1, i64 %last_row
  %row.1 = add i64 %2446, %across_block808
  %row_element.1 = mul i64 %row.1, %n_features
  %2447 = add i64 %row_element.1, %f.1
  %2448 = getelementptr inbounds nuw float, ptr %across_state, i64 %2444
  %2449 = getelementptr inbounds float, ptr %state, i64 %2447
  %2450 = load float, ptr %2449, align 4
  store float %2450, ptr %2448, align 4
  %2451 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %2444
  %2452 = getelementptr inbounds float, ptr %input_0, i64 %2447
  %2453 = load float, ptr %2452, align 4
  store float %2453, ptr %2451, align 4
  %2454 = add nuw nsw i64 %across_in788, 2
  %exitcond953.not.1 = icmp eq i64 %2454, %block_elements
  br i1 %exitcond953.not.1, label %across_in.exit, label %across_in.body, !llvm.loop !52

across_in.exit:                                   ; preds = %across_in.body, %across_block.body
  br i1 %.not832, label %step.exit, label %step.body.lr.ph

step.body.lr.ph:                                  ; preds = %across_in.exit
  %2455 = getelementptr float, ptr %status, i64 %across_block808
  %broadcast.splatinsert2267 = insertelement <8 x i64> poison, i64 %across_block808, i64 0
  %broadcast.splat2268 = shufflevector <8 x i64> %broadcast.splatinsert2267, <8 x i64> poison, <8 x i32> zeroinitializer
  %min.iters.check2085 = icmp ult i64 %indvars.iv968, 4
  %min.iters.check2088 = icmp ult i64 %indvars.iv968, 32
  %n.mod.vf2091 = and i64 %umax2083, 28
  %n.vec2092 = and i64 %umax2083, 96
  %cmp.n2109 = icmp eq i64 %umax2083, %n.vec2092
  %min.epilog.iters.check2113 = icmp eq i64 %n.mod.vf2091, 0
  %n.vec2116 = and i64 %umax2083, 124
  %cmp.n2124 = icmp eq i64 %umax2083, %n.vec2116
  %min.iters.check2025 = icmp ult i64 %indvars.iv968, 4
  %min.iters.check2028 = icmp ult i64 %indvars.iv968, 32
  %n.mod.vf2031 = and i64 %umax2023, 28
  %n.vec2032 = and i64 %umax2023, 96
  %cmp.n2049 = icmp eq i64 %umax2023, %n.vec2032
  %min.epilog.iters.check2053 = icmp eq i64 %n.mod.vf2031, 0
  %n.vec2056 = and i64 %umax2023, 124
  %cmp.n2064 = icmp eq i64 %umax2023, %n.vec2056
  br label %step.body

step.body:                                        ; preds = %step.body.lr.ph, %noise.done68
  %wide.load2195.72792 = phi <8 x float> [ %wide.load2195.72793, %step.body.lr.ph ], [ %wide.load2195.72795, %noise.done68 ]
  %wide.load2195.62781 = phi <8 x float> [ %wide.load2195.62782, %step.body.lr.ph ], [ %wide.load2195.62784, %noise.done68 ]
  %wide.load2195.52770 = phi <8 x float> [ %wide.load2195.52771, %step.body.lr.ph ], [ %wide.load2195.52773, %noise.done68 ]
  %wide.load2195.42759 = phi <8 x float> [ %wide.load2195.42760, %step.body.lr.ph ], [ %wide.load2195.42762, %noise.done68 ]
  %wide.load2195.32748 = phi <8 x float> [ %wide.load2195.32749, %step.body.lr.ph ], [ %wide.load2195.32751, %noise.done68 ]
  %wide.load2195.22737 = phi <8 x float> [ %wide.load2195.22738, %step.body.lr.ph ], [ %wide.load2195.22740, %noise.done68 ]
  %wide.load2195.12726 = phi <8 x float> [ %wide.load2195.12727, %step.body.lr.ph ], [ %wide.load2195.12729, %noise.done68 ]
  %wide.load21952715 = phi <8 x float> [ %wide.load21952716, %step.body.lr.ph ], [ %wide.load21952718, %noise.done68 ]
  %wide.load2237.72704 = phi <8 x float> [ %wide.load2237.72705, %step.body.lr.ph ], [ %wide.load2237.72707, %noise.done68 ]
  %wide.load2237.62693 = phi <8 x float> [ %wide.load2237.62694, %step.body.lr.ph ], [ %wide.load2237.62696, %noise.done68 ]
  %wide.load2237.52682 = phi <8 x float> [ %wide.load2237.52683, %step.body.lr.ph ], [ %wide.load2237.52685, %noise.done68 ]
  %wide.load2237.42671 = phi <8 x float> [ %wide.load2237.42672, %step.body.lr.ph ], [ %wide.load2237.42674, %noise.done68 ]
  %wide.load2237.32660 = phi <8 x float> [ %wide.load2237.32661, %step.body.lr.ph ], [ %wide.load2237.32663, %noise.done68 ]
  %wide.load2237.22649 = phi <8 x float> [ %wide.load2237.22650, %step.body.lr.ph ], [ %wide.load2237.22652, %noise.done68 ]
  %wide.load2237.12638 = phi <8 x float> [ %wide.load2237.12639, %step.body.lr.ph ], [ %wide.load2237.12641, %noise.done68 ]
  %wide.load22372627 = phi <8 x float> [ %wide.load22372628, %step.body.lr.ph ], [ %wide.load22372630, %noise.done68 ]
  %wide.load2236.72616 = phi <8 x float> [ %wide.load2236.72617, %step.body.lr.ph ], [ %wide.load2236.72619, %noise.done68 ]
  %wide.load2236.62605 = phi <8 x float> [ %wide.load2236.62606, %step.body.lr.ph ], [ %wide.load2236.62608, %noise.done68 ]
  %wide.load2236.52594 = phi <8 x float> [ %wide.load2236.52595, %step.body.lr.ph ], [ %wide.load2236.52597, %noise.done68 ]
  %wide.load2236.42583 = phi <8 x float> [ %wide.load2236.42584, %step.body.lr.ph ], [ %wide.load2236.42586, %noise.done68 ]
  %wide.load2236.32572 = phi <8 x float> [ %wide.load2236.32573, %step.body.lr.ph ], [ %wide.load2236.32575, %noise.done68 ]
  %wide.load2236.22561 = phi <8 x float> [ %wide.load2236.22562, %step.body.lr.ph ], [ %wide.load2236.22564, %noise.done68 ]
  %wide.load2236.12550 = phi <8 x float> [ %wide.load2236.12551, %step.body.lr.ph ], [ %wide.load2236.12553, %noise.done68 ]
  %wide.load22362539 = phi <8 x float> [ %wide.load22362540, %step.body.lr.ph ], [ %wide.load22362542, %noise.done68 ]
  %wide.load2235.72528 = phi <8 x float> [ %wide.load2235.72529, %step.body.lr.ph ], [ %wide.load2235.72531, %noise.done68 ]
  %wide.load2235.62517 = phi <8 x float> [ %wide.load2235.62518, %step.body.lr.ph ], [ %wide.load2235.62520, %noise.done68 ]
  %wide.load2235.52506 = phi <8 x float> [ %wide.load2235.52507, %step.body.lr.ph ], [ %wide.load2235.52509, %noise.done68 ]
  %wide.load2235.42495 = phi <8 x float> [ %wide.load2235.42496, %step.body.lr.ph ], [ %wide.load2235.42498, %noise.done68 ]
  %wide.load2235.32484 = phi <8 x float> [ %wide.load2235.32485, %step.body.lr.ph ], [ %wide.load2235.32487, %noise.done68 ]
  %wide.load2235.22473 = phi <8 x float> [ %wide.load2235.22474, %step.body.lr.ph ], [ %wide.load2235.22476, %noise.done68 ]
  %wide.load2235.12462 = phi <8 x float> [ %wide.load2235.12463, %step.body.lr.ph ], [ %wide.load2235.12465, %noise.done68 ]
  %2456 = phi <8 x float> [ %2429, %step.body.lr.ph ], [ %4036, %noise.done68 ]
  %step3806 = phi i64 [ 0, %step.body.lr.ph ], [ %4037, %noise.done68 ]
  %temperature1.0805 = phi float [ %temperature, %step.body.lr.ph ], [ %t_next, %noise.done68 ]
  %2457 = fmul float %two_eta, %temperature1.0805
  %2458 = fcmp ogt float %2457, 0.000000e+00
  %2459 = tail call float @llvm.sqrt.f32(float %2457)
  %2460 = select i1 %2458, float %2459, float 0.000000e+00
  %noise_scale4 = select i1 %anneal2.not, float %noise_scale, float %2460
  %key1_step = add i64 %step3806, %key1
  br i1 %cond, label %across_feature.header14.preheader, label %philox.header.preheader

philox.header.preheader:                          ; preds = %step.body
  br i1 %.not831, label %iter.check2087, label %vector.ph2258

vector.ph2258:                                    ; preds = %philox.header.preheader
  %2461 = lshr i64 %key1_step, 32
  %2462 = mul nuw i64 %2461, 3449720151
  %2463 = lshr i64 %2462, 32
  %2464 = xor i64 %key0, %2463
  %2465 = xor i64 %2464, %key1_step
  %2466 = and i64 %2465, 4294967295
  %2467 = mul nuw i64 %2466, 3528531795
  %2468 = lshr i64 %2467, 32
  %2469 = xor i64 %2468, %20
  %broadcast.splatinsert2261 = insertelement <8 x i64> poison, i64 %2462, i64 0
  %broadcast.splat2262 = shufflevector <8 x i64> %broadcast.splatinsert2261, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2263 = insertelement <8 x i64> poison, i64 %2467, i64 0
  %broadcast.splat2264 = shufflevector <8 x i64> %broadcast.splatinsert2263, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert2265 = insertelement <8 x i64> poison, i64 %2469, i64 0
  %broadcast.splat2266 = shufflevector <8 x i64> %broadcast.splatinsert2265, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2900 = xor <8 x i64> %broadcast.splat2274, %broadcast.splat2262
  %invariant.op2902 = xor <8 x i64> %broadcast.splat2274, %broadcast.splat2262
  %invariant.op2904 = xor <8 x i64> %broadcast.splat2274, %broadcast.splat2262
  %invariant.op2906 = xor <8 x i64> %broadcast.splat2274, %broadcast.splat2262
  %invariant.op2908 = xor <8 x i64> %broadcast.splat2278, %broadcast.splat2264
  %invariant.op2910 = xor <8 x i64> %broadcast.splat2278, %broadcast.splat2264
  %invariant.op2912 = xor <8 x i64> %broadcast.splat2278, %broadcast.splat2264
  %invariant.op2914 = xor <8 x i64> %broadcast.splat2278, %broadcast.splat2264
  br label %vector.body2303

vector.body2303:                                  ; preds = %vector.body2303, %vector.ph2258
  %index2304 = phi i64 [ 0, %vector.ph2258 ], [ %index.next2309, %vector.body2303 ]
  %vec.ind2305 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph2258 ], [ %vec.ind.next2310, %vector.body2303 ]
  %step.add2306 = add <8 x i64> %vec.ind2305, splat (i64 8)
  %step.add.22307 = add <8 x i64> %vec.ind2305, splat (i64 16)
  %step.add.32308 = add <8 x i64> %vec.ind2305, splat (i64 24)
  %2470 = and <8 x i64> %vec.ind2305, splat (i64 63)
  %2471 = and <8 x i64> %step.add2306, splat (i64 63)
  %2472 = and <8 x i64> %step.add.22307, splat (i64 63)
  %2473 = and <8 x i64> %step.add.32308, splat (i64 63)
  %2474 = lshr <8 x i64> %vec.ind2305, splat (i64 6)
  %2475 = lshr <8 x i64> %step.add2306, splat (i64 6)
  %2476 = lshr <8 x i64> %step.add.22307, splat (i64 6)
  %2477 = lshr <8 x i64> %step.add.32308, splat (i64 6)
  %2478 = add <8 x i64> %2470, %broadcast.splat2268
  %2479 = add <8 x i64> %2471, %broadcast.splat2268
  %2480 = add <8 x i64> %2472, %broadcast.splat2268
  %2481 = add <8 x i64> %2473, %broadcast.splat2268
  %2482 = mul <8 x i64> %2478, %broadcast.splat2270
  %2483 = mul <8 x i64> %2479, %broadcast.splat2270
  %2484 = mul <8 x i64> %2480, %broadcast.splat2270
  %2485 = mul <8 x i64> %2481, %broadcast.splat2270
  %2486 = add <8 x i64> %2482, %2474
  %2487 = add <8 x i64> %2483, %2475
  %2488 = add <8 x i64> %2484, %2476
  %2489 = add <8 x i64> %2485, %2477
  %2490 = and <8 x i64> %2486, splat (i64 4294967295)
  %2491 = and <8 x i64> %2487, splat (i64 4294967295)
  %2492 = and <8 x i64> %2488, splat (i64 4294967295)
  %2493 = and <8 x i64> %2489, splat (i64 4294967295)
  %2494 = mul nuw <8 x i64> %2490, splat (i64 3528531795)
  %2495 = mul nuw <8 x i64> %2491, splat (i64 3528531795)
  %2496 = mul nuw <8 x i64> %2492, splat (i64 3528531795)
  %2497 = mul nuw <8 x i64> %2493, splat (i64 3528531795)
  %2498 = xor <8 x i64> %2486, %broadcast.splat2272
  %2499 = xor <8 x i64> %2487, %broadcast.splat2272
  %2500 = xor <8 x i64> %2488, %broadcast.splat2272
  %2501 = xor <8 x i64> %2489, %broadcast.splat2272
  %2502 = xor <8 x i64> %2498, %2494
  %2503 = xor <8 x i64> %2499, %2495
  %2504 = xor <8 x i64> %2500, %2496
  %2505 = xor <8 x i64> %2501, %2497
  %2506 = lshr <8 x i64> %2502, splat (i64 32)
  %2507 = lshr <8 x i64> %2503, splat (i64 32)
  %2508 = lshr <8 x i64> %2504, splat (i64 32)
  %2509 = lshr <8 x i64> %2505, splat (i64 32)
  %2510 = mul nuw <8 x i64> %2506, splat (i64 3449720151)
  %2511 = mul nuw <8 x i64> %2507, splat (i64 3449720151)
  %2512 = mul nuw <8 x i64> %2508, splat (i64 3449720151)
  %2513 = mul nuw <8 x i64> %2509, splat (i64 3449720151)
  %2514 = lshr <8 x i64> %2510, splat (i64 32)
  %2515 = lshr <8 x i64> %2511, splat (i64 32)
  %2516 = lshr <8 x i64> %2512, splat (i64 32)
  %2517 = lshr <8 x i64> %2513, splat (i64 32)
  %.reass2901 = xor <8 x i64> %2514, %invariant.op2900
  %.reass2903 = xor <8 x i64> %2515, %invariant.op2902
  %.reass2905 = xor <8 x i64> %2516, %invariant.op2904
  %.reass2907 = xor <8 x i64> %2517, %invariant.op2906
  %2518 = xor <8 x i64> %broadcast.splat2266, %2494
  %2519 = xor <8 x i64> %broadcast.splat2266, %2495
  %2520 = xor <8 x i64> %broadcast.splat2266, %2496
  %2521 = xor <8 x i64> %broadcast.splat2266, %2497
  %2522 = and <8 x i64> %.reass2901, splat (i64 4294967295)
  %2523 = and <8 x i64> %.reass2903, splat (i64 4294967295)
  %2524 = and <8 x i64> %.reass2905, splat (i64 4294967295)
  %2525 = and <8 x i64> %.reass2907, splat (i64 4294967295)
  %2526 = mul nuw <8 x i64> %2522, splat (i64 3528531795)
  %2527 = mul nuw <8 x i64> %2523, splat (i64 3528531795)
  %2528 = mul nuw <8 x i64> %2524, splat (i64 3528531795)
  %2529 = mul nuw <8 x i64> %2525, splat (i64 3528531795)
  %2530 = and <8 x i64> %2518, splat (i64 4294967295)
  %2531 = and <8 x i64> %2519, splat (i64 4294967295)
  %2532 = and <8 x i64> %2520, splat (i64 4294967295)
  %2533 = and <8 x i64> %2521, splat (i64 4294967295)
  %2534 = mul nuw <8 x i64> %2530, splat (i64 3449720151)
  %2535 = mul nuw <8 x i64> %2531, splat (i64 3449720151)
  %2536 = mul nuw <8 x i64> %2532, splat (i64 3449720151)
  %2537 = mul nuw <8 x i64> %2533, splat (i64 3449720151)
  %2538 = lshr <8 x i64> %2526, splat (i64 32)
  %2539 = lshr <8 x i64> %2527, splat (i64 32)
  %2540 = lshr <8 x i64> %2528, splat (i64 32)
  %2541 = lshr <8 x i64> %2529, splat (i64 32)
  %2542 = lshr <8 x i64> %2534, splat (i64 32)
  %2543 = lshr <8 x i64> %2535, splat (i64 32)
  %2544 = lshr <8 x i64> %2536, splat (i64 32)
  %2545 = lshr <8 x i64> %2537, splat (i64 32)
  %2546 = xor <8 x i64> %2542, %broadcast.splat2276
  %2547 = xor <8 x i64> %2543, %broadcast.splat2276
  %2548 = xor <8 x i64> %2544, %broadcast.splat2276
  %2549 = xor <8 x i64> %2545, %broadcast.splat2276
  %2550 = xor <8 x i64> %2546, %2510
  %2551 = xor <8 x i64> %2547, %2511
  %2552 = xor <8 x i64> %2548, %2512
  %2553 = xor <8 x i64> %2549, %2513
  %.reass2909 = xor <8 x i64> %2538, %invariant.op2908
  %.reass2911 = xor <8 x i64> %2539, %invariant.op2910
  %.reass2913 = xor <8 x i64> %2540, %invariant.op2912
  %.reass2915 = xor <8 x i64> %2541, %invariant.op2914
  %2554 = and <8 x i64> %2550, splat (i64 4294967295)
  %2555 = and <8 x i64> %2551, splat (i64 4294967295)
  %2556 = and <8 x i64> %2552, splat (i64 4294967295)
  %2557 = and <8 x i64> %2553, splat (i64 4294967295)
  %2558 = mul nuw <8 x i64> %2554, splat (i64 3528531795)
  %2559 = mul nuw <8 x i64> %2555, splat (i64 3528531795)
  %2560 = mul nuw <8 x i64> %2556, splat (i64 3528531795)
  %2561 = mul nuw <8 x i64> %2557, splat (i64 3528531795)
  %2562 = and <8 x i64> %.reass2909, splat (i64 4294967295)
  %2563 = and <8 x i64> %.reass2911, splat (i64 4294967295)
  %2564 = and <8 x i64> %.reass2913, splat (i64 4294967295)
  %2565 = and <8 x i64> %.reass2915, splat (i64 4294967295)
  %2566 = mul nuw <8 x i64> %2562, splat (i64 3449720151)
  %2567 = mul nuw <8 x i64> %2563, splat (i64 3449720151)
  %2568 = mul nuw <8 x i64> %2564, splat (i64 3449720151)
  %2569 = mul nuw <8 x i64> %2565, splat (i64 3449720151)
  %2570 = lshr <8 x i64> %2558, splat (i64 32)
  %2571 = lshr <8 x i64> %2559, splat (i64 32)
  %2572 = lshr <8 x i64> %2560, splat (i64 32)
  %2573 = lshr <8 x i64> %2561, splat (i64 32)
  %2574 = lshr <8 x i64> %2566, splat (i64 32)
  %2575 = lshr <8 x i64> %2567, splat (i64 32)
  %2576 = lshr <8 x i64> %2568, splat (i64 32)
  %2577 = lshr <8 x i64> %2569, splat (i64 32)
  %2578 = xor <8 x i64> %broadcast.splat2280, %2574
  %2579 = xor <8 x i64> %broadcast.splat2280, %2575
  %2580 = xor <8 x i64> %broadcast.splat2280, %2576
  %2581 = xor <8 x i64> %broadcast.splat2280, %2577
  %2582 = xor <8 x i64> %2578, %2534
  %2583 = xor <8 x i64> %2579, %2535
  %2584 = xor <8 x i64> %2580, %2536
  %2585 = xor <8 x i64> %2581, %2537
  %2586 = xor <8 x i64> %2570, %broadcast.splat2282
  %2587 = xor <8 x i64> %2571, %broadcast.splat2282
  %2588 = xor <8 x i64> %2572, %broadcast.splat2282
  %2589 = xor <8 x i64> %2573, %broadcast.splat2282
  %2590 = xor <8 x i64> %2586, %2526
  %2591 = xor <8 x i64> %2587, %2527
  %2592 = xor <8 x i64> %2588, %2528
  %2593 = xor <8 x i64> %2589, %2529
  %2594 = and <8 x i64> %2582, splat (i64 4294967295)
  %2595 = and <8 x i64> %2583, splat (i64 4294967295)
  %2596 = and <8 x i64> %2584, splat (i64 4294967295)
  %2597 = and <8 x i64> %2585, splat (i64 4294967295)
  %2598 = mul nuw <8 x i64> %2594, splat (i64 3528531795)
  %2599 = mul nuw <8 x i64> %2595, splat (i64 3528531795)
  %2600 = mul nuw <8 x i64> %2596, splat (i64 3528531795)
  %2601 = mul nuw <8 x i64> %2597, splat (i64 3528531795)
  %2602 = and <8 x i64> %2590, splat (i64 4294967295)
  %2603 = and <8 x i64> %2591, splat (i64 4294967295)
  %2604 = and <8 x i64> %2592, splat (i64 4294967295)
  %2605 = and <8 x i64> %2593, splat (i64 4294967295)
  %2606 = mul nuw <8 x i64> %2602, splat (i64 3449720151)
  %2607 = mul nuw <8 x i64> %2603, splat (i64 3449720151)
  %2608 = mul nuw <8 x i64> %2604, splat (i64 3449720151)
  %2609 = mul nuw <8 x i64> %2605, splat (i64 3449720151)
  %2610 = lshr <8 x i64> %2598, splat (i64 32)
  %2611 = lshr <8 x i64> %2599, splat (i64 32)
  %2612 = lshr <8 x i64> %2600, splat (i64 32)
  %2613 = lshr <8 x i64> %2601, splat (i64 32)
  %2614 = lshr <8 x i64> %2606, splat (i64 32)
  %2615 = lshr <8 x i64> %2607, splat (i64 32)
  %2616 = lshr <8 x i64> %2608, splat (i64 32)
  %2617 = lshr <8 x i64> %2609, splat (i64 32)
  %2618 = xor <8 x i64> %2614, %broadcast.splat2284
  %2619 = xor <8 x i64> %2615, %broadcast.splat2284
  %2620 = xor <8 x i64> %2616, %broadcast.splat2284
  %2621 = xor <8 x i64> %2617, %broadcast.splat2284
  %2622 = xor <8 x i64> %2618, %2566
  %2623 = xor <8 x i64> %2619, %2567
  %2624 = xor <8 x i64> %2620, %2568
  %2625 = xor <8 x i64> %2621, %2569
  %2626 = xor <8 x i64> %broadcast.splat2286, %2610
  %2627 = xor <8 x i64> %broadcast.splat2286, %2611
  %2628 = xor <8 x i64> %broadcast.splat2286, %2612
  %2629 = xor <8 x i64> %broadcast.splat2286, %2613
  %2630 = xor <8 x i64> %2626, %2558
  %2631 = xor <8 x i64> %2627, %2559
  %2632 = xor <8 x i64> %2628, %2560
  %2633 = xor <8 x i64> %2629, %2561
  %2634 = and <8 x i64> %2622, splat (i64 4294967295)
  %2635 = and <8 x i64> %2623, splat (i64 4294967295)
  %2636 = and <8 x i64> %2624, splat (i64 4294967295)
  %2637 = and <8 x i64> %2625, splat (i64 4294967295)
  %2638 = mul nuw <8 x i64> %2634, splat (i64 3528531795)
  %2639 = mul nuw <8 x i64> %2635, splat (i64 3528531795)
  %2640 = mul nuw <8 x i64> %2636, splat (i64 3528531795)
  %2641 = mul nuw <8 x i64> %2637, splat (i64 3528531795)
  %2642 = and <8 x i64> %2630, splat (i64 4294967295)
  %2643 = and <8 x i64> %2631, splat (i64 4294967295)
  %2644 = and <8 x i64> %2632, splat (i64 4294967295)
  %2645 = and <8 x i64> %2633, splat (i64 4294967295)
  %2646 = mul nuw <8 x i64> %2642, splat (i64 3449720151)
  %2647 = mul nuw <8 x i64> %2643, splat (i64 3449720151)
  %2648 = mul nuw <8 x i64> %2644, splat (i64 3449720151)
  %2649 = mul nuw <8 x i64> %2645, splat (i64 3449720151)
  %2650 = lshr <8 x i64> %2638, splat (i64 32)
  %2651 = lshr <8 x i64> %2639, splat (i64 32)
  %2652 = lshr <8 x i64> %2640, splat (i64 32)
  %2653 = lshr <8 x i64> %2641, splat (i64 32)
  %2654 = lshr <8 x i64> %2646, splat (i64 32)
  %2655 = lshr <8 x i64> %2647, splat (i64 32)
  %2656 = lshr <8 x i64> %2648, splat (i64 32)
  %2657 = lshr <8 x i64> %2649, splat (i64 32)
  %2658 = xor <8 x i64> %broadcast.splat2288, %2654
  %2659 = xor <8 x i64> %broadcast.splat2288, %2655
  %2660 = xor <8 x i64> %broadcast.splat2288, %2656
  %2661 = xor <8 x i64> %broadcast.splat2288, %2657
  %2662 = xor <8 x i64> %2658, %2606
  %2663 = xor <8 x i64> %2659, %2607
  %2664 = xor <8 x i64> %2660, %2608
  %2665 = xor <8 x i64> %2661, %2609
  %2666 = xor <8 x i64> %2650, %broadcast.splat2290
  %2667 = xor <8 x i64> %2651, %broadcast.splat2290
  %2668 = xor <8 x i64> %2652, %broadcast.splat2290
  %2669 = xor <8 x i64> %2653, %broadcast.splat2290
  %2670 = xor <8 x i64> %2666, %2598
  %2671 = xor <8 x i64> %2667, %2599
  %2672 = xor <8 x i64> %2668, %2600
  %2673 = xor <8 x i64> %2669, %2601
  %2674 = and <8 x i64> %2662, splat (i64 4294967295)
  %2675 = and <8 x i64> %2663, splat (i64 4294967295)
  %2676 = and <8 x i64> %2664, splat (i64 4294967295)
  %2677 = and <8 x i64> %2665, splat (i64 4294967295)
  %2678 = mul nuw <8 x i64> %2674, splat (i64 3528531795)
  %2679 = mul nuw <8 x i64> %2675, splat (i64 3528531795)
  %2680 = mul nuw <8 x i64> %2676, splat (i64 3528531795)
  %2681 = mul nuw <8 x i64> %2677, splat (i64 3528531795)
  %2682 = and <8 x i64> %2670, splat (i64 4294967295)
  %2683 = and <8 x i64> %2671, splat (i64 4294967295)
  %2684 = and <8 x i64> %2672, splat (i64 4294967295)
  %2685 = and <8 x i64> %2673, splat (i64 4294967295)
  %2686 = mul nuw <8 x i64> %2682, splat (i64 3449720151)
  %2687 = mul nuw <8 x i64> %2683, splat (i64 3449720151)
  %2688 = mul nuw <8 x i64> %2684, splat (i64 3449720151)
  %2689 = mul nuw <8 x i64> %2685, splat (i64 3449720151)
  %2690 = lshr <8 x i64> %2678, splat (i64 32)
  %2691 = lshr <8 x i64> %2679, splat (i64 32)
  %2692 = lshr <8 x i64> %2680, splat (i64 32)
  %2693 = lshr <8 x i64> %2681, splat (i64 32)
  %2694 = lshr <8 x i64> %2686, splat (i64 32)
  %2695 = lshr <8 x i64> %2687, splat (i64 32)
  %2696 = lshr <8 x i64> %2688, splat (i64 32)
  %2697 = lshr <8 x i64> %2689, splat (i64 32)
  %2698 = xor <8 x i64> %2694, %broadcast.splat2292
  %2699 = xor <8 x i64> %2695, %broadcast.splat2292
  %2700 = xor <8 x i64> %2696, %broadcast.splat2292
  %2701 = xor <8 x i64> %2697, %broadcast.splat2292
  %2702 = xor <8 x i64> %2698, %2646
  %2703 = xor <8 x i64> %2699, %2647
  %2704 = xor <8 x i64> %2700, %2648
  %2705 = xor <8 x i64> %2701, %2649
  %2706 = xor <8 x i64> %broadcast.splat2294, %2690
  %2707 = xor <8 x i64> %broadcast.splat2294, %2691
  %2708 = xor <8 x i64> %broadcast.splat2294, %2692
  %2709 = xor <8 x i64> %broadcast.splat2294, %2693
  %2710 = xor <8 x i64> %2706, %2638
  %2711 = xor <8 x i64> %2707, %2639
  %2712 = xor <8 x i64> %2708, %2640
  %2713 = xor <8 x i64> %2709, %2641
  %2714 = and <8 x i64> %2702, splat (i64 4294967295)
  %2715 = and <8 x i64> %2703, splat (i64 4294967295)
  %2716 = and <8 x i64> %2704, splat (i64 4294967295)
  %2717 = and <8 x i64> %2705, splat (i64 4294967295)
  %2718 = mul nuw <8 x i64> %2714, splat (i64 3528531795)
  %2719 = mul nuw <8 x i64> %2715, splat (i64 3528531795)
  %2720 = mul nuw <8 x i64> %2716, splat (i64 3528531795)
  %2721 = mul nuw <8 x i64> %2717, splat (i64 3528531795)
  %2722 = and <8 x i64> %2710, splat (i64 4294967295)
  %2723 = and <8 x i64> %2711, splat (i64 4294967295)
  %2724 = and <8 x i64> %2712, splat (i64 4294967295)
  %2725 = and <8 x i64> %2713, splat (i64 4294967295)
  %2726 = mul nuw <8 x i64> %2722, splat (i64 3449720151)
  %2727 = mul nuw <8 x i64> %2723, splat (i64 3449720151)
  %2728 = mul nuw <8 x i64> %2724, splat (i64 3449720151)
  %2729 = mul nuw <8 x i64> %2725, splat (i64 3449720151)
  %2730 = lshr <8 x i64> %2718, splat (i64 32)
  %2731 = lshr <8 x i64> %2719, splat (i64 32)
  %2732 = lshr <8 x i64> %2720, splat (i64 32)
  %2733 = lshr <8 x i64> %2721, splat (i64 32)
  %2734 = lshr <8 x i64> %2726, splat (i64 32)
  %2735 = lshr <8 x i64> %2727, splat (i64 32)
  %2736 = lshr <8 x i64> %2728, splat (i64 32)
  %2737 = lshr <8 x i64> %2729, splat (i64 32)
  %2738 = xor <8 x i64> %broadcast.splat2296, %2734
  %2739 = xor <8 x i64> %broadcast.splat2296, %2735
  %2740 = xor <8 x i64> %broadcast.splat2296, %2736
  %2741 = xor <8 x i64> %broadcast.splat2296, %2737
  %2742 = xor <8 x i64> %2738, %2686
  %2743 = xor <8 x i64> %2739, %2687
  %2744 = xor <8 x i64> %2740, %2688
  %2745 = xor <8 x i64> %2741, %2689
  %2746 = xor <8 x i64> %2730, %broadcast.splat2298
  %2747 = xor <8 x i64> %2731, %broadcast.splat2298
  %2748 = xor <8 x i64> %2732, %broadcast.splat2298
  %2749 = xor <8 x i64> %2733, %broadcast.splat2298
  %2750 = xor <8 x i64> %2746, %2678
  %2751 = xor <8 x i64> %2747, %2679
  %2752 = xor <8 x i64> %2748, %2680
  %2753 = xor <8 x i64> %2749, %2681
  %2754 = and <8 x i64> %2742, splat (i64 4294967295)
  %2755 = and <8 x i64> %2743, splat (i64 4294967295)
  %2756 = and <8 x i64> %2744, splat (i64 4294967295)
  %2757 = and <8 x i64> %2745, splat (i64 4294967295)
  %2758 = mul nuw <8 x i64> %2754, splat (i64 3528531795)
  %2759 = mul nuw <8 x i64> %2755, splat (i64 3528531795)
  %2760 = mul nuw <8 x i64> %2756, splat (i64 3528531795)
  %2761 = mul nuw <8 x i64> %2757, splat (i64 3528531795)
  %2762 = lshr <8 x i64> %2758, splat (i64 32)
  %2763 = lshr <8 x i64> %2759, splat (i64 32)
  %2764 = lshr <8 x i64> %2760, splat (i64 32)
  %2765 = lshr <8 x i64> %2761, splat (i64 32)
  %2766 = trunc <8 x i64> %2750 to <8 x i32>
  %2767 = trunc <8 x i64> %2751 to <8 x i32>
  %2768 = trunc <8 x i64> %2752 to <8 x i32>
  %2769 = trunc <8 x i64> %2753 to <8 x i32>
  %2770 = mul <8 x i32> %2766, splat (i32 -845247145)
  %2771 = mul <8 x i32> %2767, splat (i32 -845247145)
  %2772 = mul <8 x i32> %2768, splat (i32 -845247145)
  %2773 = mul <8 x i32> %2769, splat (i32 -845247145)
  %2774 = xor <8 x i64> %broadcast.splat2300, %2762
  %2775 = xor <8 x i64> %broadcast.splat2300, %2763
  %2776 = xor <8 x i64> %broadcast.splat2300, %2764
  %2777 = xor <8 x i64> %broadcast.splat2300, %2765
  %2778 = xor <8 x i64> %2774, %2718
  %2779 = xor <8 x i64> %2775, %2719
  %2780 = xor <8 x i64> %2776, %2720
  %2781 = xor <8 x i64> %2777, %2721
  %2782 = and <8 x i64> %2778, splat (i64 4294967295)
  %2783 = and <8 x i64> %2779, splat (i64 4294967295)
  %2784 = and <8 x i64> %2780, splat (i64 4294967295)
  %2785 = and <8 x i64> %2781, splat (i64 4294967295)
  %2786 = mul nuw <8 x i64> %2782, splat (i64 3449720151)
  %2787 = mul nuw <8 x i64> %2783, splat (i64 3449720151)
  %2788 = mul nuw <8 x i64> %2784, splat (i64 3449720151)
  %2789 = mul nuw <8 x i64> %2785, splat (i64 3449720151)
  %2790 = lshr <8 x i64> %2786, splat (i64 32)
  %2791 = lshr <8 x i64> %2787, splat (i64 32)
  %2792 = lshr <8 x i64> %2788, splat (i64 32)
  %2793 = lshr <8 x i64> %2789, splat (i64 32)
  %2794 = trunc nuw <8 x i64> %2790 to <8 x i32>
  %2795 = trunc nuw <8 x i64> %2791 to <8 x i32>
  %2796 = trunc nuw <8 x i64> %2792 to <8 x i32>
  %2797 = trunc nuw <8 x i64> %2793 to <8 x i32>
  %2798 = trunc <8 x i64> %2786 to <8 x i32>
  %2799 = trunc <8 x i64> %2787 to <8 x i32>
  %2800 = trunc <8 x i64> %2788 to <8 x i32>
  %2801 = trunc <8 x i64> %2789 to <8 x i32>
  %2802 = xor <8 x i32> %2770, %2794
  %2803 = xor <8 x i32> %2802, %broadcast.splat2302
  %2804 = xor <8 x i32> %2771, %2795
  %2805 = xor <8 x i32> %2804, %broadcast.splat2302
  %2806 = xor <8 x i32> %2772, %2796
  %2807 = xor <8 x i32> %2806, %broadcast.splat2302
  %2808 = xor <8 x i32> %2773, %2797
  %2809 = xor <8 x i32> %2808, %broadcast.splat2302
  %2810 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2304
  %2811 = getelementptr inbounds nuw i8, ptr %2810, i64 32
  %2812 = getelementptr inbounds nuw i8, ptr %2810, i64 64
  %2813 = getelementptr inbounds nuw i8, ptr %2810, i64 96
  store <8 x i32> %2803, ptr %2810, align 4, !alias.scope !54, !noalias !57
  store <8 x i32> %2805, ptr %2811, align 4, !alias.scope !54, !noalias !57
  store <8 x i32> %2807, ptr %2812, align 4, !alias.scope !54, !noalias !57
  store <8 x i32> %2809, ptr %2813, align 4, !alias.scope !54, !noalias !57
  %2814 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2304
  %2815 = getelementptr inbounds nuw i8, ptr %2814, i64 32
  %2816 = getelementptr inbounds nuw i8, ptr %2814, i64 64
  %2817 = getelementptr inbounds nuw i8, ptr %2814, i64 96
  store <8 x i32> %2798, ptr %2814, align 4, !alias.scope !57, !noalias !54
  store <8 x i32> %2799, ptr %2815, align 4, !alias.scope !57, !noalias !54
  store <8 x i32> %2800, ptr %2816, align 4, !alias.scope !57, !noalias !54
  store <8 x i32> %2801, ptr %2817, align 4, !alias.scope !57, !noalias !54
  %index.next2309 = add nuw i64 %index2304, 32
  %vec.ind.next2310 = add <8 x i64> %vec.ind2305, splat (i64 32)
  %2818 = icmp eq i64 %index.next2309, %block_elements
  br i1 %2818, label %vector.body2244, label %vector.body2303, !llvm.loop !59

across_feature.header14.preheader:                ; preds = %step.body
  br i1 %.not831, label %iter.check2027, label %across_feature.body15.preheader

across_feature.body15.preheader:                  ; preds = %across_feature.header14.preheader
  %wide.load2202 = load <8 x float>, ptr %across_state, align 4
  %wide.load2203 = load <8 x float>, ptr %126, align 4
  %2819 = fmul <8 x float> %wide.load2202, %wide.load2202
  %2820 = fmul <8 x float> %wide.load2203, %wide.load2203
  %wide.load2204 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2205 = load <8 x float>, ptr %127, align 4
  %2821 = fmul <8 x float> %wide.load2202, zeroinitializer
  %2822 = fmul <8 x float> %wide.load2203, zeroinitializer
  %2823 = fmul <8 x float> %wide.load2202, %wide.load2204
  %2824 = fmul <8 x float> %wide.load2203, %wide.load2205
  %2825 = fsub <8 x float> zeroinitializer, %2823
  %2826 = fsub <8 x float> zeroinitializer, %2824
  %2827 = fadd <8 x float> %2821, zeroinitializer
  %2828 = fadd <8 x float> %2822, zeroinitializer
  %wide.load2202.1 = load <8 x float>, ptr %133, align 4
  %wide.load2203.1 = load <8 x float>, ptr %134, align 4
  %2829 = fmul <8 x float> %wide.load2202.1, %wide.load2202.1
  %2830 = fmul <8 x float> %wide.load2203.1, %wide.load2203.1
  %wide.load2204.1 = load <8 x float>, ptr %135, align 4
  %wide.load2205.1 = load <8 x float>, ptr %136, align 4
  %2831 = fmul <8 x float> %wide.load2202.1, zeroinitializer
  %2832 = fmul <8 x float> %wide.load2203.1, zeroinitializer
  %2833 = fmul <8 x float> %wide.load2202.1, %wide.load2204.1
  %2834 = fmul <8 x float> %wide.load2203.1, %wide.load2205.1
  %2835 = fsub <8 x float> zeroinitializer, %2833
  %2836 = fsub <8 x float> zeroinitializer, %2834
  %2837 = fadd <8 x float> %2831, zeroinitializer
  %2838 = fadd <8 x float> %2832, zeroinitializer
  %wide.load2202.2 = load <8 x float>, ptr %143, align 4
  %wide.load2203.2 = load <8 x float>, ptr %144, align 4
  %2839 = fmul <8 x float> %wide.load2202.2, %wide.load2202.2
  %2840 = fmul <8 x float> %wide.load2203.2, %wide.load2203.2
  %wide.load2204.2 = load <8 x float>, ptr %145, align 4
  %wide.load2205.2 = load <8 x float>, ptr %146, align 4
  %2841 = fmul <8 x float> %wide.load2202.2, zeroinitializer
  %2842 = fmul <8 x float> %wide.load2203.2, zeroinitializer
  %2843 = fmul <8 x float> %wide.load2202.2, %wide.load2204.2
  %2844 = fmul <8 x float> %wide.load2203.2, %wide.load2205.2
  %2845 = fsub <8 x float> zeroinitializer, %2843
  %2846 = fsub <8 x float> zeroinitializer, %2844
  %2847 = fadd <8 x float> %2841, zeroinitializer
  %2848 = fadd <8 x float> %2842, zeroinitializer
  %wide.load2202.3 = load <8 x float>, ptr %153, align 4
  %wide.load2203.3 = load <8 x float>, ptr %154, align 4
  %2849 = fmul <8 x float> %wide.load2202.3, %wide.load2202.3
  %2850 = fmul <8 x float> %wide.load2203.3, %wide.load2203.3
  %wide.load2204.3 = load <8 x float>, ptr %155, align 4
  %wide.load2205.3 = load <8 x float>, ptr %156, align 4
  %2851 = fmul <8 x float> %wide.load2202.3, zeroinitializer
  %2852 = fmul <8 x float> %wide.load2203.3, zeroinitializer
  %2853 = fmul <8 x float> %wide.load2202.3, %wide.load2204.3
  %2854 = fmul <8 x float> %wide.load2203.3, %wide.load2205.3
  %2855 = fsub <8 x float> zeroinitializer, %2853
  %2856 = fsub <8 x float> zeroinitializer, %2854
  %2857 = fadd <8 x float> %2851, zeroinitializer
  %2858 = fadd <8 x float> %2852, zeroinitializer
  br label %across_feature.body15

step.exit:                                        ; preds = %noise.done68, %across_in.exit
  %wide.load2195.72794 = phi <8 x float> [ %wide.load2195.72793, %across_in.exit ], [ %wide.load2195.72795, %noise.done68 ]
  %wide.load2195.62783 = phi <8 x float> [ %wide.load2195.62782, %across_in.exit ], [ %wide.load2195.62784, %noise.done68 ]
  %wide.load2195.52772 = phi <8 x float> [ %wide.load2195.52771, %across_in.exit ], [ %wide.load2195.52773, %noise.done68 ]
  %wide.load2195.42761 = phi <8 x float> [ %wide.load2195.42760, %across_in.exit ], [ %wide.load2195.42762, %noise.done68 ]
  %wide.load2195.32750 = phi <8 x float> [ %wide.load2195.32749, %across_in.exit ], [ %wide.load2195.32751, %noise.done68 ]
  %wide.load2195.22739 = phi <8 x float> [ %wide.load2195.22738, %across_in.exit ], [ %wide.load2195.22740, %noise.done68 ]
  %wide.load2195.12728 = phi <8 x float> [ %wide.load2195.12727, %across_in.exit ], [ %wide.load2195.12729, %noise.done68 ]
  %wide.load21952717 = phi <8 x float> [ %wide.load21952716, %across_in.exit ], [ %wide.load21952718, %noise.done68 ]
  %wide.load2237.72706 = phi <8 x float> [ %wide.load2237.72705, %across_in.exit ], [ %wide.load2237.72707, %noise.done68 ]
  %wide.load2237.62695 = phi <8 x float> [ %wide.load2237.62694, %across_in.exit ], [ %wide.load2237.62696, %noise.done68 ]
  %wide.load2237.52684 = phi <8 x float> [ %wide.load2237.52683, %across_in.exit ], [ %wide.load2237.52685, %noise.done68 ]
  %wide.load2237.42673 = phi <8 x float> [ %wide.load2237.42672, %across_in.exit ], [ %wide.load2237.42674, %noise.done68 ]
  %wide.load2237.32662 = phi <8 x float> [ %wide.load2237.32661, %across_in.exit ], [ %wide.load2237.32663, %noise.done68 ]
  %wide.load2237.22651 = phi <8 x float> [ %wide.load2237.22650, %across_in.exit ], [ %wide.load2237.22652, %noise.done68 ]
  %wide.load2237.12640 = phi <8 x float> [ %wide.load2237.12639, %across_in.exit ], [ %wide.load2237.12641, %noise.done68 ]
  %wide.load22372629 = phi <8 x float> [ %wide.load22372628, %across_in.exit ], [ %wide.load22372630, %noise.done68 ]
  %wide.load2236.72618 = phi <8 x float> [ %wide.load2236.72617, %across_in.exit ], [ %wide.load2236.72619, %noise.done68 ]
  %wide.load2236.62607 = phi <8 x float> [ %wide.load2236.62606, %across_in.exit ], [ %wide.load2236.62608, %noise.done68 ]
  %wide.load2236.52596 = phi <8 x float> [ %wide.load2236.52595, %across_in.exit ], [ %wide.load2236.52597, %noise.done68 ]
  %wide.load2236.42585 = phi <8 x float> [ %wide.load2236.42584, %across_in.exit ], [ %wide.load2236.42586, %noise.done68 ]
  %wide.load2236.32574 = phi <8 x float> [ %wide.load2236.32573, %across_in.exit ], [ %wide.load2236.32575, %noise.done68 ]
  %wide.load2236.22563 = phi <8 x float> [ %wide.load2236.22562, %across_in.exit ], [ %wide.load2236.22564, %noise.done68 ]
  %wide.load2236.12552 = phi <8 x float> [ %wide.load2236.12551, %across_in.exit ], [ %wide.load2236.12553, %noise.done68 ]
  %wide.load22362541 = phi <8 x float> [ %wide.load22362540, %across_in.exit ], [ %wide.load22362542, %noise.done68 ]
  %wide.load2235.72530 = phi <8 x float> [ %wide.load2235.72529, %across_in.exit ], [ %wide.load2235.72531, %noise.done68 ]
  %wide.load2235.62519 = phi <8 x float> [ %wide.load2235.62518, %across_in.exit ], [ %wide.load2235.62520, %noise.done68 ]
  %wide.load2235.52508 = phi <8 x float> [ %wide.load2235.52507, %across_in.exit ], [ %wide.load2235.52509, %noise.done68 ]
  %wide.load2235.42497 = phi <8 x float> [ %wide.load2235.42496, %across_in.exit ], [ %wide.load2235.42498, %noise.done68 ]
  %wide.load2235.32486 = phi <8 x float> [ %wide.load2235.32485, %across_in.exit ], [ %wide.load2235.32487, %noise.done68 ]
  %wide.load2235.22475 = phi <8 x float> [ %wide.load2235.22474, %across_in.exit ], [ %wide.load2235.22476, %noise.done68 ]
  %wide.load2235.12464 = phi <8 x float> [ %wide.load2235.12463, %across_in.exit ], [ %wide.load2235.12465, %noise.done68 ]
  %2859 = phi <8 x float> [ %2429, %across_in.exit ], [ %4036, %noise.done68 ]
  %real_elements = mul nuw nsw i64 %2434, %n_features
  %.not843 = icmp eq i64 %real_elements, 0
  br i1 %.not843, label %across_out.exit, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %step.exit
  %xtraiter2455 = and i64 %2430, 1
  %2860 = icmp eq i64 %2430, 1
  br i1 %2860, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter2459 = and i64 %2430, 16382
  br label %across_out.body

vector.body2244:                                  ; preds = %vector.body2303, %vector.body2244
  %index2245 = phi i64 [ %index.next2254, %vector.body2244 ], [ 0, %vector.body2303 ]
  %2861 = getelementptr inbounds nuw float, ptr %across_noise, i64 %index2245
  %2862 = getelementptr inbounds nuw i8, ptr %2861, i64 32
  %2863 = getelementptr inbounds nuw i8, ptr %2861, i64 64
  %2864 = getelementptr inbounds nuw i8, ptr %2861, i64 96
  %wide.load2246 = load <8 x i32>, ptr %2861, align 4, !alias.scope !54, !noalias !57
  %wide.load2247 = load <8 x i32>, ptr %2862, align 4, !alias.scope !54, !noalias !57
  %wide.load2248 = load <8 x i32>, ptr %2863, align 4, !alias.scope !54, !noalias !57
  %wide.load2249 = load <8 x i32>, ptr %2864, align 4, !alias.scope !54, !noalias !57
  %2865 = getelementptr inbounds nuw float, ptr %across_staging, i64 %index2245
  %2866 = getelementptr inbounds nuw i8, ptr %2865, i64 32
  %2867 = getelementptr inbounds nuw i8, ptr %2865, i64 64
  %2868 = getelementptr inbounds nuw i8, ptr %2865, i64 96
  %wide.load2250 = load <8 x i32>, ptr %2865, align 4, !alias.scope !57, !noalias !54
  %wide.load2251 = load <8 x i32>, ptr %2866, align 4, !alias.scope !57, !noalias !54
  %wide.load2252 = load <8 x i32>, ptr %2867, align 4, !alias.scope !57, !noalias !54
  %wide.load2253 = load <8 x i32>, ptr %2868, align 4, !alias.scope !57, !noalias !54
  %2869 = uitofp <8 x i32> %wide.load2246 to <8 x double>
  %2870 = uitofp <8 x i32> %wide.load2247 to <8 x double>
  %2871 = uitofp <8 x i32> %wide.load2248 to <8 x double>
  %2872 = uitofp <8 x i32> %wide.load2249 to <8 x double>
  %2873 = fadd <8 x double> %2869, splat (double 5.000000e-01)
  %2874 = fadd <8 x double> %2870, splat (double 5.000000e-01)
  %2875 = fadd <8 x double> %2871, splat (double 5.000000e-01)
  %2876 = fadd <8 x double> %2872, splat (double 5.000000e-01)
  %2877 = fmul <8 x double> %2873, splat (double 0x3DF0000000000000)
  %2878 = fmul <8 x double> %2874, splat (double 0x3DF0000000000000)
  %2879 = fmul <8 x double> %2875, splat (double 0x3DF0000000000000)
  %2880 = fmul <8 x double> %2876, splat (double 0x3DF0000000000000)
  %2881 = uitofp <8 x i32> %wide.load2250 to <8 x double>
  %2882 = uitofp <8 x i32> %wide.load2251 to <8 x double>
  %2883 = uitofp <8 x i32> %wide.load2252 to <8 x double>
  %2884 = uitofp <8 x i32> %wide.load2253 to <8 x double>
  %2885 = fadd <8 x double> %2881, splat (double 5.000000e-01)
  %2886 = fadd <8 x double> %2882, splat (double 5.000000e-01)
  %2887 = fadd <8 x double> %2883, splat (double 5.000000e-01)
  %2888 = fadd <8 x double> %2884, splat (double 5.000000e-01)
  %2889 = fmul <8 x double> %2885, splat (double 0x3DF0000000000000)
  %2890 = fmul <8 x double> %2886, splat (double 0x3DF0000000000000)
  %2891 = fmul <8 x double> %2887, splat (double 0x3DF0000000000000)
  %2892 = fmul <8 x double> %2888, splat (double 0x3DF0000000000000)
  %2893 = bitcast <8 x double> %2877 to <8 x i64>
  %2894 = bitcast <8 x double> %2878 to <8 x i64>
  %2895 = bitcast <8 x double> %2879 to <8 x i64>
  %2896 = bitcast <8 x double> %2880 to <8 x i64>
  %2897 = lshr <8 x i64> %2893, splat (i64 32)
  %2898 = lshr <8 x i64> %2894, splat (i64 32)
  %2899 = lshr <8 x i64> %2895, splat (i64 32)
  %2900 = lshr <8 x i64> %2896, splat (i64 32)
  %2901 = add nuw nsw <8 x i64> %2897, splat (i64 614242)
  %2902 = add nuw nsw <8 x i64> %2898, splat (i64 614242)
  %2903 = add nuw nsw <8 x i64> %2899, splat (i64 614242)
  %2904 = add nuw nsw <8 x i64> %2900, splat (i64 614242)
  %2905 = lshr <8 x i64> %2901, splat (i64 20)
  %2906 = lshr <8 x i64> %2902, splat (i64 20)
  %2907 = lshr <8 x i64> %2903, splat (i64 20)
  %2908 = lshr <8 x i64> %2904, splat (i64 20)
  %2909 = add nsw <8 x i64> %2905, splat (i64 -1023)
  %2910 = add nsw <8 x i64> %2906, splat (i64 -1023)
  %2911 = add nsw <8 x i64> %2907, splat (i64 -1023)
  %2912 = add nsw <8 x i64> %2908, splat (i64 -1023)
  %2913 = shl nuw <8 x i64> %2901, splat (i64 32)
  %2914 = shl nuw <8 x i64> %2902, splat (i64 32)
  %2915 = shl nuw <8 x i64> %2903, splat (i64 32)
  %2916 = shl nuw <8 x i64> %2904, splat (i64 32)
  %2917 = and <8 x i64> %2913, splat (i64 4503595332403200)
  %2918 = and <8 x i64> %2914, splat (i64 4503595332403200)
  %2919 = and <8 x i64> %2915, splat (i64 4503595332403200)
  %2920 = and <8 x i64> %2916, splat (i64 4503595332403200)
  %2921 = add nuw nsw <8 x i64> %2917, splat (i64 4604544269498187776)
  %2922 = add nuw nsw <8 x i64> %2918, splat (i64 4604544269498187776)
  %2923 = add nuw nsw <8 x i64> %2919, splat (i64 4604544269498187776)
  %2924 = add nuw nsw <8 x i64> %2920, splat (i64 4604544269498187776)
  %2925 = and <8 x i64> %2893, splat (i64 4294967295)
  %2926 = and <8 x i64> %2894, splat (i64 4294967295)
  %2927 = and <8 x i64> %2895, splat (i64 4294967295)
  %2928 = and <8 x i64> %2896, splat (i64 4294967295)
  %2929 = or disjoint <8 x i64> %2921, %2925
  %2930 = or disjoint <8 x i64> %2922, %2926
  %2931 = or disjoint <8 x i64> %2923, %2927
  %2932 = or disjoint <8 x i64> %2924, %2928
  %2933 = bitcast <8 x i64> %2929 to <8 x double>
  %2934 = bitcast <8 x i64> %2930 to <8 x double>
  %2935 = bitcast <8 x i64> %2931 to <8 x double>
  %2936 = bitcast <8 x i64> %2932 to <8 x double>
  %2937 = fadd <8 x double> %2933, splat (double -1.000000e+00)
  %2938 = fadd <8 x double> %2934, splat (double -1.000000e+00)
  %2939 = fadd <8 x double> %2935, splat (double -1.000000e+00)
  %2940 = fadd <8 x double> %2936, splat (double -1.000000e+00)
  %2941 = fmul <8 x double> %2937, splat (double 5.000000e-01)
  %2942 = fmul <8 x double> %2938, splat (double 5.000000e-01)
  %2943 = fmul <8 x double> %2939, splat (double 5.000000e-01)
  %2944 = fmul <8 x double> %2940, splat (double 5.000000e-01)
  %2945 = fmul <8 x double> %2937, %2941
  %2946 = fmul <8 x double> %2938, %2942
  %2947 = fmul <8 x double> %2939, %2943
  %2948 = fmul <8 x double> %2940, %2944
  %2949 = fadd <8 x double> %2937, splat (double 2.000000e+00)
  %2950 = fadd <8 x double> %2938, splat (double 2.000000e+00)
  %2951 = fadd <8 x double> %2939, splat (double 2.000000e+00)
  %2952 = fadd <8 x double> %2940, splat (double 2.000000e+00)
  %2953 = fdiv <8 x double> %2937, %2949
  %2954 = fdiv <8 x double> %2938, %2950
  %2955 = fdiv <8 x double> %2939, %2951
  %2956 = fdiv <8 x double> %2940, %2952
  %2957 = fmul <8 x double> %2953, %2953
  %2958 = fmul <8 x double> %2954, %2954
  %2959 = fmul <8 x double> %2955, %2955
  %2960 = fmul <8 x double> %2956, %2956
  %2961 = fmul <8 x double> %2957, %2957
  %2962 = fmul <8 x double> %2958, %2958
  %2963 = fmul <8 x double> %2959, %2959
  %2964 = fmul <8 x double> %2960, %2960
  %2965 = fmul <8 x double> %2961, splat (double 0x3FC39A09D078C69F)
  %2966 = fmul <8 x double> %2962, splat (double 0x3FC39A09D078C69F)
  %2967 = fmul <8 x double> %2963, splat (double 0x3FC39A09D078C69F)
  %2968 = fmul <8 x double> %2964, splat (double 0x3FC39A09D078C69F)
  %2969 = fadd <8 x double> %2965, splat (double 0x3FCC71C51D8E78AF)
  %2970 = fadd <8 x double> %2966, splat (double 0x3FCC71C51D8E78AF)
  %2971 = fadd <8 x double> %2967, splat (double 0x3FCC71C51D8E78AF)
  %2972 = fadd <8 x double> %2968, splat (double 0x3FCC71C51D8E78AF)
  %2973 = fmul <8 x double> %2961, %2969
  %2974 = fmul <8 x double> %2962, %2970
  %2975 = fmul <8 x double> %2963, %2971
  %2976 = fmul <8 x double> %2964, %2972
  %2977 = fadd <8 x double> %2973, splat (double 0x3FD999999997FA04)
  %2978 = fadd <8 x double> %2974, splat (double 0x3FD999999997FA04)
  %2979 = fadd <8 x double> %2975, splat (double 0x3FD999999997FA04)
  %2980 = fadd <8 x double> %2976, splat (double 0x3FD999999997FA04)
  %2981 = fmul <8 x double> %2961, %2977
  %2982 = fmul <8 x double> %2962, %2978
  %2983 = fmul <8 x double> %2963, %2979
  %2984 = fmul <8 x double> %2964, %2980
  %2985 = fmul <8 x double> %2961, splat (double 0x3FC2F112DF3E5244)
  %2986 = fmul <8 x double> %2962, splat (double 0x3FC2F112DF3E5244)
  %2987 = fmul <8 x double> %2963, splat (double 0x3FC2F112DF3E5244)
  %2988 = fmul <8 x double> %2964, splat (double 0x3FC2F112DF3E5244)
  %2989 = fadd <8 x double> %2985, splat (double 0x3FC7466496CB03DE)
  %2990 = fadd <8 x double> %2986, splat (double 0x3FC7466496CB03DE)
  %2991 = fadd <8 x double> %2987, splat (double 0x3FC7466496CB03DE)
  %2992 = fadd <8 x double> %2988, splat (double 0x3FC7466496CB03DE)
  %2993 = fmul <8 x double> %2961, %2989
  %2994 = fmul <8 x double> %2962, %2990
  %2995 = fmul <8 x double> %2963, %2991
  %2996 = fmul <8 x double> %2964, %2992
  %2997 = fadd <8 x double> %2993, splat (double 0x3FD2492494229359)
  %2998 = fadd <8 x double> %2994, splat (double 0x3FD2492494229359)
  %2999 = fadd <8 x double> %2995, splat (double 0x3FD2492494229359)
  %3000 = fadd <8 x double> %2996, splat (double 0x3FD2492494229359)
  %3001 = fmul <8 x double> %2961, %2997
  %3002 = fmul <8 x double> %2962, %2998
  %3003 = fmul <8 x double> %2963, %2999
  %3004 = fmul <8 x double> %2964, %3000
  %3005 = fadd <8 x double> %3001, splat (double 0x3FE5555555555593)
  %3006 = fadd <8 x double> %3002, splat (double 0x3FE5555555555593)
  %3007 = fadd <8 x double> %3003, splat (double 0x3FE5555555555593)
  %3008 = fadd <8 x double> %3004, splat (double 0x3FE5555555555593)
  %3009 = fmul <8 x double> %2957, %3005
  %3010 = fmul <8 x double> %2958, %3006
  %3011 = fmul <8 x double> %2959, %3007
  %3012 = fmul <8 x double> %2960, %3008
  %3013 = fadd <8 x double> %2981, %3009
  %3014 = fadd <8 x double> %2982, %3010
  %3015 = fadd <8 x double> %2983, %3011
  %3016 = fadd <8 x double> %2984, %3012
  %3017 = sitofp <8 x i64> %2909 to <8 x double>
  %3018 = sitofp <8 x i64> %2910 to <8 x double>
  %3019 = sitofp <8 x i64> %2911 to <8 x double>
  %3020 = sitofp <8 x i64> %2912 to <8 x double>
  %3021 = fadd <8 x double> %2945, %3013
  %3022 = fadd <8 x double> %2946, %3014
  %3023 = fadd <8 x double> %2947, %3015
  %3024 = fadd <8 x double> %2948, %3016
  %3025 = fmul <8 x double> %2953, %3021
  %3026 = fmul <8 x double> %2954, %3022
  %3027 = fmul <8 x double> %2955, %3023
  %3028 = fmul <8 x double> %2956, %3024
  %3029 = fmul <8 x double> %3017, splat (double 0x3DEA39EF35793C76)
  %3030 = fmul <8 x double> %3018, splat (double 0x3DEA39EF35793C76)
  %3031 = fmul <8 x double> %3019, splat (double 0x3DEA39EF35793C76)
  %3032 = fmul <8 x double> %3020, splat (double 0x3DEA39EF35793C76)
  %3033 = fadd <8 x double> %3029, %3025
  %3034 = fadd <8 x double> %3030, %3026
  %3035 = fadd <8 x double> %3031, %3027
  %3036 = fadd <8 x double> %3032, %3028
  %3037 = fsub <8 x double> %3033, %2945
  %3038 = fsub <8 x double> %3034, %2946
  %3039 = fsub <8 x double> %3035, %2947
  %3040 = fsub <8 x double> %3036, %2948
  %3041 = fadd <8 x double> %2937, %3037
  %3042 = fadd <8 x double> %2938, %3038
  %3043 = fadd <8 x double> %2939, %3039
  %3044 = fadd <8 x double> %2940, %3040
  %3045 = fmul <8 x double> %3017, splat (double 0x3FE62E42FEE00000)
  %3046 = fmul <8 x double> %3018, splat (double 0x3FE62E42FEE00000)
  %3047 = fmul <8 x double> %3019, splat (double 0x3FE62E42FEE00000)
  %3048 = fmul <8 x double> %3020, splat (double 0x3FE62E42FEE00000)
  %3049 = fadd <8 x double> %3045, %3041
  %3050 = fadd <8 x double> %3046, %3042
  %3051 = fadd <8 x double> %3047, %3043
  %3052 = fadd <8 x double> %3048, %3044
  %3053 = fmul <8 x double> %3049, splat (double -2.000000e+00)
  %3054 = fmul <8 x double> %3050, splat (double -2.000000e+00)
  %3055 = fmul <8 x double> %3051, splat (double -2.000000e+00)
  %3056 = fmul <8 x double> %3052, splat (double -2.000000e+00)
  %3057 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3053)
  %3058 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3054)
  %3059 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3055)
  %3060 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %3056)
  %3061 = fmul <8 x double> %2889, splat (double 0x401921FB54442D18)
  %3062 = fmul <8 x double> %2890, splat (double 0x401921FB54442D18)
  %3063 = fmul <8 x double> %2891, splat (double 0x401921FB54442D18)
  %3064 = fmul <8 x double> %2892, splat (double 0x401921FB54442D18)
  %3065 = fmul <8 x double> %3061, splat (double 0x3FE45F306DC9C883)
  %3066 = fmul <8 x double> %3062, splat (double 0x3FE45F306DC9C883)
  %3067 = fmul <8 x double> %3063, splat (double 0x3FE45F306DC9C883)
  %3068 = fmul <8 x double> %3064, splat (double 0x3FE45F306DC9C883)
  %3069 = fadd <8 x double> %3065, splat (double 0x4338000000000000)
  %3070 = fadd <8 x double> %3066, splat (double 0x4338000000000000)
  %3071 = fadd <8 x double> %3067, splat (double 0x4338000000000000)
  %3072 = fadd <8 x double> %3068, splat (double 0x4338000000000000)
  %3073 = bitcast <8 x double> %3069 to <8 x i64>
  %3074 = bitcast <8 x double> %3070 to <8 x i64>
  %3075 = bitcast <8 x double> %3071 to <8 x i64>
  %3076 = bitcast <8 x double> %3072 to <8 x i64>
  %3077 = fadd <8 x double> %3069, splat (double 0xC338000000000000)
  %3078 = fadd <8 x double> %3070, splat (double 0xC338000000000000)
  %3079 = fadd <8 x double> %3071, splat (double 0xC338000000000000)
  %3080 = fadd <8 x double> %3072, splat (double 0xC338000000000000)
  %3081 = fmul <8 x double> %3077, splat (double 0x3FF921FB54400000)
  %3082 = fmul <8 x double> %3078, splat (double 0x3FF921FB54400000)
  %3083 = fmul <8 x double> %3079, splat (double 0x3FF921FB54400000)
  %3084 = fmul <8 x double> %3080, splat (double 0x3FF921FB54400000)
  %3085 = fsub <8 x double> %3061, %3081
  %3086 = fsub <8 x double> %3062, %3082
  %3087 = fsub <8 x double> %3063, %3083
  %3088 = fsub <8 x double> %3064, %3084
  %3089 = fmul <8 x double> %3077, splat (double 0x3DD0B4611A626331)
  %3090 = fmul <8 x double> %3078, splat (double 0x3DD0B4611A626331)
  %3091 = fmul <8 x double> %3079, splat (double 0x3DD0B4611A626331)
  %3092 = fmul <8 x double> %3080, splat (double 0x3DD0B4611A626331)
  %3093 = fmul <8 x double> %3077, splat (double 0x3DD0B4611A600000)
  %3094 = fmul <8 x double> %3078, splat (double 0x3DD0B4611A600000)
  %3095 = fmul <8 x double> %3079, splat (double 0x3DD0B4611A600000)
  %3096 = fmul <8 x double> %3080, splat (double 0x3DD0B4611A600000)
  %3097 = fsub <8 x double> %3085, %3093
  %3098 = fsub <8 x double> %3086, %3094
  %3099 = fsub <8 x double> %3087, %3095
  %3100 = fsub <8 x double> %3088, %3096
  %3101 = fmul <8 x double> %3077, splat (double 0x3BA3198A2E037073)
  %3102 = fmul <8 x double> %3078, splat (double 0x3BA3198A2E037073)
  %3103 = fmul <8 x double> %3079, splat (double 0x3BA3198A2E037073)
  %3104 = fmul <8 x double> %3080, splat (double 0x3BA3198A2E037073)
  %3105 = fsub <8 x double> %3085, %3097
  %3106 = fsub <8 x double> %3086, %3098
  %3107 = fsub <8 x double> %3087, %3099
  %3108 = fsub <8 x double> %3088, %3100
  %3109 = fsub <8 x double> %3105, %3093
  %3110 = fsub <8 x double> %3106, %3094
  %3111 = fsub <8 x double> %3107, %3095
  %3112 = fsub <8 x double> %3108, %3096
  %3113 = fsub <8 x double> %3101, %3109
  %3114 = fsub <8 x double> %3102, %3110
  %3115 = fsub <8 x double> %3103, %3111
  %3116 = fsub <8 x double> %3104, %3112
  %3117 = fsub <8 x double> %3085, %3089
  %3118 = fsub <8 x double> %3086, %3090
  %3119 = fsub <8 x double> %3087, %3091
  %3120 = fsub <8 x double> %3088, %3092
  %3121 = bitcast <8 x double> %3061 to <8 x i64>
  %3122 = bitcast <8 x double> %3062 to <8 x i64>
  %3123 = bitcast <8 x double> %3063 to <8 x i64>
  %3124 = bitcast <8 x double> %3064 to <8 x i64>
  %3125 = lshr <8 x i64> %3121, splat (i64 52)
  %3126 = lshr <8 x i64> %3122, splat (i64 52)
  %3127 = lshr <8 x i64> %3123, splat (i64 52)
  %3128 = lshr <8 x i64> %3124, splat (i64 52)
  %3129 = and <8 x i64> %3125, splat (i64 2047)
  %3130 = and <8 x i64> %3126, splat (i64 2047)
  %3131 = and <8 x i64> %3127, splat (i64 2047)
  %3132 = and <8 x i64> %3128, splat (i64 2047)
  %3133 = bitcast <8 x double> %3117 to <8 x i64>
  %3134 = bitcast <8 x double> %3118 to <8 x i64>
  %3135 = bitcast <8 x double> %3119 to <8 x i64>
  %3136 = bitcast <8 x double> %3120 to <8 x i64>
  %3137 = lshr <8 x i64> %3133, splat (i64 52)
  %3138 = lshr <8 x i64> %3134, splat (i64 52)
  %3139 = lshr <8 x i64> %3135, splat (i64 52)
  %3140 = lshr <8 x i64> %3136, splat (i64 52)
  %3141 = and <8 x i64> %3137, splat (i64 2047)
  %3142 = and <8 x i64> %3138, splat (i64 2047)
  %3143 = and <8 x i64> %3139, splat (i64 2047)
  %3144 = and <8 x i64> %3140, splat (i64 2047)
  %3145 = add nuw nsw <8 x i64> %3141, splat (i64 16)
  %3146 = add nuw nsw <8 x i64> %3142, splat (i64 16)
  %3147 = add nuw nsw <8 x i64> %3143, splat (i64 16)
  %3148 = add nuw nsw <8 x i64> %3144, splat (i64 16)
  %3149 = icmp samesign ult <8 x i64> %3145, %3129
  %3150 = icmp samesign ult <8 x i64> %3146, %3130
  %3151 = icmp samesign ult <8 x i64> %3147, %3131
  %3152 = icmp samesign ult <8 x i64> %3148, %3132
  %3153 = select <8 x i1> %3149, <8 x double> %3097, <8 x double> %3085
  %3154 = select <8 x i1> %3150, <8 x double> %3098, <8 x double> %3086
  %3155 = select <8 x i1> %3151, <8 x double> %3099, <8 x double> %3087
  %3156 = select <8 x i1> %3152, <8 x double> %3100, <8 x double> %3088
  %3157 = select <8 x i1> %3149, <8 x double> %3113, <8 x double> %3089
  %3158 = select <8 x i1> %3150, <8 x double> %3114, <8 x double> %3090
  %3159 = select <8 x i1> %3151, <8 x double> %3115, <8 x double> %3091
  %3160 = select <8 x i1> %3152, <8 x double> %3116, <8 x double> %3092
  %3161 = fsub <8 x double> %3153, %3157
  %3162 = fsub <8 x double> %3154, %3158
  %3163 = fsub <8 x double> %3155, %3159
  %3164 = fsub <8 x double> %3156, %3160
  %3165 = fsub <8 x double> %3153, %3161
  %3166 = fsub <8 x double> %3154, %3162
  %3167 = fsub <8 x double> %3155, %3163
  %3168 = fsub <8 x double> %3156, %3164
  %3169 = fsub <8 x double> %3165, %3157
  %3170 = fsub <8 x double> %3166, %3158
  %3171 = fsub <8 x double> %3167, %3159
  %3172 = fsub <8 x double> %3168, %3160
  %3173 = fmul <8 x double> %3161, %3161
  %3174 = fmul <8 x double> %3162, %3162
  %3175 = fmul <8 x double> %3163, %3163
  %3176 = fmul <8 x double> %3164, %3164
  %3177 = fmul <8 x double> %3173, %3173
  %3178 = fmul <8 x double> %3174, %3174
  %3179 = fmul <8 x double> %3175, %3175
  %3180 = fmul <8 x double> %3176, %3176
  %3181 = fmul <8 x double> %3173, splat (double 0x3EFA01A019CB1590)
  %3182 = fmul <8 x double> %3174, splat (double 0x3EFA01A019CB1590)
  %3183 = fmul <8 x double> %3175, splat (double 0x3EFA01A019CB1590)
  %3184 = fmul <8 x double> %3176, splat (double 0x3EFA01A019CB1590)
  %3185 = fadd <8 x double> %3181, splat (double 0xBF56C16C16C15177)
  %3186 = fadd <8 x double> %3182, splat (double 0xBF56C16C16C15177)
  %3187 = fadd <8 x double> %3183, splat (double 0xBF56C16C16C15177)
  %3188 = fadd <8 x double> %3184, splat (double 0xBF56C16C16C15177)
  %3189 = fmul <8 x double> %3173, %3185
  %3190 = fmul <8 x double> %3174, %3186
  %3191 = fmul <8 x double> %3175, %3187
  %3192 = fmul <8 x double> %3176, %3188
  %3193 = fadd <8 x double> %3189, splat (double 0x3FA555555555554C)
  %3194 = fadd <8 x double> %3190, splat (double 0x3FA555555555554C)
  %3195 = fadd <8 x double> %3191, splat (double 0x3FA555555555554C)
  %3196 = fadd <8 x double> %3192, splat (double 0x3FA555555555554C)
  %3197 = fmul <8 x double> %3173, %3193
  %3198 = fmul <8 x double> %3174, %3194
  %3199 = fmul <8 x double> %3175, %3195
  %3200 = fmul <8 x double> %3176, %3196
  %3201 = fmul <8 x double> %3173, splat (double 0x3DA8FAE9BE8838D4)
  %3202 = fmul <8 x double> %3174, splat (double 0x3DA8FAE9BE8838D4)
  %3203 = fmul <8 x double> %3175, splat (double 0x3DA8FAE9BE8838D4)
  %3204 = fmul <8 x double> %3176, splat (double 0x3DA8FAE9BE8838D4)
  %3205 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3201
  %3206 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3202
  %3207 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3203
  %3208 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %3204
  %3209 = fmul <8 x double> %3173, %3205
  %3210 = fmul <8 x double> %3174, %3206
  %3211 = fmul <8 x double> %3175, %3207
  %3212 = fmul <8 x double> %3176, %3208
  %3213 = fadd <8 x double> %3209, splat (double 0xBE927E4F809C52AD)
  %3214 = fadd <8 x double> %3210, splat (double 0xBE927E4F809C52AD)
  %3215 = fadd <8 x double> %3211, splat (double 0xBE927E4F809C52AD)
  %3216 = fadd <8 x double> %3212, splat (double 0xBE927E4F809C52AD)
  %3217 = fmul <8 x double> %3177, %3177
  %3218 = fmul <8 x double> %3178, %3178
  %3219 = fmul <8 x double> %3179, %3179
  %3220 = fmul <8 x double> %3180, %3180
  %3221 = fmul <8 x double> %3217, %3213
  %3222 = fmul <8 x double> %3218, %3214
  %3223 = fmul <8 x double> %3219, %3215
  %3224 = fmul <8 x double> %3220, %3216
  %3225 = fadd <8 x double> %3197, %3221
  %3226 = fadd <8 x double> %3198, %3222
  %3227 = fadd <8 x double> %3199, %3223
  %3228 = fadd <8 x double> %3200, %3224
  %3229 = fmul <8 x double> %3173, splat (double 5.000000e-01)
  %3230 = fmul <8 x double> %3174, splat (double 5.000000e-01)
  %3231 = fmul <8 x double> %3175, splat (double 5.000000e-01)
  %3232 = fmul <8 x double> %3176, splat (double 5.000000e-01)
  %3233 = fsub <8 x double> splat (double 1.000000e+00), %3229
  %3234 = fsub <8 x double> splat (double 1.000000e+00), %3230
  %3235 = fsub <8 x double> splat (double 1.000000e+00), %3231
  %3236 = fsub <8 x double> splat (double 1.000000e+00), %3232
  %3237 = fsub <8 x double> splat (double 1.000000e+00), %3233
  %3238 = fsub <8 x double> splat (double 1.000000e+00), %3234
  %3239 = fsub <8 x double> splat (double 1.000000e+00), %3235
  %3240 = fsub <8 x double> splat (double 1.000000e+00), %3236
  %3241 = fsub <8 x double> %3237, %3229
  %3242 = fsub <8 x double> %3238, %3230
  %3243 = fsub <8 x double> %3239, %3231
  %3244 = fsub <8 x double> %3240, %3232
  %3245 = fmul <8 x double> %3173, %3225
  %3246 = fmul <8 x double> %3174, %3226
  %3247 = fmul <8 x double> %3175, %3227
  %3248 = fmul <8 x double> %3176, %3228
  %3249 = fmul <8 x double> %3161, %3169
  %3250 = fmul <8 x double> %3162, %3170
  %3251 = fmul <8 x double> %3163, %3171
  %3252 = fmul <8 x double> %3164, %3172
  %3253 = fsub <8 x double> %3245, %3249
  %3254 = fsub <8 x double> %3246, %3250
  %3255 = fsub <8 x double> %3247, %3251
  %3256 = fsub <8 x double> %3248, %3252
  %3257 = fadd <8 x double> %3241, %3253
  %3258 = fadd <8 x double> %3242, %3254
  %3259 = fadd <8 x double> %3243, %3255
  %3260 = fadd <8 x double> %3244, %3256
  %3261 = fadd <8 x double> %3233, %3257
  %3262 = fadd <8 x double> %3234, %3258
  %3263 = fadd <8 x double> %3235, %3259
  %3264 = fadd <8 x double> %3236, %3260
  %3265 = fmul <8 x double> %3173, splat (double 0x3EC71DE357B1FE7D)
  %3266 = fmul <8 x double> %3174, splat (double 0x3EC71DE357B1FE7D)
  %3267 = fmul <8 x double> %3175, splat (double 0x3EC71DE357B1FE7D)
  %3268 = fmul <8 x double> %3176, splat (double 0x3EC71DE357B1FE7D)
  %3269 = fadd <8 x double> %3265, splat (double 0xBF2A01A019C161D5)
  %3270 = fadd <8 x double> %3266, splat (double 0xBF2A01A019C161D5)
  %3271 = fadd <8 x double> %3267, splat (double 0xBF2A01A019C161D5)
  %3272 = fadd <8 x double> %3268, splat (double 0xBF2A01A019C161D5)
  %3273 = fmul <8 x double> %3173, %3269
  %3274 = fmul <8 x double> %3174, %3270
  %3275 = fmul <8 x double> %3175, %3271
  %3276 = fmul <8 x double> %3176, %3272
  %3277 = fadd <8 x double> %3273, splat (double 0x3F8111111110F8A6)
  %3278 = fadd <8 x double> %3274, splat (double 0x3F8111111110F8A6)
  %3279 = fadd <8 x double> %3275, splat (double 0x3F8111111110F8A6)
  %3280 = fadd <8 x double> %3276, splat (double 0x3F8111111110F8A6)
  %3281 = fmul <8 x double> %3173, splat (double 0x3DE5D93A5ACFD57C)
  %3282 = fmul <8 x double> %3174, splat (double 0x3DE5D93A5ACFD57C)
  %3283 = fmul <8 x double> %3175, splat (double 0x3DE5D93A5ACFD57C)
  %3284 = fmul <8 x double> %3176, splat (double 0x3DE5D93A5ACFD57C)
  %3285 = fadd <8 x double> %3281, splat (double 0xBE5AE5E68A2B9CEB)
  %3286 = fadd <8 x double> %3282, splat (double 0xBE5AE5E68A2B9CEB)
  %3287 = fadd <8 x double> %3283, splat (double 0xBE5AE5E68A2B9CEB)
  %3288 = fadd <8 x double> %3284, splat (double 0xBE5AE5E68A2B9CEB)
  %3289 = fmul <8 x double> %3173, %3177
  %3290 = fmul <8 x double> %3174, %3178
  %3291 = fmul <8 x double> %3175, %3179
  %3292 = fmul <8 x double> %3176, %3180
  %3293 = fmul <8 x double> %3289, %3285
  %3294 = fmul <8 x double> %3290, %3286
  %3295 = fmul <8 x double> %3291, %3287
  %3296 = fmul <8 x double> %3292, %3288
  %3297 = fadd <8 x double> %3293, %3277
  %3298 = fadd <8 x double> %3294, %3278
  %3299 = fadd <8 x double> %3295, %3279
  %3300 = fadd <8 x double> %3296, %3280
  %3301 = fmul <8 x double> %3161, %3173
  %3302 = fmul <8 x double> %3162, %3174
  %3303 = fmul <8 x double> %3163, %3175
  %3304 = fmul <8 x double> %3164, %3176
  %3305 = fmul <8 x double> %3169, splat (double 5.000000e-01)
  %3306 = fmul <8 x double> %3170, splat (double 5.000000e-01)
  %3307 = fmul <8 x double> %3171, splat (double 5.000000e-01)
  %3308 = fmul <8 x double> %3172, splat (double 5.000000e-01)
  %3309 = fmul <8 x double> %3301, %3297
  %3310 = fmul <8 x double> %3302, %3298
  %3311 = fmul <8 x double> %3303, %3299
  %3312 = fmul <8 x double> %3304, %3300
  %3313 = fsub <8 x double> %3305, %3309
  %3314 = fsub <8 x double> %3306, %3310
  %3315 = fsub <8 x double> %3307, %3311
  %3316 = fsub <8 x double> %3308, %3312
  %3317 = fmul <8 x double> %3173, %3313
  %3318 = fmul <8 x double> %3174, %3314
  %3319 = fmul <8 x double> %3175, %3315
  %3320 = fmul <8 x double> %3176, %3316
  %3321 = fsub <8 x double> %3317, %3169
  %3322 = fsub <8 x double> %3318, %3170
  %3323 = fsub <8 x double> %3319, %3171
  %3324 = fsub <8 x double> %3320, %3172
  %3325 = fmul <8 x double> %3301, splat (double 0x3FC5555555555549)
  %3326 = fmul <8 x double> %3302, splat (double 0x3FC5555555555549)
  %3327 = fmul <8 x double> %3303, splat (double 0x3FC5555555555549)
  %3328 = fmul <8 x double> %3304, splat (double 0x3FC5555555555549)
  %3329 = fadd <8 x double> %3321, %3325
  %3330 = fadd <8 x double> %3322, %3326
  %3331 = fadd <8 x double> %3323, %3327
  %3332 = fadd <8 x double> %3324, %3328
  %3333 = fsub <8 x double> %3161, %3329
  %3334 = fsub <8 x double> %3162, %3330
  %3335 = fsub <8 x double> %3163, %3331
  %3336 = fsub <8 x double> %3164, %3332
  %3337 = fneg <8 x double> %3261
  %3338 = fneg <8 x double> %3262
  %3339 = fneg <8 x double> %3263
  %3340 = fneg <8 x double> %3264
  %3341 = fneg <8 x double> %3333
  %3342 = fneg <8 x double> %3334
  %3343 = fneg <8 x double> %3335
  %3344 = fneg <8 x double> %3336
  %3345 = and <8 x i64> %3073, splat (i64 1)
  %3346 = and <8 x i64> %3074, splat (i64 1)
  %3347 = and <8 x i64> %3075, splat (i64 1)
  %3348 = and <8 x i64> %3076, splat (i64 1)
  %3349 = and <8 x i64> %3073, splat (i64 2)
  %3350 = and <8 x i64> %3074, splat (i64 2)
  %3351 = and <8 x i64> %3075, splat (i64 2)
  %3352 = and <8 x i64> %3076, splat (i64 2)
  %3353 = icmp eq <8 x i64> %3345, zeroinitializer
  %3354 = icmp eq <8 x i64> %3346, zeroinitializer
  %3355 = icmp eq <8 x i64> %3347, zeroinitializer
  %3356 = icmp eq <8 x i64> %3348, zeroinitializer
  %3357 = icmp eq <8 x i64> %3349, zeroinitializer
  %3358 = icmp eq <8 x i64> %3350, zeroinitializer
  %3359 = icmp eq <8 x i64> %3351, zeroinitializer
  %3360 = icmp eq <8 x i64> %3352, zeroinitializer
  %3361 = select <8 x i1> %3357, <8 x double> %3261, <8 x double> %3337
  %3362 = select <8 x i1> %3358, <8 x double> %3262, <8 x double> %3338
  %3363 = select <8 x i1> %3359, <8 x double> %3263, <8 x double> %3339
  %3364 = select <8 x i1> %3360, <8 x double> %3264, <8 x double> %3340
  %3365 = select <8 x i1> %3357, <8 x double> %3341, <8 x double> %3333
  %3366 = select <8 x i1> %3358, <8 x double> %3342, <8 x double> %3334
  %3367 = select <8 x i1> %3359, <8 x double> %3343, <8 x double> %3335
  %3368 = select <8 x i1> %3360, <8 x double> %3344, <8 x double> %3336
  %3369 = select <8 x i1> %3353, <8 x double> %3361, <8 x double> %3365
  %3370 = select <8 x i1> %3354, <8 x double> %3362, <8 x double> %3366
  %3371 = select <8 x i1> %3355, <8 x double> %3363, <8 x double> %3367
  %3372 = select <8 x i1> %3356, <8 x double> %3364, <8 x double> %3368
  %3373 = fmul <8 x double> %3057, %3369
  %3374 = fmul <8 x double> %3058, %3370
  %3375 = fmul <8 x double> %3059, %3371
  %3376 = fmul <8 x double> %3060, %3372
  %3377 = fptrunc <8 x double> %3373 to <8 x float>
  %3378 = fptrunc <8 x double> %3374 to <8 x float>
  %3379 = fptrunc <8 x double> %3375 to <8 x float>
  %3380 = fptrunc <8 x double> %3376 to <8 x float>
  %3381 = getelementptr inbounds nuw i8, ptr %2861, i64 32
  %3382 = getelementptr inbounds nuw i8, ptr %2861, i64 64
  %3383 = getelementptr inbounds nuw i8, ptr %2861, i64 96
  store <8 x float> %3377, ptr %2861, align 4, !alias.scope !54, !noalias !57
  store <8 x float> %3378, ptr %3381, align 4, !alias.scope !54, !noalias !57
  store <8 x float> %3379, ptr %3382, align 4, !alias.scope !54, !noalias !57
  store <8 x float> %3380, ptr %3383, align 4, !alias.scope !54, !noalias !57
  %index.next2254 = add nuw i64 %index2245, 32
  %3384 = icmp eq i64 %index.next2254, %block_elements
  br i1 %3384, label %across_feature.body.preheader, label %vector.body2244, !llvm.loop !60

across_feature.body.preheader:                    ; preds = %vector.body2244
  %wide.load2223 = load <8 x float>, ptr %across_state, align 4
  %3385 = fmul <8 x float> %wide.load2223, %wide.load2223
  %wide.load2224 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2225 = load <8 x float>, ptr %across_noise, align 4
  %3386 = fmul <8 x float> %wide.load2223, %wide.load2225
  %3387 = fmul <8 x float> %wide.load2223, %wide.load2224
  %3388 = fsub <8 x float> zeroinitializer, %3387
  %3389 = fadd <8 x float> %3386, zeroinitializer
  %wide.load2223.1 = load <8 x float>, ptr %61, align 4
  %3390 = fmul <8 x float> %wide.load2223.1, %wide.load2223.1
  %wide.load2224.1 = load <8 x float>, ptr %62, align 4
  %wide.load2225.1 = load <8 x float>, ptr %63, align 4
  %3391 = fmul <8 x float> %wide.load2223.1, %wide.load2225.1
  %3392 = fmul <8 x float> %wide.load2223.1, %wide.load2224.1
  %3393 = fsub <8 x float> zeroinitializer, %3392
  %3394 = fadd <8 x float> %3391, zeroinitializer
  %wide.load2223.2 = load <8 x float>, ptr %67, align 4
  %3395 = fmul <8 x float> %wide.load2223.2, %wide.load2223.2
  %wide.load2224.2 = load <8 x float>, ptr %68, align 4
  %wide.load2225.2 = load <8 x float>, ptr %69, align 4
  %3396 = fmul <8 x float> %wide.load2223.2, %wide.load2225.2
  %3397 = fmul <8 x float> %wide.load2223.2, %wide.load2224.2
  %3398 = fsub <8 x float> zeroinitializer, %3397
  %3399 = fadd <8 x float> %3396, zeroinitializer
  %wide.load2223.3 = load <8 x float>, ptr %73, align 4
  %3400 = fmul <8 x float> %wide.load2223.3, %wide.load2223.3
  %wide.load2224.3 = load <8 x float>, ptr %74, align 4
  %wide.load2225.3 = load <8 x float>, ptr %75, align 4
  %3401 = fmul <8 x float> %wide.load2223.3, %wide.load2225.3
  %3402 = fmul <8 x float> %wide.load2223.3, %wide.load2224.3
  %3403 = fsub <8 x float> zeroinitializer, %3402
  %3404 = fadd <8 x float> %3401, zeroinitializer
  %wide.load2223.4 = load <8 x float>, ptr %79, align 4
  %3405 = fmul <8 x float> %wide.load2223.4, %wide.load2223.4
  %wide.load2224.4 = load <8 x float>, ptr %80, align 4
  %wide.load2225.4 = load <8 x float>, ptr %81, align 4
  %3406 = fmul <8 x float> %wide.load2223.4, %wide.load2225.4
  %3407 = fmul <8 x float> %wide.load2223.4, %wide.load2224.4
  %3408 = fsub <8 x float> zeroinitializer, %3407
  %3409 = fadd <8 x float> %3406, zeroinitializer
  %wide.load2223.5 = load <8 x float>, ptr %85, align 4
  %3410 = fmul <8 x float> %wide.load2223.5, %wide.load2223.5
  %wide.load2224.5 = load <8 x float>, ptr %86, align 4
  %wide.load2225.5 = load <8 x float>, ptr %87, align 4
  %3411 = fmul <8 x float> %wide.load2223.5, %wide.load2225.5
  %3412 = fmul <8 x float> %wide.load2223.5, %wide.load2224.5
  %3413 = fsub <8 x float> zeroinitializer, %3412
  %3414 = fadd <8 x float> %3411, zeroinitializer
  %wide.load2223.6 = load <8 x float>, ptr %91, align 4
  %3415 = fmul <8 x float> %wide.load2223.6, %wide.load2223.6
  %wide.load2224.6 = load <8 x float>, ptr %92, align 4
  %wide.load2225.6 = load <8 x float>, ptr %93, align 4
  %3416 = fmul <8 x float> %wide.load2223.6, %wide.load2225.6
  %3417 = fmul <8 x float> %wide.load2223.6, %wide.load2224.6
  %3418 = fsub <8 x float> zeroinitializer, %3417
  %3419 = fadd <8 x float> %3416, zeroinitializer
  %wide.load2223.7 = load <8 x float>, ptr %97, align 4
  %3420 = fmul <8 x float> %wide.load2223.7, %wide.load2223.7
  %wide.load2224.7 = load <8 x float>, ptr %98, align 4
  %wide.load2225.7 = load <8 x float>, ptr %99, align 4
  %3421 = fmul <8 x float> %wide.load2223.7, %wide.load2225.7
  %3422 = fmul <8 x float> %wide.load2223.7, %wide.load2224.7
  %3423 = fsub <8 x float> zeroinitializer, %3422
  %3424 = fadd <8 x float> %3421, zeroinitializer
  br label %across_feature.body

noise.done:                                       ; preds = %across_row.exit, %across_row.exit22
  %wide.load2237.72710 = phi <8 x float> [ %wide.load2237.72711, %across_row.exit22 ], [ %wide.load2237.72712, %across_row.exit ]
  %wide.load2237.62699 = phi <8 x float> [ %wide.load2237.62700, %across_row.exit22 ], [ %wide.load2237.62701, %across_row.exit ]
  %wide.load2237.52688 = phi <8 x float> [ %wide.load2237.52689, %across_row.exit22 ], [ %wide.load2237.52690, %across_row.exit ]
  %wide.load2237.42677 = phi <8 x float> [ %wide.load2237.42678, %across_row.exit22 ], [ %wide.load2237.42679, %across_row.exit ]
  %wide.load2237.32666 = phi <8 x float> [ %wide.load2237.32667, %across_row.exit22 ], [ %wide.load2237.32668, %across_row.exit ]
  %wide.load2237.22655 = phi <8 x float> [ %wide.load2237.22656, %across_row.exit22 ], [ %wide.load2237.22657, %across_row.exit ]
  %wide.load2237.12644 = phi <8 x float> [ %wide.load2237.12645, %across_row.exit22 ], [ %wide.load2237.12646, %across_row.exit ]
  %wide.load22372633 = phi <8 x float> [ %wide.load22372634, %across_row.exit22 ], [ %wide.load22372635, %across_row.exit ]
  %wide.load2236.72622 = phi <8 x float> [ %wide.load2236.72623, %across_row.exit22 ], [ %wide.load2236.72624, %across_row.exit ]
  %wide.load2236.62611 = phi <8 x float> [ %wide.load2236.62612, %across_row.exit22 ], [ %wide.load2236.62613, %across_row.exit ]
  %wide.load2236.52600 = phi <8 x float> [ %wide.load2236.52601, %across_row.exit22 ], [ %wide.load2236.52602, %across_row.exit ]
  %wide.load2236.42589 = phi <8 x float> [ %wide.load2236.42590, %across_row.exit22 ], [ %wide.load2236.42591, %across_row.exit ]
  %wide.load2236.32578 = phi <8 x float> [ %wide.load2236.32579, %across_row.exit22 ], [ %wide.load2236.32580, %across_row.exit ]
  %wide.load2236.22567 = phi <8 x float> [ %wide.load2236.22568, %across_row.exit22 ], [ %wide.load2236.22569, %across_row.exit ]
  %wide.load2236.12556 = phi <8 x float> [ %wide.load2236.12557, %across_row.exit22 ], [ %wide.load2236.12558, %across_row.exit ]
  %wide.load22362545 = phi <8 x float> [ %wide.load22362546, %across_row.exit22 ], [ %wide.load22362547, %across_row.exit ]
  %wide.load2235.72534 = phi <8 x float> [ %wide.load2235.72535, %across_row.exit22 ], [ %wide.load2235.72536, %across_row.exit ]
  %wide.load2235.62523 = phi <8 x float> [ %wide.load2235.62524, %across_row.exit22 ], [ %wide.load2235.62525, %across_row.exit ]
  %wide.load2235.52512 = phi <8 x float> [ %wide.load2235.52513, %across_row.exit22 ], [ %wide.load2235.52514, %across_row.exit ]
  %wide.load2235.42501 = phi <8 x float> [ %wide.load2235.42502, %across_row.exit22 ], [ %wide.load2235.42503, %across_row.exit ]
  %wide.load2235.32490 = phi <8 x float> [ %wide.load2235.32491, %across_row.exit22 ], [ %wide.load2235.32492, %across_row.exit ]
  %wide.load2235.22479 = phi <8 x float> [ %wide.load2235.22480, %across_row.exit22 ], [ %wide.load2235.22481, %across_row.exit ]
  %wide.load2235.12468 = phi <8 x float> [ %wide.load2235.12469, %across_row.exit22 ], [ %wide.load2235.12470, %across_row.exit ]
  %3425 = phi <8 x float> [ %3710, %across_row.exit22 ], [ %3635, %across_row.exit ]
  br i1 %cond, label %across_feature.body50.preheader, label %across_feature.body35.preheader

across_feature.body35.preheader:                  ; preds = %noise.done
  %broadcast.splatinsert2166 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2167 = shufflevector <8 x float> %broadcast.splatinsert2166, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load2170 = load <8 x float>, ptr %across_state, align 4
  %wide.load2171 = load <8 x float>, ptr %171, align 4
  %wide.load2172 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2173 = load <8 x float>, ptr %172, align 4
  %3426 = fneg <8 x float> %wide.load2172
  %3427 = fneg <8 x float> %wide.load2173
  %3428 = fmul <8 x float> %wide.load2170, %wide.load22362545
  %3429 = fmul <8 x float> %wide.load2171, %wide.load2236.12556
  %3430 = fsub <8 x float> %3426, %3428
  %3431 = fsub <8 x float> %3427, %3429
  %3432 = fmul <8 x float> %broadcast.splat2165, %3430
  %3433 = fmul <8 x float> %broadcast.splat2165, %3431
  %3434 = fsub <8 x float> %wide.load2170, %3432
  %3435 = fsub <8 x float> %wide.load2171, %3433
  %wide.load2176 = load <8 x float>, ptr %across_noise, align 4
  %wide.load2177 = load <8 x float>, ptr %173, align 4
  %3436 = fmul <8 x float> %wide.load2170, %wide.load22372633
  %3437 = fmul <8 x float> %wide.load2171, %wide.load2237.12644
  %3438 = fsub <8 x float> %wide.load2176, %3436
  %3439 = fsub <8 x float> %wide.load2177, %3437
  %3440 = fmul <8 x float> %broadcast.splat2167, %3438
  %3441 = fmul <8 x float> %broadcast.splat2167, %3439
  %3442 = fadd <8 x float> %3434, %3440
  %3443 = fadd <8 x float> %3435, %3441
  %3444 = fmul <8 x float> %3442, %3442
  %3445 = fmul <8 x float> %3443, %3443
  %wide.load2170.1 = load <8 x float>, ptr %176, align 4
  %wide.load2171.1 = load <8 x float>, ptr %177, align 4
  %wide.load2172.1 = load <8 x float>, ptr %178, align 4
  %wide.load2173.1 = load <8 x float>, ptr %179, align 4
  %3446 = fneg <8 x float> %wide.load2172.1
  %3447 = fneg <8 x float> %wide.load2173.1
  %3448 = fmul <8 x float> %wide.load2170.1, %wide.load2236.22567
  %3449 = fmul <8 x float> %wide.load2171.1, %wide.load2236.32578
  %3450 = fsub <8 x float> %3446, %3448
  %3451 = fsub <8 x float> %3447, %3449
  %3452 = fmul <8 x float> %broadcast.splat2165, %3450
  %3453 = fmul <8 x float> %broadcast.splat2165, %3451
  %3454 = fsub <8 x float> %wide.load2170.1, %3452
  %3455 = fsub <8 x float> %wide.load2171.1, %3453
  %wide.load2176.1 = load <8 x float>, ptr %180, align 4
  %wide.load2177.1 = load <8 x float>, ptr %181, align 4
  %3456 = fmul <8 x float> %wide.load2170.1, %wide.load2237.22655
  %3457 = fmul <8 x float> %wide.load2171.1, %wide.load2237.32666
  %3458 = fsub <8 x float> %wide.load2176.1, %3456
  %3459 = fsub <8 x float> %wide.load2177.1, %3457
  %3460 = fmul <8 x float> %broadcast.splat2167, %3458
  %3461 = fmul <8 x float> %broadcast.splat2167, %3459
  %3462 = fadd <8 x float> %3454, %3460
  %3463 = fadd <8 x float> %3455, %3461
  %3464 = fmul <8 x float> %3462, %3462
  %3465 = fmul <8 x float> %3463, %3463
  %wide.load2170.2 = load <8 x float>, ptr %184, align 4
  %wide.load2171.2 = load <8 x float>, ptr %185, align 4
  %wide.load2172.2 = load <8 x float>, ptr %186, align 4
  %wide.load2173.2 = load <8 x float>, ptr %187, align 4
  %3466 = fneg <8 x float> %wide.load2172.2
  %3467 = fneg <8 x float> %wide.load2173.2
  %3468 = fmul <8 x float> %wide.load2170.2, %wide.load2236.42589
  %3469 = fmul <8 x float> %wide.load2171.2, %wide.load2236.52600
  %3470 = fsub <8 x float> %3466, %3468
  %3471 = fsub <8 x float> %3467, %3469
  %3472 = fmul <8 x float> %broadcast.splat2165, %3470
  %3473 = fmul <8 x float> %broadcast.splat2165, %3471
  %3474 = fsub <8 x float> %wide.load2170.2, %3472
  %3475 = fsub <8 x float> %wide.load2171.2, %3473
  %wide.load2176.2 = load <8 x float>, ptr %188, align 4
  %wide.load2177.2 = load <8 x float>, ptr %189, align 4
  %3476 = fmul <8 x float> %wide.load2170.2, %wide.load2237.42677
  %3477 = fmul <8 x float> %wide.load2171.2, %wide.load2237.52688
  %3478 = fsub <8 x float> %wide.load2176.2, %3476
  %3479 = fsub <8 x float> %wide.load2177.2, %3477
  %3480 = fmul <8 x float> %broadcast.splat2167, %3478
  %3481 = fmul <8 x float> %broadcast.splat2167, %3479
  %3482 = fadd <8 x float> %3474, %3480
  %3483 = fadd <8 x float> %3475, %3481
  %3484 = fmul <8 x float> %3482, %3482
  %3485 = fmul <8 x float> %3483, %3483
  %wide.load2170.3 = load <8 x float>, ptr %192, align 4
  %wide.load2171.3 = load <8 x float>, ptr %193, align 4
  %wide.load2172.3 = load <8 x float>, ptr %194, align 4
  %wide.load2173.3 = load <8 x float>, ptr %195, align 4
  %3486 = fneg <8 x float> %wide.load2172.3
  %3487 = fneg <8 x float> %wide.load2173.3
  %3488 = fmul <8 x float> %wide.load2170.3, %wide.load2236.62611
  %3489 = fmul <8 x float> %wide.load2171.3, %wide.load2236.72622
  %3490 = fsub <8 x float> %3486, %3488
  %3491 = fsub <8 x float> %3487, %3489
  %3492 = fmul <8 x float> %broadcast.splat2165, %3490
  %3493 = fmul <8 x float> %broadcast.splat2165, %3491
  %3494 = fsub <8 x float> %wide.load2170.3, %3492
  %3495 = fsub <8 x float> %wide.load2171.3, %3493
  %wide.load2176.3 = load <8 x float>, ptr %196, align 4
  %wide.load2177.3 = load <8 x float>, ptr %197, align 4
  %3496 = fmul <8 x float> %wide.load2170.3, %wide.load2237.62699
  %3497 = fmul <8 x float> %wide.load2171.3, %wide.load2237.72710
  %3498 = fsub <8 x float> %wide.load2176.3, %3496
  %3499 = fsub <8 x float> %wide.load2177.3, %3497
  %3500 = fmul <8 x float> %broadcast.splat2167, %3498
  %3501 = fmul <8 x float> %broadcast.splat2167, %3499
  %3502 = fadd <8 x float> %3494, %3500
  %3503 = fadd <8 x float> %3495, %3501
  %3504 = fmul <8 x float> %3502, %3502
  %3505 = fmul <8 x float> %3503, %3503
  br label %across_feature.body35

across_feature.body50.preheader:                  ; preds = %noise.done
  %wide.load2132 = load <8 x float>, ptr %across_state, align 4
  %wide.load2133 = load <8 x float>, ptr %208, align 4
  %wide.load2134 = load <8 x float>, ptr %209, align 4
  %wide.load2135 = load <8 x float>, ptr %210, align 4
  %wide.load2136 = load <8 x float>, ptr %across_input_0, align 4
  %wide.load2137 = load <8 x float>, ptr %211, align 4
  %wide.load2138 = load <8 x float>, ptr %212, align 4
  %wide.load2139 = load <8 x float>, ptr %213, align 4
  %3506 = fneg <8 x float> %wide.load2136
  %3507 = fneg <8 x float> %wide.load2137
  %3508 = fneg <8 x float> %wide.load2138
  %3509 = fneg <8 x float> %wide.load2139
  %3510 = fmul <8 x float> %wide.load2132, %wide.load22362545
  %3511 = fmul <8 x float> %wide.load2133, %wide.load2236.12556
  %3512 = fmul <8 x float> %wide.load2134, %wide.load2236.22567
  %3513 = fmul <8 x float> %wide.load2135, %wide.load2236.32578
  %3514 = fsub <8 x float> %3506, %3510
  %3515 = fsub <8 x float> %3507, %3511
  %3516 = fsub <8 x float> %3508, %3512
  %3517 = fsub <8 x float> %3509, %3513
  %3518 = fmul <8 x float> %broadcast.splat2129, %3514
  %3519 = fmul <8 x float> %broadcast.splat2129, %3515
  %3520 = fmul <8 x float> %broadcast.splat2129, %3516
  %3521 = fmul <8 x float> %broadcast.splat2129, %3517
  %3522 = fsub <8 x float> %wide.load2132, %3518
  %3523 = fsub <8 x float> %wide.load2133, %3519
  %3524 = fsub <8 x float> %wide.load2134, %3520
  %3525 = fsub <8 x float> %wide.load2135, %3521
  %3526 = fmul <8 x float> %3522, %3522
  %3527 = fmul <8 x float> %3523, %3523
  %3528 = fmul <8 x float> %3524, %3524
  %3529 = fmul <8 x float> %3525, %3525
  %wide.load2132.1 = load <8 x float>, ptr %218, align 4
  %wide.load2133.1 = load <8 x float>, ptr %219, align 4
  %wide.load2134.1 = load <8 x float>, ptr %220, align 4
  %wide.load2135.1 = load <8 x float>, ptr %221, align 4
  %wide.load2136.1 = load <8 x float>, ptr %222, align 4
  %wide.load2137.1 = load <8 x float>, ptr %223, align 4
  %wide.load2138.1 = load <8 x float>, ptr %224, align 4
  %wide.load2139.1 = load <8 x float>, ptr %225, align 4
  %3530 = fneg <8 x float> %wide.load2136.1
  %3531 = fneg <8 x float> %wide.load2137.1
  %3532 = fneg <8 x float> %wide.load2138.1
  %3533 = fneg <8 x float> %wide.load2139.1
  %3534 = fmul <8 x float> %wide.load2132.1, %wide.load2236.42589
  %3535 = fmul <8 x float> %wide.load2133.1, %wide.load2236.52600
  %3536 = fmul <8 x float> %wide.load2134.1, %wide.load2236.62611
  %3537 = fmul <8 x float> %wide.load2135.1, %wide.load2236.72622
  %3538 = fsub <8 x float> %3530, %3534
  %3539 = fsub <8 x float> %3531, %3535
  %3540 = fsub <8 x float> %3532, %3536
  %3541 = fsub <8 x float> %3533, %3537
  %3542 = fmul <8 x float> %broadcast.splat2129, %3538
  %3543 = fmul <8 x float> %broadcast.splat2129, %3539
  %3544 = fmul <8 x float> %broadcast.splat2129, %3540
  %3545 = fmul <8 x float> %broadcast.splat2129, %3541
  %3546 = fsub <8 x float> %wide.load2132.1, %3542
  %3547 = fsub <8 x float> %wide.load2133.1, %3543
  %3548 = fsub <8 x float> %wide.load2134.1, %3544
  %3549 = fsub <8 x float> %wide.load2135.1, %3545
  %3550 = fmul <8 x float> %3546, %3546
  %3551 = fmul <8 x float> %3547, %3547
  %3552 = fmul <8 x float> %3548, %3548
  %3553 = fmul <8 x float> %3549, %3549
  br label %across_feature.body50

across_feature.body:                              ; preds = %across_feature.body.preheader, %across_row.exit
  %wide.load2237.72703 = phi <8 x float> [ %wide.load2237.72712, %across_row.exit ], [ %wide.load2237.72704, %across_feature.body.preheader ]
  %wide.load2237.62692 = phi <8 x float> [ %wide.load2237.62701, %across_row.exit ], [ %wide.load2237.62693, %across_feature.body.preheader ]
  %wide.load2237.52681 = phi <8 x float> [ %wide.load2237.52690, %across_row.exit ], [ %wide.load2237.52682, %across_feature.body.preheader ]
  %wide.load2237.42670 = phi <8 x float> [ %wide.load2237.42679, %across_row.exit ], [ %wide.load2237.42671, %across_feature.body.preheader ]
  %wide.load2237.32659 = phi <8 x float> [ %wide.load2237.32668, %across_row.exit ], [ %wide.load2237.32660, %across_feature.body.preheader ]
  %wide.load2237.22648 = phi <8 x float> [ %wide.load2237.22657, %across_row.exit ], [ %wide.load2237.22649, %across_feature.body.preheader ]
  %wide.load2237.12637 = phi <8 x float> [ %wide.load2237.12646, %across_row.exit ], [ %wide.load2237.12638, %across_feature.body.preheader ]
  %wide.load22372626 = phi <8 x float> [ %wide.load22372635, %across_row.exit ], [ %wide.load22372627, %across_feature.body.preheader ]
  %wide.load2236.72615 = phi <8 x float> [ %wide.load2236.72624, %across_row.exit ], [ %wide.load2236.72616, %across_feature.body.preheader ]
  %wide.load2236.62604 = phi <8 x float> [ %wide.load2236.62613, %across_row.exit ], [ %wide.load2236.62605, %across_feature.body.preheader ]
  %wide.load2236.52593 = phi <8 x float> [ %wide.load2236.52602, %across_row.exit ], [ %wide.load2236.52594, %across_feature.body.preheader ]
  %wide.load2236.42582 = phi <8 x float> [ %wide.load2236.42591, %across_row.exit ], [ %wide.load2236.42583, %across_feature.body.preheader ]
  %wide.load2236.32571 = phi <8 x float> [ %wide.load2236.32580, %across_row.exit ], [ %wide.load2236.32572, %across_feature.body.preheader ]
  %wide.load2236.22560 = phi <8 x float> [ %wide.load2236.22569, %across_row.exit ], [ %wide.load2236.22561, %across_feature.body.preheader ]
  %wide.load2236.12549 = phi <8 x float> [ %wide.load2236.12558, %across_row.exit ], [ %wide.load2236.12550, %across_feature.body.preheader ]
  %wide.load22362538 = phi <8 x float> [ %wide.load22362547, %across_row.exit ], [ %wide.load22362539, %across_feature.body.preheader ]
  %wide.load2235.72527 = phi <8 x float> [ %wide.load2235.72536, %across_row.exit ], [ %wide.load2235.72528, %across_feature.body.preheader ]
  %wide.load2235.62516 = phi <8 x float> [ %wide.load2235.62525, %across_row.exit ], [ %wide.load2235.62517, %across_feature.body.preheader ]
  %wide.load2235.52505 = phi <8 x float> [ %wide.load2235.52514, %across_row.exit ], [ %wide.load2235.52506, %across_feature.body.preheader ]
  %wide.load2235.42494 = phi <8 x float> [ %wide.load2235.42503, %across_row.exit ], [ %wide.load2235.42495, %across_feature.body.preheader ]
  %wide.load2235.32483 = phi <8 x float> [ %wide.load2235.32492, %across_row.exit ], [ %wide.load2235.32484, %across_feature.body.preheader ]
  %wide.load2235.22472 = phi <8 x float> [ %wide.load2235.22481, %across_row.exit ], [ %wide.load2235.22473, %across_feature.body.preheader ]
  %wide.load2235.12461 = phi <8 x float> [ %wide.load2235.12470, %across_row.exit ], [ %wide.load2235.12462, %across_feature.body.preheader ]
  %3554 = phi <8 x float> [ %3635, %across_row.exit ], [ %2456, %across_feature.body.preheader ]
  %across_feature792 = phi i64 [ %3636, %across_row.exit ], [ 0, %across_feature.body.preheader ]
  %first = icmp eq i64 %across_feature792, 0
  %3555 = shl nuw nsw i64 %across_feature792, 6
  br i1 %first, label %vector.body2221, label %vector.body2230

vector.body2230:                                  ; preds = %across_feature.body
  %3556 = getelementptr inbounds nuw float, ptr %across_state, i64 %3555
  %wide.load2232 = load <8 x float>, ptr %3556, align 4
  %3557 = fmul <8 x float> %wide.load2232, %wide.load2232
  %3558 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3555
  %wide.load2233 = load <8 x float>, ptr %3558, align 4
  %3559 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3555
  %wide.load2234 = load <8 x float>, ptr %3559, align 4
  %3560 = fmul <8 x float> %wide.load2232, %wide.load2234
  %3561 = fadd <8 x float> %3557, %3554
  store <8 x float> %3561, ptr %across_uniforms, align 4
  %3562 = fmul <8 x float> %wide.load2232, %wide.load2233
  %3563 = fsub <8 x float> %wide.load22362538, %3562
  store <8 x float> %3563, ptr %36, align 4
  %3564 = fadd <8 x float> %3560, %wide.load22372626
  store <8 x float> %3564, ptr %37, align 4
  %3565 = or disjoint i64 %3555, 8
  %3566 = getelementptr inbounds nuw float, ptr %across_state, i64 %3565
  %wide.load2232.1 = load <8 x float>, ptr %3566, align 4
  %3567 = fmul <8 x float> %wide.load2232.1, %wide.load2232.1
  %3568 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3565
  %wide.load2233.1 = load <8 x float>, ptr %3568, align 4
  %3569 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3565
  %wide.load2234.1 = load <8 x float>, ptr %3569, align 4
  %3570 = fmul <8 x float> %wide.load2232.1, %wide.load2234.1
  %3571 = fadd <8 x float> %3567, %wide.load2235.12461
  store <8 x float> %3571, ptr %38, align 4
  %3572 = fmul <8 x float> %wide.load2232.1, %wide.load2233.1
  %3573 = fsub <8 x float> %wide.load2236.12549, %3572
  store <8 x float> %3573, ptr %39, align 4
  %3574 = fadd <8 x float> %3570, %wide.load2237.12637
  store <8 x float> %3574, ptr %40, align 4
  %3575 = or disjoint i64 %3555, 16
  %3576 = getelementptr inbounds nuw float, ptr %across_state, i64 %3575
  %wide.load2232.2 = load <8 x float>, ptr %3576, align 4
  %3577 = fmul <8 x float> %wide.load2232.2, %wide.load2232.2
  %3578 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3575
  %wide.load2233.2 = load <8 x float>, ptr %3578, align 4
  %3579 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3575
  %wide.load2234.2 = load <8 x float>, ptr %3579, align 4
  %3580 = fmul <8 x float> %wide.load2232.2, %wide.load2234.2
  %3581 = fadd <8 x float> %3577, %wide.load2235.22472
  store <8 x float> %3581, ptr %41, align 4
  %3582 = fmul <8 x float> %wide.load2232.2, %wide.load2233.2
  %3583 = fsub <8 x float> %wide.load2236.22560, %3582
  store <8 x float> %3583, ptr %42, align 4
  %3584 = fadd <8 x float> %3580, %wide.load2237.22648
  store <8 x float> %3584, ptr %43, align 4
  %3585 = or disjoint i64 %3555, 24
  %3586 = getelementptr inbounds nuw float, ptr %across_state, i64 %3585
  %wide.load2232.3 = load <8 x float>, ptr %3586, align 4
  %3587 = fmul <8 x float> %wide.load2232.3, %wide.load2232.3
  %3588 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3585
  %wide.load2233.3 = load <8 x float>, ptr %3588, align 4
  %3589 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3585
  %wide.load2234.3 = load <8 x float>, ptr %3589, align 4
  %3590 = fmul <8 x float> %wide.load2232.3, %wide.load2234.3
  %3591 = fadd <8 x float> %3587, %wide.load2235.32483
  store <8 x float> %3591, ptr %44, align 4
  %3592 = fmul <8 x float> %wide.load2232.3, %wide.load2233.3
  %3593 = fsub <8 x float> %wide.load2236.32571, %3592
  store <8 x float> %3593, ptr %45, align 4
  %3594 = fadd <8 x float> %3590, %wide.load2237.32659
  store <8 x float> %3594, ptr %46, align 4
  %3595 = or disjoint i64 %3555, 32
  %3596 = getelementptr inbounds nuw float, ptr %across_state, i64 %3595
  %wide.load2232.4 = load <8 x float>, ptr %3596, align 4
  %3597 = fmul <8 x float> %wide.load2232.4, %wide.load2232.4
  %3598 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3595
  %wide.load2233.4 = load <8 x float>, ptr %3598, align 4
  %3599 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3595
  %wide.load2234.4 = load <8 x float>, ptr %3599, align 4
  %3600 = fmul <8 x float> %wide.load2232.4, %wide.load2234.4
  %3601 = fadd <8 x float> %3597, %wide.load2235.42494
  store <8 x float> %3601, ptr %47, align 4
  %3602 = fmul <8 x float> %wide.load2232.4, %wide.load2233.4
  %3603 = fsub <8 x float> %wide.load2236.42582, %3602
  store <8 x float> %3603, ptr %48, align 4
  %3604 = fadd <8 x float> %3600, %wide.load2237.42670
  store <8 x float> %3604, ptr %49, align 4
  %3605 = or disjoint i64 %3555, 40
  %3606 = getelementptr inbounds nuw float, ptr %across_state, i64 %3605
  %wide.load2232.5 = load <8 x float>, ptr %3606, align 4
  %3607 = fmul <8 x float> %wide.load2232.5, %wide.load2232.5
  %3608 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3605
  %wide.load2233.5 = load <8 x float>, ptr %3608, align 4
  %3609 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3605
  %wide.load2234.5 = load <8 x float>, ptr %3609, align 4
  %3610 = fmul <8 x float> %wide.load2232.5, %wide.load2234.5
  %3611 = fadd <8 x float> %3607, %wide.load2235.52505
  store <8 x float> %3611, ptr %50, align 4
  %3612 = fmul <8 x float> %wide.load2232.5, %wide.load2233.5
  %3613 = fsub <8 x float> %wide.load2236.52593, %3612
  store <8 x float> %3613, ptr %51, align 4
  %3614 = fadd <8 x float> %3610, %wide.load2237.52681
  store <8 x float> %3614, ptr %52, align 4
  %3615 = or disjoint i64 %3555, 48
  %3616 = getelementptr inbounds nuw float, ptr %across_state, i64 %3615
  %wide.load2232.6 = load <8 x float>, ptr %3616, align 4
  %3617 = fmul <8 x float> %wide.load2232.6, %wide.load2232.6
  %3618 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3615
  %wide.load2233.6 = load <8 x float>, ptr %3618, align 4
  %3619 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3615
  %wide.load2234.6 = load <8 x float>, ptr %3619, align 4
  %3620 = fmul <8 x float> %wide.load2232.6, %wide.load2234.6
  %3621 = fadd <8 x float> %3617, %wide.load2235.62516
  store <8 x float> %3621, ptr %53, align 4
  %3622 = fmul <8 x float> %wide.load2232.6, %wide.load2233.6
  %3623 = fsub <8 x float> %wide.load2236.62604, %3622
  store <8 x float> %3623, ptr %54, align 4
  %3624 = fadd <8 x float> %3620, %wide.load2237.62692
  store <8 x float> %3624, ptr %55, align 4
  %3625 = or disjoint i64 %3555, 56
  %3626 = getelementptr inbounds nuw float, ptr %across_state, i64 %3625
  %wide.load2232.7 = load <8 x float>, ptr %3626, align 4
  %3627 = fmul <8 x float> %wide.load2232.7, %wide.load2232.7
  %3628 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3625
  %wide.load2233.7 = load <8 x float>, ptr %3628, align 4
  %3629 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3625
  %wide.load2234.7 = load <8 x float>, ptr %3629, align 4
  %3630 = fmul <8 x float> %wide.load2232.7, %wide.load2234.7
  %3631 = fadd <8 x float> %3627, %wide.load2235.72527
  store <8 x float> %3631, ptr %56, align 4
  %3632 = fmul <8 x float> %wide.load2232.7, %wide.load2233.7
  %3633 = fsub <8 x float> %wide.load2236.72615, %3632
  store <8 x float> %3633, ptr %57, align 4
  %3634 = fadd <8 x float> %3630, %wide.load2237.72703
  store <8 x float> %3634, ptr %58, align 4
  br label %across_row.exit

vector.body2221:                                  ; preds = %across_feature.body
  store <8 x float> %3385, ptr %across_uniforms, align 4
  store <8 x float> %3388, ptr %59, align 4
  store <8 x float> %3389, ptr %60, align 4
  store <8 x float> %3390, ptr %64, align 4
  store <8 x float> %3393, ptr %65, align 4
  store <8 x float> %3394, ptr %66, align 4
  store <8 x float> %3395, ptr %70, align 4
  store <8 x float> %3398, ptr %71, align 4
  store <8 x float> %3399, ptr %72, align 4
  store <8 x float> %3400, ptr %76, align 4
  store <8 x float> %3403, ptr %77, align 4
  store <8 x float> %3404, ptr %78, align 4
  store <8 x float> %3405, ptr %82, align 4
  store <8 x float> %3408, ptr %83, align 4
  store <8 x float> %3409, ptr %84, align 4
  store <8 x float> %3410, ptr %88, align 4
  store <8 x float> %3413, ptr %89, align 4
  store <8 x float> %3414, ptr %90, align 4
  store <8 x float> %3415, ptr %94, align 4
  store <8 x float> %3418, ptr %95, align 4
  store <8 x float> %3419, ptr %96, align 4
  store <8 x float> %3420, ptr %100, align 4
  store <8 x float> %3423, ptr %101, align 4
  store <8 x float> %3424, ptr %102, align 4
  br label %across_row.exit

across_row.exit:                                  ; preds = %vector.body2230, %vector.body2221
  %wide.load2237.72712 = phi <8 x float> [ %3634, %vector.body2230 ], [ %3424, %vector.body2221 ]
  %wide.load2237.62701 = phi <8 x float> [ %3624, %vector.body2230 ], [ %3419, %vector.body2221 ]
  %wide.load2237.52690 = phi <8 x float> [ %3614, %vector.body2230 ], [ %3414, %vector.body2221 ]
  %wide.load2237.42679 = phi <8 x float> [ %3604, %vector.body2230 ], [ %3409, %vector.body2221 ]
  %wide.load2237.32668 = phi <8 x float> [ %3594, %vector.body2230 ], [ %3404, %vector.body2221 ]
  %wide.load2237.22657 = phi <8 x float> [ %3584, %vector.body2230 ], [ %3399, %vector.body2221 ]
  %wide.load2237.12646 = phi <8 x float> [ %3574, %vector.body2230 ], [ %3394, %vector.body2221 ]
  %wide.load22372635 = phi <8 x float> [ %3564, %vector.body2230 ], [ %3389, %vector.body2221 ]
  %wide.load2236.72624 = phi <8 x float> [ %3633, %vector.body2230 ], [ %3423, %vector.body2221 ]
  %wide.load2236.62613 = phi <8 x float> [ %3623, %vector.body2230 ], [ %3418, %vector.body2221 ]
  %wide.load2236.52602 = phi <8 x float> [ %3613, %vector.body2230 ], [ %3413, %vector.body2221 ]
  %wide.load2236.42591 = phi <8 x float> [ %3603, %vector.body2230 ], [ %3408, %vector.body2221 ]
  %wide.load2236.32580 = phi <8 x float> [ %3593, %vector.body2230 ], [ %3403, %vector.body2221 ]
  %wide.load2236.22569 = phi <8 x float> [ %3583, %vector.body2230 ], [ %3398, %vector.body2221 ]
  %wide.load2236.12558 = phi <8 x float> [ %3573, %vector.body2230 ], [ %3393, %vector.body2221 ]
  %wide.load22362547 = phi <8 x float> [ %3563, %vector.body2230 ], [ %3388, %vector.body2221 ]
  %wide.load2235.72536 = phi <8 x float> [ %3631, %vector.body2230 ], [ %3420, %vector.body2221 ]
  %wide.load2235.62525 = phi <8 x float> [ %3621, %vector.body2230 ], [ %3415, %vector.body2221 ]
  %wide.load2235.52514 = phi <8 x float> [ %3611, %vector.body2230 ], [ %3410, %vector.body2221 ]
  %wide.load2235.42503 = phi <8 x float> [ %3601, %vector.body2230 ], [ %3405, %vector.body2221 ]
  %wide.load2235.32492 = phi <8 x float> [ %3591, %vector.body2230 ], [ %3400, %vector.body2221 ]
  %wide.load2235.22481 = phi <8 x float> [ %3581, %vector.body2230 ], [ %3395, %vector.body2221 ]
  %wide.load2235.12470 = phi <8 x float> [ %3571, %vector.body2230 ], [ %3390, %vector.body2221 ]
  %3635 = phi <8 x float> [ %3561, %vector.body2230 ], [ %3385, %vector.body2221 ]
  %3636 = add nuw i64 %across_feature792, 1
  %exitcond958.not = icmp eq i64 %3636, %n_features
  br i1 %exitcond958.not, label %noise.done, label %across_feature.body

across_feature.body15:                            ; preds = %across_feature.body15.preheader, %across_row.exit22
  %wide.load2237.72713 = phi <8 x float> [ %wide.load2237.72711, %across_row.exit22 ], [ %wide.load2237.72704, %across_feature.body15.preheader ]
  %wide.load2237.62702 = phi <8 x float> [ %wide.load2237.62700, %across_row.exit22 ], [ %wide.load2237.62693, %across_feature.body15.preheader ]
  %wide.load2237.52691 = phi <8 x float> [ %wide.load2237.52689, %across_row.exit22 ], [ %wide.load2237.52682, %across_feature.body15.preheader ]
  %wide.load2237.42680 = phi <8 x float> [ %wide.load2237.42678, %across_row.exit22 ], [ %wide.load2237.42671, %across_feature.body15.preheader ]
  %wide.load2237.32669 = phi <8 x float> [ %wide.load2237.32667, %across_row.exit22 ], [ %wide.load2237.32660, %across_feature.body15.preheader ]
  %wide.load2237.22658 = phi <8 x float> [ %wide.load2237.22656, %across_row.exit22 ], [ %wide.load2237.22649, %across_feature.body15.preheader ]
  %wide.load2237.12647 = phi <8 x float> [ %wide.load2237.12645, %across_row.exit22 ], [ %wide.load2237.12638, %across_feature.body15.preheader ]
  %wide.load22372636 = phi <8 x float> [ %wide.load22372634, %across_row.exit22 ], [ %wide.load22372627, %across_feature.body15.preheader ]
  %wide.load2236.72625 = phi <8 x float> [ %wide.load2236.72623, %across_row.exit22 ], [ %wide.load2236.72616, %across_feature.body15.preheader ]
  %wide.load2236.62614 = phi <8 x float> [ %wide.load2236.62612, %across_row.exit22 ], [ %wide.load2236.62605, %across_feature.body15.preheader ]
  %wide.load2236.52603 = phi <8 x float> [ %wide.load2236.52601, %across_row.exit22 ], [ %wide.load2236.52594, %across_feature.body15.preheader ]
  %wide.load2236.42592 = phi <8 x float> [ %wide.load2236.42590, %across_row.exit22 ], [ %wide.load2236.42583, %across_feature.body15.preheader ]
  %wide.load2236.32581 = phi <8 x float> [ %wide.load2236.32579, %across_row.exit22 ], [ %wide.load2236.32572, %across_feature.body15.preheader ]
  %wide.load2236.22570 = phi <8 x float> [ %wide.load2236.22568, %across_row.exit22 ], [ %wide.load2236.22561, %across_feature.body15.preheader ]
  %wide.load2236.12559 = phi <8 x float> [ %wide.load2236.12557, %across_row.exit22 ], [ %wide.load2236.12550, %across_feature.body15.preheader ]
  %wide.load22362548 = phi <8 x float> [ %wide.load22362546, %across_row.exit22 ], [ %wide.load22362539, %across_feature.body15.preheader ]
  %wide.load2235.72537 = phi <8 x float> [ %wide.load2235.72535, %across_row.exit22 ], [ %wide.load2235.72528, %across_feature.body15.preheader ]
  %wide.load2235.62526 = phi <8 x float> [ %wide.load2235.62524, %across_row.exit22 ], [ %wide.load2235.62517, %across_feature.body15.preheader ]
  %wide.load2235.52515 = phi <8 x float> [ %wide.load2235.52513, %across_row.exit22 ], [ %wide.load2235.52506, %across_feature.body15.preheader ]
  %wide.load2235.42504 = phi <8 x float> [ %wide.load2235.42502, %across_row.exit22 ], [ %wide.load2235.42495, %across_feature.body15.preheader ]
  %wide.load2235.32493 = phi <8 x float> [ %wide.load2235.32491, %across_row.exit22 ], [ %wide.load2235.32484, %across_feature.body15.preheader ]
  %wide.load2235.22482 = phi <8 x float> [ %wide.load2235.22480, %across_row.exit22 ], [ %wide.load2235.22473, %across_feature.body15.preheader ]
  %wide.load2235.12471 = phi <8 x float> [ %wide.load2235.12469, %across_row.exit22 ], [ %wide.load2235.12462, %across_feature.body15.preheader ]
  %3637 = phi <8 x float> [ %3710, %across_row.exit22 ], [ %2456, %across_feature.body15.preheader ]
  %across_feature17794 = phi i64 [ %3711, %across_row.exit22 ], [ 0, %across_feature.body15.preheader ]
  %first18 = icmp eq i64 %across_feature17794, 0
  %3638 = shl nuw nsw i64 %across_feature17794, 6
  br i1 %first18, label %vector.body2200, label %vector.body2210

vector.body2210:                                  ; preds = %across_feature.body15
  %3639 = getelementptr inbounds nuw float, ptr %across_state, i64 %3638
  %wide.load2212 = load <8 x float>, ptr %3639, align 4
  %3640 = fmul <8 x float> %wide.load2212, %wide.load2212
  %3641 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3638
  %wide.load2213 = load <8 x float>, ptr %3641, align 4
  %3642 = fmul <8 x float> %wide.load2212, zeroinitializer
  %3643 = fadd <8 x float> %3640, %3637
  store <8 x float> %3643, ptr %across_uniforms, align 4
  %3644 = fmul <8 x float> %wide.load2212, %wide.load2213
  %3645 = fsub <8 x float> %wide.load22362548, %3644
  store <8 x float> %3645, ptr %103, align 4
  %3646 = fadd <8 x float> %3642, %wide.load22372636
  store <8 x float> %3646, ptr %104, align 4
  %3647 = or disjoint i64 %3638, 8
  %3648 = getelementptr inbounds nuw float, ptr %across_state, i64 %3647
  %wide.load2212.1 = load <8 x float>, ptr %3648, align 4
  %3649 = fmul <8 x float> %wide.load2212.1, %wide.load2212.1
  %3650 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3647
  %wide.load2213.1 = load <8 x float>, ptr %3650, align 4
  %3651 = fmul <8 x float> %wide.load2212.1, zeroinitializer
  %3652 = fadd <8 x float> %3649, %wide.load2235.12471
  store <8 x float> %3652, ptr %105, align 4
  %3653 = fmul <8 x float> %wide.load2212.1, %wide.load2213.1
  %3654 = fsub <8 x float> %wide.load2236.12559, %3653
  store <8 x float> %3654, ptr %106, align 4
  %3655 = fadd <8 x float> %3651, %wide.load2237.12647
  store <8 x float> %3655, ptr %107, align 4
  %3656 = or disjoint i64 %3638, 16
  %3657 = getelementptr inbounds nuw float, ptr %across_state, i64 %3656
  %wide.load2212.2 = load <8 x float>, ptr %3657, align 4
  %3658 = fmul <8 x float> %wide.load2212.2, %wide.load2212.2
  %3659 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3656
  %wide.load2213.2 = load <8 x float>, ptr %3659, align 4
  %3660 = fmul <8 x float> %wide.load2212.2, zeroinitializer
  %3661 = fadd <8 x float> %3658, %wide.load2235.22482
  store <8 x float> %3661, ptr %108, align 4
  %3662 = fmul <8 x float> %wide.load2212.2, %wide.load2213.2
  %3663 = fsub <8 x float> %wide.load2236.22570, %3662
  store <8 x float> %3663, ptr %109, align 4
  %3664 = fadd <8 x float> %3660, %wide.load2237.22658
  store <8 x float> %3664, ptr %110, align 4
  %3665 = or disjoint i64 %3638, 24
  %3666 = getelementptr inbounds nuw float, ptr %across_state, i64 %3665
  %wide.load2212.3 = load <8 x float>, ptr %3666, align 4
  %3667 = fmul <8 x float> %wide.load2212.3, %wide.load2212.3
  %3668 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3665
  %wide.load2213.3 = load <8 x float>, ptr %3668, align 4
  %3669 = fmul <8 x float> %wide.load2212.3, zeroinitializer
  %3670 = fadd <8 x float> %3667, %wide.load2235.32493
  store <8 x float> %3670, ptr %111, align 4
  %3671 = fmul <8 x float> %wide.load2212.3, %wide.load2213.3
  %3672 = fsub <8 x float> %wide.load2236.32581, %3671
  store <8 x float> %3672, ptr %112, align 4
  %3673 = fadd <8 x float> %3669, %wide.load2237.32669
  store <8 x float> %3673, ptr %113, align 4
  %3674 = or disjoint i64 %3638, 32
  %3675 = getelementptr inbounds nuw float, ptr %across_state, i64 %3674
  %wide.load2212.4 = load <8 x float>, ptr %3675, align 4
  %3676 = fmul <8 x float> %wide.load2212.4, %wide.load2212.4
  %3677 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3674
  %wide.load2213.4 = load <8 x float>, ptr %3677, align 4
  %3678 = fmul <8 x float> %wide.load2212.4, zeroinitializer
  %3679 = fadd <8 x float> %3676, %wide.load2235.42504
  store <8 x float> %3679, ptr %114, align 4
  %3680 = fmul <8 x float> %wide.load2212.4, %wide.load2213.4
  %3681 = fsub <8 x float> %wide.load2236.42592, %3680
  store <8 x float> %3681, ptr %115, align 4
  %3682 = fadd <8 x float> %3678, %wide.load2237.42680
  store <8 x float> %3682, ptr %116, align 4
  %3683 = or disjoint i64 %3638, 40
  %3684 = getelementptr inbounds nuw float, ptr %across_state, i64 %3683
  %wide.load2212.5 = load <8 x float>, ptr %3684, align 4
  %3685 = fmul <8 x float> %wide.load2212.5, %wide.load2212.5
  %3686 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3683
  %wide.load2213.5 = load <8 x float>, ptr %3686, align 4
  %3687 = fmul <8 x float> %wide.load2212.5, zeroinitializer
  %3688 = fadd <8 x float> %3685, %wide.load2235.52515
  store <8 x float> %3688, ptr %117, align 4
  %3689 = fmul <8 x float> %wide.load2212.5, %wide.load2213.5
  %3690 = fsub <8 x float> %wide.load2236.52603, %3689
  store <8 x float> %3690, ptr %118, align 4
  %3691 = fadd <8 x float> %3687, %wide.load2237.52691
  store <8 x float> %3691, ptr %119, align 4
  %3692 = or disjoint i64 %3638, 48
  %3693 = getelementptr inbounds nuw float, ptr %across_state, i64 %3692
  %wide.load2212.6 = load <8 x float>, ptr %3693, align 4
  %3694 = fmul <8 x float> %wide.load2212.6, %wide.load2212.6
  %3695 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3692
  %wide.load2213.6 = load <8 x float>, ptr %3695, align 4
  %3696 = fmul <8 x float> %wide.load2212.6, zeroinitializer
  %3697 = fadd <8 x float> %3694, %wide.load2235.62526
  store <8 x float> %3697, ptr %120, align 4
  %3698 = fmul <8 x float> %wide.load2212.6, %wide.load2213.6
  %3699 = fsub <8 x float> %wide.load2236.62614, %3698
  store <8 x float> %3699, ptr %121, align 4
  %3700 = fadd <8 x float> %3696, %wide.load2237.62702
  store <8 x float> %3700, ptr %122, align 4
  %3701 = or disjoint i64 %3638, 56
  %3702 = getelementptr inbounds nuw float, ptr %across_state, i64 %3701
  %wide.load2212.7 = load <8 x float>, ptr %3702, align 4
  %3703 = fmul <8 x float> %wide.load2212.7, %wide.load2212.7
  %3704 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3701
  %wide.load2213.7 = load <8 x float>, ptr %3704, align 4
  %3705 = fmul <8 x float> %wide.load2212.7, zeroinitializer
  %3706 = fadd <8 x float> %3703, %wide.load2235.72537
  store <8 x float> %3706, ptr %123, align 4
  %3707 = fmul <8 x float> %wide.load2212.7, %wide.load2213.7
  %3708 = fsub <8 x float> %wide.load2236.72625, %3707
  store <8 x float> %3708, ptr %124, align 4
  %3709 = fadd <8 x float> %3705, %wide.load2237.72713
  store <8 x float> %3709, ptr %125, align 4
  br label %across_row.exit22

vector.body2200:                                  ; preds = %across_feature.body15
  store <8 x float> %2819, ptr %across_uniforms, align 4
  store <8 x float> %2820, ptr %128, align 4
  store <8 x float> %2825, ptr %129, align 4
  store <8 x float> %2826, ptr %130, align 4
  store <8 x float> %2827, ptr %131, align 4
  store <8 x float> %2828, ptr %132, align 4
  store <8 x float> %2829, ptr %137, align 4
  store <8 x float> %2830, ptr %138, align 4
  store <8 x float> %2835, ptr %139, align 4
  store <8 x float> %2836, ptr %140, align 4
  store <8 x float> %2837, ptr %141, align 4
  store <8 x float> %2838, ptr %142, align 4
  store <8 x float> %2839, ptr %147, align 4
  store <8 x float> %2840, ptr %148, align 4
  store <8 x float> %2845, ptr %149, align 4
  store <8 x float> %2846, ptr %150, align 4
  store <8 x float> %2847, ptr %151, align 4
  store <8 x float> %2848, ptr %152, align 4
  store <8 x float> %2849, ptr %157, align 4
  store <8 x float> %2850, ptr %158, align 4
  store <8 x float> %2855, ptr %159, align 4
  store <8 x float> %2856, ptr %160, align 4
  store <8 x float> %2857, ptr %161, align 4
  store <8 x float> %2858, ptr %162, align 4
  br label %across_row.exit22

across_row.exit22:                                ; preds = %vector.body2210, %vector.body2200
  %wide.load2237.72711 = phi <8 x float> [ %3709, %vector.body2210 ], [ %2858, %vector.body2200 ]
  %wide.load2237.62700 = phi <8 x float> [ %3700, %vector.body2210 ], [ %2857, %vector.body2200 ]
  %wide.load2237.52689 = phi <8 x float> [ %3691, %vector.body2210 ], [ %2848, %vector.body2200 ]
  %wide.load2237.42678 = phi <8 x float> [ %3682, %vector.body2210 ], [ %2847, %vector.body2200 ]
  %wide.load2237.32667 = phi <8 x float> [ %3673, %vector.body2210 ], [ %2838, %vector.body2200 ]
  %wide.load2237.22656 = phi <8 x float> [ %3664, %vector.body2210 ], [ %2837, %vector.body2200 ]
  %wide.load2237.12645 = phi <8 x float> [ %3655, %vector.body2210 ], [ %2828, %vector.body2200 ]
  %wide.load22372634 = phi <8 x float> [ %3646, %vector.body2210 ], [ %2827, %vector.body2200 ]
  %wide.load2236.72623 = phi <8 x float> [ %3708, %vector.body2210 ], [ %2856, %vector.body2200 ]
  %wide.load2236.62612 = phi <8 x float> [ %3699, %vector.body2210 ], [ %2855, %vector.body2200 ]
  %wide.load2236.52601 = phi <8 x float> [ %3690, %vector.body2210 ], [ %2846, %vector.body2200 ]
  %wide.load2236.42590 = phi <8 x float> [ %3681, %vector.body2210 ], [ %2845, %vector.body2200 ]
  %wide.load2236.32579 = phi <8 x float> [ %3672, %vector.body2210 ], [ %2836, %vector.body2200 ]
  %wide.load2236.22568 = phi <8 x float> [ %3663, %vector.body2210 ], [ %2835, %vector.body2200 ]
  %wide.load2236.12557 = phi <8 x float> [ %3654, %vector.body2210 ], [ %2826, %vector.body2200 ]
  %wide.load22362546 = phi <8 x float> [ %3645, %vector.body2210 ], [ %2825, %vector.body2200 ]
  %wide.load2235.72535 = phi <8 x float> [ %3706, %vector.body2210 ], [ %2850, %vector.body2200 ]
  %wide.load2235.62524 = phi <8 x float> [ %3697, %vector.body2210 ], [ %2849, %vector.body2200 ]
  %wide.load2235.52513 = phi <8 x float> [ %3688, %vector.body2210 ], [ %2840, %vector.body2200 ]
  %wide.load2235.42502 = phi <8 x float> [ %3679, %vector.body2210 ], [ %2839, %vector.body2200 ]
  %wide.load2235.32491 = phi <8 x float> [ %3670, %vector.body2210 ], [ %2830, %vector.body2200 ]
  %wide.load2235.22480 = phi <8 x float> [ %3661, %vector.body2210 ], [ %2829, %vector.body2200 ]
  %wide.load2235.12469 = phi <8 x float> [ %3652, %vector.body2210 ], [ %2820, %vector.body2200 ]
  %3710 = phi <8 x float> [ %3643, %vector.body2210 ], [ %2819, %vector.body2200 ]
  %3711 = add nuw i64 %across_feature17794, 1
  %exitcond961.not = icmp eq i64 %3711, %n_features
  br i1 %exitcond961.not, label %noise.done, label %across_feature.body15

noise.done33:                                     ; preds = %across_row.exit42, %across_row.exit57
  %wide.load2195.72798 = phi <8 x float> [ %wide.load2195.72799, %across_row.exit57 ], [ %wide.load2195.72800, %across_row.exit42 ]
  %wide.load2195.62787 = phi <8 x float> [ %wide.load2195.62788, %across_row.exit57 ], [ %wide.load2195.62789, %across_row.exit42 ]
  %wide.load2195.52776 = phi <8 x float> [ %wide.load2195.52777, %across_row.exit57 ], [ %wide.load2195.52778, %across_row.exit42 ]
  %wide.load2195.42765 = phi <8 x float> [ %wide.load2195.42766, %across_row.exit57 ], [ %wide.load2195.42767, %across_row.exit42 ]
  %wide.load2195.32754 = phi <8 x float> [ %wide.load2195.32755, %across_row.exit57 ], [ %wide.load2195.32756, %across_row.exit42 ]
  %wide.load2195.22743 = phi <8 x float> [ %wide.load2195.22744, %across_row.exit57 ], [ %wide.load2195.22745, %across_row.exit42 ]
  %wide.load2195.12732 = phi <8 x float> [ %wide.load2195.12733, %across_row.exit57 ], [ %wide.load2195.12734, %across_row.exit42 ]
  %wide.load21952721 = phi <8 x float> [ %wide.load21952722, %across_row.exit57 ], [ %wide.load21952723, %across_row.exit42 ]
  br i1 %cond, label %iter.check2027, label %iter.check2087

iter.check2087:                                   ; preds = %philox.header.preheader, %noise.done33
  %wide.load2195.72796 = phi <8 x float> [ %wide.load2195.72792, %philox.header.preheader ], [ %wide.load2195.72798, %noise.done33 ]
  %wide.load2195.62785 = phi <8 x float> [ %wide.load2195.62781, %philox.header.preheader ], [ %wide.load2195.62787, %noise.done33 ]
  %wide.load2195.52774 = phi <8 x float> [ %wide.load2195.52770, %philox.header.preheader ], [ %wide.load2195.52776, %noise.done33 ]
  %wide.load2195.42763 = phi <8 x float> [ %wide.load2195.42759, %philox.header.preheader ], [ %wide.load2195.42765, %noise.done33 ]
  %wide.load2195.32752 = phi <8 x float> [ %wide.load2195.32748, %philox.header.preheader ], [ %wide.load2195.32754, %noise.done33 ]
  %wide.load2195.22741 = phi <8 x float> [ %wide.load2195.22737, %philox.header.preheader ], [ %wide.load2195.22743, %noise.done33 ]
  %wide.load2195.12730 = phi <8 x float> [ %wide.load2195.12726, %philox.header.preheader ], [ %wide.load2195.12732, %noise.done33 ]
  %wide.load21952719 = phi <8 x float> [ %wide.load21952715, %philox.header.preheader ], [ %wide.load21952721, %noise.done33 ]
  %wide.load2237.72708 = phi <8 x float> [ %wide.load2237.72704, %philox.header.preheader ], [ %wide.load2237.72710, %noise.done33 ]
  %wide.load2237.62697 = phi <8 x float> [ %wide.load2237.62693, %philox.header.preheader ], [ %wide.load2237.62699, %noise.done33 ]
  %wide.load2237.52686 = phi <8 x float> [ %wide.load2237.52682, %philox.header.preheader ], [ %wide.load2237.52688, %noise.done33 ]
  %wide.load2237.42675 = phi <8 x float> [ %wide.load2237.42671, %philox.header.preheader ], [ %wide.load2237.42677, %noise.done33 ]
  %wide.load2237.32664 = phi <8 x float> [ %wide.load2237.32660, %philox.header.preheader ], [ %wide.load2237.32666, %noise.done33 ]
  %wide.load2237.22653 = phi <8 x float> [ %wide.load2237.22649, %philox.header.preheader ], [ %wide.load2237.22655, %noise.done33 ]
  %wide.load2237.12642 = phi <8 x float> [ %wide.load2237.12638, %philox.header.preheader ], [ %wide.load2237.12644, %noise.done33 ]
  %wide.load22372631 = phi <8 x float> [ %wide.load22372627, %philox.header.preheader ], [ %wide.load22372633, %noise.done33 ]
  %wide.load2236.72620 = phi <8 x float> [ %wide.load2236.72616, %philox.header.preheader ], [ %wide.load2236.72622, %noise.done33 ]
  %wide.load2236.62609 = phi <8 x float> [ %wide.load2236.62605, %philox.header.preheader ], [ %wide.load2236.62611, %noise.done33 ]
  %wide.load2236.52598 = phi <8 x float> [ %wide.load2236.52594, %philox.header.preheader ], [ %wide.load2236.52600, %noise.done33 ]
  %wide.load2236.42587 = phi <8 x float> [ %wide.load2236.42583, %philox.header.preheader ], [ %wide.load2236.42589, %noise.done33 ]
  %wide.load2236.32576 = phi <8 x float> [ %wide.load2236.32572, %philox.header.preheader ], [ %wide.load2236.32578, %noise.done33 ]
  %wide.load2236.22565 = phi <8 x float> [ %wide.load2236.22561, %philox.header.preheader ], [ %wide.load2236.22567, %noise.done33 ]
  %wide.load2236.12554 = phi <8 x float> [ %wide.load2236.12550, %philox.header.preheader ], [ %wide.load2236.12556, %noise.done33 ]
  %wide.load22362543 = phi <8 x float> [ %wide.load22362539, %philox.header.preheader ], [ %wide.load22362545, %noise.done33 ]
  %wide.load2235.72532 = phi <8 x float> [ %wide.load2235.72528, %philox.header.preheader ], [ %wide.load2235.72534, %noise.done33 ]
  %wide.load2235.62521 = phi <8 x float> [ %wide.load2235.62517, %philox.header.preheader ], [ %wide.load2235.62523, %noise.done33 ]
  %wide.load2235.52510 = phi <8 x float> [ %wide.load2235.52506, %philox.header.preheader ], [ %wide.load2235.52512, %noise.done33 ]
  %wide.load2235.42499 = phi <8 x float> [ %wide.load2235.42495, %philox.header.preheader ], [ %wide.load2235.42501, %noise.done33 ]
  %wide.load2235.32488 = phi <8 x float> [ %wide.load2235.32484, %philox.header.preheader ], [ %wide.load2235.32490, %noise.done33 ]
  %wide.load2235.22477 = phi <8 x float> [ %wide.load2235.22473, %philox.header.preheader ], [ %wide.load2235.22479, %noise.done33 ]
  %wide.load2235.12466 = phi <8 x float> [ %wide.load2235.12462, %philox.header.preheader ], [ %wide.load2235.12468, %noise.done33 ]
  %3712 = phi <8 x float> [ %2456, %philox.header.preheader ], [ %3425, %noise.done33 ]
  br i1 %min.iters.check2085, label %across_status.body.preheader, label %vector.main.loop.iter.check2089

vector.main.loop.iter.check2089:                  ; preds = %iter.check2087
  br i1 %min.iters.check2088, label %vec.epilog.ph2114, label %vector.body2093

vector.body2093:                                  ; preds = %vector.main.loop.iter.check2089, %vector.body2093
  %index2094 = phi i64 [ %index.next2107, %vector.body2093 ], [ 0, %vector.main.loop.iter.check2089 ]
  %3713 = getelementptr float, ptr %across_uniforms, i64 %index2094
  %3714 = getelementptr i8, ptr %3713, i64 768
  %3715 = getelementptr i8, ptr %3713, i64 800
  %3716 = getelementptr i8, ptr %3713, i64 832
  %3717 = getelementptr i8, ptr %3713, i64 864
  %wide.load2095 = load <8 x float>, ptr %3714, align 4
  %wide.load2096 = load <8 x float>, ptr %3715, align 4
  %wide.load2097 = load <8 x float>, ptr %3716, align 4
  %wide.load2098 = load <8 x float>, ptr %3717, align 4
  %3718 = fcmp olt <8 x float> %wide.load2095, splat (float 0x3D71979980000000)
  %3719 = fcmp olt <8 x float> %wide.load2096, splat (float 0x3D71979980000000)
  %3720 = fcmp olt <8 x float> %wide.load2097, splat (float 0x3D71979980000000)
  %3721 = fcmp olt <8 x float> %wide.load2098, splat (float 0x3D71979980000000)
  %3722 = getelementptr i8, ptr %3713, i64 32
  %3723 = getelementptr i8, ptr %3713, i64 64
  %3724 = getelementptr i8, ptr %3713, i64 96
  %wide.load2099 = load <8 x float>, ptr %3713, align 4
  %wide.load2100 = load <8 x float>, ptr %3722, align 4
  %wide.load2101 = load <8 x float>, ptr %3723, align 4
  %wide.load2102 = load <8 x float>, ptr %3724, align 4
  %3725 = fadd <8 x float> %wide.load2099, splat (float -1.000000e+00)
  %3726 = fadd <8 x float> %wide.load2100, splat (float -1.000000e+00)
  %3727 = fadd <8 x float> %wide.load2101, splat (float -1.000000e+00)
  %3728 = fadd <8 x float> %wide.load2102, splat (float -1.000000e+00)
  %3729 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3725)
  %3730 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3726)
  %3731 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3727)
  %3732 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3728)
  %3733 = fcmp ogt <8 x float> %3729, splat (float 0x3F60624DE0000000)
  %3734 = fcmp ogt <8 x float> %3730, splat (float 0x3F60624DE0000000)
  %3735 = fcmp ogt <8 x float> %3731, splat (float 0x3F60624DE0000000)
  %3736 = fcmp ogt <8 x float> %3732, splat (float 0x3F60624DE0000000)
  %3737 = select <8 x i1> %3733, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3738 = select <8 x i1> %3734, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3739 = select <8 x i1> %3735, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3740 = select <8 x i1> %3736, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3741 = select <8 x i1> %3718, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3742 = select <8 x i1> %3719, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3743 = select <8 x i1> %3720, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3744 = select <8 x i1> %3721, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3745 = fadd <8 x float> %3741, %3737
  %3746 = fadd <8 x float> %3742, %3738
  %3747 = fadd <8 x float> %3743, %3739
  %3748 = fadd <8 x float> %3744, %3740
  %3749 = getelementptr float, ptr %2455, i64 %index2094
  %3750 = fptoui <8 x float> %3745 to <8 x i32>
  %3751 = fptoui <8 x float> %3746 to <8 x i32>
  %3752 = fptoui <8 x float> %3747 to <8 x i32>
  %3753 = fptoui <8 x float> %3748 to <8 x i32>
  %3754 = getelementptr i8, ptr %3749, i64 32
  %3755 = getelementptr i8, ptr %3749, i64 64
  %3756 = getelementptr i8, ptr %3749, i64 96
  %wide.load2103 = load <8 x i32>, ptr %3749, align 4
  %wide.load2104 = load <8 x i32>, ptr %3754, align 4
  %wide.load2105 = load <8 x i32>, ptr %3755, align 4
  %wide.load2106 = load <8 x i32>, ptr %3756, align 4
  %3757 = or <8 x i32> %wide.load2103, %3750
  %3758 = or <8 x i32> %wide.load2104, %3751
  %3759 = or <8 x i32> %wide.load2105, %3752
  %3760 = or <8 x i32> %wide.load2106, %3753
  store <8 x i32> %3757, ptr %3749, align 4
  store <8 x i32> %3758, ptr %3754, align 4
  store <8 x i32> %3759, ptr %3755, align 4
  store <8 x i32> %3760, ptr %3756, align 4
  %index.next2107 = add nuw i64 %index2094, 32
  %3761 = icmp eq i64 %index.next2107, %n.vec2092
  br i1 %3761, label %middle.block2108, label %vector.body2093, !llvm.loop !61

middle.block2108:                                 ; preds = %vector.body2093
  br i1 %cmp.n2109, label %across_feature.header76.preheader, label %vec.epilog.iter.check2112

vec.epilog.iter.check2112:                        ; preds = %middle.block2108
  br i1 %min.epilog.iters.check2113, label %across_status.body.preheader, label %vec.epilog.ph2114, !prof !10

vec.epilog.ph2114:                                ; preds = %vector.main.loop.iter.check2089, %vec.epilog.iter.check2112
  %vec.epilog.resume.val2110 = phi i64 [ %n.vec2092, %vec.epilog.iter.check2112 ], [ 0, %vector.main.loop.iter.check2089 ]
  br label %vec.epilog.vector.body2117

vec.epilog.vector.body2117:                       ; preds = %vec.epilog.vector.body2117, %vec.epilog.ph2114
  %index2118 = phi i64 [ %vec.epilog.resume.val2110, %vec.epilog.ph2114 ], [ %index.next2122, %vec.epilog.vector.body2117 ]
  %3762 = getelementptr float, ptr %across_uniforms, i64 %index2118
  %3763 = getelementptr i8, ptr %3762, i64 768
  %wide.load2119 = load <4 x float>, ptr %3763, align 4
  %3764 = fcmp olt <4 x float> %wide.load2119, splat (float 0x3D71979980000000)
  %wide.load2120 = load <4 x float>, ptr %3762, align 4
  %3765 = fadd <4 x float> %wide.load2120, splat (float -1.000000e+00)
  %3766 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3765)
  %3767 = fcmp ogt <4 x float> %3766, splat (float 0x3F60624DE0000000)
  %3768 = select <4 x i1> %3767, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3769 = select <4 x i1> %3764, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3770 = fadd <4 x float> %3769, %3768
  %3771 = getelementptr float, ptr %2455, i64 %index2118
  %3772 = fptoui <4 x float> %3770 to <4 x i32>
  %wide.load2121 = load <4 x i32>, ptr %3771, align 4
  %3773 = or <4 x i32> %wide.load2121, %3772
  store <4 x i32> %3773, ptr %3771, align 4
  %index.next2122 = add nuw i64 %index2118, 4
  %3774 = icmp eq i64 %index.next2122, %n.vec2116
  br i1 %3774, label %vec.epilog.middle.block2123, label %vec.epilog.vector.body2117, !llvm.loop !62

vec.epilog.middle.block2123:                      ; preds = %vec.epilog.vector.body2117
  br i1 %cmp.n2124, label %across_feature.header76.preheader, label %across_status.body.preheader

across_status.body.preheader:                     ; preds = %iter.check2087, %vec.epilog.iter.check2112, %vec.epilog.middle.block2123
  %across_status799.ph = phi i64 [ 0, %iter.check2087 ], [ %n.vec2092, %vec.epilog.iter.check2112 ], [ %n.vec2116, %vec.epilog.middle.block2123 ]
  br label %across_status.body

iter.check2027:                                   ; preds = %across_feature.header14.preheader, %noise.done33
  %wide.load2195.72797 = phi <8 x float> [ %wide.load2195.72792, %across_feature.header14.preheader ], [ %wide.load2195.72798, %noise.done33 ]
  %wide.load2195.62786 = phi <8 x float> [ %wide.load2195.62781, %across_feature.header14.preheader ], [ %wide.load2195.62787, %noise.done33 ]
  %wide.load2195.52775 = phi <8 x float> [ %wide.load2195.52770, %across_feature.header14.preheader ], [ %wide.load2195.52776, %noise.done33 ]
  %wide.load2195.42764 = phi <8 x float> [ %wide.load2195.42759, %across_feature.header14.preheader ], [ %wide.load2195.42765, %noise.done33 ]
  %wide.load2195.32753 = phi <8 x float> [ %wide.load2195.32748, %across_feature.header14.preheader ], [ %wide.load2195.32754, %noise.done33 ]
  %wide.load2195.22742 = phi <8 x float> [ %wide.load2195.22737, %across_feature.header14.preheader ], [ %wide.load2195.22743, %noise.done33 ]
  %wide.load2195.12731 = phi <8 x float> [ %wide.load2195.12726, %across_feature.header14.preheader ], [ %wide.load2195.12732, %noise.done33 ]
  %wide.load21952720 = phi <8 x float> [ %wide.load21952715, %across_feature.header14.preheader ], [ %wide.load21952721, %noise.done33 ]
  %wide.load2237.72709 = phi <8 x float> [ %wide.load2237.72704, %across_feature.header14.preheader ], [ %wide.load2237.72710, %noise.done33 ]
  %wide.load2237.62698 = phi <8 x float> [ %wide.load2237.62693, %across_feature.header14.preheader ], [ %wide.load2237.62699, %noise.done33 ]
  %wide.load2237.52687 = phi <8 x float> [ %wide.load2237.52682, %across_feature.header14.preheader ], [ %wide.load2237.52688, %noise.done33 ]
  %wide.load2237.42676 = phi <8 x float> [ %wide.load2237.42671, %across_feature.header14.preheader ], [ %wide.load2237.42677, %noise.done33 ]
  %wide.load2237.32665 = phi <8 x float> [ %wide.load2237.32660, %across_feature.header14.preheader ], [ %wide.load2237.32666, %noise.done33 ]
  %wide.load2237.22654 = phi <8 x float> [ %wide.load2237.22649, %across_feature.header14.preheader ], [ %wide.load2237.22655, %noise.done33 ]
  %wide.load2237.12643 = phi <8 x float> [ %wide.load2237.12638, %across_feature.header14.preheader ], [ %wide.load2237.12644, %noise.done33 ]
  %wide.load22372632 = phi <8 x float> [ %wide.load22372627, %across_feature.header14.preheader ], [ %wide.load22372633, %noise.done33 ]
  %wide.load2236.72621 = phi <8 x float> [ %wide.load2236.72616, %across_feature.header14.preheader ], [ %wide.load2236.72622, %noise.done33 ]
  %wide.load2236.62610 = phi <8 x float> [ %wide.load2236.62605, %across_feature.header14.preheader ], [ %wide.load2236.62611, %noise.done33 ]
  %wide.load2236.52599 = phi <8 x float> [ %wide.load2236.52594, %across_feature.header14.preheader ], [ %wide.load2236.52600, %noise.done33 ]
  %wide.load2236.42588 = phi <8 x float> [ %wide.load2236.42583, %across_feature.header14.preheader ], [ %wide.load2236.42589, %noise.done33 ]
  %wide.load2236.32577 = phi <8 x float> [ %wide.load2236.32572, %across_feature.header14.preheader ], [ %wide.load2236.32578, %noise.done33 ]
  %wide.load2236.22566 = phi <8 x float> [ %wide.load2236.22561, %across_feature.header14.preheader ], [ %wide.load2236.22567, %noise.done33 ]
  %wide.load2236.12555 = phi <8 x float> [ %wide.load2236.12550, %across_feature.header14.preheader ], [ %wide.load2236.12556, %noise.done33 ]
  %wide.load22362544 = phi <8 x float> [ %wide.load22362539, %across_feature.header14.preheader ], [ %wide.load22362545, %noise.done33 ]
  %wide.load2235.72533 = phi <8 x float> [ %wide.load2235.72528, %across_feature.header14.preheader ], [ %wide.load2235.72534, %noise.done33 ]
  %wide.load2235.62522 = phi <8 x float> [ %wide.load2235.62517, %across_feature.header14.preheader ], [ %wide.load2235.62523, %noise.done33 ]
  %wide.load2235.52511 = phi <8 x float> [ %wide.load2235.52506, %across_feature.header14.preheader ], [ %wide.load2235.52512, %noise.done33 ]
  %wide.load2235.42500 = phi <8 x float> [ %wide.load2235.42495, %across_feature.header14.preheader ], [ %wide.load2235.42501, %noise.done33 ]
  %wide.load2235.32489 = phi <8 x float> [ %wide.load2235.32484, %across_feature.header14.preheader ], [ %wide.load2235.32490, %noise.done33 ]
  %wide.load2235.22478 = phi <8 x float> [ %wide.load2235.22473, %across_feature.header14.preheader ], [ %wide.load2235.22479, %noise.done33 ]
  %wide.load2235.12467 = phi <8 x float> [ %wide.load2235.12462, %across_feature.header14.preheader ], [ %wide.load2235.12468, %noise.done33 ]
  %3775 = phi <8 x float> [ %2456, %across_feature.header14.preheader ], [ %3425, %noise.done33 ]
  br i1 %min.iters.check2025, label %across_status.body90.preheader, label %vector.main.loop.iter.check2029

vector.main.loop.iter.check2029:                  ; preds = %iter.check2027
  br i1 %min.iters.check2028, label %vec.epilog.ph2054, label %vector.body2033

vector.body2033:                                  ; preds = %vector.main.loop.iter.check2029, %vector.body2033
  %index2034 = phi i64 [ %index.next2047, %vector.body2033 ], [ 0, %vector.main.loop.iter.check2029 ]
  %3776 = getelementptr float, ptr %across_uniforms, i64 %index2034
  %3777 = getelementptr i8, ptr %3776, i64 768
  %3778 = getelementptr i8, ptr %3776, i64 800
  %3779 = getelementptr i8, ptr %3776, i64 832
  %3780 = getelementptr i8, ptr %3776, i64 864
  %wide.load2035 = load <8 x float>, ptr %3777, align 4
  %wide.load2036 = load <8 x float>, ptr %3778, align 4
  %wide.load2037 = load <8 x float>, ptr %3779, align 4
  %wide.load2038 = load <8 x float>, ptr %3780, align 4
  %3781 = fcmp olt <8 x float> %wide.load2035, splat (float 0x3D71979980000000)
  %3782 = fcmp olt <8 x float> %wide.load2036, splat (float 0x3D71979980000000)
  %3783 = fcmp olt <8 x float> %wide.load2037, splat (float 0x3D71979980000000)
  %3784 = fcmp olt <8 x float> %wide.load2038, splat (float 0x3D71979980000000)
  %3785 = getelementptr i8, ptr %3776, i64 32
  %3786 = getelementptr i8, ptr %3776, i64 64
  %3787 = getelementptr i8, ptr %3776, i64 96
  %wide.load2039 = load <8 x float>, ptr %3776, align 4
  %wide.load2040 = load <8 x float>, ptr %3785, align 4
  %wide.load2041 = load <8 x float>, ptr %3786, align 4
  %wide.load2042 = load <8 x float>, ptr %3787, align 4
  %3788 = fadd <8 x float> %wide.load2039, splat (float -1.000000e+00)
  %3789 = fadd <8 x float> %wide.load2040, splat (float -1.000000e+00)
  %3790 = fadd <8 x float> %wide.load2041, splat (float -1.000000e+00)
  %3791 = fadd <8 x float> %wide.load2042, splat (float -1.000000e+00)
  %3792 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3788)
  %3793 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3789)
  %3794 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3790)
  %3795 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %3791)
  %3796 = fcmp ogt <8 x float> %3792, splat (float 0x3F60624DE0000000)
  %3797 = fcmp ogt <8 x float> %3793, splat (float 0x3F60624DE0000000)
  %3798 = fcmp ogt <8 x float> %3794, splat (float 0x3F60624DE0000000)
  %3799 = fcmp ogt <8 x float> %3795, splat (float 0x3F60624DE0000000)
  %3800 = select <8 x i1> %3796, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3801 = select <8 x i1> %3797, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3802 = select <8 x i1> %3798, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3803 = select <8 x i1> %3799, <8 x float> splat (float 1.000000e+00), <8 x float> zeroinitializer
  %3804 = select <8 x i1> %3781, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3805 = select <8 x i1> %3782, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3806 = select <8 x i1> %3783, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3807 = select <8 x i1> %3784, <8 x float> splat (float 2.000000e+00), <8 x float> zeroinitializer
  %3808 = fadd <8 x float> %3804, %3800
  %3809 = fadd <8 x float> %3805, %3801
  %3810 = fadd <8 x float> %3806, %3802
  %3811 = fadd <8 x float> %3807, %3803
  %3812 = getelementptr float, ptr %2455, i64 %index2034
  %3813 = fptoui <8 x float> %3808 to <8 x i32>
  %3814 = fptoui <8 x float> %3809 to <8 x i32>
  %3815 = fptoui <8 x float> %3810 to <8 x i32>
  %3816 = fptoui <8 x float> %3811 to <8 x i32>
  %3817 = getelementptr i8, ptr %3812, i64 32
  %3818 = getelementptr i8, ptr %3812, i64 64
  %3819 = getelementptr i8, ptr %3812, i64 96
  %wide.load2043 = load <8 x i32>, ptr %3812, align 4
  %wide.load2044 = load <8 x i32>, ptr %3817, align 4
  %wide.load2045 = load <8 x i32>, ptr %3818, align 4
  %wide.load2046 = load <8 x i32>, ptr %3819, align 4
  %3820 = or <8 x i32> %wide.load2043, %3813
  %3821 = or <8 x i32> %wide.load2044, %3814
  %3822 = or <8 x i32> %wide.load2045, %3815
  %3823 = or <8 x i32> %wide.load2046, %3816
  store <8 x i32> %3820, ptr %3812, align 4
  store <8 x i32> %3821, ptr %3817, align 4
  store <8 x i32> %3822, ptr %3818, align 4
  store <8 x i32> %3823, ptr %3819, align 4
  %index.next2047 = add nuw i64 %index2034, 32
  %3824 = icmp eq i64 %index.next2047, %n.vec2032
  br i1 %3824, label %middle.block2048, label %vector.body2033, !llvm.loop !63

middle.block2048:                                 ; preds = %vector.body2033
  br i1 %cmp.n2049, label %across_feature.header101.preheader, label %vec.epilog.iter.check2052

vec.epilog.iter.check2052:                        ; preds = %middle.block2048
  br i1 %min.epilog.iters.check2053, label %across_status.body90.preheader, label %vec.epilog.ph2054, !prof !10

vec.epilog.ph2054:                                ; preds = %vector.main.loop.iter.check2029, %vec.epilog.iter.check2052
  %vec.epilog.resume.val2050 = phi i64 [ %n.vec2032, %vec.epilog.iter.check2052 ], [ 0, %vector.main.loop.iter.check2029 ]
  br label %vec.epilog.vector.body2057

vec.epilog.vector.body2057:                       ; preds = %vec.epilog.vector.body2057, %vec.epilog.ph2054
  %index2058 = phi i64 [ %vec.epilog.resume.val2050, %vec.epilog.ph2054 ], [ %index.next2062, %vec.epilog.vector.body2057 ]
  %3825 = getelementptr float, ptr %across_uniforms, i64 %index2058
  %3826 = getelementptr i8, ptr %3825, i64 768
  %wide.load2059 = load <4 x float>, ptr %3826, align 4
  %3827 = fcmp olt <4 x float> %wide.load2059, splat (float 0x3D71979980000000)
  %wide.load2060 = load <4 x float>, ptr %3825, align 4
  %3828 = fadd <4 x float> %wide.load2060, splat (float -1.000000e+00)
  %3829 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %3828)
  %3830 = fcmp ogt <4 x float> %3829, splat (float 0x3F60624DE0000000)
  %3831 = select <4 x i1> %3830, <4 x float> splat (float 1.000000e+00), <4 x float> zeroinitializer
  %3832 = select <4 x i1> %3827, <4 x float> splat (float 2.000000e+00), <4 x float> zeroinitializer
  %3833 = fadd <4 x float> %3832, %3831
  %3834 = getelementptr float, ptr %2455, i64 %index2058
  %3835 = fptoui <4 x float> %3833 to <4 x i32>
  %wide.load2061 = load <4 x i32>, ptr %3834, align 4
  %3836 = or <4 x i32> %wide.load2061, %3835
  store <4 x i32> %3836, ptr %3834, align 4
  %index.next2062 = add nuw i64 %index2058, 4
  %3837 = icmp eq i64 %index.next2062, %n.vec2056
  br i1 %3837, label %vec.epilog.middle.block2063, label %vec.epilog.vector.body2057, !llvm.loop !64

vec.epilog.middle.block2063:                      ; preds = %vec.epilog.vector.body2057
  br i1 %cmp.n2064, label %across_feature.header101.preheader, label %across_status.body90.preheader

across_status.body90.preheader:                   ; preds = %iter.check2027, %vec.epilog.iter.check2052, %vec.epilog.middle.block2063
  %across_status92802.ph = phi i64 [ 0, %iter.check2027 ], [ %n.vec2032, %vec.epilog.iter.check2052 ], [ %n.vec2056, %vec.epilog.middle.block2063 ]
  br label %across_status.body90

across_feature.body35:                            ; preds = %across_feature.body35.preheader, %across_row.exit42
  %wide.load2195.72791 = phi <8 x float> [ %wide.load2195.72800, %across_row.exit42 ], [ %wide.load2195.72792, %across_feature.body35.preheader ]
  %wide.load2195.62780 = phi <8 x float> [ %wide.load2195.62789, %across_row.exit42 ], [ %wide.load2195.62781, %across_feature.body35.preheader ]
  %wide.load2195.52769 = phi <8 x float> [ %wide.load2195.52778, %across_row.exit42 ], [ %wide.load2195.52770, %across_feature.body35.preheader ]
  %wide.load2195.42758 = phi <8 x float> [ %wide.load2195.42767, %across_row.exit42 ], [ %wide.load2195.42759, %across_feature.body35.preheader ]
  %wide.load2195.32747 = phi <8 x float> [ %wide.load2195.32756, %across_row.exit42 ], [ %wide.load2195.32748, %across_feature.body35.preheader ]
  %wide.load2195.22736 = phi <8 x float> [ %wide.load2195.22745, %across_row.exit42 ], [ %wide.load2195.22737, %across_feature.body35.preheader ]
  %wide.load2195.12725 = phi <8 x float> [ %wide.load2195.12734, %across_row.exit42 ], [ %wide.load2195.12726, %across_feature.body35.preheader ]
  %wide.load21952714 = phi <8 x float> [ %wide.load21952723, %across_row.exit42 ], [ %wide.load21952715, %across_feature.body35.preheader ]
  %across_feature37796 = phi i64 [ %3958, %across_row.exit42 ], [ 0, %across_feature.body35.preheader ]
  %first38 = icmp eq i64 %across_feature37796, 0
  %3838 = shl nuw nsw i64 %across_feature37796, 6
  br i1 %first38, label %vector.body2168, label %vector.body2188

vector.body2188:                                  ; preds = %across_feature.body35
  %3839 = getelementptr inbounds nuw float, ptr %across_state, i64 %3838
  %wide.load2190 = load <8 x float>, ptr %3839, align 4
  %3840 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3838
  %wide.load2191 = load <8 x float>, ptr %3840, align 4
  %3841 = fneg <8 x float> %wide.load2191
  %3842 = fmul <8 x float> %wide.load2190, %wide.load22362545
  %3843 = fsub <8 x float> %3841, %3842
  %3844 = fmul <8 x float> %broadcast.splat2165, %3843
  %3845 = fsub <8 x float> %wide.load2190, %3844
  %3846 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3838
  %wide.load2193 = load <8 x float>, ptr %3846, align 4
  %3847 = fmul <8 x float> %wide.load2190, %wide.load22372633
  %3848 = fsub <8 x float> %wide.load2193, %3847
  %3849 = fmul <8 x float> %broadcast.splat2167, %3848
  %3850 = fadd <8 x float> %3845, %3849
  %3851 = fmul <8 x float> %3850, %3850
  %3852 = fadd <8 x float> %wide.load21952714, %3851
  store <8 x float> %3852, ptr %163, align 4
  %3853 = or disjoint i64 %3838, 8
  %3854 = getelementptr inbounds nuw float, ptr %across_state, i64 %3853
  %wide.load2190.1 = load <8 x float>, ptr %3854, align 4
  %3855 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3853
  %wide.load2191.1 = load <8 x float>, ptr %3855, align 4
  %3856 = fneg <8 x float> %wide.load2191.1
  %3857 = fmul <8 x float> %wide.load2190.1, %wide.load2236.12556
  %3858 = fsub <8 x float> %3856, %3857
  %3859 = fmul <8 x float> %broadcast.splat2165, %3858
  %3860 = fsub <8 x float> %wide.load2190.1, %3859
  %3861 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3853
  %wide.load2193.1 = load <8 x float>, ptr %3861, align 4
  %3862 = fmul <8 x float> %wide.load2190.1, %wide.load2237.12644
  %3863 = fsub <8 x float> %wide.load2193.1, %3862
  %3864 = fmul <8 x float> %broadcast.splat2167, %3863
  %3865 = fadd <8 x float> %3860, %3864
  %3866 = fmul <8 x float> %3865, %3865
  %3867 = fadd <8 x float> %wide.load2195.12725, %3866
  store <8 x float> %3867, ptr %164, align 4
  %3868 = or disjoint i64 %3838, 16
  %3869 = getelementptr inbounds nuw float, ptr %across_state, i64 %3868
  %wide.load2190.2 = load <8 x float>, ptr %3869, align 4
  %3870 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3868
  %wide.load2191.2 = load <8 x float>, ptr %3870, align 4
  %3871 = fneg <8 x float> %wide.load2191.2
  %3872 = fmul <8 x float> %wide.load2190.2, %wide.load2236.22567
  %3873 = fsub <8 x float> %3871, %3872
  %3874 = fmul <8 x float> %broadcast.splat2165, %3873
  %3875 = fsub <8 x float> %wide.load2190.2, %3874
  %3876 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3868
  %wide.load2193.2 = load <8 x float>, ptr %3876, align 4
  %3877 = fmul <8 x float> %wide.load2190.2, %wide.load2237.22655
  %3878 = fsub <8 x float> %wide.load2193.2, %3877
  %3879 = fmul <8 x float> %broadcast.splat2167, %3878
  %3880 = fadd <8 x float> %3875, %3879
  %3881 = fmul <8 x float> %3880, %3880
  %3882 = fadd <8 x float> %wide.load2195.22736, %3881
  store <8 x float> %3882, ptr %165, align 4
  %3883 = or disjoint i64 %3838, 24
  %3884 = getelementptr inbounds nuw float, ptr %across_state, i64 %3883
  %wide.load2190.3 = load <8 x float>, ptr %3884, align 4
  %3885 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3883
  %wide.load2191.3 = load <8 x float>, ptr %3885, align 4
  %3886 = fneg <8 x float> %wide.load2191.3
  %3887 = fmul <8 x float> %wide.load2190.3, %wide.load2236.32578
  %3888 = fsub <8 x float> %3886, %3887
  %3889 = fmul <8 x float> %broadcast.splat2165, %3888
  %3890 = fsub <8 x float> %wide.load2190.3, %3889
  %3891 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3883
  %wide.load2193.3 = load <8 x float>, ptr %3891, align 4
  %3892 = fmul <8 x float> %wide.load2190.3, %wide.load2237.32666
  %3893 = fsub <8 x float> %wide.load2193.3, %3892
  %3894 = fmul <8 x float> %broadcast.splat2167, %3893
  %3895 = fadd <8 x float> %3890, %3894
  %3896 = fmul <8 x float> %3895, %3895
  %3897 = fadd <8 x float> %wide.load2195.32747, %3896
  store <8 x float> %3897, ptr %166, align 4
  %3898 = or disjoint i64 %3838, 32
  %3899 = getelementptr inbounds nuw float, ptr %across_state, i64 %3898
  %wide.load2190.4 = load <8 x float>, ptr %3899, align 4
  %3900 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3898
  %wide.load2191.4 = load <8 x float>, ptr %3900, align 4
  %3901 = fneg <8 x float> %wide.load2191.4
  %3902 = fmul <8 x float> %wide.load2190.4, %wide.load2236.42589
  %3903 = fsub <8 x float> %3901, %3902
  %3904 = fmul <8 x float> %broadcast.splat2165, %3903
  %3905 = fsub <8 x float> %wide.load2190.4, %3904
  %3906 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3898
  %wide.load2193.4 = load <8 x float>, ptr %3906, align 4
  %3907 = fmul <8 x float> %wide.load2190.4, %wide.load2237.42677
  %3908 = fsub <8 x float> %wide.load2193.4, %3907
  %3909 = fmul <8 x float> %broadcast.splat2167, %3908
  %3910 = fadd <8 x float> %3905, %3909
  %3911 = fmul <8 x float> %3910, %3910
  %3912 = fadd <8 x float> %wide.load2195.42758, %3911
  store <8 x float> %3912, ptr %167, align 4
  %3913 = or disjoint i64 %3838, 40
  %3914 = getelementptr inbounds nuw float, ptr %across_state, i64 %3913
  %wide.load2190.5 = load <8 x float>, ptr %3914, align 4
  %3915 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3913
  %wide.load2191.5 = load <8 x float>, ptr %3915, align 4
  %3916 = fneg <8 x float> %wide.load2191.5
  %3917 = fmul <8 x float> %wide.load2190.5, %wide.load2236.52600
  %3918 = fsub <8 x float> %3916, %3917
  %3919 = fmul <8 x float> %broadcast.splat2165, %3918
  %3920 = fsub <8 x float> %wide.load2190.5, %3919
  %3921 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3913
  %wide.load2193.5 = load <8 x float>, ptr %3921, align 4
  %3922 = fmul <8 x float> %wide.load2190.5, %wide.load2237.52688
  %3923 = fsub <8 x float> %wide.load2193.5, %3922
  %3924 = fmul <8 x float> %broadcast.splat2167, %3923
  %3925 = fadd <8 x float> %3920, %3924
  %3926 = fmul <8 x float> %3925, %3925
  %3927 = fadd <8 x float> %wide.load2195.52769, %3926
  store <8 x float> %3927, ptr %168, align 4
  %3928 = or disjoint i64 %3838, 48
  %3929 = getelementptr inbounds nuw float, ptr %across_state, i64 %3928
  %wide.load2190.6 = load <8 x float>, ptr %3929, align 4
  %3930 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3928
  %wide.load2191.6 = load <8 x float>, ptr %3930, align 4
  %3931 = fneg <8 x float> %wide.load2191.6
  %3932 = fmul <8 x float> %wide.load2190.6, %wide.load2236.62611
  %3933 = fsub <8 x float> %3931, %3932
  %3934 = fmul <8 x float> %broadcast.splat2165, %3933
  %3935 = fsub <8 x float> %wide.load2190.6, %3934
  %3936 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3928
  %wide.load2193.6 = load <8 x float>, ptr %3936, align 4
  %3937 = fmul <8 x float> %wide.load2190.6, %wide.load2237.62699
  %3938 = fsub <8 x float> %wide.load2193.6, %3937
  %3939 = fmul <8 x float> %broadcast.splat2167, %3938
  %3940 = fadd <8 x float> %3935, %3939
  %3941 = fmul <8 x float> %3940, %3940
  %3942 = fadd <8 x float> %wide.load2195.62780, %3941
  store <8 x float> %3942, ptr %169, align 4
  %3943 = or disjoint i64 %3838, 56
  %3944 = getelementptr inbounds nuw float, ptr %across_state, i64 %3943
  %wide.load2190.7 = load <8 x float>, ptr %3944, align 4
  %3945 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3943
  %wide.load2191.7 = load <8 x float>, ptr %3945, align 4
  %3946 = fneg <8 x float> %wide.load2191.7
  %3947 = fmul <8 x float> %wide.load2190.7, %wide.load2236.72622
  %3948 = fsub <8 x float> %3946, %3947
  %3949 = fmul <8 x float> %broadcast.splat2165, %3948
  %3950 = fsub <8 x float> %wide.load2190.7, %3949
  %3951 = getelementptr inbounds nuw float, ptr %across_noise, i64 %3943
  %wide.load2193.7 = load <8 x float>, ptr %3951, align 4
  %3952 = fmul <8 x float> %wide.load2190.7, %wide.load2237.72710
  %3953 = fsub <8 x float> %wide.load2193.7, %3952
  %3954 = fmul <8 x float> %broadcast.splat2167, %3953
  %3955 = fadd <8 x float> %3950, %3954
  %3956 = fmul <8 x float> %3955, %3955
  %3957 = fadd <8 x float> %wide.load2195.72791, %3956
  store <8 x float> %3957, ptr %170, align 4
  br label %across_row.exit42

vector.body2168:                                  ; preds = %across_feature.body35
  store <8 x float> %3444, ptr %174, align 4
  store <8 x float> %3445, ptr %175, align 4
  store <8 x float> %3464, ptr %182, align 4
  store <8 x float> %3465, ptr %183, align 4
  store <8 x float> %3484, ptr %190, align 4
  store <8 x float> %3485, ptr %191, align 4
  store <8 x float> %3504, ptr %198, align 4
  store <8 x float> %3505, ptr %199, align 4
  br label %across_row.exit42

across_row.exit42:                                ; preds = %vector.body2188, %vector.body2168
  %wide.load2195.72800 = phi <8 x float> [ %3957, %vector.body2188 ], [ %3505, %vector.body2168 ]
  %wide.load2195.62789 = phi <8 x float> [ %3942, %vector.body2188 ], [ %3504, %vector.body2168 ]
  %wide.load2195.52778 = phi <8 x float> [ %3927, %vector.body2188 ], [ %3485, %vector.body2168 ]
  %wide.load2195.42767 = phi <8 x float> [ %3912, %vector.body2188 ], [ %3484, %vector.body2168 ]
  %wide.load2195.32756 = phi <8 x float> [ %3897, %vector.body2188 ], [ %3465, %vector.body2168 ]
  %wide.load2195.22745 = phi <8 x float> [ %3882, %vector.body2188 ], [ %3464, %vector.body2168 ]
  %wide.load2195.12734 = phi <8 x float> [ %3867, %vector.body2188 ], [ %3445, %vector.body2168 ]
  %wide.load21952723 = phi <8 x float> [ %3852, %vector.body2188 ], [ %3444, %vector.body2168 ]
  %3958 = add nuw i64 %across_feature37796, 1
  %exitcond964.not = icmp eq i64 %3958, %n_features
  br i1 %exitcond964.not, label %noise.done33, label %across_feature.body35

across_feature.body50:                            ; preds = %across_feature.body50.preheader, %across_row.exit57
  %wide.load2195.72801 = phi <8 x float> [ %wide.load2195.72799, %across_row.exit57 ], [ %wide.load2195.72792, %across_feature.body50.preheader ]
  %wide.load2195.62790 = phi <8 x float> [ %wide.load2195.62788, %across_row.exit57 ], [ %wide.load2195.62781, %across_feature.body50.preheader ]
  %wide.load2195.52779 = phi <8 x float> [ %wide.load2195.52777, %across_row.exit57 ], [ %wide.load2195.52770, %across_feature.body50.preheader ]
  %wide.load2195.42768 = phi <8 x float> [ %wide.load2195.42766, %across_row.exit57 ], [ %wide.load2195.42759, %across_feature.body50.preheader ]
  %wide.load2195.32757 = phi <8 x float> [ %wide.load2195.32755, %across_row.exit57 ], [ %wide.load2195.32748, %across_feature.body50.preheader ]
  %wide.load2195.22746 = phi <8 x float> [ %wide.load2195.22744, %across_row.exit57 ], [ %wide.load2195.22737, %across_feature.body50.preheader ]
  %wide.load2195.12735 = phi <8 x float> [ %wide.load2195.12733, %across_row.exit57 ], [ %wide.load2195.12726, %across_feature.body50.preheader ]
  %wide.load21952724 = phi <8 x float> [ %wide.load21952722, %across_row.exit57 ], [ %wide.load21952715, %across_feature.body50.preheader ]
  %across_feature52798 = phi i64 [ %4035, %across_row.exit57 ], [ 0, %across_feature.body50.preheader ]
  %first53 = icmp eq i64 %across_feature52798, 0
  %3959 = shl nuw nsw i64 %across_feature52798, 6
  br i1 %first53, label %vector.body2130, label %vector.body2150

vector.body2150:                                  ; preds = %across_feature.body50
  %3960 = getelementptr inbounds nuw float, ptr %across_state, i64 %3959
  %3961 = getelementptr inbounds nuw i8, ptr %3960, i64 32
  %wide.load2152 = load <8 x float>, ptr %3960, align 4
  %wide.load2153 = load <8 x float>, ptr %3961, align 4
  %3962 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3959
  %3963 = getelementptr inbounds nuw i8, ptr %3962, i64 32
  %wide.load2154 = load <8 x float>, ptr %3962, align 4
  %wide.load2155 = load <8 x float>, ptr %3963, align 4
  %3964 = fneg <8 x float> %wide.load2154
  %3965 = fneg <8 x float> %wide.load2155
  %3966 = fmul <8 x float> %wide.load2152, %wide.load22362545
  %3967 = fmul <8 x float> %wide.load2153, %wide.load2236.12556
  %3968 = fsub <8 x float> %3964, %3966
  %3969 = fsub <8 x float> %3965, %3967
  %3970 = fmul <8 x float> %broadcast.splat2129, %3968
  %3971 = fmul <8 x float> %broadcast.splat2129, %3969
  %3972 = fsub <8 x float> %wide.load2152, %3970
  %3973 = fsub <8 x float> %wide.load2153, %3971
  %3974 = fmul <8 x float> %3972, %3972
  %3975 = fmul <8 x float> %3973, %3973
  %3976 = fadd <8 x float> %wide.load21952724, %3974
  %3977 = fadd <8 x float> %wide.load2195.12735, %3975
  store <8 x float> %3976, ptr %200, align 4
  store <8 x float> %3977, ptr %201, align 4
  %3978 = or disjoint i64 %3959, 16
  %3979 = getelementptr inbounds nuw float, ptr %across_state, i64 %3978
  %3980 = getelementptr inbounds nuw i8, ptr %3979, i64 32
  %wide.load2152.1 = load <8 x float>, ptr %3979, align 4
  %wide.load2153.1 = load <8 x float>, ptr %3980, align 4
  %3981 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3978
  %3982 = getelementptr inbounds nuw i8, ptr %3981, i64 32
  %wide.load2154.1 = load <8 x float>, ptr %3981, align 4
  %wide.load2155.1 = load <8 x float>, ptr %3982, align 4
  %3983 = fneg <8 x float> %wide.load2154.1
  %3984 = fneg <8 x float> %wide.load2155.1
  %3985 = fmul <8 x float> %wide.load2152.1, %wide.load2236.22567
  %3986 = fmul <8 x float> %wide.load2153.1, %wide.load2236.32578
  %3987 = fsub <8 x float> %3983, %3985
  %3988 = fsub <8 x float> %3984, %3986
  %3989 = fmul <8 x float> %broadcast.splat2129, %3987
  %3990 = fmul <8 x float> %broadcast.splat2129, %3988
  %3991 = fsub <8 x float> %wide.load2152.1, %3989
  %3992 = fsub <8 x float> %wide.load2153.1, %3990
  %3993 = fmul <8 x float> %3991, %3991
  %3994 = fmul <8 x float> %3992, %3992
  %3995 = fadd <8 x float> %wide.load2195.22746, %3993
  %3996 = fadd <8 x float> %wide.load2195.32757, %3994
  store <8 x float> %3995, ptr %202, align 4
  store <8 x float> %3996, ptr %203, align 4
  %3997 = or disjoint i64 %3959, 32
  %3998 = getelementptr inbounds nuw float, ptr %across_state, i64 %3997
  %3999 = getelementptr inbounds nuw i8, ptr %3998, i64 32
  %wide.load2152.2 = load <8 x float>, ptr %3998, align 4
  %wide.load2153.2 = load <8 x float>, ptr %3999, align 4
  %4000 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %3997
  %4001 = getelementptr inbounds nuw i8, ptr %4000, i64 32
  %wide.load2154.2 = load <8 x float>, ptr %4000, align 4
  %wide.load2155.2 = load <8 x float>, ptr %4001, align 4
  %4002 = fneg <8 x float> %wide.load2154.2
  %4003 = fneg <8 x float> %wide.load2155.2
  %4004 = fmul <8 x float> %wide.load2152.2, %wide.load2236.42589
  %4005 = fmul <8 x float> %wide.load2153.2, %wide.load2236.52600
  %4006 = fsub <8 x float> %4002, %4004
  %4007 = fsub <8 x float> %4003, %4005
  %4008 = fmul <8 x float> %broadcast.splat2129, %4006
  %4009 = fmul <8 x float> %broadcast.splat2129, %4007
  %4010 = fsub <8 x float> %wide.load2152.2, %4008
  %4011 = fsub <8 x float> %wide.load2153.2, %4009
  %4012 = fmul <8 x float> %4010, %4010
  %4013 = fmul <8 x float> %4011, %4011
  %4014 = fadd <8 x float> %wide.load2195.42768, %4012
  %4015 = fadd <8 x float> %wide.load2195.52779, %4013
  store <8 x float> %4014, ptr %204, align 4
  store <8 x float> %4015, ptr %205, align 4
  %4016 = or disjoint i64 %3959, 48
  %4017 = getelementptr inbounds nuw float, ptr %across_state, i64 %4016
  %4018 = getelementptr inbounds nuw i8, ptr %4017, i64 32
  %wide.load2152.3 = load <8 x float>, ptr %4017, align 4
  %wide.load2153.3 = load <8 x float>, ptr %4018, align 4
  %4019 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %4016
  %4020 = getelementptr inbounds nuw i8, ptr %4019, i64 32
  %wide.load2154.3 = load <8 x float>, ptr %4019, align 4
  %wide.load2155.3 = load <8 x float>, ptr %4020, align 4
  %4021 = fneg <8 x float> %wide.load2154.3
  %4022 = fneg <8 x float> %wide.load2155.3
  %4023 = fmul <8 x float> %wide.load2152.3, %wide.load2236.62611
  %4024 = fmul <8 x float> %wide.load2153.3, %wide.load2236.72622
  %4025 = fsub <8 x float> %4021, %4023
  %4026 = fsub <8 x float> %4022, %4024
  %4027 = fmul <8 x float> %broadcast.splat2129, %4025
  %4028 = fmul <8 x float> %broadcast.splat2129, %4026
  %4029 = fsub <8 x float> %wide.load2152.3, %4027
  %4030 = fsub <8 x float> %wide.load2153.3, %4028
  %4031 = fmul <8 x float> %4029, %4029
  %4032 = fmul <8 x float> %4030, %4030
  %4033 = fadd <8 x float> %wide.load2195.62790, %4031
  %4034 = fadd <8 x float> %wide.load2195.72801, %4032
  store <8 x float> %4033, ptr %206, align 4
  store <8 x float> %4034, ptr %207, align 4
  br label %across_row.exit57

vector.body2130:                                  ; preds = %across_feature.body50
  store <8 x float> %3526, ptr %214, align 4
  store <8 x float> %3527, ptr %215, align 4
  store <8 x float> %3528, ptr %216, align 4
  store <8 x float> %3529, ptr %217, align 4
  store <8 x float> %3550, ptr %226, align 4
  store <8 x float> %3551, ptr %227, align 4
  store <8 x float> %3552, ptr %228, align 4
  store <8 x float> %3553, ptr %229, align 4
  br label %across_row.exit57

across_row.exit57:                                ; preds = %vector.body2150, %vector.body2130
  %wide.load2195.72799 = phi <8 x float> [ %4034, %vector.body2150 ], [ %3553, %vector.body2130 ]
  %wide.load2195.62788 = phi <8 x float> [ %4033, %vector.body2150 ], [ %3552, %vector.body2130 ]
  %wide.load2195.52777 = phi <8 x float> [ %4015, %vector.body2150 ], [ %3551, %vector.body2130 ]
  %wide.load2195.42766 = phi <8 x float> [ %4014, %vector.body2150 ], [ %3550, %vector.body2130 ]
  %wide.load2195.32755 = phi <8 x float> [ %3996, %vector.body2150 ], [ %3529, %vector.body2130 ]
  %wide.load2195.22744 = phi <8 x float> [ %3995, %vector.body2150 ], [ %3528, %vector.body2130 ]
  %wide.load2195.12733 = phi <8 x float> [ %3977, %vector.body2150 ], [ %3527, %vector.body2130 ]
  %wide.load21952722 = phi <8 x float> [ %3976, %vector.body2150 ], [ %3526, %vector.body2130 ]
  %4035 = add nuw i64 %across_feature52798, 1
  %exitcond967.not = icmp eq i64 %4035, %n_features
  br i1 %exitcond967.not, label %noise.done33, label %across_feature.body50

noise.done68:                                     ; preds = %across_row.header80.preheader, %across_row.header105.preheader, %across_feature.header76.preheader, %across_feature.header101.preheader
  %wide.load2195.72795 = phi <8 x float> [ %wide.load2195.72797, %across_row.header105.preheader ], [ %wide.load2195.72797, %across_feature.header101.preheader ], [ %wide.load2195.72796, %across_feature.header76.preheader ], [ %wide.load2195.72796, %across_row.header80.preheader ]
  %wide.load2195.62784 = phi <8 x float> [ %wide.load2195.62786, %across_row.header105.preheader ], [ %wide.load2195.62786, %across_feature.header101.preheader ], [ %wide.load2195.62785, %across_feature.header76.preheader ], [ %wide.load2195.62785, %across_row.header80.preheader ]
  %wide.load2195.52773 = phi <8 x float> [ %wide.load2195.52775, %across_row.header105.preheader ], [ %wide.load2195.52775, %across_feature.header101.preheader ], [ %wide.load2195.52774, %across_feature.header76.preheader ], [ %wide.load2195.52774, %across_row.header80.preheader ]
  %wide.load2195.42762 = phi <8 x float> [ %wide.load2195.42764, %across_row.header105.preheader ], [ %wide.load2195.42764, %across_feature.header101.preheader ], [ %wide.load2195.42763, %across_feature.header76.preheader ], [ %wide.load2195.42763, %across_row.header80.preheader ]
  %wide.load2195.32751 = phi <8 x float> [ %wide.load2195.32753, %across_row.header105.preheader ], [ %wide.load2195.32753, %across_feature.header101.preheader ], [ %wide.load2195.32752, %across_feature.header76.preheader ], [ %wide.load2195.32752, %across_row.header80.preheader ]
  %wide.load2195.22740 = phi <8 x float> [ %wide.load2195.22742, %across_row.header105.preheader ], [ %wide.load2195.22742, %across_feature.header101.preheader ], [ %wide.load2195.22741, %across_feature.header76.preheader ], [ %wide.load2195.22741, %across_row.header80.preheader ]
  %wide.load2195.12729 = phi <8 x float> [ %wide.load2195.12731, %across_row.header105.preheader ], [ %wide.load2195.12731, %across_feature.header101.preheader ], [ %wide.load2195.12730, %across_feature.header76.preheader ], [ %wide.load2195.12730, %across_row.header80.preheader ]
  %wide.load21952718 = phi <8 x float> [ %wide.load21952720, %across_row.header105.preheader ], [ %wide.load21952720, %across_feature.header101.preheader ], [ %wide.load21952719, %across_feature.header76.preheader ], [ %wide.load21952719, %across_row.header80.preheader ]
  %wide.load2237.72707 = phi <8 x float> [ %wide.load2237.72709, %across_row.header105.preheader ], [ %wide.load2237.72709, %across_feature.header101.preheader ], [ %wide.load2237.72708, %across_feature.header76.preheader ], [ %wide.load2237.72708, %across_row.header80.preheader ]
  %wide.load2237.62696 = phi <8 x float> [ %wide.load2237.62698, %across_row.header105.preheader ], [ %wide.load2237.62698, %across_feature.header101.preheader ], [ %wide.load2237.62697, %across_feature.header76.preheader ], [ %wide.load2237.62697, %across_row.header80.preheader ]
  %wide.load2237.52685 = phi <8 x float> [ %wide.load2237.52687, %across_row.header105.preheader ], [ %wide.load2237.52687, %across_feature.header101.preheader ], [ %wide.load2237.52686, %across_feature.header76.preheader ], [ %wide.load2237.52686, %across_row.header80.preheader ]
  %wide.load2237.42674 = phi <8 x float> [ %wide.load2237.42676, %across_row.header105.preheader ], [ %wide.load2237.42676, %across_feature.header101.preheader ], [ %wide.load2237.42675, %across_feature.header76.preheader ], [ %wide.load2237.42675, %across_row.header80.preheader ]
  %wide.load2237.32663 = phi <8 x float> [ %wide.load2237.32665, %across_row.header105.preheader ], [ %wide.load2237.32665, %across_feature.header101.preheader ], [ %wide.load2237.32664, %across_feature.header76.preheader ], [ %wide.load2237.32664, %across_row.header80.preheader ]
  %wide.load2237.22652 = phi <8 x float> [ %wide.load2237.22654, %across_row.header105.preheader ], [ %wide.load2237.22654, %across_feature.header101.preheader ], [ %wide.load2237.22653, %across_feature.header76.preheader ], [ %wide.load2237.22653, %across_row.header80.preheader ]
  %wide.load2237.12641 = phi <8 x float> [ %wide.load2237.12643, %across_row.header105.preheader ], [ %wide.load2237.12643, %across_feature.header101.preheader ], [ %wide.load2237.12642, %across_feature.header76.preheader ], [ %wide.load2237.12642, %across_row.header80.preheader ]
  %wide.load22372630 = phi <8 x float> [ %wide.load22372632, %across_row.header105.preheader ], [ %wide.load22372632, %across_feature.header101.preheader ], [ %wide.load22372631, %across_feature.header76.preheader ], [ %wide.load22372631, %across_row.header80.preheader ]
  %wide.load2236.72619 = phi <8 x float> [ %wide.load2236.72621, %across_row.header105.preheader ], [ %wide.load2236.72621, %across_feature.header101.preheader ], [ %wide.load2236.72620, %across_feature.header76.preheader ], [ %wide.load2236.72620, %across_row.header80.preheader ]
  %wide.load2236.62608 = phi <8 x float> [ %wide.load2236.62610, %across_row.header105.preheader ], [ %wide.load2236.62610, %across_feature.header101.preheader ], [ %wide.load2236.62609, %across_feature.header76.preheader ], [ %wide.load2236.62609, %across_row.header80.preheader ]
  %wide.load2236.52597 = phi <8 x float> [ %wide.load2236.52599, %across_row.header105.preheader ], [ %wide.load2236.52599, %across_feature.header101.preheader ], [ %wide.load2236.52598, %across_feature.header76.preheader ], [ %wide.load2236.52598, %across_row.header80.preheader ]
  %wide.load2236.42586 = phi <8 x float> [ %wide.load2236.42588, %across_row.header105.preheader ], [ %wide.load2236.42588, %across_feature.header101.preheader ], [ %wide.load2236.42587, %across_feature.header76.preheader ], [ %wide.load2236.42587, %across_row.header80.preheader ]
  %wide.load2236.32575 = phi <8 x float> [ %wide.load2236.32577, %across_row.header105.preheader ], [ %wide.load2236.32577, %across_feature.header101.preheader ], [ %wide.load2236.32576, %across_feature.header76.preheader ], [ %wide.load2236.32576, %across_row.header80.preheader ]
  %wide.load2236.22564 = phi <8 x float> [ %wide.load2236.22566, %across_row.header105.preheader ], [ %wide.load2236.22566, %across_feature.header101.preheader ], [ %wide.load2236.22565, %across_feature.header76.preheader ], [ %wide.load2236.22565, %across_row.header80.preheader ]
  %wide.load2236.12553 = phi <8 x float> [ %wide.load2236.12555, %across_row.header105.preheader ], [ %wide.load2236.12555, %across_feature.header101.preheader ], [ %wide.load2236.12554, %across_feature.header76.preheader ], [ %wide.load2236.12554, %across_row.header80.preheader ]
  %wide.load22362542 = phi <8 x float> [ %wide.load22362544, %across_row.header105.preheader ], [ %wide.load22362544, %across_feature.header101.preheader ], [ %wide.load22362543, %across_feature.header76.preheader ], [ %wide.load22362543, %across_row.header80.preheader ]
  %wide.load2235.72531 = phi <8 x float> [ %wide.load2235.72533, %across_row.header105.preheader ], [ %wide.load2235.72533, %across_feature.header101.preheader ], [ %wide.load2235.72532, %across_feature.header76.preheader ], [ %wide.load2235.72532, %across_row.header80.preheader ]
  %wide.load2235.62520 = phi <8 x float> [ %wide.load2235.62522, %across_row.header105.preheader ], [ %wide.load2235.62522, %across_feature.header101.preheader ], [ %wide.load2235.62521, %across_feature.header76.preheader ], [ %wide.load2235.62521, %across_row.header80.preheader ]
  %wide.load2235.52509 = phi <8 x float> [ %wide.load2235.52511, %across_row.header105.preheader ], [ %wide.load2235.52511, %across_feature.header101.preheader ], [ %wide.load2235.52510, %across_feature.header76.preheader ], [ %wide.load2235.52510, %across_row.header80.preheader ]
  %wide.load2235.42498 = phi <8 x float> [ %wide.load2235.42500, %across_row.header105.preheader ], [ %wide.load2235.42500, %across_feature.header101.preheader ], [ %wide.load2235.42499, %across_feature.header76.preheader ], [ %wide.load2235.42499, %across_row.header80.preheader ]
  %wide.load2235.32487 = phi <8 x float> [ %wide.load2235.32489, %across_row.header105.preheader ], [ %wide.load2235.32489, %across_feature.header101.preheader ], [ %wide.load2235.32488, %across_feature.header76.preheader ], [ %wide.load2235.32488, %across_row.header80.preheader ]
  %wide.load2235.22476 = phi <8 x float> [ %wide.load2235.22478, %across_row.header105.preheader ], [ %wide.load2235.22478, %across_feature.header101.preheader ], [ %wide.load2235.22477, %across_feature.header76.preheader ], [ %wide.load2235.22477, %across_row.header80.preheader ]
  %wide.load2235.12465 = phi <8 x float> [ %wide.load2235.12467, %across_row.header105.preheader ], [ %wide.load2235.12467, %across_feature.header101.preheader ], [ %wide.load2235.12466, %across_feature.header76.preheader ], [ %wide.load2235.12466, %across_row.header80.preheader ]
  %4036 = phi <8 x float> [ %3775, %across_row.header105.preheader ], [ %3775, %across_feature.header101.preheader ], [ %3712, %across_feature.header76.preheader ], [ %3712, %across_row.header80.preheader ]
  %t_next = fmul float %anneal_ratio, %temperature1.0805
  %4037 = add nuw i64 %step3806, 1
  %exitcond980.not = icmp eq i64 %4037, %steps
  br i1 %exitcond980.not, label %step.exit, label %step.body

across_feature.header76.preheader:                ; preds = %across_status.body, %vec.epilog.middle.block2123, %middle.block2108
  br i1 %.not831, label %noise.done68, label %across_row.header80.preheader.preheader

across_row.header80.preheader.preheader:          ; preds = %across_feature.header76.preheader
  %broadcast.splatinsert2070 = insertelement <8 x float> poison, float %noise_scale4, i64 0
  %broadcast.splat2071 = shufflevector <8 x float> %broadcast.splatinsert2070, <8 x float> poison, <8 x i32> zeroinitializer
  %4038 = fcmp olt <8 x float> %wide.load21952719, splat (float 0x3D71979980000000)
  %4039 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load21952719)
  %4040 = fcmp olt <8 x float> %wide.load2195.12730, splat (float 0x3D71979980000000)
  %4041 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.12730)
  %4042 = fcmp olt <8 x float> %wide.load2195.22741, splat (float 0x3D71979980000000)
  %4043 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.22741)
  %4044 = fcmp olt <8 x float> %wide.load2195.32752, splat (float 0x3D71979980000000)
  %4045 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.32752)
  %4046 = fcmp olt <8 x float> %wide.load2195.42763, splat (float 0x3D71979980000000)
  %4047 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.42763)
  %4048 = fcmp olt <8 x float> %wide.load2195.52774, splat (float 0x3D71979980000000)
  %4049 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.52774)
  %4050 = fcmp olt <8 x float> %wide.load2195.62785, splat (float 0x3D71979980000000)
  %4051 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.62785)
  %4052 = fcmp olt <8 x float> %wide.load2195.72796, splat (float 0x3D71979980000000)
  %4053 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.72796)
  br label %across_row.header80.preheader

across_status.body:                               ; preds = %across_status.body.preheader, %across_status.body
  %across_status799 = phi i64 [ %4067, %across_status.body ], [ %across_status799.ph, %across_status.body.preheader ]
  %4054 = getelementptr float, ptr %across_uniforms, i64 %across_status799
  %4055 = getelementptr i8, ptr %4054, i64 768
  %4056 = load float, ptr %4055, align 4
  %4057 = fcmp olt float %4056, 0x3D71979980000000
  %4058 = load float, ptr %4054, align 4
  %4059 = fadd float %4058, -1.000000e+00
  %4060 = tail call float @llvm.fabs.f32(float %4059)
  %4061 = fcmp ogt float %4060, 0x3F60624DE0000000
  %4062 = select i1 %4061, float 1.000000e+00, float 0.000000e+00
  %4063 = select i1 %4057, float 2.000000e+00, float 0.000000e+00
  %4064 = fadd float %4063, %4062
  %4065 = getelementptr float, ptr %2455, i64 %across_status799
  %status_bits = fptoui float %4064 to i32
  %status75 = load i32, ptr %4065, align 4
  %4066 = or i32 %status75, %status_bits
  store i32 %4066, ptr %4065, align 4
  %4067 = add nuw nsw i64 %across_status799, 1
  %exitcond972.not = icmp eq i64 %4067, %umax976
  br i1 %exitcond972.not, label %across_feature.header76.preheader, label %across_status.body, !llvm.loop !65

across_row.header80.preheader:                    ; preds = %across_row.header80.preheader.preheader, %across_row.header80.preheader
  %across_feature79801 = phi i64 [ %4188, %across_row.header80.preheader ], [ 0, %across_row.header80.preheader.preheader ]
  %4068 = shl i64 %across_feature79801, 6
  %4069 = getelementptr inbounds float, ptr %across_state, i64 %4068
  %wide.load2075 = load <8 x float>, ptr %4069, align 4
  %4070 = getelementptr inbounds float, ptr %across_input_0, i64 %4068
  %wide.load2076 = load <8 x float>, ptr %4070, align 4
  %4071 = fneg <8 x float> %wide.load2076
  %4072 = fmul <8 x float> %wide.load2075, %wide.load22362543
  %4073 = fsub <8 x float> %4071, %4072
  %4074 = fmul <8 x float> %broadcast.splat2069, %4073
  %4075 = fsub <8 x float> %wide.load2075, %4074
  %4076 = getelementptr inbounds float, ptr %across_noise, i64 %4068
  %wide.load2078 = load <8 x float>, ptr %4076, align 4
  %4077 = fmul <8 x float> %wide.load2075, %wide.load22372631
  %4078 = fsub <8 x float> %wide.load2078, %4077
  %4079 = fmul <8 x float> %broadcast.splat2071, %4078
  %4080 = fadd <8 x float> %4075, %4079
  %4081 = fdiv <8 x float> %4080, %4039
  %4082 = select <8 x i1> %4038, <8 x float> %wide.load2075, <8 x float> %4081
  store <8 x float> %4082, ptr %4069, align 4
  %4083 = or disjoint i64 %4068, 8
  %4084 = getelementptr inbounds float, ptr %across_state, i64 %4083
  %wide.load2075.1 = load <8 x float>, ptr %4084, align 4
  %4085 = getelementptr inbounds float, ptr %across_input_0, i64 %4083
  %wide.load2076.1 = load <8 x float>, ptr %4085, align 4
  %4086 = fneg <8 x float> %wide.load2076.1
  %4087 = fmul <8 x float> %wide.load2075.1, %wide.load2236.12554
  %4088 = fsub <8 x float> %4086, %4087
  %4089 = fmul <8 x float> %broadcast.splat2069, %4088
  %4090 = fsub <8 x float> %wide.load2075.1, %4089
  %4091 = getelementptr inbounds float, ptr %across_noise, i64 %4083
  %wide.load2078.1 = load <8 x float>, ptr %4091, align 4
  %4092 = fmul <8 x float> %wide.load2075.1, %wide.load2237.12642
  %4093 = fsub <8 x float> %wide.load2078.1, %4092
  %4094 = fmul <8 x float> %broadcast.splat2071, %4093
  %4095 = fadd <8 x float> %4090, %4094
  %4096 = fdiv <8 x float> %4095, %4041
  %4097 = select <8 x i1> %4040, <8 x float> %wide.load2075.1, <8 x float> %4096
  store <8 x float> %4097, ptr %4084, align 4
  %4098 = or disjoint i64 %4068, 16
  %4099 = getelementptr inbounds float, ptr %across_state, i64 %4098
  %wide.load2075.2 = load <8 x float>, ptr %4099, align 4
  %4100 = getelementptr inbounds float, ptr %across_input_0, i64 %4098
  %wide.load2076.2 = load <8 x float>, ptr %4100, align 4
  %4101 = fneg <8 x float> %wide.load2076.2
  %4102 = fmul <8 x float> %wide.load2075.2, %wide.load2236.22565
  %4103 = fsub <8 x float> %4101, %4102
  %4104 = fmul <8 x float> %broadcast.splat2069, %4103
  %4105 = fsub <8 x float> %wide.load2075.2, %4104
  %4106 = getelementptr inbounds float, ptr %across_noise, i64 %4098
  %wide.load2078.2 = load <8 x float>, ptr %4106, align 4
  %4107 = fmul <8 x float> %wide.load2075.2, %wide.load2237.22653
  %4108 = fsub <8 x float> %wide.load2078.2, %4107
  %4109 = fmul <8 x float> %broadcast.splat2071, %4108
  %4110 = fadd <8 x float> %4105, %4109
  %4111 = fdiv <8 x float> %4110, %4043
  %4112 = select <8 x i1> %4042, <8 x float> %wide.load2075.2, <8 x float> %4111
  store <8 x float> %4112, ptr %4099, align 4
  %4113 = or disjoint i64 %4068, 24
  %4114 = getelementptr inbounds float, ptr %across_state, i64 %4113
  %wide.load2075.3 = load <8 x float>, ptr %4114, align 4
  %4115 = getelementptr inbounds float, ptr %across_input_0, i64 %4113
  %wide.load2076.3 = load <8 x float>, ptr %4115, align 4
  %4116 = fneg <8 x float> %wide.load2076.3
  %4117 = fmul <8 x float> %wide.load2075.3, %wide.load2236.32576
  %4118 = fsub <8 x float> %4116, %4117
  %4119 = fmul <8 x float> %broadcast.splat2069, %4118
  %4120 = fsub <8 x float> %wide.load2075.3, %4119
  %4121 = getelementptr inbounds float, ptr %across_noise, i64 %4113
  %wide.load2078.3 = load <8 x float>, ptr %4121, align 4
  %4122 = fmul <8 x float> %wide.load2075.3, %wide.load2237.32664
  %4123 = fsub <8 x float> %wide.load2078.3, %4122
  %4124 = fmul <8 x float> %broadcast.splat2071, %4123
  %4125 = fadd <8 x float> %4120, %4124
  %4126 = fdiv <8 x float> %4125, %4045
  %4127 = select <8 x i1> %4044, <8 x float> %wide.load2075.3, <8 x float> %4126
  store <8 x float> %4127, ptr %4114, align 4
  %4128 = or disjoint i64 %4068, 32
  %4129 = getelementptr inbounds float, ptr %across_state, i64 %4128
  %wide.load2075.4 = load <8 x float>, ptr %4129, align 4
  %4130 = getelementptr inbounds float, ptr %across_input_0, i64 %4128
  %wide.load2076.4 = load <8 x float>, ptr %4130, align 4
  %4131 = fneg <8 x float> %wide.load2076.4
  %4132 = fmul <8 x float> %wide.load2075.4, %wide.load2236.42587
  %4133 = fsub <8 x float> %4131, %4132
  %4134 = fmul <8 x float> %broadcast.splat2069, %4133
  %4135 = fsub <8 x float> %wide.load2075.4, %4134
  %4136 = getelementptr inbounds float, ptr %across_noise, i64 %4128
  %wide.load2078.4 = load <8 x float>, ptr %4136, align 4
  %4137 = fmul <8 x float> %wide.load2075.4, %wide.load2237.42675
  %4138 = fsub <8 x float> %wide.load2078.4, %4137
  %4139 = fmul <8 x float> %broadcast.splat2071, %4138
  %4140 = fadd <8 x float> %4135, %4139
  %4141 = fdiv <8 x float> %4140, %4047
  %4142 = select <8 x i1> %4046, <8 x float> %wide.load2075.4, <8 x float> %4141
  store <8 x float> %4142, ptr %4129, align 4
  %4143 = or disjoint i64 %4068, 40
  %4144 = getelementptr inbounds float, ptr %across_state, i64 %4143
  %wide.load2075.5 = load <8 x float>, ptr %4144, align 4
  %4145 = getelementptr inbounds float, ptr %across_input_0, i64 %4143
  %wide.load2076.5 = load <8 x float>, ptr %4145, align 4
  %4146 = fneg <8 x float> %wide.load2076.5
  %4147 = fmul <8 x float> %wide.load2075.5, %wide.load2236.52598
  %4148 = fsub <8 x float> %4146, %4147
  %4149 = fmul <8 x float> %broadcast.splat2069, %4148
  %4150 = fsub <8 x float> %wide.load2075.5, %4149
  %4151 = getelementptr inbounds float, ptr %across_noise, i64 %4143
  %wide.load2078.5 = load <8 x float>, ptr %4151, align 4
  %4152 = fmul <8 x float> %wide.load2075.5, %wide.load2237.52686
  %4153 = fsub <8 x float> %wide.load2078.5, %4152
  %4154 = fmul <8 x float> %broadcast.splat2071, %4153
  %4155 = fadd <8 x float> %4150, %4154
  %4156 = fdiv <8 x float> %4155, %4049
  %4157 = select <8 x i1> %4048, <8 x float> %wide.load2075.5, <8 x float> %4156
  store <8 x float> %4157, ptr %4144, align 4
  %4158 = or disjoint i64 %4068, 48
  %4159 = getelementptr inbounds float, ptr %across_state, i64 %4158
  %wide.load2075.6 = load <8 x float>, ptr %4159, align 4
  %4160 = getelementptr inbounds float, ptr %across_input_0, i64 %4158
  %wide.load2076.6 = load <8 x float>, ptr %4160, align 4
  %4161 = fneg <8 x float> %wide.load2076.6
  %4162 = fmul <8 x float> %wide.load2075.6, %wide.load2236.62609
  %4163 = fsub <8 x float> %4161, %4162
  %4164 = fmul <8 x float> %broadcast.splat2069, %4163
  %4165 = fsub <8 x float> %wide.load2075.6, %4164
  %4166 = getelementptr inbounds float, ptr %across_noise, i64 %4158
  %wide.load2078.6 = load <8 x float>, ptr %4166, align 4
  %4167 = fmul <8 x float> %wide.load2075.6, %wide.load2237.62697
  %4168 = fsub <8 x float> %wide.load2078.6, %4167
  %4169 = fmul <8 x float> %broadcast.splat2071, %4168
  %4170 = fadd <8 x float> %4165, %4169
  %4171 = fdiv <8 x float> %4170, %4051
  %4172 = select <8 x i1> %4050, <8 x float> %wide.load2075.6, <8 x float> %4171
  store <8 x float> %4172, ptr %4159, align 4
  %4173 = or disjoint i64 %4068, 56
  %4174 = getelementptr inbounds float, ptr %across_state, i64 %4173
  %wide.load2075.7 = load <8 x float>, ptr %4174, align 4
  %4175 = getelementptr inbounds float, ptr %across_input_0, i64 %4173
  %wide.load2076.7 = load <8 x float>, ptr %4175, align 4
  %4176 = fneg <8 x float> %wide.load2076.7
  %4177 = fmul <8 x float> %wide.load2075.7, %wide.load2236.72620
  %4178 = fsub <8 x float> %4176, %4177
  %4179 = fmul <8 x float> %broadcast.splat2069, %4178
  %4180 = fsub <8 x float> %wide.load2075.7, %4179
  %4181 = getelementptr inbounds float, ptr %across_noise, i64 %4173
  %wide.load2078.7 = load <8 x float>, ptr %4181, align 4
  %4182 = fmul <8 x float> %wide.load2075.7, %wide.load2237.72708
  %4183 = fsub <8 x float> %wide.load2078.7, %4182
  %4184 = fmul <8 x float> %broadcast.splat2071, %4183
  %4185 = fadd <8 x float> %4180, %4184
  %4186 = fdiv <8 x float> %4185, %4053
  %4187 = select <8 x i1> %4052, <8 x float> %wide.load2075.7, <8 x float> %4186
  store <8 x float> %4187, ptr %4174, align 4
  %4188 = add nuw i64 %across_feature79801, 1
  %exitcond974.not = icmp eq i64 %4188, %n_features
  br i1 %exitcond974.not, label %noise.done68, label %across_row.header80.preheader

across_feature.header101.preheader:               ; preds = %across_status.body90, %vec.epilog.middle.block2063, %middle.block2048
  br i1 %.not831, label %noise.done68, label %across_row.header105.preheader.preheader

across_row.header105.preheader.preheader:         ; preds = %across_feature.header101.preheader
  %4189 = fcmp olt <8 x float> %wide.load21952720, splat (float 0x3D71979980000000)
  %4190 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load21952720)
  %4191 = fcmp olt <8 x float> %wide.load2195.12731, splat (float 0x3D71979980000000)
  %4192 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.12731)
  %4193 = fcmp olt <8 x float> %wide.load2195.22742, splat (float 0x3D71979980000000)
  %4194 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.22742)
  %4195 = fcmp olt <8 x float> %wide.load2195.32753, splat (float 0x3D71979980000000)
  %4196 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.32753)
  %4197 = fcmp olt <8 x float> %wide.load2195.42764, splat (float 0x3D71979980000000)
  %4198 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.42764)
  %4199 = fcmp olt <8 x float> %wide.load2195.52775, splat (float 0x3D71979980000000)
  %4200 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.52775)
  %4201 = fcmp olt <8 x float> %wide.load2195.62786, splat (float 0x3D71979980000000)
  %4202 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.62786)
  %4203 = fcmp olt <8 x float> %wide.load2195.72797, splat (float 0x3D71979980000000)
  %4204 = tail call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load2195.72797)
  br label %across_row.header105.preheader

across_status.body90:                             ; preds = %across_status.body90.preheader, %across_status.body90
  %across_status92802 = phi i64 [ %4218, %across_status.body90 ], [ %across_status92802.ph, %across_status.body90.preheader ]
  %4205 = getelementptr float, ptr %across_uniforms, i64 %across_status92802
  %4206 = getelementptr i8, ptr %4205, i64 768
  %4207 = load float, ptr %4206, align 4
  %4208 = fcmp olt float %4207, 0x3D71979980000000
  %4209 = load float, ptr %4205, align 4
  %4210 = fadd float %4209, -1.000000e+00
  %4211 = tail call float @llvm.fabs.f32(float %4210)
  %4212 = fcmp ogt float %4211, 0x3F60624DE0000000
  %4213 = select i1 %4212, float 1.000000e+00, float 0.000000e+00
  %4214 = select i1 %4208, float 2.000000e+00, float 0.000000e+00
  %4215 = fadd float %4214, %4213
  %4216 = getelementptr float, ptr %2455, i64 %across_status92802
  %status_bits99 = fptoui float %4215 to i32
  %status100 = load i32, ptr %4216, align 4
  %4217 = or i32 %status100, %status_bits99
  store i32 %4217, ptr %4216, align 4
  %4218 = add nuw nsw i64 %across_status92802, 1
  %exitcond977.not = icmp eq i64 %4218, %umax976
  br i1 %exitcond977.not, label %across_feature.header101.preheader, label %across_status.body90, !llvm.loop !66

across_row.header105.preheader:                   ; preds = %across_row.header105.preheader.preheader, %across_row.header105.preheader
  %across_feature104804 = phi i64 [ %4299, %across_row.header105.preheader ], [ 0, %across_row.header105.preheader.preheader ]
  %4219 = shl i64 %across_feature104804, 6
  %4220 = getelementptr inbounds float, ptr %across_state, i64 %4219
  %wide.load2017 = load <8 x float>, ptr %4220, align 4
  %4221 = getelementptr inbounds float, ptr %across_input_0, i64 %4219
  %wide.load2018 = load <8 x float>, ptr %4221, align 4
  %4222 = fneg <8 x float> %wide.load2018
  %4223 = fmul <8 x float> %wide.load2017, %wide.load22362544
  %4224 = fsub <8 x float> %4222, %4223
  %4225 = fmul <8 x float> %broadcast.splat2013, %4224
  %4226 = fsub <8 x float> %wide.load2017, %4225
  %4227 = fdiv <8 x float> %4226, %4190
  %4228 = select <8 x i1> %4189, <8 x float> %wide.load2017, <8 x float> %4227
  store <8 x float> %4228, ptr %4220, align 4
  %4229 = or disjoint i64 %4219, 8
  %4230 = getelementptr inbounds float, ptr %across_state, i64 %4229
  %wide.load2017.1 = load <8 x float>, ptr %4230, align 4
  %4231 = getelementptr inbounds float, ptr %across_input_0, i64 %4229
  %wide.load2018.1 = load <8 x float>, ptr %4231, align 4
  %4232 = fneg <8 x float> %wide.load2018.1
  %4233 = fmul <8 x float> %wide.load2017.1, %wide.load2236.12555
  %4234 = fsub <8 x float> %4232, %4233
  %4235 = fmul <8 x float> %broadcast.splat2013, %4234
  %4236 = fsub <8 x float> %wide.load2017.1, %4235
  %4237 = fdiv <8 x float> %4236, %4192
  %4238 = select <8 x i1> %4191, <8 x float> %wide.load2017.1, <8 x float> %4237
  store <8 x float> %4238, ptr %4230, align 4
  %4239 = or disjoint i64 %4219, 16
  %4240 = getelementptr inbounds float, ptr %across_state, i64 %4239
  %wide.load2017.2 = load <8 x float>, ptr %4240, align 4
  %4241 = getelementptr inbounds float, ptr %across_input_0, i64 %4239
  %wide.load2018.2 = load <8 x float>, ptr %4241, align 4
  %4242 = fneg <8 x float> %wide.load2018.2
  %4243 = fmul <8 x float> %wide.load2017.2, %wide.load2236.22566
  %4244 = fsub <8 x float> %4242, %4243
  %4245 = fmul <8 x float> %broadcast.splat2013, %4244
  %4246 = fsub <8 x float> %wide.load2017.2, %4245
  %4247 = fdiv <8 x float> %4246, %4194
  %4248 = select <8 x i1> %4193, <8 x float> %wide.load2017.2, <8 x float> %4247
  store <8 x float> %4248, ptr %4240, align 4
  %4249 = or disjoint i64 %4219, 24
  %4250 = getelementptr inbounds float, ptr %across_state, i64 %4249
  %wide.load2017.3 = load <8 x float>, ptr %4250, align 4
  %4251 = getelementptr inbounds float, ptr %across_input_0, i64 %4249
  %wide.load2018.3 = load <8 x float>, ptr %4251, align 4
  %4252 = fneg <8 x float> %wide.load2018.3
  %4253 = fmul <8 x float> %wide.load2017.3, %wide.load2236.32577
  %4254 = fsub <8 x float> %4252, %4253
  %4255 = fmul <8 x float> %broadcast.splat2013, %4254
  %4256 = fsub <8 x float> %wide.load2017.3, %4255
  %4257 = fdiv <8 x float> %4256, %4196
  %4258 = select <8 x i1> %4195, <8 x float> %wide.load2017.3, <8 x float> %4257
  store <8 x float> %4258, ptr %4250, align 4
  %4259 = or disjoint i64 %4219, 32
  %4260 = getelementptr inbounds float, ptr %across_state, i64 %4259
  %wide.load2017.4 = load <8 x float>, ptr %4260, align 4
  %4261 = getelementptr inbounds float, ptr %across_input_0, i64 %4259
  %wide.load2018.4 = load <8 x float>, ptr %4261, align 4
  %4262 = fneg <8 x float> %wide.load2018.4
  %4263 = fmul <8 x float> %wide.load2017.4, %wide.load2236.42588
  %4264 = fsub <8 x float> %4262, %4263
  %4265 = fmul <8 x float> %broadcast.splat2013, %4264
  %4266 = fsub <8 x float> %wide.load2017.4, %4265
  %4267 = fdiv <8 x float> %4266, %4198
  %4268 = select <8 x i1> %4197, <8 x float> %wide.load2017.4, <8 x float> %4267
  store <8 x float> %4268, ptr %4260, align 4
  %4269 = or disjoint i64 %4219, 40
  %4270 = getelementptr inbounds float, ptr %across_state, i64 %4269
  %wide.load2017.5 = load <8 x float>, ptr %4270, align 4
  %4271 = getelementptr inbounds float, ptr %across_input_0, i64 %4269
  %wide.load2018.5 = load <8 x float>, ptr %4271, align 4
  %4272 = fneg <8 x float> %wide.load2018.5
  %4273 = fmul <8 x float> %wide.load2017.5, %wide.load2236.52599
  %4274 = fsub <8 x float> %4272, %4273
  %4275 = fmul <8 x float> %broadcast.splat2013, %4274
  %4276 = fsub <8 x float> %wide.load2017.5, %4275
  %4277 = fdiv <8 x float> %4276, %4200
  %4278 = select <8 x i1> %4199, <8 x float> %wide.load2017.5, <8 x float> %4277
  store <8 x float> %4278, ptr %4270, align 4
  %4279 = or disjoint i64 %4219, 48
  %4280 = getelementptr inbounds float, ptr %across_state, i64 %4279
  %wide.load2017.6 = load <8 x float>, ptr %4280, align 4
  %4281 = getelementptr inbounds float, ptr %across_input_0, i64 %4279
  %wide.load2018.6 = load <8 x float>, ptr %4281, align 4
  %4282 = fneg <8 x float> %wide.load2018.6
  %4283 = fmul <8 x float> %wide.load2017.6, %wide.load2236.62610
  %4284 = fsub <8 x float> %4282, %4283
  %4285 = fmul <8 x float> %broadcast.splat2013, %4284
  %4286 = fsub <8 x float> %wide.load2017.6, %4285
  %4287 = fdiv <8 x float> %4286, %4202
  %4288 = select <8 x i1> %4201, <8 x float> %wide.load2017.6, <8 x float> %4287
  store <8 x float> %4288, ptr %4280, align 4
  %4289 = or disjoint i64 %4219, 56
  %4290 = getelementptr inbounds float, ptr %across_state, i64 %4289
  %wide.load2017.7 = load <8 x float>, ptr %4290, align 4
  %4291 = getelementptr inbounds float, ptr %across_input_0, i64 %4289
  %wide.load2018.7 = load <8 x float>, ptr %4291, align 4
  %4292 = fneg <8 x float> %wide.load2018.7
  %4293 = fmul <8 x float> %wide.load2017.7, %wide.load2236.72621
  %4294 = fsub <8 x float> %4292, %4293
  %4295 = fmul <8 x float> %broadcast.splat2013, %4294
  %4296 = fsub <8 x float> %wide.load2017.7, %4295
  %4297 = fdiv <8 x float> %4296, %4204
  %4298 = select <8 x i1> %4203, <8 x float> %wide.load2017.7, <8 x float> %4297
  store <8 x float> %4298, ptr %4290, align 4
  %4299 = add nuw i64 %across_feature104804, 1
  %exitcond979.not = icmp eq i64 %4299, %n_features
  br i1 %exitcond979.not, label %noise.done68, label %across_row.header105.preheader

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out807 = phi i64 [ 0, %across_out.body.preheader.new ], [ %4315, %across_out.body ]
  %niter2460 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter2460.next.1, %across_out.body ]
  %r114 = udiv i64 %across_out807, %n_features
  %f115 = urem i64 %across_out807, %n_features
  %4300 = icmp ult i64 %r114, %2434
  %4301 = select i1 %4300, i64 %r114, i64 %last_row
  %row116 = add i64 %4301, %across_block808
  %row_element117 = mul i64 %row116, %n_features
  %.idx654 = shl nuw nsw i64 %f115, 8
  %4302 = getelementptr i8, ptr %across_state, i64 %.idx654
  %4303 = getelementptr float, ptr %4302, i64 %r114
  %4304 = load float, ptr %4303, align 4
  %4305 = getelementptr float, ptr %state, i64 %row_element117
  %4306 = getelementptr float, ptr %4305, i64 %f115
  store float %4304, ptr %4306, align 4
  %4307 = or disjoint i64 %across_out807, 1
  %r114.1 = udiv i64 %4307, %n_features
  %f115.1 = urem i64 %4307, %n_features
  %4308 = icmp ult i64 %r114.1, %2434
  %4309 = select i1 %4308, i64 %r114.1, i64 %last_row
  %row116.1 = add i64 %4309, %across_block808
  %row_element117.1 = mul i64 %row116.1, %n_features
  %.idx654.1 = shl nuw nsw i64 %f115.1, 8
  %4310 = getelementptr i8, ptr %across_state, i64 %.idx654.1
  %4311 = getelementptr float, ptr %4310, i64 %r114.1
  %4312 = load float, ptr %4311, align 4
  %4313 = getelementptr float, ptr %state, i64 %row_element117.1
  %4314 = getelementptr float, ptr %4313, i64 %f115.1
  store float %4312, ptr %4314, align 4
  %4315 = add nuw i64 %across_out807, 2
  %niter2460.next.1 = add i64 %niter2460, 2
  %niter2460.ncmp.1 = icmp eq i64 %niter2460.next.1, %unroll_iter2459
  br i1 %niter2460.ncmp.1, label %across_out.exit.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !67

across_out.exit.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod2457.not = icmp eq i64 %xtraiter2455, 0
  br i1 %lcmp.mod2457.not, label %across_out.exit, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.exit.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out807.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %4315, %across_out.exit.loopexit.unr-lcssa ]
  %lcmp.mod2458 = icmp ne i64 %xtraiter2455, 0
  tail call void @llvm.assume(i1 %lcmp.mod2458)
  %r114.epil = udiv i64 %across_out807.epil.init, %n_features
  %f115.epil = urem i64 %across_out807.epil.init, %n_features
  %4316 = icmp ult i64 %r114.epil, %2434
  %4317 = select i1 %4316, i64 %r114.epil, i64 %last_row
  %row116.epil = add i64 %4317, %across_block808
  %row_element117.epil = mul i64 %row116.epil, %n_features
  %.idx654.epil = shl nuw nsw i64 %f115.epil, 8
  %4318 = getelementptr i8, ptr %across_state, i64 %.idx654.epil
  %4319 = getelementptr float, ptr %4318, i64 %r114.epil
  %4320 = load float, ptr %4319, align 4
  %4321 = getelementptr float, ptr %state, i64 %row_element117.epil
  %4322 = getelementptr float, ptr %4321, i64 %f115.epil
  store float %4320, ptr %4322, align 4
  br label %across_out.exit

across_out.exit:                                  ; preds = %across_out.body.epil.preheader, %across_out.exit.loopexit.unr-lcssa, %step.exit
  %4323 = add i64 %across_block808, 64
  %4324 = icmp ult i64 %4323, %row_end
  %indvars.iv.next969 = add i64 %indvars.iv968, -64
  br i1 %4324, label %across_block.body, label %across.done

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 2
  %4325 = icmp ult i64 %row_begin, %row_end
  br i1 %4325, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %anneal121.not = icmp eq i32 %anneal, 0
  %.not814 = icmp eq i64 %steps, 0
  %cond565 = icmp eq i32 %draw_noise, 0
  %.idx641 = mul nuw nsw i64 %n_features, 12
  %4326 = trunc i64 %key0 to i32
  %4327 = lshr i64 %key0, 32
  %4328 = add i64 %key0, 2654435769
  %4329 = add nuw nsw i64 %4327, 3144134277
  %4330 = add i64 %key0, 1013904242
  %4331 = add nuw nsw i64 %4327, 1993301258
  %4332 = add i64 %key0, 3668340011
  %4333 = add nuw nsw i64 %4327, 842468239
  %4334 = add i64 %key0, 2027808484
  %4335 = add nuw nsw i64 %4327, 3986602516
  %4336 = add i64 %key0, 387276957
  %4337 = add nuw nsw i64 %4327, 2835769497
  %4338 = add i64 %key0, 3041712726
  %4339 = add nuw nsw i64 %4327, 1684936478
  %4340 = add i64 %key0, 1401181199
  %4341 = add nuw nsw i64 %4327, 534103459
  %4342 = add nuw nsw i64 %4327, 3678237736
  %4343 = add i32 %4326, -1879881855
  %.idx640 = shl nuw nsw i64 %n_features, 3
  %4344 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 16
  %4345 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 32
  %4346 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 48
  %4347 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %4348 = shl nuw nsw i64 %n_features, 1
  %4349 = getelementptr inbounds nuw float, ptr %scratch, i64 %4348
  %whole_tiles_end = and i64 %n_features, 8188
  %.not816 = icmp eq i64 %whole_tiles_end, %n_features
  %4350 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 4
  %4351 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 8
  %4352 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 24
  %4353 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 40
  %4354 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 56
  %4355 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 12
  %4356 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 28
  %4357 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 44
  %4358 = getelementptr inbounds nuw i8, ptr %lockstep_uniforms, i64 60
  %invariant.gep = getelementptr i8, ptr %scratch, i64 %.idx641
  br i1 %.not814, label %lockstep_block.body, label %lockstep_block.body.us.preheader

lockstep_block.body.us.preheader:                 ; preds = %lockstep_block.body.lr.ph
  %4359 = sub i64 %row_end, %row_begin
  %4360 = mul i64 %row_begin, %n_features
  %4361 = shl i64 %4360, 2
  %4362 = shl nuw nsw i64 %n_features, 4
  %4363 = shl i64 %row_begin, 2
  %4364 = add i64 %4363, 4
  %4365 = mul i64 %n_features, %4364
  %4366 = shl nuw nsw i64 %n_features, 2
  %4367 = mul i64 %row_begin, %n_features
  %4368 = shl i64 %4367, 2
  %4369 = shl nuw nsw i64 %n_features, 4
  %4370 = shl i64 %row_begin, 2
  %4371 = add i64 %4370, 4
  %4372 = mul i64 %n_features, %4371
  %4373 = shl nuw nsw i64 %n_features, 2
  %4374 = shl nuw nsw i64 %n_features, 4
  %4375 = mul i64 %row_begin, %n_features
  %4376 = shl i64 %4375, 2
  %4377 = shl nuw nsw i64 %n_features, 4
  %4378 = shl i64 %row_begin, 2
  %4379 = add i64 %4378, 4
  %4380 = mul i64 %n_features, %4379
  %4381 = shl nuw nsw i64 %n_features, 2
  %4382 = mul i64 %row_begin, %n_features
  %4383 = shl i64 %4382, 2
  %4384 = shl nuw nsw i64 %n_features, 4
  %4385 = shl i64 %row_begin, 2
  %4386 = add i64 %4385, 4
  %4387 = mul i64 %n_features, %4386
  %4388 = shl nuw nsw i64 %n_features, 2
  %scevgep1762 = getelementptr i8, ptr %scratch, i64 %.idx640
  %4389 = mul i64 %row_begin, %n_features
  %4390 = shl i64 %4389, 2
  %4391 = shl nuw nsw i64 %n_features, 4
  %4392 = shl i64 %row_begin, 2
  %4393 = add i64 %4392, 4
  %4394 = mul i64 %n_features, %4393
  %4395 = shl nuw nsw i64 %n_features, 2
  %scevgep1772 = getelementptr i8, ptr %scratch, i64 %slot_values
  %scevgep1811 = getelementptr i8, ptr %scratch, i64 %.idx640
  %4396 = mul i64 %row_begin, %n_features
  %4397 = shl i64 %4396, 2
  %4398 = shl nuw nsw i64 %n_features, 4
  %4399 = shl i64 %row_begin, 2
  %4400 = add i64 %4399, 4
  %4401 = mul i64 %n_features, %4400
  %4402 = shl nuw nsw i64 %n_features, 2
  %scevgep1821 = getelementptr i8, ptr %scratch, i64 %slot_values
  %4403 = add nsw i64 %whole_tiles_end, -1
  %4404 = lshr i64 %4403, 2
  %4405 = add nuw nsw i64 %4404, 1
  %n.mod.vf1900 = and i64 %n_features, 24
  %n.vec1901 = and i64 %n_features, 8160
  %broadcast.splatinsert1904 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1905 = shufflevector <8 x i64> %broadcast.splatinsert1904, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1906 = insertelement <8 x i64> poison, i64 %4328, i64 0
  %broadcast.splat1907 = shufflevector <8 x i64> %broadcast.splatinsert1906, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1912 = insertelement <8 x i64> poison, i64 %4330, i64 0
  %broadcast.splat1913 = shufflevector <8 x i64> %broadcast.splatinsert1912, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1914 = insertelement <8 x i64> poison, i64 %4331, i64 0
  %broadcast.splat1915 = shufflevector <8 x i64> %broadcast.splatinsert1914, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1918 = insertelement <8 x i64> poison, i64 %4332, i64 0
  %broadcast.splat1919 = shufflevector <8 x i64> %broadcast.splatinsert1918, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1920 = insertelement <8 x i64> poison, i64 %4333, i64 0
  %broadcast.splat1921 = shufflevector <8 x i64> %broadcast.splatinsert1920, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1922 = insertelement <8 x i64> poison, i64 %4334, i64 0
  %broadcast.splat1923 = shufflevector <8 x i64> %broadcast.splatinsert1922, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1924 = insertelement <8 x i64> poison, i64 %4335, i64 0
  %broadcast.splat1925 = shufflevector <8 x i64> %broadcast.splatinsert1924, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1926 = insertelement <8 x i64> poison, i64 %4336, i64 0
  %broadcast.splat1927 = shufflevector <8 x i64> %broadcast.splatinsert1926, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1928 = insertelement <8 x i64> poison, i64 %4337, i64 0
  %broadcast.splat1929 = shufflevector <8 x i64> %broadcast.splatinsert1928, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1930 = insertelement <8 x i64> poison, i64 %4338, i64 0
  %broadcast.splat1931 = shufflevector <8 x i64> %broadcast.splatinsert1930, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1932 = insertelement <8 x i64> poison, i64 %4339, i64 0
  %broadcast.splat1933 = shufflevector <8 x i64> %broadcast.splatinsert1932, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1934 = insertelement <8 x i64> poison, i64 %4340, i64 0
  %broadcast.splat1935 = shufflevector <8 x i64> %broadcast.splatinsert1934, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1936 = insertelement <8 x i64> poison, i64 %4341, i64 0
  %broadcast.splat1937 = shufflevector <8 x i64> %broadcast.splatinsert1936, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1938 = insertelement <8 x i64> poison, i64 %4342, i64 0
  %broadcast.splat1939 = shufflevector <8 x i64> %broadcast.splatinsert1938, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1940 = insertelement <8 x i32> poison, i32 %4343, i64 0
  %broadcast.splat1941 = shufflevector <8 x i32> %broadcast.splatinsert1940, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n1951 = icmp eq i64 %n_features, %n.vec1901
  %min.epilog.iters.check1955 = icmp eq i64 %n.mod.vf1900, 0
  %n.vec1958 = and i64 %n_features, 8184
  %broadcast.splatinsert1961 = insertelement <8 x i64> poison, i64 %key0, i64 0
  %broadcast.splat1962 = shufflevector <8 x i64> %broadcast.splatinsert1961, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1969 = insertelement <8 x i64> poison, i64 %4330, i64 0
  %broadcast.splat1970 = shufflevector <8 x i64> %broadcast.splatinsert1969, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1975 = insertelement <8 x i64> poison, i64 %4332, i64 0
  %broadcast.splat1976 = shufflevector <8 x i64> %broadcast.splatinsert1975, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1977 = insertelement <8 x i64> poison, i64 %4333, i64 0
  %broadcast.splat1978 = shufflevector <8 x i64> %broadcast.splatinsert1977, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1979 = insertelement <8 x i64> poison, i64 %4334, i64 0
  %broadcast.splat1980 = shufflevector <8 x i64> %broadcast.splatinsert1979, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1981 = insertelement <8 x i64> poison, i64 %4335, i64 0
  %broadcast.splat1982 = shufflevector <8 x i64> %broadcast.splatinsert1981, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1983 = insertelement <8 x i64> poison, i64 %4336, i64 0
  %broadcast.splat1984 = shufflevector <8 x i64> %broadcast.splatinsert1983, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1985 = insertelement <8 x i64> poison, i64 %4337, i64 0
  %broadcast.splat1986 = shufflevector <8 x i64> %broadcast.splatinsert1985, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1987 = insertelement <8 x i64> poison, i64 %4338, i64 0
  %broadcast.splat1988 = shufflevector <8 x i64> %broadcast.splatinsert1987, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1989 = insertelement <8 x i64> poison, i64 %4339, i64 0
  %broadcast.splat1990 = shufflevector <8 x i64> %broadcast.splatinsert1989, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1991 = insertelement <8 x i64> poison, i64 %4340, i64 0
  %broadcast.splat1992 = shufflevector <8 x i64> %broadcast.splatinsert1991, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1993 = insertelement <8 x i64> poison, i64 %4341, i64 0
  %broadcast.splat1994 = shufflevector <8 x i64> %broadcast.splatinsert1993, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1995 = insertelement <8 x i64> poison, i64 %4342, i64 0
  %broadcast.splat1996 = shufflevector <8 x i64> %broadcast.splatinsert1995, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1997 = insertelement <8 x i32> poison, i32 %4343, i64 0
  %broadcast.splat1998 = shufflevector <8 x i32> %broadcast.splatinsert1997, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1999 = insertelement <8 x i64> poison, i64 %n.vec1901, i64 0
  %broadcast.splat2000 = shufflevector <8 x i64> %broadcast.splatinsert1999, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction2001 = or disjoint <8 x i64> %broadcast.splat2000, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %cmp.n2008 = icmp eq i64 %n_features, %n.vec1958
  %n.mod.vf1865 = and i64 %n_features, 28
  %n.vec1866 = and i64 %n_features, 8160
  %cmp.n1879 = icmp eq i64 %n_features, %n.vec1866
  %min.epilog.iters.check1883 = icmp eq i64 %n.mod.vf1865, 0
  %n.vec1886 = and i64 %n_features, 8188
  %cmp.n1893 = icmp eq i64 %n_features, %n.vec1886
  %n.vec1850 = and i64 %n_features, 8184
  %cmp.n1858 = icmp eq i64 %n_features, %n.vec1850
  %xtraiter2422 = and i64 %n_features, 1
  %lcmp.mod2423.not = icmp eq i64 %xtraiter2422, 0
  %n.vec1801 = and i64 %n_features, 8184
  %cmp.n1808 = icmp eq i64 %n_features, %n.vec1801
  %xtraiter2425 = and i64 %n_features, 1
  %lcmp.mod2426.not = icmp eq i64 %xtraiter2425, 0
  %n.mod.vf1710 = and i64 %n_features, 28
  %n.vec1711 = and i64 %n_features, 8160
  %broadcast.splatinsert1716 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1717 = shufflevector <8 x float> %broadcast.splatinsert1716, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1736 = icmp eq i64 %n_features, %n.vec1711
  %min.epilog.iters.check1740 = icmp eq i64 %n.mod.vf1710, 0
  %n.vec1743 = and i64 %n_features, 8188
  %broadcast.splatinsert1748 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1749 = shufflevector <4 x float> %broadcast.splatinsert1748, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1759 = icmp eq i64 %n_features, %n.vec1743
  %xtraiter2428 = and i64 %n_features, 1
  %lcmp.mod2429.not = icmp eq i64 %xtraiter2428, 0
  %xtraiter2431 = and i64 %4405, 1
  %4406 = icmp eq i64 %4404, 0
  %unroll_iter2436 = and i64 %4405, 9223372036854775806
  %lcmp.mod2433.not = icmp eq i64 %xtraiter2431, 0
  %lcmp.mod2435 = icmp ne i64 %xtraiter2431, 0
  %n.mod.vf1650 = and i64 %n_features, 28
  %n.vec1651 = and i64 %n_features, 8160
  %broadcast.splatinsert1654 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1655 = shufflevector <8 x float> %broadcast.splatinsert1654, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1668 = icmp eq i64 %n_features, %n.vec1651
  %min.epilog.iters.check1672 = icmp eq i64 %n.mod.vf1650, 0
  %n.vec1675 = and i64 %n_features, 8188
  %broadcast.splatinsert1678 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1679 = shufflevector <4 x float> %broadcast.splatinsert1678, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1686 = icmp eq i64 %n_features, %n.vec1675
  %xtraiter2438 = and i64 %n_features, 3
  %lcmp.mod2439.not = icmp eq i64 %xtraiter2438, 0
  %xtraiter2441 = and i64 %4405, 1
  %4407 = icmp eq i64 %4404, 0
  %unroll_iter2446 = and i64 %4405, 9223372036854775806
  %lcmp.mod2443.not = icmp eq i64 %xtraiter2441, 0
  %lcmp.mod2445 = icmp ne i64 %xtraiter2441, 0
  %n.vec1608 = and i64 %n_features, 8184
  %broadcast.splatinsert1611 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1612 = shufflevector <8 x float> %broadcast.splatinsert1611, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1626 = icmp eq i64 %n_features, %n.vec1608
  %xtraiter2448 = and i64 %n_features, 1
  %lcmp.mod2449.not = icmp eq i64 %xtraiter2448, 0
  %n.mod.vf1546 = and i64 %n_features, 28
  %n.vec1547 = and i64 %n_features, 8160
  %broadcast.splatinsert1550 = insertelement <8 x float> poison, float %eta, i64 0
  %broadcast.splat1551 = shufflevector <8 x float> %broadcast.splatinsert1550, <8 x float> poison, <8 x i32> zeroinitializer
  %cmp.n1566 = icmp eq i64 %n_features, %n.vec1547
  %min.epilog.iters.check1570 = icmp eq i64 %n.mod.vf1546, 0
  %n.vec1573 = and i64 %n_features, 8188
  %broadcast.splatinsert1576 = insertelement <4 x float> poison, float %eta, i64 0
  %broadcast.splat1577 = shufflevector <4 x float> %broadcast.splatinsert1576, <4 x float> poison, <4 x i32> zeroinitializer
  %cmp.n1586 = icmp eq i64 %n_features, %n.vec1573
  %xtraiter2451 = and i64 %n_features, 3
  %lcmp.mod2452.not = icmp eq i64 %xtraiter2451, 0
  br label %lockstep_block.body.us

lockstep_block.body.us:                           ; preds = %lockstep_block.body.us.preheader, %step.header122.step.exit124_crit_edge.us
  %indvar1528 = phi i64 [ 0, %lockstep_block.body.us.preheader ], [ %indvar.next1529, %step.header122.step.exit124_crit_edge.us ]
  %indvars.iv923 = phi i64 [ %4359, %lockstep_block.body.us.preheader ], [ %indvars.iv.next924, %step.header122.step.exit124_crit_edge.us ]
  %lockstep_block778.us = phi i64 [ %row_begin, %lockstep_block.body.us.preheader ], [ %6586, %step.header122.step.exit124_crit_edge.us ]
  %umax1812 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1813 = tail call i64 @llvm.umin.i64(i64 %umax1812, i64 4)
  %4408 = shl nuw nsw i64 %umin1813, 4
  %4409 = add nsw i64 %4408, -4
  %4410 = mul nsw i64 %n_features, %4409
  %scevgep1814 = getelementptr i8, ptr %scratch, i64 %4410
  %4411 = mul i64 %4398, %indvar1528
  %4412 = add i64 %4397, %4411
  %scevgep1815 = getelementptr i8, ptr %state, i64 %4412
  %4413 = add i64 %4401, %4411
  %scevgep1816 = getelementptr i8, ptr %state, i64 %4413
  %4414 = add nsw i64 %umin1813, -1
  %4415 = mul nsw i64 %4402, %4414
  %scevgep1817 = getelementptr i8, ptr %scevgep1816, i64 %4415
  %scevgep1818 = getelementptr i8, ptr %input_0, i64 %4412
  %scevgep1819 = getelementptr i8, ptr %input_0, i64 %4413
  %scevgep1820 = getelementptr i8, ptr %scevgep1819, i64 %4415
  %4416 = add nsw i64 %4408, -8
  %4417 = mul nsw i64 %n_features, %4416
  %scevgep1822 = getelementptr i8, ptr %scratch, i64 %4417
  %4418 = add nsw i64 %4408, -12
  %4419 = mul nsw i64 %n_features, %4418
  %scevgep1823 = getelementptr i8, ptr %scratch, i64 %4419
  %umax1763 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1764 = tail call i64 @llvm.umin.i64(i64 %umax1763, i64 4)
  %4420 = shl nuw nsw i64 %umin1764, 4
  %4421 = add nsw i64 %4420, -4
  %4422 = mul nsw i64 %n_features, %4421
  %scevgep1765 = getelementptr i8, ptr %scratch, i64 %4422
  %4423 = mul i64 %4391, %indvar1528
  %4424 = add i64 %4390, %4423
  %scevgep1766 = getelementptr i8, ptr %state, i64 %4424
  %4425 = add i64 %4394, %4423
  %scevgep1767 = getelementptr i8, ptr %state, i64 %4425
  %4426 = add nsw i64 %umin1764, -1
  %4427 = mul nsw i64 %4395, %4426
  %scevgep1768 = getelementptr i8, ptr %scevgep1767, i64 %4427
  %scevgep1769 = getelementptr i8, ptr %input_0, i64 %4424
  %scevgep1770 = getelementptr i8, ptr %input_0, i64 %4425
  %scevgep1771 = getelementptr i8, ptr %scevgep1770, i64 %4427
  %4428 = add nsw i64 %4420, -8
  %4429 = mul nsw i64 %n_features, %4428
  %scevgep1773 = getelementptr i8, ptr %scratch, i64 %4429
  %4430 = add nsw i64 %4420, -12
  %4431 = mul nsw i64 %n_features, %4430
  %scevgep1774 = getelementptr i8, ptr %scratch, i64 %4431
  %umax1689 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1690 = tail call i64 @llvm.umin.i64(i64 %umax1689, i64 4)
  %4432 = shl nuw nsw i64 %umin1690, 4
  %4433 = add nsw i64 %4432, -12
  %4434 = mul nsw i64 %n_features, %4433
  %scevgep1691 = getelementptr i8, ptr %scratch, i64 %4434
  %4435 = mul i64 %4384, %indvar1528
  %4436 = add i64 %4383, %4435
  %scevgep1692 = getelementptr i8, ptr %state, i64 %4436
  %4437 = add i64 %4387, %4435
  %scevgep1693 = getelementptr i8, ptr %state, i64 %4437
  %4438 = add nsw i64 %umin1690, -1
  %4439 = mul nsw i64 %4388, %4438
  %scevgep1694 = getelementptr i8, ptr %scevgep1693, i64 %4439
  %scevgep1695 = getelementptr i8, ptr %input_0, i64 %4436
  %scevgep1696 = getelementptr i8, ptr %input_0, i64 %4437
  %scevgep1697 = getelementptr i8, ptr %scevgep1696, i64 %4439
  %umax1629 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1630 = tail call i64 @llvm.umin.i64(i64 %umax1629, i64 4)
  %4440 = shl nuw nsw i64 %umin1630, 4
  %4441 = add nsw i64 %4440, -12
  %4442 = mul nsw i64 %n_features, %4441
  %scevgep1631 = getelementptr i8, ptr %scratch, i64 %4442
  %4443 = mul i64 %4377, %indvar1528
  %4444 = add i64 %4376, %4443
  %scevgep1632 = getelementptr i8, ptr %state, i64 %4444
  %4445 = add i64 %4380, %4443
  %scevgep1633 = getelementptr i8, ptr %state, i64 %4445
  %4446 = add nsw i64 %umin1630, -1
  %4447 = mul nsw i64 %4381, %4446
  %scevgep1634 = getelementptr i8, ptr %scevgep1633, i64 %4447
  %scevgep1635 = getelementptr i8, ptr %input_0, i64 %4444
  %scevgep1636 = getelementptr i8, ptr %input_0, i64 %4445
  %scevgep1637 = getelementptr i8, ptr %scevgep1636, i64 %4447
  %4448 = mul i64 %4369, %indvar1528
  %4449 = add i64 %4368, %4448
  %scevgep1589 = getelementptr i8, ptr %state, i64 %4449
  %4450 = add i64 %4372, %4448
  %scevgep1590 = getelementptr i8, ptr %state, i64 %4450
  %umax1591 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1592 = tail call i64 @llvm.umin.i64(i64 %umax1591, i64 4)
  %4451 = add nsw i64 %umin1592, -1
  %4452 = mul nsw i64 %4373, %4451
  %scevgep1593 = getelementptr i8, ptr %scevgep1590, i64 %4452
  %scevgep1594 = getelementptr i8, ptr %input_0, i64 %4449
  %scevgep1595 = getelementptr i8, ptr %input_0, i64 %4450
  %scevgep1596 = getelementptr i8, ptr %scevgep1595, i64 %4452
  %4453 = mul nuw nsw i64 %4374, %umin1592
  %scevgep1597 = getelementptr i8, ptr %scratch, i64 %4453
  %4454 = mul i64 %4362, %indvar1528
  %4455 = add i64 %4361, %4454
  %scevgep1530 = getelementptr i8, ptr %state, i64 %4455
  %4456 = add i64 %4365, %4454
  %scevgep1531 = getelementptr i8, ptr %state, i64 %4456
  %umax1532 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umin1533 = tail call i64 @llvm.umin.i64(i64 %umax1532, i64 4)
  %4457 = add nsw i64 %umin1533, -1
  %4458 = mul nsw i64 %4366, %4457
  %scevgep1534 = getelementptr i8, ptr %scevgep1531, i64 %4458
  %scevgep1535 = getelementptr i8, ptr %input_0, i64 %4455
  %scevgep1536 = getelementptr i8, ptr %input_0, i64 %4456
  %scevgep1537 = getelementptr i8, ptr %scevgep1536, i64 %4458
  %4459 = tail call i64 @llvm.umax.i64(i64 %indvars.iv923, i64 1)
  %umax950 = tail call i64 @llvm.umin.i64(i64 %4459, i64 4)
  %rows_left119.us = sub nuw i64 %row_end, %lockstep_block778.us
  %4460 = tail call i64 @llvm.umin.i64(i64 %rows_left119.us, i64 4)
  %last_slot.us = add nsw i64 %4460, -1
  %4461 = icmp ugt i64 %rows_left119.us, 1
  %4462 = select i1 %4461, i64 1, i64 %last_slot.us
  %4463 = mul nsw i64 %4462, %slot_values
  %4464 = getelementptr inbounds float, ptr %scratch, i64 %4463
  %4465 = icmp ugt i64 %rows_left119.us, 2
  %4466 = select i1 %4465, i64 2, i64 %last_slot.us
  %4467 = mul nsw i64 %4466, %slot_values
  %4468 = getelementptr inbounds float, ptr %scratch, i64 %4467
  %4469 = icmp ugt i64 %rows_left119.us, 3
  %4470 = select i1 %4469, i64 3, i64 %last_slot.us
  %4471 = mul nsw i64 %4470, %slot_values
  %4472 = getelementptr inbounds float, ptr %scratch, i64 %4471
  %4473 = getelementptr inbounds nuw float, ptr %4464, i64 %n_features
  %4474 = getelementptr inbounds nuw float, ptr %4468, i64 %n_features
  %4475 = getelementptr inbounds nuw float, ptr %4472, i64 %n_features
  %4476 = getelementptr inbounds nuw float, ptr %4464, i64 %4348
  %4477 = getelementptr inbounds nuw float, ptr %4468, i64 %4348
  %4478 = getelementptr inbounds nuw float, ptr %4472, i64 %4348
  %bound01824 = icmp ult ptr %scevgep1811, %scevgep1817
  %bound11825 = icmp ult ptr %scevgep1815, %scevgep1814
  %found.conflict1826 = and i1 %bound01824, %bound11825
  %bound01827 = icmp ult ptr %scevgep1811, %scevgep1820
  %bound11828 = icmp ult ptr %scevgep1818, %scevgep1814
  %found.conflict1829 = and i1 %bound01827, %bound11828
  %conflict.rdx1830 = or i1 %found.conflict1826, %found.conflict1829
  %bound01831 = icmp ult ptr %scevgep1821, %scevgep1817
  %bound11832 = icmp ult ptr %scevgep1815, %scevgep1822
  %found.conflict1833 = and i1 %bound01831, %bound11832
  %conflict.rdx1834 = or i1 %conflict.rdx1830, %found.conflict1833
  %bound01835 = icmp ult ptr %scevgep1821, %scevgep1820
  %bound11836 = icmp ult ptr %scevgep1818, %scevgep1822
  %found.conflict1837 = and i1 %bound01835, %bound11836
  %conflict.rdx1838 = or i1 %conflict.rdx1834, %found.conflict1837
  %bound01839 = icmp ult ptr %scratch, %scevgep1817
  %bound11840 = icmp ult ptr %scevgep1815, %scevgep1823
  %found.conflict1841 = and i1 %bound01839, %bound11840
  %conflict.rdx1842 = or i1 %conflict.rdx1838, %found.conflict1841
  %bound01843 = icmp ult ptr %scratch, %scevgep1820
  %bound11844 = icmp ult ptr %scevgep1818, %scevgep1823
  %found.conflict1845 = and i1 %bound01843, %bound11844
  %conflict.rdx1846 = or i1 %conflict.rdx1842, %found.conflict1845
  %bound01775 = icmp ult ptr %scevgep1762, %scevgep1768
  %bound11776 = icmp ult ptr %scevgep1766, %scevgep1765
  %found.conflict1777 = and i1 %bound01775, %bound11776
  %bound01778 = icmp ult ptr %scevgep1762, %scevgep1771
  %bound11779 = icmp ult ptr %scevgep1769, %scevgep1765
  %found.conflict1780 = and i1 %bound01778, %bound11779
  %conflict.rdx1781 = or i1 %found.conflict1777, %found.conflict1780
  %bound01782 = icmp ult ptr %scevgep1772, %scevgep1768
  %bound11783 = icmp ult ptr %scevgep1766, %scevgep1773
  %found.conflict1784 = and i1 %bound01782, %bound11783
  %conflict.rdx1785 = or i1 %conflict.rdx1781, %found.conflict1784
  %bound01786 = icmp ult ptr %scevgep1772, %scevgep1771
  %bound11787 = icmp ult ptr %scevgep1769, %scevgep1773
  %found.conflict1788 = and i1 %bound01786, %bound11787
  %conflict.rdx1789 = or i1 %conflict.rdx1785, %found.conflict1788
  %bound01790 = icmp ult ptr %scratch, %scevgep1768
  %bound11791 = icmp ult ptr %scevgep1766, %scevgep1774
  %found.conflict1792 = and i1 %bound01790, %bound11791
  %conflict.rdx1793 = or i1 %conflict.rdx1789, %found.conflict1792
  %bound01794 = icmp ult ptr %scratch, %scevgep1771
  %bound11795 = icmp ult ptr %scevgep1769, %scevgep1774
  %found.conflict1796 = and i1 %bound01794, %bound11795
  %conflict.rdx1797 = or i1 %conflict.rdx1793, %found.conflict1796
  %bound01698 = icmp ult ptr %scratch, %scevgep1694
  %bound11699 = icmp ult ptr %scevgep1692, %scevgep1691
  %found.conflict1700 = and i1 %bound01698, %bound11699
  %bound01701 = icmp ult ptr %scratch, %scevgep1697
  %bound11702 = icmp ult ptr %scevgep1695, %scevgep1691
  %found.conflict1703 = and i1 %bound01701, %bound11702
  %conflict.rdx1704 = or i1 %found.conflict1700, %found.conflict1703
  %bound01638 = icmp ult ptr %scratch, %scevgep1634
  %bound11639 = icmp ult ptr %scevgep1632, %scevgep1631
  %found.conflict1640 = and i1 %bound01638, %bound11639
  %bound01641 = icmp ult ptr %scratch, %scevgep1637
  %bound11642 = icmp ult ptr %scevgep1635, %scevgep1631
  %found.conflict1643 = and i1 %bound01641, %bound11642
  %conflict.rdx1644 = or i1 %found.conflict1640, %found.conflict1643
  %bound01598 = icmp ult ptr %scevgep1589, %scevgep1596
  %bound11599 = icmp ult ptr %scevgep1594, %scevgep1593
  %found.conflict1600 = and i1 %bound01598, %bound11599
  %bound01601 = icmp ult ptr %scevgep1589, %scevgep1597
  %bound11602 = icmp ult ptr %invariant.gep, %scevgep1593
  %found.conflict1603 = and i1 %bound01601, %bound11602
  %conflict.rdx1604 = or i1 %found.conflict1600, %found.conflict1603
  %bound01538 = icmp ult ptr %scevgep1530, %scevgep1537
  %bound11539 = icmp ult ptr %scevgep1535, %scevgep1534
  %found.conflict1540 = and i1 %bound01538, %bound11539
  br label %step.body123.us

step.body123.us:                                  ; preds = %lockstep_block.body.us, %noise.done395.us
  %step125777.us = phi i64 [ 0, %lockstep_block.body.us ], [ %5982, %noise.done395.us ]
  %temperature120.0776.us = phi float [ %temperature, %lockstep_block.body.us ], [ %t_next420.us, %noise.done395.us ]
  %4479 = fmul float %two_eta, %temperature120.0776.us
  %4480 = fcmp ogt float %4479, 0.000000e+00
  %4481 = tail call float @llvm.sqrt.f32(float %4479)
  %4482 = select i1 %4480, float %4481, float 0.000000e+00
  %noise_scale126.us = select i1 %anneal121.not, float %noise_scale, float %4482
  br i1 %cond565, label %feature.body219.lr.ph.us, label %lockstep_row.body.lr.ph.us

lockstep_sums_tail.body.us:                       ; preds = %lockstep_sums_tail.header.preheader.us, %lockstep_sums_tail.body.us
  %lockstep_sums_tail735.us = phi i64 [ %4522, %lockstep_sums_tail.body.us ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums.1734.us = phi <4 x float> [ %4495, %lockstep_sums_tail.body.us ], [ %4531, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums159.1733.us = phi <4 x float> [ %4508, %lockstep_sums_tail.body.us ], [ %4539, %lockstep_sums_tail.header.preheader.us ]
  %lockstep_sums160.1732.us = phi <4 x float> [ %4521, %lockstep_sums_tail.body.us ], [ %4547, %lockstep_sums_tail.header.preheader.us ]
  %4483 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail735.us
  %4484 = load float, ptr %4483, align 4
  %4485 = insertelement <4 x float> poison, float %4484, i64 0
  %4486 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums_tail735.us
  %4487 = load float, ptr %4486, align 4
  %4488 = insertelement <4 x float> %4485, float %4487, i64 1
  %4489 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums_tail735.us
  %4490 = load float, ptr %4489, align 4
  %4491 = insertelement <4 x float> %4488, float %4490, i64 2
  %4492 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums_tail735.us
  %4493 = load float, ptr %4492, align 4
  %4494 = insertelement <4 x float> %4491, float %4493, i64 3
  %4495 = fadd <4 x float> %lockstep_sums.1734.us, %4494
  %4496 = getelementptr inbounds nuw float, ptr %4347, i64 %lockstep_sums_tail735.us
  %4497 = load float, ptr %4496, align 4
  %4498 = insertelement <4 x float> poison, float %4497, i64 0
  %4499 = getelementptr inbounds nuw float, ptr %4473, i64 %lockstep_sums_tail735.us
  %4500 = load float, ptr %4499, align 4
  %4501 = insertelement <4 x float> %4498, float %4500, i64 1
  %4502 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums_tail735.us
  %4503 = load float, ptr %4502, align 4
  %4504 = insertelement <4 x float> %4501, float %4503, i64 2
  %4505 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums_tail735.us
  %4506 = load float, ptr %4505, align 4
  %4507 = insertelement <4 x float> %4504, float %4506, i64 3
  %4508 = fadd <4 x float> %lockstep_sums159.1733.us, %4507
  %4509 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums_tail735.us
  %4510 = load float, ptr %4509, align 4
  %4511 = insertelement <4 x float> poison, float %4510, i64 0
  %4512 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums_tail735.us
  %4513 = load float, ptr %4512, align 4
  %4514 = insertelement <4 x float> %4511, float %4513, i64 1
  %4515 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums_tail735.us
  %4516 = load float, ptr %4515, align 4
  %4517 = insertelement <4 x float> %4514, float %4516, i64 2
  %4518 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums_tail735.us
  %4519 = load float, ptr %4518, align 4
  %4520 = insertelement <4 x float> %4517, float %4519, i64 3
  %4521 = fadd <4 x float> %lockstep_sums160.1732.us, %4520
  %4522 = add nuw nsw i64 %lockstep_sums_tail735.us, 1
  %4523 = icmp ult i64 %4522, %n_features
  br i1 %4523, label %lockstep_sums_tail.body.us, label %noise.done144.us, !llvm.loop !68

lockstep_sums.body.us:                            ; preds = %feature.exit.us, %lockstep_sums.body.us
  %lockstep_sums161729.us = phi i64 [ %4548, %lockstep_sums.body.us ], [ 0, %feature.exit.us ]
  %lockstep_sums.0728.us = phi <4 x float> [ %4531, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums159.0727.us = phi <4 x float> [ %4539, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %lockstep_sums160.0726.us = phi <4 x float> [ %4547, %lockstep_sums.body.us ], [ zeroinitializer, %feature.exit.us ]
  %4524 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums161729.us
  %block.us = load <4 x float>, ptr %4524, align 4
  %4525 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums161729.us
  %block162.us = load <4 x float>, ptr %4525, align 4
  %4526 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums161729.us
  %block163.us = load <4 x float>, ptr %4526, align 4
  %4527 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums161729.us
  %block164.us = load <4 x float>, ptr %4527, align 4
  %transpose.us = shufflevector <4 x float> %block.us, <4 x float> %block163.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose165.us = shufflevector <4 x float> %block.us, <4 x float> %block163.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose166.us = shufflevector <4 x float> %block162.us, <4 x float> %block164.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose167.us = shufflevector <4 x float> %block162.us, <4 x float> %block164.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose168.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose166.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose169.us = shufflevector <4 x float> %transpose.us, <4 x float> %transpose166.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose170.us = shufflevector <4 x float> %transpose165.us, <4 x float> %transpose167.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose171.us = shufflevector <4 x float> %transpose165.us, <4 x float> %transpose167.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4528 = fadd <4 x float> %lockstep_sums.0728.us, %transpose168.us
  %4529 = fadd <4 x float> %transpose169.us, %4528
  %4530 = fadd <4 x float> %transpose170.us, %4529
  %4531 = fadd <4 x float> %transpose171.us, %4530
  %4532 = getelementptr inbounds nuw float, ptr %4347, i64 %lockstep_sums161729.us
  %block175.us = load <4 x float>, ptr %4532, align 4
  %4533 = getelementptr inbounds nuw float, ptr %4473, i64 %lockstep_sums161729.us
  %block176.us = load <4 x float>, ptr %4533, align 4
  %4534 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums161729.us
  %block177.us = load <4 x float>, ptr %4534, align 4
  %4535 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums161729.us
  %block178.us = load <4 x float>, ptr %4535, align 4
  %transpose179.us = shufflevector <4 x float> %block175.us, <4 x float> %block177.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose180.us = shufflevector <4 x float> %block175.us, <4 x float> %block177.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose181.us = shufflevector <4 x float> %block176.us, <4 x float> %block178.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose182.us = shufflevector <4 x float> %block176.us, <4 x float> %block178.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose183.us = shufflevector <4 x float> %transpose179.us, <4 x float> %transpose181.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose184.us = shufflevector <4 x float> %transpose179.us, <4 x float> %transpose181.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose185.us = shufflevector <4 x float> %transpose180.us, <4 x float> %transpose182.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose186.us = shufflevector <4 x float> %transpose180.us, <4 x float> %transpose182.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4536 = fadd <4 x float> %lockstep_sums159.0727.us, %transpose183.us
  %4537 = fadd <4 x float> %transpose184.us, %4536
  %4538 = fadd <4 x float> %transpose185.us, %4537
  %4539 = fadd <4 x float> %transpose186.us, %4538
  %4540 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums161729.us
  %block191.us = load <4 x float>, ptr %4540, align 4
  %4541 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums161729.us
  %block192.us = load <4 x float>, ptr %4541, align 4
  %4542 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums161729.us
  %block193.us = load <4 x float>, ptr %4542, align 4
  %4543 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums161729.us
  %block194.us = load <4 x float>, ptr %4543, align 4
  %transpose195.us = shufflevector <4 x float> %block191.us, <4 x float> %block193.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose196.us = shufflevector <4 x float> %block191.us, <4 x float> %block193.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose197.us = shufflevector <4 x float> %block192.us, <4 x float> %block194.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose198.us = shufflevector <4 x float> %block192.us, <4 x float> %block194.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose199.us = shufflevector <4 x float> %transpose195.us, <4 x float> %transpose197.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose200.us = shufflevector <4 x float> %transpose195.us, <4 x float> %transpose197.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose201.us = shufflevector <4 x float> %transpose196.us, <4 x float> %transpose198.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose202.us = shufflevector <4 x float> %transpose196.us, <4 x float> %transpose198.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %4544 = fadd <4 x float> %lockstep_sums160.0726.us, %transpose199.us
  %4545 = fadd <4 x float> %transpose200.us, %4544
  %4546 = fadd <4 x float> %transpose201.us, %4545
  %4547 = fadd <4 x float> %transpose202.us, %4546
  %4548 = add nuw nsw i64 %lockstep_sums161729.us, 4
  %4549 = icmp samesign ult i64 %4548, %whole_tiles_end
  br i1 %4549, label %lockstep_sums.body.us, label %lockstep_sums_tail.header.preheader.us, !llvm.loop !69

feature.exit.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %middle.block1857
  %4550 = add nuw nsw i64 %lockstep_row148725.us, 1
  %exitcond931.not = icmp eq i64 %4550, %umax950
  br i1 %exitcond931.not, label %lockstep_sums.body.us, label %feature.body.lr.ph.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature724.us = phi i64 [ %4578, %feature.body.us ], [ %feature724.us.unr, %feature.body.us.prol.loopexit ]
  %4551 = getelementptr inbounds nuw float, ptr %6231, i64 %feature724.us
  %4552 = load float, ptr %4551, align 4
  %4553 = fmul float %4552, %4552
  %4554 = getelementptr inbounds nuw float, ptr %6232, i64 %feature724.us
  %4555 = load float, ptr %4554, align 4
  %4556 = fneg float %4555
  %4557 = fmul float %4552, %4556
  %4558 = getelementptr inbounds nuw float, ptr %6233, i64 %feature724.us
  %4559 = load float, ptr %4558, align 4
  %4560 = fmul float %4552, %4559
  %4561 = getelementptr inbounds nuw float, ptr %6230, i64 %feature724.us
  store float %4553, ptr %4561, align 4
  %4562 = getelementptr inbounds nuw float, ptr %6234, i64 %feature724.us
  store float %4557, ptr %4562, align 4
  %4563 = getelementptr inbounds nuw float, ptr %6235, i64 %feature724.us
  store float %4560, ptr %4563, align 4
  %4564 = add nuw nsw i64 %feature724.us, 1
  %4565 = getelementptr inbounds nuw float, ptr %6231, i64 %4564
  %4566 = load float, ptr %4565, align 4
  %4567 = fmul float %4566, %4566
  %4568 = getelementptr inbounds nuw float, ptr %6232, i64 %4564
  %4569 = load float, ptr %4568, align 4
  %4570 = fneg float %4569
  %4571 = fmul float %4566, %4570
  %4572 = getelementptr inbounds nuw float, ptr %6233, i64 %4564
  %4573 = load float, ptr %4572, align 4
  %4574 = fmul float %4566, %4573
  %4575 = getelementptr inbounds nuw float, ptr %6230, i64 %4564
  store float %4567, ptr %4575, align 4
  %4576 = getelementptr inbounds nuw float, ptr %6234, i64 %4564
  store float %4571, ptr %4576, align 4
  %4577 = getelementptr inbounds nuw float, ptr %6235, i64 %4564
  store float %4574, ptr %4577, align 4
  %4578 = add nuw nsw i64 %feature724.us, 2
  %exitcond928.not.1 = icmp eq i64 %4578, %n_features
  br i1 %exitcond928.not.1, label %feature.exit.us, label %feature.body.us, !llvm.loop !70

iter.check1897:                                   ; preds = %noise.exit137.us, %lockstep_row.body.lr.ph.us
  %lockstep_row723.us = phi i64 [ 0, %lockstep_row.body.lr.ph.us ], [ %4996, %noise.exit137.us ]
  %row129.us = add i64 %lockstep_row723.us, %lockstep_block778.us
  %4579 = mul i64 %lockstep_row723.us, %slot_values
  %4580 = getelementptr inbounds float, ptr %scratch, i64 %4579
  %row_offset130.us = mul i64 %row129.us, %n_features
  %4581 = getelementptr inbounds nuw i8, ptr %4580, i64 %.idx641
  %broadcast.splatinsert1902 = insertelement <8 x i64> poison, i64 %row_offset130.us, i64 0
  %broadcast.splat1903 = shufflevector <8 x i64> %broadcast.splatinsert1902, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2877 = add <8 x i64> splat (i64 8), %broadcast.splat1903
  %invariant.op2878 = add <8 x i64> splat (i64 16), %broadcast.splat1903
  %invariant.op2880 = add <8 x i64> splat (i64 24), %broadcast.splat1903
  br label %vector.body1942

vector.body1942:                                  ; preds = %vector.body1942, %iter.check1897
  %index1943 = phi i64 [ 0, %iter.check1897 ], [ %index.next1948, %vector.body1942 ]
  %vec.ind1944 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %iter.check1897 ], [ %vec.ind.next1949, %vector.body1942 ]
  %4582 = add <8 x i64> %vec.ind1944, %broadcast.splat1903
  %.reass = add <8 x i64> %vec.ind1944, %invariant.op2877
  %.reass2879 = add <8 x i64> %vec.ind1944, %invariant.op2878
  %.reass2881 = add <8 x i64> %vec.ind1944, %invariant.op2880
  %4583 = and <8 x i64> %4582, splat (i64 4294967295)
  %4584 = and <8 x i64> %.reass, splat (i64 4294967295)
  %4585 = and <8 x i64> %.reass2879, splat (i64 4294967295)
  %4586 = and <8 x i64> %.reass2881, splat (i64 4294967295)
  %4587 = mul nuw <8 x i64> %4583, splat (i64 3528531795)
  %4588 = mul nuw <8 x i64> %4584, splat (i64 3528531795)
  %4589 = mul nuw <8 x i64> %4585, splat (i64 3528531795)
  %4590 = mul nuw <8 x i64> %4586, splat (i64 3528531795)
  %4591 = xor <8 x i64> %4582, %broadcast.splat1905
  %4592 = xor <8 x i64> %.reass, %broadcast.splat1905
  %4593 = xor <8 x i64> %.reass2879, %broadcast.splat1905
  %4594 = xor <8 x i64> %.reass2881, %broadcast.splat1905
  %4595 = xor <8 x i64> %4591, %4587
  %4596 = xor <8 x i64> %4592, %4588
  %4597 = xor <8 x i64> %4593, %4589
  %4598 = xor <8 x i64> %4594, %4590
  %4599 = lshr <8 x i64> %4595, splat (i64 32)
  %4600 = lshr <8 x i64> %4596, splat (i64 32)
  %4601 = lshr <8 x i64> %4597, splat (i64 32)
  %4602 = lshr <8 x i64> %4598, splat (i64 32)
  %4603 = mul nuw <8 x i64> %4599, splat (i64 3449720151)
  %4604 = mul nuw <8 x i64> %4600, splat (i64 3449720151)
  %4605 = mul nuw <8 x i64> %4601, splat (i64 3449720151)
  %4606 = mul nuw <8 x i64> %4602, splat (i64 3449720151)
  %4607 = lshr <8 x i64> %4603, splat (i64 32)
  %4608 = lshr <8 x i64> %4604, splat (i64 32)
  %4609 = lshr <8 x i64> %4605, splat (i64 32)
  %4610 = lshr <8 x i64> %4606, splat (i64 32)
  %.reass2883 = xor <8 x i64> %4607, %invariant.op2882
  %.reass2885 = xor <8 x i64> %4608, %invariant.op2884
  %.reass2887 = xor <8 x i64> %4609, %invariant.op2886
  %.reass2889 = xor <8 x i64> %4610, %invariant.op2888
  %4611 = xor <8 x i64> %broadcast.splat1911, %4587
  %4612 = xor <8 x i64> %broadcast.splat1911, %4588
  %4613 = xor <8 x i64> %broadcast.splat1911, %4589
  %4614 = xor <8 x i64> %broadcast.splat1911, %4590
  %4615 = and <8 x i64> %.reass2883, splat (i64 4294967295)
  %4616 = and <8 x i64> %.reass2885, splat (i64 4294967295)
  %4617 = and <8 x i64> %.reass2887, splat (i64 4294967295)
  %4618 = and <8 x i64> %.reass2889, splat (i64 4294967295)
  %4619 = mul nuw <8 x i64> %4615, splat (i64 3528531795)
  %4620 = mul nuw <8 x i64> %4616, splat (i64 3528531795)
  %4621 = mul nuw <8 x i64> %4617, splat (i64 3528531795)
  %4622 = mul nuw <8 x i64> %4618, splat (i64 3528531795)
  %4623 = and <8 x i64> %4611, splat (i64 4294967295)
  %4624 = and <8 x i64> %4612, splat (i64 4294967295)
  %4625 = and <8 x i64> %4613, splat (i64 4294967295)
  %4626 = and <8 x i64> %4614, splat (i64 4294967295)
  %4627 = mul nuw <8 x i64> %4623, splat (i64 3449720151)
  %4628 = mul nuw <8 x i64> %4624, splat (i64 3449720151)
  %4629 = mul nuw <8 x i64> %4625, splat (i64 3449720151)
  %4630 = mul nuw <8 x i64> %4626, splat (i64 3449720151)
  %4631 = lshr <8 x i64> %4619, splat (i64 32)
  %4632 = lshr <8 x i64> %4620, splat (i64 32)
  %4633 = lshr <8 x i64> %4621, splat (i64 32)
  %4634 = lshr <8 x i64> %4622, splat (i64 32)
  %4635 = lshr <8 x i64> %4627, splat (i64 32)
  %4636 = lshr <8 x i64> %4628, splat (i64 32)
  %4637 = lshr <8 x i64> %4629, splat (i64 32)
  %4638 = lshr <8 x i64> %4630, splat (i64 32)
  %4639 = xor <8 x i64> %4635, %broadcast.splat1913
  %4640 = xor <8 x i64> %4636, %broadcast.splat1913
  %4641 = xor <8 x i64> %4637, %broadcast.splat1913
  %4642 = xor <8 x i64> %4638, %broadcast.splat1913
  %4643 = xor <8 x i64> %4639, %4603
  %4644 = xor <8 x i64> %4640, %4604
  %4645 = xor <8 x i64> %4641, %4605
  %4646 = xor <8 x i64> %4642, %4606
  %.reass2891 = xor <8 x i64> %4631, %invariant.op2890
  %.reass2893 = xor <8 x i64> %4632, %invariant.op2892
  %.reass2895 = xor <8 x i64> %4633, %invariant.op2894
  %.reass2897 = xor <8 x i64> %4634, %invariant.op2896
  %4647 = and <8 x i64> %4643, splat (i64 4294967295)
  %4648 = and <8 x i64> %4644, splat (i64 4294967295)
  %4649 = and <8 x i64> %4645, splat (i64 4294967295)
  %4650 = and <8 x i64> %4646, splat (i64 4294967295)
  %4651 = mul nuw <8 x i64> %4647, splat (i64 3528531795)
  %4652 = mul nuw <8 x i64> %4648, splat (i64 3528531795)
  %4653 = mul nuw <8 x i64> %4649, splat (i64 3528531795)
  %4654 = mul nuw <8 x i64> %4650, splat (i64 3528531795)
  %4655 = and <8 x i64> %.reass2891, splat (i64 4294967295)
  %4656 = and <8 x i64> %.reass2893, splat (i64 4294967295)
  %4657 = and <8 x i64> %.reass2895, splat (i64 4294967295)
  %4658 = and <8 x i64> %.reass2897, splat (i64 4294967295)
  %4659 = mul nuw <8 x i64> %4655, splat (i64 3449720151)
  %4660 = mul nuw <8 x i64> %4656, splat (i64 3449720151)
  %4661 = mul nuw <8 x i64> %4657, splat (i64 3449720151)
  %4662 = mul nuw <8 x i64> %4658, splat (i64 3449720151)
  %4663 = lshr <8 x i64> %4651, splat (i64 32)
  %4664 = lshr <8 x i64> %4652, splat (i64 32)
  %4665 = lshr <8 x i64> %4653, splat (i64 32)
  %4666 = lshr <8 x i64> %4654, splat (i64 32)
  %4667 = lshr <8 x i64> %4659, splat (i64 32)
  %4668 = lshr <8 x i64> %4660, splat (i64 32)
  %4669 = lshr <8 x i64> %4661, splat (i64 32)
  %4670 = lshr <8 x i64> %4662, splat (i64 32)
  %4671 = xor <8 x i64> %broadcast.splat1919, %4667
  %4672 = xor <8 x i64> %broadcast.splat1919, %4668
  %4673 = xor <8 x i64> %broadcast.splat1919, %4669
  %4674 = xor <8 x i64> %broadcast.splat1919, %4670
  %4675 = xor <8 x i64> %4671, %4627
  %4676 = xor <8 x i64> %4672, %4628
  %4677 = xor <8 x i64> %4673, %4629
  %4678 = xor <8 x i64> %4674, %4630
  %4679 = xor <8 x i64> %4663, %broadcast.splat1921
  %4680 = xor <8 x i64> %4664, %broadcast.splat1921
  %4681 = xor <8 x i64> %4665, %broadcast.splat1921
  %4682 = xor <8 x i64> %4666, %broadcast.splat1921
  %4683 = xor <8 x i64> %4679, %4619
  %4684 = xor <8 x i64> %4680, %4620
  %4685 = xor <8 x i64> %4681, %4621
  %4686 = xor <8 x i64> %4682, %4622
  %4687 = and <8 x i64> %4675, splat (i64 4294967295)
  %4688 = and <8 x i64> %4676, splat (i64 4294967295)
  %4689 = and <8 x i64> %4677, splat (i64 4294967295)
  %4690 = and <8 x i64> %4678, splat (i64 4294967295)
  %4691 = mul nuw <8 x i64> %4687, splat (i64 3528531795)
  %4692 = mul nuw <8 x i64> %4688, splat (i64 3528531795)
  %4693 = mul nuw <8 x i64> %4689, splat (i64 3528531795)
  %4694 = mul nuw <8 x i64> %4690, splat (i64 3528531795)
  %4695 = and <8 x i64> %4683, splat (i64 4294967295)
  %4696 = and <8 x i64> %4684, splat (i64 4294967295)
  %4697 = and <8 x i64> %4685, splat (i64 4294967295)
  %4698 = and <8 x i64> %4686, splat (i64 4294967295)
  %4699 = mul nuw <8 x i64> %4695, splat (i64 3449720151)
  %4700 = mul nuw <8 x i64> %4696, splat (i64 3449720151)
  %4701 = mul nuw <8 x i64> %4697, splat (i64 3449720151)
  %4702 = mul nuw <8 x i64> %4698, splat (i64 3449720151)
  %4703 = lshr <8 x i64> %4691, splat (i64 32)
  %4704 = lshr <8 x i64> %4692, splat (i64 32)
  %4705 = lshr <8 x i64> %4693, splat (i64 32)
  %4706 = lshr <8 x i64> %4694, splat (i64 32)
  %4707 = lshr <8 x i64> %4699, splat (i64 32)
  %4708 = lshr <8 x i64> %4700, splat (i64 32)
  %4709 = lshr <8 x i64> %4701, splat (i64 32)
  %4710 = lshr <8 x i64> %4702, splat (i64 32)
  %4711 = xor <8 x i64> %4707, %broadcast.splat1923
  %4712 = xor <8 x i64> %4708, %broadcast.splat1923
  %4713 = xor <8 x i64> %4709, %broadcast.splat1923
  %4714 = xor <8 x i64> %4710, %broadcast.splat1923
  %4715 = xor <8 x i64> %4711, %4659
  %4716 = xor <8 x i64> %4712, %4660
  %4717 = xor <8 x i64> %4713, %4661
  %4718 = xor <8 x i64> %4714, %4662
  %4719 = xor <8 x i64> %broadcast.splat1925, %4703
  %4720 = xor <8 x i64> %broadcast.splat1925, %4704
  %4721 = xor <8 x i64> %broadcast.splat1925, %4705
  %4722 = xor <8 x i64> %broadcast.splat1925, %4706
  %4723 = xor <8 x i64> %4719, %4651
  %4724 = xor <8 x i64> %4720, %4652
  %4725 = xor <8 x i64> %4721, %4653
  %4726 = xor <8 x i64> %4722, %4654
  %4727 = and <8 x i64> %4715, splat (i64 4294967295)
  %4728 = and <8 x i64> %4716, splat (i64 4294967295)
  %4729 = and <8 x i64> %4717, splat (i64 4294967295)
  %4730 = and <8 x i64> %4718, splat (i64 4294967295)
  %4731 = mul nuw <8 x i64> %4727, splat (i64 3528531795)
  %4732 = mul nuw <8 x i64> %4728, splat (i64 3528531795)
  %4733 = mul nuw <8 x i64> %4729, splat (i64 3528531795)
  %4734 = mul nuw <8 x i64> %4730, splat (i64 3528531795)
  %4735 = and <8 x i64> %4723, splat (i64 4294967295)
  %4736 = and <8 x i64> %4724, splat (i64 4294967295)
  %4737 = and <8 x i64> %4725, splat (i64 4294967295)
  %4738 = and <8 x i64> %4726, splat (i64 4294967295)
  %4739 = mul nuw <8 x i64> %4735, splat (i64 3449720151)
  %4740 = mul nuw <8 x i64> %4736, splat (i64 3449720151)
  %4741 = mul nuw <8 x i64> %4737, splat (i64 3449720151)
  %4742 = mul nuw <8 x i64> %4738, splat (i64 3449720151)
  %4743 = lshr <8 x i64> %4731, splat (i64 32)
  %4744 = lshr <8 x i64> %4732, splat (i64 32)
  %4745 = lshr <8 x i64> %4733, splat (i64 32)
  %4746 = lshr <8 x i64> %4734, splat (i64 32)
  %4747 = lshr <8 x i64> %4739, splat (i64 32)
  %4748 = lshr <8 x i64> %4740, splat (i64 32)
  %4749 = lshr <8 x i64> %4741, splat (i64 32)
  %4750 = lshr <8 x i64> %4742, splat (i64 32)
  %4751 = xor <8 x i64> %broadcast.splat1927, %4747
  %4752 = xor <8 x i64> %broadcast.splat1927, %4748
  %4753 = xor <8 x i64> %broadcast.splat1927, %4749
  %4754 = xor <8 x i64> %broadcast.splat1927, %4750
  %4755 = xor <8 x i64> %4751, %4699
  %4756 = xor <8 x i64> %4752, %4700
  %4757 = xor <8 x i64> %4753, %4701
  %4758 = xor <8 x i64> %4754, %4702
  %4759 = xor <8 x i64> %4743, %broadcast.splat1929
  %4760 = xor <8 x i64> %4744, %broadcast.splat1929
  %4761 = xor <8 x i64> %4745, %broadcast.splat1929
  %4762 = xor <8 x i64> %4746, %broadcast.splat1929
  %4763 = xor <8 x i64> %4759, %4691
  %4764 = xor <8 x i64> %4760, %4692
  %4765 = xor <8 x i64> %4761, %4693
  %4766 = xor <8 x i64> %4762, %4694
  %4767 = and <8 x i64> %4755, splat (i64 4294967295)
  %4768 = and <8 x i64> %4756, splat (i64 4294967295)
  %4769 = and <8 x i64> %4757, splat (i64 4294967295)
  %4770 = and <8 x i64> %4758, splat (i64 4294967295)
  %4771 = mul nuw <8 x i64> %4767, splat (i64 3528531795)
  %4772 = mul nuw <8 x i64> %4768, splat (i64 3528531795)
  %4773 = mul nuw <8 x i64> %4769, splat (i64 3528531795)
  %4774 = mul nuw <8 x i64> %4770, splat (i64 3528531795)
  %4775 = and <8 x i64> %4763, splat (i64 4294967295)
  %4776 = and <8 x i64> %4764, splat (i64 4294967295)
  %4777 = and <8 x i64> %4765, splat (i64 4294967295)
  %4778 = and <8 x i64> %4766, splat (i64 4294967295)
  %4779 = mul nuw <8 x i64> %4775, splat (i64 3449720151)
  %4780 = mul nuw <8 x i64> %4776, splat (i64 3449720151)
  %4781 = mul nuw <8 x i64> %4777, splat (i64 3449720151)
  %4782 = mul nuw <8 x i64> %4778, splat (i64 3449720151)
  %4783 = lshr <8 x i64> %4771, splat (i64 32)
  %4784 = lshr <8 x i64> %4772, splat (i64 32)
  %4785 = lshr <8 x i64> %4773, splat (i64 32)
  %4786 = lshr <8 x i64> %4774, splat (i64 32)
  %4787 = lshr <8 x i64> %4779, splat (i64 32)
  %4788 = lshr <8 x i64> %4780, splat (i64 32)
  %4789 = lshr <8 x i64> %4781, splat (i64 32)
  %4790 = lshr <8 x i64> %4782, splat (i64 32)
  %4791 = xor <8 x i64> %4787, %broadcast.splat1931
  %4792 = xor <8 x i64> %4788, %broadcast.splat1931
  %4793 = xor <8 x i64> %4789, %broadcast.splat1931
  %4794 = xor <8 x i64> %4790, %broadcast.splat1931
  %4795 = xor <8 x i64> %4791, %4739
  %4796 = xor <8 x i64> %4792, %4740
  %4797 = xor <8 x i64> %4793, %4741
  %4798 = xor <8 x i64> %4794, %4742
  %4799 = xor <8 x i64> %broadcast.splat1933, %4783
  %4800 = xor <8 x i64> %broadcast.splat1933, %4784
  %4801 = xor <8 x i64> %broadcast.splat1933, %4785
  %4802 = xor <8 x i64> %broadcast.splat1933, %4786
  %4803 = xor <8 x i64> %4799, %4731
  %4804 = xor <8 x i64> %4800, %4732
  %4805 = xor <8 x i64> %4801, %4733
  %4806 = xor <8 x i64> %4802, %4734
  %4807 = and <8 x i64> %4795, splat (i64 4294967295)
  %4808 = and <8 x i64> %4796, splat (i64 4294967295)
  %4809 = and <8 x i64> %4797, splat (i64 4294967295)
  %4810 = and <8 x i64> %4798, splat (i64 4294967295)
  %4811 = mul nuw <8 x i64> %4807, splat (i64 3528531795)
  %4812 = mul nuw <8 x i64> %4808, splat (i64 3528531795)
  %4813 = mul nuw <8 x i64> %4809, splat (i64 3528531795)
  %4814 = mul nuw <8 x i64> %4810, splat (i64 3528531795)
  %4815 = and <8 x i64> %4803, splat (i64 4294967295)
  %4816 = and <8 x i64> %4804, splat (i64 4294967295)
  %4817 = and <8 x i64> %4805, splat (i64 4294967295)
  %4818 = and <8 x i64> %4806, splat (i64 4294967295)
  %4819 = mul nuw <8 x i64> %4815, splat (i64 3449720151)
  %4820 = mul nuw <8 x i64> %4816, splat (i64 3449720151)
  %4821 = mul nuw <8 x i64> %4817, splat (i64 3449720151)
  %4822 = mul nuw <8 x i64> %4818, splat (i64 3449720151)
  %4823 = lshr <8 x i64> %4811, splat (i64 32)
  %4824 = lshr <8 x i64> %4812, splat (i64 32)
  %4825 = lshr <8 x i64> %4813, splat (i64 32)
  %4826 = lshr <8 x i64> %4814, splat (i64 32)
  %4827 = lshr <8 x i64> %4819, splat (i64 32)
  %4828 = lshr <8 x i64> %4820, splat (i64 32)
  %4829 = lshr <8 x i64> %4821, splat (i64 32)
  %4830 = lshr <8 x i64> %4822, splat (i64 32)
  %4831 = xor <8 x i64> %broadcast.splat1935, %4827
  %4832 = xor <8 x i64> %broadcast.splat1935, %4828
  %4833 = xor <8 x i64> %broadcast.splat1935, %4829
  %4834 = xor <8 x i64> %broadcast.splat1935, %4830
  %4835 = xor <8 x i64> %4831, %4779
  %4836 = xor <8 x i64> %4832, %4780
  %4837 = xor <8 x i64> %4833, %4781
  %4838 = xor <8 x i64> %4834, %4782
  %4839 = xor <8 x i64> %4823, %broadcast.splat1937
  %4840 = xor <8 x i64> %4824, %broadcast.splat1937
  %4841 = xor <8 x i64> %4825, %broadcast.splat1937
  %4842 = xor <8 x i64> %4826, %broadcast.splat1937
  %4843 = xor <8 x i64> %4839, %4771
  %4844 = xor <8 x i64> %4840, %4772
  %4845 = xor <8 x i64> %4841, %4773
  %4846 = xor <8 x i64> %4842, %4774
  %4847 = and <8 x i64> %4835, splat (i64 4294967295)
  %4848 = and <8 x i64> %4836, splat (i64 4294967295)
  %4849 = and <8 x i64> %4837, splat (i64 4294967295)
  %4850 = and <8 x i64> %4838, splat (i64 4294967295)
  %4851 = mul nuw <8 x i64> %4847, splat (i64 3528531795)
  %4852 = mul nuw <8 x i64> %4848, splat (i64 3528531795)
  %4853 = mul nuw <8 x i64> %4849, splat (i64 3528531795)
  %4854 = mul nuw <8 x i64> %4850, splat (i64 3528531795)
  %4855 = lshr <8 x i64> %4851, splat (i64 32)
  %4856 = lshr <8 x i64> %4852, splat (i64 32)
  %4857 = lshr <8 x i64> %4853, splat (i64 32)
  %4858 = lshr <8 x i64> %4854, splat (i64 32)
  %4859 = trunc <8 x i64> %4843 to <8 x i32>
  %4860 = trunc <8 x i64> %4844 to <8 x i32>
  %4861 = trunc <8 x i64> %4845 to <8 x i32>
  %4862 = trunc <8 x i64> %4846 to <8 x i32>
  %4863 = mul <8 x i32> %4859, splat (i32 -845247145)
  %4864 = mul <8 x i32> %4860, splat (i32 -845247145)
  %4865 = mul <8 x i32> %4861, splat (i32 -845247145)
  %4866 = mul <8 x i32> %4862, splat (i32 -845247145)
  %4867 = xor <8 x i64> %broadcast.splat1939, %4855
  %4868 = xor <8 x i64> %broadcast.splat1939, %4856
  %4869 = xor <8 x i64> %broadcast.splat1939, %4857
  %4870 = xor <8 x i64> %broadcast.splat1939, %4858
  %4871 = xor <8 x i64> %4867, %4811
  %4872 = xor <8 x i64> %4868, %4812
  %4873 = xor <8 x i64> %4869, %4813
  %4874 = xor <8 x i64> %4870, %4814
  %4875 = and <8 x i64> %4871, splat (i64 4294967295)
  %4876 = and <8 x i64> %4872, splat (i64 4294967295)
  %4877 = and <8 x i64> %4873, splat (i64 4294967295)
  %4878 = and <8 x i64> %4874, splat (i64 4294967295)
  %4879 = mul nuw <8 x i64> %4875, splat (i64 3449720151)
  %4880 = mul nuw <8 x i64> %4876, splat (i64 3449720151)
  %4881 = mul nuw <8 x i64> %4877, splat (i64 3449720151)
  %4882 = mul nuw <8 x i64> %4878, splat (i64 3449720151)
  %4883 = lshr <8 x i64> %4879, splat (i64 32)
  %4884 = lshr <8 x i64> %4880, splat (i64 32)
  %4885 = lshr <8 x i64> %4881, splat (i64 32)
  %4886 = lshr <8 x i64> %4882, splat (i64 32)
  %4887 = trunc nuw <8 x i64> %4883 to <8 x i32>
  %4888 = trunc nuw <8 x i64> %4884 to <8 x i32>
  %4889 = trunc nuw <8 x i64> %4885 to <8 x i32>
  %4890 = trunc nuw <8 x i64> %4886 to <8 x i32>
  %4891 = trunc <8 x i64> %4879 to <8 x i32>
  %4892 = trunc <8 x i64> %4880 to <8 x i32>
  %4893 = trunc <8 x i64> %4881 to <8 x i32>
  %4894 = trunc <8 x i64> %4882 to <8 x i32>
  %4895 = xor <8 x i32> %4863, %4887
  %4896 = xor <8 x i32> %4895, %broadcast.splat1941
  %4897 = xor <8 x i32> %4864, %4888
  %4898 = xor <8 x i32> %4897, %broadcast.splat1941
  %4899 = xor <8 x i32> %4865, %4889
  %4900 = xor <8 x i32> %4899, %broadcast.splat1941
  %4901 = xor <8 x i32> %4866, %4890
  %4902 = xor <8 x i32> %4901, %broadcast.splat1941
  %4903 = getelementptr inbounds nuw float, ptr %4581, i64 %index1943
  %4904 = getelementptr inbounds nuw i8, ptr %4903, i64 32
  %4905 = getelementptr inbounds nuw i8, ptr %4903, i64 64
  %4906 = getelementptr inbounds nuw i8, ptr %4903, i64 96
  store <8 x i32> %4896, ptr %4903, align 4, !alias.scope !71, !noalias !74
  store <8 x i32> %4898, ptr %4904, align 4, !alias.scope !71, !noalias !74
  store <8 x i32> %4900, ptr %4905, align 4, !alias.scope !71, !noalias !74
  store <8 x i32> %4902, ptr %4906, align 4, !alias.scope !71, !noalias !74
  %4907 = getelementptr inbounds nuw float, ptr %4580, i64 %index1943
  %4908 = getelementptr inbounds nuw i8, ptr %4907, i64 32
  %4909 = getelementptr inbounds nuw i8, ptr %4907, i64 64
  %4910 = getelementptr inbounds nuw i8, ptr %4907, i64 96
  store <8 x i32> %4891, ptr %4907, align 4, !alias.scope !74, !noalias !71
  store <8 x i32> %4892, ptr %4908, align 4, !alias.scope !74, !noalias !71
  store <8 x i32> %4893, ptr %4909, align 4, !alias.scope !74, !noalias !71
  store <8 x i32> %4894, ptr %4910, align 4, !alias.scope !74, !noalias !71
  %index.next1948 = add nuw i64 %index1943, 32
  %vec.ind.next1949 = add <8 x i64> %vec.ind1944, splat (i64 32)
  %4911 = icmp eq i64 %index.next1948, %n.vec1901
  br i1 %4911, label %middle.block1950, label %vector.body1942, !llvm.loop !76

middle.block1950:                                 ; preds = %vector.body1942
  br i1 %cmp.n1951, label %vector.ph1864, label %vec.epilog.iter.check1954

vec.epilog.iter.check1954:                        ; preds = %middle.block1950
  br i1 %min.epilog.iters.check1955, label %philox.body132.us.preheader, label %vec.epilog.ph1956, !prof !50

vec.epilog.ph1956:                                ; preds = %vec.epilog.iter.check1954
  %broadcast.splatinsert1959 = insertelement <8 x i64> poison, i64 %row_offset130.us, i64 0
  %broadcast.splat1960 = shufflevector <8 x i64> %broadcast.splatinsert1959, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body2002

vec.epilog.vector.body2002:                       ; preds = %vec.epilog.vector.body2002, %vec.epilog.ph1956
  %index2003 = phi i64 [ %n.vec1901, %vec.epilog.ph1956 ], [ %index.next2005, %vec.epilog.vector.body2002 ]
  %vec.ind2004 = phi <8 x i64> [ %induction2001, %vec.epilog.ph1956 ], [ %vec.ind.next2006, %vec.epilog.vector.body2002 ]
  %4912 = add <8 x i64> %vec.ind2004, %broadcast.splat1960
  %4913 = and <8 x i64> %4912, splat (i64 4294967295)
  %4914 = mul nuw <8 x i64> %4913, splat (i64 3528531795)
  %4915 = xor <8 x i64> %4912, %broadcast.splat1962
  %4916 = xor <8 x i64> %4915, %4914
  %4917 = lshr <8 x i64> %4916, splat (i64 32)
  %4918 = mul nuw <8 x i64> %4917, splat (i64 3449720151)
  %4919 = lshr <8 x i64> %4918, splat (i64 32)
  %4920 = xor <8 x i64> %broadcast.splat1968, %4914
  %4921 = xor <8 x i64> %.masked2314, %4919
  %4922 = mul nuw <8 x i64> %4921, splat (i64 3528531795)
  %4923 = and <8 x i64> %4920, splat (i64 4294967295)
  %4924 = mul nuw <8 x i64> %4923, splat (i64 3449720151)
  %4925 = lshr <8 x i64> %4922, splat (i64 32)
  %4926 = lshr <8 x i64> %4924, splat (i64 32)
  %4927 = xor <8 x i64> %4926, %broadcast.splat1970
  %4928 = xor <8 x i64> %4927, %4918
  %4929 = and <8 x i64> %4928, splat (i64 4294967295)
  %4930 = mul nuw <8 x i64> %4929, splat (i64 3528531795)
  %4931 = xor <8 x i64> %.masked2315, %4925
  %4932 = mul nuw <8 x i64> %4931, splat (i64 3449720151)
  %4933 = lshr <8 x i64> %4930, splat (i64 32)
  %4934 = lshr <8 x i64> %4932, splat (i64 32)
  %4935 = xor <8 x i64> %broadcast.splat1976, %4934
  %4936 = xor <8 x i64> %4935, %4924
  %4937 = xor <8 x i64> %4933, %broadcast.splat1978
  %4938 = xor <8 x i64> %4937, %4922
  %4939 = and <8 x i64> %4936, splat (i64 4294967295)
  %4940 = mul nuw <8 x i64> %4939, splat (i64 3528531795)
  %4941 = and <8 x i64> %4938, splat (i64 4294967295)
  %4942 = mul nuw <8 x i64> %4941, splat (i64 3449720151)
  %4943 = lshr <8 x i64> %4940, splat (i64 32)
  %4944 = lshr <8 x i64> %4942, splat (i64 32)
  %4945 = xor <8 x i64> %4944, %broadcast.splat1980
  %4946 = xor <8 x i64> %4945, %4932
  %4947 = xor <8 x i64> %broadcast.splat1982, %4943
  %4948 = xor <8 x i64> %4947, %4930
  %4949 = and <8 x i64> %4946, splat (i64 4294967295)
  %4950 = mul nuw <8 x i64> %4949, splat (i64 3528531795)
  %4951 = and <8 x i64> %4948, splat (i64 4294967295)
  %4952 = mul nuw <8 x i64> %4951, splat (i64 3449720151)
  %4953 = lshr <8 x i64> %4950, splat (i64 32)
  %4954 = lshr <8 x i64> %4952, splat (i64 32)
  %4955 = xor <8 x i64> %broadcast.splat1984, %4954
  %4956 = xor <8 x i64> %4955, %4942
  %4957 = xor <8 x i64> %4953, %broadcast.splat1986
  %4958 = xor <8 x i64> %4957, %4940
  %4959 = and <8 x i64> %4956, splat (i64 4294967295)
  %4960 = mul nuw <8 x i64> %4959, splat (i64 3528531795)
  %4961 = and <8 x i64> %4958, splat (i64 4294967295)
  %4962 = mul nuw <8 x i64> %4961, splat (i64 3449720151)
  %4963 = lshr <8 x i64> %4960, splat (i64 32)
  %4964 = lshr <8 x i64> %4962, splat (i64 32)
  %4965 = xor <8 x i64> %4964, %broadcast.splat1988
  %4966 = xor <8 x i64> %4965, %4952
  %4967 = xor <8 x i64> %broadcast.splat1990, %4963
  %4968 = xor <8 x i64> %4967, %4950
  %4969 = and <8 x i64> %4966, splat (i64 4294967295)
  %4970 = mul nuw <8 x i64> %4969, splat (i64 3528531795)
  %4971 = and <8 x i64> %4968, splat (i64 4294967295)
  %4972 = mul nuw <8 x i64> %4971, splat (i64 3449720151)
  %4973 = lshr <8 x i64> %4970, splat (i64 32)
  %4974 = lshr <8 x i64> %4972, splat (i64 32)
  %4975 = xor <8 x i64> %broadcast.splat1992, %4974
  %4976 = xor <8 x i64> %4975, %4962
  %4977 = xor <8 x i64> %4973, %broadcast.splat1994
  %4978 = xor <8 x i64> %4977, %4960
  %4979 = and <8 x i64> %4976, splat (i64 4294967295)
  %4980 = mul nuw <8 x i64> %4979, splat (i64 3528531795)
  %4981 = lshr <8 x i64> %4980, splat (i64 32)
  %4982 = trunc <8 x i64> %4978 to <8 x i32>
  %4983 = mul <8 x i32> %4982, splat (i32 -845247145)
  %4984 = xor <8 x i64> %broadcast.splat1996, %4981
  %4985 = xor <8 x i64> %4984, %4970
  %4986 = and <8 x i64> %4985, splat (i64 4294967295)
  %4987 = mul nuw <8 x i64> %4986, splat (i64 3449720151)
  %4988 = lshr <8 x i64> %4987, splat (i64 32)
  %4989 = trunc nuw <8 x i64> %4988 to <8 x i32>
  %4990 = trunc <8 x i64> %4987 to <8 x i32>
  %4991 = xor <8 x i32> %4983, %broadcast.splat1998
  %4992 = xor <8 x i32> %4991, %4989
  %4993 = getelementptr inbounds nuw float, ptr %4581, i64 %index2003
  store <8 x i32> %4992, ptr %4993, align 4, !alias.scope !71, !noalias !74
  %4994 = getelementptr inbounds nuw float, ptr %4580, i64 %index2003
  store <8 x i32> %4990, ptr %4994, align 4, !alias.scope !74, !noalias !71
  %index.next2005 = add nuw i64 %index2003, 8
  %vec.ind.next2006 = add nuw nsw <8 x i64> %vec.ind2004, splat (i64 8)
  %4995 = icmp eq i64 %index.next2005, %n.vec1958
  br i1 %4995, label %vec.epilog.middle.block2007, label %vec.epilog.vector.body2002, !llvm.loop !77

vec.epilog.middle.block2007:                      ; preds = %vec.epilog.vector.body2002
  br i1 %cmp.n2008, label %vector.ph1864, label %philox.body132.us.preheader

philox.body132.us.preheader:                      ; preds = %vec.epilog.iter.check1954, %vec.epilog.middle.block2007
  %philox134721.us.ph = phi i64 [ %n.vec1901, %vec.epilog.iter.check1954 ], [ %n.vec1958, %vec.epilog.middle.block2007 ]
  br label %philox.body132.us

noise.exit137.us:                                 ; preds = %noise.body136.us, %vec.epilog.middle.block1892, %middle.block1878
  %4996 = add nuw nsw i64 %lockstep_row723.us, 1
  %exitcond927.not = icmp eq i64 %4996, %umax950
  br i1 %exitcond927.not, label %feature.body.lr.ph.us, label %iter.check1897

noise.body136.us:                                 ; preds = %noise.body136.us.preheader, %noise.body136.us
  %noise138722.us = phi i64 [ %5125, %noise.body136.us ], [ %noise138722.us.ph, %noise.body136.us.preheader ]
  %4997 = getelementptr inbounds nuw float, ptr %4581, i64 %noise138722.us
  %w0139.us = load i32, ptr %4997, align 4, !alias.scope !71, !noalias !74
  %4998 = getelementptr inbounds nuw float, ptr %4580, i64 %noise138722.us
  %w1140.us = load i32, ptr %4998, align 4, !alias.scope !74, !noalias !71
  %4999 = uitofp i32 %w0139.us to double
  %5000 = fadd double %4999, 5.000000e-01
  %5001 = fmul double %5000, 0x3DF0000000000000
  %5002 = uitofp i32 %w1140.us to double
  %5003 = fadd double %5002, 5.000000e-01
  %5004 = fmul double %5003, 0x3DF0000000000000
  %5005 = bitcast double %5001 to i64
  %5006 = lshr i64 %5005, 32
  %5007 = add nuw nsw i64 %5006, 614242
  %5008 = lshr i64 %5007, 20
  %5009 = add nsw i64 %5008, -1023
  %5010 = shl nuw i64 %5007, 32
  %5011 = and i64 %5010, 4503595332403200
  %5012 = add nuw nsw i64 %5011, 4604544269498187776
  %5013 = and i64 %5005, 4294967295
  %5014 = or disjoint i64 %5012, %5013
  %5015 = bitcast i64 %5014 to double
  %5016 = fadd double %5015, -1.000000e+00
  %5017 = fmul double %5016, 5.000000e-01
  %5018 = fmul double %5016, %5017
  %5019 = fadd double %5016, 2.000000e+00
  %5020 = fdiv double %5016, %5019
  %5021 = fmul double %5020, %5020
  %5022 = fmul double %5021, %5021
  %5023 = fmul double %5022, 0x3FC2F112DF3E5244
  %5024 = fadd double %5023, 0x3FC7466496CB03DE
  %5025 = insertelement <2 x double> poison, double %5022, i64 0
  %5026 = shufflevector <2 x double> %5025, <2 x double> poison, <2 x i32> zeroinitializer
  %5027 = insertelement <2 x double> <double 0x3FC39A09D078C69F, double poison>, double %5024, i64 1
  %5028 = fmul <2 x double> %5026, %5027
  %5029 = fadd <2 x double> %5028, <double 0x3FCC71C51D8E78AF, double 0x3FD2492494229359>
  %5030 = fmul <2 x double> %5026, %5029
  %5031 = fadd <2 x double> %5030, <double 0x3FD999999997FA04, double 0x3FE5555555555593>
  %5032 = insertelement <2 x double> %5025, double %5021, i64 1
  %5033 = fmul <2 x double> %5032, %5031
  %shift2326 = shufflevector <2 x double> %5033, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop2327 = fadd <2 x double> %5033, %shift2326
  %5034 = extractelement <2 x double> %foldExtExtBinop2327, i64 0
  %5035 = sitofp i64 %5009 to double
  %5036 = fadd double %5018, %5034
  %5037 = fmul double %5020, %5036
  %5038 = fmul double %5035, 0x3DEA39EF35793C76
  %5039 = fadd double %5038, %5037
  %5040 = fsub double %5039, %5018
  %5041 = fadd double %5016, %5040
  %5042 = fmul double %5035, 0x3FE62E42FEE00000
  %5043 = fadd double %5042, %5041
  %5044 = fmul double %5043, -2.000000e+00
  %5045 = tail call double @llvm.sqrt.f64(double %5044)
  %5046 = fmul double %5004, 0x401921FB54442D18
  %5047 = fmul double %5046, 0x3FE45F306DC9C883
  %5048 = fadd double %5047, 0x4338000000000000
  %5049 = bitcast double %5048 to i64
  %5050 = fadd double %5048, 0xC338000000000000
  %5051 = fmul double %5050, 0x3FF921FB54400000
  %5052 = fsub double %5046, %5051
  %5053 = fmul double %5050, 0x3DD0B4611A626331
  %5054 = fmul double %5050, 0x3DD0B4611A600000
  %5055 = fsub double %5052, %5054
  %5056 = fmul double %5050, 0x3BA3198A2E037073
  %5057 = fsub double %5052, %5055
  %5058 = fsub double %5057, %5054
  %5059 = fsub double %5056, %5058
  %5060 = fsub double %5052, %5053
  %5061 = insertelement <2 x double> poison, double %5060, i64 0
  %5062 = insertelement <2 x double> %5061, double %5046, i64 1
  %5063 = bitcast <2 x double> %5062 to <2 x i64>
  %5064 = lshr <2 x i64> %5063, splat (i64 52)
  %5065 = and <2 x i64> %5064, splat (i64 2047)
  %5066 = extractelement <2 x i64> %5065, i64 0
  %5067 = add nuw nsw i64 %5066, 16
  %5068 = extractelement <2 x i64> %5065, i64 1
  %5069 = icmp samesign ult i64 %5067, %5068
  %5070 = select i1 %5069, double %5055, double %5052
  %5071 = select i1 %5069, double %5059, double %5053
  %5072 = fsub double %5070, %5071
  %5073 = fsub double %5070, %5072
  %5074 = fsub double %5073, %5071
  %5075 = fmul double %5072, %5072
  %5076 = fmul double %5075, %5075
  %5077 = fmul double %5075, 0x3EFA01A019CB1590
  %5078 = fadd double %5077, 0xBF56C16C16C15177
  %5079 = fmul double %5075, %5078
  %5080 = fadd double %5079, 0x3FA555555555554C
  %5081 = fmul double %5075, %5080
  %5082 = fmul double %5075, 0x3DA8FAE9BE8838D4
  %5083 = fsub double 0x3E21EE9EBDB4B1C4, %5082
  %5084 = fmul double %5075, %5083
  %5085 = fadd double %5084, 0xBE927E4F809C52AD
  %5086 = fmul double %5076, %5076
  %5087 = fmul double %5086, %5085
  %5088 = fadd double %5081, %5087
  %5089 = fmul double %5075, 5.000000e-01
  %5090 = fsub double 1.000000e+00, %5089
  %5091 = fsub double 1.000000e+00, %5090
  %5092 = fsub double %5091, %5089
  %5093 = fmul double %5075, %5088
  %5094 = fmul double %5072, %5074
  %5095 = fsub double %5093, %5094
  %5096 = fadd double %5092, %5095
  %5097 = fadd double %5090, %5096
  %5098 = fmul double %5075, 0x3EC71DE357B1FE7D
  %5099 = fadd double %5098, 0xBF2A01A019C161D5
  %5100 = fmul double %5075, %5099
  %5101 = fadd double %5100, 0x3F8111111110F8A6
  %5102 = fmul double %5075, 0x3DE5D93A5ACFD57C
  %5103 = fadd double %5102, 0xBE5AE5E68A2B9CEB
  %5104 = fmul double %5075, %5076
  %5105 = fmul double %5104, %5103
  %5106 = fadd double %5105, %5101
  %5107 = fmul double %5072, %5075
  %5108 = fmul double %5074, 5.000000e-01
  %5109 = fmul double %5107, %5106
  %5110 = fsub double %5108, %5109
  %5111 = fmul double %5075, %5110
  %5112 = fsub double %5111, %5074
  %5113 = fmul double %5107, 0x3FC5555555555549
  %5114 = fadd double %5112, %5113
  %5115 = fsub double %5072, %5114
  %5116 = fneg double %5097
  %5117 = fneg double %5115
  %5118 = and i64 %5049, 1
  %5119 = and i64 %5049, 2
  %.not642.us = icmp eq i64 %5118, 0
  %.not643.us = icmp eq i64 %5119, 0
  %5120 = select i1 %.not643.us, double %5097, double %5116
  %5121 = select i1 %.not643.us, double %5117, double %5115
  %5122 = select i1 %.not642.us, double %5120, double %5121
  %5123 = fmul double %5045, %5122
  %5124 = fptrunc double %5123 to float
  store float %5124, ptr %4997, align 4, !alias.scope !71, !noalias !74
  %5125 = add nuw nsw i64 %noise138722.us, 1
  %exitcond922.not = icmp eq i64 %5125, %n_features
  br i1 %exitcond922.not, label %noise.exit137.us, label %noise.body136.us, !llvm.loop !78

philox.body132.us:                                ; preds = %philox.body132.us.preheader, %philox.body132.us
  %philox134721.us = phi i64 [ %5208, %philox.body132.us ], [ %philox134721.us.ph, %philox.body132.us.preheader ]
  %element.us = add i64 %philox134721.us, %row_offset130.us
  %5126 = and i64 %element.us, 4294967295
  %5127 = mul nuw i64 %5126, 3528531795
  %5128 = xor i64 %element.us, %key0
  %5129 = xor i64 %5128, %5127
  %5130 = lshr i64 %5129, 32
  %5131 = mul nuw i64 %5130, 3449720151
  %5132 = lshr i64 %5131, 32
  %.reass1049.reass = xor i64 %5132, %invariant.op2898
  %5133 = xor i64 %6226, %5127
  %5134 = and i64 %.reass1049.reass, 4294967295
  %5135 = mul nuw i64 %5134, 3528531795
  %5136 = and i64 %5133, 4294967295
  %5137 = mul nuw i64 %5136, 3449720151
  %5138 = lshr i64 %5135, 32
  %5139 = lshr i64 %5137, 32
  %5140 = xor i64 %5139, %4330
  %5141 = xor i64 %5140, %5131
  %.reass1051.reass = xor i64 %5138, %invariant.op2899
  %5142 = and i64 %5141, 4294967295
  %5143 = mul nuw i64 %5142, 3528531795
  %5144 = and i64 %.reass1051.reass, 4294967295
  %5145 = mul nuw i64 %5144, 3449720151
  %5146 = lshr i64 %5143, 32
  %5147 = lshr i64 %5145, 32
  %5148 = xor i64 %4332, %5147
  %5149 = xor i64 %5148, %5137
  %5150 = xor i64 %5146, %4333
  %5151 = xor i64 %5150, %5135
  %5152 = and i64 %5149, 4294967295
  %5153 = mul nuw i64 %5152, 3528531795
  %5154 = and i64 %5151, 4294967295
  %5155 = mul nuw i64 %5154, 3449720151
  %5156 = lshr i64 %5153, 32
  %5157 = lshr i64 %5155, 32
  %5158 = xor i64 %5157, %4334
  %5159 = xor i64 %5158, %5145
  %5160 = xor i64 %4335, %5156
  %5161 = xor i64 %5160, %5143
  %5162 = and i64 %5159, 4294967295
  %5163 = mul nuw i64 %5162, 3528531795
  %5164 = and i64 %5161, 4294967295
  %5165 = mul nuw i64 %5164, 3449720151
  %5166 = lshr i64 %5163, 32
  %5167 = lshr i64 %5165, 32
  %5168 = xor i64 %4336, %5167
  %5169 = xor i64 %5168, %5155
  %5170 = xor i64 %5166, %4337
  %5171 = xor i64 %5170, %5153
  %5172 = and i64 %5169, 4294967295
  %5173 = mul nuw i64 %5172, 3528531795
  %5174 = and i64 %5171, 4294967295
  %5175 = mul nuw i64 %5174, 3449720151
  %5176 = lshr i64 %5173, 32
  %5177 = lshr i64 %5175, 32
  %5178 = xor i64 %5177, %4338
  %5179 = xor i64 %5178, %5165
  %5180 = xor i64 %4339, %5176
  %5181 = xor i64 %5180, %5163
  %5182 = and i64 %5179, 4294967295
  %5183 = mul nuw i64 %5182, 3528531795
  %5184 = and i64 %5181, 4294967295
  %5185 = mul nuw i64 %5184, 3449720151
  %5186 = lshr i64 %5183, 32
  %5187 = lshr i64 %5185, 32
  %5188 = xor i64 %4340, %5187
  %5189 = xor i64 %5188, %5175
  %5190 = xor i64 %5186, %4341
  %5191 = xor i64 %5190, %5173
  %5192 = and i64 %5189, 4294967295
  %5193 = mul nuw i64 %5192, 3528531795
  %5194 = lshr i64 %5193, 32
  %5195 = trunc i64 %5191 to i32
  %5196 = mul i32 %5195, -845247145
  %5197 = xor i64 %4342, %5194
  %5198 = xor i64 %5197, %5183
  %5199 = and i64 %5198, 4294967295
  %5200 = mul nuw i64 %5199, 3449720151
  %5201 = lshr i64 %5200, 32
  %5202 = trunc nuw i64 %5201 to i32
  %5203 = trunc i64 %5200 to i32
  %5204 = xor i32 %5196, %5202
  %5205 = xor i32 %5204, %4343
  %5206 = getelementptr inbounds nuw float, ptr %4581, i64 %philox134721.us
  store i32 %5205, ptr %5206, align 4, !alias.scope !71, !noalias !74
  %5207 = getelementptr inbounds nuw float, ptr %4580, i64 %philox134721.us
  store i32 %5203, ptr %5207, align 4, !alias.scope !74, !noalias !71
  %5208 = add nuw nsw i64 %philox134721.us, 1
  %exitcond921.not = icmp eq i64 %5208, %n_features
  br i1 %exitcond921.not, label %vector.ph1864, label %philox.body132.us, !llvm.loop !79

vector.ph1864:                                    ; preds = %philox.body132.us, %vec.epilog.middle.block2007, %middle.block1950
  br label %vector.body1867

vector.body1867:                                  ; preds = %vector.body1867, %vector.ph1864
  %index1868 = phi i64 [ 0, %vector.ph1864 ], [ %index.next1877, %vector.body1867 ]
  %5209 = getelementptr inbounds nuw float, ptr %4581, i64 %index1868
  %5210 = getelementptr inbounds nuw i8, ptr %5209, i64 32
  %5211 = getelementptr inbounds nuw i8, ptr %5209, i64 64
  %5212 = getelementptr inbounds nuw i8, ptr %5209, i64 96
  %wide.load1869 = load <8 x i32>, ptr %5209, align 4, !alias.scope !71, !noalias !74
  %wide.load1870 = load <8 x i32>, ptr %5210, align 4, !alias.scope !71, !noalias !74
  %wide.load1871 = load <8 x i32>, ptr %5211, align 4, !alias.scope !71, !noalias !74
  %wide.load1872 = load <8 x i32>, ptr %5212, align 4, !alias.scope !71, !noalias !74
  %5213 = getelementptr inbounds nuw float, ptr %4580, i64 %index1868
  %5214 = getelementptr inbounds nuw i8, ptr %5213, i64 32
  %5215 = getelementptr inbounds nuw i8, ptr %5213, i64 64
  %5216 = getelementptr inbounds nuw i8, ptr %5213, i64 96
  %wide.load1873 = load <8 x i32>, ptr %5213, align 4, !alias.scope !74, !noalias !71
  %wide.load1874 = load <8 x i32>, ptr %5214, align 4, !alias.scope !74, !noalias !71
  %wide.load1875 = load <8 x i32>, ptr %5215, align 4, !alias.scope !74, !noalias !71
  %wide.load1876 = load <8 x i32>, ptr %5216, align 4, !alias.scope !74, !noalias !71
  %5217 = uitofp <8 x i32> %wide.load1869 to <8 x double>
  %5218 = uitofp <8 x i32> %wide.load1870 to <8 x double>
  %5219 = uitofp <8 x i32> %wide.load1871 to <8 x double>
  %5220 = uitofp <8 x i32> %wide.load1872 to <8 x double>
  %5221 = fadd <8 x double> %5217, splat (double 5.000000e-01)
  %5222 = fadd <8 x double> %5218, splat (double 5.000000e-01)
  %5223 = fadd <8 x double> %5219, splat (double 5.000000e-01)
  %5224 = fadd <8 x double> %5220, splat (double 5.000000e-01)
  %5225 = fmul <8 x double> %5221, splat (double 0x3DF0000000000000)
  %5226 = fmul <8 x double> %5222, splat (double 0x3DF0000000000000)
  %5227 = fmul <8 x double> %5223, splat (double 0x3DF0000000000000)
  %5228 = fmul <8 x double> %5224, splat (double 0x3DF0000000000000)
  %5229 = uitofp <8 x i32> %wide.load1873 to <8 x double>
  %5230 = uitofp <8 x i32> %wide.load1874 to <8 x double>
  %5231 = uitofp <8 x i32> %wide.load1875 to <8 x double>
  %5232 = uitofp <8 x i32> %wide.load1876 to <8 x double>
  %5233 = fadd <8 x double> %5229, splat (double 5.000000e-01)
  %5234 = fadd <8 x double> %5230, splat (double 5.000000e-01)
  %5235 = fadd <8 x double> %5231, splat (double 5.000000e-01)
  %5236 = fadd <8 x double> %5232, splat (double 5.000000e-01)
  %5237 = fmul <8 x double> %5233, splat (double 0x3DF0000000000000)
  %5238 = fmul <8 x double> %5234, splat (double 0x3DF0000000000000)
  %5239 = fmul <8 x double> %5235, splat (double 0x3DF0000000000000)
  %5240 = fmul <8 x double> %5236, splat (double 0x3DF0000000000000)
  %5241 = bitcast <8 x double> %5225 to <8 x i64>
  %5242 = bitcast <8 x double> %5226 to <8 x i64>
  %5243 = bitcast <8 x double> %5227 to <8 x i64>
  %5244 = bitcast <8 x double> %5228 to <8 x i64>
  %5245 = lshr <8 x i64> %5241, splat (i64 32)
  %5246 = lshr <8 x i64> %5242, splat (i64 32)
  %5247 = lshr <8 x i64> %5243, splat (i64 32)
  %5248 = lshr <8 x i64> %5244, splat (i64 32)
  %5249 = add nuw nsw <8 x i64> %5245, splat (i64 614242)
  %5250 = add nuw nsw <8 x i64> %5246, splat (i64 614242)
  %5251 = add nuw nsw <8 x i64> %5247, splat (i64 614242)
  %5252 = add nuw nsw <8 x i64> %5248, splat (i64 614242)
  %5253 = lshr <8 x i64> %5249, splat (i64 20)
  %5254 = lshr <8 x i64> %5250, splat (i64 20)
  %5255 = lshr <8 x i64> %5251, splat (i64 20)
  %5256 = lshr <8 x i64> %5252, splat (i64 20)
  %5257 = add nsw <8 x i64> %5253, splat (i64 -1023)
  %5258 = add nsw <8 x i64> %5254, splat (i64 -1023)
  %5259 = add nsw <8 x i64> %5255, splat (i64 -1023)
  %5260 = add nsw <8 x i64> %5256, splat (i64 -1023)
  %5261 = shl nuw <8 x i64> %5249, splat (i64 32)
  %5262 = shl nuw <8 x i64> %5250, splat (i64 32)
  %5263 = shl nuw <8 x i64> %5251, splat (i64 32)
  %5264 = shl nuw <8 x i64> %5252, splat (i64 32)
  %5265 = and <8 x i64> %5261, splat (i64 4503595332403200)
  %5266 = and <8 x i64> %5262, splat (i64 4503595332403200)
  %5267 = and <8 x i64> %5263, splat (i64 4503595332403200)
  %5268 = and <8 x i64> %5264, splat (i64 4503595332403200)
  %5269 = add nuw nsw <8 x i64> %5265, splat (i64 4604544269498187776)
  %5270 = add nuw nsw <8 x i64> %5266, splat (i64 4604544269498187776)
  %5271 = add nuw nsw <8 x i64> %5267, splat (i64 4604544269498187776)
  %5272 = add nuw nsw <8 x i64> %5268, splat (i64 4604544269498187776)
  %5273 = and <8 x i64> %5241, splat (i64 4294967295)
  %5274 = and <8 x i64> %5242, splat (i64 4294967295)
  %5275 = and <8 x i64> %5243, splat (i64 4294967295)
  %5276 = and <8 x i64> %5244, splat (i64 4294967295)
  %5277 = or disjoint <8 x i64> %5269, %5273
  %5278 = or disjoint <8 x i64> %5270, %5274
  %5279 = or disjoint <8 x i64> %5271, %5275
  %5280 = or disjoint <8 x i64> %5272, %5276
  %5281 = bitcast <8 x i64> %5277 to <8 x double>
  %5282 = bitcast <8 x i64> %5278 to <8 x double>
  %5283 = bitcast <8 x i64> %5279 to <8 x double>
  %5284 = bitcast <8 x i64> %5280 to <8 x double>
  %5285 = fadd <8 x double> %5281, splat (double -1.000000e+00)
  %5286 = fadd <8 x double> %5282, splat (double -1.000000e+00)
  %5287 = fadd <8 x double> %5283, splat (double -1.000000e+00)
  %5288 = fadd <8 x double> %5284, splat (double -1.000000e+00)
  %5289 = fmul <8 x double> %5285, splat (double 5.000000e-01)
  %5290 = fmul <8 x double> %5286, splat (double 5.000000e-01)
  %5291 = fmul <8 x double> %5287, splat (double 5.000000e-01)
  %5292 = fmul <8 x double> %5288, splat (double 5.000000e-01)
  %5293 = fmul <8 x double> %5285, %5289
  %5294 = fmul <8 x double> %5286, %5290
  %5295 = fmul <8 x double> %5287, %5291
  %5296 = fmul <8 x double> %5288, %5292
  %5297 = fadd <8 x double> %5285, splat (double 2.000000e+00)
  %5298 = fadd <8 x double> %5286, splat (double 2.000000e+00)
  %5299 = fadd <8 x double> %5287, splat (double 2.000000e+00)
  %5300 = fadd <8 x double> %5288, splat (double 2.000000e+00)
  %5301 = fdiv <8 x double> %5285, %5297
  %5302 = fdiv <8 x double> %5286, %5298
  %5303 = fdiv <8 x double> %5287, %5299
  %5304 = fdiv <8 x double> %5288, %5300
  %5305 = fmul <8 x double> %5301, %5301
  %5306 = fmul <8 x double> %5302, %5302
  %5307 = fmul <8 x double> %5303, %5303
  %5308 = fmul <8 x double> %5304, %5304
  %5309 = fmul <8 x double> %5305, %5305
  %5310 = fmul <8 x double> %5306, %5306
  %5311 = fmul <8 x double> %5307, %5307
  %5312 = fmul <8 x double> %5308, %5308
  %5313 = fmul <8 x double> %5309, splat (double 0x3FC39A09D078C69F)
  %5314 = fmul <8 x double> %5310, splat (double 0x3FC39A09D078C69F)
  %5315 = fmul <8 x double> %5311, splat (double 0x3FC39A09D078C69F)
  %5316 = fmul <8 x double> %5312, splat (double 0x3FC39A09D078C69F)
  %5317 = fadd <8 x double> %5313, splat (double 0x3FCC71C51D8E78AF)
  %5318 = fadd <8 x double> %5314, splat (double 0x3FCC71C51D8E78AF)
  %5319 = fadd <8 x double> %5315, splat (double 0x3FCC71C51D8E78AF)
  %5320 = fadd <8 x double> %5316, splat (double 0x3FCC71C51D8E78AF)
  %5321 = fmul <8 x double> %5309, %5317
  %5322 = fmul <8 x double> %5310, %5318
  %5323 = fmul <8 x double> %5311, %5319
  %5324 = fmul <8 x double> %5312, %5320
  %5325 = fadd <8 x double> %5321, splat (double 0x3FD999999997FA04)
  %5326 = fadd <8 x double> %5322, splat (double 0x3FD999999997FA04)
  %5327 = fadd <8 x double> %5323, splat (double 0x3FD999999997FA04)
  %5328 = fadd <8 x double> %5324, splat (double 0x3FD999999997FA04)
  %5329 = fmul <8 x double> %5309, %5325
  %5330 = fmul <8 x double> %5310, %5326
  %5331 = fmul <8 x double> %5311, %5327
  %5332 = fmul <8 x double> %5312, %5328
  %5333 = fmul <8 x double> %5309, splat (double 0x3FC2F112DF3E5244)
  %5334 = fmul <8 x double> %5310, splat (double 0x3FC2F112DF3E5244)
  %5335 = fmul <8 x double> %5311, splat (double 0x3FC2F112DF3E5244)
  %5336 = fmul <8 x double> %5312, splat (double 0x3FC2F112DF3E5244)
  %5337 = fadd <8 x double> %5333, splat (double 0x3FC7466496CB03DE)
  %5338 = fadd <8 x double> %5334, splat (double 0x3FC7466496CB03DE)
  %5339 = fadd <8 x double> %5335, splat (double 0x3FC7466496CB03DE)
  %5340 = fadd <8 x double> %5336, splat (double 0x3FC7466496CB03DE)
  %5341 = fmul <8 x double> %5309, %5337
  %5342 = fmul <8 x double> %5310, %5338
  %5343 = fmul <8 x double> %5311, %5339
  %5344 = fmul <8 x double> %5312, %5340
  %5345 = fadd <8 x double> %5341, splat (double 0x3FD2492494229359)
  %5346 = fadd <8 x double> %5342, splat (double 0x3FD2492494229359)
  %5347 = fadd <8 x double> %5343, splat (double 0x3FD2492494229359)
  %5348 = fadd <8 x double> %5344, splat (double 0x3FD2492494229359)
  %5349 = fmul <8 x double> %5309, %5345
  %5350 = fmul <8 x double> %5310, %5346
  %5351 = fmul <8 x double> %5311, %5347
  %5352 = fmul <8 x double> %5312, %5348
  %5353 = fadd <8 x double> %5349, splat (double 0x3FE5555555555593)
  %5354 = fadd <8 x double> %5350, splat (double 0x3FE5555555555593)
  %5355 = fadd <8 x double> %5351, splat (double 0x3FE5555555555593)
  %5356 = fadd <8 x double> %5352, splat (double 0x3FE5555555555593)
  %5357 = fmul <8 x double> %5305, %5353
  %5358 = fmul <8 x double> %5306, %5354
  %5359 = fmul <8 x double> %5307, %5355
  %5360 = fmul <8 x double> %5308, %5356
  %5361 = fadd <8 x double> %5329, %5357
  %5362 = fadd <8 x double> %5330, %5358
  %5363 = fadd <8 x double> %5331, %5359
  %5364 = fadd <8 x double> %5332, %5360
  %5365 = sitofp <8 x i64> %5257 to <8 x double>
  %5366 = sitofp <8 x i64> %5258 to <8 x double>
  %5367 = sitofp <8 x i64> %5259 to <8 x double>
  %5368 = sitofp <8 x i64> %5260 to <8 x double>
  %5369 = fadd <8 x double> %5293, %5361
  %5370 = fadd <8 x double> %5294, %5362
  %5371 = fadd <8 x double> %5295, %5363
  %5372 = fadd <8 x double> %5296, %5364
  %5373 = fmul <8 x double> %5301, %5369
  %5374 = fmul <8 x double> %5302, %5370
  %5375 = fmul <8 x double> %5303, %5371
  %5376 = fmul <8 x double> %5304, %5372
  %5377 = fmul <8 x double> %5365, splat (double 0x3DEA39EF35793C76)
  %5378 = fmul <8 x double> %5366, splat (double 0x3DEA39EF35793C76)
  %5379 = fmul <8 x double> %5367, splat (double 0x3DEA39EF35793C76)
  %5380 = fmul <8 x double> %5368, splat (double 0x3DEA39EF35793C76)
  %5381 = fadd <8 x double> %5377, %5373
  %5382 = fadd <8 x double> %5378, %5374
  %5383 = fadd <8 x double> %5379, %5375
  %5384 = fadd <8 x double> %5380, %5376
  %5385 = fsub <8 x double> %5381, %5293
  %5386 = fsub <8 x double> %5382, %5294
  %5387 = fsub <8 x double> %5383, %5295
  %5388 = fsub <8 x double> %5384, %5296
  %5389 = fadd <8 x double> %5285, %5385
  %5390 = fadd <8 x double> %5286, %5386
  %5391 = fadd <8 x double> %5287, %5387
  %5392 = fadd <8 x double> %5288, %5388
  %5393 = fmul <8 x double> %5365, splat (double 0x3FE62E42FEE00000)
  %5394 = fmul <8 x double> %5366, splat (double 0x3FE62E42FEE00000)
  %5395 = fmul <8 x double> %5367, splat (double 0x3FE62E42FEE00000)
  %5396 = fmul <8 x double> %5368, splat (double 0x3FE62E42FEE00000)
  %5397 = fadd <8 x double> %5393, %5389
  %5398 = fadd <8 x double> %5394, %5390
  %5399 = fadd <8 x double> %5395, %5391
  %5400 = fadd <8 x double> %5396, %5392
  %5401 = fmul <8 x double> %5397, splat (double -2.000000e+00)
  %5402 = fmul <8 x double> %5398, splat (double -2.000000e+00)
  %5403 = fmul <8 x double> %5399, splat (double -2.000000e+00)
  %5404 = fmul <8 x double> %5400, splat (double -2.000000e+00)
  %5405 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5401)
  %5406 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5402)
  %5407 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5403)
  %5408 = tail call <8 x double> @llvm.sqrt.v8f64(<8 x double> %5404)
  %5409 = fmul <8 x double> %5237, splat (double 0x401921FB54442D18)
  %5410 = fmul <8 x double> %5238, splat (double 0x401921FB54442D18)
  %5411 = fmul <8 x double> %5239, splat (double 0x401921FB54442D18)
  %5412 = fmul <8 x double> %5240, splat (double 0x401921FB54442D18)
  %5413 = fmul <8 x double> %5409, splat (double 0x3FE45F306DC9C883)
  %5414 = fmul <8 x double> %5410, splat (double 0x3FE45F306DC9C883)
  %5415 = fmul <8 x double> %5411, splat (double 0x3FE45F306DC9C883)
  %5416 = fmul <8 x double> %5412, splat (double 0x3FE45F306DC9C883)
  %5417 = fadd <8 x double> %5413, splat (double 0x4338000000000000)
  %5418 = fadd <8 x double> %5414, splat (double 0x4338000000000000)
  %5419 = fadd <8 x double> %5415, splat (double 0x4338000000000000)
  %5420 = fadd <8 x double> %5416, splat (double 0x4338000000000000)
  %5421 = bitcast <8 x double> %5417 to <8 x i64>
  %5422 = bitcast <8 x double> %5418 to <8 x i64>
  %5423 = bitcast <8 x double> %5419 to <8 x i64>
  %5424 = bitcast <8 x double> %5420 to <8 x i64>
  %5425 = fadd <8 x double> %5417, splat (double 0xC338000000000000)
  %5426 = fadd <8 x double> %5418, splat (double 0xC338000000000000)
  %5427 = fadd <8 x double> %5419, splat (double 0xC338000000000000)
  %5428 = fadd <8 x double> %5420, splat (double 0xC338000000000000)
  %5429 = fmul <8 x double> %5425, splat (double 0x3FF921FB54400000)
  %5430 = fmul <8 x double> %5426, splat (double 0x3FF921FB54400000)
  %5431 = fmul <8 x double> %5427, splat (double 0x3FF921FB54400000)
  %5432 = fmul <8 x double> %5428, splat (double 0x3FF921FB54400000)
  %5433 = fsub <8 x double> %5409, %5429
  %5434 = fsub <8 x double> %5410, %5430
  %5435 = fsub <8 x double> %5411, %5431
  %5436 = fsub <8 x double> %5412, %5432
  %5437 = fmul <8 x double> %5425, splat (double 0x3DD0B4611A626331)
  %5438 = fmul <8 x double> %5426, splat (double 0x3DD0B4611A626331)
  %5439 = fmul <8 x double> %5427, splat (double 0x3DD0B4611A626331)
  %5440 = fmul <8 x double> %5428, splat (double 0x3DD0B4611A626331)
  %5441 = fmul <8 x double> %5425, splat (double 0x3DD0B4611A600000)
  %5442 = fmul <8 x double> %5426, splat (double 0x3DD0B4611A600000)
  %5443 = fmul <8 x double> %5427, splat (double 0x3DD0B4611A600000)
  %5444 = fmul <8 x double> %5428, splat (double 0x3DD0B4611A600000)
  %5445 = fsub <8 x double> %5433, %5441
  %5446 = fsub <8 x double> %5434, %5442
  %5447 = fsub <8 x double> %5435, %5443
  %5448 = fsub <8 x double> %5436, %5444
  %5449 = fmul <8 x double> %5425, splat (double 0x3BA3198A2E037073)
  %5450 = fmul <8 x double> %5426, splat (double 0x3BA3198A2E037073)
  %5451 = fmul <8 x double> %5427, splat (double 0x3BA3198A2E037073)
  %5452 = fmul <8 x double> %5428, splat (double 0x3BA3198A2E037073)
  %5453 = fsub <8 x double> %5433, %5445
  %5454 = fsub <8 x double> %5434, %5446
  %5455 = fsub <8 x double> %5435, %5447
  %5456 = fsub <8 x double> %5436, %5448
  %5457 = fsub <8 x double> %5453, %5441
  %5458 = fsub <8 x double> %5454, %5442
  %5459 = fsub <8 x double> %5455, %5443
  %5460 = fsub <8 x double> %5456, %5444
  %5461 = fsub <8 x double> %5449, %5457
  %5462 = fsub <8 x double> %5450, %5458
  %5463 = fsub <8 x double> %5451, %5459
  %5464 = fsub <8 x double> %5452, %5460
  %5465 = fsub <8 x double> %5433, %5437
  %5466 = fsub <8 x double> %5434, %5438
  %5467 = fsub <8 x double> %5435, %5439
  %5468 = fsub <8 x double> %5436, %5440
  %5469 = bitcast <8 x double> %5409 to <8 x i64>
  %5470 = bitcast <8 x double> %5410 to <8 x i64>
  %5471 = bitcast <8 x double> %5411 to <8 x i64>
  %5472 = bitcast <8 x double> %5412 to <8 x i64>
  %5473 = lshr <8 x i64> %5469, splat (i64 52)
  %5474 = lshr <8 x i64> %5470, splat (i64 52)
  %5475 = lshr <8 x i64> %5471, splat (i64 52)
  %5476 = lshr <8 x i64> %5472, splat (i64 52)
  %5477 = and <8 x i64> %5473, splat (i64 2047)
  %5478 = and <8 x i64> %5474, splat (i64 2047)
  %5479 = and <8 x i64> %5475, splat (i64 2047)
  %5480 = and <8 x i64> %5476, splat (i64 2047)
  %5481 = bitcast <8 x double> %5465 to <8 x i64>
  %5482 = bitcast <8 x double> %5466 to <8 x i64>
  %5483 = bitcast <8 x double> %5467 to <8 x i64>
  %5484 = bitcast <8 x double> %5468 to <8 x i64>
  %5485 = lshr <8 x i64> %5481, splat (i64 52)
  %5486 = lshr <8 x i64> %5482, splat (i64 52)
  %5487 = lshr <8 x i64> %5483, splat (i64 52)
  %5488 = lshr <8 x i64> %5484, splat (i64 52)
  %5489 = and <8 x i64> %5485, splat (i64 2047)
  %5490 = and <8 x i64> %5486, splat (i64 2047)
  %5491 = and <8 x i64> %5487, splat (i64 2047)
  %5492 = and <8 x i64> %5488, splat (i64 2047)
  %5493 = add nuw nsw <8 x i64> %5489, splat (i64 16)
  %5494 = add nuw nsw <8 x i64> %5490, splat (i64 16)
  %5495 = add nuw nsw <8 x i64> %5491, splat (i64 16)
  %5496 = add nuw nsw <8 x i64> %5492, splat (i64 16)
  %5497 = icmp samesign ult <8 x i64> %5493, %5477
  %5498 = icmp samesign ult <8 x i64> %5494, %5478
  %5499 = icmp samesign ult <8 x i64> %5495, %5479
  %5500 = icmp samesign ult <8 x i64> %5496, %5480
  %5501 = select <8 x i1> %5497, <8 x double> %5445, <8 x double> %5433
  %5502 = select <8 x i1> %5498, <8 x double> %5446, <8 x double> %5434
  %5503 = select <8 x i1> %5499, <8 x double> %5447, <8 x double> %5435
  %5504 = select <8 x i1> %5500, <8 x double> %5448, <8 x double> %5436
  %5505 = select <8 x i1> %5497, <8 x double> %5461, <8 x double> %5437
  %5506 = select <8 x i1> %5498, <8 x double> %5462, <8 x double> %5438
  %5507 = select <8 x i1> %5499, <8 x double> %5463, <8 x double> %5439
  %5508 = select <8 x i1> %5500, <8 x double> %5464, <8 x double> %5440
  %5509 = fsub <8 x double> %5501, %5505
  %5510 = fsub <8 x double> %5502, %5506
  %5511 = fsub <8 x double> %5503, %5507
  %5512 = fsub <8 x double> %5504, %5508
  %5513 = fsub <8 x double> %5501, %5509
  %5514 = fsub <8 x double> %5502, %5510
  %5515 = fsub <8 x double> %5503, %5511
  %5516 = fsub <8 x double> %5504, %5512
  %5517 = fsub <8 x double> %5513, %5505
  %5518 = fsub <8 x double> %5514, %5506
  %5519 = fsub <8 x double> %5515, %5507
  %5520 = fsub <8 x double> %5516, %5508
  %5521 = fmul <8 x double> %5509, %5509
  %5522 = fmul <8 x double> %5510, %5510
  %5523 = fmul <8 x double> %5511, %5511
  %5524 = fmul <8 x double> %5512, %5512
  %5525 = fmul <8 x double> %5521, %5521
  %5526 = fmul <8 x double> %5522, %5522
  %5527 = fmul <8 x double> %5523, %5523
  %5528 = fmul <8 x double> %5524, %5524
  %5529 = fmul <8 x double> %5521, splat (double 0x3EFA01A019CB1590)
  %5530 = fmul <8 x double> %5522, splat (double 0x3EFA01A019CB1590)
  %5531 = fmul <8 x double> %5523, splat (double 0x3EFA01A019CB1590)
  %5532 = fmul <8 x double> %5524, splat (double 0x3EFA01A019CB1590)
  %5533 = fadd <8 x double> %5529, splat (double 0xBF56C16C16C15177)
  %5534 = fadd <8 x double> %5530, splat (double 0xBF56C16C16C15177)
  %5535 = fadd <8 x double> %5531, splat (double 0xBF56C16C16C15177)
  %5536 = fadd <8 x double> %5532, splat (double 0xBF56C16C16C15177)
  %5537 = fmul <8 x double> %5521, %5533
  %5538 = fmul <8 x double> %5522, %5534
  %5539 = fmul <8 x double> %5523, %5535
  %5540 = fmul <8 x double> %5524, %5536
  %5541 = fadd <8 x double> %5537, splat (double 0x3FA555555555554C)
  %5542 = fadd <8 x double> %5538, splat (double 0x3FA555555555554C)
  %5543 = fadd <8 x double> %5539, splat (double 0x3FA555555555554C)
  %5544 = fadd <8 x double> %5540, splat (double 0x3FA555555555554C)
  %5545 = fmul <8 x double> %5521, %5541
  %5546 = fmul <8 x double> %5522, %5542
  %5547 = fmul <8 x double> %5523, %5543
  %5548 = fmul <8 x double> %5524, %5544
  %5549 = fmul <8 x double> %5521, splat (double 0x3DA8FAE9BE8838D4)
  %5550 = fmul <8 x double> %5522, splat (double 0x3DA8FAE9BE8838D4)
  %5551 = fmul <8 x double> %5523, splat (double 0x3DA8FAE9BE8838D4)
  %5552 = fmul <8 x double> %5524, splat (double 0x3DA8FAE9BE8838D4)
  %5553 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5549
  %5554 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5550
  %5555 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5551
  %5556 = fsub <8 x double> splat (double 0x3E21EE9EBDB4B1C4), %5552
  %5557 = fmul <8 x double> %5521, %5553
  %5558 = fmul <8 x double> %5522, %5554
  %5559 = fmul <8 x double> %5523, %5555
  %5560 = fmul <8 x double> %5524, %5556
  %5561 = fadd <8 x double> %5557, splat (double 0xBE927E4F809C52AD)
  %5562 = fadd <8 x double> %5558, splat (double 0xBE927E4F809C52AD)
  %5563 = fadd <8 x double> %5559, splat (double 0xBE927E4F809C52AD)
  %5564 = fadd <8 x double> %5560, splat (double 0xBE927E4F809C52AD)
  %5565 = fmul <8 x double> %5525, %5525
  %5566 = fmul <8 x double> %5526, %5526
  %5567 = fmul <8 x double> %5527, %5527
  %5568 = fmul <8 x double> %5528, %5528
  %5569 = fmul <8 x double> %5565, %5561
  %5570 = fmul <8 x double> %5566, %5562
  %5571 = fmul <8 x double> %5567, %5563
  %5572 = fmul <8 x double> %5568, %5564
  %5573 = fadd <8 x double> %5545, %5569
  %5574 = fadd <8 x double> %5546, %5570
  %5575 = fadd <8 x double> %5547, %5571
  %5576 = fadd <8 x double> %5548, %5572
  %5577 = fmul <8 x double> %5521, splat (double 5.000000e-01)
  %5578 = fmul <8 x double> %5522, splat (double 5.000000e-01)
  %5579 = fmul <8 x double> %5523, splat (double 5.000000e-01)
  %5580 = fmul <8 x double> %5524, splat (double 5.000000e-01)
  %5581 = fsub <8 x double> splat (double 1.000000e+00), %5577
  %5582 = fsub <8 x double> splat (double 1.000000e+00), %5578
  %5583 = fsub <8 x double> splat (double 1.000000e+00), %5579
  %5584 = fsub <8 x double> splat (double 1.000000e+00), %5580
  %5585 = fsub <8 x double> splat (double 1.000000e+00), %5581
  %5586 = fsub <8 x double> splat (double 1.000000e+00), %5582
  %5587 = fsub <8 x double> splat (double 1.000000e+00), %5583
  %5588 = fsub <8 x double> splat (double 1.000000e+00), %5584
  %5589 = fsub <8 x double> %5585, %5577
  %5590 = fsub <8 x double> %5586, %5578
  %5591 = fsub <8 x double> %5587, %5579
  %5592 = fsub <8 x double> %5588, %5580
  %5593 = fmul <8 x double> %5521, %5573
  %5594 = fmul <8 x double> %5522, %5574
  %5595 = fmul <8 x double> %5523, %5575
  %5596 = fmul <8 x double> %5524, %5576
  %5597 = fmul <8 x double> %5509, %5517
  %5598 = fmul <8 x double> %5510, %5518
  %5599 = fmul <8 x double> %5511, %5519
  %5600 = fmul <8 x double> %5512, %5520
  %5601 = fsub <8 x double> %5593, %5597
  %5602 = fsub <8 x double> %5594, %5598
  %5603 = fsub <8 x double> %5595, %5599
  %5604 = fsub <8 x double> %5596, %5600
  %5605 = fadd <8 x double> %5589, %5601
  %5606 = fadd <8 x double> %5590, %5602
  %5607 = fadd <8 x double> %5591, %5603
  %5608 = fadd <8 x double> %5592, %5604
  %5609 = fadd <8 x double> %5581, %5605
  %5610 = fadd <8 x double> %5582, %5606
  %5611 = fadd <8 x double> %5583, %5607
  %5612 = fadd <8 x double> %5584, %5608
  %5613 = fmul <8 x double> %5521, splat (double 0x3EC71DE357B1FE7D)
  %5614 = fmul <8 x double> %5522, splat (double 0x3EC71DE357B1FE7D)
  %5615 = fmul <8 x double> %5523, splat (double 0x3EC71DE357B1FE7D)
  %5616 = fmul <8 x double> %5524, splat (double 0x3EC71DE357B1FE7D)
  %5617 = fadd <8 x double> %5613, splat (double 0xBF2A01A019C161D5)
  %5618 = fadd <8 x double> %5614, splat (double 0xBF2A01A019C161D5)
  %5619 = fadd <8 x double> %5615, splat (double 0xBF2A01A019C161D5)
  %5620 = fadd <8 x double> %5616, splat (double 0xBF2A01A019C161D5)
  %5621 = fmul <8 x double> %5521, %5617
  %5622 = fmul <8 x double> %5522, %5618
  %5623 = fmul <8 x double> %5523, %5619
  %5624 = fmul <8 x double> %5524, %5620
  %5625 = fadd <8 x double> %5621, splat (double 0x3F8111111110F8A6)
  %5626 = fadd <8 x double> %5622, splat (double 0x3F8111111110F8A6)
  %5627 = fadd <8 x double> %5623, splat (double 0x3F8111111110F8A6)
  %5628 = fadd <8 x double> %5624, splat (double 0x3F8111111110F8A6)
  %5629 = fmul <8 x double> %5521, splat (double 0x3DE5D93A5ACFD57C)
  %5630 = fmul <8 x double> %5522, splat (double 0x3DE5D93A5ACFD57C)
  %5631 = fmul <8 x double> %5523, splat (double 0x3DE5D93A5ACFD57C)
  %5632 = fmul <8 x double> %5524, splat (double 0x3DE5D93A5ACFD57C)
  %5633 = fadd <8 x double> %5629, splat (double 0xBE5AE5E68A2B9CEB)
  %5634 = fadd <8 x double> %5630, splat (double 0xBE5AE5E68A2B9CEB)
  %5635 = fadd <8 x double> %5631, splat (double 0xBE5AE5E68A2B9CEB)
  %5636 = fadd <8 x double> %5632, splat (double 0xBE5AE5E68A2B9CEB)
  %5637 = fmul <8 x double> %5521, %5525
  %5638 = fmul <8 x double> %5522, %5526
  %5639 = fmul <8 x double> %5523, %5527
  %5640 = fmul <8 x double> %5524, %5528
  %5641 = fmul <8 x double> %5637, %5633
  %5642 = fmul <8 x double> %5638, %5634
  %5643 = fmul <8 x double> %5639, %5635
  %5644 = fmul <8 x double> %5640, %5636
  %5645 = fadd <8 x double> %5641, %5625
  %5646 = fadd <8 x double> %5642, %5626
  %5647 = fadd <8 x double> %5643, %5627
  %5648 = fadd <8 x double> %5644, %5628
  %5649 = fmul <8 x double> %5509, %5521
  %5650 = fmul <8 x double> %5510, %5522
  %5651 = fmul <8 x double> %5511, %5523
  %5652 = fmul <8 x double> %5512, %5524
  %5653 = fmul <8 x double> %5517, splat (double 5.000000e-01)
  %5654 = fmul <8 x double> %5518, splat (double 5.000000e-01)
  %5655 = fmul <8 x double> %5519, splat (double 5.000000e-01)
  %5656 = fmul <8 x double> %5520, splat (double 5.000000e-01)
  %5657 = fmul <8 x double> %5649, %5645
  %5658 = fmul <8 x double> %5650, %5646
  %5659 = fmul <8 x double> %5651, %5647
  %5660 = fmul <8 x double> %5652, %5648
  %5661 = fsub <8 x double> %5653, %5657
  %5662 = fsub <8 x double> %5654, %5658
  %5663 = fsub <8 x double> %5655, %5659
  %5664 = fsub <8 x double> %5656, %5660
  %5665 = fmul <8 x double> %5521, %5661
  %5666 = fmul <8 x double> %5522, %5662
  %5667 = fmul <8 x double> %5523, %5663
  %5668 = fmul <8 x double> %5524, %5664
  %5669 = fsub <8 x double> %5665, %5517
  %5670 = fsub <8 x double> %5666, %5518
  %5671 = fsub <8 x double> %5667, %5519
  %5672 = fsub <8 x double> %5668, %5520
  %5673 = fmul <8 x double> %5649, splat (double 0x3FC5555555555549)
  %5674 = fmul <8 x double> %5650, splat (double 0x3FC5555555555549)
  %5675 = fmul <8 x double> %5651, splat (double 0x3FC5555555555549)
  %5676 = fmul <8 x double> %5652, splat (double 0x3FC5555555555549)
  %5677 = fadd <8 x double> %5669, %5673
  %5678 = fadd <8 x double> %5670, %5674
  %5679 = fadd <8 x double> %5671, %5675
  %5680 = fadd <8 x double> %5672, %5676
  %5681 = fsub <8 x double> %5509, %5677
  %5682 = fsub <8 x double> %5510, %5678
  %5683 = fsub <8 x double> %5511, %5679
  %5684 = fsub <8 x double> %5512, %5680
  %5685 = fneg <8 x double> %5609
  %5686 = fneg <8 x double> %5610
  %5687 = fneg <8 x double> %5611
  %5688 = fneg <8 x double> %5612
  %5689 = fneg <8 x double> %5681
  %5690 = fneg <8 x double> %5682
  %5691 = fneg <8 x double> %5683
  %5692 = fneg <8 x double> %5684
  %5693 = and <8 x i64> %5421, splat (i64 1)
  %5694 = and <8 x i64> %5422, splat (i64 1)
  %5695 = and <8 x i64> %5423, splat (i64 1)
  %5696 = and <8 x i64> %5424, splat (i64 1)
  %5697 = and <8 x i64> %5421, splat (i64 2)
  %5698 = and <8 x i64> %5422, splat (i64 2)
  %5699 = and <8 x i64> %5423, splat (i64 2)
  %5700 = and <8 x i64> %5424, splat (i64 2)
  %5701 = icmp eq <8 x i64> %5693, zeroinitializer
  %5702 = icmp eq <8 x i64> %5694, zeroinitializer
  %5703 = icmp eq <8 x i64> %5695, zeroinitializer
  %5704 = icmp eq <8 x i64> %5696, zeroinitializer
  %5705 = icmp eq <8 x i64> %5697, zeroinitializer
  %5706 = icmp eq <8 x i64> %5698, zeroinitializer
  %5707 = icmp eq <8 x i64> %5699, zeroinitializer
  %5708 = icmp eq <8 x i64> %5700, zeroinitializer
  %5709 = select <8 x i1> %5705, <8 x double> %5609, <8 x double> %5685
  %5710 = select <8 x i1> %5706, <8 x double> %5610, <8 x double> %5686
  %5711 = select <8 x i1> %5707, <8 x double> %5611, <8 x double> %5687
  %5712 = select <8 x i1> %5708, <8 x double> %5612, <8 x double> %5688
  %5713 = select <8 x i1> %5705, <8 x double> %5689, <8 x double> %5681
  %5714 = select <8 x i1> %5706, <8 x double> %5690, <8 x double> %5682
  %5715 = select <8 x i1> %5707, <8 x double> %5691, <8 x double> %5683
  %5716 = select <8 x i1> %5708, <8 x double> %5692, <8 x double> %5684
  %5717 = select <8 x i1> %5701, <8 x double> %5709, <8 x double> %5713
  %5718 = select <8 x i1> %5702, <8 x double> %5710, <8 x double> %5714
  %5719 = select <8 x i1> %5703, <8 x double> %5711, <8 x double> %5715
  %5720 = select <8 x i1> %5704, <8 x double> %5712, <8 x double> %5716
  %5721 = fmul <8 x double> %5405, %5717
  %5722 = fmul <8 x double> %5406, %5718
  %5723 = fmul <8 x double> %5407, %5719
  %5724 = fmul <8 x double> %5408, %5720
  %5725 = fptrunc <8 x double> %5721 to <8 x float>
  %5726 = fptrunc <8 x double> %5722 to <8 x float>
  %5727 = fptrunc <8 x double> %5723 to <8 x float>
  %5728 = fptrunc <8 x double> %5724 to <8 x float>
  %5729 = getelementptr inbounds nuw i8, ptr %5209, i64 32
  %5730 = getelementptr inbounds nuw i8, ptr %5209, i64 64
  %5731 = getelementptr inbounds nuw i8, ptr %5209, i64 96
  store <8 x float> %5725, ptr %5209, align 4, !alias.scope !71, !noalias !74
  store <8 x float> %5726, ptr %5729, align 4, !alias.scope !71, !noalias !74
  store <8 x float> %5727, ptr %5730, align 4, !alias.scope !71, !noalias !74
  store <8 x float> %5728, ptr %5731, align 4, !alias.scope !71, !noalias !74
  %index.next1877 = add nuw i64 %index1868, 32
  %5732 = icmp eq i64 %index.next1877, %n.vec1866
  br i1 %5732, label %middle.block1878, label %vector.body1867, !llvm.loop !80

middle.block1878:                                 ; preds = %vector.body1867
  br i1 %cmp.n1879, label %noise.exit137.us, label %vec.epilog.iter.check1882

vec.epilog.iter.check1882:                        ; preds = %middle.block1878
  br i1 %min.epilog.iters.check1883, label %noise.body136.us.preheader, label %vec.epilog.vector.body1887, !prof !10

vec.epilog.vector.body1887:                       ; preds = %vec.epilog.iter.check1882, %vec.epilog.vector.body1887
  %index1888 = phi i64 [ %index.next1891, %vec.epilog.vector.body1887 ], [ %n.vec1866, %vec.epilog.iter.check1882 ]
  %5733 = getelementptr inbounds nuw float, ptr %4581, i64 %index1888
  %wide.load1889 = load <4 x i32>, ptr %5733, align 4, !alias.scope !71, !noalias !74
  %5734 = getelementptr inbounds nuw float, ptr %4580, i64 %index1888
  %wide.load1890 = load <4 x i32>, ptr %5734, align 4, !alias.scope !74, !noalias !71
  %5735 = uitofp <4 x i32> %wide.load1889 to <4 x double>
  %5736 = fadd <4 x double> %5735, splat (double 5.000000e-01)
  %5737 = fmul <4 x double> %5736, splat (double 0x3DF0000000000000)
  %5738 = uitofp <4 x i32> %wide.load1890 to <4 x double>
  %5739 = fadd <4 x double> %5738, splat (double 5.000000e-01)
  %5740 = fmul <4 x double> %5739, splat (double 0x3DF0000000000000)
  %5741 = bitcast <4 x double> %5737 to <4 x i64>
  %5742 = lshr <4 x i64> %5741, splat (i64 32)
  %5743 = add nuw nsw <4 x i64> %5742, splat (i64 614242)
  %5744 = lshr <4 x i64> %5743, splat (i64 20)
  %5745 = add nsw <4 x i64> %5744, splat (i64 -1023)
  %5746 = shl nuw <4 x i64> %5743, splat (i64 32)
  %5747 = and <4 x i64> %5746, splat (i64 4503595332403200)
  %5748 = add nuw nsw <4 x i64> %5747, splat (i64 4604544269498187776)
  %5749 = and <4 x i64> %5741, splat (i64 4294967295)
  %5750 = or disjoint <4 x i64> %5748, %5749
  %5751 = bitcast <4 x i64> %5750 to <4 x double>
  %5752 = fadd <4 x double> %5751, splat (double -1.000000e+00)
  %5753 = fmul <4 x double> %5752, splat (double 5.000000e-01)
  %5754 = fmul <4 x double> %5752, %5753
  %5755 = fadd <4 x double> %5752, splat (double 2.000000e+00)
  %5756 = fdiv <4 x double> %5752, %5755
  %5757 = fmul <4 x double> %5756, %5756
  %5758 = fmul <4 x double> %5757, %5757
  %5759 = fmul <4 x double> %5758, splat (double 0x3FC39A09D078C69F)
  %5760 = fadd <4 x double> %5759, splat (double 0x3FCC71C51D8E78AF)
  %5761 = fmul <4 x double> %5758, %5760
  %5762 = fadd <4 x double> %5761, splat (double 0x3FD999999997FA04)
  %5763 = fmul <4 x double> %5758, %5762
  %5764 = fmul <4 x double> %5758, splat (double 0x3FC2F112DF3E5244)
  %5765 = fadd <4 x double> %5764, splat (double 0x3FC7466496CB03DE)
  %5766 = fmul <4 x double> %5758, %5765
  %5767 = fadd <4 x double> %5766, splat (double 0x3FD2492494229359)
  %5768 = fmul <4 x double> %5758, %5767
  %5769 = fadd <4 x double> %5768, splat (double 0x3FE5555555555593)
  %5770 = fmul <4 x double> %5757, %5769
  %5771 = fadd <4 x double> %5763, %5770
  %5772 = sitofp <4 x i64> %5745 to <4 x double>
  %5773 = fadd <4 x double> %5754, %5771
  %5774 = fmul <4 x double> %5756, %5773
  %5775 = fmul <4 x double> %5772, splat (double 0x3DEA39EF35793C76)
  %5776 = fadd <4 x double> %5775, %5774
  %5777 = fsub <4 x double> %5776, %5754
  %5778 = fadd <4 x double> %5752, %5777
  %5779 = fmul <4 x double> %5772, splat (double 0x3FE62E42FEE00000)
  %5780 = fadd <4 x double> %5779, %5778
  %5781 = fmul <4 x double> %5780, splat (double -2.000000e+00)
  %5782 = tail call <4 x double> @llvm.sqrt.v4f64(<4 x double> %5781)
  %5783 = fmul <4 x double> %5740, splat (double 0x401921FB54442D18)
  %5784 = fmul <4 x double> %5783, splat (double 0x3FE45F306DC9C883)
  %5785 = fadd <4 x double> %5784, splat (double 0x4338000000000000)
  %5786 = bitcast <4 x double> %5785 to <4 x i64>
  %5787 = fadd <4 x double> %5785, splat (double 0xC338000000000000)
  %5788 = fmul <4 x double> %5787, splat (double 0x3FF921FB54400000)
  %5789 = fsub <4 x double> %5783, %5788
  %5790 = fmul <4 x double> %5787, splat (double 0x3DD0B4611A626331)
  %5791 = fmul <4 x double> %5787, splat (double 0x3DD0B4611A600000)
  %5792 = fsub <4 x double> %5789, %5791
  %5793 = fmul <4 x double> %5787, splat (double 0x3BA3198A2E037073)
  %5794 = fsub <4 x double> %5789, %5792
  %5795 = fsub <4 x double> %5794, %5791
  %5796 = fsub <4 x double> %5793, %5795
  %5797 = fsub <4 x double> %5789, %5790
  %5798 = bitcast <4 x double> %5783 to <4 x i64>
  %5799 = lshr <4 x i64> %5798, splat (i64 52)
  %5800 = and <4 x i64> %5799, splat (i64 2047)
  %5801 = bitcast <4 x double> %5797 to <4 x i64>
  %5802 = lshr <4 x i64> %5801, splat (i64 52)
  %5803 = and <4 x i64> %5802, splat (i64 2047)
  %5804 = add nuw nsw <4 x i64> %5803, splat (i64 16)
  %5805 = icmp samesign ult <4 x i64> %5804, %5800
  %5806 = select <4 x i1> %5805, <4 x double> %5792, <4 x double> %5789
  %5807 = select <4 x i1> %5805, <4 x double> %5796, <4 x double> %5790
  %5808 = fsub <4 x double> %5806, %5807
  %5809 = fsub <4 x double> %5806, %5808
  %5810 = fsub <4 x double> %5809, %5807
  %5811 = fmul <4 x double> %5808, %5808
  %5812 = fmul <4 x double> %5811, %5811
  %5813 = fmul <4 x double> %5811, splat (double 0x3EFA01A019CB1590)
  %5814 = fadd <4 x double> %5813, splat (double 0xBF56C16C16C15177)
  %5815 = fmul <4 x double> %5811, %5814
  %5816 = fadd <4 x double> %5815, splat (double 0x3FA555555555554C)
  %5817 = fmul <4 x double> %5811, %5816
  %5818 = fmul <4 x double> %5811, splat (double 0x3DA8FAE9BE8838D4)
  %5819 = fsub <4 x double> splat (double 0x3E21EE9EBDB4B1C4), %5818
  %5820 = fmul <4 x double> %5811, %5819
  %5821 = fadd <4 x double> %5820, splat (double 0xBE927E4F809C52AD)
  %5822 = fmul <4 x double> %5812, %5812
  %5823 = fmul <4 x double> %5822, %5821
  %5824 = fadd <4 x double> %5817, %5823
  %5825 = fmul <4 x double> %5811, splat (double 5.000000e-01)
  %5826 = fsub <4 x double> splat (double 1.000000e+00), %5825
  %5827 = fsub <4 x double> splat (double 1.000000e+00), %5826
  %5828 = fsub <4 x double> %5827, %5825
  %5829 = fmul <4 x double> %5811, %5824
  %5830 = fmul <4 x double> %5808, %5810
  %5831 = fsub <4 x double> %5829, %5830
  %5832 = fadd <4 x double> %5828, %5831
  %5833 = fadd <4 x double> %5826, %5832
  %5834 = fmul <4 x double> %5811, splat (double 0x3EC71DE357B1FE7D)
  %5835 = fadd <4 x double> %5834, splat (double 0xBF2A01A019C161D5)
  %5836 = fmul <4 x double> %5811, %5835
  %5837 = fadd <4 x double> %5836, splat (double 0x3F8111111110F8A6)
  %5838 = fmul <4 x double> %5811, splat (double 0x3DE5D93A5ACFD57C)
  %5839 = fadd <4 x double> %5838, splat (double 0xBE5AE5E68A2B9CEB)
  %5840 = fmul <4 x double> %5811, %5812
  %5841 = fmul <4 x double> %5840, %5839
  %5842 = fadd <4 x double> %5841, %5837
  %5843 = fmul <4 x double> %5808, %5811
  %5844 = fmul <4 x double> %5810, splat (double 5.000000e-01)
  %5845 = fmul <4 x double> %5843, %5842
  %5846 = fsub <4 x double> %5844, %5845
  %5847 = fmul <4 x double> %5811, %5846
  %5848 = fsub <4 x double> %5847, %5810
  %5849 = fmul <4 x double> %5843, splat (double 0x3FC5555555555549)
  %5850 = fadd <4 x double> %5848, %5849
  %5851 = fsub <4 x double> %5808, %5850
  %5852 = fneg <4 x double> %5833
  %5853 = fneg <4 x double> %5851
  %5854 = and <4 x i64> %5786, splat (i64 1)
  %5855 = and <4 x i64> %5786, splat (i64 2)
  %5856 = icmp eq <4 x i64> %5854, zeroinitializer
  %5857 = icmp eq <4 x i64> %5855, zeroinitializer
  %5858 = select <4 x i1> %5857, <4 x double> %5833, <4 x double> %5852
  %5859 = select <4 x i1> %5857, <4 x double> %5853, <4 x double> %5851
  %5860 = select <4 x i1> %5856, <4 x double> %5858, <4 x double> %5859
  %5861 = fmul <4 x double> %5782, %5860
  %5862 = fptrunc <4 x double> %5861 to <4 x float>
  store <4 x float> %5862, ptr %5733, align 4, !alias.scope !71, !noalias !74
  %index.next1891 = add nuw i64 %index1888, 4
  %5863 = icmp eq i64 %index.next1891, %n.vec1886
  br i1 %5863, label %vec.epilog.middle.block1892, label %vec.epilog.vector.body1887, !llvm.loop !81

vec.epilog.middle.block1892:                      ; preds = %vec.epilog.vector.body1887
  br i1 %cmp.n1893, label %noise.exit137.us, label %noise.body136.us.preheader

noise.body136.us.preheader:                       ; preds = %vec.epilog.iter.check1882, %vec.epilog.middle.block1892
  %noise138722.us.ph = phi i64 [ %n.vec1866, %vec.epilog.iter.check1882 ], [ %n.vec1886, %vec.epilog.middle.block1892 ]
  br label %noise.body136.us

noise.done144.us:                                 ; preds = %lockstep_sums_tail.body.us, %lockstep_sums_tail.body287.us, %lockstep_sums_tail.header286.preheader.us, %lockstep_sums_tail.header.preheader.us
  %lockstep_sums230.1.lcssa.us.sink1064 = phi <4 x float> [ %6122, %lockstep_sums_tail.body287.us ], [ %4531, %lockstep_sums_tail.header.preheader.us ], [ %6158, %lockstep_sums_tail.header286.preheader.us ], [ %4495, %lockstep_sums_tail.body.us ]
  %lockstep_sums231.1.lcssa.us.sink1061 = phi <4 x float> [ %6135, %lockstep_sums_tail.body287.us ], [ %4539, %lockstep_sums_tail.header.preheader.us ], [ %6166, %lockstep_sums_tail.header286.preheader.us ], [ %4508, %lockstep_sums_tail.body.us ]
  %lockstep_sums232.1.lcssa.us.sink1058 = phi <4 x float> [ %6148, %lockstep_sums_tail.body287.us ], [ %4547, %lockstep_sums_tail.header.preheader.us ], [ %6174, %lockstep_sums_tail.header286.preheader.us ], [ %4521, %lockstep_sums_tail.body.us ]
  %5864 = extractelement <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, i64 0
  store float %5864, ptr %lockstep_uniforms, align 4
  %5865 = extractelement <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, i64 0
  store float %5865, ptr %4350, align 4
  %5866 = shufflevector <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, <2 x i32> <i32 1, i32 5>
  store <2 x float> %5866, ptr %4344, align 4
  %5867 = shufflevector <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, <2 x i32> <i32 2, i32 6>
  store <2 x float> %5867, ptr %4345, align 4
  %5868 = shufflevector <4 x float> %lockstep_sums230.1.lcssa.us.sink1064, <4 x float> %lockstep_sums231.1.lcssa.us.sink1061, <2 x i32> <i32 3, i32 7>
  store <2 x float> %5868, ptr %4346, align 4
  %5869 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 0
  store float %5869, ptr %4351, align 4
  %5870 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 1
  store float %5870, ptr %4352, align 4
  %5871 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 2
  store float %5871, ptr %4353, align 4
  %5872 = extractelement <4 x float> %lockstep_sums232.1.lcssa.us.sink1058, i64 3
  store float %5872, ptr %4354, align 4
  br i1 %cond565, label %iter.check1647, label %iter.check1707.preheader

iter.check1707.preheader:                         ; preds = %noise.done144.us
  %broadcast.splatinsert1718 = insertelement <8 x float> poison, float %noise_scale126.us, i64 0
  %broadcast.splat1719 = shufflevector <8 x float> %broadcast.splatinsert1718, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1750 = insertelement <4 x float> poison, float %noise_scale126.us, i64 0
  %broadcast.splat1751 = shufflevector <4 x float> %broadcast.splatinsert1750, <4 x float> poison, <4 x i32> zeroinitializer
  br label %iter.check1707

lockstep_sums_tail.body341.us:                    ; preds = %lockstep_sums_tail.header340.preheader.us, %lockstep_sums_tail.body341.us
  %lockstep_sums_tail343761.us = phi i64 [ %5886, %lockstep_sums_tail.body341.us ], [ %whole_tiles_end, %lockstep_sums_tail.header340.preheader.us ]
  %lockstep_sums318.1760.us = phi <4 x float> [ %5885, %lockstep_sums_tail.body341.us ], [ %.lcssa2352, %lockstep_sums_tail.header340.preheader.us ]
  %5873 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail343761.us
  %5874 = load float, ptr %5873, align 4
  %5875 = insertelement <4 x float> poison, float %5874, i64 0
  %5876 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums_tail343761.us
  %5877 = load float, ptr %5876, align 4
  %5878 = insertelement <4 x float> %5875, float %5877, i64 1
  %5879 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums_tail343761.us
  %5880 = load float, ptr %5879, align 4
  %5881 = insertelement <4 x float> %5878, float %5880, i64 2
  %5882 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums_tail343761.us
  %5883 = load float, ptr %5882, align 4
  %5884 = insertelement <4 x float> %5881, float %5883, i64 3
  %5885 = fadd <4 x float> %lockstep_sums318.1760.us, %5884
  %5886 = add nuw nsw i64 %lockstep_sums_tail343761.us, 1
  %5887 = icmp ult i64 %5886, %n_features
  br i1 %5887, label %lockstep_sums_tail.body341.us, label %noise.done299.us, !llvm.loop !82

lockstep_sums.body321.us:                         ; preds = %lockstep_sums.body321.us.preheader, %lockstep_sums.body321.us
  %lockstep_sums323758.us = phi i64 [ %5905, %lockstep_sums.body321.us ], [ 0, %lockstep_sums.body321.us.preheader ]
  %lockstep_sums318.0757.us = phi <4 x float> [ %5904, %lockstep_sums.body321.us ], [ zeroinitializer, %lockstep_sums.body321.us.preheader ]
  %niter2437 = phi i64 [ %niter2437.next.1, %lockstep_sums.body321.us ], [ 0, %lockstep_sums.body321.us.preheader ]
  %5888 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums323758.us
  %block324.us = load <4 x float>, ptr %5888, align 4
  %5889 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums323758.us
  %block325.us = load <4 x float>, ptr %5889, align 4
  %5890 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums323758.us
  %block326.us = load <4 x float>, ptr %5890, align 4
  %5891 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums323758.us
  %block327.us = load <4 x float>, ptr %5891, align 4
  %transpose328.us = shufflevector <4 x float> %block324.us, <4 x float> %block326.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose329.us = shufflevector <4 x float> %block324.us, <4 x float> %block326.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose330.us = shufflevector <4 x float> %block325.us, <4 x float> %block327.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us = shufflevector <4 x float> %block325.us, <4 x float> %block327.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us = shufflevector <4 x float> %transpose328.us, <4 x float> %transpose330.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose333.us = shufflevector <4 x float> %transpose328.us, <4 x float> %transpose330.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose334.us = shufflevector <4 x float> %transpose329.us, <4 x float> %transpose331.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us = shufflevector <4 x float> %transpose329.us, <4 x float> %transpose331.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5892 = fadd <4 x float> %lockstep_sums318.0757.us, %transpose332.us
  %5893 = fadd <4 x float> %transpose333.us, %5892
  %5894 = fadd <4 x float> %transpose334.us, %5893
  %5895 = fadd <4 x float> %transpose335.us, %5894
  %5896 = or disjoint i64 %lockstep_sums323758.us, 4
  %5897 = getelementptr inbounds nuw float, ptr %scratch, i64 %5896
  %block324.us.1 = load <4 x float>, ptr %5897, align 4
  %5898 = getelementptr inbounds nuw float, ptr %4464, i64 %5896
  %block325.us.1 = load <4 x float>, ptr %5898, align 4
  %5899 = getelementptr inbounds nuw float, ptr %4468, i64 %5896
  %block326.us.1 = load <4 x float>, ptr %5899, align 4
  %5900 = getelementptr inbounds nuw float, ptr %4472, i64 %5896
  %block327.us.1 = load <4 x float>, ptr %5900, align 4
  %transpose328.us.1 = shufflevector <4 x float> %block324.us.1, <4 x float> %block326.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose329.us.1 = shufflevector <4 x float> %block324.us.1, <4 x float> %block326.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose330.us.1 = shufflevector <4 x float> %block325.us.1, <4 x float> %block327.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us.1 = shufflevector <4 x float> %block325.us.1, <4 x float> %block327.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us.1 = shufflevector <4 x float> %transpose328.us.1, <4 x float> %transpose330.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose333.us.1 = shufflevector <4 x float> %transpose328.us.1, <4 x float> %transpose330.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose334.us.1 = shufflevector <4 x float> %transpose329.us.1, <4 x float> %transpose331.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us.1 = shufflevector <4 x float> %transpose329.us.1, <4 x float> %transpose331.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %5901 = fadd <4 x float> %5895, %transpose332.us.1
  %5902 = fadd <4 x float> %transpose333.us.1, %5901
  %5903 = fadd <4 x float> %transpose334.us.1, %5902
  %5904 = fadd <4 x float> %transpose335.us.1, %5903
  %5905 = add nuw nsw i64 %lockstep_sums323758.us, 8
  %niter2437.next.1 = add nuw nsw i64 %niter2437, 2
  %niter2437.ncmp.1.not = icmp eq i64 %niter2437.next.1, %unroll_iter2436
  br i1 %niter2437.ncmp.1.not, label %lockstep_sums_tail.header340.preheader.us.unr-lcssa, label %lockstep_sums.body321.us, !llvm.loop !83

feature.exit308.us:                               ; preds = %feature.body307.us.prol.loopexit, %feature.body307.us, %vec.epilog.middle.block1758, %middle.block1735
  %5906 = add nuw nsw i64 %lockstep_row303756.us, 1
  %exitcond939.not = icmp eq i64 %5906, %umax950
  br i1 %exitcond939.not, label %lockstep_sums.body321.us.preheader, label %iter.check1707

lockstep_sums.body321.us.preheader:               ; preds = %feature.exit308.us
  br i1 %4406, label %lockstep_sums.body321.us.epil.preheader, label %lockstep_sums.body321.us

feature.body307.us:                               ; preds = %feature.body307.us.prol.loopexit, %feature.body307.us
  %feature309755.us = phi i64 [ %5942, %feature.body307.us ], [ %feature309755.us.unr, %feature.body307.us.prol.loopexit ]
  %5907 = getelementptr inbounds nuw float, ptr %6293, i64 %feature309755.us
  %5908 = load float, ptr %5907, align 4
  %5909 = getelementptr inbounds nuw float, ptr %6294, i64 %feature309755.us
  %5910 = load float, ptr %5909, align 4
  %5911 = fneg float %5910
  %5912 = fmul float %5908, %6298
  %5913 = fsub float %5911, %5912
  %5914 = fmul float %eta, %5913
  %5915 = fsub float %5908, %5914
  %5916 = getelementptr inbounds nuw float, ptr %6295, i64 %feature309755.us
  %5917 = load float, ptr %5916, align 4
  %5918 = fmul float %5908, %6300
  %5919 = fsub float %5917, %5918
  %5920 = fmul float %noise_scale126.us, %5919
  %5921 = fadd float %5915, %5920
  %5922 = fmul float %5921, %5921
  %5923 = getelementptr inbounds nuw float, ptr %6292, i64 %feature309755.us
  store float %5922, ptr %5923, align 4
  %5924 = add nuw nsw i64 %feature309755.us, 1
  %5925 = getelementptr inbounds nuw float, ptr %6293, i64 %5924
  %5926 = load float, ptr %5925, align 4
  %5927 = getelementptr inbounds nuw float, ptr %6294, i64 %5924
  %5928 = load float, ptr %5927, align 4
  %5929 = fneg float %5928
  %5930 = fmul float %5926, %6298
  %5931 = fsub float %5929, %5930
  %5932 = fmul float %eta, %5931
  %5933 = fsub float %5926, %5932
  %5934 = getelementptr inbounds nuw float, ptr %6295, i64 %5924
  %5935 = load float, ptr %5934, align 4
  %5936 = fmul float %5926, %6300
  %5937 = fsub float %5935, %5936
  %5938 = fmul float %noise_scale126.us, %5937
  %5939 = fadd float %5933, %5938
  %5940 = fmul float %5939, %5939
  %5941 = getelementptr inbounds nuw float, ptr %6292, i64 %5924
  store float %5940, ptr %5941, align 4
  %5942 = add nuw nsw i64 %feature309755.us, 2
  %exitcond936.not.1 = icmp eq i64 %5942, %n_features
  br i1 %exitcond936.not.1, label %feature.exit308.us, label %feature.body307.us, !llvm.loop !84

noise.done299.us:                                 ; preds = %lockstep_sums_tail.body341.us, %lockstep_sums_tail.body387.us, %lockstep_sums_tail.header386.preheader.us, %lockstep_sums_tail.header340.preheader.us
  %lockstep_sums364.1.lcssa.us.sink1067 = phi <4 x float> [ %6040, %lockstep_sums_tail.body387.us ], [ %.lcssa2352, %lockstep_sums_tail.header340.preheader.us ], [ %.lcssa2354, %lockstep_sums_tail.header386.preheader.us ], [ %5885, %lockstep_sums_tail.body341.us ]
  %5943 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 0
  store float %5943, ptr %4355, align 4
  %5944 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 1
  store float %5944, ptr %4356, align 4
  %5945 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 2
  store float %5945, ptr %4357, align 4
  %5946 = extractelement <4 x float> %lockstep_sums364.1.lcssa.us.sink1067, i64 3
  store float %5946, ptr %4358, align 4
  br i1 %cond565, label %feature.body417.lr.ph.us, label %feature.body405.lr.ph.us.preheader

feature.body405.lr.ph.us.preheader:               ; preds = %noise.done299.us
  %broadcast.splatinsert1615 = insertelement <8 x float> poison, float %noise_scale126.us, i64 0
  %broadcast.splat1616 = shufflevector <8 x float> %broadcast.splatinsert1615, <8 x float> poison, <8 x i32> zeroinitializer
  br label %feature.body405.lr.ph.us

feature.exit406.us:                               ; preds = %feature.body405.us779.prol.loopexit, %feature.body405.us779, %middle.block1625, %feature.body405.lr.ph.us
  %5947 = add nuw nsw i64 %lockstep_row399772.us, 1
  %exitcond947.not = icmp eq i64 %5947, %umax950
  br i1 %exitcond947.not, label %noise.done395.us, label %feature.body405.lr.ph.us

feature.body405.us779:                            ; preds = %feature.body405.us779.prol.loopexit, %feature.body405.us779
  %feature407771.us780 = phi i64 [ %5981, %feature.body405.us779 ], [ %feature407771.us780.unr, %feature.body405.us779.prol.loopexit ]
  %5948 = getelementptr inbounds nuw float, ptr %6462, i64 %feature407771.us780
  %5949 = load float, ptr %5948, align 4
  %5950 = getelementptr inbounds nuw float, ptr %6463, i64 %feature407771.us780
  %5951 = load float, ptr %5950, align 4
  %5952 = fneg float %5951
  %5953 = fmul float %5949, %6478
  %5954 = fsub float %5952, %5953
  %5955 = fmul float %eta, %5954
  %5956 = fsub float %5949, %5955
  %5957 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature407771.us780
  %5958 = load float, ptr %5957, align 4
  %5959 = fmul float %5949, %6479
  %5960 = fsub float %5958, %5959
  %5961 = fmul float %noise_scale126.us, %5960
  %5962 = fadd float %5956, %5961
  %5963 = fdiv float %5962, %6480
  store float %5963, ptr %5948, align 4
  %5964 = add nuw nsw i64 %feature407771.us780, 1
  %5965 = getelementptr inbounds nuw float, ptr %6462, i64 %5964
  %5966 = load float, ptr %5965, align 4
  %5967 = getelementptr inbounds nuw float, ptr %6463, i64 %5964
  %5968 = load float, ptr %5967, align 4
  %5969 = fneg float %5968
  %5970 = fmul float %5966, %6478
  %5971 = fsub float %5969, %5970
  %5972 = fmul float %eta, %5971
  %5973 = fsub float %5966, %5972
  %5974 = getelementptr inbounds nuw float, ptr %gep.us, i64 %5964
  %5975 = load float, ptr %5974, align 4
  %5976 = fmul float %5966, %6479
  %5977 = fsub float %5975, %5976
  %5978 = fmul float %noise_scale126.us, %5977
  %5979 = fadd float %5973, %5978
  %5980 = fdiv float %5979, %6480
  store float %5980, ptr %5965, align 4
  %5981 = add nuw nsw i64 %feature407771.us780, 2
  %exitcond944.not.1 = icmp eq i64 %5981, %n_features
  br i1 %exitcond944.not.1, label %feature.exit406.us, label %feature.body405.us779, !llvm.loop !85

noise.done395.us:                                 ; preds = %feature.exit406.us, %feature.exit418.us
  %t_next420.us = fmul float %anneal_ratio, %temperature120.0776.us
  %5982 = add nuw i64 %step125777.us, 1
  %exitcond952.not = icmp eq i64 %5982, %steps
  br i1 %exitcond952.not, label %step.header122.step.exit124_crit_edge.us, label %step.body123.us

feature.exit418.us:                               ; preds = %feature.body417.us781.prol.loopexit, %feature.body417.us781, %middle.block1565, %vec.epilog.middle.block1585, %feature.body417.lr.ph.us
  %5983 = add nuw nsw i64 %lockstep_row411775.us, 1
  %exitcond951.not = icmp eq i64 %5983, %umax950
  br i1 %exitcond951.not, label %noise.done395.us, label %feature.body417.lr.ph.us

feature.body417.us781:                            ; preds = %feature.body417.us781.prol.loopexit, %feature.body417.us781
  %feature419773.us782 = phi i64 [ %6027, %feature.body417.us781 ], [ %feature419773.us782.unr, %feature.body417.us781.prol.loopexit ]
  %5984 = getelementptr inbounds nuw float, ptr %6514, i64 %feature419773.us782
  %5985 = load float, ptr %5984, align 4
  %5986 = getelementptr inbounds nuw float, ptr %6515, i64 %feature419773.us782
  %5987 = load float, ptr %5986, align 4
  %5988 = fneg float %5987
  %5989 = fmul float %5985, %6529
  %5990 = fsub float %5988, %5989
  %5991 = fmul float %eta, %5990
  %5992 = fsub float %5985, %5991
  %5993 = fdiv float %5992, %6530
  store float %5993, ptr %5984, align 4
  %5994 = add nuw nsw i64 %feature419773.us782, 1
  %5995 = getelementptr inbounds nuw float, ptr %6514, i64 %5994
  %5996 = load float, ptr %5995, align 4
  %5997 = getelementptr inbounds nuw float, ptr %6515, i64 %5994
  %5998 = load float, ptr %5997, align 4
  %5999 = fneg float %5998
  %6000 = fmul float %5996, %6529
  %6001 = fsub float %5999, %6000
  %6002 = fmul float %eta, %6001
  %6003 = fsub float %5996, %6002
  %6004 = fdiv float %6003, %6530
  store float %6004, ptr %5995, align 4
  %6005 = add nuw nsw i64 %feature419773.us782, 2
  %6006 = getelementptr inbounds nuw float, ptr %6514, i64 %6005
  %6007 = load float, ptr %6006, align 4
  %6008 = getelementptr inbounds nuw float, ptr %6515, i64 %6005
  %6009 = load float, ptr %6008, align 4
  %6010 = fneg float %6009
  %6011 = fmul float %6007, %6529
  %6012 = fsub float %6010, %6011
  %6013 = fmul float %eta, %6012
  %6014 = fsub float %6007, %6013
  %6015 = fdiv float %6014, %6530
  store float %6015, ptr %6006, align 4
  %6016 = add nuw nsw i64 %feature419773.us782, 3
  %6017 = getelementptr inbounds nuw float, ptr %6514, i64 %6016
  %6018 = load float, ptr %6017, align 4
  %6019 = getelementptr inbounds nuw float, ptr %6515, i64 %6016
  %6020 = load float, ptr %6019, align 4
  %6021 = fneg float %6020
  %6022 = fmul float %6018, %6529
  %6023 = fsub float %6021, %6022
  %6024 = fmul float %eta, %6023
  %6025 = fsub float %6018, %6024
  %6026 = fdiv float %6025, %6530
  store float %6026, ptr %6017, align 4
  %6027 = add nuw nsw i64 %feature419773.us782, 4
  %exitcond948.not.3 = icmp eq i64 %6027, %n_features
  br i1 %exitcond948.not.3, label %feature.exit418.us, label %feature.body417.us781, !llvm.loop !86

lockstep_sums_tail.body387.us:                    ; preds = %lockstep_sums_tail.header386.preheader.us, %lockstep_sums_tail.body387.us
  %lockstep_sums_tail389769.us = phi i64 [ %6041, %lockstep_sums_tail.body387.us ], [ %whole_tiles_end, %lockstep_sums_tail.header386.preheader.us ]
  %lockstep_sums364.1768.us = phi <4 x float> [ %6040, %lockstep_sums_tail.body387.us ], [ %.lcssa2354, %lockstep_sums_tail.header386.preheader.us ]
  %6028 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail389769.us
  %6029 = load float, ptr %6028, align 4
  %6030 = insertelement <4 x float> poison, float %6029, i64 0
  %6031 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums_tail389769.us
  %6032 = load float, ptr %6031, align 4
  %6033 = insertelement <4 x float> %6030, float %6032, i64 1
  %6034 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums_tail389769.us
  %6035 = load float, ptr %6034, align 4
  %6036 = insertelement <4 x float> %6033, float %6035, i64 2
  %6037 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums_tail389769.us
  %6038 = load float, ptr %6037, align 4
  %6039 = insertelement <4 x float> %6036, float %6038, i64 3
  %6040 = fadd <4 x float> %lockstep_sums364.1768.us, %6039
  %6041 = add nuw nsw i64 %lockstep_sums_tail389769.us, 1
  %6042 = icmp ult i64 %6041, %n_features
  br i1 %6042, label %lockstep_sums_tail.body387.us, label %noise.done299.us, !llvm.loop !87

lockstep_sums.body367.us:                         ; preds = %lockstep_sums.body367.us.preheader, %lockstep_sums.body367.us
  %lockstep_sums369766.us = phi i64 [ %6060, %lockstep_sums.body367.us ], [ 0, %lockstep_sums.body367.us.preheader ]
  %lockstep_sums364.0765.us = phi <4 x float> [ %6059, %lockstep_sums.body367.us ], [ zeroinitializer, %lockstep_sums.body367.us.preheader ]
  %niter2447 = phi i64 [ %niter2447.next.1, %lockstep_sums.body367.us ], [ 0, %lockstep_sums.body367.us.preheader ]
  %6043 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums369766.us
  %block370.us = load <4 x float>, ptr %6043, align 4
  %6044 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums369766.us
  %block371.us = load <4 x float>, ptr %6044, align 4
  %6045 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums369766.us
  %block372.us = load <4 x float>, ptr %6045, align 4
  %6046 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums369766.us
  %block373.us = load <4 x float>, ptr %6046, align 4
  %transpose374.us = shufflevector <4 x float> %block370.us, <4 x float> %block372.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose375.us = shufflevector <4 x float> %block370.us, <4 x float> %block372.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose376.us = shufflevector <4 x float> %block371.us, <4 x float> %block373.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us = shufflevector <4 x float> %block371.us, <4 x float> %block373.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us = shufflevector <4 x float> %transpose374.us, <4 x float> %transpose376.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose379.us = shufflevector <4 x float> %transpose374.us, <4 x float> %transpose376.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose380.us = shufflevector <4 x float> %transpose375.us, <4 x float> %transpose377.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us = shufflevector <4 x float> %transpose375.us, <4 x float> %transpose377.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6047 = fadd <4 x float> %lockstep_sums364.0765.us, %transpose378.us
  %6048 = fadd <4 x float> %transpose379.us, %6047
  %6049 = fadd <4 x float> %transpose380.us, %6048
  %6050 = fadd <4 x float> %transpose381.us, %6049
  %6051 = or disjoint i64 %lockstep_sums369766.us, 4
  %6052 = getelementptr inbounds nuw float, ptr %scratch, i64 %6051
  %block370.us.1 = load <4 x float>, ptr %6052, align 4
  %6053 = getelementptr inbounds nuw float, ptr %4464, i64 %6051
  %block371.us.1 = load <4 x float>, ptr %6053, align 4
  %6054 = getelementptr inbounds nuw float, ptr %4468, i64 %6051
  %block372.us.1 = load <4 x float>, ptr %6054, align 4
  %6055 = getelementptr inbounds nuw float, ptr %4472, i64 %6051
  %block373.us.1 = load <4 x float>, ptr %6055, align 4
  %transpose374.us.1 = shufflevector <4 x float> %block370.us.1, <4 x float> %block372.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose375.us.1 = shufflevector <4 x float> %block370.us.1, <4 x float> %block372.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose376.us.1 = shufflevector <4 x float> %block371.us.1, <4 x float> %block373.us.1, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us.1 = shufflevector <4 x float> %block371.us.1, <4 x float> %block373.us.1, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us.1 = shufflevector <4 x float> %transpose374.us.1, <4 x float> %transpose376.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose379.us.1 = shufflevector <4 x float> %transpose374.us.1, <4 x float> %transpose376.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose380.us.1 = shufflevector <4 x float> %transpose375.us.1, <4 x float> %transpose377.us.1, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us.1 = shufflevector <4 x float> %transpose375.us.1, <4 x float> %transpose377.us.1, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6056 = fadd <4 x float> %6050, %transpose378.us.1
  %6057 = fadd <4 x float> %transpose379.us.1, %6056
  %6058 = fadd <4 x float> %transpose380.us.1, %6057
  %6059 = fadd <4 x float> %transpose381.us.1, %6058
  %6060 = add nuw nsw i64 %lockstep_sums369766.us, 8
  %niter2447.next.1 = add nuw nsw i64 %niter2447, 2
  %niter2447.ncmp.1.not = icmp eq i64 %niter2447.next.1, %unroll_iter2446
  br i1 %niter2447.ncmp.1.not, label %lockstep_sums_tail.header386.preheader.us.unr-lcssa, label %lockstep_sums.body367.us, !llvm.loop !88

feature.exit354.us:                               ; preds = %feature.body353.us.prol.loopexit, %feature.body353.us, %vec.epilog.middle.block1685, %middle.block1667
  %6061 = add nuw nsw i64 %lockstep_row349764.us, 1
  %exitcond943.not = icmp eq i64 %6061, %umax950
  br i1 %exitcond943.not, label %lockstep_sums.body367.us.preheader, label %iter.check1647

lockstep_sums.body367.us.preheader:               ; preds = %feature.exit354.us
  br i1 %4407, label %lockstep_sums.body367.us.epil.preheader, label %lockstep_sums.body367.us

feature.body353.us:                               ; preds = %feature.body353.us.prol.loopexit, %feature.body353.us
  %feature355763.us = phi i64 [ %6109, %feature.body353.us ], [ %feature355763.us.unr, %feature.body353.us.prol.loopexit ]
  %6062 = getelementptr inbounds nuw float, ptr %6394, i64 %feature355763.us
  %6063 = load float, ptr %6062, align 4
  %6064 = getelementptr inbounds nuw float, ptr %6395, i64 %feature355763.us
  %6065 = load float, ptr %6064, align 4
  %6066 = fneg float %6065
  %6067 = fmul float %6063, %6398
  %6068 = fsub float %6066, %6067
  %6069 = fmul float %eta, %6068
  %6070 = fsub float %6063, %6069
  %6071 = fmul float %6070, %6070
  %6072 = getelementptr inbounds nuw float, ptr %6393, i64 %feature355763.us
  store float %6071, ptr %6072, align 4
  %6073 = add nuw nsw i64 %feature355763.us, 1
  %6074 = getelementptr inbounds nuw float, ptr %6394, i64 %6073
  %6075 = load float, ptr %6074, align 4
  %6076 = getelementptr inbounds nuw float, ptr %6395, i64 %6073
  %6077 = load float, ptr %6076, align 4
  %6078 = fneg float %6077
  %6079 = fmul float %6075, %6398
  %6080 = fsub float %6078, %6079
  %6081 = fmul float %eta, %6080
  %6082 = fsub float %6075, %6081
  %6083 = fmul float %6082, %6082
  %6084 = getelementptr inbounds nuw float, ptr %6393, i64 %6073
  store float %6083, ptr %6084, align 4
  %6085 = add nuw nsw i64 %feature355763.us, 2
  %6086 = getelementptr inbounds nuw float, ptr %6394, i64 %6085
  %6087 = load float, ptr %6086, align 4
  %6088 = getelementptr inbounds nuw float, ptr %6395, i64 %6085
  %6089 = load float, ptr %6088, align 4
  %6090 = fneg float %6089
  %6091 = fmul float %6087, %6398
  %6092 = fsub float %6090, %6091
  %6093 = fmul float %eta, %6092
  %6094 = fsub float %6087, %6093
  %6095 = fmul float %6094, %6094
  %6096 = getelementptr inbounds nuw float, ptr %6393, i64 %6085
  store float %6095, ptr %6096, align 4
  %6097 = add nuw nsw i64 %feature355763.us, 3
  %6098 = getelementptr inbounds nuw float, ptr %6394, i64 %6097
  %6099 = load float, ptr %6098, align 4
  %6100 = getelementptr inbounds nuw float, ptr %6395, i64 %6097
  %6101 = load float, ptr %6100, align 4
  %6102 = fneg float %6101
  %6103 = fmul float %6099, %6398
  %6104 = fsub float %6102, %6103
  %6105 = fmul float %eta, %6104
  %6106 = fsub float %6099, %6105
  %6107 = fmul float %6106, %6106
  %6108 = getelementptr inbounds nuw float, ptr %6393, i64 %6097
  store float %6107, ptr %6108, align 4
  %6109 = add nuw nsw i64 %feature355763.us, 4
  %exitcond940.not.3 = icmp eq i64 %6109, %n_features
  br i1 %exitcond940.not.3, label %feature.exit354.us, label %feature.body353.us, !llvm.loop !89

lockstep_sums_tail.body287.us:                    ; preds = %lockstep_sums_tail.header286.preheader.us, %lockstep_sums_tail.body287.us
  %lockstep_sums_tail289751.us = phi i64 [ %6149, %lockstep_sums_tail.body287.us ], [ %whole_tiles_end, %lockstep_sums_tail.header286.preheader.us ]
  %lockstep_sums230.1750.us = phi <4 x float> [ %6122, %lockstep_sums_tail.body287.us ], [ %6158, %lockstep_sums_tail.header286.preheader.us ]
  %lockstep_sums231.1749.us = phi <4 x float> [ %6135, %lockstep_sums_tail.body287.us ], [ %6166, %lockstep_sums_tail.header286.preheader.us ]
  %lockstep_sums232.1748.us = phi <4 x float> [ %6148, %lockstep_sums_tail.body287.us ], [ %6174, %lockstep_sums_tail.header286.preheader.us ]
  %6110 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail289751.us
  %6111 = load float, ptr %6110, align 4
  %6112 = insertelement <4 x float> poison, float %6111, i64 0
  %6113 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums_tail289751.us
  %6114 = load float, ptr %6113, align 4
  %6115 = insertelement <4 x float> %6112, float %6114, i64 1
  %6116 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums_tail289751.us
  %6117 = load float, ptr %6116, align 4
  %6118 = insertelement <4 x float> %6115, float %6117, i64 2
  %6119 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums_tail289751.us
  %6120 = load float, ptr %6119, align 4
  %6121 = insertelement <4 x float> %6118, float %6120, i64 3
  %6122 = fadd <4 x float> %lockstep_sums230.1750.us, %6121
  %6123 = getelementptr inbounds nuw float, ptr %4347, i64 %lockstep_sums_tail289751.us
  %6124 = load float, ptr %6123, align 4
  %6125 = insertelement <4 x float> poison, float %6124, i64 0
  %6126 = getelementptr inbounds nuw float, ptr %4473, i64 %lockstep_sums_tail289751.us
  %6127 = load float, ptr %6126, align 4
  %6128 = insertelement <4 x float> %6125, float %6127, i64 1
  %6129 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums_tail289751.us
  %6130 = load float, ptr %6129, align 4
  %6131 = insertelement <4 x float> %6128, float %6130, i64 2
  %6132 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums_tail289751.us
  %6133 = load float, ptr %6132, align 4
  %6134 = insertelement <4 x float> %6131, float %6133, i64 3
  %6135 = fadd <4 x float> %lockstep_sums231.1749.us, %6134
  %6136 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums_tail289751.us
  %6137 = load float, ptr %6136, align 4
  %6138 = insertelement <4 x float> poison, float %6137, i64 0
  %6139 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums_tail289751.us
  %6140 = load float, ptr %6139, align 4
  %6141 = insertelement <4 x float> %6138, float %6140, i64 1
  %6142 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums_tail289751.us
  %6143 = load float, ptr %6142, align 4
  %6144 = insertelement <4 x float> %6141, float %6143, i64 2
  %6145 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums_tail289751.us
  %6146 = load float, ptr %6145, align 4
  %6147 = insertelement <4 x float> %6144, float %6146, i64 3
  %6148 = fadd <4 x float> %lockstep_sums232.1748.us, %6147
  %6149 = add nuw nsw i64 %lockstep_sums_tail289751.us, 1
  %6150 = icmp ult i64 %6149, %n_features
  br i1 %6150, label %lockstep_sums_tail.body287.us, label %noise.done144.us, !llvm.loop !90

lockstep_sums.body235.us:                         ; preds = %feature.exit220.us, %lockstep_sums.body235.us
  %lockstep_sums237744.us = phi i64 [ %6175, %lockstep_sums.body235.us ], [ 0, %feature.exit220.us ]
  %lockstep_sums230.0743.us = phi <4 x float> [ %6158, %lockstep_sums.body235.us ], [ zeroinitializer, %feature.exit220.us ]
  %lockstep_sums231.0742.us = phi <4 x float> [ %6166, %lockstep_sums.body235.us ], [ zeroinitializer, %feature.exit220.us ]
  %lockstep_sums232.0741.us = phi <4 x float> [ %6174, %lockstep_sums.body235.us ], [ zeroinitializer, %feature.exit220.us ]
  %6151 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums237744.us
  %block238.us = load <4 x float>, ptr %6151, align 4
  %6152 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums237744.us
  %block239.us = load <4 x float>, ptr %6152, align 4
  %6153 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums237744.us
  %block240.us = load <4 x float>, ptr %6153, align 4
  %6154 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums237744.us
  %block241.us = load <4 x float>, ptr %6154, align 4
  %transpose242.us = shufflevector <4 x float> %block238.us, <4 x float> %block240.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose243.us = shufflevector <4 x float> %block238.us, <4 x float> %block240.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose244.us = shufflevector <4 x float> %block239.us, <4 x float> %block241.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose245.us = shufflevector <4 x float> %block239.us, <4 x float> %block241.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose246.us = shufflevector <4 x float> %transpose242.us, <4 x float> %transpose244.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose247.us = shufflevector <4 x float> %transpose242.us, <4 x float> %transpose244.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose248.us = shufflevector <4 x float> %transpose243.us, <4 x float> %transpose245.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose249.us = shufflevector <4 x float> %transpose243.us, <4 x float> %transpose245.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6155 = fadd <4 x float> %lockstep_sums230.0743.us, %transpose246.us
  %6156 = fadd <4 x float> %transpose247.us, %6155
  %6157 = fadd <4 x float> %transpose248.us, %6156
  %6158 = fadd <4 x float> %transpose249.us, %6157
  %6159 = getelementptr inbounds nuw float, ptr %4347, i64 %lockstep_sums237744.us
  %block254.us = load <4 x float>, ptr %6159, align 4
  %6160 = getelementptr inbounds nuw float, ptr %4473, i64 %lockstep_sums237744.us
  %block255.us = load <4 x float>, ptr %6160, align 4
  %6161 = getelementptr inbounds nuw float, ptr %4474, i64 %lockstep_sums237744.us
  %block256.us = load <4 x float>, ptr %6161, align 4
  %6162 = getelementptr inbounds nuw float, ptr %4475, i64 %lockstep_sums237744.us
  %block257.us = load <4 x float>, ptr %6162, align 4
  %transpose258.us = shufflevector <4 x float> %block254.us, <4 x float> %block256.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose259.us = shufflevector <4 x float> %block254.us, <4 x float> %block256.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose260.us = shufflevector <4 x float> %block255.us, <4 x float> %block257.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose261.us = shufflevector <4 x float> %block255.us, <4 x float> %block257.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose262.us = shufflevector <4 x float> %transpose258.us, <4 x float> %transpose260.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose263.us = shufflevector <4 x float> %transpose258.us, <4 x float> %transpose260.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose264.us = shufflevector <4 x float> %transpose259.us, <4 x float> %transpose261.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose265.us = shufflevector <4 x float> %transpose259.us, <4 x float> %transpose261.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6163 = fadd <4 x float> %lockstep_sums231.0742.us, %transpose262.us
  %6164 = fadd <4 x float> %transpose263.us, %6163
  %6165 = fadd <4 x float> %transpose264.us, %6164
  %6166 = fadd <4 x float> %transpose265.us, %6165
  %6167 = getelementptr inbounds nuw float, ptr %4349, i64 %lockstep_sums237744.us
  %block270.us = load <4 x float>, ptr %6167, align 4
  %6168 = getelementptr inbounds nuw float, ptr %4476, i64 %lockstep_sums237744.us
  %block271.us = load <4 x float>, ptr %6168, align 4
  %6169 = getelementptr inbounds nuw float, ptr %4477, i64 %lockstep_sums237744.us
  %block272.us = load <4 x float>, ptr %6169, align 4
  %6170 = getelementptr inbounds nuw float, ptr %4478, i64 %lockstep_sums237744.us
  %block273.us = load <4 x float>, ptr %6170, align 4
  %transpose274.us = shufflevector <4 x float> %block270.us, <4 x float> %block272.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose275.us = shufflevector <4 x float> %block270.us, <4 x float> %block272.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose276.us = shufflevector <4 x float> %block271.us, <4 x float> %block273.us, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose277.us = shufflevector <4 x float> %block271.us, <4 x float> %block273.us, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose278.us = shufflevector <4 x float> %transpose274.us, <4 x float> %transpose276.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose279.us = shufflevector <4 x float> %transpose274.us, <4 x float> %transpose276.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose280.us = shufflevector <4 x float> %transpose275.us, <4 x float> %transpose277.us, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose281.us = shufflevector <4 x float> %transpose275.us, <4 x float> %transpose277.us, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6171 = fadd <4 x float> %lockstep_sums232.0741.us, %transpose278.us
  %6172 = fadd <4 x float> %transpose279.us, %6171
  %6173 = fadd <4 x float> %transpose280.us, %6172
  %6174 = fadd <4 x float> %transpose281.us, %6173
  %6175 = add nuw nsw i64 %lockstep_sums237744.us, 4
  %6176 = icmp samesign ult i64 %6175, %whole_tiles_end
  br i1 %6176, label %lockstep_sums.body235.us, label %lockstep_sums_tail.header286.preheader.us, !llvm.loop !91

feature.exit220.us:                               ; preds = %feature.body219.us.prol.loopexit, %feature.body219.us, %middle.block1807
  %6177 = add nuw nsw i64 %lockstep_row215740.us, 1
  %exitcond935.not = icmp eq i64 %6177, %umax950
  br i1 %exitcond935.not, label %lockstep_sums.body235.us, label %feature.body219.lr.ph.us

feature.body219.us:                               ; preds = %feature.body219.us.prol.loopexit, %feature.body219.us
  %feature221739.us = phi i64 [ %6201, %feature.body219.us ], [ %feature221739.us.unr, %feature.body219.us.prol.loopexit ]
  %6178 = getelementptr inbounds nuw float, ptr %6264, i64 %feature221739.us
  %6179 = load float, ptr %6178, align 4
  %6180 = fmul float %6179, %6179
  %6181 = getelementptr inbounds nuw float, ptr %6265, i64 %feature221739.us
  %6182 = load float, ptr %6181, align 4
  %6183 = fneg float %6182
  %6184 = fmul float %6179, %6183
  %6185 = fmul float %6179, 0.000000e+00
  %6186 = getelementptr inbounds nuw float, ptr %6263, i64 %feature221739.us
  store float %6180, ptr %6186, align 4
  %6187 = getelementptr inbounds nuw float, ptr %6266, i64 %feature221739.us
  store float %6184, ptr %6187, align 4
  %6188 = getelementptr inbounds nuw float, ptr %6267, i64 %feature221739.us
  store float %6185, ptr %6188, align 4
  %6189 = add nuw nsw i64 %feature221739.us, 1
  %6190 = getelementptr inbounds nuw float, ptr %6264, i64 %6189
  %6191 = load float, ptr %6190, align 4
  %6192 = fmul float %6191, %6191
  %6193 = getelementptr inbounds nuw float, ptr %6265, i64 %6189
  %6194 = load float, ptr %6193, align 4
  %6195 = fneg float %6194
  %6196 = fmul float %6191, %6195
  %6197 = fmul float %6191, 0.000000e+00
  %6198 = getelementptr inbounds nuw float, ptr %6263, i64 %6189
  store float %6192, ptr %6198, align 4
  %6199 = getelementptr inbounds nuw float, ptr %6266, i64 %6189
  store float %6196, ptr %6199, align 4
  %6200 = getelementptr inbounds nuw float, ptr %6267, i64 %6189
  store float %6197, ptr %6200, align 4
  %6201 = add nuw nsw i64 %feature221739.us, 2
  %exitcond932.not.1 = icmp eq i64 %6201, %n_features
  br i1 %exitcond932.not.1, label %feature.exit220.us, label %feature.body219.us, !llvm.loop !92

lockstep_sums_tail.header386.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body367.us
  br i1 %lcmp.mod2443.not, label %lockstep_sums_tail.header386.preheader.us, label %lockstep_sums.body367.us.epil.preheader

lockstep_sums.body367.us.epil.preheader:          ; preds = %lockstep_sums_tail.header386.preheader.us.unr-lcssa, %lockstep_sums.body367.us.preheader
  %lockstep_sums369766.us.epil.init = phi i64 [ 0, %lockstep_sums.body367.us.preheader ], [ %6060, %lockstep_sums_tail.header386.preheader.us.unr-lcssa ]
  %lockstep_sums364.0765.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body367.us.preheader ], [ %6059, %lockstep_sums_tail.header386.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2445)
  %6202 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums369766.us.epil.init
  %block370.us.epil = load <4 x float>, ptr %6202, align 4
  %6203 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums369766.us.epil.init
  %block371.us.epil = load <4 x float>, ptr %6203, align 4
  %6204 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums369766.us.epil.init
  %block372.us.epil = load <4 x float>, ptr %6204, align 4
  %6205 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums369766.us.epil.init
  %block373.us.epil = load <4 x float>, ptr %6205, align 4
  %transpose374.us.epil = shufflevector <4 x float> %block370.us.epil, <4 x float> %block372.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose375.us.epil = shufflevector <4 x float> %block370.us.epil, <4 x float> %block372.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose376.us.epil = shufflevector <4 x float> %block371.us.epil, <4 x float> %block373.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose377.us.epil = shufflevector <4 x float> %block371.us.epil, <4 x float> %block373.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose378.us.epil = shufflevector <4 x float> %transpose374.us.epil, <4 x float> %transpose376.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose379.us.epil = shufflevector <4 x float> %transpose374.us.epil, <4 x float> %transpose376.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose380.us.epil = shufflevector <4 x float> %transpose375.us.epil, <4 x float> %transpose377.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose381.us.epil = shufflevector <4 x float> %transpose375.us.epil, <4 x float> %transpose377.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6206 = fadd <4 x float> %lockstep_sums364.0765.us.epil.init, %transpose378.us.epil
  %6207 = fadd <4 x float> %transpose379.us.epil, %6206
  %6208 = fadd <4 x float> %transpose380.us.epil, %6207
  %6209 = fadd <4 x float> %transpose381.us.epil, %6208
  br label %lockstep_sums_tail.header386.preheader.us

lockstep_sums_tail.header386.preheader.us:        ; preds = %lockstep_sums_tail.header386.preheader.us.unr-lcssa, %lockstep_sums.body367.us.epil.preheader
  %.lcssa2354 = phi <4 x float> [ %6059, %lockstep_sums_tail.header386.preheader.us.unr-lcssa ], [ %6209, %lockstep_sums.body367.us.epil.preheader ]
  br i1 %.not816, label %noise.done299.us, label %lockstep_sums_tail.body387.us

lockstep_sums_tail.header340.preheader.us.unr-lcssa: ; preds = %lockstep_sums.body321.us
  br i1 %lcmp.mod2433.not, label %lockstep_sums_tail.header340.preheader.us, label %lockstep_sums.body321.us.epil.preheader

lockstep_sums.body321.us.epil.preheader:          ; preds = %lockstep_sums_tail.header340.preheader.us.unr-lcssa, %lockstep_sums.body321.us.preheader
  %lockstep_sums323758.us.epil.init = phi i64 [ 0, %lockstep_sums.body321.us.preheader ], [ %5905, %lockstep_sums_tail.header340.preheader.us.unr-lcssa ]
  %lockstep_sums318.0757.us.epil.init = phi <4 x float> [ zeroinitializer, %lockstep_sums.body321.us.preheader ], [ %5904, %lockstep_sums_tail.header340.preheader.us.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod2435)
  %6210 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums323758.us.epil.init
  %block324.us.epil = load <4 x float>, ptr %6210, align 4
  %6211 = getelementptr inbounds nuw float, ptr %4464, i64 %lockstep_sums323758.us.epil.init
  %block325.us.epil = load <4 x float>, ptr %6211, align 4
  %6212 = getelementptr inbounds nuw float, ptr %4468, i64 %lockstep_sums323758.us.epil.init
  %block326.us.epil = load <4 x float>, ptr %6212, align 4
  %6213 = getelementptr inbounds nuw float, ptr %4472, i64 %lockstep_sums323758.us.epil.init
  %block327.us.epil = load <4 x float>, ptr %6213, align 4
  %transpose328.us.epil = shufflevector <4 x float> %block324.us.epil, <4 x float> %block326.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose329.us.epil = shufflevector <4 x float> %block324.us.epil, <4 x float> %block326.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose330.us.epil = shufflevector <4 x float> %block325.us.epil, <4 x float> %block327.us.epil, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose331.us.epil = shufflevector <4 x float> %block325.us.epil, <4 x float> %block327.us.epil, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose332.us.epil = shufflevector <4 x float> %transpose328.us.epil, <4 x float> %transpose330.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose333.us.epil = shufflevector <4 x float> %transpose328.us.epil, <4 x float> %transpose330.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose334.us.epil = shufflevector <4 x float> %transpose329.us.epil, <4 x float> %transpose331.us.epil, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose335.us.epil = shufflevector <4 x float> %transpose329.us.epil, <4 x float> %transpose331.us.epil, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %6214 = fadd <4 x float> %lockstep_sums318.0757.us.epil.init, %transpose332.us.epil
  %6215 = fadd <4 x float> %transpose333.us.epil, %6214
  %6216 = fadd <4 x float> %transpose334.us.epil, %6215
  %6217 = fadd <4 x float> %transpose335.us.epil, %6216
  br label %lockstep_sums_tail.header340.preheader.us

lockstep_sums_tail.header340.preheader.us:        ; preds = %lockstep_sums_tail.header340.preheader.us.unr-lcssa, %lockstep_sums.body321.us.epil.preheader
  %.lcssa2352 = phi <4 x float> [ %5904, %lockstep_sums_tail.header340.preheader.us.unr-lcssa ], [ %6217, %lockstep_sums.body321.us.epil.preheader ]
  br i1 %.not816, label %noise.done299.us, label %lockstep_sums_tail.body341.us

lockstep_sums_tail.header286.preheader.us:        ; preds = %lockstep_sums.body235.us
  br i1 %.not816, label %noise.done144.us, label %lockstep_sums_tail.body287.us

lockstep_sums_tail.header.preheader.us:           ; preds = %lockstep_sums.body.us
  br i1 %.not816, label %noise.done144.us, label %lockstep_sums_tail.body.us

lockstep_row.body.lr.ph.us:                       ; preds = %step.body123.us
  %key1_step127.us = add i64 %step125777.us, %key1
  %6218 = lshr i64 %key1_step127.us, 32
  %6219 = mul nuw i64 %6218, 3449720151
  %6220 = lshr i64 %6219, 32
  %6221 = xor i64 %key0, %6220
  %6222 = xor i64 %6221, %key1_step127.us
  %6223 = and i64 %6222, 4294967295
  %6224 = mul nuw i64 %6223, 3528531795
  %6225 = lshr i64 %6224, 32
  %6226 = xor i64 %6225, %4329
  %broadcast.splatinsert1908 = insertelement <8 x i64> poison, i64 %6219, i64 0
  %broadcast.splat1909 = shufflevector <8 x i64> %broadcast.splatinsert1908, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1910 = insertelement <8 x i64> poison, i64 %6226, i64 0
  %broadcast.splat1911 = shufflevector <8 x i64> %broadcast.splatinsert1910, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1916 = insertelement <8 x i64> poison, i64 %6224, i64 0
  %broadcast.splat1917 = shufflevector <8 x i64> %broadcast.splatinsert1916, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2882 = xor <8 x i64> %broadcast.splat1907, %broadcast.splat1909
  %invariant.op2884 = xor <8 x i64> %broadcast.splat1907, %broadcast.splat1909
  %invariant.op2886 = xor <8 x i64> %broadcast.splat1907, %broadcast.splat1909
  %invariant.op2888 = xor <8 x i64> %broadcast.splat1907, %broadcast.splat1909
  %invariant.op2890 = xor <8 x i64> %broadcast.splat1915, %broadcast.splat1917
  %invariant.op2892 = xor <8 x i64> %broadcast.splat1915, %broadcast.splat1917
  %invariant.op2894 = xor <8 x i64> %broadcast.splat1915, %broadcast.splat1917
  %invariant.op2896 = xor <8 x i64> %broadcast.splat1915, %broadcast.splat1917
  %broadcast.splatinsert1967 = insertelement <8 x i64> poison, i64 %6226, i64 0
  %broadcast.splat1968 = shufflevector <8 x i64> %broadcast.splatinsert1967, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2322 = xor i64 %6219, %4328
  %.scalar2323 = and i64 %.scalar2322, 4294967295
  %6227 = insertelement <8 x i64> poison, i64 %.scalar2323, i64 0
  %.masked2314 = shufflevector <8 x i64> %6227, <8 x i64> poison, <8 x i32> zeroinitializer
  %.scalar2324 = xor i64 %6224, %4331
  %.scalar2325 = and i64 %.scalar2324, 4294967295
  %6228 = insertelement <8 x i64> poison, i64 %.scalar2325, i64 0
  %.masked2315 = shufflevector <8 x i64> %6228, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.op2898 = xor i64 %4328, %6219
  %invariant.op2899 = xor i64 %4331, %6224
  br label %iter.check1897

feature.body.lr.ph.us:                            ; preds = %noise.exit137.us, %feature.exit.us
  %lockstep_row148725.us = phi i64 [ %4550, %feature.exit.us ], [ 0, %noise.exit137.us ]
  %row149.us = add i64 %lockstep_row148725.us, %lockstep_block778.us
  %6229 = mul i64 %lockstep_row148725.us, %slot_values
  %6230 = getelementptr inbounds float, ptr %scratch, i64 %6229
  %row_offset150.us = mul i64 %row149.us, %n_features
  %6231 = getelementptr inbounds float, ptr %state, i64 %row_offset150.us
  %6232 = getelementptr inbounds float, ptr %input_0, i64 %row_offset150.us
  %6233 = getelementptr inbounds nuw i8, ptr %6230, i64 %.idx641
  %6234 = getelementptr inbounds nuw float, ptr %6230, i64 %n_features
  %6235 = getelementptr inbounds nuw i8, ptr %6230, i64 %.idx640
  br i1 %conflict.rdx1846, label %feature.body.us.preheader, label %vector.body1851

vector.body1851:                                  ; preds = %feature.body.lr.ph.us, %vector.body1851
  %index1852 = phi i64 [ %index.next1856, %vector.body1851 ], [ 0, %feature.body.lr.ph.us ]
  %6236 = getelementptr inbounds nuw float, ptr %6231, i64 %index1852
  %wide.load1853 = load <8 x float>, ptr %6236, align 4, !alias.scope !93
  %6237 = fmul <8 x float> %wide.load1853, %wide.load1853
  %6238 = getelementptr inbounds nuw float, ptr %6232, i64 %index1852
  %wide.load1854 = load <8 x float>, ptr %6238, align 4, !alias.scope !96
  %6239 = fneg <8 x float> %wide.load1854
  %6240 = fmul <8 x float> %wide.load1853, %6239
  %6241 = getelementptr inbounds nuw float, ptr %6233, i64 %index1852
  %wide.load1855 = load <8 x float>, ptr %6241, align 4, !alias.scope !98
  %6242 = fmul <8 x float> %wide.load1853, %wide.load1855
  %6243 = getelementptr inbounds nuw float, ptr %6230, i64 %index1852
  store <8 x float> %6237, ptr %6243, align 4, !alias.scope !100, !noalias !102
  %6244 = getelementptr inbounds nuw float, ptr %6234, i64 %index1852
  store <8 x float> %6240, ptr %6244, align 4, !alias.scope !103, !noalias !102
  %6245 = getelementptr inbounds nuw float, ptr %6235, i64 %index1852
  store <8 x float> %6242, ptr %6245, align 4, !alias.scope !105, !noalias !102
  %index.next1856 = add nuw i64 %index1852, 8
  %6246 = icmp eq i64 %index.next1856, %n.vec1850
  br i1 %6246, label %middle.block1857, label %vector.body1851, !llvm.loop !107

middle.block1857:                                 ; preds = %vector.body1851
  br i1 %cmp.n1858, label %feature.exit.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %feature.body.lr.ph.us, %middle.block1857
  %feature724.us.ph = phi i64 [ 0, %feature.body.lr.ph.us ], [ %n.vec1850, %middle.block1857 ]
  %.neg2805 = or disjoint i64 %feature724.us.ph, 1
  br i1 %lcmp.mod2423.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %6247 = getelementptr inbounds nuw float, ptr %6231, i64 %feature724.us.ph
  %6248 = load float, ptr %6247, align 4
  %6249 = fmul float %6248, %6248
  %6250 = getelementptr inbounds nuw float, ptr %6232, i64 %feature724.us.ph
  %6251 = load float, ptr %6250, align 4
  %6252 = fneg float %6251
  %6253 = fmul float %6248, %6252
  %6254 = getelementptr inbounds nuw float, ptr %6233, i64 %feature724.us.ph
  %6255 = load float, ptr %6254, align 4
  %6256 = fmul float %6248, %6255
  %6257 = getelementptr inbounds nuw float, ptr %6230, i64 %feature724.us.ph
  store float %6249, ptr %6257, align 4
  %6258 = getelementptr inbounds nuw float, ptr %6234, i64 %feature724.us.ph
  store float %6253, ptr %6258, align 4
  %6259 = getelementptr inbounds nuw float, ptr %6235, i64 %feature724.us.ph
  store float %6256, ptr %6259, align 4
  %6260 = or disjoint i64 %feature724.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature724.us.unr = phi i64 [ %feature724.us.ph, %feature.body.us.preheader ], [ %6260, %feature.body.us.prol ]
  %6261 = icmp eq i64 %n_features, %.neg2805
  br i1 %6261, label %feature.exit.us, label %feature.body.us

feature.body219.lr.ph.us:                         ; preds = %step.body123.us, %feature.exit220.us
  %lockstep_row215740.us = phi i64 [ %6177, %feature.exit220.us ], [ 0, %step.body123.us ]
  %row216.us = add i64 %lockstep_row215740.us, %lockstep_block778.us
  %6262 = mul i64 %lockstep_row215740.us, %slot_values
  %6263 = getelementptr inbounds float, ptr %scratch, i64 %6262
  %row_offset217.us = mul i64 %row216.us, %n_features
  %6264 = getelementptr inbounds float, ptr %state, i64 %row_offset217.us
  %6265 = getelementptr inbounds float, ptr %input_0, i64 %row_offset217.us
  %6266 = getelementptr inbounds nuw float, ptr %6263, i64 %n_features
  %6267 = getelementptr inbounds nuw i8, ptr %6263, i64 %.idx640
  br i1 %conflict.rdx1797, label %feature.body219.us.preheader, label %vector.body1802

vector.body1802:                                  ; preds = %feature.body219.lr.ph.us, %vector.body1802
  %index1803 = phi i64 [ %index.next1806, %vector.body1802 ], [ 0, %feature.body219.lr.ph.us ]
  %6268 = getelementptr inbounds nuw float, ptr %6264, i64 %index1803
  %wide.load1804 = load <8 x float>, ptr %6268, align 4, !alias.scope !108
  %6269 = fmul <8 x float> %wide.load1804, %wide.load1804
  %6270 = getelementptr inbounds nuw float, ptr %6265, i64 %index1803
  %wide.load1805 = load <8 x float>, ptr %6270, align 4, !alias.scope !111
  %6271 = fneg <8 x float> %wide.load1805
  %6272 = fmul <8 x float> %wide.load1804, %6271
  %6273 = fmul <8 x float> %wide.load1804, zeroinitializer
  %6274 = getelementptr inbounds nuw float, ptr %6263, i64 %index1803
  store <8 x float> %6269, ptr %6274, align 4, !alias.scope !113, !noalias !115
  %6275 = getelementptr inbounds nuw float, ptr %6266, i64 %index1803
  store <8 x float> %6272, ptr %6275, align 4, !alias.scope !116, !noalias !115
  %6276 = getelementptr inbounds nuw float, ptr %6267, i64 %index1803
  store <8 x float> %6273, ptr %6276, align 4, !alias.scope !118, !noalias !115
  %index.next1806 = add nuw i64 %index1803, 8
  %6277 = icmp eq i64 %index.next1806, %n.vec1801
  br i1 %6277, label %middle.block1807, label %vector.body1802, !llvm.loop !120

middle.block1807:                                 ; preds = %vector.body1802
  br i1 %cmp.n1808, label %feature.exit220.us, label %feature.body219.us.preheader

feature.body219.us.preheader:                     ; preds = %feature.body219.lr.ph.us, %middle.block1807
  %feature221739.us.ph = phi i64 [ 0, %feature.body219.lr.ph.us ], [ %n.vec1801, %middle.block1807 ]
  %.neg2806 = or disjoint i64 %feature221739.us.ph, 1
  br i1 %lcmp.mod2426.not, label %feature.body219.us.prol.loopexit, label %feature.body219.us.prol

feature.body219.us.prol:                          ; preds = %feature.body219.us.preheader
  %6278 = getelementptr inbounds nuw float, ptr %6264, i64 %feature221739.us.ph
  %6279 = load float, ptr %6278, align 4
  %6280 = fmul float %6279, %6279
  %6281 = getelementptr inbounds nuw float, ptr %6265, i64 %feature221739.us.ph
  %6282 = load float, ptr %6281, align 4
  %6283 = fneg float %6282
  %6284 = fmul float %6279, %6283
  %6285 = fmul float %6279, 0.000000e+00
  %6286 = getelementptr inbounds nuw float, ptr %6263, i64 %feature221739.us.ph
  store float %6280, ptr %6286, align 4
  %6287 = getelementptr inbounds nuw float, ptr %6266, i64 %feature221739.us.ph
  store float %6284, ptr %6287, align 4
  %6288 = getelementptr inbounds nuw float, ptr %6267, i64 %feature221739.us.ph
  store float %6285, ptr %6288, align 4
  %6289 = or disjoint i64 %feature221739.us.ph, 1
  br label %feature.body219.us.prol.loopexit

feature.body219.us.prol.loopexit:                 ; preds = %feature.body219.us.prol, %feature.body219.us.preheader
  %feature221739.us.unr = phi i64 [ %feature221739.us.ph, %feature.body219.us.preheader ], [ %6289, %feature.body219.us.prol ]
  %6290 = icmp eq i64 %n_features, %.neg2806
  br i1 %6290, label %feature.exit220.us, label %feature.body219.us

iter.check1707:                                   ; preds = %iter.check1707.preheader, %feature.exit308.us
  %lockstep_row303756.us = phi i64 [ %5906, %feature.exit308.us ], [ 0, %iter.check1707.preheader ]
  %row304.us = add i64 %lockstep_row303756.us, %lockstep_block778.us
  %6291 = mul i64 %lockstep_row303756.us, %slot_values
  %6292 = getelementptr inbounds float, ptr %scratch, i64 %6291
  %row_offset305.us = mul i64 %row304.us, %n_features
  %6293 = getelementptr inbounds float, ptr %state, i64 %row_offset305.us
  %6294 = getelementptr inbounds float, ptr %input_0, i64 %row_offset305.us
  %6295 = getelementptr inbounds nuw i8, ptr %6292, i64 %.idx641
  %.idx651.us = shl i64 %lockstep_row303756.us, 4
  %6296 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx651.us
  %6297 = getelementptr inbounds nuw i8, ptr %6296, i64 4
  %6298 = load float, ptr %6297, align 4
  %6299 = getelementptr inbounds nuw i8, ptr %6296, i64 8
  %6300 = load float, ptr %6299, align 4
  br i1 %conflict.rdx1704, label %feature.body307.us.preheader, label %vector.ph1709

vector.ph1709:                                    ; preds = %iter.check1707
  %broadcast.splatinsert1712 = insertelement <8 x float> poison, float %6298, i64 0
  %broadcast.splat1713 = shufflevector <8 x float> %broadcast.splatinsert1712, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1714 = insertelement <8 x float> poison, float %6300, i64 0
  %broadcast.splat1715 = shufflevector <8 x float> %broadcast.splatinsert1714, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1720

vector.body1720:                                  ; preds = %vector.body1720, %vector.ph1709
  %index1721 = phi i64 [ 0, %vector.ph1709 ], [ %index.next1734, %vector.body1720 ]
  %6301 = getelementptr inbounds nuw float, ptr %6293, i64 %index1721
  %6302 = getelementptr inbounds nuw i8, ptr %6301, i64 32
  %6303 = getelementptr inbounds nuw i8, ptr %6301, i64 64
  %6304 = getelementptr inbounds nuw i8, ptr %6301, i64 96
  %wide.load1722 = load <8 x float>, ptr %6301, align 4, !alias.scope !121
  %wide.load1723 = load <8 x float>, ptr %6302, align 4, !alias.scope !121
  %wide.load1724 = load <8 x float>, ptr %6303, align 4, !alias.scope !121
  %wide.load1725 = load <8 x float>, ptr %6304, align 4, !alias.scope !121
  %6305 = getelementptr inbounds nuw float, ptr %6294, i64 %index1721
  %6306 = getelementptr inbounds nuw i8, ptr %6305, i64 32
  %6307 = getelementptr inbounds nuw i8, ptr %6305, i64 64
  %6308 = getelementptr inbounds nuw i8, ptr %6305, i64 96
  %wide.load1726 = load <8 x float>, ptr %6305, align 4, !alias.scope !124
  %wide.load1727 = load <8 x float>, ptr %6306, align 4, !alias.scope !124
  %wide.load1728 = load <8 x float>, ptr %6307, align 4, !alias.scope !124
  %wide.load1729 = load <8 x float>, ptr %6308, align 4, !alias.scope !124
  %6309 = fneg <8 x float> %wide.load1726
  %6310 = fneg <8 x float> %wide.load1727
  %6311 = fneg <8 x float> %wide.load1728
  %6312 = fneg <8 x float> %wide.load1729
  %6313 = fmul <8 x float> %wide.load1722, %broadcast.splat1713
  %6314 = fmul <8 x float> %wide.load1723, %broadcast.splat1713
  %6315 = fmul <8 x float> %wide.load1724, %broadcast.splat1713
  %6316 = fmul <8 x float> %wide.load1725, %broadcast.splat1713
  %6317 = fsub <8 x float> %6309, %6313
  %6318 = fsub <8 x float> %6310, %6314
  %6319 = fsub <8 x float> %6311, %6315
  %6320 = fsub <8 x float> %6312, %6316
  %6321 = fmul <8 x float> %broadcast.splat1717, %6317
  %6322 = fmul <8 x float> %broadcast.splat1717, %6318
  %6323 = fmul <8 x float> %broadcast.splat1717, %6319
  %6324 = fmul <8 x float> %broadcast.splat1717, %6320
  %6325 = fsub <8 x float> %wide.load1722, %6321
  %6326 = fsub <8 x float> %wide.load1723, %6322
  %6327 = fsub <8 x float> %wide.load1724, %6323
  %6328 = fsub <8 x float> %wide.load1725, %6324
  %6329 = getelementptr inbounds nuw float, ptr %6295, i64 %index1721
  %6330 = getelementptr inbounds nuw i8, ptr %6329, i64 32
  %6331 = getelementptr inbounds nuw i8, ptr %6329, i64 64
  %6332 = getelementptr inbounds nuw i8, ptr %6329, i64 96
  %wide.load1730 = load <8 x float>, ptr %6329, align 4, !alias.scope !126
  %wide.load1731 = load <8 x float>, ptr %6330, align 4, !alias.scope !126
  %wide.load1732 = load <8 x float>, ptr %6331, align 4, !alias.scope !126
  %wide.load1733 = load <8 x float>, ptr %6332, align 4, !alias.scope !126
  %6333 = fmul <8 x float> %wide.load1722, %broadcast.splat1715
  %6334 = fmul <8 x float> %wide.load1723, %broadcast.splat1715
  %6335 = fmul <8 x float> %wide.load1724, %broadcast.splat1715
  %6336 = fmul <8 x float> %wide.load1725, %broadcast.splat1715
  %6337 = fsub <8 x float> %wide.load1730, %6333
  %6338 = fsub <8 x float> %wide.load1731, %6334
  %6339 = fsub <8 x float> %wide.load1732, %6335
  %6340 = fsub <8 x float> %wide.load1733, %6336
  %6341 = fmul <8 x float> %broadcast.splat1719, %6337
  %6342 = fmul <8 x float> %broadcast.splat1719, %6338
  %6343 = fmul <8 x float> %broadcast.splat1719, %6339
  %6344 = fmul <8 x float> %broadcast.splat1719, %6340
  %6345 = fadd <8 x float> %6325, %6341
  %6346 = fadd <8 x float> %6326, %6342
  %6347 = fadd <8 x float> %6327, %6343
  %6348 = fadd <8 x float> %6328, %6344
  %6349 = fmul <8 x float> %6345, %6345
  %6350 = fmul <8 x float> %6346, %6346
  %6351 = fmul <8 x float> %6347, %6347
  %6352 = fmul <8 x float> %6348, %6348
  %6353 = getelementptr inbounds nuw float, ptr %6292, i64 %index1721
  %6354 = getelementptr inbounds nuw i8, ptr %6353, i64 32
  %6355 = getelementptr inbounds nuw i8, ptr %6353, i64 64
  %6356 = getelementptr inbounds nuw i8, ptr %6353, i64 96
  store <8 x float> %6349, ptr %6353, align 4, !alias.scope !128, !noalias !130
  store <8 x float> %6350, ptr %6354, align 4, !alias.scope !128, !noalias !130
  store <8 x float> %6351, ptr %6355, align 4, !alias.scope !128, !noalias !130
  store <8 x float> %6352, ptr %6356, align 4, !alias.scope !128, !noalias !130
  %index.next1734 = add nuw i64 %index1721, 32
  %6357 = icmp eq i64 %index.next1734, %n.vec1711
  br i1 %6357, label %middle.block1735, label %vector.body1720, !llvm.loop !131

middle.block1735:                                 ; preds = %vector.body1720
  br i1 %cmp.n1736, label %feature.exit308.us, label %vec.epilog.iter.check1739

vec.epilog.iter.check1739:                        ; preds = %middle.block1735
  br i1 %min.epilog.iters.check1740, label %feature.body307.us.preheader, label %vec.epilog.ph1741, !prof !10

vec.epilog.ph1741:                                ; preds = %vec.epilog.iter.check1739
  %broadcast.splatinsert1744 = insertelement <4 x float> poison, float %6298, i64 0
  %broadcast.splat1745 = shufflevector <4 x float> %broadcast.splatinsert1744, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1746 = insertelement <4 x float> poison, float %6300, i64 0
  %broadcast.splat1747 = shufflevector <4 x float> %broadcast.splatinsert1746, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1752

vec.epilog.vector.body1752:                       ; preds = %vec.epilog.vector.body1752, %vec.epilog.ph1741
  %index1753 = phi i64 [ %n.vec1711, %vec.epilog.ph1741 ], [ %index.next1757, %vec.epilog.vector.body1752 ]
  %6358 = getelementptr inbounds nuw float, ptr %6293, i64 %index1753
  %wide.load1754 = load <4 x float>, ptr %6358, align 4, !alias.scope !121
  %6359 = getelementptr inbounds nuw float, ptr %6294, i64 %index1753
  %wide.load1755 = load <4 x float>, ptr %6359, align 4, !alias.scope !124
  %6360 = fneg <4 x float> %wide.load1755
  %6361 = fmul <4 x float> %wide.load1754, %broadcast.splat1745
  %6362 = fsub <4 x float> %6360, %6361
  %6363 = fmul <4 x float> %broadcast.splat1749, %6362
  %6364 = fsub <4 x float> %wide.load1754, %6363
  %6365 = getelementptr inbounds nuw float, ptr %6295, i64 %index1753
  %wide.load1756 = load <4 x float>, ptr %6365, align 4, !alias.scope !126
  %6366 = fmul <4 x float> %wide.load1754, %broadcast.splat1747
  %6367 = fsub <4 x float> %wide.load1756, %6366
  %6368 = fmul <4 x float> %broadcast.splat1751, %6367
  %6369 = fadd <4 x float> %6364, %6368
  %6370 = fmul <4 x float> %6369, %6369
  %6371 = getelementptr inbounds nuw float, ptr %6292, i64 %index1753
  store <4 x float> %6370, ptr %6371, align 4, !alias.scope !128, !noalias !130
  %index.next1757 = add nuw i64 %index1753, 4
  %6372 = icmp eq i64 %index.next1757, %n.vec1743
  br i1 %6372, label %vec.epilog.middle.block1758, label %vec.epilog.vector.body1752, !llvm.loop !132

vec.epilog.middle.block1758:                      ; preds = %vec.epilog.vector.body1752
  br i1 %cmp.n1759, label %feature.exit308.us, label %feature.body307.us.preheader

feature.body307.us.preheader:                     ; preds = %iter.check1707, %vec.epilog.iter.check1739, %vec.epilog.middle.block1758
  %feature309755.us.ph = phi i64 [ 0, %iter.check1707 ], [ %n.vec1711, %vec.epilog.iter.check1739 ], [ %n.vec1743, %vec.epilog.middle.block1758 ]
  %.neg2807 = or disjoint i64 %feature309755.us.ph, 1
  br i1 %lcmp.mod2429.not, label %feature.body307.us.prol.loopexit, label %feature.body307.us.prol

feature.body307.us.prol:                          ; preds = %feature.body307.us.preheader
  %6373 = getelementptr inbounds nuw float, ptr %6293, i64 %feature309755.us.ph
  %6374 = load float, ptr %6373, align 4
  %6375 = getelementptr inbounds nuw float, ptr %6294, i64 %feature309755.us.ph
  %6376 = load float, ptr %6375, align 4
  %6377 = fneg float %6376
  %6378 = fmul float %6374, %6298
  %6379 = fsub float %6377, %6378
  %6380 = fmul float %eta, %6379
  %6381 = fsub float %6374, %6380
  %6382 = getelementptr inbounds nuw float, ptr %6295, i64 %feature309755.us.ph
  %6383 = load float, ptr %6382, align 4
  %6384 = fmul float %6374, %6300
  %6385 = fsub float %6383, %6384
  %6386 = fmul float %noise_scale126.us, %6385
  %6387 = fadd float %6381, %6386
  %6388 = fmul float %6387, %6387
  %6389 = getelementptr inbounds nuw float, ptr %6292, i64 %feature309755.us.ph
  store float %6388, ptr %6389, align 4
  %6390 = or disjoint i64 %feature309755.us.ph, 1
  br label %feature.body307.us.prol.loopexit

feature.body307.us.prol.loopexit:                 ; preds = %feature.body307.us.prol, %feature.body307.us.preheader
  %feature309755.us.unr = phi i64 [ %feature309755.us.ph, %feature.body307.us.preheader ], [ %6390, %feature.body307.us.prol ]
  %6391 = icmp eq i64 %n_features, %.neg2807
  br i1 %6391, label %feature.exit308.us, label %feature.body307.us

iter.check1647:                                   ; preds = %noise.done144.us, %feature.exit354.us
  %lockstep_row349764.us = phi i64 [ %6061, %feature.exit354.us ], [ 0, %noise.done144.us ]
  %row350.us = add i64 %lockstep_row349764.us, %lockstep_block778.us
  %6392 = mul i64 %lockstep_row349764.us, %slot_values
  %6393 = getelementptr inbounds float, ptr %scratch, i64 %6392
  %row_offset351.us = mul i64 %row350.us, %n_features
  %6394 = getelementptr inbounds float, ptr %state, i64 %row_offset351.us
  %6395 = getelementptr inbounds float, ptr %input_0, i64 %row_offset351.us
  %.idx646.us = shl i64 %lockstep_row349764.us, 4
  %6396 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx646.us
  %6397 = getelementptr inbounds nuw i8, ptr %6396, i64 4
  %6398 = load float, ptr %6397, align 4
  br i1 %conflict.rdx1644, label %feature.body353.us.preheader, label %vector.ph1649

vector.ph1649:                                    ; preds = %iter.check1647
  %broadcast.splatinsert1652 = insertelement <8 x float> poison, float %6398, i64 0
  %broadcast.splat1653 = shufflevector <8 x float> %broadcast.splatinsert1652, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1656

vector.body1656:                                  ; preds = %vector.body1656, %vector.ph1649
  %index1657 = phi i64 [ 0, %vector.ph1649 ], [ %index.next1666, %vector.body1656 ]
  %6399 = getelementptr inbounds nuw float, ptr %6394, i64 %index1657
  %6400 = getelementptr inbounds nuw i8, ptr %6399, i64 32
  %6401 = getelementptr inbounds nuw i8, ptr %6399, i64 64
  %6402 = getelementptr inbounds nuw i8, ptr %6399, i64 96
  %wide.load1658 = load <8 x float>, ptr %6399, align 4, !alias.scope !133
  %wide.load1659 = load <8 x float>, ptr %6400, align 4, !alias.scope !133
  %wide.load1660 = load <8 x float>, ptr %6401, align 4, !alias.scope !133
  %wide.load1661 = load <8 x float>, ptr %6402, align 4, !alias.scope !133
  %6403 = getelementptr inbounds nuw float, ptr %6395, i64 %index1657
  %6404 = getelementptr inbounds nuw i8, ptr %6403, i64 32
  %6405 = getelementptr inbounds nuw i8, ptr %6403, i64 64
  %6406 = getelementptr inbounds nuw i8, ptr %6403, i64 96
  %wide.load1662 = load <8 x float>, ptr %6403, align 4, !alias.scope !136
  %wide.load1663 = load <8 x float>, ptr %6404, align 4, !alias.scope !136
  %wide.load1664 = load <8 x float>, ptr %6405, align 4, !alias.scope !136
  %wide.load1665 = load <8 x float>, ptr %6406, align 4, !alias.scope !136
  %6407 = fneg <8 x float> %wide.load1662
  %6408 = fneg <8 x float> %wide.load1663
  %6409 = fneg <8 x float> %wide.load1664
  %6410 = fneg <8 x float> %wide.load1665
  %6411 = fmul <8 x float> %wide.load1658, %broadcast.splat1653
  %6412 = fmul <8 x float> %wide.load1659, %broadcast.splat1653
  %6413 = fmul <8 x float> %wide.load1660, %broadcast.splat1653
  %6414 = fmul <8 x float> %wide.load1661, %broadcast.splat1653
  %6415 = fsub <8 x float> %6407, %6411
  %6416 = fsub <8 x float> %6408, %6412
  %6417 = fsub <8 x float> %6409, %6413
  %6418 = fsub <8 x float> %6410, %6414
  %6419 = fmul <8 x float> %broadcast.splat1655, %6415
  %6420 = fmul <8 x float> %broadcast.splat1655, %6416
  %6421 = fmul <8 x float> %broadcast.splat1655, %6417
  %6422 = fmul <8 x float> %broadcast.splat1655, %6418
  %6423 = fsub <8 x float> %wide.load1658, %6419
  %6424 = fsub <8 x float> %wide.load1659, %6420
  %6425 = fsub <8 x float> %wide.load1660, %6421
  %6426 = fsub <8 x float> %wide.load1661, %6422
  %6427 = fmul <8 x float> %6423, %6423
  %6428 = fmul <8 x float> %6424, %6424
  %6429 = fmul <8 x float> %6425, %6425
  %6430 = fmul <8 x float> %6426, %6426
  %6431 = getelementptr inbounds nuw float, ptr %6393, i64 %index1657
  %6432 = getelementptr inbounds nuw i8, ptr %6431, i64 32
  %6433 = getelementptr inbounds nuw i8, ptr %6431, i64 64
  %6434 = getelementptr inbounds nuw i8, ptr %6431, i64 96
  store <8 x float> %6427, ptr %6431, align 4, !alias.scope !138, !noalias !140
  store <8 x float> %6428, ptr %6432, align 4, !alias.scope !138, !noalias !140
  store <8 x float> %6429, ptr %6433, align 4, !alias.scope !138, !noalias !140
  store <8 x float> %6430, ptr %6434, align 4, !alias.scope !138, !noalias !140
  %index.next1666 = add nuw i64 %index1657, 32
  %6435 = icmp eq i64 %index.next1666, %n.vec1651
  br i1 %6435, label %middle.block1667, label %vector.body1656, !llvm.loop !141

middle.block1667:                                 ; preds = %vector.body1656
  br i1 %cmp.n1668, label %feature.exit354.us, label %vec.epilog.iter.check1671

vec.epilog.iter.check1671:                        ; preds = %middle.block1667
  br i1 %min.epilog.iters.check1672, label %feature.body353.us.preheader, label %vec.epilog.ph1673, !prof !10

vec.epilog.ph1673:                                ; preds = %vec.epilog.iter.check1671
  %broadcast.splatinsert1676 = insertelement <4 x float> poison, float %6398, i64 0
  %broadcast.splat1677 = shufflevector <4 x float> %broadcast.splatinsert1676, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1680

vec.epilog.vector.body1680:                       ; preds = %vec.epilog.vector.body1680, %vec.epilog.ph1673
  %index1681 = phi i64 [ %n.vec1651, %vec.epilog.ph1673 ], [ %index.next1684, %vec.epilog.vector.body1680 ]
  %6436 = getelementptr inbounds nuw float, ptr %6394, i64 %index1681
  %wide.load1682 = load <4 x float>, ptr %6436, align 4, !alias.scope !133
  %6437 = getelementptr inbounds nuw float, ptr %6395, i64 %index1681
  %wide.load1683 = load <4 x float>, ptr %6437, align 4, !alias.scope !136
  %6438 = fneg <4 x float> %wide.load1683
  %6439 = fmul <4 x float> %wide.load1682, %broadcast.splat1677
  %6440 = fsub <4 x float> %6438, %6439
  %6441 = fmul <4 x float> %broadcast.splat1679, %6440
  %6442 = fsub <4 x float> %wide.load1682, %6441
  %6443 = fmul <4 x float> %6442, %6442
  %6444 = getelementptr inbounds nuw float, ptr %6393, i64 %index1681
  store <4 x float> %6443, ptr %6444, align 4, !alias.scope !138, !noalias !140
  %index.next1684 = add nuw i64 %index1681, 4
  %6445 = icmp eq i64 %index.next1684, %n.vec1675
  br i1 %6445, label %vec.epilog.middle.block1685, label %vec.epilog.vector.body1680, !llvm.loop !142

vec.epilog.middle.block1685:                      ; preds = %vec.epilog.vector.body1680
  br i1 %cmp.n1686, label %feature.exit354.us, label %feature.body353.us.preheader

feature.body353.us.preheader:                     ; preds = %iter.check1647, %vec.epilog.iter.check1671, %vec.epilog.middle.block1685
  %feature355763.us.ph = phi i64 [ 0, %iter.check1647 ], [ %n.vec1651, %vec.epilog.iter.check1671 ], [ %n.vec1675, %vec.epilog.middle.block1685 ]
  br i1 %lcmp.mod2439.not, label %feature.body353.us.prol.loopexit, label %feature.body353.us.prol

feature.body353.us.prol:                          ; preds = %feature.body353.us.preheader, %feature.body353.us.prol
  %feature355763.us.prol = phi i64 [ %6457, %feature.body353.us.prol ], [ %feature355763.us.ph, %feature.body353.us.preheader ]
  %prol.iter2440 = phi i64 [ %prol.iter2440.next, %feature.body353.us.prol ], [ 0, %feature.body353.us.preheader ]
  %6446 = getelementptr inbounds nuw float, ptr %6394, i64 %feature355763.us.prol
  %6447 = load float, ptr %6446, align 4
  %6448 = getelementptr inbounds nuw float, ptr %6395, i64 %feature355763.us.prol
  %6449 = load float, ptr %6448, align 4
  %6450 = fneg float %6449
  %6451 = fmul float %6447, %6398
  %6452 = fsub float %6450, %6451
  %6453 = fmul float %eta, %6452
  %6454 = fsub float %6447, %6453
  %6455 = fmul float %6454, %6454
  %6456 = getelementptr inbounds nuw float, ptr %6393, i64 %feature355763.us.prol
  store float %6455, ptr %6456, align 4
  %6457 = add nuw nsw i64 %feature355763.us.prol, 1
  %prol.iter2440.next = add i64 %prol.iter2440, 1
  %prol.iter2440.cmp.not = icmp eq i64 %prol.iter2440.next, %xtraiter2438
  br i1 %prol.iter2440.cmp.not, label %feature.body353.us.prol.loopexit, label %feature.body353.us.prol, !llvm.loop !143

feature.body353.us.prol.loopexit:                 ; preds = %feature.body353.us.prol, %feature.body353.us.preheader
  %feature355763.us.unr = phi i64 [ %feature355763.us.ph, %feature.body353.us.preheader ], [ %6457, %feature.body353.us.prol ]
  %6458 = sub nsw i64 %feature355763.us.ph, %n_features
  %6459 = icmp ugt i64 %6458, -4
  br i1 %6459, label %feature.exit354.us, label %feature.body353.us

feature.body405.lr.ph.us:                         ; preds = %feature.body405.lr.ph.us.preheader, %feature.exit406.us
  %lockstep_row399772.us = phi i64 [ %5947, %feature.exit406.us ], [ 0, %feature.body405.lr.ph.us.preheader ]
  %row400.us = add i64 %lockstep_row399772.us, %lockstep_block778.us
  %6460 = mul i64 %lockstep_row399772.us, %slot_values
  %.idx649.us = shl i64 %lockstep_row399772.us, 4
  %6461 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx649.us
  %row_offset401.us = mul i64 %row400.us, %n_features
  %6462 = getelementptr inbounds float, ptr %state, i64 %row_offset401.us
  %6463 = getelementptr inbounds float, ptr %input_0, i64 %row_offset401.us
  %6464 = getelementptr inbounds float, ptr %status, i64 %row400.us
  %gep.us = getelementptr float, ptr %invariant.gep, i64 %6460
  %6465 = getelementptr inbounds nuw i8, ptr %6461, i64 12
  %6466 = load float, ptr %6465, align 4
  %.fr = freeze float %6466
  %6467 = fcmp olt float %.fr, 0x3D71979980000000
  %6468 = load float, ptr %6461, align 4
  %6469 = fadd float %6468, -1.000000e+00
  %6470 = tail call float @llvm.fabs.f32(float %6469)
  %6471 = fcmp ogt float %6470, 0x3F60624DE0000000
  %6472 = select i1 %6471, float 1.000000e+00, float 0.000000e+00
  %6473 = select i1 %6467, float 2.000000e+00, float 0.000000e+00
  %6474 = fadd float %6473, %6472
  %status_bits402.us = fptoui float %6474 to i32
  %status403.us = load i32, ptr %6464, align 4
  %6475 = or i32 %status403.us, %status_bits402.us
  store i32 %6475, ptr %6464, align 4
  %6476 = getelementptr inbounds nuw i8, ptr %6461, i64 8
  %6477 = getelementptr inbounds nuw i8, ptr %6461, i64 4
  %6478 = load float, ptr %6477, align 4
  %6479 = load float, ptr %6476, align 4
  %6480 = tail call float @llvm.sqrt.f32(float %.fr)
  br i1 %6467, label %feature.exit406.us, label %vector.memcheck1588

vector.memcheck1588:                              ; preds = %feature.body405.lr.ph.us
  br i1 %conflict.rdx1604, label %feature.body405.us779.preheader, label %vector.ph1606

vector.ph1606:                                    ; preds = %vector.memcheck1588
  %broadcast.splatinsert1609 = insertelement <8 x float> poison, float %6478, i64 0
  %broadcast.splat1610 = shufflevector <8 x float> %broadcast.splatinsert1609, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1613 = insertelement <8 x float> poison, float %6479, i64 0
  %broadcast.splat1614 = shufflevector <8 x float> %broadcast.splatinsert1613, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1617 = insertelement <8 x float> poison, float %6480, i64 0
  %broadcast.splat1618 = shufflevector <8 x float> %broadcast.splatinsert1617, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1619

vector.body1619:                                  ; preds = %vector.body1619, %vector.ph1606
  %index1620 = phi i64 [ 0, %vector.ph1606 ], [ %index.next1624, %vector.body1619 ]
  %6481 = getelementptr inbounds nuw float, ptr %6462, i64 %index1620
  %wide.load1621 = load <8 x float>, ptr %6481, align 4, !alias.scope !144, !noalias !147
  %6482 = getelementptr inbounds nuw float, ptr %6463, i64 %index1620
  %wide.load1622 = load <8 x float>, ptr %6482, align 4, !alias.scope !150
  %6483 = fneg <8 x float> %wide.load1622
  %6484 = fmul <8 x float> %wide.load1621, %broadcast.splat1610
  %6485 = fsub <8 x float> %6483, %6484
  %6486 = fmul <8 x float> %broadcast.splat1612, %6485
  %6487 = fsub <8 x float> %wide.load1621, %6486
  %6488 = getelementptr inbounds nuw float, ptr %gep.us, i64 %index1620
  %wide.load1623 = load <8 x float>, ptr %6488, align 4, !alias.scope !151
  %6489 = fmul <8 x float> %wide.load1621, %broadcast.splat1614
  %6490 = fsub <8 x float> %wide.load1623, %6489
  %6491 = fmul <8 x float> %broadcast.splat1616, %6490
  %6492 = fadd <8 x float> %6487, %6491
  %6493 = fdiv <8 x float> %6492, %broadcast.splat1618
  store <8 x float> %6493, ptr %6481, align 4, !alias.scope !144, !noalias !147
  %index.next1624 = add nuw i64 %index1620, 8
  %6494 = icmp eq i64 %index.next1624, %n.vec1608
  br i1 %6494, label %middle.block1625, label %vector.body1619, !llvm.loop !152

middle.block1625:                                 ; preds = %vector.body1619
  br i1 %cmp.n1626, label %feature.exit406.us, label %feature.body405.us779.preheader

feature.body405.us779.preheader:                  ; preds = %vector.memcheck1588, %middle.block1625
  %feature407771.us780.ph = phi i64 [ 0, %vector.memcheck1588 ], [ %n.vec1608, %middle.block1625 ]
  %.neg2808 = or disjoint i64 %feature407771.us780.ph, 1
  br i1 %lcmp.mod2449.not, label %feature.body405.us779.prol.loopexit, label %feature.body405.us779.prol

feature.body405.us779.prol:                       ; preds = %feature.body405.us779.preheader
  %6495 = getelementptr inbounds nuw float, ptr %6462, i64 %feature407771.us780.ph
  %6496 = load float, ptr %6495, align 4
  %6497 = getelementptr inbounds nuw float, ptr %6463, i64 %feature407771.us780.ph
  %6498 = load float, ptr %6497, align 4
  %6499 = fneg float %6498
  %6500 = fmul float %6496, %6478
  %6501 = fsub float %6499, %6500
  %6502 = fmul float %eta, %6501
  %6503 = fsub float %6496, %6502
  %6504 = getelementptr inbounds nuw float, ptr %gep.us, i64 %feature407771.us780.ph
  %6505 = load float, ptr %6504, align 4
  %6506 = fmul float %6496, %6479
  %6507 = fsub float %6505, %6506
  %6508 = fmul float %noise_scale126.us, %6507
  %6509 = fadd float %6503, %6508
  %6510 = fdiv float %6509, %6480
  store float %6510, ptr %6495, align 4
  %6511 = or disjoint i64 %feature407771.us780.ph, 1
  br label %feature.body405.us779.prol.loopexit

feature.body405.us779.prol.loopexit:              ; preds = %feature.body405.us779.prol, %feature.body405.us779.preheader
  %feature407771.us780.unr = phi i64 [ %feature407771.us780.ph, %feature.body405.us779.preheader ], [ %6511, %feature.body405.us779.prol ]
  %6512 = icmp eq i64 %n_features, %.neg2808
  br i1 %6512, label %feature.exit406.us, label %feature.body405.us779

feature.body417.lr.ph.us:                         ; preds = %noise.done299.us, %feature.exit418.us
  %lockstep_row411775.us = phi i64 [ %5983, %feature.exit418.us ], [ 0, %noise.done299.us ]
  %row412.us = add i64 %lockstep_row411775.us, %lockstep_block778.us
  %.idx648.us = shl i64 %lockstep_row411775.us, 4
  %6513 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx648.us
  %row_offset413.us = mul i64 %row412.us, %n_features
  %6514 = getelementptr inbounds float, ptr %state, i64 %row_offset413.us
  %6515 = getelementptr inbounds float, ptr %input_0, i64 %row_offset413.us
  %6516 = getelementptr inbounds float, ptr %status, i64 %row412.us
  %6517 = getelementptr inbounds nuw i8, ptr %6513, i64 12
  %6518 = load float, ptr %6517, align 4
  %.fr830 = freeze float %6518
  %6519 = fcmp olt float %.fr830, 0x3D71979980000000
  %6520 = load float, ptr %6513, align 4
  %6521 = fadd float %6520, -1.000000e+00
  %6522 = tail call float @llvm.fabs.f32(float %6521)
  %6523 = fcmp ogt float %6522, 0x3F60624DE0000000
  %6524 = select i1 %6523, float 1.000000e+00, float 0.000000e+00
  %6525 = select i1 %6519, float 2.000000e+00, float 0.000000e+00
  %6526 = fadd float %6525, %6524
  %status_bits414.us = fptoui float %6526 to i32
  %status415.us = load i32, ptr %6516, align 4
  %6527 = or i32 %status415.us, %status_bits414.us
  store i32 %6527, ptr %6516, align 4
  %6528 = getelementptr inbounds nuw i8, ptr %6513, i64 4
  %6529 = load float, ptr %6528, align 4
  %6530 = tail call float @llvm.sqrt.f32(float %.fr830)
  br i1 %6519, label %feature.exit418.us, label %vector.memcheck1527

vector.memcheck1527:                              ; preds = %feature.body417.lr.ph.us
  br i1 %found.conflict1540, label %feature.body417.us781.preheader, label %vector.ph1545

vector.ph1545:                                    ; preds = %vector.memcheck1527
  %broadcast.splatinsert1548 = insertelement <8 x float> poison, float %6529, i64 0
  %broadcast.splat1549 = shufflevector <8 x float> %broadcast.splatinsert1548, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1552 = insertelement <8 x float> poison, float %6530, i64 0
  %broadcast.splat1553 = shufflevector <8 x float> %broadcast.splatinsert1552, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body1554

vector.body1554:                                  ; preds = %vector.body1554, %vector.ph1545
  %index1555 = phi i64 [ 0, %vector.ph1545 ], [ %index.next1564, %vector.body1554 ]
  %6531 = getelementptr inbounds nuw float, ptr %6514, i64 %index1555
  %6532 = getelementptr inbounds nuw i8, ptr %6531, i64 32
  %6533 = getelementptr inbounds nuw i8, ptr %6531, i64 64
  %6534 = getelementptr inbounds nuw i8, ptr %6531, i64 96
  %wide.load1556 = load <8 x float>, ptr %6531, align 4, !alias.scope !153, !noalias !156
  %wide.load1557 = load <8 x float>, ptr %6532, align 4, !alias.scope !153, !noalias !156
  %wide.load1558 = load <8 x float>, ptr %6533, align 4, !alias.scope !153, !noalias !156
  %wide.load1559 = load <8 x float>, ptr %6534, align 4, !alias.scope !153, !noalias !156
  %6535 = getelementptr inbounds nuw float, ptr %6515, i64 %index1555
  %6536 = getelementptr inbounds nuw i8, ptr %6535, i64 32
  %6537 = getelementptr inbounds nuw i8, ptr %6535, i64 64
  %6538 = getelementptr inbounds nuw i8, ptr %6535, i64 96
  %wide.load1560 = load <8 x float>, ptr %6535, align 4, !alias.scope !156
  %wide.load1561 = load <8 x float>, ptr %6536, align 4, !alias.scope !156
  %wide.load1562 = load <8 x float>, ptr %6537, align 4, !alias.scope !156
  %wide.load1563 = load <8 x float>, ptr %6538, align 4, !alias.scope !156
  %6539 = fneg <8 x float> %wide.load1560
  %6540 = fneg <8 x float> %wide.load1561
  %6541 = fneg <8 x float> %wide.load1562
  %6542 = fneg <8 x float> %wide.load1563
  %6543 = fmul <8 x float> %wide.load1556, %broadcast.splat1549
  %6544 = fmul <8 x float> %wide.load1557, %broadcast.splat1549
  %6545 = fmul <8 x float> %wide.load1558, %broadcast.splat1549
  %6546 = fmul <8 x float> %wide.load1559, %broadcast.splat1549
  %6547 = fsub <8 x float> %6539, %6543
  %6548 = fsub <8 x float> %6540, %6544
  %6549 = fsub <8 x float> %6541, %6545
  %6550 = fsub <8 x float> %6542, %6546
  %6551 = fmul <8 x float> %broadcast.splat1551, %6547
  %6552 = fmul <8 x float> %broadcast.splat1551, %6548
  %6553 = fmul <8 x float> %broadcast.splat1551, %6549
  %6554 = fmul <8 x float> %broadcast.splat1551, %6550
  %6555 = fsub <8 x float> %wide.load1556, %6551
  %6556 = fsub <8 x float> %wide.load1557, %6552
  %6557 = fsub <8 x float> %wide.load1558, %6553
  %6558 = fsub <8 x float> %wide.load1559, %6554
  %6559 = fdiv <8 x float> %6555, %broadcast.splat1553
  %6560 = fdiv <8 x float> %6556, %broadcast.splat1553
  %6561 = fdiv <8 x float> %6557, %broadcast.splat1553
  %6562 = fdiv <8 x float> %6558, %broadcast.splat1553
  store <8 x float> %6559, ptr %6531, align 4, !alias.scope !153, !noalias !156
  store <8 x float> %6560, ptr %6532, align 4, !alias.scope !153, !noalias !156
  store <8 x float> %6561, ptr %6533, align 4, !alias.scope !153, !noalias !156
  store <8 x float> %6562, ptr %6534, align 4, !alias.scope !153, !noalias !156
  %index.next1564 = add nuw i64 %index1555, 32
  %6563 = icmp eq i64 %index.next1564, %n.vec1547
  br i1 %6563, label %middle.block1565, label %vector.body1554, !llvm.loop !158

middle.block1565:                                 ; preds = %vector.body1554
  br i1 %cmp.n1566, label %feature.exit418.us, label %vec.epilog.iter.check1569

vec.epilog.iter.check1569:                        ; preds = %middle.block1565
  br i1 %min.epilog.iters.check1570, label %feature.body417.us781.preheader, label %vec.epilog.ph1571, !prof !10

vec.epilog.ph1571:                                ; preds = %vec.epilog.iter.check1569
  %broadcast.splatinsert1574 = insertelement <4 x float> poison, float %6529, i64 0
  %broadcast.splat1575 = shufflevector <4 x float> %broadcast.splatinsert1574, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1578 = insertelement <4 x float> poison, float %6530, i64 0
  %broadcast.splat1579 = shufflevector <4 x float> %broadcast.splatinsert1578, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1580

vec.epilog.vector.body1580:                       ; preds = %vec.epilog.vector.body1580, %vec.epilog.ph1571
  %index1581 = phi i64 [ %n.vec1547, %vec.epilog.ph1571 ], [ %index.next1584, %vec.epilog.vector.body1580 ]
  %6564 = getelementptr inbounds nuw float, ptr %6514, i64 %index1581
  %wide.load1582 = load <4 x float>, ptr %6564, align 4, !alias.scope !153, !noalias !156
  %6565 = getelementptr inbounds nuw float, ptr %6515, i64 %index1581
  %wide.load1583 = load <4 x float>, ptr %6565, align 4, !alias.scope !156
  %6566 = fneg <4 x float> %wide.load1583
  %6567 = fmul <4 x float> %wide.load1582, %broadcast.splat1575
  %6568 = fsub <4 x float> %6566, %6567
  %6569 = fmul <4 x float> %broadcast.splat1577, %6568
  %6570 = fsub <4 x float> %wide.load1582, %6569
  %6571 = fdiv <4 x float> %6570, %broadcast.splat1579
  store <4 x float> %6571, ptr %6564, align 4, !alias.scope !153, !noalias !156
  %index.next1584 = add nuw i64 %index1581, 4
  %6572 = icmp eq i64 %index.next1584, %n.vec1573
  br i1 %6572, label %vec.epilog.middle.block1585, label %vec.epilog.vector.body1580, !llvm.loop !159

vec.epilog.middle.block1585:                      ; preds = %vec.epilog.vector.body1580
  br i1 %cmp.n1586, label %feature.exit418.us, label %feature.body417.us781.preheader

feature.body417.us781.preheader:                  ; preds = %vector.memcheck1527, %vec.epilog.iter.check1569, %vec.epilog.middle.block1585
  %feature419773.us782.ph = phi i64 [ 0, %vector.memcheck1527 ], [ %n.vec1547, %vec.epilog.iter.check1569 ], [ %n.vec1573, %vec.epilog.middle.block1585 ]
  br i1 %lcmp.mod2452.not, label %feature.body417.us781.prol.loopexit, label %feature.body417.us781.prol

feature.body417.us781.prol:                       ; preds = %feature.body417.us781.preheader, %feature.body417.us781.prol
  %feature419773.us782.prol = phi i64 [ %6583, %feature.body417.us781.prol ], [ %feature419773.us782.ph, %feature.body417.us781.preheader ]
  %prol.iter2453 = phi i64 [ %prol.iter2453.next, %feature.body417.us781.prol ], [ 0, %feature.body417.us781.preheader ]
  %6573 = getelementptr inbounds nuw float, ptr %6514, i64 %feature419773.us782.prol
  %6574 = load float, ptr %6573, align 4
  %6575 = getelementptr inbounds nuw float, ptr %6515, i64 %feature419773.us782.prol
  %6576 = load float, ptr %6575, align 4
  %6577 = fneg float %6576
  %6578 = fmul float %6574, %6529
  %6579 = fsub float %6577, %6578
  %6580 = fmul float %eta, %6579
  %6581 = fsub float %6574, %6580
  %6582 = fdiv float %6581, %6530
  store float %6582, ptr %6573, align 4
  %6583 = add nuw nsw i64 %feature419773.us782.prol, 1
  %prol.iter2453.next = add i64 %prol.iter2453, 1
  %prol.iter2453.cmp.not = icmp eq i64 %prol.iter2453.next, %xtraiter2451
  br i1 %prol.iter2453.cmp.not, label %feature.body417.us781.prol.loopexit, label %feature.body417.us781.prol, !llvm.loop !160

feature.body417.us781.prol.loopexit:              ; preds = %feature.body417.us781.prol, %feature.body417.us781.preheader
  %feature419773.us782.unr = phi i64 [ %feature419773.us782.ph, %feature.body417.us781.preheader ], [ %6583, %feature.body417.us781.prol ]
  %6584 = sub nsw i64 %feature419773.us782.ph, %n_features
  %6585 = icmp ugt i64 %6584, -4
  br i1 %6585, label %feature.exit418.us, label %feature.body417.us781

step.header122.step.exit124_crit_edge.us:         ; preds = %noise.done395.us
  %6586 = add i64 %lockstep_block778.us, 4
  %6587 = icmp ult i64 %6586, %row_end
  %indvars.iv.next924 = add i64 %indvars.iv923, -4
  %indvar.next1529 = add i64 %indvar1528, 1
  br i1 %6587, label %lockstep_block.body.us, label %across.done

lockstep_block.body:                              ; preds = %lockstep_block.body.lr.ph, %lockstep_block.body
  %lockstep_block778 = phi i64 [ %6588, %lockstep_block.body ], [ %row_begin, %lockstep_block.body.lr.ph ]
  %6588 = add i64 %lockstep_block778, 4
  %6589 = icmp ult i64 %6588, %row_end
  br i1 %6589, label %lockstep_block.body, label %across.done
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
!10 = !{!"branch_weights", i32 4, i32 28}
!11 = distinct !{!11, !7, !6}
!12 = distinct !{!12, !7, !6}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7, !6}
!15 = distinct !{!15, !7, !6}
!16 = distinct !{!16, !7}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21, !22}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!21}
!24 = !{!22}
!25 = distinct !{!25, !7, !6}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !7, !6}
!32 = distinct !{!32, !7, !6}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7, !6}
!38 = distinct !{!38, !7, !6}
!39 = distinct !{!39, !34}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7, !6}
!42 = !{!"branch_weights", i32 4, i32 12}
!43 = distinct !{!43, !7, !6}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !34}
!46 = distinct !{!46, !34}
!47 = distinct !{!47, !34}
!48 = distinct !{!48, !34}
!49 = distinct !{!49, !7, !6}
!50 = !{!"branch_weights", i32 8, i32 24}
!51 = distinct !{!51, !7, !6}
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.vectorize.width", i32 1}
!54 = !{!55}
!55 = distinct !{!55, !56}
!56 = distinct !{!56}
!57 = !{!58}
!58 = distinct !{!58, !56}
!59 = distinct !{!59, !7, !6}
!60 = distinct !{!60, !7, !6}
!61 = distinct !{!61, !7, !6}
!62 = distinct !{!62, !7, !6}
!63 = distinct !{!63, !7, !6}
!64 = distinct !{!64, !7, !6}
!65 = distinct !{!65, !6, !7}
!66 = distinct !{!66, !6, !7}
!67 = distinct !{!67, !53}
!68 = distinct !{!68, !53}
!69 = distinct !{!69, !53}
!70 = distinct !{!70, !7}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73}
!74 = !{!75}
!75 = distinct !{!75, !73}
!76 = distinct !{!76, !7, !6}
!77 = distinct !{!77, !7, !6}
!78 = distinct !{!78, !6, !7}
!79 = distinct !{!79, !6, !7}
!80 = distinct !{!80, !7, !6}
!81 = distinct !{!81, !7, !6}
!82 = distinct !{!82, !53}
!83 = distinct !{!83, !53}
!84 = distinct !{!84, !7}
!85 = distinct !{!85, !7}
!86 = distinct !{!86, !7}
!87 = distinct !{!87, !53}
!88 = distinct !{!88, !53}
!89 = distinct !{!89, !7}
!90 = distinct !{!90, !53}
!91 = distinct !{!91, !53}
!92 = distinct !{!92, !7}
!93 = !{!94}
!94 = distinct !{!94, !95}
!95 = distinct !{!95, !"LVerDomain"}
!96 = !{!97}
!97 = distinct !{!97, !95}
!98 = !{!99}
!99 = distinct !{!99, !95}
!100 = !{!101}
!101 = distinct !{!101, !95}
!102 = !{!94, !97}
!103 = !{!104}
!104 = distinct !{!104, !95}
!105 = !{!106}
!106 = distinct !{!106, !95}
!107 = distinct !{!107, !7, !6}
!108 = !{!109}
!109 = distinct !{!109, !110}
!110 = distinct !{!110, !"LVerDomain"}
!111 = !{!112}
!112 = distinct !{!112, !110}
!113 = !{!114}
!114 = distinct !{!114, !110}
!115 = !{!109, !112}
!116 = !{!117}
!117 = distinct !{!117, !110}
!118 = !{!119}
!119 = distinct !{!119, !110}
!120 = distinct !{!120, !7, !6}
!121 = !{!122}
!122 = distinct !{!122, !123}
!123 = distinct !{!123, !"LVerDomain"}
!124 = !{!125}
!125 = distinct !{!125, !123}
!126 = !{!127}
!127 = distinct !{!127, !123}
!128 = !{!129}
!129 = distinct !{!129, !123}
!130 = !{!122, !125}
!131 = distinct !{!131, !7, !6}
!132 = distinct !{!132, !7, !6}
!133 = !{!134}
!134 = distinct !{!134, !135}
!135 = distinct !{!135, !"LVerDomain"}
!136 = !{!137}
!137 = distinct !{!137, !135}
!138 = !{!139}
!139 = distinct !{!139, !135}
!140 = !{!134, !137}
!141 = distinct !{!141, !7, !6}
!142 = distinct !{!142, !7, !6}
!143 = distinct !{!143, !34}
!144 = !{!145}
!145 = distinct !{!145, !146}
!146 = distinct !{!146, !"LVerDomain"}
!147 = !{!148, !149}
!148 = distinct !{!148, !146}
!149 = distinct !{!149, !146}
!150 = !{!148}
!151 = !{!149}
!152 = distinct !{!152, !7, !6}
!153 = !{!154}
!154 = distinct !{!154, !155}
!155 = distinct !{!155, !"LVerDomain"}
!156 = !{!157}
!157 = distinct !{!157, !155}
!158 = distinct !{!158, !7, !6}
!159 = distinct !{!159, !7, !6}
!160 = distinct !{!160, !34}
