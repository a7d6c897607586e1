	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_quadratic_fast_w4x64
	.p2align	8
	.type	tessera_quadratic_fast_w4x64,@function
tessera_quadratic_fast_w4x64:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	v_mov_b32_e32 v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[8:9], v[3:4]
	v_cmp_lt_u64_e64 s2, s[10:11], 5
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_17
	v_mul_lo_u32 v5, s11, v3
	v_mul_lo_u32 v6, s10, v4
	v_mad_u64_u32 v[1:2], null, s10, v3, 0
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v8, 0 :: v_dual_and_b32 v7, 3, v0
	v_add3_u32 v2, v2, v6, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_u64_e64 s2, s[10:11], v[7:8]
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s4, v1
	v_add_co_ci_u32_e64 v6, null, s5, v2, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v8, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v6, vcc_lo
	global_load_b32 v8, v[8:9], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[16:19], s[0:1], 0x48
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v3, 0
	v_add_co_u32 v12, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s7, v2, vcc_lo
	s_mov_b32 s0, 0
	v_add_co_u32 v2, vcc_lo, v12, v7
	v_add_co_ci_u32_e64 v3, null, 0, v13, vcc_lo
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v12, s0
	v_and_b32_e32 v11, 2, v0
	s_mov_b32 s6, 0x54442d18
	s_mov_b32 s22, 0x1a01a01a
	s_mov_b32 s24, 0x11111111
	s_mov_b32 s26, 0x55555555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v4, s17, v4
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0xa556c734
	s_cselect_b32 s33, -1, 0
	v_xor_b32_e32 v4, v10, v4
	s_add_u32 s1, s16, 0x9e3779b9
	s_add_u32 s3, s17, 0xbb67ae85
	s_add_u32 s4, s16, 0x3c6ef372
	v_xor_b32_e32 v9, s3, v9
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v4, 0
	s_mov_b32 s28, 0xb7789f5c
	s_mov_b32 s34, 0x16c16c17
	s_add_u32 s38, s17, 0x76cf5d0a
	s_add_u32 s39, s16, 0xdaa66d2b
	s_add_u32 s40, s17, 0x32370b8f
	s_add_u32 s41, s16, 0x78dde6e4
	v_xor_b32_e32 v4, s1, v14
	v_dual_mov_b32 v15, s0 :: v_dual_and_b32 v14, 1, v0
	v_cmp_eq_u64_e64 s0, 0, v[11:12]
	v_xor_b32_e32 v10, s4, v13
	s_add_u32 s42, s17, 0xed9eba14
	s_add_u32 s43, s16, 0x1715609d
	v_cmp_eq_u64_e64 s1, 0, v[14:15]
	s_add_u32 s44, s17, 0xa9066899
	s_add_u32 s45, s16, 0xb54cda56
	s_add_u32 s46, s17, 0x646e171e
	s_add_u32 s47, s16, 0x5384540f
	s_add_u32 s48, s17, 0x1fd5c5a3
	s_add_u32 s49, s16, 0xf1bbcdc8
	s_add_u32 s50, s17, 0xdb3d7428
	s_add_i32 s51, s16, 0x8ff34781
	s_add_i32 s17, s17, 0x96a522ad
	s_mov_b32 s7, 0x3ff921fb
	s_mov_b32 s11, 0x3ec71de3
	s_mov_b32 s23, 0xbf2a01a0
	s_mov_b32 s25, 0x3f811111
	s_mov_b32 s27, 0xbfc55555
	s_mov_b32 s29, 0xbe927e4f
	s_mov_b32 s31, 0x3efa01a0
	s_mov_b32 s35, 0xbf56c16c
	s_mov_b32 s37, 0x3fa55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v8
.LBB0_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v0
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_15
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s3, -1
	s_cbranch_vccz .LBB0_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v8
	s_and_saveexec_b32 s52, s2
	s_cbranch_execz .LBB0_10
	s_mul_f32 s5, s14, s12
	s_mul_hi_u32 s30, s19, 0xcd9e8d57
	s_mul_i32 s36, s19, 0xcd9e8d57
	global_load_b32 v28, v[2:3], off
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s4, s5, 0x4f800000
	v_xor_b32_e32 v11, s36, v4
	s_cselect_b32 s3, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_cselect_b32 s4, -1, 0
	s_xor_b32 s30, s16, s30
	s_xor_b32 s30, s30, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s36, s30, 0xd2511f53
	s_mul_i32 s30, s30, 0xd2511f53
	v_xor_b32_e32 v13, s36, v9
	v_xor3_b32 v12, s30, s38, v12
	s_mov_b32 s30, s22
	s_mov_b32 s36, s26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor_b32_e32 v16, v14, v10
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	v_xor3_b32 v12, v15, s39, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s40, v17, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v12, v12, s42, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s41, v18, v14
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v13, v13, s43, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s44, v15, v11
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v11, 0
	v_xor3_b32 v11, v16, s46, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s45, v18, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v12, v12, s47, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s48, v14, v15
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v12, v15, s50, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s49, v17, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v13, 0
	v_cndmask_b32_e64 v11, v17, v11, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v11, 9, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0.5, v11
	v_mul_f32_e32 v11, 0x34000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[19:20], v11
	v_xor3_b32 v11, v16, v12, s51
	v_xor3_b32 v12, v18, v14, s17
	v_cndmask_b32_e64 v11, v12, v11, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v11, 9, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0.5, v11
	v_mul_f32_e32 v15, 0x34000000, v15
	v_mul_f64 v[19:20], v[19:20], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], 0x43380000, v[19:20]
	v_add_f64 v[22:23], 0xc3380000, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -v[22:23]
	v_mul_f64 v[19:20], v[19:20], s[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[19:20], v[19:20]
	v_mul_f64 v[24:25], v[22:23], s[10:11]
	v_mul_f64 v[26:27], v[22:23], s[28:29]
	v_mul_f64 v[17:18], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[22:23]
	v_add_f64 v[26:27], v[26:27], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], v[26:27], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[22:23], v[24:25]
	v_mul_f64 v[13:14], v[22:23], v[26:27]
	v_add_nc_u32_e32 v24, 0x4afb0d, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffff, v24
	v_add_nc_u32_e32 v15, 0x3f3504f3, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v25, -1.0, v15
	v_mul_f64 v[15:16], v[19:20], v[22:23]
	v_mul_f64 v[22:23], v[22:23], -0.5
	v_add_f32_e32 v26, 2.0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v27, null, v26, v26, v25
	v_div_scale_f32 v31, vcc_lo, v25, v26, v25
	v_rcp_f32_e32 v29, v27
	v_add_f64 v[11:12], v[11:12], s[26:27]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	v_lshrrev_b32_e32 v24, 23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v29
	v_fma_f32 v32, -v27, v30, v31
	v_add_f64 v[22:23], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v30, v32, v29
	v_fma_f32 v27, -v27, v30, v31
	v_mul_f64 v[11:12], v[15:16], v[11:12]
	v_mul_f64 v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v15, v27, v29, v30
	v_div_fixup_f32 v15, v15, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v15
	v_mul_f32_e32 v17, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3e789e26, v17
	v_dual_mul_f32 v27, 0.5, v25 :: v_dual_add_f32 v18, 0x3eccce13, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, 0x3e91e9ee, v17 :: v_dual_mul_f32 v17, v17, v18
	v_add_f32_e32 v26, 0x3f2aaaaa, v26
	v_add_nc_u32_e32 v18, 0xffffff81, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v24, v25, v27
	v_mul_f32_e32 v16, v16, v26
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_add_f64 v[13:14], v[22:23], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v17
	v_cvt_f32_i32_e32 v17, v18
	v_mul_f32_e32 v18, 0x3717f7d1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v24, v16
	v_dual_mul_f32 v15, v15, v16 :: v_dual_mov_b32 v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v15, v18, v15
	v_cndmask_b32_e64 v18, s5, v0, s4
	v_dual_mul_f32 v0, 0x3f317180, v17 :: v_dual_sub_f32 v15, v15, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v17, v18
	v_add_f32_e32 v15, v25, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v19, v0, v15
	v_and_b32_e32 v15, 2, v21
	v_xor_b32_e32 v20, 0x80000000, v12
	v_mul_f32_e32 v19, -2.0, v19
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_and_b32_e32 v0, 1, v21
	v_xor_b32_e32 v15, 0x80000000, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v21, 0x4f800000, v19 :: v_dual_add_nc_u32 v16, -1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_cndmask_b32_e32 v0, v20, v12, vcc_lo
	v_cndmask_b32_e32 v14, v15, v14, vcc_lo
	v_cndmask_b32_e32 v12, v12, v20, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v19
	v_xor_b32_e32 v20, 0x80000000, v16
	v_cndmask_b32_e32 v15, v19, v21, vcc_lo
	v_cndmask_b32_e64 v19, v13, v11, s5
	v_cndmask_b32_e64 v11, v11, v13, s5
	v_add_nc_u32_e32 v13, 1, v17
	v_cndmask_b32_e64 v0, v14, v0, s5
	v_cndmask_b32_e64 v12, v12, v14, s5
	v_sqrt_f32_e32 v14, v15
	v_cndmask_b32_e64 v11, v19, v11, s1
	v_fma_f32 v19, v20, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v12, v0, v12, s1
	v_xor_b32_e32 v0, 0x80000000, v13
	v_cmp_ge_f32_e64 s5, 0, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_add_nc_u32_e32 v12, -1, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v0, v0, v17, v18
	v_cndmask_b32_e64 v16, v17, v16, s5
	v_add_nc_u32_e32 v17, 1, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v19, -v12, v14, v15
	v_cmp_lt_f32_e64 s5, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v16, v13, s5
	v_fma_f32 v13, -v17, v14, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_cndmask_b32_e64 v12, v14, v12, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s5, 0, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v28, v8
	v_cndmask_b32_e64 v12, v12, v17, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v13, v13, v13 :: v_dual_mul_f32 v14, 0x37800000, v0
	v_mul_f32_e32 v13, 0.5, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v0, v14, s4
	v_mul_f32_e32 v14, 0x37800000, v12
	v_cmp_class_f32_e64 s4, v18, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, s8, v13 :: v_dual_cndmask_b32 v12, v12, v14
	v_cndmask_b32_e64 v0, v0, v18, s4
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, 0, v0, s3
	v_cndmask_b32_e32 v12, v12, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s9, s15
	v_mul_f32_e32 v11, v12, v11
	v_add_f32_e32 v12, v8, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v11
	v_add_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s52
	s_mov_b32 s3, 0
.LBB0_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_6
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_add_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v8, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v8
.LBB0_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_17
	v_add_co_u32 v1, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v6, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB0_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w4x64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 53
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 20
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	tessera_quadratic_fast_w4x64, .Lfunc_end0-tessera_quadratic_fast_w4x64

	.set tessera_quadratic_fast_w4x64.num_vgpr, 33
	.set tessera_quadratic_fast_w4x64.num_agpr, 0
	.set tessera_quadratic_fast_w4x64.numbered_sgpr, 53
	.set tessera_quadratic_fast_w4x64.num_named_barrier, 0
	.set tessera_quadratic_fast_w4x64.private_seg_size, 0
	.set tessera_quadratic_fast_w4x64.uses_vcc, 1
	.set tessera_quadratic_fast_w4x64.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w4x64.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w4x64.has_recursion, 0
	.set tessera_quadratic_fast_w4x64.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w1024
	.p2align	8
	.type	tessera_quadratic_fast_w1024,@function
tessera_quadratic_fast_w1024:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_17
	s_load_b64 s[6:7], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s4
	s_addc_u32 s17, s17, s5
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v6, v5, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB6_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v3, 2, v0
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s0, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v4, s0 :: v_dual_and_b32 v7, 1, v0
	v_mov_b32_e32 v8, s0
	s_mov_b32 s20, 0x54442d18
	s_mov_b32 s28, 0xa556c734
	s_mov_b32 s30, 0x1a01a01a
	s_mov_b32 s36, 0x16c16c17
	s_mov_b32 s21, 0x3ff921fb
	s_mov_b32 s29, 0x3ec71de3
	s_mov_b32 s31, 0xbf2a01a0
	s_mov_b32 s37, 0xbf56c16c
	s_mov_b32 s39, 0x3fa55555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s34, s18, s4
	s_addc_u32 s35, s19, s5
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0x11111111
	s_cselect_b32 s33, -1, 0
	s_add_u32 s4, s22, 3
	s_addc_u32 s5, s23, 0
	s_mov_b32 s18, 0x55555555
	s_lshr_b64 s[0:1], s[4:5], 2
	s_lshr_b32 s4, s5, 2
	v_mad_u64_u32 v[0:1], null, s0, s2, v[1:2]
	v_cmp_eq_u64_e64 s1, 0, v[7:8]
	v_cmp_eq_u64_e64 s0, 0, v[3:4]
	s_add_u32 s5, s24, 0x3c6ef372
	s_mov_b32 s22, 0xb7789f5c
	s_mov_b32 s11, 0x3f811111
	s_mov_b32 s19, 0xbfc55555
	v_mad_u64_u32 v[7:8], null, s4, s2, v[1:2]
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_u32 v3, s2, s34, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s35, 0, s2
	s_add_u32 s2, s24, 0x9e3779b9
	s_add_u32 s4, s25, 0xbb67ae85
	v_xor_b32_e32 v1, v1, v7
	v_xor_b32_e32 v0, s4, v0
	s_add_u32 s40, s25, 0x76cf5d0a
	s_add_u32 s41, s24, 0xdaa66d2b
	s_add_u32 s42, s25, 0x32370b8f
	v_xor_b32_e32 v1, s25, v1
	s_add_u32 s43, s24, 0x78dde6e4
	s_add_u32 s44, s25, 0xed9eba14
	s_add_u32 s45, s24, 0x1715609d
	s_add_u32 s46, s25, 0xa9066899
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	s_add_u32 s47, s24, 0xb54cda56
	s_add_u32 s48, s25, 0x646e171e
	s_add_u32 s49, s24, 0x5384540f
	s_add_u32 s50, s25, 0x1fd5c5a3
	s_add_u32 s51, s24, 0xf1bbcdc8
	s_add_u32 s52, s25, 0xdb3d7428
	v_xor_b32_e32 v7, s2, v9
	v_xor_b32_e32 v8, s5, v8
	s_add_i32 s53, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s23, 0xbe927e4f
	s_mov_b32 s35, 0x3efa01a0
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB6_6:
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB6_15
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_cbranch_vccz .LBB6_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s54, s3
	s_cbranch_execz .LBB6_10
	s_mul_f32 s5, s14, s12
	s_mul_hi_u32 s34, s27, 0xcd9e8d57
	s_mul_i32 s38, s27, 0xcd9e8d57
	global_load_b32 v26, v[3:4], off
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s4, s5, 0x4f800000
	v_xor_b32_e32 v9, s38, v7
	s_cselect_b32 s2, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v1, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	s_cselect_b32 s4, -1, 0
	s_xor_b32 s34, s24, s34
	s_xor_b32 s34, s34, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s38, s34, 0xd2511f53
	s_mul_i32 s34, s34, 0xd2511f53
	v_xor_b32_e32 v11, s38, v0
	v_xor3_b32 v10, s34, s40, v10
	s_mov_b32 s34, s30
	s_mov_b32 s38, s18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	v_xor_b32_e32 v14, v12, v8
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v10, v13, s41, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s42, v15, v9
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v11, 0
	v_xor3_b32 v10, v10, s44, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s43, v16, v12
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_xor3_b32 v11, v11, s45, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s46, v13, v9
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v9, 0
	v_xor3_b32 v9, v14, s48, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s47, v16, v10
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v10, v10, s49, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s50, v12, v13
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v10, v13, s52, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s51, v15, v9
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v11, 0
	v_cndmask_b32_e64 v9, v15, v9, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 9, v9
	v_cvt_f32_u32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0.5, v9
	v_mul_f32_e32 v9, 0x34000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[17:18], v9
	v_xor3_b32 v9, v14, v10, s53
	v_xor3_b32 v10, v16, v12, s25
	v_cndmask_b32_e64 v9, v10, v9, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 9, v9
	v_cvt_f32_u32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0.5, v9
	v_mul_f32_e32 v13, 0x34000000, v13
	v_mul_f64 v[17:18], v[17:18], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], 0x43380000, v[17:18]
	v_add_f64 v[20:21], 0xc3380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -v[20:21]
	v_mul_f64 v[17:18], v[17:18], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[17:18]
	v_mul_f64 v[22:23], v[20:21], s[28:29]
	v_mul_f64 v[24:25], v[20:21], s[22:23]
	v_mul_f64 v[15:16], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[30:31]
	v_add_f64 v[24:25], v[24:25], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[10:11]
	v_add_f64 v[24:25], v[24:25], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[20:21], v[22:23]
	v_mul_f64 v[11:12], v[20:21], v[24:25]
	v_add_nc_u32_e32 v22, 0x4afb0d, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0x7fffff, v22
	v_lshrrev_b32_e32 v22, 23, v22
	v_add_nc_u32_e32 v13, 0x3f3504f3, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v23, -1.0, v13
	v_mul_f64 v[13:14], v[17:18], v[20:21]
	v_mul_f64 v[20:21], v[20:21], -0.5
	v_add_f32_e32 v24, 2.0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v25, null, v24, v24, v23
	v_div_scale_f32 v29, vcc_lo, v23, v24, v23
	v_rcp_f32_e32 v27, v25
	v_add_f64 v[9:10], v[9:10], s[18:19]
	v_add_f64 v[11:12], v[11:12], s[38:39]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v25, v27, 1.0
	v_fmac_f32_e32 v27, v28, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v29, v27
	v_fma_f32 v30, -v25, v28, v29
	v_add_f64 v[20:21], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v30, v27
	v_fma_f32 v25, -v25, v28, v29
	v_mul_f64 v[9:10], v[13:14], v[9:10]
	v_mul_f64 v[11:12], v[15:16], v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v13, v25, v27, v28
	v_div_fixup_f32 v13, v13, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v13
	v_mul_f32_e32 v15, v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3e789e26, v15
	v_dual_mul_f32 v25, 0.5, v23 :: v_dual_add_f32 v16, 0x3eccce13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v24, 0x3e91e9ee, v15 :: v_dual_mul_f32 v15, v15, v16
	v_add_f32_e32 v24, 0x3f2aaaaa, v24
	v_add_nc_u32_e32 v16, 0xffffff81, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v22, v23, v25
	v_add_f64 v[9:10], v[17:18], v[9:10]
	v_mul_f32_e32 v14, v14, v24
	v_add_f64 v[11:12], v[20:21], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v15
	v_cvt_f32_i32_e32 v15, v16
	v_mul_f32_e32 v16, 0x3717f7d1, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v22, v14
	v_dual_mul_f32 v13, v13, v14 :: v_dual_mov_b32 v14, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v13, v16, v13
	v_cndmask_b32_e64 v16, s5, v1, s4
	v_mul_f32_e32 v1, 0x3f317180, v15
	v_sub_f32_e32 v13, v13, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v15, v16
	v_add_f32_e32 v13, v23, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v17, v1, v13
	v_xor_b32_e32 v18, 0x80000000, v10
	v_and_b32_e32 v13, 2, v19
	v_and_b32_e32 v1, 1, v19
	v_cmp_eq_u64_e32 vcc_lo, 0, v[13:14]
	v_xor_b32_e32 v13, 0x80000000, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v17, -2.0, v17 :: v_dual_add_nc_u32 v14, -1, v15
	v_cmp_eq_u64_e64 s5, 0, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v1, v18, v10 :: v_dual_cndmask_b32 v12, v13, v12
	v_cndmask_b32_e32 v10, v10, v18, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v17
	v_mul_f32_e32 v19, 0x4f800000, v17
	v_xor_b32_e32 v18, 0x80000000, v14
	v_cndmask_b32_e64 v1, v12, v1, s5
	v_cndmask_b32_e64 v10, v10, v12, s5
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v13, v17, v19, vcc_lo
	v_cndmask_b32_e64 v17, v11, v9, s5
	v_cndmask_b32_e64 v9, v9, v11, s5
	v_add_nc_u32_e32 v11, 1, v15
	v_cndmask_b32_e64 v10, v1, v10, s1
	v_sqrt_f32_e32 v12, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v9, v17, v9, s1
	v_xor_b32_e32 v1, 0x80000000, v11
	v_fma_f32 v17, v18, v15, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v9, v[9:10]
	v_fma_f32 v1, v1, v15, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v17
	v_add_nc_u32_e32 v10, -1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v14, v15, v14, s5
	v_add_nc_u32_e32 v15, 1, v12
	v_fma_f32 v17, -v10, v12, v13
	v_cmp_lt_f32_e64 s5, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v1, v14, v11, s5
	v_fma_f32 v11, -v15, v12, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v17
	v_cndmask_b32_e64 v10, v12, v10, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s5, 0, v11
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v12, 0x37800000, v1 :: v_dual_sub_f32 v11, v26, v6
	v_cndmask_b32_e64 v10, v10, v15, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, v12, s4
	v_cmp_class_f32_e64 s4, v16, 0x260
	v_dual_add_f32 v11, v11, v11 :: v_dual_mul_f32 v12, 0x37800000, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v1, v16, s4
	v_dual_mul_f32 v11, 0.5, v11 :: v_dual_cndmask_b32 v10, v10, v12
	v_cmp_class_f32_e64 vcc_lo, v13, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, 0, v1, s2
	v_dual_mul_f32 v11, s8, v11 :: v_dual_cndmask_b32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v1, s9, s15
	v_mul_f32_e32 v9, v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v10, v6, v11 :: v_dual_mul_f32 v1, v1, v9
	v_add_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB6_10:
	s_or_b32 exec_lo, exec_lo, s54
	s_mov_b32 s2, 0
.LBB6_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB6_6
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB6_5
	global_load_b32 v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_add_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v1, vcc_lo
	s_branch .LBB6_5
.LBB6_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB6_15:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_17
	global_store_b32 v5, v1, s[16:17]
.LBB6_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 55
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 19
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	tessera_quadratic_fast_w1024, .Lfunc_end6-tessera_quadratic_fast_w1024

	.set tessera_quadratic_fast_w1024.num_vgpr, 31
	.set tessera_quadratic_fast_w1024.num_agpr, 0
	.set tessera_quadratic_fast_w1024.numbered_sgpr, 55
	.set tessera_quadratic_fast_w1024.num_named_barrier, 0
	.set tessera_quadratic_fast_w1024.private_seg_size, 0
	.set tessera_quadratic_fast_w1024.uses_vcc, 1
	.set tessera_quadratic_fast_w1024.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w1024.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w1024.has_recursion, 0
	.set tessera_quadratic_fast_w1024.has_indirect_call, 0
	.globl	tessera_quadratic_fast_wide
	.p2align	8
	.type	tessera_quadratic_fast_wide,@function
tessera_quadratic_fast_wide:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[22:23], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_26
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB10_26
	s_load_b256 s[8:15], s[0:1], 0x30
	s_mul_i32 s3, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_load_b128 s[28:31], s[0:1], 0x50
	s_mul_i32 s4, s24, s2
	s_add_i32 s5, s5, s3
	s_mov_b32 s47, s25
	s_lshl_b64 s[4:5], s[4:5], 2
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_add_u32 s52, s20, s4
	s_addc_u32 s53, s21, s5
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 4, v0
	s_mov_b32 s41, 0
	s_mov_b32 s51, s25
	s_mov_b32 s54, 0xb7789f5c
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s58, 0x16c16c17
	s_mov_b32 s55, 0x3e927e4f
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s57, 0x3efa01a0
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s59, 0xbf56c16c
	s_cselect_b32 s33, -1, 0
	s_and_b32 s46, s24, -4
	s_add_u32 s0, s24, 3
	s_addc_u32 s1, s25, 0
	s_lshr_b64 s[10:11], s[24:25], 2
	s_lshr_b32 s3, s1, 2
	s_lshr_b64 s[0:1], s[0:1], 2
	s_mul_i32 s3, s3, s2
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s85, s0, s2
	s_add_i32 s70, s1, s3
	s_add_u32 s22, s28, 0x9e3779b9
	s_addc_u32 s23, s29, 0
	s_add_u32 s34, s29, 0xbb67ae85
	s_addc_u32 s35, 0, 0
	s_add_u32 s36, s28, 0x3c6ef372
	s_addc_u32 s37, s29, 0
	s_add_u32 s38, s29, 0x76cf5d0a
	s_addc_u32 s39, 0, 0
	s_add_u32 s71, s28, 0xdaa66d2b
	s_add_u32 s72, s29, 0x32370b8f
	s_add_u32 s73, s28, 0x78dde6e4
	s_add_u32 s74, s29, 0xed9eba14
	s_add_u32 s75, s28, 0x1715609d
	s_add_u32 s76, s29, 0xa9066899
	s_add_u32 s77, s28, 0xb54cda56
	s_add_u32 s78, s29, 0x646e171e
	s_add_u32 s79, s28, 0x5384540f
	s_add_u32 s80, s29, 0x1fd5c5a3
	s_add_u32 s81, s28, 0xf1bbcdc8
	s_add_u32 s82, s29, 0xdb3d7428
	s_add_i32 s83, s28, 0x8ff34781
	s_add_i32 s84, s29, 0x96a522ad
	s_cmp_lg_u64 s[46:47], s[24:25]
	s_mov_b32 s61, 0x3fa55555
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s63, 0xbe927e4f
	s_and_b32 s86, vcc_lo, s1
	s_add_u32 s0, s85, s10
	s_addc_u32 s1, s70, s11
	s_mul_hi_u32 s3, s0, 0xd2511f53
	s_mul_i32 s2, s0, 0xd2511f53
	s_lshl_b64 s[44:45], s[46:47], 2
	s_xor_b64 s[0:1], s[2:3], s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b64 s[0:1], s[0:1], s[28:29]
	v_cmp_gt_u64_e64 s0, s[10:11], v[0:1]
	s_mul_hi_u32 s49, s1, 0xcd9e8d57
	s_mul_i32 s48, s1, 0xcd9e8d57
	s_mov_b32 s40, s49
	v_cmp_gt_u64_e64 s1, s[24:25], v[0:1]
	s_xor_b64 s[42:43], s[40:41], s[22:23]
	s_add_u32 s44, s52, s44
	v_lshlrev_b32_e32 v0, 2, v0
	s_addc_u32 s45, s53, s45
	s_or_b32 s50, s46, 1
	s_or_b32 s46, s46, 2
	v_cmp_lt_u64_e64 s43, s[50:51], s[24:25]
	v_cmp_lt_u64_e64 s87, s[46:47], s[24:25]
	s_xor_b64 s[46:47], s[2:3], s[34:35]
	v_add_co_u32 v4, s2, s52, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s53, 0, s2
	v_add_co_u32 v0, s2, s4, v0
	v_add_co_ci_u32_e64 v11, null, s5, 0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v4, 8
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s20, v0
	v_add_co_ci_u32_e64 v7, null, s21, v11, vcc_lo
	v_add_co_u32 v8, vcc_lo, s18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s19, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s16, v0
	v_add_co_ci_u32_e64 v11, null, s17, v11, vcc_lo
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s20, 0x1a01a01a
	s_mov_b32 s50, 0x11111111
	s_mov_b32 s52, 0x55555555
	s_xor_b64 s[48:49], s[48:49], s[36:37]
	s_mov_b32 s17, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s21, 0xbf2a01a0
	s_mov_b32 s51, 0x3f811111
	s_mov_b32 s53, 0xbfc55555
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[6:7], s[26:27]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_26
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB10_17
	s_add_u32 s37, s6, s30
	s_addc_u32 s2, s7, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s65, s2, 0xcd9e8d57
	s_mul_i32 s64, s2, 0xcd9e8d57
	s_and_saveexec_b32 s40, s0
	s_cbranch_execz .LBB10_11
	s_xor_b32 s2, s28, s65
	v_dual_mov_b32 v13, v5 :: v_dual_mov_b32 v12, v4
	s_xor_b32 s4, s2, s37
	v_dual_mov_b32 v15, v3 :: v_dual_mov_b32 v14, v2
	s_mul_hi_u32 s69, s4, 0xd2511f53
	s_mov_b32 s3, 0
	s_mov_b32 s2, s69
	s_mul_i32 s68, s4, 0xd2511f53
	s_xor_b64 s[4:5], s[2:3], s[34:35]
	s_xor_b64 s[66:67], s[64:65], s[22:23]
	s_xor_b64 s[68:69], s[68:69], s[38:39]
.LBB10_8:
	v_add_co_u32 v0, vcc_lo, s85, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s70, v15, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v18
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v17
	v_xor_b32_e32 v18, s4, v16
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor_b32_e32 v0, s66, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s36, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor_b32_e32 v0, s68, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s72, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s71, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v21, s73, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, s74, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v22, s76, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v0, s75, v17, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s77, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, s78, v17, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s80, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s79, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v24, s81, v16
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v16, 0
	v_xor3_b32 v0, s82, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v16, v18, v23, s83
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v20, v24, s84
	global_store_b128 v[12:13], v[16:19], off offset:-8
	v_add_co_u32 v12, s2, 0x1000, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v5 :: v_dual_mov_b32 v12, v4
	v_dual_mov_b32 v15, v3 :: v_dual_mov_b32 v14, v2
	s_mov_b32 s47, 0
.LBB10_10:
	global_load_b128 v[16:19], v[12:13], off offset:-8
	s_mov_b32 s56, s20
	s_mov_b32 s60, s52
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, 9, v17
	v_lshrrev_b32_e32 v17, 9, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v0, v0
	v_cvt_f32_u32_e32 v17, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, 0.5, v0 :: v_dual_add_f32 v17, 0.5, v17
	v_dual_mul_f32 v0, 0x34000000, v0 :: v_dual_mul_f32 v17, 0x34000000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[19:20], v0
	v_cvt_f64_f32_e32 v[21:22], v17
	v_lshrrev_b32_e32 v0, 9, v16
	v_lshrrev_b32_e32 v16, 9, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v0, v0
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, 0.5, v0
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_mul_f64 v[19:20], v[19:20], 4.0
	v_mul_f64 v[21:22], v[21:22], 4.0
	v_add_f64 v[23:24], 0x43380000, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], 0x43380000, v[21:22]
	v_add_f64 v[27:28], 0xc3380000, v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], 0xc3380000, v[25:26]
	v_and_b32_e32 v24, 0x7fffff, v0
	v_add_nc_u32_e32 v24, 0x3f3504f3, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, -1.0, v24
	v_add_f32_e32 v45, 2.0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_scale_f32 v51, vcc_lo, v24, v45, v24
	v_add_f32_e32 v18, 0.5, v16
	v_mul_f32_e32 v18, 0x34000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v18, 0x4afb0d, v18
	v_add_f64 v[19:20], v[19:20], -v[27:28]
	v_add_f64 v[21:22], v[21:22], -v[29:30]
	v_mul_f64 v[19:20], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], s[16:17]
	v_mul_f64 v[26:27], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[21:22], v[21:22]
	v_mul_f64 v[30:31], v[26:27], s[18:19]
	v_mul_f64 v[32:33], v[26:27], s[54:55]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[34:35], v[28:29], s[18:19]
	v_mul_f64 v[36:37], v[28:29], s[54:55]
	v_mul_f64 v[38:39], v[26:27], v[26:27]
	v_mul_f64 v[40:41], v[21:22], v[28:29]
	v_mul_f64 v[42:43], v[28:29], v[28:29]
	v_add_f64 v[30:31], v[30:31], s[20:21]
	v_add_f64 v[32:33], -v[32:33], s[56:57]
	v_add_f64 v[34:35], v[34:35], s[20:21]
	v_add_f64 v[36:37], -v[36:37], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_mul_f64 v[32:33], v[26:27], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[36:37], v[28:29], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[30:31], s[50:51]
	v_add_f64 v[30:31], v[32:33], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[34:35], s[50:51]
	v_add_f64 v[34:35], v[36:37], s[58:59]
	v_and_b32_e32 v36, 0x7fffff, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v36, 0x3f3504f3, v36
	v_add_f32_e32 v44, -1.0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 2.0, v44
	v_div_scale_f32 v48, null, v46, v46, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v50, v48
	v_mul_f64 v[16:17], v[26:27], v[16:17]
	v_fma_f32 v37, -v48, v50, 1.0
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_fmac_f32_e32 v50, v37, v50
	v_div_scale_f32 v47, null, v45, v45, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v49, v47
	v_fma_f32 v36, -v47, v49, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v36, v49
	v_mul_f32_e32 v53, v51, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v36, -v47, v53, v51
	v_add_f64 v[16:17], v[16:17], s[52:53]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[34:35], v[34:35], s[60:61]
	v_fmac_f32_e32 v53, v36, v49
	v_add_f64 v[32:33], v[32:33], s[52:53]
	v_add_f64 v[28:29], -v[28:29], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v47, v53, v51
	v_div_fmas_f32 v47, v47, v49, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v45, v47, v45, v24
	v_mul_f32_e32 v47, v45, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v49, v47, v47
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v51, 0x3e789e26, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f32_e32 v51, 0x3eccce13, v51
	v_div_scale_f32 v52, s2, v44, v46, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	s_mov_b32 vcc_lo, s2
	v_mul_f64 v[30:31], v[38:39], v[30:31]
	v_mul_f32_e32 v54, v52, v50
	v_mul_f64 v[34:35], v[42:43], v[34:35]
	v_mul_f64 v[32:33], v[40:41], v[32:33]
	v_mul_f32_e32 v39, v49, v51
	v_lshrrev_b32_e32 v18, 23, v18
	v_fma_f32 v37, -v48, v54, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v18, 0xffffff81, v18
	v_fmac_f32_e32 v54, v37, v50
	v_mul_f64 v[36:37], v[19:20], v[26:27]
	v_mul_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v48, -v48, v54, v52
	v_mul_f32_e32 v52, 0x3e91e9ee, v49
	v_div_fmas_f32 v48, v48, v50, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v52, 0x3f2aaaaa, v52
	v_div_fixup_f32 v46, v48, v46, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v47, v52
	v_dual_mul_f32 v48, v46, v46 :: v_dual_add_f32 v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, v48, v48
	v_mul_f32_e32 v53, 0x3e789e26, v50
	v_dual_mul_f32 v54, 0x3e91e9ee, v50 :: v_dual_mul_f32 v41, 0.5, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v38, 0x3f2aaaaa, v54
	v_mul_f32_e32 v40, v44, v41
	v_mul_f64 v[16:17], v[36:37], v[16:17]
	v_add_f64 v[26:27], -v[26:27], 1.0
	v_dual_add_f32 v37, 0x3eccce13, v53 :: v_dual_mul_f32 v36, 0.5, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v38, v48, v38 :: v_dual_mul_f32 v37, v50, v37
	v_dual_mul_f32 v36, v24, v36 :: v_dual_add_f32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v38, v36, v39
	v_cvt_f32_i32_e32 v39, v18
	v_dual_add_f32 v18, v40, v37 :: v_dual_mul_f32 v37, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v38, v45, v38 :: v_dual_mul_f32 v41, 0x3717f7d1, v39
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_mul_f32_e32 v18, v46, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v37, v37, v38
	v_add_f32_e32 v18, v41, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v37, v36
	v_sub_f32_e32 v37, v18, v40
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v24, v24, v36
	v_add_f64 v[16:17], v[19:20], v[16:17]
	v_add_f64 v[18:19], v[26:27], v[30:31]
	v_add_f64 v[26:27], v[28:29], v[34:35]
	v_add_f64 v[20:21], v[21:22], v[32:33]
	v_add_f32_e32 v0, v0, v24
	v_mul_f32_e32 v22, 0x3f317180, v39
	v_dual_add_f32 v24, v44, v37 :: v_dual_mov_b32 v29, v1
	v_and_b32_e32 v28, 2, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, -2.0, v0
	v_add_f32_e32 v22, v22, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s4, 0, v[28:29]
	v_mul_f32_e32 v24, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v22, -2.0, v22
	v_cndmask_b32_e32 v30, v0, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v0, 0x4f800000, v22
	v_cmp_gt_f32_e64 s2, 0xf800000, v22
	v_mov_b32_e32 v24, v1
	v_sqrt_f32_e32 v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v32, v22, v0, s2
	v_and_b32_e32 v0, 1, v23
	v_and_b32_e32 v23, 2, v23
	v_sqrt_f32_e32 v33, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_cmp_eq_u64_e64 s3, 0, v[23:24]
	v_and_b32_e32 v0, 1, v25
	s_delay_alu instid0(TRANS32_DEP_2)
	v_add_nc_u32_e32 v34, -1, v31
	v_add_nc_u32_e32 v35, 1, v31
	v_xor_b32_e32 v22, 0x80000000, v17
	v_xor_b32_e32 v23, 0x80000000, v19
	v_xor_b32_e32 v36, 0x80000000, v27
	v_xor_b32_e32 v24, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v28, v22, v17, s3
	v_cndmask_b32_e64 v19, v23, v19, s3
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v36, v27, s4
	v_cndmask_b32_e64 v27, v17, v22, s3
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v23, v24, v21, s4
	v_cndmask_b32_e64 v24, v21, v24, s4
	v_cndmask_b32_e64 v22, v19, v28, s5
	v_cndmask_b32_e64 v21, v18, v16, s5
	v_cndmask_b32_e64 v19, v27, v19, s5
	v_cndmask_b32_e64 v17, v25, v23, s3
	v_cndmask_b32_e64 v18, v16, v18, s5
	v_cndmask_b32_e64 v16, v26, v20, s3
	v_add_nc_u32_e32 v0, -1, v33
	v_cndmask_b32_e64 v24, v24, v25, s3
	v_cndmask_b32_e64 v23, v20, v26, s3
	v_cvt_f32_f64_e32 v18, v[18:19]
	v_cvt_f32_f64_e32 v19, v[21:22]
	v_cvt_f32_f64_e32 v21, v[16:17]
	v_fma_f32 v17, -v34, v31, v30
	v_fma_f32 v22, -v0, v33, v32
	v_cvt_f32_f64_e32 v20, v[23:24]
	v_add_nc_u32_e32 v16, 1, v33
	v_fma_f32 v23, -v35, v31, v30
	v_cmp_ge_f32_e64 s3, 0, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v16, v33, v32
	v_cndmask_b32_e64 v17, v31, v34, s3
	v_cmp_ge_f32_e64 s3, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v33, v0, s3
	v_cmp_lt_f32_e64 s3, 0, v23
	v_cndmask_b32_e64 v17, v17, v35, s3
	v_cmp_lt_f32_e64 s3, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v16, s3
	v_mul_f32_e32 v16, 0x37800000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v22, 0x37800000, v0
	v_cndmask_b32_e32 v16, v17, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v22, s2
	v_cndmask_b32_e32 v17, v16, v30, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v32, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v16, v17, v18
	v_cndmask_b32_e32 v0, v0, v32, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_dual_mul_f32 v17, v17, v19 :: v_dual_mul_f32 v18, v0, v20
	v_mul_f32_e32 v19, v0, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[14:15]
	global_store_b128 v[12:13], v[16:19], off offset:-8
	v_add_co_u32 v12, s2, 0x1000, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s47, vcc_lo, s47
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s47
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s40
	s_and_saveexec_b32 s5, s86
	s_cbranch_execz .LBB10_16
	s_xor_b32 s2, s28, s65
	s_xor_b32 s3, s42, s64
	s_xor_b32 s2, s2, s37
	s_mul_i32 s4, s3, 0xd2511f53
	s_mul_hi_u32 s37, s2, 0xd2511f53
	s_mul_hi_u32 s3, s3, 0xd2511f53
	s_xor_b32 s37, s37, s46
	s_mul_i32 s2, s2, 0xd2511f53
	s_xor_b32 s3, s3, s38
	s_mul_i32 s40, s37, 0xcd9e8d57
	s_mul_hi_u32 s37, s37, 0xcd9e8d57
	s_xor_b32 s2, s3, s2
	s_xor_b32 s37, s37, s48
	s_mul_hi_u32 s47, s2, 0xcd9e8d57
	s_mul_i32 s3, s37, 0xd2511f53
	s_mul_hi_u32 s37, s37, 0xd2511f53
	s_xor_b32 s47, s47, s71
	s_xor_b32 s37, s72, s37
	s_xor_b32 s40, s47, s40
	s_xor_b32 s4, s37, s4
	s_mul_i32 s37, s40, 0xd2511f53
	s_mul_hi_u32 s40, s40, 0xd2511f53
	s_mul_i32 s47, s4, 0xcd9e8d57
	s_mul_hi_u32 s4, s4, 0xcd9e8d57
	s_xor_b32 s40, s40, s74
	s_mul_i32 s2, s2, 0xcd9e8d57
	s_xor_b32 s4, s73, s4
	s_xor_b32 s3, s40, s3
	s_xor_b32 s2, s4, s2
	s_mul_hi_u32 s4, s3, 0xcd9e8d57
	s_mul_i32 s40, s2, 0xd2511f53
	s_xor_b32 s4, s4, s75
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_xor_b32 s4, s4, s47
	s_xor_b32 s2, s76, s2
	s_mul_hi_u32 s47, s4, 0xd2511f53
	s_xor_b32 s2, s2, s37
	s_xor_b32 s47, s47, s78
	s_mul_i32 s37, s2, 0xcd9e8d57
	s_xor_b32 s47, s47, s40
	s_mul_hi_u32 s2, s2, 0xcd9e8d57
	s_mul_hi_u32 s40, s47, 0xcd9e8d57
	s_mul_i32 s3, s3, 0xcd9e8d57
	s_xor_b32 s40, s40, s79
	s_xor_b32 s2, s77, s2
	s_xor_b32 s37, s40, s37
	s_xor_b32 s2, s2, s3
	s_mul_hi_u32 s3, s37, 0xd2511f53
	s_mul_i32 s40, s2, 0xd2511f53
	s_xor_b32 s3, s3, s82
	s_mov_b32 s62, s54
	s_xor_b32 s3, s3, s40
	s_mov_b32 s56, s20
	s_mul_i32 s40, s3, 0xcd9e8d57
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_lshr_b32 s40, s40, 9
	s_mul_i32 s4, s4, 0xd2511f53
	s_cvt_f32_u32 s40, s40
	s_xor_b32 s2, s80, s2
	s_mul_hi_u32 s3, s3, 0xcd9e8d57
	s_xor_b32 s49, s2, s4
	s_add_f32 s40, s40, 0.5
	s_mul_i32 s2, s49, 0xcd9e8d57
	s_mov_b32 s60, s52
	s_xor_b32 s2, s2, s3
	s_mul_f32 s40, s40, 0x34000000
	s_xor_b32 s2, s83, s2
	s_mov_b32 s65, s41
	s_lshr_b32 s2, s2, 9
	v_cvt_f64_f32_e32 v[12:13], s40
	s_cvt_f32_u32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, 0.5
	s_mul_f32 s2, s2, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s2, s2, 0x4afb0d
	s_and_b32 s3, s2, 0x7fffff
	s_lshr_b32 s2, s2, 23
	s_add_i32 s3, s3, 0x3f3504f3
	s_addk_i32 s2, 0xff81
	s_add_f32 s3, s3, -1.0
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s4, s3, 2.0
	s_mul_f32 s64, s3, 0.5
	v_div_scale_f32 v0, null, s4, s4, s3
	v_div_scale_f32 v27, vcc_lo, s3, s4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_rcp_f32_e32 v25, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	v_mul_f64 v[12:13], v[12:13], 4.0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v26, v0, v25, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v26, v25
	v_mul_f32_e32 v26, v27, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, v0, v26, v27
	v_fmac_f32_e32 v26, v28, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v0, v26
	v_div_fmas_f32 v0, v27, v25, v26
	v_add_f64 v[16:17], 0x43380000, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s4, s3
	v_readfirstlane_b32 s4, v0
	s_mul_f32 s40, s4, s4
	v_add_f64 v[14:15], 0xc3380000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_mul_f64 v[14:15], v[12:13], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[14:15], v[14:15]
	v_mul_f64 v[17:18], v[12:13], s[62:63]
	v_mul_f64 v[19:20], v[12:13], s[18:19]
	v_mul_f64 v[21:22], v[14:15], v[12:13]
	v_mul_f64 v[23:24], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], s[56:57]
	v_add_f64 v[19:20], v[19:20], s[20:21]
	s_mul_f32 s56, s40, s40
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s62, s56, 0x3e91e9ee
	s_add_f32 s62, s62, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_mul_f32 s40, s40, s62
	v_mul_f64 v[17:18], v[12:13], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[12:13], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[50:51]
	v_mul_f64 v[17:18], v[12:13], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[12:13], v[19:20]
	v_mul_f64 v[12:13], v[12:13], -0.5
	v_add_f64 v[17:18], v[17:18], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[19:20], s[52:53]
	v_add_f64 v[12:13], v[12:13], 1.0
	s_mul_f32 s60, s56, 0x3e789e26
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s60, s60, 0x3eccce13
	s_mul_f32 s56, s56, s60
	s_mul_f32 s60, s3, s64
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_f32 s40, s40, s56
	s_mul_f32 s56, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	s_add_f32 s40, s60, s40
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s4, s4, s40
	s_add_f32 s4, s56, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s4, s4, s60
	s_add_f32 s3, s3, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[23:24], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s2, s2, s3
	v_readfirstlane_b32 s3, v16
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s4, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s4
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s40, s3, 1
	s_and_b32 s64, s3, 2
	s_cmp_eq_u64 s[40:41], 0
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[14:15], v[14:15], v[19:20]
	v_cndmask_b32_e32 v18, s2, v0, vcc_lo
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[64:65], 0
	s_cselect_b32 s3, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sqrt_f32_e32 v19, v18
	v_xor_b32_e32 v16, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v15
	v_cndmask_b32_e64 v13, v16, v13, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v16, v15, v0, s3
	v_cndmask_b32_e64 v17, v16, v13, s2
	v_cndmask_b32_e64 v16, v14, v12, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v17, v[16:17]
	v_add_nc_u32_e32 v20, -1, v19
	v_add_nc_u32_e32 v16, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v20
	v_xor_b32_e32 v22, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v19, v18
	v_fma_f32 v22, v22, v19, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s4, 0, v21
	v_cndmask_b32_e64 v19, v19, v20, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s4, 0, v22
	v_cndmask_b32_e64 v16, v19, v16, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x37800000, v16
	v_cndmask_b32_e32 v16, v16, v19, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v18, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v16, v16, v18, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s43
	v_mul_f32_e32 v17, v16, v17
	global_store_b32 v1, v17, s[44:45]
	s_cbranch_vccnz .LBB10_14
	v_cndmask_b32_e64 v0, v0, v15, s3
	v_cndmask_b32_e64 v12, v12, v14, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v0, s2
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v16, v0
	global_store_b32 v1, v0, s[44:45] offset:4
.LBB10_14:
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_cbranch_vccnz .LBB10_16
	s_mul_hi_u32 s2, s49, 0xcd9e8d57
	s_mul_i32 s47, s47, 0xcd9e8d57
	s_xor_b32 s2, s81, s2
	s_mov_b32 s62, s54
	s_xor_b32 s2, s2, s47
	s_mov_b32 s56, s20
	s_mul_i32 s3, s2, 0xd2511f53
	s_mul_i32 s37, s37, 0xd2511f53
	s_lshr_b32 s3, s3, 9
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_cvt_f32_u32 s3, s3
	s_xor_b32 s2, s2, s37
	s_mov_b32 s60, s52
	s_xor_b32 s2, s84, s2
	s_add_f32 s3, s3, 0.5
	s_lshr_b32 s2, s2, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_cvt_f32_u32 s2, s2
	s_mul_f32 s3, s3, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s2, s2, 0.5
	v_cvt_f64_f32_e32 v[12:13], s3
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s2, s2, 0x34000000
	s_add_i32 s2, s2, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s3, s2, 0x7fffff
	s_lshr_b32 s2, s2, 23
	s_add_i32 s3, s3, 0x3f3504f3
	s_addk_i32 s2, 0xff81
	s_add_f32 s3, s3, -1.0
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s4, s3, 2.0
	v_div_scale_f32 v0, null, s4, s4, s3
	v_div_scale_f32 v27, vcc_lo, s3, s4, s3
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v25, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v26, v0, v25, 1.0
	v_mul_f64 v[12:13], v[12:13], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v26, v25
	v_mul_f32_e32 v26, v27, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, v0, v26, v27
	v_fmac_f32_e32 v26, v28, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v0, v26
	v_div_fmas_f32 v0, v27, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s4, s3
	v_readfirstlane_b32 s4, v0
	v_add_f64 v[14:15], 0x43380000, v[12:13]
	s_mul_f32 s37, s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s40, s37, s37
	s_mul_f32 s47, s40, 0x3e789e26
	s_mul_f32 s49, s40, 0x3e91e9ee
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s47, s47, 0x3eccce13
	s_add_f32 s49, s49, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_f32 s40, s40, s47
	s_mul_f32 s37, s37, s49
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_f32 s37, s37, s40
	s_mul_f32 s40, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[15:16]
	v_mul_f64 v[12:13], v[12:13], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[12:13]
	v_mul_f64 v[17:18], v[15:16], s[62:63]
	v_mul_f64 v[19:20], v[15:16], s[18:19]
	v_mul_f64 v[21:22], v[12:13], v[15:16]
	v_mul_f64 v[23:24], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], s[56:57]
	v_add_f64 v[19:20], v[19:20], s[20:21]
	s_mul_f32 s56, s3, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s47, s3, s56
	s_add_f32 s37, s47, s37
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s4, s4, s37
	s_add_f32 s4, s40, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s4, s4, s47
	s_add_f32 s3, s3, s4
	v_readfirstlane_b32 s4, v14
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, s3
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(SALU_CYCLE_3)
	s_mul_f32 s3, s2, 0x4f800000
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s3
	s_mov_b32 s3, s41
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s40, s4, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e32 v0, s2, v0, vcc_lo
	s_and_b32 s2, s4, 2
	s_cmp_eq_u64 s[2:3], 0
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[40:41], 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], s[58:59]
	v_add_f64 v[19:20], v[19:20], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_mul_f64 v[15:16], v[15:16], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], s[60:61]
	v_add_f64 v[19:20], v[19:20], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[15:16], 1.0
	v_mul_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[21:22], v[19:20]
	v_add_f64 v[15:16], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], v[19:20]
	v_sqrt_f32_e32 v18, v0
	v_xor_b32_e32 v14, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v13
	v_cndmask_b32_e64 v14, v14, v16, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v13, v13, v17, s2
	s_cselect_b32 s2, -1, 0
	v_cndmask_b32_e64 v12, v12, v15, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v13, v13, v14, s2
	v_add_nc_u32_e32 v14, -1, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v12, v[12:13]
	v_add_nc_u32_e32 v13, 1, v18
	v_xor_b32_e32 v15, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v13
	v_fma_f32 v15, v15, v18, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v16, v16, v18, v0
	v_cmp_ge_f32_e64 s2, 0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v14, v18, v14, s2
	v_cmp_lt_f32_e64 s2, 0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v14, v13, s2
	v_mul_f32_e32 v14, 0x37800000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, v13, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_cndmask_b32_e32 v0, v13, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v12
	global_store_b32 v1, v0, s[44:45] offset:8
.LBB10_16:
	s_or_b32 exec_lo, exec_lo, s5
.LBB10_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_22
	s_and_saveexec_b32 s4, s1
	s_cbranch_execz .LBB10_21
	s_mul_f32 s3, s14, s12
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s2, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s3, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v12, v0
	v_add_nc_u32_e32 v13, -1, v12
	v_add_nc_u32_e32 v14, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v15, v15, v12, v0
	v_fma_f32 v16, v16, v12, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s3, 0, v15
	v_cndmask_b32_e64 v12, v12, v13, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s3, 0, v16
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_cndmask_b32_e64 v12, v12, v14, s3
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v12, v0, s2
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s9, s15
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_20:
	global_load_b32 v20, v[12:13], off
	global_load_b32 v21, v[14:15], off
	global_load_b32 v22, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v21, v21, v20 :: v_dual_mul_f32 v22, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v21
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, s8, v21
	v_add_f32_e32 v20, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v22, v20
	v_and_b32_e32 v21, 0x7fffffff, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v20, 0x7fc00000, v20, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[18:19]
	global_store_b32 v[12:13], v20, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_20
.LBB10_21:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB10_4
	s_branch .LBB10_23
.LBB10_22:
.LBB10_23:
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s4, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_25:
	global_load_b32 v0, v[12:13], off
	global_load_b32 v18, v[14:15], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v18, v18, v0
	v_add_f32_e32 v18, v18, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0.5, v18
	v_mul_f32_e32 v18, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	v_and_b32_e32 v18, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[16:17]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s4, vcc_lo, s4
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB10_25
	s_branch .LBB10_3
.LBB10_26:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_wide
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 88
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 49
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end10:
	.size	tessera_quadratic_fast_wide, .Lfunc_end10-tessera_quadratic_fast_wide

	.set tessera_quadratic_fast_wide.num_vgpr, 55
	.set tessera_quadratic_fast_wide.num_agpr, 0
	.set tessera_quadratic_fast_wide.numbered_sgpr, 88
	.set tessera_quadratic_fast_wide.num_named_barrier, 0
	.set tessera_quadratic_fast_wide.private_seg_size, 0
	.set tessera_quadratic_fast_wide.uses_vcc, 1
	.set tessera_quadratic_fast_wide.uses_flat_scratch, 0
	.set tessera_quadratic_fast_wide.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_wide.has_recursion, 0
	.set tessera_quadratic_fast_wide.has_indirect_call, 0
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 512
    .name:           tessera_quadratic_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     39
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     55
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         80
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     87
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           state
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           scratch
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         88
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     55
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
