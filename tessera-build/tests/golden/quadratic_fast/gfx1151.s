	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_quadratic_fast_w4x64
	.p2align	8
	.type	tessera_quadratic_fast_w4x64,@function
tessera_quadratic_fast_w4x64:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_23
	v_lshrrev_b32_e32 v8, 2, v0
	s_mov_b32 s3, 0
	s_load_b64 s[6:7], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v8
	s_addc_u32 s5, s21, -1
	v_and_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	v_lshlrev_b32_e32 v6, 2, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v1, s4, s2
	v_cndmask_b32_e64 v12, s3, v2, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v1, v11, s23
	v_mad_u64_u32 v[2:3], null, v11, s22, 0
	v_mul_lo_u32 v4, v12, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v3, v3, v1, v4
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s3, s[22:23], v[0:1]
	v_add_co_u32 v4, s4, s16, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s17, v3, s4
	s_mov_b32 s4, exec_lo
	v_cmpx_gt_u64_e64 s[22:23], v[0:1]
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v9, vcc_lo, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v5, vcc_lo
	global_load_b32 v7, v[9:10], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[6:7], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB0_20
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_lshlrev_b32_e32 v17, 4, v0
	v_add_co_u32 v2, vcc_lo, s18, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s19, v3, vcc_lo
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 6, v8
	v_add_co_u32 v2, vcc_lo, v2, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_mov_b32 s18, 0x54442d18
	s_mov_b32 s28, 0x55555555
	s_mov_b32 s30, 0xb7789f5c
	s_mov_b32 s34, 0x16c16c17
	s_mov_b32 s21, 0
	s_mov_b32 s19, 0x3ff921fb
	s_mov_b32 s29, 0xbfc55555
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_mov_b32_e32 v14, s9
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0xa556c734
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s22, 3
	s_addc_u32 s1, s23, 0
	s_or_b32 s9, s2, s3
	s_lshr_b64 s[4:5], s[0:1], 2
	s_lshr_b32 s0, s1, 2
	v_mad_u64_u32 v[15:16], null, s4, v11, 0
	v_add_co_u32 v9, s1, s26, v0
	v_mul_lo_u32 v0, s0, v11
	v_mul_lo_u32 v13, s4, v12
	v_add_co_ci_u32_e64 v10, null, s27, 0, s1
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v15, 0
	s_add_u32 s0, s24, 0x9e3779b9
	s_add_u32 s1, s25, 0xbb67ae85
	s_add_u32 s4, s24, 0x3c6ef372
	v_add3_u32 v0, v16, v13, v0
	s_mov_b32 s22, 0x1a01a01a
	s_mov_b32 s26, 0x11111111
	v_xor_b32_e32 v11, s1, v11
	s_add_u32 s38, s25, 0x76cf5d0a
	v_xor_b32_e32 v0, v12, v0
	s_add_u32 s39, s24, 0xdaa66d2b
	s_add_u32 s40, s25, 0x32370b8f
	s_add_u32 s41, s24, 0x78dde6e4
	s_add_u32 s42, s25, 0xed9eba14
	v_xor_b32_e32 v0, s25, v0
	s_add_u32 s43, s24, 0x1715609d
	s_add_u32 s44, s25, 0xa9066899
	s_add_u32 s45, s24, 0xb54cda56
	s_add_u32 s46, s25, 0x646e171e
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_add_u32 s47, s24, 0x5384540f
	s_add_u32 s48, s25, 0x1fd5c5a3
	s_add_u32 s49, s24, 0xf1bbcdc8
	s_add_u32 s50, s25, 0xdb3d7428
	s_add_i32 s51, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	v_xor_b32_e32 v12, s0, v16
	v_xor_b32_e32 v13, s4, v15
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v16, v7 :: v_dual_add_nc_u32 v15, v8, v17
	s_xor_b32 s52, s9, -1
	s_mov_b32 s11, 0x3ec71de3
	s_mov_b32 s23, 0xbf2a01a0
	s_mov_b32 s27, 0x3f811111
	s_mov_b32 s31, 0x3e927e4f
	s_mov_b32 s5, 0x3efa01a0
	s_mov_b32 s35, 0xbf56c16c
	s_mov_b32 s37, 0x3fa55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v16
.LBB0_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v16, v0
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[6:7], s[16:17]
	s_cbranch_scc1 .LBB0_18
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB0_14
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_15
.LBB0_9:
	s_and_b32 s20, s16, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[20:21], 0
	s_cbranch_scc0 .LBB0_13
	v_mov_b32_e32 v0, v16
	s_and_saveexec_b32 s0, s52
	s_cbranch_execz .LBB0_12
.LBB0_11:
	global_load_b32 v0, v[2:3], off
	v_lshl_or_b32 v17, s20, 4, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_add_nc_u32 v17, v8, v17
	ds_load_b32 v17, v17
	v_mul_f32_e32 v0, s8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v16, v0 :: v_dual_mul_f32 v17, v14, v17
	v_add_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_branch .LBB0_6
.LBB0_13:
	v_add_co_u32 v0, vcc_lo, v9, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s17, v10, vcc_lo
	s_mov_b32 s4, s22
	s_mov_b32 s36, s28
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v0, s24, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v12, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, s38, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v23, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v18, s39, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s40, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v19, s42, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s41, v21, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v23, s43, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s44, v25, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, s46, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s45, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v21, s47, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s48, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v18, s50, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s49, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v0, v0
	v_lshrrev_b32_e32 v18, 9, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v21, v21, v17, s25
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v18, v18
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18, 0.5, v18
	v_cvt_f64_f32_e32 v[24:25], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v18
	v_cvt_f64_f32_e32 v[26:27], v0
	v_xor3_b32 v0, v23, v19, s51
	v_lshrrev_b32_e32 v23, 9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 9, v0
	v_cvt_f32_u32_e32 v23, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_dual_add_f32 v23, 0.5, v23 :: v_dual_add_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v23, 0x34000000, v23 :: v_dual_mul_f32 v0, 0x34000000, v0
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
	v_mul_f64 v[24:25], v[24:25], s[18:19]
	v_mul_f64 v[26:27], v[26:27], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[24:25], v[24:25]
	v_mul_f64 v[33:34], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[31:32], s[30:31]
	v_mul_f64 v[35:36], v[31:32], s[10:11]
	v_mul_f64 v[39:40], v[33:34], s[10:11]
	v_mul_f64 v[41:42], v[33:34], s[30:31]
	v_mul_f64 v[43:44], v[33:34], v[33:34]
	v_add_f64 v[37:38], -v[37:38], s[4:5]
	v_add_f64 v[35:36], v[35:36], s[22:23]
	v_add_f64 v[39:40], v[39:40], s[22:23]
	v_add_f64 v[41:42], -v[41:42], s[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[41:42], v[33:34], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[37:38], s[34:35]
	v_add_f64 v[17:18], v[35:36], s[26:27]
	v_and_b32_e32 v37, 0x7fffff, v23
	v_add_f64 v[21:22], v[39:40], s[26:27]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v37, 0x3f3504f3, v37
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_add_f64 v[35:36], v[41:42], s[34:35]
	v_mul_f64 v[39:40], v[31:32], v[31:32]
	v_mul_f64 v[41:42], v[26:27], v[33:34]
	v_add_f32_e32 v47, -1.0, v37
	v_and_b32_e32 v29, 0x7fffff, v0
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v49, 2.0, v47
	v_add_nc_u32_e32 v29, 0x3f3504f3, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v50, null, v49, v49, v47
	v_add_f32_e32 v29, -1.0, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v52, v50
	v_add_f32_e32 v45, 2.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_div_scale_f32 v46, null, v45, v45, v29
	v_div_scale_f32 v51, vcc_lo, v29, v45, v29
	v_mul_f64 v[19:20], v[31:32], v[19:20]
	v_mul_f64 v[17:18], v[31:32], v[17:18]
	v_rcp_f32_e32 v48, v46
	v_mul_f64 v[21:22], v[33:34], v[21:22]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	v_mul_f64 v[33:34], v[33:34], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v37, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v37, v48
	v_fma_f32 v37, -v50, v52, 1.0
	v_lshrrev_b32_e32 v23, 23, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v53, v51, v48
	v_fmac_f32_e32 v52, v37, v52
	v_div_scale_f32 v54, s0, v47, v49, v47
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v23, 0xffffff81, v23
	v_fma_f32 v38, -v46, v53, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v54, v52
	v_fmac_f32_e32 v53, v38, v48
	v_mul_f64 v[37:38], v[24:25], v[31:32]
	v_mul_f64 v[31:32], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v46, -v46, v53, v51
	v_add_f64 v[19:20], v[19:20], s[36:37]
	v_add_f64 v[17:18], v[17:18], s[28:29]
	v_div_fmas_f32 v46, v46, v48, v53
	s_mov_b32 vcc_lo, s0
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v45, v46, v45, v29
	v_add_f64 v[35:36], v[35:36], s[36:37]
	v_add_f64 v[33:34], -v[33:34], 1.0
	v_mul_f32_e32 v48, v45, v45
	v_add_f64 v[31:32], -v[31:32], 1.0
	v_mul_f64 v[19:20], v[39:40], v[19:20]
	v_mul_f32_e32 v40, 0.5, v29
	v_fma_f32 v51, -v50, v55, v54
	v_mul_f64 v[17:18], v[37:38], v[17:18]
	v_mul_f64 v[21:22], v[41:42], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v55, v51, v52
	v_mul_f32_e32 v40, v29, v40
	v_mul_f64 v[35:36], v[43:44], v[35:36]
	v_fma_f32 v46, -v50, v55, v54
	v_mul_f32_e32 v50, v48, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v51, 0x3e91e9ee, v50
	v_add_f32_e32 v38, 0x3f2aaaaa, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v48, v38
	v_div_fmas_f32 v46, v46, v52, v55
	v_div_fixup_f32 v46, v46, v49, v47
	v_mul_f32_e32 v49, 0x3e789e26, v50
	v_add_f64 v[19:20], v[31:32], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v52, v46, v46 :: v_dual_add_f32 v37, 0x3eccce13, v49
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[17:18], v[24:25], v[17:18]
	v_mul_f32_e32 v39, v52, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v37, v50, v37
	v_cvt_f32_i32_e32 v0, v0
	v_add_f64 v[21:22], v[26:27], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v41, 0x3e789e26, v39
	v_add_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v38, 0x3eccce13, v41
	v_mul_f32_e32 v42, 0x3e91e9ee, v39
	v_mul_f32_e32 v38, v39, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v41, 0x3f2aaaaa, v42 :: v_dual_mul_f32 v42, 0.5, v47
	v_mul_f32_e32 v39, v52, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v41, 0x3717f7d1, v0 :: v_dual_mul_f32 v42, v47, v42
	v_dual_mul_f32 v0, 0x3f317180, v0 :: v_dual_add_f32 v37, v40, v37
	v_add_f32_e32 v38, v39, v38
	v_cvt_f32_i32_e32 v39, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v37, v45, v37 :: v_dual_mul_f32 v26, 0x3f317180, v39
	v_cvt_f32_f64_e32 v31, v[19:20]
	v_add_f32_e32 v23, v41, v37
	v_dual_add_f32 v37, v42, v38 :: v_dual_mul_f32 v38, 0x3717f7d1, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v23, v23, v40
	v_mul_f32_e32 v37, v46, v37
	v_cvt_f32_f64_e32 v21, v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v25, v29, v23
	v_add_f32_e32 v29, v38, v37
	v_add_f64 v[23:24], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v0, v0, v25 :: v_dual_sub_f32 v25, v29, v42
	v_cvt_f32_f64_e32 v29, v[17:18]
	v_dual_mul_f32 v0, -2.0, v0 :: v_dual_add_f32 v25, v47, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_dual_add_f32 v25, v26, v25 :: v_dual_cndmask_b32 v26, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, -2.0, v25
	v_sqrt_f32_e32 v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x4f800000, v0
	v_cmp_gt_f32_e64 s0, 0xf800000, v0
	v_cndmask_b32_e64 v27, v0, v27, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v0, -1, v25
	v_add_nc_u32_e32 v17, 1, v25
	v_sqrt_f32_e32 v19, v27
	v_cvt_f32_f64_e32 v22, v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v18, -v0, v25, v26
	v_fma_f32 v20, -v17, v25, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v18
	v_dual_mov_b32 v18, v1 :: v_dual_add_nc_u32 v23, -1, v19
	v_add_nc_u32_e32 v24, 1, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v25, v0, s1
	v_cmp_lt_f32_e64 s1, 0, v20
	v_mov_b32_e32 v20, v1
	v_fma_f32 v32, -v24, v19, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v25, v0, v17, s1
	v_fma_f32 v0, -v23, v19, v27
	v_and_b32_e32 v17, 2, v28
	v_mul_f32_e32 v33, 0x37800000, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, 0, v0
	v_and_b32_e32 v0, 1, v28
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v23, v25, v33, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v32
	v_cmp_class_f32_e64 s1, v26, 0x260
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_and_b32_e32 v0, 1, v30
	v_dual_cndmask_b32 v24, v19, v24 :: v_dual_and_b32 v19, 2, v30
	v_cmp_eq_u64_e32 vcc_lo, 0, v[17:18]
	v_cndmask_b32_e64 v17, v23, v26, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v18, 0x37800000, v24
	v_cmp_eq_u64_e64 s1, 0, v[19:20]
	v_cndmask_b32_e64 v19, -v29, v29, vcc_lo
	v_cndmask_b32_e64 v20, -v31, v31, vcc_lo
	v_cndmask_b32_e64 v23, v29, -v29, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v18, v24, v18, s0
	v_cndmask_b32_e64 v24, -v21, v21, s1
	v_cndmask_b32_e64 v22, -v22, v22, s1
	v_cndmask_b32_e64 v0, v21, -v21, s1
	v_cmp_class_f32_e64 s0, v27, 0x260
	v_cndmask_b32_e64 v19, v20, v19, s4
	v_cndmask_b32_e64 v20, v23, v20, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v21, v22, v24 :: v_dual_cndmask_b32 v0, v0, v22
	v_cndmask_b32_e64 v18, v18, v27, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, v19, v17
	v_dual_mul_f32 v17, v20, v17 :: v_dual_mul_f32 v20, v21, v18
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_f32_e32 v0, v0, v18
	ds_store_2addr_b32 v15, v17, v19 offset1:1
	ds_store_2addr_b32 v15, v0, v20 offset0:2 offset1:3
	v_mov_b32_e32 v0, v16
	s_and_saveexec_b32 s0, s52
	s_cbranch_execnz .LBB0_11
	s_branch .LBB0_12
.LBB0_14:
	s_mul_f32 s1, s14, s12
	s_mul_f32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v0
	v_add_nc_u32_e32 v17, -1, v14
	v_add_nc_u32_e32 v18, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v14, v0
	v_fma_f32 v20, v20, v14, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v19
	v_cndmask_b32_e64 v14, v14, v17, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v20
	v_cndmask_b32_e64 v14, v14, v18, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v14
	v_cndmask_b32_e64 v14, v14, v17, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v14, v0, s0
	v_cndmask_b32_e32 v14, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB0_9
.LBB0_15:
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s0, s52
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
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
	s_branch .LBB0_5
.LBB0_18:
	s_branch .LBB0_21
.LBB0_19:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s9, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s1, s0
	s_xor_b32 s0, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_22
	s_branch .LBB0_23
.LBB0_20:
	s_cbranch_execnz .LBB0_19
.LBB0_21:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	s_xor_b32 s0, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_23
.LBB0_22:
	v_add_co_u32 v0, vcc_lo, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v5, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v7, off
.LBB0_23:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w4x64
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 56
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
		.amdhsa_inst_pref_size 27
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

	.set tessera_quadratic_fast_w4x64.num_vgpr, 56
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
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_21
	s_load_b64 s[16:17], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s18, s2
	v_cmp_gt_u64_e64 s3, s[18:19], v[0:1]
	s_lshl_b64 s[34:35], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s12, s34
	s_addc_u32 s13, s13, s35
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v6, v5, s[12:13]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[16:17], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB6_18
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v7, 3, v0
	v_lshrrev_b32_e32 v1, 2, v0
	v_and_b32_e32 v0, 0x3fc, v0
	s_mov_b32 s28, 0x54442d18
	s_mov_b32 s30, 0xa556c734
	s_mov_b32 s36, 0x16c16c17
	s_mov_b32 s27, 0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s29, 0x3ff921fb
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s37, 0xbf56c16c
	s_mov_b32 s39, 0x3fa55555
	v_lshl_or_b32 v0, v7, 12, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s7, 0
	v_mov_b32_e32 v12, s5
	s_cselect_b32 s11, -1, 0
	s_add_u32 s26, s14, s34
	s_addc_u32 s34, s15, s35
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s6, 0x1a01a01a
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s18, 3
	s_addc_u32 s1, s19, 0
	s_mov_b32 s18, 0x55555555
	s_lshr_b64 s[14:15], s[0:1], 2
	v_add_co_u32 v7, s0, s22, v7
	v_mad_u64_u32 v[3:4], null, s14, s2, v[1:2]
	v_add_co_ci_u32_e64 v8, null, s23, 0, s0
	s_lshr_b32 s0, s1, 2
	s_add_u32 s1, s21, 0xbb67ae85
	s_mov_b32 s14, 0x11111111
	s_mov_b32 s22, 0xb7789f5c
	v_mad_u64_u32 v[9:10], null, s0, s2, v[4:5]
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v3, 0
	v_add_co_u32 v3, s0, s26, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s34, 0, s0
	s_add_u32 s0, s20, 0x9e3779b9
	s_add_u32 s2, s20, 0x3c6ef372
	v_xor_b32_e32 v1, v11, v9
	v_xor_b32_e32 v9, s1, v10
	s_mov_b32 s7, 0xbf2a01a0
	s_add_u32 s5, s21, 0x76cf5d0a
	s_add_u32 s40, s20, 0xdaa66d2b
	v_xor_b32_e32 v1, s21, v1
	s_add_u32 s41, s21, 0x32370b8f
	s_add_u32 s42, s20, 0x78dde6e4
	s_add_u32 s43, s21, 0xed9eba14
	s_add_u32 s44, s20, 0x1715609d
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	s_add_u32 s45, s21, 0xa9066899
	s_add_u32 s46, s20, 0xb54cda56
	s_add_u32 s47, s21, 0x646e171e
	s_add_u32 s48, s20, 0x5384540f
	s_add_u32 s49, s21, 0x1fd5c5a3
	s_add_u32 s50, s20, 0xf1bbcdc8
	v_xor_b32_e32 v10, s0, v14
	v_xor_b32_e32 v11, s2, v13
	s_add_u32 s51, s21, 0xdb3d7428
	s_add_i32 s52, s20, 0x8ff34781
	s_add_i32 s21, s21, 0x96a522ad
	s_mov_b32 s15, 0x3f811111
	s_mov_b32 s19, 0xbfc55555
	s_mov_b32 s23, 0x3e927e4f
	s_mov_b32 s35, 0x3efa01a0
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB6_6:
	s_add_u32 s24, s24, 1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v6, v1
	s_addc_u32 s25, s25, 0
	s_cmp_eq_u64 s[16:17], s[24:25]
	s_cbranch_scc1 .LBB6_19
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB6_14
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_15
.LBB6_9:
	s_and_b32 s26, s24, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[26:27], 0
	s_cbranch_scc0 .LBB6_13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB6_12
.LBB6_11:
	global_load_b32 v1, v[3:4], off
	v_lshl_or_b32 v13, s26, 12, v5
	ds_load_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v13, v12, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s4, v1
	v_add_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v13, v1
	v_and_b32_e32 v13, 0x7fffffff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB6_12:
	s_or_b32 exec_lo, exec_lo, s0
	s_branch .LBB6_6
.LBB6_13:
	v_add_co_u32 v1, vcc_lo, v7, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s25, v8, vcc_lo
	s_mov_b32 s34, s6
	s_mov_b32 s38, s18
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v1, s20, v14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v1, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v1, v15, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, v17, s5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	v_xor_b32_e32 v1, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v14, s40, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, s41, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, v15, s43, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, s42, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v19, s44, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, s45, v21, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, v16, s47, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, s46, v14, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, v17, s48, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v1, 0
	v_xor3_b32 v1, s49, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, v14, s51, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, s50, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	v_lshrrev_b32_e32 v1, 9, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v1, v1
	v_lshrrev_b32_e32 v14, 9, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v17, v13, s21
	v_cvt_f32_u32_e32 v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, 0.5, v1 :: v_dual_add_f32 v14, 0.5, v14
	v_mul_f32_e32 v1, 0x34000000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_f32_e32 v[20:21], v1
	v_mul_f32_e32 v1, 0x34000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[22:23], v1
	v_xor3_b32 v1, v19, v15, s52
	v_lshrrev_b32_e32 v19, 9, v17
	v_lshrrev_b32_e32 v1, 9, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v19, v19
	v_cvt_f32_u32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v19, 0.5, v19
	v_add_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, 0x34000000, v19
	v_mul_f32_e32 v1, 0x34000000, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x4afb0d, v19
	v_add_nc_u32_e32 v1, 0x4afb0d, v1
	v_mul_f64 v[20:21], v[20:21], 4.0
	v_mul_f64 v[22:23], v[22:23], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], 0x43380000, v[20:21]
	v_add_f64 v[26:27], 0x43380000, v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], 0xc3380000, v[24:25]
	v_add_f64 v[30:31], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], -v[28:29]
	v_add_f64 v[22:23], v[22:23], -v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], s[28:29]
	v_mul_f64 v[22:23], v[22:23], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[20:21], v[20:21]
	v_mul_f64 v[29:30], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], s[30:31]
	v_mul_f64 v[33:34], v[27:28], s[22:23]
	v_mul_f64 v[35:36], v[29:30], s[30:31]
	v_mul_f64 v[37:38], v[29:30], s[22:23]
	v_mul_f64 v[39:40], v[29:30], v[29:30]
	v_add_f64 v[31:32], v[31:32], s[6:7]
	v_add_f64 v[33:34], -v[33:34], s[34:35]
	v_add_f64 v[35:36], v[35:36], s[6:7]
	v_add_f64 v[37:38], -v[37:38], s[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[37:38], v[29:30], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[31:32], s[14:15]
	v_add_f64 v[15:16], v[33:34], s[36:37]
	v_and_b32_e32 v33, 0x7fffff, v19
	v_add_f64 v[17:18], v[35:36], s[14:15]
	v_add_f64 v[31:32], v[37:38], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v33, 0x3f3504f3, v33
	v_mul_f64 v[35:36], v[27:28], v[27:28]
	v_mul_f64 v[37:38], v[22:23], v[29:30]
	v_add_f32_e32 v43, -1.0, v33
	v_and_b32_e32 v25, 0x7fffff, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v45, 2.0, v43
	v_add_nc_u32_e32 v25, 0x3f3504f3, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v46, null, v45, v45, v43
	v_add_f32_e32 v25, -1.0, v25
	v_div_scale_f32 v50, s0, v43, v45, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v48, v46
	v_add_f32_e32 v41, 2.0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_div_scale_f32 v42, null, v41, v41, v25
	v_div_scale_f32 v47, vcc_lo, v25, v41, v25
	v_mul_f64 v[13:14], v[27:28], v[13:14]
	v_mul_f64 v[15:16], v[27:28], v[15:16]
	v_rcp_f32_e32 v44, v42
	v_mul_f64 v[17:18], v[29:30], v[17:18]
	v_mul_f64 v[31:32], v[29:30], v[31:32]
	v_mul_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v42, v44, 1.0
	v_fmac_f32_e32 v44, v33, v44
	v_fma_f32 v33, -v46, v48, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v49, v47, v44
	v_fmac_f32_e32 v48, v33, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v42, v49, v47
	v_mul_f32_e32 v51, v50, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v49, v34, v44
	v_mul_f64 v[33:34], v[20:21], v[27:28]
	v_mul_f64 v[27:28], v[27:28], 0.5
	v_fma_f32 v42, -v42, v49, v47
	v_add_f64 v[13:14], v[13:14], s[18:19]
	v_add_f64 v[15:16], v[15:16], s[38:39]
	v_fma_f32 v47, -v46, v51, v50
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_fmas_f32 v42, v42, v44, v49
	v_add_f64 v[17:18], v[17:18], s[18:19]
	v_add_f64 v[31:32], v[31:32], s[38:39]
	v_fmac_f32_e32 v51, v47, v48
	s_mov_b32 vcc_lo, s0
	v_div_fixup_f32 v41, v42, v41, v25
	v_add_f64 v[29:30], -v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v42, -v46, v51, v50
	v_mul_f32_e32 v44, v41, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v42, v42, v48, v51
	v_mul_f32_e32 v46, v44, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v42, v42, v45, v43
	v_mul_f32_e32 v45, 0x3e789e26, v46
	v_mul_f32_e32 v47, 0x3e91e9ee, v46
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v48, v42, v42
	v_add_f64 v[27:28], -v[27:28], 1.0
	v_mul_f64 v[13:14], v[33:34], v[13:14]
	v_mul_f64 v[15:16], v[35:36], v[15:16]
	v_add_f32_e32 v33, 0x3eccce13, v45
	v_dual_add_f32 v34, 0x3f2aaaaa, v47 :: v_dual_mul_f32 v35, v48, v48
	v_mul_f64 v[17:18], v[37:38], v[17:18]
	v_mul_f64 v[31:32], v[39:40], v[31:32]
	v_mul_f32_e32 v36, 0.5, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v33, v46, v33 :: v_dual_mul_f32 v34, v44, v34
	v_lshrrev_b32_e32 v1, 23, v1
	v_mul_f32_e32 v37, 0x3e789e26, v35
	v_mul_f32_e32 v38, 0x3e91e9ee, v35
	v_dual_mul_f32 v36, v25, v36 :: v_dual_add_f32 v33, v34, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v1, 0xffffff81, v1
	v_add_f32_e32 v34, 0x3eccce13, v37
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v37, 0x3f2aaaaa, v38
	v_lshrrev_b32_e32 v19, 23, v19
	v_add_f32_e32 v33, v36, v33
	v_cvt_f32_i32_e32 v1, v1
	v_mul_f32_e32 v38, 0.5, v43
	v_dual_mul_f32 v34, v35, v34 :: v_dual_mul_f32 v35, v48, v37
	v_add_nc_u32_e32 v19, 0xffffff81, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v37, 0x3717f7d1, v1
	v_dual_mul_f32 v33, v41, v33 :: v_dual_mul_f32 v38, v43, v38
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v34, v35, v34
	v_cvt_f32_i32_e32 v35, v19
	v_mul_f32_e32 v1, 0x3f317180, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v19, v37, v33
	v_dual_add_f32 v33, v38, v34 :: v_dual_mul_f32 v34, 0x3717f7d1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v19, v19, v36
	v_mul_f32_e32 v33, v42, v33
	v_add_f64 v[13:14], v[20:21], v[13:14]
	v_add_f64 v[15:16], v[27:28], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v21, v25, v19
	v_add_f32_e32 v25, v34, v33
	v_add_f64 v[17:18], v[22:23], v[17:18]
	v_add_f64 v[19:20], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v1, v1, v21 :: v_dual_mul_f32 v22, 0x3f317180, v35
	v_sub_f32_e32 v21, v25, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, -2.0, v1
	v_add_f32_e32 v21, v43, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v1
	v_dual_add_f32 v21, v22, v21 :: v_dual_cndmask_b32 v22, v1, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, -2.0, v21
	v_sqrt_f32_e32 v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x4f800000, v1
	v_cmp_gt_f32_e64 s0, 0xf800000, v1
	v_cndmask_b32_e64 v23, v1, v23, s0
	s_delay_alu instid0(TRANS32_DEP_1)
	v_add_nc_u32_e32 v1, -1, v21
	v_cvt_f32_f64_e32 v25, v[13:14]
	v_cvt_f32_f64_e32 v27, v[15:16]
	v_add_nc_u32_e32 v13, 1, v21
	v_sqrt_f32_e32 v15, v23
	v_fma_f32 v14, -v1, v21, v22
	v_cvt_f32_f64_e32 v17, v[17:18]
	v_cvt_f32_f64_e32 v18, v[19:20]
	v_fma_f32 v16, -v13, v21, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v14
	v_dual_mov_b32 v14, v2 :: v_dual_add_nc_u32 v19, -1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v1, v21, v1, s1
	v_cmp_lt_f32_e64 s1, 0, v16
	v_add_nc_u32_e32 v20, 1, v15
	v_mov_b32_e32 v16, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v1, v13, s1
	v_fma_f32 v1, -v19, v15, v23
	v_fma_f32 v28, -v20, v15, v23
	v_and_b32_e32 v13, 2, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v29, 0x37800000, v21
	v_cmp_ge_f32_e64 s1, 0, v1
	v_and_b32_e32 v1, 1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v15, v15, v19, s1
	v_cndmask_b32_e32 v19, v21, v29, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v28
	v_cmp_class_f32_e64 s1, v22, 0x260
	v_cmp_eq_u64_e64 s2, 0, v[1:2]
	v_dual_cndmask_b32 v20, v15, v20 :: v_dual_and_b32 v1, 1, v26
	v_and_b32_e32 v15, 2, v26
	v_cmp_eq_u64_e32 vcc_lo, 0, v[13:14]
	v_cndmask_b32_e64 v13, v19, v22, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v14, 0x37800000, v20
	v_cmp_eq_u64_e64 s1, 0, v[15:16]
	v_cndmask_b32_e64 v15, -v25, v25, vcc_lo
	v_cndmask_b32_e64 v16, -v27, v27, vcc_lo
	v_cndmask_b32_e64 v19, v25, -v25, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[1:2]
	v_cndmask_b32_e64 v14, v20, v14, s0
	v_cndmask_b32_e64 v20, -v17, v17, s1
	v_cndmask_b32_e64 v18, -v18, v18, s1
	v_cndmask_b32_e64 v1, v17, -v17, s1
	v_cmp_class_f32_e64 s0, v23, 0x260
	v_cndmask_b32_e64 v15, v16, v15, s2
	v_cndmask_b32_e64 v16, v19, v16, s2
	v_cndmask_b32_e32 v17, v18, v20, vcc_lo
	v_cndmask_b32_e32 v1, v1, v18, vcc_lo
	v_cndmask_b32_e64 v14, v14, v23, s0
	v_mul_f32_e32 v15, v15, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v13, v16, v13 :: v_dual_mul_f32 v16, v17, v14
	v_mul_f32_e32 v1, v1, v14
	ds_store_2addr_b32 v0, v13, v15 offset1:1
	ds_store_2addr_b32 v0, v1, v16 offset0:2 offset1:3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_11
	s_branch .LBB6_12
.LBB6_14:
	s_mul_f32 s1, s10, s8
	s_mul_f32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v1, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, s1, v1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v12, v1
	v_add_nc_u32_e32 v13, -1, v12
	v_add_nc_u32_e32 v14, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v15, v15, v12, v1
	v_fma_f32 v16, v16, v12, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v15
	v_cndmask_b32_e64 v12, v12, v13, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v16
	v_cndmask_b32_e64 v12, v12, v14, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s0
	v_cmp_class_f32_e64 s0, v1, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v12, v1, s0
	v_cndmask_b32_e32 v12, 0, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB6_9
.LBB6_15:
	s_cbranch_execz .LBB6_6
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB6_5
	global_load_b32 v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v1
	v_mul_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s4, v1
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
	global_store_b32 v5, v1, s[12:13]
.LBB6_21:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic_fast_w1024
		.amdhsa_group_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr 52
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
		.amdhsa_inst_pref_size 25
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

	.set tessera_quadratic_fast_w1024.num_vgpr, 52
	.set tessera_quadratic_fast_w1024.num_agpr, 0
	.set tessera_quadratic_fast_w1024.numbered_sgpr, 53
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic_fast_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 512
    .name:           tessera_quadratic_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     63
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
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_quadratic_fast_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic_fast_w8192.kd
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
