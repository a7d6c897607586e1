	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_tether_fast_w4x64
	.p2align	8
	.type	tessera_tether_fast_w4x64,@function
tessera_tether_fast_w4x64:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_26
	v_lshrrev_b32_e32 v9, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v9
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v11, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v10, s3, v2, s2
	v_mul_lo_u32 v1, v11, s15
	v_mad_u64_u32 v[3:4], null, v11, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v10, s14
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v7, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s8, v3
	v_add_co_ci_u32_e64 v6, null, s9, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v12, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v6, vcc_lo
	global_load_b32 v8, v[12:13], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc0 .LBB0_23
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v11, 0
	v_add_co_u32 v3, vcc_lo, s10, v3
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v2, 0xfc, v0
	v_add_co_ci_u32_e64 v14, null, s11, v4, vcc_lo
	v_lshl_or_b32 v4, v9, 2, 0x400
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v9, 2, v2
	v_add_co_u32 v2, vcc_lo, v3, v7
	v_add_co_ci_u32_e64 v3, null, 0, v14, vcc_lo
	s_mov_b32 s1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v17, s1 :: v_dual_and_b32 v16, 1, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v11, s25, v10
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[14:15], 0
	s_mov_b32 s10, 0x54442d18
	s_cselect_b32 s44, -1, 0
	v_xor_b32_e32 v11, v13, v11
	s_cmp_lg_u32 s18, 0
	s_mov_b32 s18, 0xa556c734
	s_cselect_b32 s45, -1, 0
	s_add_u32 s5, s24, 0x9e3779b9
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v11, 0
	s_add_u32 s6, s25, 0xbb67ae85
	s_add_u32 s7, s24, 0x3c6ef372
	v_xor_b32_e32 v12, s6, v12
	s_or_b32 s23, s2, s3
	s_mov_b32 s30, 0x1a01a01a
	s_mov_b32 s34, 0x11111111
	v_xor_b32_e32 v11, s5, v14
	v_dual_mov_b32 v15, s1 :: v_dual_and_b32 v14, 2, v0
	v_cmp_eq_u64_e64 s5, 0, v[16:17]
	v_xor_b32_e32 v13, s7, v13
	s_mov_b32 s36, 0x55555555
	s_mov_b32 s38, 0xb7789f5c
	v_cmp_eq_u64_e64 s1, 0, v[14:15]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v8
	v_or_b32_e32 v10, v9, v7
	s_mov_b32 s40, 0x16c16c17
	s_add_u32 s46, s25, 0x76cf5d0a
	s_add_u32 s47, s24, 0xdaa66d2b
	s_add_u32 s48, s25, 0x32370b8f
	s_add_u32 s49, s24, 0x78dde6e4
	s_xor_b32 s50, s23, -1
	s_add_u32 s51, s25, 0xed9eba14
	s_add_u32 s52, s24, 0x1715609d
	s_add_u32 s53, s25, 0xa9066899
	s_add_u32 s54, s24, 0xb54cda56
	s_add_u32 s55, s25, 0x646e171e
	s_add_u32 s56, s24, 0x5384540f
	s_add_u32 s57, s25, 0x1fd5c5a3
	s_add_u32 s58, s24, 0xf1bbcdc8
	s_add_u32 s59, s25, 0xdb3d7428
	s_add_i32 s60, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_mov_b32 s11, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s31, 0xbf2a01a0
	s_mov_b32 s35, 0x3f811111
	s_mov_b32 s37, 0xbfc55555
	s_mov_b32 s39, 0xbe927e4f
	s_mov_b32 s9, 0x3efa01a0
	s_mov_b32 s41, 0xbf56c16c
	s_mov_b32 s43, 0x3fa55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v14
.LBB0_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v14, v0
	s_addc_u32 s29, s29, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[28:29], s[12:13]
	s_cbranch_scc1 .LBB0_21
.LBB0_7:
	s_and_saveexec_b32 s6, s4
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v10, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB0_14
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s44
	s_cbranch_vccnz .LBB0_13
	v_mov_b32_e32 v15, v9
	s_mov_b64 s[6:7], s[14:15]
.LBB0_12:
	ds_load_b32 v16, v15
	v_add_nc_u32_e32 v15, 4, v15
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_cbranch_scc1 .LBB0_12
.LBB0_13:
	ds_store_b32 v4, v0
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s45
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_18
	v_mov_b32_e32 v0, v14
	s_and_saveexec_b32 s61, s50
	s_cbranch_execz .LBB0_17
	s_mul_f32 s62, s22, s20
	global_load_b32 v32, v[2:3], off
	s_cmp_gt_f32 s62, 0
	s_mul_f32 s7, s62, 0x4f800000
	s_cselect_b32 s6, -1, 0
	s_cmp_lt_f32 s62, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s8, s28, s26
	s_addc_u32 s42, s29, s27
	s_mul_hi_u32 s63, s42, 0xcd9e8d57
	s_mul_i32 s42, s42, 0xcd9e8d57
	s_xor_b32 s63, s24, s63
	v_xor_b32_e32 v15, s42, v11
	s_xor_b32 s8, s63, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s42, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor_b32_e32 v17, s42, v12
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_mov_b32 s42, s36
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v16, s8, s46, v16
	s_mov_b32 s8, s30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, v18, v13
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v16, v19, s47, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s48, v21, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v16, v16, s51, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s49, v22, v18
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v17, v17, s52, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, s53, v19, v15
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v15, 0
	v_xor3_b32 v15, v20, s55, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s54, v22, v16
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v16, v16, s56, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, s57, v18, v19
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v16, v19, s59, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s58, v21, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v17, 0
	v_cndmask_b32_e64 v15, v21, v15, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v15, 9, v15
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0.5, v15
	v_mul_f32_e32 v15, 0x34000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[23:24], v15
	v_xor3_b32 v15, v20, v16, s60
	v_xor3_b32 v16, v22, v18, s25
	v_cndmask_b32_e64 v15, v16, v15, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v15, 9, v15
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0.5, v15
	v_mul_f32_e32 v19, 0x34000000, v19
	v_mul_f64 v[23:24], v[23:24], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], 0x43380000, v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], -v[26:27]
	v_mul_f64 v[23:24], v[23:24], s[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[23:24], v[23:24]
	v_mul_f64 v[28:29], v[26:27], s[18:19]
	v_mul_f64 v[30:31], v[26:27], s[38:39]
	v_mul_f64 v[21:22], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[30:31]
	v_add_f64 v[30:31], v[30:31], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[34:35]
	v_add_f64 v[30:31], v[30:31], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[26:27], v[28:29]
	v_mul_f64 v[17:18], v[26:27], v[30:31]
	v_add_nc_u32_e32 v28, 0x4afb0d, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x7fffff, v28
	v_add_nc_u32_e32 v19, 0x3f3504f3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v29, -1.0, v19
	v_mul_f64 v[19:20], v[23:24], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -0.5
	v_add_f32_e32 v30, 2.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v35, vcc_lo, v29, v30, v29
	v_rcp_f32_e32 v33, v31
	v_add_f64 v[15:16], v[15:16], s[36:37]
	v_add_f64 v[17:18], v[17:18], s[42:43]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v31, v33, 1.0
	v_fmac_f32_e32 v33, v34, v33
	v_lshrrev_b32_e32 v28, 23, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v35, v33
	v_fma_f32 v36, -v31, v34, v35
	v_add_f64 v[26:27], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v36, v33
	v_fma_f32 v31, -v31, v34, v35
	v_mul_f64 v[15:16], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v31, v33, v34
	v_mul_f64 v[17:18], v[21:22], v[17:18]
	v_div_fixup_f32 v19, v19, v30, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v19, v19
	v_mul_f32_e32 v21, v20, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3e789e26, v21
	v_dual_mul_f32 v31, 0.5, v29 :: v_dual_add_f32 v22, 0x3eccce13, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v30, 0x3e91e9ee, v21 :: v_dual_mul_f32 v21, v21, v22
	v_add_f32_e32 v30, 0x3f2aaaaa, v30
	v_add_nc_u32_e32 v22, 0xffffff81, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v28, v29, v31
	v_mul_f32_e32 v20, v20, v30
	v_add_f64 v[15:16], v[23:24], v[15:16]
	ds_load_b32 v24, v4
	v_add_f64 v[17:18], v[26:27], v[17:18]
	v_add_f32_e32 v20, v20, v21
	v_cvt_f32_i32_e32 v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v22, 0x3717f7d1, v21
	v_add_f32_e32 v20, v28, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, v19, v20 :: v_dual_mov_b32 v20, v1
	v_add_f32_e32 v19, v22, v19
	v_cndmask_b32_e64 v22, s62, v0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v0, 0x3f317180, v21 :: v_dual_sub_f32 v19, v19, v28
	v_sqrt_f32_e32 v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v29, v19
	v_add_f32_e32 v23, v0, v19
	v_and_b32_e32 v19, 2, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, -2.0, v23
	v_cmp_eq_u64_e32 vcc_lo, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v26, 0x4f800000, v23
	v_and_b32_e32 v0, 1, v25
	v_xor_b32_e32 v25, 0x80000000, v16
	v_cndmask_b32_e32 v18, v19, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s8, 0, v[0:1]
	v_cndmask_b32_e32 v0, v25, v16, vcc_lo
	v_cndmask_b32_e32 v16, v16, v25, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v18, v0, s8
	v_cndmask_b32_e64 v16, v16, v18, s8
	v_cndmask_b32_e32 v19, v23, v26, vcc_lo
	v_cndmask_b32_e64 v23, v17, v15, s8
	v_cndmask_b32_e64 v15, v15, v17, s8
	v_add_nc_u32_e32 v17, 1, v21
	v_cndmask_b32_e64 v16, v0, v16, s5
	v_sqrt_f32_e32 v18, v19
	v_add_f32_e32 v0, v14, v14
	v_cndmask_b32_e64 v15, v23, v15, s5
	v_xor_b32_e32 v23, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v15, v[15:16]
	v_add_nc_u32_e32 v20, -1, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, -4.0, v24
	v_add_nc_u32_e32 v24, -1, v18
	v_fma_f32 v23, v23, v21, v22
	v_xor_b32_e32 v25, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, v16, v16
	v_fma_f32 v25, v25, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, 0x3c23d70a, v16
	v_cmp_ge_f32_e64 s8, 0, v25
	v_fma_f32 v25, -v24, v18, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v16
	v_cndmask_b32_e64 v20, v21, v20, s8
	v_add_nc_u32_e32 v21, 1, v18
	v_cmp_lt_f32_e64 s8, 0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, v20, v17, s8
	v_fma_f32 v20, -v21, v18, v19
	v_cmp_ge_f32_e64 s8, 0, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, 0x37800000, v17
	v_cndmask_b32_e64 v18, v18, v24, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_lt_f32_e64 s8, 0, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v24, v14, v32
	v_cndmask_b32_e64 v17, v17, v23, s7
	v_cmp_class_f32_e64 s7, v22, 0x260
	v_cndmask_b32_e64 v18, v18, v21, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v20, v24, v24
	v_cndmask_b32_e64 v17, v17, v22, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, 0x37800000, v18
	v_mul_f32_e32 v20, 0.5, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, 0, v17, s6
	v_cndmask_b32_e32 v16, v18, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v19, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v0, v0, v20
	v_cndmask_b32_e64 v17, v17, s17, s33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v16, v16, v19, vcc_lo
	v_dual_mul_f32 v0, s16, v0 :: v_dual_mul_f32 v15, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v14, v0 :: v_dual_mul_f32 v15, v17, v15
	v_add_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s61
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_19
.LBB0_18:
.LBB0_19:
	s_and_saveexec_b32 s6, s50
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v15, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v16, v14, v14 :: v_dual_add_f32 v15, -4.0, v15
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v14, v0 :: v_dual_add_f32 v15, v15, v15
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v15, 0x3c23d70a, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v15, v16, v15
	v_add_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_21:
	s_branch .LBB0_24
.LBB0_22:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_25
	s_branch .LBB0_26
.LBB0_23:
	s_cbranch_execnz .LBB0_22
.LBB0_24:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_26
.LBB0_25:
	v_add_co_u32 v0, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v6, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v8, off
.LBB0_26:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w4x64
		.amdhsa_group_segment_fixed_size 1280
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
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 64
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
		.amdhsa_inst_pref_size 22
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
	.size	tessera_tether_fast_w4x64, .Lfunc_end0-tessera_tether_fast_w4x64

	.set tessera_tether_fast_w4x64.num_vgpr, 37
	.set tessera_tether_fast_w4x64.num_agpr, 0
	.set tessera_tether_fast_w4x64.numbered_sgpr, 64
	.set tessera_tether_fast_w4x64.num_named_barrier, 0
	.set tessera_tether_fast_w4x64.private_seg_size, 0
	.set tessera_tether_fast_w4x64.uses_vcc, 1
	.set tessera_tether_fast_w4x64.uses_flat_scratch, 0
	.set tessera_tether_fast_w4x64.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w4x64.has_recursion, 0
	.set tessera_tether_fast_w4x64.has_indirect_call, 0
	.globl	tessera_tether_fast_w32x8
	.p2align	8
	.type	tessera_tether_fast_w32x8,@function
tessera_tether_fast_w32x8:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[26:27], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_32
	v_lshrrev_b32_e32 v9, 5, v0
	s_mov_b32 s3, 0
	s_load_b64 s[10:11], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s24, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v9
	s_addc_u32 s5, s25, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[24:25], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v11, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v12, s3, v2, s2
	v_mul_lo_u32 v1, v11, s27
	v_mad_u64_u32 v[3:4], null, v11, s26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v12, s26
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[26:27], v[1:2]
	v_cmp_gt_u64_e64 s4, s[26:27], v[1:2]
	v_lshlrev_b32_e32 v7, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s20, v3
	v_add_co_ci_u32_e64 v6, null, s21, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v13, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v6, vcc_lo
	global_load_b32 v8, v[13:14], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[10:11], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc0 .LBB1_29
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	s_mov_b32 s25, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v13, 2, v0
	v_lshrrev_b32_e32 v1, 2, v1
	v_dual_mov_b32 v14, s25 :: v_dual_and_b32 v15, 1, v0
	v_mov_b32_e32 v16, s25
	v_and_b32_e32 v10, 0xe0, v0
	v_add_co_u32 v3, vcc_lo, s22, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	v_add_co_ci_u32_e64 v4, null, s23, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v7
	v_cmp_gt_u64_e64 s64, s[26:27], 7
	v_lshl_or_b32 v9, v9, 2, 0x400
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[26:27], 0
	s_mov_b32 s22, 0x54442d18
	s_cselect_b32 s46, -1, 0
	s_cmp_lg_u32 s14, 0
	s_mov_b32 s34, 0x1a01a01a
	s_cselect_b32 s47, -1, 0
	s_or_b32 s19, s2, s3
	s_mov_b32 s36, 0x11111111
	s_xor_b32 s48, s19, -1
	s_add_u32 s6, s26, 3
	s_addc_u32 s7, s27, 0
	s_and_b32 s24, s26, 7
	s_lshr_b64 s[8:9], s[6:7], 2
	s_lshr_b32 s5, s7, 2
	v_mad_u64_u32 v[13:14], null, s8, v11, v[1:2]
	v_mul_lo_u32 v1, s8, v12
	v_mul_lo_u32 v12, s5, v11
	v_cmp_eq_u64_e64 s5, 0, v[15:16]
	s_add_u32 s7, s29, 0xbb67ae85
	s_add_u32 s6, s28, 0x9e3779b9
	s_add_u32 s8, s28, 0x3c6ef372
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v13, 0
	s_add_u32 s49, s29, 0x76cf5d0a
	v_add3_u32 v1, v12, v14, v1
	s_add_u32 s50, s28, 0xdaa66d2b
	s_add_u32 s51, s29, 0x32370b8f
	s_add_u32 s52, s28, 0x78dde6e4
	s_add_u32 s53, s29, 0xed9eba14
	v_xor_b32_e32 v1, v16, v1
	s_add_u32 s54, s28, 0x1715609d
	s_add_u32 s55, s29, 0xa9066899
	s_add_u32 s56, s28, 0xb54cda56
	s_add_u32 s57, s29, 0x646e171e
	v_xor_b32_e32 v1, s29, v1
	s_add_u32 s58, s28, 0x5384540f
	s_add_u32 s59, s29, 0x1fd5c5a3
	s_add_u32 s60, s28, 0xf1bbcdc8
	s_add_u32 s61, s29, 0xdb3d7428
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	v_lshlrev_b32_e32 v1, 2, v0
	v_xor_b32_e32 v0, s7, v15
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v15, v8 :: v_dual_lshlrev_b32 v10, 2, v10
	s_add_i32 s62, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	s_and_b32 s14, s26, 56
	v_xor_b32_e32 v12, s6, v14
	v_or_b32_e32 v11, v10, v7
	v_xor_b32_e32 v13, s8, v13
	v_and_b32_e32 v14, 0x380, v1
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s26, 0xa556c734
	s_mov_b32 s38, 0x55555555
	s_mov_b32 s40, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s15, s25
	s_cselect_b32 s63, -1, 0
	s_mov_b32 s23, 0x3ff921fb
	s_mov_b32 s27, 0x3ec71de3
	s_mov_b32 s35, 0xbf2a01a0
	s_mov_b32 s37, 0x3f811111
	s_mov_b32 s39, 0xbfc55555
	s_mov_b32 s41, 0xbe927e4f
	s_mov_b32 s9, 0x3efa01a0
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v15
.LBB1_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v15, v1
	s_addc_u32 s21, s21, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[20:21], s[10:11]
	s_cbranch_scc1 .LBB1_27
.LBB1_7:
	s_and_saveexec_b32 s6, s4
	v_mul_f32_e32 v1, v15, v15
	ds_store_b32 v11, v1
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB1_19
	v_mov_b32_e32 v1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s46
	s_cbranch_vccnz .LBB1_18
	s_and_not1_b32 vcc_lo, exec_lo, s64
	s_cbranch_vccnz .LBB1_15
	v_mov_b32_e32 v16, v10
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB1_13:
	ds_load_2addr_b32 v[17:18], v16 offset1:1
	ds_load_2addr_b32 v[19:20], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v16 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v16, 32, v16
	s_cmp_lg_u64 s[14:15], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v24
	s_cbranch_scc1 .LBB1_13
	s_mov_b64 s[6:7], s[14:15]
	s_mov_b32 s44, s63
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s44
	s_cbranch_vccnz .LBB1_16
	s_branch .LBB1_18
.LBB1_15:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB1_18
.LBB1_16:
	v_lshl_add_u32 v16, s6, 2, v14
	s_mov_b64 s[6:7], s[24:25]
.LBB1_17:
	ds_load_b32 v17, v16
	v_add_nc_u32_e32 v16, 4, v16
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v17
	s_cbranch_scc1 .LBB1_17
.LBB1_18:
	ds_store_b32 v9, v1
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_24
	v_mov_b32_e32 v1, v15
	s_and_saveexec_b32 s65, s48
	s_cbranch_execz .LBB1_23
	s_mul_f32 s66, s18, s16
	global_load_b32 v33, v[3:4], off
	s_cmp_gt_f32 s66, 0
	s_mul_f32 s7, s66, 0x4f800000
	s_cselect_b32 s6, -1, 0
	s_cmp_lt_f32 s66, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s8, s20, s30
	s_addc_u32 s44, s21, s31
	s_mul_hi_u32 s67, s44, 0xcd9e8d57
	s_mul_i32 s44, s44, 0xcd9e8d57
	s_xor_b32 s67, s28, s67
	v_xor_b32_e32 v16, s44, v12
	s_xor_b32 s8, s67, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s44, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor_b32_e32 v18, s44, v0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_mov_b32 s44, s38
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v17, s8, s49, v17
	s_mov_b32 s8, s34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, v19, v13
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v17, v20, s50, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s51, v22, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v17, v17, s53, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s52, v23, v19
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v18, v18, s54, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s55, v20, v16
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v16, v21, s57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s56, v23, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v17, v17, s58, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, s59, v19, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v17, v20, s61, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s60, v22, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v18, 0
	v_cndmask_b32_e64 v16, v22, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v16, 9, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0.5, v16
	v_mul_f32_e32 v16, 0x34000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[24:25], v16
	v_xor3_b32 v16, v21, v17, s62
	v_xor3_b32 v17, v23, v19, s29
	v_cndmask_b32_e64 v16, v17, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v16, 9, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0.5, v16
	v_mul_f32_e32 v20, 0x34000000, v20
	v_mul_f64 v[24:25], v[24:25], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0x43380000, v[24:25]
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -v[27:28]
	v_mul_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[24:25], v[24:25]
	v_mul_f64 v[29:30], v[27:28], s[26:27]
	v_mul_f64 v[31:32], v[27:28], s[40:41]
	v_mul_f64 v[22:23], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[34:35]
	v_add_f64 v[31:32], v[31:32], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[27:28], v[29:30]
	v_mul_f64 v[18:19], v[27:28], v[31:32]
	v_add_nc_u32_e32 v29, 0x4afb0d, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffff, v29
	v_add_nc_u32_e32 v20, 0x3f3504f3, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v30, -1.0, v20
	v_mul_f64 v[20:21], v[24:25], v[27:28]
	v_mul_f64 v[27:28], v[27:28], -0.5
	v_add_f32_e32 v31, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v36, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v34, v32
	v_add_f64 v[16:17], v[16:17], s[38:39]
	v_add_f64 v[18:19], v[18:19], s[44:45]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	v_lshrrev_b32_e32 v29, 23, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v37, -v32, v35, v36
	v_add_f64 v[27:28], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v37, v34
	v_fma_f32 v32, -v32, v35, v36
	v_mul_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v32, v34, v35
	v_mul_f64 v[18:19], v[22:23], v[18:19]
	v_div_fixup_f32 v20, v20, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3e789e26, v22
	v_dual_mul_f32 v32, 0.5, v30 :: v_dual_add_f32 v23, 0x3eccce13, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v31, 0x3e91e9ee, v22 :: v_dual_mul_f32 v22, v22, v23
	v_add_f32_e32 v31, 0x3f2aaaaa, v31
	v_add_nc_u32_e32 v23, 0xffffff81, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v29, v30, v32
	v_mul_f32_e32 v21, v21, v31
	v_add_f64 v[16:17], v[24:25], v[16:17]
	ds_load_b32 v25, v9
	v_add_f64 v[18:19], v[27:28], v[18:19]
	v_add_f32_e32 v21, v21, v22
	v_cvt_f32_i32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3717f7d1, v22
	v_add_f32_e32 v21, v29, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, v20, v21 :: v_dual_mov_b32 v21, v2
	v_add_f32_e32 v20, v23, v20
	v_cndmask_b32_e64 v23, s66, v1, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x3f317180, v22 :: v_dual_sub_f32 v20, v20, v29
	v_sqrt_f32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v30, v20
	v_add_f32_e32 v24, v1, v20
	v_and_b32_e32 v20, 2, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, -2.0, v24
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v27, 0x4f800000, v24
	v_and_b32_e32 v1, 1, v26
	v_xor_b32_e32 v26, 0x80000000, v17
	v_cndmask_b32_e32 v19, v20, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s8, 0, v[1:2]
	v_cndmask_b32_e32 v1, v26, v17, vcc_lo
	v_cndmask_b32_e32 v17, v17, v26, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v19, v1, s8
	v_cndmask_b32_e64 v17, v17, v19, s8
	v_cndmask_b32_e32 v20, v24, v27, vcc_lo
	v_cndmask_b32_e64 v24, v18, v16, s8
	v_cndmask_b32_e64 v16, v16, v18, s8
	v_add_nc_u32_e32 v18, 1, v22
	v_cndmask_b32_e64 v17, v1, v17, s5
	v_sqrt_f32_e32 v19, v20
	v_add_f32_e32 v1, v15, v15
	v_cndmask_b32_e64 v16, v24, v16, s5
	v_xor_b32_e32 v24, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v16, v[16:17]
	v_add_nc_u32_e32 v21, -1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, -4.0, v25
	v_add_nc_u32_e32 v25, -1, v19
	v_fma_f32 v24, v24, v22, v23
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v17, v17, v17
	v_fma_f32 v26, v26, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, 0x3c23d70a, v17
	v_cmp_ge_f32_e64 s8, 0, v26
	v_fma_f32 v26, -v25, v19, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v17
	v_cndmask_b32_e64 v21, v22, v21, s8
	v_add_nc_u32_e32 v22, 1, v19
	v_cmp_lt_f32_e64 s8, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, v21, v18, s8
	v_fma_f32 v21, -v22, v19, v20
	v_cmp_ge_f32_e64 s8, 0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0x37800000, v18
	v_cndmask_b32_e64 v19, v19, v25, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_lt_f32_e64 s8, 0, v21
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v15, v33
	v_cndmask_b32_e64 v18, v18, v24, s7
	v_cmp_class_f32_e64 s7, v23, 0x260
	v_cndmask_b32_e64 v19, v19, v22, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v21, v25, v25
	v_cndmask_b32_e64 v18, v18, v23, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v17, 0x37800000, v19
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, 0, v18, s6
	v_cndmask_b32_e32 v17, v19, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v20, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v1, v1, v21
	v_cndmask_b32_e64 v18, v18, s13, s33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v17, v17, v20, vcc_lo
	v_dual_mul_f32 v1, s12, v1 :: v_dual_mul_f32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v1, v15, v1 :: v_dual_mul_f32 v16, v18, v16
	v_add_f32_e32 v1, v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB1_23:
	s_or_b32 exec_lo, exec_lo, s65
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_25
.LBB1_24:
.LBB1_25:
	s_and_saveexec_b32 s6, s48
	s_cbranch_execz .LBB1_5
	global_load_b32 v1, v[3:4], off
	ds_load_b32 v16, v9
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v17, v15, v15 :: v_dual_add_f32 v16, -4.0, v16
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v1, v15, v1 :: v_dual_add_f32 v16, v16, v16
	v_dual_add_f32 v1, v1, v1 :: v_dual_mul_f32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v16, v17, v16
	v_add_f32_e32 v1, v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s12, v1
	v_sub_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v1, vcc_lo
	s_branch .LBB1_5
.LBB1_27:
	s_branch .LBB1_30
.LBB1_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s19, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s1, s0
	s_xor_b32 s0, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB1_31
	s_branch .LBB1_32
.LBB1_29:
	s_cbranch_execnz .LBB1_28
.LBB1_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v1
	s_xor_b32 s0, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_32
.LBB1_31:
	v_add_co_u32 v0, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v6, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v8, off
.LBB1_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w32x8
		.amdhsa_group_segment_fixed_size 1056
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 68
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
		.amdhsa_inst_pref_size 24
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
	.size	tessera_tether_fast_w32x8, .Lfunc_end1-tessera_tether_fast_w32x8

	.set tessera_tether_fast_w32x8.num_vgpr, 38
	.set tessera_tether_fast_w32x8.num_agpr, 0
	.set tessera_tether_fast_w32x8.numbered_sgpr, 68
	.set tessera_tether_fast_w32x8.num_named_barrier, 0
	.set tessera_tether_fast_w32x8.private_seg_size, 0
	.set tessera_tether_fast_w32x8.uses_vcc, 1
	.set tessera_tether_fast_w32x8.uses_flat_scratch, 0
	.set tessera_tether_fast_w32x8.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w32x8.has_recursion, 0
	.set tessera_tether_fast_w32x8.has_indirect_call, 0
	.globl	tessera_tether_fast_w64x4
	.p2align	8
	.type	tessera_tether_fast_w64x4,@function
tessera_tether_fast_w64x4:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[26:27], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_32
	v_lshrrev_b32_e32 v9, 6, v0
	s_mov_b32 s3, 0
	s_load_b64 s[10:11], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s24, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v9
	s_addc_u32 s5, s25, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[24:25], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v11, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v12, s3, v2, s2
	v_mul_lo_u32 v1, v11, s27
	v_mad_u64_u32 v[3:4], null, v11, s26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v12, s26
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[26:27], v[1:2]
	v_cmp_gt_u64_e64 s4, s[26:27], v[1:2]
	v_lshlrev_b32_e32 v7, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s20, v3
	v_add_co_ci_u32_e64 v6, null, s21, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v13, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v6, vcc_lo
	global_load_b32 v8, v[13:14], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[10:11], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc0 .LBB2_29
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	s_mov_b32 s25, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v13, 2, v0
	v_lshrrev_b32_e32 v1, 2, v1
	v_dual_mov_b32 v14, s25 :: v_dual_and_b32 v15, 1, v0
	v_mov_b32_e32 v16, s25
	v_and_b32_e32 v10, 0xc0, v0
	v_add_co_u32 v3, vcc_lo, s22, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	v_add_co_ci_u32_e64 v4, null, s23, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v7
	v_cmp_gt_u64_e64 s64, s[26:27], 7
	v_lshl_or_b32 v9, v9, 2, 0x400
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[26:27], 0
	s_mov_b32 s22, 0x54442d18
	s_cselect_b32 s46, -1, 0
	s_cmp_lg_u32 s14, 0
	s_mov_b32 s34, 0x1a01a01a
	s_cselect_b32 s47, -1, 0
	s_or_b32 s19, s2, s3
	s_mov_b32 s36, 0x11111111
	s_xor_b32 s48, s19, -1
	s_add_u32 s6, s26, 3
	s_addc_u32 s7, s27, 0
	s_and_b32 s24, s26, 7
	s_lshr_b64 s[8:9], s[6:7], 2
	s_lshr_b32 s5, s7, 2
	v_mad_u64_u32 v[13:14], null, s8, v11, v[1:2]
	v_mul_lo_u32 v1, s8, v12
	v_mul_lo_u32 v12, s5, v11
	v_cmp_eq_u64_e64 s5, 0, v[15:16]
	s_add_u32 s7, s29, 0xbb67ae85
	s_add_u32 s6, s28, 0x9e3779b9
	s_add_u32 s8, s28, 0x3c6ef372
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v13, 0
	s_add_u32 s49, s29, 0x76cf5d0a
	v_add3_u32 v1, v12, v14, v1
	s_add_u32 s50, s28, 0xdaa66d2b
	s_add_u32 s51, s29, 0x32370b8f
	s_add_u32 s52, s28, 0x78dde6e4
	s_add_u32 s53, s29, 0xed9eba14
	v_xor_b32_e32 v1, v16, v1
	s_add_u32 s54, s28, 0x1715609d
	s_add_u32 s55, s29, 0xa9066899
	s_add_u32 s56, s28, 0xb54cda56
	s_add_u32 s57, s29, 0x646e171e
	v_xor_b32_e32 v1, s29, v1
	s_add_u32 s58, s28, 0x5384540f
	s_add_u32 s59, s29, 0x1fd5c5a3
	s_add_u32 s60, s28, 0xf1bbcdc8
	s_add_u32 s61, s29, 0xdb3d7428
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	v_lshlrev_b32_e32 v1, 2, v0
	v_xor_b32_e32 v0, s7, v15
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v15, v8 :: v_dual_lshlrev_b32 v10, 2, v10
	s_add_i32 s62, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	s_and_b32 s14, s26, 0x78
	v_xor_b32_e32 v12, s6, v14
	v_or_b32_e32 v11, v10, v7
	v_xor_b32_e32 v13, s8, v13
	v_and_b32_e32 v14, 0x300, v1
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s26, 0xa556c734
	s_mov_b32 s38, 0x55555555
	s_mov_b32 s40, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s15, s25
	s_cselect_b32 s63, -1, 0
	s_mov_b32 s23, 0x3ff921fb
	s_mov_b32 s27, 0x3ec71de3
	s_mov_b32 s35, 0xbf2a01a0
	s_mov_b32 s37, 0x3f811111
	s_mov_b32 s39, 0xbfc55555
	s_mov_b32 s41, 0xbe927e4f
	s_mov_b32 s9, 0x3efa01a0
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v15
.LBB2_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v15, v1
	s_addc_u32 s21, s21, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[20:21], s[10:11]
	s_cbranch_scc1 .LBB2_27
.LBB2_7:
	s_and_saveexec_b32 s6, s4
	v_mul_f32_e32 v1, v15, v15
	ds_store_b32 v11, v1
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB2_19
	v_mov_b32_e32 v1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s46
	s_cbranch_vccnz .LBB2_18
	s_and_not1_b32 vcc_lo, exec_lo, s64
	s_cbranch_vccnz .LBB2_15
	v_mov_b32_e32 v16, v10
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB2_13:
	ds_load_2addr_b32 v[17:18], v16 offset1:1
	ds_load_2addr_b32 v[19:20], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v16 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v16, 32, v16
	s_cmp_lg_u64 s[14:15], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v24
	s_cbranch_scc1 .LBB2_13
	s_mov_b64 s[6:7], s[14:15]
	s_mov_b32 s44, s63
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s44
	s_cbranch_vccnz .LBB2_16
	s_branch .LBB2_18
.LBB2_15:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_18
.LBB2_16:
	v_lshl_add_u32 v16, s6, 2, v14
	s_mov_b64 s[6:7], s[24:25]
.LBB2_17:
	ds_load_b32 v17, v16
	v_add_nc_u32_e32 v16, 4, v16
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v17
	s_cbranch_scc1 .LBB2_17
.LBB2_18:
	ds_store_b32 v9, v1
.LBB2_19:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_24
	v_mov_b32_e32 v1, v15
	s_and_saveexec_b32 s65, s48
	s_cbranch_execz .LBB2_23
	s_mul_f32 s66, s18, s16
	global_load_b32 v33, v[3:4], off
	s_cmp_gt_f32 s66, 0
	s_mul_f32 s7, s66, 0x4f800000
	s_cselect_b32 s6, -1, 0
	s_cmp_lt_f32 s66, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s8, s20, s30
	s_addc_u32 s44, s21, s31
	s_mul_hi_u32 s67, s44, 0xcd9e8d57
	s_mul_i32 s44, s44, 0xcd9e8d57
	s_xor_b32 s67, s28, s67
	v_xor_b32_e32 v16, s44, v12
	s_xor_b32 s8, s67, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s44, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor_b32_e32 v18, s44, v0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_mov_b32 s44, s38
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v17, s8, s49, v17
	s_mov_b32 s8, s34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, v19, v13
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v17, v20, s50, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s51, v22, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v17, v17, s53, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s52, v23, v19
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v18, v18, s54, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s55, v20, v16
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v16, v21, s57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s56, v23, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v17, v17, s58, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, s59, v19, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v17, v20, s61, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s60, v22, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v18, 0
	v_cndmask_b32_e64 v16, v22, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v16, 9, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0.5, v16
	v_mul_f32_e32 v16, 0x34000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[24:25], v16
	v_xor3_b32 v16, v21, v17, s62
	v_xor3_b32 v17, v23, v19, s29
	v_cndmask_b32_e64 v16, v17, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v16, 9, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0.5, v16
	v_mul_f32_e32 v20, 0x34000000, v20
	v_mul_f64 v[24:25], v[24:25], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0x43380000, v[24:25]
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -v[27:28]
	v_mul_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[24:25], v[24:25]
	v_mul_f64 v[29:30], v[27:28], s[26:27]
	v_mul_f64 v[31:32], v[27:28], s[40:41]
	v_mul_f64 v[22:23], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[34:35]
	v_add_f64 v[31:32], v[31:32], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[27:28], v[29:30]
	v_mul_f64 v[18:19], v[27:28], v[31:32]
	v_add_nc_u32_e32 v29, 0x4afb0d, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffff, v29
	v_add_nc_u32_e32 v20, 0x3f3504f3, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v30, -1.0, v20
	v_mul_f64 v[20:21], v[24:25], v[27:28]
	v_mul_f64 v[27:28], v[27:28], -0.5
	v_add_f32_e32 v31, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v36, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v34, v32
	v_add_f64 v[16:17], v[16:17], s[38:39]
	v_add_f64 v[18:19], v[18:19], s[44:45]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	v_lshrrev_b32_e32 v29, 23, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v37, -v32, v35, v36
	v_add_f64 v[27:28], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v37, v34
	v_fma_f32 v32, -v32, v35, v36
	v_mul_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v32, v34, v35
	v_mul_f64 v[18:19], v[22:23], v[18:19]
	v_div_fixup_f32 v20, v20, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3e789e26, v22
	v_dual_mul_f32 v32, 0.5, v30 :: v_dual_add_f32 v23, 0x3eccce13, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v31, 0x3e91e9ee, v22 :: v_dual_mul_f32 v22, v22, v23
	v_add_f32_e32 v31, 0x3f2aaaaa, v31
	v_add_nc_u32_e32 v23, 0xffffff81, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v29, v30, v32
	v_mul_f32_e32 v21, v21, v31
	v_add_f64 v[16:17], v[24:25], v[16:17]
	ds_load_b32 v25, v9
	v_add_f64 v[18:19], v[27:28], v[18:19]
	v_add_f32_e32 v21, v21, v22
	v_cvt_f32_i32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3717f7d1, v22
	v_add_f32_e32 v21, v29, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, v20, v21 :: v_dual_mov_b32 v21, v2
	v_add_f32_e32 v20, v23, v20
	v_cndmask_b32_e64 v23, s66, v1, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x3f317180, v22 :: v_dual_sub_f32 v20, v20, v29
	v_sqrt_f32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v30, v20
	v_add_f32_e32 v24, v1, v20
	v_and_b32_e32 v20, 2, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, -2.0, v24
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v27, 0x4f800000, v24
	v_and_b32_e32 v1, 1, v26
	v_xor_b32_e32 v26, 0x80000000, v17
	v_cndmask_b32_e32 v19, v20, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s8, 0, v[1:2]
	v_cndmask_b32_e32 v1, v26, v17, vcc_lo
	v_cndmask_b32_e32 v17, v17, v26, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v19, v1, s8
	v_cndmask_b32_e64 v17, v17, v19, s8
	v_cndmask_b32_e32 v20, v24, v27, vcc_lo
	v_cndmask_b32_e64 v24, v18, v16, s8
	v_cndmask_b32_e64 v16, v16, v18, s8
	v_add_nc_u32_e32 v18, 1, v22
	v_cndmask_b32_e64 v17, v1, v17, s5
	v_sqrt_f32_e32 v19, v20
	v_add_f32_e32 v1, v15, v15
	v_cndmask_b32_e64 v16, v24, v16, s5
	v_xor_b32_e32 v24, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v16, v[16:17]
	v_add_nc_u32_e32 v21, -1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, -4.0, v25
	v_add_nc_u32_e32 v25, -1, v19
	v_fma_f32 v24, v24, v22, v23
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v17, v17, v17
	v_fma_f32 v26, v26, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, 0x3c23d70a, v17
	v_cmp_ge_f32_e64 s8, 0, v26
	v_fma_f32 v26, -v25, v19, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v17
	v_cndmask_b32_e64 v21, v22, v21, s8
	v_add_nc_u32_e32 v22, 1, v19
	v_cmp_lt_f32_e64 s8, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, v21, v18, s8
	v_fma_f32 v21, -v22, v19, v20
	v_cmp_ge_f32_e64 s8, 0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0x37800000, v18
	v_cndmask_b32_e64 v19, v19, v25, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_lt_f32_e64 s8, 0, v21
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v15, v33
	v_cndmask_b32_e64 v18, v18, v24, s7
	v_cmp_class_f32_e64 s7, v23, 0x260
	v_cndmask_b32_e64 v19, v19, v22, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v21, v25, v25
	v_cndmask_b32_e64 v18, v18, v23, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v17, 0x37800000, v19
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, 0, v18, s6
	v_cndmask_b32_e32 v17, v19, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v20, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v1, v1, v21
	v_cndmask_b32_e64 v18, v18, s13, s33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v17, v17, v20, vcc_lo
	v_dual_mul_f32 v1, s12, v1 :: v_dual_mul_f32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v1, v15, v1 :: v_dual_mul_f32 v16, v18, v16
	v_add_f32_e32 v1, v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s65
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_25
.LBB2_24:
.LBB2_25:
	s_and_saveexec_b32 s6, s48
	s_cbranch_execz .LBB2_5
	global_load_b32 v1, v[3:4], off
	ds_load_b32 v16, v9
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v17, v15, v15 :: v_dual_add_f32 v16, -4.0, v16
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v1, v15, v1 :: v_dual_add_f32 v16, v16, v16
	v_dual_add_f32 v1, v1, v1 :: v_dual_mul_f32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v16, v17, v16
	v_add_f32_e32 v1, v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s12, v1
	v_sub_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v1, vcc_lo
	s_branch .LBB2_5
.LBB2_27:
	s_branch .LBB2_30
.LBB2_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s19, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s1, s0
	s_xor_b32 s0, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB2_31
	s_branch .LBB2_32
.LBB2_29:
	s_cbranch_execnz .LBB2_28
.LBB2_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v1
	s_xor_b32 s0, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_32
.LBB2_31:
	v_add_co_u32 v0, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v6, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v8, off
.LBB2_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w64x4
		.amdhsa_group_segment_fixed_size 1040
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 68
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
.Lfunc_end2:
	.size	tessera_tether_fast_w64x4, .Lfunc_end2-tessera_tether_fast_w64x4

	.set tessera_tether_fast_w64x4.num_vgpr, 38
	.set tessera_tether_fast_w64x4.num_agpr, 0
	.set tessera_tether_fast_w64x4.numbered_sgpr, 68
	.set tessera_tether_fast_w64x4.num_named_barrier, 0
	.set tessera_tether_fast_w64x4.private_seg_size, 0
	.set tessera_tether_fast_w64x4.uses_vcc, 1
	.set tessera_tether_fast_w64x4.uses_flat_scratch, 0
	.set tessera_tether_fast_w64x4.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w64x4.has_recursion, 0
	.set tessera_tether_fast_w64x4.has_indirect_call, 0
	.globl	tessera_tether_fast_w128x2
	.p2align	8
	.type	tessera_tether_fast_w128x2,@function
tessera_tether_fast_w128x2:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[26:27]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_32
	v_lshrrev_b32_e32 v9, 7, v0
	s_mov_b32 s3, 0
	s_load_b64 s[10:11], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s24, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v9
	s_addc_u32 s5, s25, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[24:25], v[1:2]
	v_mov_b32_e32 v2, s5
	v_cndmask_b32_e64 v11, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v12, s3, v2, s2
	v_mul_lo_u32 v1, v11, s27
	v_mad_u64_u32 v[3:4], null, v11, s26, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v12, s26
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[26:27], v[1:2]
	v_cmp_gt_u64_e64 s4, s[26:27], v[1:2]
	v_lshlrev_b32_e32 v7, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, s20, v3
	v_add_co_ci_u32_e64 v6, null, s21, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v13, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v6, vcc_lo
	global_load_b32 v8, v[13:14], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[10:11], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc0 .LBB3_29
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	s_mov_b32 s25, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v13, 2, v0
	v_lshrrev_b32_e32 v1, 2, v1
	v_dual_mov_b32 v14, s25 :: v_dual_and_b32 v15, 1, v0
	v_mov_b32_e32 v16, s25
	v_and_b32_e32 v10, 0x80, v0
	v_add_co_u32 v3, vcc_lo, s22, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[13:14]
	v_add_co_ci_u32_e64 v4, null, s23, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v7
	v_cmp_gt_u64_e64 s64, s[26:27], 7
	v_lshl_or_b32 v9, v9, 2, 0x400
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u64 s[26:27], 0
	s_mov_b32 s22, 0x54442d18
	s_cselect_b32 s46, -1, 0
	s_cmp_lg_u32 s14, 0
	s_mov_b32 s34, 0x1a01a01a
	s_cselect_b32 s47, -1, 0
	s_or_b32 s19, s2, s3
	s_mov_b32 s36, 0x11111111
	s_xor_b32 s48, s19, -1
	s_add_u32 s6, s26, 3
	s_addc_u32 s7, s27, 0
	s_and_b32 s24, s26, 7
	s_lshr_b64 s[8:9], s[6:7], 2
	s_lshr_b32 s5, s7, 2
	v_mad_u64_u32 v[13:14], null, s8, v11, v[1:2]
	v_mul_lo_u32 v1, s8, v12
	v_mul_lo_u32 v12, s5, v11
	v_cmp_eq_u64_e64 s5, 0, v[15:16]
	s_add_u32 s7, s29, 0xbb67ae85
	s_add_u32 s6, s28, 0x9e3779b9
	s_add_u32 s8, s28, 0x3c6ef372
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v13, 0
	s_add_u32 s49, s29, 0x76cf5d0a
	v_add3_u32 v1, v12, v14, v1
	s_add_u32 s50, s28, 0xdaa66d2b
	s_add_u32 s51, s29, 0x32370b8f
	s_add_u32 s52, s28, 0x78dde6e4
	s_add_u32 s53, s29, 0xed9eba14
	v_xor_b32_e32 v1, v16, v1
	s_add_u32 s54, s28, 0x1715609d
	s_add_u32 s55, s29, 0xa9066899
	s_add_u32 s56, s28, 0xb54cda56
	s_add_u32 s57, s29, 0x646e171e
	v_xor_b32_e32 v1, s29, v1
	s_add_u32 s58, s28, 0x5384540f
	s_add_u32 s59, s29, 0x1fd5c5a3
	s_add_u32 s60, s28, 0xf1bbcdc8
	s_add_u32 s61, s29, 0xdb3d7428
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v1, 0
	v_lshlrev_b32_e32 v1, 2, v0
	v_xor_b32_e32 v0, s7, v15
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v15, v8 :: v_dual_lshlrev_b32 v10, 2, v10
	s_add_i32 s62, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	s_and_b32 s14, s26, 0xf8
	v_xor_b32_e32 v12, s6, v14
	v_or_b32_e32 v11, v10, v7
	v_xor_b32_e32 v13, s8, v13
	v_and_b32_e32 v14, 0x200, v1
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s26, 0xa556c734
	s_mov_b32 s38, 0x55555555
	s_mov_b32 s40, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s15, s25
	s_cselect_b32 s63, -1, 0
	s_mov_b32 s23, 0x3ff921fb
	s_mov_b32 s27, 0x3ec71de3
	s_mov_b32 s35, 0xbf2a01a0
	s_mov_b32 s37, 0x3f811111
	s_mov_b32 s39, 0xbfc55555
	s_mov_b32 s41, 0xbe927e4f
	s_mov_b32 s9, 0x3efa01a0
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v15
.LBB3_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v15, v1
	s_addc_u32 s21, s21, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[20:21], s[10:11]
	s_cbranch_scc1 .LBB3_27
.LBB3_7:
	s_and_saveexec_b32 s6, s4
	v_mul_f32_e32 v1, v15, v15
	ds_store_b32 v11, v1
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB3_19
	v_mov_b32_e32 v1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s46
	s_cbranch_vccnz .LBB3_18
	s_and_not1_b32 vcc_lo, exec_lo, s64
	s_cbranch_vccnz .LBB3_15
	v_mov_b32_e32 v16, v10
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB3_13:
	ds_load_2addr_b32 v[17:18], v16 offset1:1
	ds_load_2addr_b32 v[19:20], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[21:22], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[23:24], v16 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v16, 32, v16
	s_cmp_lg_u64 s[14:15], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v20
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v24
	s_cbranch_scc1 .LBB3_13
	s_mov_b64 s[6:7], s[14:15]
	s_mov_b32 s44, s63
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s44
	s_cbranch_vccnz .LBB3_16
	s_branch .LBB3_18
.LBB3_15:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_18
.LBB3_16:
	v_lshl_add_u32 v16, s6, 2, v14
	s_mov_b64 s[6:7], s[24:25]
.LBB3_17:
	ds_load_b32 v17, v16
	v_add_nc_u32_e32 v16, 4, v16
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v17
	s_cbranch_scc1 .LBB3_17
.LBB3_18:
	ds_store_b32 v9, v1
.LBB3_19:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s47
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_24
	v_mov_b32_e32 v1, v15
	s_and_saveexec_b32 s65, s48
	s_cbranch_execz .LBB3_23
	s_mul_f32 s66, s18, s16
	global_load_b32 v33, v[3:4], off
	s_cmp_gt_f32 s66, 0
	s_mul_f32 s7, s66, 0x4f800000
	s_cselect_b32 s6, -1, 0
	s_cmp_lt_f32 s66, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s8, s20, s30
	s_addc_u32 s44, s21, s31
	s_mul_hi_u32 s67, s44, 0xcd9e8d57
	s_mul_i32 s44, s44, 0xcd9e8d57
	s_xor_b32 s67, s28, s67
	v_xor_b32_e32 v16, s44, v12
	s_xor_b32 s8, s67, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s44, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor_b32_e32 v18, s44, v0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_mov_b32 s44, s38
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v17, s8, s49, v17
	s_mov_b32 s8, s34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, v19, v13
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v17, v20, s50, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s51, v22, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v17, v17, s53, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s52, v23, v19
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v18, v18, s54, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s55, v20, v16
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v16, v21, s57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s56, v23, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v17, v17, s58, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, s59, v19, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v17, v20, s61, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s60, v22, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v18, 0
	v_cndmask_b32_e64 v16, v22, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v16, 9, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0.5, v16
	v_mul_f32_e32 v16, 0x34000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[24:25], v16
	v_xor3_b32 v16, v21, v17, s62
	v_xor3_b32 v17, v23, v19, s29
	v_cndmask_b32_e64 v16, v17, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v16, 9, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0.5, v16
	v_mul_f32_e32 v20, 0x34000000, v20
	v_mul_f64 v[24:25], v[24:25], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0x43380000, v[24:25]
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -v[27:28]
	v_mul_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[24:25], v[24:25]
	v_mul_f64 v[29:30], v[27:28], s[26:27]
	v_mul_f64 v[31:32], v[27:28], s[40:41]
	v_mul_f64 v[22:23], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[34:35]
	v_add_f64 v[31:32], v[31:32], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[27:28], v[29:30]
	v_mul_f64 v[18:19], v[27:28], v[31:32]
	v_add_nc_u32_e32 v29, 0x4afb0d, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffff, v29
	v_add_nc_u32_e32 v20, 0x3f3504f3, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v30, -1.0, v20
	v_mul_f64 v[20:21], v[24:25], v[27:28]
	v_mul_f64 v[27:28], v[27:28], -0.5
	v_add_f32_e32 v31, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v36, vcc_lo, v30, v31, v30
	v_rcp_f32_e32 v34, v32
	v_add_f64 v[16:17], v[16:17], s[38:39]
	v_add_f64 v[18:19], v[18:19], s[44:45]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	v_lshrrev_b32_e32 v29, 23, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v37, -v32, v35, v36
	v_add_f64 v[27:28], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v37, v34
	v_fma_f32 v32, -v32, v35, v36
	v_mul_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v32, v34, v35
	v_mul_f64 v[18:19], v[22:23], v[18:19]
	v_div_fixup_f32 v20, v20, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3e789e26, v22
	v_dual_mul_f32 v32, 0.5, v30 :: v_dual_add_f32 v23, 0x3eccce13, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v31, 0x3e91e9ee, v22 :: v_dual_mul_f32 v22, v22, v23
	v_add_f32_e32 v31, 0x3f2aaaaa, v31
	v_add_nc_u32_e32 v23, 0xffffff81, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v29, v30, v32
	v_mul_f32_e32 v21, v21, v31
	v_add_f64 v[16:17], v[24:25], v[16:17]
	ds_load_b32 v25, v9
	v_add_f64 v[18:19], v[27:28], v[18:19]
	v_add_f32_e32 v21, v21, v22
	v_cvt_f32_i32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3717f7d1, v22
	v_add_f32_e32 v21, v29, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, v20, v21 :: v_dual_mov_b32 v21, v2
	v_add_f32_e32 v20, v23, v20
	v_cndmask_b32_e64 v23, s66, v1, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x3f317180, v22 :: v_dual_sub_f32 v20, v20, v29
	v_sqrt_f32_e32 v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v30, v20
	v_add_f32_e32 v24, v1, v20
	v_and_b32_e32 v20, 2, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, -2.0, v24
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v27, 0x4f800000, v24
	v_and_b32_e32 v1, 1, v26
	v_xor_b32_e32 v26, 0x80000000, v17
	v_cndmask_b32_e32 v19, v20, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s8, 0, v[1:2]
	v_cndmask_b32_e32 v1, v26, v17, vcc_lo
	v_cndmask_b32_e32 v17, v17, v26, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v19, v1, s8
	v_cndmask_b32_e64 v17, v17, v19, s8
	v_cndmask_b32_e32 v20, v24, v27, vcc_lo
	v_cndmask_b32_e64 v24, v18, v16, s8
	v_cndmask_b32_e64 v16, v16, v18, s8
	v_add_nc_u32_e32 v18, 1, v22
	v_cndmask_b32_e64 v17, v1, v17, s5
	v_sqrt_f32_e32 v19, v20
	v_add_f32_e32 v1, v15, v15
	v_cndmask_b32_e64 v16, v24, v16, s5
	v_xor_b32_e32 v24, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v16, v[16:17]
	v_add_nc_u32_e32 v21, -1, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, -4.0, v25
	v_add_nc_u32_e32 v25, -1, v19
	v_fma_f32 v24, v24, v22, v23
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v17, v17, v17
	v_fma_f32 v26, v26, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, 0x3c23d70a, v17
	v_cmp_ge_f32_e64 s8, 0, v26
	v_fma_f32 v26, -v25, v19, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v1, v1, v17
	v_cndmask_b32_e64 v21, v22, v21, s8
	v_add_nc_u32_e32 v22, 1, v19
	v_cmp_lt_f32_e64 s8, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, v21, v18, s8
	v_fma_f32 v21, -v22, v19, v20
	v_cmp_ge_f32_e64 s8, 0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0x37800000, v18
	v_cndmask_b32_e64 v19, v19, v25, s8
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_lt_f32_e64 s8, 0, v21
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v15, v33
	v_cndmask_b32_e64 v18, v18, v24, s7
	v_cmp_class_f32_e64 s7, v23, 0x260
	v_cndmask_b32_e64 v19, v19, v22, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v21, v25, v25
	v_cndmask_b32_e64 v18, v18, v23, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v17, 0x37800000, v19
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, 0, v18, s6
	v_cndmask_b32_e32 v17, v19, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v20, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v1, v1, v21
	v_cndmask_b32_e64 v18, v18, s13, s33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v17, v17, v20, vcc_lo
	v_dual_mul_f32 v1, s12, v1 :: v_dual_mul_f32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v1, v15, v1 :: v_dual_mul_f32 v16, v18, v16
	v_add_f32_e32 v1, v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB3_23:
	s_or_b32 exec_lo, exec_lo, s65
	s_cbranch_execnz .LBB3_6
	s_branch .LBB3_25
.LBB3_24:
.LBB3_25:
	s_and_saveexec_b32 s6, s48
	s_cbranch_execz .LBB3_5
	global_load_b32 v1, v[3:4], off
	ds_load_b32 v16, v9
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v17, v15, v15 :: v_dual_add_f32 v16, -4.0, v16
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v1, v15, v1 :: v_dual_add_f32 v16, v16, v16
	v_dual_add_f32 v1, v1, v1 :: v_dual_mul_f32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, 0.5, v1 :: v_dual_mul_f32 v16, v17, v16
	v_add_f32_e32 v1, v16, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s12, v1
	v_sub_f32_e32 v1, v15, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v1, vcc_lo
	s_branch .LBB3_5
.LBB3_27:
	s_branch .LBB3_30
.LBB3_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s19, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s19, s1, s0
	s_xor_b32 s0, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB3_31
	s_branch .LBB3_32
.LBB3_29:
	s_cbranch_execnz .LBB3_28
.LBB3_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v1
	s_xor_b32 s0, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_32
.LBB3_31:
	v_add_co_u32 v0, vcc_lo, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v6, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v8, off
.LBB3_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w128x2
		.amdhsa_group_segment_fixed_size 1032
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 68
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
.Lfunc_end3:
	.size	tessera_tether_fast_w128x2, .Lfunc_end3-tessera_tether_fast_w128x2

	.set tessera_tether_fast_w128x2.num_vgpr, 38
	.set tessera_tether_fast_w128x2.num_agpr, 0
	.set tessera_tether_fast_w128x2.numbered_sgpr, 68
	.set tessera_tether_fast_w128x2.num_named_barrier, 0
	.set tessera_tether_fast_w128x2.private_seg_size, 0
	.set tessera_tether_fast_w128x2.uses_vcc, 1
	.set tessera_tether_fast_w128x2.uses_flat_scratch, 0
	.set tessera_tether_fast_w128x2.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w128x2.has_recursion, 0
	.set tessera_tether_fast_w128x2.has_indirect_call, 0
	.globl	tessera_tether_fast_w256
	.p2align	8
	.type	tessera_tether_fast_w256,@function
tessera_tether_fast_w256:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_30
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
	s_cbranch_execz .LBB4_3
	global_load_b32 v6, v5, s[16:17]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB4_27
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v3, 2, v0
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s31, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_dual_mov_b32 v4, s31 :: v_dual_and_b32 v7, 1, v0
	v_mov_b32_e32 v8, s31
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s15, s[22:23], 7
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s36, 0x11111111
	v_cmp_eq_u64_e64 s1, 0, v[3:4]
	s_mov_b32 s38, 0x55555555
	s_mov_b32 s40, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s35, 0xbf2a01a0
	s_mov_b32 s37, 0x3f811111
	s_mov_b32 s39, 0xbfc55555
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s11, s31
	s_cselect_b32 s33, -1, 0
	s_add_u32 s30, s18, s4
	s_addc_u32 s5, s19, s5
	s_cmp_lg_u64 s[22:23], 0
	v_cmp_eq_u64_e64 s4, 0, v[7:8]
	s_cselect_b32 s48, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s41, 0xbe927e4f
	s_cselect_b32 s49, -1, 0
	s_add_u32 s6, s22, 3
	s_addc_u32 s7, s23, 0
	s_add_u32 s50, s25, 0x76cf5d0a
	s_lshr_b64 s[18:19], s[6:7], 2
	s_lshr_b32 s7, s7, 2
	v_mad_u64_u32 v[0:1], null, s18, s2, v[1:2]
	v_add_co_u32 v3, s6, s30, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, s5, 0, s6
	s_add_u32 s5, s24, 0x9e3779b9
	s_add_u32 s6, s25, 0xbb67ae85
	v_mad_u64_u32 v[7:8], null, s7, s2, v[1:2]
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_add_u32 s18, s24, 0x3c6ef372
	s_and_b32 s30, s22, 7
	s_add_u32 s51, s24, 0xdaa66d2b
	s_add_u32 s52, s25, 0x32370b8f
	s_add_u32 s53, s24, 0x78dde6e4
	s_add_u32 s54, s25, 0xed9eba14
	v_xor_b32_e32 v1, v1, v7
	s_add_u32 s55, s24, 0x1715609d
	s_add_u32 s56, s25, 0xa9066899
	s_add_u32 s57, s24, 0xb54cda56
	s_add_u32 s58, s25, 0x646e171e
	v_xor_b32_e32 v1, s25, v1
	s_add_u32 s59, s24, 0x5384540f
	s_add_u32 s60, s25, 0x1fd5c5a3
	s_add_u32 s61, s24, 0xf1bbcdc8
	s_add_u32 s62, s25, 0xdb3d7428
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	s_add_i32 s63, s24, 0x8ff34781
	s_add_i32 s25, s25, 0x96a522ad
	s_and_b32 s10, s22, 0x1f8
	v_xor_b32_e32 v0, s6, v0
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s22, 0xa556c734
	v_xor_b32_e32 v7, s5, v9
	v_xor_b32_e32 v8, s18, v8
	s_mov_b32 s18, 0x54442d18
	s_cselect_b32 s64, -1, 0
	s_mov_b32 s19, 0x3ff921fb
	s_mov_b32 s23, 0x3ec71de3
	s_mov_b32 s7, 0x3efa01a0
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v1, v6
.LBB4_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB4_28
.LBB4_7:
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB4_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v6, v6
	ds_store_b32 v5, v1
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB4_19
	v_mov_b32_e32 v1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s48
	s_cbranch_vccnz .LBB4_18
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB4_15
	s_mov_b64 s[46:47], 0
	s_mov_b32 s5, 0
	.p2align	6
.LBB4_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s5
	s_add_u32 s46, s46, 8
	s_addc_u32 s47, s47, 0
	s_add_i32 s5, s5, 32
	s_cmp_lg_u64 s[10:11], s[46:47]
	ds_load_2addr_b32 v[9:10], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v16
	s_cbranch_scc1 .LBB4_13
	s_mov_b64 s[46:47], s[10:11]
	s_mov_b32 s5, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB4_16
	s_branch .LBB4_18
.LBB4_15:
	s_mov_b64 s[46:47], 0
	s_cbranch_execz .LBB4_18
.LBB4_16:
	s_lshl_b32 s5, s46, 2
	s_mov_b64 s[46:47], s[30:31]
.LBB4_17:
	v_mov_b32_e32 v9, s5
	s_add_i32 s5, s5, 4
	s_add_u32 s46, s46, -1
	s_addc_u32 s47, s47, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[46:47], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v9
	s_cbranch_scc1 .LBB4_17
.LBB4_18:
	ds_store_b32 v2, v1 offset:1024
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s49
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_24
	v_mov_b32_e32 v1, v6
	s_and_saveexec_b32 s46, s3
	s_cbranch_execz .LBB4_23
	s_mul_f32 s47, s14, s12
	global_load_b32 v26, v[3:4], off
	s_cmp_gt_f32 s47, 0
	s_mul_f32 s5, s47, 0x4f800000
	s_cselect_b32 s2, -1, 0
	s_cmp_lt_f32 s47, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s28, s26
	s_addc_u32 s44, s29, s27
	s_mul_hi_u32 s65, s44, 0xcd9e8d57
	s_mul_i32 s44, s44, 0xcd9e8d57
	s_xor_b32 s65, s24, s65
	v_xor_b32_e32 v9, s44, v7
	s_xor_b32 s6, s65, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s44, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v11, s44, v0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	s_mov_b32 s44, s38
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	v_xor3_b32 v10, s6, s50, v10
	s_mov_b32 s6, s34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v14, v12, v8
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v10, v13, s51, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s52, v15, v9
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v11, 0
	v_xor3_b32 v10, v10, s54, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s53, v16, v12
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_xor3_b32 v11, v11, s55, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s56, v13, v9
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v9, 0
	v_xor3_b32 v9, v14, s58, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s57, v16, v10
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v10, v10, s59, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s60, v12, v13
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v10, v13, s62, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s61, v15, v9
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v11, 0
	v_cndmask_b32_e64 v9, v15, v9, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v9, 9, v9
	v_cvt_f32_u32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0.5, v9
	v_mul_f32_e32 v9, 0x34000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[17:18], v9
	v_xor3_b32 v9, v14, v10, s63
	v_xor3_b32 v10, v16, v12, s25
	v_cndmask_b32_e64 v9, v10, v9, s1
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
	v_mul_f64 v[17:18], v[17:18], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[17:18], v[17:18]
	v_mul_f64 v[22:23], v[20:21], s[22:23]
	v_mul_f64 v[24:25], v[20:21], s[40:41]
	v_mul_f64 v[15:16], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[34:35]
	v_add_f64 v[24:25], v[24:25], s[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[36:37]
	v_add_f64 v[24:25], v[24:25], s[42:43]
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
	v_add_f64 v[9:10], v[9:10], s[38:39]
	v_add_f64 v[11:12], v[11:12], s[44:45]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v22, v23, v25
	v_mul_f32_e32 v14, v14, v24
	v_add_f64 v[9:10], v[17:18], v[9:10]
	v_add_f64 v[11:12], v[20:21], v[11:12]
	ds_load_b32 v18, v2 offset:1024
	v_add_f32_e32 v14, v14, v15
	v_cvt_f32_i32_e32 v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, 0x3717f7d1, v15
	v_add_f32_e32 v14, v22, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v13, v13, v14 :: v_dual_mov_b32 v14, v2
	v_add_f32_e32 v13, v16, v13
	v_cndmask_b32_e64 v16, s47, v1, s5
	v_mul_f32_e32 v1, 0x3f317180, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v13, v13, v22
	v_sqrt_f32_e32 v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v23, v13
	v_add_f32_e32 v17, v1, v13
	v_and_b32_e32 v13, 2, v19
	v_and_b32_e32 v1, 1, v19
	v_xor_b32_e32 v19, 0x80000000, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[13:14]
	v_xor_b32_e32 v13, 0x80000000, v12
	v_dual_mul_f32 v17, -2.0, v17 :: v_dual_add_nc_u32 v14, -1, v15
	v_cmp_eq_u64_e64 s6, 0, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v1, v19, v10 :: v_dual_cndmask_b32 v12, v13, v12
	v_cndmask_b32_e32 v10, v10, v19, vcc_lo
	v_mul_f32_e32 v20, 0x4f800000, v17
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v17
	v_xor_b32_e32 v19, 0x80000000, v14
	v_cndmask_b32_e64 v1, v12, v1, s6
	v_cndmask_b32_e64 v10, v10, v12, s6
	v_cndmask_b32_e32 v13, v17, v20, vcc_lo
	v_cndmask_b32_e64 v17, v11, v9, s6
	v_cndmask_b32_e64 v9, v9, v11, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v10, v1, v10, s4
	v_fma_f32 v19, v19, v15, v16
	v_cndmask_b32_e64 v9, v17, v9, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s6, 0, v19
	v_cvt_f32_f64_e32 v9, v[9:10]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, -4.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, v15, v14, s6
	v_dual_add_f32 v10, v10, v10 :: v_dual_add_nc_u32 v11, 1, v15
	v_sqrt_f32_e32 v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	v_xor_b32_e32 v17, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v17, v17, v15, v16
	v_add_nc_u32_e32 v18, -1, v12
	v_add_nc_u32_e32 v15, 1, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e64 s6, 0, v17
	v_fma_f32 v19, -v18, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v11, v14, v11, s6
	v_fma_f32 v14, -v15, v12, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v19
	v_cndmask_b32_e64 v12, v12, v18, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s6, 0, v14
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v18, v6, v26 :: v_dual_mul_f32 v17, 0x37800000, v11
	v_cndmask_b32_e64 v12, v12, v15, s6
	v_add_f32_e32 v1, v6, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v14, v18, v18
	v_cndmask_b32_e64 v11, v11, v17, s5
	v_cmp_class_f32_e64 s5, v16, 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v1, v1, v10 :: v_dual_mul_f32 v10, 0x37800000, v12
	v_mul_f32_e32 v14, 0.5, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v11, v16, s5
	v_cndmask_b32_e32 v10, v12, v10, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v13, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, 0, v11, s2
	v_dual_cndmask_b32 v10, v10, v13 :: v_dual_add_f32 v1, v1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, v11, s9, s33
	v_mul_f32_e32 v9, v10, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, s8, v1
	v_mul_f32_e32 v9, v11, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, v9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s46
	s_cbranch_execnz .LBB4_6
	s_branch .LBB4_25
.LBB4_24:
.LBB4_25:
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB4_5
	global_load_b32 v1, v[3:4], off
	ds_load_b32 v9, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v10, v6, v6 :: v_dual_add_f32 v9, -4.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v9
	v_mul_f32_e32 v9, 0x3c23d70a, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v10, v9
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v1, v9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_sub_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v1, vcc_lo
	s_branch .LBB4_5
.LBB4_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v6
.LBB4_28:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_30
	global_store_b32 v5, v1, s[16:17]
.LBB4_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w256
		.amdhsa_group_segment_fixed_size 1028
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
		.amdhsa_next_free_sgpr 66
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
		.amdhsa_inst_pref_size 23
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
	.size	tessera_tether_fast_w256, .Lfunc_end4-tessera_tether_fast_w256

	.set tessera_tether_fast_w256.num_vgpr, 31
	.set tessera_tether_fast_w256.num_agpr, 0
	.set tessera_tether_fast_w256.numbered_sgpr, 66
	.set tessera_tether_fast_w256.num_named_barrier, 0
	.set tessera_tether_fast_w256.private_seg_size, 0
	.set tessera_tether_fast_w256.uses_vcc, 1
	.set tessera_tether_fast_w256.uses_flat_scratch, 0
	.set tessera_tether_fast_w256.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w256.has_recursion, 0
	.set tessera_tether_fast_w256.has_indirect_call, 0
	.globl	tessera_tether_fast_w512
	.p2align	8
	.type	tessera_tether_fast_w512,@function
tessera_tether_fast_w512:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_39
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v5, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v1, v4
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	s_lshl_b64 s[6:7], s[4:5], 2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_add_u32 s16, s16, s6
	s_addc_u32 s17, s17, s7
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB5_3
	global_load_b32 v6, v5, s[16:17]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB5_5
	global_load_b32 v7, v5, s[16:17] offset:1024
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB5_35
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	s_mov_b32 s31, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v9, s31
	v_lshrrev_b32_e32 v1, 2, v0
	v_dual_mov_b32 v11, s31 :: v_dual_and_b32 v8, 2, v0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_and_b32_e32 v10, 1, v0
	v_cmp_gt_u64_e64 s64, s[22:23], 7
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_eq_u64_e64 s1, 0, v[8:9]
	s_mov_b32 s40, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	v_cmp_eq_u64_e64 s5, 0, v[10:11]
	s_mov_b32 s41, 0xbe927e4f
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s11, s31
	s_cselect_b32 s15, -1, 0
	s_add_u32 s34, s18, s6
	s_addc_u32 s35, s19, s7
	s_cmp_lg_u64 s[22:23], 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	s_cselect_b32 s48, -1, 0
	s_add_u32 s6, s22, 3
	s_addc_u32 s7, s23, 0
	s_add_u32 s36, s24, 0x9e3779b9
	s_lshr_b64 s[18:19], s[6:7], 2
	s_lshr_b32 s6, s7, 2
	v_mad_u64_u32 v[8:9], null, s18, s2, v[1:2]
	v_lshrrev_b32_e32 v1, 2, v3
	s_mul_i32 s6, s6, s2
	s_add_u32 s37, s25, 0xbb67ae85
	s_add_u32 s38, s24, 0x3c6ef372
	s_and_b32 s30, s22, 7
	v_mad_u64_u32 v[0:1], null, s18, s2, v[1:2]
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v8, 0
	v_add_co_u32 v3, s2, s34, v5
	s_add_u32 s49, s25, 0x76cf5d0a
	s_add_u32 s50, s24, 0xdaa66d2b
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_add_nc_u32_e32 v0, s6, v9
	v_add_nc_u32_e32 v1, s6, v1
	s_add_u32 s51, s25, 0x32370b8f
	s_add_u32 s52, s24, 0x78dde6e4
	s_add_u32 s53, s25, 0xed9eba14
	v_xor_b32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v1, v13, v1
	s_add_u32 s54, s24, 0x1715609d
	s_add_u32 s55, s25, 0xa9066899
	s_add_u32 s56, s24, 0xb54cda56
	v_xor_b32_e32 v0, s25, v0
	v_xor_b32_e32 v1, s25, v1
	s_add_u32 s57, s25, 0x646e171e
	s_add_u32 s58, s24, 0x5384540f
	s_add_u32 s59, s25, 0x1fd5c5a3
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_add_u32 s60, s24, 0xf1bbcdc8
	s_add_u32 s61, s25, 0xdb3d7428
	s_add_i32 s62, s24, 0x8ff34781
	s_add_i32 s63, s25, 0x96a522ad
	s_and_b32 s10, s22, 0x3f8
	v_add_co_ci_u32_e64 v4, null, s35, 0, s2
	v_xor_b32_e32 v0, s36, v14
	v_xor_b32_e32 v8, s36, v16
	v_xor_b32_e32 v9, s37, v10
	v_xor_b32_e32 v10, s38, v13
	v_xor_b32_e32 v11, s37, v12
	v_xor_b32_e32 v12, s38, v15
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s18, 0x54442d18
	s_mov_b32 s22, 0xa556c734
	s_mov_b32 s34, 0x1a01a01a
	s_mov_b32 s36, 0x11111111
	s_mov_b32 s38, 0x55555555
	s_cselect_b32 s25, -1, 0
	s_mov_b32 s19, 0x3ff921fb
	s_mov_b32 s23, 0x3ec71de3
	s_mov_b32 s35, 0xbf2a01a0
	s_mov_b32 s37, 0x3f811111
	s_mov_b32 s39, 0xbfc55555
	s_mov_b32 s7, 0x3efa01a0
	s_branch .LBB5_9
.LBB5_7:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v14, v6 :: v_dual_mov_b32 v1, v7
.LBB5_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v14
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB5_35
.LBB5_9:
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB5_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v6, v6
	ds_store_b32 v5, v1
.LBB5_11:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB5_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v7, v7
	ds_store_b32 v5, v1 offset:1024
.LBB5_13:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB5_23
	v_mov_b32_e32 v1, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB5_22
	s_and_not1_b32 vcc_lo, exec_lo, s64
	s_cbranch_vccnz .LBB5_19
	s_mov_b64 s[46:47], 0
	s_mov_b32 s6, 0
	.p2align	6
.LBB5_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v19, s6
	s_add_u32 s46, s46, 8
	s_addc_u32 s47, s47, 0
	s_add_i32 s6, s6, 32
	s_cmp_lg_u64 s[10:11], s[46:47]
	ds_load_2addr_b32 v[13:14], v19 offset1:1
	ds_load_2addr_b32 v[15:16], v19 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v19 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v19 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v20
	s_cbranch_scc1 .LBB5_17
	s_mov_b64 s[46:47], s[10:11]
	s_mov_b32 s6, s25
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB5_20
	s_branch .LBB5_22
.LBB5_19:
	s_mov_b64 s[46:47], 0
	s_cbranch_execz .LBB5_22
.LBB5_20:
	s_lshl_b32 s6, s46, 2
	s_mov_b64 s[46:47], s[30:31]
.LBB5_21:
	v_mov_b32_e32 v13, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s46, s46, -1
	s_addc_u32 s47, s47, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[46:47], 0
	ds_load_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v13
	s_cbranch_scc1 .LBB5_21
.LBB5_22:
	ds_store_b32 v2, v1 offset:2048
.LBB5_23:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB5_30
	s_mul_f32 s6, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s2, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v1, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s46, s28, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, s6, v1, s2
	v_sqrt_f32_e32 v13, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_fma_f32 v16, v16, v13, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, v17, v13, v1
	v_cmp_ge_f32_e64 s6, 0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v13, v13, v14, s6
	v_cmp_lt_f32_e64 s6, 0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v13, v15, s6
	v_mul_f32_e32 v14, 0x37800000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v13, v13, v14, s2
	v_cmp_class_f32_e64 s2, v1, 0x260
	v_mov_b32_e32 v14, v6
	v_cndmask_b32_e64 v1, v13, v1, s2
	s_addc_u32 s2, s29, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s47, s2, 0xcd9e8d57
	s_mul_hi_u32 s65, s2, 0xcd9e8d57
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v13, v1, s9, s15
	s_and_saveexec_b32 s66, s3
	s_cbranch_execz .LBB5_27
	s_xor_b32 s2, s24, s65
	v_xor_b32_e32 v1, s47, v0
	s_xor_b32 s2, s2, s46
	global_load_b32 v31, v[3:4], off
	s_mul_hi_u32 s6, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v16, s6, v9
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v1, 0
	s_mov_b32 s6, s34
	s_mov_b32 s44, s38
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v1, s2, s49, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, v17, v10
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v15, 0
	v_xor3_b32 v1, v18, s50, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s51, v20, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v1, v15, s53, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s52, v21, v17
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v1, v16, s54, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s55, v18, v14
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v1, v19, s57, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s56, v21, v15
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	v_xor3_b32 v1, v15, s58, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, s59, v17, v18
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v15, 0
	v_xor3_b32 v1, v18, s61, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s60, v20, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v16, 0
	v_cndmask_b32_e64 v1, v20, v14, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v21, v17, s63
	v_lshrrev_b32_e32 v1, 9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_add_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0x34000000, v1
	v_cvt_f64_f32_e32 v[22:23], v1
	v_xor3_b32 v1, v19, v15, s62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v14, v1, s1
	v_lshrrev_b32_e32 v1, 9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_add_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0x34000000, v1
	v_add_nc_u32_e32 v1, 0x4afb0d, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0x7fffff, v1
	v_mul_f64 v[22:23], v[22:23], 4.0
	v_add_nc_u32_e32 v18, 0x3f3504f3, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], 0x43380000, v[22:23]
	v_add_f64 v[25:26], 0xc3380000, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], -v[25:26]
	v_mul_f64 v[22:23], v[22:23], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[22:23], v[22:23]
	v_mul_f64 v[27:28], v[25:26], s[22:23]
	v_mul_f64 v[29:30], v[25:26], s[40:41]
	v_mul_f64 v[20:21], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[34:35]
	v_add_f64 v[29:30], v[29:30], s[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[25:26], v[27:28]
	v_mul_f64 v[16:17], v[25:26], v[29:30]
	v_add_f32_e32 v27, -1.0, v18
	v_mul_f64 v[18:19], v[22:23], v[25:26]
	v_mul_f64 v[25:26], v[25:26], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 2.0, v27
	v_div_scale_f32 v29, null, v28, v28, v27
	v_div_scale_f32 v33, vcc_lo, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v29
	v_fma_f32 v32, -v29, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v30, v32, v30
	v_mul_f32_e32 v32, v33, v30
	v_add_f64 v[14:15], v[14:15], s[38:39]
	v_add_f64 v[16:17], v[16:17], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v29, v32, v33
	v_add_f64 v[25:26], v[25:26], 1.0
	v_fmac_f32_e32 v32, v34, v30
	v_lshrrev_b32_e32 v1, 23, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v29, -v29, v32, v33
	v_mul_f64 v[14:15], v[18:19], v[14:15]
	v_mul_f64 v[16:17], v[20:21], v[16:17]
	v_div_fmas_f32 v18, v29, v30, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v18, v18, v28, v27
	v_mul_f32_e32 v19, v18, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v20, v19, v19
	v_mul_f32_e32 v29, 0.5, v27
	v_add_nc_u32_e32 v1, 0xffffff81, v1
	v_mul_f32_e32 v21, 0x3e789e26, v20
	v_mul_f32_e32 v28, 0x3e91e9ee, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v1, v1
	v_add_f32_e32 v21, 0x3eccce13, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, 0x3f2aaaaa, v28
	v_mul_f32_e32 v20, v20, v21
	v_mul_f32_e32 v21, v27, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v19, v19, v28
	v_add_f64 v[14:15], v[22:23], v[14:15]
	v_add_f64 v[16:17], v[25:26], v[16:17]
	v_dual_add_f32 v19, v19, v20 :: v_dual_mul_f32 v20, 0x3717f7d1, v1
	v_mul_f32_e32 v1, 0x3f317180, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v21, v19
	v_mul_f32_e32 v18, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v19, v2 :: v_dual_add_f32 v18, v20, v18
	v_sub_f32_e32 v18, v18, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v27, v18
	v_add_f32_e32 v20, v1, v18
	v_and_b32_e32 v18, 2, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	v_xor_b32_e32 v21, 0x80000000, v15
	v_mul_f32_e32 v20, -2.0, v20
	v_xor_b32_e32 v18, 0x80000000, v17
	ds_load_b32 v19, v2 offset:2048
	v_dual_mul_f32 v22, 0x4f800000, v20 :: v_dual_cndmask_b32 v17, v18, v17
	v_and_b32_e32 v1, 1, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s2, 0, v[1:2]
	v_cndmask_b32_e32 v1, v21, v15, vcc_lo
	v_cndmask_b32_e32 v15, v15, v21, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v20
	v_cndmask_b32_e64 v1, v17, v1, s2
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v15, v15, v17, s2
	v_cndmask_b32_e32 v18, v20, v22, vcc_lo
	v_cndmask_b32_e64 v20, v16, v14, s2
	v_cndmask_b32_e64 v14, v14, v16, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v19, -4.0, v19
	v_cndmask_b32_e64 v15, v1, v15, s5
	v_sqrt_f32_e32 v16, v18
	v_cndmask_b32_e64 v14, v20, v14, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v1, v[14:15]
	v_add_nc_u32_e32 v14, -1, v16
	v_add_nc_u32_e32 v15, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v16, v18
	v_fma_f32 v20, -v15, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s2, 0, v17
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v17, v6, v31
	v_cndmask_b32_e64 v14, v16, v14, s2
	v_cmp_lt_f32_e64 s2, 0, v20
	v_add_f32_e32 v16, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, v14, v15, s2
	v_mul_f32_e32 v16, 0x3c23d70a, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x37800000, v14
	v_dual_add_f32 v17, v17, v17 :: v_dual_cndmask_b32 v14, v14, v19
	v_add_f32_e32 v15, v6, v6
	v_cmp_class_f32_e64 vcc_lo, v18, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v15, v15, v16 :: v_dual_cndmask_b32 v14, v14, v18
	v_mul_f32_e32 v16, 0.5, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, v14, v1
	v_add_f32_e32 v15, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, v13, v1
	v_mul_f32_e32 v15, s8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v6, v15
	v_add_f32_e32 v1, v1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v1, vcc_lo
.LBB5_27:
	s_or_b32 exec_lo, exec_lo, s66
	v_mov_b32_e32 v1, v7
	s_and_saveexec_b32 s2, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s66, exec_lo, s2
	s_cbranch_execz .LBB5_29
	s_xor_b32 s2, s24, s65
	v_xor_b32_e32 v1, s47, v8
	s_xor_b32 s2, s2, s46
	global_load_b32 v32, v[3:4], off offset:1024
	s_mul_hi_u32 s6, s2, 0xd2511f53
	s_mul_i32 s2, s2, 0xd2511f53
	v_xor_b32_e32 v17, s6, v11
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_mov_b32 s6, s34
	s_mov_b32 s44, s38
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v1, s2, s49, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, v18, v12
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v16, 0
	v_xor3_b32 v1, v19, s50, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s51, v21, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v1, v16, s53, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s52, v22, v18
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v1, v17, s54, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, s55, v19, v15
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v15, 0
	v_xor3_b32 v1, v20, s57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s56, v22, v16
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v1, v16, s58, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s59, v18, v19
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v1, v19, s61, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, s60, v21, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v17, 0
	v_cndmask_b32_e64 v1, v21, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v22, v18, s63
	v_lshrrev_b32_e32 v1, 9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_add_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0x34000000, v1
	v_cvt_f64_f32_e32 v[23:24], v1
	v_xor3_b32 v1, v20, v16, s62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v15, v1, s1
	v_lshrrev_b32_e32 v1, 9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_add_f32_e32 v1, 0.5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0x34000000, v1
	v_add_nc_u32_e32 v1, 0x4afb0d, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0x7fffff, v1
	v_mul_f64 v[23:24], v[23:24], 4.0
	v_add_nc_u32_e32 v19, 0x3f3504f3, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], 0x43380000, v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], -v[26:27]
	v_mul_f64 v[23:24], v[23:24], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[23:24], v[23:24]
	v_mul_f64 v[30:31], v[26:27], s[40:41]
	v_mul_f64 v[28:29], v[26:27], s[22:23]
	v_mul_f64 v[21:22], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[6:7]
	v_add_f64 v[28:29], v[28:29], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[42:43]
	v_add_f64 v[28:29], v[28:29], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[26:27], v[30:31]
	v_mul_f64 v[15:16], v[26:27], v[28:29]
	v_add_f32_e32 v28, -1.0, v19
	v_mul_f64 v[19:20], v[23:24], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 2.0, v28
	v_div_scale_f32 v30, null, v29, v29, v28
	v_div_scale_f32 v34, vcc_lo, v28, v29, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v31, v30
	v_fma_f32 v33, -v30, v31, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v31, v33, v31
	v_add_f64 v[17:18], v[17:18], s[44:45]
	v_add_f64 v[15:16], v[15:16], s[38:39]
	v_add_f64 v[26:27], v[26:27], 1.0
	v_mul_f64 v[17:18], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[19:20], v[15:16]
	v_add_f64 v[17:18], v[26:27], v[17:18]
	v_mul_f32_e32 v33, v34, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[23:24], v[15:16]
	v_fma_f32 v35, -v30, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v35, v31
	v_fma_f32 v30, -v30, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v30, v31, v33
	v_mul_f32_e32 v30, 0.5, v28
	v_div_fixup_f32 v19, v19, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v19, v19
	v_mul_f32_e32 v21, v20, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v22, 0x3e789e26, v21
	v_mul_f32_e32 v29, 0x3e91e9ee, v21
	v_add_f32_e32 v22, 0x3eccce13, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3f2aaaaa, v29
	v_dual_mul_f32 v21, v21, v22 :: v_dual_mul_f32 v20, v20, v29
	v_mul_f32_e32 v22, v28, v30
	v_lshrrev_b32_e32 v1, 23, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v21
	v_dual_add_f32 v20, v22, v20 :: v_dual_add_nc_u32 v1, 0xffffff81, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v1, v1
	v_dual_mul_f32 v19, v19, v20 :: v_dual_mov_b32 v20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, 0x3717f7d1, v1
	v_mul_f32_e32 v1, 0x3f317180, v1
	v_add_f32_e32 v19, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v19, v19, v22
	v_xor_b32_e32 v22, 0x80000000, v16
	v_add_f32_e32 v19, v28, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v21, v1, v19
	v_and_b32_e32 v19, 2, v25
	v_and_b32_e32 v1, 1, v25
	v_mul_f32_e32 v21, -2.0, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v18
	v_cmp_eq_u64_e64 s2, 0, v[1:2]
	ds_load_b32 v20, v2 offset:2048
	v_mul_f32_e32 v23, 0x4f800000, v21
	v_dual_cndmask_b32 v1, v22, v16 :: v_dual_cndmask_b32 v18, v19, v18
	v_cndmask_b32_e32 v16, v16, v22, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v18, v1, s2
	v_cndmask_b32_e64 v16, v16, v18, s2
	v_cndmask_b32_e32 v19, v21, v23, vcc_lo
	v_cndmask_b32_e64 v21, v17, v15, s2
	v_cndmask_b32_e64 v15, v15, v17, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v1, v16, s5
	v_sqrt_f32_e32 v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v21, v15, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	v_cvt_f32_f64_e32 v1, v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, -1, v17
	v_add_nc_u32_e32 v16, 1, v17
	v_fma_f32 v18, -v15, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, -v16, v17, v19
	v_cmp_ge_f32_e64 s2, 0, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v18, v7, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v15, v17, v15, s2
	v_cmp_lt_f32_e64 s2, 0, v21
	v_dual_add_f32 v17, v20, v20 :: v_dual_add_f32 v18, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v15, v16, s2
	v_dual_add_f32 v16, v7, v7 :: v_dual_mul_f32 v17, 0x3c23d70a, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v20, 0x37800000, v15
	v_dual_mul_f32 v16, v16, v17 :: v_dual_mul_f32 v17, 0.5, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v15, v15, v20, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v19, 0x260
	v_dual_add_f32 v16, v16, v17 :: v_dual_cndmask_b32 v15, v15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, s8, v16 :: v_dual_mul_f32 v1, v15, v1
	v_sub_f32_e32 v15, v7, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v13, v1
	v_add_f32_e32 v1, v1, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
.LBB5_29:
	s_or_b32 exec_lo, exec_lo, s66
	s_branch .LBB5_8
.LBB5_30:
	s_cbranch_execz .LBB5_8
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB5_33
	global_load_b32 v1, v[3:4], off
	ds_load_b32 v13, v2 offset:2048
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v14, v6, v6 :: v_dual_add_f32 v13, -4.0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v13
	v_mul_f32_e32 v13, 0x3c23d70a, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v14, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v6, v1
	v_add_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v1, v13, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_sub_f32_e32 v1, v6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v1, vcc_lo
.LBB5_33:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB5_7
	global_load_b32 v1, v[3:4], off offset:1024
	ds_load_b32 v13, v2 offset:2048
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v14, v7, v7 :: v_dual_add_f32 v13, -4.0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v13
	v_mul_f32_e32 v13, 0x3c23d70a, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v14, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v7, v1
	v_add_f32_e32 v1, v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v1, v13, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, s8, v1
	v_sub_f32_e32 v1, v7, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v1, vcc_lo
	s_branch .LBB5_7
.LBB5_35:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB5_37
	s_waitcnt vmcnt(0)
	global_store_b32 v5, v6, s[16:17]
.LBB5_37:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_39
	s_waitcnt vmcnt(0)
	global_store_b32 v5, v7, s[16:17] offset:1024
.LBB5_39:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w512
		.amdhsa_group_segment_fixed_size 2052
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 67
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
		.amdhsa_inst_pref_size 36
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
	.size	tessera_tether_fast_w512, .Lfunc_end5-tessera_tether_fast_w512

	.set tessera_tether_fast_w512.num_vgpr, 36
	.set tessera_tether_fast_w512.num_agpr, 0
	.set tessera_tether_fast_w512.numbered_sgpr, 67
	.set tessera_tether_fast_w512.num_named_barrier, 0
	.set tessera_tether_fast_w512.private_seg_size, 0
	.set tessera_tether_fast_w512.uses_vcc, 1
	.set tessera_tether_fast_w512.uses_flat_scratch, 0
	.set tessera_tether_fast_w512.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w512.has_recursion, 0
	.set tessera_tether_fast_w512.has_indirect_call, 0
	.globl	tessera_tether_fast_w1024
	.p2align	8
	.type	tessera_tether_fast_w1024,@function
tessera_tether_fast_w1024:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[24:25], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[26:27]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_56
	s_load_b64 s[24:25], s[0:1], 0x20
	v_mov_b32_e32 v3, 0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	v_lshlrev_b32_e32 v7, 2, v0
	s_add_i32 s5, s4, s3
	v_mov_b32_e32 v1, v3
	s_mul_i32 s4, s26, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[8:9], s[4:5], 2
	v_cmp_gt_u64_e64 s3, s[26:27], v[0:1]
	s_add_u32 s10, s20, s8
	s_addc_u32 s11, s21, s9
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v8, v7, s[10:11]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[26:27], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_5
	global_load_b32 v9, v7, s[10:11] offset:1024
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v3, 0x200, v0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[26:27], v[3:4]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB6_7
	global_load_b32 v10, v7, s[10:11] offset:2048
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v5, 0x300, v0
	v_mov_b32_e32 v6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[26:27], v[5:6]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_9
	global_load_b32 v4, v7, s[10:11] offset:3072
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB6_51
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_lshrrev_b32_e32 v11, 2, v2
	v_lshrrev_b32_e32 v6, 2, v0
	v_lshrrev_b32_e32 v12, 2, v3
	v_lshrrev_b32_e32 v5, 2, v5
	s_mov_b32 s35, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u64_e64 s66, s[26:27], 7
	s_mov_b32 s36, 0xa556c734
	s_mov_b32 s38, 0x1a01a01a
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s44, 0xb7789f5c
	s_mov_b32 s37, 0x3ec71de3
	s_mov_b32 s39, 0xbf2a01a0
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0xbfc55555
	s_mov_b32 s45, 0xbe927e4f
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	s_mov_b32 s15, s35
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s22, s8
	s_addc_u32 s7, s23, s9
	s_cmp_lg_u64 s[26:27], 0
	v_add_co_u32 v2, s1, s1, v7
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_ci_u32_e64 v3, null, s7, 0, s1
	s_cselect_b32 s50, -1, 0
	s_add_u32 s8, s26, 3
	s_addc_u32 s9, s27, 0
	s_add_u32 s7, s28, 0x9e3779b9
	s_lshr_b32 s1, s9, 2
	s_lshr_b64 s[8:9], s[8:9], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s9, s8, s2
	s_mul_i32 s2, s8, s2
	s_add_i32 s9, s9, s1
	v_add_co_u32 v6, s1, s2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s9, 0, s1
	v_add_co_u32 v20, s1, s2, v5
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v6, 0
	s_add_u32 s22, s29, 0xbb67ae85
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_add_u32 s8, s28, 0x3c6ef372
	s_and_b32 s34, s26, 7
	s_add_u32 s51, s29, 0x76cf5d0a
	v_xor_b32_e32 v6, v14, v15
	s_add_u32 s52, s28, 0xdaa66d2b
	s_add_u32 s53, s29, 0x32370b8f
	s_add_u32 s54, s28, 0x78dde6e4
	s_add_u32 s55, s29, 0xed9eba14
	v_xor_b32_e32 v5, s29, v6
	v_add_co_u32 v6, s14, s2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v22, null, s9, 0, s14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v5, 0
	v_add_co_u32 v5, s2, s2, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v6, 0
	v_add_co_ci_u32_e64 v23, null, s9, 0, s2
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v5, 0
	v_add_co_ci_u32_e64 v6, null, s9, 0, s1
	v_xor_b32_e32 v5, s7, v15
	v_xor_b32_e32 v15, v17, v22
	v_dual_mov_b32 v22, s35 :: v_dual_and_b32 v11, 2, v0
	v_xor_b32_e32 v17, v19, v23
	v_xor_b32_e32 v6, v21, v6
	v_and_b32_e32 v21, 1, v0
	v_xor_b32_e32 v0, s29, v15
	v_mov_b32_e32 v12, s35
	v_xor_b32_e32 v15, s29, v17
	v_xor_b32_e32 v6, s29, v6
	v_cmp_eq_u64_e64 s2, 0, v[21:22]
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v15, 0
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v6, 0
	v_cmp_eq_u64_e64 s1, 0, v[11:12]
	s_add_u32 s56, s28, 0x1715609d
	s_add_u32 s57, s29, 0xa9066899
	s_add_u32 s58, s28, 0xb54cda56
	s_add_u32 s59, s29, 0x646e171e
	s_add_u32 s60, s28, 0x5384540f
	s_add_u32 s61, s29, 0x1fd5c5a3
	s_add_u32 s62, s28, 0xf1bbcdc8
	s_add_u32 s63, s29, 0xdb3d7428
	s_add_i32 s64, s28, 0x8ff34781
	s_add_i32 s29, s29, 0x96a522ad
	v_xor_b32_e32 v6, s7, v24
	v_xor_b32_e32 v11, s7, v26
	v_xor_b32_e32 v12, s7, v28
	s_and_b32 s14, s26, 0x7f8
	v_xor_b32_e32 v13, s22, v13
	v_xor_b32_e32 v14, s8, v14
	v_xor_b32_e32 v15, s22, v16
	v_xor_b32_e32 v16, s8, v23
	v_xor_b32_e32 v17, s22, v18
	v_xor_b32_e32 v18, s8, v25
	v_xor_b32_e32 v19, s22, v20
	v_xor_b32_e32 v20, s8, v27
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s22, 0x54442d18
	s_mov_b32 s26, 0x16c16c17
	s_cselect_b32 s65, -1, 0
	s_mov_b32 s23, 0x3ff921fb
	s_mov_b32 s9, 0x3efa01a0
	s_mov_b32 s27, 0xbf56c16c
	s_mov_b32 s47, 0x3fa55555
	s_branch .LBB6_13
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v22, v8 :: v_dual_mov_b32 v23, v9
	v_mov_b32_e32 v24, v10
	v_mov_b32_e32 v0, v4
.LBB6_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v4, v0 :: v_dual_mov_b32 v9, v23
	v_mov_b32_e32 v10, v24
	v_mov_b32_e32 v8, v22
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[20:21], s[24:25]
	s_cbranch_scc1 .LBB6_51
.LBB6_13:
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB6_24
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB6_25
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB6_26
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_18
.LBB6_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v4, v4
	ds_store_b32 v7, v0 offset:3072
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB6_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_30
	s_and_not1_b32 vcc_lo, exec_lo, s66
	s_cbranch_vccnz .LBB6_27
	s_mov_b64 s[48:49], 0
	s_mov_b32 s8, 0
	.p2align	6
.LBB6_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v27, s8
	s_add_u32 s48, s48, 8
	s_addc_u32 s49, s49, 0
	s_add_i32 s8, s8, 32
	s_cmp_lg_u64 s[14:15], s[48:49]
	ds_load_2addr_b32 v[21:22], v27 offset1:1
	ds_load_2addr_b32 v[23:24], v27 offset0:2 offset1:3
	ds_load_2addr_b32 v[25:26], v27 offset0:4 offset1:5
	ds_load_2addr_b32 v[27:28], v27 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v22
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v24
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	s_cbranch_scc1 .LBB6_22
	s_mov_b64 s[48:49], s[14:15]
	s_mov_b32 s8, s65
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB6_28
	s_branch .LBB6_30
.LBB6_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v8, v8
	ds_store_b32 v7, v0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB6_15
.LBB6_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v9, v9
	ds_store_b32 v7, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB6_16
.LBB6_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v10, v10
	ds_store_b32 v7, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB6_17
	s_branch .LBB6_18
.LBB6_27:
	s_mov_b64 s[48:49], 0
	s_cbranch_execz .LBB6_30
.LBB6_28:
	s_lshl_b32 s8, s48, 2
	s_mov_b64 s[48:49], s[34:35]
.LBB6_29:
	v_mov_b32_e32 v21, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s48, s48, -1
	s_addc_u32 s49, s49, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[48:49], 0
	ds_load_b32 v21, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_cbranch_scc1 .LBB6_29
.LBB6_30:
	ds_store_b32 v1, v0 offset:4096
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_40
	s_mul_f32 s8, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s8, 0
	s_mul_f32 s7, s8, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s8, 0xf800000
	v_mov_b32_e32 v0, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s48, s20, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s8, v0, s7
	v_sqrt_f32_e32 v21, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, -1, v21
	v_add_nc_u32_e32 v23, 1, v21
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v23
	v_fma_f32 v24, v24, v21, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, v25, v21, v0
	v_cmp_ge_f32_e64 s8, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v21, v21, v22, s8
	v_cmp_lt_f32_e64 s8, 0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v23, s8
	v_mul_f32_e32 v22, 0x37800000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v21, v21, v22, s7
	v_cmp_class_f32_e64 s7, v0, 0x260
	v_mov_b32_e32 v22, v8
	v_cndmask_b32_e64 v0, v21, v0, s7
	s_addc_u32 s7, s21, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s49, s7, 0xcd9e8d57
	s_mul_hi_u32 s67, s7, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v0, s13, s19
	s_and_saveexec_b32 s68, s3
	s_cbranch_execnz .LBB6_45
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v23, v9
	s_and_saveexec_b32 s68, s4
	s_cbranch_execnz .LBB6_46
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v24, v10
	s_and_saveexec_b32 s68, s5
	s_cbranch_execz .LBB6_37
.LBB6_36:
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v11
	s_xor_b32 s7, s7, s48
	global_load_b32 v41, v[2:3], off offset:2048
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v26, s8, v17
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v0, s7, s51, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, v27, v18
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, v28, s52, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s53, v30, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v0, v25, s55, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s54, v31, v27
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, v26, s56, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s57, v28, v24
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, v29, s59, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s58, v31, v25
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, v25, s60, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s61, v27, v28
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, v28, s63, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s62, v30, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v26, 0
	v_cndmask_b32_e64 v0, v30, v24, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v31, v27, s29
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[32:33], v0
	v_xor3_b32 v0, v29, v25, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v24, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v28, 0x7fffff, v0
	v_mul_f64 v[32:33], v[32:33], 4.0
	v_add_nc_u32_e32 v28, 0x3f3504f3, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[34:35], 0x43380000, v[32:33]
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], v[32:33], -v[35:36]
	v_mul_f64 v[32:33], v[32:33], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[32:33], v[32:33]
	v_mul_f64 v[39:40], v[35:36], s[44:45]
	v_mul_f64 v[37:38], v[35:36], s[36:37]
	v_mul_f64 v[30:31], v[35:36], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], s[8:9]
	v_add_f64 v[37:38], v[37:38], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[39:40], s[26:27]
	v_add_f64 v[37:38], v[37:38], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[35:36], v[39:40]
	v_mul_f64 v[24:25], v[35:36], v[37:38]
	v_add_f32_e32 v37, -1.0, v28
	v_mul_f64 v[28:29], v[32:33], v[35:36]
	v_mul_f64 v[35:36], v[35:36], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 2.0, v37
	v_div_scale_f32 v39, null, v38, v38, v37
	v_div_scale_f32 v43, vcc_lo, v37, v38, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v40, v39
	v_fma_f32 v42, -v39, v40, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v40, v42, v40
	v_add_f64 v[26:27], v[26:27], s[46:47]
	v_add_f64 v[24:25], v[24:25], s[42:43]
	v_add_f64 v[35:36], v[35:36], 1.0
	v_mul_f64 v[26:27], v[30:31], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[28:29], v[24:25]
	v_add_f64 v[26:27], v[35:36], v[26:27]
	v_mul_f32_e32 v42, v43, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[32:33], v[24:25]
	v_fma_f32 v44, -v39, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v44, v40
	v_fma_f32 v39, -v39, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v28, v39, v40, v42
	v_div_fixup_f32 v28, v28, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v28, v28
	v_mul_f32_e32 v30, v29, v29
	v_mul_f32_e32 v39, 0.5, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v31, 0x3e789e26, v30
	v_mul_f32_e32 v38, 0x3e91e9ee, v30
	v_add_f32_e32 v31, 0x3eccce13, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, 0x3f2aaaaa, v38
	v_dual_mul_f32 v30, v30, v31 :: v_dual_mul_f32 v29, v29, v38
	v_mul_f32_e32 v31, v37, v39
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v29, v29, v30 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_add_f32_e32 v29, v31, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v28, v28, v29 :: v_dual_mov_b32 v29, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v28, v30, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v28, v28, v31
	v_xor_b32_e32 v31, 0x80000000, v25
	v_add_f32_e32 v28, v37, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v30, v0, v28
	v_and_b32_e32 v28, 2, v34
	v_and_b32_e32 v0, 1, v34
	v_mul_f32_e32 v30, -2.0, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[28:29]
	v_xor_b32_e32 v28, 0x80000000, v27
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	ds_load_b32 v29, v1 offset:4096
	v_mul_f32_e32 v32, 0x4f800000, v30
	v_dual_cndmask_b32 v0, v31, v25 :: v_dual_cndmask_b32 v27, v28, v27
	v_cndmask_b32_e32 v25, v25, v31, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v27, v0, s7
	v_cndmask_b32_e64 v25, v25, v27, s7
	v_cndmask_b32_e32 v28, v30, v32, vcc_lo
	v_cndmask_b32_e64 v30, v26, v24, s7
	v_cndmask_b32_e64 v24, v24, v26, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v0, v25, s2
	v_sqrt_f32_e32 v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v30, v24, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v29, -4.0, v29
	v_cvt_f32_f64_e32 v0, v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v24, -1, v26
	v_add_nc_u32_e32 v25, 1, v26
	v_fma_f32 v27, -v24, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v25, v26, v28
	v_cmp_ge_f32_e64 s7, 0, v27
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v27, v10, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v24, v26, v24, s7
	v_cmp_lt_f32_e64 s7, 0, v30
	v_dual_add_f32 v26, v29, v29 :: v_dual_add_f32 v27, v27, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v24, v24, v25, s7
	v_add_f32_e32 v25, v10, v10
	v_mul_f32_e32 v26, 0x3c23d70a, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x37800000, v24
	v_dual_mul_f32 v25, v25, v26 :: v_dual_mul_f32 v26, 0.5, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v24, v24, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v28, 0x260
	v_dual_add_f32 v25, v25, v26 :: v_dual_cndmask_b32 v24, v24, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v25, s12, v25 :: v_dual_mul_f32 v0, v24, v0
	v_sub_f32_e32 v24, v10, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v0, vcc_lo
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v0, v4
	s_and_saveexec_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s68, exec_lo, s7
	s_cbranch_execz .LBB6_39
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v12
	s_xor_b32 s7, s7, s48
	global_load_b32 v42, v[2:3], off offset:3072
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v27, s8, v19
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, s7, s51, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, v28, v20
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, v29, s52, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s53, v31, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v0, v26, s55, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, s54, v32, v28
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v28, 0
	v_xor3_b32 v0, v27, s56, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s57, v29, v25
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, v30, s59, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s58, v32, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, v26, s60, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s61, v28, v29
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v26, 0
	v_xor3_b32 v0, v29, s63, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, s62, v31, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v27, 0
	v_cndmask_b32_e64 v0, v31, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v32, v28, s29
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[33:34], v0
	v_xor3_b32 v0, v30, v26, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v25, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v29, 0x7fffff, v0
	v_mul_f64 v[33:34], v[33:34], 4.0
	v_add_nc_u32_e32 v29, 0x3f3504f3, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], 0x43380000, v[33:34]
	v_add_f64 v[36:37], 0xc3380000, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], v[33:34], -v[36:37]
	v_mul_f64 v[33:34], v[33:34], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[33:34], v[33:34]
	v_mul_f64 v[38:39], v[36:37], s[36:37]
	v_mul_f64 v[40:41], v[36:37], s[44:45]
	v_mul_f64 v[31:32], v[36:37], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[38:39]
	v_add_f64 v[40:41], v[40:41], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[38:39], s[40:41]
	v_add_f64 v[40:41], v[40:41], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[36:37], v[38:39]
	v_mul_f64 v[27:28], v[36:37], v[40:41]
	v_add_f32_e32 v38, -1.0, v29
	v_mul_f64 v[29:30], v[33:34], v[36:37]
	v_mul_f64 v[36:37], v[36:37], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 2.0, v38
	v_div_scale_f32 v40, null, v39, v39, v38
	v_div_scale_f32 v44, vcc_lo, v38, v39, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v41, v40
	v_fma_f32 v43, -v40, v41, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v41, v43, v41
	v_mul_f32_e32 v43, v44, v41
	v_add_f64 v[25:26], v[25:26], s[42:43]
	v_add_f64 v[27:28], v[27:28], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v45, -v40, v43, v44
	v_add_f64 v[36:37], v[36:37], 1.0
	v_fmac_f32_e32 v43, v45, v41
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v40, -v40, v43, v44
	v_mul_f64 v[25:26], v[29:30], v[25:26]
	v_mul_f64 v[27:28], v[31:32], v[27:28]
	v_div_fmas_f32 v29, v40, v41, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v29, v29, v39, v38
	v_mul_f32_e32 v30, v29, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v31, v30, v30
	v_mul_f32_e32 v40, 0.5, v38
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v32, 0x3e789e26, v31
	v_mul_f32_e32 v39, 0x3e91e9ee, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v32, 0x3eccce13, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v39, 0x3f2aaaaa, v39
	v_mul_f32_e32 v31, v31, v32
	v_mul_f32_e32 v32, v38, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, v30, v39
	v_add_f64 v[25:26], v[33:34], v[25:26]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	v_dual_add_f32 v30, v30, v31 :: v_dual_mul_f32 v31, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v32, v30
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v30, v1 :: v_dual_add_f32 v29, v31, v29
	v_sub_f32_e32 v29, v29, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, v38, v29
	v_add_f32_e32 v31, v0, v29
	v_and_b32_e32 v29, 2, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[29:30]
	v_xor_b32_e32 v32, 0x80000000, v26
	v_mul_f32_e32 v31, -2.0, v31
	v_xor_b32_e32 v29, 0x80000000, v28
	ds_load_b32 v30, v1 offset:4096
	v_dual_mul_f32 v33, 0x4f800000, v31 :: v_dual_cndmask_b32 v28, v29, v28
	v_and_b32_e32 v0, 1, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	v_cndmask_b32_e32 v0, v32, v26, vcc_lo
	v_cndmask_b32_e32 v26, v26, v32, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v31
	v_cndmask_b32_e64 v0, v28, v0, s7
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v26, v26, v28, s7
	v_cndmask_b32_e32 v29, v31, v33, vcc_lo
	v_cndmask_b32_e64 v31, v27, v25, s7
	v_cndmask_b32_e64 v25, v25, v27, s7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, -4.0, v30
	v_cndmask_b32_e64 v26, v0, v26, s2
	v_sqrt_f32_e32 v27, v29
	v_cndmask_b32_e64 v25, v31, v25, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[25:26]
	v_add_nc_u32_e32 v25, -1, v27
	v_add_nc_u32_e32 v26, 1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v25, v27, v29
	v_fma_f32 v31, -v26, v27, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s7, 0, v28
	v_cndmask_b32_e64 v25, v27, v25, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s7, 0, v31
	v_add_f32_e32 v27, v30, v30
	v_cndmask_b32_e64 v25, v25, v26, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, 0x3c23d70a, v27
	v_mul_f32_e32 v30, 0x37800000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v26, v4, v4 :: v_dual_cndmask_b32 v25, v25, v30
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v28, v4, v42
	v_dual_mul_f32 v26, v26, v27 :: v_dual_cndmask_b32 v25, v25, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, v28, v28
	v_mul_f32_e32 v27, 0.5, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v27
	v_mul_f32_e32 v26, s12, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v25, v0 :: v_dual_sub_f32 v25, v4, v26
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_and_b32_e32 v21, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s68
	s_branch .LBB6_12
.LBB6_40:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB6_47
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB6_48
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB6_49
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_50
.LBB6_45:
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v5
	s_xor_b32 s7, s7, s48
	global_load_b32 v39, v[2:3], off
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v24, s8, v13
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, s7, s51, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, v25, v14
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, v26, s52, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s53, v28, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, v23, s55, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s54, v29, v25
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, v24, s56, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, s57, v26, v22
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, v27, s59, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s58, v29, v23
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, v23, s60, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, s61, v25, v26
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v0, v26, s63, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s62, v28, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v24, 0
	v_cndmask_b32_e64 v0, v28, v22, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v29, v25, s29
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[30:31], v0
	v_xor3_b32 v0, v27, v23, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v22, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v26, 0x7fffff, v0
	v_mul_f64 v[30:31], v[30:31], 4.0
	v_add_nc_u32_e32 v26, 0x3f3504f3, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[32:33], 0x43380000, v[30:31]
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[30:31], v[30:31], -v[33:34]
	v_mul_f64 v[30:31], v[30:31], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[30:31], v[30:31]
	v_mul_f64 v[37:38], v[33:34], s[44:45]
	v_mul_f64 v[35:36], v[33:34], s[36:37]
	v_mul_f64 v[28:29], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[37:38], s[8:9]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[37:38], v[33:34], v[37:38]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[37:38], s[26:27]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[33:34], v[37:38]
	v_mul_f64 v[22:23], v[33:34], v[35:36]
	v_add_f32_e32 v35, -1.0, v26
	v_mul_f64 v[26:27], v[30:31], v[33:34]
	v_mul_f64 v[33:34], v[33:34], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 2.0, v35
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v41, vcc_lo, v35, v36, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v38, v37
	v_fma_f32 v40, -v37, v38, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v38, v40, v38
	v_add_f64 v[24:25], v[24:25], s[46:47]
	v_add_f64 v[22:23], v[22:23], s[42:43]
	v_add_f64 v[33:34], v[33:34], 1.0
	v_mul_f64 v[24:25], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[26:27], v[22:23]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	v_mul_f32_e32 v40, v41, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[30:31], v[22:23]
	v_fma_f32 v42, -v37, v40, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v42, v38
	v_fma_f32 v37, -v37, v40, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v37, v38, v40
	v_mul_f32_e32 v37, 0.5, v35
	v_div_fixup_f32 v26, v26, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v26, v26
	v_mul_f32_e32 v28, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x3e789e26, v28
	v_mul_f32_e32 v36, 0x3e91e9ee, v28
	v_add_f32_e32 v29, 0x3eccce13, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3f2aaaaa, v36
	v_dual_mul_f32 v28, v28, v29 :: v_dual_mul_f32 v27, v27, v36
	v_mul_f32_e32 v29, v35, v37
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v27, v28
	v_dual_add_f32 v27, v29, v27 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v26, v26, v27 :: v_dual_mov_b32 v27, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v26, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v29
	v_xor_b32_e32 v29, 0x80000000, v23
	v_add_f32_e32 v26, v35, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v28, v0, v26
	v_and_b32_e32 v26, 2, v32
	v_and_b32_e32 v0, 1, v32
	v_mul_f32_e32 v28, -2.0, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	v_xor_b32_e32 v26, 0x80000000, v25
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	ds_load_b32 v27, v1 offset:4096
	v_mul_f32_e32 v30, 0x4f800000, v28
	v_dual_cndmask_b32 v0, v29, v23 :: v_dual_cndmask_b32 v25, v26, v25
	v_cndmask_b32_e32 v23, v23, v29, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v25, v0, s7
	v_cndmask_b32_e64 v23, v23, v25, s7
	v_cndmask_b32_e32 v26, v28, v30, vcc_lo
	v_cndmask_b32_e64 v28, v24, v22, s7
	v_cndmask_b32_e64 v22, v22, v24, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v0, v23, s2
	v_sqrt_f32_e32 v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v22, v28, v22, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v27, -4.0, v27
	v_cvt_f32_f64_e32 v0, v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, -1, v24
	v_add_nc_u32_e32 v23, 1, v24
	v_fma_f32 v25, -v22, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, -v23, v24, v26
	v_cmp_ge_f32_e64 s7, 0, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v8, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v22, v24, v22, s7
	v_cmp_lt_f32_e64 s7, 0, v28
	v_dual_add_f32 v24, v27, v27 :: v_dual_add_f32 v25, v25, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v22, v22, v23, s7
	v_add_f32_e32 v23, v8, v8
	v_mul_f32_e32 v24, 0x3c23d70a, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, 0x37800000, v22
	v_dual_mul_f32 v23, v23, v24 :: v_dual_mul_f32 v24, 0.5, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v22, v22, v27, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v26, 0x260
	v_dual_add_f32 v23, v23, v24 :: v_dual_cndmask_b32 v22, v22, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v23, s12, v23 :: v_dual_mul_f32 v0, v22, v0
	v_sub_f32_e32 v22, v8, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v23, v9
	s_and_saveexec_b32 s68, s4
	s_cbranch_execz .LBB6_35
.LBB6_46:
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v6
	s_xor_b32 s7, s7, s48
	global_load_b32 v40, v[2:3], off offset:1024
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v25, s8, v15
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, s7, s51, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, v26, v16
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, v27, s52, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s53, v29, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, v24, s55, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, s54, v30, v26
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, v25, s56, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, s57, v27, v23
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v0, v28, s59, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s58, v30, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, v24, s60, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, s61, v26, v27
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, v27, s63, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, s62, v29, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v25, 0
	v_cndmask_b32_e64 v0, v29, v23, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v30, v26, s29
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[31:32], v0
	v_xor3_b32 v0, v28, v24, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v23, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v27, 0x7fffff, v0
	v_mul_f64 v[31:32], v[31:32], 4.0
	v_add_nc_u32_e32 v27, 0x3f3504f3, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], 0x43380000, v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], v[31:32], -v[34:35]
	v_mul_f64 v[31:32], v[31:32], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[31:32], v[31:32]
	v_mul_f64 v[36:37], v[34:35], s[36:37]
	v_mul_f64 v[38:39], v[34:35], s[44:45]
	v_mul_f64 v[29:30], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[38:39]
	v_add_f64 v[38:39], v[38:39], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[36:37], s[40:41]
	v_add_f64 v[38:39], v[38:39], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[34:35], v[36:37]
	v_mul_f64 v[25:26], v[34:35], v[38:39]
	v_add_f32_e32 v36, -1.0, v27
	v_mul_f64 v[27:28], v[31:32], v[34:35]
	v_mul_f64 v[34:35], v[34:35], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, 2.0, v36
	v_div_scale_f32 v38, null, v37, v37, v36
	v_div_scale_f32 v42, vcc_lo, v36, v37, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v38
	v_fma_f32 v41, -v38, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v41, v39
	v_mul_f32_e32 v41, v42, v39
	v_add_f64 v[23:24], v[23:24], s[42:43]
	v_add_f64 v[25:26], v[25:26], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v43, -v38, v41, v42
	v_add_f64 v[34:35], v[34:35], 1.0
	v_fmac_f32_e32 v41, v43, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v38, -v38, v41, v42
	v_mul_f64 v[23:24], v[27:28], v[23:24]
	v_mul_f64 v[25:26], v[29:30], v[25:26]
	v_div_fmas_f32 v27, v38, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v27, v27, v37, v36
	v_mul_f32_e32 v28, v27, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v28, v28
	v_dual_mul_f32 v38, 0.5, v36 :: v_dual_mul_f32 v37, 0x3e91e9ee, v29
	v_mul_f32_e32 v30, 0x3e789e26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v37, 0x3f2aaaaa, v37
	v_add_f32_e32 v30, 0x3eccce13, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v30, v36, v38
	v_mul_f32_e32 v28, v28, v37
	v_add_f64 v[23:24], v[31:32], v[23:24]
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[25:26], v[34:35], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_add_f32 v28, v28, v29 :: v_dual_mul_f32 v29, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v30, v28
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_mul_f32 v27, v27, v28 :: v_dual_mov_b32 v28, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v29, v27
	v_sub_f32_e32 v27, v27, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v36, v27
	v_add_f32_e32 v29, v0, v27
	v_and_b32_e32 v27, 2, v33
	v_xor_b32_e32 v30, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[27:28]
	v_mul_f32_e32 v29, -2.0, v29
	v_xor_b32_e32 v27, 0x80000000, v26
	ds_load_b32 v28, v1 offset:4096
	v_dual_mul_f32 v31, 0x4f800000, v29 :: v_dual_cndmask_b32 v26, v27, v26
	v_and_b32_e32 v0, 1, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	v_cndmask_b32_e32 v0, v30, v24, vcc_lo
	v_cndmask_b32_e32 v24, v24, v30, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v29
	v_cndmask_b32_e64 v0, v26, v0, s7
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v24, v24, v26, s7
	v_cndmask_b32_e32 v27, v29, v31, vcc_lo
	v_cndmask_b32_e64 v29, v25, v23, s7
	v_cndmask_b32_e64 v23, v23, v25, s7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v28, -4.0, v28
	v_cndmask_b32_e64 v24, v0, v24, s2
	v_sqrt_f32_e32 v25, v27
	v_cndmask_b32_e64 v23, v29, v23, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[23:24]
	v_add_nc_u32_e32 v23, -1, v25
	v_add_nc_u32_e32 v24, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v23, v25, v27
	v_fma_f32 v29, -v24, v25, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s7, 0, v26
	v_cndmask_b32_e64 v23, v25, v23, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s7, 0, v29
	v_add_f32_e32 v25, v28, v28
	v_cndmask_b32_e64 v23, v23, v24, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, 0x3c23d70a, v25
	v_mul_f32_e32 v28, 0x37800000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v23, v23, v28, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v27, 0x260
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v26, v9, v40 :: v_dual_cndmask_b32 v23, v23, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v26, v26, v26
	v_add_f32_e32 v24, v9, v9
	v_mul_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v24, v24, v25 :: v_dual_mul_f32 v25, 0.5, v26
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v25
	v_mul_f32_e32 v24, s12, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v9, v24
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v23, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v24, v10
	s_and_saveexec_b32 s68, s5
	s_cbranch_execnz .LBB6_36
	s_branch .LBB6_37
.LBB6_47:
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v8, v8 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v8, v0 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v8, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB6_43
.LBB6_48:
	global_load_b32 v0, v[2:3], off offset:1024
	ds_load_b32 v21, v1 offset:4096
	v_add_f32_e32 v22, v9, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v21, -4.0, v21 :: v_dual_sub_f32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, v21, v21 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v21, 0x3c23d70a, v21 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB6_44
.LBB6_49:
	global_load_b32 v0, v[2:3], off offset:2048
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v10, v10 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v10, v0 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v10, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB6_11
.LBB6_50:
	global_load_b32 v0, v[2:3], off offset:3072
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v4, v4 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v4, v0 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v4, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_11
.LBB6_51:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_57
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_58
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_59
.LBB6_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_56
.LBB6_55:
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v4, s[10:11] offset:3072
.LBB6_56:
	s_endpgm
.LBB6_57:
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v8, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_53
.LBB6_58:
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v9, s[10:11] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_54
.LBB6_59:
	s_waitcnt vmcnt(0)
	global_store_b32 v7, v10, s[10:11] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_55
	s_branch .LBB6_56
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w1024
		.amdhsa_group_segment_fixed_size 4100
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 69
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
.Lfunc_end6:
	.size	tessera_tether_fast_w1024, .Lfunc_end6-tessera_tether_fast_w1024

	.set tessera_tether_fast_w1024.num_vgpr, 46
	.set tessera_tether_fast_w1024.num_agpr, 0
	.set tessera_tether_fast_w1024.numbered_sgpr, 69
	.set tessera_tether_fast_w1024.num_named_barrier, 0
	.set tessera_tether_fast_w1024.private_seg_size, 0
	.set tessera_tether_fast_w1024.uses_vcc, 1
	.set tessera_tether_fast_w1024.uses_flat_scratch, 0
	.set tessera_tether_fast_w1024.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w1024.has_recursion, 0
	.set tessera_tether_fast_w1024.has_indirect_call, 0
	.globl	tessera_tether_fast_w2048
	.p2align	8
	.type	tessera_tether_fast_w2048,@function
tessera_tether_fast_w2048:
	s_load_b256 s[24:31], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[28:29], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[30:31]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_92
	s_load_b64 s[28:29], s[0:1], 0x20
	v_mov_b32_e32 v9, 0
	s_mul_i32 s3, s31, s2
	s_mul_hi_u32 s4, s30, s2
	v_lshlrev_b32_e32 v17, 2, v0
	s_add_i32 s5, s4, s3
	v_mov_b32_e32 v1, v9
	s_mul_i32 s4, s30, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_lshl_b64 s[12:13], s[4:5], 2
	v_cmp_gt_u64_e64 s3, s[30:31], v[0:1]
	s_add_u32 s14, s24, s12
	s_addc_u32 s15, s25, s13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_3
	global_load_b32 v18, v17, s[14:15]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v8, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[30:31], v[8:9]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB7_5
	global_load_b32 v19, v17, s[14:15] offset:1024
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v11, 0x200, v0
	v_mov_b32_e32 v12, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[30:31], v[11:12]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB7_7
	global_load_b32 v20, v17, s[14:15] offset:2048
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v9, 0x300, v0
	v_mov_b32_e32 v10, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[30:31], v[9:10]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB7_9
	global_load_b32 v21, v17, s[14:15] offset:3072
.LBB7_9:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[30:31], v[2:3]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB7_11
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v22, v1, s[14:15]
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v3, 0x500, v0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[30:31], v[3:4]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB7_13
	v_lshlrev_b32_e32 v1, 2, v3
	global_load_b32 v23, v1, s[14:15]
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v5, 0x600, v0
	v_mov_b32_e32 v6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[30:31], v[5:6]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB7_15
	v_lshlrev_b32_e32 v1, 2, v5
	global_load_b32 v4, v1, s[14:15]
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v6, 0x700, v0
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[30:31], v[6:7]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB7_17
	v_lshlrev_b32_e32 v1, 2, v6
	global_load_b32 v24, v1, s[14:15]
.LBB7_17:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB7_83
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[36:39], s[0:1], 0x48
	v_lshrrev_b32_e32 v12, 2, v0
	v_lshrrev_b32_e32 v13, 2, v8
	s_mov_b32 s35, 0
	v_lshrrev_b32_e32 v14, 2, v11
	v_dual_mov_b32 v1, 0 :: v_dual_and_b32 v10, 2, v0
	v_mov_b32_e32 v11, s35
	v_cmp_eq_u32_e64 s0, 0, v0
	s_mov_b32 s40, 0x1a01a01a
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s46, 0xb7789f5c
	s_mov_b32 s48, 0x16c16c17
	s_mov_b32 s41, 0xbf2a01a0
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0xbfc55555
	s_mov_b32 s47, 0xbe927e4f
	s_mov_b32 s49, 0xbf56c16c
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	s_mov_b32 s19, s35
	s_cselect_b32 s23, -1, 0
	s_add_u32 s1, s26, s12
	s_addc_u32 s11, s27, s13
	s_cmp_lg_u64 s[30:31], 0
	v_add_co_u32 v7, s1, s1, v17
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_ci_u32_e64 v8, null, s11, 0, s1
	s_cselect_b32 s54, -1, 0
	s_add_u32 s12, s30, 3
	s_addc_u32 s13, s31, 0
	s_add_u32 s11, s36, 0x9e3779b9
	s_lshr_b32 s1, s13, 2
	s_lshr_b64 s[12:13], s[12:13], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s13, s12, s2
	s_mul_i32 s12, s12, s2
	s_add_i32 s13, s13, s1
	v_add_co_u32 v12, s1, s12, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, s13, 0, s1
	v_add_co_u32 v13, s1, s12, v13
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v12, 0
	s_add_u32 s26, s37, 0xbb67ae85
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v13, 0
	s_add_u32 s27, s36, 0x3c6ef372
	s_add_u32 s55, s37, 0x76cf5d0a
	s_add_u32 s57, s37, 0x32370b8f
	v_xor_b32_e32 v12, v34, v15
	v_add_co_ci_u32_e64 v15, null, s13, 0, s1
	s_add_u32 s59, s37, 0xed9eba14
	s_add_u32 s61, s37, 0xa9066899
	v_xor_b32_e32 v12, s37, v12
	v_xor_b32_e32 v13, v37, v15
	s_add_u32 s63, s37, 0x646e171e
	s_add_u32 s65, s37, 0x1fd5c5a3
	s_add_u32 s67, s37, 0xdb3d7428
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v12, 0
	v_add_co_u32 v12, s1, s12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s13, 0, s1
	v_cmp_eq_u64_e64 s1, 0, v[10:11]
	v_lshrrev_b32_e32 v11, 2, v9
	v_dual_mov_b32 v10, s35 :: v_dual_and_b32 v9, 1, v0
	v_xor_b32_e32 v0, s37, v13
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s2, s12, v11
	v_add_co_ci_u32_e64 v13, null, s13, 0, s2
	v_cmp_eq_u64_e64 s2, 0, v[9:10]
	v_lshrrev_b32_e32 v9, 2, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v11, 0
	v_xor_b32_e32 v12, v38, v14
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v9, s18, s12, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v11, null, s13, 0, s18
	v_xor_b32_e32 v0, s37, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v9, 0
	v_lshrrev_b32_e32 v9, 2, v3
	v_xor_b32_e32 v10, v40, v13
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v0, 0
	s_add_i32 s69, s37, 0x96a522ad
	v_add_co_u32 v9, s18, s12, v9
	v_xor_b32_e32 v0, s37, v10
	v_xor_b32_e32 v10, v44, v11
	v_add_co_ci_u32_e64 v11, null, s13, 0, s18
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v9, 0
	v_lshrrev_b32_e32 v9, 2, v5
	v_mad_u64_u32 v[49:50], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s37, v10
	s_and_b32 s34, s30, 7
	v_add_co_u32 v9, s18, s12, v9
	v_xor_b32_e32 v10, v48, v11
	v_add_co_ci_u32_e64 v11, null, s13, 0, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v9, 0
	v_lshrrev_b32_e32 v9, 2, v6
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s37, v10
	s_add_u32 s56, s36, 0xdaa66d2b
	v_add_co_u32 v9, s12, s12, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, s13, 0, s12
	v_xor_b32_e32 v11, v52, v11
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s37, v11
	v_add_co_u32 v9, vcc_lo, 0x1000, v7
	v_add_co_ci_u32_e64 v10, null, 0, v8, vcc_lo
	v_xor_b32_e32 v13, v56, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v11, vcc_lo, 0x1400, v7
	v_xor_b32_e32 v13, s37, v13
	v_add_co_ci_u32_e64 v12, null, 0, v8, vcc_lo
	v_cmp_gt_u64_e64 s37, s[30:31], 7
	s_add_u32 s58, s36, 0x78dde6e4
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x1800, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v8, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x1c00, v7
	s_add_u32 s60, s36, 0x1715609d
	s_add_u32 s62, s36, 0xb54cda56
	s_add_u32 s64, s36, 0x5384540f
	s_add_u32 s66, s36, 0xf1bbcdc8
	s_add_i32 s68, s36, 0x8ff34781
	v_xor_b32_e32 v25, s11, v35
	v_xor_b32_e32 v26, s11, v42
	v_xor_b32_e32 v27, s11, v46
	v_xor_b32_e32 v28, s11, v50
	v_xor_b32_e32 v29, s11, v54
	v_xor_b32_e32 v30, s11, v58
	v_xor_b32_e32 v31, s11, v60
	v_add_co_ci_u32_e64 v16, null, 0, v8, vcc_lo
	v_xor_b32_e32 v32, s11, v62
	s_and_b32 s18, s30, 0xff8
	v_xor_b32_e32 v33, s26, v33
	v_xor_b32_e32 v34, s27, v34
	v_xor_b32_e32 v35, s26, v36
	v_xor_b32_e32 v36, s27, v41
	v_xor_b32_e32 v37, s26, v37
	v_xor_b32_e32 v38, s27, v45
	v_xor_b32_e32 v39, s26, v39
	v_xor_b32_e32 v40, s27, v49
	v_xor_b32_e32 v41, s26, v43
	v_xor_b32_e32 v42, s27, v53
	v_xor_b32_e32 v43, s26, v47
	v_xor_b32_e32 v44, s27, v57
	v_xor_b32_e32 v45, s26, v51
	v_xor_b32_e32 v46, s27, v59
	v_xor_b32_e32 v47, s26, v55
	v_xor_b32_e32 v48, s27, v61
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s26, 0x54442d18
	s_mov_b32 s30, 0xa556c734
	s_cselect_b32 s70, -1, 0
	s_mov_b32 s27, 0x3ff921fb
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s13, 0x3efa01a0
	s_mov_b32 s51, 0x3fa55555
	s_branch .LBB7_21
.LBB7_19:
	s_or_b32 exec_lo, exec_lo, s11
	v_dual_mov_b32 v50, v18 :: v_dual_mov_b32 v51, v19
	v_dual_mov_b32 v52, v20 :: v_dual_mov_b32 v53, v21
	v_dual_mov_b32 v54, v22 :: v_dual_mov_b32 v55, v23
	v_mov_b32_e32 v56, v4
	v_mov_b32_e32 v0, v24
.LBB7_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v24, v0 :: v_dual_mov_b32 v23, v55
	v_dual_mov_b32 v4, v56 :: v_dual_mov_b32 v21, v53
	v_dual_mov_b32 v22, v54 :: v_dual_mov_b32 v19, v51
	v_mov_b32_e32 v20, v52
	v_mov_b32_e32 v18, v50
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[24:25], s[28:29]
	s_cbranch_scc1 .LBB7_83
.LBB7_21:
	s_and_saveexec_b32 s11, s3
	s_cbranch_execnz .LBB7_36
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execnz .LBB7_37
.LBB7_23:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB7_38
.LBB7_24:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB7_39
.LBB7_25:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB7_40
.LBB7_26:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB7_41
.LBB7_27:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execnz .LBB7_42
.LBB7_28:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB7_30
.LBB7_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v24, v24
	ds_store_b32 v17, v0 offset:7168
.LBB7_30:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB7_47
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB7_46
	s_and_not1_b32 vcc_lo, exec_lo, s37
	s_cbranch_vccnz .LBB7_43
	s_mov_b64 s[52:53], 0
	s_mov_b32 s12, 0
	.p2align	6
.LBB7_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v55, s12
	s_add_u32 s52, s52, 8
	s_addc_u32 s53, s53, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[18:19], s[52:53]
	ds_load_2addr_b32 v[49:50], v55 offset1:1
	ds_load_2addr_b32 v[51:52], v55 offset0:2 offset1:3
	ds_load_2addr_b32 v[53:54], v55 offset0:4 offset1:5
	ds_load_2addr_b32 v[55:56], v55 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v50
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v52
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v55
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v56
	s_cbranch_scc1 .LBB7_34
	s_mov_b64 s[52:53], s[18:19]
	s_mov_b32 s12, s70
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB7_44
	s_branch .LBB7_46
.LBB7_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v18, v18
	ds_store_b32 v17, v0
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB7_23
.LBB7_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v19, v19
	ds_store_b32 v17, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB7_24
.LBB7_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v20, v20
	ds_store_b32 v17, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB7_25
.LBB7_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v21, v21
	ds_store_b32 v17, v0 offset:3072
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB7_26
.LBB7_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v17, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB7_27
.LBB7_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v23, v23
	ds_store_b32 v17, v0 offset:5120
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execz .LBB7_28
.LBB7_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v4, v4
	ds_store_b32 v17, v0 offset:6144
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_cbranch_execnz .LBB7_29
	s_branch .LBB7_30
.LBB7_43:
	s_mov_b64 s[52:53], 0
	s_cbranch_execz .LBB7_46
.LBB7_44:
	s_lshl_b32 s12, s52, 2
	s_mov_b64 s[52:53], s[34:35]
.LBB7_45:
	v_mov_b32_e32 v49, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s52, s52, -1
	s_addc_u32 s53, s53, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[52:53], 0
	ds_load_b32 v49, v49
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v49
	s_cbranch_scc1 .LBB7_45
.LBB7_46:
	ds_store_b32 v1, v0 offset:8192
.LBB7_47:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB7_60
	s_mul_f32 s12, s22, s20
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s12, 0
	s_mul_f32 s11, s12, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s12, 0xf800000
	v_mov_b32_e32 v0, s11
	s_cselect_b32 s11, -1, 0
	s_add_u32 s52, s24, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s12, v0, s11
	v_sqrt_f32_e32 v49, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v50, -1, v49
	v_add_nc_u32_e32 v51, 1, v49
	v_xor_b32_e32 v52, 0x80000000, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v53, 0x80000000, v51
	v_fma_f32 v52, v52, v49, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v53, v53, v49, v0
	v_cmp_ge_f32_e64 s12, 0, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v49, v49, v50, s12
	v_cmp_lt_f32_e64 s12, 0, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v49, v49, v51, s12
	v_mul_f32_e32 v50, 0x37800000, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v49, v49, v50, s11
	v_cmp_class_f32_e64 s11, v0, 0x260
	v_mov_b32_e32 v50, v18
	v_cndmask_b32_e64 v0, v49, v0, s11
	s_addc_u32 s11, s25, s39
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s53, s11, 0xcd9e8d57
	s_mul_hi_u32 s71, s11, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v49, v0, s17, s23
	s_and_saveexec_b32 s72, s3
	s_cbranch_execnz .LBB7_69
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v51, v19
	s_and_saveexec_b32 s72, s4
	s_cbranch_execnz .LBB7_70
.LBB7_51:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v52, v20
	s_and_saveexec_b32 s72, s5
	s_cbranch_execnz .LBB7_71
.LBB7_52:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v53, v21
	s_and_saveexec_b32 s72, s6
	s_cbranch_execnz .LBB7_72
.LBB7_53:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v54, v22
	s_and_saveexec_b32 s72, s7
	s_cbranch_execnz .LBB7_73
.LBB7_54:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v55, v23
	s_and_saveexec_b32 s72, s8
	s_cbranch_execnz .LBB7_74
.LBB7_55:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v56, v4
	s_and_saveexec_b32 s72, s9
	s_cbranch_execz .LBB7_57
.LBB7_56:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v31
	s_xor_b32 s11, s11, s52
	global_load_b32 v73, v[13:14], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v58, s12, v45
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v58, 0
	v_xor3_b32 v0, s11, s55, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v57, v59, v46
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v57, 0
	v_xor3_b32 v0, v60, s56, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, s57, v62, v56
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v58, 0
	v_xor3_b32 v0, v57, s59, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, s58, v63, v59
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v59, 0
	v_xor3_b32 v0, v58, s60, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, s61, v60, v56
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v56, 0
	v_xor3_b32 v0, v61, s63, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, s62, v63, v57
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v58, 0
	v_xor3_b32 v0, v57, s64, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, s65, v59, v60
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v57, 0
	v_xor3_b32 v0, v60, s67, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, s66, v62, v56
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v58, 0
	v_cndmask_b32_e64 v0, v62, v56, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, v63, v59, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[64:65], v0
	v_xor3_b32 v0, v61, v57, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v56, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v60, 0x7fffff, v0
	v_mul_f64 v[64:65], v[64:65], 4.0
	v_add_nc_u32_e32 v60, 0x3f3504f3, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[64:65]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[67:68]
	v_mul_f64 v[64:65], v[64:65], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[64:65], v[64:65]
	v_mul_f64 v[71:72], v[67:68], s[46:47]
	v_mul_f64 v[69:70], v[67:68], s[30:31]
	v_mul_f64 v[62:63], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[71:72], s[12:13]
	v_add_f64 v[69:70], v[69:70], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[48:49]
	v_add_f64 v[69:70], v[69:70], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[67:68], v[71:72]
	v_mul_f64 v[56:57], v[67:68], v[69:70]
	v_add_f32_e32 v69, -1.0, v60
	v_mul_f64 v[60:61], v[64:65], v[67:68]
	v_mul_f64 v[67:68], v[67:68], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v70, 2.0, v69
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v75, vcc_lo, v69, v70, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v72, v71
	v_fma_f32 v74, -v71, v72, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v72, v74, v72
	v_add_f64 v[58:59], v[58:59], s[50:51]
	v_add_f64 v[56:57], v[56:57], s[44:45]
	v_add_f64 v[67:68], v[67:68], 1.0
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_add_f64 v[58:59], v[67:68], v[58:59]
	v_mul_f32_e32 v74, v75, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[64:65], v[56:57]
	v_fma_f32 v76, -v71, v74, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v74, v76, v72
	v_fma_f32 v71, -v71, v74, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v60, v71, v72, v74
	v_div_fixup_f32 v60, v60, v70, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v61, v60, v60
	v_mul_f32_e32 v62, v61, v61
	v_mul_f32_e32 v71, 0.5, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v63, 0x3e789e26, v62
	v_mul_f32_e32 v70, 0x3e91e9ee, v62
	v_add_f32_e32 v63, 0x3eccce13, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v70, 0x3f2aaaaa, v70
	v_dual_mul_f32 v62, v62, v63 :: v_dual_mul_f32 v61, v61, v70
	v_mul_f32_e32 v63, v69, v71
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v61, v61, v62 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_add_f32_e32 v61, v63, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v60, v60, v61 :: v_dual_mov_b32 v61, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v62, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v60, v62, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v60, v60, v63
	v_xor_b32_e32 v63, 0x80000000, v57
	v_add_f32_e32 v60, v69, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v62, v0, v60
	v_and_b32_e32 v60, 2, v66
	v_and_b32_e32 v0, 1, v66
	v_mul_f32_e32 v62, -2.0, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[60:61]
	v_xor_b32_e32 v60, 0x80000000, v59
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v61, v1 offset:8192
	v_mul_f32_e32 v64, 0x4f800000, v62
	v_dual_cndmask_b32 v0, v63, v57 :: v_dual_cndmask_b32 v59, v60, v59
	v_cndmask_b32_e32 v57, v57, v63, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v59, v0, s11
	v_cndmask_b32_e64 v57, v57, v59, s11
	v_cndmask_b32_e32 v60, v62, v64, vcc_lo
	v_cndmask_b32_e64 v62, v58, v56, s11
	v_cndmask_b32_e64 v56, v56, v58, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v57, v0, v57, s2
	v_sqrt_f32_e32 v58, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v56, v62, v56, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v61, -4.0, v61
	v_cvt_f32_f64_e32 v0, v[56:57]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v56, -1, v58
	v_add_nc_u32_e32 v57, 1, v58
	v_fma_f32 v59, -v56, v58, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v62, -v57, v58, v60
	v_cmp_ge_f32_e64 s11, 0, v59
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v59, v4, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v56, v58, v56, s11
	v_cmp_lt_f32_e64 s11, 0, v62
	v_dual_add_f32 v58, v61, v61 :: v_dual_add_f32 v59, v59, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v56, v56, v57, s11
	v_dual_add_f32 v57, v4, v4 :: v_dual_mul_f32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v61, 0x37800000, v56
	v_dual_mul_f32 v57, v57, v58 :: v_dual_mul_f32 v58, 0.5, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v56, v56, v61, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v60, 0x260
	v_dual_add_f32 v57, v57, v58 :: v_dual_cndmask_b32 v56, v56, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v57, s16, v57 :: v_dual_mul_f32 v0, v56, v0
	v_sub_f32_e32 v56, v4, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v49, v0
	v_add_f32_e32 v0, v0, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v56, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v56
	v_cndmask_b32_e32 v56, 0x7fc00000, v0, vcc_lo
.LBB7_57:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v0, v24
	s_and_saveexec_b32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s72, exec_lo, s11
	s_cbranch_execz .LBB7_59
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v32
	s_xor_b32 s11, s11, s52
	global_load_b32 v74, v[15:16], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v59, s12, v47
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v59, 0
	v_xor3_b32 v0, s11, s55, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v58, v60, v48
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v58, 0
	v_xor3_b32 v0, v61, s56, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, s57, v63, v57
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v59, 0
	v_xor3_b32 v0, v58, s59, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, s58, v64, v60
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v60, 0
	v_xor3_b32 v0, v59, s60, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, s61, v61, v57
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v57, 0
	v_xor3_b32 v0, v62, s63, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, s62, v64, v58
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v59, 0
	v_xor3_b32 v0, v58, s64, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, s65, v60, v61
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v58, 0
	v_xor3_b32 v0, v61, s67, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, s66, v63, v57
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v59, 0
	v_cndmask_b32_e64 v0, v63, v57, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, v64, v60, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[65:66], v0
	v_xor3_b32 v0, v62, v58, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v57, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v61, 0x7fffff, v0
	v_mul_f64 v[65:66], v[65:66], 4.0
	v_add_nc_u32_e32 v61, 0x3f3504f3, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0x43380000, v[65:66]
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], -v[68:69]
	v_mul_f64 v[65:66], v[65:66], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[65:66], v[65:66]
	v_mul_f64 v[70:71], v[68:69], s[30:31]
	v_mul_f64 v[72:73], v[68:69], s[46:47]
	v_mul_f64 v[63:64], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], s[40:41]
	v_add_f64 v[72:73], v[72:73], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[42:43]
	v_add_f64 v[72:73], v[72:73], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[68:69], v[70:71]
	v_mul_f64 v[59:60], v[68:69], v[72:73]
	v_add_f32_e32 v70, -1.0, v61
	v_mul_f64 v[61:62], v[65:66], v[68:69]
	v_mul_f64 v[68:69], v[68:69], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 2.0, v70
	v_div_scale_f32 v72, null, v71, v71, v70
	v_div_scale_f32 v76, vcc_lo, v70, v71, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v73, v72
	v_fma_f32 v75, -v72, v73, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v76, v73
	v_add_f64 v[57:58], v[57:58], s[44:45]
	v_add_f64 v[59:60], v[59:60], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v77, -v72, v75, v76
	v_add_f64 v[68:69], v[68:69], 1.0
	v_fmac_f32_e32 v75, v77, v73
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v72, -v72, v75, v76
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_div_fmas_f32 v61, v72, v73, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v61, v61, v71, v70
	v_mul_f32_e32 v62, v61, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v63, v62, v62
	v_mul_f32_e32 v72, 0.5, v70
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v64, 0x3e789e26, v63
	v_mul_f32_e32 v71, 0x3e91e9ee, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v64, 0x3eccce13, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v71, 0x3f2aaaaa, v71
	v_mul_f32_e32 v63, v63, v64
	v_mul_f32_e32 v64, v70, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v62, v62, v71
	v_add_f64 v[57:58], v[65:66], v[57:58]
	v_add_f64 v[59:60], v[68:69], v[59:60]
	v_dual_add_f32 v62, v62, v63 :: v_dual_mul_f32 v63, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v62, v64, v62
	v_mul_f32_e32 v61, v61, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v62, v1 :: v_dual_add_f32 v61, v63, v61
	v_sub_f32_e32 v61, v61, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v61, v70, v61
	v_add_f32_e32 v63, v0, v61
	v_and_b32_e32 v61, 2, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[61:62]
	v_xor_b32_e32 v64, 0x80000000, v58
	v_mul_f32_e32 v63, -2.0, v63
	v_xor_b32_e32 v61, 0x80000000, v60
	ds_load_b32 v62, v1 offset:8192
	v_dual_mul_f32 v65, 0x4f800000, v63 :: v_dual_cndmask_b32 v60, v61, v60
	v_and_b32_e32 v0, 1, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v64, v58, vcc_lo
	v_cndmask_b32_e32 v58, v58, v64, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v63
	v_cndmask_b32_e64 v0, v60, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v58, v58, v60, s11
	v_cndmask_b32_e32 v61, v63, v65, vcc_lo
	v_cndmask_b32_e64 v63, v59, v57, s11
	v_cndmask_b32_e64 v57, v57, v59, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v62, -4.0, v62
	v_cndmask_b32_e64 v58, v0, v58, s2
	v_sqrt_f32_e32 v59, v61
	v_cndmask_b32_e64 v57, v63, v57, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[57:58]
	v_add_nc_u32_e32 v57, -1, v59
	v_add_nc_u32_e32 v58, 1, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v60, -v57, v59, v61
	v_fma_f32 v63, -v58, v59, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v60
	v_cndmask_b32_e64 v57, v59, v57, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s11, 0, v63
	v_add_f32_e32 v59, v62, v62
	v_cndmask_b32_e64 v57, v57, v58, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v59, 0x3c23d70a, v59
	v_mul_f32_e32 v62, 0x37800000, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v58, v24, v24 :: v_dual_cndmask_b32 v57, v57, v62
	v_cmp_class_f32_e64 vcc_lo, v61, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v60, v24, v74
	v_dual_mul_f32 v58, v58, v59 :: v_dual_cndmask_b32 v57, v57, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v60, v60, v60
	v_mul_f32_e32 v59, 0.5, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v59
	v_mul_f32_e32 v58, s16, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v57, v0 :: v_dual_sub_f32 v57, v24, v58
	v_mul_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v57
	v_and_b32_e32 v49, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v49
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB7_59:
	s_or_b32 exec_lo, exec_lo, s72
	s_branch .LBB7_20
.LBB7_60:
	s_cbranch_execz .LBB7_20
	s_and_saveexec_b32 s11, s3
	s_cbranch_execnz .LBB7_75
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execnz .LBB7_76
.LBB7_63:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB7_77
.LBB7_64:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB7_78
.LBB7_65:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB7_79
.LBB7_66:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB7_80
.LBB7_67:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execnz .LBB7_81
.LBB7_68:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s11
	s_cbranch_execz .LBB7_19
	s_branch .LBB7_82
.LBB7_69:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v25
	s_xor_b32 s11, s11, s52
	global_load_b32 v67, v[7:8], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v52, s12, v33
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v52, 0
	v_xor3_b32 v0, s11, s55, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v51, v53, v34
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v51, 0
	v_xor3_b32 v0, v54, s56, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, s57, v56, v50
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v52, 0
	v_xor3_b32 v0, v51, s59, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, s58, v57, v53
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v53, 0
	v_xor3_b32 v0, v52, s60, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v50, s61, v54, v50
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v50, 0
	v_xor3_b32 v0, v55, s63, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, s62, v57, v51
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v52, 0
	v_xor3_b32 v0, v51, s64, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v51, s65, v53, v54
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v51, 0
	v_xor3_b32 v0, v54, s67, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, s66, v56, v50
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v52, 0
	v_cndmask_b32_e64 v0, v56, v50, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v50, v57, v53, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[58:59], v0
	v_xor3_b32 v0, v55, v51, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v50, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v54, 0x7fffff, v0
	v_mul_f64 v[58:59], v[58:59], 4.0
	v_add_nc_u32_e32 v54, 0x3f3504f3, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], 0x43380000, v[58:59]
	v_add_f64 v[61:62], 0xc3380000, v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[58:59], -v[61:62]
	v_mul_f64 v[58:59], v[58:59], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[61:62], v[58:59], v[58:59]
	v_mul_f64 v[65:66], v[61:62], s[46:47]
	v_mul_f64 v[63:64], v[61:62], s[30:31]
	v_mul_f64 v[56:57], v[61:62], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[65:66], s[12:13]
	v_add_f64 v[63:64], v[63:64], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[65:66], v[61:62], v[65:66]
	v_mul_f64 v[63:64], v[61:62], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[65:66], s[48:49]
	v_add_f64 v[63:64], v[63:64], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[61:62], v[65:66]
	v_mul_f64 v[50:51], v[61:62], v[63:64]
	v_add_f32_e32 v63, -1.0, v54
	v_mul_f64 v[54:55], v[58:59], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, 2.0, v63
	v_div_scale_f32 v65, null, v64, v64, v63
	v_div_scale_f32 v69, vcc_lo, v63, v64, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v66, v65
	v_fma_f32 v68, -v65, v66, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v66, v68, v66
	v_add_f64 v[52:53], v[52:53], s[50:51]
	v_add_f64 v[50:51], v[50:51], s[44:45]
	v_add_f64 v[61:62], v[61:62], 1.0
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[54:55], v[50:51]
	v_add_f64 v[52:53], v[61:62], v[52:53]
	v_mul_f32_e32 v68, v69, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[58:59], v[50:51]
	v_fma_f32 v70, -v65, v68, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v68, v70, v66
	v_fma_f32 v65, -v65, v68, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v54, v65, v66, v68
	v_mul_f32_e32 v65, 0.5, v63
	v_div_fixup_f32 v54, v54, v64, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v55, v54, v54
	v_mul_f32_e32 v56, v55, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v57, 0x3e789e26, v56
	v_mul_f32_e32 v64, 0x3e91e9ee, v56
	v_add_f32_e32 v57, 0x3eccce13, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, 0x3f2aaaaa, v64
	v_dual_mul_f32 v56, v56, v57 :: v_dual_mul_f32 v55, v55, v64
	v_mul_f32_e32 v57, v63, v65
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v55, v55, v56
	v_dual_add_f32 v55, v57, v55 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v54, v54, v55 :: v_dual_mov_b32 v55, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v54, v56, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v54, v54, v57
	v_xor_b32_e32 v57, 0x80000000, v51
	v_add_f32_e32 v54, v63, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v56, v0, v54
	v_and_b32_e32 v54, 2, v60
	v_and_b32_e32 v0, 1, v60
	v_mul_f32_e32 v56, -2.0, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[54:55]
	v_xor_b32_e32 v54, 0x80000000, v53
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v55, v1 offset:8192
	v_mul_f32_e32 v58, 0x4f800000, v56
	v_dual_cndmask_b32 v0, v57, v51 :: v_dual_cndmask_b32 v53, v54, v53
	v_cndmask_b32_e32 v51, v51, v57, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v53, v0, s11
	v_cndmask_b32_e64 v51, v51, v53, s11
	v_cndmask_b32_e32 v54, v56, v58, vcc_lo
	v_cndmask_b32_e64 v56, v52, v50, s11
	v_cndmask_b32_e64 v50, v50, v52, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v51, v0, v51, s2
	v_sqrt_f32_e32 v52, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v50, v56, v50, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v55, -4.0, v55
	v_cvt_f32_f64_e32 v0, v[50:51]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v50, -1, v52
	v_add_nc_u32_e32 v51, 1, v52
	v_fma_f32 v53, -v50, v52, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v56, -v51, v52, v54
	v_cmp_ge_f32_e64 s11, 0, v53
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v53, v18, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v50, v52, v50, s11
	v_cmp_lt_f32_e64 s11, 0, v56
	v_dual_add_f32 v52, v55, v55 :: v_dual_add_f32 v53, v53, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v50, v50, v51, s11
	v_dual_add_f32 v51, v18, v18 :: v_dual_mul_f32 v52, 0x3c23d70a, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, 0x37800000, v50
	v_dual_mul_f32 v51, v51, v52 :: v_dual_mul_f32 v52, 0.5, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v50, v50, v55, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v54, 0x260
	v_dual_add_f32 v51, v51, v52 :: v_dual_cndmask_b32 v50, v50, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v51, s16, v51 :: v_dual_mul_f32 v0, v50, v0
	v_sub_f32_e32 v50, v18, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v49, v0
	v_add_f32_e32 v0, v0, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v50, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v50
	v_cndmask_b32_e32 v50, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v51, v19
	s_and_saveexec_b32 s72, s4
	s_cbranch_execz .LBB7_51
.LBB7_70:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v26
	s_xor_b32 s11, s11, s52
	global_load_b32 v68, v[7:8], off offset:1024
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v53, s12, v35
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v53, 0
	v_xor3_b32 v0, s11, s55, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v52, v54, v36
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v52, 0
	v_xor3_b32 v0, v55, s56, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, s57, v57, v51
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v53, 0
	v_xor3_b32 v0, v52, s59, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, s58, v58, v54
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v54, 0
	v_xor3_b32 v0, v53, s60, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v51, s61, v55, v51
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v51, 0
	v_xor3_b32 v0, v56, s63, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, s62, v58, v52
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v53, 0
	v_xor3_b32 v0, v52, s64, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, s65, v54, v55
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v52, 0
	v_xor3_b32 v0, v55, s67, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, s66, v57, v51
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v53, 0
	v_cndmask_b32_e64 v0, v57, v51, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v51, v58, v54, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[59:60], v0
	v_xor3_b32 v0, v56, v52, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v51, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v55, 0x7fffff, v0
	v_mul_f64 v[59:60], v[59:60], 4.0
	v_add_nc_u32_e32 v55, 0x3f3504f3, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], 0x43380000, v[59:60]
	v_add_f64 v[62:63], 0xc3380000, v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[59:60], -v[62:63]
	v_mul_f64 v[59:60], v[59:60], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[59:60], v[59:60]
	v_mul_f64 v[64:65], v[62:63], s[30:31]
	v_mul_f64 v[66:67], v[62:63], s[46:47]
	v_mul_f64 v[57:58], v[62:63], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[64:65], v[64:65], s[40:41]
	v_add_f64 v[66:67], v[66:67], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[62:63], v[64:65]
	v_mul_f64 v[66:67], v[62:63], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[64:65], v[64:65], s[42:43]
	v_add_f64 v[66:67], v[66:67], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[62:63], v[64:65]
	v_mul_f64 v[53:54], v[62:63], v[66:67]
	v_add_f32_e32 v64, -1.0, v55
	v_mul_f64 v[55:56], v[59:60], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v65, 2.0, v64
	v_div_scale_f32 v66, null, v65, v65, v64
	v_div_scale_f32 v70, vcc_lo, v64, v65, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v67, v66
	v_fma_f32 v69, -v66, v67, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v67, v69, v67
	v_mul_f32_e32 v69, v70, v67
	v_add_f64 v[51:52], v[51:52], s[44:45]
	v_add_f64 v[53:54], v[53:54], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v71, -v66, v69, v70
	v_add_f64 v[62:63], v[62:63], 1.0
	v_fmac_f32_e32 v69, v71, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v66, -v66, v69, v70
	v_mul_f64 v[51:52], v[55:56], v[51:52]
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	v_div_fmas_f32 v55, v66, v67, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v55, v55, v65, v64
	v_mul_f32_e32 v56, v55, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, v56, v56
	v_dual_mul_f32 v66, 0.5, v64 :: v_dual_mul_f32 v65, 0x3e91e9ee, v57
	v_mul_f32_e32 v58, 0x3e789e26, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v65, 0x3f2aaaaa, v65
	v_add_f32_e32 v58, 0x3eccce13, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v57, v57, v58
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v58, v64, v66
	v_mul_f32_e32 v56, v56, v65
	v_add_f64 v[51:52], v[59:60], v[51:52]
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[53:54], v[62:63], v[53:54]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_add_f32 v56, v56, v57 :: v_dual_mul_f32 v57, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v56, v58, v56
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_mul_f32 v55, v55, v56 :: v_dual_mov_b32 v56, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v55, v57, v55
	v_sub_f32_e32 v55, v55, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v55, v64, v55
	v_add_f32_e32 v57, v0, v55
	v_and_b32_e32 v55, 2, v61
	v_xor_b32_e32 v58, 0x80000000, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[55:56]
	v_mul_f32_e32 v57, -2.0, v57
	v_xor_b32_e32 v55, 0x80000000, v54
	ds_load_b32 v56, v1 offset:8192
	v_dual_mul_f32 v59, 0x4f800000, v57 :: v_dual_cndmask_b32 v54, v55, v54
	v_and_b32_e32 v0, 1, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v58, v52, vcc_lo
	v_cndmask_b32_e32 v52, v52, v58, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v57
	v_cndmask_b32_e64 v0, v54, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v52, v52, v54, s11
	v_cndmask_b32_e32 v55, v57, v59, vcc_lo
	v_cndmask_b32_e64 v57, v53, v51, s11
	v_cndmask_b32_e64 v51, v51, v53, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v56, -4.0, v56
	v_cndmask_b32_e64 v52, v0, v52, s2
	v_sqrt_f32_e32 v53, v55
	v_cndmask_b32_e64 v51, v57, v51, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[51:52]
	v_add_nc_u32_e32 v51, -1, v53
	v_add_nc_u32_e32 v52, 1, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v54, -v51, v53, v55
	v_fma_f32 v57, -v52, v53, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s11, 0, v54
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v54, v19, v68
	v_cndmask_b32_e64 v51, v53, v51, s11
	v_cmp_lt_f32_e64 s11, 0, v57
	v_add_f32_e32 v53, v56, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v51, v51, v52, s11
	v_mul_f32_e32 v53, 0x3c23d70a, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v56, 0x37800000, v51
	v_dual_add_f32 v54, v54, v54 :: v_dual_cndmask_b32 v51, v51, v56
	v_add_f32_e32 v52, v19, v19
	v_cmp_class_f32_e64 vcc_lo, v55, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v52, v52, v53 :: v_dual_cndmask_b32 v51, v51, v55
	v_dual_mul_f32 v53, 0.5, v54 :: v_dual_mul_f32 v0, v51, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v52, v52, v53
	v_mul_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, s16, v52
	v_sub_f32_e32 v51, v19, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v51
	v_and_b32_e32 v51, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v51
	v_cndmask_b32_e32 v51, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v52, v20
	s_and_saveexec_b32 s72, s5
	s_cbranch_execz .LBB7_52
.LBB7_71:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v27
	s_xor_b32 s11, s11, s52
	global_load_b32 v69, v[7:8], off offset:2048
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v54, s12, v37
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v54, 0
	v_xor3_b32 v0, s11, s55, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v53, v55, v38
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v53, 0
	v_xor3_b32 v0, v56, s56, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, s57, v58, v52
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v54, 0
	v_xor3_b32 v0, v53, s59, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, s58, v59, v55
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v55, 0
	v_xor3_b32 v0, v54, s60, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, s61, v56, v52
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v52, 0
	v_xor3_b32 v0, v57, s63, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, s62, v59, v53
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v54, 0
	v_xor3_b32 v0, v53, s64, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, s65, v55, v56
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v53, 0
	v_xor3_b32 v0, v56, s67, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, s66, v58, v52
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v54, 0
	v_cndmask_b32_e64 v0, v58, v52, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v52, v59, v55, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[60:61], v0
	v_xor3_b32 v0, v57, v53, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v52, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v56, 0x7fffff, v0
	v_mul_f64 v[60:61], v[60:61], 4.0
	v_add_nc_u32_e32 v56, 0x3f3504f3, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], 0x43380000, v[60:61]
	v_add_f64 v[63:64], 0xc3380000, v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], -v[63:64]
	v_mul_f64 v[60:61], v[60:61], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[60:61], v[60:61]
	v_mul_f64 v[67:68], v[63:64], s[46:47]
	v_mul_f64 v[65:66], v[63:64], s[30:31]
	v_mul_f64 v[58:59], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[67:68], s[12:13]
	v_add_f64 v[65:66], v[65:66], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[63:64], v[67:68]
	v_mul_f64 v[65:66], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[67:68], s[48:49]
	v_add_f64 v[65:66], v[65:66], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[63:64], v[67:68]
	v_mul_f64 v[52:53], v[63:64], v[65:66]
	v_add_f32_e32 v65, -1.0, v56
	v_mul_f64 v[56:57], v[60:61], v[63:64]
	v_mul_f64 v[63:64], v[63:64], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, 2.0, v65
	v_div_scale_f32 v67, null, v66, v66, v65
	v_div_scale_f32 v71, vcc_lo, v65, v66, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v68, v67
	v_fma_f32 v70, -v67, v68, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v68, v70, v68
	v_add_f64 v[54:55], v[54:55], s[50:51]
	v_add_f64 v[52:53], v[52:53], s[44:45]
	v_add_f64 v[63:64], v[63:64], 1.0
	v_mul_f64 v[54:55], v[58:59], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	v_add_f64 v[54:55], v[63:64], v[54:55]
	v_mul_f32_e32 v70, v71, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[60:61], v[52:53]
	v_fma_f32 v72, -v67, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v70, v72, v68
	v_fma_f32 v67, -v67, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v56, v67, v68, v70
	v_div_fixup_f32 v56, v56, v66, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, v56, v56
	v_mul_f32_e32 v58, v57, v57
	v_mul_f32_e32 v67, 0.5, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v59, 0x3e789e26, v58
	v_mul_f32_e32 v66, 0x3e91e9ee, v58
	v_add_f32_e32 v59, 0x3eccce13, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, 0x3f2aaaaa, v66
	v_dual_mul_f32 v58, v58, v59 :: v_dual_mul_f32 v57, v57, v66
	v_mul_f32_e32 v59, v65, v67
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v57, v57, v58 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_add_f32_e32 v57, v59, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v56, v56, v57 :: v_dual_mov_b32 v57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v58, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v56, v58, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v56, v56, v59
	v_xor_b32_e32 v59, 0x80000000, v53
	v_add_f32_e32 v56, v65, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v58, v0, v56
	v_and_b32_e32 v56, 2, v62
	v_and_b32_e32 v0, 1, v62
	v_mul_f32_e32 v58, -2.0, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[56:57]
	v_xor_b32_e32 v56, 0x80000000, v55
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v57, v1 offset:8192
	v_mul_f32_e32 v60, 0x4f800000, v58
	v_dual_cndmask_b32 v0, v59, v53 :: v_dual_cndmask_b32 v55, v56, v55
	v_cndmask_b32_e32 v53, v53, v59, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v55, v0, s11
	v_cndmask_b32_e64 v53, v53, v55, s11
	v_cndmask_b32_e32 v56, v58, v60, vcc_lo
	v_cndmask_b32_e64 v58, v54, v52, s11
	v_cndmask_b32_e64 v52, v52, v54, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v53, v0, v53, s2
	v_sqrt_f32_e32 v54, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v52, v58, v52, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v57, -4.0, v57
	v_cvt_f32_f64_e32 v0, v[52:53]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v52, -1, v54
	v_add_nc_u32_e32 v53, 1, v54
	v_fma_f32 v55, -v52, v54, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v58, -v53, v54, v56
	v_cmp_ge_f32_e64 s11, 0, v55
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v55, v20, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v52, v54, v52, s11
	v_cmp_lt_f32_e64 s11, 0, v58
	v_dual_add_f32 v54, v57, v57 :: v_dual_add_f32 v55, v55, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v52, v52, v53, s11
	v_dual_add_f32 v53, v20, v20 :: v_dual_mul_f32 v54, 0x3c23d70a, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v57, 0x37800000, v52
	v_dual_mul_f32 v53, v53, v54 :: v_dual_mul_f32 v54, 0.5, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v52, v52, v57, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v56, 0x260
	v_dual_add_f32 v53, v53, v54 :: v_dual_cndmask_b32 v52, v52, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v53, s16, v53 :: v_dual_mul_f32 v0, v52, v0
	v_sub_f32_e32 v52, v20, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v49, v0
	v_add_f32_e32 v0, v0, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v52, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v52
	v_cndmask_b32_e32 v52, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v53, v21
	s_and_saveexec_b32 s72, s6
	s_cbranch_execz .LBB7_53
.LBB7_72:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v28
	s_xor_b32 s11, s11, s52
	global_load_b32 v70, v[7:8], off offset:3072
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v55, s12, v39
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v55, 0
	v_xor3_b32 v0, s11, s55, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v54, v56, v40
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v54, 0
	v_xor3_b32 v0, v57, s56, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, s57, v59, v53
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v55, 0
	v_xor3_b32 v0, v54, s59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, s58, v60, v56
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v56, 0
	v_xor3_b32 v0, v55, s60, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, s61, v57, v53
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v53, 0
	v_xor3_b32 v0, v58, s63, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, s62, v60, v54
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v55, 0
	v_xor3_b32 v0, v54, s64, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, s65, v56, v57
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v54, 0
	v_xor3_b32 v0, v57, s67, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, s66, v59, v53
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v55, 0
	v_cndmask_b32_e64 v0, v59, v53, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v53, v60, v56, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[61:62], v0
	v_xor3_b32 v0, v58, v54, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v53, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v57, 0x7fffff, v0
	v_mul_f64 v[61:62], v[61:62], 4.0
	v_add_nc_u32_e32 v57, 0x3f3504f3, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], 0x43380000, v[61:62]
	v_add_f64 v[64:65], 0xc3380000, v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], -v[64:65]
	v_mul_f64 v[61:62], v[61:62], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[61:62], v[61:62]
	v_mul_f64 v[66:67], v[64:65], s[30:31]
	v_mul_f64 v[68:69], v[64:65], s[46:47]
	v_mul_f64 v[59:60], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[66:67], s[40:41]
	v_add_f64 v[68:69], v[68:69], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[64:65], v[66:67]
	v_mul_f64 v[68:69], v[64:65], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[66:67], s[42:43]
	v_add_f64 v[68:69], v[68:69], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[64:65], v[66:67]
	v_mul_f64 v[55:56], v[64:65], v[68:69]
	v_add_f32_e32 v66, -1.0, v57
	v_mul_f64 v[57:58], v[61:62], v[64:65]
	v_mul_f64 v[64:65], v[64:65], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v67, 2.0, v66
	v_div_scale_f32 v68, null, v67, v67, v66
	v_div_scale_f32 v72, vcc_lo, v66, v67, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v69, v68
	v_fma_f32 v71, -v68, v69, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v69, v71, v69
	v_mul_f32_e32 v71, v72, v69
	v_add_f64 v[53:54], v[53:54], s[44:45]
	v_add_f64 v[55:56], v[55:56], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v73, -v68, v71, v72
	v_add_f64 v[64:65], v[64:65], 1.0
	v_fmac_f32_e32 v71, v73, v69
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v68, -v68, v71, v72
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	v_mul_f64 v[55:56], v[59:60], v[55:56]
	v_div_fmas_f32 v57, v68, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v57, v57, v67, v66
	v_mul_f32_e32 v58, v57, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v59, v58, v58
	v_mul_f32_e32 v68, 0.5, v66
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_mul_f32_e32 v60, 0x3e789e26, v59
	v_mul_f32_e32 v67, 0x3e91e9ee, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v60, 0x3eccce13, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v67, 0x3f2aaaaa, v67
	v_mul_f32_e32 v59, v59, v60
	v_mul_f32_e32 v60, v66, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v58, v58, v67
	v_add_f64 v[53:54], v[61:62], v[53:54]
	v_add_f64 v[55:56], v[64:65], v[55:56]
	v_dual_add_f32 v58, v58, v59 :: v_dual_mul_f32 v59, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v60, v58
	v_mul_f32_e32 v57, v57, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v58, v1 :: v_dual_add_f32 v57, v59, v57
	v_sub_f32_e32 v57, v57, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v57, v66, v57
	v_add_f32_e32 v59, v0, v57
	v_and_b32_e32 v57, 2, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[57:58]
	v_xor_b32_e32 v60, 0x80000000, v54
	v_mul_f32_e32 v59, -2.0, v59
	v_xor_b32_e32 v57, 0x80000000, v56
	ds_load_b32 v58, v1 offset:8192
	v_dual_mul_f32 v61, 0x4f800000, v59 :: v_dual_cndmask_b32 v56, v57, v56
	v_and_b32_e32 v0, 1, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v60, v54, vcc_lo
	v_cndmask_b32_e32 v54, v54, v60, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v59
	v_cndmask_b32_e64 v0, v56, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v54, v54, v56, s11
	v_cndmask_b32_e32 v57, v59, v61, vcc_lo
	v_cndmask_b32_e64 v59, v55, v53, s11
	v_cndmask_b32_e64 v53, v53, v55, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v58, -4.0, v58
	v_cndmask_b32_e64 v54, v0, v54, s2
	v_sqrt_f32_e32 v55, v57
	v_cndmask_b32_e64 v53, v59, v53, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[53:54]
	v_add_nc_u32_e32 v53, -1, v55
	v_add_nc_u32_e32 v54, 1, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v56, -v53, v55, v57
	v_fma_f32 v59, -v54, v55, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s11, 0, v56
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v56, v21, v70
	v_cndmask_b32_e64 v53, v55, v53, s11
	v_cmp_lt_f32_e64 s11, 0, v59
	v_add_f32_e32 v55, v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v53, v53, v54, s11
	v_mul_f32_e32 v55, 0x3c23d70a, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, 0x37800000, v53
	v_dual_add_f32 v56, v56, v56 :: v_dual_cndmask_b32 v53, v53, v58
	v_add_f32_e32 v54, v21, v21
	v_cmp_class_f32_e64 vcc_lo, v57, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v54, v54, v55 :: v_dual_cndmask_b32 v53, v53, v57
	v_mul_f32_e32 v55, 0.5, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v53, v0
	v_add_f32_e32 v54, v54, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v49, v0
	v_mul_f32_e32 v54, s16, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v53, v21, v54
	v_add_f32_e32 v0, v0, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v53, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v53
	v_cndmask_b32_e32 v53, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v54, v22
	s_and_saveexec_b32 s72, s7
	s_cbranch_execz .LBB7_54
.LBB7_73:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v29
	s_xor_b32 s11, s11, s52
	global_load_b32 v71, v[9:10], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v56, s12, v41
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v56, 0
	v_xor3_b32 v0, s11, s55, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v55, v57, v42
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v55, 0
	v_xor3_b32 v0, v58, s56, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, s57, v60, v54
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v56, 0
	v_xor3_b32 v0, v55, s59, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, s58, v61, v57
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v57, 0
	v_xor3_b32 v0, v56, s60, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, s61, v58, v54
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v54, 0
	v_xor3_b32 v0, v59, s63, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, s62, v61, v55
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v56, 0
	v_xor3_b32 v0, v55, s64, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, s65, v57, v58
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v55, 0
	v_xor3_b32 v0, v58, s67, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, s66, v60, v54
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v56, 0
	v_cndmask_b32_e64 v0, v60, v54, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v54, v61, v57, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[62:63], v0
	v_xor3_b32 v0, v59, v55, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v54, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v58, 0x7fffff, v0
	v_mul_f64 v[62:63], v[62:63], 4.0
	v_add_nc_u32_e32 v58, 0x3f3504f3, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], 0x43380000, v[62:63]
	v_add_f64 v[65:66], 0xc3380000, v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], -v[65:66]
	v_mul_f64 v[62:63], v[62:63], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[62:63], v[62:63]
	v_mul_f64 v[69:70], v[65:66], s[46:47]
	v_mul_f64 v[67:68], v[65:66], s[30:31]
	v_mul_f64 v[60:61], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], s[12:13]
	v_add_f64 v[67:68], v[67:68], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[65:66], v[69:70]
	v_mul_f64 v[67:68], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[48:49]
	v_add_f64 v[67:68], v[67:68], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[65:66], v[69:70]
	v_mul_f64 v[54:55], v[65:66], v[67:68]
	v_add_f32_e32 v67, -1.0, v58
	v_mul_f64 v[58:59], v[62:63], v[65:66]
	v_mul_f64 v[65:66], v[65:66], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 2.0, v67
	v_div_scale_f32 v69, null, v68, v68, v67
	v_div_scale_f32 v73, vcc_lo, v67, v68, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v70, v69
	v_fma_f32 v72, -v69, v70, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v70, v72, v70
	v_add_f64 v[56:57], v[56:57], s[50:51]
	v_add_f64 v[54:55], v[54:55], s[44:45]
	v_add_f64 v[65:66], v[65:66], 1.0
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[58:59], v[54:55]
	v_add_f64 v[56:57], v[65:66], v[56:57]
	v_mul_f32_e32 v72, v73, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[62:63], v[54:55]
	v_fma_f32 v74, -v69, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v72, v74, v70
	v_fma_f32 v69, -v69, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v58, v69, v70, v72
	v_mul_f32_e32 v69, 0.5, v67
	v_div_fixup_f32 v58, v58, v68, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, v58, v58
	v_mul_f32_e32 v60, v59, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v61, 0x3e789e26, v60
	v_mul_f32_e32 v68, 0x3e91e9ee, v60
	v_add_f32_e32 v61, 0x3eccce13, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0x3f2aaaaa, v68
	v_dual_mul_f32 v60, v60, v61 :: v_dual_mul_f32 v59, v59, v68
	v_mul_f32_e32 v61, v67, v69
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v59, v59, v60
	v_dual_add_f32 v59, v61, v59 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v58, v58, v59 :: v_dual_mov_b32 v59, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v60, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v58, v60, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v58, v58, v61
	v_xor_b32_e32 v61, 0x80000000, v55
	v_add_f32_e32 v58, v67, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v60, v0, v58
	v_and_b32_e32 v58, 2, v64
	v_and_b32_e32 v0, 1, v64
	v_mul_f32_e32 v60, -2.0, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[58:59]
	v_xor_b32_e32 v58, 0x80000000, v57
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v59, v1 offset:8192
	v_mul_f32_e32 v62, 0x4f800000, v60
	v_dual_cndmask_b32 v0, v61, v55 :: v_dual_cndmask_b32 v57, v58, v57
	v_cndmask_b32_e32 v55, v55, v61, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v57, v0, s11
	v_cndmask_b32_e64 v55, v55, v57, s11
	v_cndmask_b32_e32 v58, v60, v62, vcc_lo
	v_cndmask_b32_e64 v60, v56, v54, s11
	v_cndmask_b32_e64 v54, v54, v56, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v55, v0, v55, s2
	v_sqrt_f32_e32 v56, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v54, v60, v54, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v59, -4.0, v59
	v_cvt_f32_f64_e32 v0, v[54:55]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v54, -1, v56
	v_add_nc_u32_e32 v55, 1, v56
	v_fma_f32 v57, -v54, v56, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v60, -v55, v56, v58
	v_cmp_ge_f32_e64 s11, 0, v57
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v57, v22, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v54, v56, v54, s11
	v_cmp_lt_f32_e64 s11, 0, v60
	v_dual_add_f32 v56, v59, v59 :: v_dual_add_f32 v57, v57, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v54, v54, v55, s11
	v_dual_add_f32 v55, v22, v22 :: v_dual_mul_f32 v56, 0x3c23d70a, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v59, 0x37800000, v54
	v_dual_mul_f32 v55, v55, v56 :: v_dual_mul_f32 v56, 0.5, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v54, v54, v59, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v58, 0x260
	v_dual_add_f32 v55, v55, v56 :: v_dual_cndmask_b32 v54, v54, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v55, s16, v55 :: v_dual_mul_f32 v0, v54, v0
	v_sub_f32_e32 v54, v22, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v49, v0
	v_add_f32_e32 v0, v0, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v54, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v54
	v_cndmask_b32_e32 v54, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v55, v23
	s_and_saveexec_b32 s72, s8
	s_cbranch_execz .LBB7_55
.LBB7_74:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v30
	s_xor_b32 s11, s11, s52
	global_load_b32 v72, v[11:12], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v57, s12, v43
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v57, 0
	v_xor3_b32 v0, s11, s55, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v56, v58, v44
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v56, 0
	v_xor3_b32 v0, v59, s56, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, s57, v61, v55
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v57, 0
	v_xor3_b32 v0, v56, s59, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v58, s58, v62, v58
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v58, 0
	v_xor3_b32 v0, v57, s60, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, s61, v59, v55
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v55, 0
	v_xor3_b32 v0, v60, s63, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, s62, v62, v56
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v57, 0
	v_xor3_b32 v0, v56, s64, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v56, s65, v58, v59
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v56, 0
	v_xor3_b32 v0, v59, s67, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v57, s66, v61, v55
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v57, 0
	v_cndmask_b32_e64 v0, v61, v55, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v55, v62, v58, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[63:64], v0
	v_xor3_b32 v0, v60, v56, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v55, v0, s1
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v59, 0x7fffff, v0
	v_mul_f64 v[63:64], v[63:64], 4.0
	v_add_nc_u32_e32 v59, 0x3f3504f3, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[63:64]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[66:67]
	v_mul_f64 v[63:64], v[63:64], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[63:64], v[63:64]
	v_mul_f64 v[68:69], v[66:67], s[30:31]
	v_mul_f64 v[70:71], v[66:67], s[46:47]
	v_mul_f64 v[61:62], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[68:69], s[40:41]
	v_add_f64 v[70:71], v[70:71], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[66:67], v[68:69]
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[42:43]
	v_add_f64 v[70:71], v[70:71], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[66:67], v[68:69]
	v_mul_f64 v[57:58], v[66:67], v[70:71]
	v_add_f32_e32 v68, -1.0, v59
	v_mul_f64 v[59:60], v[63:64], v[66:67]
	v_mul_f64 v[66:67], v[66:67], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, 2.0, v68
	v_div_scale_f32 v70, null, v69, v69, v68
	v_div_scale_f32 v74, vcc_lo, v68, v69, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v71, v70
	v_fma_f32 v73, -v70, v71, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v71, v73, v71
	v_mul_f32_e32 v73, v74, v71
	v_add_f64 v[55:56], v[55:56], s[44:45]
	v_add_f64 v[57:58], v[57:58], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v75, -v70, v73, v74
	v_add_f64 v[66:67], v[66:67], 1.0
	v_fmac_f32_e32 v73, v75, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v70, -v70, v73, v74
	v_mul_f64 v[55:56], v[59:60], v[55:56]
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_div_fmas_f32 v59, v70, v71, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v59, v59, v69, v68
	v_mul_f32_e32 v60, v59, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v61, v60, v60
	v_dual_mul_f32 v70, 0.5, v68 :: v_dual_mul_f32 v69, 0x3e91e9ee, v61
	v_mul_f32_e32 v62, 0x3e789e26, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v69, 0x3f2aaaaa, v69
	v_add_f32_e32 v62, 0x3eccce13, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v61, v61, v62
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v62, v68, v70
	v_mul_f32_e32 v60, v60, v69
	v_add_f64 v[55:56], v[63:64], v[55:56]
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[57:58], v[66:67], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_add_f32 v60, v60, v61 :: v_dual_mul_f32 v61, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v60, v62, v60
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_mul_f32 v59, v59, v60 :: v_dual_mov_b32 v60, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v59, v61, v59
	v_sub_f32_e32 v59, v59, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v59, v68, v59
	v_add_f32_e32 v61, v0, v59
	v_and_b32_e32 v59, 2, v65
	v_xor_b32_e32 v62, 0x80000000, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[59:60]
	v_mul_f32_e32 v61, -2.0, v61
	v_xor_b32_e32 v59, 0x80000000, v58
	ds_load_b32 v60, v1 offset:8192
	v_dual_mul_f32 v63, 0x4f800000, v61 :: v_dual_cndmask_b32 v58, v59, v58
	v_and_b32_e32 v0, 1, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v62, v56, vcc_lo
	v_cndmask_b32_e32 v56, v56, v62, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v61
	v_cndmask_b32_e64 v0, v58, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v56, v56, v58, s11
	v_cndmask_b32_e32 v59, v61, v63, vcc_lo
	v_cndmask_b32_e64 v61, v57, v55, s11
	v_cndmask_b32_e64 v55, v55, v57, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v60, -4.0, v60
	v_cndmask_b32_e64 v56, v0, v56, s2
	v_sqrt_f32_e32 v57, v59
	v_cndmask_b32_e64 v55, v61, v55, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[55:56]
	v_add_nc_u32_e32 v55, -1, v57
	v_add_nc_u32_e32 v56, 1, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v58, -v55, v57, v59
	v_fma_f32 v61, -v56, v57, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s11, 0, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v58, v23, v72
	v_cndmask_b32_e64 v55, v57, v55, s11
	v_cmp_lt_f32_e64 s11, 0, v61
	v_add_f32_e32 v57, v60, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v55, v55, v56, s11
	v_mul_f32_e32 v57, 0x3c23d70a, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v60, 0x37800000, v55
	v_dual_add_f32 v58, v58, v58 :: v_dual_cndmask_b32 v55, v55, v60
	v_add_f32_e32 v56, v23, v23
	v_cmp_class_f32_e64 vcc_lo, v59, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v56, v56, v57 :: v_dual_cndmask_b32 v55, v55, v59
	v_dual_mul_f32 v57, 0.5, v58 :: v_dual_mul_f32 v0, v55, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v56, v56, v57
	v_mul_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v56, s16, v56
	v_sub_f32_e32 v55, v23, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v55
	v_and_b32_e32 v55, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v55
	v_cndmask_b32_e32 v55, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v56, v4
	s_and_saveexec_b32 s72, s9
	s_cbranch_execnz .LBB7_56
	s_branch .LBB7_57
.LBB7_75:
	global_load_b32 v0, v[7:8], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v18, v18 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v18, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v18, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB7_63
.LBB7_76:
	global_load_b32 v0, v[7:8], off offset:1024
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v19, v19 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v19, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v19
	v_cndmask_b32_e32 v19, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB7_64
.LBB7_77:
	global_load_b32 v0, v[7:8], off offset:2048
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v20, v20 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v20, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v20, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB7_65
.LBB7_78:
	global_load_b32 v0, v[7:8], off offset:3072
	ds_load_b32 v49, v1 offset:8192
	v_add_f32_e32 v50, v21, v21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_add_f32 v49, -4.0, v49 :: v_dual_sub_f32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v49, v49, v49 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v49, 0x3c23d70a, v49 :: v_dual_mul_f32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB7_66
.LBB7_79:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v22, v22 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v22, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB7_67
.LBB7_80:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v23, v23 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v23, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v23, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execz .LBB7_68
.LBB7_81:
	global_load_b32 v0, v[13:14], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v4, v4 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v4, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v4, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s11
	s_cbranch_execz .LBB7_19
.LBB7_82:
	global_load_b32 v0, v[15:16], off
	ds_load_b32 v49, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v50, v24, v24 :: v_dual_add_f32 v49, -4.0, v49
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v24, v0 :: v_dual_add_f32 v49, v49, v49
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v49, 0x3c23d70a, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, 0.5, v0 :: v_dual_mul_f32 v49, v50, v49
	v_add_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v0, vcc_lo
	s_branch .LBB7_19
.LBB7_83:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB7_93
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB7_94
.LBB7_85:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB7_95
.LBB7_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB7_96
.LBB7_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB7_97
.LBB7_88:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB7_98
.LBB7_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB7_99
.LBB7_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_92
.LBB7_91:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[14:15]
.LBB7_92:
	s_endpgm
.LBB7_93:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v18, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB7_85
.LBB7_94:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v19, s[14:15] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB7_86
.LBB7_95:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v20, s[14:15] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB7_87
.LBB7_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v21, s[14:15] offset:3072
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB7_88
.LBB7_97:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v22, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB7_89
.LBB7_98:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB7_90
.LBB7_99:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v4, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB7_91
	s_branch .LBB7_92
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w2048
		.amdhsa_group_segment_fixed_size 8196
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 73
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
.Lfunc_end7:
	.size	tessera_tether_fast_w2048, .Lfunc_end7-tessera_tether_fast_w2048

	.set tessera_tether_fast_w2048.num_vgpr, 78
	.set tessera_tether_fast_w2048.num_agpr, 0
	.set tessera_tether_fast_w2048.numbered_sgpr, 73
	.set tessera_tether_fast_w2048.num_named_barrier, 0
	.set tessera_tether_fast_w2048.private_seg_size, 0
	.set tessera_tether_fast_w2048.uses_vcc, 1
	.set tessera_tether_fast_w2048.uses_flat_scratch, 0
	.set tessera_tether_fast_w2048.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w2048.has_recursion, 0
	.set tessera_tether_fast_w2048.has_indirect_call, 0
	.globl	tessera_tether_fast_w4096
	.p2align	8
	.type	tessera_tether_fast_w4096,@function
tessera_tether_fast_w4096:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[24:25], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[26:27]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_56
	s_load_b64 s[24:25], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s26, s2
	v_cmp_gt_u64_e64 s3, s[26:27], v[0:1]
	s_lshl_b64 s[8:9], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s20, s8
	s_addc_u32 s11, s21, s9
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_3
	global_load_b32 v14, v13, s[10:11]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[26:27], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v15, v3, s[10:11]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[26:27], v[3:4]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v16, v4, s[10:11]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[26:27], v[4:5]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v17, v1, s[10:11]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB8_51
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_lshrrev_b32_e32 v11, 2, v0
	s_mov_b32 s35, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_dual_mov_b32 v10, s35 :: v_dual_and_b32 v7, 2, v0
	v_and_b32_e32 v9, 1, v0
	v_lshrrev_b32_e32 v0, 2, v2
	v_lshrrev_b32_e32 v12, 2, v3
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v8, s35
	v_cmp_gt_u64_e64 s66, s[26:27], 7
	s_mov_b32 s36, 0xa556c734
	s_mov_b32 s38, 0x1a01a01a
	s_mov_b32 s40, 0x11111111
	s_mov_b32 s42, 0x55555555
	s_mov_b32 s44, 0xb7789f5c
	s_mov_b32 s37, 0x3ec71de3
	s_mov_b32 s39, 0xbf2a01a0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	s_mov_b32 s15, s35
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s22, s8
	s_addc_u32 s7, s23, s9
	s_cmp_lg_u64 s[26:27], 0
	v_add_co_u32 v5, s1, s1, v13
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_ci_u32_e64 v6, null, s7, 0, s1
	s_cselect_b32 s50, -1, 0
	s_add_u32 s8, s26, 3
	s_addc_u32 s9, s27, 0
	s_add_u32 s7, s28, 0x9e3779b9
	s_lshr_b32 s1, s9, 2
	s_lshr_b64 s[8:9], s[8:9], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s9, s8, s2
	s_mul_i32 s2, s8, s2
	s_add_i32 s9, s9, s1
	v_add_co_u32 v11, s1, s2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, s9, 0, s1
	v_add_co_u32 v0, s1, s2, v0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v11, 0
	s_add_u32 s22, s29, 0xbb67ae85
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	s_add_u32 s8, s28, 0x3c6ef372
	s_and_b32 s34, s26, 7
	s_add_u32 s51, s29, 0x76cf5d0a
	v_xor_b32_e32 v11, v23, v18
	s_add_u32 s52, s28, 0xdaa66d2b
	s_add_u32 s53, s29, 0x32370b8f
	s_add_u32 s54, s28, 0x78dde6e4
	s_add_u32 s55, s29, 0xed9eba14
	v_xor_b32_e32 v11, s29, v11
	s_add_u32 s56, s28, 0x1715609d
	s_add_u32 s57, s29, 0xa9066899
	s_add_u32 s58, s28, 0xb54cda56
	s_add_u32 s59, s29, 0x646e171e
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v11, 0
	v_add_co_ci_u32_e64 v11, null, s9, 0, s1
	v_add_co_u32 v0, s1, s2, v12
	v_lshrrev_b32_e32 v12, 2, v4
	v_add_co_ci_u32_e64 v19, null, s9, 0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, s1, s2, v12
	v_xor_b32_e32 v11, v26, v11
	v_add_co_ci_u32_e64 v12, null, s9, 0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s29, v11
	v_xor_b32_e32 v11, v28, v19
	v_cmp_eq_u64_e64 s2, 0, v[9:10]
	v_cmp_eq_u64_e64 s1, 0, v[7:8]
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	v_xor_b32_e32 v9, v30, v12
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s29, v11
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v9, s29, v9
	s_add_u32 s60, s28, 0x5384540f
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_add_u32 s61, s29, 0x1fd5c5a3
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	s_add_u32 s62, s28, 0xf1bbcdc8
	s_add_u32 s63, s29, 0xdb3d7428
	s_add_i32 s64, s28, 0x8ff34781
	s_add_i32 s65, s29, 0x96a522ad
	v_xor_b32_e32 v18, s7, v24
	v_xor_b32_e32 v19, s7, v32
	v_xor_b32_e32 v20, s7, v34
	v_add_co_ci_u32_e64 v12, null, 0, v6, vcc_lo
	v_xor_b32_e32 v21, s7, v36
	s_and_b32 s14, s26, 0x1ff8
	v_xor_b32_e32 v22, s22, v22
	v_xor_b32_e32 v23, s8, v23
	v_xor_b32_e32 v24, s22, v25
	v_xor_b32_e32 v25, s8, v31
	v_xor_b32_e32 v26, s22, v27
	v_xor_b32_e32 v27, s8, v33
	v_xor_b32_e32 v28, s22, v29
	v_xor_b32_e32 v29, s8, v35
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s22, 0x54442d18
	s_mov_b32 s26, 0x16c16c17
	s_cselect_b32 s29, -1, 0
	s_mov_b32 s23, 0x3ff921fb
	s_mov_b32 s41, 0x3f811111
	s_mov_b32 s43, 0xbfc55555
	s_mov_b32 s45, 0xbe927e4f
	s_mov_b32 s9, 0x3efa01a0
	s_mov_b32 s27, 0xbf56c16c
	s_mov_b32 s47, 0x3fa55555
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_dual_mov_b32 v31, v14 :: v_dual_mov_b32 v32, v15
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v33, v16 :: v_dual_mov_b32 v0, v17
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v16, v33
	v_dual_mov_b32 v15, v32 :: v_dual_mov_b32 v14, v31
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[20:21], s[24:25]
	s_cbranch_scc1 .LBB8_51
.LBB8_13:
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB8_24
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB8_25
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB8_26
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_18
.LBB8_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v13, v0 offset:12288
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB8_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB8_30
	s_and_not1_b32 vcc_lo, exec_lo, s66
	s_cbranch_vccnz .LBB8_27
	s_mov_b64 s[48:49], 0
	s_mov_b32 s8, 0
	.p2align	6
.LBB8_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v36, s8
	s_add_u32 s48, s48, 8
	s_addc_u32 s49, s49, 0
	s_add_i32 s8, s8, 32
	s_cmp_lg_u64 s[14:15], s[48:49]
	ds_load_2addr_b32 v[30:31], v36 offset1:1
	ds_load_2addr_b32 v[32:33], v36 offset0:2 offset1:3
	ds_load_2addr_b32 v[34:35], v36 offset0:4 offset1:5
	ds_load_2addr_b32 v[36:37], v36 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v31
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v37
	s_cbranch_scc1 .LBB8_22
	s_mov_b64 s[48:49], s[14:15]
	s_mov_b32 s8, s29
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB8_28
	s_branch .LBB8_30
.LBB8_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v14, v14
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB8_15
.LBB8_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB8_16
.LBB8_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v16, v16
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_27:
	s_mov_b64 s[48:49], 0
	s_cbranch_execz .LBB8_30
.LBB8_28:
	s_lshl_b32 s8, s48, 2
	s_mov_b64 s[48:49], s[34:35]
.LBB8_29:
	v_mov_b32_e32 v30, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s48, s48, -1
	s_addc_u32 s49, s49, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[48:49], 0
	ds_load_b32 v30, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v30
	s_cbranch_scc1 .LBB8_29
.LBB8_30:
	ds_store_b32 v1, v0 offset:16384
.LBB8_31:
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB8_40
	s_mul_f32 s8, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s8, 0
	s_mul_f32 s7, s8, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s8, 0xf800000
	v_mov_b32_e32 v0, s7
	s_cselect_b32 s7, -1, 0
	s_add_u32 s48, s20, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s8, v0, s7
	v_sqrt_f32_e32 v30, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v31, -1, v30
	v_add_nc_u32_e32 v32, 1, v30
	v_xor_b32_e32 v33, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, 0x80000000, v32
	v_fma_f32 v33, v33, v30, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v34, v30, v0
	v_cmp_ge_f32_e64 s8, 0, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v30, v30, v31, s8
	v_cmp_lt_f32_e64 s8, 0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v30, v30, v32, s8
	v_mul_f32_e32 v31, 0x37800000, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v30, v30, v31, s7
	v_cmp_class_f32_e64 s7, v0, 0x260
	v_mov_b32_e32 v31, v14
	v_cndmask_b32_e64 v0, v30, v0, s7
	s_addc_u32 s7, s21, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s49, s7, 0xcd9e8d57
	s_mul_hi_u32 s67, s7, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v30, v0, s13, s19
	s_and_saveexec_b32 s68, s3
	s_cbranch_execnz .LBB8_45
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v32, v15
	s_and_saveexec_b32 s68, s4
	s_cbranch_execnz .LBB8_46
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s68, s5
	s_cbranch_execz .LBB8_37
.LBB8_36:
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v20
	s_xor_b32 s7, s7, s48
	global_load_b32 v50, v[9:10], off
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v35, s8, v26
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, s7, s51, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v34, v36, v27
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, v37, s52, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s53, v39, v33
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, v34, s55, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s54, v40, v36
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, v35, s56, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s57, v37, v33
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, v38, s59, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s58, v40, v34
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, v34, s60, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s61, v36, v37
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, v37, s63, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s62, v39, v33
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v35, 0
	v_cndmask_b32_e64 v0, v39, v33, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, v40, v36, s65
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[41:42], v0
	v_xor3_b32 v0, v38, v34, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v33, v0, s1
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
	v_mul_f64 v[41:42], v[41:42], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[41:42], v[41:42]
	v_mul_f64 v[46:47], v[44:45], s[36:37]
	v_mul_f64 v[48:49], v[44:45], s[44:45]
	v_mul_f64 v[39:40], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[38:39]
	v_add_f64 v[48:49], v[48:49], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[46:47], s[40:41]
	v_add_f64 v[48:49], v[48:49], s[26:27]
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
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[46:47]
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v38, v38, v47
	v_add_f64 v[33:34], v[41:42], v[33:34]
	v_add_f64 v[35:36], v[44:45], v[35:36]
	v_dual_add_f32 v38, v38, v39 :: v_dual_mul_f32 v39, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	ds_load_b32 v38, v1 offset:16384
	v_dual_mul_f32 v41, 0x4f800000, v39 :: v_dual_cndmask_b32 v36, v37, v36
	v_and_b32_e32 v0, 1, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	v_cndmask_b32_e32 v0, v40, v34, vcc_lo
	v_cndmask_b32_e32 v34, v34, v40, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v39
	v_cndmask_b32_e64 v0, v36, v0, s7
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v34, v36, s7
	v_cndmask_b32_e32 v37, v39, v41, vcc_lo
	v_cndmask_b32_e64 v39, v35, v33, s7
	v_cndmask_b32_e64 v33, v33, v35, s7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v38, -4.0, v38
	v_cndmask_b32_e64 v34, v0, v34, s2
	v_sqrt_f32_e32 v35, v37
	v_cndmask_b32_e64 v33, v39, v33, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[33:34]
	v_add_nc_u32_e32 v33, -1, v35
	v_add_nc_u32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v33, v35, v37
	v_fma_f32 v39, -v34, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s7, 0, v36
	v_cndmask_b32_e64 v33, v35, v33, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s7, 0, v39
	v_add_f32_e32 v35, v38, v38
	v_cndmask_b32_e64 v33, v33, v34, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, 0x3c23d70a, v35
	v_mul_f32_e32 v38, 0x37800000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v34, v16, v16 :: v_dual_cndmask_b32 v33, v33, v38
	v_cmp_class_f32_e64 vcc_lo, v37, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v36, v16, v50
	v_dual_mul_f32 v34, v34, v35 :: v_dual_cndmask_b32 v33, v33, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v36
	v_mul_f32_e32 v35, 0.5, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v35
	v_mul_f32_e32 v34, s12, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v33, v0 :: v_dual_sub_f32 v33, v16, v34
	v_mul_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	v_and_b32_e32 v33, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
.LBB8_37:
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s68, exec_lo, s7
	s_cbranch_execz .LBB8_39
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v21
	s_xor_b32 s7, s7, s48
	global_load_b32 v51, v[11:12], off
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v36, s8, v28
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, s7, s51, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, v37, v29
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, v38, s52, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s53, v40, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v0, v35, s55, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, s54, v41, v37
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, v36, s56, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s57, v38, v34
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, v39, s59, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s58, v41, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v0, v35, s60, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s61, v37, v38
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v35, 0
	v_xor3_b32 v0, v38, s63, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, s62, v40, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v36, 0
	v_cndmask_b32_e64 v0, v40, v34, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, v41, v37, s65
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[42:43], v0
	v_xor3_b32 v0, v39, v35, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v34, v0, s1
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
	v_mul_f64 v[42:43], v[42:43], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[42:43], v[42:43]
	v_mul_f64 v[49:50], v[45:46], s[44:45]
	v_mul_f64 v[47:48], v[45:46], s[36:37]
	v_mul_f64 v[40:41], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[8:9]
	v_add_f64 v[47:48], v[47:48], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[45:46], v[49:50]
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[26:27]
	v_add_f64 v[47:48], v[47:48], s[40:41]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v50, v52, v50
	v_add_f64 v[36:37], v[36:37], s[46:47]
	v_add_f64 v[34:35], v[34:35], s[42:43]
	v_add_f64 v[45:46], v[45:46], 1.0
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_add_f64 v[36:37], v[45:46], v[36:37]
	v_mul_f32_e32 v52, v53, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[42:43], v[34:35]
	v_fma_f32 v54, -v49, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v52, v54, v50
	v_fma_f32 v49, -v49, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v38, v49, v50, v52
	v_mul_f32_e32 v49, 0.5, v47
	v_div_fixup_f32 v38, v38, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v38, v38
	v_mul_f32_e32 v40, v39, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v41, 0x3e789e26, v40
	v_mul_f32_e32 v48, 0x3e91e9ee, v40
	v_add_f32_e32 v41, 0x3eccce13, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0x3f2aaaaa, v48
	v_dual_mul_f32 v40, v40, v41 :: v_dual_mul_f32 v39, v39, v48
	v_mul_f32_e32 v41, v47, v49
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, v39, v40
	v_dual_add_f32 v39, v41, v39 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mov_b32 v39, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v40, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v38, v40, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v38, v41
	v_xor_b32_e32 v41, 0x80000000, v35
	v_add_f32_e32 v38, v47, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v40, v0, v38
	v_and_b32_e32 v38, 2, v44
	v_and_b32_e32 v0, 1, v44
	v_mul_f32_e32 v40, -2.0, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	v_xor_b32_e32 v38, 0x80000000, v37
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	ds_load_b32 v39, v1 offset:16384
	v_mul_f32_e32 v42, 0x4f800000, v40
	v_dual_cndmask_b32 v0, v41, v35 :: v_dual_cndmask_b32 v37, v38, v37
	v_cndmask_b32_e32 v35, v35, v41, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v37, v0, s7
	v_cndmask_b32_e64 v35, v35, v37, s7
	v_cndmask_b32_e32 v38, v40, v42, vcc_lo
	v_cndmask_b32_e64 v40, v36, v34, s7
	v_cndmask_b32_e64 v34, v34, v36, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v0, v35, s2
	v_sqrt_f32_e32 v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v34, v40, v34, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v39, -4.0, v39
	v_cvt_f32_f64_e32 v0, v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v34, -1, v36
	v_add_nc_u32_e32 v35, 1, v36
	v_fma_f32 v37, -v34, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, -v35, v36, v38
	v_cmp_ge_f32_e64 s7, 0, v37
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v37, v17, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v36, v34, s7
	v_cmp_lt_f32_e64 s7, 0, v40
	v_dual_add_f32 v36, v39, v39 :: v_dual_add_f32 v37, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v34, v34, v35, s7
	v_dual_add_f32 v35, v17, v17 :: v_dual_mul_f32 v36, 0x3c23d70a, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v39, 0x37800000, v34
	v_dual_mul_f32 v35, v35, v36 :: v_dual_mul_f32 v36, 0.5, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, v34, v39, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v38, 0x260
	v_dual_add_f32 v35, v35, v36 :: v_dual_cndmask_b32 v34, v34, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v35, s12, v35 :: v_dual_mul_f32 v0, v34, v0
	v_sub_f32_e32 v34, v17, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v30, v0
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB8_39:
	s_or_b32 exec_lo, exec_lo, s68
	s_branch .LBB8_12
.LBB8_40:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s7, s3
	s_cbranch_execnz .LBB8_47
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execnz .LBB8_48
.LBB8_43:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execnz .LBB8_49
.LBB8_44:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_50
.LBB8_45:
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v18
	s_xor_b32 s7, s7, s48
	global_load_b32 v48, v[5:6], off
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v33, s8, v22
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, s7, s51, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, v34, v23
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v32, 0
	v_xor3_b32 v0, v35, s52, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s53, v37, v31
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, v32, s55, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s54, v38, v34
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, v33, s56, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, s57, v35, v31
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v31, 0
	v_xor3_b32 v0, v36, s59, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s58, v38, v32
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	v_xor3_b32 v0, v32, s60, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s61, v34, v35
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v32, 0
	v_xor3_b32 v0, v35, s63, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s62, v37, v31
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v33, 0
	v_cndmask_b32_e64 v0, v37, v31, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v38, v34, s65
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[39:40], v0
	v_xor3_b32 v0, v36, v32, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v31, v0, s1
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
	v_mul_f64 v[39:40], v[39:40], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[39:40], v[39:40]
	v_mul_f64 v[44:45], v[42:43], s[36:37]
	v_mul_f64 v[46:47], v[42:43], s[44:45]
	v_mul_f64 v[37:38], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[38:39]
	v_add_f64 v[46:47], v[46:47], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[44:45], s[40:41]
	v_add_f64 v[46:47], v[46:47], s[26:27]
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
	v_add_f64 v[31:32], v[31:32], s[42:43]
	v_add_f64 v[33:34], v[33:34], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v51, -v46, v49, v50
	v_add_f64 v[42:43], v[42:43], 1.0
	v_fmac_f32_e32 v49, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v46, -v46, v49, v50
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	v_div_fmas_f32 v35, v46, v47, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v35, v35, v45, v44
	v_mul_f32_e32 v36, v35, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v36, v36
	v_dual_mul_f32 v46, 0.5, v44 :: v_dual_mul_f32 v45, 0x3e91e9ee, v37
	v_mul_f32_e32 v38, 0x3e789e26, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v45, 0x3f2aaaaa, v45
	v_add_f32_e32 v38, 0x3eccce13, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v37, v37, v38
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v38, v44, v46
	v_mul_f32_e32 v36, v36, v45
	v_add_f64 v[31:32], v[39:40], v[31:32]
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	ds_load_b32 v36, v1 offset:16384
	v_dual_mul_f32 v39, 0x4f800000, v37 :: v_dual_cndmask_b32 v34, v35, v34
	v_and_b32_e32 v0, 1, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	v_cndmask_b32_e32 v0, v38, v32, vcc_lo
	v_cndmask_b32_e32 v32, v32, v38, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v37
	v_cndmask_b32_e64 v0, v34, v0, s7
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v32, v32, v34, s7
	v_cndmask_b32_e32 v35, v37, v39, vcc_lo
	v_cndmask_b32_e64 v37, v33, v31, s7
	v_cndmask_b32_e64 v31, v31, v33, s7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v36, -4.0, v36
	v_cndmask_b32_e64 v32, v0, v32, s2
	v_sqrt_f32_e32 v33, v35
	v_cndmask_b32_e64 v31, v37, v31, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[31:32]
	v_add_nc_u32_e32 v31, -1, v33
	v_add_nc_u32_e32 v32, 1, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v31, v33, v35
	v_fma_f32 v37, -v32, v33, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s7, 0, v34
	v_cndmask_b32_e64 v31, v33, v31, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s7, 0, v37
	v_add_f32_e32 v33, v36, v36
	v_cndmask_b32_e64 v31, v31, v32, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v33, 0x3c23d70a, v33
	v_mul_f32_e32 v36, 0x37800000, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v32, v14, v14 :: v_dual_cndmask_b32 v31, v31, v36
	v_cmp_class_f32_e64 vcc_lo, v35, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v34, v14, v48
	v_dual_mul_f32 v32, v32, v33 :: v_dual_cndmask_b32 v31, v31, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v34
	v_dual_mul_f32 v0, v31, v0 :: v_dual_mul_f32 v33, 0.5, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v30, v0
	v_add_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, s12, v32
	v_sub_f32_e32 v31, v14, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v31
	v_and_b32_e32 v31, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v32, v15
	s_and_saveexec_b32 s68, s4
	s_cbranch_execz .LBB8_35
.LBB8_46:
	s_xor_b32 s7, s28, s67
	v_xor_b32_e32 v0, s49, v19
	s_xor_b32 s7, s7, s48
	global_load_b32 v49, v[7:8], off
	s_mul_hi_u32 s8, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v34, s8, v24
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_mov_b32 s8, s38
	s_mov_b32 s46, s42
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, s7, s51, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, v35, v25
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v33, 0
	v_xor3_b32 v0, v36, s52, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s53, v38, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v34, 0
	v_xor3_b32 v0, v33, s55, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v35, s54, v39, v35
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v35, 0
	v_xor3_b32 v0, v34, s56, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, s57, v36, v32
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v32, 0
	v_xor3_b32 v0, v37, s59, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s58, v39, v33
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v34, 0
	v_xor3_b32 v0, v33, s60, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, s61, v35, v36
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v33, 0
	v_xor3_b32 v0, v36, s63, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v34, s62, v38, v32
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v34, 0
	v_cndmask_b32_e64 v0, v38, v32, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, v39, v35, s65
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[40:41], v0
	v_xor3_b32 v0, v37, v33, s64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v32, v0, s1
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
	v_mul_f64 v[40:41], v[40:41], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[40:41], v[40:41]
	v_mul_f64 v[47:48], v[43:44], s[44:45]
	v_mul_f64 v[45:46], v[43:44], s[36:37]
	v_mul_f64 v[38:39], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], s[8:9]
	v_add_f64 v[45:46], v[45:46], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[47:48], s[26:27]
	v_add_f64 v[45:46], v[45:46], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[43:44], v[47:48]
	v_mul_f64 v[32:33], v[43:44], v[45:46]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v48, v50, v48
	v_add_f64 v[34:35], v[34:35], s[46:47]
	v_add_f64 v[32:33], v[32:33], s[42:43]
	v_add_f64 v[43:44], v[43:44], 1.0
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[36:37], v[32:33]
	v_add_f64 v[34:35], v[43:44], v[34:35]
	v_mul_f32_e32 v50, v51, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[40:41], v[32:33]
	v_fma_f32 v52, -v47, v50, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v50, v52, v48
	v_fma_f32 v47, -v47, v50, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v36, v47, v48, v50
	v_div_fixup_f32 v36, v36, v46, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v36, v36
	v_mul_f32_e32 v38, v37, v37
	v_mul_f32_e32 v47, 0.5, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v39, 0x3e789e26, v38
	v_mul_f32_e32 v46, 0x3e91e9ee, v38
	v_add_f32_e32 v39, 0x3eccce13, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0x3f2aaaaa, v46
	v_dual_mul_f32 v38, v38, v39 :: v_dual_mul_f32 v37, v37, v46
	v_mul_f32_e32 v39, v45, v47
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v37, v37, v38 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_add_f32_e32 v37, v39, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v36, v36, v37 :: v_dual_mov_b32 v37, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v38, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v36, v38, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v39
	v_xor_b32_e32 v39, 0x80000000, v33
	v_add_f32_e32 v36, v45, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v38, v0, v36
	v_and_b32_e32 v36, 2, v42
	v_and_b32_e32 v0, 1, v42
	v_mul_f32_e32 v38, -2.0, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[36:37]
	v_xor_b32_e32 v36, 0x80000000, v35
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	ds_load_b32 v37, v1 offset:16384
	v_mul_f32_e32 v40, 0x4f800000, v38
	v_dual_cndmask_b32 v0, v39, v33 :: v_dual_cndmask_b32 v35, v36, v35
	v_cndmask_b32_e32 v33, v33, v39, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v35, v0, s7
	v_cndmask_b32_e64 v33, v33, v35, s7
	v_cndmask_b32_e32 v36, v38, v40, vcc_lo
	v_cndmask_b32_e64 v38, v34, v32, s7
	v_cndmask_b32_e64 v32, v32, v34, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v0, v33, s2
	v_sqrt_f32_e32 v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v32, v38, v32, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, -4.0, v37
	v_cvt_f32_f64_e32 v0, v[32:33]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v32, -1, v34
	v_add_nc_u32_e32 v33, 1, v34
	v_fma_f32 v35, -v32, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v33, v34, v36
	v_cmp_ge_f32_e64 s7, 0, v35
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v15, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v32, v34, v32, s7
	v_cmp_lt_f32_e64 s7, 0, v38
	v_dual_add_f32 v34, v37, v37 :: v_dual_add_f32 v35, v35, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v32, v32, v33, s7
	v_dual_add_f32 v33, v15, v15 :: v_dual_mul_f32 v34, 0x3c23d70a, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, 0x37800000, v32
	v_dual_mul_f32 v33, v33, v34 :: v_dual_mul_f32 v34, 0.5, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v32, v32, v37, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v36, 0x260
	v_dual_add_f32 v33, v33, v34 :: v_dual_cndmask_b32 v32, v32, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v33, s12, v33 :: v_dual_mul_f32 v0, v32, v0
	v_sub_f32_e32 v32, v15, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v30, v0
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s68
	v_mov_b32_e32 v33, v16
	s_and_saveexec_b32 s68, s5
	s_cbranch_execnz .LBB8_36
	s_branch .LBB8_37
.LBB8_47:
	global_load_b32 v0, v[5:6], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v31, v14, v14 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v30, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB8_43
.LBB8_48:
	global_load_b32 v0, v[7:8], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v31, v15, v15 :: v_dual_add_f32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB8_44
.LBB8_49:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v31, v16, v16 :: v_dual_add_f32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v16, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB8_11
.LBB8_50:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v30, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v31, v17, v17 :: v_dual_add_f32 v30, -4.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v30
	v_mul_f32_e32 v30, 0x3c23d70a, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v17, 0x7fc00000, v0, vcc_lo
	s_branch .LBB8_11
.LBB8_51:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_57
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_58
.LBB8_53:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB8_59
.LBB8_54:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_56
.LBB8_55:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[10:11]
.LBB8_56:
	s_endpgm
.LBB8_57:
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_53
.LBB8_58:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB8_54
.LBB8_59:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[10:11]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_55
	s_branch .LBB8_56
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w4096
		.amdhsa_group_segment_fixed_size 16388
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
		.amdhsa_next_free_sgpr 69
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
.Lfunc_end8:
	.size	tessera_tether_fast_w4096, .Lfunc_end8-tessera_tether_fast_w4096

	.set tessera_tether_fast_w4096.num_vgpr, 55
	.set tessera_tether_fast_w4096.num_agpr, 0
	.set tessera_tether_fast_w4096.numbered_sgpr, 69
	.set tessera_tether_fast_w4096.num_named_barrier, 0
	.set tessera_tether_fast_w4096.private_seg_size, 0
	.set tessera_tether_fast_w4096.uses_vcc, 1
	.set tessera_tether_fast_w4096.uses_flat_scratch, 0
	.set tessera_tether_fast_w4096.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w4096.has_recursion, 0
	.set tessera_tether_fast_w4096.has_indirect_call, 0
	.globl	tessera_tether_fast_w8192
	.p2align	8
	.type	tessera_tether_fast_w8192,@function
tessera_tether_fast_w8192:
	s_load_b256 s[24:31], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[28:29], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[30:31]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_92
	s_load_b64 s[28:29], s[0:1], 0x20
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s31, s2
	s_mul_hi_u32 s4, s30, s2
	v_lshlrev_b32_e32 v25, 2, v0
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s30, s2
	v_cmp_gt_u64_e64 s3, s[30:31], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s14, s24, s12
	s_addc_u32 s15, s25, s13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_3
	global_load_b32 v26, v25, s[14:15]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[30:31], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v27, v3, s[14:15]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[30:31], v[3:4]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v28, v4, s[14:15]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[30:31], v[4:5]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v29, v5, s[14:15]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[30:31], v[5:6]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v30, v6, s[14:15]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[30:31], v[6:7]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v31, v7, s[14:15]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[30:31], v[7:8]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v32, v8, s[14:15]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[30:31], v[8:9]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v33, v1, s[14:15]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB9_83
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[36:39], s[0:1], 0x48
	v_lshrrev_b32_e32 v14, 2, v0
	s_mov_b32 s35, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_and_b32_e32 v11, 2, v0
	v_and_b32_e32 v13, 1, v0
	v_lshrrev_b32_e32 v0, 2, v2
	v_lshrrev_b32_e32 v15, 2, v3
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v12, s35
	s_mov_b32 s40, 0x1a01a01a
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s46, 0xb7789f5c
	s_mov_b32 s48, 0x16c16c17
	s_mov_b32 s41, 0xbf2a01a0
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0xbfc55555
	s_mov_b32 s47, 0xbe927e4f
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	s_mov_b32 s19, s35
	s_cselect_b32 s23, -1, 0
	s_add_u32 s1, s26, s12
	s_addc_u32 s11, s27, s13
	s_cmp_lg_u64 s[30:31], 0
	v_add_co_u32 v9, s1, s1, v25
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_ci_u32_e64 v10, null, s11, 0, s1
	s_cselect_b32 s54, -1, 0
	s_add_u32 s12, s30, 3
	s_addc_u32 s13, s31, 0
	s_add_u32 s11, s36, 0x9e3779b9
	s_lshr_b32 s1, s13, 2
	s_lshr_b64 s[12:13], s[12:13], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s13, s12, s2
	s_mul_i32 s12, s12, s2
	s_add_i32 s13, s13, s1
	v_add_co_u32 v14, s1, s12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s13, 0, s1
	v_add_co_u32 v0, s1, s12, v0
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v14, 0
	s_add_u32 s26, s37, 0xbb67ae85
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v0, 0
	s_add_u32 s27, s36, 0x3c6ef372
	s_add_u32 s55, s37, 0x76cf5d0a
	s_add_u32 s57, s37, 0x32370b8f
	v_xor_b32_e32 v14, v43, v16
	v_add_co_ci_u32_e64 v16, null, s13, 0, s1
	v_add_co_u32 v0, s1, s12, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v14, s37, v14
	v_xor_b32_e32 v15, v45, v16
	v_add_co_ci_u32_e64 v16, null, s13, 0, s1
	s_add_u32 s59, s37, 0xed9eba14
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v14, 0
	v_mov_b32_e32 v14, s35
	v_cmp_eq_u64_e64 s1, 0, v[11:12]
	v_lshrrev_b32_e32 v11, 2, v4
	s_add_u32 s61, s37, 0xa9066899
	s_add_u32 s63, s37, 0x646e171e
	v_cmp_eq_u64_e64 s2, 0, v[13:14]
	v_xor_b32_e32 v34, s11, v47
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s37, v15
	s_add_u32 s65, s37, 0x1fd5c5a3
	s_add_u32 s67, s37, 0xdb3d7428
	s_add_i32 s69, s37, 0x96a522ad
	s_and_b32 s34, s30, 7
	s_add_u32 s56, s36, 0xdaa66d2b
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, v48, v16
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v0, s18, s12, v11
	v_add_co_ci_u32_e64 v14, null, s13, 0, s18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v13, s37, v12
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v5
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_add_co_u32 v0, s18, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s13, 0, s18
	v_xor_b32_e32 v15, v51, v14
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v6
	v_mad_u64_u32 v[52:53], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v17, s37, v15
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	v_add_co_u32 v0, s18, s12, v0
	v_xor_b32_e32 v18, v55, v16
	v_add_co_ci_u32_e64 v19, null, s13, 0, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v7
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v17, 0
	v_xor_b32_e32 v17, s37, v18
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_add_co_u32 v0, s18, s12, v0
	v_xor_b32_e32 v18, v56, v19
	v_add_co_ci_u32_e64 v19, null, s13, 0, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 2, v8
	v_xor_b32_e32 v20, s37, v18
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v0, s12, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, s13, 0, s12
	v_xor_b32_e32 v19, v60, v19
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v0, s37, v19
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v21, v64, v21
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v21, s37, v21
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v21, 0
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	v_cmp_gt_u64_e64 s37, s[30:31], 7
	s_add_u32 s58, s36, 0x78dde6e4
	s_add_u32 s60, s36, 0x1715609d
	s_add_u32 s62, s36, 0xb54cda56
	s_add_u32 s64, s36, 0x5384540f
	s_add_u32 s66, s36, 0xf1bbcdc8
	s_add_i32 s68, s36, 0x8ff34781
	v_xor_b32_e32 v35, s11, v49
	v_xor_b32_e32 v36, s11, v53
	v_xor_b32_e32 v37, s11, v58
	v_xor_b32_e32 v38, s11, v62
	v_xor_b32_e32 v39, s11, v66
	v_xor_b32_e32 v40, s11, v68
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_xor_b32_e32 v41, s11, v70
	s_and_b32 s18, s30, 0x3ff8
	v_xor_b32_e32 v42, s26, v42
	v_xor_b32_e32 v43, s27, v46
	v_xor_b32_e32 v44, s26, v44
	v_xor_b32_e32 v45, s27, v48
	v_xor_b32_e32 v46, s26, v47
	v_xor_b32_e32 v47, s27, v52
	v_xor_b32_e32 v48, s26, v50
	v_xor_b32_e32 v49, s27, v57
	v_xor_b32_e32 v50, s26, v54
	v_xor_b32_e32 v51, s27, v61
	v_xor_b32_e32 v52, s26, v55
	v_xor_b32_e32 v53, s27, v65
	v_xor_b32_e32 v54, s26, v59
	v_xor_b32_e32 v55, s27, v67
	v_xor_b32_e32 v56, s26, v63
	v_xor_b32_e32 v57, s27, v69
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s26, 0x54442d18
	s_mov_b32 s30, 0xa556c734
	s_cselect_b32 s70, -1, 0
	s_mov_b32 s27, 0x3ff921fb
	s_mov_b32 s31, 0x3ec71de3
	s_mov_b32 s13, 0x3efa01a0
	s_mov_b32 s49, 0xbf56c16c
	s_mov_b32 s51, 0x3fa55555
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s11
	v_dual_mov_b32 v59, v26 :: v_dual_mov_b32 v60, v27
	v_dual_mov_b32 v61, v28 :: v_dual_mov_b32 v62, v29
	v_dual_mov_b32 v63, v30 :: v_dual_mov_b32 v64, v31
	v_dual_mov_b32 v65, v32 :: v_dual_mov_b32 v0, v33
.LBB9_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v33, v0 :: v_dual_mov_b32 v32, v65
	v_dual_mov_b32 v31, v64 :: v_dual_mov_b32 v30, v63
	v_dual_mov_b32 v29, v62 :: v_dual_mov_b32 v28, v61
	v_dual_mov_b32 v27, v60 :: v_dual_mov_b32 v26, v59
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[24:25], s[28:29]
	s_cbranch_scc1 .LBB9_83
.LBB9_21:
	s_and_saveexec_b32 s11, s3
	s_cbranch_execnz .LBB9_36
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execnz .LBB9_37
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB9_38
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB9_39
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB9_40
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB9_41
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execnz .LBB9_42
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_30
.LBB9_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v33, v33
	ds_store_b32 v25, v0 offset:28672
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB9_47
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB9_46
	s_and_not1_b32 vcc_lo, exec_lo, s37
	s_cbranch_vccnz .LBB9_43
	s_mov_b64 s[52:53], 0
	s_mov_b32 s12, 0
	.p2align	6
.LBB9_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v64, s12
	s_add_u32 s52, s52, 8
	s_addc_u32 s53, s53, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[18:19], s[52:53]
	ds_load_2addr_b32 v[58:59], v64 offset1:1
	ds_load_2addr_b32 v[60:61], v64 offset0:2 offset1:3
	ds_load_2addr_b32 v[62:63], v64 offset0:4 offset1:5
	ds_load_2addr_b32 v[64:65], v64 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v59
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v61
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v63
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v64
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v65
	s_cbranch_scc1 .LBB9_34
	s_mov_b64 s[52:53], s[18:19]
	s_mov_b32 s12, s70
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB9_44
	s_branch .LBB9_46
.LBB9_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v26, v26
	ds_store_b32 v25, v0
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB9_23
.LBB9_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v27, v27
	ds_store_b32 v25, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB9_24
.LBB9_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v28, v28
	ds_store_b32 v25, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB9_25
.LBB9_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v25, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB9_26
.LBB9_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v30, v30
	ds_store_b32 v25, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB9_27
.LBB9_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v25, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execz .LBB9_28
.LBB9_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v25, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_43:
	s_mov_b64 s[52:53], 0
	s_cbranch_execz .LBB9_46
.LBB9_44:
	s_lshl_b32 s12, s52, 2
	s_mov_b64 s[52:53], s[34:35]
.LBB9_45:
	v_mov_b32_e32 v58, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s52, s52, -1
	s_addc_u32 s53, s53, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[52:53], 0
	ds_load_b32 v58, v58
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v58
	s_cbranch_scc1 .LBB9_45
.LBB9_46:
	ds_store_b32 v1, v0 offset:32768
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s54
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB9_60
	s_mul_f32 s12, s22, s20
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s12, 0
	s_mul_f32 s11, s12, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s12, 0xf800000
	v_mov_b32_e32 v0, s11
	s_cselect_b32 s11, -1, 0
	s_add_u32 s52, s24, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s12, v0, s11
	v_sqrt_f32_e32 v58, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v59, -1, v58
	v_add_nc_u32_e32 v60, 1, v58
	v_xor_b32_e32 v61, 0x80000000, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, 0x80000000, v60
	v_fma_f32 v61, v61, v58, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v62, v62, v58, v0
	v_cmp_ge_f32_e64 s12, 0, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v58, v58, v59, s12
	v_cmp_lt_f32_e64 s12, 0, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v58, v58, v60, s12
	v_mul_f32_e32 v59, 0x37800000, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v58, v58, v59, s11
	v_cmp_class_f32_e64 s11, v0, 0x260
	v_mov_b32_e32 v59, v26
	v_cndmask_b32_e64 v0, v58, v0, s11
	s_addc_u32 s11, s25, s39
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s53, s11, 0xcd9e8d57
	s_mul_hi_u32 s71, s11, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v58, v0, s17, s23
	s_and_saveexec_b32 s72, s3
	s_cbranch_execnz .LBB9_69
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v60, v27
	s_and_saveexec_b32 s72, s4
	s_cbranch_execnz .LBB9_70
.LBB9_51:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v61, v28
	s_and_saveexec_b32 s72, s5
	s_cbranch_execnz .LBB9_71
.LBB9_52:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v62, v29
	s_and_saveexec_b32 s72, s6
	s_cbranch_execnz .LBB9_72
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v63, v30
	s_and_saveexec_b32 s72, s7
	s_cbranch_execnz .LBB9_73
.LBB9_54:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s72, s8
	s_cbranch_execnz .LBB9_74
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s72, s9
	s_cbranch_execz .LBB9_57
.LBB9_56:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v40
	s_xor_b32 s11, s11, s52
	global_load_b32 v82, v[21:22], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v67, s12, v54
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, s11, s55, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v66, v68, v55
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, v69, s56, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s57, v71, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, v66, s59, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s58, v72, v68
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v0, v67, s60, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s61, v69, v65
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, v70, s63, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s62, v72, v66
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, v66, s64, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s65, v68, v69
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, v69, s67, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s66, v71, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v67, 0
	v_cndmask_b32_e64 v0, v71, v65, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v72, v68, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[73:74], v0
	v_xor3_b32 v0, v70, v66, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v65, v0, s1
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
	v_mul_f64 v[73:74], v[73:74], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[73:74], v[73:74]
	v_mul_f64 v[78:79], v[76:77], s[30:31]
	v_mul_f64 v[80:81], v[76:77], s[46:47]
	v_mul_f64 v[71:72], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[40:41]
	v_add_f64 v[80:81], v[80:81], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[42:43]
	v_add_f64 v[80:81], v[80:81], s[48:49]
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
	v_add_f64 v[65:66], v[65:66], s[44:45]
	v_add_f64 v[67:68], v[67:68], s[50:51]
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v70, v70, v79
	v_add_f64 v[65:66], v[73:74], v[65:66]
	v_add_f64 v[67:68], v[76:77], v[67:68]
	v_dual_add_f32 v70, v70, v71 :: v_dual_mul_f32 v71, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	ds_load_b32 v70, v1 offset:32768
	v_dual_mul_f32 v73, 0x4f800000, v71 :: v_dual_cndmask_b32 v68, v69, v68
	v_and_b32_e32 v0, 1, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v72, v66, vcc_lo
	v_cndmask_b32_e32 v66, v66, v72, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v71
	v_cndmask_b32_e64 v0, v68, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v66, v66, v68, s11
	v_cndmask_b32_e32 v69, v71, v73, vcc_lo
	v_cndmask_b32_e64 v71, v67, v65, s11
	v_cndmask_b32_e64 v65, v65, v67, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v70, -4.0, v70
	v_cndmask_b32_e64 v66, v0, v66, s2
	v_sqrt_f32_e32 v67, v69
	v_cndmask_b32_e64 v65, v71, v65, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[65:66]
	v_add_nc_u32_e32 v65, -1, v67
	v_add_nc_u32_e32 v66, 1, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v68, -v65, v67, v69
	v_fma_f32 v71, -v66, v67, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v68
	v_cndmask_b32_e64 v65, v67, v65, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s11, 0, v71
	v_add_f32_e32 v67, v70, v70
	v_cndmask_b32_e64 v65, v65, v66, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v67, 0x3c23d70a, v67
	v_mul_f32_e32 v70, 0x37800000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v66, v32, v32 :: v_dual_cndmask_b32 v65, v65, v70
	v_cmp_class_f32_e64 vcc_lo, v69, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v68, v32, v82
	v_dual_mul_f32 v66, v66, v67 :: v_dual_cndmask_b32 v65, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, v68, v68
	v_mul_f32_e32 v67, 0.5, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v67
	v_mul_f32_e32 v66, s16, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v65, v0 :: v_dual_sub_f32 v65, v32, v66
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v65
	v_and_b32_e32 v65, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v65
	v_cndmask_b32_e32 v65, 0x7fc00000, v0, vcc_lo
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v0, v33
	s_and_saveexec_b32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s72, exec_lo, s11
	s_cbranch_execz .LBB9_59
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v41
	s_xor_b32 s11, s11, s52
	global_load_b32 v83, v[23:24], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v68, s12, v56
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v68, 0
	v_xor3_b32 v0, s11, s55, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v67, v69, v57
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, v70, s56, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s57, v72, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v68, 0
	v_xor3_b32 v0, v67, s59, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, s58, v73, v69
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v69, 0
	v_xor3_b32 v0, v68, s60, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s61, v70, v66
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, v71, s63, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s62, v73, v67
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v0, v67, s64, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s65, v69, v70
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v0, v70, s67, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s66, v72, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v68, 0
	v_cndmask_b32_e64 v0, v72, v66, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v73, v69, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[74:75], v0
	v_xor3_b32 v0, v71, v67, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v66, v0, s1
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
	v_mul_f64 v[74:75], v[74:75], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[74:75], v[74:75]
	v_mul_f64 v[81:82], v[77:78], s[46:47]
	v_mul_f64 v[79:80], v[77:78], s[30:31]
	v_mul_f64 v[72:73], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[81:82], s[12:13]
	v_add_f64 v[79:80], v[79:80], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[48:49]
	v_add_f64 v[79:80], v[79:80], s[42:43]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v82, v84, v82
	v_add_f64 v[68:69], v[68:69], s[50:51]
	v_add_f64 v[66:67], v[66:67], s[44:45]
	v_add_f64 v[77:78], v[77:78], 1.0
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[70:71], v[66:67]
	v_add_f64 v[68:69], v[77:78], v[68:69]
	v_mul_f32_e32 v84, v85, v82
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[74:75], v[66:67]
	v_fma_f32 v86, -v81, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v84, v86, v82
	v_fma_f32 v81, -v81, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v70, v81, v82, v84
	v_mul_f32_e32 v81, 0.5, v79
	v_div_fixup_f32 v70, v70, v80, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v71, v70, v70
	v_mul_f32_e32 v72, v71, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v73, 0x3e789e26, v72
	v_mul_f32_e32 v80, 0x3e91e9ee, v72
	v_add_f32_e32 v73, 0x3eccce13, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v80, 0x3f2aaaaa, v80
	v_dual_mul_f32 v72, v72, v73 :: v_dual_mul_f32 v71, v71, v80
	v_mul_f32_e32 v73, v79, v81
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, v71, v72
	v_dual_add_f32 v71, v73, v71 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v70, v70, v71 :: v_dual_mov_b32 v71, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v72, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v70, v72, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v70, v70, v73
	v_xor_b32_e32 v73, 0x80000000, v67
	v_add_f32_e32 v70, v79, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v72, v0, v70
	v_and_b32_e32 v70, 2, v76
	v_and_b32_e32 v0, 1, v76
	v_mul_f32_e32 v72, -2.0, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[70:71]
	v_xor_b32_e32 v70, 0x80000000, v69
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v71, v1 offset:32768
	v_mul_f32_e32 v74, 0x4f800000, v72
	v_dual_cndmask_b32 v0, v73, v67 :: v_dual_cndmask_b32 v69, v70, v69
	v_cndmask_b32_e32 v67, v67, v73, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v69, v0, s11
	v_cndmask_b32_e64 v67, v67, v69, s11
	v_cndmask_b32_e32 v70, v72, v74, vcc_lo
	v_cndmask_b32_e64 v72, v68, v66, s11
	v_cndmask_b32_e64 v66, v66, v68, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v67, v0, v67, s2
	v_sqrt_f32_e32 v68, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v72, v66, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v71, -4.0, v71
	v_cvt_f32_f64_e32 v0, v[66:67]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v66, -1, v68
	v_add_nc_u32_e32 v67, 1, v68
	v_fma_f32 v69, -v66, v68, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v72, -v67, v68, v70
	v_cmp_ge_f32_e64 s11, 0, v69
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v69, v33, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v66, v68, v66, s11
	v_cmp_lt_f32_e64 s11, 0, v72
	v_dual_add_f32 v68, v71, v71 :: v_dual_add_f32 v69, v69, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v66, v67, s11
	v_dual_add_f32 v67, v33, v33 :: v_dual_mul_f32 v68, 0x3c23d70a, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v71, 0x37800000, v66
	v_dual_mul_f32 v67, v67, v68 :: v_dual_mul_f32 v68, 0.5, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v66, v66, v71, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v70, 0x260
	v_dual_add_f32 v67, v67, v68 :: v_dual_cndmask_b32 v66, v66, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v67, s16, v67 :: v_dual_mul_f32 v0, v66, v0
	v_sub_f32_e32 v66, v33, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v58, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v58
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s72
	s_branch .LBB9_20
.LBB9_60:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s11, s3
	s_cbranch_execnz .LBB9_75
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execnz .LBB9_76
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB9_77
.LBB9_64:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB9_78
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB9_79
.LBB9_66:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB9_80
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execnz .LBB9_81
.LBB9_68:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s11
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_82
.LBB9_69:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v34
	s_xor_b32 s11, s11, s52
	global_load_b32 v76, v[9:10], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v61, s12, v42
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, s11, s55, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v60, v62, v43
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v60, 0
	v_xor3_b32 v0, v63, s56, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s57, v65, v59
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, v60, s59, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s58, v66, v62
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, v61, s60, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, s61, v63, v59
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v59, 0
	v_xor3_b32 v0, v64, s63, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s62, v66, v60
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v61, 0
	v_xor3_b32 v0, v60, s64, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, s65, v62, v63
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v60, 0
	v_xor3_b32 v0, v63, s67, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s66, v65, v59
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v61, 0
	v_cndmask_b32_e64 v0, v65, v59, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v59, v66, v62, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[67:68], v0
	v_xor3_b32 v0, v64, v60, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v59, v0, s1
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
	v_mul_f64 v[67:68], v[67:68], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[67:68], v[67:68]
	v_mul_f64 v[72:73], v[70:71], s[30:31]
	v_mul_f64 v[74:75], v[70:71], s[46:47]
	v_mul_f64 v[65:66], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], s[40:41]
	v_add_f64 v[74:75], v[74:75], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[42:43]
	v_add_f64 v[74:75], v[74:75], s[48:49]
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
	v_add_f64 v[59:60], v[59:60], s[44:45]
	v_add_f64 v[61:62], v[61:62], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v79, -v74, v77, v78
	v_add_f64 v[70:71], v[70:71], 1.0
	v_fmac_f32_e32 v77, v79, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v74, -v74, v77, v78
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_mul_f64 v[61:62], v[65:66], v[61:62]
	v_div_fmas_f32 v63, v74, v75, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v63, v63, v73, v72
	v_mul_f32_e32 v64, v63, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, v64, v64
	v_dual_mul_f32 v74, 0.5, v72 :: v_dual_mul_f32 v73, 0x3e91e9ee, v65
	v_mul_f32_e32 v66, 0x3e789e26, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v73, 0x3f2aaaaa, v73
	v_add_f32_e32 v66, 0x3eccce13, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v65, v65, v66
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v66, v72, v74
	v_mul_f32_e32 v64, v64, v73
	v_add_f64 v[59:60], v[67:68], v[59:60]
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[61:62], v[70:71], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	ds_load_b32 v64, v1 offset:32768
	v_dual_mul_f32 v67, 0x4f800000, v65 :: v_dual_cndmask_b32 v62, v63, v62
	v_and_b32_e32 v0, 1, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v66, v60, vcc_lo
	v_cndmask_b32_e32 v60, v60, v66, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v65
	v_cndmask_b32_e64 v0, v62, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v60, v60, v62, s11
	v_cndmask_b32_e32 v63, v65, v67, vcc_lo
	v_cndmask_b32_e64 v65, v61, v59, s11
	v_cndmask_b32_e64 v59, v59, v61, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v64, -4.0, v64
	v_cndmask_b32_e64 v60, v0, v60, s2
	v_sqrt_f32_e32 v61, v63
	v_cndmask_b32_e64 v59, v65, v59, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[59:60]
	v_add_nc_u32_e32 v59, -1, v61
	v_add_nc_u32_e32 v60, 1, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v62, -v59, v61, v63
	v_fma_f32 v65, -v60, v61, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v62
	v_cndmask_b32_e64 v59, v61, v59, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s11, 0, v65
	v_add_f32_e32 v61, v64, v64
	v_cndmask_b32_e64 v59, v59, v60, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v61, 0x3c23d70a, v61
	v_mul_f32_e32 v64, 0x37800000, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v60, v26, v26 :: v_dual_cndmask_b32 v59, v59, v64
	v_cmp_class_f32_e64 vcc_lo, v63, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v62, v26, v76
	v_dual_mul_f32 v60, v60, v61 :: v_dual_cndmask_b32 v59, v59, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v62, v62, v62
	v_dual_mul_f32 v0, v59, v0 :: v_dual_mul_f32 v61, 0.5, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v60, v60, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v60, s16, v60
	v_sub_f32_e32 v59, v26, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v59
	v_and_b32_e32 v59, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v59
	v_cndmask_b32_e32 v59, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v60, v27
	s_and_saveexec_b32 s72, s4
	s_cbranch_execz .LBB9_51
.LBB9_70:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v35
	s_xor_b32 s11, s11, s52
	global_load_b32 v77, v[11:12], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v62, s12, v44
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, s11, s55, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v61, v63, v45
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v61, 0
	v_xor3_b32 v0, v64, s56, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s57, v66, v60
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, v61, s59, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s58, v67, v63
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, v62, s60, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, s61, v64, v60
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v60, 0
	v_xor3_b32 v0, v65, s63, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s62, v67, v61
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, v61, s64, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s65, v63, v64
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, v64, s67, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s66, v66, v60
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v62, 0
	v_cndmask_b32_e64 v0, v66, v60, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v60, v67, v63, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[68:69], v0
	v_xor3_b32 v0, v65, v61, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v60, v0, s1
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
	v_mul_f64 v[68:69], v[68:69], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[68:69], v[68:69]
	v_mul_f64 v[75:76], v[71:72], s[46:47]
	v_mul_f64 v[73:74], v[71:72], s[30:31]
	v_mul_f64 v[66:67], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[12:13]
	v_add_f64 v[73:74], v[73:74], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[48:49]
	v_add_f64 v[73:74], v[73:74], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[71:72], v[75:76]
	v_mul_f64 v[60:61], v[71:72], v[73:74]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v76, v78, v76
	v_add_f64 v[62:63], v[62:63], s[50:51]
	v_add_f64 v[60:61], v[60:61], s[44:45]
	v_add_f64 v[71:72], v[71:72], 1.0
	v_mul_f64 v[62:63], v[66:67], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[64:65], v[60:61]
	v_add_f64 v[62:63], v[71:72], v[62:63]
	v_mul_f32_e32 v78, v79, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[68:69], v[60:61]
	v_fma_f32 v80, -v75, v78, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v78, v80, v76
	v_fma_f32 v75, -v75, v78, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v64, v75, v76, v78
	v_div_fixup_f32 v64, v64, v74, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, v64, v64
	v_mul_f32_e32 v66, v65, v65
	v_mul_f32_e32 v75, 0.5, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v67, 0x3e789e26, v66
	v_mul_f32_e32 v74, 0x3e91e9ee, v66
	v_add_f32_e32 v67, 0x3eccce13, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3f2aaaaa, v74
	v_dual_mul_f32 v66, v66, v67 :: v_dual_mul_f32 v65, v65, v74
	v_mul_f32_e32 v67, v73, v75
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v65, v65, v66 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_add_f32_e32 v65, v67, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v64, v64, v65 :: v_dual_mov_b32 v65, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v66, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v64, v66, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v64, v64, v67
	v_xor_b32_e32 v67, 0x80000000, v61
	v_add_f32_e32 v64, v73, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, v0, v64
	v_and_b32_e32 v64, 2, v70
	v_and_b32_e32 v0, 1, v70
	v_mul_f32_e32 v66, -2.0, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_xor_b32_e32 v64, 0x80000000, v63
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v65, v1 offset:32768
	v_mul_f32_e32 v68, 0x4f800000, v66
	v_dual_cndmask_b32 v0, v67, v61 :: v_dual_cndmask_b32 v63, v64, v63
	v_cndmask_b32_e32 v61, v61, v67, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v63, v0, s11
	v_cndmask_b32_e64 v61, v61, v63, s11
	v_cndmask_b32_e32 v64, v66, v68, vcc_lo
	v_cndmask_b32_e64 v66, v62, v60, s11
	v_cndmask_b32_e64 v60, v60, v62, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v61, v0, v61, s2
	v_sqrt_f32_e32 v62, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v60, v66, v60, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v65, -4.0, v65
	v_cvt_f32_f64_e32 v0, v[60:61]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v60, -1, v62
	v_add_nc_u32_e32 v61, 1, v62
	v_fma_f32 v63, -v60, v62, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, -v61, v62, v64
	v_cmp_ge_f32_e64 s11, 0, v63
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v63, v27, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v60, v62, v60, s11
	v_cmp_lt_f32_e64 s11, 0, v66
	v_dual_add_f32 v62, v65, v65 :: v_dual_add_f32 v63, v63, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v60, v60, v61, s11
	v_dual_add_f32 v61, v27, v27 :: v_dual_mul_f32 v62, 0x3c23d70a, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v65, 0x37800000, v60
	v_dual_mul_f32 v61, v61, v62 :: v_dual_mul_f32 v62, 0.5, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v60, v60, v65, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v64, 0x260
	v_dual_add_f32 v61, v61, v62 :: v_dual_cndmask_b32 v60, v60, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v61, s16, v61 :: v_dual_mul_f32 v0, v60, v0
	v_sub_f32_e32 v60, v27, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v60, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v60
	v_cndmask_b32_e32 v60, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v61, v28
	s_and_saveexec_b32 s72, s5
	s_cbranch_execz .LBB9_52
.LBB9_71:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v36
	s_xor_b32 s11, s11, s52
	global_load_b32 v78, v[13:14], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v63, s12, v46
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, s11, s55, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, v64, v47
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v62, 0
	v_xor3_b32 v0, v65, s56, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s57, v67, v61
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, v62, s59, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s58, v68, v64
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, v63, s60, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, s61, v65, v61
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v0, v66, s63, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s62, v68, v62
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, v62, s64, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s65, v64, v65
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, v65, s67, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s66, v67, v61
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v63, 0
	v_cndmask_b32_e64 v0, v67, v61, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v61, v68, v64, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[69:70], v0
	v_xor3_b32 v0, v66, v62, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v61, v0, s1
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
	v_mul_f64 v[69:70], v[69:70], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[69:70], v[69:70]
	v_mul_f64 v[74:75], v[72:73], s[30:31]
	v_mul_f64 v[76:77], v[72:73], s[46:47]
	v_mul_f64 v[67:68], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[40:41]
	v_add_f64 v[76:77], v[76:77], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[42:43]
	v_add_f64 v[76:77], v[76:77], s[48:49]
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
	v_add_f64 v[61:62], v[61:62], s[44:45]
	v_add_f64 v[63:64], v[63:64], s[50:51]
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v66, v66, v75
	v_add_f64 v[61:62], v[69:70], v[61:62]
	v_add_f64 v[63:64], v[72:73], v[63:64]
	v_dual_add_f32 v66, v66, v67 :: v_dual_mul_f32 v67, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	ds_load_b32 v66, v1 offset:32768
	v_dual_mul_f32 v69, 0x4f800000, v67 :: v_dual_cndmask_b32 v64, v65, v64
	v_and_b32_e32 v0, 1, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v68, v62, vcc_lo
	v_cndmask_b32_e32 v62, v62, v68, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v67
	v_cndmask_b32_e64 v0, v64, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v62, v64, s11
	v_cndmask_b32_e32 v65, v67, v69, vcc_lo
	v_cndmask_b32_e64 v67, v63, v61, s11
	v_cndmask_b32_e64 v61, v61, v63, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v66, -4.0, v66
	v_cndmask_b32_e64 v62, v0, v62, s2
	v_sqrt_f32_e32 v63, v65
	v_cndmask_b32_e64 v61, v67, v61, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[61:62]
	v_add_nc_u32_e32 v61, -1, v63
	v_add_nc_u32_e32 v62, 1, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v64, -v61, v63, v65
	v_fma_f32 v67, -v62, v63, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v64
	v_cndmask_b32_e64 v61, v63, v61, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s11, 0, v67
	v_add_f32_e32 v63, v66, v66
	v_cndmask_b32_e64 v61, v61, v62, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v63, 0x3c23d70a, v63
	v_mul_f32_e32 v66, 0x37800000, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v62, v28, v28 :: v_dual_cndmask_b32 v61, v61, v66
	v_cmp_class_f32_e64 vcc_lo, v65, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v64, v28, v78
	v_dual_mul_f32 v62, v62, v63 :: v_dual_cndmask_b32 v61, v61, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v64, v64
	v_mul_f32_e32 v63, 0.5, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v62, v62, v63
	v_mul_f32_e32 v62, s16, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v61, v0 :: v_dual_sub_f32 v61, v28, v62
	v_mul_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v61
	v_and_b32_e32 v61, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v61
	v_cndmask_b32_e32 v61, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v62, v29
	s_and_saveexec_b32 s72, s6
	s_cbranch_execz .LBB9_53
.LBB9_72:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v37
	s_xor_b32 s11, s11, s52
	global_load_b32 v79, v[15:16], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v64, s12, v48
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, s11, s55, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v63, v65, v49
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v63, 0
	v_xor3_b32 v0, v66, s56, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s57, v68, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, v63, s59, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s58, v69, v65
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, v64, s60, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, s61, v66, v62
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v0, v67, s63, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s62, v69, v63
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, v63, s64, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s65, v65, v66
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, v66, s67, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s66, v68, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v64, 0
	v_cndmask_b32_e64 v0, v68, v62, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v62, v69, v65, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[70:71], v0
	v_xor3_b32 v0, v67, v63, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v62, v0, s1
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
	v_mul_f64 v[70:71], v[70:71], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[70:71], v[70:71]
	v_mul_f64 v[77:78], v[73:74], s[46:47]
	v_mul_f64 v[75:76], v[73:74], s[30:31]
	v_mul_f64 v[68:69], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[12:13]
	v_add_f64 v[75:76], v[75:76], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[48:49]
	v_add_f64 v[75:76], v[75:76], s[42:43]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v78, v80, v78
	v_add_f64 v[64:65], v[64:65], s[50:51]
	v_add_f64 v[62:63], v[62:63], s[44:45]
	v_add_f64 v[73:74], v[73:74], 1.0
	v_mul_f64 v[64:65], v[68:69], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[66:67], v[62:63]
	v_add_f64 v[64:65], v[73:74], v[64:65]
	v_mul_f32_e32 v80, v81, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[70:71], v[62:63]
	v_fma_f32 v82, -v77, v80, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v80, v82, v78
	v_fma_f32 v77, -v77, v80, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v66, v77, v78, v80
	v_mul_f32_e32 v77, 0.5, v75
	v_div_fixup_f32 v66, v66, v76, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, v66, v66
	v_mul_f32_e32 v68, v67, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, 0x3e789e26, v68
	v_mul_f32_e32 v76, 0x3e91e9ee, v68
	v_add_f32_e32 v69, 0x3eccce13, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v76, 0x3f2aaaaa, v76
	v_dual_mul_f32 v68, v68, v69 :: v_dual_mul_f32 v67, v67, v76
	v_mul_f32_e32 v69, v75, v77
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v67, v67, v68
	v_dual_add_f32 v67, v69, v67 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v66, v66, v67 :: v_dual_mov_b32 v67, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v68, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v66, v68, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v69
	v_xor_b32_e32 v69, 0x80000000, v63
	v_add_f32_e32 v66, v75, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v68, v0, v66
	v_and_b32_e32 v66, 2, v72
	v_and_b32_e32 v0, 1, v72
	v_mul_f32_e32 v68, -2.0, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[66:67]
	v_xor_b32_e32 v66, 0x80000000, v65
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v67, v1 offset:32768
	v_mul_f32_e32 v70, 0x4f800000, v68
	v_dual_cndmask_b32 v0, v69, v63 :: v_dual_cndmask_b32 v65, v66, v65
	v_cndmask_b32_e32 v63, v63, v69, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v65, v0, s11
	v_cndmask_b32_e64 v63, v63, v65, s11
	v_cndmask_b32_e32 v66, v68, v70, vcc_lo
	v_cndmask_b32_e64 v68, v64, v62, s11
	v_cndmask_b32_e64 v62, v62, v64, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v63, v0, v63, s2
	v_sqrt_f32_e32 v64, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v62, v68, v62, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v67, -4.0, v67
	v_cvt_f32_f64_e32 v0, v[62:63]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, -1, v64
	v_add_nc_u32_e32 v63, 1, v64
	v_fma_f32 v65, -v62, v64, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v68, -v63, v64, v66
	v_cmp_ge_f32_e64 s11, 0, v65
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v65, v29, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v62, v64, v62, s11
	v_cmp_lt_f32_e64 s11, 0, v68
	v_dual_add_f32 v64, v67, v67 :: v_dual_add_f32 v65, v65, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v62, v62, v63, s11
	v_dual_add_f32 v63, v29, v29 :: v_dual_mul_f32 v64, 0x3c23d70a, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v67, 0x37800000, v62
	v_dual_mul_f32 v63, v63, v64 :: v_dual_mul_f32 v64, 0.5, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v62, v62, v67, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v66, 0x260
	v_dual_add_f32 v63, v63, v64 :: v_dual_cndmask_b32 v62, v62, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v63, s16, v63 :: v_dual_mul_f32 v0, v62, v0
	v_sub_f32_e32 v62, v29, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v62, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v62
	v_cndmask_b32_e32 v62, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v63, v30
	s_and_saveexec_b32 s72, s7
	s_cbranch_execz .LBB9_54
.LBB9_73:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v38
	s_xor_b32 s11, s11, s52
	global_load_b32 v80, v[17:18], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v65, s12, v50
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, s11, s55, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, v66, v51
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v64, 0
	v_xor3_b32 v0, v67, s56, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s57, v69, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, v64, s59, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s58, v70, v66
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, v65, s60, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, s61, v67, v63
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v0, v68, s63, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s62, v70, v64
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, v64, s64, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s65, v66, v67
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, v67, s67, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s66, v69, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v65, 0
	v_cndmask_b32_e64 v0, v69, v63, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v63, v70, v66, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[71:72], v0
	v_xor3_b32 v0, v68, v64, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v63, v0, s1
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
	v_mul_f64 v[71:72], v[71:72], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[71:72], v[71:72]
	v_mul_f64 v[76:77], v[74:75], s[30:31]
	v_mul_f64 v[78:79], v[74:75], s[46:47]
	v_mul_f64 v[69:70], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[40:41]
	v_add_f64 v[78:79], v[78:79], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[42:43]
	v_add_f64 v[78:79], v[78:79], s[48:49]
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
	v_add_f64 v[63:64], v[63:64], s[44:45]
	v_add_f64 v[65:66], v[65:66], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v83, -v78, v81, v82
	v_add_f64 v[74:75], v[74:75], 1.0
	v_fmac_f32_e32 v81, v83, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v78, -v78, v81, v82
	v_mul_f64 v[63:64], v[67:68], v[63:64]
	v_mul_f64 v[65:66], v[69:70], v[65:66]
	v_div_fmas_f32 v67, v78, v79, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v67, v67, v77, v76
	v_mul_f32_e32 v68, v67, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v69, v68, v68
	v_dual_mul_f32 v78, 0.5, v76 :: v_dual_mul_f32 v77, 0x3e91e9ee, v69
	v_mul_f32_e32 v70, 0x3e789e26, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v77, 0x3f2aaaaa, v77
	v_add_f32_e32 v70, 0x3eccce13, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v69, v69, v70
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v70, v76, v78
	v_mul_f32_e32 v68, v68, v77
	v_add_f64 v[63:64], v[71:72], v[63:64]
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f64 v[65:66], v[74:75], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	ds_load_b32 v68, v1 offset:32768
	v_dual_mul_f32 v71, 0x4f800000, v69 :: v_dual_cndmask_b32 v66, v67, v66
	v_and_b32_e32 v0, 1, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	v_cndmask_b32_e32 v0, v70, v64, vcc_lo
	v_cndmask_b32_e32 v64, v64, v70, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v69
	v_cndmask_b32_e64 v0, v66, v0, s11
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v64, v64, v66, s11
	v_cndmask_b32_e32 v67, v69, v71, vcc_lo
	v_cndmask_b32_e64 v69, v65, v63, s11
	v_cndmask_b32_e64 v63, v63, v65, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v68, -4.0, v68
	v_cndmask_b32_e64 v64, v0, v64, s2
	v_sqrt_f32_e32 v65, v67
	v_cndmask_b32_e64 v63, v69, v63, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v0, v[63:64]
	v_add_nc_u32_e32 v63, -1, v65
	v_add_nc_u32_e32 v64, 1, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v66, -v63, v65, v67
	v_fma_f32 v69, -v64, v65, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v66
	v_cndmask_b32_e64 v63, v65, v63, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s11, 0, v69
	v_add_f32_e32 v65, v68, v68
	v_cndmask_b32_e64 v63, v63, v64, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v65, 0x3c23d70a, v65
	v_mul_f32_e32 v68, 0x37800000, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_add_f32 v64, v30, v30 :: v_dual_cndmask_b32 v63, v63, v68
	v_cmp_class_f32_e64 vcc_lo, v67, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v66, v30, v80
	v_dual_mul_f32 v64, v64, v65 :: v_dual_cndmask_b32 v63, v63, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v66
	v_dual_mul_f32 v0, v63, v0 :: v_dual_mul_f32 v65, 0.5, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v64, v64, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, s16, v64
	v_sub_f32_e32 v63, v30, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v63
	v_and_b32_e32 v63, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v63
	v_cndmask_b32_e32 v63, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s72, s8
	s_cbranch_execz .LBB9_55
.LBB9_74:
	s_xor_b32 s11, s36, s71
	v_xor_b32_e32 v0, s53, v39
	s_xor_b32 s11, s11, s52
	global_load_b32 v81, v[19:20], off
	s_mul_hi_u32 s12, s11, 0xd2511f53
	s_mul_i32 s11, s11, 0xd2511f53
	v_xor_b32_e32 v66, s12, v52
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_mov_b32 s12, s40
	s_mov_b32 s50, s44
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, s11, s55, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v65, v67, v53
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v65, 0
	v_xor3_b32 v0, v68, s56, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s57, v70, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, v65, s59, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, s58, v71, v67
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, v66, s60, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, s61, v68, v64
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v0, v69, s63, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s62, v71, v65
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, v65, s64, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, s65, v67, v68
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v0, v68, s67, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, s66, v70, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v66, 0
	v_cndmask_b32_e64 v0, v70, v64, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v71, v67, s69
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v0, v0
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v0
	v_cvt_f64_f32_e32 v[72:73], v0
	v_xor3_b32 v0, v69, v65, s68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v64, v0, s1
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
	v_mul_f64 v[72:73], v[72:73], s[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[72:73], v[72:73]
	v_mul_f64 v[79:80], v[75:76], s[46:47]
	v_mul_f64 v[77:78], v[75:76], s[30:31]
	v_mul_f64 v[70:71], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[79:80], s[12:13]
	v_add_f64 v[77:78], v[77:78], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[48:49]
	v_add_f64 v[77:78], v[77:78], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[75:76], v[79:80]
	v_mul_f64 v[64:65], v[75:76], v[77:78]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v80, v82, v80
	v_add_f64 v[66:67], v[66:67], s[50:51]
	v_add_f64 v[64:65], v[64:65], s[44:45]
	v_add_f64 v[75:76], v[75:76], 1.0
	v_mul_f64 v[66:67], v[70:71], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[68:69], v[64:65]
	v_add_f64 v[66:67], v[75:76], v[66:67]
	v_mul_f32_e32 v82, v83, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[64:65], v[72:73], v[64:65]
	v_fma_f32 v84, -v79, v82, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v82, v84, v80
	v_fma_f32 v79, -v79, v82, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v68, v79, v80, v82
	v_div_fixup_f32 v68, v68, v78, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v69, v68, v68
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v79, 0.5, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v71, 0x3e789e26, v70
	v_mul_f32_e32 v78, 0x3e91e9ee, v70
	v_add_f32_e32 v71, 0x3eccce13, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x3f2aaaaa, v78
	v_dual_mul_f32 v70, v70, v71 :: v_dual_mul_f32 v69, v69, v78
	v_mul_f32_e32 v71, v77, v79
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v69, v69, v70 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_add_f32_e32 v69, v71, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_i32_e32 v0, v0
	v_dual_mul_f32 v68, v68, v69 :: v_dual_mov_b32 v69, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v70, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v68, v70, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v71
	v_xor_b32_e32 v71, 0x80000000, v65
	v_add_f32_e32 v68, v77, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v70, v0, v68
	v_and_b32_e32 v68, 2, v74
	v_and_b32_e32 v0, 1, v74
	v_mul_f32_e32 v70, -2.0, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[68:69]
	v_xor_b32_e32 v68, 0x80000000, v67
	v_cmp_eq_u64_e64 s11, 0, v[0:1]
	ds_load_b32 v69, v1 offset:32768
	v_mul_f32_e32 v72, 0x4f800000, v70
	v_dual_cndmask_b32 v0, v71, v65 :: v_dual_cndmask_b32 v67, v68, v67
	v_cndmask_b32_e32 v65, v65, v71, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v67, v0, s11
	v_cndmask_b32_e64 v65, v65, v67, s11
	v_cndmask_b32_e32 v68, v70, v72, vcc_lo
	v_cndmask_b32_e64 v70, v66, v64, s11
	v_cndmask_b32_e64 v64, v64, v66, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v65, v0, v65, s2
	v_sqrt_f32_e32 v66, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v64, v70, v64, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v69, -4.0, v69
	v_cvt_f32_f64_e32 v0, v[64:65]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v64, -1, v66
	v_add_nc_u32_e32 v65, 1, v66
	v_fma_f32 v67, -v64, v66, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v70, -v65, v66, v68
	v_cmp_ge_f32_e64 s11, 0, v67
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v67, v31, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v64, v66, v64, s11
	v_cmp_lt_f32_e64 s11, 0, v70
	v_dual_add_f32 v66, v69, v69 :: v_dual_add_f32 v67, v67, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v64, v64, v65, s11
	v_dual_add_f32 v65, v31, v31 :: v_dual_mul_f32 v66, 0x3c23d70a, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, 0x37800000, v64
	v_dual_mul_f32 v65, v65, v66 :: v_dual_mul_f32 v66, 0.5, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v64, v64, v69, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v68, 0x260
	v_dual_add_f32 v65, v65, v66 :: v_dual_cndmask_b32 v64, v64, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v65, s16, v65 :: v_dual_mul_f32 v0, v64, v0
	v_sub_f32_e32 v64, v31, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v58, v0
	v_add_f32_e32 v0, v0, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v64, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v64
	v_cndmask_b32_e32 v64, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s72
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s72, s9
	s_cbranch_execnz .LBB9_56
	s_branch .LBB9_57
.LBB9_75:
	global_load_b32 v0, v[9:10], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v59, v26, v26 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v58, v59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v26, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB9_63
.LBB9_76:
	global_load_b32 v0, v[11:12], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v27, v27 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v27, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v27, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v27
	v_cndmask_b32_e32 v27, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB9_64
.LBB9_77:
	global_load_b32 v0, v[13:14], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v28, v28 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v28, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v28, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB9_65
.LBB9_78:
	global_load_b32 v0, v[15:16], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v29, v29 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v29, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v29
	v_cndmask_b32_e32 v29, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB9_66
.LBB9_79:
	global_load_b32 v0, v[17:18], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v59, v30, v30 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v58, v59, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v30, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB9_67
.LBB9_80:
	global_load_b32 v0, v[19:20], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v31, v31 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v31, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v31, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s9
	s_cbranch_execz .LBB9_68
.LBB9_81:
	global_load_b32 v0, v[21:22], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v32, v32 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s11
	s_cbranch_execz .LBB9_19
.LBB9_82:
	global_load_b32 v0, v[23:24], off
	ds_load_b32 v58, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v59, v33, v33 :: v_dual_add_f32 v58, -4.0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, v58, v58
	v_mul_f32_e32 v58, 0x3c23d70a, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v59, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
	s_branch .LBB9_19
.LBB9_83:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_93
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_94
.LBB9_85:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_95
.LBB9_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_96
.LBB9_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_97
.LBB9_88:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_98
.LBB9_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB9_99
.LBB9_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_92
.LBB9_91:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[14:15]
.LBB9_92:
	s_endpgm
.LBB9_93:
	s_waitcnt vmcnt(0)
	global_store_b32 v25, v26, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_85
.LBB9_94:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v27, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_86
.LBB9_95:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v28, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_87
.LBB9_96:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v29, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_88
.LBB9_97:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v30, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_89
.LBB9_98:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v31, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB9_90
.LBB9_99:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[14:15]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_91
	s_branch .LBB9_92
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w8192
		.amdhsa_group_segment_fixed_size 32772
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
		.amdhsa_next_free_sgpr 73
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
	.size	tessera_tether_fast_w8192, .Lfunc_end9-tessera_tether_fast_w8192

	.set tessera_tether_fast_w8192.num_vgpr, 87
	.set tessera_tether_fast_w8192.num_agpr, 0
	.set tessera_tether_fast_w8192.numbered_sgpr, 73
	.set tessera_tether_fast_w8192.num_named_barrier, 0
	.set tessera_tether_fast_w8192.private_seg_size, 0
	.set tessera_tether_fast_w8192.uses_vcc, 1
	.set tessera_tether_fast_w8192.uses_flat_scratch, 0
	.set tessera_tether_fast_w8192.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w8192.has_recursion, 0
	.set tessera_tether_fast_w8192.has_indirect_call, 0
	.globl	tessera_tether_fast_wide
	.p2align	8
	.type	tessera_tether_fast_wide,@function
tessera_tether_fast_wide:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_34
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b64 s[22:23], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB10_34
	s_load_b256 s[8:15], s[0:1], 0x30
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s52, s24, s2
	s_add_i32 s53, s5, s4
	s_load_b128 s[28:31], s[0:1], 0x50
	s_lshl_b64 s[4:5], s[52:53], 3
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 4, v0
	s_add_u32 s34, s20, s4
	s_addc_u32 s35, s21, s5
	s_lshl_b64 s[0:1], s[24:25], 2
	s_mov_b32 s5, s25
	s_add_u32 s54, s34, s0
	s_addc_u32 s55, s35, s1
	v_cmp_eq_u32_e64 s0, 0, v0
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s56, 0xb7789f5c
	s_mov_b32 s60, 0x16c16c17
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s57, 0x3e927e4f
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s59, 0x3efa01a0
	s_cselect_b32 s33, -1, 0
	s_and_b32 s4, s24, -4
	s_add_u32 s6, s24, 3
	s_addc_u32 s7, s25, 0
	s_lshr_b64 s[10:11], s[24:25], 2
	s_lshr_b32 s1, s7, 2
	s_lshr_b64 s[6:7], s[6:7], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s7, s6, s2
	s_mul_i32 s89, s6, s2
	s_add_i32 s74, s7, s1
	s_add_u32 s36, s28, 0x9e3779b9
	s_addc_u32 s37, s29, 0
	s_add_u32 s38, s29, 0xbb67ae85
	s_addc_u32 s39, 0, 0
	s_add_u32 s40, s28, 0x3c6ef372
	s_addc_u32 s41, s29, 0
	s_add_u32 s42, s29, 0x76cf5d0a
	s_addc_u32 s43, 0, 0
	s_add_u32 s75, s28, 0xdaa66d2b
	s_add_u32 s76, s29, 0x32370b8f
	s_add_u32 s77, s28, 0x78dde6e4
	s_add_u32 s78, s29, 0xed9eba14
	s_add_u32 s79, s28, 0x1715609d
	s_add_u32 s80, s29, 0xa9066899
	s_add_u32 s81, s28, 0xb54cda56
	s_add_u32 s82, s29, 0x646e171e
	s_add_u32 s83, s28, 0x5384540f
	s_add_u32 s84, s29, 0x1fd5c5a3
	s_add_u32 s85, s28, 0xf1bbcdc8
	s_add_u32 s86, s29, 0xdb3d7428
	s_add_i32 s87, s28, 0x8ff34781
	s_add_i32 s88, s29, 0x96a522ad
	s_cmp_lg_u64 s[4:5], s[24:25]
	s_mov_b32 s7, 0
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s61, 0xbf56c16c
	s_and_b32 s90, s0, s1
	s_add_u32 s44, s89, s10
	s_addc_u32 s45, s74, s11
	s_mul_hi_u32 s49, s44, 0xd2511f53
	s_mul_i32 s48, s44, 0xd2511f53
	s_lshl_b64 s[46:47], s[4:5], 2
	s_xor_b64 s[44:45], s[48:49], s[44:45]
	v_cmp_gt_u64_e64 s1, s[10:11], v[0:1]
	s_xor_b64 s[44:45], s[44:45], s[28:29]
	s_mov_b32 s63, 0x3fa55555
	s_mul_hi_u32 s51, s45, 0xcd9e8d57
	s_mul_i32 s50, s45, 0xcd9e8d57
	s_mov_b32 s6, s51
	s_mov_b32 s65, 0xbe927e4f
	s_xor_b64 s[44:45], s[6:7], s[36:37]
	s_add_u32 s46, s54, s46
	s_addc_u32 s47, s55, s47
	s_or_b32 s54, s4, 1
	s_or_b32 s4, s4, 2
	s_cmp_lg_u64 s[24:25], 0
	v_cmp_lt_u64_e64 s91, s[4:5], s[24:25]
	s_cselect_b32 s92, -1, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	s_xor_b64 s[48:49], s[48:49], s[38:39]
	s_or_b32 s2, s2, 4
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s5, s24, s2
	s_xor_b64 s[50:51], s[50:51], s[40:41]
	s_add_i32 s3, s5, s3
	s_mul_i32 s5, s25, s2
	s_mul_i32 s2, s24, s2
	s_add_i32 s3, s3, s5
	s_add_u32 s5, s20, s2
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	s_addc_u32 s6, s21, s3
	v_add_co_u32 v4, s2, s5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s6, 0, s2
	s_lshl_b64 s[2:3], s[52:53], 2
	v_add_co_u32 v4, vcc_lo, v4, 8
	v_add_co_u32 v12, s2, s2, v0
	v_add_co_ci_u32_e64 v13, null, s3, 0, s2
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_co_u32 v6, s2, s34, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v8, vcc_lo, s16, v12
	s_mov_b32 s55, s25
	v_add_co_ci_u32_e64 v7, null, s35, 0, s2
	v_add_co_ci_u32_e64 v9, null, s17, v13, vcc_lo
	v_add_co_u32 v10, s2, s5, v0
	v_add_co_u32 v12, vcc_lo, s18, v12
	v_cmp_lt_u64_e64 s45, s[54:55], s[24:25]
	v_add_co_ci_u32_e64 v11, null, s6, 0, s2
	v_add_co_ci_u32_e64 v13, null, s19, v13, vcc_lo
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s20, 0x1a01a01a
	s_mov_b32 s52, 0x11111111
	s_mov_b32 s54, 0x55555555
	s_mov_b32 s17, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s21, 0xbf2a01a0
	s_mov_b32 s53, 0x3f811111
	s_mov_b32 s55, 0xbfc55555
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_34
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB10_17
	s_add_u32 s41, s22, s30
	s_addc_u32 s2, s23, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s67, s2, 0xcd9e8d57
	s_mul_i32 s66, s2, 0xcd9e8d57
	s_and_saveexec_b32 s49, s1
	s_cbranch_execz .LBB10_11
	s_xor_b32 s2, s28, s67
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	s_xor_b32 s5, s2, s41
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mul_hi_u32 s73, s5, 0xd2511f53
	s_mov_b32 s3, 0
	s_mov_b32 s2, s73
	s_mul_i32 s72, s5, 0xd2511f53
	s_xor_b64 s[68:69], s[2:3], s[38:39]
	s_xor_b64 s[70:71], s[66:67], s[36:37]
	s_xor_b64 s[72:73], s[72:73], s[42:43]
.LBB10_8:
	v_add_co_u32 v0, vcc_lo, s89, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s74, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v19
	v_xor_b32_e32 v20, s68, v18
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v0, s70, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s40, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v0, s72, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s76, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, s75, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s77, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s78, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s80, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s79, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s81, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s82, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v25, s84, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s83, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v26, s85, v18
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, s86, v27, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v18, v20, v25, s87
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v20, v22, v26, s88
	global_store_b128 v[14:15], v[18:21], off offset:-8
	v_add_co_u32 v14, s2, 0x1000, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s51, 0
.LBB10_10:
	global_load_b128 v[18:21], v[14:15], off offset:-8
	s_mov_b32 s58, s20
	s_mov_b32 s62, s54
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v0, 9, v19
	v_lshrrev_b32_e32 v19, 9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v0, v0
	v_cvt_f32_u32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, 0.5, v0 :: v_dual_add_f32 v19, 0.5, v19
	v_dual_mul_f32 v0, 0x34000000, v0 :: v_dual_mul_f32 v19, 0x34000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[21:22], v0
	v_cvt_f64_f32_e32 v[23:24], v19
	v_lshrrev_b32_e32 v0, 9, v18
	v_lshrrev_b32_e32 v18, 9, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v0, v0
	v_cvt_f32_u32_e32 v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, 0.5, v0
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_mul_f64 v[21:22], v[21:22], 4.0
	v_mul_f64 v[23:24], v[23:24], 4.0
	v_add_f64 v[25:26], 0x43380000, v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], 0x43380000, v[23:24]
	v_add_f64 v[29:30], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0xc3380000, v[27:28]
	v_and_b32_e32 v26, 0x7fffff, v0
	v_add_nc_u32_e32 v26, 0x3f3504f3, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, -1.0, v26
	v_add_f32_e32 v47, 2.0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v49, null, v47, v47, v26
	v_div_scale_f32 v53, vcc_lo, v26, v47, v26
	v_rcp_f32_e32 v51, v49
	v_add_f32_e32 v20, 0.5, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x34000000, v20
	v_add_nc_u32_e32 v20, 0x4afb0d, v20
	v_add_f64 v[21:22], v[21:22], -v[29:30]
	v_add_f64 v[23:24], v[23:24], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], s[16:17]
	v_mul_f64 v[23:24], v[23:24], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[21:22], v[21:22]
	v_mul_f64 v[30:31], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[28:29], s[18:19]
	v_mul_f64 v[34:35], v[28:29], s[56:57]
	v_mul_f64 v[36:37], v[30:31], s[18:19]
	v_mul_f64 v[38:39], v[30:31], s[56:57]
	v_mul_f64 v[40:41], v[28:29], v[28:29]
	v_mul_f64 v[42:43], v[23:24], v[30:31]
	v_mul_f64 v[44:45], v[30:31], v[30:31]
	v_add_f64 v[32:33], v[32:33], s[20:21]
	v_add_f64 v[34:35], -v[34:35], s[58:59]
	v_add_f64 v[36:37], v[36:37], s[20:21]
	v_add_f64 v[38:39], -v[38:39], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_mul_f64 v[34:35], v[28:29], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[38:39], v[30:31], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[32:33], s[52:53]
	v_add_f64 v[32:33], v[34:35], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[36:37], s[52:53]
	v_add_f64 v[36:37], v[38:39], s[60:61]
	v_and_b32_e32 v38, 0x7fffff, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 0x3f3504f3, v38
	v_add_f32_e32 v46, -1.0, v38
	v_fma_f32 v38, -v49, v51, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v51, v38, v51
	v_mul_f32_e32 v55, v53, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v49, v55, v53
	v_fmac_f32_e32 v55, v38, v51
	v_mul_f64 v[18:19], v[28:29], v[18:19]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v49, -v49, v55, v53
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_mul_f64 v[30:31], v[30:31], 0.5
	v_div_fmas_f32 v49, v49, v51, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v47, v49, v47, v26
	v_mul_f32_e32 v49, v47, v47
	v_lshrrev_b32_e32 v0, 23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v51, v49, v49 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_lshrrev_b32_e32 v20, 23, v20
	v_dual_mul_f32 v53, 0x3e789e26, v51 :: v_dual_add_f32 v48, 2.0, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_add_nc_u32_e32 v20, 0xffffff81, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v53, 0x3eccce13, v53
	v_div_scale_f32 v50, null, v48, v48, v46
	v_div_scale_f32 v54, s2, v46, v48, v46
	s_mov_b32 vcc_lo, s2
	v_rcp_f32_e32 v52, v50
	v_add_f64 v[18:19], v[18:19], s[54:55]
	v_add_f64 v[32:33], v[32:33], s[62:63]
	v_add_f64 v[36:37], v[36:37], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[54:55]
	v_add_f64 v[30:31], -v[30:31], 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v39, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v56, v54, v52
	v_fma_f32 v39, -v50, v56, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v56, v39, v52
	v_mul_f64 v[38:39], v[21:22], v[28:29]
	v_mul_f64 v[28:29], v[28:29], 0.5
	v_fma_f32 v50, -v50, v56, v54
	v_mul_f32_e32 v54, 0x3e91e9ee, v51
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v50, v50, v52, v56
	v_mul_f64 v[32:33], v[40:41], v[32:33]
	v_mul_f64 v[36:37], v[44:45], v[36:37]
	v_mul_f64 v[34:35], v[42:43], v[34:35]
	v_add_f32_e32 v54, 0x3f2aaaaa, v54
	v_div_fixup_f32 v48, v50, v48, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v41, v51, v53 :: v_dual_mul_f32 v42, v49, v54
	v_dual_mul_f32 v50, v48, v48 :: v_dual_add_f32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v50, v50
	v_mul_f32_e32 v55, 0x3e789e26, v52
	v_dual_mul_f32 v56, 0x3e91e9ee, v52 :: v_dual_mul_f32 v43, 0.5, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v40, 0x3f2aaaaa, v56
	v_mul_f32_e32 v42, v46, v43
	v_mul_f64 v[18:19], v[38:39], v[18:19]
	v_add_f64 v[28:29], -v[28:29], 1.0
	v_dual_add_f32 v39, 0x3eccce13, v55 :: v_dual_mul_f32 v38, 0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v40, v50, v40 :: v_dual_mul_f32 v39, v52, v39
	v_dual_mul_f32 v38, v26, v38 :: v_dual_add_f32 v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v40, v38, v41
	v_cvt_f32_i32_e32 v41, v20
	v_dual_add_f32 v20, v42, v39 :: v_dual_mul_f32 v39, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v40, v47, v40 :: v_dual_mul_f32 v43, 0x3717f7d1, v41
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_mul_f32_e32 v20, v48, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v39, v39, v40
	v_add_f32_e32 v20, v43, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v39, v38
	v_sub_f32_e32 v39, v20, v42
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v26, v26, v38
	v_add_f64 v[18:19], v[21:22], v[18:19]
	v_add_f64 v[20:21], v[28:29], v[32:33]
	v_add_f64 v[28:29], v[30:31], v[36:37]
	v_add_f64 v[22:23], v[23:24], v[34:35]
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v24, 0x3f317180, v41
	v_dual_add_f32 v26, v46, v39 :: v_dual_mov_b32 v31, v1
	v_and_b32_e32 v30, 2, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, -2.0, v0
	v_add_f32_e32 v24, v24, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s5, 0, v[30:31]
	v_mul_f32_e32 v26, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v24, -2.0, v24
	v_cndmask_b32_e32 v32, v0, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v0, 0x4f800000, v24
	v_cmp_gt_f32_e64 s2, 0xf800000, v24
	v_mov_b32_e32 v26, v1
	v_sqrt_f32_e32 v33, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v24, v0, s2
	v_and_b32_e32 v0, 1, v25
	v_and_b32_e32 v25, 2, v25
	v_sqrt_f32_e32 v35, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cmp_eq_u64_e64 s3, 0, v[25:26]
	v_and_b32_e32 v0, 1, v27
	s_delay_alu instid0(TRANS32_DEP_2)
	v_add_nc_u32_e32 v36, -1, v33
	v_add_nc_u32_e32 v37, 1, v33
	v_xor_b32_e32 v24, 0x80000000, v19
	v_xor_b32_e32 v25, 0x80000000, v21
	v_xor_b32_e32 v38, 0x80000000, v29
	v_xor_b32_e32 v26, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v30, v24, v19, s3
	v_cndmask_b32_e64 v21, v25, v21, s3
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v27, v38, v29, s5
	v_cndmask_b32_e64 v29, v19, v24, s3
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v25, v26, v23, s5
	v_cndmask_b32_e64 v26, v23, v26, s5
	v_cndmask_b32_e64 v24, v21, v30, s6
	v_cndmask_b32_e64 v23, v20, v18, s6
	v_cndmask_b32_e64 v21, v29, v21, s6
	v_cndmask_b32_e64 v19, v27, v25, s3
	v_cndmask_b32_e64 v20, v18, v20, s6
	v_cndmask_b32_e64 v18, v28, v22, s3
	v_add_nc_u32_e32 v0, -1, v35
	v_cndmask_b32_e64 v26, v26, v27, s3
	v_cndmask_b32_e64 v25, v22, v28, s3
	v_cvt_f32_f64_e32 v20, v[20:21]
	v_cvt_f32_f64_e32 v21, v[23:24]
	v_cvt_f32_f64_e32 v23, v[18:19]
	v_fma_f32 v19, -v36, v33, v32
	v_fma_f32 v24, -v0, v35, v34
	v_cvt_f32_f64_e32 v22, v[25:26]
	v_add_nc_u32_e32 v18, 1, v35
	v_fma_f32 v25, -v37, v33, v32
	v_cmp_ge_f32_e64 s3, 0, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v18, v35, v34
	v_cndmask_b32_e64 v19, v33, v36, s3
	v_cmp_ge_f32_e64 s3, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v35, v0, s3
	v_cmp_lt_f32_e64 s3, 0, v25
	v_cndmask_b32_e64 v19, v19, v37, s3
	v_cmp_lt_f32_e64 s3, 0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v18, s3
	v_mul_f32_e32 v18, 0x37800000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, 0x37800000, v0
	v_cndmask_b32_e32 v18, v19, v18, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v32, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v24, s2
	v_cndmask_b32_e32 v19, v18, v32, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v34, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v18, v19, v20
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_dual_mul_f32 v19, v19, v21 :: v_dual_mul_f32 v20, v0, v22
	v_mul_f32_e32 v21, v0, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[16:17]
	global_store_b128 v[14:15], v[18:21], off offset:-8
	v_add_co_u32 v14, s2, 0x1000, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_or_b32 s51, vcc_lo, s51
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s51
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s49
	s_and_saveexec_b32 s49, s90
	s_cbranch_execz .LBB10_16
	s_xor_b32 s2, s28, s67
	s_xor_b32 s3, s44, s66
	s_xor_b32 s2, s2, s41
	s_mul_i32 s5, s3, 0xd2511f53
	s_mul_hi_u32 s6, s2, 0xd2511f53
	s_mul_hi_u32 s3, s3, 0xd2511f53
	s_xor_b32 s6, s6, s48
	s_mul_i32 s2, s2, 0xd2511f53
	s_xor_b32 s3, s3, s42
	s_mul_i32 s41, s6, 0xcd9e8d57
	s_mul_hi_u32 s6, s6, 0xcd9e8d57
	s_xor_b32 s2, s3, s2
	s_xor_b32 s6, s6, s50
	s_mul_hi_u32 s51, s2, 0xcd9e8d57
	s_mul_i32 s3, s6, 0xd2511f53
	s_mul_hi_u32 s6, s6, 0xd2511f53
	s_xor_b32 s51, s51, s75
	s_xor_b32 s6, s76, s6
	s_xor_b32 s41, s51, s41
	s_xor_b32 s5, s6, s5
	s_mul_i32 s6, s41, 0xd2511f53
	s_mul_hi_u32 s41, s41, 0xd2511f53
	s_mul_i32 s51, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	s_xor_b32 s41, s41, s78
	s_mul_i32 s2, s2, 0xcd9e8d57
	s_xor_b32 s5, s77, s5
	s_xor_b32 s3, s41, s3
	s_xor_b32 s2, s5, s2
	s_mul_hi_u32 s5, s3, 0xcd9e8d57
	s_mul_i32 s41, s2, 0xd2511f53
	s_xor_b32 s5, s5, s79
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_xor_b32 s5, s5, s51
	s_xor_b32 s2, s80, s2
	s_mul_hi_u32 s51, s5, 0xd2511f53
	s_xor_b32 s2, s2, s6
	s_xor_b32 s51, s51, s82
	s_mul_i32 s6, s2, 0xcd9e8d57
	s_xor_b32 s51, s51, s41
	s_mul_hi_u32 s2, s2, 0xcd9e8d57
	s_mul_hi_u32 s41, s51, 0xcd9e8d57
	s_mul_i32 s3, s3, 0xcd9e8d57
	s_xor_b32 s41, s41, s83
	s_xor_b32 s2, s81, s2
	s_xor_b32 s41, s41, s6
	s_xor_b32 s2, s2, s3
	s_mul_hi_u32 s3, s41, 0xd2511f53
	s_mul_i32 s6, s2, 0xd2511f53
	s_xor_b32 s3, s3, s86
	s_mov_b32 s64, s56
	s_xor_b32 s3, s3, s6
	s_mov_b32 s58, s20
	s_mul_i32 s6, s3, 0xcd9e8d57
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_lshr_b32 s6, s6, 9
	s_mul_i32 s5, s5, 0xd2511f53
	s_cvt_f32_u32 s6, s6
	s_xor_b32 s2, s84, s2
	s_mul_hi_u32 s3, s3, 0xcd9e8d57
	s_mov_b32 s62, s54
	s_add_f32 s6, s6, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s6, s6, 0x34000000
	v_cvt_f64_f32_e32 v[14:15], s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[14:15], 4.0
	v_add_f64 v[18:19], 0x43380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], 0xc3380000, v[18:19]
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[14:15], s[16:17]
	v_mul_f64 v[14:15], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[19:20], v[14:15], s[64:65]
	v_mul_f64 v[21:22], v[14:15], s[18:19]
	v_mul_f64 v[23:24], v[16:17], v[14:15]
	v_mul_f64 v[25:26], v[14:15], v[14:15]
	v_add_f64 v[19:20], v[19:20], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_f64 v[21:22], v[21:22], s[20:21]
	s_xor_b32 s58, s2, s5
	s_mul_i32 s2, s58, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, s3
	s_xor_b32 s2, s87, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b32 s2, s2, 9
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
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	s_add_f32 s5, s3, 2.0
	s_mul_f32 s67, s3, 0.5
	v_mul_f64 v[19:20], v[14:15], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[14:15], v[21:22]
	v_div_scale_f32 v0, null, s5, s5, s3
	v_div_scale_f32 v29, vcc_lo, s3, s5, s3
	v_rcp_f32_e32 v27, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v28, v0, v27, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v28, v27
	v_mul_f32_e32 v28, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v0, v28, v29
	v_fmac_f32_e32 v28, v30, v27
	v_add_f64 v[19:20], v[19:20], s[60:61]
	v_add_f64 v[21:22], v[21:22], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v0, v28
	v_div_fmas_f32 v0, v29, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s5, s3
	v_readfirstlane_b32 s5, v0
	s_mul_f32 s6, s5, s5
	v_mul_f64 v[19:20], v[14:15], v[19:20]
	v_mul_f64 v[21:22], v[14:15], v[21:22]
	v_mul_f64 v[14:15], v[14:15], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[19:20], s[62:63]
	v_add_f64 v[21:22], v[21:22], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_add_f64 v[14:15], v[14:15], 1.0
	s_mul_f32 s62, s6, s6
	s_mul_f32 s64, s62, 0x3e789e26
	s_mul_f32 s66, s62, 0x3e91e9ee
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s64, s64, 0x3eccce13
	s_add_f32 s66, s66, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_f32 s62, s62, s64
	s_mul_f32 s6, s6, s66
	s_mul_f32 s64, s3, s67
	s_mov_b32 s67, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_f32 s6, s6, s62
	s_mul_f32 s62, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	s_add_f32 s6, s64, s6
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s5, s5, s6
	s_add_f32 s5, s62, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	s_sub_f32 s5, s5, s64
	v_mul_f64 v[19:20], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_mul_f64 v[21:22], v[23:24], v[21:22]
	s_add_f32 s3, s3, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s2, s2, s3
	v_readfirstlane_b32 s3, v18
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s5, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s5
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s6, s3, 1
	s_and_b32 s66, s3, 2
	s_cmp_eq_u64 s[6:7], 0
	v_add_f64 v[14:15], v[14:15], v[19:20]
	v_add_f64 v[16:17], v[16:17], v[21:22]
	v_cndmask_b32_e32 v20, s2, v0, vcc_lo
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[66:67], 0
	s_cselect_b32 s3, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v21, v20
	v_add_nc_u32_e32 v22, -1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v23, 0x80000000, v22
	v_fma_f32 v23, v23, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s5, 0, v23
	v_xor_b32_e32 v18, 0x80000000, v15
	v_xor_b32_e32 v0, 0x80000000, v17
	v_cndmask_b32_e64 v15, v18, v15, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v17, v0, s3
	v_cndmask_b32_e64 v19, v18, v15, s2
	v_cndmask_b32_e64 v18, v16, v14, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v19, v[18:19]
	v_add_nc_u32_e32 v18, 1, v21
	v_xor_b32_e32 v24, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v24, v24, v21, v20
	v_cndmask_b32_e64 v21, v21, v22, s5
	v_cmp_lt_f32_e64 s5, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v21, v18, s5
	v_mul_f32_e32 v21, 0x37800000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v18, v18, v21, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v20, 0x260
	v_cndmask_b32_e32 v18, v18, v20, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s45
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v19, v18, v19
	global_store_b32 v1, v19, s[46:47]
	s_cbranch_vccnz .LBB10_14
	v_cndmask_b32_e64 v0, v0, v17, s3
	v_cndmask_b32_e64 v14, v14, v16, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v15, v0, s2
	v_cvt_f32_f64_e32 v0, v[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v18, v0
	global_store_b32 v1, v0, s[46:47] offset:4
.LBB10_14:
	s_and_not1_b32 vcc_lo, exec_lo, s91
	s_cbranch_vccnz .LBB10_16
	s_mul_hi_u32 s2, s58, 0xcd9e8d57
	s_mul_i32 s51, s51, 0xcd9e8d57
	s_xor_b32 s2, s85, s2
	s_mov_b32 s64, s56
	s_xor_b32 s2, s2, s51
	s_mov_b32 s58, s20
	s_mul_i32 s3, s2, 0xd2511f53
	s_mul_i32 s41, s41, 0xd2511f53
	s_lshr_b32 s3, s3, 9
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_cvt_f32_u32 s3, s3
	s_xor_b32 s2, s2, s41
	s_mov_b32 s62, s54
	s_xor_b32 s2, s88, s2
	s_add_f32 s3, s3, 0.5
	s_lshr_b32 s2, s2, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_cvt_f32_u32 s2, s2
	s_mul_f32 s3, s3, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s2, s2, 0.5
	v_cvt_f64_f32_e32 v[14:15], s3
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
	s_add_f32 s5, s3, 2.0
	v_div_scale_f32 v0, null, s5, s5, s3
	v_div_scale_f32 v29, vcc_lo, s3, s5, s3
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v27, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v28, v0, v27, 1.0
	v_mul_f64 v[14:15], v[14:15], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v28, v27
	v_mul_f32_e32 v28, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v0, v28, v29
	v_fmac_f32_e32 v28, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v0, v28
	v_div_fmas_f32 v0, v29, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s5, s3
	v_readfirstlane_b32 s5, v0
	v_add_f64 v[16:17], 0x43380000, v[14:15]
	s_mul_f32 s6, s5, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s41, s6, s6
	s_mul_f32 s51, s41, 0x3e789e26
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_f32 s51, s51, 0x3eccce13
	v_add_f64 v[17:18], 0xc3380000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[17:18]
	v_mul_f64 v[14:15], v[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[14:15], v[14:15]
	v_mul_f64 v[19:20], v[17:18], s[64:65]
	v_mul_f64 v[21:22], v[17:18], s[18:19]
	v_mul_f64 v[23:24], v[14:15], v[17:18]
	v_mul_f64 v[25:26], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], s[58:59]
	v_add_f64 v[21:22], v[21:22], s[20:21]
	s_mul_f32 s58, s41, 0x3e91e9ee
	s_mul_f32 s41, s41, s51
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s58, s58, 0x3f2aaaaa
	s_mul_f32 s6, s6, s58
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_add_f32 s6, s6, s41
	s_mul_f32 s41, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[52:53]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[17:18], v[17:18], -0.5
	v_add_f64 v[19:20], v[19:20], s[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[54:55]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_mul_f32 s62, s3, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s51, s3, s62
	s_add_f32 s6, s51, s6
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s5, s5, s6
	s_add_f32 s5, s41, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s5, s5, s51
	s_add_f32 s3, s3, s5
	v_readfirstlane_b32 s5, v16
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, s3
	s_mul_f32 s2, s2, -2.0
	v_mul_f64 v[19:20], v[25:26], v[19:20]
	v_mul_f64 v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s3, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s3
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s3, s7
	s_and_b32 s6, s5, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e32 v0, s2, v0, vcc_lo
	s_and_b32 s2, s5, 2
	s_cmp_eq_u64 s[2:3], 0
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[6:7], 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], v[19:20]
	v_add_f64 v[14:15], v[14:15], v[21:22]
	v_sqrt_f32_e32 v20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v18
	v_xor_b32_e32 v19, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v16, v18, s2
	v_cndmask_b32_e64 v15, v15, v19, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, v14, v17, s2
	v_cndmask_b32_e64 v15, v15, v16, s2
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v16, -1, v20
	v_cvt_f32_f64_e32 v14, v[14:15]
	v_add_nc_u32_e32 v15, 1, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v16
	v_xor_b32_e32 v18, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, v17, v20, v0
	v_fma_f32 v18, v18, v20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v17
	v_cndmask_b32_e64 v16, v20, v16, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v18
	v_cndmask_b32_e64 v15, v16, v15, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x37800000, v15
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, v15, v0, vcc_lo
	v_mul_f32_e32 v0, v0, v14
	global_store_b32 v1, v0, s[46:47] offset:8
.LBB10_16:
	s_or_b32 exec_lo, exec_lo, s49
.LBB10_17:
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB10_20
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_mov_b32 s5, 0
	.p2align	6
.LBB10_19:
	global_load_b32 v0, v[14:15], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[18:19]
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[16:17], v0, off
	v_add_co_u32 v16, s2, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s2
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_19
.LBB10_20:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB10_25
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s92
	s_cbranch_vccnz .LBB10_24
	s_mov_b64 s[2:3], s[34:35]
	s_mov_b64 s[66:67], s[24:25]
.LBB10_23:
	global_load_b32 v14, v1, s[2:3]
	s_add_u32 s66, s66, -1
	s_addc_u32 s67, s67, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[66:67], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v14
	s_cbranch_scc1 .LBB10_23
.LBB10_24:
	ds_store_b32 v1, v0
.LBB10_25:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_30
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB10_29
	s_mul_f32 s3, s14, s12
	ds_load_b32 v19, v1
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s2, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s3, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v0
	v_add_nc_u32_e32 v15, -1, v14
	v_add_nc_u32_e32 v16, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_xor_b32_e32 v18, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, v17, v14, v0
	v_fma_f32 v18, v18, v14, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s3, 0, v17
	v_cndmask_b32_e64 v14, v14, v15, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s3, 0, v18
	v_cndmask_b32_e64 v14, v14, v16, s3
	v_mov_b32_e32 v17, v13
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, v12 :: v_dual_mul_f32 v15, 0x37800000, v14
	v_cndmask_b32_e64 v14, v14, v15, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v15, -4.0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v14, v0, s2
	v_dual_add_f32 v20, v15, v15 :: v_dual_mov_b32 v15, v9
	v_dual_mov_b32 v19, v11 :: v_dual_mov_b32 v14, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v21, 0, v0 :: v_dual_mov_b32 v18, v10
	v_mul_f32_e32 v0, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v22, v21, s9, s15
	v_dual_mov_b32 v21, v3 :: v_dual_mov_b32 v20, v2
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_28:
	global_load_b32 v23, v[14:15], off
	global_load_b32 v24, v[16:17], off
	global_load_b32 v25, v[18:19], off
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v26, v23, v23
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v24, v23, v24 :: v_dual_mul_f32 v25, v22, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, v26, v0
	v_add_f32_e32 v24, v24, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, 0.5, v24
	v_add_f32_e32 v24, v26, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, s8, v24
	v_sub_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v25, v23
	v_and_b32_e32 v24, 0x7fffffff, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v23, 0x7fc00000, v23, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[20:21]
	global_store_b32 v[14:15], v23, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_28
.LBB10_29:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_4
	s_branch .LBB10_31
.LBB10_30:
.LBB10_31:
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB10_3
	ds_load_b32 v0, v1
	s_mov_b32 s5, 0
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	v_dual_mov_b32 v17, v13 :: v_dual_mov_b32 v16, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_33:
	global_load_b32 v20, v[14:15], off
	global_load_b32 v21, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v22, v20, v20
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v21, v20, v21 :: v_dual_mul_f32 v22, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v21
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v22, v21
	v_mul_f32_e32 v21, s8, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v20, v21
	v_and_b32_e32 v21, 0x7fffffff, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v20, 0x7fc00000, v20, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[18:19]
	global_store_b32 v[14:15], v20, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_33
	s_branch .LBB10_3
.LBB10_34:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_wide
		.amdhsa_group_segment_fixed_size 4
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
		.amdhsa_next_free_sgpr 93
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
		.amdhsa_inst_pref_size 52
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
	.size	tessera_tether_fast_wide, .Lfunc_end10-tessera_tether_fast_wide

	.set tessera_tether_fast_wide.num_vgpr, 57
	.set tessera_tether_fast_wide.num_agpr, 0
	.set tessera_tether_fast_wide.numbered_sgpr, 93
	.set tessera_tether_fast_wide.num_named_barrier, 0
	.set tessera_tether_fast_wide.private_seg_size, 0
	.set tessera_tether_fast_wide.uses_vcc, 1
	.set tessera_tether_fast_wide.uses_flat_scratch, 0
	.set tessera_tether_fast_wide.has_dyn_sized_stack, 0
	.set tessera_tether_fast_wide.has_recursion, 0
	.set tessera_tether_fast_wide.has_indirect_call, 0
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
    .group_segment_fixed_size: 1280
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     37
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
    .group_segment_fixed_size: 1056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
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
    .group_segment_fixed_size: 1040
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
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
    .group_segment_fixed_size: 1032
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
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
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w256.kd
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
    .group_segment_fixed_size: 2052
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
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
    .group_segment_fixed_size: 4100
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     71
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
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
    .group_segment_fixed_size: 8196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     78
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
    .group_segment_fixed_size: 16388
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_fast_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     71
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w4096.kd
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
    .group_segment_fixed_size: 32772
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_fast_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w8192.kd
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     95
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_wide.kd
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
