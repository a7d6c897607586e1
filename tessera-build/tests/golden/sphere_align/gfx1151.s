	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_sphere_align_w4x64
	.p2align	8
	.type	tessera_sphere_align_w4x64,@function
tessera_sphere_align_w4x64:
	s_load_b128 s[24:27], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[24:25], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_65
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v13, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	v_mov_b32_e32 v10, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_or_b32_e32 v9, s2, v13
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, -1
	s_addc_u32 s5, s23, -1
	v_cmp_le_u64_e64 s2, s[22:23], v[9:10]
	v_mov_b32_e32 v2, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v9, s4, s2
	v_cndmask_b32_e64 v2, s3, v2, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v1, s25
	v_mad_u64_u32 v[5:6], null, v1, s24, 0
	v_mul_lo_u32 v4, v2, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v6, v6, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 3, v0
	v_cmp_gt_u64_e64 s5, s[22:23], v[9:10]
	v_lshlrev_b64 v[7:8], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e64 s3, s[24:25], v[3:4]
	v_cmp_gt_u64_e64 s4, s[24:25], v[3:4]
	v_lshlrev_b32_e32 v11, 2, v3
	v_add_co_u32 v9, vcc_lo, s16, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s17, v8, vcc_lo
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v14, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v10, vcc_lo
	global_load_b32 v12, v[14:15], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB0_62
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v5, vcc_lo, v5, v3
	s_load_b256 s[8:15], s[0:1], 0x30
	v_add_co_ci_u32_e64 v16, null, 0, v6, vcc_lo
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v5, 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_cmp_eq_u64_e64 s0, 0, v[3:4]
	v_add_co_u32 v5, vcc_lo, s20, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, s21, v8, vcc_lo
	v_xor_b32_e32 v4, v15, v16
	v_and_b32_e32 v3, 0xfc, v0
	v_add_co_u32 v0, vcc_lo, s18, v1
	v_add_co_ci_u32_e64 v1, null, s19, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v2, s29, v4
	v_mul_u32_u24_e32 v6, 48, v13
	v_add_co_u32 v4, vcc_lo, v5, v11
	s_cmp_lg_u32 s11, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v2, 0
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v5, null, 0, v8, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s6, s29, 0xbb67ae85
	v_xor_b32_e32 v8, s1, v16
	s_add_u32 s1, s28, 0x3c6ef372
	s_add_u32 s80, s29, 0x76cf5d0a
	s_add_u32 s81, s28, 0xdaa66d2b
	s_add_u32 s82, s29, 0x32370b8f
	s_add_u32 s83, s28, 0x78dde6e4
	s_add_u32 s84, s29, 0xed9eba14
	s_add_u32 s85, s28, 0x1715609d
	s_add_u32 s86, s29, 0xa9066899
	s_add_u32 s87, s28, 0xb54cda56
	s_add_u32 s88, s29, 0x646e171e
	s_add_u32 s89, s28, 0x5384540f
	s_add_u32 s90, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s91, s28, 0x8ff34781
	v_or_b32_e32 v13, v6, v11
	v_xor_b32_e32 v14, s6, v14
	v_xor_b32_e32 v15, s1, v15
	v_mov_b32_e32 v16, s9
	v_lshl_or_b32 v7, v3, 2, 0xc00
	v_mov_b32_e32 v3, 0
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s22, 0xdf3e5244
	s_mov_b32 s34, 0x96cb03de
	s_mov_b32 s36, 0x94229359
	s_mov_b32 s38, 0x55555593
	s_mov_b32 s40, 0x35793c76
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s44, 0x54442d18
	s_mov_b32 s46, 0x6dc9c883
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
	s_cselect_b32 s92, -1, 0
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s23, 0x3fc2f112
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
	s_branch .LBB0_8
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v2, v12
.LBB0_7:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v12, v2
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB0_63
.LBB0_8:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB0_36
	s_add_u32 s9, s16, s30
	s_addc_u32 s93, s17, s31
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_37
.LBB0_10:
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_12
	s_mul_i32 s1, s93, 0xcd9e8d57
	global_load_b32 v47, v[4:5], off
	v_xor_b32_e32 v2, s1, v8
	s_mul_hi_u32 s1, s93, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s7, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s7, v14
	v_xor3_b32 v20, s1, s80, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v2, v19, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s81, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v2, s82, v19, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s84, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v2, s83, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s85, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v2, s86, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s88, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v20
	v_xor3_b32 v18, s87, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s89, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v18, s90, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s29, v17
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v19, v18, s91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v2
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[18:19], v[39:40]
	v_rcp_f64_e32 v[24:25], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_cvt_f64_u32_e32 v[24:25], v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[37:38], v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[44:45]
	v_mul_f64 v[28:29], v[26:27], s[22:23]
	v_mul_f64 v[30:31], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[46:47]
	v_add_f64 v[28:29], v[28:29], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[18:19]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[20:21]
	v_mul_f64 v[35:36], v[33:34], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[28:29], v[28:29], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[40:41]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[50:51]
	v_mul_f64 v[33:34], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[20:21], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	v_lshrrev_b32_e32 v2, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v17, 0x7ff, v2
	v_bfe_u32 v2, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[2:3]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[42:43]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[17:18], v[28:29], v[17:18]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[19:20], s[68:69]
	v_mul_f64 v[30:31], v[19:20], s[56:57]
	v_mul_f64 v[33:34], v[19:20], s[62:63]
	v_mul_f64 v[35:36], v[19:20], s[74:75]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_add_f64 v[28:29], v[28:29], s[70:71]
	v_add_f64 v[30:31], v[30:31], s[58:59]
	v_add_f64 v[33:34], v[33:34], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_mul_f64 v[39:40], v[19:20], v[37:38]
	v_mul_f64 v[23:24], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	v_mul_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_rsq_f64_e32 v[41:42], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[33:34]
	v_mul_f64 v[33:34], v[21:22], 0.5
	v_mul_f64 v[39:40], v[17:18], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[23:24], v[30:31], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[21:22]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[19:20], v[19:20], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[78:79]
	v_add_f64 v[19:20], v[19:20], -v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[19:20], v[19:20], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[28:29], v[28:29], v[17:18]
	v_add_f64 v[23:24], v[33:34], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v3
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v2
	v_and_b32_e32 v25, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v2, 1, v32
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e32 v17, v21, v17, vcc_lo
	v_cndmask_b32_e64 v24, v27, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_cvt_f32_f64_e32 v2, v[17:18]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v17, v12, v12
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v18, v12, -v47
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v2, v12, v2
	ds_store_2addr_b32 v13, v17, v18 offset1:4
	ds_store_b32 v13, v2 offset:32
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s92
	s_cbranch_vccnz .LBB0_16
	v_dual_mov_b32 v19, v6 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[6:7], s[24:25]
.LBB0_15:
	ds_load_2addr_b32 v[20:21], v19 offset1:4
	ds_load_b32 v22, v19 offset:32
	v_add_nc_u32_e32 v19, 4, v19
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v2, v2, v20 :: v_dual_add_f32 v17, v17, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v18, v22
	s_cbranch_scc1 .LBB0_15
	s_branch .LBB0_17
.LBB0_16:
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
.LBB0_17:
	ds_store_2addr_b32 v7, v2, v17 offset1:1
	ds_store_b32 v7, v18 offset:8
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_19:
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_47
.LBB0_20:
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_22
	s_mul_i32 s1, s93, 0xcd9e8d57
	global_load_b32 v47, v[4:5], off
	v_xor_b32_e32 v2, s1, v8
	s_mul_hi_u32 s1, s93, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s7, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s7, v14
	v_xor3_b32 v20, s1, s80, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v2, v19, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s81, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v2, s82, v19, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s84, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v2, s83, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s85, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v2, s86, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s88, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v20
	v_xor3_b32 v18, s87, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s89, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v18, s90, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s29, v17
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v19, v18, s91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v2
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[18:19], v[39:40]
	v_rcp_f64_e32 v[24:25], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_cvt_f64_u32_e32 v[24:25], v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[37:38], v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[44:45]
	v_mul_f64 v[28:29], v[26:27], s[22:23]
	v_mul_f64 v[30:31], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[46:47]
	v_add_f64 v[28:29], v[28:29], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[18:19]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[20:21]
	v_mul_f64 v[35:36], v[33:34], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[28:29], v[28:29], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[40:41]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[50:51]
	v_mul_f64 v[33:34], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[20:21], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	v_lshrrev_b32_e32 v2, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v17, 0x7ff, v2
	v_bfe_u32 v2, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[2:3]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[42:43]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[17:18], v[28:29], v[17:18]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[19:20], s[68:69]
	v_mul_f64 v[30:31], v[19:20], s[56:57]
	v_mul_f64 v[33:34], v[19:20], s[62:63]
	v_mul_f64 v[35:36], v[19:20], s[74:75]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_add_f64 v[28:29], v[28:29], s[70:71]
	v_add_f64 v[30:31], v[30:31], s[58:59]
	v_add_f64 v[33:34], v[33:34], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_mul_f64 v[39:40], v[19:20], v[37:38]
	v_mul_f64 v[23:24], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	v_mul_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_rsq_f64_e32 v[41:42], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[33:34]
	v_mul_f64 v[33:34], v[21:22], 0.5
	v_mul_f64 v[39:40], v[17:18], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[23:24], v[30:31], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[21:22]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[19:20], v[19:20], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[78:79]
	v_add_f64 v[19:20], v[19:20], -v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[19:20], v[19:20], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[28:29], v[28:29], v[17:18]
	v_add_f64 v[23:24], v[33:34], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v3
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v2
	v_and_b32_e32 v25, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v2, 1, v32
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e32 v17, v21, v17, vcc_lo
	v_cndmask_b32_e64 v24, v27, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_cvt_f32_f64_e32 v2, v[17:18]
	ds_load_2addr_b32 v[17:18], v7 offset0:1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, v12, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v17, v12, v17 :: v_dual_sub_f32 v2, v2, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v17, -v47, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v16, v2 :: v_dual_mul_f32 v17, s8, v17
	v_sub_f32_e32 v17, v12, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v17, v2
	v_mul_f32_e32 v2, v2, v2
	ds_store_b32 v13, v2
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_27
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s92
	s_cbranch_vccnz .LBB0_26
	v_mov_b32_e32 v17, v6
	s_mov_b64 s[6:7], s[24:25]
.LBB0_25:
	ds_load_b32 v18, v17
	v_add_nc_u32_e32 v17, 4, v17
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v18
	s_cbranch_scc1 .LBB0_25
.LBB0_26:
	ds_store_b32 v7, v2 offset:12
.LBB0_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_28:
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_56
.LBB0_29:
	v_mov_b32_e32 v2, v12
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_35
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_32
	global_load_b32 v2, v[0:1], off
	ds_load_2addr_b32 v[17:18], v7 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, -1.0, v17
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s7, 0x3b03126f, |v17|
	v_cndmask_b32_e64 v18, 0, 2.0, vcc_lo
	v_cndmask_b32_e64 v17, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v18, v17
	v_cvt_u32_f32_e32 v17, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v17
	global_store_b32 v[0:1], v2, off
.LBB0_32:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, v12
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s1
	s_cbranch_execz .LBB0_34
	s_mul_i32 s1, s93, 0xcd9e8d57
	global_load_b32 v47, v[4:5], off
	v_xor_b32_e32 v2, s1, v8
	s_mul_hi_u32 s1, s93, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s9, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s9, v14
	v_xor3_b32 v20, s1, s80, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v2, v19, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s81, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v2, s82, v19, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s84, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v2, s83, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s85, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v2, s86, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s88, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v20
	v_xor3_b32 v18, s87, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s89, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v18, s90, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s29, v17
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v19, v18, s91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v2
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[18:19], v[39:40]
	v_rcp_f64_e32 v[24:25], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_cvt_f64_u32_e32 v[24:25], v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[37:38], v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[44:45]
	v_mul_f64 v[28:29], v[26:27], s[22:23]
	v_mul_f64 v[30:31], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[46:47]
	v_add_f64 v[28:29], v[28:29], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[18:19]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[20:21]
	v_mul_f64 v[35:36], v[33:34], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[28:29], v[28:29], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[40:41]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[50:51]
	v_mul_f64 v[33:34], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[20:21], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	v_lshrrev_b32_e32 v2, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v17, 0x7ff, v2
	v_bfe_u32 v2, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[2:3]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[42:43]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[17:18], v[28:29], v[17:18]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[19:20], s[68:69]
	v_mul_f64 v[30:31], v[19:20], s[56:57]
	v_mul_f64 v[33:34], v[19:20], s[62:63]
	v_mul_f64 v[35:36], v[19:20], s[74:75]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_add_f64 v[28:29], v[28:29], s[70:71]
	v_add_f64 v[30:31], v[30:31], s[58:59]
	v_add_f64 v[33:34], v[33:34], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_mul_f64 v[39:40], v[19:20], v[37:38]
	v_mul_f64 v[23:24], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	v_mul_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_rsq_f64_e32 v[41:42], v[17:18]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[33:34]
	v_mul_f64 v[33:34], v[21:22], 0.5
	v_mul_f64 v[39:40], v[17:18], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[23:24], v[30:31], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[21:22]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[19:20], v[19:20], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[78:79]
	v_add_f64 v[19:20], v[19:20], -v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[19:20], v[19:20], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[28:29], v[28:29], v[17:18]
	v_add_f64 v[23:24], v[33:34], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v3
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v2
	v_and_b32_e32 v25, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v2, 1, v32
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e32 v17, v21, v17, vcc_lo
	v_cndmask_b32_e64 v24, v27, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	ds_load_b32 v2, v7 offset:12
	ds_load_2addr_b32 v[19:20], v7 offset0:1 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v21, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v20, v12, v20
	v_mul_f32_e32 v19, v12, v19
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v19, -v47, v19
	v_mul_f32_e32 v19, s8, v19
	v_cvt_f32_f64_e32 v17, v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v18, v2, v21 :: v_dual_sub_f32 v19, v12, v19
	v_sqrt_f32_e32 v21, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, -1, v21
	v_add_nc_u32_e32 v23, 1, v21
	v_fma_f32 v24, -v22, v21, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v23, v21, v18
	v_cmp_ge_f32_e64 s1, 0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v21, v21, v22, s1
	v_cmp_lt_f32_e64 s1, 0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v21, v23, s1
	v_dual_sub_f32 v17, v17, v20 :: v_dual_mul_f32 v22, 0x37800000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, v16, v17 :: v_dual_cndmask_b32 v20, v21, v22
	v_cmp_class_f32_e64 vcc_lo, v18, 0x260
	v_dual_add_f32 v17, v19, v17 :: v_dual_cndmask_b32 v18, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v19, null, v18, v18, v17
	v_div_scale_f32 v22, vcc_lo, v17, v18, v17
	v_rcp_f32_e32 v20, v19
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v19, v20, 1.0
	v_fmac_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v22, v20
	v_fma_f32 v23, -v19, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v21, v23, v20
	v_fma_f32 v19, -v19, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v19, v20, v21
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v2
	v_div_fixup_f32 v17, v19, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v17, v12, vcc_lo
	v_and_b32_e32 v17, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB0_34:
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_35:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_57
.LBB0_36:
	s_mul_f32 s6, s14, s12
	s_mul_f32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v2, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s6, v2, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v16, v2
	v_add_nc_u32_e32 v17, -1, v16
	v_add_nc_u32_e32 v18, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v16, v2
	v_fma_f32 v20, v20, v16, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v19
	v_cndmask_b32_e64 v16, v16, v17, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v20
	v_cndmask_b32_e64 v16, v16, v18, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v16
	v_cndmask_b32_e64 v16, v16, v17, s1
	v_cmp_class_f32_e64 s1, v2, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v16, v2, s1
	v_cndmask_b32_e32 v16, 0, v2, vcc_lo
	s_add_u32 s9, s16, s30
	s_addc_u32 s93, s17, s31
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB0_10
.LBB0_37:
	s_cbranch_execz .LBB0_19
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_40
	global_load_b32 v2, v[4:5], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v17, v12, v12
	v_mul_f32_e32 v18, 0, v12
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v12, -v2
	ds_store_2addr_b32 v13, v17, v2 offset1:4
	ds_store_b32 v13, v18 offset:32
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_46
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s92
	s_cbranch_vccnz .LBB0_44
	v_dual_mov_b32 v19, v6 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[6:7], s[24:25]
.LBB0_43:
	ds_load_2addr_b32 v[20:21], v19 offset1:4
	ds_load_b32 v22, v19 offset:32
	v_add_nc_u32_e32 v19, 4, v19
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v18, v18, v20 :: v_dual_add_f32 v17, v17, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v22
	s_cbranch_scc1 .LBB0_43
	s_branch .LBB0_45
.LBB0_44:
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
.LBB0_45:
	ds_store_2addr_b32 v7, v18, v17 offset1:1
	ds_store_b32 v7, v2 offset:8
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_20
.LBB0_47:
	s_cbranch_execz .LBB0_28
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_50
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v17, v7 offset:4
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v17, v12, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v2, -v2, v17
	v_mul_f32_e32 v2, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v12, v2
	v_mul_f32_e32 v2, v2, v2
	ds_store_b32 v13, v2
.LBB0_50:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_55
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s92
	s_cbranch_vccnz .LBB0_54
	v_mov_b32_e32 v17, v6
	s_mov_b64 s[6:7], s[24:25]
.LBB0_53:
	ds_load_b32 v18, v17
	v_add_nc_u32_e32 v17, 4, v17
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v18
	s_cbranch_scc1 .LBB0_53
.LBB0_54:
	ds_store_b32 v7, v2 offset:12
.LBB0_55:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_29
.LBB0_56:
.LBB0_57:
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_60
	global_load_b32 v2, v[0:1], off
	ds_load_2addr_b32 v[17:18], v7 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, -1.0, v17
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s7, 0x3b03126f, |v17|
	v_cndmask_b32_e64 v18, 0, 2.0, vcc_lo
	v_cndmask_b32_e64 v17, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v18, v17
	v_cvt_u32_f32_e32 v17, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v17
	global_store_b32 v[0:1], v2, off
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s1
	s_cbranch_execz .LBB0_5
	global_load_b32 v2, v[4:5], off
	ds_load_2addr_b32 v[17:18], v7 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v19, 0x4f800000, v18
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v18
	v_mul_f32_e32 v17, v12, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v2, -v2, v17
	v_dual_cndmask_b32 v19, v18, v19 :: v_dual_mul_f32 v2, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v20, v19
	v_dual_sub_f32 v2, v12, v2 :: v_dual_add_nc_u32 v21, -1, v20
	v_add_nc_u32_e32 v22, 1, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, -v21, v20, v19
	v_fma_f32 v24, -v22, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v23
	v_cndmask_b32_e64 v20, v20, v21, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v24
	v_cndmask_b32_e64 v20, v20, v22, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x37800000, v20
	v_cndmask_b32_e32 v17, v20, v21, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v19, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v17, v17, v19, vcc_lo
	v_div_scale_f32 v19, null, v17, v17, v2
	v_div_scale_f32 v22, vcc_lo, v2, v17, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v19
	v_fma_f32 v21, -v19, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v21, v20
	v_mul_f32_e32 v21, v22, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v19, v21, v22
	v_fmac_f32_e32 v21, v23, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v19, v21, v22
	v_div_fmas_f32 v19, v19, v20, v21
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v2, v19, v17, v2
	v_cndmask_b32_e32 v2, v2, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v2, vcc_lo
	s_branch .LBB0_5
.LBB0_62:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v12
.LBB0_63:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_65
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_65:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w4x64
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 94
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
.Lfunc_end0:
	.size	tessera_sphere_align_w4x64, .Lfunc_end0-tessera_sphere_align_w4x64

	.set tessera_sphere_align_w4x64.num_vgpr, 48
	.set tessera_sphere_align_w4x64.num_agpr, 0
	.set tessera_sphere_align_w4x64.numbered_sgpr, 94
	.set tessera_sphere_align_w4x64.num_named_barrier, 0
	.set tessera_sphere_align_w4x64.private_seg_size, 0
	.set tessera_sphere_align_w4x64.uses_vcc, 1
	.set tessera_sphere_align_w4x64.uses_flat_scratch, 0
	.set tessera_sphere_align_w4x64.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w4x64.has_recursion, 0
	.set tessera_sphere_align_w4x64.has_indirect_call, 0
	.globl	tessera_sphere_align_w1024
	.p2align	8
	.type	tessera_sphere_align_w1024,@function
tessera_sphere_align_w1024:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB6_123
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s34, s24, s2
	s_add_i32 s35, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[36:37], s[34:35], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s36
	s_addc_u32 s17, s17, s37
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_3
	global_load_b32 v7, v6, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x100, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB6_5
	global_load_b32 v8, v6, s[16:17] offset:1024
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v1, 0x200, v0
	v_mov_b32_e32 v2, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[24:25], v[1:2]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_7
	global_load_b32 v9, v6, s[16:17] offset:2048
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v1, 0x300, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[24:25], v[1:2]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB6_9
	global_load_b32 v10, v6, s[16:17] offset:3072
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB6_118
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v12, s0, s34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, s35, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v12, 0
	s_mov_b32 s35, 0
	v_cmp_gt_u64_e64 s99, s[24:25], 7
	v_mov_b32_e32 v3, 0
	s_mov_b32 s38, 0xdf3e5244
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	v_xor_b32_e32 v2, v2, v13
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_xor_b32_e32 v0, s29, v2
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s36
	s_addc_u32 s11, s21, s37
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	v_add_co_u32 v0, vcc_lo, 0x100, v12
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v4, s1, s1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s11, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_add_co_ci_u32_e64 v2, null, 0, v13, vcc_lo
	v_xor_b32_e32 v11, s1, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x200, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v13, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x300, v12
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	v_add_co_ci_u32_e64 v0, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v12, 0
	v_xor_b32_e32 v2, v18, v2
	s_add_u32 s2, s29, 0xbb67ae85
	v_xor_b32_e32 v12, v20, v14
	s_add_u32 s3, s28, 0x3c6ef372
	s_add_u32 s86, s29, 0x76cf5d0a
	v_xor_b32_e32 v2, s29, v2
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v0, v22, v0
	v_xor_b32_e32 v12, s29, v12
	s_add_u32 s87, s28, 0xdaa66d2b
	s_add_u32 s88, s29, 0x32370b8f
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v0, s29, v0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v12, 0
	s_add_u32 s89, s28, 0x78dde6e4
	s_add_u32 s90, s29, 0xed9eba14
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_add_u32 s91, s28, 0x1715609d
	s_add_u32 s92, s29, 0xa9066899
	s_add_u32 s93, s28, 0xb54cda56
	s_add_u32 s94, s29, 0x646e171e
	s_add_u32 s95, s28, 0x5384540f
	s_add_u32 s96, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s97, s28, 0x8ff34781
	s_cmp_lg_u64 s[24:25], 0
	v_xor_b32_e32 v12, s1, v23
	s_cselect_b32 s98, -1, 0
	s_and_b32 s34, s24, 7
	v_xor_b32_e32 v13, s1, v25
	v_xor_b32_e32 v14, s1, v27
	v_xor_b32_e32 v15, s2, v1
	v_xor_b32_e32 v16, s3, v16
	v_xor_b32_e32 v17, s2, v17
	v_xor_b32_e32 v18, s3, v22
	v_xor_b32_e32 v19, s2, v19
	v_xor_b32_e32 v20, s3, v24
	v_xor_b32_e32 v21, s2, v21
	v_xor_b32_e32 v22, s3, v26
	s_and_b32 s10, s24, 0x7f8
	v_dual_mov_b32 v23, s9 :: v_dual_mov_b32 v24, 0x3004
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s36, 0x9997fa04
	s_mov_b32 s52, 0x6dc9c883
	s_mov_b32 s54, 0x54400000
	s_mov_b32 s56, 0x1a626331
	s_mov_b32 s58, 0x1a600000
	s_mov_b32 s60, 0x2e037073
	s_mov_b32 s62, 0x19cb1590
	s_mov_b32 s64, 0x16c15177
	s_mov_b32 s66, 0x5555554c
	s_mov_b32 s68, 0xbe8838d4
	s_mov_b32 s70, 0xbdb4b1c4
	s_mov_b32 s72, 0x809c52ad
	s_mov_b32 s74, 0x57b1fe7d
	s_mov_b32 s76, 0x19c161d5
	s_mov_b32 s78, 0x1110f8a6
	s_mov_b32 s80, 0x5acfd57c
	s_mov_b32 s82, 0x8a2b9ceb
	s_mov_b32 s84, 0x55555549
	s_mov_b32 s11, s35
	s_cselect_b32 s100, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s37, 0x3fd99999
	s_mov_b32 s39, 0x3fc2f112
	s_mov_b32 s41, 0x3fc74664
	s_mov_b32 s43, 0x3fd24924
	s_mov_b32 s45, 0x3fe55555
	s_mov_b32 s47, 0x3dea39ef
	s_mov_b32 s49, 0x3fe62e42
	s_mov_b32 s51, 0x401921fb
	s_mov_b32 s53, 0x3fe45f30
	s_mov_b32 s55, 0xbff921fb
	s_mov_b32 s57, 0x3dd0b461
	s_mov_b32 s59, 0xbdd0b461
	s_mov_b32 s61, 0x3ba3198a
	s_mov_b32 s63, 0x3efa01a0
	s_mov_b32 s65, 0xbf56c16c
	s_mov_b32 s67, 0x3fa55555
	s_mov_b32 s69, 0xbda8fae9
	s_mov_b32 s71, 0x3e21ee9e
	s_mov_b32 s73, 0xbe927e4f
	s_mov_b32 s75, 0x3ec71de3
	s_mov_b32 s77, 0xbf2a01a0
	s_mov_b32 s79, 0x3f811111
	s_mov_b32 s81, 0x3de5d93a
	s_mov_b32 s83, 0xbe5ae5e6
	s_mov_b32 s85, 0x3fc55555
	s_branch .LBB6_13
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v0, v7 :: v_dual_mov_b32 v1, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v25, v9 :: v_dual_mov_b32 v2, v10
.LBB6_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v10, v2 :: v_dual_mov_b32 v9, v25
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v7, v0
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_cbranch_scc1 .LBB6_118
.LBB6_13:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_66
	s_add_u32 s9, s22, s30
	s_addc_u32 s101, s23, s31
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_67
.LBB6_15:
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB6_26
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB6_27
.LBB6_17:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB6_28
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB6_20
.LBB6_19:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off offset:3072
	v_xor_b32_e32 v0, s1, v14
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v21
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v10, -v52
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_mul_f32_e32 v1, v10, v10
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v0, v10, v0
	ds_store_2addr_stride64_b32 v6, v1, v2 offset0:12 offset1:28
	ds_store_b32 v6, v0 offset:11264
.LBB6_20:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_33
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB6_32
	s_and_not1_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB6_29
	s_mov_b64 s[2:3], 0
	s_mov_b32 s102, 0
.LBB6_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s103, s102, 0x1000
	v_mov_b32_e32 v39, s102
	s_add_i32 s104, s102, 0x2000
	v_mov_b32_e32 v27, s103
	v_mov_b32_e32 v29, s104
	s_add_i32 s103, s102, 0x1008
	ds_load_2addr_b32 v[25:26], v39 offset1:1
	ds_load_2addr_b32 v[27:28], v27 offset1:1
	ds_load_2addr_b32 v[29:30], v29 offset1:1
	s_add_i32 s104, s102, 0x2008
	s_add_i32 vcc_lo, s102, 0x1010
	s_add_i32 vcc_hi, s102, 0x2010
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v0, v0, v25 :: v_dual_add_f32 v1, v1, v27
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v2, v2, v29 :: v_dual_mov_b32 v33, s103
	s_add_i32 s103, s102, 0x1018
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v28, v1, v28 :: v_dual_mov_b32 v35, s104
	v_add_f32_e32 v2, v2, v30
	ds_load_2addr_b32 v[31:32], v39 offset0:2 offset1:3
	ds_load_2addr_b32 v[33:34], v33 offset1:1
	ds_load_2addr_b32 v[35:36], v35 offset1:1
	v_mov_b32_e32 v41, vcc_lo
	s_add_i32 s104, s102, 0x2018
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s102, s102, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v28, v28, v33 :: v_dual_mov_b32 v43, vcc_hi
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v35
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v34
	ds_load_2addr_b32 v[37:38], v39 offset0:4 offset1:5
	ds_load_2addr_b32 v[39:40], v39 offset0:6 offset1:7
	ds_load_2addr_b32 v[41:42], v41 offset1:1
	ds_load_2addr_b32 v[43:44], v43 offset1:1
	v_dual_mov_b32 v25, s103 :: v_dual_add_f32 v2, v2, v36
	s_waitcnt lgkmcnt(1)
	v_dual_mov_b32 v27, s104 :: v_dual_add_f32 v28, v28, v41
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_add_f32 v2, v2, v43 :: v_dual_add_f32 v29, v0, v26
	ds_load_2addr_b32 v[0:1], v25 offset1:1
	ds_load_2addr_b32 v[25:26], v27 offset1:1
	v_add_f32_e32 v28, v28, v42
	v_dual_add_f32 v2, v2, v44 :: v_dual_add_f32 v27, v29, v31
	v_add_f32_e32 v27, v27, v32
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v25
	v_add_f32_e32 v27, v27, v37
	v_dual_add_f32 v1, v28, v1 :: v_dual_add_f32 v2, v2, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v27, v38
	v_add_f32_e32 v27, v27, v39
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v27, v40
	s_cbranch_scc1 .LBB6_24
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s102, s100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB6_30
	s_branch .LBB6_32
.LBB6_26:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off
	v_xor_b32_e32 v0, s1, v11
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v15
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v7, -v52
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_mul_f32_e32 v1, v7, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v0, v7, v0
	ds_store_2addr_stride64_b32 v6, v1, v2 offset1:16
	ds_store_b32 v6, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB6_17
.LBB6_27:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off offset:1024
	v_xor_b32_e32 v0, s1, v12
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v17
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v8, -v52
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_mul_f32_e32 v1, v8, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v0, v8, v0
	ds_store_2addr_stride64_b32 v6, v1, v2 offset0:4 offset1:20
	ds_store_b32 v6, v0 offset:9216
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB6_18
.LBB6_28:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off offset:2048
	v_xor_b32_e32 v0, s1, v13
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v19
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v9, -v52
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_mul_f32_e32 v1, v9, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v0, v9, v0
	ds_store_2addr_stride64_b32 v6, v1, v2 offset0:8 offset1:24
	ds_store_b32 v6, v0 offset:10240
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB6_19
	s_branch .LBB6_20
.LBB6_29:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB6_32
.LBB6_30:
	s_lshl_b32 s102, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB6_31:
	v_mov_b32_e32 v27, s102
	s_add_i32 s102, s102, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	ds_load_2addr_stride64_b32 v[25:26], v27 offset1:16
	ds_load_b32 v27, v27 offset:8192
	s_cmp_lg_u64 s[2:3], 0
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v0, v0, v25 :: v_dual_add_f32 v1, v1, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v27
	s_cbranch_scc1 .LBB6_31
.LBB6_32:
	ds_store_b96 v3, v[0:2] offset:12288
.LBB6_33:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB6_34:
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0)
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_87
.LBB6_35:
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB6_46
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB6_47
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB6_48
.LBB6_38:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execz .LBB6_40
.LBB6_39:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off offset:3072
	v_xor_b32_e32 v0, s1, v14
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v21
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_cvt_f32_f64_e32 v2, v[0:1]
	ds_load_2addr_b32 v[0:1], v24 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v10, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v2, v1
	v_dual_mul_f32 v0, v10, v0 :: v_dual_mul_f32 v1, v23, v1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v52, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v10, v0
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:3072
.LBB6_40:
	s_or_b32 exec_lo, exec_lo, s2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_53
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB6_52
	s_and_not1_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB6_49
	s_mov_b64 s[2:3], 0
	s_mov_b32 s102, 0
	.p2align	6
.LBB6_44:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v29, s102
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s102, s102, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[1:2], v29 offset1:1
	ds_load_2addr_b32 v[25:26], v29 offset0:2 offset1:3
	ds_load_2addr_b32 v[27:28], v29 offset0:4 offset1:5
	ds_load_2addr_b32 v[29:30], v29 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v30
	s_cbranch_scc1 .LBB6_44
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s102, s100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB6_50
	s_branch .LBB6_52
.LBB6_46:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off
	v_xor_b32_e32 v0, s1, v11
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v15
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_cvt_f32_f64_e32 v2, v[0:1]
	ds_load_2addr_b32 v[0:1], v24 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v7, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v52, v0
	v_dual_mul_f32 v1, v7, v1 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v7, v0 :: v_dual_sub_f32 v1, v2, v1
	v_mul_f32_e32 v1, v23, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB6_37
.LBB6_47:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off offset:1024
	v_xor_b32_e32 v0, s1, v12
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v17
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_cvt_f32_f64_e32 v2, v[0:1]
	ds_load_2addr_b32 v[0:1], v24 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v8, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v8, v0 :: v_dual_sub_f32 v1, v2, v1
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v52, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v23, v1 :: v_dual_mul_f32 v0, s8, v0
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB6_38
.LBB6_48:
	s_mul_i32 s1, s101, 0xcd9e8d57
	global_load_b32 v52, v[4:5], off offset:2048
	v_xor_b32_e32 v0, s1, v13
	s_mul_hi_u32 s1, s101, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s28, s1
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s3, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s3, v19
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_dual_mov_b32 v32, v3 :: v_dual_and_b32 v31, 2, v37
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v2, v26, v30, s1
	v_dual_cndmask_b32 v28, v28, v1 :: v_dual_cndmask_b32 v27, v27, v0
	v_cndmask_b32_e64 v1, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_cvt_f32_f64_e32 v2, v[0:1]
	ds_load_2addr_b32 v[0:1], v24 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v9, v0 :: v_dual_sub_f32 v1, v2, v1
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v52, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v23, v1 :: v_dual_mul_f32 v0, s8, v0
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s7
	s_cbranch_execnz .LBB6_39
	s_branch .LBB6_40
.LBB6_49:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB6_52
.LBB6_50:
	s_lshl_b32 s102, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB6_51:
	v_mov_b32_e32 v1, s102
	s_add_i32 s102, s102, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB6_51
.LBB6_52:
	ds_store_b32 v3, v0 offset:12300
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB6_54:
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_107
.LBB6_55:
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_57
	global_load_b32 v2, v3, s[18:19]
	v_add_nc_u32_e64 v0, 0x3000, 0
	ds_load_2addr_b32 v[0:1], v0 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -1.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7fffffff, v0
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v0
	v_cndmask_b32_e64 v0, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v1
	v_cndmask_b32_e64 v1, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_cvt_u32_f32_e32 v0, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v2, v0
	global_store_b32 v3, v0, s[18:19]
.LBB6_57:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v7
	s_mul_i32 s2, s101, 0xcd9e8d57
	s_mul_hi_u32 s3, s101, 0xcd9e8d57
	s_and_saveexec_b32 s101, s4
	s_cbranch_execnz .LBB6_64
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v1, v8
	s_and_saveexec_b32 s101, s5
	s_cbranch_execnz .LBB6_65
.LBB6_59:
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v25, v9
	s_and_saveexec_b32 s101, s6
	s_cbranch_execz .LBB6_61
.LBB6_60:
	v_xor_b32_e32 v2, s2, v13
	s_xor_b32 s1, s28, s3
	global_load_b32 v55, v[4:5], off offset:2048
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s102, s1, 0xd2511f53
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s102, v19
	v_xor3_b32 v28, s1, s86, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v28, 0
	v_xor_b32_e32 v2, v27, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s87, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v2, s88, v27, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v30, s90, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v27, 0
	v_xor3_b32 v2, s89, v26, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v31, s91, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v2, s92, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s94, v25
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v28
	v_xor3_b32 v26, s93, v26, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v26, s96, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s29, v25
	v_mul_lo_u32 v27, 0xcd9e8d57, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v27, v26, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[26:27], v2
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v27, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v27, 0x3fe6a09e, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[26:27], v[26:27], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[26:27], 2.0
	v_mul_f64 v[47:48], v[26:27], 0.5
	v_div_scale_f64 v[30:31], null, v[28:29], v[28:29], v[26:27]
	v_div_scale_f64 v[36:37], vcc_lo, v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[26:27], v[47:48]
	v_rcp_f64_e32 v[32:33], v[30:31]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 1.0
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[34:35], -v[30:31], v[32:33], 1.0
	v_fma_f64 v[32:33], v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[36:37], v[32:33]
	v_fma_f64 v[30:31], -v[30:31], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[30:31], v[30:31], v[32:33], v[34:35]
	v_cvt_f64_u32_e32 v[32:33], v25
	v_add_co_ci_u32_e64 v25, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[45:46], v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[28:29], v[30:31], v[28:29], v[26:27]
	v_add_f64 v[32:33], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[45:46], v[45:46], 32
	v_mul_f64 v[30:31], v[28:29], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	v_mul_f64 v[34:35], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[32:33], s[50:51]
	v_mul_f64 v[36:37], v[34:35], s[38:39]
	v_mul_f64 v[38:39], v[34:35], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[32:33], s[52:53]
	v_add_f64 v[36:37], v[36:37], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[24:25]
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[38:39], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], 0xc3380000, v[40:41]
	v_add_f64 v[36:37], v[36:37], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[36:37]
	v_mul_f64 v[43:44], v[41:42], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], v[36:37]
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[32:33], v[43:44]
	v_cvt_f64_u32_e32 v[43:44], v2
	v_add_f64 v[36:37], v[36:37], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[45:46], v[43:44]
	v_mul_f64 v[30:31], v[30:31], v[36:37]
	v_mul_f64 v[36:37], v[41:42], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[43:44], s[46:47]
	v_add_f64 v[30:31], v[34:35], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[38:39], v[36:37]
	v_add_f64 v[30:31], v[47:48], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[38:39], -v[34:35]
	v_mul_f64 v[28:29], v[28:29], v[30:31]
	v_mul_f64 v[30:31], v[41:42], s[56:57]
	v_mul_f64 v[41:42], v[41:42], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[45:46], v[36:37]
	v_add_f64 v[28:29], v[49:50], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[38:39], -v[30:31]
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	v_mov_b32_e32 v42, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[28:29], -v[47:48]
	v_lshrrev_b32_e32 v2, 20, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0x7ff, v2
	v_bfe_u32 v2, v33, 20, 11
	v_add_nc_u32_e32 v41, 16, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[41:42], v[2:3]
	v_dual_cndmask_b32 v31, v31, v37 :: v_dual_cndmask_b32 v30, v30, v36
	v_mul_f64 v[36:37], v[43:44], s[48:49]
	v_dual_cndmask_b32 v33, v39, v35 :: v_dual_cndmask_b32 v32, v38, v34
	v_add_f64 v[34:35], v[32:33], -v[30:31]
	v_add_f64 v[25:26], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[34:35], v[34:35]
	v_add_f64 v[32:33], v[32:33], -v[34:35]
	v_add_f64 v[25:26], v[36:37], v[25:26]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[36:37], v[27:28], s[74:75]
	v_mul_f64 v[38:39], v[27:28], s[62:63]
	v_mul_f64 v[41:42], v[27:28], s[68:69]
	v_mul_f64 v[43:44], v[27:28], s[80:81]
	v_mul_f64 v[45:46], v[27:28], v[27:28]
	v_add_f64 v[29:30], v[32:33], -v[30:31]
	v_mul_f64 v[51:52], v[27:28], 0.5
	v_mul_f64 v[25:26], v[25:26], -2.0
	v_add_f64 v[36:37], v[36:37], s[76:77]
	v_add_f64 v[38:39], v[38:39], s[64:65]
	v_add_f64 v[41:42], v[41:42], s[70:71]
	v_add_f64 v[43:44], v[43:44], s[82:83]
	v_mul_f64 v[47:48], v[27:28], v[45:46]
	v_mul_f64 v[31:32], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[34:35], v[27:28]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_add_f64 v[53:54], -v[51:52], 1.0
	v_mul_f64 v[36:37], v[27:28], v[36:37]
	v_mul_f64 v[38:39], v[27:28], v[38:39]
	v_mul_f64 v[41:42], v[27:28], v[41:42]
	v_mul_f64 v[43:44], v[47:48], v[43:44]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_add_f64 v[38:39], v[38:39], s[66:67]
	v_add_f64 v[41:42], v[41:42], s[72:73]
	v_rsq_f64_e32 v[49:50], v[25:26]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_mul_f64 v[38:39], v[27:28], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[41:42]
	v_mul_f64 v[41:42], v[29:30], 0.5
	v_mul_f64 v[47:48], v[25:26], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[36:37], v[45:46], v[36:37]
	v_add_f64 v[31:32], v[38:39], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], -v[49:50], v[47:48], 0.5
	v_add_f64 v[36:37], v[41:42], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_fma_f64 v[47:48], v[47:48], v[43:44], v[47:48]
	v_fma_f64 v[38:39], v[49:50], v[43:44], v[49:50]
	v_mul_f64 v[43:44], v[34:35], v[29:30]
	v_add_f64 v[49:50], -v[53:54], 1.0
	v_mul_f64 v[27:28], v[27:28], v[36:37]
	v_fma_f64 v[41:42], -v[47:48], v[47:48], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[31:32], -v[43:44]
	v_mul_f64 v[43:44], v[45:46], s[84:85]
	v_add_f64 v[27:28], v[27:28], -v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], v[41:42], v[38:39], v[47:48]
	v_add_f64 v[41:42], v[49:50], -v[51:52]
	v_add_f64 v[27:28], v[27:28], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[36:37], v[36:37], v[25:26]
	v_add_f64 v[31:32], v[41:42], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], -v[27:28]
	v_mov_b32_e32 v34, v3
	v_fma_f64 v[29:30], v[29:30], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[53:54], v[31:32]
	v_ldexp_f64 v[29:30], v[29:30], v2
	v_and_b32_e32 v33, 2, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v35, 0x80000000, v32
	v_and_b32_e32 v2, 1, v40
	v_cndmask_b32_e32 v26, v30, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[33:34]
	v_xor_b32_e32 v33, 0x80000000, v28
	v_cndmask_b32_e32 v25, v29, v25, vcc_lo
	v_cndmask_b32_e64 v32, v35, v32, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v28, v28, v33, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v28, v28, v32, s1
	v_cndmask_b32_e64 v27, v27, v31, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[25:26]
	ds_load_b32 v2, v3 offset:12300
	ds_load_2addr_b32 v[27:28], v24 offset1:1
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v29, 0x4f800000, v2 :: v_dual_mul_f32 v28, v9, v28
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v29, v2, v29, vcc_lo
	v_cvt_f32_f64_e32 v25, v[25:26]
	v_sqrt_f32_e32 v26, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v30, -1, v26
	v_add_nc_u32_e32 v31, 1, v26
	v_xor_b32_e32 v32, 0x80000000, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v31
	v_fma_f32 v32, v32, v26, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v33, v26, v29
	v_cmp_ge_f32_e64 s1, 0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v26, v26, v30, s1
	v_cmp_lt_f32_e64 s1, 0, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_dual_sub_f32 v25, v25, v28 :: v_dual_mul_f32 v30, 0x37800000, v26
	v_mul_f32_e32 v27, v9, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v25, v23, v25 :: v_dual_cndmask_b32 v26, v26, v30
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v27, -v55, v27
	v_cmp_class_f32_e64 vcc_lo, v29, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v27, s8, v27 :: v_dual_cndmask_b32 v26, v26, v29
	v_sub_f32_e32 v27, v9, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, v27, v25
	v_div_scale_f32 v27, null, v26, v26, v25
	v_div_scale_f32 v30, vcc_lo, v25, v26, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v27
	v_fma_f32 v29, -v27, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v29, v28
	v_mul_f32_e32 v29, v30, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v27, v29, v30
	v_fmac_f32_e32 v29, v31, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v27, v29, v30
	v_div_fmas_f32 v27, v27, v28, v29
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v25, v27, v26, v25
	v_cndmask_b32_e32 v2, v25, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v25, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v25
	v_cndmask_b32_e32 v25, 0x7fc00000, v2, vcc_lo
.LBB6_61:
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v2, v10
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s101, exec_lo, s1
	s_cbranch_execz .LBB6_63
	v_xor_b32_e32 v2, s2, v14
	s_xor_b32 s1, s28, s3
	global_load_b32 v56, v[4:5], off offset:3072
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s2, v21
	v_xor3_b32 v29, s1, s86, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v29, 0
	v_xor_b32_e32 v2, v28, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v30, v30, s87, v27
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v30, 0
	v_xor3_b32 v2, s88, v28, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v31, s90, v27
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v2, s89, v27, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v32, s91, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v28, 0
	v_xor3_b32 v2, s92, v27, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s94, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v29
	v_xor3_b32 v27, s93, v27, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v27, s96, v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s29, v26
	v_mul_lo_u32 v28, 0xcd9e8d57, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v28, v27, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[27:28], v2
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v28, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[27:28], v[27:28], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[27:28], 2.0
	v_mul_f64 v[48:49], v[27:28], 0.5
	v_div_scale_f64 v[31:32], null, v[29:30], v[29:30], v[27:28]
	v_div_scale_f64 v[37:38], vcc_lo, v[27:28], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[27:28], v[48:49]
	v_rcp_f64_e32 v[33:34], v[31:32]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[35:36], -v[31:32], v[33:34], 1.0
	v_fma_f64 v[33:34], v[33:34], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[35:36], -v[31:32], v[33:34], 1.0
	v_fma_f64 v[33:34], v[33:34], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[37:38], v[33:34]
	v_fma_f64 v[31:32], -v[31:32], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[31:32], v[31:32], v[33:34], v[35:36]
	v_cvt_f64_u32_e32 v[33:34], v26
	v_add_co_ci_u32_e64 v26, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[46:47], v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[29:30], v[31:32], v[29:30], v[27:28]
	v_add_f64 v[33:34], v[33:34], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[46:47], v[46:47], 32
	v_mul_f64 v[31:32], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[33:34], v[33:34], 0xffffffe0
	v_mul_f64 v[35:36], v[31:32], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[33:34], s[50:51]
	v_mul_f64 v[37:38], v[35:36], s[38:39]
	v_mul_f64 v[39:40], v[35:36], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[33:34], s[52:53]
	v_add_f64 v[37:38], v[37:38], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], s[24:25]
	v_add_f64 v[41:42], 0x43380000, v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], 0xc3380000, v[41:42]
	v_add_f64 v[37:38], v[37:38], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], s[36:37]
	v_mul_f64 v[44:45], v[42:43], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	v_mul_f64 v[35:36], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[33:34], v[44:45]
	v_cvt_f64_u32_e32 v[44:45], v2
	v_add_f64 v[37:38], v[37:38], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[46:47], v[44:45]
	v_mul_f64 v[31:32], v[31:32], v[37:38]
	v_mul_f64 v[37:38], v[42:43], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[44:45], s[46:47]
	v_add_f64 v[31:32], v[35:36], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[39:40], v[37:38]
	v_add_f64 v[31:32], v[48:49], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[39:40], -v[35:36]
	v_mul_f64 v[29:30], v[29:30], v[31:32]
	v_mul_f64 v[31:32], v[42:43], s[56:57]
	v_mul_f64 v[42:43], v[42:43], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[46:47], v[37:38]
	v_add_f64 v[29:30], v[50:51], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[39:40], -v[31:32]
	v_add_f64 v[37:38], v[42:43], -v[37:38]
	v_mov_b32_e32 v43, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[48:49]
	v_lshrrev_b32_e32 v2, 20, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v26, 0x7ff, v2
	v_bfe_u32 v2, v34, 20, 11
	v_add_nc_u32_e32 v42, 16, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[42:43], v[2:3]
	v_dual_cndmask_b32 v32, v32, v38 :: v_dual_cndmask_b32 v31, v31, v37
	v_mul_f64 v[37:38], v[44:45], s[48:49]
	v_dual_cndmask_b32 v34, v40, v36 :: v_dual_cndmask_b32 v33, v39, v35
	v_add_f64 v[35:36], v[33:34], -v[31:32]
	v_add_f64 v[26:27], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[35:36], v[35:36]
	v_add_f64 v[33:34], v[33:34], -v[35:36]
	v_add_f64 v[26:27], v[37:38], v[26:27]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[37:38], v[28:29], s[74:75]
	v_mul_f64 v[39:40], v[28:29], s[62:63]
	v_mul_f64 v[42:43], v[28:29], s[68:69]
	v_mul_f64 v[44:45], v[28:29], s[80:81]
	v_mul_f64 v[46:47], v[28:29], v[28:29]
	v_add_f64 v[30:31], v[33:34], -v[31:32]
	v_mul_f64 v[52:53], v[28:29], 0.5
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_and_b32_e32 v34, 2, v41
	v_add_f64 v[37:38], v[37:38], s[76:77]
	v_add_f64 v[39:40], v[39:40], s[64:65]
	v_add_f64 v[42:43], v[42:43], s[70:71]
	v_add_f64 v[44:45], v[44:45], s[82:83]
	v_mul_f64 v[48:49], v[28:29], v[46:47]
	v_mul_f64 v[32:33], v[46:47], v[46:47]
	v_mul_f64 v[46:47], v[35:36], v[28:29]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_add_f64 v[54:55], -v[52:53], 1.0
	v_mul_f64 v[37:38], v[28:29], v[37:38]
	v_mul_f64 v[39:40], v[28:29], v[39:40]
	v_mul_f64 v[42:43], v[28:29], v[42:43]
	v_mul_f64 v[44:45], v[48:49], v[44:45]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[37:38], v[37:38], s[78:79]
	v_add_f64 v[39:40], v[39:40], s[66:67]
	v_add_f64 v[42:43], v[42:43], s[72:73]
	v_rsq_f64_e32 v[50:51], v[26:27]
	v_cmp_class_f64_e64 vcc_lo, v[26:27], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[44:45], v[37:38]
	v_mul_f64 v[39:40], v[28:29], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[32:33], v[32:33], v[42:43]
	v_mul_f64 v[42:43], v[30:31], 0.5
	v_mul_f64 v[48:49], v[26:27], v[50:51]
	v_mul_f64 v[50:51], v[50:51], 0.5
	v_mul_f64 v[37:38], v[46:47], v[37:38]
	v_add_f64 v[32:33], v[39:40], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[44:45], -v[50:51], v[48:49], 0.5
	v_add_f64 v[37:38], v[42:43], -v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[48:49], v[48:49], v[44:45], v[48:49]
	v_fma_f64 v[39:40], v[50:51], v[44:45], v[50:51]
	v_mul_f64 v[44:45], v[35:36], v[30:31]
	v_add_f64 v[50:51], -v[54:55], 1.0
	v_mul_f64 v[28:29], v[28:29], v[37:38]
	v_fma_f64 v[42:43], -v[48:49], v[48:49], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[32:33], -v[44:45]
	v_mul_f64 v[44:45], v[46:47], s[84:85]
	v_add_f64 v[28:29], v[28:29], -v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[37:38], v[42:43], v[39:40], v[48:49]
	v_add_f64 v[42:43], v[50:51], -v[52:53]
	v_add_f64 v[28:29], v[28:29], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[30:31], -v[37:38], v[37:38], v[26:27]
	v_add_f64 v[32:33], v[42:43], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[28:29], v[35:36], -v[28:29]
	v_mov_b32_e32 v35, v3
	v_cmp_eq_u64_e64 s1, 0, v[34:35]
	v_fma_f64 v[30:31], v[30:31], v[39:40], v[37:38]
	v_add_f64 v[32:33], v[54:55], v[32:33]
	v_xor_b32_e32 v34, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v29, v29, v34, s1
	v_ldexp_f64 v[30:31], v[30:31], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v36, 0x80000000, v33
	v_and_b32_e32 v2, 1, v41
	v_cndmask_b32_e64 v33, v36, v33, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v29, v29, v33, s1
	v_cndmask_b32_e64 v28, v28, v32, s1
	v_dual_cndmask_b32 v27, v31, v27 :: v_dual_cndmask_b32 v26, v30, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	ds_load_b32 v2, v3 offset:12300
	ds_load_2addr_b32 v[28:29], v24 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v30, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v28, v10, v28
	v_mul_f32_e32 v29, v10, v29
	v_cndmask_b32_e32 v30, v2, v30, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v28, -v56, v28
	v_mul_f32_e32 v28, s8, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_sub_f32_e32 v28, v10, v28
	v_cvt_f32_f64_e32 v26, v[26:27]
	v_sqrt_f32_e32 v27, v30
	v_add_nc_u32_e32 v31, -1, v27
	v_add_nc_u32_e32 v32, 1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v31
	v_xor_b32_e32 v34, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v33, v27, v30
	v_fma_f32 v34, v34, v27, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v33
	v_cndmask_b32_e64 v27, v27, v31, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v34
	v_cndmask_b32_e64 v27, v27, v32, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v26, v26, v29 :: v_dual_mul_f32 v31, 0x37800000, v27
	v_mul_f32_e32 v26, v23, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v27, v27, v31, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v30, 0x260
	v_add_f32_e32 v26, v28, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v27, v27, v30, vcc_lo
	v_div_scale_f32 v28, null, v27, v27, v26
	v_div_scale_f32 v31, vcc_lo, v26, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v29, v28
	v_fma_f32 v30, -v28, v29, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v30, v29
	v_mul_f32_e32 v30, v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v32, -v28, v30, v31
	v_fmac_f32_e32 v30, v32, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v28, v30, v31
	v_div_fmas_f32 v28, v28, v29, v30
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v26, v28, v27, v26
	v_cndmask_b32_e32 v2, v26, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB6_63:
	s_or_b32 exec_lo, exec_lo, s101
	s_branch .LBB6_12
.LBB6_64:
	v_xor_b32_e32 v0, s2, v11
	s_xor_b32 s1, s28, s3
	global_load_b32 v52, v[4:5], off
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s102, s1, 0xd2511f53
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s102, v15
	v_xor3_b32 v25, s1, s86, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v2, v2, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s88, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s90, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s89, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, s91, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s92, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v29, s94, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s93, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s95, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s96, v1, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s29, v0
	v_mul_lo_u32 v2, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v1, v2, v1, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0xfffff, v40
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[1:2], -1.0
	v_add_f64 v[1:2], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[27:28], null, v[1:2], v[1:2], v[25:26]
	v_div_scale_f64 v[33:34], vcc_lo, v[25:26], v[1:2], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v0
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[42:43], v42
	v_div_fixup_f64 v[1:2], v[27:28], v[1:2], v[25:26]
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[1:2], v[1:2]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_mul_f64 v[37:38], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[35:36], v[35:36], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[0:1], v[1:2], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[0:1], v[46:47], v[0:1]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[0:1], v[0:1], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v43
	v_and_b32_e32 v29, 0x7ff, v2
	v_bfe_u32 v2, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v29
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[0:1], v[25:26], v[0:1]
	v_mul_f64 v[25:26], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[33:34], v[0:1]
	v_mul_f64 v[33:34], v[25:26], s[74:75]
	v_mul_f64 v[35:36], v[25:26], s[62:63]
	v_mul_f64 v[38:39], v[25:26], s[68:69]
	v_mul_f64 v[40:41], v[25:26], s[80:81]
	v_mul_f64 v[42:43], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[25:26], 0.5
	v_mul_f64 v[0:1], v[0:1], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[44:45], v[25:26], v[42:43]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[0:1]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[0:1]
	v_cmp_class_f64_e64 vcc_lo, v[0:1], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[27:28], 0.5
	v_mul_f64 v[44:45], v[0:1], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[27:28]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[25:26], v[25:26], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[25:26], v[25:26], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[0:1]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[31:32], -v[25:26]
	v_and_b32_e32 v31, 2, v37
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_ldexp_f64 v[27:28], v[27:28], v2
	v_mov_b32_e32 v32, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e32 v1, v28, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_xor_b32_e32 v31, 0x80000000, v26
	v_cndmask_b32_e32 v0, v27, v0, vcc_lo
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v26, v26, v30, s1
	v_cndmask_b32_e64 v25, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[0:1], v[25:26], v[0:1]
	ds_load_b32 v2, v3 offset:12300
	ds_load_2addr_b32 v[25:26], v24 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v27, 0x4f800000, v2
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v26, v7, v26 :: v_dual_cndmask_b32 v27, v2, v27
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_sqrt_f32_e32 v1, v27
	v_mul_f32_e32 v25, v7, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v28, -1, v1
	v_add_nc_u32_e32 v29, 1, v1
	v_xor_b32_e32 v30, 0x80000000, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v31, 0x80000000, v29
	v_fma_f32 v30, v30, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v31, v31, v1, v27
	v_cmp_ge_f32_e64 s1, 0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, v28, s1
	v_cmp_lt_f32_e64 s1, 0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, v29, s1
	v_sub_f32_e32 v0, v0, v26
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v25, -v52, v25
	v_mul_f32_e32 v28, 0x37800000, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v0, v23, v0 :: v_dual_mul_f32 v25, s8, v25
	v_cndmask_b32_e32 v1, v1, v28, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v27, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v25, v7, v25
	v_cndmask_b32_e32 v1, v1, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v25, v0
	v_div_scale_f32 v25, null, v1, v1, v0
	v_div_scale_f32 v28, vcc_lo, v0, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v25, v27, v28
	v_fmac_f32_e32 v27, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v27, v28
	v_div_fmas_f32 v25, v25, v26, v27
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v25, v1, v0
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v1, v8
	s_and_saveexec_b32 s101, s5
	s_cbranch_execz .LBB6_59
.LBB6_65:
	v_xor_b32_e32 v1, s2, v12
	s_xor_b32 s1, s28, s3
	global_load_b32 v52, v[4:5], off offset:1024
	s_xor_b32 s1, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mul_hi_u32 s102, s1, 0xd2511f53
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v25, s102, v17
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v2, s1, s86, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v2, 0
	v_xor_b32_e32 v2, v26, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v28, s87, v25
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v28, 0
	v_xor3_b32 v1, s88, v26, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s90, v25
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v2, s89, v2, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s91, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v2, s92, v2, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s94, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v27, 0xcd9e8d57, v27
	v_xor3_b32 v2, s93, v2, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v27, s95, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v25, 0xd2511f53, v25
	v_xor3_b32 v2, s96, v2, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v25, s29, v1
	v_mul_lo_u32 v25, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v2, v25, v2, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[25:26], v2
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_add_nc_u32_e32 v40, 0x95f62, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xfffff, v40
	v_lshrrev_b32_e32 v42, 20, v40
	v_add_nc_u32_e32 v26, 0x3fe6a09e, v2
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v46, s1, 0xfffffc01, v42
	v_add_co_ci_u32_e64 v42, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], -1.0
	v_cvt_f64_i32_e32 v[42:43], v42
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[25:26], 2.0
	v_mul_f64 v[44:45], v[25:26], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_div_scale_f64 v[29:30], null, v[27:28], v[27:28], v[25:26]
	v_div_scale_f64 v[35:36], vcc_lo, v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[44:45], v[25:26], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[1:2], v[1:2], s[50:51]
	v_rcp_f64_e32 v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[37:38], v[1:2], s[52:53]
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[38:39], s[54:55]
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[35:36], v[31:32]
	v_fma_f64 v[29:30], -v[29:30], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[29:30], v[29:30], v[31:32], v[33:34]
	v_div_fixup_f64 v[27:28], v[29:30], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[27:28], v[27:28]
	v_mul_f64 v[31:32], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[31:32], s[38:39]
	v_mul_f64 v[35:36], v[31:32], s[20:21]
	v_add_f64 v[33:34], v[33:34], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[24:25]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[33:34], v[33:34], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], s[36:37]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[1:2], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v46
	v_bfe_u32 v2, v2, 20, 11
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[29:30], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[58:59]
	v_mul_f64 v[46:47], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[44:45], v[29:30]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[27:28], v[27:28], v[29:30]
	v_mul_f64 v[29:30], v[38:39], s[56:57]
	v_mul_f64 v[38:39], v[38:39], s[60:61]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[46:47], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_mov_b32_e32 v39, v3
	v_add_f64 v[27:28], v[27:28], -v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v1, 20, v43
	v_and_b32_e32 v1, 0x7ff, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v1
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[2:3]
	v_dual_cndmask_b32 v30, v30, v34 :: v_dual_cndmask_b32 v29, v29, v33
	v_mul_f64 v[33:34], v[40:41], s[48:49]
	v_dual_cndmask_b32 v2, v36, v32 :: v_dual_cndmask_b32 v1, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[1:2], -v[29:30]
	v_add_f64 v[25:26], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[31:32], v[31:32]
	v_add_f64 v[1:2], v[1:2], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[33:34], v[25:26]
	v_mul_f64 v[33:34], v[27:28], s[74:75]
	v_mul_f64 v[35:36], v[27:28], s[62:63]
	v_mul_f64 v[38:39], v[27:28], s[68:69]
	v_mul_f64 v[40:41], v[27:28], s[80:81]
	v_mul_f64 v[42:43], v[27:28], v[27:28]
	v_add_f64 v[1:2], v[1:2], -v[29:30]
	v_mul_f64 v[48:49], v[27:28], 0.5
	v_mul_f64 v[25:26], v[25:26], -2.0
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[35:36], v[35:36], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[82:83]
	v_mul_f64 v[29:30], v[42:43], v[42:43]
	v_add_f64 v[50:51], -v[48:49], 1.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_mul_f64 v[33:34], v[27:28], v[33:34]
	v_mul_f64 v[35:36], v[27:28], v[35:36]
	v_mul_f64 v[38:39], v[27:28], v[38:39]
	v_cndmask_b32_e64 v44, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[25:26], v44
	v_mul_f64 v[44:45], v[27:28], v[42:43]
	v_mul_f64 v[42:43], v[31:32], v[27:28]
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_rsq_f64_e32 v[46:47], v[25:26]
	v_mul_f64 v[40:41], v[44:45], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[27:28], v[35:36]
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_mul_f64 v[38:39], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_mul_f64 v[44:45], v[25:26], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_add_f64 v[29:30], v[35:36], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[42:43], v[33:34]
	v_fma_f64 v[40:41], -v[46:47], v[44:45], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[44:45], v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[35:36], v[46:47], v[40:41], v[46:47]
	v_mul_f64 v[40:41], v[31:32], v[1:2]
	v_add_f64 v[46:47], -v[50:51], 1.0
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[40:41]
	v_mul_f64 v[40:41], v[42:43], s[84:85]
	v_add_f64 v[1:2], v[27:28], -v[1:2]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], v[38:39], v[35:36], v[44:45]
	v_add_f64 v[38:39], v[46:47], -v[48:49]
	v_add_f64 v[1:2], v[1:2], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[25:26]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[31:32], -v[1:2]
	v_cndmask_b32_e64 v1, 0, 0xffffff80, vcc_lo
	v_fma_f64 v[27:28], v[27:28], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[50:51], v[29:30]
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	v_mov_b32_e32 v2, v3
	v_ldexp_f64 v[27:28], v[27:28], v1
	v_and_b32_e32 v1, 2, v37
	v_xor_b32_e32 v33, 0x80000000, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[1:2]
	v_xor_b32_e32 v1, 0x80000000, v32
	v_and_b32_e32 v2, 1, v37
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v32, v1, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v1, v30, s1
	v_cndmask_b32_e64 v1, v31, v29, s1
	v_dual_cndmask_b32 v26, v28, v26 :: v_dual_cndmask_b32 v25, v27, v25
	v_mul_f64 v[1:2], v[1:2], v[25:26]
	ds_load_b32 v27, v3 offset:12300
	ds_load_2addr_b32 v[25:26], v24 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v28, 0x4f800000, v27
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v27
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, v8, v25
	v_mul_f32_e32 v26, v8, v26
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v25, -v52, v25
	v_dual_cndmask_b32 v28, v27, v28 :: v_dual_mul_f32 v25, s8, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v25, v8, v25
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_sqrt_f32_e32 v2, v28
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v29, -1, v2
	v_add_nc_u32_e32 v30, 1, v2
	v_xor_b32_e32 v31, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, 0x80000000, v30
	v_fma_f32 v31, v31, v2, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v32, v32, v2, v28
	v_cmp_ge_f32_e64 s1, 0, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, v2, v29, s1
	v_cmp_lt_f32_e64 s1, 0, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v30, s1
	v_sub_f32_e32 v1, v1, v26
	v_mul_f32_e32 v29, 0x37800000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v1, v23, v1
	v_cndmask_b32_e32 v2, v2, v29, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v28, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v25, v1 :: v_dual_cndmask_b32 v2, v2, v28
	v_div_scale_f32 v25, null, v2, v2, v1
	v_div_scale_f32 v29, vcc_lo, v1, v2, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v28, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v28, v26
	v_mul_f32_e32 v28, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v25, v28, v29
	v_fmac_f32_e32 v28, v30, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v28, v29
	v_div_fmas_f32 v25, v25, v26, v28
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v25, v2, v1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v2
	v_cndmask_b32_e32 v1, 0x7fc00000, v1, vcc_lo
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v25, v9
	s_and_saveexec_b32 s101, s6
	s_cbranch_execnz .LBB6_60
	s_branch .LBB6_61
.LBB6_66:
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
	v_sqrt_f32_e32 v1, v0
	v_add_nc_u32_e32 v2, -1, v1
	v_add_nc_u32_e32 v23, 1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v2
	v_xor_b32_e32 v26, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, v25, v1, v0
	v_fma_f32 v26, v26, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v25
	v_cndmask_b32_e64 v1, v1, v2, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v26
	v_cndmask_b32_e64 v1, v1, v23, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x37800000, v1
	v_cndmask_b32_e64 v1, v1, v2, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v1, v0, s1
	v_cndmask_b32_e32 v23, 0, v0, vcc_lo
	s_add_u32 s9, s22, s30
	s_addc_u32 s101, s23, s31
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccz .LBB6_15
.LBB6_67:
	s_cbranch_execz .LBB6_34
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_79
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_80
.LBB6_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_81
.LBB6_71:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB6_73
.LBB6_72:
	global_load_b32 v0, v[4:5], off offset:3072
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v10, v10
	v_mul_f32_e32 v2, 0, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v10, -v0
	ds_store_2addr_stride64_b32 v6, v1, v0 offset0:12 offset1:28
	ds_store_b32 v6, v2 offset:11264
.LBB6_73:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_86
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB6_85
	s_and_not1_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB6_82
	s_mov_b64 s[2:3], 0
	s_mov_b32 s102, 0
.LBB6_77:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s103, s102, 0x1000
	v_mov_b32_e32 v39, s102
	s_add_i32 s104, s102, 0x2000
	v_mov_b32_e32 v27, s103
	v_mov_b32_e32 v29, s104
	s_add_i32 s103, s102, 0x1008
	ds_load_2addr_b32 v[25:26], v39 offset1:1
	ds_load_2addr_b32 v[27:28], v27 offset1:1
	ds_load_2addr_b32 v[29:30], v29 offset1:1
	s_add_i32 s104, s102, 0x2008
	s_add_i32 vcc_lo, s102, 0x1010
	s_add_i32 vcc_hi, s102, 0x2010
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v0, v0, v25 :: v_dual_add_f32 v1, v1, v27
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v2, v2, v29 :: v_dual_mov_b32 v33, s103
	s_add_i32 s103, s102, 0x1018
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v28, v1, v28 :: v_dual_mov_b32 v35, s104
	v_add_f32_e32 v2, v2, v30
	ds_load_2addr_b32 v[31:32], v39 offset0:2 offset1:3
	ds_load_2addr_b32 v[33:34], v33 offset1:1
	ds_load_2addr_b32 v[35:36], v35 offset1:1
	v_mov_b32_e32 v41, vcc_lo
	s_add_i32 s104, s102, 0x2018
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s102, s102, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v28, v28, v33 :: v_dual_mov_b32 v43, vcc_hi
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v35
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v34
	ds_load_2addr_b32 v[37:38], v39 offset0:4 offset1:5
	ds_load_2addr_b32 v[39:40], v39 offset0:6 offset1:7
	ds_load_2addr_b32 v[41:42], v41 offset1:1
	ds_load_2addr_b32 v[43:44], v43 offset1:1
	v_dual_mov_b32 v25, s103 :: v_dual_add_f32 v2, v2, v36
	s_waitcnt lgkmcnt(1)
	v_dual_mov_b32 v27, s104 :: v_dual_add_f32 v28, v28, v41
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_add_f32 v2, v2, v43 :: v_dual_add_f32 v29, v0, v26
	ds_load_2addr_b32 v[0:1], v25 offset1:1
	ds_load_2addr_b32 v[25:26], v27 offset1:1
	v_add_f32_e32 v28, v28, v42
	v_dual_add_f32 v2, v2, v44 :: v_dual_add_f32 v27, v29, v31
	v_add_f32_e32 v27, v27, v32
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v28, v28, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v25
	v_add_f32_e32 v27, v27, v37
	v_dual_add_f32 v1, v28, v1 :: v_dual_add_f32 v2, v2, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v27, v38
	v_add_f32_e32 v27, v27, v39
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v27, v40
	s_cbranch_scc1 .LBB6_77
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s102, s100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB6_83
	s_branch .LBB6_85
.LBB6_79:
	global_load_b32 v0, v[4:5], off
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v7, v7
	v_mul_f32_e32 v2, 0, v7
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v7, -v0
	ds_store_2addr_stride64_b32 v6, v1, v0 offset1:16
	ds_store_b32 v6, v2 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_70
.LBB6_80:
	global_load_b32 v0, v[4:5], off offset:1024
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v8, v8
	v_mul_f32_e32 v2, 0, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v8, -v0
	ds_store_2addr_stride64_b32 v6, v1, v0 offset0:4 offset1:20
	ds_store_b32 v6, v2 offset:9216
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB6_71
.LBB6_81:
	global_load_b32 v0, v[4:5], off offset:2048
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v9, v9
	v_mul_f32_e32 v2, 0, v9
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v9, -v0
	ds_store_2addr_stride64_b32 v6, v1, v0 offset0:8 offset1:24
	ds_store_b32 v6, v2 offset:10240
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB6_72
	s_branch .LBB6_73
.LBB6_82:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB6_85
.LBB6_83:
	s_lshl_b32 s102, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB6_84:
	v_mov_b32_e32 v27, s102
	s_add_i32 s102, s102, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	ds_load_2addr_stride64_b32 v[25:26], v27 offset1:16
	ds_load_b32 v27, v27 offset:8192
	s_cmp_lg_u64 s[2:3], 0
	s_waitcnt lgkmcnt(1)
	v_dual_add_f32 v0, v0, v25 :: v_dual_add_f32 v1, v1, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v27
	s_cbranch_scc1 .LBB6_84
.LBB6_85:
	ds_store_b96 v3, v[0:2] offset:12288
.LBB6_86:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_35
.LBB6_87:
	s_cbranch_execz .LBB6_54
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_99
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_100
.LBB6_90:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_101
.LBB6_91:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB6_93
.LBB6_92:
	global_load_b32 v0, v[4:5], off offset:3072
	ds_load_b32 v1, v3 offset:12292
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v10, v1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v1
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v10, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:3072
.LBB6_93:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_106
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB6_105
	s_and_not1_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB6_102
	s_mov_b64 s[2:3], 0
	s_mov_b32 s102, 0
	.p2align	6
.LBB6_97:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v29, s102
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s102, s102, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[1:2], v29 offset1:1
	ds_load_2addr_b32 v[25:26], v29 offset0:2 offset1:3
	ds_load_2addr_b32 v[27:28], v29 offset0:4 offset1:5
	ds_load_2addr_b32 v[29:30], v29 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v30
	s_cbranch_scc1 .LBB6_97
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s102, s100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB6_103
	s_branch .LBB6_105
.LBB6_99:
	global_load_b32 v0, v[4:5], off
	ds_load_b32 v1, v3 offset:12292
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v7, v1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v1
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v7, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_90
.LBB6_100:
	global_load_b32 v0, v[4:5], off offset:1024
	ds_load_b32 v1, v3 offset:12292
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v8, v1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v1
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB6_91
.LBB6_101:
	global_load_b32 v0, v[4:5], off offset:2048
	ds_load_b32 v1, v3 offset:12292
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v9, v1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v0, -v0, v1
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v9, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB6_92
	s_branch .LBB6_93
.LBB6_102:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB6_105
.LBB6_103:
	s_lshl_b32 s102, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB6_104:
	v_mov_b32_e32 v1, s102
	s_add_i32 s102, s102, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB6_104
.LBB6_105:
	ds_store_b32 v3, v0 offset:12300
.LBB6_106:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_55
.LBB6_107:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB6_113
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execnz .LBB6_114
.LBB6_110:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execnz .LBB6_115
.LBB6_111:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execnz .LBB6_116
.LBB6_112:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_117
.LBB6_113:
	global_load_b32 v2, v3, s[18:19]
	v_add_nc_u32_e64 v0, 0x3000, 0
	ds_load_2addr_b32 v[0:1], v0 offset1:3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -1.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7fffffff, v0
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v0
	v_cndmask_b32_e64 v0, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v1
	v_cndmask_b32_e64 v1, 0, 2.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_cvt_u32_f32_e32 v0, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v2, v0
	global_store_b32 v3, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s2, s4
	s_cbranch_execz .LBB6_110
.LBB6_114:
	global_load_b32 v2, v[4:5], off
	v_add_nc_u32_e64 v0, 0x3000, 0
	ds_load_2addr_b32 v[0:1], v0 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v7, v0 :: v_dual_cndmask_b32 v25, v1, v25
	v_sqrt_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 1, v26
	v_xor_b32_e32 v30, 0x80000000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v30, v26, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v2, v0
	v_dual_mul_f32 v0, s8, v0 :: v_dual_add_nc_u32 v27, -1, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v29, 0x80000000, v27
	v_sub_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, v29, v26, v25
	v_cmp_ge_f32_e64 s1, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v27, s1
	v_cmp_lt_f32_e64 s1, 0, v30
	v_cndmask_b32_e64 v26, v26, v28, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x37800000, v26
	v_cndmask_b32_e32 v2, v26, v27, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v25, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v2, v25, vcc_lo
	v_div_scale_f32 v25, null, v2, v2, v0
	v_div_scale_f32 v28, vcc_lo, v0, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v25, v27, v28
	v_fmac_f32_e32 v27, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v27, v28
	v_div_fmas_f32 v25, v25, v26, v27
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v25, v2, v0
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v7, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s5
	s_cbranch_execz .LBB6_111
.LBB6_115:
	global_load_b32 v2, v[4:5], off offset:1024
	v_add_nc_u32_e64 v0, 0x3000, 0
	ds_load_2addr_b32 v[0:1], v0 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v8, v0 :: v_dual_cndmask_b32 v25, v1, v25
	v_sqrt_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 1, v26
	v_xor_b32_e32 v30, 0x80000000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v30, v26, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v2, v0
	v_dual_mul_f32 v0, s8, v0 :: v_dual_add_nc_u32 v27, -1, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v29, 0x80000000, v27
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, v29, v26, v25
	v_cmp_ge_f32_e64 s1, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v27, s1
	v_cmp_lt_f32_e64 s1, 0, v30
	v_cndmask_b32_e64 v26, v26, v28, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x37800000, v26
	v_cndmask_b32_e32 v2, v26, v27, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v25, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v2, v25, vcc_lo
	v_div_scale_f32 v25, null, v2, v2, v0
	v_div_scale_f32 v28, vcc_lo, v0, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v25, v27, v28
	v_fmac_f32_e32 v27, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v27, v28
	v_div_fmas_f32 v25, v25, v26, v27
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v25, v2, v0
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v8, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s2, s6
	s_cbranch_execz .LBB6_112
.LBB6_116:
	global_load_b32 v2, v[4:5], off offset:2048
	v_add_nc_u32_e64 v0, 0x3000, 0
	ds_load_2addr_b32 v[0:1], v0 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v1
	v_mul_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v25, v1, v25, vcc_lo
	v_sqrt_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v27, -1, v26
	v_add_nc_u32_e32 v28, 1, v26
	v_xor_b32_e32 v29, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v30, 0x80000000, v28
	v_fma_f32 v29, v29, v26, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v30, v26, v25
	v_cmp_ge_f32_e64 s1, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v26, v26, v27, s1
	v_cmp_lt_f32_e64 s1, 0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v28, s1
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v2, v0
	v_dual_mul_f32 v27, 0x37800000, v26 :: v_dual_mul_f32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, v26, v27, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v25, 0x260
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v2, v25, vcc_lo
	v_div_scale_f32 v25, null, v2, v2, v0
	v_div_scale_f32 v28, vcc_lo, v0, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v25, v27, v28
	v_fmac_f32_e32 v27, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v27, v28
	v_div_fmas_f32 v25, v25, v26, v27
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v25, v2, v0
	v_cndmask_b32_e32 v0, v0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s2, exec_lo, s1
	s_cbranch_execz .LBB6_11
.LBB6_117:
	global_load_b32 v2, v[4:5], off offset:3072
	v_add_nc_u32_e64 v0, 0x3000, 0
	ds_load_2addr_b32 v[0:1], v0 offset0:1 offset1:3
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v25, 0x4f800000, v1
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v10, v0 :: v_dual_cndmask_b32 v25, v1, v25
	v_sqrt_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v28, 1, v26
	v_xor_b32_e32 v30, 0x80000000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v30, v30, v26, v25
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v0, -v2, v0
	v_dual_mul_f32 v0, s8, v0 :: v_dual_add_nc_u32 v27, -1, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v29, 0x80000000, v27
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, v29, v26, v25
	v_cmp_ge_f32_e64 s1, 0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v26, v26, v27, s1
	v_cmp_lt_f32_e64 s1, 0, v30
	v_cndmask_b32_e64 v26, v26, v28, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x37800000, v26
	v_cndmask_b32_e32 v2, v26, v27, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v25, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v2, v25, vcc_lo
	v_div_scale_f32 v25, null, v2, v2, v0
	v_div_scale_f32 v28, vcc_lo, v0, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v26, v25
	v_fma_f32 v27, -v25, v26, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v27, v26
	v_mul_f32_e32 v27, v28, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v25, v27, v28
	v_fmac_f32_e32 v27, v29, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v25, v27, v28
	v_div_fmas_f32 v25, v25, v26, v27
	v_cmp_gt_f32_e32 vcc_lo, 0x2b8cbccc, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v25, v2, v0
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v1
	v_cndmask_b32_e32 v10, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_11
.LBB6_118:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_124
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_125
.LBB6_120:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB6_126
.LBB6_121:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_123
.LBB6_122:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v10, s[16:17] offset:3072
.LBB6_123:
	s_endpgm
.LBB6_124:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v7, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_120
.LBB6_125:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v8, s[16:17] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB6_121
.LBB6_126:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v9, s[16:17] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_122
	s_branch .LBB6_123
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_w1024
		.amdhsa_group_segment_fixed_size 12304
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
	.size	tessera_sphere_align_w1024, .Lfunc_end6-tessera_sphere_align_w1024

	.set tessera_sphere_align_w1024.num_vgpr, 57
	.set tessera_sphere_align_w1024.num_agpr, 0
	.set tessera_sphere_align_w1024.numbered_sgpr, 105
	.set tessera_sphere_align_w1024.num_named_barrier, 0
	.set tessera_sphere_align_w1024.private_seg_size, 0
	.set tessera_sphere_align_w1024.uses_vcc, 1
	.set tessera_sphere_align_w1024.uses_flat_scratch, 0
	.set tessera_sphere_align_w1024.has_dyn_sized_stack, 0
	.set tessera_sphere_align_w1024.has_recursion, 0
	.set tessera_sphere_align_w1024.has_indirect_call, 0
	.globl	tessera_sphere_align_wide
	.p2align	8
	.type	tessera_sphere_align_wide,@function
tessera_sphere_align_wide:
	s_load_b128 s[4:7], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[4:5], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_65
	s_clause 0x1
	s_load_b128 s[8:11], s[0:1], 0x30
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b64 s[26:27], 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], s[8:9]
	s_cmp_eq_u64 s[8:9], 0
	v_writelane_b32 v45, s4, 0
	v_writelane_b32 v45, s5, 1
	v_writelane_b32 v45, s6, 2
	v_writelane_b32 v45, s7, 3
	s_cbranch_scc1 .LBB10_65
	s_mul_i32 s4, s7, s2
	s_mul_hi_u32 s5, s6, s2
	s_mul_i32 s34, s6, s2
	s_add_i32 s35, s5, s4
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v28, 2, v0
	s_lshl_b64 s[4:5], s[34:35], 2
	s_mov_b32 s54, 0x96cb03de
	s_add_u32 s8, s16, s4
	s_addc_u32 s9, s17, s5
	v_writelane_b32 v45, s8, 4
	s_add_u32 s4, s20, s4
	s_addc_u32 s5, s21, s5
	v_mov_b32_e32 v15, v1
	s_mov_b32 s56, 0x94229359
	v_writelane_b32 v45, s9, 5
	s_load_b256 s[8:15], s[0:1], 0x38
	s_mov_b32 s58, 0x55555593
	s_mov_b32 s60, 0x35793c76
	s_mov_b32 s62, 0xfee00000
	v_writelane_b32 v45, s4, 6
	s_mov_b32 s64, 0x54442d18
	s_mov_b32 s66, 0x6dc9c883
	s_mov_b32 s68, 0x54400000
	s_mov_b32 s70, 0x1a626331
	v_writelane_b32 v45, s5, 7
	s_lshl_b64 s[4:5], s[2:3], 2
	s_mov_b32 s72, 0x1a600000
	s_add_u32 s18, s18, s4
	s_addc_u32 s19, s19, s5
	s_mul_i32 s5, s4, s7
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s15, s4, s6
	s_lshr_b32 s28, s2, 30
	s_add_i32 s5, s15, s5
	s_mul_i32 s15, s28, s6
	s_load_b128 s[28:31], s[0:1], 0x58
	v_writelane_b32 v45, s18, 8
	s_add_i32 s5, s5, s15
	s_mul_i32 s4, s4, s6
	s_mul_i32 s15, s6, 12
	s_lshl_b64 s[0:1], s[4:5], 2
	v_writelane_b32 v45, s19, 9
	s_add_u32 s24, s22, s0
	s_addc_u32 s25, s23, s1
	s_mul_i32 s0, s7, 12
	s_mul_hi_u32 s1, s6, 12
	v_dual_mov_b32 v29, s9 :: v_dual_mov_b32 v14, v0
	s_add_i32 s1, s1, s0
	s_add_u32 s0, s24, s15
	s_addc_u32 s1, s25, s1
	v_writelane_b32 v45, s0, 10
	s_cmp_lg_u32 s11, 0
	s_mov_b32 s74, 0x2e037073
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	v_writelane_b32 v45, s1, 11
	s_cselect_b32 s33, -1, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s28, 0x9e3779b9
	s_addc_u32 s11, s29, 0
	v_cmp_gt_u64_e64 s0, s[6:7], v[0:1]
	v_writelane_b32 v45, s10, 12
	s_mov_b32 s76, 0x19cb1590
	s_mov_b32 s78, 0x16c15177
	s_mov_b32 s80, 0x5555554c
	s_mov_b32 s82, 0xbe8838d4
	v_writelane_b32 v45, s11, 13
	s_add_u32 s10, s29, 0xbb67ae85
	s_addc_u32 s11, 0, 0
	s_add_u32 s104, s28, 0x3c6ef372
	s_mov_b32 s84, 0xbdb4b1c4
	v_writelane_b32 v45, s10, 14
	s_mov_b32 s86, 0x809c52ad
	s_mov_b32 s88, 0x57b1fe7d
	s_mov_b32 s90, 0x19c161d5
	s_mov_b32 s92, 0x1110f8a6
	v_writelane_b32 v45, s11, 15
	s_add_u32 s10, s29, 0x76cf5d0a
	s_addc_u32 s11, 0, 0
	s_lshl_b64 s[48:49], s[6:7], 2
	s_add_u32 vcc_hi, s28, 0xdaa66d2b
	v_writelane_b32 v45, s10, 16
	s_add_u32 s42, s29, 0x32370b8f
	s_add_u32 s43, s28, 0x78dde6e4
	s_add_u32 s44, s29, 0xa9066899
	s_add_u32 s45, s28, 0xb54cda56
	v_writelane_b32 v45, s11, 17
	s_add_u32 s10, s29, 0xed9eba14
	s_add_u32 s11, s28, 0x1715609d
	s_add_u32 s46, s29, 0x646e171e
	s_add_u32 s47, s28, 0x5384540f
	s_add_u32 s38, s29, 0x1fd5c5a3
	s_add_u32 s39, s29, 0xdb3d7428
	s_add_i32 s36, s28, 0x8ff34781
	s_add_u32 s18, s24, s48
	v_writelane_b32 v45, s24, 18
	s_addc_u32 s19, s25, s49
	s_cmp_lg_u64 s[6:7], 0
	s_mov_b32 s94, 0x5acfd57c
	s_mov_b32 s96, 0x8a2b9ceb
	v_writelane_b32 v45, s25, 19
	s_mov_b32 s98, 0x55555549
	s_mov_b32 s55, 0x3fc74664
	s_mov_b32 s57, 0x3fd24924
	s_mov_b32 s59, 0x3fe55555
	v_writelane_b32 v45, s18, 20
	s_mov_b32 s61, 0x3dea39ef
	s_mov_b32 s63, 0x3fe62e42
	s_mov_b32 s65, 0x401921fb
	s_mov_b32 s67, 0x3fe45f30
	v_writelane_b32 v45, s19, 21
	s_cselect_b32 s19, -1, 0
	s_lshl_b64 s[48:49], s[34:35], 4
	s_and_b32 s25, s33, s0
	s_add_u32 s1, s22, s48
	s_addc_u32 s37, s23, s49
	s_lshl_b64 s[2:3], s[2:3], 4
	v_add_co_u32 v2, s1, s1, v28
	s_or_b32 s48, s2, 12
	s_mul_i32 s3, s6, s3
	s_mul_hi_u32 s49, s6, s48
	s_mul_i32 s50, s7, s48
	s_add_i32 s49, s49, s3
	s_mul_i32 s48, s6, s48
	s_add_i32 s49, s49, s50
	s_add_u32 s48, s22, s48
	s_addc_u32 s49, s23, s49
	s_or_b32 s50, s2, 8
	v_add_co_ci_u32_e64 v3, null, s37, 0, s1
	s_mul_hi_u32 s51, s6, s50
	s_mul_i32 s52, s7, s50
	s_add_i32 s51, s51, s3
	s_mul_i32 s50, s6, s50
	s_add_i32 s51, s51, s52
	s_add_u32 s40, s22, s50
	s_addc_u32 s41, s23, s51
	s_or_b32 s2, s2, 4
	v_add_co_u32 v4, s37, s48, v28
	s_mul_hi_u32 s1, s6, s2
	v_add_co_ci_u32_e64 v5, null, s49, 0, s37
	s_add_i32 s1, s1, s3
	s_mul_i32 s3, s7, s2
	s_mul_i32 s2, s6, s2
	s_add_i32 s1, s1, s3
	v_add_co_u32 v8, s3, s4, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s5, 0, s3
	s_add_u32 s2, s22, s2
	s_addc_u32 s1, s23, s1
	v_add_co_u32 v6, vcc_lo, s20, v8
	v_add_co_u32 v10, s2, s2, v28
	v_add_co_ci_u32_e64 v7, null, s21, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, s16, v8
	v_add_co_ci_u32_e64 v11, null, s1, 0, s2
	v_add_co_u32 v12, s1, s40, v28
	v_add_co_ci_u32_e64 v9, null, s17, v9, vcc_lo
	v_writelane_b32 v45, s40, 22
	v_add_co_ci_u32_e64 v13, null, s41, 0, s1
	v_cmp_eq_u32_e64 s1, 0, v0
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s20, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s52, 0xdf3e5244
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s53, 0x3fc2f112
	s_mov_b32 s69, 0xbff921fb
	s_mov_b32 s71, 0x3dd0b461
	s_mov_b32 s73, 0xbdd0b461
	s_mov_b32 s75, 0x3ba3198a
	s_mov_b32 s77, 0x3efa01a0
	s_mov_b32 s79, 0xbf56c16c
	s_mov_b32 s81, 0x3fa55555
	s_mov_b32 s83, 0xbda8fae9
	s_mov_b32 s85, 0x3e21ee9e
	s_mov_b32 s87, 0xbe927e4f
	s_mov_b32 s89, 0x3ec71de3
	s_mov_b32 s91, 0xbf2a01a0
	s_mov_b32 s93, 0x3f811111
	s_mov_b32 s95, 0x3de5d93a
	s_mov_b32 s97, 0xbe5ae5e6
	s_mov_b32 s99, 0x3fc55555
	v_writelane_b32 v45, s41, 23
	s_branch .LBB10_5
.LBB10_3:
	s_or_b32 exec_lo, exec_lo, s4
.LBB10_4:
	v_readlane_b32 s48, v45, 0
	v_readlane_b32 s49, v45, 1
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_waitcnt_vscnt null, 0x0
	v_readlane_b32 s50, v45, 2
	s_cmp_eq_u64 s[26:27], s[48:49]
	v_readlane_b32 s51, v45, 3
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_65
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB10_64
	s_and_saveexec_b32 s9, s25
	s_cbranch_execz .LBB10_11
.LBB10_7:
	s_add_u32 s2, s26, s30
	s_addc_u32 s4, s27, s31
	s_mov_b32 s24, s19
	s_mul_hi_u32 s49, s4, 0xcd9e8d57
	v_readlane_b32 s18, v45, 12
	v_readlane_b32 s19, v45, 13
	s_xor_b32 s5, s28, s49
	s_mul_i32 s48, s4, 0xcd9e8d57
	s_xor_b32 s5, s5, s2
	v_dual_mov_b32 v17, v5 :: v_dual_mov_b32 v16, v4
	s_mul_hi_u32 s51, s5, 0xd2511f53
	s_mul_i32 s50, s5, 0xd2511f53
	v_readlane_b32 s4, v45, 14
	s_xor_b64 s[100:101], s[18:19], s[48:49]
	v_readlane_b32 s18, v45, 16
	v_readlane_b32 s5, v45, 15
	v_readlane_b32 s19, v45, 17
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	v_dual_mov_b32 v21, v15 :: v_dual_mov_b32 v20, v14
	s_mov_b32 s3, 0
	s_mov_b32 s2, s51
	s_xor_b64 s[102:103], s[18:19], s[50:51]
	s_xor_b64 s[4:5], s[2:3], s[4:5]
.LBB10_8:
	v_add_co_u32 v0, vcc_lo, s34, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v24, null, s35, v21, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v24
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v23
	v_xor_b32_e32 v24, s4, v22
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor_b32_e32 v0, s100, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s104, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor_b32_e32 v0, s102, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s42, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, vcc_hi, v23, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v26, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	v_xor3_b32 v22, v24, s43, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s10, v27, v25
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v27, v25, s44, v26
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s11, v26, v23
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s46, v23, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v27, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s45, v25
	v_xor3_b32 v0, s47, v0, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v24, s38, v22
	v_xor3_b32 v0, s39, v0, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v24, 0xcd9e8d57, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v24, s36, v23
	global_store_b32 v[18:19], v22, off
	v_add_co_u32 v18, s2, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, s2
	global_store_b32 v[16:17], v0, off
	v_add_co_u32 v16, s2, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v17, v5 :: v_dual_mov_b32 v16, v4
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	v_dual_mov_b32 v21, v15 :: v_dual_mov_b32 v20, v14
	s_mov_b32 s3, 0
	s_mov_b32 s19, s24
.LBB10_10:
	global_load_b32 v0, v[16:17], off
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[22:23], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], 0.5
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v23
	v_and_b32_e32 v23, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v23, 0x3fe6a09e, v23
	v_add_co_u32 v0, s2, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], -1.0
	v_add_f64 v[24:25], v[22:23], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[26:27], null, v[24:25], v[24:25], v[22:23]
	v_rcp_f64_e32 v[30:31], v[26:27]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[26:27], v[30:31], 1.0
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[32:33], -v[26:27], v[30:31], 1.0
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	v_div_scale_f64 v[32:33], vcc_lo, v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[32:33], v[30:31]
	v_fma_f64 v[26:27], -v[26:27], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[26:27], v[26:27], v[30:31], v[34:35]
	v_div_fixup_f64 v[24:25], v[26:27], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[24:25], v[24:25]
	v_mul_f64 v[30:31], v[26:27], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[30:31], s[52:53]
	v_mul_f64 v[34:35], v[30:31], s[16:17]
	v_add_f64 v[32:33], v[32:33], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[34:35], s[20:21]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_add_f64 v[32:33], v[32:33], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[34:35], s[22:23]
	v_mul_f64 v[32:33], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[30:31], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	v_add_f64 v[32:33], v[32:33], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[32:33]
	v_add_co_ci_u32_e64 v32, null, 0, -1, s2
	v_cvt_f64_i32_e32 v[32:33], v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[30:31], v[26:27]
	v_mul_f64 v[30:31], v[22:23], 0.5
	v_ldexp_f64 v[32:33], v[32:33], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[22:23], v[30:31]
	v_add_f64 v[32:33], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[30:31], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[32:33], s[60:61]
	v_add_f64 v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -v[30:31]
	v_add_f64 v[22:23], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[32:33], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_mul_f64 v[22:23], v[22:23], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[22:23]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[22:23], v[22:23], v0
	global_load_b32 v0, v[18:19], off
	v_rsq_f64_e32 v[24:25], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[24:25], 0.5
	v_fma_f64 v[30:31], -v[24:25], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[26:27], v[26:27], v[30:31], v[26:27]
	v_fma_f64 v[24:25], v[24:25], v[30:31], v[24:25]
	v_fma_f64 v[30:31], -v[26:27], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], v[30:31], v[24:25], v[26:27]
	v_fma_f64 v[30:31], -v[26:27], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[30:31], v[24:25], v[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[26:27], v0
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[26:27], v[26:27], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[26:27], s[66:67]
	v_bfe_u32 v0, v27, 20, 11
	v_add_f64 v[30:31], 0x43380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[31:32], 0xc3380000, v[30:31]
	v_mul_f64 v[33:34], v[31:32], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[33:34]
	v_mul_f64 v[33:34], v[31:32], s[70:71]
	v_add_f64 v[35:36], v[26:27], -v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v35, 20, v36
	v_dual_mov_b32 v36, v1 :: v_dual_and_b32 v35, 0x7ff, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v35, 16, v35
	v_cmp_lt_u64_e64 s2, v[35:36], v[0:1]
	v_mul_f64 v[35:36], v[31:32], s[72:73]
	v_mul_f64 v[31:32], v[31:32], s[74:75]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[22:23], 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[24:25], v[24:25], v0
	v_and_b32_e32 v0, 1, v30
	v_add_f64 v[37:38], v[26:27], v[35:36]
	v_dual_cndmask_b32 v23, v25, v23 :: v_dual_cndmask_b32 v22, v24, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v40, v27, v38, s2
	v_cndmask_b32_e64 v39, v26, v37, s2
	v_add_f64 v[26:27], v[26:27], -v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], v[35:36]
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, v34, v27, s2
	v_cndmask_b32_e64 v26, v33, v26, s2
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[39:40], -v[26:27]
	v_add_f64 v[31:32], v[39:40], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	v_mul_f64 v[31:32], v[24:25], v[24:25]
	v_mul_f64 v[39:40], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[33:34], v[31:32], s[94:95]
	v_mul_f64 v[35:36], v[31:32], v[31:32]
	v_add_f64 v[33:34], v[33:34], s[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[37:38], v[31:32], v[35:36]
	v_mul_f64 v[35:36], v[35:36], v[35:36]
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	v_mul_f64 v[37:38], v[31:32], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], s[90:91]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], s[92:93]
	v_add_f64 v[33:34], v[33:34], v[37:38]
	v_mul_f64 v[37:38], v[31:32], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], s[84:85]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], s[86:87]
	v_mul_f64 v[35:36], v[35:36], v[37:38]
	v_mul_f64 v[37:38], v[31:32], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], s[78:79]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[37:38], v[37:38], s[80:81]
	v_mul_f64 v[37:38], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[37:38], v[24:25], v[31:32]
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	v_add_f64 v[33:34], v[39:40], -v[33:34]
	v_mul_f64 v[39:40], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[31:32], v[33:34]
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[33:34], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[31:32], -v[26:27]
	v_add_f64 v[43:44], -v[41:42], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[35:36], -v[33:34]
	v_add_f64 v[39:40], v[43:44], -v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[39:40], v[33:34]
	v_mul_f64 v[33:34], v[37:38], s[98:99]
	v_add_f64 v[31:32], v[41:42], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], v[33:34]
	v_xor_b32_e32 v0, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_dual_mov_b32 v27, v1 :: v_dual_and_b32 v26, 2, v30
	v_cmp_eq_u64_e32 vcc_lo, 0, v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v0, v0, v32, vcc_lo
	v_xor_b32_e32 v26, 0x80000000, v25
	v_cndmask_b32_e64 v24, v24, v31, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v25, v25, v26, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v0, s2
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[20:21]
	s_or_b32 s3, vcc_lo, s3
	v_cvt_f32_f64_e32 v0, v[22:23]
	global_store_b32 v[16:17], v0, off
	v_add_co_u32 v16, s2, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_17
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_26
.LBB10_13:
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_35
.LBB10_14:
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_44
.LBB10_15:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_53
.LBB10_16:
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB10_4
	s_branch .LBB10_59
.LBB10_17:
	s_mov_b32 s40, s25
	s_mov_b32 s18, s15
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_20
	v_readlane_b32 s2, v45, 4
	v_readlane_b32 s4, v45, 6
	v_readlane_b32 s100, v45, 10
	v_readlane_b32 s102, v45, 18
	v_readlane_b32 s50, v45, 22
	v_readlane_b32 s48, v45, 20
	v_readlane_b32 s3, v45, 5
	v_readlane_b32 s5, v45, 7
	v_readlane_b32 s101, v45, 11
	v_dual_mov_b32 v17, v15 :: v_dual_mov_b32 v16, v14
	v_readlane_b32 s103, v45, 19
	v_readlane_b32 s51, v45, 23
	v_readlane_b32 s49, v45, 21
	s_mov_b32 s37, 0
.LBB10_19:
	v_add_co_u32 v18, vcc_lo, s2, v28
	v_add_co_u32 v20, s15, s4, v28
	v_add_co_u32 v22, s24, s100, v28
	v_add_co_ci_u32_e64 v19, null, s3, 0, vcc_lo
	v_add_co_ci_u32_e64 v21, null, s5, 0, s15
	v_add_co_ci_u32_e64 v23, null, s101, 0, s24
	global_load_b32 v0, v[18:19], off
	global_load_b32 v24, v[20:21], off
	global_load_b32 v25, v[22:23], off
	v_add_co_u32 v20, s24, s48, v28
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_add_u32 s48, s48, 0x400
	v_add_co_u32 v22, s25, s50, v28
	v_add_co_ci_u32_e64 v21, null, s49, 0, s24
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_addc_u32 s49, s49, 0
	s_add_u32 s50, s50, 0x400
	v_add_co_u32 v18, s15, s102, v28
	v_add_co_ci_u32_e64 v23, null, s51, 0, s25
	s_addc_u32 s51, s51, 0
	s_add_u32 s102, s102, 0x400
	v_add_co_ci_u32_e64 v19, null, s103, 0, s15
	s_addc_u32 s103, s103, 0
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[16:17]
	s_add_u32 s100, s100, 0x400
	s_addc_u32 s101, s101, 0
	s_add_u32 s4, s4, 0x400
	s_addc_u32 s5, s5, 0
	s_add_u32 s2, s2, 0x400
	s_addc_u32 s3, s3, 0
	s_or_b32 s37, vcc_lo, s37
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v26, v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e64 v24, v0, -v24
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v25
	global_store_b32 v[18:19], v26, off
	global_store_b32 v[20:21], v24, off
	global_store_b32 v[22:23], v0, off
	s_and_not1_b32 exec_lo, exec_lo, s37
	s_cbranch_execnz .LBB10_19
.LBB10_20:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s1
	s_mov_b32 s15, s18
	s_mov_b32 s25, s40
	s_cbranch_execz .LBB10_25
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_not1_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB10_24
	v_readlane_b32 s2, v45, 18
	v_readlane_b32 s4, v45, 22
	v_readlane_b32 s48, v45, 20
	v_readlane_b32 s3, v45, 19
	v_readlane_b32 s5, v45, 23
	v_readlane_b32 s49, v45, 21
	s_mov_b64 s[50:51], s[6:7]
	.p2align	6
.LBB10_23:
	s_clause 0x2
	global_load_b32 v18, v1, s[2:3]
	global_load_b32 v19, v1, s[48:49]
	global_load_b32 v20, v1, s[4:5]
	s_add_u32 s50, s50, -1
	s_addc_u32 s51, s51, -1
	s_add_u32 s48, s48, 4
	s_addc_u32 s49, s49, 0
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[50:51], 0
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v16, v16, v18 :: v_dual_add_f32 v17, v17, v19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v20
	s_cbranch_scc1 .LBB10_23
.LBB10_24:
	ds_store_b64 v1, v[16:17]
	ds_store_b32 v1, v0 offset:8
.LBB10_25:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_13
.LBB10_26:
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB10_29
	v_dual_mov_b32 v17, v9 :: v_dual_mov_b32 v16, v8
	v_dual_mov_b32 v19, v7 :: v_dual_mov_b32 v18, v6
	v_dual_mov_b32 v21, v3 :: v_dual_mov_b32 v20, v2
	v_dual_mov_b32 v23, v13 :: v_dual_mov_b32 v22, v12
	v_dual_mov_b32 v25, v11 :: v_dual_mov_b32 v24, v10
	v_dual_mov_b32 v27, v15 :: v_dual_mov_b32 v26, v14
	s_mov_b32 s9, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_28:
	global_load_b32 v0, v[16:17], off
	global_load_b32 v30, v[18:19], off
	v_add_co_u32 v26, vcc_lo, 0x100, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v27, null, 0, v27, vcc_lo
	v_add_co_u32 v18, s2, 0x400, v18
	v_add_co_u32 v16, s3, 0x400, v16
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[26:27]
	v_add_co_ci_u32_e64 v19, null, 0, v19, s2
	v_add_co_ci_u32_e64 v17, null, 0, v17, s3
	s_or_b32 s9, vcc_lo, s9
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v31, v0, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v30, v0, -v30
	v_mul_f32_e32 v0, 0, v0
	global_store_b32 v[20:21], v31, off
	global_store_b32 v[24:25], v30, off
	global_store_b32 v[22:23], v0, off
	v_add_co_u32 v24, s2, 0x400, v24
	v_add_co_u32 v22, s3, 0x400, v22
	v_add_co_u32 v20, s4, 0x400, v20
	v_add_co_ci_u32_e64 v25, null, 0, v25, s2
	v_add_co_ci_u32_e64 v23, null, 0, v23, s3
	v_add_co_ci_u32_e64 v21, null, 0, v21, s4
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB10_28
.LBB10_29:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB10_34
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v16, 0
	s_and_not1_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB10_33
	v_readlane_b32 s2, v45, 18
	v_readlane_b32 s4, v45, 22
	v_readlane_b32 s48, v45, 20
	v_readlane_b32 s3, v45, 19
	v_readlane_b32 s5, v45, 23
	v_readlane_b32 s49, v45, 21
	s_mov_b64 s[50:51], s[6:7]
	.p2align	6
.LBB10_32:
	s_clause 0x2
	global_load_b32 v18, v1, s[2:3]
	global_load_b32 v19, v1, s[48:49]
	global_load_b32 v20, v1, s[4:5]
	s_add_u32 s50, s50, -1
	s_addc_u32 s51, s51, -1
	s_add_u32 s48, s48, 4
	s_addc_u32 s49, s49, 0
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[50:51], 0
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v16, v16, v18 :: v_dual_add_f32 v17, v17, v19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v20
	s_cbranch_scc1 .LBB10_32
.LBB10_33:
	ds_store_b64 v1, v[16:17]
	ds_store_b32 v1, v0 offset:8
.LBB10_34:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_14
.LBB10_35:
	s_and_saveexec_b32 s5, s0
	s_cbranch_execz .LBB10_38
	ds_load_2addr_b32 v[16:17], v1 offset0:1 offset1:2
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v18, v8
	v_dual_mov_b32 v21, v7 :: v_dual_mov_b32 v20, v6
	v_dual_mov_b32 v23, v5 :: v_dual_mov_b32 v22, v4
	v_dual_mov_b32 v25, v3 :: v_dual_mov_b32 v24, v2
	v_dual_mov_b32 v27, v15 :: v_dual_mov_b32 v26, v14
	s_mov_b32 s9, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_37:
	global_load_b32 v0, v[18:19], off
	global_load_b32 v30, v[20:21], off
	v_add_co_u32 v26, vcc_lo, 0x100, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v27, null, 0, v27, vcc_lo
	v_add_co_u32 v20, s3, 0x400, v20
	v_add_co_u32 v18, s4, 0x400, v18
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[26:27]
	v_add_co_ci_u32_e64 v21, null, 0, v21, s3
	v_add_co_ci_u32_e64 v19, null, 0, v19, s4
	s_or_b32 s9, vcc_lo, s9
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mul_f32_e32 v31, v0, v16
	v_mul_f32_e32 v32, v0, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v30, -v30, v31
	global_load_b32 v31, v[22:23], off
	v_add_co_u32 v22, s2, 0x400, v22
	v_add_co_ci_u32_e64 v23, null, 0, v23, s2
	v_mul_f32_e32 v30, s8, v30
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v0, v30 :: v_dual_sub_f32 v31, v31, v32
	v_mul_f32_e32 v30, v29, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v30
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[24:25], v0, off
	v_add_co_u32 v24, s2, 0x400, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, 0, v25, s2
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB10_37
.LBB10_38:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB10_43
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB10_42
	v_readlane_b32 s2, v45, 18
	v_readlane_b32 s3, v45, 19
	s_mov_b64 s[4:5], s[6:7]
.LBB10_41:
	global_load_b32 v16, v1, s[2:3]
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[4:5], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_cbranch_scc1 .LBB10_41
.LBB10_42:
	ds_store_b32 v1, v0 offset:12
.LBB10_43:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_15
.LBB10_44:
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB10_47
	ds_load_b32 v0, v1 offset:4
	v_dual_mov_b32 v17, v9 :: v_dual_mov_b32 v16, v8
	v_dual_mov_b32 v19, v7 :: v_dual_mov_b32 v18, v6
	v_dual_mov_b32 v21, v3 :: v_dual_mov_b32 v20, v2
	v_dual_mov_b32 v23, v15 :: v_dual_mov_b32 v22, v14
	s_mov_b32 s5, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_46:
	global_load_b32 v24, v[16:17], off
	global_load_b32 v25, v[18:19], off
	v_add_co_u32 v22, vcc_lo, 0x100, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v23, null, 0, v23, vcc_lo
	v_add_co_u32 v18, s2, 0x400, v18
	v_add_co_u32 v16, s3, 0x400, v16
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[22:23]
	v_add_co_ci_u32_e64 v19, null, 0, v19, s2
	v_add_co_ci_u32_e64 v17, null, 0, v17, s3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mul_f32_e32 v26, v24, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v25, -v25, v26
	v_mul_f32_e32 v25, s8, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v25
	v_mul_f32_e32 v24, v24, v24
	global_store_b32 v[20:21], v24, off
	v_add_co_u32 v20, s2, 0x400, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, 0, v21, s2
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_46
.LBB10_47:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s1
	s_cbranch_execz .LBB10_52
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccnz .LBB10_51
	v_readlane_b32 s2, v45, 18
	v_readlane_b32 s3, v45, 19
	s_mov_b64 s[4:5], s[6:7]
.LBB10_50:
	global_load_b32 v16, v1, s[2:3]
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[4:5], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_cbranch_scc1 .LBB10_50
.LBB10_51:
	ds_store_b32 v1, v0 offset:12
.LBB10_52:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_16
.LBB10_53:
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB10_55
	v_readlane_b32 s4, v45, 8
	v_readlane_b32 s5, v45, 9
	ds_load_2addr_b32 v[16:17], v1 offset1:3
	global_load_b32 v0, v1, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, -1.0, v16
	v_cmp_gt_f32_e64 s2, 0x2b8cbccc, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0x7fffffff, v16
	v_cndmask_b32_e64 v17, 0, 2.0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v16
	v_cndmask_b32_e64 v16, 0, 1.0, vcc_lo
	v_add_f32_e32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v16, v16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v16
	global_store_b32 v1, v0, s[4:5]
.LBB10_55:
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB10_58
	ds_load_b32 v0, v1 offset:12
	s_mov_b32 s37, 0
	v_dual_mov_b32 v23, v5 :: v_dual_mov_b32 v22, v4
	v_dual_mov_b32 v25, v15 :: v_dual_mov_b32 v24, v14
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v16, 0x4f800000, v0
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v16, v0, v16, vcc_lo
	v_sqrt_f32_e32 v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, -1, v17
	v_xor_b32_e32 v19, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, v19, v17, v16
	v_cmp_ge_f32_e64 s2, 0, v19
	v_add_nc_u32_e32 v19, 1, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v20, 0x80000000, v19
	v_fma_f32 v20, v20, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e64 s3, 0, v20
	v_mov_b32_e32 v21, v7
	v_cndmask_b32_e64 v17, v17, v18, s2
	v_cmp_gt_f32_e64 s2, 0x2b8cbccc, v0
	v_mov_b32_e32 v20, v6
	v_cndmask_b32_e64 v17, v17, v19, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x37800000, v17
	v_cndmask_b32_e32 v17, v17, v18, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v16, 0x260
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v18, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v0, v17, v16, vcc_lo
	ds_load_2addr_b32 v[16:17], v1 offset0:1 offset1:2
.LBB10_57:
	global_load_b32 v26, v[18:19], off
	global_load_b32 v27, v[20:21], off
	v_add_co_u32 v24, s3, 0x100, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, 0, v25, s3
	v_add_co_u32 v20, s5, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, s5
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mul_f32_e32 v30, v26, v16
	v_mul_f32_e32 v31, v26, v17
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_f32_e64 v27, -v27, v30
	global_load_b32 v30, v[22:23], off
	v_add_co_u32 v22, s4, 0x400, v22
	v_add_co_ci_u32_e64 v23, null, 0, v23, s4
	v_mul_f32_e32 v27, s8, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v27, v26, v27
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v30, v30, v31
	v_mul_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, v27, v30
	v_div_scale_f32 v30, null, v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v31, v30
	v_fma_f32 v32, -v30, v31, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v32, v31
	v_div_scale_f32 v32, vcc_lo, v27, v0, v27
	v_mul_f32_e32 v33, v32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v30, v33, v32
	v_fmac_f32_e32 v33, v34, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v30, -v30, v33, v32
	v_div_fmas_f32 v30, v30, v31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v27, v30, v0, v27
	v_cndmask_b32_e64 v26, v27, v26, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v27, 0x7fffffff, v26
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v27
	v_cndmask_b32_e32 v26, 0x7fc00000, v26, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[24:25]
	global_store_b32 v[18:19], v26, off
	v_add_co_u32 v18, s3, 0x400, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, s3
	s_or_b32 s37, vcc_lo, s37
	s_and_not1_b32 exec_lo, exec_lo, s37
	s_cbranch_execnz .LBB10_57
.LBB10_58:
	s_or_b32 exec_lo, exec_lo, s9
	s_branch .LBB10_4
.LBB10_59:
	s_and_saveexec_b32 s3, s1
	s_cbranch_execz .LBB10_61
	v_readlane_b32 s4, v45, 8
	v_readlane_b32 s5, v45, 9
	ds_load_2addr_b32 v[16:17], v1 offset1:3
	global_load_b32 v0, v1, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, -1.0, v16
	v_cmp_gt_f32_e64 s2, 0x2b8cbccc, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0x7fffffff, v16
	v_cndmask_b32_e64 v17, 0, 2.0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e32 vcc_lo, 0x3b03126f, v16
	v_cndmask_b32_e64 v16, 0, 1.0, vcc_lo
	v_add_f32_e32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v16, v16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v16
	global_store_b32 v1, v0, s[4:5]
.LBB10_61:
	s_or_b32 exec_lo, exec_lo, s3
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB10_3
	ds_load_2addr_b32 v[16:17], v1 offset0:1 offset1:3
	s_mov_b32 s5, 0
	v_dual_mov_b32 v23, v15 :: v_dual_mov_b32 v22, v14
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, 0x4f800000, v17
	v_cmp_gt_f32_e32 vcc_lo, 0xf800000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, v17, v0, vcc_lo
	v_sqrt_f32_e32 v18, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, -1, v18
	v_xor_b32_e32 v20, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, v20, v18, v0
	v_cmp_ge_f32_e64 s2, 0, v20
	v_add_nc_u32_e32 v20, 1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v21, 0x80000000, v20
	v_fma_f32 v21, v21, v18, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v18, v19, s2
	v_cmp_lt_f32_e64 s3, 0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v18, v20, s3
	v_dual_mov_b32 v21, v7 :: v_dual_mov_b32 v20, v6
	v_mul_f32_e32 v19, 0x37800000, v18
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v18, v18, v19, vcc_lo
	v_cndmask_b32_e64 v0, v18, v0, s2
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v18, v8
	v_cmp_gt_f32_e64 s2, 0x2b8cbccc, v17
.LBB10_63:
	global_load_b32 v17, v[18:19], off
	global_load_b32 v24, v[20:21], off
	v_add_co_u32 v22, s3, 0x100, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, 0, v23, s3
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v25, v17, v16
	s_waitcnt vmcnt(0)
	v_sub_f32_e64 v24, -v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, s8, v24
	v_sub_f32_e32 v24, v17, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v25, null, v0, v0, v24
	v_rcp_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v27, v26
	v_div_scale_f32 v27, vcc_lo, v24, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v27, v26
	v_fma_f32 v31, -v25, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v30, v31, v26
	v_fma_f32 v25, -v25, v30, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v25, v25, v26, v30
	v_div_fixup_f32 v24, v25, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v17, v24, v17, s2
	v_and_b32_e32 v24, 0x7fffffff, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v17, 0x7fc00000, v17, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[6:7], v[22:23]
	global_store_b32 v[18:19], v17, off
	v_add_co_u32 v18, s3, 0x400, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, s3
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_63
	s_branch .LBB10_3
.LBB10_64:
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
	v_sqrt_f32_e32 v16, v0
	v_add_nc_u32_e32 v17, -1, v16
	v_add_nc_u32_e32 v18, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_xor_b32_e32 v20, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v16, v0
	v_fma_f32 v20, v20, v16, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s3, 0, v19
	v_cmp_lt_f32_e64 s4, 0, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v16, v16, v17, s3
	v_cndmask_b32_e64 v16, v16, v18, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x37800000, v16
	v_cndmask_b32_e64 v16, v16, v17, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v16, v0, s2
	v_cndmask_b32_e32 v29, 0, v0, vcc_lo
	s_and_saveexec_b32 s9, s25
	s_cbranch_execnz .LBB10_7
	s_branch .LBB10_11
.LBB10_65:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_sphere_align_wide
		.amdhsa_group_segment_fixed_size 16
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
		.amdhsa_inst_pref_size 56
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
	.size	tessera_sphere_align_wide, .Lfunc_end10-tessera_sphere_align_wide

	.set tessera_sphere_align_wide.num_vgpr, 46
	.set tessera_sphere_align_wide.num_agpr, 0
	.set tessera_sphere_align_wide.numbered_sgpr, 105
	.set tessera_sphere_align_wide.num_named_barrier, 0
	.set tessera_sphere_align_wide.private_seg_size, 0
	.set tessera_sphere_align_wide.uses_vcc, 1
	.set tessera_sphere_align_wide.uses_flat_scratch, 0
	.set tessera_sphere_align_wide.has_dyn_sized_stack, 0
	.set tessera_sphere_align_wide.has_recursion, 0
	.set tessera_sphere_align_wide.has_indirect_call, 0
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 3200
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w32x8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 3136
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w64x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 3104
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w128x2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 3088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     41
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 6160
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     45
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 12304
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w1024.kd
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 24592
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 9
    .symbol:         tessera_sphere_align_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     90
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 32784
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_sphere_align_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_sphere_align_w4096.kd
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
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
    .group_segment_fixed_size: 32784
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_sphere_align_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_sphere_align_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     91
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
        .name:           status
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input_0
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           scratch
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 16
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_sphere_align_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 24
    .symbol:         tessera_sphere_align_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
