	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_softmax_fast_w4x64
	.p2align	8
	.type	tessera_softmax_fast_w4x64,@function
tessera_softmax_fast_w4x64:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_47
	v_lshrrev_b32_e32 v5, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v5
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v6, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, s3, v2, s2
	v_mul_lo_u32 v1, v6, s23
	v_mad_u64_u32 v[3:4], null, v6, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v2, v7, s22
	v_add3_u32 v4, v4, v1, v2
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s16, v3
	v_add_co_ci_u32_e64 v10, null, s17, v4, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB0_44
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_and_b32_e32 v0, 0xfc, v0
	v_add_co_u32 v23, vcc_lo, s18, v3
	v_clz_i32_u32_e32 v3, 0
	v_add_co_ci_u32_e64 v24, null, s19, v4, vcc_lo
	v_lshlrev_b32_e32 v13, 6, v5
	v_lshlrev_b32_e32 v28, 4, v1
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	s_mov_b32 s30, 0x1a01a01a
	s_mov_b32 s34, 0x11111111
	s_mov_b32 s36, 0x55555555
	s_mov_b32 s38, 0xb7789f5c
	s_mov_b32 s42, 0x16c16c17
	s_mov_b32 s29, 0
	s_mov_b32 s31, 0xbf2a01a0
	s_mov_b32 s35, 0x3f811111
	s_mov_b32 s37, 0xbfc55555
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_mov_b32_e32 v27, s9
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	v_lshlrev_b32_e32 v4, 2, v0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s6, s22, 3
	s_addc_u32 s7, s23, 0
	v_mul_u32_u24_e32 v0, 12, v5
	s_lshr_b64 s[10:11], s[6:7], 2
	s_lshr_b32 s5, s7, 2
	v_mad_u64_u32 v[17:18], null, s10, v6, 0
	v_mul_lo_u32 v6, s5, v6
	v_mul_lo_u32 v19, s10, v7
	v_min_u32_e32 v5, 32, v3
	v_or_b32_e32 v14, 0x1000, v4
	v_or_b32_e32 v15, 0x1800, v4
	v_or_b32_e32 v16, 0x1400, v4
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v17, 0
	v_lshlrev_b64 v[3:4], v5, v[1:2]
	v_add3_u32 v6, v18, v19, v6
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s28, s25, 0xbb67ae85
	s_add_u32 s5, s24, 0x3c6ef372
	s_add_u32 s50, s25, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v8, v6
	s_add_u32 s51, s24, 0xdaa66d2b
	s_add_u32 s52, s25, 0x32370b8f
	s_add_u32 s53, s24, 0x78dde6e4
	s_add_u32 s54, s25, 0xed9eba14
	v_xor_b32_e32 v6, s25, v6
	s_add_u32 s55, s24, 0x1715609d
	s_add_u32 s56, s25, 0xa9066899
	s_add_u32 s57, s24, 0xb54cda56
	s_add_u32 s58, s25, 0x646e171e
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v6, 0
	s_add_u32 s59, s24, 0x5384540f
	s_add_u32 s60, s25, 0x1fd5c5a3
	s_add_u32 s61, s24, 0xf1bbcdc8
	s_add_u32 s62, s25, 0xdb3d7428
	s_add_i32 s63, s24, 0x8ff34781
	s_add_i32 s64, s25, 0x96a522ad
	v_min_u32_e32 v3, 1, v3
	s_add_u32 s10, s22, -1
	s_addc_u32 s11, s23, -1
	v_add_co_u32 v17, s6, s26, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s27, 0, s6
	s_clz_i32_u64 s6, s[10:11]
	v_or_b32_e32 v3, v4, v3
	v_xor_b32_e32 v19, s1, v26
	s_min_u32 s1, s6, 64
	v_sub_nc_u32_e32 v8, 32, v5
	s_sub_u32 s6, 64, s1
	s_subb_u32 s7, 0, 0
	v_cvt_f32_u32_e32 v3, v3
	v_cmp_gt_u64_e64 s18, s[6:7], 1
	s_cmp_lg_u64 s[10:11], 0
	v_add_co_u32 v5, vcc_lo, v23, v11
	v_cmp_gt_u64_e64 s1, 2, v[1:2]
	s_cselect_b32 s65, -1, 0
	s_or_b32 s25, s2, s3
	v_or_b32_e32 v20, v15, v11
	v_or_b32_e32 v21, v16, v11
	v_or_b32_e32 v22, v14, v11
	v_mov_b32_e32 v4, 0
	v_add_co_ci_u32_e64 v6, null, 0, v24, vcc_lo
	v_ldexp_f32 v23, v3, v8
	v_xor_b32_e32 v24, s28, v7
	v_xor_b32_e32 v25, s5, v25
	v_add_nc_u32_e32 v26, v13, v28
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v28, v12
	s_xor_b32 s66, s25, -1
	s_and_b32 s18, s18, exec_lo
	s_mov_b32 s22, 0x54442d18
	s_mov_b32 s26, 0xa556c734
	s_cselect_b32 s19, s7, 0
	s_cselect_b32 s18, s6, 1
	s_mov_b32 s23, 0x3ff921fb
	s_mov_b32 s27, 0x3ec71de3
	s_mov_b32 s39, 0x3e927e4f
	s_mov_b32 s41, 0x3efa01a0
	s_mov_b32 s43, 0xbf56c16c
	s_mov_b32 s45, 0x3fa55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v28
.LBB0_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v28, v7
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB0_42
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB0_41
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_12
.LBB0_9:
	s_and_b32 s28, s16, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc0 .LBB0_11
	v_add_co_u32 v3, vcc_lo, v17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s17, v18, vcc_lo
	s_mov_b32 s40, s30
	s_mov_b32 s44, s36
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	v_xor3_b32 v3, s24, v8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v3, 0
	v_xor_b32_e32 v3, v19, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_xor_b32_e32 v3, v30, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, v8, s50, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v3, 0
	v_xor_b32_e32 v3, v31, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v3, 0
	v_xor3_b32 v3, v33, s51, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v3, 0
	v_xor3_b32 v3, s52, v35, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, v30, s54, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, s53, v8, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v3, 0
	v_xor3_b32 v3, v31, s55, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_xor3_b32 v3, s56, v33, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, v8, s58, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, s57, v34, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v3, 0
	v_xor3_b32 v3, v32, s59, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v3, 0
	v_xor3_b32 v3, s60, v30, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, v33, s62, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, s61, v8, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v3, 0
	v_lshrrev_b32_e32 v3, 9, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v3, v3
	v_lshrrev_b32_e32 v8, 9, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v34, v32, s64
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, 0.5, v3 :: v_dual_add_f32 v8, 0.5, v8
	v_mul_f32_e32 v3, 0x34000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_f32_e32 v[35:36], v3
	v_mul_f32_e32 v3, 0x34000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[37:38], v3
	v_xor3_b32 v3, v7, v30, s63
	v_lshrrev_b32_e32 v3, 9, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v3, v3
	v_mul_f64 v[35:36], v[35:36], 4.0
	v_mul_f64 v[37:38], v[37:38], 4.0
	v_add_f64 v[39:40], 0x43380000, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], 0x43380000, v[37:38]
	v_add_f64 v[43:44], 0xc3380000, v[39:40]
	v_lshrrev_b32_e32 v40, 9, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], 0xc3380000, v[41:42]
	v_cvt_f32_u32_e32 v40, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v40, 0.5, v40 :: v_dual_add_f32 v3, 0.5, v3
	v_dual_mul_f32 v40, 0x34000000, v40 :: v_dual_mul_f32 v3, 0x34000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v40, 0x4afb0d, v40
	v_add_nc_u32_e32 v3, 0x4afb0d, v3
	v_add_f64 v[35:36], v[35:36], -v[43:44]
	v_add_f64 v[37:38], v[37:38], -v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[35:36], s[22:23]
	v_mul_f64 v[37:38], v[37:38], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[35:36], v[35:36]
	v_mul_f64 v[44:45], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[42:43], s[26:27]
	v_mul_f64 v[48:49], v[42:43], s[38:39]
	v_mul_f64 v[50:51], v[44:45], s[26:27]
	v_mul_f64 v[52:53], v[44:45], s[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[46:47], s[30:31]
	v_add_f64 v[48:49], -v[48:49], s[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[50:51], v[50:51], s[30:31]
	v_add_f64 v[52:53], -v[52:53], s[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	v_mul_f64 v[48:49], v[42:43], v[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[50:51], v[44:45], v[50:51]
	v_mul_f64 v[52:53], v[44:45], v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[46:47], s[34:35]
	v_add_f64 v[29:30], v[48:49], s[42:43]
	v_and_b32_e32 v46, 0x7fffff, v3
	v_mul_f64 v[48:49], v[42:43], v[42:43]
	v_add_f64 v[31:32], v[50:51], s[34:35]
	v_add_f64 v[33:34], v[52:53], s[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v46, 0x3f3504f3, v46
	v_mul_f64 v[50:51], v[37:38], v[44:45]
	v_mul_f64 v[52:53], v[44:45], v[44:45]
	v_add_f32_e32 v54, -1.0, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v55, 2.0, v54
	v_div_scale_f32 v56, null, v55, v55, v54
	v_div_scale_f32 v61, vcc_lo, v54, v55, v54
	v_and_b32_e32 v46, 0x7fffff, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v58, v56
	v_add_nc_u32_e32 v46, 0x3f3504f3, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_add_f32_e32 v57, -1.0, v46
	v_mul_f64 v[7:8], v[42:43], v[7:8]
	v_mul_f64 v[29:30], v[42:43], v[29:30]
	v_fma_f32 v46, -v56, v58, 1.0
	v_lshrrev_b32_e32 v40, 23, v40
	v_add_f32_e32 v59, 2.0, v57
	v_mul_f64 v[31:32], v[44:45], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v58, v46, v58
	v_mul_f64 v[33:34], v[44:45], v[33:34]
	v_div_scale_f32 v60, null, v59, v59, v57
	v_div_scale_f32 v64, s5, v57, v59, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v63, v61, v58
	v_rcp_f32_e32 v62, v60
	v_mul_f64 v[44:45], v[44:45], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v56, v63, v61
	v_fmac_f32_e32 v63, v47, v58
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v46, -v60, v62, 1.0
	v_fma_f32 v56, -v56, v63, v61
	s_delay_alu instid0(VALU_DEP_2)
	v_fmac_f32_e32 v62, v46, v62
	v_mul_f64 v[46:47], v[35:36], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_lshrrev_b32_e32 v3, 23, v3
	v_div_fmas_f32 v56, v56, v58, v63
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v3, 0xffffff81, v3
	v_add_f64 v[7:8], v[7:8], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[44:45]
	v_div_fixup_f32 v55, v56, v55, v54
	v_mul_f32_e32 v65, v64, v62
	v_cvt_f32_i32_e32 v3, v3
	v_add_f64 v[31:32], v[31:32], s[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v58, v55, v55
	v_fma_f32 v61, -v60, v65, v64
	v_add_f64 v[33:34], v[33:34], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v65, v61, v62
	v_add_f64 v[44:45], -v[44:45], 1.0
	v_fma_f32 v56, -v60, v65, v64
	v_mul_f32_e32 v60, v58, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v56, v56, v62, v65
	v_div_fixup_f32 v56, v56, v59, v57
	v_add_f64 v[42:43], -v[42:43], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v62, v56, v56
	v_mul_f32_e32 v59, 0x3e789e26, v60
	v_mul_f64 v[7:8], v[46:47], v[7:8]
	v_mul_f64 v[29:30], v[48:49], v[29:30]
	v_mul_f32_e32 v48, v62, v62
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v46, 0x3eccce13, v59
	v_mul_f32_e32 v61, 0x3e91e9ee, v60
	v_mul_f32_e32 v49, 0.5, v54
	v_mul_f64 v[31:32], v[50:51], v[31:32]
	v_mul_f32_e32 v50, 0x3e789e26, v48
	v_dual_mul_f32 v46, v60, v46 :: v_dual_mul_f32 v51, 0x3e91e9ee, v48
	v_add_f32_e32 v47, 0x3f2aaaaa, v61
	v_mul_f64 v[33:34], v[52:53], v[33:34]
	v_mul_f32_e32 v49, v54, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v58, v47
	v_add_f32_e32 v46, v47, v46
	v_add_f32_e32 v47, 0x3eccce13, v50
	v_add_f32_e32 v50, 0x3f2aaaaa, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v47, v48, v47 :: v_dual_mul_f32 v48, v62, v50
	v_dual_mul_f32 v50, 0x3717f7d1, v3 :: v_dual_mul_f32 v51, 0.5, v57
	v_add_f32_e32 v46, v49, v46
	v_dual_add_f32 v47, v48, v47 :: v_dual_add_nc_u32 v40, 0xffffff81, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v51, v57, v51 :: v_dual_mul_f32 v46, v55, v46
	v_cvt_f32_i32_e32 v40, v40
	v_mul_f32_e32 v3, 0x3f317180, v3
	v_add_f64 v[7:8], v[35:36], v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v47, v51, v47 :: v_dual_add_f32 v46, v50, v46
	v_mul_f32_e32 v48, 0x3717f7d1, v40
	v_add_f64 v[29:30], v[42:43], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v47, v56, v47 :: v_dual_sub_f32 v46, v46, v49
	v_add_f64 v[31:32], v[37:38], v[31:32]
	v_dual_add_f32 v36, v48, v47 :: v_dual_add_f32 v35, v54, v46
	v_add_f64 v[33:34], v[44:45], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v35
	v_mul_f32_e32 v3, -2.0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0x4f800000, v3
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v3
	v_dual_sub_f32 v35, v36, v51 :: v_dual_mul_f32 v36, 0x3f317180, v40
	v_add_f32_e32 v35, v57, v35
	v_cvt_f32_f64_e32 v38, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v35, v36, v35 :: v_dual_cndmask_b32 v36, v3, v37
	v_cvt_f32_f64_e32 v40, v[29:30]
	v_mul_f32_e32 v3, -2.0, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v35, v36
	v_cvt_f32_f64_e32 v31, v[31:32]
	v_mul_f32_e32 v37, 0x4f800000, v3
	v_cmp_gt_f32_e64 s5, 0xf800000, v3
	v_cvt_f32_f64_e32 v32, v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v37, v3, v37, s5
	v_add_nc_u32_e32 v3, -1, v35
	v_add_nc_u32_e32 v7, 1, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sqrt_f32_e32 v29, v37
	v_fma_f32 v8, -v3, v35, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, -v7, v35, v36
	v_cmp_ge_f32_e64 s6, 0, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v8, v4 :: v_dual_add_nc_u32 v33, -1, v29
	v_cndmask_b32_e64 v3, v35, v3, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e64 s6, 0, v30
	v_add_nc_u32_e32 v34, 1, v29
	v_mov_b32_e32 v30, v4
	v_cndmask_b32_e64 v35, v3, v7, s6
	v_fma_f32 v3, -v33, v29, v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v42, -v34, v29, v37
	v_and_b32_e32 v7, 2, v39
	v_mul_f32_e32 v43, 0x37800000, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s6, 0, v3
	v_and_b32_e32 v3, 1, v39
	v_cndmask_b32_e64 v29, v29, v33, s6
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v33, v35, v43, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v42
	v_cmp_class_f32_e64 s6, v36, 0x260
	v_cmp_eq_u64_e64 s7, 0, v[3:4]
	v_dual_cndmask_b32 v34, v29, v34 :: v_dual_and_b32 v3, 1, v41
	v_and_b32_e32 v29, 2, v41
	v_cmp_eq_u64_e32 vcc_lo, 0, v[7:8]
	v_cndmask_b32_e64 v7, v33, v36, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v8, 0x37800000, v34
	v_cmp_eq_u64_e64 s6, 0, v[29:30]
	v_cndmask_b32_e64 v29, -v38, v38, vcc_lo
	v_cndmask_b32_e64 v30, -v40, v40, vcc_lo
	v_cndmask_b32_e64 v33, v38, -v38, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[3:4]
	v_cndmask_b32_e64 v8, v34, v8, s5
	v_cndmask_b32_e64 v34, -v31, v31, s6
	v_cndmask_b32_e64 v32, -v32, v32, s6
	v_cndmask_b32_e64 v3, v31, -v31, s6
	v_cmp_class_f32_e64 s5, v37, 0x260
	v_cndmask_b32_e64 v29, v30, v29, s7
	v_cndmask_b32_e64 v30, v33, v30, s7
	v_cndmask_b32_e32 v31, v32, v34, vcc_lo
	v_cndmask_b32_e32 v3, v3, v32, vcc_lo
	v_cndmask_b32_e64 v8, v8, v37, s5
	v_mul_f32_e32 v29, v29, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v7, v30, v7 :: v_dual_mul_f32 v30, v31, v8
	v_mul_f32_e32 v3, v3, v8
	ds_store_2addr_b32 v26, v7, v29 offset1:1
	ds_store_2addr_b32 v26, v3, v30 offset0:2 offset1:3
.LBB0_11:
	v_lshl_or_b32 v3, s28, 4, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v3, v13, v3
	ds_load_b32 v3, v3
.LBB0_12:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v28
	v_cndmask_b32_e64 v8, v28, 0xff800000, s3
	v_cndmask_b32_e32 v7, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v7, v7, 0, s3
	ds_store_b32 v20, v8
	ds_store_b32 v21, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_14
	ds_load_2addr_b32 v[31:32], v21 offset1:2
	ds_load_2addr_b32 v[33:34], v20 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v32, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v34, v33
	v_cmp_gt_f32_e64 s6, v34, v33
	v_cmp_o_f32_e64 s7, v33, v33
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v29, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v34, v34
	v_cndmask_b32_e64 v30, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v29.l, v29.l, v30.l, vcc_lo
	v_and_b16 v29.l, 1, v29.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v29.l
	v_dual_cndmask_b32 v29, v33, v34 :: v_dual_cndmask_b32 v30, v31, v32
	ds_store_b32 v20, v29
	ds_store_b32 v21, v30
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_16
	ds_load_b32 v31, v21
	ds_load_b32 v32, v20
	ds_load_b32 v33, v16 offset:4
	ds_load_b32 v34, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s7, v32, v32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v33, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v34, v32
	v_cmp_gt_f32_e64 s6, v34, v32
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v29, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v34, v34
	v_cndmask_b32_e64 v30, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v29.l, v29.l, v30.l, vcc_lo
	v_and_b16 v29.l, 1, v29.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v29.l
	v_dual_cndmask_b32 v29, v32, v34 :: v_dual_cndmask_b32 v30, v31, v33
	ds_store_b32 v20, v29
	ds_store_b32 v21, v30
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_18
	ds_load_b32 v29, v15
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v29 offset:7168
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v20, v8
	ds_store_b32 v21, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB0_20
	ds_load_2addr_b32 v[29:30], v21 offset1:2
	ds_load_2addr_b32 v[31:32], v20 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v30, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v32, v31
	v_cmp_gt_f32_e64 s6, v32, v31
	v_cmp_o_f32_e64 s7, v31, v31
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v7, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v8, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v31, v32 :: v_dual_cndmask_b32 v8, v29, v30
	ds_store_b32 v20, v7
	ds_store_b32 v21, v8
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB0_22
	ds_load_b32 v29, v21
	ds_load_b32 v30, v20
	ds_load_b32 v31, v16 offset:4
	ds_load_b32 v32, v15 offset:4
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s7, v30, v30
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v31, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v32, v30
	v_cmp_gt_f32_e64 s6, v32, v30
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v7, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v32, v32
	v_cndmask_b32_e64 v8, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v7.l, v7.l, v8.l, vcc_lo
	v_and_b16 v7.l, 1, v7.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v7.l
	v_dual_cndmask_b32 v7, v30, v32 :: v_dual_cndmask_b32 v8, v29, v31
	ds_store_b32 v20, v7
	ds_store_b32 v21, v8
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_24
	ds_load_b32 v7, v16
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v7, v7
	ds_store_b32 v0, v7 offset:7176
.LBB0_24:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_26
	ds_load_b32 v7, v0 offset:7168
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v28, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v8, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3fb8aa3b, v8
	v_add_f32_e32 v29, 0x4b400000, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xcb400000, v29
	v_mul_f32_e32 v31, 0xbf317200, v30
	v_mul_f32_e32 v30, 0x35bfbe8e, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v31
	v_sub_f32_e32 v31, v8, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v31
	v_mul_f32_e32 v33, 0x3331bb4c, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0xb5ddea0e, v33
	v_mul_f32_e32 v33, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x388ab355, v33
	v_mul_f32_e32 v33, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0xbb360b61, v33
	v_mul_f32_e32 v33, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x3e2aaaab, v33
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v31, v32
	v_mul_f32_e32 v31, v31, v32
	v_sub_f32_e32 v32, 2.0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v33, null, v32, v32, v31
	v_div_scale_f32 v36, vcc_lo, v31, v32, v31
	v_rcp_f32_e32 v34, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v37, -v33, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v37, v34
	v_fma_f32 v33, -v33, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v33, v33, v34, v35
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v31, v33, v32, v31
	v_add_nc_u32_e32 v32, 0xb4c00100, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 1, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v30
	v_sub_nc_u32_e32 v29, v29, v31
	v_lshl_add_u32 v30, v31, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v29, v29, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v30
	v_mul_f32_e32 v8, v8, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v7, 0x7fc00000, v8, vcc_lo
	ds_store_b32 v22, v7
.LBB0_26:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s65
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_32
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_29
	.p2align	6
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s5
	s_cmp_eq_u64 s[6:7], s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_32
.LBB0_29:
	s_lshl_b64 s[46:47], 1, s6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s48, s46, s10
	s_addc_u32 s49, s47, s11
	s_mov_b32 s5, exec_lo
	s_lshr_b64 s[48:49], s[48:49], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[48:49], v[1:2]
	s_cbranch_execz .LBB0_28
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s9, 0
	.p2align	6
.LBB0_31:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[29:30], s6, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 4
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v30, s46, v29
	v_lshl_add_u32 v29, v29, 2, v14
	v_cmp_le_u64_e32 vcc_lo, s[48:49], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v30, v30, 2, v14
	ds_load_b32 v31, v29
	ds_load_b32 v30, v30
	s_or_b32 s9, vcc_lo, s9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v30, v31, v30
	ds_store_b32 v29, v30
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_28
.LBB0_32:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB0_34
	ds_load_b32 v7, v14
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v7 offset:7172
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_38
	v_mov_b32_e32 v7, v28
	s_and_saveexec_b32 s6, s66
	s_cbranch_execz .LBB0_37
	global_load_b32 v29, v[5:6], off
	v_or_b32_e32 v7, 0x1c00, v0
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v28, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v30, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v30
	v_cndmask_b32_e32 v30, 0x42b20000, v30, vcc_lo
	v_div_scale_f32 v41, vcc_lo, 1.0, v8, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0x3fb8aa3b, v30
	v_add_f32_e32 v31, 0x4b400000, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xcb400000, v31
	v_mul_f32_e32 v33, 0xbf317200, v32
	v_mul_f32_e32 v32, 0x35bfbe8e, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v33
	v_sub_f32_e32 v33, v30, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v33, v33
	v_mul_f32_e32 v35, 0x3331bb4c, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0xb5ddea0e, v35
	v_mul_f32_e32 v35, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0x388ab355, v35
	v_mul_f32_e32 v35, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0xbb360b61, v35
	v_mul_f32_e32 v35, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0x3e2aaaab, v35
	v_mul_f32_e32 v34, v34, v35
	v_div_scale_f32 v35, null, v8, v8, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v33, v34
	v_rcp_f32_e32 v37, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v34
	v_sub_f32_e32 v34, 2.0, v34
	v_div_scale_f32 v36, null, v34, v34, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v39, -v35, v37, 1.0
	v_rcp_f32_e32 v38, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v37, v39, v37
	v_div_scale_f32 v39, s5, v33, v34, v33
	v_fma_f32 v40, -v36, v38, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v38, v40, v38
	v_mul_f32_e32 v40, v41, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v42, v39, v38
	v_fma_f32 v43, -v35, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v44, -v36, v42, v39
	v_fmac_f32_e32 v40, v43, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v42, v44, v38
	v_fma_f32 v35, -v35, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v36, v42, v39
	v_div_fmas_f32 v35, v35, v37, v40
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v38, v42
	v_div_fixup_f32 v8, v35, v8, 1.0
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v33, v36, v34, v33
	v_add_nc_u32_e32 v34, 0xb4c00100, v31
	v_sub_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v33, 1, v34
	v_sub_f32_e32 v30, v30, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v31, v31, v33
	v_lshl_add_u32 v32, v33, 23, 0xff800000
	ds_load_b32 v33, v0 offset:7176
	v_add_f32_e32 v30, 1.0, v30
	v_lshl_add_u32 v31, v31, 23, 0x7f800000
	v_mul_f32_e32 v30, v30, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v30, v30, v31 :: v_dual_add_f32 v31, v28, v28
	v_cndmask_b32_e32 v7, 0x7fc00000, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, 0x3d4ccccd, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v33, v23
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v7, v8, v7 :: v_dual_sub_f32 v8, v30, v29
	v_cndmask_b32_e64 v29, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, v8, v7
	v_mul_f32_e32 v8, v27, v3
	v_add_f32_e32 v7, v29, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, s8, v7
	v_sub_f32_e32 v7, v28, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v8, v7
	v_and_b32_e32 v8, 0x7fffffff, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v7, 0x7fc00000, v7, vcc_lo
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_39
.LBB0_38:
.LBB0_39:
	s_and_saveexec_b32 s6, s66
	s_cbranch_execz .LBB0_5
	global_load_b32 v29, v[5:6], off
	v_or_b32_e32 v7, 0x1c00, v0
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v28, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v30, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v30
	v_cndmask_b32_e32 v30, 0x42b20000, v30, vcc_lo
	v_div_scale_f32 v41, vcc_lo, 1.0, v8, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0x3fb8aa3b, v30
	v_add_f32_e32 v31, 0x4b400000, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, 0xcb400000, v31
	v_mul_f32_e32 v33, 0xbf317200, v32
	v_mul_f32_e32 v32, 0x35bfbe8e, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, v30, v33
	v_sub_f32_e32 v33, v30, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v33, v33
	v_mul_f32_e32 v35, 0x3331bb4c, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0xb5ddea0e, v35
	v_mul_f32_e32 v35, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0x388ab355, v35
	v_mul_f32_e32 v35, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0xbb360b61, v35
	v_mul_f32_e32 v35, v34, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, 0x3e2aaaab, v35
	v_mul_f32_e32 v34, v34, v35
	v_div_scale_f32 v35, null, v8, v8, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v33, v34
	v_rcp_f32_e32 v37, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v34
	v_sub_f32_e32 v34, 2.0, v34
	v_div_scale_f32 v36, null, v34, v34, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v39, -v35, v37, 1.0
	v_rcp_f32_e32 v38, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v37, v39, v37
	v_div_scale_f32 v39, s5, v33, v34, v33
	v_fma_f32 v40, -v36, v38, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v38, v40, v38
	v_mul_f32_e32 v40, v41, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v42, v39, v38
	v_fma_f32 v43, -v35, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v44, -v36, v42, v39
	v_fmac_f32_e32 v40, v43, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v42, v44, v38
	v_fma_f32 v35, -v35, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v36, -v36, v42, v39
	v_div_fmas_f32 v35, v35, v37, v40
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v38, v42
	v_div_fixup_f32 v8, v35, v8, 1.0
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v33, v36, v34, v33
	v_add_nc_u32_e32 v34, 0xb4c00100, v31
	v_sub_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v33, 1, v34
	v_sub_f32_e32 v30, v30, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v31, v31, v33
	v_lshl_add_u32 v32, v33, 23, 0xff800000
	ds_load_b32 v33, v0 offset:7176
	v_add_f32_e32 v30, 1.0, v30
	v_lshl_add_u32 v31, v31, 23, 0x7f800000
	v_mul_f32_e32 v30, v30, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v30, v30, v31 :: v_dual_add_f32 v31, v28, v28
	v_cndmask_b32_e32 v7, 0x7fc00000, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, 0x3d4ccccd, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v33, v23
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v7, v8, v7 :: v_dual_sub_f32 v8, v30, v29
	v_cndmask_b32_e64 v29, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v8, v7
	v_add_f32_e32 v7, v29, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, s8, v7
	v_sub_f32_e32 v7, v28, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v7
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v28, 0x7fc00000, v7, vcc_lo
	s_branch .LBB0_5
.LBB0_41:
	s_mul_f32 s6, s14, s12
	s_mul_f32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s5, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v7, s5
	s_cselect_b32 s5, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v7, s6, v7, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v8, v7
	v_add_nc_u32_e32 v27, -1, v8
	v_add_nc_u32_e32 v29, 1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v30, 0x80000000, v27
	v_xor_b32_e32 v31, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v30, v8, v7
	v_fma_f32 v31, v31, v8, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v30
	v_cndmask_b32_e64 v8, v8, v27, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v31
	v_cndmask_b32_e64 v8, v8, v29, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x37800000, v8
	v_cndmask_b32_e64 v8, v8, v27, s5
	v_cmp_class_f32_e64 s5, v7, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v7, v8, v7, s5
	v_cndmask_b32_e32 v27, 0, v7, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB0_9
	s_branch .LBB0_12
.LBB0_42:
	s_branch .LBB0_45
.LBB0_43:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s25, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s25, s1, s0
	s_xor_b32 s0, s25, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_46
	s_branch .LBB0_47
.LBB0_44:
	s_cbranch_execnz .LBB0_43
.LBB0_45:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v7
	s_xor_b32 s0, s25, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_47
.LBB0_46:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB0_47:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w4x64
		.amdhsa_group_segment_fixed_size 7936
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
		.amdhsa_next_free_vgpr 66
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
.Lfunc_end0:
	.size	tessera_softmax_fast_w4x64, .Lfunc_end0-tessera_softmax_fast_w4x64

	.set tessera_softmax_fast_w4x64.num_vgpr, 66
	.set tessera_softmax_fast_w4x64.num_agpr, 0
	.set tessera_softmax_fast_w4x64.numbered_sgpr, 67
	.set tessera_softmax_fast_w4x64.num_named_barrier, 0
	.set tessera_softmax_fast_w4x64.private_seg_size, 0
	.set tessera_softmax_fast_w4x64.uses_vcc, 1
	.set tessera_softmax_fast_w4x64.uses_flat_scratch, 0
	.set tessera_softmax_fast_w4x64.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w4x64.has_recursion, 0
	.set tessera_softmax_fast_w4x64.has_indirect_call, 0
	.globl	tessera_softmax_fast_w1024
	.p2align	8
	.type	tessera_softmax_fast_w1024,@function
tessera_softmax_fast_w1024:
	s_load_b256 s[24:31], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[28:29], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[30:31]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_77
	s_load_b64 s[14:15], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s31, s2
	s_mul_hi_u32 s4, s30, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s30, s2
	v_cmp_gt_u64_e64 s3, s[30:31], v[0:1]
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s24, s24, s12
	s_addc_u32 s25, s25, s13
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v9, v8, s[24:25]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[14:15], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB6_74
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[36:39], s[0:1], 0x48
	v_lshrrev_b32_e32 v2, 2, v0
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v4, 0x3fc, v0
	v_and_b32_e32 v11, 3, v0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_cmp_gt_u32_e64 s1, 0x200, v0
	v_cmp_gt_u32_e64 s4, 0x100, v0
	v_lshlrev_b32_e32 v10, 2, v4
	v_cmp_gt_u32_e64 s5, 0x80, v0
	v_cmp_gt_u32_e64 s6, 64, v0
	v_cmp_gt_u32_e64 s7, 32, v0
	v_cmp_gt_u32_e64 s8, 16, v0
	v_cmp_gt_u32_e64 s9, 8, v0
	v_cmp_gt_u32_e64 s10, 4, v0
	v_cvt_f32_u32_e32 v14, v0
	s_mov_b32 s42, 0x11111111
	s_mov_b32 s44, 0x55555555
	s_mov_b32 s46, 0xb7789f5c
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s19, 0
	s_mov_b32 s50, 0x16c16c17
	s_cselect_b32 s23, -1, 0
	s_add_u32 s11, s26, s12
	s_addc_u32 s26, s27, s13
	s_cmp_lg_u32 s18, 0
	s_mov_b32 s35, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s12, s30, 3
	s_addc_u32 s13, s31, 0
	s_add_u32 s27, s36, 0x9e3779b9
	s_lshr_b64 s[18:19], s[12:13], 2
	s_lshr_b32 s12, s13, 2
	v_mad_u64_u32 v[4:5], null, s18, s2, v[2:3]
	s_add_u32 s34, s37, 0xbb67ae85
	s_add_u32 s40, s36, 0x3c6ef372
	s_add_u32 s58, s37, 0x76cf5d0a
	s_add_u32 s59, s36, 0xdaa66d2b
	s_add_u32 s60, s37, 0x32370b8f
	s_add_u32 s61, s36, 0x78dde6e4
	v_mad_u64_u32 v[5:6], null, s12, s2, v[5:6]
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v4, 0
	s_add_u32 s62, s37, 0xed9eba14
	s_add_u32 s63, s36, 0x1715609d
	s_add_u32 s64, s37, 0xa9066899
	s_add_u32 s65, s36, 0xb54cda56
	s_add_u32 s66, s37, 0x646e171e
	s_add_u32 s67, s36, 0x5384540f
	v_xor_b32_e32 v2, v7, v5
	s_add_u32 s68, s37, 0x1fd5c5a3
	s_add_u32 s69, s36, 0xf1bbcdc8
	s_add_u32 s70, s37, 0xdb3d7428
	s_add_i32 s71, s36, 0x8ff34781
	v_xor_b32_e32 v2, s37, v2
	s_add_i32 s37, s37, 0x96a522ad
	s_add_u32 s18, s30, -1
	s_addc_u32 s19, s31, -1
	v_add_co_u32 v4, s11, s11, v8
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v2, 0
	s_clz_i32_u64 s2, s[18:19]
	v_add_co_ci_u32_e64 v5, null, s26, 0, s11
	s_min_u32 s2, s2, 64
	v_xor_b32_e32 v15, s34, v6
	s_mov_b32 s30, 0x54442d18
	v_xor_b32_e32 v13, s27, v17
	v_mov_b32_e32 v17, s17
	v_lshl_or_b32 v10, v11, 12, v10
	v_add_co_u32 v11, s12, s38, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s39, 0, s12
	s_sub_u32 s12, 64, s2
	s_subb_u32 s13, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	v_cmp_gt_u64_e64 s27, s[12:13], 1
	v_cmp_gt_u32_e64 s2, 2, v0
	v_xor_b32_e32 v16, s40, v16
	s_cselect_b32 s72, -1, 0
	s_mov_b32 s38, 0xa556c734
	s_mov_b32 s40, 0x1a01a01a
	s_and_b32 s11, s27, exec_lo
	s_cselect_b32 s27, s13, 0
	s_cselect_b32 s26, s12, 1
	s_mov_b32 s31, 0x3ff921fb
	s_mov_b32 s39, 0x3ec71de3
	s_mov_b32 s41, 0xbf2a01a0
	s_mov_b32 s43, 0x3f811111
	s_mov_b32 s45, 0xbfc55555
	s_mov_b32 s47, 0x3e927e4f
	s_mov_b32 s49, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v6, v9
.LBB6_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v9, v6
	s_addc_u32 s29, s29, 0
	s_cmp_eq_u64 s[28:29], s[14:15]
	s_cbranch_scc1 .LBB6_75
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB6_73
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_12
.LBB6_9:
	s_and_b32 s34, s28, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[34:35], 0
	s_cbranch_scc0 .LBB6_11
	v_add_co_u32 v2, vcc_lo, v11, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s29, v12, vcc_lo
	s_mov_b32 s48, s40
	s_mov_b32 s52, s44
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v2, s36, v7, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v2, v13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v2, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v7, s58, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v2, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, v22, s59, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, s60, v24, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v19, s62, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s61, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, v20, s63, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, s64, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v7, s66, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s65, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, v21, s67, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, s68, v19, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v22, s70, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s69, v7, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	v_lshrrev_b32_e32 v2, 9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v2, v2
	v_lshrrev_b32_e32 v7, 9, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, v21, s37
	v_cvt_f32_u32_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v2, 0.5, v2 :: v_dual_add_f32 v7, 0.5, v7
	v_mul_f32_e32 v2, 0x34000000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[24:25], v2
	v_mul_f64 v[24:25], v[24:25], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], 0x43380000, v[24:25]
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_lshrrev_b32_e32 v29, 9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v29, v29
	v_dual_add_f32 v29, 0.5, v29 :: v_dual_mul_f32 v2, 0x34000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, 0x34000000, v29
	v_cvt_f64_f32_e32 v[26:27], v2
	v_xor3_b32 v2, v6, v19, s71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v29, 0x4afb0d, v29
	v_lshrrev_b32_e32 v2, 9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v2, v2
	v_add_f32_e32 v2, 0.5, v2
	v_add_f64 v[24:25], v[24:25], -v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x34000000, v2
	v_add_nc_u32_e32 v2, 0x4afb0d, v2
	v_mul_f64 v[26:27], v[26:27], 4.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[30:31]
	v_add_f64 v[30:31], 0x43380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[30:31]
	v_mul_f64 v[31:32], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], -v[34:35]
	v_mul_f64 v[35:36], v[31:32], s[38:39]
	v_mul_f64 v[37:38], v[31:32], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[26:27], s[30:31]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], -v[37:38], s[48:49]
	v_mul_f64 v[33:34], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[39:40], v[33:34], s[38:39]
	v_mul_f64 v[41:42], v[33:34], s[46:47]
	v_add_f64 v[6:7], v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[37:38], s[50:51]
	v_and_b32_e32 v35, 0x7fffff, v2
	v_mul_f64 v[37:38], v[31:32], v[31:32]
	v_add_nc_u32_e32 v35, 0x3f3504f3, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, -1.0, v35
	v_dual_add_f32 v44, 2.0, v43 :: v_dual_and_b32 v35, 0x7fffff, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v35, 0x3f3504f3, v35
	v_div_scale_f32 v45, null, v44, v44, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v46, -1.0, v35
	v_div_scale_f32 v50, vcc_lo, v43, v44, v43
	v_rcp_f32_e32 v47, v45
	v_lshrrev_b32_e32 v29, 23, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v48, 2.0, v46 :: v_dual_add_nc_u32 v29, 0xffffff81, v29
	v_div_scale_f32 v49, null, v48, v48, v46
	v_add_f64 v[39:40], v[39:40], s[40:41]
	v_add_f64 v[41:42], -v[41:42], s[48:49]
	v_mul_f64 v[6:7], v[31:32], v[6:7]
	v_mul_f64 v[18:19], v[31:32], v[18:19]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v35, -v45, v47, 1.0
	v_rcp_f32_e32 v51, v49
	v_div_scale_f32 v53, s11, v46, v48, v46
	v_cvt_f32_i32_e32 v29, v29
	v_fmac_f32_e32 v47, v35, v47
	v_lshrrev_b32_e32 v2, 23, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f32_e32 v52, v50, v47
	v_fma_f32 v35, -v49, v51, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v2, 0xffffff81, v2
	v_fma_f32 v36, -v45, v52, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v51, v35, v51
	v_cvt_f32_i32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v52, v36, v47
	v_mul_f64 v[35:36], v[24:25], v[31:32]
	v_mul_f32_e32 v54, v53, v51
	v_mul_f64 v[31:32], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v45, -v45, v52, v50
	v_fma_f32 v50, -v49, v54, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v45, v45, v47, v52
	s_mov_b32 vcc_lo, s11
	v_fmac_f32_e32 v54, v50, v51
	v_mul_f64 v[39:40], v[33:34], v[39:40]
	v_mul_f64 v[41:42], v[33:34], v[41:42]
	v_add_f64 v[6:7], v[6:7], s[44:45]
	v_add_f64 v[18:19], v[18:19], s[52:53]
	v_div_fixup_f32 v44, v45, v44, v43
	v_fma_f32 v45, -v49, v54, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v44, v44
	v_div_fmas_f32 v45, v45, v51, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v49, v47, v47
	v_div_fixup_f32 v45, v45, v48, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v50, 0x3e91e9ee, v49
	v_mul_f32_e32 v51, v45, v45
	v_add_f64 v[31:32], -v[31:32], 1.0
	v_add_f64 v[20:21], v[39:40], s[42:43]
	v_add_f64 v[22:23], v[41:42], s[50:51]
	v_mul_f64 v[39:40], v[26:27], v[33:34]
	v_mul_f64 v[41:42], v[33:34], v[33:34]
	v_mul_f64 v[6:7], v[35:36], v[6:7]
	v_add_f32_e32 v36, 0x3f2aaaaa, v50
	v_mul_f32_e32 v48, 0x3e789e26, v49
	v_mul_f64 v[18:19], v[37:38], v[18:19]
	v_mul_f32_e32 v37, v51, v51
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v36, v47, v36
	v_add_f32_e32 v35, 0x3eccce13, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v49, v35
	v_add_f32_e32 v35, v36, v35
	v_mul_f64 v[20:21], v[33:34], v[20:21]
	v_mul_f64 v[22:23], v[33:34], v[22:23]
	v_mul_f64 v[33:34], v[33:34], 0.5
	v_add_f64 v[6:7], v[24:25], v[6:7]
	v_add_f64 v[18:19], v[31:32], v[18:19]
	v_add_f64 v[20:21], v[20:21], s[44:45]
	v_add_f64 v[22:23], v[22:23], s[52:53]
	v_add_f64 v[33:34], -v[33:34], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[39:40], v[20:21]
	v_mul_f32_e32 v39, 0x3e789e26, v37
	v_mul_f32_e32 v40, 0x3e91e9ee, v37
	v_mul_f32_e32 v38, 0.5, v43
	v_mul_f64 v[22:23], v[41:42], v[22:23]
	v_add_f32_e32 v36, 0x3eccce13, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v39, 0x3f2aaaaa, v40 :: v_dual_mul_f32 v38, v43, v38
	v_mul_f32_e32 v40, 0.5, v46
	v_dual_mul_f32 v36, v37, v36 :: v_dual_mul_f32 v37, v51, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v35, v38, v35
	v_dual_mul_f32 v39, 0x3717f7d1, v2 :: v_dual_mul_f32 v40, v46, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v36, v37, v36 :: v_dual_mul_f32 v35, v44, v35
	v_dual_add_f32 v36, v40, v36 :: v_dual_add_f32 v35, v39, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v37, 0x3717f7d1, v29 :: v_dual_mul_f32 v36, v45, v36
	v_sub_f32_e32 v35, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v2, 0x3f317180, v2 :: v_dual_add_f32 v25, v37, v36
	v_add_f32_e32 v24, v43, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_f32_e32 v2, v2, v24
	v_add_f64 v[20:21], v[26:27], v[20:21]
	v_cvt_f32_f64_e32 v27, v[6:7]
	v_add_f64 v[22:23], v[33:34], v[22:23]
	v_mul_f32_e32 v2, -2.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v2
	v_dual_sub_f32 v24, v25, v40 :: v_dual_mul_f32 v25, 0x3f317180, v29
	v_cvt_f32_f64_e32 v29, v[18:19]
	v_add_f32_e32 v24, v46, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v24, v25, v24 :: v_dual_cndmask_b32 v25, v2, v26
	v_mul_f32_e32 v2, -2.0, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v24, v25
	v_mul_f32_e32 v26, 0x4f800000, v2
	v_cmp_gt_f32_e64 s11, 0xf800000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v26, v2, v26, s11
	v_add_nc_u32_e32 v2, -1, v24
	v_add_nc_u32_e32 v6, 1, v24
	v_cvt_f32_f64_e32 v20, v[20:21]
	v_cvt_f32_f64_e32 v21, v[22:23]
	v_sqrt_f32_e32 v18, v26
	v_fma_f32 v7, -v2, v24, v25
	v_fma_f32 v19, -v6, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s12, 0, v7
	v_dual_mov_b32 v7, v3 :: v_dual_add_nc_u32 v22, -1, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v2, v24, v2, s12
	v_cmp_lt_f32_e64 s12, 0, v19
	v_add_nc_u32_e32 v23, 1, v18
	v_mov_b32_e32 v19, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v24, v2, v6, s12
	v_fma_f32 v2, -v22, v18, v26
	v_fma_f32 v31, -v23, v18, v26
	v_and_b32_e32 v6, 2, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v32, 0x37800000, v24
	v_cmp_ge_f32_e64 s12, 0, v2
	v_and_b32_e32 v2, 1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v18, v18, v22, s12
	v_cndmask_b32_e32 v22, v24, v32, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v31
	v_cmp_class_f32_e64 s12, v25, 0x260
	v_cmp_eq_u64_e64 s13, 0, v[2:3]
	v_dual_cndmask_b32 v23, v18, v23 :: v_dual_and_b32 v2, 1, v30
	v_and_b32_e32 v18, 2, v30
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	v_cndmask_b32_e64 v6, v22, v25, s12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v7, 0x37800000, v23
	v_cmp_eq_u64_e64 s12, 0, v[18:19]
	v_cndmask_b32_e64 v18, -v27, v27, vcc_lo
	v_cndmask_b32_e64 v19, -v29, v29, vcc_lo
	v_cndmask_b32_e64 v22, v27, -v27, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	v_cndmask_b32_e64 v7, v23, v7, s11
	v_cndmask_b32_e64 v23, -v20, v20, s12
	v_cndmask_b32_e64 v21, -v21, v21, s12
	v_cndmask_b32_e64 v2, v20, -v20, s12
	v_cmp_class_f32_e64 s11, v26, 0x260
	v_cndmask_b32_e64 v18, v19, v18, s13
	v_cndmask_b32_e64 v19, v22, v19, s13
	v_cndmask_b32_e32 v20, v21, v23, vcc_lo
	v_cndmask_b32_e32 v2, v2, v21, vcc_lo
	v_cndmask_b32_e64 v7, v7, v26, s11
	v_mul_f32_e32 v18, v18, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v6, v19, v6 :: v_dual_mul_f32 v19, v20, v7
	v_mul_f32_e32 v2, v2, v7
	ds_store_2addr_b32 v10, v6, v18 offset1:1
	ds_store_2addr_b32 v10, v2, v19 offset0:2 offset1:3
.LBB6_11:
	v_lshl_or_b32 v2, s34, 12, v8
	ds_load_b32 v2, v2
.LBB6_12:
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v9
	v_cndmask_b32_e64 v6, 0xff800000, v9, s3
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e32 v7, 0, v0, vcc_lo
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB6_14
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:80 offset1:88
	ds_load_2addr_stride64_b32 v[22:23], v8 offset0:96 offset1:104
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_14:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB6_16
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:80 offset1:84
	ds_load_2addr_stride64_b32 v[22:23], v8 offset0:96 offset1:100
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB6_18
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:80 offset1:82
	ds_load_2addr_stride64_b32 v[22:23], v8 offset0:96 offset1:98
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB6_20
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:80 offset1:81
	ds_load_2addr_stride64_b32 v[22:23], v8 offset0:96 offset1:97
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_20:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB6_22
	v_add_nc_u32_e32 v18, 0x5000, v8
	v_add_nc_u32_e32 v19, 0x6000, v8
	ds_load_2addr_b32 v[20:21], v18 offset1:32
	ds_load_2addr_b32 v[22:23], v19 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_22:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB6_24
	v_add_nc_u32_e32 v18, 0x5000, v8
	v_add_nc_u32_e32 v19, 0x6000, v8
	ds_load_2addr_b32 v[20:21], v18 offset1:16
	ds_load_2addr_b32 v[22:23], v19 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_24:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB6_26
	v_add_nc_u32_e32 v18, 0x5000, v8
	v_add_nc_u32_e32 v19, 0x6000, v8
	ds_load_2addr_b32 v[20:21], v18 offset1:8
	ds_load_2addr_b32 v[22:23], v19 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_26:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s10
	s_cbranch_execz .LBB6_28
	v_add_nc_u32_e32 v18, 0x5000, v8
	v_add_nc_u32_e32 v19, 0x6000, v8
	ds_load_2addr_b32 v[20:21], v18 offset1:4
	ds_load_2addr_b32 v[22:23], v19 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_28:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s2
	s_cbranch_execz .LBB6_30
	v_add_nc_u32_e32 v18, 0x5000, v8
	v_add_nc_u32_e32 v19, 0x6000, v8
	ds_load_2addr_b32 v[20:21], v18 offset1:2
	ds_load_2addr_b32 v[22:23], v19 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v21, v20
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v22
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_o_f32_e64 s13, v22, v22
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v22, v23 :: v_dual_cndmask_b32 v19, v20, v21
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_30:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB6_32
	v_add_nc_u32_e64 v18, 4, 0
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:80 offset1:96
	ds_load_2addr_stride64_b32 v[22:23], v18 offset0:80 offset1:96
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s13, v21, v21
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32_e32 vcc_lo, v22, v20
	v_cmp_eq_f32_e64 s11, v23, v21
	v_cmp_gt_f32_e64 s12, v23, v21
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v18, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cndmask_b32_e64 v19, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v18.l, v18.l, v19.l, vcc_lo
	v_and_b16 v18.l, 1, v18.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v18.l
	v_dual_cndmask_b32 v18, v21, v23 :: v_dual_cndmask_b32 v19, v20, v22
	ds_store_2addr_stride64_b32 v8, v19, v18 offset0:80 offset1:96
.LBB6_32:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB6_34
	ds_load_b32 v18, v3 offset:24576
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v18 offset:28672
.LBB6_34:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB6_36
	ds_load_2addr_stride64_b32 v[18:19], v8 offset0:80 offset1:88
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:96 offset1:104
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_36:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB6_38
	ds_load_2addr_stride64_b32 v[18:19], v8 offset0:80 offset1:84
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:96 offset1:100
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_38:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB6_40
	ds_load_2addr_stride64_b32 v[18:19], v8 offset0:80 offset1:82
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:96 offset1:98
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_40:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB6_42
	ds_load_2addr_stride64_b32 v[18:19], v8 offset0:80 offset1:81
	ds_load_2addr_stride64_b32 v[20:21], v8 offset0:96 offset1:97
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_42:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB6_44
	v_add_nc_u32_e32 v6, 0x5000, v8
	v_add_nc_u32_e32 v7, 0x6000, v8
	ds_load_2addr_b32 v[18:19], v6 offset1:32
	ds_load_2addr_b32 v[20:21], v7 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB6_46
	v_add_nc_u32_e32 v6, 0x5000, v8
	v_add_nc_u32_e32 v7, 0x6000, v8
	ds_load_2addr_b32 v[18:19], v6 offset1:16
	ds_load_2addr_b32 v[20:21], v7 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB6_48
	v_add_nc_u32_e32 v6, 0x5000, v8
	v_add_nc_u32_e32 v7, 0x6000, v8
	ds_load_2addr_b32 v[18:19], v6 offset1:8
	ds_load_2addr_b32 v[20:21], v7 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_48:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s10
	s_cbranch_execz .LBB6_50
	v_add_nc_u32_e32 v6, 0x5000, v8
	v_add_nc_u32_e32 v7, 0x6000, v8
	ds_load_2addr_b32 v[18:19], v6 offset1:4
	ds_load_2addr_b32 v[20:21], v7 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_50:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s2
	s_cbranch_execz .LBB6_52
	v_add_nc_u32_e32 v6, 0x5000, v8
	v_add_nc_u32_e32 v7, 0x6000, v8
	ds_load_2addr_b32 v[18:19], v6 offset1:2
	ds_load_2addr_b32 v[20:21], v7 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v19, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v21, v20
	v_cmp_gt_f32_e64 s12, v21, v20
	v_cmp_o_f32_e64 s13, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v20, v21 :: v_dual_cndmask_b32 v7, v18, v19
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_52:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB6_54
	v_add_nc_u32_e64 v6, 4, 0
	ds_load_2addr_stride64_b32 v[18:19], v8 offset0:80 offset1:96
	ds_load_2addr_stride64_b32 v[20:21], v6 offset0:80 offset1:96
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s13, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32_e32 vcc_lo, v20, v18
	v_cmp_eq_f32_e64 s11, v21, v19
	v_cmp_gt_f32_e64 s12, v21, v19
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v6.l, v6.l, v7.l, vcc_lo
	v_and_b16 v6.l, 1, v6.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v6.l
	v_dual_cndmask_b32 v6, v19, v21 :: v_dual_cndmask_b32 v7, v18, v20
	ds_store_2addr_stride64_b32 v8, v7, v6 offset0:80 offset1:96
.LBB6_54:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB6_56
	ds_load_b32 v6, v3 offset:20480
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v6, v6
	ds_store_b32 v3, v6 offset:28680
.LBB6_56:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB6_58
	ds_load_b32 v6, v3 offset:28672
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v7, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3fb8aa3b, v7
	v_add_f32_e32 v18, 0x4b400000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xcb400000, v18
	v_mul_f32_e32 v20, 0xbf317200, v19
	v_mul_f32_e32 v19, 0x35bfbe8e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v20
	v_sub_f32_e32 v20, v7, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v20
	v_mul_f32_e32 v22, 0x3331bb4c, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xb5ddea0e, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x388ab355, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xbb360b61, v22
	v_mul_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x3e2aaaab, v22
	v_mul_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v21, v20, v21
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v21, 2.0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v22, null, v21, v21, v20
	v_div_scale_f32 v25, vcc_lo, v20, v21, v20
	v_rcp_f32_e32 v23, v22
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v25, v23
	v_fma_f32 v26, -v22, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v26, v23
	v_fma_f32 v22, -v22, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v22, v22, v23, v24
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v20, v22, v21, v20
	v_add_nc_u32_e32 v21, 0xb4c00100, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v7, v7, v19
	v_sub_nc_u32_e32 v18, v18, v20
	v_lshl_add_u32 v19, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, 1.0, v7
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v19
	v_mul_f32_e32 v7, v7, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v6, 0x7fc00000, v7, vcc_lo
	ds_store_b32 v8, v6 offset:16384
.LBB6_58:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s72
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_64
	s_mov_b64 s[12:13], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB6_61
	.p2align	6
.LBB6_60:
	s_or_b32 exec_lo, exec_lo, s11
	s_cmp_eq_u64 s[12:13], s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_64
.LBB6_61:
	s_lshl_b64 s[54:55], 1, s12
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_u32 s56, s54, s18
	s_addc_u32 s57, s55, s19
	s_mov_b32 s11, exec_lo
	s_lshr_b64 s[56:57], s[56:57], s12
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[56:57], v[0:1]
	s_cbranch_execz .LBB6_60
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s17, 0
	.p2align	6
.LBB6_63:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[18:19], s12, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v19, 2, v18
	v_add_lshl_u32 v18, v18, s54, 2
	v_cmp_le_u64_e32 vcc_lo, s[56:57], v[6:7]
	ds_load_b32 v20, v19 offset:16384
	ds_load_b32 v18, v18 offset:16384
	s_or_b32 s17, vcc_lo, s17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v20, v18
	ds_store_b32 v19, v18 offset:16384
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB6_63
	s_branch .LBB6_60
.LBB6_64:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB6_66
	ds_load_b32 v6, v3 offset:16384
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v6 offset:28676
.LBB6_66:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_70
	v_mov_b32_e32 v6, v9
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB6_69
	global_load_b32 v6, v[4:5], off
	ds_load_b96 v[18:20], v3 offset:28672
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v18, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v31, vcc_lo, 1.0, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3fb8aa3b, v18
	v_add_f32_e32 v21, 0x4b400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xcb400000, v21
	v_mul_f32_e32 v23, 0xbf317200, v22
	v_mul_f32_e32 v22, 0x35bfbe8e, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v23
	v_sub_f32_e32 v23, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v23, v23
	v_mul_f32_e32 v25, 0x3331bb4c, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xb5ddea0e, v25
	v_mul_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x388ab355, v25
	v_mul_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xbb360b61, v25
	v_mul_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x3e2aaaab, v25
	v_mul_f32_e32 v24, v24, v25
	v_div_scale_f32 v25, null, v19, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v23, v24
	v_rcp_f32_e32 v27, v25
	v_xor_b32_e32 v25, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v24
	v_sub_f32_e32 v24, 2.0, v24
	v_div_scale_f32 v26, null, v24, v24, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v29, v25, v27, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v26
	v_fma_f32 v30, -v26, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v28, v30, v28 :: v_dual_fmac_f32 v27, v29, v27
	v_div_scale_f32 v29, s11, v23, v24, v23
	v_mul_f32_e32 v32, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v26, v32, v29
	v_fmac_f32_e32 v32, v34, v28
	v_mul_f32_e32 v30, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, v25, v30, v31
	v_fmac_f32_e32 v30, v33, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v31, v25, v30
	v_fma_f32 v25, -v26, v32, v29
	v_div_fmas_f32 v26, v31, v27, v30
	s_mov_b32 vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v25, v25, v28, v32
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v19, v26, v19, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v23, v25, v24, v23
	v_add_nc_u32_e32 v24, 0xb4c00100, v21
	v_sub_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v23, 1, v24
	v_sub_f32_e32 v18, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v21, v21, v23
	v_lshl_add_u32 v22, v23, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, v18, v21
	v_add_f32_e32 v21, v9, v9
	v_cndmask_b32_e32 v7, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, 0x3d4ccccd, v21
	v_cmp_eq_f32_e32 vcc_lo, v20, v14
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v7, v19, v7 :: v_dual_sub_f32 v6, v18, v6
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v6, v6, v7 :: v_dual_mul_f32 v7, v17, v2
	v_add_f32_e32 v6, v18, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, s16, v6
	v_sub_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v7, v6
	v_and_b32_e32 v7, 0x7fffffff, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v6, 0x7fc00000, v6, vcc_lo
.LBB6_69:
	s_or_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_71
.LBB6_70:
.LBB6_71:
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB6_5
	global_load_b32 v6, v[4:5], off
	ds_load_b96 v[18:20], v3 offset:28672
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v18, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v31, vcc_lo, 1.0, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3fb8aa3b, v18
	v_add_f32_e32 v21, 0x4b400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0xcb400000, v21
	v_mul_f32_e32 v23, 0xbf317200, v22
	v_mul_f32_e32 v22, 0x35bfbe8e, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v23
	v_sub_f32_e32 v23, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v23, v23
	v_mul_f32_e32 v25, 0x3331bb4c, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xb5ddea0e, v25
	v_mul_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x388ab355, v25
	v_mul_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xbb360b61, v25
	v_mul_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x3e2aaaab, v25
	v_mul_f32_e32 v24, v24, v25
	v_div_scale_f32 v25, null, v19, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v23, v24
	v_rcp_f32_e32 v27, v25
	v_xor_b32_e32 v25, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v24
	v_sub_f32_e32 v24, 2.0, v24
	v_div_scale_f32 v26, null, v24, v24, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v29, v25, v27, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v26
	v_fma_f32 v30, -v26, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v28, v30, v28 :: v_dual_fmac_f32 v27, v29, v27
	v_div_scale_f32 v29, s11, v23, v24, v23
	v_mul_f32_e32 v32, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v26, v32, v29
	v_fmac_f32_e32 v32, v34, v28
	v_mul_f32_e32 v30, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, v25, v30, v31
	v_fmac_f32_e32 v30, v33, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v31, v25, v30
	v_fma_f32 v25, -v26, v32, v29
	v_div_fmas_f32 v26, v31, v27, v30
	s_mov_b32 vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v25, v25, v28, v32
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_div_fixup_f32 v19, v26, v19, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v23, v25, v24, v23
	v_add_nc_u32_e32 v24, 0xb4c00100, v21
	v_sub_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v23, 1, v24
	v_sub_f32_e32 v18, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v21, v21, v23
	v_lshl_add_u32 v22, v23, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, v18, v21
	v_add_f32_e32 v21, v9, v9
	v_cndmask_b32_e32 v7, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, 0x3d4ccccd, v21
	v_cmp_eq_f32_e32 vcc_lo, v20, v14
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v7, v19, v7 :: v_dual_sub_f32 v6, v18, v6
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v6, v18, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, s16, v6
	v_sub_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v6
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v9, 0x7fc00000, v6, vcc_lo
	s_branch .LBB6_5
.LBB6_73:
	s_mul_f32 s12, s22, s20
	s_mul_f32 s20, s21, s20
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s12, 0
	s_mul_f32 s11, s12, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s12, 0xf800000
	v_mov_b32_e32 v6, s11
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v6, s12, v6, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v7, v6
	v_add_nc_u32_e32 v17, -1, v7
	v_add_nc_u32_e32 v18, 1, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v7, v6
	v_fma_f32 v20, v20, v7, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s12, 0, v19
	v_cndmask_b32_e64 v7, v7, v17, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s12, 0, v20
	v_cndmask_b32_e64 v7, v7, v18, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v7
	v_cndmask_b32_e64 v7, v7, v17, s11
	v_cmp_class_f32_e64 s11, v6, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v7, v6, s11
	v_cndmask_b32_e32 v17, 0, v6, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB6_9
	s_branch .LBB6_12
.LBB6_74:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v9
.LBB6_75:
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_77
	global_store_b32 v8, v6, s[24:25]
.LBB6_77:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_w1024
		.amdhsa_group_segment_fixed_size 28684
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
.Lfunc_end6:
	.size	tessera_softmax_fast_w1024, .Lfunc_end6-tessera_softmax_fast_w1024

	.set tessera_softmax_fast_w1024.num_vgpr, 55
	.set tessera_softmax_fast_w1024.num_agpr, 0
	.set tessera_softmax_fast_w1024.numbered_sgpr, 73
	.set tessera_softmax_fast_w1024.num_named_barrier, 0
	.set tessera_softmax_fast_w1024.private_seg_size, 0
	.set tessera_softmax_fast_w1024.uses_vcc, 1
	.set tessera_softmax_fast_w1024.uses_flat_scratch, 0
	.set tessera_softmax_fast_w1024.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_w1024.has_recursion, 0
	.set tessera_softmax_fast_w1024.has_indirect_call, 0
	.globl	tessera_softmax_fast_wide
	.p2align	8
	.type	tessera_softmax_fast_wide,@function
tessera_softmax_fast_wide:
	s_load_b256 s[24:31], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[30:31], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_79
	s_load_b128 s[36:39], s[0:1], 0x20
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[38:39], 0
	s_cbranch_scc1 .LBB10_79
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x30
	s_load_b128 s[40:43], s[0:1], 0x50
	s_mul_i32 s0, s37, s2
	s_mul_hi_u32 s1, s36, s2
	s_mul_i32 s10, s36, s2
	s_add_i32 s11, s1, s0
	s_mul_hi_u32 s0, s10, 12
	s_mul_i32 s1, s11, 12
	s_mul_i32 s3, s10, 12
	s_add_i32 s0, s0, s1
	s_add_u32 s30, s28, s3
	s_addc_u32 s31, s29, s0
	s_lshl_b64 s[0:1], s[36:37], 3
	s_mov_b32 s5, s37
	s_add_u32 s3, s30, s0
	s_addc_u32 s8, s31, s1
	v_cmp_eq_u32_e64 s0, 0, v0
	s_mov_b32 s51, 0
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v24, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s19, 0
	v_lshlrev_b32_e32 v2, 4, v0
	s_cselect_b32 s23, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mov_b32_e32 v1, v5
	s_cselect_b32 s33, -1, 0
	s_and_b32 s4, s36, -4
	s_add_u32 s6, s36, 3
	s_addc_u32 s7, s37, 0
	s_lshr_b64 s[18:19], s[36:37], 2
	s_lshr_b32 s1, s7, 2
	s_lshr_b64 s[6:7], s[6:7], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s7, s6, s2
	s_mul_i32 s99, s6, s2
	s_add_i32 s84, s7, s1
	s_add_u32 s34, s40, 0x9e3779b9
	s_addc_u32 s35, s41, 0
	s_add_u32 s44, s41, 0xbb67ae85
	s_addc_u32 s45, 0, 0
	s_add_u32 s46, s40, 0x3c6ef372
	s_addc_u32 s47, s41, 0
	s_add_u32 s48, s41, 0x76cf5d0a
	s_addc_u32 s49, 0, 0
	s_add_u32 s85, s40, 0xdaa66d2b
	s_add_u32 s86, s41, 0x32370b8f
	s_add_u32 s87, s40, 0x78dde6e4
	s_add_u32 s88, s41, 0xed9eba14
	s_add_u32 s89, s40, 0x1715609d
	s_add_u32 s90, s41, 0xa9066899
	s_add_u32 s91, s40, 0xb54cda56
	s_add_u32 s92, s41, 0x646e171e
	s_add_u32 s93, s40, 0x5384540f
	s_add_u32 s94, s41, 0x1fd5c5a3
	s_add_u32 s95, s40, 0xf1bbcdc8
	s_add_u32 s96, s41, 0xdb3d7428
	s_add_i32 s97, s40, 0x8ff34781
	s_add_i32 s98, s41, 0x96a522ad
	s_cmp_lg_u64 s[4:5], s[36:37]
	v_or_b32_e32 v25, 0x400, v24
	s_cselect_b32 s1, -1, 0
	v_mov_b32_e32 v26, s17
	s_and_b32 s100, s0, s1
	s_add_u32 s6, s99, s18
	s_addc_u32 s7, s84, s19
	s_mul_hi_u32 s13, s6, 0xd2511f53
	s_mul_i32 s12, s6, 0xd2511f53
	v_cmp_gt_u64_e64 s1, s[18:19], v[0:1]
	s_xor_b64 s[6:7], s[12:13], s[6:7]
	s_mov_b32 s64, 0x11111111
	s_xor_b64 s[6:7], s[6:7], s[40:41]
	s_mov_b32 s66, 0x55555555
	s_mul_hi_u32 s63, s7, 0xcd9e8d57
	s_mul_i32 s62, s7, 0xcd9e8d57
	s_mov_b32 s50, s63
	s_lshl_b64 s[6:7], s[4:5], 2
	s_xor_b64 s[52:53], s[50:51], s[34:35]
	s_add_u32 s54, s3, s6
	s_addc_u32 s55, s8, s7
	s_or_b32 s6, s4, 1
	s_or_b32 s4, s4, 2
	s_add_u32 s56, s36, -1
	s_addc_u32 s57, s37, -1
	v_cmp_lt_u64_e64 s101, s[4:5], s[36:37]
	s_clz_i32_u64 s4, s[56:57]
	s_mov_b32 s7, s37
	s_min_u32 s5, s4, 64
	v_cmp_lt_u64_e64 s53, s[6:7], s[36:37]
	s_sub_u32 s58, 64, s5
	s_subb_u32 s59, 0, 0
	s_cmp_lg_u64 s[56:57], 0
	v_cmp_gt_u64_e64 s9, s[58:59], 1
	s_cselect_b32 s102, -1, 0
	v_cmp_gt_u64_e64 s3, s[36:37], v[0:1]
	v_cmp_gt_u32_e64 s4, 0x80, v0
	v_cmp_gt_u32_e64 s5, 64, v0
	v_cmp_gt_u32_e64 s6, 32, v0
	s_and_b32 s9, s9, exec_lo
	s_mul_i32 s9, s2, 12
	s_cselect_b32 s59, s59, 0
	s_cselect_b32 s58, s58, 1
	s_xor_b64 s[60:61], s[12:13], s[44:45]
	s_xor_b64 s[62:63], s[62:63], s[46:47]
	s_mul_hi_u32 s2, s2, 12
	s_add_u32 s12, s9, 8
	s_addc_u32 s9, s2, 0
	s_mul_hi_u32 s47, s36, s12
	s_mul_i32 s13, s36, s9
	v_cmp_gt_u32_e64 s7, 16, v0
	s_add_i32 s13, s47, s13
	s_mul_i32 s47, s37, s12
	s_mul_i32 s12, s36, s12
	s_add_i32 s13, s13, s47
	s_add_u32 s12, s28, s12
	s_addc_u32 s13, s29, s13
	v_add_co_u32 v2, s28, s12, v2
	s_lshl_b64 s[10:11], s[10:11], 2
	v_add_co_ci_u32_e64 v3, null, s13, 0, s28
	v_add_co_u32 v4, s10, s10, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s11, 0, s10
	v_add_co_u32 v6, vcc_lo, v2, 8
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v8, vcc_lo, s24, v4
	v_add_co_u32 v10, s10, s30, v24
	v_add_co_ci_u32_e64 v9, null, s25, v15, vcc_lo
	v_add_co_ci_u32_e64 v11, null, s31, 0, s10
	v_add_co_u32 v12, s10, s12, v24
	v_add_co_u32 v14, vcc_lo, s26, v4
	v_cmp_gt_u32_e64 s8, 8, v0
	v_cmp_gt_u32_e64 s2, 4, v0
	v_cmp_gt_u32_e64 s9, 2, v0
	v_add_co_ci_u32_e64 v13, null, s13, 0, s10
	v_add_co_ci_u32_e64 v15, null, s27, v15, vcc_lo
	s_mov_b32 s24, 0x54442d18
	s_mov_b32 s26, 0xa556c734
	s_mov_b32 s28, 0x1a01a01a
	s_mov_b32 s68, 0xb7789f5c
	s_mov_b32 s72, 0x16c16c17
	s_mov_b32 s25, 0x3ff921fb
	s_mov_b32 s27, 0x3ec71de3
	s_mov_b32 s29, 0xbf2a01a0
	s_mov_b32 s65, 0x3f811111
	s_mov_b32 s67, 0xbfc55555
	s_mov_b32 s69, 0x3e927e4f
	s_mov_b32 s71, 0x3efa01a0
	s_mov_b32 s73, 0xbf56c16c
	s_mov_b32 s75, 0x3fa55555
	s_mov_b32 s77, 0xbe927e4f
	s_branch .LBB10_5
.LBB10_3:
	s_or_b32 exec_lo, exec_lo, s11
.LBB10_4:
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[14:15], s[38:39]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_79
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccz .LBB10_78
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB10_18
.LBB10_7:
	s_add_u32 s17, s14, s42
	s_addc_u32 s10, s15, s43
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s13, s10, 0xcd9e8d57
	s_mul_i32 s12, s10, 0xcd9e8d57
	s_and_saveexec_b32 s47, s1
	s_cbranch_execz .LBB10_12
	s_xor_b32 s10, s40, s13
	v_dual_mov_b32 v2, v6 :: v_dual_mov_b32 v3, v7
	s_xor_b32 s50, s10, s17
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mul_hi_u32 s83, s50, 0xd2511f53
	s_mov_b32 s11, 0
	s_mov_b32 s10, s83
	s_mul_i32 s82, s50, 0xd2511f53
	s_xor_b64 s[78:79], s[10:11], s[44:45]
	s_xor_b64 s[80:81], s[12:13], s[34:35]
	s_xor_b64 s[82:83], s[82:83], s[48:49]
.LBB10_9:
	v_add_co_u32 v4, vcc_lo, s99, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s84, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v4, s41, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v4, v4, v19
	v_xor_b32_e32 v20, s78, v18
	s_or_b32 s11, vcc_lo, s11
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v4, s80, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s46, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v4, s82, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s86, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v4, s85, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s87, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v20, 0
	v_xor3_b32 v4, s88, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v28, s90, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v4, s89, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s91, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v21, 0
	v_xor3_b32 v4, s92, v19, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v29, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v4, s93, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v30, s95, v18
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v18, 0
	v_xor3_b32 v4, s96, v31, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v4, 0
	v_xor3_b32 v18, v20, v29, s97
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v20, v22, v30, s98
	global_store_b128 v[2:3], v[18:21], off offset:-8
	v_add_co_u32 v2, s10, 0x1000, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, s10
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_9
	s_or_b32 exec_lo, exec_lo, s11
	v_dual_mov_b32 v2, v6 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mov_b32 s50, 0
.LBB10_11:
	global_load_b128 v[18:21], v[2:3], off offset:-8
	s_mov_b32 s70, s28
	s_mov_b32 s74, s66
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v4, 9, v19
	v_lshrrev_b32_e32 v19, 9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_cvt_f32_u32_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v4, 0.5, v4 :: v_dual_add_f32 v19, 0.5, v19
	v_dual_mul_f32 v4, 0x34000000, v4 :: v_dual_mul_f32 v19, 0x34000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[21:22], v4
	v_cvt_f64_f32_e32 v[27:28], v19
	v_lshrrev_b32_e32 v4, 9, v18
	v_lshrrev_b32_e32 v18, 9, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_cvt_f32_u32_e32 v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0.5, v4
	v_mul_f32_e32 v4, 0x34000000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, 0x4afb0d, v4
	v_and_b32_e32 v23, 0x7fffff, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v23, 0x3f3504f3, v23
	v_add_f32_e32 v50, -1.0, v23
	v_mul_f64 v[21:22], v[21:22], 4.0
	v_mul_f64 v[27:28], v[27:28], 4.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v20, 0.5, v20 :: v_dual_add_f32 v23, 2.0, v50
	v_mul_f32_e32 v20, 0x34000000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0x4afb0d, v20
	v_add_f64 v[29:30], 0x43380000, v[21:22]
	v_add_f64 v[31:32], 0x43380000, v[27:28]
	v_add_f64 v[33:34], 0xc3380000, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[35:36], 0xc3380000, v[31:32]
	v_and_b32_e32 v30, 0x7fffff, v20
	v_add_nc_u32_e32 v30, 0x3f3504f3, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, -1.0, v30
	v_add_f32_e32 v51, 2.0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v53, null, v51, v51, v30
	v_div_scale_f32 v57, s10, v30, v51, v30
	v_rcp_f32_e32 v55, v53
	v_add_f64 v[21:22], v[21:22], -v[33:34]
	v_add_f64 v[27:28], v[27:28], -v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], s[24:25]
	v_mul_f64 v[27:28], v[27:28], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[21:22], v[21:22]
	v_mul_f64 v[34:35], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[32:33], s[26:27]
	v_mul_f64 v[38:39], v[32:33], s[68:69]
	v_mul_f64 v[40:41], v[34:35], s[26:27]
	v_mul_f64 v[42:43], v[34:35], s[68:69]
	v_mul_f64 v[46:47], v[27:28], v[34:35]
	v_mul_f64 v[44:45], v[32:33], v[32:33]
	v_mul_f64 v[48:49], v[34:35], v[34:35]
	v_add_f64 v[36:37], v[36:37], s[28:29]
	v_add_f64 v[38:39], -v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[28:29]
	v_add_f64 v[42:43], -v[42:43], s[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	v_mul_f64 v[38:39], v[32:33], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[42:43], v[34:35], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[36:37], s[64:65]
	v_add_f64 v[36:37], v[38:39], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[40:41], s[64:65]
	v_add_f64 v[40:41], v[42:43], s[72:73]
	v_fma_f32 v43, -v53, v55, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v55, v43, v55
	v_mul_f32_e32 v59, v57, v55
	v_lshrrev_b32_e32 v4, 23, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v60, -v53, v59, v57
	v_fmac_f32_e32 v59, v60, v55
	v_lshrrev_b32_e32 v20, 23, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v53, -v53, v59, v57
	v_add_nc_u32_e32 v20, 0xffffff81, v20
	v_mul_f64 v[18:19], v[32:33], v[18:19]
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_add_f64 v[18:19], v[18:19], s[66:67]
	v_add_f64 v[36:37], v[36:37], s[74:75]
	v_add_f64 v[38:39], v[38:39], s[66:67]
	v_add_f64 v[40:41], v[40:41], s[74:75]
	v_add_f64 v[34:35], -v[34:35], 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[44:45], v[36:37]
	v_mul_f64 v[38:39], v[46:47], v[38:39]
	v_mul_f32_e32 v47, 0.5, v30
	v_div_scale_f32 v52, null, v23, v23, v50
	v_div_scale_f32 v56, vcc_lo, v50, v23, v50
	v_mul_f64 v[40:41], v[48:49], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v54, v52
	v_mul_f32_e32 v45, 0.5, v50
	v_mul_f32_e32 v45, v50, v45
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v52, v54, 1.0
	v_fmac_f32_e32 v54, v42, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v56, v54
	v_fma_f32 v42, -v52, v58, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v58, v42, v54
	v_mul_f64 v[42:43], v[21:22], v[32:33]
	v_mul_f64 v[32:33], v[32:33], 0.5
	v_fma_f32 v52, -v52, v58, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v52, v52, v54, v58
	s_mov_b32 vcc_lo, s10
	v_div_fmas_f32 v53, v53, v55, v59
	v_div_fixup_f32 v23, v52, v23, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v51, v53, v51, v30
	v_mul_f32_e32 v52, v23, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v53, v51, v51 :: v_dual_mul_f32 v54, v52, v52
	v_dual_mul_f32 v55, v53, v53 :: v_dual_mul_f32 v56, 0x3e789e26, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v46, 0x3eccce13, v56
	v_mul_f64 v[18:19], v[42:43], v[18:19]
	v_mul_f32_e32 v42, 0x3e91e9ee, v54
	v_mul_f32_e32 v46, v54, v46
	v_add_f64 v[32:33], -v[32:33], 1.0
	v_mul_f32_e32 v43, 0x3e789e26, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x3f2aaaaa, v42
	v_dual_add_f32 v43, 0x3eccce13, v43 :: v_dual_mul_f32 v42, v52, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v43, v55, v43 :: v_dual_add_f32 v42, v42, v46
	v_mul_f32_e32 v46, v30, v47
	v_add_f32_e32 v42, v45, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v44, 0x3e91e9ee, v55 :: v_dual_mul_f32 v23, v23, v42
	v_add_f32_e32 v44, 0x3f2aaaaa, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v44, v53, v44
	v_dual_add_f32 v43, v44, v43 :: v_dual_add_nc_u32 v4, 0xffffff81, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v4, v4
	v_cvt_f32_i32_e32 v44, v20
	v_add_f64 v[18:19], v[21:22], v[18:19]
	v_dual_add_f32 v20, v46, v43 :: v_dual_mul_f32 v43, 0x3717f7d1, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v42, 0x3717f7d1, v44
	v_mul_f32_e32 v4, 0x3f317180, v4
	v_mul_f32_e32 v20, v51, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v23, v43, v23 :: v_dual_add_f32 v42, v42, v20
	v_add_f64 v[20:21], v[32:33], v[36:37]
	v_sub_f32_e32 v32, v23, v45
	v_add_f64 v[22:23], v[27:28], v[38:39]
	v_add_f64 v[27:28], v[34:35], v[40:41]
	v_dual_sub_f32 v33, v42, v46 :: v_dual_mul_f32 v34, 0x3f317180, v44
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v32, v50, v32
	v_add_f32_e32 v30, v30, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, v4, v32
	v_add_f32_e32 v30, v34, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, -2.0, v4
	v_mul_f32_e32 v30, -2.0, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v32, 0x4f800000, v4
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v4
	v_mul_f32_e32 v33, 0x4f800000, v30
	v_cmp_gt_f32_e64 s10, 0xf800000, v30
	v_cvt_f32_f64_e32 v34, v[18:19]
	v_cndmask_b32_e32 v32, v4, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v30, v30, v33, s10
	v_sqrt_f32_e32 v4, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(TRANS32_DEP_2)
	v_sqrt_f32_e32 v33, v30
	v_cvt_f32_f64_e32 v35, v[20:21]
	v_cvt_f32_f64_e32 v22, v[22:23]
	v_cvt_f32_f64_e32 v23, v[27:28]
	v_add_nc_u32_e32 v18, -1, v4
	v_add_nc_u32_e32 v20, 1, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v19, -1, v33
	v_add_nc_u32_e32 v27, 1, v33
	v_fma_f32 v21, -v18, v4, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v36, -v20, v4, v32
	v_fma_f32 v28, -v19, v33, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s11, 0, v21
	v_mov_b32_e32 v21, v5
	v_cndmask_b32_e64 v4, v4, v18, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s11, 0, v28
	v_fma_f32 v18, -v27, v33, v30
	v_cndmask_b32_e64 v19, v33, v19, s11
	v_cmp_lt_f32_e64 s11, 0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, v4, v20, s11
	v_cmp_lt_f32_e64 s11, 0, v18
	v_and_b32_e32 v18, 2, v29
	v_and_b32_e32 v4, 1, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v28, 0x37800000, v20
	v_cndmask_b32_e64 v27, v19, v27, s11
	v_mov_b32_e32 v19, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s11, 0, v[4:5]
	v_and_b32_e32 v4, 1, v31
	v_dual_cndmask_b32 v28, v20, v28 :: v_dual_mul_f32 v33, 0x37800000, v27
	v_and_b32_e32 v20, 2, v31
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v27, v33, s10
	v_cmp_class_f32_e64 s10, v32, 0x260
	v_cndmask_b32_e64 v19, -v34, v34, vcc_lo
	v_cndmask_b32_e64 v27, v28, v32, s10
	v_cmp_eq_u64_e64 s10, 0, v[20:21]
	v_cndmask_b32_e64 v20, -v35, v35, vcc_lo
	v_cndmask_b32_e64 v21, v34, -v34, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v28, -v22, v22, s10
	v_cndmask_b32_e64 v23, -v23, v23, s10
	v_cndmask_b32_e64 v22, v22, -v22, s10
	v_cmp_class_f32_e64 s10, v30, 0x260
	v_cndmask_b32_e32 v28, v23, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v22, v22, v23, vcc_lo
	v_cndmask_b32_e64 v4, v18, v30, s10
	v_cndmask_b32_e64 v18, v20, v19, s11
	v_cndmask_b32_e64 v20, v21, v20, s11
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_mul_f32_e32 v19, v18, v27
	v_mul_f32_e32 v21, v28, v4
	v_mul_f32_e32 v18, v20, v27
	v_mul_f32_e32 v20, v22, v4
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[16:17]
	global_store_b128 v[2:3], v[18:21], off offset:-8
	v_add_co_u32 v2, s10, 0x1000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s10
	s_or_b32 s50, vcc_lo, s50
	s_and_not1_b32 exec_lo, exec_lo, s50
	s_cbranch_execnz .LBB10_11
.LBB10_12:
	s_or_b32 exec_lo, exec_lo, s47
	s_and_saveexec_b32 s11, s100
	s_cbranch_execz .LBB10_17
	s_xor_b32 s10, s40, s13
	s_xor_b32 s12, s52, s12
	s_xor_b32 s10, s10, s17
	s_mul_i32 s13, s12, 0xd2511f53
	s_mul_hi_u32 s17, s10, 0xd2511f53
	s_mul_hi_u32 s12, s12, 0xd2511f53
	s_xor_b32 s17, s17, s60
	s_mul_i32 s10, s10, 0xd2511f53
	s_xor_b32 s12, s12, s48
	s_mul_i32 s47, s17, 0xcd9e8d57
	s_mul_hi_u32 s17, s17, 0xcd9e8d57
	s_xor_b32 s10, s12, s10
	s_xor_b32 s17, s17, s62
	s_mul_hi_u32 s50, s10, 0xcd9e8d57
	s_mul_i32 s12, s17, 0xd2511f53
	s_mul_hi_u32 s17, s17, 0xd2511f53
	s_xor_b32 s50, s50, s85
	s_xor_b32 s17, s86, s17
	s_xor_b32 s47, s50, s47
	s_xor_b32 s13, s17, s13
	s_mul_i32 s17, s47, 0xd2511f53
	s_mul_hi_u32 s47, s47, 0xd2511f53
	s_mul_i32 s50, s13, 0xcd9e8d57
	s_mul_hi_u32 s13, s13, 0xcd9e8d57
	s_xor_b32 s47, s47, s88
	s_mul_i32 s10, s10, 0xcd9e8d57
	s_xor_b32 s13, s87, s13
	s_xor_b32 s12, s47, s12
	s_xor_b32 s10, s13, s10
	s_mul_hi_u32 s13, s12, 0xcd9e8d57
	s_mul_i32 s61, s12, 0xcd9e8d57
	s_xor_b32 s13, s13, s89
	s_mul_i32 s47, s10, 0xd2511f53
	s_xor_b32 s50, s13, s50
	s_mul_hi_u32 s10, s10, 0xd2511f53
	s_mul_hi_u32 s12, s50, 0xd2511f53
	s_xor_b32 s10, s90, s10
	s_xor_b32 s12, s12, s92
	s_xor_b32 s10, s10, s17
	s_xor_b32 s13, s12, s47
	s_mul_i32 s12, s10, 0xcd9e8d57
	s_mul_hi_u32 s17, s13, 0xcd9e8d57
	s_mul_hi_u32 s10, s10, 0xcd9e8d57
	s_xor_b32 s17, s17, s93
	s_xor_b32 s10, s91, s10
	s_xor_b32 s12, s17, s12
	s_xor_b32 s10, s10, s61
	s_mul_hi_u32 s17, s12, 0xd2511f53
	s_mul_i32 s47, s10, 0xd2511f53
	s_xor_b32 s17, s17, s96
	s_mov_b32 s76, s68
	s_xor_b32 s47, s17, s47
	s_mov_b32 s70, s28
	s_mul_i32 s17, s47, 0xcd9e8d57
	s_mul_hi_u32 s10, s10, 0xd2511f53
	s_lshr_b32 s17, s17, 9
	s_mul_i32 s50, s50, 0xd2511f53
	s_cvt_f32_u32 s17, s17
	s_xor_b32 s10, s94, s10
	s_mul_hi_u32 s47, s47, 0xcd9e8d57
	s_mov_b32 s74, s66
	s_add_f32 s17, s17, 0.5
	s_mov_b32 s79, s51
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s17, s17, 0x34000000
	v_cvt_f64_f32_e32 v[2:3], s17
	s_xor_b32 s17, s10, s50
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s10, s17, 0xcd9e8d57
	s_xor_b32 s10, s10, s47
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s10, s97, s10
	s_lshr_b32 s10, s10, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s10, s10
	s_add_f32 s10, s10, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s10, s10, 0x34000000
	s_add_i32 s10, s10, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s47, s10, 0x7fffff
	s_lshr_b32 s10, s10, 23
	s_add_i32 s47, s47, 0x3f3504f3
	s_addk_i32 s10, 0xff81
	s_add_f32 s47, s47, -1.0
	s_cvt_f32_i32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s50, s47, 2.0
	v_div_scale_f32 v4, null, s50, s50, s47
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[2:3], v[2:3], 4.0
	v_div_scale_f32 v31, vcc_lo, s47, s50, s47
	v_rcp_f32_e32 v23, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v32, v4, v23, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v32, v23
	v_mul_f32_e32 v32, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, v4, v32, v31
	v_fmac_f32_e32 v32, v33, v23
	v_add_f64 v[16:17], 0x43380000, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v4, v32
	v_div_fmas_f32 v4, v31, v23, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, s50, s47
	v_readfirstlane_b32 s50, v4
	s_mul_f32 s61, s50, s50
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_f32 s63, s61, s61
	v_add_f64 v[17:18], 0xc3380000, v[16:17]
	v_add_f64 v[2:3], v[2:3], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[2:3], s[24:25]
	v_mul_f64 v[17:18], v[2:3], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[19:20], v[17:18], s[26:27]
	v_mul_f64 v[21:22], v[17:18], s[76:77]
	v_mul_f64 v[27:28], v[2:3], v[17:18]
	v_mul_f64 v[29:30], v[17:18], v[17:18]
	s_mul_f32 s76, s47, 0.5
	v_add_f64 v[19:20], v[19:20], s[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_add_f64 v[21:22], v[21:22], s[70:71]
	s_mul_f32 s70, s63, 0x3e789e26
	s_add_f32 s70, s70, 0x3eccce13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[64:65]
	v_add_f64 v[21:22], v[21:22], s[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[17:18], v[17:18], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[19:20], s[66:67]
	v_add_f64 v[21:22], v[21:22], s[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_f64 v[17:18], v[17:18], 1.0
	s_mul_f32 s74, s63, 0x3e91e9ee
	s_mul_f32 s63, s63, s70
	s_mul_f32 s70, s47, s76
	s_add_f32 s74, s74, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s61, s61, s74
	s_add_f32 s61, s61, s63
	s_mul_f32 s63, s10, 0x3717f7d1
	s_mul_f32 s10, s10, 0x3f317180
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s61, s70, s61
	s_mul_f32 s50, s50, s61
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s50, s63, s50
	s_sub_f32 s50, s50, s70
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	s_add_f32 s47, s47, s50
	v_mul_f64 v[19:20], v[27:28], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_mul_f64 v[21:22], v[29:30], v[21:22]
	s_add_f32 s10, s10, s47
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s10, s10, -2.0
	s_mul_f32 s47, s10, 0x4f800000
	s_cmp_lt_f32 s10, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v4, s47
	s_cselect_b32 vcc_lo, -1, 0
	v_readfirstlane_b32 s47, v16
	v_cndmask_b32_e32 v4, s10, v4, vcc_lo
	s_and_b32 s50, s47, 1
	s_and_b32 s78, s47, 2
	s_cmp_eq_u64 s[50:51], 0
	v_add_f64 v[2:3], v[2:3], v[19:20]
	v_add_f64 v[17:18], v[17:18], v[21:22]
	v_sqrt_f32_e32 v19, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_cvt_f32_f64_e32 v17, v[17:18]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v3, -1, v19
	v_add_nc_u32_e32 v18, 1, v19
	v_xor_b32_e32 v20, 0x80000000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_fma_f32 v20, v20, v19, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v19, v4
	v_cmp_ge_f32_e64 s10, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v19, v3, s10
	v_cmp_lt_f32_e64 s10, 0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v3, v18, s10
	s_cselect_b32 s10, -1, 0
	s_cmp_eq_u64 s[78:79], 0
	s_cselect_b32 s47, -1, 0
	v_mul_f32_e32 v16, 0x37800000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v16, v3, v16, vcc_lo
	v_cndmask_b32_e64 v3, -v17, v17, s47
	v_cndmask_b32_e64 v17, v2, -v2, s47
	v_cmp_class_f32_e64 vcc_lo, v4, 0x260
	v_cndmask_b32_e32 v4, v16, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v16, v17, v3, s10
	s_and_not1_b32 vcc_lo, exec_lo, s53
	v_mul_f32_e32 v16, v16, v4
	global_store_b32 v5, v16, s[54:55]
	s_cbranch_vccnz .LBB10_15
	v_cndmask_b32_e64 v2, -v2, v2, s47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v3, v2, s10
	v_mul_f32_e32 v2, v2, v4
	global_store_b32 v5, v2, s[54:55] offset:4
.LBB10_15:
	s_and_not1_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB10_17
	s_mul_hi_u32 s10, s17, 0xcd9e8d57
	s_mul_i32 s13, s13, 0xcd9e8d57
	s_xor_b32 s10, s95, s10
	s_mov_b32 s76, s68
	s_xor_b32 s10, s10, s13
	s_mov_b32 s70, s28
	s_mul_i32 s13, s10, 0xd2511f53
	s_mul_i32 s12, s12, 0xd2511f53
	s_lshr_b32 s13, s13, 9
	s_mul_hi_u32 s10, s10, 0xd2511f53
	s_cvt_f32_u32 s13, s13
	s_xor_b32 s10, s10, s12
	s_mov_b32 s74, s66
	s_xor_b32 s10, s98, s10
	s_add_f32 s13, s13, 0.5
	s_lshr_b32 s10, s10, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_cvt_f32_u32 s10, s10
	s_mul_f32 s13, s13, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s10, s10, 0.5
	v_cvt_f64_f32_e32 v[2:3], s13
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s10, s10, 0x34000000
	s_add_i32 s10, s10, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s12, s10, 0x7fffff
	s_lshr_b32 s10, s10, 23
	s_add_i32 s12, s12, 0x3f3504f3
	s_addk_i32 s10, 0xff81
	s_add_f32 s12, s12, -1.0
	s_cvt_f32_i32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s13, s12, 2.0
	s_mul_f32 s63, s12, 0.5
	v_div_scale_f32 v4, null, s13, s13, s12
	v_div_scale_f32 v31, vcc_lo, s12, s13, s12
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v23, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v32, v4, v23, 1.0
	v_mul_f64 v[2:3], v[2:3], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v32, v23
	v_mul_f32_e32 v32, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, v4, v32, v31
	v_fmac_f32_e32 v32, v33, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v4, v32
	v_div_fmas_f32 v4, v31, v23, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, s13, s12
	v_readfirstlane_b32 s13, v4
	v_add_f64 v[16:17], 0x43380000, v[2:3]
	s_mul_f32 s17, s13, s13
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s47, s17, s17
	s_mul_f32 s50, s47, 0x3e789e26
	s_mul_f32 s61, s47, 0x3e91e9ee
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s50, s50, 0x3eccce13
	s_add_f32 s61, s61, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_f32 s47, s47, s50
	s_mul_f32 s17, s17, s61
	s_mul_f32 s50, s12, s63
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_f32 s17, s17, s47
	s_mul_f32 s47, s10, 0x3717f7d1
	s_mul_f32 s10, s10, 0x3f317180
	s_add_f32 s17, s50, s17
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s13, s13, s17
	s_add_f32 s13, s47, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	v_add_f64 v[17:18], 0xc3380000, v[16:17]
	s_sub_f32 s13, s13, s50
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s12, s12, s13
	s_mov_b32 s13, s51
	s_add_f32 s10, s10, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s10, s10, -2.0
	s_mul_f32 s12, s10, 0x4f800000
	s_cmp_lt_f32 s10, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v4, s12
	s_cselect_b32 vcc_lo, -1, 0
	v_readfirstlane_b32 s12, v16
	v_cndmask_b32_e32 v4, s10, v4, vcc_lo
	s_and_b32 s50, s12, 1
	s_and_b32 s12, s12, 2
	s_cmp_eq_u64 s[50:51], 0
	v_add_f64 v[2:3], v[2:3], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[2:3], v[2:3], s[24:25]
	v_mul_f64 v[17:18], v[2:3], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[19:20], v[17:18], s[26:27]
	v_mul_f64 v[21:22], v[17:18], s[76:77]
	v_mul_f64 v[27:28], v[2:3], v[17:18]
	v_mul_f64 v[29:30], v[17:18], v[17:18]
	v_add_f64 v[19:20], v[19:20], s[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[70:71]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[72:73]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[17:18], v[17:18], -0.5
	v_add_f64 v[19:20], v[19:20], s[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[21:22], v[29:30], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[2:3], v[2:3], v[19:20]
	v_add_f64 v[17:18], v[17:18], v[21:22]
	v_sqrt_f32_e32 v19, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_cvt_f32_f64_e32 v17, v[17:18]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v3, -1, v19
	v_add_nc_u32_e32 v18, 1, v19
	v_xor_b32_e32 v20, 0x80000000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_fma_f32 v20, v20, v19, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v19, v4
	v_cmp_ge_f32_e64 s10, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v19, v3, s10
	v_cmp_lt_f32_e64 s10, 0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v3, v18, s10
	s_cselect_b32 s10, -1, 0
	s_cmp_eq_u64 s[12:13], 0
	s_cselect_b32 s12, -1, 0
	v_mul_f32_e32 v16, 0x37800000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v3, v3, v16, vcc_lo
	v_cndmask_b32_e64 v16, -v17, v17, s12
	v_cndmask_b32_e64 v2, v2, -v2, s12
	v_cmp_class_f32_e64 vcc_lo, v4, 0x260
	v_cndmask_b32_e64 v2, v2, v16, s10
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v3
	global_store_b32 v5, v2, s[54:55] offset:8
.LBB10_17:
	s_or_b32 exec_lo, exec_lo, s11
.LBB10_18:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v4, 0xff800000
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s3
	s_cbranch_execz .LBB10_22
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v19, v9
	v_dual_mov_b32 v18, v8 :: v_dual_mov_b32 v21, v1
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v22, 0xff800000
	v_dual_mov_b32 v20, v0 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0xff800000
	s_mov_b32 s47, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_20:
	global_load_b32 v23, v[18:19], off
	v_cmp_o_f32_e32 vcc_lo, v22, v22
	v_cmp_o_f32_e64 s10, v4, v4
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s11, v23, v23
	v_cmp_gt_f32_e64 s12, v23, v22
	v_cmp_gt_f32_e64 s13, v23, v4
	s_and_b32 s50, vcc_lo, s11
	s_and_b32 s10, s10, s11
	s_or_b32 vcc_lo, s12, s50
	s_or_b32 s10, s13, s10
	v_dual_cndmask_b32 v22, v22, v23 :: v_dual_cndmask_b32 v17, v17, v21
	v_cndmask_b32_e32 v16, v16, v20, vcc_lo
	v_cndmask_b32_e64 v2, v2, v20, s10
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	v_cndmask_b32_e64 v3, v3, v21, s10
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_cndmask_b32_e64 v4, v4, v23, s10
	v_add_co_u32 v18, s10, 0x400, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[36:37], v[20:21]
	v_add_co_ci_u32_e64 v19, null, 0, v19, s10
	s_or_b32 s47, vcc_lo, s47
	s_and_not1_b32 exec_lo, exec_lo, s47
	s_cbranch_execnz .LBB10_20
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s47
.LBB10_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	ds_store_b32 v25, v22
	ds_store_b32 v24, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB10_24
	ds_load_2addr_stride64_b32 v[17:18], v24 offset1:2
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1536
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_24:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s5
	s_cbranch_execz .LBB10_26
	ds_load_b32 v19, v25
	ds_load_2addr_stride64_b32 v[17:18], v24 offset1:1
	ds_load_b32 v20, v24 offset:1280
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_26:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB10_28
	ds_load_2addr_b32 v[17:18], v24 offset1:32
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1152
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_28:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s7
	s_cbranch_execz .LBB10_30
	ds_load_2addr_b32 v[17:18], v24 offset1:16
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1088
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_30:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB10_32
	ds_load_2addr_b32 v[17:18], v24 offset1:8
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1056
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_32:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB10_34
	ds_load_2addr_b32 v[17:18], v24 offset1:4
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1040
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_34:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB10_36
	ds_load_2addr_b32 v[17:18], v24 offset1:2
	ds_load_b32 v19, v25
	ds_load_b32 v20, v24 offset:1032
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v18, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v19, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v20, v19
	v_cmp_gt_f32_e64 s11, v20, v19
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v19, v20 :: v_dual_cndmask_b32 v16, v17, v18
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_36:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB10_38
	v_add_nc_u32_e64 v3, 4, 0
	ds_load_2addr_stride64_b32 v[17:18], v3 offset1:4
	ds_load_b32 v19, v24
	ds_load_b32 v20, v25
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v17, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v20
	v_cmp_gt_f32_e64 s11, v18, v20
	v_cmp_o_f32_e64 s12, v20, v20
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v16, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v16.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v20, v18 :: v_dual_cndmask_b32 v16, v19, v17
	ds_store_b32 v25, v3
	ds_store_b32 v24, v16
.LBB10_38:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB10_40
	ds_load_b32 v3, v5 offset:1024
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v5, v3 offset:2048
.LBB10_40:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v25, v4
	ds_store_b32 v24, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB10_42
	ds_load_2addr_stride64_b32 v[16:17], v24 offset1:2
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1536
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_42:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s5
	s_cbranch_execz .LBB10_44
	ds_load_b32 v4, v25
	ds_load_2addr_stride64_b32 v[16:17], v24 offset1:1
	ds_load_b32 v18, v24 offset:1280
	s_waitcnt lgkmcnt(2)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_44:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB10_46
	ds_load_2addr_b32 v[16:17], v24 offset1:32
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1152
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_46:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s7
	s_cbranch_execz .LBB10_48
	ds_load_2addr_b32 v[16:17], v24 offset1:16
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1088
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_48:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB10_50
	ds_load_2addr_b32 v[16:17], v24 offset1:8
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1056
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_50:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB10_52
	ds_load_2addr_b32 v[16:17], v24 offset1:4
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1040
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_52:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB10_54
	ds_load_2addr_b32 v[16:17], v24 offset1:2
	ds_load_b32 v4, v25
	ds_load_b32 v18, v24 offset:1032
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v17, v16
	s_waitcnt lgkmcnt(1)
	v_cmp_o_f32_e64 s12, v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v18, v4
	v_cmp_gt_f32_e64 s11, v18, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_cndmask_b32_e32 v2, v4, v18, vcc_lo
	v_cndmask_b32_e32 v3, v16, v17, vcc_lo
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_54:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s0
	s_cbranch_execz .LBB10_56
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[16:17], v2 offset1:4
	ds_load_b32 v4, v24
	ds_load_b32 v18, v25
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v16, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v17, v18
	v_cmp_gt_f32_e64 s11, v17, v18
	v_cmp_o_f32_e64 s12, v18, v18
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	v_cndmask_b32_e64 v2, 0, 1, s10
	s_or_b32 s10, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	v_cndmask_b32_e64 v3, 0, 1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v18, v17 :: v_dual_cndmask_b32 v3, v4, v16
	ds_store_b32 v25, v2
	ds_store_b32 v24, v3
.LBB10_56:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB10_58
	ds_load_b32 v2, v5
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v5, v2 offset:2056
.LBB10_58:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB10_61
	ds_load_b32 v4, v5 offset:2048
	v_dual_mov_b32 v2, v8 :: v_dual_mov_b32 v3, v9
	v_dual_mov_b32 v17, v11 :: v_dual_mov_b32 v16, v10
	v_dual_mov_b32 v19, v1 :: v_dual_mov_b32 v18, v0
	s_mov_b32 s12, 0
.LBB10_60:
	global_load_b32 v20, v[2:3], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e64 s10, s[36:37], v[18:19]
	s_or_b32 s12, s10, s12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v20, v20, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v20
	v_cndmask_b32_e32 v21, 0xc2d00000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v21, 0x42b20000, v21, vcc_lo
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, 0x4b400000, v22
	v_add_f32_e32 v23, 0xcb400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, 0xbf317200, v23
	v_mul_f32_e32 v23, 0x35bfbe8e, v23
	v_add_f32_e32 v21, v21, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v28, v21, v23
	v_mul_f32_e32 v29, v28, v28
	v_add_nc_u32_e32 v27, 0xb4c00100, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, 0x3331bb4c, v29
	v_lshrrev_b32_e32 v27, 1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v30, 0xb5ddea0e, v30
	v_sub_nc_u32_e32 v22, v22, v27
	v_lshl_add_u32 v27, v27, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, v29, v30
	v_lshl_add_u32 v22, v22, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x388ab355, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xbb360b61, v30
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x3e2aaaab, v30
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v28, v29
	v_mul_f32_e32 v28, v28, v29
	v_sub_f32_e32 v29, 2.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v30, null, v29, v29, v28
	v_div_scale_f32 v32, vcc_lo, v28, v29, v28
	v_rcp_f32_e32 v31, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v33, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v33, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v32, v31
	v_fma_f32 v34, -v30, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v34, v31
	v_fma_f32 v30, -v30, v33, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v30, v30, v31, v33
	v_cmp_o_f32_e32 vcc_lo, v20, v20
	v_div_fixup_f32 v28, v30, v29, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v23, v28
	v_sub_f32_e32 v21, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 1.0, v21
	v_mul_f32_e32 v21, v21, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_cndmask_b32_e32 v20, 0x7fc00000, v21, vcc_lo
	global_store_b32 v[16:17], v20, off
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_60
.LBB10_61:
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_67
	s_mov_b64 s[10:11], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB10_64
	.p2align	6
.LBB10_63:
	s_or_b32 exec_lo, exec_lo, s17
	s_cmp_eq_u64 s[10:11], s[58:59]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_67
.LBB10_64:
	s_lshl_b64 s[12:13], 1, s10
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_add_u32 s78, s12, s56
	s_addc_u32 s79, s13, s57
	s_mov_b32 s17, exec_lo
	s_lshr_b64 s[78:79], s[78:79], s10
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[78:79], v[0:1]
	s_cbranch_execz .LBB10_63
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s47, 0
	.p2align	6
.LBB10_66:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[16:17], s10, v[2:3]
	s_lshl_b64 s[80:81], s[12:13], 2
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, s30, v16
	v_add_co_ci_u32_e64 v17, null, s31, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, v16, s80
	v_add_co_ci_u32_e64 v19, null, s81, v17, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_clause 0x1
	global_load_b32 v4, v[16:17], off
	global_load_b32 v18, v[18:19], off
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[78:79], v[2:3]
	s_or_b32 s47, vcc_lo, s47
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v18
	global_store_b32 v[16:17], v4, off
	s_and_not1_b32 exec_lo, exec_lo, s47
	s_cbranch_execnz .LBB10_66
	s_branch .LBB10_63
.LBB10_67:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB10_69
	global_load_b32 v2, v5, s[30:31]
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v2 offset:2052
.LBB10_69:
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_74
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB10_73
	ds_load_b96 v[2:4], v5 offset:2048
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v3, v3, 1.0
	v_div_scale_f32 v19, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v17, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v16, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v17
	v_mul_f32_e32 v18, v19, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, v16, v18, v19
	v_dual_fmac_f32 v18, v20, v17 :: v_dual_mov_b32 v21, v13
	v_mov_b32_e32 v20, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v16, v18
	v_div_fmas_f32 v22, v19, v17, v18
	v_mov_b32_e32 v17, v9
	v_dual_mov_b32 v19, v15 :: v_dual_mov_b32 v16, v8
	v_mov_b32_e32 v18, v14
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fixup_f32 v3, v22, v3, 1.0
	v_dual_mov_b32 v23, v1 :: v_dual_mov_b32 v22, v0
.LBB10_72:
	global_load_b32 v29, v[16:17], off
	global_load_b32 v30, v[18:19], off
	global_load_b32 v31, v[20:21], off
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v32, v29, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v32
	v_cndmask_b32_e32 v27, 0xc2d00000, v32, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v27
	v_cndmask_b32_e32 v27, 0x42b20000, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_add_f32_e32 v33, 0x4b400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xcb400000, v33
	v_mul_f32_e32 v34, 0xbf317200, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v28, 0x35bfbe8e, v28 :: v_dual_add_f32 v27, v27, v34
	v_sub_f32_e32 v34, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v40, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v40, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v32, v32
	v_div_fixup_f32 v34, v36, v35, v34
	v_clz_i32_u32_e32 v35, v23
	v_add_nc_u32_e32 v36, 0xb4c00100, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v28, v28, v34
	v_min_u32_e32 v34, 32, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v35, 1, v36
	v_sub_f32_e32 v36, v27, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[27:28], v34, v[22:23]
	v_sub_nc_u32_e32 v33, v33, v35
	v_lshl_add_u32 v35, v35, 23, 0xff800000
	v_sub_nc_u32_e32 v34, 32, v34
	v_add_f32_e32 v36, 1.0, v36
	v_min_u32_e32 v27, 1, v27
	v_lshl_add_u32 v33, v33, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, v36, v35
	v_or_b32_e32 v27, v28, v27
	v_add_f32_e32 v28, v29, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v33, v35, v33
	v_cvt_f32_u32_e32 v27, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v28, 0x3d4ccccd, v28
	v_cndmask_b32_e32 v32, 0x7fc00000, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f32 v27, v27, v34
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v28, v28, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, v3, v32
	v_cmp_eq_f32_e32 vcc_lo, v4, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, v28, v30
	v_cndmask_b32_e64 v27, 0, 0x3dcccccd, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v27, v27, v28 :: v_dual_mul_f32 v28, v26, v31
	v_add_co_u32 v22, vcc_lo, 0x100, v22
	v_add_co_ci_u32_e64 v23, null, 0, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, s16, v27
	v_sub_f32_e32 v27, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v28, v27
	v_and_b32_e32 v28, 0x7fffffff, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v27, 0x7fc00000, v27, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[36:37], v[22:23]
	global_store_b32 v[16:17], v27, off
	v_add_co_u32 v16, s10, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s10
	s_or_b32 s12, vcc_lo, s12
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_72
.LBB10_73:
	s_or_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_4
	s_branch .LBB10_75
.LBB10_74:
.LBB10_75:
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB10_3
	ds_load_b96 v[2:4], v5 offset:2048
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v3, v3, 1.0
	v_div_scale_f32 v19, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v17, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v16, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v17
	v_mul_f32_e32 v18, v19, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, v16, v18, v19
	v_fmac_f32_e32 v18, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v16, v18
	v_div_fmas_f32 v20, v19, v17, v18
	v_mov_b32_e32 v17, v9
	v_dual_mov_b32 v19, v15 :: v_dual_mov_b32 v16, v8
	v_mov_b32_e32 v18, v14
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fixup_f32 v3, v20, v3, 1.0
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v20, v0
.LBB10_77:
	global_load_b32 v27, v[16:17], off
	global_load_b32 v28, v[18:19], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v29, v27, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v29
	v_cndmask_b32_e32 v22, 0xc2d00000, v29, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v22
	v_cndmask_b32_e32 v22, 0x42b20000, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	v_add_f32_e32 v30, 0x4b400000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xcb400000, v30
	v_mul_f32_e32 v31, 0xbf317200, v23
	v_mul_f32_e32 v23, 0x35bfbe8e, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v31
	v_sub_f32_e32 v31, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v31, v31
	v_mul_f32_e32 v33, 0x3331bb4c, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0xb5ddea0e, v33
	v_mul_f32_e32 v33, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x388ab355, v33
	v_mul_f32_e32 v33, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0xbb360b61, v33
	v_mul_f32_e32 v33, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x3e2aaaab, v33
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v31, v32
	v_mul_f32_e32 v31, v31, v32
	v_sub_f32_e32 v32, 2.0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v33, null, v32, v32, v31
	v_div_scale_f32 v36, vcc_lo, v31, v32, v31
	v_rcp_f32_e32 v34, v33
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v36, v34
	v_fma_f32 v37, -v33, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v35, v37, v34
	v_fma_f32 v33, -v33, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v33, v33, v34, v35
	v_cmp_o_f32_e32 vcc_lo, v29, v29
	v_div_fixup_f32 v31, v33, v32, v31
	v_clz_i32_u32_e32 v32, v21
	v_add_nc_u32_e32 v33, 0xb4c00100, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v23, v23, v31
	v_min_u32_e32 v31, 32, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v32, 1, v33
	v_sub_f32_e32 v33, v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[22:23], v31, v[20:21]
	v_sub_nc_u32_e32 v30, v30, v32
	v_lshl_add_u32 v32, v32, 23, 0xff800000
	v_sub_nc_u32_e32 v31, 32, v31
	v_add_f32_e32 v33, 1.0, v33
	v_min_u32_e32 v22, 1, v22
	v_lshl_add_u32 v30, v30, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v32, v33, v32
	v_or_b32_e32 v22, v23, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v23, v27, v27 :: v_dual_mul_f32 v30, v32, v30
	v_cvt_f32_u32_e32 v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v23, 0x3d4ccccd, v23
	v_cndmask_b32_e32 v29, 0x7fc00000, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f32 v22, v22, v31
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v23, v23, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v28, v3, v29
	v_cmp_eq_f32_e32 vcc_lo, v4, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v23, v28
	v_cndmask_b32_e64 v22, 0, 0x3dcccccd, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v23
	v_mul_f32_e32 v22, s16, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v27, v22
	v_and_b32_e32 v23, 0x7fffffff, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v22, 0x7fc00000, v22, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[36:37], v[20:21]
	global_store_b32 v[16:17], v22, off
	v_add_co_u32 v16, s10, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s10
	s_or_b32 s12, vcc_lo, s12
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_77
	s_branch .LBB10_3
.LBB10_78:
	s_mul_f32 s11, s22, s20
	s_mul_f32 s20, s21, s20
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s11, 0
	s_mul_f32 s10, s11, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s11, 0xf800000
	v_mov_b32_e32 v2, s10
	s_cselect_b32 s10, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s11, v2, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v3, v2
	v_add_nc_u32_e32 v4, -1, v3
	v_add_nc_u32_e32 v16, 1, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v4
	v_xor_b32_e32 v18, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, v17, v3, v2
	v_fma_f32 v18, v18, v3, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, 0, v17
	v_cndmask_b32_e64 v3, v3, v4, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s11, 0, v18
	v_cndmask_b32_e64 v3, v3, v16, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, 0x37800000, v3
	v_cndmask_b32_e64 v3, v3, v4, s10
	v_cmp_class_f32_e64 s10, v2, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v3, v2, s10
	v_cndmask_b32_e32 v26, 0, v2, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB10_7
	s_branch .LBB10_18
.LBB10_79:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_fast_wide
		.amdhsa_group_segment_fixed_size 2060
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 103
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
.Lfunc_end10:
	.size	tessera_softmax_fast_wide, .Lfunc_end10-tessera_softmax_fast_wide

	.set tessera_softmax_fast_wide.num_vgpr, 61
	.set tessera_softmax_fast_wide.num_agpr, 0
	.set tessera_softmax_fast_wide.numbered_sgpr, 103
	.set tessera_softmax_fast_wide.num_named_barrier, 0
	.set tessera_softmax_fast_wide.private_seg_size, 0
	.set tessera_softmax_fast_wide.uses_vcc, 1
	.set tessera_softmax_fast_wide.uses_flat_scratch, 0
	.set tessera_softmax_fast_wide.has_dyn_sized_stack, 0
	.set tessera_softmax_fast_wide.has_recursion, 0
	.set tessera_softmax_fast_wide.has_indirect_call, 0
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
    .group_segment_fixed_size: 7936
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_fast_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 7264
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_fast_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     71
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 7216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_fast_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 7192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_fast_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
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
    .group_segment_fixed_size: 7180
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_fast_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w256.kd
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
    .group_segment_fixed_size: 14348
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 512
    .name:           tessera_softmax_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w512.kd
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
    .group_segment_fixed_size: 28684
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w1024.kd
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
    .group_segment_fixed_size: 32780
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w2048.kd
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
    .group_segment_fixed_size: 24588
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     72
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
    .group_segment_fixed_size: 40972
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_fast_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     92
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
    .group_segment_fixed_size: 2060
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_fast_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_fast_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
