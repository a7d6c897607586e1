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
	s_cbranch_vccnz .LBB0_32
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v3, s3
	v_or_b32_e32 v2, s2, v1
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[2:3]
	v_mov_b32_e32 v3, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v11, v2, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v12, s3, v3, s2
	v_mul_lo_u32 v2, v11, s15
	v_mad_u64_u32 v[4:5], null, v11, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v3, v12, s14
	v_add3_u32 v5, v5, v2, v3
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v2, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_cmp_le_u64_e64 s3, s[14:15], v[2:3]
	v_cmp_gt_u64_e64 s4, s[14:15], v[2:3]
	v_lshlrev_b32_e32 v8, 2, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s8, v4
	v_add_co_ci_u32_e64 v7, null, s9, v5, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB0_29
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_cmp_eq_u64_e64 s0, 0, v[2:3]
	v_and_b32_e32 v3, 0xfc, v0
	v_add_co_u32 v18, vcc_lo, s10, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, s11, v5, vcc_lo
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 6, v1
	v_lshlrev_b32_e32 v20, 4, v2
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_or_b32 v4, v1, 2, 0x1400
	v_or3_b32 v10, v3, v8, 0x1000
	v_mov_b32_e32 v1, 0
	s_mov_b32 s30, 0x11111111
	s_mov_b32 s34, 0x55555555
	s_mov_b32 s36, 0xb7789f5c
	s_mov_b32 s38, 0x16c16c17
	s_mov_b32 s29, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s19, 0
	s_mov_b32 s31, 0x3f811111
	s_cselect_b32 s23, -1, 0
	s_cmp_lg_u32 s18, 0
	s_mov_b32 s18, 0xa556c734
	s_cselect_b32 s33, -1, 0
	s_add_u32 s6, s14, 3
	s_addc_u32 s7, s15, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_lshr_b64 s[10:11], s[6:7], 2
	s_lshr_b32 s6, s7, 2
	v_mad_u64_u32 v[13:14], null, s10, v11, 0
	v_mul_lo_u32 v3, s6, v11
	v_mul_lo_u32 v11, s10, v12
	s_add_u32 s5, s25, 0xbb67ae85
	s_add_u32 s7, s24, 0x3c6ef372
	s_add_u32 s44, s25, 0x76cf5d0a
	s_add_u32 s45, s24, 0xdaa66d2b
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v13, 0
	s_add_u32 s46, s25, 0x32370b8f
	v_add3_u32 v3, v14, v11, v3
	s_add_u32 s47, s24, 0x78dde6e4
	s_add_u32 s48, s25, 0xed9eba14
	s_add_u32 s49, s24, 0x1715609d
	s_add_u32 s50, s25, 0xa9066899
	v_xor_b32_e32 v3, v16, v3
	s_add_u32 s51, s24, 0xb54cda56
	s_add_u32 s52, s25, 0x646e171e
	s_add_u32 s53, s24, 0x5384540f
	s_add_u32 s54, s25, 0x1fd5c5a3
	v_xor_b32_e32 v3, s25, v3
	s_add_u32 s55, s24, 0xf1bbcdc8
	s_add_u32 s56, s25, 0xdb3d7428
	s_add_i32 s57, s24, 0x8ff34781
	s_add_i32 s58, s25, 0x96a522ad
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v3, 0
	v_add_co_u32 v11, s6, s26, v2
	v_add_co_u32 v2, vcc_lo, v18, v8
	s_cmp_lg_u64 s[14:15], 0
	v_add_co_ci_u32_e64 v12, null, s27, 0, s6
	v_xor_b32_e32 v13, s1, v17
	s_movk_i32 s1, 0x3f0
	v_add_co_ci_u32_e64 v3, null, 0, v19, vcc_lo
	v_xor_b32_e32 v14, s5, v15
	v_xor_b32_e32 v15, s7, v16
	v_dual_mov_b32 v18, s17 :: v_dual_add_nc_u32 v17, v5, v20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v19, v9
	v_and_or_b32 v16, v0, s1, 0x1000
	s_cselect_b32 s59, -1, 0
	s_or_b32 s25, s2, s3
	s_mov_b32 s10, 0x54442d18
	s_mov_b32 s26, 0x1a01a01a
	s_xor_b32 s60, s25, -1
	s_mov_b32 s11, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s27, 0xbf2a01a0
	s_mov_b32 s35, 0xbfc55555
	s_mov_b32 s37, 0x3e927e4f
	s_mov_b32 s7, 0x3efa01a0
	s_mov_b32 s39, 0xbf56c16c
	s_mov_b32 s41, 0x3fa55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v20, v19
.LBB0_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v19, v20
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB0_27
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB0_26
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_12
.LBB0_9:
	s_and_b32 s28, s8, 3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc0 .LBB0_11
	v_add_co_u32 v0, vcc_lo, v11, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, s9, v12, vcc_lo
	s_mov_b32 s6, s26
	s_mov_b32 s40, s34
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s24, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v13, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v22, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v24, s44, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v26, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v21, s45, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s46, v27, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v22, s48, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s47, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v26, s49, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s50, v28, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v23, s52, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s51, v21, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v24, s53, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s54, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, s56, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s55, v27, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 9, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v0, v0
	v_lshrrev_b32_e32 v21, 9, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, v20, s58
	v_cvt_f32_u32_e32 v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, 0.5, v0 :: v_dual_add_f32 v21, 0.5, v21
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_f32_e32 v[27:28], v0
	v_mul_f32_e32 v0, 0x34000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f64_f32_e32 v[29:30], v0
	v_xor3_b32 v0, v26, v22, s57
	v_lshrrev_b32_e32 v26, 9, v24
	v_lshrrev_b32_e32 v0, 9, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v26, v26
	v_cvt_f32_u32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v26, 0.5, v26
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, 0x34000000, v26
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v26, 0x4afb0d, v26
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_mul_f64 v[27:28], v[27:28], 4.0
	v_mul_f64 v[29:30], v[29:30], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], 0x43380000, v[27:28]
	v_add_f64 v[33:34], 0x43380000, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0xc3380000, v[31:32]
	v_add_f64 v[37:38], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], -v[35:36]
	v_add_f64 v[29:30], v[29:30], -v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[27:28], s[10:11]
	v_mul_f64 v[29:30], v[29:30], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[27:28], v[27:28]
	v_mul_f64 v[36:37], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[34:35], s[18:19]
	v_mul_f64 v[40:41], v[34:35], s[36:37]
	v_mul_f64 v[42:43], v[36:37], s[18:19]
	v_mul_f64 v[44:45], v[36:37], s[36:37]
	v_mul_f64 v[46:47], v[36:37], v[36:37]
	v_add_f64 v[38:39], v[38:39], s[26:27]
	v_add_f64 v[40:41], -v[40:41], s[6:7]
	v_add_f64 v[42:43], v[42:43], s[26:27]
	v_add_f64 v[44:45], -v[44:45], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	v_mul_f64 v[40:41], v[34:35], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[44:45], v[36:37], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[38:39], s[30:31]
	v_add_f64 v[22:23], v[40:41], s[38:39]
	v_and_b32_e32 v40, 0x7fffff, v26
	v_add_f64 v[24:25], v[42:43], s[30:31]
	v_add_f64 v[38:39], v[44:45], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v40, 0x3f3504f3, v40
	v_mul_f64 v[42:43], v[34:35], v[34:35]
	v_mul_f64 v[44:45], v[29:30], v[36:37]
	v_add_f32_e32 v50, -1.0, v40
	v_and_b32_e32 v32, 0x7fffff, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v52, 2.0, v50
	v_add_nc_u32_e32 v32, 0x3f3504f3, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v53, null, v52, v52, v50
	v_add_f32_e32 v32, -1.0, v32
	v_div_scale_f32 v57, s1, v50, v52, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v55, v53
	v_add_f32_e32 v48, 2.0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_div_scale_f32 v49, null, v48, v48, v32
	v_div_scale_f32 v54, vcc_lo, v32, v48, v32
	v_mul_f64 v[20:21], v[34:35], v[20:21]
	v_mul_f64 v[22:23], v[34:35], v[22:23]
	v_rcp_f32_e32 v51, v49
	v_mul_f64 v[24:25], v[36:37], v[24:25]
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	v_mul_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v40, -v49, v51, 1.0
	v_fmac_f32_e32 v51, v40, v51
	v_fma_f32 v40, -v53, v55, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, v54, v51
	v_fmac_f32_e32 v55, v40, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v41, -v49, v56, v54
	v_mul_f32_e32 v58, v57, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v56, v41, v51
	v_mul_f64 v[40:41], v[27:28], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_fma_f32 v49, -v49, v56, v54
	v_add_f64 v[20:21], v[20:21], s[34:35]
	v_add_f64 v[22:23], v[22:23], s[40:41]
	v_fma_f32 v54, -v53, v58, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_fmas_f32 v49, v49, v51, v56
	v_add_f64 v[24:25], v[24:25], s[34:35]
	v_add_f64 v[38:39], v[38:39], s[40:41]
	v_fmac_f32_e32 v58, v54, v55
	s_mov_b32 vcc_lo, s1
	v_div_fixup_f32 v48, v49, v48, v32
	v_add_f64 v[36:37], -v[36:37], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v49, -v53, v58, v57
	v_mul_f32_e32 v51, v48, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v49, v49, v55, v58
	v_mul_f32_e32 v53, v51, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v49, v49, v52, v50
	v_mul_f32_e32 v52, 0x3e789e26, v53
	v_mul_f32_e32 v54, 0x3e91e9ee, v53
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v55, v49, v49
	v_add_f64 v[34:35], -v[34:35], 1.0
	v_mul_f64 v[20:21], v[40:41], v[20:21]
	v_mul_f64 v[22:23], v[42:43], v[22:23]
	v_add_f32_e32 v40, 0x3eccce13, v52
	v_dual_add_f32 v41, 0x3f2aaaaa, v54 :: v_dual_mul_f32 v42, v55, v55
	v_mul_f64 v[24:25], v[44:45], v[24:25]
	v_mul_f64 v[38:39], v[46:47], v[38:39]
	v_mul_f32_e32 v43, 0.5, v32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v40, v53, v40 :: v_dual_mul_f32 v41, v51, v41
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v44, 0x3e789e26, v42
	v_mul_f32_e32 v45, 0x3e91e9ee, v42
	v_dual_mul_f32 v43, v32, v43 :: v_dual_add_f32 v40, v41, v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v0, 0xffffff81, v0
	v_add_f32_e32 v41, 0x3eccce13, v44
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v44, 0x3f2aaaaa, v45
	v_lshrrev_b32_e32 v26, 23, v26
	v_add_f32_e32 v40, v43, v40
	v_cvt_f32_i32_e32 v0, v0
	v_mul_f32_e32 v45, 0.5, v50
	v_dual_mul_f32 v41, v42, v41 :: v_dual_mul_f32 v42, v55, v44
	v_add_nc_u32_e32 v26, 0xffffff81, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v44, 0x3717f7d1, v0
	v_dual_mul_f32 v40, v48, v40 :: v_dual_mul_f32 v45, v50, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v41, v42, v41
	v_cvt_f32_i32_e32 v42, v26
	v_mul_f32_e32 v0, 0x3f317180, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v26, v44, v40
	v_dual_add_f32 v40, v45, v41 :: v_dual_mul_f32 v41, 0x3717f7d1, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v43
	v_mul_f32_e32 v40, v49, v40
	v_add_f64 v[20:21], v[27:28], v[20:21]
	v_add_f64 v[22:23], v[34:35], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v28, v32, v26
	v_add_f32_e32 v32, v41, v40
	v_add_f64 v[24:25], v[29:30], v[24:25]
	v_add_f64 v[26:27], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_add_f32 v0, v0, v28 :: v_dual_mul_f32 v29, 0x3f317180, v42
	v_sub_f32_e32 v28, v32, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, -2.0, v0
	v_add_f32_e32 v28, v50, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	v_dual_add_f32 v28, v29, v28 :: v_dual_cndmask_b32 v29, v0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, -2.0, v28
	v_sqrt_f32_e32 v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, 0x4f800000, v0
	v_cmp_gt_f32_e64 s1, 0xf800000, v0
	v_cndmask_b32_e64 v30, v0, v30, s1
	s_delay_alu instid0(TRANS32_DEP_1)
	v_add_nc_u32_e32 v0, -1, v28
	v_cvt_f32_f64_e32 v32, v[20:21]
	v_cvt_f32_f64_e32 v34, v[22:23]
	v_add_nc_u32_e32 v20, 1, v28
	v_sqrt_f32_e32 v22, v30
	v_fma_f32 v21, -v0, v28, v29
	v_cvt_f32_f64_e32 v24, v[24:25]
	v_cvt_f32_f64_e32 v25, v[26:27]
	v_fma_f32 v23, -v20, v28, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v21
	v_dual_mov_b32 v21, v1 :: v_dual_add_nc_u32 v26, -1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v28, v0, s5
	v_cmp_lt_f32_e64 s5, 0, v23
	v_add_nc_u32_e32 v27, 1, v22
	v_mov_b32_e32 v23, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v28, v0, v20, s5
	v_fma_f32 v0, -v26, v22, v30
	v_fma_f32 v35, -v27, v22, v30
	v_and_b32_e32 v20, 2, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v36, 0x37800000, v28
	v_cmp_ge_f32_e64 s5, 0, v0
	v_and_b32_e32 v0, 1, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v22, v22, v26, s5
	v_cndmask_b32_e32 v26, v28, v36, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v35
	v_cmp_class_f32_e64 s5, v29, 0x260
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_dual_cndmask_b32 v27, v22, v27 :: v_dual_and_b32 v0, 1, v33
	v_and_b32_e32 v22, 2, v33
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	v_cndmask_b32_e64 v20, v26, v29, s5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v21, 0x37800000, v27
	v_cmp_eq_u64_e64 s5, 0, v[22:23]
	v_cndmask_b32_e64 v22, -v32, v32, vcc_lo
	v_cndmask_b32_e64 v23, -v34, v34, vcc_lo
	v_cndmask_b32_e64 v26, v32, -v32, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v21, v27, v21, s1
	v_cndmask_b32_e64 v27, -v24, v24, s5
	v_cndmask_b32_e64 v25, -v25, v25, s5
	v_cndmask_b32_e64 v0, v24, -v24, s5
	v_cmp_class_f32_e64 s1, v30, 0x260
	v_cndmask_b32_e64 v22, v23, v22, s6
	v_cndmask_b32_e64 v23, v26, v23, s6
	v_cndmask_b32_e32 v24, v25, v27, vcc_lo
	v_cndmask_b32_e32 v0, v0, v25, vcc_lo
	v_cndmask_b32_e64 v21, v21, v30, s1
	v_mul_f32_e32 v22, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v20, v23, v20 :: v_dual_mul_f32 v23, v24, v21
	v_mul_f32_e32 v0, v0, v21
	ds_store_2addr_b32 v17, v20, v22 offset1:1
	ds_store_2addr_b32 v17, v0, v23 offset0:2 offset1:3
.LBB0_11:
	v_lshl_or_b32 v0, s28, 4, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v5, v0
	ds_load_b32 v0, v0
.LBB0_12:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v20, v19, v19
	ds_store_b32 v10, v20
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v20, 0
	s_and_not1_b32 vcc_lo, exec_lo, s59
	s_cbranch_vccnz .LBB0_18
	v_mov_b32_e32 v21, v16
	s_mov_b64 s[42:43], s[14:15]
.LBB0_17:
	ds_load_b32 v22, v21
	v_add_nc_u32_e32 v21, 4, v21
	s_add_u32 s42, s42, -1
	s_addc_u32 s43, s43, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[42:43], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v20, v22
	s_cbranch_scc1 .LBB0_17
.LBB0_18:
	ds_store_b32 v4, v20
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_23
	v_mov_b32_e32 v20, v19
	s_and_saveexec_b32 s1, s60
	s_cbranch_execz .LBB0_22
	global_load_b32 v20, v[2:3], off
	ds_load_b32 v21, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v19, v19 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v20, v19, v20 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v20, v20, v20 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0.5, v20 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v20, v21, v20
	v_mul_f32_e32 v21, v18, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, s16, v20
	v_sub_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v21, v20
	v_and_b32_e32 v21, 0x7fffffff, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v20, 0x7fc00000, v20, vcc_lo
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_24
.LBB0_23:
.LBB0_24:
	s_and_saveexec_b32 s1, s60
	s_cbranch_execz .LBB0_5
	global_load_b32 v20, v[2:3], off
	ds_load_b32 v21, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v19, v19 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v20, v19, v20 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v20, v20, v20 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0.5, v20 :: v_dual_mul_f32 v21, v22, v21
	v_add_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, s16, v20
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v19
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v19, 0x7fc00000, v19, vcc_lo
	s_branch .LBB0_5
.LBB0_26:
	s_mul_f32 s5, s22, s20
	s_mul_f32 s20, s21, s20
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s1, s5, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v18, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v18, s5, v18, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v20, v18
	v_add_nc_u32_e32 v21, -1, v20
	v_add_nc_u32_e32 v22, 1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, v23, v20, v18
	v_fma_f32 v24, v24, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v23
	v_cndmask_b32_e64 v20, v20, v21, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s5, 0, v24
	v_cndmask_b32_e64 v20, v20, v22, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x37800000, v20
	v_cndmask_b32_e64 v20, v20, v21, s1
	v_cmp_class_f32_e64 s1, v18, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v20, v18, s1
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB0_9
	s_branch .LBB0_12
.LBB0_27:
	s_branch .LBB0_30
.LBB0_28:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s25, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s25, s1, s0
	s_xor_b32 s0, s25, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_31
	s_branch .LBB0_32
.LBB0_29:
	s_cbranch_execnz .LBB0_28
.LBB0_30:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v20
	s_xor_b32 s0, s25, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_32
.LBB0_31:
	v_add_co_u32 v0, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v7, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v9, off
.LBB0_32:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_fast_w4x64
		.amdhsa_group_segment_fixed_size 5376
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 61
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
	.size	tessera_tether_fast_w4x64, .Lfunc_end0-tessera_tether_fast_w4x64

	.set tessera_tether_fast_w4x64.num_vgpr, 59
	.set tessera_tether_fast_w4x64.num_agpr, 0
	.set tessera_tether_fast_w4x64.numbered_sgpr, 61
	.set tessera_tether_fast_w4x64.num_named_barrier, 0
	.set tessera_tether_fast_w4x64.private_seg_size, 0
	.set tessera_tether_fast_w4x64.uses_vcc, 1
	.set tessera_tether_fast_w4x64.uses_flat_scratch, 0
	.set tessera_tether_fast_w4x64.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w4x64.has_recursion, 0
	.set tessera_tether_fast_w4x64.has_indirect_call, 0
	.globl	tessera_tether_fast_w1024
	.p2align	8
	.type	tessera_tether_fast_w1024,@function
tessera_tether_fast_w1024:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_60
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s4, s3
	s_mul_i32 s4, s22, s2
	v_cmp_gt_u64_e64 s3, s[22:23], v[0:1]
	s_lshl_b64 s[36:37], s[4:5], 2
	s_add_u32 s16, s16, s36
	s_addc_u32 s17, s17, s37
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB6_3
	global_load_b32 v9, v8, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_5
	global_load_b32 v10, v8, s[16:17] offset:1024
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v1, 0x200, v0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[22:23], v[1:2]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB6_7
	global_load_b32 v11, v8, s[16:17] offset:2048
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v1, 0x300, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[22:23], v[1:2]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_9
	global_load_b32 v12, v8, s[16:17] offset:3072
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB6_55
	s_load_b256 s[8:15], s[0:1], 0x28
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v2, 8, v0
	s_load_b128 s[24:27], s[0:1], 0x48
	v_cmp_eq_u32_e64 s0, 0, v0
	s_mov_b32 s31, 0
	v_or_b32_e32 v3, v2, v0
	v_and_or_b32 v0, 0x300, v2, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s15, s[22:23], 7
	s_mov_b32 s40, 0xb7789f5c
	s_mov_b32 s44, 0x16c16c17
	v_and_b32_e32 v2, 0x3fc, v3
	v_lshrrev_b32_e32 v0, 2, v0
	s_mov_b32 s35, s31
	s_mov_b32 s41, 0x3e927e4f
	s_mov_b32 s43, 0x3efa01a0
	v_lshlrev_b32_e32 v13, 2, v2
	s_mov_b32 s45, 0xbf56c16c
	s_mov_b32 s47, 0x3fa55555
	s_cmp_lg_u32 s11, 0
	v_mov_b32_e32 v14, s9
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s18, s36
	s_addc_u32 s7, s19, s37
	s_cmp_lg_u32 s10, 0
	s_cselect_b32 s9, -1, 0
	s_add_u32 s10, s22, 3
	s_addc_u32 s11, s23, 0
	s_add_u32 s36, s24, 0x9e3779b9
	s_lshr_b64 s[18:19], s[10:11], 2
	s_lshr_b32 s10, s11, 2
	v_mad_u64_u32 v[2:3], null, s18, s2, v[0:1]
	s_add_u32 s37, s25, 0xbb67ae85
	s_add_u32 s38, s24, 0x3c6ef372
	s_add_u32 s50, s25, 0x76cf5d0a
	s_add_u32 s51, s24, 0xdaa66d2b
	s_add_u32 s52, s25, 0x32370b8f
	s_add_u32 s53, s24, 0x78dde6e4
	v_mad_u64_u32 v[3:4], null, s10, s2, v[3:4]
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_add_u32 s54, s25, 0xed9eba14
	s_add_u32 s55, s24, 0x1715609d
	s_add_u32 s56, s25, 0xa9066899
	s_add_u32 s57, s24, 0xb54cda56
	s_add_u32 s58, s25, 0x646e171e
	s_add_u32 s59, s24, 0x5384540f
	v_xor_b32_e32 v0, v5, v3
	s_add_u32 s60, s25, 0x1fd5c5a3
	s_add_u32 s61, s24, 0xf1bbcdc8
	s_add_u32 s62, s25, 0xdb3d7428
	s_add_i32 s63, s24, 0x8ff34781
	v_xor_b32_e32 v0, s25, v0
	s_add_i32 s64, s25, 0x96a522ad
	s_cmp_lg_u64 s[22:23], 0
	v_add_co_u32 v2, s1, s1, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s25, -1, 0
	s_and_b32 s30, s22, 7
	s_and_b32 s34, s22, 0x7f8
	v_add_co_ci_u32_e64 v3, null, s7, 0, s1
	v_xor_b32_e32 v15, s37, v4
	v_xor_b32_e32 v16, s36, v6
	v_xor_b32_e32 v17, s38, v5
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s10, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s22, 0x1a01a01a
	s_mov_b32 s36, 0x11111111
	s_mov_b32 s38, 0x55555555
	s_cselect_b32 s65, -1, 0
	s_mov_b32 s11, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s23, 0xbf2a01a0
	s_mov_b32 s37, 0x3f811111
	s_mov_b32 s39, 0xbfc55555
	s_branch .LBB6_13
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v0, v9 :: v_dual_mov_b32 v19, v11
	v_mov_b32_e32 v18, v10
	v_mov_b32_e32 v20, v12
.LBB6_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v12, v20 :: v_dual_mov_b32 v11, v19
	v_dual_mov_b32 v10, v18 :: v_dual_mov_b32 v9, v0
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB6_55
.LBB6_13:
	s_and_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_54
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB6_16
.LBB6_15:
	s_add_u32 s1, s28, s26
	s_addc_u32 s2, s29, s27
	s_mov_b32 s42, s22
	s_mul_hi_u32 s7, s2, 0xcd9e8d57
	s_mul_i32 s2, s2, 0xcd9e8d57
	s_xor_b32 s7, s24, s7
	v_xor_b32_e32 v0, s2, v16
	s_xor_b32 s1, s7, s1
	s_mov_b32 s46, s38
	s_mul_hi_u32 s2, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, s2, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s1, s50, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v7, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v19, s51, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s52, v21, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v6, s54, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s53, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v7, s55, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s56, v19, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, s58, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s57, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v19, s59, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s60, v6, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v22, s62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s61, v7, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_lshrrev_b32_e32 v0, 9, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v0, v0
	v_lshrrev_b32_e32 v4, 9, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v18, v19, v21, s64
	v_add_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_f32_e32 v[22:23], v0
	v_mul_f64 v[22:23], v[22:23], 4.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], 0x43380000, v[22:23]
	v_add_f64 v[30:31], 0xc3380000, v[26:27]
	v_lshrrev_b32_e32 v27, 9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v27, v27
	v_add_f32_e32 v27, 0.5, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v27, 0x34000000, v27 :: v_dual_add_f32 v4, 0.5, v4
	v_add_nc_u32_e32 v27, 0x4afb0d, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x34000000, v4
	v_cvt_f64_f32_e32 v[24:25], v0
	v_xor3_b32 v0, v6, v5, s63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 9, v0
	v_add_f64 v[22:23], v[22:23], -v[30:31]
	v_cvt_f32_u32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, 0.5, v0
	v_mul_f32_e32 v0, 0x34000000, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, 0x4afb0d, v0
	v_mul_f64 v[24:25], v[24:25], 4.0
	v_mul_f64 v[22:23], v[22:23], s[10:11]
	v_add_f64 v[28:29], 0x43380000, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_mul_f64 v[29:30], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], -v[32:33]
	v_mul_f64 v[35:36], v[29:30], s[40:41]
	v_mul_f64 v[33:34], v[29:30], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[24:25], s[10:11]
	v_add_f64 v[35:36], -v[35:36], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[22:23]
	v_mul_f64 v[31:32], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[33:34], v[29:30], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[37:38], v[31:32], s[18:19]
	v_mul_f64 v[39:40], v[31:32], s[40:41]
	v_add_f64 v[6:7], v[35:36], s[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_f64 v[4:5], v[33:34], s[36:37]
	v_and_b32_e32 v33, 0x7fffff, v0
	v_and_b32_e32 v34, 0x7fffff, v27
	v_mul_f64 v[35:36], v[29:30], v[29:30]
	v_lshrrev_b32_e32 v27, 23, v27
	v_add_nc_u32_e32 v33, 0x3f3504f3, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v27, 0xffffff81, v27
	v_add_f32_e32 v41, -1.0, v33
	v_add_nc_u32_e32 v33, 0x3f3504f3, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v27, v27
	v_add_f32_e32 v42, 2.0, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v44, null, v42, v42, v41
	v_div_scale_f32 v49, vcc_lo, v41, v42, v41
	v_rcp_f32_e32 v46, v44
	v_add_f64 v[37:38], v[37:38], s[22:23]
	v_add_f64 v[39:40], -v[39:40], s[42:43]
	v_mul_f64 v[6:7], v[29:30], v[6:7]
	v_mul_f64 v[4:5], v[29:30], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[39:40], v[31:32], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[6:7], v[6:7], s[46:47]
	v_add_f64 v[4:5], v[4:5], s[38:39]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f64 v[18:19], v[37:38], s[36:37]
	v_mul_f64 v[37:38], v[24:25], v[31:32]
	v_add_f64 v[20:21], v[39:40], s[44:45]
	v_mul_f64 v[39:40], v[31:32], v[31:32]
	v_mul_f64 v[6:7], v[35:36], v[6:7]
	v_mul_f64 v[18:19], v[31:32], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[31:32], v[20:21]
	v_mul_f64 v[31:32], v[31:32], 0.5
	v_add_f64 v[18:19], v[18:19], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], s[46:47]
	v_add_f64 v[31:32], -v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[37:38], v[18:19]
	v_mul_f32_e32 v38, 0.5, v41
	v_add_f32_e32 v43, -1.0, v33
	v_fma_f32 v33, -v44, v46, 1.0
	v_mul_f64 v[20:21], v[39:40], v[20:21]
	v_dual_add_f32 v45, 2.0, v43 :: v_dual_fmac_f32 v46, v33, v46
	v_lshrrev_b32_e32 v0, 23, v0
	v_mul_f32_e32 v39, 0.5, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_scale_f32 v47, null, v45, v45, v43
	v_mul_f32_e32 v50, v49, v46
	v_div_scale_f32 v51, s1, v43, v45, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v48, v47
	v_fma_f32 v52, -v44, v50, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fmac_f32_e32 v50, v52, v46
	v_fma_f32 v33, -v47, v48, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v44, -v44, v50, v49
	v_fmac_f32_e32 v48, v33, v48
	v_mul_f64 v[33:34], v[22:23], v[29:30]
	v_mul_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v53, v51, v48
	v_add_f64 v[18:19], v[24:25], v[18:19]
	v_fma_f32 v52, -v47, v53, v51
	v_add_f64 v[20:21], v[31:32], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v53, v52, v48
	v_div_fmas_f32 v44, v44, v46, v50
	s_mov_b32 vcc_lo, s1
	v_fma_f32 v46, -v47, v53, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v42, v44, v42, v41
	v_div_fmas_f32 v44, v46, v48, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v44, v44, v45, v43
	v_dual_mul_f32 v47, v44, v44 :: v_dual_mul_f32 v46, v42, v42
	v_mul_f64 v[4:5], v[33:34], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v35, v47, v47
	v_mul_f32_e32 v45, v46, v46
	v_add_f64 v[29:30], -v[29:30], 1.0
	v_cvt_f32_f64_e32 v18, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v37, 0x3e91e9ee, v35 :: v_dual_mul_f32 v34, 0x3e91e9ee, v45
	v_mul_f32_e32 v33, 0x3e789e26, v45
	v_cvt_f32_f64_e32 v19, v[20:21]
	v_dual_add_f32 v37, 0x3f2aaaaa, v37 :: v_dual_add_f32 v34, 0x3f2aaaaa, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v33, 0x3eccce13, v33 :: v_dual_mul_f32 v38, v41, v38
	v_mul_f32_e32 v34, v46, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v33, v45, v33 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_mul_f32_e32 v36, 0x3e789e26, v35
	v_cvt_f32_i32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v33, v34, v33 :: v_dual_add_f32 v36, 0x3eccce13, v36
	v_mul_f32_e32 v34, v35, v36
	v_mul_f32_e32 v35, v47, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v36, v43, v39 :: v_dual_add_f32 v33, v38, v33
	v_dual_add_f32 v34, v35, v34 :: v_dual_mul_f32 v35, 0x3717f7d1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v33, v42, v33
	v_add_f64 v[4:5], v[22:23], v[4:5]
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_dual_add_f32 v34, v36, v34 :: v_dual_mul_f32 v37, 0x3717f7d1, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f32_e32 v33, v35, v33
	v_add_f64 v[6:7], v[29:30], v[6:7]
	v_mul_f32_e32 v34, v44, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, v37, v34
	v_dual_sub_f32 v22, v33, v38 :: v_dual_sub_f32 v23, v23, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v22, v41, v22 :: v_dual_add_f32 v23, v43, v23
	v_add_f32_e32 v0, v0, v22
	v_mul_f32_e32 v22, 0x3f317180, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -2.0, v0
	v_dual_add_f32 v22, v22, v23 :: v_dual_mul_f32 v23, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v22, -2.0, v22
	v_cvt_f32_f64_e32 v25, v[4:5]
	v_cndmask_b32_e32 v23, v0, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e64 s1, 0xf800000, v22
	v_cvt_f32_f64_e32 v27, v[6:7]
	v_sqrt_f32_e32 v24, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v4, -1, v24
	v_add_nc_u32_e32 v6, 1, v24
	v_fma_f32 v5, -v4, v24, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, -v6, v24, v23
	v_cmp_ge_f32_e64 s2, 0, v5
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v4, v24, v4, s2
	v_cmp_lt_f32_e64 s2, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, v4, v6, s2
	v_mul_f32_e32 v0, 0x4f800000, v22
	v_and_b32_e32 v4, 2, v26
	v_cndmask_b32_e64 v22, v22, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v0, v22
	v_add_nc_u32_e32 v7, -1, v0
	v_add_nc_u32_e32 v21, 1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v24, -v7, v0, v22
	v_fma_f32 v20, -v21, v0, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s2, 0, v24
	v_mul_f32_e32 v24, 0x37800000, v6
	v_cndmask_b32_e64 v0, v0, v7, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s2, 0, v20
	v_mov_b32_e32 v7, v1
	v_cndmask_b32_e64 v20, v0, v21, s2
	v_cndmask_b32_e32 v21, v6, v24, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_and_b32_e32 v6, 2, v28
	v_cmp_class_f32_e64 s2, v23, 0x260
	v_mul_f32_e32 v4, 0x37800000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v5, v21, v23, s2
	v_cndmask_b32_e64 v4, v20, v4, s1
	v_cmp_class_f32_e64 s1, v22, 0x260
	v_cmp_eq_u64_e64 s2, 0, v[6:7]
	v_cndmask_b32_e64 v6, -v25, v25, vcc_lo
	v_cndmask_b32_e64 v7, -v27, v27, vcc_lo
	v_cndmask_b32_e64 v20, v25, -v25, vcc_lo
	v_cndmask_b32_e64 v4, v4, v22, s1
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e64 v21, -v18, v18, s2
	v_cndmask_b32_e64 v19, -v19, v19, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s7, 0, v[0:1]
	v_and_b32_e32 v0, 1, v28
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_cndmask_b32_e64 v0, v18, -v18, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v7, v6, s7
	v_cndmask_b32_e64 v7, v20, v7, s7
	v_cndmask_b32_e32 v18, v19, v21, vcc_lo
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v6, v6, v5
	v_mul_f32_e32 v5, v7, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v7, v18, v4
	v_mul_f32_e32 v0, v0, v4
	ds_store_2addr_b32 v13, v5, v6 offset1:1
	ds_store_2addr_b32 v13, v0, v7 offset0:2 offset1:3
	ds_load_2addr_stride64_b32 v[4:5], v8 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v8 offset0:8 offset1:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_16:
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB6_27
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_28
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_29
.LBB6_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB6_21
.LBB6_20:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v12, v12
	ds_store_b32 v8, v0 offset:3072
.LBB6_21:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_34
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_cbranch_vccnz .LBB6_33
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_30
	s_mov_b64 s[48:49], 0
	s_mov_b32 s2, 0
	.p2align	6
.LBB6_25:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s2
	s_add_u32 s48, s48, 8
	s_addc_u32 s49, s49, 0
	s_add_i32 s2, s2, 32
	s_cmp_lg_u64 s[34:35], s[48:49]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB6_25
	s_mov_b64 s[48:49], s[34:35]
	s_mov_b32 s2, s65
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB6_31
	s_branch .LBB6_33
.LBB6_27:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v9, v9
	ds_store_b32 v8, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_18
.LBB6_28:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v10, v10
	ds_store_b32 v8, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_19
.LBB6_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v11, v11
	ds_store_b32 v8, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_20
	s_branch .LBB6_21
.LBB6_30:
	s_mov_b64 s[48:49], 0
	s_cbranch_execz .LBB6_33
.LBB6_31:
	s_lshl_b32 s2, s48, 2
	s_mov_b64 s[48:49], s[30:31]
.LBB6_32:
	v_mov_b32_e32 v18, s2
	s_add_i32 s2, s2, 4
	s_add_u32 s48, s48, -1
	s_addc_u32 s49, s49, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[48:49], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB6_32
.LBB6_33:
	ds_store_b32 v1, v0 offset:4096
.LBB6_34:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_43
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB6_48
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v18, v10
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_49
.LBB6_38:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v19, v11
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_40
.LBB6_39:
	global_load_b32 v19, v[2:3], off offset:2048
	ds_load_b32 v20, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v11, v11 :: v_dual_add_f32 v20, -4.0, v20
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v19, v11, v19 :: v_dual_add_f32 v20, v20, v20
	v_dual_add_f32 v19, v19, v19 :: v_dual_mul_f32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, 0.5, v19 :: v_dual_mul_f32 v20, v21, v20
	v_dual_add_f32 v19, v20, v19 :: v_dual_mul_f32 v20, v14, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, s8, v19
	v_sub_f32_e32 v19, v11, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v20, v19
	v_and_b32_e32 v20, 0x7fffffff, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v19, 0x7fc00000, v19, vcc_lo
.LBB6_40:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v20, v12
	s_and_saveexec_b32 s1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_42
	global_load_b32 v20, v[2:3], off offset:3072
	ds_load_b32 v21, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v22, v12, v12 :: v_dual_add_f32 v21, -4.0, v21
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v20, v12, v20 :: v_dual_add_f32 v21, v21, v21
	v_dual_add_f32 v20, v20, v20 :: v_dual_mul_f32 v21, 0x3c23d70a, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0.5, v20 :: v_dual_mul_f32 v21, v22, v21
	v_dual_add_f32 v20, v21, v20 :: v_dual_mul_f32 v21, v14, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, s8, v20
	v_sub_f32_e32 v20, v12, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v21, v20
	v_and_b32_e32 v21, 0x7fffffff, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v20, 0x7fc00000, v20, vcc_lo
.LBB6_42:
	s_or_b32 exec_lo, exec_lo, s1
	s_branch .LBB6_12
.LBB6_43:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB6_50
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_51
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_52
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_53
.LBB6_48:
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v18, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v9, v9 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v18, v14, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_and_b32_e32 v18, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v18, v10
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_38
.LBB6_49:
	global_load_b32 v18, v[2:3], off offset:1024
	ds_load_b32 v19, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v20, v10, v10 :: v_dual_add_f32 v19, -4.0, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v18, v10, v18 :: v_dual_add_f32 v19, v19, v19
	v_dual_add_f32 v18, v18, v18 :: v_dual_mul_f32 v19, 0x3c23d70a, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, 0.5, v18 :: v_dual_mul_f32 v19, v20, v19
	v_dual_add_f32 v18, v19, v18 :: v_dual_mul_f32 v19, v14, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, s8, v18
	v_sub_f32_e32 v18, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v19, v18
	v_and_b32_e32 v19, 0x7fffffff, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v19
	v_cndmask_b32_e32 v18, 0x7fc00000, v18, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v19, v11
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_39
	s_branch .LBB6_40
.LBB6_50:
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v18, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v9, v9 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_46
.LBB6_51:
	global_load_b32 v0, v[2:3], off offset:1024
	ds_load_b32 v18, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v10, v10 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v10, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_47
.LBB6_52:
	global_load_b32 v0, v[2:3], off offset:2048
	ds_load_b32 v18, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v11, v11 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v11, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v11, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v11, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
.LBB6_53:
	global_load_b32 v0, v[2:3], off offset:3072
	ds_load_b32 v18, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v12, v12 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v12, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_11
.LBB6_54:
	s_mul_f32 s2, s14, s12
	s_mul_f32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v14, v0
	v_add_nc_u32_e32 v18, -1, v14
	v_add_nc_u32_e32 v19, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v18
	v_xor_b32_e32 v21, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v20, v14, v0
	v_fma_f32 v21, v21, v14, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v20
	v_cndmask_b32_e64 v14, v14, v18, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v21
	v_cndmask_b32_e64 v14, v14, v19, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x37800000, v14
	v_cndmask_b32_e64 v14, v14, v18, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v14, v0, s1
	v_cndmask_b32_e32 v14, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB6_15
	s_branch .LBB6_16
.LBB6_55:
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB6_61
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_62
.LBB6_57:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_63
.LBB6_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_60
.LBB6_59:
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v12, s[16:17] offset:3072
.LBB6_60:
	s_endpgm
.LBB6_61:
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v9, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB6_57
.LBB6_62:
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v10, s[16:17] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_58
.LBB6_63:
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v11, s[16:17] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_59
	s_branch .LBB6_60
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
		.amdhsa_next_free_vgpr 54
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
		.amdhsa_inst_pref_size 39
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

	.set tessera_tether_fast_w1024.num_vgpr, 54
	.set tessera_tether_fast_w1024.num_agpr, 0
	.set tessera_tether_fast_w1024.numbered_sgpr, 66
	.set tessera_tether_fast_w1024.num_named_barrier, 0
	.set tessera_tether_fast_w1024.private_seg_size, 0
	.set tessera_tether_fast_w1024.uses_vcc, 1
	.set tessera_tether_fast_w1024.uses_flat_scratch, 0
	.set tessera_tether_fast_w1024.has_dyn_sized_stack, 0
	.set tessera_tether_fast_w1024.has_recursion, 0
	.set tessera_tether_fast_w1024.has_indirect_call, 0
	.globl	tessera_tether_fast_wide
	.p2align	8
	.type	tessera_tether_fast_wide,@function
tessera_tether_fast_wide:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_36
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB10_36
	s_load_b256 s[8:15], s[0:1], 0x30
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s52, s24, s2
	s_add_i32 s53, s5, s4
	s_load_b128 s[28:31], s[0:1], 0x50
	s_lshl_b64 s[4:5], s[52:53], 3
	s_mov_b32 s49, s25
	s_add_u32 s22, s20, s4
	s_addc_u32 s23, s21, s5
	s_lshl_b64 s[0:1], s[24:25], 2
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 4, v0
	s_add_u32 s4, s22, s0
	s_addc_u32 s56, s23, s1
	v_cmp_eq_u32_e64 s0, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s57, s25
	s_mov_b32 s60, 0x16c16c17
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_mov_b32_e32 v22, s9
	s_cselect_b32 s5, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s59, 0x3efa01a0
	s_cselect_b32 s15, -1, 0
	s_and_b32 s48, s24, -4
	s_add_u32 s10, s24, 3
	s_addc_u32 s11, s25, 0
	s_mov_b32 s61, 0xbf56c16c
	s_lshr_b32 s1, s11, 2
	s_lshr_b64 s[42:43], s[10:11], 2
	s_mul_i32 s1, s1, s2
	s_mul_hi_u32 s33, s42, s2
	s_lshr_b64 s[10:11], s[24:25], 2
	s_add_i32 s33, s33, s1
	s_add_u32 s34, s28, 0x9e3779b9
	s_addc_u32 s35, s29, 0
	s_add_u32 s36, s29, 0xbb67ae85
	s_addc_u32 s37, 0, 0
	s_add_u32 s38, s28, 0x3c6ef372
	s_addc_u32 s39, s29, 0
	s_add_u32 s40, s29, 0x76cf5d0a
	s_addc_u32 s41, 0, 0
	s_add_u32 s74, s28, 0xdaa66d2b
	s_add_u32 s75, s29, 0x32370b8f
	s_add_u32 s76, s28, 0x78dde6e4
	s_add_u32 s77, s29, 0xed9eba14
	s_add_u32 s78, s28, 0x1715609d
	s_add_u32 s79, s29, 0xa9066899
	s_add_u32 s80, s28, 0xb54cda56
	s_add_u32 s81, s29, 0x646e171e
	s_add_u32 s82, s28, 0x5384540f
	s_add_u32 s83, s29, 0x1fd5c5a3
	s_add_u32 s84, s28, 0xf1bbcdc8
	s_add_u32 s85, s29, 0xdb3d7428
	s_add_i32 s86, s28, 0x8ff34781
	s_add_i32 s87, s29, 0x96a522ad
	s_cmp_lg_u64 s[48:49], s[24:25]
	s_mul_i32 s88, s42, s2
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s43, 0
	s_and_b32 s89, s0, s1
	s_add_u32 s44, s88, s10
	s_addc_u32 s45, s33, s11
	s_mul_hi_u32 s51, s44, 0xd2511f53
	s_mul_i32 s50, s44, 0xd2511f53
	s_lshl_b64 s[46:47], s[48:49], 2
	s_xor_b64 s[44:45], s[50:51], s[44:45]
	v_cmp_gt_u64_e64 s1, s[10:11], v[0:1]
	s_xor_b64 s[44:45], s[44:45], s[28:29]
	s_mov_b32 s63, 0x3fa55555
	s_mul_hi_u32 s55, s45, 0xcd9e8d57
	s_mul_i32 s54, s45, 0xcd9e8d57
	s_mov_b32 s42, s55
	s_mov_b32 s65, 0xbe927e4f
	s_xor_b64 s[44:45], s[42:43], s[34:35]
	s_add_u32 s46, s4, s46
	s_addc_u32 s47, s56, s47
	s_or_b32 s56, s48, 1
	s_or_b32 s48, s48, 2
	s_cmp_lg_u64 s[24:25], 0
	v_cmp_lt_u64_e64 s90, s[48:49], s[24:25]
	s_cselect_b32 s91, -1, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	s_xor_b64 s[48:49], s[50:51], s[36:37]
	s_or_b32 s2, s2, 4
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s42, s24, s2
	s_xor_b64 s[50:51], s[54:55], s[38:39]
	s_add_i32 s3, s42, s3
	s_mul_i32 s39, s25, s2
	s_mul_i32 s2, s24, s2
	s_add_i32 s3, s3, s39
	s_add_u32 s20, s20, s2
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	s_addc_u32 s21, s21, s3
	v_add_co_u32 v4, s2, s20, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s21, 0, s2
	s_lshl_b64 s[2:3], s[52:53], 2
	v_add_co_u32 v4, vcc_lo, v4, 8
	v_add_co_u32 v12, s2, s2, v0
	v_add_co_ci_u32_e64 v13, null, s3, 0, s2
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_co_u32 v6, s2, s22, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v8, vcc_lo, s16, v12
	v_add_co_ci_u32_e64 v7, null, s23, 0, s2
	v_add_co_ci_u32_e64 v9, null, s17, v13, vcc_lo
	v_add_co_u32 v10, s2, s20, v0
	v_add_co_u32 v12, vcc_lo, s18, v12
	v_cmp_lt_u64_e64 s45, s[56:57], s[24:25]
	v_add_co_ci_u32_e64 v11, null, s21, 0, s2
	v_add_co_ci_u32_e64 v13, null, s19, v13, vcc_lo
	s_mov_b32 s16, 0x54442d18
	s_mov_b32 s18, 0xa556c734
	s_mov_b32 s20, 0x1a01a01a
	s_mov_b32 s52, 0x11111111
	s_mov_b32 s54, 0x55555555
	s_mov_b32 s56, 0xb7789f5c
	s_mov_b32 s17, 0x3ff921fb
	s_mov_b32 s19, 0x3ec71de3
	s_mov_b32 s21, 0xbf2a01a0
	s_mov_b32 s53, 0x3f811111
	s_mov_b32 s55, 0xbfc55555
	s_mov_b32 s57, 0x3e927e4f
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[6:7], s[26:27]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_36
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccz .LBB10_35
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB10_18
.LBB10_7:
	s_add_u32 s9, s6, s30
	s_addc_u32 s2, s7, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s67, s2, 0xcd9e8d57
	s_mul_i32 s66, s2, 0xcd9e8d57
	s_and_saveexec_b32 s39, s1
	s_cbranch_execz .LBB10_12
	s_xor_b32 s2, s28, s67
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	s_xor_b32 s42, s2, s9
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mul_hi_u32 s73, s42, 0xd2511f53
	s_mov_b32 s3, 0
	s_mov_b32 s2, s73
	s_mul_i32 s72, s42, 0xd2511f53
	s_xor_b64 s[68:69], s[2:3], s[36:37]
	s_xor_b64 s[70:71], s[66:67], s[34:35]
	s_xor_b64 s[72:73], s[72:73], s[40:41]
.LBB10_9:
	v_add_co_u32 v0, vcc_lo, s88, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s33, v17, vcc_lo
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
	v_xor3_b32 v21, v21, s38, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v0, s72, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s75, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s74, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v25, s76, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s77, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s79, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s78, v19, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v26, s80, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s81, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s83, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v0, s82, v19, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s84, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s85, v19, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v23, v25, v20, s86
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v25, v27, v18, s87
	global_store_b128 v[14:15], v[23:26], off offset:-8
	v_add_co_u32 v14, s2, 0x1000, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_9
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s42, 0
.LBB10_11:
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
	v_cvt_f64_f32_e32 v[23:24], v0
	v_cvt_f64_f32_e32 v[25:26], v19
	v_lshrrev_b32_e32 v0, 9, v18
	v_lshrrev_b32_e32 v18, 9, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v0, v0
	v_mul_f64 v[23:24], v[23:24], 4.0
	v_mul_f64 v[25:26], v[25:26], 4.0
	v_add_f64 v[27:28], 0x43380000, v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], 0x43380000, v[25:26]
	v_add_f64 v[31:32], 0xc3380000, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[33:34], 0xc3380000, v[29:30]
	v_cvt_f32_u32_e32 v28, v18
	v_add_f32_e32 v28, 0.5, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x34000000, v28
	v_add_nc_u32_e32 v28, 0x4afb0d, v28
	v_add_f64 v[23:24], v[23:24], -v[31:32]
	v_add_f64 v[25:26], v[25:26], -v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[23:24], s[16:17]
	v_mul_f64 v[25:26], v[25:26], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[23:24], v[23:24]
	v_mul_f64 v[32:33], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[30:31], s[56:57]
	v_mul_f64 v[34:35], v[30:31], s[18:19]
	v_mul_f64 v[38:39], v[32:33], s[18:19]
	v_mul_f64 v[40:41], v[32:33], s[56:57]
	v_mul_f64 v[42:43], v[25:26], v[32:33]
	v_mul_f64 v[44:45], v[32:33], v[32:33]
	v_add_f64 v[36:37], -v[36:37], s[58:59]
	v_add_f64 v[34:35], v[34:35], s[20:21]
	v_add_f64 v[38:39], v[38:39], s[20:21]
	v_add_f64 v[40:41], -v[40:41], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[30:31], v[36:37]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[32:33], v[38:39]
	v_mul_f64 v[40:41], v[32:33], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[36:37], s[60:61]
	v_add_f64 v[18:19], v[34:35], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[38:39], s[52:53]
	v_and_b32_e32 v39, 0x7fffff, v28
	v_add_f32_e32 v0, 0.5, v0
	v_add_f64 v[36:37], v[40:41], s[60:61]
	v_mul_f64 v[40:41], v[30:31], v[30:31]
	v_add_nc_u32_e32 v39, 0x3f3504f3, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v47, -1.0, v39 :: v_dual_mul_f32 v0, 0x34000000, v0
	v_add_f32_e32 v49, 2.0, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v51, null, v49, v49, v47
	v_div_scale_f32 v55, s2, v47, v49, v47
	v_rcp_f32_e32 v53, v51
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v39, -v51, v53, 1.0
	v_mul_f64 v[20:21], v[30:31], v[20:21]
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	v_mul_f64 v[18:19], v[30:31], v[18:19]
	v_dual_fmac_f32 v53, v39, v53 :: v_dual_add_nc_u32 v0, 0x4afb0d, v0
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	v_mul_f64 v[32:33], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v57, v55, v53 :: v_dual_and_b32 v38, 0x7fffff, v0
	v_lshrrev_b32_e32 v0, 23, v0
	v_fma_f32 v58, -v51, v57, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v57, v58, v53 :: v_dual_add_nc_u32 v38, 0x3f3504f3, v38
	v_add_f32_e32 v46, -1.0, v38
	v_lshrrev_b32_e32 v28, 23, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v51, -v51, v57, v55
	v_add_f32_e32 v48, 2.0, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v28, 0xffffff81, v28
	v_div_scale_f32 v50, null, v48, v48, v46
	v_div_scale_f32 v54, vcc_lo, v46, v48, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v28, v28
	v_rcp_f32_e32 v52, v50
	v_add_f64 v[20:21], v[20:21], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[54:55]
	v_add_f64 v[18:19], v[18:19], s[54:55]
	v_add_f64 v[36:37], v[36:37], s[62:63]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v38, -v50, v52, 1.0
	v_add_f64 v[32:33], -v[32:33], 1.0
	v_fmac_f32_e32 v52, v38, v52
	v_mul_f64 v[20:21], v[40:41], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v41, 0.5, v46 :: v_dual_mul_f32 v56, v54, v52
	v_mul_f64 v[34:35], v[42:43], v[34:35]
	v_dual_mul_f32 v43, 0.5, v47 :: v_dual_add_nc_u32 v0, 0xffffff81, v0
	v_mul_f64 v[36:37], v[44:45], v[36:37]
	v_fma_f32 v38, -v50, v56, v54
	v_mul_f32_e32 v41, v46, v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_i32_e32 v0, v0
	v_fmac_f32_e32 v56, v38, v52
	v_mul_f64 v[38:39], v[23:24], v[30:31]
	v_mul_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v50, -v50, v56, v54
	v_div_fmas_f32 v50, v50, v52, v56
	s_mov_b32 vcc_lo, s2
	v_div_fmas_f32 v51, v51, v53, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v49, v51, v49, v47
	v_mul_f32_e32 v51, v49, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v53, v51, v51
	v_mul_f32_e32 v40, 0x3e91e9ee, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f32_e32 v40, 0x3f2aaaaa, v40
	v_mul_f64 v[18:19], v[38:39], v[18:19]
	v_mul_f32_e32 v39, 0x3e789e26, v53
	v_div_fixup_f32 v48, v50, v48, v46
	v_add_f64 v[30:31], -v[30:31], 1.0
	v_dual_mul_f32 v40, v51, v40 :: v_dual_add_f32 v39, 0x3eccce13, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v50, v48, v48 :: v_dual_mul_f32 v39, v53, v39
	v_dual_mul_f32 v52, v50, v50 :: v_dual_add_f32 v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v54, 0x3e789e26, v52
	v_mul_f32_e32 v38, 0x3e91e9ee, v52
	v_mul_f32_e32 v40, 0x3717f7d1, v0
	v_mul_f32_e32 v0, 0x3f317180, v0
	v_add_f32_e32 v42, 0x3eccce13, v54
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v38, 0x3f2aaaaa, v38
	v_mul_f32_e32 v42, v52, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v50, v38
	v_add_f32_e32 v38, v38, v42
	v_dual_mul_f32 v42, v47, v43 :: v_dual_mul_f32 v43, 0x3717f7d1, v28
	v_mul_f32_e32 v28, 0x3f317180, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_add_f32 v38, v41, v38 :: v_dual_add_f32 v39, v42, v39
	v_add_f64 v[18:19], v[23:24], v[18:19]
	v_add_f64 v[20:21], v[30:31], v[20:21]
	v_add_f64 v[23:24], v[25:26], v[34:35]
	v_dual_mul_f32 v38, v48, v38 :: v_dual_mul_f32 v39, v49, v39
	v_add_f64 v[25:26], v[32:33], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v38, v40, v38 :: v_dual_add_f32 v39, v43, v39
	v_dual_sub_f32 v30, v38, v41 :: v_dual_sub_f32 v31, v39, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v30, v46, v30 :: v_dual_add_f32 v31, v47, v31
	v_add_f32_e32 v0, v0, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v31
	v_mul_f32_e32 v0, -2.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, -2.0, v28
	v_mul_f32_e32 v30, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v31, 0x4f800000, v28
	v_cmp_gt_f32_e64 s2, 0xf800000, v28
	v_cvt_f32_f64_e32 v32, v[18:19]
	v_cndmask_b32_e32 v30, v0, v30, vcc_lo
	v_cvt_f32_f64_e32 v33, v[20:21]
	v_cndmask_b32_e64 v28, v28, v31, s2
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_cvt_f32_f64_e32 v24, v[25:26]
	v_sqrt_f32_e32 v0, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_sqrt_f32_e32 v31, v28
	v_add_nc_u32_e32 v18, -1, v0
	v_add_nc_u32_e32 v20, 1, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v19, -1, v31
	v_add_nc_u32_e32 v25, 1, v31
	v_fma_f32 v21, -v18, v0, v30
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v34, -v20, v0, v30
	v_fma_f32 v26, -v19, v31, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s3, 0, v21
	v_mov_b32_e32 v21, v1
	v_cndmask_b32_e64 v0, v0, v18, s3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s3, 0, v26
	v_fma_f32 v18, -v25, v31, v28
	v_cndmask_b32_e64 v19, v31, v19, s3
	v_cmp_lt_f32_e64 s3, 0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, v0, v20, s3
	v_cmp_lt_f32_e64 s3, 0, v18
	v_and_b32_e32 v18, 2, v27
	v_and_b32_e32 v0, 1, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v26, 0x37800000, v20
	v_cndmask_b32_e64 v25, v19, v25, s3
	v_mov_b32_e32 v19, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_and_b32_e32 v0, 1, v29
	v_dual_cndmask_b32 v26, v20, v26 :: v_dual_mul_f32 v31, 0x37800000, v25
	v_and_b32_e32 v20, 2, v29
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v25, v31, s2
	v_cmp_class_f32_e64 s2, v30, 0x260
	v_cndmask_b32_e64 v19, -v32, v32, vcc_lo
	v_cndmask_b32_e64 v25, v26, v30, s2
	v_cmp_eq_u64_e64 s2, 0, v[20:21]
	v_cndmask_b32_e64 v20, -v33, v33, vcc_lo
	v_cndmask_b32_e64 v21, v32, -v32, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v26, -v23, v23, s2
	v_cndmask_b32_e64 v24, -v24, v24, s2
	v_cndmask_b32_e64 v23, v23, -v23, s2
	v_cmp_class_f32_e64 s2, v28, 0x260
	v_dual_cndmask_b32 v26, v24, v26 :: v_dual_cndmask_b32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v18, v28, s2
	v_cndmask_b32_e64 v18, v20, v19, s3
	v_cndmask_b32_e64 v20, v21, v20, s3
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v19, v18, v25
	v_dual_mul_f32 v21, v26, v0 :: v_dual_mul_f32 v18, v20, v25
	v_mul_f32_e32 v20, v23, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[16:17]
	global_store_b128 v[14:15], v[18:21], off offset:-8
	v_add_co_u32 v14, s2, 0x1000, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_or_b32 s42, vcc_lo, s42
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s42
	s_cbranch_execnz .LBB10_11
.LBB10_12:
	s_or_b32 exec_lo, exec_lo, s39
	s_and_saveexec_b32 s3, s89
	s_cbranch_execz .LBB10_17
	s_xor_b32 s2, s28, s67
	s_xor_b32 s39, s44, s66
	s_xor_b32 s2, s2, s9
	s_mul_i32 s9, s39, 0xd2511f53
	s_mul_hi_u32 s42, s2, 0xd2511f53
	s_mul_hi_u32 s39, s39, 0xd2511f53
	s_xor_b32 s42, s42, s48
	s_mul_i32 s2, s2, 0xd2511f53
	s_xor_b32 s39, s39, s40
	s_mul_i32 s49, s42, 0xcd9e8d57
	s_mul_hi_u32 s42, s42, 0xcd9e8d57
	s_xor_b32 s2, s39, s2
	s_xor_b32 s42, s42, s50
	s_mul_hi_u32 s51, s2, 0xcd9e8d57
	s_mul_i32 s39, s42, 0xd2511f53
	s_mul_hi_u32 s42, s42, 0xd2511f53
	s_xor_b32 s51, s51, s74
	s_xor_b32 s42, s75, s42
	s_xor_b32 s49, s51, s49
	s_xor_b32 s9, s42, s9
	s_mul_i32 s42, s49, 0xd2511f53
	s_mul_hi_u32 s49, s49, 0xd2511f53
	s_mul_i32 s51, s9, 0xcd9e8d57
	s_mul_hi_u32 s9, s9, 0xcd9e8d57
	s_xor_b32 s49, s49, s77
	s_mul_i32 s2, s2, 0xcd9e8d57
	s_xor_b32 s9, s76, s9
	s_xor_b32 s39, s49, s39
	s_xor_b32 s2, s9, s2
	s_mul_hi_u32 s9, s39, 0xcd9e8d57
	s_mul_i32 s49, s2, 0xd2511f53
	s_xor_b32 s9, s9, s78
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_xor_b32 s51, s9, s51
	s_mul_i32 s58, s39, 0xcd9e8d57
	s_mul_hi_u32 s9, s51, 0xd2511f53
	s_xor_b32 s2, s79, s2
	s_xor_b32 s9, s9, s81
	s_xor_b32 s2, s2, s42
	s_xor_b32 s39, s9, s49
	s_mul_i32 s9, s2, 0xcd9e8d57
	s_mul_hi_u32 s42, s39, 0xcd9e8d57
	s_mul_hi_u32 s2, s2, 0xcd9e8d57
	s_xor_b32 s42, s42, s82
	s_xor_b32 s2, s80, s2
	s_xor_b32 s9, s42, s9
	s_xor_b32 s2, s2, s58
	s_mul_hi_u32 s42, s9, 0xd2511f53
	s_mul_i32 s49, s2, 0xd2511f53
	s_xor_b32 s42, s42, s85
	s_mov_b32 s64, s56
	s_xor_b32 s42, s42, s49
	s_mov_b32 s58, s20
	s_mul_i32 s49, s42, 0xcd9e8d57
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_lshr_b32 s49, s49, 9
	s_mul_i32 s51, s51, 0xd2511f53
	s_cvt_f32_u32 s49, s49
	s_xor_b32 s2, s83, s2
	s_mul_hi_u32 s42, s42, 0xcd9e8d57
	s_mov_b32 s62, s54
	s_add_f32 s49, s49, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s49, s49, 0x34000000
	v_cvt_f64_f32_e32 v[14:15], s49
	s_xor_b32 s49, s2, s51
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s2, s49, 0xcd9e8d57
	s_xor_b32 s2, s2, s42
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s86, s2
	s_lshr_b32 s2, s2, 9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s2, s2
	s_add_f32 s2, s2, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s2, s2, 0x34000000
	s_add_i32 s2, s2, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s42, s2, 0x7fffff
	s_lshr_b32 s2, s2, 23
	s_add_i32 s42, s42, 0x3f3504f3
	s_addk_i32 s2, 0xff81
	s_add_f32 s42, s42, -1.0
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_add_f32 s51, s42, 2.0
	s_mul_f32 s67, s42, 0.5
	v_div_scale_f32 v0, null, s51, s51, s42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[14:15], v[14:15], 4.0
	v_div_scale_f32 v29, vcc_lo, s42, s51, s42
	v_rcp_f32_e32 v21, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v0, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v21, v30, v21
	v_mul_f32_e32 v30, v29, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, v0, v30, v29
	v_fmac_f32_e32 v30, v31, v21
	v_add_f64 v[16:17], 0x43380000, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v0, v30
	v_div_fmas_f32 v0, v29, v21, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s51, s42
	v_readfirstlane_b32 s51, v0
	v_add_f64 v[17:18], 0xc3380000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[17:18]
	v_mul_f64 v[14:15], v[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[14:15], v[14:15]
	v_mul_f64 v[19:20], v[17:18], s[18:19]
	v_mul_f64 v[23:24], v[17:18], s[64:65]
	v_mul_f64 v[25:26], v[14:15], v[17:18]
	v_mul_f64 v[27:28], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], s[20:21]
	v_add_f64 v[23:24], v[23:24], s[58:59]
	s_mul_f32 s58, s51, s51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[52:53]
	v_add_f64 v[23:24], v[23:24], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	v_mul_f64 v[17:18], v[17:18], -0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[19:20], s[54:55]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_add_f64 v[17:18], v[17:18], 1.0
	s_mul_f32 s62, s58, s58
	s_mul_f32 s64, s62, 0x3e789e26
	s_mul_f32 s66, s62, 0x3e91e9ee
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s64, s64, 0x3eccce13
	s_add_f32 s66, s66, 0x3f2aaaaa
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_f32 s62, s62, s64
	s_mul_f32 s58, s58, s66
	s_mul_f32 s64, s42, s67
	s_mov_b32 s67, s43
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_f32 s58, s58, s62
	s_mul_f32 s62, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	s_add_f32 s58, s64, s58
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s51, s51, s58
	s_add_f32 s51, s62, s51
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	s_sub_f32 s51, s51, s64
	v_mul_f64 v[19:20], v[25:26], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_mul_f64 v[23:24], v[27:28], v[23:24]
	s_add_f32 s42, s42, s51
	v_readfirstlane_b32 s51, v16
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, s42
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s42, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s42
	s_cselect_b32 vcc_lo, -1, 0
	s_and_b32 s42, s51, 1
	s_and_b32 s66, s51, 2
	s_cmp_eq_u64 s[42:43], 0
	v_add_f64 v[14:15], v[14:15], v[19:20]
	v_add_f64 v[17:18], v[17:18], v[23:24]
	v_cndmask_b32_e32 v19, s2, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sqrt_f32_e32 v20, v19
	v_cvt_f32_f64_e32 v0, v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cvt_f32_f64_e32 v17, v[17:18]
	v_add_nc_u32_e32 v14, -1, v20
	v_add_nc_u32_e32 v15, 1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v14
	v_xor_b32_e32 v21, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, v18, v20, v19
	v_fma_f32 v21, v21, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v18
	v_cndmask_b32_e64 v14, v20, v14, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v21
	v_cndmask_b32_e64 v14, v14, v15, s2
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[66:67], 0
	s_cselect_b32 s42, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x37800000, v14
	v_cndmask_b32_e32 v15, v14, v15, vcc_lo
	v_cndmask_b32_e64 v14, -v17, v17, s42
	v_cndmask_b32_e64 v16, v0, -v0, s42
	v_cmp_class_f32_e64 vcc_lo, v19, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v16, v16, v14, s2
	v_cndmask_b32_e32 v15, v15, v19, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s45
	v_mul_f32_e32 v16, v16, v15
	global_store_b32 v1, v16, s[46:47]
	s_cbranch_vccnz .LBB10_15
	v_cndmask_b32_e64 v0, -v0, v0, s42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v14, v0, s2
	v_mul_f32_e32 v0, v0, v15
	global_store_b32 v1, v0, s[46:47] offset:4
.LBB10_15:
	s_and_not1_b32 vcc_lo, exec_lo, s90
	s_cbranch_vccnz .LBB10_17
	s_mul_hi_u32 s2, s49, 0xcd9e8d57
	s_mul_i32 s39, s39, 0xcd9e8d57
	s_xor_b32 s2, s84, s2
	s_mov_b32 s64, s56
	s_xor_b32 s2, s2, s39
	s_mov_b32 s58, s20
	s_mul_i32 s39, s2, 0xd2511f53
	s_mul_i32 s9, s9, 0xd2511f53
	s_lshr_b32 s39, s39, 9
	s_mul_hi_u32 s2, s2, 0xd2511f53
	s_cvt_f32_u32 s39, s39
	s_xor_b32 s2, s2, s9
	s_mov_b32 s62, s54
	s_xor_b32 s2, s87, s2
	s_add_f32 s39, s39, 0.5
	s_lshr_b32 s2, s2, 9
	s_mov_b32 s67, s43
	s_cvt_f32_u32 s2, s2
	s_mul_f32 s39, s39, 0x34000000
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_add_f32 s2, s2, 0.5
	v_cvt_f64_f32_e32 v[14:15], s39
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s2, s2, 0x34000000
	s_add_i32 s2, s2, 0x4afb0d
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s9, s2, 0x7fffff
	s_lshr_b32 s2, s2, 23
	s_add_i32 s9, s9, 0x3f3504f3
	s_addk_i32 s2, 0xff81
	s_add_f32 s9, s9, -1.0
	s_cvt_f32_i32 s2, s2
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s39, s9, 2.0
	v_div_scale_f32 v0, null, s39, s39, s9
	v_div_scale_f32 v29, vcc_lo, s9, s39, s9
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v21, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v0, v21, 1.0
	v_mul_f64 v[14:15], v[14:15], 4.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v21, v30, v21
	v_mul_f32_e32 v30, v29, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, v0, v30, v29
	v_fmac_f32_e32 v30, v31, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v0, v30
	v_div_fmas_f32 v0, v29, v21, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v0, s39, s9
	v_readfirstlane_b32 s39, v0
	v_add_f64 v[16:17], 0x43380000, v[14:15]
	s_mul_f32 s42, s39, s39
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s49, s42, s42
	s_mul_f32 s51, s49, 0x3e789e26
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_f32 s51, s51, 0x3eccce13
	v_add_f64 v[17:18], 0xc3380000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[17:18]
	v_mul_f64 v[14:15], v[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[14:15], v[14:15]
	v_mul_f64 v[19:20], v[17:18], s[18:19]
	v_mul_f64 v[23:24], v[17:18], s[64:65]
	v_mul_f64 v[25:26], v[14:15], v[17:18]
	v_mul_f64 v[27:28], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], s[20:21]
	v_add_f64 v[23:24], v[23:24], s[58:59]
	s_mul_f32 s58, s49, 0x3e91e9ee
	s_mul_f32 s49, s49, s51
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s58, s58, 0x3f2aaaaa
	s_mul_f32 s42, s42, s58
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_add_f32 s42, s42, s49
	s_mul_f32 s49, s2, 0x3717f7d1
	s_mul_f32 s2, s2, 0x3f317180
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	v_add_f64 v[19:20], v[19:20], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[60:61]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	v_mul_f64 v[17:18], v[17:18], -0.5
	v_add_f64 v[19:20], v[19:20], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[17:18], v[17:18], 1.0
	s_mul_f32 s62, s9, 0.5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s51, s9, s62
	s_add_f32 s42, s51, s42
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s39, s39, s42
	s_add_f32 s39, s49, s39
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_sub_f32 s39, s39, s51
	s_add_f32 s9, s9, s39
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_add_f32 s2, s2, s9
	s_mul_f32 s2, s2, -2.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[25:26], v[19:20]
	v_mul_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_mul_f32 s9, s2, 0x4f800000
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s9
	s_cselect_b32 vcc_lo, -1, 0
	v_readfirstlane_b32 s9, v16
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, s2, v0, vcc_lo
	s_and_b32 s42, s9, 1
	s_and_b32 s66, s9, 2
	s_cmp_eq_u64 s[42:43], 0
	v_add_f64 v[14:15], v[14:15], v[19:20]
	v_add_f64 v[17:18], v[17:18], v[23:24]
	v_sqrt_f32_e32 v19, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v14, v[14:15]
	v_cvt_f32_f64_e32 v17, v[17:18]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, -1, v19
	v_add_nc_u32_e32 v18, 1, v19
	v_xor_b32_e32 v20, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_fma_f32 v20, v20, v19, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v19, v0
	v_cmp_ge_f32_e64 s2, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v15, v19, v15, s2
	v_cmp_lt_f32_e64 s2, 0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, v15, v18, s2
	s_cselect_b32 s2, -1, 0
	s_cmp_eq_u64 s[66:67], 0
	s_cselect_b32 s9, -1, 0
	v_mul_f32_e32 v16, 0x37800000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	v_cndmask_b32_e64 v16, -v17, v17, s9
	v_cndmask_b32_e64 v14, v14, -v14, s9
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_cndmask_b32_e64 v14, v14, v16, s2
	v_cndmask_b32_e32 v0, v15, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v14, v0
	global_store_b32 v1, v0, s[46:47] offset:8
.LBB10_17:
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_18:
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB10_21
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_mov_b32 s9, 0
	.p2align	6
.LBB10_20:
	global_load_b32 v0, v[14:15], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[18:19]
	s_or_b32 s9, vcc_lo, s9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[16:17], v0, off
	v_add_co_u32 v16, s2, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s2
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB10_20
.LBB10_21:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_26
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s91
	s_cbranch_vccnz .LBB10_25
	s_mov_b64 s[2:3], s[22:23]
	s_mov_b64 s[66:67], s[24:25]
.LBB10_24:
	global_load_b32 v14, v1, s[2:3]
	s_add_u32 s66, s66, -1
	s_addc_u32 s67, s67, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[66:67], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v14
	s_cbranch_scc1 .LBB10_24
.LBB10_25:
	ds_store_b32 v1, v0
.LBB10_26:
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_31
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB10_30
	ds_load_b32 v0, v1
	s_mov_b32 s9, 0
	v_dual_mov_b32 v15, v9 :: v_dual_mov_b32 v14, v8
	v_dual_mov_b32 v19, v11 :: v_dual_mov_b32 v18, v10
	v_dual_mov_b32 v17, v13 :: v_dual_mov_b32 v16, v12
	v_dual_mov_b32 v21, v3 :: v_dual_mov_b32 v20, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_29:
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
	s_or_b32 s9, vcc_lo, s9
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB10_29
.LBB10_30:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_4
	s_branch .LBB10_32
.LBB10_31:
.LBB10_32:
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB10_3
	ds_load_b32 v0, v1
	s_mov_b32 s9, 0
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
.LBB10_34:
	global_load_b32 v20, v[14:15], off
	global_load_b32 v21, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v23, v20, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v20, v21
	v_mul_f32_e32 v23, v23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v21
	v_mul_f32_e32 v21, 0.5, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v23, v21
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
	s_or_b32 s9, vcc_lo, s9
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB10_34
	s_branch .LBB10_3
.LBB10_35:
	s_mul_f32 s3, s14, s12
	s_mul_f32 s12, s13, s12
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x37800000, v14
	v_cndmask_b32_e64 v14, v14, v15, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v14, v0, s2
	v_cndmask_b32_e32 v22, 0, v0, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB10_7
	s_branch .LBB10_18
.LBB10_36:
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 92
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
		.amdhsa_inst_pref_size 51
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

	.set tessera_tether_fast_wide.num_vgpr, 59
	.set tessera_tether_fast_wide.num_agpr, 0
	.set tessera_tether_fast_wide.numbered_sgpr, 92
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
    .group_segment_fixed_size: 5376
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     63
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w4x64.kd
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
    .group_segment_fixed_size: 5152
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w32x8.kd
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
    .group_segment_fixed_size: 5136
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w64x4.kd
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
    .group_segment_fixed_size: 5128
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w128x2.kd
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
    .group_segment_fixed_size: 5124
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w256.kd
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
    .group_segment_fixed_size: 6148
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     54
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
    .vgpr_count:     50
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
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_w4096.kd
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_fast_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     94
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_fast_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
