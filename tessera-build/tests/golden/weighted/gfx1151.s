	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_weighted_w4x64
	.p2align	8
	.type	tessera_weighted_w4x64,@function
tessera_weighted_w4x64:
	s_load_b128 s[4:7], s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[4:5], v[1:2]
	v_cmp_lt_u64_e64 s2, s[6:7], 5
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_mul_lo_u32 v3, s7, v1
	v_mul_lo_u32 v4, s6, v2
	v_mad_u64_u32 v[1:2], null, s6, v1, 0
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v4, v3
	v_cmp_gt_u64_e64 s2, s[6:7], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s16, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s17, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[0:1], s[0:1], 0x10
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_u32 v5, vcc_lo, s18, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s19, v4, vcc_lo
	s_mov_b32 s16, 0x1d8e78af
	v_add_co_u32 v4, vcc_lo, v5, v8
	v_xor_b32_e32 v2, v1, v2
	v_add_co_ci_u32_e64 v5, null, 0, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v2, s13, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mul_f32 s33, s3, 0.5
	s_cselect_b32 s72, -1, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, s0, s0, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	v_xor_b32_e32 v10, s0, v13
	s_add_u32 s0, s12, 0x3c6ef372
	v_xor_b32_e32 v11, s1, v0
	v_xor_b32_e32 v12, s0, v12
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s22, 0xdf3e5244
	s_mov_b32 s24, 0x96cb03de
	s_mov_b32 s26, 0x94229359
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s36, 0x54442d18
	s_mov_b32 s38, 0x6dc9c883
	s_mov_b32 s40, 0x54400000
	s_mov_b32 s42, 0x1a626331
	s_mov_b32 s44, 0x1a600000
	s_mov_b32 s46, 0x2e037073
	s_mov_b32 s48, 0x19cb1590
	s_mov_b32 s50, 0x16c15177
	s_mov_b32 s52, 0x5555554c
	s_mov_b32 s54, 0xbe8838d4
	s_mov_b32 s56, 0xbdb4b1c4
	s_mov_b32 s58, 0x809c52ad
	s_mov_b32 s60, 0x57b1fe7d
	s_mov_b32 s62, 0x19c161d5
	s_mov_b32 s64, 0x1110f8a6
	s_mov_b32 s66, 0x5acfd57c
	s_mov_b32 s68, 0x8a2b9ceb
	s_mov_b32 s70, 0x55555549
	s_add_u32 s73, s13, 0x76cf5d0a
	s_add_u32 s74, s12, 0xdaa66d2b
	s_add_u32 s75, s13, 0x32370b8f
	s_add_u32 s76, s12, 0x78dde6e4
	s_add_u32 s77, s13, 0xed9eba14
	s_add_u32 s78, s12, 0x1715609d
	s_add_u32 s79, s13, 0xa9066899
	s_add_u32 s80, s12, 0xb54cda56
	s_add_u32 s81, s13, 0x646e171e
	s_add_u32 s82, s12, 0x5384540f
	s_add_u32 s83, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s84, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s23, 0x3fc2f112
	s_mov_b32 s25, 0x3fc74664
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s35, 0x3fe62e42
	s_mov_b32 s37, 0x401921fb
	s_mov_b32 s39, 0x3fe45f30
	s_mov_b32 s41, 0xbff921fb
	s_mov_b32 s43, 0x3dd0b461
	s_mov_b32 s45, 0xbdd0b461
	s_mov_b32 s47, 0x3ba3198a
	s_mov_b32 s49, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_mov_b32 s55, 0xbda8fae9
	s_mov_b32 s57, 0x3e21ee9e
	s_mov_b32 s59, 0xbe927e4f
	s_mov_b32 s61, 0x3ec71de3
	s_mov_b32 s63, 0xbf2a01a0
	s_mov_b32 s65, 0x3f811111
	s_mov_b32 s67, 0x3de5d93a
	s_mov_b32 s69, 0xbe5ae5e6
	s_mov_b32 s71, 0x3fc55555
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB0_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_15
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s72
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB0_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s85, s2
	s_cbranch_execz .LBB0_10
	s_mul_f32 s86, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v10
	s_cmp_gt_f32 s86, 0
	s_mul_f32 s1, s86, 0x4f800000
	global_load_b32 v44, v[4:5], off
	global_load_b32 v45, v[2:3], off
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s86, 0xf800000
	v_mov_b32_e32 v43, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s87, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s87, v11
	v_xor3_b32 v16, s3, s73, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v15, v12
	v_xor3_b32 v17, v17, s74, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s75, v15, v13
	v_xor3_b32 v15, v18, s77, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s76, v14, v16
	v_xor3_b32 v15, v19, s78, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s79, v14, v17
	v_xor3_b32 v16, v16, s81, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s80, v14, v18
	v_xor3_b32 v0, v0, s82, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s83, v14, v15
	v_xor3_b32 v0, v0, s13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s84, v14, v15
	v_cvt_f64_u32_e32 v[14:15], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], 0.5
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v15
	v_and_b32_e32 v15, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[35:36], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[24:25], vcc_lo, v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[35:36], v[14:15], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[20:21], v[18:19]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_mul_f64 v[22:23], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[18:19], v[22:23], v[24:25]
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[22:23]
	v_cvt_f64_u32_e32 v[20:21], v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[33:34], v13
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[33:34], v[33:34], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	v_mul_f64 v[20:21], v[20:21], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], s[22:23]
	v_mul_f64 v[26:27], v[22:23], s[6:7]
	v_mul_f64 v[28:29], v[20:21], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[26:27]
	v_add_f64 v[26:27], v[26:27], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], s[40:41]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[20:21], v[31:32]
	v_cvt_f64_u32_e32 v[31:32], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[28:29]
	v_add_f64 v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[29:30], s[44:45]
	v_mul_f64 v[37:38], v[31:32], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[35:36], v[18:19]
	v_add_f64 v[33:34], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[29:30], s[42:43]
	v_mul_f64 v[29:30], v[29:30], s[46:47]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[37:38], v[16:17]
	v_add_f64 v[33:34], v[26:27], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	v_mov_b32_e32 v30, v1
	v_add_f64 v[16:17], v[16:17], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v34
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v29, 16, v13
	v_cmp_lt_u64_e32 vcc_lo, v[29:30], v[0:1]
	v_dual_cndmask_b32 v19, v19, v25 :: v_dual_cndmask_b32 v18, v18, v24
	v_mul_f64 v[24:25], v[31:32], s[34:35]
	v_dual_cndmask_b32 v21, v27, v23 :: v_dual_cndmask_b32 v20, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[13:14], v[14:15], v[16:17]
	v_mul_f64 v[15:16], v[22:23], v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[24:25], v[13:14]
	v_mul_f64 v[24:25], v[15:16], s[60:61]
	v_mul_f64 v[26:27], v[15:16], s[48:49]
	v_mul_f64 v[29:30], v[15:16], s[54:55]
	v_mul_f64 v[31:32], v[15:16], s[66:67]
	v_mul_f64 v[33:34], v[15:16], v[15:16]
	v_add_f64 v[17:18], v[20:21], -v[18:19]
	v_mul_f64 v[39:40], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_and_b32_e32 v21, 2, v28
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[56:57]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_mul_f64 v[35:36], v[15:16], v[33:34]
	v_mul_f64 v[19:20], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[22:23], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[24:25], v[15:16], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[29:30], v[15:16], v[29:30]
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[58:59]
	v_rsq_f64_e32 v[37:38], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[31:32], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[29:30]
	v_mul_f64 v[29:30], v[17:18], 0.5
	v_mul_f64 v[35:36], v[13:14], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_mul_f64 v[24:25], v[33:34], v[24:25]
	v_add_f64 v[19:20], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], -v[37:38], v[35:36], 0.5
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_fma_f64 v[35:36], v[35:36], v[31:32], v[35:36]
	v_fma_f64 v[26:27], v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[31:32], v[22:23], v[17:18]
	v_add_f64 v[37:38], -v[41:42], 1.0
	v_mul_f64 v[15:16], v[15:16], v[24:25]
	v_fma_f64 v[29:30], -v[35:36], v[35:36], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], -v[31:32]
	v_mul_f64 v[31:32], v[33:34], s[70:71]
	v_add_f64 v[15:16], v[15:16], -v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], v[29:30], v[26:27], v[35:36]
	v_add_f64 v[29:30], v[37:38], -v[39:40]
	v_add_f64 v[15:16], v[15:16], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[17:18], -v[24:25], v[24:25], v[13:14]
	v_add_f64 v[19:20], v[29:30], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[22:23], -v[15:16]
	v_mov_b32_e32 v22, v1
	v_cmp_eq_u64_e64 s3, 0, v[21:22]
	v_fma_f64 v[17:18], v[17:18], v[26:27], v[24:25]
	v_add_f64 v[19:20], v[41:42], v[19:20]
	v_xor_b32_e32 v21, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v16, v21, s3
	v_ldexp_f64 v[17:18], v[17:18], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v20
	v_and_b32_e32 v0, 1, v28
	v_cndmask_b32_e64 v20, v23, v20, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s86, v43, s1
	v_cndmask_b32_e64 v16, v16, v20, s3
	v_cndmask_b32_e64 v15, v15, v19, s3
	v_dual_cndmask_b32 v14, v18, v14 :: v_dual_cndmask_b32 v13, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	v_sqrt_f32_e32 v15, v0
	v_add_nc_u32_e32 v16, -1, v15
	v_add_nc_u32_e32 v17, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v18, v15, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v18
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v14, v19, v15, v0
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v16, v9, v44
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, v16, v16
	v_cndmask_b32_e32 v14, v15, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v15, s33, v45 :: v_dual_cndmask_b32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v15, v16
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, s4, v14
	v_cndmask_b32_e64 v0, v0, s5, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v9, v14
	v_mul_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_and_b32_e32 v13, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s85
	s_mov_b32 s0, 0
.LBB0_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v13, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v9, v0 :: v_dual_mul_f32 v13, s33, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB0_5
.LBB0_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB0_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB0_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w4x64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_inst_pref_size 26
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
	.size	tessera_weighted_w4x64, .Lfunc_end0-tessera_weighted_w4x64

	.set tessera_weighted_w4x64.num_vgpr, 46
	.set tessera_weighted_w4x64.num_agpr, 0
	.set tessera_weighted_w4x64.numbered_sgpr, 88
	.set tessera_weighted_w4x64.num_named_barrier, 0
	.set tessera_weighted_w4x64.private_seg_size, 0
	.set tessera_weighted_w4x64.uses_vcc, 1
	.set tessera_weighted_w4x64.uses_flat_scratch, 0
	.set tessera_weighted_w4x64.has_dyn_sized_stack, 0
	.set tessera_weighted_w4x64.has_recursion, 0
	.set tessera_weighted_w4x64.has_indirect_call, 0
	.globl	tessera_weighted_w32x8
	.p2align	8
	.type	tessera_weighted_w32x8,@function
tessera_weighted_w32x8:
	s_load_b128 s[4:7], s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[4:5], v[1:2]
	v_cmp_lt_u64_e64 s2, s[6:7], 33
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_mul_lo_u32 v3, s7, v1
	v_mul_lo_u32 v4, s6, v2
	v_mad_u64_u32 v[1:2], null, s6, v1, 0
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v4, v3
	v_cmp_gt_u64_e64 s2, s[6:7], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s16, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s17, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[0:1], s[0:1], 0x10
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_u32 v5, vcc_lo, s18, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s19, v4, vcc_lo
	s_mov_b32 s16, 0x1d8e78af
	v_add_co_u32 v4, vcc_lo, v5, v8
	v_xor_b32_e32 v2, v1, v2
	v_add_co_ci_u32_e64 v5, null, 0, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v2, s13, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mul_f32 s33, s3, 0.5
	s_cselect_b32 s72, -1, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, s0, s0, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	v_xor_b32_e32 v10, s0, v13
	s_add_u32 s0, s12, 0x3c6ef372
	v_xor_b32_e32 v11, s1, v0
	v_xor_b32_e32 v12, s0, v12
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s22, 0xdf3e5244
	s_mov_b32 s24, 0x96cb03de
	s_mov_b32 s26, 0x94229359
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s36, 0x54442d18
	s_mov_b32 s38, 0x6dc9c883
	s_mov_b32 s40, 0x54400000
	s_mov_b32 s42, 0x1a626331
	s_mov_b32 s44, 0x1a600000
	s_mov_b32 s46, 0x2e037073
	s_mov_b32 s48, 0x19cb1590
	s_mov_b32 s50, 0x16c15177
	s_mov_b32 s52, 0x5555554c
	s_mov_b32 s54, 0xbe8838d4
	s_mov_b32 s56, 0xbdb4b1c4
	s_mov_b32 s58, 0x809c52ad
	s_mov_b32 s60, 0x57b1fe7d
	s_mov_b32 s62, 0x19c161d5
	s_mov_b32 s64, 0x1110f8a6
	s_mov_b32 s66, 0x5acfd57c
	s_mov_b32 s68, 0x8a2b9ceb
	s_mov_b32 s70, 0x55555549
	s_add_u32 s73, s13, 0x76cf5d0a
	s_add_u32 s74, s12, 0xdaa66d2b
	s_add_u32 s75, s13, 0x32370b8f
	s_add_u32 s76, s12, 0x78dde6e4
	s_add_u32 s77, s13, 0xed9eba14
	s_add_u32 s78, s12, 0x1715609d
	s_add_u32 s79, s13, 0xa9066899
	s_add_u32 s80, s12, 0xb54cda56
	s_add_u32 s81, s13, 0x646e171e
	s_add_u32 s82, s12, 0x5384540f
	s_add_u32 s83, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s84, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s23, 0x3fc2f112
	s_mov_b32 s25, 0x3fc74664
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s35, 0x3fe62e42
	s_mov_b32 s37, 0x401921fb
	s_mov_b32 s39, 0x3fe45f30
	s_mov_b32 s41, 0xbff921fb
	s_mov_b32 s43, 0x3dd0b461
	s_mov_b32 s45, 0xbdd0b461
	s_mov_b32 s47, 0x3ba3198a
	s_mov_b32 s49, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_mov_b32 s55, 0xbda8fae9
	s_mov_b32 s57, 0x3e21ee9e
	s_mov_b32 s59, 0xbe927e4f
	s_mov_b32 s61, 0x3ec71de3
	s_mov_b32 s63, 0xbf2a01a0
	s_mov_b32 s65, 0x3f811111
	s_mov_b32 s67, 0x3de5d93a
	s_mov_b32 s69, 0xbe5ae5e6
	s_mov_b32 s71, 0x3fc55555
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB1_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_15
.LBB1_7:
	s_and_b32 vcc_lo, exec_lo, s72
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB1_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s85, s2
	s_cbranch_execz .LBB1_10
	s_mul_f32 s86, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v10
	s_cmp_gt_f32 s86, 0
	s_mul_f32 s1, s86, 0x4f800000
	global_load_b32 v44, v[4:5], off
	global_load_b32 v45, v[2:3], off
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s86, 0xf800000
	v_mov_b32_e32 v43, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s87, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s87, v11
	v_xor3_b32 v16, s3, s73, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v15, v12
	v_xor3_b32 v17, v17, s74, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s75, v15, v13
	v_xor3_b32 v15, v18, s77, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s76, v14, v16
	v_xor3_b32 v15, v19, s78, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s79, v14, v17
	v_xor3_b32 v16, v16, s81, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s80, v14, v18
	v_xor3_b32 v0, v0, s82, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s83, v14, v15
	v_xor3_b32 v0, v0, s13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s84, v14, v15
	v_cvt_f64_u32_e32 v[14:15], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], 0.5
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v15
	v_and_b32_e32 v15, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[35:36], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[24:25], vcc_lo, v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[35:36], v[14:15], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[20:21], v[18:19]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_mul_f64 v[22:23], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[18:19], v[22:23], v[24:25]
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[22:23]
	v_cvt_f64_u32_e32 v[20:21], v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[33:34], v13
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[33:34], v[33:34], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	v_mul_f64 v[20:21], v[20:21], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], s[22:23]
	v_mul_f64 v[26:27], v[22:23], s[6:7]
	v_mul_f64 v[28:29], v[20:21], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[26:27]
	v_add_f64 v[26:27], v[26:27], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], s[40:41]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[20:21], v[31:32]
	v_cvt_f64_u32_e32 v[31:32], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[28:29]
	v_add_f64 v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[29:30], s[44:45]
	v_mul_f64 v[37:38], v[31:32], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[35:36], v[18:19]
	v_add_f64 v[33:34], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[29:30], s[42:43]
	v_mul_f64 v[29:30], v[29:30], s[46:47]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[37:38], v[16:17]
	v_add_f64 v[33:34], v[26:27], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	v_mov_b32_e32 v30, v1
	v_add_f64 v[16:17], v[16:17], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v34
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v29, 16, v13
	v_cmp_lt_u64_e32 vcc_lo, v[29:30], v[0:1]
	v_dual_cndmask_b32 v19, v19, v25 :: v_dual_cndmask_b32 v18, v18, v24
	v_mul_f64 v[24:25], v[31:32], s[34:35]
	v_dual_cndmask_b32 v21, v27, v23 :: v_dual_cndmask_b32 v20, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[13:14], v[14:15], v[16:17]
	v_mul_f64 v[15:16], v[22:23], v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[24:25], v[13:14]
	v_mul_f64 v[24:25], v[15:16], s[60:61]
	v_mul_f64 v[26:27], v[15:16], s[48:49]
	v_mul_f64 v[29:30], v[15:16], s[54:55]
	v_mul_f64 v[31:32], v[15:16], s[66:67]
	v_mul_f64 v[33:34], v[15:16], v[15:16]
	v_add_f64 v[17:18], v[20:21], -v[18:19]
	v_mul_f64 v[39:40], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_and_b32_e32 v21, 2, v28
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[56:57]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_mul_f64 v[35:36], v[15:16], v[33:34]
	v_mul_f64 v[19:20], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[22:23], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[24:25], v[15:16], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[29:30], v[15:16], v[29:30]
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[58:59]
	v_rsq_f64_e32 v[37:38], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[31:32], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[29:30]
	v_mul_f64 v[29:30], v[17:18], 0.5
	v_mul_f64 v[35:36], v[13:14], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_mul_f64 v[24:25], v[33:34], v[24:25]
	v_add_f64 v[19:20], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], -v[37:38], v[35:36], 0.5
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_fma_f64 v[35:36], v[35:36], v[31:32], v[35:36]
	v_fma_f64 v[26:27], v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[31:32], v[22:23], v[17:18]
	v_add_f64 v[37:38], -v[41:42], 1.0
	v_mul_f64 v[15:16], v[15:16], v[24:25]
	v_fma_f64 v[29:30], -v[35:36], v[35:36], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], -v[31:32]
	v_mul_f64 v[31:32], v[33:34], s[70:71]
	v_add_f64 v[15:16], v[15:16], -v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], v[29:30], v[26:27], v[35:36]
	v_add_f64 v[29:30], v[37:38], -v[39:40]
	v_add_f64 v[15:16], v[15:16], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[17:18], -v[24:25], v[24:25], v[13:14]
	v_add_f64 v[19:20], v[29:30], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[22:23], -v[15:16]
	v_mov_b32_e32 v22, v1
	v_cmp_eq_u64_e64 s3, 0, v[21:22]
	v_fma_f64 v[17:18], v[17:18], v[26:27], v[24:25]
	v_add_f64 v[19:20], v[41:42], v[19:20]
	v_xor_b32_e32 v21, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v16, v21, s3
	v_ldexp_f64 v[17:18], v[17:18], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v20
	v_and_b32_e32 v0, 1, v28
	v_cndmask_b32_e64 v20, v23, v20, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s86, v43, s1
	v_cndmask_b32_e64 v16, v16, v20, s3
	v_cndmask_b32_e64 v15, v15, v19, s3
	v_dual_cndmask_b32 v14, v18, v14 :: v_dual_cndmask_b32 v13, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	v_sqrt_f32_e32 v15, v0
	v_add_nc_u32_e32 v16, -1, v15
	v_add_nc_u32_e32 v17, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v18, v15, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v18
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v14, v19, v15, v0
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v16, v9, v44
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, v16, v16
	v_cndmask_b32_e32 v14, v15, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v15, s33, v45 :: v_dual_cndmask_b32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v15, v16
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, s4, v14
	v_cndmask_b32_e64 v0, v0, s5, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v9, v14
	v_mul_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_and_b32_e32 v13, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s85
	s_mov_b32 s0, 0
.LBB1_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v13, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v9, v0 :: v_dual_mul_f32 v13, s33, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB1_5
.LBB1_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB1_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB1_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w32x8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_inst_pref_size 26
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
	.size	tessera_weighted_w32x8, .Lfunc_end1-tessera_weighted_w32x8

	.set tessera_weighted_w32x8.num_vgpr, 46
	.set tessera_weighted_w32x8.num_agpr, 0
	.set tessera_weighted_w32x8.numbered_sgpr, 88
	.set tessera_weighted_w32x8.num_named_barrier, 0
	.set tessera_weighted_w32x8.private_seg_size, 0
	.set tessera_weighted_w32x8.uses_vcc, 1
	.set tessera_weighted_w32x8.uses_flat_scratch, 0
	.set tessera_weighted_w32x8.has_dyn_sized_stack, 0
	.set tessera_weighted_w32x8.has_recursion, 0
	.set tessera_weighted_w32x8.has_indirect_call, 0
	.globl	tessera_weighted_w64x4
	.p2align	8
	.type	tessera_weighted_w64x4,@function
tessera_weighted_w64x4:
	s_load_b128 s[4:7], s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[4:5], v[1:2]
	v_cmp_gt_u64_e64 s2, 0x41, s[6:7]
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_mul_lo_u32 v3, s7, v1
	v_mul_lo_u32 v4, s6, v2
	v_mad_u64_u32 v[1:2], null, s6, v1, 0
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v4, v3
	v_cmp_gt_u64_e64 s2, s[6:7], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s16, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s17, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[0:1], s[0:1], 0x10
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_u32 v5, vcc_lo, s18, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s19, v4, vcc_lo
	s_mov_b32 s16, 0x1d8e78af
	v_add_co_u32 v4, vcc_lo, v5, v8
	v_xor_b32_e32 v2, v1, v2
	v_add_co_ci_u32_e64 v5, null, 0, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v2, s13, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mul_f32 s33, s3, 0.5
	s_cselect_b32 s72, -1, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, s0, s0, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	v_xor_b32_e32 v10, s0, v13
	s_add_u32 s0, s12, 0x3c6ef372
	v_xor_b32_e32 v11, s1, v0
	v_xor_b32_e32 v12, s0, v12
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s22, 0xdf3e5244
	s_mov_b32 s24, 0x96cb03de
	s_mov_b32 s26, 0x94229359
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s36, 0x54442d18
	s_mov_b32 s38, 0x6dc9c883
	s_mov_b32 s40, 0x54400000
	s_mov_b32 s42, 0x1a626331
	s_mov_b32 s44, 0x1a600000
	s_mov_b32 s46, 0x2e037073
	s_mov_b32 s48, 0x19cb1590
	s_mov_b32 s50, 0x16c15177
	s_mov_b32 s52, 0x5555554c
	s_mov_b32 s54, 0xbe8838d4
	s_mov_b32 s56, 0xbdb4b1c4
	s_mov_b32 s58, 0x809c52ad
	s_mov_b32 s60, 0x57b1fe7d
	s_mov_b32 s62, 0x19c161d5
	s_mov_b32 s64, 0x1110f8a6
	s_mov_b32 s66, 0x5acfd57c
	s_mov_b32 s68, 0x8a2b9ceb
	s_mov_b32 s70, 0x55555549
	s_add_u32 s73, s13, 0x76cf5d0a
	s_add_u32 s74, s12, 0xdaa66d2b
	s_add_u32 s75, s13, 0x32370b8f
	s_add_u32 s76, s12, 0x78dde6e4
	s_add_u32 s77, s13, 0xed9eba14
	s_add_u32 s78, s12, 0x1715609d
	s_add_u32 s79, s13, 0xa9066899
	s_add_u32 s80, s12, 0xb54cda56
	s_add_u32 s81, s13, 0x646e171e
	s_add_u32 s82, s12, 0x5384540f
	s_add_u32 s83, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s84, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s23, 0x3fc2f112
	s_mov_b32 s25, 0x3fc74664
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s35, 0x3fe62e42
	s_mov_b32 s37, 0x401921fb
	s_mov_b32 s39, 0x3fe45f30
	s_mov_b32 s41, 0xbff921fb
	s_mov_b32 s43, 0x3dd0b461
	s_mov_b32 s45, 0xbdd0b461
	s_mov_b32 s47, 0x3ba3198a
	s_mov_b32 s49, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_mov_b32 s55, 0xbda8fae9
	s_mov_b32 s57, 0x3e21ee9e
	s_mov_b32 s59, 0xbe927e4f
	s_mov_b32 s61, 0x3ec71de3
	s_mov_b32 s63, 0xbf2a01a0
	s_mov_b32 s65, 0x3f811111
	s_mov_b32 s67, 0x3de5d93a
	s_mov_b32 s69, 0xbe5ae5e6
	s_mov_b32 s71, 0x3fc55555
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB2_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_15
.LBB2_7:
	s_and_b32 vcc_lo, exec_lo, s72
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB2_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s85, s2
	s_cbranch_execz .LBB2_10
	s_mul_f32 s86, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v10
	s_cmp_gt_f32 s86, 0
	s_mul_f32 s1, s86, 0x4f800000
	global_load_b32 v44, v[4:5], off
	global_load_b32 v45, v[2:3], off
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s86, 0xf800000
	v_mov_b32_e32 v43, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s87, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s87, v11
	v_xor3_b32 v16, s3, s73, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v15, v12
	v_xor3_b32 v17, v17, s74, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s75, v15, v13
	v_xor3_b32 v15, v18, s77, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s76, v14, v16
	v_xor3_b32 v15, v19, s78, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s79, v14, v17
	v_xor3_b32 v16, v16, s81, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s80, v14, v18
	v_xor3_b32 v0, v0, s82, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s83, v14, v15
	v_xor3_b32 v0, v0, s13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s84, v14, v15
	v_cvt_f64_u32_e32 v[14:15], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], 0.5
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v15
	v_and_b32_e32 v15, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[35:36], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[24:25], vcc_lo, v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[35:36], v[14:15], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[20:21], v[18:19]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_mul_f64 v[22:23], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[18:19], v[22:23], v[24:25]
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[22:23]
	v_cvt_f64_u32_e32 v[20:21], v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[33:34], v13
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[33:34], v[33:34], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	v_mul_f64 v[20:21], v[20:21], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], s[22:23]
	v_mul_f64 v[26:27], v[22:23], s[6:7]
	v_mul_f64 v[28:29], v[20:21], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[26:27]
	v_add_f64 v[26:27], v[26:27], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], s[40:41]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[20:21], v[31:32]
	v_cvt_f64_u32_e32 v[31:32], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[28:29]
	v_add_f64 v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[29:30], s[44:45]
	v_mul_f64 v[37:38], v[31:32], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[35:36], v[18:19]
	v_add_f64 v[33:34], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[29:30], s[42:43]
	v_mul_f64 v[29:30], v[29:30], s[46:47]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[37:38], v[16:17]
	v_add_f64 v[33:34], v[26:27], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	v_mov_b32_e32 v30, v1
	v_add_f64 v[16:17], v[16:17], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v34
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v29, 16, v13
	v_cmp_lt_u64_e32 vcc_lo, v[29:30], v[0:1]
	v_dual_cndmask_b32 v19, v19, v25 :: v_dual_cndmask_b32 v18, v18, v24
	v_mul_f64 v[24:25], v[31:32], s[34:35]
	v_dual_cndmask_b32 v21, v27, v23 :: v_dual_cndmask_b32 v20, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[13:14], v[14:15], v[16:17]
	v_mul_f64 v[15:16], v[22:23], v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[24:25], v[13:14]
	v_mul_f64 v[24:25], v[15:16], s[60:61]
	v_mul_f64 v[26:27], v[15:16], s[48:49]
	v_mul_f64 v[29:30], v[15:16], s[54:55]
	v_mul_f64 v[31:32], v[15:16], s[66:67]
	v_mul_f64 v[33:34], v[15:16], v[15:16]
	v_add_f64 v[17:18], v[20:21], -v[18:19]
	v_mul_f64 v[39:40], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_and_b32_e32 v21, 2, v28
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[56:57]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_mul_f64 v[35:36], v[15:16], v[33:34]
	v_mul_f64 v[19:20], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[22:23], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[24:25], v[15:16], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[29:30], v[15:16], v[29:30]
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[58:59]
	v_rsq_f64_e32 v[37:38], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[31:32], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[29:30]
	v_mul_f64 v[29:30], v[17:18], 0.5
	v_mul_f64 v[35:36], v[13:14], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_mul_f64 v[24:25], v[33:34], v[24:25]
	v_add_f64 v[19:20], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], -v[37:38], v[35:36], 0.5
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_fma_f64 v[35:36], v[35:36], v[31:32], v[35:36]
	v_fma_f64 v[26:27], v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[31:32], v[22:23], v[17:18]
	v_add_f64 v[37:38], -v[41:42], 1.0
	v_mul_f64 v[15:16], v[15:16], v[24:25]
	v_fma_f64 v[29:30], -v[35:36], v[35:36], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], -v[31:32]
	v_mul_f64 v[31:32], v[33:34], s[70:71]
	v_add_f64 v[15:16], v[15:16], -v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], v[29:30], v[26:27], v[35:36]
	v_add_f64 v[29:30], v[37:38], -v[39:40]
	v_add_f64 v[15:16], v[15:16], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[17:18], -v[24:25], v[24:25], v[13:14]
	v_add_f64 v[19:20], v[29:30], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[22:23], -v[15:16]
	v_mov_b32_e32 v22, v1
	v_cmp_eq_u64_e64 s3, 0, v[21:22]
	v_fma_f64 v[17:18], v[17:18], v[26:27], v[24:25]
	v_add_f64 v[19:20], v[41:42], v[19:20]
	v_xor_b32_e32 v21, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v16, v21, s3
	v_ldexp_f64 v[17:18], v[17:18], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v20
	v_and_b32_e32 v0, 1, v28
	v_cndmask_b32_e64 v20, v23, v20, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s86, v43, s1
	v_cndmask_b32_e64 v16, v16, v20, s3
	v_cndmask_b32_e64 v15, v15, v19, s3
	v_dual_cndmask_b32 v14, v18, v14 :: v_dual_cndmask_b32 v13, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	v_sqrt_f32_e32 v15, v0
	v_add_nc_u32_e32 v16, -1, v15
	v_add_nc_u32_e32 v17, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v18, v15, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v18
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v14, v19, v15, v0
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v16, v9, v44
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, v16, v16
	v_cndmask_b32_e32 v14, v15, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v15, s33, v45 :: v_dual_cndmask_b32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v15, v16
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, s4, v14
	v_cndmask_b32_e64 v0, v0, s5, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v9, v14
	v_mul_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_and_b32_e32 v13, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s85
	s_mov_b32 s0, 0
.LBB2_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v13, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v9, v0 :: v_dual_mul_f32 v13, s33, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB2_5
.LBB2_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB2_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB2_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w64x4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_inst_pref_size 26
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
	.size	tessera_weighted_w64x4, .Lfunc_end2-tessera_weighted_w64x4

	.set tessera_weighted_w64x4.num_vgpr, 46
	.set tessera_weighted_w64x4.num_agpr, 0
	.set tessera_weighted_w64x4.numbered_sgpr, 88
	.set tessera_weighted_w64x4.num_named_barrier, 0
	.set tessera_weighted_w64x4.private_seg_size, 0
	.set tessera_weighted_w64x4.uses_vcc, 1
	.set tessera_weighted_w64x4.uses_flat_scratch, 0
	.set tessera_weighted_w64x4.has_dyn_sized_stack, 0
	.set tessera_weighted_w64x4.has_recursion, 0
	.set tessera_weighted_w64x4.has_indirect_call, 0
	.globl	tessera_weighted_w128x2
	.p2align	8
	.type	tessera_weighted_w128x2,@function
tessera_weighted_w128x2:
	s_load_b128 s[4:7], s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mov_b32_e32 v2, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, s[4:5], v[1:2]
	v_cmp_gt_u64_e64 s2, 0x81, s[6:7]
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_mul_lo_u32 v3, s7, v1
	v_mul_lo_u32 v4, s6, v2
	v_mad_u64_u32 v[1:2], null, s6, v1, 0
	v_dual_mov_b32 v6, 0 :: v_dual_and_b32 v5, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v4, v3
	v_cmp_gt_u64_e64 s2, s[6:7], v[5:6]
	v_lshlrev_b32_e32 v8, 2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s16, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s17, v4, vcc_lo
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v9, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	global_load_b32 v9, v[9:10], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB3_14
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, vcc_lo, v1, v5
	s_clause 0x1
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[0:1], s[0:1], 0x10
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_add_co_u32 v5, vcc_lo, s18, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s19, v4, vcc_lo
	s_mov_b32 s16, 0x1d8e78af
	v_add_co_u32 v4, vcc_lo, v5, v8
	v_xor_b32_e32 v2, v1, v2
	v_add_co_ci_u32_e64 v5, null, 0, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v2, s13, v2
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mul_f32 s33, s3, 0.5
	s_cselect_b32 s72, -1, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, s0, s0, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	v_xor_b32_e32 v10, s0, v13
	s_add_u32 s0, s12, 0x3c6ef372
	v_xor_b32_e32 v11, s1, v0
	v_xor_b32_e32 v12, s0, v12
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s22, 0xdf3e5244
	s_mov_b32 s24, 0x96cb03de
	s_mov_b32 s26, 0x94229359
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s36, 0x54442d18
	s_mov_b32 s38, 0x6dc9c883
	s_mov_b32 s40, 0x54400000
	s_mov_b32 s42, 0x1a626331
	s_mov_b32 s44, 0x1a600000
	s_mov_b32 s46, 0x2e037073
	s_mov_b32 s48, 0x19cb1590
	s_mov_b32 s50, 0x16c15177
	s_mov_b32 s52, 0x5555554c
	s_mov_b32 s54, 0xbe8838d4
	s_mov_b32 s56, 0xbdb4b1c4
	s_mov_b32 s58, 0x809c52ad
	s_mov_b32 s60, 0x57b1fe7d
	s_mov_b32 s62, 0x19c161d5
	s_mov_b32 s64, 0x1110f8a6
	s_mov_b32 s66, 0x5acfd57c
	s_mov_b32 s68, 0x8a2b9ceb
	s_mov_b32 s70, 0x55555549
	s_add_u32 s73, s13, 0x76cf5d0a
	s_add_u32 s74, s12, 0xdaa66d2b
	s_add_u32 s75, s13, 0x32370b8f
	s_add_u32 s76, s12, 0x78dde6e4
	s_add_u32 s77, s13, 0xed9eba14
	s_add_u32 s78, s12, 0x1715609d
	s_add_u32 s79, s13, 0xa9066899
	s_add_u32 s80, s12, 0xb54cda56
	s_add_u32 s81, s13, 0x646e171e
	s_add_u32 s82, s12, 0x5384540f
	s_add_u32 s83, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s84, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s23, 0x3fc2f112
	s_mov_b32 s25, 0x3fc74664
	s_mov_b32 s27, 0x3fd24924
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s35, 0x3fe62e42
	s_mov_b32 s37, 0x401921fb
	s_mov_b32 s39, 0x3fe45f30
	s_mov_b32 s41, 0xbff921fb
	s_mov_b32 s43, 0x3dd0b461
	s_mov_b32 s45, 0xbdd0b461
	s_mov_b32 s47, 0x3ba3198a
	s_mov_b32 s49, 0x3efa01a0
	s_mov_b32 s51, 0xbf56c16c
	s_mov_b32 s53, 0x3fa55555
	s_mov_b32 s55, 0xbda8fae9
	s_mov_b32 s57, 0x3e21ee9e
	s_mov_b32 s59, 0xbe927e4f
	s_mov_b32 s61, 0x3ec71de3
	s_mov_b32 s63, 0xbf2a01a0
	s_mov_b32 s65, 0x3f811111
	s_mov_b32 s67, 0x3de5d93a
	s_mov_b32 s69, 0xbe5ae5e6
	s_mov_b32 s71, 0x3fc55555
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v9
.LBB3_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB3_15
.LBB3_7:
	s_and_b32 vcc_lo, exec_lo, s72
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB3_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	s_and_saveexec_b32 s85, s2
	s_cbranch_execz .LBB3_10
	s_mul_f32 s86, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v10
	s_cmp_gt_f32 s86, 0
	s_mul_f32 s1, s86, 0x4f800000
	global_load_b32 v44, v[4:5], off
	global_load_b32 v45, v[2:3], off
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s86, 0xf800000
	v_mov_b32_e32 v43, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s87, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s87, v11
	v_xor3_b32 v16, s3, s73, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v15, v12
	v_xor3_b32 v17, v17, s74, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s75, v15, v13
	v_xor3_b32 v15, v18, s77, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s76, v14, v16
	v_xor3_b32 v15, v19, s78, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s79, v14, v17
	v_xor3_b32 v16, v16, s81, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s80, v14, v18
	v_xor3_b32 v0, v0, s82, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s83, v14, v15
	v_xor3_b32 v0, v0, s13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s84, v14, v15
	v_cvt_f64_u32_e32 v[14:15], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], 0.5
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v15
	v_and_b32_e32 v15, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[35:36], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[24:25], vcc_lo, v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[35:36], v[14:15], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[20:21], v[18:19]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	v_mul_f64 v[22:23], v[24:25], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[18:19], v[22:23], v[24:25]
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[22:23]
	v_cvt_f64_u32_e32 v[20:21], v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[33:34], v13
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[33:34], v[33:34], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	v_mul_f64 v[20:21], v[20:21], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], s[22:23]
	v_mul_f64 v[26:27], v[22:23], s[6:7]
	v_mul_f64 v[28:29], v[20:21], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_add_f64 v[26:27], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[26:27]
	v_add_f64 v[26:27], v[26:27], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], s[40:41]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[20:21], v[31:32]
	v_cvt_f64_u32_e32 v[31:32], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[28:29]
	v_add_f64 v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[29:30], s[44:45]
	v_mul_f64 v[37:38], v[31:32], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[35:36], v[18:19]
	v_add_f64 v[33:34], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[29:30], s[42:43]
	v_mul_f64 v[29:30], v[29:30], s[46:47]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[37:38], v[16:17]
	v_add_f64 v[33:34], v[26:27], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	v_mov_b32_e32 v30, v1
	v_add_f64 v[16:17], v[16:17], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v34
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v29, 16, v13
	v_cmp_lt_u64_e32 vcc_lo, v[29:30], v[0:1]
	v_dual_cndmask_b32 v19, v19, v25 :: v_dual_cndmask_b32 v18, v18, v24
	v_mul_f64 v[24:25], v[31:32], s[34:35]
	v_dual_cndmask_b32 v21, v27, v23 :: v_dual_cndmask_b32 v20, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[13:14], v[14:15], v[16:17]
	v_mul_f64 v[15:16], v[22:23], v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[24:25], v[13:14]
	v_mul_f64 v[24:25], v[15:16], s[60:61]
	v_mul_f64 v[26:27], v[15:16], s[48:49]
	v_mul_f64 v[29:30], v[15:16], s[54:55]
	v_mul_f64 v[31:32], v[15:16], s[66:67]
	v_mul_f64 v[33:34], v[15:16], v[15:16]
	v_add_f64 v[17:18], v[20:21], -v[18:19]
	v_mul_f64 v[39:40], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_and_b32_e32 v21, 2, v28
	v_add_f64 v[24:25], v[24:25], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[50:51]
	v_add_f64 v[29:30], v[29:30], s[56:57]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_mul_f64 v[35:36], v[15:16], v[33:34]
	v_mul_f64 v[19:20], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[22:23], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[24:25], v[15:16], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[29:30], v[15:16], v[29:30]
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[24:25], v[24:25], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[52:53]
	v_add_f64 v[29:30], v[29:30], s[58:59]
	v_rsq_f64_e32 v[37:38], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[31:32], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[29:30]
	v_mul_f64 v[29:30], v[17:18], 0.5
	v_mul_f64 v[35:36], v[13:14], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_mul_f64 v[24:25], v[33:34], v[24:25]
	v_add_f64 v[19:20], v[26:27], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], -v[37:38], v[35:36], 0.5
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_fma_f64 v[35:36], v[35:36], v[31:32], v[35:36]
	v_fma_f64 v[26:27], v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[31:32], v[22:23], v[17:18]
	v_add_f64 v[37:38], -v[41:42], 1.0
	v_mul_f64 v[15:16], v[15:16], v[24:25]
	v_fma_f64 v[29:30], -v[35:36], v[35:36], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], -v[31:32]
	v_mul_f64 v[31:32], v[33:34], s[70:71]
	v_add_f64 v[15:16], v[15:16], -v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], v[29:30], v[26:27], v[35:36]
	v_add_f64 v[29:30], v[37:38], -v[39:40]
	v_add_f64 v[15:16], v[15:16], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[17:18], -v[24:25], v[24:25], v[13:14]
	v_add_f64 v[19:20], v[29:30], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[22:23], -v[15:16]
	v_mov_b32_e32 v22, v1
	v_cmp_eq_u64_e64 s3, 0, v[21:22]
	v_fma_f64 v[17:18], v[17:18], v[26:27], v[24:25]
	v_add_f64 v[19:20], v[41:42], v[19:20]
	v_xor_b32_e32 v21, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v16, v21, s3
	v_ldexp_f64 v[17:18], v[17:18], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v20
	v_and_b32_e32 v0, 1, v28
	v_cndmask_b32_e64 v20, v23, v20, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s86, v43, s1
	v_cndmask_b32_e64 v16, v16, v20, s3
	v_cndmask_b32_e64 v15, v15, v19, s3
	v_dual_cndmask_b32 v14, v18, v14 :: v_dual_cndmask_b32 v13, v17, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	v_sqrt_f32_e32 v15, v0
	v_add_nc_u32_e32 v16, -1, v15
	v_add_nc_u32_e32 v17, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v18, v15, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v18
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v14, v19, v15, v0
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v16, v9, v44
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, v16, v16
	v_cndmask_b32_e32 v14, v15, v17, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v15, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v15, s33, v45 :: v_dual_cndmask_b32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v15, v16
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, s4, v14
	v_cndmask_b32_e64 v0, v0, s5, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v9, v14
	v_mul_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_and_b32_e32 v13, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s85
	s_mov_b32 s0, 0
.LBB3_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB3_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v13, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v9, v0 :: v_dual_mul_f32 v13, s33, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_branch .LBB3_5
.LBB3_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
.LBB3_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_17
	v_add_co_u32 v1, vcc_lo, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v7, vcc_lo
	global_store_b32 v[1:2], v0, off
.LBB3_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w128x2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_inst_pref_size 26
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
	.size	tessera_weighted_w128x2, .Lfunc_end3-tessera_weighted_w128x2

	.set tessera_weighted_w128x2.num_vgpr, 46
	.set tessera_weighted_w128x2.num_agpr, 0
	.set tessera_weighted_w128x2.numbered_sgpr, 88
	.set tessera_weighted_w128x2.num_named_barrier, 0
	.set tessera_weighted_w128x2.private_seg_size, 0
	.set tessera_weighted_w128x2.uses_vcc, 1
	.set tessera_weighted_w128x2.uses_flat_scratch, 0
	.set tessera_weighted_w128x2.has_dyn_sized_stack, 0
	.set tessera_weighted_w128x2.has_recursion, 0
	.set tessera_weighted_w128x2.has_indirect_call, 0
	.globl	tessera_weighted_w256
	.p2align	8
	.type	tessera_weighted_w256,@function
tessera_weighted_w256:
	s_load_b128 s[4:7], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[4:5], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[6:7]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s3, s7, s2
	s_mul_hi_u32 s4, s6, s2
	s_mul_i32 s24, s6, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[6:7], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s16, s22
	s_addc_u32 s17, s17, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v7, v6, s[16:17]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB4_14
	s_clause 0x3
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[26:27], s[0:1], 0x10
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_mov_b32 s24, 0xdf3e5244
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s34, 0x35793c76
	s_mov_b32 s36, 0xfee00000
	s_mov_b32 s38, 0x54442d18
	v_xor_b32_e32 v0, v10, v2
	s_mov_b32 s40, 0x6dc9c883
	s_mov_b32 s42, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mul_f32 s11, s3, 0.5
	v_add_co_u32 v2, s0, s26, v6
	v_xor_b32_e32 v0, s13, v0
	v_add_co_ci_u32_e64 v3, null, s27, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s18, s22
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s19, s23
	s_cmp_lg_u32 s6, 0
	v_add_co_u32 v4, s0, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	s_cselect_b32 s74, -1, 0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	s_add_u32 s3, s12, 0x3c6ef372
	v_xor_b32_e32 v8, s0, v11
	v_xor_b32_e32 v9, s1, v9
	v_xor_b32_e32 v10, s3, v10
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s26, 0x96cb03de
	s_mov_b32 s44, 0x1a626331
	s_mov_b32 s46, 0x1a600000
	s_mov_b32 s48, 0x2e037073
	s_mov_b32 s50, 0x19cb1590
	s_mov_b32 s52, 0x16c15177
	s_mov_b32 s54, 0x5555554c
	s_mov_b32 s56, 0xbe8838d4
	s_mov_b32 s58, 0xbdb4b1c4
	s_mov_b32 s60, 0x809c52ad
	s_mov_b32 s62, 0x57b1fe7d
	s_mov_b32 s64, 0x19c161d5
	s_mov_b32 s66, 0x1110f8a6
	s_mov_b32 s68, 0x5acfd57c
	s_mov_b32 s70, 0x8a2b9ceb
	s_mov_b32 s72, 0x55555549
	s_add_u32 s75, s13, 0x76cf5d0a
	s_add_u32 s76, s12, 0xdaa66d2b
	s_add_u32 s77, s13, 0x32370b8f
	s_add_u32 s78, s12, 0x78dde6e4
	s_add_u32 s79, s13, 0xed9eba14
	s_add_u32 s80, s12, 0x1715609d
	s_add_u32 s81, s13, 0xa9066899
	s_add_u32 s82, s12, 0xb54cda56
	s_add_u32 s83, s13, 0x646e171e
	s_add_u32 s84, s12, 0x5384540f
	s_add_u32 s85, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s86, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s25, 0x3fc2f112
	s_mov_b32 s27, 0x3fc74664
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s35, 0x3dea39ef
	s_mov_b32 s37, 0x3fe62e42
	s_mov_b32 s39, 0x401921fb
	s_mov_b32 s41, 0x3fe45f30
	s_mov_b32 s43, 0xbff921fb
	s_mov_b32 s45, 0x3dd0b461
	s_mov_b32 s47, 0xbdd0b461
	s_mov_b32 s49, 0x3ba3198a
	s_mov_b32 s51, 0x3efa01a0
	s_mov_b32 s53, 0xbf56c16c
	s_mov_b32 s55, 0x3fa55555
	s_mov_b32 s57, 0xbda8fae9
	s_mov_b32 s59, 0x3e21ee9e
	s_mov_b32 s61, 0xbe927e4f
	s_mov_b32 s63, 0x3ec71de3
	s_mov_b32 s65, 0xbf2a01a0
	s_mov_b32 s67, 0x3f811111
	s_mov_b32 s69, 0x3de5d93a
	s_mov_b32 s71, 0xbe5ae5e6
	s_mov_b32 s73, 0x3fc55555
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v7
.LBB4_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB4_15
.LBB4_7:
	s_and_b32 vcc_lo, exec_lo, s74
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB4_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b32 s87, s2
	s_cbranch_execz .LBB4_10
	s_mul_f32 s88, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v8
	s_cmp_gt_f32 s88, 0
	s_mul_f32 s1, s88, 0x4f800000
	global_load_b32 v42, v[4:5], off
	global_load_b32 v43, v[2:3], off
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s88, 0xf800000
	v_mov_b32_e32 v41, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s89, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s89, v9
	v_xor3_b32 v14, s3, s75, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v13, v10
	v_xor3_b32 v15, v15, s76, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s77, v13, v11
	v_xor3_b32 v13, v16, s79, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s78, v12, v14
	v_xor3_b32 v13, v17, s80, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s81, v12, v15
	v_xor3_b32 v14, v14, s83, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s82, v12, v16
	v_xor3_b32 v0, v0, s84, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s85, v12, v13
	v_xor3_b32 v0, v0, s13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s86, v12, v13
	v_cvt_f64_u32_e32 v[12:13], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], 0.5
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v13
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -1.0
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[31:32], v11
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[31:32], v[31:32], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	v_mul_f64 v[18:19], v[18:19], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], s[24:25]
	v_mul_f64 v[24:25], v[20:21], s[6:7]
	v_mul_f64 v[26:27], v[18:19], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[26:27]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[42:43]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[30:31]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[46:47]
	v_mul_f64 v[35:36], v[29:30], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[20:21], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[33:34], v[16:17]
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[44:45]
	v_mul_f64 v[27:28], v[27:28], s[48:49]
	v_add_f64 v[22:23], v[31:32], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[35:36], v[14:15]
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v32
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, 16, v11
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[36:37]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[22:23], v[11:12]
	v_mul_f64 v[22:23], v[13:14], s[62:63]
	v_mul_f64 v[24:25], v[13:14], s[50:51]
	v_mul_f64 v[27:28], v[13:14], s[56:57]
	v_mul_f64 v[29:30], v[13:14], s[68:69]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_and_b32_e32 v19, 2, v26
	v_add_f64 v[22:23], v[22:23], s[64:65]
	v_add_f64 v[24:25], v[24:25], s[52:53]
	v_add_f64 v[27:28], v[27:28], s[58:59]
	v_add_f64 v[29:30], v[29:30], s[70:71]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[66:67]
	v_add_f64 v[24:25], v[24:25], s[54:55]
	v_add_f64 v[27:28], v[27:28], s[60:61]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[72:73]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_cmp_eq_u64_e64 s3, 0, v[19:20]
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_xor_b32_e32 v19, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v14, v14, v19, s3
	v_ldexp_f64 v[15:16], v[15:16], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e64 v18, v21, v18, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s88, v41, s1
	v_cndmask_b32_e64 v14, v14, v18, s3
	v_cndmask_b32_e64 v13, v13, v17, s3
	v_dual_cndmask_b32 v12, v16, v12 :: v_dual_cndmask_b32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	v_sqrt_f32_e32 v13, v0
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v14
	v_xor_b32_e32 v17, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v16, v13, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v16
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v12, v17, v13, v0
	v_cndmask_b32_e32 v13, v13, v14, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v14, v7, v42
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v14, v14, v14
	v_cndmask_b32_e32 v12, v13, v15, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v13, 0x37800000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v13, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s11, v43 :: v_dual_cndmask_b32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v13, v14
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, s4, v12
	v_cndmask_b32_e64 v0, v0, s5, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v7, v12
	v_mul_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_and_b32_e32 v11, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB4_10:
	s_or_b32 exec_lo, exec_lo, s87
	s_mov_b32 s0, 0
.LBB4_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB4_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB4_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v11, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v7, v0 :: v_dual_mul_f32 v11, s11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v0, vcc_lo
	s_branch .LBB4_5
.LBB4_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
.LBB4_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_17
	global_store_b32 v6, v0, s[16:17]
.LBB4_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w256
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 90
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
.Lfunc_end4:
	.size	tessera_weighted_w256, .Lfunc_end4-tessera_weighted_w256

	.set tessera_weighted_w256.num_vgpr, 44
	.set tessera_weighted_w256.num_agpr, 0
	.set tessera_weighted_w256.numbered_sgpr, 90
	.set tessera_weighted_w256.num_named_barrier, 0
	.set tessera_weighted_w256.private_seg_size, 0
	.set tessera_weighted_w256.uses_vcc, 1
	.set tessera_weighted_w256.uses_flat_scratch, 0
	.set tessera_weighted_w256.has_dyn_sized_stack, 0
	.set tessera_weighted_w256.has_recursion, 0
	.set tessera_weighted_w256.has_indirect_call, 0
	.globl	tessera_weighted_w512
	.p2align	8
	.type	tessera_weighted_w512,@function
tessera_weighted_w512:
	s_load_b128 s[4:7], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[4:5], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[6:7]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s3, s7, s2
	s_mul_hi_u32 s4, s6, s2
	s_mul_i32 s24, s6, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[6:7], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s16, s22
	s_addc_u32 s17, s17, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_3
	global_load_b32 v7, v6, s[16:17]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB5_14
	s_clause 0x3
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[26:27], s[0:1], 0x10
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_mov_b32 s24, 0xdf3e5244
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s34, 0x35793c76
	s_mov_b32 s36, 0xfee00000
	s_mov_b32 s38, 0x54442d18
	v_xor_b32_e32 v0, v10, v2
	s_mov_b32 s40, 0x6dc9c883
	s_mov_b32 s42, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mul_f32 s11, s3, 0.5
	v_add_co_u32 v2, s0, s26, v6
	v_xor_b32_e32 v0, s13, v0
	v_add_co_ci_u32_e64 v3, null, s27, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s18, s22
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s19, s23
	s_cmp_lg_u32 s6, 0
	v_add_co_u32 v4, s0, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	s_cselect_b32 s74, -1, 0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	s_add_u32 s3, s12, 0x3c6ef372
	v_xor_b32_e32 v8, s0, v11
	v_xor_b32_e32 v9, s1, v9
	v_xor_b32_e32 v10, s3, v10
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s26, 0x96cb03de
	s_mov_b32 s44, 0x1a626331
	s_mov_b32 s46, 0x1a600000
	s_mov_b32 s48, 0x2e037073
	s_mov_b32 s50, 0x19cb1590
	s_mov_b32 s52, 0x16c15177
	s_mov_b32 s54, 0x5555554c
	s_mov_b32 s56, 0xbe8838d4
	s_mov_b32 s58, 0xbdb4b1c4
	s_mov_b32 s60, 0x809c52ad
	s_mov_b32 s62, 0x57b1fe7d
	s_mov_b32 s64, 0x19c161d5
	s_mov_b32 s66, 0x1110f8a6
	s_mov_b32 s68, 0x5acfd57c
	s_mov_b32 s70, 0x8a2b9ceb
	s_mov_b32 s72, 0x55555549
	s_add_u32 s75, s13, 0x76cf5d0a
	s_add_u32 s76, s12, 0xdaa66d2b
	s_add_u32 s77, s13, 0x32370b8f
	s_add_u32 s78, s12, 0x78dde6e4
	s_add_u32 s79, s13, 0xed9eba14
	s_add_u32 s80, s12, 0x1715609d
	s_add_u32 s81, s13, 0xa9066899
	s_add_u32 s82, s12, 0xb54cda56
	s_add_u32 s83, s13, 0x646e171e
	s_add_u32 s84, s12, 0x5384540f
	s_add_u32 s85, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s86, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s25, 0x3fc2f112
	s_mov_b32 s27, 0x3fc74664
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s35, 0x3dea39ef
	s_mov_b32 s37, 0x3fe62e42
	s_mov_b32 s39, 0x401921fb
	s_mov_b32 s41, 0x3fe45f30
	s_mov_b32 s43, 0xbff921fb
	s_mov_b32 s45, 0x3dd0b461
	s_mov_b32 s47, 0xbdd0b461
	s_mov_b32 s49, 0x3ba3198a
	s_mov_b32 s51, 0x3efa01a0
	s_mov_b32 s53, 0xbf56c16c
	s_mov_b32 s55, 0x3fa55555
	s_mov_b32 s57, 0xbda8fae9
	s_mov_b32 s59, 0x3e21ee9e
	s_mov_b32 s61, 0xbe927e4f
	s_mov_b32 s63, 0x3ec71de3
	s_mov_b32 s65, 0xbf2a01a0
	s_mov_b32 s67, 0x3f811111
	s_mov_b32 s69, 0x3de5d93a
	s_mov_b32 s71, 0xbe5ae5e6
	s_mov_b32 s73, 0x3fc55555
	s_branch .LBB5_7
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v7
.LBB5_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB5_15
.LBB5_7:
	s_and_b32 vcc_lo, exec_lo, s74
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB5_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b32 s87, s2
	s_cbranch_execz .LBB5_10
	s_mul_f32 s88, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v8
	s_cmp_gt_f32 s88, 0
	s_mul_f32 s1, s88, 0x4f800000
	global_load_b32 v42, v[4:5], off
	global_load_b32 v43, v[2:3], off
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s88, 0xf800000
	v_mov_b32_e32 v41, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s89, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s89, v9
	v_xor3_b32 v14, s3, s75, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v13, v10
	v_xor3_b32 v15, v15, s76, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s77, v13, v11
	v_xor3_b32 v13, v16, s79, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s78, v12, v14
	v_xor3_b32 v13, v17, s80, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s81, v12, v15
	v_xor3_b32 v14, v14, s83, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s82, v12, v16
	v_xor3_b32 v0, v0, s84, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s85, v12, v13
	v_xor3_b32 v0, v0, s13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s86, v12, v13
	v_cvt_f64_u32_e32 v[12:13], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], 0.5
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v13
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -1.0
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[31:32], v11
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[31:32], v[31:32], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	v_mul_f64 v[18:19], v[18:19], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], s[24:25]
	v_mul_f64 v[24:25], v[20:21], s[6:7]
	v_mul_f64 v[26:27], v[18:19], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[26:27]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[42:43]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[30:31]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[46:47]
	v_mul_f64 v[35:36], v[29:30], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[20:21], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[33:34], v[16:17]
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[44:45]
	v_mul_f64 v[27:28], v[27:28], s[48:49]
	v_add_f64 v[22:23], v[31:32], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[35:36], v[14:15]
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v32
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, 16, v11
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[36:37]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[22:23], v[11:12]
	v_mul_f64 v[22:23], v[13:14], s[62:63]
	v_mul_f64 v[24:25], v[13:14], s[50:51]
	v_mul_f64 v[27:28], v[13:14], s[56:57]
	v_mul_f64 v[29:30], v[13:14], s[68:69]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_and_b32_e32 v19, 2, v26
	v_add_f64 v[22:23], v[22:23], s[64:65]
	v_add_f64 v[24:25], v[24:25], s[52:53]
	v_add_f64 v[27:28], v[27:28], s[58:59]
	v_add_f64 v[29:30], v[29:30], s[70:71]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[66:67]
	v_add_f64 v[24:25], v[24:25], s[54:55]
	v_add_f64 v[27:28], v[27:28], s[60:61]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[72:73]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_cmp_eq_u64_e64 s3, 0, v[19:20]
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_xor_b32_e32 v19, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v14, v14, v19, s3
	v_ldexp_f64 v[15:16], v[15:16], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e64 v18, v21, v18, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s88, v41, s1
	v_cndmask_b32_e64 v14, v14, v18, s3
	v_cndmask_b32_e64 v13, v13, v17, s3
	v_dual_cndmask_b32 v12, v16, v12 :: v_dual_cndmask_b32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	v_sqrt_f32_e32 v13, v0
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v14
	v_xor_b32_e32 v17, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v16, v13, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v16
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v12, v17, v13, v0
	v_cndmask_b32_e32 v13, v13, v14, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v14, v7, v42
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v14, v14, v14
	v_cndmask_b32_e32 v12, v13, v15, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v13, 0x37800000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v13, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s11, v43 :: v_dual_cndmask_b32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v13, v14
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, s4, v12
	v_cndmask_b32_e64 v0, v0, s5, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v7, v12
	v_mul_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_and_b32_e32 v11, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB5_10:
	s_or_b32 exec_lo, exec_lo, s87
	s_mov_b32 s0, 0
.LBB5_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB5_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB5_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v11, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v7, v0 :: v_dual_mul_f32 v11, s11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v0, vcc_lo
	s_branch .LBB5_5
.LBB5_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
.LBB5_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_17
	global_store_b32 v6, v0, s[16:17]
.LBB5_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w512
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 90
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
.Lfunc_end5:
	.size	tessera_weighted_w512, .Lfunc_end5-tessera_weighted_w512

	.set tessera_weighted_w512.num_vgpr, 44
	.set tessera_weighted_w512.num_agpr, 0
	.set tessera_weighted_w512.numbered_sgpr, 90
	.set tessera_weighted_w512.num_named_barrier, 0
	.set tessera_weighted_w512.private_seg_size, 0
	.set tessera_weighted_w512.uses_vcc, 1
	.set tessera_weighted_w512.uses_flat_scratch, 0
	.set tessera_weighted_w512.has_dyn_sized_stack, 0
	.set tessera_weighted_w512.has_recursion, 0
	.set tessera_weighted_w512.has_indirect_call, 0
	.globl	tessera_weighted_w1024
	.p2align	8
	.type	tessera_weighted_w1024,@function
tessera_weighted_w1024:
	s_load_b128 s[4:7], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[4:5], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[6:7]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_17
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s3, s7, s2
	s_mul_hi_u32 s4, s6, s2
	s_mul_i32 s24, s6, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[6:7], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s16, s22
	s_addc_u32 s17, s17, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v7, v6, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB6_14
	s_clause 0x3
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[26:27], s[0:1], 0x10
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s25, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_mov_b32 s24, 0xdf3e5244
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s34, 0x35793c76
	s_mov_b32 s36, 0xfee00000
	s_mov_b32 s38, 0x54442d18
	v_xor_b32_e32 v0, v10, v2
	s_mov_b32 s40, 0x6dc9c883
	s_mov_b32 s42, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mul_f32 s11, s3, 0.5
	v_add_co_u32 v2, s0, s26, v6
	v_xor_b32_e32 v0, s13, v0
	v_add_co_ci_u32_e64 v3, null, s27, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s18, s22
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s19, s23
	s_cmp_lg_u32 s6, 0
	v_add_co_u32 v4, s0, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	s_cselect_b32 s74, -1, 0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	s_add_u32 s3, s12, 0x3c6ef372
	v_xor_b32_e32 v8, s0, v11
	v_xor_b32_e32 v9, s1, v9
	v_xor_b32_e32 v10, s3, v10
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s26, 0x96cb03de
	s_mov_b32 s44, 0x1a626331
	s_mov_b32 s46, 0x1a600000
	s_mov_b32 s48, 0x2e037073
	s_mov_b32 s50, 0x19cb1590
	s_mov_b32 s52, 0x16c15177
	s_mov_b32 s54, 0x5555554c
	s_mov_b32 s56, 0xbe8838d4
	s_mov_b32 s58, 0xbdb4b1c4
	s_mov_b32 s60, 0x809c52ad
	s_mov_b32 s62, 0x57b1fe7d
	s_mov_b32 s64, 0x19c161d5
	s_mov_b32 s66, 0x1110f8a6
	s_mov_b32 s68, 0x5acfd57c
	s_mov_b32 s70, 0x8a2b9ceb
	s_mov_b32 s72, 0x55555549
	s_add_u32 s75, s13, 0x76cf5d0a
	s_add_u32 s76, s12, 0xdaa66d2b
	s_add_u32 s77, s13, 0x32370b8f
	s_add_u32 s78, s12, 0x78dde6e4
	s_add_u32 s79, s13, 0xed9eba14
	s_add_u32 s80, s12, 0x1715609d
	s_add_u32 s81, s13, 0xa9066899
	s_add_u32 s82, s12, 0xb54cda56
	s_add_u32 s83, s13, 0x646e171e
	s_add_u32 s84, s12, 0x5384540f
	s_add_u32 s85, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s86, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s25, 0x3fc2f112
	s_mov_b32 s27, 0x3fc74664
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s35, 0x3dea39ef
	s_mov_b32 s37, 0x3fe62e42
	s_mov_b32 s39, 0x401921fb
	s_mov_b32 s41, 0x3fe45f30
	s_mov_b32 s43, 0xbff921fb
	s_mov_b32 s45, 0x3dd0b461
	s_mov_b32 s47, 0xbdd0b461
	s_mov_b32 s49, 0x3ba3198a
	s_mov_b32 s51, 0x3efa01a0
	s_mov_b32 s53, 0xbf56c16c
	s_mov_b32 s55, 0x3fa55555
	s_mov_b32 s57, 0xbda8fae9
	s_mov_b32 s59, 0x3e21ee9e
	s_mov_b32 s61, 0xbe927e4f
	s_mov_b32 s63, 0x3ec71de3
	s_mov_b32 s65, 0xbf2a01a0
	s_mov_b32 s67, 0x3f811111
	s_mov_b32 s69, 0x3de5d93a
	s_mov_b32 s71, 0xbe5ae5e6
	s_mov_b32 s73, 0x3fc55555
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v7
.LBB6_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v0
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB6_15
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s74
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB6_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b32 s87, s2
	s_cbranch_execz .LBB6_10
	s_mul_f32 s88, s10, s8
	s_mul_i32 s0, s15, 0xcd9e8d57
	s_mul_hi_u32 s3, s15, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v8
	s_cmp_gt_f32 s88, 0
	s_mul_f32 s1, s88, 0x4f800000
	global_load_b32 v42, v[4:5], off
	global_load_b32 v43, v[2:3], off
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s88, 0xf800000
	v_mov_b32_e32 v41, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s14
	s_mul_hi_u32 s89, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s89, v9
	v_xor3_b32 v14, s3, s75, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v13, v10
	v_xor3_b32 v15, v15, s76, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s77, v13, v11
	v_xor3_b32 v13, v16, s79, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s78, v12, v14
	v_xor3_b32 v13, v17, s80, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s81, v12, v15
	v_xor3_b32 v14, v14, s83, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s82, v12, v16
	v_xor3_b32 v0, v0, s84, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s85, v12, v13
	v_xor3_b32 v0, v0, s13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s86, v12, v13
	v_cvt_f64_u32_e32 v[12:13], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], 0.5
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v13
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -1.0
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[33:34], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_cvt_f64_u32_e32 v[18:19], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[31:32], v11
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[31:32], v[31:32], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[16:17], v[16:17]
	v_mul_f64 v[18:19], v[18:19], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], s[24:25]
	v_mul_f64 v[24:25], v[20:21], s[6:7]
	v_mul_f64 v[26:27], v[18:19], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[26:27]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[42:43]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[18:19], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[30:31]
	v_add_f64 v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[46:47]
	v_mul_f64 v[35:36], v[29:30], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[20:21], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[33:34], v[16:17]
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[27:28], s[44:45]
	v_mul_f64 v[27:28], v[27:28], s[48:49]
	v_add_f64 v[22:23], v[31:32], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[35:36], v[14:15]
	v_add_f64 v[31:32], v[24:25], -v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v1
	v_add_f64 v[14:15], v[14:15], -v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v32
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v19, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, 16, v11
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[0:1]
	v_dual_cndmask_b32 v17, v17, v23 :: v_dual_cndmask_b32 v16, v16, v22
	v_mul_f64 v[22:23], v[29:30], s[36:37]
	v_dual_cndmask_b32 v19, v25, v21 :: v_dual_cndmask_b32 v18, v24, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	v_mul_f64 v[13:14], v[20:21], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[22:23], v[11:12]
	v_mul_f64 v[22:23], v[13:14], s[62:63]
	v_mul_f64 v[24:25], v[13:14], s[50:51]
	v_mul_f64 v[27:28], v[13:14], s[56:57]
	v_mul_f64 v[29:30], v[13:14], s[68:69]
	v_mul_f64 v[31:32], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[18:19], -v[16:17]
	v_mul_f64 v[37:38], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	v_and_b32_e32 v19, 2, v26
	v_add_f64 v[22:23], v[22:23], s[64:65]
	v_add_f64 v[24:25], v[24:25], s[52:53]
	v_add_f64 v[27:28], v[27:28], s[58:59]
	v_add_f64 v[29:30], v[29:30], s[70:71]
	v_mul_f64 v[33:34], v[13:14], v[31:32]
	v_mul_f64 v[17:18], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[13:14], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	v_mul_f64 v[27:28], v[13:14], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[66:67]
	v_add_f64 v[24:25], v[24:25], s[54:55]
	v_add_f64 v[27:28], v[27:28], s[60:61]
	v_rsq_f64_e32 v[35:36], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[13:14], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[27:28]
	v_mul_f64 v[27:28], v[15:16], 0.5
	v_mul_f64 v[33:34], v[11:12], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[17:18], v[24:25], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[15:16]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[13:14], v[13:14], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[72:73]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[13:14], v[13:14], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[22:23], v[22:23], v[11:12]
	v_add_f64 v[17:18], v[27:28], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_cmp_eq_u64_e64 s3, 0, v[19:20]
	v_fma_f64 v[15:16], v[15:16], v[24:25], v[22:23]
	v_add_f64 v[17:18], v[39:40], v[17:18]
	v_xor_b32_e32 v19, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v14, v14, v19, s3
	v_ldexp_f64 v[15:16], v[15:16], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v26
	v_cndmask_b32_e64 v18, v21, v18, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s88, v41, s1
	v_cndmask_b32_e64 v14, v14, v18, s3
	v_cndmask_b32_e64 v13, v13, v17, s3
	v_dual_cndmask_b32 v12, v16, v12 :: v_dual_cndmask_b32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	v_sqrt_f32_e32 v13, v0
	v_add_nc_u32_e32 v14, -1, v13
	v_add_nc_u32_e32 v15, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, 0x80000000, v14
	v_xor_b32_e32 v17, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, v16, v13, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v16
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_fma_f32 v12, v17, v13, v0
	v_cndmask_b32_e32 v13, v13, v14, vcc_lo
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v14, v7, v42
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v14, v14, v14
	v_cndmask_b32_e32 v12, v13, v15, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v13, 0x37800000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v13, s1
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v13, s11, v43 :: v_dual_cndmask_b32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v13, v14
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, s4, v12
	v_cndmask_b32_e64 v0, v0, s5, s33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v7, v12
	v_mul_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_and_b32_e32 v11, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v11
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB6_10:
	s_or_b32 exec_lo, exec_lo, s87
	s_mov_b32 s0, 0
.LBB6_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB6_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB6_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v11, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v7, v0 :: v_dual_mul_f32 v11, s11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_5
.LBB6_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
.LBB6_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_17
	global_store_b32 v6, v0, s[16:17]
.LBB6_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 90
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
	.size	tessera_weighted_w1024, .Lfunc_end6-tessera_weighted_w1024

	.set tessera_weighted_w1024.num_vgpr, 44
	.set tessera_weighted_w1024.num_agpr, 0
	.set tessera_weighted_w1024.numbered_sgpr, 90
	.set tessera_weighted_w1024.num_named_barrier, 0
	.set tessera_weighted_w1024.private_seg_size, 0
	.set tessera_weighted_w1024.uses_vcc, 1
	.set tessera_weighted_w1024.uses_flat_scratch, 0
	.set tessera_weighted_w1024.has_dyn_sized_stack, 0
	.set tessera_weighted_w1024.has_recursion, 0
	.set tessera_weighted_w1024.has_indirect_call, 0
	.globl	tessera_weighted_w2048
	.p2align	8
	.type	tessera_weighted_w2048,@function
tessera_weighted_w2048:
	s_load_b128 s[4:7], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[4:5], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[6:7]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_24
	s_clause 0x1
	s_load_b128 s[16:19], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s7, s2
	s_mul_hi_u32 s4, s6, s2
	s_mul_i32 s24, s6, s2
	s_add_i32 s25, s4, s3
	v_cmp_gt_u64_e64 s2, s[6:7], v[0:1]
	s_lshl_b64 s[22:23], s[24:25], 2
	v_lshlrev_b32_e32 v11, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s16, s16, s22
	s_addc_u32 s17, s17, s23
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB7_3
	global_load_b32 v12, v11, s[16:17]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[6:7], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_5
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v13, v1, s[16:17]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB7_20
	s_load_b256 s[4:11], s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	s_load_b32 s11, s[0:1], 0x18
	s_load_b64 s[26:27], s[0:1], 0x10
	s_load_b128 s[12:15], s[0:1], 0x58
	v_add_co_u32 v0, s0, s24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s25, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x400, v0
	s_mov_b32 s24, 0xdf3e5244
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s34, 0x35793c76
	v_xor_b32_e32 v5, v17, v7
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_mov_b32 s36, 0xfee00000
	s_waitcnt lgkmcnt(0)
	s_mul_f32 s11, s11, 0.5
	s_cmp_eq_u32 s7, 0
	v_xor_b32_e32 v5, s13, v5
	v_add_co_u32 v3, s0, s26, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s27, 0, s0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v5, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s18, s22
	s_addc_u32 s1, s19, s23
	s_cmp_lg_u32 s6, 0
	v_add_co_u32 v5, s0, s0, v11
	s_cselect_b32 s74, -1, 0
	v_add_co_ci_u32_e64 v6, null, s1, 0, s0
	s_add_u32 s0, s12, 0x9e3779b9
	s_add_u32 s1, s13, 0xbb67ae85
	v_xor_b32_e32 v14, s0, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_add_u32 s6, s12, 0x3c6ef372
	v_xor_b32_e32 v16, s1, v16
	v_xor_b32_e32 v17, s6, v17
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s26, 0x96cb03de
	v_xor_b32_e32 v0, v19, v7
	v_add_co_u32 v7, vcc_lo, 0x1000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v8, null, 0, v4, vcc_lo
	v_xor_b32_e32 v0, s13, v0
	v_add_co_u32 v9, vcc_lo, 0x1000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v18, s1, v18
	s_mov_b32 s38, 0x54442d18
	s_mov_b32 s40, 0x6dc9c883
	s_mov_b32 s42, 0x54400000
	s_mov_b32 s44, 0x1a626331
	s_mov_b32 s46, 0x1a600000
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v15, s0, v20
	v_xor_b32_e32 v19, s6, v19
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s48, 0x2e037073
	s_mov_b32 s50, 0x19cb1590
	s_mov_b32 s52, 0x16c15177
	s_mov_b32 s54, 0x5555554c
	s_mov_b32 s56, 0xbe8838d4
	s_mov_b32 s58, 0xbdb4b1c4
	s_mov_b32 s60, 0x809c52ad
	s_mov_b32 s62, 0x57b1fe7d
	s_mov_b32 s64, 0x19c161d5
	s_mov_b32 s66, 0x1110f8a6
	s_mov_b32 s68, 0x5acfd57c
	s_mov_b32 s70, 0x8a2b9ceb
	s_mov_b32 s72, 0x55555549
	s_add_u32 s75, s13, 0x76cf5d0a
	s_add_u32 s76, s12, 0xdaa66d2b
	s_add_u32 s77, s13, 0x32370b8f
	s_add_u32 s78, s12, 0x78dde6e4
	s_add_u32 s79, s13, 0xed9eba14
	s_add_u32 s80, s12, 0x1715609d
	s_add_u32 s81, s13, 0xa9066899
	s_add_u32 s82, s12, 0xb54cda56
	s_add_u32 s83, s13, 0x646e171e
	s_add_u32 s84, s12, 0x5384540f
	s_add_u32 s85, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s86, s12, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s25, 0x3fc2f112
	s_mov_b32 s27, 0x3fc74664
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s35, 0x3dea39ef
	s_mov_b32 s37, 0x3fe62e42
	s_mov_b32 s39, 0x401921fb
	s_mov_b32 s41, 0x3fe45f30
	s_mov_b32 s43, 0xbff921fb
	s_mov_b32 s45, 0x3dd0b461
	s_mov_b32 s47, 0xbdd0b461
	s_mov_b32 s49, 0x3ba3198a
	s_mov_b32 s51, 0x3efa01a0
	s_mov_b32 s53, 0xbf56c16c
	s_mov_b32 s55, 0x3fa55555
	s_mov_b32 s57, 0xbda8fae9
	s_mov_b32 s59, 0x3e21ee9e
	s_mov_b32 s61, 0xbe927e4f
	s_mov_b32 s63, 0x3ec71de3
	s_mov_b32 s65, 0xbf2a01a0
	s_mov_b32 s67, 0x3f811111
	s_mov_b32 s69, 0x3de5d93a
	s_mov_b32 s71, 0xbe5ae5e6
	s_mov_b32 s73, 0x3fc55555
	s_branch .LBB7_9
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v21, v12 :: v_dual_mov_b32 v0, v13
.LBB7_8:
	s_add_u32 s20, s20, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v13, v0 :: v_dual_mov_b32 v12, v21
	s_addc_u32 s21, s21, -1
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB7_20
.LBB7_9:
	s_and_b32 vcc_lo, exec_lo, s74
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB7_15
	s_mul_f32 s1, s10, s8
	s_mul_hi_u32 s87, s15, 0xcd9e8d57
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
	v_sqrt_f32_e32 v20, v0
	v_add_nc_u32_e32 v21, -1, v20
	v_add_nc_u32_e32 v22, 1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, v23, v20, v0
	v_fma_f32 v24, v24, v20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v23
	v_cndmask_b32_e64 v20, v20, v21, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v24
	v_cndmask_b32_e64 v20, v20, v22, s1
	s_mul_i32 s1, s15, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x37800000, v20
	v_cndmask_b32_e64 v20, v20, v21, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v20, v0, s0
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v0, s5, s33
	s_and_saveexec_b32 s88, s2
	s_cbranch_execz .LBB7_12
	v_xor_b32_e32 v0, s1, v14
	s_xor_b32 s0, s12, s87
	global_load_b32 v51, v[5:6], off
	global_load_b32 v52, v[3:4], off
	s_xor_b32 s0, s0, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s89, s0, 0xd2511f53
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s89, v16
	v_xor3_b32 v24, s0, s75, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor_b32_e32 v0, v23, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s76, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s77, v23, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v26, s79, v22
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v0, s78, v22, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v27, s80, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s81, v22, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s83, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v24
	v_xor3_b32 v22, s82, v22, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s84, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v22, s85, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v21
	v_mul_lo_u32 v23, 0xcd9e8d57, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v23, v22, s86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[22:23], v0
	v_add_f64 v[22:23], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v23, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v23, 0x3fe6a09e, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[22:23], v[22:23], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[22:23], 2.0
	v_mul_f64 v[43:44], v[22:23], 0.5
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[22:23]
	v_div_scale_f64 v[32:33], vcc_lo, v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[22:23], v[43:44]
	v_rcp_f64_e32 v[28:29], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], -v[26:27], v[28:29], 1.0
	v_fma_f64 v[28:29], v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[30:31], v[32:33], v[28:29]
	v_fma_f64 v[26:27], -v[26:27], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[28:29], v[30:31]
	v_cvt_f64_u32_e32 v[28:29], v21
	v_add_co_ci_u32_e64 v21, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[41:42], v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[24:25], v[26:27], v[24:25], v[22:23]
	v_add_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[41:42], v[41:42], 32
	v_mul_f64 v[26:27], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[28:29], v[28:29], 0xffffffe0
	v_mul_f64 v[30:31], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[28:29], s[38:39]
	v_mul_f64 v[32:33], v[30:31], s[24:25]
	v_mul_f64 v[34:35], v[30:31], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[28:29], s[40:41]
	v_add_f64 v[32:33], v[32:33], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[34:35], s[18:19]
	v_add_f64 v[36:37], 0x43380000, v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0xc3380000, v[36:37]
	v_add_f64 v[32:33], v[32:33], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[34:35], s[22:23]
	v_mul_f64 v[39:40], v[37:38], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	v_mul_f64 v[30:31], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[28:29], v[39:40]
	v_cvt_f64_u32_e32 v[39:40], v0
	v_add_f64 v[32:33], v[32:33], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[41:42], v[39:40]
	v_mul_f64 v[26:27], v[26:27], v[32:33]
	v_mul_f64 v[32:33], v[37:38], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[39:40], s[34:35]
	v_add_f64 v[26:27], v[30:31], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[34:35], v[32:33]
	v_add_f64 v[26:27], v[43:44], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[34:35], -v[30:31]
	v_mul_f64 v[24:25], v[24:25], v[26:27]
	v_mul_f64 v[26:27], v[37:38], s[44:45]
	v_mul_f64 v[37:38], v[37:38], s[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[41:42], v[32:33]
	v_add_f64 v[24:25], v[45:46], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[34:35], -v[26:27]
	v_add_f64 v[32:33], v[37:38], -v[32:33]
	v_mov_b32_e32 v38, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[43:44]
	v_lshrrev_b32_e32 v0, 20, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v21, 0x7ff, v0
	v_bfe_u32 v0, v29, 20, 11
	v_add_nc_u32_e32 v37, 16, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[37:38], v[0:1]
	v_dual_cndmask_b32 v27, v27, v33 :: v_dual_cndmask_b32 v26, v26, v32
	v_mul_f64 v[32:33], v[39:40], s[36:37]
	v_dual_cndmask_b32 v29, v35, v31 :: v_dual_cndmask_b32 v28, v34, v30
	v_add_f64 v[30:31], v[28:29], -v[26:27]
	v_add_f64 v[21:22], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[30:31], v[30:31]
	v_add_f64 v[28:29], v[28:29], -v[30:31]
	v_add_f64 v[21:22], v[32:33], v[21:22]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[32:33], v[23:24], s[62:63]
	v_mul_f64 v[34:35], v[23:24], s[50:51]
	v_mul_f64 v[37:38], v[23:24], s[56:57]
	v_mul_f64 v[39:40], v[23:24], s[68:69]
	v_mul_f64 v[41:42], v[23:24], v[23:24]
	v_add_f64 v[25:26], v[28:29], -v[26:27]
	v_mul_f64 v[47:48], v[23:24], 0.5
	v_mul_f64 v[21:22], v[21:22], -2.0
	v_add_f64 v[32:33], v[32:33], s[64:65]
	v_add_f64 v[34:35], v[34:35], s[52:53]
	v_add_f64 v[37:38], v[37:38], s[58:59]
	v_add_f64 v[39:40], v[39:40], s[70:71]
	v_mul_f64 v[43:44], v[23:24], v[41:42]
	v_mul_f64 v[27:28], v[41:42], v[41:42]
	v_mul_f64 v[41:42], v[30:31], v[23:24]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[21:22]
	v_add_f64 v[49:50], -v[47:48], 1.0
	v_mul_f64 v[32:33], v[23:24], v[32:33]
	v_mul_f64 v[34:35], v[23:24], v[34:35]
	v_mul_f64 v[37:38], v[23:24], v[37:38]
	v_mul_f64 v[39:40], v[43:44], v[39:40]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[54:55]
	v_add_f64 v[37:38], v[37:38], s[60:61]
	v_rsq_f64_e32 v[45:46], v[21:22]
	v_cmp_class_f64_e64 vcc_lo, v[21:22], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[39:40], v[32:33]
	v_mul_f64 v[34:35], v[23:24], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[27:28], v[27:28], v[37:38]
	v_mul_f64 v[37:38], v[25:26], 0.5
	v_mul_f64 v[43:44], v[21:22], v[45:46]
	v_mul_f64 v[45:46], v[45:46], 0.5
	v_mul_f64 v[32:33], v[41:42], v[32:33]
	v_add_f64 v[27:28], v[34:35], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[39:40], -v[45:46], v[43:44], 0.5
	v_add_f64 v[32:33], v[37:38], -v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_fma_f64 v[43:44], v[43:44], v[39:40], v[43:44]
	v_fma_f64 v[34:35], v[45:46], v[39:40], v[45:46]
	v_mul_f64 v[39:40], v[30:31], v[25:26]
	v_add_f64 v[45:46], -v[49:50], 1.0
	v_mul_f64 v[23:24], v[23:24], v[32:33]
	v_fma_f64 v[37:38], -v[43:44], v[43:44], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[27:28], -v[39:40]
	v_mul_f64 v[39:40], v[41:42], s[72:73]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[32:33], v[37:38], v[34:35], v[43:44]
	v_add_f64 v[37:38], v[45:46], -v[47:48]
	v_add_f64 v[23:24], v[23:24], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[25:26], -v[32:33], v[32:33], v[21:22]
	v_add_f64 v[27:28], v[37:38], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[30:31], -v[23:24]
	v_mov_b32_e32 v30, v1
	v_fma_f64 v[25:26], v[25:26], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[49:50], v[27:28]
	v_ldexp_f64 v[25:26], v[25:26], v0
	v_and_b32_e32 v29, 2, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v31, 0x80000000, v28
	v_and_b32_e32 v0, 1, v36
	v_cndmask_b32_e32 v22, v26, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s0, 0, v[29:30]
	v_xor_b32_e32 v29, 0x80000000, v24
	v_cndmask_b32_e32 v21, v25, v21, vcc_lo
	v_cndmask_b32_e64 v28, v31, v28, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v24, v24, v29, s0
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v24, v24, v28, s0
	v_cndmask_b32_e64 v23, v23, v27, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[23:24], v[21:22]
	v_cvt_f32_f64_e32 v0, v[21:22]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v21, v12, v51 :: v_dual_mul_f32 v22, s11, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, v21, v21 :: v_dual_mul_f32 v0, v20, v0
	v_mul_f32_e32 v21, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, s4, v21
	v_sub_f32_e32 v21, v12, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	v_and_b32_e32 v21, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v0, vcc_lo
.LBB7_12:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s88, exec_lo, s0
	s_cbranch_execz .LBB7_14
	v_xor_b32_e32 v0, s1, v15
	s_xor_b32 s0, s12, s87
	global_load_b32 v52, v[9:10], off
	global_load_b32 v53, v[7:8], off
	s_xor_b32 s0, s0, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v18
	v_xor3_b32 v25, s0, s75, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v0, v24, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s76, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s77, v24, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v27, s79, v23
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, s78, v23, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v28, s80, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, s81, v23, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s83, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v25
	v_xor3_b32 v23, s82, v23, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s84, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v23, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v23, s85, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v22
	v_mul_lo_u32 v24, 0xcd9e8d57, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v24, v23, s86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[23:24], v0
	v_add_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v24, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v24, 0x3fe6a09e, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[23:24], v[23:24], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], 2.0
	v_mul_f64 v[44:45], v[23:24], 0.5
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[23:24]
	v_div_scale_f64 v[33:34], vcc_lo, v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[23:24], v[44:45]
	v_rcp_f64_e32 v[29:30], v[27:28]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v22
	v_add_co_ci_u32_e64 v22, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[42:43], v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[25:26], v[27:28], v[25:26], v[23:24]
	v_add_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[42:43], v[42:43], 32
	v_mul_f64 v[27:28], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[29:30], s[38:39]
	v_mul_f64 v[33:34], v[31:32], s[24:25]
	v_mul_f64 v[35:36], v[31:32], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[29:30], s[40:41]
	v_add_f64 v[33:34], v[33:34], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[35:36], s[18:19]
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	v_add_f64 v[33:34], v[33:34], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[35:36], s[22:23]
	v_mul_f64 v[40:41], v[38:39], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	v_add_f64 v[33:34], v[33:34], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[42:43], v[40:41]
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[40:41], s[34:35]
	v_add_f64 v[27:28], v[31:32], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[35:36], v[33:34]
	v_add_f64 v[27:28], v[44:45], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	v_mul_f64 v[25:26], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[44:45]
	v_mul_f64 v[38:39], v[38:39], s[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[25:26], v[46:47], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[25:26], -v[44:45]
	v_lshrrev_b32_e32 v0, 20, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v22, 0x7ff, v0
	v_bfe_u32 v0, v30, 20, 11
	v_add_nc_u32_e32 v38, 16, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[0:1]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[36:37]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[22:23], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	v_add_f64 v[22:23], v[33:34], v[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[33:34], v[24:25], s[62:63]
	v_mul_f64 v[35:36], v[24:25], s[50:51]
	v_mul_f64 v[38:39], v[24:25], s[56:57]
	v_mul_f64 v[40:41], v[24:25], s[68:69]
	v_mul_f64 v[42:43], v[24:25], v[24:25]
	v_add_f64 v[26:27], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[24:25], 0.5
	v_mul_f64 v[22:23], v[22:23], -2.0
	v_and_b32_e32 v30, 2, v37
	v_add_f64 v[33:34], v[33:34], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[52:53]
	v_add_f64 v[38:39], v[38:39], s[58:59]
	v_add_f64 v[40:41], v[40:41], s[70:71]
	v_mul_f64 v[44:45], v[24:25], v[42:43]
	v_mul_f64 v[28:29], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[24:25]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[22:23]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[24:25], v[33:34]
	v_mul_f64 v[35:36], v[24:25], v[35:36]
	v_mul_f64 v[38:39], v[24:25], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_add_f64 v[35:36], v[35:36], s[54:55]
	v_add_f64 v[38:39], v[38:39], s[60:61]
	v_rsq_f64_e32 v[46:47], v[22:23]
	v_cmp_class_f64_e64 vcc_lo, v[22:23], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[24:25], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[38:39]
	v_mul_f64 v[38:39], v[26:27], 0.5
	v_mul_f64 v[44:45], v[22:23], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[28:29], v[35:36], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[26:27]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[24:25], v[24:25], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[28:29], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[72:73]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[24:25], v[24:25], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[26:27], -v[33:34], v[33:34], v[22:23]
	v_add_f64 v[28:29], v[38:39], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[31:32], -v[24:25]
	v_mov_b32_e32 v31, v1
	v_cmp_eq_u64_e64 s0, 0, v[30:31]
	v_fma_f64 v[26:27], v[26:27], v[35:36], v[33:34]
	v_add_f64 v[28:29], v[50:51], v[28:29]
	v_xor_b32_e32 v30, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v25, v30, s0
	v_ldexp_f64 v[26:27], v[26:27], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, 0x80000000, v29
	v_and_b32_e32 v0, 1, v37
	v_cndmask_b32_e64 v29, v32, v29, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v25, v25, v29, s0
	v_cndmask_b32_e64 v24, v24, v28, s0
	v_dual_cndmask_b32 v23, v27, v23 :: v_dual_cndmask_b32 v22, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], v[22:23]
	v_cvt_f32_f64_e32 v0, v[22:23]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v22, v13, v52 :: v_dual_mul_f32 v23, s11, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v22
	v_mul_f32_e32 v22, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, s4, v22
	v_sub_f32_e32 v22, v13, v22
	v_mul_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v22
	v_and_b32_e32 v20, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB7_14:
	s_or_b32 exec_lo, exec_lo, s88
	s_mov_b32 s0, 0
.LBB7_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB7_8
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_18
	global_load_b32 v0, v[5:6], off
	global_load_b32 v20, v[3:4], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v12, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v20, s11, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v0, vcc_lo
.LBB7_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_7
	global_load_b32 v0, v[9:10], off
	global_load_b32 v20, v[7:8], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v13, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v20, s11, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v13, 0x7fc00000, v0, vcc_lo
	s_branch .LBB7_7
.LBB7_20:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_22
	s_waitcnt vmcnt(0)
	global_store_b32 v11, v12, s[16:17]
.LBB7_22:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_24
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v13, s[16:17]
.LBB7_24:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w2048
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_sgpr 90
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
		.amdhsa_inst_pref_size 42
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
	.size	tessera_weighted_w2048, .Lfunc_end7-tessera_weighted_w2048

	.set tessera_weighted_w2048.num_vgpr, 54
	.set tessera_weighted_w2048.num_agpr, 0
	.set tessera_weighted_w2048.numbered_sgpr, 90
	.set tessera_weighted_w2048.num_named_barrier, 0
	.set tessera_weighted_w2048.private_seg_size, 0
	.set tessera_weighted_w2048.uses_vcc, 1
	.set tessera_weighted_w2048.uses_flat_scratch, 0
	.set tessera_weighted_w2048.has_dyn_sized_stack, 0
	.set tessera_weighted_w2048.has_recursion, 0
	.set tessera_weighted_w2048.has_indirect_call, 0
	.globl	tessera_weighted_w4096
	.p2align	8
	.type	tessera_weighted_w4096,@function
tessera_weighted_w4096:
	s_load_b128 s[8:11], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[10:11]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_37
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	v_lshlrev_b32_e32 v21, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s4, s24
	s_addc_u32 s21, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB8_3
	global_load_b32 v22, v21, s[20:21]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b64 s[22:23], s[0:1], 0x30
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v23, v3, s[20:21]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[10:11], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v24, v4, s[20:21]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[10:11], v[4:5]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v25, v1, s[20:21]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB8_32
	s_load_b256 s[8:15], s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	s_load_b32 s15, s[0:1], 0x18
	s_load_b64 s[28:29], s[0:1], 0x10
	s_load_b128 s[16:19], s[0:1], 0x58
	v_add_co_u32 v0, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s27, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v0, 0
	v_add_co_u32 v9, vcc_lo, 0x400, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v11, vcc_lo
	s_mov_b32 s26, 0xdf3e5244
	s_mov_b32 s30, 0x94229359
	v_xor_b32_e32 v7, v31, v11
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s38, 0xfee00000
	s_waitcnt lgkmcnt(0)
	s_mul_f32 s15, s15, 0.5
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v7, s17, v7
	v_add_co_u32 v5, s0, s28, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, s29, 0, s0
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v7, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s6, s24
	s_addc_u32 s1, s7, s25
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v7, s0, s0, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s1, 0, s0
	s_cselect_b32 s76, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	v_xor_b32_e32 v26, s0, v32
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x800, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v11, vcc_lo
	s_add_u32 s6, s16, 0x3c6ef372
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v9, 0
	v_xor_b32_e32 v10, v33, v10
	v_add_co_u32 v9, vcc_lo, 0x1000, v5
	v_xor_b32_e32 v30, s1, v30
	v_xor_b32_e32 v31, s6, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v13, s17, v10
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0xc00, v0
	v_xor_b32_e32 v12, v35, v12
	v_add_co_ci_u32_e64 v14, null, 0, v11, vcc_lo
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v13, s17, v12
	v_add_co_u32 v11, vcc_lo, 0x1000, v7
	v_add_co_ci_u32_e64 v12, null, 0, v8, vcc_lo
	v_xor_b32_e32 v0, v38, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x2000, v5
	v_xor_b32_e32 v0, s17, v0
	v_add_co_ci_u32_e64 v14, null, 0, v6, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x2000, v7
	v_xor_b32_e32 v28, s0, v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_add_co_ci_u32_e64 v16, null, 0, v8, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x3000, v5
	v_add_co_ci_u32_e64 v18, null, 0, v6, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x3000, v7
	v_xor_b32_e32 v27, s0, v36
	v_add_co_ci_u32_e64 v20, null, 0, v8, vcc_lo
	v_xor_b32_e32 v29, s0, v41
	v_xor_b32_e32 v32, s1, v32
	v_xor_b32_e32 v33, s6, v35
	v_xor_b32_e32 v34, s1, v34
	v_xor_b32_e32 v35, s6, v39
	v_xor_b32_e32 v36, s1, v37
	v_xor_b32_e32 v37, s6, v40
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s10, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s28, 0x96cb03de
	s_mov_b32 s40, 0x54442d18
	s_mov_b32 s42, 0x6dc9c883
	s_mov_b32 s44, 0x54400000
	s_mov_b32 s46, 0x1a626331
	s_mov_b32 s48, 0x1a600000
	s_mov_b32 s50, 0x2e037073
	s_mov_b32 s52, 0x19cb1590
	s_mov_b32 s54, 0x16c15177
	s_mov_b32 s56, 0x5555554c
	s_mov_b32 s58, 0xbe8838d4
	s_mov_b32 s60, 0xbdb4b1c4
	s_mov_b32 s62, 0x809c52ad
	s_mov_b32 s64, 0x57b1fe7d
	s_mov_b32 s66, 0x19c161d5
	s_mov_b32 s68, 0x1110f8a6
	s_mov_b32 s70, 0x5acfd57c
	s_mov_b32 s72, 0x8a2b9ceb
	s_mov_b32 s74, 0x55555549
	s_add_u32 s77, s17, 0x76cf5d0a
	s_add_u32 s78, s16, 0xdaa66d2b
	s_add_u32 s79, s17, 0x32370b8f
	s_add_u32 s80, s16, 0x78dde6e4
	s_add_u32 s81, s17, 0xed9eba14
	s_add_u32 s82, s16, 0x1715609d
	s_add_u32 s83, s17, 0xa9066899
	s_add_u32 s84, s16, 0xb54cda56
	s_add_u32 s85, s17, 0x646e171e
	s_add_u32 s86, s16, 0x5384540f
	s_add_u32 s87, s17, 0x1fd5c5a3
	s_add_u32 s88, s17, 0xdb3d7428
	s_add_i32 s89, s16, 0x8ff34781
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s11, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd99999
	s_mov_b32 s27, 0x3fc2f112
	s_mov_b32 s29, 0x3fc74664
	s_mov_b32 s31, 0x3fd24924
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s37, 0x3dea39ef
	s_mov_b32 s39, 0x3fe62e42
	s_mov_b32 s41, 0x401921fb
	s_mov_b32 s43, 0x3fe45f30
	s_mov_b32 s45, 0xbff921fb
	s_mov_b32 s47, 0x3dd0b461
	s_mov_b32 s49, 0xbdd0b461
	s_mov_b32 s51, 0x3ba3198a
	s_mov_b32 s53, 0x3efa01a0
	s_mov_b32 s55, 0xbf56c16c
	s_mov_b32 s57, 0x3fa55555
	s_mov_b32 s59, 0xbda8fae9
	s_mov_b32 s61, 0x3e21ee9e
	s_mov_b32 s63, 0xbe927e4f
	s_mov_b32 s65, 0x3ec71de3
	s_mov_b32 s67, 0xbf2a01a0
	s_mov_b32 s69, 0x3f811111
	s_mov_b32 s71, 0x3de5d93a
	s_mov_b32 s73, 0xbe5ae5e6
	s_mov_b32 s75, 0x3fc55555
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v39, v22 :: v_dual_mov_b32 v40, v23
	v_dual_mov_b32 v41, v24 :: v_dual_mov_b32 v0, v25
.LBB8_12:
	s_add_u32 s22, s22, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v24, v41
	v_dual_mov_b32 v23, v40 :: v_dual_mov_b32 v22, v39
	s_addc_u32 s23, s23, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB8_32
.LBB8_13:
	s_and_b32 vcc_lo, exec_lo, s76
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB8_21
	s_mul_f32 s1, s14, s12
	s_mul_hi_u32 s17, s19, 0xcd9e8d57
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
	v_sqrt_f32_e32 v38, v0
	v_add_nc_u32_e32 v39, -1, v38
	v_add_nc_u32_e32 v40, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v41, 0x80000000, v39
	v_xor_b32_e32 v42, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v41, v41, v38, v0
	v_fma_f32 v42, v42, v38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v41
	v_cndmask_b32_e64 v38, v38, v39, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v42
	v_cndmask_b32_e64 v38, v38, v40, s1
	s_mul_i32 s1, s19, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x37800000, v38
	v_cndmask_b32_e64 v38, v38, v39, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v39, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v38, v0, s0
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v38, v0, s9, s33
	s_and_saveexec_b32 s90, s2
	s_cbranch_execnz .LBB8_26
	s_or_b32 exec_lo, exec_lo, s90
	v_mov_b32_e32 v40, v23
	s_and_saveexec_b32 s90, s3
	s_cbranch_execnz .LBB8_27
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s90
	v_mov_b32_e32 v41, v24
	s_and_saveexec_b32 s90, s4
	s_cbranch_execz .LBB8_18
.LBB8_17:
	v_xor_b32_e32 v0, s1, v28
	s_xor_b32 s0, s16, s17
	global_load_b32 v71, v[15:16], off
	global_load_b32 v72, v[13:14], off
	s_xor_b32 s0, s0, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s91, s0, 0xd2511f53
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s91, v34
	v_xor3_b32 v44, s0, s77, v42
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v44, 0
	v_xor_b32_e32 v0, v43, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, v45, s78, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v45, 0
	v_xor3_b32 v0, s79, v43, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v46, s81, v42
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v43, 0
	v_xor3_b32 v0, s80, v42, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v47, s82, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v43, 0
	v_xor3_b32 v0, s83, v42, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v44, s85, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v44
	v_xor3_b32 v42, s84, v42, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s86, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v42, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v42, s87, v42, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s88, v41
	v_mul_lo_u32 v43, 0xcd9e8d57, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v43, v42, s89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[42:43], v0
	v_add_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v43, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v43, 0x3fe6a09e, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[42:43], v[42:43], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[42:43], 2.0
	v_mul_f64 v[63:64], v[42:43], 0.5
	v_div_scale_f64 v[46:47], null, v[44:45], v[44:45], v[42:43]
	v_div_scale_f64 v[52:53], vcc_lo, v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[42:43], v[63:64]
	v_rcp_f64_e32 v[48:49], v[46:47]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[50:51], v[52:53], v[48:49]
	v_fma_f64 v[46:47], -v[46:47], v[50:51], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[46:47], v[46:47], v[48:49], v[50:51]
	v_cvt_f64_u32_e32 v[48:49], v41
	v_add_co_ci_u32_e64 v41, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[61:62], v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[44:45], v[46:47], v[44:45], v[42:43]
	v_add_f64 v[48:49], v[48:49], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[61:62], v[61:62], 32
	v_mul_f64 v[46:47], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[48:49], v[48:49], 0xffffffe0
	v_mul_f64 v[50:51], v[46:47], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[48:49], v[48:49], s[40:41]
	v_mul_f64 v[52:53], v[50:51], s[26:27]
	v_mul_f64 v[54:55], v[50:51], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[48:49], s[42:43]
	v_add_f64 v[52:53], v[52:53], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[54:55], s[10:11]
	v_add_f64 v[56:57], 0x43380000, v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	v_mul_f64 v[54:55], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], 0xc3380000, v[56:57]
	v_add_f64 v[52:53], v[52:53], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[54:55], s[24:25]
	v_mul_f64 v[59:60], v[57:58], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	v_mul_f64 v[50:51], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[54:55], v[48:49], v[59:60]
	v_cvt_f64_u32_e32 v[59:60], v0
	v_add_f64 v[52:53], v[52:53], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[61:62], v[59:60]
	v_mul_f64 v[46:47], v[46:47], v[52:53]
	v_mul_f64 v[52:53], v[57:58], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[59:60], s[36:37]
	v_add_f64 v[46:47], v[50:51], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[54:55], v[52:53]
	v_add_f64 v[46:47], v[63:64], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[54:55], -v[50:51]
	v_mul_f64 v[44:45], v[44:45], v[46:47]
	v_mul_f64 v[46:47], v[57:58], s[46:47]
	v_mul_f64 v[57:58], v[57:58], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[52:53], v[61:62], v[52:53]
	v_add_f64 v[44:45], v[65:66], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[61:62], v[54:55], -v[46:47]
	v_add_f64 v[52:53], v[57:58], -v[52:53]
	v_mov_b32_e32 v58, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[44:45], -v[63:64]
	v_lshrrev_b32_e32 v0, 20, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v41, 0x7ff, v0
	v_bfe_u32 v0, v49, 20, 11
	v_add_nc_u32_e32 v57, 16, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[57:58], v[0:1]
	v_dual_cndmask_b32 v47, v47, v53 :: v_dual_cndmask_b32 v46, v46, v52
	v_mul_f64 v[52:53], v[59:60], s[38:39]
	v_dual_cndmask_b32 v49, v55, v51 :: v_dual_cndmask_b32 v48, v54, v50
	v_add_f64 v[50:51], v[48:49], -v[46:47]
	v_add_f64 v[41:42], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[50:51], v[50:51]
	v_add_f64 v[48:49], v[48:49], -v[50:51]
	v_add_f64 v[41:42], v[52:53], v[41:42]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[52:53], v[43:44], s[64:65]
	v_mul_f64 v[54:55], v[43:44], s[52:53]
	v_mul_f64 v[57:58], v[43:44], s[58:59]
	v_mul_f64 v[59:60], v[43:44], s[70:71]
	v_mul_f64 v[61:62], v[43:44], v[43:44]
	v_add_f64 v[45:46], v[48:49], -v[46:47]
	v_mul_f64 v[67:68], v[43:44], 0.5
	v_mul_f64 v[41:42], v[41:42], -2.0
	v_add_f64 v[52:53], v[52:53], s[66:67]
	v_add_f64 v[54:55], v[54:55], s[54:55]
	v_add_f64 v[57:58], v[57:58], s[60:61]
	v_add_f64 v[59:60], v[59:60], s[72:73]
	v_mul_f64 v[63:64], v[43:44], v[61:62]
	v_mul_f64 v[47:48], v[61:62], v[61:62]
	v_mul_f64 v[61:62], v[50:51], v[43:44]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[41:42]
	v_add_f64 v[69:70], -v[67:68], 1.0
	v_mul_f64 v[52:53], v[43:44], v[52:53]
	v_mul_f64 v[54:55], v[43:44], v[54:55]
	v_mul_f64 v[57:58], v[43:44], v[57:58]
	v_mul_f64 v[59:60], v[63:64], v[59:60]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[41:42], v[41:42], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[52:53], v[52:53], s[68:69]
	v_add_f64 v[54:55], v[54:55], s[56:57]
	v_add_f64 v[57:58], v[57:58], s[62:63]
	v_rsq_f64_e32 v[65:66], v[41:42]
	v_cmp_class_f64_e64 vcc_lo, v[41:42], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[52:53], v[59:60], v[52:53]
	v_mul_f64 v[54:55], v[43:44], v[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[47:48], v[47:48], v[57:58]
	v_mul_f64 v[57:58], v[45:46], 0.5
	v_mul_f64 v[63:64], v[41:42], v[65:66]
	v_mul_f64 v[65:66], v[65:66], 0.5
	v_mul_f64 v[52:53], v[61:62], v[52:53]
	v_add_f64 v[47:48], v[54:55], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[59:60], -v[65:66], v[63:64], 0.5
	v_add_f64 v[52:53], v[57:58], -v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[63:64], v[63:64], v[59:60], v[63:64]
	v_fma_f64 v[54:55], v[65:66], v[59:60], v[65:66]
	v_mul_f64 v[59:60], v[50:51], v[45:46]
	v_add_f64 v[65:66], -v[69:70], 1.0
	v_mul_f64 v[43:44], v[43:44], v[52:53]
	v_fma_f64 v[57:58], -v[63:64], v[63:64], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[47:48], -v[59:60]
	v_mul_f64 v[59:60], v[61:62], s[74:75]
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[52:53], v[57:58], v[54:55], v[63:64]
	v_add_f64 v[57:58], v[65:66], -v[67:68]
	v_add_f64 v[43:44], v[43:44], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], -v[52:53], v[52:53], v[41:42]
	v_add_f64 v[47:48], v[57:58], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[50:51], -v[43:44]
	v_mov_b32_e32 v50, v1
	v_fma_f64 v[45:46], v[45:46], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[69:70], v[47:48]
	v_ldexp_f64 v[45:46], v[45:46], v0
	v_and_b32_e32 v49, 2, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v51, 0x80000000, v48
	v_and_b32_e32 v0, 1, v56
	v_cndmask_b32_e32 v42, v46, v42, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s0, 0, v[49:50]
	v_xor_b32_e32 v49, 0x80000000, v44
	v_cndmask_b32_e32 v41, v45, v41, vcc_lo
	v_cndmask_b32_e64 v48, v51, v48, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v44, v44, v49, s0
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v44, v44, v48, s0
	v_cndmask_b32_e64 v43, v43, v47, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[43:44], v[41:42]
	v_cvt_f32_f64_e32 v0, v[41:42]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v41, v24, v71 :: v_dual_mul_f32 v42, s15, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v38, v0 :: v_dual_add_f32 v41, v41, v41
	v_mul_f32_e32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, s8, v41
	v_sub_f32_e32 v41, v24, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v41
	v_and_b32_e32 v41, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v41
	v_cndmask_b32_e32 v41, 0x7fc00000, v0, vcc_lo
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s90
	v_mov_b32_e32 v0, v25
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s90, exec_lo, s0
	s_cbranch_execz .LBB8_20
	v_xor_b32_e32 v0, s1, v29
	s_xor_b32 s0, s16, s17
	global_load_b32 v72, v[19:20], off
	global_load_b32 v73, v[17:18], off
	s_xor_b32 s0, s0, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v36
	v_xor3_b32 v45, s0, s77, v43
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v45, 0
	v_xor_b32_e32 v0, v44, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, v46, s78, v43
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v46, 0
	v_xor3_b32 v0, s79, v44, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v47, s81, v43
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[47:48], null, 0xcd9e8d57, v44, 0
	v_xor3_b32 v0, s80, v43, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v48, s82, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v44, 0
	v_xor3_b32 v0, s83, v43, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, v45, s85, v42
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v45
	v_xor3_b32 v43, s84, v43, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s86, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v43, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v43, s87, v43, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s88, v42
	v_mul_lo_u32 v44, 0xcd9e8d57, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v44, v43, s89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[43:44], v0
	v_add_f64 v[43:44], v[43:44], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v44, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v44, 0x3fe6a09e, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[43:44], v[43:44], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[43:44], 2.0
	v_mul_f64 v[64:65], v[43:44], 0.5
	v_div_scale_f64 v[47:48], null, v[45:46], v[45:46], v[43:44]
	v_div_scale_f64 v[53:54], vcc_lo, v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[43:44], v[64:65]
	v_rcp_f64_e32 v[49:50], v[47:48]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], -v[47:48], v[49:50], 1.0
	v_fma_f64 v[49:50], v[49:50], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[53:54], v[49:50]
	v_fma_f64 v[47:48], -v[47:48], v[51:52], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[47:48], v[47:48], v[49:50], v[51:52]
	v_cvt_f64_u32_e32 v[49:50], v42
	v_add_co_ci_u32_e64 v42, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[62:63], v42
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[45:46], v[47:48], v[45:46], v[43:44]
	v_add_f64 v[49:50], v[49:50], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[62:63], v[62:63], 32
	v_mul_f64 v[47:48], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[49:50], v[49:50], 0xffffffe0
	v_mul_f64 v[51:52], v[47:48], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[49:50], s[40:41]
	v_mul_f64 v[53:54], v[51:52], s[26:27]
	v_mul_f64 v[55:56], v[51:52], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[49:50], s[42:43]
	v_add_f64 v[53:54], v[53:54], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[55:56], s[10:11]
	v_add_f64 v[57:58], 0x43380000, v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[51:52], v[53:54]
	v_mul_f64 v[55:56], v[51:52], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], 0xc3380000, v[57:58]
	v_add_f64 v[53:54], v[53:54], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[55:56], s[24:25]
	v_mul_f64 v[60:61], v[58:59], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[51:52], v[53:54]
	v_mul_f64 v[51:52], v[51:52], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[55:56], v[49:50], v[60:61]
	v_cvt_f64_u32_e32 v[60:61], v0
	v_add_f64 v[53:54], v[53:54], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[62:63], v[60:61]
	v_mul_f64 v[47:48], v[47:48], v[53:54]
	v_mul_f64 v[53:54], v[58:59], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[60:61], s[36:37]
	v_add_f64 v[47:48], v[51:52], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[55:56], v[53:54]
	v_add_f64 v[47:48], v[64:65], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[55:56], -v[51:52]
	v_mul_f64 v[45:46], v[45:46], v[47:48]
	v_mul_f64 v[47:48], v[58:59], s[46:47]
	v_mul_f64 v[58:59], v[58:59], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[53:54], v[62:63], v[53:54]
	v_add_f64 v[45:46], v[66:67], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[62:63], v[55:56], -v[47:48]
	v_add_f64 v[53:54], v[58:59], -v[53:54]
	v_mov_b32_e32 v59, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[45:46], -v[64:65]
	v_lshrrev_b32_e32 v0, 20, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v42, 0x7ff, v0
	v_bfe_u32 v0, v50, 20, 11
	v_add_nc_u32_e32 v58, 16, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[58:59], v[0:1]
	v_dual_cndmask_b32 v48, v48, v54 :: v_dual_cndmask_b32 v47, v47, v53
	v_mul_f64 v[53:54], v[60:61], s[38:39]
	v_dual_cndmask_b32 v50, v56, v52 :: v_dual_cndmask_b32 v49, v55, v51
	v_add_f64 v[51:52], v[49:50], -v[47:48]
	v_add_f64 v[42:43], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[51:52], v[51:52]
	v_add_f64 v[49:50], v[49:50], -v[51:52]
	v_add_f64 v[42:43], v[53:54], v[42:43]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[53:54], v[44:45], s[64:65]
	v_mul_f64 v[55:56], v[44:45], s[52:53]
	v_mul_f64 v[58:59], v[44:45], s[58:59]
	v_mul_f64 v[60:61], v[44:45], s[70:71]
	v_mul_f64 v[62:63], v[44:45], v[44:45]
	v_add_f64 v[46:47], v[49:50], -v[47:48]
	v_mul_f64 v[68:69], v[44:45], 0.5
	v_mul_f64 v[42:43], v[42:43], -2.0
	v_and_b32_e32 v50, 2, v57
	v_add_f64 v[53:54], v[53:54], s[66:67]
	v_add_f64 v[55:56], v[55:56], s[54:55]
	v_add_f64 v[58:59], v[58:59], s[60:61]
	v_add_f64 v[60:61], v[60:61], s[72:73]
	v_mul_f64 v[64:65], v[44:45], v[62:63]
	v_mul_f64 v[48:49], v[62:63], v[62:63]
	v_mul_f64 v[62:63], v[51:52], v[44:45]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[42:43]
	v_add_f64 v[70:71], -v[68:69], 1.0
	v_mul_f64 v[53:54], v[44:45], v[53:54]
	v_mul_f64 v[55:56], v[44:45], v[55:56]
	v_mul_f64 v[58:59], v[44:45], v[58:59]
	v_mul_f64 v[60:61], v[64:65], v[60:61]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[42:43], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[53:54], v[53:54], s[68:69]
	v_add_f64 v[55:56], v[55:56], s[56:57]
	v_add_f64 v[58:59], v[58:59], s[62:63]
	v_rsq_f64_e32 v[66:67], v[42:43]
	v_cmp_class_f64_e64 vcc_lo, v[42:43], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[53:54], v[60:61], v[53:54]
	v_mul_f64 v[55:56], v[44:45], v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[48:49], v[48:49], v[58:59]
	v_mul_f64 v[58:59], v[46:47], 0.5
	v_mul_f64 v[64:65], v[42:43], v[66:67]
	v_mul_f64 v[66:67], v[66:67], 0.5
	v_mul_f64 v[53:54], v[62:63], v[53:54]
	v_add_f64 v[48:49], v[55:56], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[60:61], -v[66:67], v[64:65], 0.5
	v_add_f64 v[53:54], v[58:59], -v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	v_fma_f64 v[64:65], v[64:65], v[60:61], v[64:65]
	v_fma_f64 v[55:56], v[66:67], v[60:61], v[66:67]
	v_mul_f64 v[60:61], v[51:52], v[46:47]
	v_add_f64 v[66:67], -v[70:71], 1.0
	v_mul_f64 v[44:45], v[44:45], v[53:54]
	v_fma_f64 v[58:59], -v[64:65], v[64:65], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[48:49], -v[60:61]
	v_mul_f64 v[60:61], v[62:63], s[74:75]
	v_add_f64 v[44:45], v[44:45], -v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[53:54], v[58:59], v[55:56], v[64:65]
	v_add_f64 v[58:59], v[66:67], -v[68:69]
	v_add_f64 v[44:45], v[44:45], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[46:47], -v[53:54], v[53:54], v[42:43]
	v_add_f64 v[48:49], v[58:59], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[51:52], -v[44:45]
	v_mov_b32_e32 v51, v1
	v_cmp_eq_u64_e64 s0, 0, v[50:51]
	v_fma_f64 v[46:47], v[46:47], v[55:56], v[53:54]
	v_add_f64 v[48:49], v[70:71], v[48:49]
	v_xor_b32_e32 v50, 0x80000000, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v45, v45, v50, s0
	v_ldexp_f64 v[46:47], v[46:47], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v52, 0x80000000, v49
	v_and_b32_e32 v0, 1, v57
	v_cndmask_b32_e64 v49, v52, v49, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v45, v45, v49, s0
	v_cndmask_b32_e64 v44, v44, v48, s0
	v_dual_cndmask_b32 v43, v47, v43 :: v_dual_cndmask_b32 v42, v46, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[44:45], v[42:43]
	v_cvt_f32_f64_e32 v0, v[42:43]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v42, v25, v72 :: v_dual_mul_f32 v43, s15, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, v42, v42
	v_mul_f32_e32 v42, v43, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, s8, v42
	v_sub_f32_e32 v42, v25, v42
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v42
	v_and_b32_e32 v38, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v38
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB8_20:
	s_or_b32 exec_lo, exec_lo, s90
	s_mov_b32 s0, 0
.LBB8_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB8_12
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_28
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_29
.LBB8_24:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_30
.LBB8_25:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_31
.LBB8_26:
	v_xor_b32_e32 v0, s1, v26
	s_xor_b32 s0, s16, s17
	global_load_b32 v69, v[7:8], off
	global_load_b32 v70, v[5:6], off
	s_xor_b32 s0, s0, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s91, s0, 0xd2511f53
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s91, v30
	v_xor3_b32 v42, s0, s77, v40
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v42, 0
	v_xor_b32_e32 v0, v41, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v43, s78, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v43, 0
	v_xor3_b32 v0, s79, v41, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v41, v44, s81, v40
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v41, 0
	v_xor3_b32 v0, s80, v40, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v41, v45, s82, v39
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v41, 0
	v_xor3_b32 v0, s83, v40, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v42, s85, v39
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v42
	v_xor3_b32 v40, s84, v40, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s86, v39
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v40, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v40, s87, v40, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s88, v39
	v_mul_lo_u32 v41, 0xcd9e8d57, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v41, v40, s89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[40:41], v0
	v_add_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v41, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v41, 0x3fe6a09e, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[40:41], v[40:41], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[40:41], 2.0
	v_mul_f64 v[61:62], v[40:41], 0.5
	v_div_scale_f64 v[44:45], null, v[42:43], v[42:43], v[40:41]
	v_div_scale_f64 v[50:51], vcc_lo, v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[40:41], v[61:62]
	v_rcp_f64_e32 v[46:47], v[44:45]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[48:49], v[50:51], v[46:47]
	v_fma_f64 v[44:45], -v[44:45], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[44:45], v[44:45], v[46:47], v[48:49]
	v_cvt_f64_u32_e32 v[46:47], v39
	v_add_co_ci_u32_e64 v39, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[59:60], v39
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[42:43], v[44:45], v[42:43], v[40:41]
	v_add_f64 v[46:47], v[46:47], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[59:60], v[59:60], 32
	v_mul_f64 v[44:45], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[46:47], v[46:47], 0xffffffe0
	v_mul_f64 v[48:49], v[44:45], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[46:47], v[46:47], s[40:41]
	v_mul_f64 v[50:51], v[48:49], s[26:27]
	v_mul_f64 v[52:53], v[48:49], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[54:55], v[46:47], s[42:43]
	v_add_f64 v[50:51], v[50:51], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[10:11]
	v_add_f64 v[54:55], 0x43380000, v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	v_mul_f64 v[52:53], v[48:49], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], 0xc3380000, v[54:55]
	v_add_f64 v[50:51], v[50:51], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[24:25]
	v_mul_f64 v[57:58], v[55:56], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	v_mul_f64 v[48:49], v[48:49], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[52:53], v[46:47], v[57:58]
	v_cvt_f64_u32_e32 v[57:58], v0
	v_add_f64 v[50:51], v[50:51], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[59:60], v[57:58]
	v_mul_f64 v[44:45], v[44:45], v[50:51]
	v_mul_f64 v[50:51], v[55:56], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[57:58], s[36:37]
	v_add_f64 v[44:45], v[48:49], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[52:53], v[50:51]
	v_add_f64 v[44:45], v[61:62], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[52:53], -v[48:49]
	v_mul_f64 v[42:43], v[42:43], v[44:45]
	v_mul_f64 v[44:45], v[55:56], s[46:47]
	v_mul_f64 v[55:56], v[55:56], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[50:51], v[59:60], v[50:51]
	v_add_f64 v[42:43], v[63:64], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[59:60], v[52:53], -v[44:45]
	v_add_f64 v[50:51], v[55:56], -v[50:51]
	v_mov_b32_e32 v56, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[42:43], -v[61:62]
	v_lshrrev_b32_e32 v0, 20, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v39, 0x7ff, v0
	v_bfe_u32 v0, v47, 20, 11
	v_add_nc_u32_e32 v55, 16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[55:56], v[0:1]
	v_dual_cndmask_b32 v45, v45, v51 :: v_dual_cndmask_b32 v44, v44, v50
	v_mul_f64 v[50:51], v[57:58], s[38:39]
	v_dual_cndmask_b32 v47, v53, v49 :: v_dual_cndmask_b32 v46, v52, v48
	v_add_f64 v[48:49], v[46:47], -v[44:45]
	v_add_f64 v[39:40], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[48:49], v[48:49]
	v_add_f64 v[46:47], v[46:47], -v[48:49]
	v_add_f64 v[39:40], v[50:51], v[39:40]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[50:51], v[41:42], s[64:65]
	v_mul_f64 v[52:53], v[41:42], s[52:53]
	v_mul_f64 v[55:56], v[41:42], s[58:59]
	v_mul_f64 v[57:58], v[41:42], s[70:71]
	v_mul_f64 v[59:60], v[41:42], v[41:42]
	v_add_f64 v[43:44], v[46:47], -v[44:45]
	v_mul_f64 v[65:66], v[41:42], 0.5
	v_mul_f64 v[39:40], v[39:40], -2.0
	v_add_f64 v[50:51], v[50:51], s[66:67]
	v_add_f64 v[52:53], v[52:53], s[54:55]
	v_add_f64 v[55:56], v[55:56], s[60:61]
	v_add_f64 v[57:58], v[57:58], s[72:73]
	v_mul_f64 v[61:62], v[41:42], v[59:60]
	v_mul_f64 v[45:46], v[59:60], v[59:60]
	v_mul_f64 v[59:60], v[48:49], v[41:42]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[39:40]
	v_add_f64 v[67:68], -v[65:66], 1.0
	v_mul_f64 v[50:51], v[41:42], v[50:51]
	v_mul_f64 v[52:53], v[41:42], v[52:53]
	v_mul_f64 v[55:56], v[41:42], v[55:56]
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[39:40], v[39:40], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[50:51], v[50:51], s[68:69]
	v_add_f64 v[52:53], v[52:53], s[56:57]
	v_add_f64 v[55:56], v[55:56], s[62:63]
	v_rsq_f64_e32 v[63:64], v[39:40]
	v_cmp_class_f64_e64 vcc_lo, v[39:40], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[50:51], v[57:58], v[50:51]
	v_mul_f64 v[52:53], v[41:42], v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[45:46], v[45:46], v[55:56]
	v_mul_f64 v[55:56], v[43:44], 0.5
	v_mul_f64 v[61:62], v[39:40], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	v_mul_f64 v[50:51], v[59:60], v[50:51]
	v_add_f64 v[45:46], v[52:53], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[57:58], -v[63:64], v[61:62], 0.5
	v_add_f64 v[50:51], v[55:56], -v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[41:42], v[45:46]
	v_fma_f64 v[61:62], v[61:62], v[57:58], v[61:62]
	v_fma_f64 v[52:53], v[63:64], v[57:58], v[63:64]
	v_mul_f64 v[57:58], v[48:49], v[43:44]
	v_add_f64 v[63:64], -v[67:68], 1.0
	v_mul_f64 v[41:42], v[41:42], v[50:51]
	v_fma_f64 v[55:56], -v[61:62], v[61:62], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[45:46], -v[57:58]
	v_mul_f64 v[57:58], v[59:60], s[74:75]
	v_add_f64 v[41:42], v[41:42], -v[43:44]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[50:51], v[55:56], v[52:53], v[61:62]
	v_add_f64 v[55:56], v[63:64], -v[65:66]
	v_add_f64 v[41:42], v[41:42], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], -v[50:51], v[50:51], v[39:40]
	v_add_f64 v[45:46], v[55:56], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[48:49], -v[41:42]
	v_mov_b32_e32 v48, v1
	v_fma_f64 v[43:44], v[43:44], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[67:68], v[45:46]
	v_ldexp_f64 v[43:44], v[43:44], v0
	v_and_b32_e32 v47, 2, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v49, 0x80000000, v46
	v_and_b32_e32 v0, 1, v54
	v_cndmask_b32_e32 v40, v44, v40, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s0, 0, v[47:48]
	v_xor_b32_e32 v47, 0x80000000, v42
	v_cndmask_b32_e32 v39, v43, v39, vcc_lo
	v_cndmask_b32_e64 v46, v49, v46, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v42, v42, v47, s0
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v42, v42, v46, s0
	v_cndmask_b32_e64 v41, v41, v45, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[39:40], v[41:42], v[39:40]
	v_cvt_f32_f64_e32 v0, v[39:40]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v39, v22, v69 :: v_dual_mul_f32 v40, s15, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v39, v39, v39 :: v_dual_mul_f32 v0, v38, v0
	v_mul_f32_e32 v39, v40, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, s8, v39
	v_sub_f32_e32 v39, v22, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v39
	v_and_b32_e32 v39, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v39
	v_cndmask_b32_e32 v39, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s90
	v_mov_b32_e32 v40, v23
	s_and_saveexec_b32 s90, s3
	s_cbranch_execz .LBB8_16
.LBB8_27:
	v_xor_b32_e32 v0, s1, v27
	s_xor_b32 s0, s16, s17
	global_load_b32 v70, v[11:12], off
	global_load_b32 v71, v[9:10], off
	s_xor_b32 s0, s0, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s91, s0, 0xd2511f53
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s91, v32
	v_xor3_b32 v43, s0, s77, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v43, 0
	v_xor_b32_e32 v0, v42, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v44, s78, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v44, 0
	v_xor3_b32 v0, s79, v42, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v45, s81, v41
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v42, 0
	v_xor3_b32 v0, s80, v41, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v46, s82, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v42, 0
	v_xor3_b32 v0, s83, v41, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v43, s85, v40
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v43
	v_xor3_b32 v41, s84, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s86, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v41, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v41, s87, v41, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s88, v40
	v_mul_lo_u32 v42, 0xcd9e8d57, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v42, v41, s89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[41:42], v0
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v42, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v42, 0x3fe6a09e, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[41:42], v[41:42], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[41:42], 2.0
	v_mul_f64 v[62:63], v[41:42], 0.5
	v_div_scale_f64 v[45:46], null, v[43:44], v[43:44], v[41:42]
	v_div_scale_f64 v[51:52], vcc_lo, v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[41:42], v[62:63]
	v_rcp_f64_e32 v[47:48], v[45:46]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[49:50], v[51:52], v[47:48]
	v_fma_f64 v[45:46], -v[45:46], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[45:46], v[45:46], v[47:48], v[49:50]
	v_cvt_f64_u32_e32 v[47:48], v40
	v_add_co_ci_u32_e64 v40, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[60:61], v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[43:44], v[45:46], v[43:44], v[41:42]
	v_add_f64 v[47:48], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[60:61], v[60:61], 32
	v_mul_f64 v[45:46], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[47:48], v[47:48], 0xffffffe0
	v_mul_f64 v[49:50], v[45:46], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[47:48], v[47:48], s[40:41]
	v_mul_f64 v[51:52], v[49:50], s[26:27]
	v_mul_f64 v[53:54], v[49:50], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[47:48], s[42:43]
	v_add_f64 v[51:52], v[51:52], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[53:54], s[10:11]
	v_add_f64 v[55:56], 0x43380000, v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	v_mul_f64 v[53:54], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], 0xc3380000, v[55:56]
	v_add_f64 v[51:52], v[51:52], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[53:54], s[24:25]
	v_mul_f64 v[58:59], v[56:57], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	v_mul_f64 v[49:50], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[53:54], v[47:48], v[58:59]
	v_cvt_f64_u32_e32 v[58:59], v0
	v_add_f64 v[51:52], v[51:52], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[60:61], v[58:59]
	v_mul_f64 v[45:46], v[45:46], v[51:52]
	v_mul_f64 v[51:52], v[56:57], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[58:59], s[36:37]
	v_add_f64 v[45:46], v[49:50], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[53:54], v[51:52]
	v_add_f64 v[45:46], v[62:63], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[53:54], -v[49:50]
	v_mul_f64 v[43:44], v[43:44], v[45:46]
	v_mul_f64 v[45:46], v[56:57], s[46:47]
	v_mul_f64 v[56:57], v[56:57], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[51:52], v[60:61], v[51:52]
	v_add_f64 v[43:44], v[64:65], v[43:44]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[60:61], v[53:54], -v[45:46]
	v_add_f64 v[51:52], v[56:57], -v[51:52]
	v_mov_b32_e32 v57, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[43:44], -v[62:63]
	v_lshrrev_b32_e32 v0, 20, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v40, 0x7ff, v0
	v_bfe_u32 v0, v48, 20, 11
	v_add_nc_u32_e32 v56, 16, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[56:57], v[0:1]
	v_dual_cndmask_b32 v46, v46, v52 :: v_dual_cndmask_b32 v45, v45, v51
	v_mul_f64 v[51:52], v[58:59], s[38:39]
	v_dual_cndmask_b32 v48, v54, v50 :: v_dual_cndmask_b32 v47, v53, v49
	v_add_f64 v[49:50], v[47:48], -v[45:46]
	v_add_f64 v[40:41], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[49:50], v[49:50]
	v_add_f64 v[47:48], v[47:48], -v[49:50]
	v_add_f64 v[40:41], v[51:52], v[40:41]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[51:52], v[42:43], s[64:65]
	v_mul_f64 v[53:54], v[42:43], s[52:53]
	v_mul_f64 v[56:57], v[42:43], s[58:59]
	v_mul_f64 v[58:59], v[42:43], s[70:71]
	v_mul_f64 v[60:61], v[42:43], v[42:43]
	v_add_f64 v[44:45], v[47:48], -v[45:46]
	v_mul_f64 v[66:67], v[42:43], 0.5
	v_mul_f64 v[40:41], v[40:41], -2.0
	v_and_b32_e32 v48, 2, v55
	v_add_f64 v[51:52], v[51:52], s[66:67]
	v_add_f64 v[53:54], v[53:54], s[54:55]
	v_add_f64 v[56:57], v[56:57], s[60:61]
	v_add_f64 v[58:59], v[58:59], s[72:73]
	v_mul_f64 v[62:63], v[42:43], v[60:61]
	v_mul_f64 v[46:47], v[60:61], v[60:61]
	v_mul_f64 v[60:61], v[49:50], v[42:43]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[40:41]
	v_add_f64 v[68:69], -v[66:67], 1.0
	v_mul_f64 v[51:52], v[42:43], v[51:52]
	v_mul_f64 v[53:54], v[42:43], v[53:54]
	v_mul_f64 v[56:57], v[42:43], v[56:57]
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[40:41], v[40:41], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[51:52], v[51:52], s[68:69]
	v_add_f64 v[53:54], v[53:54], s[56:57]
	v_add_f64 v[56:57], v[56:57], s[62:63]
	v_rsq_f64_e32 v[64:65], v[40:41]
	v_cmp_class_f64_e64 vcc_lo, v[40:41], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[51:52], v[58:59], v[51:52]
	v_mul_f64 v[53:54], v[42:43], v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[46:47], v[46:47], v[56:57]
	v_mul_f64 v[56:57], v[44:45], 0.5
	v_mul_f64 v[62:63], v[40:41], v[64:65]
	v_mul_f64 v[64:65], v[64:65], 0.5
	v_mul_f64 v[51:52], v[60:61], v[51:52]
	v_add_f64 v[46:47], v[53:54], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[58:59], -v[64:65], v[62:63], 0.5
	v_add_f64 v[51:52], v[56:57], -v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	v_fma_f64 v[62:63], v[62:63], v[58:59], v[62:63]
	v_fma_f64 v[53:54], v[64:65], v[58:59], v[64:65]
	v_mul_f64 v[58:59], v[49:50], v[44:45]
	v_add_f64 v[64:65], -v[68:69], 1.0
	v_mul_f64 v[42:43], v[42:43], v[51:52]
	v_fma_f64 v[56:57], -v[62:63], v[62:63], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[46:47], -v[58:59]
	v_mul_f64 v[58:59], v[60:61], s[74:75]
	v_add_f64 v[42:43], v[42:43], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[51:52], v[56:57], v[53:54], v[62:63]
	v_add_f64 v[56:57], v[64:65], -v[66:67]
	v_add_f64 v[42:43], v[42:43], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[44:45], -v[51:52], v[51:52], v[40:41]
	v_add_f64 v[46:47], v[56:57], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[49:50], -v[42:43]
	v_mov_b32_e32 v49, v1
	v_cmp_eq_u64_e64 s0, 0, v[48:49]
	v_fma_f64 v[44:45], v[44:45], v[53:54], v[51:52]
	v_add_f64 v[46:47], v[68:69], v[46:47]
	v_xor_b32_e32 v48, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v43, v43, v48, s0
	v_ldexp_f64 v[44:45], v[44:45], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v50, 0x80000000, v47
	v_and_b32_e32 v0, 1, v55
	v_cndmask_b32_e64 v47, v50, v47, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v43, v43, v47, s0
	v_cndmask_b32_e64 v42, v42, v46, s0
	v_dual_cndmask_b32 v41, v45, v41 :: v_dual_cndmask_b32 v40, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[42:43], v[40:41]
	v_cvt_f32_f64_e32 v0, v[40:41]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v40, v23, v70 :: v_dual_mul_f32 v41, s15, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, v40, v40
	v_mul_f32_e32 v40, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, s8, v40
	v_sub_f32_e32 v40, v23, v40
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v40
	v_and_b32_e32 v40, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v40
	v_cndmask_b32_e32 v40, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s90
	v_mov_b32_e32 v41, v24
	s_and_saveexec_b32 s90, s4
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_28:
	global_load_b32 v0, v[7:8], off
	global_load_b32 v38, v[5:6], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v22, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v38, s15, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_24
.LBB8_29:
	global_load_b32 v0, v[11:12], off
	global_load_b32 v38, v[9:10], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v23, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v38, s15, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v23, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_25
.LBB8_30:
	global_load_b32 v0, v[15:16], off
	global_load_b32 v38, v[13:14], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v24, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v38, s15, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_11
.LBB8_31:
	global_load_b32 v0, v[19:20], off
	global_load_b32 v38, v[17:18], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v25, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v38, s15, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v25
	v_cndmask_b32_e32 v25, 0x7fc00000, v0, vcc_lo
	s_branch .LBB8_11
.LBB8_32:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_38
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_39
.LBB8_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_40
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_37
.LBB8_36:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v25, s[20:21]
.LBB8_37:
	s_endpgm
.LBB8_38:
	s_waitcnt vmcnt(0)
	global_store_b32 v21, v22, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_34
.LBB8_39:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_35
.LBB8_40:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_36
	s_branch .LBB8_37
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w4096
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 74
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
	.size	tessera_weighted_w4096, .Lfunc_end8-tessera_weighted_w4096

	.set tessera_weighted_w4096.num_vgpr, 74
	.set tessera_weighted_w4096.num_agpr, 0
	.set tessera_weighted_w4096.numbered_sgpr, 92
	.set tessera_weighted_w4096.num_named_barrier, 0
	.set tessera_weighted_w4096.private_seg_size, 0
	.set tessera_weighted_w4096.uses_vcc, 1
	.set tessera_weighted_w4096.uses_flat_scratch, 0
	.set tessera_weighted_w4096.has_dyn_sized_stack, 0
	.set tessera_weighted_w4096.has_recursion, 0
	.set tessera_weighted_w4096.has_indirect_call, 0
	.globl	tessera_weighted_w8192
	.p2align	8
	.type	tessera_weighted_w8192,@function
tessera_weighted_w8192:
	s_load_b128 s[12:15], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_65
	s_load_b128 s[8:11], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_mul_i32 s30, s14, s2
	s_add_i32 s31, s4, s3
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[28:29], s[30:31], 2
	v_lshlrev_b32_e32 v41, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s24, s8, s28
	s_addc_u32 s25, s9, s29
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB9_3
	global_load_b32 v42, v41, s[24:25]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v43, v3, s[24:25]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[14:15], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v44, v4, s[24:25]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[14:15], v[4:5]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v45, v5, s[24:25]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[14:15], v[5:6]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v46, v6, s[24:25]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s7
	s_load_b64 s[26:27], s[0:1], 0x30
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[6:7]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v47, v7, s[24:25]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[14:15], v[7:8]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v48, v8, s[24:25]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[14:15], v[8:9]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v49, v1, s[24:25]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB9_56
	s_load_b256 s[12:19], s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_clause 0x2
	s_load_b32 s19, s[0:1], 0x18
	s_load_b64 s[34:35], s[0:1], 0x10
	s_load_b128 s[20:23], s[0:1], 0x58
	v_add_co_u32 v0, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v31, null, s31, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	v_add_co_u32 v13, vcc_lo, 0x400, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v31, vcc_lo
	s_mov_b32 s30, 0xdf3e5244
	s_mov_b32 s36, 0x94229359
	v_xor_b32_e32 v11, v59, v31
	s_mov_b32 s38, 0x55555593
	s_mov_b32 s40, 0x35793c76
	s_mov_b32 s42, 0xfee00000
	s_waitcnt lgkmcnt(0)
	s_mul_f32 s19, s19, 0.5
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v11, s21, v11
	v_add_co_u32 v9, s0, s34, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, s35, 0, s0
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v11, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s10, s28
	s_addc_u32 s1, s11, s29
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v11, s0, s0, v41
	s_cselect_b32 s80, -1, 0
	s_add_u32 s10, s20, 0x9e3779b9
	v_add_co_ci_u32_e64 v12, null, s1, 0, s0
	v_xor_b32_e32 v50, s10, v60
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v13, 0
	s_add_u32 s0, s21, 0xbb67ae85
	s_add_u32 s1, s20, 0x3c6ef372
	v_xor_b32_e32 v58, s0, v58
	v_xor_b32_e32 v59, s1, v59
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s28, 0x9997fa04
	v_xor_b32_e32 v13, v61, v14
	v_xor_b32_e32 v60, s0, v60
	s_mov_b32 s34, 0x96cb03de
	s_mov_b32 s44, 0x54442d18
	s_mov_b32 s46, 0x6dc9c883
	v_xor_b32_e32 v15, s21, v13
	v_add_co_u32 v13, vcc_lo, 0x1000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x800, v0
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v15, 0
	v_add_co_ci_u32_e64 v17, null, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v16, 0
	v_add_co_u32 v15, vcc_lo, 0x1000, v11
	v_add_co_ci_u32_e64 v16, null, 0, v12, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0xc00, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v19, v64, v17
	v_add_co_ci_u32_e64 v21, null, 0, v31, vcc_lo
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v22, s21, v19
	v_add_co_u32 v17, vcc_lo, 0x2000, v9
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	v_add_co_u32 v19, vcc_lo, 0x2000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, 0, v12, vcc_lo
	v_xor_b32_e32 v21, v65, v21
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v22, 0
	v_add_co_u32 v22, vcc_lo, 0x1000, v0
	v_xor_b32_e32 v21, s21, v21
	v_add_co_ci_u32_e64 v23, null, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v22, 0
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v21, 0
	v_add_co_u32 v21, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_xor_b32_e32 v25, v68, v23
	v_add_co_u32 v23, vcc_lo, 0x3000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v24, null, 0, v12, vcc_lo
	v_add_co_u32 v26, vcc_lo, 0x1400, v0
	v_xor_b32_e32 v53, s10, v70
	v_xor_b32_e32 v27, s21, v25
	v_add_co_ci_u32_e64 v28, null, 0, v31, vcc_lo
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v26, 0
	v_add_co_u32 v25, vcc_lo, 0x4000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v26, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v27, 0
	v_add_co_u32 v27, vcc_lo, 0x1800, v0
	v_xor_b32_e32 v29, v71, v28
	v_add_co_ci_u32_e64 v32, null, 0, v31, vcc_lo
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v27, 0
	v_add_co_u32 v27, vcc_lo, 0x4000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v28, null, 0, v12, vcc_lo
	v_xor_b32_e32 v33, s21, v29
	v_add_co_u32 v29, vcc_lo, 0x5000, v9
	v_add_co_ci_u32_e64 v30, null, 0, v10, vcc_lo
	v_add_co_u32 v0, vcc_lo, 0x1c00, v0
	v_xor_b32_e32 v32, v75, v32
	v_add_co_ci_u32_e64 v34, null, 0, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v33, 0
	v_xor_b32_e32 v33, s21, v32
	v_add_co_u32 v31, vcc_lo, 0x5000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v32, null, 0, v12, vcc_lo
	v_xor_b32_e32 v0, v78, v34
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v33, 0
	v_add_co_u32 v33, vcc_lo, 0x6000, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v0, s21, v0
	v_add_co_ci_u32_e64 v34, null, 0, v10, vcc_lo
	v_add_co_u32 v35, vcc_lo, 0x6000, v11
	v_xor_b32_e32 v56, s10, v80
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	v_add_co_ci_u32_e64 v36, null, 0, v12, vcc_lo
	v_add_co_u32 v37, vcc_lo, 0x7000, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v38, null, 0, v10, vcc_lo
	v_add_co_u32 v39, vcc_lo, 0x7000, v11
	v_xor_b32_e32 v51, s10, v62
	v_xor_b32_e32 v52, s10, v66
	v_xor_b32_e32 v54, s10, v73
	v_xor_b32_e32 v55, s10, v76
	v_add_co_ci_u32_e64 v40, null, 0, v12, vcc_lo
	v_xor_b32_e32 v57, s10, v81
	v_xor_b32_e32 v61, s1, v61
	v_xor_b32_e32 v62, s0, v63
	v_xor_b32_e32 v63, s1, v65
	v_xor_b32_e32 v64, s0, v64
	v_xor_b32_e32 v65, s1, v69
	v_xor_b32_e32 v66, s0, v67
	v_xor_b32_e32 v67, s1, v72
	v_xor_b32_e32 v68, s0, v70
	v_xor_b32_e32 v69, s1, v75
	v_xor_b32_e32 v70, s0, v74
	v_xor_b32_e32 v71, s1, v79
	v_xor_b32_e32 v72, s0, v77
	v_xor_b32_e32 v73, s1, v80
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s48, 0x54400000
	s_mov_b32 s50, 0x1a626331
	s_mov_b32 s52, 0x1a600000
	s_mov_b32 s54, 0x2e037073
	s_mov_b32 s56, 0x19cb1590
	s_mov_b32 s58, 0x16c15177
	s_mov_b32 s60, 0x5555554c
	s_mov_b32 s62, 0xbe8838d4
	s_mov_b32 s64, 0xbdb4b1c4
	s_mov_b32 s66, 0x809c52ad
	s_mov_b32 s68, 0x57b1fe7d
	s_mov_b32 s70, 0x19c161d5
	s_mov_b32 s72, 0x1110f8a6
	s_mov_b32 s74, 0x5acfd57c
	s_mov_b32 s76, 0x8a2b9ceb
	s_mov_b32 s78, 0x55555549
	s_add_u32 s81, s21, 0x76cf5d0a
	s_add_u32 s82, s20, 0xdaa66d2b
	s_add_u32 s83, s21, 0x32370b8f
	s_add_u32 s84, s20, 0x78dde6e4
	s_add_u32 s85, s21, 0xed9eba14
	s_add_u32 s86, s20, 0x1715609d
	s_add_u32 s87, s21, 0xa9066899
	s_add_u32 s88, s20, 0xb54cda56
	s_add_u32 s89, s21, 0x646e171e
	s_add_u32 s90, s20, 0x5384540f
	s_add_u32 s91, s21, 0x1fd5c5a3
	s_add_u32 s92, s21, 0xdb3d7428
	s_add_i32 s93, s20, 0x8ff34781
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fc2f112
	s_mov_b32 s35, 0x3fc74664
	s_mov_b32 s37, 0x3fd24924
	s_mov_b32 s39, 0x3fe55555
	s_mov_b32 s41, 0x3dea39ef
	s_mov_b32 s43, 0x3fe62e42
	s_mov_b32 s45, 0x401921fb
	s_mov_b32 s47, 0x3fe45f30
	s_mov_b32 s49, 0xbff921fb
	s_mov_b32 s51, 0x3dd0b461
	s_mov_b32 s53, 0xbdd0b461
	s_mov_b32 s55, 0x3ba3198a
	s_mov_b32 s57, 0x3efa01a0
	s_mov_b32 s59, 0xbf56c16c
	s_mov_b32 s61, 0x3fa55555
	s_mov_b32 s63, 0xbda8fae9
	s_mov_b32 s65, 0x3e21ee9e
	s_mov_b32 s67, 0xbe927e4f
	s_mov_b32 s69, 0x3ec71de3
	s_mov_b32 s71, 0xbf2a01a0
	s_mov_b32 s73, 0x3f811111
	s_mov_b32 s75, 0x3de5d93a
	s_mov_b32 s77, 0xbe5ae5e6
	s_mov_b32 s79, 0x3fc55555
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v75, v42 :: v_dual_mov_b32 v76, v43
	v_dual_mov_b32 v77, v44 :: v_dual_mov_b32 v78, v45
	v_dual_mov_b32 v79, v46 :: v_dual_mov_b32 v80, v47
	v_dual_mov_b32 v81, v48 :: v_dual_mov_b32 v0, v49
.LBB9_20:
	s_add_u32 s26, s26, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v49, v0 :: v_dual_mov_b32 v48, v81
	v_dual_mov_b32 v47, v80 :: v_dual_mov_b32 v46, v79
	v_dual_mov_b32 v45, v78 :: v_dual_mov_b32 v44, v77
	v_dual_mov_b32 v43, v76 :: v_dual_mov_b32 v42, v75
	s_addc_u32 s27, s27, -1
	s_mul_f32 s16, s17, s16
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB9_56
.LBB9_21:
	s_and_b32 vcc_lo, exec_lo, s80
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB9_33
	s_mul_f32 s1, s18, s16
	s_mul_hi_u32 s21, s23, 0xcd9e8d57
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
	v_sqrt_f32_e32 v74, v0
	v_add_nc_u32_e32 v75, -1, v74
	v_add_nc_u32_e32 v76, 1, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v77, 0x80000000, v75
	v_xor_b32_e32 v78, 0x80000000, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v77, v77, v74, v0
	v_fma_f32 v78, v78, v74, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v77
	v_cndmask_b32_e64 v74, v74, v75, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v78
	v_cndmask_b32_e64 v74, v74, v76, s1
	s_mul_i32 s1, s23, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, 0x37800000, v74
	v_cndmask_b32_e64 v74, v74, v75, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v75, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v74, v0, s0
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v0, s13, s33
	s_and_saveexec_b32 s94, s2
	s_cbranch_execnz .LBB9_42
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v76, v43
	s_and_saveexec_b32 s94, s3
	s_cbranch_execnz .LBB9_43
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v77, v44
	s_and_saveexec_b32 s94, s4
	s_cbranch_execnz .LBB9_44
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v78, v45
	s_and_saveexec_b32 s94, s5
	s_cbranch_execnz .LBB9_45
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v79, v46
	s_and_saveexec_b32 s94, s6
	s_cbranch_execnz .LBB9_46
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v80, v47
	s_and_saveexec_b32 s94, s7
	s_cbranch_execnz .LBB9_47
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v81, v48
	s_and_saveexec_b32 s94, s8
	s_cbranch_execz .LBB9_30
.LBB9_29:
	v_xor_b32_e32 v0, s1, v56
	s_xor_b32 s0, s20, s21
	global_load_b32 v111, v[35:36], off
	global_load_b32 v112, v[33:34], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s95, s0, 0xd2511f53
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s95, v70
	v_xor3_b32 v84, s0, s81, v82
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v84, 0
	v_xor_b32_e32 v0, v83, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v85, s82, v82
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v85, 0
	v_xor3_b32 v0, s83, v83, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v86, s85, v82
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v83, 0
	v_xor3_b32 v0, s84, v82, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v87, s86, v81
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v83, 0
	v_xor3_b32 v0, s87, v82, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v84, s89, v81
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v84
	v_xor3_b32 v82, s88, v82, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v81
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v82, s91, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v81
	v_mul_lo_u32 v83, 0xcd9e8d57, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v83, v82, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[82:83], v0
	v_add_f64 v[82:83], v[82:83], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[82:83], v[82:83], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v83, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v83, 0x3fe6a09e, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[82:83], v[82:83], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[82:83], 2.0
	v_mul_f64 v[103:104], v[82:83], 0.5
	v_div_scale_f64 v[86:87], null, v[84:85], v[84:85], v[82:83]
	v_div_scale_f64 v[92:93], vcc_lo, v[82:83], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[103:104], v[82:83], v[103:104]
	v_rcp_f64_e32 v[88:89], v[86:87]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], -v[86:87], v[88:89], 1.0
	v_fma_f64 v[88:89], v[88:89], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], -v[86:87], v[88:89], 1.0
	v_fma_f64 v[88:89], v[88:89], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[92:93], v[88:89]
	v_fma_f64 v[86:87], -v[86:87], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[86:87], v[86:87], v[88:89], v[90:91]
	v_cvt_f64_u32_e32 v[88:89], v81
	v_add_co_ci_u32_e64 v81, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[101:102], v81
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[84:85], v[86:87], v[84:85], v[82:83]
	v_add_f64 v[88:89], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[101:102], v[101:102], 32
	v_mul_f64 v[86:87], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[88:89], v[88:89], 0xffffffe0
	v_mul_f64 v[90:91], v[86:87], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[88:89], s[44:45]
	v_mul_f64 v[92:93], v[90:91], s[30:31]
	v_mul_f64 v[94:95], v[90:91], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[96:97], v[88:89], s[46:47]
	v_add_f64 v[92:93], v[92:93], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[94:95], v[94:95], s[14:15]
	v_add_f64 v[96:97], 0x43380000, v[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[92:93], v[90:91], v[92:93]
	v_mul_f64 v[94:95], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[97:98], 0xc3380000, v[96:97]
	v_add_f64 v[92:93], v[92:93], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[94:95], v[94:95], s[28:29]
	v_mul_f64 v[99:100], v[97:98], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[92:93], v[90:91], v[92:93]
	v_mul_f64 v[90:91], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[94:95], v[88:89], v[99:100]
	v_cvt_f64_u32_e32 v[99:100], v0
	v_add_f64 v[92:93], v[92:93], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[101:102], v[99:100]
	v_mul_f64 v[86:87], v[86:87], v[92:93]
	v_mul_f64 v[92:93], v[97:98], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[105:106], v[99:100], s[40:41]
	v_add_f64 v[86:87], v[90:91], v[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[94:95], v[92:93]
	v_add_f64 v[86:87], v[103:104], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[101:102], v[94:95], -v[90:91]
	v_mul_f64 v[84:85], v[84:85], v[86:87]
	v_mul_f64 v[86:87], v[97:98], s[50:51]
	v_mul_f64 v[97:98], v[97:98], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[92:93], v[101:102], v[92:93]
	v_add_f64 v[84:85], v[105:106], v[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[101:102], v[94:95], -v[86:87]
	v_add_f64 v[92:93], v[97:98], -v[92:93]
	v_mov_b32_e32 v98, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[84:85], v[84:85], -v[103:104]
	v_lshrrev_b32_e32 v0, 20, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v81, 0x7ff, v0
	v_bfe_u32 v0, v89, 20, 11
	v_add_nc_u32_e32 v97, 16, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[97:98], v[0:1]
	v_dual_cndmask_b32 v87, v87, v93 :: v_dual_cndmask_b32 v86, v86, v92
	v_mul_f64 v[92:93], v[99:100], s[42:43]
	v_dual_cndmask_b32 v89, v95, v91 :: v_dual_cndmask_b32 v88, v94, v90
	v_add_f64 v[90:91], v[88:89], -v[86:87]
	v_add_f64 v[81:82], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[90:91], v[90:91]
	v_add_f64 v[88:89], v[88:89], -v[90:91]
	v_add_f64 v[81:82], v[92:93], v[81:82]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[92:93], v[83:84], s[68:69]
	v_mul_f64 v[94:95], v[83:84], s[56:57]
	v_mul_f64 v[97:98], v[83:84], s[62:63]
	v_mul_f64 v[99:100], v[83:84], s[74:75]
	v_mul_f64 v[101:102], v[83:84], v[83:84]
	v_add_f64 v[85:86], v[88:89], -v[86:87]
	v_mul_f64 v[107:108], v[83:84], 0.5
	v_mul_f64 v[81:82], v[81:82], -2.0
	v_add_f64 v[92:93], v[92:93], s[70:71]
	v_add_f64 v[94:95], v[94:95], s[58:59]
	v_add_f64 v[97:98], v[97:98], s[64:65]
	v_add_f64 v[99:100], v[99:100], s[76:77]
	v_mul_f64 v[103:104], v[83:84], v[101:102]
	v_mul_f64 v[87:88], v[101:102], v[101:102]
	v_mul_f64 v[101:102], v[90:91], v[83:84]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[81:82]
	v_add_f64 v[109:110], -v[107:108], 1.0
	v_mul_f64 v[92:93], v[83:84], v[92:93]
	v_mul_f64 v[94:95], v[83:84], v[94:95]
	v_mul_f64 v[97:98], v[83:84], v[97:98]
	v_mul_f64 v[99:100], v[103:104], v[99:100]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[81:82], v[81:82], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[92:93], v[92:93], s[72:73]
	v_add_f64 v[94:95], v[94:95], s[60:61]
	v_add_f64 v[97:98], v[97:98], s[66:67]
	v_rsq_f64_e32 v[105:106], v[81:82]
	v_cmp_class_f64_e64 vcc_lo, v[81:82], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[92:93], v[99:100], v[92:93]
	v_mul_f64 v[94:95], v[83:84], v[94:95]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[87:88], v[87:88], v[97:98]
	v_mul_f64 v[97:98], v[85:86], 0.5
	v_mul_f64 v[103:104], v[81:82], v[105:106]
	v_mul_f64 v[105:106], v[105:106], 0.5
	v_mul_f64 v[92:93], v[101:102], v[92:93]
	v_add_f64 v[87:88], v[94:95], v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[99:100], -v[105:106], v[103:104], 0.5
	v_add_f64 v[92:93], v[97:98], -v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[83:84], v[87:88]
	v_fma_f64 v[103:104], v[103:104], v[99:100], v[103:104]
	v_fma_f64 v[94:95], v[105:106], v[99:100], v[105:106]
	v_mul_f64 v[99:100], v[90:91], v[85:86]
	v_add_f64 v[105:106], -v[109:110], 1.0
	v_mul_f64 v[83:84], v[83:84], v[92:93]
	v_fma_f64 v[97:98], -v[103:104], v[103:104], v[81:82]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[87:88], v[87:88], -v[99:100]
	v_mul_f64 v[99:100], v[101:102], s[78:79]
	v_add_f64 v[83:84], v[83:84], -v[85:86]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[92:93], v[97:98], v[94:95], v[103:104]
	v_add_f64 v[97:98], v[105:106], -v[107:108]
	v_add_f64 v[83:84], v[83:84], v[99:100]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[85:86], -v[92:93], v[92:93], v[81:82]
	v_add_f64 v[87:88], v[97:98], v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[83:84], v[90:91], -v[83:84]
	v_mov_b32_e32 v90, v1
	v_fma_f64 v[85:86], v[85:86], v[94:95], v[92:93]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[109:110], v[87:88]
	v_ldexp_f64 v[85:86], v[85:86], v0
	v_and_b32_e32 v89, 2, v96
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v91, 0x80000000, v88
	v_and_b32_e32 v0, 1, v96
	v_cndmask_b32_e32 v82, v86, v82, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s0, 0, v[89:90]
	v_xor_b32_e32 v89, 0x80000000, v84
	v_cndmask_b32_e32 v81, v85, v81, vcc_lo
	v_cndmask_b32_e64 v88, v91, v88, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v84, v84, v89, s0
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v84, v84, v88, s0
	v_cndmask_b32_e64 v83, v83, v87, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[83:84], v[81:82]
	v_cvt_f32_f64_e32 v0, v[81:82]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v81, v48, v111 :: v_dual_mul_f32 v82, s19, v112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v74, v0 :: v_dual_add_f32 v81, v81, v81
	v_mul_f32_e32 v81, v82, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, s12, v81
	v_sub_f32_e32 v81, v48, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v81
	v_and_b32_e32 v81, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v81
	v_cndmask_b32_e32 v81, 0x7fc00000, v0, vcc_lo
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v0, v49
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s94, exec_lo, s0
	s_cbranch_execz .LBB9_32
	v_xor_b32_e32 v0, s1, v57
	s_xor_b32 s0, s20, s21
	global_load_b32 v112, v[39:40], off
	global_load_b32 v113, v[37:38], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v72
	v_xor3_b32 v85, s0, s81, v83
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v85, 0
	v_xor_b32_e32 v0, v84, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v86, v86, s82, v83
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v86, 0
	v_xor3_b32 v0, s83, v84, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v87, s85, v83
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v84, 0
	v_xor3_b32 v0, s84, v83, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v88, s86, v82
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v84, 0
	v_xor3_b32 v0, s87, v83, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v85, s89, v82
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v85
	v_xor3_b32 v83, s88, v83, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v82
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v83, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v83, s91, v83, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v82
	v_mul_lo_u32 v84, 0xcd9e8d57, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v84, v83, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[83:84], v0
	v_add_f64 v[83:84], v[83:84], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[83:84], v[83:84], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v84, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v84, 0x3fe6a09e, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[83:84], v[83:84], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[83:84], 2.0
	v_mul_f64 v[104:105], v[83:84], 0.5
	v_div_scale_f64 v[87:88], null, v[85:86], v[85:86], v[83:84]
	v_div_scale_f64 v[93:94], vcc_lo, v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[104:105], v[83:84], v[104:105]
	v_rcp_f64_e32 v[89:90], v[87:88]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[87:88], v[89:90], 1.0
	v_fma_f64 v[89:90], v[89:90], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[87:88], v[89:90], 1.0
	v_fma_f64 v[89:90], v[89:90], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[93:94], v[89:90]
	v_fma_f64 v[87:88], -v[87:88], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[87:88], v[87:88], v[89:90], v[91:92]
	v_cvt_f64_u32_e32 v[89:90], v82
	v_add_co_ci_u32_e64 v82, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[102:103], v82
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[85:86], v[87:88], v[85:86], v[83:84]
	v_add_f64 v[89:90], v[89:90], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[102:103], v[102:103], 32
	v_mul_f64 v[87:88], v[85:86], v[85:86]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[89:90], v[89:90], 0xffffffe0
	v_mul_f64 v[91:92], v[87:88], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[89:90], s[44:45]
	v_mul_f64 v[93:94], v[91:92], s[30:31]
	v_mul_f64 v[95:96], v[91:92], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[97:98], v[89:90], s[46:47]
	v_add_f64 v[93:94], v[93:94], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[95:96], v[95:96], s[14:15]
	v_add_f64 v[97:98], 0x43380000, v[97:98]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	v_mul_f64 v[95:96], v[91:92], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[98:99], 0xc3380000, v[97:98]
	v_add_f64 v[93:94], v[93:94], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[95:96], v[95:96], s[28:29]
	v_mul_f64 v[100:101], v[98:99], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	v_mul_f64 v[91:92], v[91:92], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[95:96], v[89:90], v[100:101]
	v_cvt_f64_u32_e32 v[100:101], v0
	v_add_f64 v[93:94], v[93:94], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[100:101], v[102:103], v[100:101]
	v_mul_f64 v[87:88], v[87:88], v[93:94]
	v_mul_f64 v[93:94], v[98:99], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[106:107], v[100:101], s[40:41]
	v_add_f64 v[87:88], v[91:92], v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[95:96], v[93:94]
	v_add_f64 v[87:88], v[104:105], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[102:103], v[95:96], -v[91:92]
	v_mul_f64 v[85:86], v[85:86], v[87:88]
	v_mul_f64 v[87:88], v[98:99], s[50:51]
	v_mul_f64 v[98:99], v[98:99], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[93:94], v[102:103], v[93:94]
	v_add_f64 v[85:86], v[106:107], v[85:86]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[102:103], v[95:96], -v[87:88]
	v_add_f64 v[93:94], v[98:99], -v[93:94]
	v_mov_b32_e32 v99, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[85:86], v[85:86], -v[104:105]
	v_lshrrev_b32_e32 v0, 20, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v82, 0x7ff, v0
	v_bfe_u32 v0, v90, 20, 11
	v_add_nc_u32_e32 v98, 16, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[98:99], v[0:1]
	v_dual_cndmask_b32 v88, v88, v94 :: v_dual_cndmask_b32 v87, v87, v93
	v_mul_f64 v[93:94], v[100:101], s[42:43]
	v_dual_cndmask_b32 v90, v96, v92 :: v_dual_cndmask_b32 v89, v95, v91
	v_add_f64 v[91:92], v[89:90], -v[87:88]
	v_add_f64 v[82:83], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[91:92], v[91:92]
	v_add_f64 v[89:90], v[89:90], -v[91:92]
	v_add_f64 v[82:83], v[93:94], v[82:83]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[93:94], v[84:85], s[68:69]
	v_mul_f64 v[95:96], v[84:85], s[56:57]
	v_mul_f64 v[98:99], v[84:85], s[62:63]
	v_mul_f64 v[100:101], v[84:85], s[74:75]
	v_mul_f64 v[102:103], v[84:85], v[84:85]
	v_add_f64 v[86:87], v[89:90], -v[87:88]
	v_mul_f64 v[108:109], v[84:85], 0.5
	v_mul_f64 v[82:83], v[82:83], -2.0
	v_and_b32_e32 v90, 2, v97
	v_add_f64 v[93:94], v[93:94], s[70:71]
	v_add_f64 v[95:96], v[95:96], s[58:59]
	v_add_f64 v[98:99], v[98:99], s[64:65]
	v_add_f64 v[100:101], v[100:101], s[76:77]
	v_mul_f64 v[104:105], v[84:85], v[102:103]
	v_mul_f64 v[88:89], v[102:103], v[102:103]
	v_mul_f64 v[102:103], v[91:92], v[84:85]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[82:83]
	v_add_f64 v[110:111], -v[108:109], 1.0
	v_mul_f64 v[93:94], v[84:85], v[93:94]
	v_mul_f64 v[95:96], v[84:85], v[95:96]
	v_mul_f64 v[98:99], v[84:85], v[98:99]
	v_mul_f64 v[100:101], v[104:105], v[100:101]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[82:83], v[82:83], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[93:94], v[93:94], s[72:73]
	v_add_f64 v[95:96], v[95:96], s[60:61]
	v_add_f64 v[98:99], v[98:99], s[66:67]
	v_rsq_f64_e32 v[106:107], v[82:83]
	v_cmp_class_f64_e64 vcc_lo, v[82:83], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[93:94], v[100:101], v[93:94]
	v_mul_f64 v[95:96], v[84:85], v[95:96]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[88:89], v[88:89], v[98:99]
	v_mul_f64 v[98:99], v[86:87], 0.5
	v_mul_f64 v[104:105], v[82:83], v[106:107]
	v_mul_f64 v[106:107], v[106:107], 0.5
	v_mul_f64 v[93:94], v[102:103], v[93:94]
	v_add_f64 v[88:89], v[95:96], v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[100:101], -v[106:107], v[104:105], 0.5
	v_add_f64 v[93:94], v[98:99], -v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[88:89], v[84:85], v[88:89]
	v_fma_f64 v[104:105], v[104:105], v[100:101], v[104:105]
	v_fma_f64 v[95:96], v[106:107], v[100:101], v[106:107]
	v_mul_f64 v[100:101], v[91:92], v[86:87]
	v_add_f64 v[106:107], -v[110:111], 1.0
	v_mul_f64 v[84:85], v[84:85], v[93:94]
	v_fma_f64 v[98:99], -v[104:105], v[104:105], v[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[88:89], v[88:89], -v[100:101]
	v_mul_f64 v[100:101], v[102:103], s[78:79]
	v_add_f64 v[84:85], v[84:85], -v[86:87]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[93:94], v[98:99], v[95:96], v[104:105]
	v_add_f64 v[98:99], v[106:107], -v[108:109]
	v_add_f64 v[84:85], v[84:85], v[100:101]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[86:87], -v[93:94], v[93:94], v[82:83]
	v_add_f64 v[88:89], v[98:99], v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[91:92], -v[84:85]
	v_mov_b32_e32 v91, v1
	v_cmp_eq_u64_e64 s0, 0, v[90:91]
	v_fma_f64 v[86:87], v[86:87], v[95:96], v[93:94]
	v_add_f64 v[88:89], v[110:111], v[88:89]
	v_xor_b32_e32 v90, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v85, v85, v90, s0
	v_ldexp_f64 v[86:87], v[86:87], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v92, 0x80000000, v89
	v_and_b32_e32 v0, 1, v97
	v_cndmask_b32_e64 v89, v92, v89, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v85, v85, v89, s0
	v_cndmask_b32_e64 v84, v84, v88, s0
	v_dual_cndmask_b32 v83, v87, v83 :: v_dual_cndmask_b32 v82, v86, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[84:85], v[82:83]
	v_cvt_f32_f64_e32 v0, v[82:83]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v82, v49, v112 :: v_dual_mul_f32 v83, s19, v113
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, v82, v82
	v_mul_f32_e32 v82, v83, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, s12, v82
	v_sub_f32_e32 v82, v49, v82
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v82
	v_and_b32_e32 v74, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v74
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB9_32:
	s_or_b32 exec_lo, exec_lo, s94
	s_mov_b32 s0, 0
.LBB9_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB9_20
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_48
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_49
.LBB9_36:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_50
.LBB9_37:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_51
.LBB9_38:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_52
.LBB9_39:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_53
.LBB9_40:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_54
.LBB9_41:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_55
.LBB9_42:
	global_load_b32 v0, v[9:10], off
	global_load_b32 v75, v[11:12], off
	s_xor_b32 s0, s20, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_i32 s95, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v78, s0, v58
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v78, 0
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v0, s19, v0 :: v_dual_sub_f32 v75, v42, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v75, v75, v75
	v_mul_f32_e32 v0, v0, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v75, v42, v0
	v_xor_b32_e32 v0, s1, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v79, v59
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v77, s95, s81, v77
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v77, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v82, s82, v78
	v_xor3_b32 v78, s83, v80, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v78, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v77, s85, v79
	v_xor3_b32 v0, s84, v83, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v79, 0
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v80, s86, v82
	v_xor3_b32 v76, s87, v78, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v76, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v78, v81, s89, v77
	v_xor3_b32 v0, s88, v83, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v77, s91, v77, v80
	v_xor3_b32 v0, v0, s90, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v78, 0xcd9e8d57, v77
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s92, v76
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v78, v77, s93
	v_cvt_f64_u32_e32 v[79:80], v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[79:80], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], 0.5
	v_ldexp_f64 v[79:80], v[79:80], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[77:78], v[77:78], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v76, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v93, s0, 0xfffffc01, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v78, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v94, null, 0, -1, s0
	v_add_f64 v[76:77], v[77:78], -1.0
	v_mul_f64 v[78:79], v[79:80], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[76:77], 2.0
	v_mul_f64 v[81:82], v[76:77], 0.5
	v_div_scale_f64 v[85:86], null, v[83:84], v[83:84], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[76:77], v[81:82]
	v_rcp_f64_e32 v[87:88], v[85:86]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	v_div_scale_f64 v[89:90], vcc_lo, v[76:77], v[83:84], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[89:90], v[87:88]
	v_fma_f64 v[85:86], -v[85:86], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[85:86], v[85:86], v[87:88], v[91:92]
	v_div_fixup_f64 v[83:84], v[85:86], v[83:84], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[83:84]
	v_mul_f64 v[87:88], v[85:86], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[87:88], s[10:11]
	v_mul_f64 v[91:92], v[87:88], s[30:31]
	v_add_f64 v[89:90], v[89:90], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[91:92], s[34:35]
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[91:92], v[87:88], v[91:92]
	v_add_f64 v[89:90], v[89:90], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[91:92], s[36:37]
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[87:88], v[91:92]
	v_add_f64 v[87:88], v[87:88], s[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[85:86], v[87:88]
	v_cvt_f64_i32_e32 v[87:88], v94
	v_add_f64 v[85:86], v[89:90], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[87:88], v[87:88], 32
	v_cvt_f64_u32_e32 v[89:90], v93
	v_add_f64 v[85:86], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], v[89:90]
	v_mul_f64 v[83:84], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[87:88], s[40:41]
	v_add_f64 v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[83:84], -v[81:82]
	v_add_f64 v[76:77], v[76:77], v[81:82]
	v_mul_f64 v[81:82], v[87:88], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[81:82], v[76:77]
	v_mul_f64 v[76:77], v[76:77], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[76:77]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[76:77], v[76:77], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[81:82], v[76:77]
	v_cmp_class_f64_e64 vcc_lo, v[76:77], 0x260
	v_mul_f64 v[83:84], v[76:77], v[81:82]
	v_mul_f64 v[81:82], v[81:82], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 0.5
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	v_fma_f64 v[81:82], v[81:82], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[83:84], v[83:84], v[76:77]
	v_fma_f64 v[83:84], v[87:88], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[83:84], v[83:84], v[76:77]
	v_fma_f64 v[81:82], v[85:86], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[81:82], v[81:82], v0
	v_bfe_u32 v0, v79, 20, 11
	v_cndmask_b32_e32 v76, v81, v76, vcc_lo
	v_mul_f64 v[80:81], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v77, v82, v77, vcc_lo
	v_add_f64 v[80:81], 0x43380000, v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], 0xc3380000, v[80:81]
	v_mul_f64 v[83:84], v[81:82], s[48:49]
	v_mul_f64 v[87:88], v[81:82], s[52:53]
	v_mul_f64 v[85:86], v[81:82], s[50:51]
	v_mul_f64 v[81:82], v[81:82], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[78:79], v[83:84]
	v_mov_b32_e32 v79, v1
	v_add_f64 v[89:90], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[83:84], -v[89:90]
	v_add_f64 v[87:88], v[91:92], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], -v[87:88]
	v_add_f64 v[87:88], v[83:84], -v[85:86]
	v_lshrrev_b32_e32 v78, 20, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v78, 0x7ff, v78
	v_add_nc_u32_e32 v78, 16, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[0:1]
	v_and_b32_e32 v0, 1, v80
	v_dual_cndmask_b32 v79, v84, v90 :: v_dual_and_b32 v80, 2, v80
	v_cndmask_b32_e32 v78, v83, v89, vcc_lo
	v_dual_cndmask_b32 v82, v86, v82 :: v_dual_cndmask_b32 v81, v85, v81
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[78:79], -v[81:82]
	v_add_f64 v[78:79], v[78:79], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[78:79], -v[81:82]
	v_mul_f64 v[81:82], v[83:84], v[83:84]
	v_mul_f64 v[87:88], v[81:82], s[56:57]
	v_mul_f64 v[89:90], v[81:82], s[62:63]
	v_mul_f64 v[85:86], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[87:88], v[87:88], s[58:59]
	v_add_f64 v[89:90], v[89:90], s[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[91:92], v[85:86], v[85:86]
	v_mul_f64 v[85:86], v[81:82], v[85:86]
	v_mul_f64 v[87:88], v[81:82], v[87:88]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[81:82], v[89:90]
	v_add_f64 v[87:88], v[87:88], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[89:90], s[66:67]
	v_mul_f64 v[87:88], v[81:82], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[91:92], v[89:90]
	v_add_f64 v[87:88], v[87:88], v[89:90]
	v_mul_f64 v[89:90], v[81:82], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[81:82], v[87:88]
	v_add_f64 v[91:92], -v[89:90], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], -v[91:92], 1.0
	v_add_f64 v[89:90], v[93:94], -v[89:90]
	v_mul_f64 v[93:94], v[83:84], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], -v[93:94]
	v_add_f64 v[87:88], v[89:90], v[87:88]
	v_mul_f64 v[89:90], v[81:82], s[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[91:92], v[87:88]
	v_add_f64 v[89:90], v[89:90], s[70:71]
	v_mul_f64 v[91:92], v[81:82], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[81:82], v[89:90]
	v_add_f64 v[91:92], v[91:92], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[89:90], s[72:73]
	v_mul_f64 v[85:86], v[85:86], v[91:92]
	v_mul_f64 v[91:92], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], v[89:90]
	v_mul_f64 v[89:90], v[83:84], v[81:82]
	v_mul_f64 v[85:86], v[89:90], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[91:92], -v[85:86]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[81:82], -v[78:79]
	v_mul_f64 v[81:82], v[89:90], s[78:79]
	v_add_f64 v[78:79], v[78:79], v[81:82]
	v_mov_b32_e32 v81, v1
	v_xor_b32_e32 v82, 0x80000000, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[80:81]
	v_cndmask_b32_e64 v0, v82, v88, s0
	v_add_f64 v[78:79], v[83:84], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v83, 0x80000000, v79
	v_cndmask_b32_e32 v78, v78, v87, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v79, v79, v83, s0
	v_cndmask_b32_e32 v79, v79, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[78:79], v[76:77]
	v_cvt_f32_f64_e32 v0, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v74, v0
	v_add_f32_e32 v0, v0, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v75, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v75
	v_cndmask_b32_e32 v75, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v76, v43
	s_and_saveexec_b32 s94, s3
	s_cbranch_execz .LBB9_24
.LBB9_43:
	v_xor_b32_e32 v0, s1, v51
	s_xor_b32 s0, s20, s21
	global_load_b32 v106, v[15:16], off
	global_load_b32 v107, v[13:14], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s95, s0, 0xd2511f53
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s95, v60
	v_xor3_b32 v79, s0, s81, v77
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v79, 0
	v_xor_b32_e32 v0, v78, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v80, s82, v77
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v80, 0
	v_xor3_b32 v0, s83, v78, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v78, v81, s85, v77
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v78, 0
	v_xor3_b32 v0, s84, v77, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v78, v82, s86, v76
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v78, 0
	v_xor3_b32 v0, s87, v77, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v79, s89, v76
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v79
	v_xor3_b32 v77, s88, v77, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v76
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v77, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v77, s91, v77, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v76
	v_mul_lo_u32 v78, 0xcd9e8d57, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v78, v77, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[77:78], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[77:78], v[77:78], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v78, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v78, 0x3fe6a09e, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[77:78], v[77:78], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[77:78], 2.0
	v_mul_f64 v[98:99], v[77:78], 0.5
	v_div_scale_f64 v[81:82], null, v[79:80], v[79:80], v[77:78]
	v_div_scale_f64 v[87:88], vcc_lo, v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[98:99], v[77:78], v[98:99]
	v_rcp_f64_e32 v[83:84], v[81:82]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[87:88], v[83:84]
	v_fma_f64 v[81:82], -v[81:82], v[85:86], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[81:82], v[81:82], v[83:84], v[85:86]
	v_cvt_f64_u32_e32 v[83:84], v76
	v_add_co_ci_u32_e64 v76, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[96:97], v76
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[79:80], v[81:82], v[79:80], v[77:78]
	v_add_f64 v[83:84], v[83:84], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[96:97], v[96:97], 32
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[83:84], v[83:84], 0xffffffe0
	v_mul_f64 v[85:86], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[83:84], s[44:45]
	v_mul_f64 v[87:88], v[85:86], s[30:31]
	v_mul_f64 v[89:90], v[85:86], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[91:92], v[83:84], s[46:47]
	v_add_f64 v[87:88], v[87:88], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[89:90], v[89:90], s[14:15]
	v_add_f64 v[91:92], 0x43380000, v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[89:90], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], 0xc3380000, v[91:92]
	v_add_f64 v[87:88], v[87:88], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[89:90], v[89:90], s[28:29]
	v_mul_f64 v[94:95], v[92:93], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[89:90], v[83:84], v[94:95]
	v_cvt_f64_u32_e32 v[94:95], v0
	v_add_f64 v[87:88], v[87:88], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[96:97], v[94:95]
	v_mul_f64 v[81:82], v[81:82], v[87:88]
	v_mul_f64 v[87:88], v[92:93], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[100:101], v[94:95], s[40:41]
	v_add_f64 v[81:82], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[89:90], v[87:88]
	v_add_f64 v[81:82], v[98:99], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[89:90], -v[85:86]
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[92:93], s[50:51]
	v_mul_f64 v[92:93], v[92:93], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[87:88], v[96:97], v[87:88]
	v_add_f64 v[79:80], v[100:101], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[96:97], v[89:90], -v[81:82]
	v_add_f64 v[87:88], v[92:93], -v[87:88]
	v_mov_b32_e32 v93, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[79:80], v[79:80], -v[98:99]
	v_lshrrev_b32_e32 v0, 20, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v76, 0x7ff, v0
	v_bfe_u32 v0, v84, 20, 11
	v_add_nc_u32_e32 v92, 16, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[92:93], v[0:1]
	v_dual_cndmask_b32 v82, v82, v88 :: v_dual_cndmask_b32 v81, v81, v87
	v_mul_f64 v[87:88], v[94:95], s[42:43]
	v_dual_cndmask_b32 v84, v90, v86 :: v_dual_cndmask_b32 v83, v89, v85
	v_add_f64 v[85:86], v[83:84], -v[81:82]
	v_add_f64 v[76:77], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[85:86], v[85:86]
	v_add_f64 v[83:84], v[83:84], -v[85:86]
	v_add_f64 v[76:77], v[87:88], v[76:77]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[87:88], v[78:79], s[68:69]
	v_mul_f64 v[89:90], v[78:79], s[56:57]
	v_mul_f64 v[92:93], v[78:79], s[62:63]
	v_mul_f64 v[94:95], v[78:79], s[74:75]
	v_mul_f64 v[96:97], v[78:79], v[78:79]
	v_add_f64 v[80:81], v[83:84], -v[81:82]
	v_mul_f64 v[102:103], v[78:79], 0.5
	v_mul_f64 v[76:77], v[76:77], -2.0
	v_and_b32_e32 v84, 2, v91
	v_add_f64 v[87:88], v[87:88], s[70:71]
	v_add_f64 v[89:90], v[89:90], s[58:59]
	v_add_f64 v[92:93], v[92:93], s[64:65]
	v_add_f64 v[94:95], v[94:95], s[76:77]
	v_mul_f64 v[98:99], v[78:79], v[96:97]
	v_mul_f64 v[82:83], v[96:97], v[96:97]
	v_mul_f64 v[96:97], v[85:86], v[78:79]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[76:77]
	v_add_f64 v[104:105], -v[102:103], 1.0
	v_mul_f64 v[87:88], v[78:79], v[87:88]
	v_mul_f64 v[89:90], v[78:79], v[89:90]
	v_mul_f64 v[92:93], v[78:79], v[92:93]
	v_mul_f64 v[94:95], v[98:99], v[94:95]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[76:77], v[76:77], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[87:88], v[87:88], s[72:73]
	v_add_f64 v[89:90], v[89:90], s[60:61]
	v_add_f64 v[92:93], v[92:93], s[66:67]
	v_rsq_f64_e32 v[100:101], v[76:77]
	v_cmp_class_f64_e64 vcc_lo, v[76:77], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[87:88], v[94:95], v[87:88]
	v_mul_f64 v[89:90], v[78:79], v[89:90]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[82:83], v[82:83], v[92:93]
	v_mul_f64 v[92:93], v[80:81], 0.5
	v_mul_f64 v[98:99], v[76:77], v[100:101]
	v_mul_f64 v[100:101], v[100:101], 0.5
	v_mul_f64 v[87:88], v[96:97], v[87:88]
	v_add_f64 v[82:83], v[89:90], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[94:95], -v[100:101], v[98:99], 0.5
	v_add_f64 v[87:88], v[92:93], -v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	v_fma_f64 v[98:99], v[98:99], v[94:95], v[98:99]
	v_fma_f64 v[89:90], v[100:101], v[94:95], v[100:101]
	v_mul_f64 v[94:95], v[85:86], v[80:81]
	v_add_f64 v[100:101], -v[104:105], 1.0
	v_mul_f64 v[78:79], v[78:79], v[87:88]
	v_fma_f64 v[92:93], -v[98:99], v[98:99], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[82:83], v[82:83], -v[94:95]
	v_mul_f64 v[94:95], v[96:97], s[78:79]
	v_add_f64 v[78:79], v[78:79], -v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[87:88], v[92:93], v[89:90], v[98:99]
	v_add_f64 v[92:93], v[100:101], -v[102:103]
	v_add_f64 v[78:79], v[78:79], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[80:81], -v[87:88], v[87:88], v[76:77]
	v_add_f64 v[82:83], v[92:93], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[85:86], -v[78:79]
	v_mov_b32_e32 v85, v1
	v_cmp_eq_u64_e64 s0, 0, v[84:85]
	v_fma_f64 v[80:81], v[80:81], v[89:90], v[87:88]
	v_add_f64 v[82:83], v[104:105], v[82:83]
	v_xor_b32_e32 v84, 0x80000000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v79, v79, v84, s0
	v_ldexp_f64 v[80:81], v[80:81], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v86, 0x80000000, v83
	v_and_b32_e32 v0, 1, v91
	v_cndmask_b32_e64 v83, v86, v83, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v79, v79, v83, s0
	v_cndmask_b32_e64 v78, v78, v82, s0
	v_dual_cndmask_b32 v77, v81, v77 :: v_dual_cndmask_b32 v76, v80, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[78:79], v[76:77]
	v_cvt_f32_f64_e32 v0, v[76:77]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v76, v43, v106 :: v_dual_mul_f32 v77, s19, v107
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v76, v76, v76
	v_mul_f32_e32 v76, v77, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, s12, v76
	v_sub_f32_e32 v76, v43, v76
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v76
	v_and_b32_e32 v76, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v76
	v_cndmask_b32_e32 v76, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v77, v44
	s_and_saveexec_b32 s94, s4
	s_cbranch_execz .LBB9_25
.LBB9_44:
	v_xor_b32_e32 v0, s1, v52
	s_xor_b32 s0, s20, s21
	global_load_b32 v107, v[19:20], off
	global_load_b32 v108, v[17:18], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s95, s0, 0xd2511f53
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s95, v62
	v_xor3_b32 v80, s0, s81, v78
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v80, 0
	v_xor_b32_e32 v0, v79, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v81, s82, v78
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v81, 0
	v_xor3_b32 v0, s83, v79, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v82, s85, v78
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v79, 0
	v_xor3_b32 v0, s84, v78, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v83, s86, v77
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v79, 0
	v_xor3_b32 v0, s87, v78, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v80, s89, v77
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v80
	v_xor3_b32 v78, s88, v78, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v77
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v78, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v78, s91, v78, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v77
	v_mul_lo_u32 v79, 0xcd9e8d57, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v79, v78, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[78:79], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[78:79], v[78:79], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v79, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v79, 0x3fe6a09e, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[78:79], v[78:79], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[78:79], 2.0
	v_mul_f64 v[99:100], v[78:79], 0.5
	v_div_scale_f64 v[82:83], null, v[80:81], v[80:81], v[78:79]
	v_div_scale_f64 v[88:89], vcc_lo, v[78:79], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[99:100], v[78:79], v[99:100]
	v_rcp_f64_e32 v[84:85], v[82:83]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[88:89], v[84:85]
	v_fma_f64 v[82:83], -v[82:83], v[86:87], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[82:83], v[82:83], v[84:85], v[86:87]
	v_cvt_f64_u32_e32 v[84:85], v77
	v_add_co_ci_u32_e64 v77, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[97:98], v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[80:81], v[82:83], v[80:81], v[78:79]
	v_add_f64 v[84:85], v[84:85], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[97:98], v[97:98], 32
	v_mul_f64 v[82:83], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[84:85], v[84:85], 0xffffffe0
	v_mul_f64 v[86:87], v[82:83], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[84:85], s[44:45]
	v_mul_f64 v[88:89], v[86:87], s[30:31]
	v_mul_f64 v[90:91], v[86:87], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[92:93], v[84:85], s[46:47]
	v_add_f64 v[88:89], v[88:89], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[90:91], s[14:15]
	v_add_f64 v[92:93], 0x43380000, v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	v_mul_f64 v[90:91], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], 0xc3380000, v[92:93]
	v_add_f64 v[88:89], v[88:89], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[90:91], s[28:29]
	v_mul_f64 v[95:96], v[93:94], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	v_mul_f64 v[86:87], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[90:91], v[84:85], v[95:96]
	v_cvt_f64_u32_e32 v[95:96], v0
	v_add_f64 v[88:89], v[88:89], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[97:98], v[95:96]
	v_mul_f64 v[82:83], v[82:83], v[88:89]
	v_mul_f64 v[88:89], v[93:94], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[101:102], v[95:96], s[40:41]
	v_add_f64 v[82:83], v[86:87], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[90:91], v[88:89]
	v_add_f64 v[82:83], v[99:100], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[90:91], -v[86:87]
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[93:94], s[50:51]
	v_mul_f64 v[93:94], v[93:94], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[88:89], v[97:98], v[88:89]
	v_add_f64 v[80:81], v[101:102], v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[97:98], v[90:91], -v[82:83]
	v_add_f64 v[88:89], v[93:94], -v[88:89]
	v_mov_b32_e32 v94, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[80:81], v[80:81], -v[99:100]
	v_lshrrev_b32_e32 v0, 20, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v77, 0x7ff, v0
	v_bfe_u32 v0, v85, 20, 11
	v_add_nc_u32_e32 v93, 16, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[93:94], v[0:1]
	v_dual_cndmask_b32 v83, v83, v89 :: v_dual_cndmask_b32 v82, v82, v88
	v_mul_f64 v[88:89], v[95:96], s[42:43]
	v_dual_cndmask_b32 v85, v91, v87 :: v_dual_cndmask_b32 v84, v90, v86
	v_add_f64 v[86:87], v[84:85], -v[82:83]
	v_add_f64 v[77:78], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[86:87], v[86:87]
	v_add_f64 v[84:85], v[84:85], -v[86:87]
	v_add_f64 v[77:78], v[88:89], v[77:78]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[88:89], v[79:80], s[68:69]
	v_mul_f64 v[90:91], v[79:80], s[56:57]
	v_mul_f64 v[93:94], v[79:80], s[62:63]
	v_mul_f64 v[95:96], v[79:80], s[74:75]
	v_mul_f64 v[97:98], v[79:80], v[79:80]
	v_add_f64 v[81:82], v[84:85], -v[82:83]
	v_mul_f64 v[103:104], v[79:80], 0.5
	v_mul_f64 v[77:78], v[77:78], -2.0
	v_add_f64 v[88:89], v[88:89], s[70:71]
	v_add_f64 v[90:91], v[90:91], s[58:59]
	v_add_f64 v[93:94], v[93:94], s[64:65]
	v_add_f64 v[95:96], v[95:96], s[76:77]
	v_mul_f64 v[99:100], v[79:80], v[97:98]
	v_mul_f64 v[83:84], v[97:98], v[97:98]
	v_mul_f64 v[97:98], v[86:87], v[79:80]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[77:78]
	v_add_f64 v[105:106], -v[103:104], 1.0
	v_mul_f64 v[88:89], v[79:80], v[88:89]
	v_mul_f64 v[90:91], v[79:80], v[90:91]
	v_mul_f64 v[93:94], v[79:80], v[93:94]
	v_mul_f64 v[95:96], v[99:100], v[95:96]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[77:78], v[77:78], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[88:89], v[88:89], s[72:73]
	v_add_f64 v[90:91], v[90:91], s[60:61]
	v_add_f64 v[93:94], v[93:94], s[66:67]
	v_rsq_f64_e32 v[101:102], v[77:78]
	v_cmp_class_f64_e64 vcc_lo, v[77:78], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[88:89], v[95:96], v[88:89]
	v_mul_f64 v[90:91], v[79:80], v[90:91]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[83:84], v[83:84], v[93:94]
	v_mul_f64 v[93:94], v[81:82], 0.5
	v_mul_f64 v[99:100], v[77:78], v[101:102]
	v_mul_f64 v[101:102], v[101:102], 0.5
	v_mul_f64 v[88:89], v[97:98], v[88:89]
	v_add_f64 v[83:84], v[90:91], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[95:96], -v[101:102], v[99:100], 0.5
	v_add_f64 v[88:89], v[93:94], -v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	v_fma_f64 v[99:100], v[99:100], v[95:96], v[99:100]
	v_fma_f64 v[90:91], v[101:102], v[95:96], v[101:102]
	v_mul_f64 v[95:96], v[86:87], v[81:82]
	v_add_f64 v[101:102], -v[105:106], 1.0
	v_mul_f64 v[79:80], v[79:80], v[88:89]
	v_fma_f64 v[93:94], -v[99:100], v[99:100], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[83:84], v[83:84], -v[95:96]
	v_mul_f64 v[95:96], v[97:98], s[78:79]
	v_add_f64 v[79:80], v[79:80], -v[81:82]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[88:89], v[93:94], v[90:91], v[99:100]
	v_add_f64 v[93:94], v[101:102], -v[103:104]
	v_add_f64 v[79:80], v[79:80], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[81:82], -v[88:89], v[88:89], v[77:78]
	v_add_f64 v[83:84], v[93:94], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[79:80], v[86:87], -v[79:80]
	v_mov_b32_e32 v86, v1
	v_fma_f64 v[81:82], v[81:82], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[105:106], v[83:84]
	v_ldexp_f64 v[81:82], v[81:82], v0
	v_and_b32_e32 v85, 2, v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v87, 0x80000000, v84
	v_and_b32_e32 v0, 1, v92
	v_cndmask_b32_e32 v78, v82, v78, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s0, 0, v[85:86]
	v_xor_b32_e32 v85, 0x80000000, v80
	v_cndmask_b32_e32 v77, v81, v77, vcc_lo
	v_cndmask_b32_e64 v84, v87, v84, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v80, v80, v85, s0
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v80, v80, v84, s0
	v_cndmask_b32_e64 v79, v79, v83, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[79:80], v[77:78]
	v_cvt_f32_f64_e32 v0, v[77:78]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v77, v44, v107 :: v_dual_mul_f32 v78, s19, v108
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v74, v0 :: v_dual_add_f32 v77, v77, v77
	v_mul_f32_e32 v77, v78, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, s12, v77
	v_sub_f32_e32 v77, v44, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v77
	v_and_b32_e32 v77, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v77
	v_cndmask_b32_e32 v77, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v78, v45
	s_and_saveexec_b32 s94, s5
	s_cbranch_execz .LBB9_26
.LBB9_45:
	v_xor_b32_e32 v0, s1, v53
	s_xor_b32 s0, s20, s21
	global_load_b32 v108, v[23:24], off
	global_load_b32 v109, v[21:22], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s95, s0, 0xd2511f53
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s95, v64
	v_xor3_b32 v81, s0, s81, v79
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v81, 0
	v_xor_b32_e32 v0, v80, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v82, s82, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v82, 0
	v_xor3_b32 v0, s83, v80, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v83, s85, v79
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v80, 0
	v_xor3_b32 v0, s84, v79, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v84, s86, v78
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v80, 0
	v_xor3_b32 v0, s87, v79, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v81, s89, v78
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v81
	v_xor3_b32 v79, s88, v79, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v78
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v79, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v79, s91, v79, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v78
	v_mul_lo_u32 v80, 0xcd9e8d57, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v80, v79, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[79:80], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[79:80], v[79:80], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v80, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v80, 0x3fe6a09e, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[79:80], v[79:80], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[79:80], 2.0
	v_mul_f64 v[100:101], v[79:80], 0.5
	v_div_scale_f64 v[83:84], null, v[81:82], v[81:82], v[79:80]
	v_div_scale_f64 v[89:90], vcc_lo, v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[100:101], v[79:80], v[100:101]
	v_rcp_f64_e32 v[85:86], v[83:84]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[89:90], v[85:86]
	v_fma_f64 v[83:84], -v[83:84], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[83:84], v[83:84], v[85:86], v[87:88]
	v_cvt_f64_u32_e32 v[85:86], v78
	v_add_co_ci_u32_e64 v78, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[98:99], v78
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[81:82], v[83:84], v[81:82], v[79:80]
	v_add_f64 v[85:86], v[85:86], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[98:99], v[98:99], 32
	v_mul_f64 v[83:84], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[85:86], v[85:86], 0xffffffe0
	v_mul_f64 v[87:88], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[85:86], s[44:45]
	v_mul_f64 v[89:90], v[87:88], s[30:31]
	v_mul_f64 v[91:92], v[87:88], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[93:94], v[85:86], s[46:47]
	v_add_f64 v[89:90], v[89:90], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[91:92], s[14:15]
	v_add_f64 v[93:94], 0x43380000, v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	v_mul_f64 v[91:92], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[94:95], 0xc3380000, v[93:94]
	v_add_f64 v[89:90], v[89:90], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[91:92], s[28:29]
	v_mul_f64 v[96:97], v[94:95], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[87:88], v[89:90]
	v_mul_f64 v[87:88], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[91:92], v[85:86], v[96:97]
	v_cvt_f64_u32_e32 v[96:97], v0
	v_add_f64 v[89:90], v[89:90], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[98:99], v[96:97]
	v_mul_f64 v[83:84], v[83:84], v[89:90]
	v_mul_f64 v[89:90], v[94:95], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[102:103], v[96:97], s[40:41]
	v_add_f64 v[83:84], v[87:88], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[91:92], v[89:90]
	v_add_f64 v[83:84], v[100:101], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[91:92], -v[87:88]
	v_mul_f64 v[81:82], v[81:82], v[83:84]
	v_mul_f64 v[83:84], v[94:95], s[50:51]
	v_mul_f64 v[94:95], v[94:95], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[89:90], v[98:99], v[89:90]
	v_add_f64 v[81:82], v[102:103], v[81:82]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[98:99], v[91:92], -v[83:84]
	v_add_f64 v[89:90], v[94:95], -v[89:90]
	v_mov_b32_e32 v95, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[81:82], v[81:82], -v[100:101]
	v_lshrrev_b32_e32 v0, 20, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v78, 0x7ff, v0
	v_bfe_u32 v0, v86, 20, 11
	v_add_nc_u32_e32 v94, 16, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[94:95], v[0:1]
	v_dual_cndmask_b32 v84, v84, v90 :: v_dual_cndmask_b32 v83, v83, v89
	v_mul_f64 v[89:90], v[96:97], s[42:43]
	v_dual_cndmask_b32 v86, v92, v88 :: v_dual_cndmask_b32 v85, v91, v87
	v_add_f64 v[87:88], v[85:86], -v[83:84]
	v_add_f64 v[78:79], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[87:88], v[87:88]
	v_add_f64 v[85:86], v[85:86], -v[87:88]
	v_add_f64 v[78:79], v[89:90], v[78:79]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[89:90], v[80:81], s[68:69]
	v_mul_f64 v[91:92], v[80:81], s[56:57]
	v_mul_f64 v[94:95], v[80:81], s[62:63]
	v_mul_f64 v[96:97], v[80:81], s[74:75]
	v_mul_f64 v[98:99], v[80:81], v[80:81]
	v_add_f64 v[82:83], v[85:86], -v[83:84]
	v_mul_f64 v[104:105], v[80:81], 0.5
	v_mul_f64 v[78:79], v[78:79], -2.0
	v_and_b32_e32 v86, 2, v93
	v_add_f64 v[89:90], v[89:90], s[70:71]
	v_add_f64 v[91:92], v[91:92], s[58:59]
	v_add_f64 v[94:95], v[94:95], s[64:65]
	v_add_f64 v[96:97], v[96:97], s[76:77]
	v_mul_f64 v[100:101], v[80:81], v[98:99]
	v_mul_f64 v[84:85], v[98:99], v[98:99]
	v_mul_f64 v[98:99], v[87:88], v[80:81]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[78:79]
	v_add_f64 v[106:107], -v[104:105], 1.0
	v_mul_f64 v[89:90], v[80:81], v[89:90]
	v_mul_f64 v[91:92], v[80:81], v[91:92]
	v_mul_f64 v[94:95], v[80:81], v[94:95]
	v_mul_f64 v[96:97], v[100:101], v[96:97]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[78:79], v[78:79], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[89:90], v[89:90], s[72:73]
	v_add_f64 v[91:92], v[91:92], s[60:61]
	v_add_f64 v[94:95], v[94:95], s[66:67]
	v_rsq_f64_e32 v[102:103], v[78:79]
	v_cmp_class_f64_e64 vcc_lo, v[78:79], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[89:90], v[96:97], v[89:90]
	v_mul_f64 v[91:92], v[80:81], v[91:92]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[84:85], v[84:85], v[94:95]
	v_mul_f64 v[94:95], v[82:83], 0.5
	v_mul_f64 v[100:101], v[78:79], v[102:103]
	v_mul_f64 v[102:103], v[102:103], 0.5
	v_mul_f64 v[89:90], v[98:99], v[89:90]
	v_add_f64 v[84:85], v[91:92], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[96:97], -v[102:103], v[100:101], 0.5
	v_add_f64 v[89:90], v[94:95], -v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	v_fma_f64 v[100:101], v[100:101], v[96:97], v[100:101]
	v_fma_f64 v[91:92], v[102:103], v[96:97], v[102:103]
	v_mul_f64 v[96:97], v[87:88], v[82:83]
	v_add_f64 v[102:103], -v[106:107], 1.0
	v_mul_f64 v[80:81], v[80:81], v[89:90]
	v_fma_f64 v[94:95], -v[100:101], v[100:101], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[84:85], v[84:85], -v[96:97]
	v_mul_f64 v[96:97], v[98:99], s[78:79]
	v_add_f64 v[80:81], v[80:81], -v[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[89:90], v[94:95], v[91:92], v[100:101]
	v_add_f64 v[94:95], v[102:103], -v[104:105]
	v_add_f64 v[80:81], v[80:81], v[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[82:83], -v[89:90], v[89:90], v[78:79]
	v_add_f64 v[84:85], v[94:95], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[87:88], -v[80:81]
	v_mov_b32_e32 v87, v1
	v_cmp_eq_u64_e64 s0, 0, v[86:87]
	v_fma_f64 v[82:83], v[82:83], v[91:92], v[89:90]
	v_add_f64 v[84:85], v[106:107], v[84:85]
	v_xor_b32_e32 v86, 0x80000000, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v81, v81, v86, s0
	v_ldexp_f64 v[82:83], v[82:83], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v88, 0x80000000, v85
	v_and_b32_e32 v0, 1, v93
	v_cndmask_b32_e64 v85, v88, v85, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v81, v81, v85, s0
	v_cndmask_b32_e64 v80, v80, v84, s0
	v_dual_cndmask_b32 v79, v83, v79 :: v_dual_cndmask_b32 v78, v82, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[80:81], v[78:79]
	v_cvt_f32_f64_e32 v0, v[78:79]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v78, v45, v108 :: v_dual_mul_f32 v79, s19, v109
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, v78, v78
	v_mul_f32_e32 v78, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, s12, v78
	v_sub_f32_e32 v78, v45, v78
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v78
	v_and_b32_e32 v78, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v78
	v_cndmask_b32_e32 v78, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v79, v46
	s_and_saveexec_b32 s94, s6
	s_cbranch_execz .LBB9_27
.LBB9_46:
	v_xor_b32_e32 v0, s1, v54
	s_xor_b32 s0, s20, s21
	global_load_b32 v109, v[27:28], off
	global_load_b32 v110, v[25:26], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s95, s0, 0xd2511f53
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s95, v66
	v_xor3_b32 v82, s0, s81, v80
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v82, 0
	v_xor_b32_e32 v0, v81, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v83, s82, v80
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v83, 0
	v_xor3_b32 v0, s83, v81, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v84, s85, v80
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v81, 0
	v_xor3_b32 v0, s84, v80, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v85, s86, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v81, 0
	v_xor3_b32 v0, s87, v80, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v82, s89, v79
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v82
	v_xor3_b32 v80, s88, v80, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v80, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v80, s91, v80, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v79
	v_mul_lo_u32 v81, 0xcd9e8d57, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v81, v80, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[80:81], v0
	v_add_f64 v[80:81], v[80:81], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[80:81], v[80:81], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v81, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v81, 0x3fe6a09e, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[80:81], v[80:81], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[80:81], 2.0
	v_mul_f64 v[101:102], v[80:81], 0.5
	v_div_scale_f64 v[84:85], null, v[82:83], v[82:83], v[80:81]
	v_div_scale_f64 v[90:91], vcc_lo, v[80:81], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[101:102], v[80:81], v[101:102]
	v_rcp_f64_e32 v[86:87], v[84:85]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[84:85], v[86:87], 1.0
	v_fma_f64 v[86:87], v[86:87], v[88:89], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[84:85], v[86:87], 1.0
	v_fma_f64 v[86:87], v[86:87], v[88:89], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[90:91], v[86:87]
	v_fma_f64 v[84:85], -v[84:85], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[84:85], v[84:85], v[86:87], v[88:89]
	v_cvt_f64_u32_e32 v[86:87], v79
	v_add_co_ci_u32_e64 v79, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[99:100], v79
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[82:83], v[84:85], v[82:83], v[80:81]
	v_add_f64 v[86:87], v[86:87], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[99:100], v[99:100], 32
	v_mul_f64 v[84:85], v[82:83], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[86:87], v[86:87], 0xffffffe0
	v_mul_f64 v[88:89], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[86:87], s[44:45]
	v_mul_f64 v[90:91], v[88:89], s[30:31]
	v_mul_f64 v[92:93], v[88:89], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[94:95], v[86:87], s[46:47]
	v_add_f64 v[90:91], v[90:91], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[92:93], s[14:15]
	v_add_f64 v[94:95], 0x43380000, v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[90:91], v[88:89], v[90:91]
	v_mul_f64 v[92:93], v[88:89], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[95:96], 0xc3380000, v[94:95]
	v_add_f64 v[90:91], v[90:91], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[92:93], s[28:29]
	v_mul_f64 v[97:98], v[95:96], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[90:91], v[88:89], v[90:91]
	v_mul_f64 v[88:89], v[88:89], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[92:93], v[86:87], v[97:98]
	v_cvt_f64_u32_e32 v[97:98], v0
	v_add_f64 v[90:91], v[90:91], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[99:100], v[97:98]
	v_mul_f64 v[84:85], v[84:85], v[90:91]
	v_mul_f64 v[90:91], v[95:96], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[103:104], v[97:98], s[40:41]
	v_add_f64 v[84:85], v[88:89], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[92:93], v[90:91]
	v_add_f64 v[84:85], v[101:102], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[92:93], -v[88:89]
	v_mul_f64 v[82:83], v[82:83], v[84:85]
	v_mul_f64 v[84:85], v[95:96], s[50:51]
	v_mul_f64 v[95:96], v[95:96], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[90:91], v[99:100], v[90:91]
	v_add_f64 v[82:83], v[103:104], v[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[99:100], v[92:93], -v[84:85]
	v_add_f64 v[90:91], v[95:96], -v[90:91]
	v_mov_b32_e32 v96, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[82:83], v[82:83], -v[101:102]
	v_lshrrev_b32_e32 v0, 20, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v79, 0x7ff, v0
	v_bfe_u32 v0, v87, 20, 11
	v_add_nc_u32_e32 v95, 16, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[95:96], v[0:1]
	v_dual_cndmask_b32 v85, v85, v91 :: v_dual_cndmask_b32 v84, v84, v90
	v_mul_f64 v[90:91], v[97:98], s[42:43]
	v_dual_cndmask_b32 v87, v93, v89 :: v_dual_cndmask_b32 v86, v92, v88
	v_add_f64 v[88:89], v[86:87], -v[84:85]
	v_add_f64 v[79:80], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[88:89], v[88:89]
	v_add_f64 v[86:87], v[86:87], -v[88:89]
	v_add_f64 v[79:80], v[90:91], v[79:80]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[90:91], v[81:82], s[68:69]
	v_mul_f64 v[92:93], v[81:82], s[56:57]
	v_mul_f64 v[95:96], v[81:82], s[62:63]
	v_mul_f64 v[97:98], v[81:82], s[74:75]
	v_mul_f64 v[99:100], v[81:82], v[81:82]
	v_add_f64 v[83:84], v[86:87], -v[84:85]
	v_mul_f64 v[105:106], v[81:82], 0.5
	v_mul_f64 v[79:80], v[79:80], -2.0
	v_add_f64 v[90:91], v[90:91], s[70:71]
	v_add_f64 v[92:93], v[92:93], s[58:59]
	v_add_f64 v[95:96], v[95:96], s[64:65]
	v_add_f64 v[97:98], v[97:98], s[76:77]
	v_mul_f64 v[101:102], v[81:82], v[99:100]
	v_mul_f64 v[85:86], v[99:100], v[99:100]
	v_mul_f64 v[99:100], v[88:89], v[81:82]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[79:80]
	v_add_f64 v[107:108], -v[105:106], 1.0
	v_mul_f64 v[90:91], v[81:82], v[90:91]
	v_mul_f64 v[92:93], v[81:82], v[92:93]
	v_mul_f64 v[95:96], v[81:82], v[95:96]
	v_mul_f64 v[97:98], v[101:102], v[97:98]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[79:80], v[79:80], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[90:91], v[90:91], s[72:73]
	v_add_f64 v[92:93], v[92:93], s[60:61]
	v_add_f64 v[95:96], v[95:96], s[66:67]
	v_rsq_f64_e32 v[103:104], v[79:80]
	v_cmp_class_f64_e64 vcc_lo, v[79:80], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[90:91], v[97:98], v[90:91]
	v_mul_f64 v[92:93], v[81:82], v[92:93]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[85:86], v[85:86], v[95:96]
	v_mul_f64 v[95:96], v[83:84], 0.5
	v_mul_f64 v[101:102], v[79:80], v[103:104]
	v_mul_f64 v[103:104], v[103:104], 0.5
	v_mul_f64 v[90:91], v[99:100], v[90:91]
	v_add_f64 v[85:86], v[92:93], v[85:86]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[97:98], -v[103:104], v[101:102], 0.5
	v_add_f64 v[90:91], v[95:96], -v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[81:82], v[85:86]
	v_fma_f64 v[101:102], v[101:102], v[97:98], v[101:102]
	v_fma_f64 v[92:93], v[103:104], v[97:98], v[103:104]
	v_mul_f64 v[97:98], v[88:89], v[83:84]
	v_add_f64 v[103:104], -v[107:108], 1.0
	v_mul_f64 v[81:82], v[81:82], v[90:91]
	v_fma_f64 v[95:96], -v[101:102], v[101:102], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[85:86], v[85:86], -v[97:98]
	v_mul_f64 v[97:98], v[99:100], s[78:79]
	v_add_f64 v[81:82], v[81:82], -v[83:84]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[90:91], v[95:96], v[92:93], v[101:102]
	v_add_f64 v[95:96], v[103:104], -v[105:106]
	v_add_f64 v[81:82], v[81:82], v[97:98]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[83:84], -v[90:91], v[90:91], v[79:80]
	v_add_f64 v[85:86], v[95:96], v[85:86]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[81:82], v[88:89], -v[81:82]
	v_mov_b32_e32 v88, v1
	v_fma_f64 v[83:84], v[83:84], v[92:93], v[90:91]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[107:108], v[85:86]
	v_ldexp_f64 v[83:84], v[83:84], v0
	v_and_b32_e32 v87, 2, v94
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v89, 0x80000000, v86
	v_and_b32_e32 v0, 1, v94
	v_cndmask_b32_e32 v80, v84, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s0, 0, v[87:88]
	v_xor_b32_e32 v87, 0x80000000, v82
	v_cndmask_b32_e32 v79, v83, v79, vcc_lo
	v_cndmask_b32_e64 v86, v89, v86, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v82, v82, v87, s0
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v82, v82, v86, s0
	v_cndmask_b32_e64 v81, v81, v85, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[81:82], v[79:80]
	v_cvt_f32_f64_e32 v0, v[79:80]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v79, v46, v109 :: v_dual_mul_f32 v80, s19, v110
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v79, v79, v79 :: v_dual_mul_f32 v0, v74, v0
	v_mul_f32_e32 v79, v80, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, s12, v79
	v_sub_f32_e32 v79, v46, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v79
	v_and_b32_e32 v79, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v79
	v_cndmask_b32_e32 v79, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v80, v47
	s_and_saveexec_b32 s94, s7
	s_cbranch_execz .LBB9_28
.LBB9_47:
	v_xor_b32_e32 v0, s1, v55
	s_xor_b32 s0, s20, s21
	global_load_b32 v110, v[31:32], off
	global_load_b32 v111, v[29:30], off
	s_xor_b32 s0, s0, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s95, s0, 0xd2511f53
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s95, v68
	v_xor3_b32 v83, s0, s81, v81
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v83, 0
	v_xor_b32_e32 v0, v82, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v84, s82, v81
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v84, 0
	v_xor3_b32 v0, s83, v82, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v85, s85, v81
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v82, 0
	v_xor3_b32 v0, s84, v81, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v86, s86, v80
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v82, 0
	v_xor3_b32 v0, s87, v81, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v83, s89, v80
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v83
	v_xor3_b32 v81, s88, v81, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v80
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v81, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v81, s91, v81, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v80
	v_mul_lo_u32 v82, 0xcd9e8d57, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v82, v81, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[81:82], v0
	v_add_f64 v[81:82], v[81:82], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[81:82], v[81:82], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v82, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v82, 0x3fe6a09e, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[81:82], v[81:82], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[81:82], 2.0
	v_mul_f64 v[102:103], v[81:82], 0.5
	v_div_scale_f64 v[85:86], null, v[83:84], v[83:84], v[81:82]
	v_div_scale_f64 v[91:92], vcc_lo, v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[102:103], v[81:82], v[102:103]
	v_rcp_f64_e32 v[87:88], v[85:86]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[85:86], v[87:88], 1.0
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[91:92], v[87:88]
	v_fma_f64 v[85:86], -v[85:86], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[85:86], v[85:86], v[87:88], v[89:90]
	v_cvt_f64_u32_e32 v[87:88], v80
	v_add_co_ci_u32_e64 v80, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[100:101], v80
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[83:84], v[85:86], v[83:84], v[81:82]
	v_add_f64 v[87:88], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[100:101], v[100:101], 32
	v_mul_f64 v[85:86], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[87:88], v[87:88], 0xffffffe0
	v_mul_f64 v[89:90], v[85:86], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[87:88], s[44:45]
	v_mul_f64 v[91:92], v[89:90], s[30:31]
	v_mul_f64 v[93:94], v[89:90], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[95:96], v[87:88], s[46:47]
	v_add_f64 v[91:92], v[91:92], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], v[93:94], s[14:15]
	v_add_f64 v[95:96], 0x43380000, v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	v_mul_f64 v[93:94], v[89:90], v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[96:97], 0xc3380000, v[95:96]
	v_add_f64 v[91:92], v[91:92], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], v[93:94], s[28:29]
	v_mul_f64 v[98:99], v[96:97], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	v_mul_f64 v[89:90], v[89:90], v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[93:94], v[87:88], v[98:99]
	v_cvt_f64_u32_e32 v[98:99], v0
	v_add_f64 v[91:92], v[91:92], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[100:101], v[98:99]
	v_mul_f64 v[85:86], v[85:86], v[91:92]
	v_mul_f64 v[91:92], v[96:97], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[104:105], v[98:99], s[40:41]
	v_add_f64 v[85:86], v[89:90], v[85:86]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[93:94], v[91:92]
	v_add_f64 v[85:86], v[102:103], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[100:101], v[93:94], -v[89:90]
	v_mul_f64 v[83:84], v[83:84], v[85:86]
	v_mul_f64 v[85:86], v[96:97], s[50:51]
	v_mul_f64 v[96:97], v[96:97], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[91:92], v[100:101], v[91:92]
	v_add_f64 v[83:84], v[104:105], v[83:84]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[100:101], v[93:94], -v[85:86]
	v_add_f64 v[91:92], v[96:97], -v[91:92]
	v_mov_b32_e32 v97, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[83:84], v[83:84], -v[102:103]
	v_lshrrev_b32_e32 v0, 20, v101
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v80, 0x7ff, v0
	v_bfe_u32 v0, v88, 20, 11
	v_add_nc_u32_e32 v96, 16, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[96:97], v[0:1]
	v_dual_cndmask_b32 v86, v86, v92 :: v_dual_cndmask_b32 v85, v85, v91
	v_mul_f64 v[91:92], v[98:99], s[42:43]
	v_dual_cndmask_b32 v88, v94, v90 :: v_dual_cndmask_b32 v87, v93, v89
	v_add_f64 v[89:90], v[87:88], -v[85:86]
	v_add_f64 v[80:81], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[82:83], v[89:90], v[89:90]
	v_add_f64 v[87:88], v[87:88], -v[89:90]
	v_add_f64 v[80:81], v[91:92], v[80:81]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[91:92], v[82:83], s[68:69]
	v_mul_f64 v[93:94], v[82:83], s[56:57]
	v_mul_f64 v[96:97], v[82:83], s[62:63]
	v_mul_f64 v[98:99], v[82:83], s[74:75]
	v_mul_f64 v[100:101], v[82:83], v[82:83]
	v_add_f64 v[84:85], v[87:88], -v[85:86]
	v_mul_f64 v[106:107], v[82:83], 0.5
	v_mul_f64 v[80:81], v[80:81], -2.0
	v_and_b32_e32 v88, 2, v95
	v_add_f64 v[91:92], v[91:92], s[70:71]
	v_add_f64 v[93:94], v[93:94], s[58:59]
	v_add_f64 v[96:97], v[96:97], s[64:65]
	v_add_f64 v[98:99], v[98:99], s[76:77]
	v_mul_f64 v[102:103], v[82:83], v[100:101]
	v_mul_f64 v[86:87], v[100:101], v[100:101]
	v_mul_f64 v[100:101], v[89:90], v[82:83]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[80:81]
	v_add_f64 v[108:109], -v[106:107], 1.0
	v_mul_f64 v[91:92], v[82:83], v[91:92]
	v_mul_f64 v[93:94], v[82:83], v[93:94]
	v_mul_f64 v[96:97], v[82:83], v[96:97]
	v_mul_f64 v[98:99], v[102:103], v[98:99]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[80:81], v[80:81], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[91:92], v[91:92], s[72:73]
	v_add_f64 v[93:94], v[93:94], s[60:61]
	v_add_f64 v[96:97], v[96:97], s[66:67]
	v_rsq_f64_e32 v[104:105], v[80:81]
	v_cmp_class_f64_e64 vcc_lo, v[80:81], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[91:92], v[98:99], v[91:92]
	v_mul_f64 v[93:94], v[82:83], v[93:94]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[86:87], v[86:87], v[96:97]
	v_mul_f64 v[96:97], v[84:85], 0.5
	v_mul_f64 v[102:103], v[80:81], v[104:105]
	v_mul_f64 v[104:105], v[104:105], 0.5
	v_mul_f64 v[91:92], v[100:101], v[91:92]
	v_add_f64 v[86:87], v[93:94], v[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[98:99], -v[104:105], v[102:103], 0.5
	v_add_f64 v[91:92], v[96:97], -v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[86:87], v[82:83], v[86:87]
	v_fma_f64 v[102:103], v[102:103], v[98:99], v[102:103]
	v_fma_f64 v[93:94], v[104:105], v[98:99], v[104:105]
	v_mul_f64 v[98:99], v[89:90], v[84:85]
	v_add_f64 v[104:105], -v[108:109], 1.0
	v_mul_f64 v[82:83], v[82:83], v[91:92]
	v_fma_f64 v[96:97], -v[102:103], v[102:103], v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[86:87], v[86:87], -v[98:99]
	v_mul_f64 v[98:99], v[100:101], s[78:79]
	v_add_f64 v[82:83], v[82:83], -v[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[91:92], v[96:97], v[93:94], v[102:103]
	v_add_f64 v[96:97], v[104:105], -v[106:107]
	v_add_f64 v[82:83], v[82:83], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[84:85], -v[91:92], v[91:92], v[80:81]
	v_add_f64 v[86:87], v[96:97], v[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[89:90], -v[82:83]
	v_mov_b32_e32 v89, v1
	v_cmp_eq_u64_e64 s0, 0, v[88:89]
	v_fma_f64 v[84:85], v[84:85], v[93:94], v[91:92]
	v_add_f64 v[86:87], v[108:109], v[86:87]
	v_xor_b32_e32 v88, 0x80000000, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v83, v83, v88, s0
	v_ldexp_f64 v[84:85], v[84:85], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v90, 0x80000000, v87
	v_and_b32_e32 v0, 1, v95
	v_cndmask_b32_e64 v87, v90, v87, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[0:1]
	v_cndmask_b32_e64 v83, v83, v87, s0
	v_cndmask_b32_e64 v82, v82, v86, s0
	v_dual_cndmask_b32 v81, v85, v81 :: v_dual_cndmask_b32 v80, v84, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[82:83], v[80:81]
	v_cvt_f32_f64_e32 v0, v[80:81]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v80, v47, v110 :: v_dual_mul_f32 v81, s19, v111
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v80, v80, v80
	v_mul_f32_e32 v80, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, s12, v80
	v_sub_f32_e32 v80, v47, v80
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v80
	v_and_b32_e32 v80, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v80
	v_cndmask_b32_e32 v80, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v81, v48
	s_and_saveexec_b32 s94, s8
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_48:
	global_load_b32 v0, v[11:12], off
	global_load_b32 v74, v[9:10], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v42, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v42, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v42
	v_cndmask_b32_e32 v42, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_36
.LBB9_49:
	global_load_b32 v0, v[15:16], off
	global_load_b32 v74, v[13:14], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v43, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v43, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v43
	v_cndmask_b32_e32 v43, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_37
.LBB9_50:
	global_load_b32 v0, v[19:20], off
	global_load_b32 v74, v[17:18], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v44, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v44, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v44
	v_cndmask_b32_e32 v44, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_38
.LBB9_51:
	global_load_b32 v0, v[23:24], off
	global_load_b32 v74, v[21:22], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v45, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v45, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v45
	v_cndmask_b32_e32 v45, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_39
.LBB9_52:
	global_load_b32 v0, v[27:28], off
	global_load_b32 v74, v[25:26], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v46, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v46, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v46, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v46
	v_cndmask_b32_e32 v46, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_40
.LBB9_53:
	global_load_b32 v0, v[31:32], off
	global_load_b32 v74, v[29:30], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v47, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v47, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v47, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v47
	v_cndmask_b32_e32 v47, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_41
.LBB9_54:
	global_load_b32 v0, v[35:36], off
	global_load_b32 v74, v[33:34], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v48, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v48, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v48, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v48
	v_cndmask_b32_e32 v48, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_19
.LBB9_55:
	global_load_b32 v0, v[39:40], off
	global_load_b32 v74, v[37:38], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v49, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v74, s19, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v49, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v49, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v49
	v_cndmask_b32_e32 v49, 0x7fc00000, v0, vcc_lo
	s_branch .LBB9_19
.LBB9_56:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_66
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_67
.LBB9_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_68
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_69
.LBB9_60:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_70
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_71
.LBB9_62:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_72
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_65
.LBB9_64:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v49, s[24:25]
.LBB9_65:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB9_66:
	s_waitcnt vmcnt(0)
	global_store_b32 v41, v42, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_58
.LBB9_67:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v43, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_59
.LBB9_68:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v44, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_60
.LBB9_69:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v45, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_61
.LBB9_70:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v46, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_62
.LBB9_71:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v47, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_63
.LBB9_72:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v48, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_64
	s_branch .LBB9_65
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_w8192
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 114
		.amdhsa_next_free_sgpr 96
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
	.size	tessera_weighted_w8192, .Lfunc_end9-tessera_weighted_w8192

	.set tessera_weighted_w8192.num_vgpr, 114
	.set tessera_weighted_w8192.num_agpr, 0
	.set tessera_weighted_w8192.numbered_sgpr, 96
	.set tessera_weighted_w8192.num_named_barrier, 0
	.set tessera_weighted_w8192.private_seg_size, 0
	.set tessera_weighted_w8192.uses_vcc, 1
	.set tessera_weighted_w8192.uses_flat_scratch, 0
	.set tessera_weighted_w8192.has_dyn_sized_stack, 0
	.set tessera_weighted_w8192.has_recursion, 0
	.set tessera_weighted_w8192.has_indirect_call, 0
	.globl	tessera_weighted_wide
	.p2align	8
	.type	tessera_weighted_wide,@function
tessera_weighted_wide:
	s_load_b256 s[4:11], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s6, s[6:7], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB10_19
	s_cmp_eq_u64 s[10:11], 0
	s_mov_b64 s[6:7], 0
	s_cbranch_scc1 .LBB10_19
	s_clause 0x4
	s_load_b256 s[12:19], s[0:1], 0x40
	s_load_b128 s[20:23], s[0:1], 0x60
	s_load_b128 s[24:27], s[0:1], 0x0
	s_load_b64 s[36:37], s[0:1], 0x10
	s_load_b32 s1, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s19, s9, s2
	s_mul_hi_u32 s29, s8, s2
	v_mov_b32_e32 v1, 0
	s_add_i32 s29, s29, s19
	s_mul_i32 s28, s8, s2
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	v_cmp_gt_u64_e64 s0, s[8:9], v[0:1]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_cmp_eq_u32 s15, 0
	s_mov_b32 s56, 0x1a600000
	s_cselect_b32 s19, -1, 0
	s_cmp_lg_u32 s14, 0
	s_mul_f32 s103, s1, 0.5
	s_cselect_b32 s33, -1, 0
	s_add_u32 s14, s20, 0x9e3779b9
	s_addc_u32 s15, s21, 0
	s_add_u32 s30, s21, 0xbb67ae85
	s_addc_u32 s31, 0, 0
	s_add_u32 s90, s20, 0x3c6ef372
	s_add_u32 s34, s21, 0x76cf5d0a
	s_addc_u32 s35, 0, 0
	s_lshl_b64 s[38:39], s[28:29], 3
	s_add_u32 s91, s20, 0xdaa66d2b
	s_add_u32 s92, s21, 0x32370b8f
	s_add_u32 s93, s20, 0x78dde6e4
	s_add_u32 s94, s21, 0xed9eba14
	s_add_u32 s95, s20, 0x1715609d
	s_add_u32 s96, s21, 0xa9066899
	s_add_u32 s97, s20, 0xb54cda56
	s_add_u32 s98, s21, 0x646e171e
	s_add_u32 s99, s20, 0x5384540f
	s_add_u32 s100, s21, 0x1fd5c5a3
	s_add_u32 s101, s21, 0xdb3d7428
	s_add_i32 s102, s20, 0x8ff34781
	s_and_b32 s104, s33, s0
	s_add_u32 s1, s4, s38
	s_addc_u32 s38, s5, s39
	s_lshl_b64 s[2:3], s[2:3], 3
	v_add_co_u32 v4, s1, s1, v0
	s_or_b32 s2, s2, 4
	s_mul_i32 s3, s8, s3
	s_mul_hi_u32 s39, s8, s2
	v_add_co_ci_u32_e64 v5, null, s38, 0, s1
	s_add_i32 s1, s39, s3
	s_mul_i32 s3, s9, s2
	s_mul_i32 s2, s8, s2
	s_add_i32 s1, s1, s3
	s_add_u32 s4, s4, s2
	s_addc_u32 s1, s5, s1
	s_lshl_b64 s[2:3], s[28:29], 2
	s_mov_b32 s38, 0x96cb03de
	v_add_co_u32 v12, s2, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, s3, 0, s2
	v_add_co_u32 v6, s2, s4, v0
	v_add_co_u32 v8, vcc_lo, s26, v12
	v_add_co_ci_u32_e64 v7, null, s1, 0, s2
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_ci_u32_e64 v9, null, s27, v13, vcc_lo
	v_add_co_u32 v10, s1, s36, v0
	v_add_co_u32 v12, vcc_lo, s24, v12
	v_add_co_ci_u32_e64 v11, null, s37, 0, s1
	v_add_co_ci_u32_e64 v13, null, s25, v13, vcc_lo
	s_mov_b32 s4, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s58, 0x2e037073
	s_mov_b32 s60, 0x19cb1590
	s_mov_b32 s62, 0x16c15177
	s_mov_b32 s64, 0x5555554c
	s_mov_b32 s66, 0xbe8838d4
	s_mov_b32 s68, 0xbdb4b1c4
	s_mov_b32 s70, 0x809c52ad
	s_mov_b32 s72, 0x57b1fe7d
	s_mov_b32 s74, 0x19c161d5
	s_mov_b32 s76, 0x1110f8a6
	s_mov_b32 s78, 0x5acfd57c
	s_mov_b32 s80, 0x8a2b9ceb
	s_mov_b32 s82, 0x55555549
	s_mov_b32 s5, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s37, 0x3fc2f112
	s_mov_b32 s39, 0x3fc74664
	s_mov_b32 s41, 0x3fd24924
	s_mov_b32 s43, 0x3fe55555
	s_mov_b32 s45, 0x3dea39ef
	s_mov_b32 s47, 0x3fe62e42
	s_mov_b32 s49, 0x401921fb
	s_mov_b32 s51, 0x3fe45f30
	s_mov_b32 s53, 0xbff921fb
	s_mov_b32 s55, 0x3dd0b461
	s_mov_b32 s57, 0xbdd0b461
	s_mov_b32 s59, 0x3ba3198a
	s_mov_b32 s61, 0x3efa01a0
	s_mov_b32 s63, 0xbf56c16c
	s_mov_b32 s65, 0x3fa55555
	s_mov_b32 s67, 0xbda8fae9
	s_mov_b32 s69, 0x3e21ee9e
	s_mov_b32 s71, 0xbe927e4f
	s_mov_b32 s73, 0x3ec71de3
	s_mov_b32 s75, 0xbf2a01a0
	s_mov_b32 s77, 0x3f811111
	s_mov_b32 s79, 0x3de5d93a
	s_mov_b32 s81, 0xbe5ae5e6
	s_mov_b32 s83, 0x3fc55555
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s2
.LBB10_4:
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[6:7], s[10:11]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_19
.LBB10_5:
	s_and_saveexec_b32 vcc_hi, s104
	s_cbranch_execz .LBB10_10
	s_add_u32 s1, s6, s22
	s_addc_u32 s2, s7, s23
	v_dual_mov_b32 v15, v7 :: v_dual_mov_b32 v14, v6
	s_mul_hi_u32 s87, s2, 0xcd9e8d57
	v_dual_mov_b32 v17, v5 :: v_dual_mov_b32 v16, v4
	s_xor_b32 s84, s20, s87
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_xor_b32 s1, s84, s1
	s_mov_b32 s3, 0
	s_mul_hi_u32 s89, s1, 0xd2511f53
	s_mul_i32 s86, s2, 0xcd9e8d57
	s_mov_b32 s2, s89
	s_mul_i32 s88, s1, 0xd2511f53
	s_xor_b64 s[84:85], s[2:3], s[30:31]
	s_xor_b64 s[86:87], s[14:15], s[86:87]
	s_xor_b64 s[88:89], s[34:35], s[88:89]
.LBB10_7:
	v_add_co_u32 v0, vcc_lo, s28, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v22, null, s29, v19, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s21, v22
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[8:9], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v21
	v_xor_b32_e32 v22, s84, v20
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v0, s86, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s90, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor_b32_e32 v0, s88, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s92, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, s91, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v25, s93, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s94, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v26, s96, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s95, v21, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v24, s97, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, s98, v22, v25
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v20, 0xcd9e8d57, v20
	v_xor3_b32 v0, s99, v20, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v25, s100, v21
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v22, 0xcd9e8d57, v20
	v_xor3_b32 v0, s101, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v22, s102, v21
	global_store_b32 v[16:17], v20, off
	v_add_co_u32 v16, s1, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s1
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s1, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s1
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v15, v7 :: v_dual_mov_b32 v14, v6
	v_dual_mov_b32 v17, v5 :: v_dual_mov_b32 v16, v4
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_mov_b32 s2, 0
.LBB10_9:
	global_load_b32 v0, v[14:15], off
	global_load_b32 v32, v[16:17], off
	s_waitcnt vmcnt(1)
	v_cvt_f64_u32_e32 v[20:21], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v21
	v_and_b32_e32 v21, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v21, 0x3fe6a09e, v21
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v39, null, 0, -1, s1
	v_add_f64 v[20:21], v[20:21], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[39:40], v39
	v_add_f64 v[22:23], v[20:21], 2.0
	v_mul_f64 v[41:42], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[39:40], v[39:40], 32
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[20:21]
	v_div_scale_f64 v[30:31], vcc_lo, v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[20:21], v[41:42]
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[30:31], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[26:27], v32
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], 0.5
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[28:29], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[26:27], s[48:49]
	v_mul_f64 v[30:31], v[28:29], s[36:37]
	v_mul_f64 v[32:33], v[28:29], s[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[26:27], s[50:51]
	v_add_f64 v[30:31], v[30:31], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[24:25]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_add_f64 v[30:31], v[30:31], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[26:27]
	v_mul_f64 v[37:38], v[35:36], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[28:29], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[26:27], v[37:38]
	v_cvt_f64_u32_e32 v[37:38], v0
	v_add_f64 v[30:31], v[30:31], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[24:25], v[24:25], v[30:31]
	v_mul_f64 v[30:31], v[35:36], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[37:38], s[44:45]
	v_add_f64 v[24:25], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[32:33], v[30:31]
	v_add_f64 v[24:25], v[41:42], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[32:33], -v[28:29]
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[35:36], s[54:55]
	v_mul_f64 v[35:36], v[35:36], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[39:40], v[30:31]
	v_add_f64 v[22:23], v[43:44], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[32:33], -v[24:25]
	v_add_f64 v[30:31], v[35:36], -v[30:31]
	v_mov_b32_e32 v36, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[41:42]
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v26, 0x7ff, v0
	v_bfe_u32 v0, v27, 20, 11
	v_add_nc_u32_e32 v35, 16, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[35:36], v[0:1]
	v_dual_cndmask_b32 v25, v25, v31 :: v_dual_cndmask_b32 v24, v24, v30
	v_mul_f64 v[30:31], v[37:38], s[46:47]
	v_dual_cndmask_b32 v27, v33, v29 :: v_dual_cndmask_b32 v26, v32, v28
	v_add_f64 v[28:29], v[26:27], -v[24:25]
	v_add_f64 v[20:21], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[28:29], v[28:29]
	v_add_f64 v[26:27], v[26:27], -v[28:29]
	v_add_f64 v[20:21], v[30:31], v[20:21]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[30:31], v[22:23], s[72:73]
	v_mul_f64 v[32:33], v[22:23], s[60:61]
	v_mul_f64 v[35:36], v[22:23], s[66:67]
	v_mul_f64 v[37:38], v[22:23], s[78:79]
	v_mul_f64 v[39:40], v[22:23], v[22:23]
	v_add_f64 v[24:25], v[26:27], -v[24:25]
	v_mul_f64 v[45:46], v[22:23], 0.5
	v_mul_f64 v[20:21], v[20:21], -2.0
	v_add_f64 v[30:31], v[30:31], s[74:75]
	v_add_f64 v[32:33], v[32:33], s[62:63]
	v_add_f64 v[35:36], v[35:36], s[68:69]
	v_add_f64 v[37:38], v[37:38], s[80:81]
	v_mul_f64 v[41:42], v[22:23], v[39:40]
	v_mul_f64 v[26:27], v[39:40], v[39:40]
	v_mul_f64 v[39:40], v[28:29], v[22:23]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[20:21]
	v_add_f64 v[47:48], -v[45:46], 1.0
	v_mul_f64 v[30:31], v[22:23], v[30:31]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	v_mul_f64 v[35:36], v[22:23], v[35:36]
	v_mul_f64 v[37:38], v[41:42], v[37:38]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[30:31], v[30:31], s[76:77]
	v_add_f64 v[32:33], v[32:33], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[70:71]
	v_rsq_f64_e32 v[43:44], v[20:21]
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[37:38], v[30:31]
	v_mul_f64 v[32:33], v[22:23], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[35:36]
	v_mul_f64 v[35:36], v[24:25], 0.5
	v_mul_f64 v[41:42], v[20:21], v[43:44]
	v_mul_f64 v[43:44], v[43:44], 0.5
	v_mul_f64 v[30:31], v[39:40], v[30:31]
	v_add_f64 v[26:27], v[32:33], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[37:38], -v[43:44], v[41:42], 0.5
	v_add_f64 v[30:31], v[35:36], -v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_fma_f64 v[41:42], v[41:42], v[37:38], v[41:42]
	v_fma_f64 v[32:33], v[43:44], v[37:38], v[43:44]
	v_mul_f64 v[37:38], v[28:29], v[24:25]
	v_add_f64 v[43:44], -v[47:48], 1.0
	v_mul_f64 v[22:23], v[22:23], v[30:31]
	v_fma_f64 v[35:36], -v[41:42], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], -v[37:38]
	v_mul_f64 v[37:38], v[39:40], s[82:83]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[30:31], v[35:36], v[32:33], v[41:42]
	v_add_f64 v[35:36], v[43:44], -v[45:46]
	v_add_f64 v[22:23], v[22:23], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], -v[30:31], v[30:31], v[20:21]
	v_add_f64 v[26:27], v[35:36], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[28:29], -v[22:23]
	v_mov_b32_e32 v29, v1
	v_fma_f64 v[24:25], v[24:25], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[47:48], v[26:27]
	v_ldexp_f64 v[24:25], v[24:25], v0
	v_and_b32_e32 v28, 2, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v30, 0x80000000, v27
	v_dual_cndmask_b32 v21, v25, v21 :: v_dual_and_b32 v0, 1, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[28:29]
	v_xor_b32_e32 v28, 0x80000000, v23
	v_cndmask_b32_e32 v20, v24, v20, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cndmask_b32_e64 v27, v30, v27, s1
	v_cndmask_b32_e64 v23, v23, v28, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[8:9], v[18:19]
	v_cndmask_b32_e64 v23, v23, v27, s1
	v_cndmask_b32_e64 v22, v22, v26, s1
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_cvt_f32_f64_e32 v0, v[20:21]
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s1, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s1
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB10_9
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s1, -1
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_15
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_14
	s_mul_f32 s2, s18, s16
	v_dual_mov_b32 v21, v7 :: v_dual_mov_b32 v20, v6
	v_mov_b32_e32 v23, v3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	v_mov_b32_e32 v22, v2
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
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
	v_cmp_ge_f32_e64 s2, 0, v17
	v_cndmask_b32_e64 v14, v14, v15, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s2, 0, v18
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v18, v8
	v_cndmask_b32_e64 v14, v14, v16, s2
	v_dual_mov_b32 v17, v11 :: v_dual_mov_b32 v16, v10
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x37800000, v14
	v_cndmask_b32_e64 v14, v14, v15, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v14, v0, s1
	v_dual_mov_b32 v15, v13 :: v_dual_mov_b32 v14, v12
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s13, s19
.LBB10_13:
	global_load_b32 v24, v[14:15], off
	global_load_b32 v25, v[18:19], off
	global_load_b32 v26, v[16:17], off
	global_load_b32 v27, v[20:21], off
	v_add_co_u32 v22, vcc_lo, 0x100, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, 0, v23, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_sub_f32 v25, v24, v25 :: v_dual_mul_f32 v26, s103, v26
	v_add_f32_e32 v25, v25, v25
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v25, v26, v25 :: v_dual_mul_f32 v26, v0, v27
	v_mul_f32_e32 v25, s12, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v25
	v_add_f32_e32 v24, v26, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0x7fffffff, v24
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v25
	v_cndmask_b32_e32 v24, 0x7fc00000, v24, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[8:9], v[22:23]
	global_store_b32 v[14:15], v24, off
	v_add_co_u32 v14, s1, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s1
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB10_13
.LBB10_14:
	s_or_b32 exec_lo, exec_lo, s3
	s_mov_b32 s1, 0
.LBB10_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB10_4
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v15, v13 :: v_dual_mov_b32 v14, v12
	v_dual_mov_b32 v17, v11 :: v_dual_mov_b32 v16, v10
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v18, v8
	v_dual_mov_b32 v21, v3 :: v_dual_mov_b32 v20, v2
	s_mov_b32 s3, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_18:
	global_load_b32 v0, v[14:15], off
	global_load_b32 v22, v[18:19], off
	global_load_b32 v23, v[16:17], off
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v22, v0, v22 :: v_dual_mul_f32 v23, s103, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v22
	v_mul_f32_e32 v22, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, s12, v22
	v_sub_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[8:9], v[20:21]
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s1, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s1
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_18
	s_branch .LBB10_3
.LBB10_19:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_weighted_wide
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 105
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
		.amdhsa_inst_pref_size 31
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
	.size	tessera_weighted_wide, .Lfunc_end10-tessera_weighted_wide

	.set tessera_weighted_wide.num_vgpr, 49
	.set tessera_weighted_wide.num_agpr, 0
	.set tessera_weighted_wide.numbered_sgpr, 105
	.set tessera_weighted_wide.num_named_barrier, 0
	.set tessera_weighted_wide.private_seg_size, 0
	.set tessera_weighted_wide.uses_vcc, 1
	.set tessera_weighted_wide.uses_flat_scratch, 0
	.set tessera_weighted_wide.has_dyn_sized_stack, 0
	.set tessera_weighted_wide.has_recursion, 0
	.set tessera_weighted_wide.has_indirect_call, 0
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
      - .address_space:  global
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_weighted_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w4x64.kd
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
      - .address_space:  global
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_weighted_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w32x8.kd
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
      - .address_space:  global
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_weighted_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w64x4.kd
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
      - .address_space:  global
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_weighted_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w128x2.kd
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
      - .address_space:  global
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_weighted_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     92
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 512
    .name:           tessera_weighted_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     92
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 1024
    .name:           tessera_weighted_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     92
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 1024
    .name:           tessera_weighted_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     92
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w2048.kd
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
      - .address_space:  global
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 1024
    .name:           tessera_weighted_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     94
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     74
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
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           n_rows
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 1024
    .name:           tessera_weighted_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     98
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     114
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
        .name:           vector_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           param_0
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           scratch
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .name:           n_rows
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           n_features
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           steps
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           eta
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           noise_scale
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           draw_noise
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           anneal
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           temperature
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           anneal_ratio
        .offset:         84
        .size:           4
        .value_kind:     by_value
      - .name:           two_eta
        .offset:         88
        .size:           4
        .value_kind:     by_value
      - .name:           key0
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         104
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .max_flat_workgroup_size: 256
    .name:           tessera_weighted_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     49
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
