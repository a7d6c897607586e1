	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_quadratic_fast_w4x64
	.p2align	8
	.type	tessera_quadratic_fast_w4x64,@function
tessera_quadratic_fast_w4x64:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[26:27], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_25
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_load_b64 s[34:35], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s24, -1
	v_mov_b32_e32 v7, s3
	v_or_b32_e32 v6, s2, v1
	s_addc_u32 s5, s25, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v1, s5
	v_cmp_le_u64_e64 s2, s[24:25], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v6, s4, s2
	v_cndmask_b32_e64 v9, s3, v1, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v4, v3, s27
	v_mad_u64_u32 v[1:2], null, v3, s26, 0
	v_mul_lo_u32 v5, v9, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v2, v2, v4, v5
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v4, 3, v0
	v_cmp_gt_u64_e64 s5, s[24:25], v[6:7]
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e64 s3, s[26:27], v[4:5]
	v_cmp_gt_u64_e64 s4, s[26:27], v[4:5]
	v_lshlrev_b32_e32 v7, 2, v4
	v_add_co_u32 v5, vcc_lo, s20, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s21, v2, vcc_lo
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v10, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v6, vcc_lo
	global_load_b32 v8, v[10:11], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[34:35], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB0_22
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v18, vcc_lo, s22, v1
	s_mov_b32 s11, 0
	v_add_co_ci_u32_e64 v19, null, s23, v2, vcc_lo
	v_dual_mov_b32 v13, s11 :: v_dual_add_nc_u32 v2, 3, v0
	v_dual_mov_b32 v15, s11 :: v_dual_add_nc_u32 v20, 1, v0
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v10, 1, v0
	v_dual_mov_b32 v11, s11 :: v_dual_and_b32 v12, 2, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v21, 1, v2
	v_and_b32_e32 v14, 2, v2
	v_and_b32_e32 v2, 2, v20
	s_mov_b32 s22, 0xa556c734
	s_mov_b32 s24, 0x1a01a01a
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s15, 0
	s_mov_b32 s36, 0xb7789f5c
	s_cselect_b32 s19, -1, 0
	s_cmp_lg_u32 s14, 0
	v_cmp_eq_u32_e64 s8, 0, v2
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s26, 3
	s_addc_u32 s1, s27, 0
	s_add_u32 s9, s28, 0x9e3779b9
	s_lshr_b64 s[6:7], s[0:1], 2
	s_lshr_b32 s0, s1, 2
	v_mad_u64_u32 v[16:17], null, s6, v3, 0
	v_mul_lo_u32 v3, s0, v3
	v_mul_lo_u32 v9, s6, v9
	v_cmp_eq_u64_e64 s0, 0, v[10:11]
	v_cmp_eq_u64_e64 s1, 0, v[12:13]
	s_add_u32 s10, s29, 0xbb67ae85
	s_add_u32 s14, s28, 0x3c6ef372
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v16, 0
	v_cmp_eq_u64_e64 s7, 0, v[14:15]
	v_add3_u32 v2, v17, v9, v3
	v_mov_b32_e32 v14, s13
	v_cmp_eq_u32_e64 s6, 0, v21
	s_mov_b32 s26, 0x11111111
	s_mov_b32 s40, 0x16c16c17
	v_xor_b32_e32 v2, v11, v2
	v_xor_b32_e32 v10, s10, v10
	s_add_u32 s44, s29, 0x76cf5d0a
	s_add_u32 s45, s28, 0xdaa66d2b
	s_add_u32 s46, s29, 0x32370b8f
	v_xor_b32_e32 v2, s29, v2
	s_add_u32 s47, s28, 0x78dde6e4
	s_add_u32 s48, s29, 0xed9eba14
	s_add_u32 s49, s28, 0x1715609d
	s_add_u32 s50, s29, 0xa9066899
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, vcc_lo, v18, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v19, vcc_lo
	s_add_u32 s51, s28, 0xb54cda56
	s_add_u32 s52, s29, 0x646e171e
	v_xor_b32_e32 v9, s9, v12
	v_add_co_u32 v4, s9, s30, v4
	v_xor_b32_e32 v11, s14, v11
	v_sub_co_u32 v12, null, 0, v0
	v_add_co_ci_u32_e64 v13, null, s31, 0, s9
	s_mov_b32 s14, 0x54442d18
	s_mov_b32 s30, 0x55555555
	s_add_u32 s53, s28, 0x5384540f
	s_add_u32 s54, s29, 0x1fd5c5a3
	s_add_u32 s55, s28, 0xf1bbcdc8
	s_add_u32 s56, s29, 0xdb3d7428
	s_add_i32 s57, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	s_mov_b32 s15, 0x3ff921fb
	s_mov_b32 s23, 0x3ec71de3
	s_mov_b32 s25, 0xbf2a01a0
	s_mov_b32 s27, 0x3f811111
	s_mov_b32 s31, 0xbfc55555
	s_mov_b32 s37, 0x3e927e4f
	s_mov_b32 s39, 0x3efa01a0
	s_mov_b32 s41, 0xbf56c16c
	s_mov_b32 s43, 0x3fa55555
	s_branch .LBB0_8
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s10
.LBB0_6:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v0, v8 :: v_dual_mov_b32 v19, v18
	v_dual_mov_b32 v20, v17 :: v_dual_mov_b32 v21, v16
	v_mov_b32_e32 v22, v15
.LBB0_7:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v15, v22 :: v_dual_mov_b32 v16, v21
	v_dual_mov_b32 v17, v20 :: v_dual_mov_b32 v18, v19
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_addc_u32 s21, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[34:35], s[20:21]
	s_cbranch_scc1 .LBB0_23
.LBB0_8:
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB0_17
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_18
.LBB0_10:
	v_dual_mov_b32 v19, v18 :: v_dual_mov_b32 v20, v17
	v_dual_mov_b32 v21, v16 :: v_dual_mov_b32 v22, v15
	s_and_b32 s10, s20, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc0 .LBB0_12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v8
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB0_13
	s_branch .LBB0_16
.LBB0_12:
	v_add_co_u32 v0, vcc_lo, v4, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s21, v13, vcc_lo
	s_mov_b32 s38, s24
	s_mov_b32 s42, s30
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s28, v20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, v9, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v0, v20, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s44, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v0, v20, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s45, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s46, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s48, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s47, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v25, s49, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s50, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s52, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, s51, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s53, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s54, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s56, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s55, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v22, 9, v24
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v22
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 9, v20
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v20, v20
	v_cvt_f64_f32_e32 v[26:27], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0.5, v20
	v_mul_f32_e32 v0, 0x34000000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[28:29], v0
	v_xor3_b32 v0, v19, v25, s57
	v_xor3_b32 v19, v21, v23, s29
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v19, 9, v19
	v_cvt_f32_u32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v23, v19
	v_add_f32_e32 v25, 0.5, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v25, 0x34000000, v25 :: v_dual_add_f32 v0, 0.5, v0
	v_add_nc_u32_e32 v25, 0x4afb0d, v25
	v_mul_f64 v[26:27], v[26:27], 4.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_mul_f64 v[28:29], v[28:29], 4.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], 0x43380000, v[26:27]
	v_add_f64 v[32:33], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], 0xc3380000, v[30:31]
	v_add_f64 v[36:37], 0xc3380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], -v[34:35]
	v_add_f64 v[28:29], v[28:29], -v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[26:27], s[14:15]
	v_mul_f64 v[28:29], v[28:29], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[26:27], v[26:27]
	v_mul_f64 v[35:36], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[33:34], s[36:37]
	v_mul_f64 v[37:38], v[33:34], s[22:23]
	v_mul_f64 v[41:42], v[35:36], s[22:23]
	v_mul_f64 v[43:44], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], -v[39:40], s[38:39]
	v_add_f64 v[37:38], v[37:38], s[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[41:42], s[24:25]
	v_add_f64 v[43:44], -v[43:44], s[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[43:44], v[35:36], v[43:44]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[39:40], s[40:41]
	v_and_b32_e32 v39, 0x7fffff, v25
	v_add_f64 v[19:20], v[37:38], s[26:27]
	v_lshrrev_b32_e32 v25, 23, v25
	v_add_nc_u32_e32 v39, 0x3f3504f3, v39
	v_and_b32_e32 v31, 0x7fffff, v0
	v_add_f64 v[23:24], v[41:42], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v48, -1.0, v39
	v_add_nc_u32_e32 v31, 0x3f3504f3, v31
	v_add_f64 v[37:38], v[43:44], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, -1.0, v31
	v_add_f32_e32 v47, 2.0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v40, null, v47, v47, v31
	v_div_scale_f32 v41, vcc_lo, v31, v47, v31
	v_rcp_f32_e32 v43, v40
	v_mul_f64 v[21:22], v[33:34], v[21:22]
	v_mul_f64 v[19:20], v[33:34], v[19:20]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v40, v43, 1.0
	v_fmac_f32_e32 v43, v39, v43
	v_mul_f64 v[23:24], v[35:36], v[23:24]
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v44, v41, v43
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f32 v42, -v40, v44, v41
	v_add_f32_e32 v49, 2.0, v48
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v44, v42, v43
	v_div_scale_f32 v50, null, v49, v49, v48
	v_div_scale_f32 v52, s9, v48, v49, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v45, -v40, v44, v41
	v_rcp_f32_e32 v51, v50
	v_mul_f64 v[41:42], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v55, v45, v43, v44
	v_mul_f64 v[43:44], v[28:29], v[35:36]
	s_mov_b32 vcc_lo, s9
	v_mul_f64 v[45:46], v[35:36], v[35:36]
	v_add_f64 v[21:22], v[21:22], s[42:43]
	v_div_fixup_f32 v47, v55, v47, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v39, -v50, v51, 1.0
	v_add_f64 v[19:20], v[19:20], s[30:31]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_fmac_f32_e32 v51, v39, v51
	v_mul_f64 v[39:40], v[26:27], v[33:34]
	v_mul_f64 v[33:34], v[33:34], 0.5
	v_add_f64 v[23:24], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v53, v52, v51
	v_add_f64 v[37:38], v[37:38], s[42:43]
	v_fma_f32 v54, -v50, v53, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v53, v54, v51
	v_fma_f32 v50, -v50, v53, v52
	v_mul_f32_e32 v52, v47, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v50, v50, v51, v53
	v_div_fixup_f32 v49, v50, v49, v48
	v_mul_f64 v[21:22], v[41:42], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v54, v49, v49 :: v_dual_mul_f32 v51, v52, v52
	v_add_f64 v[35:36], -v[35:36], 1.0
	v_mul_f64 v[19:20], v[39:40], v[19:20]
	v_mul_f32_e32 v56, v54, v54
	v_mul_f64 v[23:24], v[43:44], v[23:24]
	v_mul_f32_e32 v50, 0x3e789e26, v51
	v_mul_f32_e32 v53, 0x3e91e9ee, v51
	v_add_f64 v[33:34], -v[33:34], 1.0
	v_mul_f32_e32 v41, 0x3e789e26, v56
	v_mul_f32_e32 v42, 0x3e91e9ee, v56
	v_add_f32_e32 v50, 0x3eccce13, v50
	v_add_f32_e32 v53, 0x3f2aaaaa, v53
	v_dual_mul_f32 v55, 0.5, v31 :: v_dual_mul_f32 v44, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v0, 0x3f317180, v0 :: v_dual_mul_f32 v39, v51, v50
	v_mul_f32_e32 v40, v52, v53
	v_mul_f64 v[37:38], v[45:46], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v39, v40, v39 :: v_dual_add_f32 v40, 0x3eccce13, v41
	v_mul_f32_e32 v43, v31, v55
	v_dual_add_f32 v41, 0x3f2aaaaa, v42 :: v_dual_mul_f32 v42, 0.5, v48
	v_dual_mul_f32 v40, v56, v40 :: v_dual_add_f32 v39, v43, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v41, v54, v41
	v_dual_mul_f32 v42, v48, v42 :: v_dual_add_nc_u32 v25, 0xffffff81, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v40, v41, v40
	v_cvt_f32_i32_e32 v41, v25
	v_mul_f32_e32 v39, v47, v39
	v_add_f64 v[19:20], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_f32_e32 v25, v44, v39
	v_add_f64 v[23:24], v[28:29], v[23:24]
	v_mul_f32_e32 v28, 0x3f317180, v41
	v_add_f64 v[21:22], v[33:34], v[21:22]
	v_sub_f32_e32 v25, v25, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v31, v25
	v_add_f32_e32 v0, v0, v25
	v_add_f64 v[25:26], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -2.0, v0
	v_mul_f32_e32 v29, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_dual_add_f32 v39, v42, v40 :: v_dual_mul_f32 v40, 0x3717f7d1, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v49, v39
	v_add_f32_e32 v31, v40, v39
	v_cvt_f32_f64_e32 v33, v[19:20]
	v_cvt_f32_f64_e32 v23, v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v27, v31, v42
	v_cvt_f32_f64_e32 v22, v[21:22]
	v_add_f32_e32 v27, v48, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v27, v28, v27
	v_cndmask_b32_e32 v28, v0, v29, vcc_lo
	v_cvt_f32_f64_e32 v24, v[25:26]
	v_mul_f32_e32 v0, -2.0, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v27, v28
	v_mul_f32_e32 v29, 0x4f800000, v0
	v_cmp_gt_f32_e64 s9, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v29, v0, v29, s9
	v_add_nc_u32_e32 v0, -1, v27
	v_add_nc_u32_e32 v19, 1, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v31, v29
	v_fma_f32 v20, -v0, v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v19, v27, v28
	v_cmp_ge_f32_e64 s10, 0, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v21, -1, v31
	v_cndmask_b32_e64 v0, v27, v0, s10
	v_add_nc_u32_e32 v26, 1, v31
	v_cmp_lt_f32_e64 s10, 0, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v21, v31, v29
	v_cndmask_b32_e64 v25, v0, v19, s10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v0, -v26, v31, v29
	v_cmp_ge_f32_e64 s10, 0, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v20, v1 :: v_dual_mul_f32 v27, 0x37800000, v25
	v_cndmask_b32_e64 v19, v31, v21, s10
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_lt_f32_e64 s10, 0, v0
	v_dual_mov_b32 v21, v1 :: v_dual_and_b32 v0, 1, v30
	v_cndmask_b32_e32 v25, v25, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v26, v19, v26, s10
	v_and_b32_e32 v19, 2, v30
	v_cmp_class_f32_e64 s10, v28, 0x260
	v_mul_f32_e32 v27, 0x37800000, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[19:20]
	v_and_b32_e32 v20, 2, v32
	v_cndmask_b32_e64 v19, v25, v28, s10
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	v_cndmask_b32_e64 v25, v26, v27, s9
	v_and_b32_e32 v0, 1, v32
	v_cmp_eq_u64_e64 s9, 0, v[20:21]
	v_cndmask_b32_e64 v26, -v33, v33, vcc_lo
	v_cndmask_b32_e64 v22, -v22, v22, vcc_lo
	v_cndmask_b32_e64 v20, v33, -v33, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v24, -v24, v24, s9
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v22, v26, s10
	v_cndmask_b32_e64 v26, -v23, v23, s9
	v_cndmask_b32_e64 v0, v23, -v23, s9
	v_cmp_class_f32_e64 s9, v29, 0x260
	v_cndmask_b32_e64 v20, v20, v22, s10
	v_mul_f32_e32 v21, v21, v19
	v_cndmask_b32_e32 v23, v24, v26, vcc_lo
	v_cndmask_b32_e32 v0, v0, v24, vcc_lo
	v_cndmask_b32_e64 v22, v25, v29, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v19, v20, v19 :: v_dual_mul_f32 v20, v23, v22
	v_mul_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v22, v21, v19, s0
	v_cndmask_b32_e64 v23, v21, v19, s6
	v_cndmask_b32_e64 v19, v19, v21, s0
	v_cndmask_b32_e64 v21, v20, v0, s6
	v_cndmask_b32_e64 v24, v20, v0, s0
	v_cndmask_b32_e64 v0, v0, v20, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v21, v23, s7
	v_cndmask_b32_e64 v23, v22, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v0, v19, s8
	v_cndmask_b32_e64 v22, v24, v22, s1
	v_mov_b32_dpp v21, v20 quad_perm:[1,2,3,0] row_mask:0xf bank_mask:0xf
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mov_b32_dpp v20, v23 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v19, v0 quad_perm:[3,0,1,2] row_mask:0xf bank_mask:0xf
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v8
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_16
.LBB0_13:
	v_mov_b32_e32 v0, v8
	s_and_saveexec_b32 s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execz .LBB0_15
	global_load_b32 v23, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v23, v23, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v23, v23, v23 :: v_dual_add_nc_u32 v24, s20, v12
	v_dual_mul_f32 v23, 0.5, v23 :: v_dual_and_b32 v0, 1, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_dual_mul_f32 v23, s12, v23 :: v_dual_and_b32 v0, 2, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v24, v21, v22 :: v_dual_add_f32 v23, v8, v23
	v_cndmask_b32_e32 v25, v19, v20, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, v25, v24, vcc_lo
	v_mul_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	v_and_b32_e32 v23, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s10
.LBB0_16:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	s_branch .LBB0_7
.LBB0_17:
	s_mul_f32 s10, s18, s16
	s_mul_f32 s16, s17, s16
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s9, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s9
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s10, v0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v0
	v_add_nc_u32_e32 v19, -1, v14
	v_add_nc_u32_e32 v20, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v19
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v14, v0
	v_fma_f32 v22, v22, v14, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s10, 0, v21
	v_cndmask_b32_e64 v14, v14, v19, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s10, 0, v22
	v_cndmask_b32_e64 v14, v14, v20, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x37800000, v14
	v_cndmask_b32_e64 v14, v14, v19, s9
	v_cmp_class_f32_e64 s9, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v14, v0, s9
	v_cndmask_b32_e32 v14, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB0_10
.LBB0_18:
	s_cbranch_execz .LBB0_7
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s10, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v8, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_22:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v8
.LBB0_23:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_25
	v_add_co_u32 v1, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v6, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB0_25:
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
		.amdhsa_next_free_vgpr 57
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
		.amdhsa_inst_pref_size 29
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

	.set tessera_quadratic_fast_w4x64.num_vgpr, 57
	.set tessera_quadratic_fast_w4x64.num_agpr, 0
	.set tessera_quadratic_fast_w4x64.numbered_sgpr, 58
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
	s_cbranch_vccnz .LBB6_21
	s_load_b64 s[20:21], s[0:1], 0x20
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
	s_and_saveexec_b32 s6, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v6, v5, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB6_18
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	s_mov_b32 s31, 0
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v13, 3, v0
	v_lshrrev_b32_e32 v1, 2, v0
	v_dual_mov_b32 v12, s31 :: v_dual_add_nc_u32 v3, 3, v0
	v_add_nc_u32_e32 v4, 1, v0
	v_dual_mov_b32 v8, s31 :: v_dual_and_b32 v7, 1, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 1, v3
	v_and_b32_e32 v11, 2, v3
	v_and_b32_e32 v15, 2, v4
	v_dual_mov_b32 v10, s31 :: v_dual_and_b32 v9, 2, v0
	v_sub_co_u32 v0, null, 0, v0
	s_mov_b32 s34, 0x55555555
	s_mov_b32 s36, 0xb7789f5c
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	s_mov_b32 s40, 0x16c16c17
	s_cselect_b32 s15, -1, 0
	s_add_u32 s11, s18, s4
	s_addc_u32 s18, s19, s5
	s_cmp_lg_u32 s10, 0
	v_cmp_eq_u64_e64 s5, 0, v[11:12]
	s_cselect_b32 s33, -1, 0
	s_add_u32 s6, s22, 3
	s_addc_u32 s7, s23, 0
	s_add_u32 s10, s24, 0x3c6ef372
	s_lshr_b64 s[0:1], s[6:7], 2
	s_lshr_b32 s7, s7, 2
	v_mad_u64_u32 v[3:4], null, s0, s2, v[1:2]
	v_cmp_eq_u64_e64 s0, 0, v[7:8]
	v_cmp_eq_u64_e64 s1, 0, v[9:10]
	v_cmp_eq_u32_e64 s4, 0, v14
	v_cmp_eq_u32_e64 s6, 0, v15
	v_mov_b32_e32 v12, s9
	s_mov_b32 s22, 0x1a01a01a
	v_mad_u64_u32 v[7:8], null, s7, s2, v[4:5]
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v3, 0
	v_add_co_u32 v3, s2, s11, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s18, 0, s2
	s_add_u32 s2, s24, 0x9e3779b9
	s_add_u32 s7, s25, 0xbb67ae85
	v_xor_b32_e32 v1, v9, v7
	v_xor_b32_e32 v7, s7, v8
	s_mov_b32 s18, 0xa556c734
	s_add_u32 s44, s25, 0x76cf5d0a
	s_add_u32 s45, s24, 0xdaa66d2b
	v_xor_b32_e32 v1, s25, v1
	s_add_u32 s46, s25, 0x32370b8f
	s_add_u32 s47, s24, 0x78dde6e4
	s_add_u32 s48, s25, 0xed9eba14
	s_add_u32 s49, s24, 0x1715609d
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_add_u32 s50, s25, 0xa9066899
	s_add_u32 s51, s24, 0xb54cda56
	s_add_u32 s52, s25, 0x646e171e
	s_add_u32 s53, s24, 0x5384540f
	s_add_u32 s54, s25, 0x1fd5c5a3
	s_add_u32 s55, s24, 0xf1bbcdc8
	v_xor_b32_e32 v8, s2, v10
	v_add_co_u32 v10, s2, s26, v13
	v_xor_b32_e32 v9, s10, v9
	v_add_co_ci_u32_e64 v11, null, s27, 0, s2
	s_mov_b32 s10, 0x54442d18
	s_mov_b32 s26, 0x11111111
	s_add_u32 s56, s25, 0xdb3d7428
	s_add_i32 s57, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s11, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s23, 0xbf2a01a0
	s_mov_b32 s27, 0x3f811111
	s_mov_b32 s35, 0xbfc55555
	s_mov_b32 s37, 0x3e927e4f
	s_mov_b32 s39, 0x3efa01a0
	s_mov_b32 s41, 0xbf56c16c
	s_mov_b32 s43, 0x3fa55555
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v1, v6 :: v_dual_mov_b32 v18, v15
	v_dual_mov_b32 v17, v16 :: v_dual_mov_b32 v20, v13
	v_mov_b32_e32 v19, v14
.LBB6_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v13, v20 :: v_dual_mov_b32 v14, v19
	v_dual_mov_b32 v15, v18 :: v_dual_mov_b32 v16, v17
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_addc_u32 s29, s29, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[20:21], s[28:29]
	s_cbranch_scc1 .LBB6_19
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_14
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_15
.LBB6_9:
	v_dual_mov_b32 v17, v16 :: v_dual_mov_b32 v18, v15
	v_dual_mov_b32 v19, v14 :: v_dual_mov_b32 v20, v13
	s_and_b32 s30, s28, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[30:31], 0
	s_cbranch_scc0 .LBB6_13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s7, s3
	s_cbranch_execz .LBB6_12
.LBB6_11:
	global_load_b32 v21, v[3:4], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v21, v21, v6 :: v_dual_add_nc_u32 v22, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 2, v22
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_and_b32_e32 v1, 1, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s2, 0, v[1:2]
	v_add_f32_e32 v1, v21, v21
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v21, v19, v20, s2
	v_cndmask_b32_e64 v22, v17, v18, s2
	v_mul_f32_e32 v1, s8, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v21, v22, v21, vcc_lo
	v_add_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v12, v21
	v_add_f32_e32 v1, v21, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB6_12:
	s_or_b32 exec_lo, exec_lo, s7
	s_branch .LBB6_6
.LBB6_13:
	v_add_co_u32 v1, vcc_lo, v10, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s29, v11, vcc_lo
	s_mov_b32 s38, s22
	s_mov_b32 s42, s34
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v1, s24, v18, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, v8, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor_b32_e32 v1, v18, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s44, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v1, v18, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s45, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v1, s46, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s48, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v1, s47, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s49, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v1, s50, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s52, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v1, s51, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s53, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v1, s54, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s56, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v1, s55, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 9, v22
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v1, v20
	v_lshrrev_b32_e32 v18, 9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v18, v18
	v_dual_add_f32 v1, 0.5, v1 :: v_dual_add_f32 v18, 0.5, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0x34000000, v1
	v_cvt_f64_f32_e32 v[24:25], v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0x34000000, v18
	v_cvt_f64_f32_e32 v[26:27], v1
	v_xor3_b32 v1, v17, v23, s57
	v_xor3_b32 v17, v19, v21, s25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v1, 9, v1
	v_lshrrev_b32_e32 v17, 9, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v1, v1
	v_cvt_f32_u32_e32 v21, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v23, 0.5, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, 0x34000000, v1
	v_mul_f32_e32 v23, 0x34000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v1, 0x4afb0d, v1
	v_add_nc_u32_e32 v23, 0x4afb0d, v23
	v_mul_f64 v[24:25], v[24:25], 4.0
	v_mul_f64 v[26:27], v[26:27], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], 0x43380000, v[24:25]
	v_add_f64 v[30:31], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_add_f64 v[34:35], 0xc3380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], -v[32:33]
	v_add_f64 v[26:27], v[26:27], -v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[10:11]
	v_mul_f64 v[26:27], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[24:25], v[24:25]
	v_mul_f64 v[33:34], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], s[18:19]
	v_mul_f64 v[37:38], v[31:32], s[36:37]
	v_mul_f64 v[39:40], v[33:34], s[18:19]
	v_mul_f64 v[41:42], v[33:34], s[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[35:36], s[22:23]
	v_add_f64 v[37:38], -v[37:38], s[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[39:40], s[22:23]
	v_add_f64 v[41:42], -v[41:42], s[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[41:42], v[33:34], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[35:36], s[26:27]
	v_add_f64 v[19:20], v[37:38], s[40:41]
	v_and_b32_e32 v37, 0x7fffff, v23
	v_add_f64 v[21:22], v[39:40], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v37, 0x3f3504f3, v37
	v_add_f64 v[35:36], v[41:42], s[40:41]
	v_add_f32_e32 v46, -1.0, v37
	v_and_b32_e32 v29, 0x7fffff, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v47, 2.0, v46
	v_add_nc_u32_e32 v29, 0x3f3504f3, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v48, null, v47, v47, v46
	v_add_f32_e32 v29, -1.0, v29
	v_div_scale_f32 v50, s2, v46, v47, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v49, v48
	v_add_f32_e32 v45, 2.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v38, null, v45, v45, v29
	v_div_scale_f32 v39, vcc_lo, v29, v45, v29
	v_mul_f64 v[17:18], v[31:32], v[17:18]
	v_rcp_f32_e32 v41, v38
	v_mul_f64 v[19:20], v[31:32], v[19:20]
	v_mul_f64 v[21:22], v[33:34], v[21:22]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v38, v41, 1.0
	v_fmac_f32_e32 v41, v37, v41
	v_fma_f32 v37, -v48, v49, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v42, v39, v41
	v_fmac_f32_e32 v49, v37, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, -v38, v42, v39
	v_mul_f32_e32 v51, v50, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v42, v40, v41
	v_fma_f32 v52, -v48, v51, v50
	v_lshrrev_b32_e32 v23, 23, v23
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v43, -v38, v42, v39
	v_mul_f64 v[37:38], v[24:25], v[31:32]
	v_add_f64 v[17:18], v[17:18], s[34:35]
	v_fmac_f32_e32 v51, v52, v49
	v_mul_f64 v[39:40], v[31:32], v[31:32]
	v_div_fmas_f32 v53, v43, v41, v42
	v_mul_f64 v[41:42], v[26:27], v[33:34]
	s_mov_b32 vcc_lo, s2
	v_add_f64 v[21:22], v[21:22], s[34:35]
	v_fma_f32 v48, -v48, v51, v50
	v_div_fixup_f32 v45, v53, v45, v29
	v_mul_f64 v[31:32], v[31:32], 0.5
	v_add_f64 v[19:20], v[19:20], s[42:43]
	v_mul_f64 v[43:44], v[33:34], v[33:34]
	v_div_fmas_f32 v48, v48, v49, v51
	v_mul_f32_e32 v50, v45, v45
	v_mul_f64 v[33:34], v[33:34], 0.5
	v_add_f64 v[35:36], v[35:36], s[42:43]
	v_add_nc_u32_e32 v23, 0xffffff81, v23
	v_div_fixup_f32 v47, v48, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v49, v50, v50 :: v_dual_mul_f32 v52, v47, v47
	v_dual_mul_f32 v51, 0x3e91e9ee, v49 :: v_dual_mul_f32 v54, v52, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, 0x3f2aaaaa, v51
	v_mul_f64 v[17:18], v[37:38], v[17:18]
	v_mul_f32_e32 v38, v50, v51
	v_lshrrev_b32_e32 v1, 23, v1
	v_mul_f64 v[21:22], v[41:42], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v1, 0xffffff81, v1
	v_add_f64 v[31:32], -v[31:32], 1.0
	v_mul_f64 v[19:20], v[39:40], v[19:20]
	v_mul_f32_e32 v39, 0x3e789e26, v54
	v_cvt_f32_i32_e32 v1, v1
	v_mul_f32_e32 v40, 0x3e91e9ee, v54
	v_add_f64 v[33:34], -v[33:34], 1.0
	v_mul_f64 v[35:36], v[43:44], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v42, 0x3717f7d1, v1
	v_mul_f32_e32 v48, 0x3e789e26, v49
	v_mul_f32_e32 v1, 0x3f317180, v1
	v_add_f32_e32 v48, 0x3eccce13, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v49, v48
	v_dual_add_f32 v37, v38, v37 :: v_dual_add_f32 v38, 0x3eccce13, v39
	v_mul_f32_e32 v53, 0.5, v29
	v_dual_add_f32 v39, 0x3f2aaaaa, v40 :: v_dual_mul_f32 v40, 0.5, v46
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v38, v54, v38 :: v_dual_mul_f32 v41, v29, v53
	v_dual_mul_f32 v39, v52, v39 :: v_dual_mul_f32 v40, v46, v40
	v_add_f64 v[21:22], v[26:27], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v37, v41, v37 :: v_dual_add_f32 v38, v39, v38
	v_cvt_f32_i32_e32 v39, v23
	v_add_f64 v[19:20], v[31:32], v[19:20]
	v_dual_mul_f32 v37, v45, v37 :: v_dual_mul_f32 v26, 0x3f317180, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v23, v42, v37
	v_dual_add_f32 v37, v40, v38 :: v_dual_mul_f32 v38, 0x3717f7d1, v39
	v_sub_f32_e32 v23, v23, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, v47, v37
	v_add_f32_e32 v23, v29, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v29, v38, v37
	v_add_f32_e32 v1, v1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v25, v29, v40
	v_add_f64 v[23:24], v[33:34], v[35:36]
	v_mul_f32_e32 v1, -2.0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v25, v46, v25
	v_cvt_f32_f64_e32 v31, v[17:18]
	v_mul_f32_e32 v27, 0x4f800000, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_f32_e32 v25, v26, v25
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v1
	v_cvt_f32_f64_e32 v21, v[21:22]
	v_cvt_f32_f64_e32 v20, v[19:20]
	v_dual_cndmask_b32 v26, v1, v27 :: v_dual_mul_f32 v1, -2.0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v25, v26
	v_mul_f32_e32 v27, 0x4f800000, v1
	v_cmp_gt_f32_e64 s2, 0xf800000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v27, v1, v27, s2
	v_add_nc_u32_e32 v1, -1, v25
	v_add_nc_u32_e32 v17, 1, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v29, v27
	v_fma_f32 v18, -v1, v25, v26
	v_cvt_f32_f64_e32 v22, v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v23, -v17, v25, v26
	v_cmp_ge_f32_e64 s7, 0, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v19, -1, v29
	v_add_nc_u32_e32 v24, 1, v29
	v_cndmask_b32_e64 v1, v25, v1, s7
	v_cmp_lt_f32_e64 s7, 0, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v19, v29, v27
	v_cndmask_b32_e64 v23, v1, v17, s7
	v_fma_f32 v1, -v24, v29, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_ge_f32_e64 s7, 0, v18
	v_dual_mov_b32 v18, v2 :: v_dual_mul_f32 v25, 0x37800000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v17, v29, v19, s7
	v_cmp_lt_f32_e64 s7, 0, v1
	v_mov_b32_e32 v19, v2
	v_and_b32_e32 v1, 1, v28
	v_cndmask_b32_e32 v23, v23, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v24, v17, v24, s7
	v_and_b32_e32 v17, 2, v28
	v_cmp_class_f32_e64 s7, v26, 0x260
	v_mul_f32_e32 v25, 0x37800000, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[17:18]
	v_and_b32_e32 v18, 2, v30
	v_cndmask_b32_e64 v17, v23, v26, s7
	v_cmp_eq_u64_e64 s7, 0, v[1:2]
	v_cndmask_b32_e64 v23, v24, v25, s2
	v_and_b32_e32 v1, 1, v30
	v_cmp_eq_u64_e64 s2, 0, v[18:19]
	v_cndmask_b32_e64 v24, -v31, v31, vcc_lo
	v_cndmask_b32_e64 v20, -v20, v20, vcc_lo
	v_cndmask_b32_e64 v18, v31, -v31, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v22, -v22, v22, s2
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v20, v24, s7
	v_cndmask_b32_e64 v24, -v21, v21, s2
	v_cndmask_b32_e64 v1, v21, -v21, s2
	v_cmp_class_f32_e64 s2, v27, 0x260
	v_cndmask_b32_e64 v18, v18, v20, s7
	v_mul_f32_e32 v19, v19, v17
	v_cndmask_b32_e32 v21, v22, v24, vcc_lo
	v_cndmask_b32_e32 v1, v1, v22, vcc_lo
	v_cndmask_b32_e64 v20, v23, v27, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v17, v18, v17 :: v_dual_mul_f32 v18, v21, v20
	v_mul_f32_e32 v1, v1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, v19, v17, s0
	v_cndmask_b32_e64 v21, v19, v17, s4
	v_cndmask_b32_e64 v17, v17, v19, s0
	v_cndmask_b32_e64 v19, v18, v1, s4
	v_cndmask_b32_e64 v22, v18, v1, s0
	v_cndmask_b32_e64 v1, v1, v18, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, v19, v21, s5
	v_cndmask_b32_e64 v21, v20, v22, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v1, v1, v17, s6
	v_cndmask_b32_e64 v20, v22, v20, s1
	v_mov_b32_dpp v19, v18 quad_perm:[1,2,3,0] row_mask:0xf bank_mask:0xf
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mov_b32_dpp v18, v21 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v17, v1 quad_perm:[3,0,1,2] row_mask:0xf bank_mask:0xf
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB6_11
	s_branch .LBB6_12
.LBB6_14:
	s_mul_f32 s7, s14, s12
	s_mul_f32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s7, 0
	s_mul_f32 s2, s7, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s7, 0xf800000
	v_mov_b32_e32 v1, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, s7, v1, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v12, v1
	v_add_nc_u32_e32 v17, -1, v12
	v_add_nc_u32_e32 v18, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v12, v1
	v_fma_f32 v20, v20, v12, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s7, 0, v19
	v_cndmask_b32_e64 v12, v12, v17, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s7, 0, v20
	v_cndmask_b32_e64 v12, v12, v18, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v17, s2
	v_cmp_class_f32_e64 s2, v1, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v12, v1, s2
	v_cndmask_b32_e32 v12, 0, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB6_9
.LBB6_15:
	s_cbranch_execz .LBB6_6
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
.LBB6_18:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB6_19:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_21
	global_store_b32 v5, v1, s[16:17]
.LBB6_21:
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
		.amdhsa_inst_pref_size 28
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

	.set tessera_quadratic_fast_w1024.num_vgpr, 55
	.set tessera_quadratic_fast_w1024.num_agpr, 0
	.set tessera_quadratic_fast_w1024.numbered_sgpr, 58
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
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[18:19], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_28
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB10_28
	s_load_b256 s[4:11], s[0:1], 0x30
	s_mul_i32 s3, s21, s2
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s11, s20, s2
	s_load_b128 s[24:27], s[0:1], 0x50
	s_mul_i32 s28, s20, s2
	s_add_i32 s29, s11, s3
	s_mov_b32 s45, s21
	s_lshl_b64 s[48:49], s[28:29], 2
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_add_u32 s52, s16, s48
	s_addc_u32 s53, s17, s49
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 4, v0
	s_mov_b32 s39, 0
	s_mov_b32 s51, s21
	s_mov_b32 s56, 0x16c16c17
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s55, 0x3efa01a0
	s_mov_b32 s57, 0xbf56c16c
	s_cmp_lg_u32 s7, 0
	v_mov_b32_e32 v20, s5
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s59, 0x3fa55555
	s_cselect_b32 s33, -1, 0
	s_and_b32 s44, s20, -4
	s_add_u32 s0, s20, 3
	s_addc_u32 s1, s21, 0
	s_lshr_b64 s[6:7], s[20:21], 2
	s_lshr_b32 s3, s1, 2
	s_lshr_b64 s[0:1], s[0:1], 2
	s_mul_i32 s3, s3, s2
	s_mul_hi_u32 s1, s0, s2
	s_mul_i32 s85, s0, s2
	s_add_i32 s70, s1, s3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s28, s24, 0x9e3779b9
	s_addc_u32 s29, s25, 0
	s_add_u32 s30, s25, 0xbb67ae85
	s_addc_u32 s31, 0, 0
	s_add_u32 s34, s24, 0x3c6ef372
	s_addc_u32 s35, s25, 0
	s_add_u32 s36, s25, 0x76cf5d0a
	s_addc_u32 s37, 0, 0
	s_add_u32 s71, s24, 0xdaa66d2b
	s_add_u32 s72, s25, 0x32370b8f
	s_add_u32 s73, s24, 0x78dde6e4
	s_add_u32 s74, s25, 0xed9eba14
	s_add_u32 s75, s24, 0x1715609d
	s_add_u32 s76, s25, 0xa9066899
	s_add_u32 s77, s24, 0xb54cda56
	s_add_u32 s78, s25, 0x646e171e
	s_add_u32 s79, s24, 0x5384540f
	s_add_u32 s80, s25, 0x1fd5c5a3
	s_add_u32 s81, s24, 0xf1bbcdc8
	s_add_u32 s82, s25, 0xdb3d7428
	s_add_i32 s83, s24, 0x8ff34781
	s_add_i32 s84, s25, 0x96a522ad
	s_cmp_lg_u64 s[44:45], s[20:21]
	s_mov_b32 s61, 0xbe927e4f
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s86, vcc_lo, s1
	s_add_u32 s0, s85, s6
	s_addc_u32 s1, s70, s7
	s_mul_hi_u32 s3, s0, 0xd2511f53
	s_mul_i32 s2, s0, 0xd2511f53
	s_lshl_b64 s[42:43], s[44:45], 2
	s_xor_b64 s[0:1], s[2:3], s[0:1]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b64 s[0:1], s[0:1], s[24:25]
	v_cmp_gt_u64_e64 s0, s[6:7], v[0:1]
	s_mul_hi_u32 s47, s1, 0xcd9e8d57
	s_mul_i32 s46, s1, 0xcd9e8d57
	s_mov_b32 s38, s47
	v_cmp_gt_u64_e64 s1, s[20:21], v[0:1]
	s_xor_b64 s[40:41], s[38:39], s[28:29]
	s_add_u32 s42, s52, s42
	v_lshlrev_b32_e32 v0, 2, v0
	s_addc_u32 s43, s53, s43
	s_or_b32 s50, s44, 1
	s_or_b32 s44, s44, 2
	v_cmp_lt_u64_e64 s41, s[50:51], s[20:21]
	v_cmp_lt_u64_e64 s87, s[44:45], s[20:21]
	s_xor_b64 s[44:45], s[2:3], s[30:31]
	v_add_co_u32 v4, s2, s52, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s53, 0, s2
	v_add_co_u32 v0, s2, s48, v0
	v_add_co_ci_u32_e64 v11, null, s49, 0, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v4, 8
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s16, v0
	v_add_co_ci_u32_e64 v7, null, s17, v11, vcc_lo
	v_add_co_u32 v8, vcc_lo, s14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s15, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s12, v0
	v_add_co_ci_u32_e64 v11, null, s13, v11, vcc_lo
	s_mov_b32 s12, 0x54442d18
	s_mov_b32 s14, 0xa556c734
	s_mov_b32 s16, 0x1a01a01a
	s_mov_b32 s48, 0x11111111
	s_mov_b32 s50, 0x55555555
	s_mov_b32 s52, 0xb7789f5c
	s_xor_b64 s[46:47], s[46:47], s[34:35]
	s_mov_b32 s13, 0x3ff921fb
	s_mov_b32 s15, 0x3ec71de3
	s_mov_b32 s17, 0xbf2a01a0
	s_mov_b32 s49, 0x3f811111
	s_mov_b32 s51, 0xbfc55555
	s_mov_b32 s53, 0x3e927e4f
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_28
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccz .LBB10_27
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB10_18
.LBB10_7:
	s_add_u32 s5, s18, s26
	s_addc_u32 s2, s19, s27
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s63, s2, 0xcd9e8d57
	s_mul_i32 s62, s2, 0xcd9e8d57
	s_and_saveexec_b32 s35, s0
	s_cbranch_execz .LBB10_12
	s_xor_b32 s2, s24, s63
	v_dual_mov_b32 v13, v5 :: v_dual_mov_b32 v12, v4
	s_xor_b32 s38, s2, s5
	v_dual_mov_b32 v15, v3 :: v_dual_mov_b32 v14, v2
	s_mul_hi_u32 s69, s38, 0xd2511f53
	s_mov_b32 s3, 0
	s_mov_b32 s2, s69
	s_mul_i32 s68, s38, 0xd2511f53
	s_xor_b64 s[64:65], s[2:3], s[30:31]
	s_xor_b64 s[66:67], s[62:63], s[28:29]
	s_xor_b64 s[68:69], s[68:69], s[36:37]
.LBB10_9:
	v_add_co_u32 v0, vcc_lo, s85, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s70, v15, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s25, v18
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v17
	v_xor_b32_e32 v18, s64, v16
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor_b32_e32 v0, s66, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s34, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v19, 0
	v_xor_b32_e32 v0, s68, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s72, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s71, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v23, s73, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, s74, v17, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s76, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s75, v17, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v24, s77, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, s78, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v22, s80, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v0, s79, v17, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s81, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, s82, v17, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v21, v23, v18, s83
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v23, v25, v16, s84
	global_store_b128 v[12:13], v[21:24], off offset:-8
	v_add_co_u32 v12, s2, 0x1000, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_9
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v5 :: v_dual_mov_b32 v12, v4
	v_dual_mov_b32 v15, v3 :: v_dual_mov_b32 v14, v2
	s_mov_b32 s38, 0
.LBB10_11:
	global_load_b128 v[16:19], v[12:13], off offset:-8
	s_mov_b32 s54, s16
	s_mov_b32 s58, s50
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
	v_cvt_f64_f32_e32 v[21:22], v0
	v_cvt_f64_f32_e32 v[23:24], v17
	v_lshrrev_b32_e32 v0, 9, v16
	v_lshrrev_b32_e32 v16, 9, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v0, v0
	v_mul_f64 v[21:22], v[21:22], 4.0
	v_mul_f64 v[23:24], v[23:24], 4.0
	v_add_f64 v[25:26], 0x43380000, v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], 0x43380000, v[23:24]
	v_add_f64 v[29:30], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0xc3380000, v[27:28]
	v_cvt_f32_u32_e32 v26, v16
	v_add_f32_e32 v26, 0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x34000000, v26
	v_add_nc_u32_e32 v26, 0x4afb0d, v26
	v_add_f32_e32 v0, 0.5, v0
	v_add_f64 v[21:22], v[21:22], -v[29:30]
	v_add_f64 v[23:24], v[23:24], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], s[12:13]
	v_mul_f64 v[23:24], v[23:24], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[21:22], v[21:22]
	v_mul_f64 v[30:31], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[28:29], s[14:15]
	v_mul_f64 v[36:37], v[30:31], s[14:15]
	v_mul_f64 v[34:35], v[28:29], s[52:53]
	v_mul_f64 v[38:39], v[30:31], s[52:53]
	v_mul_f64 v[40:41], v[23:24], v[30:31]
	v_mul_f64 v[42:43], v[30:31], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[16:17]
	v_add_f64 v[36:37], v[36:37], s[16:17]
	v_add_f64 v[34:35], -v[34:35], s[54:55]
	v_add_f64 v[38:39], -v[38:39], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[38:39], v[30:31], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[32:33], s[48:49]
	v_add_f64 v[32:33], v[36:37], s[48:49]
	v_and_b32_e32 v37, 0x7fffff, v26
	v_add_f64 v[18:19], v[34:35], s[56:57]
	v_add_f64 v[34:35], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v37, 0x3f3504f3, v37
	v_dual_mul_f32 v0, 0x34000000, v0 :: v_dual_add_f32 v45, -1.0, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 2.0, v45
	v_div_scale_f32 v49, null, v47, v47, v45
	v_div_scale_f32 v53, s2, v45, v47, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v51, v49
	v_fma_f32 v37, -v49, v51, 1.0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[16:17], v[28:29], v[16:17]
	v_mul_f64 v[18:19], v[28:29], v[18:19]
	v_fmac_f32_e32 v51, v37, v51
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v53, v51
	v_lshrrev_b32_e32 v26, 23, v26
	v_fma_f32 v56, -v49, v55, v53
	v_and_b32_e32 v36, 0x7fffff, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v26, 0xffffff81, v26
	v_lshrrev_b32_e32 v0, 23, v0
	v_dual_fmac_f32 v55, v56, v51 :: v_dual_add_nc_u32 v36, 0x3f3504f3, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v26, v26
	v_fma_f32 v49, -v49, v55, v53
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v44, -1.0, v36
	v_add_f32_e32 v46, 2.0, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v48, null, v46, v46, v44
	v_div_scale_f32 v52, vcc_lo, v44, v46, v44
	v_add_f64 v[32:33], v[32:33], s[50:51]
	v_rcp_f32_e32 v50, v48
	v_add_f64 v[16:17], v[16:17], s[50:51]
	v_add_f64 v[18:19], v[18:19], s[58:59]
	v_add_f64 v[34:35], v[34:35], s[58:59]
	v_add_f64 v[30:31], -v[30:31], 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v48, v50, 1.0
	v_fmac_f32_e32 v50, v36, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v54, v52, v50
	v_fma_f32 v36, -v48, v54, v52
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v54, v36, v50
	v_mul_f64 v[36:37], v[21:22], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_mul_f64 v[32:33], v[40:41], v[32:33]
	v_mul_f32_e32 v41, 0.5, v45
	v_fma_f32 v48, -v48, v54, v52
	v_mul_f64 v[18:19], v[38:39], v[18:19]
	v_mul_f64 v[34:35], v[42:43], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v48, v48, v50, v54
	s_mov_b32 vcc_lo, s2
	v_div_fmas_f32 v49, v49, v51, v55
	v_div_fixup_f32 v47, v49, v47, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v47, v47
	v_mul_f32_e32 v51, v49, v49
	v_mul_f32_e32 v39, 0.5, v44
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v38, 0x3e91e9ee, v51
	v_mul_f32_e32 v39, v44, v39
	v_mul_f64 v[16:17], v[36:37], v[16:17]
	v_mul_f32_e32 v37, 0x3e789e26, v51
	v_div_fixup_f32 v46, v48, v46, v44
	v_add_f32_e32 v38, 0x3f2aaaaa, v38
	v_add_f64 v[28:29], -v[28:29], 1.0
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v37, 0x3eccce13, v37 :: v_dual_mul_f32 v48, v46, v46
	v_dual_mul_f32 v38, v49, v38 :: v_dual_mul_f32 v37, v51, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v50, v48, v48 :: v_dual_add_f32 v37, v38, v37
	v_mul_f32_e32 v52, 0x3e789e26, v50
	v_mul_f32_e32 v36, 0x3e91e9ee, v50
	v_mul_f32_e32 v38, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v40, 0x3eccce13, v52
	v_add_f32_e32 v36, 0x3f2aaaaa, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v40, v50, v40
	v_mul_f32_e32 v36, v48, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v36, v36, v40
	v_dual_mul_f32 v40, v45, v41 :: v_dual_mul_f32 v41, 0x3717f7d1, v26
	v_mul_f32_e32 v26, 0x3f317180, v26
	v_dual_add_f32 v36, v39, v36 :: v_dual_add_f32 v37, v40, v37
	v_add_f64 v[16:17], v[21:22], v[16:17]
	v_add_f64 v[21:22], v[23:24], v[32:33]
	v_add_f64 v[18:19], v[28:29], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v36, v46, v36 :: v_dual_mul_f32 v37, v47, v37
	v_add_f64 v[23:24], v[30:31], v[34:35]
	v_dual_add_f32 v36, v38, v36 :: v_dual_add_f32 v37, v41, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v28, v36, v39 :: v_dual_sub_f32 v29, v37, v40
	v_dual_add_f32 v28, v44, v28 :: v_dual_add_f32 v29, v45, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, v0, v28
	v_add_f32_e32 v26, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, -2.0, v0
	v_mul_f32_e32 v26, -2.0, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v28, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_mul_f32_e32 v29, 0x4f800000, v26
	v_cmp_gt_f32_e64 s2, 0xf800000, v26
	v_cvt_f32_f64_e32 v30, v[16:17]
	v_cndmask_b32_e32 v28, v0, v28, vcc_lo
	v_cvt_f32_f64_e32 v31, v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v26, v26, v29, s2
	v_cvt_f32_f64_e32 v21, v[21:22]
	v_cvt_f32_f64_e32 v22, v[23:24]
	v_sqrt_f32_e32 v0, v28
	v_sqrt_f32_e32 v29, v26
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_add_nc_u32_e32 v16, -1, v0
	v_add_nc_u32_e32 v18, 1, v0
	v_add_nc_u32_e32 v17, -1, v29
	v_add_nc_u32_e32 v23, 1, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v19, -v16, v0, v28
	v_fma_f32 v32, -v18, v0, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v24, -v17, v29, v26
	v_cmp_ge_f32_e64 s3, 0, v19
	v_mov_b32_e32 v19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v0, v16, s3
	v_cmp_ge_f32_e64 s3, 0, v24
	v_fma_f32 v16, -v23, v29, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v29, v17, s3
	v_cmp_lt_f32_e64 s3, 0, v32
	v_cndmask_b32_e64 v18, v0, v18, s3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_lt_f32_e64 s3, 0, v16
	v_and_b32_e32 v16, 2, v25
	v_and_b32_e32 v0, 1, v25
	v_mul_f32_e32 v24, 0x37800000, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v17, v23, s3
	v_mov_b32_e32 v17, v1
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_and_b32_e32 v0, 1, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v24, v18, v24 :: v_dual_mul_f32 v29, 0x37800000, v23
	v_and_b32_e32 v18, 2, v27
	v_cmp_eq_u64_e32 vcc_lo, 0, v[16:17]
	v_cndmask_b32_e64 v16, v23, v29, s2
	v_cmp_class_f32_e64 s2, v28, 0x260
	v_cndmask_b32_e64 v17, -v30, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v24, v28, s2
	v_cmp_eq_u64_e64 s2, 0, v[18:19]
	v_cndmask_b32_e64 v18, -v31, v31, vcc_lo
	v_cndmask_b32_e64 v19, v30, -v30, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v24, -v21, v21, s2
	v_cndmask_b32_e64 v22, -v22, v22, s2
	v_cndmask_b32_e64 v21, v21, -v21, s2
	v_cmp_class_f32_e64 s2, v26, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v24, v22, v24 :: v_dual_cndmask_b32 v21, v21, v22
	v_cndmask_b32_e64 v0, v16, v26, s2
	v_cndmask_b32_e64 v16, v18, v17, s3
	v_cndmask_b32_e64 v18, v19, v18, s3
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_mul_f32_e32 v17, v16, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v19, v24, v0 :: v_dual_mul_f32 v16, v18, v23
	v_mul_f32_e32 v18, v21, v0
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[14:15]
	global_store_b128 v[12:13], v[16:19], off offset:-8
	v_add_co_u32 v12, s2, 0x1000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s38, vcc_lo, s38
	s_and_not1_b32 exec_lo, exec_lo, s38
	s_cbranch_execnz .LBB10_11
.LBB10_12:
	s_or_b32 exec_lo, exec_lo, s35
	s_and_saveexec_b32 s3, s86
	s_cbranch_execz .LBB10_17
	s_xor_b32 s2, s24, s63
	s_xor_b32 s35, s40, s62
	s_xor_b32 s2, s2, s5
	s_mul_i32 s5, s35, 0xd2511f53
	s_mul_hi_u32 s38, s2, 0xd2511f53
	s_mul_hi_u32 s35, s35, 0xd2511f53
	s_xor_b32 s38, s38, s44
	s_mul_i32 s2, s2, 0xd2511f53
	s_xor_b32 s35, s35, s36
	s_mul_i32 s45, s38, 0xcd9e8d57
	s_mul_hi_u32 s38, s38, 0xcd9e8d57
	s_xor_b32 s2, s35, s2
	s_xor_b32 s38, s38, s46
	s_mul_hi_u32 s47, s2, 0xcd9e8d57
	s_mul_i32 s35, s38, 0xd2511f53
	s_mul_hi_u32 s38, s38, 0xd2511f53
	s_xor_b32 s47, s47, s71
	s_xor_b32 s38, s72, s38
	s_xor_b32 s45, s47, s45
	s_xor_b32 s5, s38, s5
	s_mul_i32 s38, s45, 0xd2511f53
	s_mul_hi_u32 s45, s45, 0xd2511f53
	s_mul_i32 s47, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	s_xor_b32 s45, s45, s74
	s_mul_i32 s2, s2, 0xcd9e8d57
	s_xor_b32 s5, s73, s5
	s_xor_b32 s35, s45, s35
	s_xor_b32 s2, s5, s2
	s_mul_hi_u32 s5, s35, 0xcd9e8d57
	s_mul_i32 s45, s2, 0xd2511f53
	s_xor_b32 s5, s5, s75
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_xor_b32 s47, s5, s47
	s_mul_i32 s54, s35, 0xcd9e8d57
	s_mul_hi_u32 s5, s47, 0xd2511f53
	s_xor_b32 s2, s76, s2
	s_xor_b32 s5, s5, s78
	s_xor_b32 s2, s2, s38
	s_xor_b32 s35, s5, s45
	s_mul_i32 s5, s2, 0xcd9e8d57
	s_mul_hi_u32 s38, s35, 0xcd9e8d57
	s_mul_hi_u32 s2, s2, 0xcd9e8d57
	s_xor_b32 s38, s38, s79
	s_xor_b32 s2, s77, s2
	s_xor_b32 s5, s38, s5
	s_xor_b32 s2, s2, s54
	s_mul_hi_u32 s38, s5, 0xd2511f53
	s_mul_i32 s45, s2, 0xd2511f53
	s_xor_b32 s38, s38, s82
	s_mov_b32 s60, s52
	s_xor_b32 s38, s38, s45
	s_mov_b32 s54, s16
	s_mul_i32 s45, s38, 0xcd9e8d57
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_lshr_b32 s45, s45, 9
	s_mul_i32 s47, s47, 0xd2511f53
	s_cvt_f32_u32 s45, s45
	s_xor_b32 s2, s80, s2
	s_mul_hi_u32 s38, s38, 0xcd9e8d57
	s_mov_b32 s58, s50
	s_add_f32 s45, s45, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s45, s45, 0x34000000
	v_cvt_f64_f32_e32 v[12:13], s45
	s_xor_b32 s45, s2, s47
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s2, s45, 0xcd9e8d57
	s_xor_b32 s2, s2, s38
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s83, s2
	s_lshr_b32 s2, s2, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s2, s2
	s_add_f32 s2, s2, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s2, s2, 0x34000000
	s_add_i32 s2, s2, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s38, s2, 0x7fffff
	s_lshr_b32 s2, s2, 23
	s_add_i32 s38, s38, 0x3f3504f3
	s_addk_i32 s2, 0xff81
	s_add_f32 s38, s38, -1.0
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s47, s38, 2.0
	s_mul_f32 s63, s38, 0.5
	v_div_scale_f32 v0, null, s47, s47, s38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[12:13], v[12:13], 4.0
	v_div_scale_f32 v27, vcc_lo, s38, s47, s38
	v_rcp_f32_e32 v19, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v28, v0, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v28, v19
	v_mul_f32_e32 v28, v27, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, v0, v28, v27
	v_fmac_f32_e32 v28, v29, v19
	v_add_f64 v[14:15], 0x43380000, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v0, v28
	v_div_fmas_f32 v0, v27, v19, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s47, s38
	v_readfirstlane_b32 s47, v0
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[15:16]
	v_mul_f64 v[12:13], v[12:13], s[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[12:13]
	v_mul_f64 v[17:18], v[15:16], s[14:15]
	v_mul_f64 v[21:22], v[15:16], s[60:61]
	v_mul_f64 v[23:24], v[12:13], v[15:16]
	v_mul_f64 v[25:26], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], s[16:17]
	v_add_f64 v[21:22], v[21:22], s[54:55]
	s_mul_f32 s54, s47, s47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[48:49]
	v_add_f64 v[21:22], v[21:22], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	v_mul_f64 v[15:16], v[15:16], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], s[50:51]
	v_add_f64 v[21:22], v[21:22], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_add_f64 v[15:16], v[15:16], 1.0
	s_mul_f32 s58, s54, s54
	s_mul_f32 s60, s58, 0x3e789e26
	s_mul_f32 s62, s58, 0x3e91e9ee
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s60, s60, 0x3eccce13
	s_add_f32 s62, s62, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_f32 s58, s58, s60
	s_mul_f32 s54, s54, s62
	s_mul_f32 s60, s38, s63
	s_mov_b32 s63, s39
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_f32 s54, s54, s58
	s_mul_f32 s58, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	s_add_f32 s54, s60, s54
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s47, s47, s54
	s_add_f32 s47, s58, s47
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	s_sub_f32 s47, s47, s60
	v_mul_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_mul_f64 v[21:22], v[25:26], v[21:22]
	s_add_f32 s38, s38, s47
	v_readfirstlane_b32 s47, v14
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, s38
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s38, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s38
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s38, s47, 1
	s_and_b32 s62, s47, 2
	s_cmp_eq_u64 s[38:39], 0
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[15:16], v[15:16], v[21:22]
	v_cndmask_b32_e32 v17, s2, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sqrt_f32_e32 v18, v17
	v_cvt_f32_f64_e32 v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v15, v[15:16]
	v_add_nc_u32_e32 v12, -1, v18
	v_add_nc_u32_e32 v13, 1, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v12
	v_xor_b32_e32 v19, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v16, v16, v18, v17
	v_fma_f32 v19, v19, v18, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v16
	v_cndmask_b32_e64 v12, v18, v12, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v19
	v_cndmask_b32_e64 v12, v12, v13, s2
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[62:63], 0
	s_cselect_b32 s38, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e32 v13, v12, v13, vcc_lo
	v_cndmask_b32_e64 v12, -v15, v15, s38
	v_cndmask_b32_e64 v14, v0, -v0, s38
	v_cmp_class_f32_e64 vcc_lo, v17, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v12, s2
	v_cndmask_b32_e32 v13, v13, v17, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s41
	v_mul_f32_e32 v14, v14, v13
	global_store_b32 v1, v14, s[42:43]
	s_cbranch_vccnz .LBB10_15
	v_cndmask_b32_e64 v0, -v0, v0, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v12, v0, s2
	v_mul_f32_e32 v0, v0, v13
	global_store_b32 v1, v0, s[42:43] offset:4
.LBB10_15:
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_cbranch_vccnz .LBB10_17
	s_mul_hi_u32 s2, s45, 0xcd9e8d57
	s_mul_i32 s35, s35, 0xcd9e8d57
	s_xor_b32 s2, s81, s2
	s_mov_b32 s60, s52
	s_xor_b32 s2, s2, s35
	s_mov_b32 s54, s16
	s_mul_i32 s35, s2, 0xd2511f53
	s_mul_i32 s5, s5, 0xd2511f53
	s_lshr_b32 s35, s35, 9
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_cvt_f32_u32 s35, s35
	s_xor_b32 s2, s2, s5
	s_mov_b32 s58, s50
	s_xor_b32 s2, s84, s2
	s_add_f32 s35, s35, 0.5
	s_lshr_b32 s2, s2, 9
	s_mov_b32 s63, s39
	s_cvt_f32_u32 s2, s2
	s_mul_f32 s35, s35, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s2, s2, 0.5
	v_cvt_f64_f32_e32 v[12:13], s35
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s2, s2, 0x34000000
	s_add_i32 s2, s2, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s5, s2, 0x7fffff
	s_lshr_b32 s2, s2, 23
	s_add_i32 s5, s5, 0x3f3504f3
	s_addk_i32 s2, 0xff81
	s_add_f32 s5, s5, -1.0
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s35, s5, 2.0
	v_div_scale_f32 v0, null, s35, s35, s5
	v_div_scale_f32 v27, vcc_lo, s5, s35, s5
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v19, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v28, v0, v19, 1.0
	v_mul_f64 v[12:13], v[12:13], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v28, v19
	v_mul_f32_e32 v28, v27, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, v0, v28, v27
	v_fmac_f32_e32 v28, v29, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v0, v28
	v_div_fmas_f32 v0, v27, v19, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s35, s5
	v_readfirstlane_b32 s35, v0
	v_add_f64 v[14:15], 0x43380000, v[12:13]
	s_mul_f32 s38, s35, s35
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s45, s38, s38
	s_mul_f32 s47, s45, 0x3e789e26
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_f32 s47, s47, 0x3eccce13
	v_add_f64 v[15:16], 0xc3380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[15:16]
	v_mul_f64 v[12:13], v[12:13], s[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[12:13], v[12:13]
	v_mul_f64 v[17:18], v[15:16], s[14:15]
	v_mul_f64 v[21:22], v[15:16], s[60:61]
	v_mul_f64 v[23:24], v[12:13], v[15:16]
	v_mul_f64 v[25:26], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], s[16:17]
	v_add_f64 v[21:22], v[21:22], s[54:55]
	s_mul_f32 s54, s45, 0x3e91e9ee
	s_mul_f32 s45, s45, s47
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s54, s54, 0x3f2aaaaa
	s_mul_f32 s38, s38, s54
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_add_f32 s38, s38, s45
	s_mul_f32 s45, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	v_add_f64 v[17:18], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[56:57]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	v_mul_f64 v[15:16], v[15:16], -0.5
	v_add_f64 v[17:18], v[17:18], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[58:59]
	v_add_f64 v[15:16], v[15:16], 1.0
	s_mul_f32 s58, s5, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s47, s5, s58
	s_add_f32 s38, s47, s38
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s35, s35, s38
	s_add_f32 s35, s45, s35
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s35, s35, s47
	s_add_f32 s5, s5, s35
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, s5
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[23:24], v[17:18]
	v_mul_f64 v[21:22], v[25:26], v[21:22]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s5, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s5
	s_cselect_b32 vcc_lo, -1, 0
	v_readfirstlane_b32 s5, v14
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, s2, v0, vcc_lo
	s_and_b32 s38, s5, 1
	s_and_b32 s62, s5, 2
	s_cmp_eq_u64 s[38:39], 0
	v_add_f64 v[12:13], v[12:13], v[17:18]
	v_add_f64 v[15:16], v[15:16], v[21:22]
	v_sqrt_f32_e32 v17, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v12, v[12:13]
	v_cvt_f32_f64_e32 v15, v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, -1, v17
	v_add_nc_u32_e32 v16, 1, v17
	v_xor_b32_e32 v18, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v16
	v_fma_f32 v18, v18, v17, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v17, v0
	v_cmp_ge_f32_e64 s2, 0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v13, v17, v13, s2
	v_cmp_lt_f32_e64 s2, 0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v16, s2
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[62:63], 0
	s_cselect_b32 s5, -1, 0
	v_mul_f32_e32 v14, 0x37800000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, v13, v14, vcc_lo
	v_cndmask_b32_e64 v14, -v15, v15, s5
	v_cndmask_b32_e64 v12, v12, -v12, s5
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_cndmask_b32_e64 v12, v12, v14, s2
	v_cndmask_b32_e32 v0, v13, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v12, v0
	global_store_b32 v1, v0, s[42:43] offset:8
.LBB10_17:
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_18:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_23
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB10_22
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_mov_b32 s5, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_21:
	global_load_b32 v0, v[12:13], off
	global_load_b32 v21, v[14:15], off
	global_load_b32 v22, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v21, v21, v0 :: v_dual_mul_f32 v22, v20, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v21
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, s4, v21
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v22, v0
	v_and_b32_e32 v21, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[18:19]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_21
.LBB10_22:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_4
	s_branch .LBB10_24
.LBB10_23:
.LBB10_24:
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s5, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_26:
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
	v_mul_f32_e32 v18, s4, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	v_and_b32_e32 v18, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_26
	s_branch .LBB10_3
.LBB10_27:
	s_mul_f32 s3, s10, s8
	s_mul_f32 s8, s9, s8
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s3, 0, v16
	v_cndmask_b32_e64 v12, v12, v14, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v12, v0, s2
	v_cndmask_b32_e32 v20, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB10_7
	s_branch .LBB10_18
.LBB10_28:
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
		.amdhsa_next_free_vgpr 57
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
		.amdhsa_inst_pref_size 47
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

	.set tessera_quadratic_fast_wide.num_vgpr, 57
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     57
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     57
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     57
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     57
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w256.kd
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
    .max_flat_workgroup_size: 512
    .name:           tessera_quadratic_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w512.kd
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
    .name:           tessera_quadratic_fast_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w1024.kd
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
    .name:           tessera_quadratic_fast_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     59
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
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
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
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     57
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
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
