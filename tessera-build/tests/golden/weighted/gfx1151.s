	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_weighted_w256
	.p2align	8
	.type	tessera_weighted_w256,@function
tessera_weighted_w256:
	s_load_b128 s[8:11], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[10:11]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_17
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s22, s4, s24
	s_addc_u32 s23, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_3
	global_load_b32 v7, v6, s[22:23]
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_14
	s_clause 0x3
	s_load_b256 s[8:15], s[0:1], 0x38
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[28:29], s[0:1], 0x10
	s_load_b128 s[16:19], s[0:1], 0x58
	v_add_co_u32 v0, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s27, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_mov_b32 s26, 0xdf3e5244
	s_mov_b32 s30, 0x94229359
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s38, 0xfee00000
	s_mov_b32 s40, 0x54442d18
	v_xor_b32_e32 v0, v10, v2
	s_mov_b32 s42, 0x6dc9c883
	s_mov_b32 s44, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mul_f32 s5, s3, 0.5
	v_add_co_u32 v2, s0, s28, v6
	v_xor_b32_e32 v0, s17, v0
	v_add_co_ci_u32_e64 v3, null, s29, 0, s0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s0, s6, s24
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s7, s25
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v4, s0, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s3, s16, 0x3c6ef372
	v_xor_b32_e32 v8, s0, v11
	v_xor_b32_e32 v9, s1, v9
	v_xor_b32_e32 v10, s3, v10
	v_mov_b32_e32 v11, 0xfffffbcb
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s10, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s28, 0x96cb03de
	s_mov_b32 s46, 0x1a626331
	s_mov_b32 s48, 0x1a600000
	s_mov_b32 s50, 0x2e037073
	s_mov_b32 s52, 0x2e000000
	s_mov_b32 s54, 0x252049c1
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
	s_add_u32 s80, s17, 0x76cf5d0a
	s_add_u32 s81, s16, 0xdaa66d2b
	s_add_u32 s82, s17, 0x32370b8f
	s_add_u32 s83, s16, 0x78dde6e4
	s_add_u32 s84, s17, 0xed9eba14
	s_add_u32 s85, s16, 0x1715609d
	s_add_u32 s86, s17, 0xa9066899
	s_add_u32 s87, s16, 0xb54cda56
	s_add_u32 s88, s17, 0x646e171e
	s_add_u32 s89, s16, 0x5384540f
	s_add_u32 s90, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s91, s16, 0x8ff34781
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
	s_mov_b32 s53, 0xbba3198a
	s_mov_b32 s55, 0x397b839a
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v7
.LBB0_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v0
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB0_15
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB0_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b32 s92, s2
	s_cbranch_execz .LBB0_10
	s_mul_f32 s93, s14, s12
	s_mul_i32 s0, s19, 0xcd9e8d57
	s_mul_hi_u32 s3, s19, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v8
	s_cmp_gt_f32 s93, 0
	s_mul_f32 s1, s93, 0x4f800000
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s93, 0xf800000
	v_mov_b32_e32 v47, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s16, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s18
	s_mul_hi_u32 s4, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s4, v9
	v_xor3_b32 v15, s3, s80, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v14, v10
	v_xor3_b32 v16, v16, s81, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s82, v14, v12
	v_xor3_b32 v14, v17, s84, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s83, v13, v15
	v_xor3_b32 v14, v18, s85, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v13, v16
	v_xor3_b32 v15, v15, s88, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s87, v13, v17
	v_xor3_b32 v0, v0, s89, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s90, v13, v14
	v_xor3_b32 v0, v0, s17, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v14, 0xcd9e8d57, v13
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s91, v13, v14
	v_cvt_f64_u32_e32 v[13:14], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 0.5
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[13:14], 54
	v_cmp_gt_f64_e64 s3, 0x100000, v[13:14]
	v_cndmask_b32_e64 v0, v14, v16, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v13, v15, s3
	v_add_co_u32 v17, s4, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, 0, 0, s4
	v_and_b32_e32 v0, 0xfffff, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v11, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], -1.0
	v_add_f64 v[19:20], v[15:16], 2.0
	v_mul_f64 v[39:40], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[15:16]
	v_div_scale_f64 v[27:28], vcc_lo, v[15:16], v[19:20], v[15:16]
	v_mul_f64 v[39:40], v[15:16], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[21:22]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[21:22], v[25:26], v[27:28]
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[25:26]
	v_add_co_u32 v0, vcc_lo, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[41:42], v0
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[15:16]
	v_cvt_f64_u32_e32 v[21:22], v12
	v_add_co_ci_u32_e64 v12, null, -1, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[17:18], v12
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], 0.5
	v_ldexp_f64 v[17:18], v[17:18], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], v[41:42]
	v_mul_f64 v[27:28], v[25:26], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], s[40:41]
	v_mul_f64 v[31:32], v[25:26], s[6:7]
	v_mul_f64 v[45:46], v[17:18], s[36:37]
	v_mul_f64 v[17:18], v[17:18], s[38:39]
	v_add_f64 v[27:28], v[27:28], s[28:29]
	v_mul_f64 v[29:30], v[21:22], s[42:43]
	v_add_f64 v[31:32], v[31:32], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_add_f64 v[29:30], 0x43380000, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[30:31]
	v_add_f64 v[33:34], 0xc3380000, v[29:30]
	v_mul_f64 v[30:31], v[25:26], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[35:36], v[33:34], s[44:45]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[24:25]
	v_mul_f64 v[37:38], v[33:34], s[48:49]
	v_mul_f64 v[41:42], v[33:34], s[50:51]
	v_add_f64 v[27:28], v[27:28], s[34:35]
	v_add_f64 v[35:36], v[21:22], v[35:36]
	v_mul_f64 v[25:26], v[25:26], v[30:31]
	v_mul_f64 v[30:31], v[33:34], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_add_f64 v[27:28], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[25:26], v[35:36], -v[27:28]
	v_add_f64 v[43:44], v[27:28], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[39:40], v[23:24]
	v_add_f64 v[25:26], v[25:26], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[27:28], -v[43:44]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[23:24], v[41:42], -v[25:26]
	v_mul_f64 v[25:26], v[33:34], s[46:47]
	v_mul_f64 v[32:33], v[33:34], s[54:55]
	v_add_f64 v[30:31], v[37:38], v[30:31]
	v_add_f64 v[19:20], v[45:46], v[19:20]
	v_add_f64 v[37:38], v[27:28], -v[23:24]
	v_add_f64 v[41:42], v[35:36], -v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[32:33], -v[30:31]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[19:20], v[19:20], -v[39:40]
	v_lshrrev_b32_e32 v0, 20, v38
	v_lshrrev_b32_e32 v34, 20, v42
	v_add_f64 v[15:16], v[15:16], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[17:18], v[15:16]
	v_mul_f64 v[15:16], v[15:16], -2.0
	v_and_b32_e32 v12, 0x7ff, v0
	v_bfe_u32 v0, v22, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 49, v12
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_and_b32_e32 v12, 0x7ff, v34
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v12
	v_dual_cndmask_b32 v12, v27, v43 :: v_dual_cndmask_b32 v27, v28, v44
	v_cndmask_b32_e32 v28, v23, v30, vcc_lo
	global_load_b32 v44, v[4:5], off
	global_load_b32 v45, v[2:3], off
	v_cmp_lt_u64_e64 s3, v[32:33], v[0:1]
	v_cndmask_b32_e32 v0, v24, v31, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v24, v36, v27, s3
	v_cndmask_b32_e64 v23, v35, v12, s3
	v_cndmask_b32_e64 v26, v26, v0, s3
	v_cndmask_b32_e64 v25, v25, v28, s3
	v_cmp_neq_f64_e64 s3, 0, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[23:24], -v[25:26]
	v_cndmask_b32_e32 v0, 0xfff00000, v16, vcc_lo
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e64 v16, 0x7ff00000, v0, s3
	v_cndmask_b32_e32 v15, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[19:20], v[19:20]
	v_add_f64 v[23:24], v[23:24], -v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[15:16]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[27:28], v[17:18], s[68:69]
	v_mul_f64 v[30:31], v[17:18], s[56:57]
	v_mul_f64 v[32:33], v[17:18], s[62:63]
	v_mul_f64 v[12:13], v[17:18], s[74:75]
	v_mul_f64 v[34:35], v[17:18], v[17:18]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	v_mul_f64 v[38:39], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[15:16], v0
	v_and_b32_e32 v0, 1, v29
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_add_f64 v[27:28], v[27:28], s[70:71]
	v_add_f64 v[30:31], v[30:31], s[58:59]
	v_add_f64 v[32:33], v[32:33], s[64:65]
	v_add_f64 v[12:13], v[12:13], s[76:77]
	v_mul_f64 v[36:37], v[17:18], v[34:35]
	v_mul_f64 v[25:26], v[34:35], v[34:35]
	v_mul_f64 v[34:35], v[19:20], v[17:18]
	v_add_f64 v[42:43], -v[38:39], 1.0
	v_mul_f64 v[27:28], v[17:18], v[27:28]
	v_mul_f64 v[30:31], v[17:18], v[30:31]
	v_mul_f64 v[32:33], v[17:18], v[32:33]
	v_mul_f64 v[12:13], v[36:37], v[12:13]
	v_rsq_f64_e32 v[36:37], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[12:13], v[12:13], v[27:28]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[27:28], v[14:15], v[36:37]
	v_mul_f64 v[36:37], v[36:37], 0.5
	v_mul_f64 v[30:31], v[17:18], v[30:31]
	v_mul_f64 v[25:26], v[25:26], v[32:33]
	v_mul_f64 v[32:33], v[23:24], 0.5
	v_mul_f64 v[12:13], v[34:35], v[12:13]
	v_fma_f64 v[40:41], -v[36:37], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[30:31], v[25:26]
	v_mul_f64 v[30:31], v[19:20], v[23:24]
	v_add_f64 v[12:13], v[32:33], -v[12:13]
	v_add_f64 v[32:33], -v[42:43], 1.0
	v_fma_f64 v[27:28], v[27:28], v[40:41], v[27:28]
	v_mul_f64 v[25:26], v[17:18], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[12:13], v[17:18], v[12:13]
	v_fma_f64 v[16:17], v[36:37], v[40:41], v[36:37]
	v_fma_f64 v[36:37], -v[27:28], v[27:28], v[14:15]
	v_add_f64 v[32:33], v[32:33], -v[38:39]
	v_add_f64 v[25:26], v[25:26], -v[30:31]
	v_mul_f64 v[30:31], v[34:35], s[78:79]
	v_and_b32_e32 v18, 2, v29
	v_add_f64 v[12:13], v[12:13], -v[23:24]
	v_fma_f64 v[23:24], v[36:37], v[16:17], v[27:28]
	v_add_f64 v[25:26], v[32:33], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[12:13], v[12:13], v[30:31]
	v_fma_f64 v[27:28], -v[23:24], v[23:24], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[42:43], v[25:26]
	v_add_f64 v[12:13], v[19:20], -v[12:13]
	v_mov_b32_e32 v19, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[16:17], v[27:28], v[16:17], v[23:24]
	v_xor_b32_e32 v20, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s3, 0, v[18:19]
	v_cndmask_b32_e64 v0, v20, v26, s3
	v_xor_b32_e32 v18, 0x80000000, v13
	v_cndmask_b32_e64 v19, v12, v25, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v13, v13, v18, s3
	v_cndmask_b32_e64 v18, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[21:22]
	v_cndmask_b32_e64 v0, v13, v0, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[12:13], v[16:17], v18
	v_cndmask_b32_e64 v16, 0x7ff80000, v0, s3
	v_cndmask_b32_e64 v0, s93, v47, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v13, v13, v15 :: v_dual_cndmask_b32 v12, v12, v14
	v_cndmask_b32_e64 v15, 0, v19, s3
	v_sqrt_f32_e32 v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[12:13], v[15:16], v[12:13]
	v_add_nc_u32_e32 v15, -1, v14
	v_add_nc_u32_e32 v16, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_xor_b32_e32 v18, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v17, v14, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v17
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v13, v18, v14, v0
	s_waitcnt vmcnt(1)
	v_dual_cndmask_b32 v14, v14, v15 :: v_dual_sub_f32 v15, v7, v44
	v_cmp_lt_f32_e32 vcc_lo, 0, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v15, v15, v15
	v_cndmask_b32_e32 v13, v14, v16, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x37800000, v13
	v_cndmask_b32_e64 v13, v13, v14, s1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s5, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v13, v0 :: v_dual_mul_f32 v13, v14, v15
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, s8, v13
	v_cndmask_b32_e64 v0, v0, s9, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v13, v7, v13 :: v_dual_mul_f32 v0, v0, v12
	v_add_f32_e32 v0, v0, v13
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s92
	s_mov_b32 s0, 0
.LBB0_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v12, v[2:3], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s5, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v7, v7, v0
	s_branch .LBB0_5
.LBB0_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
.LBB0_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_17
	global_store_b32 v6, v0, s[22:23]
.LBB0_17:
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
	.size	tessera_weighted_w256, .Lfunc_end0-tessera_weighted_w256

	.set tessera_weighted_w256.num_vgpr, 48
	.set tessera_weighted_w256.num_agpr, 0
	.set tessera_weighted_w256.numbered_sgpr, 94
	.set tessera_weighted_w256.num_named_barrier, 0
	.set tessera_weighted_w256.private_seg_size, 0
	.set tessera_weighted_w256.uses_vcc, 1
	.set tessera_weighted_w256.uses_flat_scratch, 0
	.set tessera_weighted_w256.has_dyn_sized_stack, 0
	.set tessera_weighted_w256.has_recursion, 0
	.set tessera_weighted_w256.has_indirect_call, 0
	.globl	tessera_weighted_w1024
	.p2align	8
	.type	tessera_weighted_w1024,@function
tessera_weighted_w1024:
	s_load_b128 s[8:11], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[10:11]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_17
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[20:21], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s26, s10, s2
	s_add_i32 s27, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[24:25], s[26:27], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s22, s4, s24
	s_addc_u32 s23, s5, s25
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	global_load_b32 v7, v6, s[22:23]
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_14
	s_clause 0x3
	s_load_b256 s[8:15], s[0:1], 0x38
	s_load_b32 s3, s[0:1], 0x18
	s_load_b64 s[28:29], s[0:1], 0x10
	s_load_b128 s[16:19], s[0:1], 0x58
	v_add_co_u32 v0, s0, s26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s27, 0, s0
	v_mov_b32_e32 v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_mov_b32 s26, 0xdf3e5244
	s_mov_b32 s30, 0x94229359
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s36, 0x35793c76
	s_mov_b32 s38, 0xfee00000
	s_mov_b32 s40, 0x54442d18
	v_xor_b32_e32 v0, v10, v2
	s_mov_b32 s42, 0x6dc9c883
	s_mov_b32 s44, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	s_mul_f32 s5, s3, 0.5
	v_add_co_u32 v2, s0, s28, v6
	v_xor_b32_e32 v0, s17, v0
	v_add_co_ci_u32_e64 v3, null, s29, 0, s0
	s_cselect_b32 s15, -1, 0
	s_add_u32 s0, s6, s24
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s7, s25
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v4, s0, s0, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s16, 0x9e3779b9
	s_add_u32 s1, s17, 0xbb67ae85
	s_add_u32 s3, s16, 0x3c6ef372
	v_xor_b32_e32 v8, s0, v11
	v_xor_b32_e32 v9, s1, v9
	v_xor_b32_e32 v10, s3, v10
	v_mov_b32_e32 v11, 0xfffffbcb
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s10, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s28, 0x96cb03de
	s_mov_b32 s46, 0x1a626331
	s_mov_b32 s48, 0x1a600000
	s_mov_b32 s50, 0x2e037073
	s_mov_b32 s52, 0x2e000000
	s_mov_b32 s54, 0x252049c1
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
	s_add_u32 s80, s17, 0x76cf5d0a
	s_add_u32 s81, s16, 0xdaa66d2b
	s_add_u32 s82, s17, 0x32370b8f
	s_add_u32 s83, s16, 0x78dde6e4
	s_add_u32 s84, s17, 0xed9eba14
	s_add_u32 s85, s16, 0x1715609d
	s_add_u32 s86, s17, 0xa9066899
	s_add_u32 s87, s16, 0xb54cda56
	s_add_u32 s88, s17, 0x646e171e
	s_add_u32 s89, s16, 0x5384540f
	s_add_u32 s90, s17, 0x1fd5c5a3
	s_add_u32 s17, s17, 0xdb3d7428
	s_add_i32 s91, s16, 0x8ff34781
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
	s_mov_b32 s53, 0xbba3198a
	s_mov_b32 s55, 0x397b839a
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v7
.LBB1_6:
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v7, v0
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB1_15
.LBB1_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB1_11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b32 s92, s2
	s_cbranch_execz .LBB1_10
	s_mul_f32 s93, s14, s12
	s_mul_i32 s0, s19, 0xcd9e8d57
	s_mul_hi_u32 s3, s19, 0xcd9e8d57
	v_xor_b32_e32 v0, s0, v8
	s_cmp_gt_f32 s93, 0
	s_mul_f32 s1, s93, 0x4f800000
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_f32 s93, 0xf800000
	v_mov_b32_e32 v12, s1
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s3, s16, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s18
	s_mul_hi_u32 s4, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s4, v9
	v_xor3_b32 v16, s3, s80, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v15, v10
	v_xor3_b32 v17, v17, s81, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s82, v15, v13
	v_xor3_b32 v15, v18, s84, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s83, v14, v16
	v_xor3_b32 v15, v19, s85, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v14, v17
	v_xor3_b32 v16, v16, s88, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s87, v14, v18
	v_xor3_b32 v0, v0, s89, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s90, v14, v15
	v_xor3_b32 v0, v0, s17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s91, v14, v15
	v_cvt_f64_u32_e32 v[14:15], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], 0.5
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[14:15], 54
	v_cmp_gt_f64_e64 s3, 0x100000, v[14:15]
	v_cndmask_b32_e64 v0, v15, v17, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v14, v16, s3
	v_add_co_u32 v18, s4, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, 0, 0, s4
	v_and_b32_e32 v0, 0xfffff, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v11, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], -1.0
	v_add_f64 v[20:21], v[16:17], 2.0
	v_mul_f64 v[40:41], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[16:17]
	v_div_scale_f64 v[28:29], vcc_lo, v[16:17], v[20:21], v[16:17]
	v_mul_f64 v[40:41], v[16:17], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[24:25], v[22:23]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[22:23], v[26:27], v[28:29]
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_add_co_u32 v0, vcc_lo, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[42:43], v0
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[16:17]
	v_cvt_f64_u32_e32 v[22:23], v13
	v_add_co_ci_u32_e64 v13, null, -1, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[18:19], v13
	v_mul_f64 v[24:25], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[24:25]
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[42:43]
	v_mul_f64 v[28:29], v[26:27], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[22:23], s[40:41]
	v_mul_f64 v[32:33], v[26:27], s[6:7]
	v_mul_f64 v[46:47], v[18:19], s[36:37]
	v_mul_f64 v[18:19], v[18:19], s[38:39]
	v_add_f64 v[28:29], v[28:29], s[28:29]
	v_mul_f64 v[30:31], v[22:23], s[42:43]
	v_add_f64 v[32:33], v[32:33], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_add_f64 v[30:31], 0x43380000, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[30:31]
	v_add_f64 v[34:35], 0xc3380000, v[30:31]
	v_mul_f64 v[31:32], v[26:27], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[36:37], v[34:35], s[44:45]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[24:25]
	v_mul_f64 v[38:39], v[34:35], s[48:49]
	v_mul_f64 v[42:43], v[34:35], s[50:51]
	v_add_f64 v[28:29], v[28:29], s[34:35]
	v_add_f64 v[36:37], v[22:23], v[36:37]
	v_mul_f64 v[26:27], v[26:27], v[31:32]
	v_mul_f64 v[31:32], v[34:35], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_add_f64 v[28:29], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[26:27], v[24:25]
	v_add_f64 v[26:27], v[36:37], -v[28:29]
	v_add_f64 v[44:45], v[28:29], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[40:41], v[24:25]
	v_add_f64 v[26:27], v[26:27], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[28:29], -v[44:45]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[24:25], v[42:43], -v[26:27]
	v_mul_f64 v[26:27], v[34:35], s[46:47]
	v_mul_f64 v[33:34], v[34:35], s[54:55]
	v_add_f64 v[31:32], v[38:39], v[31:32]
	v_add_f64 v[20:21], v[46:47], v[20:21]
	v_add_f64 v[38:39], v[28:29], -v[24:25]
	v_add_f64 v[42:43], v[36:37], -v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[33:34], -v[31:32]
	v_mov_b32_e32 v34, v1
	v_add_f64 v[20:21], v[20:21], -v[40:41]
	v_lshrrev_b32_e32 v0, 20, v39
	v_lshrrev_b32_e32 v35, 20, v43
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v23, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 49, v13
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_and_b32_e32 v13, 0x7ff, v35
	v_add_f64 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v33, 16, v13
	v_dual_cndmask_b32 v13, v28, v44 :: v_dual_cndmask_b32 v28, v29, v45
	v_cndmask_b32_e32 v29, v24, v31, vcc_lo
	global_load_b32 v45, v[4:5], off
	global_load_b32 v46, v[2:3], off
	v_cmp_lt_u64_e64 s3, v[33:34], v[0:1]
	v_cndmask_b32_e32 v0, v25, v32, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v37, v28, s3
	v_cndmask_b32_e64 v24, v36, v13, s3
	v_cndmask_b32_e64 v27, v27, v0, s3
	v_cndmask_b32_e64 v26, v26, v29, s3
	v_cmp_neq_f64_e64 s3, 0, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[24:25], -v[26:27]
	v_cndmask_b32_e32 v0, 0xfff00000, v17, vcc_lo
	s_and_b32 vcc_lo, s3, vcc_lo
	v_cndmask_b32_e32 v16, 0, v16, vcc_lo
	v_mul_f64 v[18:19], v[20:21], v[20:21]
	v_add_f64 v[24:25], v[24:25], -v[20:21]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[28:29], v[18:19], s[68:69]
	v_mul_f64 v[31:32], v[18:19], s[56:57]
	v_mul_f64 v[33:34], v[18:19], s[62:63]
	v_mul_f64 v[13:14], v[18:19], s[74:75]
	v_mul_f64 v[35:36], v[18:19], v[18:19]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_mul_f64 v[39:40], v[18:19], 0.5
	v_add_f64 v[28:29], v[28:29], s[70:71]
	v_add_f64 v[31:32], v[31:32], s[58:59]
	v_add_f64 v[33:34], v[33:34], s[64:65]
	v_add_f64 v[13:14], v[13:14], s[76:77]
	v_mul_f64 v[37:38], v[18:19], v[35:36]
	v_mul_f64 v[26:27], v[35:36], v[35:36]
	v_mul_f64 v[35:36], v[20:21], v[18:19]
	v_add_f64 v[43:44], -v[39:40], 1.0
	v_mul_f64 v[28:29], v[18:19], v[28:29]
	v_mul_f64 v[31:32], v[18:19], v[31:32]
	v_mul_f64 v[33:34], v[18:19], v[33:34]
	v_mul_f64 v[13:14], v[37:38], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[28:29], s[72:73]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_add_f64 v[13:14], v[13:14], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[18:19], v[31:32]
	v_mul_f64 v[26:27], v[26:27], v[33:34]
	v_mul_f64 v[33:34], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[35:36], v[13:14]
	v_add_f64 v[26:27], v[31:32], v[26:27]
	v_mul_f64 v[31:32], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[33:34], -v[13:14]
	v_add_f64 v[33:34], -v[43:44], 1.0
	v_mul_f64 v[26:27], v[18:19], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[18:19], v[13:14]
	v_and_b32_e32 v19, 2, v30
	v_cndmask_b32_e64 v17, 0x7ff00000, v0, s3
	v_add_f64 v[26:27], v[26:27], -v[31:32]
	v_mul_f64 v[31:32], v[35:36], s[78:79]
	v_add_f64 v[33:34], v[33:34], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_add_f64 v[13:14], v[13:14], -v[24:25]
	v_add_f64 v[26:27], v[33:34], v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[15:16], v[16:17], v0
	v_add_f64 v[13:14], v[13:14], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[43:44], v[26:27]
	v_rsq_f64_e32 v[37:38], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[20:21], -v[13:14]
	v_mov_b32_e32 v20, v1
	v_xor_b32_e32 v21, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_cmp_eq_u64_e64 s3, 0, v[19:20]
	v_mul_f64 v[28:29], v[15:16], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	v_xor_b32_e32 v19, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, v14, v19, s3
	v_cndmask_b32_e64 v19, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[15:16], 0x260
	v_and_b32_e32 v0, 1, v30
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, v21, v27, s3
	v_fma_f64 v[41:42], -v[37:38], v[28:29], 0.5
	v_cmp_gt_f64_e64 s3, 0x413921fb, v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, v13, v26, s4
	v_cndmask_b32_e64 v0, v14, v0, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[28:29], v[28:29], v[41:42], v[28:29]
	v_fma_f64 v[17:18], v[37:38], v[41:42], v[37:38]
	v_fma_f64 v[37:38], -v[28:29], v[28:29], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], v[37:38], v[17:18], v[28:29]
	v_fma_f64 v[28:29], -v[24:25], v[24:25], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[28:29], v[17:18], v[24:25]
	v_ldexp_f64 v[13:14], v[17:18], v19
	v_cndmask_b32_e64 v17, 0x7ff80000, v0, s3
	v_cndmask_b32_e64 v0, s93, v12, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sqrt_f32_e32 v12, v0
	v_dual_cndmask_b32 v14, v14, v16 :: v_dual_cndmask_b32 v13, v13, v15
	v_cndmask_b32_e64 v16, 0, v20, s3
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v15, -1, v12
	v_mul_f64 v[13:14], v[16:17], v[13:14]
	v_add_nc_u32_e32 v16, 1, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, 0x80000000, v15
	v_xor_b32_e32 v18, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, v17, v12, v0
	v_cmp_ge_f32_e32 vcc_lo, 0, v17
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v14, v18, v12, v0
	s_waitcnt vmcnt(1)
	v_dual_cndmask_b32 v12, v12, v15 :: v_dual_sub_f32 v15, v7, v45
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v15, v15, v15 :: v_dual_cndmask_b32 v12, v12, v16
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v14, 0x37800000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v12, v12, v14, s1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s5, v46
	v_cndmask_b32_e32 v0, v12, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, v14, v15
	v_cndmask_b32_e64 v0, 0, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v12, s8, v12
	v_cndmask_b32_e64 v0, v0, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v7, v12
	v_mul_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s92
	s_mov_b32 s0, 0
.LBB1_11:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_6
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[4:5], off
	global_load_b32 v12, v[2:3], off
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v0, v7, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s5, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v7, v7, v0
	s_branch .LBB1_5
.LBB1_14:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
.LBB1_15:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_17
	global_store_b32 v6, v0, s[22:23]
.LBB1_17:
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
.Lfunc_end1:
	.size	tessera_weighted_w1024, .Lfunc_end1-tessera_weighted_w1024

	.set tessera_weighted_w1024.num_vgpr, 48
	.set tessera_weighted_w1024.num_agpr, 0
	.set tessera_weighted_w1024.numbered_sgpr, 94
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
	s_cbranch_vccnz .LBB2_24
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
	s_cbranch_execz .LBB2_3
	global_load_b32 v12, v11, s[16:17]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[6:7], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v13, v1, s[16:17]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_20
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
	s_cselect_b32 s78, -1, 0
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
	v_mov_b32_e32 v20, 0xfffffbcb
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s48, 0x2e037073
	s_mov_b32 s50, 0x2e000000
	s_mov_b32 s52, 0x252049c1
	s_mov_b32 s54, 0x19cb1590
	s_mov_b32 s56, 0x16c15177
	s_mov_b32 s58, 0x5555554c
	s_mov_b32 s60, 0xbe8838d4
	s_mov_b32 s62, 0xbdb4b1c4
	s_mov_b32 s64, 0x809c52ad
	s_mov_b32 s66, 0x57b1fe7d
	s_mov_b32 s68, 0x19c161d5
	s_mov_b32 s70, 0x1110f8a6
	s_mov_b32 s72, 0x5acfd57c
	s_mov_b32 s74, 0x8a2b9ceb
	s_mov_b32 s76, 0x55555549
	s_add_u32 s79, s13, 0x76cf5d0a
	s_add_u32 s80, s12, 0xdaa66d2b
	s_add_u32 s81, s13, 0x32370b8f
	s_add_u32 s82, s12, 0x78dde6e4
	s_add_u32 s83, s13, 0xed9eba14
	s_add_u32 s84, s12, 0x1715609d
	s_add_u32 s85, s13, 0xa9066899
	s_add_u32 s86, s12, 0xb54cda56
	s_add_u32 s87, s13, 0x646e171e
	s_add_u32 s88, s12, 0x5384540f
	s_add_u32 s89, s13, 0x1fd5c5a3
	s_add_u32 s13, s13, 0xdb3d7428
	s_add_i32 s90, s12, 0x8ff34781
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
	s_mov_b32 s51, 0xbba3198a
	s_mov_b32 s53, 0x397b839a
	s_mov_b32 s55, 0x3efa01a0
	s_mov_b32 s57, 0xbf56c16c
	s_mov_b32 s59, 0x3fa55555
	s_mov_b32 s61, 0xbda8fae9
	s_mov_b32 s63, 0x3e21ee9e
	s_mov_b32 s65, 0xbe927e4f
	s_mov_b32 s67, 0x3ec71de3
	s_mov_b32 s69, 0xbf2a01a0
	s_mov_b32 s71, 0x3f811111
	s_mov_b32 s73, 0x3de5d93a
	s_mov_b32 s75, 0xbe5ae5e6
	s_mov_b32 s77, 0x3fc55555
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v22, v12
	v_mov_b32_e32 v0, v13
.LBB2_8:
	s_add_u32 s20, s20, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v13, v0 :: v_dual_mov_b32 v12, v22
	s_addc_u32 s21, s21, -1
	s_mul_f32 s8, s9, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cbranch_scc1 .LBB2_20
.LBB2_9:
	s_and_b32 vcc_lo, exec_lo, s78
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB2_15
	s_mul_f32 s1, s10, s8
	s_mul_i32 s91, s15, 0xcd9e8d57
	s_mul_hi_u32 s92, s15, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v21, v0
	v_add_nc_u32_e32 v22, -1, v21
	v_add_nc_u32_e32 v23, 1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	v_xor_b32_e32 v25, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v24, v24, v21, v0
	v_fma_f32 v25, v25, v21, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v24
	v_cndmask_b32_e64 v21, v21, v22, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v25
	v_cndmask_b32_e64 v21, v21, v23, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x37800000, v21
	v_cndmask_b32_e64 v21, v21, v22, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v22, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v21, v0, s0
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v21, v0, s5, s33
	s_and_saveexec_b32 s93, s2
	s_cbranch_execz .LBB2_12
	v_xor_b32_e32 v0, s91, v14
	s_xor_b32 s0, s12, s92
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s14
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v16
	v_xor3_b32 v25, s0, s79, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v0, v24, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s80, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v26, 0
	v_xor3_b32 v0, s81, v24, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v27, s83, v23
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, s82, v23, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v28, s84, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, s85, v23, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s87, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v25
	v_xor3_b32 v23, s86, v23, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s88, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v23, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v23, s89, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v22
	v_mul_lo_u32 v24, 0xcd9e8d57, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v24, v23, s90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[23:24], v0
	v_add_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	v_ldexp_f64 v[25:26], v[23:24], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v24, v26, s0
	v_cndmask_b32_e64 v25, v23, v25, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v27, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v28, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v27
	v_lshrrev_b64 v[27:28], 20, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v26, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v20, s0
	v_add_f64 v[25:26], v[25:26], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[25:26], 2.0
	v_mul_f64 v[49:50], v[25:26], 0.5
	v_div_scale_f64 v[31:32], null, v[29:30], v[29:30], v[25:26]
	v_div_scale_f64 v[37:38], vcc_lo, v[25:26], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[25:26], v[49:50]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[31:32], v[31:32], v[33:34], v[35:36]
	v_add_co_u32 v0, vcc_lo, v27, v0
	v_cvt_f64_u32_e32 v[51:52], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[29:30], v[31:32], v[29:30], v[25:26]
	v_cvt_f64_u32_e32 v[31:32], v22
	v_add_co_ci_u32_e64 v22, null, -1, v28, vcc_lo
	v_cvt_f64_i32_e32 v[27:28], v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[33:34], v[29:30], v[29:30]
	v_add_f64 v[31:32], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[27:28], v[27:28], 32
	v_mul_f64 v[35:36], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[31:32], v[31:32], 0xffffffe0
	v_add_f64 v[27:28], v[27:28], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[35:36], s[24:25]
	v_mul_f64 v[31:32], v[31:32], s[38:39]
	v_mul_f64 v[41:42], v[35:36], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[27:28], s[34:35]
	v_mul_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[37:38], v[37:38], s[26:27]
	v_mul_f64 v[39:40], v[31:32], s[40:41]
	v_add_f64 v[41:42], v[41:42], s[18:19]
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], 0x43380000, v[39:40]
	v_add_f64 v[37:38], v[37:38], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], 0xc3380000, v[39:40]
	v_mul_f64 v[40:41], v[35:36], v[41:42]
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], s[42:43]
	v_add_f64 v[40:41], v[40:41], s[22:23]
	v_mul_f64 v[47:48], v[43:44], s[46:47]
	v_mul_f64 v[51:52], v[43:44], s[48:49]
	v_add_f64 v[37:38], v[37:38], s[30:31]
	v_add_f64 v[45:46], v[31:32], v[45:46]
	v_mul_f64 v[35:36], v[35:36], v[40:41]
	v_mul_f64 v[40:41], v[43:44], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[33:34], v[33:34], v[37:38]
	v_add_f64 v[37:38], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[35:36], v[33:34]
	v_add_f64 v[35:36], v[45:46], -v[37:38]
	v_add_f64 v[53:54], v[37:38], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[49:50], v[33:34]
	v_add_f64 v[35:36], v[35:36], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[37:38], -v[53:54]
	v_mul_f64 v[29:30], v[29:30], v[33:34]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[33:34], v[51:52], -v[35:36]
	v_mul_f64 v[35:36], v[43:44], s[44:45]
	v_mul_f64 v[42:43], v[43:44], s[52:53]
	v_add_f64 v[40:41], v[47:48], v[40:41]
	v_add_f64 v[29:30], v[55:56], v[29:30]
	v_add_f64 v[47:48], v[37:38], -v[33:34]
	v_add_f64 v[51:52], v[45:46], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[42:43], -v[40:41]
	v_mov_b32_e32 v43, v1
	v_add_f64 v[29:30], v[29:30], -v[49:50]
	v_lshrrev_b32_e32 v0, 20, v48
	v_lshrrev_b32_e32 v44, 20, v52
	v_add_f64 v[25:26], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[25:26], v[25:26], -2.0
	v_and_b32_e32 v22, 0x7ff, v0
	v_bfe_u32 v0, v32, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v42, 49, v22
	v_and_b32_e32 v22, 0x7ff, v44
	v_cmp_lt_u64_e32 vcc_lo, v[42:43], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v42, 16, v22
	v_cmp_lt_u64_e64 s0, v[42:43], v[0:1]
	v_dual_cndmask_b32 v22, v37, v53 :: v_dual_cndmask_b32 v37, v38, v54
	v_cndmask_b32_e32 v0, v34, v41, vcc_lo
	v_cndmask_b32_e32 v38, v33, v40, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[23:24]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v33, v45, v22, s0
	v_cndmask_b32_e64 v34, v46, v37, s0
	v_cndmask_b32_e64 v36, v36, v0, s0
	v_cndmask_b32_e64 v35, v35, v38, s0
	v_cmp_neq_f64_e64 s0, 0, v[23:24]
	global_load_b32 v54, v[5:6], off
	global_load_b32 v55, v[3:4], off
	v_add_f64 v[29:30], v[33:34], -v[35:36]
	v_cndmask_b32_e32 v0, 0xfff00000, v26, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v25, 0, v25, vcc_lo
	v_mul_f64 v[27:28], v[29:30], v[29:30]
	v_add_f64 v[33:34], v[33:34], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[25:26]
	v_mul_f64 v[37:38], v[27:28], s[66:67]
	v_mul_f64 v[40:41], v[27:28], s[54:55]
	v_mul_f64 v[42:43], v[27:28], s[60:61]
	v_mul_f64 v[22:23], v[27:28], s[72:73]
	v_mul_f64 v[44:45], v[27:28], v[27:28]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[33:34], v[33:34], -v[35:36]
	v_mul_f64 v[48:49], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[25:26], v0
	v_and_b32_e32 v0, 1, v39
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[37:38], v[37:38], s[68:69]
	v_add_f64 v[40:41], v[40:41], s[56:57]
	v_add_f64 v[42:43], v[42:43], s[62:63]
	v_add_f64 v[22:23], v[22:23], s[74:75]
	v_mul_f64 v[46:47], v[27:28], v[44:45]
	v_mul_f64 v[35:36], v[44:45], v[44:45]
	v_mul_f64 v[44:45], v[29:30], v[27:28]
	v_add_f64 v[52:53], -v[48:49], 1.0
	v_mul_f64 v[37:38], v[27:28], v[37:38]
	v_mul_f64 v[40:41], v[27:28], v[40:41]
	v_mul_f64 v[42:43], v[27:28], v[42:43]
	v_mul_f64 v[22:23], v[46:47], v[22:23]
	v_rsq_f64_e32 v[46:47], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[37:38], s[70:71]
	v_add_f64 v[40:41], v[40:41], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[64:65]
	v_add_f64 v[22:23], v[22:23], v[37:38]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[37:38], v[24:25], v[46:47]
	v_mul_f64 v[46:47], v[46:47], 0.5
	v_mul_f64 v[40:41], v[27:28], v[40:41]
	v_mul_f64 v[35:36], v[35:36], v[42:43]
	v_mul_f64 v[42:43], v[33:34], 0.5
	v_mul_f64 v[22:23], v[44:45], v[22:23]
	v_fma_f64 v[50:51], -v[46:47], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[40:41], v[35:36]
	v_mul_f64 v[40:41], v[29:30], v[33:34]
	v_add_f64 v[22:23], v[42:43], -v[22:23]
	v_add_f64 v[42:43], -v[52:53], 1.0
	v_fma_f64 v[37:38], v[37:38], v[50:51], v[37:38]
	v_mul_f64 v[35:36], v[27:28], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[27:28], v[22:23]
	v_fma_f64 v[26:27], v[46:47], v[50:51], v[46:47]
	v_fma_f64 v[46:47], -v[37:38], v[37:38], v[24:25]
	v_add_f64 v[42:43], v[42:43], -v[48:49]
	v_add_f64 v[35:36], v[35:36], -v[40:41]
	v_mul_f64 v[40:41], v[44:45], s[76:77]
	v_and_b32_e32 v28, 2, v39
	v_add_f64 v[22:23], v[22:23], -v[33:34]
	v_fma_f64 v[33:34], v[46:47], v[26:27], v[37:38]
	v_add_f64 v[35:36], v[42:43], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], v[40:41]
	v_fma_f64 v[37:38], -v[33:34], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[52:53], v[35:36]
	v_add_f64 v[22:23], v[29:30], -v[22:23]
	v_mov_b32_e32 v29, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[26:27], v[37:38], v[26:27], v[33:34]
	v_xor_b32_e32 v30, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[28:29]
	v_cndmask_b32_e64 v0, v30, v36, s0
	v_xor_b32_e32 v28, 0x80000000, v23
	v_cndmask_b32_e64 v29, v22, v35, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v23, v28, s0
	v_cndmask_b32_e64 v28, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[24:25], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[31:32]
	v_cndmask_b32_e64 v0, v23, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[22:23], v[26:27], v28
	v_cndmask_b32_e64 v26, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v23, v23, v25 :: v_dual_cndmask_b32 v22, v22, v24
	v_cndmask_b32_e64 v25, 0, v29, s0
	v_mul_f64 v[22:23], v[25:26], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[22:23]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v22, v12, v54 :: v_dual_mul_f32 v23, s11, v55
	v_add_f32_e32 v22, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v22
	v_mul_f32_e32 v22, s4, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v12, v22
	v_mul_f32_e32 v0, v21, v0
	v_add_f32_e32 v22, v0, v22
.LBB2_12:
	s_or_b32 exec_lo, exec_lo, s93
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s93, exec_lo, s0
	s_cbranch_execz .LBB2_14
	v_xor_b32_e32 v0, s91, v15
	s_xor_b32 s0, s12, s92
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s14
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v18
	v_xor3_b32 v26, s0, s79, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v26, 0
	v_xor_b32_e32 v0, v25, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v27, v27, s80, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v27, 0
	v_xor3_b32 v0, s81, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v28, s83, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, s82, v24, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v29, s84, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s85, v24, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v26, v26, s87, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v26
	v_xor3_b32 v24, s86, v24, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s88, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v24, s89, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s13, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v24, s90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[24:25], v0
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_ldexp_f64 v[26:27], v[24:25], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v25, v27, s0
	v_cndmask_b32_e64 v26, v24, v26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v28, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v29, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v28
	v_lshrrev_b64 v[28:29], 20, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v27, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v20, s0
	v_add_f64 v[26:27], v[26:27], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[26:27], 2.0
	v_mul_f64 v[50:51], v[26:27], 0.5
	v_div_scale_f64 v[32:33], null, v[30:31], v[30:31], v[26:27]
	v_div_scale_f64 v[38:39], vcc_lo, v[26:27], v[30:31], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[26:27], v[50:51]
	v_rcp_f64_e32 v[34:35], v[32:33]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[32:33], v[34:35], 1.0
	v_fma_f64 v[34:35], v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[36:37], -v[32:33], v[34:35], 1.0
	v_fma_f64 v[34:35], v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[38:39], v[34:35]
	v_fma_f64 v[32:33], -v[32:33], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[32:33], v[32:33], v[34:35], v[36:37]
	v_add_co_u32 v0, vcc_lo, v28, v0
	v_cvt_f64_u32_e32 v[52:53], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[30:31], v[32:33], v[30:31], v[26:27]
	v_cvt_f64_u32_e32 v[32:33], v23
	v_add_co_ci_u32_e64 v23, null, -1, v29, vcc_lo
	v_cvt_f64_i32_e32 v[28:29], v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[30:31], v[30:31]
	v_add_f64 v[32:33], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[28:29], v[28:29], 32
	v_mul_f64 v[36:37], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[32:33], v[32:33], 0xffffffe0
	v_add_f64 v[28:29], v[28:29], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[36:37], s[24:25]
	v_mul_f64 v[32:33], v[32:33], s[38:39]
	v_mul_f64 v[42:43], v[36:37], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[28:29], s[34:35]
	v_mul_f64 v[28:29], v[28:29], s[36:37]
	v_add_f64 v[38:39], v[38:39], s[26:27]
	v_mul_f64 v[40:41], v[32:33], s[40:41]
	v_add_f64 v[42:43], v[42:43], s[18:19]
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], 0x43380000, v[40:41]
	v_add_f64 v[38:39], v[38:39], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], 0xc3380000, v[40:41]
	v_mul_f64 v[41:42], v[36:37], v[42:43]
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], s[42:43]
	v_add_f64 v[41:42], v[41:42], s[22:23]
	v_mul_f64 v[48:49], v[44:45], s[46:47]
	v_mul_f64 v[52:53], v[44:45], s[48:49]
	v_add_f64 v[38:39], v[38:39], s[30:31]
	v_add_f64 v[46:47], v[32:33], v[46:47]
	v_mul_f64 v[36:37], v[36:37], v[41:42]
	v_mul_f64 v[41:42], v[44:45], s[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	v_add_f64 v[38:39], v[46:47], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[36:37], v[34:35]
	v_add_f64 v[36:37], v[46:47], -v[38:39]
	v_add_f64 v[54:55], v[38:39], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[50:51], v[34:35]
	v_add_f64 v[36:37], v[36:37], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[38:39], -v[54:55]
	v_mul_f64 v[30:31], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[34:35], v[52:53], -v[36:37]
	v_mul_f64 v[36:37], v[44:45], s[44:45]
	v_mul_f64 v[43:44], v[44:45], s[52:53]
	v_add_f64 v[41:42], v[48:49], v[41:42]
	v_add_f64 v[30:31], v[56:57], v[30:31]
	v_add_f64 v[48:49], v[38:39], -v[34:35]
	v_add_f64 v[52:53], v[46:47], -v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[43:44], -v[41:42]
	v_mov_b32_e32 v44, v1
	v_add_f64 v[30:31], v[30:31], -v[50:51]
	v_lshrrev_b32_e32 v0, 20, v49
	v_lshrrev_b32_e32 v45, 20, v53
	v_and_b32_e32 v23, 0x7ff, v0
	v_bfe_u32 v0, v33, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v43, 49, v23
	v_cmp_lt_u64_e32 vcc_lo, v[43:44], v[0:1]
	v_add_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[28:29], v[26:27]
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_and_b32_e32 v23, 0x7ff, v45
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v43, 16, v23
	v_dual_cndmask_b32 v23, v38, v54 :: v_dual_cndmask_b32 v38, v39, v55
	v_cndmask_b32_e32 v39, v34, v41, vcc_lo
	global_load_b32 v55, v[9:10], off
	global_load_b32 v56, v[7:8], off
	v_cmp_lt_u64_e64 s0, v[43:44], v[0:1]
	v_cndmask_b32_e32 v0, v35, v42, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v35, v47, v38, s0
	v_cndmask_b32_e64 v34, v46, v23, s0
	v_cndmask_b32_e64 v37, v37, v0, s0
	v_cndmask_b32_e64 v36, v36, v39, s0
	v_cmp_neq_f64_e64 s0, 0, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[34:35], -v[36:37]
	v_cndmask_b32_e32 v0, 0xfff00000, v27, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v26, 0, v26, vcc_lo
	v_mul_f64 v[28:29], v[30:31], v[30:31]
	v_add_f64 v[34:35], v[34:35], -v[30:31]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[38:39], v[28:29], s[66:67]
	v_mul_f64 v[41:42], v[28:29], s[54:55]
	v_mul_f64 v[43:44], v[28:29], s[60:61]
	v_mul_f64 v[23:24], v[28:29], s[72:73]
	v_mul_f64 v[45:46], v[28:29], v[28:29]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	v_mul_f64 v[49:50], v[28:29], 0.5
	v_add_f64 v[38:39], v[38:39], s[68:69]
	v_add_f64 v[41:42], v[41:42], s[56:57]
	v_add_f64 v[43:44], v[43:44], s[62:63]
	v_add_f64 v[23:24], v[23:24], s[74:75]
	v_mul_f64 v[47:48], v[28:29], v[45:46]
	v_mul_f64 v[36:37], v[45:46], v[45:46]
	v_mul_f64 v[45:46], v[30:31], v[28:29]
	v_add_f64 v[53:54], -v[49:50], 1.0
	v_mul_f64 v[38:39], v[28:29], v[38:39]
	v_mul_f64 v[41:42], v[28:29], v[41:42]
	v_mul_f64 v[43:44], v[28:29], v[43:44]
	v_mul_f64 v[23:24], v[47:48], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[41:42], v[41:42], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[43:44], s[64:65]
	v_add_f64 v[23:24], v[23:24], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[28:29], v[41:42]
	v_mul_f64 v[36:37], v[36:37], v[43:44]
	v_mul_f64 v[43:44], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[45:46], v[23:24]
	v_add_f64 v[36:37], v[41:42], v[36:37]
	v_mul_f64 v[41:42], v[30:31], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[43:44], -v[23:24]
	v_add_f64 v[43:44], -v[53:54], 1.0
	v_mul_f64 v[36:37], v[28:29], v[36:37]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[23:24], v[28:29], v[23:24]
	v_and_b32_e32 v29, 2, v40
	v_cndmask_b32_e64 v27, 0x7ff00000, v0, s0
	v_add_f64 v[43:44], v[43:44], -v[49:50]
	v_add_f64 v[36:37], v[36:37], -v[41:42]
	v_mul_f64 v[41:42], v[45:46], s[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[26:27]
	v_add_f64 v[23:24], v[23:24], -v[34:35]
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[25:26], v[26:27], v0
	v_and_b32_e32 v0, 1, v40
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[23:24], v[23:24], v[41:42]
	v_add_f64 v[36:37], v[53:54], v[36:37]
	v_rsq_f64_e32 v[47:48], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[30:31], -v[23:24]
	v_mov_b32_e32 v30, v1
	v_xor_b32_e32 v31, 0x80000000, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[29:30]
	v_cndmask_b32_e64 v0, v31, v37, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[25:26], v[47:48]
	v_mul_f64 v[47:48], v[47:48], 0.5
	v_xor_b32_e32 v29, 0x80000000, v24
	v_cndmask_b32_e64 v30, v23, v36, s1
	v_cndmask_b32_e64 v24, v24, v29, s0
	v_cndmask_b32_e64 v29, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[25:26], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v24, v0, s1
	v_fma_f64 v[51:52], -v[47:48], v[38:39], 0.5
	v_fma_f64 v[38:39], v[38:39], v[51:52], v[38:39]
	v_fma_f64 v[27:28], v[47:48], v[51:52], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], -v[38:39], v[38:39], v[25:26]
	v_fma_f64 v[34:35], v[47:48], v[27:28], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[34:35], v[25:26]
	v_fma_f64 v[27:28], v[38:39], v[27:28], v[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[23:24], v[27:28], v29
	v_cndmask_b32_e64 v27, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v24, v24, v26 :: v_dual_cndmask_b32 v23, v23, v25
	v_cndmask_b32_e64 v26, 0, v30, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[26:27], v[23:24]
	v_cvt_f32_f64_e32 v0, v[23:24]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v23, v13, v55 :: v_dual_mul_f32 v24, s11, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v23, v23, v23 :: v_dual_mul_f32 v0, v21, v0
	v_mul_f32_e32 v23, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, s4, v23
	v_sub_f32_e32 v23, v13, v23
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
.LBB2_14:
	s_or_b32 exec_lo, exec_lo, s93
	s_mov_b32 s0, 0
.LBB2_15:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB2_8
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_18
	global_load_b32 v0, v[5:6], off
	global_load_b32 v21, v[3:4], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v12, v0 :: v_dual_mul_f32 v21, s11, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v12, v12, v0
.LBB2_18:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_7
	global_load_b32 v0, v[9:10], off
	global_load_b32 v21, v[7:8], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v13, v0 :: v_dual_mul_f32 v21, s11, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s4, v0
	v_sub_f32_e32 v13, v13, v0
	s_branch .LBB2_7
.LBB2_20:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_22
	s_waitcnt vmcnt(0)
	global_store_b32 v11, v12, s[16:17]
.LBB2_22:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_24
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v13, s[16:17]
.LBB2_24:
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
		.amdhsa_next_free_vgpr 58
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
		.amdhsa_inst_pref_size 46
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
	.size	tessera_weighted_w2048, .Lfunc_end2-tessera_weighted_w2048

	.set tessera_weighted_w2048.num_vgpr, 58
	.set tessera_weighted_w2048.num_agpr, 0
	.set tessera_weighted_w2048.numbered_sgpr, 94
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
	s_cbranch_vccnz .LBB3_37
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
	s_cbranch_execz .LBB3_3
	global_load_b32 v22, v21, s[20:21]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_load_b64 s[22:23], s[0:1], 0x30
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v23, v3, s[20:21]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[10:11], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v24, v4, s[20:21]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[10:11], v[4:5]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v25, v1, s[20:21]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB3_32
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
	s_cselect_b32 s80, -1, 0
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
	v_mov_b32_e32 v38, 0xfffffbcb
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
	s_mov_b32 s52, 0x2e000000
	s_mov_b32 s54, 0x252049c1
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
	s_add_u32 s81, s17, 0x76cf5d0a
	s_add_u32 s82, s16, 0xdaa66d2b
	s_add_u32 s83, s17, 0x32370b8f
	s_add_u32 s84, s16, 0x78dde6e4
	s_add_u32 s85, s17, 0xed9eba14
	s_add_u32 s86, s16, 0x1715609d
	s_add_u32 s87, s17, 0xa9066899
	s_add_u32 s88, s16, 0xb54cda56
	s_add_u32 s89, s17, 0x646e171e
	s_add_u32 s90, s16, 0x5384540f
	s_add_u32 s91, s17, 0x1fd5c5a3
	s_add_u32 s92, s17, 0xdb3d7428
	s_add_i32 s93, s16, 0x8ff34781
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
	s_mov_b32 s53, 0xbba3198a
	s_mov_b32 s55, 0x397b839a
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
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v40, v22 :: v_dual_mov_b32 v41, v23
	v_mov_b32_e32 v42, v24
	v_mov_b32_e32 v0, v25
.LBB3_12:
	s_add_u32 s22, s22, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v24, v42
	v_dual_mov_b32 v23, v41 :: v_dual_mov_b32 v22, v40
	s_addc_u32 s23, s23, -1
	s_mul_f32 s12, s13, s12
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB3_32
.LBB3_13:
	s_and_b32 vcc_lo, exec_lo, s80
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB3_21
	s_mul_f32 s1, s14, s12
	s_mul_i32 s17, s19, 0xcd9e8d57
	s_mul_hi_u32 s94, s19, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v39, v0
	v_add_nc_u32_e32 v40, -1, v39
	v_add_nc_u32_e32 v41, 1, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v42, 0x80000000, v40
	v_xor_b32_e32 v43, 0x80000000, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v42, v42, v39, v0
	v_fma_f32 v43, v43, v39, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v42
	v_cndmask_b32_e64 v39, v39, v40, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v43
	v_cndmask_b32_e64 v39, v39, v41, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, 0x37800000, v39
	v_cndmask_b32_e64 v39, v39, v40, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v40, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v39, v0, s0
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v39, v0, s9, s33
	s_and_saveexec_b32 s95, s2
	s_cbranch_execnz .LBB3_26
	s_or_b32 exec_lo, exec_lo, s95
	v_mov_b32_e32 v41, v23
	s_and_saveexec_b32 s95, s3
	s_cbranch_execnz .LBB3_27
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s95
	v_mov_b32_e32 v42, v24
	s_and_saveexec_b32 s95, s4
	s_cbranch_execz .LBB3_18
.LBB3_17:
	v_xor_b32_e32 v0, s17, v28
	s_xor_b32 s0, s16, s94
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s18
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v34
	v_xor3_b32 v45, s0, s81, v43
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v45, 0
	v_xor_b32_e32 v0, v44, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, v46, s82, v43
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v46, 0
	v_xor3_b32 v0, s83, v44, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v47, s85, v43
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[47:48], null, 0xcd9e8d57, v44, 0
	v_xor3_b32 v0, s84, v43, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v48, s86, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v44, 0
	v_xor3_b32 v0, s87, v43, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, v45, s89, v42
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v45
	v_xor3_b32 v43, s88, v43, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v43, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v43, s91, v43, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v42
	v_mul_lo_u32 v44, 0xcd9e8d57, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v44, v43, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[43:44], v0
	v_add_f64 v[43:44], v[43:44], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	v_ldexp_f64 v[45:46], v[43:44], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v44, v46, s0
	v_cndmask_b32_e64 v45, v43, v45, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v47, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v48, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v47
	v_lshrrev_b64 v[47:48], 20, v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v46, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s0
	v_add_f64 v[45:46], v[45:46], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[45:46], 2.0
	v_mul_f64 v[69:70], v[45:46], 0.5
	v_div_scale_f64 v[51:52], null, v[49:50], v[49:50], v[45:46]
	v_div_scale_f64 v[57:58], vcc_lo, v[45:46], v[49:50], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[69:70], v[45:46], v[69:70]
	v_rcp_f64_e32 v[53:54], v[51:52]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[51:52], v[53:54], 1.0
	v_fma_f64 v[53:54], v[53:54], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[55:56], -v[51:52], v[53:54], 1.0
	v_fma_f64 v[53:54], v[53:54], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[57:58], v[53:54]
	v_fma_f64 v[51:52], -v[51:52], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[51:52], v[51:52], v[53:54], v[55:56]
	v_add_co_u32 v0, vcc_lo, v47, v0
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[49:50], v[51:52], v[49:50], v[45:46]
	v_cvt_f64_u32_e32 v[51:52], v42
	v_add_co_ci_u32_e64 v42, null, -1, v48, vcc_lo
	v_cvt_f64_i32_e32 v[47:48], v42
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[53:54], v[49:50], v[49:50]
	v_add_f64 v[51:52], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[47:48], v[47:48], 32
	v_mul_f64 v[55:56], v[53:54], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[51:52], v[51:52], 0xffffffe0
	v_add_f64 v[47:48], v[47:48], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[55:56], s[26:27]
	v_mul_f64 v[51:52], v[51:52], s[40:41]
	v_mul_f64 v[61:62], v[55:56], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[47:48], s[36:37]
	v_mul_f64 v[47:48], v[47:48], s[38:39]
	v_add_f64 v[57:58], v[57:58], s[28:29]
	v_mul_f64 v[59:60], v[51:52], s[42:43]
	v_add_f64 v[61:62], v[61:62], s[10:11]
	v_mul_f64 v[57:58], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], 0x43380000, v[59:60]
	v_add_f64 v[57:58], v[57:58], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[63:64], 0xc3380000, v[59:60]
	v_mul_f64 v[60:61], v[55:56], v[61:62]
	v_mul_f64 v[57:58], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[63:64], s[44:45]
	v_add_f64 v[60:61], v[60:61], s[24:25]
	v_mul_f64 v[67:68], v[63:64], s[48:49]
	v_mul_f64 v[71:72], v[63:64], s[50:51]
	v_add_f64 v[57:58], v[57:58], s[34:35]
	v_add_f64 v[65:66], v[51:52], v[65:66]
	v_mul_f64 v[55:56], v[55:56], v[60:61]
	v_mul_f64 v[60:61], v[63:64], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[53:54], v[53:54], v[57:58]
	v_add_f64 v[57:58], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_add_f64 v[55:56], v[65:66], -v[57:58]
	v_add_f64 v[73:74], v[57:58], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[69:70], v[53:54]
	v_add_f64 v[55:56], v[55:56], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[57:58], -v[73:74]
	v_mul_f64 v[49:50], v[49:50], v[53:54]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[53:54], v[71:72], -v[55:56]
	v_mul_f64 v[55:56], v[63:64], s[46:47]
	v_mul_f64 v[62:63], v[63:64], s[54:55]
	v_add_f64 v[60:61], v[67:68], v[60:61]
	v_add_f64 v[49:50], v[75:76], v[49:50]
	v_add_f64 v[67:68], v[57:58], -v[53:54]
	v_add_f64 v[71:72], v[65:66], -v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[60:61], v[62:63], -v[60:61]
	v_mov_b32_e32 v63, v1
	v_add_f64 v[49:50], v[49:50], -v[69:70]
	v_lshrrev_b32_e32 v0, 20, v68
	v_lshrrev_b32_e32 v64, 20, v72
	v_add_f64 v[45:46], v[45:46], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_mul_f64 v[45:46], v[45:46], -2.0
	v_and_b32_e32 v42, 0x7ff, v0
	v_bfe_u32 v0, v52, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 49, v42
	v_and_b32_e32 v42, 0x7ff, v64
	v_cmp_lt_u64_e32 vcc_lo, v[62:63], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v62, 16, v42
	v_cmp_lt_u64_e64 s0, v[62:63], v[0:1]
	v_dual_cndmask_b32 v42, v57, v73 :: v_dual_cndmask_b32 v57, v58, v74
	v_cndmask_b32_e32 v0, v54, v61, vcc_lo
	v_cndmask_b32_e32 v58, v53, v60, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[43:44]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v53, v65, v42, s0
	v_cndmask_b32_e64 v54, v66, v57, s0
	v_cndmask_b32_e64 v56, v56, v0, s0
	v_cndmask_b32_e64 v55, v55, v58, s0
	v_cmp_neq_f64_e64 s0, 0, v[43:44]
	global_load_b32 v74, v[15:16], off
	global_load_b32 v75, v[13:14], off
	v_add_f64 v[49:50], v[53:54], -v[55:56]
	v_cndmask_b32_e32 v0, 0xfff00000, v46, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v46, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v45, 0, v45, vcc_lo
	v_mul_f64 v[47:48], v[49:50], v[49:50]
	v_add_f64 v[53:54], v[53:54], -v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[45:46]
	v_mul_f64 v[57:58], v[47:48], s[68:69]
	v_mul_f64 v[60:61], v[47:48], s[56:57]
	v_mul_f64 v[62:63], v[47:48], s[62:63]
	v_mul_f64 v[42:43], v[47:48], s[74:75]
	v_mul_f64 v[64:65], v[47:48], v[47:48]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[53:54], v[53:54], -v[55:56]
	v_mul_f64 v[68:69], v[47:48], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[44:45], v[45:46], v0
	v_and_b32_e32 v0, 1, v59
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[57:58], v[57:58], s[70:71]
	v_add_f64 v[60:61], v[60:61], s[58:59]
	v_add_f64 v[62:63], v[62:63], s[64:65]
	v_add_f64 v[42:43], v[42:43], s[76:77]
	v_mul_f64 v[66:67], v[47:48], v[64:65]
	v_mul_f64 v[55:56], v[64:65], v[64:65]
	v_mul_f64 v[64:65], v[49:50], v[47:48]
	v_add_f64 v[72:73], -v[68:69], 1.0
	v_mul_f64 v[57:58], v[47:48], v[57:58]
	v_mul_f64 v[60:61], v[47:48], v[60:61]
	v_mul_f64 v[62:63], v[47:48], v[62:63]
	v_mul_f64 v[42:43], v[66:67], v[42:43]
	v_rsq_f64_e32 v[66:67], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[57:58], v[57:58], s[72:73]
	v_add_f64 v[60:61], v[60:61], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[62:63], v[62:63], s[66:67]
	v_add_f64 v[42:43], v[42:43], v[57:58]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[57:58], v[44:45], v[66:67]
	v_mul_f64 v[66:67], v[66:67], 0.5
	v_mul_f64 v[60:61], v[47:48], v[60:61]
	v_mul_f64 v[55:56], v[55:56], v[62:63]
	v_mul_f64 v[62:63], v[53:54], 0.5
	v_mul_f64 v[42:43], v[64:65], v[42:43]
	v_fma_f64 v[70:71], -v[66:67], v[57:58], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[55:56], v[60:61], v[55:56]
	v_mul_f64 v[60:61], v[49:50], v[53:54]
	v_add_f64 v[42:43], v[62:63], -v[42:43]
	v_add_f64 v[62:63], -v[72:73], 1.0
	v_fma_f64 v[57:58], v[57:58], v[70:71], v[57:58]
	v_mul_f64 v[55:56], v[47:48], v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[42:43], v[47:48], v[42:43]
	v_fma_f64 v[46:47], v[66:67], v[70:71], v[66:67]
	v_fma_f64 v[66:67], -v[57:58], v[57:58], v[44:45]
	v_add_f64 v[62:63], v[62:63], -v[68:69]
	v_add_f64 v[55:56], v[55:56], -v[60:61]
	v_mul_f64 v[60:61], v[64:65], s[78:79]
	v_and_b32_e32 v48, 2, v59
	v_add_f64 v[42:43], v[42:43], -v[53:54]
	v_fma_f64 v[53:54], v[66:67], v[46:47], v[57:58]
	v_add_f64 v[55:56], v[62:63], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], v[60:61]
	v_fma_f64 v[57:58], -v[53:54], v[53:54], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[72:73], v[55:56]
	v_add_f64 v[42:43], v[49:50], -v[42:43]
	v_mov_b32_e32 v49, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[46:47], v[57:58], v[46:47], v[53:54]
	v_xor_b32_e32 v50, 0x80000000, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[48:49]
	v_cndmask_b32_e64 v0, v50, v56, s0
	v_xor_b32_e32 v48, 0x80000000, v43
	v_cndmask_b32_e64 v49, v42, v55, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v43, v43, v48, s0
	v_cndmask_b32_e64 v48, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[44:45], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[51:52]
	v_cndmask_b32_e64 v0, v43, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[42:43], v[46:47], v48
	v_cndmask_b32_e64 v46, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v43, v43, v45 :: v_dual_cndmask_b32 v42, v42, v44
	v_cndmask_b32_e64 v45, 0, v49, s0
	v_mul_f64 v[42:43], v[45:46], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[42:43]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v42, v24, v74 :: v_dual_mul_f32 v43, s15, v75
	v_add_f32_e32 v42, v42, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v43, v42
	v_mul_f32_e32 v42, s8, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v42, v24, v42
	v_mul_f32_e32 v0, v39, v0
	v_add_f32_e32 v42, v0, v42
.LBB3_18:
	s_or_b32 exec_lo, exec_lo, s95
	v_mov_b32_e32 v0, v25
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s95, exec_lo, s0
	s_cbranch_execz .LBB3_20
	v_xor_b32_e32 v0, s17, v29
	s_xor_b32 s0, s16, s94
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s18
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v36
	v_xor3_b32 v46, s0, s81, v44
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v46, 0
	v_xor_b32_e32 v0, v45, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v47, v47, s82, v44
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[47:48], null, 0xd2511f53, v47, 0
	v_xor3_b32 v0, s83, v45, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, v48, s85, v44
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v45, 0
	v_xor3_b32 v0, s84, v44, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, v49, s86, v43
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v45, 0
	v_xor3_b32 v0, s87, v44, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v46, v46, s89, v43
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v46
	v_xor3_b32 v44, s88, v44, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v43
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v44, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v44, s91, v44, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v43
	v_mul_lo_u32 v45, 0xcd9e8d57, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v45, v44, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[44:45], v0
	v_add_f64 v[44:45], v[44:45], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[44:45], v[44:45], 0xffffffe0
	v_ldexp_f64 v[46:47], v[44:45], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v45, v47, s0
	v_cndmask_b32_e64 v46, v44, v46, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v48, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v49, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v48
	v_lshrrev_b64 v[48:49], 20, v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v47, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s0
	v_add_f64 v[46:47], v[46:47], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[46:47], 2.0
	v_mul_f64 v[70:71], v[46:47], 0.5
	v_div_scale_f64 v[52:53], null, v[50:51], v[50:51], v[46:47]
	v_div_scale_f64 v[58:59], vcc_lo, v[46:47], v[50:51], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[46:47], v[70:71]
	v_rcp_f64_e32 v[54:55], v[52:53]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[52:53], v[54:55], 1.0
	v_fma_f64 v[54:55], v[54:55], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[52:53], v[54:55], 1.0
	v_fma_f64 v[54:55], v[54:55], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[58:59], v[54:55]
	v_fma_f64 v[52:53], -v[52:53], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[52:53], v[52:53], v[54:55], v[56:57]
	v_add_co_u32 v0, vcc_lo, v48, v0
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[50:51], v[52:53], v[50:51], v[46:47]
	v_cvt_f64_u32_e32 v[52:53], v43
	v_add_co_ci_u32_e64 v43, null, -1, v49, vcc_lo
	v_cvt_f64_i32_e32 v[48:49], v43
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[54:55], v[50:51], v[50:51]
	v_add_f64 v[52:53], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[48:49], v[48:49], 32
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[52:53], v[52:53], 0xffffffe0
	v_add_f64 v[48:49], v[48:49], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[56:57], s[26:27]
	v_mul_f64 v[52:53], v[52:53], s[40:41]
	v_mul_f64 v[62:63], v[56:57], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[48:49], s[36:37]
	v_mul_f64 v[48:49], v[48:49], s[38:39]
	v_add_f64 v[58:59], v[58:59], s[28:29]
	v_mul_f64 v[60:61], v[52:53], s[42:43]
	v_add_f64 v[62:63], v[62:63], s[10:11]
	v_mul_f64 v[58:59], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], 0x43380000, v[60:61]
	v_add_f64 v[58:59], v[58:59], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[64:65], 0xc3380000, v[60:61]
	v_mul_f64 v[61:62], v[56:57], v[62:63]
	v_mul_f64 v[58:59], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[64:65], s[44:45]
	v_add_f64 v[61:62], v[61:62], s[24:25]
	v_mul_f64 v[68:69], v[64:65], s[48:49]
	v_mul_f64 v[72:73], v[64:65], s[50:51]
	v_add_f64 v[58:59], v[58:59], s[34:35]
	v_add_f64 v[66:67], v[52:53], v[66:67]
	v_mul_f64 v[56:57], v[56:57], v[61:62]
	v_mul_f64 v[61:62], v[64:65], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[54:55], v[54:55], v[58:59]
	v_add_f64 v[58:59], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[56:57], v[54:55]
	v_add_f64 v[56:57], v[66:67], -v[58:59]
	v_add_f64 v[74:75], v[58:59], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[70:71], v[54:55]
	v_add_f64 v[56:57], v[56:57], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[58:59], -v[74:75]
	v_mul_f64 v[50:51], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[54:55], v[72:73], -v[56:57]
	v_mul_f64 v[56:57], v[64:65], s[46:47]
	v_mul_f64 v[63:64], v[64:65], s[54:55]
	v_add_f64 v[61:62], v[68:69], v[61:62]
	v_add_f64 v[50:51], v[76:77], v[50:51]
	v_add_f64 v[68:69], v[58:59], -v[54:55]
	v_add_f64 v[72:73], v[66:67], -v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[63:64], -v[61:62]
	v_mov_b32_e32 v64, v1
	v_add_f64 v[50:51], v[50:51], -v[70:71]
	v_lshrrev_b32_e32 v0, 20, v69
	v_lshrrev_b32_e32 v65, 20, v73
	v_and_b32_e32 v43, 0x7ff, v0
	v_bfe_u32 v0, v53, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v63, 49, v43
	v_cmp_lt_u64_e32 vcc_lo, v[63:64], v[0:1]
	v_add_f64 v[46:47], v[46:47], v[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_mul_f64 v[46:47], v[46:47], -2.0
	v_and_b32_e32 v43, 0x7ff, v65
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v63, 16, v43
	v_dual_cndmask_b32 v43, v58, v74 :: v_dual_cndmask_b32 v58, v59, v75
	v_cndmask_b32_e32 v59, v54, v61, vcc_lo
	global_load_b32 v75, v[19:20], off
	global_load_b32 v76, v[17:18], off
	v_cmp_lt_u64_e64 s0, v[63:64], v[0:1]
	v_cndmask_b32_e32 v0, v55, v62, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v55, v67, v58, s0
	v_cndmask_b32_e64 v54, v66, v43, s0
	v_cndmask_b32_e64 v57, v57, v0, s0
	v_cndmask_b32_e64 v56, v56, v59, s0
	v_cmp_neq_f64_e64 s0, 0, v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[54:55], -v[56:57]
	v_cndmask_b32_e32 v0, 0xfff00000, v47, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v46, 0, v46, vcc_lo
	v_mul_f64 v[48:49], v[50:51], v[50:51]
	v_add_f64 v[54:55], v[54:55], -v[50:51]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[58:59], v[48:49], s[68:69]
	v_mul_f64 v[61:62], v[48:49], s[56:57]
	v_mul_f64 v[63:64], v[48:49], s[62:63]
	v_mul_f64 v[43:44], v[48:49], s[74:75]
	v_mul_f64 v[65:66], v[48:49], v[48:49]
	v_add_f64 v[54:55], v[54:55], -v[56:57]
	v_mul_f64 v[69:70], v[48:49], 0.5
	v_add_f64 v[58:59], v[58:59], s[70:71]
	v_add_f64 v[61:62], v[61:62], s[58:59]
	v_add_f64 v[63:64], v[63:64], s[64:65]
	v_add_f64 v[43:44], v[43:44], s[76:77]
	v_mul_f64 v[67:68], v[48:49], v[65:66]
	v_mul_f64 v[56:57], v[65:66], v[65:66]
	v_mul_f64 v[65:66], v[50:51], v[48:49]
	v_add_f64 v[73:74], -v[69:70], 1.0
	v_mul_f64 v[58:59], v[48:49], v[58:59]
	v_mul_f64 v[61:62], v[48:49], v[61:62]
	v_mul_f64 v[63:64], v[48:49], v[63:64]
	v_mul_f64 v[43:44], v[67:68], v[43:44]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[58:59], v[58:59], s[72:73]
	v_add_f64 v[61:62], v[61:62], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[63:64], v[63:64], s[66:67]
	v_add_f64 v[43:44], v[43:44], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[48:49], v[61:62]
	v_mul_f64 v[56:57], v[56:57], v[63:64]
	v_mul_f64 v[63:64], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[65:66], v[43:44]
	v_add_f64 v[56:57], v[61:62], v[56:57]
	v_mul_f64 v[61:62], v[50:51], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[63:64], -v[43:44]
	v_add_f64 v[63:64], -v[73:74], 1.0
	v_mul_f64 v[56:57], v[48:49], v[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[43:44], v[48:49], v[43:44]
	v_and_b32_e32 v49, 2, v60
	v_cndmask_b32_e64 v47, 0x7ff00000, v0, s0
	v_add_f64 v[63:64], v[63:64], -v[69:70]
	v_add_f64 v[56:57], v[56:57], -v[61:62]
	v_mul_f64 v[61:62], v[65:66], s[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[46:47]
	v_add_f64 v[43:44], v[43:44], -v[54:55]
	v_add_f64 v[56:57], v[63:64], v[56:57]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[45:46], v[46:47], v0
	v_and_b32_e32 v0, 1, v60
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[43:44], v[43:44], v[61:62]
	v_add_f64 v[56:57], v[73:74], v[56:57]
	v_rsq_f64_e32 v[67:68], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[50:51], -v[43:44]
	v_mov_b32_e32 v50, v1
	v_xor_b32_e32 v51, 0x80000000, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[49:50]
	v_cndmask_b32_e64 v0, v51, v57, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[45:46], v[67:68]
	v_mul_f64 v[67:68], v[67:68], 0.5
	v_xor_b32_e32 v49, 0x80000000, v44
	v_cndmask_b32_e64 v50, v43, v56, s1
	v_cndmask_b32_e64 v44, v44, v49, s0
	v_cndmask_b32_e64 v49, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[45:46], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v44, v0, s1
	v_fma_f64 v[71:72], -v[67:68], v[58:59], 0.5
	v_fma_f64 v[58:59], v[58:59], v[71:72], v[58:59]
	v_fma_f64 v[47:48], v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[58:59], v[58:59], v[45:46]
	v_fma_f64 v[54:55], v[67:68], v[47:48], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[58:59], -v[54:55], v[54:55], v[45:46]
	v_fma_f64 v[47:48], v[58:59], v[47:48], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[43:44], v[47:48], v49
	v_cndmask_b32_e64 v47, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v44, v44, v46 :: v_dual_cndmask_b32 v43, v43, v45
	v_cndmask_b32_e64 v46, 0, v50, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[46:47], v[43:44]
	v_cvt_f32_f64_e32 v0, v[43:44]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v43, v25, v75 :: v_dual_mul_f32 v44, s15, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, v43, v43
	v_dual_mul_f32 v43, v44, v43 :: v_dual_mul_f32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v43, s8, v43
	v_sub_f32_e32 v43, v25, v43
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v43
.LBB3_20:
	s_or_b32 exec_lo, exec_lo, s95
	s_mov_b32 s0, 0
.LBB3_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB3_12
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_28
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_29
.LBB3_24:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_30
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_31
.LBB3_26:
	v_xor_b32_e32 v0, s17, v26
	s_xor_b32 s0, s16, s94
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s18
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v30
	v_xor3_b32 v43, s0, s81, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v43, 0
	v_xor_b32_e32 v0, v42, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v44, s82, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v44, 0
	v_xor3_b32 v0, s83, v42, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v45, s85, v41
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v42, 0
	v_xor3_b32 v0, s84, v41, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v46, s86, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v42, 0
	v_xor3_b32 v0, s87, v41, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v43, s89, v40
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v43
	v_xor3_b32 v41, s88, v41, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v40
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v41, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v41, s91, v41, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v40
	v_mul_lo_u32 v42, 0xcd9e8d57, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v42, v41, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[41:42], v0
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_ldexp_f64 v[43:44], v[41:42], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v42, v44, s0
	v_cndmask_b32_e64 v43, v41, v43, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v45, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v46, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v45
	v_lshrrev_b64 v[45:46], 20, v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v44, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s0
	v_add_f64 v[43:44], v[43:44], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[43:44], 2.0
	v_mul_f64 v[67:68], v[43:44], 0.5
	v_div_scale_f64 v[49:50], null, v[47:48], v[47:48], v[43:44]
	v_div_scale_f64 v[55:56], vcc_lo, v[43:44], v[47:48], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[43:44], v[67:68]
	v_rcp_f64_e32 v[51:52], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 1.0
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[55:56], v[51:52]
	v_fma_f64 v[49:50], -v[49:50], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[49:50], v[49:50], v[51:52], v[53:54]
	v_add_co_u32 v0, vcc_lo, v45, v0
	v_cvt_f64_u32_e32 v[69:70], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[47:48], v[49:50], v[47:48], v[43:44]
	v_cvt_f64_u32_e32 v[49:50], v40
	v_add_co_ci_u32_e64 v40, null, -1, v46, vcc_lo
	v_cvt_f64_i32_e32 v[45:46], v40
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[51:52], v[47:48], v[47:48]
	v_add_f64 v[49:50], v[49:50], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[45:46], v[45:46], 32
	v_mul_f64 v[53:54], v[51:52], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[49:50], v[49:50], 0xffffffe0
	v_add_f64 v[45:46], v[45:46], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[53:54], s[26:27]
	v_mul_f64 v[49:50], v[49:50], s[40:41]
	v_mul_f64 v[59:60], v[53:54], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[45:46], s[36:37]
	v_mul_f64 v[45:46], v[45:46], s[38:39]
	v_add_f64 v[55:56], v[55:56], s[28:29]
	v_mul_f64 v[57:58], v[49:50], s[42:43]
	v_add_f64 v[59:60], v[59:60], s[10:11]
	v_mul_f64 v[55:56], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], 0x43380000, v[57:58]
	v_add_f64 v[55:56], v[55:56], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[61:62], 0xc3380000, v[57:58]
	v_mul_f64 v[58:59], v[53:54], v[59:60]
	v_mul_f64 v[55:56], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[61:62], s[44:45]
	v_add_f64 v[58:59], v[58:59], s[24:25]
	v_mul_f64 v[65:66], v[61:62], s[48:49]
	v_mul_f64 v[69:70], v[61:62], s[50:51]
	v_add_f64 v[55:56], v[55:56], s[34:35]
	v_add_f64 v[63:64], v[49:50], v[63:64]
	v_mul_f64 v[53:54], v[53:54], v[58:59]
	v_mul_f64 v[58:59], v[61:62], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[51:52], v[51:52], v[55:56]
	v_add_f64 v[55:56], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_add_f64 v[53:54], v[63:64], -v[55:56]
	v_add_f64 v[71:72], v[55:56], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[67:68], v[51:52]
	v_add_f64 v[53:54], v[53:54], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[55:56], -v[71:72]
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[51:52], v[69:70], -v[53:54]
	v_mul_f64 v[53:54], v[61:62], s[46:47]
	v_mul_f64 v[60:61], v[61:62], s[54:55]
	v_add_f64 v[58:59], v[65:66], v[58:59]
	v_add_f64 v[47:48], v[73:74], v[47:48]
	v_add_f64 v[65:66], v[55:56], -v[51:52]
	v_add_f64 v[69:70], v[63:64], -v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[60:61], -v[58:59]
	v_mov_b32_e32 v61, v1
	v_add_f64 v[47:48], v[47:48], -v[67:68]
	v_lshrrev_b32_e32 v0, 20, v66
	v_lshrrev_b32_e32 v62, 20, v70
	v_and_b32_e32 v40, 0x7ff, v0
	v_bfe_u32 v0, v50, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v60, 49, v40
	v_cmp_lt_u64_e32 vcc_lo, v[60:61], v[0:1]
	v_and_b32_e32 v40, 0x7ff, v62
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v60, 16, v40
	v_dual_cndmask_b32 v40, v55, v71 :: v_dual_cndmask_b32 v55, v56, v72
	v_cndmask_b32_e32 v56, v51, v58, vcc_lo
	global_load_b32 v72, v[7:8], off
	global_load_b32 v73, v[5:6], off
	v_cmp_lt_u64_e64 s0, v[60:61], v[0:1]
	v_cndmask_b32_e32 v0, v52, v59, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v52, v64, v55, s0
	v_cndmask_b32_e64 v51, v63, v40, s0
	v_cndmask_b32_e64 v54, v54, v0, s0
	v_cndmask_b32_e64 v53, v53, v56, s0
	v_cmp_neq_f64_e64 s0, 0, v[41:42]
	v_add_f64 v[43:44], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[51:52], -v[53:54]
	v_add_f64 v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[47:48], v[47:48]
	v_add_f64 v[51:52], v[51:52], -v[47:48]
	v_mul_f64 v[43:44], v[43:44], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[55:56], v[45:46], s[68:69]
	v_mul_f64 v[58:59], v[45:46], s[56:57]
	v_mul_f64 v[60:61], v[45:46], s[62:63]
	v_mul_f64 v[40:41], v[45:46], s[74:75]
	v_mul_f64 v[62:63], v[45:46], v[45:46]
	v_add_f64 v[51:52], v[51:52], -v[53:54]
	v_mul_f64 v[66:67], v[45:46], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v44, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v43, 0, v43, vcc_lo
	v_add_f64 v[55:56], v[55:56], s[70:71]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v44, 0x7ff00000, v0, s0
	v_add_f64 v[58:59], v[58:59], s[58:59]
	v_add_f64 v[60:61], v[60:61], s[64:65]
	v_add_f64 v[40:41], v[40:41], s[76:77]
	v_mul_f64 v[64:65], v[45:46], v[62:63]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[43:44]
	v_mul_f64 v[53:54], v[62:63], v[62:63]
	v_mul_f64 v[62:63], v[47:48], v[45:46]
	v_add_f64 v[70:71], -v[66:67], 1.0
	v_mul_f64 v[55:56], v[45:46], v[55:56]
	v_mul_f64 v[58:59], v[45:46], v[58:59]
	v_mul_f64 v[60:61], v[45:46], v[60:61]
	v_mul_f64 v[40:41], v[64:65], v[40:41]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[43:44], v0
	v_and_b32_e32 v0, 1, v57
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[55:56], v[55:56], s[72:73]
	v_add_f64 v[58:59], v[58:59], s[60:61]
	v_add_f64 v[60:61], v[60:61], s[66:67]
	v_rsq_f64_e32 v[64:65], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[40:41], v[55:56]
	v_mul_f64 v[58:59], v[45:46], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[53:54], v[53:54], v[60:61]
	v_mul_f64 v[60:61], v[51:52], 0.5
	v_mul_f64 v[55:56], v[42:43], v[64:65]
	v_mul_f64 v[64:65], v[64:65], 0.5
	v_mul_f64 v[40:41], v[62:63], v[40:41]
	v_add_f64 v[53:54], v[58:59], v[53:54]
	v_mul_f64 v[58:59], v[47:48], v[51:52]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[68:69], -v[64:65], v[55:56], 0.5
	v_add_f64 v[40:41], v[60:61], -v[40:41]
	v_add_f64 v[60:61], -v[70:71], 1.0
	v_mul_f64 v[53:54], v[45:46], v[53:54]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[55:56], v[55:56], v[68:69], v[55:56]
	v_mul_f64 v[40:41], v[45:46], v[40:41]
	v_fma_f64 v[44:45], v[64:65], v[68:69], v[64:65]
	v_add_f64 v[60:61], v[60:61], -v[66:67]
	v_add_f64 v[53:54], v[53:54], -v[58:59]
	v_mul_f64 v[58:59], v[62:63], s[78:79]
	v_and_b32_e32 v46, 2, v57
	v_fma_f64 v[64:65], -v[55:56], v[55:56], v[42:43]
	v_add_f64 v[40:41], v[40:41], -v[51:52]
	v_add_f64 v[53:54], v[60:61], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[51:52], v[64:65], v[44:45], v[55:56]
	v_add_f64 v[40:41], v[40:41], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[70:71], v[53:54]
	v_fma_f64 v[55:56], -v[51:52], v[51:52], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[47:48], -v[40:41]
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v48, 0x80000000, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[46:47]
	v_cndmask_b32_e64 v0, v48, v54, s0
	v_fma_f64 v[44:45], v[55:56], v[44:45], v[51:52]
	v_xor_b32_e32 v46, 0x80000000, v41
	v_cndmask_b32_e64 v47, v40, v53, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v41, v41, v46, s0
	v_cndmask_b32_e64 v46, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[42:43], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[49:50]
	v_cndmask_b32_e64 v0, v41, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[40:41], v[44:45], v46
	v_cndmask_b32_e64 v44, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v41, v41, v43 :: v_dual_cndmask_b32 v40, v40, v42
	v_cndmask_b32_e64 v43, 0, v47, s0
	v_mul_f64 v[40:41], v[43:44], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[40:41]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v40, v22, v72 :: v_dual_mul_f32 v41, s15, v73
	v_add_f32_e32 v40, v40, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v41, v40
	v_mul_f32_e32 v40, s8, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v40, v22, v40
	v_mul_f32_e32 v0, v39, v0
	v_add_f32_e32 v40, v0, v40
	s_or_b32 exec_lo, exec_lo, s95
	v_mov_b32_e32 v41, v23
	s_and_saveexec_b32 s95, s3
	s_cbranch_execz .LBB3_16
.LBB3_27:
	v_xor_b32_e32 v0, s17, v27
	s_xor_b32 s0, s16, s94
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s18
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v32
	v_xor3_b32 v44, s0, s81, v42
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xcd9e8d57, v44, 0
	v_xor_b32_e32 v0, v43, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v45, v45, s82, v42
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xd2511f53, v45, 0
	v_xor3_b32 v0, s83, v43, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v46, s85, v42
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[46:47], null, 0xcd9e8d57, v43, 0
	v_xor3_b32 v0, s84, v42, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v43, v47, s86, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v43, 0
	v_xor3_b32 v0, s87, v42, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v44, v44, s89, v41
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v44
	v_xor3_b32 v42, s88, v42, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s90, v41
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v42, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v42, s91, v42, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s92, v41
	v_mul_lo_u32 v43, 0xcd9e8d57, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v43, v42, s93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[42:43], v0
	v_add_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	v_ldexp_f64 v[44:45], v[42:43], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v43, v45, s0
	v_cndmask_b32_e64 v44, v42, v44, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v46, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v47, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v46
	v_lshrrev_b64 v[46:47], 20, v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v45, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s0
	v_add_f64 v[44:45], v[44:45], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[44:45], 2.0
	v_mul_f64 v[68:69], v[44:45], 0.5
	v_div_scale_f64 v[50:51], null, v[48:49], v[48:49], v[44:45]
	v_div_scale_f64 v[56:57], vcc_lo, v[44:45], v[48:49], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[44:45], v[68:69]
	v_rcp_f64_e32 v[52:53], v[50:51]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[54:55], -v[50:51], v[52:53], 1.0
	v_fma_f64 v[52:53], v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[54:55], -v[50:51], v[52:53], 1.0
	v_fma_f64 v[52:53], v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[54:55], v[56:57], v[52:53]
	v_fma_f64 v[50:51], -v[50:51], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[50:51], v[50:51], v[52:53], v[54:55]
	v_add_co_u32 v0, vcc_lo, v46, v0
	v_cvt_f64_u32_e32 v[70:71], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[48:49], v[50:51], v[48:49], v[44:45]
	v_cvt_f64_u32_e32 v[50:51], v41
	v_add_co_ci_u32_e64 v41, null, -1, v47, vcc_lo
	v_cvt_f64_i32_e32 v[46:47], v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[52:53], v[48:49], v[48:49]
	v_add_f64 v[50:51], v[50:51], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[46:47], v[46:47], 32
	v_mul_f64 v[54:55], v[52:53], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[50:51], v[50:51], 0xffffffe0
	v_add_f64 v[46:47], v[46:47], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[54:55], s[26:27]
	v_mul_f64 v[50:51], v[50:51], s[40:41]
	v_mul_f64 v[60:61], v[54:55], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[46:47], s[36:37]
	v_mul_f64 v[46:47], v[46:47], s[38:39]
	v_add_f64 v[56:57], v[56:57], s[28:29]
	v_mul_f64 v[58:59], v[50:51], s[42:43]
	v_add_f64 v[60:61], v[60:61], s[10:11]
	v_mul_f64 v[56:57], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], 0x43380000, v[58:59]
	v_add_f64 v[56:57], v[56:57], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[62:63], 0xc3380000, v[58:59]
	v_mul_f64 v[59:60], v[54:55], v[60:61]
	v_mul_f64 v[56:57], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[62:63], s[44:45]
	v_add_f64 v[59:60], v[59:60], s[24:25]
	v_mul_f64 v[66:67], v[62:63], s[48:49]
	v_mul_f64 v[70:71], v[62:63], s[50:51]
	v_add_f64 v[56:57], v[56:57], s[34:35]
	v_add_f64 v[64:65], v[50:51], v[64:65]
	v_mul_f64 v[54:55], v[54:55], v[59:60]
	v_mul_f64 v[59:60], v[62:63], s[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[52:53], v[52:53], v[56:57]
	v_add_f64 v[56:57], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[54:55], v[52:53]
	v_add_f64 v[54:55], v[64:65], -v[56:57]
	v_add_f64 v[72:73], v[56:57], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[68:69], v[52:53]
	v_add_f64 v[54:55], v[54:55], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[56:57], -v[72:73]
	v_mul_f64 v[48:49], v[48:49], v[52:53]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[52:53], v[70:71], -v[54:55]
	v_mul_f64 v[54:55], v[62:63], s[46:47]
	v_mul_f64 v[61:62], v[62:63], s[54:55]
	v_add_f64 v[59:60], v[66:67], v[59:60]
	v_add_f64 v[48:49], v[74:75], v[48:49]
	v_add_f64 v[66:67], v[56:57], -v[52:53]
	v_add_f64 v[70:71], v[64:65], -v[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[61:62], -v[59:60]
	v_mov_b32_e32 v62, v1
	v_add_f64 v[48:49], v[48:49], -v[68:69]
	v_lshrrev_b32_e32 v0, 20, v67
	v_lshrrev_b32_e32 v63, 20, v71
	v_and_b32_e32 v41, 0x7ff, v0
	v_bfe_u32 v0, v51, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v61, 49, v41
	v_cmp_lt_u64_e32 vcc_lo, v[61:62], v[0:1]
	v_add_f64 v[44:45], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[44:45], v[46:47], v[44:45]
	v_mul_f64 v[44:45], v[44:45], -2.0
	v_and_b32_e32 v41, 0x7ff, v63
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v61, 16, v41
	v_dual_cndmask_b32 v41, v56, v72 :: v_dual_cndmask_b32 v56, v57, v73
	v_cndmask_b32_e32 v57, v52, v59, vcc_lo
	global_load_b32 v73, v[11:12], off
	global_load_b32 v74, v[9:10], off
	v_cmp_lt_u64_e64 s0, v[61:62], v[0:1]
	v_cndmask_b32_e32 v0, v53, v60, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v53, v65, v56, s0
	v_cndmask_b32_e64 v52, v64, v41, s0
	v_cndmask_b32_e64 v55, v55, v0, s0
	v_cndmask_b32_e64 v54, v54, v57, s0
	v_cmp_neq_f64_e64 s0, 0, v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[52:53], -v[54:55]
	v_cndmask_b32_e32 v0, 0xfff00000, v45, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v44, 0, v44, vcc_lo
	v_mul_f64 v[46:47], v[48:49], v[48:49]
	v_add_f64 v[52:53], v[52:53], -v[48:49]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[56:57], v[46:47], s[68:69]
	v_mul_f64 v[59:60], v[46:47], s[56:57]
	v_mul_f64 v[61:62], v[46:47], s[62:63]
	v_mul_f64 v[41:42], v[46:47], s[74:75]
	v_mul_f64 v[63:64], v[46:47], v[46:47]
	v_add_f64 v[52:53], v[52:53], -v[54:55]
	v_mul_f64 v[67:68], v[46:47], 0.5
	v_add_f64 v[56:57], v[56:57], s[70:71]
	v_add_f64 v[59:60], v[59:60], s[58:59]
	v_add_f64 v[61:62], v[61:62], s[64:65]
	v_add_f64 v[41:42], v[41:42], s[76:77]
	v_mul_f64 v[65:66], v[46:47], v[63:64]
	v_mul_f64 v[54:55], v[63:64], v[63:64]
	v_mul_f64 v[63:64], v[48:49], v[46:47]
	v_add_f64 v[71:72], -v[67:68], 1.0
	v_mul_f64 v[56:57], v[46:47], v[56:57]
	v_mul_f64 v[59:60], v[46:47], v[59:60]
	v_mul_f64 v[61:62], v[46:47], v[61:62]
	v_mul_f64 v[41:42], v[65:66], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[56:57], v[56:57], s[72:73]
	v_add_f64 v[59:60], v[59:60], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[61:62], v[61:62], s[66:67]
	v_add_f64 v[41:42], v[41:42], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[46:47], v[59:60]
	v_mul_f64 v[54:55], v[54:55], v[61:62]
	v_mul_f64 v[61:62], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[63:64], v[41:42]
	v_add_f64 v[54:55], v[59:60], v[54:55]
	v_mul_f64 v[59:60], v[48:49], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[61:62], -v[41:42]
	v_add_f64 v[61:62], -v[71:72], 1.0
	v_mul_f64 v[54:55], v[46:47], v[54:55]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[41:42], v[46:47], v[41:42]
	v_and_b32_e32 v47, 2, v58
	v_cndmask_b32_e64 v45, 0x7ff00000, v0, s0
	v_add_f64 v[61:62], v[61:62], -v[67:68]
	v_add_f64 v[54:55], v[54:55], -v[59:60]
	v_mul_f64 v[59:60], v[63:64], s[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[44:45]
	v_add_f64 v[41:42], v[41:42], -v[52:53]
	v_add_f64 v[54:55], v[61:62], v[54:55]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[43:44], v[44:45], v0
	v_and_b32_e32 v0, 1, v58
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[41:42], v[41:42], v[59:60]
	v_add_f64 v[54:55], v[71:72], v[54:55]
	v_rsq_f64_e32 v[65:66], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[48:49], -v[41:42]
	v_mov_b32_e32 v48, v1
	v_xor_b32_e32 v49, 0x80000000, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[47:48]
	v_cndmask_b32_e64 v0, v49, v55, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[43:44], v[65:66]
	v_mul_f64 v[65:66], v[65:66], 0.5
	v_xor_b32_e32 v47, 0x80000000, v42
	v_cndmask_b32_e64 v48, v41, v54, s1
	v_cndmask_b32_e64 v42, v42, v47, s0
	v_cndmask_b32_e64 v47, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[43:44], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v42, v0, s1
	v_fma_f64 v[69:70], -v[65:66], v[56:57], 0.5
	v_fma_f64 v[56:57], v[56:57], v[69:70], v[56:57]
	v_fma_f64 v[45:46], v[65:66], v[69:70], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[56:57], v[56:57], v[43:44]
	v_fma_f64 v[52:53], v[65:66], v[45:46], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[52:53], v[52:53], v[43:44]
	v_fma_f64 v[45:46], v[56:57], v[45:46], v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[41:42], v[45:46], v47
	v_cndmask_b32_e64 v45, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v42, v42, v44 :: v_dual_cndmask_b32 v41, v41, v43
	v_cndmask_b32_e64 v44, 0, v48, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[41:42], v[44:45], v[41:42]
	v_cvt_f32_f64_e32 v0, v[41:42]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v41, v23, v73 :: v_dual_mul_f32 v42, s15, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v41, v41, v41 :: v_dual_mul_f32 v0, v39, v0
	v_mul_f32_e32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, s8, v41
	v_sub_f32_e32 v41, v23, v41
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v41, v0, v41
	s_or_b32 exec_lo, exec_lo, s95
	v_mov_b32_e32 v42, v24
	s_and_saveexec_b32 s95, s4
	s_cbranch_execnz .LBB3_17
	s_branch .LBB3_18
.LBB3_28:
	global_load_b32 v0, v[7:8], off
	global_load_b32 v39, v[5:6], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v22, v0 :: v_dual_mul_f32 v39, s15, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v22, v22, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_24
.LBB3_29:
	global_load_b32 v0, v[11:12], off
	global_load_b32 v39, v[9:10], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v23, v0 :: v_dual_mul_f32 v39, s15, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v23, v23, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_25
.LBB3_30:
	global_load_b32 v0, v[15:16], off
	global_load_b32 v39, v[13:14], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v24, v0 :: v_dual_mul_f32 v39, s15, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v24, v24, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_11
.LBB3_31:
	global_load_b32 v0, v[19:20], off
	global_load_b32 v39, v[17:18], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v25, v0 :: v_dual_mul_f32 v39, s15, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s8, v0
	v_sub_f32_e32 v25, v25, v0
	s_branch .LBB3_11
.LBB3_32:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_38
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_39
.LBB3_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_40
.LBB3_35:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_37
.LBB3_36:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v25, s[20:21]
.LBB3_37:
	s_endpgm
.LBB3_38:
	s_waitcnt vmcnt(0)
	global_store_b32 v21, v22, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_34
.LBB3_39:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_35
.LBB3_40:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_36
	s_branch .LBB3_37
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
		.amdhsa_next_free_vgpr 78
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
.Lfunc_end3:
	.size	tessera_weighted_w4096, .Lfunc_end3-tessera_weighted_w4096

	.set tessera_weighted_w4096.num_vgpr, 78
	.set tessera_weighted_w4096.num_agpr, 0
	.set tessera_weighted_w4096.numbered_sgpr, 96
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
	s_cbranch_vccnz .LBB4_65
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
	s_cbranch_execz .LBB4_3
	global_load_b32 v42, v41, s[24:25]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v43, v3, s[24:25]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[14:15], v[3:4]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v44, v4, s[24:25]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[14:15], v[4:5]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v45, v5, s[24:25]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[14:15], v[5:6]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v46, v6, s[24:25]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s7
	s_load_b64 s[26:27], s[0:1], 0x30
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[6:7]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v47, v7, s[24:25]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[14:15], v[7:8]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v48, v8, s[24:25]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[14:15], v[8:9]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v49, v1, s[24:25]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB4_56
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
	s_cselect_b32 s84, -1, 0
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
	v_mov_b32_e32 v74, 0xfffffbcb
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s48, 0x54400000
	s_mov_b32 s50, 0x1a626331
	s_mov_b32 s52, 0x1a600000
	s_mov_b32 s54, 0x2e037073
	s_mov_b32 s56, 0x2e000000
	s_mov_b32 s58, 0x252049c1
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
	s_add_u32 s85, s21, 0x76cf5d0a
	s_add_u32 s86, s20, 0xdaa66d2b
	s_add_u32 s87, s21, 0x32370b8f
	s_add_u32 s88, s20, 0x78dde6e4
	s_add_u32 s89, s21, 0xed9eba14
	s_add_u32 s90, s20, 0x1715609d
	s_add_u32 s91, s21, 0xa9066899
	s_add_u32 s92, s20, 0xb54cda56
	s_add_u32 s93, s21, 0x646e171e
	s_add_u32 s94, s20, 0x5384540f
	s_add_u32 s95, s21, 0x1fd5c5a3
	s_add_u32 s96, s21, 0xdb3d7428
	s_add_i32 s97, s20, 0x8ff34781
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
	s_mov_b32 s57, 0xbba3198a
	s_mov_b32 s59, 0x397b839a
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
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v76, v42 :: v_dual_mov_b32 v77, v43
	v_dual_mov_b32 v78, v44 :: v_dual_mov_b32 v79, v45
	v_dual_mov_b32 v80, v46 :: v_dual_mov_b32 v81, v47
	v_mov_b32_e32 v82, v48
	v_mov_b32_e32 v0, v49
.LBB4_20:
	s_add_u32 s26, s26, -1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v49, v0 :: v_dual_mov_b32 v48, v82
	v_dual_mov_b32 v47, v81 :: v_dual_mov_b32 v46, v80
	v_dual_mov_b32 v45, v79 :: v_dual_mov_b32 v44, v78
	v_dual_mov_b32 v43, v77 :: v_dual_mov_b32 v42, v76
	s_addc_u32 s27, s27, -1
	s_mul_f32 s16, s17, s16
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB4_56
.LBB4_21:
	s_and_b32 vcc_lo, exec_lo, s84
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB4_33
	s_mul_f32 s1, s18, s16
	s_mul_i32 s21, s23, 0xcd9e8d57
	s_mul_hi_u32 s98, s23, 0xcd9e8d57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s1, 0
	s_mul_f32 s0, s1, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s1, 0xf800000
	v_mov_b32_e32 v0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s1, v0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v75, v0
	v_add_nc_u32_e32 v76, -1, v75
	v_add_nc_u32_e32 v77, 1, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v78, 0x80000000, v76
	v_xor_b32_e32 v79, 0x80000000, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v78, v78, v75, v0
	v_fma_f32 v79, v79, v75, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s1, 0, v78
	v_cndmask_b32_e64 v75, v75, v76, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s1, 0, v79
	v_cndmask_b32_e64 v75, v75, v77, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, 0x37800000, v75
	v_cndmask_b32_e64 v75, v75, v76, s0
	v_cmp_class_f32_e64 s0, v0, 0x260
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v76, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v75, v0, s0
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v0, s13, s33
	s_and_saveexec_b32 s99, s2
	s_cbranch_execnz .LBB4_42
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v77, v43
	s_and_saveexec_b32 s99, s3
	s_cbranch_execnz .LBB4_43
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v78, v44
	s_and_saveexec_b32 s99, s4
	s_cbranch_execnz .LBB4_44
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v79, v45
	s_and_saveexec_b32 s99, s5
	s_cbranch_execnz .LBB4_45
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v80, v46
	s_and_saveexec_b32 s99, s6
	s_cbranch_execnz .LBB4_46
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v81, v47
	s_and_saveexec_b32 s99, s7
	s_cbranch_execnz .LBB4_47
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v82, v48
	s_and_saveexec_b32 s99, s8
	s_cbranch_execz .LBB4_30
.LBB4_29:
	v_xor_b32_e32 v0, s21, v56
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v70
	v_xor3_b32 v85, s0, s85, v83
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v85, 0
	v_xor_b32_e32 v0, v84, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v86, v86, s86, v83
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xd2511f53, v86, 0
	v_xor3_b32 v0, s87, v84, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v87, s89, v83
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xcd9e8d57, v84, 0
	v_xor3_b32 v0, s88, v83, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v88, s90, v82
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v84, 0
	v_xor3_b32 v0, s91, v83, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v85, s93, v82
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v85
	v_xor3_b32 v83, s92, v83, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v82
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v83, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v83, s95, v83, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v82
	v_mul_lo_u32 v84, 0xcd9e8d57, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v84, v83, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[83:84], v0
	v_add_f64 v[83:84], v[83:84], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[83:84], v[83:84], 0xffffffe0
	v_ldexp_f64 v[85:86], v[83:84], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v84, v86, s0
	v_cndmask_b32_e64 v85, v83, v85, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v87, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v88, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v87
	v_lshrrev_b64 v[87:88], 20, v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v86, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[85:86], v[85:86], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[85:86], 2.0
	v_mul_f64 v[109:110], v[85:86], 0.5
	v_div_scale_f64 v[91:92], null, v[89:90], v[89:90], v[85:86]
	v_div_scale_f64 v[97:98], vcc_lo, v[85:86], v[89:90], v[85:86]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[109:110], v[85:86], v[109:110]
	v_rcp_f64_e32 v[93:94], v[91:92]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[95:96], -v[91:92], v[93:94], 1.0
	v_fma_f64 v[93:94], v[93:94], v[95:96], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[95:96], -v[91:92], v[93:94], 1.0
	v_fma_f64 v[93:94], v[93:94], v[95:96], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[95:96], v[97:98], v[93:94]
	v_fma_f64 v[91:92], -v[91:92], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[91:92], v[91:92], v[93:94], v[95:96]
	v_add_co_u32 v0, vcc_lo, v87, v0
	v_cvt_f64_u32_e32 v[111:112], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[89:90], v[91:92], v[89:90], v[85:86]
	v_cvt_f64_u32_e32 v[91:92], v82
	v_add_co_ci_u32_e64 v82, null, -1, v88, vcc_lo
	v_cvt_f64_i32_e32 v[87:88], v82
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[93:94], v[89:90], v[89:90]
	v_add_f64 v[91:92], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[87:88], v[87:88], 32
	v_mul_f64 v[95:96], v[93:94], v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[91:92], v[91:92], 0xffffffe0
	v_add_f64 v[87:88], v[87:88], v[111:112]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[97:98], v[95:96], s[30:31]
	v_mul_f64 v[91:92], v[91:92], s[44:45]
	v_mul_f64 v[101:102], v[95:96], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[115:116], v[87:88], s[40:41]
	v_mul_f64 v[87:88], v[87:88], s[42:43]
	v_add_f64 v[97:98], v[97:98], s[34:35]
	v_mul_f64 v[99:100], v[91:92], s[46:47]
	v_add_f64 v[101:102], v[101:102], s[14:15]
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], 0x43380000, v[99:100]
	v_add_f64 v[97:98], v[97:98], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[103:104], 0xc3380000, v[99:100]
	v_mul_f64 v[100:101], v[95:96], v[101:102]
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[105:106], v[103:104], s[48:49]
	v_add_f64 v[100:101], v[100:101], s[28:29]
	v_mul_f64 v[107:108], v[103:104], s[52:53]
	v_mul_f64 v[111:112], v[103:104], s[54:55]
	v_add_f64 v[97:98], v[97:98], s[38:39]
	v_add_f64 v[105:106], v[91:92], v[105:106]
	v_mul_f64 v[95:96], v[95:96], v[100:101]
	v_mul_f64 v[100:101], v[103:104], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[93:94], v[93:94], v[97:98]
	v_add_f64 v[97:98], v[105:106], v[107:108]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[95:96], v[93:94]
	v_add_f64 v[95:96], v[105:106], -v[97:98]
	v_add_f64 v[113:114], v[97:98], v[100:101]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], v[109:110], v[93:94]
	v_add_f64 v[95:96], v[95:96], v[107:108]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[107:108], v[97:98], -v[113:114]
	v_mul_f64 v[89:90], v[89:90], v[93:94]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[93:94], v[111:112], -v[95:96]
	v_mul_f64 v[95:96], v[103:104], s[50:51]
	v_mul_f64 v[102:103], v[103:104], s[58:59]
	v_add_f64 v[100:101], v[107:108], v[100:101]
	v_add_f64 v[89:90], v[115:116], v[89:90]
	v_add_f64 v[107:108], v[97:98], -v[93:94]
	v_add_f64 v[111:112], v[105:106], -v[95:96]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[100:101], v[102:103], -v[100:101]
	v_mov_b32_e32 v103, v1
	v_add_f64 v[89:90], v[89:90], -v[109:110]
	v_lshrrev_b32_e32 v0, 20, v108
	v_lshrrev_b32_e32 v104, 20, v112
	v_add_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[87:88], v[85:86]
	v_mul_f64 v[85:86], v[85:86], -2.0
	v_and_b32_e32 v82, 0x7ff, v0
	v_bfe_u32 v0, v92, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v102, 49, v82
	v_and_b32_e32 v82, 0x7ff, v104
	v_cmp_lt_u64_e32 vcc_lo, v[102:103], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v102, 16, v82
	v_cmp_lt_u64_e64 s0, v[102:103], v[0:1]
	v_dual_cndmask_b32 v82, v97, v113 :: v_dual_cndmask_b32 v97, v98, v114
	v_cndmask_b32_e32 v0, v94, v101, vcc_lo
	v_cndmask_b32_e32 v98, v93, v100, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[83:84]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v93, v105, v82, s0
	v_cndmask_b32_e64 v94, v106, v97, s0
	v_cndmask_b32_e64 v96, v96, v0, s0
	v_cndmask_b32_e64 v95, v95, v98, s0
	v_cmp_neq_f64_e64 s0, 0, v[83:84]
	global_load_b32 v114, v[35:36], off
	global_load_b32 v115, v[33:34], off
	v_add_f64 v[89:90], v[93:94], -v[95:96]
	v_cndmask_b32_e32 v0, 0xfff00000, v86, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v86, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v85, 0, v85, vcc_lo
	v_mul_f64 v[87:88], v[89:90], v[89:90]
	v_add_f64 v[93:94], v[93:94], -v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[85:86]
	v_mul_f64 v[97:98], v[87:88], s[72:73]
	v_mul_f64 v[100:101], v[87:88], s[60:61]
	v_mul_f64 v[102:103], v[87:88], s[66:67]
	v_mul_f64 v[82:83], v[87:88], s[78:79]
	v_mul_f64 v[104:105], v[87:88], v[87:88]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[93:94], v[93:94], -v[95:96]
	v_mul_f64 v[108:109], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[84:85], v[85:86], v0
	v_and_b32_e32 v0, 1, v99
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[97:98], v[97:98], s[74:75]
	v_add_f64 v[100:101], v[100:101], s[62:63]
	v_add_f64 v[102:103], v[102:103], s[68:69]
	v_add_f64 v[82:83], v[82:83], s[80:81]
	v_mul_f64 v[106:107], v[87:88], v[104:105]
	v_mul_f64 v[95:96], v[104:105], v[104:105]
	v_mul_f64 v[104:105], v[89:90], v[87:88]
	v_add_f64 v[112:113], -v[108:109], 1.0
	v_mul_f64 v[97:98], v[87:88], v[97:98]
	v_mul_f64 v[100:101], v[87:88], v[100:101]
	v_mul_f64 v[102:103], v[87:88], v[102:103]
	v_mul_f64 v[82:83], v[106:107], v[82:83]
	v_rsq_f64_e32 v[106:107], v[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[97:98], v[97:98], s[76:77]
	v_add_f64 v[100:101], v[100:101], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[102:103], v[102:103], s[70:71]
	v_add_f64 v[82:83], v[82:83], v[97:98]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[97:98], v[84:85], v[106:107]
	v_mul_f64 v[106:107], v[106:107], 0.5
	v_mul_f64 v[100:101], v[87:88], v[100:101]
	v_mul_f64 v[95:96], v[95:96], v[102:103]
	v_mul_f64 v[102:103], v[93:94], 0.5
	v_mul_f64 v[82:83], v[104:105], v[82:83]
	v_fma_f64 v[110:111], -v[106:107], v[97:98], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[95:96], v[100:101], v[95:96]
	v_mul_f64 v[100:101], v[89:90], v[93:94]
	v_add_f64 v[82:83], v[102:103], -v[82:83]
	v_add_f64 v[102:103], -v[112:113], 1.0
	v_fma_f64 v[97:98], v[97:98], v[110:111], v[97:98]
	v_mul_f64 v[95:96], v[87:88], v[95:96]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[82:83], v[87:88], v[82:83]
	v_fma_f64 v[86:87], v[106:107], v[110:111], v[106:107]
	v_fma_f64 v[106:107], -v[97:98], v[97:98], v[84:85]
	v_add_f64 v[102:103], v[102:103], -v[108:109]
	v_add_f64 v[95:96], v[95:96], -v[100:101]
	v_mul_f64 v[100:101], v[104:105], s[82:83]
	v_and_b32_e32 v88, 2, v99
	v_add_f64 v[82:83], v[82:83], -v[93:94]
	v_fma_f64 v[93:94], v[106:107], v[86:87], v[97:98]
	v_add_f64 v[95:96], v[102:103], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], v[82:83], v[100:101]
	v_fma_f64 v[97:98], -v[93:94], v[93:94], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[95:96], v[112:113], v[95:96]
	v_add_f64 v[82:83], v[89:90], -v[82:83]
	v_mov_b32_e32 v89, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[86:87], v[97:98], v[86:87], v[93:94]
	v_xor_b32_e32 v90, 0x80000000, v96
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[88:89]
	v_cndmask_b32_e64 v0, v90, v96, s0
	v_xor_b32_e32 v88, 0x80000000, v83
	v_cndmask_b32_e64 v89, v82, v95, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v83, v83, v88, s0
	v_cndmask_b32_e64 v88, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[84:85], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[91:92]
	v_cndmask_b32_e64 v0, v83, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[82:83], v[86:87], v88
	v_cndmask_b32_e64 v86, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v83, v83, v85 :: v_dual_cndmask_b32 v82, v82, v84
	v_cndmask_b32_e64 v85, 0, v89, s0
	v_mul_f64 v[82:83], v[85:86], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[82:83]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v82, v48, v114 :: v_dual_mul_f32 v83, s19, v115
	v_add_f32_e32 v82, v82, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v83, v82
	v_mul_f32_e32 v82, s12, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v82, v48, v82
	v_mul_f32_e32 v0, v75, v0
	v_add_f32_e32 v82, v0, v82
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v0, v49
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s99, exec_lo, s0
	s_cbranch_execz .LBB4_32
	v_xor_b32_e32 v0, s21, v57
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v72
	v_xor3_b32 v86, s0, s85, v84
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v86, 0
	v_xor_b32_e32 v0, v85, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v87, v87, s86, v84
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[87:88], null, 0xd2511f53, v87, 0
	v_xor3_b32 v0, s87, v85, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v88, s89, v84
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[88:89], null, 0xcd9e8d57, v85, 0
	v_xor3_b32 v0, s88, v84, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v89, s90, v83
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v85, 0
	v_xor3_b32 v0, s91, v84, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v86, v86, s93, v83
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v86
	v_xor3_b32 v84, s92, v84, v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v83
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v84, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v84, s95, v84, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v83
	v_mul_lo_u32 v85, 0xcd9e8d57, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v85, v84, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[84:85], v0
	v_add_f64 v[84:85], v[84:85], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[84:85], v[84:85], 0xffffffe0
	v_ldexp_f64 v[86:87], v[84:85], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v85, v87, s0
	v_cndmask_b32_e64 v86, v84, v86, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v88, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v89, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v88
	v_lshrrev_b64 v[88:89], 20, v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v87, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[86:87], v[86:87], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[86:87], 2.0
	v_mul_f64 v[110:111], v[86:87], 0.5
	v_div_scale_f64 v[92:93], null, v[90:91], v[90:91], v[86:87]
	v_div_scale_f64 v[98:99], vcc_lo, v[86:87], v[90:91], v[86:87]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[110:111], v[86:87], v[110:111]
	v_rcp_f64_e32 v[94:95], v[92:93]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[96:97], -v[92:93], v[94:95], 1.0
	v_fma_f64 v[94:95], v[94:95], v[96:97], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[96:97], -v[92:93], v[94:95], 1.0
	v_fma_f64 v[94:95], v[94:95], v[96:97], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[96:97], v[98:99], v[94:95]
	v_fma_f64 v[92:93], -v[92:93], v[96:97], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[92:93], v[92:93], v[94:95], v[96:97]
	v_add_co_u32 v0, vcc_lo, v88, v0
	v_cvt_f64_u32_e32 v[112:113], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[90:91], v[92:93], v[90:91], v[86:87]
	v_cvt_f64_u32_e32 v[92:93], v83
	v_add_co_ci_u32_e64 v83, null, -1, v89, vcc_lo
	v_cvt_f64_i32_e32 v[88:89], v83
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[94:95], v[90:91], v[90:91]
	v_add_f64 v[92:93], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[88:89], v[88:89], 32
	v_mul_f64 v[96:97], v[94:95], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[92:93], v[92:93], 0xffffffe0
	v_add_f64 v[88:89], v[88:89], v[112:113]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[98:99], v[96:97], s[30:31]
	v_mul_f64 v[92:93], v[92:93], s[44:45]
	v_mul_f64 v[102:103], v[96:97], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[116:117], v[88:89], s[40:41]
	v_mul_f64 v[88:89], v[88:89], s[42:43]
	v_add_f64 v[98:99], v[98:99], s[34:35]
	v_mul_f64 v[100:101], v[92:93], s[46:47]
	v_add_f64 v[102:103], v[102:103], s[14:15]
	v_mul_f64 v[98:99], v[96:97], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[100:101], 0x43380000, v[100:101]
	v_add_f64 v[98:99], v[98:99], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[104:105], 0xc3380000, v[100:101]
	v_mul_f64 v[101:102], v[96:97], v[102:103]
	v_mul_f64 v[98:99], v[96:97], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[106:107], v[104:105], s[48:49]
	v_add_f64 v[101:102], v[101:102], s[28:29]
	v_mul_f64 v[108:109], v[104:105], s[52:53]
	v_mul_f64 v[112:113], v[104:105], s[54:55]
	v_add_f64 v[98:99], v[98:99], s[38:39]
	v_add_f64 v[106:107], v[92:93], v[106:107]
	v_mul_f64 v[96:97], v[96:97], v[101:102]
	v_mul_f64 v[101:102], v[104:105], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[94:95], v[94:95], v[98:99]
	v_add_f64 v[98:99], v[106:107], v[108:109]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[96:97], v[94:95]
	v_add_f64 v[96:97], v[106:107], -v[98:99]
	v_add_f64 v[114:115], v[98:99], v[101:102]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[94:95], v[110:111], v[94:95]
	v_add_f64 v[96:97], v[96:97], v[108:109]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[108:109], v[98:99], -v[114:115]
	v_mul_f64 v[90:91], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[94:95], v[112:113], -v[96:97]
	v_mul_f64 v[96:97], v[104:105], s[50:51]
	v_mul_f64 v[103:104], v[104:105], s[58:59]
	v_add_f64 v[101:102], v[108:109], v[101:102]
	v_add_f64 v[90:91], v[116:117], v[90:91]
	v_add_f64 v[108:109], v[98:99], -v[94:95]
	v_add_f64 v[112:113], v[106:107], -v[96:97]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[101:102], v[103:104], -v[101:102]
	v_mov_b32_e32 v104, v1
	v_add_f64 v[90:91], v[90:91], -v[110:111]
	v_lshrrev_b32_e32 v0, 20, v109
	v_lshrrev_b32_e32 v105, 20, v113
	v_and_b32_e32 v83, 0x7ff, v0
	v_bfe_u32 v0, v93, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v103, 49, v83
	v_cmp_lt_u64_e32 vcc_lo, v[103:104], v[0:1]
	v_add_f64 v[86:87], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[88:89], v[86:87]
	v_mul_f64 v[86:87], v[86:87], -2.0
	v_and_b32_e32 v83, 0x7ff, v105
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v103, 16, v83
	v_dual_cndmask_b32 v83, v98, v114 :: v_dual_cndmask_b32 v98, v99, v115
	v_cndmask_b32_e32 v99, v94, v101, vcc_lo
	global_load_b32 v115, v[39:40], off
	global_load_b32 v116, v[37:38], off
	v_cmp_lt_u64_e64 s0, v[103:104], v[0:1]
	v_cndmask_b32_e32 v0, v95, v102, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v95, v107, v98, s0
	v_cndmask_b32_e64 v94, v106, v83, s0
	v_cndmask_b32_e64 v97, v97, v0, s0
	v_cndmask_b32_e64 v96, v96, v99, s0
	v_cmp_neq_f64_e64 s0, 0, v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[94:95], -v[96:97]
	v_cndmask_b32_e32 v0, 0xfff00000, v87, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v86, 0, v86, vcc_lo
	v_mul_f64 v[88:89], v[90:91], v[90:91]
	v_add_f64 v[94:95], v[94:95], -v[90:91]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[98:99], v[88:89], s[72:73]
	v_mul_f64 v[101:102], v[88:89], s[60:61]
	v_mul_f64 v[103:104], v[88:89], s[66:67]
	v_mul_f64 v[83:84], v[88:89], s[78:79]
	v_mul_f64 v[105:106], v[88:89], v[88:89]
	v_add_f64 v[94:95], v[94:95], -v[96:97]
	v_mul_f64 v[109:110], v[88:89], 0.5
	v_add_f64 v[98:99], v[98:99], s[74:75]
	v_add_f64 v[101:102], v[101:102], s[62:63]
	v_add_f64 v[103:104], v[103:104], s[68:69]
	v_add_f64 v[83:84], v[83:84], s[80:81]
	v_mul_f64 v[107:108], v[88:89], v[105:106]
	v_mul_f64 v[96:97], v[105:106], v[105:106]
	v_mul_f64 v[105:106], v[90:91], v[88:89]
	v_add_f64 v[113:114], -v[109:110], 1.0
	v_mul_f64 v[98:99], v[88:89], v[98:99]
	v_mul_f64 v[101:102], v[88:89], v[101:102]
	v_mul_f64 v[103:104], v[88:89], v[103:104]
	v_mul_f64 v[83:84], v[107:108], v[83:84]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[98:99], v[98:99], s[76:77]
	v_add_f64 v[101:102], v[101:102], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[103:104], v[103:104], s[70:71]
	v_add_f64 v[83:84], v[83:84], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[101:102], v[88:89], v[101:102]
	v_mul_f64 v[96:97], v[96:97], v[103:104]
	v_mul_f64 v[103:104], v[94:95], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[105:106], v[83:84]
	v_add_f64 v[96:97], v[101:102], v[96:97]
	v_mul_f64 v[101:102], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[83:84], v[103:104], -v[83:84]
	v_add_f64 v[103:104], -v[113:114], 1.0
	v_mul_f64 v[96:97], v[88:89], v[96:97]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[83:84], v[88:89], v[83:84]
	v_and_b32_e32 v89, 2, v100
	v_cndmask_b32_e64 v87, 0x7ff00000, v0, s0
	v_add_f64 v[103:104], v[103:104], -v[109:110]
	v_add_f64 v[96:97], v[96:97], -v[101:102]
	v_mul_f64 v[101:102], v[105:106], s[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[86:87]
	v_add_f64 v[83:84], v[83:84], -v[94:95]
	v_add_f64 v[96:97], v[103:104], v[96:97]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[85:86], v[86:87], v0
	v_and_b32_e32 v0, 1, v100
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[83:84], v[83:84], v[101:102]
	v_add_f64 v[96:97], v[113:114], v[96:97]
	v_rsq_f64_e32 v[107:108], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[90:91], -v[83:84]
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v91, 0x80000000, v97
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[89:90]
	v_cndmask_b32_e64 v0, v91, v97, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[85:86], v[107:108]
	v_mul_f64 v[107:108], v[107:108], 0.5
	v_xor_b32_e32 v89, 0x80000000, v84
	v_cndmask_b32_e64 v90, v83, v96, s1
	v_cndmask_b32_e64 v84, v84, v89, s0
	v_cndmask_b32_e64 v89, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[85:86], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[92:93]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v84, v0, s1
	v_fma_f64 v[111:112], -v[107:108], v[98:99], 0.5
	v_fma_f64 v[98:99], v[98:99], v[111:112], v[98:99]
	v_fma_f64 v[87:88], v[107:108], v[111:112], v[107:108]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[107:108], -v[98:99], v[98:99], v[85:86]
	v_fma_f64 v[94:95], v[107:108], v[87:88], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[98:99], -v[94:95], v[94:95], v[85:86]
	v_fma_f64 v[87:88], v[98:99], v[87:88], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[83:84], v[87:88], v89
	v_cndmask_b32_e64 v87, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v84, v84, v86 :: v_dual_cndmask_b32 v83, v83, v85
	v_cndmask_b32_e64 v86, 0, v90, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[86:87], v[83:84]
	v_cvt_f32_f64_e32 v0, v[83:84]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v83, v49, v115 :: v_dual_mul_f32 v84, s19, v116
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v83, v83, v83
	v_dual_mul_f32 v83, v84, v83 :: v_dual_mul_f32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, s12, v83
	v_sub_f32_e32 v83, v49, v83
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v83
.LBB4_32:
	s_or_b32 exec_lo, exec_lo, s99
	s_mov_b32 s0, 0
.LBB4_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB4_20
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB4_48
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB4_49
.LBB4_36:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_50
.LBB4_37:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_51
.LBB4_38:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_52
.LBB4_39:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_53
.LBB4_40:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_54
.LBB4_41:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_19
	s_branch .LBB4_55
.LBB4_42:
	v_xor_b32_e32 v0, s21, v50
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v58
	v_xor3_b32 v79, s0, s85, v77
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v79, 0
	v_xor_b32_e32 v0, v78, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v80, s86, v77
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v80, 0
	v_xor3_b32 v0, s87, v78, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v78, v81, s89, v77
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v78, 0
	v_xor3_b32 v0, s88, v77, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v78, v82, s90, v76
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v78, 0
	v_xor3_b32 v0, s91, v77, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v79, s93, v76
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v79
	v_xor3_b32 v77, s92, v77, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v76
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v77, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v77, s95, v77, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v76
	v_mul_lo_u32 v78, 0xcd9e8d57, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v78, v77, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[77:78], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[77:78], v[77:78], 0xffffffe0
	v_ldexp_f64 v[79:80], v[77:78], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v78, v80, s0
	v_cndmask_b32_e64 v79, v77, v79, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v81, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v82, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v81
	v_lshrrev_b64 v[81:82], 20, v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v80, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[79:80], v[79:80], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[79:80], 2.0
	v_mul_f64 v[103:104], v[79:80], 0.5
	v_div_scale_f64 v[85:86], null, v[83:84], v[83:84], v[79:80]
	v_div_scale_f64 v[91:92], vcc_lo, v[79:80], v[83:84], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[103:104], v[79:80], v[103:104]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[85:86], v[85:86], v[87:88], v[89:90]
	v_add_co_u32 v0, vcc_lo, v81, v0
	v_cvt_f64_u32_e32 v[105:106], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[83:84], v[85:86], v[83:84], v[79:80]
	v_cvt_f64_u32_e32 v[85:86], v76
	v_add_co_ci_u32_e64 v76, null, -1, v82, vcc_lo
	v_cvt_f64_i32_e32 v[81:82], v76
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[87:88], v[83:84], v[83:84]
	v_add_f64 v[85:86], v[85:86], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_mul_f64 v[89:90], v[87:88], v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[85:86], v[85:86], 0xffffffe0
	v_add_f64 v[81:82], v[81:82], v[105:106]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[91:92], v[89:90], s[30:31]
	v_mul_f64 v[85:86], v[85:86], s[44:45]
	v_mul_f64 v[95:96], v[89:90], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[109:110], v[81:82], s[40:41]
	v_mul_f64 v[81:82], v[81:82], s[42:43]
	v_add_f64 v[91:92], v[91:92], s[34:35]
	v_mul_f64 v[93:94], v[85:86], s[46:47]
	v_add_f64 v[95:96], v[95:96], s[14:15]
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], 0x43380000, v[93:94]
	v_add_f64 v[91:92], v[91:92], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[97:98], 0xc3380000, v[93:94]
	v_mul_f64 v[94:95], v[89:90], v[95:96]
	v_mul_f64 v[91:92], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[99:100], v[97:98], s[48:49]
	v_add_f64 v[94:95], v[94:95], s[28:29]
	v_mul_f64 v[101:102], v[97:98], s[52:53]
	v_mul_f64 v[105:106], v[97:98], s[54:55]
	v_add_f64 v[91:92], v[91:92], s[38:39]
	v_add_f64 v[99:100], v[85:86], v[99:100]
	v_mul_f64 v[89:90], v[89:90], v[94:95]
	v_mul_f64 v[94:95], v[97:98], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[87:88], v[87:88], v[91:92]
	v_add_f64 v[91:92], v[99:100], v[101:102]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[89:90], v[87:88]
	v_add_f64 v[89:90], v[99:100], -v[91:92]
	v_add_f64 v[107:108], v[91:92], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[87:88], v[103:104], v[87:88]
	v_add_f64 v[89:90], v[89:90], v[101:102]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[101:102], v[91:92], -v[107:108]
	v_mul_f64 v[83:84], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[87:88], v[105:106], -v[89:90]
	v_mul_f64 v[89:90], v[97:98], s[50:51]
	v_mul_f64 v[96:97], v[97:98], s[58:59]
	v_add_f64 v[94:95], v[101:102], v[94:95]
	v_add_f64 v[83:84], v[109:110], v[83:84]
	v_add_f64 v[101:102], v[91:92], -v[87:88]
	v_add_f64 v[105:106], v[99:100], -v[89:90]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[96:97], -v[94:95]
	v_mov_b32_e32 v97, v1
	v_add_f64 v[83:84], v[83:84], -v[103:104]
	v_lshrrev_b32_e32 v0, 20, v102
	v_lshrrev_b32_e32 v98, 20, v106
	v_and_b32_e32 v76, 0x7ff, v0
	v_bfe_u32 v0, v86, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v96, 49, v76
	v_cmp_lt_u64_e32 vcc_lo, v[96:97], v[0:1]
	v_and_b32_e32 v76, 0x7ff, v98
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v96, 16, v76
	v_dual_cndmask_b32 v76, v91, v107 :: v_dual_cndmask_b32 v91, v92, v108
	v_cndmask_b32_e32 v92, v87, v94, vcc_lo
	global_load_b32 v108, v[11:12], off
	global_load_b32 v109, v[9:10], off
	v_cmp_lt_u64_e64 s0, v[96:97], v[0:1]
	v_cndmask_b32_e32 v0, v88, v95, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v88, v100, v91, s0
	v_cndmask_b32_e64 v87, v99, v76, s0
	v_cndmask_b32_e64 v90, v90, v0, s0
	v_cndmask_b32_e64 v89, v89, v92, s0
	v_cmp_neq_f64_e64 s0, 0, v[77:78]
	v_add_f64 v[79:80], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[87:88], -v[89:90]
	v_add_f64 v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[83:84], v[83:84]
	v_add_f64 v[87:88], v[87:88], -v[83:84]
	v_mul_f64 v[79:80], v[79:80], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[91:92], v[81:82], s[72:73]
	v_mul_f64 v[94:95], v[81:82], s[60:61]
	v_mul_f64 v[96:97], v[81:82], s[66:67]
	v_mul_f64 v[76:77], v[81:82], s[78:79]
	v_mul_f64 v[98:99], v[81:82], v[81:82]
	v_add_f64 v[87:88], v[87:88], -v[89:90]
	v_mul_f64 v[102:103], v[81:82], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v80, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v79, 0, v79, vcc_lo
	v_add_f64 v[91:92], v[91:92], s[74:75]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v80, 0x7ff00000, v0, s0
	v_add_f64 v[94:95], v[94:95], s[62:63]
	v_add_f64 v[96:97], v[96:97], s[68:69]
	v_add_f64 v[76:77], v[76:77], s[80:81]
	v_mul_f64 v[100:101], v[81:82], v[98:99]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[79:80]
	v_mul_f64 v[89:90], v[98:99], v[98:99]
	v_mul_f64 v[98:99], v[83:84], v[81:82]
	v_add_f64 v[106:107], -v[102:103], 1.0
	v_mul_f64 v[91:92], v[81:82], v[91:92]
	v_mul_f64 v[94:95], v[81:82], v[94:95]
	v_mul_f64 v[96:97], v[81:82], v[96:97]
	v_mul_f64 v[76:77], v[100:101], v[76:77]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[78:79], v[79:80], v0
	v_and_b32_e32 v0, 1, v93
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[91:92], v[91:92], s[76:77]
	v_add_f64 v[94:95], v[94:95], s[64:65]
	v_add_f64 v[96:97], v[96:97], s[70:71]
	v_rsq_f64_e32 v[100:101], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], v[91:92]
	v_mul_f64 v[94:95], v[81:82], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[89:90], v[89:90], v[96:97]
	v_mul_f64 v[96:97], v[87:88], 0.5
	v_mul_f64 v[91:92], v[78:79], v[100:101]
	v_mul_f64 v[100:101], v[100:101], 0.5
	v_mul_f64 v[76:77], v[98:99], v[76:77]
	v_add_f64 v[89:90], v[94:95], v[89:90]
	v_mul_f64 v[94:95], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[104:105], -v[100:101], v[91:92], 0.5
	v_add_f64 v[76:77], v[96:97], -v[76:77]
	v_add_f64 v[96:97], -v[106:107], 1.0
	v_mul_f64 v[89:90], v[81:82], v[89:90]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[91:92], v[91:92], v[104:105], v[91:92]
	v_mul_f64 v[76:77], v[81:82], v[76:77]
	v_fma_f64 v[80:81], v[100:101], v[104:105], v[100:101]
	v_add_f64 v[96:97], v[96:97], -v[102:103]
	v_add_f64 v[89:90], v[89:90], -v[94:95]
	v_mul_f64 v[94:95], v[98:99], s[82:83]
	v_and_b32_e32 v82, 2, v93
	v_fma_f64 v[100:101], -v[91:92], v[91:92], v[78:79]
	v_add_f64 v[76:77], v[76:77], -v[87:88]
	v_add_f64 v[89:90], v[96:97], v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[87:88], v[100:101], v[80:81], v[91:92]
	v_add_f64 v[76:77], v[76:77], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[89:90], v[106:107], v[89:90]
	v_fma_f64 v[91:92], -v[87:88], v[87:88], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[83:84], -v[76:77]
	v_mov_b32_e32 v83, v1
	v_xor_b32_e32 v84, 0x80000000, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[82:83]
	v_cndmask_b32_e64 v0, v84, v90, s0
	v_fma_f64 v[80:81], v[91:92], v[80:81], v[87:88]
	v_xor_b32_e32 v82, 0x80000000, v77
	v_cndmask_b32_e64 v83, v76, v89, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v77, v77, v82, s0
	v_cndmask_b32_e64 v82, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[78:79], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[85:86]
	v_cndmask_b32_e64 v0, v77, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[76:77], v[80:81], v82
	v_cndmask_b32_e64 v80, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v77, v77, v79 :: v_dual_cndmask_b32 v76, v76, v78
	v_cndmask_b32_e64 v79, 0, v83, s0
	v_mul_f64 v[76:77], v[79:80], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[76:77]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v76, v42, v108 :: v_dual_mul_f32 v77, s19, v109
	v_add_f32_e32 v76, v76, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v77, v76
	v_mul_f32_e32 v76, s12, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v76, v42, v76
	v_mul_f32_e32 v0, v75, v0
	v_add_f32_e32 v76, v0, v76
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v77, v43
	s_and_saveexec_b32 s99, s3
	s_cbranch_execz .LBB4_24
.LBB4_43:
	v_xor_b32_e32 v0, s21, v51
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v60
	v_xor3_b32 v80, s0, s85, v78
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v80, 0
	v_xor_b32_e32 v0, v79, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v81, s86, v78
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v81, 0
	v_xor3_b32 v0, s87, v79, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v82, s89, v78
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v79, 0
	v_xor3_b32 v0, s88, v78, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v79, v83, s90, v77
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v79, 0
	v_xor3_b32 v0, s91, v78, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v80, s93, v77
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v80
	v_xor3_b32 v78, s92, v78, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v77
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v78, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v78, s95, v78, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v77
	v_mul_lo_u32 v79, 0xcd9e8d57, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v79, v78, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[78:79], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[78:79], v[78:79], 0xffffffe0
	v_ldexp_f64 v[80:81], v[78:79], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v79, v81, s0
	v_cndmask_b32_e64 v80, v78, v80, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v82, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v83, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v82
	v_lshrrev_b64 v[82:83], 20, v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v81, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[80:81], v[80:81], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[80:81], 2.0
	v_mul_f64 v[104:105], v[80:81], 0.5
	v_div_scale_f64 v[86:87], null, v[84:85], v[84:85], v[80:81]
	v_div_scale_f64 v[92:93], vcc_lo, v[80:81], v[84:85], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[104:105], v[80:81], v[104:105]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[86:87], v[86:87], v[88:89], v[90:91]
	v_add_co_u32 v0, vcc_lo, v82, v0
	v_cvt_f64_u32_e32 v[106:107], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[84:85], v[86:87], v[84:85], v[80:81]
	v_cvt_f64_u32_e32 v[86:87], v77
	v_add_co_ci_u32_e64 v77, null, -1, v83, vcc_lo
	v_cvt_f64_i32_e32 v[82:83], v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[88:89], v[84:85], v[84:85]
	v_add_f64 v[86:87], v[86:87], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[82:83], v[82:83], 32
	v_mul_f64 v[90:91], v[88:89], v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[86:87], v[86:87], 0xffffffe0
	v_add_f64 v[82:83], v[82:83], v[106:107]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[92:93], v[90:91], s[30:31]
	v_mul_f64 v[86:87], v[86:87], s[44:45]
	v_mul_f64 v[96:97], v[90:91], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[110:111], v[82:83], s[40:41]
	v_mul_f64 v[82:83], v[82:83], s[42:43]
	v_add_f64 v[92:93], v[92:93], s[34:35]
	v_mul_f64 v[94:95], v[86:87], s[46:47]
	v_add_f64 v[96:97], v[96:97], s[14:15]
	v_mul_f64 v[92:93], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], 0x43380000, v[94:95]
	v_add_f64 v[92:93], v[92:93], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[98:99], 0xc3380000, v[94:95]
	v_mul_f64 v[95:96], v[90:91], v[96:97]
	v_mul_f64 v[92:93], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[100:101], v[98:99], s[48:49]
	v_add_f64 v[95:96], v[95:96], s[28:29]
	v_mul_f64 v[102:103], v[98:99], s[52:53]
	v_mul_f64 v[106:107], v[98:99], s[54:55]
	v_add_f64 v[92:93], v[92:93], s[38:39]
	v_add_f64 v[100:101], v[86:87], v[100:101]
	v_mul_f64 v[90:91], v[90:91], v[95:96]
	v_mul_f64 v[95:96], v[98:99], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[88:89], v[88:89], v[92:93]
	v_add_f64 v[92:93], v[100:101], v[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[90:91], v[88:89]
	v_add_f64 v[90:91], v[100:101], -v[92:93]
	v_add_f64 v[108:109], v[92:93], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], v[104:105], v[88:89]
	v_add_f64 v[90:91], v[90:91], v[102:103]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[102:103], v[92:93], -v[108:109]
	v_mul_f64 v[84:85], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[88:89], v[106:107], -v[90:91]
	v_mul_f64 v[90:91], v[98:99], s[50:51]
	v_mul_f64 v[97:98], v[98:99], s[58:59]
	v_add_f64 v[95:96], v[102:103], v[95:96]
	v_add_f64 v[84:85], v[110:111], v[84:85]
	v_add_f64 v[102:103], v[92:93], -v[88:89]
	v_add_f64 v[106:107], v[100:101], -v[90:91]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[97:98], -v[95:96]
	v_mov_b32_e32 v98, v1
	v_add_f64 v[84:85], v[84:85], -v[104:105]
	v_lshrrev_b32_e32 v0, 20, v103
	v_lshrrev_b32_e32 v99, 20, v107
	v_and_b32_e32 v77, 0x7ff, v0
	v_bfe_u32 v0, v87, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v97, 49, v77
	v_cmp_lt_u64_e32 vcc_lo, v[97:98], v[0:1]
	v_add_f64 v[80:81], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[80:81], v[80:81], -2.0
	v_and_b32_e32 v77, 0x7ff, v99
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v97, 16, v77
	v_dual_cndmask_b32 v77, v92, v108 :: v_dual_cndmask_b32 v92, v93, v109
	v_cndmask_b32_e32 v93, v88, v95, vcc_lo
	global_load_b32 v109, v[15:16], off
	global_load_b32 v110, v[13:14], off
	v_cmp_lt_u64_e64 s0, v[97:98], v[0:1]
	v_cndmask_b32_e32 v0, v89, v96, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v89, v101, v92, s0
	v_cndmask_b32_e64 v88, v100, v77, s0
	v_cndmask_b32_e64 v91, v91, v0, s0
	v_cndmask_b32_e64 v90, v90, v93, s0
	v_cmp_neq_f64_e64 s0, 0, v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[88:89], -v[90:91]
	v_cndmask_b32_e32 v0, 0xfff00000, v81, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v80, 0, v80, vcc_lo
	v_mul_f64 v[82:83], v[84:85], v[84:85]
	v_add_f64 v[88:89], v[88:89], -v[84:85]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[92:93], v[82:83], s[72:73]
	v_mul_f64 v[95:96], v[82:83], s[60:61]
	v_mul_f64 v[97:98], v[82:83], s[66:67]
	v_mul_f64 v[77:78], v[82:83], s[78:79]
	v_mul_f64 v[99:100], v[82:83], v[82:83]
	v_add_f64 v[88:89], v[88:89], -v[90:91]
	v_mul_f64 v[103:104], v[82:83], 0.5
	v_add_f64 v[92:93], v[92:93], s[74:75]
	v_add_f64 v[95:96], v[95:96], s[62:63]
	v_add_f64 v[97:98], v[97:98], s[68:69]
	v_add_f64 v[77:78], v[77:78], s[80:81]
	v_mul_f64 v[101:102], v[82:83], v[99:100]
	v_mul_f64 v[90:91], v[99:100], v[99:100]
	v_mul_f64 v[99:100], v[84:85], v[82:83]
	v_add_f64 v[107:108], -v[103:104], 1.0
	v_mul_f64 v[92:93], v[82:83], v[92:93]
	v_mul_f64 v[95:96], v[82:83], v[95:96]
	v_mul_f64 v[97:98], v[82:83], v[97:98]
	v_mul_f64 v[77:78], v[101:102], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[92:93], v[92:93], s[76:77]
	v_add_f64 v[95:96], v[95:96], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[97:98], v[97:98], s[70:71]
	v_add_f64 v[77:78], v[77:78], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[95:96], v[82:83], v[95:96]
	v_mul_f64 v[90:91], v[90:91], v[97:98]
	v_mul_f64 v[97:98], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[99:100], v[77:78]
	v_add_f64 v[90:91], v[95:96], v[90:91]
	v_mul_f64 v[95:96], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[77:78], v[97:98], -v[77:78]
	v_add_f64 v[97:98], -v[107:108], 1.0
	v_mul_f64 v[90:91], v[82:83], v[90:91]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[77:78], v[82:83], v[77:78]
	v_and_b32_e32 v83, 2, v94
	v_cndmask_b32_e64 v81, 0x7ff00000, v0, s0
	v_add_f64 v[97:98], v[97:98], -v[103:104]
	v_add_f64 v[90:91], v[90:91], -v[95:96]
	v_mul_f64 v[95:96], v[99:100], s[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[80:81]
	v_add_f64 v[77:78], v[77:78], -v[88:89]
	v_add_f64 v[90:91], v[97:98], v[90:91]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[79:80], v[80:81], v0
	v_and_b32_e32 v0, 1, v94
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[77:78], v[77:78], v[95:96]
	v_add_f64 v[90:91], v[107:108], v[90:91]
	v_rsq_f64_e32 v[101:102], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[84:85], -v[77:78]
	v_mov_b32_e32 v84, v1
	v_xor_b32_e32 v85, 0x80000000, v91
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[83:84]
	v_cndmask_b32_e64 v0, v85, v91, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[79:80], v[101:102]
	v_mul_f64 v[101:102], v[101:102], 0.5
	v_xor_b32_e32 v83, 0x80000000, v78
	v_cndmask_b32_e64 v84, v77, v90, s1
	v_cndmask_b32_e64 v78, v78, v83, s0
	v_cndmask_b32_e64 v83, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[79:80], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[86:87]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v78, v0, s1
	v_fma_f64 v[105:106], -v[101:102], v[92:93], 0.5
	v_fma_f64 v[92:93], v[92:93], v[105:106], v[92:93]
	v_fma_f64 v[81:82], v[101:102], v[105:106], v[101:102]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[101:102], -v[92:93], v[92:93], v[79:80]
	v_fma_f64 v[88:89], v[101:102], v[81:82], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[88:89], v[88:89], v[79:80]
	v_fma_f64 v[81:82], v[92:93], v[81:82], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[77:78], v[81:82], v83
	v_cndmask_b32_e64 v81, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v78, v78, v80 :: v_dual_cndmask_b32 v77, v77, v79
	v_cndmask_b32_e64 v80, 0, v84, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[80:81], v[77:78]
	v_cvt_f32_f64_e32 v0, v[77:78]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v77, v43, v109 :: v_dual_mul_f32 v78, s19, v110
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v77, v77, v77 :: v_dual_mul_f32 v0, v75, v0
	v_mul_f32_e32 v77, v78, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, s12, v77
	v_sub_f32_e32 v77, v43, v77
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v77, v0, v77
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v78, v44
	s_and_saveexec_b32 s99, s4
	s_cbranch_execz .LBB4_25
.LBB4_44:
	v_xor_b32_e32 v0, s21, v52
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v62
	v_xor3_b32 v81, s0, s85, v79
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v81, 0
	v_xor_b32_e32 v0, v80, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v82, s86, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v82, 0
	v_xor3_b32 v0, s87, v80, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v83, s89, v79
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v80, 0
	v_xor3_b32 v0, s88, v79, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v80, v84, s90, v78
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v80, 0
	v_xor3_b32 v0, s91, v79, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v81, s93, v78
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v81
	v_xor3_b32 v79, s92, v79, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v78
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v79, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v79, s95, v79, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v78
	v_mul_lo_u32 v80, 0xcd9e8d57, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v80, v79, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[79:80], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[79:80], v[79:80], 0xffffffe0
	v_ldexp_f64 v[81:82], v[79:80], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v80, v82, s0
	v_cndmask_b32_e64 v81, v79, v81, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v83, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v84, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v83
	v_lshrrev_b64 v[83:84], 20, v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v82, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[81:82], v[81:82], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[81:82], 2.0
	v_mul_f64 v[105:106], v[81:82], 0.5
	v_div_scale_f64 v[87:88], null, v[85:86], v[85:86], v[81:82]
	v_div_scale_f64 v[93:94], vcc_lo, v[81:82], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[105:106], v[81:82], v[105:106]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[87:88], v[87:88], v[89:90], v[91:92]
	v_add_co_u32 v0, vcc_lo, v83, v0
	v_cvt_f64_u32_e32 v[107:108], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[85:86], v[87:88], v[85:86], v[81:82]
	v_cvt_f64_u32_e32 v[87:88], v78
	v_add_co_ci_u32_e64 v78, null, -1, v84, vcc_lo
	v_cvt_f64_i32_e32 v[83:84], v78
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[89:90], v[85:86], v[85:86]
	v_add_f64 v[87:88], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[83:84], v[83:84], 32
	v_mul_f64 v[91:92], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[87:88], v[87:88], 0xffffffe0
	v_add_f64 v[83:84], v[83:84], v[107:108]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[93:94], v[91:92], s[30:31]
	v_mul_f64 v[87:88], v[87:88], s[44:45]
	v_mul_f64 v[97:98], v[91:92], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[111:112], v[83:84], s[40:41]
	v_mul_f64 v[83:84], v[83:84], s[42:43]
	v_add_f64 v[93:94], v[93:94], s[34:35]
	v_mul_f64 v[95:96], v[87:88], s[46:47]
	v_add_f64 v[97:98], v[97:98], s[14:15]
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], 0x43380000, v[95:96]
	v_add_f64 v[93:94], v[93:94], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[99:100], 0xc3380000, v[95:96]
	v_mul_f64 v[96:97], v[91:92], v[97:98]
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[101:102], v[99:100], s[48:49]
	v_add_f64 v[96:97], v[96:97], s[28:29]
	v_mul_f64 v[103:104], v[99:100], s[52:53]
	v_mul_f64 v[107:108], v[99:100], s[54:55]
	v_add_f64 v[93:94], v[93:94], s[38:39]
	v_add_f64 v[101:102], v[87:88], v[101:102]
	v_mul_f64 v[91:92], v[91:92], v[96:97]
	v_mul_f64 v[96:97], v[99:100], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[89:90], v[89:90], v[93:94]
	v_add_f64 v[93:94], v[101:102], v[103:104]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[91:92], v[89:90]
	v_add_f64 v[91:92], v[101:102], -v[93:94]
	v_add_f64 v[109:110], v[93:94], v[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[89:90], v[105:106], v[89:90]
	v_add_f64 v[91:92], v[91:92], v[103:104]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[103:104], v[93:94], -v[109:110]
	v_mul_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[89:90], v[107:108], -v[91:92]
	v_mul_f64 v[91:92], v[99:100], s[50:51]
	v_mul_f64 v[98:99], v[99:100], s[58:59]
	v_add_f64 v[96:97], v[103:104], v[96:97]
	v_add_f64 v[85:86], v[111:112], v[85:86]
	v_add_f64 v[103:104], v[93:94], -v[89:90]
	v_add_f64 v[107:108], v[101:102], -v[91:92]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[96:97], v[98:99], -v[96:97]
	v_mov_b32_e32 v99, v1
	v_add_f64 v[85:86], v[85:86], -v[105:106]
	v_lshrrev_b32_e32 v0, 20, v104
	v_lshrrev_b32_e32 v100, 20, v108
	v_add_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[81:82], v[81:82], -2.0
	v_and_b32_e32 v78, 0x7ff, v0
	v_bfe_u32 v0, v88, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v98, 49, v78
	v_and_b32_e32 v78, 0x7ff, v100
	v_cmp_lt_u64_e32 vcc_lo, v[98:99], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v98, 16, v78
	v_cmp_lt_u64_e64 s0, v[98:99], v[0:1]
	v_dual_cndmask_b32 v78, v93, v109 :: v_dual_cndmask_b32 v93, v94, v110
	v_cndmask_b32_e32 v0, v90, v97, vcc_lo
	v_cndmask_b32_e32 v94, v89, v96, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[79:80]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v89, v101, v78, s0
	v_cndmask_b32_e64 v90, v102, v93, s0
	v_cndmask_b32_e64 v92, v92, v0, s0
	v_cndmask_b32_e64 v91, v91, v94, s0
	v_cmp_neq_f64_e64 s0, 0, v[79:80]
	global_load_b32 v110, v[19:20], off
	global_load_b32 v111, v[17:18], off
	v_add_f64 v[85:86], v[89:90], -v[91:92]
	v_cndmask_b32_e32 v0, 0xfff00000, v82, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v82, 0x7ff00000, v0, s0
	v_cndmask_b32_e32 v81, 0, v81, vcc_lo
	v_mul_f64 v[83:84], v[85:86], v[85:86]
	v_add_f64 v[89:90], v[89:90], -v[85:86]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[81:82]
	v_mul_f64 v[93:94], v[83:84], s[72:73]
	v_mul_f64 v[96:97], v[83:84], s[60:61]
	v_mul_f64 v[98:99], v[83:84], s[66:67]
	v_mul_f64 v[78:79], v[83:84], s[78:79]
	v_mul_f64 v[100:101], v[83:84], v[83:84]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[89:90], v[89:90], -v[91:92]
	v_mul_f64 v[104:105], v[83:84], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[80:81], v[81:82], v0
	v_and_b32_e32 v0, 1, v95
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[93:94], v[93:94], s[74:75]
	v_add_f64 v[96:97], v[96:97], s[62:63]
	v_add_f64 v[98:99], v[98:99], s[68:69]
	v_add_f64 v[78:79], v[78:79], s[80:81]
	v_mul_f64 v[102:103], v[83:84], v[100:101]
	v_mul_f64 v[91:92], v[100:101], v[100:101]
	v_mul_f64 v[100:101], v[85:86], v[83:84]
	v_add_f64 v[108:109], -v[104:105], 1.0
	v_mul_f64 v[93:94], v[83:84], v[93:94]
	v_mul_f64 v[96:97], v[83:84], v[96:97]
	v_mul_f64 v[98:99], v[83:84], v[98:99]
	v_mul_f64 v[78:79], v[102:103], v[78:79]
	v_rsq_f64_e32 v[102:103], v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[93:94], v[93:94], s[76:77]
	v_add_f64 v[96:97], v[96:97], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[98:99], v[98:99], s[70:71]
	v_add_f64 v[78:79], v[78:79], v[93:94]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[93:94], v[80:81], v[102:103]
	v_mul_f64 v[102:103], v[102:103], 0.5
	v_mul_f64 v[96:97], v[83:84], v[96:97]
	v_mul_f64 v[91:92], v[91:92], v[98:99]
	v_mul_f64 v[98:99], v[89:90], 0.5
	v_mul_f64 v[78:79], v[100:101], v[78:79]
	v_fma_f64 v[106:107], -v[102:103], v[93:94], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[91:92], v[96:97], v[91:92]
	v_mul_f64 v[96:97], v[85:86], v[89:90]
	v_add_f64 v[78:79], v[98:99], -v[78:79]
	v_add_f64 v[98:99], -v[108:109], 1.0
	v_fma_f64 v[93:94], v[93:94], v[106:107], v[93:94]
	v_mul_f64 v[91:92], v[83:84], v[91:92]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[78:79], v[83:84], v[78:79]
	v_fma_f64 v[82:83], v[102:103], v[106:107], v[102:103]
	v_fma_f64 v[102:103], -v[93:94], v[93:94], v[80:81]
	v_add_f64 v[98:99], v[98:99], -v[104:105]
	v_add_f64 v[91:92], v[91:92], -v[96:97]
	v_mul_f64 v[96:97], v[100:101], s[82:83]
	v_and_b32_e32 v84, 2, v95
	v_add_f64 v[78:79], v[78:79], -v[89:90]
	v_fma_f64 v[89:90], v[102:103], v[82:83], v[93:94]
	v_add_f64 v[91:92], v[98:99], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], v[96:97]
	v_fma_f64 v[93:94], -v[89:90], v[89:90], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[108:109], v[91:92]
	v_add_f64 v[78:79], v[85:86], -v[78:79]
	v_mov_b32_e32 v85, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[82:83], v[93:94], v[82:83], v[89:90]
	v_xor_b32_e32 v86, 0x80000000, v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[84:85]
	v_cndmask_b32_e64 v0, v86, v92, s0
	v_xor_b32_e32 v84, 0x80000000, v79
	v_cndmask_b32_e64 v85, v78, v91, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v79, v79, v84, s0
	v_cndmask_b32_e64 v84, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[80:81], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[87:88]
	v_cndmask_b32_e64 v0, v79, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[78:79], v[82:83], v84
	v_cndmask_b32_e64 v82, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v79, v79, v81 :: v_dual_cndmask_b32 v78, v78, v80
	v_cndmask_b32_e64 v81, 0, v85, s0
	v_mul_f64 v[78:79], v[81:82], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[78:79]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v78, v44, v110 :: v_dual_mul_f32 v79, s19, v111
	v_add_f32_e32 v78, v78, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v79, v78
	v_mul_f32_e32 v78, s12, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v78, v44, v78
	v_mul_f32_e32 v0, v75, v0
	v_add_f32_e32 v78, v0, v78
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v79, v45
	s_and_saveexec_b32 s99, s5
	s_cbranch_execz .LBB4_26
.LBB4_45:
	v_xor_b32_e32 v0, s21, v53
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v64
	v_xor3_b32 v82, s0, s85, v80
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v82, 0
	v_xor_b32_e32 v0, v81, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v83, s86, v80
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v83, 0
	v_xor3_b32 v0, s87, v81, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v84, s89, v80
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v81, 0
	v_xor3_b32 v0, s88, v80, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v81, v85, s90, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v81, 0
	v_xor3_b32 v0, s91, v80, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v82, s93, v79
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v82
	v_xor3_b32 v80, s92, v80, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v79
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v80, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v80, s95, v80, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v79
	v_mul_lo_u32 v81, 0xcd9e8d57, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v81, v80, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[80:81], v0
	v_add_f64 v[80:81], v[80:81], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[80:81], v[80:81], 0xffffffe0
	v_ldexp_f64 v[82:83], v[80:81], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v81, v83, s0
	v_cndmask_b32_e64 v82, v80, v82, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v84, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v85, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v84
	v_lshrrev_b64 v[84:85], 20, v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v83, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[82:83], v[82:83], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[82:83], 2.0
	v_mul_f64 v[106:107], v[82:83], 0.5
	v_div_scale_f64 v[88:89], null, v[86:87], v[86:87], v[82:83]
	v_div_scale_f64 v[94:95], vcc_lo, v[82:83], v[86:87], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[106:107], v[82:83], v[106:107]
	v_rcp_f64_e32 v[90:91], v[88:89]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[88:89], v[90:91], 1.0
	v_fma_f64 v[90:91], v[90:91], v[92:93], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[88:89], v[90:91], 1.0
	v_fma_f64 v[90:91], v[90:91], v[92:93], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[94:95], v[90:91]
	v_fma_f64 v[88:89], -v[88:89], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[88:89], v[88:89], v[90:91], v[92:93]
	v_add_co_u32 v0, vcc_lo, v84, v0
	v_cvt_f64_u32_e32 v[108:109], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[86:87], v[88:89], v[86:87], v[82:83]
	v_cvt_f64_u32_e32 v[88:89], v79
	v_add_co_ci_u32_e64 v79, null, -1, v85, vcc_lo
	v_cvt_f64_i32_e32 v[84:85], v79
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[90:91], v[86:87], v[86:87]
	v_add_f64 v[88:89], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[84:85], v[84:85], 32
	v_mul_f64 v[92:93], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[88:89], v[88:89], 0xffffffe0
	v_add_f64 v[84:85], v[84:85], v[108:109]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[94:95], v[92:93], s[30:31]
	v_mul_f64 v[88:89], v[88:89], s[44:45]
	v_mul_f64 v[98:99], v[92:93], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[112:113], v[84:85], s[40:41]
	v_mul_f64 v[84:85], v[84:85], s[42:43]
	v_add_f64 v[94:95], v[94:95], s[34:35]
	v_mul_f64 v[96:97], v[88:89], s[46:47]
	v_add_f64 v[98:99], v[98:99], s[14:15]
	v_mul_f64 v[94:95], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], 0x43380000, v[96:97]
	v_add_f64 v[94:95], v[94:95], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[100:101], 0xc3380000, v[96:97]
	v_mul_f64 v[97:98], v[92:93], v[98:99]
	v_mul_f64 v[94:95], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[102:103], v[100:101], s[48:49]
	v_add_f64 v[97:98], v[97:98], s[28:29]
	v_mul_f64 v[104:105], v[100:101], s[52:53]
	v_mul_f64 v[108:109], v[100:101], s[54:55]
	v_add_f64 v[94:95], v[94:95], s[38:39]
	v_add_f64 v[102:103], v[88:89], v[102:103]
	v_mul_f64 v[92:93], v[92:93], v[97:98]
	v_mul_f64 v[97:98], v[100:101], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[90:91], v[90:91], v[94:95]
	v_add_f64 v[94:95], v[102:103], v[104:105]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[92:93], v[90:91]
	v_add_f64 v[92:93], v[102:103], -v[94:95]
	v_add_f64 v[110:111], v[94:95], v[97:98]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[106:107], v[90:91]
	v_add_f64 v[92:93], v[92:93], v[104:105]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[104:105], v[94:95], -v[110:111]
	v_mul_f64 v[86:87], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[90:91], v[108:109], -v[92:93]
	v_mul_f64 v[92:93], v[100:101], s[50:51]
	v_mul_f64 v[99:100], v[100:101], s[58:59]
	v_add_f64 v[97:98], v[104:105], v[97:98]
	v_add_f64 v[86:87], v[112:113], v[86:87]
	v_add_f64 v[104:105], v[94:95], -v[90:91]
	v_add_f64 v[108:109], v[102:103], -v[92:93]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[99:100], -v[97:98]
	v_mov_b32_e32 v100, v1
	v_add_f64 v[86:87], v[86:87], -v[106:107]
	v_lshrrev_b32_e32 v0, 20, v105
	v_lshrrev_b32_e32 v101, 20, v109
	v_and_b32_e32 v79, 0x7ff, v0
	v_bfe_u32 v0, v89, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v99, 49, v79
	v_cmp_lt_u64_e32 vcc_lo, v[99:100], v[0:1]
	v_add_f64 v[82:83], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[82:83], v[82:83], -2.0
	v_and_b32_e32 v79, 0x7ff, v101
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v99, 16, v79
	v_dual_cndmask_b32 v79, v94, v110 :: v_dual_cndmask_b32 v94, v95, v111
	v_cndmask_b32_e32 v95, v90, v97, vcc_lo
	global_load_b32 v111, v[23:24], off
	global_load_b32 v112, v[21:22], off
	v_cmp_lt_u64_e64 s0, v[99:100], v[0:1]
	v_cndmask_b32_e32 v0, v91, v98, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v91, v103, v94, s0
	v_cndmask_b32_e64 v90, v102, v79, s0
	v_cndmask_b32_e64 v93, v93, v0, s0
	v_cndmask_b32_e64 v92, v92, v95, s0
	v_cmp_neq_f64_e64 s0, 0, v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[86:87], v[90:91], -v[92:93]
	v_cndmask_b32_e32 v0, 0xfff00000, v83, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v82, 0, v82, vcc_lo
	v_mul_f64 v[84:85], v[86:87], v[86:87]
	v_add_f64 v[90:91], v[90:91], -v[86:87]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[94:95], v[84:85], s[72:73]
	v_mul_f64 v[97:98], v[84:85], s[60:61]
	v_mul_f64 v[99:100], v[84:85], s[66:67]
	v_mul_f64 v[79:80], v[84:85], s[78:79]
	v_mul_f64 v[101:102], v[84:85], v[84:85]
	v_add_f64 v[90:91], v[90:91], -v[92:93]
	v_mul_f64 v[105:106], v[84:85], 0.5
	v_add_f64 v[94:95], v[94:95], s[74:75]
	v_add_f64 v[97:98], v[97:98], s[62:63]
	v_add_f64 v[99:100], v[99:100], s[68:69]
	v_add_f64 v[79:80], v[79:80], s[80:81]
	v_mul_f64 v[103:104], v[84:85], v[101:102]
	v_mul_f64 v[92:93], v[101:102], v[101:102]
	v_mul_f64 v[101:102], v[86:87], v[84:85]
	v_add_f64 v[109:110], -v[105:106], 1.0
	v_mul_f64 v[94:95], v[84:85], v[94:95]
	v_mul_f64 v[97:98], v[84:85], v[97:98]
	v_mul_f64 v[99:100], v[84:85], v[99:100]
	v_mul_f64 v[79:80], v[103:104], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[94:95], v[94:95], s[76:77]
	v_add_f64 v[97:98], v[97:98], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[99:100], v[99:100], s[70:71]
	v_add_f64 v[79:80], v[79:80], v[94:95]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[97:98], v[84:85], v[97:98]
	v_mul_f64 v[92:93], v[92:93], v[99:100]
	v_mul_f64 v[99:100], v[90:91], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[101:102], v[79:80]
	v_add_f64 v[92:93], v[97:98], v[92:93]
	v_mul_f64 v[97:98], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[79:80], v[99:100], -v[79:80]
	v_add_f64 v[99:100], -v[109:110], 1.0
	v_mul_f64 v[92:93], v[84:85], v[92:93]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[79:80], v[84:85], v[79:80]
	v_and_b32_e32 v85, 2, v96
	v_cndmask_b32_e64 v83, 0x7ff00000, v0, s0
	v_add_f64 v[99:100], v[99:100], -v[105:106]
	v_add_f64 v[92:93], v[92:93], -v[97:98]
	v_mul_f64 v[97:98], v[101:102], s[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[82:83]
	v_add_f64 v[79:80], v[79:80], -v[90:91]
	v_add_f64 v[92:93], v[99:100], v[92:93]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[81:82], v[82:83], v0
	v_and_b32_e32 v0, 1, v96
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[79:80], v[79:80], v[97:98]
	v_add_f64 v[92:93], v[109:110], v[92:93]
	v_rsq_f64_e32 v[103:104], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[86:87], -v[79:80]
	v_mov_b32_e32 v86, v1
	v_xor_b32_e32 v87, 0x80000000, v93
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[85:86]
	v_cndmask_b32_e64 v0, v87, v93, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[81:82], v[103:104]
	v_mul_f64 v[103:104], v[103:104], 0.5
	v_xor_b32_e32 v85, 0x80000000, v80
	v_cndmask_b32_e64 v86, v79, v92, s1
	v_cndmask_b32_e64 v80, v80, v85, s0
	v_cndmask_b32_e64 v85, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[81:82], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[88:89]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v80, v0, s1
	v_fma_f64 v[107:108], -v[103:104], v[94:95], 0.5
	v_fma_f64 v[94:95], v[94:95], v[107:108], v[94:95]
	v_fma_f64 v[83:84], v[103:104], v[107:108], v[103:104]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[103:104], -v[94:95], v[94:95], v[81:82]
	v_fma_f64 v[90:91], v[103:104], v[83:84], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[94:95], -v[90:91], v[90:91], v[81:82]
	v_fma_f64 v[83:84], v[94:95], v[83:84], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[79:80], v[83:84], v85
	v_cndmask_b32_e64 v83, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v80, v80, v82 :: v_dual_cndmask_b32 v79, v79, v81
	v_cndmask_b32_e64 v82, 0, v86, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[82:83], v[79:80]
	v_cvt_f32_f64_e32 v0, v[79:80]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v79, v45, v111 :: v_dual_mul_f32 v80, s19, v112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v79, v79, v79
	v_dual_mul_f32 v79, v80, v79 :: v_dual_mul_f32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, s12, v79
	v_sub_f32_e32 v79, v45, v79
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v79, v0, v79
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v80, v46
	s_and_saveexec_b32 s99, s6
	s_cbranch_execz .LBB4_27
.LBB4_46:
	v_xor_b32_e32 v0, s21, v54
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v66
	v_xor3_b32 v83, s0, s85, v81
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xcd9e8d57, v83, 0
	v_xor_b32_e32 v0, v82, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v84, s86, v81
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xd2511f53, v84, 0
	v_xor3_b32 v0, s87, v82, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v85, s89, v81
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xcd9e8d57, v82, 0
	v_xor3_b32 v0, s88, v81, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v82, v86, s90, v80
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v82, 0
	v_xor3_b32 v0, s91, v81, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v83, s93, v80
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v83
	v_xor3_b32 v81, s92, v81, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v80
	v_mad_u64_u32 v[80:81], null, 0xd2511f53, v81, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v81, s95, v81, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v80
	v_mul_lo_u32 v82, 0xcd9e8d57, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v82, v81, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[81:82], v0
	v_add_f64 v[81:82], v[81:82], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[81:82], v[81:82], 0xffffffe0
	v_ldexp_f64 v[83:84], v[81:82], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v82, v84, s0
	v_cndmask_b32_e64 v83, v81, v83, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v85, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v86, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v85
	v_lshrrev_b64 v[85:86], 20, v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v84, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[83:84], v[83:84], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[83:84], 2.0
	v_mul_f64 v[107:108], v[83:84], 0.5
	v_div_scale_f64 v[89:90], null, v[87:88], v[87:88], v[83:84]
	v_div_scale_f64 v[95:96], vcc_lo, v[83:84], v[87:88], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[107:108], v[83:84], v[107:108]
	v_rcp_f64_e32 v[91:92], v[89:90]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[93:94], -v[89:90], v[91:92], 1.0
	v_fma_f64 v[91:92], v[91:92], v[93:94], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[93:94], -v[89:90], v[91:92], 1.0
	v_fma_f64 v[91:92], v[91:92], v[93:94], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[95:96], v[91:92]
	v_fma_f64 v[89:90], -v[89:90], v[93:94], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[89:90], v[89:90], v[91:92], v[93:94]
	v_add_co_u32 v0, vcc_lo, v85, v0
	v_cvt_f64_u32_e32 v[109:110], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[87:88], v[89:90], v[87:88], v[83:84]
	v_cvt_f64_u32_e32 v[89:90], v80
	v_add_co_ci_u32_e64 v80, null, -1, v86, vcc_lo
	v_cvt_f64_i32_e32 v[85:86], v80
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[91:92], v[87:88], v[87:88]
	v_add_f64 v[89:90], v[89:90], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[85:86], v[85:86], 32
	v_mul_f64 v[93:94], v[91:92], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[89:90], v[89:90], 0xffffffe0
	v_add_f64 v[85:86], v[85:86], v[109:110]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[95:96], v[93:94], s[30:31]
	v_mul_f64 v[89:90], v[89:90], s[44:45]
	v_mul_f64 v[99:100], v[93:94], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[113:114], v[85:86], s[40:41]
	v_mul_f64 v[85:86], v[85:86], s[42:43]
	v_add_f64 v[95:96], v[95:96], s[34:35]
	v_mul_f64 v[97:98], v[89:90], s[46:47]
	v_add_f64 v[99:100], v[99:100], s[14:15]
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], 0x43380000, v[97:98]
	v_add_f64 v[95:96], v[95:96], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[101:102], 0xc3380000, v[97:98]
	v_mul_f64 v[98:99], v[93:94], v[99:100]
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[103:104], v[101:102], s[48:49]
	v_add_f64 v[98:99], v[98:99], s[28:29]
	v_mul_f64 v[105:106], v[101:102], s[52:53]
	v_mul_f64 v[109:110], v[101:102], s[54:55]
	v_add_f64 v[95:96], v[95:96], s[38:39]
	v_add_f64 v[103:104], v[89:90], v[103:104]
	v_mul_f64 v[93:94], v[93:94], v[98:99]
	v_mul_f64 v[98:99], v[101:102], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[91:92], v[91:92], v[95:96]
	v_add_f64 v[95:96], v[103:104], v[105:106]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[93:94], v[91:92]
	v_add_f64 v[93:94], v[103:104], -v[95:96]
	v_add_f64 v[111:112], v[95:96], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[107:108], v[91:92]
	v_add_f64 v[93:94], v[93:94], v[105:106]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[105:106], v[95:96], -v[111:112]
	v_mul_f64 v[87:88], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[91:92], v[109:110], -v[93:94]
	v_mul_f64 v[93:94], v[101:102], s[50:51]
	v_mul_f64 v[100:101], v[101:102], s[58:59]
	v_add_f64 v[98:99], v[105:106], v[98:99]
	v_add_f64 v[87:88], v[113:114], v[87:88]
	v_add_f64 v[105:106], v[95:96], -v[91:92]
	v_add_f64 v[109:110], v[103:104], -v[93:94]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[100:101], -v[98:99]
	v_mov_b32_e32 v101, v1
	v_add_f64 v[87:88], v[87:88], -v[107:108]
	v_lshrrev_b32_e32 v0, 20, v106
	v_lshrrev_b32_e32 v102, 20, v110
	v_and_b32_e32 v80, 0x7ff, v0
	v_bfe_u32 v0, v90, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v100, 49, v80
	v_cmp_lt_u64_e32 vcc_lo, v[100:101], v[0:1]
	v_and_b32_e32 v80, 0x7ff, v102
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v100, 16, v80
	v_dual_cndmask_b32 v80, v95, v111 :: v_dual_cndmask_b32 v95, v96, v112
	v_cndmask_b32_e32 v96, v91, v98, vcc_lo
	global_load_b32 v112, v[27:28], off
	global_load_b32 v113, v[25:26], off
	v_cmp_lt_u64_e64 s0, v[100:101], v[0:1]
	v_cndmask_b32_e32 v0, v92, v99, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v92, v104, v95, s0
	v_cndmask_b32_e64 v91, v103, v80, s0
	v_cndmask_b32_e64 v94, v94, v0, s0
	v_cndmask_b32_e64 v93, v93, v96, s0
	v_cmp_neq_f64_e64 s0, 0, v[81:82]
	v_add_f64 v[83:84], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[91:92], -v[93:94]
	v_add_f64 v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[87:88], v[87:88]
	v_add_f64 v[91:92], v[91:92], -v[87:88]
	v_mul_f64 v[83:84], v[83:84], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[95:96], v[85:86], s[72:73]
	v_mul_f64 v[98:99], v[85:86], s[60:61]
	v_mul_f64 v[100:101], v[85:86], s[66:67]
	v_mul_f64 v[80:81], v[85:86], s[78:79]
	v_mul_f64 v[102:103], v[85:86], v[85:86]
	v_add_f64 v[91:92], v[91:92], -v[93:94]
	v_mul_f64 v[106:107], v[85:86], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v84, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v83, 0, v83, vcc_lo
	v_add_f64 v[95:96], v[95:96], s[74:75]
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v84, 0x7ff00000, v0, s0
	v_add_f64 v[98:99], v[98:99], s[62:63]
	v_add_f64 v[100:101], v[100:101], s[68:69]
	v_add_f64 v[80:81], v[80:81], s[80:81]
	v_mul_f64 v[104:105], v[85:86], v[102:103]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[83:84]
	v_mul_f64 v[93:94], v[102:103], v[102:103]
	v_mul_f64 v[102:103], v[87:88], v[85:86]
	v_add_f64 v[110:111], -v[106:107], 1.0
	v_mul_f64 v[95:96], v[85:86], v[95:96]
	v_mul_f64 v[98:99], v[85:86], v[98:99]
	v_mul_f64 v[100:101], v[85:86], v[100:101]
	v_mul_f64 v[80:81], v[104:105], v[80:81]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[82:83], v[83:84], v0
	v_and_b32_e32 v0, 1, v97
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[95:96], v[95:96], s[76:77]
	v_add_f64 v[98:99], v[98:99], s[64:65]
	v_add_f64 v[100:101], v[100:101], s[70:71]
	v_rsq_f64_e32 v[104:105], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[80:81], v[95:96]
	v_mul_f64 v[98:99], v[85:86], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[93:94], v[93:94], v[100:101]
	v_mul_f64 v[100:101], v[91:92], 0.5
	v_mul_f64 v[95:96], v[82:83], v[104:105]
	v_mul_f64 v[104:105], v[104:105], 0.5
	v_mul_f64 v[80:81], v[102:103], v[80:81]
	v_add_f64 v[93:94], v[98:99], v[93:94]
	v_mul_f64 v[98:99], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[108:109], -v[104:105], v[95:96], 0.5
	v_add_f64 v[80:81], v[100:101], -v[80:81]
	v_add_f64 v[100:101], -v[110:111], 1.0
	v_mul_f64 v[93:94], v[85:86], v[93:94]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[95:96], v[95:96], v[108:109], v[95:96]
	v_mul_f64 v[80:81], v[85:86], v[80:81]
	v_fma_f64 v[84:85], v[104:105], v[108:109], v[104:105]
	v_add_f64 v[100:101], v[100:101], -v[106:107]
	v_add_f64 v[93:94], v[93:94], -v[98:99]
	v_mul_f64 v[98:99], v[102:103], s[82:83]
	v_and_b32_e32 v86, 2, v97
	v_fma_f64 v[104:105], -v[95:96], v[95:96], v[82:83]
	v_add_f64 v[80:81], v[80:81], -v[91:92]
	v_add_f64 v[93:94], v[100:101], v[93:94]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[91:92], v[104:105], v[84:85], v[95:96]
	v_add_f64 v[80:81], v[80:81], v[98:99]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], v[110:111], v[93:94]
	v_fma_f64 v[95:96], -v[91:92], v[91:92], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[80:81], v[87:88], -v[80:81]
	v_mov_b32_e32 v87, v1
	v_xor_b32_e32 v88, 0x80000000, v94
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[86:87]
	v_cndmask_b32_e64 v0, v88, v94, s0
	v_fma_f64 v[84:85], v[95:96], v[84:85], v[91:92]
	v_xor_b32_e32 v86, 0x80000000, v81
	v_cndmask_b32_e64 v87, v80, v93, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v81, v81, v86, s0
	v_cndmask_b32_e64 v86, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[82:83], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[89:90]
	v_cndmask_b32_e64 v0, v81, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[80:81], v[84:85], v86
	v_cndmask_b32_e64 v84, 0x7ff80000, v0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v81, v81, v83 :: v_dual_cndmask_b32 v80, v80, v82
	v_cndmask_b32_e64 v83, 0, v87, s0
	v_mul_f64 v[80:81], v[83:84], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[80:81]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v80, v46, v112 :: v_dual_mul_f32 v81, s19, v113
	v_add_f32_e32 v80, v80, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v81, v80
	v_mul_f32_e32 v80, s12, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v80, v46, v80
	v_mul_f32_e32 v0, v75, v0
	v_add_f32_e32 v80, v0, v80
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v81, v47
	s_and_saveexec_b32 s99, s7
	s_cbranch_execz .LBB4_28
.LBB4_47:
	v_xor_b32_e32 v0, s21, v55
	s_xor_b32 s0, s20, s98
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s22
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v68
	v_xor3_b32 v84, s0, s85, v82
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[84:85], null, 0xcd9e8d57, v84, 0
	v_xor_b32_e32 v0, v83, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v85, v85, s86, v82
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[85:86], null, 0xd2511f53, v85, 0
	v_xor3_b32 v0, s87, v83, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v86, s89, v82
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[86:87], null, 0xcd9e8d57, v83, 0
	v_xor3_b32 v0, s88, v82, v84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v83, v87, s90, v81
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v83, 0
	v_xor3_b32 v0, s91, v82, v85
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v84, v84, s93, v81
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v84
	v_xor3_b32 v82, s92, v82, v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v81
	v_mad_u64_u32 v[81:82], null, 0xd2511f53, v82, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v82, s95, v82, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v81
	v_mul_lo_u32 v83, 0xcd9e8d57, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v83, v82, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[82:83], v0
	v_add_f64 v[82:83], v[82:83], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[82:83], v[82:83], 0xffffffe0
	v_ldexp_f64 v[84:85], v[82:83], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v83, v85, s0
	v_cndmask_b32_e64 v84, v82, v84, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v86, s1, 0x95f62, v0
	v_add_co_ci_u32_e64 v87, null, 0, 0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v86
	v_lshrrev_b64 v[86:87], 20, v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v85, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v74, s0
	v_add_f64 v[84:85], v[84:85], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[84:85], 2.0
	v_mul_f64 v[108:109], v[84:85], 0.5
	v_div_scale_f64 v[90:91], null, v[88:89], v[88:89], v[84:85]
	v_div_scale_f64 v[96:97], vcc_lo, v[84:85], v[88:89], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[108:109], v[84:85], v[108:109]
	v_rcp_f64_e32 v[92:93], v[90:91]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[94:95], -v[90:91], v[92:93], 1.0
	v_fma_f64 v[92:93], v[92:93], v[94:95], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[94:95], -v[90:91], v[92:93], 1.0
	v_fma_f64 v[92:93], v[92:93], v[94:95], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[96:97], v[92:93]
	v_fma_f64 v[90:91], -v[90:91], v[94:95], v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[90:91], v[90:91], v[92:93], v[94:95]
	v_add_co_u32 v0, vcc_lo, v86, v0
	v_cvt_f64_u32_e32 v[110:111], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[88:89], v[90:91], v[88:89], v[84:85]
	v_cvt_f64_u32_e32 v[90:91], v81
	v_add_co_ci_u32_e64 v81, null, -1, v87, vcc_lo
	v_cvt_f64_i32_e32 v[86:87], v81
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[92:93], v[88:89], v[88:89]
	v_add_f64 v[90:91], v[90:91], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[86:87], v[86:87], 32
	v_mul_f64 v[94:95], v[92:93], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[90:91], v[90:91], 0xffffffe0
	v_add_f64 v[86:87], v[86:87], v[110:111]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[96:97], v[94:95], s[30:31]
	v_mul_f64 v[90:91], v[90:91], s[44:45]
	v_mul_f64 v[100:101], v[94:95], s[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[114:115], v[86:87], s[40:41]
	v_mul_f64 v[86:87], v[86:87], s[42:43]
	v_add_f64 v[96:97], v[96:97], s[34:35]
	v_mul_f64 v[98:99], v[90:91], s[46:47]
	v_add_f64 v[100:101], v[100:101], s[14:15]
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], 0x43380000, v[98:99]
	v_add_f64 v[96:97], v[96:97], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[102:103], 0xc3380000, v[98:99]
	v_mul_f64 v[99:100], v[94:95], v[100:101]
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[104:105], v[102:103], s[48:49]
	v_add_f64 v[99:100], v[99:100], s[28:29]
	v_mul_f64 v[106:107], v[102:103], s[52:53]
	v_mul_f64 v[110:111], v[102:103], s[54:55]
	v_add_f64 v[96:97], v[96:97], s[38:39]
	v_add_f64 v[104:105], v[90:91], v[104:105]
	v_mul_f64 v[94:95], v[94:95], v[99:100]
	v_mul_f64 v[99:100], v[102:103], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[92:93], v[92:93], v[96:97]
	v_add_f64 v[96:97], v[104:105], v[106:107]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[94:95], v[92:93]
	v_add_f64 v[94:95], v[104:105], -v[96:97]
	v_add_f64 v[112:113], v[96:97], v[99:100]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[108:109], v[92:93]
	v_add_f64 v[94:95], v[94:95], v[106:107]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[106:107], v[96:97], -v[112:113]
	v_mul_f64 v[88:89], v[88:89], v[92:93]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[92:93], v[110:111], -v[94:95]
	v_mul_f64 v[94:95], v[102:103], s[50:51]
	v_mul_f64 v[101:102], v[102:103], s[58:59]
	v_add_f64 v[99:100], v[106:107], v[99:100]
	v_add_f64 v[88:89], v[114:115], v[88:89]
	v_add_f64 v[106:107], v[96:97], -v[92:93]
	v_add_f64 v[110:111], v[104:105], -v[94:95]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[101:102], -v[99:100]
	v_mov_b32_e32 v102, v1
	v_add_f64 v[88:89], v[88:89], -v[108:109]
	v_lshrrev_b32_e32 v0, 20, v107
	v_lshrrev_b32_e32 v103, 20, v111
	v_and_b32_e32 v81, 0x7ff, v0
	v_bfe_u32 v0, v91, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v101, 49, v81
	v_cmp_lt_u64_e32 vcc_lo, v[101:102], v[0:1]
	v_add_f64 v[84:85], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[86:87], v[84:85]
	v_mul_f64 v[84:85], v[84:85], -2.0
	v_and_b32_e32 v81, 0x7ff, v103
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v101, 16, v81
	v_dual_cndmask_b32 v81, v96, v112 :: v_dual_cndmask_b32 v96, v97, v113
	v_cndmask_b32_e32 v97, v92, v99, vcc_lo
	global_load_b32 v113, v[31:32], off
	global_load_b32 v114, v[29:30], off
	v_cmp_lt_u64_e64 s0, v[101:102], v[0:1]
	v_cndmask_b32_e32 v0, v93, v100, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v93, v105, v96, s0
	v_cndmask_b32_e64 v92, v104, v81, s0
	v_cndmask_b32_e64 v95, v95, v0, s0
	v_cndmask_b32_e64 v94, v94, v97, s0
	v_cmp_neq_f64_e64 s0, 0, v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], v[92:93], -v[94:95]
	v_cndmask_b32_e32 v0, 0xfff00000, v85, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v84, 0, v84, vcc_lo
	v_mul_f64 v[86:87], v[88:89], v[88:89]
	v_add_f64 v[92:93], v[92:93], -v[88:89]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[96:97], v[86:87], s[72:73]
	v_mul_f64 v[99:100], v[86:87], s[60:61]
	v_mul_f64 v[101:102], v[86:87], s[66:67]
	v_mul_f64 v[81:82], v[86:87], s[78:79]
	v_mul_f64 v[103:104], v[86:87], v[86:87]
	v_add_f64 v[92:93], v[92:93], -v[94:95]
	v_mul_f64 v[107:108], v[86:87], 0.5
	v_add_f64 v[96:97], v[96:97], s[74:75]
	v_add_f64 v[99:100], v[99:100], s[62:63]
	v_add_f64 v[101:102], v[101:102], s[68:69]
	v_add_f64 v[81:82], v[81:82], s[80:81]
	v_mul_f64 v[105:106], v[86:87], v[103:104]
	v_mul_f64 v[94:95], v[103:104], v[103:104]
	v_mul_f64 v[103:104], v[88:89], v[86:87]
	v_add_f64 v[111:112], -v[107:108], 1.0
	v_mul_f64 v[96:97], v[86:87], v[96:97]
	v_mul_f64 v[99:100], v[86:87], v[99:100]
	v_mul_f64 v[101:102], v[86:87], v[101:102]
	v_mul_f64 v[81:82], v[105:106], v[81:82]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[96:97], v[96:97], s[76:77]
	v_add_f64 v[99:100], v[99:100], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[101:102], v[101:102], s[70:71]
	v_add_f64 v[81:82], v[81:82], v[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[99:100], v[86:87], v[99:100]
	v_mul_f64 v[94:95], v[94:95], v[101:102]
	v_mul_f64 v[101:102], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[103:104], v[81:82]
	v_add_f64 v[94:95], v[99:100], v[94:95]
	v_mul_f64 v[99:100], v[88:89], v[92:93]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[81:82], v[101:102], -v[81:82]
	v_add_f64 v[101:102], -v[111:112], 1.0
	v_mul_f64 v[94:95], v[86:87], v[94:95]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[81:82], v[86:87], v[81:82]
	v_and_b32_e32 v87, 2, v98
	v_cndmask_b32_e64 v85, 0x7ff00000, v0, s0
	v_add_f64 v[101:102], v[101:102], -v[107:108]
	v_add_f64 v[94:95], v[94:95], -v[99:100]
	v_mul_f64 v[99:100], v[103:104], s[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[84:85]
	v_add_f64 v[81:82], v[81:82], -v[92:93]
	v_add_f64 v[94:95], v[101:102], v[94:95]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[83:84], v[84:85], v0
	v_and_b32_e32 v0, 1, v98
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[81:82], v[81:82], v[99:100]
	v_add_f64 v[94:95], v[111:112], v[94:95]
	v_rsq_f64_e32 v[105:106], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[88:89], -v[81:82]
	v_mov_b32_e32 v88, v1
	v_xor_b32_e32 v89, 0x80000000, v95
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s0, 0, v[87:88]
	v_cndmask_b32_e64 v0, v89, v95, s0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[83:84], v[105:106]
	v_mul_f64 v[105:106], v[105:106], 0.5
	v_xor_b32_e32 v87, 0x80000000, v82
	v_cndmask_b32_e64 v88, v81, v94, s1
	v_cndmask_b32_e64 v82, v82, v87, s0
	v_cndmask_b32_e64 v87, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[83:84], 0x260
	v_cmp_gt_f64_e64 s0, 0x413921fb, v[90:91]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v82, v0, s1
	v_fma_f64 v[109:110], -v[105:106], v[96:97], 0.5
	v_fma_f64 v[96:97], v[96:97], v[109:110], v[96:97]
	v_fma_f64 v[85:86], v[105:106], v[109:110], v[105:106]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[105:106], -v[96:97], v[96:97], v[83:84]
	v_fma_f64 v[92:93], v[105:106], v[85:86], v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[96:97], -v[92:93], v[92:93], v[83:84]
	v_fma_f64 v[85:86], v[96:97], v[85:86], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[81:82], v[85:86], v87
	v_cndmask_b32_e64 v85, 0x7ff80000, v0, s0
	v_dual_cndmask_b32 v82, v82, v84 :: v_dual_cndmask_b32 v81, v81, v83
	v_cndmask_b32_e64 v84, 0, v88, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[84:85], v[81:82]
	v_cvt_f32_f64_e32 v0, v[81:82]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v81, v47, v113 :: v_dual_mul_f32 v82, s19, v114
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v81, v81, v81 :: v_dual_mul_f32 v0, v75, v0
	v_mul_f32_e32 v81, v82, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, s12, v81
	v_sub_f32_e32 v81, v47, v81
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v81, v0, v81
	s_or_b32 exec_lo, exec_lo, s99
	v_mov_b32_e32 v82, v48
	s_and_saveexec_b32 s99, s8
	s_cbranch_execnz .LBB4_29
	s_branch .LBB4_30
.LBB4_48:
	global_load_b32 v0, v[11:12], off
	global_load_b32 v75, v[9:10], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v42, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v42, v42, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB4_36
.LBB4_49:
	global_load_b32 v0, v[15:16], off
	global_load_b32 v75, v[13:14], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v43, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v43, v43, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB4_37
.LBB4_50:
	global_load_b32 v0, v[19:20], off
	global_load_b32 v75, v[17:18], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v44, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v44, v44, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_38
.LBB4_51:
	global_load_b32 v0, v[23:24], off
	global_load_b32 v75, v[21:22], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v45, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v45, v45, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_39
.LBB4_52:
	global_load_b32 v0, v[27:28], off
	global_load_b32 v75, v[25:26], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v46, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v46, v46, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_40
.LBB4_53:
	global_load_b32 v0, v[31:32], off
	global_load_b32 v75, v[29:30], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v47, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v47, v47, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_41
.LBB4_54:
	global_load_b32 v0, v[35:36], off
	global_load_b32 v75, v[33:34], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v48, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v48, v48, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_19
.LBB4_55:
	global_load_b32 v0, v[39:40], off
	global_load_b32 v75, v[37:38], off
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v49, v0 :: v_dual_mul_f32 v75, s19, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v75, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v49, v49, v0
	s_branch .LBB4_19
.LBB4_56:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB4_66
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB4_67
.LBB4_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_68
.LBB4_59:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_69
.LBB4_60:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_70
.LBB4_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_71
.LBB4_62:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_72
.LBB4_63:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_65
.LBB4_64:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v49, s[24:25]
.LBB4_65:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB4_66:
	s_waitcnt vmcnt(0)
	global_store_b32 v41, v42, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB4_58
.LBB4_67:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v43, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB4_59
.LBB4_68:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v44, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_60
.LBB4_69:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v45, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_61
.LBB4_70:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v46, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_62
.LBB4_71:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v47, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_63
.LBB4_72:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v48, s[24:25]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_64
	s_branch .LBB4_65
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 100
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
.Lfunc_end4:
	.size	tessera_weighted_w8192, .Lfunc_end4-tessera_weighted_w8192

	.set tessera_weighted_w8192.num_vgpr, 118
	.set tessera_weighted_w8192.num_agpr, 0
	.set tessera_weighted_w8192.numbered_sgpr, 100
	.set tessera_weighted_w8192.num_named_barrier, 0
	.set tessera_weighted_w8192.private_seg_size, 0
	.set tessera_weighted_w8192.uses_vcc, 1
	.set tessera_weighted_w8192.uses_flat_scratch, 0
	.set tessera_weighted_w8192.has_dyn_sized_stack, 0
	.set tessera_weighted_w8192.has_recursion, 0
	.set tessera_weighted_w8192.has_indirect_call, 0
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
    .name:           tessera_weighted_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w256.kd
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w1024.kd
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     58
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
    .sgpr_count:     98
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w4096.kd
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
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         tessera_weighted_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     118
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
