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
	.globl	tessera_quadratic_fast_w32x8
	.p2align	8
	.type	tessera_quadratic_fast_w32x8,@function
tessera_quadratic_fast_w32x8:
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	v_mov_b32_e32 v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[20:21], v[3:4]
	v_cmp_lt_u64_e64 s2, s[22:23], 33
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_17
	v_mul_lo_u32 v1, s23, v3
	v_mul_lo_u32 v2, s22, v4
	v_mad_u64_u32 v[5:6], null, s22, v3, 0
	s_load_b64 s[6:7], s[0:1], 0x20
	v_add3_u32 v6, v6, v2, v1
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_cmp_gt_u64_e64 s2, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v8, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v10, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v8, vcc_lo
	global_load_b32 v10, v[10:11], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_mov_b32_e32 v2, 0
	v_lshrrev_b32_e32 v1, 2, v1
	s_mov_b32 s3, 0
	v_add_co_u32 v13, vcc_lo, s18, v5
	v_and_b32_e32 v5, 2, v0
	v_and_b32_e32 v11, 1, v0
	v_add_co_ci_u32_e64 v14, null, s19, v6, vcc_lo
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v12, s3
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s20, 0x1a01a01a
	s_mov_b32 s28, 0xb7789f5c
	s_mov_b32 s34, 0x16c16c17
	s_mov_b32 s17, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s21, 0xbf2a01a0
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0x11111111
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s22, 3
	s_addc_u32 s1, s23, 0
	s_add_u32 s3, s24, 0x9e3779b9
	s_lshr_b64 s[4:5], s[0:1], 2
	s_lshr_b32 s0, s1, 2
	v_mad_u64_u32 v[0:1], null, s4, v3, v[1:2]
	v_mul_lo_u32 v15, s4, v4
	v_mul_lo_u32 v16, s0, v3
	v_cmp_eq_u64_e64 s0, 0, v[5:6]
	v_cmp_eq_u64_e64 s1, 0, v[11:12]
	v_add_co_u32 v3, vcc_lo, v13, v9
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_add_u32 s4, s25, 0xbb67ae85
	v_add3_u32 v0, v16, v1, v15
	s_add_u32 s5, s24, 0x3c6ef372
	v_add_co_ci_u32_e64 v4, null, 0, v14, vcc_lo
	s_mov_b32 s22, 0x55555555
	v_xor_b32_e32 v0, v6, v0
	s_add_u32 s38, s25, 0x76cf5d0a
	s_add_u32 s39, s24, 0xdaa66d2b
	s_add_u32 s40, s25, 0x32370b8f
	s_add_u32 s41, s24, 0x78dde6e4
	v_xor_b32_e32 v0, s25, v0
	s_add_u32 s42, s25, 0xed9eba14
	s_add_u32 s43, s24, 0x1715609d
	s_add_u32 s44, s25, 0xa9066899
	s_add_u32 s45, s24, 0xb54cda56
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s4, v5
	s_add_u32 s46, s25, 0x646e171e
	s_add_u32 s47, s24, 0x5384540f
	s_add_u32 s48, s25, 0x1fd5c5a3
	s_add_u32 s49, s24, 0xf1bbcdc8
	s_add_u32 s50, s25, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v5, s3, v12
	v_xor_b32_e32 v6, s5, v11
	s_add_i32 s51, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s11, 0x3f811111
	s_mov_b32 s23, 0xbfc55555
	s_mov_b32 s29, 0xbe927e4f
	s_mov_b32 s31, 0x3efa01a0
	s_mov_b32 s35, 0xbf56c16c
	s_mov_b32 s37, 0x3fa55555
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v10
.LBB1_6:
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v10, v1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_15
.LBB1_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s3, -1
	s_cbranch_vccz .LBB1_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
	s_and_saveexec_b32 s52, s2
	s_cbranch_execz .LBB1_10
	s_mul_f32 s5, s14, s12
	s_mul_hi_u32 s30, s27, 0xcd9e8d57
	s_mul_i32 s36, s27, 0xcd9e8d57
	global_load_b32 v28, v[3:4], off
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s4, s5, 0x4f800000
	v_xor_b32_e32 v11, s36, v5
	s_cselect_b32 s3, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v1, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_cselect_b32 s4, -1, 0
	s_xor_b32 s30, s24, s30
	s_xor_b32 s30, s30, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s36, s30, 0xd2511f53
	s_mul_i32 s30, s30, 0xd2511f53
	v_xor_b32_e32 v13, s36, v0
	v_xor3_b32 v12, s30, s38, v12
	s_mov_b32 s30, s20
	s_mov_b32 s36, s22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor_b32_e32 v16, v14, v6
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
	v_xor3_b32 v12, v18, v14, s25
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
	v_mul_f64 v[19:20], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[19:20], v[19:20]
	v_mul_f64 v[24:25], v[22:23], s[18:19]
	v_mul_f64 v[26:27], v[22:23], s[28:29]
	v_mul_f64 v[17:18], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[20:21]
	v_add_f64 v[26:27], v[26:27], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[10:11]
	v_add_f64 v[26:27], v[26:27], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[22:23], v[24:25]
	v_mul_f64 v[13:14], v[22:23], v[26:27]
	v_add_nc_u32_e32 v24, 0x4afb0d, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v15, 0x7fffff, v24
	v_lshrrev_b32_e32 v24, 23, v24
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
	v_add_f64 v[11:12], v[11:12], s[22:23]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v24, v25, v27
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_mul_f32_e32 v16, v16, v26
	v_add_f64 v[13:14], v[22:23], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v17
	v_cvt_f32_i32_e32 v17, v18
	v_mul_f32_e32 v18, 0x3717f7d1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v24, v16
	v_dual_mul_f32 v15, v15, v16 :: v_dual_mov_b32 v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v15, v18, v15
	v_cndmask_b32_e64 v18, s5, v1, s4
	v_mul_f32_e32 v1, 0x3f317180, v17
	v_sub_f32_e32 v15, v15, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v17, v18
	v_add_f32_e32 v15, v25, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, v1, v15
	v_xor_b32_e32 v20, 0x80000000, v12
	v_and_b32_e32 v15, 2, v21
	v_and_b32_e32 v1, 1, v21
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_xor_b32_e32 v15, 0x80000000, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v19, -2.0, v19 :: v_dual_add_nc_u32 v16, -1, v17
	v_cmp_eq_u64_e64 s5, 0, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v1, v20, v12 :: v_dual_cndmask_b32 v14, v15, v14
	v_cndmask_b32_e32 v12, v12, v20, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v19
	v_mul_f32_e32 v21, 0x4f800000, v19
	v_xor_b32_e32 v20, 0x80000000, v16
	v_cndmask_b32_e64 v1, v14, v1, s5
	v_cndmask_b32_e64 v12, v12, v14, s5
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v15, v19, v21, vcc_lo
	v_cndmask_b32_e64 v19, v13, v11, s5
	v_cndmask_b32_e64 v11, v11, v13, s5
	v_add_nc_u32_e32 v13, 1, v17
	v_cndmask_b32_e64 v12, v1, v12, s1
	v_sqrt_f32_e32 v14, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v19, v11, s1
	v_xor_b32_e32 v1, 0x80000000, v13
	v_fma_f32 v19, v20, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_fma_f32 v1, v1, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_add_nc_u32_e32 v12, -1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v17, v16, s5
	v_cmp_lt_f32_e64 s5, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, -v12, v14, v15
	v_cndmask_b32_e64 v1, v16, v13, s5
	v_add_nc_u32_e32 v17, 1, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_fma_f32 v13, -v17, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v12, v14, v12, s5
	v_mul_f32_e32 v14, 0x37800000, v1
	v_cmp_lt_f32_e64 s5, 0, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v28, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v1, v1, v14, s4
	v_cmp_class_f32_e64 s4, v18, 0x260
	v_cndmask_b32_e64 v12, v12, v17, s5
	v_add_f32_e32 v13, v13, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v1, v18, s4
	v_dual_mul_f32 v14, 0x37800000, v12 :: v_dual_mul_f32 v13, 0.5, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0, v1, s3
	v_cndmask_b32_e32 v12, v12, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v13, s8, v13
	v_cndmask_b32_e64 v1, v1, s9, s15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v12, v15, vcc_lo
	v_dual_mul_f32 v11, v12, v11 :: v_dual_add_f32 v12, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v11
	v_add_f32_e32 v1, v1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s52
	s_mov_b32 s3, 0
.LBB1_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_6
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_add_f32_e32 v1, v10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v10, 0x7fc00000, v1, vcc_lo
	s_branch .LBB1_5
.LBB1_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
.LBB1_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_17
	v_add_co_u32 v2, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v8, vcc_lo
	global_store_b32 v[2:3], v1, off
.LBB1_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w32x8
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
.Lfunc_end1:
	.size	tessera_quadratic_fast_w32x8, .Lfunc_end1-tessera_quadratic_fast_w32x8

	.set tessera_quadratic_fast_w32x8.num_vgpr, 33
	.set tessera_quadratic_fast_w32x8.num_agpr, 0
	.set tessera_quadratic_fast_w32x8.numbered_sgpr, 53
	.set tessera_quadratic_fast_w32x8.num_named_barrier, 0
	.set tessera_quadratic_fast_w32x8.private_seg_size, 0
	.set tessera_quadratic_fast_w32x8.uses_vcc, 1
	.set tessera_quadratic_fast_w32x8.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w32x8.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w32x8.has_recursion, 0
	.set tessera_quadratic_fast_w32x8.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w64x4
	.p2align	8
	.type	tessera_quadratic_fast_w64x4,@function
tessera_quadratic_fast_w64x4:
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[20:21], v[3:4]
	v_cmp_gt_u64_e64 s2, 0x41, s[22:23]
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_17
	v_mul_lo_u32 v1, s23, v3
	v_mul_lo_u32 v2, s22, v4
	v_mad_u64_u32 v[5:6], null, s22, v3, 0
	s_load_b64 s[6:7], s[0:1], 0x20
	v_add3_u32 v6, v6, v2, v1
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_cmp_gt_u64_e64 s2, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v8, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v10, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v8, vcc_lo
	global_load_b32 v10, v[10:11], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB2_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_mov_b32_e32 v2, 0
	v_lshrrev_b32_e32 v1, 2, v1
	s_mov_b32 s3, 0
	v_add_co_u32 v13, vcc_lo, s18, v5
	v_and_b32_e32 v5, 2, v0
	v_and_b32_e32 v11, 1, v0
	v_add_co_ci_u32_e64 v14, null, s19, v6, vcc_lo
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v12, s3
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s20, 0x1a01a01a
	s_mov_b32 s28, 0xb7789f5c
	s_mov_b32 s34, 0x16c16c17
	s_mov_b32 s17, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s21, 0xbf2a01a0
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0x11111111
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s22, 3
	s_addc_u32 s1, s23, 0
	s_add_u32 s3, s24, 0x9e3779b9
	s_lshr_b64 s[4:5], s[0:1], 2
	s_lshr_b32 s0, s1, 2
	v_mad_u64_u32 v[0:1], null, s4, v3, v[1:2]
	v_mul_lo_u32 v15, s4, v4
	v_mul_lo_u32 v16, s0, v3
	v_cmp_eq_u64_e64 s0, 0, v[5:6]
	v_cmp_eq_u64_e64 s1, 0, v[11:12]
	v_add_co_u32 v3, vcc_lo, v13, v9
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_add_u32 s4, s25, 0xbb67ae85
	v_add3_u32 v0, v16, v1, v15
	s_add_u32 s5, s24, 0x3c6ef372
	v_add_co_ci_u32_e64 v4, null, 0, v14, vcc_lo
	s_mov_b32 s22, 0x55555555
	v_xor_b32_e32 v0, v6, v0
	s_add_u32 s38, s25, 0x76cf5d0a
	s_add_u32 s39, s24, 0xdaa66d2b
	s_add_u32 s40, s25, 0x32370b8f
	s_add_u32 s41, s24, 0x78dde6e4
	v_xor_b32_e32 v0, s25, v0
	s_add_u32 s42, s25, 0xed9eba14
	s_add_u32 s43, s24, 0x1715609d
	s_add_u32 s44, s25, 0xa9066899
	s_add_u32 s45, s24, 0xb54cda56
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s4, v5
	s_add_u32 s46, s25, 0x646e171e
	s_add_u32 s47, s24, 0x5384540f
	s_add_u32 s48, s25, 0x1fd5c5a3
	s_add_u32 s49, s24, 0xf1bbcdc8
	s_add_u32 s50, s25, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v5, s3, v12
	v_xor_b32_e32 v6, s5, v11
	s_add_i32 s51, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s11, 0x3f811111
	s_mov_b32 s23, 0xbfc55555
	s_mov_b32 s29, 0xbe927e4f
	s_mov_b32 s31, 0x3efa01a0
	s_mov_b32 s35, 0xbf56c16c
	s_mov_b32 s37, 0x3fa55555
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v10
.LBB2_6:
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v10, v1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB2_15
.LBB2_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s3, -1
	s_cbranch_vccz .LBB2_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
	s_and_saveexec_b32 s52, s2
	s_cbranch_execz .LBB2_10
	s_mul_f32 s5, s14, s12
	s_mul_hi_u32 s30, s27, 0xcd9e8d57
	s_mul_i32 s36, s27, 0xcd9e8d57
	global_load_b32 v28, v[3:4], off
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s4, s5, 0x4f800000
	v_xor_b32_e32 v11, s36, v5
	s_cselect_b32 s3, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v1, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_cselect_b32 s4, -1, 0
	s_xor_b32 s30, s24, s30
	s_xor_b32 s30, s30, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s36, s30, 0xd2511f53
	s_mul_i32 s30, s30, 0xd2511f53
	v_xor_b32_e32 v13, s36, v0
	v_xor3_b32 v12, s30, s38, v12
	s_mov_b32 s30, s20
	s_mov_b32 s36, s22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor_b32_e32 v16, v14, v6
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
	v_xor3_b32 v12, v18, v14, s25
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
	v_mul_f64 v[19:20], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[19:20], v[19:20]
	v_mul_f64 v[24:25], v[22:23], s[18:19]
	v_mul_f64 v[26:27], v[22:23], s[28:29]
	v_mul_f64 v[17:18], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[20:21]
	v_add_f64 v[26:27], v[26:27], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[10:11]
	v_add_f64 v[26:27], v[26:27], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[22:23], v[24:25]
	v_mul_f64 v[13:14], v[22:23], v[26:27]
	v_add_nc_u32_e32 v24, 0x4afb0d, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v15, 0x7fffff, v24
	v_lshrrev_b32_e32 v24, 23, v24
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
	v_add_f64 v[11:12], v[11:12], s[22:23]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v24, v25, v27
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_mul_f32_e32 v16, v16, v26
	v_add_f64 v[13:14], v[22:23], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v17
	v_cvt_f32_i32_e32 v17, v18
	v_mul_f32_e32 v18, 0x3717f7d1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v24, v16
	v_dual_mul_f32 v15, v15, v16 :: v_dual_mov_b32 v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v15, v18, v15
	v_cndmask_b32_e64 v18, s5, v1, s4
	v_mul_f32_e32 v1, 0x3f317180, v17
	v_sub_f32_e32 v15, v15, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v17, v18
	v_add_f32_e32 v15, v25, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, v1, v15
	v_xor_b32_e32 v20, 0x80000000, v12
	v_and_b32_e32 v15, 2, v21
	v_and_b32_e32 v1, 1, v21
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_xor_b32_e32 v15, 0x80000000, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v19, -2.0, v19 :: v_dual_add_nc_u32 v16, -1, v17
	v_cmp_eq_u64_e64 s5, 0, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v1, v20, v12 :: v_dual_cndmask_b32 v14, v15, v14
	v_cndmask_b32_e32 v12, v12, v20, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v19
	v_mul_f32_e32 v21, 0x4f800000, v19
	v_xor_b32_e32 v20, 0x80000000, v16
	v_cndmask_b32_e64 v1, v14, v1, s5
	v_cndmask_b32_e64 v12, v12, v14, s5
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v15, v19, v21, vcc_lo
	v_cndmask_b32_e64 v19, v13, v11, s5
	v_cndmask_b32_e64 v11, v11, v13, s5
	v_add_nc_u32_e32 v13, 1, v17
	v_cndmask_b32_e64 v12, v1, v12, s1
	v_sqrt_f32_e32 v14, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v19, v11, s1
	v_xor_b32_e32 v1, 0x80000000, v13
	v_fma_f32 v19, v20, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_fma_f32 v1, v1, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_add_nc_u32_e32 v12, -1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v17, v16, s5
	v_cmp_lt_f32_e64 s5, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, -v12, v14, v15
	v_cndmask_b32_e64 v1, v16, v13, s5
	v_add_nc_u32_e32 v17, 1, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_fma_f32 v13, -v17, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v12, v14, v12, s5
	v_mul_f32_e32 v14, 0x37800000, v1
	v_cmp_lt_f32_e64 s5, 0, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v28, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v1, v1, v14, s4
	v_cmp_class_f32_e64 s4, v18, 0x260
	v_cndmask_b32_e64 v12, v12, v17, s5
	v_add_f32_e32 v13, v13, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v1, v18, s4
	v_dual_mul_f32 v14, 0x37800000, v12 :: v_dual_mul_f32 v13, 0.5, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0, v1, s3
	v_cndmask_b32_e32 v12, v12, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v13, s8, v13
	v_cndmask_b32_e64 v1, v1, s9, s15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v12, v15, vcc_lo
	v_dual_mul_f32 v11, v12, v11 :: v_dual_add_f32 v12, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v11
	v_add_f32_e32 v1, v1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s52
	s_mov_b32 s3, 0
.LBB2_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_6
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_5
	global_load_b32 v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_add_f32_e32 v1, v10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v10, 0x7fc00000, v1, vcc_lo
	s_branch .LBB2_5
.LBB2_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
.LBB2_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_17
	v_add_co_u32 v2, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v8, vcc_lo
	global_store_b32 v[2:3], v1, off
.LBB2_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w64x4
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
.Lfunc_end2:
	.size	tessera_quadratic_fast_w64x4, .Lfunc_end2-tessera_quadratic_fast_w64x4

	.set tessera_quadratic_fast_w64x4.num_vgpr, 33
	.set tessera_quadratic_fast_w64x4.num_agpr, 0
	.set tessera_quadratic_fast_w64x4.numbered_sgpr, 53
	.set tessera_quadratic_fast_w64x4.num_named_barrier, 0
	.set tessera_quadratic_fast_w64x4.private_seg_size, 0
	.set tessera_quadratic_fast_w64x4.uses_vcc, 1
	.set tessera_quadratic_fast_w64x4.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w64x4.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w64x4.has_recursion, 0
	.set tessera_quadratic_fast_w64x4.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w128x2
	.p2align	8
	.type	tessera_quadratic_fast_w128x2,@function
tessera_quadratic_fast_w128x2:
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mov_b32_e32 v4, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v3, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[20:21], v[3:4]
	v_cmp_gt_u64_e64 s2, 0x81, s[22:23]
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_17
	v_mul_lo_u32 v1, s23, v3
	v_mul_lo_u32 v2, s22, v4
	v_mad_u64_u32 v[5:6], null, s22, v3, 0
	s_load_b64 s[6:7], s[0:1], 0x20
	v_add3_u32 v6, v6, v2, v1
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_cmp_gt_u64_e64 s2, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v9, 2, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v8, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v10, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v8, vcc_lo
	global_load_b32 v10, v[10:11], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB3_14
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_mov_b32_e32 v2, 0
	v_lshrrev_b32_e32 v1, 2, v1
	s_mov_b32 s3, 0
	v_add_co_u32 v13, vcc_lo, s18, v5
	v_and_b32_e32 v5, 2, v0
	v_and_b32_e32 v11, 1, v0
	v_add_co_ci_u32_e64 v14, null, s19, v6, vcc_lo
	v_mov_b32_e32 v6, s3
	v_mov_b32_e32 v12, s3
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s20, 0x1a01a01a
	s_mov_b32 s28, 0xb7789f5c
	s_mov_b32 s34, 0x16c16c17
	s_mov_b32 s17, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s21, 0xbf2a01a0
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0x11111111
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s22, 3
	s_addc_u32 s1, s23, 0
	s_add_u32 s3, s24, 0x9e3779b9
	s_lshr_b64 s[4:5], s[0:1], 2
	s_lshr_b32 s0, s1, 2
	v_mad_u64_u32 v[0:1], null, s4, v3, v[1:2]
	v_mul_lo_u32 v15, s4, v4
	v_mul_lo_u32 v16, s0, v3
	v_cmp_eq_u64_e64 s0, 0, v[5:6]
	v_cmp_eq_u64_e64 s1, 0, v[11:12]
	v_add_co_u32 v3, vcc_lo, v13, v9
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_add_u32 s4, s25, 0xbb67ae85
	v_add3_u32 v0, v16, v1, v15
	s_add_u32 s5, s24, 0x3c6ef372
	v_add_co_ci_u32_e64 v4, null, 0, v14, vcc_lo
	s_mov_b32 s22, 0x55555555
	v_xor_b32_e32 v0, v6, v0
	s_add_u32 s38, s25, 0x76cf5d0a
	s_add_u32 s39, s24, 0xdaa66d2b
	s_add_u32 s40, s25, 0x32370b8f
	s_add_u32 s41, s24, 0x78dde6e4
	v_xor_b32_e32 v0, s25, v0
	s_add_u32 s42, s25, 0xed9eba14
	s_add_u32 s43, s24, 0x1715609d
	s_add_u32 s44, s25, 0xa9066899
	s_add_u32 s45, s24, 0xb54cda56
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s4, v5
	s_add_u32 s46, s25, 0x646e171e
	s_add_u32 s47, s24, 0x5384540f
	s_add_u32 s48, s25, 0x1fd5c5a3
	s_add_u32 s49, s24, 0xf1bbcdc8
	s_add_u32 s50, s25, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v5, s3, v12
	v_xor_b32_e32 v6, s5, v11
	s_add_i32 s51, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s11, 0x3f811111
	s_mov_b32 s23, 0xbfc55555
	s_mov_b32 s29, 0xbe927e4f
	s_mov_b32 s31, 0x3efa01a0
	s_mov_b32 s35, 0xbf56c16c
	s_mov_b32 s37, 0x3fa55555
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v10
.LBB3_6:
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v10, v1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB3_15
.LBB3_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s3, -1
	s_cbranch_vccz .LBB3_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
	s_and_saveexec_b32 s52, s2
	s_cbranch_execz .LBB3_10
	s_mul_f32 s5, s14, s12
	s_mul_hi_u32 s30, s27, 0xcd9e8d57
	s_mul_i32 s36, s27, 0xcd9e8d57
	global_load_b32 v28, v[3:4], off
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s4, s5, 0x4f800000
	v_xor_b32_e32 v11, s36, v5
	s_cselect_b32 s3, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v1, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_cselect_b32 s4, -1, 0
	s_xor_b32 s30, s24, s30
	s_xor_b32 s30, s30, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s36, s30, 0xd2511f53
	s_mul_i32 s30, s30, 0xd2511f53
	v_xor_b32_e32 v13, s36, v0
	v_xor3_b32 v12, s30, s38, v12
	s_mov_b32 s30, s20
	s_mov_b32 s36, s22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor_b32_e32 v16, v14, v6
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
	v_xor3_b32 v12, v18, v14, s25
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
	v_mul_f64 v[19:20], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[19:20], v[19:20]
	v_mul_f64 v[24:25], v[22:23], s[18:19]
	v_mul_f64 v[26:27], v[22:23], s[28:29]
	v_mul_f64 v[17:18], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[20:21]
	v_add_f64 v[26:27], v[26:27], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[10:11]
	v_add_f64 v[26:27], v[26:27], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[22:23], v[24:25]
	v_mul_f64 v[13:14], v[22:23], v[26:27]
	v_add_nc_u32_e32 v24, 0x4afb0d, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v15, 0x7fffff, v24
	v_lshrrev_b32_e32 v24, 23, v24
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
	v_add_f64 v[11:12], v[11:12], s[22:23]
	v_add_f64 v[13:14], v[13:14], s[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v24, v25, v27
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_mul_f32_e32 v16, v16, v26
	v_add_f64 v[13:14], v[22:23], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v17
	v_cvt_f32_i32_e32 v17, v18
	v_mul_f32_e32 v18, 0x3717f7d1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v24, v16
	v_dual_mul_f32 v15, v15, v16 :: v_dual_mov_b32 v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v15, v18, v15
	v_cndmask_b32_e64 v18, s5, v1, s4
	v_mul_f32_e32 v1, 0x3f317180, v17
	v_sub_f32_e32 v15, v15, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v17, v18
	v_add_f32_e32 v15, v25, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, v1, v15
	v_xor_b32_e32 v20, 0x80000000, v12
	v_and_b32_e32 v15, 2, v21
	v_and_b32_e32 v1, 1, v21
	v_cmp_eq_u64_e32 vcc_lo, 0, v[15:16]
	v_xor_b32_e32 v15, 0x80000000, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v19, -2.0, v19 :: v_dual_add_nc_u32 v16, -1, v17
	v_cmp_eq_u64_e64 s5, 0, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v1, v20, v12 :: v_dual_cndmask_b32 v14, v15, v14
	v_cndmask_b32_e32 v12, v12, v20, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v19
	v_mul_f32_e32 v21, 0x4f800000, v19
	v_xor_b32_e32 v20, 0x80000000, v16
	v_cndmask_b32_e64 v1, v14, v1, s5
	v_cndmask_b32_e64 v12, v12, v14, s5
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v15, v19, v21, vcc_lo
	v_cndmask_b32_e64 v19, v13, v11, s5
	v_cndmask_b32_e64 v11, v11, v13, s5
	v_add_nc_u32_e32 v13, 1, v17
	v_cndmask_b32_e64 v12, v1, v12, s1
	v_sqrt_f32_e32 v14, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v19, v11, s1
	v_xor_b32_e32 v1, 0x80000000, v13
	v_fma_f32 v19, v20, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v11, v[11:12]
	v_fma_f32 v1, v1, v17, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_add_nc_u32_e32 v12, -1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v17, v16, s5
	v_cmp_lt_f32_e64 s5, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, -v12, v14, v15
	v_cndmask_b32_e64 v1, v16, v13, s5
	v_add_nc_u32_e32 v17, 1, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_fma_f32 v13, -v17, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v12, v14, v12, s5
	v_mul_f32_e32 v14, 0x37800000, v1
	v_cmp_lt_f32_e64 s5, 0, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v28, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v1, v1, v14, s4
	v_cmp_class_f32_e64 s4, v18, 0x260
	v_cndmask_b32_e64 v12, v12, v17, s5
	v_add_f32_e32 v13, v13, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v1, v18, s4
	v_dual_mul_f32 v14, 0x37800000, v12 :: v_dual_mul_f32 v13, 0.5, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0, v1, s3
	v_cndmask_b32_e32 v12, v12, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v15, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v13, s8, v13
	v_cndmask_b32_e64 v1, v1, s9, s15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v12, v15, vcc_lo
	v_dual_mul_f32 v11, v12, v11 :: v_dual_add_f32 v12, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v11
	v_add_f32_e32 v1, v1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s52
	s_mov_b32 s3, 0
.LBB3_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_6
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_5
	global_load_b32 v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_add_f32_e32 v1, v10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v10, 0x7fc00000, v1, vcc_lo
	s_branch .LBB3_5
.LBB3_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
.LBB3_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_17
	v_add_co_u32 v2, vcc_lo, v7, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v8, vcc_lo
	global_store_b32 v[2:3], v1, off
.LBB3_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w128x2
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
.Lfunc_end3:
	.size	tessera_quadratic_fast_w128x2, .Lfunc_end3-tessera_quadratic_fast_w128x2

	.set tessera_quadratic_fast_w128x2.num_vgpr, 33
	.set tessera_quadratic_fast_w128x2.num_agpr, 0
	.set tessera_quadratic_fast_w128x2.numbered_sgpr, 53
	.set tessera_quadratic_fast_w128x2.num_named_barrier, 0
	.set tessera_quadratic_fast_w128x2.private_seg_size, 0
	.set tessera_quadratic_fast_w128x2.uses_vcc, 1
	.set tessera_quadratic_fast_w128x2.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w128x2.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w128x2.has_recursion, 0
	.set tessera_quadratic_fast_w128x2.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w256
	.p2align	8
	.type	tessera_quadratic_fast_w256,@function
tessera_quadratic_fast_w256:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_17
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
	s_cbranch_execz .LBB4_3
	global_load_b32 v6, v5, s[16:17]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB4_14
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
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB4_6:
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB4_15
.LBB4_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_cbranch_vccz .LBB4_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s54, s3
	s_cbranch_execz .LBB4_10
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
.LBB4_10:
	s_or_b32 exec_lo, exec_lo, s54
	s_mov_b32 s2, 0
.LBB4_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB4_6
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB4_5
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
	s_branch .LBB4_5
.LBB4_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB4_15:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_17
	global_store_b32 v5, v1, s[16:17]
.LBB4_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w256
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
.Lfunc_end4:
	.size	tessera_quadratic_fast_w256, .Lfunc_end4-tessera_quadratic_fast_w256

	.set tessera_quadratic_fast_w256.num_vgpr, 31
	.set tessera_quadratic_fast_w256.num_agpr, 0
	.set tessera_quadratic_fast_w256.numbered_sgpr, 55
	.set tessera_quadratic_fast_w256.num_named_barrier, 0
	.set tessera_quadratic_fast_w256.private_seg_size, 0
	.set tessera_quadratic_fast_w256.uses_vcc, 1
	.set tessera_quadratic_fast_w256.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w256.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w256.has_recursion, 0
	.set tessera_quadratic_fast_w256.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w512
	.p2align	8
	.type	tessera_quadratic_fast_w512,@function
tessera_quadratic_fast_w512:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_17
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
	s_cbranch_execz .LBB5_3
	global_load_b32 v6, v5, s[16:17]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB5_14
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
	s_branch .LBB5_7
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB5_6:
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB5_15
.LBB5_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_cbranch_vccz .LBB5_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s54, s3
	s_cbranch_execz .LBB5_10
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
.LBB5_10:
	s_or_b32 exec_lo, exec_lo, s54
	s_mov_b32 s2, 0
.LBB5_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB5_6
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB5_5
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
	s_branch .LBB5_5
.LBB5_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB5_15:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_17
	global_store_b32 v5, v1, s[16:17]
.LBB5_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w512
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
.Lfunc_end5:
	.size	tessera_quadratic_fast_w512, .Lfunc_end5-tessera_quadratic_fast_w512

	.set tessera_quadratic_fast_w512.num_vgpr, 31
	.set tessera_quadratic_fast_w512.num_agpr, 0
	.set tessera_quadratic_fast_w512.numbered_sgpr, 55
	.set tessera_quadratic_fast_w512.num_named_barrier, 0
	.set tessera_quadratic_fast_w512.private_seg_size, 0
	.set tessera_quadratic_fast_w512.uses_vcc, 1
	.set tessera_quadratic_fast_w512.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w512.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w512.has_recursion, 0
	.set tessera_quadratic_fast_w512.has_indirect_call, 0
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
	.globl	tessera_quadratic_fast_w2048
	.p2align	8
	.type	tessera_quadratic_fast_w2048,@function
tessera_quadratic_fast_w2048:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_24
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	v_lshlrev_b32_e32 v7, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_lshl_b64 s[28:29], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s16, s28
	s_addc_u32 s7, s17, s29
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_3
	global_load_b32 v8, v7, s[6:7]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB7_5
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v9, v1, s[6:7]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB7_20
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	s_mov_b32 s0, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v4, s0 :: v_dual_and_b32 v3, 2, v0
	v_dual_mov_b32 v6, s0 :: v_dual_and_b32 v5, 1, v0
	v_lshrrev_b32_e32 v0, 2, v0
	s_mov_b32 s30, 0xb7789f5c
	v_cmp_eq_u64_e64 s0, 0, v[3:4]
	s_mov_b32 s36, 0x16c16c17
	v_cmp_eq_u64_e64 s1, 0, v[5:6]
	s_mov_b32 s31, 0xbe927e4f
	s_mov_b32 s35, 0x3efa01a0
	s_mov_b32 s37, 0xbf56c16c
	s_mov_b32 s39, 0x3fa55555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s5, s18, s28
	s_addc_u32 s11, s19, s29
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v3, s5, s5, v7
	s_cselect_b32 s33, -1, 0
	s_add_u32 s10, s22, 3
	v_add_co_ci_u32_e64 v4, null, s11, 0, s5
	s_addc_u32 s11, s23, 0
	s_add_u32 s5, s24, 0x9e3779b9
	s_lshr_b64 s[16:17], s[10:11], 2
	s_lshr_b32 s10, s11, 2
	s_add_u32 s18, s25, 0xbb67ae85
	s_mul_i32 s10, s10, s2
	v_mov_b32_e32 v1, 0
	s_add_u32 s19, s24, 0x3c6ef372
	s_mov_b32 s22, 0x11111111
	s_mov_b32 s28, 0x55555555
	s_add_u32 s40, s25, 0x76cf5d0a
	v_mad_u64_u32 v[5:6], null, s16, s2, v[0:1]
	v_lshrrev_b32_e32 v0, 2, v2
	s_add_u32 s41, s24, 0xdaa66d2b
	s_add_u32 s42, s25, 0x32370b8f
	s_add_u32 s43, s24, 0x78dde6e4
	s_add_u32 s44, s25, 0xed9eba14
	v_mad_u64_u32 v[10:11], null, s16, s2, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v5, 0
	v_add_nc_u32_e32 v0, s10, v6
	s_mov_b32 s16, 0xa556c734
	s_add_u32 s45, s24, 0x1715609d
	s_add_u32 s46, s25, 0xa9066899
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v5, s10, v11
	v_xor_b32_e32 v0, v13, v0
	v_xor_b32_e32 v10, s18, v12
	s_mov_b32 s10, 0x54442d18
	s_add_u32 s47, s24, 0xb54cda56
	s_add_u32 s48, s25, 0x646e171e
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v5, v15, v5
	v_xor_b32_e32 v0, s25, v0
	v_xor_b32_e32 v14, s18, v14
	s_add_u32 s49, s24, 0x5384540f
	s_add_u32 s50, s25, 0x1fd5c5a3
	v_xor_b32_e32 v5, s25, v5
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_add_u32 s51, s24, 0xf1bbcdc8
	s_add_u32 s52, s25, 0xdb3d7428
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v5, 0
	v_add_co_u32 v5, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	v_xor_b32_e32 v11, s5, v16
	v_xor_b32_e32 v12, s19, v15
	v_xor_b32_e32 v13, s5, v18
	v_xor_b32_e32 v15, s19, v17
	s_mov_b32 s18, 0x1a01a01a
	s_add_i32 s53, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s11, 0x3ff921fb
	s_mov_b32 s17, 0x3ec71de3
	s_mov_b32 s19, 0xbf2a01a0
	s_mov_b32 s23, 0x3f811111
	s_mov_b32 s29, 0xbfc55555
	s_branch .LBB7_9
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v17, v8 :: v_dual_mov_b32 v0, v9
.LBB7_8:
	s_add_u32 s20, s20, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v9, v0 :: v_dual_mov_b32 v8, v17
	s_addc_u32 s21, s21, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB7_20
.LBB7_9:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_cbranch_vccz .LBB7_15
	s_mul_f32 s5, s14, s12
	s_mul_hi_u32 s54, s27, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s2, s5, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s5, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v16, v0
	v_add_nc_u32_e32 v17, -1, v16
	v_add_nc_u32_e32 v18, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v16, v0
	v_fma_f32 v20, v20, v16, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v19
	v_cndmask_b32_e64 v16, v16, v17, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s5, 0, v20
	v_cndmask_b32_e64 v16, v16, v18, s5
	s_mul_i32 s5, s27, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v16
	v_cndmask_b32_e64 v16, v16, v17, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v17, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v16, v0, s2
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v16, v0, s9, s15
	s_and_saveexec_b32 s55, s3
	s_cbranch_execz .LBB7_12
	s_xor_b32 s2, s24, s54
	v_xor_b32_e32 v0, s5, v11
	s_xor_b32 s2, s2, s26
	global_load_b32 v34, v[3:4], off
	s_mul_hi_u32 s34, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v19, s34, v10
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_mov_b32 s34, s18
	s_mov_b32 s38, s28
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s2, s40, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, v20, v12
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, v21, s41, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s42, v23, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, v18, s44, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, s43, v24, v20
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, v19, s45, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s46, v21, v17
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v0, v22, s48, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s47, v24, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, v18, s49, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s50, v20, v21
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v0, v21, s52, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s51, v23, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v19, 0
	v_cndmask_b32_e64 v0, v23, v17, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v24, v20, s25
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[25:26], v0
	v_xor3_b32 v0, v22, v18, s53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v17, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v21, 0x7fffff, v0
	v_mul_f64 v[25:26], v[25:26], 4.0
	v_add_nc_u32_e32 v21, 0x3f3504f3, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], 0x43380000, v[25:26]
	v_add_f64 v[28:29], 0xc3380000, v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], -v[28:29]
	v_mul_f64 v[25:26], v[25:26], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[25:26], v[25:26]
	v_mul_f64 v[30:31], v[28:29], s[16:17]
	v_mul_f64 v[32:33], v[28:29], s[30:31]
	v_mul_f64 v[23:24], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[18:19]
	v_add_f64 v[32:33], v[32:33], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[22:23]
	v_add_f64 v[32:33], v[32:33], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[28:29], v[30:31]
	v_mul_f64 v[19:20], v[28:29], v[32:33]
	v_add_f32_e32 v30, -1.0, v21
	v_mul_f64 v[21:22], v[25:26], v[28:29]
	v_mul_f64 v[28:29], v[28:29], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 2.0, v30
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v36, vcc_lo, v30, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v35, -v32, v33, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v35, v33
	v_mul_f32_e32 v35, v36, v33
	v_add_f64 v[17:18], v[17:18], s[28:29]
	v_add_f64 v[19:20], v[19:20], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v32, v35, v36
	v_add_f64 v[28:29], v[28:29], 1.0
	v_fmac_f32_e32 v35, v37, v33
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v32, -v32, v35, v36
	v_mul_f64 v[17:18], v[21:22], v[17:18]
	v_mul_f64 v[19:20], v[23:24], v[19:20]
	v_div_fmas_f32 v21, v32, v33, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v21, v21, v31, v30
	v_mul_f32_e32 v22, v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v32, 0.5, v30
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v24, 0x3e789e26, v23
	v_mul_f32_e32 v31, 0x3e91e9ee, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v24, 0x3eccce13, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v31, 0x3f2aaaaa, v31
	v_mul_f32_e32 v23, v23, v24
	v_mul_f32_e32 v24, v30, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v22, v22, v31
	v_add_f64 v[17:18], v[25:26], v[17:18]
	v_dual_add_f32 v22, v22, v23 :: v_dual_mul_f32 v23, 0x3717f7d1, v0
	v_add_f64 v[19:20], v[28:29], v[19:20]
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v24, v22
	v_mul_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v22, v1 :: v_dual_add_f32 v21, v23, v21
	v_sub_f32_e32 v21, v21, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v30, v21
	v_add_f32_e32 v23, v0, v21
	v_and_b32_e32 v21, 2, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[21:22]
	v_xor_b32_e32 v24, 0x80000000, v18
	v_mul_f32_e32 v23, -2.0, v23
	v_xor_b32_e32 v21, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v22, 0x4f800000, v23
	v_and_b32_e32 v0, 1, v27
	v_cndmask_b32_e32 v20, v21, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v24, v18, vcc_lo
	v_cndmask_b32_e32 v18, v18, v24, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v23
	v_cndmask_b32_e64 v0, v20, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v18, v18, v20, s2
	v_cndmask_b32_e32 v21, v23, v22, vcc_lo
	v_cndmask_b32_e64 v22, v19, v17, s2
	v_cndmask_b32_e64 v17, v17, v19, s2
	v_cndmask_b32_e64 v18, v0, v18, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v19, v21
	v_cndmask_b32_e64 v17, v22, v17, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[17:18]
	v_add_nc_u32_e32 v17, -1, v19
	v_add_nc_u32_e32 v18, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v17, v19, v21
	v_fma_f32 v22, -v18, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v20
	v_cndmask_b32_e64 v17, v19, v17, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v22
	v_cndmask_b32_e64 v17, v17, v18, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, 0x37800000, v17 :: v_dual_sub_f32 v18, v34, v8
	v_dual_cndmask_b32 v17, v17, v19 :: v_dual_add_f32 v18, v18, v18
	v_cmp_class_f32_e64 vcc_lo, v21, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, 0.5, v18 :: v_dual_cndmask_b32 v17, v17, v21
	v_mul_f32_e32 v18, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v17, v0 :: v_dual_add_f32 v17, v8, v18
	v_mul_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v17
	v_and_b32_e32 v17, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v17, 0x7fc00000, v0, vcc_lo
.LBB7_12:
	s_or_b32 exec_lo, exec_lo, s55
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s2, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s55, exec_lo, s2
	s_cbranch_execz .LBB7_14
	s_xor_b32 s2, s24, s54
	v_xor_b32_e32 v0, s5, v13
	s_xor_b32 s2, s2, s26
	s_mov_b32 s34, s18
	s_mul_hi_u32 s5, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v20, s5, v14
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	global_load_b32 v35, v[5:6], off
	s_mov_b32 s38, s28
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s2, s40, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, v21, v15
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, v22, s41, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, s42, v24, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, v19, s44, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, s43, v25, v21
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, v20, s45, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s46, v22, v18
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v0, v23, s48, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, s47, v25, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, v19, s49, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s50, v21, v22
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, v22, s52, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, s51, v24, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v20, 0
	v_cndmask_b32_e64 v0, v24, v18, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v25, v21, s25
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[26:27], v0
	v_xor3_b32 v0, v23, v19, s53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v18, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v22, 0x7fffff, v0
	v_mul_f64 v[26:27], v[26:27], 4.0
	v_add_nc_u32_e32 v22, 0x3f3504f3, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0x43380000, v[26:27]
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], -v[29:30]
	v_mul_f64 v[26:27], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[26:27], v[26:27]
	v_mul_f64 v[33:34], v[29:30], s[30:31]
	v_mul_f64 v[31:32], v[29:30], s[16:17]
	v_mul_f64 v[24:25], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[34:35]
	v_add_f64 v[31:32], v[31:32], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[29:30], v[33:34]
	v_mul_f64 v[31:32], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[29:30], v[33:34]
	v_mul_f64 v[18:19], v[29:30], v[31:32]
	v_add_f32_e32 v31, -1.0, v22
	v_mul_f64 v[22:23], v[26:27], v[29:30]
	v_mul_f64 v[29:30], v[29:30], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 2.0, v31
	v_div_scale_f32 v33, null, v32, v32, v31
	v_div_scale_f32 v37, vcc_lo, v31, v32, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v34, v33
	v_fma_f32 v36, -v33, v34, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v36, v34
	v_mul_f32_e32 v36, v37, v34
	v_add_f64 v[20:21], v[20:21], s[38:39]
	v_add_f64 v[18:19], v[18:19], s[28:29]
	v_add_f64 v[29:30], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v33, v36, v37
	v_fmac_f32_e32 v36, v38, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v33, -v33, v36, v37
	v_mul_f64 v[20:21], v[24:25], v[20:21]
	v_mul_f64 v[18:19], v[22:23], v[18:19]
	v_div_fmas_f32 v22, v33, v34, v36
	v_mul_f32_e32 v33, 0.5, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v22, v22, v32, v31
	v_mul_f32_e32 v23, v22, v22
	v_add_f64 v[20:21], v[29:30], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v23, v23
	v_add_f64 v[18:19], v[26:27], v[18:19]
	v_mul_f32_e32 v25, 0x3e789e26, v24
	v_mul_f32_e32 v32, 0x3e91e9ee, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v25, 0x3eccce13, v25
	v_add_f32_e32 v32, 0x3f2aaaaa, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v24, v24, v25 :: v_dual_mul_f32 v23, v23, v32
	v_mul_f32_e32 v25, v31, v33
	v_lshrrev_b32_e32 v0, 23, v0
	v_add_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v23, v25, v23 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v22, v22, v23 :: v_dual_mov_b32 v23, v1
	v_mul_f32_e32 v24, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v24, v22
	v_sub_f32_e32 v22, v22, v25
	v_xor_b32_e32 v25, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v31, v22
	v_add_f32_e32 v24, v0, v22
	v_and_b32_e32 v22, 2, v28
	v_and_b32_e32 v0, 1, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v24, -2.0, v24
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	v_xor_b32_e32 v22, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v23, 0x4f800000, v24 :: v_dual_cndmask_b32 v0, v25, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v21, v22, v21, vcc_lo
	v_cndmask_b32_e32 v19, v19, v25, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v24
	v_cndmask_b32_e64 v0, v21, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v21, s2
	v_cndmask_b32_e32 v22, v24, v23, vcc_lo
	v_cndmask_b32_e64 v23, v20, v18, s2
	v_cndmask_b32_e64 v18, v18, v20, s2
	v_cndmask_b32_e64 v19, v0, v19, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v20, v22
	v_cndmask_b32_e64 v18, v23, v18, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[18:19]
	v_add_nc_u32_e32 v18, -1, v20
	v_add_nc_u32_e32 v19, 1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, -v18, v20, v22
	v_fma_f32 v23, -v19, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v21
	v_cndmask_b32_e64 v18, v20, v18, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v23
	v_cndmask_b32_e64 v18, v18, v19, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v19, v35, v9 :: v_dual_mul_f32 v20, 0x37800000, v18
	v_dual_add_f32 v19, v19, v19 :: v_dual_cndmask_b32 v18, v18, v20
	v_cmp_class_f32_e64 vcc_lo, v22, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, 0.5, v19 :: v_dual_cndmask_b32 v18, v18, v22
	v_dual_mul_f32 v19, s8, v19 :: v_dual_mul_f32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18, v9, v19
	v_mul_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	v_and_b32_e32 v16, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB7_14:
	s_or_b32 exec_lo, exec_lo, s55
	s_mov_b32 s2, 0
.LBB7_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB7_8
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB7_18
	global_load_b32 v0, v[3:4], off
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
.LBB7_18:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB7_7
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_add_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB7_7
.LBB7_20:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB7_22
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v8, s[6:7]
.LBB7_22:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_24
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v9, s[6:7]
.LBB7_24:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w2048
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
		.amdhsa_next_free_vgpr 39
		.amdhsa_next_free_sgpr 56
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
		.amdhsa_inst_pref_size 32
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end7:
	.size	tessera_quadratic_fast_w2048, .Lfunc_end7-tessera_quadratic_fast_w2048

	.set tessera_quadratic_fast_w2048.num_vgpr, 39
	.set tessera_quadratic_fast_w2048.num_agpr, 0
	.set tessera_quadratic_fast_w2048.numbered_sgpr, 56
	.set tessera_quadratic_fast_w2048.num_named_barrier, 0
	.set tessera_quadratic_fast_w2048.private_seg_size, 0
	.set tessera_quadratic_fast_w2048.uses_vcc, 1
	.set tessera_quadratic_fast_w2048.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w2048.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w2048.has_recursion, 0
	.set tessera_quadratic_fast_w2048.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w4096
	.p2align	8
	.type	tessera_quadratic_fast_w4096,@function
tessera_quadratic_fast_w4096:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_37
	s_load_b64 s[20:21], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_lshl_b64 s[28:29], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s28
	s_addc_u32 s17, s17, s29
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_3
	global_load_b32 v14, v13, s[16:17]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v15, v3, s[16:17]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[22:23], v[3:4]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v16, v4, s[16:17]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[22:23], v[4:5]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v17, v1, s[16:17]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB8_32
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	s_mov_b32 s0, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v8, s0
	v_dual_mov_b32 v10, s0 :: v_dual_and_b32 v7, 2, v0
	v_lshrrev_b32_e32 v11, 2, v0
	v_and_b32_e32 v9, 1, v0
	v_lshrrev_b32_e32 v0, 2, v2
	v_lshrrev_b32_e32 v12, 2, v3
	s_mov_b32 s30, 0x55555555
	s_mov_b32 s34, 0xb7789f5c
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s31, 0xbfc55555
	s_mov_b32 s35, 0xbe927e4f
	s_mov_b32 s37, 0x3efa01a0
	s_mov_b32 s39, 0xbf56c16c
	s_mov_b32 s41, 0x3fa55555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s0, s18, s28
	s_addc_u32 s1, s19, s29
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v5, s0, s0, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s22, 3
	s_addc_u32 s1, s23, 0
	s_add_u32 s7, s24, 0x9e3779b9
	s_lshr_b32 s11, s1, 2
	s_lshr_b64 s[0:1], s[0:1], 2
	s_mul_i32 s11, s11, s2
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s0, s0, s2
	s_add_i32 s1, s1, s11
	v_add_co_u32 v11, s2, s0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s1, 0, s2
	v_add_co_u32 v0, s2, s0, v0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v11, 0
	s_add_u32 s10, s25, 0xbb67ae85
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_add_u32 s11, s24, 0x3c6ef372
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s22, 0x1a01a01a
	v_xor_b32_e32 v11, v23, v18
	v_xor_b32_e32 v22, s10, v22
	s_mov_b32 s28, 0x11111111
	s_add_u32 s42, s25, 0x76cf5d0a
	s_add_u32 s43, s24, 0xdaa66d2b
	v_xor_b32_e32 v11, s25, v11
	s_add_u32 s44, s25, 0x32370b8f
	s_add_u32 s45, s24, 0x78dde6e4
	s_add_u32 s46, s25, 0xed9eba14
	s_add_u32 s47, s24, 0x1715609d
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v11, 0
	v_add_co_ci_u32_e64 v11, null, s1, 0, s2
	v_add_co_u32 v0, s2, s0, v12
	v_lshrrev_b32_e32 v12, 2, v4
	v_add_co_ci_u32_e64 v19, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, s0, s0, v12
	v_xor_b32_e32 v11, v26, v11
	v_add_co_ci_u32_e64 v12, null, s1, 0, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s25, v11
	v_xor_b32_e32 v11, v28, v19
	v_cmp_eq_u64_e64 s1, 0, v[9:10]
	v_cmp_eq_u64_e64 s0, 0, v[7:8]
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	v_xor_b32_e32 v9, v30, v12
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v11
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, s25, v9
	v_xor_b32_e32 v18, s7, v24
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v19, s7, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	v_xor_b32_e32 v20, s7, v34
	v_add_co_ci_u32_e64 v12, null, 0, v6, vcc_lo
	v_xor_b32_e32 v21, s7, v36
	v_xor_b32_e32 v23, s11, v23
	v_xor_b32_e32 v24, s10, v25
	v_xor_b32_e32 v25, s11, v31
	v_xor_b32_e32 v26, s10, v27
	v_xor_b32_e32 v27, s11, v33
	v_xor_b32_e32 v28, s10, v29
	v_xor_b32_e32 v29, s11, v35
	s_mov_b32 s10, 0x54442d18
	s_add_u32 s48, s25, 0xa9066899
	s_add_u32 s49, s24, 0xb54cda56
	s_add_u32 s50, s25, 0x646e171e
	s_add_u32 s51, s24, 0x5384540f
	s_add_u32 s52, s25, 0x1fd5c5a3
	s_add_u32 s53, s24, 0xf1bbcdc8
	s_add_u32 s54, s25, 0xdb3d7428
	s_add_i32 s55, s24, 0x8ff34781
	s_add_i32 s56, s25, 0x96a522ad
	s_mov_b32 s11, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s23, 0xbf2a01a0
	s_mov_b32 s29, 0x3f811111
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v31, v14 :: v_dual_mov_b32 v32, v15
	v_dual_mov_b32 v33, v16 :: v_dual_mov_b32 v0, v17
.LBB8_12:
	s_add_u32 s20, s20, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v16, v33
	v_dual_mov_b32 v15, v32 :: v_dual_mov_b32 v14, v31
	s_addc_u32 s21, s21, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB8_32
.LBB8_13:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_cbranch_vccz .LBB8_21
	s_mul_f32 s7, s14, s12
	s_mul_hi_u32 s25, s27, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s7, 0
	s_mul_f32 s2, s7, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s7, 0xf800000
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s7, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v30, v0
	v_add_nc_u32_e32 v31, -1, v30
	v_add_nc_u32_e32 v32, 1, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v31
	v_xor_b32_e32 v34, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v33, v30, v0
	v_fma_f32 v34, v34, v30, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s7, 0, v33
	v_cndmask_b32_e64 v30, v30, v31, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s7, 0, v34
	v_cndmask_b32_e64 v30, v30, v32, s7
	s_mul_i32 s7, s27, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0x37800000, v30
	v_cndmask_b32_e64 v30, v30, v31, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v30, v0, s2
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v30, v0, s9, s15
	s_and_saveexec_b32 s57, s3
	s_cbranch_execnz .LBB8_26
	s_or_b32 exec_lo, exec_lo, s57
	v_mov_b32_e32 v32, v15
	s_and_saveexec_b32 s57, s4
	s_cbranch_execnz .LBB8_27
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s57
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s57, s5
	s_cbranch_execz .LBB8_18
.LBB8_17:
	s_xor_b32 s2, s24, s25
	v_xor_b32_e32 v0, s7, v20
	s_xor_b32 s2, s2, s26
	global_load_b32 v50, v[9:10], off
	s_mul_hi_u32 s36, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v35, s36, v26
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_mov_b32 s36, s22
	s_mov_b32 s40, s30
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, s2, s42, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, v36, v27
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, v37, s43, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s44, v39, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, v34, s46, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s45, v40, v36
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, v35, s47, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s48, v37, v33
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, v38, s50, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s49, v40, v34
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, v34, s51, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s52, v36, v37
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, v37, s54, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s53, v39, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v35, 0
	v_cndmask_b32_e64 v0, v39, v33, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, v40, v36, s56
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[41:42], v0
	v_xor3_b32 v0, v38, v34, s55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v33, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v37, 0x7fffff, v0
	v_mul_f64 v[41:42], v[41:42], 4.0
	v_add_nc_u32_e32 v37, 0x3f3504f3, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], 0x43380000, v[41:42]
	v_add_f64 v[44:45], 0xc3380000, v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[41:42], -v[44:45]
	v_mul_f64 v[41:42], v[41:42], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[41:42], v[41:42]
	v_mul_f64 v[46:47], v[44:45], s[18:19]
	v_mul_f64 v[48:49], v[44:45], s[34:35]
	v_mul_f64 v[39:40], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[22:23]
	v_add_f64 v[48:49], v[48:49], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[46:47], s[28:29]
	v_add_f64 v[48:49], v[48:49], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[44:45], v[46:47]
	v_mul_f64 v[35:36], v[44:45], v[48:49]
	v_add_f32_e32 v46, -1.0, v37
	v_mul_f64 v[37:38], v[41:42], v[44:45]
	v_mul_f64 v[44:45], v[44:45], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 2.0, v46
	v_div_scale_f32 v48, null, v47, v47, v46
	v_div_scale_f32 v52, vcc_lo, v46, v47, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v51, -v48, v49, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v51, v49
	v_mul_f32_e32 v51, v52, v49
	v_add_f64 v[33:34], v[33:34], s[30:31]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v53, -v48, v51, v52
	v_add_f64 v[44:45], v[44:45], 1.0
	v_fmac_f32_e32 v51, v53, v49
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v48, -v48, v51, v52
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_div_fmas_f32 v37, v48, v49, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v37, v37, v47, v46
	v_mul_f32_e32 v38, v37, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v39, v38, v38
	v_mul_f32_e32 v48, 0.5, v46
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v40, 0x3e789e26, v39
	v_mul_f32_e32 v47, 0x3e91e9ee, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v40, 0x3eccce13, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v47, 0x3f2aaaaa, v47
	v_mul_f32_e32 v39, v39, v40
	v_mul_f32_e32 v40, v46, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v38, v38, v47
	v_add_f64 v[33:34], v[41:42], v[33:34]
	v_dual_add_f32 v38, v38, v39 :: v_dual_mul_f32 v39, 0x3717f7d1, v0
	v_add_f64 v[35:36], v[44:45], v[35:36]
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, v40, v38
	v_mul_f32_e32 v37, v37, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v38, v1 :: v_dual_add_f32 v37, v39, v37
	v_sub_f32_e32 v37, v37, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v46, v37
	v_add_f32_e32 v39, v0, v37
	v_and_b32_e32 v37, 2, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[37:38]
	v_xor_b32_e32 v40, 0x80000000, v34
	v_mul_f32_e32 v39, -2.0, v39
	v_xor_b32_e32 v37, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v38, 0x4f800000, v39
	v_and_b32_e32 v0, 1, v43
	v_cndmask_b32_e32 v36, v37, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v40, v34, vcc_lo
	v_cndmask_b32_e32 v34, v34, v40, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v39
	v_cndmask_b32_e64 v0, v36, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v34, v34, v36, s2
	v_cndmask_b32_e32 v37, v39, v38, vcc_lo
	v_cndmask_b32_e64 v38, v35, v33, s2
	v_cndmask_b32_e64 v33, v33, v35, s2
	v_cndmask_b32_e64 v34, v0, v34, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v35, v37
	v_cndmask_b32_e64 v33, v38, v33, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[33:34]
	v_add_nc_u32_e32 v33, -1, v35
	v_add_nc_u32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v33, v35, v37
	v_fma_f32 v38, -v34, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v36
	v_cndmask_b32_e64 v33, v35, v33, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v38
	v_cndmask_b32_e64 v33, v33, v34, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v35, 0x37800000, v33 :: v_dual_sub_f32 v34, v50, v16
	v_dual_cndmask_b32 v33, v33, v35 :: v_dual_add_f32 v34, v34, v34
	v_cmp_class_f32_e64 vcc_lo, v37, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, 0.5, v34 :: v_dual_cndmask_b32 v33, v33, v37
	v_mul_f32_e32 v34, s8, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v33, v0 :: v_dual_add_f32 v33, v16, v34
	v_mul_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	v_and_b32_e32 v33, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s57
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s2, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s57, exec_lo, s2
	s_cbranch_execz .LBB8_20
	s_xor_b32 s2, s24, s25
	v_xor_b32_e32 v0, s7, v21
	s_xor_b32 s2, s2, s26
	s_mov_b32 s36, s22
	s_mul_hi_u32 s7, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v36, s7, v28
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	global_load_b32 v51, v[11:12], off
	s_mov_b32 s40, s30
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, s2, s42, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, v37, v29
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, v38, s43, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s44, v40, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, v35, s46, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, s45, v41, v37
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, v36, s47, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s48, v38, v34
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, v39, s50, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s49, v41, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, v35, s51, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s52, v37, v38
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, v38, s54, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s53, v40, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v36, 0
	v_cndmask_b32_e64 v0, v40, v34, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v41, v37, s56
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[42:43], v0
	v_xor3_b32 v0, v39, v35, s55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v34, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v38, 0x7fffff, v0
	v_mul_f64 v[42:43], v[42:43], 4.0
	v_add_nc_u32_e32 v38, 0x3f3504f3, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], 0x43380000, v[42:43]
	v_add_f64 v[45:46], 0xc3380000, v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[42:43], -v[45:46]
	v_mul_f64 v[42:43], v[42:43], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[42:43]
	v_mul_f64 v[49:50], v[45:46], s[34:35]
	v_mul_f64 v[47:48], v[45:46], s[18:19]
	v_mul_f64 v[40:41], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[36:37]
	v_add_f64 v[47:48], v[47:48], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[45:46], v[49:50]
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[38:39]
	v_add_f64 v[47:48], v[47:48], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[45:46], v[49:50]
	v_mul_f64 v[34:35], v[45:46], v[47:48]
	v_add_f32_e32 v47, -1.0, v38
	v_mul_f64 v[38:39], v[42:43], v[45:46]
	v_mul_f64 v[45:46], v[45:46], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 2.0, v47
	v_div_scale_f32 v49, null, v48, v48, v47
	v_div_scale_f32 v53, vcc_lo, v47, v48, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v50, v49
	v_fma_f32 v52, -v49, v50, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v50, v52, v50
	v_mul_f32_e32 v52, v53, v50
	v_add_f64 v[36:37], v[36:37], s[40:41]
	v_add_f64 v[34:35], v[34:35], s[30:31]
	v_add_f64 v[45:46], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v54, -v49, v52, v53
	v_fmac_f32_e32 v52, v54, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v49, -v49, v52, v53
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_div_fmas_f32 v38, v49, v50, v52
	v_mul_f32_e32 v49, 0.5, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v38, v38, v48, v47
	v_mul_f32_e32 v39, v38, v38
	v_add_f64 v[36:37], v[45:46], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v40, v39, v39
	v_add_f64 v[34:35], v[42:43], v[34:35]
	v_mul_f32_e32 v41, 0x3e789e26, v40
	v_mul_f32_e32 v48, 0x3e91e9ee, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v41, 0x3eccce13, v41
	v_add_f32_e32 v48, 0x3f2aaaaa, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v40, v40, v41 :: v_dual_mul_f32 v39, v39, v48
	v_mul_f32_e32 v41, v47, v49
	v_lshrrev_b32_e32 v0, 23, v0
	v_add_f32_e32 v39, v39, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v39, v41, v39 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mov_b32 v39, v1
	v_mul_f32_e32 v40, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, v40, v38
	v_sub_f32_e32 v38, v38, v41
	v_xor_b32_e32 v41, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, v47, v38
	v_add_f32_e32 v40, v0, v38
	v_and_b32_e32 v38, 2, v44
	v_and_b32_e32 v0, 1, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v40, -2.0, v40
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	v_xor_b32_e32 v38, 0x80000000, v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v39, 0x4f800000, v40 :: v_dual_cndmask_b32 v0, v41, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v37, v38, v37, vcc_lo
	v_cndmask_b32_e32 v35, v35, v41, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v40
	v_cndmask_b32_e64 v0, v37, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v35, v37, s2
	v_cndmask_b32_e32 v38, v40, v39, vcc_lo
	v_cndmask_b32_e64 v39, v36, v34, s2
	v_cndmask_b32_e64 v34, v34, v36, s2
	v_cndmask_b32_e64 v35, v0, v35, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v36, v38
	v_cndmask_b32_e64 v34, v39, v34, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[34:35]
	v_add_nc_u32_e32 v34, -1, v36
	v_add_nc_u32_e32 v35, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, -v34, v36, v38
	v_fma_f32 v39, -v35, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v37
	v_cndmask_b32_e64 v34, v36, v34, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v39
	v_cndmask_b32_e64 v34, v34, v35, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v35, v51, v17 :: v_dual_mul_f32 v36, 0x37800000, v34
	v_dual_add_f32 v35, v35, v35 :: v_dual_cndmask_b32 v34, v34, v36
	v_cmp_class_f32_e64 vcc_lo, v38, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v35, 0.5, v35 :: v_dual_cndmask_b32 v34, v34, v38
	v_dual_mul_f32 v35, s8, v35 :: v_dual_mul_f32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v34, v17, v35
	v_mul_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v34
	v_and_b32_e32 v30, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB8_20:
	s_or_b32 exec_lo, exec_lo, s57
	s_mov_b32 s2, 0
.LBB8_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB8_12
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB8_28
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB8_29
.LBB8_24:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB8_30
.LBB8_25:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_31
.LBB8_26:
	s_xor_b32 s2, s24, s25
	v_xor_b32_e32 v0, s7, v18
	s_xor_b32 s2, s2, s26
	global_load_b32 v48, v[5:6], off
	s_mul_hi_u32 s36, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v33, s36, v22
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mov_b32 s36, s22
	s_mov_b32 s40, s30
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, s2, s42, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, v34, v23
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v32, 0
	v_xor3_b32 v0, v35, s43, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s44, v37, v31
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, v32, s46, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s45, v38, v34
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, v33, s47, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, s48, v35, v31
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v31, 0
	v_xor3_b32 v0, v36, s50, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s49, v38, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	v_xor3_b32 v0, v32, s51, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s52, v34, v35
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v32, 0
	v_xor3_b32 v0, v35, s54, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s53, v37, v31
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v33, 0
	v_cndmask_b32_e64 v0, v37, v31, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v38, v34, s56
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[39:40], v0
	v_xor3_b32 v0, v36, v32, s55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v31, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v35, 0x7fffff, v0
	v_mul_f64 v[39:40], v[39:40], 4.0
	v_add_nc_u32_e32 v35, 0x3f3504f3, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], 0x43380000, v[39:40]
	v_add_f64 v[42:43], 0xc3380000, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[39:40], -v[42:43]
	v_mul_f64 v[39:40], v[39:40], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[39:40], v[39:40]
	v_mul_f64 v[44:45], v[42:43], s[18:19]
	v_mul_f64 v[46:47], v[42:43], s[34:35]
	v_mul_f64 v[37:38], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[22:23]
	v_add_f64 v[46:47], v[46:47], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[44:45], s[28:29]
	v_add_f64 v[46:47], v[46:47], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[42:43], v[44:45]
	v_mul_f64 v[33:34], v[42:43], v[46:47]
	v_add_f32_e32 v44, -1.0, v35
	v_mul_f64 v[35:36], v[39:40], v[42:43]
	v_mul_f64 v[42:43], v[42:43], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 2.0, v44
	v_div_scale_f32 v46, null, v45, v45, v44
	v_div_scale_f32 v50, vcc_lo, v44, v45, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v49, -v46, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v49, v47
	v_mul_f32_e32 v49, v50, v47
	v_add_f64 v[31:32], v[31:32], s[30:31]
	v_add_f64 v[33:34], v[33:34], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v51, -v46, v49, v50
	v_add_f64 v[42:43], v[42:43], 1.0
	v_fmac_f32_e32 v49, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v46, -v46, v49, v50
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_div_fmas_f32 v35, v46, v47, v49
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v35, v35, v45, v44
	v_mul_f32_e32 v36, v35, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v36, v36
	v_dual_mul_f32 v46, 0.5, v44 :: v_dual_mul_f32 v45, 0x3e91e9ee, v37
	v_mul_f32_e32 v38, 0x3e789e26, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v45, 0x3f2aaaaa, v45
	v_add_f32_e32 v38, 0x3eccce13, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v37, v37, v38
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v38, v44, v46
	v_mul_f32_e32 v36, v36, v45
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[31:32], v[39:40], v[31:32]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_add_f32 v36, v36, v37 :: v_dual_mul_f32 v37, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v36, v38, v36
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_mul_f32 v35, v35, v36 :: v_dual_mov_b32 v36, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v37, v35
	v_sub_f32_e32 v35, v35, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v44, v35
	v_add_f32_e32 v37, v0, v35
	v_and_b32_e32 v35, 2, v41
	v_xor_b32_e32 v38, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[35:36]
	v_mul_f32_e32 v37, -2.0, v37
	v_xor_b32_e32 v35, 0x80000000, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v36, 0x4f800000, v37
	v_and_b32_e32 v0, 1, v41
	v_cndmask_b32_e32 v34, v35, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v38, v32, vcc_lo
	v_cndmask_b32_e32 v32, v32, v38, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v37
	v_cndmask_b32_e64 v0, v34, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v32, v32, v34, s2
	v_cndmask_b32_e32 v35, v37, v36, vcc_lo
	v_cndmask_b32_e64 v36, v33, v31, s2
	v_cndmask_b32_e64 v31, v31, v33, s2
	v_cndmask_b32_e64 v32, v0, v32, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v33, v35
	v_cndmask_b32_e64 v31, v36, v31, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[31:32]
	v_add_nc_u32_e32 v31, -1, v33
	v_add_nc_u32_e32 v32, 1, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v31, v33, v35
	v_fma_f32 v36, -v32, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v34
	v_cndmask_b32_e64 v31, v33, v31, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v36
	v_cndmask_b32_e64 v31, v31, v32, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, 0x37800000, v31 :: v_dual_sub_f32 v32, v48, v14
	v_dual_cndmask_b32 v31, v31, v33 :: v_dual_add_f32 v32, v32, v32
	v_cmp_class_f32_e64 vcc_lo, v35, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v32, 0.5, v32 :: v_dual_cndmask_b32 v31, v31, v35
	v_mul_f32_e32 v32, s8, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v31, v0
	v_add_f32_e32 v31, v14, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v30, v0
	v_add_f32_e32 v0, v0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v31, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s57
	v_mov_b32_e32 v32, v15
	s_and_saveexec_b32 s57, s4
	s_cbranch_execz .LBB8_16
.LBB8_27:
	s_xor_b32 s2, s24, s25
	v_xor_b32_e32 v0, s7, v19
	s_xor_b32 s2, s2, s26
	global_load_b32 v49, v[7:8], off
	s_mul_hi_u32 s36, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v34, s36, v24
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mov_b32 s36, s22
	s_mov_b32 s40, s30
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s2, s42, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, v35, v25
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v33, 0
	v_xor3_b32 v0, v36, s43, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s44, v38, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, v33, s46, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s45, v39, v35
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, v34, s47, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s48, v36, v32
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v32, 0
	v_xor3_b32 v0, v37, s50, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s49, v39, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, v33, s51, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s52, v35, v36
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, v36, s54, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s53, v38, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v34, 0
	v_cndmask_b32_e64 v0, v38, v32, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, v39, v35, s56
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[40:41], v0
	v_xor3_b32 v0, v37, v33, s55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v32, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v36, 0x7fffff, v0
	v_mul_f64 v[40:41], v[40:41], 4.0
	v_add_nc_u32_e32 v36, 0x3f3504f3, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], 0x43380000, v[40:41]
	v_add_f64 v[43:44], 0xc3380000, v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[40:41], -v[43:44]
	v_mul_f64 v[40:41], v[40:41], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[40:41], v[40:41]
	v_mul_f64 v[45:46], v[43:44], s[18:19]
	v_mul_f64 v[47:48], v[43:44], s[34:35]
	v_mul_f64 v[38:39], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[22:23]
	v_add_f64 v[47:48], v[47:48], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[45:46], s[28:29]
	v_add_f64 v[47:48], v[47:48], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[43:44], v[45:46]
	v_mul_f64 v[34:35], v[43:44], v[47:48]
	v_add_f32_e32 v45, -1.0, v36
	v_mul_f64 v[36:37], v[40:41], v[43:44]
	v_mul_f64 v[43:44], v[43:44], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 2.0, v45
	v_div_scale_f32 v47, null, v46, v46, v45
	v_div_scale_f32 v51, vcc_lo, v45, v46, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v48, v47
	v_fma_f32 v50, -v47, v48, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v50, v48
	v_mul_f32_e32 v50, v51, v48
	v_add_f64 v[32:33], v[32:33], s[30:31]
	v_add_f64 v[34:35], v[34:35], s[40:41]
	v_add_f64 v[43:44], v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v52, -v47, v50, v51
	v_mul_f64 v[32:33], v[36:37], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_add_f64 v[32:33], v[40:41], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v50, v52, v48
	v_add_f64 v[34:35], v[43:44], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v47, v50, v51
	v_div_fmas_f32 v36, v47, v48, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v36, v36, v46, v45
	v_mul_f32_e32 v37, v36, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v38, v37, v37
	v_mul_f32_e32 v47, 0.5, v45
	v_mul_f32_e32 v39, 0x3e789e26, v38
	v_mul_f32_e32 v46, 0x3e91e9ee, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v39, 0x3eccce13, v39
	v_add_f32_e32 v46, 0x3f2aaaaa, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v37, v37, v46
	v_mul_f32_e32 v39, v45, v47
	v_lshrrev_b32_e32 v0, 23, v0
	v_dual_add_f32 v37, v37, v38 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v37, v39, v37
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v36, v36, v37 :: v_dual_mov_b32 v37, v1
	v_mul_f32_e32 v38, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v38, v36
	v_sub_f32_e32 v36, v36, v39
	v_xor_b32_e32 v39, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v45, v36
	v_add_f32_e32 v38, v0, v36
	v_and_b32_e32 v36, 2, v42
	v_and_b32_e32 v0, 1, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v38, -2.0, v38
	v_cmp_eq_u64_e32 vcc_lo, 0, v[36:37]
	v_xor_b32_e32 v36, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v37, 0x4f800000, v38 :: v_dual_cndmask_b32 v0, v39, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v35, v36, v35, vcc_lo
	v_cndmask_b32_e32 v33, v33, v39, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v38
	v_cndmask_b32_e64 v0, v35, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v33, v35, s2
	v_cndmask_b32_e32 v36, v38, v37, vcc_lo
	v_cndmask_b32_e64 v37, v34, v32, s2
	v_cndmask_b32_e64 v32, v32, v34, s2
	v_cndmask_b32_e64 v33, v0, v33, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v34, v36
	v_cndmask_b32_e64 v32, v37, v32, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[32:33]
	v_add_nc_u32_e32 v32, -1, v34
	v_add_nc_u32_e32 v33, 1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v35, -v32, v34, v36
	v_fma_f32 v37, -v33, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v35
	v_cndmask_b32_e64 v32, v34, v32, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v37
	v_cndmask_b32_e64 v32, v32, v33, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v33, v49, v15 :: v_dual_mul_f32 v34, 0x37800000, v32
	v_dual_add_f32 v33, v33, v33 :: v_dual_cndmask_b32 v32, v32, v34
	v_cmp_class_f32_e64 vcc_lo, v36, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, 0.5, v33 :: v_dual_cndmask_b32 v32, v32, v36
	v_dual_mul_f32 v33, s8, v33 :: v_dual_mul_f32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v32, v15, v33
	v_mul_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v32
	v_and_b32_e32 v32, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s57
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s57, s5
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_28:
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_add_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB8_24
.LBB8_29:
	global_load_b32 v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_add_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB8_25
.LBB8_30:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v16, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB8_11
.LBB8_31:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_add_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v17, 0x7fc00000, v0, vcc_lo
	s_branch .LBB8_11
.LBB8_32:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_38
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_39
.LBB8_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB8_40
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_37
.LBB8_36:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[16:17]
.LBB8_37:
	s_endpgm
.LBB8_38:
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_34
.LBB8_39:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB8_35
.LBB8_40:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_36
	s_branch .LBB8_37
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w4096
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
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 58
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
		.amdhsa_inst_pref_size 59
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end8:
	.size	tessera_quadratic_fast_w4096, .Lfunc_end8-tessera_quadratic_fast_w4096

	.set tessera_quadratic_fast_w4096.num_vgpr, 55
	.set tessera_quadratic_fast_w4096.num_agpr, 0
	.set tessera_quadratic_fast_w4096.numbered_sgpr, 58
	.set tessera_quadratic_fast_w4096.num_named_barrier, 0
	.set tessera_quadratic_fast_w4096.private_seg_size, 0
	.set tessera_quadratic_fast_w4096.uses_vcc, 1
	.set tessera_quadratic_fast_w4096.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w4096.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w4096.has_recursion, 0
	.set tessera_quadratic_fast_w4096.has_indirect_call, 0
	.globl	tessera_quadratic_fast_w8192
	.p2align	8
	.type	tessera_quadratic_fast_w8192,@function
tessera_quadratic_fast_w8192:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[24:25], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[26:27]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_65
	s_load_b64 s[24:25], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	v_lshlrev_b32_e32 v25, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s26, s2
	v_cmp_gt_u64_e64 s3, s[26:27], v[0:1]
	s_lshl_b64 s[34:35], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s20, s20, s34
	s_addc_u32 s21, s21, s35
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_3
	global_load_b32 v26, v25, s[20:21]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[26:27], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v27, v3, s[20:21]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[26:27], v[3:4]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v28, v4, s[20:21]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[26:27], v[4:5]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v29, v5, s[20:21]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[26:27], v[5:6]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v30, v6, s[20:21]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[26:27], v[6:7]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v31, v7, s[20:21]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[26:27], v[7:8]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v32, v8, s[20:21]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[26:27], v[8:9]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v33, v1, s[20:21]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_cbranch_scc1 .LBB9_56
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_lshrrev_b32_e32 v14, 2, v0
	s_mov_b32 s11, 0
	v_and_b32_e32 v11, 2, v0
	v_and_b32_e32 v13, 1, v0
	v_lshrrev_b32_e32 v0, 2, v2
	v_lshrrev_b32_e32 v15, 2, v3
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v12, s11
	s_mov_b32 s36, 0x55555555
	s_mov_b32 s38, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s37, 0xbfc55555
	s_mov_b32 s39, 0xbe927e4f
	s_mov_b32 s41, 0x3efa01a0
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	s_cselect_b32 s19, -1, 0
	s_add_u32 s0, s22, s34
	s_addc_u32 s1, s23, s35
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v9, s0, s0, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s26, 3
	s_addc_u32 s1, s27, 0
	s_add_u32 s14, s28, 0x9e3779b9
	s_lshr_b32 s22, s1, 2
	s_lshr_b64 s[0:1], s[0:1], 2
	s_mul_i32 s22, s22, s2
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s2, s0, s2
	s_add_i32 s22, s1, s22
	v_add_co_u32 v14, s0, s2, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s22, 0, s0
	v_add_co_u32 v0, s0, s2, v0
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v14, 0
	s_add_u32 s15, s29, 0xbb67ae85
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v0, 0
	s_add_u32 s23, s28, 0x3c6ef372
	s_mov_b32 s26, 0x1a01a01a
	s_mov_b32 s34, 0x11111111
	v_xor_b32_e32 v14, v43, v16
	v_add_co_ci_u32_e64 v16, null, s22, 0, s0
	v_add_co_u32 v0, s0, s2, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v14, s29, v14
	v_xor_b32_e32 v15, v45, v16
	v_add_co_ci_u32_e64 v16, null, s22, 0, s0
	v_xor_b32_e32 v42, s15, v42
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v14, 0
	v_mov_b32_e32 v14, s11
	v_cmp_eq_u64_e64 s0, 0, v[11:12]
	v_lshrrev_b32_e32 v11, 2, v4
	v_xor_b32_e32 v44, s15, v44
	s_add_u32 s46, s29, 0x76cf5d0a
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	v_xor_b32_e32 v34, s14, v47
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s29, v15
	v_xor_b32_e32 v43, s23, v46
	s_add_u32 s47, s28, 0xdaa66d2b
	s_add_u32 s48, s29, 0x32370b8f
	s_add_u32 s49, s28, 0x78dde6e4
	s_add_u32 s50, s29, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, v48, v16
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v0, s11, s2, v11
	v_add_co_ci_u32_e64 v14, null, s22, 0, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v13, s29, v12
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v5
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_add_co_u32 v0, s11, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s22, 0, s11
	v_xor_b32_e32 v15, v51, v14
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v6
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v17, s29, v15
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	v_add_co_u32 v0, s11, s2, v0
	v_xor_b32_e32 v18, v55, v16
	v_add_co_ci_u32_e64 v19, null, s22, 0, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v7
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v17, 0
	v_xor_b32_e32 v17, s29, v18
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_add_co_u32 v0, s11, s2, v0
	v_xor_b32_e32 v18, v56, v19
	v_add_co_ci_u32_e64 v19, null, s22, 0, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v8
	v_xor_b32_e32 v20, s29, v18
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v0, s2, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, s22, 0, s2
	v_xor_b32_e32 v19, v60, v19
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v0, s29, v19
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v21, v64, v21
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v21, s29, v21
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v21, 0
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	v_xor_b32_e32 v35, s14, v49
	v_xor_b32_e32 v36, s14, v53
	v_xor_b32_e32 v37, s14, v58
	v_xor_b32_e32 v38, s14, v62
	v_xor_b32_e32 v39, s14, v66
	v_xor_b32_e32 v40, s14, v68
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_xor_b32_e32 v41, s14, v70
	v_xor_b32_e32 v45, s23, v48
	v_xor_b32_e32 v46, s15, v47
	v_xor_b32_e32 v47, s23, v52
	v_xor_b32_e32 v48, s15, v50
	v_xor_b32_e32 v49, s23, v57
	v_xor_b32_e32 v50, s15, v54
	v_xor_b32_e32 v51, s23, v61
	v_xor_b32_e32 v52, s15, v55
	v_xor_b32_e32 v53, s23, v65
	v_xor_b32_e32 v54, s15, v59
	v_xor_b32_e32 v55, s23, v67
	v_xor_b32_e32 v56, s15, v63
	v_xor_b32_e32 v57, s23, v69
	s_mov_b32 s14, 0x54442d18
	s_mov_b32 s22, 0xa556c734
	s_add_u32 s51, s28, 0x1715609d
	s_add_u32 s52, s29, 0xa9066899
	s_add_u32 s53, s28, 0xb54cda56
	s_add_u32 s54, s29, 0x646e171e
	s_add_u32 s55, s28, 0x5384540f
	s_add_u32 s56, s29, 0x1fd5c5a3
	s_add_u32 s57, s28, 0xf1bbcdc8
	s_add_u32 s58, s29, 0xdb3d7428
	s_add_i32 s59, s28, 0x8ff34781
	s_add_i32 s60, s29, 0x96a522ad
	s_mov_b32 s15, 0x3ff921fb
	s_mov_b32 s23, 0x3ec71de3
	s_mov_b32 s27, 0xbf2a01a0
	s_mov_b32 s35, 0x3f811111
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v59, v26 :: v_dual_mov_b32 v60, v27
	v_dual_mov_b32 v61, v28 :: v_dual_mov_b32 v62, v29
	v_dual_mov_b32 v63, v30 :: v_dual_mov_b32 v64, v31
	v_dual_mov_b32 v65, v32 :: v_dual_mov_b32 v0, v33
.LBB9_20:
	s_add_u32 s24, s24, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v33, v0 :: v_dual_mov_b32 v32, v65
	v_dual_mov_b32 v31, v64 :: v_dual_mov_b32 v30, v63
	v_dual_mov_b32 v29, v62 :: v_dual_mov_b32 v28, v61
	v_dual_mov_b32 v27, v60 :: v_dual_mov_b32 v26, v59
	s_addc_u32 s25, s25, -1
	s_mul_f32 s16, s17, s16
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	s_cmp_eq_u64 s[24:25], 0
	s_cbranch_scc1 .LBB9_56
.LBB9_21:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_cbranch_vccz .LBB9_33
	s_mul_f32 s11, s18, s16
	s_mul_hi_u32 s29, s31, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s11, 0
	s_mul_f32 s2, s11, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s11, 0xf800000
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s11, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v58, v0
	v_add_nc_u32_e32 v59, -1, v58
	v_add_nc_u32_e32 v60, 1, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v61, 0x80000000, v59
	v_xor_b32_e32 v62, 0x80000000, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v61, v61, v58, v0
	v_fma_f32 v62, v62, v58, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v61
	v_cndmask_b32_e64 v58, v58, v59, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s11, 0, v62
	v_cndmask_b32_e64 v58, v58, v60, s11
	s_mul_i32 s11, s31, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, 0x37800000, v58
	v_cndmask_b32_e64 v58, v58, v59, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v59, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v58, v0, s2
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v58, v0, s13, s19
	s_and_saveexec_b32 s61, s3
	s_cbranch_execnz .LBB9_42
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v60, v27
	s_and_saveexec_b32 s61, s4
	s_cbranch_execnz .LBB9_43
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v61, v28
	s_and_saveexec_b32 s61, s5
	s_cbranch_execnz .LBB9_44
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v62, v29
	s_and_saveexec_b32 s61, s6
	s_cbranch_execnz .LBB9_45
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v63, v30
	s_and_saveexec_b32 s61, s7
	s_cbranch_execnz .LBB9_46
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s61, s8
	s_cbranch_execnz .LBB9_47
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s61, s9
	s_cbranch_execz .LBB9_30
.LBB9_29:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v40
	s_xor_b32 s2, s2, s30
	global_load_b32 v82, v[21:22], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v67, s40, v54
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, s2, s46, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, v68, v55
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, v69, s47, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s48, v71, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, v66, s50, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s49, v72, v68
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v0, v67, s51, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s52, v69, v65
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, v70, s54, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s53, v72, v66
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, v66, s55, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s56, v68, v69
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, v69, s58, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s57, v71, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v67, 0
	v_cndmask_b32_e64 v0, v71, v65, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v72, v68, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[73:74], v0
	v_xor3_b32 v0, v70, v66, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v65, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v69, 0x7fffff, v0
	v_mul_f64 v[73:74], v[73:74], 4.0
	v_add_nc_u32_e32 v69, 0x3f3504f3, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], 0x43380000, v[73:74]
	v_add_f64 v[76:77], 0xc3380000, v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[76:77]
	v_mul_f64 v[73:74], v[73:74], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[73:74], v[73:74]
	v_mul_f64 v[78:79], v[76:77], s[22:23]
	v_mul_f64 v[80:81], v[76:77], s[38:39]
	v_mul_f64 v[71:72], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[26:27]
	v_add_f64 v[80:81], v[80:81], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[34:35]
	v_add_f64 v[80:81], v[80:81], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[65:66], v[76:77], v[78:79]
	v_mul_f64 v[67:68], v[76:77], v[80:81]
	v_add_f32_e32 v78, -1.0, v69
	v_mul_f64 v[69:70], v[73:74], v[76:77]
	v_mul_f64 v[76:77], v[76:77], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v79, 2.0, v78
	v_div_scale_f32 v80, null, v79, v79, v78
	v_div_scale_f32 v84, vcc_lo, v78, v79, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v81, v80
	v_fma_f32 v83, -v80, v81, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v83, v81
	v_mul_f32_e32 v83, v84, v81
	v_add_f64 v[65:66], v[65:66], s[36:37]
	v_add_f64 v[67:68], v[67:68], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v85, -v80, v83, v84
	v_add_f64 v[76:77], v[76:77], 1.0
	v_fmac_f32_e32 v83, v85, v81
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v80, -v80, v83, v84
	v_mul_f64 v[65:66], v[69:70], v[65:66]
	v_mul_f64 v[67:68], v[71:72], v[67:68]
	v_div_fmas_f32 v69, v80, v81, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v69, v69, v79, v78
	v_mul_f32_e32 v70, v69, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v71, v70, v70
	v_mul_f32_e32 v80, 0.5, v78
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v72, 0x3e789e26, v71
	v_mul_f32_e32 v79, 0x3e91e9ee, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v72, 0x3eccce13, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v79, 0x3f2aaaaa, v79
	v_mul_f32_e32 v71, v71, v72
	v_mul_f32_e32 v72, v78, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v70, v70, v79
	v_add_f64 v[65:66], v[73:74], v[65:66]
	v_dual_add_f32 v70, v70, v71 :: v_dual_mul_f32 v71, 0x3717f7d1, v0
	v_add_f64 v[67:68], v[76:77], v[67:68]
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v70, v72, v70
	v_mul_f32_e32 v69, v69, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v70, v1 :: v_dual_add_f32 v69, v71, v69
	v_sub_f32_e32 v69, v69, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v78, v69
	v_add_f32_e32 v71, v0, v69
	v_and_b32_e32 v69, 2, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[69:70]
	v_xor_b32_e32 v72, 0x80000000, v66
	v_mul_f32_e32 v71, -2.0, v71
	v_xor_b32_e32 v69, 0x80000000, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v70, 0x4f800000, v71
	v_and_b32_e32 v0, 1, v75
	v_cndmask_b32_e32 v68, v69, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v72, v66, vcc_lo
	v_cndmask_b32_e32 v66, v66, v72, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v71
	v_cndmask_b32_e64 v0, v68, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v66, v66, v68, s2
	v_cndmask_b32_e32 v69, v71, v70, vcc_lo
	v_cndmask_b32_e64 v70, v67, v65, s2
	v_cndmask_b32_e64 v65, v65, v67, s2
	v_cndmask_b32_e64 v66, v0, v66, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v67, v69
	v_cndmask_b32_e64 v65, v70, v65, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[65:66]
	v_add_nc_u32_e32 v65, -1, v67
	v_add_nc_u32_e32 v66, 1, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v68, -v65, v67, v69
	v_fma_f32 v70, -v66, v67, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v68
	v_cndmask_b32_e64 v65, v67, v65, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v70
	v_cndmask_b32_e64 v65, v65, v66, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v67, 0x37800000, v65 :: v_dual_sub_f32 v66, v82, v32
	v_dual_cndmask_b32 v65, v65, v67 :: v_dual_add_f32 v66, v66, v66
	v_cmp_class_f32_e64 vcc_lo, v69, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v66, 0.5, v66 :: v_dual_cndmask_b32 v65, v65, v69
	v_mul_f32_e32 v66, s12, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v65, v0 :: v_dual_add_f32 v65, v32, v66
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v65
	v_and_b32_e32 v65, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v65
	v_cndmask_b32_e32 v65, 0x7fc00000, v0, vcc_lo
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v0, v33
	s_and_saveexec_b32 s2, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s61, exec_lo, s2
	s_cbranch_execz .LBB9_32
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v41
	s_xor_b32 s2, s2, s30
	s_mov_b32 s40, s26
	s_mul_hi_u32 s11, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v68, s11, v56
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	global_load_b32 v83, v[23:24], off
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v68, 0
	v_xor3_b32 v0, s2, s46, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v67, v69, v57
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, v70, s47, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s48, v72, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v68, 0
	v_xor3_b32 v0, v67, s50, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, s49, v73, v69
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v69, 0
	v_xor3_b32 v0, v68, s51, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s52, v70, v66
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, v71, s54, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s53, v73, v67
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v0, v67, s55, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s56, v69, v70
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, v70, s58, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s57, v72, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v68, 0
	v_cndmask_b32_e64 v0, v72, v66, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v73, v69, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[74:75], v0
	v_xor3_b32 v0, v71, v67, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v66, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v70, 0x7fffff, v0
	v_mul_f64 v[74:75], v[74:75], 4.0
	v_add_nc_u32_e32 v70, 0x3f3504f3, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], 0x43380000, v[74:75]
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[77:78]
	v_mul_f64 v[74:75], v[74:75], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[74:75]
	v_mul_f64 v[81:82], v[77:78], s[38:39]
	v_mul_f64 v[79:80], v[77:78], s[22:23]
	v_mul_f64 v[72:73], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[81:82], s[40:41]
	v_add_f64 v[79:80], v[79:80], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[42:43]
	v_add_f64 v[79:80], v[79:80], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[77:78], v[81:82]
	v_mul_f64 v[66:67], v[77:78], v[79:80]
	v_add_f32_e32 v79, -1.0, v70
	v_mul_f64 v[70:71], v[74:75], v[77:78]
	v_mul_f64 v[77:78], v[77:78], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v80, 2.0, v79
	v_div_scale_f32 v81, null, v80, v80, v79
	v_div_scale_f32 v85, vcc_lo, v79, v80, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v82, v81
	v_fma_f32 v84, -v81, v82, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v82, v84, v82
	v_mul_f32_e32 v84, v85, v82
	v_add_f64 v[68:69], v[68:69], s[44:45]
	v_add_f64 v[66:67], v[66:67], s[36:37]
	v_add_f64 v[77:78], v[77:78], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, -v81, v84, v85
	v_fmac_f32_e32 v84, v86, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v81, -v81, v84, v85
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[66:67], v[70:71], v[66:67]
	v_div_fmas_f32 v70, v81, v82, v84
	v_mul_f32_e32 v81, 0.5, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v70, v70, v80, v79
	v_mul_f32_e32 v71, v70, v70
	v_add_f64 v[68:69], v[77:78], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v72, v71, v71
	v_add_f64 v[66:67], v[74:75], v[66:67]
	v_mul_f32_e32 v73, 0x3e789e26, v72
	v_mul_f32_e32 v80, 0x3e91e9ee, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v73, 0x3eccce13, v73
	v_add_f32_e32 v80, 0x3f2aaaaa, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v72, v72, v73 :: v_dual_mul_f32 v71, v71, v80
	v_mul_f32_e32 v73, v79, v81
	v_lshrrev_b32_e32 v0, 23, v0
	v_add_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v71, v73, v71 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v70, v70, v71 :: v_dual_mov_b32 v71, v1
	v_mul_f32_e32 v72, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v70, v72, v70
	v_sub_f32_e32 v70, v70, v73
	v_xor_b32_e32 v73, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v70, v79, v70
	v_add_f32_e32 v72, v0, v70
	v_and_b32_e32 v70, 2, v76
	v_and_b32_e32 v0, 1, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v72, -2.0, v72
	v_cmp_eq_u64_e32 vcc_lo, 0, v[70:71]
	v_xor_b32_e32 v70, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v71, 0x4f800000, v72 :: v_dual_cndmask_b32 v0, v73, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v69, v70, v69, vcc_lo
	v_cndmask_b32_e32 v67, v67, v73, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v72
	v_cndmask_b32_e64 v0, v69, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v67, v67, v69, s2
	v_cndmask_b32_e32 v70, v72, v71, vcc_lo
	v_cndmask_b32_e64 v71, v68, v66, s2
	v_cndmask_b32_e64 v66, v66, v68, s2
	v_cndmask_b32_e64 v67, v0, v67, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v68, v70
	v_cndmask_b32_e64 v66, v71, v66, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[66:67]
	v_add_nc_u32_e32 v66, -1, v68
	v_add_nc_u32_e32 v67, 1, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v69, -v66, v68, v70
	v_fma_f32 v71, -v67, v68, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v69
	v_cndmask_b32_e64 v66, v68, v66, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v71
	v_cndmask_b32_e64 v66, v66, v67, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v67, v83, v33 :: v_dual_mul_f32 v68, 0x37800000, v66
	v_dual_add_f32 v67, v67, v67 :: v_dual_cndmask_b32 v66, v66, v68
	v_cmp_class_f32_e64 vcc_lo, v70, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v67, 0.5, v67 :: v_dual_cndmask_b32 v66, v66, v70
	v_dual_mul_f32 v67, s12, v67 :: v_dual_mul_f32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v66, v33, v67
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v66
	v_and_b32_e32 v58, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v58
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB9_32:
	s_or_b32 exec_lo, exec_lo, s61
	s_mov_b32 s2, 0
.LBB9_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB9_20
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB9_48
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB9_49
.LBB9_36:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB9_50
.LBB9_37:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB9_51
.LBB9_38:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB9_52
.LBB9_39:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execnz .LBB9_53
.LBB9_40:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execnz .LBB9_54
.LBB9_41:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_55
.LBB9_42:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v34
	s_xor_b32 s2, s2, s30
	global_load_b32 v76, v[9:10], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v61, s40, v42
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, s2, s46, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v60, v62, v43
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v60, 0
	v_xor3_b32 v0, v63, s47, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s48, v65, v59
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, v60, s50, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s49, v66, v62
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, v61, s51, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, s52, v63, v59
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v59, 0
	v_xor3_b32 v0, v64, s54, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s53, v66, v60
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v61, 0
	v_xor3_b32 v0, v60, s55, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, s56, v62, v63
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v60, 0
	v_xor3_b32 v0, v63, s58, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s57, v65, v59
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v61, 0
	v_cndmask_b32_e64 v0, v65, v59, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, v66, v62, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[67:68], v0
	v_xor3_b32 v0, v64, v60, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v59, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v63, 0x7fffff, v0
	v_mul_f64 v[67:68], v[67:68], 4.0
	v_add_nc_u32_e32 v63, 0x3f3504f3, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0x43380000, v[67:68]
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -v[70:71]
	v_mul_f64 v[67:68], v[67:68], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[67:68], v[67:68]
	v_mul_f64 v[72:73], v[70:71], s[22:23]
	v_mul_f64 v[74:75], v[70:71], s[38:39]
	v_mul_f64 v[65:66], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], s[26:27]
	v_add_f64 v[74:75], v[74:75], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[34:35]
	v_add_f64 v[74:75], v[74:75], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[70:71], v[72:73]
	v_mul_f64 v[61:62], v[70:71], v[74:75]
	v_add_f32_e32 v72, -1.0, v63
	v_mul_f64 v[63:64], v[67:68], v[70:71]
	v_mul_f64 v[70:71], v[70:71], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v73, 2.0, v72
	v_div_scale_f32 v74, null, v73, v73, v72
	v_div_scale_f32 v78, vcc_lo, v72, v73, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v75, v74
	v_fma_f32 v77, -v74, v75, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v75, v77, v75
	v_mul_f32_e32 v77, v78, v75
	v_add_f64 v[59:60], v[59:60], s[36:37]
	v_add_f64 v[61:62], v[61:62], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v74, v77, v78
	v_add_f64 v[70:71], v[70:71], 1.0
	v_fmac_f32_e32 v77, v79, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v74, v77, v78
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_div_fmas_f32 v63, v74, v75, v77
	v_mul_f64 v[61:62], v[65:66], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v63, v63, v73, v72
	v_mul_f32_e32 v64, v63, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, v64, v64
	v_dual_mul_f32 v74, 0.5, v72 :: v_dual_mul_f32 v73, 0x3e91e9ee, v65
	v_mul_f32_e32 v66, 0x3e789e26, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v73, 0x3f2aaaaa, v73
	v_add_f32_e32 v66, 0x3eccce13, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v65, v65, v66
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v66, v72, v74
	v_mul_f32_e32 v64, v64, v73
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[59:60], v[67:68], v[59:60]
	v_add_f64 v[61:62], v[70:71], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_add_f32 v64, v64, v65 :: v_dual_mul_f32 v65, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v64, v66, v64
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_mul_f32 v63, v63, v64 :: v_dual_mov_b32 v64, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v63, v65, v63
	v_sub_f32_e32 v63, v63, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v63, v72, v63
	v_add_f32_e32 v65, v0, v63
	v_and_b32_e32 v63, 2, v69
	v_xor_b32_e32 v66, 0x80000000, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_mul_f32_e32 v65, -2.0, v65
	v_xor_b32_e32 v63, 0x80000000, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v64, 0x4f800000, v65
	v_and_b32_e32 v0, 1, v69
	v_cndmask_b32_e32 v62, v63, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v66, v60, vcc_lo
	v_cndmask_b32_e32 v60, v60, v66, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v65
	v_cndmask_b32_e64 v0, v62, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v60, v60, v62, s2
	v_cndmask_b32_e32 v63, v65, v64, vcc_lo
	v_cndmask_b32_e64 v64, v61, v59, s2
	v_cndmask_b32_e64 v59, v59, v61, s2
	v_cndmask_b32_e64 v60, v0, v60, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v61, v63
	v_cndmask_b32_e64 v59, v64, v59, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[59:60]
	v_add_nc_u32_e32 v59, -1, v61
	v_add_nc_u32_e32 v60, 1, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v62, -v59, v61, v63
	v_fma_f32 v64, -v60, v61, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v62
	v_cndmask_b32_e64 v59, v61, v59, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v64
	v_cndmask_b32_e64 v59, v59, v60, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v61, 0x37800000, v59 :: v_dual_sub_f32 v60, v76, v26
	v_dual_cndmask_b32 v59, v59, v61 :: v_dual_add_f32 v60, v60, v60
	v_cmp_class_f32_e64 vcc_lo, v63, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v60, 0.5, v60 :: v_dual_cndmask_b32 v59, v59, v63
	v_mul_f32_e32 v60, s12, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v59, v0
	v_add_f32_e32 v59, v26, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v59, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v59
	v_cndmask_b32_e32 v59, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v60, v27
	s_and_saveexec_b32 s61, s4
	s_cbranch_execz .LBB9_24
.LBB9_43:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v35
	s_xor_b32 s2, s2, s30
	global_load_b32 v77, v[11:12], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v62, s40, v44
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, s2, s46, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v61, v63, v45
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v61, 0
	v_xor3_b32 v0, v64, s47, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s48, v66, v60
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, v61, s50, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s49, v67, v63
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, v62, s51, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, s52, v64, v60
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v60, 0
	v_xor3_b32 v0, v65, s54, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s53, v67, v61
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, v61, s55, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s56, v63, v64
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, v64, s58, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s57, v66, v60
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v62, 0
	v_cndmask_b32_e64 v0, v66, v60, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, v67, v63, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[68:69], v0
	v_xor3_b32 v0, v65, v61, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v60, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0x7fffff, v0
	v_mul_f64 v[68:69], v[68:69], 4.0
	v_add_nc_u32_e32 v64, 0x3f3504f3, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], 0x43380000, v[68:69]
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -v[71:72]
	v_mul_f64 v[68:69], v[68:69], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[68:69], v[68:69]
	v_mul_f64 v[73:74], v[71:72], s[22:23]
	v_mul_f64 v[75:76], v[71:72], s[38:39]
	v_mul_f64 v[66:67], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], s[26:27]
	v_add_f64 v[75:76], v[75:76], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[34:35]
	v_add_f64 v[75:76], v[75:76], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[71:72], v[73:74]
	v_mul_f64 v[62:63], v[71:72], v[75:76]
	v_add_f32_e32 v73, -1.0, v64
	v_mul_f64 v[64:65], v[68:69], v[71:72]
	v_mul_f64 v[71:72], v[71:72], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 2.0, v73
	v_div_scale_f32 v75, null, v74, v74, v73
	v_div_scale_f32 v79, vcc_lo, v73, v74, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v76, v75
	v_fma_f32 v78, -v75, v76, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v76, v78, v76
	v_mul_f32_e32 v78, v79, v76
	v_add_f64 v[60:61], v[60:61], s[36:37]
	v_add_f64 v[62:63], v[62:63], s[44:45]
	v_add_f64 v[71:72], v[71:72], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v80, -v75, v78, v79
	v_mul_f64 v[60:61], v[64:65], v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[66:67], v[62:63]
	v_add_f64 v[60:61], v[68:69], v[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v78, v80, v76
	v_add_f64 v[62:63], v[71:72], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v75, -v75, v78, v79
	v_div_fmas_f32 v64, v75, v76, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v64, v64, v74, v73
	v_mul_f32_e32 v65, v64, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v66, v65, v65
	v_mul_f32_e32 v75, 0.5, v73
	v_mul_f32_e32 v67, 0x3e789e26, v66
	v_mul_f32_e32 v74, 0x3e91e9ee, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v67, 0x3eccce13, v67
	v_add_f32_e32 v74, 0x3f2aaaaa, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v66, v66, v67 :: v_dual_mul_f32 v65, v65, v74
	v_mul_f32_e32 v67, v73, v75
	v_lshrrev_b32_e32 v0, 23, v0
	v_dual_add_f32 v65, v65, v66 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v65, v67, v65
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v64, v64, v65 :: v_dual_mov_b32 v65, v1
	v_mul_f32_e32 v66, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v66, v64
	v_sub_f32_e32 v64, v64, v67
	v_xor_b32_e32 v67, 0x80000000, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v73, v64
	v_add_f32_e32 v66, v0, v64
	v_and_b32_e32 v64, 2, v70
	v_and_b32_e32 v0, 1, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v66, -2.0, v66
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_xor_b32_e32 v64, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v65, 0x4f800000, v66 :: v_dual_cndmask_b32 v0, v67, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v63, v64, v63, vcc_lo
	v_cndmask_b32_e32 v61, v61, v67, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v66
	v_cndmask_b32_e64 v0, v63, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v61, v61, v63, s2
	v_cndmask_b32_e32 v64, v66, v65, vcc_lo
	v_cndmask_b32_e64 v65, v62, v60, s2
	v_cndmask_b32_e64 v60, v60, v62, s2
	v_cndmask_b32_e64 v61, v0, v61, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v62, v64
	v_cndmask_b32_e64 v60, v65, v60, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[60:61]
	v_add_nc_u32_e32 v60, -1, v62
	v_add_nc_u32_e32 v61, 1, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v63, -v60, v62, v64
	v_fma_f32 v65, -v61, v62, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v63
	v_cndmask_b32_e64 v60, v62, v60, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v65
	v_cndmask_b32_e64 v60, v60, v61, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v61, v77, v27 :: v_dual_mul_f32 v62, 0x37800000, v60
	v_dual_add_f32 v61, v61, v61 :: v_dual_cndmask_b32 v60, v60, v62
	v_cmp_class_f32_e64 vcc_lo, v64, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v61, 0.5, v61 :: v_dual_cndmask_b32 v60, v60, v64
	v_dual_mul_f32 v61, s12, v61 :: v_dual_mul_f32 v0, v60, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v60, v27, v61
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v60
	v_and_b32_e32 v60, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v60
	v_cndmask_b32_e32 v60, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v61, v28
	s_and_saveexec_b32 s61, s5
	s_cbranch_execz .LBB9_25
.LBB9_44:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v36
	s_xor_b32 s2, s2, s30
	global_load_b32 v78, v[13:14], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v63, s40, v46
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, s2, s46, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, v64, v47
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, v65, s47, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s48, v67, v61
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, v62, s50, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s49, v68, v64
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, v63, s51, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s52, v65, v61
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, v66, s54, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s53, v68, v62
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, v62, s55, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s56, v64, v65
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, v65, s58, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s57, v67, v61
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v63, 0
	v_cndmask_b32_e64 v0, v67, v61, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, v68, v64, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[69:70], v0
	v_xor3_b32 v0, v66, v62, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v61, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v65, 0x7fffff, v0
	v_mul_f64 v[69:70], v[69:70], 4.0
	v_add_nc_u32_e32 v65, 0x3f3504f3, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], 0x43380000, v[69:70]
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[72:73]
	v_mul_f64 v[69:70], v[69:70], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[69:70], v[69:70]
	v_mul_f64 v[74:75], v[72:73], s[22:23]
	v_mul_f64 v[76:77], v[72:73], s[38:39]
	v_mul_f64 v[67:68], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[26:27]
	v_add_f64 v[76:77], v[76:77], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[34:35]
	v_add_f64 v[76:77], v[76:77], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[72:73], v[74:75]
	v_mul_f64 v[63:64], v[72:73], v[76:77]
	v_add_f32_e32 v74, -1.0, v65
	v_mul_f64 v[65:66], v[69:70], v[72:73]
	v_mul_f64 v[72:73], v[72:73], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v75, 2.0, v74
	v_div_scale_f32 v76, null, v75, v75, v74
	v_div_scale_f32 v80, vcc_lo, v74, v75, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v77, v76
	v_fma_f32 v79, -v76, v77, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v79, v77
	v_mul_f32_e32 v79, v80, v77
	v_add_f64 v[61:62], v[61:62], s[36:37]
	v_add_f64 v[63:64], v[63:64], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v81, -v76, v79, v80
	v_add_f64 v[72:73], v[72:73], 1.0
	v_fmac_f32_e32 v79, v81, v77
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v76, -v76, v79, v80
	v_mul_f64 v[61:62], v[65:66], v[61:62]
	v_mul_f64 v[63:64], v[67:68], v[63:64]
	v_div_fmas_f32 v65, v76, v77, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v65, v65, v75, v74
	v_mul_f32_e32 v66, v65, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v67, v66, v66
	v_mul_f32_e32 v76, 0.5, v74
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v68, 0x3e789e26, v67
	v_mul_f32_e32 v75, 0x3e91e9ee, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v68, 0x3eccce13, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v75, 0x3f2aaaaa, v75
	v_mul_f32_e32 v67, v67, v68
	v_mul_f32_e32 v68, v74, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v66, v66, v75
	v_add_f64 v[61:62], v[69:70], v[61:62]
	v_dual_add_f32 v66, v66, v67 :: v_dual_mul_f32 v67, 0x3717f7d1, v0
	v_add_f64 v[63:64], v[72:73], v[63:64]
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v68, v66
	v_mul_f32_e32 v65, v65, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v66, v1 :: v_dual_add_f32 v65, v67, v65
	v_sub_f32_e32 v65, v65, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v65, v74, v65
	v_add_f32_e32 v67, v0, v65
	v_and_b32_e32 v65, 2, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[65:66]
	v_xor_b32_e32 v68, 0x80000000, v62
	v_mul_f32_e32 v67, -2.0, v67
	v_xor_b32_e32 v65, 0x80000000, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v66, 0x4f800000, v67
	v_and_b32_e32 v0, 1, v71
	v_cndmask_b32_e32 v64, v65, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v68, v62, vcc_lo
	v_cndmask_b32_e32 v62, v62, v68, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v67
	v_cndmask_b32_e64 v0, v64, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v62, v62, v64, s2
	v_cndmask_b32_e32 v65, v67, v66, vcc_lo
	v_cndmask_b32_e64 v66, v63, v61, s2
	v_cndmask_b32_e64 v61, v61, v63, s2
	v_cndmask_b32_e64 v62, v0, v62, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v63, v65
	v_cndmask_b32_e64 v61, v66, v61, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[61:62]
	v_add_nc_u32_e32 v61, -1, v63
	v_add_nc_u32_e32 v62, 1, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v64, -v61, v63, v65
	v_fma_f32 v66, -v62, v63, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v64
	v_cndmask_b32_e64 v61, v63, v61, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v66
	v_cndmask_b32_e64 v61, v61, v62, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v63, 0x37800000, v61 :: v_dual_sub_f32 v62, v78, v28
	v_dual_cndmask_b32 v61, v61, v63 :: v_dual_add_f32 v62, v62, v62
	v_cmp_class_f32_e64 vcc_lo, v65, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v62, 0.5, v62 :: v_dual_cndmask_b32 v61, v61, v65
	v_mul_f32_e32 v62, s12, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v61, v0 :: v_dual_add_f32 v61, v28, v62
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v61
	v_and_b32_e32 v61, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v61
	v_cndmask_b32_e32 v61, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v62, v29
	s_and_saveexec_b32 s61, s6
	s_cbranch_execz .LBB9_26
.LBB9_45:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v37
	s_xor_b32 s2, s2, s30
	global_load_b32 v79, v[15:16], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v64, s40, v48
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, s2, s46, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, v65, v49
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, v66, s47, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s48, v68, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, v63, s50, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s49, v69, v65
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, v64, s51, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s52, v66, v62
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, v67, s54, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s53, v69, v63
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, v63, s55, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s56, v65, v66
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, v66, s58, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s57, v68, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v64, 0
	v_cndmask_b32_e64 v0, v68, v62, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, v69, v65, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[70:71], v0
	v_xor3_b32 v0, v67, v63, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v62, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v66, 0x7fffff, v0
	v_mul_f64 v[70:71], v[70:71], 4.0
	v_add_nc_u32_e32 v66, 0x3f3504f3, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0x43380000, v[70:71]
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[73:74]
	v_mul_f64 v[70:71], v[70:71], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[70:71]
	v_mul_f64 v[77:78], v[73:74], s[38:39]
	v_mul_f64 v[75:76], v[73:74], s[22:23]
	v_mul_f64 v[68:69], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[40:41]
	v_add_f64 v[75:76], v[75:76], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[42:43]
	v_add_f64 v[75:76], v[75:76], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[73:74], v[77:78]
	v_mul_f64 v[62:63], v[73:74], v[75:76]
	v_add_f32_e32 v75, -1.0, v66
	v_mul_f64 v[66:67], v[70:71], v[73:74]
	v_mul_f64 v[73:74], v[73:74], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v76, 2.0, v75
	v_div_scale_f32 v77, null, v76, v76, v75
	v_div_scale_f32 v81, vcc_lo, v75, v76, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v77
	v_fma_f32 v80, -v77, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v78, v80, v78
	v_mul_f32_e32 v80, v81, v78
	v_add_f64 v[64:65], v[64:65], s[44:45]
	v_add_f64 v[62:63], v[62:63], s[36:37]
	v_add_f64 v[73:74], v[73:74], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v82, -v77, v80, v81
	v_fmac_f32_e32 v80, v82, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v77, -v77, v80, v81
	v_mul_f64 v[64:65], v[68:69], v[64:65]
	v_mul_f64 v[62:63], v[66:67], v[62:63]
	v_div_fmas_f32 v66, v77, v78, v80
	v_mul_f32_e32 v77, 0.5, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v66, v66, v76, v75
	v_mul_f32_e32 v67, v66, v66
	v_add_f64 v[64:65], v[73:74], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v68, v67, v67
	v_add_f64 v[62:63], v[70:71], v[62:63]
	v_mul_f32_e32 v69, 0x3e789e26, v68
	v_mul_f32_e32 v76, 0x3e91e9ee, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v69, 0x3eccce13, v69
	v_add_f32_e32 v76, 0x3f2aaaaa, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v68, v68, v69 :: v_dual_mul_f32 v67, v67, v76
	v_mul_f32_e32 v69, v75, v77
	v_lshrrev_b32_e32 v0, 23, v0
	v_add_f32_e32 v67, v67, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v67, v69, v67 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v66, v66, v67 :: v_dual_mov_b32 v67, v1
	v_mul_f32_e32 v68, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v68, v66
	v_sub_f32_e32 v66, v66, v69
	v_xor_b32_e32 v69, 0x80000000, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v75, v66
	v_add_f32_e32 v68, v0, v66
	v_and_b32_e32 v66, 2, v72
	v_and_b32_e32 v0, 1, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v68, -2.0, v68
	v_cmp_eq_u64_e32 vcc_lo, 0, v[66:67]
	v_xor_b32_e32 v66, 0x80000000, v65
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v67, 0x4f800000, v68 :: v_dual_cndmask_b32 v0, v69, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v65, v66, v65, vcc_lo
	v_cndmask_b32_e32 v63, v63, v69, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v68
	v_cndmask_b32_e64 v0, v65, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v63, v63, v65, s2
	v_cndmask_b32_e32 v66, v68, v67, vcc_lo
	v_cndmask_b32_e64 v67, v64, v62, s2
	v_cndmask_b32_e64 v62, v62, v64, s2
	v_cndmask_b32_e64 v63, v0, v63, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v64, v66
	v_cndmask_b32_e64 v62, v67, v62, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[62:63]
	v_add_nc_u32_e32 v62, -1, v64
	v_add_nc_u32_e32 v63, 1, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v65, -v62, v64, v66
	v_fma_f32 v67, -v63, v64, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v65
	v_cndmask_b32_e64 v62, v64, v62, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v67
	v_cndmask_b32_e64 v62, v62, v63, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v63, v79, v29 :: v_dual_mul_f32 v64, 0x37800000, v62
	v_dual_add_f32 v63, v63, v63 :: v_dual_cndmask_b32 v62, v62, v64
	v_cmp_class_f32_e64 vcc_lo, v66, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v63, 0.5, v63 :: v_dual_cndmask_b32 v62, v62, v66
	v_dual_mul_f32 v63, s12, v63 :: v_dual_mul_f32 v0, v62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v62, v29, v63
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v62
	v_and_b32_e32 v62, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v62
	v_cndmask_b32_e32 v62, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v63, v30
	s_and_saveexec_b32 s61, s7
	s_cbranch_execz .LBB9_27
.LBB9_46:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v38
	s_xor_b32 s2, s2, s30
	global_load_b32 v80, v[17:18], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v65, s40, v50
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, s2, s46, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, v66, v51
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, v67, s47, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s48, v69, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, v64, s50, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s49, v70, v66
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, v65, s51, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s52, v67, v63
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, v68, s54, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s53, v70, v64
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, v64, s55, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s56, v66, v67
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, v67, s58, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s57, v69, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v65, 0
	v_cndmask_b32_e64 v0, v69, v63, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, v70, v66, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[71:72], v0
	v_xor3_b32 v0, v68, v64, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v63, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v67, 0x7fffff, v0
	v_mul_f64 v[71:72], v[71:72], 4.0
	v_add_nc_u32_e32 v67, 0x3f3504f3, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], 0x43380000, v[71:72]
	v_add_f64 v[74:75], 0xc3380000, v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[74:75]
	v_mul_f64 v[71:72], v[71:72], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[71:72]
	v_mul_f64 v[76:77], v[74:75], s[22:23]
	v_mul_f64 v[78:79], v[74:75], s[38:39]
	v_mul_f64 v[69:70], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[26:27]
	v_add_f64 v[78:79], v[78:79], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[34:35]
	v_add_f64 v[78:79], v[78:79], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[74:75], v[76:77]
	v_mul_f64 v[65:66], v[74:75], v[78:79]
	v_add_f32_e32 v76, -1.0, v67
	v_mul_f64 v[67:68], v[71:72], v[74:75]
	v_mul_f64 v[74:75], v[74:75], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v77, 2.0, v76
	v_div_scale_f32 v78, null, v77, v77, v76
	v_div_scale_f32 v82, vcc_lo, v76, v77, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v79, v78
	v_fma_f32 v81, -v78, v79, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v81, v79
	v_mul_f32_e32 v81, v82, v79
	v_add_f64 v[63:64], v[63:64], s[36:37]
	v_add_f64 v[65:66], v[65:66], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v83, -v78, v81, v82
	v_add_f64 v[74:75], v[74:75], 1.0
	v_fmac_f32_e32 v81, v83, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v78, -v78, v81, v82
	v_mul_f64 v[63:64], v[67:68], v[63:64]
	v_div_fmas_f32 v67, v78, v79, v81
	v_mul_f64 v[65:66], v[69:70], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v67, v67, v77, v76
	v_mul_f32_e32 v68, v67, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v69, v68, v68
	v_dual_mul_f32 v78, 0.5, v76 :: v_dual_mul_f32 v77, 0x3e91e9ee, v69
	v_mul_f32_e32 v70, 0x3e789e26, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v77, 0x3f2aaaaa, v77
	v_add_f32_e32 v70, 0x3eccce13, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, v69, v70
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v70, v76, v78
	v_mul_f32_e32 v68, v68, v77
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[63:64], v[71:72], v[63:64]
	v_add_f64 v[65:66], v[74:75], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_add_f32 v68, v68, v69 :: v_dual_mul_f32 v69, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v68, v70, v68
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_mul_f32 v67, v67, v68 :: v_dual_mov_b32 v68, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v67, v69, v67
	v_sub_f32_e32 v67, v67, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v67, v76, v67
	v_add_f32_e32 v69, v0, v67
	v_and_b32_e32 v67, 2, v73
	v_xor_b32_e32 v70, 0x80000000, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[67:68]
	v_mul_f32_e32 v69, -2.0, v69
	v_xor_b32_e32 v67, 0x80000000, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v68, 0x4f800000, v69
	v_and_b32_e32 v0, 1, v73
	v_cndmask_b32_e32 v66, v67, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_cndmask_b32_e32 v0, v70, v64, vcc_lo
	v_cndmask_b32_e32 v64, v64, v70, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v69
	v_cndmask_b32_e64 v0, v66, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v64, v64, v66, s2
	v_cndmask_b32_e32 v67, v69, v68, vcc_lo
	v_cndmask_b32_e64 v68, v65, v63, s2
	v_cndmask_b32_e64 v63, v63, v65, s2
	v_cndmask_b32_e64 v64, v0, v64, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v65, v67
	v_cndmask_b32_e64 v63, v68, v63, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[63:64]
	v_add_nc_u32_e32 v63, -1, v65
	v_add_nc_u32_e32 v64, 1, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, -v63, v65, v67
	v_fma_f32 v68, -v64, v65, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v66
	v_cndmask_b32_e64 v63, v65, v63, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v68
	v_cndmask_b32_e64 v63, v63, v64, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v65, 0x37800000, v63 :: v_dual_sub_f32 v64, v80, v30
	v_dual_cndmask_b32 v63, v63, v65 :: v_dual_add_f32 v64, v64, v64
	v_cmp_class_f32_e64 vcc_lo, v67, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v64, 0.5, v64 :: v_dual_cndmask_b32 v63, v63, v67
	v_mul_f32_e32 v64, s12, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v63, v0
	v_add_f32_e32 v63, v30, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v63, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v63
	v_cndmask_b32_e32 v63, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s61, s8
	s_cbranch_execz .LBB9_28
.LBB9_47:
	s_xor_b32 s2, s28, s29
	v_xor_b32_e32 v0, s11, v39
	s_xor_b32 s2, s2, s30
	global_load_b32 v81, v[19:20], off
	s_mul_hi_u32 s40, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v66, s40, v52
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_mov_b32 s40, s26
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, s2, s46, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v65, v67, v53
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, v68, s47, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s48, v70, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, v65, s50, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s49, v71, v67
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, v66, s51, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s52, v68, v64
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, v69, s54, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s53, v71, v65
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, v65, s55, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s56, v67, v68
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, v68, s58, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s57, v70, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v66, 0
	v_cndmask_b32_e64 v0, v70, v64, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v71, v67, s60
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[72:73], v0
	v_xor3_b32 v0, v69, v65, s59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v64, v0, s0
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v68, 0x7fffff, v0
	v_mul_f64 v[72:73], v[72:73], 4.0
	v_add_nc_u32_e32 v68, 0x3f3504f3, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], 0x43380000, v[72:73]
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[75:76]
	v_mul_f64 v[72:73], v[72:73], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[72:73]
	v_mul_f64 v[77:78], v[75:76], s[22:23]
	v_mul_f64 v[79:80], v[75:76], s[38:39]
	v_mul_f64 v[70:71], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[26:27]
	v_add_f64 v[79:80], v[79:80], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[34:35]
	v_add_f64 v[79:80], v[79:80], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[75:76], v[77:78]
	v_mul_f64 v[66:67], v[75:76], v[79:80]
	v_add_f32_e32 v77, -1.0, v68
	v_mul_f64 v[68:69], v[72:73], v[75:76]
	v_mul_f64 v[75:76], v[75:76], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 2.0, v77
	v_div_scale_f32 v79, null, v78, v78, v77
	v_div_scale_f32 v83, vcc_lo, v77, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v80, v79
	v_fma_f32 v82, -v79, v80, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v80, v82, v80
	v_mul_f32_e32 v82, v83, v80
	v_add_f64 v[64:65], v[64:65], s[36:37]
	v_add_f64 v[66:67], v[66:67], s[44:45]
	v_add_f64 v[75:76], v[75:76], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v84, -v79, v82, v83
	v_mul_f64 v[64:65], v[68:69], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[70:71], v[66:67]
	v_add_f64 v[64:65], v[72:73], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v82, v84, v80
	v_add_f64 v[66:67], v[75:76], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v79, v82, v83
	v_div_fmas_f32 v68, v79, v80, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v68, v68, v78, v77
	v_mul_f32_e32 v69, v68, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v79, 0.5, v77
	v_mul_f32_e32 v71, 0x3e789e26, v70
	v_mul_f32_e32 v78, 0x3e91e9ee, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v71, 0x3eccce13, v71
	v_add_f32_e32 v78, 0x3f2aaaaa, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v70, v70, v71 :: v_dual_mul_f32 v69, v69, v78
	v_mul_f32_e32 v71, v77, v79
	v_lshrrev_b32_e32 v0, 23, v0
	v_dual_add_f32 v69, v69, v70 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v69, v71, v69
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v68, v68, v69 :: v_dual_mov_b32 v69, v1
	v_mul_f32_e32 v70, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, v70, v68
	v_sub_f32_e32 v68, v68, v71
	v_xor_b32_e32 v71, 0x80000000, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, v77, v68
	v_add_f32_e32 v70, v0, v68
	v_and_b32_e32 v68, 2, v74
	v_and_b32_e32 v0, 1, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v70, -2.0, v70
	v_cmp_eq_u64_e32 vcc_lo, 0, v[68:69]
	v_xor_b32_e32 v68, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_dual_mul_f32 v69, 0x4f800000, v70 :: v_dual_cndmask_b32 v0, v71, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v67, v68, v67, vcc_lo
	v_cndmask_b32_e32 v65, v65, v71, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v70
	v_cndmask_b32_e64 v0, v67, v0, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v65, v65, v67, s2
	v_cndmask_b32_e32 v68, v70, v69, vcc_lo
	v_cndmask_b32_e64 v69, v66, v64, s2
	v_cndmask_b32_e64 v64, v64, v66, s2
	v_cndmask_b32_e64 v65, v0, v65, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v66, v68
	v_cndmask_b32_e64 v64, v69, v64, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[64:65]
	v_add_nc_u32_e32 v64, -1, v66
	v_add_nc_u32_e32 v65, 1, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v67, -v64, v66, v68
	v_fma_f32 v69, -v65, v66, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v67
	v_cndmask_b32_e64 v64, v66, v64, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v69
	v_cndmask_b32_e64 v64, v64, v65, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v65, v81, v31 :: v_dual_mul_f32 v66, 0x37800000, v64
	v_dual_add_f32 v65, v65, v65 :: v_dual_cndmask_b32 v64, v64, v66
	v_cmp_class_f32_e64 vcc_lo, v68, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v65, 0.5, v65 :: v_dual_cndmask_b32 v64, v64, v68
	v_dual_mul_f32 v65, s12, v65 :: v_dual_mul_f32 v0, v64, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v64, v31, v65
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v64
	v_and_b32_e32 v64, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v64
	v_cndmask_b32_e32 v64, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s61
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s61, s9
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_48:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v26, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB9_36
.LBB9_49:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v27, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v27
	v_cndmask_b32_e32 v27, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB9_37
.LBB9_50:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v28, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB9_38
.LBB9_51:
	global_load_b32 v0, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v29, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v29
	v_cndmask_b32_e32 v29, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB9_39
.LBB9_52:
	global_load_b32 v0, v[17:18], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v30, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s8
	s_cbranch_execz .LBB9_40
.LBB9_53:
	global_load_b32 v0, v[19:20], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v31, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s9
	s_cbranch_execz .LBB9_41
.LBB9_54:
	global_load_b32 v0, v[21:22], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB9_19
.LBB9_55:
	global_load_b32 v0, v[23:24], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
	s_branch .LBB9_19
.LBB9_56:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_66
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_67
.LBB9_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_68
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_69
.LBB9_60:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_70
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_71
.LBB9_62:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB9_72
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_65
.LBB9_64:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[20:21]
.LBB9_65:
	s_endpgm
.LBB9_66:
	s_waitcnt vmcnt(0)
	global_store_b32 v25, v26, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_58
.LBB9_67:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v27, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_59
.LBB9_68:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v28, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_60
.LBB9_69:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v29, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_61
.LBB9_70:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v30, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_62
.LBB9_71:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v31, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB9_63
.LBB9_72:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_64
	s_branch .LBB9_65
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w8192
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
		.amdhsa_next_free_vgpr 87
		.amdhsa_next_free_sgpr 62
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
		.amdhsa_inst_pref_size 63
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end9:
	.size	tessera_quadratic_fast_w8192, .Lfunc_end9-tessera_quadratic_fast_w8192

	.set tessera_quadratic_fast_w8192.num_vgpr, 87
	.set tessera_quadratic_fast_w8192.num_agpr, 0
	.set tessera_quadratic_fast_w8192.numbered_sgpr, 62
	.set tessera_quadratic_fast_w8192.num_named_barrier, 0
	.set tessera_quadratic_fast_w8192.private_seg_size, 0
	.set tessera_quadratic_fast_w8192.uses_vcc, 1
	.set tessera_quadratic_fast_w8192.uses_flat_scratch, 0
	.set tessera_quadratic_fast_w8192.has_dyn_sized_stack, 0
	.set tessera_quadratic_fast_w8192.has_recursion, 0
	.set tessera_quadratic_fast_w8192.has_indirect_call, 0
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
