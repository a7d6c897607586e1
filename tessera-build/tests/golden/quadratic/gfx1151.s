	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_quadratic
	.p2align	8
	.type	tessera_quadratic,@function
tessera_quadratic:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_14
	s_load_b64 s[8:9], s[0:1], 0x20
	s_mov_b64 s[20:21], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_14
	s_load_b256 s[12:19], s[0:1], 0x28
	s_mul_i32 s0, s11, s2
	s_mul_hi_u32 s1, s10, s2
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_add_i32 s23, s1, s0
	s_mul_i32 s22, s10, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v14, 0xfffffbcb :: v_dual_mov_b32 v3, v1
	v_mov_b32_e32 v2, v0
	v_cmp_gt_u64_e64 s0, s[10:11], v[0:1]
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0xdf3e5244
	s_mov_b32 s34, 0x96cb03de
	s_mov_b32 s36, 0x94229359
	s_mov_b32 s38, 0x55555593
	s_mov_b32 s40, 0x35793c76
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s44, 0x54442d18
	s_mov_b32 s46, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s14, 0
	s_mov_b32 s48, 0x54400000
	s_cselect_b32 s33, -1, 0
	s_add_u32 s14, s16, 0x9e3779b9
	s_addc_u32 s15, s17, 0
	s_add_u32 s24, s17, 0xbb67ae85
	s_addc_u32 s25, 0, 0
	s_add_u32 s90, s16, 0x3c6ef372
	s_add_u32 s26, s17, 0x76cf5d0a
	s_addc_u32 s27, 0, 0
	s_lshl_b64 s[2:3], s[22:23], 2
	s_mov_b32 s50, 0x1a626331
	v_add_co_u32 v0, s1, s2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s3, 0, s1
	s_mov_b32 s52, 0x1a600000
	v_add_co_u32 v4, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v5, null, s5, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s7, v7, vcc_lo
	s_mov_b32 s4, 0xd078c69f
	s_mov_b32 s6, 0x1d8e78af
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
	s_add_u32 s91, s16, 0xdaa66d2b
	s_add_u32 s92, s17, 0x32370b8f
	s_add_u32 s93, s16, 0x78dde6e4
	s_add_u32 s94, s17, 0xed9eba14
	s_add_u32 s95, s16, 0x1715609d
	s_add_u32 s96, s17, 0xa9066899
	s_add_u32 s97, s16, 0xb54cda56
	s_add_u32 s98, s17, 0x646e171e
	s_add_u32 s99, s16, 0x5384540f
	s_add_u32 s100, s17, 0x1fd5c5a3
	s_add_u32 s101, s17, 0xdb3d7428
	s_add_i32 s102, s16, 0x8ff34781
	s_mov_b32 s5, 0x3fc39a09
	s_mov_b32 s7, 0x3fcc71c5
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
	s_branch .LBB0_5
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_4:
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[20:21], s[8:9]
	s_cbranch_scc1 .LBB0_14
.LBB0_5:
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_10
	s_and_saveexec_b32 s103, s0
	s_cbranch_execz .LBB0_9
	s_add_u32 s1, s20, s18
	s_addc_u32 s2, s21, s19
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	s_mul_hi_u32 s87, s2, 0xcd9e8d57
	v_dual_mov_b32 v11, v5 :: v_dual_mov_b32 v10, v4
	s_xor_b32 s84, s16, s87
	v_dual_mov_b32 v13, v3 :: v_dual_mov_b32 v12, v2
	s_xor_b32 s1, s84, s1
	s_mov_b32 s3, 0
	s_mul_hi_u32 s89, s1, 0xd2511f53
	s_mul_i32 s86, s2, 0xcd9e8d57
	s_mov_b32 s2, s89
	s_mul_i32 s88, s1, 0xd2511f53
	s_xor_b64 s[84:85], s[2:3], s[24:25]
	s_xor_b64 s[86:87], s[14:15], s[86:87]
	s_xor_b64 s[88:89], s[26:27], s[88:89]
.LBB0_8:
	v_add_co_u32 v0, vcc_lo, s22, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, s23, v13, vcc_lo
	v_mov_b32_e32 v46, v1
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s17, v17
	v_xor_b32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v17, s84, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor_b32_e32 v0, s86, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v18, s90, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor_b32_e32 v0, s88, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s92, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s91, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v20, s93, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s94, v16, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v21, s96, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	v_xor3_b32 v0, s95, v16, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v18, s97, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, s98, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v19, s100, v15
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v15
	v_xor3_b32 v0, s99, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, s101, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v19, s102, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[16:17], v0
	v_add_f64 v[16:17], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	v_ldexp_f64 v[18:19], v[16:17], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v17, v19, s1
	v_cndmask_b32_e64 v18, v16, v18, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, s2, 0x95f62, v0
	v_add_co_ci_u32_e64 v21, null, 0, 0, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v20
	v_lshrrev_b64 v[20:21], 20, v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v14, s1
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[18:19], 2.0
	v_mul_f64 v[42:43], v[18:19], 0.5
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[18:19]
	v_div_scale_f64 v[30:31], vcc_lo, v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[18:19], v[42:43]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[28:29]
	v_add_co_u32 v0, vcc_lo, v20, v0
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[18:19]
	v_cvt_f64_u32_e32 v[24:25], v15
	v_add_co_ci_u32_e64 v15, null, -1, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[20:21], v15
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[20:21], v[20:21], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[28:29], s[30:31]
	v_mul_f64 v[24:25], v[24:25], s[44:45]
	v_mul_f64 v[34:35], v[28:29], s[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[34:35]
	v_mul_f64 v[32:33], v[24:25], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[34:35], s[6:7]
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	v_add_f64 v[30:31], v[30:31], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], 0xc3380000, v[32:33]
	v_mul_f64 v[33:34], v[28:29], v[34:35]
	v_mov_b32_e32 v35, v1
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[36:37], s[48:49]
	v_add_f64 v[33:34], v[33:34], s[28:29]
	v_mul_f64 v[40:41], v[36:37], s[52:53]
	v_mul_f64 v[44:45], v[36:37], s[56:57]
	v_add_f64 v[30:31], v[30:31], s[38:39]
	v_add_f64 v[38:39], v[24:25], v[38:39]
	v_mul_f64 v[28:29], v[28:29], v[33:34]
	v_cvt_f64_u32_e32 v[33:34], v0
	v_bfe_u32 v0, v25, 20, 11
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_add_f64 v[30:31], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], v[33:34]
	v_mul_f64 v[33:34], v[36:37], s[54:55]
	v_add_f64 v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f64 v[28:29], v[38:39], -v[30:31]
	v_add_f64 v[47:48], v[30:31], v[44:45]
	v_mul_f64 v[49:50], v[20:21], s[40:41]
	v_mul_f64 v[20:21], v[20:21], s[42:43]
	v_add_f64 v[26:27], v[42:43], v[26:27]
	v_add_f64 v[28:29], v[28:29], v[40:41]
	v_mul_f64 v[40:41], v[36:37], s[50:51]
	v_add_f64 v[51:52], v[30:31], -v[47:48]
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[33:34], -v[28:29]
	v_add_f64 v[28:29], v[38:39], -v[40:41]
	v_add_f64 v[44:45], v[51:52], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[49:50], v[22:23]
	v_add_f64 v[49:50], v[30:31], -v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v15, 20, v29
	v_add_f64 v[28:29], v[36:37], -v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7ff, v15
	v_add_nc_u32_e32 v34, 16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[34:35], v[0:1]
	v_add_f64 v[22:23], v[22:23], -v[42:43]
	v_lshrrev_b32_e32 v15, 20, v50
	v_and_b32_e32 v15, 0x7ff, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v45, 49, v15
	v_cmp_lt_u64_e32 vcc_lo, v[45:46], v[0:1]
	v_cndmask_b32_e32 v0, v27, v29, vcc_lo
	v_cndmask_b32_e32 v28, v26, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v29, v41, v0, s1
	v_cndmask_b32_e64 v28, v40, v28, s1
	v_add_f64 v[18:19], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_dual_cndmask_b32 v15, v30, v47 :: v_dual_cndmask_b32 v30, v31, v48
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[16:17]
	global_load_b32 v47, v[8:9], off
	global_load_b32 v48, v[10:11], off
	v_cndmask_b32_e64 v26, v38, v15, s1
	v_cndmask_b32_e64 v27, v39, v30, s1
	v_cmp_neq_f64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[26:27], -v[28:29]
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_mul_f64 v[20:21], v[22:23], v[22:23]
	v_add_f64 v[26:27], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[30:31], v[20:21], s[72:73]
	v_mul_f64 v[33:34], v[20:21], s[60:61]
	v_mul_f64 v[35:36], v[20:21], s[66:67]
	v_mul_f64 v[37:38], v[20:21], v[20:21]
	v_mul_f64 v[39:40], v[20:21], s[78:79]
	v_add_f64 v[26:27], v[26:27], -v[28:29]
	v_mul_f64 v[28:29], v[22:23], v[20:21]
	v_mul_f64 v[41:42], v[20:21], 0.5
	v_add_f64 v[15:16], v[30:31], s[74:75]
	v_add_f64 v[30:31], v[33:34], s[62:63]
	v_add_f64 v[33:34], v[35:36], s[68:69]
	v_add_f64 v[35:36], v[39:40], s[80:81]
	v_mul_f64 v[39:40], v[20:21], v[37:38]
	v_mul_f64 v[37:38], v[37:38], v[37:38]
	v_mul_f64 v[43:44], v[26:27], 0.5
	v_add_f64 v[45:46], -v[41:42], 1.0
	v_mul_f64 v[15:16], v[20:21], v[15:16]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	v_mul_f64 v[33:34], v[20:21], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[15:16], s[76:77]
	v_add_f64 v[30:31], v[30:31], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_add_f64 v[15:16], v[35:36], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	v_mul_f64 v[33:34], v[37:38], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[28:29], v[15:16]
	v_mul_f64 v[28:29], v[28:29], s[82:83]
	v_add_f64 v[30:31], v[30:31], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[43:44], -v[15:16]
	v_add_f64 v[43:44], -v[45:46], 1.0
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[20:21], v[15:16]
	v_and_b32_e32 v21, 2, v32
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], -v[26:27]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[17:18], v[18:19], v0
	v_and_b32_e32 v0, 1, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[15:16], v[15:16], v[28:29]
	v_rsq_f64_e32 v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_add_f64 v[15:16], v[22:23], -v[15:16]
	v_mul_f64 v[35:36], v[17:18], v[39:40]
	v_mul_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[39:40], v[35:36], 0.5
	v_fma_f64 v[33:34], v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[35:36], v[22:23], v[26:27]
	v_fma_f64 v[19:20], v[39:40], v[37:38], v[39:40]
	v_add_f64 v[39:40], v[43:44], -v[41:42]
	v_mov_b32_e32 v22, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s2, 0, v[21:22]
	v_xor_b32_e32 v21, 0x80000000, v16
	v_fma_f64 v[37:38], -v[33:34], v[33:34], v[17:18]
	v_add_f64 v[30:31], v[30:31], -v[35:36]
	v_fma_f64 v[26:27], v[37:38], v[19:20], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[39:40], v[30:31]
	v_fma_f64 v[28:29], -v[26:27], v[26:27], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[45:46], v[30:31]
	v_fma_f64 v[19:20], v[28:29], v[19:20], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v23, 0x80000000, v31
	v_cndmask_b32_e64 v22, v15, v30, s1
	v_cndmask_b32_e64 v15, v16, v21, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v23, v31, s2
	v_cndmask_b32_e64 v0, v15, v0, s1
	v_cndmask_b32_e64 v15, 0, 0xffffff80, vcc_lo
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[24:25]
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[15:16], v[19:20], v15
	v_cndmask_b32_e64 v20, 0x7ff80000, v0, s1
	v_cndmask_b32_e64 v19, 0, v22, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v16, v16, v18 :: v_dual_cndmask_b32 v15, v15, v17
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[19:20], v[15:16]
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[12:13]
	s_or_b32 s3, vcc_lo, s3
	v_cvt_f32_f64_e32 v0, v[15:16]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v15, v47, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, v15, v15
	v_mul_f32_e32 v15, 0.5, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, s12, v15 :: v_dual_mul_f32 v0, s13, v0
	v_add_f32_e32 v15, v48, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v15
	global_store_b32 v[10:11], v0, off
	v_add_co_u32 v10, s1, 0x400, v10
	v_add_co_ci_u32_e64 v11, null, 0, v11, s1
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_8
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_11
.LBB0_10:
.LBB0_11:
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_3
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	v_dual_mov_b32 v11, v5 :: v_dual_mov_b32 v10, v4
	v_dual_mov_b32 v13, v3 :: v_dual_mov_b32 v12, v2
	s_mov_b32 s3, 0
	.p2align	6
.LBB0_13:
	global_load_b32 v0, v[8:9], off
	global_load_b32 v15, v[10:11], off
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[10:11], v[12:13]
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v15, v0
	global_store_b32 v[10:11], v0, off
	v_add_co_u32 v10, s1, 0x400, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, s1
	v_add_co_u32 v8, s1, 0x400, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, s1
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_13
	s_branch .LBB0_3
.LBB0_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_quadratic
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 53
		.amdhsa_next_free_sgpr 104
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
	.size	tessera_quadratic, .Lfunc_end0-tessera_quadratic

	.set tessera_quadratic.num_vgpr, 53
	.set tessera_quadratic.num_agpr, 0
	.set tessera_quadratic.numbered_sgpr, 104
	.set tessera_quadratic.num_named_barrier, 0
	.set tessera_quadratic.private_seg_size, 0
	.set tessera_quadratic.uses_vcc, 1
	.set tessera_quadratic.uses_flat_scratch, 0
	.set tessera_quadratic.has_dyn_sized_stack, 0
	.set tessera_quadratic.has_recursion, 0
	.set tessera_quadratic.has_indirect_call, 0
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
      - .name:           key0
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         64
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           tessera_quadratic
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_quadratic.kd
    .uses_dynamic_stack: false
    .vgpr_count:     53
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
